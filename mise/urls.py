"""The project's routes: each app owns its pages and its part of the API."""

from __future__ import annotations

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path
from django.views.generic import RedirectView
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from mise import accounts, health, mcp_proxy

urlpatterns = [
    path("", RedirectView.as_view(pattern_name="chat"), name="home"),
    path("healthz", health.healthz, name="healthz"),
    path("chat/", include("coach.urls")),
    path("memory/", include("memory.urls")),
    path("accounts/login/", accounts.GuardedLoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("accounts/signup/", accounts.signup, name="signup"),
    path("accounts/theme/", accounts.set_theme, name="theme"),
    path("accounts/password-reset/", auth_views.PasswordResetView.as_view(), name="password_reset"),
    path("accounts/password-reset/sent/", auth_views.PasswordResetDoneView.as_view(), name="password_reset_done"),
    path(
        "accounts/reset/<uidb64>/<token>/",
        auth_views.PasswordResetConfirmView.as_view(),
        name="password_reset_confirm",
    ),
    path("accounts/reset/done/", auth_views.PasswordResetCompleteView.as_view(), name="password_reset_complete"),
    path("admin/", admin.site.urls),
    path("mcp/", mcp_proxy.mcp, name="mcp"),
    path("api/auth/signup/", accounts.api_signup, name="api-signup"),
    path("api/auth/token/", accounts.api_token, name="api-token"),
    path("api/", include("memory.api_urls")),
    path("api/", include("coach.api_urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
]
