"""Download `weaviate/QueryAgentGym` from the Hugging Face hub into a snapshot folder.

The dataset repository holds the card's folder layout itself, so the download is a
`huggingface_hub.snapshot_download` of its Parquet, JSON and README files (every config at
once) into a hub cache (`<workspace>/cache/hub`, so a second download of a revision reads the
cache and fetches no file again), then:
1. every file is checked against the hub's checksums (sha256 for LFS files, the git blob id for
   the others); a corrupt file is removed from the cache, so the next attempt fetches it anew;
2. the copy gets the card's README.md `configs:` block if the download has none, and every
   config the card promises must have its files (a missing one is an error);
3. the folder is validated by the same reader as a local copy;
4. only then does it replace the workspace's snapshot; if loading it into DuckDB fails, the
   previous snapshot is put back, so a failed download never costs the gym one had.
Every failure is one line. Offline, it fails within a few seconds with what to do instead (the
`datasets` loader retries for ~23 s here). `HF_ENDPOINT` points it at a mirror. The download is
bounded (`gymkit.sources._bounded`): each file by the size the hub's file listing gives, all of
them by GYMKIT_HUB_MAX_BYTES; past either it stops at once, its partial files are removed and
the previous gym stays.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from gymkit.errors import GymError
from gymkit.sources.folder import SnapshotError

REPO_ID = "weaviate/QueryAgentGym"
PROBE_TIMEOUT_S = 4.0
PATTERNS = ["*.parquet", "*.json", "*.md"]

OFFLINE_HELP = (
    "Use a local copy in the card's layout (`gymkit data --source PATH`) "
    "or gymkit's offline generator (`gymkit data --source generate`)."
)

T = TypeVar("T")


class HubSnapshotError(SnapshotError):
    """A download that is not a usable snapshot, said in one line (the first problem and a count)."""

    def __init__(self, where: str, problems: list[str]):
        self.problems = problems
        more = f" (and {len(problems) - 1} more problem(s))" if len(problems) > 1 else ""
        GymError.__init__(self, f"{where} is not a usable gym snapshot: {problems[0]}{more}")


def endpoint() -> str:
    return os.environ.get("HF_ENDPOINT", "https://huggingface.co").rstrip("/")


def _one_line(e: BaseException, limit: int = 300) -> str:
    text = " ".join(str(e).split())
    return f"{type(e).__name__}: {text[:limit]}{'...' if len(text) > limit else ''}"


def probe(timeout: float = PROBE_TIMEOUT_S) -> None:
    """Fail fast, with the fix, when the hub cannot be reached."""
    import httpx

    if os.environ.get("HF_HUB_OFFLINE", "").lower() in ("1", "true", "yes"):
        raise GymError(f"HF_HUB_OFFLINE is set, so {REPO_ID} cannot be downloaded. {OFFLINE_HELP}")
    url = f"{endpoint()}/api/datasets/{REPO_ID}"
    try:
        httpx.get(url, timeout=timeout, follow_redirects=True)
    except httpx.HTTPError as e:
        raise GymError(
            f"cannot reach the Hugging Face hub at {endpoint()} ({type(e).__name__}); this machine looks offline. {OFFLINE_HELP}"
        ) from None


def _listing(revision: str | None) -> dict[str, int]:
    """Path -> size in bytes of every file the download fetches, from the hub's file listing."""
    from huggingface_hub import HfApi
    from huggingface_hub.utils import filter_repo_objects

    where = f"{REPO_ID}@{revision or 'main'}"
    try:
        tree = HfApi(endpoint=endpoint()).list_repo_tree(
            REPO_ID, repo_type="dataset", revision=revision, recursive=True
        )
        files = [f for f in tree if hasattr(f, "size") and not hasattr(f, "tree_id")]
    except Exception as e:
        hint = "check --revision" if "Revision" in type(e).__name__ else OFFLINE_HELP
        raise GymError(
            f"listing the files of {where} on {endpoint()} failed ({_one_line(e)}). {hint}"
        ) from None
    chosen = filter_repo_objects(files, allow_patterns=PATTERNS, key=lambda f: f.path)
    return {f.path: int(f.size or 0) for f in chosen}


def _fetch(revision: str | None, cache_dir: Path) -> tuple[Path, str]:
    """snapshot_download into the cache, bounded by the file listing's sizes; (the cached
    snapshot folder, its commit sha)."""
    from huggingface_hub import snapshot_download

    from gymkit.sources._bounded import DownloadTooLarge, Limits, bounded_session

    where = f"{REPO_ID}@{revision or 'main'}"
    try:
        limits = Limits(_listing(revision))
        with bounded_session(limits):
            path = snapshot_download(
                repo_id=REPO_ID,
                repo_type="dataset",
                revision=revision,
                cache_dir=str(cache_dir),
                allow_patterns=PATTERNS,
                etag_timeout=PROBE_TIMEOUT_S,
                endpoint=endpoint(),
            )
    except DownloadTooLarge as e:
        _drop_partial_files(cache_dir)
        raise GymError(
            f"downloading {where} from {endpoint()}: {e}; the partial files were removed and "
            "the gym you had is unchanged"
        ) from None
    except GymError:
        raise
    except Exception as e:  # network and hub errors: one line, with the way out
        hint = (
            "check --revision"
            if "Revision" in type(e).__name__
            else f"Files fetched so far stay in {cache_dir}, so running it again resumes. {OFFLINE_HELP}"
        )
        raise GymError(
            f"downloading {where} from {endpoint()} failed ({_one_line(e)}). {hint}"
        ) from None
    return Path(path), Path(path).name


def _drop_partial_files(cache_dir: Path) -> None:
    """Remove the half-downloaded blobs (`*.incomplete`) of a stopped download, so that nothing
    of it is resumed or kept."""
    for partial in Path(cache_dir).rglob("*.incomplete"):
        partial.unlink(missing_ok=True)


def _verify(staged: Path, cached: Path, commit: str) -> None:
    """Compare every downloaded file with the hub's checksums; drop corrupt ones from the cache."""
    from huggingface_hub import HfApi

    try:
        result = HfApi(endpoint=endpoint()).verify_repo_checksums(
            REPO_ID, repo_type="dataset", revision=commit, local_dir=staged
        )
    except Exception as e:
        raise GymError(f"checking {REPO_ID}@{commit[:12]} failed ({_one_line(e)})") from None
    bad = [m["path"] for m in result.mismatches]
    if bad:
        for rel in bad:  # the next attempt downloads these again
            link = cached / rel
            target = link.resolve()
            link.unlink(missing_ok=True)
            if target != link:
                target.unlink(missing_ok=True)
        raise GymError(
            f"{REPO_ID}@{commit[:12]}: {', '.join(bad)} does not match the hub's checksum (corrupted in "
            "transit or on disk); it was removed from the cache, run the download again"
        )


def _stage(staged: Path, revision: str | None, cache_dir: Path) -> str:
    """Download, verify and validate the gym into `staged`; return the source label (with commit)."""
    from gymkit.layout import (
        card_configs,
        card_required_configs,
        missing_configs,
        write_dataset_card,
    )
    from gymkit.sources.folder import open_snapshot

    probe()
    cached, commit = _fetch(revision, cache_dir)
    shutil.rmtree(staged, ignore_errors=True)
    shutil.copytree(cached, staged)  # follows the cache's symlinks: real files
    where = f"{REPO_ID}@{revision or 'main'} ({commit[:12]})"
    try:
        _verify(staged, cached, commit)
        if not card_configs(staged):
            write_dataset_card(staged)
        problems = missing_configs(staged, card_required_configs(staged))
        if problems:
            raise GymError(
                f"{where}: {problems[0]}"
                + (f" (and {len(problems) - 1} more)" if len(problems) > 1 else "")
                + "; this revision does not hold the card's configs, pick another with --revision"
            )
        try:
            open_snapshot(staged)
        except SnapshotError as e:
            raise HubSnapshotError(where, e.problems) from None
    except BaseException:
        shutil.rmtree(staged, ignore_errors=True)
        raise
    return f"hub:{REPO_ID}@{commit}"


def default_cache_dir(dest: Path) -> Path:
    """`<workspace>/cache/hub` for a snapshot at `<workspace>/snapshot`."""
    return Path(dest).parent / "cache" / "hub"


def download_and_load(
    dest: str | Path,
    load: Callable[[Path, str], T],
    revision: str | None = None,
    cache_dir: str | Path | None = None,
) -> T:
    """Download the gym, put it at `dest` and call `load(dest, source_label)`.

    The previous `dest` is kept aside until `load` returns, and put back if anything fails.
    """
    dest = Path(dest)
    staged = dest.with_name(dest.name + ".download")
    label = _stage(staged, revision, Path(cache_dir or default_cache_dir(dest)))
    backup = dest.with_name(dest.name + ".previous")
    shutil.rmtree(backup, ignore_errors=True)
    had = dest.exists()
    if had:
        dest.rename(backup)
    staged.rename(dest)
    try:
        result = load(dest, label)
    except BaseException:
        shutil.rmtree(dest, ignore_errors=True)
        if had:
            backup.rename(dest)
        raise
    shutil.rmtree(backup, ignore_errors=True)
    return result


def download(
    dest: str | Path,
    revision: str | None = None,
    _download=None,
    cache_dir: str | Path | None = None,
) -> Path:
    """Download every config of the gym into `dest` (replaced only once the download is complete and valid)."""
    from gymkit.sources.folder import open_snapshot

    dest = Path(dest)
    if _download is None:
        return download_and_load(dest, lambda d, _: d, revision=revision, cache_dir=cache_dir)
    tmp = dest.with_name(dest.name + ".download")
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        _download(tmp)
    except GymError:
        raise
    except Exception as e:
        shutil.rmtree(tmp, ignore_errors=True)
        raise GymError(f"downloading {REPO_ID} failed ({_one_line(e)}). {OFFLINE_HELP}") from None
    open_snapshot(tmp)  # validate before replacing anything
    shutil.rmtree(dest, ignore_errors=True)
    tmp.rename(dest)
    return dest
