"""Stateless deck codes: round trip for every game; tampering and truncation give clear errors."""
import pytest

from engine.deckcode import DeckCodeError, decode_deck, encode_deck
from engine.decklist import DeckEntry

DECKS = {
    "union-arena": [DeckEntry(f"UA90BT/TST-1-{i:03d}", 4, "main") for i in range(1, 13)]
    + [DeckEntry("UA90BT/TST-1-013", 2, "main"), DeckEntry("UA90BT/TST-1-AP01", 3, "ap")],
    "unien": [DeckEntry("L-volca", 1, "leaders"), DeckEntry("volca-01", 2, "main")],
    "universal-arena": [DeckEntry("U-0-0", 1, "team"), DeckEntry("U-0-U", 1, "ultimates")],
    "arcana": [DeckEntry("A-01", 3, "main"), DeckEntry("ユニ-1", 1, "main")],
}


@pytest.mark.parametrize("game", sorted(DECKS))
def test_round_trip(game):
    code = encode_deck(game, DECKS[game])
    assert code.startswith("DL1") and all(c.isalnum() or c in "-_" for c in code)
    assert decode_deck(code) == (game, DECKS[game])


def test_a_53_card_deck_code_is_short():
    assert len(encode_deck("union-arena", DECKS["union-arena"])) < 200


@pytest.mark.parametrize("mangle,message", [
    (lambda c: c[:-6], "damaged or truncated"),
    (lambda c: c[:6], "truncated"),
    (lambda c: c[:10] + ("A" if c[10] != "A" else "B") + c[11:], "damaged"),
    (lambda c: "XX9" + c[3:], "not a Decklab deck code"),
    (lambda c: c + "!!", "characters that do not belong"),
])
def test_tampered_codes_are_refused_clearly(mangle, message):
    code = encode_deck("union-arena", DECKS["union-arena"])
    with pytest.raises(DeckCodeError, match=message):
        decode_deck(mangle(code))
