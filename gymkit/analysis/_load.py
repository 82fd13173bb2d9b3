"""Loading: runs from the run store and queries from the gym, as pandas DataFrames."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from gymkit.analysis._common import SETS, published_vocabulary
from gymkit.errors import GymError
from gymkit.limits import names_list


@dataclass
class RunFrames:
    """One or several runs from the run store: score rows, sub-query rows and predictions."""

    scores: pd.DataFrame
    sub_scores: pd.DataFrame
    predictions: pd.DataFrame
    # what each predicted call returned (empty for runs stored before the table existed)
    predicted_results: pd.DataFrame = field(default_factory=pd.DataFrame)
    _indexes: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    @property
    def runs(self) -> list[str]:
        return sorted(self.scores["run"].dropna().unique()) if "run" in self.scores else []

    def of_query(self, run: str, set_name: str, query_id: str) -> RunFrames:
        """The rows of one query of one run in every table, found through an index built on
        first use (and again if a table is replaced), so a page detailing hundreds of failures
        does not scan each table for each."""
        key = (run, set_name, query_id)
        cut = {}
        for name in ("scores", "sub_scores", "predictions", "predicted_results"):
            df = getattr(self, name)
            cached = self._indexes.get(name)
            if cached is None or cached[0] is not df:
                keys = ["run", "set", "query_id"]
                index = (
                    df.groupby(keys, sort=False).indices if len(df) and set(keys) <= set(df) else {}
                )
                self._indexes[name] = cached = (df, index)
            cut[name] = df.iloc[cached[1][key]] if key in cached[1] else df.iloc[:0]
        return RunFrames(**cut)


def stored_runs(workspace: Any) -> pd.DataFrame:
    """The runs table of a workspace's run store (empty frame when nothing was run yet)."""
    from gymkit.runs import RunStore
    from gymkit.workspace import Workspace

    store = RunStore(Workspace.of(workspace).runs_db)
    if not store.exists() or not store.has_table("runs"):
        return pd.DataFrame(columns=["run", "agent", "model", "status", "started", "ended"])
    return store.frame("runs")


DEFAULT_RUN = "rules"  # the default agent's run, which `gymkit report` makes


def default_run(workspace: Any, run_missing: bool = False, log: Any = print) -> str:
    """The run to analyse when none is named: the default agent's run (`rules`) when it is
    stored, never simply the most recent one (an oracle sanity check would hide every failure).
    When it is not stored: with `run_missing` and a gym, the default agent is run on every set
    first (as `gymkit report` does); else a GymError naming the stored runs."""
    runs = list(
        stored_runs(workspace.workspace if hasattr(workspace, "workspace") else workspace)["run"]
    )
    if DEFAULT_RUN in runs:
        return DEFAULT_RUN
    if run_missing and hasattr(workspace, "workspace"):
        return ensure_runs(workspace, [DEFAULT_RUN], log, resume=False)[0]
    raise GymError(
        f"no run named {DEFAULT_RUN!r} stored; pass run_name= one of: {names_list(runs) or 'none'}"
        f" (or run `gymkit run --agent {DEFAULT_RUN}`)"
    )


def ensure_runs(
    gym: Any, names: Sequence[str], log: Any = print, resume: bool = True, who: str = "gymkit"
) -> list[str]:
    """Run names to show: each name is a stored run (resumed if unfinished, when `resume`) or
    an agent to run on every set now. What `gymkit report` and the notebooks share, so that a
    notebook's Run All works on a gym with no run yet."""
    from gymkit.runs import RunStore, run

    store = RunStore(gym.workspace.runs_db)
    out = []
    for name in names:
        stored = store.get_run(name)
        if stored is not None:
            if not resume:
                out.append(name)
                continue
            if stored.get("status") != "finished":
                log(f"{who}: resuming run {name!r}")
            settings = stored.get("settings") or {}
            summary = run(
                stored["agent"],
                sets=settings.get("sets") or "all",
                envs=settings.get("environments"),
                name=name,
                model=stored.get("model"),
                gym=gym,
                progress=False,
            )
        else:
            log(f"{who}: no run named {name!r}; running agent {name!r} on every set")
            summary = run(name, gym=gym, progress=False)
        out.append(summary["run"])
    return out


def runs_table(workspace: Any, runs: Sequence[str] | None = None) -> pd.DataFrame:
    """The stored runs for a report's header: run, agent, model, status, start and end times,
    queries answered and agent errors (no settings, so no secrets), in the order of `runs`."""
    cols = ["run", "agent", "model", "status", "started", "ended", "errors"]
    df = stored_runs(workspace.workspace if hasattr(workspace, "workspace") else workspace)
    df = df[[c for c in cols if c in df]].copy()
    for c in ("started", "ended"):
        if c in df:
            df[c] = pd.to_datetime(df[c]).dt.floor("s")
    if "model" in df:  # an offline agent has no model: show a dash, not "None"
        df["model"] = df["model"].astype(object).where(df["model"].notna(), "—")
    if runs is not None:
        order = {r: i for i, r in enumerate(runs)}
        df = df[df["run"].isin(order)].sort_values("run", key=lambda s: s.map(order))
    return df.reset_index(drop=True)


def load_runs(
    workspace: Any,
    runs: str | Sequence[str] | None = None,
    environment: str | Sequence[str] | None = None,
    results: bool = True,
) -> RunFrames:
    """Scores, sub-scores and predictions of `runs` (default: every stored run) as DataFrames.
    results=False leaves predicted_results empty (its retrievals' uuids are most of a big
    store), for views that only count, as the index page's leaderboard.

    `workspace` is a workspace path or a `Gym` (its workspace is used). Raises GymError naming
    the fix when the store or a requested run does not exist.
    """
    from gymkit.runs import RunStore
    from gymkit.workspace import Workspace

    ws = workspace.workspace if hasattr(workspace, "workspace") else Workspace.of(workspace)
    store = RunStore(ws.runs_db)
    if not store.exists() or not store.has_table("scores"):
        raise GymError(f"{ws.runs_db}: no scored runs yet; run `gymkit run --agent rules` first")
    wanted = [runs] if isinstance(runs, str) else (list(runs) if runs else None)
    envs = None
    if environment is not None:
        envs = [environment] if isinstance(environment, str) else list(environment)
    tables = ["scores", "sub_scores", "predictions"] + (["predicted_results"] if results else [])
    with store.connect() as con:
        frames = {t: _frame(con, t, wanted, envs) for t in tables}
        scored = _runs_scored(con, wanted) if wanted and frames["scores"] is not None else []
    for t in ("scores", "sub_scores", "predictions"):
        if frames[t] is None:
            frames[t] = store.frame(t)  # RunStoreError naming the missing table
    if frames.get("predicted_results") is None:  # not asked for, or a store from before it
        frames["predicted_results"] = pd.DataFrame(
            columns=["run", "set", "query_id", "environment", "call_index"]
        )
    if wanted:
        missing = sorted(set(wanted) - set(scored))
        if missing:
            known = names_list(sorted(stored_runs(ws)["run"])) or "none"
            raise GymError(
                f"{ws.runs_db}: no scores for run(s) {names_list(missing)}; stored runs: {known}"
            )
    frames["scores"] = published_vocabulary(frames["scores"])
    return RunFrames(**{t: f.reset_index(drop=True) for t, f in frames.items()})


def _frame(
    con: Any, table: str, runs: list[str] | None, envs: list[str] | None
) -> pd.DataFrame | None:
    """A run store table's rows of `runs` (None: all) in `envs` (None: all), in stored order,
    filtered by DuckDB so that only those rows reach pandas; None when the table is missing. A
    table without an environment column (predicted_results) keeps the rows of the queries
    scored in `envs`."""
    from gymkit.runs import columns_of, predicted_results_sql

    columns = columns_of(con, table)
    if not columns:
        return None
    where, params = [], []
    if runs is not None:
        where.append("list_contains(?, t.run)")
        params.append(runs)
    if envs is not None:
        if "environment" in columns:
            where.append("list_contains(?, t.environment)")
        else:
            where.append(
                '(t.run, t."set", t.query_id) IN (SELECT (s.run, s."set", s.query_id) '
                "FROM scores s WHERE list_contains(?, s.environment))"
            )
        params.append(envs)
    if table == "predicted_results":  # a retrieval's uuids as one list again (uuids)
        return con.execute(predicted_results_sql(con, " AND ".join(where)), params).df()
    sql = f"SELECT t.* FROM {table} t" + (f" WHERE {' AND '.join(where)}" if where else "")
    return con.execute(sql + " ORDER BY t.rowid", params).df()


def _runs_scored(con: Any, runs: list[str]) -> list[str]:
    """Which of `runs` have score rows in the store (in any environment)."""
    rows = con.execute(
        "SELECT DISTINCT run FROM scores WHERE list_contains(?, run)", [runs]
    ).fetchall()
    return [r[0] for r in rows]


def select_runs(
    frames: RunFrames,
    set_name: str | None = None,
    environment: str | None = None,
    operator_class: str | None = None,
) -> RunFrames:
    """The frames of the queries in one set, environment and operator class (None or "all":
    any), every table cut to the same queries, so every view of a notebook (charts, tables,
    failure lists, the drill-down, the comparison) shows what its parameters say."""
    from gymkit.analysis._common import has_class

    scores = frames.scores
    keep = pd.Series(True, index=scores.index)
    if set_name not in (None, "all"):
        keep &= scores["set"] == set_name
    if environment not in (None, "all"):
        keep &= scores["environment"] == environment
    if operator_class not in (None, "all"):
        keep &= scores["operator_classes"].map(lambda v: has_class(v, operator_class))
    if keep.all():
        return frames
    keys = scores.loc[keep, ["run", "set", "query_id"]]

    def cut(df: pd.DataFrame) -> pd.DataFrame:
        if df.empty or not {"run", "set", "query_id"} <= set(df.columns):
            return df
        return df.merge(keys, on=["run", "set", "query_id"]).reset_index(drop=True)

    return RunFrames(
        scores=scores[keep].reset_index(drop=True),
        sub_scores=cut(frames.sub_scores),
        predictions=cut(frames.predictions),
        predicted_results=cut(frames.predicted_results),
    )


def queries_frame(gym: Any, environment: str | None = None) -> pd.DataFrame:
    """Every query of every set (a `set` column added), one row each, JSON columns parsed;
    without search_grounds (candidate and relevant uuids, most of a big gym's query data,
    which no table or page shows: `gym.search_grounds` reads one query's)."""
    rows = []
    for set_name in SETS:
        if not gym.has_set(set_name):
            continue
        for row in gym.queries(set_name, environment, grounds=False):
            rows.append({"set": set_name, **row})
    return published_vocabulary(pd.DataFrame(rows))
