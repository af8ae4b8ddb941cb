"""The agent loop: model → tool calls through the memory services → model, a bounded number of steps."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from coach import tools
from common import llm

MAX_STEPS = 4


@dataclass
class AgentEvent:
    kind: str  # "delta", "tool" or "done"
    text: str = ""
    tool: tools.ToolRecord | None = None
    records: list[tools.ToolRecord] = field(default_factory=list)
    usage: dict = field(default_factory=dict)


def run(*, messages: list[dict], ctx: tools.ToolContext, use_tools: bool = True) -> Iterator[AgentEvent]:
    """Stream one reply. The last step offers no tools, so the loop always ends with text; a
    conversation that keeps memory out offers none at all."""
    records: list[tools.ToolRecord] = []
    texts: list[str] = []
    usage = {"completion_tokens": 0}
    schemas = tools.schemas()
    for step_number in range(MAX_STEPS):
        offer = schemas if use_tools and step_number < MAX_STEPS - 1 else None
        step = None
        for piece in llm.stream_step(messages=messages, tools=offer):
            if isinstance(piece, str):
                yield AgentEvent("delta", text=piece)
            else:
                step = piece
        usage["completion_tokens"] += step.usage.get("completion_tokens", 0)
        if step.content.strip():
            texts.append(step.content.strip())
        if not step.tool_calls:
            break
        messages.append(llm.assistant_message(step))
        for call in step.tool_calls:
            record = tools.execute(call.name, call.arguments, ctx)
            records.append(record)
            yield AgentEvent("tool", tool=record)
            messages.append(llm.tool_message(call, record.result))
    yield AgentEvent("done", text="\n\n".join(texts), records=records, usage=usage)
