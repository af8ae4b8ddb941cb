from __future__ import annotations

from django.db import DatabaseError

from mise.models import THEMES, Preference

NEXT_THEME = {current: THEMES[(n + 1) % len(THEMES)][0] for n, (current, _) in enumerate(THEMES)}
LABELS = dict(THEMES)


def theme(request) -> dict:
    """The person's theme for <html data-theme>, and what the toggle would switch to."""
    current = "system"
    try:
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated:
            current = Preference.objects.filter(user=user).values_list("theme", flat=True).first() or "system"
    except DatabaseError:  # an error page while the database is down still renders
        pass
    return {"theme": current, "theme_label": LABELS[current], "next_theme": NEXT_THEME[current]}
