"""Protections and granted restrictions real Union Arena cards use, compiled from card texts written for Decklab
(invented names and numbers in the real phrasing) and played by the engine.

Each scenario builds its position through the engine's API; the docstring quotes the wording and the seed 000 section
the reading follows (docs/engine.md, "Whose effects a character cannot be chosen by")."""
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, to_main, unit_from_zones


def _fielded(state, record, seat=0):
    unit = unit_from_zones(state, record, seat)
    state.seats[seat].front.append(unit)
    return unit


def test_given_cannot_be_chosen_by_event_cards_until_your_next_turn():
    """Card wording: 'Choose up to 1 character on your area and give it "This character cannot be chosen by your
    opponent's Event Cards." until the start of your next turn.' — an opposing event's choice passes over it, the
    opponent's character effects do not (seed 000, Choosing: a card that cannot be chosen is not a valid choice)."""
    text = ('[On Play] Choose up to 1 character on your area and give it "This character cannot be chosen by your '
            "opponent's Event Cards.\" until the start of your next turn.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["effects"][0]["actions"] == [{"do": "cannot-be-chosen", "by": "event"}]
    shield = card("920", bp=2000, text=text)
    state = to_main(game([deck((shield, 4)), deck()], seed=91))
    holder = _fielded(state, shield)
    assert not state.protected(holder, "cannot-be-chosen", "card")
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert state.protected(holder, "cannot-be-chosen", "card")  # an event (the runtime's "card" kind)
    assert not state.protected(holder, "cannot-be-chosen", "character")
    assert not state.protected(holder, "cannot-be-chosen", "trigger")
    check_invariants(state)


def test_your_named_characters_cannot_be_chosen_by_character_effects_or_trigger_effects():
    """Card wording: "[Your Turn] [When in Frontline] Your <Mara Quill> cannot be chosen by your opponent's Character
    effects or Trigger effects." — both kinds of the opponent's effects pass over every <Mara Quill> of yours while
    this card is on the Front Line in your turn; a field's effect is neither kind."""
    text = ("[Your Turn] [When in Frontline] Your <Mara Quill> cannot be chosen by your opponent's Character effects or "
            "Trigger effects.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["by"] == "character-effect-or-trigger"
    warden, quill = card("921", bp=1000, text=text), card("922", name="Mara Quill", bp=1500)
    state = to_main(game([deck((warden, 4), (quill, 4)), deck()], seed=92))
    _fielded(state, warden)
    guarded = _fielded(state, quill)
    assert state.player == 0
    assert state.protected(guarded, "cannot-be-chosen", "character")
    assert state.protected(guarded, "cannot-be-chosen", "trigger")
    assert not state.protected(guarded, "cannot-be-chosen", "field")
    check_invariants(state)


def test_this_character_cannot_be_chosen_during_this_turn():
    """Card wording: "[On Play] This character cannot be chosen by your opponent's effects during this turn." — read
    as the character gaining that protection for the turn (seed 000, effects with a duration end with it): any of the
    opponent's effects passes over it this turn, and it can be chosen again once the turn is over."""
    text = "[On Play] This character cannot be chosen by your opponent's effects during this turn."
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["do"] == "gain-ability" and effects[0]["actions"][0]["duration"] == "this-turn"
    ward = card("923", bp=3000, text=text)
    state = to_main(game([deck((ward, 4)), deck()], seed=93))
    holder = _fielded(state, ward)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert state.protected(holder, "cannot-be-chosen", "character")
    assert state.protected(holder, "cannot-be-chosen", "trigger")
    state._end_turn()  # End Phase 4: "this turn" effects end
    assert not state.protected(holder, "cannot-be-chosen", "character")
    check_invariants(state)


def test_a_character_given_must_be_blocked_in_other_spellings():
    """Card wordings: 'give it "Your opponent must block this character attack if able" during this turn' and
    'this character gains "The opponent must block this character's attacks if possible."' — the same ability as
    "Your opponent must block this character's attack if able" (seed 000, Block step)."""
    given = compiled_effects('[On Play] Choose up to 1 character on your area and give it "Your opponent must block this '
                             'character attack if able" during this turn')
    gained = compiled_effects("[On Play] During this turn, this character gains BP+500 and \"The opponent must block this "
                              "character's attacks if possible.\"")
    for effects in (given, gained):
        assert effects[0]["actions"][-1]["effects"] == [{"timing": "continuous", "actions": [{"do": "must-be-blocked"}]}]
