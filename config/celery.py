"""The Celery app shared by the web process (which enqueues) and the workers (which simulate)."""
import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("decklab")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
