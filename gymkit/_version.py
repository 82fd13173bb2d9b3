"""gymkit's version, at the bottom of the import graph (the run store and the gym record it)."""

__version__ = "0.1.0"
