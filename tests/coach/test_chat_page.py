"""The chat page: htmx sends and streams, plain form posts still work, chips can be undone."""

from __future__ import annotations

import pytest

from memory import rules
from memory.models import Conversation, MemoryItem, Turn


@pytest.fixture
def logged_in(client, user):
    client.force_login(user)
    return client


def _stream(client, turn_id) -> str:
    response = client.get(f"/chat/turns/{turn_id}/stream/")
    assert response["Content-Type"] == "text/event-stream"
    return b"".join(response.streaming_content).decode()


def test_it_shows_an_empty_state_and_the_offline_badge(logged_in):
    page = logged_in.get("/chat/").content.decode()

    assert "What are we cooking?" in page
    assert "Running offline" in page and "COACH_MODEL" not in page
    assert 'id="message"' in page and "autofocus" in page.split('id="message"')[1].split(">")[0]


def test_an_empty_chat_offers_starters_drawn_from_memory(logged_in, user):
    from memory import services

    services.memory_add_by_user(user=user, category=rules.LIKE, value="smoked paprika")

    page = logged_in.get("/chat/").content.decode()

    assert 'data-prompt="Something with smoked paprika tonight?"' in page
    response = logged_in.post("/chat/send/", {"message": "Something with smoked paprika tonight?"})
    assert response.status_code == 302 and Turn.objects.filter(content__contains="smoked paprika").exists()


def test_a_new_conversation_names_the_tab_after_itself(logged_in):
    response = logged_in.post("/chat/send/", {"message": "Dinner for two on Friday"}, HTTP_HX_REQUEST="true")

    assert "<title>Dinner for two on Friday · Mise</title>" in response.content.decode()


def test_a_plain_form_post_works_without_javascript(logged_in, user):
    response = logged_in.post("/chat/send/", {"message": "I hate cilantro"}, follow=True)

    conversation = Conversation.objects.get(user=user)
    assert response.redirect_chain[-1][0] == f"/chat/{conversation.pk}/"
    page = response.content.decode()
    assert "I hate cilantro" in page
    assert "Saved: cilantro · things to avoid" in page


def test_an_htmx_send_returns_a_pending_bubble_that_streams_the_reply(logged_in, user):
    response = logged_in.post("/chat/send/", {"message": "I'm allergic to peanuts"}, HTTP_HX_REQUEST="true")

    turn = Turn.objects.get(user=user, role="user")
    assert response.status_code == 200
    assert f"/chat/turns/{turn.pk}/stream/" in response.content.decode()
    assert response["HX-Push-Url"] == f"/chat/{turn.conversation_id}/"

    events = _stream(logged_in, turn.pk)
    assert "event: delta" in events
    assert "event: done" in events and "Saved: peanuts · allergies" in events


def test_streaming_an_answered_turn_again_duplicates_nothing(logged_in, user):
    logged_in.post("/chat/send/", {"message": "I love basil"}, HTTP_HX_REQUEST="true")
    turn = Turn.objects.get(user=user, role="user")

    _stream(logged_in, turn.pk)
    again = _stream(logged_in, turn.pk)

    assert "event: done" in again
    assert Turn.objects.filter(user=user, role="assistant").count() == 1


def test_an_empty_message_shows_an_error_and_saves_nothing(logged_in, user):
    response = logged_in.post("/chat/send/", {"message": "   "}, HTTP_HX_REQUEST="true")

    assert response.status_code == 400
    assert "Type a message first." in response.content.decode()
    assert not Turn.objects.exists()


def test_undo_removes_what_a_turn_saved_and_can_be_redone_by_saying_it_again(logged_in, user):
    logged_in.post("/chat/send/", {"message": "I hate olives"})
    turn = Turn.objects.get(user=user, role="user")
    item = MemoryItem.objects.get(user=user)

    response = logged_in.post(f"/chat/turns/{turn.pk}/undo/", {"item_id": item.pk}, HTTP_HX_REQUEST="true")

    assert MemoryItem.objects.get(pk=item.pk).status == rules.DELETED
    assert "Undone" in response.content.decode()


def test_undo_restores_what_a_turn_forgot(logged_in, user):
    logged_in.post("/chat/send/", {"message": "I hate olives"})
    conversation = Conversation.objects.get(user=user)
    logged_in.post("/chat/send/", {"message": "forget that I hate olives", "conversation_id": conversation.pk})
    turn = Turn.objects.filter(user=user, role="user").order_by("-id").first()
    item = MemoryItem.objects.get(user=user)
    assert item.status == rules.DELETED

    logged_in.post(f"/chat/turns/{turn.pk}/undo/", {"item_id": item.pk})

    assert MemoryItem.objects.get(pk=item.pk).status == rules.ACTIVE


def test_another_users_conversation_and_turns_answer_404(logged_in, other_user):
    conversation = Conversation.objects.create(user=other_user, created_at="2026-01-01T00:00:00Z")
    turn = Turn.objects.create(
        conversation=conversation, user=other_user, role="user", content="hi", created_at="2026-01-01T00:00:00Z"
    )

    assert logged_in.get(f"/chat/{conversation.pk}/").status_code == 404
    assert logged_in.get(f"/chat/turns/{turn.pk}/stream/").status_code == 404
    assert logged_in.post(f"/chat/turns/{turn.pk}/retry/").status_code == 404
    assert logged_in.post("/chat/send/", {"message": "x", "conversation_id": conversation.pk}).status_code == 404


def test_the_reply_markdown_is_sanitized(logged_in, user):
    from coach.templatetags.coach_tags import render_markdown

    html = render_markdown("**bold** <script>alert(1)</script> [x](javascript:alert(1))")

    assert "<strong>bold</strong>" in html
    assert "<script>" not in html and "javascript:" not in html


def test_a_new_chat_can_be_temporary_and_says_so(logged_in, user):
    from memory import services

    services.memory_save(user=user, category=rules.ALLERGY, value="peanuts")
    assert "Temporary chat" in logged_in.get("/chat/").content.decode()

    response = logged_in.post("/chat/send/", {"message": "I hate olives", "temporary": "1"})

    conversation = Conversation.objects.get(user=user)
    assert conversation.temporary and not conversation.use_memory
    assert list(MemoryItem.objects.filter(user=user).values_list("value", flat=True)) == ["peanuts"]
    page = logged_in.get(response["Location"]).content.decode()
    assert 'id="temporary-badge"' in page and "· temporary" in page


def test_a_new_chat_can_leave_memory_out_and_says_so(logged_in, user):
    from memory import services

    services.memory_save(user=user, category=rules.ALLERGY, value="peanuts")
    assert "Don't use my memory in this chat" in logged_in.get("/chat/").content.decode()

    response = logged_in.post("/chat/send/", {"message": "I hate olives", "no_memory": "1"})

    conversation = Conversation.objects.get(user=user)
    assert not conversation.use_memory and not conversation.temporary
    assert list(MemoryItem.objects.filter(user=user).values_list("value", flat=True)) == ["peanuts"]
    page = logged_in.get(response["Location"]).content.decode()
    assert 'id="memory-off-badge"' in page and 'name="no_memory"' not in page
