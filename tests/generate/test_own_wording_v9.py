"""Wording round 9 of generated sets (issue 42), from blind readings v28 (a livestock auction mart)
and v29 (a narrowboat hire company), both of round 8c:
1. a register of a group said of one record is its members, as its identifier names them ("NB
   fleet reg." beside `boat_nm` "Boat": boats, never "NB fleets");
2. a rare word a name cuts from one common noun is that noun ("Feats": features); a word the
   schema cuts short with a dot or longer than a clipping is never so read ("Temp. 1-5" on
   `temper` stays temper);
3. a flag of a mass noun has no article ("Hirer dmg?": jobs with hirer damage); a flag of a
   number and a noun is one adjective ("1-way?": bookings that are one-way);
4. money spent on things is their cost ("Parts, £ ex VAT": the parts cost, never "parts in
   pounds"); money itself keeps its noun (dues, losses);
5. a sum of a property named a total is "the combined hire total", never "the total hire total";
6. a clipping the schema writes as a unit ("Cap., hd", "kg/hd") is never paired with a word of
   the schema ("Hd on doc" is not "held on document"); a count left with no noun is left out.
Round 9b, from readings v30 (an ice rink) and v31 (a trade printer), both of round 8d:
7. a class description that names only its container ("Plant/eqpt reg. (PPM)") names no
   records: they are what the identifier names (assets), never "registrations";
8. a flag of a thing and a participle has nothing had ("Hire incl.?": whose hire is included,
   never "have an included hire"); a year of an act is the act's year ("Yr repl.": the
   replacement year); a phrase whose object is wanted ("Pd via", "Runs on") is left out, never
   "pay vias", "runs ons"; a share of an act cut short is its noun ("Spoil. %": spoilage); a
   name's act said of people's names is its doer (purch: purchaser), and a farmer and farm
   ("B. Armstrong, Hollinhead") is a person's name.
Round 9c, from reading v32 (an allotment society) of round 9:
9. a class named by an activity ("Maint") is called by its description's records ("Wtr/shed
   rprs": repairs), else the activity's jobs, never "maintenances"; a class name's clipping
   its own properties spell is that word (`SiteWlk` beside "Walk dt", `walker`: site walks, never
   "site records"); an is-flag of a mass noun is had ("Frost dmg?": with frost damage); a plural
   after a number's comma is what it counts ("Size, rods": a size of 10 rods); a rare word cut
   with a dot ("Cult. %") is left out, never "cultage"; a doer is made of a one-word act only
   ("Holder @ insp." is never "holder inspector"); "contracted by" only before people's names.
Round 9d, from readings v33 (a dive centre) and v34 (a dial-a-ride service), both of round 9c:
10. a pool of people is its members (`DrvPool`: drivers), a collection of records is none
    ("Tanker colls": tanker collections); a register's word before the class description's
    parenthesis names no records ("Cyl reg. (hire/trng)": cylinders, never "registrations"); a
    records noun ending on a participle is what the identifier numbers ("Boat dv sched." beside
    "Trip #": trips, never "boats scheduled"); what follows "@" says when, not what ("Odo @ chk,
    mi" is never "a check of 9000 miles"); "TM s/o?" is "signed off by TM"; a description
    listing codes ("AM/PM/NT") names nothing (the name's slot); money on an act is its cost.
Round 9e, from readings v35 (a tree surgeon) and v36 (a language centre), both of round 9d:
11. a class name's clipping of a schema word and a noun's ending is that noun (`Enrolmts`
    beside `enrol_no`: enrolments, never "Enrolmts records"); a clipping ending in y ends its
    word so ("Svy dt" beside `surveyor`: the survey date; `TreeSvy`: tree surveys, never "tree
    surveyors"); an act cut short after things is its participle ("Dfcts obs.": defects
    observed, never "observationed"); classes is the plural of class; an is-flag with a place is
    had ("TPO on site?": with a TPO on site); the table knows cxl, cls, cand, svy.
Round 9f, from readings v37 (a cemetery) and v38 (a food bank), both of round 9e:
12. an acronym and its register take the description's records (`PAReg` "Ptnr agcy reg.":
    partner agencies, never "pas"); a word the schema writes cut short elsewhere is that
    clipping in a records noun ("Cem. sects" beside "Sect. ref": sections); a register named by
    kinds is its entries ("Burial/CR reg.": burial register entries, never "registration log
    entries"); an amount per period cut short is its rate ("Vchr alloc./wk": the weekly voucher
    allocation, never "voucher": v38's 4 unfaithful rows).
Round 9g, from readings v39 (a wind farm) and v40 (a piano workshop), both of round 9f:
13. a register's parenthesis naming a group names no record ("WTG reg. (fleet)": WTGs, never
    "fleets"); a word and an acronym's plural name the acronym's records (`AlmWOs`: work
    orders, never "AlmWOs records"); "£/mo" is a monthly rate.
Checked on schemas invented here and on readings v28 to v39's environments generated as a user
does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gymkit.generate.own._phrases import record_nouns, schema_words, wording
from gymkit.schema import Collection, Environment, Property


def _coll(name: str, description: str = "", props: list[Property] | None = None) -> Collection:
    return Collection(name=name, description=description, properties=props or [])


def _p(name: str, type_: str, description: str = "", **kw) -> Property:
    return Property(name=name, type=type_, description=description, **kw)  # type: ignore[arg-type]


def _env(*colls: Collection) -> Environment:
    return Environment(id="test-env", name="test-env", description="", collections=list(colls))


def _reading_text(tmp_path: Path, version: int, environment: str) -> str:
    from tests.generate.test_own_wording_v6 import _reading_set

    rows = _reading_set(tmp_path, version, environment, count=80)
    return " ".join(r["command"] for r in rows.ask)


# ---- 1. a register of a group -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "description", "ident", "said"),
    [
        ("NBReg", "NB fleet reg.", ("boat_nm", "Boat"), "boats"),
        ("HerdBk", "Herd bk", ("tag_no", "Cow #"), "cows"),
        ("VanFlt", "Van fleet", ("reg_no", "Vehicle reg."), "vehicles"),
    ],
)
def test_a_register_of_a_group_is_its_members(
    name: str, description: str, ident: tuple[str, str], said: str
) -> None:
    key = _p(ident[0], "filterable_text", ident[1], is_identifier=True)
    assert record_nouns(_coll(name, description, [key]))[1] == said


def test_a_group_whose_identifier_names_nothing_keeps_its_noun() -> None:
    key = _p("ref", "filterable_text", "Ref #", is_identifier=True)
    many = record_nouns(_coll("Crews", "Lifeboat crews", [key]))[1]
    assert many.endswith("crews")  # the records may be crews: nothing says otherwise


# ---- 2. a rare word cut from a common noun ----------------------------------------------------


def test_a_rare_word_a_name_cuts_from_a_common_noun_is_that_noun() -> None:
    feats = _p("feats", "text_array", "Feats")
    assert wording(feats, _coll("Boats", "Boats", [feats])).noun == "features"


@pytest.mark.parametrize(
    ("name", "description"), [("temper", "Temp. 1-5 (1=calm)"), ("combCl", "Comb. Cl2, mg/l")]
)
def test_a_word_cut_with_a_dot_or_long_is_no_such_noun(name: str, description: str) -> None:
    p = _p(name, "int" if name == "temper" else "number", description)
    coll = _coll("Dogs", "Dogs", [p])
    with schema_words(_env(coll)):
        noun = wording(p, coll).noun
    assert "temperature" not in noun and "combination" not in noun


# ---- 3. flags of a mass noun and of a number --------------------------------------------------


@pytest.mark.parametrize(
    ("name", "description", "yes"),
    [
        ("hirerDmg", "Hirer dmg?", "with hirer damage"),
        ("hasParking", "", "with parking"),
        ("hasLocker", "", "with a locker"),  # a countable thing keeps its article
    ],
)
def test_a_flag_of_a_mass_noun_has_no_article(name: str, description: str, yes: str) -> None:
    p = _p(name, "boolean", description)
    w = wording(p, _coll("Jobs", "Jobs", [p]))
    assert w.yes is not None and w.yes.rel[0] == yes


@pytest.mark.parametrize(
    ("name", "description", "adj"),
    [("isOneWay", "1-way?", "one-way"), ("twoStroke", "Two stroke?", "two-stroke")],
)
def test_a_flag_of_a_number_and_a_noun_is_one_adjective(
    name: str, description: str, adj: str
) -> None:
    p = _p(name, "boolean", description)
    w = wording(p, _coll("Hires", "Hires", [p]))
    assert w.yes is not None and w.yes.rel[0] == f"that are {adj}"
    assert w.no is not None and w.no.rel[0] == f"that are not {adj}"


# ---- 4. money spent on things -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "description", "noun"),
    [
        ("partsGbp", "Parts, £ ex VAT", "parts cost"),
        ("fuelUsd", "Fuel, $", "fuel cost"),
        ("dues", "Dues, £ inc VAT", "dues"),
        ("lossGbp", "Losses, £", "losses"),
        ("feeGbp", "Fee, £", "fee"),
        ("fuelL", "Fuel bunkered, L", "fuel volume"),  # litres of fuel, no money (round 10c)
    ],
)
def test_money_spent_on_things_is_their_cost(name: str, description: str, noun: str) -> None:
    p = _p(name, "number", description)
    coll = _coll("Jobs", "Jobs", [p])
    with schema_words(_env(coll)):
        assert wording(p, coll).noun == noun


# ---- 6. a unit's clipping ----------------------------------------------------------------------


def test_a_clipping_written_as_a_unit_is_never_a_word_of_the_schema() -> None:
    held = _p("nHeld", "int", "Held back, hd")
    cap = _p("capHd", "int", "Cap., hd")
    decl = _p("hdDecl", "int", "Hd on doc")
    cnt = _p("hdCnt", "int", "Hd cntd")
    coll = _coll("Chks", "Checks", [held, cap, decl, cnt])
    with schema_words(_env(coll)):
        said = {p.name: wording(p, coll) for p in (held, decl, cnt)}
    assert "held" not in said["hdDecl"].noun and "held" not in said["hdCnt"].noun
    assert said["hdCnt"].unclear  # "count" alone names nothing: left out, named in the note
    assert said["nHeld"].noun == "held back"


# ---- on the readings' environments ------------------------------------------------------------


def test_the_narrowboat_set_says_none_of_what_reading_v29_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 29, "narrowboat-hire")
    for said in ("NB fleet", "feats", "a hirer damage", "parts in pounds", "total hire total"):
        assert said not in text, said
    assert " boats" in text and "features" in text


def test_the_livestock_set_says_none_of_what_reading_v28_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 28, "livestock-mart")
    assert not re.search(r"\bheld (?:on|count)", text)


# ---- round 9b, from readings v30 (an ice rink) and v31 (a trade printer) of round 8d ----------


def test_a_class_described_only_as_a_register_is_never_registrations() -> None:
    key = _p("asset_id", "filterable_text", "Asset tag", is_identifier=True)
    coll = _coll("PPMReg", "Plant/eqpt reg. (PPM)", [key])
    assert record_nouns(coll) == ("asset", "assets")


def test_a_flag_of_a_thing_and_a_participle_has_nothing_had() -> None:
    p = _p("isHire", "boolean", "Hire incl.?")
    w = wording(p, _coll("Bkgs", "Bookings", [p]))
    assert w.yes is not None and w.yes.rel[0] == "whose hire is included"
    assert not any("an included" in v for v in (*w.yes.vp, *(w.no.vp if w.no else ())))


@pytest.mark.parametrize(("description", "noun"), [("Yr repl. (plan)", "replacement year")])
def test_a_year_of_an_act_is_that_act_s_year(description: str, noun: str) -> None:
    p = _p("yrRepl", "int", description)
    assert wording(p, _coll("Assets", "Assets", [p])).noun == noun
    built = _p("yrBuilt", "int", "Built")
    assert wording(built, _coll("Boats", "Boats", [built])).noun == "year built"


@pytest.mark.parametrize(
    ("name", "description"), [("payVia", "Pd via"), ("prsOK", "Runs on (prs)")]
)
def test_a_phrase_whose_object_is_wanted_is_left_out(name: str, description: str) -> None:
    p = _p(name, "filterable_text", description)
    assert wording(p, _coll("Jobs", "Jobs", [p])).unclear  # never "pay vias", "runs ons"


def test_a_share_of_an_act_cut_short_is_its_noun() -> None:
    p = _p("pctWaste", "number", "Spoil. %")
    assert wording(p, _coll("Jobs", "Jobs", [p])).noun == "spoilage"
    bins = _p("binsIn", "int", "Bins in")  # a plural and a particle is still a count
    assert not wording(bins, _coll("Loads", "Loads", [bins])).unclear


def test_a_buyer_s_name_is_said_of_the_buyer() -> None:
    from gymkit.generate.own._phrases import doer
    from gymkit.generate.own._words import people

    assert doer("purchase") == "purchaser" and doer("inspection") == "inspector"
    assert doer("vendor") == "vendor" and doer("contact") == "contact"
    assert people(["B. Armstrong, Hollinhead", "A. & H. Morgan, High Skellgarth", "D. Scaife"])


def test_the_ice_rink_set_says_none_of_what_reading_v30_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 30, "ice-rink")
    for said in ("registration", "an included hire", "year replacement", "pay via"):
        assert said not in text, said
    assert " assets" in text


def test_the_print_set_says_none_of_what_reading_v31_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 31, "trade-print")
    assert not re.search(r"\bspoil\b", text) and "runs on" not in text


def test_a_name_of_several_words_is_never_made_a_doer() -> None:
    from gymkit.generate.own._phrases import doer

    # reading v32 (round 9): "Holder @ insp." on people's names read "holder inspector"
    assert doer("holder inspection") == "holder inspection"


# ---- round 9c, from reading v32 (an allotment society) of round 9 -----------------------------


def test_a_class_named_by_an_activity_is_called_by_its_records() -> None:
    key = _p("job_ref", "filterable_text", "Job #", is_identifier=True)
    described = _coll("Maint", "Wtr/shed rprs", [key])
    assert record_nouns(described) == ("repair", "repairs")  # never "maintenances"
    bare = _coll("Maint", "", [key])
    assert record_nouns(bare)[1] == "maintenance jobs"


def test_a_class_name_s_clipping_its_own_properties_spell_is_that_word() -> None:
    props = [
        _p("wlk_id", "filterable_text", "Insp. ref", is_identifier=True),
        _p("dtWalk", "date", "Walk dt"),
        _p("walker", "filterable_text"),
    ]
    assert record_nouns(_coll("SiteWlk", "", props))[1] == "site walks"
    other = [_p("wlk_id", "filterable_text", "Ref", is_identifier=True)]
    assert "walks" not in record_nouns(_coll("SiteWlk", "", other))[1]  # nothing spells it


def test_an_is_flag_of_a_mass_noun_is_had_not_a_kind() -> None:
    p = _p("isFrost", "boolean", "Frost dmg?")
    w = wording(p, _coll("Jobs", "Jobs", [p]))
    assert w.yes is not None and w.yes.rel[0] == "with frost damage"


@pytest.mark.parametrize(
    ("description", "noun", "unit"),
    [("Size, rods", "size", "rods"), ("Plug tray, cells", "plug tray", "cells")],
)
def test_a_plural_after_a_number_s_comma_is_what_it_counts(
    description: str, noun: str, unit: str
) -> None:
    p = _p("sizeX", "number", description)
    w = wording(p, _coll("Plots", "Plots", [p]))
    assert (w.noun, w.unit) == (noun, unit)
    dumped = _p("nDumped", "int", "Dumped, trays")  # a participle first: the trays dumped
    assert wording(dumped, _coll("Loads", "Loads", [dumped])).unit == ""


def test_a_rare_word_cut_with_a_dot_is_left_out() -> None:
    p = _p("pctCult", "number", "Cult. %")
    w = wording(p, _coll("Walks", "Walks", [p]))
    assert w.unclear and "cultage" not in w.noun  # cultivated? cultivation? never "cultage"


def test_the_allotment_set_says_none_of_what_reading_v32_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 32, "allotment-society")
    for said in ("maintenances", "site record", "holder inspector", "frost damages", "cultage"):
        assert said not in text, said
    assert " repairs" in text and "site walks" in text


# ---- round 9d, from readings v33 (a dive centre) and v34 (a dial-a-ride service) of round 9c --


@pytest.mark.parametrize(
    ("name", "description", "ident", "said"),
    [
        ("DrvPool", "", ("drvID", "Ref"), "drivers"),  # a pool of drivers: drivers
        ("HPCyls", "Cyl reg. (hire/trng)", ("cyl_sn", "Cyl s/n"), "cylinders"),
        ("BtSched", "Boat dv sched. '25", ("trip_id", "Trip #"), "trips"),
    ],
)
def test_records_are_never_a_pool_a_register_or_a_participle(
    name: str, description: str, ident: tuple[str, str], said: str
) -> None:
    key = _p(ident[0], "filterable_text", ident[1], is_identifier=True)
    assert record_nouns(_coll(name, description, [key]))[1].endswith(said)


def test_a_collection_of_records_is_no_group() -> None:
    key = _p("coll_id", "filterable_text", "Coll #", is_identifier=True)
    assert record_nouns(_coll("TkrColls", "Tanker colls", [key]))[1] == "tanker collections"


@pytest.mark.parametrize(
    ("name", "description", "not_said"),
    [("odoMi", "Odo @ chk, mi", "check"), ("holder", "Holder @ insp.", "inspection")],
)
def test_what_follows_an_at_sign_only_says_when(name: str, description: str, not_said: str) -> None:
    p = _p(name, "int" if name == "odoMi" else "filterable_text", description)
    assert not_said not in wording(p, _coll("Chks", "Checks", [p])).noun


def test_a_flag_signed_off_by_an_acronym_says_by_whom() -> None:
    p = _p("is_signed", "boolean", "TM s/o?")
    w = wording(p, _coll("Chks", "Checks", [p]))
    assert w.yes is not None and w.yes.rel[0] == "that are signed off by TM"


def test_a_description_listing_codes_names_nothing() -> None:
    p = _p("slot", "filterable_text", "AM/PM/NT")
    assert wording(p, _coll("Trips", "Trips", [p])).noun == "slot"  # never "an AM of PM"


def test_money_on_an_act_is_its_cost() -> None:
    p = _p("purchGbp", "number", "Purch., £ ex VAT")
    assert wording(p, _coll("Cyls", "Cylinders", [p])).noun == "purchase cost"


def test_the_dive_set_says_none_of_what_reading_v33_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 33, "dive-centre")
    for said in ("boats scheduled", "boat scheduled", "registration", "AM PM", "an AM of"):
        assert said not in text, said
    assert " trips" in text and "cylinders" in text


def test_the_dial_a_ride_set_says_none_of_what_reading_v34_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 34, "dial-a-ride")
    for said in ("driver pool", "marked as TM", "a check of"):
        assert said not in text, said
    assert " drivers" in text


# ---- round 9e, from readings v35 (a tree surgeon) and v36 (a language centre) of round 9d -----


def test_a_class_name_s_clipping_of_a_schema_word_and_its_ending() -> None:
    props = [
        _p("enrol_no", "filterable_text", "Enr. #", is_identifier=True),
        _p("dtEnrol", "date", "Enr. dt"),
    ]
    assert record_nouns(_coll("Enrolmts", "Enr. recs incl. wdn/trf", props))[1] == "enrolments"


def test_a_clipping_ending_in_y_is_no_word_ending_otherwise() -> None:
    svy = _p("dtSvy", "date", "Svy dt")
    who = _p("surveyor", "filterable_text")
    coll = _coll(
        "TreeSvy", "", [_p("tag_no", "filterable_text", "Tag #", is_identifier=True), svy, who]
    )
    with schema_words(_env(coll)):
        assert wording(svy, coll).noun == "survey date"  # never "surveyor date"
        assert record_nouns(coll)[1] == "tree surveys"


@pytest.mark.parametrize(
    ("description", "noun"),
    [
        ("Cxl sess. dts", "cancelled session dates"),
        ("Cls (a/b/c)", "class"),
        ("Cand.", "candidate"),
    ],
)
def test_trade_clippings_of_the_table(description: str, noun: str) -> None:
    p = _p("x", "date_array" if "dts" in description else "filterable_text", description)
    assert wording(p, _coll("Recs", "Records", [p])).noun == noun


def test_an_act_cut_short_after_things_is_its_participle() -> None:
    p = _p("defects", "text_array", "Dfcts obs.")
    assert wording(p, _coll("Trees", "Trees", [p])).noun == "defects observed"


def test_classes_is_the_plural_of_class() -> None:
    from gymkit.generate.own._phrases import singular_word

    assert singular_word("classes") == "class" and singular_word("diagnoses") == "diagnosis"


def test_an_is_flag_with_a_place_is_had() -> None:
    p = _p("isTPO", "boolean", "TPO on site?")
    w = wording(p, _coll("Sites", "Sites", [p]))
    assert w.yes is not None and w.yes.rel[0] == "with a TPO on site"


def test_the_tree_surgery_set_says_none_of_what_reading_v35_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 35, "tree-surgery")
    for said in ("surveyor date", "tree surveyor", "observationed", "TPOs on site"):
        assert said not in text, said


def test_the_language_centre_set_says_none_of_what_reading_v36_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 36, "lang-centre")
    for said in ("Enrolmts", "course record", "whose session dates"):
        assert said not in text, said
    assert "enrolments" in text


# ---- round 9f, from readings v37 (a cemetery) and v38 (a food bank) of round 9e ---------------


def test_an_acronym_and_its_register_take_the_description_s_records() -> None:
    key = _p("ag_code", "filterable_text", "Agcy #", is_identifier=True)
    coll = _coll("PAReg", "Ptnr agcy reg. (ref/DP)", [key])
    assert record_nouns(coll)[1] == "partner agencies"  # never "pas"


def test_a_word_the_schema_writes_cut_short_is_that_clipping_everywhere() -> None:
    key = _p("sec_code", "filterable_text", "Sect. ref (site-sect)", is_identifier=True)
    coll = _coll("CemSecs", "Cem. sects (all sites) + GM", [key])
    with schema_words(_env(coll)):
        assert record_nouns(coll)[1] == "sections"  # never "sects"


def test_a_register_named_by_kinds_is_its_entries() -> None:
    key = _p("entry_no", "filterable_text", "Reg. entry # (B=burial/C=CR)", is_identifier=True)
    many = record_nouns(_coll("IntReg", "Burial/CR reg. 2023-24", [key]))[1]
    assert "registration" not in many and many.endswith("register entries")


def test_an_amount_per_period_cut_short_is_its_rate() -> None:
    p = _p("wklyAlloc", "int", "Vchr alloc./wk")
    assert wording(p, _coll("Agencies", "Agencies", [p])).noun == "weekly voucher allocation"
    dot = _p("dotWkYr", "filterable_text", "DOT wk/yr")  # a week and a year, no rate
    assert "yearly" not in wording(dot, _coll("Tyres", "Tyres", [dot])).noun


def test_the_cemetery_set_says_none_of_what_reading_v37_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 37, "cemetery-services")
    assert not re.search(r"\bsects?\b", text) and "registration log" not in text


def test_the_food_bank_set_says_none_of_what_reading_v38_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 38, "food-bank")
    assert not re.search(r"\bpas\b", text) and "PclIss" not in text
    assert "partner agencies" in text and " parcels" in text


# ---- round 9g, from readings v39 (a wind farm) and v40 (a piano workshop) of round 9f ---------


def test_a_register_s_parenthesis_naming_a_group_names_no_record() -> None:
    key = _p("wtg_id", "filterable_text", "WTG # (site-Tnn)", is_identifier=True)
    assert record_nouns(_coll("WTGReg", "WTG reg. (fleet)", [key]))[1] == "WTGs"  # not fleets


def test_a_word_and_an_acronym_s_plural_name_the_acronym_s_records() -> None:
    key = _p("wo_ref", "filterable_text", "WO #", is_identifier=True)
    many = record_nouns(_coll("AlmWOs", "Alm/WO log H1-25", [key]))[1]
    assert many.endswith("work orders")  # never "AlmWOs records"


def test_a_price_per_month_is_a_monthly_rate() -> None:
    p = _p("moRate", "number", "Hire, £/mo inc VAT (fleet)")
    assert wording(p, _coll("Pianos", "Pianos", [p])).noun == "monthly hire rate"


def test_the_wind_farm_set_says_none_of_what_reading_v39_found(tmp_path: Path) -> None:
    text = _reading_text(tmp_path, 39, "wind-om")
    assert not re.search(r"\bfleets?\b", text) and "AlmWOs" not in text
