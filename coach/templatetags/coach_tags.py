from __future__ import annotations

import markdown
import nh3
from django import template
from django.utils.safestring import mark_safe

register = template.Library()
ALLOWED_TAGS = {"p", "strong", "em", "ul", "ol", "li", "code", "pre", "br", "h3", "h4", "blockquote", "a"}


@register.filter
def render_markdown(text: str) -> str:
    """The coach's Markdown as HTML, sanitized: no scripts, no raw HTML from the model."""
    html = markdown.markdown(text or "", extensions=["sane_lists"])
    return mark_safe(nh3.clean(html, tags=ALLOWED_TAGS, attributes={"a": {"href"}}, link_rel="noopener nofollow"))
