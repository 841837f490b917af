"""Raid in card text, sixth set: "play ... and set them to active, or raid them into characters on your area", "Play or
Raid 1 <X> ...", "If it's your turn, you may raid it instead", "Choose 1 card in Raid State on your area or on your
opponent's area, place the top card of a Raid State card to the Outside Area", and "place this card face up under that
character. (becomes Raid State)". Card texts written for Decklab (invented names, real phrasing); docs/engine.md, the
bullet "Raid in card text, sixth round".

Seed 000, Raid Boost Character cards: "If an effect states Raid Boost, then you can use Raid Boost with that effect";
Raid steps 1-5 (on top, the base's effects negated, active, moved to the Front Line, the Raid effect); "If a Raid
Boosted Character is moved to a location other than the field, the top card is moved to the specified location, while
the card on the bottom is placed in its owner's Outside Area". A card placed face up under a character is not a Raid:
nothing is played, so no [On Play]."""
from engine.effects.compiler import compile_card_text
from engine.effects.describe import describe
from engine.games.union_arena.constants import ACTIVATE
from engine.games.union_arena.effects_runtime import plays, run_effects
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import PLAIN, card, compiled_effects, deck, game, ids, pull, to_main


def _id(state, record, seat=0):
    """The card id of `record` in the seat's deck list."""
    return next(i for i in ids(state, record) if i in state.decks[seat])


def _put(state, record, line="front", seat=0, rested=False):
    """One copy of `record` out of the seat's zones onto a line."""
    me = state.seats[seat]
    unit = state._new_unit(pull(me, _id(state, record, seat)), seat, rested=rested)
    (me.front if line == "front" else me.energy).append(unit)
    return unit


def _raider(number, name, onto, **fields):
    return card(number, name=name, keywords=[{"name": "raid", "target": onto, "target_kind": "name"}], **fields)


SLIP_UNDER = ("[Main] Choose 1 <Selka Vey> with [Raid] on your Front Line that is not in Raid State, set it to active "
              "and place this card face up under that character. (becomes Raid State)")
HOLDER_ON_PLAY = "[On Play] Draw 1 card."


def test_this_card_becomes_the_raid_source_of_the_chosen_character():
    """The chosen <Selka Vey> (a card with [Raid], not in Raid State) is set to active and this card goes face up under
    it: it is now in Raid State with this card as its raid source, on its line; this card has left the field without
    retiring; nothing was played or raided (no [On Play], no "raided this turn")."""
    effects = compiled_effects(SLIP_UNDER)
    assert effects[0]["actions"][1] == {"do": "raid-source-under", "zone": "this-card", "target": {"chosen": True}}
    assert "face up under the chosen card as its raid source (it becomes Raid State)" in describe(effects)
    slipper = card("S01", name="Gale Tirrow", bp=2000, text=SLIP_UNDER + " [On Retire] Draw 1 card.")
    holder = _raider("S02", "Selka Vey", "Orm Tallis", bp=4000, text=HOLDER_ON_PLAY)
    state = to_main(game([deck((slipper, 4), (holder, 4)), deck()], seed=611))
    me = state.seats[0]
    held = _put(state, holder, rested=True)
    source = _put(state, slipper, "energy")
    hand = len(me.hand)
    run_effects(state, 0, [compiled_effects(SLIP_UNDER)[0]], source)
    assert held.base == ids(state, slipper)[0] and not held.rested and held in me.front
    assert source not in me.energy and ids(state, slipper)[0] not in me.outside
    assert len(me.hand) == hand  # neither the holder's [On Play] nor this card's [On Retire]
    assert me.raided_now == ()
    check_invariants(state)
    # the stack leaves the field as a Raid Boosted character does: the raid source to the Outside Area
    state._remove_from_field(me, held, "own-effect")
    assert ids(state, slipper)[0] in me.outside and ids(state, holder)[0] in me.outside
    check_invariants(state)


def test_a_character_already_in_raid_state_takes_no_second_raid_source():
    """"that is not in Raid State": a <Selka Vey> in Raid State is not chosen; this card stays on the field."""
    slipper = card("S03", name="Gale Tirrow", text=SLIP_UNDER)
    holder = _raider("S04", "Selka Vey", "Orm Tallis", bp=4000)
    state = to_main(game([deck((slipper, 4), (holder, 4)), deck()], seed=612))
    me = state.seats[0]
    held = _put(state, holder, rested=True)
    held.base = pull(me, ids(state, PLAIN)[0])
    source = _put(state, slipper, "energy")
    run_effects(state, 0, [compiled_effects(SLIP_UNDER)[0]], source)
    assert source in me.energy and held.base == ids(state, PLAIN)[0] and held.rested
    check_invariants(state)


FROM_OUTSIDE = ("[Main] [Rest this card] Place 1 <Brannoc> without [Raid] from your Outside Area face-up under 1 "
                "<Brannoc> with [Raid] on your area that is not in Raid State. If you did, draw 1 card. (becomes Raid "
                "State)")


def test_a_card_from_the_outside_area_becomes_the_raid_source():
    """The <Brannoc> without [Raid] leaves the Outside Area to lie under the <Brannoc> with [Raid] ("If you did": one
    card drawn); with no such card in the Outside Area nothing is placed and nothing drawn."""
    effect = compiled_effects(FROM_OUTSIDE)[0]
    assert effect["actions"] == [
        {"do": "raid-source-under", "zone": "outside", "card": {"up_to": 1, "exactly": True, "name": "Brannoc",
                                                                 "no_raid": True},
         "target": {"up_to": 1, "exactly": True, "name": "Brannoc", "keyword": "raid", "side": "yours", "zone": "any",
                    "raided": False}},
        {"do": "draw", "amount": 1, "if_done": True}]
    keeper = card("S05", name="Ada Quell", text=FROM_OUTSIDE)
    plain_brannoc = card("S06", name="Brannoc", bp=1000)
    raid_brannoc = _raider("S07", "Brannoc", "Orm Tallis", bp=5000)
    for stocked in (True, False):
        state = to_main(game([deck((keeper, 4), (plain_brannoc, 4), (raid_brannoc, 4)), deck()], seed=613))
        me = state.seats[0]
        held = _put(state, raid_brannoc, "energy", rested=True)
        source = _put(state, keeper)
        if stocked:
            me.outside.append(pull(me, ids(state, plain_brannoc)[0]))
        hand = len(me.hand)
        run_effects(state, 0, [effect], source)
        assert (held.base == ids(state, plain_brannoc)[0]) is stocked and held in me.energy and held.rested
        assert len(me.hand) == hand + stocked
        assert (ids(state, plain_brannoc)[0] in me.outside) is False
        check_invariants(state)


def test_the_chosen_characters_on_play_activates_only_when_the_text_says_so():
    """"..., place this card face up under that character and activate its [On Play] effect": the [On Play] resolves
    once, by this text (the placement itself plays nothing)."""
    text = ("[Main] Choose 1 <Ilse Marrow> [Raid] character on your Front Line that is not in Raid State, place this card "
            "face up under that character and activate its [On Play] effect. (becomes Raid State)")
    effect = compiled_effects(text)[0]
    assert [a["do"] for a in effect["actions"]] == ["raid-source-under", "activate-effect"]
    slipper = card("S08", name="Rook Amsel", text=text)
    holder = _raider("S09", "Ilse Marrow", "Orm Tallis", bp=4000, text=HOLDER_ON_PLAY)
    state = to_main(game([deck((slipper, 4), (holder, 4)), deck()], seed=614))
    me = state.seats[0]
    held = _put(state, holder)
    source = _put(state, slipper, "energy")
    hand = len(me.hand)
    run_effects(state, 0, [effect], source)
    assert held.base == ids(state, slipper)[0] and len(me.hand) == hand + 1
    check_invariants(state)


def test_the_greedy_pilot_slips_the_card_under_a_rested_raid_character():
    """The pilot uses "[Main] ... set it to active and place this card face up under that character" when such a
    character of its is there: the character is active again and in Raid State."""
    slipper = card("S10", name="Gale Tirrow", text=SLIP_UNDER)
    holder = _raider("S11", "Selka Vey", "Orm Tallis", bp=4000)
    state = to_main(game([deck((slipper, 4), (holder, 4)), deck()], seed=615))
    me = state.seats[0]
    held = _put(state, holder, rested=True)
    source = _put(state, slipper, "energy")
    me.deck.extend(me.hand)
    me.hand[:] = []  # (nothing to play first)
    action = GreedyPilot(0).choose(state)
    assert action[0] == ACTIVATE and me.energy[action[2]] is source
    state.apply(action)
    assert held.base == ids(state, slipper)[0] and not held.rested
    check_invariants(state)


SET_OR_RAID = ("[On Play] Play up to 2 blue Character Cards with required energy of 3 or higher and AP cost of 1 from your "
               "hand to your Front Line and set them to active, or raid them into characters on your area.")


def test_play_them_active_or_raid_them_onto_your_characters():
    """A card with a character of yours to Raid onto Raid Boosts it (on top, active, on the Front Line); one without
    is played to the Front Line active. Neither pays AP (the effect plays them)."""
    effect = compiled_effects(SET_OR_RAID)[0]
    assert effect["actions"] == [{"do": "play-from", "target": {
        "up_to": 2, "color": "blue", "card_type": "character", "energy_min": 3, "ap_max": 1, "ap_min": 1, "side": "yours",
        "zone": "hand"}, "raid": "may", "active": True, "line": "front"}]
    caller = card("S12", name="Vessa Crane")
    raider = _raider("S13", "Orm Tallis", "Orm Tallis", color="blue", required_energy=3, bp=5000)
    other = card("S14", name="Pike Hallam", color="blue", required_energy=4, bp=4000)
    base = card("S15", name="Orm Tallis", bp=1000)
    state = to_main(game([deck((caller, 4), (raider, 4), (other, 4), (base, 4)), deck()], seed=616))
    me = state.seats[0]
    under = _put(state, base, "energy", rested=True)
    source = _put(state, caller)
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, raider)[0]), pull(me, ids(state, other)[0])]
    ap = list(me.ap)
    run_effects(state, 0, [effect], source)
    stack = next(u for u in me.front if u.card == ids(state, raider)[0])
    played = next(u for u in me.front if u.card == ids(state, other)[0])
    assert stack.base == under.card and under not in me.energy and not stack.rested
    assert played.base == -1 and not played.rested and me.hand == [] and me.ap == ap
    check_invariants(state)


RAID_INSTEAD = ("[On Retire] Play up to 1 <Quell Ardent> from your hand to your area rested. If it's your turn, you may "
                "raid it instead.")


def test_on_your_turn_it_may_raid_instead():
    """In your turn the <Quell Ardent> Raid Boosts the character it names; in your opponent's turn it is played
    rested (the "instead" holds only in your turn)."""
    effect = compiled_effects(RAID_INSTEAD)[0]
    assert effect["actions"][0]["instead"] == {"condition": {"kind": "your-turn"}, "raid": "may"}
    assert "raid with it when it can instead if it is your turn" in describe([effect])
    retiring = card("S16", name="Lark Dorne", text=RAID_INSTEAD)
    raider = _raider("S17", "Quell Ardent", "Nim Sorrel", bp=4000)
    base = card("S18", name="Nim Sorrel", bp=1000)
    for seat in (0, 1):  # seat 0 has the turn
        state = to_main(game([deck((retiring, 4), (raider, 4), (base, 4))] * 2, seed=617))
        me = state.seats[seat]
        under = _put(state, base, seat=seat, rested=True)
        source = _put(state, retiring, seat=seat)
        me.hand.append(pull(me, _id(state, raider, seat)))
        run_effects(state, seat, [effect], source)
        played = next(u for u in me.front + me.energy if u.card == _id(state, raider, seat))
        assert (played.base == under.card) is (seat == 0)
        assert played.rested is (seat == 1)
        check_invariants(state)


TOP_OFF = ("Choose 1 card in Raid State on your area or on your opponent's area, place the top card of a Raid State card "
           "to the Outside Area. Draw 1 card.")


def test_the_top_card_of_either_players_character_in_raid_state():
    """Either player's character in Raid State may be chosen: the top card of your opponent's goes to their Outside
    Area and the card it raided stays on their field as that character."""
    effect = compiled_effects(TOP_OFF)[0]
    assert effect["actions"][0] == {"do": "raid-top-to", "where": "outside", "target": {
        "up_to": 1, "exactly": True, "raided": True, "side": "any", "zone": "any"}}
    top = _raider("S19", "Drenn Vask", "Sol Merrit", bp=6000)
    base = card("S20", name="Sol Merrit", bp=2000)
    state = to_main(game([deck(), deck((top, 4), (base, 4))], seed=618))
    me, them = state.seats
    stack = _put(state, top, seat=1)
    stack.base = pull(them, _id(state, base, 1))
    hand = len(me.hand)
    run_effects(state, 0, [effect], None, event=_id(state, PLAIN))
    assert _id(state, top, 1) in them.outside and stack in them.front and stack.card == _id(state, base, 1)
    assert stack.base == -1
    assert len(me.hand) == hand + 1
    check_invariants(state)


def test_near_misses_stay_unread():
    """No "(becomes Raid State)": a face-up card under a character is not said to be its raid source; two cards under
    one character; "add ... to your hand or raid it"; "the top card ... to your hand" of either player's character
    (whose hand is not said)."""
    for text in ("[Main] Choose 1 <Selka Vey> on your Front Line, place this card face up under that character.",
                 "[On Play] Place 2 <Brannoc> from your Outside Area face-up under 1 <Brannoc> on your area that is not "
                 "in Raid State. (becomes Raid State)",
                 "[On Play] Add up to 1 <Genra> from your Outside Area to your hand or raid it on a character on your area.",
                 "[On Play] Choose up to 1 character in Raid State on your area or on your opponent's area and return the "
                 "top card of it to your hand."):
        assert compile_card_text(text).uncompiled == [text], text


def test_a_card_goes_face_up_only_under_a_character_of_yours():
    """A raid source under your opponent's character is not what "becomes Raid State" can say of this card: the text
    compiles but is not played (the card stays incomplete)."""
    text = ("[Main] Choose 1 character on your opponent's Front Line that is not in Raid State, place this card face up "
            "under that character. (becomes Raid State)")
    effect = compiled_effects(text)[0]
    assert effect["actions"][-1]["do"] == "raid-source-under" and not plays(effect, False)
    assert plays(compiled_effects(SLIP_UNDER)[0], False)
