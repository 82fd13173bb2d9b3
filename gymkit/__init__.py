"""gymkit: a workbench for the Query Agent Gym."""

__version__ = "0.1.0"

# The card's query sets, in card order: the one list every module uses.
QUERY_SETS = ("ask_mode", "search_mode", "edge_case_1")
# Older config names of a query set (the first card called ask_mode `queries`).
QUERY_SET_ALIASES = {"queries": "ask_mode"}
ENVIRONMENTS = ("public-transit", "tattoo-studios", "nonprofits", "surf-schools", "childcare")


def open_gym(workspace=None, **kwargs):
    """The gym in DuckDB in one line: `gym = gymkit.open_gym()` (see gymkit.gym.Gym)."""
    from gymkit.gym import open_gym as _open

    return _open(workspace, **kwargs)


def generate_queries(environment, workspace=None, count=50, seed=0, progress=True):
    """Generated queries for one environment of a workspace's gym, written into its snapshot
    and loaded (see gymkit.prepare.generate_queries)."""
    from gymkit.prepare import generate_queries as _generate

    return _generate(environment, workspace, count=count, seed=seed, progress=progress)
