from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.db import connection
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True, scope="session")
def isolated_broker(tmp_path_factory):
    """Tasks enqueued by tests go to a private file broker, never to a running app's queue."""
    from mise.celery import app

    if settings.REDIS_URL:
        yield None
        return
    broker_dir = tmp_path_factory.mktemp("broker")
    for sub in ("queue", "processed"):
        (broker_dir / sub).mkdir()
    options = {
        "data_folder_in": str(broker_dir / "queue"),
        "data_folder_out": str(broker_dir / "queue"),
        "processed_folder": str(broker_dir / "processed"),
    }
    app.conf.broker_transport_options = options
    settings.CELERY_BROKER_TRANSPORT_OPTIONS = options
    _reset_broker_connections(app)
    yield broker_dir


@pytest.fixture
def encoder_batches(monkeypatch):
    """Every batch of texts sent to the embedding model, recorded on its way through (it still runs)."""
    from memory.recall import embeddings

    batches: list[list[str]] = []
    real = embeddings.embed_texts

    def recording(texts):
        batches.append(list(texts))
        return real(texts)

    monkeypatch.setattr(embeddings, "embed_texts", recording)
    return batches


@pytest.fixture(autouse=True)
def fresh_cache():
    """Throttle counts live in the cache: each test starts from none."""
    from django.core.cache import cache

    cache.clear()


@pytest.fixture(autouse=True)
def fast_password_hashing(settings):
    # Hashing strength is Django's concern; tests create many users.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture
def user(db):
    return User.objects.create_user(username="alice", password="correct horse battery")


@pytest.fixture
def other_user(db):
    return User.objects.create_user(username="bob", password="correct horse battery")


@pytest.fixture
def api(user):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


def test_database_url() -> str:
    """A libpq URL for the test database, for processes the tests start."""
    params = connection.settings_dict
    host = params["HOST"]
    if host.startswith("/"):
        return f"postgresql://{params['USER']}@/{params['NAME']}?host={host}"
    password = f":{params['PASSWORD']}" if params["PASSWORD"] else ""
    return f"postgresql://{params['USER']}{password}@{host}:{params['PORT'] or 5432}/{params['NAME']}"


test_database_url.__test__ = False  # a helper, not a test


def child_env(**extra: str) -> dict[str, str]:
    env = {
        **os.environ,
        "DATABASE_URL": test_database_url(),
        "SECRET_KEY": "test-secret-key",
        "DEBUG": "1",
        "PYTHONUNBUFFERED": "1",
    }
    env.update(extra)
    return env


@pytest.fixture
def celery_worker(transactional_db, tmp_path, isolated_broker):
    """A real Celery worker process on the configured broker, talking to the test database.

    On the default file broker it gets a private folder so a running `make run` cannot take its
    messages; with REDIS_URL set (CI) it uses that Redis.
    """
    extra: dict[str, str] = {}
    if isolated_broker is not None:
        extra["BROKER_DIR"] = str(isolated_broker)
    log = open(tmp_path / "worker.log", "w+")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "mise",
            "worker",
            "--pool",
            "solo",
            "-l",
            "info",
            "-n",
            "test@%h",
            "--purge",
        ],
        cwd=ROOT,
        env=child_env(**extra),
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        _wait_for(lambda: "ready." in (tmp_path / "worker.log").read_text(), proc, tmp_path / "worker.log")
        yield proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def _reset_broker_connections(app) -> None:
    # Pooled connections keep the transport options they were made with.
    from kombu import pools

    if app._pool is not None:
        app._pool.force_close_all()
        app._pool = None
    app.amqp._producer_pool = None
    pools.reset()


def _wait_for(predicate, proc, log_path: Path, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        if proc.poll() is not None:
            raise RuntimeError(f"worker exited early:\n{log_path.read_text()}")
        time.sleep(0.2)
    raise RuntimeError(f"worker not ready in {timeout}s:\n{log_path.read_text()}")
