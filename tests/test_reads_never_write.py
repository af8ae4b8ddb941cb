"""A GET never writes: every page and API read goes through the selectors, which only read."""

from __future__ import annotations

import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from coach.services import chat_turn
from memory import rules, services

WRITE = re.compile(r"^\s*(INSERT|UPDATE|DELETE|TRUNCATE|ALTER|CREATE)\b", re.I)


@pytest.fixture
def history(user, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        services.memory_save(user=user, category=rules.ALLERGY, value="peanuts")
        item = services.memory_save(user=user, category=rules.LIKE, value="basil").item
        services.memory_delete(user=user, item_id=item.pk, actor="user")
        result = chat_turn(user=user, message="I hate cilantro, and let's go with the lasagna")
    return {"item": item.pk, "conversation": result.conversation.pk}


def _writes(client, url: str) -> list[str]:
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, (url, response.status_code)
    return [q["sql"] for q in queries.captured_queries if WRITE.match(q["sql"])]


PAGES = (
    "/chat/",
    "/chat/{conversation}/",
    "/memory/",
    "/memory/profile/",
    "/memory/profile.md",
    "/memory/export.json",
)
API = (
    "/api/memories/",
    "/api/memories/?status=all",
    "/api/memories/{item}/history/",
    "/api/memory/snapshot/",
    "/api/settings/",
    "/api/export/",
    "/api/export/profile.md",
    "/api/conversations/",
    "/api/conversations/{conversation}/",
    "/api/recall/?q=lasagna",
)


@pytest.mark.parametrize("url", PAGES)
def test_pages_never_write(client, user, history, url):
    client.force_login(user)
    assert _writes(client, url.format(**history)) == []


@pytest.mark.parametrize("url", API)
def test_api_reads_never_write(api, history, url):
    assert _writes(api, url.format(**history)) == []


def test_the_check_sees_a_write(api, history):
    """The detector itself: a POST that changes memory is caught."""
    with CaptureQueriesContext(connection) as queries:
        api.post("/api/memories/", {"category": rules.LIKE, "value": "thyme"}, format="json")
    assert any(WRITE.match(q["sql"]) for q in queries.captured_queries)
