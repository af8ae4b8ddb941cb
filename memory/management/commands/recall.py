from __future__ import annotations

import json
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from memory.recall.search import LAYERS, recall
from memory.timestamps import parse_timestamp


class Command(BaseCommand):
    help = "Recall for one query (--user, --query) or a batch (--queries FILE.jsonl); prints the API's JSON."

    def add_arguments(self, parser):
        parser.add_argument("--user")
        parser.add_argument("--query")
        parser.add_argument("--queries", help='JSONL: {"id", "user", "query", "as_of"?, "limit"?, "layer"?} a line')
        parser.add_argument("--as-of", dest="as_of")
        parser.add_argument("--limit", type=int, default=10)
        parser.add_argument("--layer", choices=LAYERS)
        parser.add_argument("--history", action="store_true", help="include retired facts")
        parser.add_argument("--json", action="store_true", help="print JSON (the only output format)")

    def handle(self, *args, **options):
        if options["queries"]:
            self._batch(Path(options["queries"]))
            return
        if not options["user"] or not options["query"]:
            raise CommandError("Give --user and --query, or --queries FILE.jsonl.")
        hits = self._recall(
            options["user"], options["query"], options["as_of"], options["limit"], options["layer"], options["history"]
        )
        self.stdout.write(json.dumps({"hits": hits}))

    def _recall(self, username, query, as_of, limit, layer, history=False) -> list[dict]:
        user = self._users.get(username) if hasattr(self, "_users") else None
        if user is None:
            user = get_user_model().objects.filter(username=username).first()
            if user is None:
                raise CommandError(f"No user named {username!r}.")
            self._users = {**getattr(self, "_users", {}), username: user}
        moment = parse_timestamp(as_of) if as_of else None
        if as_of and moment is None:
            raise CommandError(f"--as-of {as_of!r} is not an ISO 8601 timestamp.")
        if layer is not None and layer not in LAYERS:
            raise CommandError(f"layer must be one of {', '.join(LAYERS)}.")
        hits = recall(
            user=user, query=query, layer=layer, as_of=moment, limit=max(1, min(int(limit), 100)), history=history
        )
        return [h.as_json() for h in hits]

    def _batch(self, path: Path) -> None:
        if not path.is_file():
            raise CommandError(f"No file at {path}.")
        with path.open(encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                if not line.strip():
                    continue
                try:
                    spec = json.loads(line)
                    hits = self._recall(
                        spec["user"], spec["query"], spec.get("as_of"), spec.get("limit", 10), spec.get("layer")
                    )
                    self.stdout.write(json.dumps({"id": spec.get("id"), "hits": hits}))
                except (json.JSONDecodeError, KeyError, CommandError, TypeError, ValueError) as error:
                    self.stdout.write(json.dumps({"id": _id(line), "hits": [], "error": f"line {number}: {error}"}))


def _id(line: str):
    try:
        return json.loads(line).get("id")
    except (json.JSONDecodeError, AttributeError):
        return None
