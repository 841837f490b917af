"""Union Arena: AP cards and AP costs (docs/engine.md, the bullet "AP cards and AP costs"), compiled from card texts
written for Decklab and played through the engine's API:
- "If the revealed card fulfills the energy requirement and has (an) AP cost of 1, you may play it without paying AP
  instead", "If the revealed card has the Cost of 1 AP": the AP cost printed on the card (seed 000, card anatomy: AP
  cost), read as "with AP cost of 1" is in a card filter;
- "reduce the AP cost of the next Event Card that has a required energy of 2 or less you use by 1" (the limit said
  with "that has", as "with"), "... the next Event Card you use from your hand or your Outside Area by 1": seed 000,
  Main Phase - a player uses cards from the hand; the engine has no use from the Outside Area (no effect it reads lets
  one), so the reduction is the next matching card used from the hand."""
from collections import Counter

from engine.games.union_arena.constants import PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    pull,
    to_main,
    unit_from_zones,
)

REVEAL_AP = ("[Main] [1 Per Turn] Reveal the top card of your deck and add it to your hand. If the revealed card fulfills "
             "the energy requirement and has an AP cost of 1, you may play it without paying AP instead.")


def _revealed_with_ap(ap_cost, seed):
    """Seat 0's character with REVEAL_AP resolves it with a 1-energy character of `ap_cost` AP on top of its deck and
    one energy on its Energy Line; (copies added to the hand, copies now on the area, AP cards still active)."""
    source = card("701", text=REVEAL_AP)
    wanted = card("702", name="Brass Lantern", required_energy=1, ap_cost=ap_cost, bp=3000)
    state = to_main(game([deck((source, 4), (wanted, 4)), deck()], seed=seed))
    me = state.seats[0]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    me.energy[:] = [unit_from_zones(state, source, 0)]
    wanted_id = ids(state, wanted)[0]
    me.deck.append(pull(me, wanted_id))
    me.ap[:] = [True] * 3
    hand = Counter(me.hand)
    run_effects(state, 0, compiled_effects(REVEAL_AP), held)
    check_invariants(state)
    on_area = [u for u in me.front + me.energy if u.card == wanted_id]
    return (Counter(me.hand) - hand)[wanted_id], len(on_area), sum(me.ap)


def test_the_revealed_cards_ap_cost_is_read():
    """Card wording "If the revealed card fulfills the energy requirement and has AP cost of 1, you may play it without
    paying AP instead": a 1-AP card whose energy is met is played (no AP paid); a 2-AP card stays in the hand."""
    actions = compiled_effects(REVEAL_AP)[0]["actions"]
    assert actions[-1]["condition"] == {"kind": "revealed-matches",
                                        "filter": {"energy_met": True, "ap_min": 1, "ap_max": 1}}
    assert _revealed_with_ap(1, seed=71) == (0, 1, 3)
    assert _revealed_with_ap(2, seed=72) == (1, 0, 3)


def test_the_cost_said_before_ap_reads_the_same():
    """"If the revealed card has the Cost of 1 AP" (as some sets print it) and "has an AP cost of 2 or more" (a limit)."""
    exact = compiled_effects("[On Play] Reveal the top card of your deck and add it to your hand. If the revealed card has "
                             "the Cost of 1 AP, draw 1 card.")[0]["actions"][-1]
    assert exact["condition"]["filter"] == {"ap_min": 1, "ap_max": 1}
    more = compiled_effects("[On Play] Reveal the top card of your deck and add it to your hand. If the revealed card has "
                            "an AP cost of 2 or more, draw 1 card.")[0]["actions"][-1]
    assert more["condition"]["filter"] == {"ap_min": 2}


NEXT_EVENT = ("[On Play] During this turn, reduce the AP Cost of the next Event Card that has a required energy of 2 or less "
              "you use by 1.")
NEXT_ANY_ZONE = "[On Play] During this turn, reduce the AP cost of the next Event Card you use from your hand or your Outside Area by 1."


def test_the_next_event_with_the_energy_limit_costs_one_ap_less_once():
    """Card wording "reduce the AP Cost of the next Event Card that has a required energy of 2 or less you use by 1":
    a 2-energy, 2-AP event costs 1 AP; a 3-energy one keeps its 2; once the cheap one is used, the next costs 2."""
    assert compiled_effects(NEXT_EVENT)[0]["actions"] == [
        {"do": "next-cost-reduction", "what": "ap", "amount": 1, "target": {"card_type": "event", "energy_max": 2}}]
    source = card("703", text=NEXT_EVENT)
    small = card("704", type="event", required_energy=2, ap_cost=2, text="Draw 1 card.")
    big = card("705", type="event", required_energy=3, ap_cost=2, text="Draw 1 card.")
    state = to_main(game([deck((source, 4), (small, 4), (big, 4)), deck()], seed=73))
    me = state.seats[0]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    run_effects(state, 0, compiled_effects(NEXT_EVENT), held)
    small_id, big_id = ids(state, small)[0], ids(state, big)[0]
    assert state._needs(0, small_id)[1] == 1 and state._needs(0, big_id)[1] == 2
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, small_id), pull(me, small_id)]
    me.ap[:] = [True] * 3
    me.energy[:] = [unit_from_zones(state, source, 0) for _ in range(2)]
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY))
    check_invariants(state)
    assert sum(me.ap) == 2  # 1 AP paid, not 2
    assert state._needs(0, small_id)[1] == 2  # used up by the first


def test_the_next_event_from_hand_or_outside_area_is_the_next_from_hand():
    """Card wording "... the next Event Card you use from your hand or your Outside Area by 1": the next event used
    from the hand."""
    assert compiled_effects(NEXT_ANY_ZONE)[0]["actions"] == [
        {"do": "next-cost-reduction", "what": "ap", "amount": 1, "target": {"card_type": "event"}}]
    source = card("706", text=NEXT_ANY_ZONE)
    event = card("707", type="event", required_energy=1, ap_cost=2, text="Draw 1 card.")
    state = to_main(game([deck((source, 4), (event, 4)), deck()], seed=74))
    held = unit_from_zones(state, source, 0)
    state.seats[0].front[:] = [held]
    run_effects(state, 0, compiled_effects(NEXT_ANY_ZONE), held)
    assert state._needs(0, ids(state, event)[0])[1] == 1


COLOUR_AFTER = ("[On Play] You may pay 1 AP. If you did, play up to 1 <Trait: Lamplighter> Green Character Card with "
                "required energy of 2 or less and AP 1 from your hand to your area rested.")


def test_the_colour_said_after_the_trait_and_a_bare_ap_cost_filter_the_play():
    """Card wording "play up to 1 <Trait: X> Yellow Character Card with required energy of 3 or less and AP 1 from your
    hand" (the colour after the trait; "AP 1": an AP cost of 1): after paying 1 AP, only the green 1-AP Lamplighter
    is played; a red one and a 2-AP one stay in the hand."""
    play = compiled_effects(COLOUR_AFTER)[0]["actions"][-1]
    assert play["target"] == {"up_to": 1, "color": "green", "trait": "Lamplighter", "card_type": "character",
                              "energy_max": 2, "ap_max": 1, "ap_min": 1, "side": "yours", "zone": "hand"}
    source = card("709", text=COLOUR_AFTER)
    green = card("710", name="Moss Lamp", color="green", required_energy=1, ap_cost=1, traits=["Lamplighter"])
    red = card("711", name="Ember Lamp", color="red", required_energy=1, ap_cost=1, traits=["Lamplighter"])
    dear = card("712", name="Jade Lamp", color="green", required_energy=1, ap_cost=2, traits=["Lamplighter"])
    state = to_main(game([deck((source, 4), (green, 4), (red, 4), (dear, 4)), deck()], seed=76))
    me = state.seats[0]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, c)[0]) for c in (red, dear, green)]
    me.ap[:] = [True, True, True]
    run_effects(state, 0, compiled_effects(COLOUR_AFTER), held)
    check_invariants(state)
    assert sum(me.ap) == 2
    assert Counter(me.hand) == Counter(ids(state, c)[0] for c in (red, dear))
    assert [u.card for u in me.front + me.energy if u is not held] == [ids(state, green)[0]]


DOUBLED = ("If there are a total of 2 or more <Wren Holloway> and <Trait: Tidewatch> cards on your area, reduce the AP "
           "cost of of this card in your hand by 1.")


def test_a_doubled_of_in_a_cost_reduction_reads_as_one():
    """Card wording "reduce the AP cost of of this card in your hand by 1" (the word doubled): the same reduction as
    "the AP cost of this card" — seed 000, card anatomy: AP cost; with 2 Tidewatch cards on the area the 2-AP card
    costs 1, with 1 it costs 2."""
    assert compiled_effects(DOUBLED) == compiled_effects(DOUBLED.replace("of of", "of"))
    keeper = card("713", name="Gull Keeper", ap_cost=2, text=DOUBLED)
    watch = card("714", name="Tide Scout", traits=["Tidewatch"])
    state = to_main(game([deck((keeper, 4), (watch, 4)), deck()], seed=77))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, watch, 0)]
    assert state._needs(0, ids(state, keeper)[0])[1] == 2
    me.front.append(unit_from_zones(state, watch, 0))
    assert state._needs(0, ids(state, keeper)[0])[1] == 1
