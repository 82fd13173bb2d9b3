"""The `gymkit` command. Its flags are a contract other tools rely on (see design.md).

Each command is a thin shell over a package function; errors a user can act on are printed
as one line (`gymkit: ...`) with exit code 1, never as a traceback.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import typer
from typer.core import TyperCommand, TyperGroup

from gymkit import limits
from gymkit.errors import GymError
from gymkit.report import DEFAULT_AGENTS
from gymkit.words import plural

app = typer.Typer(
    add_completion=False, no_args_is_help=True, help="gymkit: the Query Agent Gym workbench."
)
weaviate_app = typer.Typer(no_args_is_help=True, help="The gym in a Weaviate instance.")
app.add_typer(weaviate_app, name="weaviate")

AGENTS_HELP = "{agents}"  # in a help text: the registry's agent names, filled in by NamesAgents


class NamesAgents(TyperCommand):
    """A command whose --help names the registered agents (`gymkit.agents.agent_names`,
    plugins of $GYMKIT_PLUGINS included), never a hand-written list. They are read only when
    help is shown: importing every agent takes a second or more, which no run should pay."""

    def format_help(self, ctx, formatter) -> None:
        from gymkit.agents import agent_names
        from gymkit.runs._agents import load_plugins

        try:
            load_plugins()
        except GymError:
            pass  # a broken plugin is reported when it is used, not in the help
        names = ", ".join(agent_names())
        for param in self.params:
            if param.help and AGENTS_HELP in param.help:
                param.help = param.help.replace(AGENTS_HELP, names)
        super().format_help(ctx, formatter)


WorkspaceOpt = typer.Option(
    None,
    "--workspace",
    "-w",
    help="Folder with gym.duckdb and runs.duckdb (default: $GYMKIT_DATA, else data/ in the "
    "project root).",
)
TIMEOUT_HELP = (
    "seconds one request may take per try; a request's tries and waits (Retry-After "
    "included) take at most TIMEOUT x (1 + RETRIES)."
)
RETRIES_HELP = "tries after a failed or timed-out one."


def bars() -> bool:
    """Progress bars go to stderr only when it is a terminal: a pipe, a file or a CI log gets
    the command's lines without a bar's carriage returns."""
    return sys.stderr.isatty()


PriceInOpt = typer.Option(
    None, "--price-in", help="USD per million input (prompt) tokens; with --price-out, adds cost."
)
PriceOutOpt = typer.Option(
    None, "--price-out", help="USD per million output (completion) tokens; with --price-in."
)


@app.command()
def data(
    source: str = typer.Option(
        "generate", help="generate, hub, or a PATH to a local copy in the card's layout."
    ),
    objects: int = typer.Option(1000, help="Objects per collection (generator only)."),
    seed: int = typer.Option(0, help="Generator seed."),
    out: Path | None = typer.Option(None, help="Workspace folder to write (default: data/)."),
    replace: bool = typer.Option(
        False, help="Replace a stored gym that differs from this snapshot."
    ),
    revision: str | None = typer.Option(
        None, help="Hub only: branch, tag or commit of the dataset repository (default main)."
    ),
) -> None:
    """Prepare the snapshot, its DuckDB file and its search indexes."""
    from gymkit.engine import builders
    from gymkit.gym import open_gym
    from gymkit.prepare import prepare
    from gymkit.workspace import Workspace

    # every run searches: its indexes are built now, once, not by the first run; a big gym's
    # begin as its collections are generated (`builders.Feed`), or with the load, from the
    # snapshot's files (the generation and the load each leave a core partly idle)
    early: list = []
    started, given, cache = time.monotonic(), 0, None
    feed = builders.Feed(Workspace.of(out).cache / "search")

    def written(env_id: str, collection: str, path: Path) -> None:
        nonlocal started
        if not feed.items:
            started = time.monotonic()
        feed.written(env_id, collection, path)

    def begin_indexes(snapshot, fingerprint: str) -> None:
        nonlocal started, given, cache
        cache = Workspace.of(out).search_cache(fingerprint)
        if feed.started:  # they are being built already
            return
        started = time.monotonic()
        begun, given = builders.start_from_snapshot(snapshot, cache)
        early.extend(begun)

    try:
        info = prepare(
            source=source,
            objects=objects,
            seed=seed,
            workspace=out,
            replace=replace,
            revision=revision,
            before_load=begin_indexes,
            on_written=written,
        )
        fed = feed.started and cache is not None
        if fed:
            given = feed.settle(cache)
        if not early and not fed:
            started = time.monotonic()
        with open_gym(out) as gym:
            built = gym.build_search(progress=bars(), running=early)
    finally:
        builders.stop(early)
        feed.stop()
    if built or given:
        seconds = time.monotonic() - started
        info = (
            f"{info}; search indexes: {plural(max(built, given), 'collection')} in {seconds:.1f} s"
        )
    typer.echo(info)


@app.command(cls=NamesAgents)
def plan(
    env: str = typer.Option(..., "--env", help="Environment id, e.g. public-transit."),
    agent: str = typer.Option("rules", help=f"Agent name: {AGENTS_HELP}."),
    model: str | None = typer.Option(None, help="Model, for LLM agents."),
    workspace: Path | None = WorkspaceOpt,
    trace: bool = typer.Option(
        False, "--trace", help='Add the agent\'s "trace" (which words produced which argument).'
    ),
) -> None:
    """JSON lines {"query_id", "command"} on stdin -> JSON lines {"query_id", "calls", "error"} on stdout."""
    from gymkit.agents import get_agent
    from gymkit.gym import open_gym

    gym = open_gym(workspace)
    environment = gym.environment(env)
    options = {"gym": gym}
    if model:
        options["model"] = model
    ag = get_agent(agent, **options)
    for req in limits.read_json_lines(sys.stdin):
        try:
            qid, command = _plan_request(req)
        except GymError as e:
            qid = req.get("query_id") if isinstance(req, dict) else None
            out = {
                "query_id": qid if isinstance(qid, (str, int)) else None,
                "calls": [],
                "error": f"bad input line: {limits.one_line(str(e))}",
            }
        else:
            try:
                p = ag.plan(command, environment)
                out = {"query_id": qid, "calls": p.calls, "error": p.error}
                if trace:
                    out["trace"] = p.trace
            except Exception as e:  # an agent's crash is this query's error, the stream goes on
                out = {"query_id": qid, "calls": [], "error": f"{type(e).__name__}: {e}"}
        sys.stdout.write(limits.json_line(out) + "\n")
        sys.stdout.flush()


def _plan_request(req: object) -> tuple[object, str]:
    """(query_id, command) of one `gymkit plan` input line; GymError saying what is wrong."""
    if isinstance(req, GymError):
        raise req
    if not isinstance(req, dict):
        raise GymError(f'expected a JSON object {{"query_id", "command"}}, got {_json_kind(req)}')
    if "command" not in req:
        raise GymError('no "command" (a line is {"query_id", "command"})')
    qid, command = req.get("query_id"), req["command"]
    if not isinstance(command, str):
        raise GymError(f'"command" is {_json_kind(command)}, expected a string')
    if qid is not None and (not isinstance(qid, (str, int)) or isinstance(qid, bool)):
        raise GymError(f'"query_id" is {_json_kind(qid)}, expected a string')
    return qid, command


def _json_kind(v: object) -> str:
    kinds = {dict: "an object", list: "a list", str: "a string", bool: "a boolean"}
    return "null" if v is None else kinds.get(type(v), "a number")


@app.command()
def execute(
    env: str = typer.Option(..., "--env", help="Environment id."),
    engine: str = typer.Option("duckdb", help="duckdb or weaviate."),
    workspace: Path | None = WorkspaceOpt,
) -> None:
    """A call (or a list of calls) as JSON on stdin -> its results as JSON on stdout."""
    from gymkit.engine.cli import execute_stdin

    if engine not in ("duckdb", "weaviate"):
        raise GymError(f"unknown engine {engine!r}; use duckdb or weaviate")
    executor = _open_engine(engine, workspace)
    try:
        execute_stdin(env, executor)
    finally:
        executor.close()


def _open_engine(engine: str, workspace: Path | None):
    """The gym (DuckDB), or a connected Weaviate engine with the gym's schemas and the
    collection prefix from $GYMKIT_WEAVIATE_PREFIX (default Gym)."""
    from gymkit.gym import open_gym

    gym = open_gym(workspace)
    if engine == "duckdb":
        return gym
    try:
        from gymkit.engine.weaviate import WeaviateEngine

        prefix = os.environ.get("GYMKIT_WEAVIATE_PREFIX") or "Gym"
        # connect now: an unreachable Weaviate is one error, not one per call
        return WeaviateEngine(environments=dict(gym.environments), prefix=prefix).connect()
    finally:
        gym.close()


@app.command(cls=NamesAgents)
def run(
    agent: str = typer.Option("rules", help=f"Agent name: {AGENTS_HELP}."),
    set_: str = typer.Option("all", "--set", help="ask_mode, search_mode, edge_case_1 or all."),
    env: list[str] | None = typer.Option(
        None, "--env", help="Environment id (repeatable; default all)."
    ),
    name: str | None = typer.Option(
        None, help="Run name (default: the agent's name). Same name resumes."
    ),
    model: str | None = typer.Option(None, help="Model, for LLM agents."),
    json_out: bool = typer.Option(False, "--json", help="Print one JSON summary object."),
    workspace: Path | None = WorkspaceOpt,
    force: bool = typer.Option(
        False, "--force", help="Start the named run over, forgetting its stored answers."
    ),
    trials: int = typer.Option(
        1, "--trials", help="Run N times as NAME@1..NAME@N; report mean, spread, pass^k, pass@k."
    ),
    answer: bool = typer.Option(
        False, "--answer", help="LLM agents answer in words too (scored by the grounding check)."
    ),
    timeout: float | None = typer.Option(
        None, "--timeout", min=0.1, help="Model agents: " + TIMEOUT_HELP
    ),
    retries: int | None = typer.Option(
        None, "--retries", min=0, help="Model agents: " + RETRIES_HELP
    ),
    price_in: float | None = PriceInOpt,
    price_out: float | None = PriceOutOpt,
) -> None:
    """Plan, execute, score and store one agent's run; print a summary (tokens, latency, cost)."""
    from gymkit.runs import run_command

    try:
        run_command(
            agent=agent,
            set_=set_,
            envs=env,
            name=name,
            model=model,
            json_out=json_out,
            workspace=workspace,
            force=force,
            trials=trials,
            agent_options={"answer": True} if answer else None,
            timeout=timeout,
            retries=retries,
            prices=(price_in, price_out),
        )
    except SystemExit as e:
        if e.code != 130:
            raise
        # interrupted: every answer is stored and the store closed, and the requests left
        # waiting are daemon threads; end now rather than after a second of interpreter teardown
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(130)


@app.command("train-ranker")
def train_ranker(
    corpus: Path | None = typer.Option(
        None,
        "--corpus",
        help="Folder of the training corpus (default: <workspace>/cache/ranker-corpus); built "
        "there first when it is missing or was built with other --envs/--queries/--seed.",
    ),
    out: Path | None = typer.Option(
        None, "--out", help="The model file to write (default: the ranker's shipped model.json)."
    ),
    envs: int = typer.Option(48, "--envs", help="Invented environments in the corpus."),
    queries: int = typer.Option(
        60, "--queries", help="Generated ask_mode queries per environment."
    ),
    seed: int = typer.Option(0, "--seed", help="Seed of the invented schemas and their queries."),
    holdout: int = typer.Option(
        0, "--holdout", help="Leave every K-th invented environment out (to measure on them)."
    ),
    workspace: Path | None = WorkspaceOpt,
) -> None:
    """Learn the ranker agent's weights from generated query sets over invented schemas (never
    the gym's own queries). Deterministic: the same options write the same model file."""
    import json
    import time

    from gymkit.agents.ranker._model import MODEL_FILE
    from gymkit.agents.ranker.train.corpus import build_corpus
    from gymkit.agents.ranker.train.fit import build
    from gymkit.gym import open_gym
    from gymkit.workspace import Workspace

    t0 = time.perf_counter()
    folder = corpus or Workspace.of(workspace).root / "cache" / "ranker-corpus"
    manifest = folder / "manifest.json"
    wanted = {"count": envs, "queries": queries, "seed": seed}
    have = json.loads(manifest.read_text("utf-8")) if manifest.is_file() else {}
    if any(have.get(k) != v for k, v in wanted.items()) or not (folder / "corpus.jsonl").is_file():
        typer.echo(f"building the corpus in {folder} ({envs} invented environments)", err=True)
        build_corpus(folder, envs, queries, seed, progress=bars())
    target = out or MODEL_FILE
    with open_gym(folder / "ws") as gym:
        model = build(folder, gym, target, progress=bars(), holdout=holdout)
    typer.echo(
        f"ranker model: {target} ({target.stat().st_size / 1024:.0f} KB, "
        f"{len(model.features())} features) from {model.meta['rows']} commands of "
        f"{model.meta['environments']} invented environments in {time.perf_counter() - t0:.0f} s"
    )


@app.command()
def judge(
    run: str = typer.Argument(..., help="The run whose stored answers to judge."),
    model: str = typer.Option(..., help="The judge model (any OpenAI-compatible endpoint)."),
    base_url: str | None = typer.Option(
        None, help="Endpoint (default $OPENAI_BASE_URL, else OpenAI)."
    ),
    json_out: bool = typer.Option(False, "--json", help="Print one JSON object."),
    workspace: Path | None = WorkspaceOpt,
    timeout: float = typer.Option(60.0, "--timeout", min=0.1, help=TIMEOUT_HELP),
    retries: int = typer.Option(2, "--retries", min=0, help=RETRIES_HELP),
) -> None:
    """Judge a run's answers with an LLM (fixed, versioned rubric; cached); report agreement."""
    from gymkit.runs._judge import judge_run

    out = judge_run(
        run,
        model,
        workspace,
        base_url=base_url,
        progress=not json_out and bars(),
        timeout=timeout,
        max_retries=retries,
    )
    if json_out:
        print(limits.json_line(out))
        return
    a = out["agreement_with_grounding"]
    agree = "n/a" if a["agreement"] is None else f"{a['agreement']:.0%} (kappa {a['kappa']:.2f})"
    print(
        f"{out['run']}: {out['judged']} of {out['answers']} answers judged by {out['judge_model']} "
        f"({out['rubric']}), {out['correct']} correct, {out['cached']} from the cache; "
        f"agreement with the grounding check on {a['n']}: {agree}"
    )


@app.command()
def compare(
    run_a: str = typer.Argument(..., help="First run name."),
    run_b: str = typer.Argument(..., help="Second run name."),
    set_: list[str] | None = typer.Option(
        None, "--set", help="ask_mode, search_mode, edge_case_1 or all (repeatable; default all)."
    ),
    env: list[str] | None = typer.Option(
        None, "--env", help="Environment id (repeatable; default all)."
    ),
    json_out: bool = typer.Option(
        False, "--json", help="One JSON object: per-set differences and the differing queries."
    ),
    limit: int = typer.Option(50, help="Differing queries to print (0: all)."),
    workspace: Path | None = WorkspaceOpt,
) -> None:
    """Paired comparison of two runs, and the queries whose outcome differs with both runs' SQL."""
    from gymkit.runs import compare_command

    compare_command(
        run_a, run_b, workspace=workspace, sets=set_, envs=env, json_out=json_out, limit=limit
    )


@app.command()
def failures(
    run: str = typer.Argument(..., help="The run whose failures to print."),
    set_: list[str] | None = typer.Option(
        None, "--set", help="ask_mode, search_mode, edge_case_1 or all (repeatable; default all)."
    ),
    env: list[str] | None = typer.Option(
        None, "--env", help="Environment id (repeatable; default all)."
    ),
    label: list[str] | None = typer.Option(
        None, "--label", help="Only failures with this error label (repeatable: any of them)."
    ),
    csv_out: bool = typer.Option(False, "--csv", help="CSV on stdout, one row per failure."),
    json_out: bool = typer.Option(False, "--json", help='One JSON object {"run", "failures"}.'),
    workspace: Path | None = WorkspaceOpt,
) -> None:
    """A run's failed queries: labels, command, expected and predicted SQL (for export)."""
    from gymkit.analysis import failures_command

    if csv_out and json_out:
        raise GymError("gymkit failures: give --csv or --json, not both")
    fmt = "csv" if csv_out else "json" if json_out else "text"
    out = failures_command(run, set_, env, label, fmt, workspace)
    sys.stdout.write(out if out.endswith("\n") else out + "\n")


@app.command(cls=NamesAgents)
def report(
    agent: list[str] | None = typer.Option(
        None,
        "--agent",
        help=f"Agent ({AGENTS_HELP}) or stored run name to show (repeatable; default: "
        f"{' and '.join(DEFAULT_AGENTS)}, run first when not stored yet).",
    ),
    env: list[str] | None = typer.Option(
        None, "--env", help="Environment id (repeatable; default all)."
    ),
    out: Path | None = typer.Option(
        None, help="Output folder (default: reports/ in the project root)."
    ),
    workspace: Path | None = WorkspaceOpt,
    price_in: float | None = PriceInOpt,
    price_out: float | None = PriceOutOpt,
) -> None:
    """Render reports/<environment>.html and reports/index.html."""
    from gymkit.report import report_command
    from gymkit.workspace import default_reports_dir

    report_command(
        agents=agent,
        envs=env,
        out=out or default_reports_dir(),
        workspace=workspace,
        prices=(price_in, price_out),
    )


@weaviate_app.command("populate")
def weaviate_populate(
    workspace: Path | None = WorkspaceOpt,
    prefix: str = typer.Option(
        "Gym", help="Collection name prefix, so several gyms can live side by side."
    ),
    replace: bool = typer.Option(False, help="Replace collections that hold a different snapshot."),
) -> None:
    """Create and fill one Weaviate collection per gym collection (WEAVIATE_URL, WEAVIATE_API_KEY)."""
    from gymkit.engine.weaviate import populate
    from gymkit.engine.weaviate_connect import connect
    from gymkit.gym import open_gym

    gym = open_gym(workspace)
    client = connect()
    try:
        report = populate(client, gym, prefix=prefix, replace=replace, progress=bars())
    finally:
        client.close()
        gym.close()
    for c in report.collections:
        print(
            f"{c.name}: {c.action}, {plural(c.objects, 'object')}"
            + (f", {len(c.failed)} failed" if c.failed else "")
        )
    for name, object_id, message in report.failed:
        print(f"failed: {name} {object_id}: {message}", file=sys.stderr)
    print(report.summary())
    if report.failed:
        raise GymError(
            f"{plural(len(report.failed), 'object')} rejected by Weaviate (listed above); fix them and "
            "rerun `gymkit weaviate populate` to resume"
        )


env_app = typer.Typer(no_args_is_help=True, help="Your own environments in the gym.")
app.add_typer(env_app, name="env")


@env_app.command("import")
def env_import(
    name: str = typer.Argument(..., help="Environment id, e.g. seed-library (its folder name)."),
    out: Path = typer.Option(..., "--out", help="Snapshot folder to add the environment to."),
    schema: Path | None = typer.Option(
        None, help="schema.json: gymkit's, Weaviate's REST schema or the v4 config export."
    ),
    objects: Path | None = typer.Option(
        None, help="Folder with one <Collection>.jsonl, .parquet or .csv per collection."
    ),
    queries: Path | None = typer.Option(
        None, help='JSON lines {"command", "ground_truth"} (optional).'
    ),
    roles: Path | None = typer.Option(None, help="JSON or YAML file of role overrides."),
    role: list[str] | None = typer.Option(
        None, "--role", help="Override one role: COLLECTION.PROPERTY=ROLE (repeatable)."
    ),
    weaviate_url: str | None = typer.Option(
        None, "--weaviate", help="Read schema and objects from this Weaviate (WEAVIATE_API_KEY)."
    ),
    collections: str | None = typer.Option(
        None, help="With --weaviate: the collections to import, comma-separated."
    ),
) -> None:
    """A schema plus objects (or a running Weaviate) -> an environment in the card's layout."""
    from gymkit.generate.own import records_called
    from gymkit.sources.imports import ImportProblem, import_environment, import_from_weaviate

    if weaviate_url is not None:
        names = [c.strip() for c in (collections or "").split(",") if c.strip()]
        import_from_weaviate(
            name,
            names,
            out,
            url=weaviate_url,
            queries=queries,
            roles=roles,
            role_flags=role,
            echo=typer.echo,
            notes=records_called,
        )
        return
    if schema is None or objects is None:
        raise ImportProblem(
            "gymkit env import: give --schema FILE and --objects DIR (or --weaviate URL --collections A,B)"
        )
    import_environment(
        name,
        schema,
        objects,
        out,
        queries=queries,
        roles=roles,
        role_flags=role,
        echo=typer.echo,
        notes=records_called,
    )


class QueriesGroup(TyperGroup):
    """`gymkit env queries NAME ...` generates, as it always has (the CLI contract): anything
    that is not one of the group's commands (list, drop, edit, generate) is generate's."""

    def parse_args(self, ctx, args: list[str]) -> list[str]:
        if args and args[0] not in self.commands and args[0] != "--help":
            args = ["generate", *args]
        return super().parse_args(ctx, args)


queries_app = typer.Typer(
    cls=QueriesGroup,
    no_args_is_help=True,
    help="Generated query sets of an environment: generate (the default: gymkit env queries "
    "NAME), preview (--dry-run), list, drop and edit them.",
)
env_app.add_typer(queries_app, name="queries")


@queries_app.command("generate")
def env_queries(
    name: str = typer.Argument(
        ..., help="Environment id of the workspace's gym, e.g. seed-library."
    ),
    count: int = typer.Option(50, help="ask_mode queries to generate."),
    seed: int = typer.Option(0, help="Seed: the same seed gives the same set."),
    workspace: Path | None = WorkspaceOpt,
    quiet: bool = typer.Option(
        False, "--quiet", help="No progress bar (none is drawn into a pipe either)."
    ),
    dry_run: bool = typer.Option(
        False, "--dry-run", help="Print each query with its ground truth's SQL; write nothing."
    ),
    classes: str | None = typer.Option(
        None,
        "--classes",
        help='Operator classes a query may hold, comma-separated, e.g. "numeric filter,text '
        'aggregation" (add multi-query for several sub-queries; default: all the schema allows).',
    ),
    explicit_share: float | None = typer.Option(
        None, "--explicit-share", help="Share of explicit commands, 0 to 1 (default 0.45)."
    ),
    exclude: list[str] | None = typer.Option(
        None,
        "--exclude",
        help="Collection.property no query uses; it stays in the environment (repeatable).",
    ),
    edge: int | None = typer.Option(
        None, "--edge", help="edge_case_1 cases (default: every case the data allows)."
    ),
) -> None:
    """Generated queries (exact ground truth) for an environment, written into its snapshot and loaded."""
    from gymkit.generate.own import Options, set_lines
    from gymkit.prepare import generate_queries

    options = Options.of(classes, explicit_share, exclude, edge)
    g = generate_queries(
        name,
        workspace,
        count=count,
        seed=seed,
        progress=not quiet and bars(),
        options=options,
        dry_run=dry_run,
    )
    if dry_run:
        for line in set_lines(name, {"ask_mode": g.ask, "edge_case_1": g.edge}):
            typer.echo(line)
    counts = ", ".join(f"{c} {n}" for c, n in g.class_counts().items())
    phrasings = sum(r["phrasing"] == "explicit" for r in g.ask)
    flags = f"; {options.describe()}" if not options.default else ""
    typer.echo(
        f"{name}: {len(g.ask)} ask_mode queries ({name}-gen-000...), {phrasings} explicit, "
        f"{len(g.ask) - phrasings} conversational; {len(g.edge)} edge_case_1 cases; "
        f"seed {seed}{flags}; {g.seconds:.1f} s"
    )
    typer.echo(f"  operator classes: {counts}")
    for note in g.notes:
        typer.echo(f"  note: {note}")
    where = f" --workspace {workspace}" if workspace else ""
    if dry_run:
        typer.echo("Dry run: nothing written. Write it: the same command without --dry-run")
    else:
        typer.echo(f"Next: gymkit run --agent rules --env {name}{where}")


SetOpt = typer.Option(None, "--set", help="ask_mode or edge_case_1 (default both).")


@queries_app.command("list")
def env_queries_list(
    name: str = typer.Argument(..., help="Environment id of the workspace's gym."),
    workspace: Path | None = WorkspaceOpt,
    set_: str | None = SetOpt,
    json_out: bool = typer.Option(False, "--json", help="One JSON object per row."),
) -> None:
    """The environment's stored queries: id, who wrote it, phrasing, command, ground truth."""
    from gymkit.generate.own import set_lines
    from gymkit.prepare import stored_queries

    if set_ not in (None, "ask_mode", "edge_case_1"):
        raise GymError(f"--set {set_}: give ask_mode or edge_case_1")
    rows = stored_queries(name, workspace)
    if json_out:
        for set_name, set_rows in rows.items():
            for row in set_rows if set_ in (None, set_name) else []:
                print(limits.json_line({"set": set_name, **row}))
        return
    for line in set_lines(name, rows, only=set_):
        typer.echo(line)


@queries_app.command("drop")
def env_queries_drop(
    name: str = typer.Argument(..., help="Environment id of the workspace's gym."),
    query_ids: list[str] = typer.Argument(..., help="Query ids to take out (see list)."),
    workspace: Path | None = WorkspaceOpt,
) -> None:
    """Take generated, edited or labelled queries out of the set; the gym is reloaded."""
    from gymkit.prepare import drop_queries

    dropped = drop_queries(name, query_ids, workspace)
    typer.echo(
        f"{name}: dropped {plural(len(dropped), 'query')} ({', '.join(r['query_id'] for r in dropped)})"
    )
    typer.echo("  generating again writes a whole new set: drop after the last generation")


@queries_app.command("edit")
def env_queries_edit(
    name: str = typer.Argument(..., help="Environment id of the workspace's gym."),
    query_id: str = typer.Argument(..., help="The query to rewrite (see list)."),
    command: str = typer.Option(..., "--command", help="The request's new wording."),
    workspace: Path | None = WorkspaceOpt,
) -> None:
    """Rewrite one query's command, its ground truth kept (it becomes NAME-edited-NNN)."""
    from gymkit.prepare import edit_query

    row, problems = edit_query(name, query_id, command, workspace)
    renamed = f" (now {row['query_id']})" if row["query_id"] != query_id else ""
    typer.echo(f"{name}: {query_id} edited{renamed}; its ground truth is unchanged")
    for p in problems:
        typer.echo(f"  note: {p}")
    if problems:
        typer.echo("  the command may not ask what the ground truth holds: check it, edit again")


def check_arguments(args: list[str]) -> None:
    """GymError naming the first command-line argument that is not UTF-8 text (Python hands
    such bytes over as lone surrogates, which no name, path or store can hold)."""
    import os

    for a in args:
        if a.isascii() or not limits.text_problem(a):
            continue
        try:
            raw = os.fsencode(a)
            raw.decode("utf-8")
            why = "is not Unicode text"
        except UnicodeEncodeError:
            raw, why = a.encode("utf-8", "surrogatepass"), "is not Unicode text"
        except UnicodeDecodeError as e:
            why = f"is not UTF-8 text (byte {raw[e.start]:#04x})"
        shown = limits.one_line(raw.decode("utf-8", "backslashreplace"), 80)
        raise GymError(f"argument {shown!r} {why}; give names and paths in UTF-8")


def main() -> None:
    from gymkit.scrub import ScrubbingStream

    sys.stdout, sys.stderr = ScrubbingStream(sys.stdout), ScrubbingStream(sys.stderr)  # no key out
    try:
        check_arguments(sys.argv[1:])
        app()
    except GymError as e:
        typer.echo(f"gymkit: {e}", err=True)
        raise SystemExit(1) from None
    except KeyboardInterrupt:
        typer.echo("gymkit: interrupted", err=True)
        raise SystemExit(130) from None


if __name__ == "__main__":
    main()
