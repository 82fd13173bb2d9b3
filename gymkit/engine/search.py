"""BM25 search over a collection's searchable text, and the rule that cuts its ranking.

Library choice: the index is built here, vectorised (numpy and pyarrow), because a benchmark's
search must give the same ranking on every platform and scale with the gym: bm25s's own
indexing tokenises and scores one document at a time in Python (about 20 s per property of
100,000 documents), this builds the same index in about a second. The scores are bm25s's
"lucene" method exactly (`tests/engine/test_search.py` checks them against bm25s, pinned
0.3.16, on random corpora), and its English stopword list is the one used. DuckDB's `fts`
extension is not an option: `install_extension('fts')` downloads and fails offline, the PyPI
wheel `duckdb-extension-fts` carries it only for x86_64 Linux and one exact duckdb version, and
its `conjunctive := 1` misbehaves on a two-column index.

How a search scores (documented so a researcher can read what a ranking means):
- Tokens: lowercase runs of letters and digits (Weaviate's `word` tokenization, which also
  keeps one-character tokens), English stopwords removed (bm25s's list), no stemming.
- One BM25 index per searchable_text property ("one field per property"), BM25 with Lucene's
  formula and Weaviate's defaults k1=1.2, b=0.75: a query word's IDF is
  ln(1 + (N - df + 0.5) / (df + 0.5)) and a record's term weight is
  tf / (k1 * ((1 - b) + b * length / mean length) + tf), lengths in tokens; a word the query
  repeats counts each time. A record's score is the SUM of its per-property scores, so every
  searchable property counts, each with its own IDF and length normalisation.
- Candidates: only the records the call's filters select are ranked; a record whose score is
  0 (no query word in any searchable property) is never returned.
- Order: score descending, then uuid ascending (deterministic ties).
- The cut: the best `limit` records per `limit_per` records of the collection (default 200
  per 1,000, and never fewer than `limit`) are the ranking (`Result.ranked`). The
  limit grows with the collection because what a search is about grows with it: a topic
  that 140 of 1,000 documents are about is about 14,000 of 100,000, and a fixed 200 would cut
  that set to its best 1.4% (set F1 0.25 instead of 0.84 at 10,000 objects). Then,
  when `min_score_ratio` is set (default 0.25), records scoring below that fraction of the
  best score are cut: the first large drop from the top. Then, when `autocut` is set
  (default off), the ranking is cut before the `autocut`-th score jump (Weaviate's autocut
  idea: each score's drop from the best, as a fraction of the drop to the last, is compared
  with a straight line from 0 to 1; a jump is a local maximum of drop minus line). The cut
  set is the result.
- Why these defaults: on the generated gym (1,000 objects per collection), over the 234
  search sub-queries of ask_mode and search_mode (seed 0), against their labeled relevant sets,
  with the ground truth's own search words: limit 200 alone gives mean F1 0.76, with
  min_score_ratio 0.2 0.83, 0.25 0.84, 0.3 0.82, 0.4 0.75 (seed 1: 0.83, 0.83, 0.82, 0.75);
  autocut=1 0.30 (it cuts far too early). 0.4 was tuned on the first generator's documents,
  which held their topic's label verbatim (F1 0.996 there); documents that describe a topic
  in its own concrete terms and name other topics in passing (issue #18) favour a lower cut.
  `benchmarks/bench_prose.py` prints this table for any gym (`benchmarks/bench_engine.py` a
  wider grid); re-tune it on hub data.
Indexes are built lazily, on a collection's first search, and kept in memory. With a cache
folder (the engine's `index_cache`, which the gym keys by its fingerprint), each property's
index is saved there once (`SearchIndex.save`) and read by later processes, a term's
postings at a time (`SearchIndex.load`, `SavedArray`): a second run does not tokenise the
collection again. The cache key holds what the scores depend on (k1, b, the token rule, the
index format); the uuids the index was built over are saved with it and must match the
collection's, else it is rebuilt.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import shutil
import uuid as _uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
from bm25s.stopwords import STOPWORDS_EN

from gymkit.words import plural

try:  # one chunk's postings compiled (gymkit/engine/_bm25_c.c; built by `pip install -e .`)
    from gymkit.engine import _bm25_c
except ImportError:  # no C compiler at install: the same index, from numpy
    _bm25_c = None
if getattr(_bm25_c, "ASSEMBLES", None) != 3:  # built from an older source: numpy until rebuilt
    _bm25_c = None

TOKEN_PATTERN = r"(?u)[^\W_]+"
STOPWORDS = frozenset(STOPWORDS_EN)
INDEX_FORMAT = 3  # bump when what an index folder holds changes (3: counts, not weights)
BUILD_CHUNK = 8192  # records tokenised at a time when an index is built

_TOKEN = re.compile(TOKEN_PATTERN)


@dataclass(frozen=True)
class SearchSettings:
    """How a search ranks and cuts (the rule is in the module docstring).

    limit: records ranked for each `limit_per` records of the collection, and at least
    `limit` (limit_per None: `limit` whatever the size); min_score_ratio: cut below this
    fraction of the best score (None: no such cut); autocut: cut before this score jump
    (None: no autocut); k1, b: BM25's.
    """

    limit: int = 200
    limit_per: int | None = 1000
    min_score_ratio: float | None = 0.25
    autocut: int | None = None
    k1: float = 1.2
    b: float = 0.75

    def __post_init__(self) -> None:
        if self.limit < 1:
            raise ValueError(f"SearchSettings.limit must be at least 1, got {self.limit}")
        if self.autocut is not None and self.autocut < 1:
            raise ValueError(
                f"SearchSettings.autocut must be None or at least 1, got {self.autocut}"
            )
        if self.limit_per is not None and self.limit_per < 1:
            raise ValueError(
                f"SearchSettings.limit_per must be None or at least 1, got {self.limit_per}"
            )
        r = self.min_score_ratio
        if r is not None and not 0 <= r <= 1:
            raise ValueError(f"SearchSettings.min_score_ratio must be None or in [0, 1], got {r}")


def tokenize(texts: Sequence[str]) -> list[list[str]]:
    """Each text as its list of tokens (the rule in the module docstring)."""
    return [[t for t in _TOKEN.findall(text.lower()) if t not in STOPWORDS] for text in texts]


def _is_token_char(codepoints: np.ndarray) -> np.ndarray:
    """Whether each code point is one TOKEN_PATTERN keeps (the rule's own regex decides)."""
    keep = {int(c): _TOKEN.fullmatch(chr(int(c))) is not None for c in np.unique(codepoints)}
    return np.fromiter((keep[int(c)] for c in codepoints), dtype=bool, count=len(codepoints))


# After lowercasing, the ASCII characters the rule keeps are a-z and 0-9 (asserted here, so
# that a change of TOKEN_PATTERN cannot leave the vectorised tokeniser behind).
_ASCII_RULE = "".join(c for c in map(chr, range(128)) if _TOKEN.fullmatch(c.lower()))
assert _ASCII_RULE == "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", _ASCII_RULE


def token_ids(
    texts: Sequence[str | None] | pa.Array | pa.ChunkedArray,
) -> tuple[np.ndarray, np.ndarray, list[str]]:
    """Every token of `texts`, vectorised: (doc, term, vocab), one entry per token in reading
    order, `vocab[term]` the token. Exactly `tokenize`'s tokens (tests check it); None is "".

    How: over the lowercased texts' UTF-8 bytes, a mask of the bytes of characters the rule
    keeps; each run of them within one text is a token; the runs, packed end to end, are one
    pyarrow string array that pyarrow dictionary-encodes."""
    if isinstance(texts, pa.Array | pa.ChunkedArray):
        # one array whose texts' bytes start at 0: pyarrow's ascii_lower of an array whose
        # offsets do not (a slice of a column) returns wrong texts
        chunks = texts.chunks if isinstance(texts, pa.ChunkedArray) else [texts]
        arr = _large_concat(chunks).fill_null("")
    else:
        arr = pa.array(texts, type=pa.large_string()).fill_null("")
    ascii_only = pc.all(pc.string_is_ascii(arr)).as_py() is not False
    if ascii_only:
        arr = pc.ascii_lower(arr)
    else:
        arr = pa.array([t.lower() for t in arr.to_pylist()], type=pa.large_string())
    bounds = np.frombuffer(arr.buffers()[1], np.int64, len(arr) + 1, arr.offset * 8)
    data = arr.buffers()[2]
    if data is None or bounds[-1] == bounds[0]:
        return np.zeros(0, np.int64), np.zeros(0, np.int32), []
    raw = np.frombuffer(data, np.uint8, int(bounds[-1]))
    keep = ((raw - np.uint8(97)) < 26) | ((raw - np.uint8(48)) < 10)  # a-z, 0-9 (_ASCII_RULE)
    if not ascii_only:  # multi-byte characters: decode, decide per character, spread to its bytes
        lead = np.nonzero(raw >= 0xC0)[0]
        width = np.where(raw[lead] >= 0xF0, 4, np.where(raw[lead] >= 0xE0, 3, 2))
        cp = (raw[lead] & np.where(width == 4, 0x07, np.where(width == 3, 0x0F, 0x1F))).astype(
            np.int64
        )
        for k in (1, 2, 3):
            more = width > k
            cp[more] = (cp[more] << 6) | (raw[lead[more] + k] & 0x3F)
        keep[np.repeat(lead, width) + _ramp(width)] = np.repeat(_is_token_char(cp), width)
    # a token is a run of kept bytes within one text: it starts at a kept byte whose previous
    # byte is not kept or is another text's, and ends before a byte that is not kept or starts
    # another text
    heads = bounds[:-1]
    before = np.empty_like(keep)
    before[0] = False
    before[1:] = keep[:-1]
    before[heads[heads < len(raw)]] = False
    after = np.empty_like(keep)
    after[-1] = False
    after[:-1] = keep[1:]
    after[heads[1:] - 1] = False
    starts = np.flatnonzero(keep & ~before)
    if len(starts) == 0:
        return np.zeros(0, np.int64), np.zeros(0, np.int32), []
    ends = np.flatnonzero(keep & ~after) + 1
    offsets = np.zeros(len(starts) + 1, np.int64)
    np.cumsum(ends - starts, out=offsets[1:])
    tokens = pa.LargeStringArray.from_buffers(
        len(starts), pa.py_buffer(offsets), pa.py_buffer(raw[keep])
    )
    encoded = pc.dictionary_encode(tokens)
    vocab = encoded.dictionary
    wanted = np.asarray(pc.invert(pc.is_in(vocab, _STOPWORD_ARRAY)), dtype=bool)
    new_id = np.cumsum(wanted) - 1
    term = np.asarray(encoded.indices, dtype=np.int32)
    kept = wanted[term]
    # each text's tokens are a run of `starts`: its first token's place, by one search per text
    first = np.searchsorted(starts[kept], heads)
    doc = np.repeat(np.arange(len(heads), dtype=np.int64), np.diff(np.append(first, kept.sum())))
    return (
        doc,
        new_id[term[kept]].astype(np.int32),
        pc.filter(vocab, pa.array(wanted)).to_pylist(),
    )


_STOPWORD_ARRAY = pa.array(sorted(STOPWORDS), type=pa.large_string())


def _large_concat(chunks: Sequence[pa.Array]) -> pa.Array:
    """One large_string array of the chunks' texts, whose bytes start at 0."""
    return pa.concat_arrays(
        [c.cast(pa.large_string()) for c in chunks] or [pa.array([], pa.large_string())]
    )


def _compiled_postings(
    texts: Sequence[str | None] | pa.Array | pa.ChunkedArray,
) -> tuple[list[str], np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None:
    """`_bm25_c.postings` of texts (None: not all ASCII, or not built): the vocabulary in
    `token_ids`' order, and the postings `Bm25.build` sorts from its tokens (term, record,
    count; by term, then record) with each record's token count."""
    if _bm25_c is None:
        return None
    if isinstance(texts, pa.ChunkedArray):
        chunks = texts.chunks
        arr = chunks[0] if len(chunks) == 1 else _large_concat(chunks)
    elif isinstance(texts, pa.Array):
        arr = texts
    else:
        arr = pa.array(texts, type=pa.large_string())
    if pa.types.is_string(arr.type):
        width = 4
    elif pa.types.is_large_string(arr.type):
        width = 8
    else:
        raise TypeError(f"texts are {arr.type}, expected strings")
    if arr.null_count:
        arr = arr.fill_null("")
    data = arr.buffers()[2]
    out = _bm25_c.postings(
        b"" if data is None else data, arr.buffers()[1], width, arr.offset, len(arr), STOPWORDS
    )
    if out is None:
        return None
    vocab, term, doc, tf, counts = out
    return (
        vocab,
        np.frombuffer(term, np.int32),
        np.frombuffer(doc, np.int64),
        np.frombuffer(tf, np.int64),
        np.frombuffer(counts, np.int64),
    )


def _ramp(width: np.ndarray) -> np.ndarray:
    """0, 1, .., w-1 for each w of `width`, concatenated."""
    starts = np.repeat(np.cumsum(width) - width, width)
    return np.arange(int(width.sum())) - starts


def autocut(scores: list[float] | np.ndarray, jumps: int) -> int:
    """How many of the best-first `scores` to keep: everything before the `jumps`-th jump."""
    y = np.asarray(scores, dtype=np.float64)
    n = len(y)
    if n <= 1:
        return n
    span = y[0] - y[-1]
    if span <= 0:
        return n
    diff = (y[0] - y) / span - np.arange(n) / (n - 1)
    found = 0
    for i in range(1, n):
        if i == n - 1:
            is_jump = n > 2 and diff[i] > diff[i - 1] and diff[i] > diff[i - 2]
        else:
            is_jump = diff[i] > diff[i - 1] and diff[i] >= diff[i + 1]
        if is_jump:
            found += 1
            if found >= jumps:
                return i
    return n


class Bm25:
    """One property's BM25 index: per term, the records holding it and how often (tf), in
    compressed sparse columns, with each term's idf and each record's length part of the
    formula (`norms`: k1 * ((1 - b) + b * length / mean length)). A posting's weight (idf x tf
    part, the module docstring's formula) is computed when its term is searched (`weights`),
    in the order of operations that stored float64 weights before (index format 2), so the
    scores are the same to the bit; the saved postings are 6 bytes instead of 12 (at 100,000
    objects per collection, 0.9 GB of index files instead of 1.6 GB, written and read)."""

    FILES = ("indptr", "docs", "tfs", "idf", "norms")

    def __init__(
        self,
        vocab: list[str],
        indptr: np.ndarray,
        docs: np.ndarray,
        tfs: np.ndarray,
        idf: np.ndarray,
        norms: np.ndarray,
    ):
        self.vocab = vocab
        self.indptr, self.docs, self.tfs = indptr, docs, tfs
        self.idf, self.norms = idf, norms
        self._ids: dict[str, int] | None = None

    @classmethod
    def build(
        cls,
        texts: Sequence[str | None] | pa.Array | pa.ChunkedArray,
        k1: float,
        b: float,
        chunk: int = 0,
    ) -> Bm25:
        """The index of `texts` (record i is texts[i]), tokenised `chunk` (BUILD_CHUNK) records
        at a time so that the memory a build needs is bounded by the chunk and the postings."""
        step = chunk or BUILD_CHUNK
        n = len(texts)
        ids: dict[str, int] = {}
        lengths = np.zeros(n, np.int64)
        # each chunk's postings (by term, records ascending within a term, one per (term,
        # record) with its count): (to_global, local term, record in the chunk, chunk's first
        # record, count), a posting's term to_global[local]
        parts: list[tuple[np.ndarray, np.ndarray, np.ndarray, int, np.ndarray]] = []
        for lo in range(0, n, step):
            part = texts[lo : lo + step]
            compiled = _compiled_postings(part)
            if compiled is not None:  # the same postings as below, from one pass in C
                vocab, local, docs, tf, counts = compiled
                lengths[lo : lo + len(part)] = counts
            else:
                doc, local, vocab = token_ids(part)
                if not len(doc):
                    continue
                lengths[lo : lo + len(part)] = np.bincount(doc, minlength=len(part))
                # one sort of term * records + record (three times faster than a stable
                # argsort of the terms, the same order)
                m = len(part)
                key = local.astype(np.int64) * m + doc
                key.sort()
                first = np.ones(len(key), dtype=bool)
                first[1:] = key[1:] != key[:-1]
                starts = np.nonzero(first)[0]
                tf = np.diff(np.append(starts, len(key)))
                pairs = key[starts]
                local, docs = (pairs // m).astype(np.int32), pairs % m
            to_global = np.fromiter(
                (ids.setdefault(w, len(ids)) for w in vocab), np.int32, len(vocab)
            )
            if len(docs):
                parts.append((to_global, local, docs, lo, tf))
        vocab = list(ids)
        if not parts:  # no record holds a term (and the mean length is 0)
            norms = np.zeros(n)
            empty = np.zeros(0, np.int32)
            return cls(
                vocab,
                np.zeros(len(vocab) + 1, np.int64),
                empty,
                empty.astype(np.uint16),
                _idf(n, np.zeros(len(vocab), np.int64)),
                norms,
            )
        # each record's length part, as numpy computes the formula (the weights' order)
        norms = k1 * ((1 - b) + b * lengths / lengths.mean())
        indptr = np.zeros(len(vocab) + 1, np.int64)
        if _bm25_c is not None:  # the same arrays, in one counting pass
            total = sum(len(p[1]) for p in parts)
            docs_out, tfs = np.empty(total, np.int32), np.empty(total, np.uint32)
            _bm25_c.assemble(parts, n, indptr, docs_out, tfs)
        else:
            term = np.concatenate([g[local] for g, local, *_ in parts])
            # chunks are in record order: a stable sort keeps each term's records ascending
            # (numpy sorts 16-bit keys stably by radix, in linear time: the same order)
            small = len(vocab) <= np.iinfo(np.int16).max
            order = np.argsort(term.astype(np.int16) if small else term, kind="stable")
            docs_out = np.concatenate([docs + lo for _, _, docs, lo, _ in parts])[order]
            docs_out = docs_out.astype(np.int32)
            tfs = np.concatenate([p[4] for p in parts])[order].astype(np.uint32)
            np.cumsum(np.bincount(term, minlength=len(vocab)), out=indptr[1:])
        if len(tfs) and int(tfs.max()) <= np.iinfo(np.uint16).max:
            tfs = tfs.astype(np.uint16)
        return cls(vocab, indptr, docs_out, tfs, _idf(n, np.diff(indptr)), norms)

    def weights(self, term: int) -> tuple[np.ndarray, np.ndarray]:
        """A term's postings: its records and their weights, idf x tf / (norm + tf)."""
        lo, hi = int(self.indptr[term]), int(self.indptr[term + 1])
        docs = self.docs[lo:hi]
        tf = self.tfs[lo:hi].astype(np.float64)
        return docs, self.idf[term] * (tf / (self.norms[docs] + tf))

    def add_scores(self, total: np.ndarray, tokens: list[str]) -> None:
        """Add each of `tokens`' term weights into `total` (a word repeated counts each time)."""
        if self._ids is None:
            self._ids = {w: i for i, w in enumerate(self.vocab)}
        for token in tokens:
            i = self._ids.get(token)
            if i is not None:
                docs, weights = self.weights(i)
                total[docs] += weights

    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True)
        for name in self.FILES:
            np.save(folder / f"{name}.npy", getattr(self, name))
        (folder / "vocab.json").write_text(json.dumps(self.vocab))

    @classmethod
    def load(cls, folder: Path, records: int | None = None) -> Bm25:
        """The index saved in `folder`: its term offsets, idf and norms in memory, its postings
        (docs, tfs) read from the files a term at a time (`SavedArray`); ValueError when the
        files do not fit together or name a record beyond `records`."""
        indptr, idf, norms = (
            np.load(folder / f"{name}.npy") for name in ("indptr", "idf", "norms")
        )
        docs, tfs = SavedArray(folder / "docs.npy"), SavedArray(folder / "tfs.npy")
        vocab = json.loads((folder / "vocab.json").read_text())
        index = cls(vocab, indptr, docs, tfs, idf, norms)
        if (
            len(indptr) != len(vocab) + 1
            or len(idf) != len(vocab)
            or len(docs) != len(tfs)
            or (len(indptr) and int(indptr[-1]) != len(docs))
            or (records is not None and len(norms) != records)
        ):
            raise ValueError(f"{folder}: the index's arrays do not fit together")
        if records is not None and len(docs) and docs.max() >= records:
            raise ValueError(f"{folder}: the index names records beyond its {records}")
        return index


def _idf(records: int, df: np.ndarray) -> np.ndarray:
    """Each term's idf, ln(1 + (N - df + 0.5) / (df + 0.5)), as Python's math.log computes it."""
    return np.array(
        [math.log(1 + (records - f + 0.5) / (f + 0.5)) for f in df.tolist()], dtype=np.float64
    )


class SavedArray:
    """A one-dimensional .npy file read a slice at a time (`a[lo:hi]`, a copy), never mapped:
    a search reads only its terms' postings, and nothing of the file stays in the process's
    memory afterwards (at 100,000 objects per collection the postings are 1.5 GB, of which a
    memory-mapped run kept 0.6 GB resident)."""

    CHUNK = 1 << 22  # items read at a time by `max`

    def __init__(self, path: Path):
        self.path = Path(path)
        with open(self.path, "rb") as f:
            version = np.lib.format.read_magic(f)
            header = {(1, 0): np.lib.format.read_array_header_1_0}.get(
                version, np.lib.format.read_array_header_2_0
            )
            shape, fortran, dtype = header(f)
            self.offset = f.tell()
        if len(shape) != 1 or fortran or dtype.hasobject:
            raise ValueError(f"{self.path}: not a one-dimensional array of numbers")
        self.dtype, self.shape = dtype, shape
        if self.offset + shape[0] * dtype.itemsize > self.path.stat().st_size:
            raise ValueError(f"{self.path}: cut short")

    def __len__(self) -> int:
        return self.shape[0]

    def __getitem__(self, where: slice) -> np.ndarray:
        lo, hi, step = where.indices(len(self))
        if step != 1:
            raise IndexError("a saved array is read in slices of step 1")
        count = max(0, hi - lo)
        if not count:
            return np.zeros(0, self.dtype)
        with open(self.path, "rb") as f:
            f.seek(self.offset + lo * self.dtype.itemsize)
            out = np.fromfile(f, self.dtype, count)
        if len(out) != count:
            raise ValueError(f"{self.path}: cut short")
        return out

    def max(self) -> Any:
        """The largest item, read CHUNK items at a time."""
        return max(self[lo : lo + self.CHUNK].max() for lo in range(0, len(self), self.CHUNK))


class SearchIndex:
    """BM25 indexes of one collection's searchable properties, records in uuid order."""

    def __init__(
        self, uuids: list[str], texts: dict[str, list[str]], settings: SearchSettings | None = None
    ):
        self.settings = settings or SearchSettings()
        self.uuids = list(uuids)
        self._arrow_uuids: pa.Array | None = None
        self.properties: dict[str, Bm25] = {}
        for prop, column in texts.items():
            if len(column) != len(self.uuids):
                raise ValueError(
                    f"search index: {prop} has {plural(len(column), 'text')} for "
                    f"{plural(len(uuids), 'record')}"
                )
            self.properties[prop] = Bm25.build(column, self.settings.k1, self.settings.b)

    def __len__(self) -> int:
        return len(self.uuids)

    # -- the on-disk cache ------------------------------------------------------------------

    @staticmethod
    def cache_key(settings: SearchSettings) -> str:
        """The folder name of an index built with these settings: what its scores depend on."""
        what = json.dumps([settings.k1, settings.b, TOKEN_PATTERN, sorted(STOPWORDS), INDEX_FORMAT])
        return hashlib.sha256(what.encode()).hexdigest()[:16]

    @classmethod
    def saved_at(cls, folder: Path, settings: SearchSettings) -> Path:
        """Where `save` writes (and `load` reads) an index built with `settings` under `folder`."""
        return Path(folder) / cls.cache_key(settings)

    def save(self, folder: Path) -> None:
        """Write the index under `folder/<cache_key>` (atomically: a folder renamed into place;
        when another process got there first, its copy stays)."""
        final = self.saved_at(folder, self.settings)
        if final.is_dir() or not self.uuids:
            return
        tmp = final.with_name(f".{final.name}.{_uuid.uuid4().hex}.tmp")
        try:
            tmp.mkdir(parents=True)
            np.save(tmp / "uuids.npy", np.asarray(self.uuids, dtype=np.str_))
            for i, index in enumerate(self.properties.values()):
                index.save(tmp / f"p{i}")
            (tmp / "properties.json").write_text(json.dumps(list(self.properties)))
            os.replace(tmp, final)
        except OSError:  # a full disk, a race lost: the cache is an optimisation
            shutil.rmtree(tmp, ignore_errors=True)
        except BaseException:  # stopped while saving (a building process told to stop)
            shutil.rmtree(tmp, ignore_errors=True)
            raise

    @classmethod
    def load(
        cls, folder: Path, uuids: list[str], settings: SearchSettings | None = None
    ) -> SearchIndex | None:
        """The index saved under `folder` with these settings over exactly these uuids (in this
        order), its postings read from the files as searches need them; None when there is none
        or it does not fit."""
        settings = settings or SearchSettings()
        path = cls.saved_at(folder, settings)
        try:
            props = json.loads((path / "properties.json").read_text())
            saved = np.load(path / "uuids.npy", mmap_mode="r")
            if len(saved) != len(uuids) or not np.array_equal(saved, np.asarray(uuids)):
                return None
            loaded = {prop: Bm25.load(path / f"p{i}", len(uuids)) for i, prop in enumerate(props)}
        except (OSError, ValueError, KeyError, TypeError):
            return None
        index = cls(uuids, {}, settings)
        index.properties = loaded
        return index

    @property
    def limit(self) -> int:
        """How many records a search ranks in this collection (SearchSettings)."""
        limit, per = self.settings.limit, self.settings.limit_per
        return max(limit, math.ceil(limit * len(self.uuids) / per) if per else 0)

    def scores(self, query: str) -> np.ndarray:
        """Every record's score for `query`: the sum of its per-property BM25 scores."""
        total = np.zeros(len(self.uuids), dtype=np.float64)
        tokens = tokenize([query])[0]
        if tokens and self.uuids:
            for index in self.properties.values():
                index.add_scores(total, tokens)
        return total

    def search(self, query: str, candidates: np.ndarray | None = None) -> list[tuple[str, float]]:
        """The best `limit` (uuid, score) among `candidates` (a boolean mask, None: all), best first."""
        s = self.scores(query)
        keep = s > 0
        if candidates is not None:
            keep &= candidates
        idx = np.nonzero(keep)[0]
        if len(idx) > self.limit:
            # the limit best, ties at the edge broken by uuid order (lower position first)
            order = np.lexsort((idx, -s[idx]))
            idx = idx[order[: self.limit]]
        else:
            idx = idx[np.lexsort((idx, -s[idx]))]
        return list(zip(self._uuid_array().take(pa.array(idx)).to_pylist(), s[idx].tolist()))

    def mask(self, uuids: list[str] | pa.Array | pa.ChunkedArray) -> np.ndarray:
        """A boolean mask of the records with these uuids (unknown uuids are ignored)."""
        m = np.zeros(len(self.uuids), dtype=bool)
        values = uuids if isinstance(uuids, pa.Array | pa.ChunkedArray) else pa.array(uuids)
        if len(values) and len(self.uuids):
            pos = pc.index_in(values.cast(pa.string()), value_set=self._uuid_array())
            m[pos.drop_null().to_numpy(zero_copy_only=False)] = True
        return m

    def _uuid_array(self) -> pa.Array:
        """The records' uuids as one Arrow array (made once)."""
        if self._arrow_uuids is None:
            self._arrow_uuids = pa.array(self.uuids, pa.string())
        return self._arrow_uuids


def cut(ranked: list[tuple[str, float]], settings: SearchSettings) -> list[tuple[str, float]]:
    """The ranking after the score-ratio and autocut rules (the search applies the limit)."""
    if not ranked:
        return ranked
    if settings.min_score_ratio is not None:
        floor = settings.min_score_ratio * ranked[0][1]
        ranked = [(u, s) for u, s in ranked if s >= floor]
    if settings.autocut is not None:
        ranked = ranked[: autocut([s for _, s in ranked], settings.autocut)]
    return ranked
