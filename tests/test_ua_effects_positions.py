"""Union Arena effects that move characters between lines (issue 13, family "positions"), compiled from card texts
written for Decklab (invented names and traits in the real phrasing) and played through the engine's API.

Seed 000, Move Phase: "All the cards are moved at the same time" (a switch of two characters leaves both lines as full
as they were: no card goes to the Remove Area); a move into a full line first sends one of its cards to the Remove Area
("When moving cards during phases other than the Move Phase, use the same procedure"; docs/engine.md, "Full lines")."""
from engine.games.union_arena.constants import PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    only_in_hand,
    to_main,
    unit_from_zones,
)

REARRANGE = ("Choose any number of characters on your area, move to another line or switch their position. Draw 1 "
             "card.")
STUCK = "This character cannot move."


def _rearrange_position(seed):
    event = card("P01", type="event", ap_cost=1, text=REARRANGE)
    strong, weak, stuck = card("P02", bp=4000), card("P03", bp=1000), card("P04", bp=500, text=STUCK)
    state = to_main(game([deck((event, 4), (strong, 4), (weak, 8), (stuck, 4)), deck()], seed=seed))
    me = only_in_hand(state, event, ap=3)
    return state, me, event, strong, weak, stuck


def test_any_number_of_characters_change_lines():
    """Card wording: "Choose any number of characters on your area, move to another line or switch their position.
    Draw 1 card." Used in the Main Phase with a full Front Line (2 of its 4 rested, one of those "This character
    cannot move") and 2 active 4000 BP characters on the Energy Line: one comes up by switching places with the rested
    character that may move (nothing goes to the Remove Area: seed 000 Move Phase), the other stays (no rested
    Front Line character left to switch with, and moving into the full line would cost a card); the card is drawn."""
    state, me, event, strong, weak, stuck = _rearrange_position(61)
    front_rested = unit_from_zones(state, weak, 0, rested=True)
    stuck_unit = unit_from_zones(state, stuck, 0, rested=True)
    me.front[:] = [unit_from_zones(state, weak, 0), unit_from_zones(state, weak, 0), front_rested, stuck_unit]
    up_one, up_two = unit_from_zones(state, strong, 0), unit_from_zones(state, strong, 0)
    me.energy[:] = [up_one, up_two]
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY))
    assert up_one in me.front and front_rested in me.energy  # switched: the strongest up, the weakest rested back
    assert stuck_unit in me.front and up_two in me.energy  # "cannot move" stays; no switch partner left
    assert len(me.front) == 4 and me.remove == [] and len(me.hand) == 1  # the card drawn
    check_invariants(state)


def test_any_number_move_up_while_the_front_line_has_room():
    """The same card with room on the Front Line: every active Energy Line character comes up by itself (a move to
    another line); a rested one stays (it could not attack this turn)."""
    state, me, event, strong, weak, stuck = _rearrange_position(62)
    me.front[:] = [unit_from_zones(state, weak, 0)]
    up_one, up_two = unit_from_zones(state, strong, 0), unit_from_zones(state, strong, 0)
    tired = unit_from_zones(state, strong, 0, rested=True)
    me.energy[:] = [up_one, up_two, tired]
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY))
    assert up_one in me.front and up_two in me.front and tired in me.energy
    check_invariants(state)


def test_any_number_chooses_none_outside_your_attacks():
    """"Choose any number": none is a choice. Resolved for the player whose turn it is not (its attacks are not to
    come), no character of theirs moves; the card is still drawn."""
    strong_two, weak = card("P05", bp=4000), card("P06", bp=1000)
    state2 = to_main(game([deck(), deck((strong_two, 4), (weak, 4))], seed=64))
    other = state2.seats[1]
    other.front[:] = [unit_from_zones(state2, weak, 1, rested=True)]
    waiting = unit_from_zones(state2, strong_two, 1)
    other.energy[:] = [waiting]
    hand = len(other.hand)
    run_effects(state2, 1, compiled_effects(REARRANGE), None)
    assert waiting in other.energy and len(other.hand) == hand + 1
    check_invariants(state2)


SAME_NAME = ("[When Attacking] You may choose both 1 other character on your Front Line and 1 character on your Energy "
             "Line. If the chosen characters have the same name, switch their position.")


def test_switch_only_two_with_the_same_name():
    """Card wording: "You may choose both 1 other character on your Front Line and 1 character on your Energy Line. If
    the chosen characters have the same name, switch their position." A rested <Rin Oda> on the Front Line and an
    active <Rin Oda> on the Energy Line switch; the stronger <Kato Ren> on the Energy Line has no namesake on the Front
    Line and stays. With no same-named pair, nothing moves."""
    lead = card("P11", bp=3000, text=SAME_NAME)
    rin, ren = card("P12", name="Rin Oda", bp=2000), card("P13", name="Kato Ren", bp=6000)
    plain = card("P14", bp=1000)
    state = to_main(game([deck((lead, 4), (rin, 4), (ren, 4), (plain, 4)), deck()], seed=65))
    me = state.seats[0]
    leader = unit_from_zones(state, lead, 0)
    rin_front, filler = unit_from_zones(state, rin, 0, rested=True), unit_from_zones(state, plain, 0)
    me.front[:] = [leader, filler, rin_front]
    rin_energy, ren_energy = unit_from_zones(state, rin, 0), unit_from_zones(state, ren, 0)
    me.energy[:] = [ren_energy, rin_energy]
    effects = state.table.effects[leader.card].when_attacking
    run_effects(state, 0, effects, leader)
    assert rin_energy in me.front and rin_front in me.energy and ren_energy in me.energy and leader in me.front
    me.front[:] = [leader, filler]
    me.energy[:] = [ren_energy]
    me.outside += [rin_front.card, rin_energy.card]  # (both <Rin Oda> off the field)
    run_effects(state, 0, effects, leader)
    assert me.front == [leader, filler] and me.energy == [ren_energy]
    check_invariants(state)


NAMED_LEAVES = "[Step] @When <Vera Lind> leaves the field you may move this character to Frontline."
RETURN_ANY = "Choose up to 1 character on your area and return it to your hand."
RETURN_THEIRS = "Choose up to 1 character on your opponent's Front Line and return it to its owner's hand."


def test_named_character_leaving_moves_this_one_up():
    """Card wording: "When <Vera Lind> leaves the field you may move this character to Frontline." Your <Vera Lind>
    returned to the hand by an effect (it leaves the field: seed 000, Removing cards from the field): this active
    Energy Line character moves to the Front Line once that effect has resolved. The text names no player: your
    opponent's <Vera Lind> leaving sets it off too (docs/engine.md)."""
    knight, vera = card("P21", bp=3000, text=NAMED_LEAVES), card("P22", name="Vera Lind", bp=2000)
    their_vera = card("P25", name="Vera Lind", bp=2000)
    state = to_main(game([deck((knight, 4), (vera, 4)), deck((their_vera, 4))], seed=66))
    me, other = state.seats[0], state.seats[1]
    guard = unit_from_zones(state, knight, 0)
    me.front[:] = [unit_from_zones(state, vera, 0)]
    me.energy[:] = [guard]
    run_effects(state, 0, compiled_effects(RETURN_ANY), None)
    assert me.front == [guard] and ids(state, vera)[0] in me.hand
    me.front.remove(guard)
    me.energy.append(guard)
    other.front[:] = [unit_from_zones(state, their_vera, 1)]
    run_effects(state, 0, compiled_effects(RETURN_THEIRS), None)
    assert me.front == [guard] and other.front == []
    check_invariants(state)


def test_another_name_leaving_does_not_move_it():
    """The same card: a character not named <Vera Lind> leaving the field sets nothing off."""
    knight, plain = card("P23", bp=3000, text=NAMED_LEAVES), card("P24", name="Ola Brun", bp=2000)
    state = to_main(game([deck((knight, 4), (plain, 4)), deck()], seed=67))
    me = state.seats[0]
    guard = unit_from_zones(state, knight, 0)
    me.front[:] = [unit_from_zones(state, plain, 0)]
    me.energy[:] = [guard]
    run_effects(state, 0, compiled_effects(RETURN_ANY), None)
    assert me.front == [] and me.energy == [guard]
    check_invariants(state)


OTHER_LINE = ("[Main][1 Per Turn]You can only activate this ability if <Tomas Kell> is on your front line. Choose one of "
              "your characters on the other line from this character and swap it with this character. If you do, this "
              "character gains 2000 BP until the end of the turn.")


def test_swap_with_one_on_the_other_line_then_gain_bp():
    """Card wording: "Choose one of your characters on the other line from this character and swap it with this
    character. If you do, this character gains 2000 BP until the end of the turn." From the Energy Line, with
    <Tomas Kell> on the Front Line: it switches places with the weakest rested Front Line character (not <Tomas
    Kell>, who is active and stronger) and gets +2000 BP this turn."""
    partner = card("P31", bp=2000, text=OTHER_LINE)
    tomas, tired = card("P32", name="Tomas Kell", bp=5000), card("P33", bp=1000)
    state = to_main(game([deck((partner, 4), (tomas, 4), (tired, 4)), deck()], seed=68))
    me = state.seats[0]
    holder = unit_from_zones(state, partner, 0)
    tomas_unit, tired_unit = unit_from_zones(state, tomas, 0), unit_from_zones(state, tired, 0, rested=True)
    me.front[:] = [tomas_unit, tired_unit]
    me.energy[:] = [holder]
    run_effects(state, 0, state.table.effects[holder.card].activated, holder)
    assert me.front == [tomas_unit, holder] and me.energy == [tired_unit]
    assert state._bp(holder) == 4000
    check_invariants(state)


GIVE_SELF = ("[On Play] You may give this character BP -2000. If you did, this character gains [can attack from energy "
             "line] and [Sniper] during this turn.")


def test_give_this_character_bp_then_attack_from_the_energy_line():
    """Card wording: "You may give this character BP -2000. If you did, this character gains [can attack from energy
    line] and [Sniper] during this turn." Read as "this character gets -2000 BP" (no duration said, none added) and,
    if it did, the two abilities for the turn."""
    effect = compiled_effects(GIVE_SELF)[0]
    assert effect["actions"][0] == {"do": "bp-change", "amount": -2000, "target": {"self": True}, "optional": True}
    assert [a.get("if_done") for a in effect["actions"][1:]] == [True, True]
    shooter = card("P41", bp=5000, text=GIVE_SELF)
    state = to_main(game([deck((shooter, 4)), deck()], seed=69))
    me = state.seats[0]
    unit = unit_from_zones(state, shooter, 0)
    me.energy[:] = [unit]
    run_effects(state, 0, [dict(effect, actions=[dict(effect["actions"][0], optional=False)] + effect["actions"][1:])],
                unit)
    assert state._bp(unit) == 3000 and state.may_attack(unit)
    check_invariants(state)
