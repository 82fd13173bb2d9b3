"""gymkit: a workbench for the Query Agent Gym. The package root only re-exports."""

from gymkit._version import __version__
from gymkit.names import ENVIRONMENTS, QUERY_SET_ALIASES, QUERY_SETS

__all__ = [
    "ENVIRONMENTS",
    "QUERY_SETS",
    "QUERY_SET_ALIASES",
    "__version__",
    "generate_queries",
    "label_search",
    "open_gym",
]


def open_gym(workspace=None, **kwargs):
    """The gym in DuckDB in one line: `gym = gymkit.open_gym()` (see gymkit.gym.Gym)."""
    from gymkit.gym import open_gym as _open

    return _open(workspace, **kwargs)


def generate_queries(environment, workspace=None, count=50, seed=0, progress=True, **options):
    """Generated queries for one environment of a workspace's gym, written into its snapshot
    and loaded (see gymkit.prepare.generate_queries). `options`: classes, explicit_share,
    exclude, edge (`gymkit.generate.own.Options.of`) and dry_run."""
    from gymkit.generate.own import Options
    from gymkit.prepare import generate_queries as _generate

    dry_run = options.pop("dry_run", False)
    return _generate(
        environment,
        workspace,
        count=count,
        seed=seed,
        progress=progress,
        options=Options.of(**options),
        dry_run=dry_run,
    )


def label_search(environment, query, workspace=None):
    """Save a labelled search into the workspace's snapshot and reload the gym (see
    gymkit.prepare.label_search; notebooks/label_searches.ipynb proposes the candidates)."""
    from gymkit.prepare import label_search as _label

    return _label(environment, query, workspace)
