"""Building the prompt: instructions, the memory snapshot, recall hits and recent turns, in budget."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from memory import rules
from memory.models import Episode
from memory.recall import recall
from memory.selectors import live_items, memory_snapshot
from memory.tokens import count_tokens

INSTRUCTIONS = """You are Mise, a warm, practical cooking and nutrition coach.

Memory rules:
- Save a memory (save_user_memory) only when the user states something durable about themselves in the
  first person: "I love garlic", "I'm allergic to peanuts", "I'm vegetarian". Never save requests ("make me
  something with garlic"), other people's facts ("my friend is vegetarian"), hedges ("maybe I should try
  fish") or passing moods ("I'm tired", "I feel like pasta tonight").
- When the user retracts or corrects something, forget it (forget_user_memory) or save the correction.
- Allergies are hard constraints: never suggest an allergen, not even as an option.
- Respect the diet and the things the user avoids; prefer what they like.
- When your answer uses a memory, say so briefly (e.g. "no cilantro, since you avoid it")."""


@dataclass
class Prompt:
    messages: list[dict]
    prompt_tokens: int
    memory_tokens: int


def _history_messages(conversation, before_turn) -> list[dict]:
    turns = conversation.turns.filter(created_at__lte=before_turn.created_at).exclude(pk=before_turn.pk)
    turns = list(turns.order_by("-created_at", "-id")[:30])
    return [{"role": t.role, "content": t.content} for t in reversed(turns)]


def _recently(*, user) -> str:
    """At the start of a session: decisions of the last week and the facts the user pinned (confirmed)."""
    since = timezone.now() - timedelta(days=7)
    decisions = Episode.objects.filter(user=user, kind="decision", occurred_at__gte=since).order_by("-occurred_at")[:5]
    pinned = live_items(user=user).filter(asserted_by=rules.CONFIRMED).exclude(category=rules.ALLERGY)[:10]
    lines = [f"- ({e.occurred_at:%a %d %b}) {e.text[:160]}" for e in decisions]
    if pinned:
        lines.append("- Pinned: " + ", ".join(i.value for i in pinned))
    return "Recently:\n" + "\n".join(lines) if lines else ""


def build_prompt(*, user, conversation, turn) -> Prompt:
    snapshot = memory_snapshot(user=user)
    recent_ids = set(conversation.turns.order_by("-created_at", "-id").values_list("pk", flat=True)[:30])
    hits = [
        h
        for h in recall(user=user, query=turn.content, limit=6, exclude_turn_ids=[turn.pk])
        if h.source.get("turn_id") not in recent_ids or h.layer != "raw"
    ]
    recall_text = ""
    if hits:
        recall_text = "Relevant from earlier:\n" + "\n".join(f"- ({h.created_at:%Y-%m-%d}) {h.text}" for h in hits)
    recently = _recently(user=user) if not conversation.turns.exclude(pk=turn.pk).exists() else ""
    memory_text = "\n\n".join(part for part in (snapshot.text, recently, recall_text) if part)
    system = INSTRUCTIONS + ("\n\n" + memory_text if memory_text else "")
    budget = settings.COACH_CONTEXT_TOKENS - count_tokens(system) - count_tokens(turn.content)
    history = _history_messages(conversation, turn)
    while history and sum(count_tokens(m["content"]) for m in history) > max(0, budget):
        history.pop(0)  # the oldest turns go first; memory is never trimmed
    messages = [{"role": "system", "content": system}, *history, {"role": "user", "content": turn.content}]
    prompt_tokens = sum(count_tokens(m["content"]) for m in messages)
    return Prompt(messages=messages, prompt_tokens=prompt_tokens, memory_tokens=count_tokens(memory_text))
