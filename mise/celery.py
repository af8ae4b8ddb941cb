"""The Celery application: Redis when REDIS_URL is set, a file-based broker otherwise."""

from __future__ import annotations

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "mise.settings")

app = Celery("mise")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
