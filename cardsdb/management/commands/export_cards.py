"""python manage.py export_cards FILE --game GAME  (.json or .csv by the file's extension)"""
import csv
import json

from django.core.management.base import BaseCommand

from cardsdb.services import export_json, export_rows
from engine.cards import GAMES


class Command(BaseCommand):
    help = "Export a game's cards in the canonical format that import_cards reads."

    def add_arguments(self, parser):
        parser.add_argument("file")
        parser.add_argument("--game", required=True, choices=GAMES)

    def handle(self, *args, file, game, **options):
        if file.lower().endswith(".csv"):
            rows = export_rows(game)
            columns = list(dict.fromkeys(key for row in rows for key in row))
            with open(file, "w", newline="", encoding="utf-8") as handle:
                writer = csv.DictWriter(handle, fieldnames=columns)
                writer.writeheader()
                for row in rows:
                    writer.writerow({key: json.dumps(value, ensure_ascii=False) if isinstance(value, (list, dict, bool))
                                     else value for key, value in row.items()})
            count = len(rows)
        else:
            text = export_json(game)
            with open(file, "w", encoding="utf-8") as handle:
                handle.write(text + "\n")
            count = text.count('"number"')
        self.stdout.write(f"{file}: exported {count} {game} cards")
