"""API pieces every app shares: throttles and pagination. (Errors: config/errors.py.)"""
from __future__ import annotations

import re

from django.conf import settings
from rest_framework.pagination import PageNumberPagination
from rest_framework.throttling import UserRateThrottle

from config.errors import AppError


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


class Pagination(PageNumberPagination):
    """`?page=` and `?page_size=` (1 to API_MAX_PAGE_SIZE; default API_PAGE_SIZE) on every list."""

    page_size_query_param = "page_size"

    @property
    def max_page_size(self) -> int:
        return settings.API_MAX_PAGE_SIZE

    def get_page_size(self, request):
        raw = request.query_params.get(self.page_size_query_param)
        if raw is None or raw == "":
            return self.page_size
        if not re.fullmatch(r"[0-9]{1,9}", raw) or not 1 <= int(raw) <= self.max_page_size:
            raise AppError(f"page_size must be a whole number from 1 to {self.max_page_size}; it was {raw[:20]!r}.",
                           {"page_size": [f"A whole number from 1 to {self.max_page_size}."]}, code="invalid")
        return int(raw)
