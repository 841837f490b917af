from django.urls import path
from rest_framework.routers import SimpleRouter

from decks import api

router = SimpleRouter()
router.register("decks", api.DeckViewSet, basename="deck")

urlpatterns = [
    path("decks/validate/", api.ValidateView.as_view(), name="deck-validate"),
    path("decks/import/", api.ImportView.as_view(), name="deck-import"),
    path("decks/stats/", api.StatsView.as_view(), name="deck-stats"),
    path("decks/sample-hand/", api.SampleHandView.as_view(), name="deck-sample-hand"),
    path("deck-codes/", api.DeckCodeView.as_view(), name="deck-code"),
    path("deck-codes/<str:code>/", api.DeckCodeDecodeView.as_view(), name="deck-code-decode"),
    path("shared/<str:token>/", api.SharedDeckView.as_view(), name="deck-shared"),
    path("shared/<str:token>/fork/", api.SharedDeckForkView.as_view(), name="deck-shared-fork"),
    *router.urls,
]
