"""The agent loop (coach.agent) against a chat model over HTTP: streaming, tool calls through the
memory services, results fed back, and a bounded number of steps that always ends in text."""

from __future__ import annotations

import json

import pytest

from coach import agent, tools
from coach.services import chat_post_message
from memory import rules
from memory.models import MemoryItem


def tool_call(name: str, arguments: dict | str, n: int = 1) -> list[dict]:
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return [
        {
            "tool_calls": [
                {"index": 0, "id": f"call_{n}", "type": "function", "function": {"name": name, "arguments": raw}}
            ]
        }
    ]


@pytest.fixture
def ctx(user):
    turn = chat_post_message(user=user, message="Let me tell you about olives")
    return tools.ToolContext(user=user, conversation=turn.conversation, turn=turn)


def run(ctx) -> list[agent.AgentEvent]:
    messages = [{"role": "system", "content": "You are a test."}, {"role": "user", "content": ctx.turn.content}]
    return list(agent.run(messages=messages, ctx=ctx))


def test_text_streams_in_pieces_and_ends_with_one_done(stub, ctx):
    stub.script = lambda body: [{"content": "Try "}, {"content": "the "}, {"content": "lentil soup."}]

    events = run(ctx)

    assert [e.text for e in events if e.kind == "delta"] == ["Try ", "the ", "lentil soup."]
    assert [e.kind for e in events][-1] == "done" and events[-1].text == "Try the lentil soup."
    assert len(stub.requests) == 1 and stub.requests[0]["tools"]


def test_a_tool_call_runs_through_the_services_and_its_result_goes_back_to_the_model(stub, ctx, user):
    def script(body):
        if body["messages"][-1]["role"] == "tool":
            return [{"content": "Noted, no olives."}]
        return tool_call("save_user_memory", {"category": rules.DISLIKE, "value": "olives"})

    stub.script = script

    events = run(ctx)

    done = events[-1]
    assert done.text == "Noted, no olives." and [r.name for r in done.records] == ["save_user_memory"]
    assert MemoryItem.objects.get(user=user, category=rules.DISLIKE).value == "olives"
    fed_back = json.loads(stub.requests[1]["messages"][-1]["content"])
    assert fed_back["ok"] is True and fed_back["item_id"] == done.records[0].result["item_id"]


def test_a_malformed_tool_call_is_answered_with_an_error_not_a_crash(stub, ctx):
    def script(body):
        if body["messages"][-1]["role"] == "tool":
            return [{"content": "Sorry, let me answer plainly."}]
        return tool_call("save_user_memory", "{broken")

    stub.script = script

    events = run(ctx)

    assert events[-1].records[0].result["code"] == "invalid_json"
    assert json.loads(stub.requests[1]["messages"][-1]["content"])["code"] == "invalid_json"
    assert not MemoryItem.objects.filter(category=rules.DISLIKE).exists()


def test_a_model_that_keeps_calling_tools_is_stopped_and_still_answers(stub, ctx):
    def script(body):
        if not body.get("tools"):
            return [{"content": "Here is what I found."}]
        return tool_call("recall_memories", {"query": "olives"}, n=len(stub.requests))

    stub.script = script

    events = run(ctx)

    assert len(stub.requests) == agent.MAX_STEPS
    assert "tools" not in stub.requests[-1] or not stub.requests[-1]["tools"]
    assert events[-1].kind == "done" and events[-1].text == "Here is what I found."
    assert len(events[-1].records) == agent.MAX_STEPS - 1
