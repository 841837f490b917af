"""Union Arena effects played in full (issue 13): quoted abilities given by effects, from card texts written for Decklab
(invented names and traits in the real phrasing).

Each scenario builds its position through the engine's API, quotes the card wording it plays and names the seed 000
section where a rule is involved."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, BLOCK_WITH, PASS
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, game, ids, setup_battle, to_main, unit_from_zones

THIRD = ('[On Play] This character gains +1000 BP, [Double Attack] and "At this character\'s third attack during this '
         'turn, this character gains [Sniper] until the end of that attack" during this turn.')


def _snipes(state, index):
    """The Snipe targets the legal attacks of front unit `index` name (an opponent's front index, not -1)."""
    return sorted(a[2] for a in state.legal_actions() if a[0] == ATTACK_WITH and a[1] == index and a[2] >= 0)


def test_a_gain_for_the_third_attack_of_the_turn():
    """Card wording: 'This character gains +1000 BP, [Double Attack] and "At this character's third attack during this
    turn, this character gains [Sniper] until the end of that attack" during this turn.' Seed 000 Keyword Effects
    ([Sniper]: the attack may be made on a character on the opponent's Front Line): its first two attacks of the turn
    are made without it, the third may be a Snipe; the gained ability ends with the turn."""
    compiled = compile_card_text(THIRD)
    assert compiled.complete
    gained = compiled.effects[0]["actions"][2]
    assert gained["effects"] == [{"timing": "continuous", "condition": {"kind": "attack-number", "amount": 3},
                                  "actions": [{"do": "gain-keyword", "keyword": "snipe", "target": {"self": True}}]}]
    hunter = card("Q01", text=THIRD, bp=3000)
    foe = card("Q02", bp=9000)
    state = to_main(game([deck((hunter, 4)), deck((foe, 4))], seed=131))
    me, other = state.seats
    holder = unit_from_zones(state, hunter, 0)
    wall = unit_from_zones(state, foe, 1)
    assert state.table.effects[holder.card].complete
    setup_battle(state, [holder], [wall])
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert _snipes(state, 0) == []  # (its first attack: no [Sniper])
    state.apply((ATTACK_WITH, 0, -1))
    while state.phase != ATTACK or state.actor != 0:
        state.apply(PASS)  # (the opponent does not block; no trigger)
    assert not holder.rested and holder.attacks == 1  # [Double Attack]: active again
    assert _snipes(state, 0) == []  # (its second attack: none)
    state.apply((ATTACK_WITH, 0, -1))
    holder.rested = False  # (set active again, as "At the end of this character's attack ... set it active" does)
    while state.phase != ATTACK or state.actor != 0:
        state.apply(PASS)
    assert holder.attacks == 2
    assert _snipes(state, 0) == [0]  # its third attack may be made on the opponent's character
    state.apply((ATTACK_WITH, 0, 0))
    check_invariants(state)


def test_the_third_attack_gain_is_none_of_the_other_players_turn():
    """Card wording: "At this character's third attack during this turn, ...": counted in its player's own Attack
    Phase; with no attack going on in the Main Phase, the next attack is not being declared."""
    hunter = card("Q03", text=THIRD, bp=3000)
    state = to_main(game([deck((hunter, 4)), deck()], seed=132))
    holder = unit_from_zones(state, hunter, 0)
    state.seats[0].front[:] = [holder]
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    holder.attacks = 2
    assert not state._has(holder, "snipe", state.table.snipe)  # (the Main Phase: no attack is declared now)


CLAIRE = ('If there is a face-down card under this character, this character gains +1000 BP and [Double Attack] @and '
          '"[On Retire] Draw 1 card".')


def _retire(state, seat, holder):
    state._remove_from_field(state.seats[seat], holder, "own-effect", "character")


def test_a_gained_on_retire_under_a_face_down_condition():
    """Card wording: 'If there is a face-down card under this character, this character gains +1000 BP and [Double
    Attack] and "[On Retire] Draw 1 card".' (the quote on a line of its own): the [On Retire] it has while a card is
    under it activates as it is retired with one under it (seed 000, Removing cards from the field: to the Outside
    Area, then its [On Retire] activates) and not when it is retired with none."""
    compiled = compile_card_text(CLAIRE)
    assert compiled.complete and len(compiled.effects) == 1
    keeper = card("Q05", text=CLAIRE.replace("@", "\n"), bp=3000)
    state = to_main(game([deck((keeper, 4)), deck()], seed=133))
    me = state.seats[0]
    assert state.table.effects[ids(state, keeper)[0]].complete
    holder = unit_from_zones(state, keeper, 0)
    me.front[:] = [holder]
    assert state._bp(holder) == 3000
    holder.under = [me.deck.pop()]
    assert state._bp(holder) == 4000 and state._has(holder, "double-attack", state.table.double_attack)
    hand = len(me.hand)
    _retire(state, 0, holder)
    assert holder not in me.front and len(me.hand) == hand + 1  # (it had a face-down card under it: it draws)
    check_invariants(state)
    bare = unit_from_zones(state, keeper, 0)
    me.front[:] = [bare]
    hand = len(me.hand)
    _retire(state, 0, bare)
    assert bare not in me.front and len(me.hand) == hand  # (nothing under it: no [On Retire])
    check_invariants(state)


def test_a_gained_on_retire_under_another_condition_is_not_read():
    """Card wording: 'If there is a <X> on your area, this character gains "[On Retire] Draw 1 card".': whether <X> was
    there as the character left is not looked back on: the card stays incomplete."""
    text = 'If there is a <Quill Rider> on your area, this character gains "[On Retire] Draw 1 card".'
    assert compile_card_text(text).complete
    gone = card("Q06", text=text)
    state = to_main(game([deck((gone, 4)), deck()], seed=134))
    assert not state.table.effects[ids(state, gone)[0]].complete


TOKEN = ('[1 Per Turn] When this character is chosen by your <Trait: Glass Blade> card effect, this character gains '
         '"This character cannot be blocked by characters with BP 3000 or less" and "Cannot be chosen by opponent\'s '
         'Character effect and cannot be targeted by [Sniper]" until the start of your next turn.')


def test_opponents_without_your_is_your_opponents():
    """Card wording: '"Cannot be chosen by opponent's Character effect and cannot be targeted by [Sniper]"': the
    quoted ability said without its subject and "your": this character cannot be chosen by your opponent's Character
    effects, nor be the target of a Snipe."""
    compiled = compile_card_text(TOKEN)
    assert compiled.complete
    second = compiled.effects[0]["actions"][1]
    assert second["effects"] == [{"timing": "continuous", "actions": [{"do": "cannot-be-chosen", "by": "character"},
                                                                      {"do": "cannot-be-sniped"}]}]
    assert second["duration"] == "until-next-turn-start"


WATCH = ('[On Play] Choose 1 opponent\'s character. During this turn, you gain "if the chosen character is retired, draw 2 '
         'cards".')


def test_you_gain_if_the_chosen_character_is_retired():
    """Card wording: 'Choose 1 opponent's character. During this turn, you gain "if the chosen character is retired, draw
    2 cards".': the player who chose draws 2 when that character is retired this turn (seed 000, Removing cards from the
    field: by battle, by an effect or with BP 0 or less alike); another character retired draws nothing."""
    compiled = compile_card_text(WATCH)
    assert compiled.complete
    assert compiled.effects[0]["actions"][1] == {"do": "when-chosen-retired", "actions": [{"do": "draw", "amount": 2}],
                                                 "target": {"chosen": True}, "duration": "this-turn"}
    marker = card("Q11", text=WATCH)
    foe = card("Q12", bp=5000)
    state = to_main(game([deck((marker, 4)), deck((foe, 4))], seed=135))
    me, other = state.seats
    holder = unit_from_zones(state, marker, 0)
    marked = unit_from_zones(state, foe, 1)
    me.front[:] = [holder]
    other.front[:] = [marked]
    assert state.table.effects[holder.card].complete
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    spare = unit_from_zones(state, foe, 1)
    other.front.append(spare)
    hand, theirs = len(me.hand), len(other.hand)
    _retire(state, 1, spare)  # (not the chosen one: nothing)
    assert len(me.hand) == hand
    _retire(state, 1, marked)
    assert marked not in other.front and len(me.hand) == hand + 2 and len(other.hand) == theirs
    check_invariants(state)


def test_the_watch_on_the_chosen_character_ends_with_the_turn():
    """Card wording: '... During this turn, you gain "if the chosen character is retired, draw 2 cards".': retired in a
    later turn, it draws nothing."""
    marker = card("Q13", text=WATCH)
    foe = card("Q14", bp=5000)
    state = to_main(game([deck((marker, 4)), deck((foe, 4))], seed=136))
    me, other = state.seats
    holder = unit_from_zones(state, marker, 0)
    marked = unit_from_zones(state, foe, 1)
    me.front[:] = [holder]
    other.front[:] = [marked]
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    while state.player == 0:
        state.apply(PASS)
    hand = len(me.hand)
    _retire(state, 1, marked)
    assert len(me.hand) == hand
    check_invariants(state)


NESTED = ('[On Play] Choose up to 1 character with BP 4500 or more on your opponent\'s Front Line, it gains "This character '
          'cannot block character cards with "Zephyr" in its name." during this turn.')


def test_a_name_quoted_inside_a_quoted_ability():
    """Card wording: 'it gains "This character cannot block character cards with "<X>" in its name." during this turn':
    the name's quotes sit inside the ability's; the chosen character cannot block an attacker with <X> in its name
    (seed 000, Blocking: the defending player may block with an active Front Line character), another it may."""
    compiled = compile_card_text(NESTED)
    assert compiled.complete
    gained = compiled.effects[0]["actions"][0]
    assert gained["effects"] == [{"timing": "continuous", "actions": [
        {"do": "cannot-block-matching", "against": {"name_has": "Zephyr"}}]}]
    zephyr = card("Q21", name="Zephyr Lancer", text=NESTED, bp=3000)
    plain = card("Q22", name="Plain Guard", bp=3000)
    wall = card("Q23", bp=5000)
    state = to_main(game([deck((zephyr, 4), (plain, 4)), deck((wall, 4))], seed=137))
    me, other = state.seats
    lancer = unit_from_zones(state, zephyr, 0)
    guard = unit_from_zones(state, plain, 0)
    blocker = unit_from_zones(state, wall, 1)
    setup_battle(state, [lancer, guard], [blocker])
    run_effects(state, 0, state.table.effects[lancer.card].on_play, lancer)
    state.apply((ATTACK_WITH, 0, -1))
    assert not any(a[0] == BLOCK_WITH for a in state.legal_actions())  # (an attacker with "Zephyr" in its name)
    state.apply(PASS)
    while state.phase != ATTACK or state.actor != 0:
        state.apply(PASS)
    state.apply((ATTACK_WITH, 1, -1))
    assert (BLOCK_WITH, 0) in state.legal_actions()  # (another attacker: it may block)
    check_invariants(state)


def test_a_name_quoted_outside_a_quoted_ability_stays_as_printed():
    """Card wording: 'Choose up to 1 character with "<X>" in its name on your area, it gets +1000 BP during this turn':
    a quoted name not inside a quoted ability is read as before."""
    text = 'Choose up to 1 character with "Zephyr" in its name on your area, it gets +1000 BP during this turn.'
    target = compile_card_text(text).effects[0]["actions"][0]["target"]
    assert target["name_has"] == "Zephyr"
