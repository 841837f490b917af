"""Union Arena effects on AP, Active/Rest states and energy, from card texts written for Decklab (invented names and
traits in the real phrasing).

Each scenario builds its position through the engine's API, quotes the card wording it plays and names the seed 000
section it follows (Energy Line and Activation Energy, Active Mode and Rest Mode, Start Phase, Action Point cards)."""
from engine.games.union_arena.constants import ACTIVATE, ENERGY, FRONT, PASS, PLAY
from engine.games.union_arena.effects_runtime import holds, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, only_in_hand, pull, to_main

RED = 0  # energy_by_color index of red (effects_runtime.COLOR_CODES)


def _placed(state, record, line, rested=False, seat=0):
    """One copy of `record` out of the seat's zones onto its Front Line or Energy Line."""
    me = state.seats[seat]
    unit = state._new_unit(pull(me, ids(state, record)[0]), seat, rested=rested)
    (me.front if line == FRONT else me.energy).append(unit)
    return unit


def _clear(line_units, seat):
    """Empty a line, its cards to the Outside Area (every card stays somewhere: check_invariants)."""
    seat.outside.extend(u.card for u in line_units)
    line_units[:] = []




def test_a_field_generates_more_energy_this_turn_then_retires():
    """Card wording: "[Main] [Rest this card] [1 Per Turn] For the turn, this field generates +2 [red] energy. During
    the end of the main phase, retire this card." Seed 000, Energy Line: a card's Activation Energy is what the line
    counts for Required Energy (a rested card on the Energy Line still counts); the colour said is the card's own. The
    extra energy lasts this turn; the retire happens at the end of this Main Phase."""
    text = ("[Main] [Rest this card] [1 Per Turn] For the turn, this field generates +2 [red] energy. During the end of "
            "the main phase, retire this card.")
    assert compiled_effects(text)[0]["actions"][0] == {"do": "generated-energy-change", "amount": 2,
                                                       "target": {"self": True}, "duration": "this-turn"}
    burner = card("701", type="field", color="red", generated_energy=1, text=text)
    state = to_main(game([deck((burner, 4)), deck()], seed=81))
    me = state.seats[0]
    _clear(me.energy, me)
    field = _placed(state, burner, ENERGY)
    assert state.table.effects[field.card].complete
    assert state.energy_by_color(me)[RED] == 1
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert field.rested and state.energy_by_color(me)[RED] == 3
    assert (ACTIVATE, ENERGY, 0, 0) not in state.legal_actions()  # rested, and [1 Per Turn]
    state.apply(PASS)  # the Main Phase ends: the field is retired
    assert field not in me.energy and field.card in me.outside
    check_invariants(state)


def test_this_character_generates_additional_energy_while_active():
    """Card wording: "If this character is active, this character generates additionnal +2 [red] energy." and "If
    there are 2 or more other <Trait: Lantern> cards on your area, this character's generated energy is increased by
    1." Seed 000, Active Mode and Rest Mode: a card's mode changes as it is rested or set active; the continuous
    effect holds only while its condition does."""
    lamp_text = "If this character is active, this character generates additionnal +2 [red] energy."
    crowd_text = "If there are 2 or more other <Trait: Lantern> cards on your area, this character's generated energy is increased by 1."
    compiled_effects(lamp_text), compiled_effects(crowd_text)
    lamp = card("702", color="red", generated_energy=1, text=lamp_text)
    crowd = card("703", color="red", generated_energy=1, text=crowd_text, traits=["Lantern"])
    state = to_main(game([deck((lamp, 4), (crowd, 4)), deck()], seed=82))
    me = state.seats[0]
    _clear(me.energy, me)
    lit = _placed(state, lamp, ENERGY)
    assert state.energy_by_color(me)[RED] == 3
    lit.rested = True
    assert state.energy_by_color(me)[RED] == 1
    _clear(me.energy, me)
    counted = _placed(state, crowd, ENERGY)
    _placed(state, crowd, FRONT)
    assert state.energy_by_color(me)[RED] == 1  # one other <Lantern>: not yet
    _placed(state, crowd, FRONT)
    assert state.energy_by_color(me)[RED] == 1 + 1 + 0  # this one's 1 and its +1 (Front Line cards generate none)
    assert counted in me.energy
    check_invariants(state)


def test_when_your_energy_line_generates_n_energy():
    """Card wording: "When your Energy Lane generates 4 energy, this Character gains [Impact (1) ]" — while your
    Energy Line's Activation Energy is 4 or more (seed 000, Energy Line), the same as "If you have 4 or more generated
    energy"."""
    text = "When your Energy Lane generates 4 energy, this Character gains [Impact (1) ]"
    assert compiled_effects(text)[0]["condition"] == {"kind": "generated-energy-at-least", "amount": 4}
    hitter = card("704", text=text)
    battery = card("705", generated_energy=2)
    state = to_main(game([deck((hitter, 4), (battery, 4)), deck()], seed=83))
    me = state.seats[0]
    _clear(me.energy, me)
    holder = _placed(state, hitter, FRONT)
    condition = state.table.effects[holder.card].continuous[0][0]
    _placed(state, battery, ENERGY)
    assert not holds(state, 0, condition, holder)
    _placed(state, battery, ENERGY, rested=True)
    assert holds(state, 0, condition, holder)
    check_invariants(state)


def test_a_field_that_comes_into_play_active_and_activates_its_on_play():
    """Card wording: "This Field comes into play as active." and "[Main] [Pay 1 AP] [1 Per Turn] Activate this field's
    [On Play] effect." Seed 000, Playing Field cards: "play the Field card ... to your Energy Line in Rest Mode" — this one is
    played in Active Mode; its [On Play] resolves again when the [Main] is activated (paying 1 AP)."""
    text = "This Field comes into play as active.\n[On Play] Draw 1 card.\n[Main] [Pay 1 AP] [1 Per Turn] Activate this field's [On Play] effect."
    compiled_effects(text)
    lodge = card("706", type="field", text=text)
    state = to_main(game([deck((lodge, 4)), deck()], seed=84))
    me = only_in_hand(state, lodge)
    _clear(me.energy, me)
    state.apply((PLAY, 0, ENERGY, -1))
    field = me.energy[0]
    assert state.table.effects[field.card].complete
    assert not field.rested and len(me.hand) == 1  # played active, drew 1
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert len(me.hand) == 2 and me.ap.count(True) == 1  # 1 AP to play, 1 AP to activate
    check_invariants(state)


def test_a_character_that_changed_from_active_to_rest_by_your_effect():
    """Card wording: "[Main] [Rest this card] Choose 1 other character on your area that changed from active to rest by
    your effect during this turn and set it to active.", "[Your Turn] If a character on your Front Line changed from
    active to rest by your effect during this turn, this character gets +500 BP." and "... set it to active and it
    gets +1000 BP during this turn. If the chosen character changed from active to rest by your effect during this
    turn, it also gains [Impact (1) ] during this turn." Seed 000, Active Mode and Rest Mode: an attack rests a
    character too, but only an effect of yours counts; a cost ([Rest this card]) is not an effect."""
    waker_text = ("[Main] [Rest this card] Choose 1 other character on your area that changed from active to rest by "
                  "your effect during this turn and set it to active.")
    watcher_text = ("[Your Turn] If a character on your Front Line changed from active to rest by your effect during this "
                    "turn, this character gets +500 BP.")
    compiled_effects(waker_text), compiled_effects(watcher_text)
    waker = card("707", text=waker_text)
    watcher = card("708", bp=3000, text=watcher_text)
    sleeper = card("709", bp=1000)
    attacker = card("710", bp=5000)
    state = to_main(game([deck((waker, 4), (watcher, 4), (sleeper, 4), (attacker, 4)), deck()], seed=85))
    me = state.seats[0]
    source = _placed(state, waker, FRONT)
    seen = _placed(state, watcher, ENERGY)
    rested_by_effect = _placed(state, sleeper, FRONT)
    rested_by_attack = _placed(state, attacker, FRONT, rested=True)  # (as an attack leaves it)
    assert state._bp(seen) == 3000
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "rest", "target": {"self": True}}]}], rested_by_effect)
    assert rested_by_effect.rested and state._bp(seen) == 3500
    assert (ACTIVATE, FRONT, 0, 0) in state.legal_actions()
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert not rested_by_effect.rested and rested_by_attack.rested  # the stronger one was rested by an attack
    assert source.rested and state._bp(seen) == 3500  # (it changed this turn; the cost rested the waker)
    assert me.front == [source, rested_by_effect, rested_by_attack]
    check_invariants(state)


def test_if_the_chosen_character_changed_from_active_to_rest_by_your_effect():
    """Card wording: "[Main] [1 Per Turn] Choose 1 character on your area, set it to active and it gets +1000 BP
    during this turn. If the chosen character changed from active to rest by your effect during this turn, it also
    gains [Impact (1) ] during this turn." The condition is the chosen character's, checked as the effect resolves."""
    text = ("[Main] [1 Per Turn] Choose 1 character on your area, set it to active and it gets +1000 BP during this turn. "
            "If the chosen character changed from active to rest by your effect during this turn, it also gains "
            "[Impact (1) ] during this turn.")
    compiled_effects(text)
    coach = card("711", bp=1000, generated_energy=1, text=text)
    runner = card("712", bp=4000)
    state = to_main(game([deck((coach, 4), (runner, 4)), deck()], seed=86))
    holder = _placed(state, coach, ENERGY)
    first = _placed(state, runner, FRONT, rested=True)  # (as an attack leaves it)
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert not first.rested and state._bp(first) == 5000 and state._keyword(first, "impact") == 0
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "rest", "target": {"self": True}}]}], first)
    run_effects(state, 0, state.table.effects[holder.card].activated, holder)  # (the same effect again)
    assert not first.rested and state._keyword(first, "impact") == 1
    check_invariants(state)


def test_required_energy_reduced_in_hand_while_the_opponent_has_a_colour():
    """Card wording: "If your opponent has [purple] or [green] card on their field, You can reduce this card's energy
    consumption by -1 [red] from your hand." Seed 000, Playing Character cards: "Your Energy Line must include the
    amount and color of Activation Energy indicated as the card's Required Energy" — here one less while the opponent
    has a purple or green card on their area (the colour said with the amount is the card's own)."""
    text = ("If your opponent has [purple] or [green] card on their field, You can reduce this card's energy consumption "
            "by -1 [red] from your hand.")
    compiled_effects(text)
    saver = card("713", color="red", required_energy=3, text=text)
    battery = card("714", color="red", generated_energy=1)
    grape = card("715", color="purple")
    lemon = card("716", color="yellow")
    state = to_main(game([deck((saver, 4), (battery, 4)), deck((grape, 4), (lemon, 4))], seed=87))
    me = only_in_hand(state, saver)
    _clear(me.energy, me)
    _placed(state, battery, ENERGY)
    _placed(state, battery, ENERGY)
    playable = (PLAY, 0, FRONT, -1)
    assert playable not in state.legal_actions()
    _placed(state, lemon, FRONT, seat=1)
    assert playable not in state.legal_actions()  # yellow: not one of the two
    _placed(state, grape, ENERGY, seat=1)
    assert playable in state.legal_actions()
    state.apply(playable)
    assert me.front and me.front[-1].card == ids(state, saver)[0]
    check_invariants(state)


def test_return_another_character_or_this_one():
    """Card wording: "[On Play] Return 1 other <Trait: Lantern> character on your field with required energy of 2 or
    less. If you cannot, return this character to your hand." ("return": to its owner's hand). With no other such
    character, this one goes back to the hand."""
    text = ("[On Play] Return 1 other <Trait: Lantern> character on your field with required energy of 2 or less. If you "
            "cannot, return this character to your hand.")
    compiled_effects(text)
    bouncer = card("717", text=text)
    lantern = card("718", traits=["Lantern"], required_energy=2)
    plain = card("719", required_energy=1)
    state = to_main(game([deck((bouncer, 4), (lantern, 4), (plain, 4)), deck()], seed=88))
    me = state.seats[0]
    holder = _placed(state, bouncer, FRONT)
    other = _placed(state, plain, FRONT)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert holder not in me.front and holder.card in me.hand and other in me.front  # no <Lantern>: this one
    again = _placed(state, bouncer, FRONT)
    friend = _placed(state, lantern, ENERGY)
    run_effects(state, 0, state.table.effects[again.card].on_play, again)
    assert again in me.front and friend not in me.energy and friend.card in me.hand
    check_invariants(state)


def test_set_an_ap_card_active_at_the_start_of_this_turns_attack_phase():
    """Card wording: "[On Play] At the start of this turn's Attack Phase, choose up to 2 of your AP cards and set them
    to active." Seed 000, Action Point Cards: paying 1 AP switches an AP card to Rest Mode; this sets one back to Active
    Mode when this turn's Attack Phase starts (not at once, and not in later turns)."""
    text = "[On Play] At the start of this turn's Attack Phase, choose up to 2 of your AP cards and set them to active."
    compiled_effects(text)
    drummer = card("720", text=text)
    state = to_main(game([deck((drummer, 4)), deck()], seed=89))
    me = only_in_hand(state, drummer)
    state.apply((PLAY, 0, FRONT, -1))
    assert me.ap.count(True) == 2  # paid 1 AP; nothing back yet
    state.apply(PASS)  # the Main Phase ends, the Attack Phase starts
    assert me.ap.count(True) == 3
    check_invariants(state)


def test_its_required_energy_is_higher_during_this_turn():
    """Card wording: "[Main] [1 Per Turn] Choose 1 <Trait: Lantern> card on your area, during this turn, its required
    energy is 2 higher." and "If this character's required energy is 4 or more, this character gets +1000 BP." Seed
    000, Cards: Required Energy — the chosen card counts 2 more on the area until the end of this turn (End Phase 4)."""
    raiser_text = ("[Main] [1 Per Turn] Choose 1 <Trait: Lantern> card on your area, during this turn, its required energy "
                   "is 2 higher.")
    heavy_text = "If this character's required energy is 4 or more, this character gets +1000 BP."
    compiled_effects(raiser_text), compiled_effects(heavy_text)
    raiser = card("721", bp=1000, text=raiser_text)
    heavy = card("722", bp=3000, required_energy=2, traits=["Lantern"], text=heavy_text)
    state = to_main(game([deck((raiser, 4), (heavy, 4)), deck()], seed=90))
    _placed(state, raiser, ENERGY)
    grown = _placed(state, heavy, FRONT)
    assert state._bp(grown) == 3000
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert state._bp(grown) == 4000
    while state.player == 0:
        state.apply(PASS)  # the turn ends: the change ends with it
    assert state._bp(grown) == 3000
    check_invariants(state)


def test_if_the_played_character_was_a_trait_set_it_to_active():
    """Card wording: "[On Play] You may retire 1 other character on your area. If you did, play up to 1 Character Card
    with required energy of 2 or less and AP cost of 1 from your hand to your area rested. If the played character was
    a <Trait: Lantern>, set it to active." Seed 000, Playing Character cards: a card is played in Rest Mode; this one
    is set to Active Mode when it is a <Lantern>; with nothing played, nothing is set active."""
    text = ("[On Play] You may retire 1 other character on your area. If you did, play up to 1 Character Card with "
            "required energy of 2 or less and AP cost of 1 from your hand to your area rested. If the played character "
            "was a <Trait: Lantern>, set it to active.")
    compiled_effects(text)
    caller = card("723", text=text)
    fodder = card("724", bp=500, traits=["Lantern"])
    lantern = card("725", bp=3000, required_energy=2, traits=["Lantern"])
    state = to_main(game([deck((caller, 4), (fodder, 4), (lantern, 4)), deck()], seed=91))
    me = only_in_hand(state, lantern)
    holder = _placed(state, caller, FRONT)
    victim = _placed(state, fodder, FRONT, rested=True)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    played = next(u for u in me.front if u.card == ids(state, lantern)[0])
    assert victim not in me.front and not played.rested
    me.outside.extend(me.hand + [played.card])
    # nothing to play: the retire would bring nothing, so it is declined (docs/union-arena-engine.md, "Choices made by
    # value"), and the <Lantern> left on the area is not "the played character"
    me.hand[:] = []
    me.front.remove(played)
    again = _placed(state, fodder, FRONT, rested=True)
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert again in me.front and again.rested and me.front == [holder, again]
    check_invariants(state)


def test_required_energy_of_any_colour():
    """Card wording: "The colour and energy required for this card are treated as all colours." Seed 000, Playing
    Character cards: "Your Energy Line must include the amount and color of Activation Energy indicated as the card's
    Required Energy" — for this card energy of any colour counts (a plain red card still needs red)."""
    text = "The colour and energy required for this card are treated as all colours."
    compiled_effects(text)
    rainbow = card("726", color="red", required_energy=2, text=text)
    plain = card("727", color="red", required_energy=2)
    battery = card("728", color="blue", generated_energy=1)
    state = to_main(game([deck((rainbow, 4), (plain, 4), (battery, 4)), deck()], seed=92))
    me = only_in_hand(state, plain)
    _clear(me.energy, me)
    _placed(state, battery, ENERGY)
    _placed(state, battery, ENERGY)
    assert state.energy_by_color(me)[RED] == 0
    assert (PLAY, 0, FRONT, -1) not in state.legal_actions()
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, rainbow)[0]))]
    assert (PLAY, 0, FRONT, -1) in state.legal_actions()
    state.apply((PLAY, 0, FRONT, -1))
    assert me.front[-1].card == ids(state, rainbow)[0]
    check_invariants(state)


def test_required_energy_of_all_matching_cards_in_hand_this_turn():
    """Card wording: "[Main] [Rest this card] During this turn, reduce the required energy of all <Trait: Lantern>
    Character Cards in your hand by 2." Seed 000, Playing Character cards (Required Energy): every matching card used
    from the hand this turn needs 2 less — unlike "the next <X> you use", it is not used up by the first."""
    text = ("[Main] [Rest this card] During this turn, reduce the required energy of all <Trait: Lantern> Character "
            "Cards in your hand by 2.")
    compiled_effects(text)
    helper = card("729", color="red", text=text)
    lantern = card("730", color="red", required_energy=3, traits=["Lantern"])
    plain = card("731", color="red", required_energy=3)
    state = to_main(game([deck((helper, 4), (lantern, 4), (plain, 4)), deck()], seed=93))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, c)[0])) for c in (lantern, lantern, plain)]
    me.ap[:] = [True, True, True]
    _clear(me.energy, me)
    _placed(state, helper, ENERGY)  # 1 red energy
    assert not any(a[0] == PLAY for a in state.legal_actions())
    state.apply((ACTIVATE, ENERGY, 0, 0))
    plays = {a[1] for a in state.legal_actions() if a[0] == PLAY}
    assert plays == {0}  # a <Lantern> card (needs 1; copies share one play), not the plain one (needs 3)
    state.apply((PLAY, 0, FRONT, -1))
    assert (PLAY, 0, FRONT, -1) in state.legal_actions()  # the second <Lantern> still needs only 1
    while state.player == 0:
        state.apply(PASS)
    assert not state.seats[0].next_reductions  # it ended with the turn
    check_invariants(state)


def test_a_character_gains_generating_energy_on_the_front_line_this_turn():
    """Card wording: "[Main] [Discard 1] [1 Per Turn] This character gains "This character generates energy even if it
    is on the Front Line" until the end of the turn." Seed 000, Energy Line: "You cannot refer to the Activation Energy
    of cards on your Front Line" — this character's counts until the end of this turn."""
    text = ('[Main] [Discard 1] [1 Per Turn] This character gains "This character generates energy even if it is on the '
            'Front Line" until the end of the turn.')
    compiled_effects(text)
    glow = card("732", color="red", generated_energy=2, text=text)
    state = to_main(game([deck((glow, 4)), deck()], seed=94))
    me = state.seats[0]
    _clear(me.energy, me)
    holder = _placed(state, glow, FRONT)
    assert state.table.effects[holder.card].complete
    assert state.energy_by_color(me)[RED] == 0
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert state.energy_by_color(me)[RED] == 2
    while state.player == 0:
        state.apply(PASS)
    assert state.energy_by_color(me)[RED] == 0  # the ability ended with the turn
    check_invariants(state)
