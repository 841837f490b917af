"""What competitive decks' cards needed (issue 13, point 5): phrasings and mechanics read from card texts written
for Decklab, each played through the engine's API.

Each scenario names the card wording it follows and, where a rule is involved, the seed 000 section."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, game, ids, to_main


def _on_front(state, seat, record, rested=False):
    """A unit of `record` taken from seat's deck onto its Front Line."""
    me = state.seats[seat]
    number = next(c for c in ids(state, record) if c in me.deck)
    me.deck.remove(number)
    unit = state._new_unit(number, seat)
    unit.rested = rested
    me.front.append(unit)
    return unit


def test_bp_that_cannot_be_minus_ignores_reductions():
    """Card wording: "This Character 's BP cannot be minus." (the space before "'s" is a spelling); seed 000, Card
    anatomy, BP: "If a Character's BP is reduced to 0 or less by an effect, etc., that Character is removed from the
    field" — a BP that cannot be reduced is not removed by a reduction."""
    text = "This Character 's BP cannot be minus."
    assert compile_card_text(text).effects == [{"timing": "continuous", "actions": [{"do": "immune-bp-reduction"}]}]
    sturdy, plain = card("800", bp=1000, text=text), card("801", bp=1000)
    state = to_main(game([deck((sturdy, 4), (plain, 4)), deck()], seed=3))
    kept, lost = _on_front(state, 0, sturdy), _on_front(state, 0, plain)
    minus = {"timing": "main", "actions": [{"do": "bp-change", "amount": -2000, "duration": "this-turn",
                                            "target": {"side": "opponents", "zone": "front", "all": True}}]}
    run_effects(state, 1, [minus], None)
    assert kept in state.seats[0].front and state._bp(kept) == 1000
    assert lost not in state.seats[0].front  # 1000 - 2000: removed from the field
    check_invariants(state)


def test_front_line_energy_while_a_condition_holds():
    """Card wording: '[Opponent's Turn] If there is a character with "Vale" in its name on your area, this character
    gains "This character also generates energy on the Front Line."'. Seed 000, Card anatomy: "you can only refer to
    the cards on your Energy Line" — unless an effect says a Front Line card also generates energy, and only while
    that effect holds."""
    text = ('[Your Turn] If there is a character with "Vale" in its name on your area, this character gains '
            '"This character also generates energy on the Front Line.".')
    helper = card("802", bp=2000, color="blue", generated_energy=1, text=text)
    vale = card("803", name="Vale Runner", bp=1000, color="red")
    state = to_main(game([deck((helper, 4), (vale, 4)), deck()], seed=4))
    me = state.seats[0]
    me.energy[:] = []
    _on_front(state, 0, helper)
    assert sum(state.energy_by_color(me)) == 0  # no "Vale" on the area
    _on_front(state, 0, vale)
    assert sum(state.energy_by_color(me)) == 1  # the helper's own 1, in its colour
    state.player = 1  # the opponent's turn: "[Your Turn]" no longer holds
    assert sum(state.energy_by_color(me)) == 0


def test_front_line_characters_with_an_original_bp_cannot_be_chosen():
    """Card wording: "[When in Frontline] Your Front Line characters with an original BP of 3000 or less cannot be
    targeted by your opponent's effects." The original BP is the printed one (a character boosted past it is still
    covered)."""
    text = ("[When in Frontline] Your Front Line characters with an original BP of 3000 or less cannot be targeted "
            "by your opponent's effects.")
    keeper, small, big = card("804", bp=4000, text=text), card("805", bp=3000), card("806", bp=3500)
    state = to_main(game([deck((keeper, 4), (small, 4), (big, 4)), deck()], seed=5))
    _on_front(state, 0, keeper)
    covered, open_ = _on_front(state, 0, small), _on_front(state, 0, big)
    covered.bonus = 2000  # 5000 now; printed 3000
    retire = {"timing": "main", "actions": [{"do": "retire", "target": {"side": "opponents", "zone": "front",
                                                                         "up_to": 3, "bp_max": 5000}}]}
    run_effects(state, 1, [retire], None)
    front = state.seats[0].front
    assert covered in front and open_ not in front
    check_invariants(state)


def test_the_chosen_character_and_this_character_both_get_bp():
    """Card wording: "[On Play] Choose up to 1 other character with an original BP of 3000 or less and set it to
    active, the chosen character and this character get +1000 BP during this turn."."""
    text = ("[On Play] Choose up to 1 other character with an original BP of 3000 or less and set it to active, the "
            "chosen character and this character get +1000 BP during this turn.")
    lead, partner = card("807", bp=2000, text=text), card("808", bp=3000)
    state = to_main(game([deck((lead, 4), (partner, 4)), deck()], seed=6))
    rested = _on_front(state, 0, partner, rested=True)
    source = _on_front(state, 0, lead)
    run_effects(state, 0, state.table.effects[source.card].on_play, source)
    assert not rested.rested and state._bp(rested) == 4000 and state._bp(source) == 3000
    check_invariants(state)


def _battle(seed, attacker_text, attacker_bp, blocker_bp):
    from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, BLOCK_WITH

    striker, wall = card("810", bp=attacker_bp, text=attacker_text), card("811", bp=blocker_bp)
    state = to_main(game([deck((striker, 4)), deck((wall, 4))], seed=seed))
    attacker, blocker = _on_front(state, 0, striker), _on_front(state, 1, wall)
    state.phase, state.actor = ATTACK, state.player
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    return state, attacker, blocker


def test_the_character_that_lost_to_this_one_does_not_leave_the_field():
    """Card wording: "[Your Turn] The opponent's character that battled with this character and lost, does not leave
    the field." Seed 000, Resolution timing A 1: the losing blocker is removed from the field — this effect replaces
    that removal (in your turn this character battles as the attacker)."""
    text = "[Your Turn] The opponent's character that battled with this character and lost, does not leave the field."
    state, attacker, blocker = _battle(7, text, 4000, 2000)
    assert blocker in state.seats[1].front and blocker.card not in state.seats[1].outside
    check_invariants(state)
    state, attacker, blocker = _battle(7, "", 4000, 2000)  # without the effect: removed (A 1)
    assert blocker not in state.seats[1].front


def test_when_this_character_attacks_and_loses_the_battle():
    """Card wording: "When this character attacks and loses the battle, retire it." ("it": the character the timing
    names, nothing being chosen before). Seed 000, Resolution timing B: "Even if the attacking Character loses a
    battle, they are not removed from the field", and B 1: "Resolve any effects that are activated when you attack
    and lose a battle" — so it leaves by its own effect only."""
    text = "When this character attacks and loses the battle, retire it."
    state, attacker, blocker = _battle(8, text, 2000, 4000)
    assert attacker not in state.seats[0].front and attacker.card in state.seats[0].outside
    assert blocker in state.seats[1].front
    check_invariants(state)
    state, attacker, _ = _battle(8, "", 2000, 4000)
    assert attacker in state.seats[0].front  # B: a losing attacker stays
