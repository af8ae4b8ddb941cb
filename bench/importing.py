"""Time `manage.py import_history` from the command line, then the workers' vectors, with 1 and 2 workers.

    .venv/bin/python bench/importing.py --locomo                 # LoCoMo's 5,882 turns, a user per conversation
    .venv/bin/python bench/importing.py --turns 30000 --workers 0  # one user, sessions of 40 turns; import only

For each worker count the imported users are removed, the history is imported by the CLI in a
subprocess (wall clock, interpreter start-up included; the benchmark's embedded PostgreSQL under
var/bench/import is already running), then that many Celery worker processes start on the queued
embedding batches and the run waits until every turn that should have a vector has one (with
`--workers 0` the batches stay queued for whichever workers start on that folder next). Synthetic
turns are one to three lines of bench/data/understanding.tsv (seeded: every run writes the same
file), alternating the person and the coach, a session a day. Writes bench/results/importing.json.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from locomo import ROOT, conversation_lines, setup_django


def synthetic(turns: int, user: str = "history", seed: int = 7):
    rows = (ROOT / "bench" / "data" / "understanding.tsv").read_text(encoding="utf-8").splitlines()
    sentences = [row.split("\t")[0] for row in rows if row and not row.startswith("#")]
    rng = random.Random(seed)
    start = datetime(2024, 1, 1, 18, tzinfo=UTC)
    for n in range(turns):
        session, index = divmod(n, 40)
        yield json.dumps(
            {
                "user": user,
                "session": f"s{session}",
                "id": f"t{n}",
                "role": "user" if index % 2 == 0 else "assistant",
                "content": " ".join(rng.sample(sentences, rng.randint(1, 3))),
                "timestamp": (start + timedelta(days=session, minutes=index)).isoformat(),
            }
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--locomo", action="store_true")
    source.add_argument("--turns", type=int)
    parser.add_argument("--data", default=str(ROOT.parent / "shared" / "bench" / "locomo10.json"))
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2], help="0: time the import only")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "importing.json"))
    args = parser.parse_args()
    os.environ["DATA_DIR"] = str(ROOT / "var" / "bench" / "import")
    setup_django()
    from django.contrib.auth import get_user_model

    from memory.log.importer import pending_embeddings
    from memory.models import Turn
    from mise.celery import app

    if args.locomo:
        samples = json.loads(Path(args.data).read_text())
        lines = [line for s in samples for line in conversation_lines(s, f"locomo-{s['sample_id']}")[0]]
    else:
        lines = list(synthetic(args.turns))
    users = sorted({json.loads(line)["user"] for line in lines})
    history = Path(os.environ["DATA_DIR"]) / "history.jsonl"
    history.write_text("\n".join(lines) + "\n", encoding="utf-8")
    python = ROOT / ".venv" / "bin" / "python"
    runs = []
    for workers in args.workers:
        get_user_model().objects.filter(username__in=users).delete()
        app.control.purge()  # batches an earlier run queued but never had embedded
        started = time.perf_counter()
        command = [str(python), "manage.py", "import_history", str(history), "--skip-consolidation"]
        summary = json.loads(subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout)
        run = {"turns": summary["turns_imported"], "workers": workers, "import_seconds": time.perf_counter() - started}
        run["import_turns_per_second"] = round(run["turns"] / run["import_seconds"], 1)
        if workers:
            ids = list(Turn.objects.filter(user__username__in=users).values_list("pk", flat=True))
            wanted = pending_embeddings(ids)  # once, before the clock: the check reads every turn's text
            started = time.perf_counter()
            worker = subprocess.Popen(
                [str(ROOT / ".venv" / "bin" / "celery"), "-A", "mise", "worker", "-l", "warning", "-c", str(workers)],
                cwd=ROOT,
                start_new_session=True,
            )
            try:
                while left := Turn.objects.filter(pk__in=wanted, embedding__isnull=True).count():
                    print(f"{workers} worker(s): {left} turns wait for a vector", file=sys.stderr)
                    time.sleep(2)
            finally:
                os.killpg(worker.pid, signal.SIGTERM)
                worker.wait(timeout=60)
            run["vectors_seconds"] = time.perf_counter() - started  # worker start-up included
            run["vectors_turns_per_second"] = round(len(ids) / run["vectors_seconds"], 1)
        runs.append(run)
        print(json.dumps(run), file=sys.stderr)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(runs, indent=2))
    print(json.dumps(runs, indent=2))


if __name__ == "__main__":
    main()
