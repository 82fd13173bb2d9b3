"""Run an agent over query sets, persist every prediction as it comes, resume, compare.

    from gymkit.runs import run
    summary = run("oracle", sets="ask_mode", workspace="data")   # {"run": ..., "sets": {...}}

For each selected query not yet stored for the run: the agent plans; if it has a `revise`
method its calls are executed and it gets one retry turn with their results (edge_case_1 retry
rows instead start from the calls their seed_output describes); the answer is scored and
written to runs.duckdb (see gymkit.runstore) within half a second of being made. A run with the
same name resumes where it stopped; SIGINT/SIGTERM stop after the query in flight.
"""

from __future__ import annotations

import importlib
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import gymkit
from gymkit.errors import GymError
from gymkit.runstore import CONTRACT_KEYS, Prediction, RunStore, compare, redact, summarize
from gymkit.schema import Environment

FLUSH_SECONDS = float(os.environ.get("GYMKIT_FLUSH_SECONDS", "0.5"))
SET_CHOICES = (*gymkit.QUERY_SETS, "all")


@dataclass(frozen=True)
class Item:
    """One query to answer: its set, its row (as Gym.queries gives it) and its environment."""

    set: str
    row: dict
    environment: Environment

    @property
    def key(self) -> tuple[str, str]:
        return self.set, self.row["query_id"]


class Interrupted(GymError):
    """The run was stopped by a signal; what was done is stored and a rerun resumes."""


# ---- selection -----------------------------------------------------------------------------


def resolve_sets(set_: str | Sequence[str] | None) -> list[str]:
    """`all`, one set name, or several (comma-separated or a list) -> set names in card order."""
    names = ["all"] if not set_ else [set_] if isinstance(set_, str) else list(set_)
    names = [n.strip() for s in names for n in s.split(",") if n.strip()]
    if "queries" in names:  # the older card's name for ask_mode
        names = ["ask_mode" if n == "queries" else n for n in names]
    unknown = [n for n in names if n not in SET_CHOICES]
    if unknown:
        raise GymError(
            f"unknown query set {unknown[0]!r} for --set; use one of {', '.join(SET_CHOICES)}"
        )
    if "all" in names:
        return list(gymkit.QUERY_SETS)
    return [s for s in gymkit.QUERY_SETS if s in names]


def resolve_envs(gym: Any, envs: Iterable[str] | None) -> list[str]:
    if not envs:
        return list(gym.environments)
    out = []
    for e in envs:
        for eid in e.split(","):
            eid = eid.strip()
            if eid and eid not in out:
                gym.environment(eid)  # GymError naming the known environments
                out.append(eid)
    return out


def load_plugins() -> None:
    """Import the modules named in $GYMKIT_PLUGINS (comma-separated), e.g. to register agents."""
    for mod in filter(None, (m.strip() for m in os.environ.get("GYMKIT_PLUGINS", "").split(","))):
        try:
            importlib.import_module(mod)
        except ImportError as e:
            raise GymError(
                f"GYMKIT_PLUGINS: cannot import {mod!r} ({e}); check the name and PYTHONPATH"
            ) from None


def make_agent(name: str, gym: Any, model: str | None = None, options: dict | None = None) -> Any:
    """The registered agent `name`, built with gym= (and model= when given)."""
    load_plugins()
    try:
        from gymkit.agents import get_agent
    except ImportError as e:  # a broken agent module: say which, without a traceback
        raise GymError(f"cannot load gymkit's agents ({type(e).__name__}: {e})") from e

    opts = {"gym": gym, **(options or {})}
    if model:
        opts["model"] = model
    try:
        return get_agent(name, **opts)
    except GymError:
        raise
    except TypeError as e:
        raise GymError(f"agent {name!r} does not take these options ({e})") from None


def default_run_name(agent_name: str, agent: Any = None, model: str | None = None) -> str:
    """The agent's name, plus its model for LLM agents: `openai-gpt-4.1-mini`."""
    m = model or (getattr(agent, "model", None) if agent is not None else None)
    return f"{agent_name}-{m}" if isinstance(m, str) and m else agent_name


# ---- answering one query -------------------------------------------------------------------


def seed_calls(seed: Any, environment: Environment) -> list[dict]:
    """The calls an edge_case_1 seed_output describes: {"collection", "search_query", "filters"}.

    Each filter {property_name, operator, value} goes into the filter list of its property's type.
    """
    from gymkit.spec import filter_entry

    if isinstance(seed, str):
        seed = json.loads(seed)
    coll = environment.collection(seed.get("collection", ""))
    if coll is None:
        raise GymError(
            f"seed_output names collection {seed.get('collection')!r}, not in {environment.id}"
        )
    call: dict = {"collection_name": coll.name}
    if seed.get("search_query"):
        call["search_query"] = seed["search_query"]
    for f in seed.get("filters") or []:
        prop = coll.prop(f.get("property_name", ""))
        if prop is None:
            raise GymError(
                f"seed_output filter on {f.get('property_name')!r}, not a property of {coll.name}"
            )
        list_name, entry = filter_entry(
            prop, f.get("operator", "="), f.get("value", f.get("values"))
        )
        call.setdefault(list_name, []).append(entry)
    return [call]


def _raw_calls(calls: Any) -> list:
    if calls is None:
        return []
    if not isinstance(calls, list):
        calls = [calls]
    return [
        c.to_dict() if hasattr(c, "to_dict") and hasattr(c, "collection_name") else c for c in calls
    ]


def _as_plan(p: Any) -> Any:
    from gymkit.agents.base import Plan

    if isinstance(p, Plan):
        return p
    if isinstance(p, (list, dict)):
        return Plan(calls=_raw_calls(p))
    raise TypeError(f"agent returned {type(p).__name__}, expected a Plan")


def execute_calls(gym: Any, environment: str, calls: list) -> list:
    """Each call's Result, or the error that kept it from executing (for the agent's retry turn)."""
    out: list = []
    for c in calls:
        try:
            out.append(gym.execute(environment, c))
        except Exception as e:  # a malformed call is the agent's problem; it sees the error
            out.append(e)
    return out


def answer(agent: Any, gym: Any, item: Item) -> Prediction:
    """Plan (or seed), execute, let the agent revise; every agent exception becomes the error."""
    row, env = item.row, item.environment
    pred = Prediction(set=item.set, query_id=row["query_id"], environment=env.id)
    t0 = time.perf_counter()
    stage = "plan"
    try:
        seed = row.get("seed_output") if item.set == "edge_case_1" else None
        if seed:
            stage = "seed_output"
            first = _as_plan(seed_calls(seed, env))
        else:
            first = _as_plan(agent.plan(row["command"], env))
        first.calls = _raw_calls(first.calls)
        final, usage = first, dict(first.usage or {})
        revise = getattr(agent, "revise", None)
        if callable(revise) and first.error is None and (seed or first.calls):
            results = execute_calls(gym, env.id, first.calls)
            stage = "revise"
            second = revise(row["command"], env, first, results)
            if second is not None:
                final = _as_plan(second)
                final.calls = _raw_calls(final.calls)
                usage = _add_usage(usage, final.usage or {})
                pred.revised, pred.first_calls = True, first.calls
        pred.calls, pred.error, pred.trace, pred.usage = (
            final.calls,
            final.error,
            list(final.trace or []),
            usage,
        )
    except Exception as e:  # an agent's crash is this query's error, the run goes on
        pred.error = f"{stage}: {type(e).__name__}: {e}"
    pred.latency_seconds = time.perf_counter() - t0
    return pred


def _add_usage(a: dict, b: dict) -> dict:
    out = dict(a)
    for k, v in b.items():
        out[k] = (
            out[k] + v
            if isinstance(v, (int, float)) and isinstance(out.get(k), (int, float))
            else v
        )
    return out


def score_prediction(gym: Any, item: Item, pred: Prediction) -> Any:
    """The ScoredQuery of a prediction (gymkit.scoring.score)."""
    from gymkit.scoring import score

    return score(item.set, item.row, pred.calls, pred.error, gym)


# ---- signals and writes --------------------------------------------------------------------


class StopFlag:
    """Set by SIGINT/SIGTERM while a run is on: the loop stops after the query in flight.

    A second SIGINT aborts at once (KeyboardInterrupt). Handlers are only installed from the
    main thread (a notebook's worker thread cannot, and does not need to).
    """

    def __init__(self) -> None:
        self.event = threading.Event()
        self._old: dict[int, Any] = {}

    def __bool__(self) -> bool:
        return self.event.is_set()

    def _handle(self, signum: int, frame: Any) -> None:
        if self.event.is_set() and signum == signal.SIGINT:
            raise KeyboardInterrupt
        self.event.set()
        print(
            "\ngymkit: stopping after the query in flight (Ctrl-C again to abort)", file=sys.stderr
        )

    def __enter__(self) -> StopFlag:
        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                self._old[sig] = signal.signal(sig, self._handle)
        return self

    def __exit__(self, *exc: Any) -> None:
        for sig, old in self._old.items():
            signal.signal(sig, old)


class Writer:
    """Buffers answers for at most `flush_seconds` (one short transaction per flush)."""

    def __init__(self, store: RunStore, run: str, flush_seconds: float = FLUSH_SECONDS):
        self.store, self.run, self.flush_seconds = store, run, flush_seconds
        self.pending: list[tuple[Prediction, Any]] = []
        self.last = 0.0
        self.written = 0

    def add(self, pred: Prediction, scored: Any) -> None:
        self.pending.append((pred, scored))
        if time.monotonic() - self.last >= self.flush_seconds or len(self.pending) >= 200:
            self.flush()

    def flush(self) -> None:
        if self.pending:
            self.store.write(self.run, self.pending)
            self.written += len(self.pending)
            self.pending = []
        self.last = time.monotonic()


# ---- the run -------------------------------------------------------------------------------


def git_commit() -> str | None:
    """The commit of the gymkit checkout this runs from, or None outside a git checkout."""
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"],
            cwd=Path(__file__).parent,
            capture_output=True,
            text=True,
            timeout=5,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    if out.returncode != 0:
        return None
    return out.stdout.strip() or None


def _pid_alive(pid: int | None) -> bool:
    if not pid:
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _check_not_busy(existing: dict) -> None:
    """Refuse a run another live process on this host is writing (a dead one's is resumable)."""
    if (
        existing.get("status") == "running"
        and existing.get("host") == socket.gethostname()
        and existing.get("pid") != os.getpid()
        and _pid_alive(existing.get("pid"))
    ):
        raise GymError(
            f"run {existing['run']!r} is being written by process {existing['pid']} right now; "
            "wait for it, stop it, or pick another --name"
        )


def _check_resumable(
    existing: dict, agent: str, model: str | None, fingerprint: str | None
) -> None:
    """Refuse to continue a run with another agent, model or gym than it was made with."""
    name = existing["run"]
    if existing.get("agent") != agent:
        raise GymError(
            f"run {name!r} was made with agent {existing.get('agent')!r}, not {agent!r}; "
            "pick another --name, or --force to start it over"
        )
    if model and existing.get("model") and existing["model"] != model:
        raise GymError(
            f"run {name!r} was made with model {existing['model']!r}, not {model!r}; pick another --name"
        )
    if (
        existing.get("gym_fingerprint")
        and fingerprint
        and existing["gym_fingerprint"] != fingerprint
    ):
        raise GymError(
            f"run {name!r} was made on another gym (fingerprint {existing['gym_fingerprint'][:12]}); "
            "pick another --name, or --force to start it over on this gym"
        )


def run(
    agent: str = "rules",
    sets: str | Sequence[str] | None = "all",
    envs: Iterable[str] | None = None,
    name: str | None = None,
    model: str | None = None,
    workspace: Any = None,
    force: bool = False,
    progress: bool = True,
    agent_options: dict | None = None,
    gym: Any = None,
    flush_seconds: float = FLUSH_SECONDS,
) -> dict:
    """Run (or resume) an agent over the selected sets and environments; return the summary.

    A run already holding every selected query only re-prints its summary (force=True starts
    it over). Raises Interrupted, with everything answered stored, when stopped by a signal.
    """
    from gymkit.gym import Workspace, open_gym

    set_names = resolve_sets(sets)
    own_gym = gym is None
    gym = gym or open_gym(Workspace.of(workspace))
    try:
        env_ids = resolve_envs(gym, envs)
        load_plugins()
        ag = None
        if name is None:
            ag = make_agent(agent, gym, model, agent_options)
            name = default_run_name(agent, ag, model)
        store = RunStore(gym.workspace.runs_db)
        fingerprint = gym.meta.get("fingerprint")
        existing = store.get_run(name)
        if existing:
            _check_not_busy(existing)
        if existing and force:
            store.delete_run(name)
            existing = None
        if existing:
            _check_resumable(existing, agent, model, fingerprint)
        items = [
            Item(s, r, gym.environment(e))
            for s in set_names
            for e in env_ids
            for r in gym.queries(s, e)
        ]
        if not items:
            raise GymError(
                f"the gym in {gym.workspace.root} has no {'/'.join(set_names)} queries "
                f"for {', '.join(env_ids)}"
            )
        if existing:
            rescore(gym, store, name, items)
        done = store.done_keys(name)
        pending = [it for it in items if it.key not in done]
        if pending or not existing:
            ag = ag or make_agent(agent, gym, model, agent_options)
            selection = _union(existing, set_names, env_ids)
            store.start_run(name, _run_meta(ag, agent, model, selection, fingerprint))
            status = "failed"
            try:
                stopped = _loop(ag, gym, store, name, pending, progress, flush_seconds)
                status = "interrupted" if stopped else _final_status(gym, store, name, selection)
            except KeyboardInterrupt:  # a second Ctrl-C: what was written stays, resumable
                status = "interrupted"
                raise
            finally:
                store.end_run(name, status)
            if stopped:
                raise Interrupted(
                    f"run {name!r} interrupted after {stopped[0]} of {len(pending)} queries; "
                    f"run the same command again (--name {name}) to resume"
                )
        elif existing.get("status") != "finished":
            selection = existing.get("settings") or {}
            store.end_run(name, _final_status(gym, store, name, selection))
        return summarize(store, name, set_names, env_ids)
    finally:
        if own_gym:
            gym.close()


def _union(existing: dict | None, sets: list[str], envs: list[str]) -> dict:
    """The sets and environments a run covers: what it was started with plus this call's."""
    old = (existing or {}).get("settings") or {}
    return {
        "sets": list(dict.fromkeys([*old.get("sets", []), *sets])),
        "environments": list(dict.fromkeys([*old.get("environments", []), *envs])),
    }


def _final_status(gym: Any, store: RunStore, name: str, selection: dict) -> str:
    """finished when every query of the run's selection is stored, else partial."""
    done = store.done_keys(name)
    envs = [e for e in selection.get("environments") or gym.environments if e in gym.environments]
    complete = all(
        (s, r["query_id"]) in done
        for s in selection.get("sets") or gymkit.QUERY_SETS
        for e in envs
        for r in gym.queries(s, e)
    )
    return "finished" if complete else "partial"


def _run_meta(ag: Any, agent: str, model: str | None, selection: dict, fingerprint: Any) -> dict:
    """The runs row: who ran what, from which code, on which gym (settings redacted)."""
    model = model or getattr(ag, "model", None)
    return {
        "agent": agent,
        "model": model if isinstance(model, str) else None,
        "settings": {
            **selection,
            "concurrency": _concurrency(ag),
            "agent": redact(_agent_settings(ag)),
        },
        "gymkit_version": gymkit.__version__,
        "git_commit": git_commit(),
        "gym_fingerprint": fingerprint,
        "pid": os.getpid(),
        "host": socket.gethostname(),
    }


def _loop(
    ag: Any,
    gym: Any,
    store: RunStore,
    name: str,
    pending: list[Item],
    progress: bool,
    flush_seconds: float,
) -> tuple[int] | None:
    """Answer, score and write every pending query; (answers written,) when stopped early."""
    writer = Writer(store, name, flush_seconds)
    errors = 0
    bar = _progress(len(pending), name, progress)
    try:
        with StopFlag() as stop:
            for item, pred in _answers(ag, gym, pending, stop):
                writer.add(pred, _score_or_warn(gym, item, pred))
                errors += pred.error is not None
                bar.update(1)
                if pred.error:
                    bar.set_postfix(errors=errors, refresh=False)
            writer.flush()
            return (writer.written,) if stop and writer.written < len(pending) else None
    finally:
        try:
            writer.flush()
        finally:
            bar.close()


def _score_or_warn(gym: Any, item: Item, pred: Prediction) -> Any:
    """The score, or None (with a warning) when the scorer fails: a scorer bug must not lose
    the answer; `rescore` scores it on the next call of the run."""
    try:
        return score_prediction(gym, item, pred)
    except Exception as e:
        print(
            f"gymkit: scoring {item.set}/{pred.query_id} failed: {type(e).__name__}: {e}",
            file=sys.stderr,
        )
        return None


def rescore(gym: Any, store: RunStore, name: str, items: list[Item]) -> int:
    """Score the stored answers among `items` that have no score row (a scorer that failed
    earlier); returns how many got a score."""
    missing = store.unscored_keys(name)
    todo = [it for it in items if it.key in missing]
    if not todo:
        return 0
    preds = {(p.set, p.query_id): p for p in store.predictions(name)}
    scored = [(preds[it.key], _score_or_warn(gym, it, preds[it.key])) for it in todo]
    store.write_scores(name, [(p, s) for p, s in scored if s is not None])
    return sum(s is not None for _, s in scored)


def _agent_settings(ag: Any) -> dict:
    """The agent's `settings` (a dict, or a method returning one), else its plain public
    attributes (model, base_url, temperature, ...); redacted before they are stored."""
    s = getattr(ag, "settings", None)
    if callable(s):
        s = s()
    if isinstance(s, dict):
        return dict(s)
    plain = (str, int, float, bool, type(None), Path)
    attrs = getattr(ag, "__dict__", {})
    return {
        k: str(v) if isinstance(v, Path) else v
        for k, v in attrs.items()
        if not k.startswith("_") and isinstance(v, plain)
    }


def _concurrency(ag: Any) -> int:
    try:
        return max(1, int(getattr(ag, "concurrency", 1) or 1))
    except (TypeError, ValueError):
        return 1


def _answers(
    ag: Any, gym: Any, pending: list[Item], stop: StopFlag
) -> Iterable[tuple[Item, Prediction]]:
    """Answers in completion order: inline, or `agent.concurrency` in flight on a thread pool."""
    n = _concurrency(ag)
    if n <= 1:
        for item in pending:
            if stop:
                return
            yield item, answer(ag, gym, item)
        return
    todo = iter(pending)
    inflight: dict[Future, Item] = {}
    with ThreadPoolExecutor(max_workers=n, thread_name_prefix="gymkit-agent") as pool:
        while True:
            while not stop and len(inflight) < n:
                item = next(todo, None)
                if item is None:
                    break
                inflight[pool.submit(answer, ag, gym, item)] = item
            if not inflight:
                return
            done, _ = wait(list(inflight), timeout=0.2, return_when=FIRST_COMPLETED)
            for fut in done:
                yield inflight.pop(fut), fut.result()


def _progress(total: int, name: str, enabled: bool) -> Any:
    from tqdm.auto import tqdm

    return tqdm(
        total=total,
        desc=name,
        unit="q",
        file=sys.stderr,
        disable=not enabled,
        dynamic_ncols=True,
        mininterval=0.5,
    )


# ---- summaries -----------------------------------------------------------------------------


def run_store(workspace: Any = None) -> RunStore:
    """The workspace's run store, for notebooks: `run_store().frame("scores", "oracle")`."""
    from gymkit.gym import Workspace

    return RunStore(Workspace.of(workspace).runs_db)


def print_summary(summary: dict, json_out: bool = False) -> None:
    """One JSON object on stdout, or a rich table of the sets (stdout)."""
    if json_out:
        from gymkit.runstore import dumps

        sys.stdout.write(dumps(summary) + "\n")
        return
    from rich.console import Console
    from rich.table import Table

    table = Table(
        title=f"run {summary['run']}",
        caption="accuracies over each set's queries; [95% bootstrap interval]",
    )
    table.add_column("set", no_wrap=True)
    for col in ("queries", "plan", "result", "passed", "errors"):
        table.add_column(col, justify="right", no_wrap=col == "passed")
    table.add_column("more")
    shown = (*CONTRACT_KEYS, "passed_accuracy", "errors")
    for set_name, m in summary["sets"].items():
        more = "\n".join(
            f"{_SHORT.get(k, k)} {_fmt(v)}"
            for k, v in m.items()
            if k not in shown and not k.endswith("_ci")
        )
        table.add_row(
            set_name,
            str(m["queries"]),
            _fmt(m.get("plan_accuracy")),
            _fmt(m.get("result_accuracy")),
            _fmt(m.get("passed_accuracy"), m.get("passed_accuracy_ci")),
            str(m.get("errors", 0)),
            more,
        )
    Console().print(table)


_SHORT = {
    "recall_at_10": "R@10",
    "ndcg_at_10": "nDCG@10",
    "f1": "F1",
    "shape_accuracy": "shape",
    "check_pass_rate": "checks",
}


def _fmt(v: Any, ci: Any = None) -> str:
    """0.8125 -> '81.2%', with its 95% interval below it when known: '81.2%\\n[70-90]'."""
    if v is None:
        return "-"
    if not isinstance(v, float):
        return str(v)
    if isinstance(ci, (list, tuple)) and len(ci) == 2 and None not in ci:
        return f"{v:.1%}\n[{ci[0] * 100:.0f}-{ci[1] * 100:.0f}]"
    return f"{v:.1%}"


def run_command(
    agent: str,
    set_: str,
    envs: list[str] | None,
    name: str | None,
    model: str | None,
    json_out: bool,
    workspace: Any,
    force: bool = False,
) -> None:
    """`gymkit run`: run or resume, then print the summary (a table, or one JSON object)."""
    try:
        summary = run(agent, set_, envs, name, model, workspace, force=force, progress=True)
    except Interrupted as e:
        print(f"gymkit: {e}", file=sys.stderr)
        raise SystemExit(130) from None
    print_summary(summary, json_out)


def print_comparison(result: dict) -> None:
    """The paired comparison as a rich table: one row per set."""
    from rich.console import Console
    from rich.table import Table

    a, b = result["run_a"], result["run_b"]
    if not result["sets"]:
        raise GymError(
            f"runs {a!r} and {b!r} share no scored queries; run them on the same --set and --env"
        )
    table = Table(title=f"{a} vs {b}: {result['metric']}, paired on the queries both scored")
    table.add_column("set", no_wrap=True)
    for col in ("queries", a, b, "difference", f"only {a}", f"only {b}", "p"):
        table.add_column(col, justify="right", no_wrap=col not in (f"only {a}", f"only {b}"))
    table.caption = (
        f"accuracy in %; difference = {a} - {b} in points [95% paired bootstrap interval]; "
        "only X: queries only X passed; p: McNemar's exact test"
    )
    for s, m in result["sets"].items():
        lo, hi = m.get("difference_lo"), m.get("difference_hi")
        diff = f"{m['difference'] * 100:+.1f}"
        if lo is not None and hi is not None:
            diff += f"\n[{lo * 100:+.0f}, {hi * 100:+.0f}]"
        table.add_row(
            s,
            str(m["queries"]),
            f"{m['a'] * 100:.1f}",
            f"{m['b'] * 100:.1f}",
            diff,
            str(m["wins"]),
            str(m["losses"]),
            "<0.001" if m["p_value"] < 0.001 else f"{m['p_value']:.2g}",
        )
    Console().print(table)


def compare_command(run_a: str, run_b: str, workspace: Any = None) -> None:
    """`gymkit compare A B`: the paired comparison of two runs on the queries both answered."""
    print_comparison(compare(run_store(workspace), run_a, run_b))
