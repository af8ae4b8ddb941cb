"""The chips under a reply: what this turn saved or forgot, what has become of it since, and undo.

A chip tells the truth about its item now: still there (undo offered), undone by you, removed in
Memory, replaced by a newer fact, forgotten in chat, restored. It is read from the audit log, so a
reload shows the same chips.
"""

from __future__ import annotations

from dataclasses import dataclass

from memory import rules, selectors

UNDO_REASON = "undone from chat"


@dataclass
class Chip:
    kind: str  # "saved" or "forgot"
    item_id: int
    value: str
    label: str
    can_undo: bool
    note: str = ""  # what happened since, when undo is no longer offered


def chips_for(turn) -> list[Chip]:
    """Chips for a user turn."""
    chips: dict[int, Chip] = {}
    for event in selectors.turn_memory_events(turn=turn, actors=("capture", "agent")):
        item = event.item
        label = rules.CATEGORY[item.category].chip
        if event.action in selectors.SAVED_ACTIONS:
            chips[item.pk] = Chip("saved", item.pk, item.value, label, item.status == rules.ACTIVE)
        elif event.action == "deleted" and event.reason_code == "forgotten":
            chips[item.pk] = Chip("forgot", item.pk, item.value, label, item.status == rules.DELETED)
    if chips:
        latest = selectors.latest_item_events(item_ids=[c.item_id for c in chips.values() if not c.can_undo])
        for chip in chips.values():
            if not chip.can_undo:
                chip.note = _since(chip, latest.get(chip.item_id))
    return list(chips.values())


def _since(chip: Chip, event) -> str:
    """What became of a chip's item, in a word or two."""
    if event is None:
        return ""
    item, by_user = event.item, event.actor in rules.USER_ACTORS
    if chip.kind == "forgot":
        return "Restored" if event.action == "restored" else "Remembered again"
    if event.action == "superseded" or item.status == rules.SUPERSEDED:
        newer = item.superseded_by
        return f"Replaced by {newer.value}" if newer is not None else "Replaced"
    if event.action == "expired":
        return "Expired"
    if by_user:
        return "Undone" if event.reason == UNDO_REASON else "Removed in Memory"
    if event.reason_code == "forgotten":
        return "Forgotten"
    if event.reason_code in ("evicted", "decayed"):
        return "Made room" if event.reason_code == "evicted" else "Faded"
    return "Removed"
