"""For any sequence of memory operations, the guarantees hold (hypothesis, real PostgreSQL)."""

from __future__ import annotations

import itertools
from datetime import timedelta

from django.contrib.auth.models import User
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memory import rules, selectors, services
from memory.models import MemoryEvent, MemoryItem

VALUES = [
    "peanuts",
    "shrimp",
    "thai food",
    "thai",
    "mushrooms",
    "cilantro",
    "vegan",
    "vegetarian",
    "keto",
    "gluten free",
    "one pot meals",
    "spicy",
    "pasta",
    "sesame",
    "olives",
    "sushi",
] + [f"snack {i}" for i in range(20)]

save_op = st.tuples(
    st.just("save"),
    st.sampled_from(rules.CATEGORIES),
    st.sampled_from(VALUES),
    st.sampled_from(rules.TRUST_LEVELS),
    st.sampled_from(["agent", "capture", "consolidation", "mcp"]),
)
forget_op = st.tuples(st.just("forget"), st.sampled_from(VALUES), st.booleans(), st.sampled_from(["agent", "mcp"]))
user_op = st.tuples(st.sampled_from(["confirm", "delete", "restore"]), st.integers(0, 40))
decay_op = st.tuples(st.just("decay"), st.integers(1, 400))
fill_op = st.tuples(
    st.just("fill"),
    st.sampled_from([rules.ALLERGY, rules.DISLIKE, rules.LIKE]),
    st.sampled_from(rules.TRUST_LEVELS),
    st.sampled_from(["peanut sauce", "walnut bread", "snack"]),
)
operations = st.lists(st.one_of(save_op, save_op, forget_op, user_op, decay_op, fill_op), min_size=1, max_size=40)

_users = itertools.count()


def _apply(user, op, clock):
    kind = op[0]
    if kind == "save":
        _, category, value, trust, actor = op
        services.memory_save(user=user, category=category, value=value, asserted_by=trust, actor=actor, now=clock[0])
    elif kind == "forget":
        _, value, retry_with_token, actor = op
        first = services.memory_forget(user=user, actor=actor, value=value)
        if retry_with_token and first.confirmation_token:
            services.memory_forget(user=user, actor=actor, value=value, confirmation_token=first.confirmation_token)
    elif kind == "fill":  # push a category past its cap
        _, category, trust, stem = op
        for i in range(rules.MAX_ACTIVE_PER_CATEGORY + 2):
            clock[0] += timedelta(minutes=1)
            services.memory_save(
                user=user,
                category=category,
                value=f"{stem} {i} {trust}",
                asserted_by=trust,
                actor="consolidation",
                now=clock[0],
            )
    elif kind == "decay":
        clock[0] += timedelta(days=op[1])
        services.memory_decay(user=user, now=clock[0])
    else:
        ids = list(MemoryItem.objects.filter(user=user).order_by("id").values_list("id", flat=True))
        if ids:
            item_id = ids[op[1] % len(ids)]
            getattr(services, f"memory_{kind}")(user=user, item_id=item_id)


def _check(user, trust_seen: dict[int, int], clock) -> None:
    active = list(MemoryItem.objects.filter(user=user, status=rules.ACTIVE))
    assert len(active) <= rules.MAX_ACTIVE_PER_USER
    for category in rules.CATEGORIES:
        assert sum(1 for i in active if i.category == category) <= rules.MAX_ACTIVE_PER_CATEGORY
    for item in MemoryItem.objects.filter(user=user):
        rank = rules.TRUST_RANK[item.asserted_by]
        assert rank >= trust_seen.get(item.pk, 0), "trust decreased"
        trust_seen[item.pk] = rank
    snapshot = selectors.memory_snapshot(user=user, now=clock[0])
    assert {i.pk for i in snapshot.items} <= {i.pk for i in active}
    live_values = {i.value for i in snapshot.items}
    entries = {part.strip() for line in snapshot.text.splitlines() for part in line.split(":", 1)[-1].split(",")}
    for gone in MemoryItem.objects.filter(user=user).exclude(status=rules.ACTIVE):
        if gone.value not in live_values:
            assert gone.value not in entries, f"{gone.status} item {gone.value!r} is in the snapshot"


def _check_protected_history(user) -> None:
    """A protected item leaves only by a person's hand or with a confirmation token."""
    for event in MemoryEvent.objects.filter(
        user=user, item__protected=True, action__in=["deleted", "superseded", "expired"]
    ):
        assert event.reason_code not in ("evicted", "decayed", "expired"), event.reason_code
        if event.actor not in ("user", "admin"):
            assert event.reason_code in ("forgotten", "superseded")
    for item in MemoryItem.objects.filter(user=user, protected=True).exclude(status=rules.ACTIVE):
        last = MemoryEvent.objects.filter(item=item).exclude(action__in=["created", "upgraded", "reinforced"]).first()
        assert last is not None


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(operations)
def test_memory_guarantees_hold_for_any_sequence(db, ops):
    user = User.objects.create(username=f"prop{next(_users)}")
    clock = [timezone.now()]
    trust_seen: dict[int, int] = {}
    for op in ops:
        protected_before = set(
            MemoryItem.objects.filter(user=user, status=rules.ACTIVE, protected=True).values_list("pk", flat=True)
        )
        _apply(user, op, clock)
        _check(user, trust_seen, clock)
        by_a_person = op[0] in ("delete", "restore") or (op[0] == "forget" and op[2])
        if not by_a_person:
            still = set(
                MemoryItem.objects.filter(pk__in=protected_before, status=rules.ACTIVE).values_list("pk", flat=True)
            )
            assert still == protected_before, f"{op[0]} removed a protected item"
    _check_protected_history(user)
