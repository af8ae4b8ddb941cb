"""Learning from what someone said: the one path from a turn's text to memory operations.

text → the policy's verdict (forbidden? which episodes?) → episodes → claims and retractions
(the rules, or a model's validated extraction) → saved and forgotten through the memory services.
Fast-path capture, consolidation and MCP `remember` all come through here; they differ only in the
options they pass.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from memory import rules, selectors, services
from memory.capture.extraction import Extraction, extract
from memory.capture.policy import Verdict, classify
from memory.services.episodes import episode_record


@dataclass(frozen=True)
class Learning:
    """How one entry point learns."""

    actor: str  # who the audit log names: "capture", "consolidation", "mcp"
    episodes: bool = True
    forgets: bool = True  # apply retractions ("I'm not vegan any more")
    max_claims: int | None = None


CAPTURE = Learning("capture", forgets=False, max_claims=rules.MAX_SAVES_PER_TURN)
CONSOLIDATION = Learning("consolidation")
MCP = Learning("mcp", episodes=False, forgets=False)


@dataclass
class Learned:
    verdict: Verdict
    saved: list[services.MemoryResult] = field(default_factory=list)
    forgotten: list[services.MemoryResult] = field(default_factory=list)
    episodes: int = 0  # created

    @property
    def nothing(self) -> bool:
        return not (any(r.ok for r in self.saved) or any(r.ok for r in self.forgotten) or self.episodes)


def learn_from_turn(*, turn, how: Learning, extraction: Extraction | None = None) -> Learned:
    """Learn what a turn of the raw log says, as of the moment it was said."""
    if turn.role == "assistant":
        return Learned(Verdict(forbidden="model_narration"), episodes=_tool_call_episodes(turn) if how.episodes else 0)
    return learn_from_text(
        user=turn.user,
        text=turn.content,
        how=how,
        extraction=extraction,
        conversation=turn.conversation,
        turn=turn,
        now=turn.created_at,
    )


def learn_from_text(
    *,
    user,
    text: str,
    how: Learning,
    extraction: Extraction | None = None,
    conversation=None,
    turn=None,
    now: datetime | None = None,
) -> Learned:
    verdict = classify(text)
    learned = Learned(verdict)
    if not verdict.allowed:
        return learned
    if how.episodes and selectors.learning_enabled(user=user):
        for kind in verdict.episodes:
            _, created = episode_record(
                user=user, kind=kind, text=text, occurred_at=now, conversation=conversation, turn=turn
            )
            learned.episodes += int(created)
    found = extraction or extract(text, current_diet=selectors.current_diet(user=user))
    claims = sorted(found.claims, key=lambda claim: claim.category != rules.ALLERGY)  # safety first under a cap
    claims = claims[: how.max_claims] if how.max_claims is not None else claims
    # The services enforce the learning switch: with it off, each claim comes back refused.
    learned.saved = services.memory_save_claims(
        user=user, claims=claims, actor=how.actor, conversation=conversation, turn=turn, now=now
    )
    if how.forgets:
        # Safety facts are never forgotten this way: only the user's yes in chat or settings removes them.
        learned.forgotten = [
            services.memory_forget(
                user=user,
                actor=how.actor,
                value=request.value,
                category=request.category,
                reason="retracted in conversation",
                turn=turn,
            )
            for request in found.forgets
        ]
    return learned


def _tool_call_episodes(turn) -> int:
    created = 0
    for seq, call in enumerate(turn.tool_calls or []):
        result = call.get("result", {})
        text = f"{call.get('name')}({_brief(call.get('arguments'))}) → {result.get('code', 'ok')}"
        _, new = episode_record(
            user=turn.user,
            kind="tool_call",
            text=text,
            occurred_at=turn.created_at,
            conversation=turn.conversation,
            turn=turn,
            seq=seq,
        )
        created += int(new)
    return created


def _brief(arguments) -> str:
    if isinstance(arguments, dict):
        return ", ".join(f"{k}={v}" for k, v in arguments.items())[:200]
    return str(arguments or "")[:200]
