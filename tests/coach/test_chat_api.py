"""POST /api/chat/ end to end with the offline coach: the same loop a real model runs through."""

from __future__ import annotations

import re

import pytest

from memory import rules, selectors, services
from memory.models import MemoryItem, Turn
from memory.selectors.items import memory_snapshot


def proposed(reply: str) -> str:
    """What a recipe reply proposes to cook: without its explanation line and swap notes."""
    body = re.sub(r"\(instead of [^)]*\)", "", reply.split("_Shaped by")[0])
    return body.lower()


def say(api, message, conversation_id=None):
    response = api.post("/api/chat/", {"message": message, "conversation_id": conversation_id}, format="json")
    assert response.status_code == 200, response.content
    return response.json()


def test_it_answers_with_the_contract_shape(api):
    body = say(api, "hello")

    assert set(body) == {"conversation_id", "reply", "tool_calls", "usage"}
    assert set(body["usage"]) >= {"prompt_tokens", "memory_tokens"}
    assert body["reply"]


def test_i_hate_cilantro_is_remembered_and_the_next_recipe_has_none(api, user):
    body = say(api, "I hate cilantro")

    item = MemoryItem.objects.get(user=user, status=rules.ACTIVE)
    assert (item.category, item.value_normalized) == (rules.DISLIKE, "cilantro")
    assert "I hate cilantro" in item.evidence
    assert any(call["name"] == "save_user_memory" for call in body["tool_calls"])
    for request in ["What should I cook tonight?", "Give me a thai recipe", "a mexican dinner idea", "tacos recipe"]:
        reply = say(api, request, body["conversation_id"])["reply"]
        assert "**Ingredients**" in reply
        assert "cilantro" not in proposed(reply)


@pytest.mark.parametrize(
    "message",
    [
        "My friend is vegetarian",
        "my wife hates mushrooms",
        "Make me something with garlic",
        "Can you suggest a recipe with shrimp?",
        "Maybe I should try fish",
        "I might be allergic to shellfish, not sure",
        "I feel like pasta tonight",
        "I'm tired",
        "ok thanks",
    ],
)
def test_third_person_request_and_hedged_statements_save_nothing(api, user, message):
    say(api, message)

    assert not MemoryItem.objects.filter(user=user).exists()


def test_a_diet_change_leaves_one_current_diet(api, user):
    first = say(api, "I'm vegetarian")
    say(api, "actually I eat fish now", first["conversation_id"])

    diets = MemoryItem.objects.filter(user=user, category=rules.DIET)
    assert [d.value for d in diets.filter(status=rules.ACTIVE)] == ["pescatarian"]
    old = diets.get(value="vegetarian")
    assert old.status == rules.SUPERSEDED and old.superseded_by.value == "pescatarian"
    text = memory_snapshot(user=user).text
    assert "pescatarian" in text and "vegetarian" not in text


def test_a_diet_said_beside_one_held_keeps_both_and_recipes_fit_both(api, user):
    first = say(api, "I'm gluten free")
    assert selectors.current_diet(user=user) == "gluten-free"
    # a diet of another kind joins it; the protected part is kept, so no yes is asked for
    reply = say(api, "I've gone vegan too", first["conversation_id"])
    assert "confirm" not in reply["reply"].lower()
    assert selectors.current_diet(user=user) == "gluten-free and vegan"
    item = MemoryItem.objects.get(user=user, category=rules.DIET, status=rules.ACTIVE)
    assert item.protected  # it still keeps gluten out
    dinner = proposed(say(api, "give me a dinner idea", first["conversation_id"])["reply"])
    for left_out in ("chicken", "beef", "cheese", "egg", "pasta", "bread", "flour"):
        assert not re.search(rf"\b{left_out}", dinner), (left_out, dinner)
    # giving up one part asks first (it is a safety fact) and then leaves the other
    asked = say(api, "I'm not gluten free anymore", first["conversation_id"])
    assert selectors.current_diet(user=user) == "gluten-free and vegan" and "yes" in asked["reply"].lower()
    say(api, "yes", first["conversation_id"])
    assert selectors.current_diet(user=user) == "vegan"


def test_an_allergy_survives_200_unrelated_turns_and_constrains_every_recipe(api, user):
    conversation = say(api, "I'm allergic to peanuts")["conversation_id"]
    chatter = ["hello", "thanks", "how are you", "nice weather", "ok", "tell me something", "cool", "great"]
    for n in range(200):
        say(api, f"{chatter[n % len(chatter)]} {n}", conversation)

    assert MemoryItem.objects.get(user=user, category=rules.ALLERGY).status == rules.ACTIVE
    for request in [
        "What should I cook?",
        "Give me a thai recipe",
        "pad thai please, what can I make",
        "something chinese for dinner",
        "kung pao chicken recipe",
        "a vietnamese noodle salad idea",
    ]:
        reply = say(api, request, conversation)["reply"]
        assert "**Ingredients**" in reply and "peanut" not in proposed(reply)


def test_learning_off_saves_nothing_new_but_keeps_using_memories(api, user):
    say(api, "I'm allergic to sesame")
    api.patch("/api/settings/", {"learning_enabled": False}, format="json")

    body = say(api, "I love pickles")

    assert not MemoryItem.objects.filter(user=user, value__icontains="pickle").exists()
    assert "learning is switched off" in body["reply"].lower()
    assert body["usage"]["memory_tokens"] > 0
    recipe = say(api, "what should I cook tonight?", body["conversation_id"])["reply"]
    assert "**Ingredients**" in recipe and "sesame" not in proposed(recipe)


def test_something_said_one_turn_ago_is_known_in_the_same_and_a_new_conversation(api):
    first = say(api, "I'm allergic to shellfish")
    saved = [call["result"] for call in first["tool_calls"] if call["name"] == "save_user_memory"]
    assert saved and all(not r["message"].startswith("I already knew") for r in saved)  # it is new to memory

    same = say(api, "what am I allergic to?", first["conversation_id"])
    fresh = say(api, "what am I allergic to?")

    assert "shellfish" in same["reply"]
    assert "shellfish" in fresh["reply"] and fresh["conversation_id"] != first["conversation_id"]


def test_a_past_conversation_is_recalled_without_consolidation(api):
    say(api, "Yesterday I cooked a mushroom lasagna for my parents")

    body = say(api, "What did I cook for my parents?")

    assert any(call["name"] == "recall_memories" for call in body["tool_calls"])
    assert "lasagna" in body["reply"].lower()


def test_secrets_in_a_message_are_redacted_in_the_stored_turn(api, user):
    say(api, "my password is hunter22 and my email is cook@example.com")

    stored = Turn.objects.get(user=user, role="user").content
    assert "hunter22" not in stored and "cook@example.com" not in stored
    assert "[redacted" in stored


def test_forgetting_an_allergy_asks_first_and_only_yes_removes_it(api, user):
    conversation = say(api, "I'm allergic to peanuts")["conversation_id"]

    ask = say(api, "forget my peanut allergy", conversation)
    assert "yes" in ask["reply"].lower()
    assert MemoryItem.objects.get(user=user).status == rules.ACTIVE

    kept = say(api, "no, keep it", conversation)
    assert MemoryItem.objects.get(user=user).status == rules.ACTIVE
    assert kept["reply"] == "Okay — I'll keep it."  # the whole answer, nothing more to reply to

    say(api, "forget my peanut allergy", conversation)
    done = say(api, "yes", conversation)
    assert MemoryItem.objects.get(user=user).status == rules.DELETED
    assert any(call["name"] == "forget_user_memory" and call["result"]["ok"] for call in done["tool_calls"])


def test_a_forget_the_workers_already_carried_out_is_reported_done_not_missing(user):
    from coach.services import chat_post_message, chat_reply
    from memory.consolidate.consolidation import consolidate_user

    first = chat_post_message(user=user, message="I love feta and I love capers")
    list(chat_reply(user=user, turn=first))
    turn = chat_post_message(user=user, message="forget that I love feta", conversation_id=first.conversation_id)
    consolidate_user(user=user)  # a worker reads the new turn before the chat's own tool call
    assert MemoryItem.objects.get(user=user, value="feta").status == rules.DELETED

    reply = [e for e in chat_reply(user=user, turn=turn) if e.kind == "done"][0].text

    assert reply.startswith("Done — I've forgotten **feta**") and "nothing to forget" not in reply
    assert not re.search(r"^\d+\. \*\*", reply, re.M)  # a forget is no request for feta recipes
    assert MemoryItem.objects.get(user=user, value="capers").status == rules.ACTIVE


def test_a_turn_answered_twice_at_once_keeps_the_first_answer_and_the_chat_goes_on(api, user):
    from coach.services import _store_reply, chat_post_message

    turn = chat_post_message(user=user, message="what's a good soup?")
    first = _store_reply(turn, "Try a lentil soup.", [], {})
    second = _store_reply(turn, "Try a pea soup.", [], {})  # the unique answer-per-turn index refuses it

    assert second.pk == first.pk and second.content == "Try a lentil soup."
    assert Turn.objects.filter(reply_to=turn).count() == 1
    assert say(api, "and a salad?", turn.conversation_id)["reply"]


@pytest.mark.parametrize("held", [True, False])
def test_a_liking_gone_off_is_a_dislike_and_no_news_of_a_like_never_held(api, user, held):
    if held:
        say(api, "I love radishes")

    reply = say(api, "I've really gone off radishes")["reply"]

    assert MemoryItem.objects.get(user=user, status=rules.ACTIVE).category == rules.DISLIKE
    assert "radishes** (things to avoid)" in reply and "nothing to forget" not in reply


def test_a_confirmed_item_cannot_be_removed_fromsay(api, user):
    item = say(api, "I hate olives") and MemoryItem.objects.get(user=user)
    api.post(f"/api/memories/{item.pk}/confirm/")

    body = say(api, "forget that I hate olives")

    assert "memory" in body["reply"].lower() and "settings" in body["reply"].lower()
    assert MemoryItem.objects.get(pk=item.pk).status == rules.ACTIVE


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"message": ""}, 400),
        ({"message": "x" * 4001}, 400),
        ({}, 400),
        ({"message": "hi", "conversation_id": "x"}, 400),
    ],
)
def test_bad_chat_input_answers_400_with_a_sentence(api, body, status):
    response = api.post("/api/chat/", body, format="json")

    assert response.status_code == status
    assert response.json()["detail"]


def test_malformed_json_answers_400(api):
    response = api.post("/api/chat/", "{not json", content_type="application/json")

    assert response.status_code == 400
    assert response.json()["error"] == "malformed_json"


def test_another_users_conversation_answers_404(api, other_user):
    from rest_framework.authtoken.models import Token
    from rest_framework.test import APIClient

    theirs = APIClient()
    theirs.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=other_user).key}")
    conversation = say(theirs, "I love leeks")["conversation_id"]

    assert api.post("/api/chat/", {"message": "hi", "conversation_id": conversation}, format="json").status_code == 404
    assert api.get(f"/api/conversations/{conversation}/").status_code == 404
    assert api.get("/api/conversations/").json() == []


def test_conversations_list_and_show_their_turns(api):
    conversation = say(api, "I love basil")["conversation_id"]

    listed = api.get("/api/conversations/").json()
    detail = api.get(f"/api/conversations/{conversation}/").json()

    assert [c["id"] for c in listed] == [conversation]
    assert [t["role"] for t in detail["turns"]] == ["user", "assistant"]
    assert all({"role", "content", "created_at"} <= set(t) for t in detail["turns"])


# The allergy safety net -----------------------------------------------------------------------


def test_an_allergy_stated_in_a_new_way_is_saved_and_protected(api, user):
    body = api.post("/api/chat/", {"message": "Heads up: sesame allergy here."}, format="json").json()

    item = MemoryItem.objects.get(user=user, category=rules.ALLERGY)
    assert item.value == "sesame" and item.protected
    assert "Should I remember" not in body["reply"]  # saved, so nothing to ask


def test_the_milk_a_lactose_intolerance_is_named_with_is_not_asked_about_again(api, user):
    body = say(api, "a mug of milk leaves me bloated - lactose intolerant")

    assert [i.value for i in MemoryItem.objects.filter(user=user, category=rules.ALLERGY)] == ["lactose"]
    assert "Should I remember" not in body["reply"]  # the lactose kept stands for the milk it is in


@pytest.mark.parametrize("answer", ["skip it", "nah, leave it"])
def test_a_no_to_nothing_asked_after_a_save_is_acknowledged_not_read_as_news_of_the_food(api, user, answer):
    first = say(api, "I'm allergic to cashews")
    body = say(api, answer, first["conversation_id"])

    assert body["tool_calls"] == []  # not "skip cashews", not a second save of the allergy
    assert "allergic" not in body["reply"] and "Some options" not in body["reply"]
    assert MemoryItem.objects.filter(user=user, category=rules.ALLERGY, status=rules.ACTIVE).count() == 1


@pytest.mark.parametrize(
    ("message", "saved", "answered"),
    [
        ("hi! I'm vegetarian and gluten free, what can you do?", (rules.DIET, "vegetarian"), "plan your week"),
        ("I'm lactose intolerant - is parmesan ok?", (rules.ALLERGY, "lactose"), "**No** — parmesan"),
        ("I love salmon. how long does cooked salmon keep in the fridge?", (rules.LIKE, "salmon"), "in the fridge"),
        ("i'm coeliac, can I still have oats?", (rules.ALLERGY, "gluten"), "labelled gluten-free"),
    ],
)
def test_a_statement_with_a_question_is_saved_and_the_question_answered(api, user, message, saved, answered):
    reply = say(api, message)["reply"]

    values = {(i.category, i.value_normalized) for i in MemoryItem.objects.filter(user=user, status=rules.ACTIVE)}
    assert any(category == saved[0] and saved[1] in value for category, value in values), values
    assert answered in reply


def test_a_time_said_with_a_request_gets_quick_recipes(api):
    reply = say(api, "i have 15 minutes, what's quick?")["reply"]

    assert "**Ingredients**" in reply


def test_a_taste_with_a_tag_question_is_saved_and_kept_out(api, user):
    body = say(api, "i hate mushrooms, don't you?")

    assert MemoryItem.objects.get(user=user, status=rules.ACTIVE).value == "mushrooms"
    reply = say(api, "what should I cook tonight?", body["conversation_id"])["reply"]
    assert "**Ingredients**" in reply and "mushroom" not in proposed(reply)


@pytest.mark.parametrize(
    ("message", "food"),
    [
        ("shellfish makes me really ill", "shellfish"),
        ("my lips tingle whenever I eat hazelnuts", "hazelnuts"),
        ("I think I might be allergic to kiwi?", "kiwi"),  # wondered aloud, as a question
    ],
)
def test_a_reaction_is_asked_about_and_yes_saves_it(api, user, message, food):
    first = api.post("/api/chat/", {"message": message}, format="json").json()
    assert f"Should I remember that you're allergic to **{food}**?" in first["reply"]
    assert not MemoryItem.objects.filter(user=user, category=rules.ALLERGY).exists()

    second = api.post(
        "/api/chat/", {"message": "yes", "conversation_id": first["conversation_id"]}, format="json"
    ).json()

    item = MemoryItem.objects.get(user=user, category=rules.ALLERGY)
    assert item.value == food and item.protected and item.asserted_by == rules.EXPLICIT
    assert food in second["reply"] and second["tool_calls"][0]["result"]["ok"]


@pytest.mark.parametrize(
    ("held", "message", "asked"),
    [
        ("shellfish", "crab brings me out in hives", None),  # one of the group held whole
        ("dairy", "cheese makes my throat itch", None),
        ("prawns", "crab brings me out in hives", "crab"),  # a sibling is not covered by one food
        ("walnuts", "I react badly to tree nuts", "tree nuts"),  # nor the whole group by one member
    ],
)
def test_the_allergy_question_is_not_asked_of_a_food_whose_whole_group_is_held(api, user, held, message, asked):
    services.memory_save(user=user, category=rules.ALLERGY, value=held, actor="user")
    services.memory_set_learning(user=user, enabled=False)  # nothing new saved: only the question can act

    reply = api.post("/api/chat/", {"message": message}, format="json").json()["reply"]

    if asked is None:
        assert "Should I remember" not in reply
    else:
        assert f"Should I remember that you're allergic to **{asked}**?" in reply


def test_an_allergy_asked_to_be_forgotten_is_not_asked_about(api, user):
    reply = say(api, "please forget that I'm allergic to shellfish")["reply"]

    assert "Should I remember" not in reply
    assert not MemoryItem.objects.filter(user=user, category=rules.ALLERGY).exists()


@pytest.mark.parametrize(
    ("first", "then", "kept"),
    [
        # a feeling about "it" is about what the message before named
        ("I love aubergine", "actually no, I can't stand it", [(rules.DISLIKE, "aubergine")]),
        # what was meant about "them" replaces what the message before saved
        ("I love mushrooms", "wait, I meant I hate them", [(rules.DISLIKE, "mushrooms")]),
        # a food added to what was just said is kept the same way (the first asked to be kept, as a question)
        (
            "can you remember that I hate olives?",
            "and capers too",
            [(rules.DISLIKE, "capers"), (rules.DISLIKE, "olives")],
        ),
    ],
)
def test_a_follow_up_is_read_with_the_message_before(api, user, first, then, kept):
    said = say(api, first)
    say(api, then, said["conversation_id"])

    active = MemoryItem.objects.filter(user=user, status=rules.ACTIVE)
    assert sorted((item.category, item.value) for item in active) == kept


def test_an_allergy_narrowed_asks_before_the_wider_one_goes(api, user):
    first = say(api, "I have a nut allergy")
    reply = say(api, "sorry, just peanuts, not all nuts", first["conversation_id"])["reply"]

    assert "Are you sure" in reply
    say(api, "yes", first["conversation_id"])
    active = MemoryItem.objects.filter(user=user, status=rules.ACTIVE)
    assert [(item.category, item.value) for item in active] == [(rules.ALLERGY, "peanuts")]


def test_an_allergy_outgrown_said_of_it_is_forgotten_once_confirmed(api, user):
    first = say(api, "I'm allergic to eggs")
    assert "Are you sure" in say(api, "actually I grew out of it", first["conversation_id"])["reply"]
    say(api, "yes", first["conversation_id"])

    assert not MemoryItem.objects.filter(user=user, status=rules.ACTIVE).exists()


def test_yes_to_ideas_offered_with_a_food_shows_them(api, user):
    first = say(api, "I used to be vegetarian but I eat chicken now")
    assert "Want some ideas with **chicken**?" in first["reply"]

    reply = say(api, "yes please", first["conversation_id"])["reply"]
    assert "1. **" in reply and "chicken" in reply.lower()


def test_what_was_decided_is_recalled_from_the_decision_not_from_the_coach_reply(api, user):
    first = say(api, "Let's go with the lamb tagine for Saturday's birthday dinner.")
    reply = say(api, "what did we decide?", first["conversation_id"])["reply"]

    assert "lamb tagine" in reply and "I said:" not in reply


def test_an_allergy_worded_without_allergy_words_is_asked_about_not_passed_over(api, user):
    # no "allergic", no reaction the safety net names: the intent reader hears an allergy, and the chat asks
    first = api.post("/api/chat/", {"message": "my body really does not do well with sesame"}, format="json").json()

    assert "Should I remember that you're allergic to **sesame**?" in first["reply"]
    assert not MemoryItem.objects.filter(user=user, category=rules.ALLERGY).exists()  # never saved unasked


def test_learning_off_never_blocks_the_allergy_question(api, user):
    services.memory_set_learning(user=user, enabled=False)

    first = api.post("/api/chat/", {"message": "I'm also allergic to shellfish."}, format="json").json()
    assert "Should I remember that you're allergic to **shellfish**?" in first["reply"]
    api.post("/api/chat/", {"message": "yes please", "conversation_id": first["conversation_id"]}, format="json")

    assert MemoryItem.objects.get(user=user, category=rules.ALLERGY).value == "shellfish"


@pytest.mark.parametrize(
    ("answer", "saved"),
    [
        ("yes but only peanuts, not all nuts", "peanuts"),
        ("just cashews actually", "cashews"),
        ("walnuts specifically", "walnuts"),
    ],
)
def test_an_answer_that_narrows_the_allergy_asked_about_saves_the_one_meant(api, user, answer, saved):
    first = api.post("/api/chat/", {"message": "nuts make me really sick"}, format="json").json()
    assert "Should I remember that you're allergic to **nuts**?" in first["reply"]

    second = api.post("/api/chat/", {"message": answer, "conversation_id": first["conversation_id"]}, format="json")

    item = MemoryItem.objects.get(user=user, category=rules.ALLERGY)
    assert item.value == saved and item.protected and item.asserted_by == rules.EXPLICIT
    assert saved in second.json()["reply"]


def test_a_yes_that_adds_an_allergy_saves_both(api, user):
    first = api.post("/api/chat/", {"message": "shellfish makes me really ill"}, format="json").json()

    api.post(
        "/api/chat/",
        {"message": "yep, oh and peanuts as well", "conversation_id": first["conversation_id"]},
        format="json",
    )

    saved = set(MemoryItem.objects.filter(user=user, category=rules.ALLERGY).values_list("value", flat=True))
    assert saved == {"shellfish", "peanuts"}


def test_an_allergen_added_with_no_verb_after_an_allergy_is_asked_about_not_served(api, user):
    first = api.post("/api/chat/", {"message": "kiwi makes my mouth itch"}, format="json").json()
    assert MemoryItem.objects.get(user=user, category=rules.ALLERGY).value == "kiwi"

    added = say(api, "yep, oh and sesame as well", first["conversation_id"])
    assert (
        added["reply"] == "Should I remember that you're allergic to **sesame**? I'll never suggest it then. (yes / no)"
    )
    say(api, "yes", first["conversation_id"])

    saved = set(MemoryItem.objects.filter(user=user, category=rules.ALLERGY).values_list("value", flat=True))
    assert saved == {"kiwi", "sesame"}
    # (after anything else, the same words are a message of their own)
    other = say(api, "what can I make tonight?")
    assert "Should I remember" not in say(api, "and sesame too", other["conversation_id"])["reply"]


def test_no_to_the_allergy_question_saves_nothing(api, user):
    first = api.post("/api/chat/", {"message": "prawns make me really sick"}, format="json").json()

    reply = api.post("/api/chat/", {"message": "no", "conversation_id": first["conversation_id"]}, format="json")

    assert "won't remember" in reply.json()["reply"]
    assert not MemoryItem.objects.filter(user=user, category=rules.ALLERGY).exists()


# Temporary chats and chats without memory ------------------------------------------------------


def test_a_temporary_chat_neither_reads_nor_writes_memory_and_stays_out_of_recall(api, user):
    services.memory_save(user=user, category=rules.ALLERGY, value="peanuts")

    body = api.post("/api/chat/", {"message": "I hate olives", "temporary": True}, format="json").json()
    api.post(
        "/api/chat/", {"message": "I love smoked halloumi", "conversation_id": body["conversation_id"]}, format="json"
    )

    assert body["usage"]["memory_tokens"] == 0 and body["tool_calls"] == []
    assert list(MemoryItem.objects.filter(user=user).values_list("value", flat=True)) == ["peanuts"]
    assert not Turn.objects.filter(user=user, consolidated_at__isnull=True).exists()  # nothing to consolidate
    api.post("/api/consolidate/")
    assert MemoryItem.objects.filter(user=user).count() == 1
    assert api.get("/api/recall/?q=halloumi").json()["hits"] == []
    listed = {c["id"]: c for c in api.get("/api/conversations/").json()}
    assert listed[body["conversation_id"]]["temporary"] is True


def test_a_temporary_chat_is_deleted_after_a_day(api, user):
    from datetime import timedelta

    from django.utils import timezone

    from memory.models import Conversation
    from memory.tasks import purge_temporary

    kept = api.post("/api/chat/", {"message": "hello"}, format="json").json()["conversation_id"]
    gone = api.post("/api/chat/", {"message": "hello", "temporary": True}, format="json").json()["conversation_id"]
    Conversation.objects.filter(pk__in=[kept, gone]).update(created_at=timezone.now() - timedelta(hours=25))

    assert purge_temporary() >= 1

    assert list(Conversation.objects.filter(user=user).values_list("pk", flat=True)) == [kept]
    assert not Turn.objects.filter(conversation_id=gone).exists()


def test_use_memory_false_keeps_memory_out_but_keeps_the_conversation(api, user):
    services.memory_save(user=user, category=rules.DISLIKE, value="cilantro")

    body = api.post("/api/chat/", {"message": "I love fennel", "use_memory": False}, format="json").json()
    again = api.post(
        "/api/chat/",
        {"message": "I hate leeks", "conversation_id": body["conversation_id"], "use_memory": True},
        format="json",
    ).json()

    assert body["usage"]["memory_tokens"] == 0 and again["usage"]["memory_tokens"] == 0  # fixed at the start
    assert list(MemoryItem.objects.filter(user=user).values_list("value", flat=True)) == ["cilantro"]
    listed = {c["id"]: c for c in api.get("/api/conversations/").json()}
    assert listed[body["conversation_id"]]["use_memory"] is False


def test_an_ordinary_chat_still_reads_memory(api, user):
    services.memory_save(user=user, category=rules.DISLIKE, value="cilantro")

    body = api.post("/api/chat/", {"message": "What should I cook?"}, format="json").json()

    assert body["usage"]["memory_tokens"] > 0


@pytest.mark.parametrize(("answer", "kept"), [("yes, I'm sure", False), ("👍", False), ("actually keep it", True)])
def test_the_answer_to_a_protected_forget_is_understood(api, user, answer, kept):
    services.memory_save(user=user, category=rules.ALLERGY, value="peanuts")
    first = api.post("/api/chat/", {"message": "forget my peanut allergy"}, format="json").json()

    api.post("/api/chat/", {"message": answer, "conversation_id": first["conversation_id"]}, format="json")

    assert MemoryItem.objects.get(user=user).status == (rules.ACTIVE if kept else rules.DELETED)


def test_the_offline_coach_follows_a_conversation(api, user):
    """Suggestions, "the second one", "make it for four", a swap and the shopping list act on what was shown."""
    first = say(api, "I'm allergic to peanuts. Something quick with chickpeas?")
    conversation = first["conversation_id"]
    options = re.findall(r"^\d+\. \*\*([^*]+)\*\*", first["reply"], re.M)
    assert first["reply"].startswith("Noted — you're allergic to **peanuts**")
    assert len(options) >= 2 and "peanut" not in proposed(first["reply"].split("\n\n", 1)[1])

    second = say(api, "full recipe for the second one", conversation)["reply"]
    assert second.splitlines()[2].startswith(f"**{options[1]}**") and "**Ingredients**" in second

    scaled = say(api, "make it for four", conversation)["reply"]
    assert f"**{options[1]}** — serves 4" in scaled

    swap = say(api, "what can I swap for tofu?", conversation)["reply"]
    assert "chickpeas" in swap.lower() or "tempeh" in swap.lower()

    shopping = say(api, "give me the shopping list", conversation)["reply"]
    assert shopping.startswith(f"**Shopping list — {options[1]}** (for 4)")

    nutrition = say(api, "how much protein is in a cup of cooked lentils?", conversation)["reply"]
    assert "17.9 g" in nutrition and "USDA" in nutrition

    off_topic = say(api, "who won the football last night?", conversation)["reply"]
    assert "cooking and food" in off_topic


def test_a_chat_without_memory_still_keeps_what_was_said_in_it(api, user):
    first = api.post("/api/chat/", {"message": "I'm allergic to peanuts", "use_memory": False}, format="json").json()
    reply = say(api, "pad thai please", first["conversation_id"])["reply"]

    assert "this chat" in first["reply"].lower()
    assert "**Ingredients**" in reply and "peanut" not in proposed(reply)
    assert not MemoryItem.objects.filter(user=user).exists()


def test_a_statement_and_a_request_in_one_message_get_both(api, user):
    body = say(api, "I'm allergic to peanuts. pad thai please")
    second = say(api, "the first one", body["conversation_id"])["reply"]

    assert body["reply"].startswith("Noted — you're allergic to **peanuts**") and "**Ingredients**" in body["reply"]
    assert "**Ingredients**" in second and "peanut" not in proposed(second)


def test_a_food_named_only_to_refuse_it_is_not_a_request_for_it(api, user):
    reply = say(api, "I'm allergic to sesame. Olives? No thank you.")["reply"]

    assert reply.startswith("Noted — you're allergic to **sesame**") and "**olives**" in reply
    assert "nothing safe" not in reply and not re.search(r"^\d+\. \*\*", reply, re.M)
    assert {(i.category, rules.normalize(i.value)) for i in MemoryItem.objects.filter(user=user)} == {
        (rules.ALLERGY, "sesame"),
        (rules.DISLIKE, "olive"),
    }


def test_someone_elses_allergy_is_kept_out_of_the_chat_but_not_saved_or_asked_about(api, user):
    told = say(api, "heads up, my daughter is allergic to eggs")
    later = say(api, "what can I make for breakfast?", told["conversation_id"])["reply"]

    assert "keep **eggs** out" in told["reply"] and "Should I remember" not in told["reply"]
    assert not told["tool_calls"] and not MemoryItem.objects.filter(user=user).exists()
    assert re.search(r"^\d+\. \*\*", later, re.M) and "egg" not in proposed(later)


def test_a_chat_turn_says_where_its_time_went(api, user):
    response = api.post("/api/chat/", {"message": "I love olives. what should I cook tonight?"}, format="json")

    stages = dict(part.split(";dur=") for part in response["Server-Timing"].split(", "))
    assert {"redact", "append", "capture", "embed", "prompt", "recall", "model", "store"} <= set(stages)
    assert all(float(ms) >= 0 for ms in stages.values())


def test_a_diet_change_the_fast_path_already_applied_is_acknowledged(api, user):
    """The coach reads memory as it is after the fast path, so it must be told what that path saved."""
    first = say(api, "I've been vegetarian for years")
    reply = say(api, "quick update, I eat fish again now", first["conversation_id"])["reply"]

    assert selectors.current_diet(user=user) == "pescatarian"
    assert "**pescatarian**" in reply
    assert "1. **" not in reply  # a statement, not a request for recipes


@pytest.mark.parametrize("retraction", ["scratch that", "oops, don't save that", "I take it back"])
def test_a_retraction_of_the_message_before_forgets_what_it_saved(api, user, retraction):
    first = say(api, "I adore smoked paprika and I cook everything in my wok")
    assert MemoryItem.objects.filter(user=user, status=rules.ACTIVE).count() == 2

    reply = say(api, retraction, first["conversation_id"])["reply"]

    assert not MemoryItem.objects.filter(user=user, status=rules.ACTIVE).exists()
    assert "forgotten" in reply


def test_a_retraction_that_names_a_kind_takes_back_only_that_kind(api, user):
    first = say(api, "I can't stand fennel but I love anchovies")
    say(api, "actually, delete that dislike", first["conversation_id"])

    active = MemoryItem.objects.filter(user=user, status=rules.ACTIVE)
    assert [(item.category, item.value) for item in active] == [(rules.LIKE, "anchovies")]


def test_a_liking_said_with_its_dislike_pointed_at_replaces_the_dislike(api, user):
    say(api, "I can't stand olives")
    say(api, "i actually quite like olives now, delete that dislike")

    active = MemoryItem.objects.filter(user=user, status=rules.ACTIVE)
    assert [(item.category, item.value) for item in active] == [(rules.LIKE, "olives")]


@pytest.mark.parametrize(
    ("first", "correction", "kept"),
    [
        ("I can't stand coriander", "forget that - I hate parsley", (rules.DISLIKE, "parsley")),
        ("I cook for 4", "scratch that, make it two", (rules.KITCHEN, "cooks for 2")),
        ("I really love halloumi", "sorry, I meant paneer not halloumi", (rules.LIKE, "paneer")),
        ("I'm vegan", "actually make that vegetarian, I still eat cheese", (rules.DIET, "vegetarian")),
        ("I love thai food", "change it to vietnamese", (rules.CUISINE, "vietnamese food")),
        ("I love lasagne", "make it vegan", (rules.LIKE, "lasagne")),  # a recipe adapted, no value changed
        ("put me down as cooking for three", "actually make that four", (rules.KITCHEN, "cooks for 4")),
        ("I love pasta bakes", "make it four", (rules.LIKE, "pasta bakes")),  # a recipe scaled, no value changed
        ("my favourite cuisine is greek", "no, it's turkish, not greek", (rules.CUISINE, "turkish food")),
        # an amount on its own changes the amount in the value held
        ("I'm aiming for 2000 kcal a day", "oops, make that 1800 kcal", (rules.DIETARY_GOAL, "1800 kcal a day")),
    ],
)
def test_a_correction_replaces_what_the_message_before_saved(api, user, first, correction, kept):
    said = say(api, first)
    say(api, correction, said["conversation_id"])

    active = MemoryItem.objects.filter(user=user, status=rules.ACTIVE)
    assert [(item.category, item.value) for item in active] == [kept]


def test_memories_asked_for_by_name_are_listed(api):
    first = say(api, "I love gnocchi")
    reply = say(api, "can you list my memories?", first["conversation_id"])["reply"]
    assert "gnocchi" in reply and "outside my kitchen" not in reply


@pytest.mark.parametrize("correction", ["sorry I meant cashews not peanuts", "I was wrong, it's cashews not peanuts"])
def test_a_correction_of_an_allergy_asks_before_the_old_one_goes_and_keeps_the_new(api, user, correction):
    first = say(api, "I'm allergic to peanuts")
    reply = say(api, correction, first["conversation_id"])["reply"]

    assert "Are you sure" in reply and "**cashews**" in reply
    values = set(MemoryItem.objects.filter(user=user, status=rules.ACTIVE).values_list("value", flat=True))
    assert values == {"peanuts", "cashews"}  # the safety fact stays until the person confirms
    say(api, "yes", first["conversation_id"])
    assert list(MemoryItem.objects.filter(user=user, status=rules.ACTIVE).values_list("value", flat=True)) == [
        "cashews"
    ]


def test_a_bare_forget_of_what_memory_holds_forgets_it_and_of_a_dish_being_planned_forgets_nothing(api, user):
    first = say(api, "I can't stand capers")
    reply = say(api, "ok forget the capers", first["conversation_id"])["reply"]

    assert "forgotten **capers**" in reply
    assert not MemoryItem.objects.filter(user=user, status=rules.ACTIVE).exists()
    asked = say(api, "what can I cook with lentils and spinach?")
    say(api, "forget the spinach", asked["conversation_id"])
    assert not MemoryItem.objects.filter(user=user).exclude(value="capers").exists()  # a plan for a dish, no memory


def test_a_retraction_with_nothing_before_it_says_there_is_nothing_to_take_back(api, user):
    reply = say(api, "scratch that")["reply"]

    assert "nothing to take back" in reply
    assert not MemoryItem.objects.filter(user=user).exists()


def test_someone_moving_in_or_out_without_a_count_is_asked_about_not_taken_as_off_topic(api, user):
    first = say(api, "I cook for 2")
    reply = say(api, "my stepson has moved back in", first["conversation_id"])["reply"]

    assert "how many do you cook for now" in reply and "only help with cooking" not in reply
    assert [i.value for i in MemoryItem.objects.filter(user=user, status=rules.ACTIVE)] == ["cooks for 2"]


def test_kit_said_gone_replaces_the_kit_held(api, user):
    first = say(api, "I've got a stand mixer")
    say(api, "my stand mixer died", first["conversation_id"])

    active = MemoryItem.objects.filter(user=user, status=rules.ACTIVE, category=rules.KITCHEN)
    assert {item.value for item in active} == {"no stand mixer"}  # never both "has" and "no" at once


def test_a_retraction_followed_by_what_is_true_of_the_same_food_takes_it_back(api, user):
    first = say(api, "I've gone off mushrooms lately")
    assert MemoryItem.objects.filter(user=user, status=rules.ACTIVE, value="mushrooms").exists()

    reply = say(api, "actually scrap that, mushrooms are fine", first["conversation_id"])["reply"]

    assert not MemoryItem.objects.filter(user=user, status=rules.ACTIVE).exists()
    assert "forgotten **mushrooms**" in reply


def test_a_taste_come_round_to_with_nothing_held_against_it_is_no_failed_forget(api, user):
    reply = say(api, "i've come round to fennel")["reply"]

    assert "nothing to forget" not in reply and "**fennel**" in reply
    assert "nothing to forget" in say(api, "please forget that I hate fennel")["reply"]


def test_a_correction_that_replaces_nothing_of_the_persons_takes_nothing_back(api, user):
    first = say(api, "I love tacos, let's have them on tuesday")
    reply = say(api, "oops, I meant thursday", first["conversation_id"])["reply"]

    assert "**thursday**" in reply
    assert MemoryItem.objects.get(user=user, status=rules.ACTIVE).value == "tacos"


@pytest.mark.parametrize(
    "message",
    ["Please don't remember anything about my diet, I'm keto but it's temporary", "don't save this, but I'm vegan"],
)
def test_what_a_message_asks_not_to_be_kept_is_not_saved(api, user, message):
    reply = say(api, message)["reply"]

    assert not MemoryItem.objects.filter(user=user).exists()
    assert "won't remember" in reply


def test_a_message_that_says_never_to_forget_keeps_what_it_says(api, user):
    say(api, "I'm vegan, never forget that")

    assert selectors.current_diet(user=user) == "vegan"


def test_a_dislike_taken_back_as_an_ability_found_again_is_forgotten(api, user):
    first = say(api, "I don't really do spicy food")
    say(api, "actually I've changed my mind, I can handle a bit of heat now", first["conversation_id"])

    assert not MemoryItem.objects.filter(user=user, status=rules.ACTIVE).exists()


def test_someone_elses_dislike_is_kept_out_of_the_chat_but_not_saved(api, user):
    first = say(api, "remember that my son hates peas")
    assert "**peas**" in first["reply"] and "haven't saved" in first["reply"]

    reply = say(api, "quick dinners please", first["conversation_id"])["reply"]

    assert "1. **" in reply and " peas" not in reply.lower()
    assert not MemoryItem.objects.filter(user=user).exists()


def test_asking_to_stop_learning_points_to_the_setting_and_forgets_nothing(api, user):
    first = say(api, "I follow a low FODMAP diet")
    reply = say(api, "can you stop saving stuff about me?", first["conversation_id"])["reply"]

    assert "Learn from our conversations" in reply
    assert selectors.current_diet(user=user) == "low FODMAP"


def test_a_retraction_after_a_request_has_nothing_to_take_back(api, user):
    services.memory_save(user=user, category=rules.LIKE, value="lentils", actor="user")
    first = say(api, "any ideas for a lentil soup?")

    reply = say(api, "scratch that", first["conversation_id"])["reply"]

    assert "nothing to take back" in reply
    assert MemoryItem.objects.get(user=user).status == rules.ACTIVE


def test_a_no_to_the_allergy_question_that_says_more_gets_both_answered(api, user):
    first = say(api, "shellfish makes me really ill")
    assert "Should I remember" in first["reply"]

    reply = say(api, "nope, but I can't stand capers", first["conversation_id"])["reply"]

    assert reply.startswith("Okay, I won't remember that.")
    assert "**capers**" in reply
    assert not MemoryItem.objects.filter(user=user, category=rules.ALLERGY).exists()
    assert MemoryItem.objects.get(user=user).value == "capers"


def test_a_yes_with_nothing_asked_is_not_called_off_topic(api):
    reply = say(api, "yes")["reply"]

    assert "cooking and food" not in reply and "recipe" in reply


def test_a_dislike_taken_back_is_acknowledged_not_answered_with_recipes(api, user):
    first = say(api, "I can't stand aubergine")

    reply = say(api, "honestly aubergine is fine by me now", first["conversation_id"])["reply"]

    assert not MemoryItem.objects.filter(user=user, status=rules.ACTIVE).exists()
    assert "forgotten" in reply and "1. **" not in reply


def test_more_facts_than_one_message_may_save_keeps_the_allergy_and_names_what_waits(api, user):
    reply = say(api, "I love tacos, I cook for two, I'm vegetarian and I'm allergic to cashews")["reply"]

    saved = {(i.category, i.value) for i in MemoryItem.objects.filter(user=user, status=rules.ACTIVE)}
    assert len(saved) == rules.MAX_SAVES_PER_TURN and (rules.ALLERGY, "cashews") in saved
    waiting = {"tacos", "cooks for 2", "vegetarian"} - {value for _, value in saved}
    assert len(waiting) == 1 and f"**{waiting.pop()}**" in reply and "next message" in reply


def test_a_question_whether_a_food_holds_an_allergen_keeps_nothing_out_of_the_chat(api, user):
    first = say(api, "I'm allergic to cashews")
    say(api, "is soy sauce gluten free?", first["conversation_id"])
    reply = say(api, "can i eat chocolate?", first["conversation_id"])["reply"]

    assert "cashews" in reply and "gluten" not in reply


def test_a_count_replaced_in_the_same_breath_is_no_failed_forget(api, user):
    say(api, "I cook for 3")

    reply = say(api, "scrap the cooks for 3, it's 4 now with the baby")["reply"]

    assert list(MemoryItem.objects.filter(user=user, status=rules.ACTIVE).values_list("value", flat=True)) == [
        "cooks for 4"
    ]
    assert "**cooks for 4**" in reply and "nothing to forget" not in reply
    # a count never held, asked to be forgotten beside a save of something else, still says so
    assert "nothing to forget" in say(api, "forget the cooks for 6 thing, and I love leeks")["reply"]


def test_a_memory_named_as_the_one_about_a_food_is_forgotten_after_the_safety_question(api, user):
    first = say(api, "I'm allergic to sesame. I'm also allergic to celery.")
    reply = say(api, "delete the celery one, that's wrong", first["conversation_id"])["reply"]
    assert "Are you sure" in reply and "celery" in reply
    say(api, "yes", first["conversation_id"])
    active = MemoryItem.objects.filter(user=user, status=rules.ACTIVE)
    assert [(item.category, item.value) for item in active] == [(rules.ALLERGY, "sesame")]


@pytest.mark.parametrize(
    "message",
    [
        "I'm not pescatarian",
        "we're not a keto household",
        "I'm paleo, oops no, I'm not",
        "I adore leeks, wait no, I don't",
    ],
)
def test_what_the_person_is_not_is_acknowledged_not_answered_with_its_recipes(api, user, message):
    reply = say(api, message)["reply"]

    assert "**" not in reply and "serves" not in reply  # no recipe, no memory named
    assert not MemoryItem.objects.filter(user=user, status=rules.ACTIVE).exists()


def test_a_diet_said_not_to_be_theirs_does_not_shape_the_recipe_asked_for(api):
    reply = say(api, "I'm not vegetarian, what can I cook with beef?")["reply"]

    assert "beef" in proposed(reply) and "instead of beef" not in reply


def test_the_dish_ones_dropped_by_what_is_in_them_stay_out_of_what_else_is_shown(api):
    first = say(api, "what can I make with salmon?")
    assert "salmon" in proposed(first["reply"])

    second = say(api, "scrap the salmon ones", first["conversation_id"])["reply"]
    third = say(api, "anything else?", first["conversation_id"])["reply"]

    assert "salmon" not in proposed(second) and "salmon" not in proposed(third)


def test_what_to_make_in_kit_just_told_of_uses_that_kit(api):
    first = say(api, "my brother gave me his spare slow cooker")
    assert "has a slow cooker" in first["reply"]

    reply = say(api, "so what could I cook in it?", first["conversation_id"])["reply"]

    assert reply.split("_Shaped by")[0].lower().count("slow cooker") >= 3  # the options and the recipe shown


def test_a_food_now_eaten_with_no_dislike_held_is_good_news_not_nothing_to_forget(api):
    reply = say(api, "I eat mushrooms again these days")["reply"]

    assert "nothing to forget" not in reply and "**mushrooms**" in reply


@pytest.mark.parametrize("meat", ["lamb", "pork"])
def test_a_meat_named_alone_finds_its_dishes(api, meat):
    # the catalog names them by cut ("lamb shoulder", "pork shoulder"): the meat alone is asked for all the same
    reply = say(api, f"got any ideas with {meat}?")["reply"]

    assert meat in proposed(reply).split("\n\n")[1]  # the options listed
