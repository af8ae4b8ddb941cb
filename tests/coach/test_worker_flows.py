"""The slow path with a real Celery worker: chat → consolidation, and a broker outage that loses nothing."""

from __future__ import annotations

import time

import pytest
from django.conf import settings

from memory import rules
from memory.models import ConsolidationRun, Episode, MemoryItem, ProfileVersion, Turn
from memory.tasks import sweep
from tests.conftest import _reset_broker_connections

pytestmark = pytest.mark.worker


def wait_until(predicate, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.3)
    raise AssertionError("timed out waiting for the worker")


def test_chat_then_consolidation_by_the_worker(celery_worker, api, user):
    first = api.post("/api/chat/", {"message": "I'm vegetarian"}, format="json").json()
    api.post(
        "/api/chat/",
        {"message": "Let's go with the lasagna", "conversation_id": first["conversation_id"]},
        format="json",
    )

    # A run marks its turns first and finishes (embeddings, profile) after: wait for the finished run.
    wait_until(
        lambda: (
            not Turn.objects.filter(user=user, consolidated_at__isnull=True).exists()
            and ConsolidationRun.objects.filter(user=user, status="succeeded").exists()
        )
    )
    assert MemoryItem.objects.get(user=user, status=rules.ACTIVE).value == "vegetarian"
    assert Episode.objects.filter(user=user, kind="decision", text__icontains="lasagna").exists()
    assert "vegetarian" in ProfileVersion.objects.filter(user=user).first().markdown


@pytest.fixture
def broker_outage():
    from mise.celery import app

    saved_url, saved_options = app.conf.broker_url, dict(app.conf.broker_transport_options or {})

    def down():
        app.conf.broker_url = "redis://127.0.0.1:1/0"
        app.conf.broker_transport_options = {}
        _reset_broker_connections(app)

    def back():
        app.conf.broker_url = saved_url
        app.conf.broker_transport_options = saved_options
        _reset_broker_connections(app)

    yield down, back
    back()


def test_a_broker_outage_loses_no_turn_and_the_sweep_catches_up(
    transactional_db, api, user, broker_outage, celery_worker, monkeypatch
):
    down, back = broker_outage
    monkeypatch.setattr(settings, "CONSOLIDATION_SWEEP_GRACE_SECONDS", 0)
    down()

    started = time.monotonic()
    body = api.post("/api/chat/", {"message": "I'm allergic to sesame"}, format="json")
    api.post(
        "/api/chat/",
        {"message": "I made a big pot of dal", "conversation_id": body.json()["conversation_id"]},
        format="json",
    )
    assert body.status_code == 200 and time.monotonic() - started < 30
    assert Turn.objects.filter(user=user).count() == 4
    assert Turn.objects.filter(user=user, consolidated_at__isnull=True).count() == 4

    back()
    assert sweep() == 1

    wait_until(
        lambda: (
            not Turn.objects.filter(user=user, consolidated_at__isnull=True).exists()
            and ConsolidationRun.objects.filter(user=user, status="succeeded").exists()
        )
    )
    assert Episode.objects.filter(user=user, kind="meal").exists()
    assert MemoryItem.objects.get(user=user, category=rules.ALLERGY).value == "sesame"


def test_an_undo_right_after_a_turn_stands_when_the_worker_consolidates(celery_worker, api, user):
    """The turn enqueues consolidation as it commits; the undo follows the reply at once, so the
    worker learns from the turn after the user has undone what it said."""
    api.post("/api/chat/", {"message": "I can't stand olives"}, format="json")
    item = MemoryItem.objects.get(user=user, value="olives")
    assert api.delete(f"/api/memories/{item.pk}/").status_code == 200

    wait_until(
        lambda: (
            not Turn.objects.filter(user=user, consolidated_at__isnull=True).exists()
            and ConsolidationRun.objects.filter(user=user, status="succeeded").exists()
        )
    )

    assert MemoryItem.objects.get(pk=item.pk).status == rules.DELETED
    assert not MemoryItem.objects.filter(
        user=user, value_normalized=item.value_normalized, status=rules.ACTIVE
    ).exists()
    assert api.get("/api/memories/").json() == []
