from __future__ import annotations

from django import template

from common.markdown import safe_html

register = template.Library()
ALLOWED_TAGS = {"p", "strong", "em", "ul", "ol", "li", "code", "pre", "br", "h3", "h4", "blockquote", "a"}


@register.filter
def render_markdown(text: str) -> str:
    """The coach's Markdown as HTML, sanitized: no scripts, no raw HTML from the model."""
    return safe_html(text, ALLOWED_TAGS)
