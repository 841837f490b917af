from django.apps import AppConfig
from django.core.signals import request_finished, request_started
from django.db.models.signals import post_migrate


def _ensure_search_index(sender, using="default", **kwargs):
    from django.db import connections

    from cardsdb import fulltext

    fulltext.ensure(connections[using])


class CardsdbConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "cardsdb"
    verbose_name = "Card database"

    def ready(self):
        from cardsdb.selectors import begin_request, end_request

        post_migrate.connect(_ensure_search_index, sender=self)
        request_started.connect(begin_request, dispatch_uid="cardsdb-catalog-versions-begin")
        request_finished.connect(end_request, dispatch_uid="cardsdb-catalog-versions-end")
