"""The index of an environment's identifier and reference values (names and codes).

A gym of 100,000 objects per collection holds hundreds of thousands of names; the agent must
know every one of them (a name it does not know is searched for instead of filtered on), yet
hold no Python object per value. So the values themselves live in a table of an in-memory
DuckDB database (one row per distinct value of each name-like property, filled once per
environment in batches: `NameIndex.add`), which answers the rare questions that need the text
(`case_of`, `has_prefix`, a parameterised SELECT each over the table sorted by property and
name, memoised). The questions asked for every word of every command (is this phrase a name,
and of which properties; how many words can a name starting with this word have) are answered
from two sorted numpy arrays of 8-byte fingerprints (Python's string hash, stable within the
process) with a bitmask of the properties holding each name: 16 bytes per distinct name, no
Python object, a binary search per question. Two different names share a fingerprint with
odds of about n^2 / 2^64 (below one in ten million at a million names); such a pair would
read as one name.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from typing import Any

import duckdb
import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from gymkit.agents.rules._words import TOKEN_RE, word_parts

BATCH_ROWS = 50_000  # values turned into index rows at a time
CACHE_LIMIT = 100_000  # memoised answers kept before the cache starts over
_SCHEMA = pa.schema([("low", pa.string()), ("value", pa.string()), ("holder", pa.int32())])


class NameIndex:
    """Distinct values of name-like properties; each property is a `holder` number in the order
    properties were added (the order the parser lists a value's origins in)."""

    def __init__(self) -> None:
        self.con = duckdb.connect(":memory:", config={"threads": 1})
        self.con.execute("CREATE TABLE names (low VARCHAR, value VARCHAR, holder INTEGER)")
        self.holders: list[tuple[str, str, bool]] = []  # (collection, property, is a code)
        self._lock = threading.Lock()
        self._cache: dict[tuple, Any] = {}
        self._finished = False
        self._parts: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
        self._names = np.zeros(0, np.int64)  # sorted fingerprints of lowercase names
        self._masks = np.zeros(0, np.uint64)  # which holders hold each name (bit = holder)
        self._firsts = np.zeros(0, np.int64)  # sorted fingerprints of names' first words
        self._longest = np.zeros(0, np.int16)  # the most words of a name with that first word

    def add(self, collection: str, prop: str, values: Iterable[Any], code: bool) -> int:
        """Index a property's distinct values (names: longer than 2 characters); how many.

        `values` yields Python values or Arrow string arrays (batches of them, as the gym's
        value counts hold them): an Arrow batch is indexed without a Python object per value
        for what Arrow computes (lowercase, words, first word), the rest value by value."""
        holder = len(self.holders)
        self.holders.append((collection, prop, code))
        n = 0
        batch: list[str] = []
        for v in values:
            if isinstance(v, pa.Array | pa.ChunkedArray):
                n += self._insert_arrow(v, holder)
            elif isinstance(v, str):  # which values are names: _insert_arrow decides
                batch.append(v)
                if len(batch) >= BATCH_ROWS:
                    n += self._insert_arrow(pa.array(batch, pa.string()), holder)
                    batch = []
        if batch:
            n += self._insert_arrow(pa.array(batch, pa.string()), holder)
        return n

    def _insert_arrow(self, values: pa.Array | pa.ChunkedArray, holder: int) -> int:
        """Index a batch of values (non-strings, nulls and, for names, values of 2 characters
        or fewer are skipped): ASCII ones computed in Arrow, the others in Python."""
        if not pa.types.is_string(values.type) and not pa.types.is_large_string(values.type):
            return 0
        values = _plain(values.filter(pc.is_valid(values)))
        code = self.holders[holder][2]
        if not code:
            values = values.filter(pc.greater(pc.utf8_length(values), 2))
        if len(values) == 0:
            return 0
        ascii_ = pc.string_is_ascii(values)
        if not pc.all(ascii_).as_py():  # Python's lowercase of the others (Arrow's may differ)
            values = pa.concat_arrays([values.filter(ascii_), values.filter(pc.invert(ascii_))])
        n_ascii = pc.sum(pc.cast(ascii_, pa.int64())).as_py() or 0
        lows = pa.concat_arrays(
            [
                pc.ascii_lower(values.slice(0, n_ascii)),
                pa.array([v.lower() for v in values.slice(n_ascii).to_pylist()], pa.string()),
            ]
        )
        if not code:  # names (codes are found by their shape)
            firsts, counts = _first_and_count(lows)
            self._parts.append(
                (
                    _fingerprints(lows),
                    np.full(len(lows), holder, np.int64),
                    _fingerprints(firsts),
                    counts,
                )
            )
        table = pa.Table.from_arrays(
            [lows, values, pa.array(np.full(len(values), holder, np.int32))], schema=_SCHEMA
        )
        with self._lock:
            self.con.register("_batch", table)
            try:
                self.con.execute("INSERT INTO names SELECT * FROM _batch")
            finally:
                self.con.unregister("_batch")
        return len(values)

    def finish(self) -> None:
        """Build the lookup arrays and sort the table (after the last `add`)."""
        if len(self.holders) > 64:
            raise ValueError(f"a name index holds at most 64 properties, got {len(self.holders)}")
        with self._lock:
            if self._finished:
                return
            # sorted by holder and name, so that a lookup's row groups are found by their
            # min/max statistics (an ART index took longer to build than the lookups it served)
            self.con.execute("CREATE TABLE sorted AS SELECT * FROM names ORDER BY holder, low")
            self.con.execute("DROP TABLE names")
            self.con.execute("ALTER TABLE sorted RENAME TO names")
            self._finished = True
            if not self._parts:
                return
            names, holders, firsts, words = (np.concatenate(x) for x in zip(*self._parts))
            self._parts = []
            self._names, inverse = np.unique(names, return_inverse=True)
            self._masks = np.zeros(len(self._names), np.uint64)
            np.bitwise_or.at(
                self._masks, inverse, np.left_shift(np.uint64(1), holders.astype(np.uint64))
            )
            keep = firsts != 0
            order = np.lexsort((-words[keep], firsts[keep]))
            firsts, words = firsts[keep][order], words[keep][order]
            self._firsts, start = np.unique(firsts, return_index=True)
            self._longest = words[start]

    def _ask(self, key: tuple, sql: str, params: list) -> list[tuple]:
        with self._lock:
            hit = self._cache.get(key)
            if hit is None:
                if len(self._cache) >= CACHE_LIMIT:
                    self._cache.clear()
                hit = self.con.execute(sql, params).fetchall()
                self._cache[key] = hit
            return hit

    def origins(self, low: str) -> list[tuple[str, str]]:
        """The (collection, property) pairs holding the name `low` (lowercase), in order."""
        mask = _find(self._names, self._masks, hash(low))
        if not mask:
            return []
        return [self.holders[h][:2] for h in range(len(self.holders)) if int(mask) >> h & 1]

    def longest(self, first: str) -> int:
        """The most words of a name whose first word is `first` (lowercase); 0 when none."""
        return int(_find(self._firsts, self._longest, hash(first)))

    def holder(self, collection: str, prop: str) -> int | None:
        return next(
            (i for i, (c, p, _) in enumerate(self.holders) if c == collection and p == prop),
            None,
        )

    def case_of(self, holder: int, low: str) -> str | None:
        """The property's value written `low` in lowercase, as the data writes it; None when
        it holds no such value."""
        rows = self._ask(
            ("case", holder, low),
            "SELECT min(value) FROM names WHERE low = ? AND holder = ?",
            [low, holder],
        )
        return rows[0][0] if rows else None

    def has_prefix(self, holder: int, prefix: str) -> bool:
        """Whether some value of the property starts with `prefix` (case aside)."""
        low = prefix.lower()
        # the names starting with `low` lie between it and its successor (the bounds let the
        # sorted table skip the other row groups; starts_with decides)
        after = low[:-1] + chr(ord(low[-1]) + 1) if low and ord(low[-1]) < 0xD7FF else None
        rows = self._ask(
            ("prefix", holder, low),
            "SELECT 1 FROM names WHERE holder = ? AND low >= ? AND (? IS NULL OR low < ?) "
            "AND starts_with(low, ?) LIMIT 1",
            [holder, low, after, after, low],
        )
        return bool(rows)

    def __len__(self) -> int:
        """How many distinct names (not codes) it holds."""
        return len(self._names)

    @property
    def nbytes(self) -> int:
        """The bytes its lookup arrays take in Python's memory (the table is DuckDB's)."""
        return sum(a.nbytes for a in (self._names, self._masks, self._firsts, self._longest))


# lowercase words joined by single spaces or hyphens: each hyphenated word holds letters, so
# word_parts splits it, and its parts are the runs of letters (double-barrelled person names,
# which a gym of 100,000 objects per collection holds by the hundred thousand)
_HYPHENED = r"^[a-z]+(?:[ -][a-z]+)*$"


def _first_and_count(lows: pa.Array) -> tuple[pa.Array, np.ndarray]:
    """Each lowercase name's first word (null when it has none) and number of words, as
    `word_parts` gives them: in Arrow for ASCII names without a hyphen (the regex has only ASCII
    classes, and RE2 matches leftmost-first as Python does) and for words of letters joined by
    spaces or hyphens (`_HYPHENED`: the words are the runs of letters), in Python for the rest
    (a hyphen splits a word with a letter into parts, which one regex alone cannot say)."""
    simple = pc.and_(pc.string_is_ascii(lows), pc.invert(pc.match_substring(lows, "-")))
    first = pc.struct_field(pc.extract_regex(lows, f"(?P<w>{TOKEN_RE.pattern})"), [0])
    first = first.cast(pa.string())
    counts = pc.count_substring_regex(lows, TOKEN_RE.pattern).to_numpy(zero_copy_only=False)
    counts = counts.astype(np.int16)
    if pc.all(simple).as_py():
        return first, counts
    hyphened = pc.and_(pc.invert(simple), pc.match_substring_regex(lows, _HYPHENED))
    if pc.any(hyphened).as_py():
        letters = pc.struct_field(pc.extract_regex(lows, "(?P<w>[a-z]+)"), [0])
        first = pc.if_else(hyphened, letters.cast(pa.string()), first)
        runs = pc.count_substring_regex(lows, "[a-z]+").to_numpy(zero_copy_only=False)
        counts = np.where(hyphened.to_numpy(zero_copy_only=False), runs, counts).astype(np.int16)
        simple = pc.or_(simple, hyphened)
    if not pc.all(simple).as_py():
        rest = np.flatnonzero(~simple.to_numpy(zero_copy_only=False))
        parts = [word_parts(v) for v in lows.take(pa.array(rest)).to_pylist()]
        counts[rest] = [len(p) for p in parts]
        replaced = first.to_pylist()
        for i, p in zip(rest.tolist(), parts):
            replaced[i] = p[0].lower() if p else None
        first = pa.array(replaced, pa.string())
    return first, counts


def _fingerprints(texts: pa.Array) -> np.ndarray:
    """Python's string hash of each text (0 for null): the lookups' fingerprint."""
    return np.fromiter(
        (0 if t is None else hash(t) for t in texts.to_pylist()), np.int64, len(texts)
    )


def _plain(values: pa.Array | pa.ChunkedArray) -> pa.Array:
    """One string array (a chunked one combined)."""
    if isinstance(values, pa.ChunkedArray):
        values = values.combine_chunks()
    return values.cast(pa.string())


def _find(keys: np.ndarray, values: np.ndarray, key: int) -> Any:
    """values[i] where keys[i] == key (keys sorted), else 0."""
    i = int(np.searchsorted(keys, key))
    return values[i] if i < len(keys) and keys[i] == key else 0


class NameView:
    """`know.names`: the name index read as a mapping of lowercase name -> [(collection,
    property)], for `phrase in know.names` and `know.names.get(low, [])`."""

    def __init__(self, index: NameIndex):
        self.index = index

    def __contains__(self, low: object) -> bool:
        return isinstance(low, str) and bool(self.index.origins(low))

    def get(self, low: str, default: Any = None) -> Any:
        hits = self.index.origins(low) if isinstance(low, str) else []
        return hits if hits else default

    def __getitem__(self, low: str) -> list[tuple[str, str]]:
        hits = self.get(low)
        if hits is None:
            raise KeyError(low)
        return hits

    def __len__(self) -> int:
        return len(self.index)


class FirstWordView:
    """`know.name_first`: first word of a name -> the longest such name's length in words."""

    def __init__(self, index: NameIndex):
        self.index = index

    def get(self, first: str, default: int = 0) -> int:
        return self.index.longest(first) or default

    def __contains__(self, first: object) -> bool:
        return isinstance(first, str) and self.index.longest(first) > 0
