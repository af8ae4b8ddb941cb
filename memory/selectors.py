"""Reading memory: the live items, the prompt snapshot, and an item's history."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.db.models import Q, QuerySet
from django.utils import timezone

from memory import rules
from memory.models import MemoryItem
from memory.tokens import count_tokens

CATEGORY_ORDER = {category: rank for rank, category in enumerate((rules.ALLERGY, rules.DIET, *rules.CATEGORIES))}


def live_items(*, user, now: datetime | None = None) -> QuerySet[MemoryItem]:
    """Items that are true now: active and not past their expiry."""
    now = now or timezone.now()
    return MemoryItem.objects.filter(user=user, status=rules.ACTIVE).filter(
        Q(expires_at__isnull=True) | Q(expires_at__gt=now)
    )


@dataclass(frozen=True)
class Snapshot:
    text: str
    tokens: int
    items: list[MemoryItem]


def memory_snapshot(*, user, now: datetime | None = None) -> Snapshot:
    """Exactly what the next prompt carries, rebuilt from the database on every call (no cache)."""
    items = sorted(
        live_items(user=user, now=now),
        key=lambda i: (not i.protected, CATEGORY_ORDER[i.category], i.created_at, i.id),
    )
    text = rules.render_snapshot(item.view() for item in items)
    return Snapshot(text=text, tokens=count_tokens(text), items=items)


def memory_history(*, user, item_id: int) -> list[MemoryItem] | None:
    """The supersession chain an item belongs to, oldest first; None if the item is not the user's."""
    item = MemoryItem.objects.filter(user=user, pk=item_id).first()
    if item is None:
        return None
    chain = [item]
    seen = {item.pk}
    current = item
    while True:
        older = MemoryItem.objects.filter(user=user, superseded_by=current).exclude(pk__in=seen).first()
        if older is None:
            break
        chain.insert(0, older)
        seen.add(older.pk)
        current = older
    current = item
    while current.superseded_by_id and current.superseded_by_id not in seen:
        current = MemoryItem.objects.get(user=user, pk=current.superseded_by_id)
        chain.append(current)
        seen.add(current.pk)
    return chain
