"""The one learning path (memory.capture.learning) and the episode service: what each entry point
learns from the same words, and that learning twice changes nothing."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from memory import rules, services
from memory.capture.extraction import Claim, Extraction
from memory.capture.learning import CAPTURE, CONSOLIDATION, MCP, learn_from_text, learn_from_turn
from memory.models import Episode, MemoryEvent, MemoryItem


def active(user) -> set[tuple[str, str]]:
    return set(MemoryItem.objects.filter(user=user, status=rules.ACTIVE).values_list("category", "value"))


def test_a_statement_becomes_items_and_an_episode_with_the_turn_as_source(user, turn_factory):
    turn = turn_factory("I'm allergic to sesame. Let's go with the tofu stir fry tonight.")

    learned = learn_from_turn(turn=turn, how=CONSOLIDATION)

    assert active(user) == {(rules.ALLERGY, "sesame")}
    assert MemoryItem.objects.get(user=user).turn_id == turn.pk
    assert list(Episode.objects.filter(user=user).values_list("kind", "turn_id")) == [("decision", turn.pk)]
    assert learned.episodes == 1 and not learned.nothing


def test_learning_from_the_same_turn_twice_changes_nothing(user, turn_factory):
    turn = turn_factory("I love fennel. We decided on paella for Sunday.")
    learn_from_turn(turn=turn, how=CONSOLIDATION)
    events, episodes = MemoryEvent.objects.count(), Episode.objects.count()

    again = learn_from_turn(turn=turn, how=CONSOLIDATION)

    assert again.episodes == 0 and Episode.objects.count() == episodes
    assert active(user) == {(rules.LIKE, "fennel")}
    assert MemoryEvent.objects.filter(action__in=["created", "reactivated"]).count() == 1 < events + 1


def test_filler_the_policy_forbids_learns_nothing(user, turn_factory):
    learned = learn_from_turn(turn=turn_factory("ok thanks"), how=CONSOLIDATION)

    assert learned.verdict.forbidden == "ui_noise" and learned.nothing
    assert not MemoryItem.objects.exists() and not Episode.objects.exists()


def test_retractions_apply_in_consolidation_but_not_on_the_fast_path(user, turn_factory):
    services.memory_save(user=user, category=rules.DIET, value="vegan")
    said = "I'm not vegan any more"

    learn_from_turn(turn=turn_factory(said), how=CAPTURE)
    assert active(user) == {(rules.DIET, "vegan")}

    learn_from_turn(turn=turn_factory(said), how=CONSOLIDATION)
    assert active(user) == set()


def test_capture_saves_at_most_the_per_turn_cap(user, turn_factory):
    extraction = Extraction(
        claims=[Claim(rules.LIKE, value, "I like them all") for value in ("basil", "mint", "dill", "sage", "chives")]
    )

    learned = learn_from_turn(turn=turn_factory("I like them all"), how=CAPTURE, extraction=extraction)

    assert len(learned.saved) == rules.MAX_SAVES_PER_TURN
    assert len(active(user)) == rules.MAX_SAVES_PER_TURN


def test_with_learning_off_nothing_is_kept_and_each_claim_says_why(user, turn_factory):
    services.memory_set_learning(user=user, enabled=False)

    learned = learn_from_turn(turn=turn_factory("I hate olives. Let's go with the risotto."), how=CONSOLIDATION)

    assert [r.code for r in learned.saved] == ["learning_off"]
    assert not MemoryItem.objects.exists() and not Episode.objects.exists()


def test_mcp_learns_facts_but_records_no_episodes(user):
    learned = learn_from_text(user=user, text="I always bake with rye flour. Let's go with rye bread.", how=MCP)

    assert learned.episodes == 0 and not Episode.objects.exists()
    assert MemoryEvent.objects.filter(actor="mcp").exists()


def test_an_assistant_turn_records_its_tool_calls_as_episodes(user):
    conversation = services.log_start_conversation(user=user)
    asked = services.log_append_turn(services.NewTurn(conversation, "user", "forget basil"))
    call = {"name": "forget_user_memory", "arguments": {"value": "basil"}, "result": {"ok": True, "code": "ok"}}
    reply = services.log_append_turn(
        services.NewTurn(conversation, "assistant", "Done.", tool_calls=[call, call], reply_to=asked)
    )

    learned = learn_from_turn(turn=reply, how=CONSOLIDATION)

    assert learned.episodes == 2 and not MemoryItem.objects.exists()
    assert list(Episode.objects.order_by("seq").values_list("kind", "seq", "text")) == [
        ("tool_call", 0, "forget_user_memory(value=basil) → ok"),
        ("tool_call", 1, "forget_user_memory(value=basil) → ok"),
    ]


# The episode service -----------------------------------------------------------------------------


def test_an_episode_is_redacted_dated_and_kept_for_its_policy_retention(user):
    when = timezone.now() - timedelta(days=2)

    episode, created = services.episode_record(
        user=user, kind="decision", text="Let's go with sushi, my card is 4111 1111 1111 1111", occurred_at=when
    )

    assert created and "4111" not in episode.text
    assert episode.occurred_at == when and episode.expires_at == when + timedelta(days=180)
    assert services.episode_record(user=user, kind="incident", text="I got hives")[0].expires_at is None


def test_an_unknown_episode_kind_is_refused(user):
    with pytest.raises(ValueError, match="unknown episode kind"):
        services.episode_record(user=user, kind="gossip", text="nothing")


def test_retention_removes_only_what_has_expired(user):
    old = timezone.now() - timedelta(days=400)
    services.episode_record(user=user, kind="meal", text="I made ramen", occurred_at=old)
    services.episode_record(user=user, kind="incident", text="I burned my hand", occurred_at=old)
    services.episode_record(user=user, kind="meal", text="I made dal")

    assert services.episode_retention() == 1
    assert sorted(Episode.objects.values_list("text", flat=True)) == ["I burned my hand", "I made dal"]
