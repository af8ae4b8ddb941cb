"""JSON bodies are checked for depth before they are parsed, so nesting cannot exhaust the stack."""

from __future__ import annotations

import json

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

MAX_DEPTH = 32


def too_deep(raw: bytes, limit: int = MAX_DEPTH) -> bool:
    """Whether arrays and objects nest deeper than `limit`, ignoring brackets inside strings."""
    depth, in_string, escaped = 0, False, False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > limit:
                return True
        elif byte in (0x5D, 0x7D):  # ] }
            depth -= 1
    return False


class BoundedJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        raw = stream.read() if stream is not None else b""
        if too_deep(raw):
            raise ParseError(f"JSON nested more than {MAX_DEPTH} levels deep")
        try:
            return json.loads(raw.decode((parser_context or {}).get("encoding") or "utf-8") or "null")
        except (ValueError, UnicodeDecodeError) as error:
            raise ParseError(f"JSON parse error - {error}") from None
