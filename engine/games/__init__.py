"""Game implementations; importing this package registers every game's GameSpec (engine.spec),
and with it the game itself (engine.core)."""
from engine.games.arcana import spec as _arcana  # noqa: F401
from engine.games.unien import spec as _unien  # noqa: F401
from engine.games.union_arena import spec as _union_arena  # noqa: F401
from engine.games.universal_arena import spec as _universal_arena  # noqa: F401


def unsimulated_cards(game: str, records) -> list[str]:
    """Names of the cards in `records` whose text the game's engine does not play in full."""
    from engine.spec import spec_for

    check = spec_for(game).has_unsimulated_text
    return sorted({record.name for record in records if check(record)})
