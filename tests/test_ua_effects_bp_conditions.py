"""Union Arena BP changes and conditions on BP, the attacker, names and Life, compiled from card texts written for
Decklab (docs/engine.md, "BP changes and conditions on BP, the attacker and names").

Each scenario builds its position through the engine's API; the docstring quotes the card wording and the seed 000
section the reading follows."""
from engine.games.union_arena.constants import ATTACK_WITH, BLOCK_WITH
from engine.games.union_arena.effects_runtime import card_effects, holds, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, setup_battle, to_main, unit_from_zones


def test_every_opponents_front_line_character_with_bp_or_more_gets_minus_bp():
    """Card wording: "[Main] [1 Per Turn] All characters on your opponent's Front Line with BP 2500 or more, gain -2000
    BP during this turn." and "All opponent's Front Line characters with 2500 BP and above ...": each of those
    characters, as their BP is when it resolves, gets the change until the end of the turn (seed 000, End Phase
    4: effects "for the turn" are negated)."""
    text = "[Main] [1 Per Turn] All characters on your opponent's Front Line with BP 2500 or more, gain -2000 BP during this turn."
    assert compiled_effects(text) == compiled_effects(
        "[Main] [1 Per Turn] All opponent's Front Line characters with 2500 BP and above, gain -2000 BP during this turn.")
    shaker = card("960", bp=2000, text=text)
    small, middle, big = card("961", bp=2000), card("962", bp=3000), card("963", bp=5000)
    state = to_main(game([deck((shaker, 4)), deck((small, 4), (middle, 4), (big, 4))], seed=90))
    holder = unit_from_zones(state, shaker, 0)
    state.seats[0].front[:] = [holder]
    others = [unit_from_zones(state, record, 1) for record in (small, middle, big)]
    state.seats[1].front[:] = others
    run_effects(state, 0, state.table.effects[holder.card].activated, holder)
    assert [state._bp(u) for u in others] == [2000, 1000, 3000]  # the 2000 BP one is under the limit
    check_invariants(state)


def test_on_block_the_attacking_characters_bp_and_keywords():
    """Card wording: "[On Block] If the attacking character has BP 4500 or higher, this character gets +3000 BP during
    this turn." and "[On Block] If the attacking opponent's character has [Impact] or [Damage], ...". Seed 000,
    Blocking Character specification timing: the blocker's [On Block] resolves while the attacker is attacking; its BP is the BP it has then, and a keyword
    counts whether printed or gained."""
    text = "[On Block] If the attacking character has BP 4500 or higher, this character gets +3000 BP during this turn."
    keyword_text = "[On Block] If the attacking opponent's character has [Impact] or [Damage], this character gets +3000 BP during this turn."
    compiled_effects(text), compiled_effects(keyword_text)
    guard = card("964", bp=3000, text=text)
    watcher = card("965", bp=3000, text=keyword_text)
    strong, weak = card("966", bp=5000), card("967", bp=4000)
    for attacker_record, blocker_record, blocker_wins in ((strong, guard, True), (weak, guard, False),
                                                         (weak, watcher, False), (weak, watcher, True)):
        state = to_main(game([deck((strong, 4), (weak, 4)), deck((guard, 4), (watcher, 4))], seed=91))
        attacker = unit_from_zones(state, attacker_record, 0)
        spare = state._new_unit(state.seats[0].deck.pop(), 0, rested=False)  # (a second attacker: the phase goes on)
        blocker = unit_from_zones(state, blocker_record, 1)
        setup_battle(state, [attacker, spare], [blocker])
        if blocker_record is watcher and blocker_wins:  # the attacker gained [Impact 1] this turn
            run_effects(state, 0, [{"timing": "main", "actions": [{"do": "gain-keyword", "keyword": "impact", "value": 1,
                                                                   "target": {"self": True}, "duration": "this-turn"}]}],
                        attacker)
        state.apply((ATTACK_WITH, 0, -1))
        state.apply((BLOCK_WITH, 0))
        # 5000 BP (or [Impact]) against a 3000 BP blocker: it gets +3000 and is not retired; 4000 BP against 3000: it is
        assert (blocker in state.seats[1].front) is blocker_wins
        check_invariants(state)


def test_bp_equal_or_lower_than_this_character():
    """Card wording: "[On Play] Choose up to 1 character on your opponent's Front Line with BP equal or lower than this
    character and retire it." and "... with BP lower than this character ...": the limit is this character's BP as
    the effect resolves (its changes included); "lower than" leaves out a character with the same BP."""
    equal = card("968", bp=3000, text="[On Play] Choose up to 1 character on your opponent's Front Line with BP equal or "
                                      "lower than this character and retire it.")
    lower = card("969", bp=3000, text="[On Play] Choose up to 1 character on your opponent's Front Line with BP lower than "
                                      "this character and retire it.")
    same, bigger = card("970", bp=3000), card("971", bp=3500)
    state = to_main(game([deck((equal, 4), (lower, 4)), deck((same, 4), (bigger, 4))], seed=92))
    me, other = state.seats
    first, second = unit_from_zones(state, equal, 0), unit_from_zones(state, lower, 0)
    me.front[:] = [first, second]
    level, above = unit_from_zones(state, same, 1), unit_from_zones(state, bigger, 1)
    other.front[:] = [level, above]
    run_effects(state, 0, state.table.effects[second.card].on_play, second)
    assert other.front == [level, above]  # 3000 is not lower than 3000
    first.bonus += 500  # now 3500: the bigger one is within reach and is taken (the strongest that qualifies)
    run_effects(state, 0, state.table.effects[first.card].on_play, first)
    assert other.front == [level]
    check_invariants(state)


def test_opponent_life_exactly_and_at_least():
    """Card wording: "If your opponent's Life is 1, this character gains [Impact 1]." (exactly 1: at most and at least
    1) and "[On Play] If your opponent's Life is 3 or higher, draw 1 card." (seed 000, Game Victory Conditions: Life cards)."""
    exact = card("972", text="If your opponent's Life is 1, this character gains [Impact 1].")
    higher = card("973", text="[On Play] If your opponent's Life is 3 or higher, draw 1 card.")
    state = to_main(game([deck((exact, 4), (higher, 4)), deck()], seed=93))
    effects = state.table.effects
    holder = unit_from_zones(state, exact, 0)
    state.seats[0].front[:] = [holder]
    condition = effects[holder.card].continuous[0][0]
    drawer = unit_from_zones(state, higher, 0)
    state.seats[0].front.append(drawer)
    counted = effects[drawer.card].on_play[0]["condition"]
    other = state.seats[1]
    for size, exactly_one, three_or_more in ((3, False, True), (1, True, False), (0, False, False)):
        other.outside.extend(other.life[size:])  # (Life cards taken by damage)
        del other.life[size:]
        assert holds(state, 0, condition, holder) is exactly_one
        assert holds(state, 0, counted, None) is three_or_more
    check_invariants(state)


def test_a_character_with_one_of_several_words_in_its_name():
    """Card wording: "[Your Turn] If there is a character with "Blaze" or "Frost" in its name on your area, this
    character gets +1000 BP.": either word in a card's name is enough."""
    text = "[Your Turn] If there is a character with \"Blaze\" or \"Frost\" in its name on your area, this character gets +1000 BP."
    condition = compiled_effects(text)[0]["condition"]
    frost, other_name = card("974", name="Frost Queen"), card("975", name="Sun Knight")
    state = to_main(game([deck((frost, 4), (other_name, 4)), deck()], seed=94))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, other_name, 0)]
    assert not holds(state, 0, condition, None)
    me.front.append(unit_from_zones(state, frost, 0))
    assert holds(state, 0, condition, None)
    assert card_effects(card("976", text=text)).complete


def test_when_this_character_is_chosen_by_your_trait_card_effect():
    """Card wording: "[1 Per Turn] When this character is chosen by your <Trait: Blade> card effect, this character gains
    [Impact 1] during this turn." The moment is the choosing (as the card wording says: an effect picks it); the
    reaction resolves before the choosing effect goes on, once per turn (seed 000 Glossary ターン1), and only for an
    effect of a <Trait: Blade> card of its owner's. "All characters ..." chooses nobody."""
    text = "[1 Per Turn] When this character is chosen by your <Trait: Blade> card effect, this character gains [Impact 1] during this turn."
    compiled_effects(text)
    hooked = card("977", bp=2000, text=text)
    blade = card("978", traits=["Blade"], text="[On Play] Choose 1 other character on your area, it gets +1000 BP during this turn.")
    plain = card("979", text="[On Play] Choose 1 other character on your area, it gets +1000 BP during this turn.")
    everyone = card("980", traits=["Blade"], text="[On Play] All of your characters get +500 BP during this turn.")
    state = to_main(game([deck((hooked, 4), (blade, 4), (plain, 4), (everyone, 4)), deck()], seed=95))
    me = state.seats[0]
    target = unit_from_zones(state, hooked, 0)
    by_plain, by_all, by_blade = (unit_from_zones(state, record, 0) for record in (plain, everyone, blade))
    me.front[:] = [target, by_plain, by_all, by_blade]
    for chooser in (by_plain, by_all):  # not a <Trait: Blade> card's; not a choice
        run_effects(state, 0, state.table.effects[chooser.card].on_play, chooser)
    assert state._impact(target) == 0 and state._bp(target) == 3500
    run_effects(state, 0, state.table.effects[by_blade.card].on_play, by_blade)
    assert state._impact(target) == 1 and state._bp(target) == 4500
    assert len(target.fired) == 1
    run_effects(state, 0, state.table.effects[by_blade.card].on_play, by_blade)
    assert len(target.fired) == 1 and state._bp(target) == 5500  # chosen again: the reaction was used this turn
    check_invariants(state)


def test_a_character_with_bp_lower_than_its_original_bp():
    """Card wording: "[When Attacking] If there is a character on your opponent's Front Line with BP lower than its
    original BP, draw 1 card.": its BP now (its changes included) against the BP printed on it."""
    text = "[When Attacking] If there is a character on your opponent's Front Line with BP lower than its original BP, draw 1 card."
    condition = compiled_effects(text)[0]["condition"]
    weakened = card("981", bp=3000)
    state = to_main(game([deck(), deck((weakened, 4))], seed=96))
    foe = unit_from_zones(state, weakened, 1)
    state.seats[1].front[:] = [foe]
    assert not holds(state, 0, condition, None)
    foe.bonus += 1000
    assert not holds(state, 0, condition, None)  # higher than printed
    foe.bonus -= 1500
    assert holds(state, 0, condition, None)


def test_two_conditions_joined_by_and_and_a_card_you_did_not_use():
    """Card wording: "If there are 3 or more <Trait: Sky Knight> characters on your Front Line and this character's BP
    is 4000 or more, this character gains [Impact 1]." (both must hold) and "[When in Frontline] At the end of your
    Attack Phase, if you did not use an Event Card during this turn, retire this character." (no Event Card among the
    cards used from the hand this turn: seed 000, A : Use cards)."""
    joined = compiled_effects("If there are 3 or more <Trait: Sky Knight> characters on your Front Line and this character's "
                              "BP is 4000 or more, this character gains [Impact 1].")[0]["condition"]
    unused = compiled_effects("[When in Frontline] At the end of your Attack Phase, if you did not use an Event Card during "
                              "this turn, retire this character.")[0]["actions"][0]["condition"]
    knight = card("982", bp=3000, traits=["Sky Knight"])
    event = card("983", type="event")
    state = to_main(game([deck((knight, 4), (event, 4)), deck()], seed=97))
    me = state.seats[0]
    knights = [unit_from_zones(state, knight, 0) for _ in range(3)]
    me.front[:] = knights
    assert not holds(state, 0, joined, knights[0])  # 3 <Sky Knight>, but 3000 BP
    knights[0].bonus += 1000
    assert holds(state, 0, joined, knights[0])
    me.front.pop()
    assert not holds(state, 0, joined, knights[0])  # 4000 BP, only 2 <Sky Knight>
    assert holds(state, 0, unused, None)
    me.used_now += (next(c for c in me.deck if state.table.type[c] == 2),)  # an Event Card used this turn
    assert not holds(state, 0, unused, None)


def test_your_opponent_retires_or_returns_one_of_their_characters():
    """Card wording: "[On Play] Your opponent returns 1 character on their Front Line to their hand." and "... your
    opponent retires 1 character on their Front Line.": the opponent chooses which of theirs (as the wording says: the
    opponent does it); the engine's fixed choice is the opponent's best: a character the effect cannot
    take off the field, else their weakest."""
    returns = compiled_effects("[On Play] Your opponent returns 1 character on their Front Line to their hand.")
    retires = compiled_effects("[On Play] Your opponent retires 1 character on their Front Line.")
    weak, strong = card("984", bp=1500), card("985", bp=4000)
    safe = card("986", bp=3000, text="This character cannot be removed from the field by your opponent's effects.")
    state = to_main(game([deck(), deck((weak, 4), (strong, 4), (safe, 4))], seed=98))
    other = state.seats[1]
    low, high, back = (unit_from_zones(state, record, 1) for record in (weak, strong, weak))
    other.front[:] = [high, low]
    other.energy[:] = [back]  # not on the Front Line: never chosen
    hand = len(other.hand)
    run_effects(state, 0, returns, None)
    assert other.front == [high] and len(other.hand) == hand + 1 and other.energy == [back]
    run_effects(state, 0, retires, None)
    assert other.front == [] and high.card in other.outside
    guarded = unit_from_zones(state, safe, 1)
    other.front[:] = [guarded, unit_from_zones(state, strong, 1)]
    run_effects(state, 0, retires, None)
    assert len(other.front) == 2  # the opponent chose the one it cannot retire
    check_invariants(state)
