"""Union Arena effects: sentences joined from several verb phrases, replacements ("it's X instead") and what a verb
points at (this card, "that character", "1 of your opponent's Energy Line characters"), compiled from card texts
written for Decklab and played through the engine's API."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import PLAIN, card, compiled_effects, deck, game, ids, pull, to_main


def test_a_sentence_of_joined_verb_phrases_plays_each_phrase_in_order():
    """Card wording: "[On Play] Draw 2 cards and place 1 card from your hand face-down under 1 [Trait: Lantern Guild]
    character on your area." — two verb phrases sharing the sentence: the draw first, then the hand card goes under
    the Guild character."""
    text = ("[On Play] Draw 2 cards and place 1 card from your hand face-down under 1 [Trait: Lantern Guild] character "
            "on your area.")
    effects = compiled_effects(text)
    assert [a["do"] for a in effects[0]["actions"]] == ["draw", "face-down-under"]
    lamp = card("930", text=text)
    guild = card("931", traits=["Lantern Guild"], bp=3000)
    state = to_main(game([deck((lamp, 4), (guild, 4)), deck()], seed=91))
    me = state.seats[0]
    holder = state._new_unit(pull(me, ids(state, guild)[0]), 0, rested=False)
    me.outside.extend(u.card for u in me.front)
    me.front[:] = [holder]
    me.outside.extend(me.hand)
    me.hand[:] = []
    run_effects(state, 0, state.table.effects[ids(state, lamp)[0]].on_play, None)
    assert len(holder.under) == 1 and len(me.hand) == 1  # drew 2, one of them went under
    check_invariants(state)


def test_that_character_is_the_card_the_play_before_it_played():
    """Card wording: "[On Play] Play up to 1 red Character Card with BP 3000 and AP cost of 1 from your hand to your
    area rested. If there is a <Tamsin Reed> on your area, set that character to active." Seed 000, Character Cards:
    "Character cards are played to the field in Rest Mode" — set active afterwards only when the condition holds."""
    text = ("[On Play] Play up to 1 red Character Card with BP 3000 and AP cost of 1 from your hand to your area rested. "
            "If there is a <Tamsin Reed> on your area, set that character to active.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][1] == {"do": "set-active", "target": {"chosen": True},
                                        "condition": {"kind": "card-on-your-area", "name": "Tamsin Reed"}}
    herald = card("932", text=text)
    recruit = card("933", bp=3000)
    tamsin = card("934", name="Tamsin Reed", bp=1000)
    for present in (False, True):
        state = to_main(game([deck((herald, 4), (recruit, 4), (tamsin, 4)), deck()], seed=92))
        me = state.seats[0]
        me.outside.extend(u.card for u in me.front)
        me.front[:] = []
        if present:
            me.energy[:] = [state._new_unit(pull(me, ids(state, tamsin)[0]), 0)]
        chosen = pull(me, ids(state, recruit)[0])
        me.outside.extend(me.hand)
        me.hand[:] = [chosen]
        run_effects(state, 0, state.table.effects[ids(state, herald)[0]].on_play, None)
        played = [u for u in me.front + me.energy if state.table.records[u.card] is recruit]
        assert len(played) == 1 and played[0].rested is not present
        check_invariants(state)


def test_rest_this_active_field_only_while_it_is_active():
    """Card wording: "[On Play] You may rest this active Field. If you did, draw 1 card." — the rest is done only when
    the Field is in Active Mode (seed 000, Activation conditions: "switching this card to Rest Mode while it is in
    Active Mode"), so "if you did" draws only then."""
    text = "[On Play] You may rest this active Field. If you did, draw 1 card."
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["target"] == {"self": True, "state": "active"}
    lodge = card("935", type="field", text=text)
    state = to_main(game([deck((lodge, 4)), deck()], seed=93))
    me = state.seats[0]
    field = state._new_unit(pull(me, ids(state, lodge)[0]), 0, rested=False)
    me.energy[:] = [field]
    actions = state.table.effects[field.card].on_play
    hand = len(me.hand)
    run_effects(state, 0, actions, field)
    assert field.rested and len(me.hand) == hand + 1
    run_effects(state, 0, actions, field)  # already rested: nothing done, nothing drawn
    assert len(me.hand) == hand + 1
    check_invariants(state)


def test_place_this_character_at_the_bottom_of_your_deck():
    """Card wording: "[When Attacking] Place this character at the bottom of your deck. If you did, draw 2 cards."
    Seed 000, Removing cards from the field: placing a card in an area other than the Outside Area is not "removed"
    — it goes to its owner's deck bottom, not to the Outside Area."""
    text = "[When Attacking] Place this character at the bottom of your deck. If you did, draw 2 cards."
    effects = compiled_effects(text)
    assert effects[0]["actions"][0] == {"do": "to-deck", "target": {"self": True}, "where": "bottom"}
    diver = card("936", text=text)
    state = to_main(game([deck((diver, 4)), deck()], seed=94))
    me = state.seats[0]
    unit = state._new_unit(pull(me, ids(state, diver)[0]), 0, rested=False)
    me.front[:] = [unit]
    hand, outside = len(me.hand), len(me.outside)
    run_effects(state, 0, state.table.effects[unit.card].when_attacking, unit)
    assert me.front == [] and me.deck[0] == unit.card and len(me.hand) == hand + 2 and len(me.outside) == outside
    check_invariants(state)


def test_one_of_your_opponents_energy_line_characters():
    """Card wording: "[On Play] Choose 1 of your Opponent Energy Line Character and move it to Front Line." — the same
    pick as "1 character on your opponent's Energy Line"."""
    text = "[On Play] Choose 1 of your Opponent Energy Line Character and move it to Front Line."
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["target"] == {"up_to": 1, "exactly": True, "card_type": "character",
                                                  "side": "opponents", "zone": "energy"}
    puller = card("937", text=text)
    state = to_main(game([deck((puller, 4)), deck()], seed=95))
    other = state.seats[1]
    target = state._new_unit(other.deck.pop(), 1)
    other.front[:] = []
    other.energy[:] = [target]
    run_effects(state, 0, state.table.effects[ids(state, puller)[0]].on_play, None)
    assert other.front == [target] and other.energy == []
    check_invariants(state)


def test_tiers_of_instead_the_later_wins_when_it_holds():
    """Card wording: "Choose 1 character on your opponent's Front Line with [BP 2500 or less] and retire it. If there is
    a <Tamsin Reed> or <Oswin Hale> on your area, it's [BP 3500 or less] instead. If there are both <Tamsin Reed> and
    <Oswin Hale> on your area, it's [BP 6000 or less] instead." — each replacement of the same limit, in order."""
    text = ("Choose 1 character on your opponent's Front Line with [BP 2500 or less] and retire it. If there is a "
            "<Tamsin Reed> or <Oswin Hale> on your area, it's [BP 3500 or less] instead. If there are both <Tamsin Reed> "
            "and <Oswin Hale> on your area, it's [BP 6000 or less] instead.")
    compiled_effects(text)
    spell = card("938", type="event", text=text)
    tamsin = card("939", name="Tamsin Reed", bp=1000)
    oswin = card("940", name="Oswin Hale", bp=1000)
    big = card("941", bp=5000)
    for names, retired in (((), False), ((tamsin,), False), ((tamsin, oswin), True)):
        state = to_main(game([deck((spell, 4), (tamsin, 4), (oswin, 4)), deck((big, 4))], seed=96))
        me, other = state.seats
        me.front[:] = [state._new_unit(pull(me, ids(state, record)[0]), 0) for record in names]
        foe = state._new_unit(pull(other, ids(state, big)[-1]), 1)
        other.front[:] = [foe]
        run_effects(state, 0, state.table.effects[ids(state, spell)[0]].on_play, None)
        assert (foe not in other.front) is retired, [r.name for r in names]
        check_invariants(state)


def test_retire_it_instead_of_resting_it():
    """Card wording: "Choose 1 character on your opponent's Front Line with BP 4000 or less and rest it. The next time
    it would set to active it doesn't. If a <Oswin Hale> is on your area, you may retire it instead." — the other
    verb on the same chosen card."""
    text = ("Choose 1 character on your opponent's Front Line with BP 4000 or less and rest it. The next time it would "
            "set to active it doesn't. If a <Oswin Hale> is on your area, you may retire it instead.")
    compiled_effects(text)
    spell = card("942", type="event", text=text)
    oswin = card("943", name="Oswin Hale", bp=1000)
    for present in (False, True):
        state = to_main(game([deck((spell, 4), (oswin, 4)), deck()], seed=97))
        me, other = state.seats
        me.front[:] = [state._new_unit(pull(me, ids(state, oswin)[0]), 0)] if present else []
        foe = state._new_unit(other.deck.pop(), 1, rested=False)
        other.front[:] = [foe]
        run_effects(state, 0, state.table.effects[ids(state, spell)[0]].on_play, None)
        if present:
            assert other.front == []
        else:
            assert other.front == [foe] and foe.rested and foe.frozen
        check_invariants(state)


def test_a_count_and_a_required_energy_limit_instead():
    """Card wording: "[On Play] Choose up to 1 other character on your area, it gets +2000 BP during this turn. If you
    have 3 or less Life, it's up to 2 instead." and "... with required energy of 2 or less ... If there are 4 or more
    cards in your Remove Area, it is 4 or less instead." — what the replacement changes is the target's count or
    limit."""
    text = ("[On Play] Choose up to 1 other character on your area, it gets +2000 BP during this turn. If you have 3 or "
            "less Life, it's up to 2 instead.")
    compiled_effects(text)
    cheer = card("944", text=text)
    state = to_main(game([deck((cheer, 4)), deck()], seed=98))
    me = state.seats[0]
    mates = [state._new_unit(pull(me, c), 0) for c in [c for c in me.deck if state.table.records[c] is PLAIN][:2]]
    me.outside.extend(u.card for u in me.front + me.energy)
    me.energy[:] = []
    me.front[:] = list(mates)
    effects = state.table.effects[ids(state, cheer)[0]].on_play
    run_effects(state, 0, effects, None)
    assert sorted(state._bp(u) for u in mates) == [2000, 4000]
    me.outside.extend(me.life[3:])
    del me.life[3:]
    run_effects(state, 0, effects, None)
    assert sorted(state._bp(u) for u in mates) == [4000, 6000]
    check_invariants(state)
    play = ("[On Play] Play up to 1 purple Character card with required energy of 2 or less from your hand to your area "
            "as rested. If there are 4 or more cards in your Remove Area, it is 4 or less instead.")
    assert compiled_effects(play)[0]["actions"][0]["instead"] == {
        "condition": {"kind": "cards-in-zone", "side": "yours", "zone": "remove", "at_least": 4}, "energy_max": 4}
