"""The gym's names every layer needs, at the bottom of the import graph (no imports): the
query sets, their older config names, the five published environments."""

# The card's query sets, in card order: the one list every module uses.
QUERY_SETS = ("ask_mode", "search_mode", "edge_case_1")
# Older config names of a query set (the first card called ask_mode `queries`).
QUERY_SET_ALIASES = {"queries": "ask_mode"}
# The published gym's environments, in card order.
ENVIRONMENTS = ("public-transit", "tattoo-studios", "nonprofits", "surf-schools", "childcare")
