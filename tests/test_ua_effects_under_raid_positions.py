"""Union Arena effects played in full (cards under characters, Raid by effects, positions, deck and Life), from card
texts written for Decklab (invented names and traits in the real phrasing).

Each scenario builds its position through the engine's API, quotes the card wording it plays and names the seed 000
section where a rule is involved."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, game, ids, to_main


def _put(state, record, line="front", seat=0, rested=False, copy=0):
    """Take a copy of `record` out of the seat's deck or hand and put it on a line."""
    me = state.seats[seat]
    card_id = [c for c in ids(state, record) if c in me.deck or c in me.hand][copy]
    (me.deck if card_id in me.deck else me.hand).remove(card_id)
    unit = state._new_unit(card_id, seat, rested=rested)
    (me.front if line == "front" else me.energy).append(unit)
    return unit


def _take(state, record, seat=0):
    """Take a copy of `record` out of the seat's deck or hand (a card to put under a character)."""
    me = state.seats[seat]
    card_id = next(c for c in ids(state, record) if c in me.deck or c in me.hand or c in me.life)
    next(zone for zone in (me.deck, me.hand, me.life) if card_id in zone).remove(card_id)
    return card_id


def _effects(state, unit, timing):
    return getattr(state.table.effects[unit.card], timing)


SWAP_SELF = "[Main] [When in Frontline] [1 Per Turn] Choose 1 character on your Energy Line, switch its position with this character."
SWAP_TWO = ("[When Attacking] Choose up to 1 <Mirela Voss> on your Front Line and 1 other character on your Energy Line "
            "and switch their positions.")


def test_switching_positions_with_a_full_front_line():
    """Card wording: "Choose 1 character on your Energy Line, switch its position with this character" and "Choose up
    to 1 <X> on your Front Line and 1 other character on your Energy Line and switch their positions". Seed 000, Move
    Phase: "All the cards are moved at the same time"; a card goes to the Remove Area only "if there is no space"
    on the destination line — a swap leaves both lines as full as they were, so nothing is removed even with 4
    cards on the Front Line."""
    assert compile_card_text(SWAP_SELF).complete and compile_card_text(SWAP_TWO).complete
    swapper = card("901", text=SWAP_SELF, bp=1000)
    mirela = card("902", name="Mirela Voss", bp=1500)
    strong, weak = card("903", bp=5000), card("904", bp=2000)
    caller = card("905", text=SWAP_TWO)
    state = to_main(game([deck((swapper, 4), (mirela, 4), (strong, 4), (weak, 4), (caller, 4)), deck()], seed=51))
    me = state.seats[0]
    holder = _put(state, swapper)
    for _ in range(3):
        _put(state, weak)
    big, small = _put(state, strong, "energy"), _put(state, weak, "energy")
    run_effects(state, 0, _effects(state, holder, "activated"), holder)
    assert big in me.front and holder in me.energy and small in me.energy  # the strongest came forward
    assert len(me.front) == 4 and me.remove == []
    mirela_unit = _put(state, mirela, "energy")
    caller_unit = _put(state, caller, "energy")
    me.energy.remove(mirela_unit)
    me.front[me.front.index(big)] = mirela_unit
    me.energy.append(big)
    run_effects(state, 0, _effects(state, caller_unit, "when_attacking"), caller_unit)
    assert big in me.front and mirela_unit in me.energy and me.remove == []
    check_invariants(state)


MOVE_UNDER = ("[Main] [1 Per Turn] Move 1 face-down card under a character on your area to a character on your area "
              "without a face-down card under it.")
SHED = ("[Main] [1 Per Turn] Place a total of 3 face-down cards under characters on your area to the Outside Area. If you "
        "did, draw 1 card.")
TAKE_ALL = "[On Play] If it's your turn, add all face-down cards under this character to your hand."


def test_face_down_cards_moved_between_characters_shed_and_taken():
    """Card wording: "Move 1 face-down card under a character on your area to a character on your area without a
    face-down card under it", "Place a total of 3 face-down cards under characters on your area to the Outside Area.
    If you did, draw 1 card" (all three or nothing), "add all face-down cards under this character to your hand"."""
    for text in (MOVE_UNDER, SHED, TAKE_ALL):
        assert compile_card_text(text).complete
    mover, shedder, taker = card("911", text=MOVE_UNDER), card("912", text=SHED), card("913", text=TAKE_ALL)
    plain = card("914", bp=3000)
    state = to_main(game([deck((mover, 4), (shedder, 4), (taker, 4), (plain, 8)), deck()], seed=52))
    me = state.seats[0]
    pile, bare = _put(state, plain), _put(state, plain)
    pile.under = (me.deck.pop(), me.deck.pop())
    holder = _put(state, mover)
    move = _effects(state, holder, "activated")
    run_effects(state, 0, move, holder)
    assert len(pile.under) == 1 and len(bare.under) == 1  # to one without a face-down card (the strongest such)
    shed_unit = _put(state, shedder)
    shed = _effects(state, shed_unit, "activated")
    hand = len(me.hand)
    run_effects(state, 0, shed, shed_unit)
    assert len(pile.under) + len(bare.under) == 2 and len(me.hand) == hand  # only 2 there: nothing placed, no draw
    bare.under += (me.deck.pop(),)
    outside = len(me.outside)
    shed_unit.fired = ()
    run_effects(state, 0, shed, shed_unit)
    assert pile.under == () and bare.under == () and len(me.outside) == outside + 3 and len(me.hand) == hand + 1
    taking = _put(state, taker, "energy")
    taking.under = (me.deck.pop(), me.deck.pop())
    hand = len(me.hand)
    run_effects(state, 0, _effects(state, taking, "on_play"), taking)
    assert taking.under == () and len(me.hand) == hand + 2
    check_invariants(state)


# (the card's "you may place ... If you did, draw 1 card" is declined by value, a character for a card: reading
# optional-by-value, tests/test_ua_pilot_decisions.py; the mandatory wording plays the same move)
TO_BOTTOM = "At the end of this character's attack, place this character at the bottom of your deck. Draw 1 card."


def test_a_raiding_character_placed_at_the_bottom_of_its_deck():
    """Card wording: "(you may) place this character at the bottom of your deck. (If you did,) draw 1 card". Seed 000, "If
    a Raid Boosted Character is moved to a location other than the field": the top card goes where it is sent (the
    bottom of the deck) and the card under it to its owner's Outside Area."""
    assert compile_card_text(TO_BOTTOM).complete
    diver, base_record = card("921", text=TO_BOTTOM), card("922")
    state = to_main(game([deck((diver, 4), (base_record, 4)), deck()], seed=53))
    me = state.seats[0]
    unit = _put(state, diver)
    base = ids(state, base_record)[0]
    (me.deck if base in me.deck else me.hand).remove(base)
    unit.base = base
    hand = len(me.hand)
    run_effects(state, 0, _effects(state, unit, "hooks")["end-of-attack"], unit)
    assert me.deck[0] == unit.card and base in me.outside and unit not in me.front and len(me.hand) == hand + 1
    check_invariants(state)


RAIDED_NEAR = "If there is a (<Ann Bell> or <Cora Vey>) in Raid State on your area, this character gets +1000 BP."
HEAVY_SOURCE = ("[When Attacking] If this character's raid source card's BP is 4000 or more, this character gets +2000 BP "
                "during this turn.")
LIFE_TAKEN = ("[Your Turn] If you added a card from your Life Area to your hand during this turn, this character gets "
              "+1000 BP.\n[Main] [1 Per Turn] Add 1 card from your Life to your hand.")


def test_raid_state_raid_source_and_life_taken_conditions():
    """Card wording: "If there is a (<A> or <B>) in Raid State on your area", "If this character's raid source card's
    BP is 4000 or more", "If you added a card from your Life Area to your hand during this turn". Seed 000, Raid
    Boost: the raiding card is placed on top of the character it raids (that card is its raid source); Life Area: a
    card an effect adds to the hand leaves the Life Area."""
    for text in (RAIDED_NEAR, HEAVY_SOURCE, LIFE_TAKEN):
        assert compile_card_text(text).complete
    near, heavy, taker = card("931", text=RAIDED_NEAR), card("932", text=HEAVY_SOURCE, bp=2000), card("933", text=LIFE_TAKEN)
    ann, big_base = card("934", name="Ann Bell", bp=3000), card("935", bp=4500)
    state = to_main(game([deck((near, 4), (heavy, 4), (taker, 4), (ann, 8), (big_base, 8)), deck()], seed=54))
    me = state.seats[0]
    watcher = _put(state, near)
    base_near = _put(state, ann)
    assert state._bp(watcher) == 2000  # an <Ann Bell>, not in Raid State
    base_near.base = _take(state, ann)
    assert state._bp(watcher) == 3000
    raider = _put(state, heavy, "energy")
    run_effects(state, 0, _effects(state, raider, "when_attacking"), raider)
    assert state._bp(raider) == 2000  # not in Raid State: no raid source
    raider.base = _take(state, big_base)
    run_effects(state, 0, _effects(state, raider, "when_attacking"), raider)
    assert state._bp(raider) == 4000
    life_unit = _put(state, taker, "energy")
    assert state._bp(life_unit) == 2000
    life, hand = len(me.life), len(me.hand)
    run_effects(state, 0, _effects(state, life_unit, "activated"), life_unit)
    assert len(me.life) == life - 1 and len(me.hand) == hand + 1 and state._bp(life_unit) == 3000
    check_invariants(state)


SHED_OWN = "[Main] [1 Per Turn] Place 2 face-down cards under this character to the Outside Area. If you did, draw 1 card."


def test_placing_n_face_down_cards_from_under_this_character_is_all_or_nothing():
    """Card wording: "Place 2 face-down cards under this character to the Outside Area. If you did, draw 1 card." With
    one card under it, it cannot be done: nothing is placed and there is no draw (the same rule as "a total of 3 ...
    under characters on your area" and every exact number of your own cards, docs/engine.md)."""
    assert compile_card_text(SHED_OWN).complete
    shedder = card("915", text=SHED_OWN)
    state = to_main(game([deck((shedder, 4), (card("916"), 16)), deck()], seed=53))
    me = state.seats[0]
    holder = _put(state, shedder)
    holder.under = (me.deck.pop(),)
    hand, outside = len(me.hand), len(me.outside)
    run_effects(state, 0, _effects(state, holder, "activated"), holder)
    assert len(holder.under) == 1 and len(me.outside) == outside and len(me.hand) == hand
    holder.under += (me.deck.pop(),)
    holder.fired = ()
    run_effects(state, 0, _effects(state, holder, "activated"), holder)
    assert holder.under == () and len(me.outside) == outside + 2 and len(me.hand) == hand + 1
    check_invariants(state)
