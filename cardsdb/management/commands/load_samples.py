"""python manage.py load_samples: import the shipped sample cards of every game (idempotent)."""
from pathlib import Path

from django.core.management import call_command
from django.core.management.base import BaseCommand

from engine.cards import GAMES

SAMPLES = Path(__file__).resolve().parents[2] / "samples"


class Command(BaseCommand):
    help = "Import the sample card files in cardsdb/samples/ (re-running changes nothing)."

    def handle(self, *args, **options):
        for game in GAMES:
            call_command("import_cards", str(SAMPLES / f"{game}.json"), game=game, stdout=self.stdout)
