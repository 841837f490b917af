"""Union Arena effects the opponent performs or chooses ("Your opponent rests / may retire / places ..."), compiled
from card texts written for Decklab and played through the engine's API (docs/engine.md, the last bullets). The
opponent's choices are made by value from its own side (docs/union-arena-engine.md, "Choices made by value")."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    play_from_hand,
    pull,
    to_main,
    unit_from_zones,
)

RESTS = "[On Play] Your opponent rest 2 active characters on their area."
MAY_RETIRE = ("[On Play] Your opponent may retire 1 character on their Front Line. If your opponent does not retire "
              "one, you draw 3 cards and place 1 card from your hand to the Outside Area.")
MAY_RETIRE_BP = ("[On Play] Your opponent may retire one of their own Front Line characters with BP3000 or more. If "
                 "your opponent does not retire one, you may draw up to 2 cards.")
PLACES = ("Your opponent places 1 card from their hand to the Outside Area. If a Character Card is placed to the "
          "Outside Area by this effect, draw 1 card.")
OUTSIDE_EVENTS = ("Your opponent places 2 Event cards from their Outside Area at the bottom of their deck in any order "
                  "they choose.")



def test_your_opponent_rests_active_characters_on_their_area():
    """Card wording: "[On Play] Your opponent rest 2 active characters on their area." Their area is both lines (seed
    000: the Front Line and the Energy Line); the opponent chooses which, its least valuable active characters (least
    BP): the two small ones, one on each line; its strong Front Line character stays active."""
    assert compiled_effects(RESTS)[0]["actions"] == [{"do": "opponent-rests", "amount": 2, "zone": "any"}]
    rester = card("K01", text=RESTS)
    small, middle, big = card("K02", bp=500), card("K03", bp=1000), card("K04", bp=4000)
    state = to_main(game([deck((rester, 4)), deck((small, 4), (middle, 4), (big, 4))], seed=301))
    other = state.seats[1]
    strong, weak, back = unit_from_zones(state, big, 1), unit_from_zones(state, middle, 1), unit_from_zones(state, small, 1)
    other.front[:] = [strong, weak]
    other.energy[:] = [back]
    play_from_hand(state, rester)
    assert weak.rested and back.rested and not strong.rested
    check_invariants(state)


def test_your_opponent_may_retire_one_when_it_is_worth_less_to_them():
    """Card wording: "[On Play] Your opponent may retire 1 character on their Front Line. If your opponent does not
    retire one, you draw 3 cards and place 1 card from your hand to the Outside Area." The opponent chooses: a 1000 BP
    character (worth 2000 to it) is retired rather than letting the player draw 3 and place 1 (2300 to the player)."""
    effects = compiled_effects(MAY_RETIRE)
    assert effects[0]["actions"][0] == {"do": "opponent-retires", "amount": 1, "zone": "front", "opponent_may": True}
    assert all(step.get("if_not_done") for step in effects[0]["actions"][1:])
    retirer, small = card("K05", text=MAY_RETIRE), card("K06", bp=1000)
    state = to_main(game([deck((retirer, 4)), deck((small, 4))], seed=302))
    me, other = state.seats[0], state.seats[1]
    weak = unit_from_zones(state, small, 1)
    other.front[:] = [weak]
    hand, outside = len(me.hand), len(me.outside)
    play_from_hand(state, retirer)
    assert other.front == [] and small in [state.table.records[c] for c in other.outside]
    assert len(me.hand) == hand - 1 and len(me.outside) == outside  # (the played card left the hand; no draw)
    check_invariants(state)


def test_your_opponent_keeps_a_strong_character_and_you_draw_and_place():
    """Same wording: with only a 4000 BP character (worth 5000 to it) the opponent does not retire it; "If your opponent
    does not retire one, you draw 3 cards and place 1 card from your hand to the Outside Area" then does both steps
    (the place is not skipped because the draw was done)."""
    retirer, big = card("K07", text=MAY_RETIRE), card("K08", bp=4000)
    state = to_main(game([deck((retirer, 4)), deck((big, 4))], seed=303))
    me, other = state.seats[0], state.seats[1]
    strong = unit_from_zones(state, big, 1)
    other.front[:] = [strong]
    hand, outside = len(me.hand), len(me.outside)
    play_from_hand(state, retirer)
    assert other.front == [strong]
    assert len(me.hand) == hand - 1 + 3 - 1 and len(me.outside) == outside + 1
    check_invariants(state)


def test_your_opponent_may_retire_only_a_character_the_text_allows():
    """Card wording: "[On Play] Your opponent may retire one of their own Front Line characters with BP3000 or more. If
    your opponent does not retire one, you may draw up to 2 cards." The opponent's 1000 BP character is not one it
    may retire (BP 3000 or more): it retires none, and the player draws 2."""
    effects = compiled_effects(MAY_RETIRE_BP)
    assert effects[0]["actions"][0]["bp_min"] == 3000
    retirer, small = card("K09", text=MAY_RETIRE_BP), card("K10", bp=1000)
    state = to_main(game([deck((retirer, 4)), deck((small, 4))], seed=304))
    me, other = state.seats[0], state.seats[1]
    weak = unit_from_zones(state, small, 1)
    other.front[:] = [weak]
    hand = len(me.hand)
    play_from_hand(state, retirer)
    assert other.front == [weak] and len(me.hand) == hand - 1 + 2
    check_invariants(state)


def test_your_opponent_places_a_card_that_gives_you_nothing():
    """Card wording: "Your opponent places 1 card from their hand to the Outside Area. If a Character Card is placed to
    the Outside Area by this effect, draw 1 card." The opponent chooses which card: with an Event Card in hand it
    places that one (no draw for the player); with only Character Cards, one of them (the player draws 1)."""
    effects = compiled_effects(PLACES)
    assert effects[0]["actions"][1]["condition"] == {"kind": "placed-card-matches", "filter": {"card_type": "character"}}
    trick = card("K11", type="event", text="Draw 1 card.")
    state = to_main(game([deck(), deck((trick, 4))], seed=305))
    me, other = state.seats[0], state.seats[1]
    trick_id = ids(state, trick)[0]
    other.hand[:] = [c for c in other.hand if c != trick_id] + [pull(other, trick_id)]
    hand, theirs = len(me.hand), len(other.hand)
    run_effects(state, 0, effects, None)
    assert other.outside[-1] == trick_id and len(other.hand) == theirs - 1 and len(me.hand) == hand
    other.hand[:] = [c for c in other.hand if c != trick_id]
    run_effects(state, 0, effects, None)
    assert other.outside[-1] != trick_id and len(me.hand) == hand + 1  # (a Character Card: the player draws 1)
    check_invariants(state)


def test_your_opponent_places_event_cards_from_their_outside_area():
    """Card wording: "Your opponent places 2 Event cards from their Outside Area at the bottom of their deck in any
    order they choose." Only Event Cards go (the ones placed there longest ago); their Character Cards stay."""
    effects = compiled_effects(OUTSIDE_EVENTS)
    assert effects[0]["actions"] == [{"do": "opponent-outside-to", "amount": 2, "where": "bottom", "card_type": "event"}]
    trick, fighter = card("K13", type="event"), card("K14", bp=3000)
    state = to_main(game([deck(), deck((trick, 4), (fighter, 4))], seed=306))
    other = state.seats[1]
    trick_id, fighter_id = ids(state, trick)[0], ids(state, fighter)[0]
    other.outside[:] = [pull(other, fighter_id), pull(other, trick_id), pull(other, trick_id), pull(other, trick_id)]
    deck_size = len(other.deck)
    run_effects(state, 0, effects, None)
    assert other.outside == [fighter_id, trick_id]
    assert other.deck[:2] == [trick_id, trick_id] and len(other.deck) == deck_size + 2  # (the deck's start: its bottom)
    check_invariants(state)


BACK = ("[On Play] You may choose 1 character on your opponent's Front Line with BP 4000 or less and retire it. If you "
        "did, your opponent may place 2 cards from their hand to the Outside Area. If they did, your opponent adds 1 "
        "character retired by this effect to their hand.")
MAY_PLACE = ("[On Play] Your opponent may place 1 card from their hand to the Outside Area. If your opponent does not, "
             "draw 2 cards.")


def test_your_opponent_does_not_pay_two_cards_for_one_back():
    """Card wording: "[On Play] You may choose 1 character on your opponent's Front Line with BP 4000 or less and retire
    it. If you did, your opponent may place 2 cards from their hand to the Outside Area. If they did, your opponent adds
    1 character retired by this effect to their hand." By value from the opponent's side, 2 cards from its hand (1400)
    are worth more than the one card it would get back (1000): the character is retired and stays in its Outside
    Area, and its hand is kept."""
    actions = compiled_effects(BACK)[0]["actions"]
    assert actions[1] == {"do": "opponent-discards", "amount": 2, "opponent_may": True, "if_done": True}
    assert actions[2] == {"do": "opponent-adds-retired", "amount": 1, "if_done": True}
    retirer, small = card("K15", text=BACK), card("K16", bp=3000)
    state = to_main(game([deck((retirer, 4)), deck((small, 4))], seed=307))
    other = state.seats[1]
    other.front[:] = [unit_from_zones(state, small, 1)]
    theirs = len(other.hand)
    play_from_hand(state, retirer)
    assert other.front == [] and other.outside[-1] == ids(state, small)[0] and len(other.hand) == theirs
    check_invariants(state)


def test_the_retired_character_goes_back_to_their_hand_when_they_place():
    """Same wording, the opponent's placing done (as if it had chosen to): "If they did, your opponent adds 1 character
    retired by this effect to their hand" takes the retired card from their Outside Area to their hand."""
    actions = compiled_effects(BACK)[0]["actions"]
    placed = {"timing": "main", "actions": [actions[0], dict(actions[1], opponent_may=False), actions[2]]}
    retirer, small = card("K17", text=BACK), card("K18", bp=3000)
    state = to_main(game([deck((retirer, 4)), deck((small, 4))], seed=308))
    other = state.seats[1]
    small_id = ids(state, small)[0]
    other.front[:] = [unit_from_zones(state, small, 1)]
    theirs = len(other.hand)
    run_effects(state, 0, [placed], None)
    assert other.front == [] and small_id not in other.outside[-1:]
    assert len(other.hand) == theirs - 2 + 1 and other.hand[-1] == small_id
    check_invariants(state)


def test_your_opponent_places_a_card_rather_than_let_you_draw_two():
    """Card wording: "[On Play] Your opponent may place 1 card from their hand to the Outside Area. If your opponent
    does not, draw 2 cards." One card of theirs (700) is worth less to the opponent than the player's 2 cards (2000):
    it places one, and the player does not draw; with an empty hand it cannot, and the player draws 2."""
    placer = card("K19", text=MAY_PLACE)
    state = to_main(game([deck((placer, 4)), deck()], seed=309))
    me, other = state.seats[0], state.seats[1]
    hand, theirs, outside = len(me.hand), len(other.hand), len(other.outside)
    play_from_hand(state, placer)
    assert len(other.hand) == theirs - 1 and len(other.outside) == outside + 1 and len(me.hand) == hand - 1
    other.deck.extend(other.hand)
    other.hand[:] = []
    hand = len(me.hand)
    run_effects(state, 0, compiled_effects(MAY_PLACE), None)
    assert len(me.hand) == hand + 2
    check_invariants(state)
