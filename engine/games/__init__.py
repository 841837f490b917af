"""Game implementations; importing this package registers every game with engine.core."""
from engine.games import arcana, unien, union_arena, universal_arena
from engine.games.union_arena.cards import has_unsimulated_text

_PARTLY_SIMULATED = {union_arena.NAME: has_unsimulated_text,
                     universal_arena.NAME: universal_arena.has_unsimulated_text,
                     arcana.NAME: arcana.has_unsimulated_text,
                     unien.NAME: unien.has_unsimulated_text}


def unsimulated_cards(game: str, records) -> list[str]:
    """Names of the cards in `records` whose text the game's engine does not play in full."""
    check = _PARTLY_SIMULATED.get(game)
    if check is None:
        return []
    return sorted({record.name for record in records if check(record)})
