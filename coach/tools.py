"""The agent's tools: typed arguments (pydantic), executed through the memory services only."""

from __future__ import annotations

import copy
import functools
import json
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field, ValidationError, model_validator

from memory import rules, selectors, services

Category = Literal[rules.CATEGORIES]


class SaveArgs(BaseModel):
    """Remember an explicit, durable first-person statement the user made about themselves."""

    category: Category
    value: str = Field(description="The thing itself in 1-8 words, e.g. 'cilantro' or 'Thai'.")
    evidence: str = Field("", description="The user's own words that state it.")


class ForgetArgs(BaseModel):
    """Forget a memory the user asked you to forget or has retracted."""

    category: Category | None = None
    value: str | None = None
    item_id: int | None = None

    @model_validator(mode="after")
    def needs_a_target(self):
        if not (self.category or self.value or self.item_id):
            raise ValueError("give a value, a category or an item_id")
        return self


class RecallArgs(BaseModel):
    """Search what the user said before and what you remember about them."""

    query: str
    layer: Literal["working", "episodic", "raw"] | None = None
    since: datetime | None = None
    limit: int = Field(5, ge=1, le=20)


TOOLS = {"save_user_memory": SaveArgs, "forget_user_memory": ForgetArgs, "recall_memories": RecallArgs}


def schemas() -> list[dict]:
    """The tools as the model is offered them (a fresh copy: a provider may annotate what it is given)."""
    return copy.deepcopy(_schemas())


@functools.cache
def _schemas() -> list[dict]:  # pydantic builds each JSON schema in about a millisecond
    out = []
    for name, model in TOOLS.items():
        schema = model.model_json_schema()
        schema.pop("title", None)
        out.append(
            {
                "type": "function",
                "function": {"name": name, "description": (model.__doc__ or "").strip(), "parameters": schema},
            }
        )
    return out


@dataclass
class ToolContext:
    user: object
    conversation: object
    turn: object


@dataclass
class ToolRecord:
    name: str
    arguments: dict
    result: dict
    confirmation_token: str | None = None  # kept server-side, never shown to the model

    def as_json(self) -> dict:
        return {"name": self.name, "arguments": self.arguments, "result": self.result}


def execute(name: str, raw_arguments: str, ctx: ToolContext) -> ToolRecord:
    """Run one tool call; invalid arguments come back as a tool error the model can read."""
    try:
        arguments = json.loads(raw_arguments or "{}")
    except json.JSONDecodeError:
        return ToolRecord(name, {"raw": raw_arguments[:500]}, _error("invalid_json", "Arguments were not JSON."))
    model = TOOLS.get(name)
    if model is None:
        return ToolRecord(name, arguments, _error("unknown_tool", f"There is no tool called {name}."))
    try:
        args = model.model_validate(arguments)
    except ValidationError as error:
        problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'arguments'}: {e['msg']}" for e in error.errors())
        return ToolRecord(name, arguments, _error("invalid_arguments", problems))
    return {"save_user_memory": _save, "forget_user_memory": _forget, "recall_memories": _recall}[name](
        args, arguments, ctx
    )


def _error(code: str, message: str) -> dict:
    return {"ok": False, "code": code, "message": message}


def _save(args: SaveArgs, raw: dict, ctx: ToolContext) -> ToolRecord:
    result = services.memory_save(
        user=ctx.user,
        category=args.category,
        value=args.value,
        evidence=args.evidence or ctx.turn.content,
        asserted_by=rules.EXPLICIT,
        actor="agent",
        conversation=ctx.conversation,
        turn=ctx.turn,
    )
    payload = save_result(result, category=args.category, value=args.value)
    # a save that would replace a safety fact waits for the user's yes, as a forget of one does
    return ToolRecord("save_user_memory", raw, payload, confirmation_token=result.confirmation_token)


def save_result(result: services.MemoryResult, *, category: str, value: str) -> dict:
    """What the model (and the chips) learn of a save."""
    payload = {"ok": result.ok, "code": result.code, "message": result.message, "category": category, "value": value}
    if result.item is not None:
        payload.update(item_id=result.item.pk, value=result.item.value, protected=result.item.protected)
    return payload


def _forget(args: ForgetArgs, raw: dict, ctx: ToolContext) -> ToolRecord:
    result = services.memory_forget(
        user=ctx.user,
        actor="agent",
        item_id=args.item_id,
        value=args.value,
        category=args.category,
        reason="the user asked to forget it",
        turn=ctx.turn,
    )
    if result.code == "not_found" and (
        done := selectors.forgotten_with_turn(user=ctx.user, turn=ctx.turn, value=args.value, category=args.category)
    ):  # the workers read this message first and already took it back: it is done, not missing
        result = services.MemoryResult(True, "forgotten", f"Forgot: {', '.join(i.value for i in done)}.", items=done)
    payload = {
        "ok": result.ok,
        "code": result.code,
        "message": result.message,
        "values": [i.value for i in result.items],
        "item_ids": [i.pk for i in result.items],
    }
    if args.value:
        payload["value"] = args.value
    if args.category:
        payload["category"] = args.category
    return ToolRecord("forget_user_memory", raw, payload, confirmation_token=result.confirmation_token)


def _recall(args: RecallArgs, raw: dict, ctx: ToolContext) -> ToolRecord:
    hits = selectors.recall(
        user=ctx.user,
        query=args.query,
        layer=args.layer,
        since=args.since,
        limit=args.limit,
        exclude_turn_ids=[ctx.turn.pk],
    )
    return ToolRecord("recall_memories", raw, {"ok": True, "hits": [h.as_json() for h in hits]})
