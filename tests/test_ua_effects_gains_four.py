"""Union Arena: gains said as a list — "This character gains +1000 BP, [Double Attack] and "<ability>" during this
turn", 'Give those characters "<ability>" during this turn', "give it [Impact 1] or "<ability>"" — each part read on
its own (BP, keywords, a quoted ability compiled by the same compiler as any card text), in any order, for the time
said; "At the end of the Attack Phase" in a given ability is the end of this turn's Attack Phase, whoever's turn it
is; and "N or more characters with different card names that include "W"" counted by distinct names. Card texts
written for Decklab, played through the engine's API (docs/engine.md, the bullet "Gains said as a list")."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import ACTIVATE, FRONT, PASS, PLAY
from engine.games.union_arena.effects_runtime import holds, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    game,
    ids,
    only_in_hand,
    play_out_turn,
    to_main,
    unit_from_zones,
)

SURGE = ('[Main] [1 Per Turn] This character gains +1000 BP, [Double Attack] and "At the end of the Attack Phase, '
         'retire this character" during this turn.')
RALLY = ('Play up to 2 red [Trait: Lantern Guard] cards with required energy of 2 or less and AP cost of 1 from your '
         'hand to your Front Line. Give those characters "At the end of the Attack Phase, return this character to '
         'your hand" during this turn.')
CURSE = ('[On Play] Choose up to 1 character on your opponent\'s Front Line, it gains "At the end of the Attack Phase, '
         'retire this character" during this turn.')
EITHER = ('[On Play] Choose up to 1 other character on your area, give it [Impact 1] or "This character cannot be '
          'blocked by characters with BP 4000 or more." during this turn.')
HUSH = '[On Play] Choose up to 1 character on your opponent\'s Front Line and give it "During this turn, this character cannot block".'


def _end_main_and_attack(state):
    """The turn player passes the main and the attack phase (the turn ends: its End Phase)."""
    turn = state.turn
    while state.turn == turn and not state.is_terminal():
        state.apply(PASS)


def test_a_list_of_bp_a_keyword_and_a_quoted_ability_is_each_gained():
    """"+1000 BP, [Double Attack] and "At the end of the Attack Phase, retire this character" during this turn": the
    BP and the keyword at once, the ability at the end of this turn's Attack Phase (it retires the character)."""
    effect = compiled_effects(SURGE)[0]
    assert effect["actions"] == [
        {"do": "bp-change", "amount": 1000, "target": {"self": True}, "duration": "this-turn"},
        {"do": "gain-keyword", "keyword": "double-attack", "target": {"self": True}, "duration": "this-turn"},
        {"do": "gain-ability", "effects": [{"timing": "end-of-the-attack-phase", "actions": [
            {"do": "retire", "target": {"self": True}}]}], "target": {"self": True}, "duration": "this-turn"}]
    surger = card("881", bp=3000, text=SURGE)
    state = to_main(game([deck((surger, 4)), deck()], seed=81))
    me = state.seats[0]
    held = unit_from_zones(state, surger, 0)
    me.front[:] = [held]
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == FRONT and a[2] == 0))
    check_invariants(state)
    assert state._bp(held) == 4000 and state._keyword(held, "double-attack")
    assert held in me.front  # (nothing happens before the end of the Attack Phase)
    _end_main_and_attack(state)
    assert held not in me.front and ids(state, surger)[0] in me.outside
    check_invariants(state)


def test_given_abilities_go_to_each_character_played():
    """'Give those characters "At the end of the Attack Phase, return this character to your hand" during this
    turn': each character the event played gets the ability; both go back to the hand as this Attack Phase ends."""
    guard = card("882", bp=2000, required_energy=1, traits=["Lantern Guard"])
    rally = card("883", type="event", text=RALLY)
    actions = compiled_effects(RALLY)[0]["actions"]
    assert actions[-1] == {"do": "gain-ability", "effects": [{"timing": "end-of-the-attack-phase", "actions": [
        {"do": "return-to-hand", "target": {"self": True}}]}], "target": {"chosen": True}, "duration": "this-turn"}
    state = to_main(game([deck((guard, 6), (rally, 4)), deck()], seed=82))
    me = only_in_hand(state, rally)
    me.hand.extend([me.deck.pop(me.deck.index(ids(state, guard)[0])) for _ in range(2)])
    me.energy[:] = [unit_from_zones(state, PLAIN, 0) for _ in range(3)]
    me.front[:] = []
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == ids(state, rally)[0]))
    check_invariants(state)
    played = [u for u in me.front if u.card == ids(state, guard)[0]]
    assert len(played) == 2 and all(u.abilities for u in played)
    _end_main_and_attack(state)
    assert not any(u.card == ids(state, guard)[0] for u in me.front)
    assert me.hand.count(ids(state, guard)[0]) == 2
    check_invariants(state)


def test_the_attack_phase_of_the_turn_is_the_one_for_a_character_of_the_opponent():
    """An ability given to the opponent's character "during this turn": "At the end of the Attack Phase" is this
    turn's (the turn player's) Attack Phase — the opponent's character is retired as it ends."""
    curser = card("884", text=CURSE)
    target = card("885", bp=5000)
    state = to_main(game([deck((curser, 4)), deck((target, 4))], seed=83))
    me, other = state.seats
    held = unit_from_zones(state, curser, 0)
    victim = unit_from_zones(state, target, 1)
    me.front[:] = [held]
    other.front[:] = [victim]
    run_effects(state, 0, compiled_effects(CURSE), held)
    assert victim.abilities
    _end_main_and_attack(state)
    assert victim not in other.front and ids(state, target)[0] in other.outside
    check_invariants(state)


def test_a_gain_ends_with_the_turn_so_its_ability_is_not_used_again():
    """The retirement happens once, in the turn the ability was given: in the next turn it is gone."""
    curser = card("886", text=CURSE)
    target = card("887", bp=5000)
    state = to_main(game([deck((curser, 4)), deck((target, 4))], seed=84))
    me, other = state.seats
    held = unit_from_zones(state, curser, 0)
    me.front[:] = [held]
    other.front[:] = []
    run_effects(state, 0, compiled_effects(CURSE), held)  # (no character to give it to)
    _end_main_and_attack(state)
    assert held in me.front and not held.abilities
    check_invariants(state)


def test_a_keyword_or_a_quoted_ability_one_of_the_two_is_given():
    """"give it [Impact 1] or "This character cannot be blocked by characters with BP 4000 or more."": one option,
    the player's choice as it resolves; the pilot gives one of them (never both, never none)."""
    effect = compiled_effects(EITHER)[0]
    assert effect["actions"][1]["do"] == "choose-one"
    assert [o["do"] for o in effect["actions"][1]["options"]] == ["gain-keyword", "gain-ability"]
    giver = card("888", text=EITHER)
    state = to_main(game([deck((giver, 4)), deck()], seed=85))
    me = state.seats[0]
    held = unit_from_zones(state, giver, 0)
    friend = unit_from_zones(state, PLAIN, 0)
    me.front[:] = [held, friend]
    run_effects(state, 0, [effect], held)
    impact = state._keyword(friend, "impact") > 0
    assert impact != bool(friend.abilities)
    check_invariants(state)


def test_the_time_said_within_the_quote_is_how_long_it_is_had():
    """'give it "During this turn, this character cannot block"': the gain lasts this turn (not for good)."""
    effect = compiled_effects(HUSH)[0]
    assert effect["actions"][0]["duration"] == "this-turn"
    assert effect["actions"][0]["effects"] == [{"timing": "continuous", "actions": [{"do": "cannot-block"}]}]
    hush = card("889", text=HUSH)
    target = card("890", bp=5000)
    state = to_main(game([deck((hush, 4)), deck((target, 4))], seed=86))
    me, other = state.seats
    held = unit_from_zones(state, hush, 0)
    blocker = unit_from_zones(state, target, 1)
    me.front[:] = [held]
    other.front[:] = [blocker]
    run_effects(state, 0, [effect], held)
    assert state.restricted(blocker, "cannot-block")
    _end_main_and_attack(state)
    assert not state.restricted(blocker, "cannot-block")
    check_invariants(state)


def test_doubled_apostrophes_are_a_quote():
    """"gains +1000 BP, [Impact 1] and ''<ability>'' until the start of your next turn": the same as with quotes."""
    quoted = compile_card_text('[On Play] This character gains +1000 BP, [Impact 1] and "This character cannot be '
                               'blocked by characters with BP 3000 or less." until the start of your next turn.')
    doubled = compile_card_text("[On Play] This character gains +1000 BP, [Impact 1] and ''This character cannot be "
                                "blocked by characters with BP 3000 or less.'' until the start of your next turn.")
    assert quoted.complete and doubled.complete and quoted.effects == doubled.effects


def test_different_names_that_include_a_word_are_counted_once_each():
    """"If you have 3 or more characters with different card names that include "Lantern" on your area": copies of
    one name count once; a name without the word does not count."""
    text = ('[On Play] If you have 3 or more characters with different card names that include "Lantern" on your area, '
            'draw 1 card.')
    effect = compiled_effects(text)[0]
    condition = effect["condition"] if "condition" in effect else effect["actions"][0]["condition"]
    assert condition == {"kind": "cards-in-zone", "side": "yours", "zone": "any", "at_least": 3,
                         "filter": {"card_type": "character", "different_names": True, "name_has": "Lantern"}}
    a, b, c = (card(n, name=f"Lantern {w}") for n, w in (("891", "Keeper"), ("892", "Bearer"), ("893", "Smith")))
    dull = card("894", name="Plain Smith")
    state = to_main(game([deck((a, 4), (b, 4), (c, 4), (dull, 4)), deck()], seed=87))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, a, 0), unit_from_zones(state, a, 0), unit_from_zones(state, b, 0),
                   unit_from_zones(state, dull, 0)]
    assert not holds(state, 0, condition, None)
    me.energy[:] = [unit_from_zones(state, c, 0)]
    assert holds(state, 0, condition, None)
    check_invariants(state)


def test_the_pilot_gives_up_only_a_character_that_attacks_with_the_boost():
    """The greedy pilot uses the gain (its character retired at the end of the Attack Phase) on the active Front Line
    character, which then attacks twice ([Double Attack]); never on an Energy Line copy, which could not attack
    (it would be given up for nothing)."""
    surger = card("895", bp=3000, text=SURGE)
    state = to_main(game([deck((surger, 8)), deck()], seed=88))
    me, other = state.seats
    attacker = unit_from_zones(state, surger, 0)
    idle = unit_from_zones(state, surger, 0)
    me.front[:] = [attacker]
    me.energy[:] = [idle]
    life = len(other.life)
    play_out_turn(state)
    assert idle in me.energy  # (not activated: still there after the Attack Phase)
    assert attacker not in me.front and len(other.life) == life - 2  # two attacks, then retired


def test_other_cards_on_your_area_leave_this_card_out():
    """"If you have 2 or more other cards on your area, it's [BP 3000 or less] instead": this card is not counted (two
    cards with it on the area are one other card)."""
    text = ('[On Play] Choose up to 1 of your opponent\'s Front Line character with [BP 2000 or less] and it gains "This '
            'character cannot block during this turn." If you have 2 or more other cards on your area, it\'s [BP 3000 or '
            'less] instead.')
    action = compiled_effects(text)[0]["actions"][0]
    assert action["duration"] == "this-turn"
    condition = action["instead"]["condition"]
    assert condition == {"kind": "cards-in-zone", "side": "yours", "zone": "any", "filter": {"other": True}, "at_least": 2}
    holder = card("896", text=text)
    state = to_main(game([deck((holder, 4)), deck()], seed=89))
    me = state.seats[0]
    held = unit_from_zones(state, holder, 0)
    me.front[:] = [held, unit_from_zones(state, PLAIN, 0)]
    assert not holds(state, 0, condition, held)
    me.energy[:] = [unit_from_zones(state, PLAIN, 0)]
    assert holds(state, 0, condition, held)
    check_invariants(state)


def test_an_ability_given_to_the_opponents_characters_is_theirs_when_they_block():
    """'All characters on opponent's Front Line gain "When this character blocks and wins a battle, move this
    character to the Energy Line" during this turn': the opponent's character that blocks and wins goes to its
    Energy Line (the ability is the holder's, used in its opponent's turn)."""
    from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, BLOCK_WITH

    text = ('[On Play] All characters on opponent\'s Front Line gain "When this character blocks and wins a battle, move '
            'this character to the Energy Line" during this turn.')
    effect = compiled_effects(text)[0]
    assert effect["actions"][0]["target"] == {"card_type": "character", "side": "opponents", "zone": "front", "all": True}
    pusher = card("897", bp=1000, text=text)
    wall = card("898", bp=5000)
    state = to_main(game([deck((pusher, 4)), deck((wall, 4))], seed=90))
    me, other = state.seats
    attacker = unit_from_zones(state, pusher, 0)
    blocker = unit_from_zones(state, wall, 1)
    me.front[:] = [attacker]
    other.front[:] = [blocker]
    run_effects(state, 0, [effect], attacker)
    assert blocker.abilities
    state.phase, state.actor = ATTACK, 0
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert blocker in other.energy and blocker not in other.front
    check_invariants(state)
