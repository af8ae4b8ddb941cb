"""Score the offline coach on the dialogue corpus in bench/data/coach_dialogues.yaml.

    python bench/coach.py [--split dev|test|all] [--show-errors]

Runs every conversation through the offline provider with a stand-in agent loop (no database:
offline_coach/dialogues.py) and prints the share of messages answered with the expected behaviour,
the fallback rate and the behaviours that missed. Conversations alternate dev/test: tune on dev,
report test.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path

import django

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "mise.settings")
django.setup()  # settings only; no database is opened

from offline_coach.dialogues import load, score  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", choices=["dev", "test", "all"], default="test")
    parser.add_argument("--show-errors", action="store_true")
    args = parser.parse_args()
    dialogues = [d for d in load() if args.split == "all" or d.split == args.split]
    started = time.perf_counter()
    result = score(dialogues)
    elapsed = time.perf_counter() - started
    outcomes = result["outcomes"]
    print(f"split={args.split}  conversations={len(dialogues)}  messages={result['messages']}")
    print(f"expected behaviour: {result['expected']:.3f}   fallback rate: {result['fallback']:.3f}")
    print(f"time per message: {1000 * elapsed / max(1, len(outcomes)):.1f} ms")
    missed = Counter("|".join(o.expected) for o in outcomes if not o.ok)
    if missed:
        print("missed by expected kind: " + ", ".join(f"{k} {n}" for k, n in missed.most_common()))
    if args.show_errors:
        for o in outcomes:
            if not o.ok:
                print(f"- [{o.dialogue}] {o.message!r}: {o.problem}")


if __name__ == "__main__":
    main()
