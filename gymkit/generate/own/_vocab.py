"""Which words a command may use to name a property or its records (issue 42, wording round 4).

Why: each earlier round fixed the fragments one environment showed ("adv events", "HTC revion
dates", "ind code", "spo2 % ... pre per evt") and the next environment showed new ones, since a
table of abbreviations fitted to the schemas seen does not carry. The policy is instead to say
only what is plain English: a word in a property's or records' phrase is said only when it is
- a common English word (`_english.is_core`: the core vocabulary, or an inflection of one);
- a value or a unit's sign (a number, °C, %, $);
- an acronym the schema itself writes in capitals, kept exactly as written (HR, SpO2, QC, pH);
- a full word the schema writes out in its descriptions or names (a dictionary word of four
  letters or more that is no clipped form, not cut short with a dot: "Supers", "Waybills").
Every derived word (an expansion, a noun made from a verb cut short, a suffix added) is checked
the same way, so a derivation never coins a word. `Vocabulary.unclear` lists a phrase's words
that fail; the writer then drops unclear modifiers or leaves the property out (`_phrases`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache, cached_property

from gymkit.generate.own._english import core_ranks, is_core, is_full_word

# Units' signs a phrase may hold as written.
UNIT_SIGNS = frozenset({"°C", "°F", "%", "$", "€", "£"})
_EDGE = "()[],.;:'\"?!"


@dataclass(frozen=True)
class Vocabulary:
    """The words of one schema (a collection's descriptions and names) that may be said besides
    the core vocabulary: its full description words and its acronyms as written."""

    described: frozenset[str] = frozenset()  # lowercase full words of its descriptions
    acronyms: frozenset[str] = frozenset()  # acronyms exactly as the schema writes them
    cut: frozenset[str] = frozenset()  # words it writes cut short with a dot, no noun known
    # clippings the schema spells out beside them: (clipping, full word), lowercase ("ln" in
    # `lnGbp` "Line val., £": line; "Grd" in the description of `Grind`: grind)
    pairs: tuple[tuple[str, str], ...] = ()

    @cached_property
    def _pairs(self) -> dict[str, str]:
        return dict(self.pairs)

    def paired(self, word: str) -> str:
        """The full word the schema writes beside a clipping (also for its plural: "lns" is
        lines when "ln" is line), in the clipping's number; "" when none."""
        low = word.lower()
        if low in self._pairs:
            return self._pairs[low]
        if low.endswith("s") and low[:-1] in self._pairs:
            return _plural_of(self._pairs[low[:-1]])
        return ""

    @property
    def _acronyms_low(self) -> frozenset[str]:
        return frozenset(a.lower() for a in self.acronyms)

    def plain(self, token: str) -> bool:
        """Whether one word of a phrase may be said."""
        bare = token.strip(_EDGE)
        if not bare or bare in UNIT_SIGNS:
            return True  # a unit's sign (°C, %, $); a unit's letters are no noun (cm, g)
        if bare in self.acronyms or (bare.endswith("s") and bare[:-1] in self.acronyms):
            return True  # an acronym as written, or its plural (pHs, MRNs)
        if sum(ch.isupper() for ch in bare) >= 2 and bare.lower() in self._acronyms_low:
            return True  # an acronym the schema writes in capitals (HR, SpO2, QC)
        if re.fullmatch(r"[\d.,]+", bare):
            return True  # a number
        if re.fullmatch(r"[A-Z]\.", token.strip("(),;:")):
            return True  # an initial, as in "E. coli"
        if "/" in bare:
            return all(self.plain(p) for p in bare.split("/") if p)
        if re.search(r"\d", bare):
            return False  # r1, seg1, 100b: shorthand, not a word or an acronym as written
        low = bare.lower()
        if low in self.cut or (low.endswith("s") and low[:-1] in self.cut):
            return False  # "Mat." elsewhere: this schema's mat, mats are a material's clipping
        if is_core(low):
            return True
        if "-" in low.strip("-"):
            parts = [p for p in low.split("-") if p]
            return all(is_core(p) or self._described(p) for p in parts)
        return self._described(low)

    def _described(self, low: str) -> bool:
        """A word of the schema, in its number as written or the other (Waybills: waybill)."""
        d = self.described
        if low in d or low + "s" in d or low + "es" in d:
            return True
        if low.endswith("ies") and low[:-3] + "y" in d:
            return True
        return low.endswith("s") and low[:-1] in d  # "testr" is no form of "test"

    def unclear(self, words: list[str] | str) -> list[str]:
        """The words of a phrase that may not be said."""
        if isinstance(words, str):
            words = words.split()
        out = []
        for i, w in enumerate(words):
            bare = w.strip(_EDGE)
            after_plural = i and re.fullmatch(r"\d+", bare) and words[i - 1].endswith("s")
            if not self.plain(w) or after_plural:  # "mites 100": not a label's number
                out.append(bare)
        return out


def vocabulary(
    texts: tuple[str, ...], names: tuple[str, ...] = (), cut: frozenset[str] = frozenset()
) -> Vocabulary:
    """The vocabulary of a schema from its descriptions (and its names, for acronyms); `cut`:
    the words its descriptions write cut short with a dot that no rule makes a noun of."""
    return _vocabulary(tuple(texts), tuple(names), frozenset(cut))


@cache
def _vocabulary(texts: tuple[str, ...], names: tuple[str, ...], cut: frozenset[str]) -> Vocabulary:
    described: set[str] = set()
    acronyms: set[str] = {a for a in _TABLE_ACRONYMS()}
    for text in texts:
        text = " ".join((text or "").split())
        words = re.findall(r"[A-Za-z][A-Za-z'-]*\.?", text)
        sentence = len(words) >= 4
        for i, w in enumerate(words):
            dotted = w.endswith(".") and not (sentence and i == len(words) - 1)
            bare = w.rstrip(".")
            if not dotted:
                low = bare.lower()
                if is_full_word(low):
                    described.add(low)
        acronyms |= _capitals(text)
    for name in names:
        for token in re.findall(r"[A-Z]?[a-z]+", name):  # the names' full words: Waybills
            if is_full_word(token):
                described.add(token.lower())
        acronyms |= set(re.findall(r"[A-Z]{3,}(?![a-z])", name))  # unitDIN: DIN (not ambTF)
    return Vocabulary(frozenset(described), frozenset(acronyms), cut)


# A core word this rare, or no core word, that begins one longer word the schema writes in full
# is taken for that word cut short ("cont" in CustCont beside contactRef: contact).
RARE_RANK = 5000


def spelled_out(word: str, vocab: Vocabulary) -> str:
    """The schema's own full word that `word` (four letters or more, rare or not plain) is the
    start of, in the number `word` is in ("conts" -> "contacts" beside `contactRef`), or "" when
    none or more than one is (issue 42, wording round 5: the schema spells its clippings)."""
    low = word.lower()
    if not low.isalpha():
        return ""
    paired = vocab.paired(low)
    if paired:
        return paired
    many = low.endswith("s") and len(low) > 4 and not low.endswith("ss")
    stem = low[:-1] if many else low
    if len(stem) < 4:
        return ""
    rank = core_ranks().get(stem, core_ranks().get(low))
    if rank is not None and rank <= RARE_RANK and vocab.plain(low):
        return ""
    inflections = ("s", "es", "ed", "d", "ing", "er", "ers")
    found = {
        d.removesuffix("s") if d.endswith("s") and d[:-1] in vocab.described else d
        for d in vocab.described
        if d.startswith(stem)
        and d[len(stem) :] not in ("", *inflections)
        and len(d) > len(stem) + 1
    }
    if (
        not found
        and rank is not None
        and rank > RARE_RANK
        and many
        and len(stem) == 4
        and stem not in vocab.cut
    ):
        found = set(_common_ending(stem))  # "Feats": features, never feats
    if len(found) != 1:
        return ""
    full = found.pop()
    return _plural_of(full) if many else full


# A rare four-letter word's plural ("Feats") with one common longer form with a noun's ending is
# that form cut short (features); a common form is one of the core words this common or more.
# Singular and longer words keep their sense (temper, liter: never temperature, literature).
COMMON_RANK = 2500
_NOUN_ENDINGS = ("ure", "ory", "ial", "ion", "ment", "ity", "ence", "ance")


@cache
def _common_ending(stem: str) -> frozenset[str]:
    ranks = core_ranks()
    return frozenset(
        w
        for w, r in ranks.items()
        if r <= COMMON_RANK
        and w.startswith(stem)
        and len(w) > len(stem) + 2
        and w.endswith(_NOUN_ENDINGS)
    )


def _plural_of(word: str) -> str:
    """A full word's plural (contacts, batches, categories), for a clipping written plural."""
    if word.endswith("y") and word[-2:-1] not in tuple("aeiou"):
        return word[:-1] + "ies"
    return word + ("es" if word.endswith(("s", "x", "z", "ch", "sh")) else "s")


def _capitals(text: str) -> set[str]:
    """Acronyms as a text writes them: two or more capitals with letters or digits (HR, SpO2,
    H2O, QC, pH is taken from the writer's table), none when every word is in capitals."""
    words = re.findall(r"[A-Za-z][A-Za-z0-9]*", text)
    caps = {w for w in words if sum(ch.isupper() for ch in w) >= 2 and not w[1:].islower()}
    long_words = [w for w in words if len(w) > 1]
    if len(caps) > 1 and len(caps) == len(long_words):
        return set()  # a label shouted ("VEH LEN"), not acronyms
    return caps


@cache
def _TABLE_ACRONYMS() -> frozenset[str]:  # noqa: N802
    from gymkit.generate.own._abbrev import ACRONYMS

    return frozenset(ACRONYMS.values())
