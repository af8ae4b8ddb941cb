"""The chips under a reply: what this turn saved or forgot, with undo."""

from __future__ import annotations

from dataclasses import dataclass

from memory import rules, selectors

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
    for event in selectors.turn_memory_events(turn=turn, actors=("capture", "agent")):
        item = event.item
        label = rules.CATEGORY[item.category].chip
        if event.action in SAVED:
            chips[item.pk] = Chip("saved", item.pk, item.value, label, item.status == rules.ACTIVE)
        elif event.action == "deleted" and event.reason_code == "forgotten":
            chips[item.pk] = Chip("forgot", item.pk, item.value, label, item.status == rules.DELETED)
    return list(chips.values())
