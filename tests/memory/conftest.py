from __future__ import annotations

import pytest
from django.utils import timezone

from memory.models import Conversation, Turn


@pytest.fixture
def turn_factory(user):
    conversation = Conversation.objects.create(user=user, created_at=timezone.now())

    def make(content: str = "hello") -> Turn:
        return Turn.objects.create(
            conversation=conversation, user=user, role="user", content=content, created_at=timezone.now()
        )

    return make
