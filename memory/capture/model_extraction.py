"""Extraction by a model (COACH_EXTRACTION_MODEL): JSON out, schema-validated, or discarded."""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, Field, ValidationError

from memory import rules
from memory.capture.extraction import Claim, Extraction, ForgetRequest

Category = Literal[rules.CATEGORIES]

INSTRUCTIONS = """Extract durable facts a person states about themselves in the first person.
Return only JSON: {"claims": [{"category": ..., "value": ..., "evidence": ...}], "forgets": [{"category": ..., "value": ...}]}.
Categories:
{categories}
value: the thing itself in 1-8 words. evidence: the person's own words.
Nothing from requests, other people, hedges ("maybe"), or passing moods. Empty lists when there is nothing.""".replace(
    "{categories}", "\n".join(f"- {c.key}: {c.help}" for c in rules.CATEGORY_TABLE)
)


class _Claim(BaseModel):
    category: Category
    value: str = Field(min_length=2, max_length=100)
    evidence: str = ""


class _Forget(BaseModel):
    category: Category | None = None
    value: str | None = None


class _Output(BaseModel):
    claims: list[_Claim] = Field(default_factory=list, max_length=10)
    forgets: list[_Forget] = Field(default_factory=list, max_length=10)


def extract_with_model(text: str, *, current_diet: str | None = None) -> tuple[Extraction | None, str | None]:
    """(extraction, None) on valid output; (None, why) when the output must be discarded."""
    from django.conf import settings

    from common.llm import ModelUnavailable, complete_text

    if len(text) > rules.MAX_TEXT_CHARS:  # an imported turn may be longer than a chat message
        return None, f"{len(text):,} characters, over the {rules.MAX_TEXT_CHARS:,} sent to a model; the rules read it"
    context = f"Their current diet: {current_diet}.\n" if current_diet else ""
    messages = [{"role": "system", "content": INSTRUCTIONS}, {"role": "user", "content": context + text}]
    try:
        raw = complete_text(messages=messages, model=settings.COACH_EXTRACTION_MODEL, json_output=True)
    except ModelUnavailable as error:
        return None, f"extraction model unavailable: {error}"
    try:
        output = _Output.model_validate(json.loads(_strip_fences(raw)))
    except (json.JSONDecodeError, ValidationError) as error:
        return None, f"invalid extraction output ({type(error).__name__})"
    return Extraction(
        claims=[Claim(c.category, c.value.strip(), c.evidence or text) for c in output.claims],
        forgets=[ForgetRequest(f.value, f.category, text) for f in output.forgets if f.value or f.category],
    ), None


def _strip_fences(raw: str) -> str:
    raw = raw.strip()
    if raw.startswith("```"):
        raw = raw.strip("`")
        raw = raw[4:] if raw.lower().startswith("json") else raw
    return raw
