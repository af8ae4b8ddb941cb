from __future__ import annotations

from celery import shared_task


@shared_task(name="mise.ping")
def ping(value: str) -> str:
    """A task with no side effects, used by health checks and tests to prove a worker answers."""
    return f"pong:{value}"
