"""error_analysis.ipynb's filters (issue #24, item 9): an unknown set, environment or label is
named, instead of "0 failed queries"; in a kernel the error is one line, not a traceback."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from gymkit.analysis import check_failure_filters
from gymkit.errors import GymError
from gymkit.gym import open_gym
from tests.runs import test_runs
from tests.tiny_snapshot import ENV_ID

gym_template = test_runs.gym_template
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def ws(gym_template: Path, tmp_path: Path) -> Path:
    (tmp_path / "ws").mkdir()
    shutil.copy(gym_template, tmp_path / "ws" / "gym.duckdb")
    return tmp_path / "ws"


@pytest.mark.parametrize(
    "given, says",
    [
        ({"set_name": "ask"}, "set_name = 'ask' is not one of: ask_mode, search_mode"),
        ({"environment": "surf"}, f"environment = 'surf' is not one of: {ENV_ID} (or None"),
        ({"label": "wrong_val"}, "label = 'wrong_val' is not one of: no_answer, invalid_call"),
        ({"environment": "x" * 10_000}, "environment = 'xxxxx"),
    ],
)
def test_an_unknown_filter_value_is_named(given, says, ws: Path) -> None:
    with open_gym(ws) as gym, pytest.raises(GymError) as e:
        check_failure_filters(gym, **given)
    assert says in str(e.value) and len(str(e.value)) < 1200


def test_known_values_and_all_pass(ws: Path) -> None:
    with open_gym(ws) as gym:
        check_failure_filters(gym)
        check_failure_filters(gym, "all", "all", "all")
        check_failure_filters(gym, "queries", ENV_ID, "wrong_value")  # the older set name too
        check_failure_filters(gym, "edge_case_1", ENV_ID, "value_filter")


@pytest.mark.slow  # starts a kernel
def test_the_notebook_stops_at_a_bad_parameter_in_one_line(ws: Path, tmp_path, monkeypatch):
    import papermill as pm

    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    with pytest.raises(pm.PapermillExecutionError) as e:
        pm.execute_notebook(
            str(ROOT / "notebooks" / "error_analysis.ipynb"),
            str(tmp_path / "out.ipynb"),
            parameters={"workspace": str(ws), "environment": "surf"},
            kernel_name="python3",
            progress_bar=False,
            cwd=str(ROOT / "notebooks"),
        )
    assert e.value.traceback == [
        f"GymError: environment = 'surf' is not one of: {ENV_ID} (or None for all)"
    ]
    assert "Traceback" not in str(e.value) and len(str(e.value).splitlines()) <= 4
