"""Blind set v5 (tests/data/blind_v5_commands.jsonl): 75 commands over the five environments
whose every exact value exists both at 1,000 and at 100,000 objects per collection, for measuring
whether an agent plans the same at both sizes (tests/data/README.md, "blind set v5").

Fast checks, on the file and the card alone: every row is well formed; its `classes` say what its
ground truth does; every ground truth parses, is in `Call.to_dict()` form and validates against
its environment's schema; text and date values (and numbers) are verbatim in the command;
category and array values are the card's, and range bounds lie in the card's ranges; the set
covers every metric, every comparison, each kind of boolean check, searches alone and with
filters, and two exact-name lookups per environment.

That every value exists in both gyms is checked by tests/data/check_blind_v5_values.py on two
local workspaces; `test_values_hold_in_both_gyms` runs it when both are present (it is skipped
otherwise, e.g. in CI).
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gymkit.call import (
    BOOLEAN_METRICS,
    DATE_METRICS,
    NUMERIC_METRICS,
    TEXT_METRICS,
    LikePattern,
    parse_call,
    validate_call,
)
from tests.agents.card_values import CARD_RANGES, CARD_VALUES

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
V5 = DATA / "blind_v5_commands.jsonl"
FIVE = ("public-transit", "tattoo-studios", "nonprofits", "surf-schools", "childcare")
KEYS = ["query_id", "environment", "phrasing", "command", "ground_truth", "classes"]
CLASSES = {
    "exact-name", "code", "starts-with", "ends-with", "negation", "check-array", "array-count",
    "boolean-count", "exact-number", "exact-date", "split-request", "three-requests",
    "context-clause", "search", "aggregation", "group-by", "range-units",
    "description-paraphrase", "no-unasked-aggregation", "terse", "synonym", "value-first",
}  # fmt: skip
METRICS = {*NUMERIC_METRICS, *TEXT_METRICS, *BOOLEAN_METRICS, *DATE_METRICS}  # every metric
COMPARISONS = {"=", "<", ">", "<=", ">="}
# Two local gyms of one seed (1,000 and 100,000 objects per collection), overridable with
# BLIND_V5_GYMS="WS1:WS2".
GYMS = os.environ.get("BLIND_V5_GYMS", "/tmp/g1k:/tmp/scale/gym-100000").split(":")


def _card_range(prop: str) -> tuple[Any, Any]:
    """The card's range of a number or date property (a small count's lowest and highest
    value when the card lists its values)."""
    if prop in CARD_RANGES:
        return CARD_RANGES[prop]
    return min(CARD_VALUES[prop]), max(CARD_VALUES[prop])


CODE = re.compile(r"^(RID|DON|ENR)-\d")


def _rows() -> list[dict]:
    return [json.loads(x) for x in V5.read_text(encoding="utf-8").splitlines() if x.strip()]


ROWS = _rows()


def _filters(raw: dict) -> Iterator[tuple[str, str, str, object]]:
    """(filter list, property, operator, value or values) of every flat filter of a sub-query."""
    for key, items in raw.items():
        if key.endswith("_filters"):
            for f in items:
                yield key, f["property_name"], f["operator"], f.get("values", f.get("value"))


def _metrics(raw: dict) -> Iterator[tuple[str, str, dict]]:
    """(aggregation list, metric, the item) of every aggregation of a sub-query."""
    for key, items in raw.items():
        if key.endswith("_aggregations"):
            for a in items:
                yield key, a["metric"], a


def _is_name(env, coll: str, prop: str) -> bool:
    """Whether a property holds names or codes: an identifier, or a reference to one."""
    p = env.collection(coll).prop(prop)
    return bool(p.is_identifier or p.references)


def _number(v: float) -> str:
    return f"{v:g}"


@pytest.fixture(scope="module")
def environments():
    """Each environment's schema, from the generator's blueprints (imported, as the earlier
    blind sets' tests do, only to get the schema)."""
    blueprints = pytest.importorskip("gymkit.generate.blueprints")
    return {env_id: blueprints.environment(env_id) for env_id in FIVE}


def test_rows_are_well_formed():
    assert len(ROWS) == 75
    assert [r["query_id"] for r in ROWS] == [f"bv5-{i:03d}" for i in range(1, 76)]
    for r in ROWS:
        q = r["query_id"]
        assert list(r) == KEYS, q
        assert r["environment"] in FIVE, q
        assert r["phrasing"] in ("explicit", "conversational"), q
        assert isinstance(r["command"], str) and 50 <= len(r["command"]) <= 240, q
        assert r["command"] == r["command"].strip() and "\n" not in r["command"], q
        assert isinstance(r["ground_truth"], list) and 1 <= len(r["ground_truth"]) <= 3, q
        assert r["classes"] and len(set(r["classes"])) == len(r["classes"]), q
        assert set(r["classes"]) <= CLASSES, (q, set(r["classes"]) - CLASSES)
    assert Counter(r["environment"] for r in ROWS) == dict.fromkeys(FIVE, 15)
    phrasings = Counter(r["phrasing"] for r in ROWS)
    assert phrasings["conversational"] >= 20 and phrasings["explicit"] >= 20, phrasings


def test_ground_truths_parse_validate_and_are_in_to_dict_form(environments):
    for r in ROWS:
        env = environments[r["environment"]]
        for raw in r["ground_truth"]:
            assert parse_call(raw).to_dict() == raw, r["query_id"]
            assert validate_call(raw, env).to_dict() == raw, r["query_id"]


def test_values_are_verbatim_in_the_command():
    """Text values (a LIKE pattern's literal text), dates and numbers appear as written."""
    for r in ROWS:
        q, command = r["query_id"], r["command"]
        for raw in r["ground_truth"]:
            for _key, _prop, op, value in _filters(raw):
                for v in value if isinstance(value, list) else [value]:
                    if isinstance(v, bool):
                        continue
                    if isinstance(v, (int, float)):
                        assert _number(v) in command, (q, v)
                    else:
                        text = LikePattern(v).literal if op == "LIKE" else v
                        assert text in command, (q, v)


def test_values_are_the_cards():
    """Category and array values are in the card's value sets, and every number or date of a
    filter lies in the card's range of its property."""
    for r in ROWS:
        q = r["query_id"]
        for raw in r["ground_truth"]:
            coll = raw["collection_name"]
            for key, prop, _op, value in _filters(raw):
                name = f"{coll}.{prop}"
                if key in ("numeric_property_filters", "date_property_filters"):
                    low, high = _card_range(prop)
                    assert low <= value <= high, (q, name, value)
                elif key == "boolean_array_property_filters":
                    assert value in ([True], [False], [True, False]), (q, name, value)
                elif key.endswith("array_property_filters"):
                    assert set(value) <= CARD_VALUES[prop], (q, name, value)
                elif prop in CARD_VALUES:
                    assert value in CARD_VALUES[prop], (q, name, value)


def test_classes_say_what_the_ground_truth_does(environments):
    """Structural classes match the ground truth both ways; the others are implied by it."""
    for r in ROWS:
        q, tags, gt = r["query_id"], set(r["classes"]), r["ground_truth"]
        env = environments[r["environment"]]
        filters = [(raw["collection_name"], *f) for raw in gt for f in _filters(raw)]
        metrics = [m for raw in gt for _k, m, _a in _metrics(raw)]
        likes = [v for _c, k, _p, op, v in filters if op == "LIKE"]

        exact_name = any(
            k == "text_property_filters" and op == "=" and _is_name(env, c, p)
            for c, k, p, op, _v in filters
        )
        assert ("exact-name" in tags) == exact_name, q
        code = any(k == "text_property_filters" and CODE.match(v) for _c, k, _p, _o, v in filters)
        assert ("code" in tags) == code, q
        starts = any(not v.startswith("%") and v.endswith("%") for v in likes)
        assert ("starts-with" in tags) == starts, q
        ends = any(v.startswith("%") and not v.endswith("%") for v in likes)
        assert ("ends-with" in tags) == ends, q
        assert ("split-request" in tags) == (len(gt) > 1), q
        assert ("three-requests" in tags) == (len(gt) == 3), q
        assert ("search" in tags) == any("search_query" in raw for raw in gt), q
        assert ("group-by" in tags) == any("groupby_property" in raw for raw in gt), q
        check = any(k == "boolean_array_property_filters" for _c, k, *_ in filters)
        assert ("check-array" in tags) == check, q
        boolean_count = any(
            k == "boolean_property_aggregations" for raw in gt for k, *_ in _metrics(raw)
        )
        assert ("boolean-count" in tags) == boolean_count, q
        exact_number = any(
            k == "numeric_property_filters" and op == "=" for _c, k, _p, op, _v in filters
        )
        assert ("exact-number" in tags) == exact_number, q
        exact_date = any(
            k == "date_property_filters" and op == "=" for _c, k, _p, op, _v in filters
        )
        assert ("exact-date" in tags) == exact_date, q
        negated = any(
            (k == "boolean_property_filters" and v is False)
            or (k == "boolean_array_property_filters" and v == [False])
            for _c, k, _p, _o, v in filters
        ) or bool({"TOTAL_FALSE", "PERCENTAGE_FALSE"} & set(metrics))
        assert ("negation" in tags) == negated, q
        array_count = any(
            "COUNT" in [m for _k, m, _a in _metrics(raw)]
            and any(k.endswith("array_property_filters") for k, *_ in _filters(raw))
            for raw in gt
        )
        assert ("array-count" in tags) == array_count, q
        if "aggregation" in tags:
            assert metrics, q
        if "no-unasked-aggregation" in tags:
            assert not list(_metrics(gt[0])), q  # a listing: no aggregation asked for
        if "context-clause" in tags:
            assert r["phrasing"] == "conversational", q


def test_the_set_covers_what_it_is_for():
    gts = [(r, raw) for r in ROWS for raw in r["ground_truth"]]
    metrics = {m for _r, raw in gts for _k, m, _a in _metrics(raw)}
    assert metrics == METRICS, METRICS - metrics
    for _r, raw in gts:
        for _k, m, a in _metrics(raw):
            if m == "TOP_OCCURRENCES":
                assert a.get("top_occurrences_limit"), raw
    for kind in ("numeric_property_filters", "date_property_filters"):
        ops = {op for _r, raw in gts for k, _p, op, _v in _filters(raw) if k == kind}
        assert ops == COMPARISONS, (kind, COMPARISONS - ops)
    checks = {
        (op, tuple(v)) for _r, raw in gts for k, _p, op, v in _filters(raw)
        if k == "boolean_array_property_filters"
    }  # fmt: skip
    for want in [
        ("CONTAINS_ANY", (False,)),
        ("CONTAINS_ALL", (True,)),
        ("CONTAINS_ALL", (True, False)),
    ]:
        assert want in checks, want
    array_ops = {
        op for _r, raw in gts for k, _p, op, _v in _filters(raw)
        if k in ("array_property_filters", "numeric_array_property_filters")
    }  # fmt: skip
    assert array_ops == {"CONTAINS_ANY", "CONTAINS_ALL"}
    booleans = {
        v for _r, raw in gts for k, _p, _op, v in _filters(raw) if k == "boolean_property_filters"
    }
    assert booleans == {True, False}
    shapes = {parse_call(raw).retrieval_shape for _r, raw in gts if "search_query" in raw}
    assert shapes == {"search_only", "search_and_filters"}
    assert 13 <= sum(len(r["ground_truth"]) > 1 for r in ROWS) <= 17
    assert sum(len(r["ground_truth"]) == 3 for r in ROWS) >= 3
    assert sum("group-by" in r["classes"] for r in ROWS) >= 4
    for env in FIVE:
        names = sum("exact-name" in r["classes"] for r in ROWS if r["environment"] == env)
        assert names >= 2, env


@pytest.mark.skipif(
    not all((Path(ws) / "gym.duckdb").is_file() for ws in GYMS) or len(GYMS) != 2,
    reason="the two local gyms of blind set v5 are not here (set BLIND_V5_GYMS=WS1:WS2)",
)
def test_values_hold_in_both_gyms():
    """tests/data/check_blind_v5_values.py on the two local gyms finds no problem."""
    sys.path.insert(0, str(DATA))
    import check_blind_v5_values

    problems = [p for ws in GYMS for p in check_blind_v5_values.check_gym(ROWS, Path(ws))]
    assert not problems, problems
