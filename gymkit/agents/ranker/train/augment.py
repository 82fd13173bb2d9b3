"""Variants of the corpus's commands, so that the weights do not learn one writer's habits.

People put a sentence of scene before a request ("The board meets on Monday."), end with a
sign-off, ask politely or curtly, and write in lower case in a chat. The generated sets do some
of this with a few openings; `augment` adds, to a share of the rows, one of many general scene
sentences (no domain, no value: what anyone at a desk might say), a sign-off, or a lowercase
chat form, with the ground truth unchanged. Deterministic: one seeded `random.Random`.
"""

from __future__ import annotations

import random

SCENES = (
    "The board meets on Monday.",
    "A council member asked about this.",
    "I'm preparing the quarterly summary.",
    "Someone from finance called this morning.",
    "We're reviewing last season before the planning meeting.",
    "My manager wants numbers by noon.",
    "I'm answering a question from a journalist.",
    "Our auditor is visiting next week.",
    "I'm putting together slides for the team offsite.",
    "A customer complained on the phone earlier.",
    "The director asked me to double-check something.",
    "We're updating the public website.",
    "I have a meeting with the operations lead at three.",
    "Things have been hectic since the reorganisation.",
    "This is for the annual report appendix.",
    "I'm covering for a colleague who is on leave.",
    "The newsletter goes out on Friday.",
    "Our insurer sent us a questionnaire.",
    "I'm new here and still learning the data.",
    "We got an email from a partner organisation.",
    "Budget season is coming up.",
    "A volunteer asked me about this yesterday.",
    "I'm drafting a memo for the steering group.",
    "The regional office wants an update.",
    "We're trying to spot problems before the inspection.",
    "I need this for a grant application.",
    "Legal asked for a record of this.",
    "We're cleaning up the records this week.",
)
SIGN_OFFS = (
    "Thanks!",
    "Thanks in advance.",
    "Cheers.",
    "Appreciate it.",
    "No rush.",
    "That's all for now.",
)
SHARE = 0.35  # rows that get a variant (added beside the original)


def _chat(command: str) -> str:
    """A lowercase chat form: first letter lowered, final period dropped (values keep case)."""
    out = command[:1].lower() + command[1:]
    return out[:-1] if out.endswith(".") else out


def variant(command: str, rng: random.Random) -> str:
    kind = rng.random()
    if kind < 0.55:
        return f"{rng.choice(SCENES)} {command}"
    if kind < 0.8:
        return f"{command} {rng.choice(SIGN_OFFS)}"
    return _chat(command)


def augment(rows: list[dict], seed: int = 0, share: float = SHARE) -> list[dict]:
    """The rows, and beside a `share` of them a variant with the same ground truth."""
    rng = random.Random(f"ranker-augment-{seed}")
    out = []
    for row in rows:
        out.append(row)
        if rng.random() < share:
            out.append(
                {**row, "query_id": f"{row['query_id']}-v", "command": variant(row["command"], rng)}
            )
    return out
