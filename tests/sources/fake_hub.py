"""A Hugging Face hub on 127.0.0.1 that serves one dataset repository, for the download tests.

It answers what `huggingface_hub.snapshot_download` (2.4.0) asks of a dataset repo:
- `GET /api/datasets/{repo}` and `/api/datasets/{repo}/revision/{rev}`: repo info (`sha`, `siblings`);
- `GET /api/datasets/{repo}/tree/{rev}?recursive=...`: the file list with git blob ids and, for
  Parquet files (stored in LFS on the hub), `lfs.oid` (sha256) and `lfs.size`;
- `HEAD` / `GET /datasets/{repo}/resolve/{rev}/{path}`: the file, with the headers the client
  checks: `X-Repo-Commit`, `ETag` (git blob id, or `X-Linked-Etag` = sha256 for LFS files),
  `X-Linked-Size` / `Content-Length`, and `Range` requests answered with 206.
Unknown revisions and paths answer 404 with the hub's `X-Error-Code`. Every request is logged
(`hub.requests`), and a file can be served corrupt (same size, other bytes), have its download
cut midway (`hub.drop[path] = "once"` or `"always"`), or be answered with an endless stream of
zeros, announced as 50 GiB or not announced at all (`hub.oversize[path] = "announced"` or
`"unannounced"`); `hub.zeros_sent` counts the zeros that went out.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

from gymkit.sources.hub import REPO_ID

LFS_SUFFIXES = (".parquet",)
GITATTRIBUTES = b"*.parquet filter=lfs diff=lfs merge=lfs -text\n"


def git_blob_id(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


@dataclass
class Commit:
    sha: str
    files: dict[str, bytes]

    def entry(self, path: str) -> dict:
        data = self.files[path]
        e = {"type": "file", "oid": git_blob_id(data), "size": len(data), "path": path}
        if path.endswith(LFS_SUFFIXES):
            e["lfs"] = {
                "oid": hashlib.sha256(data).hexdigest(),
                "size": len(data),
                "pointerSize": 134,
            }
        return e


@dataclass
class FakeHub:
    repo_id: str = REPO_ID
    refs: dict[str, str] = field(default_factory=dict)  # branch or tag -> commit sha
    commits: dict[str, Commit] = field(default_factory=dict)
    requests: list[tuple[str, str]] = field(default_factory=list)
    corrupt: set[str] = field(default_factory=set)
    drop: dict[str, str] = field(default_factory=dict)  # path -> "once" | "always"
    oversize: dict[str, str] = field(default_factory=dict)  # path -> "announced" | "unannounced"
    zeros_sent: int = 0
    _dropped: set[str] = field(default_factory=set)

    # -- content ---------------------------------------------------------------------------

    def add_revision(
        self, folder: Path, refs: tuple[str, ...] = ("main",), skip: tuple[str, ...] = ()
    ) -> str:
        """Serve `folder` as a commit (files matching a `skip` glob left out); return its sha."""
        folder = Path(folder)
        files = {".gitattributes": GITATTRIBUTES}
        for p in sorted(folder.rglob("*")):
            rel = p.relative_to(folder).as_posix()
            if p.is_file() and not rel.startswith(".") and not any(p.match(s) for s in skip):
                files[rel] = p.read_bytes()
        h = hashlib.sha1()
        for path, data in files.items():
            h.update(path.encode() + b"\0" + git_blob_id(data).encode())
        sha = h.hexdigest()
        self.commits[sha] = Commit(sha, files)
        for r in refs:
            self.refs[r] = sha
        return sha

    def resolve(self, rev: str) -> Commit | None:
        sha = self.refs.get(rev, rev)
        return self.commits.get(sha)

    def file_downloads(self) -> list[str]:
        """Paths of the file GETs the server has answered (not HEADs, not API calls)."""
        return [p for m, p in self.requests if m == "GET" and "/resolve/" in p]

    # -- server ----------------------------------------------------------------------------

    def __enter__(self) -> FakeHub:
        hub = self

        class Handler(_Handler):
            pass

        Handler.hub = hub
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    hub: FakeHub

    def log_message(self, *args: object) -> None:  # quiet
        pass

    # -- helpers ---------------------------------------------------------------------------

    def _send(self, status: int, body: bytes = b"", headers: dict | None = None) -> None:
        self.send_response(status)
        for k, v in (headers or {}).items():
            self.send_header(k, str(v))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _json(self, obj: object, headers: dict | None = None) -> None:
        self._send(
            200, json.dumps(obj).encode(), {"Content-Type": "application/json", **(headers or {})}
        )

    def _error(self, status: int, code: str, message: str, commit: str | None = None) -> None:
        headers = {"X-Error-Code": code, "X-Error-Message": message}
        if commit:
            headers["X-Repo-Commit"] = commit
        self._send(status, json.dumps({"error": message}).encode(), headers)

    # -- routes ----------------------------------------------------------------------------

    def do_HEAD(self) -> None:
        self._route()

    def do_GET(self) -> None:
        self._route()

    def _route(self) -> None:
        path = urlsplit(self.path).path
        self.hub.requests.append((self.command, path))
        repo = re.escape(self.hub.repo_id)
        if m := re.fullmatch(rf"/api/datasets/{repo}(?:/revision/([^/]+))?", path):
            return self._repo_info(unquote(m.group(1) or "main"))
        if m := re.fullmatch(rf"/api/datasets/{repo}/tree/([^/]+)(/.*)?", path):
            return self._tree(unquote(m.group(1)))
        if m := re.fullmatch(rf"/datasets/{repo}/resolve/([^/]+)/(.+)", path):
            return self._resolve(unquote(m.group(1)), unquote(m.group(2)))
        self._error(404, "RepoNotFound", f"Repository not found: {path}")

    def _repo_info(self, rev: str) -> None:
        commit = self.hub.resolve(rev)
        if commit is None:
            return self._error(404, "RevisionNotFound", f"Invalid rev id: {rev}")
        self._json(
            {
                "_id": "fake",
                "id": self.hub.repo_id,
                "author": self.hub.repo_id.split("/")[0],
                "sha": commit.sha,
                "lastModified": "2026-11-01T00:00:00.000Z",
                "private": False,
                "gated": False,
                "disabled": False,
                "downloads": 0,
                "likes": 0,
                "tags": [],
                "siblings": [{"rfilename": p} for p in commit.files],
            }
        )

    def _tree(self, rev: str) -> None:
        commit = self.hub.resolve(rev)
        if commit is None:
            return self._error(404, "RevisionNotFound", f"Invalid rev id: {rev}")
        folders = sorted(
            {"/".join(p.split("/")[:i]) for p in commit.files for i in range(1, p.count("/") + 1)}
        )
        entries = [{"type": "directory", "oid": "0" * 40, "size": 0, "path": f} for f in folders]
        self._json(entries + [commit.entry(p) for p in commit.files])

    def _resolve(self, rev: str, path: str) -> None:
        commit = self.hub.resolve(rev)
        if commit is None:
            return self._error(404, "RevisionNotFound", f"Invalid rev id: {rev}")
        if path not in commit.files:
            return self._error(404, "EntryNotFound", f"{path} does not exist", commit.sha)
        data = commit.files[path]
        entry = commit.entry(path)
        headers = {
            "X-Repo-Commit": commit.sha,
            "ETag": f'"{entry["oid"]}"',
            "Accept-Ranges": "bytes",
        }
        if "lfs" in entry:
            headers |= {"X-Linked-Etag": f'"{entry["lfs"]["oid"]}"', "X-Linked-Size": len(data)}
        if self.command == "HEAD":
            return self._send(200, data, headers)  # Content-Length of the file, no body
        if path in self.hub.corrupt:
            mid = len(data) // 2
            data = data[:mid] + bytes(b ^ 0xFF for b in data[mid : mid + 16]) + data[mid + 16 :]
        start = 0
        if m := re.fullmatch(r"bytes=(\d+)-", self.headers.get("Range", "")):
            start = int(m.group(1))
            headers["Content-Range"] = f"bytes {start}-{len(data) - 1}/{len(data)}"
        if path in self.hub.oversize:
            return self._zeros(self.hub.oversize[path] == "announced", headers)
        body = data[start:]
        mode = self.hub.drop.get(path)
        if mode and (mode == "always" or path not in self.hub._dropped):
            first = path not in self.hub._dropped
            self.hub._dropped.add(path)
            if first:  # headers and half the body, then the connection goes away
                self.send_response(206 if start else 200)
                for k, v in headers.items():
                    self.send_header(k, str(v))
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body[: len(body) // 2])
                self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(2)
            return
        self._send(206 if start else 200, body, headers)

    def _zeros(self, announced: bool, headers: dict) -> None:
        """Zeros until the client goes away, under `Content-Length: 50 GiB` or no length."""
        self.send_response(200)
        for k, v in headers.items():
            self.send_header(k, str(v))
        if announced:
            self.send_header("Content-Length", str(50 * 2**30))
        else:
            self.send_header("Connection", "close")  # the body ends when the connection does
        self.end_headers()
        self.close_connection = True
        chunk = bytes(64 * 1024)
        try:
            while True:
                self.wfile.write(chunk)
                self.hub.zeros_sent += len(chunk)
        except OSError:  # the client stopped reading and closed the connection
            pass


_GENERATED: dict[str, Path] = {}


def generated_gym(base: Path) -> Path:
    """A generated gym (all five environments, 50 objects per collection), made once per test
    session under `base` (pytest's tmp_path_factory.getbasetemp())."""
    from gymkit.generate.writer import generate_snapshot

    if "gym" not in _GENERATED:
        _GENERATED["gym"] = generate_snapshot(
            Path(base) / "generated-gym", seed=0, objects=50, progress=False
        )
    return _GENERATED["gym"]
