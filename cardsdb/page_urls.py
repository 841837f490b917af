from django.urls import path

from cardsdb import views

urlpatterns = [
    path("cards/<str:game>/", views.card_browser, name="card-browser"),
    path("cards/<str:game>/terms/", views.rule_term_list, name="rule-terms"),
    path("cards/<str:game>/<int:card_id>/", views.card_detail, name="card-detail"),
]
