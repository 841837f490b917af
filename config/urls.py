from django.conf import settings
from django.contrib import admin
from django.urls import include, path
from django.views.decorators.cache import cache_page
from django.views.generic import RedirectView
from django.views.i18n import JavaScriptCatalog
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

# The API lives under /api/v1/; the unversioned /api/ paths are aliases of the same views, kept for
# clients written before the prefix (the schema documents /api/v1/ only).
api = [path("", include("cardsdb.urls")), path("", include("decks.urls")), path("", include("matches.urls"))]

urlpatterns = [
    path("admin/", admin.site.urls),
    path("favicon.ico", RedirectView.as_view(url=f"{settings.STATIC_URL}favicon.svg")),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="schema"), name="api-docs"),
    path("api/v1/", include((api, "v1"))),
    path("api/", include(api)),
    path("accounts/", include("accounts.urls")),
    path("i18n/", include("django.conf.urls.i18n")),  # set_language: the header's language switch
    # The page scripts' words (static/js), only this project's (not the admin's), kept a day in the shared
    # cache and the browser; base.html asks for it with ?lang=<code>, so each language has its own address.
    path("jsi18n/", cache_page(86400, key_prefix="jsi18n")(JavaScriptCatalog.as_view(packages=["accounts", "cardsdb", "decks", "matches"])),
         name="javascript-catalog"),
    path("", include("cardsdb.page_urls")),
    path("", include("decks.page_urls")),
    path("", include("matches.page_urls")),
]

handler404 = "config.errors.not_found"
