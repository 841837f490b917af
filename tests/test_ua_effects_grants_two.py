"""Protections and granted restrictions real Union Arena cards use, compiled from card texts written for Decklab
(invented names and numbers in the real phrasing) and played by the engine.

Each scenario builds its position through the engine's API; the docstring quotes the wording and the seed 000 section
the reading follows (docs/engine.md, "Whose effects a character cannot be chosen by")."""
from engine.games.union_arena.constants import ATTACK_WITH, BLOCK_WITH, PASS
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, setup_battle, to_main, unit_from_zones


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
    as the character gaining that protection for the turn (seed 000 End Phase 4: effects "for the turn" are negated): any of the
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


def test_an_opposing_character_given_this_character_must_block():
    """Card wording: '[On Play] Choose up to 1 character on your opponent's Front Line, it gets +1000 BP and "This
    character must block your opponent's attack if able" during this turn.' — seed 000, Blocking Character specification timing: "The
    attacked player can specify 1 Character in Active Mode on their Front Line ... to block"; that character is the blocker
    while it can block: the defender may neither pass nor block with another character."""
    text = ("[On Play] Choose up to 1 character on your opponent's Front Line, it gets +1000 BP and \"This character must "
            "block your opponent's attack if able\" during this turn.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][1]["effects"] == [{"timing": "continuous", "actions": [{"do": "must-block"}]}]
    caller = card("924", bp=6000, text=text)
    small, big = card("925", bp=1000), card("926", bp=4000)
    state = to_main(game([deck((caller, 4)), deck((small, 4), (big, 4))], seed=94))
    attacker = unit_from_zones(state, caller, 0)
    strong, weak = unit_from_zones(state, big, 1), unit_from_zones(state, small, 1)
    setup_battle(state, [attacker], [strong, weak])
    run_effects(state, 0, state.table.effects[attacker.card].on_play, attacker)
    assert strong.abilities and not weak.abilities  # the opponent's strongest is chosen
    state.apply((ATTACK_WITH, 0, -1))
    assert state.legal_actions() == [(BLOCK_WITH, 0)]
    assert GreedyPilot(1).choose(state) == (BLOCK_WITH, 0)
    check_invariants(state)


def test_a_character_that_must_block_but_cannot_lets_the_defender_choose():
    """The same ability on a rested character: it cannot block (seed 000, Blocking Character specification
    timing: a Character in Active Mode blocks),
    so "if able" leaves the defender its usual choice, passing included."""
    text = ("[On Play] Choose up to 1 character on your opponent's Front Line, it gets +1000 BP and \"This character must "
            "block your opponent's attack if able\" during this turn.")
    caller = card("927", bp=6000, text=text)
    small, big = card("928", bp=1000), card("929", bp=4000)
    state = to_main(game([deck((caller, 4)), deck((small, 4), (big, 4))], seed=95))
    attacker = unit_from_zones(state, caller, 0)
    strong, weak = unit_from_zones(state, big, 1, rested=True), unit_from_zones(state, small, 1)
    setup_battle(state, [attacker], [strong, weak])
    run_effects(state, 0, state.table.effects[attacker.card].on_play, attacker)
    assert strong.abilities
    state.apply((ATTACK_WITH, 0, -1))
    assert PASS in state.legal_actions() and (BLOCK_WITH, 1) in state.legal_actions()
    check_invariants(state)


TAX_TEXT = ("[Opponent's Turn] At the moment your opponent chooses this character with a character effect or event "
            "effect, they must pay 1 additional AP.")
_RETIRE_ONE = [{"timing": "main", "actions": [{"do": "retire", "target": {"side": "opponents", "zone": "front", "up_to": 1}}]}]


def test_choosing_a_taxed_character_costs_one_more_ap():
    """Card wording: "[Opponent's Turn] At the moment your opponent chooses this character with a character effect or
    event effect, they must pay 1 additional AP." — an event that chooses it makes its player rest one more active AP
    card; without one it cannot choose it and its choice falls on another character (the engine pays when it can)."""
    compiled_effects(TAX_TEXT)
    taxed, plain = card("930", bp=5000, text=TAX_TEXT), card("931", bp=1000)
    state = to_main(game([deck(), deck((taxed, 4), (plain, 4))], seed=96))
    me, other = state.seats[0], state.seats[1]
    guarded, spare = unit_from_zones(state, taxed, 1), unit_from_zones(state, plain, 1)
    other.front[:] = [guarded, spare]
    assert state.player == 0 and state.choose_tax(guarded) == (1, 0)
    me.ap[:] = [True, False, False]
    run_effects(state, 0, _RETIRE_ONE, None)  # an event: it chooses the strongest, paying the 1 AP
    assert guarded.card in other.outside and spare in other.front and sum(me.ap) == 0
    other.front[:] = [unit_from_zones(state, taxed, 1), spare]
    run_effects(state, 0, _RETIRE_ONE, None)  # no active AP left: the taxed character cannot be chosen
    assert spare.card in other.outside and len(other.front) == 1
    check_invariants(state)


def test_the_tax_holds_only_in_the_opponents_turn():
    """The same card in its owner's turn ("[Opponent's Turn]" does not hold): choosing it costs nothing more."""
    taxed = card("932", bp=5000, text=TAX_TEXT)
    state = to_main(game([deck((taxed, 4)), deck()], seed=97))
    mine = unit_from_zones(state, taxed, 0)
    state.seats[0].front[:] = [mine]
    assert state.player == 0 and state.choose_tax(mine) == (0, 0)
    state.seats[1].ap[:] = [False, False, False]
    run_effects(state, 1, _RETIRE_ONE, None)
    assert mine.card in state.seats[0].outside


def test_an_event_chooses_it_only_by_placing_a_card_from_the_hand():
    """Card wording: "When your opponent chooses this character using the effect of an Event Card, this character
    cannot be chosen unless your opponent additionally places 1 card from their hand to the Outside Area." — an event
    that chooses it costs its player a card from the hand; with an empty hand it chooses another character; a character
    effect chooses it for nothing more."""
    text = ("When your opponent chooses this character using the effect of an Event Card, this character cannot be chosen "
            "unless your opponent additionally places 1 card from their hand to the Outside Area.")
    assert compiled_effects(text)[0]["actions"] == [{"do": "choose-tax", "by": "event", "discard": 1}]
    taxed, plain = card("933", bp=5000, text=text), card("934", bp=1000)
    state = to_main(game([deck(), deck((taxed, 4), (plain, 4))], seed=98))
    me, other = state.seats[0], state.seats[1]
    guarded, spare = unit_from_zones(state, taxed, 1), unit_from_zones(state, plain, 1)
    other.front[:] = [guarded, spare]
    assert state.choose_tax(guarded, "card") == (0, 1) and state.choose_tax(guarded, "character") == (0, 0)
    hand, outside = len(me.hand), len(me.outside)
    run_effects(state, 0, _RETIRE_ONE, None)  # an event: it places a card from the hand, then retires the strongest
    assert guarded.card in other.outside and len(me.hand) == hand - 1 and len(me.outside) == outside + 1
    other.front[:] = [unit_from_zones(state, taxed, 1), spare]
    me.outside.extend(me.hand)
    me.hand.clear()
    run_effects(state, 0, _RETIRE_ONE, None)  # an empty hand: the taxed character cannot be chosen
    assert spare.card in other.outside and len(other.front) == 1
    check_invariants(state)
