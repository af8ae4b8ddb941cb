"""Train the intent head (memory/capture/intent.py) on the dev split of the understanding corpus.

    python manage.py train_intent [--check | --cross-validate]

Each dev utterance is cut into clauses the way extraction cuts them; a clause is labelled with the
operation whose value it names (a category, or "forget"), an utterance of one clause with its only
operation, and every other clause "none". The clauses are encoded by the bundled encoder and a
multinomial logistic regression (scikit-learn, L2, lbfgs: deterministic) is fitted; the weights are
written to memory/capture/data/intent_head.json with the corpus hash. `--check` retrains and fails
if the committed head differs; `--cross-validate` prints 5-fold log-loss and accuracy on dev for a
range of regularisation strengths, which is how C was chosen (the test split is never read).
"""

from __future__ import annotations

import hashlib
import json

from django.core.management.base import BaseCommand, CommandError

from memory.capture import intent
from memory.capture.corpus import CORPUS, load
from memory.capture.extraction import clauses
from memory.rules import normalize

C = 16.0  # inverse regularisation strength, chosen by 5-fold cross-validation on dev (log-loss)


def examples() -> tuple[list[str], list[str]]:
    texts, labels = [], []
    for row in load("dev"):
        ops = [(category, value) for category, value in row["expected"]["save"]]
        ops += [(intent.FORGET, value) for _, value in row["expected"]["forget"]]
        if row["expected"]["everything"]:
            ops.append((intent.FORGET, ""))
        parts = [clause for clause, _ in clauses(row["text"])] or [row["text"].lower()]
        for clause in parts:
            named = [
                label for label, value in ops if value and normalize(value) and normalize(value) in normalize(clause)
            ]
            if not named and len(parts) == 1 and ops:
                named = [ops[0][0]]
            texts.append(clause)
            labels.append(named[0] if named else intent.NONE)
    return texts, labels


def train() -> dict:
    from sklearn.linear_model import LogisticRegression

    texts, labels = examples()
    vectors = intent.encode(texts)
    model = LogisticRegression(C=C, max_iter=3000)
    model.fit(vectors, labels)
    return {
        "encoder": intent.ENCODER,
        "corpus_sha256": hashlib.sha256(CORPUS.read_bytes()).hexdigest(),
        "examples": len(texts),
        "C": C,
        "labels": [str(label) for label in model.classes_],
        "weights": [[round(float(w), 5) for w in row] for row in model.coef_],
        "bias": [round(float(b), 5) for b in model.intercept_],
    }


class Command(BaseCommand):
    help = "Train the intent head on the dev split of bench/data/understanding.tsv."

    def add_arguments(self, parser):
        parser.add_argument("--check", action="store_true", help="fail if the committed head is out of date")
        parser.add_argument("--cross-validate", action="store_true", help="compare regularisation strengths on dev")

    def handle(self, *args, check: bool = False, cross_validate: bool = False, **options):
        if cross_validate:
            self._cross_validate()
            return
        head = train()
        if check:
            committed = json.loads(intent.HEAD.read_text())
            if committed["corpus_sha256"] != head["corpus_sha256"]:
                raise CommandError("the corpus changed since the head was trained: run manage.py train_intent")
            drift = max(
                abs(a - b)
                for ra, rb in zip(committed["weights"], head["weights"], strict=True)
                for a, b in zip(ra, rb, strict=True)
            )
            if drift > 1e-3:
                raise CommandError(f"the committed head differs from a fresh training (max weight drift {drift:.5f})")
            self.stdout.write("the committed intent head matches a fresh training")
            return
        intent.HEAD.write_text(json.dumps(head, separators=(",", ":")) + "\n")
        self.stdout.write(f"trained on {head['examples']} clauses, labels {', '.join(head['labels'])}: {intent.HEAD}")

    def _cross_validate(self) -> None:
        import numpy as np
        from sklearn.linear_model import LogisticRegression
        from sklearn.model_selection import StratifiedKFold, cross_val_predict

        texts, labels = examples()
        vectors, truth = np.array(intent.encode(texts)), np.array(labels)
        classes = sorted(set(labels))
        index = np.array([classes.index(label) for label in labels])
        for c in (4, 16, 64, 256):
            folds = StratifiedKFold(5, shuffle=True, random_state=0)
            p = cross_val_predict(
                LogisticRegression(C=c, max_iter=3000), vectors, truth, cv=folds, method="predict_proba"
            )
            log_loss = -np.mean(np.log(p[np.arange(len(index)), index]))
            accuracy = np.mean(p.argmax(axis=1) == index)
            self.stdout.write(f"C={c:<4} log-loss {log_loss:.3f}  accuracy {accuracy:.3f}")
