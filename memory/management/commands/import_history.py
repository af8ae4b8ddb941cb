from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from memory.consolidate.consolidation import Busy, consolidate_user
from memory.log.importer import embed_here, import_history, pending_embeddings, queue_embeddings
from memory.tasks import schedule_consolidation


class Command(BaseCommand):
    help = (
        "Import conversation history from JSON Lines (one turn a line). The turns are durable and "
        "searchable by words when it returns; their vectors and consolidation follow in the Celery "
        "workers, or right here with --wait."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", help='JSONL: {"user"?, "session", "id", "role", "content", "timestamp"} a line')
        parser.add_argument("--user", help="the user of lines that do not name one (created if missing)")
        parser.add_argument(
            "--wait",
            action="store_true",
            help="block, with a progress bar, until every vector exists and "
            "consolidation has run (working alongside any running workers)",
        )
        parser.add_argument("--skip-consolidation", action="store_true", help="import only; consolidate later")

    def handle(self, *args, file: str, user: str | None, wait: bool, skip_consolidation: bool, **options):
        path = Path(file)
        if not path.is_file():
            raise CommandError(f"No file at {path}. Give the path of a .jsonl file.")
        with path.open(encoding="utf-8") as lines:
            report = import_history(lines, default_user=user, embed=False)
        for problem in report.errors[:50]:
            self.stderr.write(problem)
        summary = report.as_json()
        users = list(get_user_model().objects.filter(username__in=report.users))
        if wait:
            summary["turns_embedded"] = self._embed_here(report.turn_ids)
            if not skip_consolidation:
                summary["consolidation"] = {u.username: self._consolidate_here(u) for u in users}
        else:
            summary["embedding_batches_queued"] = queue_embeddings(report.turn_ids)
            if not skip_consolidation:
                for owner in users:
                    schedule_consolidation(owner.pk)
                summary["consolidation"] = "queued"
        summary["seconds_total"] = round(time.monotonic() - self._started, 3)
        self.stdout.write(json.dumps(summary))
        if report.errors:
            self.stderr.write(
                f"{len(report.errors)} line(s) were not imported; fix them and import again "
                "(lines already imported are skipped)."
            )
            sys.exit(1)

    def execute(self, *args, **options):
        self._started = time.monotonic()
        return super().execute(*args, **options)

    def _embed_here(self, turn_ids: list[int]) -> int:
        from tqdm import tqdm

        pending = pending_embeddings(turn_ids)
        with tqdm(total=len(pending), desc="vectors", unit="turn", file=self.stderr._out, disable=not pending) as bar:
            return embed_here(pending, progress=bar.update)

    def _consolidate_here(self, owner) -> dict:
        while True:
            run = consolidate_user(user=owner)
            if not isinstance(run, Busy):
                return run.counts()
            time.sleep(0.5)  # a worker is consolidating this user; wait for it, then finish what is left
