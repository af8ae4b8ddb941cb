"""What a clause is about, read by meaning: the bundled sentence encoder and a small linear head.

The rules in extraction.py know the structure of a statement (who speaks, negation, tense, hedges);
this knows its intent when the wording is one the rules have never seen ("halloumi is life",
"Mexican food is my comfort food", "I've come around on cilantro"). A clause is encoded by the
bundled all-MiniLM-L6-v2 (always the bundled one: the head is trained on its vectors) beside the
clause's own words (tf-idf of word unigrams and bigrams, vocabulary and weights learned on dev, as
scikit-learn's TfidfVectorizer computes them), and a softmax layer gives a probability per intent: a
memory category, "forget", or "none". The words add what the sentence vector blurs ("not", "anymore",
"forget"): 5-fold cross-validation on dev, accuracy 0.761 → 0.795, log-loss 0.669 → 0.599.

The head is trained by `manage.py train_intent` on the dev split of bench/data/understanding.tsv
and committed as data/intent_head.json (weights, the corpus's hash, the training settings), so
every machine gives the same answers and the test split stays unseen. If the encoder cannot run,
`read` returns None and extraction falls back to its rules alone.
"""

from __future__ import annotations

import functools
import json
import logging
import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

logger = logging.getLogger(__name__)

HEAD = Path(__file__).parent / "data" / "intent_head.json"
ENCODER = "local/all-MiniLM-L6-v2"
NONE, FORGET = "none", "forget"


TOKEN = re.compile(r"(?u)\b\w\w+\b")  # scikit-learn's default token pattern
NGRAMS = (1, 2)


@functools.cache
def _head():
    import numpy as np

    data = json.loads(HEAD.read_text())
    words = {term: i for i, term in enumerate(data.get("vocabulary", []))}
    return (
        data["labels"],
        np.array(data["weights"], dtype=np.float32),
        np.array(data["bias"], dtype=np.float32),
        words,
        np.array(data.get("idf", []), dtype=np.float32),
    )


def encode(texts: Sequence[str]):
    from memory.recall.embeddings import _embedder

    return _embedder(ENCODER).embed(list(texts))


def terms(text: str) -> list[str]:
    """The clause's word unigrams and bigrams, as TfidfVectorizer(ngram_range=(1, 2)) makes them."""
    tokens = TOKEN.findall(text.lower())
    return [" ".join(tokens[i : i + n]) for n in range(NGRAMS[0], NGRAMS[1] + 1) for i in range(len(tokens) - n + 1)]


def word_features(texts: Sequence[str], words: dict[str, int], idf):
    """Sublinear tf × idf, L2-normalised, over the head's vocabulary (unknown words count for nothing)."""
    import numpy as np

    out = np.zeros((len(texts), len(words)), dtype=np.float32)
    for row, text in enumerate(texts):
        for term, count in Counter(t for t in terms(text) if t in words).items():
            out[row, words[term]] = 1.0 + np.log(count)
    out *= idf
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    return out / np.where(norms == 0, 1.0, norms)


def probabilities(vectors, texts: Sequence[str] | None = None) -> list[dict[str, float]]:
    import numpy as np

    labels, weights, bias, words, idf = _head()
    features = np.asarray(vectors, dtype=np.float32)
    if words:
        features = np.hstack([features, word_features(texts or [""] * len(features), words, idf)])
    logits = features @ weights.T + bias
    logits -= logits.max(axis=1, keepdims=True)
    exp = np.exp(logits)
    exp /= exp.sum(axis=1, keepdims=True)
    return [dict(zip(labels, (float(p) for p in row), strict=True)) for row in exp]


def read(clauses: Sequence[str]) -> list[dict[str, float]] | None:
    """For each clause, the probability of each intent; None when the encoder or the head is unavailable."""
    if not clauses:
        return []
    try:
        return [dict(reading) for reading in _read(tuple(clauses))]
    except Exception:
        logger.warning("the intent reader is unavailable; understanding falls back to its rules", exc_info=True)
        return None


# A chat turn is read several times (capture, the allergy question, the offline coach, each sentence of a
# request), maybe on different threads: the readings of recent clauses are kept, process-wide. A reading
# depends only on the clauses and the head, so sharing it between users tells no one anything.
@functools.lru_cache(maxsize=512)
def _read(clauses: tuple[str, ...]) -> tuple[tuple[tuple[str, float], ...], ...]:
    return tuple(tuple(reading.items()) for reading in probabilities(encode(clauses), clauses))


def best(reading: dict[str, float]) -> tuple[str, float]:
    label = max(reading, key=reading.get)
    return label, reading[label]
