"""Sample cards and deck texts for match tests (the shipped, self-authored sample files)."""
from pathlib import Path

from django.core.management import call_command

DECKS = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "decks" / "union-arena"
AGGRO = (DECKS / "dawnblade-aggro.txt").read_text()
TEMPO = (DECKS / "skyward-tempo.txt").read_text()
ILLEGAL = (DECKS / "illegal-five-copies.txt").read_text()
SAMPLE_CARDS = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "union-arena.json"


def load_cards():
    call_command("import_cards", str(SAMPLE_CARDS), game="union-arena", verbosity=0)
