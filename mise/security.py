"""A Content-Security-Policy on every page: scripts, styles and connections from Mise itself only.

The API docs page (Swagger UI renders an inline script) and the admin keep Django's defaults.
"""

from __future__ import annotations

POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
EXEMPT = ("/api/docs/", "/admin/")


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response) -> None:
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if not request.path.startswith(EXEMPT):
            response.setdefault("Content-Security-Policy", POLICY)
        return response
