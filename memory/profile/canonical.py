"""The canonical profile: a human-readable Markdown model of the person, versioned with diffs."""

from __future__ import annotations

import difflib
import logging
import threading

from django.db import transaction
from django.utils import timezone

from memory import rules
from memory.models import MemoryItem, ProfileVersion

logger = logging.getLogger(__name__)
TRUST_NOTE = {rules.CONFIRMED: "confirmed by you", rules.EXPLICIT: "you said so", rules.INFERRED: "inferred"}


def render_profile(*, user) -> str:
    """Markdown from the live items and what they replaced; stable for unchanged memory."""
    items = list(
        MemoryItem.objects.filter(user=user, status__in=[rules.ACTIVE, rules.SUPERSEDED])
        .select_related("superseded_by")
        .defer("embedding", "superseded_by__embedding")
        .order_by("created_at", "id")
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


COALESCE_SECONDS = 600  # changes within this long of the latest version amend it: one version per burst


def profile_sync(*, user) -> ProfileVersion | None:
    """Store a new version if the profile now reads differently; return the latest version.

    A burst of changes (a conversation, an import) makes one version: while the latest version is
    younger than COALESCE_SECONDS it is rewritten in place rather than followed by another."""
    text = render_profile(user=user)
    with transaction.atomic():
        latest = ProfileVersion.objects.select_for_update().filter(user=user).order_by("-version").first()
        if latest is not None and latest.markdown == text:
            return latest
        if latest is None and text.endswith("Nothing remembered yet.\n"):
            return None
        if latest is not None and (timezone.now() - latest.created_at).total_seconds() < COALESCE_SECONDS:
            latest.markdown = text
            latest.save(update_fields=["markdown"])
            return latest
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


def diff_summary(diff: str) -> str:
    """One line saying what a version changed, from its diff: what was added and what went."""
    added = [_bullet(line[1:]) for line in diff.splitlines() if line.startswith("+- ")]
    removed = [_bullet(line[1:]) for line in diff.splitlines() if line.startswith("-- ")]
    moved = set(added) & set(removed)  # a wording or trust change shows as both
    changed = [v for v in added if v in moved]
    parts = []
    if new := [v for v in added if v not in moved]:
        parts.append("added " + ", ".join(new))
    if changed:
        parts.append("changed " + ", ".join(changed))
    if gone := [v for v in removed if v not in moved]:
        parts.append("removed " + ", ".join(gone))
    text = "; ".join(parts)
    return text[0].upper() + text[1:] if text else "Reworded"


def _bullet(line: str) -> str:
    """The value of a profile bullet: "- peanuts (you said so, since …)" → "peanuts"."""
    return line.removeprefix("- ").split(" (", 1)[0].split(" until ", 1)[0]


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

    def run() -> None:  # a user deleted meanwhile renders as "nothing remembered" and writes nothing
        users.discard(user_id)
        try:
            profile_sync(user=user)
        except Exception:
            logger.exception("profile re-render failed for user %s", user_id)

    transaction.on_commit(run)
