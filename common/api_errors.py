"""Every API error answers {"error": code, "detail": sentence}; field errors ride along by name."""

from __future__ import annotations

from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler


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
