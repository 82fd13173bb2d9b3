"""The offline generator: a faithful mirror of the five environments and their query sets.

`generate_snapshot(out_dir, seed=0, objects=1000, environments=None)` writes a snapshot folder
in the card's layout; `gymkit.prepare.prepare(source="generate")` calls it and loads the result.
"""

from gymkit.generate.writer import GenerateError, generate_snapshot

__all__ = ["GenerateError", "generate_snapshot"]
