"""python manage.py import_cards FILE --game GAME [--format auto|canonical|community]

Universal Arena also takes the game's own data: a character .yml file, keywords.yml, status-effects.yml,
or a folder of them (cardsdb/universal_arena_import.py)."""
import sys
import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from cardsdb.importers import CardFileError, read_card_file
from cardsdb.services import ImportFailed, import_cards
from engine.cards import GAMES


class ProgressBar:
    """A plain progress bar on stderr, drawn only for files large enough to need one."""

    def __init__(self, stream, minimum: int = 500):
        self.stream = stream
        self.minimum = minimum
        self.last = -1

    def __call__(self, done: int, total: int) -> None:
        if total < self.minimum:
            return
        percent = done * 100 // total
        if percent != self.last:
            self.last = percent
            bar = "#" * (percent // 4)
            self.stream.write(f"\r[{bar:<25}] {percent:3d}% {done}/{total} cards")
            if done == total:
                self.stream.write("\n")
            self.stream.flush()


class Command(BaseCommand):
    help = "Import cards from a canonical JSON/CSV file (docs/card-format.md) or community Union Arena JSON."

    def add_arguments(self, parser):
        parser.add_argument("file")
        parser.add_argument("--game", required=True, choices=GAMES)
        parser.add_argument("--format", default="auto", choices=["auto", "canonical", "community"],
                            help="auto detects community JSON by its cardNo field")

    def handle(self, *args, file, game, format, **options):
        started = time.perf_counter()
        if game == "universal-arena" and (Path(file).is_dir() or Path(file).suffix.lower() in (".yml", ".yaml")):
            return self.import_universal_arena(file, started)
        try:
            read = read_card_file(file, fmt=format, game=game)
        except CardFileError as exc:
            raise CommandError(str(exc)) from None
        try:
            report = import_cards(game, read, progress=ProgressBar(sys.stderr))
        except ImportFailed as failed:
            for error in failed.errors:
                self.stderr.write(f"{file}: {error}")
            raise CommandError(f"{file}: {len(failed.errors)} bad row(s); nothing was imported") from None
        elapsed = time.perf_counter() - started
        self.stdout.write(f"{file}: {report.total} {game} cards ({report.created} created, {report.updated} updated, "
                          f"{report.unchanged} unchanged) in {elapsed:.2f}s")

    def import_universal_arena(self, path, started):
        from cardsdb.universal_arena_import import UAImportFailed, import_universal_arena, read_path, summary

        try:
            report = import_universal_arena(read_path(path))
        except UAImportFailed as failed:
            for error in failed.errors:
                self.stderr.write(str(error))
            raise CommandError(f"{path}: {len(failed.errors)} problem(s); nothing was imported") from None
        for skipped in report.skipped:
            self.stdout.write(f"{skipped}: reference file with no cards, keywords or statuses; skipped")
        self.stdout.write(f"{path}: {summary(report)} in {time.perf_counter() - started:.2f}s")
