from django.urls import path
from rest_framework.routers import SimpleRouter

from cardsdb.api import CardViewSet, GameListView

router = SimpleRouter()
router.register("cards", CardViewSet, basename="card")

urlpatterns = [path("games/", GameListView.as_view(), name="game-list"), *router.urls]
