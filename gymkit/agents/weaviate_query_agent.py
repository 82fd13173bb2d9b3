"""`weaviate-query-agent`: Weaviate's hosted Query Agent, scored like every other agent.

It runs `weaviate_agents.QueryAgent` (ask mode, or search mode) on the Weaviate Cloud cluster
that holds the gym (`gymkit weaviate populate`, same prefix) and maps what the agent reports
it did, the searches and aggregations of its response with their filter trees, into gym
`query_database` calls:

- collection names lose the populate prefix (`Gym_public_transit_TransitRoutes` -> TransitRoutes);
- Weaviate's operators map back (`contains_any` -> CONTAINS_ANY, LIKE's `*` -> `%`), metrics
  too (MAXIMUM -> MAX, or LATEST for dates; MINIMUM -> MIN, or EARLIEST); the TYPE metric, which
  the gym has no use for, is dropped;
- date filters: an exact timestamp keeps its operator, a range becomes `>=`/`>` and `<=`/`<`
  filters on the date (YYYY-MM-DD);
- a filter tree that is an AND of conditions becomes the flat filter lists; any OR node becomes
  the call's `filter_tree` (the card's B8 construct); a filter whose shape does not fit its
  property is said as Weaviate means it (`_fit_shape`);
- each search is one call; aggregations reported separately for the same collection, filters
  and group-by become one call with several aggregations (the gym's sub-query).
Filters the gym cannot express (geo, is-null, uuid) are left out and named in the trace.
The second turn (`revise`, the card's B6/B7): when every first call found nothing, the agent is
asked again in a conversation that says what it queried and that it returned nothing.

Configuration: WEAVIATE_URL and WEAVIATE_API_KEY (a Weaviate Cloud cluster: the Query Agent is
a Weaviate Cloud service), `prefix=` (default $GYMKIT_WEAVIATE_PREFIX or Gym), `mode=` "ask" or
"search" (default $WEAVIATE_QUERY_AGENT_MODE). Without a mode, each query set runs in the mode its
`query_sets.target_mode` names (`for_target_mode`, called by `gymkit run`: ask_mode and
edge_case_1 in ask, search_mode in search); a mode given by the user overrides every set's.
The mode used is the first entry of each plan's trace (`{"query_agent_mode": ...}`).
"""

from __future__ import annotations

import copy
import datetime as _dt
import json
import os
from typing import Any

from gymkit.agents.base import Plan, register
from gymkit.call import AGGREGATION_LIST_OF_TYPE, FILTER_LIST_OF_TYPE, LikePattern
from gymkit.engine.weaviate_schema import collection_names, gym_collection, to_date
from gymkit.errors import GymError, StopRun
from gymkit.schema import Environment, Property

OPERATORS = {
    "=": "=",
    "<": "<",
    ">": ">",
    "<=": "<=",
    ">=": ">=",
    "!=": "!=",
    "LIKE": "LIKE",
    "contains_any": "CONTAINS_ANY",
    "contains_all": "CONTAINS_ALL",
}
FILTER_LIST_OF_KIND = {
    "integer": "numeric_property_filters",
    "integer_array": "numeric_array_property_filters",
    "text": "text_property_filters",
    "text_array": "array_property_filters",
    "boolean": "boolean_property_filters",
    "boolean_array": "boolean_array_property_filters",
    "date_range": "date_property_filters",
    "date_array": "date_array_property_filters",
}
AGGREGATION_LIST_OF_KIND = {
    "integer": "numeric_property_aggregations",
    "text": "text_property_aggregations",
    "boolean": "boolean_property_aggregations",
    "date": "date_property_aggregations",
}
METRICS = {"MAXIMUM": "MAX", "MINIMUM": "MIN"}
DATE_METRICS = {"MAXIMUM": "LATEST", "MINIMUM": "EARLIEST"}


def _enum(v: Any) -> str:
    return str(getattr(v, "value", v))


def _date(v: Any) -> str:
    try:
        return to_date(v).isoformat()
    except (TypeError, ValueError):
        return str(v)


class _Mapper:
    """Maps one response's filters and aggregations onto one environment's schema."""

    def __init__(self, environment: Environment, prefix: str):
        self.environment, self.prefix = environment, prefix
        self.trace: list[dict] = []

    def collection(self, name: str) -> str:
        return gym_collection(name, self.prefix, self.environment)

    def prop(self, collection: str, name: str) -> Property | None:
        coll = self.environment.collection(collection)
        return coll.prop(name) if coll is not None else None

    # -- filters ----------------------------------------------------------------------------

    def _number(self, prop: Property | None, v: Any) -> Any:
        if isinstance(v, float) and v.is_integer() and (prop is None or prop.scalar_type == "int"):
            return int(v)
        return v

    def leaves(self, collection: str, f: Any) -> list[tuple[str, dict]] | None:
        """One Query Agent filter as (filter list, entry) pairs; None when the gym cannot say it."""
        kind = _enum(getattr(f, "filter_type", None))
        name = getattr(f, "property_name", "?")
        prop = self.prop(collection, name)
        list_name = FILTER_LIST_OF_TYPE.get(prop.type) if prop else FILTER_LIST_OF_KIND.get(kind)
        if kind not in FILTER_LIST_OF_KIND or list_name is None:
            self.trace.append(
                {"dropped_filter": f.model_dump(mode="json"), "why": f"no gym filter for {kind}"}
            )
            return None
        if kind == "date_range":
            entries = self._date_entries(name, f.value)
        else:
            op = OPERATORS.get(_enum(f.operator), _enum(f.operator))
            value = f.value
            if kind.endswith("_array"):
                items = [_date(v) if kind == "date_array" else self._number(prop, v) for v in value]
                entries = [{"property_name": name, "operator": op, "values": items}]
            else:
                if kind == "integer":
                    value = self._number(prop, value)
                elif kind == "text" and op == "LIKE":
                    value = LikePattern(str(value)).card_form
                entries = [{"property_name": name, "operator": op, "value": value}]
        out: list[tuple[str, dict]] = []
        for e in entries:
            out.extend(_fit_shape(prop, list_name, e))
        return out

    @staticmethod
    def _date_entries(name: str, v: Any) -> list[dict]:
        out = []
        if hasattr(v, "exact_timestamp"):
            op = OPERATORS.get(_enum(v.operator), _enum(v.operator))
            out.append({"property_name": name, "operator": op, "value": _date(v.exact_timestamp)})
        if getattr(v, "date_from", None) is not None:
            op = ">=" if v.inclusive_from else ">"
            out.append({"property_name": name, "operator": op, "value": _date(v.date_from)})
        if getattr(v, "date_to", None) is not None:
            op = "<=" if v.inclusive_to else "<"
            out.append({"property_name": name, "operator": op, "value": _date(v.date_to)})
        return out

    def tree_node(self, collection: str, node: Any) -> dict | None:
        """A filter (or AND/OR node) as a gym filter-tree node; None when nothing is left of it."""
        if hasattr(node, "combine"):
            children = [
                c for c in (self.tree_node(collection, x) for x in node.filters) if c is not None
            ]
            if not children:
                return None
            return (
                children[0]
                if len(children) == 1
                else {"combine": node.combine, "filters": children}
            )
        leaves = self.leaves(collection, node)
        if not leaves:
            return None
        entries = [e for _, e in leaves]
        return entries[0] if len(entries) == 1 else {"combine": "AND", "filters": entries}

    def apply_filters(self, call: dict, filters: Any) -> None:
        """Put a response's filters into a call: AND-ed conditions flat, OR nodes as filter_tree."""
        if filters is None:
            return
        top = filters.filters if getattr(filters, "combine", None) == "AND" else [filters]
        trees = []
        for node in top:
            if hasattr(node, "combine"):
                if node.combine == "AND":
                    self.apply_filters(call, node)
                elif (t := self.tree_node(call["collection_name"], node)) is not None:
                    trees.append(t)
                continue
            for list_name, entry in self.leaves(call["collection_name"], node) or []:
                if list_name == "filter_tree":
                    trees.append(entry)
                else:
                    call.setdefault(list_name, []).append(entry)
        if trees:
            if "filter_tree" in call:
                trees.insert(0, call.pop("filter_tree"))
            call["filter_tree"] = (
                trees[0] if len(trees) == 1 else {"combine": "AND", "filters": trees}
            )

    # -- aggregations -----------------------------------------------------------------------

    def aggregation(self, collection: str, a: Any) -> tuple[str, dict] | None:
        kind = _enum(getattr(a, "aggregation_type", None))
        name = getattr(a, "property_name", "?")
        metric = _enum(getattr(a, "metrics", ""))
        prop = self.prop(collection, name)
        list_name = (
            AGGREGATION_LIST_OF_TYPE.get(prop.type) if prop else AGGREGATION_LIST_OF_KIND.get(kind)
        )
        if list_name is None or metric == "TYPE":
            self.trace.append(
                {
                    "dropped_aggregation": a.model_dump(mode="json"),
                    "why": f"no gym metric for {kind} {metric}",
                }
            )
            return None
        is_date = (prop.kind == "date") if prop else kind == "date"
        metric = (DATE_METRICS if is_date else METRICS).get(metric, metric)
        entry: dict = {"property_name": name, "metric": metric}
        if metric == "TOP_OCCURRENCES" and getattr(a, "top_occurrences_limit", None) is not None:
            entry["top_occurrences_limit"] = a.top_occurrences_limit
        return list_name, entry


def _fit_shape(prop: Property | None, list_name: str, entry: dict) -> list[tuple[str, dict]]:
    """A filter whose shape does not fit its property, said the way Weaviate means it.

    Weaviate's `=` on an array property holds when some item is equal: CONTAINS_ANY [value].
    Its contains_any on a scalar property holds when the value is one of the list: an OR of
    `=` (a filter tree); contains_all on a scalar: every `=` AND-ed. Other mismatches are kept
    as the agent wrote them (in `values`), so the scorer counts them as the errors they are.
    """
    if prop is None:
        return [(list_name, entry)]
    name, op = entry["property_name"], entry["operator"]
    if prop.is_array and "value" in entry:
        new_op = "CONTAINS_ANY" if op == "=" else op
        return [
            (list_name, {"property_name": name, "operator": new_op, "values": [entry["value"]]})
        ]
    if not prop.is_array and "values" in entry and op in ("CONTAINS_ANY", "CONTAINS_ALL"):
        leaves = [{"property_name": name, "operator": "=", "value": v} for v in entry["values"]]
        if op == "CONTAINS_ALL" or len(leaves) == 1:
            return [(list_name, leaf) for leaf in leaves]
        return [("filter_tree", {"combine": "OR", "filters": leaves})]
    return [(list_name, entry)]


def _searches(response: Any) -> list[Any]:
    out = list(getattr(response, "searches", None) or [])
    for inner in getattr(response, "queries", None) or []:  # research mode: several ask responses
        out.extend(getattr(inner, "searches", None) or [])
    return out


def _aggregations(response: Any) -> list[Any]:
    out = list(getattr(response, "aggregations", None) or [])
    for inner in getattr(response, "queries", None) or []:
        out.extend(getattr(inner, "aggregations", None) or [])
    return out


def response_calls(
    response: Any, environment: Environment, prefix: str = "Gym"
) -> tuple[list[dict], list[dict]]:
    """The gym calls a Query Agent response reports (ask, search or research mode), and a trace."""
    m = _Mapper(environment, prefix)
    calls: list[dict] = []
    for s in _searches(response):
        call: dict = {"collection_name": m.collection(s.collection)}
        if s.query:
            call["search_query"] = s.query
        m.apply_filters(call, s.filters)
        if (
            getattr(s, "sort_property", None) is not None
            or getattr(s, "uuid_value", None) is not None
        ):
            m.trace.append(
                {
                    "collection": s.collection,
                    "note": "sort / uuid lookup left out (no gym equivalent)",
                }
            )
        if call not in calls:
            calls.append(call)
    merged: dict[str, dict] = {}
    for a in _aggregations(response):
        base: dict = {"collection_name": m.collection(a.collection)}
        m.apply_filters(base, a.filters)
        if a.groupby_property:
            base["groupby_property"] = a.groupby_property
        key = json.dumps(base, sort_keys=True, default=str)
        call = merged.setdefault(key, base)
        if (entry := m.aggregation(base["collection_name"], a.aggregation)) is not None:
            list_name, e = entry
            if e not in call.setdefault(list_name, []):
                call[list_name].append(e)
    calls.extend(merged.values())
    return calls, m.trace


def _found_something(result: Any) -> bool:
    """Whether an executed call's result holds anything (an error or an empty list does not)."""
    kind, value = getattr(result, "kind", None), getattr(result, "value", None)
    if kind in ("retrieval", "groupby"):
        return bool(value)
    if kind == "aggregation" and isinstance(value, dict):
        return any(v not in (None, 0, []) for v in value.values())
    return False


def _sql(call: Any, prefix: str, environment: Environment) -> str:
    """A call in the card's SQL-like form, with the collection as the Query Agent knows it."""
    from gymkit.call import parse_call, render_sql

    try:
        c = parse_call(call)
    except GymError:
        return json.dumps(call, ensure_ascii=False)
    names = {v: k for k, v in collection_names(prefix, environment).items()}
    c = c.model_copy(update={"collection_name": names.get(c.collection_name, c.collection_name)})
    return render_sql(c)


class WeaviateQueryAgent:
    """Asks Weaviate's Query Agent and reports what it queried as gym calls."""

    name = "weaviate-query-agent"

    def __init__(
        self,
        query_agent: Any,
        prefix: str = "Gym",
        mode: str = "ask",
        search_limit: int = 20,
        client: Any = None,
        mode_override: bool = True,
    ):
        if mode not in ("ask", "search"):
            raise GymError(f"weaviate-query-agent: mode={mode!r}; use ask or search")
        self.query_agent, self.prefix, self.mode = query_agent, prefix, mode
        self.mode_override = mode_override  # False: each query set's target_mode decides
        self.search_limit = search_limit
        self._client = client

    def for_target_mode(self, target_mode: str | None) -> WeaviateQueryAgent:
        """This agent for a query set that targets `target_mode` (query_sets.target_mode): in that
        mode, unless the user set one (mode=, $WEAVIATE_QUERY_AGENT_MODE), which wins."""
        mode = target_mode if target_mode in ("ask", "search") else self.mode
        if self.mode_override or mode == self.mode:
            return self
        other = copy.copy(self)
        other.mode, other._client = mode, None  # the original owns (and closes) the client
        return other

    def plan(self, command: str, environment: Environment) -> Plan:
        return self._run(command, environment, self.mode)

    def revise(
        self, command: str, environment: Environment, plan: Plan, results: list[Any]
    ) -> Plan | None:
        """The second turn (the card's B6 and B7): when every call of the first plan found
        nothing, ask again in a conversation that says so; otherwise keep the plan (None)."""
        if not plan.calls or any(_found_something(r) for r in results):
            return None
        ran = "; ".join(_sql(c, self.prefix, environment) for c in plan.calls)
        conversation = [
            {"role": "user", "content": command},
            {"role": "assistant", "content": f"I queried: {ran}. It returned no results."},
            {
                "role": "user",
                "content": "That returned no results. Revise the query if it was wrong, "
                "or keep it if the data really has no match, and answer again.",
            },
        ]
        return self._run(conversation, environment, self.mode)  # search takes a conversation too

    def _run(self, query: Any, environment: Environment, mode: str) -> Plan:
        collections = list(collection_names(self.prefix, environment))
        t0 = _dt.datetime.now()
        try:
            if mode == "search":
                response = self.query_agent.search(
                    query, limit=self.search_limit, collections=collections
                )
            else:
                response = self.query_agent.ask(query, collections=collections)
        except StopRun:  # a damaged gym, a stop: the run stops
            raise
        except Exception as e:  # the service's failure is this query's error, the run goes on
            first = (str(e).strip().splitlines() or [type(e).__name__])[0][:300]
            return Plan(error=f"Query Agent {mode} failed: {first}")
        calls, trace = response_calls(response, environment, self.prefix)
        trace.insert(0, {"query_agent_mode": mode})
        # the per-query costs: Weaviate's model units and the wall-clock time of the service call
        usage_dict: dict = {"seconds": (_dt.datetime.now() - t0).total_seconds()}
        units = getattr(getattr(response, "usage", None), "model_units", None)
        if isinstance(units, (int, float)):
            usage_dict["model_units"] = units
        answer = getattr(response, "final_answer", None)
        if answer:
            trace.append({"final_answer": answer})
        answer = answer if isinstance(answer, str) and answer.strip() else None
        return Plan(calls=calls, trace=trace, usage=usage_dict, answer=answer)

    def close(self) -> None:
        if self._client is not None:
            self._client.close()


@register("weaviate-query-agent")
def make_weaviate_query_agent(
    gym: Any = None,
    prefix: str | None = None,
    mode: str | None = None,
    url: str | None = None,
    api_key: str | None = None,
    client: Any = None,
    query_agent: Any = None,
    timeout: int = 120,
    search_limit: int = 20,
    max_retries: int | None = None,
    **_: Any,
) -> WeaviateQueryAgent:
    """The registered factory. Without a Weaviate Cloud URL and API key: one GymError line."""
    prefix = prefix or os.environ.get("GYMKIT_WEAVIATE_PREFIX") or "Gym"
    mode = mode or os.environ.get("WEAVIATE_QUERY_AGENT_MODE") or None  # None: the set's mode
    owned = None
    if query_agent is None:
        url = url or os.environ.get("WEAVIATE_URL")
        api_key = api_key or os.environ.get("WEAVIATE_API_KEY")
        if not url or not api_key:
            raise GymError(
                "weaviate-query-agent needs a Weaviate Cloud cluster holding the gym: set WEAVIATE_URL "
                "and WEAVIATE_API_KEY, then run `gymkit weaviate populate` (see docs/weaviate.md)"
            )
        from weaviate_agents.query import QueryAgent

        from gymkit.engine.weaviate_connect import connect

        if client is None:
            client = owned = connect(url, api_key)
        query_agent = QueryAgent(client, timeout=timeout)
    if max_retries is not None:  # `gymkit run --retries`: bound each try by `timeout` as well
        query_agent = RetryingQueryAgent(query_agent, timeout, max_retries)
    return WeaviateQueryAgent(
        query_agent,
        prefix=prefix,
        mode=mode or "ask",
        search_limit=search_limit,
        client=owned,
        mode_override=mode is not None,
    )


class RetryingQueryAgent:
    """A Query Agent whose ask and search take at most `timeout` seconds per try and are tried
    again `max_retries` times (gymkit.agents._llm_http.call_with_retries)."""

    def __init__(self, query_agent: Any, timeout: float, max_retries: int):
        self.query_agent, self.timeout, self.max_retries = query_agent, timeout, max_retries

    def ask(self, *args: Any, **kwargs: Any) -> Any:
        return self._try("ask", args, kwargs)

    def search(self, *args: Any, **kwargs: Any) -> Any:
        return self._try("search", args, kwargs)

    def _try(self, method: str, args: tuple, kwargs: dict) -> Any:
        from gymkit.agents._llm_http import call_with_retries

        fn = getattr(self.query_agent, method)
        return call_with_retries(
            lambda: fn(*args, **kwargs), self.timeout, self.max_retries, f"Query Agent {method}"
        )
