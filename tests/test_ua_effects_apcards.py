"""Union Arena: AP cards and AP costs (docs/engine.md, the bullet "AP cards and AP costs"), compiled from card texts
written for Decklab and played through the engine's API:
- "If the revealed card fulfills the energy requirement and has (an) AP cost of 1, you may play it without paying AP
  instead", "If the revealed card has the Cost of 1 AP": the AP cost printed on the card (seed 000, card anatomy: AP
  cost), read as "with AP cost of 1" is in a card filter."""
from collections import Counter

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
