"""Target qualifiers and verb phrasings real Union Arena sets use (issue 13), compiled from card texts
written for Decklab (invented names, traits and numbers in the real phrasing).

Each scenario builds its position through the engine's API and quotes the card wording (and the seed 000 section
where a rule is involved)."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, BLOCK_WITH, PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    deck,
    effects_of,
    game,
    ids,
    setup_battle,
    to_main,
    unit_from_zones,
)


def test_a_bp_limit_computed_from_a_count_of_cards_on_your_area():
    """Card wording: "Choose 1 character on your opponent's Front Line with BP equal or less than the number of
    <Trait: X> cards on your area x1000 and retire it." The limit is counted as the effect resolves."""
    text = ("Choose 1 character on your opponent's Front Line with BP equal or less than the number of "
            "<Trait: Lantern Guild> cards on your area x1000 and retire it.")
    assert compile_card_text(text).complete
    flare = card("801", type="event", text=text)
    guild = card("802", bp=1000, traits=["Lantern Guild"])
    small, big = card("803", bp=2000), card("804", bp=3000)
    state = to_main(game([deck((flare, 4), (guild, 4)), deck((small, 4), (big, 4))], seed=61))
    me, other = state.seats[0], state.seats[1]
    me.front[:] = [unit_from_zones(state, guild, 0), unit_from_zones(state, guild, 0)]
    two, three = unit_from_zones(state, small, 1), unit_from_zones(state, big, 1)
    other.front[:] = [three, two]
    run_effects(state, 0, effects_of(state, flare).on_play, None)
    assert other.front == [three]  # 2 <Lantern Guild>: BP 2000 or less; the 3000 stays
    me.energy[:] = [unit_from_zones(state, guild, 0)]
    run_effects(state, 0, effects_of(state, flare).on_play, None)
    assert other.front == []  # 3 of them now: BP 3000 or less
    check_invariants(state)


def test_condition_first_cost_reduction_in_hand():
    """Card wording: "If there is a [green] or [purple] Card on your opponent's area, in your hand, this card's energy
    requirement is reduced by 1." (the condition, then where the reduction applies)."""
    text = ("If there is a [green] or [purple] Card on your opponent's area, in your hand, this card's energy "
            "requirement is reduced by 1.")
    assert compile_card_text(text).complete
    cheap = card("805", required_energy=3, text=text)
    greenie = card("806", color="green")
    state = to_main(game([deck((cheap, 4)), deck((greenie, 4))], seed=62))
    cheap_id = ids(state, cheap)[0]
    assert state._needs(0, cheap_id)[0] == 3
    state.seats[1].front[:] = [unit_from_zones(state, greenie, 1)]
    assert state._needs(0, cheap_id)[0] == 2


def test_from_among_them_play_from_the_looked_at_cards():
    """Card wording: "Look at the top 5 cards of your deck. From among them, play up to 1 green <Trait: X> with
    required energy of 2 or less and AP cost of 1 to your area rested. Place the remaining at the bottom of your deck
    in any order." ("From among them," names where the verb's cards come from)."""
    text = ("[On Play] Look at the top 5 cards of your deck. From among them, play up to 1 green <Trait: Brass Bellows> "
            "with required energy of 2 or less and AP cost of 1 to your area rested. Place the remaining at the bottom "
            "of your deck in any order.")
    assert compile_card_text(text).complete
    scout = card("807", color="green", text=text)
    bellows = card("808", color="green", required_energy=2, bp=2500, traits=["Brass Bellows"])
    state = to_main(game([deck((scout, 4), (bellows, 1)), deck()], seed=63))
    me = state.seats[0]
    bellows_id = next(c for place in (me.deck, me.hand, me.life) for c in place if c == ids(state, bellows)[0])
    for place in (me.hand, me.life, me.deck):
        if bellows_id in place:
            place.remove(bellows_id)
    me.deck.append(bellows_id)  # on top
    holder = unit_from_zones(state, scout, 0)
    me.front[:] = [holder]
    deck_size = len(me.deck)
    run_effects(state, 0, effects_of(state, scout).on_play, holder)
    played = [u for u in me.front + me.energy if u.card == bellows_id]
    assert len(played) == 1 and played[0].rested
    assert len(me.deck) == deck_size - 1  # the other 4 went back to the bottom
    check_invariants(state)


def test_bracketed_and_quoted_replacement_values():
    """Card wording: "... with [BP 3000 or less] and retire it. Draw 1 card. If there are 3 or more <Trait: X> cards on
    your area, it's [BP 5000 or less] instead." and 'Choose up to 1 ... with BP 4000 or less and "return it to the
    hand". If there is a <Y> on your area, it is "retire it" instead.'"""
    limit_text = ("Choose 1 character on your opponent's Front Line with [BP 3000 or less] and retire it. Draw 1 card. "
                  "If there are 3 or more <Trait: Ember Court> cards on your area, it's [BP 5000 or less] instead.")
    verb_text = ('Choose up to 1 character on your opponent\'s Front Line with BP 4000 or less and "return it to the '
                 'hand". If there is a <Quill Harrow> on your area, it is "retire it" instead.')
    assert compile_card_text(limit_text).complete and compile_card_text(verb_text).complete
    blast = card("809", type="event", text=limit_text)
    bounce = card("810", type="event", text=verb_text)
    court = card("811", traits=["Ember Court"])
    quill = card("812", name="Quill Harrow")
    foe = card("813", bp=4000)
    state = to_main(game([deck((blast, 2), (bounce, 2), (court, 4), (quill, 2)), deck((foe, 4))], seed=64))
    me, other = state.seats[0], state.seats[1]
    target = unit_from_zones(state, foe, 1)
    other.front[:] = [target]
    run_effects(state, 0, effects_of(state, blast).on_play, None)
    assert other.front == [target]  # BP 3000 or less: the 4000 stays
    me.front[:] = [unit_from_zones(state, court, 0) for k in range(3)]
    run_effects(state, 0, effects_of(state, blast).on_play, None)
    assert other.front == [] and target.card in other.outside  # BP 5000 or less instead: retired

    second = unit_from_zones(state, foe, 1)
    other.front[:] = [second]
    run_effects(state, 0, effects_of(state, bounce).on_play, None)
    assert other.front == [] and second.card in other.hand  # returned to the hand
    third = unit_from_zones(state, foe, 1)
    other.front[:] = [third]
    me.energy[:] = [unit_from_zones(state, quill, 0)]
    outside = len(other.outside)
    run_effects(state, 0, effects_of(state, bounce).on_play, None)
    assert other.front == [] and len(other.outside) == outside + 1 and other.outside[-1] == third.card  # retired instead
    check_invariants(state)


def test_raid_from_the_hand_by_an_effect():
    """Card wording: "At the end of this character's attack, you may pay 1 AP. If you did, raid up to 1 <X> with
    fulfilled required energy from your hand and that character gains [Impact 1] during this turn." Seed 000, Raid
    Boost: "If an effect states 'Raid Boost', then you can use Raid Boost with that effect"; the procedure: on top, the
    card active, moved to the Front Line, then its [On Play]."""
    text = ("[On Play] You may pay 1 AP. If you did, raid up to 1 <Sable Wren> with fulfilled required energy from "
            "your hand and that character gains [Impact 1] during this turn.")
    assert compile_card_text(text).complete
    caller = card("814", text=text)
    base = card("815", name="Sable Wren", bp=1500)
    wren = card("816", name="Sable Wren", required_energy=2, bp=4500,
                text="[Raid] <Sable Wren>\n[On Play] Draw 1 card.", keywords=[{"name": "raid", "target": "Sable Wren"}])
    state = to_main(game([deck((caller, 4), (base, 4), (wren, 4)), deck()], seed=65))
    me = state.seats[0]
    bottom = unit_from_zones(state, base, 0, rested=True)
    me.energy[:] = [bottom]
    me.front[:] = []
    wren_id = ids(state, wren)[0]
    me.deck.extend(me.hand)
    me.hand[:] = []
    me.hand.append(next(c for c in me.deck if c == wren_id))
    me.deck.remove(wren_id)
    me.ap[:] = [True, True]
    holder = unit_from_zones(state, caller, 0)
    me.front.append(holder)
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    assert me.hand == [wren_id] and sum(me.ap) == 1  # 1 generated energy: its 2 is not met, no Raid
    me.energy.append(unit_from_zones(state, PLAIN, 0))
    hand_before = len(me.hand)
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    raided = next(u for u in me.front if u.card == wren_id)
    assert raided.base == bottom.card and not raided.rested and bottom not in me.energy  # raided onto the base
    assert len(me.hand) == hand_before  # the raided card left the hand, its [On Play] drew 1
    assert state._impact(raided) == 1  # "that character gains [Impact 1]"
    assert sum(me.ap) == 0
    check_invariants(state)


def test_the_character_that_lost_this_battle_returns_to_the_hand_instead_of_retire():
    """Card wording: "When this character attacks and wins a battle, draw 1 card and the opponent's character that lost
    this battle returns to your opponent's hand instead of retire." Seed 000, battle resolution: the losing character
    is retired; here it goes to its owner's hand instead (not retired: no [On Retire])."""
    text = ("When this character attacks and wins a battle, draw 1 card and the opponent's character that lost this "
            "battle returns to your opponent's hand instead of retire.")
    assert compile_card_text(text).complete
    singer = card("817", bp=5000, text=text)
    mourner = card("818", bp=2000, text="[On Retire] Draw 1 card.")
    state = to_main(game([deck((singer, 4)), deck((mourner, 4))], seed=66))
    attacker = unit_from_zones(state, singer, 0)
    blocker = unit_from_zones(state, mourner, 1)
    setup_battle(state, [attacker, unit_from_zones(state, PLAIN, 0)], [blocker])  # (a second attacker: the phase goes on)
    hands = len(state.seats[0].hand), len(state.seats[1].hand)
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    other = state.seats[1]
    assert other.front == [] and blocker.card not in other.outside and state.phase == ATTACK
    assert len(other.hand) == hands[1] + 1  # back in hand, no [On Retire] draw
    assert len(state.seats[0].hand) == hands[0] + 1  # the attacker drew 1
    check_invariants(state)


def test_play_a_card_whose_required_energy_is_fulfilled():
    """Card wording: "Play up to 1 card with <Oren> in its name that fulfills the required energy from your hand to your
    area rested." (the card's required energy is met by its player's Energy Line now)."""
    text = ("[On Play] Play up to 1 card with <Oren> in its name that fulfills the required energy from your hand to your "
            "area rested.")
    assert compile_card_text(text).complete
    herald = card("819", text=text)
    big = card("820", name="Oren the Tall", required_energy=3, bp=5000)
    little = card("821", name="Oren the Small", required_energy=1, bp=2000)
    state = to_main(game([deck((herald, 4), (big, 4), (little, 4)), deck()], seed=67))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = []
    for record in (big, little):
        card_id = ids(state, record)[0]
        me.deck.remove(card_id)
        me.hand.append(card_id)
    me.energy[:] = [unit_from_zones(state, PLAIN, 0)]  # 1 red energy
    holder = unit_from_zones(state, herald, 0)
    me.front[:] = [holder]
    run_effects(state, 0, effects_of(state, herald).on_play, holder)
    assert me.hand == [ids(state, big)[0]]  # the 5000 BP one needs 3: not met; the 1-energy one is played
    assert any(u.card == ids(state, little)[0] for u in me.front + me.energy)
    check_invariants(state)


def test_play_through_the_engine_api_with_a_computed_bp_limit():
    """The computed BP limit through a played event (PLAY), the pilot's own path."""
    text = ("Choose up to 1 character on your opponent's Front Line with BP equal or less than the number of "
            "<Trait: Lantern Guild> cards on your area x1000 and retire it.")
    flare = card("822", type="event", text=text)
    guild = card("823", bp=1000, traits=["Lantern Guild"])
    small = card("824", bp=1000)
    state = to_main(game([deck((flare, 4), (guild, 4)), deck((small, 4))], seed=68))
    me, other = state.seats[0], state.seats[1]
    me.deck.extend(me.hand)
    me.hand[:] = [ids(state, flare)[0]]
    me.deck.remove(me.hand[0])
    me.front[:] = [unit_from_zones(state, guild, 0)]
    me.ap[:] = [True]
    foe = unit_from_zones(state, small, 1)
    other.front[:] = [foe]
    state.apply((PLAY, 0, 2, -1))
    assert other.front == [] and foe.card in other.outside
    check_invariants(state)
