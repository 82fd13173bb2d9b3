"""The wording classes found by blind reading v3 of generated sets (issue 42,
tests/data/env_queries_rubric_v3.md, on an environment the writer had never seen), each as a
rule of English or of schemas in general, checked on schemas invented here (hypothesis where the
inputs are many) and on two invented terse environments (tests/data/build_wording_envs_v3.py: a
brewery and a bird-ringing station), never on the reading's own environment alone:
1. half-expanded names: a name part that begins the records' own noun is that noun (an
   abbreviation of it, even when also a word); a word cut short with a dot is an abbreviation
   (its noun, or not plain English); nos is numbers; a unit after a thing measures the thing
   (meters of lane used); a description that is nothing but an acronym keeps it as written;
2. an int whose words are a plural is the number of them (never "for each passengers");
3. a boolean from a participle is a state (are checked in; dry-hopped), never a noun;
4. a number array without a unit holds labels, not readings;
5. a person named by a role (whose lead passenger is ...), never "<role>s of <name>";
6. never "among" twice in one sentence;
7. odd plans: a code prefix ending in zeros (the code's padding), sums or means of labels."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gymkit.generate.blueprints import PropBlueprint, Spec
from gymkit.generate.own import generated_rows
from gymkit.generate.own._english import is_word
from gymkit.generate.own._phrases import AMOUNTS, NOUN_ENDS, plural, wording
from gymkit.generate.own._sense import _odd_filter, labels
from gymkit.generate.plans import Filter
from gymkit.schema import Collection, Property
from gymkit.sources.imports import import_environment

DATA = Path(__file__).resolve().parents[1] / "data"
sys.path.insert(0, str(DATA))
import build_terse_env_v3  # noqa: E402
import build_wording_envs_v3  # noqa: E402

ENVS = ("brew-house", "ringing-station", "ferry-terminal")


def _w(name: str, type_: str, description: str = "", coll: str = ""):
    c = Collection(name=coll, properties=[]) if coll else None
    return wording(Property(name=name, type=type_, description=description), c)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def sets(tmp_path_factory: pytest.TempPathFactory) -> dict:
    src = tmp_path_factory.mktemp("wording-v3-src")
    snap = tmp_path_factory.mktemp("wording-v3") / "snap"
    for folder in [*build_wording_envs_v3.build(src), build_terse_env_v3.build(src)]:
        import_environment(
            folder.name, folder / "schema.json", folder / "objects", snap, echo=lambda _: None
        )
    return {
        e: generated_rows(snap, e, count=50, seed=s, progress=False) for e in ENVS for s in (0,)
    }


def _commands(sets: dict) -> list[str]:
    return [row["command"] for generated in sets.values() for row in generated.ask]


# ---- 1. half-expanded names ------------------------------------------------------------------

# Records' nouns of any domain (none of a reading's environment), cut to a prefix of 3 or more.
_NOUNS = ["batch", "capture", "recovery", "complaint", "delivery", "invoice", "appointment"]
_NOUNS += ["transfer", "shipment", "warranty", "referral", "tasting", "rental", "session"]


@settings(max_examples=120, deadline=None)
@given(noun=st.sampled_from(_NOUNS), cut=st.integers(3, 5), head=st.sampled_from(["No", "Dt"]))
def test_a_name_part_that_begins_the_records_noun_is_that_noun(noun, cut, head) -> None:
    part = noun[: min(cut, len(noun) - 1)]
    type_ = "filterable_text" if head == "No" else "date"
    said = f"{part.capitalize()} {'#' if head == 'No' else 'dt'}"
    w = _w(f"{part}{head}", type_, said, plural(noun).capitalize())
    assert w.noun == f"{noun} {'number' if head == 'No' else 'date'}", (part, w.noun)


def test_the_description_names_what_a_references_part_abbreviates() -> None:
    assert _w("batNo", "filterable_text", "Batch", "Kegs").noun == "batch number"
    assert _w("capTons", "int", "", "Captures").noun.startswith("capacity")  # a unit follows


# Verbs an engineer cuts short with a dot in a label ("Amend. dts"), and the nouns they mean.
_VERBS = {"amend": "amendment", "adjust": "adjustment", "install": "installation"}
_VERBS |= {"inspect": "inspection", "assess": "assessment", "transport": "transportation"}


@pytest.mark.parametrize("verb,noun", sorted(_VERBS.items()))
def test_a_word_cut_short_with_a_dot_is_its_noun(verb: str, noun: str) -> None:
    w = _w(f"{verb}Dts", "date_array", f"{verb.capitalize()}. dts", "Widgets")
    assert w.noun == f"{noun} dates"
    assert w.item == f"{noun} date"
    assert not w.unclear


@settings(max_examples=100, deadline=None)
@given(word=st.sampled_from(["lamp", "gold", "trim", "bell", "crisp", "frost", "spin"]))
def test_a_word_cut_short_with_no_noun_is_not_plain_english(word: str) -> None:
    if any(is_word(word + e) for e in NOUN_ENDS):
        return
    w = _w(f"{word}Dt", "date", f"{word.capitalize()}. dt", "Widgets")
    assert w.unclear, w.noun  # left out of the commands (and named in the note), never "lamp date"


@settings(max_examples=60, deadline=None)
@given(thing=st.sampled_from(["deck", "bay", "pallet", "tank", "gate", "bin", "pen", "stall"]))
def test_nos_is_numbers_and_a_number_array_without_a_unit_holds_labels(thing: str) -> None:
    w = _w(f"{thing}Nos", "int_array", f"{thing.capitalize()}(s)", "Widgets")
    assert w.noun == f"{thing} numbers"
    assert (w.item, w.measured) == (f"{thing} number", False)  # never "a deck nos reading of 6"
    assert _w(f"{thing}Nos", "int", "", "Widgets").noun == f"{thing} numbers"


@settings(max_examples=80, deadline=None)
@given(
    thing=st.sampled_from(["lane", "water", "cable", "fabric", "pipe", "hose", "film", "track"]),
    unit=st.sampled_from(["m", "L", "kg", "t"]),
    used=st.booleans(),
)
def test_a_unit_after_a_thing_measures_the_thing(thing: str, unit: str, used: bool) -> None:
    said = f"{thing.capitalize()} {unit.lower()}" + (" used" if used else "")
    w = _w(f"{thing}{unit.upper()}", "number", said, "Widgets")
    spelled = AMOUNTS[{"L": "L"}.get(unit, unit)]
    assert w.noun == f"{spelled} of {thing}" + (" used" if used else ""), w.noun
    assert w.unit == ""  # never "a lane over 225 m" (a lane's length)


@pytest.mark.parametrize("head,unit", [("mass", "g"), ("length", "m"), ("weight", "kg")])
def test_a_unit_after_a_quantity_is_its_unit(head: str, unit: str) -> None:
    w = _w(f"{head}{unit.upper()}", "number", f"{head.capitalize()} {unit}", "Widgets")
    assert (w.noun, w.unit) == (head, unit)


@pytest.mark.parametrize("acronym", ["STD", "SEC", "MIN", "REF", "TOT"])
def test_a_description_that_is_only_an_acronym_keeps_it(acronym: str) -> None:
    w = _w(acronym.lower(), "filterable_text", acronym, "Widgets")
    assert w.noun == acronym  # the user's acronym, not the table's word (standard, seconds)
    assert _w("wo_no", "filterable_text", "WO no.").noun == "work order number"  # not alone


# ---- 2. counts of a plural noun --------------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(
    noun=st.sampled_from(["guests", "pallets", "trips", "birds", "cases", "kegs", "calls"]),
    habit=st.sampled_from(["plain", "count"]),
)
def test_an_int_of_a_plural_is_the_number_of_them(noun: str, habit: str) -> None:
    name = f"{noun}_cnt" if habit == "count" else f"{noun}_n"
    said = noun.capitalize() if habit == "plain" else ""
    w = _w(name, "int", said, "Widgets")
    assert w.noun == f"number of {noun}", w.noun
    assert _w("pax_n", "int", "Pax", "Widgets").noun == "number of passengers"


def test_no_count_is_said_as_its_plural_noun(sets) -> None:
    for command in _commands(sets):
        assert not re.search(r"\b(?:for each|per|by) (?!number\b)\w+s\b[,.?]", command), command
        assert not re.search(r"\bmost common (?:birds|kegs|cases|trips)\b", command), command
        assert not re.search(r"\b\w+s count\b", command), command


# ---- 3. booleans from participles ------------------------------------------------------------


@pytest.mark.parametrize(
    "name,yes,no",
    [
        ("chkdIn", "that are checked in", "that are not checked in"),
        ("signedOff", "that are signed off", "that are not signed off"),
        ("loggedOut", "that are logged out", "that are not logged out"),
        ("dryHopped", "that are dry-hopped", "that are not dry-hopped"),
        ("handPicked", "that are hand-picked", "that are not hand-picked"),
    ],
)
def test_a_participle_is_a_state_not_a_noun(name: str, yes: str, no: str) -> None:
    w = _w(name, "boolean", "", "Widgets")
    assert (w.yes.rel[0], w.no.rel[0]) == (yes, no)  # type: ignore[union-attr]


def test_a_role_by_is_a_participle() -> None:
    assert _w("delivBy", "filterable_text", "", "Kegs").noun == "delivered by"
    assert _w("inspBy", "filterable_text", "", "Cars").noun == "inspected by"


# ---- 5. people by role -----------------------------------------------------------------------


@pytest.mark.parametrize("role", ["Lead pax", "Lead ringer", "Finder", "Acct mgr", "Guest"])
def test_a_person_valued_property_is_a_role(role: str) -> None:
    w = _w(role.replace(" ", "_").lower(), "filterable_text", role, "Widgets")
    assert w.agent, w.noun
    assert not w.noun.endswith("s"), w.noun  # one lead passenger per record


def test_generated_sets_name_people_by_role_and_say_no_half_word(sets) -> None:
    half = re.compile(
        r"\b(?:bat|cap|rec|inc) (?:number|ID|date|category)\b|\bnos\b|\badjust dates\b"
        r"|\breading of \d+(?:\.\d+)?(?![\d.])(?! ?(?:kt|°C|mm|m|g|L|%|P))|\bhave an? checked\b"
        r"|\bwhose \w+ is (?:hopped|in)\b|\bdelivery by\b|\b(?:passengers|ringers|finders) of (?-i:[A-Z])"
        r"|\bseconds\b|\bcapacity (?:ID|date)\b|\bfound date\b|\bwith (?:more|fewer) than \d+ days\b",
        re.IGNORECASE,
    )
    for command in _commands(sets):
        assert not half.search(command), command


# ---- 6. among twice ----------------------------------------------------------------------------


def test_among_is_said_once_a_sentence(sets) -> None:
    for command in _commands(sets):
        for sentence in re.split(r"(?<=[.?])\s+", command):
            assert sentence.count(" among ") <= 1, command


# ---- 7. odd plans ------------------------------------------------------------------------------


@settings(max_examples=80, deadline=None)
@given(
    letters=st.text(alphabet="ABCDKRX", min_size=1, max_size=3),
    year=st.integers(10, 99),
    zeros=st.integers(1, 3),
)
def test_a_code_prefix_ending_in_zeros_is_odd(letters: str, year: int, zeros: int) -> None:
    p = Property(name="ticketNo", type="filterable_text", is_identifier=True)
    coll = Collection(name="Tickets", properties=[p])
    bp = PropBlueprint("ticketNo", "filterable_text", "", Spec("code"))
    assert _odd_filter(Filter(bp, "LIKE", f"{letters}-{year}-{'0' * zeros}%"), p, coll)
    assert not _odd_filter(Filter(bp, "LIKE", f"{letters}-{year}-{'0' * zeros}7%"), p, coll)


def test_numbers_that_label_things_are_labels() -> None:
    coll = Collection(name="Widgets", properties=[])
    for name, type_, said in (("berthNo", "int", "Berth"), ("tankNos", "int_array", "Tank(s)")):
        assert labels(Property(name=name, type=type_, description=said), coll)  # type: ignore[arg-type]
    assert not labels(Property(name="pax_n", type="int", description="Pax"), coll)
