"""Wording round 8 of generated sets (issue 42), from blind reading v24 (a mountain rescue team)
and what readings v21 and v23 left:
1. a class named by an acronym and a container (`SLInv` "SL inv. (cols/units)") calls its records
   by the general item its description's parenthesis lists (units), never a bare "SLs";
2. a class name's acronym stays when the word after it is no plain word (`SARInc` "C/O log":
   SAR records, never "SARInc records");
3. a name's verb before a noun is the noun of its act when the description clips that noun and
   not the verb (`assessDts` "Hill pty assmt dts": assessment dates, not "assess dates");
4. a noun phrase ending on a preposition names nothing (`usesSince`: uses since what?), save a
   date's start or end ("Lic. from": the licence start date);
5. a plural before a particle is counted ("Mbrs out #": the number of members out, never "member
   out number"); "pers" is no plural of per (Pers-hrs is left out, not "pers-hours"); irregular
   participles make states (that are stood down, never "with a stood down"); aircraft, species and
   their like have no -s plural;
6. a filter on names too many to list (a contact, an organisation) or on a reference says "whose
   contact is Priya Tolley" / "with TL KD094", never "a contact of Priya Tolley"; an agent's code
   names its records ("checked by member KD127"); a value that says there is none is said as
   the value ("whose aircraft is None", never "an aircraft of None").
Round 8b, from readings v25 (a commercial laundry) and v26 (a county record office), both of
round 8:
7. a class named by an acronym's plural is that plural (`PODs`: PODs, never "PO records"); a class
   whose name and description say nothing plain is called by what its identifier numbers
   (`ConsTrt` beside `jobNo` "Job #": jobs, never "ConsTrt records"); a modifier the class
   description writes cut short with a dot is a guess and is dropped (`CatItms` "Cat. items":
   items, never "category items");
8. a plural and an act cut short after it are the things and what was done ("Cages coll.": cages
   collected; "Copies ord.": copies ordered); "Closed until" is the closed-until date; a price
   per unit ("COG £/kg") has no unit of weight; a one-clipping description the name spells whole
   is the name ("Sect." on `Sector`: sector; "Sig." on `signedBy`: signed by); a description
   that leaves only "number" is the name's ("A/c #" on `acct_code`: account code); "SSP imgs #"
   and "Rms/beds #" are counts; one of a plural before a particle is "1 cage out";
9. several metrics over filtered records with a flag's count say the filter first ("Among PODs
   with run E2, ... the number that are partial and ..."), never after the last metric only.
Round 8c, from reading v27 (a theatre's costume hire) of round 8b:
10. a register of a mass noun holds its items (`CosStk` "Cos. stock reg.": stock items, never
    "stocks"); a class name's capitals that spell a core word are an acronym, never the word,
    and the description's plain noun names the records (`ARCJobs` "Wkrm jobs": jobs, never "arc
    jobs"); a contraction the core vocabulary spells one way spells the name ("Mat'ls, £" on
    `mat_cost`: material cost); a price per period is a rate ("Hire, £/wk": the weekly hire
    rate, never "a hire"); an is-flag of a mass noun's kind is that kind ("Hire stk?": that
    are hire stock); reading v29 (a narrowboat hire, round 8c) found that rule too wide ("that are
    one ways", "that are dogs OKs"): it is kept to mass nouns, a flag of a thing and "OK" says
    "whose dogs are OK".
Checked on schemas invented here, on readings v21, v23, v24, v25, v26 and v27's environments
generated as a user does."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from gymkit.generate.own._english import is_core
from gymkit.generate.own._phrases import (
    is_plural,
    plural,
    record_nouns,
    schema_words,
    singular,
    wording,
)
from gymkit.schema import Collection, Environment, Property

DATA = Path(__file__).resolve().parents[1] / "data"
sys.path.insert(0, str(DATA))


def _coll(name: str, description: str = "", props: list[Property] | None = None) -> Collection:
    return Collection(name=name, description=description, properties=props or [])


def _p(name: str, type_: str, description: str = "", **kw) -> Property:
    return Property(name=name, type=type_, description=description, **kw)  # type: ignore[arg-type]


def _env(*colls: Collection) -> Environment:
    return Environment(id="test-env", name="test-env", description="", collections=list(colls))


# ---- 1 and 2: records named by an acronym -----------------------------------------------------


def test_an_acronym_register_is_named_by_the_general_item_its_description_lists() -> None:
    ident = _p("hyd_id", "filterable_text", "Asset # (st/no)", is_identifier=True)
    coll = _coll("FHInv", "FH inv. (hydrants/valves)", [ident])
    assert record_nouns(coll) == ("valve", "valves")  # never "FHs"
    plain = _coll("FHInv", "FH inv.", [ident])  # nothing listed: the acronym as it is
    assert "valves" not in record_nouns(plain)[1]


def test_a_class_name_s_acronym_stays_when_the_word_after_it_is_unclear() -> None:
    ref = _p("job_no", "filterable_text", "Job #", is_identifier=True)
    many = record_nouns(_coll("EMSJb", "C/O log 2019-", [ref]))[1]
    assert many == "EMS records"
    assert "EMSJb" not in many


# ---- 3. a verb before a noun, the noun of its act ---------------------------------------------


def test_a_name_s_verb_is_its_act_when_the_description_clips_the_act() -> None:
    treat = _p("treatDts", "date_array", "Trtmt dts")
    assert wording(treat, _coll("Cases", "Cases", [treat])).noun == "treatment dates"
    assess = _p("assessDts", "date_array", "Field pty assmt dts")
    assert wording(assess, _coll("Vols", "Volunteers", [assess])).noun == "assessment dates"


def test_a_name_s_verb_stays_when_the_description_clips_either() -> None:
    insp = _p("inspectDts", "date_array", "Insp. dts")  # inspect or inspection: no evidence
    assert "inspection" not in wording(insp, _coll("Sites", "Sites", [insp])).noun


# ---- 4. a noun phrase ending on a preposition -------------------------------------------------


@pytest.mark.parametrize("name", ["usesSince", "hoursSince", "callsBefore", "tripsWith"])
def test_a_name_ending_on_a_preposition_is_left_out(name: str) -> None:
    p = _p(name, "int")
    w = wording(p, _coll("KitChk", "Kit checks", [p]))
    assert w.unclear, w.noun  # named in the note, never "a uses since of 6"


@pytest.mark.parametrize(("description", "said"), [("Lic. from", "start"), ("Hire to", "end")])
def test_a_date_s_start_or_end_is_no_open_phrase(description: str, said: str) -> None:
    p = _p("dtX", "date", description)
    w = wording(p, _coll("Permits", "Permits", [p]))
    assert not w.unclear and w.noun.endswith(f"{said} date")


# ---- 5. counts, words and participles ---------------------------------------------------------


def test_a_plural_before_a_particle_is_counted() -> None:
    dogs = _p("nDogsOut", "int", "Dogs out #")
    assert wording(dogs, _coll("Shouts", "Shouts", [dogs])).noun == "number of dogs out"
    crew = _p("nCrewOut", "int", "Mbrs out #")
    assert wording(crew, _coll("Shouts", "Shouts", [crew])).noun == "number of members out"


def test_a_function_word_has_no_plural() -> None:
    assert not is_core("pers") and not is_core("vias")
    assert is_core("hers") and is_core("persons")  # words of their own stay words
    hrs = _p("personHrs", "number", "Pers-hrs")
    assert "pers-hours" not in wording(hrs, _coll("Shouts", "Shouts", [hrs])).noun


@pytest.mark.parametrize("said", ["Stood down?", "Broken down?", "Torn?"])
def test_an_irregular_participle_flag_is_a_state(said: str) -> None:
    flag = _p("flagX", "boolean", said)
    w = wording(flag, _coll("Shouts", "Shouts", [flag]))
    assert w.yes is not None and w.yes.rel[0].startswith("that are "), w.yes
    assert not any(r.startswith(("with a", "marked as")) for r in w.yes.rel)


def test_some_nouns_have_no_s_plural() -> None:
    for word in ("aircraft", "species", "series", "sheep"):
        assert plural(word) == word
        assert plural(f"support {word}") == f"support {word}"
    assert is_plural("teeth") and plural("hour") == "hours"


# ---- 6. names, references and "none" in filters ------------------------------------------------


def _reading_text(tmp_path: Path, version: int, environment: str) -> str:
    from tests.generate.test_own_wording_v6 import _reading_set

    rows = _reading_set(tmp_path, version, environment, count=80)
    return " ".join(r["command"] for r in rows.ask)


def test_the_mountain_rescue_set_says_none_of_what_reading_v24_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 24, "mountain-rescue")
    for said in ("SARInc", "assess dates", "uses since", "pers-hours", "a stood down"):
        assert said not in text, said
    assert "member out number" not in text and "assessment dates" in text
    assert not re.search(r"\ban? (?:TL|aircraft|category) of (?:KD\d+|None)\b", text)
    assert not re.search(r"checked by KD\d", text)  # a code alone: "checked by member KD127"
    assert re.search(r"checked by member KD\d+", text)


def test_the_pool_set_never_says_a_contact_of_a_person(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 21, "swim-pool")
    assert not re.search(r"\ban? (?:contact|organization) of [A-Z]", text)
    assert re.search(r"whose (?:contact|organization) is [A-Z]", text)


def test_the_street_lighting_set_calls_its_inventory_units(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 23, "street-lighting")
    assert not re.search(r"\bSLs?\b", text)
    assert "units" in text


def test_a_schema_s_wordings_in_context_match_outside_it() -> None:
    ident = _p("hyd_id", "filterable_text", "Asset #", is_identifier=True)
    coll = _coll("FHInv", "FH inv. (hydrants/valves)", [ident])
    with schema_words(_env(coll)):
        inside = record_nouns(coll)
    assert inside == record_nouns(coll) == ("valve", "valves")


# ---- 7. records of acronyms, identifiers and guesses (round 8b) --------------------------------


def test_a_class_named_by_an_acronym_s_plural_is_that_plural() -> None:
    ident = _p("rma_no", "filterable_text", "RMA #", is_identifier=True)
    assert record_nouns(_coll("RMAs", props=[ident])) == ("RMA", "RMAs")


def test_a_class_with_nothing_plain_is_called_by_what_its_identifier_numbers() -> None:
    # round 9c put "rpr" (repair) in the table, so BndRpr is repairs: a name of no table word
    ident = _p("tktNo", "filterable_text", "Ticket #", is_identifier=True)
    assert record_nouns(_coll("BndKpt", props=[ident])) == ("ticket", "tickets")
    coded = _p("code", "filterable_text", "Code", is_identifier=True)  # says nothing: the name
    assert "tickets" not in record_nouns(_coll("BndKpt", props=[coded]))[1]


def test_a_modifier_the_class_description_cuts_short_is_dropped() -> None:
    ident = _p("line_id", "filterable_text", "Line #", is_identifier=True)
    assert record_nouns(_coll("CatLns", "Cat. lines (item lvl)", [ident]))[1] == "lines"
    assert record_nouns(_coll("CatLns", "Category lines", [ident]))[1] == "category lines"


# ---- 8. property words (round 8b) --------------------------------------------------------------


def _noun(name: str, type_: str, description: str, **kw) -> str:
    p = _p(name, type_, description, **kw)
    return wording(p, _coll("Drops", "Drops", [p])).noun


@pytest.mark.parametrize(
    ("name", "type_", "description", "said"),
    [
        ("cratesBack", "int", "Crates coll.", "number of crates collected"),
        ("copyFmt", "text_array", "Copies ord.", "copies ordered"),
        ("closedUntil", "date", "Closed until", "closed-until date"),
        ("Sector", "filterable_text", "Sect.", "sector"),
        ("signedBy", "filterable_text", "Sig.", "signed by"),
        ("numImgs", "int", "SSP imgs #", "number of SSP images"),
        ("nBeds", "int", "Rms/beds #", "number of rooms or beds"),
    ],
)
def test_a_property_says_what_its_description_clips(
    name: str, type_: str, description: str, said: str
) -> None:
    assert _noun(name, type_, description) == said


def test_a_description_that_leaves_only_number_is_the_name_s() -> None:
    noun = _noun("acct_code", "filterable_text", "A/c #", is_identifier=True)
    assert noun == "account code"


def test_a_price_per_unit_has_no_unit_of_weight() -> None:
    p = _p("rateKg", "number", "COG £/kg")
    assert wording(p, _coll("Accts", "Accounts", [p])).unit != "kg"


def test_one_of_a_plural_before_a_particle() -> None:
    assert singular("cages out") == "cage out" and singular("members out") == "member out"
    assert singular("cages collected") == "cage collected"


# ---- 9. the filter before several metrics (round 8b) --------------------------------------------


def test_the_laundry_set_says_none_of_what_reading_v25_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 25, "commercial-laundry")
    for said in ("PO record", "cages collection", "room number", "rate in kg", "section"):
        assert said not in text, said
    assert "PODs" in text and "signeds" not in text
    assert not re.search(r"\ba number of [A-Z]\d", text)
    assert not re.search(r"the (?:number|share|percentage) of \w+ that [^.?]* across", text)
    assert not re.search(r"\b1 cages\b", text)


def test_the_record_office_set_says_none_of_what_reading_v26_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 26, "record-office")
    for said in ("ConsTrt", "category item", "closed end date", "copies order ", "image number"):
        assert said not in text, said
    assert "jobs" in text and " items" in text


# ---- 10. round 8c, from reading v27 -----------------------------------------------------------


def test_a_register_of_a_mass_noun_holds_its_items() -> None:
    ident = _p("item_no", "filterable_text", "Item #", is_identifier=True)
    one, many = record_nouns(_coll("PropStk", "Prop stock reg.", [ident]))
    assert many.endswith("stock items") and one.endswith("stock item")


def test_a_class_name_s_capitals_are_never_the_word_they_spell() -> None:
    ident = _p("run_no", "filterable_text", "Run #", is_identifier=True)
    many = record_nouns(_coll("BATRuns", "Wkshp runs (bat/tst)", [ident]))[1]
    assert many == "runs"  # never "bat runs"


def test_a_contraction_spelled_one_way_spells_the_name() -> None:
    from gymkit.generate.own._phrases import _contracted

    assert _contracted("mat", "ls") == "materials"
    assert _contracted("ret", "d") == ""  # returned, retired, retained: no guess
    cost = _p("mat_cost", "number", "Mat'ls, £")
    assert wording(cost, _coll("Jobs", "Jobs", [cost])).noun.startswith("material")


def test_a_price_per_period_is_a_rate() -> None:
    rate = _p("rateWk", "number", "Hire, £/wk ex VAT")
    w = wording(rate, _coll("Items", "Items", [rate]))
    assert (w.noun, w.unit) == ("weekly hire rate", "GBP")
    per_bin = _p("rateGbp", "number", "Rate, £/bin")  # a rate already, in pounds
    w = wording(per_bin, _coll("Picks", "Picks", [per_bin]))
    assert (w.noun, w.unit) == ("rate", "GBP")


def test_an_is_flag_of_a_kind_in_small_letters_is_that_kind() -> None:
    stock = _p("isHireStk", "boolean", "Hire stk?")
    w = wording(stock, _coll("Items", "Items", [stock]))
    assert w.yes is not None and w.yes.rel[0] == "that are hire stock"
    htm = _p("isHTM", "boolean", "HTM 01-04?")  # an acronym: as it is
    w = wording(htm, _coll("Accts", "Accounts", [htm]))
    assert w.yes is not None and w.yes.rel[0] == "marked as HTM"


def test_the_costume_set_says_none_of_what_reading_v27_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 27, "costume-hire")
    for said in ("arc job", "mat cost", "a hire recorded", "a hire stock"):
        assert said not in text.lower(), said
    assert not re.search(r"\bstocks\b", text)
    assert "stock items" in text and " jobs" in text


def test_an_is_flag_of_a_thing_that_is_ok_is_no_kind() -> None:
    dogs = _p("isPetOK", "boolean", "Dogs ok?")
    w = wording(dogs, _coll("Boats", "Boats", [dogs]))
    assert w.yes is not None and w.yes.rel[0] == "whose dogs are OK"  # never "dogs OKs"
    one_way = _p("isOneWay", "boolean", "1-way?")
    w = wording(one_way, _coll("Bookings", "Bookings", [one_way]))
    assert w.yes is not None and "one ways" not in " ".join(w.yes.rel)


def test_the_narrowboat_set_says_none_of_what_reading_v29_found_of_flags(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 29, "narrowboat-hire")
    for said in ("one ways", "dogs OKs", "dogs is"):
        assert said not in text, said
