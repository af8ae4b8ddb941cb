from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from memory import rules, services
from memory.models import MemoryEvent, MemoryItem


@pytest.fixture
def staff_client(client, db):
    admin = User.objects.create_superuser(username="root", password="pw-not-used-here", email="")
    client.force_login(admin)
    return client


def test_it_lists_items_with_filters(staff_client, user):
    services.memory_save(user=user, category=rules.ALLERGY, value="peanuts")

    response = staff_client.get("/admin/memory/memoryitem/?protected__exact=1")

    assert response.status_code == 200
    assert "peanuts" in response.content.decode()


def test_its_actions_go_through_the_services_and_are_audited(staff_client, user):
    item = services.memory_save(user=user, category=rules.DISLIKE, value="okra").item

    staff_client.post(
        "/admin/memory/memoryitem/", {"action": "delete_items", "_selected_action": [item.pk]}, follow=True
    )

    assert MemoryItem.objects.get(pk=item.pk).status == rules.DELETED
    assert MemoryEvent.objects.filter(item=item, actor="admin", action="deleted").exists()


def test_it_shows_an_item_with_its_audit_trail(staff_client, user):
    item = services.memory_save(user=user, category=rules.DISLIKE, value="okra").item

    response = staff_client.get(f"/admin/memory/memoryitem/{item.pk}/change/")

    assert response.status_code == 200
    assert "created" in response.content.decode()


def test_it_has_a_per_user_memory_overview(staff_client, user):
    services.memory_save(user=user, category=rules.ALLERGY, value="peanuts")
    services.memory_save(user=user, category=rules.LIKE, value="basil")

    response = staff_client.get("/admin/memory/memoryoverview/")

    body = response.content.decode()
    assert response.status_code == 200
    assert "alice" in body and "view items" in body


def test_confidence_is_shown_rounded(staff_client, user):
    item = services.memory_save(user=user, category=rules.DISLIKE, value="okra").item
    MemoryItem.objects.filter(pk=item.pk).update(confidence=0.9500000000000001)

    page = staff_client.get("/admin/memory/memoryitem/").content.decode()

    assert "0.95" in page and "0.9500000000000001" not in page


def test_api_tokens_are_listed_masked(staff_client, user):
    from rest_framework.authtoken.models import Token

    key = Token.objects.create(user=user).key

    page = staff_client.get("/admin/authtoken/tokenproxy/").content.decode()

    assert user.username in page and key not in page and f"{key[:4]}…" in page
