"""A tiny real gym for scoring tests: one environment in an in-memory DuckDB, the real engine.

Every property type appears twice in `Items` (so a property can be swapped for another of its
type), `Orders` references Items twice (routeName / comparisonRouteName's shape, for B8), and
`Reports` does too but has no prose (RidershipReports' shape, for B2/B7 in Public Transit).
Query rows are built the way the card defines them: reference results by executing the ground
truth, a search's candidates by its filters and its relevant set by a labeled topic word.
"""

from __future__ import annotations

import random
from typing import Any

import duckdb

from gymkit.call import Call, parse_call, parse_calls, render_sql
from gymkit.engine.base import EngineError
from gymkit.engine.duckdb import DuckDBEngine
from gymkit.layout import SQL_TYPES
from gymkit.schema import Environment, environment_from_dict

ENV_ID = "tiny-env"
TOPICS = ("lantern", "harbor", "orchard", "glacier")
CATEGORIES = ("Alpha", "Beta", "Gamma")

SCHEMA = {
    "id": ENV_ID,
    "name": "Tiny",
    "collections": [
        {
            "name": "Items",
            "kind": "knowledge_base",
            "properties": [
                {"name": "description", "type": "searchable_text"},
                {"name": "itemName", "type": "filterable_text", "is_identifier": True},
                {"name": "category", "type": "filterable_text"},
                {"name": "price", "type": "number"},
                {"name": "cost", "type": "number"},
                {"name": "stock", "type": "int"},
                {"name": "rating", "type": "int"},
                {"name": "active", "type": "boolean"},
                {"name": "featured", "type": "boolean"},
                {"name": "added", "type": "date"},
                {"name": "updated", "type": "date"},
                {"name": "tags", "type": "text_array"},
                {"name": "labels", "type": "text_array"},
                {"name": "sizes", "type": "int_array"},
                {"name": "counts", "type": "int_array"},
                {"name": "weights", "type": "number_array"},
                {"name": "widths", "type": "number_array"},
                {"name": "checks", "type": "boolean_array"},
                {"name": "flags", "type": "boolean_array"},
                {"name": "dates", "type": "date_array"},
                {"name": "holidays", "type": "date_array"},
            ],
        },
        {
            "name": "Orders",
            "kind": "transactional",
            "properties": [
                {"name": "notes", "type": "searchable_text"},
                {"name": "orderCode", "type": "filterable_text", "is_identifier": True},
                {"name": "itemName", "type": "filterable_text", "references": "Items"},
                {"name": "altItemName", "type": "filterable_text", "references": "Items"},
                {"name": "quantity", "type": "int"},
            ],
        },
        {
            "name": "Reports",
            "kind": "transactional",
            "properties": [
                {"name": "reportCode", "type": "filterable_text", "is_identifier": True},
                {"name": "itemName", "type": "filterable_text", "references": "Items"},
                {"name": "altItemName", "type": "filterable_text", "references": "Items"},
                {"name": "units", "type": "int"},
            ],
        },
    ],
}
ENV: Environment = environment_from_dict(SCHEMA)
NAMES = [f"Item {w}" for w in ("Ash", "Birch", "Cedar", "Dove", "Elm", "Fern", "Gale", "Holt")]
TAGS = ("red", "green", "blue", "gold")
DATES = ("2025-01-01", "2025-02-01", "2025-03-01")


def _items(n: int, rng: random.Random) -> list[dict]:
    rows = []
    for i in range(n):
        topic = TOPICS[i % len(TOPICS)]
        rows.append(
            {
                "uuid": f"item-{i:03d}",
                "description": f"A sturdy piece shaped like a {topic}, number {i}, for daily use.",
                "itemName": f"{NAMES[i % len(NAMES)]} {i}",
                "category": CATEGORIES[i % 3],
                "price": round(rng.uniform(5, 50), 2),
                "cost": round(rng.uniform(1, 20), 2),
                "stock": rng.randint(0, 9),
                "rating": rng.randint(1, 5),
                "active": i % 2 == 0,
                "featured": i % 3 == 0,
                "added": f"2025-0{1 + i % 9}-1{i % 10}",
                "updated": f"2024-0{1 + i % 9}-2{i % 8}",
                "tags": rng.sample(TAGS, rng.randint(1, 3)),
                "labels": rng.sample(TAGS, rng.randint(1, 3)),
                "sizes": rng.sample([1, 2, 3, 4], rng.randint(1, 3)),
                "counts": rng.sample([1, 2, 3, 4], rng.randint(1, 3)),
                "weights": rng.sample([0.5, 1.5, 2.5], rng.randint(1, 2)),
                "widths": rng.sample([0.5, 1.5, 2.5], rng.randint(1, 2)),
                "checks": [rng.random() < 0.5 for _ in range(rng.randint(1, 2))],
                "flags": [rng.random() < 0.5 for _ in range(rng.randint(1, 2))],
                "dates": rng.sample(DATES, rng.randint(1, 2)),
                "holidays": rng.sample(DATES, rng.randint(1, 2)),
            }
        )
    return rows


def _orders(n: int, items: list[dict], rng: random.Random) -> list[dict]:
    rows = []
    for i in range(n):
        a, b = rng.sample(items, 2)
        rows.append(
            {
                "uuid": f"order-{i:03d}",
                "notes": f"Order of {a['itemName']} packed with care near the {TOPICS[i % 4]}.",
                "orderCode": f"ORD-{i:05d}",
                "itemName": a["itemName"],
                "altItemName": b["itemName"],
                "quantity": rng.randint(1, 5),
            }
        )
    return rows


class TinyGym:
    """The gym surface the scorer and the oracle use (`gymkit.protocols.GymView`)."""

    def __init__(self, n_items: int = 40, n_orders: int = 30, seed: int = 7):
        rng = random.Random(seed)
        self.objects = {"Items": _items(n_items, rng)}
        self.objects["Orders"] = _orders(n_orders, self.objects["Items"], rng)
        self.objects["Reports"] = [
            {"uuid": f"report-{i:03d}", "reportCode": f"REP-{i:05d}", "units": i % 7}
            | {k: o[k] for k in ("itemName", "altItemName")}
            for i, o in enumerate(self.objects["Orders"])
        ]
        self.con = duckdb.connect()
        self.con.execute('CREATE SCHEMA "tiny_env"')
        for coll in ENV.collections:
            cols = ", ".join(
                ['"uuid" VARCHAR'] + [f'"{p.name}" {SQL_TYPES[p.type]}' for p in coll.properties]
            )
            self.con.execute(f'CREATE TABLE "tiny_env"."{coll.name}" ({cols})')
            names = ["uuid"] + [p.name for p in coll.properties]
            marks = ", ".join("?" for _ in names)
            rows = [[r[n] for n in names] for r in self.objects[coll.name]]
            self.con.executemany(f'INSERT INTO "tiny_env"."{coll.name}" VALUES ({marks})', rows)
        self.engine = DuckDBEngine(self.con, {ENV_ID: ENV})
        self.sets: dict[str, list[dict]] = {"ask_mode": [], "search_mode": [], "edge_case_1": []}
        self.executions = 0

    def environment(self, environment: str) -> Environment:
        if environment != ENV_ID:
            raise EngineError(f"unknown environment {environment!r}", "environment")
        return ENV

    def execute(self, environment: str, call: Any, within: Any = None):
        self.executions += 1
        return self.engine.execute(environment, call, within=within)

    def distinct_values(
        self, environment: str, collection: str, prop: str, limit: int = 200
    ) -> list:
        col = f'"{prop}"'
        if ENV.collection(collection).prop(prop).is_array:
            col = f"unnest({col})"
        sql = f'SELECT DISTINCT {col} AS v FROM "tiny_env"."{collection}" ORDER BY v LIMIT ?'
        return [r[0] for r in self.con.execute(sql, [limit]).fetchall()]

    def queries(
        self, set_name: str, environment: str | None = None, grounds: bool = True
    ) -> list[dict]:
        rows = [r for r in self.sets[set_name] if environment in (None, r["environment"])]
        if grounds:
            return rows
        return [{k: v for k, v in r.items() if k != "search_grounds"} for r in rows]

    def search_grounds(self, set_name: str, query_id: str) -> list[dict] | None:
        row = next((r for r in self.sets[set_name] if r["query_id"] == query_id), {})
        return row.get("search_grounds")

    # -- building query rows ---------------------------------------------------------------

    def topic_of(self, call: Call) -> str | None:
        q = (call.search_query or "").lower()
        return next((t for t in TOPICS if t in q), None)

    def grounds(self, call: Call) -> dict:
        """The card's search_grounds entry: candidates by the filters, relevant by the topic word."""
        filters_only = call.model_copy(update={"search_query": None})
        for name in ("numeric", "text", "boolean", "date"):
            filters_only = filters_only.model_copy(update={f"{name}_property_aggregations": []})
        filters_only = filters_only.model_copy(update={"groupby_property": None})
        candidates = self.engine.execute(ENV_ID, filters_only).value
        topic = self.topic_of(call)
        by_id = {r["uuid"]: r for r in self.objects[call.collection_name]}
        text_prop = "description" if call.collection_name == "Items" else "notes"
        relevant = sorted(u for u in candidates if topic and topic in by_id[u][text_prop])
        return {
            "topic": topic,
            "description": "",
            "candidate_ids": candidates,
            "relevant_ids": relevant,
        }

    def add_query(self, set_name: str, query_id: str, calls: list[dict], **extra: Any) -> dict:
        """A ground-truth row (ask_mode / search_mode) with its references and search grounds."""
        parsed = parse_calls(calls)
        grounds, refs = [], []
        for call in parsed:
            if call.has_search:
                g = self.grounds(call)
                grounds.append(g)
                # the card's reference: the call with its labeled set in place of its search
                refs.append(self.engine.execute(ENV_ID, call, within=g["relevant_ids"]).value)
            else:
                refs.append(self.engine.execute(ENV_ID, call).value)
        row = {
            "query_id": query_id,
            "environment": ENV_ID,
            "environment_name": "Tiny",
            "command": extra.pop("command", f"command of {query_id}"),
            "phrasing": extra.pop("phrasing", "explicit"),
            "plan": "; ".join(render_sql(c) for c in parsed),
            "num_sub_queries": len(parsed),
            "operator_classes": extra.pop("operator_classes", []),
            "ground_truth": [c.to_dict() for c in parsed],
            "ground_truth_sql": [render_sql(c) for c in parsed],
            "search_grounds": grounds,
            "reference_results": refs,
            **extra,
        }
        self.sets[set_name].append(row)
        return row

    def add_edge(self, query_id: str, **fields: Any) -> dict:
        """An edge_case_1 row; `expect` fields default to the card's neutral values."""
        expect = {
            "value_filter": "eq",
            "value_properties": [],
            "combine": None,
            "query_contains": [],
            "query_null": False,
            "other_filters": [],
            "retry": None,
        }
        expect.update(fields.pop("expect", {}))
        row = {
            "query_id": query_id,
            "environment": ENV_ID,
            "environment_name": "Tiny",
            "behavior": "B1",
            "node": "query",
            "collection": "Items",
            "phrasing": "quoted",
            "command": f"command of {query_id}",
            "value": "",
            "expect": expect,
            "relevant_ids": [],
            "decoy_ids": [],
            "seed_output": None,
            "source": "test",
        }
        row.update(fields)
        self.sets["edge_case_1"].append(row)
        return row


def call(collection: str = "Items", **args: Any) -> dict:
    """A call dict, validated (so a test never builds an invalid ground truth by accident)."""
    out = {"collection_name": collection, **args}
    parse_call(out)
    return out
