"""The chips under a reply: what this turn saved or forgot, with undo."""

from __future__ import annotations

from dataclasses import dataclass

from memory import rules
from memory.models import MemoryEvent

CATEGORY_LABELS = {
    rules.ALLERGY: "allergies",
    rules.DIET: "diet",
    rules.DISLIKE: "things to avoid",
    rules.LIKE: "likes",
    rules.CUISINE: "favorite cuisines",
    rules.COOKING_STYLE: "cooking styles",
    rules.DIETARY_GOAL: "goals",
}
SAVED = ("created", "reactivated", "upgraded")


@dataclass
class Chip:
    kind: str  # "saved" or "forgot"
    item_id: int
    value: str
    label: str
    can_undo: bool


def chips_for(turn) -> list[Chip]:
    """Chips for a user turn, from the audit log: durable, so a reload shows the same chips."""
    chips: dict[int, Chip] = {}
    events = MemoryEvent.objects.filter(turn=turn, actor__in=["capture", "agent"]).select_related("item")
    for event in events.order_by("created_at", "id"):
        item = event.item
        if item is None:
            continue
        label = CATEGORY_LABELS.get(item.category, item.category)
        if event.action in SAVED:
            chips[item.pk] = Chip("saved", item.pk, item.value, label, item.status == rules.ACTIVE)
        elif event.action == "deleted" and event.reason_code == "forgotten":
            chips[item.pk] = Chip("forgot", item.pk, item.value, label, item.status == rules.DELETED)
    return list(chips.values())
