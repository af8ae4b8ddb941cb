from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from mise.models import WorkerHeartbeat, record_heartbeat


@pytest.fixture
def worker_alive(db):
    record_heartbeat("celery@test")


def test_it_reports_ok_when_database_broker_and_a_worker_answer(client, worker_alive):
    response = client.get("/healthz")

    assert response.status_code == 200
    assert response.json() == {"database": "ok", "broker": "ok", "worker": "ok"}


def test_it_answers_503_before_any_worker_has_reported(client, db):
    response = client.get("/healthz")

    assert response.status_code == 503
    assert response.json()["worker"] == "down: no worker has reported yet"


def test_it_answers_503_when_the_workers_stopped_heartbeating(client, db, settings):
    WorkerHeartbeat.objects.create(worker="celery@old", beat_at=timezone.now() - timedelta(minutes=5))

    response = client.get("/healthz")

    assert response.status_code == 503
    assert response.json()["worker"].startswith("down: no worker heartbeat for 3")


@pytest.fixture
def broker_down(settings):
    from mise.celery import app
    from tests.conftest import _reset_broker_connections

    # Nothing listens on port 1: the broker is down.
    saved = app.conf.broker_url
    settings.CELERY_BROKER_URL = "redis://127.0.0.1:1/0"
    app.conf.broker_url = "redis://127.0.0.1:1/0"
    _reset_broker_connections(app)
    yield
    app.conf.broker_url = saved
    _reset_broker_connections(app)


def test_it_answers_503_naming_the_broker_when_it_is_down(client, worker_alive, broker_down):
    response = client.get("/healthz")

    assert response.status_code == 503
    body = response.json()
    assert body["database"] == "ok"
    assert body["broker"].startswith("down")


def test_it_answers_503_when_the_file_broker_folder_is_gone(client, db, settings, tmp_path):
    settings.CELERY_BROKER_URL = "filesystem://"
    settings.CELERY_BROKER_TRANSPORT_OPTIONS = {"data_folder_in": str(tmp_path / "missing")}

    response = client.get("/healthz")

    assert response.status_code == 503
    assert "broker folder" in response.json()["broker"]


def test_it_answers_503_when_a_due_sweep_has_not_run(client, worker_alive, settings):
    settings.CONSOLIDATION_SWEEP_SECONDS = 60
    WorkerHeartbeat.objects.create(worker="sweep", beat_at=timezone.now() - timedelta(minutes=10))

    response = client.get("/healthz")

    assert response.status_code == 503
    assert response.json()["worker"].startswith("down: the consolidation sweep has not run for 6")


def test_a_sweep_that_ran_recently_is_healthy(client, worker_alive):
    WorkerHeartbeat.objects.create(worker="sweep", beat_at=timezone.now() - timedelta(seconds=30))

    assert client.get("/healthz").status_code == 200
