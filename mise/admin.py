"""Admin for the project's own models: API tokens are listed masked, never in full."""

from __future__ import annotations

from django.contrib import admin
from rest_framework.authtoken.admin import TokenAdmin
from rest_framework.authtoken.models import TokenProxy

admin.site.unregister(TokenProxy)


@admin.register(TokenProxy)
class MaskedTokenAdmin(TokenAdmin):
    list_display = ("masked_key", "user", "created")

    @admin.display(description="Key")
    def masked_key(self, token) -> str:
        return f"{token.key[:4]}…{token.key[-2:]}"
