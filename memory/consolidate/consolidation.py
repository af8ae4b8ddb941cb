"""Consolidation: the slow path that turns the raw log into memory, offline, in a Celery worker.

Unconsolidated turns are found by database state (an outbox), so a lost queue message or a dead
worker only delays the work. Each batch is one transaction: extracted claims go through the memory
services, episodes are written, and the turns are marked consolidated together — a crash mid-batch
rolls all of it back, and the next run does it once. One user at a time, under an advisory lock.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from memory import services
from memory.capture.extraction import Extraction
from memory.capture.learning import CONSOLIDATION, learn_from_turn
from memory.capture.policy import classify
from memory.models import ConsolidationRun, MemoryEvent, Turn
from memory.profile.canonical import profile_sync
from memory.recall.embeddings import embed_pending, embed_turn_batch

logger = logging.getLogger(__name__)
LOCK_NAMESPACE = 7_420_001
COUNTED = {
    "created": "created",
    "reactivated": "created",
    "upgraded": "updated",
    "reinforced": "updated",
    "superseded": "superseded",
}


@dataclass
class Busy:
    """Another worker is consolidating this user right now."""

    def counts(self) -> dict:
        return {"turns_processed": 0, "created": 0, "updated": 0, "superseded": 0, "evicted": 0}


class _UserLock:
    def __init__(self, user_id: int) -> None:
        self.user_id = user_id
        self.held = False

    def __enter__(self) -> bool:
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_try_advisory_lock(%s, %s)", [LOCK_NAMESPACE, self.user_id])
            self.held = cursor.fetchone()[0]
        return self.held

    def __exit__(self, *exc) -> None:
        if self.held:
            with connection.cursor() as cursor:
                cursor.execute("SELECT pg_advisory_unlock(%s, %s)", [LOCK_NAMESPACE, self.user_id])


def consolidate_user(*, user, batch_size: int | None = None) -> ConsolidationRun | Busy:
    """Consolidate every unconsolidated turn of one user; idempotent, safe to run again."""
    with _UserLock(user.pk) as acquired:
        if not acquired:
            return Busy()
        started = time.monotonic()
        _close_interrupted_runs(user)
        run = ConsolidationRun.objects.create(user=user, started_at=timezone.now())
        counts: Counter = Counter()
        try:
            while _consolidate_batch(user, run, counts, batch_size or settings.CONSOLIDATION_BATCH):
                pass
            _embed_everything(user)
            profile_sync(user=user)
            run.status = "succeeded"
        except Exception as error:
            run.status = "failed"
            run.errors = [*run.errors, {"error": f"{type(error).__name__}: {error}"}]
            raise
        finally:
            for field in ("turns_processed", "created", "updated", "superseded", "evicted", "episodes"):
                setattr(run, field, counts[field])
            run.finished_at = timezone.now()
            run.duration_ms = int((time.monotonic() - started) * 1000)
            run.save()
        return run


def _close_interrupted_runs(user) -> None:
    """A run still marked running while we hold the user's lock was killed mid-way: say so."""
    ConsolidationRun.objects.filter(user=user, status="running").update(
        status="failed",
        finished_at=timezone.now(),
        errors=[{"error": "interrupted: the worker stopped before the run finished; its batch was rolled back"}],
    )


def _consolidate_batch(user, run, counts: Counter, batch_size: int) -> bool:
    pending = list(
        Turn.objects.filter(user=user, consolidated_at__isnull=True).order_by("created_at", "id")[:batch_size]
    )
    if not pending:
        return False
    extractions = {turn.pk: _extract_with_model(turn, run) for turn in pending}
    with transaction.atomic():
        services.lock_user_memory(user)
        turns = list(
            Turn.objects.select_for_update()
            .filter(pk__in=[t.pk for t in pending], consolidated_at__isnull=True)
            .select_related("conversation")
            .order_by("created_at", "id")
        )
        for turn in turns:
            _apply(turn, extractions.get(turn.pk), counts)
        Turn.objects.filter(pk__in=[t.pk for t in turns]).update(consolidated_at=timezone.now())
        _count_events(turns, counts)
        counts["turns_processed"] += len(turns)
    return True


def _embed_everything(user) -> None:
    """Vectors for turns, items and episodes that lack them (or whose text or model changed)."""
    last_id = 0
    while True:
        batch = list(
            Turn.objects.filter(user=user, pk__gt=last_id)
            .exclude(embedding_model=settings.MEMORY_EMBEDDING_MODEL)
            .order_by("pk")
            .only("content", "content_hash")[:512]
        )
        if not batch:
            break
        embed_turn_batch(batch)
        last_id = batch[-1].pk
    embed_pending(user=user)


def _extract_with_model(turn, run) -> Extraction | None:
    """Model extraction runs before the batch's transaction (it may be slow); None means use the rules."""
    if not settings.COACH_EXTRACTION_MODEL or turn.role != "user" or not classify(turn.content).allowed:
        return None
    from memory.capture.model_extraction import extract_with_model

    found, problem = extract_with_model(turn.content)
    if problem is not None:
        run.errors = [*run.errors, {"turn_id": turn.pk, "error": problem}]
        logger.warning("extraction output for turn %s discarded: %s", turn.pk, problem)
    return found


def _apply(turn, found: Extraction | None, counts: Counter) -> None:
    """What the turn says, against memory as it stands after the turns before it."""
    counts["episodes"] += learn_from_turn(turn=turn, how=CONSOLIDATION, extraction=found).episodes


def _count_events(turns, counts: Counter) -> None:
    events = MemoryEvent.objects.filter(turn__in=turns, actor="consolidation")
    for action, reason_code in events.values_list("action", "reason_code"):
        if action == "deleted" and reason_code == "evicted":
            counts["evicted"] += 1
        elif action in COUNTED:
            counts[COUNTED[action]] += 1


def users_with_pending_turns(*, older_than_seconds: int = 0) -> list[int]:
    cutoff = timezone.now() - timedelta(seconds=older_than_seconds)
    return list(
        Turn.objects.filter(consolidated_at__isnull=True, created_at__lte=cutoff)
        .order_by()  # the default ordering would make DISTINCT per turn
        .values_list("user_id", flat=True)
        .distinct()
    )
