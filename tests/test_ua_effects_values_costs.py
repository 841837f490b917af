"""Union Arena card effects: values, costs and what a play may take (docs/engine.md, "Values, costs and what a play may
take"), compiled from card texts written for Decklab.

Each scenario builds its position through the engine's API and quotes the card wording and the seed 000 section it
follows."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import FRONT, PLAY
from engine.games.union_arena.effects_runtime import required_energies, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, game, ids, pull, to_main


def _only_in_hand(state, seat, card_id):
    """The seat's hand is this one card (the rest goes back into the deck)."""
    seat.deck.extend(seat.hand)
    seat.hand[:] = [seat.deck.pop(seat.deck.index(card_id))]


def test_required_energy_on_the_area_is_reduced_while_the_condition_holds():
    """Card wording: "If you have 6 or less cards in your Outside Area, reduce this card's required energy on your area
    and as a raid source by 2." (seed 000, Character Cards: Required Energy is "the required condition for using the
    card": in the hand it is the printed 4 and the card is played for 4; on the area, filters that read its required
    energy see 2 while the Outside Area holds 6 or fewer cards, 4 again from the 7th)."""
    text = ("If you have 6 or less cards in your Outside Area, reduce this card's required energy on your area and as "
            "a raid source by 2.")
    assert compile_card_text(text).complete
    light = card("901", required_energy=4, bp=3000, text=text)
    sweeper_text = ("[On Play] Choose up to 1 character on your opponent's Front Line with required energy of 2 or less "
                    "and retire it.")
    sweeper = card("902", text=sweeper_text)
    state = to_main(game([deck((sweeper, 4)), deck((light, 4))], seed=61))
    me, other = state.seats[0], state.seats[1]
    light_id = pull(other, ids(state, light)[0])
    target = state._new_unit(light_id, 1)
    other.front[:] = [target]
    assert required_energies(state, light_id) == (4,)  # as printed (in the hand, or anywhere but on the area)
    assert required_energies(state, light_id, target) == (2,)
    other.outside[:] = other.deck[:7]
    del other.deck[:7]
    assert required_energies(state, light_id, target) == (4,)  # 7 cards in the Outside Area: the condition fails
    sweeper_id = ids(state, sweeper)[0]
    _only_in_hand(state, me, sweeper_id)
    me.ap[:] = [True]
    state.apply((PLAY, 0, FRONT, -1))
    assert other.front == [target]  # 4: not "2 or less"
    other.deck.extend(other.outside)
    other.outside[:] = []
    run_effects(state, 0, state.table.effects[sweeper_id].on_play, me.front[-1])
    assert other.front == [] and light_id in other.outside  # 2 now: retired
    check_invariants(state)


def test_a_bp_range_and_an_original_bp_of_exactly_n():
    """Card wording: "Choose up to 1 character on your opponent's Front Line with BP 3000~4500 and rest it." (both ends
    included) and "Choose up to 1 other character with an original BP of 3000 on your area, it gets +1000 BP during
    this turn." (original: as printed, whatever it gets this turn)."""
    ranger = card("903", text="[On Play] Choose up to 1 character on your opponent's Front Line with BP 3000~4500 and "
                              "rest it.")
    booster = card("904", bp=1000, text="[On Play] Choose up to 1 other character with an original BP of 3000 on your "
                                        "area, it gets +1000 BP during this turn.")
    small, mid, big = card("905", bp=2500), card("906", bp=4500), card("907", bp=5000)
    three = card("908", bp=3000)
    state = to_main(game([deck((ranger, 4), (booster, 4), (three, 4)), deck((small, 4), (mid, 4), (big, 4))], seed=62))
    me, other = state.seats[0], state.seats[1]
    units = [state._new_unit(pull(other, ids(state, record)[0]), 1, rested=False) for record in (small, big, mid)]
    other.front[:] = units
    ranger_id = ids(state, ranger)[0]
    run_effects(state, 0, state.table.effects[ranger_id].on_play, None)
    assert [u.rested for u in units] == [False, False, True]  # only the 4500 one is in 3000~4500
    mine = state._new_unit(pull(me, ids(state, three)[0]), 0)
    mine.bonus = 1500  # 4500 now; printed 3000
    me.front[:] = [mine]
    run_effects(state, 0, state.table.effects[ids(state, booster)[0]].on_play, None)
    assert state._bp(mine) == 5500
    check_invariants(state)


def test_play_from_the_hand_with_fulfilled_energy_said_after_the_zone():
    """Card wording: "Return 1 other character on your area to your hand. If you did, play up to 1 Character Card from
    your hand with fulfilled energy requirements and AP 1 to your area rested or raid it." (seed 000, Play Character
    cards: "Your Energy Line must include the amount and color of Activation Energy indicated as the card's Required
    Energy"; played by the effect, to the area in Rest Mode)."""
    text = ("[Main] [1 Per Turn] Return 1 other character on your area to your hand. If you did, play up to 1 Character "
            "Card from your hand with fulfilled energy requirements and AP 1 to your area rested or raid it.")
    compiled = compile_card_text(text)
    assert compiled.complete
    play = compiled.effects[0]["actions"][1]
    assert play["target"]["energy_met"] and play["target"]["zone"] == "hand" and play["target"]["ap_max"] == 1
    cheap = card("909", required_energy=0, bp=2000, name="Cheap Nell")
    dear = card("910", required_energy=6, bp=6000, name="Dear Nell")
    state = to_main(game([deck((cheap, 4), (dear, 4)), deck()], seed=63))
    me = state.seats[0]
    dear_id, cheap_id = ids(state, dear)[0], ids(state, cheap)[0]
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, dear_id), pull(me, cheap_id)]
    me.front[:] = []
    run_effects(state, 0, [{"timing": "on-play", "actions": [play]}], None)
    assert [u.card for u in me.front] == [cheap_id] and me.front[0].rested  # 6 energy is not met: it stays
    assert me.hand == [dear_id]
    check_invariants(state)


def test_play_this_character_and_set_it_to_active():
    """Card wording: "Play this character on your area and set it to active" (seed 000, Play Character cards: a
    character is played "in Rest Mode" unless its own text says otherwise)."""
    text = "Play this character on your area and set it to active"
    assert compile_card_text(text).complete
    quick = card("911", text=text)
    state = to_main(game([deck((quick, 4)), deck()], seed=64))
    me = state.seats[0]
    _only_in_hand(state, me, ids(state, quick)[0])
    me.ap[:] = [True]
    state.apply((PLAY, 0, FRONT, -1))
    assert me.front[-1].card == ids(state, quick)[0] and not me.front[-1].rested
    check_invariants(state)


def test_a_second_bp_limit_instead_joined_by_a_comma():
    """Card wording: "Choose up to 1 character on your opponent's Front Line with "BP 2000 or less" and retire it. If
    there is a <Mira Holt> on your area, it's "BP 3000 or less" instead, if you have 4 or more cards in your hand, it's
    "BP 5000 or less" instead." (two "instead" sentences: the later one wins when it holds)."""
    text = ("[On Play] Choose up to 1 character on your opponent's Front Line with \"BP 2000 or less\" and retire it. If "
            "there is a <Mira Holt> on your area, it's \"BP 3000 or less\" instead, if you have 4 or more cards in your "
            "hand, it's \"BP 5000 or less\" instead.")
    assert compile_card_text(text).complete
    striker = card("912", text=text)
    wall = card("913", bp=4500)
    state = to_main(game([deck((striker, 4)), deck((wall, 4))], seed=65))
    me, other = state.seats[0], state.seats[1]
    other.front[:] = [state._new_unit(pull(other, ids(state, wall)[0]), 1)]
    effects = state.table.effects[ids(state, striker)[0]].on_play
    me.deck.extend(me.hand[3:])
    del me.hand[3:]
    run_effects(state, 0, effects, None)
    assert len(other.front) == 1  # 3 cards in hand: BP 2000 or less
    me.hand.append(me.deck.pop())
    run_effects(state, 0, effects, None)
    assert other.front == []  # 4 cards: BP 5000 or less
    check_invariants(state)


def test_reduce_the_ap_cost_of_the_next_card_with_the_duration_said_last():
    """Card wording: "Draw 1 card and reduce the AP Cost of the next <Hina Vell> you use from your hand by 1 during this
    turn." (seed 000, Play Character cards: "pay the required Action Points": one fewer for that card, this turn)."""
    text = ("[On Play] Draw 1 card and reduce the AP Cost of the next <Hina Vell> you use from your hand by 1 during "
            "this turn.")
    assert compile_card_text(text).complete
    herald = card("914", text=text)
    hina = card("915", name="Hina Vell", ap_cost=2, bp=4000)
    state = to_main(game([deck((herald, 4), (hina, 4)), deck()], seed=66))
    me = state.seats[0]
    hina_id = ids(state, hina)[0]
    _only_in_hand(state, me, hina_id)
    run_effects(state, 0, state.table.effects[ids(state, herald)[0]].on_play, None)
    me.hand.remove(hina_id)
    me.hand.insert(0, hina_id)
    me.ap[:] = [True]  # 1 AP for a card of AP cost 2
    state.apply((PLAY, 0, FRONT, -1))
    assert me.front[-1].card == hina_id and me.ap == [False]
    check_invariants(state)
