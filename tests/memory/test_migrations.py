"""Databases made before the raw log moved into the memory app migrate without losing a row."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.contrib.contenttypes.models import ContentType
from django.db import IntegrityError, connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

from memory import rules, selectors, services
from memory.models import Conversation, Episode, MemoryEvent, MemoryItem, TermCount, Turn

BEFORE = [("coach", "0005_turn_context"), ("memory", "0009_stored_search_vectors")]


def _migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def _old_item(apps, *, user_id, category: str, value: str, **extra):
    """A memory row written through the historical model of the schema being tested."""
    now = timezone.now()
    return apps.get_model("memory", "MemoryItem").objects.create(
        user_id=user_id,
        category=category,
        value=value,
        value_normalized=value,
        asserted_by=rules.EXPLICIT,
        confidence=0.9,
        created_at=now,
        updated_at=now,
        valid_from=now,
        **extra,
    )


def _latest():
    executor = MigrationExecutor(connection)
    return [key for key in executor.loader.graph.leaf_nodes() if key[0] in ("coach", "memory")]


@pytest.fixture
def old_schema(transactional_db):
    apps = _migrate(BEFORE)
    yield apps
    _migrate(_latest())  # whatever the test did, leave the database as the other tests expect it


def test_the_previous_schema_migrates_with_its_data(old_schema):
    apps = old_schema
    now = timezone.now()
    user = apps.get_model("auth", "User").objects.create(username="ada")
    conversation = apps.get_model("coach", "Conversation").objects.create(
        user_id=user.pk, title="Dinner", created_at=now, pending_action={"tool": "forget_user_memory"}
    )
    OldTurn = apps.get_model("coach", "Turn")
    asked = OldTurn.objects.create(
        conversation_id=conversation.pk, user_id=user.pk, role="user", content="I hate cilantro", created_at=now
    )
    answered = OldTurn.objects.create(
        conversation_id=conversation.pk,
        user_id=user.pk,
        role="assistant",
        content="Noted: no cilantro.",
        reply_to_id=asked.pk,
        created_at=now,
    )
    apps.get_model("coach", "TermCount").objects.create(user_id=user.pk, lexeme="cilantro", turns=1)
    item = _old_item(
        apps,
        user_id=user.pk,
        category=rules.DISLIKE,
        value="cilantro",
        conversation_id=conversation.pk,
        turn_id=asked.pk,
    )
    apps.get_model("memory", "MemoryEvent").objects.create(
        user_id=user.pk, item_id=item.pk, actor="capture", action="created", turn_id=asked.pk, created_at=now
    )
    apps.get_model("memory", "Episode").objects.create(
        user_id=user.pk,
        kind="decision",
        text="Let's go with the lasagna",
        occurred_at=now,
        created_at=now,
        conversation_id=conversation.pk,
        turn_id=asked.pk,
    )
    old_type = apps.get_model("contenttypes", "ContentType").objects.get_or_create(app_label="coach", model="turn")[0]

    _migrate(_latest())

    moved = Conversation.objects.get(pk=conversation.pk)
    assert (moved.title, moved.pending_action) == ("Dinner", {"tool": "forget_user_memory"})
    assert [(t.role, t.content) for t in selectors.conversation_turns(conversation=moved)] == [
        ("user", "I hate cilantro"),
        ("assistant", "Noted: no cilantro."),
    ]
    assert Turn.objects.get(pk=answered.pk).reply_to_id == asked.pk
    assert TermCount.objects.get(user_id=user.pk, lexeme="cilantro").turns == 1
    kept = MemoryItem.objects.get(pk=item.pk)
    assert (kept.turn_id, kept.conversation_id, kept.status) == (asked.pk, conversation.pk, rules.ACTIVE)
    assert MemoryEvent.objects.get(item_id=item.pk).turn_id == asked.pk
    assert Episode.objects.get(user_id=user.pk).turn.content == "I hate cilantro"
    assert ContentType.objects.get(pk=old_type.pk).app_label == "memory"

    # and the moved log keeps working through the services: a new turn, indexed and searchable
    services.log_append_turn(services.NewTurn(moved, "user", "we cooked the lasagna with extra basil"))
    assert TermCount.objects.get(user_id=user.pk, lexeme="basil").turns == 1
    hits = selectors.recall(user=moved.user, query="basil", layer="raw")
    assert hits[0].text == "we cooked the lasagna with extra basil"


def test_the_kitchen_category_is_allowed_only_after_the_migration(old_schema):
    apps = old_schema
    user = apps.get_model("auth", "User").objects.create(username="bo")
    with pytest.raises(IntegrityError):
        _old_item(apps, user_id=user.pk, category=rules.KITCHEN, value="no oven")

    _migrate(_latest())

    result = services.memory_save(user=User.objects.get(pk=user.pk), category=rules.KITCHEN, value="no oven")
    assert result.ok and MemoryItem.objects.get(user_id=user.pk).category == rules.KITCHEN
