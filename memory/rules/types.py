"""Vocabulary of the memory engine: categories, trust, statuses, and the value objects rules use."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

CUISINE = "cuisine"
COOKING_STYLE = "cooking_style"
DIETARY_GOAL = "dietary_goal"
LIKE = "abstract_like"
DISLIKE = "abstract_dislike"
ALLERGY = "allergy"
DIET = "diet"
CATEGORIES = (CUISINE, COOKING_STYLE, DIETARY_GOAL, LIKE, DISLIKE, ALLERGY, DIET)
SINGLE_VALUED = frozenset({DIET})

INFERRED = "inferred"
EXPLICIT = "user_explicit"
CONFIRMED = "user_confirmed"
TRUST_LEVELS = (INFERRED, EXPLICIT, CONFIRMED)  # lowest first
TRUST_RANK = {name: rank for rank, name in enumerate(TRUST_LEVELS)}

ACTIVE = "active"
DELETED = "deleted"
SUPERSEDED = "superseded"
EXPIRED = "expired"
STATUSES = (ACTIVE, DELETED, SUPERSEDED, EXPIRED)

ACTORS = ("agent", "capture", "user", "consolidation", "decay", "admin", "mcp")

MAX_ACTIVE_PER_USER = 50
MAX_ACTIVE_PER_CATEGORY = 15
MAX_SAVES_PER_TURN = 3


@dataclass(frozen=True)
class Decision:
    """The outcome of a rule: allowed or not, with a code for programs and a sentence for people."""

    ok: bool
    code: str
    message: str

    @classmethod
    def allow(cls, code: str = "ok", message: str = "") -> Decision:
        return cls(True, code, message)

    @classmethod
    def refuse(cls, code: str, message: str) -> Decision:
        return cls(False, code, message)


@dataclass(frozen=True)
class ItemView:
    """What the rules need to know about a stored item."""

    id: int
    category: str
    value: str
    value_normalized: str
    trust: str
    protected: bool
    status: str
    created_at: datetime
    confidence: float = 1.0
    last_used_at: datetime | None = None
    expires_at: datetime | None = None
    decayed_at: datetime | None = None


@dataclass(frozen=True)
class Candidate:
    """A value someone wants remembered, already normalized."""

    category: str
    value: str
    value_normalized: str
    trust: str
    protected: bool
