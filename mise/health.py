"""Readiness checks for /healthz: the database answers, the broker accepts connections, a Celery
worker has taken a task off the queue recently, and beat's sweep of waiting turns is not overdue."""

from __future__ import annotations

import os

from django.conf import settings
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.cache import never_cache


def check_database() -> str:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
        return "ok"
    except Exception as error:  # any failure means "down"; the message says why
        return f"down: {error.__class__.__name__}"


def check_broker() -> str:
    if settings.CELERY_BROKER_URL.startswith("filesystem"):
        folder = settings.CELERY_BROKER_TRANSPORT_OPTIONS["data_folder_in"]
        if os.path.isdir(folder) and os.access(folder, os.W_OK):
            return "ok"
        return f"down: broker folder {folder} is missing or not writable"
    from mise.celery import app

    try:
        with app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, interval_start=0, timeout=2)
        return "ok"
    except Exception as error:
        return f"down: {error.__class__.__name__}"


def check_worker() -> str:
    from django.utils import timezone

    from mise.models import SWEEP, WorkerHeartbeat

    try:
        beats = WorkerHeartbeat.objects.order_by("-beat_at")
        latest = beats.values_list("beat_at", flat=True).first()
        swept = beats.filter(worker=SWEEP).values_list("beat_at", flat=True).first()
    except Exception as error:
        return f"down: {error.__class__.__name__}"
    if latest is None:
        return "down: no worker has reported yet"
    age = (timezone.now() - latest).total_seconds()
    if age > settings.WORKER_HEARTBEAT_TIMEOUT:
        return f"down: no worker heartbeat for {int(age)} s"
    # Once the sweep has run, it must keep running: waiting turns depend on it after a lost message.
    overdue = 2 * settings.CONSOLIDATION_SWEEP_SECONDS + settings.WORKER_HEARTBEAT_TIMEOUT
    if swept is not None and (timezone.now() - swept).total_seconds() > overdue:
        return f"down: the consolidation sweep has not run for {int((timezone.now() - swept).total_seconds())} s"
    return "ok"


@never_cache
def healthz(request):
    checks = {"database": check_database(), "broker": check_broker(), "worker": check_worker()}
    ok = all(value == "ok" for value in checks.values())
    return JsonResponse(checks, status=200 if ok else 503)
