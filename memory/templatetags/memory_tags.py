from __future__ import annotations

import re

from django import template

from common.markdown import safe_html

register = template.Library()
PROFILE_TAGS = {"h2", "h3", "h4", "p", "ul", "li", "strong", "em"}


@register.filter
def profile_html(text: str):
    """The canonical profile's Markdown as sanitised HTML, for the profile page, its headings one
    level down (the page has its own h1)."""
    return safe_html(re.sub(r"^(#+) ", r"#\1 ", text or "", flags=re.MULTILINE), PROFILE_TAGS)
