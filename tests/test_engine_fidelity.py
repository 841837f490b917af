"""`python -m engine fidelity`: real-deck fidelity reports, on cards and a deck written for the test."""
import json

from engine.__main__ import main


def test_fidelity_command_reports_cards_played_in_full_and_the_sentences_not_played(tmp_path, capsys):
    """`python -m engine fidelity` on a community-format card file and a deck list written for the test."""
    cards = [{"cardNo": f"ZQX-1-{n:03d}", "name": f"Card {n}", "type": "Character", "color": "Red", "energyCost": 1,
              "apCost": 1, "power": 2000, "generatedEnergyData": 1, "effect": effect, "series": "ZQX"}
             for n, effect in ((1, "[On Play] Draw 1 card."), (2, "[On Play] Juggle three torches."),
                               (3, None))]
    cards.append({"cardNo": "ZQX-1-AP01", "name": "AP", "type": "AP", "series": "ZQX"})
    card_file = tmp_path / "ZQX.json"
    card_file.write_text(json.dumps(cards))
    deck = tmp_path / "deck.txt"
    deck.write_text("4 ZQX-1-001\n4 ZQX-1-002\n4 ZQX-1-003\n3 ZQX-1-AP01\n")
    assert main(["fidelity", "--cards", str(card_file), "--", str(deck)]) == 0
    out = capsys.readouterr().out
    assert "deck.txt: 4 distinct cards, 3 played in full (75%)" in out
    assert "ZQX-1-002 Card 2:" in out and "- [On Play] Juggle three torches." in out
    assert "not legal (deck-size)" in out  # 12 cards, not 50: the report says so
