"""A DuckDB file's health: locked by another process, damaged, cut short, or set aside.

Used by the run store and by the gym facade (which attaches the run store read-only), and by
the engine and the run loop: `storage_error` tells an error of a damaged or unreadable file
from a bad query, so that an engine error the file caused is never scored as an agent's."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import duckdb

from gymkit.errors import StorageError
from gymkit.layout import qident, qliteral
from gymkit.limits import one_line


def is_lock_error(e: Exception) -> bool:
    msg = str(e).lower()
    return (
        "could not set lock" in msg
        or "conflicting lock" in msg
        or "being used by another process" in msg
    )


# What DuckDB says of a file that is not (or no longer) a whole database: empty, truncated,
# overwritten, a block whose checksum fails, a database invalidated by such an error. A lock
# held by a writer, or a newer DuckDB's file, says something else.
_DAMAGED = (
    "not a valid duckdb database file",
    "could not read enough bytes",
    "corrupt",
    "checksum",
    "invalid block",
    "database has been invalidated",
)
_STORAGE_ERRORS = ("IOException", "FatalException", "SerializationException")


def is_damaged(e: Exception) -> bool:
    """Whether a DuckDB error says the file itself is damaged (not locked, not a bug)."""
    msg = str(e).lower()
    return any(p in msg for p in _DAMAGED) and not is_lock_error(e)


def storage_error(e: BaseException, db_path: str | Path | None) -> StorageError | None:
    """The one-line StorageError naming the file for a DuckDB error of a damaged or unreadable
    gym database (an IO error, a corrupt block), or None for any other error (a bad query
    stays the caller's)."""
    if isinstance(e, StorageError):
        return e
    if not isinstance(e, duckdb.Error) or is_lock_error(e):
        return None
    if type(e).__name__ not in _STORAGE_ERRORS and not is_damaged(e):
        return None
    where = str(db_path) if db_path else "the gym's database"
    return StorageError(
        f"{where}: the gym's database is damaged or unreadable ({one_line(str(e), 200)}); "
        "rebuild it with `gymkit data` (the same --source and --out), then run again"
    )


_HEADER_BYTES = 3 * 4096  # DuckDB's main header and its two database headers


def truncation(
    con: duckdb.DuckDBPyConnection, path: Path, database: str | None = None
) -> str | None:
    """Why an opened store file is cut short, or None. A half-copied or truncated file opens
    fine and fails only when a table's data is read, so this walks every table's storage
    metadata (milliseconds) and checks that the file holds the last block it names. Not judged
    while a write-ahead log is pending: its blocks are not in the file yet."""
    if path.with_name(path.name + ".wal").exists():
        return None
    db = database or con.execute("SELECT current_database()").fetchone()[0]
    try:
        tables = con.execute(
            "SELECT schema_name, table_name FROM duckdb_tables() WHERE database_name = ?", [db]
        ).fetchall()
        last, block = -1, 0
        for schema, table in tables:
            name = ".".join(qident(x) for x in (db, schema, table))
            row = con.execute(
                f"SELECT max(block_id) FROM pragma_storage_info({qliteral(name)})"
            ).fetchone()
            last = max(last, row[0] if row and row[0] is not None else -1)
        if last >= 0:
            block = con.execute(
                "SELECT block_size FROM pragma_database_size() WHERE database_name = ?", [db]
            ).fetchone()[0]
    except duckdb.Error as e:
        return str(e) if is_damaged(e) else None
    need = _HEADER_BYTES + (last + 1) * int(block or 0)
    size = path.stat().st_size
    return (
        f"the file is {size:,} bytes, its data needs {need:,}"
        if last >= 0 and size < need
        else None
    )


def is_corrupt_block(message: str) -> bool:
    """Whether DuckDB's message says a block failed its checksum: the file opens and is whole,
    but some of its data is damaged (not a cut-short or overwritten file)."""
    return "checksum" in message.lower()


def unreadable(con: duckdb.DuckDBPyConnection) -> str | None:
    """What DuckDB says when a block of an opened store cannot be read (a bad checksum, a
    corrupt block in the middle of the file), or None. Reads every column of every table once,
    hashed so that nothing is kept: milliseconds for a store of a few runs."""
    try:
        tables = con.execute(
            "SELECT schema_name, table_name FROM duckdb_tables() "
            "WHERE database_name = current_database()"
        ).fetchall()
        for schema, table in tables:
            name = ".".join(qident(x) for x in (schema, table))
            con.execute(f"SELECT count(*), max(hash(COLUMNS(*))) FROM {name}").fetchall()
    except duckdb.Error as e:
        return str(e) if is_damaged(e) else None
    return None


def set_aside(path: Path, why: str) -> Path | None:
    """Move a damaged run store (and its WAL) to `<name>.corrupt-<time>`, warning in one line;
    the next run starts a new store. None when another process moved it first."""
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    try:
        os.replace(path, target)
    except FileNotFoundError:
        return None
    wal = path.with_name(path.name + ".wal")
    if wal.exists():
        os.replace(wal, target.with_name(target.name + ".wal"))
    print(
        f"gymkit: warning: {path} is damaged ({one_line(why, 200)}); set aside as {target.name}, "
        "a new run store starts empty",
        file=sys.stderr,
    )
    return target
