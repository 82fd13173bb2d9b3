"""The builders of the blind readings' environments (tests/data/build_terse_env.py for v1 and v2,
build_terse_env_v3 ... v48) share their export code (tests/data/_terse_export.py) and still
write, byte for byte, what each reading read: the files' SHA-256 were taken from the builders
before they shared it (the copies the readers ran in /work/blind42vN write the same bytes)."""

from __future__ import annotations

import hashlib
import importlib
import json
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[1] / "data"
sys.path.insert(0, str(DATA))
HASHES = json.loads((DATA / "terse_env_hashes.json").read_text())


@pytest.mark.parametrize("version", [1, *range(3, 49)])
def test_a_reading_s_environment_is_built_byte_for_byte(version: int, tmp_path: Path) -> None:
    builder = importlib.import_module("build_terse_env" + ("" if version == 1 else f"_v{version}"))
    builder.build(tmp_path)
    got = {
        f"v{version}/{'/'.join(f.relative_to(tmp_path).parts)}": hashlib.sha256(
            f.read_bytes()
        ).hexdigest()
        for f in sorted(tmp_path.rglob("*"))
        if f.is_file()
    }
    want = {k: v for k, v in HASHES.items() if k.startswith(f"v{version}/")}
    assert got == want
