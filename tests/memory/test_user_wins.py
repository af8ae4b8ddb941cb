"""The user's latest word wins over background work, under any interleaving (hypothesis stateful).

Chat turns, fast-path capture and its re-runs, the user's undo/delete/restore/confirm/add,
consolidation in batches, decay, MCP remember/forget and workers killed mid-run are interleaved
in any order against real PostgreSQL. After every step:
- a thing (category + value) whose latest user action removed it is not active, unless something
  said after that action brought it back;
- a thing the user last kept (added, restored, confirmed) is active, unless something said after
  that action retracted or contradicted it;
- no consolidation run is left marked running once the next one has started.
"""

from __future__ import annotations

import itertools
from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.utils import timezone
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule, run_state_machine_as_test

from memory import rules, services
from memory.capture.learning import CAPTURE, learn_from_turn
from memory.consolidate.consolidation import consolidate_user
from memory.mcp import do_forget, do_remember
from memory.models import ConsolidationRun, MemoryItem

VALUES = ("olives", "cilantro", "anchovies")
SAYS = {rules.LIKE: "I love {}", rules.DISLIKE: "I hate {}"}
OPPOSITE = {rules.LIKE: rules.DISLIKE, rules.DISLIKE: rules.LIKE}
NORMALIZED = {value: rules.normalize(value) for value in VALUES}
users = itertools.count()

categories = st.sampled_from(sorted(SAYS))
values = st.sampled_from(VALUES)


class UserWins(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.user = User.objects.create(username=f"wins{next(users)}")
        self.conversation = services.log_start_conversation(user=self.user)
        self.turns = []
        self.user_last: dict[tuple[str, str], tuple[str, object]] = {}  # thing → ("removed"|"kept", when)
        self.said: dict[tuple[str, str], list[tuple[object, int]]] = {}  # thing → [(when, +1 | -1)]

    # What the model remembers -------------------------------------------------------------------

    def _active(self, category: str, value: str) -> MemoryItem | None:
        return MemoryItem.objects.filter(
            user=self.user, category=category, value_normalized=NORMALIZED[value], status=rules.ACTIVE
        ).first()

    def _said(self, category: str, value: str, polarity: int, when) -> None:
        self.said.setdefault((category, value), []).append((when, polarity))
        if polarity > 0:  # saying one side contradicts the other
            self.said.setdefault((OPPOSITE[category], value), []).append((when, -1))

    def _user_did(self, category: str, value: str, what: str, when) -> None:
        self.user_last[(category, value)] = (what, when)

    def _user_kept(self, category: str, value: str, when) -> None:
        """A user action that makes a thing active also retires its active opposite, as the user's act."""
        if self._active(OPPOSITE[category], value) is not None:
            self._user_did(OPPOSITE[category], value, "removed", when)
        self._user_did(category, value, "kept", when)

    # The chat ---------------------------------------------------------------------------------

    @rule(category=categories, value=values)
    def chat_statement(self, category, value):
        """A chat turn: appended to the raw log, then the fast path's capture."""
        turn = services.log_append_turn(services.NewTurn(self.conversation, "user", SAYS[category].format(value)))
        self.turns.append(turn)
        self._said(category, value, +1, turn.created_at)
        learn_from_turn(turn=turn, how=CAPTURE)

    @rule(category=categories, value=values)
    def chat_retraction(self, category, value):
        """Retractions are learned by consolidation (the fast path saves, never forgets)."""
        verb = "hate" if category == rules.DISLIKE else "love"
        turn = services.log_append_turn(services.NewTurn(self.conversation, "user", f"forget that I {verb} {value}"))
        self.turns.append(turn)
        self._said(category, value, -1, turn.created_at)

    @precondition(lambda self: self.turns)
    @rule(data=st.data())
    def capture_runs_again(self, data):
        """A retry or a second worker re-runs capture on an older turn."""
        learn_from_turn(turn=data.draw(st.sampled_from(self.turns)), how=CAPTURE)

    # The user ---------------------------------------------------------------------------------

    @rule(category=categories, value=values)
    def user_deletes(self, category, value):
        item = self._active(category, value)
        if item is not None:
            result = services.memory_delete(user=self.user, item_id=item.pk, actor="user", reason="undone from chat")
            assert result.ok
            self._user_did(category, value, "removed", timezone.now())

    @rule(category=categories, value=values)
    def user_restores(self, category, value):
        item = (
            MemoryItem.objects.filter(
                user=self.user, category=category, value_normalized=NORMALIZED[value], status=rules.DELETED
            )
            .order_by("-updated_at")
            .first()
        )
        if item is None or self._active(category, value) is not None:
            return
        opposite_active = self._active(OPPOSITE[category], value) is not None
        result = services.memory_restore(user=self.user, item_id=item.pk, actor="user")
        if result.code == "restored":
            if opposite_active:
                self._user_did(OPPOSITE[category], value, "removed", timezone.now())
            self._user_did(category, value, "kept", timezone.now())

    @rule(category=categories, value=values)
    def user_confirms(self, category, value):
        item = self._active(category, value)
        if item is not None:
            assert services.memory_confirm(user=self.user, item_id=item.pk, actor="user").ok
            self._user_did(category, value, "kept", timezone.now())

    @rule(category=categories, value=values)
    def user_adds(self, category, value):
        opposite_active = self._active(OPPOSITE[category], value) is not None
        result = services.memory_add_by_user(user=self.user, category=category, value=value)
        assert result.ok, result.message
        when = timezone.now()
        if opposite_active:
            self._user_did(OPPOSITE[category], value, "removed", when)
        self._user_did(category, value, "kept", when)

    # Background work ----------------------------------------------------------------------------

    @rule(batch=st.integers(min_value=1, max_value=3))
    def consolidation(self, batch):
        run = consolidate_user(user=self.user, batch_size=batch)
        assert run.status == "succeeded"

    @rule()
    def worker_killed_mid_run(self):
        """A worker died after opening its run: the batch rolled back, the run row stayed behind."""
        ConsolidationRun.objects.create(user=self.user, started_at=timezone.now())

    @rule(days=st.integers(min_value=0, max_value=1500))
    def decay(self, days):
        services.memory_decay(user=self.user, now=timezone.now() + timedelta(days=days))

    @rule(category=categories, value=values)
    def mcp_remember(self, category, value):
        """An agent says it now: newer evidence, which may bring back what the user removed before."""
        answer = do_remember(self.user, SAYS[category].format(value), "working", [])
        self._said(category, value, +1, timezone.now() if answer.get("ok") else timezone.now())

    @rule(value=values)
    def mcp_forget(self, value):
        first = do_forget(self.user, None, value, None)
        if first.get("confirmation_token"):
            when = timezone.now()
            done = do_forget(self.user, None, value, first["confirmation_token"])
            if done["ok"]:
                for category in SAYS:
                    self.said.setdefault((category, value), []).append((when, -1))

    # What must always hold ----------------------------------------------------------------------

    @invariant()
    def the_latest_user_action_stands(self):
        for (category, value), (what, when) in self.user_last.items():
            later = [polarity for at, polarity in self.said.get((category, value), []) if at > when]
            active = self._active(category, value) is not None
            if what == "removed" and +1 not in later:
                assert not active, f"{category} {value} came back after the user removed it"
            if what == "kept" and -1 not in later:
                assert active, f"{category} {value} was removed after the user kept it"

    @invariant()
    def no_run_is_left_running_after_a_finished_one(self):
        last = ConsolidationRun.objects.filter(user=self.user).exclude(status="running").order_by("-id").first()
        if last is not None:
            assert not ConsolidationRun.objects.filter(user=self.user, status="running", id__lt=last.id).exists()


@pytest.mark.django_db
def test_the_users_latest_word_wins_under_any_interleaving():
    run_state_machine_as_test(
        UserWins,
        settings=settings(
            max_examples=500,
            stateful_step_count=10,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        ),
    )


# The same rule through the API, as a client sees it -------------------------------------------


def test_undo_through_the_api_right_after_chat_stands_after_consolidation(api, user):
    api.post("/api/chat/", {"message": "I can't stand olives"}, format="json")
    item = api.get("/api/memories/").json()[0]
    api.delete(f"/api/memories/{item['id']}/")

    api.post("/api/consolidate/")

    assert api.get("/api/memories/").json() == []
    assert api.get("/api/memory/snapshot/").json()["text"] == ""


def test_restore_through_the_api_stands_after_consolidation_of_an_older_retraction(api, user):
    api.post("/api/chat/", {"message": "I hate cilantro"}, format="json")
    api.post("/api/chat/", {"message": "forget that I hate cilantro"}, format="json")
    item = MemoryItem.objects.get(user=user)
    assert item.status == rules.DELETED  # the chat forgot it
    api.post(f"/api/memories/{item.pk}/restore/")

    api.post("/api/consolidate/")  # learns from both turns, the retraction included

    assert [m["value"] for m in api.get("/api/memories/").json()] == ["cilantro"]


def test_saying_it_again_after_an_undo_brings_it_back(api, user):
    api.post("/api/chat/", {"message": "I can't stand olives"}, format="json")
    item = api.get("/api/memories/").json()[0]
    api.delete(f"/api/memories/{item['id']}/")

    api.post("/api/chat/", {"message": "Honestly, I can't stand olives"}, format="json")
    api.post("/api/consolidate/")

    assert [m["value"] for m in api.get("/api/memories/").json()] == ["olives"]


def test_background_work_gets_a_reason_when_the_user_decided_later(user):
    conversation = services.log_start_conversation(user=user)
    turn = services.log_append_turn(services.NewTurn(conversation, "user", "I hate olives"))
    item = services.memory_add_by_user(user=user, category=rules.DISLIKE, value="olives").item
    services.memory_delete(user=user, item_id=item.pk, actor="user")

    result = services.memory_save(
        user=user, category=rules.DISLIKE, value="olives", actor="consolidation", turn=turn, now=turn.created_at
    )

    assert not result.ok and result.code == "user_removed" and "removed" in result.message


def test_decay_never_removes_what_the_user_restored(user):
    item = services.memory_save(user=user, category=rules.LIKE, value="fennel", asserted_by=rules.INFERRED).item
    services.memory_delete(user=user, item_id=item.pk, actor="user")
    services.memory_restore(user=user, item_id=item.pk, actor="user")

    counts = services.memory_decay(user=user, now=timezone.now() + timedelta(days=3650))

    assert counts.evicted == 0 and MemoryItem.objects.get(pk=item.pk).status == rules.ACTIVE


def test_a_run_killed_mid_way_is_marked_failed_when_the_next_one_starts(user):
    stale = ConsolidationRun.objects.create(user=user, started_at=timezone.now() - timedelta(minutes=5))

    consolidate_user(user=user)

    stale.refresh_from_db()
    assert stale.status == "failed" and stale.finished_at is not None and "interrupted" in stale.errors[0]["error"]
