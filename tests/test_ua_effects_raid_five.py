"""Raid and the cards under a character, fifth set: a card raiding from the Outside Area as its [On Retire], a character
on the Front Line lowering the required energy of Raids from the hand, a keyword every character of yours with a
face-down card under it gains, "a character on your area with a face-down card under it" as a condition, "up to 1 of
your opponent's characters in the front line" and "cannot be choose by your opponent's Event Effect used from hand".
Card texts written for Decklab (invented names, real phrasing).

Seed 000, Raid Boost Character cards: "When you play a Character card that has Raid to your field, instead of playing
the card normally, you can place the card on the specified Character that does not have Raid"; "Even in cases where
you use a card from your hand to Raid Boost another card, it is necessary to satisfy the card's Required Energy
condition"; "If an effect states Raid Boost, then you can use Raid Boost with that effect"; steps 1-5 (on top, the
base's effects negated, active, moved to the Front Line, the Raid effect). "If a Raid Boosted Character is moved to a
location other than the field, the top card is moved to the specified location, while the card on the bottom is placed
in its owner's Outside Area"."""
from engine.effects.compiler import compile_card_text
from engine.effects.describe import describe
from engine.games.union_arena.constants import ATTACK_WITH, FRONT, RAID
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    game,
    ids,
    play_out_turn,
    pull,
    setup_battle,
    to_main,
)


def _put(state, record, line="front", seat=0, rested=False):
    """One copy of `record` out of the seat's zones onto a line."""
    me = state.seats[seat]
    unit = state._new_unit(pull(me, ids(state, record)[0]), seat, rested=rested)
    (me.front if line == "front" else me.energy).append(unit)
    return unit


def _stack(state, record, base, seat=0):
    """The unit of `record` in Raid State on `base` on the seat's lines (a Raid puts a new unit on the Front Line)."""
    me = state.seats[seat]
    return next((u for u in me.front + me.energy if u.card == ids(state, record)[0] and u.base == ids(state, base)[0]),
                None)


def _raider(number, name, onto, **fields):
    return card(number, name=name, keywords=[{"name": "raid", "target": onto, "target_kind": "name"}], **fields)


RETIRE_RAID = ("[On Retire] If this card meets the required energy, you may raid this card onto a character on your "
               "field.")


def test_on_retire_raid_this_card_onto_a_character_of_yours():
    """Card wording "[On Retire] If this card meets the required energy, you may raid this card onto a character on your
    field": the retired card, from the Outside Area, Raid Boosts a character its [Raid] names (seed 000 Raid Boost
    1-5: on top, active, on the Front Line); the character it raided is now in Raid State."""
    effects = compiled_effects(RETIRE_RAID)
    assert effects == [{"timing": "on-retire", "actions": [
        {"do": "play-from", "target": {"self": True, "energy_met": True}, "raid": "only", "optional": True}]}]
    assert "raid with this card from your Outside Area onto a character of yours if its required energy is met" in \
        describe(effects)
    raider = _raider("R01", "Oren Vale", "Oren Vale", text=RETIRE_RAID, required_energy=2, bp=4000)
    base = card("R02", name="Oren Vale", bp=2000)
    state = to_main(game([deck((raider, 4), (base, 4)), deck()], seed=301))
    me = state.seats[0]
    _put(state, PLAIN, "energy"), _put(state, PLAIN, "energy")  # 2 red energy: the Raid card's required energy
    target = _put(state, base, "energy", rested=True)
    unit = _put(state, raider)
    state._remove_from_field(me, unit, "own-effect")
    stack = _stack(state, raider, base)
    assert stack in me.front and not stack.rested and target not in me.energy  # Raid steps 1, 3 and 4
    assert ids(state, raider)[0] not in me.outside
    check_invariants(state)


def test_on_retire_raid_needs_the_required_energy_and_a_character_to_raid_onto():
    """"If this card meets the required energy": with 1 energy for a card needing 2 it stays in the Outside Area; with
    the energy but no character its [Raid] names, it stays there too. A card in Raid State that retires leaves its raid
    source in the Outside Area (seed 000) and raids onto another character of the name."""
    raider = _raider("R03", "Ivo Marsh", "Ivo Marsh", text=RETIRE_RAID, required_energy=2, bp=4000)
    base, other = card("R04", name="Ivo Marsh", bp=2000), card("R05", name="Pell Sorn", bp=2000)
    state = to_main(game([deck((raider, 4), (base, 4), (other, 4)), deck()], seed=302))
    me = state.seats[0]
    _put(state, PLAIN, "energy")  # 1 energy
    target = _put(state, base)
    unit = _put(state, raider)
    state._remove_from_field(me, unit, "own-effect")
    assert ids(state, raider)[0] in me.outside and target.base == -1
    _put(state, PLAIN, "energy")  # 2 energy, but no <Ivo Marsh> on the area
    me.front.remove(target)
    me.outside.append(target.card)
    _put(state, other)
    unit = _put(state, raider)
    state._remove_from_field(me, unit, "own-effect")
    assert ids(state, raider)[0] in me.outside and all(u.base == -1 for u in me.front + me.energy)
    # in Raid State: the stack leaves (its raid source to the Outside Area), then it raids onto the other <Ivo Marsh>
    stack = _put(state, raider)
    stack.base = pull(me, ids(state, base)[0])
    fresh = _put(state, base)
    state._remove_from_field(me, stack, "own-effect")
    assert fresh not in me.front and _stack(state, raider, base) in me.front
    assert ids(state, base)[0] in me.outside  # the raid source the retired stack left
    check_invariants(state)


def test_on_retire_raid_without_the_energy_condition():
    """"[On Retire] You may raid this card onto a character on your area" (no energy said): a Raid by an effect, as
    "raid up to 1 <X> from your hand" (no required energy checked unless the text says it)."""
    text = "[On Retire] You may raid this card onto a character on your area."
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "play-from", "target": {"self": True}, "raid": "only", "optional": True}]
    raider = _raider("R06", "Cade Rhys", "Cade Rhys", text=text, required_energy=5, bp=5000)
    base = card("R07", name="Cade Rhys", bp=1000)
    state = to_main(game([deck((raider, 4), (base, 4)), deck()], seed=303))
    me = state.seats[0]
    _put(state, base)
    state._remove_from_field(me, _put(state, raider), "own-effect")
    assert _stack(state, raider, base) in me.front
    check_invariants(state)


RAID_CUT = ("[When in Frontline] At the moment you would raid a <Trait: Ash Wardens> from your hand, reduce the energy "
            "requirement of that card by 1.")


def _raid_actions(state, record):
    me = state.seats[0]
    me.ap[:] = [True] * 3
    return [a for a in state.legal_actions() if a[0] == RAID and me.hand[a[1]] == ids(state, record)[0]]


def test_raid_from_the_hand_needs_less_energy_while_the_holder_is_on_the_front_line():
    """Card wording "[When in Frontline] At the moment you would raid a <Trait: X> from your hand, reduce the energy
    requirement of that card by 1": a <Trait: X> Raid card needing 3 raids from the hand with 2 energy while the
    holder is on the Front Line (seed 000: a Raid from the hand must satisfy the required energy); not while it is on
    the Energy Line, not for a card without the trait."""
    assert compiled_effects(RAID_CUT) == [{"timing": "when-in-front-line", "actions": [
        {"do": "raided-cost-reduction", "amount": 1, "by": {"trait": "Ash Wardens"}, "yours": True}]}]
    assert "from your hand onto a character of yours" in describe(compiled_effects(RAID_CUT))
    holder = card("R10", name="Mara Venn", text=RAID_CUT, bp=1000, generated_energy=0)
    warden = _raider("R11", "Tova Ren", "Tova Ren", traits=["Ash Wardens"], required_energy=3, bp=5000)
    stranger = _raider("R12", "Tova Ren", "Tova Ren", traits=["Dune Riders"], required_energy=3, bp=5000)
    base = card("R13", name="Tova Ren", bp=1000, generated_energy=0)
    state = to_main(game([deck((holder, 4), (warden, 4), (stranger, 4), (base, 4)), deck()], seed=304))
    me = state.seats[0]
    _put(state, PLAIN, "energy"), _put(state, PLAIN, "energy")  # 2 energy
    target = _put(state, base)
    on_energy = _put(state, holder, "energy")
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, warden)[0]), pull(me, ids(state, stranger)[0])]
    assert _raid_actions(state, warden) == [] and _raid_actions(state, stranger) == []
    me.energy.remove(on_energy)
    me.front.append(on_energy)
    assert _raid_actions(state, warden) == [(RAID, 0, FRONT, 0)] and _raid_actions(state, stranger) == []
    assert state._raid_targets_met(me, ids(state, warden)[0], 3) == []  # (the Raid trigger is not from the hand)
    state.apply((RAID, 0, FRONT, 0))
    assert target not in me.front and _stack(state, warden, base) in me.front
    check_invariants(state)


def test_greedy_pilot_raids_with_the_lowered_requirement():
    """The greedy pilot takes the Raid the lowered requirement allows (a 5000 BP card onto a 1000 BP character)."""
    holder = card("R14", name="Mara Venn", text=RAID_CUT, bp=1000, generated_energy=0)
    warden = _raider("R15", "Tova Ren", "Tova Ren", traits=["Ash Wardens"], required_energy=3, bp=5000)
    base = card("R16", name="Tova Ren", bp=1000, generated_energy=0)
    state = to_main(game([deck((holder, 4), (warden, 4), (base, 4)), deck()], seed=305))
    me = state.seats[0]
    _put(state, PLAIN, "energy"), _put(state, PLAIN, "energy")
    target, _ = _put(state, base), _put(state, holder)
    me.hand.append(pull(me, ids(state, warden)[0]))
    me.ap[:] = [True] * 3
    play_out_turn(state)
    assert target not in me.front + me.energy and _stack(state, warden, base) is not None


DOUBLE_UNDER = "[When in Frontline] Your characters with a face-down card under it gains [Double Attack]."


def test_your_characters_with_a_face_down_card_under_them_gain_double_attack():
    """Card wording "[When in Frontline] Your characters with a face-down card under it gains [Double Attack]": every
    character of yours with a face-down card under it has Double Attack while the holder is on the Front Line (active
    again after its first attack: seed 000 Double Attack); one without a face-down card does not."""
    effects = compiled_effects(DOUBLE_UNDER)
    assert effects == compiled_effects("[When in Frontline] All your characters with a face-down card under them gain "
                                       "[Double Attack].")
    holder, runner = card("R20", text=DOUBLE_UNDER, bp=1000), card("R21", bp=3000)
    state = to_main(game([deck((holder, 4), (runner, 8)), deck()], seed=306))
    me, table = state.seats[0], state.table
    keeper = _put(state, holder, "energy")
    loaded, bare = _put(state, runner), _put(state, runner)
    loaded.under = (pull(me, ids(state, runner)[0]),)
    assert not state._has(loaded, "double-attack", table.double_attack)  # the holder is on the Energy Line
    me.energy.remove(keeper)
    me.front.append(keeper)
    assert state._has(loaded, "double-attack", table.double_attack)
    assert not state._has(bare, "double-attack", table.double_attack)
    assert not state._has(keeper, "double-attack", table.double_attack)
    setup_battle(state, list(me.front), [])
    state.apply((ATTACK_WITH, me.front.index(loaded), -1))
    assert loaded.attacks == 1 and not loaded.rested  # active again after its first attack


SEND_BACK = ("[On Play] You may place a face-down card under your character to the Outside Area. If you did, choose up "
             "to 1 of your opponent's characters in the front line and return it to their hand.")


def test_up_to_one_of_your_opponents_characters_in_the_front_line():
    """Card wording "choose up to 1 of your opponent's characters in the front line and return it to their hand": a
    character on the opponent's Front Line (not the Energy Line), after a face-down card under a character of yours
    went to the Outside Area."""
    assert compiled_effects(SEND_BACK)[0]["actions"][1] == {
        "do": "return-to-hand", "if_done": True,
        "target": {"up_to": 1, "card_type": "character", "side": "opponents", "zone": "front"}}
    player, holder, rival = card("R30", text=SEND_BACK), card("R31"), card("R32", bp=5000)
    state = to_main(game([deck((player, 4), (holder, 8)), deck((rival, 8))], seed=307))
    me, them = state.seats[0], state.seats[1]
    front, energy = _put(state, rival, seat=1), _put(state, rival, "energy", seat=1)
    keeper = _put(state, holder)
    keeper.under = (pull(me, ids(state, holder)[0]),)
    unit = _put(state, player)
    run_effects(state, 0, state.table.effects[unit.card].on_play, unit)
    assert keeper.under == () and front not in them.front and energy in them.energy
    assert ids(state, rival)[0] in them.hand
    check_invariants(state)


DRAW_IF_UNDER = ("[On Play] If there is a character on your area with a face-down card under it, you may draw 1 card. If "
                 "you did, place 1 card from your hand to outside area.")


def test_if_there_is_a_character_on_your_area_with_a_face_down_card_under_it():
    """Card wording "If there is a character on your area with a face-down card under it, you may draw 1 card. If you
    did, ...": the same condition as "If there is a face-down card under a character on your area"; without one,
    nothing is drawn or placed."""
    actions = compiled_effects(DRAW_IF_UNDER)[0]["actions"]
    assert actions[0]["condition"] == {"kind": "face-down-under-yours", "filter": {"card_type": "character"},
                                       "at_least": 1}
    assert compiled_effects("[On Play] If there is a face-down card under a character on your area, you may draw 1 "
                            "card. If you did, place 1 card from your hand to the Outside Area.")[0]["actions"] == actions
    player, other = card("R40", text=DRAW_IF_UNDER), card("R41")
    state = to_main(game([deck((player, 4), (other, 8)), deck()], seed=308))
    me = state.seats[0]
    unit, keeper = _put(state, player), _put(state, other)
    outside, deck_size = len(me.outside), len(me.deck)
    run_effects(state, 0, state.table.effects[unit.card].on_play, unit)
    assert len(me.outside) == outside and len(me.deck) == deck_size
    keeper.under = (pull(me, ids(state, other)[0]),)
    deck_size = len(me.deck)
    run_effects(state, 0, state.table.effects[unit.card].on_play, unit)
    assert len(me.deck) == deck_size - 1 and len(me.outside) == outside + 1
    check_invariants(state)


SHIELD = ("[When in Frontline] Characters on your area with a face-down card under them cannot be choose by your "
          "opponent's Event Effect used from hand.")


def test_characters_with_a_face_down_card_under_them_cannot_be_chosen_by_events():
    """Card wording "Characters on your area with a face-down card under them cannot be choose by your opponent's Event
    Effect used from hand": while the holder is on the Front Line, an opponent's event cannot choose a character of
    its owner with a face-down card under it; one without a face-down card can be chosen."""
    assert compiled_effects(SHIELD)[0]["actions"] == [{"do": "cannot-be-chosen", "by": "event", "target": {
        "card_type": "character", "side": "yours", "zone": "any", "face_down": True, "all": True}}]
    holder, other = card("R50", text=SHIELD), card("R51", bp=9000)  # (the one worth sending back, were it choosable)
    bounce = card("R52", type="event", text="[Main] Choose up to 1 character on your opponent's Front Line and return it "
                                             "to their hand.")
    state = to_main(game([deck((holder, 4), (other, 8)), deck((bounce, 4))], seed=309))
    me = state.seats[0]
    keeper = _put(state, holder)
    loaded = _put(state, other)
    loaded.under = (pull(me, ids(state, other)[0]),)
    assert state.protected(loaded, "cannot-be-chosen", "event")
    assert not state.protected(keeper, "cannot-be-chosen", "event")  # no face-down card under the holder
    event = ids(state, bounce)[0]
    run_effects(state, 1, state.table.effects[event].on_play, None, event=event)
    assert loaded in me.front and keeper not in me.front  # the event chose the holder, the only one it could
    check_invariants(state)


def test_near_misses_stay_unread():
    """"Raid this card ... from your hand" and "raid this card onto this character" say something else: not read."""
    for text in ("[On Retire] Raid this card with fulfilled required energy from your hand.",
                 "[On Retire] If this card meets the required energy, you may raid this card onto this character."):
        assert not compile_card_text(text).complete
    assert compiled_effects("[On Play] Your <Trait: Ash Wardens> characters get +1000 BP during this turn.")[0][
        "actions"][0]["target"]["all"]


def test_an_aura_reads_raid_state_and_face_down_cards_on_the_unit():
    """"[Opponent's Turn] Your characters in Raid State gain [Impact Negate]" reaches a character of yours in Raid
    State (a raid source under it, seed 000 Raid Boost) and not one without; "All your characters with a face-down card
    under it get +1000 BP" reaches only a character with a face-down card under it."""
    negate = card("R60", text="[Opponent's Turn] Your characters in Raid State gain [Impact Negate].")
    boost = card("R61", text="[When in Frontline] All your characters with a face-down card under it get +1000 BP.")
    other = card("R62", bp=3000)
    state = to_main(game([deck((negate, 4), (boost, 4), (other, 12)), deck()], seed=310))
    me, table = state.seats[0], state.table
    _put(state, negate, "energy"), _put(state, boost)
    raided, plain = _put(state, other), _put(state, other)
    raided.base = pull(me, ids(state, other)[0])
    plain.under = (pull(me, ids(state, other)[0]),)
    assert not state._has(raided, "negate-impact", table.negate_impact)  # your turn
    state.player = 1  # the opponent's turn
    assert state._has(raided, "negate-impact", table.negate_impact)
    assert not state._has(plain, "negate-impact", table.negate_impact)
    assert state._bp(plain) == 4000 and state._bp(raided) == 3000
