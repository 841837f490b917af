"""Union Arena effects of the "bulleted and tiered, second round" family, compiled from card texts written for
Decklab and played through the engine's API (docs/engine.md, the last bullets)."""
from engine.games.union_arena.constants import PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, to_main, unit_from_zones

REPLACING = ("Choose 1 character on your opponent's Front Line with [BP 2000 or less] and retire it. If there are 3 or "
             "more <Trait: Lantern Guild> cards on your area, choose 1 of the following effects.@"
             "• It's [BP 4000 or less] instead.@• Place the top 3 cards of your deck to the Outside Area.")


def _position(seed):
    guild = card("T01", traits=["Lantern Guild"], bp=1000)
    small, big = card("T02", bp=2000), card("T03", bp=4000)
    state = to_main(game([deck((guild, 8)), deck((small, 4), (big, 4))], seed=seed))
    return state, guild, small, big


def test_an_option_that_replaces_the_step_before_the_choice():
    """Card wording: "Choose 1 character ... with [BP 2000 or less] and retire it. If there are 3 or more <Trait: X>
    cards on your area, choose 1 of the following effects. • It's [BP 4000 or less] instead. • Place the top 3 cards of
    your deck to the Outside Area." The first option changes the retire said before the block: with the condition the
    player chooses between the wider retire and the retire plus the other option; without it, the retire as said."""
    effects = compiled_effects(REPLACING)
    state, guild, small, big = _position(91)
    me, other = state.seats[0], state.seats[1]
    strong = unit_from_zones(state, big, 1)
    other.front[:] = [strong]
    me.front[:] = [unit_from_zones(state, guild, 0) for _ in range(2)]
    outside = len(me.outside)
    run_effects(state, 0, effects, None)
    assert other.front == [strong] and len(me.outside) == outside  # 2 guild cards: 4000 BP is out of the range
    me.front.append(unit_from_zones(state, guild, 0))
    run_effects(state, 0, effects, None)
    assert other.front == [] and len(me.outside) == outside  # 3: the wider retire is chosen (the 4000 BP one goes)
    check_invariants(state)


def test_the_other_option_keeps_the_step_before_as_said():
    """Same wording: with the condition and only a 2000 BP character to retire, choosing the other option still retires
    it (BP 2000 or less) and then places the top 3 cards of the deck to the Outside Area."""
    effects = compiled_effects(REPLACING)
    state, guild, small, big = _position(92)
    me, other = state.seats[0], state.seats[1]
    other.front[:] = [unit_from_zones(state, small, 1)]
    me.front[:] = [unit_from_zones(state, guild, 0) for _ in range(3)]
    choice = effects[0]["actions"][-1]
    both = {"timing": "main", "actions": [choice["options"][1]]}
    outside = len(me.outside)
    run_effects(state, 0, [both], None)
    assert other.front == [] and len(me.outside) == outside + 3
    check_invariants(state)


def test_a_character_played_from_the_outside_area():
    """Card wording: "[On Play] If this character was played from your Outside Area, draw 1 card." Seed 000: only an
    effect plays a card from the Outside Area; played from the hand by its player, the condition does not hold."""
    text = "[On Play] If this character was played from your Outside Area, draw 1 card."
    effects = compiled_effects(text)
    assert effects[0]["condition"] == {"kind": "played-by-effect", "zone": "outside"}
    revenant = card("T04", name="Quill Revenant", bp=2000, text=text)
    recall_text = "Play up to 1 <Quill Revenant> from your Outside Area to your area."
    compiled_effects(recall_text)
    recall = card("T05", type="event", text=recall_text)
    state = to_main(game([deck((revenant, 4), (recall, 4)), deck()], seed=93))
    me = state.seats[0]
    first = second = ids(state, revenant)[0]
    me.outside.append(pull(me, first))
    hand = len(me.hand)
    run_effects(state, 0, compiled_effects(recall_text), None)
    assert sum(u.card == first for u in me.front + me.energy) == 1
    assert len(me.hand) == hand + 1  # its [On Play] drew
    if second not in me.hand:
        me.hand.append(pull(me, second))
    me.ap[:] = [True] * 3
    hand = len(me.hand)
    play = next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == second)
    state.apply(play)
    assert sum(u.card == second for u in me.front + me.energy) == 2
    assert len(me.hand) == hand - 1  # played from the hand: no draw
    check_invariants(state)


def test_tiers_by_different_names_other_than_one_name():
    """Card wording: "This character gains all the following effects based on the number of characters with different
    names, other than <X>, on your area. • 2 or more: [Your Turn] This character gets +1000 BP." The aside between
    commas is part of what is counted: two copies of one name count once, <X> not at all."""
    text = ("This character gains all the following effects based on the number of characters with different names, "
            "other than <Orrin Vale>, on your area.@• 2 or more: [Your Turn] This character gets +1000 BP.")
    compiled_effects(text)
    orrin = card("T06", name="Orrin Vale", bp=3000, text=text)
    other_orrin = card("T07", name="Orrin Vale", bp=1000)
    ash, birch = card("T08", name="Ash Warden"), card("T09", name="Birch Warden")
    state = to_main(game([deck((orrin, 4), (other_orrin, 4), (ash, 4), (birch, 4)), deck()], seed=94))
    me = state.seats[0]
    hero = unit_from_zones(state, orrin, 0)
    me.front[:] = [hero, unit_from_zones(state, other_orrin, 0), unit_from_zones(state, ash, 0),
                   unit_from_zones(state, ash, 0)]
    assert state._bp(hero) == 3000  # one name besides <Orrin Vale>
    me.energy[:] = [unit_from_zones(state, birch, 0)]
    assert state._bp(hero) == 4000
    check_invariants(state)


def test_exchange_a_front_line_and_an_energy_line_character():
    """Card wording: "Choose 1 your Front Line Character and 1 your Energy Line Character, exchange their position."
    (the swap of seed 000's Move Phase said otherwise: both change lines at the same time)."""
    text = "Choose 1 your Front Line Character and 1 your Energy Line Character, exchange their position."
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["do"] == "swap-positions"
    state, guild, small, big = _position(95)
    me = state.seats[0]
    front, energy = unit_from_zones(state, guild, 0), unit_from_zones(state, guild, 0)
    me.front[:], me.energy[:] = [front], [energy]
    run_effects(state, 0, effects, None)
    assert me.front == [energy] and me.energy == [front]
    check_invariants(state)


def test_activate_the_on_play_of_a_chosen_character():
    """Card wording: "Choose 1 <X> on your area and activate that character's [On Play] effect." The chosen character's
    own [On Play] resolves now, as its own (seed 000: an effect that activates another effect resolves it in full); a
    chain of such effects that would never end stops (at most MAX_REPLAYS deep)."""
    drake = card("T10", name="Pell Drake", bp=3000, text="[On Play] Draw 1 card.")
    text = "Choose 1 <Pell Drake> on your area and activate that character's [On Play] effect."
    effects = compiled_effects(text)
    looping_text = "[On Play] Choose 1 <Loop Wyrm> on your area and activate its [On Play] effect."
    wyrm = card("T11", name="Loop Wyrm", text=looping_text)
    state = to_main(game([deck((drake, 4), (wyrm, 4)), deck()], seed=96))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, drake, 0)]
    hand = len(me.hand)
    run_effects(state, 0, effects, None)
    assert len(me.hand) == hand + 1
    looper = unit_from_zones(state, wyrm, 0)
    me.front.append(looper)
    run_effects(state, 0, compiled_effects(looping_text), looper)  # ends: the nesting is bounded
    assert state.replays == 0
    check_invariants(state)


def test_tiers_by_the_events_you_used_this_turn():
    """Card wording: "[On Play] Activate all the following effects based on the number of Event that you used during
    this turn. • 1 or more: Draw 1 card • 2 or more: Activate 1 AP." ("Event": Event Cards; "Activate 1 AP": set 1 of
    your AP cards to active, seed 000 AP cards)."""
    text = ("[On Play] Activate all the following effects based on the number of Event that you used during this turn."
            "@• 1 or more: Draw 1 card@• 2 or more: Activate 1 AP.")
    effects = compiled_effects(text)
    spark = card("T12", type="event", text="Draw 1 card.")
    caller = card("T13", name="Fen Caller", text=text)
    state = to_main(game([deck((spark, 4), (caller, 4)), deck()], seed=97))
    me = state.seats[0]
    source = unit_from_zones(state, caller, 0)
    me.front[:] = [source]
    me.ap[:] = [False, False, False]
    me.used_now = (ids(state, spark)[0],)
    hand = len(me.hand)
    run_effects(state, 0, effects, source)
    assert len(me.hand) == hand + 1 and me.ap.count(True) == 0  # one Event: the first tier only
    me.used_now = (ids(state, spark)[0],) * 2
    run_effects(state, 0, effects, source)
    assert len(me.hand) == hand + 2 and me.ap.count(True) == 1
    check_invariants(state)
