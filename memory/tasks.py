"""Celery tasks are thin: ids in, one service call, their own retry policy."""

from __future__ import annotations

import logging

from celery import shared_task
from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import OperationalError
from django.utils import timezone

from memory import rules, services
from memory.consolidate.consolidation import consolidate_user, users_with_pending_turns
from memory.services.episodes import episode_retention

logger = logging.getLogger(__name__)


@shared_task(
    name="memory.consolidate_user",
    bind=True,
    autoretry_for=(OperationalError,),
    retry_backoff=True,
    retry_backoff_max=300,
    max_retries=8,
    acks_late=True,
)
def consolidate_user_task(self, user_id: int) -> dict:
    user = get_user_model().objects.filter(pk=user_id).first()
    if user is None:
        return {}
    return consolidate_user(user=user).counts()


@shared_task(name="memory.embed_turns", acks_late=True, autoretry_for=(OperationalError,), max_retries=5)
def embed_turns(turn_ids: list[int]) -> int:
    """Vectors for a batch of imported turns; turns that already have one are skipped."""
    from memory.models import Turn
    from memory.recall.embeddings import embed_turn_batch

    return embed_turn_batch(list(Turn.objects.filter(pk__in=turn_ids).only("content", "content_hash")))


@shared_task(name="memory.sweep")
def sweep() -> int:
    """Find users whose turns wait for consolidation, so a lost message or a dead worker only delays."""
    user_ids = users_with_pending_turns(older_than_seconds=settings.CONSOLIDATION_SWEEP_GRACE_SECONDS)
    for user_id in user_ids:
        consolidate_user_task.delay(user_id)
    return len(user_ids)


@shared_task(name="memory.decay")
def decay() -> dict:
    now = timezone.now()
    policy = rules.DecayPolicy(
        half_life_days=settings.MEMORY_DECAY_HALF_LIFE_DAYS,
        explicit_half_life_factor=settings.MEMORY_DECAY_EXPLICIT_FACTOR,
        evict_below=settings.MEMORY_DECAY_EVICT_BELOW,
    )
    evicted = expired = 0
    for user in get_user_model().objects.filter(memory_items__status=rules.ACTIVE).distinct():
        counts = services.memory_decay(user=user, now=now, policy=policy)
        evicted, expired = evicted + counts.evicted, expired + counts.expired
    return {"evicted": evicted, "expired": expired, "episodes_removed": episode_retention(now=now)}


@shared_task(name="memory.purge_temporary")
def purge_temporary() -> int:
    return services.log_purge_temporary()


def schedule_consolidation(user_id: int) -> None:
    """Enqueue after a turn commits. A broker that is down loses nothing: the sweep catches up."""
    try:
        consolidate_user_task.delay(user_id)
    except Exception as error:  # the turn is already safe in the database
        logger.warning("could not enqueue consolidation for user %s (%s); the sweep will pick it up", user_id, error)
