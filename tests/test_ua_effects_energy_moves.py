"""Union Arena: attacking from the Energy Line and moves between lines — "This character can attack from the Energy
Line" (printed, under a condition, or gained for a turn: 'gains "This character can attack from the Energy Line."',
"gains [can attack from energy line] and [Sniper]"), "move the chosen character to another line", and a condition said
after the step ("you may ... if there is space on your opponent's Energy Line") — compiled from card texts written for
Decklab and played through the engine's API (docs/engine.md, the bullet "Attacking from the Energy Line, moves between
lines")."""
from collections import Counter

from engine.games.union_arena.constants import (
    ACTIVATE,
    ATTACK,
    ATTACK_WITH,
    BLOCK,
    BLOCK_WITH,
    ENERGY,
    PASS,
    PLAY,
)
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    only_in_hand,
    setup_battle,
    to_main,
    unit_from_zones,
)

GUNNER_TEXT = "This character can attack from your Energy Line."
GUNNER = card("951", name="Reef Gunner", bp=3000, text=GUNNER_TEXT)
PLAIN_ENERGY = card("952", name="Quiet Keeper", bp=3000)
WALL = card("953", name="Harbor Wall", bp=5000)
SMALL = card("954", name="Dock Hand", bp=1000)
FLARE = card("955", name="Signal Flare", type="event", text="Draw 1 card.")
SIGNALLER_TEXT = ("[Main] [1 Per Turn] Place 1 <Signal Flare> from your hand to the Outside Area. If you did, this "
                  "character gains +2000 BP and \"This character can attack from the Energy Line.\" during this turn.")
SIGNALLER = card("956", name="Flare Signaller", bp=2000, text=SIGNALLER_TEXT)
SCOUT_TEXT = "[When Attacking] [When in Energy Line] Draw 1 card. || This character can attack from the Energy Line."
SCOUT = card("957", name="Line Scout", bp=2000, text=SCOUT_TEXT.replace(" || ", "\n"))
VESNA = card("958", name="Vesna Carrow", bp=2000)
ORDER_TEXT = ("Choose 1 <Vesna Carrow> on your area, it gains +1000 BP and \"This character can attack from your Energy "
              "Line.\" during this turn.")
ORDER = card("959", name="Carrow's Order", type="event", text=ORDER_TEXT)
DREDGE = card("960", name="Dredge Walker", bp=2000)
HOOK_TEXT = ("If there is a <Dredge Walker> on your Front Line, you may place 1 card from your hand to the Outside Area "
             "if there is space on your opponent's Energy Line. If you did, choose 1 character on your opponent's Front "
             "Line and move it to the Energy Line.")
HOOK = card("961", name="Dredge Hook", type="event", text=HOOK_TEXT)
WATCH = card("962", name="Harbor Watchman", bp=2000, traits=["Harbor Watch"])
SHIFT_TEXT = ("Choose up to 1 <Trait: Harbor Watch> card on your area and give it +2000 BP and [Double Attack] during "
              "this turn. You may move the chosen character to another line.")
SHIFT = card("963", name="Watch Shift", type="event", text=SHIFT_TEXT)


def _main(mine, theirs, seed=95):
    """A game in seat 0's Main Phase, each seat's deck with 4 copies of each of its records."""
    return to_main(game([deck(*((record, 4) for record in mine)), deck(*((record, 4) for record in theirs))], seed=seed))


def _attack_phase(state, front, energy, theirs):
    me = state.seats[0]
    setup_battle(state, front, theirs)
    me.energy[:] = energy
    return me


def test_an_energy_line_character_that_says_so_may_attack_and_battles_from_there():
    """Seed 000 Attack Phase: "You can use Characters in Active Mode on your Front Line to attack"; the card says "This
    character can attack from your Energy Line": it is offered as an attacker from its Energy Line (a plain Energy
    Line character is not), is rested to attack, may be blocked and battles; it stays on the Energy Line."""
    assert compiled_effects(GUNNER_TEXT) == [{"timing": "continuous", "actions": [{"do": "attacks-from-energy-line"}]}]
    state = _main((GUNNER, PLAIN_ENERGY), (SMALL,))
    assert state.table.any_energy_attackers
    gunner = unit_from_zones(state, GUNNER, 0, rested=False)
    keeper = unit_from_zones(state, PLAIN_ENERGY, 0, rested=False)
    small = unit_from_zones(state, SMALL, 1, rested=False)
    me = _attack_phase(state, [], [keeper, gunner], [small])
    assert state.legal_actions() == [PASS, (ATTACK_WITH, 1, -1, ENERGY)]  # the gunner only, at its Energy Line index
    state.apply((ATTACK_WITH, 1, -1, ENERGY))
    assert gunner.rested and state.phase == BLOCK and state.legal_actions() == [PASS, (BLOCK_WITH, 0)]
    state.apply((BLOCK_WITH, 0))
    assert small not in state.seats[1].front and ids(state, SMALL)[0] in state.seats[1].outside  # 3000 beat 1000
    assert gunner in me.energy and keeper in me.energy
    check_invariants(state)


def test_an_unblocked_energy_line_attack_deals_damage_and_the_phase_waits_for_it():
    """The Attack Phase goes on while the only active attacker is on the Energy Line (seed 000: "After each attack, if
    you still have Characters in Active Mode, you can use them to attack as well"); unblocked, it deals 1 damage."""
    state = _main((GUNNER, SMALL), (WALL,))
    first = unit_from_zones(state, SMALL, 0, rested=False)
    gunner = unit_from_zones(state, GUNNER, 0, rested=False)
    me = _attack_phase(state, [first], [gunner], [])
    life, turn = len(state.seats[1].life), state.turn
    state.apply((ATTACK_WITH, 0, -1))
    assert state.phase == ATTACK and state.legal_actions() == [PASS, (ATTACK_WITH, 0, -1, ENERGY)]
    state.apply((ATTACK_WITH, 0, -1, ENERGY))
    assert len(state.seats[1].life) == life - 2  # (no blocker, no trigger: 1 damage each)
    assert gunner in me.energy and state.turn == turn + 1  # no attacker left: the turn ended
    check_invariants(state)


def test_games_without_such_a_card_offer_no_energy_line_attack():
    """The Energy Line is looked at only when some card of the game may attack from there (CardTable flag)."""
    state = _main((PLAIN_ENERGY,), (SMALL,))
    assert not state.table.any_energy_attackers
    _attack_phase(state, [], [unit_from_zones(state, PLAIN_ENERGY, 0, rested=False)], [])
    assert state.legal_actions() == [PASS]


def test_the_gained_permission_lasts_the_turn_and_when_attacking_on_the_energy_line_resolves():
    """"[Main] [1 Per Turn] Place 1 <Signal Flare> from your hand to the Outside Area. If you did, this character gains
    +2000 BP and "This character can attack from the Energy Line." during this turn": after the cost it may attack
    from the Energy Line this turn only; the scout's "[When Attacking] [When in Energy Line] Draw 1 card" resolves as it
    attacks from there."""
    state = _main((SIGNALLER, FLARE, SCOUT), (SMALL,))
    me = only_in_hand(state, FLARE)
    signaller = unit_from_zones(state, SIGNALLER, 0, rested=False)
    me.energy[:] = [signaller]
    assert state.legal_actions().count((ACTIVATE, ENERGY, 0, 0)) == 1
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert Counter(me.hand) == Counter() and ids(state, FLARE)[0] in me.outside and state._bp(signaller) == 4000
    scout = unit_from_zones(state, SCOUT, 0, rested=False)
    me.energy.append(scout)
    state.phase, state.actor = ATTACK, 0
    assert (ATTACK_WITH, 0, -1, ENERGY) in state.legal_actions() and (ATTACK_WITH, 1, -1, ENERGY) in state.legal_actions()
    state.apply((ATTACK_WITH, 1, -1, ENERGY))
    if state.phase == BLOCK:
        state.apply(PASS)
    assert len(me.hand) == 1  # the scout's [When Attacking] [When in Energy Line]: drew 1
    check_invariants(state)
    signaller.abilities = None  # (what the End Phase ends: "during this turn")
    assert not state.may_attack_from_energy(signaller)


def test_an_event_gives_a_chosen_character_the_permission():
    """'Choose 1 <Vesna Carrow> on your area, it gains +1000 BP and "This character can attack from your Energy Line."
    during this turn': the chosen character on the Energy Line may attack from there."""
    state = _main((VESNA, ORDER), (SMALL,))
    me = only_in_hand(state, ORDER)
    vesna = unit_from_zones(state, VESNA, 0, rested=False)
    me.energy[:] = [vesna]
    assert not state.may_attack_from_energy(vesna)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY))
    assert state._bp(vesna) == 3000 and state.may_attack_from_energy(vesna)
    state.phase, state.actor = ATTACK, 0
    assert state.legal_actions() == [PASS, (ATTACK_WITH, 0, -1, ENERGY)]
    check_invariants(state)


def test_a_condition_said_after_the_step_holds_with_the_one_said_first():
    """"If there is a <Dredge Walker> on your Front Line, you may place 1 card from your hand to the Outside Area if there
    is space on your opponent's Energy Line. If you did, choose 1 character on your opponent's Front Line and move it to
    the Energy Line": both conditions; with space, the opponent's character goes to their Energy Line (the runtime's
    choice takes the "you may": a blocker of theirs off the Front Line is worth a card from the hand, as resting it
    is); with their Energy Line full (4 cards, seed 000 Your Field) nothing is placed and nothing moves."""
    effects = compiled_effects(HOOK_TEXT)
    assert effects[0]["actions"][0]["condition"] == {"kind": "all", "conditions": [
        {"kind": "card-on-your-area", "name": "Dredge Walker", "line": "front"},
        {"kind": "cards-in-zone", "side": "opponents", "zone": "energy", "at_most": 3}]}
    for full in (False, True):
        state = _main((DREDGE, HOOK, SMALL), (WALL, PLAIN_ENERGY))
        me = only_in_hand(state, HOOK, copies=1)
        me.hand.append(me.deck.pop(me.deck.index(ids(state, SMALL)[0])))
        me.front[:] = [unit_from_zones(state, DREDGE, 0)]
        other = state.seats[1]
        wall = unit_from_zones(state, WALL, 1)
        other.front[:] = [wall]
        other.energy[:] = [unit_from_zones(state, PLAIN_ENERGY, 1) for _ in range(4 if full else 1)]
        state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == ids(state, HOOK)[0]))
        if full:
            assert wall in other.front and ids(state, SMALL)[0] in me.hand
        else:
            assert wall in other.energy and not other.front and ids(state, SMALL)[0] not in me.hand
        check_invariants(state)


def test_the_chosen_character_may_move_to_the_other_line():
    """"Choose up to 1 <Trait: Harbor Watch> card on your area and give it +2000 BP and [Double Attack] during this turn.
    You may move the chosen character to another line": the runtime's choice moves the chosen character up from the
    Energy Line to the Front Line, and keeps an active Front Line one there (sent back, it would not attack)."""
    for on_front in (False, True):
        state = _main((WATCH, SHIFT), (SMALL,))
        me = only_in_hand(state, SHIFT)
        watch = unit_from_zones(state, WATCH, 0, rested=False)
        (me.front if on_front else me.energy)[:] = [watch]
        state.apply(next(a for a in state.legal_actions() if a[0] == PLAY))
        assert watch in me.front and state._bp(watch) == 4000
        check_invariants(state)


def test_the_greedy_pilot_attacks_from_the_energy_line_when_it_wins_and_holds_back_when_it_would_lose():
    """The pilot treats an Energy Line attacker as a Front Line one: it attacks when no active blocker is stronger, and
    keeps it back against a stronger active blocker."""
    for blocker, attacks in ((SMALL, True), (WALL, False)):
        state = _main((GUNNER,), (blocker,))
        gunner = unit_from_zones(state, GUNNER, 0, rested=False)
        _attack_phase(state, [], [gunner], [unit_from_zones(state, blocker, 1, rested=False)])
        choice = GreedyPilot(0).choose(state)
        assert choice == ((ATTACK_WITH, 0, -1, ENERGY) if attacks else PASS)
        assert choice in state.legal_actions()
        state.apply(choice)
        check_invariants(state)
