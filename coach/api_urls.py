from __future__ import annotations

from django.urls import path

from coach import api

urlpatterns = [
    path("chat/", api.chat, name="api-chat"),
    path("conversations/", api.conversations, name="api-conversations"),
    path("conversations/<int:conversation_id>/", api.conversation, name="api-conversation"),
]
