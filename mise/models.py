"""The project's own bookkeeping: worker liveness for /healthz, log-in failures, and each person's
display preferences."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone


class WorkerHeartbeat(models.Model):
    """When each Celery worker last proved it runs tasks (beat schedules `mise.heartbeat`)."""

    worker = models.CharField(max_length=200, primary_key=True)
    beat_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.worker} at {self.beat_at:%H:%M:%S}"


SWEEP = "sweep"  # the row for beat's sweep of unconsolidated turns, which a worker ran


def record_heartbeat(worker: str) -> None:
    WorkerHeartbeat.objects.update_or_create(worker=worker[:200], defaults={"beat_at": timezone.now()})


class LoginFailure(models.Model):
    """Failed log-ins per client address and per username, for the lockout (mise.login_guard)."""

    key = models.CharField(max_length=200, primary_key=True)  # "ip:203.0.113.9" or "user:alice"
    failures = models.PositiveIntegerField(default=0)
    first_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.key}: {self.failures} since {self.first_at:%H:%M}"


THEMES = (("system", "Auto"), ("dark", "Dark"), ("light", "Light"))  # Auto: as the device is set


class Preference(models.Model):
    """How one person wants the pages to look (kept apart from memory: it is not about them)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="preference")
    theme = models.CharField(max_length=10, choices=THEMES, default="system")

    def __str__(self) -> str:
        return f"{self.user}: {self.theme}"
