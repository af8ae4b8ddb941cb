from __future__ import annotations

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from coach import account_views, mcp_proxy, views
from coach import api as coach_api
from memory import views as memory_views

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", views.healthz, name="healthz"),
    path("chat/", views.chat, name="chat"),
    path("chat/<int:conversation_id>/", views.chat, name="conversation"),
    path("chat/send/", views.send, name="chat-send"),
    path("chat/turns/<int:turn_id>/stream/", views.stream, name="chat-stream"),
    path("chat/turns/<int:turn_id>/retry/", views.retry, name="chat-retry"),
    path("chat/turns/<int:turn_id>/undo/", views.undo, name="chat-undo"),
    path("memory/", memory_views.memory_page, name="memory"),
    path("memory/add/", memory_views.memory_add, name="memory-add"),
    path("memory/learning/", memory_views.memory_learning, name="memory-learning"),
    path("memory/items/<int:item_id>/confirm/", memory_views.memory_confirm, name="memory-confirm"),
    path("memory/items/<int:item_id>/delete/", memory_views.memory_delete, name="memory-delete"),
    path("memory/items/<int:item_id>/restore/", memory_views.memory_restore, name="memory-restore"),
    path("memory/profile/", memory_views.memory_profile, name="memory-profile"),
    path("memory/export.json", memory_views.export_json, name="memory-export-json"),
    path("memory/profile.md", memory_views.export_profile, name="memory-export-profile"),
    path("memory/erase/", memory_views.erase, name="memory-erase"),
    path("accounts/login/", auth_views.LoginView.as_view(redirect_authenticated_user=True), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/signup/", account_views.signup, name="signup"),
    path("admin/", admin.site.urls),
    path("mcp/", mcp_proxy.mcp, name="mcp"),
    path("api/auth/signup/", account_views.api_signup, name="api-signup"),
    path("api/auth/token/", account_views.api_token, name="api-token"),
    path("api/", include("memory.urls")),
    path("api/chat/", coach_api.chat, name="api-chat"),
    path("api/conversations/", coach_api.conversations, name="api-conversations"),
    path("api/conversations/<int:conversation_id>/", coach_api.conversation, name="api-conversation"),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
]
