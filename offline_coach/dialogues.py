"""The offline coach's dialogue corpus (bench/data/coach_dialogues.yaml) and a faithful stand-in for
the agent loop to run it: the same provider, a system prompt with the memory snapshot the rules
render, and tool results shaped like coach.tools returns them (saves, forgets, recall), with no
database. bench/coach.py prints the scores; a test holds them above the targets.

A conversation: optional memory (category:value lines, as if saved before) and turns written as
"<expected kind>: <message>", optionally ending in "[has a|b; not c|d]": the reply must contain one
of a, b and none of c, d (case-insensitive). Conversations alternate dev/test by position."""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import yaml

from memory import rules
from memory.rules import normalize
from offline_coach.provider import respond

CORPUS_PATH = Path(__file__).resolve().parent.parent / "bench" / "data" / "coach_dialogues.yaml"
TOOLS = {"save_user_memory", "forget_user_memory", "recall_memories"}
SYSTEM = "You are Mise, a warm, practical cooking and nutrition coach."
NO_MEMORY = "This conversation keeps memory out: you know nothing about the user beyond what they say here."
TURN = re.compile(r"^(?P<kind>[a-z_|]+):\s*(?P<message>.*?)\s*(?:\[(?P<checks>[^\]]*)\])?$")


@dataclass
class Turn:
    message: str
    expect: tuple[str, ...]
    has: tuple[str, ...] = ()
    lacks: tuple[str, ...] = ()


@dataclass
class Dialogue:
    id: str
    split: str
    memory: list[tuple[str, str]]
    turns: list[Turn]
    memory_off: bool = False


@dataclass
class Outcome:
    dialogue: str
    message: str
    expected: tuple[str, ...]
    kind: str
    reply: str
    ok: bool
    problem: str = ""


def _turn(line: str) -> Turn:
    match = TURN.match(line.strip())
    if not match:
        raise ValueError(f"bad turn: {line!r}")
    has, lacks = (), ()
    for check in (match["checks"] or "").split(";"):
        check = check.strip()
        if check.startswith("has "):
            has = tuple(w.strip().lower() for w in check[4:].split("|"))
        elif check.startswith("not "):
            lacks = tuple(w.strip().lower() for w in check[4:].split("|"))
    return Turn(match["message"], tuple(match["kind"].split("|")), has, lacks)


SHORT = {"dislike": rules.DISLIKE, "like": rules.LIKE, "goal": rules.DIETARY_GOAL, "style": rules.COOKING_STYLE}


def _memory(line: str) -> tuple[str, str]:
    category, _, value = line.partition(":")
    category = SHORT.get(category.strip(), category.strip())
    if category not in rules.CATEGORY or not value.strip():
        raise ValueError(f"bad memory line: {line!r}")
    return category, value.strip()


def load(path: Path = CORPUS_PATH) -> list[Dialogue]:
    raw = yaml.safe_load(path.read_text())
    dialogues = []
    for index, entry in enumerate(raw):
        memory = [_memory(m) for m in entry.get("memory", [])]
        dialogues.append(Dialogue(
            entry["id"], "dev" if index % 2 == 0 else "test", memory,
            [_turn(t) for t in entry["turns"]], bool(entry.get("memory_off")),
        ))  # fmt: skip
    return dialogues


@dataclass
class Memory:
    items: list[rules.ItemView] = field(default_factory=list)
    ids: itertools.count = field(default_factory=lambda: itertools.count(1))

    def add(self, category: str, value: str) -> dict:
        if category == rules.DIET:
            self.items = [i for i in self.items if i.category != rules.DIET]
        protected = category == rules.ALLERGY
        self.items.append(rules.ItemView(next(self.ids), category, value, normalize(value), rules.EXPLICIT, protected,
                                         rules.ACTIVE, datetime.now(UTC)))  # fmt: skip
        return {"ok": True, "category": category, "value": value, "protected": protected}

    def forget(self, category: str | None, value: str | None) -> dict:
        hits = [i for i in self.items if (not category or i.category == category)
                and (not value or normalize(value) in i.value_normalized or i.value_normalized in normalize(value))]  # fmt: skip
        if not hits:
            return {"ok": False, "code": "not_found", "value": value}
        if any(i.protected for i in hits):
            return {"ok": False, "code": "needs_confirmation", "value": hits[0].value}
        self.items = [i for i in self.items if i not in hits]
        return {"ok": True, "values": [i.value for i in hits]}

    def system(self) -> str:
        snapshot = rules.render_snapshot(self.items)
        return SYSTEM + ("\n\n" + snapshot if snapshot else "")


def _run_tools(calls: list[dict], memory: Memory) -> list[dict]:
    messages = []
    for call in calls:
        name, args = call["function"]["name"], json.loads(call["function"]["arguments"])
        if name == "save_user_memory":
            result = memory.add(args["category"], args["value"])
        elif name == "forget_user_memory":
            result = memory.forget(args.get("category"), args.get("value"))
        else:
            result = {"ok": True, "hits": []}
        messages.append({"role": "tool", "tool_call_id": call["id"], "name": name, "content": json.dumps(result)})
    return messages


def run(dialogue: Dialogue) -> list[Outcome]:
    memory = Memory()
    for category, value in dialogue.memory:
        memory.add(category, value)
    history: list[dict] = []
    outcomes = []
    for turn in dialogue.turns:
        system = f"{SYSTEM}\n\n{NO_MEMORY}" if dialogue.memory_off else memory.system()
        messages = [{"role": "system", "content": system}, *history, {"role": "user", "content": turn.message}]
        reply, calls = respond(messages, set() if dialogue.memory_off else TOOLS)
        kinds = []
        if calls:
            kinds = [c["function"]["name"].split("_")[0] for c in calls]  # save / forget / recall
            messages += [{"role": "assistant", "content": None, "tool_calls": calls}, *_run_tools(calls, memory)]
            reply, _ = respond(messages, TOOLS)
        kind = "+".join(dict.fromkeys(kinds)) if kinds else reply.kind
        if kinds and reply.kind not in ("acknowledge", "recall"):
            kind += f"+{reply.kind}"
        outcomes.append(_judge(dialogue.id, turn, kind, reply.text))
        history += [{"role": "user", "content": turn.message}, {"role": "assistant", "content": reply.text}]
    return outcomes


def _judge(dialogue: str, turn: Turn, kind: str, text: str) -> Outcome:
    lowered = text.lower()
    parts = set(kind.split("+"))
    problem = ""
    if not any(set(e.split("+")) <= parts for e in turn.expect):
        problem = f"expected {'|'.join(turn.expect)}, did {kind}"
    elif turn.has and not any(w in lowered for w in turn.has):
        problem = f"reply lacks any of {turn.has}"
    elif hit := next((w for w in turn.lacks if w in _proposed(lowered)), None):
        problem = f"reply proposes {hit!r}"
    return Outcome(dialogue, turn.message, turn.expect, kind, text, not problem, problem)


def _proposed(lowered: str) -> str:
    """What the reply proposes, without its notes on what was left out or swapped."""
    body = re.sub(r"\(instead of [^)]*\)|instead of [a-z ]+", "", lowered.split("_shaped by")[0])
    # (the notes on what gave way, and on what a recipe used before it was swapped: "my recipe for … uses eggs")
    body = "\n".join(
        line for line in body.splitlines() if not line.startswith(("heads up", "i couldn't", "my recipe for"))
    )
    return body.split("_left out because")[0]


def score(dialogues: list[Dialogue]) -> dict:
    outcomes = [o for d in dialogues for o in run(d)]
    total = len(outcomes)
    return {
        "messages": total,
        "expected": sum(o.ok for o in outcomes) / total if total else 0.0,
        "fallback": sum("fallback" in o.kind for o in outcomes) / total if total else 0.0,
        "outcomes": outcomes,
    }
