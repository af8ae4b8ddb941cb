"""Decay and expiry: unused inferred items fade; protected and confirmed ones are never scored."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.db import transaction

from memory import rules
from memory.models import MemoryItem
from memory.services.common import latest_user_actions, lock_user_memory, retire


@dataclass(frozen=True)
class DecayCounts:
    scored: int = 0
    evicted: int = 0
    expired: int = 0


def memory_decay(*, user, now: datetime, policy: rules.DecayPolicy | None = None) -> DecayCounts:
    policy = policy or rules.DecayPolicy()
    with transaction.atomic():
        lock_user_memory(user)
        active = list(MemoryItem.objects.filter(user=user, status=rules.ACTIVE))
        by_id = {item.id: item for item in active}
        ctx = dict(user=user, actor="decay", turn=None, now=now)
        expired = [item for item in active if rules.is_expired(item.view(), now)]
        for item in expired:
            retire(item, status=rules.EXPIRED, reason_code="expired", reason="its expiry date passed", **ctx)
        # Expiry is a date the item carries; decay is a guess, and never outweighs the user keeping it.
        latest = latest_user_actions(user, ((i.category, i.value_normalized) for i in active))
        live = [
            item.view()
            for item in active
            if item not in expired and not rules.kept_by_user(latest.get((item.category, item.value_normalized)))
        ]
        outcomes = rules.decay_plan(live, now, policy)
        evicted = 0
        for outcome in outcomes:
            item = by_id[outcome.item.id]
            item.confidence = max(0.0, min(1.0, outcome.confidence))
            item.decayed_at = now
            item.save(update_fields=["confidence", "decayed_at"])
            if outcome.evict:
                evicted += 1
                retire(
                    item,
                    status=rules.DELETED,
                    reason_code="decayed",
                    reason=f"confidence fell below {policy.evict_below} after going unused",
                    **ctx,
                )
        return DecayCounts(scored=len(outcomes), evicted=evicted, expired=len(expired))
