from __future__ import annotations

from django.conf import settings

from common import llm


def site(request) -> dict:
    return {
        "signup_enabled": settings.SIGNUP_ENABLED,
        "offline_coach": llm.is_offline(),
    }
