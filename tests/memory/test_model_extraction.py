"""COACH_EXTRACTION_MODEL: model output is schema-validated; invalid output is discarded and logged."""

from __future__ import annotations

import json

import pytest

from memory.consolidate.consolidation import consolidate_user
from memory.models import MemoryItem
from tests.coach.stub_llm import StubLLM
from tests.memory.test_consolidation import log_turns


class ExtractionStub(StubLLM):
    def __init__(self, content: str) -> None:
        super().__init__()
        self.content = content

    def respond(self, body):
        return [{"content": self.content}]


@pytest.fixture
def extraction_model(settings, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-real-key")

    def start(content: str) -> ExtractionStub:
        stub = ExtractionStub(content).__enter__()
        settings.COACH_EXTRACTION_MODEL = "openai/stub-extractor"
        settings.COACH_API_BASE = stub.base_url
        settings.COACH_MAX_RETRIES = 0
        started.append(stub)
        return stub

    started: list[ExtractionStub] = []
    yield start
    for stub in started:
        stub.__exit__()


def test_valid_model_output_is_applied_through_the_services(user, extraction_model):
    stub = extraction_model(
        json.dumps(
            {
                "claims": [{"category": "abstract_dislike", "value": "blue cheese", "evidence": "ugh, blue cheese"}],
                "forgets": [],
            }
        )
    )
    log_turns(user, "ugh, blue cheese")

    run = consolidate_user(user=user)

    assert run.errors == []
    assert MemoryItem.objects.get(user=user).value == "blue cheese"
    assert stub.requests[0]["response_format"] == {"type": "json_object"}


@pytest.mark.parametrize(
    "content", ["not json at all", json.dumps({"claims": [{"category": "favourite_colour", "value": "blue"}]})]
)
def test_invalid_model_output_is_discarded_and_logged(user, extraction_model, content):
    extraction_model(content)
    log_turns(user, "I adore blue things")

    run = consolidate_user(user=user)

    assert run.errors and "invalid extraction output" in run.errors[0]["error"]
    assert not MemoryItem.objects.filter(user=user, value__icontains="colour").exists()
