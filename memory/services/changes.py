"""Forgetting, confirming, deleting, restoring, editing, and the learning switch."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from memory import rules
from memory.models import Conversation, MemoryEvent, MemoryItem, MemorySettings
from memory.selectors import find_forget_targets
from memory.services.common import (
    MemoryResult,
    active_items_locked,
    background_may,
    issue_confirmation,
    link_superseded,
    lock_user_memory,
    make_room,
    record,
    retire,
    snapshot_of,
    token_covers,
)

NOT_FOUND = rules.Decision.refuse("not_found", "I could not find that memory.")


def _locked_item(user, item_id) -> MemoryItem | None:
    """The user's item, after taking the user's memory lock; call inside a transaction."""
    lock_user_memory(user)
    try:
        return MemoryItem.objects.get(user=user, pk=int(item_id))
    except (MemoryItem.DoesNotExist, TypeError, ValueError):
        return None


def memory_forget(
    *,
    user,
    actor: str,
    item_id=None,
    value: str | None = None,
    category: str | None = None,
    confirmation_token: str | None = None,
    always_confirm: bool = False,
    reason: str = "",
    turn=None,
) -> MemoryResult:
    """Forget what a request points at. Protected items (and, with always_confirm, every item) are
    forgotten only when the call carries the confirmation token that a first call returned."""
    now = timezone.now()
    with transaction.atomic():
        lock_user_memory(user)
        targets = find_forget_targets(user=user, item_id=item_id, value=value, category=category)
        if not targets:
            return MemoryResult.refused(NOT_FOUND)
        decision = background_may(rules.REMOVE, targets, user=user, actor=actor, turn=turn, now=now)
        if not decision.ok:
            return MemoryResult.refused(decision, items=targets)
        ids = [t.id for t in targets]
        confirmed = token_covers(confirmation_token, user=user, ids=ids)
        for target in targets:
            decision = rules.may_forget(target.view(), actor=actor, confirmed_by_user=confirmed)
            if not decision.ok:
                token = issue_confirmation(user=user, ids=ids) if decision.code == "needs_confirmation" else None
                return MemoryResult.refused(decision, items=targets, confirmation_token=token)
        if always_confirm and not confirmed:
            names = ", ".join(t.value for t in targets)
            return MemoryResult(
                False,
                "needs_confirmation",
                f"This would forget: {names}. Call again with the token to confirm.",
                items=targets,
                confirmation_token=issue_confirmation(user=user, ids=ids),
            )
        for target in targets:
            retire(
                target,
                status=rules.DELETED,
                reason_code="forgotten",
                reason=reason or "asked to forget",
                user=user,
                actor=actor,
                turn=turn,
                now=now,
            )
        return MemoryResult(True, "forgotten", f"Forgot: {', '.join(t.value for t in targets)}.", items=targets)


def memory_delete(*, user, item_id, actor: str = "user", reason: str = "") -> MemoryResult:
    """A person removing an item in settings, the API or the admin. Their action is the confirmation."""
    now = timezone.now()
    with transaction.atomic():
        item = _locked_item(user, item_id)
        if item is None:
            return MemoryResult.refused(NOT_FOUND)
        if item.status != rules.ACTIVE:
            return MemoryResult(True, "already_deleted", "That memory was already removed.", item=item)
        retire(
            item,
            status=rules.DELETED,
            reason_code="deleted",
            reason=reason or f"removed by {actor}",
            user=user,
            actor=actor,
            turn=None,
            now=now,
        )
        return MemoryResult(True, "deleted", f"Removed: {item.value}.", item=item)


def memory_confirm(*, user, item_id, actor: str = "user") -> MemoryResult:
    """Only a person confirms: trust becomes user_confirmed and confidence certain."""
    if actor not in ("user", "admin"):
        return MemoryResult(False, "user_only", "Only you can confirm a memory, in Memory settings.")
    now = timezone.now()
    with transaction.atomic():
        item = _locked_item(user, item_id)
        if item is None:
            return MemoryResult.refused(NOT_FOUND)
        if item.status != rules.ACTIVE:
            return MemoryResult(False, "not_active", "Restore this memory before confirming it.", item=item)
        before = snapshot_of(item)
        item.asserted_by, item.confidence, item.updated_at = rules.CONFIRMED, 1.0, now
        item.save(update_fields=["asserted_by", "confidence", "updated_at"])
        record(user=user, item=item, actor=actor, action="confirmed", before=before)
        return MemoryResult(True, "confirmed", f"Confirmed: {item.value}.", item=item)


def memory_restore(*, user, item_id, actor: str = "user") -> MemoryResult:
    """Bring back a deleted item, within the caps; a restored diet replaces the current one."""
    now = timezone.now()
    with transaction.atomic():
        item = _locked_item(user, item_id)
        if item is None:
            return MemoryResult.refused(NOT_FOUND)
        if item.status == rules.ACTIVE:
            return MemoryResult(True, "already_active", "That memory is already active.", item=item)
        if item.status not in (rules.DELETED, rules.EXPIRED):
            return MemoryResult(
                False, "not_restorable", "Only removed memories can be restored; this one was replaced by a newer one."
            )
        active = active_items_locked(user)
        if any(i.category == item.category and i.value_normalized == item.value_normalized for i in active):
            return MemoryResult(False, "duplicate", "An active memory already says the same thing.")
        candidate = rules.Candidate(item.category, item.value, item.value_normalized, rules.CONFIRMED, item.protected)
        replaced = rules.superseded_by([i.view() for i in active], candidate)
        caps = rules.check_caps([i.view() for i in active], candidate, leaving=[r.id for r in replaced])
        if not caps.decision.ok:
            return MemoryResult.refused(caps.decision)
        make_room(
            active, replaced=replaced, caps=caps, reason="restored item", user=user, actor=actor, turn=None, now=now
        )
        before = snapshot_of(item)
        item.status, item.valid_until, item.updated_at = rules.ACTIVE, None, now
        item.save(update_fields=["status", "valid_until", "updated_at"])
        link_superseded(replaced, item)
        record(item=item, action="restored", before=before, user=user, actor=actor)
        return MemoryResult(True, "restored", f"Restored: {item.value}.", item=item)


class _EditRefused(Exception):
    def __init__(self, result: MemoryResult) -> None:
        self.result = result


def memory_edit(*, user, item_id, value: str | None = None, category: str | None = None, actor: str = "user"):
    """A person correcting an item: the new wording is confirmed, and the old one goes to its history
    (superseded by the new item), unless only its spelling or capitals changed."""
    from memory.services.saving import memory_save

    now = timezone.now()
    try:
        with transaction.atomic():
            item = _locked_item(user, item_id)
            if item is None:
                return MemoryResult.refused(NOT_FOUND)
            if item.status != rules.ACTIVE:
                return MemoryResult(False, "not_active", "Restore this memory before editing it.", item=item)
            category = (category or item.category).strip()
            value = (item.value if value is None else value).strip()
            decision = rules.validate_value(category, value)
            if not decision.ok:
                return MemoryResult.refused(decision, item=item)
            before = snapshot_of(item)
            if (category, rules.normalize(value)) == (item.category, item.value_normalized):
                item.value, item.asserted_by, item.confidence, item.updated_at = value, rules.CONFIRMED, 1.0, now
                item.save(update_fields=["value", "asserted_by", "confidence", "updated_at"])
                record(user=user, item=item, actor=actor, action="edited", before=before)
                return MemoryResult(True, "edited", f"Updated: {item.value}.", item=item)
            retire(
                item,
                status=rules.SUPERSEDED,
                reason_code="edited",
                reason=f"edited by {actor}",
                user=user,
                actor=actor,
                turn=None,
                now=now,
            )
            saved = memory_save(
                user=user,
                category=category,
                value=value,
                evidence=item.evidence,
                asserted_by=rules.CONFIRMED,
                actor=actor,
                conversation=item.conversation,
                now=now,
            )
            if not saved.ok:
                raise _EditRefused(saved)
            link_superseded([item], saved.item)
            record(user=user, item=saved.item, actor=actor, action="edited", before=before)
            return MemoryResult(True, "edited", f"Updated: {saved.item.value}.", item=saved.item)
    except _EditRefused as refused:
        return refused.result


def memory_set_learning(*, user, enabled: bool, actor: str = "user") -> MemorySettings:
    with transaction.atomic():
        settings = lock_user_memory(user)
        if settings.learning_enabled != enabled:
            settings.learning_enabled = enabled
            settings.save(update_fields=["learning_enabled", "updated_at"])
            record(user=user, item=None, actor=actor, action="learning_on" if enabled else "learning_off")
        return settings


def erase_user(*, user) -> None:
    """ "Forget everything": the one hard delete. Every row of the user goes, the account included."""

    with transaction.atomic():
        lock_user_memory(user)
        # The audit log is append-only (no UPDATE), so it goes before the turns its rows point at.
        MemoryEvent.objects.filter(user=user).delete()
        MemoryItem.objects.filter(user=user).update(superseded_by=None)
        MemoryItem.objects.filter(user=user).delete()
        Conversation.objects.filter(user=user).delete()
        user.delete()
