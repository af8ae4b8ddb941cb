"""Building the prompt: instructions, the memory snapshot, recall hits and recent turns, in budget."""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings

from common.timing import stage
from memory import selectors
from memory.tokens import count_tokens

ROLE = "You are Mise, a warm, practical cooking and nutrition coach."
INSTRUCTIONS = (
    ROLE
    + """

Memory rules:
- Save a memory (save_user_memory) only when the user states something durable about themselves in the
  first person: "I love garlic", "I'm allergic to peanuts", "I'm vegetarian". Never save requests ("make me
  something with garlic"), other people's facts ("my friend is vegetarian"), hedges ("maybe I should try
  fish") or passing moods ("I'm tired", "I feel like pasta tonight").
- When the user retracts or corrects something, forget it (forget_user_memory) or save the correction.
- Allergies are hard constraints: never suggest an allergen, not even as an option.
- Respect the diet and the things the user avoids; prefer what they like.
- When your answer uses a memory, say so briefly (e.g. "no cilantro, since you avoid it")."""
)


@dataclass
class Prompt:
    messages: list[dict]
    prompt_tokens: int
    memory_tokens: int


def _query_vector(turn) -> list[float] | None:
    """The vector the fast path stored for this turn: recall's query, so the turn is embedded once."""
    vector = turn.embedding
    if vector is None or turn.embedding_model != settings.MEMORY_EMBEDDING_MODEL:
        return None
    return vector.tolist() if hasattr(vector, "tolist") else list(vector)  # numpy when read from the database


def _recall_text(*, user, turn, recent_ids: set[int]) -> str:
    """What recall finds for the turn, less the raw turns the prompt's history already carries."""
    hits = [
        h
        for h in selectors.recall(
            user=user, query=turn.content, limit=6, exclude_turn_ids=[turn.pk], query_vector=_query_vector(turn)
        )
        if h.source.get("turn_id") not in recent_ids or h.layer != "raw"
    ]
    if not hits:
        return ""
    return "Relevant from earlier:\n" + "\n".join(f"- ({h.created_at:%Y-%m-%d}) {h.text}" for h in hits)


NO_MEMORY = """This conversation keeps memory out: you know nothing about the user beyond what they say
here, you have no memory tools, and nothing said here will be remembered. Say so if asked."""


def build_prompt(*, user, conversation, turn, memory: bool = True) -> Prompt:
    earlier = selectors.turns_before(conversation=conversation, turn=turn)
    if memory:
        snapshot = selectors.memory_snapshot(user=user)
        just_saved = selectors.just_saved_note(turn=turn)
        recently = "" if earlier else selectors.recently_note(user=user)  # at a conversation's start
        with stage("recall"):
            recall_text = _recall_text(user=user, turn=turn, recent_ids={turn.pk} | {t.pk for t in earlier})
        memory_text = "\n\n".join(part for part in (snapshot.text, just_saved, recently, recall_text) if part)
        system = INSTRUCTIONS + ("\n\n" + memory_text if memory_text else "")
    else:
        memory_text, system = "", f"{ROLE}\n\n{NO_MEMORY}"
    budget = settings.COACH_CONTEXT_TOKENS - count_tokens(system) - count_tokens(turn.content)
    history = [{"role": t.role, "content": t.content} for t in earlier]
    while history and sum(count_tokens(m["content"]) for m in history) > max(0, budget):
        history.pop(0)  # the oldest turns go first; memory is never trimmed
    messages = [{"role": "system", "content": system}, *history, {"role": "user", "content": turn.content}]
    prompt_tokens = sum(count_tokens(m["content"]) for m in messages)
    return Prompt(messages=messages, prompt_tokens=prompt_tokens, memory_tokens=count_tokens(memory_text))
