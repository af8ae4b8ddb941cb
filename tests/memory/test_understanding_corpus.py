"""The understanding layer, scored on the labelled corpus's test split (bench/understanding.py).

The floors guard what is measured today (docs/benchmarks.md); the issue's targets (save recall 0.93,
allergy recall 0.99 with no false protected fact, false saves at most 1 %) are not met yet and are
reported there rather than asserted — raise a floor whenever a change lifts the number.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json

from memory.capture import intent
from memory.capture.corpus import CORPUS
from tests.conftest import ROOT

spec = importlib.util.spec_from_file_location("understanding_bench", ROOT / "bench" / "understanding.py")
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)


def test_the_corpus_is_large_split_and_covers_every_operation():
    dev, test = bench.load("dev"), bench.load("test")
    assert len(dev) + len(test) >= 1200 and abs(len(dev) - len(test)) <= 1
    for rows in (dev, test):
        expected = [r["expected"] for r in rows]
        categories = {category for e in expected for category, _ in e["save"]}
        assert categories >= {"allergy", "diet", "abstract_like", "abstract_dislike", "cuisine", "cooking_style"}
        assert categories >= {"dietary_goal", "kitchen"}
        assert any(e["forget"] for e in expected) and any(e["everything"] for e in expected)
        assert {e["confirm"] for e in expected} >= {"yes", "no", "unclear"}
        assert set().union(*(e["episode"] for e in expected)) >= {"decision", "meal", "incident"}
        negatives = [e for e in expected if not e["save"] and not e["forget"] and not e["everything"]]
        assert len(negatives) >= 150


def test_the_committed_intent_head_was_trained_on_this_corpus():
    head = json.loads(intent.HEAD.read_text())
    assert head["corpus_sha256"] == hashlib.sha256(CORPUS.read_bytes()).hexdigest(), "run manage.py train_intent"
    assert head["encoder"] == intent.ENCODER and "none" in head["labels"]


def test_the_heads_word_features_are_what_the_vectorizer_it_was_trained_with_computes():
    import numpy as np

    from memory.management.commands.train_intent import examples, vectorizer

    texts = examples()[0]
    fitted = vectorizer().fit(texts)
    _, _, _, words, idf = intent._head()
    assert list(words) == sorted(fitted.vocabulary_, key=fitted.vocabulary_.get)
    probe = [*texts[:40], "I can't stand okra, never could", "qwzx only unknown words", ""]
    assert np.abs(fitted.transform(probe).toarray() - intent.word_features(probe, words, idf)).max() < 1e-4


def test_on_the_test_split_understanding_holds_its_measured_floors():
    figures = bench.summary(bench.score(bench.load("test"), show_errors=False))

    # the measured figures on the whole test split (docs/benchmarks.md), below the targets; each round's
    # new lines hold cases the layer misses, so whole-split figures can fall while the earlier lines improve
    assert figures["save_precision"] >= 0.885  # 0.895 after the fifteenth round (0.838 on its new test lines)
    assert figures["save_recall"] >= 0.78
    # 0.731 after the fifteenth round (0.625 on its new test lines); 0.721 with the nineteenth's first five sets (their
    # new test lines' forgets found at 0.00–1.00 when written), 0.733 at its end, 0.750 at the twentieth's end, 0.757 at
    # the twenty-first's, 0.746 at the twenty-fourth's; 0.737 at the twenty-fifth's (its new test lines' forgets found at
    # 0.33–0.41 when written; the earlier lines 0.746 → 0.756)
    assert figures["forget_recall"] >= 0.73
    # 0.798 at the twentieth round's end, 0.800 at the twenty-first's, 0.781 at the twenty-fourth's; 0.778 at the
    # twenty-fifth's (its new lines' diet changes found 14 of 23 when written; the earlier lines 0.781 → 0.792); 0.766
    # at the twenty-ninth's (its new lines' diet changes found 8 of 15 when written; the earlier lines 0.770 → 0.776)
    assert figures["diet_change_recall"] >= 0.76
    # 0.968 on the 785-line split; harder confirmations were added since (0.926 at the twentieth round's end, 0.932 at
    # the twenty-first's)
    assert figures["yes_no_accuracy"] >= 0.91
    assert figures["allergy_recall"] >= 0.87
    # an allergy neither saved nor asked about (10 before the thirteenth round, 12 after it, 13 after the fourteenth:
    # one more on the lines before it, none on its new ones; 15 with the sixteenth's first and third sets, one on the
    # new test lines of each; 16 with the seventeenth's: 15 on the lines before it, one on its new lines; 24 with the
    # eighteenth's seven sets, whose test halves dropped 8 when written — totals only, as test lines are not read;
    # 26 with the nineteenth's: 25 on the lines before it (the retrained intent head no longer asks about one; with the
    # earlier head the same rules drop 24) and one on its new lines; 28 with the twentieth's: 23 on the lines before it
    # and 5 on its new ones; 28 with the twenty-first's: 27 on the lines before it, the retrained head asking about one
    # more, and one on its new ones; 30 with the twenty-second's first four sets: 28 on the lines before it, 2 on its
    # new ones, one in each of two sets' test halves when written; 31 with the twenty-fourth's: its new lines drop none,
    # and the intent head retrained on its dev halves no longer asks about one earlier line — found by scoring with the
    # head before it swapped in; after its eighth set it was two, after its ninth one again; 29 with the twenty-sixth's:
    # 28 on the lines before it, the reactions only an allergy gives now saved, and one on its new ones; 30 with the
    # twenty-eighth's: 29 on the lines before it, as before, and one on its new test lines when written; 26 with the
    # twenty-ninth's: its new lines drop none, and a near miss, a tingling mouth and chestnuts are now saved)
    assert figures["allergy_dropped"] <= 26
    # 11 before the thirteenth round's new test lines, 14 after the fourteenth, 15 with the fifteenth's (one on its new
    # lines, as before its fixes); 18 with the twentieth's (13 on the lines before it, as before; 5 on its new ones); 24
    # with the twenty-first's (18 on the lines before it, as before; 6 on its new ones, 7 with the code before the round);
    # 27 with the twenty-fourth's (three on its new test lines when written, none on the lines before it); 30 with the
    # twenty-fifth's (two on its new test lines when written; 28 on the lines before it: the intent head retrained on
    # the clauses a new split makes reads one more as an allergy — with the head before it, 27); 31 with the
    # twenty-sixth's (29 on the lines before it, two on its new test lines when written); 32 with the twenty-seventh's
    # (31 on the lines before it, as before; one on its new test lines when written); 30 with the twenty-eighth's (the
    # milk a lactose intolerance is named with, and a relative's allergy, no longer kept as the speaker's); 31 with the
    # twenty-ninth's (30 on the lines before it, as before; one on its new test lines when written)
    assert figures["false_protected"] <= 31
    assert figures["false_save_rate"] <= 0.03


def test_the_bench_scores_the_extraction_model_on_the_same_lines(extraction_model):
    stub = extraction_model('{"claims": [{"category": "allergy", "value": "shellfish"}], "forgets": []}')
    allergy = {"text": "shellfish makes me swell up", "expected": {**_nothing(), "save": [("allergy", "shellfish")]}}
    negative = {"text": "what's for dinner?", "expected": _nothing()}

    figures = bench.summary(
        bench.score([{**allergy, "memory": {}}, {**negative, "memory": {}}], show_errors=False, model=True)
    )

    assert len(stub.requests) == 2  # every line went to the model, not to the built-in layer
    assert figures["allergy_recall"] == 1.0 and figures["save_precision"] == 0.5
    assert figures["false_save_rate"] == 1.0  # the model saved the same allergy from the negative line


def test_a_model_output_the_schema_rejects_counts_as_nothing_found(extraction_model):
    extraction_model("I think they like shellfish")
    row = {"text": "I'm allergic to shellfish", "expected": {**_nothing(), "save": [("allergy", "shellfish")]}}

    result = bench.score([{**row, "memory": {}}], show_errors=False, model=True)

    assert result["counts"]["model_discarded"] == 1 and bench.summary(result)["save_recall"] == 0.0


def _nothing() -> dict:
    return {"save": [], "forget": [], "everything": False, "confirm": None, "episode": set()}
