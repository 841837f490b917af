"""Union Arena "When ..." triggers (issue #13, the when-triggers family), compiled from card texts written for Decklab
and played through the engine's API (docs/engine.md, the last bullets)."""
from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, BLOCK_WITH, PASS
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, setup_battle, to_main, unit_from_zones

NAMED_WINNER = "[When in Frontline] [1 Per Turn] When your <Mira Tallow> attacks and wins a battle, draw 1 card."


def test_a_named_character_of_yours_attacks_and_wins():
    """Card wording: "[When in Frontline] [1 Per Turn] When your <X> attacks and wins a battle, draw 1 card." Seed 000,
    Resolution timing A 3: the effects of winning a battle resolve after the defender is retired — here the watcher's,
    only when the character that attacked and won is a <X>; another character winning does not trigger it, and the
    [1 Per Turn] limit holds for a second win."""
    compiled_effects(NAMED_WINNER)
    watcher = card("801", bp=1000, text=NAMED_WINNER)
    mira = card("802", name="Mira Tallow", bp=4000)
    other = card("803", name="Oren Task", bp=4000)
    small = card("804", bp=1000)
    for attacker_record, draws in ((mira, 1), (other, 0)):
        state = to_main(game([deck((watcher, 4), (mira, 4), (other, 4)), deck((small, 8))], seed=71))
        me = state.seats[0]
        attacker = unit_from_zones(state, attacker_record, 0)
        second = unit_from_zones(state, attacker_record, 0)
        spare = unit_from_zones(state, watcher, 0)
        setup_battle(state, [attacker, second, spare], [unit_from_zones(state, small, 1), unit_from_zones(state, small, 1)])
        hand = len(me.hand)
        state.apply((ATTACK_WITH, 0, -1))
        state.apply((BLOCK_WITH, 0))  # 4000 against 1000: the attacker wins, the blocker is retired
        assert len(state.seats[1].front) == 1
        assert len(me.hand) == hand + draws
        check_invariants(state)
        if attacker_record is mira:
            assert state.phase == ATTACK
            state.apply((ATTACK_WITH, 1, -1))
            state.apply((BLOCK_WITH, 0))  # a second win this turn: [1 Per Turn], no second draw
            assert state.seats[1].front == [] and len(me.hand) == hand + 1


def test_attacks_and_win_is_the_same_trigger():
    """Card wording "When this character attacks and win a battle, draw 1 card" (the verb as printed): the trigger
    "When this character attacks and wins a battle", in your turn only."""
    effects = compiled_effects("When this character attacks and win a battle, draw 1 card.")
    assert effects[0]["timing"] == "when-wins-battle" and effects[0]["condition"] == {"kind": "your-turn"}


BLOCKED_BY_SMALL = ("When this character is blocked by a character with BP 3000 or less, this character gains [Impact (1) ] "
                    "during this battle.")


def test_blocked_by_a_character_with_bp_or_less():
    """Card wording: "When this character is blocked by a character with BP 3000 or less, this character gains [Impact
    (1) ] during this battle." Seed 000, Blocking Character specification timing: the block's effects resolve as the
    blocker is specified, before the battle; the blocker's BP is the one it has as it blocks. Blocked by a 3000 BP
    character the attacker wins with [Impact 1] (1 damage, Resolution timing A 3); by a 3500 BP one it wins without."""
    compiled_effects(BLOCKED_BY_SMALL)
    striker = card("811", bp=5000, text=BLOCKED_BY_SMALL)
    small, large = card("812", bp=3000), card("813", bp=3500)
    for blocker_record, damage in ((small, 1), (large, 0)):
        state = to_main(game([deck((striker, 8)), deck((small, 4), (large, 4))], seed=72))
        other = state.seats[1]
        attacker = unit_from_zones(state, striker, 0)
        spare = unit_from_zones(state, striker, 0)
        setup_battle(state, [attacker, spare], [unit_from_zones(state, blocker_record, 1)])
        life = len(other.life)
        state.apply((ATTACK_WITH, 0, -1))
        state.apply((BLOCK_WITH, 0))
        assert other.front == []  # 5000 against 3000 or 3500: the blocker is retired
        assert len(other.life) == life - damage
        assert state.blocking is None
        check_invariants(state)


YOURS_LOSES = "[1 Per Turn] When a character on your area attacks and loses a battle, you may set this character to active."
NAMED_UNBLOCKED = ("[When in Frontline] [1 Per Turn] When your <Mira Tallow>'s attack is not blocked, this character gains "
                   "+1000 BP during this turn.")


def test_a_character_of_yours_attacks_and_loses():
    """Card wording: "[1 Per Turn] When a character on your area attacks and loses a battle, you may set this character
    to active." Seed 000, Resolution timing B 1: "Resolve any effects that are activated when you attack and lose a
    battle" — any character of this one's player; the rested watcher is set to active (the optional step taken by its
    value: an active character is worth more)."""
    compiled_effects(YOURS_LOSES)
    keeper = card("821", bp=1000, text=YOURS_LOSES)
    weak, wall = card("822", bp=2000), card("823", bp=4000)
    state = to_main(game([deck((keeper, 4), (weak, 4)), deck((wall, 8))], seed=73))
    watcher = unit_from_zones(state, keeper, 0, rested=True)
    attacker = unit_from_zones(state, weak, 0)
    spare = unit_from_zones(state, weak, 0)
    setup_battle(state, [attacker, spare, watcher], [unit_from_zones(state, wall, 1)])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))  # 2000 against 4000: the attacker loses ("they are not removed from the field")
    assert attacker in state.seats[0].front and state.phase == ATTACK
    assert watcher.rested is False
    check_invariants(state)


def test_a_named_character_of_yours_is_not_blocked():
    """Card wording: "[When in Frontline] [1 Per Turn] When your <X>'s attack is not blocked, this character gains +1000
    BP during this turn." Seed 000, Blocking Character specification timing: "attacking Character effects that trigger
    when their attack is not blocked" resolve as the opponent does not block — the watcher's too, when the attacker
    is a <X>; another attacker not blocked does not trigger it."""
    compiled_effects(NAMED_UNBLOCKED)
    watcher_record = card("831", bp=1000, text=NAMED_UNBLOCKED)
    mira = card("832", name="Mira Tallow", bp=4000)
    other = card("833", name="Oren Task", bp=4000)
    blocker = card("834", bp=1000)
    for attacker_record, bonus in ((mira, 1000), (other, 0)):
        state = to_main(game([deck((watcher_record, 4), (mira, 4), (other, 4)), deck((blocker, 8))], seed=74))
        watcher = unit_from_zones(state, watcher_record, 0, rested=True)
        attacker = unit_from_zones(state, attacker_record, 0)
        spare = unit_from_zones(state, attacker_record, 0)
        setup_battle(state, [attacker, spare, watcher], [unit_from_zones(state, blocker, 1)])
        state.apply((ATTACK_WITH, 0, -1))
        state.apply(PASS)  # not blocked
        assert state._bp(watcher) == 1000 + bonus
        check_invariants(state)


RISING = "[Your Turn] [1 Per Turn] When this character gets its BP increased, this character gets +1000 BP during this turn."


def test_when_this_character_gets_its_bp_increased():
    """Card wording: "[Your Turn] [1 Per Turn] When this character gets its BP increased, this character gets +1000 BP
    during this turn." An effect's +BP given to it sets it off; its effect resolves after that effect (seed 000, "If
    new effects activate as the result of an effect resolving"), once per turn: its own +1000 and a second effect's
    +BP do not set it off again; a -BP does not."""
    compiled_effects(RISING)
    riser = card("841", bp=2000, text=RISING)
    state = to_main(game([deck((riser, 8)), deck()], seed=75))
    mine = unit_from_zones(state, riser, 0)
    state.seats[0].front[:] = [mine]
    lower = {"timing": "main", "actions": [{"do": "bp-change", "amount": -500, "target": {"self": True},
                                            "duration": "this-turn"}]}
    raise_ = {"timing": "main", "actions": [{"do": "bp-change", "amount": 500, "target": {"self": True},
                                             "duration": "this-turn"}]}
    run_effects(state, 0, [lower], mine)
    assert state._bp(mine) == 1500  # a -BP: not set off
    run_effects(state, 0, [raise_], mine)
    assert state._bp(mine) == 3000  # +500, then its own +1000
    run_effects(state, 0, [raise_], mine)
    assert state._bp(mine) == 3500  # [1 Per Turn]: not again
    assert state.waiting == []
    check_invariants(state)


BRACKETED_UNBLOCKED = "[When Attacking] When this character attacks and is not blocked, draw 1 card."


def test_when_attacking_bracket_naming_the_moment():
    """Card wording: "[When Attacking] When this character attacks and is not blocked, draw 1 card." The sentence names
    the moment of the attack: as the opponent does not block (seed 000, Blocking Character specification timing), not
    as the attack is declared — blocked, it draws nothing."""
    assert compiled_effects(BRACKETED_UNBLOCKED)[0]["timing"] == "when-attack-not-blocked"
    runner = card("851", bp=4000, text=BRACKETED_UNBLOCKED)
    guard = card("852", bp=1000)
    for blocked in (False, True):
        state = to_main(game([deck((runner, 8)), deck((guard, 8))], seed=76))
        me = state.seats[0]
        setup_battle(state, [unit_from_zones(state, runner, 0), unit_from_zones(state, runner, 0)],
                     [unit_from_zones(state, guard, 1)])
        hand = len(me.hand)
        state.apply((ATTACK_WITH, 0, -1))
        assert len(me.hand) == hand  # not as the attack is declared
        state.apply((BLOCK_WITH, 0) if blocked else PASS)
        assert len(me.hand) == hand + (0 if blocked else 1)
        check_invariants(state)
