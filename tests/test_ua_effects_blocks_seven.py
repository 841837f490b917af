"""Union Arena effects of the "blocks, seventh round" family (a choice whose count changes on a line said after its
options: "If this card was not played during this turn, you may pay 1 AP. If you did, it's all instead."; a look at
the deck's top whose "If you did not add any card to your hand, draw 1 card" comes last; an option's "Choose 1
character ... rest it" without its comma), compiled from card texts written for Decklab (invented names and traits in
the real phrasing) and played through the engine's API (docs/engine.md, the last bullet).

Each scenario quotes the card wording it plays and names the seed 000 section where a rule is involved."""
from engine.games.union_arena.constants import ACTIVATE, FRONT, PLAY
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    on_top,
    only_in_hand,
    to_main,
    unit_from_zones,
)

VESPER_TEXT = ("[Main] [1 Per Turn] Choose 1 of the following effects.@• Draw 2 cards.@• Choose up to 1 character on "
               "your opponent's Front Line with BP 3000 or less and retire it.@If this card was not played during this "
               "turn, you may pay 1 AP. If you did, it's all instead.")
MIRA_TEXT = ("[On Play] Look at the top 3 cards of your deck, reveal up to 1 <Mira Sol> and add it to your hand. Place "
             "the remaining at the bottom of your deck in any order. If you did not add any card to your hand, draw 1 "
             "card.")
SNARE_TEXT = ("Choose 1 of the following effects.@• Choose 1 character on your opponent's Front Line rest it. The next "
              "time it would set to active it doesn't.@• Draw 1 card.")

VESPER = card("V01", name="Vesper Quill", bp=2000, text=VESPER_TEXT)
MIRA = card("V02", name="Mira Sol", bp=1000, text=MIRA_TEXT)
SNARE = card("V03", type="event", text=SNARE_TEXT)
RIVAL = card("V04", bp=3000)


def _vesper_on_front(seed, played=False):
    """Seat 0 in its Main Phase with a VESPER on its Front Line (played this turn or on the area since the turn before),
    3 active AP and 2 cards in its hand; a 3000 BP RIVAL on the opponent's Front Line."""
    state = to_main(game([deck((VESPER, 4)), deck((RIVAL, 4))], seed=seed))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, VESPER, 0)]
    if not played:
        me.front[0].played_turn = state.turn - 1
    state.seats[1].front[:] = [unit_from_zones(state, RIVAL, 1)]
    me.deck.extend(me.hand[2:])
    del me.hand[2:]
    me.ap[:] = [True] * 3
    return state


def test_the_count_said_after_the_options_is_the_choice_s():
    """Card wording: 'Choose 1 of the following effects. • ... • ... If this card was not played during this turn, you
    may pay 1 AP. If you did, it's all instead.': the line after the options changes how many are chosen — the offer
    (its condition on it) comes first, and the count is every option when it was paid."""
    effect = compiled_effects(VESPER_TEXT)[0]
    assert effect["actions"][0] == {"do": "pay-ap", "amount": 1, "optional": True,
                                    "condition": {"kind": "none", "conditions": [{"kind": "played-this-turn"}]}}
    assert effect["actions"][1]["instead"] == {"condition": {"kind": "done"}, "count": 2}


def test_not_played_this_turn_the_ap_is_paid_and_both_options_are_done():
    """VESPER on the Front Line since the turn before (seed 000, Activate: Main): the 1 AP is paid and both options are
    done — the rival is retired and 2 cards are drawn."""
    state = _vesper_on_front(701)
    me, other = state.seats[0], state.seats[1]
    state.apply((ACTIVATE, FRONT, 0, 0))
    check_invariants(state)
    assert me.ap.count(True) == 2  # the 1 AP offered, paid
    assert other.front == [] and len(me.hand) == 4


def test_played_this_turn_no_ap_is_offered_and_one_option_only():
    """VESPER played this turn: "If this card was not played during this turn" does not hold, so no AP is paid and
    only 1 option is done (the retire, worth more than the draw)."""
    state = _vesper_on_front(702, played=True)
    me, other = state.seats[0], state.seats[1]
    state.apply((ACTIVATE, FRONT, 0, 0))
    check_invariants(state)
    assert me.ap.count(True) == 3  # nothing paid
    assert other.front == [] and len(me.hand) == 2  # one option, not both


def test_the_greedy_pilot_activates_and_pays_for_both_options():
    """The greedy pilot with VESPER on the Front Line since the turn before: in its Main Phase it activates the [Main]
    effect, and pays 1 AP for the second option (the retire and the draw both)."""
    state = _vesper_on_front(703)
    me, other = state.seats[0], state.seats[1]
    pilot = GreedyPilot(0)
    for _ in range(10):
        action = pilot.choose(state)
        if action[0] == ACTIVATE:
            break
        state.apply(action)
        check_invariants(state)
    assert action[0] == ACTIVATE
    hand, active = len(me.hand), me.ap.count(True)
    state.apply(action)
    check_invariants(state)
    assert me.ap.count(True) == active - 1 and other.front == [] and len(me.hand) == hand + 2


def test_nothing_added_from_the_look_draws_one_card():
    """MIRA's "[On Play] Look at the top 3 cards of your deck, reveal up to 1 <Mira Sol> and add it to your hand. Place
    the remaining at the bottom of your deck in any order. If you did not add any card to your hand, draw 1 card.": with
    no <Mira Sol> among the top 3 the player draws 1 card; with one there, it is added and nothing is drawn."""
    for found in (False, True):
        state = to_main(game([deck((MIRA, 8)), deck((RIVAL, 4))], seed=704))
        me = only_in_hand(state, MIRA)
        mira = ids(state, MIRA)[0]
        while mira in me.deck[-4:]:  # (no other copy near the top)
            me.deck.insert(0, me.deck.pop(me.deck.index(mira)))
        if found:
            on_top(state, me, MIRA)
        deck_size = len(me.deck)
        state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[2] == FRONT))
        check_invariants(state)
        assert len(me.hand) == 1, found  # the one <Mira Sol> added, or the 1 card drawn
        assert (me.hand[0] == mira) == found
        assert len(me.deck) == deck_size - 1


def test_an_option_s_rest_without_its_comma():
    """Card wording: '• Choose 1 character on your opponent's Front Line rest it. The next time it would set to active
    it doesn't.': read as "..., rest it" — the character is rested and stays so at the next Start Phase (seed 000,
    Start Phase 2)."""
    options = compiled_effects(SNARE_TEXT)[0]["actions"][0]["options"]
    assert options[0] == {"do": "rest", "stays_rested": True, "target": {
        "up_to": 1, "exactly": True, "card_type": "character", "side": "opponents", "zone": "front"}}
