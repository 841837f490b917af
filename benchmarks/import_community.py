"""Import every community Union Arena file and report time, card counts, keyword abilities and
deck limits found: `python benchmarks/import_community.py [FOLDER]`
(default ../shared/data/union-arena/series; the data is reference material, never committed)."""
import sys
import time
from collections import Counter
from pathlib import Path

from _django import setup

DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "data" / "union-arena" / "series"


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    setup("import")
    from cardsdb.importers import read_card_file
    from cardsdb.models import Card, CardKeyword
    from cardsdb.services import import_cards

    files = sorted(folder.glob("*.json"))
    started = time.perf_counter()
    failed = 0
    for path in files:
        try:
            import_cards("union-arena", read_card_file(path, game="union-arena"))
        except Exception as exc:  # report and go on: the point is to count what fails
            failed += 1
            print(f"{path.name}: FAILED {exc}")
    elapsed = time.perf_counter() - started
    cards = Card.objects.filter(game="union-arena")
    keywords = Counter(CardKeyword.objects.filter(card__game="union-arena").values_list("name", flat=True))
    limits = Counter(cards.exclude(deck_limit=None).values_list("deck_limit", flat=True))
    print(f"{len(files)} files, {failed} failed, {cards.count()} printings, "
          f"{cards.values('identity').distinct().count()} copy identities in {elapsed:.1f}s "
          f"({cards.count() / elapsed:.0f} cards/s)")
    print("by type:", dict(Counter(cards.values_list("card_type", flat=True))))
    print("keyword abilities:", dict(keywords.most_common()), "cards with any:",
          cards.filter(keywords__isnull=False).distinct().count())
    print("card-level deck limits:", dict(limits), "cards:", sum(limits.values()))


if __name__ == "__main__":
    main()
