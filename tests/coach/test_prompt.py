"""The prompt (coach.prompt): memory first and never trimmed, the "Recently" note on a first turn,
recall from earlier conversations, and the turn's own vector as recall's query."""

from __future__ import annotations

from datetime import timedelta

from django.utils import timezone

from coach.prompt import build_prompt
from coach.services import chat_post_message, chat_turn
from memory import rules, services


def system_of(prompt) -> str:
    assert prompt.messages[0]["role"] == "system"
    return prompt.messages[0]["content"]


def test_the_snapshot_leads_with_allergies_and_the_message_comes_last(user):
    services.memory_save(user=user, category=rules.LIKE, value="basil")
    services.memory_save(user=user, category=rules.ALLERGY, value="peanuts")
    turn = chat_post_message(user=user, message="What should I cook tonight?")

    prompt = build_prompt(user=user, conversation=turn.conversation, turn=turn)

    system = system_of(prompt)
    assert system.index("ALLERGIES") < system.index("Likes: basil")
    assert prompt.messages[-1] == {"role": "user", "content": "What should I cook tonight?"}
    assert prompt.memory_tokens > 0 and prompt.prompt_tokens > prompt.memory_tokens


def test_the_recently_note_opens_a_conversation_only(user):
    services.episode_record(user=user, kind="decision", text="Let's go with the mushroom risotto on Friday")
    first = chat_post_message(user=user, message="hello again")
    assert "Recently:" in system_of(build_prompt(user=user, conversation=first.conversation, turn=first))

    later = chat_turn(user=user, message="and for dessert?", conversation_id=first.conversation_id).user_turn

    assert "Recently:" not in system_of(build_prompt(user=user, conversation=later.conversation, turn=later))


def test_old_decisions_are_not_recent(user):
    services.episode_record(
        user=user, kind="decision", text="Let's go with the paella", occurred_at=timezone.now() - timedelta(days=30)
    )
    turn = chat_post_message(user=user, message="hello again")

    assert "paella" not in system_of(build_prompt(user=user, conversation=turn.conversation, turn=turn))


def test_the_oldest_turns_are_trimmed_first_and_memory_never(user, settings):
    services.memory_save(user=user, category=rules.ALLERGY, value="peanuts")
    first = chat_turn(user=user, message="Tell me about braising " + "slowly " * 60).user_turn
    for n in range(3):
        chat_turn(user=user, message=f"question number {n} about stock", conversation_id=first.conversation_id)
    turn = chat_post_message(user=user, message="and the last question?", conversation_id=first.conversation_id)
    whole = build_prompt(user=user, conversation=turn.conversation, turn=turn)
    settings.COACH_CONTEXT_TOKENS = whole.prompt_tokens - 1  # one token short of everything

    prompt = build_prompt(user=user, conversation=turn.conversation, turn=turn)

    contents = [m["content"] for m in prompt.messages[1:]]
    assert "peanuts" in system_of(prompt)
    assert not any(c.startswith("Tell me about braising") for c in contents)
    assert contents[-1] == "and the last question?" and any("question number 0" in c for c in contents)
    assert prompt.memory_tokens == whole.memory_tokens


def test_an_earlier_conversation_is_recalled_but_the_current_one_is_not_repeated(user):
    chat_turn(user=user, message="We grilled halloumi skewers at the lake party")
    turn = chat_post_message(user=user, message="Any ideas with halloumi again?")

    system = system_of(build_prompt(user=user, conversation=turn.conversation, turn=turn))

    assert "Relevant from earlier:" in system and "grilled halloumi skewers" in system
    assert "Any ideas with halloumi again?" not in system


def test_a_chat_turn_is_embedded_once_and_its_vector_is_the_recall_query(user, encoder_batches):
    chat_turn(user=user, message="We grilled halloumi skewers at the lake party")
    encoder_batches.clear()

    turn = chat_post_message(user=user, message="I love smoked paprika. Any ideas with halloumi?")
    prompt = build_prompt(user=user, conversation=turn.conversation, turn=turn)

    assert len(encoder_batches) == 1  # the turn and the item captured from it, together
    assert set(encoder_batches[0]) == {turn.content, "Likes: smoked paprika"}
    assert "grilled halloumi skewers" in system_of(prompt)  # found by the stored vector and the words


def test_without_a_stored_vector_the_prompt_embeds_the_query_itself(user, encoder_batches):
    turn = chat_post_message(user=user, message="Any ideas with halloumi?")
    encoder_batches.clear()
    build_prompt(user=user, conversation=turn.conversation, turn=turn)
    assert encoder_batches == []

    turn.embedding = None
    build_prompt(user=user, conversation=turn.conversation, turn=turn)
    assert encoder_batches == [[turn.content]]


def test_what_the_fast_path_saved_from_the_message_is_named_for_the_model(user):
    services.memory_save(user=user, category=rules.LIKE, value="basil")  # held before: not this message's
    turn = chat_post_message(user=user, message="I'm pescatarian these days")

    system = system_of(build_prompt(user=user, conversation=turn.conversation, turn=turn))

    note = system.split(rules.JUST_SAVED + ":\n", 1)[1].split("\n\n")[0]
    assert note == "- diet: pescatarian"
    later = chat_post_message(user=user, message="hello again", conversation_id=turn.conversation_id)
    assert rules.JUST_SAVED not in system_of(build_prompt(user=user, conversation=later.conversation, turn=later))
