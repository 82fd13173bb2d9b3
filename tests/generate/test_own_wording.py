"""The wording of generated query sets (issue 42): properties from their descriptions or their
expanded names, booleans as predicates, each metric worded for what it computes, meaningless
aggregations skipped, independent requests never joined by "then", openings not repeated, a
user's `display` and `synonyms` first, and the published shape kept."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gymkit.call import parse_call
from gymkit.generate.own import generated_rows, read_back
from gymkit.generate.own._blueprint import derive
from gymkit.generate.own._phrases import (
    _SINGULARS,
    expand,
    name_tokens,
    parse_description,
    plural,
    predicates,
    record_nouns,
    singular,
    wording,
)
from gymkit.generate.own._sense import off_shape, senseless
from gymkit.generate.own._words import OPENINGS, aggregation, environment_name, write_command
from gymkit.generate.plans import Aggregation, Filter, SubQuery
from gymkit.schema import (
    Collection,
    Environment,
    Property,
    SchemaError,
    environment_from_dict,
    read_declared_schema,
    read_schema,
    schema_to_dict,
    write_schema,
)

ENV = "depot"


def _prop(name: str, type_: str, description: str = "", **kw) -> Property:
    return Property(name=name, type=type_, description=description, **kw)  # type: ignore[arg-type]


def depot_environment() -> Environment:
    """An invented fleet depot: terse descriptions, abbreviated snake_case and camelCase names."""
    units = Collection(
        name="Units",
        properties=[
            _prop("veh_no", "filterable_text", "Veh. no", is_identifier=True),
            _prop("yr_built", "int", "Yr built"),
            _prop("odo_km", "int", "Odometer, km"),
            _prop("fuel_typ", "filterable_text", "Fuel"),
            _prop("in_svc", "boolean", "In service"),
            _prop("dept", "filterable_text", "Owning dept"),
            _prop("acq_dt", "date", "Acq. date"),
            _prop("seat_cnt", "int", ""),
        ],
    )
    orders = Collection(
        name="WorkOrders",
        kind="transactional",
        properties=[
            _prop("wo_no", "filterable_text", "WO no.", is_identifier=True),
            _prop("veh_no", "filterable_text", "Veh. no", references="Units"),
            _prop("svcDt", "date", "Svc date"),
            _prop("laborHrs", "number", "Labor, hrs"),
            _prop("parts_amt_usd", "number", "Parts amt (USD)"),
            _prop("svc_typ", "filterable_text", "Svc type"),
            _prop("insp_passed", "boolean", "Insp. passed"),
            _prop("bondedInsured", "boolean", ""),
            _prop("dtcCodes", "text_array", "DTCs"),
            _prop("dur_min", "int", "Time on site, minutes"),
            _prop("qaScorePct", "number", "QA score, %"),
            _prop("lims_no", "int", "LIMS no"),
        ],
    )
    return Environment(id=ENV, name=ENV, collections=[units, orders])


def _day(rng: random.Random, start: str, days: int) -> str:
    import datetime as dt

    return (dt.date.fromisoformat(start) + dt.timedelta(days=rng.randrange(days))).isoformat()


def write_depot(root: Path) -> Path:
    """The depot as a snapshot's environment folder: schema.json and objects/<C>.parquet."""
    rng = random.Random(4)
    env = depot_environment()
    folder = root / ENV
    (folder / "objects").mkdir(parents=True)
    write_schema(env, folder / "schema.json")
    vehs = [f"VH-{i:04d}" for i in range(1, 201)]
    units = [
        {
            "uuid": f"00000000-0000-4000-8000-{i:012d}",
            "veh_no": v,
            "yr_built": rng.randint(2004, 2024),
            "odo_km": rng.randint(1000, 400000),
            "fuel_typ": rng.choice(["diesel", "petrol", "ev", "hybrid"]),
            "in_svc": rng.random() < 0.8,
            "dept": rng.choice(["Parks", "Water", "Roads", "Fire", "Transit"]),
            "acq_dt": _day(rng, "2008-01-01", 5000),
            "seat_cnt": rng.choice([2, 3, 5, 5, 7]),
        }
        for i, v in enumerate(vehs)
    ]
    orders = [
        {
            "uuid": f"00000000-0000-4000-9000-{i:012d}",
            "wo_no": f"WO-{i:05d}",
            "veh_no": rng.choice(vehs),
            "svcDt": _day(rng, "2024-01-01", 600),
            "laborHrs": round(rng.uniform(0.5, 12), 1),
            "parts_amt_usd": round(rng.uniform(0, 2000), 2),
            "svc_typ": rng.choice(["pm", "repair", "recall", "tire", "body"]),
            "insp_passed": rng.random() < 0.7,
            "bondedInsured": rng.random() < 0.6,
            "dtcCodes": sorted(rng.sample(["P0300", "P0420", "B1000", "C0035", "U0100"], 2)),
            "dur_min": rng.randrange(15, 500, 5),
            "qaScorePct": round(rng.uniform(60, 99), 1),
            "lims_no": 10000 + i * 7,
        }
        for i in range(1, 601)
    ]
    for coll, rows in (("Units", units), ("WorkOrders", orders)):
        table = pa.Table.from_pylist(rows)
        if "acq_dt" in table.column_names:
            table = table.set_column(
                table.column_names.index("acq_dt"),
                "acq_dt",
                table.column("acq_dt").cast(pa.date32()),
            )
        if "svcDt" in table.column_names:
            i = table.column_names.index("svcDt")
            table = table.set_column(i, "svcDt", table.column("svcDt").cast(pa.date32()))
        pq.write_table(table, folder / "objects" / f"{coll}.parquet")
    return root


@pytest.fixture(scope="module")
def depot(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_depot(tmp_path_factory.mktemp("depot") / "snap")


@pytest.fixture(scope="module")
def generated(depot: Path):
    return generated_rows(depot, ENV, count=50, seed=0, progress=False)


def calls_of(row: dict):
    return [parse_call(c) for c in json.loads(row["ground_truth"])]


# ---- schema.json: display and synonyms --------------------------------------------------


def test_display_and_synonyms_round_trip_and_are_written_only_when_given(tmp_path: Path) -> None:
    env = depot_environment()
    coll = env.collections[1]
    coll.properties[-3] = _prop(
        "dur_min", "int", "Time on site, minutes", display="time on site", synonyms=["visit length"]
    )
    write_schema(env, tmp_path / ENV / "schema.json")
    back = read_schema(tmp_path / ENV / "schema.json")
    assert back == env
    doc = json.loads((tmp_path / ENV / "schema.json").read_text())
    keys = [sorted(p) for p in doc["collections"][1]["properties"]]
    plain = ["description", "is_identifier", "name", "references", "type"]
    assert keys.count(plain) == len(keys) - 1  # the others are written exactly as before
    assert doc["collections"][1]["properties"][-3]["display"] == "time on site"
    assert doc["collections"][1]["properties"][-3]["synonyms"] == ["visit length"]
    assert environment_from_dict(schema_to_dict(env)) == env


def test_display_and_synonyms_read_from_every_schema_form_and_bad_ones_named() -> None:
    weaviate = {
        "classes": [
            {
                "class": "WorkOrders",
                "properties": [
                    {"name": "dur_min", "dataType": ["int"], "display": "time on site"},
                    {"name": "svc_typ", "dataType": ["text"], "synonyms": "job type"},
                ],
            }
        ]
    }
    props = read_declared_schema(weaviate)[0].properties
    assert props[0].display == "time on site" and props[1].synonyms == ["job type"]
    bad = {
        "id": "x",
        "collections": [{"name": "A", "properties": [{"name": "n", "type": "int", "synonyms": 3}]}],
    }
    with pytest.raises(SchemaError, match=r"A\).properties\[0\] \(n\): synonyms is int"):
        environment_from_dict(bad)


# ---- naming properties ---------------------------------------------------------------------


def _w(name: str, type_: str, description: str = "", coll: Collection | None = None, **kw):
    return wording(_prop(name, type_, description, **kw), coll)


def test_terse_descriptions_are_used_and_abbreviated_names_expanded() -> None:
    assert (_w("odo_km", "int", "Odometer, km").noun, _w("odo_km", "int", "Odometer, km").unit) == (
        "odometer reading",
        "km",
    )
    w = _w("dur_min", "int", "Time on site, minutes")
    assert (w.noun, w.unit, w.source) == ("time on site", "minutes", "description")
    assert _w("dept", "filterable_text", "Owning dept").noun == "owning department"
    assert _w("svcDt", "date", "").noun == "service date"
    assert _w("yrsExp", "int", "").noun == "years of experience"
    assert (_w("fee_total_usd", "number").noun, _w("fee_total_usd", "number").unit) == (
        "total fee",
        "USD",
    )
    assert (_w("duration_min", "int").noun, _w("duration_min", "int").unit) == (
        "duration",
        "minutes",
    )
    assert _w("laborHrs", "number", "Labor, hrs").noun == "labor hours"
    assert _w("qaScorePct", "number", "QA score, %").noun == "QA score"
    assert _w("wo_no", "filterable_text", "WO no.").noun == "work order number"
    # a description that says less than the name: the name, and why
    fuel = _w("fuel_typ", "filterable_text", "Fuel")
    assert (fuel.noun, fuel.source, fuel.why) == ("fuel type", "name", "says no more than the name")
    # sentences: their noun phrase, the records taken out; clauses are not labels
    lesson = Collection(name="SwimLessons", properties=[])
    assert _w("lessonCode", "filterable_text", "The booking code of the lesson.", lesson).noun == (
        "booking code"
    )
    assert _w("fee", "number", "The monthly fee in euros.").noun == "monthly fee"
    assert parse_description("The coach who taught the lesson.").why == "a clause"
    assert parse_description("Wheel diameters the bike takes.").why == "a clause"
    assert parse_description("").why == "missing"
    assert _w("hrly_rt", "number").noun == "hourly rate"
    assert _w("reord_pt", "int", "Reorder pt").noun == "reorder point"
    assert _w("qty_on_hand", "int", "QOH").noun == "quantity on hand"  # an acronym of the name
    assert (_w("on_time_pct", "number", "On-time %").noun, _w("on_time_pct", "number").unit) == (
        "on-time rate",
        "%",
    )
    assert _w("contract_end", "date", "Contract end").noun == "contract end date"
    assert _w("memberSince", "date").noun == "member-since date"


def test_records_are_named_in_plain_english() -> None:
    def nouns(name: str, description: str = "") -> tuple[str, str]:
        return record_nouns(Collection(name=name, description=description, properties=[]))

    assert nouns("SvcOrders") == ("service order", "service orders")
    assert nouns("GrabSmpls") == ("grab sample", "grab samples")
    assert nouns("MonSites", "Monitoring sites") == ("monitoring site", "monitoring sites")
    assert nouns("Pts", "Patients") == ("patient", "patients")
    assert nouns("InvItems", "Inventory items") == ("inventory item", "inventory items")
    assert nouns("Vehicles", "Fleet vehicles.") == ("vehicle", "vehicles")
    assert nouns("SeedVarieties", "Seed varieties the library lends.") == (
        "seed variety",
        "seed varieties",
    )


def test_booleans_are_worded_as_predicates_true_and_false() -> None:
    def forms(name: str, description: str = "", record: str = "") -> tuple[str, str]:
        coll = Collection(name=record, properties=[]) if record else None
        w = _w(name, "boolean", description, coll)
        assert w.yes is not None and w.no is not None
        return w.yes.rel[0], w.no.rel[0]

    assert forms("bonded_insured") == (
        "that are bonded and insured",
        "that are not bonded and insured",
    )
    assert forms("passed") == ("that passed", "that did not pass")
    assert forms("insp_passed", "Insp. passed") == (
        "that passed inspection",
        "that did not pass inspection",
    )
    assert forms("in_svc", "In service") == ("that are in service", "that are not in service")
    assert forms("hasLockerRental") == ("with a locker rental", "without a locker rental")
    assert forms("isActive") == ("that are active", "that are not active")
    yes, no = predicates("x", "the member rents a locker", "member")
    assert yes.vp == ("rent a locker",) and no.vp == ("do not rent a locker",)
    yes, no = predicates("x", "the repair was under warranty", "repair job")
    assert "where the repair was not under warranty" in no.rel
    yes, no = predicates("x", "the moon was above the horizon", "observation log")
    assert yes.vp == () and no.rel == ("where the moon was not above the horizon",)


def test_display_and_synonyms_take_precedence_and_read_back() -> None:
    p = _prop("dur_min", "int", "Time on site, minutes", display="visit length", synonyms=["stay"])
    w = wording(p)
    assert (w.noun, w.source) == ("visit length", "display")
    assert "stay" in w.names and "time on site" in w.names
    coll = Collection(
        name="WorkOrders", properties=[_prop("wo_no", "filterable_text", is_identifier=True), p]
    )
    env = Environment(id=ENV, name=ENV, collections=[coll])
    call = parse_call(
        {
            "collection_name": "WorkOrders",
            "numeric_property_filters": [
                {"property_name": "dur_min", "operator": ">", "value": 90}
            ],
        }
    )
    for named in ("visit length", "stay", "time on site"):
        assert read_back(f"List the work orders with a {named} over 90.", [call], env) == []
    assert read_back("List the work orders with a length over 90.", [call], env)


# ---- metrics -------------------------------------------------------------------------------


def _sub(derived, coll: str, aggs=(), filters=(), groupby=None) -> SubQuery:
    cb = derived.blueprint.collection(coll)
    return SubQuery(
        cb,
        None,
        [Filter(cb.prop(p), op, v) for p, op, v in filters],
        [Aggregation(cb.prop(p), m, k) for p, m, k in aggs],
        cb.prop(groupby) if groupby else None,
    )


def _commands(env, plan, n: int = 40) -> list[str]:
    return [
        write_command(env, plan, phrasing, np.random.default_rng(i))
        for i in range(n)
        for phrasing in ("explicit", "conversational")
    ]


@pytest.mark.parametrize(
    "metric,prop,words",
    [
        ("COUNT", "wo_no", ("how many", "count", "number of")),
        ("COUNT", "svc_typ", ("have a service type",)),
        ("COUNT_DISTINCT", "svc_typ", ("different service types",)),
        ("TOP_OCCURRENCES", "svc_typ", ("3 most common", "3 service types are the most common")),
        ("MODE", "dur_min", ("most common",)),
        ("MEAN", "laborHrs", ("average", "mean")),
        ("MEDIAN", "laborHrs", ("median",)),
        ("SUM", "parts_amt_usd", ("total", "combined")),
        ("MIN", "laborHrs", ("lowest", "minimum", "smallest")),
        ("MAX", "laborHrs", ("highest", "maximum", "largest")),
        ("EARLIEST", "svcDt", ("earliest",)),
        ("LATEST", "svcDt", ("latest", "most recent")),
        ("TOTAL_TRUE", "insp_passed", ("passed inspection",)),
        ("TOTAL_FALSE", "insp_passed", ("did not pass inspection",)),
        ("PERCENTAGE_TRUE", "insp_passed", ("percentage", "share")),
        ("COUNT", "dtcCodes", ("listed in total", "total number of")),
    ],
)
def test_each_metric_is_worded_for_what_it_computes(depot: Path, metric, prop, words) -> None:
    env = read_schema(depot / ENV / "schema.json", env_id=ENV)
    derived = derive(env, depot / ENV / "objects")
    plan = [
        _sub(derived, "WorkOrders", [(prop, metric, 3 if metric == "TOP_OCCURRENCES" else None)])
    ]
    call = plan[0].call()
    for text in _commands(env, plan):
        low = text.lower()
        assert any(w in low for w in words), text
        assert read_back(text, [call], env) == [], text
        if metric == "COUNT":  # a count of values, never read as a count of distinct values
            assert "different" not in low and "distinct" not in low, text
        if metric == "PERCENTAGE_TRUE":
            assert "passed inspection" in low and "did not" not in low, text


def test_count_of_records_and_of_a_property_differ_from_count_distinct(depot: Path) -> None:
    env = read_schema(depot / ENV / "schema.json", env_id=ENV)
    derived = derive(env, depot / ENV / "objects")
    rng = np.random.default_rng(0)
    orders = env.collection("WorkOrders")
    many = "work orders"

    def phrase(metric: str, prop: str, scoped: bool = False) -> str:
        a = Aggregation(derived.blueprint.collection("WorkOrders").prop(prop), metric)
        return aggregation(a, orders.prop(prop), many, rng, orders, scoped=scoped)  # type: ignore[arg-type]

    assert phrase("COUNT", "wo_no") == "the number of work orders"
    assert phrase("COUNT", "svc_typ") == "the number of work orders with a service type"
    assert phrase("COUNT_DISTINCT", "svc_typ") == "the number of different service types"
    plan = [_sub(derived, "WorkOrders", [("wo_no", "COUNT", None), ("svc_typ", "COUNT", None)])]
    texts = _commands(env, plan)
    assert any(
        t.startswith("How many work orders are there, and how many have a service type")
        for t in texts
    )
    assert not any("different" in t or "distinct" in t for t in texts)


# ---- meaning and shape ---------------------------------------------------------------------


def test_meaningless_aggregations_are_named(depot: Path) -> None:
    env = read_schema(depot / ENV / "schema.json", env_id=ENV)
    derived = derive(env, depot / ENV / "objects")

    def why(coll: str, prop: str, metric: str) -> str:
        return senseless([_sub(derived, coll, [(prop, metric, None)])], derived)

    assert "do not add up" in why("Units", "yr_built", "SUM")  # a year
    assert "do not add up" in why("WorkOrders", "qaScorePct", "SUM")  # a percentage
    assert "codes" in why("WorkOrders", "lims_no", "MEAN")  # an identifier-like number
    assert "true/false" in why("WorkOrders", "insp_passed", "COUNT")
    assert "nearly unique" in why("WorkOrders", "parts_amt_usd", "MODE")
    assert why("WorkOrders", "parts_amt_usd", "SUM") == ""
    assert why("WorkOrders", "laborHrs", "SUM") == ""
    assert why("Units", "seat_cnt", "MODE") == ""
    top = _sub(derived, "WorkOrders", [("veh_no", "TOP_OCCURRENCES", 5)])
    top.result = {"TOP_OCCURRENCES(veh_no)": [["VH-0001", 2], ["VH-0002", 1], ["VH-0003", 1]]}
    assert "groups of one" in senseless([top], derived)


def test_off_shape_plans_are_named(depot: Path) -> None:
    env = read_schema(depot / ENV / "schema.json", env_id=ENV)
    derived = derive(env, depot / ENV / "objects")
    one = _sub(derived, "Units", filters=[("fuel_typ", "=", "ev")])
    three = _sub(
        derived,
        "Units",
        filters=[("fuel_typ", "=", "ev"), ("seat_cnt", "=", 5), ("dept", "=", "Fire")],
    )
    assert off_shape([one]) == "" and off_shape([one, one]) == ""
    assert off_shape([one, one, one]) == "3 sub-queries"
    assert off_shape([three]) == "3 conditions"


def test_a_generated_set_skips_them_keeps_the_shape_and_reads_back(depot: Path, generated) -> None:
    env = read_schema(depot / ENV / "schema.json", env_id=ENV)
    assert len(generated.ask) == 50
    subs = conditions = 0
    for row in generated.ask:
        calls = calls_of(row)
        assert read_back(row["command"], calls, env) == [], row["command"]
        assert len(calls) <= 2
        for call, ref in zip(calls, json.loads(row["reference_results"])):
            subs += 1
            d = call.to_dict()
            conditions += sum(len(v) for k, v in d.items() if k.endswith("_filters"))
            for agg in (e for k, v in d.items() if k.endswith("_aggregations") for e in v):
                assert (agg["property_name"], agg["metric"]) not in {
                    ("yr_built", "SUM"),
                    ("qaScorePct", "SUM"),
                    ("insp_passed", "COUNT"),
                    ("in_svc", "COUNT"),
                    ("bondedInsured", "COUNT"),
                }
                assert not (agg["property_name"] == "lims_no" and agg["metric"] != "COUNT")
            if "TOP_OCCURRENCES" in json.dumps(ref):
                tops = re.findall(r'\["[^"]*", (\d+)\]', json.dumps(ref))
                assert sum(t == "1" for t in tops) * 2 <= len(tops), (row["command"], ref)
    assert conditions / subs <= 1.3
    assert subs / 50 <= 1.3
    mean = sum(len(r["command"]) for r in generated.ask) / 50
    assert 85 <= mean <= 150


def test_no_then_between_requests_and_same_records_said_to_be_separate(generated) -> None:
    for row in generated.ask:
        assert not re.search(r"\bthen\b", row["command"], re.IGNORECASE), row["command"]
        calls = calls_of(row)
        if len(calls) == 2 and calls[0].collection_name == calls[1].collection_name:
            assert "separate" in row["command"].lower(), row["command"]


def test_openings_vary_and_many_commands_have_none(generated) -> None:
    pool = [*OPENINGS, f"For the {environment_name(read_env_stub())} review, "]
    used = Counter(o for r in generated.ask for o in pool if r["command"].startswith(o))
    assert max(used.values(), default=0) <= 1  # drawn without repetition within a set
    assert sum(used.values()) <= 0.5 * len(generated.ask)
    assert all(
        r["phrasing"] == "conversational"
        for r in generated.ask
        if any(r["command"].startswith(o) for o in used)
    )


def read_env_stub() -> Environment:
    return Environment(id=ENV, name=ENV)


def test_the_note_says_which_properties_were_worded_from_their_names(generated) -> None:
    note = next(n for n in generated.notes if "worded from" in n)
    assert re.match(r"\d+ propert(y|ies) worded from (its name|their names) \(description ", note)
    assert "missing" in note and "display" in note


def test_a_boolean_stated_the_other_way_does_not_read_back(depot: Path) -> None:
    env = read_schema(depot / ENV / "schema.json", env_id=ENV)
    call = parse_call(
        {
            "collection_name": "Units",
            "boolean_property_filters": [
                {"property_name": "in_svc", "operator": "=", "value": False}
            ],
        }
    )
    assert read_back("List the units that are not in service.", [call], env) == []
    assert read_back("List the units that are in service.", [call], env)
    negated = parse_call(
        {
            "collection_name": "Units",
            "boolean_property_filters": [
                {"property_name": "in_svc", "operator": "!=", "value": False}
            ],
        }
    )
    assert read_back("List the units that are in service.", [negated], env) == []
    assert read_back("List the units that are not in service.", [negated], env)


# ---- property-based: any name becomes plain words --------------------------------------------

_WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=8)


@st.composite
def names(draw) -> str:
    words = draw(st.lists(_WORD, min_size=1, max_size=4))
    style = draw(st.sampled_from(["snake", "camel", "pascal", "kebab", "upper_snake"]))
    digits = draw(st.sampled_from(["", "2", "10"]))
    if style == "snake":
        name = "_".join(words)
    elif style == "kebab":
        name = "-".join(words)
    elif style == "upper_snake":
        name = "_".join(w.upper() for w in words)
    elif style == "camel":
        name = words[0] + "".join(w.capitalize() for w in words[1:])
    else:
        name = "".join(w.capitalize() for w in words)
    return name + digits


@settings(max_examples=300, deadline=None)
@given(
    name=names(),
    type_=st.sampled_from(["int", "number", "date", "filterable_text", "boolean", "text_array"]),
)
def test_any_name_becomes_a_phrase_without_underscores_or_camel_humps(
    name: str, type_: str
) -> None:
    w = _w(name, type_)
    for phrase in (w.noun, w.many):
        assert (
            phrase
            and "_" not in phrase
            and "-" not in phrase.replace("-by", "").replace("-since", "")
        ), (name, phrase)
        for word in phrase.split():
            # a word is lowercase, an acronym or a known unit; never camelCase
            assert not re.search(r"[a-z][A-Z]", word) or word in ("kWh", "pH", "IDs", "DTCs"), (
                name,
                phrase,
            )
    if type_ == "boolean" and not {"true", "false"} & set(name_tokens(name)):
        assert w.yes is not None and w.no is not None and w.yes.rel and w.no.rel
        assert all("true" not in f and "false" not in f for f in (*w.yes.rel, *w.no.rel))


@settings(max_examples=200, deadline=None)
@given(words=st.lists(_WORD.filter(lambda w: len(w) > 1), min_size=1, max_size=3))
def test_tokens_of_snake_and_camel_names_agree_and_expansion_keeps_words(words: list[str]) -> None:
    snake = "_".join(words)
    camel = words[0] + "".join(w.capitalize() for w in words[1:])
    assert name_tokens(snake) == name_tokens(camel) == words
    assert all(w.strip() for w in expand(words))


@settings(max_examples=200, deadline=None)
@given(
    words=st.lists(
        _WORD.filter(  # a noun in the singular: "children" is a plural already
            lambda w: len(w) > 3 and w[-1] in "bdfgklmnprtvw" and w.lower() not in _SINGULARS
        ),
        min_size=1,
        max_size=3,
    )
)
def test_plural_then_singular_gives_the_noun_back(words: list[str]) -> None:
    noun = " ".join(words)
    assert singular(plural(noun)) == noun
