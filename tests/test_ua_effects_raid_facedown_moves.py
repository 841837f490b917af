"""Raid, face-down cards under characters and moves between lines: the grammar pieces of this family and how the
engine plays them (seed 000: Raid Boost Character cards, Move Phase)."""
from engine.games.union_arena.board import Unit
from engine.games.union_arena.constants import ACTIVATE, ENERGY, FRONT, MAIN, MOVE, MOVE_UP, PLAY, RAID
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from engine.union_arena_text import derive_keywords
from tests.ua_engine_helpers import PLAIN, card, compiled_effects, deck, game, ids, to_main


def _raid_state(raider, *bases):
    state = to_main(game([deck((raider, 4), *((base, 2) for base in bases)), deck()], seed=3))
    seat = state.seats[0]
    seat.hand[:] = ids(state, raider)
    seat.front[:] = [Unit(ids(state, base)[0]) for base in bases]
    seat.energy[:] = []
    return state


def test_raid_targets_written_as_several_names_or_as_text_in_the_name():
    """Seed 000 Raid Boost: "The specified Character is written to the right of Raid"; "<A> / <B>" and "<A> or <B>"
    name either card, "Characters with "X" and "Y" in their name" any character whose name holds each text."""
    assert derive_keywords('[Raid] <Tom Reed> or <Ann Reed>') == [
        {"name": "raid", "target": "Tom Reed|Ann Reed", "target_kind": "name"}]
    assert derive_keywords('[Raid] Characters with "Hawk" and "Mk" in their name.') == [
        {"name": "raid", "target": "Hawk|Mk", "target_kind": "name-has"}]
    assert derive_keywords("[Raid] Character with <Vex> in it's name") == [
        {"name": "raid", "target": "Vex", "target_kind": "name-has"}]
    assert derive_keywords("[Raid] Orla Penn") == [{"name": "raid", "target": "Orla Penn", "target_kind": "name"}]
    hawk = card("301", name="Night Hawk Mk II")
    hawk_only = card("302", name="Night Hawk")
    raider = card("303", bp=4000, text='[Raid] Characters with "Hawk" and "Mk" in their name',
                  keywords=derive_keywords('[Raid] Characters with "Hawk" and "Mk" in their name'))
    state = _raid_state(raider, hawk_only, hawk)
    raids = [action for action in state.legal_actions() if action[0] == RAID]
    assert raids == [(RAID, 0, FRONT, 1)]  # onto "Night Hawk Mk II" only
    ann = card("304", name="Ann Reed")
    either = card("305", bp=4000, keywords=derive_keywords("[Raid] <Tom Reed> / <Ann Reed>"))
    state = _raid_state(either, ann)
    assert (RAID, 0, FRONT, 0) in state.legal_actions()
    state.apply((RAID, 0, FRONT, 0))
    assert state.seats[0].front[0].card == ids(state, either)[0] and state.seats[0].front[0].base == ids(state, ann)[0]


def _hand_state(record, *others, energy=()):
    state = to_main(game([deck((record, 4), *((other, 2) for other in others)), deck()], seed=5))
    seat = state.seats[0]
    seat.hand[:] = ids(state, record)[:1]
    seat.front[:] = []
    seat.energy[:] = [Unit(ids(state, card)[0]) for card in energy]
    return state


def _plays(state):
    return {action[2] for action in state.legal_actions() if action[0] == PLAY}


def test_a_card_that_cannot_be_played_on_a_line_is_only_played_to_the_other():
    """Card wording "This card cannot be played on the Energy Line." / "This character cannot be played to the Front
    Line or moved to the Front Line." (seed 000 Play Character cards: either line, unless its text says otherwise)."""
    assert compiled_effects("This card cannot be played on the Energy Line.") == [
        {"timing": "static", "actions": [{"do": "cannot-enter-line", "line": "energy"}]}]
    front_only = card("310", text="This card cannot be played on the Energy Line.")
    assert _plays(_hand_state(front_only)) == {FRONT}
    back_row = card("311", text="This character cannot be played to the Front Line or moved to the Front Line.")
    state = _hand_state(back_row)
    assert _plays(state) == {ENERGY}
    seat = state.seats[0]
    seat.hand[:] = []
    seat.energy[:] = [Unit(ids(state, back_row)[0])]
    state.phase = MOVE
    assert not [action for action in state.legal_actions() if action[0] == MOVE_UP]  # not in the Move Phase
    assert not state._can_move()


def test_moved_to_the_front_line_only_by_your_effects():
    """Card wording "This card can only be played on or moved to the Front Line using your effects.": not from the
    hand nor in the Move Phase, but an effect of yours moves it ("Choose up to 1 character on your Energy Line and
    move it to the Front Line")."""
    guarded = card("312", text="This card can only be played on or moved to the Front Line using your effects.")
    mover = card("313", type="event", text="Choose up to 1 character on your Energy Line and move it to the Front Line.")
    assert _plays(_hand_state(guarded)) == {ENERGY}
    state = _hand_state(mover, guarded, PLAIN, energy=(guarded, PLAIN))
    seat = state.seats[0]
    state.phase = MOVE
    assert [action for action in state.legal_actions() if action[0] == MOVE_UP] == [(MOVE_UP, 1, -1)]  # the plain one
    state.phase = MAIN
    seat.energy.pop()
    state.apply((PLAY, 0, 2, -1))
    assert [unit.card for unit in seat.front] == ids(state, guarded) and not seat.energy


def test_a_card_played_only_by_raid():
    """Card wording "This character cannot be played other than by raiding." (seed 000 Raid Boost: played onto its
    specified character instead of to a line)."""
    base = card("314", name="Pell Arden")
    raider = card("315", bp=5000, text="[Raid] <Pell Arden>@This character cannot be played other than by raiding.",
                  keywords=derive_keywords("[Raid] <Pell Arden>"))
    state = _hand_state(raider, base)
    assert _plays(state) == set()
    state.seats[0].front[:] = [Unit(ids(state, base)[0])]
    assert [action for action in state.legal_actions() if action[0] in (PLAY, RAID)] == [(RAID, 0, FRONT, 0)]


def _put(state, record, line="front", seat=0):
    me = state.seats[seat]
    card_id = next(c for c in ids(state, record) if c in me.deck or c in me.hand)
    (me.deck if card_id in me.deck else me.hand).remove(card_id)
    unit = state._new_unit(card_id, seat, rested=False)
    (me.front if line == "front" else me.energy).append(unit)
    return unit


def _to_outside(state, record, seat=0):
    me = state.seats[seat]
    card_id = next(c for c in ids(state, record) if c in me.deck)
    me.deck.remove(card_id)
    me.outside.append(card_id)
    return card_id


def test_cards_from_the_outside_area_placed_face_down_under_a_character():
    """Card wording "[On Play] Place up to 1 <Trait: X> card from your Outside Area under this character face-down."
    and "[Main] [Rest this card] Place 1 <A> card or a <B> from your Outside Area face-down under 1 <C> on your area":
    the matching cards leave the Outside Area and lie face-down under the character (none there: nothing happens)."""
    own = "[On Play] Place up to 1 <Trait: Mire Hound> card from your Outside Area under this character face-down."
    other = ("[Main] [Rest this card] Place 1 <Trait: Mire Hound> card or a <Bone Lantern> from your Outside Area "
             "face-down under 1 <Grael> on your area.")
    assert compiled_effects(own)[0]["actions"] == [
        {"do": "face-down-under", "zone": "outside", "card": {"up_to": 1, "trait": "Mire Hound"}}]
    keeper = card("320", text=own)
    giver = card("321", text=other)
    hound = card("322", traits=["Mire Hound"], bp=3000)
    lantern = card("323", name="Bone Lantern", type="field")
    grael = card("324", name="Grael")
    state = to_main(game([deck((keeper, 2), (giver, 2), (hound, 4), (lantern, 2), (grael, 2)), deck()], seed=9))
    me = state.seats[0]
    holder = _put(state, keeper)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert holder.under == ()  # no <Mire Hound> in the Outside Area yet
    hound_id = _to_outside(state, hound)
    plain_in_outside = _to_outside(state, grael)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert holder.under == (hound_id,) and me.outside == [plain_in_outside]
    lantern_id = _to_outside(state, lantern)
    grael_unit, giving = _put(state, grael), _put(state, giver, "energy")
    run_effects(state, 0, state.table.effects[giving.card].activated, giving)
    assert grael_unit.under == (lantern_id,) and me.outside == [plain_in_outside]


def test_a_retired_card_placed_face_down_under_another_character():
    """Card wording "[On Retire] You may put this card face-down under 1 character card with <X> in its name on your
    area. If you did, place 3 cards from the top of your deck into your Outside Area." (seed 000 Removing cards from
    the field: the retired card is in the Outside Area as its [On Retire] activates; from there it goes under)."""
    text = ("[On Retire] You may put this card face-down under 1 character card with <Orla> in its name on your area. "
            "If you did, place 3 cards from the top of your deck into your Outside Area.")
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "face-down-under", "zone": "this-card", "optional": True,
         "target": {"up_to": 1, "exactly": True, "card_type": "character", "name_has": "Orla", "side": "yours",
                    "zone": "any"}},
        {"do": "mill", "amount": 3, "if_done": True}]
    leaver = card("330", text=text)
    orla = card("331", name="Orla the Bold")
    state = to_main(game([deck((leaver, 2), (orla, 2)), deck()], seed=11))
    me = state.seats[0]
    lone = _put(state, leaver)
    outside = len(me.outside)
    state._remove_from_field(me, lone, "opponent-effect")
    assert me.outside == [lone.card] and len(me.outside) == outside + 1  # no <Orla>: it stays, nothing milled
    me.outside.clear()
    holder, leaving = _put(state, orla), _put(state, leaver)
    state._remove_from_field(me, leaving, "opponent-effect")
    assert holder.under == (leaving.card,) and len(me.outside) == 3  # under <Orla the Bold>, then 3 milled


def test_a_character_with_a_face_down_card_under_it():
    """Card wording "Choose 1 [blue] character on your Front Line and it gets +2000 BP during this turn. If the chosen
    character has a face-down card under it, also give it [Impact +1] during this turn." and the target filter "with
    a face-down card under it" in a condition."""
    text = ("Choose 1 character on your Front Line and it gets +2000 BP during this turn. If the chosen character has "
            "a face-down card under it, also give it [Impact +1] during this turn.")
    event = card("340", type="event", text=text)
    counter = card("341", text="[On Play] If there is a character with a face-down card under it on your area, draw 1 card.")
    state = to_main(game([deck((event, 2), (counter, 2)), deck()], seed=13))
    me = state.seats[0]
    bare = _put(state, PLAIN)
    run_effects(state, 0, state.table.effects[ids(state, event)[0]].on_play, None)
    assert state._bp(bare) == 4000 and not state._has(bare, "impact-plus", state.table.impact_plus)
    hand = len(me.hand)
    drawer = _put(state, counter, "energy")
    run_effects(state, 0, state.table.effects[drawer.card].on_play, drawer)
    assert len(me.hand) == hand  # nobody has a face-down card under it yet
    me.front[:] = []
    covered = _put(state, PLAIN)
    covered.under = (me.deck.pop(),)
    run_effects(state, 0, state.table.effects[ids(state, event)[0]].on_play, None)
    assert state._bp(covered) == 4000 and state._has(covered, "impact-plus", state.table.impact_plus)
    run_effects(state, 0, state.table.effects[drawer.card].on_play, drawer)
    assert len(me.hand) == hand + 1


def test_a_raid_needs_less_energy_onto_the_character_its_text_names():
    """Card wording "When this character raids on a <Trait: X> card, reduce the required energy by 2." and "At the
    moment this card would raid a character with a face-down card under it, reduce this card's required energy in
    your hand by 2." (seed 000 Raid Boost: "it is necessary to satisfy the card's Required Energy condition")."""
    land = card("350", name="Pell Arden", traits=["Lowland"])
    plain_base = card("351", name="Pell Arden")
    raider = card("352", bp=6000, required_energy=3,
                  text="[Raid] <Pell Arden>@When this character raids on a <Trait: Lowland> card, reduce the required energy by 2.",
                  keywords=derive_keywords("[Raid] <Pell Arden>"))
    state = _hand_state(raider, land, plain_base, energy=(PLAIN,))  # 1 energy: 3 needed, 1 onto a <Lowland> card
    me = state.seats[0]
    me.front[:] = [Unit(ids(state, plain_base)[0]), Unit(ids(state, land)[0])]
    assert [action for action in state.legal_actions() if action[0] in (PLAY, RAID)] == [(RAID, 0, FRONT, 1)]
    state.apply((RAID, 0, FRONT, 1))
    assert me.front[-1].card == ids(state, raider)[0] and me.front[-1].base == ids(state, land)[0]
    under_text = ("[Raid] <Pell Arden>@At the moment this card would raid a character with a face-down card under it, "
                  "reduce this card's required energy in your hand by 2.")
    diver = card("353", bp=6000, required_energy=3, text=under_text, keywords=derive_keywords("[Raid] <Pell Arden>"))
    state = _hand_state(diver, plain_base, energy=(PLAIN,))
    me = state.seats[0]
    me.front[:] = [Unit(ids(state, plain_base)[0]), Unit(ids(state, plain_base)[0])]
    assert not [action for action in state.legal_actions() if action[0] == RAID]
    me.front[1].under = (me.deck.pop(),)
    assert [action for action in state.legal_actions() if action[0] == RAID] == [(RAID, 0, FRONT, 1)]


def test_this_character_placed_face_down_under_another():
    """Card wording "[Main] Choose 1 <X> on your area without a face-down card under it and place this card face-down
    under it. If you did, draw 2 cards, place 1 card from your hand to the Outside Area.": this character leaves the
    field and lies face-down under the chosen one (only one without a face-down card under it)."""
    text = ("[Main] Choose 1 <Vela Stone> on your area without a face-down card under it and place this card face-down "
            "under it. If you did, draw 2 cards, place 1 card from your hand to the Outside Area.")
    diver = card("360", text=text)
    vela = card("361", name="Vela Stone")
    state = to_main(game([deck((diver, 2), (vela, 3)), deck()], seed=17))
    me = state.seats[0]
    covered = _put(state, vela)
    covered.under = (me.deck.pop(),)
    jumper = _put(state, diver, "energy")
    assert (ACTIVATE, ENERGY, 0, 0) in state.legal_actions()
    hand = len(me.hand)
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert jumper in me.energy and len(me.hand) == hand  # no <Vela Stone> without a face-down card: nothing happens
    bare = _put(state, vela)
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert jumper not in me.energy and bare.under == (jumper.card,) and len(me.hand) == hand + 1  # +2 drawn, -1 placed
    check_invariants(state)


def test_no_move_to_the_front_line_while_a_face_down_card_is_under_it():
    """Card wording "This character cannot be played on the Front Line and cannot be moved to the Front Line if there
    is a face-down card under this character." and "[Main] [When in Energy Line] [Rest this card] Place 1 face-down
    card under this character to the Outside Area. Then, if there are no face-down cards under this character, set
    this character to active and move it to the Front Line.": a card in the hand has nothing under it, so the "if" is
    about the move: it is never played to the Front Line; on the Energy Line with a face-down card it does not move
    until the last one is gone."""
    text = ("This character cannot be played on the Front Line and cannot be moved to the Front Line if there is a "
            "face-down card under this character.@[Main] [When in Energy Line] [Rest this card] Place 1 face-down card "
            "under this character to the Outside Area. Then, if there are no face-down cards under this character, set "
            "this character to active and move it to the Front Line.")
    keeper = card("370", text=text)
    state = _hand_state(keeper)
    assert _plays(state) == {ENERGY}
    me = state.seats[0]
    me.hand[:] = []
    held = _put(state, keeper, "energy")
    held.under = (me.deck.pop(), me.deck.pop())
    state.phase = MOVE
    assert not [action for action in state.legal_actions() if action[0] == MOVE_UP]
    state.phase = MAIN
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert held in me.energy and len(held.under) == 1 and held.rested  # one left: it stays
    held.rested = False
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert held in me.front and not held.under and not held.rested  # the last one gone: active, to the Front Line


def test_a_character_that_lowers_the_energy_of_a_raid_onto_it():
    """Card wording "At the moment this character would be raided by an <X>, reduce the required energy of that card
    by 2." (seed 000 Raid Boost: the Raid card's Required Energy condition, lower onto this character only)."""
    welcoming = card("380", name="Pell Arden", text="At the moment this character would be raided by an <Orla Prime>, "
                                                      "reduce the required energy of that card by 2.")
    plain_base = card("381", name="Pell Arden")
    raider = card("382", name="Orla Prime", bp=6000, required_energy=3, keywords=derive_keywords("[Raid] <Pell Arden>"))
    state = _hand_state(raider, welcoming, plain_base, energy=(PLAIN,))  # 1 energy: 3 needed, 1 onto the welcoming one
    state.seats[0].front[:] = [Unit(ids(state, plain_base)[0]), Unit(ids(state, welcoming)[0])]
    assert [action for action in state.legal_actions() if action[0] in (PLAY, RAID)] == [(RAID, 0, FRONT, 1)]
