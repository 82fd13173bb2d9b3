"""BM25 search over a collection's searchable text, and the rule that cuts its ranking.

Library choice: `bm25s` (pinned 0.3.16) is the one backend. A benchmark's search must give
the same ranking on every platform, and bm25s is pure Python on numpy/scipy. DuckDB's `fts`
extension is not: `install_extension('fts')` downloads and fails offline, the PyPI wheel
`duckdb-extension-fts` carries it only for x86_64 Linux and one exact duckdb version, and its
`conjunctive := 1` misbehaves on a two-column index. No BM25 formula is written here.

How a search scores (documented so a researcher can read what a ranking means):
- Tokens: lowercase runs of letters and digits (Weaviate's `word` tokenization, which also
  keeps one-character tokens), English stopwords removed (bm25s's list), no stemming.
- One BM25 index per searchable_text property ("one field per property"), BM25 with Lucene's
  formula and Weaviate's defaults k1=1.2, b=0.75. A record's score is the SUM of its
  per-property scores, so every searchable property counts, each with its own IDF and length
  normalisation.
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
index is saved there once (`SearchIndex.save`) and memory-mapped by later processes
(`SearchIndex.load`): a second run does not tokenise the collection again. The cache key
holds what the scores depend on (k1, b, the token rule, bm25s's version); the uuids the index
was built over are saved with it and must match the collection's, else it is rebuilt.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import shutil
import uuid as _uuid
from dataclasses import dataclass
from pathlib import Path

import bm25s
import numpy as np

from gymkit.words import plural

TOKEN_PATTERN = r"(?u)[^\W_]+"
STOPWORDS = "en"


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


def tokenize(texts: list[str]) -> list[list[str]]:
    """Each text as its list of tokens (the rule in the module docstring)."""
    out = bm25s.tokenize(
        texts,
        lower=True,
        token_pattern=TOKEN_PATTERN,
        stopwords=STOPWORDS,
        return_ids=False,
        show_progress=False,
    )
    return [list(t) for t in out]  # type: ignore[union-attr]


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


class SearchIndex:
    """BM25 indexes of one collection's searchable properties, records in uuid order."""

    def __init__(
        self, uuids: list[str], texts: dict[str, list[str]], settings: SearchSettings | None = None
    ):
        self.settings = settings or SearchSettings()
        self.uuids = list(uuids)
        self.position = {u: i for i, u in enumerate(self.uuids)}
        self.retrievers: dict[str, bm25s.BM25] = {}
        for prop, column in texts.items():
            if len(column) != len(self.uuids):
                raise ValueError(
                    f"search index: {prop} has {plural(len(column), 'text')} for "
                    f"{plural(len(uuids), 'record')}"
                )
            retriever = bm25s.BM25(k1=self.settings.k1, b=self.settings.b, dtype="float64")
            if self.uuids:
                retriever.index(tokenize([t or "" for t in column]), show_progress=False)
            self.retrievers[prop] = retriever

    def __len__(self) -> int:
        return len(self.uuids)

    # -- the on-disk cache ------------------------------------------------------------------

    @staticmethod
    def cache_key(settings: SearchSettings) -> str:
        """The folder name of an index built with these settings: what its scores depend on."""
        what = json.dumps([settings.k1, settings.b, TOKEN_PATTERN, STOPWORDS, bm25s.__version__])
        return hashlib.sha256(what.encode()).hexdigest()[:16]

    def save(self, folder: Path) -> None:
        """Write the index under `folder/<cache_key>` (atomically: a folder renamed into place;
        when another process got there first, its copy stays)."""
        final = Path(folder) / self.cache_key(self.settings)
        if final.is_dir() or not self.uuids:
            return
        tmp = final.with_name(f".{final.name}.{_uuid.uuid4().hex}.tmp")
        try:
            tmp.mkdir(parents=True)
            np.save(tmp / "uuids.npy", np.asarray(self.uuids, dtype=np.str_))
            for i, retriever in enumerate(self.retrievers.values()):
                retriever.save(tmp / f"p{i}", show_progress=False)
            (tmp / "properties.json").write_text(json.dumps(list(self.retrievers)))
            os.replace(tmp, final)
        except OSError:  # a full disk, a race lost: the cache is an optimisation
            shutil.rmtree(tmp, ignore_errors=True)

    @classmethod
    def load(
        cls, folder: Path, uuids: list[str], settings: SearchSettings | None = None
    ) -> SearchIndex | None:
        """The index saved under `folder` with these settings over exactly these uuids (in this
        order), memory-mapped; None when there is none or it does not fit."""
        settings = settings or SearchSettings()
        path = Path(folder) / cls.cache_key(settings)
        try:
            props = json.loads((path / "properties.json").read_text())
            saved = np.load(path / "uuids.npy", mmap_mode="r")
            if len(saved) != len(uuids) or not np.array_equal(saved, np.asarray(uuids)):
                return None
            retrievers = {
                prop: bm25s.BM25.load(path / f"p{i}", mmap=True, show_progress=False)
                for i, prop in enumerate(props)
            }
        except (OSError, ValueError, KeyError):
            return None
        index = cls(uuids, {}, settings)
        index.retrievers = retrievers
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
        if not tokens or not self.uuids:
            return total
        for retriever in self.retrievers.values():
            ids = retriever.get_tokens_ids(tokens)
            if ids:
                total += retriever.get_scores_from_ids(ids)
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
        return [(self.uuids[i], float(s[i])) for i in idx]

    def mask(self, uuids: list[str]) -> np.ndarray:
        """A boolean mask of the records with these uuids (unknown uuids are ignored)."""
        m = np.zeros(len(self.uuids), dtype=bool)
        pos = [self.position[u] for u in uuids if u in self.position]
        if pos:
            m[np.asarray(pos)] = True
        return m


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
