from django.apps import AppConfig


class CardsdbConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "cardsdb"
    verbose_name = "Card database"
