"""The base of gymkit's own errors: the CLI prints these as one message, never a traceback."""


class GymError(Exception):
    """An error a user can act on; its message names the thing, the place and the fix."""


class StopRun(GymError):
    """Raised while a query is being answered by something no agent caused (a damaged gym, a
    stop request): the run stops, and it is never stored as the query's error."""


class StorageError(StopRun):
    """A gym or store file that is damaged or cannot be read (corrupt blocks, an IO error, a
    missing table): never an agent's invalid call. Its message names the file and the fix."""
