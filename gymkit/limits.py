"""Input limits and text that can be stored: hostile input ends in one line, never a traceback.

Every limit is checked before the input is parsed, so that no input can make gymkit recurse
without bound, convert a 5,000-digit number, or echo a megabyte back in an error message.
The limits (documented in README.md, "Input limits"):

- stdin of `gymkit execute`: at most MAX_STDIN_BYTES; one line of `gymkit plan`: MAX_LINE_BYTES;
- JSON nests at most MAX_JSON_DEPTH arrays and objects deep; a call's `filter_tree` at most
  MAX_FILTER_TREE_DEPTH trees deep;
- a JSON number has at most MAX_NUMBER_DIGITS digits; NaN and Infinity are not JSON;
- a string in a call holds no NUL character and no lone surrogate (text DuckDB cannot store).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator
from itertools import accumulate
from typing import Any, BinaryIO, TextIO

from gymkit.errors import GymError

MAX_STDIN_BYTES = 16 * 2**20
MAX_LINE_BYTES = 4 * 2**20
MAX_JSON_DEPTH = 64
MAX_FILTER_TREE_DEPTH = 30
MAX_NUMBER_DIGITS = 4300  # Python's own limit for converting an int to or from text
MAX_MESSAGE_CHARS = 1000

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_LONG_NUMBER = re.compile("[0-9]{" + str(MAX_NUMBER_DIGITS + 1) + ",}")
_SURROGATE = re.compile("[\ud800-\udfff]")
_LINE_BREAK = re.compile("[\x85\u2028\u2029]")


def _size(n: int) -> str:
    return f"{n / 2**20:.0f} MiB" if n >= 2**20 else f"{n:,} bytes"


def read_limited(stream: TextIO | BinaryIO, limit: int, where: str) -> str:
    """All of `stream` as text, refusing more than `limit` bytes or bytes that are not UTF-8."""
    raw = getattr(stream, "buffer", stream)
    data = raw.read(limit + 1)
    if isinstance(data, bytes):
        if len(data) > limit:
            raise GymError(f"{where}: input is larger than {_size(limit)}; send less")
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise GymError(
                f"{where}: input is not UTF-8 text (byte {e.start}); send UTF-8 JSON"
            ) from None
    if len(data.encode("utf-8", "surrogatepass")) > limit:
        raise GymError(f"{where}: input is larger than {_size(limit)}; send less")
    return data


def check_json_text(text: str, where: str) -> None:
    """GymError when JSON `text` nests too deep or holds a too-long number.

    Checked on the text, before parsing: strings are set aside, then brackets and digits counted.
    """
    bare = _STRING.sub('""', text)
    brackets = _NOT_BRACKET.sub("", bare)
    if len(brackets) > MAX_JSON_DEPTH:
        depth = max(accumulate(1 if c in "[{" else -1 for c in brackets))
        if depth > MAX_JSON_DEPTH:
            raise GymError(
                f"{where}: JSON nested {depth} levels deep; at most {MAX_JSON_DEPTH} are allowed"
            )
    m = _LONG_NUMBER.search(bare)
    if m:
        n = len(m.group())
        raise GymError(
            f"{where}: a number of {n:,} digits; at most {MAX_NUMBER_DIGITS} digits are allowed"
        )


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON value")


def loads(text: str, where: str) -> Any:
    """JSON `text` parsed after the limits are checked; GymError (one line) otherwise."""
    check_json_text(text, where)
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        raise GymError(f"{where}: not valid JSON ({e})") from None
    except (ValueError, RecursionError) as e:
        raise GymError(f"{where}: not valid JSON ({one_line(str(e), 200)})") from None


def read_lines(stream: TextIO | BinaryIO, limit: int, where: str) -> Iterator[str | GymError]:
    """Each line of `stream` as text, or a GymError for a line longer than `limit` bytes or not
    UTF-8 (the rest of such a line is read and dropped, so the next line starts clean)."""
    raw = getattr(stream, "buffer", stream)
    n = 0
    while True:
        line = raw.readline(limit + 1)
        if not line:
            return
        n += 1
        if len(line) > limit and not line.endswith(b"\n" if isinstance(line, bytes) else "\n"):
            while True:  # drop the rest of the long line
                more = raw.readline(2**20)
                if not more or more.endswith(b"\n" if isinstance(more, bytes) else "\n"):
                    break
            yield GymError(f"{where} line {n}: longer than {_size(limit)}; send shorter lines")
            continue
        if isinstance(line, bytes):
            try:
                line = line.decode("utf-8")
            except UnicodeDecodeError as e:
                yield GymError(f"{where} line {n}: not UTF-8 text (byte {e.start})")
                continue
        yield line


def read_json_lines(
    stream: TextIO | BinaryIO, where: str = "stdin", limit: int = MAX_LINE_BYTES
) -> Iterator[Any]:
    """The JSON value of each non-blank line of `stream`, or the GymError that line earned
    (too long, not UTF-8, too deep, not JSON): one bad line does not stop the others."""
    for n, line in enumerate(read_lines(stream, limit, where), 1):
        if isinstance(line, GymError):
            yield line
        elif line.strip():
            try:
                yield loads(line, f"{where} line {n}")
            except GymError as e:
                yield e


def text_problem(s: str) -> str | None:
    """Why `s` cannot be stored as text (a NUL character, a lone surrogate), or None."""
    if "\x00" in s:
        return "holds a NUL character (\\u0000); remove it"
    if s.isascii():
        return None
    m = _SURROGATE.search(s)
    if m:
        return (
            f"holds a lone surrogate (\\u{ord(m.group()):04x}), which is not Unicode text; "
            "send the character it stands for"
        )
    return None


def storable(s: str) -> str:
    """`s` with each lone surrogate written out as the six characters `\\udXXX` (storable)."""
    if s.isascii():
        return s
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", s)


def storable_json(text: str) -> str:
    """JSON text (from json.dumps, ensure_ascii=False) with lone surrogates as literal text."""
    if text.isascii():
        return text
    return _SURROGATE.sub(lambda m: f"\\\\u{ord(m.group()):04x}", text)


def json_line(obj: Any) -> str:
    """One line of JSON for stdout: UTF-8 safe (lone surrogates escaped), NaN written as null,
    and no character that any reader splits lines at (U+0085, U+2028, U+2029 are escaped)."""
    try:
        text = json.dumps(obj, ensure_ascii=False, allow_nan=False)
    except ValueError:  # NaN or Infinity somewhere: write them as null
        text = json.dumps(_finite(obj), ensure_ascii=False)
    return _LINE_BREAK.sub(lambda m: f"\\u{ord(m.group()):04x}", storable_json(text))


def _finite(v: Any) -> Any:
    if isinstance(v, float) and not math.isfinite(v):
        return None
    if isinstance(v, dict):
        return {k: _finite(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_finite(x) for x in v]
    return v


def one_line(message: str, limit: int = MAX_MESSAGE_CHARS) -> str:
    """`message` on one line, at most `limit` characters (longer ones end in '... (N more)')."""
    text = " ".join(storable(message).split())
    if len(text) > limit:
        text = f"{text[:limit]}... ({len(text) - limit:,} more characters)"
    return text


def names_list(names: list[str] | tuple[str, ...], each: int = 60, most: int = 20) -> str:
    """Names for an error message, comma-separated: each cut to `each` characters, at most
    `most` of them ('..., and N more'), so a list of stored runs never floods a terminal."""
    shown = [one_line(str(n), each) for n in names[:most]]
    more = len(names) - len(shown)
    return ", ".join(shown) + (f", and {more:,} more" if more > 0 else "")
