"""Reading the raw log: conversations, their turns, and what a prompt or a page needs of them."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.db.models import QuerySet
from django.utils import timezone

from memory import rules
from memory.models import Conversation, Episode, Turn
from memory.selectors.items import live_items

SEARCH_DATA = ("embedding", "context", "context_far", "search")  # a turn's derived columns, for search only


def conversation_list(*, user, limit: int | None = None) -> QuerySet[Conversation]:
    conversations = Conversation.objects.filter(user=user).order_by("-updated_at", "-id")
    return conversations[:limit] if limit else conversations


def conversation_get(*, user, conversation_id, with_turns: bool = False) -> Conversation | None:
    """The user's conversation, or None for anyone else's id (or a malformed one)."""
    conversations = Conversation.objects.filter(user=user)
    if with_turns:
        conversations = conversations.prefetch_related("turns")
    try:
        return conversations.filter(pk=int(conversation_id)).first()
    except (TypeError, ValueError):
        return None


def turn_get(*, user, turn_id, role: str | None = None) -> Turn | None:
    turns = Turn.objects.filter(user=user, pk=turn_id)
    return (turns.filter(role=role) if role else turns).select_related("conversation").first()


def turn_reply(*, turn) -> Turn | None:
    """The assistant's answer to a user turn, if it has one."""
    return Turn.objects.filter(reply_to=turn).defer(*SEARCH_DATA).first()


def conversation_turns(*, conversation) -> list[Turn]:
    return list(conversation.turns.order_by("created_at", "id"))


def last_turn(*, conversation) -> Turn | None:
    return conversation.turns.defer(*SEARCH_DATA).order_by("-created_at", "-id").first()


def turns_before(*, conversation, turn, limit: int = 30) -> list[Turn]:
    """The conversation's turns before this one, oldest first (the prompt's history), without their
    search data (vector and neighbours' text)."""
    turns = conversation.turns.filter(created_at__lte=turn.created_at).exclude(pk=turn.pk)
    return list(reversed(turns.defer(*SEARCH_DATA).order_by("-created_at", "-id")[:limit]))


def recently_note(*, user, now: datetime | None = None, days: int = 7) -> str:
    """At the start of a session: decisions of the last week and the facts the user pinned (confirmed)."""
    since = (now or timezone.now()) - timedelta(days=days)
    decisions = Episode.objects.filter(user=user, kind="decision", occurred_at__gte=since).order_by("-occurred_at")[:5]
    pinned = live_items(user=user).filter(asserted_by=rules.CONFIRMED).exclude(category=rules.ALLERGY)[:10]
    lines = [f"- ({e.occurred_at:%a %d %b}) {e.text[:160]}" for e in decisions]
    if pinned:
        lines.append("- Pinned: " + ", ".join(i.value for i in pinned))
    return "Recently:\n" + "\n".join(lines) if lines else ""
