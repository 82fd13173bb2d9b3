"""Wording round 5 of generated sets (issue 42): the schema's own evidence of what its words
mean, checked on schemas invented here and on the water utility of blind reading v5
(tests/data/build_terse_env_v5.py), generated as a user does:
1. a word the schema writes cut short with a dot ("Mat.", "Press.") is a clipping everywhere in
   that schema: "mats" and "pipe mat" are not said; it becomes its noun when an ending makes
   one ("Press." -> pressure), also when the shorthand after it is cut ("Press. pre/post, bar");
2. a rare word that begins one longer word the schema writes in full is that word ("CustCont"
   beside `contactRef`: customer contacts; `cont_cat`: contact category);
3. what a phrase cannot mean is not said: an identifier named like its records ("the meter whose
   meter is") is the records' number; a flag is never a count ("repeat count" for repeatCt); a
   one-word flag whose description cannot be read ("dig", "Exc. y/n") is left out; a phrase
   whose last word is unclear keeps it ("number of props aff" is not "number of props");
4. a description's slash between words is no label ("Access/flags": the name's words; "Make/
   model" for make_mdl: make and model, makes and models);
5. no opening names the environment by its id in words ("For the Water Utility review").
Round 5b, from blind reading v6 (a dairy co-op): records with an unclear head keep their plain
words (LabRes: lab records); a class description's container word goes before expansion
("Supplier farm reg.": supplier farms); a clipping before punctuation is one too, and a known
one takes its word wherever it stands ("Bulk tank cap., L"); a number and a letter in a name are
a span (scc3m); a one-word flag is said only as its description writes it ("Org.?"); a generic
word alone is no name ("Agit. time": time).
Round 5c, from blind reading v7 (a fish market): a class description's modifier cut short is a
guess, left out ("Reg. vessels": vessels, not registration vessels); the schema's words respell
a records' head only, and never into another property's name (AuctLots beside `auctioneer`:
lots); a prefix glued to two letters is no abbreviation (rect is not re-ct, "recount").
Round 5e, from blind reading v8 (a sawmill): records with no plain noun are named by their
identifier's word when the class name abbreviates it (Pks beside `PackNo`: packs), else by the
plain words of their description and "records" ("Supply cpts (...)": supply records), never by
the class name when anything plain is there; "Logs #" counts logs; "Forest/estate" for `Forest`
is the forest; a mix alone is no name.
Round 5f, from blind reading v9 (a plant nursery): a plural of a word in -ch, -sh, -x, -s is
-es (Btchs: batches, never "batchs", which is no inflection either); no acronym takes a time
unit into its name ("REI, h": an REI in hours); a count of an acronym's things is their number
("CCs"); "Dumped, trays" counts the trays dumped; dotted letters are one token ("A.i.").
Round 5g, from blind reading v10 (a sterile services department): a register or log last in a
class name is no records' noun (SetReg: sets); a noun ending joins only a stem of five letters
("Miss." is no "mission"); a lone particle is no name (`frm` "From", `dtIn`); a flag named is-X
for a noun is a kind of record ("that are loan kits", not "with a loan kit"); an unclear word of
a slash list is not dropped ("Miss./dmg" is not "damage")."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from gymkit.generate.own import generated_rows
from gymkit.generate.own._english import is_core
from gymkit.generate.own._phrases import (
    cut_short,
    dotted,
    parse_description,
    plural,
    record_nouns,
    shorthand,
    without_unclear,
    wording,
)
from gymkit.generate.own._vocab import spelled_out, vocabulary
from gymkit.generate.own._words import Openings
from gymkit.schema import Collection, Environment, Property
from gymkit.sources.imports import import_environment

DATA = Path(__file__).resolve().parents[1] / "data"
sys.path.insert(0, str(DATA))
import build_terse_env_v5  # noqa: E402


def _coll(name: str, description: str = "", props: list[Property] | None = None) -> Collection:
    return Collection(name=name, description=description, properties=props or [])


def _p(name: str, type_: str, description: str = "", **kw) -> Property:
    return Property(name=name, type=type_, description=description, **kw)  # type: ignore[arg-type]


# ---- 1. words cut short with a dot ----------------------------------------------------------


def test_a_label_s_last_dotted_word_is_a_clipping_not_a_period() -> None:
    assert dotted("Mat.") == {"mat": ""}  # no noun: not "mature"
    assert dotted("Press.") == {"press": "pressure"}
    assert dotted("Fleet vehicles.") == {}  # a whole word's period
    assert dotted("Time on site, minutes.") == {}  # a sentence's period
    assert dotted("Mat.", final=False) == {}


def test_most_descriptions_ending_with_a_period_make_it_a_period() -> None:
    assert cut_short(("Mat.", "Size, mm", "Raised")) == {"mat"}
    sentences = ("The fee paid at booking.", "Time on site, minutes.")
    assert cut_short(("Mat.", *sentences)) == frozenset()
    assert cut_short(("Mat.", "Job typ.")) == {"mat"}


def test_a_clipped_word_is_not_said_anywhere_in_its_schema() -> None:
    mat = _p("pipeMat", "filterable_text", "Mat.")
    mats = _p("mats", "text_array")
    coll = _coll("WOs", props=[mat, mats, _p("JobType", "filterable_text", "Job typ.")])
    assert wording(mat, coll).unclear and wording(mats, coll).unclear
    alone = _coll("WOs", props=[mats])  # no "Mat." in this schema: mats are mats
    assert not wording(mats, alone).unclear


def test_a_clipping_becomes_its_noun_before_the_shorthand_is_cut() -> None:
    parsed = parse_description("Press. pre/post, bar", "work order", True)
    assert (parsed.noun, parsed.unit) == ("pressure", "bar")
    w = wording(_p("pressBar", "number_array", "Press. pre/post, bar"), _coll("WOs"))
    assert w.noun == "pressure" and w.unit == "bar"


# ---- 2. the schema spells its clippings -----------------------------------------------------


def test_records_take_the_word_the_schema_spells_out() -> None:
    ref = _p("contactRef", "filterable_text", "Cont. ref", is_identifier=True)
    cat = _p("cont_cat", "filterable_text", "Cat.")
    coll = _coll("CustCont", props=[ref, cat])
    assert record_nouns(coll) == ("customer contact", "customer contacts")
    assert wording(cat, coll).noun == "contact category"
    assert record_nouns(_coll("CustCont"))[1] != "customer contacts"  # no evidence, no guess


def test_a_common_word_is_not_taken_for_a_longer_one() -> None:
    vocab = vocabulary(("Main dia., mm", "Maintenance log"), ("mainDia", "maintDt"))
    assert spelled_out("main", vocab) == ""  # main is common English: not "maintenance"
    assert spelled_out("acc", vocab) == ""  # three letters: too short to tell


_WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=4, max_size=12)


@settings(max_examples=200, deadline=None)
@given(words=st.lists(_WORD, min_size=1, max_size=8, unique=True), probe=_WORD)
def test_a_respelling_is_always_one_of_the_schema_s_own_words(words: list[str], probe: str) -> None:
    vocab = vocabulary((" ".join(w.capitalize() for w in words),))
    got = spelled_out(probe, vocab)
    if got:
        singular = got[:-1] if got not in vocab.described and got.endswith("s") else got
        assert singular in vocab.described or got in vocab.described
        assert got.startswith(probe.removesuffix("s")) and len(got) > len(probe)
        starts = [d for d in vocab.described if d.startswith(probe.removesuffix("s"))]
        assert len({d.removesuffix("s") for d in starts}) == 1  # never a pick among several


# ---- 3. what a phrase cannot mean -----------------------------------------------------------


def test_an_identifier_named_like_its_records_is_their_number() -> None:
    sn = _p("mtr_sn", "filterable_text", "Mtr s/n", is_identifier=True)
    coll = _coll("Mtrs", "Cust. mtr reg.", props=[sn])
    assert record_nouns(coll)[0] == "meter"
    assert wording(sn, coll).noun == "meter number"


def test_a_flag_is_never_a_count_or_an_unread_word() -> None:
    coll = _coll("CustCont", props=[])
    assert wording(_p("repeatCt", "boolean"), coll).unclear  # not "with a repeat count"
    assert wording(_p("dig", "boolean", "Exc. y/n"), _coll("WOs")).unclear
    warranty = wording(_p("is_warranty", "boolean", "Warranty?"), _coll("WorkOrders"))
    assert not warranty.unclear and warranty.yes is not None  # the description says the word
    psr = wording(_p("is_psr", "boolean", "PSR?"), _coll("Mtrs"))
    assert not psr.unclear


def test_a_phrase_keeps_an_unclear_last_word() -> None:
    assert without_unclear("number of props aff", ["aff"]) == ""
    assert without_unclear("adv events", ["adv"]) == "events"
    props = wording(_p("nPropsAff", "int", "Props aff. #"), _coll("WOs"))
    assert props.unclear and props.noun != "number of props"


# ---- 4. slashes -----------------------------------------------------------------------------


def test_a_slash_between_words_is_no_label() -> None:
    flags = wording(_p("accessFlags", "text_array", "Access/flags"), _coll("Mtrs"))
    assert flags.noun == "access flags"  # a plural after the slash: one compound noun
    make = wording(_p("make_mdl", "filterable_text", "Make/model"), _coll("Vehicles"))
    assert make.noun == "make and model" and plural(make.noun) == "makes and models"


# ---- 5. openings ----------------------------------------------------------------------------


def test_no_opening_names_the_environment_by_its_id() -> None:
    def pool(name: str) -> list[str]:
        env = Environment(id="water-utility", name=name, collections=[])
        return Openings(env, np.random.default_rng(0)).pool

    assert not [o for o in pool("water-utility") if "Water Utility" in o]
    assert "For the Harrowby Water review, " in pool("Harrowby Water")


# ---- round 5b: reading v6 ------------------------------------------------------------------


def test_records_with_an_unclear_head_keep_their_plain_words() -> None:
    assert record_nouns(_coll("LabRes")) == ("lab record", "lab records")
    assert record_nouns(_coll("GlzTst"))[1] == "GlzTst records"  # nothing plain: as written


def test_a_class_description_s_container_is_not_the_records() -> None:
    assert record_nouns(_coll("SupFrms", "Supplier farm reg.")) == (
        "supplier farm",
        "supplier farms",
    )


def test_a_known_clipping_takes_its_word_wherever_it_stands() -> None:
    assert dotted("Bulk tank cap., L") == {"cap": "capacity"}
    w = wording(_p("tankCapL", "int", "Bulk tank cap., L"), _coll("SupFrms"))
    assert w.noun == "bulk tank capacity" and w.unit == "L"


def test_a_number_and_a_letter_in_a_name_are_a_span_not_a_unit() -> None:
    w = wording(_p("scc3m", "int_array", "SCC Dec/Jan/Feb, k/ml"), _coll("SupFrms"))
    assert w.noun == "SCC" and w.unit not in ("m", "meters")


def test_a_one_word_flag_is_said_only_as_its_description_writes_it() -> None:
    assert wording(_p("is_org", "boolean", "Org.?"), _coll("SupFrms")).unclear
    assert not wording(_p("is_warranty", "boolean", "Warranty?"), _coll("WorkOrders")).unclear
    assert not wording(_p("active", "boolean"), _coll("Farms")).unclear  # an adjective


def test_a_generic_word_alone_is_no_property_s_name() -> None:
    agit = _p("agitMin", "int", "Agit. time, min")
    assert wording(agit, _coll("TkrColls", props=[agit])).unclear  # not "a time of 8 minutes"


# ---- round 5c: reading v7 ------------------------------------------------------------------


def test_a_class_description_s_clipped_modifier_is_left_out() -> None:
    assert record_nouns(_coll("Vsls", "Reg. vessels (home + visiting)"))[1] == "vessels"
    assert record_nouns(_coll("SupFrms", "Supplier farm reg."))[1] == "supplier farms"


def test_records_are_not_respelled_into_a_property_s_name() -> None:
    auct = _p("auctioneer", "filterable_text", "Auct.")
    assert record_nouns(_coll("AuctLots", props=[auct])) == ("lot", "lots")


def test_a_prefix_before_two_letters_is_no_abbreviation() -> None:
    w = wording(_p("icesRect", "filterable_text", "ICES rect."), _coll("Lndgs"))
    assert "recount" not in w.noun and w.unclear  # rect: rectangle? a guess, left out
    reinsp = wording(_p("reinsp_req", "boolean"), _coll("Inspections"))
    assert reinsp.noun == "reinspection request"  # re + insp still is


def test_a_plural_amount_array_is_no_reading() -> None:
    w = wording(_p("t_landed", "int_array", "Landings 22/23/24, t"), _coll("Vsls"))
    assert (w.item, w.items) == ("landing", "landings")  # "a landing of 35 t", no "reading"
    pad = wording(_p("brkPadMm", "number_array", "Brake pad, mm"), _coll("Inspections"))
    assert pad.item == "brake pad reading"


def test_an_among_their_phrase_is_said_last_in_a_with_chain() -> None:
    from gymkit.generate.own._words import Cond, chain

    a = Cond("with 2.31 among their top bids", have="2.31 among their top bids")
    b = Cond("with auctioneer H. Gunn", have="auctioneer H. Gunn")
    said = {chain([a, b], np.random.default_rng(seed))[1] for seed in range(20)}
    assert "with auctioneer H. Gunn and 2.31 among their top bids" in said
    assert not [x for x in said if "among their top bids and" in x]


# ---- round 5e: reading v8 ------------------------------------------------------------------


def test_records_take_their_identifier_s_word_when_the_class_name_abbreviates_it() -> None:
    pack = _p("PackNo", "filterable_text", "Pack #", is_identifier=True)
    assert record_nouns(_coll("Pks", props=[pack])) == ("pack", "packs")
    other = _p("lotNo", "filterable_text", "Lot #", is_identifier=True)
    # pks abbreviates no lots: not "packs"; since round 8b (reading v26, where "ConsTrt records"
    # cost 20 rows) a class name that says nothing plain is called by what its identifier
    # numbers, never by the class name itself
    assert record_nouns(_coll("Pks", props=[other])) == ("lot", "lots")


def test_records_take_their_description_s_plain_words_before_the_class_name() -> None:
    cpt = _p("cpt_id", "filterable_text", "Cpt ref", is_identifier=True)
    coll = _coll("Cpts", "Supply cpts (state + priv.)", props=[cpt])
    assert record_nouns(coll) == ("supply record", "supply records")


def test_a_plural_with_a_number_sign_counts_them() -> None:
    assert shorthand("Logs #") == "number of Logs"  # its case as written; the noun lowercases it
    assert shorthand("Unit #") == "Unit number" and shorthand("Bus #") == "Bus number"


def test_a_slash_label_takes_the_name_when_it_picks_one_of_the_words() -> None:
    w = wording(_p("Forest", "filterable_text", "Forest/estate"), _coll("Cpts"))
    assert w.noun == "forest"  # not "forest and estate"


# ---- round 5f: reading v9 ------------------------------------------------------------------


def test_a_plural_in_es_is_spelled_so() -> None:
    assert record_nouns(_coll("Btchs", "Crop btchs (prop/grow-on)"))[1] == "batches"
    assert not is_core("batchs") and is_core("batches") and is_core("boxes")


def test_an_acronym_keeps_its_time_unit_apart() -> None:
    w = wording(_p("rei_h", "int", "REI, h"), _coll("SprRecs"))
    assert (w.noun, w.unit) == ("REI", "hours")
    labor = wording(_p("laborHrs", "number", "Labor, h"), _coll("WorkOrders"))
    assert labor.noun == "labor hours"  # a plain noun still does


def test_counts_of_acronyms_and_participles_name_what_is_counted() -> None:
    assert wording(_p("nCC", "int", "CCs"), _coll("DspLns")).noun == "number of CCs"
    assert wording(_p("dumpd", "int", "Dumped, trays"), _coll("Btchs")).noun == (
        "number of trays dumped"
    )


def test_dotted_letters_are_one_token() -> None:
    assert parse_description("A.i.", "crop application").noun != "a i"


# ---- round 5g: reading v10 -----------------------------------------------------------------


def test_a_register_in_a_class_name_is_not_the_records() -> None:
    bc = _p("set_bc", "filterable_text", "Set b/c", is_identifier=True)
    coll = _coll("SetReg", "Inst. set/tray reg.", props=[bc])
    assert record_nouns(coll) == ("set", "sets")
    assert wording(bc, coll).noun == "set number"  # named like its records: their number


def test_noun_endings_need_a_stem_of_five_letters() -> None:
    assert dotted("Miss. inst #") == {"miss": ""}  # not "mission"
    assert dotted("Press.") == {"press": "pressure"}


def test_a_lone_particle_is_no_name() -> None:
    assert wording(_p("frm", "filterable_text", "From"), _coll("TrkEvts")).unclear
    assert wording(_p("dtIn", "date", "Dt in"), _coll("WbTkts")).unclear


def test_an_is_flag_of_a_noun_is_a_kind_of_record() -> None:
    w = wording(_p("isLoan", "boolean", "Loan kit?"), _coll("SetReg"))
    assert w.yes is not None and w.no is not None
    assert w.yes.rel == ("that are loan kits",) and w.no.rel == ("that are not loan kits",)


def test_an_unclear_word_of_a_slash_list_is_not_dropped() -> None:
    w = wording(_p("missDmg", "text_array", "Miss./dmg"), _coll("TrkEvts"))
    assert w.unclear and w.noun != "damage"


# ---- the water utility of reading v5, generated as a user does ------------------------------


def test_the_water_utility_set_says_none_of_what_reading_v5_found(tmp_path: Path) -> None:
    folder = build_terse_env_v5.build(tmp_path / "src")
    snap = tmp_path / "snap"
    import_environment(
        folder.name, folder / "schema.json", folder / "objects", snap, echo=lambda _: None
    )
    rows = generated_rows(snap, "water-utility", count=50, seed=0, progress=False)
    commands = [r["command"] for r in rows.ask]
    assert len(commands) == 50
    text = " ".join(commands).lower()
    for said in (" conts", " mats", "pipe mat", " press ", "marked as dig", "repeat count"):
        assert said not in text, said
    assert "water utility review" not in text
    assert not re.search(r"(whose|with|has an?) meter (is |of )?\d", text)  # the number is said
    assert "customer contacts" in text  # the records still named, now in full


def test_dry_run_names_the_records_called_by_their_class_name(tmp_path: Path) -> None:
    """Reading v11: 'WsOrdLns records' was 10 robotic commands' only defect. When the writer
    finds no plain noun for a code-like class with no description (here: the class renamed
    WsOrdQz, a code no word of the schema or the table spells), the dry run
    says so, and how to fix it (a description naming the records), in a note a user reads
    before anything is written."""
    import build_terse_env_v11

    from tests.cli_helpers import gymkit_cli

    folder = build_terse_env_v11.build(tmp_path / "src")
    schema = json.loads((folder / "schema.json").read_text())
    for cls in schema["classes"]:
        if cls["class"] == "WsOrdLns":  # a class named in a code no word of the schema spells
            cls["class"] = "WsOrdQz"
            (folder / "objects" / "WsOrdLns.parquet").rename(folder / "objects" / "WsOrdQz.parquet")
    (folder / "schema.json").write_text(json.dumps(schema, indent=2))
    snap = tmp_path / "snap"
    import_environment(
        folder.name, folder / "schema.json", folder / "objects", snap, echo=lambda _: None
    )
    ws = tmp_path / "ws"
    rc, _, err = gymkit_cli("data", "--source", snap, "--out", ws, timeout=300)
    assert rc == 0, err
    args = ("env", "queries", folder.name, "--workspace", ws, "--count", "10", "--dry-run")
    rc, out, err = gymkit_cli(*args, timeout=300)
    assert rc == 0, err
    said = out + err
    assert "WsOrdQz ('WsOrdQz records'): its records have no plain-English noun" in said
    assert "give it a `display` in schema.json that names the records" in said
    assert "GrnLots" not in said.split("plain-English noun")[0].splitlines()[-1]  # named well
