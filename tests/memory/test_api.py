"""The memory REST API exactly as API.md states it."""

from __future__ import annotations

import pytest
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from memory import rules, services
from memory.models import Conversation, MemoryEvent, MemoryItem, ProfileVersion, Turn

ITEM_FIELDS = {
    "id",
    "category",
    "value",
    "value_normalized",
    "asserted_by",
    "confidence",
    "evidence",
    "protected",
    "status",
    "created_at",
    "updated_at",
    "valid_from",
    "valid_until",
    "superseded_by",
    "expires_at",
    "conversation_id",
    "turn_id",
}


def add(api, category, value, **extra):
    return api.post("/api/memories/", {"category": category, "value": value, **extra}, format="json")


def test_adding_a_memory_makes_it_confirmed_with_the_full_item_json(api):
    response = add(api, "allergy", "Sesame", evidence="doctor said so")

    assert response.status_code == 201
    item = response.json()
    assert set(item) == ITEM_FIELDS
    assert item["asserted_by"] == "user_confirmed" and item["protected"] is True and item["status"] == "active"
    assert item["created_at"].endswith(("Z", "+00:00"))


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"category": "favourite_colour", "value": "blue"}, "unknown_category"),
        ({"category": "abstract_like", "value": "one two three four five six seven eight nine"}, "too_many_words"),
        ({"category": "abstract_like", "value": ""}, None),
        ({"category": "abstract_like", "value": "   "}, None),
        ({"category": "abstract_like"}, None),
        ({"category": "abstract_like", "value": "me@example.com"}, "email"),
        ({"value": "pasta"}, None),
        # the limit is on what was sent, before spaces are trimmed (the schema's maxLength)
        ({"category": "abstract_like", "value": "pasta", "evidence": "\f" + "x" * 2000}, None),
    ],
)
def test_bad_input_answers_400_with_a_sentence(api, body, code):
    response = api.post("/api/memories/", body, format="json")

    assert response.status_code == 400
    data = response.json()
    assert data["detail"] and data["error"]
    if code:
        assert data["error"] == code


def test_malformed_json_answers_400(api):
    response = api.post("/api/memories/", "{oops", content_type="application/json")

    assert response.status_code == 400 and response.json()["error"] == "malformed_json"


def test_a_full_category_answers_409(api):
    for i in range(rules.MAX_ACTIVE_PER_CATEGORY):
        assert add(api, "allergy", f"allergen {i}").status_code == 201

    response = add(api, "allergy", "kiwi")

    assert response.status_code == 409 and response.json()["error"] == "category_full"


def test_list_filters_by_status_and_category(api):
    keep = add(api, "abstract_like", "basil").json()
    gone = add(api, "abstract_dislike", "okra").json()
    api.delete(f"/api/memories/{gone['id']}/")

    assert [i["id"] for i in api.get("/api/memories/").json()] == [keep["id"]]
    assert [i["id"] for i in api.get("/api/memories/?status=deleted").json()] == [gone["id"]]
    assert len(api.get("/api/memories/?status=all").json()) == 2
    assert api.get("/api/memories/?category=abstract_dislike&status=all").json()[0]["id"] == gone["id"]
    assert api.get("/api/memories/?status=bogus").status_code == 400


def test_a_deleted_item_leaves_the_next_snapshot_and_a_restored_one_returns(api):
    item = add(api, "abstract_dislike", "anchovies").json()
    assert "anchovies" in api.get("/api/memory/snapshot/").json()["text"]

    assert api.delete(f"/api/memories/{item['id']}/").json()["status"] == "deleted"
    assert "anchovies" not in api.get("/api/memory/snapshot/").json()["text"]

    assert api.post(f"/api/memories/{item['id']}/restore/").json()["status"] == "active"
    snapshot = api.get("/api/memory/snapshot/").json()
    assert "anchovies" in snapshot["text"] and snapshot["tokens"] > 0


def test_confirm_and_history(api, user):
    services.memory_save(user=user, category="diet", value="vegetarian")
    new = services.memory_save(user=user, category="diet", value="vegan").item

    assert api.post(f"/api/memories/{new.pk}/confirm/").json()["asserted_by"] == "user_confirmed"
    history = api.get(f"/api/memories/{new.pk}/history/").json()
    assert [h["value"] for h in history] == ["vegetarian", "vegan"]
    assert history[0]["status"] == "superseded" and history[0]["superseded_by"] == new.pk


def test_settings_toggle_learning(api):
    assert api.get("/api/settings/").json() == {"learning_enabled": True}
    assert api.patch("/api/settings/", {"learning_enabled": False}, format="json").json() == {"learning_enabled": False}
    assert api.patch("/api/settings/", {"learning_enabled": "maybe"}, format="json").status_code == 400


def test_another_users_ids_answer_404_everywhere(api, other_user):
    theirs = services.memory_save(user=other_user, category="abstract_like", value="leeks").item

    for method, path in [
        ("delete", f"/api/memories/{theirs.pk}/"),
        ("post", f"/api/memories/{theirs.pk}/confirm/"),
        ("post", f"/api/memories/{theirs.pk}/restore/"),
        ("get", f"/api/memories/{theirs.pk}/history/"),
    ]:
        response = getattr(api, method)(path)
        assert response.status_code == 404, path
        assert response.json()["error"] == "not_found"
    assert MemoryItem.objects.get(pk=theirs.pk).status == rules.ACTIVE
    assert api.get("/api/memories/?status=all").json() == []


def test_export_holds_everything_of_the_caller_and_nothing_else(api, user, other_user):
    api.post("/api/chat/", {"message": "I'm allergic to peanuts"}, format="json")
    services.memory_save(user=other_user, category="abstract_like", value="leeks")
    services.episode_record(user=user, kind="decision", text="Let's go with the dal")
    services.episode_record(user=other_user, kind="decision", text="Let's go with the leeks")

    data = api.get("/api/export/").json()

    assert {"memories", "audit", "episodes", "conversations", "profile_versions", "settings"} <= set(data)
    assert [e["text"] for e in data["episodes"]] == ["Let's go with the dal"]
    assert [m["value"] for m in data["memories"]] == ["peanuts"]
    assert data["audit"] and data["conversations"][0]["turns"][0]["content"] == "I'm allergic to peanuts"
    profile = api.get("/api/export/profile.md")
    assert profile.status_code == 200 and "peanuts" in profile.content.decode()
    assert "leeks" not in str(data)


def test_delete_me_removes_every_row_and_the_token_stops_working(api, user):
    api.post("/api/chat/", {"message": "I hate cilantro"}, format="json")
    ProfileVersion.objects.create(user=user, version=1, markdown="x", created_at="2026-01-01T00:00:00Z")

    response = api.delete("/api/me/")

    assert response.status_code == 204
    for model in (MemoryItem, MemoryEvent, Conversation, Turn, ProfileVersion, Token):
        assert not model.objects.filter(user_id=user.pk).exists(), model.__name__
    assert api.get("/api/memories/").status_code == 401


def test_a_retired_token_is_refused(db):
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION="Token not-a-token")

    assert client.get("/api/memories/").status_code == 401


def test_deleting_a_user_outside_erasure_also_removes_everything(api, user):
    api.post("/api/chat/", {"message": "I hate cilantro"}, format="json")
    assert MemoryEvent.objects.filter(user=user).exists()

    user.delete()

    assert not MemoryEvent.objects.exists() and not Turn.objects.exists() and not MemoryItem.objects.exists()


# PATCH: the user's edit --------------------------------------------------------------------------


def test_an_edit_confirms_and_keeps_the_old_wording_in_history(api, user):
    services.memory_save(user=user, category=rules.CUISINE, value="thai")
    item = MemoryItem.objects.get(user=user)

    response = api.patch(f"/api/memories/{item.pk}/", {"value": "Thai street food"}, format="json")

    body = response.json()
    assert response.status_code == 200
    assert (body["value"], body["asserted_by"], body["status"]) == ("Thai street food", rules.CONFIRMED, "active")
    history = api.get(f"/api/memories/{body['id']}/history/").json()
    assert [(h["value"], h["status"]) for h in history] == [("thai", "superseded"), ("Thai street food", "active")]
    assert [m["value"] for m in api.get("/api/memories/").json()] == ["Thai street food"]


def test_an_edit_of_capitals_only_updates_in_place(api, user):
    item = services.memory_save(user=user, category=rules.CUISINE, value="thai").item

    body = api.patch(f"/api/memories/{item.pk}/", {"value": "Thai"}, format="json").json()

    assert body["id"] == item.pk and body["value"] == "Thai" and body["asserted_by"] == rules.CONFIRMED


def test_an_edit_can_move_an_item_to_another_category(api, user):
    item = services.memory_save(user=user, category=rules.LIKE, value="one-pot meals").item

    body = api.patch(f"/api/memories/{item.pk}/", {"category": rules.COOKING_STYLE}, format="json").json()

    assert (body["category"], body["value"]) == (rules.COOKING_STYLE, "one-pot meals")
    assert MemoryItem.objects.get(pk=item.pk).status == rules.SUPERSEDED


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({}, 400, "invalid"),
        ({"category": "mood"}, 400, "unknown_category"),
        ({"value": ""}, 400, None),
        ({"value": "my password is hunter2"}, 400, None),
    ],
)
def test_a_bad_edit_changes_nothing(api, user, body, status, code):
    item = services.memory_save(user=user, category=rules.LIKE, value="basil").item

    response = api.patch(f"/api/memories/{item.pk}/", body, format="json")

    assert response.status_code == status and set(response.json()) == {"error", "detail"}
    assert code is None or response.json()["error"] == code
    assert MemoryItem.objects.get(pk=item.pk).value == "basil" and MemoryItem.objects.count() == 1


def test_editing_another_users_item_answers_404(api, other_user):
    item = services.memory_save(user=other_user, category=rules.LIKE, value="basil").item

    assert api.patch(f"/api/memories/{item.pk}/", {"value": "mint"}, format="json").status_code == 404
    assert MemoryItem.objects.get(pk=item.pk).value == "basil"


def test_older_evidence_never_overwrites_an_edit(api, user):
    conversation = services.log_start_conversation(user=user)
    turn = services.log_append_turn(services.NewTurn(conversation, "user", "I'm vegan"))
    item = services.memory_save(user=user, category=rules.DIET, value="vegan", actor="capture", turn=turn).item
    api.patch(f"/api/memories/{item.pk}/", {"value": "vegetarian"}, format="json")

    api.post("/api/consolidate/")  # learns "I'm vegan" from the older turn

    assert [(m["category"], m["value"]) for m in api.get("/api/memories/").json()] == [(rules.DIET, "vegetarian")]
