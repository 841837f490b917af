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


def test_characters_on_your_energy_line_will_not_retire():
    """"[When in Frontline] Characters on your Energy Line will not retire." — a restriction a card puts on other
    characters of its owner while it is on the Front Line; seed 000, Removing cards from the field: an effect's
    "retire" moves the card to the Outside Area, and a card that will not retire stays where it is."""
    warden = card("806", bp=3000, text="[When in Frontline] Characters on your Energy Line will not retire.")
    sweeper = card("807", text="[On Play] Choose up to 1 character on your opponent's Energy Line and retire it.")
    state, me = _position(warden, theirs=(sweeper,))
    holder, sheltered, exposed = _fielded(state, 0, warden), _fielded(state, 0, PLAIN), _fielded(state, 0, PLAIN)
    me.front[:] = [holder, exposed]
    me.energy[:] = [sheltered]
    assert state.restricted(sheltered, "cannot-be-retired") and not state.restricted(exposed, "cannot-be-retired")
    them = state.seats[1]
    caster = _fielded(state, 1, sweeper)
    them.front[:] = [caster]
    run_effects(state, 1, state.table.effects[caster.card].on_play, caster)
    assert me.energy == [sheltered]  # the retire found it, it did not leave
    me.front.remove(holder)
    me.energy.append(holder)  # the warden on the Energy Line: its [When in Frontline] no longer holds
    assert not state.restricted(sheltered, "cannot-be-retired")
    me.energy.remove(holder)
    me.outside.append(holder.card)
    check_invariants(state)


def test_except_for_x_characters_on_your_area_cannot_be_chosen_by_event_cards():
    """"[When in Frontline] Except for <Wren Alder>, characters on your area cannot be chosen by your opponent's Event
    Card from hand." — an opposing event's choice passes over the guarded characters and may fall on <Wren Alder>;
    the opponent's character effects still choose any of them."""
    text = ("[When in Frontline] Except for <Wren Alder>, characters on your area cannot be chosen by your opponent's "
            "Event Card from hand.")
    guardian = card("808", bp=1000, text=text)
    wren = card("809", name="Wren Alder", bp=1500)
    state, me = _position(guardian, wren)
    holder, alder = _fielded(state, 0, guardian), _fielded(state, 0, wren)
    me.front[:] = [holder, alder]
    weaken = [{"timing": "main", "actions": [{"do": "bp-change", "amount": -1000, "duration": "this-turn",
                                               "target": {"side": "opponents", "zone": "front", "up_to": 2}}]}]
    run_effects(state, 1, weaken, None)  # an event: no character is its source
    assert state._bp(holder) == 1000 and state._bp(alder) == 500
    assert state.protected(holder, "cannot-be-chosen", "card")
    assert not state.protected(holder, "cannot-be-chosen", "character")
    check_invariants(state)


def test_cannot_become_active_and_stays_rested_the_next_time():
    """"If there is a face-down card under this character, this character cannot become active." and "Choose up to 1
    character on your opponent's Energy Line and rest it. The chosen character does not set to active the next time it
    would." — seed 000, Start Phase 2 and End Phase 2 switch Characters in Rest Mode to Active Mode: a character that
    cannot become active stays rested each time; one that does not set to active "the next time" skips one of them."""
    from engine.games.union_arena.flow import _untap

    sleeper = card("810", text="If there is a face-down card under this character, this character cannot become active.")
    binder = card("811", text="[On Play] Choose up to 1 character on your opponent's Energy Line and rest it. The chosen "
                              "character does not set to active the next time it would.")
    state, me = _position(sleeper, binder)
    held = _fielded(state, 0, sleeper, rested=True)
    held.under = (_pull(state, me, PLAIN),)
    me.front[:] = [held]
    _untap(state, me)
    assert held.rested
    me.outside.append(held.under[0])
    held.under = ()
    _untap(state, me)
    assert not held.rested
    them = state.seats[1]
    target = _fielded(state, 1, PLAIN, rested=False)
    them.energy[:] = [target]
    caster = _fielded(state, 0, binder)
    me.front.append(caster)
    run_effects(state, 0, state.table.effects[caster.card].on_play, caster)
    assert target.rested
    _untap(state, them)
    assert target.rested  # the next time: skipped
    _untap(state, them)
    assert not target.rested
    check_invariants(state)


def test_a_character_given_cannot_attack_or_block():
    """"[On Play] Choose up to 1 character on your opponent's Front Line and give it "This character cannot attack or
    block" during this turn." — seed 000, Attack Phase: only Characters in Active Mode that may attack can be declared
    as attackers, and only those that may block can block."""
    jailer = card("812", text='[On Play] Choose up to 1 character on your opponent\'s Front Line and give it "This '
                              'character cannot attack or block" during this turn.')
    state, me = _position(jailer)
    them = state.seats[1]
    victim = _fielded(state, 1, PLAIN, rested=False)
    them.front[:] = [victim]
    caster = _fielded(state, 0, jailer, rested=False)
    me.front[:] = [caster]
    assert state.may_attack(victim) and state.may_block(victim, caster)
    run_effects(state, 0, state.table.effects[caster.card].on_play, caster)
    assert not state.may_attack(victim) and not state.may_block(victim, caster)
    check_invariants(state)


def test_impact_or_damage_is_chosen_by_whether_the_attack_can_be_blocked():
    """"[When Attacking] This character gains [Impact 1] or [Damage 2] during this turn." — the pilot's fixed rule
    takes Impact while the opponent has an active Front Line character that could block (seed 000, Impact: it deals
    damage when the attacker wins a battle), Damage when none could (the attack reaches the player)."""
    text = "[When Attacking] This character gains [Impact 1] or [Damage 2] during this turn."
    striker = card("813", bp=3000, text=text)
    state, me = _position(striker)
    attacker = _fielded(state, 0, striker, rested=False)
    me.front[:] = [attacker]
    them = state.seats[1]
    wall = _fielded(state, 1, PLAIN, rested=False)
    them.front[:] = [wall]
    effects = state.table.effects[attacker.card].when_attacking
    run_effects(state, 0, effects, attacker)
    assert state._keyword(attacker, "impact") == 1 and state._keyword(attacker, "damage") == 0
    wall.rested = True
    run_effects(state, 0, effects, attacker)
    assert state._keyword(attacker, "damage") == 2
    check_invariants(state)
