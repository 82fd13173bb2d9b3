"""Download `weaviate/QueryAgentGym` from the Hugging Face hub into a snapshot folder.

The dataset repository holds the card's folder layout itself, so the download is a
`huggingface_hub.snapshot_download` of its Parquet and JSON files (every config at once),
validated by the same reader as a local copy. Offline, it fails within a few seconds with a
message that says what to do instead (the `datasets` loader retries for ~23 s here).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from gymkit.errors import GymError

REPO_ID = "weaviate/QueryAgentGym"
PROBE_TIMEOUT_S = 4.0

OFFLINE_HELP = (
    "Use a local copy in the card's layout (`gymkit data --source PATH`) "
    "or gymkit's offline generator (`gymkit data --source generate`)."
)


def endpoint() -> str:
    return os.environ.get("HF_ENDPOINT", "https://huggingface.co").rstrip("/")


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


def download(dest: str | Path, revision: str | None = None, _download=None) -> Path:
    """Download every config of the gym into `dest` (replaced only once the download is complete and valid)."""
    from gymkit.sources.folder import open_snapshot

    dest = Path(dest)
    tmp = dest.with_name(dest.name + ".download")
    shutil.rmtree(tmp, ignore_errors=True)
    if _download is None:
        probe()
        from huggingface_hub import snapshot_download

        def _download(local_dir: Path) -> None:
            snapshot_download(
                repo_id=REPO_ID,
                repo_type="dataset",
                revision=revision,
                local_dir=str(local_dir),
                allow_patterns=["*.parquet", "*.json", "*.md"],
                etag_timeout=PROBE_TIMEOUT_S,
            )

    try:
        _download(tmp)
    except GymError:
        raise
    except Exception as e:  # network and hub errors: one line, with the way out
        shutil.rmtree(tmp, ignore_errors=True)
        raise GymError(
            f"downloading {REPO_ID} failed ({type(e).__name__}: {e}). {OFFLINE_HELP}"
        ) from None
    open_snapshot(tmp)  # validate before replacing anything
    shutil.rmtree(dest, ignore_errors=True)
    tmp.rename(dest)
    return dest
