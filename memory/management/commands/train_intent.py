"""Train the intent head (memory/capture/intent.py) on the dev split of the understanding corpus.

    python manage.py train_intent [--check | --cross-validate]

Each dev utterance is cut into clauses the way extraction cuts them; a clause is labelled with the
operation whose value it names (a category, or "forget"), an utterance of one clause with its only
operation, and every other clause "none". The clauses are encoded by the bundled encoder and a
multinomial logistic regression (scikit-learn, L2, lbfgs: deterministic) is fitted on the sentence
vector beside the clause's word unigrams and bigrams (tf-idf); the vocabulary, idf and weights are
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


def vectorizer():
    from sklearn.feature_extraction.text import TfidfVectorizer

    return TfidfVectorizer(ngram_range=intent.NGRAMS, sublinear_tf=True, token_pattern=intent.TOKEN.pattern)


def features(texts, vectors, words):
    import numpy as np

    return np.hstack([np.asarray(vectors), words.transform(texts).toarray()])


def train() -> dict:
    from sklearn.linear_model import LogisticRegression

    texts, labels = examples()
    words = vectorizer().fit(texts)
    model = LogisticRegression(C=C, max_iter=5000)
    model.fit(features(texts, intent.encode(texts), words), labels)
    vocabulary = sorted(words.vocabulary_, key=words.vocabulary_.get)
    return {
        "encoder": intent.ENCODER,
        "corpus_sha256": hashlib.sha256(CORPUS.read_bytes()).hexdigest(),
        "examples": len(texts),
        "C": C,
        "labels": [str(label) for label in model.classes_],
        "vocabulary": vocabulary,
        "idf": [round(float(v), 5) for v in words.idf_],
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
        from sklearn.model_selection import StratifiedKFold

        texts, labels = examples()
        vectors, truth = np.array(intent.encode(texts)), np.array(labels)
        classes = sorted(set(labels))
        index = np.array([classes.index(label) for label in labels])
        folds = list(StratifiedKFold(5, shuffle=True, random_state=0).split(vectors, truth))
        for with_words in (False, True):
            for c in (4, 16, 64):
                p = np.zeros((len(truth), len(classes)))
                for fit, held in folds:

                    def rows(which, words):
                        chosen = [texts[i] for i in which]
                        return features(chosen, vectors[which], words) if words else vectors[which]

                    words = vectorizer().fit([texts[i] for i in fit]) if with_words else None
                    model = LogisticRegression(C=c, max_iter=5000).fit(rows(fit, words), truth[fit])
                    p[held] = model.predict_proba(rows(held, words))
                log_loss = -np.mean(np.log(p[np.arange(len(index)), index]))
                accuracy = np.mean(p.argmax(axis=1) == index)
                name = "sentence vector + words" if with_words else "sentence vector"
                self.stdout.write(f"{name:24} C={c:<4} log-loss {log_loss:.3f}  accuracy {accuracy:.3f}")
