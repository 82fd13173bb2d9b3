"""The offline generator: a faithful mirror of the five environments and their query sets."""
