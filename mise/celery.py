"""The Celery application: Redis when REDIS_URL is set, a file-based broker otherwise."""

from __future__ import annotations

import os

from celery import Celery
from celery.signals import celeryd_after_setup, task_success, worker_process_init, worker_ready

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "mise.settings")

app = Celery("mise")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()


@worker_ready.connect
def _announce(sender=None, **kwargs) -> None:
    """A worker is up: say so at once rather than at beat's first heartbeat."""
    from mise.models import record_heartbeat

    record_heartbeat(getattr(sender, "hostname", None) or "worker")


@celeryd_after_setup.connect
def _share_cores(sender=None, instance=None, **kwargs) -> None:
    """Pool processes share the machine's cores for the encoder instead of each taking them all
    (two workers of two threads each on two cores ran slower together than one alone)."""
    from memory.recall import embeddings

    embeddings.share_cores(getattr(instance, "concurrency", None) or 1)


@worker_process_init.connect
def _warm_up(**kwargs) -> None:
    """Each pool process loads the encoder in the background, before its first consolidation needs it,
    and runs below the web's CPU priority: memory work is background work, and a chat turn waiting for
    a core behind a consolidation is what a person feels (bench/chat_load.py)."""
    from mise.warmup import warm_up_in_background

    try:
        os.setpriority(os.PRIO_PROCESS, 0, max(WORKER_NICENESS, os.getpriority(os.PRIO_PROCESS, 0)))
    except (AttributeError, OSError):
        pass
    warm_up_in_background()


WORKER_NICENESS = 10  # a tenth of a web process's share of a busy core; all of an idle one


SWEEP_TASK = "memory.sweep"


@task_success.connect
def _sweep_ran(sender=None, **kwargs) -> None:
    """Beat's sweep of waiting turns finished: /healthz checks that it keeps doing so."""
    if getattr(sender, "name", None) == SWEEP_TASK:
        from mise.models import SWEEP, record_heartbeat

        record_heartbeat(SWEEP)
