"""The memory snapshot: the text the prompt carries, safety facts first."""

from __future__ import annotations

from collections.abc import Iterable

from memory.rules.types import ALLERGY, CATEGORY, DIET, DISLIKE, DISPLAY_ORDER, ItemView

HEADER = "What I've learned about you"
DISCLAIMER = "(These are my observations - correct me if I'm wrong!)"
GROUP_TITLES = {key: CATEGORY[key].title for key in DISPLAY_ORDER}


def render_snapshot(items: Iterable[ItemView]) -> str:
    """Active items as prompt text; empty when there is nothing to say."""
    items = list(items)
    if not items:
        return ""
    lines = [HEADER, DISCLAIMER]
    allergies = [i.value for i in items if i.category == ALLERGY]
    if allergies:
        lines.append(
            "ALLERGIES - hard constraints, never include these or anything made from them, "
            f"not even as an option: {', '.join(allergies)}"
        )
    protected_avoids = [i.value for i in items if i.protected and i.category in (DISLIKE, DIET)]
    if protected_avoids:
        lines.append(f"Safety - must avoid: {', '.join(protected_avoids)}")
    for category in DISPLAY_ORDER:
        if category == ALLERGY:
            continue
        # Protected avoids already lead the snapshot as safety facts.
        values = [i.value for i in items if i.category == category and not (category == DISLIKE and i.protected)]
        if values:
            lines.append(f"{GROUP_TITLES[category]}: {', '.join(values)}")
    return "\n".join(lines)


JUST_SAVED = "Saved from the user's latest message (already in memory: acknowledge it briefly, do not save it again)"


def render_just_saved(items: Iterable[ItemView]) -> str:
    """What the fast path saved from the message being answered, one "- category: value" line each."""
    lines = [f"- {i.category}: {i.value}" for i in items]
    return "\n".join([JUST_SAVED + ":", *lines]) if lines else ""
