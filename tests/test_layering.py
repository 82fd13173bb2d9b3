"""Data flows one way (design.md): no module imports a layer above its own."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import gymkit

ROOT = Path(gymkit.__file__).parent
FACADE = ("gymkit.gym", "gymkit.prepare", "gymkit.cli", "gymkit.runs", "gymkit.report")
# package -> the gymkit packages and modules it must never import
BELOW_SOURCES = ("gymkit.sources", "gymkit.generate", "gymkit.store", "gymkit.engine")
FORBIDDEN = {
    "layout": (*FACADE, *BELOW_SOURCES, "gymkit.call", "gymkit.scoring", "gymkit.agents"),
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


def _module_graph() -> dict[str, set[str]]:
    """gymkit's import graph: an edge for every import statement of a gymkit module, at module
    level or inside a function (`from a import b` names the module a.b when there is one, else
    a). The package root is a node like any other: importing it is an edge to it."""
    mods = {}
    for path in ROOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        mods[".".join(parts)] = path
    # a C extension (its source beside the Python modules, built by setup.py) is a module too;
    # it imports nothing of gymkit
    modules = set(mods) | {
        ".".join(path.relative_to(ROOT.parent).with_suffix("").parts) for path in ROOT.rglob("*.c")
    }

    def known(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {m: set() for m in modules}
    for mod, path in mods.items():
        package = mod if path.name == "__init__.py" else mod.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text())):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([node.module] if node.module else []))
                names = [
                    f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                    for a in node.names
                ]
            for name in names:
                target = known(name) if name.startswith("gymkit") else None
                if target and target != mod:
                    graph[mod].add(target)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    comp = []
                    while True:
                        m = stack.pop()
                        on_stack.discard(m)
                        comp.append(m)
                        if m == node:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
    return out


def test_the_import_graph_has_no_cycle() -> None:
    cycles = _cycles(_module_graph())
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_the_cycle_check_counts_lazy_imports_and_finds_a_cycle() -> None:
    graph = _module_graph()
    assert "gymkit.gym" in graph["gymkit"]  # open_gym imports the facade inside the function
    assert "gymkit.layout" in graph["gymkit.sources.folder"]
    graph["gymkit.layout"] = graph["gymkit.layout"] | {"gymkit.sources.folder"}
    assert ["gymkit.layout", "gymkit.sources.folder"] in _cycles(graph)


def test_no_module_imports_the_package_root() -> None:
    graph = _module_graph()
    assert [m for m, deps in graph.items() if "gymkit" in deps] == []


def test_the_gym_and_the_test_gym_satisfy_the_protocol() -> None:
    from gymkit.gym import Gym
    from gymkit.protocols import GymView
    from tests.scoring.tinygym import TinyGym

    assert issubclass(Gym, GymView)
    gym = TinyGym()
    assert isinstance(gym, GymView)
    assert gym.distinct_values("tiny-env", "Items", "category") == ["Alpha", "Beta", "Gamma"]
