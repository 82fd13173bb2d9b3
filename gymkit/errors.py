"""The base of gymkit's own errors: the CLI prints these as one message, never a traceback."""


class GymError(Exception):
    """An error a user can act on; its message names the thing, the place and the fix."""
