"""Bulk import of conversation history (JSON Lines), idempotent: turns keep their timestamps and ids."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from django.contrib.auth import get_user_model
from django.db import connection, transaction

from memory import services
from memory.models import Conversation, Turn
from memory.timestamps import parse_timestamp

logger = logging.getLogger(__name__)

CHUNK = 2000


@dataclass
class ImportReport:
    users: set[str] = field(default_factory=set)
    conversations: int = 0
    imported: int = 0
    skipped: int = 0
    embedded: int = 0
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0
    turn_ids: list[int] = field(default_factory=list)  # the turns this import wrote

    def as_json(self) -> dict:
        return {
            "users": sorted(self.users),
            "conversations": self.conversations,
            "turns_imported": self.imported,
            "turns_already_present": self.skipped,
            "turns_embedded": self.embedded,
            "invalid_lines": len(self.errors),
            "seconds": round(self.seconds, 3),
            "turns_per_second": round(self.imported / self.seconds, 1) if self.seconds else None,
        }


@dataclass(frozen=True)
class Row:
    user: str
    session: str
    id: str
    role: str
    content: str
    timestamp: object


def parse_lines(lines: Iterable[str], *, default_user: str | None, report: ImportReport) -> Iterator[Row]:
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as error:
            report.errors.append(f"line {number}: not valid JSON ({error.msg})")
            continue
        problem = _problem(data, default_user)
        if problem:
            report.errors.append(f"line {number}: {problem}")
            continue
        yield Row(
            str(data.get("user") or default_user),
            str(data["session"]),
            str(data["id"]),
            data["role"],
            data["content"],
            parse_timestamp(data["timestamp"]),
        )


def _problem(data, default_user) -> str | None:
    if not isinstance(data, dict):
        return "expected a JSON object"
    missing = [k for k in ("session", "id", "role", "content", "timestamp") if data.get(k) in (None, "")]
    if missing:
        return f"missing {', '.join(missing)}"
    if not (data.get("user") or default_user):
        return 'no user: add "user" to the line or pass --user'
    if data["role"] not in ("user", "assistant"):
        return f'role must be "user" or "assistant", not {data["role"]!r}'
    if not isinstance(data["content"], str):
        return "content must be a string"
    if parse_timestamp(data["timestamp"]) is None:
        return f"timestamp {data['timestamp']!r} is not ISO 8601 (e.g. 2024-05-08T13:56:00Z)"
    return None


def import_history(lines: Iterable[str], *, default_user: str | None = None, embed: bool = True) -> ImportReport:
    """Import turns in chunks of bulk inserts; lines already imported (same user and id) are skipped."""
    report = ImportReport()
    started = time.monotonic()
    chunk: list[Row] = []
    for row in parse_lines(lines, default_user=default_user, report=report):
        chunk.append(row)
        if len(chunk) >= CHUNK:
            _import_chunk(chunk, report, embed)
            chunk = []
    if chunk:
        _import_chunk(chunk, report, embed)
    if report.imported:
        _analyze()
    report.seconds = time.monotonic() - started
    return report


def _analyze() -> None:
    """Refresh the planner's statistics: after a bulk insert they are stale, and recall's plans with them.
    And move the words of the new turns from the full-text index's pending list into the index proper:
    every search reads that list from end to end until autovacuum gets to it."""
    with connection.cursor() as cursor:
        cursor.execute(f"ANALYZE {Turn._meta.db_table}, {Conversation._meta.db_table}")
        cursor.execute("SELECT gin_clean_pending_list('turn_search_gin'::regclass)")


def _import_chunk(rows: list[Row], report: ImportReport, embed: bool) -> None:
    users = _users({row.user for row in rows})
    report.users |= set(users)
    with transaction.atomic():
        conversations = _conversations(rows, users, report)
        existing = set(
            Turn.objects.filter(user__in=users.values(), external_id__in=[r.id for r in rows]).values_list(
                "user_id", "external_id"
            )
        )
        new, seen = [], set()
        for row in rows:
            key = (users[row.user].pk, row.id)
            if key in existing or key in seen:
                report.skipped += 1
                continue
            seen.add(key)
            new.append(
                services.NewTurn(
                    conversations[(row.user, row.session)],
                    row.role,
                    row.content,
                    created_at=row.timestamp,
                    external_id=row.id,
                )
            )
        created = services.log_append_turns(new, embed=embed)
        report.imported += len(created)
        report.turn_ids += [turn.pk for turn in created]
        report.embedded += sum(turn.embedding is not None for turn in created)


def _users(names: set[str]) -> dict:
    model = get_user_model()
    found = {u.username: u for u in model.objects.filter(username__in=names)}
    for name in names - set(found):
        user, _ = model.objects.get_or_create(username=name)
        if user.has_usable_password():
            user.set_unusable_password()
            user.save(update_fields=["password"])
        found[name] = user
    return found


def _conversations(rows: list[Row], users: dict, report: ImportReport) -> dict:
    first_seen: dict[tuple, object] = {}
    for row in rows:
        key = (users[row.user], row.session)
        first_seen[key] = min(first_seen.get(key, row.timestamp), row.timestamp)
    conversations, started = services.log_conversations_for(first_seen)
    report.conversations += started
    return {(user.username, session): conversation for (user, session), conversation in conversations.items()}


EMBED_BATCH = 256


def queue_embeddings(turn_ids: list[int]) -> int:
    """Hand the turns' vectors to the Celery workers in batches; returns how many batches were queued.
    A broker that is down loses nothing: consolidation embeds whatever still lacks a vector."""
    from memory.tasks import embed_turns

    batches = [turn_ids[i : i + EMBED_BATCH] for i in range(0, len(turn_ids), EMBED_BATCH)]
    try:
        for batch in batches:
            embed_turns.delay(batch)
    except Exception as error:  # the turns are safe; their vectors come with consolidation
        logger.warning("could not queue embeddings (%s); consolidation will make them", error)
        return 0
    return len(batches)


def pending_embeddings(turn_ids: list[int]) -> list[int]:
    """The turns among these that still need a vector (filler the policy forbids never gets one)."""
    from django.conf import settings

    from memory.recall.embeddings import embeddable

    pending = []
    for start in range(0, len(turn_ids), 5000):
        rows = (
            Turn.objects.filter(pk__in=turn_ids[start : start + 5000])
            .exclude(embedding_model=settings.MEMORY_EMBEDDING_MODEL)
            .values_list("pk", "content")
        )
        pending += [pk for pk, content in rows if embeddable(content)]
    return sorted(pending)


def embed_here(pending: list[int], progress=None) -> int:
    """Make the vectors of these turns (ids from `pending_embeddings`) in this process, alongside any
    worker doing the same; returns how many this process made. `progress(n)` hears of every n turns
    that got their vector."""
    from memory.recall.embeddings import embed_turn_batch

    embedded = 0
    while pending:
        batch = list(Turn.objects.filter(pk__in=pending[:EMBED_BATCH]).only("content", "content_hash"))
        embedded += embed_turn_batch(batch)
        left = pending_embeddings(pending)
        if progress:
            progress(len(pending) - len(left))
        pending = left
    return embedded
