"""Universal Arena rules where an audit of the current ruleset against the game's pages found the engine
contradicting them (issue #14.2). Each test quotes the page. Invented cards; the team is Ayla (30 HP), Cato
(100) and Dara (25) against Bram (20) and Eris (40)."""
from __future__ import annotations

from engine.games.universal_arena.state import END_TURN
from tests.test_universal_arena_current_rules import current, skip_movement, ua_card
from tests.universal_arena_engine_helpers import NORMAL, give, play, resolve

HIT = {"timing": "on_use", "type": "deal_damage", "amount": {"kind": "power"}}
SHIELD = {"timing": "on_use", "type": "gain_shield", "amount": {"kind": "power"}}


def on_hit(status: str, amount: int = 1) -> dict:
    return {"timing": "on_hit", "type": "inflict_status", "status": status, "target": "enemy",
            "amount": {"kind": "flat", "value": amount}}


def test_turn_end_statuses_tick_for_every_living_character_when_one_is_defeated():
    """status-effects.md Poison "Turn End: Take Potency damage. Then Halve Count."; Strength "Turn End: Reduce
    Count by 1.": a defeated teammate holding a status no longer stops its team's Turn End."""
    big = ua_card("Big", power="30", target="1 Enemy")
    state = current([big])
    skip_movement(state)
    enemy = state.seats[1]
    enemy.statuses[0].update({("Vulnerable", "value"): 1, ("Vulnerable", "count"): 5})
    enemy.statuses[1].update({("Strength", "value"): 3, ("Strength", "count"): 1,
                              ("Poison", "value"): 4, ("Poison", "count"): 2})
    give(state, 0, "Big")
    play(state, "Big", NORMAL, target=0)
    resolve(state)
    assert enemy.hps[0] == 0
    state.apply(END_TURN)
    assert enemy.hps[1] == 40 - 4
    assert enemy.statuses[1] == {("Poison", "value"): 4, ("Poison", "count"): 1}


def test_on_hit_and_thorns_resolve_once_per_hit():
    """faq.md: "If an Attack hits multiple times, resolve On Hit once per hit ... If a Multihit attack hits 3
    times, On Hit resolves 3 times." Thorns: "When you are hit by an Attack, deal Potency damage.\""""
    flurry = ua_card("Flurry", power="4", types=["Technique", "Attack", "Multihit"],
                     structured_effects=[dict(HIT, hits=3), on_hit("Vulnerable")])
    state = current([flurry])
    skip_movement(state)
    state.seats[1].statuses[0].update({("Thorns", "value"): 2, ("Thorns", "count"): 1})
    give(state, 0, "Flurry")
    play(state, "Flurry", NORMAL, target=0)
    resolve(state)
    assert state.seats[1].hps[0] == 20 - 12
    assert state.seats[1].statuses[0][("Vulnerable", "value")] == 3
    assert state.seats[0].hps[0] == 30 - 3 * 2


def test_a_splash_card_also_hits_the_targets_neighbours():
    """card-types.md Splash (Area): "A card that affects the main target and its adjacent neighbors.\""""
    wide = ua_card("Wide", who="Cato|Base", power="10", target="1 Enemy",
                   types=["Technique", "Attack", "Physical", "Splash"], structured_effects=[HIT, on_hit("Weak")])
    state = current([wide], team1=(("Bram", 50), ("Eris", 50), ("Fenn", 50)))
    skip_movement(state)
    give(state, 0, "Wide")
    play(state, "Wide", NORMAL, target=1)  # Cato (column 1) at Eris (column 1): opposed
    resolve(state)
    assert state.seats[1].hps == [40, 40, 40]
    assert all(statuses.get(("Weak", "value")) == 1 for statuses in state.seats[1].statuses)


def test_evade_looks_at_shield_only_and_an_evaded_attack_sets_off_no_thorns():
    """faq.md "How does Evade work against Shield": "Evade checks after Shield ... If any Power damage gets
    through Shield, the Attack is a hit and Evade does not apply" (Barrier comes after Shield); Evade: "that
    Attack is not a hit", so Thorns, an On Hit effect, does not answer it."""
    guard = ua_card("Guard", who="Bram|Base", kind="defense", power="10", target="Self", text="Evade.",
                    structured_effects=[SHIELD])
    jab = ua_card("Jab", power="14", target="1 Enemy", structured_effects=[HIT, on_hit("Weak")])
    state = current([jab], [guard])
    skip_movement(state)
    state.seats[1].statuses[0][("Barrier", "value")] = 5
    give(state, 0, "Jab")
    give(state, 1, "Guard")
    play(state, "Jab", NORMAL, target=0)
    play(state, "Guard", NORMAL)
    resolve(state)
    bram = state.seats[1].statuses[0]
    assert bram[("Barrier", "value")] == 1 and bram[("Weak", "value")] == 1  # 4 got through Shield: a hit
    state = current([ua_card("Jab", power="5", target="1 Enemy", structured_effects=[HIT])], [guard])
    skip_movement(state)
    state.seats[1].statuses[0].update({("Thorns", "value"): 5, ("Thorns", "count"): 1})
    give(state, 0, "Jab")
    give(state, 1, "Guard")
    play(state, "Jab", NORMAL, target=0)
    play(state, "Guard", NORMAL)
    resolve(state)
    assert state.seats[0].hps[0] == 30  # evaded: no Thorns


def test_status_damage_goes_through_shield_and_barrier():
    """terminology.md Damage: "Damage reduces Shield, Barrier, or HP. Effects that say 'Lose HP' are not
    damage."; status-effects.md Barrier: "Damage is applied to Shield first, then Barrier, then HP." Poison's
    Turn End "Take Potency damage" takes Shield first."""
    state = current()
    skip_movement(state)
    ayla = state.seats[0]
    ayla.shields[0] = 3
    ayla.shield = 3
    ayla.statuses[0].update({("Poison", "value"): 5, ("Poison", "count"): 2, ("Barrier", "value"): 1})
    give(state, 0)
    play(state, "Spare", NORMAL)  # (a turn's first Combat Round must be started)
    resolve(state)
    state.apply(END_TURN)
    assert ayla.shields[0] == 0 and ("Barrier", "value") not in ayla.statuses[0]
    assert ayla.hps[0] == 30 - 1  # 5: Shield 3, Barrier 1, then 1 to HP


def test_a_conditional_damage_that_does_not_hold_is_still_a_hit():
    """index.md How To Clash 5: "A hit occurs when an Attack is used unless it is prevented (example: Evade)";
    terminology.md On Hit: "even if it deals 0 damage"."""
    charged = ua_card("Charged", power="10", target="1 Enemy", structured_effects=[
        dict(HIT, condition={"kind": "self_has_status", "status": "Strength"}), on_hit("Weak")])
    state = current([charged])
    skip_movement(state)
    give(state, 0, "Charged")
    play(state, "Charged", NORMAL, target=0)  # Ayla has no Strength: no damage
    resolve(state)
    assert state.seats[1].hps[0] == 20 and state.seats[1].statuses[0][("Weak", "value")] == 1


def test_resist_and_absorb_each_work_on_the_same_damage_in_any_order():
    """faq.md "How do multiple damage types interact with Resist, Weakness, and Absorb?": 20 damage against
    Resist 5 (Blunt) and Absorb 30% (Magical): "Resist reduces 5, Absorb reduces 6 and heals 6. Final damage
    is 9." — whichever the character lists first."""
    from engine.cards import parse_card_row
    from engine.core import DeckList, GameOptions, new_game
    from tests.universal_arena_engine_helpers import GAME, SPARE, character, filler

    resist = {"kind": "resist", "amount": 5, "amountMode": "flat", "include": {"mode": "any", "tags": ["Blunt"]}}
    absorb = {"kind": "absorb", "amount": 30, "amountMode": "percent", "include": {"mode": "any", "types": ["Magical"]}}
    blast = ua_card("Blast", power="20", target="1 Enemy", types=["Technique", "Attack", "Magical", "Blunt"])
    for order in ((resist, absorb), (absorb, resist)):
        bram = parse_card_row(GAME, {"number": "C-Bram-Base", "name": "Bram", "version": "Base", "type": "character",
                                     "hp": 100, "innates": [{"id": "hide", "name": "Hide", "text": "-",
                                                             "mitigations": list(order)}]})
        ours = DeckList(main=tuple((c, 1) for c in [blast, SPARE, *filler("a")]), extra=((character("Ayla", 30), 1),))
        theirs = DeckList(main=tuple((c, 1) for c in [SPARE, *filler("b")]), extra=((bram, 1),))
        state = new_game(GAME, [ours, theirs], 1, GameOptions(first_player=0, extra={"ruleset": "current"}))
        skip_movement(state)
        state.seats[1].hps[0] = 50
        give(state, 0, "Blast")
        play(state, "Blast", NORMAL, target=0)
        resolve(state)
        assert state.seats[1].hps[0] == 50 - 9 + 6


def test_on_use_effects_apply_in_the_order_they_are_written():
    """index.md Card Use and Timing: "If multiple effects trigger at the same timing, apply them in the order
    they are written on the card." "Deal Power damage. Inflict 5 Vulnerable." deals 10, then inflicts; written
    the other way round the Vulnerable (+50 %) is there for the damage. A gated spend stays first (it decides
    whether the damage happens at all)."""
    vulnerable = {"timing": "on_use", "type": "inflict_status", "status": "Vulnerable",
                  "amount": {"kind": "flat", "value": 5}}
    for name, effects, damage in (("After", [HIT, vulnerable], 10), ("Before", [vulnerable, HIT], 15)):
        card = ua_card(name, power="10", target="1 Enemy", structured_effects=effects)
        state = current([card], team1=(("Bram", 50), ("Eris", 40)))
        skip_movement(state)
        give(state, 0, name)
        play(state, name, NORMAL, target=0)
        resolve(state)
        assert state.seats[1].hps[0] == 50 - damage, name
        assert state.seats[1].statuses[0][("Vulnerable", "value")] == 5


def test_power_is_rolled_for_the_clash_so_a_modifier_gained_after_the_play_counts():
    """index.md Power 2: "When a card is used (after any clash, or when unopposed), roll Power"; How To Clash 1:
    "sum the Power Rolls for that clash" (reading roll-at-clash). Ayla plays a 10 Power Jab, then interrupts in
    the Fast zone with a card that gives her Strength 5 (+50 %): the Jab, rolled when its zone resolves, hits
    for 15."""
    from engine.games.universal_arena.state import PASS
    from tests.universal_arena_engine_helpers import FAST

    jab = ua_card("Jab", power="10", target="1 Enemy")
    pump = ua_card("Pump", kind="special", speed="fast", power="-", cost=0, target="Self", structured_effects=[
        {"timing": "on_use", "type": "gain_status", "status": "Strength", "amount": {"kind": "flat", "value": 5}}])
    state = current([jab, pump], team1=(("Bram", 50), ("Eris", 40)))
    skip_movement(state)
    give(state, 0, "Jab", "Pump")
    play(state, "Jab", NORMAL, target=0)
    state.apply(PASS)
    play(state, "Pump", FAST)
    resolve(state)
    assert state.seats[1].hps[0] == 50 - 15


def _surge_game():
    """Ayla (her own status Surge: "Potency: Max 4. Count: Max 99. Turn End: Reduce Count by 1.") against Bram,
    with her card Surge Up written like the data's transformations: "Gain 1 Surge and +3 Surge Count. If this
    character has Surge: Gain 1 Surge and +1 Surge Count instead.\""""
    from engine.cards import parse_card_row
    from engine.core import DeckList, GameOptions, new_game
    from tests.universal_arena_engine_helpers import GAME, SPARE, character, filler

    surge = {"name": "Surge", "lines": ["Type: Unique.", "Potency: Max 4.", "Count: Max 99.",
                                        "Turn End: Reduce Count by 1."]}
    ayla = parse_card_row(GAME, {"number": "C-Ayla-Base", "name": "Ayla", "version": "Base", "type": "character",
                                 "hp": 30, "statuses": [surge]})
    gain = {"timing": "on_use", "type": "gain_status", "status": "Surge", "amount": {"kind": "flat", "value": 1}}
    up = ua_card("Surge Up", kind="special", power="-", target="Self", cost=0, structured_effects=[
        gain,
        dict(gain, stat="count", amount={"kind": "flat", "value": 3},
             condition={"kind": "self_missing_status", "status": "Surge"}),
        dict(gain, stat="count", amount={"kind": "flat", "value": 1},
             condition={"kind": "self_has_status", "status": "Surge"})])
    ours = DeckList(main=tuple((c, 1) for c in [up, SPARE, *filler("a")]), extra=((ayla, 1),))
    theirs = DeckList(main=tuple((c, 1) for c in [SPARE, *filler("b")]), extra=((character("Bram", 20), 1),))
    state = new_game(GAME, [ours, theirs], 1, GameOptions(first_player=0, extra={"ruleset": "current"}))
    skip_movement(state)
    return state


def test_a_characters_own_count_status_starts_at_count_one_and_expires_when_its_count_runs_out():
    """status-effects.md Explanation: a Potency + Count status gained by a character that has none gets "Count
    to 1"; "if one or more values reach 0, the status effect is removed". The card's "instead" line is the
    alternative, judged as the card is used (reading condition-before): a first Surge Up gives Potency 1 and
    Count 1 + 3 = 4; a second Potency 2 and Count + 1."""
    state = _surge_game()
    ayla = state.seats[0].statuses[0]
    give(state, 0, "Surge Up")
    play(state, "Surge Up", NORMAL)
    resolve(state)
    assert ayla == {("Surge", "value"): 1, ("Surge", "count"): 4}
    give(state, 0, "Surge Up")
    play(state, "Surge Up", NORMAL)
    resolve(state)
    assert ayla == {("Surge", "value"): 2, ("Surge", "count"): 5}
    ayla[("Surge", "count")] = 1
    state.apply(END_TURN)
    assert ("Surge", "value") not in state.seats[0].statuses[0]  # Count 0: removed, Potency with it


def test_invulnerable_stops_status_damage_before_shield_and_barrier():
    """status-effects.md Invulnerable: "All damage becomes 0 before Shield, Barrier, and HP" — a status's damage
    too: Bleed's "Take Potency damage" as her team plays a card leaves Shield and Barrier as they were."""
    state = current()
    skip_movement(state)
    ayla = state.seats[0]
    ayla.shields[0] = ayla.shield = 3
    ayla.statuses[0].update({("Bleed", "value"): 5, ("Bleed", "count"): 2, ("Barrier", "value"): 1,
                             ("Invulnerable", "value"): 1})
    give(state, 0)
    play(state, "Spare", NORMAL)
    assert ayla.shields[0] == 3 and ayla.statuses[0][("Barrier", "value")] == 1 and ayla.hps[0] == 30


def test_a_card_played_as_a_follow_up_meets_the_play_time_rules():
    """status-effects.md Stagger: "The next time you would play a Defense card, it is Cancelled before Use";
    Stagnate: the cost increase lasts "until that card is used"; keywords.yml Follow-Up: a card played in the
    window is played ("pay costs ... as normal")."""
    from engine.games.universal_arena.state import FOLLOW_UP, PASS, PRIORITY

    jab = ua_card("Jab", power="10", structured_effects=[HIT])
    guard = ua_card("FGuard", kind="defense", power="8", target="Self", text="Gain Power Shield.\nFollow-Up.",
                    structured_effects=[SHIELD])
    for stagger in (True, False):
        state = current([jab, guard])
        skip_movement(state)
        ayla = state.seats[0]
        if stagger:
            ayla.statuses[0][("Stagger", "value")] = 1
        fguard = [c for c in state.decks[0] if state.table.name[c] == "FGuard"][0]
        ayla.bumps = {fguard: 1}
        state.forms_stale = True
        give(state, 0, "Jab", "FGuard")
        state.seats[1].energy = 0
        play(state, "Jab", NORMAL, target=0)
        while state.phase == PRIORITY:
            state.apply(PASS)
        assert state.phase == FOLLOW_UP
        state.apply(next(a for a in state.legal_actions() if a != PASS and ayla.hand[a[1]] == fguard))
        assert ayla.bumps == {}
        assert ayla.shields[0] == (0 if stagger else 8)
        assert ("Stagger", "value") not in ayla.statuses[0]


def test_a_reused_card_is_rolled_again_when_it_is_paired_again():
    """index.md Power 5: "Reuse roll[s] again for each ... reuse" (reading roll-at-clash): a Reuse Jab's second use
    is rolled when the zone pairs it again, after the Follow-Up window between its two uses (Strength 5 from it
    counts: 15)."""
    from engine.games.universal_arena.state import FOLLOW_UP, PASS, PRIORITY

    jab = ua_card("Jab", power="10", target="1 Enemy", slot="1", text="Deal Power damage.\nReuse.",
                  structured_effects=[HIT])
    pump = ua_card("Pump", kind="special", speed="fast", power="-", cost=0, target="Self", slot="2",
                   text="Gain 5 Strength.\nFollow-Up.", structured_effects=[
                       {"timing": "on_use", "type": "gain_status", "status": "Strength",
                        "amount": {"kind": "flat", "value": 5}}])
    wall = ua_card("Wall", who="Bram|Base", kind="defense", power="0", target="Self", slot="3",
                   structured_effects=[SHIELD])
    state = current([jab, pump], [wall], team1=(("Bram", 100), ("Eris", 40)))
    skip_movement(state)
    give(state, 0, "Jab", "Pump")
    give(state, 1, "Wall")
    play(state, "Jab", NORMAL, target=0)
    play(state, "Wall", NORMAL)
    while state.phase == PRIORITY:
        state.apply(PASS)
    state.apply(next(a for a in state.legal_actions() if a != PASS))  # Pump as a Follow-Up
    while state.phase in (PRIORITY, FOLLOW_UP):
        state.apply(PASS)
    assert state.seats[1].hps[0] == 100 - 10 - 15


def test_a_waiting_swap_keeps_the_character_its_player_picked():
    """Reading swap: the partner is a character; a faster Swap that moves it first does not change who it is."""
    from engine.games.universal_arena.state import PASS, PLAY, PRIORITY
    from tests.universal_arena_engine_helpers import FAST

    hook = ua_card("Hook", power="1", slot="1", text="Deal Power damage.\nSwap.", structured_effects=[HIT])
    step = ua_card("Step Aside", who="Fenn|Base", kind="special", speed="fast", power="-", target="Self", slot="2",
                   text="Swap.")
    state = current([hook], [step], team1=(("Bram", 50), ("Eris", 50), ("Fenn", 50)))
    skip_movement(state)
    give(state, 0, "Hook")
    give(state, 1, "Step Aside")
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[1] == 0 and a[2] == NORMAL
                     and a[3] == 1 and a[4] == 2))  # Hook at Eris, to trade with Fenn (column 2)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[1] == 0 and a[2] == FAST and a[4] == 0))
    while state.phase == PRIORITY:
        state.apply(PASS)
    assert state.seats[1].characters == ["Eris|Base", "Fenn|Base", "Bram|Base"]  # Fenn and Bram, then Eris and Fenn


def test_an_aoe_self_card_inflicts_on_every_enemy_and_a_plain_one_is_reported():
    """terminology.md AoE: "All characters in the targeted area take the effect": "Inflict 1 Stun on All
    Enemies." on an AoE card that targets itself stuns each alive enemy; a Self card that is not AoE has no enemy
    to inflict on, and says so."""
    stun = {"timing": "on_use", "type": "inflict_status", "status": "Weak", "amount": {"kind": "flat", "value": 1}}
    freeze = ua_card("Freeze", kind="special", power="-", target="Self", types=["Technique", "Special", "AoE"],
                     slot="1", structured_effects=[stun])
    state = current([freeze])
    skip_movement(state)
    give(state, 0, "Freeze")
    play(state, "Freeze", NORMAL)
    resolve(state)
    assert all(statuses.get(("Weak", "value")) == 1 for statuses in state.seats[1].statuses)
    plain = ua_card("Plain", kind="special", power="-", target="Self", slot="2", structured_effects=[stun])
    state = current([plain])
    card = [c for c in state.decks[0] if state.table.name[c] == "Plain"][0]
    assert state.table.incomplete[card]
    assert any("targets no enemy" in item for item in state.table.unsupported[card])


def test_a_defeated_characters_cards_being_looked_at_are_removed_too():
    """faq.md "What happens when a character is defeated": "their cards are removed from play" — the cards a Scry
    has taken off the pile as well (they could be put back and played later)."""
    dara_card = ua_card("Dara Card", who="Dara|Base", power="5", structured_effects=[HIT])
    state = current([dara_card])
    skip_movement(state)
    seat = state.seats[0]
    card = [c for c in state.decks[0] if state.table.name[c] == "Dara Card"][0]
    for zone in (seat.pile, seat.hand, seat.discard):
        if card in zone:
            zone.remove(card)
    seat.scrying = [card]
    state._damage_character(0, 2, 100)  # Dara (25 HP) is defeated
    assert seat.scrying == [] and card in seat.removed


def test_a_card_whose_character_falls_in_the_same_clash_is_removed_unresolved():
    """faq.md: "Defeated characters cannot be targeted or play cards, and their cards are removed from play"
    (reading defeat-zone): Bram's Rally (it inflicts Weak on Ayla) and Ayla's Big are paired; Big is used first and
    defeats Bram, so Rally is removed without being used."""
    rally = ua_card("Rally", who="Bram|Base", kind="special", power="-", target="1 Enemy",
                    structured_effects=[on_hit("Weak") | {"timing": "on_use"}])
    big = ua_card("Big", power="30", target="1 Enemy", structured_effects=[HIT])
    state = current([big], [rally])
    skip_movement(state)
    state.actor = 1
    give(state, 1, "Rally")
    give(state, 0, "Big")
    play(state, "Rally", NORMAL, target=0)
    play(state, "Big", NORMAL, target=0)
    resolve(state)
    bram = state.seats[1]
    rally_card = [c for c in state.decks[1] if state.table.name[c] == "Rally"][0]
    assert bram.hps[0] == 0 and ("Weak", "value") not in state.seats[0].statuses[0]
    assert rally_card in bram.removed and rally_card not in bram.discard
