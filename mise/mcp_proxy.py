"""/mcp/ on the web port: forwards to the MCP streamable-HTTP server (memory.mcp_http).

The MCP SDK serves ASGI while the web process is WSGI; the MCP server runs beside it in stateless,
JSON-response mode, so each request is a plain request/response that this view can pass through.
"""

from __future__ import annotations

import urllib.error
import urllib.request

from django.conf import settings
from django.http import HttpResponse
from django.views.decorators.csrf import csrf_exempt

FORWARDED = ("Authorization", "Content-Type", "Accept", "Mcp-Session-Id", "Mcp-Protocol-Version", "Last-Event-Id")


@csrf_exempt
def mcp(request):
    target = settings.MCP_INTERNAL_URL
    headers = {name: request.headers[name] for name in FORWARDED if name in request.headers}
    forwarded = urllib.request.Request(target, data=request.body or None, headers=headers, method=request.method)
    try:
        with urllib.request.urlopen(forwarded, timeout=settings.COACH_TIMEOUT_SECONDS) as upstream:
            return _relay(upstream.status, upstream.headers, upstream.read())
    except urllib.error.HTTPError as error:
        return _relay(error.code, error.headers, error.read())
    except (urllib.error.URLError, TimeoutError):
        return HttpResponse(
            '{"error": "mcp_unavailable", "detail": "The MCP server is not running; start it with '
            '`python -m memory.mcp_http` (make run starts it)."}',
            status=503,
            content_type="application/json",
        )


def _relay(status: int, headers, body: bytes) -> HttpResponse:
    response = HttpResponse(body, status=status, content_type=headers.get("Content-Type", "application/json"))
    for name in ("Mcp-Session-Id", "WWW-Authenticate"):
        if headers.get(name):
            response[name] = headers[name]
    return response
