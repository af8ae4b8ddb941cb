from __future__ import annotations

import pytest

from memory import services
from memory.log.importer import import_history
from memory.models import Turn
from tests.coach.stub_llm import StubLLM
from tests.memory.history import lines


@pytest.fixture
def turn_factory(user):
    """User turns appended through the raw log's one writer (redacted and indexed)."""
    conversation = services.log_start_conversation(user=user)

    def make(content: str = "hello") -> Turn:
        return services.log_append_turn(services.NewTurn(conversation, "user", content))

    return make


@pytest.fixture
def imported(user):
    report = import_history(lines())
    assert report.errors == []
    return report


# A stand-in for COACH_EXTRACTION_MODEL's provider, at the network boundary ---------------------------


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
