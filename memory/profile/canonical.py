"""The canonical profile: a human-readable Markdown model of the person, versioned with diffs."""

from __future__ import annotations

import difflib
import logging
import threading

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from memory import rules
from memory.models import MemoryItem, ProfileVersion

logger = logging.getLogger(__name__)
TRUST_NOTE = {rules.CONFIRMED: "confirmed by you", rules.EXPLICIT: "you said so", rules.INFERRED: "inferred"}


def render_profile(*, user) -> str:
    """Markdown from the live items and what they replaced; stable for unchanged memory."""
    items = list(
        MemoryItem.objects.filter(user=user, status__in=[rules.ACTIVE, rules.SUPERSEDED]).order_by("created_at", "id")
    )
    lines = [f"# Profile of {user.get_username()}", ""]
    active = [i for i in items if i.status == rules.ACTIVE]
    if not active:
        lines.append("Nothing remembered yet.")
    for category in rules.DISPLAY_ORDER:
        section = [i for i in active if i.category == category]
        if section:
            lines += [f"## {rules.CATEGORY[category].title}", ""]
            lines += [f"- {i.value} ({TRUST_NOTE[i.asserted_by]}, since {i.valid_from:%Y-%m-%d})" for i in section]
            lines.append("")
    history = [i for i in items if i.status == rules.SUPERSEDED]
    if history:
        lines += ["## What changed", ""]
        lines += [
            f"- {rules.CATEGORY[i.category].title}: {i.value} until {i.valid_until:%Y-%m-%d}"
            + (f", then {i.superseded_by.value}" if i.superseded_by_id else "")
            for i in history
        ]
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def profile_sync(*, user) -> ProfileVersion | None:
    """Store a new version if the profile now reads differently; return the latest version."""
    text = render_profile(user=user)
    with transaction.atomic():
        latest = ProfileVersion.objects.select_for_update().filter(user=user).order_by("-version").first()
        if latest is not None and latest.markdown == text:
            return latest
        if latest is None and text.endswith("Nothing remembered yet.\n"):
            return None
        return ProfileVersion.objects.create(
            user=user, version=(latest.version + 1 if latest else 1), markdown=text, created_at=timezone.now()
        )


def profile_diff(older: ProfileVersion | None, newer: ProfileVersion) -> str:
    before = older.markdown.splitlines() if older else []
    return "\n".join(
        difflib.unified_diff(
            before,
            newer.markdown.splitlines(),
            f"version {older.version if older else 0}",
            f"version {newer.version}",
            lineterm="",
            n=1,
        )
    )


_pending = threading.local()


def schedule_profile_sync(user) -> None:
    """Re-render once after the current transaction commits, however many changes it made.

    The profile is derived data: a failure here is logged and never undoes or fails the change."""
    users = getattr(_pending, "users", None)
    if users is None:
        users = _pending.users = set()
    user_id = user.pk
    if user_id in users:
        return
    users.add(user_id)

    def run() -> None:
        users.discard(user_id)
        owner = get_user_model().objects.filter(pk=user_id).first()
        if owner is None:
            return
        try:
            profile_sync(user=owner)
        except Exception:
            logger.exception("profile re-render failed for user %s", user_id)

    transaction.on_commit(run)
