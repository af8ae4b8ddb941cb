"""The raw log's one writer: conversations and append-only turns, for chat, import and MCP alike.

A turn is redacted before it is written, inserted, and indexed for search (its neighbours' context
and the user's word counts) in the same transaction. Its vector is derived data: `log_embed` makes it
in one embedding call together with anything of the user's still waiting for one, and the caller
uses it as the turn's recall query, so a chat turn is embedded exactly once.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.db import transaction
from django.utils import timezone

from common.timing import stage
from memory import rules
from memory.log.indexing import index_turns, prefill_context
from memory.models import Conversation, Turn
from memory.recall.embeddings import attach_embeddings, embed_pending

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class NewTurn:
    """A turn to append; its content is redacted on the way in."""

    conversation: Conversation
    role: str
    content: str
    created_at: datetime | None = None
    external_id: str = ""
    tool_calls: Sequence[dict] = ()
    usage: dict | None = None
    reply_to: Turn | None = None
    consolidated: bool = False  # already learned from in full (MCP), so consolidation skips it


def _build(new: NewTurn, now: datetime) -> Turn:
    with stage("redact"):
        content = rules.redact(new.content)
    turn = Turn(
        conversation=new.conversation,
        user_id=new.conversation.user_id,
        role=new.role,
        content=content,
        external_id=new.external_id,
        tool_calls=list(new.tool_calls),
        usage=new.usage or {},
        reply_to=new.reply_to,
        created_at=new.created_at or now,
        consolidated_at=now if new.consolidated else None,
    )
    if Conversation.user.is_cached(new.conversation):  # the owner already loaded: no query for turn.user
        turn.user = new.conversation.user
    return turn


def log_start_conversation(
    *, user, title: str = "", external_id: str = "", created_at=None, temporary: bool = False, use_memory: bool = True
) -> Conversation:
    return Conversation.objects.create(
        user=user,
        title=rules.redact(title)[:60],
        external_id=external_id,
        created_at=created_at or timezone.now(),
        temporary=temporary,
        use_memory=use_memory and not temporary,
    )


TEMPORARY_FOR = timedelta(hours=24)


def log_purge_temporary(*, now: datetime | None = None) -> int:
    """Delete temporary conversations (and their turns) a day after they started."""
    cutoff = (now or timezone.now()) - TEMPORARY_FOR
    deleted, _ = Conversation.objects.filter(temporary=True, created_at__lt=cutoff).delete()
    return deleted


def log_conversation_for(*, user, external_id: str, title: str, created_at=None) -> tuple[Conversation, bool]:
    """The user's conversation with this external id, started on first use (MCP; imports start theirs
    in bulk with `log_conversations_for`). Returns (conversation, created)."""
    return Conversation.objects.get_or_create(
        user=user,
        external_id=external_id,
        defaults={"title": rules.redact(title)[:120], "created_at": created_at or timezone.now()},
    )


def log_conversations_for(wanted: dict[tuple, datetime]) -> tuple[dict[tuple, Conversation], int]:
    """Many conversations by (user, external id) at once, each started on first use at the given time
    (imports): one read, one insert, one read. Returns them by key, and how many were started."""
    users = {user.pk: user for user, _ in wanted}
    sessions = {session for _, session in wanted}

    def existing() -> dict[tuple, Conversation]:
        found = Conversation.objects.filter(user__in=list(users), external_id__in=sessions)
        return {(users[c.user_id], c.external_id): c for c in found if (users[c.user_id], c.external_id) in wanted}

    found = existing()
    missing = [
        Conversation(user=user, external_id=session, title=rules.redact(session)[:120], created_at=started)
        for (user, session), started in wanted.items()
        if (user, session) not in found
    ]
    if not missing:
        return found, 0
    Conversation.objects.bulk_create(missing, ignore_conflicts=True)  # a concurrent import may win a key
    after = existing()
    return after, len(after) - len(found)


def log_lock_conversation(*, user, conversation_id) -> Conversation | None:
    """The user's conversation, locked until the surrounding transaction ends; None for any other id."""
    try:
        conversation = Conversation.objects.select_for_update().filter(user=user, pk=int(conversation_id)).first()
    except (TypeError, ValueError):
        return None
    if conversation is not None:
        conversation.user = user  # it is theirs: the filter says so
    return conversation


def log_set_pending_action(*, conversation, pending: dict | None) -> None:
    """Set or clear the action the chat waits for the user to confirm (a protected forget)."""
    conversation.pending_action = pending
    Conversation.objects.filter(pk=conversation.pk).update(pending_action=pending, updated_at=timezone.now())


def log_append_turn(new: NewTurn) -> Turn:
    """Append one turn (redacted, indexed); touches its conversation's updated_at."""
    with transaction.atomic():
        turn = _build(new, timezone.now())
        turn.save()
        index_turns([turn])
        new.conversation.save(update_fields=["updated_at"])
    return turn


def log_append_turns(new_turns: Sequence[NewTurn], *, embed: bool = True) -> list[Turn]:
    """Append many turns in one insert (imports); with `embed`, their vectors are made first, so
    each row is written once. Call inside a transaction."""
    now = timezone.now()
    turns = [_build(new, now) for new in new_turns]
    if embed and turns:
        try:
            attach_embeddings(turns)
        except Exception:  # vectors are derived data; consolidation embeds whatever lacks one
            logger.exception("embedding %d new turns failed; they are stored without vectors", len(turns))
    prefill_context(turns)
    created = Turn.objects.bulk_create(turns, batch_size=1000)
    index_turns(created)
    return created


def log_embed(*, user, turns: Sequence[Turn] = ()) -> dict[int, list[float]]:
    """One embedding call for these turns and the user's items and episodes that lack a vector.
    The turns get their vectors in memory too; returns them by turn id."""
    return embed_pending(user=user, turns=turns)
