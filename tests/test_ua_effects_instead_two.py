"""Union Arena effects of the "instead, second round" family: a value or a verb of an action replaced when a condition
holds as the action resolves — the quoted (bracketed) part of a sentence replaced by the next one ('Draw "1" card ...
this is replaced with "2"', 'Choose "up to 1" ... it's "up to 2" instead', '[return it to the hand] ... [retire it]
instead'), "the chosen character was rested" said of the card the action itself chooses, a higher "N or more" of the
action's own condition, "place it at the bottom of your opponent's deck instead" and "If you can't, return this card
to your hand instead". Compiled from card texts written for Decklab and played through the engine's API
(docs/engine.md, the last bullets)."""
from engine.effects.describe import describe
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, to_main, unit_from_zones

GOLDEN_DRAW = ('Draw "1" card and add up to 1 card from your Life Area to your hand. If there is a <Lumen Drake> on your '
               'area, this is replaced with "2".')


def test_a_quoted_amount_replaced_draws_more_when_the_condition_holds():
    """Card wording: 'Draw "1" card and add up to 1 card from your Life Area to your hand. If there is a <Lumen Drake>
    on your area, this is replaced with "2".' The quoted "1" is what "2" stands in for: 1 card drawn, 2 with a <Lumen
    Drake> on your area as the effect resolves (seed 000, Event Cards: the effect is done as written)."""
    effects = compiled_effects(GOLDEN_DRAW)
    draw = effects[0]["actions"][0]
    assert draw == {"do": "draw", "amount": 1,
                    "instead": {"condition": {"kind": "card-on-your-area", "name": "Lumen Drake"}, "amount": 2}}
    assert "Draw 1 card (2 instead if" in describe(effects)
    drake = card("I01", name="Lumen Drake")
    state = to_main(game([deck((drake, 4)), deck()], seed=701))
    me = state.seats[0]
    me.front[:] = []
    hand, deck_size, life = len(me.hand), len(me.deck), len(me.life)
    run_effects(state, 0, effects, None)  # ("up to 1" from the Life Area: the pilot keeps its Life)
    assert len(me.deck) == deck_size - 1 and len(me.hand) == hand + 1 + (life - len(me.life))
    me.front[:] = [unit_from_zones(state, drake, 0)]
    hand, deck_size, life = len(me.hand), len(me.deck), len(me.life)
    run_effects(state, 0, effects, None)
    assert len(me.deck) == deck_size - 2 and len(me.hand) == hand + 2 + (life - len(me.life))
    check_invariants(state)


def test_up_to_one_becomes_up_to_two_with_enough_of_a_trait():
    """Card wording: '[On Play] Choose "up to 1" character on your opponent's Front Line, it gets -2000 BP during this
    turn. If there are 4 or more <Trait: Ember Guild> cards on your area, it's "up to 2" instead.' With 4 such cards,
    two opposing characters get -2000 BP; with 3, one."""
    text = ('[On Play] Choose "up to 1" character on your opponent\'s Front Line, it gets -2000 BP during this turn. If '
            'there are 4 or more <Trait: Ember Guild> cards on your area, it\'s "up to 2" instead.')
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["instead"]["up_to"] == 2
    guild, foe = card("I02", traits=["Ember Guild"]), card("I03", bp=4000)
    for count, weakened in ((3, 1), (4, 2)):
        state = to_main(game([deck((guild, 8)), deck((foe, 4))], seed=702))
        me, other = state.seats[0], state.seats[1]
        me.front[:] = [unit_from_zones(state, guild, 0) for _ in range(count)]
        other.front[:] = [unit_from_zones(state, foe, 1) for _ in range(2)]
        run_effects(state, 0, effects, me.front[0])
        assert sorted(state._bp(u) for u in other.front) == sorted([2000] * weakened + [4000] * (2 - weakened))
        check_invariants(state)


def test_the_chosen_character_was_rested_is_said_of_the_card_the_action_chooses():
    """Card wording: "[On Play] Choose up to 1 character on your opponent's Front Line with BP 4000 or less and [return
    it to the hand]. If the chosen character was rested, [retire it] instead." The card is chosen first; the condition
    is that card's state as the effect resolves: an active one returns to the hand, a rested one is retired (to the
    Outside Area, seed 000 Retire)."""
    text = ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 4000 or less and [return it to the "
            "hand]. If the chosen character was rested, [retire it] instead.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["instead"] == {"condition": {"kind": "chosen-matches", "filter": {"state": "rested"}},
                                                   "do": "retire"}
    caster, foe = card("I04"), card("I05", bp=3000)
    for rested in (False, True):
        state = to_main(game([deck((caster, 4)), deck((foe, 4))], seed=703))
        me, other = state.seats[0], state.seats[1]
        me.front[:] = [unit_from_zones(state, caster, 0)]
        target = unit_from_zones(state, foe, 1, rested=rested)
        other.front[:] = [target]
        hand, outside = len(other.hand), len(other.outside)
        run_effects(state, 0, effects, me.front[0])
        assert other.front == []
        if rested:
            assert len(other.outside) == outside + 1 and len(other.hand) == hand
        else:
            assert len(other.hand) == hand + 1 and len(other.outside) == outside
        check_invariants(state)


def test_a_raided_chosen_character_gets_the_larger_bonus():
    """Card wording: "[On Play] Choose up to 1 other <Trait: Ash Lancers> character on your area, it gets [+1500 BP]
    during this turn. If the chosen character was in Raid State, it's [+2500 BP] instead." Before this round the
    condition was checked before anything was chosen (never held); now it is the chosen card's: a character with a
    card under it by Raid (seed 000 Raid Boost) gets +2500 BP."""
    text = ("[On Play] Choose up to 1 other <Trait: Ash Lancers> character on your area, it gets [+1500 BP] during this "
            "turn. If the chosen character was in Raid State, it's [+2500 BP] instead.")
    effects = compiled_effects(text)
    lancer, leader = card("I06", traits=["Ash Lancers"], bp=3000), card("I07")
    state = to_main(game([deck((lancer, 6), (leader, 4)), deck()], seed=704))
    me = state.seats[0]
    source, raided = unit_from_zones(state, leader, 0), unit_from_zones(state, lancer, 0)
    raided.base = pull(me, ids(state, lancer)[0])
    me.front[:] = [source, raided]
    run_effects(state, 0, effects, source)
    assert state._bp(raided) == 3000 + 2500
    plain = unit_from_zones(state, lancer, 0)
    me.front[:] = [source, plain]
    me.outside.extend((raided.card, raided.base))  # (off the field for the second check)
    run_effects(state, 0, effects, source)
    assert state._bp(plain) == 3000 + 1500
    check_invariants(state)


def test_a_higher_count_of_the_actions_own_condition_changes_the_amount():
    """Card wording: "[On Play] If you have 2 or more cards in your Remove Area, choose up to 1 character on your
    opponent's Front Line, it gets -1000 BP during this turn. If you have 5 or more cards in your Remove Area, it's
    -2500 BP instead." (5 or more includes 2 or more: the replacement is of the same action.) A condition that does not
    include the action's own ("If you have 2 or less Life, ...") stays uncompiled (the golden file)."""
    text = ("[On Play] If you have 2 or more cards in your Remove Area, choose up to 1 character on your opponent's Front "
            "Line, it gets -1000 BP during this turn. If you have 5 or more cards in your Remove Area, it's -2500 BP "
            "instead.")
    effects = compiled_effects(text)
    caster, foe = card("I08"), card("I09", bp=5000)
    for removed, bp in ((2, 4000), (5, 2500)):
        state = to_main(game([deck((caster, 4)), deck((foe, 4))], seed=705))
        me, other = state.seats[0], state.seats[1]
        me.front[:] = [unit_from_zones(state, caster, 0)]
        other.front[:] = [unit_from_zones(state, foe, 1)]
        me.remove.extend(me.deck.pop() for _ in range(removed))
        run_effects(state, 0, effects, me.front[0])
        assert state._bp(other.front[0]) == bp
        check_invariants(state)


def test_placed_at_the_bottom_of_the_opponents_deck_instead_of_returned():
    """Card wording: "Choose up to 1 character on your opponent's Front Line with BP 4000 or less and return it to the
    hand. If there are 2 or more <Trait: Tidecaller> with different names on your area, place it at the bottom of your
    opponent's deck instead." With two differently named Tidecallers the character goes under its owner's deck."""
    text = ("Choose up to 1 character on your opponent's Front Line with BP 4000 or less and return it to the hand. If "
            "there are 2 or more <Trait: Tidecaller> with different names on your area, place it at the bottom of your "
            "opponent's deck instead.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["instead"]["do"] == "to-deck"
    one, two, foe = card("I10", name="Tide A", traits=["Tidecaller"]), card("I11", name="Tide B", traits=["Tidecaller"]), \
        card("I12", bp=3000)
    state = to_main(game([deck((one, 4), (two, 4)), deck((foe, 4))], seed=706))
    me, other = state.seats[0], state.seats[1]
    me.front[:] = [unit_from_zones(state, one, 0), unit_from_zones(state, two, 0)]
    target = unit_from_zones(state, foe, 1)
    other.front[:] = [target]
    hand = len(other.hand)
    run_effects(state, 0, effects, None)
    assert other.front == [] and other.deck[0] == target.card  # (the deck's end drawn last: its bottom)
    assert len(other.hand) == hand
    check_invariants(state)


def test_return_a_character_or_this_card_without_other():
    """Card wording: "[On Play] Return 1 character with 2 energy required or less to your hand. If you can't, return
    this card to your hand instead." With another such character of yours it returns; with none, this card does."""
    text = ("[On Play] Return 1 character with 2 energy required or less to your hand. If you can't, return this card "
            "to your hand instead.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["do"] == "return-to-hand-or-self"
    bouncer, cheap = card("I13", required_energy=3), card("I14", required_energy=1)
    state = to_main(game([deck((bouncer, 4), (cheap, 4)), deck()], seed=707))
    me = state.seats[0]
    source = unit_from_zones(state, bouncer, 0)
    me.front[:] = [source, unit_from_zones(state, cheap, 0)]
    run_effects(state, 0, effects, source)
    assert me.front == [source]
    run_effects(state, 0, effects, source)
    assert me.front == [] and ids(state, bouncer)[0] in me.hand
    check_invariants(state)


def test_the_pilot_takes_an_optional_replacement_that_does_more():
    """Card wordings: 'Choose "up to 1" other character on your area, it gets +1000 BP during this turn. If there is a
    <Wren Ashby> on your area, you may "up to 2" instead.' (a value: taken when worth no less, step value) and "Choose
    up to 1 character on your opponent's Front Line with BP 5000 or less and [rest it]. If there is a <Kell Marrow> on
    your area, you may [retire it] instead." (another verb: taken unless it would remove nothing)."""
    wider = compiled_effects('[On Play] Choose "up to 1" other character on your area, it gets +1000 BP during this turn. '
                             'If there is a <Wren Ashby> on your area, you may "up to 2" instead.')
    assert wider[0]["actions"][0]["instead"] == {"condition": {"kind": "card-on-your-area", "name": "Wren Ashby"},
                                                 "up_to": 2, "optional": True}
    harsher = compiled_effects("Choose up to 1 character on your opponent's Front Line with BP 5000 or less and [rest "
                               "it]. If there is a <Kell Marrow> on your area, you may [retire it] instead.")
    wren, kell, ally, foe = card("I15", name="Wren Ashby"), card("I16", name="Kell Marrow"), card("I17"), card("I18")
    state = to_main(game([deck((wren, 4), (kell, 4), (ally, 4)), deck((foe, 4))], seed=708))
    me, other = state.seats[0], state.seats[1]
    source = unit_from_zones(state, wren, 0)
    allies = [unit_from_zones(state, ally, 0) for _ in range(2)]
    me.front[:] = [source, *allies]
    run_effects(state, 0, wider, source)
    assert [state._bp(u) for u in allies] == [3000, 3000]
    me.outside.extend(u.card for u in me.front)  # (off the field for the second card)
    me.front[:] = [unit_from_zones(state, kell, 0)]
    other.front[:] = [unit_from_zones(state, foe, 1)]
    outside = len(other.outside)
    run_effects(state, 0, harsher, None)
    assert other.front == [] and len(other.outside) == outside + 1
    check_invariants(state)
