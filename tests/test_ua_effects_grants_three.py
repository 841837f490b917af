"""Restrictions and granted abilities real Union Arena cards use (third round), compiled from card texts written for
Decklab (invented names and numbers in the real phrasing) and played by the engine.

Each scenario builds its position through the engine's API; the docstring quotes the wording and the seed 000 section
the reading follows (docs/engine.md, the bullets on "cannot block / target with [Sniper] characters with ...", "must
attack if able", "cannot activate [Active] trigger")."""
from engine.games.union_arena.constants import (
    ACTIVATE,
    ATTACK,
    ATTACK_WITH,
    FRONT,
    PASS,
    TRIGGER,
    USE_TRIGGER,
)
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    pull,
    setup_battle,
    to_main,
    unit_from_zones,
)


def test_cannot_block_characters_with_bp_or_less():
    """Card wording: "This character cannot block characters with BP 3500 or less." — no block of an attacker whose
    BP is 3500 or less now; an attacker of 4000 BP may be blocked (seed 000 Block step: a character that cannot block
    is not chosen as the blocker)."""
    text = "This character cannot block characters with BP 3500 or less."
    assert compiled_effects(text)[0]["actions"] == [{"do": "cannot-block-matching", "against": {"bp_max": 3500}}]
    picky = card("951", bp=3000, text=text)
    small, big = card("952", bp=3500), card("953", bp=4000)
    state = to_main(game([deck((small, 4), (big, 4)), deck((picky, 4))], seed=151))
    guard = unit_from_zones(state, picky, 1)
    setup_battle(state, [unit_from_zones(state, small, 0), unit_from_zones(state, big, 0)], [guard])
    assert not state.may_block(guard, state.seats[0].front[0])
    assert state.may_block(guard, state.seats[0].front[1])
    state.apply((ATTACK_WITH, 0, -1))  # nothing may block the 3500: the damage is dealt at once
    assert state.phase in (ATTACK, TRIGGER) and len(state.seats[1].life) == 6
    check_invariants(state)


def test_cannot_block_characters_with_impact_gained_this_turn():
    """Card wording: "This character cannot block characters with [Impact]." — [Impact] the attacker has now, printed
    or gained this turn ('This character gains [Impact 1] during this turn'), as the battle reads it (seed 000
    Keyword Effects)."""
    text = "This character cannot block characters with [Impact]."
    assert compiled_effects(text)[0]["actions"] == [{"do": "cannot-block-matching", "against": {"keyword": "impact"}}]
    shy = card("954", bp=5000, text=text)
    rusher = card("955", bp=2000, text="[When Attacking] This character gains [Impact 1] during this turn.")
    state = to_main(game([deck((rusher, 4)), deck((shy, 4))], seed=152))
    guard = unit_from_zones(state, shy, 1)
    attacker = unit_from_zones(state, rusher, 0)
    setup_battle(state, [attacker, unit_from_zones(state, rusher, 0)], [guard])
    assert state.may_block(guard, attacker)  # no [Impact] yet
    state.apply((ATTACK_WITH, 0, -1))  # gains [Impact 1] as it attacks: the guard cannot block it
    assert state.attack is None and state.phase in (ATTACK, TRIGGER) and len(state.seats[1].life) == 6  # not blocked
    check_invariants(state)


def test_sniper_cannot_target_characters_with_bp_or_more():
    """Card wording: "This character cannot target characters with BP 2500 or higher with [Sniper]." — its Sniper
    attacks are offered on the opposing characters of less than 2500 BP only (seed 000 Keyword Effects, Sniper: the
    attack is on the chosen character); a plain attack on the player is still offered."""
    text = "This character cannot target characters with BP 2500 or higher with [Sniper]"
    assert compiled_effects(text)[0]["actions"] == [{"do": "cannot-snipe-matching", "against": {"bp_min": 2500}}]
    assert compiled_effects("This character [Sniper] cannot target characters with BP2000 or more.")[0]["actions"] == [
        {"do": "cannot-snipe-matching", "against": {"bp_min": 2000}}]
    hunter = card("956", bp=3000, text=text, keywords=[{"name": "snipe"}])
    low, high = card("957", bp=2000), card("958", bp=2500)
    state = to_main(game([deck((hunter, 4)), deck((low, 4), (high, 4))], seed=153))
    setup_battle(state, [unit_from_zones(state, hunter, 0)], [unit_from_zones(state, high, 1), unit_from_zones(state, low, 1)])
    attacks = [a for a in state.legal_actions() if a != PASS]
    assert attacks == [(ATTACK_WITH, 0, -1), (ATTACK_WITH, 0, 1)]
    check_invariants(state)


def test_must_attack_if_able_keeps_the_attack_phase_going():
    """Card wording: "This character must attacks if possible." — while it may attack (active, nothing forbids it),
    its player cannot end the Attack Phase; once it has attacked (rested) the phase may end (seed 000 Attack Phase:
    the turn player chooses which characters attack)."""
    text = "This character must attacks if possible."
    assert compiled_effects(text)[0]["actions"] == [{"do": "must-attack"}]
    eager = card("959", bp=1000, text=text)
    state = to_main(game([deck((eager, 4)), deck()], seed=154))
    setup_battle(state, [unit_from_zones(state, eager, 0)], [])
    assert PASS not in state.legal_actions() and state.legal_actions() == [(ATTACK_WITH, 0, -1)]
    assert GreedyPilot().choose(state) == (ATTACK_WITH, 0, -1)
    check_invariants(state)


def test_must_attack_granted_this_turn():
    """Card wording: '[On Play] This character gains "This character must attack if able" during this turn.' — the
    gained ability holds this turn (seed 000 End Phase 4: effects "for the turn" are negated)."""
    text = '[On Play] This character gains "This character must attack if able" during this turn.'
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["effects"][0]["actions"] == [{"do": "must-attack"}]
    eager = card("961", bp=1000, text=text)
    state = to_main(game([deck((eager, 4)), deck()], seed=155))
    holder = unit_from_zones(state, eager, 0)
    setup_battle(state, [holder], [])
    assert PASS in state.legal_actions()
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert PASS not in state.legal_actions()
    check_invariants(state)


def test_opponent_cannot_activate_active_trigger_from_its_damage():
    """Card wording: "Your opponent cannot activate [Active] trigger from a trigger check caused by damage dealt by
    this character." — the Life card with [Active] checked for its damage goes to the Outside Area unused, as a card
    without a Trigger (seed 000 Trigger check: "the checking player can choose whether to activate the Trigger
    effect"); a [Draw] trigger is theirs to use, and another attacker's damage may activate [Active]."""
    text = "Your opponent cannot activate [Active] trigger from a trigger check caused by damage dealt by this character."
    assert compiled_effects(text)[0]["actions"] == [{"do": "denies-active-trigger"}]
    assert compiled_effects(text.replace("[Active] trigger from", '"Active" trigger with'))[0]["actions"] == [
        {"do": "denies-active-trigger"}]
    stifler, plain = card("962", bp=3000, text=text), card("963", bp=1000)
    active = card("964", trigger="active")
    state = to_main(game([deck((stifler, 4), (plain, 4)), deck((active, 50))], seed=156))
    setup_battle(state, [unit_from_zones(state, stifler, 0), unit_from_zones(state, plain, 0)], [])
    state.apply((ATTACK_WITH, 0, -1))
    assert state.phase == ATTACK and len(state.seats[1].life) == 6 and len(state.seats[1].outside) == 1
    state.apply((ATTACK_WITH, 1, -1))  # the plain character's damage: the [Active] trigger may be activated
    assert state.phase == TRIGGER and USE_TRIGGER in state.legal_actions()
    check_invariants(state)


def test_denied_active_trigger_is_not_ordered_before_a_draw_trigger():
    """Seed 000 Trigger check: several triggers checked at once "can be activated in any order" — an [Active]
    trigger that cannot be activated is not among them: only the [Draw] trigger is offered, and the [Active] card goes
    to the Outside Area unused."""
    text = "Your opponent cannot activate [Active] trigger from a trigger check caused by damage dealt by this character."
    stifler = card("965", bp=3000, text=text, keywords=[{"name": "damage", "value": 2}])
    active, drawer = card("966", trigger="active"), card("967", trigger="draw")
    state = to_main(game([deck((stifler, 4)), deck((active, 25), (drawer, 25))], seed=157))
    seat = state.seats[1]
    seat.deck.extend(seat.life[-2:])
    seat.life[-2:] = [pull(seat, ids(state, drawer)[0]), pull(seat, ids(state, active)[0])]  # [Draw] checked first
    setup_battle(state, [unit_from_zones(state, stifler, 0), unit_from_zones(state, stifler, 0)], [])
    hand = len(state.seats[1].hand)
    state.apply((ATTACK_WITH, 0, -1))
    assert state.phase == TRIGGER and state.legal_actions() == [USE_TRIGGER, PASS]  # no (TRIGGER_ORDER, k)
    state.apply(USE_TRIGGER)  # the [Draw] trigger; then the [Active] card goes out unused
    assert state.phase == ATTACK and len(state.seats[1].outside) == 2 and len(state.seats[1].hand) == hand + 1
    assert not any(u.bonus for u in state.seats[1].front)
    check_invariants(state)


def test_cannot_be_rested_moved_or_returned_by_opponents_effects():
    """Card wording: "This character cannot be rested, moved or returned to the hand by your opponent's effects." —
    an opposing "rest it" chooses another active character when there is one and does nothing to this one; an
    opposing "return it to their hand" leaves it on the field (seed 000, Choosing: it may still be chosen)."""
    text = "This character cannot be rested, moved or returned to the hand by your opponent's effects."
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "cannot-be-changed", "changes": "rest|move-line|return-to-hand", "by": "opponent"}]
    rock, plain = card("968", bp=6000, text=text), card("969", bp=1000)
    rester = card("970", text="[On Play] Choose up to 1 character on your opponent's Front Line and rest it.")
    bouncer = card("971", text="[On Play] Choose up to 1 character on your opponent's Front Line and return it to their hand.")
    state = to_main(game([deck((rester, 4), (bouncer, 4)), deck((rock, 4), (plain, 4))], seed=158))
    held = unit_from_zones(state, rock, 1)
    other = unit_from_zones(state, plain, 1)
    state.seats[1].front[:] = [held, other]
    source = unit_from_zones(state, rester, 0)
    state.seats[0].front.append(source)
    run_effects(state, 0, state.table.effects[source.card].on_play, source)
    assert not held.rested and other.rested  # the useful choice: the one it can rest
    state.seats[1].front[:] = [held]
    bounce = unit_from_zones(state, bouncer, 0)
    state.seats[0].front.append(bounce)
    run_effects(state, 0, state.table.effects[bounce.card].on_play, bounce)
    assert state.seats[1].front == [held]
    run_effects(state, 0, state.table.effects[source.card].on_play, source)
    assert not held.rested
    state.seats[1].front.append(other)  # (back on the field for the invariants)
    check_invariants(state)


def test_cannot_be_returned_by_your_or_your_opponents_effects():
    """Card wording: "This character cannot be returned to the hand by your or your opponent's effects." — its own
    player's effect does not return it either; "... by your opponent's effects" alone leaves its own player's effect
    free to return it."""
    text = "This character cannot be returned to the hand by your or your opponent's effects."
    assert compiled_effects(text)[0]["actions"] == [{"do": "cannot-be-changed", "changes": "return-to-hand", "by": "both"}]
    anchor = card("972", bp=4000, text=text)
    loose = card("973", bp=4000, text="This character cannot be returned to your hand by your opponent's effects.")
    state = to_main(game([deck((anchor, 4), (loose, 4)), deck()], seed=159))
    held, free = unit_from_zones(state, anchor, 0), unit_from_zones(state, loose, 0)
    state.seats[0].front[:] = [held, free]
    assert state.unchanged(held, "return-to-hand", "character", True)
    assert not state.unchanged(free, "return-to-hand", "character", True)
    assert state.unchanged(free, "return-to-hand", "character", False)
    assert not state.unchanged(held, "rest", "character", False)
    check_invariants(state)


def test_trigger_rest_passes_over_a_character_that_cannot_be_rested():
    """Card wording: "This character cannot be rested by your opponent's effects." with the yellow Color trigger (rest
    1 character of the opponent's; docs/union-arena-engine.md) — a trigger is its owner's opponent's effect: it rests
    another character."""
    text = "This character cannot be rested by your opponent's effects."
    rock, plain = card("974", bp=6000, text=text), card("975", bp=1000)
    yellow = card("976", trigger="color", color="yellow")
    state = to_main(game([deck((rock, 4), (plain, 4)), deck((yellow, 50))], seed=160))
    held, other = unit_from_zones(state, rock, 0), unit_from_zones(state, plain, 0)
    setup_battle(state, [unit_from_zones(state, plain, 0), held, other], [])
    state.apply((ATTACK_WITH, 0, -1))  # the active 6000 BP rock would be the trigger's choice
    assert state.phase == TRIGGER
    state.apply(USE_TRIGGER)
    assert not held.rested and other.rested and other.frozen  # the trigger rested the other active one
    check_invariants(state)


def test_cannot_be_blocked_by_characters_with_required_energy_or_more():
    """Card wording: "This character cannot be blocked by characters with required energy of 4 or more." — a blocker
    whose required energy is 4 or more is not offered; one of 3 is (seed 000 Block step)."""
    text = "This character cannot be blocked by characters with required energy of 4 or more."
    assert compiled_effects(text)[0]["actions"] == [{"do": "cannot-be-blocked-matching", "against": {"energy_min": 4}}]
    slipper = card("977", bp=2000, text=text)
    heavy, light = card("978", bp=5000, required_energy=4), card("979", bp=1000, required_energy=3)
    state = to_main(game([deck((slipper, 4)), deck((heavy, 4), (light, 4))], seed=161))
    attacker = unit_from_zones(state, slipper, 0)
    big, small = unit_from_zones(state, heavy, 1), unit_from_zones(state, light, 1)
    setup_battle(state, [attacker], [big, small])
    assert not state.may_block(big, attacker) and state.may_block(small, attacker)
    check_invariants(state)


def test_choose_one_other_than_name_and_give_it_a_draw_when_not_blocked():
    """Card wording: '[On Play] Choose 1 other than <Rimo> and give it "When this character attacks and it is not
    blocked, draw 1 card" this turn.' — a character of yours other than <Rimo> (whose, unsaid, is yours as in every
    "Choose 1 character"); its unblocked attack this turn draws 1 card."""
    text = ('[On Play] Choose 1 other than <Rimo> and give it "When this character attacks and it is not blocked, draw 1 '
            'card" this turn.')
    action = compiled_effects(text)[0]["actions"][0]
    assert action["target"] == {"up_to": 1, "exactly": True, "card_type": "character", "not_name": "Rimo", "side": "yours",
                                "zone": "any"}
    giver, rimo, ally = card("980", bp=1000, text=text), card("981", name="Rimo", bp=9000), card("982", bp=3000)
    state = to_main(game([deck((giver, 4), (rimo, 4), (ally, 4)), deck()], seed=162))
    source, named, other = unit_from_zones(state, giver, 0), unit_from_zones(state, rimo, 0), unit_from_zones(state, ally, 0)
    setup_battle(state, [source, named, other], [])
    run_effects(state, 0, state.table.effects[source.card].on_play, source)
    assert other.abilities and not named.abilities and not source.abilities  # the strongest other than <Rimo>
    hand = len(state.seats[0].hand)
    state.apply((ATTACK_WITH, 2, -1))  # nothing to block it
    assert len(state.seats[0].hand) == hand + 1
    check_invariants(state)


def test_your_opponents_characters_must_attack_if_able():
    """Card wording: "[When in Frontline] Your opponent's characters must attack if able." — while this card is on its
    player's Front Line, the opponent cannot end their Attack Phase while a character of theirs may attack; on the
    Energy Line it forces nothing, nor does it force its own player's characters."""
    text = "[When in Frontline] Your opponent's characters must attack if able."
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "must-attack", "target": {"card_type": "character", "side": "opponents", "zone": "any", "all": True}}]
    taunter, plain, own_taunter = card("983", bp=4000, text=text), card("984", bp=1000), card("985", bp=4000, text=text)
    state = to_main(game([deck((plain, 4), (own_taunter, 4)), deck((taunter, 4))], seed=163))
    holder = unit_from_zones(state, taunter, 1, rested=False)
    mine = unit_from_zones(state, plain, 0)
    setup_battle(state, [mine], [holder])
    assert PASS not in state.legal_actions()
    state.seats[1].front.remove(holder)
    state.seats[1].energy.append(holder)
    assert PASS in state.legal_actions()  # not on the Front Line: no restriction
    own = unit_from_zones(state, own_taunter, 0)
    state.seats[0].front.append(own)  # its own player's taunter on the Front Line: it forces nothing on its side
    assert PASS in state.legal_actions()
    check_invariants(state)


def test_loses_all_of_its_original_effects_during_this_turn():
    """Card wording: "[On Play] Choose up to 1 character on your opponent's Front Line, it loses all of its original
    effects during this turn." — its card's own effects (a continuous BP gain) and printed keywords ([Double Block]) are
    not there until the turn ends (seed 000 End Phase 4: effects "for the turn" are negated); a BP change it got from
    another effect stays."""
    text = "[On Play] Choose up to 1 character on your opponent's Front Line, it loses all of its original effects during this turn."
    assert compiled_effects(text)[0]["actions"][1] == {"do": "lose-effects", "target": {"chosen": True}, "duration": "this-turn"}
    silencer = card("986", bp=1000, text=text)
    guard = card("987", bp=3000, text="[Opponent's Turn] This character gets +2000 BP.", keywords=[{"name": "double-block"}])
    state = to_main(game([deck((silencer, 4)), deck((guard, 4))], seed=164))
    target = unit_from_zones(state, guard, 1, rested=False)
    target.bonus = 500  # from another effect this turn
    source = unit_from_zones(state, silencer, 0)
    setup_battle(state, [source], [target])
    assert state._bp(target) == 5500 and state._has(target, "double-block", state.table.double_block)
    run_effects(state, 0, state.table.effects[source.card].on_play, source)
    assert target.muted == -2
    assert state._bp(target) == 3500 and not state._has(target, "double-block", state.table.double_block)
    state._end_turn()  # seat 1's turn now: its own effects are back
    assert target.muted == -1 and state._has(target, "double-block", state.table.double_block)
    check_invariants(state)


def test_loses_its_original_effects_until_the_start_of_your_next_turn():
    """Card wording: "[Main] [Rest this card] Choose 1 character on your area other than <Rimo> with an original BP of
    4000 or more, it loses all of its original effects until the start of your next turn and draw 1 card." — through the
    opponent's turn its [Main] effect is not offered and its "[Opponent's Turn] ... cannot be chosen" is gone; at the
    start of its player's next turn (seed 000 Start Phase 1) they are back."""
    text = ("[Main] [Rest this card] Choose 1 character on your area other than <Rimo> with an original BP of 4000 or more, "
            "it loses all of its original effects until the start of your next turn and draw 1 card.")
    assert compiled_effects(text)[0]["actions"][1]["duration"] == "until-next-turn-start"
    giver = card("988", bp=1000, text=text)
    strong = card("989", bp=5000, text="[Opponent's Turn] This character cannot be chosen by your opponent's effects.\n"
                                        "[Main] [Rest this card] Draw 1 card.")
    state = to_main(game([deck((giver, 4), (strong, 4)), deck()], seed=165))
    source = unit_from_zones(state, giver, 0, rested=False)
    held = unit_from_zones(state, strong, 0, rested=False)
    state.seats[0].front[:] = [source, held]
    activations = [a for a in state.legal_actions() if a[0] == ACTIVATE]
    assert (ACTIVATE, FRONT, 1, 0) in activations
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert held.muted == 0 and source.muted == -1  # the giver has BP 1000: not its own choice
    assert (ACTIVATE, FRONT, 1, 0) not in state.legal_actions()
    state._end_turn()  # the opponent's turn: no "cannot be chosen" now
    assert not state.protected(held, "cannot-be-chosen", "character")
    state._end_turn()  # its player's Start Phase: the effects are back
    assert held.muted == -1 and not state.protected(held, "cannot-be-chosen", "character")  # (its own turn)
    check_invariants(state)


def test_chosen_only_if_they_additionally_place_a_card_said_otherwise():
    """Card wordings: "When this character is chosen by the effect of your opponent's Character or Event Card, they
    cannot choose this character unless they place 1 additional card from their hand to the Outside Area." and
    "[Opponent's Turn] Your opponent cannot choose this card with Character effects or Event Card effects, unless they
    additionally place 1 card from their hand to the Outside Area." — the choose tax (docs/engine.md): an opposing
    character effect that chooses it places 1 card from its player's hand to the Outside Area first; with an empty hand
    the choice passes over it."""
    first = ("When this character is chosen by the effect of your opponent's Character or Event Card, they cannot choose "
             "this character unless they place 1 additional card from their hand to the Outside Area.")
    second = ("[Opponent's Turn] Your opponent cannot choose this card with Character effects or Event Card effects, unless "
              "they additionally place 1 card from their hand to the Outside Area.")
    assert compiled_effects(first)[0]["actions"] == [{"do": "choose-tax", "discard": 1}]
    assert compiled_effects(second)[0] == {"timing": "during-opponents-turn", "actions": [{"do": "choose-tax", "discard": 1}]}
    taxed, plain = card("990", bp=6000, text=first), card("991", bp=1000)
    retirer = card("992", text="[On Play] Choose up to 1 character on your opponent's Front Line and retire it.")
    state = to_main(game([deck((retirer, 4)), deck((taxed, 4), (plain, 4))], seed=166))
    held, other = unit_from_zones(state, taxed, 1), unit_from_zones(state, plain, 1)
    state.seats[1].front[:] = [held, other]
    assert state.choose_tax(held, "character") == (0, 1)
    source = unit_from_zones(state, retirer, 0)
    state.seats[0].front.append(source)
    hand = len(state.seats[0].hand)
    run_effects(state, 0, state.table.effects[source.card].on_play, source)
    assert state.seats[1].front == [other] and len(state.seats[0].hand) == hand - 1  # paid 1 card, retired the 6000
    check_invariants(state)


def test_characters_other_than_name_gain_the_choose_tax_without_stacking():
    """Card wording: '[Opponent's Turn] [When in Frontline] Characters on your area other than <Yoska> gain "When this
    character is chosen by the effect of your opponent's Character or Event Card, they cannot choose this character
    unless they additionally place 1 card from their hand to the Outside Area." This effect of <Yoska> does not stack.'
    — in the opponent's turn, while a <Yoska> is on the Front Line, choosing another character of its player's costs the
    opponent 1 card from their hand; two <Yoska> still ask 1 ("does not stack"); not <Yoska> itself, not from the Energy
    Line."""
    text = ("[Opponent's Turn] [When in Frontline] Characters on your area other than <Yoska> gain \"When this character is "
            "chosen by the effect of your opponent's Character or Event Card, they cannot choose this character unless they "
            "additionally place 1 card from their hand to the Outside Area.\" This effect of <Yoska> does not stack.")
    action = compiled_effects(text)[0]["actions"][0]
    assert action == {"do": "choose-tax", "discard": 1, "no_stack": True,
                      "target": {"card_type": "character", "side": "yours", "zone": "any", "not_name": "Yoska", "all": True}}
    yoska, ally = card("993", name="Yoska", bp=2000, text=text), card("994", bp=3000)
    state = to_main(game([deck(), deck((yoska, 4), (ally, 4))], seed=167))
    assert state.player == 0  # the opponent's turn for seat 1
    holder, friend = unit_from_zones(state, yoska, 1), unit_from_zones(state, ally, 1)
    state.seats[1].front[:] = [holder, friend]
    assert state.choose_tax(friend, "character") == (0, 1) and state.choose_tax(friend, "card") == (0, 1)
    assert state.choose_tax(holder, "character") == (0, 0)
    second = unit_from_zones(state, yoska, 1)
    state.seats[1].front.append(second)
    assert state.choose_tax(friend, "character") == (0, 1)  # does not stack
    state.seats[1].front[:] = [friend]
    state.seats[1].energy[:] = [holder, second]
    assert state.choose_tax(friend, "character") == (0, 0)  # [When in Frontline]
    check_invariants(state)


def test_gains_two_quoted_abilities_during_this_turn():
    """Card wording: '[On Play] This character gains "This character cannot be blocked by characters with BP 4000 or
    more." and "When this character attacks and is not blocked, draw 1 card." during this turn.' — both abilities, each
    for the turn: a 5000 BP character cannot block it, and its unblocked attack draws 1 card."""
    text = ('[On Play] This character gains "This character cannot be blocked by characters with BP 4000 or more." and '
            '"When this character attacks and is not blocked, draw 1 card." during this turn.')
    actions = compiled_effects(text)[0]["actions"]
    assert [a["do"] for a in actions] == ["gain-ability", "gain-ability"]
    runner, wall = card("995", bp=2000, text=text), card("996", bp=5000)
    state = to_main(game([deck((runner, 4)), deck((wall, 4))], seed=168))
    attacker, blocker = unit_from_zones(state, runner, 0), unit_from_zones(state, wall, 1, rested=False)
    setup_battle(state, [attacker, unit_from_zones(state, runner, 0)], [blocker])
    run_effects(state, 0, state.table.effects[attacker.card].on_play, attacker)
    assert len(attacker.abilities) == 2 and not state.may_block(blocker, attacker)
    hand = len(state.seats[0].hand)
    state.apply((ATTACK_WITH, 0, -1))
    assert len(state.seats[0].hand) == hand + 1
    check_invariants(state)
