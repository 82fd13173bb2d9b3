"""The Weaviate engine: execute query_database calls on a Weaviate instance holding the gym.

Same interface and `Result` as the DuckDB engine (`execute(environment, call) -> Result`), over
collections `gymkit weaviate populate` created (`<Prefix>_<env>_<Collection>`, see
`weaviate_schema`). Connection: WEAVIATE_URL and WEAVIATE_API_KEY (`weaviate_connect`).

How a call runs:
- filters: `Filter.by_property(...)` per condition, AND-ed, the filter tree's OR nodes as
  `Filter.any_of` (`weaviate_filters`);
- retrieval without search: `query.fetch_objects(filters=..., limit=...)`, paged (the cursor
  `after=` when there is no filter; offset pages otherwise, as Weaviate refuses a cursor with a
  filter), so every matching uuid comes back;
- search: `query.bm25(query, query_properties=<the searchable properties>, filters=...,
  limit=..., auto_limit=...)`, or `query.hybrid` when the engine is built with
  `search="hybrid"` (the collections then need a vectorizer);
- aggregations: `aggregate.over_all(filters=..., return_metrics=[Metrics(...)...],
  group_by=GroupByAggregate(prop=...), total_count=True)`; an aggregation over a search
  aggregates over the ids the search returned.

Where Weaviate's semantics differ from the gym's, the engine converts so both engines agree:
- LIKE: `%` -> `*`; `?` is one character in both; `_` is a literal in both.
- `=` / LIKE on prose (`word` tokenization) match words in Weaviate, whole values in the gym:
  applied client-side (`weaviate_filters.is_residual`). On identifiers, references and
  categories (`field` tokenization) `=` is exact and case-sensitive, as in DuckDB.
- MEDIAN (approximate in Weaviate), MODE (other tie-break) and COUNT_DISTINCT (absent in
  Weaviate) are computed client-side from the fetched values (`weaviate_aggregate`).
- percentages: Weaviate's 0..1 -> 0..100 (100 * total / count, DuckDB's formula). Dates:
  Weaviate's RFC 3339 datetimes -> YYYY-MM-DD.
- TOP_OCCURRENCES: an explicit limit always (Weaviate's default, 5, when the call gives none),
  ordered by count then value, ties at the cut in `Result.ties`.
- group-by keys are strings as DuckDB writes them (`true`/`false`, `12`, `12.5`, dates
  YYYY-MM-DD, text as is); Weaviate groups an array property by whole lists, the gym by each
  distinct item, so such a group-by (and one by a date or a number) is computed client-side
  (`server_groupable`). COUNT counts values (array items for array properties), as in DuckDB.
- an int property compared with a fractional number is rewritten to its integral equivalent.
- a search runs within what the filters select (residual conditions first, by id) and its
  aggregations over what it returned. Searches are the one place results may differ from
  DuckDB's: Weaviate's BM25 and autocut rank and cut their own way.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from weaviate.classes.aggregate import GroupByAggregate
from weaviate.classes.query import Filter, MetadataQuery
from weaviate.exceptions import WeaviateBaseError

from gymkit.call import AggregationItem, Call, CallError, group_key, validate_call
from gymkit.engine.base import EngineError, Result
from gymkit.engine.weaviate_aggregate import (
    build_metrics,
    client_value,
    flatten,
    is_server_metric,
    server_value,
)
from gymkit.engine.weaviate_connect import connect
from gymkit.engine.weaviate_filters import NOTHING, Translation, node_matches, translate
from gymkit.engine.weaviate_populate import populate
from gymkit.engine.weaviate_schema import collection_name, from_weaviate_value
from gymkit.schema import Collection, Environment

__all__ = ["WeaviateEngine", "populate"]

PAGE = 1000  # objects per fetch page
QUERY_MAXIMUM_RESULTS = 10_000  # Weaviate's default cap on offset + limit
GROUP_LIMIT = 10_000  # groups a group-by may return


class WeaviateEngine:
    """Executes calls on Weaviate. `gym` (an open gym, or anything with `.environments`)
    supplies the schemas, or `environments` does; `client` an already connected WeaviateClient (else WEAVIATE_URL).

    Search settings: `search` ("bm25" or "hybrid"), `search_limit` (objects a search returns),
    `autocut` (Weaviate's auto_limit: cut after that many score jumps; None for no cut),
    `alpha` (hybrid's vector weight).
    """

    def __init__(
        self,
        gym: Any = None,
        *,
        prefix: str = "Gym",
        client: Any = None,
        environments: dict[str, Environment] | None = None,
        url: str | None = None,
        api_key: str | None = None,
        search: str = "bm25",
        search_limit: int = 100,
        autocut: int | None = None,
        alpha: float = 0.5,
    ):
        if search not in ("bm25", "hybrid"):
            raise EngineError(f"search={search!r}: use 'bm25' or 'hybrid'", "search")
        self.prefix = prefix
        self.search, self.search_limit, self.autocut, self.alpha = (
            search,
            search_limit,
            autocut,
            alpha,
        )
        self._environments = environments if environments is not None else _environments_of(gym)
        self._client = client
        self._owns_client = client is None
        self._url, self._api_key = url, api_key

    # -- lifecycle --------------------------------------------------------------------------

    @property
    def client(self) -> Any:
        if self._client is None:
            self._client = connect(self._url, self._api_key)
        return self._client

    def connect(self) -> WeaviateEngine:
        """Connect now (WeaviateUnavailable, a GymError, when Weaviate is not there)."""
        _ = self.client
        return self

    def close(self) -> None:
        if self._client is not None and self._owns_client:
            self._client.close()
            self._client = None

    def __enter__(self) -> WeaviateEngine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- execute ----------------------------------------------------------------------------

    def environment(self, environment: str) -> Environment:
        env = self._environments.get(environment) or next(
            (e for e in self._environments.values() if e.sql_schema == environment), None
        )
        if env is None:
            known = ", ".join(sorted(self._environments))
            raise EngineError(
                f"unknown environment {environment!r} (known: {known})", "environment"
            )
        return env

    def execute(
        self, environment: str, call: Call | dict, within: Iterable[str] | None = None
    ) -> Result:
        """One call's result, in the form of the card's reference_results; `within`: uuids that
        stand in for the call's search (no BM25 runs, the filters still apply)."""
        env = self.environment(environment)
        try:
            c = validate_call(call, env)
        except CallError as e:
            raise EngineError(str(e), e.field) from None
        coll = env.collection(c.collection_name)
        assert coll is not None
        handle = self.client.collections.use(collection_name(self.prefix, env.id, coll.name))
        try:
            return self._execute(handle, coll, c, within)
        except WeaviateBaseError as e:
            first = (str(e).strip().splitlines() or [type(e).__name__])[0]
            raise EngineError(
                f"Weaviate failed on {handle.name} ({first}); run `gymkit weaviate populate` if it is missing",
                "collection_name",
            ) from None

    def _execute(
        self, handle: Any, coll: Collection, call: Call, within: Iterable[str] | None = None
    ) -> Result:
        t = translate(call, coll)
        ids: list[str] | None = None
        if t.residual:  # select with the gym's semantics first, then go on by id
            ids = [u for u, _ in self._fetch(handle, coll, t, [])]
            t = Translation(Filter.by_id().contains_any(ids) if ids else NOTHING)
        ranked = None
        if within is not None:  # the given uuids stand in for the search
            allowed = set(within)
            if ids is None:
                ids = [u for u, _ in self._fetch(handle, coll, t, [])]
            ids = [u for u in ids if u in allowed]
            t = Translation(Filter.by_id().contains_any(ids) if ids else NOTHING)
        elif call.search_query is not None:  # searched within the selection, then cut
            ranked = self._search(handle, coll, call.search_query, t)
            ids = [u for u, _ in ranked]
            t = Translation(Filter.by_id().contains_any(ids) if ids else NOTHING)
        if not call.is_aggregation:
            if ids is None:
                ids = [u for u, _ in self._fetch(handle, coll, t, [])]
            return Result("retrieval", sorted(ids), ranked=ranked)
        return self._aggregate(handle, coll, call, t.server, ranked)

    # -- retrieval --------------------------------------------------------------------------

    def _fetch(
        self, handle: Any, coll: Collection, t: Translation, props: list[str]
    ) -> list[tuple[str, dict]]:
        """Every object the translation selects: (uuid, {property: gym value}) pairs."""
        if t.matches_nothing:
            return []
        wanted = sorted(set(props) | t.residual_properties())
        rows: list[tuple[str, dict]] = []
        if t.server is None:
            after = None
            while True:
                page = handle.query.fetch_objects(limit=PAGE, after=after, return_properties=wanted)
                rows.extend(_rows(coll, page.objects))
                if len(page.objects) < PAGE:
                    break
                after = page.objects[-1].uuid
        else:
            offset = 0
            while True:
                if offset + PAGE > QUERY_MAXIMUM_RESULTS:
                    raise EngineError(
                        f"{handle.name}: more than {QUERY_MAXIMUM_RESULTS} objects match; raise Weaviate's "
                        "QUERY_MAXIMUM_RESULTS to page through them"
                    )
                page = handle.query.fetch_objects(
                    limit=PAGE, offset=offset, filters=t.server, return_properties=wanted
                )
                rows.extend(_rows(coll, page.objects))
                if len(page.objects) < PAGE:
                    break
                offset += PAGE
        if t.residual:
            rows = [(u, p) for u, p in rows if all(node_matches(n, p) for n in t.residual)]
        return rows

    def _search(
        self, handle: Any, coll: Collection, query: str, t: Translation
    ) -> list[tuple[str, float]]:
        """The search's (uuid, score) pairs, best first, within what `t` selects (no residual)."""
        if t.matches_nothing:
            return []
        common = dict(
            query_properties=[p.name for p in coll.search_properties],
            limit=self.search_limit,
            auto_limit=self.autocut,
            filters=t.server,
            return_metadata=MetadataQuery(score=True),
            return_properties=[],
        )
        if self.search == "hybrid":
            res = handle.query.hybrid(query, alpha=self.alpha, **common)
        else:
            res = handle.query.bm25(query, **common)
        return [(str(o.uuid), float(o.metadata.score or 0.0)) for o in res.objects]

    # -- aggregation ------------------------------------------------------------------------

    def _aggregate(
        self, handle: Any, coll: Collection, call: Call, where: Any, ranked: Any
    ) -> Result:
        aggs = list(call.aggregations())
        group = call.groupby_property
        gprop = coll.prop(group) if group else None
        client_only = gprop is not None and not server_groupable(gprop)
        client_aggs = [
            a
            for a in aggs
            if client_only or not is_server_metric(coll.prop(a.property_name), a.metric)
        ]
        if where is NOTHING:
            if group:
                return Result("groupby", {}, ranked=ranked)
            value, ties = _merge(coll, aggs, {}, {}, client_only=True)
            return Result("aggregation", value, ranked=ranked, ties=ties)
        metrics = [] if client_only else build_metrics(coll, aggs)
        need = sorted(
            {a.property_name for a in client_aggs} | ({group} if group and client_aggs else set())
        )
        rows = self._fetch(handle, coll, Translation(where), need) if client_aggs else []
        if not group:
            server = (
                handle.aggregate.over_all(filters=where, return_metrics=metrics, total_count=True)
                if metrics
                else None
            )
            return _single_result(coll, aggs, server, rows, ranked)
        groups = None
        if not client_only:
            groups = handle.aggregate.over_all(
                filters=where,
                return_metrics=metrics or None,
                group_by=GroupByAggregate(prop=group, limit=GROUP_LIMIT),
                total_count=True,
            )
        return groupby_result(coll, aggs, group, groups, rows, ranked)


def server_groupable(prop: Any) -> bool:
    """Whether Weaviate's group-by gives the gym's groups: a scalar `field` text, int or boolean.

    Weaviate groups an array property by whole lists (the gym: by each distinct item); dates
    and fractional numbers as group values are not worth the risk of another spelling. Those
    group-bys are computed client-side from the fetched values.
    """
    return not prop.is_array and (prop.type in ("filterable_text", "int", "boolean"))


# ---- results from Weaviate's answers (pure: unit tested on hand-built responses) -----------


def _rows(coll: Collection, objects: list[Any]) -> list[tuple[str, dict]]:
    out = []
    for o in objects:
        props = {
            k: from_weaviate_value(coll.prop(k), v)
            for k, v in (o.properties or {}).items()
            if coll.prop(k)
        }
        out.append((str(o.uuid), props))
    return out


def _merge(
    coll: Collection,
    aggs: list[AggregationItem],
    server_props: dict,
    stored: dict[str, list],
    client_only: bool = False,
) -> tuple[dict, dict]:
    """Each aggregation's value: Weaviate's where it is exact, else computed from `stored`."""
    value, ties = {}, {}
    for a in aggs:
        prop = coll.prop(a.property_name)
        if not client_only and is_server_metric(prop, a.metric):
            v, t = server_value(prop, a, server_props.get(a.property_name))
        else:
            v, t = client_value(prop, a, flatten(prop, stored.get(a.property_name, [])))
        value[a.key] = v
        if t is not None:
            ties[a.key] = t
    return value, ties


def _single_result(
    coll: Collection, aggs: list[AggregationItem], server: Any, rows: list, ranked: Any
) -> Result:
    """An aggregation Result from an AggregateReturn (or None) and the fetched rows."""
    stored: dict[str, list] = defaultdict(list)
    for _, props in rows:
        for k, v in props.items():
            stored[k].append(v)
    value, ties = _merge(coll, aggs, server.properties if server is not None else {}, stored)
    return Result("aggregation", value, ranked=ranked, ties=ties)


def groupby_result(
    coll: Collection,
    aggs: list[AggregationItem],
    group: str,
    groups: Any,
    rows: list[tuple[str, dict]],
    ranked: Any = None,
) -> Result:
    """A group-by Result from an AggregateGroupByReturn (None: every metric client-side) and
    the fetched rows. A record joins the group of each distinct item of an array property."""
    gprop = coll.prop(group)
    stored: dict[str, dict[str, list]] = defaultdict(lambda: defaultdict(list))
    for _, props in rows:
        gv = props.get(group)
        keys = gv if (gprop is not None and gprop.is_array and isinstance(gv, list)) else [gv]
        for key in {group_key(k, gprop.kind if gprop else None) for k in keys if k is not None}:
            for k, v in props.items():
                stored[key][k].append(v)
    client_only = groups is None
    server_groups = (
        {}
        if client_only
        else {
            group_key(g.grouped_by.value, gprop.kind if gprop else None): g.properties
            for g in groups.groups
        }
    )
    value, ties = {}, {}
    for key in sorted(set(server_groups) | set(stored)):
        v, t = _merge(coll, aggs, server_groups.get(key, {}), stored.get(key, {}), client_only)
        value[key] = v
        ties.update({f"{key}/{k}": x for k, x in t.items()})
    return Result("groupby", value, ranked=ranked, ties=ties)


def _environments_of(gym: Any) -> dict[str, Environment]:
    """The environments of a gym (anything with `.environments`: the Gym, a DuckDBEngine)."""
    if gym is None or not hasattr(gym, "environments"):
        raise EngineError(
            "WeaviateEngine needs the schemas: pass gym= (an open gym) or environments=", "gym"
        )
    return dict(gym.environments)
