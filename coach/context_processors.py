from __future__ import annotations

from django.conf import settings


def site(request) -> dict:
    return {
        "signup_enabled": settings.SIGNUP_ENABLED,
        "offline_coach": settings.COACH_MODEL.startswith("mise/"),
    }
