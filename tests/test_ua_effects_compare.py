"""Union Arena: conditions that compare your side with your opponent's, the same measure (docs/engine.md, the bullet
"Yours against your opponent's"), compiled from card texts written for Decklab and played through the engine's API:
"If you have less cards in your hand than your opponent", "If your opponent has more Life than you", "if you and your
opponent have the same number of generated energy", "If there are more characters on your Front Line than your
opponent's Front Line", "If the number of characters on your area is less than or equal to the number of characters on
your opponent's area". Each is read as it is checked (a [Your Turn] bonus comes and goes with the counts)."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, to_main, unit_from_zones

MORE_FRONT = ("[Your Turn] If there are more characters on your Front Line than your opponent's Frontline, this character "
              "gain +BP1000.")
FEWER_HAND = "[On Play] If you have less cards in your hand than your opponent, draw 2 cards."
MORE_LIFE = "[On Play] If your opponent has more Life than you, draw 1 card."
AT_MOST_AREA = ("[Your Turn] If the number of characters on your area is less than or equal to the number of characters "
                "on your opponent's area, this character gets +2000 BP.")
SAME_ENERGY = "[On Play] If you and your opponent have the same number of generated energy, draw 1 card."

PLAIN = card("870", bp=1000)
THEIRS = card("872", bp=1000)  # (the opponent's: a record's copies in one game share the first seat's id)


def _board(text, mine_front, theirs_front, seed, mine_energy=0, theirs_energy=0):
    holder = card("871", bp=3000, text=text)
    state = to_main(game([deck((holder, 4), (PLAIN, 10)), deck((THEIRS, 10))], seed=seed))
    me, them = state.seats
    this = unit_from_zones(state, holder, 0)
    me.front[:] = [this] + [unit_from_zones(state, PLAIN, 0) for _ in range(mine_front - 1)]
    me.energy[:] = [unit_from_zones(state, PLAIN, 0) for _ in range(mine_energy)]
    them.front[:] = [unit_from_zones(state, THEIRS, 1) for _ in range(theirs_front)]
    them.energy[:] = [unit_from_zones(state, THEIRS, 1) for _ in range(theirs_energy)]
    check_invariants(state)
    return state, this


def test_more_characters_on_your_front_line_than_theirs():
    """"If there are more characters on your Front Line than your opponent's Front Line": 3 against 2 gives +1000 BP,
    2 against 2 does not (a [Your Turn] bonus read as it is checked)."""
    state, this = _board(MORE_FRONT, 3, 2, seed=41)
    assert state._bp(this) == 4000
    state.seats[1].front.append(unit_from_zones(state, THEIRS, 1))
    assert state._bp(this) == 3000


def test_no_more_characters_on_your_area_than_on_theirs():
    """"If the number of characters on your area is less than or equal to the number ... on your opponent's area": both
    lines count; equal counts hold, one more on your side does not."""
    state, this = _board(AT_MOST_AREA, 2, 1, seed=42, theirs_energy=1)
    assert state._bp(this) == 5000
    state.seats[0].energy.append(unit_from_zones(state, PLAIN, 0))
    assert state._bp(this) == 3000


def _resolve(text, seed, my_hand, their_hand, my_life=7, their_life=7):
    state, this = _board(text, 1, 0, seed=seed)
    me, them = state.seats
    for seat, size in ((me, my_hand), (them, their_hand)):
        while len(seat.hand) > size:
            seat.deck.append(seat.hand.pop())
        while len(seat.hand) < size:
            seat.hand.append(seat.deck.pop())
    for seat, size in ((me, my_life), (them, their_life)):
        while len(seat.life) > size:
            seat.deck.append(seat.life.pop())
    before = len(me.hand)
    run_effects(state, 0, compiled_effects(text), this)
    check_invariants(state)
    return len(me.hand) - before


def test_fewer_cards_in_your_hand_than_your_opponent():
    assert _resolve(FEWER_HAND, 43, my_hand=3, their_hand=5) == 2
    assert _resolve(FEWER_HAND, 44, my_hand=5, their_hand=5) == 0


def test_your_opponent_has_more_life_than_you():
    """"If your opponent has more Life than you": yours is the smaller."""
    assert _resolve(MORE_LIFE, 45, 4, 4, my_life=5, their_life=7) == 1
    assert _resolve(MORE_LIFE, 46, 4, 4, my_life=7, their_life=5) == 0


def test_the_same_generated_energy():
    """"if you and your opponent have the same number of generated energy": each Energy Line's total."""
    state, this = _board(SAME_ENERGY, 1, 0, seed=47, mine_energy=2, theirs_energy=2)
    hand = len(state.seats[0].hand)
    run_effects(state, 0, compiled_effects(SAME_ENERGY), this)
    assert len(state.seats[0].hand) == hand + 1
    state, this = _board(SAME_ENERGY, 1, 0, seed=48, mine_energy=2, theirs_energy=1)
    hand = len(state.seats[0].hand)
    run_effects(state, 0, compiled_effects(SAME_ENERGY), this)
    assert len(state.seats[0].hand) == hand


def test_a_comparison_of_different_lines_is_not_read():
    """"more characters on your Front Line than on your opponent's Energy Line" compares two different things: unread."""
    assert not compile_card_text("[Your Turn] If there are more characters on your Front Line than your opponent's "
                                 "Energy Line, this character gets +1000 BP.").complete


# --- "Characters that have been chosen by the effect of a <X> card cannot be chosen by this effect during this turn" ----
SWORD = ("[Main] [Rest this card] Characters that have been chosen by the effect of a <Trait: Ember Blade> card cannot be "
         "chosen by this effect during this turn. Choose 1 <Ren Aska> on your area, it gets +1000 BP during this turn.")


def test_a_character_chosen_by_one_blade_cannot_be_chosen_by_another_this_turn():
    """Card wording "Characters that have been chosen by the effect of a <Trait: X> card cannot be chosen by this effect
    during this turn": the second such card's effect finds no character to choose; a character another card's effect
    chose is still chosen; the next turn it can be chosen again."""
    first = card("880", type="field", traits=["Ember Blade"], text=SWORD)
    second = card("881", type="field", traits=["Ember Blade"], text=SWORD)
    other = card("882", text="[On Play] Choose 1 <Ren Aska> on your area, it gets +500 BP during this turn.")
    ren = card("883", name="Ren Aska", bp=2000)
    state = to_main(game([deck((first, 4), (second, 4), (other, 4), (ren, 4)), deck()], seed=51))
    me = state.seats[0]
    hero = unit_from_zones(state, ren, 0)
    blades = [unit_from_zones(state, first, 0), unit_from_zones(state, second, 0)]
    me.front[:] = [hero, unit_from_zones(state, other, 0)]
    me.energy[:] = blades
    run_effects(state, 0, compiled_effects(other.text), me.front[1])  # (another card's choice: not counted)
    assert state._bp(hero) == 2500
    run_effects(state, 0, compiled_effects(SWORD), blades[0])
    assert state._bp(hero) == 3500
    run_effects(state, 0, compiled_effects(SWORD), blades[1])
    assert state._bp(hero) == 3500  # (chosen by an Ember Blade's effect this turn: not chosen again)
    state.turn += 2  # (a later turn of the same player: the choices of this one are over)
    run_effects(state, 0, compiled_effects(SWORD), blades[1])
    assert hero.chosen_by[-1] == (state.turn, blades[1].card)
    check_invariants(state)
