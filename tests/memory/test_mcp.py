"""The MCP server with the official MCP Python client, over stdio and over streamable HTTP."""

from __future__ import annotations

import socket
import sys
import threading
import time
from contextlib import asynccontextmanager

import anyio
import httpx2
import pytest
from django.contrib.auth.models import User
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client
from rest_framework.authtoken.models import Token

from memory import rules, services
from memory.models import Episode, MemoryEvent, MemoryItem, Turn
from tests.conftest import ROOT, child_env

pytestmark = pytest.mark.mcp


@asynccontextmanager
async def stdio_session(username: str):
    params = StdioServerParameters(
        command=sys.executable, args=["manage.py", "mcp_server", "--user", username], cwd=str(ROOT), env=child_env()
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        yield session


@pytest.fixture
def http_server(transactional_db):
    import uvicorn

    from memory.mcp_http import create_app

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = uvicorn.Server(
        uvicorn.Config(
            create_app(public_url=f"http://127.0.0.1:{port}"), host="127.0.0.1", port=port, log_level="warning"
        )
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}/mcp/"
    server.should_exit = True
    thread.join(timeout=10)


@asynccontextmanager
async def http_session(url: str, token: str | None):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=30) as client,
        streamable_http_client(url, http_client=client) as streams,
        ClientSession(streams[0], streams[1]) as session,
    ):
        await session.initialize()
        yield session


def run_async(function) -> None:
    """anyio.run in a thread of its own: another test's browser may own this thread's event loop."""
    errors: list[BaseException] = []

    def target():
        try:
            anyio.run(function)
        except BaseException as error:  # handed back to the test below
            errors.append(error)

    thread = threading.Thread(target=target)
    thread.start()
    thread.join(timeout=120)
    if errors:
        raise errors[0]


def result(call) -> dict:
    assert not call.is_error, call.content
    return call.structured_content if "ok" in (call.structured_content or {}) else call.structured_content["result"]


async def exercise(session, *, other_value: str) -> None:
    tools = {t.name: t for t in (await session.list_tools()).tools}
    assert set(tools) == {"recall", "remember", "forget"}
    assert "query" in tools["recall"].input_schema["properties"]
    assert "content" in tools["remember"].input_schema["properties"]
    assert "confirmation_token" in tools["forget"].input_schema["properties"]

    saved = result(await session.call_tool("remember", {"content": "I can't stand cilantro"}))
    assert saved["ok"] and saved["saved"][0]["value"] == "cilantro"
    found = result(await session.call_tool("recall", {"query": "cilantro"}))
    assert any("cilantro" in hit["text"] for hit in found["hits"])
    assert all(other_value not in hit["text"] for hit in found["hits"])

    refused = result(await session.call_tool("remember", {"content": "ok thanks"}))
    assert not refused["ok"] and "policy" in refused["reason"]

    first = result(await session.call_tool("forget", {"query": "cilantro"}))
    assert not first["ok"] and first["would_forget"][0]["value"] == "cilantro" and first["confirmation_token"]
    still = result(await session.call_tool("recall", {"query": "cilantro", "layer": "working"}))
    assert still["hits"]
    done = result(
        await session.call_tool("forget", {"query": "cilantro", "confirmation_token": first["confirmation_token"]})
    )
    assert done["ok"] and done["forgotten"][0]["value"] == "cilantro"


def test_over_stdio(transactional_db):
    user = User.objects.create(username="mcpuser")
    other = User.objects.create(username="neighbour")
    services.memory_save(user=other, category=rules.DISLIKE, value="cilantro soup")

    async def run():
        async with stdio_session("mcpuser") as session:
            await exercise(session, other_value="cilantro soup")

    run_async(run)

    assert MemoryItem.objects.get(user=user, value="cilantro").status == rules.DELETED
    assert MemoryItem.objects.get(user=other).status == rules.ACTIVE
    actions = set(MemoryEvent.objects.filter(user=user, actor="mcp").values_list("action", flat=True))
    assert {"created", "deleted", "mcp_recall", "mcp_remember_refused"} <= actions


def test_over_http_with_a_bearer_token(http_server):
    user = User.objects.create(username="httpuser")
    other = User.objects.create(username="other")
    services.memory_save(user=other, category=rules.DISLIKE, value="cilantro soup")
    token = Token.objects.create(user=user).key

    async def run():
        async with http_session(http_server, token) as session:
            await exercise(session, other_value="cilantro soup")

    run_async(run)

    assert MemoryItem.objects.get(user=user, value="cilantro").status == rules.DELETED
    assert MemoryEvent.objects.filter(user=user, actor="mcp", action="deleted").exists()


@pytest.mark.parametrize("token", [None, "not-a-real-token"])
def test_a_wrong_or_missing_bearer_token_is_refused(http_server, token):
    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}

    response = httpx2.post(http_server, json=body, headers=headers, timeout=30)

    assert response.status_code == 401


def test_protected_and_confirmed_rules_hold(transactional_db):
    user = User.objects.create(username="safety")
    allergy = services.memory_save(user=user, category=rules.ALLERGY, value="peanuts").item
    liked = services.memory_add_by_user(user=user, category=rules.LIKE, value="basil").item

    async def run():
        async with stdio_session("safety") as session:
            confirmed = result(await session.call_tool("forget", {"id": liked.pk}))
            assert not confirmed["ok"] and confirmed["code"] == "confirmed" and "confirmation_token" not in confirmed
            first = result(await session.call_tool("forget", {"id": allergy.pk}))
            assert not first["ok"] and first["confirmation_token"]

    run_async(run)

    assert MemoryItem.objects.get(pk=allergy.pk).status == rules.ACTIVE
    assert MemoryItem.objects.get(pk=liked.pk).status == rules.ACTIVE


def test_the_web_port_serves_mcp_at_slash_mcp(http_server, client, settings):
    settings.MCP_INTERNAL_URL = http_server
    user = User.objects.create(username="proxied")
    services.memory_save(user=user, category=rules.DISLIKE, value="okra")
    token = Token.objects.create(user=user).key
    headers = {"HTTP_ACCEPT": "application/json, text/event-stream"}
    call = {
        "jsonrpc": "2.0",
        "id": 2,
        "method": "tools/call",
        "params": {"name": "recall", "arguments": {"query": "okra", "layer": "working"}},
    }

    refused = client.post("/mcp/", call, content_type="application/json", **headers)
    answered = client.post(
        "/mcp/", call, content_type="application/json", HTTP_AUTHORIZATION=f"Bearer {token}", **headers
    )

    assert refused.status_code == 401
    assert answered.status_code == 200, answered.content
    assert "okra" in answered.content.decode()


def test_slash_mcp_says_when_the_mcp_server_is_down(client, settings, db):
    settings.MCP_INTERNAL_URL = "http://127.0.0.1:9/mcp/"

    response = client.post("/mcp/", {}, content_type="application/json")

    assert response.status_code == 503 and "mcp_unavailable" in response.content.decode()


# The tools' behaviour, called directly (the transports above carry exactly these results) -------


def test_remember_refuses_more_than_4000_characters_and_stores_nothing(user):
    from memory.mcp import do_remember

    answer = do_remember(user, "I love basil. " * 300, "working", [])

    assert not answer["ok"] and answer["code"] == "too_long" and "4,000" in answer["reason"]
    assert not MemoryItem.objects.exists() and not Turn.objects.exists()


def test_what_is_remembered_joins_the_raw_log_so_its_words_are_recalled(user):
    from memory.mcp import do_recall, do_remember

    answer = do_remember(user, "I always bake with rye flour", "working", [])

    turn = Turn.objects.get(user=user)
    assert turn.consolidated_at is not None and turn.conversation.external_id == "mcp"
    assert answer["ok"] and MemoryItem.objects.get(pk=answer["id"]).turn_id == turn.pk
    hits = do_recall(user, "flour", None, None, 5)["hits"]
    # the memory and the turn it came from are one hit: the memory, naming the turn
    assert [(h["layer"], h["item_id"], h["source"]["turn_id"]) for h in hits] == [("working", answer["id"], turn.pk)]
    assert "rye flour" in hits[0]["text"]
    raw = do_recall(user, "flour", "raw", None, 5)["hits"]
    assert [(h["layer"], h["source"]["turn_id"]) for h in raw] == [("raw", turn.pk)]


def test_an_agent_remembers_what_it_says_of_the_user_in_the_third_person(user):
    from memory.mcp import do_remember

    answer = do_remember(user, "The user is allergic to sesame. User also prefers one-pot dinners.", "working", [])

    saved = {(s["category"], s["value"]) for s in answer["saved"]}
    assert answer["ok"] and (rules.ALLERGY, "sesame") in {(c, v.lower()) for c, v in saved}
    assert any(c == rules.COOKING_STYLE and "one" in v for c, v in saved)
    allergy = MemoryItem.objects.get(user=user, category=rules.ALLERGY)
    assert allergy.protected and allergy.evidence.startswith("The user is allergic")  # the agent's words
    # someone else the agent mentions stays someone else's
    assert not do_remember(user, "The user's daughter is vegan", "working", [])["ok"]
    assert not MemoryItem.objects.filter(user=user, category=rules.DIET).exists()


def test_an_episode_is_recorded_through_the_episode_service_redacted(user):
    from memory.mcp import do_remember

    answer = do_remember(user, "We decided on tacos; my password is hunter2", "episodic", ["decision"])

    episode = Episode.objects.get(pk=answer["id"])
    assert episode.kind == "decision" and "hunter2" not in episode.text and episode.expires_at is not None


def test_with_learning_off_remember_says_so(user):
    from memory.mcp import do_remember

    services.memory_set_learning(user=user, enabled=False)

    answer = do_remember(user, "I can't stand olives", "working", [])

    assert not answer["ok"] and answer["code"] == "learning_off"
    assert not MemoryItem.objects.exists()


def test_a_slow_call_does_not_stall_another_person(http_server, monkeypatch):
    import memory.mcp
    from memory.recall.embeddings import embed_query

    slow_user = User.objects.create_user(username="slow", password="x")
    quick_user = User.objects.create_user(username="quick", password="x")
    tokens = {u.username: Token.objects.create(user=u).key for u in (slow_user, quick_user)}
    real_remember = memory.mcp.do_remember

    def slow_remember(user, *args):
        time.sleep(3)
        return real_remember(user, *args)

    monkeypatch.setattr(memory.mcp, "do_remember", slow_remember)
    embed_query("warm the encoder up first, so the quick call is quick")
    timings: dict[str, float] = {}

    async def call(username: str, tool: str, arguments: dict) -> None:
        started = time.monotonic()
        async with http_session(http_server, tokens[username]) as session:
            result(await session.call_tool(tool, arguments))
        timings[username] = time.monotonic() - started

    async def both():
        async with anyio.create_task_group() as group:
            group.start_soon(call, "slow", "remember", {"content": "I love smoked paprika"})
            await anyio.sleep(0.5)
            group.start_soon(call, "quick", "recall", {"query": "paprika"})

    run_async(both)

    assert timings["slow"] >= 3
    assert timings["quick"] < 1.5, timings
    assert slow_user.memory_items.exists() and not quick_user.memory_items.exists()


def test_one_person_runs_at_most_two_calls_at_once():
    from memory.mcp import PER_USER_CALLS, in_thread

    running = {7: 0, 8: 0}
    most = {7: 0, 8: 0}
    lock = threading.Lock()

    def work(caller):
        with lock:
            running[caller] += 1
            most[caller] = max(most[caller], running[caller])
        time.sleep(0.2)
        with lock:
            running[caller] -= 1

    async def calls():
        async with anyio.create_task_group() as group:
            for caller in (7, 7, 7, 7, 7, 8):
                group.start_soon(lambda c=caller: in_thread(lambda: work(c), caller=c))

    run_async(calls)

    assert most == {7: PER_USER_CALLS, 8: 1}


def test_recall_refuses_a_query_over_4000_characters(user):
    from memory.mcp import do_recall

    answer = do_recall(user, "basil " * 800, None, None, 5)

    assert not answer["ok"] and answer["code"] == "too_long" and answer["hits"] == []
