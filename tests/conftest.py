"""Shared test settings: hypothesis checks properties, not speed (no per-example deadline, so a
loaded machine does not turn a slow example into a flaky failure)."""

from hypothesis import settings

settings.register_profile("gymkit", deadline=None)
settings.load_profile("gymkit")
