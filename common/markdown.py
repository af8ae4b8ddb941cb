"""Markdown to HTML that is safe to show: only the tags asked for survive (nh3), no raw HTML."""

from __future__ import annotations

import markdown
import nh3
from django.utils.safestring import SafeString, mark_safe


def safe_html(text: str, tags: set[str]) -> SafeString:
    html = markdown.markdown(text or "", extensions=["sane_lists"])
    return mark_safe(nh3.clean(html, tags=tags, attributes={"a": {"href"}}, link_rel="noopener nofollow"))
