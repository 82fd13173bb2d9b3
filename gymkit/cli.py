"""The `gymkit` command. Its flags are a contract other tools rely on (see design.md).

Each command is a thin shell over a package function; errors a user can act on are printed
as one line (`gymkit: ...`) with exit code 1, never as a traceback.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import typer

from gymkit.errors import GymError

app = typer.Typer(
    add_completion=False, no_args_is_help=True, help="gymkit: the Query Agent Gym workbench."
)
weaviate_app = typer.Typer(no_args_is_help=True, help="The gym in a Weaviate instance.")
app.add_typer(weaviate_app, name="weaviate")

WorkspaceOpt = typer.Option(
    None,
    "--workspace",
    "-w",
    help="Folder with gym.duckdb and runs.duckdb (default: $GYMKIT_DATA, else data/ in the "
    "project root).",
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
) -> None:
    """Prepare the snapshot and its DuckDB file."""
    from gymkit.gym import prepare

    info = prepare(source=source, objects=objects, seed=seed, workspace=out, replace=replace)
    typer.echo(info)


@app.command()
def plan(
    env: str = typer.Option(..., "--env", help="Environment id, e.g. public-transit."),
    agent: str = typer.Option("rules", help="Agent name."),
    model: str | None = typer.Option(None, help="Model, for LLM agents."),
    workspace: Path | None = WorkspaceOpt,
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
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        try:
            req = json.loads(line)
            qid, command = req.get("query_id"), req["command"]
        except (json.JSONDecodeError, KeyError, AttributeError) as e:
            out = {"query_id": None, "calls": [], "error": f"bad input line: {e}"}
        else:
            try:
                p = ag.plan(command, environment)
                out = {"query_id": qid, "calls": p.calls, "error": p.error}
            except Exception as e:  # an agent's crash is this query's error, the stream goes on
                out = {"query_id": qid, "calls": [], "error": f"{type(e).__name__}: {e}"}
        sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        sys.stdout.flush()


@app.command()
def execute(
    env: str = typer.Option(..., "--env", help="Environment id."),
    engine: str = typer.Option("duckdb", help="duckdb or weaviate."),
    workspace: Path | None = WorkspaceOpt,
) -> None:
    """A call (or a list of calls) as JSON on stdin -> its results as JSON on stdout."""
    from gymkit.engine.cli import execute_stdin

    execute_stdin(env=env, engine=engine, workspace=workspace)


@app.command()
def run(
    agent: str = typer.Option(
        "rules", help="Agent name (rules, openai, weaviate-query-agent, oracle)."
    ),
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
) -> None:
    """Plan, execute, score and store one agent's run; print a summary."""
    from gymkit.runs import run_command

    run_command(
        agent=agent,
        set_=set_,
        envs=env,
        name=name,
        model=model,
        json_out=json_out,
        workspace=workspace,
        force=force,
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
def report(
    agent: list[str] | None = typer.Option(
        None, "--agent", help="Agent or run name to show (repeatable; default rules)."
    ),
    env: list[str] | None = typer.Option(
        None, "--env", help="Environment id (repeatable; default all)."
    ),
    out: Path | None = typer.Option(
        None, help="Output folder (default: reports/ in the project root)."
    ),
    workspace: Path | None = WorkspaceOpt,
) -> None:
    """Render reports/<environment>.html and reports/index.html."""
    from gymkit.report import report_command
    from gymkit.workspace import default_reports_dir

    report_command(agents=agent, envs=env, out=out or default_reports_dir(), workspace=workspace)


@weaviate_app.command("populate")
def weaviate_populate(
    workspace: Path | None = WorkspaceOpt,
    prefix: str = typer.Option(
        "Gym", help="Collection name prefix, so several gyms can live side by side."
    ),
    replace: bool = typer.Option(False, help="Replace collections that hold a different snapshot."),
) -> None:
    """Create and fill one Weaviate collection per gym collection (WEAVIATE_URL, WEAVIATE_API_KEY)."""
    from gymkit.engine.weaviate import populate_command

    populate_command(workspace=workspace, prefix=prefix, replace=replace)


def main() -> None:
    try:
        app()
    except GymError as e:
        typer.echo(f"gymkit: {e}", err=True)
        raise SystemExit(1) from None
    except KeyboardInterrupt:
        typer.echo("gymkit: interrupted", err=True)
        raise SystemExit(130) from None


if __name__ == "__main__":
    main()
