"""A snapshot folder as a Hugging Face dataset repository: the card's README.md `configs:` block.

With it, the card's own usage code runs on any snapshot gymkit writes, offline, with the folder's
path in place of the repo id: `load_dataset("data/snapshot", "ask_mode", split="test")`.
The configs are derived from what is in the folder (one source of truth, `dataset_configs`):
ask_mode (the default), search_mode, edge_case_1, environments, query_sets and one
`<environment>_<Collection>` config per collection, each with its files as a `test` split.
"""

from __future__ import annotations

import fnmatch
from pathlib import Path

import yaml

from gymkit.errors import GymError
from gymkit.layout._folders import environment_ids
from gymkit.layout._names import QUERY_FILES
from gymkit.schema import SchemaError, read_schema

CARD = "README.md"
SPLIT = "test"
DEFAULT_CONFIG = "ask_mode"

_BODY = """\
# Query Agent Gym snapshot

A snapshot in the layout of the Query Agent Gym card (weaviate/QueryAgentGym), written by gymkit.
Each config below is a `test` split; load one with the folder's path in place of the repo id:

```python
from datasets import load_dataset

queries = load_dataset("path/to/this/folder", "ask_mode", split="test")
```
"""


def collection_config(environment: str, collection: str) -> str:
    """The card's name for the objects of one collection: `public-transit_TransitRoutes`."""
    return f"{environment}_{collection}"


def dataset_configs(snapshot_dir: str | Path) -> dict[str, list[str]]:
    """Every config the folder holds, in the card's order, mapped to its files (relative, POSIX).

    A query set appears only when at least one environment has its file (a v1 snapshot has only
    ask_mode); collections come from each environment's schema.json.
    """
    root = Path(snapshot_dir)
    envs = environment_ids(root)
    configs: dict[str, list[str]] = {}
    for name, fname in QUERY_FILES.items():
        files = [f"{e}/{fname}" for e in envs if (root / e / fname).is_file()]
        if files:
            configs[name] = files
    for name in ("environments", "query_sets"):
        if (root / f"{name}.parquet").is_file():
            configs[name] = [f"{name}.parquet"]
    for e in envs:
        try:
            env = read_schema(root / e / "schema.json", env_id=e)
        except SchemaError:
            continue  # open_snapshot reports it; the card lists what can be read
        for c in env.collections:
            path = f"{e}/objects/{c.name}.parquet"
            if (root / path).is_file():
                configs[collection_config(e, c.name)] = [path]
    return configs


def _split_card(text: str) -> tuple[dict, str]:
    """(front matter, body) of a README.md; ({}, text) when it has no YAML front matter."""
    if text.startswith("---\n"):
        end = text.find("\n---", 4)
        if end >= 0:
            meta = yaml.safe_load(text[4:end]) or {}
            if isinstance(meta, dict):
                return meta, text[end + 4 :].lstrip("\n")
    return {}, text


def write_dataset_card(snapshot_dir: str | Path) -> Path:
    """Write (or update) the folder's README.md so `datasets.load_dataset(folder, config)` works.

    Only the `configs` key of an existing front matter is replaced; other keys and the body stay.
    ask_mode is the default config; a snapshot without queries (imported environments only)
    takes its first config as the default.
    Deterministic: the same folder gives the same bytes.
    """
    root = Path(snapshot_dir)
    configs = dataset_configs(root)
    if not configs:
        raise GymError(f"{root}: no snapshot files here to write a dataset card for")
    # ask_mode is the default; environments imported without queries have none yet
    default = DEFAULT_CONFIG if DEFAULT_CONFIG in configs else next(iter(configs))
    card = root / CARD
    meta, body = _split_card(card.read_text(encoding="utf-8")) if card.is_file() else ({}, "")
    meta.setdefault("pretty_name", "Query Agent Gym")
    meta["configs"] = [
        {
            "config_name": name,
            **({"default": True} if name == default else {}),
            "data_files": [{"split": SPLIT, "path": files}],
        }
        for name, files in configs.items()
    ]
    front = yaml.safe_dump(meta, sort_keys=False, allow_unicode=True, width=1000)
    card.write_text(f"---\n{front}---\n\n{body or _BODY}", encoding="utf-8")
    return card


def card_configs(snapshot_dir: str | Path) -> dict[str, list[str]] | None:
    """The configs the folder's README.md declares (config -> `test` file patterns), None if none."""
    card = Path(snapshot_dir) / CARD
    if not card.is_file():
        return None
    try:
        meta, _ = _split_card(card.read_text(encoding="utf-8"))
    except yaml.YAMLError as e:
        raise GymError(f"{card}: front matter is not valid YAML ({e})") from None
    entries = meta.get("configs")
    if not isinstance(entries, list):
        return None
    out: dict[str, list[str]] = {}
    for entry in entries:
        if not isinstance(entry, dict) or "config_name" not in entry:
            continue
        patterns: list[str] = []
        data_files = entry.get("data_files") or []
        if isinstance(data_files, (str, dict)):
            data_files = [data_files]
        for item in data_files:
            path = item.get("path") if isinstance(item, dict) else item
            patterns += [path] if isinstance(path, str) else list(path or [])
        out[str(entry["config_name"])] = patterns
    return out


def missing_configs(snapshot_dir: str | Path, required: list[str]) -> list[str]:
    """Problems with the folder's card: a required config it does not declare, or a declared
    config none of whose files are in the folder. One short phrase per problem."""
    root = Path(snapshot_dir)
    declared = card_configs(root) or {}
    files = [p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()]
    problems = [f"config {name} is not in {CARD}" for name in required if name not in declared]
    for name, patterns in declared.items():
        absent = [p for p in patterns if not fnmatch.filter(files, p)]
        if absent:
            problems.append(f"config {name} has no {', '.join(absent)}")
    return problems


def card_required_configs(snapshot_dir: str | Path) -> list[str]:
    """The configs the card promises for this folder's environments: the three query sets,
    environments, query_sets and one per collection (collections read from schema.json)."""
    root = Path(snapshot_dir)
    required = [*QUERY_FILES, "environments", "query_sets"]
    for e in environment_ids(root):
        try:
            env = read_schema(root / e / "schema.json", env_id=e)
        except SchemaError:
            continue
        required += [collection_config(e, c.name) for c in env.collections]
    return required
