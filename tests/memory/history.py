"""A small imported history shared by the recall and import tests."""

from __future__ import annotations

import json
from datetime import UTC, datetime

AS_OF = datetime(2026, 3, 20, 12, 0, tzinfo=UTC)  # a Friday
HISTORY = [
    ("s1", "t1", "user", "I made a mushroom lasagna for my parents", "2026-03-19T19:00:00Z"),  # yesterday
    ("s1", "t2", "user", "We tried a new ramen shop downtown", "2026-03-17T20:00:00Z"),  # last Tuesday
    ("s2", "t3", "user", "I baked sourdough bread with rye flour", "2026-03-06T09:00:00Z"),  # two weeks ago
    ("s3", "t4", "user", "I cooked a big pot of chili for the game", "2026-01-15T18:00:00Z"),  # in January
    ("s3", "t5", "assistant", "Chili freezes well for up to three months.", "2026-01-15T18:01:00Z"),
    ("s3", "t6", "user", "ok", "2026-01-15T18:02:00Z"),
]


def lines(user="alice", rows=HISTORY):
    return [
        json.dumps({"user": user, "session": s, "id": i, "role": r, "content": c, "timestamp": t})
        for s, i, r, c, t in rows
    ]


CHAT = [
    (
        "c1",
        "k1",
        "user",
        "Sam: Hey! I finally adopted the puppy from the shelter last weekend.",
        "2026-02-01T10:00:00Z",
    ),
    ("c1", "k2", "user", "Alex: Congrats Sam! How is the new puppy settling in at home?", "2026-02-01T10:01:00Z"),
    ("c1", "k3", "user", "Sam: Doing great, learning commands and house training already.", "2026-02-01T10:02:00Z"),
    ("c2", "k4", "user", "Sam: I baked a rye sourdough loaf this morning.", "2026-02-08T09:00:00Z"),
    ("c2", "k5", "user", "Alex: Sam, that sounds delicious, enjoy it.", "2026-02-08T09:01:00Z"),
    ("c2", "k6", "user", "Sam: Thanks Alex, see you soon.", "2026-02-08T09:02:00Z"),
]
