from __future__ import annotations

from celery import shared_task

from mise.models import record_heartbeat


@shared_task(name="mise.ping")
def ping(value: str) -> str:
    """A task with no side effects, used by health checks and tests to prove a worker answers."""
    return f"pong:{value}"


@shared_task(name="mise.heartbeat", bind=True, ignore_result=True, expires=60)
def heartbeat(self) -> None:
    """Run by a worker's pool on beat's schedule: proof that tasks are being taken off the queue."""
    record_heartbeat(self.request.hostname or "worker")
