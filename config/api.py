"""API pieces every app shares: throttles and pagination. (Errors: config/errors.py.)"""
from __future__ import annotations

import re

from django.conf import settings
from rest_framework.pagination import PageNumberPagination
from rest_framework.throttling import UserRateThrottle

from config.errors import AppError


class CountingThrottle(UserRateThrottle):
    """A rate limit per user (or address) counted in one atomic counter per client and window in the
    shared cache (`cache.incr`: Redis INCR), so that web processes under load do not lose each other's
    requests, as DRF's read-modify-write list of times does (measured: 657 validations in 15 s passed a
    600/min limit at 50 clients). A client's window opens with its first request and lasts the rate's
    period; it gets at most the rate's number of requests in it."""

    def allow_request(self, request, view):
        if self.rate is None:
            return True
        self.key = self.get_cache_key(request, view)
        if self.key is None:
            return True
        self.now = self.timer()
        # The client's window starts with its first request (and again with the first after it ends).
        self.cache.add(f"{self.key}:start", self.now, self.duration)
        start = self.cache.get(f"{self.key}:start", self.now)
        self.window_end = start + self.duration
        key = f"{self.key}:{start!r}"
        self.cache.add(key, 0, self.duration + 1)
        try:
            count = self.cache.incr(key)
        except ValueError:  # the counter expired between add and incr: this request starts it
            self.cache.add(key, 1, self.duration + 1)
            count = 1
        return count <= self.num_requests

    def wait(self):
        return max(0.0, self.window_end - self.now)


class WriteThrottle(CountingThrottle):
    """Rate-limits unsafe methods (scope `writes`, REST_FRAMEWORK DEFAULT_THROTTLE_RATES)."""

    scope = "writes"

    def allow_request(self, request, view):
        if request.method in ("GET", "HEAD", "OPTIONS"):
            return True
        return super().allow_request(request, view)


class ToolThrottle(CountingThrottle):
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
