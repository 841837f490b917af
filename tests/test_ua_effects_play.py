"""Union Arena: playing and using cards from zones, said in other orders — "Play 1 character from your hand rested with
2 or less required energy and 1 AP consumption", "play up to one red <X> with 2 or less energy required from outside
area in rest position", "Play or Raid 1 Character Card that you fulfil the energy requirement with AP 1 ...", and
"Use up to 1 <X> Event Card ... from your hand / Outside Area without paying AP" (use-from) — compiled from card texts
written for Decklab and played through the engine's API (docs/engine.md, the bullet "Playing and using cards from
zones"). Seed 000, Main Phase A: a card is used by meeting its required energy with the Energy Line and paying its AP
cost; Play Character cards: a character is played onto the area; Event cards: "After the effect is activated, place
the card in the Outside Area"."""
from engine.games.union_arena.constants import FRONT, PLAY
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    only_in_hand,
    pull,
    to_main,
    unit_from_zones,
)

USE_FROM_HAND = "[On Play] Use up to 1 blue Event Card with required energy of 2 or less from your hand without paying AP."
USE_FROM_OUTSIDE = ("[On Play] You may use 1 <Trait: Tide Rite> Event Card with a required energy of 3 or less from your "
                    "Outside Area without paying the AP cost.")
PLAY_STATE_FIRST = "[On Play] Play 1 character from your hand rested with 2 or less required energy and 1 AP consumption."
PLAY_NO_DESTINATION = ("[On Play] You may retire one other character on your field. If you do, you can play up to one "
                       "green <Orrin Vale> with 2 or less energy required from outside area in rest position.")

BLUE = card("P01", color="blue")  # a blue energy source for the Energy Line
DRAW_EVENT = card("P02", type="event", color="blue", required_energy=2, ap_cost=1, text="Draw 2 cards.")
BIG_EVENT = card("P03", type="event", color="blue", required_energy=3, ap_cost=1, text="Draw 2 cards.")
RITE = card("P04", type="event", color="blue", required_energy=3, ap_cost=2, traits=["Tide Rite"],
            text="Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it.")
CHEAP = card("P05", required_energy=2, ap_cost=1, bp=3500)
ORRIN = card("P06", name="Orrin Vale", color="green", required_energy=2, bp=4000)
FODDER = card("P07", bp=1000)
TARGET = card("P08", bp=3000)


def _user(number, text, color="blue"):
    return card(number, color=color, required_energy=0, ap_cost=1, bp=2000, text=text)


def _blue_energy(state, count):
    me = state.seats[0]
    me.energy[:] = [unit_from_zones(state, BLUE, 0) for _ in range(count)]
    return me


def _play(state, record):
    me = state.seats[0]
    card_id = ids(state, record)[0]
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == card_id and a[2] == FRONT))
    return me


def test_use_from_hand_resolves_the_event_without_paying_its_ap():
    """'Use up to 1 blue Event Card with required energy of 2 or less from your hand without paying AP': the event's
    effect resolves (Draw 2 cards), the card goes to the Outside Area, and only the character's 1 AP is paid."""
    assert compiled_effects(USE_FROM_HAND)[0]["actions"][0]["do"] == "use-from"
    user = _user("P10", USE_FROM_HAND)
    state = to_main(game([deck((user, 4), (DRAW_EVENT, 4), (BLUE, 8)), deck()], seed=3))
    me = only_in_hand(state, user, ap=3)
    me.hand.append(pull(me, ids(state, DRAW_EVENT)[0]))
    _blue_energy(state, 2)
    _play(state, user)
    event = ids(state, DRAW_EVENT)[0]
    assert event in me.outside and event not in me.hand
    assert len(me.hand) == 2  # the two cards its effect drew
    assert me.ap.count(True) == 2  # the character's AP only


def test_use_from_hand_needs_the_events_required_energy():
    """The event is used only with its required energy met (seed 000 Main Phase A; "without paying AP" waives the AP
    cost only): with 2 blue energy on the Energy Line a 3-energy event stays in the hand."""
    user = _user("P11", "[On Play] Use up to 1 blue Event Card from your hand without paying AP.")
    state = to_main(game([deck((user, 4), (BIG_EVENT, 4), (BLUE, 8)), deck()], seed=4))
    me = only_in_hand(state, user, ap=3)
    big = pull(me, ids(state, BIG_EVENT)[0])
    me.hand.append(big)
    _blue_energy(state, 2)
    _play(state, user)
    assert me.hand == [big] and big not in me.outside


def test_use_from_outside_area_retires_and_returns_the_event_there():
    """'You may use 1 <Trait: Tide Rite> Event Card ... from your Outside Area without paying the AP cost': the event in
    the Outside Area retires the opponent's 3000 BP character and goes back to the Outside Area; no AP is paid for it."""
    user = _user("P12", USE_FROM_OUTSIDE)
    state = to_main(game([deck((user, 4), (RITE, 4), (BLUE, 8)), deck((TARGET, 8))], seed=5))
    me = only_in_hand(state, user, ap=3)
    rite = pull(me, ids(state, RITE)[0])
    me.outside.append(rite)
    _blue_energy(state, 3)
    opponent = state.seats[1]
    opponent.front[:] = [unit_from_zones(state, TARGET, 1)]
    _play(state, user)
    assert opponent.front == []
    assert me.outside.count(rite) == 1
    assert me.ap.count(True) == 2


def test_play_from_hand_rested_with_the_limits_said_last():
    """'Play 1 character from your hand rested with 2 or less required energy and 1 AP consumption': the limits after
    the state are the card's; played onto the area (seed 000 Play Character cards), rested."""
    player = _user("P13", PLAY_STATE_FIRST, color="red")
    state = to_main(game([deck((player, 4), (CHEAP, 4)), deck()], seed=6))
    me = only_in_hand(state, player, ap=3)
    me.hand.append(pull(me, ids(state, CHEAP)[0]))
    _play(state, player)
    played = [u for u in me.front + me.energy if u.card == ids(state, CHEAP)[0]]
    assert len(played) == 1 and played[0].rested
    assert me.hand == []


def test_play_from_outside_area_in_rest_position_after_a_retire():
    """'You may retire one other character on your field. If you do, you can play up to one green <Orrin Vale> with 2
    or less energy required from outside area in rest position': the weakest other character is retired and Orrin
    Vale comes from the Outside Area to the area, rested."""
    player = _user("P14", PLAY_NO_DESTINATION, color="green")
    state = to_main(game([deck((player, 4), (ORRIN, 4), (FODDER, 4)), deck()], seed=7))
    me = only_in_hand(state, player, ap=3)
    orrin = pull(me, ids(state, ORRIN)[0])
    me.outside.append(orrin)
    me.energy[:] = [unit_from_zones(state, FODDER, 0)]
    _play(state, player)
    played = [u for u in me.front + me.energy if u.card == orrin]
    assert len(played) == 1 and played[0].rested
    assert ids(state, FODDER)[0] in me.outside and orrin not in me.outside


RAID_CHEAPER = ("[Raid] <Sela Marr>@When you raid this card, if there are 3 or more cards in your Remove Area, reduce the "
                "required energy of this card by 2.")


def test_raid_needs_less_energy_while_its_condition_holds():
    """'When you raid this card, if there are 3 or more cards in your Remove Area, reduce the required energy of this
    card by 2' (seed 000 Raid Boost: "it is necessary to satisfy the card's Required Energy condition"): with 1 energy a
    3-energy raider may Raid only once 3 cards are in the Remove Area; it is never played to a line for less."""
    from engine.games.union_arena.constants import RAID
    from engine.union_arena_text import derive_keywords

    base = card("P15", name="Sela Marr")
    raider = card("P16", bp=6000, required_energy=3, text=RAID_CHEAPER, keywords=derive_keywords("[Raid] <Sela Marr>"))
    state = to_main(game([deck((raider, 4), (base, 4), (FODDER, 4)), deck()], seed=8))
    me = only_in_hand(state, raider, ap=3)
    me.energy[:] = [unit_from_zones(state, FODDER, 0)]  # one 1-energy card
    me.front[:] = [unit_from_zones(state, base, 0)]
    assert not [a for a in state.legal_actions() if a[0] in (PLAY, RAID)]
    me.remove.extend(me.deck.pop() for _ in range(3))
    assert [a for a in state.legal_actions() if a[0] in (PLAY, RAID)] == [(RAID, 0, FRONT, 0)]
    state.apply((RAID, 0, FRONT, 0))
    assert me.front[0].card == ids(state, raider)[0] and me.front[0].base == ids(state, base)[0]
