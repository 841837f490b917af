"""Universal Arena keyword lines of a card's text played as the game's keywords (issue #14.2;
keywords.yml): Evade ("After Clash: If a Defense card's Shield reduces the Attack's Power damage to 0,
that Attack is not a hit. Reuse this card.") and Innate ("Start the game with this card in the opening
hand."). The characters are invented ones in the same schema."""
from __future__ import annotations

from engine.core import GameOptions, new_game
from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.state import REUSED, check_invariants
from tests.test_universal_arena_forms import GAME, records, team_deck


def game(seed=2):
    recs = records()
    return new_game(GAME, [team_deck(recs, "stone-monk-iron-vow"), team_deck(recs, "ember-warden-first-light")],
                    seed, GameOptions(first_player=0))


def card(state, number):
    return next(c for c, r in enumerate(state.table.records) if r.number == number)


def test_keyword_lines_are_played_as_keywords():
    recs = records()
    guard = card_effects(recs["stone-monk-iron-vow/4-1"])
    assert "evade" in guard.flags and guard.unsupported == []
    assert "innate" in card_effects(recs["stone-monk-iron-vow/3"]).flags


def clash(state, power):
    """Ember Warden's Cinder Jab (Power `power`, On Hit: gain 1 Kindle) against the monk's Calm Guard
    (Shield 8, Evade) in the Normal zone."""
    jab, guard = card(state, "ember-warden-first-light/1"), card(state, "stone-monk-iron-vow/4-1")
    for seat, taken in ((state.seats[0], guard), (state.seats[1], jab)):
        for pile in (seat.pile, seat.hand, seat.discard):
            if taken in pile:
                pile.remove(taken)
    state.zones[1] = [(jab, 1, 0, False, power, 1, 0), (guard, 0, -1, False, 8, 1, 0)]
    state._resolve_zone(1)
    return guard


def test_evade_a_fully_shielded_attack_is_not_a_hit_and_the_evade_card_is_reused():
    state = game()
    monk, ember = state.seats[0], state.seats[1]
    events = len(state.events)
    guard = clash(state, 6)  # 6 into an 8 Shield: 0 damage
    assert monk.hps[0] == 100 and ember.statuses[0].get(("Kindle", "value"), 0) == 0  # no On Hit
    assert any(e[2] == "evaded" for e in state.events[events:])
    assert monk.discard.count(guard) == 1 and not state.zones[1]  # then discarded, once
    reused = [e for e in state.events[events:] if e[2] == "shield"]
    assert len(reused) == 2  # the Evade card stayed in the zone once (Reuse) and resolved again
    check_invariants(state)


def test_evade_an_attack_through_the_shield_is_a_hit():
    state = game()
    monk, ember = state.seats[0], state.seats[1]
    guard = clash(state, 12)  # 12 into an 8 Shield: 4 through, Resist 2 (Physical): 2 to HP
    assert monk.hps[0] == 98 and ember.statuses[0][("Kindle", "value")] == 1
    assert guard in monk.discard and not any(entry[REUSED] for zone in state.zones for entry in zone)
    check_invariants(state)


def test_innate_cards_are_in_the_opening_hand():
    for seed in range(12):
        state = game(seed)
        vow = card(state, "stone-monk-iron-vow/3")
        assert vow in state.seats[0].hand, seed


def test_a_before_clash_spend_grants_evade_for_that_clash():
    """data/README.md "Keyword grants (useful with spend gating)" (reading evade-spend): "If this character
    has 1+ Grit? Spend 1 Grit: This card gains Evade." Paired against an attack it stops entirely, the
    Defense spends 1 Grit and the attack is not a hit; without Grit it is a plain Defense."""
    from engine.games.universal_arena.state import PASS, PRIORITY
    from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
    from tests.universal_arena_engine_helpers import NORMAL, give, play

    spend = {"timing": "before_clash", "type": "spend_status", "status": "Grit", "amount": {"kind": "x"},
             "allowPartial": True, "condition": {"kind": "self_has_status", "status": "Grit"}}
    grant = {"timing": "before_clash", "type": "grant_keyword", "keyword": "Evade", "resource": "Grit", "minSpent": 1}
    shield = {"timing": "on_use", "type": "gain_shield", "amount": {"kind": "power"}}
    guard = ua_card("Guard", kind="defense", power="10", target="Self", structured_effects=[shield, spend, grant],
                    text="Gain Power Shield.\nIf this character has 1+ Grit? Spend 1 Grit: This card gains Evade.")
    assert card_effects(guard, frozenset({"Grit"})).unsupported == []
    for grit, evaded in ((3, True), (0, False)):
        hit = ua_card("Hit", who="Bram|Base", power="6")
        state = current([guard], [hit])
        skip_movement(state)
        state.initiative = state.actor = 1
        if grit:
            state.seats[0].statuses[0][("Grit", "value")] = grit
        give(state, 1, "Hit")
        give(state, 0, "Guard", spare=False)
        play(state, "Hit", NORMAL, target=0)
        play(state, "Guard", NORMAL)
        while state.phase == PRIORITY:
            state.apply(PASS)
        assert state.seats[0].statuses[0].get(("Grit", "value"), 0) == (grit - 1 if evaded else 0)
        assert any(e[2] == "evaded" for e in state.events if len(e) > 2) == evaded


def test_cleanse_dispel_purge_push_pull_bounce_and_prepare_lines_are_played():
    """keywords.yml: Cleanse / Dispel / Purge ("[Status]", "X [Status]", "All"), Push X, Pull X, Bounce X and
    Prepare X read from a card's keyword lines (readings cleanse-targets, push, prepare)."""
    from engine.games.universal_arena.state import PASS, PRIORITY
    from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
    from tests.universal_arena_engine_helpers import NORMAL, give, play

    hit = [{"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}}]
    shove = ua_card("Shove", power="4", text="Deal Power damage.\nPush 1. Dispel All.", structured_effects=hit)
    mend = ua_card("Mend", kind="special", power="-", target="1 Ally", text="Cleanse 2 Bleed. Cleanse Weak.",
                   structured_effects=[{"timing": "on_use", "type": "retain"}])
    ricochet = ua_card("Ricochet", power="5", text="Deal Power damage.\nBounce 2.", structured_effects=hit)
    for card in (shove, mend, ricochet):
        assert card_effects(card).unsupported == [], card.name
    assert card_effects(shove).moves == (("push", 1),) and card_effects(shove).cleanses == [("dispel", None, None)]
    assert card_effects(mend).cleanses == [("cleanse", "Bleed", 2), ("cleanse", "Weak", None)]

    state = current([shove, mend, ricochet])
    skip_movement(state)
    bram = state.seats[1].statuses[0]
    bram.update({("Strength", "value"): 2, ("Strength", "count"): 1, ("Weak", "value"): 1, ("Weak", "count"): 1})
    give(state, 0, "Shove")
    play(state, "Shove", NORMAL, target=0)  # Ayla and Bram are opposed: pushed to the end with more room
    while state.phase == PRIORITY:
        state.apply(PASS)
    assert state.seats[1].characters == ["Eris|Base", "Bram|Base"] and state.seats[1].hps == [40, 16]
    assert state.seats[1].statuses[1] == {("Weak", "value"): 1, ("Weak", "count"): 1}  # Strength dispelled

    state.seats[0].statuses[2].update({("Bleed", "value"): 3, ("Bleed", "count"): 1, ("Weak", "value"): 2,
                                       ("Weak", "count"): 1})
    give(state, 0, "Mend")
    play(state, "Mend", NORMAL, target=2)  # Dara
    while state.phase == PRIORITY:
        state.apply(PASS)
    # Bleed 3 + 1 (Mend's Energy, Allies' Card Played), then Cleanse 2; Weak removed
    assert state.seats[0].statuses[2] == {("Bleed", "value"): 2, ("Bleed", "count"): 1}

    give(state, 0, "Ricochet")
    play(state, "Ricochet", NORMAL, target=0)  # Eris now at 0; her only neighbour, Bram, takes it twice
    while state.phase == PRIORITY:
        state.apply(PASS)
    assert state.seats[1].hps == [40 - 5, 16 - 10]


def test_prepare_changes_the_cost_each_turn_it_is_held():
    """keywords.yml Prepare X: "Each turn, increase or reduce the Energy cost of this card by X until the card
    is used." (reading prepare: at each Turn Start, for a card held in hand since the last turn)."""
    from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
    from tests.universal_arena_engine_helpers import give, play

    charge = ua_card("Charge", power="20", cost=4, text="Deal Power damage.\nPrepare -1.\nRetain.",
                     structured_effects=[{"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}},
                                         {"timing": "on_use", "type": "retain"}])
    assert card_effects(charge).prepare == -1 and card_effects(charge).unsupported == []
    state = current([charge])
    skip_movement(state)
    give(state, 0, "Charge")
    card = next(c for c in state.decks[0] if state.table.name[c] == "Charge")
    state._end_turn()
    state._end_turn()  # two Turn Starts with Charge held (Retain)
    skip_movement(state)
    state._settle()
    assert card in state.seats[0].hand and state.costs[card] == 4 - 2
    while state.actor != 0 or state.phase != 0:
        state._end_turn()
        skip_movement(state)
    play(state, "Charge", 1, target=0)
    assert not state.seats[0].bumps  # used: the change ends


def test_search_and_seek_take_matching_cards_from_the_pile():
    """keywords.yml Search ("Search your draw pile for a card that matches the listed criteria or name, reveal
    it, put it into your hand, then shuffle.") and Seek X (criteria, Y) ("Look at the top X cards ... take up
    to Y cards that match ... then discard the rest."); reading find: the matching cards nearest the top."""
    from engine.games.universal_arena.state import PASS, PRIORITY, check_invariants
    from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
    from tests.universal_arena_engine_helpers import NORMAL, give, play

    hit = [{"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}}]
    scout = ua_card("Scout", power="1", text="Deal Power damage.\nSearch Haymaker.", structured_effects=hit)
    probe = ua_card("Probe", power="1", text="Deal Power damage.\nSeek 3 (an Attack card, 1).", structured_effects=hit)
    haymaker = ua_card("Haymaker", power="12", cost=3)
    assert card_effects(scout).finds == [(("name", "Haymaker"), 0, 1)] and card_effects(scout).unsupported == []
    assert card_effects(probe).finds == [(("kind", "attack"), 3, 1)] and card_effects(probe).unsupported == []
    state = current([scout, probe, haymaker])
    skip_movement(state)
    give(state, 0, "Scout")
    seat = state.seats[0]
    pile_size = len(seat.pile)
    play(state, "Scout", NORMAL, target=0)
    while state.phase == PRIORITY:
        state.apply(PASS)
    assert [state.table.name[c] for c in seat.hand if state.table.name[c] == "Haymaker"] == ["Haymaker"]
    assert len(seat.pile) == pile_size - 1
    check_invariants(state)
    give(state, 0, "Probe")
    haymaker_id = next(c for c in state.decks[0] if state.table.name[c] == "Haymaker")
    seat.pile.remove(haymaker_id)  # (give put the rest of the hand back on the pile)
    fillers = [c for c in seat.pile if state.table.name[c] != "Haymaker"][:2]
    for c in fillers:
        seat.pile.remove(c)
    seat.pile.extend([fillers[0], haymaker_id, fillers[1]])  # the top three: a filler on top, then Haymaker
    discards = len(seat.discard)
    play(state, "Probe", NORMAL, target=0)
    while state.phase == PRIORITY:
        state.apply(PASS)
    assert haymaker_id in seat.hand and len(seat.discard) == discards + 2 + 1  # the two others and Probe
    check_invariants(state)
