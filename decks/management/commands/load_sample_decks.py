"""python manage.py load_sample_decks: the sample decks as public decks of the user "decklab"."""
from pathlib import Path

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand

from decks.models import Deck
from decks.services import create_deck, update_deck

DECKS = Path(__file__).resolve().parents[3] / "cardsdb" / "samples" / "decks"


class Command(BaseCommand):
    help = "Load cardsdb/samples/decks/<game>/*.txt as public decks owned by 'decklab' (idempotent)."

    def handle(self, *args, **options):
        owner, _ = get_user_model().objects.get_or_create(username="decklab", defaults={"is_active": False})
        loaded = 0
        for path in sorted(DECKS.glob("*/*.txt")):
            game, name = path.parent.name, path.stem.replace("-", " ").title()
            text = path.read_text(encoding="utf-8")
            deck = Deck.objects.filter(owner=owner, game=game, name=name).first()
            if deck is None:
                create_deck(owner, game, name, text=text, visibility=Deck.Visibility.PUBLIC,
                            description=f"Sample deck shipped with Decklab ({path.name}).", note="sample")
                loaded += 1
            else:
                update_deck(deck, owner, text=text, note="sample reloaded")
        self.stdout.write(f"sample decks: {loaded} new, {len(list(DECKS.glob('*/*.txt'))) - loaded} already there")
