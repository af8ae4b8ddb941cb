"""The chat pages (htmx, with plain-form fallbacks)."""

from __future__ import annotations

from django.urls import path

from coach import views

urlpatterns = [
    path("", views.chat, name="chat"),
    path("<int:conversation_id>/", views.chat, name="conversation"),
    path("send/", views.send, name="chat-send"),
    path("turns/<int:turn_id>/stream/", views.stream, name="chat-stream"),
    path("turns/<int:turn_id>/retry/", views.retry, name="chat-retry"),
    path("turns/<int:turn_id>/undo/", views.undo, name="chat-undo"),
]
