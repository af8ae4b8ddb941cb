"""The labelled understanding corpus (bench/data/understanding.tsv): read, split, compared.

Shared by bench/understanding.py (which scores on it) and `manage.py train_intent` (which trains the
intent head on its dev split). Lines alternate dev/test by position, even lines dev.
"""

from __future__ import annotations

from pathlib import Path

from memory.rules import normalize

CORPUS = Path(__file__).resolve().parents[2] / "bench" / "data" / "understanding.tsv"


def load(split: str) -> list[dict]:
    """Rows of one split ("dev", "test" or "all"): text, expected operations, what memory holds."""
    rows = []
    lines = [line for line in CORPUS.read_text().splitlines() if line.strip() and not line.startswith("#")]
    for index, line in enumerate(lines):
        if split != "all" and (index % 2 == 0) != (split == "dev"):
            continue
        text, ops, *context = line.split("\t")
        expected = {"save": [], "forget": [], "everything": False, "confirm": None, "episode": set()}
        for op in ops.split(";"):
            kind, _, rest = op.partition(":")
            category, _, value = rest.partition(":")
            if kind == "forget" and category == "everything":
                expected["everything"] = True
            elif kind in ("save", "forget"):
                expected[kind].append((category, value))
            elif kind == "confirm":
                expected["confirm"] = category
            elif kind == "episode":
                expected["episode"].add(category)
            elif kind != "nothing":
                raise ValueError(f"line {index + 1}: unknown operation {op!r}")
        memory = dict(item.split("=", 1) for item in context[0].split(",")) if context else {}
        rows.append({"text": text, "expected": expected, "memory": memory})
    return rows


def same_value(a: str, b: str) -> bool:
    a, b = normalize(a), normalize(b)
    return bool(a and b) and (a in b or b in a)
