"""What a clause is about, read by meaning: the bundled sentence encoder and a small linear head.

The rules in extraction.py know the structure of a statement (who speaks, negation, tense, hedges);
this knows its intent when the wording is one the rules have never seen ("halloumi is life",
"Mexican food is my comfort food", "I've come around on cilantro"). A clause is encoded by the
bundled all-MiniLM-L6-v2 (always the bundled one: the head is trained on its vectors) and a
softmax layer gives a probability per intent: a memory category, "forget", or "none".

The head is trained by `manage.py train_intent` on the dev split of bench/data/understanding.tsv
and committed as data/intent_head.json (weights, the corpus's hash, the training settings), so
every machine gives the same answers and the test split stays unseen. If the encoder cannot run,
`read` returns None and extraction falls back to its rules alone.
"""

from __future__ import annotations

import functools
import json
import logging
from collections.abc import Sequence
from pathlib import Path

logger = logging.getLogger(__name__)

HEAD = Path(__file__).parent / "data" / "intent_head.json"
ENCODER = "local/all-MiniLM-L6-v2"
NONE, FORGET = "none", "forget"


@functools.cache
def _head():
    import numpy as np

    data = json.loads(HEAD.read_text())
    return data["labels"], np.array(data["weights"], dtype=np.float32), np.array(data["bias"], dtype=np.float32)


def encode(texts: Sequence[str]):
    from memory.recall.embeddings import _embedder

    return _embedder(ENCODER).embed(list(texts))


def probabilities(vectors) -> list[dict[str, float]]:
    import numpy as np

    labels, weights, bias = _head()
    logits = np.asarray(vectors, dtype=np.float32) @ weights.T + bias
    logits -= logits.max(axis=1, keepdims=True)
    exp = np.exp(logits)
    exp /= exp.sum(axis=1, keepdims=True)
    return [dict(zip(labels, (float(p) for p in row), strict=True)) for row in exp]


def read(clauses: Sequence[str]) -> list[dict[str, float]] | None:
    """For each clause, the probability of each intent; None when the encoder or the head is unavailable."""
    if not clauses:
        return []
    try:
        return probabilities(encode(clauses))
    except Exception:
        logger.warning("the intent reader is unavailable; understanding falls back to its rules", exc_info=True)
        return None


def best(reading: dict[str, float]) -> tuple[str, float]:
    label = max(reading, key=reading.get)
    return label, reading[label]
