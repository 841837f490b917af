"""Union Arena effects played in full (Raid by effects, "it's X instead" replacements, leaving the area, tiers), from
card texts written for Decklab (invented names and traits in the real phrasing).

Each scenario builds its position through the engine's API, quotes the card wording it plays and names the seed 000
section where a rule is involved."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, game, ids, pull, to_main


def test_tiers_by_bp_in_your_turn_and_by_face_down_cards():
    """Card wording: "[Your Turn] This character gains all the following effects based on this character's BP.
    • BP 6000 or more: [Impact 1] • BP 9000 or more: [Sniper]" (each tier only in your turn, the BP as it is now)
    and "This character gains all the following effects based on the number of face-down cards under this character.
    • 1 or more cards: [Double Block] • 3 or more cards: This character gets +1000 BP."."""
    by_bp = ("[Your Turn] This character gains all the following effects based on this character's BP.\n"
             "• BP 6000 or more: [Impact 1]\n• BP 9000 or more: [Sniper]")
    by_cards = ("This character gains all the following effects based on the number of face-down cards under this "
                "character.\n• 1 or more cards: [Double Block]\n• 3 or more cards: This character gets +1000 BP.")
    assert compile_card_text(by_bp).complete and compile_card_text(by_cards).complete
    bold = card("971", bp=5000, text=by_bp)
    stacked = card("972", bp=3000, text=by_cards)
    state = to_main(game([deck((bold, 4), (stacked, 4)), deck()], seed=71))
    me = state.seats[0]
    big = state._new_unit(pull(me, ids(state, bold)[0]), 0, rested=False)
    pile = state._new_unit(pull(me, ids(state, stacked)[0]), 0, rested=False)
    me.front[:] = [big, pile]
    assert state._impact(big) == 0  # 5000 BP
    big.bonus = 1000
    assert state._impact(big) == 1 and state._keyword(big, "snipe") == 0
    state.player = 1  # the opponent's turn: no tier
    assert state._impact(big) == 0
    state.player = 0
    assert state._keyword(pile, "double-block") == 0 and state._bp(pile) == 3000
    pile.under = tuple(me.deck.pop() for _ in range(3))
    assert state._keyword(pile, "double-block") == 1 and state._bp(pile) == 4000
    check_invariants(state)
