"""`gymkit env import` says which properties look like prose and why (issue #42): free text whose
records repeat (a scope of work, 731 distinct of 1,400) stays whole-value text with a warning
naming both of prose's shares and their thresholds; prose says its numbers; a category of long
labels is not warned about. Through the real CLI, on an invented permits collection."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from gymkit.schema import read_schema
from gymkit.sources.imports._roles import PROSE_DISTINCT, PROSE_NEAR, PROSE_SHARE
from tests.cli_helpers import gymkit_cli

N = 1400
DISTINCT = 731
VERBS = ["Replace", "Repair", "Install", "Remove", "Upgrade", "Inspect", "Relocate"]
THINGS = ["water heater", "roof shingles", "deck railing", "electrical panel", "furnace"]
WHERE = ["in the basement", "at the rear", "on the second floor", "in the garage", "outside"]


def _scope(i: int) -> str:
    k = i % DISTINCT  # 731 texts, repeated
    return f"{VERBS[k % 7]} the {THINGS[k // 7 % 5]} {WHERE[k // 35 % 5]}, unit {k // 175}."


@pytest.fixture(scope="module")
def user_files(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("permits")
    schema = {
        "classes": [
            {
                "class": "Permits",
                "description": "Building permits issued by the city.",
                "properties": [
                    {"name": "permitNumber", "dataType": ["text"]},
                    {"name": "scopeOfWork", "dataType": ["text"]},
                    {"name": "statusLabel", "dataType": ["text"]},
                    {"name": "applicantNote", "dataType": ["text"]},
                    {"name": "feeUsd", "dataType": ["number"]},
                ],
            }
        ]
    }
    statuses = ["Awaiting the final inspection by the city", "Issued and valid for work", "Closed"]
    rows = [
        {
            "permitNumber": f"BP-{i:05d}",
            "scopeOfWork": _scope(i),
            "statusLabel": statuses[i % 3],  # long labels, three of them: a category
            "applicantNote": f"Applicant {i} asked for a morning visit and a call ahead of time.",
            "feeUsd": 50.0 + i % 400,
        }
        for i in range(N)
    ]
    (root / "schema.json").write_text(json.dumps(schema), encoding="utf-8")
    objects = root / "objects"
    objects.mkdir()
    (objects / "Permits.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8"
    )
    return root / "schema.json", objects


def _import(user_files, out: Path, *flags: str) -> str:
    schema, objects = user_files
    rc, stdout, stderr = gymkit_cli(
        "env", "import", "permits", "--schema", schema, "--objects", objects, "--out", out, *flags
    )
    assert rc == 0, stderr[-2000:]
    return stdout


def test_repeated_free_text_is_text_with_a_warning_naming_both_shares(user_files, tmp_path):
    out = _import(user_files, tmp_path / "snap")
    line = next(x for x in out.splitlines() if "Permits.scopeOfWork may be free text" in x)
    assert f"sentences in {N} records of {N} (100%, prose needs {PROSE_SHARE:.0%})" in line
    assert f"{DISTINCT} distinct of {N} (52%, prose needs {PROSE_DISTINCT:.0%})" in line
    assert "--role Permits.scopeOfWork=prose" in line
    assert re.search(r"\n +scopeOfWork +filterable_text +text \(whole values\)", out)
    env = read_schema(tmp_path / "snap" / "permits" / "schema.json")
    assert env.collection("Permits").prop("scopeOfWork").type == "filterable_text"
    # a category of three long labels is no free text, and prose says why it is prose
    assert "statusLabel may be" not in out
    assert re.search(
        r"\n +applicantNote +searchable_text +prose \(searchable\) .*sentences in 1400 of 1400", out
    )
    assert PROSE_NEAR * N <= DISTINCT < PROSE_DISTINCT * N


def test_the_flag_the_warning_names_makes_it_prose_without_a_warning(user_files, tmp_path):
    out = _import(user_files, tmp_path / "snap", "--role", "Permits.scopeOfWork=prose")
    assert "may be free text" not in out
    env = read_schema(tmp_path / "snap" / "permits" / "schema.json")
    assert env.collection("Permits").prop("scopeOfWork").type == "searchable_text"


def test_the_documented_thresholds_are_the_importers() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "own-environment.md").read_text()
    section = doc[doc.index("#### Which properties are prose") :]
    for share in (PROSE_SHARE, PROSE_DISTINCT, PROSE_NEAR):
        assert f"{share:.0%}" in section
