"""Vocabulary of the memory engine: categories, trust, statuses, and the value objects rules use.

CATEGORY_TABLE is the one place a category's name, labels, help text and display order live: the
Memory page, chips, profile, prompt snapshot, recall hits, API enums, tool schemas, the extraction
model's schema and the offline coach all derive from it.
"""

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
KITCHEN = "kitchen"


@dataclass(frozen=True)
class CategoryInfo:
    key: str
    title: str  # headings: Memory page, profile, prompt snapshot, recall hits
    chip: str  # after a value in a chat chip: "Saved: cilantro · things to avoid"
    help: str  # under the heading on the Memory page, and in tool and model schemas
    order: int  # display order: safety facts first


# In the order of the API's enums; `order` is how people see them.
CATEGORY_TABLE = (
    CategoryInfo(CUISINE, "Favorite cuisines", "favorite cuisines", "Cuisines you love.", 3),
    CategoryInfo(COOKING_STYLE, "Cooking styles", "cooking styles", "How you like to cook.", 4),
    CategoryInfo(DIETARY_GOAL, "Goals", "goals", "What you're working towards.", 5),
    CategoryInfo(LIKE, "Likes", "likes", "Ingredients and dishes you enjoy.", 6),
    CategoryInfo(DISLIKE, "Things to avoid", "things to avoid", "Ingredients and foods you don't want.", 2),
    CategoryInfo(
        ALLERGY, "Allergies", "allergies", "Safety facts: never suggested, never forgotten without your yes.", 0
    ),
    CategoryInfo(DIET, "Diet", "diet", "What you eat. A new diet replaces the old one.", 1),
    CategoryInfo(
        KITCHEN, "Kitchen", "kitchen", "Who you cook for, the time you have, your equipment and your skill.", 7
    ),
)
CATEGORIES = tuple(info.key for info in CATEGORY_TABLE)
CATEGORY = {info.key: info for info in CATEGORY_TABLE}
DISPLAY_ORDER = tuple(sorted(CATEGORIES, key=lambda key: CATEGORY[key].order))
SINGLE_VALUED = frozenset({DIET})

INFERRED = "inferred"
EXPLICIT = "user_explicit"
CONFIRMED = "user_confirmed"
TRUST_LEVELS = (INFERRED, EXPLICIT, CONFIRMED)  # lowest first
TRUST_LABELS = {CONFIRMED: "Confirmed by you", EXPLICIT: "Learned from what you said", INFERRED: "Inferred"}
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
MAX_TEXT_CHARS = 4000  # a chat message, an MCP `remember`, any text sent to extraction


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
