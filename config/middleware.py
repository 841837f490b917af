"""Site middleware: security headers Django does not set itself (it sets Referrer-Policy,
X-Content-Type-Options and X-Frame-Options from settings), and the site's own "not found" page for
pages, also under DEBUG (where Django would show its technical 404); the API keeps its JSON answers."""
from django.conf import settings
from django.http import Http404
from django.shortcuts import render


class SecurityHeadersMiddleware:
    """Adds settings.CONTENT_SECURITY_POLICY to every response that has none."""

    def __init__(self, get_response):
        self.get_response = get_response
        self.policy = settings.CONTENT_SECURITY_POLICY

    def __call__(self, request):
        response = self.get_response(request)
        response.headers.setdefault("Content-Security-Policy", self.policy)
        return response


class PageNotFoundMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if isinstance(exception, Http404) and not request.path.startswith(("/api/", "/admin/")):
            return render(request, "404.html", status=404)
        return None
