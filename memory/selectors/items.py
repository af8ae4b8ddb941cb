"""Reading working memory: live items, the prompt snapshot, lists and page groups, forget targets,
and an item's history."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db.models import Q, QuerySet
from django.utils import timezone

from memory import rules
from memory.models import MemoryEvent, MemoryItem, MemorySettings
from memory.tokens import count_tokens


def live_items(*, user, now: datetime | None = None) -> QuerySet[MemoryItem]:
    """Items that are true now: active and not past their expiry (their vectors not loaded: no reader
    of a live item needs one, and each is 1.5 kB to parse)."""
    now = now or timezone.now()
    return (
        MemoryItem.objects.filter(user=user, status=rules.ACTIVE)
        .filter(Q(expires_at__isnull=True) | Q(expires_at__gt=now))
        .defer("embedding")
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
        key=lambda i: (not i.protected, rules.CATEGORY[i.category].order, i.created_at, i.id),
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


def find_forget_targets(*, user, item_id=None, value: str | None = None, category: str | None = None):
    """Active items a forget request points at: by id, by (fuzzy) value, or a whole category."""
    items = MemoryItem.objects.filter(user=user, status=rules.ACTIVE)
    if item_id is not None:
        return list(items.filter(pk=item_id)) if str(item_id).isdigit() else []
    if category:
        items = items.filter(category=category)
    if not value:
        return list(items) if category else []
    return _matching(list(items), value)


def forgotten_with_turn(*, user, turn, value: str | None = None, category: str | None = None) -> list[MemoryItem]:
    """Items a turn's own retraction already removed (consolidation can read the turn while the chat is
    still answering it) that a forget request of the same turn points at."""
    if turn is None or not (value or category):
        return []
    events = MemoryEvent.objects.filter(user=user, turn=turn, action="deleted", item__isnull=False)
    if category:
        events = events.filter(item__category=category)
    items = [event.item for event in events.select_related("item")]
    return _matching(items, value) if value else items


def _matching(candidates: list[MemoryItem], value: str) -> list[MemoryItem]:
    """The candidates a (fuzzy) value names: exactly, or as words of it."""
    wanted = rules.normalize(value)
    exact = [i for i in candidates if i.value_normalized == wanted]
    if exact:
        return exact
    wanted_words = set(wanted.split())
    named = [
        i
        for i in candidates
        if wanted
        and (
            wanted in i.value_normalized
            or i.value_normalized in wanted
            or wanted_words & set(i.value_normalized.split()) == set(i.value_normalized.split())
        )
    ]
    if named or not wanted:
        return named
    # the same words in another form: "weight loss" names the goal "lose weight", "building muscle" "build muscle"
    roots = _roots(wanted)
    return [i for i in candidates if (held := _roots(i.value_normalized)) and held <= roots]


# a word's other forms, reduced to one ("loss", "losing" and "lost" are "lose")
WORD_ROOTS = {"loss": "lose", "losing": "lose", "lost": "lose", "gaining": "gain", "gained": "gain",
              "building": "build", "built": "build", "cutting": "cut", "reduction": "reduce", "reducing": "reduce",
              "lowering": "lower", "eating": "eat", "ate": "eat", "cooking": "cook", "cooked": "cook"}  # fmt: skip


def _roots(normalized: str) -> set[str]:
    return {WORD_ROOTS.get(word, re.sub(r"(?<=\w{3})(?:ing|ed|s)$", "", word)) for word in normalized.split()}


def learning_enabled(*, user) -> bool:
    settings = MemorySettings.objects.filter(user=user).only("learning_enabled").first()
    return settings is None or settings.learning_enabled


def current_diet(*, user) -> str | None:
    """The user's one active diet, if any (the database allows at most one)."""
    return (
        MemoryItem.objects.filter(user=user, status=rules.ACTIVE, category=rules.DIET)
        .values_list("value", flat=True)
        .first()
    )


def memory_items(*, user, status: str = rules.ACTIVE, category: str | None = None) -> QuerySet[MemoryItem]:
    """The user's items with this status ("all" for every one), oldest first."""
    items = MemoryItem.objects.filter(user=user).order_by("created_at", "id")
    if status != "all":
        items = items.filter(status=status)
    return items.filter(category=category) if category else items


RECENTLY_DELETED = timedelta(days=30)


def memory_page(*, user, now: datetime | None = None, query: str = "", category: str = "", trust: str = "") -> dict:
    """What Settings → Memory shows: live items grouped by category (narrowed by a search in value
    and evidence, a category and a trust level), recently deleted, replaced."""
    now = now or timezone.now()
    items = list(MemoryItem.objects.filter(user=user).select_related("superseded_by").order_by("created_at", "id"))
    live = [i for i in items if i.status == rules.ACTIVE and (i.expires_at is None or i.expires_at > now)]
    wanted = query.strip().lower()
    active = [
        i
        for i in live
        if (not wanted or wanted in i.value.lower() or wanted in i.evidence.lower())
        and (category not in rules.CATEGORIES or i.category == category)
        and (trust not in rules.TRUST_LEVELS or i.asserted_by == trust)
    ]
    groups = [
        {"category": key, "title": info.title, "help": info.help, "items": [i for i in active if i.category == key]}
        for key, info in ((key, rules.CATEGORY[key]) for key in rules.DISPLAY_ORDER)
    ]
    return {
        "groups": groups,
        "active_count": len(live),
        "shown_count": len(active),
        "query": query.strip(),
        "category": category if category in rules.CATEGORIES else "",
        "trust": trust if trust in rules.TRUST_LEVELS else "",
        "trust_levels": list(rules.TRUST_LABELS.items()),
        "deleted": [i for i in reversed(items) if i.status == rules.DELETED and i.updated_at > now - RECENTLY_DELETED],
        "superseded": [i for i in reversed(items) if i.status == rules.SUPERSEDED],
        "learning_enabled": learning_enabled(user=user),
        "categories": [(key, rules.CATEGORY[key].title) for key in rules.DISPLAY_ORDER],
    }


def turn_memory_events(*, turn, actors: tuple[str, ...]) -> list[MemoryEvent]:
    """What these actors did to memory because of one turn, oldest first, with each item."""
    events = MemoryEvent.objects.filter(turn=turn, actor__in=actors, item__isnull=False).select_related("item")
    return list(events.order_by("created_at", "id"))


SAVED_ACTIONS = ("created", "reactivated", "upgraded")  # the audit actions that put an item in memory


def just_saved_note(*, turn) -> str:
    """For the prompt: what the fast path saved from this turn and still holds, so that the reply can
    say so even when the model, reading the memory as it is now, finds nothing new in the message
    ("I've started eating fish again" has already made the diet pescatarian)."""
    items = {
        event.item.pk: event.item
        for event in turn_memory_events(turn=turn, actors=("capture",))
        if event.action in SAVED_ACTIONS and event.item.status == rules.ACTIVE
    }
    return rules.render_just_saved(item.view() for item in items.values())


def latest_item_events(*, item_ids) -> dict[int, MemoryEvent]:
    """Each item's latest audit event, with the item and what replaced it."""
    events = (
        MemoryEvent.objects.filter(item_id__in=list(item_ids))
        .select_related("item", "item__superseded_by")
        .order_by("item_id", "-created_at", "-id")
        .distinct("item_id")
    )
    return {event.item_id: event for event in events}
