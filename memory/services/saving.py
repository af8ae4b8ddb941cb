"""Saving: create, upgrade, reactivate or refuse, with caps, supersession and protection."""

from __future__ import annotations

from datetime import datetime

from django.db import transaction
from django.utils import timezone

from memory import rules
from memory.models import MemoryEvent, MemoryItem, MemorySettings
from memory.models.items import ADDED_BY_YOU
from memory.services.common import (
    LEARNING_EXEMPT_ACTORS,
    SAVE_ACTIONS,
    TURN_LIMITED_ACTORS,
    MemoryResult,
    active_items_locked,
    background_may,
    issue_confirmation,
    link_superseded,
    lock_user_memory,
    make_room,
    record,
    snapshot_of,
    token_covers,
)

# Saving ----------------------------------------------------------------------------------------


def memory_save(
    *,
    user,
    category: str,
    value: str,
    evidence: str = "",
    asserted_by: str = rules.EXPLICIT,
    actor: str = "agent",
    conversation=None,
    turn=None,
    confidence: float | None = None,
    expires_at: datetime | None = None,
    confirmation_token: str | None = None,
    now: datetime | None = None,
) -> MemoryResult:
    """Remember a value: create it, upgrade a known one, reactivate a forgotten one, or refuse."""
    now = now or timezone.now()
    value = (value or "").strip()
    category = (category or "").strip()
    decision = rules.validate_value(category, value)
    if not decision.ok:
        return MemoryResult.refused(decision)
    normalized = rules.normalize(value)
    candidate = rules.Candidate(
        category=category,
        value=value,
        value_normalized=normalized,
        trust=asserted_by,
        protected=rules.is_protected(category, normalized),
    )
    with transaction.atomic():
        settings = lock_user_memory(user)
        active = active_items_locked(user)
        same = next((i for i in active if i.category == category and i.value_normalized == normalized), None)
        refusal = _save_precheck(settings=settings, actor=actor, turn=turn, same=same)
        if refusal is not None:
            return refusal
        decision = background_may(rules.SAVE, [candidate], user=user, actor=actor, turn=turn, now=now)
        if not decision.ok:
            return MemoryResult.refused(decision, item=same)
        ctx = dict(user=user, actor=actor, turn=turn, now=now, evidence=evidence)
        if same is not None:
            return _upgrade(same, candidate, confidence=confidence, **ctx)
        return _insert(
            candidate,
            active,
            confidence=confidence,
            expires_at=expires_at,
            conversation=conversation,
            confirmation_token=confirmation_token,
            **ctx,
        )


def _save_precheck(*, settings: MemorySettings, actor: str, turn, same: MemoryItem | None) -> MemoryResult | None:
    if actor not in LEARNING_EXEMPT_ACTORS and not settings.learning_enabled:
        return MemoryResult(
            False, "learning_off", "Learning is switched off, so I did not save that. Turn it on in Memory settings."
        )
    if actor in TURN_LIMITED_ACTORS and turn is not None:
        # The budget counts distinct items saved from this turn; saving one of them again is free.
        saved = set(
            MemoryEvent.objects.filter(turn=turn, actor__in=TURN_LIMITED_ACTORS, action__in=SAVE_ACTIONS).values_list(
                "item_id", flat=True
            )
        )
        if same is not None and same.pk in saved:
            return None
        decision = rules.check_turn_budget(len(saved))
        if not decision.ok:
            return MemoryResult.refused(decision)
    return None


def _upgrade(item, candidate, *, confidence, user, actor, turn, now, evidence) -> MemoryResult:
    before = snapshot_of(item)
    trust = rules.higher_trust(item.asserted_by, candidate.trust)
    new_confidence = rules.upgraded_confidence(item.confidence, candidate.trust)
    if confidence is not None:
        new_confidence = max(new_confidence, min(1.0, confidence))
    changed = trust != item.asserted_by or new_confidence != item.confidence
    item.asserted_by, item.confidence = trust, new_confidence
    item.evidence = evidence or item.evidence
    item.updated_at = now
    item.last_used_at = max(item.last_used_at or now, now)
    item.save(update_fields=["asserted_by", "confidence", "evidence", "last_used_at", "updated_at"])
    action = "upgraded" if changed else "reinforced"
    record(user=user, item=item, actor=actor, action=action, before=before, turn=turn)
    if turn is not None and item.turn_id == turn.pk:  # learned from this very message a moment ago
        return MemoryResult(True, action, f"Saved: {item.value}.", item=item)
    return MemoryResult(True, action, f"I already knew that: {item.value}.", item=item)


def _insert(
    candidate, active, *, confidence, expires_at, conversation, confirmation_token, user, actor, turn, now, evidence
) -> MemoryResult:
    replaced = rules.superseded_by([i.view() for i in active], candidate)
    user_acting = actor in LEARNING_EXEMPT_ACTORS
    if not user_acting:  # an allergy takes a protected dislike's place only by the person's own hand; else both stay
        replaced = [v for v in replaced if not v.protected or rules.loses_safety(v, candidate)]
    protected = [v for v in replaced if v.protected and not rules.keeps_out_as_much(v, candidate)]
    if protected and not user_acting and not token_covers(confirmation_token, user=user, ids=[v.id for v in protected]):
        token = issue_confirmation(user=user, ids=[v.id for v in protected])
        return MemoryResult(
            False,
            "needs_confirmation",
            f"That would replace a safety fact ({', '.join(v.value for v in protected)}). "
            "Say yes to confirm and I will update it.",
            confirmation_token=token,
        )
    caps = rules.check_caps([i.view() for i in active], candidate, leaving=[v.id for v in replaced])
    if not caps.decision.ok:
        return MemoryResult.refused(caps.decision)
    leaving = [*replaced, *([caps.evict] if caps.evict is not None else [])]
    decision = background_may(rules.REMOVE, leaving, user=user, actor=actor, turn=turn, now=now)
    if not decision.ok:
        return MemoryResult.refused(decision)
    make_room(
        active,
        replaced=replaced,
        caps=caps,
        reason=f"replaced by a newer {candidate.category.replace('_', ' ')}",
        user=user,
        actor=actor,
        turn=turn,
        now=now,
    )
    item, action = _create_or_reactivate(
        candidate,
        confidence=confidence,
        expires_at=expires_at,
        conversation=conversation,
        evidence=evidence,
        user=user,
        actor=actor,
        turn=turn,
        now=now,
    )
    link_superseded(replaced, item)
    record(item=item, action=action, user=user, actor=actor, turn=turn)
    return MemoryResult(True, action, f"Saved: {item.value}.", item=item)


def _create_or_reactivate(candidate, *, confidence, expires_at, conversation, evidence, user, actor, turn, now):
    start = rules.INITIAL_CONFIDENCE[candidate.trust]
    confidence = start if confidence is None else min(1.0, max(0.0, confidence))
    forgotten = (
        MemoryItem.objects.filter(
            user=user,
            category=candidate.category,
            value_normalized=candidate.value_normalized,
            status__in=[rules.DELETED, rules.EXPIRED],
        )
        .order_by("-updated_at")
        .first()
    )
    if forgotten is not None:
        forgotten.status = rules.ACTIVE
        forgotten.asserted_by = rules.higher_trust(forgotten.asserted_by, candidate.trust)
        forgotten.confidence = max(confidence, forgotten.confidence)
        forgotten.value, forgotten.evidence = candidate.value, evidence or forgotten.evidence
        forgotten.protected = candidate.protected
        forgotten.valid_from, forgotten.valid_until, forgotten.expires_at = now, None, expires_at
        forgotten.updated_at = forgotten.last_used_at = now
        forgotten.conversation = conversation or forgotten.conversation
        forgotten.turn = turn or forgotten.turn
        forgotten.save()
        return forgotten, "reactivated"
    item = MemoryItem.objects.create(
        user=user,
        category=candidate.category,
        value=candidate.value,
        value_normalized=candidate.value_normalized,
        asserted_by=candidate.trust,
        confidence=confidence,
        evidence=evidence,
        protected=candidate.protected,
        status=rules.ACTIVE,
        created_at=now,
        updated_at=now,
        valid_from=now,
        expires_at=expires_at,
        conversation=conversation,
        turn=turn,
    )
    return item, "created"


def memory_add_by_user(*, user, category: str, value: str, evidence: str = "", actor: str = "user") -> MemoryResult:
    """Something the user typed into Memory settings or the API: confirmed from the start."""
    return memory_save(
        user=user,
        category=category,
        value=value,
        evidence=evidence or ADDED_BY_YOU,
        asserted_by=rules.CONFIRMED,
        actor=actor,
    )


def memory_save_claims(*, user, claims, actor: str, conversation, turn, now: datetime | None = None) -> list:
    """Save what someone said about themselves (fast-path capture, consolidation), claim by claim."""
    return [
        memory_save(
            user=user,
            category=claim.category,
            value=claim.value,
            evidence=claim.evidence,
            asserted_by=rules.EXPLICIT,
            actor=actor,
            conversation=conversation,
            turn=turn,
            now=now,
        )
        for claim in claims
    ]
