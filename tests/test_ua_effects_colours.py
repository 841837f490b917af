"""Union Arena "non-<colour>" card filters (issue 13), compiled from card texts written for Decklab (docs/engine.md,
the bullets "Non-<colour> cards" and "zones two")."""
from engine.games.union_arena.effects_runtime import matches_card, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, on_top, pull, to_main


def test_a_non_yellow_card_is_any_card_of_another_colour():
    """Card wording: "[On Play] Look at the top 5 cards of your deck. Reveal up to 1 non-yellow card with [Raid] among
    them and add it to your hand. Place the remaining at the bottom of your deck in any order." Read: a card whose
    colour is not yellow (seed 000, Card Anatomy: every card has one colour) and that has [Raid]."""
    text = ("[On Play] Look at the top 5 cards of your deck. Reveal up to 1 non-yellow card with [Raid] among them and "
            "add it to your hand. Place the remaining at the bottom of your deck in any order.")
    assert compiled_effects(text)[0]["actions"][1]["target"] == {"up_to": 1, "color": "red|blue|green|purple",
                                                                 "keyword": "raid"}
    scout = card("430", text=text)
    raid = {"text": "[Raid] <Card 001>", "keywords": [{"name": "raid", "target": "Card 001"}]}
    yellow_raider = card("431", color="yellow", **raid)
    blue_raider = card("432", color="blue", **raid)
    blue_plain = card("433", color="blue")
    state = to_main(game([deck((scout, 4), (yellow_raider, 4), (blue_raider, 4), (blue_plain, 4)), deck()], seed=9))
    me = state.seats[0]
    target = {"color": "red|blue|green|purple", "keyword": "raid"}
    assert not matches_card(state, ids(state, yellow_raider)[0], target)
    assert not matches_card(state, ids(state, blue_plain)[0], target)
    assert matches_card(state, ids(state, blue_raider)[0], target)
    on_top(state, me, yellow_raider, blue_plain, blue_raider, blue_plain, yellow_raider)
    hand = list(me.hand)
    holder = state._new_unit(pull(me, ids(state, scout)[0]), 0)
    me.front.append(holder)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert sorted(me.hand) == sorted(hand + [ids(state, blue_raider)[0]])  # (copies of a card share an id)
    check_invariants(state)
