"""Data flows one way (design.md): no module imports a layer above its own."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import gymkit

ROOT = Path(gymkit.__file__).parent
FACADE = ("gymkit.gym", "gymkit.prepare", "gymkit.cli", "gymkit.runs", "gymkit.report")
# package -> the gymkit packages and modules it must never import
FORBIDDEN = {
    "call": (*FACADE, "gymkit.engine", "gymkit.scoring", "gymkit.agents", "gymkit.generate"),
    "engine": (*FACADE, "gymkit.scoring", "gymkit.agents", "gymkit.analysis"),
    "scoring": (*FACADE, "gymkit.agents", "gymkit.analysis"),
    "agents": (*FACADE, "gymkit.analysis"),
}


def _imports(path: Path) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.append(node.module)
    return out


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_no_upward_imports(package: str) -> None:
    bad = []
    for path in sorted((ROOT / package).rglob("*.py")):
        for name in _imports(path):
            if any(name == f or name.startswith(f + ".") for f in FORBIDDEN[package]):
                bad.append(f"{path.relative_to(ROOT.parent)} imports {name}")
    assert not bad, "\n".join(bad)


def test_the_gym_and_the_test_gym_satisfy_the_protocol() -> None:
    from gymkit.gym import Gym
    from gymkit.protocols import GymView
    from tests.scoring.tinygym import TinyGym

    assert issubclass(Gym, GymView)
    gym = TinyGym()
    assert isinstance(gym, GymView)
    assert gym.distinct_values("tiny-env", "Items", "category") == ["Alpha", "Beta", "Gamma"]
