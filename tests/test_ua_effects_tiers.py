"""Tiers over any count the condition reader knows (docs/engine.md, family tiers): "This character gains all the
following effects based on the number of cards in your Life Area." then "• 3 or less: ..." / "• 2 or more characters:
..." bullets, and "[On Play] Activate all the following effects based on ..." with such bullets -- compiled from card
texts written for Decklab (invented names and numbers in the real phrasings).

Each tier is an ability the character has while its count is reached: the count is read again whenever the engine asks
(BP, keywords, a timing), not once when the card is played (seed 000, "continuous effects" of a card on the field)."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, effects_of, game, to_main, unit_from_zones

LIFE_TIERS = ("This character gains all the following effects based on the number of cards in your Life Area.\n"
              "• 3 or less: This character gets +1000 BP.\n• 1 or less: [Impact 1]")
FOE_TIERS = ("This character gains all the following effects based on the number of characters on your opponent's Front "
             "Line.\n• 2 or more characters: This character gets +1000 BP.\n• 3 or more characters: [Impact 1]")
ON_PLAY_TIERS = ("[On Play] Activate all the following effects based on the number of cards in your Life Area.\n"
                 "• 4 or less: Draw 1 card.\n• 2 or less: Choose up to 1 character on your opponent's Front Line with BP "
                 "2500 or less and retire it.")


def _position(text, *foe_bps, seed=131):
    """Seat 0 has a 2000 BP character with `text` on its Front Line; seat 1 characters of `foe_bps` on its Front Line
    (a separate record per seat)."""
    holder_card = card("931", text=text, bp=2000)
    foes = [card(f"93{2 + n}", bp=bp) for n, bp in enumerate(foe_bps)]
    state = to_main(game([deck((holder_card, 4)), deck(*((f, 2) for f in foes))], seed=seed))
    me, them = state.seats
    holder = unit_from_zones(state, holder_card, 0)
    me.front[:] = [holder]
    them.front[:] = [unit_from_zones(state, f, 1) for f in foes]
    return state, holder_card, holder


def _life_to(seat, n):
    """Keep `n` Life cards (the rest back to the deck)."""
    while len(seat.life) > n:
        seat.deck.append(seat.life.pop())


def test_life_tiers_compile_to_at_most_counts():
    """Card wording: "based on the number of cards in your Life Area. • 3 or less: ... • 1 or less: ...": each tier holds
    while there are that many Life cards or fewer."""
    bp, impact = compiled_effects(LIFE_TIERS)
    assert bp["condition"] == {"kind": "cards-in-zone", "side": "yours", "zone": "life", "at_most": 3}
    assert impact["condition"] == {"kind": "cards-in-zone", "side": "yours", "zone": "life", "at_most": 1}


def test_life_tiers_follow_the_life_left():
    """At 7 Life neither tier holds (2000 BP, no Impact); at 3 the first (3000 BP); at 1 both (3000 BP and [Impact 1]);
    Life added back takes them away again -- the count is read each time, not when the card was played."""
    state, _, holder = _position(LIFE_TIERS, 3000)
    me = state.seats[0]
    assert len(me.life) == 7
    assert state._bp(holder) == 2000 and state._keyword(holder, "impact") == 0
    _life_to(me, 3)
    assert state._bp(holder) == 3000 and state._keyword(holder, "impact") == 0
    _life_to(me, 1)
    assert state._bp(holder) == 3000 and state._keyword(holder, "impact") == 1
    me.life.append(me.deck.pop())
    me.life.append(me.deck.pop())
    assert state._bp(holder) == 3000 and state._keyword(holder, "impact") == 0
    check_invariants(state)


def test_opposing_count_tiers_change_as_the_opponent_s_front_line_does():
    """Card wording: "based on the number of characters on your opponent's Front Line. • 2 or more characters: +1000 BP
    • 3 or more characters: [Impact 1]": with 3 opposing characters both hold; one of them leaving takes [Impact 1]
    away, a second one the +1000 BP."""
    state, _, holder = _position(FOE_TIERS, 1000, 1500, 3000)
    them = state.seats[1]
    assert state._bp(holder) == 3000 and state._keyword(holder, "impact") == 1
    them.outside.append(them.front.pop().card)
    assert state._bp(holder) == 3000 and state._keyword(holder, "impact") == 0
    them.outside.append(them.front.pop().card)
    assert state._bp(holder) == 2000
    check_invariants(state)


def test_on_play_tiers_do_each_step_whose_count_is_reached():
    """Card wording: "[On Play] Activate all the following effects based on the number of cards in your Life Area.
    • 4 or less: Draw 1 card. • 2 or less: ... retire it.": at 3 Life only the draw; at 2 Life the draw and the retire
    (the 2500 BP opposing character); at 7 Life nothing."""
    for life, drawn, retired in ((7, 0, False), (3, 1, False), (2, 1, True)):
        state, holder_card, holder = _position(ON_PLAY_TIERS, 2500, seed=132 + life)
        me, them = state.seats
        _life_to(me, life)
        hand = len(me.hand)
        run_effects(state, 0, effects_of(state, holder_card).on_play, holder)
        assert len(me.hand) == hand + drawn
        assert (them.front == []) == retired
        check_invariants(state)
