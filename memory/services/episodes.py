"""Episodes: dated events (decisions, meals cooked, incidents, tool calls), kept per the policy."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.utils import timezone

from memory import rules
from memory.capture.policy import EPISODE_KINDS, load_policy
from memory.models import Episode

MAX_EPISODE_CHARS = 500


def episode_record(
    *, user, kind: str, text: str, occurred_at: datetime | None = None, conversation=None, turn=None, seq: int = 0
) -> tuple[Episode, bool]:
    """Record an event (redacted, with the policy's retention); one per turn, kind and seq, so
    recording it again changes nothing. Returns (episode, created)."""
    if kind not in EPISODE_KINDS:
        raise ValueError(f"unknown episode kind {kind!r}")
    now = timezone.now()
    occurred_at = occurred_at or now
    days = load_policy().retention_days.get(EPISODE_KINDS[kind])
    fields = {
        "user": user,
        "conversation": conversation,
        "text": rules.redact(text)[:MAX_EPISODE_CHARS],
        "occurred_at": occurred_at,
        "expires_at": occurred_at + timedelta(days=days) if days else None,
        "created_at": now,
    }
    if turn is None:
        return Episode.objects.create(kind=kind, seq=seq, **fields), True
    return Episode.objects.get_or_create(turn=turn, kind=kind, seq=seq, defaults=fields)


def episode_retention(*, now: datetime | None = None) -> int:
    """Delete episodes past their retention (incidents have none, so they stay)."""
    deleted, _ = Episode.objects.filter(expires_at__isnull=False, expires_at__lte=now or timezone.now()).delete()
    return deleted
