"""LoCoMo retrieval benchmark for Mise's recall.

Imports each LoCoMo conversation as one user (sessions keep their dates, turns keep their dia_id as
external id) through the same bulk importer as `manage.py import_history`, then asks every question
as of the day after the last session and maps the hits back to dia_ids. Reports turn recall@5,
recall@10 and NDCG@10 for categories 1-4 together and 5 separately, for Mise's hybrid recall and, in
the same run over the same turns, full-text-only, vector-only and a plain BM25 baseline; plus import
throughput and recall latency.

With --layers default each conversation is also consolidated (memories and episodes made from its
turns, as `manage.py consolidate` does) and asked with every layer, as the chat, the API and MCP ask;
a memory or an episode counts for the turn it came from. The fusion's weights are tuned on the even
conversations (--half tune) and reported on the odd ones (--half report).

    .venv/bin/python bench/locomo.py [--data ../shared/bench/locomo10.json] [--limit-conversations N]
        [--layers raw|default] [--half all|tune|report] [--reuse] [--fit-ranker]

--fit-ranker fits the turn ranker's weights (TURN_RANKER in memory/recall/search.py) on the chosen half's
questions and prints them instead of measuring.

The data set stays in ../shared (CC BY-NC 4.0); it is never copied into the project. The benchmark
uses its own embedded database under var/bench (or DATABASE_URL).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import statistics
import sys
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def setup_django() -> None:
    os.environ.setdefault("DATA_DIR", str(ROOT / "var" / "bench"))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "mise.settings")
    os.environ.setdefault("CONSOLIDATE_AFTER_TURN", "0")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def parse_session_date(text: str) -> datetime:
    # e.g. "1:56 pm on 8 May, 2023"
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def conversation_lines(sample: dict, username: str, prefix: str = "") -> tuple[list[str], datetime]:
    conv = sample["conversation"]
    lines, last = [], None
    sessions = sorted((int(k.split("_")[1]), k) for k in conv if re.fullmatch(r"session_\d+", k))
    for number, key in sessions:
        start = parse_session_date(conv[f"{key}_date_time"])
        for index, turn in enumerate(conv[key]):
            text = turn["text"]
            if turn.get("blip_caption"):
                text += f" [shares a photo: {turn['blip_caption']}]"
            moment = start + timedelta(minutes=index)
            last = moment if last is None or moment > last else last
            lines.append(
                json.dumps(
                    {
                        "user": username,
                        "session": f"{prefix}session_{number}",
                        "id": prefix + turn["dia_id"],
                        "role": "user",
                        "content": f"{turn['speaker']}: {text}",
                        "timestamp": moment.isoformat(),
                    }
                )
            )
    return lines, last


def evidence_ids(qa: dict) -> set[str]:
    ids = set()
    for entry in qa.get("evidence", []):
        ids |= {part.strip() for part in re.split(r"[;,]", entry) if re.fullmatch(r"D\d+:\d+", part.strip())}
    return ids


def recall_at(ranked: list[str], relevant: set[str], k: int) -> float:
    return len(set(ranked[:k]) & relevant) / len(relevant)


def ndcg_at(ranked: list[str], relevant: set[str], k: int) -> float:
    dcg = sum(1 / math.log2(i + 2) for i, rid in enumerate(ranked[:k]) if rid in relevant)
    ideal = sum(1 / math.log2(i + 2) for i in range(min(len(relevant), k)))
    return dcg / ideal if ideal else 0.0


class BM25:
    """Okapi BM25 over the same turns, for an outside baseline."""

    def __init__(self, docs: dict[str, str], k1: float = 1.5, b: float = 0.75) -> None:
        self.tokens = {doc_id: self._tok(text) for doc_id, text in docs.items()}
        self.avg = statistics.mean(len(t) for t in self.tokens.values())
        df = Counter(term for toks in self.tokens.values() for term in set(toks))
        n = len(self.tokens)
        self.idf = {t: math.log(1 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}
        self.k1, self.b = k1, b

    @staticmethod
    def _tok(text: str) -> list[str]:
        return re.findall(r"[a-z0-9]+", text.lower())

    def rank(self, query: str, k: int = 10) -> list[str]:
        terms = self._tok(query)
        scores = {}
        for doc_id, toks in self.tokens.items():
            tf = Counter(toks)
            score = sum(
                self.idf.get(t, 0)
                * tf[t]
                * (self.k1 + 1)
                / (tf[t] + self.k1 * (1 - self.b + self.b * len(toks) / self.avg))
                for t in terms
                if t in tf
            )
            if score:
                scores[doc_id] = score
        return sorted(scores, key=scores.get, reverse=True)[:k]


def ranker_training_pairs(user, sample: dict, as_of: datetime, negatives: int = 15) -> list[tuple]:
    """(features of an evidence turn, features of a turn that is not) for each question, among the
    candidates recall ranks (those of the question's time window too, where it has one), each evidence
    turn paired with up to `negatives` of the others, drawn with a fixed seed."""
    import random

    from memory.models import Turn
    from memory.recall.embeddings import embed_query
    from memory.recall.search import Scope, _candidates, _windowed, _z, query_terms, query_words, turn_features
    from memory.recall.timeparse import time_window

    draw, pairs = random.Random(0), []
    for qa in sample["qa"]:
        relevant, question = evidence_ids(qa), qa["question"]
        if not relevant:
            continue
        vector, window = embed_query(question), time_window(question, as_of)
        for since, until in [(None, None)] + ([window] if window else []):
            scope = Scope(
                user, as_of, since, until, False, tuple(query_words(question)), vector, tuple(query_terms(question))
            )
            turns = _windowed(Turn.objects.filter(user=user), "created_at", scope)
            rows = _candidates(turns, scope, weighted=True, fields=("content", "external_id"))
            if not rows:
                continue
            lexical, similarity = _z([r[1] for r in rows]), _z([r[2] or 0.0 for r in rows])
            features = [
                (turn_features(zl, zs, row[3], row[4]), row[5] in relevant)
                for row, zl, zs in zip(rows, lexical, similarity, strict=True)
            ]
            others = [f for f, hit in features if not hit]
            for evidence in (f for f, hit in features if hit):
                pairs += [(evidence, other) for other in draw.sample(others, min(negatives, len(others)))]
    return pairs


def fit_ranker(pairs: list[tuple]) -> list[float]:
    """Weights under which an evidence turn outranks the others: logistic regression on the pairs'
    differences (both orders, no intercept), features standardised, strongly regularised (C = 0.01)."""
    import numpy as np
    from sklearn.linear_model import LogisticRegression

    features = np.array([f for pair in pairs for f in pair], dtype=float)
    spread = features.std(axis=0) + 1e-9
    differences = np.array([np.subtract(a, b) for a, b in pairs], dtype=float) / spread
    x = np.vstack([differences, -differences])
    y = np.r_[np.ones(len(differences)), np.zeros(len(differences))]
    model = LogisticRegression(C=0.01, max_iter=3000, fit_intercept=False).fit(x, y)
    return [round(float(w), 3) for w in model.coef_[0] / spread]


def percentiles(values: list[float]) -> dict:
    ordered = sorted(values)
    return {"p50": round(statistics.median(ordered), 1), "p95": round(ordered[int(0.95 * len(ordered)) - 1], 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "bench" / "locomo10.json"))
    parser.add_argument("--limit-conversations", type=int, default=0)
    parser.add_argument("--big-questions", type=int, default=400, help="latency queries against the all-in-one user")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "locomo.json"))
    parser.add_argument("--layers", choices=["raw", "default"], default="raw")
    parser.add_argument("--half", choices=["all", "tune", "report"], default="all")
    parser.add_argument("--reuse", action="store_true", help="keep users an earlier run imported and consolidated")
    parser.add_argument("--derived-weight", type=float, help="try another DERIVED_WEIGHT (tune half only)")
    parser.add_argument(
        "--fit-ranker", action="store_true", help="fit TURN_RANKER on the conversations' turns and stop"
    )
    args = parser.parse_args()
    setup_django()
    if args.derived_weight is not None:
        from memory.recall import search

        search.DERIVED_WEIGHT = args.derived_weight

    from django.contrib.auth import get_user_model

    from memory.consolidate.consolidation import consolidate_user
    from memory.log.importer import import_history
    from memory.models import Turn
    from memory.recall.embeddings import embed_query
    from memory.recall.search import Scope, _candidates, query_terms, query_words, recall

    samples = json.loads(Path(args.data).read_text())
    if args.limit_conversations:
        samples = samples[: args.limit_conversations]
    if args.half != "all":
        samples = samples[0 if args.half == "tune" else 1 :: 2]
    methods = ["hybrid", "fulltext", "vector", "bm25"] + (["default"] if args.layers == "default" else [])
    rows = {name: {method: [] for method in methods} for name in ("1-4", "5")}
    latencies, default_latencies, imported, import_seconds, consolidate_seconds = [], [], 0, 0.0, 0.0
    ranker_pairs: list[tuple[list[float], list[float]]] = []
    for sample in samples:
        username = f"locomo-{sample['sample_id']}"
        lines, last = conversation_lines(sample, username)
        existing = get_user_model().objects.filter(username=username).first()
        if args.reuse and existing and Turn.objects.filter(user=existing).count() == len(lines):
            user = existing
        else:
            get_user_model().objects.filter(username=username).delete()
            report = import_history(lines)
            imported += report.imported
            import_seconds += report.seconds
            user = get_user_model().objects.get(username=username)
            print(f"{username}: {report.imported} turns in {report.seconds:.1f}s", file=sys.stderr)
            if args.layers == "default":
                started = time.perf_counter()
                consolidate_user(user=user)
                consolidate_seconds += time.perf_counter() - started
        as_of = (last + timedelta(days=1)).replace(hour=0, minute=0)
        if args.fit_ranker:
            ranker_pairs += ranker_training_pairs(user, sample, as_of)
            continue
        docs = dict(Turn.objects.filter(user=user).values_list("external_id", "content"))
        external = dict(Turn.objects.filter(user=user).values_list("pk", "external_id"))
        bm25 = BM25(docs)
        for qa in sample["qa"]:
            relevant = evidence_ids(qa)
            if not relevant:
                continue
            group = "5" if qa["category"] == 5 else "1-4"
            question = qa["question"]
            started = time.perf_counter()
            hits = recall(user=user, query=question, as_of=as_of, limit=10, layer="raw")
            latencies.append((time.perf_counter() - started) * 1000)
            vector = embed_query(question)
            scope = Scope(
                user, as_of, None, None, False, tuple(query_words(question)), vector, tuple(query_terms(question))
            )
            candidates = _candidates(Turn.objects.filter(user=user), scope, weighted=True)
            ranked = {
                "hybrid": [h.source["external_id"] for h in hits],
                "fulltext": [external[pk] for pk, lex, *_ in sorted(candidates, key=lambda c: -c[1]) if lex][:10],
                "vector": [external[pk] for pk, _, sim, _ in sorted(candidates, key=lambda c: -(c[2] or 0))][:10],
                "bm25": bm25.rank(question),
            }
            if args.layers == "default":
                started = time.perf_counter()
                hits = recall(user=user, query=question, as_of=as_of, limit=10, query_vector=vector)
                default_latencies.append((time.perf_counter() - started) * 1000)
                ranked["default"] = [h.source["external_id"] for h in hits]
            for name, ids in ranked.items():
                rows[group][name].append(
                    (recall_at(ids, relevant, 5), recall_at(ids, relevant, 10), ndcg_at(ids, relevant, 10))
                )

    if args.fit_ranker:
        print(json.dumps({"TURN_RANKER": fit_ranker(ranker_pairs), "pairs": len(ranker_pairs)}))
        return

    # Latency at the size the target names: every conversation imported as one user (5,882 turns).
    big_latencies, big_turns = [], 0
    if args.big_questions:
        big = "locomo-all"
        get_user_model().objects.filter(username=big).delete()
        lines = [line for sample in samples for line in conversation_lines(sample, big, f"{sample['sample_id']}/")[0]]
        import_history(lines)
        user = get_user_model().objects.get(username=big)
        big_turns = Turn.objects.filter(user=user).count()
        for question in [qa["question"] for sample in samples for qa in sample["qa"]][: args.big_questions]:
            started = time.perf_counter()
            recall(user=user, query=question, as_of=datetime(2024, 1, 1, tzinfo=UTC), limit=10, layer="raw")
            big_latencies.append((time.perf_counter() - started) * 1000)

    results = {
        "conversations": len(samples),
        "turns": imported,
        "half": args.half,
        "import_turns_per_second": round(imported / import_seconds, 1) if import_seconds else None,
        "consolidate_seconds": round(consolidate_seconds, 1),
        "recall_latency_ms": percentiles(latencies),
        "recall_latency_ms_default_layers": percentiles(default_latencies) if default_latencies else None,
        "recall_latency_ms_one_user": (
            {"turns": big_turns, "queries": len(big_latencies), **percentiles(big_latencies)} if big_latencies else None
        ),
        "metrics": {},
    }
    for group, by_method in rows.items():
        for method, values in by_method.items():
            if values:
                results["metrics"].setdefault(group, {})[method] = {
                    "questions": len(values),
                    "recall@5": round(statistics.mean(v[0] for v in values), 3),
                    "recall@10": round(statistics.mean(v[1] for v in values), 3),
                    "ndcg@10": round(statistics.mean(v[2] for v in values), 3),
                }
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(results, indent=2))
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
