"""Union Arena effects where the opponent acts on a character you chose ("Your opponent moves that character to their
Energy Line or switches ...", "your opponent cannot move the chosen character and cannot rest it with their card
effects"), compiled from card texts written for Decklab and played through the engine's API (docs/engine.md,
"Actions the opponent performs or chooses")."""
from engine.games.union_arena.constants import FRONT, MAIN, MOVE, MOVE_UP, PASS
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    play_from_hand,
    to_main,
    unit_from_zones,
)

MOVES_OR_SWITCHES = ("[On Play] Choose up to 1 character on your opponent's Front Line. Your opponent moves that "
                     "character to their Energy Line or switches its position with 1 character on their Energy Line.")
MOVES = "[On Play] Choose 1 character on your opponent's Front Line and your opponent moves it to their Energy Line."
HELD = ("[On Play] Choose up to 1 character on your opponent's area. Until the start of your next turn, your opponent "
        "cannot move the chosen character and cannot rest it with their card effects.")
REST_OWN = "[On Play] Rest 1 active character on your Front Line."
BOTH_REST = ("[On Play] Rest 1 active character on your Front Line and your opponent rests 1 active character on "
             "their Front Line. If a <Hoarfrost> on your Front Line is rested by this effect, set it to active.")


def test_the_opponent_switches_with_an_active_energy_line_character():
    """Card wording: "Your opponent moves that character to their Energy Line or switches its position with 1
    character on their Energy Line". The opponent chooses how: a switch with its strongest active Energy Line character
    puts a character back where it can block (seed 000 Attack Phase: blockers are active Front Line characters), so it
    switches; the character you chose (their strongest Front Line one) goes to the Energy Line."""
    assert compiled_effects(MOVES_OR_SWITCHES)[0]["actions"] == [
        {"do": "choose", "target": {"up_to": 1, "card_type": "character", "side": "opponents", "zone": "front"}},
        {"do": "opponent-moves", "to": "energy", "target": {"chosen": True}, "or_switch": True}]
    mover, big, small, back = card("P01", text=MOVES_OR_SWITCHES), card("P02", bp=5000), card("P03", bp=1000), card("P04", bp=3000)
    state = to_main(game([deck((mover, 4)), deck((big, 4), (small, 4), (back, 4))], seed=401))
    other = state.seats[1]
    strong, weak = unit_from_zones(state, big, 1), unit_from_zones(state, small, 1)
    waiting, tired = unit_from_zones(state, back, 1), unit_from_zones(state, small, 1, rested=True)
    other.front[:] = [strong, weak]
    other.energy[:] = [tired, waiting]
    play_from_hand(state, mover)
    assert other.front == [waiting, weak] and other.energy == [tired, strong]
    check_invariants(state)


def test_the_opponent_moves_when_its_energy_line_has_room_and_no_active_character():
    """Same wording: with only a rested character on its Energy Line (which could not block) and room on that line, the
    opponent moves the chosen character there and keeps the rested one where it is."""
    mover, big, small = card("P05", text=MOVES_OR_SWITCHES), card("P06", bp=5000), card("P07", bp=1000)
    state = to_main(game([deck((mover, 4)), deck((big, 4), (small, 4))], seed=402))
    other = state.seats[1]
    strong, tired = unit_from_zones(state, big, 1), unit_from_zones(state, small, 1, rested=True)
    other.front[:] = [strong]
    other.energy[:] = [tired]
    play_from_hand(state, mover)
    assert other.front == [] and other.energy == [tired, strong]
    check_invariants(state)


def test_a_full_energy_line_is_switched_rather_than_losing_a_card():
    """Same wording: a full Energy Line (4 cards) of rested characters: moving would send one of them to the Remove Area
    first (seed 000 Move Phase), a switch keeps every card, so the opponent switches with its strongest one."""
    mover, big, small, mid = card("P08", text=MOVES_OR_SWITCHES), card("P09", bp=5000), card("P10", bp=1000), card("P11", bp=2000)
    state = to_main(game([deck((mover, 4)), deck((big, 4), (small, 4), (mid, 4))], seed=403))
    other = state.seats[1]
    strong = unit_from_zones(state, big, 1)
    line = [unit_from_zones(state, small, 1, rested=True) for _ in range(3)] + [unit_from_zones(state, mid, 1, rested=True)]
    other.front[:] = [strong]
    other.energy[:] = list(line)
    removed = len(other.remove)
    play_from_hand(state, mover)
    assert other.front == [line[3]] and strong in other.energy and len(other.energy) == 4
    assert len(other.remove) == removed
    check_invariants(state)


def test_without_the_switch_the_opponent_only_moves_it():
    """Card wording: "Choose 1 character on your opponent's Front Line and your opponent moves it to their Energy
    Line": no switch is offered, so an active Energy Line character stays there."""
    assert compiled_effects(MOVES)[0]["actions"] == [
        {"do": "opponent-moves", "to": "energy",
         "target": {"up_to": 1, "exactly": True, "card_type": "character", "side": "opponents", "zone": "front"}}]
    mover, big, back = card("P12", text=MOVES), card("P13", bp=5000), card("P14", bp=3000)
    state = to_main(game([deck((mover, 4)), deck((big, 4), (back, 4))], seed=404))
    other = state.seats[1]
    strong, waiting = unit_from_zones(state, big, 1), unit_from_zones(state, back, 1)
    other.front[:] = [strong]
    other.energy[:] = [waiting]
    play_from_hand(state, mover)
    assert other.front == [] and other.energy == [waiting, strong]
    check_invariants(state)


def test_the_held_character_cannot_move_nor_be_rested_by_its_own_players_effects():
    """Card wording: "Until the start of your next turn, your opponent cannot move the chosen character and cannot rest
    it with their card effects". The chosen character (their strongest, on their Energy Line) stays there through their
    Move Phase (seed 000 Move Phase: they could move it to the Front Line), and their own "Rest 1 active character on
    your Front Line" cannot rest it; an attack would still rest it (not a card effect)."""
    actions = compiled_effects(HELD)[0]["actions"]
    assert actions[1] == {"do": "gain-ability", "target": {"chosen": True}, "duration": "until-next-turn-start",
                          "effects": [{"timing": "continuous", "actions": [
                              {"do": "cannot-move"}, {"do": "cannot-be-changed", "changes": "rest", "by": "own"}]}]}
    holder, big, rester = card("P15", text=HELD), card("P16", bp=5000), card("P17", text=REST_OWN)
    state = to_main(game([deck((holder, 4)), deck((big, 4), (rester, 4))], seed=405))
    other = state.seats[1]
    held, free = unit_from_zones(state, big, 1), unit_from_zones(state, rester, 1)
    other.front[:] = []
    other.energy[:] = [held, free]
    play_from_hand(state, holder)
    assert not state.may_move_to(held, FRONT) and state.may_move_to(free, FRONT)
    other.energy.remove(held)
    other.front[:] = [held]  # (on their Front Line: their own effect would rest it)
    run_effects(state, 1, compiled_effects_of(state, rester), None)
    assert not held.rested
    check_invariants(state)


def test_the_hold_ends_at_the_start_of_your_next_turn():
    """Same wording: the hold lasts "until the start of your next turn" (seed 000 Start Phase): in the opponent's Move
    Phase no move of the character to the Front Line is offered; at the start of your next turn it may move again."""
    holder, big = card("P18", text=HELD), card("P19", bp=5000)
    state = to_main(game([deck((holder, 4)), deck((big, 4))], seed=406))
    other = state.seats[1]
    held = unit_from_zones(state, big, 1)
    other.front[:] = []
    other.energy[:] = [held]
    play_from_hand(state, holder)
    while state.player == 0:
        state.apply(PASS)
    assert not state.may_move_to(held, FRONT)
    while state.phase != MAIN:
        assert state.phase != MOVE or not any(a[0] == MOVE_UP for a in state.legal_actions())
        state.apply(PASS)
    assert state.player == 1 and held in other.energy
    while state.player == 1:
        state.apply(PASS)
    assert held in other.energy and state.may_move_to(held, FRONT)
    check_invariants(state)


def test_you_rest_the_named_character_and_it_comes_back_active():
    """Card wording: "Rest 1 active character on your Front Line and your opponent rests 1 active character on their
    Front Line. If a <Hoarfrost> on your Front Line is rested by this effect, set it to active." The player chooses
    which of theirs to rest: the <Hoarfrost> (the last sentence sets it active again), not the weaker character; the
    opponent rests its least valuable active character (docs/engine.md, "Actions the opponent performs or chooses")."""
    assert compiled_effects(BOTH_REST)[0]["actions"][1:] == [
        {"do": "opponent-rests", "amount": 1},
        {"do": "set-active", "target": {"chosen": True},
         "condition": {"kind": "handled-by-this-effect", "verb": "rest", "measure": "count", "at_least": 1,
                       "filter": {"name": "Hoarfrost"}, "zone": "front"}}]
    rester, frost, small = card("P20", text=BOTH_REST), card("P21", name="Hoarfrost", bp=4000), card("P22", bp=1000)
    big, little = card("P23", bp=5000), card("P24", bp=500)
    state = to_main(game([deck((rester, 4), (frost, 4), (small, 4)), deck((big, 4), (little, 4))], seed=407))
    me, other = state.seats[0], state.seats[1]
    hoarfrost, weak = unit_from_zones(state, frost, 0), unit_from_zones(state, small, 0)
    strong, tiny = unit_from_zones(state, big, 1), unit_from_zones(state, little, 1)
    me.front[:] = [hoarfrost, weak]
    other.front[:] = [strong, tiny]
    played = play_from_hand(state, rester)
    assert not hoarfrost.rested and not weak.rested and played.rested
    assert tiny.rested and not strong.rested
    check_invariants(state)


def test_without_the_named_character_the_weakest_is_rested_and_stays_rested():
    """Same wording: with no <Hoarfrost> on the Front Line the player rests its weakest active character (the engine's
    choice of what a step gives up), and the last sentence does nothing."""
    rester, small, other_small = card("P25", text=BOTH_REST), card("P26", bp=1000), card("P27", bp=3000)
    state = to_main(game([deck((rester, 4), (small, 4), (other_small, 4)), deck()], seed=408))
    me = state.seats[0]
    weak, middle = unit_from_zones(state, small, 0), unit_from_zones(state, other_small, 0)
    me.front[:] = [middle, weak]
    play_from_hand(state, rester)
    assert weak.rested and not middle.rested
    check_invariants(state)


def compiled_effects_of(state, record):
    """The [On Play] effects of `record` as compiled for this game."""
    return compiled_effects(record.text)
