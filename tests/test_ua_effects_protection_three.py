"""Union Arena protections (issue 13), family three: who is protected (this character, this Field, every matching card
of yours) x from whose effects (the opponent's, of a kind: character, event, trigger; or anyone's) x from which act
(being chosen, affected, rested, returned to the hand, getting BP reduced). Card texts written for Decklab, compiled and
played through the engine's API (docs/engine.md, the last bullet, "Protections, family three")."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import PLAY
from engine.games.union_arena.effects_runtime import plays, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    only_in_hand,
    play_out_turn,
    pull,
    to_main,
    unit_from_zones,
)

PAIRED = ("[Opponent's Turn] If there is a <Vessa Morn> on the same line, your opponent cannot choose this character by "
          "Character or Event Card effect.")
SMALL_WARD = "[When in Frontline] Your characters with original BP 1500 or less are not affected by BP reducing effects."
STUBBORN = "This character cannot be rested or gets its BP reduced by your opponent's effect."
ROOTED = ("This character is not affected by BP reducing effects. This character cannot be rested by your opponent's "
          "character effects and cannot return to the hand.")
AEGIS = ("[When in Frontline] Cards on your field other than <Ilka Dorne> cannot be affected by opponent's event cards "
         "that is used from their hand.")
RETIRE_EVENT = "Choose 1 character on your opponent's Front Line and retire it."
WEAKEN_ALL = "All characters on your opponent's Front Line get -2000 BP during this turn."


def _use_event(state, record):
    """Seat 0 uses one copy of the event `record` from its hand (a legal PLAY action: the event's effect resolves as an
    Event Card's, seed 000 Main Phase A)."""
    me = only_in_hand(state, record)
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == ids(state, record)[0]))
    check_invariants(state)


def test_a_partner_on_the_same_line_keeps_this_character_from_being_chosen():
    """"If there is a <X> on the same line, your opponent cannot choose this character by Character or Event Card
    effect" (by character-or-event): the opponent's event retires it only while its partner is not on its line."""
    assert compiled_effects(PAIRED)[0]["actions"] == [{"do": "cannot-be-chosen", "by": "character-or-event"}]
    ward, partner = card("P30", bp=2000, text=PAIRED), card("P31", name="Vessa Morn", bp=1000)
    strike = card("P32", type="event", text=RETIRE_EVENT)
    for with_partner in (True, False):
        state = to_main(game([deck((strike, 4)), deck((ward, 4), (partner, 4))], seed=301))
        other = state.seats[1]
        guarded = unit_from_zones(state, ward, 1)
        other.front[:] = [guarded]
        (other.front if with_partner else other.energy).append(unit_from_zones(state, partner, 1))
        _use_event(state, strike)
        # (the partner on the Front Line is what the event chooses instead; on the Energy Line, the ward is chosen)
        assert (guarded in other.front) is with_partner
        assert (len(other.front) == 1) is with_partner


def test_your_characters_with_a_low_original_bp_keep_their_bp():
    """"Your characters with original BP 1500 or less are not affected by BP reducing effects" (a guard on every
    matching character of yours, while this card is on the Front Line): the opponent's "-2000 BP" lowers the 3000 one
    only; on the Energy Line the card guards nothing."""
    keeper, small, big = card("P33", bp=2000, text=SMALL_WARD), card("P34", bp=1000), card("P35", bp=3000)
    weaken = card("P36", type="event", text=WEAKEN_ALL)
    for on_front in (True, False):
        state = to_main(game([deck((weaken, 4)), deck((keeper, 4), (small, 4), (big, 4))], seed=302))
        other = state.seats[1]
        low, high, holder = (unit_from_zones(state, small, 1), unit_from_zones(state, big, 1),
                             unit_from_zones(state, keeper, 1))
        other.front[:] = [low, high] + ([holder] if on_front else [])
        other.energy[:] = [] if on_front else [holder]
        _use_event(state, weaken)
        assert state._bp(high) == 1000
        assert (low in other.front) is on_front  # (without the guard, -2000 takes it to 0 or less: retired)
        if on_front:
            assert state._bp(low) == 1000


def test_only_the_opponents_effects_cannot_rest_it_or_reduce_its_bp():
    """"This character cannot be rested or gets its BP reduced by your opponent's effect": the opponent's -1000 and
    rest do nothing to it; its own player's "-1000 BP" still lowers it."""
    assert compiled_effects(STUBBORN)[0]["actions"] == [
        {"do": "cannot-be-changed", "changes": "rest", "by": "opponent"}, {"do": "immune-bp-reduction", "by": "opponent"}]
    stubborn = card("P37", bp=3000, text=STUBBORN)
    theirs = compiled_effects("Choose 1 character on your opponent's Front Line, it gets -1000 BP during this turn. "
                              "Choose 1 character on your opponent's Front Line and rest it.")
    own = compiled_effects("Choose 1 character on your area, it gets -1000 BP during this turn.")
    state = to_main(game([deck(), deck((stubborn, 4))], seed=303))
    target = unit_from_zones(state, stubborn, 1)
    state.seats[1].front[:] = [target]
    run_effects(state, 0, theirs, None)
    assert state._bp(target) == 3000 and not target.rested
    run_effects(state, 1, own, None)
    assert state._bp(target) == 2000
    check_invariants(state)


def test_not_rested_by_character_effects_and_never_returned_to_the_hand():
    """"... cannot be rested by your opponent's character effects and cannot return to the hand": the opponent's
    character rests nothing, their event does; no effect — its own player's either — returns it to the hand."""
    rooted = card("P38", bp=3000, text=ROOTED)
    rester = card("P39", text="[On Play] Choose 1 character on your opponent's Front Line and rest it.")
    rest_event = card("P40", type="event", text="Choose 1 character on your opponent's Front Line and rest it.")
    state = to_main(game([deck((rester, 4), (rest_event, 4)), deck((rooted, 4))], seed=304))
    me, other = state.seats
    target = unit_from_zones(state, rooted, 1)
    other.front[:] = [target]
    holder = unit_from_zones(state, rester, 0)
    me.front[:] = [holder]
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert not target.rested
    _use_event(state, rest_event)
    assert target.rested
    run_effects(state, 1, compiled_effects("Choose 1 character on your area and return it to your hand."), None)
    assert target in other.front
    check_invariants(state)


def test_an_event_cannot_affect_the_guarded_cards_but_a_character_can():
    """"Cards on your field other than <X> cannot be affected by opponent's event cards": the opponent's "-2000 BP to
    all" event lowers only <X> itself; the same effect from a character lowers every one."""
    aegis, plain = card("P41", name="Ilka Dorne", bp=3000, text=AEGIS), card("P42", bp=3000)
    weaken = card("P43", type="event", text=WEAKEN_ALL)
    state = to_main(game([deck((weaken, 4)), deck((aegis, 4), (plain, 4))], seed=305))
    other = state.seats[1]
    holder, guarded = unit_from_zones(state, aegis, 1), unit_from_zones(state, plain, 1)
    other.front[:] = [holder, guarded]
    _use_event(state, weaken)
    assert state._bp(holder) == 1000 and state._bp(guarded) == 3000
    weakener = card("P44", text="[On Play] " + WEAKEN_ALL)
    state = to_main(game([deck((weakener, 4)), deck((aegis, 4), (plain, 4))], seed=306))
    me, other = state.seats
    holder, guarded = unit_from_zones(state, aegis, 1), unit_from_zones(state, plain, 1)
    other.front[:] = [holder, guarded]
    source = unit_from_zones(state, weakener, 0)
    me.front[:] = [source]
    run_effects(state, 0, state.table.effects[source.card].on_play, source)
    assert state._bp(holder) == 1000 and state._bp(guarded) == 1000
    check_invariants(state)


def test_an_event_cannot_choose_a_guarded_card_to_retire():
    """The same guard keeps the opponent's "Choose 1 ... and retire it" event from choosing the guarded card: it retires
    <X>, the only one it may choose."""
    aegis, plain = card("P45", name="Ilka Dorne", bp=1000, text=AEGIS), card("P46", bp=5000)
    strike = card("P47", type="event", text=RETIRE_EVENT)
    state = to_main(game([deck((strike, 4)), deck((aegis, 4), (plain, 4))], seed=307))
    other = state.seats[1]
    holder, guarded = unit_from_zones(state, aegis, 1), unit_from_zones(state, plain, 1)
    other.front[:] = [holder, guarded]
    _use_event(state, strike)
    assert other.front == [guarded]


def test_this_field_cannot_be_chosen():
    """"This Field cannot be chosen by your opponent's effects": the Field card's own protection, as a character's."""
    assert compiled_effects("This Field cannot be chosen by your opponent's effects.")[0]["actions"] == [
        {"do": "cannot-be-chosen", "by": "opponent"}]
    ground = card("P48", type="field", text="This Field cannot be chosen by your opponent's effects.")
    state = to_main(game([deck(), deck((ground, 4))], seed=308))
    field = unit_from_zones(state, ground, 1)
    state.seats[1].energy[:] = [field]
    assert state.protected(field, "cannot-be-chosen", "character") and state.protected(field, "cannot-be-chosen", "trigger")


def test_the_pilot_removes_the_blocker_it_may_choose_and_wins():
    """Greedy: the opponent's strongest character cannot be chosen (its partner is on its line), so the [On Play]
    removal takes the blocker it may choose, and the 3000 attacker takes the last Life."""
    remover = card("P49", bp=1000, text="[On Play] Choose up to 1 character on your opponent's Front Line and retire it.")
    attacker = card("P50", bp=3000)
    ward, partner = card("P51", bp=5000, text=PAIRED), card("P52", name="Vessa Morn", bp=1000)
    state = to_main(game([deck((remover, 4), (attacker, 4)), deck((ward, 4), (partner, 4))], seed=309))
    me, other = state.seats
    only_in_hand(state, remover, ap=2)
    me.front[:] = [unit_from_zones(state, attacker, 0)]
    guarded = unit_from_zones(state, ward, 1, rested=True)
    blocker = unit_from_zones(state, partner, 1)
    blocker.rested = False
    other.front[:] = [guarded, blocker]
    other.outside.extend(other.life[1:])
    del other.life[1:]
    check_invariants(state)
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0
    assert guarded in other.front


def test_a_bp_reduction_falls_on_a_character_it_lowers():
    """"Choose 1 character on your opponent's Front Line, it gets -2000 BP": the strongest is not affected by BP
    reducing effects, so the choice falls on the one it lowers (retired at 0 BP)."""
    immune = card("P53", bp=5000, text="This character is not affected by BP reducing effects.")
    small = card("P54", bp=2000)
    state = to_main(game([deck(), deck((immune, 4), (small, 4))], seed=310))
    other = state.seats[1]
    strong, weak = unit_from_zones(state, immune, 1), unit_from_zones(state, small, 1)
    other.front[:] = [strong, weak]
    run_effects(state, 0, compiled_effects("Choose 1 character on your opponent's Front Line, it gets -2000 BP during "
                                           "this turn."), None)
    assert other.front == [strong] and state._bp(strong) == 5000
    check_invariants(state)


def test_near_misses_stay_unread():
    """Whose effects the BP reduction is kept from must be one reading knows; "cannot be affected" said of this
    character alone is not read."""
    for text in ("This character cannot be rested or gets its BP reduced by your opponent's character effects.",
                 "This character cannot be affected by your opponent's event cards."):
        assert not compile_card_text(text).complete
    # the guard is played (not only compiled)
    assert plays(compiled_effects(AEGIS)[0], False)


def test_only_the_effects_of_characters_not_in_raid_state_cannot_choose_it():
    """"[Opponent's Turn] This character cannot be chosen by the effects of your opponent's characters that are not in
    Raid State" (from: raided false): a character of theirs not in Raid State chooses another; one in Raid State (a
    raid source under it, seed 000 Raid Boost) may choose it; an event's effect (no character) may choose it too."""
    text = ("[Opponent's Turn] This character cannot be chosen by the effects of your opponent's characters that are not in "
            "Raid State.")
    assert compiled_effects(text)[0]["actions"] == [{"do": "cannot-be-chosen", "by": "character", "from": {"raided": False}}]
    assert plays(compiled_effects(text)[0], False)
    ward, plain = card("P55", bp=5000, text=text), card("P56", bp=1000)
    striker = card("P57", text="[On Play] Choose 1 character on your opponent's Front Line and retire it.")
    base = card("P58")
    for raided, retired in ((False, False), (True, True)):
        state = to_main(game([deck((striker, 4), (base, 4)), deck((ward, 4), (plain, 4))], seed=311))
        me, other = state.seats
        guarded, spare = unit_from_zones(state, ward, 1), unit_from_zones(state, plain, 1)
        other.front[:] = [guarded, spare]
        holder = unit_from_zones(state, striker, 0)
        if raided:
            holder.base = pull(me, ids(state, base)[0])
        me.front[:] = [holder]
        check_invariants(state)
        run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
        assert (guarded not in other.front) is retired and (spare in other.front) is retired
        check_invariants(state)
    strike = card("P59", type="event", text=RETIRE_EVENT)
    state = to_main(game([deck((strike, 4)), deck((ward, 4), (plain, 4))], seed=312))
    other = state.seats[1]
    guarded, spare = unit_from_zones(state, ward, 1), unit_from_zones(state, plain, 1)
    other.front[:] = [guarded, spare]
    _use_event(state, strike)
    assert other.front == [spare]


def test_neither_player_chooses_or_rests_it_with_characters_without_the_trait():
    """"<X> on your area cannot be chosen or rested by the effects of your or your opponent's characters without
    [Trait: Y]" (a guard, by "both", from not_trait Y): no character without the trait chooses it — the opponent's nor
    its own player's — nor makes its player rest it; a character with the trait chooses it."""
    text = ("[When in Frontline] <Brann Hollow> on your area cannot be chosen or rested by the effects of your or your "
            "opponent's characters without <Trait: Frost Wardens>.")
    assert plays(compiled_effects(text)[0], False)
    keeper, brann = card("P60", bp=1000, text=text), card("P61", name="Brann Hollow", bp=4000)
    choose = "[On Play] Choose 1 character on your opponent's Front Line and rest it."
    plain_rester, warden_rester = card("P62", text=choose), card("P63", text=choose, traits=["Frost Wardens"])
    booster = card("P64", text="[On Play] Choose 1 character on your area, it gets +1000 BP during this turn.")
    forcer = card("P65", text="[On Play] Your opponent rests 1 character on their Front Line.")
    strong_keeper = card("P66", bp=5000, text=text)  # (the opponent's own choice would rest its weakest: <X>)
    for record, holding, rested in ((plain_rester, keeper, False), (warden_rester, keeper, True),
                                    (forcer, strong_keeper, False), (forcer, keeper, False)):
        state = to_main(game([deck((record, 4)), deck((holding, 4), (brann, 4), (booster, 4))], seed=313))
        me, other = state.seats
        holder, guarded = unit_from_zones(state, holding, 1), unit_from_zones(state, brann, 1)
        other.front[:] = [holder, guarded]
        source = unit_from_zones(state, record, 0)
        me.front[:] = [source]
        run_effects(state, 0, state.table.effects[source.card].on_play, source)
        assert guarded.rested is rested, record.number
        check_invariants(state)
    state.player = 1  # its own player's character without the trait: the +1000 falls on another character
    own = unit_from_zones(state, booster, 1)
    other.front.append(own)
    run_effects(state, 1, state.table.effects[own.card].on_play, own)
    assert state._bp(guarded) == 4000
    check_invariants(state)
