"""gymkit: a workbench for the Query Agent Gym."""

__version__ = "0.1.0"

QUERY_SETS = ("ask_mode", "search_mode", "edge_case_1")
ENVIRONMENTS = ("public-transit", "tattoo-studios", "nonprofits", "surf-schools", "childcare")


def open_gym(workspace=None, **kwargs):
    """The gym in DuckDB in one line: `gym = gymkit.open_gym()` (see gymkit.gym.Gym)."""
    from gymkit.gym import open_gym as _open

    return _open(workspace, **kwargs)
