"""The project's own bookkeeping: worker liveness for /healthz."""

from __future__ import annotations

from django.db import models
from django.utils import timezone


class WorkerHeartbeat(models.Model):
    """When each Celery worker last proved it runs tasks (beat schedules `mise.heartbeat`)."""

    worker = models.CharField(max_length=200, primary_key=True)
    beat_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.worker} at {self.beat_at:%H:%M:%S}"


def record_heartbeat(worker: str) -> None:
    WorkerHeartbeat.objects.update_or_create(worker=worker[:200], defaults={"beat_at": timezone.now()})
