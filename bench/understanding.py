"""Score the understanding layer on the labelled corpus in bench/data/understanding.tsv.

    python bench/understanding.py [--split dev|test|all] [--show-errors]

Each line: text, the operations it should produce (save:category:value, forget:category:value,
nothing), and optionally what memory holds (diet=vegetarian). Lines alternate dev/test by position
(even lines dev): tune on dev, report test. A predicted save matches an expected one with the same
category when one normalized value contains the other; a forget matches on its value (and category,
when the label names one). Prints per-operation precision and recall, per-category save recall, the
confusion between categories, allergy recall and false protected facts, and false saves on lines
that must produce nothing.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from memory.capture.extraction import extract  # noqa: E402
from memory.rules import ALLERGY, normalize  # noqa: E402

CORPUS = ROOT / "bench" / "data" / "understanding.tsv"


def load(split: str) -> list[dict]:
    rows = []
    lines = [line for line in CORPUS.read_text().splitlines() if line.strip() and not line.startswith("#")]
    for index, line in enumerate(lines):
        if split != "all" and (index % 2 == 0) != (split == "dev"):
            continue
        text, ops, *context = line.split("\t")
        expected = {"save": [], "forget": []}
        for op in ops.split(";"):
            kind, _, rest = op.partition(":")
            if kind in expected:
                category, _, value = rest.partition(":")
                expected[kind].append((category, value))
        memory = dict(item.split("=", 1) for item in context[0].split(",")) if context else {}
        rows.append({"text": text, "expected": expected, "memory": memory})
    return rows


def same_value(a: str, b: str) -> bool:
    a, b = normalize(a), normalize(b)
    return bool(a and b) and (a in b or b in a)


def matches(predicted: tuple[str, str], expected: tuple[str, str], *, any_category: bool = False) -> bool:
    category_ok = any_category or not expected[0] or predicted[0] == expected[0]
    return category_ok and same_value(predicted[1], expected[1])


def score(rows: list[dict], *, show_errors: bool) -> dict:
    counts = Counter()
    per_category = Counter()
    confusion = Counter()
    errors = []
    for row in rows:
        found = extract(row["text"], current_diet=row["memory"].get("diet"))
        predicted = {
            "save": [(c.category, c.value) for c in found.claims],
            "forget": [(f.category or "", f.value or "") for f in found.forgets],
        }
        for kind in ("save", "forget"):
            expected, got = row["expected"][kind], predicted[kind]
            hit_expected = [e for e in expected if any(matches(p, e) for p in got)]
            hit_predicted = [p for p in got if any(matches(p, e) for e in expected)]
            counts[f"{kind}_expected"] += len(expected)
            counts[f"{kind}_found"] += len(hit_expected)
            counts[f"{kind}_predicted"] += len(got)
            counts[f"{kind}_correct"] += len(hit_predicted)
            if kind == "save":
                for e in expected:
                    per_category[(e[0], "expected")] += 1
                    per_category[(e[0], "found")] += int(e in hit_expected)
                    for p in got:
                        if p[0] != e[0] and same_value(p[1], e[1]):
                            confusion[(e[0], p[0])] += 1
                counts["false_protected"] += sum(
                    1 for p in got if p[0] == ALLERGY and not any(matches(p, e) for e in expected)
                )
            if (len(hit_expected) < len(expected) or len(hit_predicted) < len(got)) and show_errors:
                errors.append(f"{kind:6} {row['text']!r}: expected {expected}, got {got}")
        if not row["expected"]["save"] and not row["expected"]["forget"]:
            counts["negatives"] += 1
            counts["negatives_saving"] += int(bool(predicted["save"]))
    return {"counts": counts, "per_category": per_category, "confusion": confusion, "errors": errors}


def ratio(a: int, b: int) -> str:
    return f"{a / b:.3f} ({a}/{b})" if b else "n/a"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=["dev", "test", "all"], default="test")
    parser.add_argument("--show-errors", action="store_true")
    args = parser.parse_args()
    rows = load(args.split)
    result = score(rows, show_errors=args.show_errors)
    c, cat = result["counts"], result["per_category"]
    print(f"{args.split} split: {len(rows)} utterances, {c['negatives']} that must save nothing")
    print(
        f"save    precision {ratio(c['save_correct'], c['save_predicted'])}  recall {ratio(c['save_found'], c['save_expected'])}"
    )
    print(
        f"forget  precision {ratio(c['forget_correct'], c['forget_predicted'])}  recall {ratio(c['forget_found'], c['forget_expected'])}"
    )
    print(
        f"allergy recall {ratio(cat[(ALLERGY, 'found')], cat[(ALLERGY, 'expected')])}; false protected facts {c['false_protected']}"
    )
    print(f"false saves on negatives {ratio(c['negatives_saving'], c['negatives'])}")
    print("save recall by category:")
    for category in sorted({k[0] for k in cat}):
        print(f"  {category:16} {ratio(cat[(category, 'found')], cat[(category, 'expected')])}")
    if result["confusion"]:
        print("confusion (expected -> predicted):")
        for (expected, predicted), n in sorted(result["confusion"].items()):
            print(f"  {expected} -> {predicted}: {n}")
    for line in result["errors"]:
        print("  miss/extra:", line)


if __name__ == "__main__":
    main()
