"""Score the understanding layer on the labelled corpus in bench/data/understanding.tsv.

    python bench/understanding.py [--split dev|test|all] [--show-errors] [--model]

--model scores COACH_EXTRACTION_MODEL (any litellm model; its key and COACH_API_BASE from the
environment, as the app reads them) instead of the built-in layer: the same lines, the same counts;
an output the schema rejects counts as nothing found and is reported. Confirmations and episodes
are the built-in layer's in both modes (the model extracts saves and forgets only).

Each line: text, the operations it should produce, and optionally what memory holds
(diet=vegetarian). Operations: save:category:value, forget:category:value (forget:everything: for
"forget everything"), confirm:yes|no|unclear (the line is a reply to "Should I ...?"),
episode:decision|meal|incident, or nothing. Lines alternate dev/test by position (even lines dev):
tune on dev, report test. A predicted save matches an expected one with the same category when one
normalized value contains the other; a forget matches on its value (and category, when the label
names one). Prints per-operation precision and recall, per-category save recall, the confusion
between categories, allergy recall and false protected facts, the allergies not saved that the chat
asks about and those silently dropped, diet changes, yes/no, episodes, and
false saves on lines that must produce nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from pathlib import Path

import django
from django.conf import settings

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "mise.settings")
django.setup()  # settings only (the policy file, the model folder); no database is opened

from memory.capture.confirmation import confirmation  # noqa: E402
from memory.capture.corpus import load, same_value  # noqa: E402
from memory.capture.extraction import Extraction, allergies_to_ask, extract  # noqa: E402
from memory.capture.model_extraction import extract_with_model  # noqa: E402
from memory.capture.policy import EPISODE_KINDS, classify  # noqa: E402
from memory.rules import ALLERGY, DIET  # noqa: E402


def matches(predicted: tuple[str, str], expected: tuple[str, str]) -> bool:
    """Same category (unless either leaves it open: a forget by value acts in every category) and value;
    a forget of a whole category ("forget my diet") has no value on either side."""
    category_ok = not expected[0] or not predicted[0] or predicted[0] == expected[0]
    if not expected[1] and not predicted[1]:
        return category_ok and bool(expected[0])
    return category_ok and same_value(predicted[1], expected[1])


def by_model(counts: Counter):
    """An extractor that asks COACH_EXTRACTION_MODEL, counting the outputs it had to discard."""

    def run(text: str, *, current_diet: str | None = None) -> Extraction:
        found, why = extract_with_model(text, current_diet=current_diet)
        if found is None:
            counts["model_discarded"] += 1
            counts[f"model_discarded: {why}"] += 1
        return found or Extraction()

    return run


def score(rows: list[dict], *, show_errors: bool, model: bool = False) -> dict:
    counts = Counter()
    extractor = by_model(counts) if model else extract
    per_category = Counter()
    confusion = Counter()
    errors = []
    for row in rows:
        text, expected_ops = row["text"], row["expected"]
        found = extractor(text, current_diet=row["memory"].get("diet"))
        predicted = {
            "save": [(c.category, c.value) for c in found.claims],
            "forget": [(f.category or "", f.value or "") for f in found.forgets],
        }
        for kind in ("save", "forget"):
            expected, got = expected_ops[kind], predicted[kind]
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
                # an allergy not saved must not pass silently: the chat asks about what the safety net hears
                heard = allergies_to_ask(text)
                if not any(e[0] == ALLERGY for e in expected):  # a question where no allergy was said
                    counts["allergy_asked_needlessly"] += int(any(not m.sure for m in heard))
                for e in expected:
                    if e[0] == ALLERGY and e not in hit_expected:
                        asked = any(same_value(m.value, e[1]) or same_value(m.allergen, e[1]) for m in heard)
                        counts["allergy_asked" if asked else "allergy_dropped"] += 1
            if (len(hit_expected) < len(expected) or len(hit_predicted) < len(got)) and show_errors:
                errors.append(f"{kind:8} {text!r}: expected {expected}, got {got}")
        if row["memory"].get("diet") or any(e[0] == DIET for e in expected_ops["forget"]):
            diet_ops = [e for e in expected_ops["save"] + expected_ops["forget"] if e[0] == DIET]
            got = predicted["save"] + predicted["forget"]
            counts["diet_change_expected"] += len(diet_ops)
            counts["diet_change_found"] += sum(1 for e in diet_ops if any(matches(p, e) for p in got))
        counts["everything_expected"] += int(expected_ops["everything"])
        counts["everything_predicted"] += int(found.forget_everything)
        counts["everything_correct"] += int(expected_ops["everything"] and found.forget_everything)
        if expected_ops["confirm"]:
            said = confirmation(text)
            counts[f"confirm_{expected_ops['confirm']}_expected"] += 1
            counts[f"confirm_{said}_predicted"] += 1
            counts[f"confirm_{said}_correct"] += int(said == expected_ops["confirm"])
            if said != expected_ops["confirm"] and show_errors:
                errors.append(f"confirm  {text!r}: expected {expected_ops['confirm']}, got {said}")
        episodes = set(classify(text).episodes)
        for kind in EPISODE_KINDS:
            if kind == "tool_call":
                continue
            counts[f"episode_{kind}_expected"] += int(kind in expected_ops["episode"])
            counts[f"episode_{kind}_predicted"] += int(kind in episodes)
            counts[f"episode_{kind}_correct"] += int(kind in episodes and kind in expected_ops["episode"])
        if episodes - {"tool_call"} != expected_ops["episode"] and show_errors:
            errors.append(f"episode  {text!r}: expected {sorted(expected_ops['episode'])}, got {sorted(episodes)}")
        if not expected_ops["save"] and not expected_ops["forget"] and not expected_ops["everything"]:
            counts["negatives"] += 1
            counts["negatives_saving"] += int(bool(predicted["save"]))
    return {"counts": counts, "per_category": per_category, "confusion": confusion, "errors": errors}


def ratio(a: int, b: int) -> str:
    return f"{a / b:.3f} ({a}/{b})" if b else "n/a"


def summary(result: dict) -> dict[str, float]:
    """The test-split figures the targets are stated in, as fractions (1.0 when nothing was expected)."""
    c, cat = result["counts"], result["per_category"]
    share = lambda a, b: a / b if b else 1.0  # noqa: E731
    confirm_right = sum(c[f"confirm_{k}_correct"] for k in ("yes", "no", "unclear"))
    confirm_all = sum(c[f"confirm_{k}_expected"] for k in ("yes", "no", "unclear"))
    return {
        "save_precision": share(c["save_correct"], c["save_predicted"]),
        "save_recall": share(c["save_found"], c["save_expected"]),
        "forget_precision": share(c["forget_correct"], c["forget_predicted"]),
        "forget_recall": share(
            c["forget_found"] + c["everything_correct"], c["forget_expected"] + c["everything_expected"]
        ),
        "diet_change_recall": share(c["diet_change_found"], c["diet_change_expected"]),
        "yes_no_accuracy": share(confirm_right, confirm_all),
        "allergy_recall": share(cat[(ALLERGY, "found")], cat[(ALLERGY, "expected")]),
        "allergy_dropped": c["allergy_dropped"],
        "false_protected": c["false_protected"],
        "false_save_rate": share(c["negatives_saving"], c["negatives"]) if c["negatives"] else 0.0,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=["dev", "test", "all"], default="test")
    parser.add_argument("--show-errors", action="store_true")
    parser.add_argument("--model", action="store_true", help="score COACH_EXTRACTION_MODEL instead")
    args = parser.parse_args()
    if args.model and not settings.COACH_EXTRACTION_MODEL:
        parser.error("--model needs COACH_EXTRACTION_MODEL set (a litellm model name)")
    rows = load(args.split)
    result = score(rows, show_errors=args.show_errors, model=args.model)
    c, cat = result["counts"], result["per_category"]
    who = f"COACH_EXTRACTION_MODEL={settings.COACH_EXTRACTION_MODEL}" if args.model else "built-in layer"
    print(f"{args.split} split ({who}): {len(rows)} utterances, {c['negatives']} that must save nothing")
    if args.model:
        print(f"model outputs discarded: {c['model_discarded']}")
        for key in sorted(k for k in c if k.startswith("model_discarded: ")):
            print(f"  {key.removeprefix('model_discarded: ')}: {c[key]}")
    print(
        f"save     precision {ratio(c['save_correct'], c['save_predicted'])}  recall {ratio(c['save_found'], c['save_expected'])}"
    )
    print(
        f"forget   precision {ratio(c['forget_correct'] + c['everything_correct'], c['forget_predicted'] + c['everything_predicted'])}"
        f"  recall {ratio(c['forget_found'] + c['everything_correct'], c['forget_expected'] + c['everything_expected'])}"
    )
    print(f"diet change recall {ratio(c['diet_change_found'], c['diet_change_expected'])}")
    print(
        f"allergy recall {ratio(cat[(ALLERGY, 'found')], cat[(ALLERGY, 'expected')])}; false protected facts {c['false_protected']}"
    )
    print(
        f"allergies not saved: {c['allergy_asked']} asked about (the chat asks before saving), "
        f"{c['allergy_dropped']} silently dropped; asked where no allergy was said: {c['allergy_asked_needlessly']} lines"
    )
    print(f"false saves on negatives {ratio(c['negatives_saving'], c['negatives'])}")
    for answer in ("yes", "no", "unclear"):
        print(
            f"confirm {answer:8} precision {ratio(c[f'confirm_{answer}_correct'], c[f'confirm_{answer}_predicted'])}"
            f"  recall {ratio(c[f'confirm_{answer}_correct'], c[f'confirm_{answer}_expected'])}"
        )
    for kind in ("decision", "meal", "incident"):
        print(
            f"episode {kind:8} precision {ratio(c[f'episode_{kind}_correct'], c[f'episode_{kind}_predicted'])}"
            f"  recall {ratio(c[f'episode_{kind}_correct'], c[f'episode_{kind}_expected'])}"
        )
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
