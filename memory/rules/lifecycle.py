"""Lifecycle rules: trust, caps and eviction, supersession, decay and expiry."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from memory.rules.text import normalize
from memory.rules.types import (
    ACTIVE,
    ALLERGY,
    CONFIRMED,
    COOKING_STYLE,
    CUISINE,
    DISLIKE,
    EXPLICIT,
    INFERRED,
    KITCHEN,
    LIKE,
    MAX_ACTIVE_PER_CATEGORY,
    MAX_ACTIVE_PER_USER,
    MAX_SAVES_PER_TURN,
    SINGLE_VALUED,
    TRUST_RANK,
    Candidate,
    Decision,
    ItemView,
)

# Confidence a fresh item starts with, by how it was asserted.
INITIAL_CONFIDENCE = {INFERRED: 0.6, EXPLICIT: 0.9, CONFIRMED: 1.0}
POSITIVE = frozenset({LIKE, CUISINE, COOKING_STYLE})
NEGATIVE = frozenset({DISLIKE})


def higher_trust(current: str, incoming: str) -> str:
    """Trust only moves up."""
    return current if TRUST_RANK[current] >= TRUST_RANK[incoming] else incoming


def upgraded_confidence(current: float, trust: str) -> float:
    return min(1.0, max(current, INITIAL_CONFIDENCE[trust]) + (0.05 if trust != CONFIRMED else 0.0))


# A kitchen fact of which there is one at a time: how many are cooked for (and when), how skilled the cook is, and
# whether a piece of kit is there ("no air fryer" after "has an air fryer").
_KIT = re.compile(r"^(?:has (?:an? |one )?|no )(?P<kit>[\w' -]+)$")
_HOUSEHOLD = re.compile(r"^cooks? for (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b(?P<when>.*)$")
_SKILL = re.compile(r"^(?:beginner|intermediate|experienced) cook$")


def _kitchen_aspect(normalized: str) -> tuple[str, str] | None:
    if household := _HOUSEHOLD.match(normalized):
        return ("household", household.group("when").strip())  # "cooks for 4 on weeknights" is one of its own
    if _SKILL.match(normalized):
        return ("skill", "")
    return ("kit", kit.group("kit")) if (kit := _KIT.match(normalized)) else None


def contradicts(existing: ItemView, incoming: Candidate) -> bool:
    """Does the incoming claim make the existing active item no longer true?"""
    if existing.status != ACTIVE or existing.category == ALLERGY:
        return False
    if incoming.category in SINGLE_VALUED and existing.category == incoming.category:
        return existing.value_normalized != incoming.value_normalized
    if existing.category == incoming.category == KITCHEN and existing.value_normalized != incoming.value_normalized:
        aspect = _kitchen_aspect(existing.value_normalized)
        return aspect is not None and aspect == _kitchen_aspect(incoming.value_normalized)
    same_thing = existing.value_normalized == incoming.value_normalized
    if existing.category == DISLIKE and incoming.category == ALLERGY:
        return same_thing  # the allergy holds everything the dislike said of it, and more
    opposite = (existing.category in POSITIVE and incoming.category in NEGATIVE) or (
        existing.category in NEGATIVE and incoming.category in POSITIVE
    )
    return same_thing and opposite


def takes_the_place_of(category: str, new_value: str, old_value: str) -> bool:
    """Does saving a new value of a category leave no place for an old one of it ("cooks for 4" for "cooks for 3",
    one diet for another)? A forget of the old value, asked beside the save, then finds nothing left to forget."""
    new, old = normalize(new_value), normalize(old_value)
    if new == old:
        return False
    if category in SINGLE_VALUED:
        return True
    return category == KITCHEN and _kitchen_aspect(old) is not None and _kitchen_aspect(old) == _kitchen_aspect(new)


def superseded_by(active: Iterable[ItemView], incoming: Candidate) -> list[ItemView]:
    return [item for item in active if contradicts(item, incoming)]


def loses_safety(replaced: ItemView, incoming: Candidate) -> bool:
    """Would replacing this item by the incoming one lose a safety fact? Not when a protected allergy of the
    same thing takes the place of a protected dislike of it."""
    return replaced.protected and not (
        incoming.category == ALLERGY and incoming.protected and incoming.value_normalized == replaced.value_normalized
    )


@dataclass(frozen=True)
class CapCheck:
    decision: Decision
    evict: ItemView | None = None


def eviction_choice(candidates: Iterable[ItemView], incoming_trust: str) -> ItemView | None:
    """The oldest item of the lowest trust below the incoming one; never a protected item."""
    eligible = [
        item for item in candidates if not item.protected and TRUST_RANK[item.trust] < TRUST_RANK[incoming_trust]
    ]
    if not eligible:
        return None
    return min(eligible, key=lambda item: (TRUST_RANK[item.trust], item.created_at, item.id))


def check_caps(active: Sequence[ItemView], incoming: Candidate, *, leaving: Iterable[int] = ()) -> CapCheck:
    """Room for one more active item? If not, which item may make room, or why none may."""
    gone = set(leaving)
    remaining = [item for item in active if item.id not in gone]
    in_category = [item for item in remaining if item.category == incoming.category]
    if len(in_category) >= MAX_ACTIVE_PER_CATEGORY:
        return _make_room(in_category, incoming, "category_full", f"{MAX_ACTIVE_PER_CATEGORY} things of this kind")
    if len(remaining) >= MAX_ACTIVE_PER_USER:
        return _make_room(remaining, incoming, "memory_full", f"{MAX_ACTIVE_PER_USER} things")
    return CapCheck(Decision.allow())


def _make_room(full: Sequence[ItemView], incoming: Candidate, code: str, what: str) -> CapCheck:
    victim = eviction_choice(full, incoming.trust)
    if victim is None:
        return CapCheck(
            Decision.refuse(
                code,
                f"I already remember {what} and none of them may be replaced. Remove one in Memory settings first.",
            )
        )
    return CapCheck(Decision.allow("evicted", "made room by forgetting the oldest, least certain one"), victim)


def check_turn_budget(saves_this_turn: int) -> Decision:
    if saves_this_turn >= MAX_SAVES_PER_TURN:
        return Decision.refuse(
            "turn_limit", f"I can save at most {MAX_SAVES_PER_TURN} memories per message; tell me the rest next."
        )
    return Decision.allow()


def may_forget(item: ItemView, *, actor: str, confirmed_by_user: bool) -> Decision:
    """May this actor forget the item? Users act from settings; agents and tools ask first."""
    if item.status != ACTIVE:
        return Decision.refuse("not_active", "That memory is already forgotten.")
    if actor in ("user", "admin"):
        return Decision.allow()
    if item.trust == CONFIRMED:
        return Decision.refuse(
            "confirmed", "You confirmed this memory yourself, so it can only be removed in Memory settings."
        )
    if item.protected and not confirmed_by_user:
        return Decision.refuse(
            "needs_confirmation", "This is a safety fact (like an allergy); I need you to say yes before I forget it."
        )
    return Decision.allow()


# Decay ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class DecayPolicy:
    half_life_days: float = 90.0
    explicit_half_life_factor: float = 4.0
    evict_below: float = 0.2


def skips_decay(item: ItemView) -> bool:
    """Protected and confirmed items are never scored at all."""
    return item.protected or item.trust == CONFIRMED


def decayed_confidence(item: ItemView, now: datetime, policy: DecayPolicy) -> float:
    """Confidence after the time since it was last used, learned or decayed, by half-life.

    Measuring from the last decay makes repeated runs compose: two runs 30 days apart take off
    exactly what one run after 60 days would."""
    reference = max(t for t in (item.last_used_at, item.created_at, item.decayed_at) if t is not None)
    days = max(0.0, (now - reference).total_seconds() / 86400)
    half_life = policy.half_life_days * (policy.explicit_half_life_factor if item.trust == EXPLICIT else 1.0)
    return item.confidence * math.pow(0.5, days / half_life)


@dataclass(frozen=True)
class DecayOutcome:
    item: ItemView
    confidence: float
    evict: bool


def decay_plan(items: Iterable[ItemView], now: datetime, policy: DecayPolicy) -> list[DecayOutcome]:
    plan = []
    for item in items:
        if item.status != ACTIVE or skips_decay(item):
            continue
        confidence = decayed_confidence(item, now, policy)
        plan.append(DecayOutcome(item, confidence, confidence < policy.evict_below))
    return plan


def is_expired(item: ItemView, now: datetime) -> bool:
    return item.expires_at is not None and item.expires_at <= now and not item.protected
