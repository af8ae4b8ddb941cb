"""Log-in lockout shared by the HTML form and the API token endpoint.

Failures count per client address and per username (case-insensitive) over a window; past the
limit, every attempt for that address or name is refused until the window ends, the right password
included. The address is the connection's own (REMOTE_ADDR) unless TRUSTED_PROXIES says how many
proxies in front of Mise append to X-Forwarded-For. Counts live in the database, so every web
process and node shares them.
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from mise.models import LoginFailure

WINDOW = timedelta(minutes=15)
LIMITS = {"user": 10, "ip": 50}


def client_ip(request) -> str:
    proxies = settings.REST_FRAMEWORK.get("NUM_PROXIES") or 0
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    if proxies and forwarded:
        hops = [hop.strip() for hop in forwarded.split(",") if hop.strip()]
        if hops:
            return hops[-min(proxies, len(hops))]
    return request.META.get("REMOTE_ADDR", "") or "unknown"


def _keys(request, username: str) -> dict[str, str]:
    return {"ip": f"ip:{client_ip(request)}", "user": f"user:{(username or '').strip().lower()[:150]}"}


def locked_for(request, username: str) -> int:
    """Seconds until this address or username may try again; 0 when it may now."""
    now = timezone.now()
    keys = _keys(request, username)
    rows = {row.key: row for row in LoginFailure.objects.filter(key__in=keys.values())}
    waits = [
        int((row.first_at + WINDOW - now).total_seconds()) + 1
        for kind, key in keys.items()
        if (row := rows.get(key)) is not None and row.first_at > now - WINDOW and row.failures >= LIMITS[kind]
    ]
    return max(waits, default=0)


def record_failure(request, username: str) -> None:
    now = timezone.now()
    with transaction.atomic():
        for key in _keys(request, username).values():
            row, created = LoginFailure.objects.select_for_update().get_or_create(
                key=key, defaults={"failures": 1, "first_at": now}
            )
            if created:
                continue
            if row.first_at <= now - WINDOW:  # a new window
                LoginFailure.objects.filter(key=key).update(failures=1, first_at=now)
            else:
                LoginFailure.objects.filter(key=key).update(failures=F("failures") + 1)


def record_success(request, username: str) -> None:
    LoginFailure.objects.filter(key=_keys(request, username)["user"]).delete()


def lockout_message(seconds: int) -> str:
    minutes = max(1, round(seconds / 60))
    return f"Too many failed log-ins. Try again in {minutes} minute{'s' if minutes != 1 else ''}."
