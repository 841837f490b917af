"""What characters get, gain and may not do: Union Arena card wordings written for Decklab, played by the engine.

Each scenario builds its position through the engine's API; the docstring quotes the wording and, where a rule is
involved, the seed 000 section it follows (docs/engine.md, "What characters get, gain and may not do")."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import PLAIN, card, deck, game, ids, to_main


def _position(*records, theirs=(), seed=61):
    state = to_main(game([deck(*((r, 4) for r in records)), deck(*((r, 4) for r in theirs))], seed=seed))
    return state, state.seats[0]


def _pull(state, seat, record):
    """One copy of a card out of the seat's deck, hand or Life Area (to put it somewhere else)."""
    for place in (seat.deck, seat.hand, seat.life):
        for card_id in ids(state, record):
            if card_id in place:
                place.remove(card_id)
                return card_id
    raise AssertionError("no copy left")


def _fielded(state, index, record, rested=False):
    """A copy of `record` from seat `index`'s cards, as a unit (not yet on a line)."""
    placed = state._new_unit(_pull(state, state.seats[index], record), index)
    placed.rested = rested
    return placed


def test_for_every_n_cards_scales_a_continuous_bp_change_and_a_keyword():
    """"For every 4 cards in your Outside Area, this character gains +500 BP." and "[Your Turn] For each
    [Trait: Tidecaller] card on your Front Line, this character gains [Damage +1]." — counted as the BP or the
    keyword is read, so the amount follows the Outside Area and the Front Line as they change."""
    counter = card("801", bp=2000, text="For every 4 cards in your Outside Area, this character gains +500 BP.")
    caller = card("802", bp=1000, traits=["Tidecaller"],
                  text="[Your Turn] For each [Trait: Tidecaller] card on your Front Line, this character gains [Damage +1].")
    assert compile_card_text(counter.text).complete and compile_card_text(caller.text).complete
    state, me = _position(counter, caller)
    holder = _fielded(state, 0, counter)
    me.front[:] = [holder]
    me.outside[:] = [_pull(state, me, PLAIN) for _ in range(9)]
    assert state._bp(holder) == 3000  # 9 cards: two steps of 4
    me.outside += [_pull(state, me, PLAIN) for _ in range(3)]
    assert state._bp(holder) == 3500  # 12 cards: three
    first, second = _fielded(state, 0, caller), _fielded(state, 0, caller)
    me.front[:] = [holder, first, second]
    assert state._keyword(first, "damage-plus") == 2  # itself and the other Tidecaller
    check_invariants(state)


def test_for_each_event_used_this_turn_and_for_every_n_rested_characters_draw():
    """"[Your Turn] This character gets +1000 BP for each Event Card you used during this turn." (what the player used
    this turn: seed 000, Main Phase) and "[On Play] For every 2 rested characters on your opponent's area, draw 1 card."
    (the count is taken as the effect resolves)."""
    scorer = card("803", bp=2000, text="[Your Turn] This character gets +1000 BP for each Event Card you used during this turn.")
    spark = card("804", type="event", text="[Main] Draw 1 card.")
    drawer = card("805", text="[On Play] For every 2 rested characters on your opponent's area, draw 1 card.")
    state, me = _position(scorer, spark, drawer)
    holder = _fielded(state, 0, scorer)
    me.front[:] = [holder]
    assert state._bp(holder) == 2000
    event = ids(state, spark)[0]
    me.used_now = (event, event, ids(state, PLAIN)[0])
    assert state._bp(holder) == 4000  # two events; the character card does not count
    them = state.seats[1]
    them.front[:] = [_fielded(state, 1, PLAIN, rested=True) for _ in range(3)] + [_fielded(state, 1, PLAIN)]
    reader = _fielded(state, 0, drawer)
    me.front.append(reader)
    before = len(me.hand)
    run_effects(state, 0, state.table.effects[reader.card].on_play, reader)
    assert len(me.hand) == before + 1  # 3 rested: one step of 2
    check_invariants(state)
