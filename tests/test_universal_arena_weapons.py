"""Weapons, Reload and a multihit X under the current rules (issue #14.2/#14.3).

Readings (docs/universal-arena-engine.md):
- **weapons**: terms.yml Ammo ("A per-weapon resource tracked separately for each weapon ... 'Full' means
  the amount granted by the effect or innate that set the Ammo. Switching weapons does not change each
  weapon's stored Ammo") and Reload ("Lose all current Ammo for the currently equipped weapon, then set
  that weapon's Ammo to its full value"); data/README.md "Reload and equipment switching". A weapon's
  Ammo is what the weapon's cards spend while it is equipped.
- **multihit-x**: card-types.yml Multihit ("If a card references remaining multihit count, use the
  current count after any reductions"): "Always: This card's Multihit Count starts at N." with "Set X to
  this card's remaining Multihit Count" and "Spend X <Ammo>: Deal Power / X damage once per <Ammo> spent."
- **distance-penalty**: "Distance > 0: Reduce this card's final Power by Distance." (terms.yml Distance).

The character is tests/universal_arena_forms/brass-ranger-dust-road.yml, invented in the game's schema;
its opponent the invented Tide Caller (90 HP)."""
from __future__ import annotations

from engine.core import DeckList, GameOptions, new_game
from engine.games.universal_arena import with_forms
from engine.games.universal_arena.effects import card_effects
from engine.games.universal_arena.greedy import GreedyPilot
from engine.games.universal_arena.state import MOVEMENT, PASS, PLAY, ROUND_START, check_invariants
from engine.games.universal_arena.structured import resource_statuses
from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
from tests.test_universal_arena_forms import GAME, give_hand, names_in_hand, play_alone, records, team_deck
from tests.universal_arena_engine_helpers import NORMAL, give, play, resolve

RANGER = "Brass Ranger|Dust Road"
LONGBOW, SCATTERGUN = ("Equip: Longbow", "value"), ("Equip: Scattergun", "value")
ARROWS, SHELLS, FLARE = ("Arrows", "value"), ("Shells", "value"), ("Flare", "value")


def start(opponents=("tide-caller-deepwater",), seed=3):
    recs = records()
    theirs = [recs[slug] for slug in opponents]
    keys = {c.set_code for c in theirs}
    pile = tuple((r, 1) for r in recs.values() if r.type == "card" and r.set_code in keys)
    deck1 = with_forms(DeckList(main=pile, extra=tuple((c, 1) for c in theirs)), recs.values())
    state = new_game(GAME, [team_deck(recs, "brass-ranger-dust-road"), deck1], seed, GameOptions(first_player=0))
    while state.phase == MOVEMENT:
        state.apply(PASS)
    return state


def ranger(state) -> dict:
    return state.seats[0].statuses[0]


def choose(state, name, option) -> None:
    """Seat 0 plays the named choose card with the option; the other seat passes; the zone resolves."""
    state.seats[1].energy = 0
    position = names_in_hand(state).index(name)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[1] == position and a[-1] == option
                     and len(a) == 5))
    while state.phase != ROUND_START:
        state.apply(PASS)
    check_invariants(state)


def test_every_card_of_the_ranger_is_played_in_full_and_each_weapon_knows_its_ammo():
    recs = records()
    resources = resource_statuses([r for r in recs.values() if r.type == "character"])
    for record in recs.values():
        if record.set_code == RANGER and record.type in ("card", "ultimate", "form"):
            assert card_effects(record, resources).unsupported == [], record.name
    state = start()
    # the Flare the Ultimate spends is a consumable but no weapon's Ammo: Reload never restores it
    assert state.table.weapons == {RANGER: {"Equip: Longbow": ("Arrows",), "Equip: Scattergun": ("Shells",)}}
    assert ranger(state) == {LONGBOW: 1, ARROWS: 6, SHELLS: 2, FLARE: 1}


def test_reload_sets_the_equipped_weapons_ammo_to_full_and_nothing_else():
    """terms.yml Reload: "set that weapon's Ammo to its full value" (the setup's recordMax: 6 Arrows)."""
    state = start()
    ranger(state)[ARROWS] = 1
    del ranger(state)[SHELLS], ranger(state)[FLARE]
    give_hand(state, "brass-ranger-dust-road/2")  # Brace: Gain Power Shield. Reload currently Equipped Weapon.
    play_alone(state, "Brace")
    assert ranger(state)[ARROWS] == 6
    assert SHELLS not in ranger(state) and FLARE not in ranger(state)  # not the Longbow's Ammo


def test_switching_keeps_each_weapons_stored_ammo_and_the_weapon_card_changes_form():
    """terms.yml Ammo: "Switching weapons does not change each weapon's stored Ammo unless stated"; the
    Loose card is the Scattergun's form while Equip: Scattergun is held, and Brace then reloads Shells."""
    state = start()
    ranger(state).update({ARROWS: 2, SHELLS: 1})
    give_hand(state, "brass-ranger-dust-road/4", "brass-ranger-dust-road/3-1")
    choose(state, "Change Stance", 1)  # Switch to Equip: Scattergun.
    assert LONGBOW not in ranger(state) and ranger(state)[SCATTERGUN] == 1
    assert ranger(state)[ARROWS] == 2 and ranger(state)[SHELLS] == 1
    assert "Loose: Scattergun" in names_in_hand(state)
    give_hand(state, "brass-ranger-dust-road/2")
    play_alone(state, "Brace")
    assert ranger(state)[SHELLS] == 2 and ranger(state)[ARROWS] == 2


def test_choosing_the_equipped_weapon_reloads_it_only_when_the_card_says_so():
    """"If you choose the same weapon: Reload instead." Without that line, choosing the weapon already
    equipped changes nothing."""
    state = start()
    del ranger(state)[ARROWS]
    give_hand(state, "brass-ranger-dust-road/4")
    choose(state, "Change Stance", 0)  # Switch to Equip: Longbow, which is equipped: Reload
    assert ranger(state)[ARROWS] == 6 and ranger(state)[LONGBOW] == 1
    table = state.table
    statuses = {LONGBOW: 1, ARROWS: 0}
    assert table.equip_changes(RANGER, statuses, "switch", "Equip: Longbow", 0) == []
    assert table.equip_changes(RANGER, statuses, "switch", "Equip: Scattergun", 0) == [
        ("remove_status", "Equip: Longbow", 0), ("gain_status", "Equip: Scattergun", 1)]


def test_a_reload_with_no_card_that_changes_with_the_weapon_is_reported_not_guessed():
    brace = ua_card("Lone Brace", kind="defense", power="5", target="1 Ally", text="Reload currently Equipped Weapon.",
                    structured_effects=[{"timing": "on_use", "type": "gain_shield", "amount": {"kind": "power"}},
                                        {"timing": "on_use", "type": "reload_equipped"}])
    state = current([brace])
    card = next(c for c, r in enumerate(state.table.records) if r.number == "Lone Brace")
    assert state.table.incomplete[card]
    assert any("which Ammo a weapon fires is not known" in item for item in state.table.unsupported[card])


def test_the_multihit_x_spends_up_to_the_count_and_deals_power_over_x_once_per_point():
    """Loose: Longbow, Power 12, count 3, opposed target (distance 0): with 6 Arrows it spends 3 and deals
    3 x 12 / 3 = 12; with 2 Arrows it spends both and deals 2 x 4 = 8; with none it deals nothing and is
    no hit."""
    state = start()
    hp = state.seats[1].hps[0]
    give_hand(state, "brass-ranger-dust-road/3-1")
    play_alone(state, "Loose: Longbow")
    assert ranger(state)[ARROWS] == 3 and state.seats[1].hps[0] == hp - 12
    ranger(state)[ARROWS] = 2
    give_hand(state, "brass-ranger-dust-road/3-1")
    play_alone(state, "Loose: Longbow")
    assert ARROWS not in ranger(state) and state.seats[1].hps[0] == hp - 12 - 8
    events = len(state.events)
    give_hand(state, "brass-ranger-dust-road/3-1")
    play_alone(state, "Loose: Longbow")
    assert state.seats[1].hps[0] == hp - 20
    assert any(e[2] == "no-damage" for e in state.events[events:])


def test_the_x_is_the_count_left_after_a_lost_clash():
    """card-types.yml Multihit: a losing multihit attack is reused with one hit less, and "If a card
    references remaining multihit count, use the current count after any reductions": after one lost
    clash X is 2, so 2 Grit are spent, not 3 (index.md How To Clash: a draw, both lose)."""
    text = ("Always: This card's Multihit Count starts at 3.\n"
            "Set X to this card's remaining Multihit Count (before resolving this card).\n"
            "Spend X Grit: Deal Power / X damage once per Grit spent.")
    volley = ua_card("Volley", power="12", types=["Technique", "Attack", "Multihit"], text=text, structured_effects=[
        {"timing": "on_use", "type": "spend_status", "status": "Grit", "amount": {"kind": "x"}, "allowPartial": True},
        {"timing": "on_use", "type": "deal_damage_per_spent", "status": "Grit",
         "amount": {"kind": "power_div", "divisor": {"kind": "x"}}}])
    even = ua_card("Even", who="Bram|Base", power="12", target="1 Enemy")
    state = current([volley], [even])
    skip_movement(state)
    state.seats[0].statuses[0][("Grit", "value")] = 6
    give(state, 0, "Volley")
    give(state, 1, "Even")
    play(state, "Volley", NORMAL, target=0)
    play(state, "Even", NORMAL, target=0)  # 12 against 12: both lose; Volley, a hit less, then resolves alone
    resolve(state)
    assert state.seats[0].statuses[0][("Grit", "value")] == 4
    assert state.seats[1].hps[0] == 20 - 12  # 2 hits of 12 / 2


def test_distance_reduces_the_final_power_by_the_distance():
    """Loose: Longbow at the character one column away: each 12 loses 10 % + 1 (index.md Power 7), then 1
    more for Distance 1: 9 per roll, 3 per hit, 9 in all."""
    state = start(("tide-caller-deepwater", "ember-warden-first-light"))
    hp = state.seats[1].hps[1]
    give_hand(state, "brass-ranger-dust-road/3-1")
    state.seats[1].energy = 0
    position = names_in_hand(state).index("Loose: Longbow")
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[1] == position and a[3] == 1))
    while state.phase != ROUND_START:
        state.apply(PASS)
    assert state.seats[1].hps[1] == hp - 9


def test_the_greedy_pilot_switches_to_the_weapon_that_has_ammo_and_plays_it():
    """With no Arrows left and Shells in the bag, the Longbow's card would deal nothing: the pilot plays
    Change Stance for the Scattergun (a free card), whose form then hits."""
    state = start()
    ranger(state).pop(ARROWS)
    give_hand(state, "brass-ranger-dust-road/4", "brass-ranger-dust-road/3-1")
    action = GreedyPilot(0).choose(state)
    card = state.seats[0].hand[action[1]]
    assert state.table.name[card] == "Change Stance" and action[-1] == 1


def test_two_ultimates_that_become_each_other_are_played_in_full():
    """data/README.md "Optional card transforms": Signal Flare becomes Buy Flare while the ranger has no
    Flare, and Buy Flare's own transform leads back to Signal Flare (the importer makes the second a form
    of the first, as for Luffy's two Gear Ultimates): both are played in full, in every seat."""
    state = start()
    table = state.table
    flares = [c for c, r in enumerate(table.records) if r.set_code == RANGER and r.get("slot", "").startswith("ultimate")]
    assert flares and not any(table.incomplete[c] for c in flares)
    ultimates = state.seats[0].ultimates
    assert [table.name[c] for c in ultimates] == ["Signal Flare"]
    del ranger(state)[FLARE]
    state._refresh_hands()
    assert [table.name[c] for c in ultimates] == ["Buy Flare"]
    ranger(state)[FLARE] = 1
    state._refresh_hands()
    assert [table.name[c] for c in ultimates] == ["Signal Flare"]
