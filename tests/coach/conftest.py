from __future__ import annotations

import pytest

from tests.coach.stub_llm import StubLLM


@pytest.fixture
def stub(settings, monkeypatch):
    """The chat model is a local OpenAI-compatible server: the network boundary, nothing inside Mise."""
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-real-key")
    with StubLLM() as server:
        settings.COACH_MODEL = "openai/stub-model"
        settings.COACH_API_BASE = server.base_url
        settings.COACH_MAX_RETRIES = 0
        yield server
