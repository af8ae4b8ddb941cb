from __future__ import annotations

import json
import sys
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from memory.consolidate.consolidation import consolidate_user
from memory.log.importer import import_history


class Command(BaseCommand):
    help = "Import conversation history from JSON Lines (one turn a line), then consolidate it."

    def add_arguments(self, parser):
        parser.add_argument("file", help='JSONL: {"user"?, "session", "id", "role", "content", "timestamp"} a line')
        parser.add_argument("--user", help="the user of lines that do not name one (created if missing)")
        parser.add_argument("--skip-consolidation", action="store_true", help="import only; consolidate later")

    def handle(self, *args, file: str, user: str | None, skip_consolidation: bool, **options):
        path = Path(file)
        if not path.is_file():
            raise CommandError(f"No file at {path}. Give the path of a .jsonl file.")
        with path.open(encoding="utf-8") as lines:
            report = import_history(lines, default_user=user)
        for problem in report.errors[:50]:
            self.stderr.write(problem)
        summary = report.as_json()
        if not skip_consolidation:
            users = get_user_model().objects.filter(username__in=report.users)
            summary["consolidation"] = {u.username: consolidate_user(user=u).counts() for u in users}
        self.stdout.write(json.dumps(summary))
        if report.errors:
            self.stderr.write(
                f"{len(report.errors)} line(s) were not imported; fix them and import again "
                "(lines already imported are skipped)."
            )
            sys.exit(1)
