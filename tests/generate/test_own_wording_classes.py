"""The wording classes found by the blind reading v2 of generated sets (issue 42,
tests/data/env_queries_rubric.md), each checked on two invented terse environments
(tests/data/build_wording_envs.py: a rail yard and a university's equipment loans, imported as
a user imports them) and, where it is a rule of words, over random abbreviated schemas
(hypothesis):
1. a sub-query's conditions in one construction (no "with X and whose Y", "and with", "and that");
2. number arrays as readings of what they measure ("a wheel flange reading of 22.4 mm");
3. check lists as items that passed or failed (never "include true"; a share of the items);
4. a description's shorthand expanded ("Unit #": unit number, "In-svc": in-service, "Seal #s");
5. names' abbreviations expanded (dist, telem, reinsp), or the property left out, and said why;
6. no "grouped by"; 7. no "for X, for each Y"; 8. people by role, never "an inspector of X";
9. odd plans skipped (COUNT of a complete column, of readings, MEAN of years, end bounds);
and no two commands opening with the same four words."""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from gymkit.call import parse_call
from gymkit.generate.blueprints import CollectionBlueprint, PropBlueprint, Spec
from gymkit.generate.own import generated_rows, read_back
from gymkit.generate.own._abbrev import ABBREVIATIONS, expand, name_tokens, unclear
from gymkit.generate.own._blueprint import derive
from gymkit.generate.own._english import is_word
from gymkit.generate.own._phrases import UNITS, parse_description, wording
from gymkit.generate.own._sense import senseless
from gymkit.generate.own._words import MIXED, write_command
from gymkit.generate.plans import Aggregation, Filter, SubQuery
from gymkit.schema import Collection, Environment, Property, read_schema
from gymkit.sources.imports import import_environment

DATA = Path(__file__).resolve().parents[1] / "data"
sys.path.insert(0, str(DATA))
import build_wording_envs  # noqa: E402

ENVS = ("rail-yard", "equip-loans")


@pytest.fixture(scope="module")
def snapshot(tmp_path_factory: pytest.TempPathFactory) -> Path:
    src = tmp_path_factory.mktemp("wording-src")
    snap = tmp_path_factory.mktemp("wording") / "snap"
    for folder in build_wording_envs.build(src):
        import_environment(
            folder.name, folder / "schema.json", folder / "objects", snap, echo=lambda _: None
        )
    return snap


@pytest.fixture(scope="module")
def sets(snapshot: Path) -> dict:
    return {e: generated_rows(snapshot, e, count=50, seed=0, progress=False) for e in ENVS}


def _env(snapshot: Path, name: str) -> Environment:
    return read_schema(snapshot / name / "schema.json", env_id=name)


def _rows(sets: dict):
    for name, generated in sets.items():
        for row in generated.ask:
            yield name, row, [parse_call(c) for c in json.loads(row["ground_truth"])]


def _filters(call) -> list[dict]:
    d = call.to_dict()
    return [f for k, v in d.items() if k.endswith("_filters") for f in v]


def _aggregations(call) -> list[dict]:
    d = call.to_dict()
    return [a for k, v in d.items() if k.endswith("_aggregations") for a in v]


def _without_values(command: str, calls) -> str:
    """The command with its filter values taken out (a value is never a wording defect)."""
    values = []
    for call in calls:
        for f in _filters(call):
            v = f.get("values", f.get("value"))
            values += [str(x) for x in (v if isinstance(v, list) else [v])]
    for v in sorted(values, key=len, reverse=True):
        command = command.replace(v.rstrip("%*"), " ")
    return command


# ---- 1. one construction per sub-query's conditions ------------------------------------------


def test_conditions_are_chained_one_way(sets) -> None:
    two = 0
    for _, row, calls in _rows(sets):
        command = row["command"]
        assert not MIXED.search(command), command
        assert not re.search(r"\b(?:with|whose) [^.?]*\band (?:with|whose|that)\b", command)
        two += any(len(_filters(c)) == 2 for c in calls)
    assert two >= 5  # the sets hold sub-queries of two conditions to chain


def test_a_kind_stands_before_the_records_and_reads_back(snapshot: Path) -> None:
    env = _env(snapshot, "equip-loans")
    items = derive(env, snapshot / "equip-loans" / "objects").blueprint.collection("Items")
    for filters in (
        [Filter(items.prop("catg"), "=", "camera")],
        [Filter(items.prop("catg"), "=", "camera"), Filter(items.prop("wt_g"), ">", 900)],
    ):
        sq = SubQuery(items, None, filters, [])
        texts = [
            write_command(env, [sq], phrasing, np.random.default_rng(i))
            for i in range(40)
            for phrasing in ("explicit", "conversational")
        ]
        assert any("camera items" in t for t in texts), texts[:5]  # "the camera items"
        for t in texts:
            if "camera items" in t:
                assert read_back(t, [sq.call()], env) == [], t
    call = parse_call(
        {
            "collection_name": "Items",
            "text_property_filters": [
                {"property_name": "catg", "operator": "=", "value": "camera"}
            ],
        }
    )
    assert read_back("List the camera items.", [call], env) == []
    assert read_back("List the items.", [call], env)  # the value alone does not name it
    maker = parse_call(
        {
            "collection_name": "Items",
            "text_property_filters": [{"property_name": "mfr", "operator": "=", "value": "Canon"}],
        }
    )
    assert read_back("List the Canon items.", [maker], env)  # a manufacturer is not a kind


# ---- 2 and 3. arrays ----------------------------------------------------------------------


def test_measurement_arrays_read_as_readings(sets) -> None:
    seen = 0
    for _, row, calls in _rows(sets):
        command = row["command"].lower()
        for call in calls:
            for f in _filters(call):
                if f["property_name"] in ("whlFlangeMm", "battPct"):
                    seen += 1
                    assert "reading" in command, command
        assert "wheel flanges include" not in command and "among their wheel flange" not in command
        assert "among their battery at" not in command and "batteries at return" not in command
    assert seen >= 2


def test_check_lists_read_as_items_that_passed_or_failed(snapshot: Path, sets) -> None:
    seen = 0
    for name, row, calls in _rows(sets):
        command = row["command"]
        low = command.lower()
        assert not re.search(r"\b(?:include|includes) (?:both )?(?:true|false)\b", low), command
        assert not re.search(r"\b(?:true|false) (?:among|and (?:true|false))\b", low), command
        assert not re.search(r"\bthat (?:are|is) (?:true|false)\b", low), command
        env = _env(snapshot, name)
        for call in calls:
            coll = env.collection(call.collection_name)
            for part in (*_filters(call), *_aggregations(call)):
                p = coll.prop(part["property_name"])
                if p.type != "boolean_array" or part.get("metric") == "COUNT":
                    continue
                seen += 1
                w = wording(p, coll)
                assert re.search(r"\b(passed|failed|done|not done)\b", low), command
                if part.get("metric", "").startswith("PERCENTAGE"):  # a share of the items
                    assert w.items.lower() in low, command
    assert seen >= 4


def test_a_share_of_a_check_list_names_its_items() -> None:
    checklist = Property(name="chkRes", type="boolean_array", description="Checklist")
    coll = Collection(
        name="Inspections",
        properties=[Property(name="inspId", type="filterable_text", is_identifier=True), checklist],
    )
    env = Environment(id="x", name="x", collections=[coll])
    cb = CollectionBlueprint(
        "Inspections",
        "transactional",
        "",
        ("inspection", "inspections"),
        (
            PropBlueprint("inspId", "filterable_text", "", Spec("code")),
            PropBlueprint("chkRes", "boolean_array", "Checklist", Spec("boolean")),
        ),
    )
    for metric in ("PERCENTAGE_TRUE", "PERCENTAGE_FALSE", "TOTAL_TRUE"):
        sq = SubQuery(cb, None, [], [Aggregation(cb.prop("chkRes"), metric)])
        for i in range(20):
            for phrasing in ("explicit", "conversational"):
                text = write_command(env, [sq], phrasing, np.random.default_rng(i))
                assert "checklist items" in text, text
                assert read_back(text, [sq.call()], env) == [], text
    # the read-back refuses the old wording of a share of check lists
    call = SubQuery(cb, None, [], [Aggregation(cb.prop("chkRes"), "PERCENTAGE_TRUE")]).call()
    assert read_back("What share of checklists are true for inspections?", [call], env)


# ---- 4 and 5. descriptions and names in plain words -----------------------------------------


def _w(name: str, type_: str, description: str = "", coll: str = "", **kw):
    c = Collection(name=coll, properties=[]) if coll else None
    return wording(Property(name=name, type=type_, description=description, **kw), c)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "name,type_,description,coll,noun",
    [
        ("vehNo", "filterable_text", "Unit #", "Vehicles", "unit number"),
        ("inSvcDt", "date", "In-svc date", "Vehicles", "in-service date"),
        ("sealNos", "text_array", "Seal #s", "Waybills", "seal numbers"),
        ("defectCnt", "int", "# defects", "Inspections", "number of defects"),
        ("loansPerTerm", "int_array", "Loans/term", "Patrons", "loans per term"),
        ("wbNo", "filterable_text", "WB #", "Waybills", "waybill number"),
        ("frtChgUsd", "number", "Frt chg, USD", "Waybills", "freight charge"),
        ("ckoDt", "date", "Cko dt", "Loans", "checkout date"),
        ("reinspDue", "boolean", "Reinsp due?", "Cars", "reinspection due"),
        ("stccCds", "text_array", "STCC", "Cars", "STCC codes"),
        ("condRtg", "int", "Cond (1-5)", "Items", "condition rating"),
        ("vehNo", "filterable_text", "Unit", "WorkOrders", "vehicle number"),  # a reference
    ],
)
def test_a_descriptions_shorthand_is_expanded(name, type_, description, coll, noun) -> None:
    refers = coll == "WorkOrders"
    w = _w(name, type_, description, coll, references="Vehicles" if refers else None)
    assert w.noun.removeprefix("is ") == noun
    assert not w.unclear


@pytest.mark.parametrize(
    "name,type_,phrase",
    [
        ("distCd", "filterable_text", "district code"),
        ("dist_m", "int", "distance"),
        ("reinsp_req", "boolean", "with a reinspection request"),
        ("avgTempC", "number", "average temperature"),
        ("pctComplete", "number", "percent complete"),
        ("cnt_amt", "int", "count amount"),
        ("mgrAddr", "filterable_text", "manager address"),
        ("accsTags", "text_array", "accessory tags"),
        ("needsTrng", "boolean", "that need training"),
        ("strCity", "filterable_text", "city"),  # type prefixes of a naming habit
        ("dblRushFeeEur", "number", "rush fee"),
        ("blnUrgent", "boolean", "that are urgent"),
        ("nSeats", "int", "number of seats"),
        ("sZone", "filterable_text", "zone"),
        ("tastingid", "filterable_text", "tasting ID"),  # a suffix run into the word
        ("performance_matinee", "boolean", "with a performance matinee"),  # matinée
    ],
)
def test_names_abbreviations_are_expanded(name, type_, phrase) -> None:
    w = _w(name, type_)
    said = w.yes.rel[0] if w.yes is not None else w.noun
    assert said == phrase
    assert not w.unclear


def test_a_name_that_stays_abbreviated_is_left_out_and_said(snapshot: Path, sets) -> None:
    assert _w("hasEot", "boolean").unclear == ("eot",)
    assert _w("demDays", "int", "Dem. days").unclear == ("dem",)
    assert _w("demDays", "int", "Demurrage days").unclear == ()  # a usable description
    for _, row, calls in _rows(sets):
        used = {p["property_name"] for c in calls for p in (*_filters(c), *_aggregations(c))}
        used |= {c.groupby_property for c in calls if c.groupby_property}
        assert not used & {"hasEot", "demDays"}, row["command"]
    note = next(n for n in sets["rail-yard"].notes if "not plain English" in n)
    assert "Cars.hasEot ('eot')" in note and "Waybills.demDays ('dem')" in note
    assert "display" in note


def test_no_command_holds_shorthand_or_a_half_expanded_name(sets) -> None:
    shorthand = {k for k in ABBREVIATIONS if not is_word(k)}
    for _, row, calls in _rows(sets):
        text = _without_values(row["command"], calls)
        assert "#" not in text and not re.search(r"\?\s+[a-z]", text), row["command"]
        assert not re.search(r",\s*(?:km|mm|kg|usd|t|h|min|%)\b", text.lower()), row["command"]
        words = set(re.findall(r"[a-z]+", text.lower()))
        assert not words & shorthand, (row["command"], words & shorthand)
        assert not unclear(re.findall(r"[A-Za-z][\w'-]*", text)), row["command"]


# ---- 6, 7, 8: groups, stacked for, people ---------------------------------------------------


def test_groups_are_said_by_per_or_for_each_and_for_is_not_stacked(snapshot: Path, sets) -> None:
    grouped = 0
    for _, row, calls in _rows(sets):
        command = row["command"]
        assert "grouped by" not in command.lower(), command
        assert not re.search(r"\bfor [^,.?]+, for each\b", command), command
        grouped += any(c.groupby_property for c in calls)
    assert grouped >= 3
    # every wording of two aggregations per group, as the writer may draw it
    env = _env(snapshot, "rail-yard")
    cars = derive(env, snapshot / "rail-yard" / "objects").blueprint.collection("Cars")
    aggs = [Aggregation(cars.prop("tare_t"), "MAX"), Aggregation(cars.prop("lastInspDt"), "LATEST")]
    sq = SubQuery(cars, None, [], aggs, cars.prop("car_typ"))
    forms = set()
    for i in range(60):
        for phrasing in ("explicit", "conversational"):
            text = write_command(env, [sq], phrasing, np.random.default_rng(i))
            assert "grouped by" not in text and not re.search(r"\bfor [^,.?]+, for each\b", text)
            forms |= set(re.findall(r"\b(per|by|for each|broken down by) car type", text))
    assert {"per", "for each"} <= forms, forms


def test_people_are_named_by_role_never_as_a_role_of_them(snapshot: Path, sets) -> None:
    people = 0
    for _, row, calls in _rows(sets):
        for call in calls:
            for f in _filters(call):
                if f["property_name"] in ("engr", "clerk", "staff"):
                    people += 1
                    v = re.escape(f["value"])
                    assert not re.search(rf"\ban? [a-z ]+ of {v}", row["command"]), row["command"]
    assert people >= 2
    w = _w("inspector", "filterable_text")
    assert w.agent and w.by == "inspected by"
    assert _w("engr", "filterable_text", "Engr").by == ""  # not "engined by"


# ---- 9. odd plans ---------------------------------------------------------------------------


def test_odd_plans_are_named(snapshot: Path) -> None:
    env = _env(snapshot, "rail-yard")
    derived = derive(env, snapshot / "rail-yard" / "objects")
    cars, bills = derived.blueprint.collection("Cars"), derived.blueprint.collection("Waybills")

    def why(cb, aggs=(), filters=()) -> str:
        sq = SubQuery(
            cb,
            None,
            [Filter(cb.prop(p), op, v) for p, op, v in filters],
            [Aggregation(cb.prop(p), m) for p, m in aggs],
        )
        return senseless([sq], derived)

    assert "every record has a value" in why(cars, [("trk", "COUNT")])  # never null
    assert "numbers listed" in why(cars, [("whlFlangeMm", "COUNT")])
    assert "years" in why(cars, [("bltYr", "MEAN")])
    assert why(cars, [("bltYr", "MEDIAN")]) == ""
    lo = cars.prop("axleCnt").spec.lo
    assert "end of its values" in why(cars, filters=[("axleCnt", "<=", lo)])
    assert "only the end" in why(cars, filters=[("axleCnt", "<", lo + 1)])
    assert "every list" in why(bills, filters=[("docChk", "CONTAINS_ANY", [True, False])])
    assert "not plain English" in why(cars, filters=[("hasEot", "=", True)])
    assert why(cars, [("tare_t", "MAX")], [("isLoaded", "=", True)]) == ""


def test_a_generated_set_holds_no_odd_plan(snapshot: Path, sets) -> None:
    for name, _row, calls in _rows(sets):
        env = _env(snapshot, name)
        for call in calls:
            coll = env.collection(call.collection_name)
            for a in _aggregations(call):
                p = coll.prop(a["property_name"])
                if a["metric"] == "COUNT":
                    assert p.is_identifier or p.type in (
                        "text_array",
                        "date_array",
                        "boolean_array",
                    )
                assert not (a["metric"] == "MEAN" and p.name in ("bltYr", "enrYr"))


# ---- openings and shape ------------------------------------------------------------------


def test_no_two_commands_open_with_the_same_four_words(sets) -> None:
    for generated in sets.values():
        starts = Counter(
            " ".join(re.sub(r"[^\w\s'-]", " ", r["command"].lower()).split()[:4])
            for r in generated.ask
        )
        assert sum(n for n in starts.values() if n > 1) <= 2, starts.most_common(3)
        mean = sum(len(r["command"]) for r in generated.ask) / len(generated.ask)
        assert 85 <= mean <= 135


# ---- property-based: random abbreviated schemas ----------------------------------------------

_KEYS = sorted(k for k in ABBREVIATIONS if not is_word(k) and len(k) > 2)
_PLAIN = ["pump", "valve", "route", "crate", "shelf", "visit", "batch", "tank", "gate", "lane"]
_PLAIN += ["order", "site", "charge", "score", "level", "weight", "dock", "cargo", "bay"]
_SIGNS = ["", "", " #", " #s", "?", ", km", " (USD)", ", %", ", mm", ", h"]
_TYPES = ["filterable_text", "int", "number", "date", "boolean", "text_array", "int_array"]
_TYPES += ["number_array", "boolean_array", "date_array"]


@st.composite
def _prop(draw, i: int) -> tuple[str, str, str]:
    words = draw(st.lists(st.sampled_from(_KEYS + _PLAIN), min_size=1, max_size=3))
    style = draw(st.sampled_from(["snake", "camel"]))
    name = "_".join(words) if style == "snake" else words[0] + "".join(w.title() for w in words[1:])
    type_ = draw(st.sampled_from(_TYPES))
    described = draw(st.booleans())
    said = draw(st.lists(st.sampled_from(_KEYS + _PLAIN), min_size=1, max_size=2))
    sign = draw(st.sampled_from(_SIGNS))
    description = (" ".join(said).capitalize() + sign) if described else ""
    return f"{name}{i}" if name in ("id",) else name, type_, description


_VALUES = {
    "filterable_text": ["Alpha", "Bravo", "Charlie"],
    "int": [3, 7, 12],
    "number": [2.5, 8.75, 14.0],
    "date": ["2024-03-01", "2024-09-15", "2025-01-20"],
    "boolean": [True, False],
    "text_array": ["red tag", "blue tag", "green tag"],
    "int_array": [5, 10, 15],
    "number_array": [1.5, 2.5, 3.5],
    "boolean_array": [True, False],
    "date_array": ["2024-05-01", "2024-06-01", "2024-07-01"],
}
_OPS = {
    "filterable_text": ["=", "LIKE"],
    "int": ["=", "<", ">", "<=", ">="],
    "number": ["=", "<", ">", "<=", ">="],
    "date": ["=", "<", ">", "<=", ">="],
    "boolean": ["=", "!="],
}
_METRICS = {
    "int": ["MEAN", "MAX", "MIN", "MEDIAN"],
    "number": ["MEAN", "SUM", "MAX"],
    "date": ["EARLIEST", "LATEST"],
    "boolean": ["TOTAL_TRUE", "PERCENTAGE_FALSE"],
    "boolean_array": ["PERCENTAGE_TRUE", "TOTAL_FALSE"],
    "filterable_text": ["COUNT_DISTINCT", "TOP_OCCURRENCES"],
    "number_array": ["MEAN", "MAX"],
}
_BANNED = re.compile(
    r"\band with\b|\band whose\b|\band that\b|grouped by|\binclude (?:both )?(?:true|false)\b"
    r"|\b(?:true|false) among\b|\bthat (?:are|is) (?:true|false)\b",
    re.IGNORECASE,
)


def _spec(type_: str) -> Spec:
    values = tuple(_VALUES[type_])
    if type_ == "filterable_text":
        return Spec("enum", values=values)
    if type_ in ("int", "number", "date"):
        return Spec(type_, lo=values[0], hi=values[-1], distinct=3)
    if type_ == "boolean":
        return Spec("bool")
    return Spec(type_.removesuffix("_array"), values=values)


@st.composite
def _plans(draw):
    props = [draw(_prop(i)) for i in range(draw(st.integers(2, 4)))]
    seen: set[str] = set()
    props = [p for p in props if not (p[0] in seen or seen.add(p[0]))]
    schema = [Property(name="jobRef", type="filterable_text", is_identifier=True)]
    schema += [Property(name=n, type=t, description=d) for n, t, d in props]  # type: ignore[arg-type]
    coll = Collection(name="ShopJobs", properties=schema)
    env = Environment(id="shop", name="shop", collections=[coll])
    bps = [PropBlueprint("jobRef", "filterable_text", "", Spec("code"))]
    bps += [PropBlueprint(n, t, d, _spec(t)) for n, t, d in props]
    cb = CollectionBlueprint("ShopJobs", "transactional", "", ("shop job", "shop jobs"), tuple(bps))
    clear = [bp for bp in bps[1:] if not wording(coll.prop(bp.name), coll).unclear]  # type: ignore[arg-type]
    filters = []
    for bp in (
        draw(st.lists(st.sampled_from(clear), max_size=2, unique_by=lambda b: b.name))
        if clear
        else []
    ):
        values = _VALUES[bp.type]
        if bp.type.endswith("_array"):
            op = draw(st.sampled_from(["CONTAINS_ANY", "CONTAINS_ALL"]))
            n = draw(st.integers(1, 2))
            value = values[:n] if bp.type != "boolean_array" or op == "CONTAINS_ALL" else values[:1]
        else:
            op = draw(st.sampled_from(_OPS[bp.type]))
            value = draw(st.sampled_from(values))
            if op == "LIKE":
                value = f"{value[:3]}*"
        filters.append(Filter(bp, op, value))
    aggs, group = [], None
    metric_props = [bp for bp in clear if bp.type in _METRICS]
    if metric_props and draw(st.booleans()):
        bp = draw(st.sampled_from(metric_props))
        metric = draw(st.sampled_from(_METRICS[bp.type]))
        aggs.append(Aggregation(bp, metric, 3 if metric == "TOP_OCCURRENCES" else None))
        groups = [b for b in clear if b.type in ("filterable_text", "boolean") and b is not bp]
        if groups and draw(st.booleans()):
            group = draw(st.sampled_from(groups))
    return env, SubQuery(cb, None, filters, aggs, group)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(plan=_plans(), seed=st.integers(0, 1000))
def test_any_abbreviated_schema_is_worded_without_the_classes_defects(plan, seed: int) -> None:
    env, sq = plan
    call = sq.call()
    shorthand = {k for k in ABBREVIATIONS if not is_word(k)}
    kept = 0
    for phrasing in ("explicit", "conversational"):
        rng = np.random.default_rng(seed)
        for _ in range(4):
            text = write_command(env, [sq], phrasing, rng)
            if read_back(text, [call], env) or MIXED.search(text):
                continue  # the generator writes again (as `generated_rows` does)
            kept += 1
            assert not _BANNED.search(text), text
            bare = _without_values(text, [call])
            assert "#" not in bare and not re.search(r"\?\s+[a-z]", bare), text
            assert not re.search(r",\s*(?:km|mm|usd|h|%)\b", bare.lower()), text
            assert not set(re.findall(r"[a-z]+", bare.lower())) & shorthand, text
            assert not re.search(r"\bfor [^,.?]+, for each\b", text), text
    assume(kept)  # a plan no wording passes is skipped by the generator (rare)


# the abbreviations the reading found half-expanded, and common ones of any domain
_NAMED = ["dist", "telem", "reinsp", "cnt", "amt", "avg", "pct", "temp", "wt", "ht", "dur"]
_NAMED += ["loc", "addr", "dept", "mgr", "rptg", "frt", "chg", "cko", "purch", "trng", "rdgs"]


@settings(max_examples=200, deadline=None)
@given(words=st.lists(st.sampled_from(_KEYS + _NAMED), min_size=1, max_size=3))
def test_every_table_abbreviation_expands_to_plain_words(words: list[str]) -> None:
    expanded = expand(name_tokens("_".join(words)))
    assert not unclear(expanded), (words, expanded)
    assert not set(expanded) & set(words) - {w for w in words if is_word(w)}


@settings(max_examples=200, deadline=None)
@given(word=st.text(alphabet="bcdfghjklmnpqrstvwxz", min_size=3, max_size=5))
def test_a_fragment_no_table_knows_is_unclear_and_described_words_are_not(word: str) -> None:
    if expand([word]) != [word] or word in UNITS or is_word(word):
        return  # known: an abbreviation (cts: counts), an acronym (GBP), a unit
    w = _w(f"has_{word}", "boolean")
    assert w.unclear == (word,)
    assert not _w(f"has_{word}", "boolean", "Locker rental").unclear
    assert parse_description(f"{word.capitalize()} #").noun == f"{word} number"
