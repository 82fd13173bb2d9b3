"""The rules agent learns the same of a gym at any size, and holds no Python object per value.

A real DuckDB table stands in for a collection of n records (ScaledGym); the agent's knowledge
of it at n and at 20 n must agree, every name must be known at both sizes (the old index kept
the 5,000 most frequent), and what the knowledge holds in Python must not grow with n.
"""

from __future__ import annotations

import dataclasses
import re
import threading

import duckdb
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from gymkit.agents.rules._find import find_exact
from gymkit.agents.rules._knowledge import Knowledge, learn, shape_regex
from gymkit.agents.rules._words import tokenize
from gymkit.gym import Gym
from tests.agents.rules_fixtures import environment

ENV = environment("public-transit")
STEMS = ("Alder", "Bram", "Cinder", "Dun", "Elm", "Fern", "Gorse", "Hazel", "Ivy", "Juniper")
KINDS = ("Link", "Loop", "Express", "Connector", "Line")


def route_name(i: int) -> str:
    """A distinct invented route name per i ('Alderbramwick Link')."""
    a, b, c = STEMS[i % 10], STEMS[i // 10 % 10].lower(), i // 100
    return f"{a}{b}{c:x}wick {KINDS[i % 5]}"


class ScaledGym:
    """The public-transit environment with n routes and n reports, in real DuckDB tables,
    read through the gym facade's own value_counts."""

    def __init__(self, n: int):
        con = duckdb.connect()
        con.execute("CREATE SCHEMA public_transit")
        names = [route_name(i) for i in range(n)]
        con.execute(
            "CREATE TEMP TABLE names AS SELECT i::BIGINT - 1 AS i, name "
            "FROM unnest(?) WITH ORDINALITY AS t(name, i)",
            [names],
        )
        con.execute(
            "CREATE TABLE public_transit.TransitRoutes AS SELECT name AS routeName, "
            "[5, 7, 12][1 + (i % 3)::INT:] AS scheduledDepartureHours, "
            "[1, 4, 8][1 + (i % 2)::INT:] AS stopSequenceNumbers, "
            "'A route.' AS routeDescription FROM names ORDER BY i"
        )
        con.execute(
            "CREATE TABLE public_transit.RidershipReports AS SELECT "
            "printf('RID-%05d', r.i + 1) AS reportCode, r.name AS routeName, "
            "c.name AS comparisonRouteName, (r.i % 900)::INT AS totalBoardings, "
            "DATE '2025-01-01' + (r.i % 300)::INT AS serviceDate, "
            "[r.i % 2 = 0] AS fareEquipmentChecks, 'Notes.' AS reportNotes "
            "FROM names r JOIN names c ON c.i = (r.i * 7 + 1) % ? ORDER BY r.i",
            [n],
        )
        self.con, self.names = con, names
        self.environments = {ENV.id: ENV}
        self._lock = threading.RLock()
        self.value_counts = Gym.value_counts.__get__(self)

    def environment(self, environment_id: str):
        return self.environments[environment_id]


@pytest.fixture(scope="module")
def small() -> tuple[ScaledGym, Knowledge]:
    gym = ScaledGym(1_000)
    return gym, learn(ENV, gym)


@pytest.fixture(scope="module")
def large() -> tuple[ScaledGym, Knowledge]:
    gym = ScaledGym(20_000)
    return gym, learn(ENV, gym)


def learned(know: Knowledge) -> dict:
    """Everything learned per property that is not the values themselves."""
    return {
        (c.name, p.name): (
            sorted(map(str, p.vocab)),
            sorted(map(str, p.few)),
            p.code_re.pattern if p.code_re else None,
            p.cited,
            p.upper_codes,
        )
        for c in know.colls.values()
        for p in c.props
    }


def test_the_same_knowledge_at_20_times_the_records(small, large) -> None:
    assert learned(small[1]) == learned(large[1])
    assert [(r.pattern, c, p) for r, c, p in small[1].codes] == [
        (r.pattern, c, p) for r, c, p in large[1].codes
    ]


@pytest.mark.parametrize("which", ["small", "large"])
def test_every_name_is_known(which: str, request: pytest.FixtureRequest) -> None:
    gym, know = request.getfixturevalue(which)
    n = len(gym.names)
    for i in (0, n // 2, n - 1, 5_001 % n):
        name = gym.names[i]
        text = f"Show me the ridership reports for {name} this week."
        found = [v for v in find_exact(text, tokenize(text), know) if v.value == name]
        assert found, name
        assert ("RidershipReports", "routeName") in found[0].extra["origins"]
        assert ("TransitRoutes", "routeName") in found[0].extra["origins"]
    assert "Zzyzx Nowhere Line".lower() not in know.names
    routes = know.colls["TransitRoutes"].prop("routeName")
    assert routes.case_of(gym.names[n - 1].lower()) == gym.names[n - 1]
    codes = know.colls["RidershipReports"].prop("reportCode")
    assert codes.has_prefix(f"rid-{n:05d}"[:8]) and not codes.has_prefix("RID-9999999")


def test_a_code_beyond_the_data_has_the_codes_shape(small) -> None:
    """RID-13556 in a 1,000-report gym is a report code (that does not exist): a B6 case."""
    regex = next(r for r, c, p in small[1].codes if p == "reportCode")
    assert regex.search("the report code RID-13556 please")
    assert shape_regex([f"RID-{i:05d}" for i in range(1, 1000)]).pattern == (
        shape_regex([f"RID-{i:05d}" for i in range(1, 100_000, 7)]).pattern
    )


def _python_sizes(obj, seen=None) -> list[int]:
    """The length of every Python container reachable from `obj` (dataclasses, lists, dicts,
    sets, tuples); numpy arrays and DuckDB connections are not Python objects per value."""
    seen = seen if seen is not None else set()
    if id(obj) in seen or isinstance(obj, (str, bytes, int, float, re.Pattern, np.ndarray)):
        return []
    seen.add(id(obj))
    if isinstance(obj, duckdb.DuckDBPyConnection):
        return []
    out: list[int] = []
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            out += _python_sizes(getattr(obj, f.name), seen)
    elif isinstance(obj, dict):
        out.append(len(obj))
        for k, v in obj.items():
            out += _python_sizes(k, seen) + _python_sizes(v, seen)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        out.append(len(obj))
        for v in obj:
            out += _python_sizes(v, seen)
    elif hasattr(obj, "__dict__") and type(obj).__module__.startswith("gymkit"):
        out += _python_sizes(vars(obj), seen)
    return out


def test_no_python_structure_grows_with_the_records(small, large) -> None:
    small_sizes, large_sizes = _python_sizes(small[1]), _python_sizes(large[1])
    assert max(large_sizes) == max(small_sizes) < 1_000
    index = large[1].names.index
    assert len(index) == 20_000  # every route name (the references hold the same names)
    assert index.nbytes <= 16 * 2 * 20_000 + 1_000  # fingerprints and masks, names and firsts


@given(st.text(st.sampled_from(list("ab Z9-'’.$%<=≥ é")), max_size=30))
def test_word_parts_fast_path_is_the_split_rule(text):
    """word_parts without a hyphen takes TOKEN_RE's matches whole; with one, the general rule
    (a hyphenated word with a letter splits into its parts). Both against the rule as stated."""
    from gymkit.agents.rules._words import TOKEN_RE, word_parts

    expected: list[str] = []
    for s in TOKEN_RE.findall(text):
        if "-" in s and re.search("[A-Za-z]", s):
            expected += [p for p in re.split("[-'’]", s) if p]
        else:
            expected.append(s)
    assert word_parts(text) == expected


_NAME_TEXT = st.text(st.sampled_from(list("abZ9 -'’.$%<=≥éİ\u00df")), max_size=20)


@given(st.lists(_NAME_TEXT, max_size=40))
def test_first_words_and_counts_from_arrow_are_word_parts(names):
    """A batch's first words and word counts, computed in Arrow for ASCII names without a
    hyphen and in Python for the rest, are word_parts' of each lowercase name."""
    import pyarrow as pa

    from gymkit.agents.rules._names import _first_and_count
    from gymkit.agents.rules._words import word_parts

    lows = [n.lower() for n in names]
    firsts, counts = _first_and_count(pa.array(lows, pa.string()))
    parts = [word_parts(low) for low in lows]
    assert firsts.to_pylist() == [p[0].lower() if p else None for p in parts]
    assert counts.tolist() == [len(p) for p in parts]


# names of words of letters joined by spaces or hyphens (the double-barrelled names of a big
# gym), with now and then a character that leaves the fast path (a digit, an apostrophe, a
# dot, a doubled separator, an accent)
_HYPHENED_TEXT = st.text(st.sampled_from(list("abcz -") * 6 + list("9'.é")), max_size=24)


@given(st.lists(_HYPHENED_TEXT, max_size=40))
def test_hyphenated_names_first_words_and_counts_are_word_parts(names):
    """Names of letter words joined by spaces or hyphens take Arrow's path for them (the runs of
    letters); every name's first word and count are still word_parts' (the mutation that
    counts TOKEN_RE's matches for them, or takes the whole hyphenated token first, fails)."""
    import pyarrow as pa

    from gymkit.agents.rules._names import _first_and_count
    from gymkit.agents.rules._words import word_parts

    lows = [n.lower() for n in names]
    firsts, counts = _first_and_count(pa.array(lows, pa.string()))
    parts = [word_parts(low) for low in lows]
    assert firsts.to_pylist() == [p[0].lower() if p else None for p in parts]
    assert counts.tolist() == [len(p) for p in parts]


def test_double_barrelled_names_are_split_in_arrow() -> None:
    """The fast path is taken: 'anselm ashane-calsby' has three words, its first 'anselm';
    'ashby-garmore lane' has three, its first 'ashby'."""
    import pyarrow as pa

    from gymkit.agents.rules._names import _first_and_count

    firsts, counts = _first_and_count(
        pa.array(["anselm ashane-calsby", "ashby-garmore lane", "plain", "x-9"])
    )
    assert firsts.to_pylist() == ["anselm", "ashby", "plain", "x"]
    assert counts.tolist() == [3, 3, 1, 2]


@given(st.lists(_NAME_TEXT, max_size=40), st.booleans(), st.lists(_NAME_TEXT, max_size=8))
def test_name_index_from_arrow_batches_is_the_index_of_the_values(names, code, asked):
    """Indexing Arrow batches (as the gym's value counts give them) answers every question as
    indexing the same values one by one: which names it holds, their case, and prefixes."""
    import pyarrow as pa

    from gymkit.agents.rules._names import NameIndex

    one, arrow = NameIndex(), NameIndex()
    values = [*names, None, 7]
    n_one = one.add("C", "p", iter(values), code)
    n_arrow = arrow.add(
        "C", "p", iter([pa.array(names[:5], pa.string()), pa.array(names[5:])]), code
    )
    one.finish()
    arrow.finish()
    kept = [v for v in names if code or len(v) > 2]
    assert n_one == n_arrow == len(kept)
    for text in [*names, *asked]:
        low = text.lower()
        assert (
            one.origins(low)
            == arrow.origins(low)
            == ([("C", "p")] if not code and low in {v.lower() for v in kept} else [])
        )
        case = min((v for v in kept if v.lower() == low), default=None)
        assert one.case_of(0, low) == arrow.case_of(0, low) == case
        for prefix in {text[:k] for k in range(len(text) + 1)}:
            held = any(v.lower().startswith(prefix.lower()) for v in kept)
            assert arrow.has_prefix(0, prefix) == held
