"""An MCP server over Mise's memory: `recall`, `remember` and `forget`, under the same guarantees.

Over stdio the server acts for one user (`manage.py mcp_server --user NAME`); over streamable HTTP
(`python -m memory.mcp_http`, path /mcp/) each request acts for the user whose API token it carries
as a bearer token. Every call goes through the policy file and the memory services, and is recorded
in the audit log with actor "mcp".
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import weakref
from typing import Any, Literal

from asgiref.sync import sync_to_async
from django.contrib.auth import get_user_model
from django.db import connection

from common.env import env_int
from memory import rules, selectors, services
from memory.capture.extraction import as_the_user, extract
from memory.capture.learning import MCP, learn_from_turn
from memory.capture.policy import classify
from memory.timestamps import parse_timestamp

INSTRUCTIONS = (
    "Mise's memory of one person's cooking life: tastes, allergies, diet, goals and what they cooked and decided. "
    "Use recall before answering about them; remember only what they state about themselves; forget is two-step."
)
EPISODE_TAGS = ("decision", "meal", "incident")
MAX_TAGS = 10
# Tool calls run on a pool of threads, so a slow call never holds up another; at most
# MCP_CONCURRENCY run at once in a process and at most PER_USER_CALLS of them for one person.
MCP_CONCURRENCY = env_int("MCP_CONCURRENCY", 8, minimum=1)
PER_USER_CALLS = 2
MCP_CONVERSATION = "mcp"


def _audit(user, action: str, reason: str) -> None:
    services.record_access(user=user, actor="mcp", action=action, reason=reason)


def do_recall(user, query: str, layer: str | None, since: str | None, limit: int) -> dict:
    if len(query) > rules.MAX_TEXT_CHARS:
        return {"ok": False, "code": "too_long", "reason": _too_long(query, "search for"), "hits": []}
    moment = parse_timestamp(since) if since else None
    if since and moment is None:
        return {"ok": False, "reason": f"since {since!r} is not an ISO 8601 timestamp", "hits": []}
    hits = selectors.recall(user=user, query=query, layer=layer, since=moment, limit=max(1, min(limit, 50)))
    _audit(user, "mcp_recall", f"recall: {len(hits)} hit(s)")
    return {"ok": True, "hits": [h.as_json() for h in hits]}


def do_remember(user, content: str, layer: str, tags: list[str]) -> dict:
    if len(content) > rules.MAX_TEXT_CHARS:
        _audit(user, "mcp_remember_refused", f"{len(content)} characters")
        return {"ok": False, "code": "too_long", "reason": _too_long(content, "remember")}
    if len(tags) > MAX_TAGS:
        return {"ok": False, "code": "too_many_tags", "reason": f"Give at most {MAX_TAGS} tags."}
    verdict = classify(content)
    if not verdict.allowed:
        _audit(user, "mcp_remember_refused", f"policy: {verdict.forbidden}")
        return {"ok": False, "reason": f"Refused by the memory policy: that is {verdict.explain()}."}
    turn = _log_turn(user, content)
    try:
        if layer == "episodic":
            return _remember_episode(user, turn, tags)
        return _remember_working(user, turn, tags)
    finally:
        services.log_embed(user=user, turns=[turn])


def _too_long(text: str, verb: str) -> str:
    return f"That is {len(text):,} characters; {verb} at most {rules.MAX_TEXT_CHARS:,} at a time."


def _log_turn(user, content: str):
    """What an agent remembers joins the raw log, so recall finds the words too; learning from it
    happens here and now, so consolidation skips it."""
    conversation, _ = services.log_conversation_for(
        user=user, external_id=MCP_CONVERSATION, title="Remembered through MCP"
    )
    return services.log_append_turn(services.NewTurn(conversation, "user", content, consolidated=True))


def _remember_working(user, turn, tags: list[str]) -> dict:
    category = next((t for t in tags if t in rules.CATEGORIES), None)
    if category is not None:
        results = [
            services.memory_save(
                user=user,
                category=category,
                value=turn.content,
                evidence=turn.content,
                asserted_by=rules.EXPLICIT,
                actor="mcp",
                conversation=turn.conversation,
                turn=turn,
            )
        ]
    else:
        # an agent writes of the person it serves in the third person ("The user is allergic to peanuts"); the
        # claims are read as the person's own, with the agent's words as their evidence
        found = extract(as_the_user(turn.content), current_diet=selectors.current_diet(user=user))
        found.claims = [dataclasses.replace(claim, evidence=turn.content) for claim in found.claims]
        results = learn_from_turn(turn=turn, how=MCP, extraction=found).saved
        if not results:
            _audit(user, "mcp_remember_refused", "no durable statement about the user")
            return {
                "ok": False,
                "reason": "Nothing durable to remember: say it as a statement about the user "
                '("The user can\'t stand cilantro", "I can\'t stand cilantro") or tag it with a category.',
            }
    saved = [r for r in results if r.ok]
    if not saved:
        return {"ok": False, "reason": results[0].message, "code": results[0].code}
    return {
        "ok": True,
        "id": saved[0].item.pk,
        "ids": [r.item.pk for r in saved],
        "saved": [{"id": r.item.pk, "category": r.item.category, "value": r.item.value} for r in saved],
    }


def _remember_episode(user, turn, tags: list[str]) -> dict:
    kind = next((t for t in tags if t in EPISODE_TAGS), "decision")
    episode, _ = services.episode_record(
        user=user, kind=kind, text=turn.content, occurred_at=turn.created_at, conversation=turn.conversation, turn=turn
    )
    _audit(user, "mcp_remember_episode", f"{kind} episode {episode.pk}")
    return {"ok": True, "id": episode.pk, "layer": "episodic", "kind": kind}


def do_forget(user, id: int | None, query: str | None, confirmation_token: str | None) -> dict:
    if id is None and not query:
        return {"ok": False, "reason": "Give the id of a memory or a query that names it."}
    result = services.memory_forget(
        user=user,
        actor="mcp",
        item_id=id,
        value=query,
        confirmation_token=confirmation_token,
        always_confirm=True,
        reason="forgotten through MCP",
    )
    would = [{"id": i.pk, "category": i.category, "value": i.value} for i in result.items]
    if result.ok:
        return {"ok": True, "forgotten": would}
    answer = {"ok": False, "reason": result.message, "code": result.code, "would_forget": would}
    if result.confirmation_token:
        answer["confirmation_token"] = result.confirmation_token
    return answer


_process_slots: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # event loop → semaphore
_caller_slots: dict[tuple, list] = {}  # (event loop, caller) → [semaphore, calls holding or waiting]


@contextlib.asynccontextmanager
async def _slots(caller: object):
    loop = asyncio.get_running_loop()
    process = _process_slots.setdefault(loop, asyncio.Semaphore(MCP_CONCURRENCY))
    if caller is None:
        async with process:
            yield
        return
    key = (loop, caller)
    entry = _caller_slots.setdefault(key, [asyncio.Semaphore(PER_USER_CALLS), 0])
    entry[1] += 1
    try:
        async with entry[0], process:
            yield
    finally:
        entry[1] -= 1
        if not entry[1]:
            del _caller_slots[key]


async def in_thread(work, *, caller: object = None):
    """Run ORM work from an async tool on a worker thread; close its connection after, as a request would.

    Calls run side by side (not one after another on a single thread), within MCP_CONCURRENCY for the
    process and PER_USER_CALLS for one caller, so one person's slow call cannot stall everyone else.
    """

    def run():
        try:
            return work()
        finally:
            connection.close()

    async with _slots(caller):
        return await sync_to_async(run, thread_sensitive=False)()


def build_server(*, user_id: int | None = None, token_verifier=None, auth=None):
    """The MCP server: bound to one user (stdio), or to each request's bearer token (HTTP)."""
    from mcp.server.mcpserver import MCPServer

    server = MCPServer(name="mise-memory", instructions=INSTRUCTIONS, token_verifier=token_verifier, auth=auth)

    def caller_id() -> int:
        if user_id is not None:
            return user_id
        from mcp.server.auth.middleware.auth_context import get_access_token

        token = get_access_token()
        if token is None:
            raise PermissionError("Send your Mise API token as a bearer token.")
        return int(token.client_id)

    async def for_caller(work):
        """Run work(user) for the calling person, in their share of the worker threads."""
        caller = caller_id()
        return await in_thread(lambda: work(get_user_model().objects.get(pk=caller)), caller=caller)

    @server.tool(
        structured_output=True,
        description="Search what Mise remembers and what was said before. Returns hits with time and "
        "source. layer: working | episodic | raw; since: ISO 8601.",
    )
    async def recall(
        query: str,
        layer: Literal["working", "episodic", "raw"] | None = None,
        since: str | None = None,
        limit: int = 10,
    ) -> dict[str, Any]:
        return await for_caller(lambda user: do_recall(user, query, layer, since, limit))

    @server.tool(
        structured_output=True,
        description="Remember something the person said about themselves, through Mise's memory policy. "
        "layer: working (facts; tag with a category to skip extraction) or episodic (tags: "
        "decision, meal, incident). The policy may refuse; the result says why.",
    )
    async def remember(
        content: str, layer: Literal["working", "episodic"] = "working", tags: list[str] | None = None
    ) -> dict[str, Any]:
        return await for_caller(lambda user: do_remember(user, content, layer, tags or []))

    @server.tool(
        structured_output=True,
        description="Forget a memory by id or query, in two steps: without confirmation_token nothing is "
        "forgotten and the answer lists what would be, with a token; call again with it.",
    )
    async def forget(
        id: int | None = None, query: str | None = None, confirmation_token: str | None = None
    ) -> dict[str, Any]:
        return await for_caller(lambda user: do_forget(user, id, query, confirmation_token))

    return server
