"""Union Arena: a quoted unit of actions and, said after it, other actions that stand in for the whole unit
('"Draw 1 card". If <X>, (you may) "Look at the top 3 cards ... ." instead'), compiled from card texts written for
Decklab and played through the engine's API (docs/engine.md, the bullet "Another unit instead")."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    in_hand,
    play_from_hand,
    to_main,
    unit_from_zones,
)

FORCED = ('[On Play] "Draw 1 card". If there is a <Gale Warden> on your area, "choose up to 1 character on your '
          'opponent\'s Front Line with BP 3000 or less and retire it" instead.')
CHOSEN = ('[On Play] If there is a <Ardent Vale> on your area, "Draw 1 card". If there are both <Ardent Vale> and '
          '<Vale Blade> card on your area, you may "Draw 2 cards" instead.')


def test_the_other_unit_replaces_the_whole_quoted_one_when_its_condition_holds():
    """The card's wording: the quoted "Draw 1 card" is done unless a <Gale Warden> is on the area, and then the quoted
    removal is done in its place (never both)."""
    effect = compiled_effects(FORCED)[0]
    step = effect["actions"][0]
    assert step["do"] == "all-of" and step["actions"] == [{"do": "draw", "amount": 1}]
    assert step["instead"]["actions"][0]["do"] == "retire" and "optional" not in step["instead"]
    striker = card("601", text=FORCED)
    warden = card("602", name="Gale Warden")
    prey = card("603", bp=2000)
    for warden_there in (False, True):
        state = to_main(game([deck((striker, 4), (warden, 4)), deck((prey, 4))], seed=21))
        me, other = state.seats
        other.front[:] = [unit_from_zones(state, prey, 1)]
        me.front[:] = [unit_from_zones(state, warden, 0)] if warden_there else []
        in_hand(state, striker)
        hand = len(me.hand)
        play_from_hand(state, striker)
        if warden_there:
            assert other.front == [] and ids(state, prey)[0] in other.outside
            assert len(me.hand) == hand - 1  # (the card played; nothing drawn)
        else:
            assert len(other.front) == 1
            assert len(me.hand) == hand - 1 + 1
        check_invariants(state)


def test_you_may_the_other_unit_is_the_players_choice_by_value():
    """"you may "Draw 2 cards" instead": with both names on the area the pilot takes the two cards; with only <Ardent
    Vale> the quoted "Draw 1 card" is done; with neither, nothing (the unit's own condition)."""
    effect = compiled_effects(CHOSEN)[0]
    assert effect["condition"] == {"kind": "card-on-your-area", "name": "Ardent Vale"}
    assert effect["actions"][0]["instead"]["optional"] is True
    drawer = card("604", text=CHOSEN)
    vale = card("605", name="Ardent Vale")
    blade = card("606", name="Vale Blade")
    for names, drawn in (((), 0), ((vale,), 1), ((vale, blade), 2)):
        state = to_main(game([deck((drawer, 4), (vale, 4), (blade, 4)), deck()], seed=22))
        me = state.seats[0]
        me.front[:] = [unit_from_zones(state, record, 0) for record in names]
        in_hand(state, drawer)
        hand = len(me.hand)
        play_from_hand(state, drawer)
        assert len(me.hand) == hand - 1 + drawn
        check_invariants(state)


def test_a_replacement_on_a_line_of_its_own_goes_with_the_quoted_unit_above():
    """A printed card breaks the line before 'If ..., you may "..." instead.': the two lines are one effect."""
    text = ('When this character is blocked, "Look at the top card of your deck and place it on top or bottom of your '
            'deck".\nIf this character was played by the effect of <Rune Swap> during this turn, you may "draw 1 card" '
            'instead.')
    compiled = compile_card_text(text)
    assert compiled.complete and len(compiled.effects) == 1
    step = compiled.effects[0]["actions"][0]
    assert step["instead"]["actions"] == [{"do": "draw", "amount": 1}]


def test_a_replacement_whose_condition_does_not_include_the_units_stays_unread():
    """'If <A> ..., "X". If <B> ..., "Y" instead': whether Y needs <A> too is not said; the text stays uncompiled."""
    text = ('[On Play] If there is a <Ardent Vale> on your area, "Draw 1 card". If there is a <Vale Blade> on your area, '
            '"Draw 2 cards" instead.')
    assert not compile_card_text(text).complete
