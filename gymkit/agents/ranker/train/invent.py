"""Invented schemas for the ranker's training corpus: many domains, many schema styles.

`invent(count, seed)` turns the domain tables of `domains.py` into `count` environments, each
written the way one user would: its own naming habit (camelCase, snake_case, abbreviated,
type-prefixed, entity-prefixed, plain lowercase, PascalCase), its own description habit (full
sentences, terse labels, some or all missing), singular or plural collection names, its own
object file formats (JSON Lines, CSV, Parquet) and date spelling, a subset of the domain's
properties in its own order, and objects drawn from syllable names, codes, categories, numbers
with units, dates and prose about the collection's topics. Everything comes from one seeded
`random.Random` per environment (string seeds, so no hash order and no global state): the same
arguments give the same bytes. `InventedEnv.write(folder)` writes `schema.json` (Weaviate's
REST form, `{"classes": [...]}`) and `objects/<Collection>.<ext>`, as `gymkit env import`
reads them.

No environment, collection or property is named after a domain kept for measuring the ranker
(`FORBIDDEN`, `forbidden_hits`).
"""

from __future__ import annotations

import csv
import io
import json
import random
import re
import uuid
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from gymkit.agents.ranker.train.domains import DOMAINS, C, D

__all__ = [
    "CARD_TYPES",
    "FORBIDDEN",
    "HABITS",
    "InventedEnv",
    "forbidden_hits",
    "invent",
    "name_tokens",
]

# Words of the domains kept for measuring (public transit, tattoo studios, nonprofits,
# charities and donations, surf schools, childcare, alpine clubs and mountain huts, ceramics,
# beekeeping, seed libraries, bike co-ops, star and astronomy logs, vineyards and wine lots,
# municipal permits, vehicle fleets and depots, veterinary clinics and animals, film archives
# and cinema, wind farms and turbines, bell ringing, lift maintenance, cave surveys): no
# invented name holds one as a word.
FORBIDDEN: tuple[str, ...] = (
    "transit", "bus", "tram", "subway", "commuter", "ridership",
    "tattoo", "tattooist",
    "nonprofit", "charity", "donation", "donor", "donated", "fundraiser", "fundraising",
    "surf", "surfer", "surfing", "surfboard",
    "childcare", "daycare", "preschool",
    "alpine", "mountain", "hut", "mountaineering",
    "ceramic", "ceramics", "pottery", "potter", "kiln", "glaze",
    "beekeeping", "beekeeper", "bee", "hive", "apiary", "honey",
    "seed", "sowing",
    "bike", "bicycle", "cycling", "cyclist",
    "star", "astronomy", "astronomer", "telescope", "observatory", "stargazing",
    "vineyard", "wine", "winery", "grape", "vintage",
    "permit", "municipal",
    "fleet", "vehicle", "depot",
    "veterinary", "vet", "animal", "pet",
    "film", "cinema", "movie",
    "wind", "turbine", "windfarm",
    "bell", "bells", "ringing", "ringer", "peal", "lift", "lifts", "elevator", "escalator",
    "cave", "caves", "caving", "caver", "speleology",
)  # fmt: skip

CARD_TYPES = (
    "text",
    "text[]",
    "int",
    "int[]",
    "number",
    "number[]",
    "boolean",
    "boolean[]",
    "date",
    "date[]",
)

HABITS = (
    "camel",  # labName
    "snake",  # lab_name
    "abbrev_camel",  # qtyOnHand, svcDt
    "abbrev_snake",  # wt_kg, svc_dt
    "typed",  # strLabName, intUnits (type prefixes)
    "entity",  # lab_name, order_qty (the record's noun first)
    "plain",  # name, techniciancount (lowercase words run together)
    "pascal",  # LabName
)
DESCRIPTION_HABITS = ("full", "full", "full", "terse", "mixed", "mixed", "sparse", "none")
FORMATS = ("jsonl", "csv", "parquet")
# Shares of missing values in some scalar properties. Only 0 for now: the query generator
# draws a filter value from the objects without skipping nulls (gymkit.generate.plans
# draw_filter), which fails on a property with a missing value.
NULL_SHARES = (0.0,)

# ---- names -----------------------------------------------------------------------------


def name_tokens(name: str) -> list[str]:
    """A schema name's lowercase words: camelCase, snake_case, hyphens and spaces split."""
    parts = re.findall(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+", name)
    return [p.lower() for p in parts]


def _singulars(word: str) -> set[str]:
    out = {word}
    if word.endswith("ies"):
        out.add(word[:-3] + "y")
    if word.endswith("es"):
        out.add(word[:-2])
    if word.endswith("s"):
        out.add(word[:-1])
    return out


def forbidden_hits(name: str) -> list[str]:
    """The FORBIDDEN words a name holds as a word (its plural too): [] when it is clean."""
    return [w for w in name_tokens(name) if _singulars(w) & set(FORBIDDEN)]


ABBREVIATIONS = {
    "quantity": "qty",
    "number": "no",
    "date": "dt",
    "service": "svc",
    "weight": "wt",
    "description": "desc",
    "amount": "amt",
    "average": "avg",
    "temperature": "temp",
    "temp": "tmp",
    "count": "cnt",
    "customer": "cust",
    "minutes": "mins",
    "hours": "hrs",
    "total": "tot",
    "price": "prc",
    "received": "rcvd",
    "delivered": "dlvd",
    "reference": "ref",
    "registration": "reg",
    "category": "cat",
    "code": "cd",
    "length": "len",
    "height": "ht",
    "width": "wdth",
    "distance": "dist",
    "capacity": "cap",
    "booking": "bkg",
    "location": "loc",
    "level": "lvl",
    "value": "val",
    "year": "yr",
    "manager": "mgr",
    "inspection": "insp",
    "account": "acct",
    "history": "hist",
    "material": "matl",
    "materials": "matls",
    "product": "prod",
    "project": "proj",
    "position": "pos",
    "frequency": "freq",
    "rating": "rtg",
    "score": "scr",
    "scores": "scrs",
    "estimate": "est",
    "checks": "chks",
    "readings": "rdgs",
    "notes": "nts",
    "percent": "pct",
    "maximum": "max",
    "minimum": "min",
    "supplier": "supp",
    "technician": "tech",
    "instructor": "instr",
    "attendees": "attnd",
    "players": "plyrs",
    "opened": "opnd",
    "installed": "instl",
    "certified": "cert",
    "contract": "ctrct",
    "delivery": "dlvry",
    "department": "dept",
    "message": "msg",
    "summary": "summ",
    "sequence": "seq",
    "battery": "batt",
    "telephone": "tel",
    "identifier": "id",
    "litres": "ltr",
}
PHRASE_ABBREVIATIONS = {
    "date of birth": "dob",
    "on hand": "oh",
    "per kg": "pkg",
}
TYPE_PREFIXES = (
    {"text": "str", "int": "int", "number": "dbl", "boolean": "bln", "date": "dt", "array": "arr"},
    {"text": "s", "int": "n", "number": "f", "boolean": "b", "date": "d", "array": "a"},
    {"text": "txt", "int": "num", "number": "num", "boolean": "is", "date": "dt", "array": "lst"},
)
UNITS = {
    "kg": "kg",
    "g": "g",
    "cm": "cm",
    "mm": "mm",
    "m": "m",
    "km": "km",
    "ha": "ha",
    "eur": "EUR",
    "gbp": "GBP",
    "usd": "USD",
    "min": "min",
    "sec": "s",
    "hz": "Hz",
    "kw": "kW",
    "db": "dB",
    "mhz": "MHz",
    "pct": "%",
    "c": "°C",
    "litres": "litres",
    "hectares": "hectares",
    "rpm": "rpm",
    "masl": "m a.s.l.",
    "days": "days",
    "hours": "hours",
    "months": "months",
    "minutes": "minutes",
}


def _cap(w: str) -> str:
    return w[:1].upper() + w[1:]


def _abbreviate(words: list[str], rng: random.Random) -> list[str]:
    text = " ".join(words)
    for phrase, short in PHRASE_ABBREVIATIONS.items():
        if phrase in text and rng.random() < 0.9:
            text = text.replace(phrase, short)
    out = []
    for w in text.split():
        out.append(ABBREVIATIONS[w] if w in ABBREVIATIONS and rng.random() < 0.75 else w)
    return out


def _words(concept: str) -> list[str]:
    return [w for w in re.split(r"[^A-Za-z0-9]+", concept.lower()) if w]


def property_name(
    concept: str, data_type: str, habit: str, entity: str, rng: random.Random, prefixes: dict
) -> str:
    """A concept's property name in one naming habit ("lab name" -> labName, lab_name, ...)."""
    words = _words(concept)
    if habit == "camel":
        return words[0] + "".join(_cap(w) for w in words[1:])
    if habit == "snake":
        return "_".join(words)
    if habit == "pascal":
        return "".join(_cap(w) for w in words)
    if habit.startswith("abbrev"):
        short = _abbreviate(words, rng)
        if habit == "abbrev_snake":
            return "_".join(short)
        return short[0] + "".join(_cap(w) for w in short[1:])
    if habit == "typed":
        base = data_type.removesuffix("[]")
        pre = prefixes["array"] if data_type.endswith("[]") else prefixes[base]
        return pre + "".join(_cap(w) for w in words)
    if habit == "entity":
        if words[0] != entity:
            words = [entity, *words]
        return "_".join(words)
    # plain: lowercase words run together; the record's own noun left out ("lab name" -> name)
    if len(words) > 1 and words[0] == entity and "".join(words[1:]) not in ("id", "uuid"):
        words = words[1:]
    return "".join(words)


def collection_name(noun: str, plural: str, use_plural: bool) -> str:
    return "".join(_cap(w) for w in _words(plural if use_plural else noun))


def plural_of(noun: str) -> str:
    head, _, last = noun.rpartition(" ")
    if last.endswith(("s", "x", "ch", "sh")):
        last += "es"
    elif last.endswith("y") and last[-2:-1] not in "aeiou":
        last = last[:-1] + "ies"
    else:
        last += "s"
    return f"{head} {last}".strip()


def terse_description(concept: str) -> str:
    """A label-like description: "weight kg" -> "Weight, kg"; "lab name" -> "Lab name"."""
    words = concept.split()
    if len(words) > 1 and words[-1].lower() in UNITS:
        return f"{_cap(' '.join(words[:-1]))}, {UNITS[words[-1].lower()]}"
    return _cap(concept)


# ---- value generators ----------------------------------------------------------------------

ONSETS = (
    "b", "br", "c", "d", "dr", "f", "g", "gr", "h", "j", "k", "l", "m", "n", "p", "r", "s",
    "st", "t", "th", "tr", "v", "w", "z", "ch", "sh", "qu", "", "", "",
)  # fmt: skip
VOWELS = ("a", "e", "i", "o", "u", "ai", "ea", "ie", "ou", "y", "a", "e", "o")
CODAS = ("", "", "", "n", "r", "l", "s", "th", "m", "nd", "rk", "st", "x", "ck", "ll", "t")
PLACE_ENDS = (
    "ford", "mere", "wick", "by", "haven", "stead", "ton", "field", "brook", "moor", "dale",
    "port", "bury", "ham", "holm", "well", "combe", "thorpe", "ley", "wood",
)  # fmt: skip
PLACE_PRE = ("North", "South", "East", "West", "Upper", "Lower", "Little", "Great", "Port", "St.")
PLACE_POST = ("Cross", "Green", "Quay", "Heath", "Bridge", "Hill", "Marsh", "End", "Mill")
TITLE_ADJ = (
    "Silent", "Copper", "Hollow", "Crimson", "Restless", "Northern", "Velvet", "Broken",
    "Golden", "Quiet", "Distant", "Amber", "Salt", "Iron", "Paper", "Winter", "Summer",
    "Lantern", "Glass", "Wild", "Last", "Hidden", "Emerald", "Midnight", "Silver", "Blue",
)  # fmt: skip
TITLE_NOUN = (
    "Harbour", "Orchard", "River", "Garden", "Lantern", "Morning", "Crossing", "Tide", "Fox",
    "Heron", "Meadow", "Archive", "Signal", "Compass", "Letter", "Bridge", "Forest", "Island",
    "Storm", "Voyage", "Echo", "Window", "Road", "Kingdom", "Anchor", "Feather", "Clock",
)  # fmt: skip
PRODUCT_HEADS = TITLE_ADJ + (
    "Kestrel", "Willow", "Juniper", "Falcon", "Thistle", "Cobalt", "Maple", "Ember", "Harbour",
    "Oak", "Birch", "Saffron", "Pebble", "Otter", "Lark", "Raven", "Marram", "Sorrel",
)  # fmt: skip


def _syllable(rng: random.Random) -> str:
    return rng.choice(ONSETS) + rng.choice(VOWELS) + rng.choice(CODAS)


def _word(rng: random.Random, lo: int = 2, hi: int = 3) -> str:
    w = "".join(_syllable(rng) for _ in range(rng.randint(lo, hi)))
    w = re.sub(r"(.)\1\1+", r"\1\1", w)
    return _cap(w[:12])


def person_name(rng: random.Random) -> str:
    first = _word(rng, 2, 2)
    last = _word(rng, 2, 3)
    r = rng.random()
    if r < 0.1:
        last = f"{last}-{_word(rng, 2, 2)}"
    elif r < 0.16:
        first = f"{first} {rng.choice('ABCDEFGHJKLMNPRSTW')}."
    elif r < 0.22:
        last = f"{rng.choice(('van', 'de', 'Mac', 'O', 'di'))}{' ' if rng.random() < 0.5 else ''}{last}"
    return f"{first} {last}"


def place_name(rng: random.Random, tails: list[str]) -> str:
    stem = _word(rng, 1, 2)
    base = stem + rng.choice(PLACE_ENDS)
    r = rng.random()
    if r < 0.15:
        base = f"{rng.choice(PLACE_PRE)} {base}"
    elif r < 0.27:
        base = f"{base} {rng.choice(PLACE_POST)}"
    elif r < 0.35:
        base = f"{base}-on-{_word(rng, 1, 2)}"
    elif r < 0.42:
        base = f"{stem}-{_word(rng, 1, 2)}"
    if tails:
        base = f"{base} {rng.choice(tails)}"
    return base


def org_name(rng: random.Random, tails: list[str]) -> str:
    r = rng.random()
    head = (
        _word(rng, 2, 3)
        if r < 0.4
        else rng.choice(PRODUCT_HEADS)
        if r < 0.75
        else place_name(rng, [])
    )
    if rng.random() < 0.12:
        head = f"{head} & {_word(rng, 2, 2)}"
    return f"{head} {rng.choice(tails)}" if tails else head


def product_name(rng: random.Random, tails: list[str]) -> str:
    head = rng.choice(PRODUCT_HEADS) if rng.random() < 0.6 else _word(rng, 2, 2)
    if rng.random() < 0.3:
        head = f"{head} {rng.choice(TITLE_NOUN)}"
    if rng.random() < 0.08:
        head = f"{head}-{_word(rng, 1, 2)}"
    tail = rng.choice(tails) if tails else ""
    return f"{head} {tail}".strip()


def title_name(rng: random.Random) -> str:
    r = rng.random()
    adj, noun = rng.choice(TITLE_ADJ), rng.choice(TITLE_NOUN)
    if r < 0.35:
        return f"The {adj} {noun}"
    if r < 0.6:
        return f"{adj} {noun}"
    if r < 0.75:
        return f"{noun} of the {rng.choice(TITLE_NOUN)}s"
    if r < 0.88:
        return f"{_word(rng, 2, 3)} {noun}"
    article = "An" if noun[0] in "AEIOU" else "A"
    return f"{article} {noun} for {_word(rng, 2, 2)}"


def word_name(rng: random.Random, tails: list[str]) -> str:
    stem = _word(rng, 2, 2)
    return stem + (rng.choice(tails) if tails else "")


def handle_name(rng: random.Random) -> str:
    w = _word(rng, 1, 2)
    r = rng.random()
    if r < 0.3:
        return w.lower() + str(rng.randint(1, 99))
    if r < 0.5:
        return f"{w.lower()}_{_word(rng, 1, 2).lower()}"
    if r < 0.65:
        return "x" + w + "x"
    if r < 0.8:
        return w + _word(rng, 1, 1)
    return w.upper() if len(w) <= 5 else w


def _name(style: str, tails: list[str], rng: random.Random) -> str:
    if style == "person":
        return person_name(rng)
    if style == "place":
        return place_name(rng, tails)
    if style == "org":
        return org_name(rng, tails)
    if style == "product":
        return product_name(rng, tails)
    if style == "title":
        return title_name(rng)
    if style == "word":
        return word_name(rng, tails)
    if style == "handle":
        return handle_name(rng)
    raise ValueError(f"unknown name style {style!r}")


def unique_names(style: str, tails: list[str], n: int, rng: random.Random) -> list[str]:
    out: list[str] = []
    seen: set[str] = set()
    tries = 0
    while len(out) < n:
        tries += 1
        if tries > 200 * n:
            raise ValueError(f"cannot invent {n} distinct {style} names")
        v = _name(style, tails, rng)
        if v.lower() not in seen:
            seen.add(v.lower())
            out.append(v)
    return out


YEARS = tuple(range(2018, 2026))


def _code_slots(shape: str) -> list[str | tuple[str, ...]]:
    slots: list[str | tuple[str, ...]] = []
    i = 0
    while i < len(shape):
        if shape.startswith("{Y}", i):
            slots.append(tuple(str(y) for y in YEARS))
            i += 3
            continue
        ch = shape[i]
        if ch == "#":
            slots.append(tuple("0123456789"))
        elif ch == "@":
            slots.append(tuple("ABCDEFGHJKLMNPQRSTUVWXYZ"))
        else:
            slots.append(ch)
        i += 1
    return slots


def unique_codes(shape: str, n: int, rng: random.Random, ordered: bool) -> list[str]:
    """n distinct codes of a shape (`#` digit, `@` letter, `{Y}` year), sampled without
    replacement; `ordered`: in ascending order (a running number)."""
    slots = _code_slots(shape)
    sizes = [len(s) if isinstance(s, tuple) else 1 for s in slots]
    capacity = 1
    for s in sizes:
        capacity *= s
    if capacity < 2 * n:
        raise ValueError(f"code shape {shape!r} has {capacity} values, {n} needed")
    picks = rng.sample(range(capacity), n)
    if ordered:
        picks.sort()
    out = []
    for k in picks:
        chars = []
        for s, size in zip(reversed(slots), reversed(sizes)):
            if isinstance(s, tuple):
                k, r = divmod(k, size)
                chars.append(s[r])
            else:
                chars.append(s)
        out.append("".join(reversed(chars)))
    return out


def _decimals(text: str) -> int:
    return len(text.split(".")[1]) if "." in text else 0


def _skewed(rng: random.Random, values: list, weights: list[float]) -> Any:
    return rng.choices(values, weights)[0]


def _weights(rng: random.Random, k: int) -> list[float]:
    """Uneven but untied category weights (some values common, some rare)."""
    w = [1.0 / (i + 1) ** rng.uniform(0.4, 1.1) + rng.uniform(0, 0.05) for i in range(k)]
    rng.shuffle(w)
    return w


def _day(rng: random.Random, lo: date, hi: date) -> date:
    return lo + timedelta(days=rng.randrange((hi - lo).days + 1))


# ---- prose ---------------------------------------------------------------------------------

PRIMARY = (
    "Most of the notes concern {t}.",
    "The main point raised was {t}.",
    "It is best known for {t}.",
    "{T} came up again this time.",
    "Staff flagged {t} as the priority.",
    "There is a clear focus on {t}.",
    "Reviewers singled out {t}.",
    "The record is mostly about {t}.",
    "Everyone agreed that {t} deserved attention.",
    "{T} was discussed at length.",
)
SECONDARY = (
    "There were also remarks about {t}.",
    "{T} was mentioned briefly.",
    "Some attention went to {t} as well.",
    "A follow-up on {t} is planned.",
    "Questions about {t} remain open.",
    "A short note on {t} was added later.",
)
FILLER = (
    "Everything else was routine.",
    "No other issues were recorded.",
    "The entry was checked by the office.",
    "Details are kept in the shared folder.",
    "Nothing unusual happened otherwise.",
    "The summary was updated afterwards.",
    "Photos were attached for reference.",
    "The team will review it next month.",
    "Contact details were confirmed.",
    "It was logged the same day.",
)


def prose_text(rng: random.Random, topics: list[str], weights: list[float]) -> tuple[str, str]:
    """(text, its main topic): two to five sentences about one or two topics."""
    main = _skewed(rng, topics, weights)
    parts = [rng.choice(PRIMARY).format(t=main, T=_cap(main))]
    if rng.random() < 0.7:
        other = rng.choice([t for t in topics if t != main])
        parts.append(rng.choice(SECONDARY).format(t=other, T=_cap(other)))
    parts += rng.sample(FILLER, rng.randint(1, 3))
    first, rest = parts[0], parts[1:]
    rng.shuffle(rest)
    return " ".join([first, *rest]), main


# ---- the invented environment ----------------------------------------------------------------


@dataclass(frozen=True)
class Spec:
    """A parsed value spec (see domains.py)."""

    kind: str  # name, code, ref, cat, tags, int, num, ints, nums, date, dates, bool, bools, prose, pool
    identifier: bool = False
    style: str = ""
    tails: tuple[str, ...] = ()
    values: tuple[str, ...] = ()
    lo: Any = None
    hi: Any = None
    decimals: int = 0
    target: str = ""

    @property
    def data_type(self) -> str:
        return {
            "name": "text",
            "code": "text",
            "ref": "text",
            "cat": "text",
            "pool": "text",
            "prose": "text",
            "tags": "text[]",
            "int": "int",
            "ints": "int[]",
            "num": "number",
            "nums": "number[]",
            "date": "date",
            "dates": "date[]",
            "bool": "boolean",
            "bools": "boolean[]",
        }[self.kind]


def parse_spec(text: str) -> Spec:
    ident = text.startswith("*")
    body = text.lstrip("*")
    kind, _, rest = body.partition(":")
    if kind == "name":
        style, _, tails = rest.partition(":")
        return Spec(
            "name" if ident else "pool",
            ident,
            style=style,
            tails=tuple(t for t in tails.split("|") if t),
        )
    if kind == "code":
        return Spec("code", ident, style=rest)
    if kind == "ref":
        return Spec("ref", target=rest)
    if kind in ("cat", "tags"):
        return Spec(kind, values=tuple(rest.split("|")))
    if kind in ("int", "ints", "num", "nums"):
        lo, hi = rest.split("..")
        if kind.startswith("int"):
            return Spec(kind, lo=int(lo), hi=int(hi))
        return Spec(kind, lo=float(lo), hi=float(hi), decimals=max(_decimals(lo), _decimals(hi)))
    if kind in ("date", "dates"):
        lo, hi = rest.split("..")
        return Spec(kind, lo=date.fromisoformat(lo), hi=date.fromisoformat(hi))
    if kind in ("bool", "bools"):
        return Spec(kind, lo=float(rest))
    if kind == "prose":
        return Spec("prose")
    raise ValueError(f"unknown value spec {text!r}")


@dataclass(frozen=True)
class PropDef:
    concept: str
    spec: Spec
    description: str


def parse_prop(line: str) -> PropDef:
    parts = [p.strip() for p in line.split("::")]
    if len(parts) != 3:
        raise ValueError(f"property line needs 'concept :: spec :: description': {line!r}")
    return PropDef(parts[0], parse_spec(parts[1]), parts[2])


@dataclass
class InventedEnv:
    """One invented environment: its schema (Weaviate's REST form) and objects, and what the
    corpus needs to word requests about it (natural nouns and property words, prose topics)."""

    id: str
    domain: str
    description: str
    habit: str
    description_habit: str
    schema: dict
    objects: dict[str, list[dict]]
    formats: dict[str, str]
    nouns: dict[str, tuple[str, str]]  # collection -> (singular, plural) in plain words
    words: dict[str, dict[str, str]]  # collection -> property -> its concept in plain words
    kinds: dict[str, dict[str, str]]  # collection -> property -> value spec kind
    prose: dict[str, str] = field(default_factory=dict)  # collection -> its prose property
    topics: dict[str, list[str]] = field(default_factory=dict)  # collection -> prose topics
    date_style: str = "iso"
    parquet_dates: bool = False

    @property
    def collections(self) -> list[str]:
        return [c["class"] for c in self.schema["classes"]]

    def property_types(self) -> dict[str, dict[str, str]]:
        return {
            c["class"]: {p["name"]: p["dataType"][0] for p in c["properties"]}
            for c in self.schema["classes"]
        }

    def write(self, folder: str | Path) -> Path:
        """`<folder>/schema.json` and `<folder>/objects/<Collection>.<jsonl|csv|parquet>`."""
        root = Path(folder)
        (root / "objects").mkdir(parents=True, exist_ok=True)
        (root / "schema.json").write_text(
            json.dumps(self.schema, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        types = self.property_types()
        for coll, rows in self.objects.items():
            fmt = self.formats[coll]
            path = root / "objects" / f"{coll}.{fmt}"
            if fmt == "jsonl":
                _write_jsonl(path, rows, types[coll], self.date_style)
            elif fmt == "csv":
                _write_csv(path, rows, types[coll], self.date_style)
            else:
                _write_parquet(path, rows, types[coll], self.parquet_dates)
        return root


def _date_text(d: date | None, style: str) -> str | None:
    if d is None:
        return None
    return d.isoformat() if style == "iso" else f"{d.isoformat()}T00:00:00Z"


def _plain(row: dict, types: dict[str, str], date_style: str) -> dict:
    out = {}
    for k, v in row.items():
        t = types.get(k, "text")
        if t == "date":
            v = _date_text(v, date_style)
        elif t == "date[]" and v is not None:
            v = [_date_text(x, date_style) for x in v]
        out[k] = v
    return out


def _write_jsonl(path: Path, rows: list[dict], types: dict[str, str], date_style: str) -> None:
    lines = [json.dumps(_plain(r, types, date_style), ensure_ascii=False) for r in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _csv_cell(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, list):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, float):
        return repr(v)
    return str(v)


def _write_csv(path: Path, rows: list[dict], types: dict[str, str], date_style: str) -> None:
    buf = io.StringIO()
    header = list(rows[0])
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    for r in rows:
        p = _plain(r, types, date_style)
        w.writerow([_csv_cell(p[k]) for k in header])
    path.write_text(buf.getvalue(), encoding="utf-8")


def _write_parquet(path: Path, rows: list[dict], types: dict[str, str], dates: bool) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    scalar = {
        "text": pa.string(),
        "int": pa.int64(),
        "number": pa.float64(),
        "boolean": pa.bool_(),
        "date": pa.date32() if dates else pa.string(),
    }
    fields, columns = [], []
    for k in rows[0]:
        t = types.get(k, "text")
        base = t.removesuffix("[]")
        typ = scalar[base]
        if t.endswith("[]"):
            typ = pa.list_(typ)
        vals = [r[k] for r in rows]
        if base == "date" and not dates:
            vals = [
                None
                if v is None
                else [x.isoformat() for x in v]
                if t.endswith("[]")
                else v.isoformat()
                for v in vals
            ]
        fields.append(pa.field(k, typ))
        columns.append(pa.array(vals, typ))
    table = pa.Table.from_arrays(columns, schema=pa.schema(fields))
    pq.write_table(table, path, compression="zstd")


# ---- building one environment ------------------------------------------------------------------


def _unique_props(names: list[str], concepts: list[str]) -> list[str]:
    """Property names made unique (case-insensitively): a clash falls back to camelCase of the
    whole concept, then a number."""
    out: list[str] = []
    seen: set[str] = set()
    for name, concept in zip(names, concepts):
        cand = name
        if cand.lower() in seen or cand.lower() in ("id", "uuid", "_id"):
            words = _words(concept)
            cand = words[0] + "".join(_cap(w) for w in words[1:])
        k = 2
        base = cand
        while cand.lower() in seen or cand.lower() in ("id", "uuid", "_id"):
            cand = f"{base}{k}"
            k += 1
        seen.add(cand.lower())
        out.append(cand)
    return out


def _collection_description(c: C, habit: str, rng: random.Random) -> str | None:
    if habit == "none" or (habit == "sparse" and rng.random() < 0.6):
        return None
    if habit == "terse" or (habit == "mixed" and rng.random() < 0.4):
        return _cap(c.plural or plural_of(c.noun))
    return c.description


def _property_description(p: PropDef, habit: str, rng: random.Random) -> str | None:
    if habit == "none":
        return None
    if habit == "full":
        return p.description if rng.random() < 0.95 else None
    if habit == "terse":
        return terse_description(p.concept) if rng.random() < 0.9 else None
    if habit == "sparse":
        return p.description if rng.random() < 0.4 else None
    r = rng.random()  # mixed
    return p.description if r < 0.5 else terse_description(p.concept) if r < 0.75 else None


def _select_props(c: C, rng: random.Random) -> list[PropDef]:
    """The collection's identifier and references always; up to two others left out (never
    below 5 properties); the rest in the domain's order or shuffled."""
    props = [parse_prop(line) for line in c.props]
    keep_always = [p for p in props if p.spec.identifier or p.spec.kind in ("ref", "prose")]
    optional = [p for p in props if p not in keep_always]
    drop = min(rng.choice((0, 0, 1, 1, 2)), max(0, len(props) - 5))
    dropped = set(id(p) for p in rng.sample(optional, drop)) if drop else set()
    chosen = [p for p in props if id(p) not in dropped]
    if rng.random() < 0.35:
        head, rest = chosen[:1], chosen[1:]
        rng.shuffle(rest)
        if rng.random() < 0.5:  # the identifier somewhere in the middle
            rest.insert(rng.randrange(len(rest) + 1), head[0])
            head = []
        chosen = head + rest
    return chosen


def _values_for(
    p: PropDef,
    n: int,
    rng: random.Random,
    identifiers: dict[str, list[str]],
    noun_to_coll: dict[str, str],
    topics: list[str],
    null_share: float,
    pools: dict[Spec, list[str]],
) -> tuple[list[Any], list[str]]:
    """n values of one property (and, for prose, each value's main topic). `pools`: the name
    pools of the collection so far, shared by properties of one spec (who did the work and
    who checked it are drawn from the same staff)."""
    s = p.spec
    if s.kind == "name":
        return unique_names(s.style, list(s.tails), n, rng), []
    if s.kind == "code":
        return unique_codes(s.style, n, rng, ordered=rng.random() < 0.5), []
    if s.kind == "pool":
        if s not in pools:
            size = max(4, min(40, n // rng.randint(4, 9)))
            pools[s] = unique_names(s.style, list(s.tails), size, rng)
        pool = pools[s]
        w = _weights(rng, len(pool))
        return [_skewed(rng, pool, w) for _ in range(n)], []
    if s.kind == "ref":
        target = identifiers[noun_to_coll[s.target]]
        share = rng.uniform(0.55, 0.9)
        sub = rng.sample(target, max(3, int(len(target) * share)))
        w = _weights(rng, len(sub))
        return [_skewed(rng, sub, w) for _ in range(n)], []
    if s.kind == "cat":
        vals = list(s.values)
        w = _weights(rng, len(vals))
        out = [_skewed(rng, vals, w) for _ in range(n)]
    elif s.kind == "tags":
        vals = list(s.values)
        w = _weights(rng, len(vals))
        out = []
        for _ in range(n):
            k = rng.choice((1, 1, 2, 2, 3)) if rng.random() > 0.04 else 0
            picked: list[str] = []
            while len(picked) < k:
                v = _skewed(rng, vals, w)
                if v not in picked:
                    picked.append(v)
            out.append(picked)
    elif s.kind in ("int", "num"):
        out = [_number(s, rng) for _ in range(n)]
    elif s.kind in ("ints", "nums"):
        out = [sorted(_number(s, rng) for _ in range(rng.randint(1, 5))) for _ in range(n)]
        if s.kind == "ints" and rng.random() < 0.5:
            out = [sorted(set(v)) for v in out]
    elif s.kind == "date":
        out = [_day(rng, s.lo, s.hi) for _ in range(n)]
    elif s.kind == "dates":
        out = [sorted(_day(rng, s.lo, s.hi) for _ in range(rng.randint(1, 4))) for _ in range(n)]
    elif s.kind == "bool":
        out = [rng.random() < s.lo for _ in range(n)]
    elif s.kind == "bools":
        out = [[rng.random() < s.lo for _ in range(rng.randint(1, 4))] for _ in range(n)]
    elif s.kind == "prose":
        if len(topics) < 4:
            raise ValueError(f"{p.concept}: a prose property needs at least 4 topics")
        w = _weights(rng, len(topics))
        pairs = [prose_text(rng, topics, w) for _ in range(n)]
        return [t for t, _ in pairs], [m for _, m in pairs]
    else:
        raise ValueError(s.kind)
    if null_share and s.kind in ("cat", "int", "num", "date", "bool"):
        out = [None if rng.random() < null_share else v for v in out]
    return out, []


def _number(s: Spec, rng: random.Random) -> int | float:
    if s.kind.startswith("int"):
        span = s.hi - s.lo
        if span > 200 and rng.random() < 0.7:  # long tails: most values low in the range
            return int(s.lo + span * rng.random() ** 2)
        return rng.randint(s.lo, s.hi)
    x = rng.uniform(s.lo, s.hi) if rng.random() < 0.6 else rng.triangular(s.lo, s.hi)
    v = round(x, s.decimals)
    if s.decimals == 0 or float(v).is_integer():
        v = float(v) + (10 ** -max(1, s.decimals)) * rng.randint(1, 9)
        v = round(min(v, s.hi), max(1, s.decimals))
    return float(v)


def _distinct_pair(rows: list[dict], a: str, b: str, values: list, rng: random.Random) -> None:
    """Two properties of one form (home and away team) never hold the same value in a row."""
    for r in rows:
        tries = 0
        while r[b] == r[a] and r[a] is not None and tries < 20:
            r[b] = rng.choice(values)
            tries += 1


def build_env(domain: D, env_id: str, rng: random.Random) -> InventedEnv:
    """One environment of a domain, in habits drawn from `rng`."""
    habit = rng.choice(HABITS)
    desc_habit = rng.choice(DESCRIPTION_HABITS)
    cdesc_habit = desc_habit if rng.random() < 0.7 else rng.choice(DESCRIPTION_HABITS)
    plural_mode = rng.choice(("singular", "plural", "plural", "mixed"))
    prefixes = rng.choice(TYPE_PREFIXES)
    date_style = "iso" if rng.random() < 0.8 else "rfc3339"
    weaviate_extras = rng.random() < 0.4
    null_share = rng.choice(NULL_SHARES)
    field_categories = rng.random() < 0.5

    names: dict[str, str] = {}
    for c in domain.collections:
        use_plural = (
            plural_mode == "plural" or (plural_mode == "mixed" and rng.random() < 0.5)
        ) and plural_mode != "singular"
        names[c.noun] = collection_name(c.noun, c.plural or plural_of(c.noun), use_plural)
    # knowledge-base collections first: references need their identifiers
    order = sorted(
        domain.collections,
        key=lambda c: any(parse_prop(x).spec.kind == "ref" for x in c.props),
    )
    identifiers: dict[str, list[str]] = {}
    classes: dict[str, dict] = {}
    objects: dict[str, list[dict]] = {}
    words: dict[str, dict[str, str]] = {}
    kinds: dict[str, dict[str, str]] = {}
    prose: dict[str, str] = {}
    topics: dict[str, list[str]] = {}
    formats: dict[str, str] = {}
    nouns: dict[str, tuple[str, str]] = {}
    for c in order:
        cname = names[c.noun]
        crng = random.Random(f"{env_id}/{cname}/{rng.random()}")
        props = _select_props(c, crng)
        entity = _words(c.noun)[-1]
        pnames = _unique_props(
            [
                property_name(p.concept, p.spec.data_type, habit, entity, crng, prefixes)
                for p in props
            ],
            [p.concept for p in props],
        )
        n = crng.randint(150, 400)
        coll_topics = [t for t in c.topics.split("|") if t]
        columns: dict[str, list] = {}
        pools: dict[Spec, list[str]] = {}
        for p, pname in zip(props, pnames):
            vals, _ = _values_for(
                p, n, crng, identifiers, {d.noun: names[d.noun] for d in domain.collections},
                coll_topics, null_share, pools,
            )  # fmt: skip
            columns[pname] = vals
            if p.spec.identifier:
                identifiers[cname] = vals
            if p.spec.kind == "prose":
                prose[cname] = pname
                topics[cname] = coll_topics
        rows = [{k: columns[k][i] for k in pnames} for i in range(n)]
        seen_specs: dict[Spec, str] = {}
        for p, pname in zip(props, pnames):
            if p.spec.kind in ("ref", "cat", "pool") and p.spec in seen_specs:
                pool = sorted({r[seen_specs[p.spec]] for r in rows if r[seen_specs[p.spec]]})
                _distinct_pair(rows, seen_specs[p.spec], pname, pool, crng)
            seen_specs.setdefault(p.spec, pname)
        objects[cname] = rows
        words[cname] = {pname: p.concept for p, pname in zip(props, pnames)}
        kinds[cname] = {pname: p.spec.kind for p, pname in zip(props, pnames)}
        nouns[cname] = (c.noun, c.plural or plural_of(c.noun))
        formats[cname] = crng.choice(FORMATS)
        cls: dict[str, Any] = {"class": cname}
        cdesc = _collection_description(c, cdesc_habit, crng)
        if cdesc is not None:
            cls["description"] = cdesc
        plist = []
        for p, pname in zip(props, pnames):
            entry: dict[str, Any] = {"name": pname, "dataType": [p.spec.data_type]}
            d = _property_description(p, desc_habit, crng)
            if d is not None:
                entry["description"] = d
            if p.spec.data_type in ("text", "text[]"):
                tok = (
                    "word"
                    if p.spec.kind == "prose"
                    else "field"
                    if p.spec.kind in ("name", "code", "ref") or field_categories
                    else "word"
                )
                entry["tokenization"] = tok
                if weaviate_extras:
                    entry["indexFilterable"] = True
                    entry["indexSearchable"] = True
            plist.append(entry)
        cls["properties"] = plist
        if weaviate_extras:
            cls["vectorizer"] = "none"
            cls["invertedIndexConfig"] = {"bm25": {"b": 0.75, "k1": 1.2}}
        classes[cname] = cls
        if crng.random() < 0.15:  # some exports carry Weaviate's object ids
            for r in rows:
                first = {"id": str(uuid.UUID(int=crng.getrandbits(128), version=4)), **r}
                r.clear()
                r.update(first)
    schema = {"classes": [classes[names[c.noun]] for c in domain.collections]}
    return InventedEnv(
        id=env_id,
        domain=domain.id,
        description=domain.description,
        habit=habit,
        description_habit=desc_habit,
        schema=schema,
        objects={names[c.noun]: objects[names[c.noun]] for c in domain.collections},
        formats={names[c.noun]: formats[names[c.noun]] for c in domain.collections},
        nouns=nouns,
        words=words,
        kinds=kinds,
        prose=prose,
        topics=topics,
        date_style=date_style,
        parquet_dates=rng.random() < 0.5,
    )


def invent(count: int = 48, seed: int = 0) -> list[InventedEnv]:
    """`count` invented environments, deterministic in (count, seed): distinct domains while
    there are enough (in an order drawn from the seed), then the domains again in other habits
    (ids `<domain>-2`, ...)."""
    if count < 0:
        raise ValueError("count must be at least 0")
    rng = random.Random(f"gymkit-ranker-invent/{seed}")
    order = list(DOMAINS)
    rng.shuffle(order)
    out = []
    for i in range(count):
        domain = order[i % len(order)]
        round_ = i // len(order)
        env_id = domain.id if round_ == 0 else f"{domain.id}-{round_ + 1}"
        out.append(build_env(domain, env_id, random.Random(f"{seed}/{env_id}")))
    return out
