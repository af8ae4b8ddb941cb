from __future__ import annotations

import pytest


def test_it_reports_ok_when_database_and_broker_answer(client, db):
    response = client.get("/healthz")

    assert response.status_code == 200
    assert response.json() == {"database": "ok", "broker": "ok"}


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


def test_it_answers_503_naming_the_broker_when_it_is_down(client, db, broker_down):
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
