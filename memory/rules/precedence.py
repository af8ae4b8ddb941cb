"""The user's latest word wins: background work never overrides a later user action.

Background work — capture, consolidation, model extraction, the chat agent, MCP, decay — acts on
evidence from a moment in time: the turn it learned from. A user action (delete, undo, restore,
confirm, edit, add) is a decision about one thing (category and normalized value) at the moment it
was taken; so is a forget the user asked for in chat, at the moment of the message that asked. A
background change to that thing is refused when the user decided after the evidence:
- a thing the user removed is not saved again from older evidence;
- a thing the user kept (added, restored, confirmed, edited) is not removed by older evidence.
The services ask this inside the per-user lock, so it holds under any timing and any worker count.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from memory.rules.types import Decision

USER_ACTORS = frozenset({"user", "admin"})
# What a user's audit action says about the thing it touched.
USER_REMOVES = frozenset({"deleted", "superseded", "expired"})
USER_KEEPS = frozenset({"created", "reactivated", "upgraded", "reinforced", "confirmed", "restored", "edited"})
SAVE, REMOVE = "save", "remove"


@dataclass(frozen=True)
class UserAction:
    """The latest thing the user did to one (category, normalized value)."""

    action: str
    at: datetime

    @property
    def removed(self) -> bool:
        return self.action in USER_REMOVES

    @property
    def kept(self) -> bool:
        return self.action in USER_KEEPS


def background_may(change: str, *, actor: str, evidence_at: datetime, latest: UserAction | None) -> Decision:
    """May `actor` `change` ("save" or "remove") a thing, on evidence from `evidence_at`, given the
    user's latest action on it? The user's own actions always may."""
    if actor in USER_ACTORS or latest is None or latest.at <= evidence_at:
        return Decision.allow()
    if change == SAVE and latest.removed:
        return Decision.refuse("user_removed", "You removed that after it was said, so it stays removed.")
    if change == REMOVE and latest.kept:
        return Decision.refuse("user_kept", "You kept that after it was said, so it stays.")
    return Decision.allow()


def kept_by_user(latest: UserAction | None) -> bool:
    """Decay, which has no evidence of its own, never removes what the user last chose to keep."""
    return latest is not None and latest.kept
