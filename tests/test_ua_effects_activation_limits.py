"""Union Arena limits on when an ability may be activated or a card played (family "activation_limits"), compiled from
card texts written for Decklab (invented names, traits and numbers in the real phrasing): "Can only be activated if
this character has [Impact]" / "... if this character's BP is higher than its original BP" (this-matches), "... the
turn this Field was played", "[Main] Activate only when this card is on your Outside Area", "cannot be played to the
Front Line and cannot be moved to the Front Line except by this card's effect", "This card can only be played by your
effects or raided", and braced words another set replaces while a condition holds ("you may change it to {...}
instead", "this effect is changed to {...}").

Every limit is tested through legal_actions(): what cannot be done is not offered (seed 000, Main Phase: an Activate:
Main ability is used when its conditions and costs are met; Play Character cards: a character is placed on a line)."""
from engine.games.union_arena.constants import (
    ACTIVATE,
    ENERGY,
    FRONT,
    MAIN,
    MOVE,
    MOVE_UP,
    OUTSIDE,
    PASS,
    PLAY,
    RAID,
)
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from engine.union_arena_text import derive_keywords
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    ids,
    only_in_hand,
    to_main,
    unit_from_zones,
)


def _activations(state):
    return [a for a in state.legal_actions() if a[0] == ACTIVATE]


def test_can_only_be_activated_if_this_character_has_impact():
    """Card wording: "[Main][1 Per Turn] Can only be activated if this character has [Impact]. This character gains
    [Sniper] during this turn." A keyword it has now, printed or gained (seed 000 Keyword Effects): without [Impact]
    the ability is not offered; once an effect gives it [Impact 1], it is."""
    text = "[Main][1 Per Turn] Can only be activated if this character has [Impact]. This character gains [Double Attack] during this turn."
    assert compiled_effects(text)[0]["condition"] == {"kind": "this-matches", "filter": {"keyword": "impact"}}
    striker = card("950", bp=3000, text=text)
    state = to_main(game([deck((striker, 4)), deck()], seed=150))
    me = state.seats[0]
    holder = unit_from_zones(state, striker, 0, rested=False)
    me.front[:] = [holder]
    assert _activations(state) == []
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "gain-keyword", "keyword": "impact", "value": 1,
                                                             "target": {"self": True}, "duration": "this-turn"}]}], holder)
    assert (ACTIVATE, FRONT, 0, 0) in _activations(state)
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert state._has(holder, "double-attack", state.table.double_attack)
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()  # [1 Per Turn]
    check_invariants(state)


def test_can_only_be_activated_if_its_bp_is_higher_than_its_original_bp():
    """Card wording: "[Main][1 Per Turn] Can only be activated if this character's BP is higher than its original BP.
    This character gains +1500 BP during this turn." Its BP now against its printed BP: at 3000 (printed) not
    offered; after +1000 BP it is, and it adds 1500 more."""
    text = "[Main][1 Per Turn]) Can only be activated if this character's BP is higher than its original BP. This character gets +1500 BP during this turn."
    compiled_effects(text)
    climber = card("951", bp=3000, text=text)
    state = to_main(game([deck((climber, 4)), deck()], seed=151))
    me = state.seats[0]
    holder = unit_from_zones(state, climber, 0, rested=False)
    me.front[:] = [holder]
    assert _activations(state) == []
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "bp-change", "amount": 1000, "target": {"self": True},
                                                             "duration": "this-turn"}]}], holder)
    assert state._bp(holder) == 4000 and (ACTIVATE, FRONT, 0, 0) in _activations(state)
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert state._bp(holder) == 5500
    check_invariants(state)


def test_a_field_activated_only_the_turn_it_was_played():
    """Card wording: "[Main] [1 Per Turn] Can only be activated the turn this Field was played. Draw 1 card." The Field
    played from the hand this turn (seed 000 Play Field cards: it goes to the Energy Line) offers it; the next turn of
    its player, it does not."""
    text = "[Main] [1 Per Turn] Can only be activated the turn this Field was played. Draw 1 card."
    compiled_effects(text)
    grove = card("952", type="field", required_energy=0, ap_cost=1, generated_energy=1, text=text)
    state = to_main(game([deck((grove, 4)), deck()], seed=152))
    me = only_in_hand(state, grove)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and a[2] == ENERGY))
    at = next(i for i, u in enumerate(me.energy) if u.card == ids(state, grove)[0])
    assert (ACTIVATE, ENERGY, at, 0) in _activations(state)
    hand = len(me.hand)
    state.apply((ACTIVATE, ENERGY, at, 0))
    assert len(me.hand) == hand + 1
    while not (state.player == 0 and state.phase == MAIN):  # to seat 0's next Main Phase
        state.apply(PASS if state.phase != 0 else (0,))
    at = next(i for i, u in enumerate(me.energy) if u.card == ids(state, grove)[0])
    assert (ACTIVATE, ENERGY, at, 0) not in state.legal_actions()
    check_invariants(state)


def test_activate_only_when_this_card_is_on_your_outside_area():
    """Card wording: "[Main] Activate only when this card is on your Outside Area. You may place 2 cards from your
    hand to the Outside Area. If you did, add this card to your hand. You can only activate this <X>'s effect once per
    turn." The same as "[Main] [When in Outside Area]": offered from the Outside Area, not from the field."""
    text = ("[Main] Activate only when this card is on your Outside Area. You may place 1 card from your hand to the "
            "Outside Area. If you did, add this card to your hand. You can only activate this <Vess Orrin>'s effect once "
            "per turn.")
    assert compiled_effects(text)[0]["timing"] == "activate-outside"
    vess = card("953", name="Vess Orrin", text=text)
    state = to_main(game([deck((vess, 4)), deck()], seed=153))
    me = state.seats[0]
    on_field = unit_from_zones(state, vess, 0, rested=False)
    me.front[:] = [on_field]
    assert _activations(state) == []
    me.front[:] = []
    card_id = on_field.card
    me.outside.append(card_id)  # (the same card, now in the Outside Area)
    offered = [a for a in _activations(state) if a[1] == OUTSIDE]
    assert offered
    state.apply(offered[0])
    assert card_id in me.hand
    assert not [a for a in _activations(state) if a[1] == OUTSIDE]  # once per turn
    check_invariants(state)


def test_cannot_be_played_nor_moved_to_the_front_line_except_by_this_cards_effect():
    """Card wording: "This character cannot be played to the Front Line and cannot be moved to the Front Line except by
    this card's effect." Not played there from the hand, not moved there in the Move Phase nor by another card's
    effect; its own "[Main] [When in Energy Line] Move this character to the Front Line" moves it."""
    text = ("This character cannot be played to the Front Line and cannot be moved to the Front Line except by this "
            "card's effect.@[Main] [When in Energy Line] [1 Per Turn] Move this character to the Front Line.")
    compiled_effects(text)
    warden = card("954", bp=4000, text=text)
    state = to_main(game([deck((warden, 4)), deck()], seed=154))
    me = only_in_hand(state, warden)
    plays = [a for a in state.legal_actions() if a[0] == PLAY]
    assert plays and all(a[2] == ENERGY for a in plays)
    state.apply(plays[0])
    held = next(u for u in me.energy if u.card == ids(state, warden)[0])
    other = unit_from_zones(state, PLAIN, 0)
    me.front[:] = [other]
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "move-line", "to": "front", "target": {
        "side": "yours", "zone": "energy", "all": True}}]}], other)
    assert held in me.energy  # another card's effect does not move it
    state.phase = MOVE
    assert not [a for a in state.legal_actions() if a[0] == MOVE_UP and me.energy[a[1]] is held]
    state.phase = MAIN
    at = me.energy.index(held)
    assert (ACTIVATE, ENERGY, at, 0) in state.legal_actions()
    state.apply((ACTIVATE, ENERGY, at, 0))
    assert held in me.front
    check_invariants(state)


def test_can_only_be_played_by_your_effects_or_raided():
    """Card wording: "This card can only be played by your effects or raided." From the hand it is not played to a
    line; it Raids onto its named character (seed 000 Raid Boost), and an effect of yours plays it."""
    text = "This card can only be played by your effects or raided."
    compiled_effects(text)
    base = card("955", name="Tova Wren")
    raider = card("956", name="Tova Wren Ascended", bp=5000, text=f"[Raid] <Tova Wren>@{text}",
                  keywords=derive_keywords("[Raid] <Tova Wren>"))
    state = to_main(game([deck((raider, 4), (base, 4)), deck()], seed=155))
    me = only_in_hand(state, raider)
    assert not [a for a in state.legal_actions() if a[0] == PLAY]
    me.front[:] = [unit_from_zones(state, base, 0, rested=False)]
    assert [a for a in state.legal_actions() if a[0] == RAID]
    summoner = unit_from_zones(state, PLAIN, 0)
    me.energy[:] = [summoner]
    me.front[:] = []
    me.outside.append(ids(state, base)[0])  # (the Raid's base leaves: only the effect may play it now)
    assert not [a for a in state.legal_actions() if a[0] in (PLAY, RAID)]
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "play-from", "target": {
        "up_to": 1, "side": "yours", "zone": "hand", "name": "Tova Wren Ascended"}}]}], summoner)
    assert any(u.card == ids(state, raider)[0] for u in me.front + me.energy)
    check_invariants(state)


def test_you_may_change_the_braced_gain_when_the_condition_holds():
    """Card wording: "[Main][1 Per Turn] Can only be activated if this character was switched from active to rest by
    your effect during this turn. Set this character to active and it gains {+1000 BP and [Impact (1)]} during this
    turn. If this character was played during this turn, you may change it to {[Double Attack]} instead." Not played
    this turn: the braced gain; played this turn: the better of the two for its player (the step worth more, as
    "you may ... instead"); not offered before an effect of yours rested it."""
    text = ("[Main][1 Per Turn] Can only be activated if this character was switched from active to rest by your effect "
            "during this turn. Set this character to active and it gains {+1000 BP and [Impact 1]} during this turn. If "
            "this character was played during this turn, you may change it to {[Double Attack]} instead.")
    compiled_effects(text)
    hound = card("957", bp=3000, text=text)
    state = to_main(game([deck((hound, 4)), deck()], seed=157))
    me = state.seats[0]
    old, new = unit_from_zones(state, hound, 0, rested=False), unit_from_zones(state, hound, 0, rested=False)
    old.played_turn = 0  # (on the field since an earlier turn)
    me.front[:] = [old, new]
    assert _activations(state) == []
    rest = [{"timing": "main", "actions": [{"do": "rest", "target": {"self": True}}]}]
    run_effects(state, 0, rest, old)
    run_effects(state, 0, rest, new)
    assert old.rested and new.rested
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert not old.rested and state._bp(old) == 4000 and not state._has(old, "double-attack", state.table.double_attack)
    step = effects_of(state, hound).activated[0]["actions"][-1]
    assert step["do"] == "all-of" and step["instead"]["condition"] == {"kind": "played-this-turn"}
    assert step["instead"]["optional"] is True
    state.apply((ACTIVATE, FRONT, 1, 0))
    # one of the two, never both: the one worth more now (step_value: +1000 BP and [Impact 1] on a character that
    # may still attack, over [Double Attack])
    assert not new.rested and state._bp(new) == 4000 and not state._has(new, "double-attack", state.table.double_attack)
    check_invariants(state)


def test_this_effect_is_changed_to_while_the_condition_holds():
    """Card wording: "[On Retire] {Draw 1 card}. If this character is retired by your own effect, change it to {Draw 2
    cards} instead." (without "you may": the second set replaces the first). Retired by its own player's effect it
    draws 2; otherwise 1, never 3."""
    text = "[On Retire] {Draw 1 card}. If this character is retired by your own effect, change it to {Draw 2 cards} instead."
    compiled_effects(text)
    martyr = card("958", text=text)
    state = to_main(game([deck((martyr, 4)), deck()], seed=158))
    me = state.seats[0]
    victim = unit_from_zones(state, martyr, 0, rested=False)
    me.front[:] = [victim]
    hand = len(me.hand)
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "retire", "target": {"self": True}}]}], victim)
    assert victim not in me.front and len(me.hand) == hand + 2
    check_invariants(state)


def test_cannot_be_played_to_the_front_line_while_the_outside_area_is_short():
    """Card wording: "If there isn't 20 or more cards on your Outside Area, this character cannot be played to the
    Front Line or moved to the Front Line." (19 or less). With 11 cards there, legal_actions offers it only the Energy
    Line and no move up in the Move Phase; with 12 ("isn't 12 or more" in this invented text), the Front Line too."""
    text = ("If there isn't 12 or more cards on your Outside Area, this character cannot be played to the Front Line or "
            "moved to the Front Line.")
    assert compiled_effects(text)[0]["condition"] == {"kind": "cards-in-zone", "side": "yours", "zone": "outside",
                                                      "at_most": 11}
    brute = card("959", bp=6000, text=text)
    state = to_main(game([deck((brute, 4)), deck()], seed=159))
    me = only_in_hand(state, brute)
    me.outside[:] = [me.deck.pop() for _ in range(11)]
    plays = [a for a in state.legal_actions() if a[0] == PLAY]
    assert plays and all(a[2] == ENERGY for a in plays)
    state.apply(plays[0])
    held = next(u for u in me.energy if u.card == ids(state, brute)[0])
    state.phase = MOVE
    assert not [a for a in state.legal_actions() if a[0] == MOVE_UP and me.energy[a[1]] is held]
    me.outside.append(me.deck.pop())
    assert [a for a in state.legal_actions() if a[0] == MOVE_UP and me.energy[a[1]] is held]
    state.phase = MAIN
    check_invariants(state)


def test_can_only_be_played_with_no_copy_of_it_on_your_area():
    """Card wording: "This card can only be played if you have 20 or more cards in your Outside Area and no cards with
    the same card number as this card on your area." Both must hold as it is played from the hand: too few cards in
    the Outside Area, no play offered; enough, one copy may be played; with that copy on the area, the second copy in
    the hand is not offered."""
    text = ("This card can only be played if you have 3 or more cards in your Outside Area and no cards with the same "
            "card number as this card on your area.")
    assert compiled_effects(text)[0]["condition"] == {"kind": "all", "conditions": [
        {"kind": "cards-in-zone", "side": "yours", "zone": "outside", "at_least": 3}, {"kind": "copies-on-area", "at_most": 0}]}
    relic = card("960", bp=5000, text=text)
    state = to_main(game([deck((relic, 4)), deck()], seed=160))
    me = only_in_hand(state, relic, copies=2)
    me.outside[:] = [me.deck.pop() for _ in range(2)]
    assert not [a for a in state.legal_actions() if a[0] == PLAY]
    me.outside.append(me.deck.pop())
    plays = [a for a in state.legal_actions() if a[0] == PLAY]
    assert plays
    state.apply(plays[0])
    assert me.hand == [ids(state, relic)[0]] and sum(me.ap) >= 1
    assert not [a for a in state.legal_actions() if a[0] == PLAY]  # a copy of it is on the area
    check_invariants(state)


def test_set_active_a_character_that_changed_from_active_to_rest_this_turn():
    """Card wording: "[Main] [When in Frontline] [1 Per Turn] Can only be activated when this character is active.
    Choose 1 other character on your area that changed from active to rest during this turn and set it to active."
    However it was rested this turn (here by a cost-like effect; seed 000, Active Mode and Rest Mode): a character
    that was already rested when the turn began is not one. Not offered while this character is rested."""
    text = ("[Main] [When in Frontline] [1 Per Turn] Can only be activated when this character is active. Choose 1 other "
            "character on your area that changed from active to rest during this turn and set it to active.")
    assert compiled_effects(text)[0]["actions"][0]["target"]["rested_this_turn"]
    captain = card("961", bp=3000, text=text)
    state = to_main(game([deck((captain, 4)), deck()], seed=161))
    me = state.seats[0]
    leader = unit_from_zones(state, captain, 0, rested=True)
    tired, worn = unit_from_zones(state, PLAIN, 0, rested=False), unit_from_zones(state, PLAIN, 0, rested=True)
    me.front[:] = [leader, tired, worn]
    assert _activations(state) == []  # this character is rested
    leader.rested = False
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "rest", "target": {"self": True}}]}], tired)
    assert tired.rested and (ACTIVATE, FRONT, 0, 0) in _activations(state)
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert not tired.rested and worn.rested
    check_invariants(state)
