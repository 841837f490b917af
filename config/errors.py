"""One error type for the application and one JSON shape for every API error:

    {"error": {"code": "version-conflict", "message": "A sentence a person reads.", "details": {...}}}

`code` is stable and machine-readable; `message` is a whole sentence; `details` holds what a client
may act on (for invalid input: the messages keyed by field, as `{"text": ["..."]}`). Services raise
AppError (or a subclass); the DRF exception handler below turns it, and DRF's own exceptions
(validation, authentication, permission, not found, throttling, parse errors) and Django's
RequestDataTooBig, into that shape. docs/api.md lists the codes.
"""
from __future__ import annotations

from django.conf import settings
from django.core.exceptions import PermissionDenied, RequestDataTooBig
from django.http import Http404
from rest_framework import exceptions
from rest_framework import status as http
from rest_framework.response import Response


class AppError(Exception):
    """An error the client can understand: a stable code, a sentence, details, an HTTP status."""

    code = "error"
    status = http.HTTP_400_BAD_REQUEST

    def __init__(self, message: str, details: dict | None = None, *, code: str | None = None,
                 status: int | None = None):
        super().__init__(message)
        self.message = message
        self.details = details or {}
        if code is not None:
            self.code = code
        if status is not None:
            self.status = status

    def as_dict(self) -> dict:
        return error_body(self.code, self.message, self.details)


def error_body(code: str, message: str, details: dict | None = None) -> dict:
    return {"error": {"code": code, "message": message, "details": details or {}}}


def _flatten(detail, path: str = "") -> list[tuple[str, str]]:
    """(field path, message) pairs of a DRF error detail, nested fields as `deck.text`, list items
    as `opponents.1.text`."""
    if isinstance(detail, dict):
        pairs = []
        for key, value in detail.items():
            name = "" if key in ("non_field_errors", settings.REST_FRAMEWORK.get("NON_FIELD_ERRORS_KEY")) else str(key)
            pairs += _flatten(value, f"{path}.{name}".strip(".") if name else path)
        return pairs
    if isinstance(detail, list):
        if detail and all(isinstance(item, str) for item in detail):
            return [(path, str(item)) for item in detail]
        pairs = []
        for position, item in enumerate(detail):
            if item:
                pairs += _flatten(item, f"{path}.{position}".strip("."))
        return pairs
    return [(path, str(detail))]


def validation_message(detail) -> str:
    """One sentence naming what is wrong: `game: "chess" is not a valid choice.`"""
    pairs = _flatten(detail)
    if not pairs:
        return "The request is not valid."
    shown = [f"{field}: {message}" if field else message for field, message in pairs[:3]]
    more = f" (and {len(pairs) - 3} more)" if len(pairs) > 3 else ""
    sentence = " ".join(part if part.endswith((".", "?", "!")) else part + "." for part in shown)
    return sentence[:-1] + more + "." if more else sentence


def _details(detail) -> dict:
    """Validation details keyed by field (a bare list of messages goes under `non_field_errors`)."""
    if isinstance(detail, dict):
        return detail
    return {"non_field_errors": detail if isinstance(detail, list) else [detail]}


_CODES = {
    exceptions.NotAuthenticated: "not-authenticated",
    exceptions.AuthenticationFailed: "authentication-failed",
    exceptions.PermissionDenied: "permission-denied",
    exceptions.NotFound: "not-found",
    exceptions.MethodNotAllowed: "method-not-allowed",
    exceptions.NotAcceptable: "not-acceptable",
    exceptions.UnsupportedMediaType: "unsupported-media-type",
    exceptions.ParseError: "malformed-request",
    exceptions.Throttled: "throttled",
}


def exception_handler(exc, context):
    """DRF's EXCEPTION_HANDLER: every error as {"error": {"code", "message", "details"}}. Anything
    else (a bug) is left to Django, which logs it and answers 500."""
    from rest_framework.views import exception_handler as drf_exception_handler  # (imports the API settings)

    if isinstance(exc, AppError):
        return Response(exc.as_dict(), status=exc.status)
    if isinstance(exc, RequestDataTooBig):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        return Response(error_body("too-large", f"The request body is larger than {limit:,} bytes.", {"limit": limit}),
                        status=http.HTTP_413_REQUEST_ENTITY_TOO_LARGE)
    if isinstance(exc, Http404):
        exc = exceptions.NotFound(*exc.args)
    elif isinstance(exc, PermissionDenied):
        exc = exceptions.PermissionDenied(*exc.args)
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    if isinstance(exc, exceptions.ValidationError):
        response.data = error_body("invalid", validation_message(exc.detail), _details(exc.detail))
        return response
    code = next((name for kind, name in _CODES.items() if isinstance(exc, kind)), "error")
    message = str(exc.detail) if not isinstance(exc.detail, (list, dict)) else validation_message(exc.detail)
    message = message if message.endswith((".", "?", "!")) else message + "."
    details = {"wait_seconds": exc.wait} if isinstance(exc, exceptions.Throttled) and exc.wait is not None else {}
    response.data = error_body(code, message, details)
    return response


def not_found(request, exception=None):
    """handler404: an unknown path under /api/ answers in the API's error shape; pages as before."""
    if request.path.startswith("/api/"):
        from django.http import JsonResponse

        return JsonResponse(error_body("not-found", f"There is no API endpoint at {request.path}."), status=404)
    from django.views.defaults import page_not_found

    return page_not_found(request, exception)
