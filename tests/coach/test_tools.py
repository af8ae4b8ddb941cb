"""The agent's tools (coach.tools): typed arguments, executed only through the memory services."""

from __future__ import annotations

import json

import pytest

from coach import tools
from coach.services import chat_post_message
from memory import rules, services
from memory.models import MemoryEvent, MemoryItem


@pytest.fixture
def ctx(user):
    turn = chat_post_message(user=user, message="Let me tell you about my cooking")
    return tools.ToolContext(user=user, conversation=turn.conversation, turn=turn)


def call(name: str, arguments, ctx) -> tools.ToolRecord:
    return tools.execute(name, arguments if isinstance(arguments, str) else json.dumps(arguments), ctx)


def test_the_schemas_offer_three_tools_with_the_category_table_as_enum():
    offered = {s["function"]["name"]: s["function"] for s in tools.schemas()}

    assert set(offered) == {"save_user_memory", "forget_user_memory", "recall_memories"}
    assert offered["save_user_memory"]["parameters"]["properties"]["category"]["enum"] == list(rules.CATEGORIES)
    assert all(f["description"] for f in offered.values())


@pytest.mark.parametrize(
    ("name", "arguments", "code"),
    [
        ("save_user_memory", "{not json", "invalid_json"),
        ("bake_a_cake", {}, "unknown_tool"),
        ("save_user_memory", {"category": "mood", "value": "happy"}, "invalid_arguments"),
        ("save_user_memory", {"category": rules.LIKE}, "invalid_arguments"),
        ("forget_user_memory", {}, "invalid_arguments"),
        ("recall_memories", {"query": "soup", "limit": 500}, "invalid_arguments"),
    ],
)
def test_bad_calls_come_back_as_errors_the_model_can_read(ctx, name, arguments, code):
    record = call(name, arguments, ctx)

    assert record.result["ok"] is False and record.result["code"] == code and record.result["message"]
    assert not MemoryItem.objects.exists()


def test_save_goes_through_the_services_with_the_turn_as_source(ctx, user):
    record = call("save_user_memory", {"category": rules.DISLIKE, "value": "Cilantro"}, ctx)

    item = MemoryItem.objects.get(user=user)
    assert record.result["ok"] and record.result["item_id"] == item.pk
    assert (item.category, item.asserted_by, item.turn_id) == (rules.DISLIKE, rules.EXPLICIT, ctx.turn.pk)
    assert item.evidence == ctx.turn.content  # the user's own words when the model gives none
    assert MemoryEvent.objects.get(item=item).actor == "agent"


def test_the_services_refusals_reach_the_model(ctx):
    record = call("save_user_memory", {"category": rules.LIKE, "value": "my password is hunter2"}, ctx)

    assert record.result["ok"] is False and record.result["code"] != "ok" and record.result["message"]
    assert not MemoryItem.objects.exists()


def test_forgetting_an_allergy_returns_a_token_the_model_never_sees(ctx, user):
    services.memory_save(user=user, category=rules.ALLERGY, value="peanuts")

    record = call("forget_user_memory", {"value": "peanuts"}, ctx)

    assert record.result["ok"] is False and record.result["code"] == "needs_confirmation"
    assert record.confirmation_token and record.confirmation_token not in json.dumps(record.as_json())
    assert MemoryItem.objects.get(user=user).status == rules.ACTIVE


def test_forget_by_value_removes_an_ordinary_item(ctx, user):
    services.memory_save(user=user, category=rules.LIKE, value="basil")

    record = call("forget_user_memory", {"value": "basil"}, ctx)

    assert record.result["ok"] and record.result["values"] == ["basil"]
    assert MemoryItem.objects.get(user=user).status == rules.DELETED


def test_recall_leaves_out_the_turn_being_answered(ctx, user):
    chat_post_message(user=user, message="We grilled halloumi skewers at the lake party")
    asking = chat_post_message(user=user, message="what did we grill with halloumi?")
    ctx = tools.ToolContext(user=user, conversation=asking.conversation, turn=asking)

    record = call("recall_memories", {"query": "halloumi", "layer": "raw"}, ctx)

    texts = [h["text"] for h in record.result["hits"]]
    assert "We grilled halloumi skewers at the lake party" in texts
    assert asking.content not in texts
