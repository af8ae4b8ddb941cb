from __future__ import annotations

import pytest

from memory import services
from memory.log.importer import import_history
from memory.models import Turn
from tests.memory.history import lines


@pytest.fixture
def turn_factory(user):
    """User turns appended through the raw log's one writer (redacted and indexed)."""
    conversation = services.log_start_conversation(user=user)

    def make(content: str = "hello") -> Turn:
        return services.log_append_turn(services.NewTurn(conversation, "user", content))

    return make


@pytest.fixture
def imported(user):
    report = import_history(lines())
    assert report.errors == []
    return report
