"""Every API error answers {"error": code, "detail": sentence}; field errors ride along by name."""

from __future__ import annotations

import logging

from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

logger = logging.getLogger(__name__)


def _first_sentence(detail) -> str:
    if isinstance(detail, dict):
        for field, value in detail.items():
            text = _first_sentence(value)
            return text if field in ("non_field_errors", "detail") else f"{field}: {text}"
        return "The request is invalid."
    if isinstance(detail, list):
        return _first_sentence(detail[0]) if detail else "The request is invalid."
    return str(detail)


def exception_handler(exc, context):
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    code = getattr(exc, "default_code", "error")
    if isinstance(exc, exceptions.ParseError):
        code = "malformed_json"
        data = {"detail": f"{exc.detail} Send a JSON object in the request body."}
    if isinstance(exc, exceptions.ValidationError):
        body = {"error": "invalid", "detail": _first_sentence(data)}
        if isinstance(data, dict):
            body.update({k: v for k, v in data.items() if k not in body})
        return Response(body, status=response.status_code, headers=_headers(response))
    detail = data.get("detail", data) if isinstance(data, dict) else data
    body = {"error": str(getattr(detail, "code", None) or code), "detail": _first_sentence(detail)}
    return Response(body, status=response.status_code, headers=_headers(response))


def _headers(response) -> dict:
    return {k: v for k, v in response.items() if k.lower() in ("www-authenticate", "retry-after", "allow")}


def error_response(code: str, detail: str, status: int) -> Response:
    return Response({"error": code, "detail": detail}, status=status)


# Everything under /api/ that DRF does not answer itself: unknown URLs, oversized bodies, crashes. ---

API_PREFIX = "/api/"
STATUS_CODES = {
    400: ("bad_request", "The request could not be understood."),
    403: ("forbidden", "You may not do that."),
    404: ("not_found", "There is nothing at this address."),
    405: ("method_not_allowed", "This address does not accept that method."),
    413: ("too_large", "The request body is too large."),
    429: ("throttled", "Too many requests; wait a moment and try again."),
    500: ("server_error", "Something went wrong on our side. Nothing you sent was lost; try again."),
    503: ("unavailable", "The service is briefly unavailable; try again in a moment."),
}


def _htmx_fragment(request, response):
    """An htmx request that ends on an error page gets one sentence to show in place, not a page."""
    if not request.headers.get("HX-Request") or response.status_code not in STATUS_CODES or response.streaming:
        return response
    if not response.get("Content-Type", "").startswith("text/html") or b"<!doctype" not in response.content[:200]:
        return response  # a fragment the view chose to send (a form error)
    from django.http import HttpResponse
    from django.utils.html import escape

    sentence = STATUS_CODES[response.status_code][1]
    if response.status_code == 503:
        sentence = "Mise is briefly unavailable; nothing you sent was lost. Try again in a moment."
    fragment = HttpResponse(f'<p class="form-error" role="alert">{escape(sentence)}</p>', status=response.status_code)
    if "Retry-After" in response:
        fragment["Retry-After"] = response["Retry-After"]
    return fragment


def _json_error(code: str, detail: str, status: int):
    from django.http import JsonResponse

    return JsonResponse({"error": code, "detail": detail}, status=status)


class ApiErrorMiddleware:
    """Every /api/ error is JSON {"error", "detail"}, whatever produced it; a page whose database is
    down gets the friendly 503 page (templates/503.html) rather than a 500; an htmx request that ends
    on an error page gets one sentence to show in place."""

    def __init__(self, get_response) -> None:
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if response.status_code < 400:
            return response
        if not request.path.startswith(API_PREFIX):
            return _htmx_fragment(request, response)
        if response.get("Content-Type", "").startswith("application/json"):
            return response
        code, detail = STATUS_CODES.get(response.status_code, ("error", "The request failed."))
        replaced = _json_error(code, detail, response.status_code)
        for header in ("Allow", "Retry-After", "WWW-Authenticate"):
            if header in response:
                replaced[header] = response[header]
        return replaced

    def process_exception(self, request, exception):
        from django.core.exceptions import PermissionDenied, RequestDataTooBig
        from django.db import InterfaceError, OperationalError
        from django.http import Http404

        if not request.path.startswith(API_PREFIX):
            if isinstance(exception, (OperationalError, InterfaceError)):
                from django.shortcuts import render

                logger.exception("database unavailable during %s %s", request.method, request.path)
                response = render(request, "503.html", status=503)
                response["Retry-After"] = "5"
                return response
            return None

        if isinstance(exception, Http404):
            return _json_error(*STATUS_CODES[404], 404)
        if isinstance(exception, PermissionDenied):
            return _json_error(*STATUS_CODES[403], 403)
        if isinstance(exception, RequestDataTooBig):
            return _json_error("too_large", "The request body is too large.", 413)
        if isinstance(exception, (OperationalError, InterfaceError)):
            logger.exception("database unavailable during %s %s", request.method, request.path)
            return _json_error("database_unavailable", "The database is unavailable; try again in a moment.", 503)
        if isinstance(exception, Exception):
            logger.exception("unhandled error in %s %s", request.method, request.path)
            return _json_error(*STATUS_CODES[500], 500)
        return None


# The OpenAPI schema documents the one error shape on every operation. ----------------------------

ERROR_SCHEMA = {
    "type": "object",
    "description": "Every API error. Field errors of an invalid body ride along under the field's name.",
    "properties": {
        "error": {"type": "string", "description": "A stable code, e.g. invalid, not_found, throttled."},
        "detail": {"type": "string", "description": "One sentence a person can read."},
    },
    "required": ["error", "detail"],
    "additionalProperties": True,
}
DOCUMENTED_ERRORS = {
    400: "The request is invalid; `detail` says why.",
    401: "No valid credentials.",
    403: "Not allowed.",
    404: "Nothing here, or it belongs to someone else.",
    413: "The request body is too large.",
    429: "Too many requests; see Retry-After.",
    503: "The database or the model provider is briefly unavailable.",
}


def document_errors(result, generator, request, public):
    """drf-spectacular postprocessing hook: add the error responses to every operation."""
    result.setdefault("components", {}).setdefault("schemas", {})["Error"] = ERROR_SCHEMA
    reference = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
    for path in result.get("paths", {}).values():
        for operation in path.values():
            responses = operation.setdefault("responses", {})
            for status, description in DOCUMENTED_ERRORS.items():
                responses.setdefault(str(status), {"description": description, "content": reference})
    return result
