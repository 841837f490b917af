"""The choices inside card effects, made by value (issue "Union Arena: play real decks", point 6; reading
optional-by-value, docs/union-arena-engine.md). Each mechanic has a position, built through the engine's API, where
taking the option wins the game (or declining it is what saves it) and greedy pilots play it so, and one where the
same option would be wasteful and is declined. Card texts are written for Decklab in the wording of real cards."""
from engine.games.union_arena.constants import PASS
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.greedy import GreedyPilot
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import PLAIN, card, deck, game, ids, play_out_turn, pull, to_main


def _id(state, seat, record):
    """The card id of `record` in seat `seat`'s cards (each deck's copies have their own id)."""
    zones = (seat.deck, seat.hand, seat.life, seat.outside)
    return next(i for i in ids(state, record) if any(i in zone for zone in zones))


def _has(state, cards, record) -> bool:
    """Is a copy of `record` among `cards` (card ids)?"""
    return any(state.table.records[c] is record for c in cards)


def _take(state, seat, record):
    return pull(seat, _id(state, seat, record))


ATTACKER = card("851", bp=3000)
BLOCKER = card("852", bp=5000)
SMALL = card("853", bp=1000)
SPARE = card("854", bp=1500)


def _position(seed, hand, mine=(), theirs=(), their_life=1, my_life=7, my_energy=(), player=0, also=()):
    """Seat `player` in its main phase with 2 active AP, `hand` (records) in hand, `mine` ((record, rested), ...) on
    its Front Line and `my_energy` on its Energy Line (so that the pilot plays characters to the Front Line);
    the other seat with `theirs` on its Front Line. Life cut to `their_life` / `my_life` (the rest to the Outside
    Area). `also`: other records both decks hold (4 each, as every record named here, SPARE and BIG)."""
    named = [*hand, *(r for r, _ in mine), *(r for r, _ in theirs), *my_energy, *also, SPARE, BIG]
    records = []
    for record in named:
        if record is not PLAIN and all(record is not r for r in records):
            records.append(record)
    decks = [deck(*[(r, 4) for r in records]), deck(*[(r, 4) for r in records])]
    state = to_main(game(decks, seed=seed, first=player))
    assert state.player == player
    me, other = state.seats[player], state.seats[1 - player]
    me.deck[:0] = me.hand
    me.hand[:] = [_take(state, me, record) for record in hand]
    me.front[:] = [state._new_unit(_take(state, me, r), player, rested=rested) for r, rested in mine]
    me.energy[:] = [state._new_unit(_take(state, me, r), player, rested=False) for r in my_energy]
    other.front[:] = [state._new_unit(_take(state, other, r), 1 - player, rested=rested) for r, rested in theirs]
    me.ap[:] = [True, True]
    for seat, life in ((other, their_life), (me, my_life)):
        seat.outside.extend(seat.life[life:])
        del seat.life[life:]
    check_invariants(state)
    return state


def _on_play(state, record, seat=0):
    """Resolve the [On Play] of a `record` character put on seat `seat`'s Front Line (rested, as played)."""
    unit = state._new_unit(_take(state, state.seats[seat], record), seat, rested=True)
    state.seats[seat].front.append(unit)
    run_effects(state, seat, state.table.effects[unit.card].on_play, unit)
    return unit


# --- "You may place 1 card from your hand to the Outside Area. If you did, ..." ------------------------------------
DISCARD_TO_REST = card("861", bp=3000, text="[On Play] You may place 1 card from your hand to the Outside Area. If you "
                                            "did, choose up to 1 character on your opponent's Front Line and rest it.")


def test_a_card_from_the_hand_is_paid_when_resting_the_blocker_wins():
    """"You may place 1 card from your hand to the Outside Area. If you did, choose up to 1 character on your
    opponent's Front Line and rest it": the 5000 blocker is all that stops the 3000 attacker from taking the last
    Life, so a card is worth paying; the attack wins."""
    state = _position(70, [DISCARD_TO_REST, SPARE], mine=[(ATTACKER, False)], theirs=[(BLOCKER, False)],
                      my_energy=[PLAIN, PLAIN])
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0


def test_no_card_is_paid_for_a_rest_with_nothing_to_rest():
    """The same card with no character on the opponent's Front Line: what "if you did" would do cannot happen, so the
    card stays in the hand."""
    state = _position(71, [SPARE], theirs=[], also=[DISCARD_TO_REST])
    me = state.seats[0]
    _on_play(state, DISCARD_TO_REST)
    assert len(me.hand) == 1 and _has(state, me.hand, SPARE)


def test_the_last_card_is_not_paid_for_a_weak_rest():
    """The last card of the hand (700 + 1000 for emptying it) is worth more than resting a 1000 BP character (0.4 x
    2000): declined."""
    state = _position(72, [SPARE], theirs=[(SMALL, False)], also=[DISCARD_TO_REST])
    _on_play(state, DISCARD_TO_REST)
    assert len(state.seats[0].hand) == 1 and not state.seats[1].front[0].rested


# --- "You may retire 1 other character on your area. If you did, ..." ----------------------------------------------
SACRIFICE = card("862", bp=3000, text="[On Play] You may retire 1 other character on your area. If you did, choose up "
                                      "to 1 character on your opponent's Front Line and retire it.")
BIG = card("863", bp=6000)


def test_the_weakest_own_character_is_given_up_to_remove_the_blocker_and_win():
    """"You may retire 1 other character on your area. If you did, choose up to 1 character on your opponent's Front
    Line and retire it": the 1000 BP character on the Energy Line (not the 3000 attacker) is given up for the 5000
    blocker, and the attack takes the last Life."""
    state = _position(73, [SACRIFICE], mine=[(ATTACKER, False)], theirs=[(BLOCKER, False)], my_energy=[SMALL, PLAIN])
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0
    assert _has(state, state.seats[0].outside, SMALL) and not _has(state, state.seats[0].outside, ATTACKER)


def test_a_strong_character_is_not_given_up_for_a_weak_one():
    """Only a 6000 BP character of yours to give up, and a 1000 BP one to remove: declined, both stay."""
    state = _position(74, [], mine=[(BIG, False)], theirs=[(SMALL, False)], also=[SACRIFICE])
    _on_play(state, SACRIFICE)
    assert len(state.seats[0].front) == 2 and len(state.seats[1].front) == 1


# --- "you may pay 1 AP. If you did, ..." -----------------------------------------------------------------------------
AGAIN = card("864", bp=3000, text="At the end of this character's attack, you may pay 1 AP. If you did, set this "
                                  "character to active.")
PUMP = card("865", bp=3000, text="[On Play] You may pay 1 AP. If you did, this character gets +1000 BP during this turn.")


def test_ap_is_paid_to_attack_again_for_the_last_life():
    """"At the end of this character's attack, you may pay 1 AP. If you did, set this character to active": in the
    Attack Phase an AP card buys nothing else, a second attack takes the second and last Life."""
    state = _position(75, [], mine=[(AGAIN, False)], their_life=2)
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0


def test_ap_is_not_paid_for_a_boost_with_nothing_to_beat():
    """"You may pay 1 AP. If you did, this character gets +1000 BP during this turn", in the Main Phase, with no
    opposing character: the AP is kept (it can still play a card)."""
    state = _position(76, [], theirs=[], also=[PUMP])
    _on_play(state, PUMP)
    assert sum(state.seats[0].ap) == 2


# --- "You may add 1 card from your Life Area to your hand. If you did, ..." -----------------------------------------
LIFE_DEAL = card("866", bp=3000, text="[On Play] You may add 1 card from your Life Area to your hand. If you did, set "
                                      "this character to active.")


def test_a_life_card_is_taken_to_attack_for_the_win():
    """"You may add 1 card from your Life Area to your hand. If you did, set this character to active": with 7 Life
    a Life card (and a card in hand) for an attack now is worth it; the new character attacks for the last Life."""
    state = _position(77, [LIFE_DEAL], my_energy=[PLAIN, PLAIN])
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0


def test_the_last_life_card_is_never_taken():
    """The same at 1 Life: taking it would lose the game at once (seed 000, Game Victory Conditions); declined, and
    the game goes on."""
    state = _position(78, [], my_life=1, also=[LIFE_DEAL])
    _on_play(state, LIFE_DEAL)
    assert not state.is_terminal() and len(state.seats[0].life) == 1


# --- replacements: "If this character would be retired ..., you may ... instead" ------------------------------------
KEEPER = card("867", bp=4000, text="If this character would be retired by your opponent's effects, you may place 1 card "
                                   "from your hand to the Outside Area instead.")
COSTLY_KEEPER = card("868", bp=1000, text="If this character would be retired by your opponent's effects, you may place 2 "
                                          "cards from your hand to the Outside Area instead.")
FALLBACK = card("869", bp=4000, text="If this character would be retired, you may move it to your Energy Line instead.")
REMOVER = card("870", bp=3000, text="[On Play] Choose up to 1 character on your opponent's Front Line with BP 5000 or less "
                                    "and retire it.")


def test_a_card_is_paid_to_keep_the_blocker_that_saves_the_game():
    """"If this character would be retired by your opponent's effects, you may place 1 card from your hand to the
    Outside Area instead": seat 1 retires the 4000 blocker of seat 0 (at 1 Life); seat 0 pays a card, keeps it, and
    blocks the 3000 attack that would have won."""
    state = _position(79, [REMOVER], mine=[(ATTACKER, False)], theirs=[(KEEPER, False)], my_energy=[PLAIN, PLAIN],
                      player=1)
    defender = state.seats[0]
    defender.deck[:0] = defender.hand
    defender.hand[:] = [_take(state, defender, SPARE)]
    check_invariants(state)
    state = play_out_turn(state)
    assert not state.is_terminal() and len(state.seats[0].life) == 1
    assert _has(state, [u.card for u in defender.front], KEEPER) and _has(state, defender.outside, SPARE)


def test_a_whole_hand_is_not_paid_to_keep_a_small_character():
    """"... you may place 2 cards from your hand to the Outside Area instead" for a 1000 BP character when the hand is
    those 2 cards: the character (2000) is worth less than the hand (2 x 700 + 1000); it is retired, the hand kept."""
    state = _position(80, [], theirs=[(COSTLY_KEEPER, False)], also=[REMOVER])
    other = state.seats[1]
    other.deck[:0] = other.hand
    other.hand[:] = [_take(state, other, SPARE), _take(state, other, SPARE)]
    _on_play(state, REMOVER)
    assert not other.front and len(other.hand) == 2 and _has(state, other.outside, COSTLY_KEEPER)


def test_the_energy_line_replacement_keeps_a_character_unless_it_costs_a_better_one():
    """"If this character would be retired, you may move it to your Energy Line instead": with room on the Energy
    Line it is moved; with a full Energy Line of 6000 BP characters, one of which would go to the Remove Area to make
    room, the 4000 character is retired instead."""
    state = _position(81, [], theirs=[(FALLBACK, False)], also=[REMOVER])
    _on_play(state, REMOVER)
    other = state.seats[1]
    assert len(other.energy) == 1 and _has(state, [other.energy[0].card], FALLBACK) and not other.front
    state = _position(82, [], theirs=[(FALLBACK, False)], also=[REMOVER])
    other = state.seats[1]
    other.energy[:] = [state._new_unit(_take(state, other, BIG), 1) for _ in range(4)]
    _on_play(state, REMOVER)
    assert len(other.energy) == 4 and not other.remove and _has(state, other.outside, FALLBACK)


# --- "(rest it ...) If ..., you may retire it instead" ---------------------------------------------------------------
STEADFAST = card("871", bp=5000, text="This character will not be retired.")
BINDER = card("872", bp=3000, text="[On Play] Choose 1 character on your opponent's Front Line with BP 5000 or less and "
                                   "rest it. The next time it would set to active it doesn't. If there is a <Card 851> on "
                                   "your area, you may retire it instead.")


def test_rest_is_kept_when_the_character_would_not_be_retired():
    """"... rest it. ... If there is a <Card 851> on your area, you may retire it instead": the only blocker "will not
    be retired", so retiring would leave it active to block; it is rested instead and the attack wins."""
    state = _position(83, [BINDER], mine=[(ATTACKER, False)], theirs=[(STEADFAST, False)], my_energy=[PLAIN, PLAIN])
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0


def test_retire_is_taken_when_it_removes_the_character():
    """The same against a blocker that can be retired: retiring is the stronger removal, it is taken."""
    state = _position(84, [], mine=[(ATTACKER, False)], theirs=[(BLOCKER, False)], also=[BINDER])
    _on_play(state, BINDER)
    assert not state.seats[1].front and _has(state, state.seats[1].outside, BLOCKER)


# --- removals: the character that matters ----------------------------------------------------------------------------
def test_removal_takes_the_blocker_when_that_reaches_lethal():
    """"Choose up to 1 character on your opponent's Front Line with BP 5000 or less and retire it" against a rested
    5000 and an active 2000 at 1 Life: the strongest (rested) one could not block this turn; retiring the active one
    lets the 3000 attacker take the last Life."""
    state = _position(85, [REMOVER], mine=[(ATTACKER, False)], theirs=[(BLOCKER, True), (PLAIN, False)],
                      my_energy=[PLAIN, PLAIN])
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0


def test_removal_takes_the_strongest_when_no_lethal_is_in_reach():
    """The same at 5 Life: no attack this turn wins, so the removal takes the strongest character (the 5000)."""
    state = _position(86, [], mine=[(ATTACKER, False)], theirs=[(BLOCKER, True), (PLAIN, False)], their_life=5,
                      also=[REMOVER])
    _on_play(state, REMOVER)
    assert len(state.seats[1].front) == 1 and _has(state, [state.seats[1].front[0].card], PLAIN)


# --- the same seed, the same game ---------------------------------------------------------------------------------------
def test_games_with_these_choices_stay_deterministic():
    """Two greedy games from one seed with decks of these cards are the same game, move for move."""
    cards = [DISCARD_TO_REST, SACRIFICE, AGAIN, LIFE_DEAL, KEEPER, FALLBACK, REMOVER, BINDER, ATTACKER, BLOCKER]

    def moves(seed):
        state = game([deck(*[(r, 4) for r in cards]), deck(*[(r, 4) for r in reversed(cards)])], seed=seed)
        pilots, played = [GreedyPilot(0), GreedyPilot(1)], []
        while not state.is_terminal():
            action = pilots[state.current_player()].choose(state)
            played.append(action)
            state.apply(action)
        return played, state.winner()
    assert moves(90) == moves(90)
    assert moves(91)[0] != moves(90)[0]


# --- Activate: Main with [Retire this card] in its cost ----------------------------------------------------------------
SACRIFICER = card("873", bp=2000, text="[Main] [Retire this card] Choose up to 1 character on your opponent's Front Line "
                                       "with BP 5000 or less and retire it.")


def test_the_pilot_retires_its_card_for_an_ability_that_wins():
    """"[Main] [Retire this card] Choose up to 1 character on your opponent's Front Line with BP 5000 or less and
    retire it": the 2000 character on the Energy Line (its energy not needed: an empty hand) is worth less than the
    5000 blocker; the pilot uses it and the attack takes the last Life."""
    state = _position(87, [], mine=[(ATTACKER, False)], theirs=[(BLOCKER, False)], my_energy=[SACRIFICER, PLAIN])
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0


def test_the_pilot_keeps_its_card_when_the_ability_brings_less():
    """The same against a 1000 BP character: the card (3000) is worth more than the removal (2000); it is kept."""
    state = _position(88, [], mine=[(ATTACKER, True)], theirs=[(SMALL, False)], my_energy=[SACRIFICER, PLAIN],
                      their_life=5)
    assert GreedyPilot(0).choose(state) == PASS


# --- "... If you did, choose up to 1 character on your Energy Line and move it to the Front Line" ---------------------
CALLER = card("874", bp=2000, text="[On Play] You may place 1 card from your hand to the Outside Area. If you did, choose "
                                   "up to 1 character on your Energy Line and move it to the Front Line.")


def test_a_card_is_paid_to_bring_an_attacker_to_the_front_line_and_win():
    """"You may place 1 card from your hand to the Outside Area. If you did, choose up to 1 character on your Energy
    Line and move it to the Front Line": the active 3000 character on the Energy Line becomes an attacker this turn
    (worth a card, 700, not the last one: 1700) and takes the last Life."""
    state = _position(89, [CALLER, SPARE, SPARE], my_energy=[ATTACKER, PLAIN])
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0


def test_no_card_is_paid_to_move_a_character_to_a_full_front_line():
    """The same with 4 characters on the Front Line already: nothing can move there; the card stays in the hand."""
    state = _position(90, [SPARE], mine=[(PLAIN, True)] * 3, my_energy=[ATTACKER], also=[CALLER])
    _on_play(state, CALLER)
    assert len(state.seats[0].hand) == 1 and len(state.seats[0].front) == 4


# --- "Choose 1 of the following effects": what an option gives up counts ----------------------------------------------
SIFT_OR_REST = card("875", bp=2000, text="[On Play] Choose 1 of the following effects.\n• Draw 2 cards, place 2 cards from "
                                         "your hand to the Outside Area.\n• Choose up to 1 character on your opponent's "
                                         "Front Line with BP 3000 or less and rest it.")
GUARD = card("876", bp=3000)


def test_choose_one_weighs_what_an_option_gives_up_and_wins():
    """"Choose 1 of the following effects. • Draw 2 cards, place 2 cards from your hand to the Outside Area. • Choose
    up to 1 character on your opponent's Front Line with BP 3000 or less and rest it": the first is worth 2 cards
    drawn less 2 given up (600), the second resting the 3000 blocker (1600); resting it lets the 3000 attacker take
    the last Life."""
    state = _position(91, [SIFT_OR_REST, SPARE, SPARE], mine=[(ATTACKER, False)], theirs=[(GUARD, False)],
                      my_energy=[PLAIN, PLAIN])
    state = play_out_turn(state)
    assert state.is_terminal() and state.winner() == 0


def test_choose_one_still_chooses_an_option_that_costs_more_than_it_brings():
    """With no opposing character only the first option does something: "choose 1" still chooses it (2 drawn, 2
    placed)."""
    state = _position(92, [SPARE, SPARE], theirs=[], also=[SIFT_OR_REST])
    me = state.seats[0]
    outside = len(me.outside)
    _on_play(state, SIFT_OR_REST)
    assert len(me.hand) == 2 and len(me.outside) == outside + 2
