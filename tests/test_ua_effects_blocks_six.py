"""Union Arena effects of the "blocks, sixth round" family ("Choose 1 of the following" effects another card lets choose
all of their options; "can only activate 1 of the following effects once per turn"), compiled from card texts written for Decklab (invented names and traits in the real phrasing)
and played through the engine's API (docs/engine.md, the last bullet).

Each scenario quotes the card wording it plays and names the seed 000 section where a rule is involved."""
from engine.games.union_arena.constants import ACTIVATE, ATTACK, ATTACK_WITH, BLOCK_WITH, FRONT, PASS, PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    game,
    ids,
    pull,
    setup_battle,
    to_main,
    unit_from_zones,
)

WARDEN_TEXT = ('[Main] [When in Frontline] [Discard 1] [1 Per Turn] During this turn, the effects of your purple cards '
               'with "Choose 1 of the following" may be replaced with "Choose all of the following" instead.')
WHISPER_TEXT = ('During this turn, the next effect of your purple cards with "Choose 1 of the following" may be replaced '
                'with "Choose all of the following" instead. Draw 1 card.')
HEX_TEXT = ("Choose 1 of the following effects.@• Draw 1 card.@"
            "• Choose up to 1 character on your opponent's Front Line with BP 3000 or less and retire it.")
COSTLY_TEXT = "Choose 1 of the following effects.@• Draw 2 cards.@• Place 2 cards from your hand to the Outside Area."

WARDEN = card("S01", color="purple", bp=3000, text=WARDEN_TEXT)
WHISPER = card("S02", type="event", color="purple", text=WHISPER_TEXT)
HEX = card("S03", type="event", color="purple", text=HEX_TEXT)
RED_HEX = card("S04", type="event", color="red", text=HEX_TEXT)
COSTLY = card("S05", type="event", color="purple", text=COSTLY_TEXT)
RIVAL = card("S06", bp=2500)


def _position(seed, *extra):
    """Seat 0 in its Main Phase with a WARDEN on its Front Line and the cards `extra` in its deck; a 2500 BP RIVAL on
    the opponent's Front Line."""
    state = to_main(game([deck((WARDEN, 4), *((record, 4) for record in extra)), deck((RIVAL, 4))], seed=seed))
    me, other = state.seats[0], state.seats[1]
    me.front[:] = [unit_from_zones(state, WARDEN, 0)]
    other.front[:] = [unit_from_zones(state, RIVAL, 1)]
    return state


def _hand(state, size):
    """Seat 0's hand: `size` plain cards (the rest back to the deck)."""
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, PLAIN)[0]) for _ in range(size)]


def _use(state, record):
    """Seat 0 uses one copy of the event `record` (taken into its hand) with 3 active AP: a legal PLAY action."""
    me = state.seats[0]
    card_id = ids(state, record)[0]
    me.hand.append(pull(me, card_id))
    me.ap[:] = [True] * 3
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == card_id))
    check_invariants(state)


def test_the_choose_all_sentence_compiles_to_one_action_for_the_turn():
    """Card wording: 'During this turn, the effects of your purple cards with "Choose 1 of the following" may be
    replaced with "Choose all of the following" instead.' / '... the next effect of ...': one action for this turn, of
    purple cards; "the next effect" only the next one."""
    assert compiled_effects(WARDEN_TEXT)[0]["actions"] == [
        {"do": "choose-all-instead", "duration": "this-turn", "filter": {"color": "purple"}}]
    assert compiled_effects(WHISPER_TEXT)[0]["actions"][0] == {
        "do": "choose-all-instead", "duration": "this-turn", "filter": {"color": "purple"}, "next": True}


def test_after_the_activation_a_purple_choose_1_event_does_every_option():
    """WARDEN's "[Main] [When in Frontline] [Discard 1] [1 Per Turn] During this turn, the effects of your purple cards
    with "Choose 1 of the following" may be replaced with "Choose all of the following" instead." (seed 000, Activate:
    Main; the cost: 1 card from the hand to the Outside Area). Then the purple event "Choose 1 of the following effects.
    • Draw 1 card. • Choose up to 1 character ... with BP 3000 or less and retire it.": both — the rival is retired and
    a card drawn."""
    state = _position(401, HEX)
    me, other = state.seats[0], state.seats[1]
    _hand(state, 5)
    state.apply((ACTIVATE, FRONT, 0, 0))
    check_invariants(state)
    assert me.choose_all_now == (({"color": "purple"}, False),)
    _use(state, HEX)
    assert other.front == []  # the retire option
    assert len(me.hand) == 5  # 4 left after the event, and the draw option


def test_without_the_activation_or_for_a_card_of_another_colour_one_option_only():
    """"Choose 1 of the following effects" as printed (seed 000: the effect does what it says): without WARDEN's effect
    this turn the purple event does one option (the retire, worth more than a draw); with it, a red event with the same
    text still does one option ("your purple cards")."""
    for activated, record in ((False, HEX), (True, RED_HEX)):
        state = _position(402, HEX, RED_HEX)
        me, other = state.seats[0], state.seats[1]
        _hand(state, 5)
        if activated:
            state.apply((ACTIVATE, FRONT, 0, 0))
        _use(state, record)
        assert other.front == [], (activated, record)  # the retire, the best option
        assert len(me.hand) == (4 if activated else 5), (activated, record)  # no draw besides (the cost: 1 card)


def test_the_player_keeps_one_option_when_all_of_them_would_cost_more():
    """'may be replaced with "Choose all of the following"': the player's choice. The purple event "Choose 1 of the
    following effects. • Draw 2 cards. • Place 2 cards from your hand to the Outside Area.": every option would give up
    2 cards for the 2 drawn, so the runtime (the greedy pilot's choice, by value) keeps "Choose 1": it draws 2."""
    state = _position(403, COSTLY)
    me = state.seats[0]
    _hand(state, 5)
    state.apply((ACTIVATE, FRONT, 0, 0))
    outside = len(me.outside)
    _use(state, COSTLY)
    assert len(me.hand) == 6  # 4 + 2 drawn, none given up
    assert len(me.outside) == outside + 1  # the used event only


def test_the_next_effect_only_and_the_turn_only():
    """WHISPER: 'During this turn, the next effect of your purple cards with "Choose 1 of the following" may be
    replaced with "Choose all of the following" instead. Draw 1 card.': the first purple "Choose 1" event after it does
    both options, the second one only; and a "During this turn" effect is over when the turn ends (seed 000, End
    Phase 4): WARDEN's is gone the next turn."""
    state = _position(404, WHISPER, HEX)
    me, other = state.seats[0], state.seats[1]
    _hand(state, 4)
    _use(state, WHISPER)
    assert len(me.hand) == 5  # its draw
    assert me.choose_all_now == (({"color": "purple"}, True),)
    _use(state, HEX)
    assert other.front == [] and len(me.hand) == 6  # both options
    assert me.choose_all_now == ()
    other.front[:] = [unit_from_zones(state, RIVAL, 1)]
    _use(state, HEX)
    assert other.front == [] and len(me.hand) == 6  # one option: the retire
    me.choose_all_now = (({"color": "purple"}, False),)
    state.apply(next(a for a in state.legal_actions() if a[0] != PLAY and a[0] != ACTIVATE))
    while state.player == 0:
        state.apply(next(a for a in state.legal_actions() if a[0] != PLAY and a[0] != ACTIVATE))
    assert me.choose_all_now == ()


def test_the_greedy_pilot_activates_it_once_and_not_again_while_it_holds():
    """The greedy pilot uses WARDEN's Activate: Main (its hand can spare the card, no AP to play one first); with two WARDENs on the Front Line,
    the second one's is not used once the first one's holds for the turn (a second "choose all" adds nothing)."""
    state = _position(405, HEX)
    me = state.seats[0]
    me.front.append(unit_from_zones(state, WARDEN, 0))
    _hand(state, 4)
    me.hand.append(pull(me, ids(state, HEX)[0]))  # (a purple "Choose 1 of the following" to use it on)
    me.ap[:] = [False] * len(me.ap)  # (nothing to play from the hand first)
    pilot = GreedyPilot(0)
    action = pilot.choose(state)
    assert action[0] == ACTIVATE and action[2] == 0
    state.apply(action)
    assert me.choose_all_now == (({"color": "purple"}, False),)
    action = pilot.choose(state)
    assert not (action[0] == ACTIVATE and action[1] == FRONT and action[2] == 1)
    check_invariants(state)


def test_the_greedy_pilot_keeps_its_card_with_no_such_choice_at_hand():
    """With no purple "Choose 1 of the following" card in the hand or on the area, WARDEN's "Choose all" would cost a
    card for nothing: the pilot does not use it."""
    state = _position(406, HEX)
    me = state.seats[0]
    _hand(state, 5)
    me.ap[:] = [False] * len(me.ap)
    action = GreedyPilot(0).choose(state)
    assert action[0] != ACTIVATE and me.choose_all_now == ()
    check_invariants(state)


METEOR_TEXT = ("This character can only activate 1 of the following effects once per turn.@"
               "• When this character attacks and is not blocked, draw 1 card.@"
               "• When this character attacks and is blocked, this character gets +2000 BP during this turn.")


def _duel(seed):
    """Seat 0's COMET (3000 BP, METEOR_TEXT) and a plain character yet to attack (the Attack Phase goes on) against a
    1000 BP blocker, in seat 0's Attack Phase."""
    comet, pebble = card("S11", bp=3000, text=METEOR_TEXT), card("S12", bp=1000)
    state = to_main(game([deck((comet, 4)), deck((pebble, 4))], seed=seed))
    attacker = unit_from_zones(state, comet, 0)
    setup_battle(state, [attacker, unit_from_zones(state, PLAIN, 0)], [unit_from_zones(state, pebble, 1)])
    return state, attacker


def _attack(state, blocked):
    """Seat 0's Front Line character 0 attacks the player; seat 1 blocks with its character 0 or does not."""
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0) if blocked else PASS)
    while state.phase != ATTACK:  # (a Trigger check of the Life card taken, nothing to do)
        state.apply(PASS)
    check_invariants(state)


def test_one_of_the_following_effects_once_per_turn_between_them():
    """Card wording: "This character can only activate 1 of the following effects once per turn." then "• When this
    character attacks and is not blocked, draw 1 card." and "• When this character attacks and is blocked, this
    character gets +2000 BP during this turn." (seed 000, Blocking Character specification timing: the attack is
    blocked or not). After the draw of an attack not blocked, its next attack this turn (set active again) is blocked
    and gets no BP: the turn's one use is both effects'. A first attack that is blocked gets the BP."""
    effects = compiled_effects(METEOR_TEXT)
    assert [e["timing"] for e in effects] == ["when-attack-not-blocked", "when-attack-blocked"]
    assert all(e["once_per_turn"] and e["once_shared"] for e in effects)
    state, attacker = _duel(411)
    me = state.seats[0]
    hand = len(me.hand)
    _attack(state, blocked=False)
    assert len(me.hand) == hand + 1
    attacker.rested = False
    _attack(state, blocked=True)
    assert state.seats[1].front == [] and state._bp(attacker) == 3000  # it won; no +2000
    state, attacker = _duel(412)
    _attack(state, blocked=True)
    assert state._bp(attacker) == 5000


SPIRIT_TEXT = ('[Your Turn] When a character on your area activates a "Choose 1 of the following" effect, you may rest this '
               'active character and place 1 face-down card under this character to the Outside Area. If you did, that '
               'effect becomes "Choose 2 of the following" instead.')
CHOOSER = card("S21", bp=2000, text="[On Play] Choose 1 of the following effects.@• Draw 1 card.@"
                                    "• Choose up to 1 character on your opponent's Front Line with BP 3000 or less and "
                                    "retire it.")
SPIRIT = card("S22", bp=1000, text=SPIRIT_TEXT)


def _spirit_position(seed, under=1, rival=True):
    """Seat 0 in its Main Phase: an active SPIRIT on its Energy Line with `under` face-down cards under it, CHOOSER
    in its deck; a 2500 BP RIVAL on the opponent's Front Line when `rival`."""
    state = to_main(game([deck((SPIRIT, 4), (CHOOSER, 4), (HEX, 4)), deck((RIVAL, 4))], seed=seed))
    me, other = state.seats[0], state.seats[1]
    spirit = unit_from_zones(state, SPIRIT, 0)
    spirit.under = tuple(pull(me, ids(state, PLAIN)[0]) for _ in range(under))
    me.energy[:] = [spirit]
    other.front[:] = [unit_from_zones(state, RIVAL, 1)] if rival else []
    return state, spirit


def test_a_character_of_yours_choosing_1_chooses_2_for_a_rest_and_a_face_down_card():
    """SPIRIT: '[Your Turn] When a character on your area activates a "Choose 1 of the following" effect, you may rest
    this active character and place 1 face-down card under this character to the Outside Area. If you did, that effect
    becomes "Choose 2 of the following" instead.' CHOOSER's "[On Play] Choose 1 of the following effects. • Draw 1
    card. • Choose up to 1 character ... with BP 3000 or less and retire it." as it is played (seed 000, Play Character
    cards: its [On Play] then): SPIRIT is rested, its face-down card goes to the Outside Area, and both options are done."""
    effects = compiled_effects(SPIRIT_TEXT)
    assert effects[0]["timing"] == "when-yours-chooses-one" and effects[0]["actions"][-1] == {
        "do": "choose-count", "count": 2, "if_done": True}
    state, spirit = _spirit_position(421)
    me, other = state.seats[0], state.seats[1]
    _hand(state, 4)
    outside = len(me.outside)
    me.hand.append(pull(me, ids(state, CHOOSER)[0]))
    me.ap[:] = [True] * 3
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == ids(state, CHOOSER)[0]
                     and a[2] == FRONT))
    check_invariants(state)
    assert other.front == [] and len(me.hand) == 5  # the retire and the draw
    assert spirit.rested and spirit.under == () and len(me.outside) == outside + 1


def test_no_second_option_without_the_face_down_card_for_an_event_or_when_it_is_worth_nothing():
    """SPIRIT's "you may ... If you did": with no face-down card under it the rest and the placing cannot both be done
    (nothing changes); an event's "Choose 1" is no character's on your area; and with no character for the retire
    option (worth nothing) the player keeps SPIRIT active and its card (the choice by value)."""
    for under, rival, record in ((0, True, CHOOSER), (1, True, HEX), (1, False, CHOOSER)):
        state, spirit = _spirit_position(422, under=under, rival=rival)
        me, other = state.seats[0], state.seats[1]
        _hand(state, 4)
        card_id = ids(state, record)[0]
        me.hand.append(pull(me, card_id))
        me.ap[:] = [True] * 3
        state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == card_id))
        check_invariants(state)
        assert not spirit.rested and len(spirit.under) == under, (under, rival)
        assert len(me.hand) == (4 if rival else 5), (under, rival)  # one option: the retire (or the draw alone)
        assert other.front == [], (under, rival)


def test_a_bp_limit_or_a_trait_picks_either_kind_of_character():
    """Card wording: "[On Play] Choose up to 1 character on your opponent's Front Line with BP 2000 or less or with
    <Trait: Night Choir> and rest it." (the tier bullet of a "This card gains all the following effects based on ..."
    block): a 4000 BP Night Choir character is picked though its BP is above the limit (the strongest such one: the
    runtime's fixed choice), a plain 3000 BP one never; with only a plain 1500 BP one, that one (seed 000, Rest Mode)."""
    warden = card("S31", text="[On Play] Choose up to 1 character on your opponent's Front Line with BP 2000 or less or "
                              "with <Trait: Night Choir> and rest it.")
    choir, plain, small = card("S32", bp=4000, traits=["Night Choir"]), card("S33", bp=3000), card("S34", bp=1500)
    for theirs, rested in (((choir, plain), choir), ((plain, small), small), ((plain,), None)):
        state = to_main(game([deck((warden, 4)), deck((choir, 4), (plain, 4), (small, 4))], seed=431))
        other = state.seats[1]
        other.front[:] = [unit_from_zones(state, record, 1) for record in theirs]
        _hand(state, 4)
        me = state.seats[0]
        me.hand.append(pull(me, ids(state, warden)[0]))
        me.ap[:] = [True] * 3
        state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == ids(state, warden)[0]
                         and a[2] == FRONT))
        check_invariants(state)
        assert [u.rested for u in other.front] == [record is rested for record in theirs], theirs


def test_if_it_is_your_attack_phase_the_return_may_be_a_retire():
    """Card wording (a bullet of "If there is a character with <X> in its name on your field or in your Outside Area,
    this character gains all of the following effects"): "[On Play] Choose up to 1 character on your opponent's Front
    Line with BP 3500 or less and return it to their hand. If it's your Attack Phase, you may retire it instead." In
    the Main Phase the rival goes back to its owner's hand; in your Attack Phase (seed 000: Attack Phase) the player
    may retire it instead, and does (worth more than a return: the choice by value)."""
    text = ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 3500 or less and return it to "
            "their hand. If it's your Attack Phase, you may retire it instead.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["instead"] == {
        "condition": {"kind": "all", "conditions": [{"kind": "your-turn"}, {"kind": "attack-phase"}]},
        "do": "retire", "optional": True}
    for phase, where in ((None, "hand"), (ATTACK, "outside")):
        state = to_main(game([deck(), deck((RIVAL, 4))], seed=441))
        other = state.seats[1]
        other.front[:] = [unit_from_zones(state, RIVAL, 1)]
        rival_id = other.front[0].card
        before = (other.hand.count(rival_id), other.outside.count(rival_id))
        if phase is not None:
            state.phase = phase
        run_effects(state, 0, effects, None)
        check_invariants(state)
        after = (other.hand.count(rival_id), other.outside.count(rival_id))
        assert other.front == [] and after == (before[0] + (where == "hand"), before[1] + (where == "outside")), phase
