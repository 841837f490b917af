"""API pieces every app shares: the write throttle and the exception handler."""
from __future__ import annotations

from django.core.exceptions import RequestDataTooBig
from rest_framework import status
from rest_framework.response import Response
from rest_framework.throttling import UserRateThrottle
from rest_framework.views import exception_handler as drf_exception_handler


class WriteThrottle(UserRateThrottle):
    """Rate-limits unsafe methods (scope `writes`, REST_FRAMEWORK DEFAULT_THROTTLE_RATES)."""

    scope = "writes"

    def allow_request(self, request, view):
        if request.method in ("GET", "HEAD", "OPTIONS"):
            return True
        return super().allow_request(request, view)


class ToolThrottle(UserRateThrottle):
    """Rate-limits the stateless deck tools (validate, import, stats, codes): scope `tools`."""

    scope = "tools"


def exception_handler(exc, context):
    if isinstance(exc, RequestDataTooBig):
        from django.conf import settings

        return Response({"detail": f"The request body is larger than {settings.DATA_UPLOAD_MAX_MEMORY_SIZE:,} bytes."},
                        status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE)
    return drf_exception_handler(exc, context)
