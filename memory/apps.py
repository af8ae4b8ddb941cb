from __future__ import annotations

from django.apps import AppConfig


class MemoryConfig(AppConfig):
    name = "memory"
    verbose_name = "Memory"

    def ready(self) -> None:
        # A malformed policy file stops start-up here, naming the line at fault.
        from memory.capture.policy import load_policy

        load_policy()
