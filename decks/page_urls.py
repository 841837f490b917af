from django.urls import path

from decks import views

urlpatterns = [
    path("", views.home, name="home"),
    path("decks/", views.my_decks, name="my-decks"),
    path("decks/new/<str:game>/", views.deck_builder, name="deck-new"),
    path("decks/<int:deck_id>/", views.deck_page, name="deck-page"),
    path("decks/<int:deck_id>/edit/", views.deck_builder, name="deck-edit"),
    path("s/<str:token>/", views.shared_deck, name="deck-shared-page"),
    path("code/<str:code>/", views.deck_code_page, name="deck-code-page"),
]
