"""How the generated commands read: lengths, phrasing shares, repeated openings and joints, shapes.

The published ask_mode commands run 44 to 423 characters (the 17 shown average 118, 59 to 236);
a conversational one is one short clause of context and then the request. This report catches
drift toward templates: the most frequent three-word openings (of the command and of each later
sentence or clause, the "joints" where requests are stitched together), how many distinct
sentence shapes there are once values are masked, and how many commands carry wording the
published style never uses (sign-offs, numbered scaffolding, condition lists).

Usage:
    .venv/bin/python benchmarks/bench_style.py                       # generate seeds 0,1,2 (200 objects)
    .venv/bin/python benchmarks/bench_style.py --snapshot data/snapshot [--snapshot other/snapshot]
    .venv/bin/python benchmarks/bench_style.py --seeds 0,5 --objects 1000
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
from collections import Counter
from pathlib import Path

import pyarrow.parquet as pq

SETS = {"ask_mode": "queries.parquet", "search_mode": "search_mode_queries.parquet"}
MONTHS = (
    "January|February|March|April|May|June|July|August|September|October|November|December"
    "|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec"
)
# Wording the published commands do not use (issue #15): sign-offs, stacked personas,
# numbered scaffolding, condition lists, array and property-name echoes, quoted labels.
OFF_STYLE = {
    "sign-off": r"\b(Thanks|Thank you|Appreciate it|No rush|That would help a lot)\b",
    "scaffolding": r"\b(Separately|And finally|On a different note|In addition|Two things|"
    r"Three things|Two requests|Three requests|A couple of things|First, |Second, )",
    "condition list": r"(these (two|three|four|\d) conditions|every one of these:|"
    r"conditions: )",
    "array echo": r"\bamong their\b",
    "name echo": r"\bas the [a-z -]+ name\b|\bas their [a-z ]+\b",
    "greeting": r"^(Hi|Hello|Hey there|Morning|Quick question)\b",
}


def mask(text: str) -> str:
    """A command's shape: values, dates, numbers and names masked, lowercase."""
    s = re.sub(r'"[^"]*"|(?<!\w)\'[^\']*\'(?!\w)', "<q>", text)
    s = re.sub(r"\b\d{4}-\d\d-\d\d\b", "<d>", s)
    s = re.sub(rf"\b({MONTHS})\b", "<m>", s)
    s = re.sub(r"\$?\d[\d,.]*(st|nd|rd|th)?( dollars)?", "<n>", s)
    s = re.sub(r"\b[A-Z]{2,}-<n>", "<code>", s)
    # capitalised words not at a sentence start: names, categories, titles
    s = re.sub(r"(?<=[a-z,;:] )(?!I\b)([A-Z][\w'’-]*)(\s+[A-Z][\w'’-]*)*", "<x>", s)
    return s.lower()


def sentences(text: str) -> list[str]:
    return [p for p in re.split(r"(?<=[.?!])\s+", text) if p]


def clauses(text: str) -> list[str]:
    """Sentences after the first, and clauses after ', and' / ';' / ': ' inside any sentence."""
    out = sentences(text)[1:]
    for s in sentences(text):
        out += [m for m in re.split(r",\s+and\s+|;\s+|:\s+", s)[1:] if m]
    return out


def words3(text: str) -> str:
    return " ".join(mask(text).split()[:3])


def load(snapshots: list[Path]) -> dict[str, list[dict]]:
    rows: dict[str, list[dict]] = {k: [] for k in SETS}
    for snap in snapshots:
        for set_name, fname in SETS.items():
            for f in sorted(snap.glob(f"*/{fname}")):
                rows[set_name] += pq.read_table(f, columns=["command", "phrasing"]).to_pylist()
    return rows


def report(rows: list[dict], title: str, top: int) -> None:
    if not rows:
        return
    cmds = [r["command"] for r in rows]
    lens = sorted(len(c) for c in cmds)
    q = statistics.quantiles(lens, n=10)
    print(f"\n== {title}: {len(cmds)} commands")
    print(
        f"length (chars): min {lens[0]}  p10 {q[0]:.0f}  median {statistics.median(lens):.0f}  "
        f"mean {statistics.mean(lens):.0f}  p90 {q[-1]:.0f}  max {lens[-1]}  "
        f"(published: 44..423; 17 shown mean 118, 59..236)"
    )
    print(f"outside 44..423: {sum(not 44 <= n <= 423 for n in lens)}")
    phr = Counter(r["phrasing"] for r in rows)
    for p, n in sorted(phr.items()):
        ls = [len(r["command"]) for r in rows if r["phrasing"] == p]
        print(
            f"phrasing {p:15s} {n:5d} ({n / len(rows):5.1%})  mean length {statistics.mean(ls):.0f}"
        )
    print("off-style wording (commands holding it):")
    for name, pat in OFF_STYLE.items():
        n = sum(bool(re.search(pat, c)) for c in cmds)
        print(f"  {name:15s} {n:5d} ({n / len(cmds):5.1%})")
    opens = Counter(words3(c) for c in cmds)
    print(f"three-word openings: {len(opens)} distinct; most frequent:")
    for k, n in opens.most_common(top):
        print(f"  {n:4d} ({n / len(cmds):5.1%})  {k}")
    joints = Counter(words3(c) for cmd in cmds for c in clauses(cmd))
    print(
        f"three-word joints (later sentences and clauses): {len(joints)} distinct; most frequent:"
    )
    for k, n in joints.most_common(top):
        print(f"  {n:4d} ({n / len(cmds):5.1%})  {k}")
    shapes = {mask(c) for c in cmds}
    sent_shapes = Counter(mask(s) for c in cmds for s in sentences(c))
    print(
        f"distinct command shapes: {len(shapes)} of {len(cmds)}; distinct sentence shapes: "
        f"{len(sent_shapes)} of {sum(sent_shapes.values())} sentences; "
        f"most repeated sentence shape x{sent_shapes.most_common(1)[0][1]}: "
        f"{sent_shapes.most_common(1)[0][0][:90]}"
    )


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--snapshot", action="append", type=Path, help="a snapshot folder (repeatable)")
    ap.add_argument("--seeds", default="0,1,2", help="seeds to generate when no --snapshot")
    ap.add_argument("--objects", type=int, default=200, help="objects per collection to generate")
    ap.add_argument("--top", type=int, default=12, help="how many openings and joints to list")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench_style_") as tmp:
        snaps = args.snapshot
        if not snaps:
            from gymkit.generate.writer import generate_snapshot

            seeds = [int(s) for s in args.seeds.split(",")]
            snaps = [
                generate_snapshot(Path(tmp) / f"s{s}", seed=s, objects=args.objects, progress=False)
                for s in seeds
            ]
            print(
                f"generated seeds {seeds} at {args.objects} objects per collection", file=sys.stderr
            )
        rows = load(snaps)
        for set_name, rs in rows.items():
            report(rs, set_name, args.top)
            for phrasing in ("explicit", "conversational"):
                sub = [r for r in rs if r["phrasing"] == phrasing]
                opens = Counter(words3(r["command"]) for r in sub)
                if sub:
                    k, n = opens.most_common(1)[0]
                    print(
                        f"  {phrasing}: {len(opens)} distinct openings of {len(sub)}; "
                        f"top '{k}' x{n}"
                    )


if __name__ == "__main__":
    main()
