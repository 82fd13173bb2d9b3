"""The run store's layout of what predicted calls returned: a retrieval's uuids are rows of
predicted_uuids (one per uuid, in rank order), read back as one list; a store of the earlier
layout (a list column of predicted_results) is read as it is and moved when written to."""

from __future__ import annotations

from pathlib import Path

import duckdb
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gymkit.runs import Prediction, RunStore
from gymkit.runs._schema import columns_of

RUN = "r1"
EARLIER_DDL = """
CREATE TABLE predicted_results (
  run VARCHAR, "set" VARCHAR, query_id VARCHAR, call_index INTEGER, collection VARCHAR,
  kind VARCHAR, uuids VARCHAR[], value JSON, error VARCHAR,
  PRIMARY KEY (run, "set", query_id, call_index))
"""


def _pred(query_id: str, uuids: list[str], count: int = 3) -> Prediction:
    return Prediction(
        set="ask_mode",
        query_id=query_id,
        environment="env",
        calls=[{"collection_name": "C"}, {"collection_name": "C"}],
        results=[
            {"collection": "C", "kind": "retrieval", "value": uuids},
            {"collection": "C", "kind": "aggregation", "value": {"count": count}},
        ],
    )


def _stored(store: RunStore) -> list[tuple]:
    df = store.frame("predicted_results", RUN).astype(object)
    df = df.where(df.notna(), None)
    return [
        (
            r["query_id"],
            r["call_index"],
            r["kind"],
            None if r["uuids"] is None else list(r["uuids"]),
            r["value"],
        )
        for r in df.to_dict("records")
    ]


def _to_earlier_layout(path: Path) -> None:
    """Rewrite a store as gymkit wrote it before predicted_uuids: the uuids as a list column."""
    con = duckdb.connect(str(path))
    con.execute("ALTER TABLE predicted_results RENAME TO _now")
    con.execute(EARLIER_DDL)
    con.execute(
        'INSERT INTO predicted_results SELECT n.run, n."set", n.query_id, n.call_index, '
        "n.collection, n.kind, u.uuids, n.value, n.error FROM _now n LEFT JOIN "
        '(SELECT run, "set", query_id, call_index, list(uuid ORDER BY position) AS uuids '
        'FROM predicted_uuids GROUP BY ALL) u USING (run, "set", query_id, call_index) '
        "ORDER BY n.rowid"
    )
    con.execute("DROP TABLE _now")
    con.execute("DROP TABLE predicted_uuids")
    con.close()


def test_a_retrieval_is_one_row_per_uuid_and_reads_back_as_its_list(tmp_path: Path) -> None:
    store = RunStore(tmp_path / "runs.duckdb")
    store.start_run(RUN, {"agent": "test"})
    store.write(RUN, [(_pred("q1", ["u3", "u1", "u2"]), None), (_pred("q2", []), None)])
    assert _stored(store) == [
        ("q1", 0, "retrieval", ["u3", "u1", "u2"], None),
        ("q1", 1, "aggregation", None, '{"count": 3}'),
        ("q2", 0, "retrieval", [], None),
        ("q2", 1, "aggregation", None, '{"count": 3}'),
    ]
    con = duckdb.connect(str(store.path), read_only=True)
    assert "uuids" not in columns_of(con, "predicted_results")
    rows = con.execute(
        "SELECT query_id, call_index, position, uuid FROM predicted_uuids ORDER BY position"
    ).fetchall()
    con.close()
    assert rows == [("q1", 0, 0, "u3"), ("q1", 0, 1, "u1"), ("q1", 0, 2, "u2")]
    # an answer written again replaces its uuids, and leaves the others' alone
    store.write(RUN, [(_pred("q1", ["u9"]), None)])
    assert [r[3] for r in _stored(store) if r[2] == "retrieval"] == [[], ["u9"]]


def test_a_store_of_the_earlier_layout_is_read_as_it_is_and_moved_when_written(
    tmp_path: Path,
) -> None:
    path = tmp_path / "runs.duckdb"
    store = RunStore(path)
    store.start_run(RUN, {"agent": "test"})
    store.write(RUN, [(_pred("q1", ["b", "a"]), None), (_pred("q2", ["c"], 5), None)])
    before = _stored(store)
    _to_earlier_layout(path)

    earlier = RunStore(path)  # reading does not change the file
    assert _stored(earlier) == before
    con = duckdb.connect(str(path), read_only=True)
    assert "uuids" in columns_of(con, "predicted_results")
    con.close()

    earlier.write(RUN, [(_pred("q3", ["d", "e"]), None)])
    assert _stored(earlier) == [*before, *_stored(earlier)[4:]]
    assert [r[3] for r in _stored(earlier)[4:]] == [["d", "e"], None]
    con = duckdb.connect(str(path), read_only=True)
    assert "uuids" not in columns_of(con, "predicted_results")
    assert con.execute("SELECT count(*) FROM predicted_uuids").fetchone()[0] == 5
    con.close()


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(st.lists(st.text(min_size=1, max_size=8), max_size=12), min_size=1, max_size=5))
def test_any_retrievals_read_back_exactly(tmp_path: Path, retrievals: list[list[str]]) -> None:
    path = tmp_path / "prop.duckdb"
    path.unlink(missing_ok=True)
    store = RunStore(path)
    store.start_run(RUN, {"agent": "test"})
    store.write(RUN, [(_pred(f"q{i}", u), None) for i, u in enumerate(retrievals)])
    got = [r[3] for r in _stored(store) if r[2] == "retrieval"]
    assert got == retrievals
