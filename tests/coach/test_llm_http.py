"""The real litellm HTTP path against a local OpenAI-compatible stub, and provider failures."""

from __future__ import annotations

from memory import rules
from memory.models import MemoryItem, Turn


def test_it_drives_tool_calls_through_litellm_over_http(api, user, stub):
    response = api.post("/api/chat/", {"message": "I hate cilantro"}, format="json")

    body = response.json()
    assert response.status_code == 200
    assert body["reply"] == "Noted: no cilantro, ever. Try the lentil soup."
    assert [call["name"] for call in body["tool_calls"]] == ["save_user_memory"]
    assert body["tool_calls"][0]["result"]["ok"] is True
    assert MemoryItem.objects.get(user=user, status=rules.ACTIVE).value == "cilantro"
    first, second = stub.requests
    assert {t["function"]["name"] for t in first["tools"]} == {
        "save_user_memory",
        "forget_user_memory",
        "recall_memories",
    }
    assert first["messages"][0]["role"] == "system"
    assert second["messages"][-1]["role"] == "tool"


def test_the_system_prompt_carries_the_memory_snapshot(api, user, stub):
    api.post("/api/chat/", {"message": "I hate cilantro"}, format="json")

    api.post("/api/chat/", {"message": "anything for dinner?"}, format="json")

    system = stub.requests[-1]["messages"][0]["content"]
    assert "What I've learned about you" in system and "Things to avoid: cilantro" in system


def test_a_provider_failure_keeps_the_turn_and_a_retry_duplicates_nothing(api, user, stub):
    stub.fail = True
    failed = api.post("/api/chat/", {"message": "I hate cilantro"}, format="json")

    assert failed.status_code == 503
    assert failed.json()["error"] == "coach_unavailable" and "saved" in failed.json()["detail"]
    assert list(Turn.objects.filter(user=user).values_list("role", flat=True)) == ["user"]

    stub.fail = False
    retried = api.post(
        "/api/chat/",
        {"message": "I hate cilantro", "conversation_id": failed.json()["conversation_id"]},
        format="json",
    )

    assert retried.status_code == 200
    assert list(Turn.objects.filter(user=user).order_by("id").values_list("role", flat=True)) == ["user", "assistant"]
    assert MemoryItem.objects.filter(user=user).count() == 1


def test_a_missing_key_names_the_fix(api, settings, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    settings.COACH_MODEL = "openai/gpt-4o-mini"
    settings.COACH_API_BASE = "http://127.0.0.1:9/v1"
    settings.COACH_MAX_RETRIES = 0

    response = api.post("/api/chat/", {"message": "hello"}, format="json")

    assert response.status_code == 503
    assert "OPENAI_API_KEY" in response.json()["detail"]
