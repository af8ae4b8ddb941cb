from __future__ import annotations

from django.apps import AppConfig


class CoachConfig(AppConfig):
    name = "coach"
    verbose_name = "Coach and chat"
