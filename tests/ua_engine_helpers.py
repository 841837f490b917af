"""Positions for Union Arena engine tests, built from CardRecords written here."""
from engine.cards import parse_card_row
from engine.core import DeckList, GameOptions, new_game
from engine.games.union_arena.board import Unit
from engine.games.union_arena.constants import ATTACK, FRONT, KEEP, MAIN, PASS, PLAY
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants


def card(number, **fields):
    row = {"number": f"UA90BT/TST-1-{number}", "name": fields.pop("name", f"Card {number}"), "type": "character",
           "color": "red", "required_energy": 0, "ap_cost": 1, "bp": 2000, "generated_energy": 1, "trigger": "none"}
    row.update(fields)
    if row["type"] != "character":
        row["bp"] = None
    return parse_card_row("union-arena", row)


PLAIN = card("001")


def deck(*extra, filler=PLAIN, size=50):
    cards = list(extra)
    main = [(record, count) for record, count in cards]
    used = sum(count for _, count in main)
    if used < size:
        main.append((filler, size - used))
    return DeckList(main=tuple(main))


def game(decks, seed=1, goldfish=False, first=0, turn_cap=60):
    return new_game("union-arena", decks, seed, GameOptions(goldfish=goldfish, turn_cap=turn_cap, first_player=first))


def ids(state, record):
    """Card ids of a record in the game's table."""
    return [i for i, r in enumerate(state.table.records) if r is record]


def to_main(state):
    """Keep both hands and pass the optional steps until the turn player's main phase."""
    while state.phase != MAIN:
        state.apply(KEEP if state.phase == 0 else PASS)
    return state


def unit(state, record, rested=False, owner=-1):
    return Unit(ids(state, record)[0], rested=rested, owner=owner)


def pull(seat, card_id):
    """Take one copy of a card out of the seat's deck, hand, Life Area or Outside Area (to put it somewhere else;
    copies of a card share an id)."""
    next(place for place in (seat.deck, seat.hand, seat.life, seat.outside) if card_id in place).remove(card_id)
    return card_id


def unit_from_zones(state, record, owner, rested=False):
    """A unit of `record` for seat `owner`, one copy taken out of that seat's zones (see `pull`)."""
    return state._new_unit(pull(state.seats[owner], ids(state, record)[0]), owner, rested=rested)


def compiled_effects(text):
    """The effects a card text compiles to, asserting that all of it compiles."""
    from engine.effects.compiler import compile_card_text

    compiled = compile_card_text(text)
    assert compiled.complete, compiled.uncompiled
    return compiled.effects


def setup_battle(state, attacker_units, defender_units):
    """Put units on the turn player's and the opponent's front lines, go to the attack phase."""
    me, other = state.seats[state.player], state.seats[1 - state.player]
    me.front[:] = attacker_units
    other.front[:] = defender_units
    state.phase = ATTACK
    state.actor = state.player
    return state


def assert_battle_bonus_ends_with_the_battle(brave, wall_number: str) -> None:
    """`brave` (2000 BP, +3000 BP when attacking, for this battle) attacks into a 4000 BP blocker: it wins
    the battle at 5000 and is back to 2000 once the battle is over (seed 000, Resolution timing)."""
    from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, BLOCK_WITH

    wall = card(wall_number, bp=4000)
    state = to_main(game([deck((brave, 4)), deck((wall, 4))], seed=38))
    attacker = unit(state, brave, owner=0)
    setup_battle(state, [attacker, unit(state, PLAIN, owner=0)], [unit(state, wall, owner=1)])
    state.apply((ATTACK_WITH, 0, -1))
    assert state._bp(attacker) == 5000
    state.apply((BLOCK_WITH, 0))
    assert state.seats[1].front == []  # 5000 beat 4000
    assert state.phase == ATTACK and state._bp(attacker) == 2000  # the battle is over


def effects_of(state, record):
    """The compiled effects (CardEffects) of `record`'s cards in this game."""
    return state.table.effects[ids(state, record)[0]]


def on_top(state, seat, *records):
    """Move one copy of each record to the top of the seat's deck (the last one ends on top)."""
    for record in records:
        card_id = ids(state, record)[0]
        next(place for place in (seat.deck, seat.hand, seat.life, seat.outside) if card_id in place).remove(card_id)
        seat.deck.append(card_id)


def play_out_turn(state):
    """Both greedy pilots play until the turn ends (or the game), invariants checked after every action."""
    pilots = [GreedyPilot(0), GreedyPilot(1)]
    turn = state.turn
    while not state.is_terminal() and state.turn == turn:
        state.apply(pilots[state.current_player()].choose(state))
        check_invariants(state)
    return state


def in_hand(state, record):
    """One copy of `record` in seat 0's hand (taken from its other zones when none is there)."""
    me = state.seats[0]
    card_id = ids(state, record)[0]
    if card_id not in me.hand:
        me.hand.append(pull(me, card_id))


def play_from_hand(state, record):
    """Seat 0 plays one copy of `record` from its hand to its Front Line through the engine's API (a legal PLAY
    action), with AP to spare; the unit it became."""
    me = state.seats[0]
    card_id = ids(state, record)[0]
    in_hand(state, record)
    me.ap[:] = [True] * 3
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == card_id and a[2] == FRONT))
    return next((u for u in me.front + me.energy if u.card == card_id), None)


def only_in_hand(state, record, seat=0, copies=1, ap=3):
    """Exactly `copies` of `record` in the seat's hand (the rest of the hand back to the deck), with `ap` active AP;
    the seat."""
    me = state.seats[seat]
    me.deck.extend(me.hand)
    me.hand[:] = []
    for _ in range(copies):
        me.hand.append(me.deck.pop(me.deck.index(ids(state, record)[0])))
    me.ap[:] = [True] * ap
    return me
