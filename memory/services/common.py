"""What every memory service shares: results, the per-user lock, the audit trail, confirmations."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from django.core import signing
from django.db.models import Case, F, Q, When
from django.utils import timezone

from memory import rules
from memory.models import MemoryEvent, MemoryItem, MemorySettings
from memory.selectors.items import SAVED_ACTIONS

CONFIRMATION_SALT = "mise.memory.confirm"
CONFIRMATION_MAX_AGE = 15 * 60
LEARNING_EXEMPT_ACTORS = frozenset({"user", "admin"})
TURN_LIMITED_ACTORS = frozenset({"agent", "capture"})
SAVE_ACTIONS = SAVED_ACTIONS  # the audit actions that put an item in memory
PROFILE_SHOWS = ("category", "value", "asserted_by", "status")  # of an item's snapshot


@dataclass(frozen=True)
class MemoryResult:
    """What a service did, or why it did nothing. `code` is for programs, `message` for people."""

    ok: bool
    code: str
    message: str
    item: MemoryItem | None = None
    items: list[MemoryItem] = field(default_factory=list)
    confirmation_token: str | None = None

    @classmethod
    def refused(cls, decision: rules.Decision, **extra) -> MemoryResult:
        return cls(False, decision.code, decision.message, **extra)


def lock_user_memory(user) -> MemorySettings:
    """Serialize a user's memory writes; call inside a transaction."""
    settings = MemorySettings.objects.select_for_update().filter(user=user).first()
    if settings is None:  # the user's first memory write
        MemorySettings.objects.get_or_create(user=user)
        settings = MemorySettings.objects.select_for_update().get(user=user)
    return settings


def snapshot_of(item: MemoryItem) -> dict:
    return {
        "category": item.category,
        "value": item.value,
        "asserted_by": item.asserted_by,
        "confidence": round(item.confidence, 4),
        "status": item.status,
        "protected": item.protected,
    }


def record(*, user, item, actor, action, reason_code="", reason="", before=None, turn=None) -> None:
    """Append an audit row; its time is the wall clock, even for back-dated changes. The profile is
    re-rendered after a change it shows (not after a value said again, a confidence, or a switch)."""
    from memory.profile.canonical import schedule_profile_sync

    after = snapshot_of(item) if item is not None else None
    if after is not None and (before is None or any(before[k] != after[k] for k in PROFILE_SHOWS)):
        schedule_profile_sync(user)
    MemoryEvent.objects.create(
        user=user,
        item=item,
        actor=actor,
        action=action,
        reason_code=reason_code,
        reason=reason,
        before=before,
        after=after,
        turn=turn,
        created_at=timezone.now(),
    )


def latest_user_actions(user, things: Iterable[tuple[str, str]]) -> dict[tuple[str, str], rules.UserAction]:
    """The user's latest action on each (category, normalized value), from the audit log."""
    things = set(things)
    if not things:
        return {}
    which = Q()
    for category, normalized in things:
        which |= Q(item__category=category, item__value_normalized=normalized)
    # A forget the user asked for in chat is their word too, as of the message that asked for it: a
    # worker that reads an older message later ("I love batch cooking", then "scratch that") must not
    # bring the thing back.
    asked_in_chat = Q(actor="agent", action="deleted", reason_code="forgotten", turn__isnull=False)
    rows = (
        MemoryEvent.objects.filter(user=user, item__isnull=False)
        .filter(Q(actor__in=rules.USER_ACTORS) | asked_in_chat)
        .filter(which)
        .annotate(at=Case(When(asked_in_chat, then=F("turn__created_at")), default=F("created_at")))
        .order_by("created_at", "id")
        .values_list("item__category", "item__value_normalized", "action", "at")
    )
    return {(category, normalized): rules.UserAction(action, at) for category, normalized, action, at in rows}


def background_may(change: str, items, *, user, actor: str, turn, now) -> rules.Decision:
    """The precedence rule for a background change to these things (items or candidates), on the
    evidence of `turn` (said when it was written) or, without one, of this moment."""
    if actor in rules.USER_ACTORS:
        return rules.Decision.allow()
    evidence_at = turn.created_at if turn is not None else now
    latest = latest_user_actions(user, ((i.category, i.value_normalized) for i in items))
    for action in latest.values():
        decision = rules.background_may(change, actor=actor, evidence_at=evidence_at, latest=action)
        if not decision.ok:
            return decision
    return rules.Decision.allow()


def active_items_locked(user) -> list[MemoryItem]:
    return list(MemoryItem.objects.filter(user=user, status=rules.ACTIVE).defer("embedding"))


def retire(item, *, status, reason_code, reason, user, actor, turn, now) -> None:
    before = snapshot_of(item)
    item.status = status
    item.updated_at = now
    if status == rules.SUPERSEDED:
        item.valid_until = now
    item.save(update_fields=["status", "updated_at", "valid_until"])
    action = {rules.SUPERSEDED: "superseded", rules.EXPIRED: "expired"}.get(status, "deleted")
    record(
        user=user,
        item=item,
        actor=actor,
        action=action,
        reason_code=reason_code,
        reason=reason,
        before=before,
        turn=turn,
    )


def make_room(active, *, replaced, caps, reason: str, user, actor, turn, now) -> None:
    """Retire what an incoming item replaces, and the item the caps evict for it."""
    by_id = {i.id: i for i in active}
    ctx = {"user": user, "actor": actor, "turn": turn, "now": now}
    for old in replaced:
        retire(by_id[old.id], status=rules.SUPERSEDED, reason_code="superseded", reason=reason, **ctx)
    if caps.evict is not None:
        retire(by_id[caps.evict.id], status=rules.DELETED, reason_code="evicted", reason=caps.decision.message, **ctx)


def link_superseded(replaced, newer) -> None:
    MemoryItem.objects.filter(pk__in=[old.id for old in replaced]).update(superseded_by=newer)


# Confirmation tokens -----------------------------------------------------------------------------


def issue_confirmation(*, user, ids: Iterable[int]) -> str:
    return signing.dumps({"u": user.pk, "ids": sorted(set(ids))}, salt=CONFIRMATION_SALT, compress=True)


def token_covers(token: str | None, *, user, ids: Iterable[int]) -> bool:
    if not token:
        return False
    try:
        data = signing.loads(token, salt=CONFIRMATION_SALT, max_age=CONFIRMATION_MAX_AGE)
    except signing.BadSignature:
        return False
    if data.get("u") != user.pk:
        return False
    return set(ids) <= set(data.get("ids", []))


def record_access(*, user, actor: str, action: str, reason: str = "") -> None:
    """Audit a call that reads or is refused (MCP): no item changes, so no profile re-render."""
    MemoryEvent.objects.create(
        user=user, item=None, actor=actor, action=action, reason=reason, created_at=timezone.now()
    )
