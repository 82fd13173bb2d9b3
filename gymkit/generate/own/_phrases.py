"""How a generated command names records and properties: plain English from the schema.

Why (issue 42): commands written from raw property names ("duration min", "fee total usd",
"bonded insured true") read as robotic. A property is named, in order of precedence,
- by the user's `display` phrase (schema.json), with its `synonyms` as other names;
- by its description when that is usable: a terse label ("Odometer, km" -> "odometer", unit
  km; "Insp. passed" -> "inspection passed") or a sentence's noun phrase ("The monthly fee in
  euros." -> "monthly fee", unit euros; "Whether the bike has an electric motor." -> a clause);
- else by its name split into words (snake_case, camelCase, digits) with common engineering
  abbreviations expanded (`ABBREVIATIONS`: svc_dt -> "service date", yrsExp -> "years of
  experience"), a trailing unit taken apart (dur_min -> "duration", minutes) and a trailing
  "total" put first (fee_total_usd -> "total fee", USD).
A description is not used when it is missing, says no more than the name (`Fuel` for
fuel_typ, which gives "fuel type"), is a clause rather than a label ("The coach who taught the
lesson."), or is too long; `wording_note` says how many properties were worded from their names
and why. Booleans are worded as predicates, true and false ("that are bonded and insured" /
"that are not bonded and insured", "that passed inspection" / "that did not pass inspection",
"with a locker rental" / "without a locker rental", a description's "Whether ..." clause and
its negation), never as "bonded insured true". Everything here reads only the schema.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from functools import cache

from gymkit.generate.own._abbrev import (
    ABBREVIATIONS,
    ACRONYMS,
    ENV_ACRONYMS,
    abbreviates,
    env_acronyms,
    expand,
    name_tokens,
    strip_type_prefix,
    unglue,
)
from gymkit.generate.own._english import (
    CLIPPED,
    clipped_pair,
    core_ranks,
    core_words,
    english_words,
    is_core,
    is_full_word,
    is_word,
    vowelless,
)
from gymkit.generate.own._vocab import RARE_RANK, Vocabulary, spelled_out, vocabulary
from gymkit.schema import Collection, Environment, Property

# ---- words ---------------------------------------------------------------------------------

# Units a name or description may end with: token -> the unit as a command writes it.
UNITS: dict[str, str] = {
    "km": "km",
    "m": "m",
    "cm": "cm",
    "mm": "mm",
    "kg": "kg",
    "g": "g",
    "lb": "lb",
    "lbs": "lb",
    "mi": "miles",
    "miles": "miles",
    "min": "minutes",
    "mins": "minutes",
    "minutes": "minutes",
    "hr": "hours",
    "hrs": "hours",
    "hours": "hours",
    "sec": "seconds",
    "secs": "seconds",
    "seconds": "seconds",
    "days": "days",
    "yrs": "years",
    "years": "years",
    "months": "months",
    "weeks": "weeks",
    "t": "t",
    "tons": "tons",
    "h": "hours",
    "d": "days",  # "Dur, d"
    "usd": "USD",
    "eur": "EUR",
    "euros": "EUR",
    "gbp": "GBP",
    "pct": "%",
    "percent": "%",
    "%": "%",
    "ml": "mL",
    "ntu": "NTU",
    "cfu": "CFU",
    "kwh": "kWh",
    "psi": "PSI",
    "bar": "bar",
    "mbar": "mbar",
    "kpa": "kPa",
    "mpa": "MPa",
    "m3": "cubic meters",
    "m2": "square meters",
    "kw": "kW",
    "kv": "kV",
    "mw": "MW",
    "rpm": "RPM",
    "hz": "Hz",
    "db": "dB",
    "masl": "m",
    "mph": "MPH",
    "hh": "hh",  # a horse's height in hands ("Ht, hh"), never a household
    "c": "°C",
    "f": "°F",
    "ha": "hectares",
    "hectares": "hectares",
    "tonnes": "tonnes",
    "inches": "inches",
    "in": "inches",
    "sqm": "square meters",
    "centimetres": "cm",
    "centimeters": "cm",
    "metres": "m",
    "meters": "m",
    "kilometres": "km",
    "kilometers": "km",
    "kilograms": "kg",
    "grams": "g",
    "dollars": "USD",
    "litres": "L",
    "liters": "L",
    "millilitres": "mL",
    "milliliters": "mL",
    "sqft": "square feet",
    "l": "L",
    "kt": "kt",
    "kts": "kt",
    "knots": "knots",
    "bpm": "bpm",
}
SPELLED = {"t": "tonnes", "m": "meters", "g": "grams", "L": "liters", "h": "hours"}  # "in tonnes"
SPELLED |= {"GBP": "pounds", "USD": "dollars", "EUR": "euros"}  # "cost in pounds", not "in GBP"
# A physical unit's plural in words, for a unit after a thing ("Lane m used": meters of lane used).
AMOUNTS = {"m": "meters", "km": "kilometers", "cm": "centimeters", "mm": "millimeters"}
AMOUNTS |= {"kg": "kilograms", "g": "grams", "t": "tonnes", "L": "liters", "lb": "pounds"}
AMOUNTS |= {"ft": "feet", "miles": "miles", "tons": "tons", "tonnes": "tonnes", "mL": "milliliters"}
# Nouns of a quantity: a unit after one is its unit ("Mass g": the mass in grams), while a unit
# after a thing measures the thing ("Lane m used": meters of lane used, not a lane's length).
QUANTITIES = {"mass", "weight", "length", "width", "height", "depth", "distance", "volume"}
QUANTITIES |= {"size", "thickness", "diameter", "radius", "area", "capacity", "load", "draft"}
QUANTITIES |= {"altitude", "elevation", "reading", "level", "amount", "quantity", "total", "dose"}
TIME_UNITS = ("minutes", "hours", "seconds", "days", "weeks", "months", "years")
# A period alone names no property ("Days", "Rest. wk"): days of what?
_ALONE_PERIODS = TIME_UNITS + ("day", "hour", "minute", "week", "month", "year")
# What a unit measures: the noun a label's unit stands for when the label names no quantity
# ("Max kg": the maximum weight; "Km run": the distance run; "Tgt psi": the target pressure).
MEASURES = {u: "distance" for u in ("km", "miles")} | {"MPH": "speed", "kt": "speed"}
MEASURES |= {u: "length" for u in ("m", "cm", "mm", "ft", "inches")}
MEASURES |= {u: "weight" for u in ("kg", "g", "t", "tonnes", "tons", "lb")}
MEASURES |= {u: "volume" for u in ("L", "mL", "cubic meters")}
MEASURES |= {u: "pressure" for u in ("PSI", "bar", "mbar", "kPa", "MPa")}
MEASURES |= {"°C": "temperature", "°F": "temperature", "kWh": "energy", "kW": "power"}
MEASURES |= {"MW": "power", "kV": "voltage", "RPM": "speed", "Hz": "frequency"}
MEASURES |= {"hectares": "area", "square meters": "area", "square feet": "area"}
# A label's word before a unit that qualifies the quantity rather than naming a thing measured
# ("Max kg", "Target km", "Set °C"): the word and the quantity the unit measures.
LIMITS = {"maximum", "minimum", "target", "set", "peak", "average", "mean", "nominal", "rated"}
LIMITS |= {"limit", "design", "planned", "expected", "estimated", "actual", "net", "gross"}
LIMITS |= {"total", "tare", "safe", "working", "initial", "final", "start", "end", "required"}
MONEY = {"USD": "${v}", "EUR": "€{v}", "GBP": "£{v}"}
_BOOL_TAILS = ("flag", "ind", "indicator", "yn", "bool", "boolean")
_PASS = {"pass": "pass", "passed": "pass", "fail": "fail", "failed": "fail"}
# Past participles and their base form, for a clause's negation ("returned" -> "did not return").
_BASE = {
    "paid": "pay",
    "made": "make",
    "done": "do",
    "sent": "send",
    "built": "build",
    "held": "hold",
    "kept": "keep",
    "left": "leave",
    "met": "meet",
    "sold": "sell",
    "told": "tell",
    "took": "take",
    "gave": "give",
    "came": "come",
    "went": "go",
    "ran": "run",
    "saw": "see",
    "got": "get",
    "used": "use",
    "closed": "close",
    "approved": "approve",
    "completed": "complete",
    "received": "receive",
    "issued": "issue",
    "scheduled": "schedule",
    "archived": "archive",
    "expired": "expire",
    "resolved": "resolve",
    "renewed": "renew",
    "licensed": "license",
    "insured": "insure",
    "verified": "verify",
    "certified": "certify",
    "shipped": "ship",
    "submitted": "submit",
    "stopped": "stop",
    "planned": "plan",
}
_AUX = (
    "is", "are", "was", "were", "has been", "have been", "had been", "can", "could", "will",
    "would", "should", "must", "may", "does", "did", "do", "had",
)  # fmt: skip
_ADJ_ENDS = ("ed", "ive", "al", "ic", "ous", "able", "ible", "ful", "less", "ent", "ant", "ary")
_ADJECTIVES = {"active", "open", "free", "new", "due", "late", "urgent", "valid", "public"}
_ADJECTIVES |= {"private", "online", "remote", "available", "current", "paid", "vacant", "live"}
_ADJECTIVES |= {"closed", "primary", "required", "optional", "visible", "enabled", "ready"}
_ADJECTIVES |= {"overdue", "pending", "missing", "lost", "empty", "full", "idle", "busy"}
_ADJECTIVES |= {"urgent", "critical", "eligible", "hidden", "foreign", "domestic", "fragile"}
_ADJECTIVES |= {"perishable", "outstanding", "delinquent", "obsolete", "temporary", "vacant"}
_ADJECTIVES |= {"refundable", "taxable", "billable", "oversized", "overweight", "faulty"}
_ADJECTIVES |= {"done", "ok", "complete", "late", "valid", "void", "current", "due"}
# Verbs a boolean's name may start with in the third person ("needsTraining": that need training).
VERBS = {"need", "require", "allow", "accept", "include", "use", "contain", "support", "offer"}
VERBS |= {"provide", "want", "own", "rent", "lease", "permit", "request", "serve", "ship"}
VERBS |= {"cover", "hold", "qualify", "match", "meet", "exceed", "carry", "receive", "take"}
_PREPOSITIONS = ("in", "on", "under", "out", "at", "over", "off", "within", "without")
_PARTICLES = {"in", "out", "up", "off", "on", "down", "back", "away", "over", "through"}
# Words that make a compound participle with the participle after them (dry-hopped,
# hand-picked, double-checked, air-dried): the pair is one adjective, not a noun and its state.
_MODIFIERS = {"dry", "wet", "hand", "double", "pre", "well", "half", "part", "over", "under"}
_MODIFIERS |= {"self", "cold", "hot", "air", "sun", "oven", "home", "machine", "fast", "deep"}
_CLAUSE_WORDS = {"is", "are", "was", "were", "who", "which", "that", "when", "where", "if"}
_CLAUSE_WORDS |= {"has", "have", "had", "does", "did", "will", "can", "should", "must"}
_LEAD = re.compile(r"^(the|a|an)\s+", re.IGNORECASE)
HEAD_WORDS = 8  # a sentence description's noun phrase is used when it has at most this many words
TERSE_WORDS = 6  # a terse description is used when it has at most this many words


def content(words: str) -> set[str]:
    """The content words of a phrase, singular and lowercase (for "says no more than")."""
    stop = {"the", "a", "an", "of", "in", "and", "or", "for", "on", "at", "to", "by", "per"}
    return {
        singular_word(w.lower()) for w in re.findall(r"[\w%°]+", words) if w.lower() not in stop
    }


# English plurals not made with -s ("among their teeth", never "teeths").
IRREGULAR = {"tooth": "teeth", "foot": "feet", "goose": "geese", "mouse": "mice", "man": "men"}
IRREGULAR |= {"woman": "women", "child": "children", "person": "people", "louse": "lice"}
_SINGULARS = {many: one for one, many in IRREGULAR.items()}
# Nouns whose plural is the word itself ("how many different aircraft").
UNCHANGED = frozenset({"aircraft", "spacecraft", "hovercraft", "sheep", "deer", "series"})
UNCHANGED |= frozenset({"species", "offspring", "livestock", "equipment", "personnel"})


def singular_word(w: str) -> str:
    if w.lower() in _SINGULARS:
        return w[:1] + _SINGULARS[w.lower()][1:]  # teeth -> tooth
    if len(w) > 2 and w.endswith("s") and w[:-1].isupper():
        return w[:-1]  # IDs, DTCs
    sses = w.lower().endswith("sses")  # classes -> class, never the rare "classis"
    if (
        not sses
        and w.lower().endswith("ses")
        and len(w) > 6
        and w[:-2].lower() + "is" in english_words()
    ):
        return w[:-2] + "is"  # diagnoses -> diagnosis (not "diagnose")
    for end, repl in (("ies", "y"), ("sses", "ss"), ("ches", "ch"), ("shes", "sh"), ("xes", "x")):
        if w.endswith(end) and len(w) > len(end) + 1:
            return w[: -len(end)] + repl
    if w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3:
        return w[:-1]
    return w


def singular(phrase: str) -> str:
    """The singular of a plural noun phrase's head: repair jobs -> repair job, packets
    borrowed -> packet borrowed; times on site -> time on site, as `plural` made them."""
    m = _HEAD_END.search(phrase)
    if m and m.start() > 0:  # "aaabs from aaab": the head comes first
        return f"{singular(phrase[: m.start()])}{phrase[m.start() :]}"
    head, _, last = phrase.rpartition(" ")
    if head and (_participle(last) or last in _PARTICLES) and not _participle(head.split()[-1]):
        return f"{singular(head)} {last}"  # cages collected, cages out: cage out
    return f"{head} {singular_word(last)}".strip()


def singular_head(phrase: str) -> str:
    """The phrase with its head word singular: wheel sizes -> wheel size, days to maturity ->
    day to maturity."""
    m = _HEAD_END.search(phrase)
    if m:
        return singular(phrase[: m.start()]) + phrase[m.start() :]
    words = phrase.split()
    if len(words) > 1 and _participle(words[-1]):  # exposure lengths used
        return f"{singular(' '.join(words[:-1]))} {words[-1]}"
    return singular(phrase)


def _plural_word(last: str) -> str:
    if last.lower() in _SINGULARS or last.lower() in UNCHANGED:
        return last  # teeth: a plural already
    if last.lower() in IRREGULAR:
        return last[:1] + IRREGULAR[last.lower()][1:]  # tooth -> teeth
    if last in ACRONYMS.values() and last.isupper():
        return last + "s"
    if last.lower().endswith("sis") and len(last) > 4:
        return last[:-2] + "es"  # diagnosis -> diagnoses, analysis -> analyses
    if last.endswith(("s", "x", "z", "ch", "sh")):
        return last if last.endswith("s") and not last.endswith(("ss", "us")) else last + "es"
    if last.endswith("y") and last[-2:-1] not in ("a", "e", "i", "o", "u"):
        return last[:-1] + "ies"
    return last + "s"


_HEAD_END = re.compile(
    r" (?:of|to|on|in|at|per|for|from|with|since) |"
    r" (?:last|this|next|each|per) (?:year|month|week|day|season)$"
)


_PARTICIPLES = {"spoken", "written", "known", "taken", "given", "done", "built", "paid", "made"}
_PARTICIPLES |= {"held", "kept", "sold", "sent", "seen", "worn", "chosen", "driven", "grown"}
_PARTICIPLES |= {"found", "caught", "bought", "brought", "lost", "born", "won", "met", "shot"}
_PARTICIPLES |= {"fed", "bred", "led", "fled"}
_PARTICIPLES |= {"stood", "gone", "begun", "broken", "fallen", "frozen", "hidden", "stolen"}
_PARTICIPLES |= {"thrown", "torn", "sworn", "withdrawn", "understood", "spent", "lent", "taught"}
_PARTICIPLES |= {"sought", "bound", "struck", "hung", "laid", "stuck", "swept", "dug", "told"}
# Participles of moving, the same as their verb's base form or not in -ed ("Km run", "Mi flown").
_MOVED = {"run", "flown", "ridden", "driven", "sailed", "swum", "walked", "covered", "gone"}


def _participle(word: str) -> bool:
    return (
        word.endswith("ed") and not word.endswith("eed") and len(word) > 3 or word in _PARTICIPLES
    )


def plural(phrase: str) -> str:
    """The plural of a noun phrase: service type -> service types; make/model -> makes/models;
    time on site -> times on site; language spoken -> languages spoken; years of experience and
    a plural stay."""
    m = _HEAD_END.search(phrase)
    if m:  # "years of experience", "time on site": the head comes first
        return f"{plural(phrase[: m.start()])}{phrase[m.start() :]}"
    words = phrase.split()
    if len(words) == 3 and words[1] == "and":  # make and model -> makes and models
        return f"{_plural_word(words[0])} and {_plural_word(words[2])}"
    if len(words) > 1 and _participle(words[-1]) and not _participle(words[-2]):
        return f"{plural(' '.join(words[:-1]))} {words[-1]}"  # "years licensed"
    head, _, last = phrase.rpartition(" ")
    if "/" in last:
        last = "/".join(_plural_word(x) for x in last.split("/"))
    elif last:
        last = _plural_word(last)
    return f"{head} {last}".strip()


def is_plural(phrase: str) -> bool:
    """Whether a noun phrase is plural (its head word: "years of experience", "shift days",
    "years licensed")."""
    words = _HEAD_END.split(phrase)[0].split()
    while len(words) > 1 and (_participle(words[-1]) or words[-1] in ("in", "out")):
        words = words[:-1]  # a participle or particle after the head: years licensed, bins in
    w = words[-1] if words else ""
    if w.lower() in _SINGULARS:
        return True  # teeth, people
    return w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3 or w == "IDs"


def article(phrase: str) -> str:
    """The phrase with its indefinite article: "an odometer", "a unit", "an NTU reading"."""
    first = phrase.split(" ")[0] if phrase else ""
    if first.isupper() and len(first) > 1 and (len(first) < 4 or not set(first) & set("AEIOU")):
        vowel = first[0] in "AEFHILMNORSX"  # spelled out: an NTU, an SKU, a QA score
    else:
        low = first.lower()
        vowel = low[:1] in "aeiou" and not low.startswith(("uni", "use", "usu", "eu", "one"))
        vowel = vowel or low.startswith(("hour", "honest"))
    return f"{'an' if vowel else 'a'} {phrase}"


# ---- descriptions --------------------------------------------------------------------------


@dataclass(frozen=True)
class Parsed:
    """What a description gives: a noun phrase and a unit, a Whether-clause, or nothing (why)."""

    noun: str = ""
    unit: str = ""
    clause: str = ""
    why: str = ""  # "missing", "a clause", "too long": why it gives no noun phrase


# A unit's denominator in words ("kg/d": kg per day).
_PER = {"hr": "hour", "h": "hour", "day": "day", "d": "day", "yr": "year", "mo": "month"}
_PER |= {"mth": "month", "wk": "week", "min": "minute"}


# A period's clipping after a description's comma: the unit of a span ("Min. term, mo").
_SPANS = {"mo": "months", "mos": "months", "mth": "months", "mths": "months", "wk": "weeks"}
_SPANS |= {"wks": "weeks", "dys": "days"}  # "Last refit, yr": a year, never a span of years


def _unit_of(text: str) -> str:
    """A unit as a description states it ("km", "minutes", "USD/hr", "%", "CFU/100mL"), or ""."""
    t = text.strip().strip(".").strip()
    if not t or len(t) > 16:
        return ""
    if t in ("c", "f"):
        return ""  # a lowercase c is cents ("Found A0/A4/C8, c"), never °C, which is written C
    if t.lower() in _SPANS:
        return _SPANS[t.lower()]  # "Min. term, mo": in months
    if t.lower() in UNITS:
        return UNITS[t.lower()]
    if t in ("$", "€", "£"):
        return {"$": "USD", "€": "EUR", "£": "GBP"}[t]
    sign = re.match(r"([$€£])\s+[A-Za-z]", t)  # "£ inc VAT": pounds, with a note
    if sign:
        return {"$": "USD", "€": "EUR", "£": "GBP"}[sign.group(1)]
    if re.fullmatch(r"[A-Za-z%°]{1,5}(?:/[A-Za-z0-9]{1,8})?", t) and (
        "/" in t or t.isupper() and len(t) <= 2 or t in ("%", "°C", "°F")
    ):  # "(FDI)", a notation, is no unit; units the table knows (PSI, NTU) are taken above
        unit = t
        if "/" in unit and not _per_unit(unit):
            return ""  # "L/W", "pre/evt": a list, not a unit
        if "/" in unit:
            num, _, den = unit.partition("/")
            num = UNITS.get(num.lower(), num)
            den = _PER.get(den.lower(), den)
            unit = f"{num} per {den}" if den.isalpha() else f"{num}/{den}"
        return unit
    words = t.lower().split()
    if len(words) <= 2 and words[-1] in UNITS and words[0] in ("in", "degrees"):
        return UNITS[words[-1]]
    return ""


_DENOMINATORS = {"hr", "h", "day", "d", "yr", "mo", "min", "s", "sec", "wk", "week", "month"}
_DENOMINATORS |= {"year", "hour", "l", "ml", "dl", "kg", "g", "m", "m2", "m3", "km", "cm", "ha"}


def _per_unit(text: str) -> bool:
    """Whether "A/B" is a unit per a unit ("USD/hr", "F/hr", "g/L", "CFU/100mL")."""
    num, _, den = text.partition("/")
    den = re.sub(r"^\d+", "", den).lower()
    return (num.lower() in UNITS or num in ("$", "€", "£")) and den in _DENOMINATORS


# Shorthand structure in a label: a slash list of positions or options after a noun ("Temp
# pre/15m/end", "Stor. temp lo/hi", "SG rd 1/2"), y/n, w/, letters run into digits (seg1-3, r1).
_SLASHED = re.compile(r"^[^\s/]*/[^\s]*$")


def _shorthand_token(token: str) -> bool:
    bare = token.strip("(),.;:")
    if not bare:
        return False
    if bare.lower() in ("w/", "y/n", "w/o", "n/a") or bare.endswith("/"):
        return True
    if _SLASHED.match(bare) and not _per_unit(bare):
        return True
    caps = sum(ch.isupper() for ch in bare) >= 2
    return bool(re.search(r"[A-Za-z]\d|\d[A-Za-z]", bare)) and not caps  # seg1, r1, 15m (not SpO2)


def plain_label(text: str) -> tuple[str, bool]:
    """A label's plain words before its shorthand structure (rule 3 of wording round 4): "Temp
    pre/15m/end, C" -> "Temp, C"; "SpO2 %, pre/evt" -> "SpO2 %"; "Fridge/frzr #" (options of one
    noun) -> "Fridge #"; "Q/eggs seen" -> "Q seen". The flag says whether anything was cut."""
    segments = [s.strip() for s in text.split(",")]
    out, cut = [], False
    for k, seg in enumerate(segments):
        tokens = seg.split()
        kept: list[str] = []
        for i, tok in enumerate(tokens):
            if not _shorthand_token(tok):
                kept.append(tok)
                continue
            cut = True
            parts = [x for x in tok.strip("(),.;:").split("/") if x]
            if k == 0 and i == 0 and "/" in tok and parts and all(x.isalpha() for x in parts):
                whole = all(is_core(x) for x in parts)  # make/model stays; Fridge/frzr: Fridge
                kept.append(tok.strip("(),.;:") if whole else parts[0])
                continue
            break  # positions or options after the noun: the words before them
        if kept:
            out.append(" ".join(kept))
        elif k == 0:
            return "", True
    return ", ".join(out), cut


def _terse(
    text: str, numeric: bool = False, record: str = "", cut_short: dict[str, str] | None = None
) -> list[str]:
    """A terse label's words, abbreviations expanded ("Veh. no" -> vehicle number; "&" -> and;
    "In-svc" -> in-service)."""
    text = text.replace("&", " and ")
    raw = re.findall(r"[A-Za-z](?:\.[A-Za-z])+\.?|[A-Za-z]\.(?=\s)|[\w'/%°-]+\.?", text)
    toks = []
    for r in raw:
        if re.fullmatch(r"[A-Za-z](?:\.[A-Za-z])+\.?", r):  # "A.i.": dotted letters, not "a i"
            toks.append(r)
            continue
        if re.fullmatch(r"[A-Za-z]\.", r):  # an initial, as in "E. coli"
            toks.append(r)
            continue
        toks.append(r.rstrip("."))
    cut = {**(cut_short or {}), **dotted(text, record, numeric)}
    toks = [cut.get(t.lower(), "") or t for t in toks]  # "Amend. dts": amendment dates
    return expand(toks, numeric, record, capitals(text), alone(text))


def capitals(text: str) -> frozenset[str]:
    """The tokens a description writes in capitals (acronyms: STD, MAIB), none when every word
    is in capitals (a label shouted, not acronyms: "VEH LEN")."""
    words = re.findall(r"[A-Za-z]+", text)
    caps = [w for w in words if len(w) > 1 and w.isupper()]
    if len(caps) > 1 and len(caps) == len([w for w in words if len(w) > 1]):
        return frozenset()
    return frozenset(w.lower() for w in caps)


def alone(text: str) -> frozenset[str]:
    """The acronym a description is nothing but ("STD", "SEC?"), kept as written; else none."""
    words = re.findall(r"[A-Za-z]+", text)
    one = len(words) == 1 and len(words[0]) > 1 and words[0].isupper()
    return frozenset({words[0].lower()}) if one else frozenset()


# Endings that make a noun of a verb cut short with a dot (Amend.: amendment; Install.:
# installation; Inspect.: inspection), tried in this order.
NOUN_ENDS = ("ation", "ment", "ion", "ance", "ence", "al", "ure")


def dotted(
    text: str, record: str = "", numeric: bool = False, final: bool = True
) -> dict[str, str]:
    """Words of a description cut short with a dot before more words ("Amend. dts"), or last in
    a label of fewer than four words ("Mat.", "Press." when `final`): an English word so written
    is an abbreviation, not the word (amend: amendment). Each such word -> its noun, or "" when
    no ending makes one (the word is then not plain English here)."""
    out = {}
    found = [m.group(1) for m in re.finditer(r"\b([A-Za-z]{3,})\.(?=\s*[\w#,;()?/])", text)]
    label = len(re.findall(r"[A-Za-z][\w'-]*", text)) < 4
    if final and label:  # "Mat.", "Press." (not "Fleet vehicles.": a whole word's period)
        found += re.findall(r"\b([A-Za-z]{3,5})\.\s*$", text)
    for word in found:
        low = word.lower()
        if low in ACRONYMS or not is_word(low):
            continue  # an acronym, or a fragment
        known = expand([low], numeric, record)
        if known != [low]:  # the table or a rule knows it (Est., Cap.): its words, in any place
            if len(known) == 1 and is_word(known[0]) and known[0] != record:
                out[low] = known[0]  # "Bulk tank cap., L": capacity, not only when it leads
            continue
        nouns = (low + e for e in NOUN_ENDS if len(low) >= 5 and is_core(low + e))
        out[low] = next(nouns, "")  # not "revion"; not "mature" for Mat., "mission" for Miss.
    return out


_PERIODS = {"term", "semester", "quarter", "day", "week", "month", "year", "hour", "shift"}
_PERIODS |= {"visit", "trip", "season", "night", "session", "game", "person", "head", "unit"}


def _things(low: str) -> bool:
    """Whether a word is a plural of things: of a word ("logs") or a clipping the table spells
    as one ("mbrs": members); "bbbs" is neither."""
    if is_plural(low) and is_core(low[:-1]):
        return True
    spelled = expand([low])
    return spelled != [low] and is_plural(" ".join(spelled))


def shorthand(text: str) -> str:
    """A label's signs in words: "# defects" -> "number of defects", "Unit #" -> "Unit number",
    "Seal #s" -> "Seal numbers", "No. of seats" -> "number of seats", "Loans/term" -> "Loans per
    term", "Warranty?" -> "Warranty"."""
    text = re.sub(r"^\s*#\s*(?=[A-Za-z])", "number of ", text)
    text = re.sub(r"(?<=\S)\s*@\s*[^,()]*", "", text)  # "Odo @ chk, mi": when it was read
    text = re.sub(r"\bs/o(?:ff)?\b", "signed off", text, flags=re.I)  # "TM s/o?", "Client s/off?"
    every = re.fullmatch(r"\s*([A-Za-z][A-Za-z .]*?[a-z])\./(wk|mth|yr|day|hr)\s*", text)
    if every:  # "Vchr alloc./wk": the weekly voucher allocation, never "voucher"
        text = f"{_PERIODICAL[every.group(2)]} {every.group(1)}"
    tail = r"(?:\s+(?:[a-z]+ed|" + "|".join(sorted(_PARTICLES)) + "))?"
    either = re.fullmatch(r"\s*([A-Za-z]+s)/([A-Za-z]+s)\s*#\s*", text)  # "Rms/beds #"
    if either and all(_things(w.lower()) for w in either.groups()):
        text = f"number of {either.group(1)} or {either.group(2)}"  # never "room number"
    lead = r"((?:[A-Z][A-Za-z0-9]*\s+)?)"  # an acronym or word before: "SSP imgs #"
    m = re.fullmatch(r"\s*" + lead + r"([A-Za-z]+s)(" + tail + r")\s*#\s*(?:\([^)]*\)\s*)?", text)
    low = m.group(2).lower() if m else ""
    if m and _things(low):
        text = f"number of {m.group(1)}{m.group(2)}{m.group(3)}"  # "Logs #", "Mbrs out #"
    text = re.sub(r"^(\s*[A-Za-z]+\.)\s*#(?!\w)", r"\1 number", text)  # "Ser. #": serial number
    text = re.sub(r"(?<=\w)\s*#s\b", " numbers", text)
    text = re.sub(r"(?<=\w)\s*#(?!\w)", " number", text)
    text = re.sub(r"^\s*(?:No|Nbr|Num)\.?\s+of\s+", "number of ", text, flags=re.I)
    text = re.sub(r"^\s*No\.\s+(?=[a-z])", "number of ", text, flags=re.I)
    text = re.sub(
        r"\b([A-Za-z]+)/(" + "|".join(sorted(_PERIODS)) + r")\b", r"\1 per \2", text, flags=re.I
    )
    return text.replace("?", " ").strip()


# Words that only qualify a noun: left alone after a label's shorthand is cut, they name nothing.
_LONE_MODIFIERS = {"last", "next", "first", "latest", "previous", "prev", "current", "prior"}
_LONE_MODIFIERS |= {"new", "old", "initial", "final", "total", "max", "min", "avg", "mean"}
_GENERIC = {"kind", "kinds", "type", "types", "name", "names", "code", "codes", "tag", "tags"}
_GENERIC |= {"date", "dates", "id", "label", "labels", "title", "value", "values", "list"}
_OPENERS = {"how", "what", "each", "where", "when", "who", "which", "every", "one", "any", "all"}
_PREPS = {"of", "in", "on", "at", "for", "from", "to", "with", "by", "per", "under", "over"}
# A price's period as an adjective ("Hire, £/wk": the weekly hire rate).
_PERIODICAL = {"wk": "weekly", "week": "weekly", "day": "daily", "d": "daily", "hr": "hourly"}
_PERIODICAL |= {"mo": "monthly"}
_PERIODICAL |= {"hour": "hourly", "h": "hourly", "mth": "monthly", "month": "monthly"}
_PERIODICAL |= {"yr": "yearly", "year": "yearly", "annum": "yearly"}
# Prepositions a noun phrase cannot end on: what follows them is missing (usesSince).
_OBJECT_WANTED = {"since", "until", "till", "of", "per", "from", "to", "with", "without", "than"}
_OBJECT_WANTED |= {"at", "for", "into", "before", "after", "during", "between", "among", "via"}
_DATE_ENDS = {"from", "since", "to", "until", "till"}  # a date's start or end ("Hire to")


def parse_description(description: str, record: str = "", numeric: bool = False) -> Parsed:
    """A description as a noun phrase (and unit) or a clause; `record` is the records' singular
    noun, taken out of a noun phrase ("The booking code of the lesson." -> "booking code");
    `numeric`: the property is a number (its abbreviations read so: "Dist, m" -> distance)."""
    text = " ".join(description.split()).strip()
    if not text:
        return Parsed(why="missing")
    m = re.match(
        r"^(?:whether|indicates whether|true if|true when|if)\s+(.+?)\.?$", text, re.IGNORECASE
    )
    if m:
        clause = m.group(1)
        return Parsed(clause=clause) if len(clause.split()) <= 12 else Parsed(why="too long")
    if re.fullmatch(r"[A-Z0-9]{1,4}(?:/[A-Z0-9]{1,4})+", text):
        return Parsed(why="shorthand")  # "AM/PM/NT": the values listed, no noun (the name's)
    whole = dotted(text, record, numeric)  # "Press. pre/post, bar": pressure, before the cut
    body = shorthand(text).rstrip(".").strip()
    # options or notes in parentheses ("Cone (04/6/10)", "Wt g (dry)"): not a unit, left out
    body = re.sub(r"\s*\(([^()]*)\)", lambda m: m.group(0) if _unit_of(m.group(1)) else " ", body)
    body = " ".join(body.split())
    body, cut = plain_label(body)
    if not body:
        return Parsed(why="shorthand" if cut else "missing")
    lone = body.lower().strip(".")  # "Last soil/leaf anal.", "Free Cl2": last what? free what?
    if cut and (lone in _LONE_MODIFIERS or lone in _ADJECTIVES):
        return Parsed(why="shorthand")
    unit = ""
    # a trailing unit: "Odometer, km", "Parts amt (USD)", "... in euros", "Rate, USD/hr"
    for pattern in (
        r"^(.*?),\s*(?:in\s+)?([^,]+)$",
        r"^(.*?)\s*\(([^()]+)\)$",
        r"^(.*)\s+in\s+(\S+)$",
        r"^(.*?)\s*(%)$",
        r"^(.*?)\s+(\S+/\S+)$",  # "Ramp F/hr": a unit per a unit after the noun
    ):
        m = re.match(pattern, body)
        if m and _unit_of(m.group(2)):
            body, unit = m.group(1).strip(), _unit_of(m.group(2))
            break
    counted = re.match(r"^(.*?),\s*([a-z]{3,}s)$", body) if numeric and not unit else None
    one = singular_word(counted.group(2)) if counted else ""
    things = counted and one != counted.group(2) and one in core_words()
    if things and not counted.group(1).lower().endswith("ed"):  # "Dumped, trays": trays dumped
        body, unit = counted.group(1).strip(), counted.group(2)  # "Size, rods": 10 rods
    led = re.fullmatch(r"([A-Za-z]{1,3}) ([a-z]+)", body)  # "Km run": the distance run, in km
    first = UNITS.get(led.group(1).lower(), "") if led else ""
    if led and first in MEASURES and not is_word(led.group(1).lower()):
        done = led.group(2)
        if _participle(done) or done in _MOVED:
            return Parsed(noun=f"{MEASURES[first]} {done}", unit=first)
    if not unit:  # a unit after a thing: "Lane m used" (meters of lane used), "Mass g" (mass)
        m = re.match(
            r"^([A-Za-z][\w-]*(?: [A-Za-z][\w-]*)?) ([A-Za-z]{1,2})(?: ([a-z]+ed))?$", body
        )
        u = UNITS.get(m.group(2).lower(), "") if m else ""
        if (
            m
            and u in AMOUNTS
            and not is_word(m.group(2).lower())
            or m
            and u in ("m", "g", "L", "t")
        ):
            thing = " ".join(_terse(m.group(1), numeric, record)).lower()
            if singular_word(thing.split()[-1]) in QUANTITIES:
                return Parsed(noun=thing, unit=u)
            if thing in LIMITS and u in MEASURES and not m.group(3):  # "Max kg": maximum weight
                return Parsed(noun=f"{thing} {MEASURES[u]}", unit=u)
            tail = f" {m.group(3)}" if m.group(3) else ""
            return Parsed(noun=f"{AMOUNTS[u]} of {thing}{tail}")
    body = re.sub(r"\s*\([^()]*\)\s*", " ", body).strip()  # "Priority (1=high)" -> "Priority"
    m = re.fullmatch(r"([A-Za-z]+ed),\s*([A-Za-z]+s)", body)
    if m and is_plural(m.group(2).lower()):  # "Dumped, trays": the trays dumped
        body = f"{m.group(2)} {m.group(1)}"
    body = re.split(r"[,;:]| - ", body)[0].strip()
    sentence = bool(_LEAD.match(body))
    noun = _LEAD.sub("", body)
    if record:  # "the booking code of the lesson", "the member's full name"
        rec = re.escape(record.split()[-1])
        of_record = rf"\s+(?:of|for|in|on)\s+(?:the|this|a|an|each)\s+(?:\w+\s+)?{rec}$"
        noun = re.sub(of_record, "", noun, flags=re.I)
    noun = re.sub(r"^(\w+)'s\s+", "", noun)  # the mechanic's hourly rate -> hourly rate
    if record and re.search(rf"\b{re.escape(record.split()[-1])}'s\b", noun, re.I):
        return Parsed(why="a clause")  # "apertures of the observer's telescopes"
    words = noun.split()
    low = [w.lower() for w in words]
    if not words:
        return Parsed(why="missing")
    if low[0] in _OPENERS or set(low) & _CLAUSE_WORDS:
        return Parsed(why="a clause")
    for i, w in enumerate(low[1:], 1):  # "wheel diameters the bike takes": an article mid-way
        if w in ("the", "a", "an") and low[i - 1] not in _PREPS:
            return Parsed(why="a clause")
    if len(low) > 2 and low[0] in _GENERIC and low[1] == "of":  # "the kind of frame"
        return Parsed(noun=noun, unit=unit, why="generic")
    if len(words) > (HEAD_WORDS if sentence else TERSE_WORDS):
        return Parsed(why="too long")
    if sentence and len(words) > 3 and "of" not in low[1:3]:
        return Parsed(why="a clause")
    words = _terse(noun, numeric, record, whole)
    noun = " ".join(
        w if w in ACRONYMS.values() or sum(c.isupper() for c in w) >= 2 else w.lower()
        for w in words
    )
    noun = re.sub(r"\b([a-z])\. ", lambda m: m.group(1).upper() + ". ", noun)  # "E. coli"
    return Parsed(noun=noun, unit=unit)


# ---- booleans ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Predicate:
    """A boolean's value as words: after the records' noun (`rel`: "that are in service") and
    after "how many <records>" (`vp`: "are in service")."""

    rel: tuple[str, ...]
    vp: tuple[str, ...]
    adj: str = ""  # one adjective before the records' noun ("active" vehicles), or ""


def _adjectival(words: list[str]) -> bool:
    for w in words:
        low = w.lower()
        if low in ("and", "or", "not"):
            continue
        if low not in _ADJECTIVES and not low.endswith(_ADJ_ENDS):
            return False
    return True


def _base(verb: str) -> str:
    low = verb.lower()
    if low in _BASE:
        return _BASE[low]
    if low.endswith("ied"):
        return low[:-3] + "y"
    if low.endswith("ed") and len(low) > 4:
        stem = low[:-2]
        if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "slfz":
            stem = stem[:-1]
        return stem
    if low.endswith("es") and low[-3:-2] in ("s", "x", "z") or low.endswith(("ches", "shes")):
        return low[:-2]
    if low.endswith("s") and not low.endswith("ss"):
        return low[:-1]
    return low


def negate_clause(clause: str) -> str:
    """A clause's negation, or "" when unsure: "the repair was under warranty" -> "the repair
    was not under warranty"; "the bike has a motor" -> "the bike does not have a motor"."""
    words = clause.split()
    for i, w in enumerate(words):
        low = w.lower()
        two = " ".join(words[i : i + 2]).lower()
        if two in _AUX:
            return " ".join([*words[: i + 1], "not", *words[i + 1 :]])
        if low in _AUX:
            return " ".join([*words[: i + 1], "not", *words[i + 1 :]])
        if i == 0:
            continue
        if low == "has":
            return " ".join([*words[:i], "does not have", *words[i + 1 :]])
        if low == "have":
            return " ".join([*words[:i], "do not have", *words[i + 1 :]])
        if low.endswith("ed") or low in _BASE:
            return " ".join([*words[:i], "did not", _base(low), *words[i + 1 :]])
        if (
            low.endswith("s")
            and not low.endswith("ss")
            and i <= 3
            and words[i - 1].lower() not in ("the", "a", "an")
        ):
            return " ".join([*words[:i], "does not", _base(low), *words[i + 1 :]])
    return ""


_AGREE = {"is": "are", "was": "were", "has": "have", "does": "do"}
_TENSELESS = ("were", "did", "had", "can", "could", "will", "would", "should", "must", "may")


def about_records(clause: str, record: str) -> str:
    """The clause's predicate for the records in the plural, when its subject is the record
    ("the member rents a locker", member -> "rent a locker"; "the variety is an heirloom" ->
    "are heirlooms"), else ""."""
    words = clause.split()
    if len(words) < 3 or words[0].lower() not in ("the", "a", "an", "each"):
        return ""
    if not record or words[1].lower() not in record.lower().split():
        return ""
    rest = words[2:]
    verb = rest[0].lower()
    if verb in _AGREE:
        rest = [_AGREE[verb], *rest[1:]]
    elif verb.endswith("s") and not verb.endswith(("ss", "us")) and not verb.endswith("ed"):
        rest = [_base(verb), *rest[1:]]
    elif not verb.endswith("ed") and verb not in _BASE and verb not in _TENSELESS:
        return ""  # a verb whose agreement is unknown
    if rest[0] in ("are", "were") and len(rest) > 2 and rest[1] in ("a", "an"):
        rest = rest[:1] + rest[2:]  # "are an open-pollinated heirloom" -> "are ... heirlooms"
        cut = next((i for i, w in enumerate(rest) if i > 1 and w in _PREPS), len(rest))
        rest[cut - 1] = _plural_word(rest[cut - 1])
    elif (
        rest[0] in ("are", "were") and len(rest) > 3 and rest[1] == "not" and rest[2] in ("a", "an")
    ):
        rest = rest[:2] + rest[3:]
        cut = next((i for i, w in enumerate(rest) if i > 2 and w in _PREPS), len(rest))
        rest[cut - 1] = _plural_word(rest[cut - 1])
    return " ".join(rest)


# A flag's leading number and its noun are one adjective ("1-way?", "Two stroke?": one-way,
# two-stroke), never "with a one way".
_NUMERALS = frozenset({"1", "2", "3", "4", "one", "two", "three", "four", "single", "twin"})

# Nouns with no article when a record has them: "jobs with hirer damage", never "a hirer damage".
UNCOUNTABLE = frozenset(
    {"damage", "wear", "rust", "water", "power", "electricity", "gas", "access", "parking"}
    | {"heating", "insurance", "training", "evidence", "advice", "information", "feedback"}
    | {"storage", "transport", "supervision", "support", "cover", "ventilation", "lighting"}
    | {"shelter", "shade", "seating", "wifi", "internet", "broadband", "drainage", "fencing"}
    | {"paperwork", "rubbish", "waste", "mould", "mold", "damp", "subsidence", "asbestos"}
    | {"graffiti", "litter", "funding", "finance", "consent", "clearance", "insulation"}
    | {"plumbing", "wiring", "catering", "accommodation", "fuel", "oil", "feed", "bedding"}
    | {"straw", "hay", "manure", "milk", "vandalism", "flooding", "leakage", "corrosion"}
)


def _uncountable(phrase: str) -> bool:
    last = phrase.split()[-1].lower() if phrase.split() else ""
    return last in UNCOUNTABLE or last in MASS


def predicates(phrase: str, clause: str = "", record: str = "") -> tuple[Predicate, Predicate]:
    """(true, false) of a boolean, from its description's clause or its phrase's words."""
    if clause:
        neg = negate_clause(clause)
        vp, neg_vp = about_records(clause, record), about_records(neg, record) if neg else ""
        yes = Predicate((f"where {clause}", *([f"that {vp}"] if vp else [])), (vp,) if vp else ())
        if neg:
            no = Predicate(
                (f"where {neg}", *([f"that {neg_vp}"] if neg_vp else [])),
                (neg_vp,) if neg_vp else (),
            )
            return yes, no
    words = phrase.split()
    while len(words) > 1 and words[-1].lower() in _BOOL_TAILS:
        words = words[:-1]
    low = [w.lower() for w in words]
    if low and low[0] in ("is", "was", "are"):
        words, low = words[1:], low[1:]
    if len(low) == 2 and low[0] in _NUMERALS and low[1].isalpha():  # "1-way?": one-way
        adj = "-".join(["one" if low[0] in ("1", "single") else low[0], low[1]])
        return _state(adj, adj)
    if low and low[0] in ("has", "have", "had", "with"):
        rest = " ".join(words[1:]) or "it"
        a = rest if is_plural(rest) or _uncountable(rest) else article(rest)
        return (
            Predicate((f"with {a}",), (f"have {a}",)),
            Predicate((f"without {a}",), (f"do not have {a}",)),
        )
    passes = [i for i, w in enumerate(low) if w in _PASS]
    if passes:
        i = passes[0]
        verb = _PASS[low[i]]
        past = verb + ("ed" if verb == "fail" else "ed")
        obj = " ".join(words[:i] + words[i + 1 :])
        tail = f" {obj}" if obj else ""
        return (
            Predicate((f"that {past}{tail}",), (f"{past}{tail}",)),
            Predicate((f"that did not {verb}{tail}",), (f"did not {verb}{tail}",)),
        )
    if len(low) > 1 and low[0].endswith("s") and low[0][:-1] in VERBS:  # "needs training"
        rest = " ".join(words[1:])
        verb = low[0][:-1]
        return (
            Predicate((f"that {verb} {rest}",), (f"{verb} {rest}",)),
            Predicate((f"that do not {verb} {rest}",), (f"do not {verb} {rest}",)),
        )
    if len(low) == 2 and _participle(low[0]) and low[1] in _PARTICLES:  # checked in, signed off
        text = " ".join(words)
        return _state(text)
    if len(low) == 2 and _participle(low[1]) and (low[0] in _MODIFIERS or low[0].endswith("ly")):
        adj = "-".join(words)  # dry hopped: dry-hopped (not "whose dry is hopped")
        return _state(adj, adj)
    if low and low[0].endswith("ing") and len(low) > 1 and not _adjectival(words[-1:]):
        text = " ".join(words)
        return _state(text)
    if len(low) > 1 and _adjectival(words[-1:]) and not _adjectival(words[:-1]):
        thing, adj = " ".join(words[:-1]), words[-1]  # "portal account active", "email verified"
        a = thing if is_plural(thing) else article(f"{adj} {thing}")
        be = "are" if is_plural(thing) else "is"  # "Dogs ok?": whose dogs are OK
        if is_plural(thing) or _participle(adj.lower()):  # never "that have dogs" (the dogs are
            # OK, not had) nor "have an included hire" (the hire is included)
            return (
                Predicate((f"whose {thing} {be} {adj}",), ()),
                Predicate((f"whose {thing} {be} not {adj}",), ()),
            )
        return (
            Predicate((f"whose {thing} {be} {adj}",), (f"have {a}",)),
            Predicate((f"whose {thing} {be} not {adj}",), (f"do not have {a}",)),
        )
    alone = len(low) == 1 and low[0] in _PARTICIPLES  # "Torn?": that are torn, a state too
    if low and (low[0] in _PREPOSITIONS or _adjectival(words) or alone):
        if len(words) == 2 and low[0] not in _PREPOSITIONS and "and" not in low:
            words = [words[0], "and", words[1]]  # "bonded insured" -> "bonded and insured"
        adj = " ".join(words)
        single = adj if len(words) == 1 and low[0] not in _PREPOSITIONS else ""
        return _state(adj, single)
    text = " ".join(words)
    if len(words) == 1:
        return (
            Predicate((f"marked as {text}",), (f"are marked as {text}",)),
            Predicate((f"not marked as {text}",), (f"are not marked as {text}",)),
        )
    a = text if is_plural(text) or _uncountable(text) else article(text)  # with hirer damage
    return (
        Predicate((f"with {a}",), (f"have {a}",)),
        Predicate((f"without {a}",), (f"do not have {a}",)),
    )


# ---- a property's wording ------------------------------------------------------------------


@dataclass(frozen=True)
class Wording:
    """How commands name one property: its noun phrase (singular), its plural, its unit, where
    the words came from, and every form the read-back accepts as naming it."""

    noun: str
    many: str
    unit: str = ""
    source: str = "name"  # display, description or name
    why: str = ""  # why the description was not used (source name)
    names: tuple[str, ...] = ()  # every phrase that names the property (noun first)
    alternates: tuple[str, ...] = ()  # other nouns the writer may use (synonyms, the name's words)
    yes: Predicate | None = None  # booleans
    no: Predicate | None = None
    marks: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())  # (true, false) phrases stated
    plural_noun: bool = False
    thing: str = ""  # the noun of one value, for counts: "checked-by name" (default: noun)
    unclear: tuple[str, ...] = ()  # words no wording could put in plain English ("dem", "eot")
    item: str = ""  # arrays: one item ("brake pad reading", "technician ID", "checklist item")
    items: str = ""  # arrays: items ("brake pad readings", "checklist items")
    measured: bool = False  # a number array whose noun names what is measured (brake pad)
    passed: tuple[str, str] = (
        "",
        "",
    )  # boolean arrays: an item true and false ("passed", "failed")
    agent: bool = False  # the values are people or parties: no "an inspector of M. Tanaka"
    by: str = ""  # a person's role as a participle: inspector -> "inspected by"

    def with_unit(self) -> str:
        """The noun with its unit, for aggregations: "odometer in km", "total fee in USD"."""
        if not self.unit or self.unit in ("%",):
            return self.noun
        return f"{self.noun} in {SPELLED.get(self.unit, self.unit)}"


def _name_noun(
    p: Property,
    record: str = "",
    paired: Callable[[str], str] | None = None,
    avoid: frozenset[str] = frozenset(),
) -> tuple[str, str]:
    """A property's name as a noun phrase and a unit: dur_min -> ("duration", "minutes");
    `paired`: the full word the schema writes beside a clipping (`Vocabulary.paired`), taken
    before the table's (`rmk_id` in RmkLog "Remakes/adj. log": remake ID, not remark ID), never
    into a word in `avoid` (another property's one-word name: `airTempC` beside `temper`)."""
    tokens = unglue(strip_type_prefix(name_tokens(p.name), p.kind))
    if paired is not None:
        spelled = [paired(t) if t.isalpha() else "" for t in tokens]
        spelled = [
            f if f and singular_word(f) not in avoid and f not in avoid else "" for f in spelled
        ]
        tokens = [
            (full if t.endswith("s") else singular_word(full)) if full else t
            for t, full in zip(tokens, spelled)
        ]
    periods = [i for i in range(1, len(tokens)) if tokens[i - 1].isdigit() and tokens[i] in "mhdwy"]
    if periods and len(tokens) > 2:  # scc3m, temp6h: a span (3 months), not 3 meters
        i = periods[0]
        tokens = tokens[: i - 1] + tokens[i + 1 :]
    said_words = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", p.description)}
    cut = dotted(p.description, record, p.kind == "numeric")
    tokens = [_spelled(t, said_words) or cut.get(t, "") or t for t in tokens]
    unit = ""
    calendar = ("days", "months", "weeks", "years")  # shiftDays: weekdays, not a duration
    tail = UNITS.get(tokens[-1], "") if len(tokens) > 1 and p.kind == "numeric" else ""
    if tail and len(tokens) == 2 and len(tokens[0]) == 1:
        tail = ""  # pH, kW: an acronym's letters, not p in hours
    stated = re.search(r"(?:,|\()\s*in\b|\binch|\"", p.description, re.IGNORECASE)
    if tokens[-1] == "in" and not stated:
        tail = ""  # binsIn "Bins in": the bins brought in, not inches
    if tail and not (p.is_array and tail in calendar):
        unit, tokens = tail, tokens[:-1]
    kept = alone(p.description)
    caps = capitals(p.description) | {c.lower() for c in re.findall(r"[A-Z]{3,}(?![a-z])", p.name)}
    words = expand(tokens, p.kind == "numeric", record, frozenset(caps), kept)
    if len(words) >= 2 and words[-1] == "by":  # delivBy: delivered by, not "delivery by"
        words[-2] = _done(words[-2])
    dated = p.type in ("date", "date_array") and len(words) >= 2
    if dated and words[-1] in ("on", "at", "date") and words[-2].endswith("ed"):
        words = ["date", *words[:-1]]  # joinedOn, joinedDate -> "date joined"
    elif dated and words[-1] == "since":
        words = [*words[:-2], f"{words[-2]}-since", "date"]  # memberSince -> "member-since date"
    if len(words) > 1 and words[-1] in ("total",):
        words = ["total", *words[:-1]]  # fee_total -> "total fee"
    money = [w for w in words[:-1] if w.upper() in ("GBP", "USD", "EUR")] if not unit else []
    if money and p.kind == "numeric" and words[-1] in _EVERY:  # feedGbpWk: weekly, in pounds
        words, unit = [w for w in words if w != money[0]], money[0].upper()
    every = _EVERY.get(words[-1], "") if len(words) > 1 and p.kind == "numeric" else ""
    if every and words[-2] in _MONEY_HEADS | {"rate", "rent", "charge", "hire", "pay"}:
        words = [every, *words[:-1]]  # rateMo: the monthly rate, never "rate month"
    elif every and money:
        words = [every, *words[:-1], "charge"]  # feedGbpWk: the weekly feed charge
    return " ".join(words), unit


# A period said after money, in full words: its rate's adjective (rateMo: the monthly rate).
_EVERY = {k: v for k, v in _PERIODICAL.items() if k in ("month", "week", "year", "day", "hour")}


def _ability(noun: str) -> str:
    """The noun of an -able or -ible word (available: availability), "" when none is a word."""
    able = re.fullmatch(r"([a-z]+)(able|ible)", noun)
    ability = f"{able.group(1)}{able.group(2)[0]}bility" if able else ""
    return ability if ability in english_words() else ""


_MEASURED = frozenset(MEASURES.values())  # pressure, temperature: quantities of their own


def _a_material(noun: str) -> bool:
    """Whether a noun is one word of stuff measured by volume or weight (paint, hay), not a
    quantity, a limit, money or a count of things."""
    low = noun.lower()
    return (
        low.isalpha()
        and is_core(low)
        and low not in QUANTITIES | LIMITS | _MONEY_NOUNS | _MEASURED
        and not is_plural(low)
        and not _participle(low)
    )


def _spelled(token: str, said: set[str]) -> str:
    """The description's word a name's token begins (batNo described "Batch": batch), or ""."""
    if len(token) < 3 or not token.isalpha():
        return ""
    inflected = ("s", "es", "ed", "d", "ing")  # skill, "Skills": the same word, not a longer one
    return next(
        (
            w
            for w in sorted(said)
            if w.startswith(token) and w[len(token) :] not in ("", *inflected)
        ),
        "",
    )


# Participles no ending makes ("Pay by": paid by, never "payed by").
_IRREGULAR_DONE = {"pay": "paid", "lay": "laid", "say": "said", "buy": "bought", "sell": "sold"}
_IRREGULAR_DONE |= {"send": "sent", "hold": "held", "keep": "kept", "make": "made", "find": "found"}


def _done(noun: str) -> str:
    """A noun of an act as its participle (delivery: delivered; inspection: inspected; approval:
    approved), or the noun when none is known."""
    stems = [noun[: -len(e)] for e in ("ation", "ion", "ment", "al", "y") if noun.endswith(e)]
    for stem in stems:
        for participle in (stem + "ed", stem + "d"):
            if len(stem) >= 3 and is_word(participle):
                return participle
    return noun


def counted(noun: str) -> str:
    """An int's noun when it is a plural or a plural's count: the number of them ("Pax":
    passengers -> number of passengers; birds count -> number of birds); else the noun."""
    words = noun.split()
    if len(words) >= 2 and words[-1] in ("count", "counts") and is_plural(words[-2]):
        return "number of " + " ".join(words[:-1])
    if len(words) == 1 and re.fullmatch(r"[A-Z]{2,}s", noun):  # "CCs": a number of CCs
        return "number of " + noun
    last = words[-1].lower() if words else ""
    if (
        not words
        or noun.startswith("number of ")
        or " per " in noun
        or last in TIME_UNITS
        or last in ("ids", "numbers", "codes")  # labels, not things counted
        or not is_plural(noun)
        or _HEAD_END.search(noun)
    ):
        return noun
    first, _, rest = noun.partition(" ")
    if first[:1].isupper() and first[1:].islower():  # "Visits YTD": the number of visits YTD
        noun = f"{first.lower()} {rest}".strip()
    return "number of " + noun


def _compound(noun: str, unit: str) -> tuple[str, str]:
    """A time unit after a noun that is not itself a time ("labor", hours -> "labor hours")."""
    timeish = ("time", "duration", "length", "wait", "delay", "age", "period", "lead time")
    timeish += ("frequency", "interval", "cycle", "span", "life", "lifetime", "term")
    acronym = sum(ch.isupper() for ch in noun) >= 2  # "REI, h": an REI of 24 hours
    words = noun.split()
    if unit in TIME_UNITS and words and words[0].lower() in _PREPS | {"off"}:
        return f"time {noun}", unit  # "On site, min": the time on site, in minutes
    if unit in TIME_UNITS and len(words) == 1 and noun not in timeish and not acronym:
        work = noun.lower() in _WORK_NOUNS and unit == "hours"  # labor hours: work done
        if unit in ("minutes", "seconds", "hours") and not work:  # "Resp., h": response time
            return f"{noun} time", unit  # never "response hours", "turnaround minutes"
        return f"{noun} {unit}", ""
    return noun, unit


# Nouns whose hours count work done, said "<noun> hours" (labor hours, engine hours).
_WORK_NOUNS = {"labor", "labour", "work", "engine", "flight", "machine", "billable", "overtime"}
_WORK_NOUNS |= {"man", "staff", "service", "duty", "operating", "running", "contact", "study"}
_WORK_NOUNS |= {"training", "volunteer", "teaching", "practice", "run", "pump", "motor"}


def _hourly(noun: str, unit: str) -> str:
    if "hourly" in noun.split() and unit.endswith(" per hour"):
        return unit.removesuffix(" per hour")
    return unit


def record_nouns(c: Collection) -> tuple[str, str]:
    """(singular, plural) of a collection's records (`_record_nouns`); records a description
    lists as two kinds ("Remakes/adj. log") are never called by the first alone: both, when the
    second is plain ("remakes and adjustments"), else the entries of the container the
    description names ("remake log entries"), since a command on "remakes" reads as a filter;
    the collection's `display` when the user gives one ("order line(s)": either number)."""
    display = " ".join(c.display.split())
    if display:
        return (singular(display), display) if is_plural(display) else (display, plural(display))
    named = ENV_ACRONYMS.set(_ENV_NAMED.get())  # a class name's CP in `car-parks`: car parks
    try:
        one, many = _record_nouns(c)
    finally:
        ENV_ACRONYMS.reset(named)
    if many.split()[-1] in ("records", "entries"):  # a guess: "TV log entries", "hive records"
        named = _records_corroborated(c, many)
        if named:
            one, many = singular(named), named
    cut = _cut_in_schema(_SCHEMA.get())  # "Cem. sects" beside "Sect. ref": sections, not "sects"
    head = many.split()[-1].lower() if many.split() else ""
    if singular_word(head) in cut and cut[singular_word(head)] != singular_word(head):
        full = cut[singular_word(head)]
        many = " ".join([*many.split()[:-1], plural(full) if is_plural(head) else full])
        one = singular(many)
    if many.split() and singular_word(many.split()[-1].lower()) in MASS:  # CosStk: stock items
        return f"{singular(many)} item", f"{singular(many)} items"
    group = [singular_word(w.lower()) for w in many.split()]
    while len(group) > 1 and group[-1] in CONTAINERS_OF_RECORDS | {"book", "list"}:
        group = group[:-1]  # "Herd bk": the herd book's cows
    if group and group[-1] in COLLECTIVES:
        member = _records_identified(c, schema_vocabulary(c))  # "NB fleet reg.", `boat_nm` "Boat"
        if member and member not in COLLECTIVES:  # a boat, never "an NB fleet"
            return member, plural(member)
        kind = group[-2] if len(group) > 1 else ""  # DrvPool: the drivers of the driver pool
        if kind.isalpha() and kind.islower() and is_core(kind) and kind not in COLLECTIVES:
            return kind, plural(kind)
    listed = _records_listed(c, many)
    if listed:
        return singular(listed), listed
    m = re.match(r"\s*([A-Za-z]+)/([A-Za-z]+)(\.?)\s*(.*)$", c.description or "")
    kinds = m is not None and is_plural(m.group(1).lower())  # "Berth/mrg reg.": one kind, two words
    first, other = (m.group(1).lower(), m.group(2).lower()) if m else ("", "")
    head = singular_word(many.split()[-1].lower())
    if not kinds or head not in (singular_word(first), singular_word(other)):
        return one, many
    vocab = schema_vocabulary(c)
    other = "" if m.group(3) else other  # "adj." is cut short: no kind named
    if other and is_plural(other) and not vocab.unclear([first, other]):
        return f"{singular(first)} or {singular(other)}", f"{first} and {other}"
    if head != singular_word(first):
        return one, many
    rest = [w.lower().strip(".") for w in m.group(4).split()]
    box = next((w for w in rest if w in CONTAINERS_OF_RECORDS), "")
    box = {"reg": "register", "logs": "log", "records": "", "inv": "inventory"}.get(box, box)
    if box:
        return f"{one} {box} entry", f"{one} {box} entries"
    return one, many


# Nouns of no plural in a register's sense: its records are their items ("stock items", never
# "stocks"; "equipment items").
MASS = frozenset(
    {"stock", "equipment", "clothing", "furniture", "luggage", "baggage", "stationery"}
)
MASS |= frozenset({"machinery", "jewellery", "jewelry", "merchandise", "hardware", "software"})


# Nouns of a group said of one record in a register of its members: the records are what the
# identifier names ("NB fleet reg." beside `boat_nm` "Boat": boats; a herd book's animals).
COLLECTIVES = frozenset(
    {"fleet", "herd", "flock", "crew", "team", "squad", "staff", "workforce", "membership"}
    | {"portfolio", "catalogue", "catalog", "estate", "archive", "stable"}
    | {"pool", "roster", "rota", "panel", "roll"}  # "Liv. roll": the horses on it
)


def _records_listed(c: Collection, many: str) -> str:
    """The records as the parenthesis of a class description lists them, plural, when the name
    leaves them a bare acronym (SLInv "SL inv. (cols/units)": units, never "SLs"); "" else.
    The last item is the general one ("cols/units": every unit, of which columns are one kind)."""
    bare = many.split()
    if len(bare) != 1 or not singular_word(bare[0]).isupper():
        return ""
    inside = re.search(r"\(([^()]*)\)", c.description or "")
    items = [w.strip(" .") for w in re.split(r"[/,]", inside.group(1))] if inside else []
    last = items[-1] if items and all(re.fullmatch(r"[A-Za-z]+", w) for w in items) else ""
    if not last:
        return ""
    word = " ".join(expand([last])).lower()
    if len(word.split()) != 1 or schema_vocabulary(c).unclear([word]):
        return ""
    if singular_word(word) in COLLECTIVES:
        return ""  # "WTG reg. (fleet)": the fleet is all of them, no record is a fleet
    return word if is_plural(word) else plural(word)


@cache
def _cut_in_schema(schema: tuple[tuple[str, str], ...]) -> dict[str, str]:
    """The words the schema's descriptions write cut short with a dot that the table spells
    ("Sect." -> section), so that the same word written whole elsewhere is that clipping."""
    out: dict[str, str] = {}
    for _, description in schema:
        for w in re.findall(r"(?<![A-Za-z])([A-Za-z]{3,})\.", description or ""):
            low = w.lower()
            full = ABBREVIATIONS.get(low, "")
            if full and " " not in full and is_core(full):
                out[low] = full
    return out


def _record_nouns(c: Collection) -> tuple[str, str]:
    """(singular, plural) of a collection's records: SvcOrders -> service order(s); its
    description's noun phrase when that names the same records ("Monitoring sites" for
    MonSites)."""
    tail = re.fullmatch(r"([A-Z][a-z]{1,4})([A-Z]{2,})s", c.name)  # AlmWOs: alarm work orders
    if tail:
        spelled = " ".join(expand([tail.group(2).lower()]))
        lead = " ".join(expand([tail.group(1).lower()]))
        if spelled.islower() and " " in spelled:
            words = [lead] if lead.isalpha() and is_core(lead) else []
            return " ".join([*words, spelled]), " ".join([*words, plural(spelled)])
    if re.fullmatch(r"[A-Z]{2,}s", c.name):  # an acronym's plural: PODs, never "PO records"
        spelled = " ".join(expand([c.name[:-1].lower()]))
        if spelled.islower() and " " in spelled:  # WOs: the table's work orders
            return spelled, plural(spelled)
        return c.name[:-1], c.name
    fixed = _table_contradicted(_SCHEMA.get(), _CLASSES.get())  # "Bk" beside nBanks: bank
    own = dict(clippings_spelled(((c.name, c.description),)))  # LnBkgs "Lane/pool bkgs": lane
    fixed = {**{k: singular_word(v) for k, v in own.items()}, **fixed}
    if fixed:
        table = Vocabulary(pairs=tuple(fixed.items()))
        c = c.model_copy(update={"description": _respell(c.description, table.paired)})
    spelled_by = Vocabulary(pairs=tuple(fixed.items()))  # a plural clipping too: flts, faults
    named = [spelled_by.paired(t) or t for t in name_tokens(c.name)]
    if len(named) > 1 and named[-1] in ("reg", "register", "registry", "log", "logs", "hist"):
        named = named[:-1]  # SetReg: the sets, not their register ("set registrations")
    dots = {w.rstrip(".").lower() for w in (c.description or "").split() if w.endswith(".")}
    if len(named) > 1 and named[0] in dots and expand(named[:1]) != named[:1]:
        named = named[1:]  # CatItms "Cat. items": category? catalogue? a guess; the items
    schema = schema_vocabulary(c)
    shouted = frozenset(  # ARCJobs: ARC, never the word arc
        t.lower() for t in re.findall(r"[A-Z]{3,}(?![a-z])", c.name) if is_core(t.lower())
    )
    words = expand(named, acronyms=shouted)
    many = plural(" ".join(w if w.isupper() else w.lower() for w in words))
    if shouted:  # the description's plain noun when it names the same records ("Wkrm jobs")
        described = _records_described(c.description, schema)
        if described and described.split()[-1] == many.split()[-1]:
            many = described
    dw = [w for w in c.description.split() if not _a_period(w)]  # "Hire bkgs 2024": bookings
    dw = " ".join(dw).rstrip(".").split()
    tokens = name_tokens(c.name)
    label = (
        1 <= len(dw) <= 4
        and not _LEAD.match(dw[0] + " ")
        and not (_CLAUSE_WORDS & {w.lower() for w in dw})
        and all(re.fullmatch(r"[A-Za-z-]+", w) for w in dw)
    )
    last = dw[-1].lower() if dw else ""
    same = label and singular_word(last) == singular_word(many.split()[-1].lower())
    # the name's words abbreviated and unknown (MonSites, Pts for "Patients"): the description
    unknown = [t for t in tokens if t not in ABBREVIATIONS and len(t) <= 4]
    short = label and tokens[-1] in unknown and abbreviates(tokens[-1], last)
    spelled = (  # InvItems, "Inventory items": the description spells the name out
        same
        and len(dw) == len(tokens)
        and all(t == d.lower() or abbreviates(t, d.lower()) for t, d in zip(tokens, dw))
    )
    if same and unknown or short or spelled:
        many = plural(" ".join(w.lower() for w in dw))
    vocab = replace(schema, pairs=())  # a clipping spelled beside it comes after the description
    many = respelled(many, vocab, head_only=True, avoid=_whole_names(c))
    described = _records_described(c.description, vocab)
    lead = re.match(r"[A-Z]{2,}(?=[A-Z][a-z])", c.name)  # PAReg: an acronym and its register
    rest = name_tokens(c.name[lead.end() :]) if lead else []
    if lead and rest and all(t in CONTAINERS_OF_RECORDS for t in rest) and described:
        return singular(described), described  # "Ptnr agcy reg.": partner agencies, never "pas"
    if len(many.split()) > 1 and _participle(many.split()[-1].lower()):
        identified = _records_identified(c, vocab)  # BtSched beside `trip_id` "Trip #": trips
        if identified:
            return identified, plural(identified)
    if singular_word(many.split()[-1].lower()) in _ACTIVITIES:  # Maint: never "maintenances"
        if described and singular_word(described.split()[-1].lower()) not in _ACTIVITIES:
            return singular(described), described
        return f"{singular(many)} job", f"{singular(many)} jobs"
    if not vocab.unclear(many):
        return singular(many), many
    # rule 2 of wording round 4: the name's plain head noun ("adv events": events), else the
    # description's noun, else the collection's records named once as it is written
    head = without_unclear(many, vocab.unclear(many))
    if head and not vocab.unclear(head):
        return singular(head), head
    if described:
        return singular(described), described
    paired = " ".join(schema.paired(w) or w for w in many.split())
    kept = without_unclear(paired, schema.unclear(paired)) if paired != many else ""
    if kept and not schema.unclear(kept) and singular_word(kept.split()[-1]) not in _whole_names(c):
        return singular(kept), kept  # WsOrdLns beside `ord_ln` "Ord ln #": order lines
    keyed = _records_keyed(c, tokens[-1] if tokens else "")
    if keyed:  # Pks beside PackNo "Pack #": packs
        return keyed, plural(keyed)
    said = [w.lower() for w in c.description.split("(")[0].split() if not _a_period(w)][:3]
    plain = [w for w in said if w.isalpha() and not vocab.unclear([w])]
    if 1 <= len(plain) < len(said) and said[: len(plain)] == plain:  # "Supply cpts (...)"
        return " ".join([*plain, "record"]), " ".join([*plain, "records"])
    caps = frozenset(a.lower() for a in re.findall(r"[A-Z]{2,}(?![a-z])", c.name))  # SARInc: SAR
    named = [w if w.isupper() else w.lower() for w in expand(tokens, acronyms=caps)]
    own_word = _spelled_by_properties(c, named[-1]) if vocab.unclear(named[-1:]) else ""
    if own_word and not vocab.unclear(named[:-1]):  # SiteWlk beside `dtWalk` "Walk dt": walks
        return " ".join([*named[:-1], own_word]), " ".join([*named[:-1], plural(own_word)])
    if len(named) > 1 and vocab.unclear(named) == [named[-1]]:  # LabRes: lab records
        return " ".join([*named[:-1], "record"]), " ".join([*named[:-1], "records"])
    identified = _records_identified(c, vocab)
    if identified:  # ConsTrt beside jobNo "Job #": jobs
        return identified, plural(identified)
    if len(tokens) > 1 and tokens[-1] in ("log", "logs", "journal", "register", "reg"):
        lead = re.match(r"[A-Z]{2,}(?=[A-Z][a-z])", c.name)  # HMLog: the HM log's entries
        words = [lead.group(0)] if lead and len(tokens) == 2 else []
        words = words or [w for w in named[:-1] if not vocab.unclear([w])]  # never "registration"
        box = "register" if tokens[-1] in ("register", "reg") else "log"
        first = re.match(r"\s*([A-Za-z]+)/", c.description or "")  # "Burial/CR reg.": burials
        if not words and first and not vocab.unclear([first.group(1)]) and box == "register":
            words = [first.group(1).lower()]
        return " ".join([*words, f"{box} entry"]), " ".join([*words, f"{box} entries"])
    return f"{c.name} record", f"{c.name} records"


def _spelled_by_properties(c: Collection, token: str) -> str:
    """The one full word the collection's own properties write (in a description or a name) that
    a class name's clipping abbreviates, shortest of a family (walk, walker: walk), or ""."""
    low = token.lower()
    if len(low) < 3 or not low.isalpha():
        return ""
    written = set()
    for p in c.properties:
        written |= {w.lower() for w in re.findall(r"[A-Za-z]+(?![A-Za-z]*\.)", p.description or "")}
        written |= set(name_tokens(p.name))
    words = english_words()  # `enrol_no` beside Enrolmts: enrolments (a schema word and ending)
    written |= {
        w.removesuffix("e") + end
        for w in list(written)
        for end in ("ment", "ments", "ion", "ions")
        if len(w) >= 4 and w.removesuffix("e") + end in words
    }
    found = {w for w in written if len(w) > len(low) and is_full_word(w) and abbreviates(low, w)}
    roots = {w for w in found if not any(w != v and w.startswith(v) for v in found)}
    if len(roots) != 1:
        return ""
    root = roots.pop()
    return singular_word(root) if is_core(singular_word(root)) else ""


def _records_identified(c: Collection, vocab: Vocabulary) -> str:
    """The records' noun, singular, as their identifier's description names what it numbers
    (ConsTrt's `jobNo` "Job #": job), when that is one plain word; else ""."""
    ident = next((p for p in c.properties if p.is_identifier), None)
    if ident is None:
        return ""
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", shorthand(ident.description))]
    while words and words[-1] in IDENTIFYING_HEADS | {"ref", "num", "nbr", "nr", "reg"}:
        words = words[:-1]
    words = [vocab.paired(w) or w for w in words]  # "Hs #" beside `horseid`: horse
    if len(words) != 1 or len(words[0]) < 3 or words[0] in IDENTIFYING_HEADS:
        return ""
    word = words[0]
    return word if is_core(word) and not vocab.unclear([word]) and not is_plural(word) else ""


def _records_keyed(c: Collection, short: str) -> str:
    """The records' noun, singular, as their identifier writes it in full, when the class name's
    last word abbreviates it (Pks beside `PackNo` "Pack #": pack; `Cpts` beside "Cpt ref": none),
    or ""."""
    short = short.lower()
    props = sorted(c.properties, key=lambda p: not p.is_identifier)[:1]
    for p in props:
        words = {w.lower() for w in re.findall(r"[A-Za-z]+", f"{p.description} ")}
        words |= {t for t in name_tokens(p.name)}
        for w in sorted(words):
            full = len(w) >= 3 and is_full_word(w) and w not in IDENTIFYING_HEADS
            if full and short != w and short[0] == w[0] and abbreviates(short, plural(w)):
                return w
    return ""


_CALENDAR = frozenset({"day", "week", "month", "year", "quarter", "term", "season", "half"})


def _meant(tokens: list[str]) -> dict[str, tuple[int, bool]]:
    """The words a place's tokens mean, singular, each with its token's index and whether the
    token spells it in full: a full word is itself, a clipping the table spells as one word is
    that word ("agmt": agreement); a container ("reg.") means no record."""
    out: dict[str, tuple[int, bool]] = {}
    for i, t in enumerate(tokens):
        if t in CONTAINERS_OF_RECORDS:
            continue  # "reg.": the register, never "registrations"
        if len(t) >= 3 and is_full_word(t):
            out.setdefault(singular_word(t), (i, True))
        full = ABBREVIATIONS.get(t) or ABBREVIATIONS.get(t.removesuffix("s"), "")
        if full and " " not in full:
            out.setdefault(singular_word(full), (i, False))
    return out


def _plain_tokens(text: str) -> list[str]:
    """A description's words outside its parentheses and slash groups, lowercase: "Burial/CR reg.
    (B=burial)" names no kind of record alone."""
    text = re.sub(r"\([^()]*\)", " ", text or "")
    return [w.lower() for t in text.split() if "/" not in t for w in re.findall(r"[A-Za-z]+", t)]


def _records_corroborated(c: Collection, many: str) -> str:
    """The records' noun, plural, when the writer's noun is only a guess at the container ("TV
    log entries", "hive records") and the places that name the records agree on one word: the
    class name, its description and its identifier, two of them with one spelling the word in
    full (`TVLog` "Tun./svc visits" beside `visit_id`: visits), or all three ("Hive insp. recs"
    beside `insp_id`: hive inspections); "" when no word or two words are so named. The word is
    said with the plain word before it in the description, else in the name."""
    ident = next((p for p in c.properties if p.is_identifier), None)
    name = name_tokens(c.name)
    places = [_meant(name), _meant(_plain_tokens(c.description))]
    if ident is not None:
        places.append(_meant(name_tokens(ident.name) + _plain_tokens(ident.description)))
    said = {singular_word(w.lower()) for w in many.split()}
    banned = IDENTIFYING_HEADS | CONTAINERS_OF_RECORDS | COLLECTIVES | _GENERIC | _CALENDAR
    banned |= said | _ADJECTIVES | {"entry", "record", "item"}
    vocab = schema_vocabulary(c)
    good = []
    for w in {w for place in places for w in place}:
        named = [place[w][1] for place in places if w in place]
        sure = len(named) >= 2 and any(named) or len(named) == 3
        plain = is_core(w) and not w.endswith("ed") and not _participle(w)
        if sure and plain and w not in banned and not vocab.unclear([w]):
            good.append(w)
    if len(good) != 1:
        return ""
    word = good[0]
    words = (c.description or "").split()
    at = next((i for i, t in enumerate(words) if word in _meant(_plain_tokens(t))), -1)
    before = ""
    if at > 0 and re.fullmatch(r"[A-Za-z]+", words[at - 1]) and not vocab.unclear([words[at - 1]]):
        before = words[at - 1].lower()  # "Hive insp. recs": hive inspections
    elif word in places[0] and places[0][word][0] > 0:  # `HireAgmt`: hire agreements
        lead = [" ".join(expand([t])).lower() for t in name[: places[0][word][0]]]
        if all(w.isalpha() for w in lead) and not vocab.unclear(lead):
            before = " ".join(lead)
    if word in MASS:
        return " ".join([*before.split(), word, "items"])
    return plural(" ".join([*before.split(), word]))


# The head of a class description that names the container, not the records ("Firing log").
CONTAINERS_OF_RECORDS = {"log", "logs", "register", "reg", "list", "table", "ledger", "book"}
CONTAINERS_OF_RECORDS |= {"file", "records", "registry", "inventory", "inv", "journal", "sheet"}
CONTAINERS_OF_RECORDS |= {"history", "hist"}  # "Exam hist.": the exams, never "exam histories"


# Nouns of an activity with no plural in a register's sense: records named so are the
# description's ("Wtr/shed rprs": repairs), else the activity's jobs, never "maintenances".
_ACTIVITIES = frozenset({"maintenance", "upkeep", "housekeeping", "servicing", "cleaning"})


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_PERIOD = re.compile(  # 2024, '25, 2023-24, 2018-, FY24/25, AY24/25, H1-25, Q3, Jan-Jun, Jul24-Jun25
    rf"(?:(?:19|20)\d\d(?:[-/]\d{{2,4}})?-?|'\d\d|(?:fy|ay)\d\d(?:/\d\d)?|[hq][1-4](?:[-/]\d\d)?"
    rf"|{_MONTH}(?:\d\d)?(?:-{_MONTH}(?:\d\d)?)?)",
    re.IGNORECASE,
)


def _a_period(word: str) -> bool:
    """Whether a word of a class description is the period its records cover (2024, '25,
    2023-24, FY24/25, H1-25, Jan-Jun, Jul24-Jun25, or the 25 of "Jan-Jun 25")."""
    return bool(_PERIOD.fullmatch(word.strip(".,;:()")) or re.fullmatch(r"\d\d", word))


def _records_described(description: str, vocab: Vocabulary) -> str:
    """The records as a class description names them, in plain words, plural: "Firing log" ->
    firings, "Hny hrv lots" -> lots, "Wares/pcs in prog." -> wares; "" when none is plain."""
    # a slash group before the head noun lists kinds of the records ("Leak/mtr WOs"): one of
    # them alone would narrow what the records are (leak work orders), so none is said
    toks = " ".join(description.split()).split()
    if len(toks) > 1 and toks[-1].lower().strip(".,;:") in CONTAINERS_OF_RECORDS:
        toks = toks[:-1]  # "Supplier farm reg.": the farms, not their registrations
    label_end = next((i for i, t in enumerate(toks) if t.startswith("(")), len(toks))
    heads = [t.lower().strip(".,;:") for t in toks[:label_end] if "/" not in t]
    if heads and all(h in CONTAINERS_OF_RECORDS for h in heads):
        return ""  # "Plant/eqpt reg. (PPM)": a register, never "registrations"
    if label_end > 1 and toks[label_end - 1].lower().strip(".,;:") in CONTAINERS_OF_RECORDS:
        toks = toks[: label_end - 1] + toks[label_end:]  # "Cyl reg. (hire/trng)": cylinders
        label_end -= 1
    toks = [  # "Reg. vessels": a modifier cut short is a guess (registered? registration?)
        t for i, t in enumerate(toks) if not (t.endswith(".") and i < label_end - 1)
    ] or toks
    toks = [
        t
        for i, t in enumerate(toks)
        if not (
            "/" in t
            and i + 1 < len(toks)
            and toks[i + 1].lower().strip(".,") not in _PREPS
            and not _per_unit(t)
        )
    ]
    label, _ = plain_label(shorthand(" ".join(toks)).rstrip("."))
    label = re.split(r"[,;:(]| - ", label)[0].strip()
    words = [w for w in _terse(label) if w and not _a_period(w)]  # "Hire bkgs 2024": bookings
    cut = next((i for i, w in enumerate(words) if i and w.lower() in _PREPS), len(words))
    words = words[:cut]
    if len(words) > 1 and words[-1].lower() in CONTAINERS_OF_RECORDS:
        words = words[:-1]  # "Firing log": the firings
    if not words or len(words) > 4:
        return ""
    phrase = without_unclear(" ".join(words), vocab.unclear(words))
    if not phrase or vocab.unclear(phrase) or phrase.split()[-1].lower() in CONTAINERS_OF_RECORDS:
        return ""
    phrase = " ".join(
        w if sum(ch.isupper() for ch in w) >= 2 else w.lower() for w in phrase.split()
    )
    return phrase if is_plural(phrase) else plural(phrase)


def _initials(description: str, name: str) -> bool:
    """Whether a description is the acronym of the name's words (QOH for qty_on_hand)."""
    letters = "".join(w[0] for w in name.split() if w)
    return description.isupper() and " " not in description and description.lower() == letters


def _says_less(description: str, said_unit: str, name: str, unit: str) -> bool:
    """Whether a description's words (and unit) are a strict part of the name's, digits aside
    ("Fuel" for fuel_typ; "ZIP" for zip5 says as much), or the name's with a participle added
    ("grape variety planted" for grapeVariety)."""
    named = {w for w in content(f"{name} {unit}") if not w.isdigit()}
    said = content(f"{description} {said_unit}")
    if said < named or named < said and all(_participle(w) for w in said - named):
        return True
    return _initials(description, " ".join(name_tokens(name.replace(" ", "_"))))


def _alts(p: Property) -> list[str]:
    return [s.strip() for s in p.synonyms if s.strip()]


_CACHE: dict[tuple, Wording] = {}


# The (name, description) of every collection and property of the environment being written
# (`schema_words`): a clipping in one collection may be spelled out in another ("Bk lifts"
# beside `nBanks` "Banks #" of the sites).
_SCHEMA: ContextVar[tuple[tuple[str, str], ...]] = ContextVar("schema_words", default=())
# The acronyms the environment's name spells, read by record nouns only: a class name's CP in
# `car-parks` is a car park, but "HM notes" in `harbour-moorings` are the harbour master's.
_ENV_NAMED: ContextVar[tuple[tuple[str, str], ...]] = ContextVar("env_named", default=())
_CLASSES: ContextVar[tuple[str, ...]] = ContextVar("schema_classes", default=())
_COLLECTIONS: ContextVar[dict[str, Collection]] = ContextVar("schema_collections", default={})  # noqa: B039


@contextmanager
def schema_words(env: Environment) -> Iterator[None]:
    """Within it, commands are written with the whole environment's words as evidence of
    what its clippings mean (`clippings_spelled`)."""
    pairs = [(c.name, c.description) for c in env.collections]
    pairs += [(p.name, p.description) for c in env.collections for p in c.properties]
    token = _SCHEMA.set(tuple(dict.fromkeys(pairs)))
    classes = _CLASSES.set(tuple(c.name for c in env.collections))
    collections = _COLLECTIONS.set({c.name: c for c in env.collections})  # what references name
    named = _ENV_NAMED.set(tuple(env_acronyms(env.id).items()))  # `car-parks`: CP, car park
    try:
        yield
    finally:
        _SCHEMA.reset(token)
        _CLASSES.reset(classes)
        _COLLECTIONS.reset(collections)
        _ENV_NAMED.reset(named)


def schema_vocabulary(coll: Collection | None, p: Property | None = None) -> Vocabulary:
    """The words a collection's schema adds to the core vocabulary (`_vocab`): the full words of
    its descriptions and its acronyms as written."""
    own = [p] if p is not None else []
    props = [*(coll.properties if coll is not None else []), *own]
    texts = (coll.description if coll is not None else "", *(q.description for q in props))
    names = (coll.name if coll is not None else "", *(q.name for q in props))
    vocab = vocabulary(
        tuple(dict.fromkeys(texts)), tuple(dict.fromkeys(names)), cut_short(tuple(texts))
    )
    own = tuple(dict.fromkeys((q.name, q.description) for q in props))
    if coll is not None:
        own += ((coll.name, coll.description),)
    pairs = clippings_spelled(own, _SCHEMA.get(), _CLASSES.get())
    classes = _CLASSES.get() + ((coll.name,) if coll is not None else ())
    terms = schema_terms(own + _SCHEMA.get(), tuple(dict.fromkeys(classes)))
    if terms - vocab.described:
        vocab = replace(vocab, described=vocab.described | terms)
    return replace(vocab, pairs=pairs) if pairs else vocab


@cache
def schema_terms(props: tuple[tuple[str, str], ...], classes: tuple[str, ...]) -> frozenset[str]:
    """The schema's own terms for its records: a word a class description writes in full (no
    dot, a vowel, four letters or more, no clipping) that a property's name holds as a whole
    word, though no dictionary has it ("Gyle log (BH)" beside `gyle_no`: gyles)."""
    described = [d for n, d in props if n in classes and d]
    named = {t for n, _ in props if n not in classes for t in name_tokens(n)}
    out = set()
    for text in described:
        for w in re.findall(r"[A-Za-z]+(?![A-Za-z]*\.)", f"{text} "):
            low = w.lower()
            stem = low.removesuffix("s")
            clipped = {low, stem} & (CLIPPED | ABBREVIATIONS.keys())
            vowel = re.search(r"[aeiou]", stem[1:]) is not None
            if len(stem) >= 4 and vowel and not clipped and (low in named or stem in named):
                out |= {low, stem}
    return frozenset(out)


@cache
def clippings_spelled(
    props: tuple[tuple[str, str], ...],
    schema: tuple[tuple[str, str], ...] = (),
    classes: tuple[str, ...] = (),
) -> tuple[tuple[str, str], ...]:
    """The clippings a schema spells out beside them, as (clipping, full word): a name's word
    that abbreviates one full word of the same property's description ("ln" in `lnGbp` "Line
    val., £": line; "lnd" in `lndCost` "Landed, £/kg": landed), and a description's word that
    abbreviates one full word of the property's name ("Grd" for `Grind`: grind, not the
    table's "grade"). A clipping spelled two ways in one schema is no pair; a common word
    (cup, bag) is never taken for a clipping. Issue 42, wording round 6 (reading v11)."""
    found: dict[str, set[str]] = {}
    units = _unit_words(tuple(d for _, d in props + schema))  # "Cap., hd", "kg/hd": a unit

    def pair(short: str, full: list[str], own: bool = False) -> None:
        short = short.lower()
        if len(short) < 2 or not short.isalpha() or is_core(short) or is_full_word(short):
            return
        if short in units and not own:  # "Hd on doc" beside "Held back, hd": hd is the unit
            return  # (head), not held; `workDone` "Wk done" beside "£/wk": its own name's work
        words = {w for w in full if abbreviates(short, w)}
        if short.endswith("y"):  # "svy" beside `surveyor`: a clipping's end y ends its word
            words = {w for w in words if singular_word(w).endswith("y")}
        many = short.endswith("s") and len(short) > 2 and not words
        if many:  # "Flts" in "Fault rpts": flt is fault, flts faults
            short = short[:-1]
            words = {singular_word(w) for w in full if abbreviates(short, singular_word(w))}
        if len(words) == 1:
            found.setdefault(short, set()).add(words.pop())

    def pairs_of(name: str, description: str, own: bool = True) -> None:
        for head, tail in re.findall(r"([A-Za-z]{2,})'([A-Za-z]+)", description or ""):
            full = _contracted(head.lower(), tail.lower())
            if full and head.lower() in name_tokens(name):  # mat_cost "Mat'ls, £": materials
                found.setdefault(head.lower(), set()).add(full)
        written = [  # the description's words written in full (not cut short with a dot)
            w.lower()
            for w in re.findall(r"[A-Za-z]+(?![A-Za-z]*\.)", description or "")
            if is_full_word(w.lower())
        ]
        tokens = unglue(name_tokens(name))  # `horseid` "Hs #": hs is horse
        named = [t for t in tokens if t.isalpha() and is_full_word(t)]
        said = {w.lower() for w in re.findall(r"[A-Za-z]+", description or "")}
        for token in tokens:
            if token not in said:  # `efkCt` "EFK catch ct": ct is the description's ct, a count
                pair(token, written)
        here = _unit_words((description,))  # "Held back, hd": hd is its unit, never held
        for token in re.findall(r"[A-Za-z]+", description or ""):
            pair(token, named, own=own and token.lower() not in here)

    for name, description in props:
        pairs_of(name, description)
    out = {k: v.pop() for k, v in found.items() if len(v) == 1}
    found = {}
    for name, description in schema:  # `horseid` "Hs #": hs is horse anywhere in the schema
        said = [w for w in re.findall(r"[A-Za-z]+", description or "")]
        said = [w for w in said if w.lower() not in IDENTIFYING_HEADS | {"ref", "nr", "nbr"}]
        if len(said) == 1 and said[0].lower() not in ABBREVIATIONS:  # the name's one word cut
            named = [t for t in unglue(name_tokens(name)) if t.isalpha() and is_full_word(t)]
            pair(said[0], named)
    for short, full in found.items():
        if short not in out and len(full) == 1:
            out[short] = full.pop()
    for short, full in _table_contradicted(props + schema, classes).items():
        out.setdefault(short, full)
    return tuple(sorted(out.items()))


def _unit_words(descriptions: tuple[str, ...]) -> frozenset[str]:
    """The clippings a schema's descriptions write as a unit: after the last comma ("Cap., hd")
    or per a measure ("kg/hd", "£/hd")."""
    found: set[str] = set()
    for d in descriptions:
        d = (d or "").split("(")[0]
        tail = re.search(r",\s*([A-Za-z]{1,4})\.?\s*$", d)
        if tail:
            found.add(tail.group(1).lower())
        found |= {
            w.lower() for w in re.findall(r"(?:£|\$|€|\bkg|\bg|\bp|\blb)/([A-Za-z]{1,4})\b", d)
        }
    return frozenset(w for w in found if not is_core(w))


@cache
def _contracted(head: str, tail: str) -> str:
    """The one core word a contraction writes ("mat'ls": materials), or "" (ret'd: returned?
    retired? retained?)."""
    found = {
        w
        for w in core_words()
        if len(w) > len(head) + len(tail) + 1
        and w.startswith(head)
        and w.endswith(tail)
        and abbreviates(head + tail, w)
    }
    return found.pop() if len(found) == 1 else ""


@cache
def _table_contradicted(
    props: tuple[tuple[str, str], ...], classes: tuple[str, ...]
) -> dict[str, str]:
    """A class name's clippings whose table expansion the schema never writes while its names
    write exactly one other word they abbreviate ("Bk" in `BkLifts`, "Bottle bk sites": the
    table's book, the schema's banks of `nBanks` "Banks #"): the schema's word, singular. Only
    a class name's words: the records' noun is in every command, and a property's clipping
    matches some other word of a large schema too often ("Pmt" is no permit)."""
    written: set[str] = set()
    named: set[str] = set()  # the words written in names: what a class name's clipping abbreviates
    whole: set[str] = set()  # one-word property names: the records are never one of those
    for name, description in props:
        for w in re.findall(r"[A-Za-z]+(?![A-Za-z]*\.)", f"{description or ''} "):
            if is_full_word(w.lower()):
                written.add(singular_word(w.lower()))
        tokens = name_tokens(name)
        for t in tokens:
            if t.isalpha() and is_full_word(t):
                written.add(singular_word(t))
                named.add(singular_word(t))
        if len(tokens) == 1 and name not in classes:
            whole.add(singular_word(tokens[0]))  # `inspector` beside InspReg: no inspectors
    clippings = {
        t for c in classes for t in name_tokens(c) if t.isalpha() and len(t) >= 2 and not is_word(t)
    }
    out: dict[str, str] = {}
    for t in sorted(clippings):
        table = ABBREVIATIONS.get(t) or ABBREVIATIONS.get(t.removesuffix("s"))
        if not table or len(table.split()) != 1:
            continue
        stem = t.removesuffix("s") if t not in ABBREVIATIONS else t
        if singular_word(table) in written:
            continue  # the schema writes the table's word too: no contradiction
        words = {w for w in named - whole if abbreviates(stem, w)}  # the names' words: nBanks
        if len(words) == 1:
            out[stem] = words.pop()
    return out


@cache
def cut_short(texts: tuple[str, ...]) -> frozenset[str]:
    """The words a schema's descriptions write cut short with a dot that no ending makes a noun
    of ("Mat.", "Exc. y/n"): said in a name, "mats" or "pipe mat" is a clipping, not the word.
    A label's last dot is a period, not a clipping, when most descriptions end with one."""
    said = [t.strip() for t in texts if t and t.strip()]
    long = [t for t in said if len(t.split()) >= 3]  # "Job typ." is no sentence either way
    periods = bool(long) and sum(t.endswith(".") for t in long) * 2 >= len(long)
    return frozenset(
        w for t in said for w, noun in dotted(t, final=not periods).items() if not noun
    )


def _heads(coll: Collection | None, p: Property, record: str) -> frozenset[str]:
    """The head words (singular, lowercase) the other properties of the collection may be named
    by: a modifier left out must not leave a head another property also has ("code")."""
    out: set[str] = set()
    for q in coll.properties if coll is not None else ():
        if q.name == p.name:
            continue
        numeric = q.kind == "numeric"
        for phrase in (
            _name_noun(q, record)[0],
            parse_description(q.description, record, numeric).noun,
        ):
            words = _HEAD_END.split(phrase)[0].split()
            if words:
                out.add(singular_word(words[-1].lower()))
    return frozenset(out)


def wording(p: Property, coll: Collection | None = None) -> Wording:
    """How commands name `p` (of collection `coll`, whose records a description may mention)."""
    record = record_nouns(coll)[0] if coll is not None else ""
    if coll is not None and record == f"{coll.name} record":
        record = ""  # the records have no plain noun: no name part is read as theirs
    sig = (
        (
            coll.name,
            coll.description,
            coll.display,
            tuple((q.name, q.description) for q in coll.properties),
        )
        if coll
        else ()
    )
    key = (p.name, p.type, p.description, p.display, tuple(p.synonyms), record, p.references, sig)
    key += (_SCHEMA.get(),)  # the environment's words (`schema_words`) change the wording too
    if key not in _CACHE:
        if len(_CACHE) > 4096:
            _CACHE.clear()
        vocab = schema_vocabulary(coll, p)
        _CACHE[key] = _wording(p, record, vocab, _heads(coll, p, record), _whole_names(coll))
    return _CACHE[key]


def respelled(
    phrase: str, vocab: Vocabulary, head_only: bool = False, avoid: frozenset[str] = frozenset()
) -> str:
    """The phrase with each word the schema spells out elsewhere so spelled ("customer conts"
    beside `contactRef`: customer contacts; `_vocab.spelled_out`); `head_only`: its last word
    only; never into a word in `avoid` (a property's whole name: AuctLots beside `auctioneer`
    are no auctioneer lots)."""
    words = phrase.split()
    out = []
    for i, w in enumerate(words):
        full = spelled_out(w, vocab) if not head_only or i == len(words) - 1 else ""
        out.append(w if not full or singular_word(full.lower()) in avoid else full)
    return " ".join(out) if out != words else phrase


def _whole_names(c: Collection | None) -> frozenset[str]:
    """The one-word names of a collection's properties, lowercase (auctioneer, handler)."""
    props = c.properties if c is not None else []
    return frozenset(p.name.lower() for p in props if len(name_tokens(p.name)) == 1)


def without_unclear(phrase: str, unclear_words: list[str]) -> str:
    """The phrase with its unclear modifiers left out ("adv events" -> "events"), or "" when its
    head is unclear or nothing plain is left (rule 2 of wording round 4)."""
    bad = {w.lower() for w in unclear_words}
    words = _HEAD_END.split(phrase)[0].split()
    if not words or words[-1].strip("().,").lower() in bad:
        return ""
    if phrase.split()[-1].strip("().,").lower() in bad:
        return ""  # "number of props aff": what follows the head says which, not left out
    kept = [w for w in phrase.split() if w.strip("().,").lower() not in bad]
    while kept and kept[0].lower() in _PREPS | {"and", "or", "the", "a", "an"}:
        kept = kept[1:]
    while kept and kept[-1].lower() in _PREPS | {"and", "or", "the", "a", "an"}:
        kept = kept[:-1]
    if " ".join(kept).lower() in _ALONE_PERIODS:
        return ""  # "Dem. days": days of what? not a property's name
    if len(kept) < len(phrase.split()) and kept and kept[0].lower() in _LONE_MODIFIERS:
        return ""  # "Borr. last 6 vis.": the borrowings, never "last 6 visits"
    return " ".join(kept)


def _respell(text: str, lookup: Callable[[str], str]) -> str:
    """`text` with each word `lookup` spells out written so, its capital kept ("Bottle bk
    sites" -> "Bottle bank sites"; "Ord ln #" -> "Ord line #")."""

    def full(m: re.Match) -> str:
        word = lookup(m.group(1))
        if not word:
            return m.group(0)
        return word.capitalize() if m.group(1)[0].isupper() else word

    return re.sub(r"(?<![A-Za-z])([A-Za-z]+)\.?(?![A-Za-z])", full, text or "")


def spelled_description(description: str, vocab: Vocabulary) -> str:
    """A description with each clipping the schema spells out beside it written in full ("Ord
    ln #" -> "Ord line #" beside `lnGbp` "Line val., £"; `clippings_spelled`)."""
    return _respell(description, vocab.paired)


def _wording(
    p: Property,
    record: str,
    vocab: Vocabulary | None = None,
    heads: frozenset[str] = frozenset(),
    whole: frozenset[str] = frozenset(),
) -> Wording:
    vocab = vocab or schema_vocabulary(None, p)
    if p.type == "boolean":  # what a flag's true says is read from its own words only
        vocab = replace(vocab, pairs=())
    written = p.description.split()  # as the schema writes it, clippings and all
    if vocab.pairs:  # the schema's own spelling of its clippings ("Grd" for Grind: grind)
        p = p.model_copy(update={"description": spelled_description(p.description, vocab)})
    own = p.name.lower()
    described_words = {  # written in full, not cut short with a dot ("Meth.")
        w.lower() for w in re.findall(r"[A-Za-z]+(?![A-Za-z]*\.)", f"{p.description} ")
    }
    clipped = {own, own.removesuffix("s")} & (CLIPPED | ABBREVIATIONS.keys())  # "Mods" for mods
    term = own.isalpha() and len(own) >= 5 and not vowelless(own)  # Agtron, not rtstk or dfcts
    if term and own in described_words and not clipped:
        vocab = replace(vocab, described=vocab.described | {own})  # "Agtron WB" for Agtron
    numeric = p.kind == "numeric"
    paired = vocab.paired if vocab.pairs else None
    name_noun, name_unit = _name_noun(p, record, paired, whole - {p.name.lower()})
    named_by = referenced_record(p)  # `bkRef` to Bkgs: the booking reference, never "book"
    if named_by and name_noun.split():
        theirs, their_unit = _name_noun(p, named_by, paired, whole - {p.name.lower()})
        first = name_noun.split()[0].lower()  # "book reference": the table's word for bk
        if theirs.startswith(named_by) and first != named_by.split()[0] and is_core(first):
            name_noun, name_unit = theirs, their_unit
    if vocab.pairs:  # lndCost beside "Landed, £/kg": the landed cost, more than "landed"
        name_noun = respelled(name_noun, vocab)
    parsed = parse_description(p.description, record, numeric)
    display = p.display.strip()
    why = ""
    clip = written[0].rstrip(".").lower() if len(written) == 1 and written[0].endswith(".") else ""
    whole = name_noun.lower().split()  # `Sector` "Sect.": the name's word, not "section";
    plain_name = bool(whole) and all(w.isalpha() and is_core(w) for w in whole)  # signedBy "Sig."
    name_spelled = clip and plain_name and abbreviates(clip, whole[0])
    lone = re.findall(r"[A-Za-z]+", re.sub(r"\([^()]*\)", " ", p.description))  # "Pax (day)"
    tokens = strip_type_prefix(name_tokens(p.name), p.kind)  # ... beside `nGuests`: guests
    table = ABBREVIATIONS.get(lone[-1].lower(), "") if lone else ""
    table = table if all(w.lower() in tokens for w in lone[:-1]) else ""  # "+ eve pax", eveGuests
    spoken = [t for t in tokens if is_full_word(t) and t not in (w.lower() for w in lone)]
    spoken = [t for t in spoken if t not in _PARTICLES | _PREPS]  # `cagesBack`: "back" is no noun
    own_word = bool(table) and plain_name and bool(spoken) and table not in whole
    own_word = own_word and not any(abbreviates(lone[-1].lower(), t) for t in spoken)
    described = (
        parsed.noun
        and parsed.why != "generic"
        and not name_spelled
        and not own_word  # the name's own word, never the table's for another word ("Pax")
        and not _says_less(parsed.noun, parsed.unit, name_noun, name_unit)
    )
    if display:
        noun, unit, source = display, "", "display"
    elif described:
        noun, unit, source = parsed.noun, parsed.unit or name_unit, "description"
        if noun.split()[0] in AMOUNTS.values() and " of " in noun:
            unit = ""  # "meters of lane used": the unit is in the words
    else:
        noun, unit, source = name_noun, parsed.unit or name_unit, "name"
        if parsed.clause:
            why = "a clause" if p.type != "boolean" else ""
            source = "description" if p.type == "boolean" else "name"
        elif parsed.noun:  # a subset of the name's words, or "the kind of frame"
            why = "says no more than the name"
        else:
            why = parsed.why
    per = re.search(r"([£$€])\s*/\s*([A-Za-z]+)", p.description)  # "Rate, £/bin" is in £
    if per and unit == name_unit and unit not in MONEY:
        unit = ""  # rateKg "COG £/kg": a price per kg, never "a rate of 2.3 kg"
    period = _PERIODICAL.get(per.group(2).lower(), "") if per else ""
    head = noun.split()[-1].lower() if noun.split() else ""
    if period and source == "description" and head not in VALUE_HEADS | _MONEY_HEADS:
        noun = f"{period} {noun} rate"  # "Hire, £/wk": the weekly hire rate, not "a hire"
        unit = {"£": "GBP", "$": "USD", "€": "EUR"}[per.group(1)]
    name_noun = respelled(name_noun, vocab, avoid=heads)
    if source != "display":
        noun = respelled(noun, vocab, avoid=heads)
    if source == "description" and re.search(r"[A-Za-z]/[A-Za-z]", noun):
        parts = [w for w in re.split(r"[\s/]+", noun.lower()) if w]
        named = set(name_noun.lower().split())
        both = len(parts) == 2 and named == set(parts) and not any(is_plural(w) for w in parts)
        if both:
            noun = noun.replace("/", " and ")  # make_mdl "Make/model": make and model
        elif name_noun and not vocab.unclear(name_noun):  # "Access/flags", Forest "Forest/estate"
            noun, source = name_noun, "name"
    if source == "description" and _acronyms_beside(noun, p.name):
        written = re.search(rf"(?i)(?<![A-Za-z]){re.escape(p.name)}(?![A-Za-z])", p.description)
        noun = written.group(0) if written else p.name  # as the description writes it
        source = "name"
        why = "an acronym beside the name"
    bare_head = noun.lower() in IDENTIFYING_HEADS and " " in name_noun.strip()
    if source == "description" and bare_head and not vocab.unclear(name_noun):
        noun, source = name_noun, "name"  # acct_code "A/c #": the account code, not "a number"
    keyed = (p.is_identifier or p.references) and _names_one(name_noun)
    if source == "description" and keyed and not _names_one(noun):
        noun, source = name_noun, "name"  # "Unit" for a unit number: the record, not its number
        why = "names the record, not its identifier"
    clause = parsed.clause if source != "display" and p.type == "boolean" else ""
    cut = {w for w, noun_of in dotted(p.description, record, numeric).items() if not noun_of}

    in_words = {w.lower() for w in re.findall(r"[A-Za-z]+", p.description)}
    cut |= {  # axPos: ax, a name's two-letter clipping (not an acronym the table gives: ID, OK)
        w for w in name_noun.split() if w.isalpha() and w.islower() and clipped_pair(w)
    } - in_words

    def _unclear(words: list[str]) -> list[str]:  # and a word cut short with no noun (Sep.)
        out = vocab.unclear(words)
        out += [w for w in words if w.lower() in cut and w.strip("()[],.;:?!") not in out]
        if words and not out and not any(re.search(r"[A-Za-z]{2}", w) for w in words):
            out = list(words)  # "Hny '25, kg" less its clipping: "'25" names nothing
        if words and words[-1].lower() == "as" and len(words) > 1 and not out:
            out = [words[-1]]  # "Hived as (col.)": a verb's object, no noun ("a hived as of X")
        return out

    if clause and _unclear(clause.split()):
        clause = ""  # a Whether-clause in shorthand: the name's words instead
        if source == "description" and p.type == "boolean":
            noun, source = name_noun, "name"
    fragments = [] if display or clause else _unclear(noun.split())
    other = name_noun if source == "description" else parsed.noun
    if fragments and other and not _unclear(other.split()):  # the other source, if plain
        noun = other
        source = "name" if other == name_noun else "description"
        fragments = []
    if fragments and p.references and p.kind == "text":  # a reference: the records it names
        target = referenced_record(p)  # Cols: colony
        if target and not _unclear(target.split()) and singular_word(target) not in heads:
            noun, fragments, source = target, [], "name"
    slashed = re.search(r"[A-Za-z.]/[A-Za-z]", p.description)  # "Miss./dmg": either, not one
    if fragments and p.kind != "boolean" and not slashed:  # unclear modifiers left out
        for phrase in (noun, other):
            kept = without_unclear(phrase, _unclear(phrase.split())) if phrase else ""
            head = singular_word(kept.split()[-1].lower()) if kept else ""
            lone = len(kept.split()) == 1
            generic = lone and head in _GENERIC_RESIDUE  # "Agit. time": time
            generic = generic or lone and (_participle(head) or _adjectival([head]))  # est.
            ok = kept and not _unclear(kept.split()) and not generic
            if ok and head not in heads and head != record:
                noun, fragments = kept, []
                source = "name" if phrase == name_noun else "description"
                break
    positions = re.match(r"\s*[A-Za-z][\w.-]*/[A-Za-z]", shorthand(p.description))  # HR/RR
    if source == "description" and p.is_array and positions and not fragments:
        fragments = [noun]  # one item of a list of positions names no array: left out
    if source != "display" and p.is_identifier and record and noun.lower() == record.lower():
        noun = f"{noun} number"  # "Mtr s/n": the meter's number, not "the meter whose meter is"
    bare_words = [w for w in noun.lower().split() if w not in ("date", "dates")]
    if source != "display" and len(bare_words) == 1 and bare_words[0] in _PREPS | _PARTICLES:
        fragments = [bare_words[0]]  # frm "From", dtIn: "a from of OPD", "an in date"
    last = bare_words[-1] if bare_words else ""
    open_end = len(bare_words) > 1 and last in _OBJECT_WANTED
    first = bare_words[0] if bare_words else ""
    verb = first.endswith("s") and not first.endswith("ss") and is_core(first[:-1])
    if len(bare_words) == 2 and last in ("on", "at", "for") and verb and p.kind != "date":
        open_end = True  # "Runs on (prs)": a verb's object wanted (what it runs on), no noun
    if p.scalar_type == "date" and last in _DATE_ENDS:
        open_end = False  # "Lic. from": the licence start date (`_finished`)
    if source != "display" and open_end:
        fragments = fragments or [noun]  # usesSince: uses since what? ("a uses since of 6")
    if source != "display" and p.type == "boolean" and not fragments:
        head = singular_word(noun.split()[-1].lower()) if noun.split() else ""
        if head in _QUANTITY_HEADS:  # repeatCt: a flag cannot be a count; ct is not count here
            fragments = [noun.split()[-1]]
        bare = [w for w in noun.split() if w.lower() not in ("is", "has", "was", "are")]
        one = bare[0] if len(bare) == 1 else ""
        plain_flag = one.isupper() or "-" in one or _adjectival([one]) or _participle(one.lower())
        written = {w.lower() for w in re.findall(r"[A-Za-z]+(?![A-Za-z]*\.)", p.description)}
        if one and not clause and not plain_flag and one.lower() not in written:
            fragments = [one]  # `dig` ("Exc. y/n"), "Org.?": what a true value says is a guess
        if not fragments and p.description.strip() and not _writes_a_word(p):
            fragments = noun.split()[:1]  # "Org. cert?" on isOrg: organic? organization? a guess
    if source != "display" and p.type == "boolean" and not fragments and not clause:
        noun = _flag_participle(noun, p.name)  # regrvd "Regroove?": regrooved
    head_word = singular_word(noun.split()[-1].lower()) if noun.split() else ""
    if source != "display" and p.kind == "text" and head_word in _MONEY_HEADS:
        fragments = fragments or [noun]  # "Disc. (B/TR/L/AB)": no category is a discount
    if source == "name":
        noun = _nominal(noun, p.description)  # assessDts "Hill pty assmt dts": assessment dates
    if source == "description":
        noun = _things_done(noun, p.description)  # "Cages coll.": cages collected
    noun = _finished(p, noun, source)
    counted_head = noun.split()[-2].lower() if len(noun.split()) > 2 else ""
    if source != "display" and noun.endswith(" number") and counted_head in QUANTITIES:
        noun = noun.removesuffix(" number")  # "Bather load #": the bather load, a count already
    counts = name_tokens(p.name)[:1] in (["n"], ["num"]) and p.kind == "numeric"
    thing = noun.removesuffix(" number")  # "BS #" stays: no plural of a code is plainer
    plain = thing.isalpha() and not thing.isupper()
    if source == "description" and counts and noun != thing and plain:
        # `nCrew` "Crew #": a count (the crew size; the number of vans)
        noun = f"{thing} size" if thing in COLLECTIVES else f"number of {plural(thing)}"
    verb = re.fullmatch(r"([a-z]+) by", noun)
    if source != "display" and verb and not _participle(verb.group(1)):  # "Rpt by": reported by
        stem = verb.group(1)
        for participle in (_IRREGULAR_DONE.get(stem, ""), stem + "ed", stem + "d"):
            if participle in english_words() and stem + "ing" in english_words():
                noun = f"{participle} by"
                break
        else:
            if _done(stem) != stem:  # "Insp. by": inspected by, never "the records inspection by"
                noun = f"{_done(stem)} by"
    checked = re.fullmatch(r"([A-Z]{2,3}) by", noun)
    if source != "display" and checked and p.kind == "text":  # qcBy: QC'd by, not "QC by"
        noun = f"{checked.group(1)}'d by"
    words = noun.split()
    dated = p.scalar_type == "date" and len(words) == 2 and words[1] in ("date", "dates")
    if source != "display" and dated and _participle(words[0]):  # found date: date found
        noun = f"{words[1]} {words[0]}"
    elif source != "display" and len(words) == 2 and words[1] == "year" and _participle(words[0]):
        noun = f"year {words[0]}"  # "Mfd yr": the year manufactured
    if source != "display" and p.kind == "text" and p.type != "boolean":
        noun = _ability(noun) or noun  # "Avail. (open/refurb/closed)": availability
    if source != "display" and noun.lower() in _PREPS | {"via", "thru"}:
        fragments = [noun]  # `via` alone: via what? a preposition names no property
    lead = noun.split()[0].lower() if noun.split() else ""
    where = lead in {"in", "on", "at", "out", "off"} and p.type == "date"
    if source != "display" and where and not fragments:
        fragments = [noun]  # "In wksp", "On van": an "in workshop date" is no noun
    if source != "display" and noun.lower() in _ALONE_PERIODS:
        fragments = [noun]  # "Days" alone: days of what? left out, and the note says so
    if noun.endswith("%") and noun.rstrip("% ") and unit in ("", "%"):
        noun, unit = noun.rstrip("% "), "%"  # "Sensor fill %, last 3": sensor fill, in %
    unit = _hourly(noun, unit)
    said = noun.split()
    if source != "display" and unit and said and UNITS.get(said[-1].lower(), said[-1]) == unit:
        if unit in MEASURES:  # "Tgt psi": a target pressure of 115 PSI, not "PSI of 115 PSI"
            noun = " ".join([*said[:-1], MEASURES[unit]])
        elif len(said) > 1:
            unit = ""  # the unit is in the words already
    if source != "display" and noun in LIMITS and unit in MEASURES:  # "Set °C": set temperature
        noun = f"{noun} {MEASURES[unit]}"
    elif source != "display" and " " not in noun and _participle(noun) and unit in MEASURES:
        # "Fed, L": the volume fed
        noun = f"{MEASURES[unit]} {noun}"
    elif source != "display" and _a_material(noun) and MEASURES.get(unit) in ("volume", "weight"):
        noun = (
            f"{noun} {MEASURES[unit]}"  # "Paint, L RTU": the paint volume, never "a paint of 5 L"
        )
    elif source != "display" and " " not in noun and _participle(noun):
        year = {"yr", "year"} & (set(name_tokens(p.name)) | in_words)
        if unit == "years" or year:  # "Planted, yr": the year planted
            noun, unit = f"year {noun}", ""
        elif p.kind == "numeric" and not unit:  # "Found, c" for `pitchRd`: the pitch found
            what = [t for t in name_tokens(p.name) if t != noun.lower() and is_full_word(t)]
            what = [t for t in what if is_core(t) and not _participle(t)][:1]
            if what:
                noun = f"{what[0]} {noun}"
            else:
                fragments = [noun]  # "Found" alone: found what? left out, and the note says so
    said = noun.split()
    act = len(said) == 2 and said[1].endswith(("ment", "ion", "al", "ure"))
    act = act and not _participle(said[1]) and said[0].lower() in ("year", "date", "month")
    if source != "display" and act:
        noun = f"{said[1]} {said[0]}"  # "Yr repl. (plan)": the replacement year
    cut = re.fullmatch(r"([A-Za-z]+)\.", shorthand(p.description).split(" ")[0])
    if source == "description" and unit == "%" and cut and noun.lower() == cut.group(1).lower():
        low = noun.lower()
        said_as = [low + "age", low[:-1] + "age"] if low.endswith("e") else [low + "age"]
        words = english_words()  # "Spoil. %": spoilage; "Cult. %" is no "cultage"
        noun = next((w for w in said_as if is_core(low) and w in words), noun)
        rare = core_ranks().get(noun.lower(), RARE_RANK + 1) > RARE_RANK
        if noun.lower() == low and rare and low not in ABBREVIATIONS and not fragments:
            fragments = [noun]  # "Cult. %": cultivated? cultivation? a rare word cut, left out
    if unit == "%" and _ability(noun):
        noun = _ability(noun)  # "Avail. %": availability, never "available rate"
    elif unit == "%" and len(noun.split()) == 1 and ("-" in noun or _adjectival([noun])):
        noun += " rate"  # "On-time %" -> "on-time rate"
    if source != "display" and numeric:
        noun, unit = _compound(noun, unit)
    if source != "display" and numeric and unit in _MONEY_UNITS and _spent_on(noun):
        noun = f"{noun} cost"  # partsGbp "Parts, £ ex VAT": the parts cost, never "parts in pounds"
    if source != "display" and p.type == "int":
        noun = counted(noun)  # "Pax": the number of passengers, never "for each passengers"
    raw = re.findall(r"[A-Za-z]+", p.description or p.name)
    one = p.type == "filterable_text" and raw and not raw[-1].lower().endswith("s")
    if source != "display" and one and is_plural(noun):  # "Lead pax": one lead passenger
        noun = singular(noun)
    if numeric:
        name_noun = _compound(name_noun, name_unit)[0]
    raw_words = " ".join(name_tokens(p.name))
    names = [noun, name_noun, raw_words, p.name, *_alts(p)]
    if parsed.noun:
        names.append(parsed.noun)
    if unit and unit not in ("%",):
        names.append(f"{noun} in {unit}")
        if unit in SPELLED:
            names.append(f"{noun} in {SPELLED[unit]}")  # "cost in pounds", as aggregations say
    if noun.startswith("number of "):  # "with 7 pickers on the crew"
        names.append(noun.removeprefix("number of "))
    alternates = [a for a in _alts(p) if a and a != noun]
    yes = no = None
    marks: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    if p.type == "boolean":
        yes, no, noun = _flag(p, noun, clause, record, name_noun)
        marks = (_marks(yes), _marks(no))
    seen: list[str] = []
    for n in names:
        if n and n.lower() not in (s.lower() for s in seen):
            seen.append(n)
    many = noun if is_plural(noun) else plural(noun)
    if many.lower() not in (x.lower() for x in seen):
        seen.append(many)  # "how many different countries" names country
    thing = noun
    if noun.endswith(" by") and p.kind == "text":  # checkedBy: "checked by X", "checkers"
        hyphened = noun.replace(" ", "-") if len(noun.split()) == 2 else noun
        thing = _agent(noun) or hyphened + " name"  # else "checked-by names"
        many = plural(thing)
        seen += [thing, many]
    item = items = ""
    measured = False
    passed = ("", "")
    if p.is_array:
        words = noun.split()
        said = words[-1].lower() in OUTCOMES and len(words) > 1  # "levels OK": levels, OK or not
        item, items, measured = array_items(" ".join(words[:-1]) if said else noun, p.type, unit)
        if measured or said:  # "a tire reading of 95 PSI" names tirePsi; "levels" levelsOk
            seen += [x for x in (item, items) if x not in seen]
        if p.type == "boolean_array":
            passed = item_outcomes(f"{p.name} {p.description} {noun}")
            own = {w for w in name_tokens(f"{p.name} {p.description} {noun}") if w in OUTCOMES}
            said = name_tokens(f"{p.name} {p.description} {noun}")
            checked = {singular_word(w) for w in said} & (CHECKS | {"pass", "passed", "fail"})
            if not own and not checked and source != "display" and not fragments:
                fragments = [noun]  # "consents passed": what a true item is, unsaid
    agent = p.kind == "text" and _role(noun)
    by = _by(noun) if agent else ""
    if by:
        seen.append(by)
    return Wording(
        noun=noun,
        thing=thing,
        many=many,
        unit=unit,
        source=source,
        why=why,
        names=tuple(seen),
        alternates=tuple(dict.fromkeys(alternates)),
        yes=yes,
        no=no,
        marks=marks,
        plural_noun=is_plural(noun),
        unclear=tuple(fragments),
        item=item,
        items=items,
        measured=measured,
        passed=passed,
        agent=agent,
        by=by,
    )


def referenced_record(p: Property) -> str:
    """The singular noun of the records a reference names (`chkdBy` to Mbrs: member), or ""."""
    if not p.references:
        return ""
    bare = Collection(name=p.references, properties=[])
    return record_nouns(_COLLECTIONS.get().get(p.references, bare))[0]


def _things_done(noun: str, description: str) -> str:
    """A plural and an act cut short after it as the things and what was done to them ("Cages
    coll.": cages collected, "Copies ord.": copies ordered), never "cages collection"."""
    said = description.split()
    words = noun.split()
    if len(said) != 2 or not said[1].endswith(".") or len(words) != 2 or not is_plural(words[0]):
        return noun
    act = words[1].lower()
    done = _done(act)
    if done == act and not act.endswith(("ion", "ment", "ance", "ence", "ity")):
        done = next(  # never "observationed"
            (act + e for e in ("ed", "d") if is_core(act + e) and _participle(act + e)), act
        )
    return f"{words[0]} {done}" if done != act and _participle(done) else noun


def _nominal(noun: str, description: str) -> str:
    """A name's verb before a noun as the noun of its act when the description clips that noun
    and not the verb (`assessDts` "Hill pty assmt dts": assessment dates, not "assess dates";
    "Insp. dts" clips either, and the name's word stays); else the noun as it is."""
    clips = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", description)}
    words = noun.split()
    for i, w in enumerate(words[:-1]):
        low = w.lower()
        if not low.isalpha() or len(low) < 4:
            continue
        for act in (low + "ment", low + "ion", low.removesuffix("e") + "ion", low + "ation"):
            clipped = [c for c in clips if abbreviates(c, act) and not abbreviates(c, low)]
            if is_core(act) and clipped and low not in clips:
                words[i] = act
                break
    return " ".join(words)


def _state(said: str, adj: str = "") -> tuple[Predicate, Predicate]:
    """A flag's two sides as a state of the records: "that are made safe" / "that are not ..."."""
    return (
        Predicate((f"that are {said}",), (f"are {said}",), adj),
        Predicate((f"that are not {said}",), (f"are not {said}",)),
    )


def _flag(
    p: Property, noun: str, clause: str, record: str, name_noun: str
) -> tuple[Predicate, Predicate, str]:
    """What a flag's true and false say (`predicates` of its words, then the kinds of records an
    is-flag names, states, "own" things had), and its noun."""
    yes, no = predicates(noun, clause, record)
    is_a = name_tokens(p.name)[:1] == ["is"] and len(noun.split()) >= 2 and not clause
    kind = noun.lower().removeprefix("is ")
    named = singular_word(kind) in record.lower().split()  # isRemake on the remake log
    if named and kind.isalpha() and not _adjectival([kind]) and not _participle(kind):
        is_a, noun = True, kind  # its entries that are remakes, not "marked as remake"
    said = noun.split()
    by = len(said) == 3 and _participle(said[1].lower()) and said[2].lower() in _PARTICLES
    if by and said[0].isupper():  # "TM s/o?": signed off by TM, never "TM signed offs"
        return (*_state(f"{said[1]} {said[2]} by {said[0]}"), noun)
    if by and _role(said[0].lower()):  # "Client s/off?": signed off by the client
        return (*_state(f"{said[1]} {said[2]} by the {said[0].lower()}"), noun)
    done = _done(noun.split()[-1]) if noun.split()[-1].endswith(("ion", "ment")) else ""
    if is_a and done and _participle(done) and is_core(done):  # "SE affil.?": SE affiliated
        yes, no = _state(" ".join([*noun.removeprefix("is ").split()[:-1], done]))
    elif (
        is_a
        and not _adjectival(noun.split()[-1:])  # "Dogs ok?": never "that are dogs OKs"
        and noun.split()[-1].lower() != "ok"
        and not noun.lower().startswith("is ")
        and not _uncountable(noun)  # isFrost "Frost dmg?": with frost damage, not "damages"
        and not set(noun.lower().split()[1:]) & _PREPS  # "TPO on site?": no kind is "on site"
    ):
        yes, no = _state(plural(noun))  # isLoan "Loan kit?": the sets that are loan kits
    elif (
        is_a
        and noun.removeprefix("is ").islower()  # "is HTM" stays "marked as HTM"
        and len(kind.split()) >= 2  # "is priority" stays "marked as priority"
        and kind.split()[-1] in MASS  # "is one way", "is dogs ok": never "that are one ways"
    ):  # isHireStk "Hire stk?": the items that are hire stock, never "with a hire stock"
        yes, no = _state(kind)
    said = noun.split()
    had = yes.rel[:1] and yes.rel[0].startswith("with ")  # read as a thing had
    if had and 2 <= len(said) <= 3 and _participle(said[0].lower()) and not clause:
        yes, no = _state(noun[0].lower() + noun[1:])  # "Made safe?": that are made safe
    if noun.lower().startswith("own ") and not clause:  # "Own LG?": with their own LG
        owned = noun.split(" ", 1)[1]
        yes = Predicate((f"with their own {owned}",), (f"have their own {owned}",))
        no = Predicate((f"without their own {owned}",), (f"do not have their own {owned}",))
    if clause and not no.rel:  # the clause has no negation: the false side from the name
        _, no = predicates(name_noun)
    return yes, no, noun


def _flag_participle(noun: str, name: str) -> str:
    """A one-word flag's verb as its participle when the name clips the participle (`regrvd`
    "Regroove?": regrooved; `inspd` "Inspect?": inspected), else the noun: what a true value
    says is what was done, not "marked as regroove"."""
    word = noun.lower()
    if len(noun.split()) != 1 or not word.isalpha() or _participle(word) or _adjectival([word]):
        return noun
    last = name_tokens(name)[-1] if name_tokens(name) else ""
    if len(last) < 3 or not last.endswith("d") or last == word:
        return noun
    for done in (word + "ed", word + "d", word + word[-1] + "ed"):
        if abbreviates(last, done) and is_word(done):
            return done
    return noun


def _acronyms_beside(noun: str, name: str) -> bool:
    """Whether a description's noun is the property's one-word name and acronyms the name does
    not hold ("Agtron WB" for `Agtron`: the name is the term; WB is shorthand a reader may not
    know)."""
    words = noun.split()
    if (
        len(name_tokens(name)) != 1
        or len(words) < 2
        or name.lower() not in (w.lower() for w in words)
    ):
        return False
    rest = [w for w in words if w.lower() != name.lower()]
    return all(sum(ch.isupper() for ch in w) >= 2 and w.isalnum() for w in rest)


def _writes_a_word(p: Property) -> bool:
    """Whether a flag's description or name writes one word in full or one acronym in capitals:
    else what its true value says is a guess at clippings ("Org. cert?" on `isOrg`)."""
    said = re.findall(r"[A-Za-z]+(?![A-Za-z]*\.)", f"{p.description} ")
    if any(_a_word(w) or sum(ch.isupper() for ch in w) >= 2 for w in said):
        return True
    named = [t for t in name_tokens(p.name) if t not in ("is", "has", "was", "are")]
    return any(_a_word(t) for t in named) or bool(re.search(r"[A-Z]{2,}", p.name))


def _a_word(w: str) -> bool:
    """An English word as written, not a clipping (due, sample; not cert, org)."""
    low = w.lower()
    return low not in CLIPPED and (is_core(low) or is_full_word(low))


# A word that names nothing alone once its modifiers are left out ("Agit. time": time of what?).
_GENERIC_RESIDUE = {"time", "date", "code", "type", "number", "value", "name", "id", "status"}
_GENERIC_RESIDUE |= {"mix", "list", "flag", "group", "class", "kind", "info", "detail", "note"}
_GENERIC_RESIDUE |= {"reference", "ref", "link", "key"}  # ptRef "Pt": a reference to what?
_GENERIC_RESIDUE |= {"count", "amount", "quantity"}  # hdCnt "Hd cntd": a count of what?

# Heads that name money: a text property's values are never one (the clipping was a guess).
_MONEY_HEADS = {"discount", "price", "cost", "fee", "payment", "salary", "wage", "revenue"}
_MONEY_HEADS |= {"amount", "balance", "tax", "tip", "refund", "deposit", "income", "spend"}

# Heads that name an amount: no boolean's noun ("repeat count" for repeatCt says a number).
_QUANTITY_HEADS = {"count", "number", "total", "amount", "sum", "quantity", "average", "tally"}

IDENTIFYING_HEADS = {"number", "id", "code", "tag", "key", "name", "reference", "label", "no"}


_MONEY_UNITS = frozenset({"GBP", "USD", "EUR"})
# Nouns of money itself: a money property named so keeps its noun (dues, never "dues cost").
_MONEY_NOUNS = frozenset(
    _MONEY_HEADS
    | _QUANTITY_HEADS
    | {"gross", "net", "value", "rate", "charge", "bill", "dues", "proceeds", "funds"}
    | {"expenses", "sales", "receipts", "arrears", "rent", "royalties", "damages", "wages"}
    | {"costs", "takings", "outgoings", "extras", "losses"}
)


def _spent_on(noun: str) -> bool:
    """Whether a money property's noun names what the money bought, not the money ("Parts, £",
    "Fuel, £": things or stuff, plural or mass), so that its amount is that thing's cost."""
    words = noun.lower().split()
    if not words or words[0] == "number":
        return False
    head = words[-1]
    money = _MONEY_NOUNS
    if head in money or singular_word(head) in money or head.endswith(("ings", "ness")):
        return False
    act = head.endswith(("ase", "tion", "ment", "air")) and is_core(head)  # purchase, repair
    return (is_plural(head) and is_core(head) and head != singular_word(head)) or (
        head in UNCOUNTABLE | {"labour", "labor", "material", "hardware"} or act
    )


def _names_one(noun: str) -> bool:
    """Whether a noun names an identifier (its head is number, ID, code, tag ...)."""
    words = noun.lower().split()
    return bool(words) and singular_word(words[-1]) in IDENTIFYING_HEADS


def _finished(p: Property, noun: str, source: str) -> str:
    """A date's noun ending in "date", a meter's in "reading" (not for a display phrase)."""
    if source == "display":
        return noun
    dateish = {"date", "dates", "day", "days", "time", "since", "when", "timestamp", "deadline"}
    dateish |= {"week", "weeks", "month", "months", "year", "years"}  # "Rdy wk": the ready week
    meant = " ".join(ABBREVIATIONS.get(w.lower(), w) for w in noun.split())  # DOB: a date
    words = noun.split()
    if p.scalar_type == "date" and len(words) > 1 and words[-1].lower() in ("from", "since"):
        return " ".join([*words[:-1], "start date"])  # "Lic. from": the licence start date
    if p.scalar_type == "date" and len(words) > 1 and words[-1].lower() in ("to", "until", "till"):
        if len(words) == 2 and (_participle(words[0].lower()) or _adjectival(words[:1])):
            return f"{words[0]}-{words[1]} date"  # "Closed until": the closed-until date
        return " ".join([*words[:-1], "end date"])  # "Hire to": the hire end date
    if p.scalar_type == "date" and not dateish & set(f"{noun} {meant}".lower().split()):
        if p.is_array:  # "Last moves" -> "last move dates"
            return f"{singular_head(noun) if is_plural(noun) else noun} dates"
        return noun + " date"  # "Contract end" -> "contract end date"
    if p.kind == "numeric" and re.search(r"(ometer|\bmeter)$", noun):
        return noun + " reading"  # "Odometer, km" -> "odometer reading"
    return noun


# Heads of a number array's noun that name the values themselves ("part costs", "PM intervals",
# "technician IDs"); any other head names what is measured ("brake pad": a brake pad reading).
VALUE_HEADS = frozenset(
    {
        "cost", "price", "amount", "fee", "charge", "interval", "id", "code", "number", "count",
        "size", "reading", "level", "score", "rate", "value", "length", "weight", "percentage",
        "percent", "temperature", "pressure", "time", "duration", "total", "cycle", "distance",
        "height", "width", "depth", "speed", "volume", "quantity", "capacity", "balance",
        "payment", "salary", "age", "year", "hour", "minute", "day", "week", "month", "rating",
        "grade", "measurement", "result", "limit", "point", "mark", "estimate", "budget", "sale",
        "revenue", "tip", "wage", "bid", "discount", "tax", "deposit", "fine", "frequency",
        "voltage", "power", "energy", "load", "mileage", "yield", "dose", "concentration",
        "index", "ratio", "slot", "seat", "lane", "floor", "room", "channel", "version", "step",
        "pin", "port", "batch", "lot", "period", "figure", "tally", "reps", "rep",
        "aperture", "diameter", "radius", "thickness", "area", "gauge", "span", "pitch",
        "angle", "elevation", "altitude", "latitude", "longitude", "magnitude", "resistance",
        "density", "humidity", "salinity", "brightness", "intensity", "dosage", "strength",
        "quota", "target", "threshold", "setting", "frame", "odometer",
    }
)  # fmt: skip
# Heads of a boolean array's noun that hold items ("checklist": its items pass or fail).
CONTAINERS = frozenset(
    {"checklist", "list", "log", "sheet", "history", "record", "result", "panel", "set"}
)
# Words of a boolean array's name that say what a true item is ("orientDone": done / not done).
OUTCOMES = {
    "done": ("done", "not done"),
    "completed": ("completed", "not completed"),
    "complete": ("completed", "not completed"),
    "met": ("met", "not met"),
    "present": ("present", "missing"),
    "signed": ("signed", "not signed"),
    "approved": ("approved", "not approved"),
    "verified": ("verified", "not verified"),
    "attended": ("attended", "missed"),
    "ok": ("OK", "not OK"),
}


def array_items(noun: str, type_: str, unit: str = "") -> tuple[str, str, bool]:
    """(one item, the items, measured) of an array named `noun`: "brake pad" (number[]) ->
    "brake pad reading"; "checklist" (boolean[]) -> "checklist item"; "technician IDs" ->
    "technician ID"; "loans per term" -> itself (a count per period)."""
    if " per " in noun:  # a count per period: its values are the items
        return noun, noun, False
    base = singular_head(noun) if is_plural(noun) else noun
    m = _HEAD_END.search(base)
    head, rest = (base[: m.start()], base[m.start() :]) if m else (base, "")
    words = head.split()
    while len(words) > 1 and _participle(words[-1]):  # "exposure length used": length
        words = words[:-1]
    last = words[-1] if words else ""
    measured = False
    if type_ == "boolean_array" and singular_word(last.lower()) in CONTAINERS:
        item = f"{head} item{rest}"
    elif (
        type_ in ("number_array", "int_array")
        and unit  # a reading is a measurement: without a unit, the values are labels
        and " per " not in noun
        and not (singular_word(last.lower()) in VALUE_HEADS or last in ("IDs", "ID"))
        and not _valued_before_acronyms(words)  # "payments YTD": payments, no reading
    ):
        words = [w for w in head.split() if w != unit] or head.split()
        if is_plural(noun) and len(words) == 1:  # "Landings, t": a landing of 35 t, no reading
            return f"{words[0]}{rest}", noun, True
        if words[-1].lower().endswith("ing") and len(words[-1]) > 5:  # spacing: the quantity
            item = f"{' '.join(words)}{rest}"  # "a spacing of 3.25 m", not "a spacing reading"
            return item, plural(item), True
        item, measured = f"{' '.join(words)} reading{rest}", True  # tire PSI: a tire reading
    else:
        item = base
    return item, plural(item), measured


def _valued_before_acronyms(words: list[str]) -> bool:
    """Whether a noun is a value head followed by acronyms only ("payment YTD", "score QC")."""
    heads = [i for i, w in enumerate(words) if singular_word(w.lower()) in VALUE_HEADS]
    if not heads:
        return False
    rest = words[heads[-1] + 1 :]
    return bool(rest) and all(sum(ch.isupper() for ch in w) >= 2 for w in rest)


# Heads of a boolean array whose items pass or fail ("QC checks": passed, failed); the items of
# any other array (consents, flags) are said true or false only by an outcome word of its own.
CHECKS = {"check", "test", "inspection", "audit", "exam", "review", "assessment", "trial"}
CHECKS |= {"validation", "verification", "control", "screening", "qc", "chk", "checklist"}


def item_outcomes(words: str) -> tuple[str, str]:
    """What an item of a boolean array is when true and when false ("passed", "failed" unless
    the name or description says otherwise: "orientDone" -> "done", "not done")."""
    for w in name_tokens(words):
        if w in OUTCOMES:
            return OUTCOMES[w]
    return ("passed", "failed")


# Words of a role: a property whose values are people or parties named by it.
ROLES = frozenset(
    {
        "staff", "clerk", "owner", "inspector", "technician", "engineer",
        "driver", "operator", "agent", "manager", "supervisor", "assignee", "reviewer",
        "approver", "author", "customer", "client", "patient", "vendor", "supplier", "carrier",
        "consignee", "shipper", "buyer", "seller", "member", "employee", "instructor",
        "teacher", "student", "borrower", "lender", "patron", "coach", "mechanic", "doctor",
        "nurse", "physician", "provider", "clinician", "officer", "analyst", "planner",
        "dispatcher", "conductor", "pilot", "captain", "guide", "trainer", "referee", "judge",
        "auditor", "examiner", "surveyor", "courier", "receiver", "sender", "recipient",
        "applicant", "tenant", "landlord", "contractor", "worker", "volunteer", "host",
        "passenger", "guest", "visitor", "ringer", "finder", "brewer", "caller", "observer",
        "recorder", "collector", "picker", "packer", "loader", "handler", "reporter",
    }
)  # fmt: skip


# Heads of a category's noun whose value may stand before the records' noun ("the Accident work
# orders" for work order type = Accident; "the open work orders" for status = open).
TYPELIKE = frozenset(
    {"type", "kind", "category", "class", "mode", "genre", "style", "format", "tier", "purpose"}
    | {"status", "variety", "species", "method", "channel", "affiliation", "condition"}
)


def typelike(w: Wording) -> bool:
    """Whether the property's values name kinds of records (its noun's head is type, kind ...)."""
    words = w.noun.lower().split()
    return bool(words) and words[-1] in TYPELIKE and not w.agent


def _role(noun: str) -> bool:
    words = noun.lower().split()
    return bool(words) and singular_word(words[-1]) in ROLES


def _agent(noun: str) -> str:
    """The role noun of a participle with "by" ("inspected by" -> "inspector"), the inverse of
    `_by`, when it is a common word; else ""."""
    participle = noun.removesuffix(" by")
    for stem in (participle[:-2], participle[:-1]):
        for agent in (stem + "or", stem + "er"):
            if len(stem) >= 3 and is_core(agent) and _by(agent) == noun:
                return agent
    return ""


def doer(label: str) -> str:
    """A one-word noun of an act said of a person's name as its doer ("purchase": purchaser,
    "inspection": inspector) when the doer is a core word, the way `_agent` reads "inspected
    by"; else the label ("holder inspection" stays: never "holder inspector")."""
    words = label.split()
    last = words[-1].lower() if words else ""
    if len(words) != 1 or len(last) < 6 or last.endswith(("er", "or", "ist", "ant", "ent", "ee")):
        return label
    stems = [last + "r"] if last.endswith("e") else []
    if last.endswith("ion"):
        stems += [last[:-3] + "or", last[:-3] + "er"]
    ranks = core_ranks()
    return next((d for d in stems if d in ranks), label)


def _by(noun: str) -> str:
    """A role noun's participle with "by" ("inspector" -> "inspected by"), or ""."""
    words = noun.split()
    if len(words) != 1:
        return ""
    w = words[0].lower()
    for end in ("or", "er"):
        stem = w[: -len(end)]
        if w.endswith(end) and len(stem) >= 3:
            for participle in (stem + "ed", stem + "d"):
                gerunds = {stem + "ing", stem.removesuffix("e") + "ing"}
                words = english_words()  # a verb's forms: inspected, inspecting (not "engined")
                if participle in words and gerunds & words:
                    return f"{participle} by"
    return ""


def _marks(pred: Predicate) -> tuple[str, ...]:
    """The phrases whose presence states a predicate (its forms without the relative word)."""
    out = []
    for form in (*pred.rel, *pred.vp, *([pred.adj] if pred.adj else [])):
        out.append(form)
        for lead in ("that ", "where ", "have "):
            if form.startswith(lead):
                out.append(form[len(lead) :])
    return tuple(dict.fromkeys(out))


def wording_note(env: Environment) -> str:
    """A note for the generated set: how many properties were worded from their names, and why
    their descriptions were not used ("" when every description was used)."""
    why: dict[str, int] = {}
    total = 0
    for c in env.collections:
        for p in c.properties:
            if p.searchable:
                continue
            w = wording(p, c)
            if w.source == "name":
                total += 1
                why[w.why or "missing"] = why.get(w.why or "missing", 0) + 1
    if not total:
        return ""
    order = ("missing", "says no more than the name", "a clause", "too long")
    order += ("names the record, not its identifier",)
    label = {"missing": "missing", "a clause": "a clause, not a label"}
    parts = [f"{why[k]} {label.get(k, k)}" for k in order if k in why]
    one = total == 1
    return (
        f"{total} propert{'y' if one else 'ies'} worded from {'its name' if one else 'their names'}"
        f" (description {', '.join(parts)}); give a property a `display` phrase or `synonyms` in "
        "schema.json to word it yourself"
    )


def records_note(env: Environment) -> str:
    """A note naming the collections whose records the commands call by the class name (no
    plain-English noun was found for them: "WsOrdLns records"), "" when there are none."""
    raw = [c.name for c in env.collections if record_nouns(c)[1] == f"{c.name} records"]
    if not raw:
        return ""
    named = ", ".join(f"{n} ('{n} records')" for n in raw)
    one = len(raw) == 1
    return (
        f"{named}: {'its' if one else 'their'} records have no plain-English noun, so the "
        f"commands use the class name; give {'it' if one else 'each'} a `display` in "
        'schema.json that names the records ("display": "order lines"), or a description '
        'that does ("Wholesale order lines")'
    )


def records_called(env: Environment) -> list[str]:
    """The lines `gymkit env import` prints: the noun generated commands will call each
    collection's records by, so that a wrong guess ("TV log entries") is seen, and set right
    with a `display`, before any command is written."""
    with schema_words(env):
        named = [(c.name, record_nouns(c)[1], bool(c.display)) for c in env.collections]
    width = max(len(n) for n, _, _ in named)
    return [
        'Records, as generated commands will call them (give a collection a "display" in '
        "schema.json to name them yourself):",
        *(
            f"  {n:<{width}}  {many}" + ("  (its display)" if given else "")
            for n, many, given in named
        ),
    ]


def unclear_note(env: Environment) -> str:
    """A note naming the properties no command uses because no wording of theirs is plain
    English ("" when there are none)."""
    out = []
    for c in env.collections:
        for p in c.properties:
            w = wording(p, c)
            if not p.searchable and w.unclear:
                out.append(f"{c.name}.{p.name} ({', '.join(repr(x) for x in w.unclear)})")
    if not out:
        return ""
    one = len(out) == 1
    return (
        f"{len(out)} propert{'y' if one else 'ies'} left out of the commands, {'its' if one else 'their'}"
        f" words not plain English: {', '.join(out)}; give {'it' if one else 'each'} a `display`"
        " phrase in schema.json to use it"
    )


__all__ = [
    "VERBS",
    "ABBREVIATIONS",
    "SPELLED",
    "TYPELIKE",
    "array_items",
    "typelike",
    "unclear_note",
    "Parsed",
    "Predicate",
    "Wording",
    "article",
    "content",
    "expand",
    "is_plural",
    "name_tokens",
    "negate_clause",
    "parse_description",
    "plural",
    "predicates",
    "record_nouns",
    "records_called",
    "records_note",
    "singular",
    "wording",
    "wording_note",
]
