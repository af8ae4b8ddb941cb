"""The understanding layer, scored on the labelled corpus's test split (bench/understanding.py).

These floors guard what is measured today; the save and forget recall targets of the issue
(0.93 and 0.95) are not met yet and are reported in docs/benchmarks.md rather than asserted.
"""

from __future__ import annotations

import importlib.util

from memory.rules import ALLERGY
from tests.conftest import ROOT

spec = importlib.util.spec_from_file_location("understanding_bench", ROOT / "bench" / "understanding.py")
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


def test_the_corpus_is_split_and_covers_every_operation():
    dev, test = bench.load("dev"), bench.load("test")
    assert len(dev) + len(test) == len(bench.load("all")) and abs(len(dev) - len(test)) <= 1
    for rows in (dev, test):
        assert any(r["expected"]["forget"] for r in rows)
        assert sum(1 for r in rows if not r["expected"]["save"] and not r["expected"]["forget"]) >= 15


def test_on_the_test_split_allergies_are_never_missed_and_nothing_is_saved_falsely():
    result = bench.score(bench.load("test"), show_errors=False)
    counts, per_category = result["counts"], result["per_category"]

    assert per_category[(ALLERGY, "found")] == per_category[(ALLERGY, "expected")] > 0
    assert counts["false_protected"] == 0
    assert counts["negatives_saving"] == 0
    assert counts["save_correct"] / counts["save_predicted"] >= 0.97
    assert counts["save_found"] / counts["save_expected"] >= 0.85
