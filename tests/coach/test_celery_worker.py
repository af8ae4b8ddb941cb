from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from mise.tasks import ping
from tests.conftest import ROOT


@pytest.mark.worker
def test_it_round_trips_a_task_through_a_real_worker(celery_worker):
    result = ping.delay("hello")

    assert result.get(timeout=60) == "pong:hello"


@pytest.mark.worker
def test_a_running_worker_makes_healthz_ready_and_its_pool_heartbeats(celery_worker, client):
    from mise.models import WorkerHeartbeat
    from mise.tasks import heartbeat

    assert client.get("/healthz").json()["worker"] == "ok"  # announced when the worker came up
    before = WorkerHeartbeat.objects.order_by("-beat_at").first().beat_at

    heartbeat.delay()  # what beat sends every WORKER_HEARTBEAT_SECONDS

    deadline = time.monotonic() + 60
    while WorkerHeartbeat.objects.order_by("-beat_at").first().beat_at == before:
        assert time.monotonic() < deadline, "the pool never ran the heartbeat"
        time.sleep(0.2)


@pytest.mark.worker
def test_a_sweep_run_by_the_worker_is_recorded_for_healthz(celery_worker):
    from memory.tasks import sweep
    from mise.models import SWEEP, WorkerHeartbeat

    assert sweep.delay().get(timeout=60) == 0

    deadline = time.monotonic() + 30
    while not WorkerHeartbeat.objects.filter(worker=SWEEP).exists():
        assert time.monotonic() < deadline, "the sweep was not recorded"
        time.sleep(0.2)


@pytest.mark.parametrize(("redis_url", "expected"), [("", "filesystem://"), ("redis://127.0.0.1:6379/3", "redis://")])
def test_it_uses_redis_when_redis_url_is_set_and_a_file_broker_otherwise(redis_url, expected, tmp_path):
    script = (
        "import django, os; os.environ['DJANGO_SETTINGS_MODULE'] = 'mise.settings'; django.setup();"
        "from mise.celery import app; print(app.conf.broker_url);"
        "print(app.conf.broker_transport_options.get('data_folder_in', ''))"
    )
    env = {**os.environ, "REDIS_URL": redis_url, "DATA_DIR": str(tmp_path)}
    env.pop("BROKER_DIR", None)
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    ).stdout.split("\n")

    assert out[0].startswith(expected)
    assert out[1] == (str(tmp_path / "broker" / "queue") if not redis_url else "")
