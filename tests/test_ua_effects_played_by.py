"""Union Arena "If this character was played by the effect of <X>": the card whose effect played it, named without
"your" (issue #13), compiled from card texts written for Decklab and played through the engine's API (docs/engine.md,
the last bullets)."""
from engine.games.union_arena.constants import PLAY
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    in_hand,
    pull,
    to_main,
    unit_from_zones,
)

KNIGHT_TEXT = "[On Play] If this character was played by the effect of <Mirror Spell>, draw 1 card."
CALL_TEXT = "Play up to 1 <Glass Knight> from your hand to your area."


def _position(seed):
    knight = card("Q01", name="Glass Knight", bp=2000, text=KNIGHT_TEXT)
    mirror = card("Q02", name="Mirror Spell", type="event", text=CALL_TEXT)
    other = card("Q03", name="Ash Gate", type="event", text=CALL_TEXT)
    state = to_main(game([deck((knight, 4), (mirror, 2), (other, 2)), deck()], seed=seed))
    me = state.seats[0]
    for record in (knight, mirror, other):
        card_id = ids(state, record)[0]
        if card_id not in me.hand:
            me.hand.append(pull(me, card_id))
    me.ap[:] = [True] * 3
    return state, knight, mirror, other


def _play(state, record):
    """Play `record` from the hand through the engine API (its PLAY action)."""
    me = state.seats[0]
    card_id = ids(state, record)[0]
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == card_id))
    check_invariants(state)


def _knights(state, knight):
    me = state.seats[0]
    return [u for u in me.front + me.energy if u.card == ids(state, knight)[0]]


def test_the_condition_names_the_card_whose_effect_played_it():
    """"If this character was played by the effect of <Mirror Spell>" (no "your"): the same condition as "by the effect
    of your <Mirror Spell>", the name of the card whose effect played it."""
    assert compiled_effects(KNIGHT_TEXT)[0]["condition"] == {"kind": "played-by-effect", "name": "Mirror Spell"}
    assert compiled_effects(KNIGHT_TEXT.replace("of <", "of your <")) == compiled_effects(KNIGHT_TEXT)


def test_played_by_the_named_card_the_on_play_draws():
    """<Mirror Spell>'s effect plays <Glass Knight> from the hand: its [On Play] activates (seed 000 登場時: "It also
    activates when the card is played by a card effect") and the condition holds: 1 card drawn."""
    state, knight, mirror, _ = _position(411)
    deck_before = len(state.seats[0].deck)
    _play(state, mirror)
    assert len(_knights(state, knight)) == 1
    assert len(state.seats[0].deck) == deck_before - 1


def test_played_by_another_card_or_from_the_hand_no_draw():
    """Played by <Ash Gate>'s effect (another card), or from the hand by its player: not "by the effect of <Mirror
    Spell>", no card drawn."""
    state, knight, _, other = _position(412)
    deck_before = len(state.seats[0].deck)
    _play(state, other)
    assert len(_knights(state, knight)) == 1
    assert len(state.seats[0].deck) == deck_before
    state, knight, _, _ = _position(413)
    deck_before = len(state.seats[0].deck)
    _play(state, knight)
    assert len(_knights(state, knight)) == 1
    assert len(state.seats[0].deck) == deck_before


RIDER_TEXT = ('[On Play] If there are 3 or more characters with "W" in their name and different required energy cost on '
              'your area, draw 1 card.')


def _rider_position(seed, *energies):
    """<Wolf Rider> (required energy 1) in hand, and one "W" character of each required energy in `energies` on the
    Energy Line."""
    rider = card("Q10", name="Wolf Rider", required_energy=1, text=RIDER_TEXT)
    others = [card(f"Q1{n + 1}", name=f"Wind Page {n}", required_energy=e) for n, e in enumerate(energies)]
    state = to_main(game([deck((rider, 4), *((o, 2) for o in others)), deck()], seed=seed))
    me = state.seats[0]
    me.front[:], me.energy[:] = [], []
    me.energy.extend(unit_from_zones(state, o, 0) for o in others)
    card_id = ids(state, rider)[0]
    if card_id not in me.hand:
        me.hand.append(pull(me, card_id))
    me.ap[:] = [True] * 3
    return state, rider


def test_different_required_energy_is_counted_by_energy():
    """"If there are 3 or more characters with "W" in their name and different required energy cost on your area": the
    required energies among them, as "with different names" counts the names (the played <Wolf Rider> is one of them)."""
    condition = compiled_effects(RIDER_TEXT)[0]["condition"]
    assert condition == {"kind": "cards-in-zone", "side": "yours", "zone": "any", "at_least": 3,
                         "filter": {"card_type": "character", "name_has": "W", "different_energy": True}}
    # 1 (the rider), 2, 2: two different required energies, no card drawn
    state, rider = _rider_position(421, 2, 2)
    deck_before = len(state.seats[0].deck)
    _play(state, rider)
    assert len(state.seats[0].deck) == deck_before
    # 1 (the rider), 2, 3: three, 1 card drawn
    state, rider = _rider_position(422, 2, 3)
    deck_before = len(state.seats[0].deck)
    _play(state, rider)
    assert len(state.seats[0].deck) == deck_before - 1


def test_a_protection_from_character_effects_does_not_stop_an_event():
    """Card wording: "This character cannot be chosen by your opponent's character effects." An Event Card's effect is
    not a character effect (seed 000 Card types: Character, Event, Field): "Choose 1 character on your opponent's
    Front Line and retire it." used as an Event retires it; the same sentence as a character's [On Play] cannot choose
    it (docs/engine.md, "Protection")."""
    guarded = card("P30", name="Guarded One", text="This character cannot be chosen by your opponent's character effects.")
    for kind, text, retired in (("event", "Choose 1 character on your opponent's Front Line and retire it.", True),
                                ("character", "[On Play] Choose 1 character on your opponent's Front Line and retire it.",
                                 False)):
        remover = card("P31", name="Remover", type=kind, text=text)
        state = to_main(game([deck((remover, 4)), deck((guarded, 4))], seed=505))
        me, other = state.seats[0], state.seats[1]
        target = unit_from_zones(state, guarded, 1)
        other.front[:] = [target]
        in_hand(state, remover)
        me.ap[:] = [True] * 3
        card_id = ids(state, remover)[0]
        state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == card_id))
        assert (target not in other.front) is retired
        check_invariants(state)
