"""Union Arena conditions real cards use (issue 13), compiled from card texts written for Decklab.

Each scenario builds its position through the engine's API and shows the condition holding and not holding; the
docstring quotes the card wording and the seed 000 section the reading follows (docs/engine.md, "Conditions of real
cards: what happened this turn, the same line, the chosen and the revealed card")."""
from engine.games.union_arena.constants import ENERGY, FRONT, PLAY
from engine.games.union_arena.effects_runtime import holds, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, to_main


def _in_hand(state, record, copies=1):
    """Only `copies` of `record` in seat 0's hand (the rest of the hand goes back to the deck), with 3 active AP."""
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = []
    for _ in range(copies):
        me.hand.append(me.deck.pop(me.deck.index(ids(state, record)[0])))
    me.ap[:] = [True, True, True]
    return me


def test_a_card_on_the_same_line():
    """Card wording: "[When Attacking] If there is a <Brannock> on the same line, draw 1 card." and "If there is no
    other rested character on the same line, ...". Seed 000, Your Field: the Front Line and the Energy Line are two
    lines; "the same line" is the one this character is on, without this character itself."""
    text = "[When Attacking] If there is a <Brannock> on the same line, draw 1 card."
    lonely = "[When Attacking] If there is no other rested character on the same line, draw 1 card."
    compiled_effects(text), compiled_effects(lonely)
    seeker = card("800", bp=3000, text=text)
    loner = card("801", bp=3000, text=lonely)
    brannock = card("802", name="Brannock")
    state = to_main(game([deck((seeker, 4), (loner, 4), (brannock, 4)), deck()], seed=70))
    me = state.seats[0]
    holder = state._new_unit(pull(me, ids(state, seeker)[0]), 0, rested=False)
    friend = state._new_unit(pull(me, ids(state, brannock)[0]), 0, rested=True)
    me.front[:] = [holder]
    me.energy[:] = [friend]  # on the other line: the condition fails
    hand = len(me.hand)
    run_effects(state, 0, state.table.effects[holder.card].when_attacking, holder)
    assert len(me.hand) == hand
    me.energy[:] = []
    me.front.append(friend)
    run_effects(state, 0, state.table.effects[holder.card].when_attacking, holder)
    assert len(me.hand) == hand + 1
    alone = state._new_unit(pull(me, ids(state, loner)[0]), 0, rested=False)
    me.front.append(alone)
    condition = state.table.effects[alone.card].when_attacking[0]["condition"]
    assert not holds(state, 0, condition, alone)  # the rested <Brannock> shares its line
    friend.rested = True
    me.front.remove(friend)
    me.energy.append(friend)
    assert holds(state, 0, condition, alone)  # the rested one is on the Energy Line; the active seeker does not count
    alone.rested = True
    assert holds(state, 0, condition, alone)  # "other": this character itself never counts
    check_invariants(state)


def test_played_by_your_effect_and_from_the_outside_area():
    """Card wording: "[On Play] If this character was played by your character's effect, draw 1 card." and "[Your
    Turn] If a character was played from your Outside Area during this turn, this character gets +1000 BP." Seed 000,
    Glossary 登場時: "It also activates when the card is played by a card effect" — the [On Play] then knows which
    effect played it; a card played from the hand was not played by an effect."""
    lark_text = "[On Play] If this character was played by your character's effect, draw 1 card."
    caller_text = "[On Play] Play up to 1 <Lark> from your Outside Area to your area rested."
    spell_text = "[Main] Play up to 1 <Lark> from your Outside Area to your area rested."
    watcher_text = "[Your Turn] If a character was played from your Outside Area during this turn, this character gets +1000 BP."
    for text in (lark_text, caller_text, spell_text, watcher_text):
        compiled_effects(text)
    lark = card("803", name="Lark", text=lark_text)
    caller = card("804", text=caller_text)
    spell = card("805", type="event", text=spell_text)
    watcher = card("806", bp=2000, text=watcher_text)
    state = to_main(game([deck((lark, 4), (caller, 4), (spell, 4), (watcher, 4)), deck()], seed=71))
    me = _in_hand(state, lark)
    watch = state._new_unit(pull(me, ids(state, watcher)[0]), 0, rested=False)
    me.energy[:] = [watch]
    hand = len(me.hand)
    state.apply((PLAY, 0, FRONT, -1))  # <Lark> from the hand: not played by an effect
    assert len(me.hand) == hand - 1 and me.front[-1].played_by is None
    assert state._bp(watch) == 2000  # nothing was played from the Outside Area
    me.outside.append(pull(me, ids(state, lark)[0]))
    me.hand.append(pull(me, ids(state, caller)[0]))
    me.ap[:] = [True, True, True]
    hand = len(me.hand)
    state.apply((PLAY, len(me.hand) - 1, FRONT, -1))  # its [On Play] plays <Lark>, whose [On Play] draws
    revived = me.front[-1]
    assert state.table.records[revived.card] is lark and revived.played_by[0] == "character"
    assert len(me.hand) == hand - 1 + 1
    assert state._bp(watch) == 3000
    # an event's effect is not "your character's effect"
    me.outside.append(pull(me, ids(state, lark)[0]))
    me.hand.append(pull(me, ids(state, spell)[0]))
    me.ap[:] = [True, True, True]
    hand = len(me.hand)
    state.apply((PLAY, len(me.hand) - 1, 2, -1))
    assert state.table.records[me.front[-1].card] is lark and me.front[-1].played_by[0] == "event"
    assert len(me.hand) == hand - 1
    check_invariants(state)


def test_the_chosen_character():
    """Card wording: "Choose 1 character on your area and set it to active. If the chosen character is <Ilse>, choose
    up to 1 of your AP cards and set it to active." — the card this effect chose before (what "it" names)."""
    text = ("[Main] Choose 1 character on your area and set it to active. If the chosen character is <Ilse>, choose "
            "up to 1 of your AP cards and set it to active.")
    compiled_effects(text)
    spell = card("807", type="event", text=text)
    ilse = card("808", name="Ilse", bp=1000)
    other = card("809", name="Garrow", bp=1000)
    state = to_main(game([deck((spell, 4), (ilse, 4), (other, 4)), deck()], seed=72))
    me = state.seats[0]
    effects = state.table.effects[ids(state, spell)[0]].on_play
    for record, woken in ((other, False), (ilse, True)):
        unit = state._new_unit(pull(me, ids(state, record)[0]), 0, rested=True)
        me.outside.extend(u.card for u in me.front)  # the one before leaves: this one is the only choice
        me.front[:] = [unit]
        me.ap[:] = [False, False]
        run_effects(state, 0, effects, None)
        assert not unit.rested
        assert me.ap == [woken, False], record.name
    check_invariants(state)


def test_a_character_retired_this_turn():
    """Card wording: "[Main] [1 Per Turn] Can only be activated if a character on your area was retired during this
    turn. Draw 1 card." and "If an opponent's character was retired during this turn". Seed 000 退場時: retired is
    "moved from the field to the Outside Area"; the history is kept per player for the turn."""
    mine = "[Main] [1 Per Turn] Can only be activated if a character on your area was retired during this turn. Draw 1 card."
    theirs = "[When Attacking] If an opponent's character was retired during this turn, draw 1 card."
    either = "[On Play] If a character was retired during this turn, draw 1 card."
    for text in (mine, theirs, either):
        compiled_effects(text)
    keeper = card("810", text=mine)
    hunter = card("811", text=theirs)
    mourner = card("812", text=either)
    state = to_main(game([deck((keeper, 4), (hunter, 4), (mourner, 4)), deck((keeper, 4))], seed=73))
    me, them = state.seats
    holder = state._new_unit(pull(me, ids(state, keeper)[0]), 0, rested=False)
    me.front[:] = [holder]
    effects = state.table.effects
    conditions = [effects[ids(state, r)[0]].activated[0]["condition"] if r is keeper else
                  (effects[ids(state, r)[0]].when_attacking or effects[ids(state, r)[0]].on_play)[0]["condition"]
                  for r in (keeper, hunter, mourner)]
    assert [holds(state, 0, c, holder) for c in conditions] == [False, False, False]
    foe = state._new_unit(them.deck.pop(), 1, rested=False)
    them.front[:] = [foe]
    state._remove_from_field(them, foe, "own-effect")
    assert [holds(state, 0, c, holder) for c in conditions] == [False, True, True]
    friend = state._new_unit(pull(me, ids(state, mourner)[0]), 0, rested=False)
    me.front.append(friend)
    state._remove_from_field(me, friend, "own-effect")
    assert [holds(state, 0, c, holder) for c in conditions] == [True, True, True]
    check_invariants(state)


def test_the_revealed_card():
    """Card wording: "Look at the top 5 cards of your deck. Reveal up to 1 Character Card among them and add it to
    your hand. Place the remaining at the bottom of your deck in any order. If the revealed card is <Marlo Fenn>,
    draw 1 card." — the card this effect revealed (none revealed: the condition fails)."""
    text = ("[Main] Look at the top 5 cards of your deck. Reveal up to 1 Character Card among them and add it to your "
            "hand. Place the remaining at the bottom of your deck in any order. If the revealed card is <Marlo Fenn>, "
            "draw 1 card.")
    compiled_effects(text)
    spell = card("813", type="event", text=text)
    marlo = card("814", name="Marlo Fenn", bp=5000)
    blank = card("815", type="event", text="[Main] Draw 1 card.")
    state = to_main(game([deck((spell, 4), (marlo, 4), (blank, 10)), deck()], seed=74))
    me = state.seats[0]
    effects = state.table.effects[ids(state, spell)[0]].on_play
    marlo_id, blank_id = ids(state, marlo)[0], ids(state, blank)[0]
    for top, drawn in (([blank_id] * 5, 0), ([blank_id] * 4 + [marlo_id], 1)):
        for c in top:
            pull(me, c)
        me.deck.extend(top)
        hand = len(me.hand)
        run_effects(state, 0, effects, None)
        taken = 1 if marlo_id in top else 0
        assert len(me.hand) == hand + taken + drawn
    check_invariants(state)


def test_cards_used_this_turn():
    """Card wording: "[Your Turn] If you used 2 or more cards from your hand during this turn, this character gets
    +2000 BP." and "Draw 2 cards. If you used another Event card during this turn, draw 1 more card." Seed 000 Main
    Phase A, Use cards: playing a Character, Raid, a Field card or an Event card from the hand is using it."""
    counter_text = "[Your Turn] If you used 2 or more cards from your hand during this turn, this character gets +2000 BP."
    spell_text = "[Main] Draw 2 cards. If you used another Event card during this turn, draw 1 more card."
    compiled_effects(counter_text), compiled_effects(spell_text)
    counter = card("816", bp=2000, text=counter_text)
    spell = card("817", type="event", text=spell_text)
    state = to_main(game([deck((counter, 4), (spell, 4)), deck()], seed=75))
    me = _in_hand(state, spell, copies=2)
    holder = state._new_unit(pull(me, ids(state, counter)[0]), 0, rested=False)
    me.energy[:] = [holder]
    hand = len(me.hand)
    state.apply((PLAY, 0, 2, -1))  # the first: no other Event card used yet
    assert len(me.hand) == hand - 1 + 2
    assert state._bp(holder) == 2000
    spell_index = me.hand.index(ids(state, spell)[0])
    hand = len(me.hand)
    state.apply((PLAY, spell_index, 2, -1))  # the second: another one was
    assert len(me.hand) == hand - 1 + 3
    assert state._bp(holder) == 4000
    check_invariants(state)


def test_no_face_down_cards_under_your_characters():
    """Card wording: "[On Play] If there are no face-down cards under a character on your area, you may place the top
    card of your deck face-down under this character." (the face-down cards kept under each character, Unit.under)."""
    text = ("[On Play] If there are no face-down cards under a character on your area, you may place the top card of "
            "your deck face-down under this character.")
    compiled_effects(text)
    stacker = card("818", text=text)
    state = to_main(game([deck((stacker, 4)), deck()], seed=76))
    me = _in_hand(state, stacker, copies=2)
    state.apply((PLAY, 0, FRONT, -1))
    first = me.front[-1]
    assert len(first.under) == 1  # none anywhere yet
    state.apply((PLAY, 0, ENERGY, -1))
    assert me.energy[-1].under == ()  # the first one has one
    me.outside.extend(first.under)
    first.under = ()
    condition = state.table.effects[first.card].on_play[0]["actions"][0]["condition"]
    assert holds(state, 0, condition, me.energy[-1])
    check_invariants(state)
