"""The provider seam: the apps reach litellm only through here, for the chat model, the extraction
model and litellm embedding models alike.

litellm is imported lazily (here, and by the offline coach's provider class, which litellm calls);
responses become our small dataclasses. Mise's
own providers (the offline coach) are registered by prefix from settings.LLM_CUSTOM_PROVIDERS, so
this module depends on no app.
"""

from __future__ import annotations

import functools
import json
import logging
import os
from collections.abc import Iterator
from dataclasses import dataclass, field

from django.conf import settings

logger = logging.getLogger(__name__)


class ModelUnavailable(Exception):
    """The model could not answer. `permanent` means retrying will not help until config changes."""

    def __init__(self, message: str, *, permanent: bool = False) -> None:
        super().__init__(message)
        self.permanent = permanent


@dataclass(frozen=True)
class ToolCall:
    id: str
    name: str
    arguments: str


@dataclass
class Step:
    content: str = ""
    tool_calls: list[ToolCall] = field(default_factory=list)
    usage: dict = field(default_factory=dict)


@functools.cache
def _litellm():
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    litellm.suppress_debug_info = True
    litellm.telemetry = False
    litellm.custom_provider_map = [
        {"provider": prefix, "custom_handler": handler} for prefix, handler in _built_in().items()
    ]
    return litellm


@functools.cache
def _built_in() -> dict:
    """Mise's own providers (litellm CustomLLM instances), by model prefix."""
    from django.utils.module_loading import import_string

    return {prefix: import_string(factory)() for prefix, factory in settings.LLM_CUSTOM_PROVIDERS.items()}


def warm_up() -> None:
    """Import litellm (seconds of imports) and, for a built-in model, run one step of it (its first
    call loads more); a real provider is not called (no network, no cost)."""
    _litellm()
    if is_offline():
        tool = {"type": "function", "function": {"name": "noop", "parameters": {"type": "object", "properties": {}}}}
        for _ in stream_step(messages=[{"role": "user", "content": "What should I cook tonight?"}], tools=[tool]):
            pass


def is_offline(model: str | None = None) -> bool:
    """A model built into Mise (no key, no network)."""
    return (model or settings.COACH_MODEL).split("/", 1)[0] in settings.LLM_CUSTOM_PROVIDERS


def stream_step(*, messages: list[dict], tools: list[dict] | None, model: str | None = None) -> Iterator[str | Step]:
    """Yield the reply's text as it arrives, then one Step with the whole message and any tool calls."""
    model = model or settings.COACH_MODEL
    if is_offline(model):
        yield from _built_in_step(model, messages, tools)
        return
    litellm = _litellm()
    kwargs = {"model": model, "messages": messages, "stream": True, "timeout": settings.COACH_TIMEOUT_SECONDS}
    kwargs["max_retries"] = settings.COACH_MAX_RETRIES
    if settings.COACH_API_BASE:
        kwargs["api_base"] = settings.COACH_API_BASE
    if tools:
        kwargs["tools"] = tools
    try:
        chunks = []
        for chunk in litellm.completion(**kwargs):
            chunks.append(chunk)
            delta = chunk.choices[0].delta.content if chunk.choices else None
            if delta:
                yield delta
        built = litellm.stream_chunk_builder(chunks, messages=messages)
    except ModelUnavailable:
        raise
    except Exception as error:  # every provider failure becomes one error the chat can explain
        raise _unavailable(error, model) from error
    if built is None or not built.choices:
        raise ModelUnavailable("The model returned an empty response.")
    yield _to_step(built)


def _built_in_step(model: str, messages: list[dict], tools: list[dict] | None) -> Iterator[str | Step]:
    """A built-in model's stream read straight from its provider, in the chunks litellm would get from
    it: litellm's streaming wrapper costs about 20 ms of CPU a turn in bookkeeping (chunk objects, usage
    and cost), a fifth of a whole turn with the offline coach (bench/chat_load.py)."""
    handler = _built_in()[model.split("/", 1)[0]]
    text, calls, usage = [], [], {}
    try:
        for chunk in handler.streaming(model, messages, optional_params={"tools": tools or []}):
            if chunk.get("text"):
                text.append(chunk["text"])
                yield chunk["text"]
            if call := chunk.get("tool_use"):
                function = call.get("function") or {}
                calls.append(
                    ToolCall(
                        id=call.get("id") or f"call_{len(calls)}",
                        name=function.get("name") or "",
                        arguments=function.get("arguments") or "{}",
                    )
                )
            usage = chunk.get("usage") or usage
    except Exception as error:
        raise _unavailable(error, model) from error
    yield Step(
        content="".join(text),
        tool_calls=calls,
        usage={k: usage.get(k, 0) or 0 for k in ("prompt_tokens", "completion_tokens")},
    )


def _to_step(response) -> Step:
    message = response.choices[0].message
    calls = [
        ToolCall(id=call.id or f"call_{n}", name=call.function.name or "", arguments=call.function.arguments or "{}")
        for n, call in enumerate(message.tool_calls or [])
    ]
    usage = getattr(response, "usage", None)
    return Step(
        content=message.content or "",
        tool_calls=calls,
        usage={
            "prompt_tokens": getattr(usage, "prompt_tokens", 0) or 0,
            "completion_tokens": getattr(usage, "completion_tokens", 0) or 0,
        },
    )


def _unavailable(error: Exception, model: str) -> ModelUnavailable:
    name = type(error).__name__
    text = str(error).lower()
    if "Authentication" in name or "api_key" in text or "missing credentials" in text:
        return ModelUnavailable(
            f"The model {model} refused the credentials. Set the provider's API key (for example OPENAI_API_KEY "
            "or ANTHROPIC_API_KEY) or unset COACH_MODEL to use the offline coach.",
            permanent=True,
        )
    if "NotFound" in name or ("BadRequest" in name and "model" in text):
        return ModelUnavailable(f"The model {model} is not available: check COACH_MODEL.", permanent=True)
    if "Timeout" in name:
        return ModelUnavailable("The model took too long to answer.")
    logger.warning("model call failed: %s: %s", name, error)
    return ModelUnavailable(f"The model could not answer ({name}).")


def assistant_message(step: Step) -> dict:
    message: dict = {"role": "assistant", "content": step.content or None}
    if step.tool_calls:
        message["tool_calls"] = [
            {"id": c.id, "type": "function", "function": {"name": c.name, "arguments": c.arguments}}
            for c in step.tool_calls
        ]
    return message


def tool_message(call: ToolCall, result: dict) -> dict:
    return {"role": "tool", "tool_call_id": call.id, "name": call.name, "content": json.dumps(result, default=str)}


def complete_text(*, messages: list[dict], model: str, json_output: bool = False) -> str:
    """One non-streamed completion without tools (used by the extraction model)."""
    litellm = _litellm()
    kwargs: dict = {"model": model, "messages": messages, "timeout": settings.COACH_TIMEOUT_SECONDS}
    if not is_offline(model):
        kwargs["max_retries"] = settings.COACH_MAX_RETRIES
        if settings.COACH_API_BASE:
            kwargs["api_base"] = settings.COACH_API_BASE
    if json_output:
        kwargs["response_format"] = {"type": "json_object"}
    try:
        response = litellm.completion(**kwargs)
    except Exception as error:
        raise _unavailable(error, model) from error
    return response.choices[0].message.content or ""


def embed_texts(*, model: str, texts: list[str], dimensions: int) -> list[list[float]]:
    """Embeddings from a litellm embedding model (MEMORY_EMBEDDING_MODEL)."""
    litellm = _litellm()
    kwargs: dict = {"model": model, "input": texts, "timeout": settings.COACH_TIMEOUT_SECONDS}
    if model.startswith(("openai/", "text-embedding-3")):
        kwargs["dimensions"] = dimensions
    try:
        response = litellm.embedding(**kwargs)
    except Exception as error:
        raise _unavailable(error, model) from error
    return [row["embedding"] for row in response.data]
