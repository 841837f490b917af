"""Cards used from the Remove Area and abilities of a card in the Outside Area, compiled from card texts written for
Decklab (invented names, traits and numbers in the real phrasing).

Seed 000 Main Phase A ("Use cards"): a card is used by meeting its Required Energy with the Energy Line and paying its
AP cost; "During this turn, you may use that card from the Remove Area" lets the card just placed there be used the
same way. Seed 000 Main Phase B: an Activate: Main ability is activated by paying its costs; "[Main] [When in Outside
Area]" is one of a card in its player's Outside Area. Each scenario goes through the engine's API."""
from engine.effects.compiler import compile_card_text
from engine.effects.describe import action_text, condition_text
from engine.games.union_arena.constants import ACTIVATE, ENERGY, FRONT, OUTSIDE, PASS, PLAY
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    game,
    ids,
    on_top,
    pull,
    to_main,
    unit_from_zones,
)

MILL_AND_USE = ("[Main] [1 Per Turn] Place the top card of your deck to the Remove Area. During this turn, you may use "
                "that card from the Remove Area. (If you use it, you have to fulfill the required energy and pay the AP "
                "cost)")


def _seer_game(top, seed=91, *extra):
    """Seat 0 in its Main Phase with a MILL_AND_USE character on its Front Line, `top` on top of its deck, 3 AP."""
    seer = card("981", text=MILL_AND_USE)
    state = to_main(game([deck((seer, 4), (top, 2), *extra), deck()], seed=seed))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, seer, 0)]
    on_top(state, me, top)
    me.ap[:] = [True] * 3
    return state, me


def _plain_unit(state):
    """A unit of the filler card (1 red energy) taken from seat 0's zones."""
    return unit_from_zones(state, PLAIN, 0)


def _activate_seer(state):
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == FRONT))


def test_the_card_placed_to_the_remove_area_may_be_used_from_there_this_turn():
    """Card wording: "Place the top card of your deck to the Remove Area. During this turn, you may use that card from
    the Remove Area. (If you use it, you have to fulfill the required energy and pay the AP cost)". The card is offered
    as a card of the hand is (seed 000 Main Phase A: AP paid); used, it leaves the Remove Area for the field."""
    assert compiled_effects(MILL_AND_USE)[0]["actions"] == [{"do": "mill", "amount": 1, "to": "remove"},
                                                            {"do": "usable-from-remove"}]
    knight = card("982", name="Ash Knight", bp=5000, ap_cost=2)
    state, me = _seer_game(knight)
    knight_id = ids(state, knight)[0]
    assert not [a for a in state.legal_actions() if a[0] == PLAY and a[1] >= len(me.hand)]
    _activate_seer(state)
    assert me.remove[-1] == knight_id and me.usable_now == (knight_id,)
    uses = [a for a in state.legal_actions() if a[0] == PLAY and a[1] >= len(me.hand)]
    assert {a[2] for a in uses} == {FRONT, ENERGY}
    state.apply(next(a for a in uses if a[2] == FRONT))
    assert [u.card for u in me.front][-1] == knight_id and knight_id not in me.remove
    assert sum(me.ap) == 1  # its AP cost of 2 paid
    assert me.used_removed_now == (knight_id,) and me.usable_now == ()
    assert not [a for a in state.legal_actions() if a[0] == PLAY and a[1] >= len(me.hand)]
    check_invariants(state)


def test_a_card_in_the_remove_area_needs_its_energy_and_ap_and_only_this_turn():
    """Seed 000 Main Phase A: "check whether you satisfy the Required Energy condition" and "pay the required Action
    Points". A card whose energy the Energy Line does not meet, or with too little AP, is not offered; at the end of the
    turn the permission ends and the card stays in the Remove Area."""
    giant = card("983", name="Stone Giant", bp=7000, required_energy=3, ap_cost=1)
    state, me = _seer_game(giant, 92)
    giant_id = ids(state, giant)[0]
    me.energy[:] = []
    _activate_seer(state)
    assert me.usable_now == (giant_id,)
    assert not [a for a in state.legal_actions() if a[0] == PLAY and a[1] >= len(me.hand)]  # no energy
    me.energy[:] = [_plain_unit(state) for _ in range(3)]
    assert [a for a in state.legal_actions() if a[0] == PLAY and a[1] >= len(me.hand)]
    me.ap[:] = [False] * 3
    assert not [a for a in state.legal_actions() if a[0] == PLAY and a[1] >= len(me.hand)]  # no AP
    while state.turn == 1 and not state.is_terminal():
        legal = state.legal_actions()
        state.apply(PASS if PASS in legal else legal[0])
    assert giant_id in me.remove and me.usable_now == ()
    check_invariants(state)


def test_if_you_used_a_card_from_your_remove_area_this_turn():
    """Card wording: "[Your Turn] If you used a card from your Remove Area during this turn, this character gains +1500
    BP." Using a card from the hand does not count; using the milled card from the Remove Area does."""
    text = "[Your Turn] If you used a card from your Remove Area during this turn, this character gains +1500 BP."
    condition = compiled_effects(text)[0]["condition"]
    assert condition == {"kind": "used-this-turn", "filter": {"zone": "remove"}, "at_least": 1}
    assert condition_text(condition) == "you have used a card from your Remove Area this turn"
    watcher = card("984", text=text, bp=3000)
    imp = card("985", name="Cinder Imp", bp=1000)
    state, me = _seer_game(imp, 94, (watcher, 2))
    guard = unit_from_zones(state, watcher, 0)
    me.front.append(guard)
    assert state._bp(guard) == 3000
    imp_id = ids(state, imp)[0]
    if imp_id not in me.hand:
        me.hand.append(pull(me, imp_id))
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[1] < len(me.hand)
                     and me.hand[a[1]] == imp_id))
    assert state._bp(guard) == 3000  # used from the hand
    on_top(state, me, imp)
    _activate_seer(state)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[1] >= len(me.hand)))
    assert state._bp(guard) == 4500
    check_invariants(state)


def test_the_next_card_you_use_from_your_remove_area_costs_less():
    """Card wording: "Reduce the AP cost of the next card you use from your Remove Area this turn by 1." The card used
    from the Remove Area pays 1 AP less; a card used from the hand pays its full cost."""
    text = "[Main] [1 Per Turn] Reduce the AP cost of the next card you use from your Remove Area this turn by 1."
    action = compiled_effects(text)[0]["actions"][0]
    assert action == {"do": "next-cost-reduction", "what": "ap", "amount": 1, "target": {"zone": "remove"}}
    assert action_text(action) == "the next card you use from your Remove Area this turn costs 1 less AP"
    helper = card("986", text=text)
    brute = card("987", name="Iron Brute", bp=5000, ap_cost=2)
    state, me = _seer_game(brute, 95, (helper, 2))
    me.front.append(unit_from_zones(state, helper, 0))
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE and a[2] == 1))  # the reduction
    brute_id = ids(state, brute)[0]
    assert state._needs(0, brute_id) == (0, 2) and state._needs(0, brute_id, True) == (0, 1)
    _activate_seer(state)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[1] >= len(me.hand)))
    assert sum(me.ap) == 2 and me.next_reductions == []
    check_invariants(state)


def test_played_from_the_remove_area_holds_for_a_card_used_from_there():
    """Card wording: "[On Play] If this card was played from the Remove Area, draw 1 card." Used from the Remove Area
    by its player, the card was played from there (and by no effect: "If this character was played by your effect"
    does not hold)."""
    text = "[On Play] If this card was played from the Remove Area, draw 1 card."
    assert compiled_effects(text)[0]["condition"] == {"kind": "played-by-effect", "zone": "remove"}
    phoenix = card("988", name="Ash Phoenix", text=text)
    state, me = _seer_game(phoenix, 96)
    _activate_seer(state)
    hand = len(me.hand)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[1] >= len(me.hand)))
    assert len(me.hand) == hand + 1
    played = next(u for u in me.front if u.card == ids(state, phoenix)[0])
    from engine.games.union_arena.effects_runtime import holds
    assert not holds(state, 0, {"kind": "played-by-effect"}, played)
    check_invariants(state)


def test_usable_from_remove_needs_a_card_just_placed_there():
    """Near-misses: "you may use that card from the Remove Area" said after a step that placed no card to the Remove
    Area names no card, and "If you used a card from your Outside Area" is no place a card is used from: both stay
    uncompiled."""
    assert not compile_card_text("[Main] Place 1 card from your hand to the Outside Area. During this turn, you may use "
                                 "that card from the Remove Area.").complete
    assert not compile_card_text("[Your Turn] If you used a card from your Outside Area during this turn, this character "
                                 "gains +1000 BP.").complete


def test_the_pilot_uses_the_card_from_the_remove_area():
    """The greedy pilot, with the milled character the best play it has, uses it from the Remove Area."""
    knight = card("989", name="Ash Knight", bp=6000, ap_cost=1)
    state, me = _seer_game(knight, 97)
    me.deck[:0] = me.hand  # (an empty hand: the used card is the only play)
    me.hand[:] = []
    _activate_seer(state)
    choice = GreedyPilot(0).choose(state)
    assert choice[0] == PLAY and choice[1] == len(me.hand)
    state.apply(choice)
    assert ids(state, knight)[0] in [u.card for u in me.front + me.energy]
    check_invariants(state)


OUT_PLAY = ("[Main] [When in Outside Area] [Discard 1] [Pay 1 AP] Can only be activated if you have 2 or more generated "
            "energy. Play this character from your Outside Area to your area rested.")


def _outside_game(text, seed=101):
    ember = card("990", name="Ember Revenant", text=text, bp=4000)
    state = to_main(game([deck((ember, 4)), deck()], seed=seed))
    me = state.seats[0]
    me.outside.append(pull(me, ids(state, ember)[0]))
    me.ap[:] = [True] * 3
    return state, me, ember


def test_a_main_ability_of_a_card_in_the_outside_area():
    """Card wording: "[Main] [When in Outside Area] [Discard 1] [Pay 1 AP] Can only be activated if you have 2 or more
    generated energy. Play this character from your Outside Area to your area rested." Seed 000 Main Phase B: the costs
    are paid (a card of the hand, 1 AP) and the card goes from the Outside Area to the field, rested; without the
    energy it is not offered."""
    effect = compiled_effects(OUT_PLAY)[0]
    assert effect["timing"] == "activate-outside"
    assert effect["cost"] == [{"kind": "place-from-hand-to-outside", "amount": 1}, {"kind": "pay-ap", "amount": 1}]
    state, me, ember = _outside_game(OUT_PLAY)
    ember_id = ids(state, ember)[0]
    me.energy[:] = []
    assert not [a for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == OUTSIDE]
    me.energy[:] = [_plain_unit(state) for _ in range(2)]
    action = next(a for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == OUTSIDE)
    hand, outside = len(me.hand), len(me.outside)
    state.apply(action)
    played = [u for u in me.front + me.energy if u.card == ember_id]
    assert len(played) == 1 and played[0].rested
    assert len(me.hand) == hand - 1 and len(me.outside) == outside  # one card in, this card out
    assert sum(me.ap) == 2
    check_invariants(state)


def test_once_per_turn_and_add_this_card_from_the_outside_area_to_your_hand():
    """Card wording: "[Main] [When in Outside Area] [1 Per Turn] Place 1 card from your hand to the Outside Area. If you
    did, add this card from your Outside Area to your hand." The card comes back to the hand; the ability is used once
    this turn."""
    text = ("[Main] [When in Outside Area] [1 Per Turn] Place 1 card from your hand to the Outside Area. If you did, add "
            "this card from your Outside Area to your hand.")
    effect = compiled_effects(text)[0]
    assert effect["timing"] == "activate-outside" and effect["once_per_turn"]
    state, me, ember = _outside_game(text, 102)
    ember_id = ids(state, ember)[0]
    while ember_id in me.hand:
        me.hand.remove(ember_id)
        me.deck.insert(0, ember_id)
    state.apply(next(a for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == OUTSIDE))
    assert ember_id in me.hand and ember_id not in me.outside
    assert me.outside_used_now == ((ember_id, 0),)
    me.outside.append(me.hand.pop(me.hand.index(ember_id)))
    assert not [a for a in state.legal_actions() if a[0] == ACTIVATE and a[1] == OUTSIDE]  # once this turn
    check_invariants(state)


def test_the_pilot_plays_the_card_back_from_the_outside_area():
    """The greedy pilot, with nothing better to do, plays the card back from its Outside Area."""
    heavy = card("992", name="Sky Titan", bp=9000, required_energy=6)
    ember = card("990", name="Ember Revenant", text=OUT_PLAY, bp=4000)
    state = to_main(game([deck((ember, 4), (heavy, 4)), deck()], seed=103))
    me = state.seats[0]
    me.outside.append(pull(me, ids(state, ember)[0]))
    me.energy[:] = [_plain_unit(state) for _ in range(2)]
    me.deck[:0] = me.hand  # a hand of cards it cannot use (6 energy): the ability is the best it can do
    me.hand.clear()
    me.hand.extend(pull(me, ids(state, heavy)[0]) for _ in range(4))
    me.ap[:] = [True]
    pilot = GreedyPilot(0)
    choice = pilot.choose(state)
    assert choice[:2] == (ACTIVATE, OUTSIDE)
    state.apply(choice)
    assert ids(state, ember)[0] in [u.card for u in me.front + me.energy]
    check_invariants(state)


def test_when_in_outside_area_without_main_is_not_read_as_an_activation():
    """Near-miss: "[When in Outside Area] When this card in the Outside Area is selected by your effect, draw 1 card" is
    a triggered effect (not read), and "[Main] [When in Outside Area] [Rest this card]" names a cost a card in the
    Outside Area cannot pay: neither is played."""
    assert not compile_card_text("[When in Outside Area] When this card in the Outside Area is selected by your effect, "
                                 "draw 1 card.").complete
    from engine.played import simulation
    record = card("991", text="[Main] [When in Outside Area] [Rest this card] Add this card from your Outside Area to "
                              "your hand.")
    assert not simulation(record).complete


def test_place_from_your_outside_area_and_place_that_card_on_your_deck():
    """Card wording: "Place up to 1 card with <Trait: X> from your Outside Area and place that card at the top of your
    deck": one move said twice, read as "Place up to 1 ... from your Outside Area on top of your deck"."""
    said = compile_card_text("[On Play] Place up to 1 card with <Trait: Moss Kin> from your Outside Area and place that "
                             "card at the top of your deck.")
    usual = compile_card_text("[On Play] Place up to 1 card with <Trait: Moss Kin> from your Outside Area on top of your "
                              "deck.")
    assert said.complete and said.effects == usual.effects
    assert said.effects[0]["actions"][0]["where"] == "top"


def test_a_raid_card_used_from_the_remove_area_raids():
    """Seed 000 Raid Boost: "Even in cases where you use a card from your hand to Raid Boost another card, it is
    necessary to satisfy the card's Required Energy condition and pay the required APs": a Raid card used from the
    Remove Area may Raid onto its character the same way, paying its AP."""
    from engine.games.union_arena.constants import RAID

    base = card("993", name="Lark Vale", bp=2000)
    raider = card("994", name="Lark Vale, Ascended", bp=6000, ap_cost=1, text="[Raid] <Lark Vale>",
                  keywords=[{"name": "raid", "target": "Lark Vale"}])
    state, me = _seer_game(raider, 98, (base, 2))
    under = unit_from_zones(state, base, 0)
    me.front.append(under)
    _activate_seer(state)
    raids = [a for a in state.legal_actions() if a[0] == RAID and a[1] >= len(me.hand)]
    assert raids
    state.apply(raids[0])
    top = next(u for u in me.front if u.card == ids(state, raider)[0])
    assert top.base == ids(state, base)[0] and sum(me.ap) == 2
    assert me.used_removed_now == (ids(state, raider)[0],)
    check_invariants(state)


def test_a_non_yellow_card_from_your_outside_area_on_top_of_your_deck():
    """Card wording: "Place up to 1 non-yellow [Raid] card from your Outside Area on top of your deck": a card of any
    other colour (a card has one colour) with the printed Raid keyword; a yellow one stays."""
    text = ("[Main] [Rest this card] [Retire this card] Place up to 1 non-yellow [Raid] card from your Outside Area on "
            "top of your deck.")
    target = compiled_effects(text)[0]["actions"][0]["target"]
    assert target["color"] == "red|blue|green|purple" and target["keyword"] == "raid"
    from engine.games.union_arena.effects_runtime import run_card_effects

    keeper = card("995", text=text)
    yellow = card("996", color="yellow", bp=6000, text="[Raid] <Card 001>", keywords=[{"name": "raid", "target": "Card 001"}])
    blue = card("997", color="blue", bp=3000, text="[Raid] <Card 001>", keywords=[{"name": "raid", "target": "Card 001"}])
    state = to_main(game([deck((keeper, 2), (yellow, 1), (blue, 1)), deck()], seed=104))
    me = state.seats[0]
    for record in (yellow, blue):
        me.outside.append(pull(me, ids(state, record)[0]))
    run_card_effects(state, 0, ids(state, keeper)[0], [dict(compiled_effects(text)[0], cost=[])])
    assert me.deck[-1] == ids(state, blue)[0] and ids(state, yellow)[0] in me.outside
    check_invariants(state)
