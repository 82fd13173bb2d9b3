"""Shared fixtures: one tiny real gym (in-memory DuckDB, the real engine) per test module."""

from __future__ import annotations

import pytest
from tinygym import TinyGym


@pytest.fixture(scope="module")
def gym() -> TinyGym:
    return TinyGym()
