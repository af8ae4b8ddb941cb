"""The one diet a person holds may be several diets that do not exclude each other: "vegetarian and
gluten-free". A diet said replaces the held diet of its own kind (vegan for vegetarian, paleo for keto)
and keeps the others; a diet given up leaves the rest."""

from __future__ import annotations

from memory.rules.text import allergen_groups
from memory.rules.types import DIET, Candidate, ItemView

JOIN = " and "

# Diets of one kind exclude each other. A diet of no kind here (gluten-free, halal, low sodium, a diet
# the lexicon does not know) is a kind of its own: it stands beside any other.
KINDS = (
    frozenset(
        {"vegan", "vegetarian", "pescatarian", "flexitarian", "plant-based", "carnivore", "raw vegan", "omnivore"}
    ),
    frozenset({"keto", "paleo", "low carb", "atkins", "whole30", "mediterranean", "weight watchers", "slimming world"}),
    frozenset({"intermittent fasting", "16:8 fasting", "5:2"}),
)


def diet_parts(diet: str | None) -> list[str]:
    """The diets one diet value holds, in the order said ("vegetarian and gluten-free" → two)."""
    return [part.strip() for part in (diet or "").split(JOIN) if part.strip()]


def _kind(part: str) -> frozenset[str] | str:
    key = part.lower()
    return next((kind for kind in KINDS if key in kind), key)


def with_diet(held: str | None, said: str) -> str:
    """The diet after `said`: each part of `held` of the same kind as a part of `said` gives way to it."""
    new = diet_parts(said)
    kinds = {_kind(part) for part in new}
    kept = [part for part in diet_parts(held) if _kind(part) not in kinds]
    return JOIN.join(_distinct(kept + new))


def without_diet(held: str | None, dropped: str) -> str | None:
    """The diet left when `dropped` is given up: the other parts of `held`, or None when none is left."""
    gone = {part.lower() for part in diet_parts(dropped)}
    return JOIN.join(part for part in diet_parts(held) if part.lower() not in gone) or None


def stand_together(first: str, second: str) -> bool:
    """May these two diets be held at once (no part of one is of a kind of the other)?"""
    return not {_kind(p) for p in diet_parts(first)} & {_kind(p) for p in diet_parts(second)}


def keeps_out_as_much(replaced: ItemView, incoming: Candidate) -> bool:
    """Does a new diet keep out every allergen the protected diet it replaces kept out ("gluten-free" becoming
    "vegan and gluten-free")? Then replacing it loses no safety fact and needs no yes."""
    return replaced.category == incoming.category == DIET and set(allergen_groups(replaced.value_normalized)) <= set(
        allergen_groups(incoming.value_normalized)
    )


def _distinct(parts: list[str]) -> list[str]:
    seen: set[str] = set()
    return [part for part in parts if not (part.lower() in seen or seen.add(part.lower()))]
