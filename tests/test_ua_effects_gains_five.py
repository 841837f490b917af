"""Union Arena: what a granted ability may say, read by the same grammar as any card text — "This character cannot be
retired by your opponent's (Character or Event) effects" (an effect of that kind does not retire it; a battle and its
own player's effects still do), "if this character's BP is 4000 or less" (its BP now), and "If the total number of
your other rested <A> or <B> on your area is 3 or higher" (a count of cards on your area). Card texts written for
Decklab, played through the engine's API (docs/engine.md, the bullet "Granted abilities: retire guards, BP at most,
counts")."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.effects_runtime import holds, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    to_main,
    unit_from_zones,
)

WARD = ('[On Play] This character gains "This character cannot be retired by your opponent\'s Character or Event '
        'Effect" until the start of your next turn.')
STEADY = "This character cannot be retired by your opponent's effects."
SNIPE = "[On Play] Choose up to 1 character on your opponent's Front Line with BP 6000 or less and retire it."
SELF_RETIRE = "[On Play] Retire up to 1 other character on your area."
SHY = ('[On Play] You may set this character to active. If you did, this character gains "At the end of your Attack '
       'Phase, if this character\'s BP is 4000 or less, return this character to your hand" during this turn.')
PACK = ('[When Attacking] If the total number of your other rested <Mira Vale> or <Oto> on your area is 2 or higher, '
        'this character gains "Your opponent must block this character\'s attack if able" during this turn.')


def test_a_guard_against_the_opponents_retire_effects_is_read():
    """"cannot be retired by your opponent's Character or Event Effect": the changes an effect cannot make (retire)
    and whose (the opponent's character or event effects), given until the start of your next turn."""
    effect = compiled_effects(WARD)[0]
    assert effect["actions"] == [{"do": "gain-ability", "effects": [{"timing": "continuous", "actions": [
        {"do": "cannot-be-changed", "changes": "retire", "by": "character-or-event"}]}], "target": {"self": True},
        "duration": "until-next-turn-start"}]
    assert compiled_effects(STEADY)[0]["actions"] == [{"do": "cannot-be-changed", "changes": "retire", "by": "opponent"}]


def test_the_opponents_effect_does_not_retire_it_but_its_own_players_does():
    """Seed 000 Removing cards from the field: retire is what the effect does; "cannot be retired by your opponent's
    effects" keeps the opponent's character effect from doing it, not its own player's effect."""
    steady = card("901", bp=5000, text=STEADY)
    theirs = card("911", bp=5000, text=STEADY)
    sniper = card("902", text=SNIPE)
    state = to_main(game([deck((sniper, 4), (steady, 4)), deck((theirs, 4))], seed=91))
    me, other = state.seats
    shooter = unit_from_zones(state, sniper, 0)
    guarded = unit_from_zones(state, theirs, 1)
    me.front[:] = [shooter]
    other.front[:] = [guarded]
    run_effects(state, 0, compiled_effects(SNIPE), shooter)
    assert guarded in other.front  # (the opponent's effect: it stays)
    check_invariants(state)
    mine = unit_from_zones(state, steady, 0)
    me.front[:] = [shooter, mine]
    run_effects(state, 0, compiled_effects(SELF_RETIRE), shooter)
    assert mine not in me.front  # (its own player's effect retires it)
    check_invariants(state)


def test_a_trigger_is_not_a_character_or_event_effect():
    """"by your opponent's Character or Event Effect": a red trigger (seed 000 Trigger: retire 1 character with BP
    2500 or less) still retires it; a character effect of the opponent's does not."""
    warded = card("904", bp=2000, text=WARD)
    sniper = card("905", text=SNIPE)
    state = to_main(game([deck((warded, 4)), deck((sniper, 4))], seed=92))
    me, other = state.seats
    held = unit_from_zones(state, warded, 0)
    me.front[:] = [held]
    run_effects(state, 0, compiled_effects(WARD), held)
    assert held.abilities
    shooter = unit_from_zones(state, sniper, 1)
    other.front[:] = [shooter]
    run_effects(state, 1, compiled_effects(SNIPE), shooter)
    assert held in me.front  # (the opponent's character effect)
    state._sideline(me, lambda u: True)
    assert held not in me.front  # (the opponent's trigger)
    check_invariants(state)


def test_a_trigger_guard_keeps_it_from_the_red_trigger():
    """"cannot be retired by your opponent's trigger effects": the red trigger picks none it cannot retire."""
    text = "This character cannot be retired by your opponent's trigger effects."
    assert compiled_effects(text)[0]["actions"] == [{"do": "cannot-be-changed", "changes": "retire", "by": "trigger"}]
    guarded = card("906", bp=2000, text=text)
    state = to_main(game([deck((guarded, 4)), deck()], seed=93))
    me = state.seats[0]
    held = unit_from_zones(state, guarded, 0)
    me.front[:] = [held]
    state._sideline(me, lambda u: True)
    assert held in me.front
    check_invariants(state)


def test_this_characters_bp_at_most_is_its_bp_now():
    """"if this character's BP is 4000 or less": read as the ability resolves, from the BP the character has then."""
    effect = compiled_effects(SHY)[0]
    granted = effect["actions"][1]["effects"][0]
    assert granted["condition"] == {"kind": "this-bp-at-most", "amount": 4000}
    shy = card("907", bp=4000, text=SHY)
    state = to_main(game([deck((shy, 4)), deck()], seed=94))
    me = state.seats[0]
    held = unit_from_zones(state, shy, 0)
    me.front[:] = [held]
    assert holds(state, 0, granted["condition"], held)
    held.bonus = 1000  # (+1000 BP this turn: 5000)
    assert not holds(state, 0, granted["condition"], held)


def test_the_total_number_of_cards_on_your_area_is_a_count():
    """"If the total number of your other rested <Mira Vale> or <Oto> on your area is 2 or higher": at least 2 such
    characters of yours, rested, other than this one."""
    effect = compiled_effects(PACK)[0]
    assert effect["condition"] == {"kind": "cards-in-zone", "side": "yours", "zone": "any",
                                   "filter": {"other": True, "state": "rested", "name": "Mira Vale|Oto"}, "at_least": 2}
    leader = card("908", text=PACK)
    mira = card("909", name="Mira Vale")
    oto = card("910", name="Oto")
    state = to_main(game([deck((leader, 4), (mira, 4), (oto, 4)), deck()], seed=95))
    me = state.seats[0]
    held = unit_from_zones(state, leader, 0)
    first = unit_from_zones(state, mira, 0, rested=True)
    second = unit_from_zones(state, oto, 0)
    me.front[:] = [held, first, second]
    assert not holds(state, 0, effect["condition"], held)
    second.rested = True
    assert holds(state, 0, effect["condition"], held)


def test_a_count_compared_with_the_opponents_is_not_read_as_a_number():
    """"If the number of characters on your area is less than or equal to the number ... on your opponent's area": no
    number is said, so the count rule leaves it to the comparison (tests/test_ua_effects_compare.py)."""
    text = ("[On Play] If the number of characters on your area is less than or equal to the number of characters on "
            "your opponent's area, draw 1 card.")
    assert compile_card_text(text).effects[0]["condition"]["kind"] == "compare"


def test_the_retire_chooses_one_it_can_retire():
    """The engine's choice for "Choose up to 1 character ... and retire it": the strongest it can retire, not a
    stronger one its effect cannot retire (the choice would be wasted)."""
    steady = card("912", bp=5000, text=STEADY)
    plain = card("913", bp=3000)
    sniper = card("914", text=SNIPE)
    state = to_main(game([deck((sniper, 4)), deck((steady, 4), (plain, 4))], seed=96))
    me, other = state.seats
    shooter = unit_from_zones(state, sniper, 0)
    guarded = unit_from_zones(state, steady, 1)
    weaker = unit_from_zones(state, plain, 1)
    me.front[:] = [shooter]
    other.front[:] = [guarded, weaker]
    run_effects(state, 0, compiled_effects(SNIPE), shooter)
    assert guarded in other.front and weaker not in other.front
    check_invariants(state)
