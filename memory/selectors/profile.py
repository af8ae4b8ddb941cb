"""Reading the canonical profile. A read never stores a version: every memory change schedules
that (`profile.canonical.schedule_profile_sync`); a read renders the current text on the fly."""

from __future__ import annotations

from memory.models import ProfileVersion
from memory.profile.canonical import diff_summary, profile_diff, render_profile


def profile_markdown(*, user) -> str:
    """The profile as memory reads now (the stored versions record how it got here)."""
    return render_profile(user=user)


def profile_versions(*, user, limit: int = 20) -> list[dict]:
    """The newest versions, each with its diff against the one before and a one-line summary."""
    versions = list(ProfileVersion.objects.filter(user=user).order_by("-version")[: limit + 1])
    entries = []
    for n, version in enumerate(versions[:limit]):
        diff = profile_diff(versions[n + 1] if n + 1 < len(versions) else None, version)
        entries.append({"version": version, "diff": diff, "summary": diff_summary(diff)})
    return entries
