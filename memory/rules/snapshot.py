"""The memory snapshot: the text the prompt carries, safety facts first."""

from __future__ import annotations

from collections.abc import Iterable

from memory.rules.types import (
    ALLERGY,
    COOKING_STYLE,
    CUISINE,
    DIET,
    DIETARY_GOAL,
    DISLIKE,
    LIKE,
    ItemView,
)

HEADER = "What I've learned about you"
DISCLAIMER = "(These are my observations - correct me if I'm wrong!)"
GROUPS = (
    (CUISINE, "Favorite cuisines"),
    (COOKING_STYLE, "Cooking styles"),
    (DIETARY_GOAL, "Goals"),
    (LIKE, "Likes"),
    (DISLIKE, "Avoids"),
    (DIET, "Diet"),
)
GROUP_TITLES = dict(GROUPS) | {ALLERGY: "Allergies"}


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
    for category, title in GROUPS:
        # Protected avoids already lead the snapshot as safety facts.
        values = [i.value for i in items if i.category == category and not (category == DISLIKE and i.protected)]
        if values:
            lines.append(f"{title}: {', '.join(values)}")
    return "\n".join(lines)
