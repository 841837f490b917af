"""Union Arena: short forms real card texts use, read as the long ones (docs/engine.md, the bullet "Short forms"),
compiled from card texts written for Decklab and played through the engine's API:
- "3+ <X>" is "3 or more <X>"; "with 3000 or less" is "with BP 3000 or less" (a number of a thousand or more said
  after "with" is a BP: required energies and AP costs are single digits);
- "place the character and this card to the Remove Area": the chosen character, then this card (an event's own
  destination: seed 000 Main Phase places a used event in the Outside Area unless its text says otherwise);
- "with BP equal or less than the total number characters with "Q" in their name and <Y> on your area x1000": the
  missing "of" is read, and "<A> and <B>" counts every card that is one or the other, each once."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    in_hand,
    only_in_hand,
    play_from_hand,
    to_main,
    unit_from_zones,
)

BANISH = ("Choose up to 1 character on your op's Front Line with 3000 or less and place the character and this card to "
          "the Remove Area. If there are 3+ <Trait: Lumen> with different names on your area, it's 4000 or less instead.")
COUNTED = ('Choose 1 character on your opponent\'s Front Line with BP equal or less than the total number characters with '
           '"Quill" in their name and <Sable Warden> on your area x1000, and retire it.')

LUMENS = [card(f"83{n}", name=f"Lumen {n}", traits=["Lumen"]) for n in range(3)]
QUILLS = [card("840", name="Quill Runner"), card("841", name="Old Quill")]
WARDEN = card("842", name="Sable Warden")
PLAIN_ALLY = card("843", name="Ferry Hand")


def test_the_short_forms_compile_to_the_long_ones():
    long = ("Choose up to 1 character on your opponent's Front Line with BP 3000 or less and place it to the Remove "
            "Area. Place this card to the Remove Area. If there are 3 or more <Trait: Lumen> with different names on "
            "your area, it's BP 4000 or less instead.")
    assert compile_card_text(BANISH).effects == compile_card_text(long).effects
    assert compile_card_text(COUNTED).complete


def _use(text, allies, opposing_bp, seed):
    """Seat 0 uses an event with `text` through a legal PLAY action, `allies` on its Front Line and one opposing
    character of `opposing_bp`; where that character and the event end up."""
    event = card("850", type="event", text=text)
    target = card("851", name="Tall Guard", bp=opposing_bp)
    state = to_main(game([deck((event, 4), *((ally, 1) for ally in allies)), deck((target, 4))], seed=seed))
    me, them = only_in_hand(state, event), state.seats[1]
    me.front[:] = [unit_from_zones(state, ally, 0) for ally in allies]
    me.energy[:] = []
    them.front[:] = [unit_from_zones(state, target, 1)]
    event_id, target_id = ids(state, event)[0], ids(state, target)[0]
    state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == event_id))
    check_invariants(state)
    where = ("front" if any(u.card == target_id for u in them.front) else
             "remove" if target_id in them.remove else "outside" if target_id in them.outside else "?")
    return where, event_id in me.remove, event_id in me.outside


def test_the_chosen_character_and_this_card_go_to_the_remove_area():
    """Card wording "place the character and this card to the Remove Area": both go; the event is not placed in the
    Outside Area after use (seed 000 Main Phase, unless its text says otherwise)."""
    assert _use(BANISH, [PLAIN_ALLY], 3000, seed=11) == ("remove", True, False)


def test_the_higher_limit_holds_only_with_three_differently_named_lumens():
    """"If there are 3+ <Trait: Lumen> with different names on your area, it's 4000 or less instead": a 4000 BP
    character is out of reach with two Lumens and in reach with three; the event goes to the Remove Area either way."""
    assert _use(BANISH, LUMENS[:2], 4000, seed=12) == ("front", True, False)
    assert _use(BANISH, LUMENS, 4000, seed=13) == ("remove", True, False)


def test_a_limit_counted_over_two_kinds_counts_each_card_once():
    """"... the total number characters with "Quill" in their name and <Sable Warden> on your area x1000": two Quills
    and the Warden make 3000 (a 3000 BP character is retired, a 4000 one is not); a card of neither kind adds nothing."""
    assert _use(COUNTED, QUILLS + [WARDEN, PLAIN_ALLY], 3000, seed=14)[0] == "outside"
    assert _use(COUNTED, QUILLS + [WARDEN, PLAIN_ALLY], 4000, seed=15)[0] == "front"
    assert _use(COUNTED, QUILLS[:1] + [PLAIN_ALLY], 2000, seed=16)[0] == "front"


BOTH_ENDS = "Choose up to 1 character on your opponent's Front Line with BP 2500 or less or BP 4500 or higher and retire it."


def test_a_limit_at_both_ends_of_the_bp_scale():
    """Card wording "with BP 2500 or less or BP 4500 or higher": a 2000 and a 5000 BP character are in reach, a 3500 one
    is not."""
    assert _use(BOTH_ENDS, [PLAIN_ALLY], 2000, seed=21)[0] == "outside"
    assert _use(BOTH_ENDS, [PLAIN_ALLY], 5000, seed=22)[0] == "outside"
    assert _use(BOTH_ENDS, [PLAIN_ALLY], 3500, seed=23)[0] == "front"


BOTH_LINES = ("If there are other characters with BP 4000 or more in both your Front Line and Energy Line, this "
              "character gains [Damage (2) ].")


def test_other_characters_in_both_lines_means_one_on_each():
    """Card wording "If there are other characters with BP 4000 or more in both your Front Line and Energy Line": one
    such character on each line (this one not counted); two on the Front Line alone are not enough."""
    holder = card("860", bp=2000, text=BOTH_LINES)
    big = card("861", bp=4000)
    state = to_main(game([deck((holder, 4), (big, 6)), deck()], seed=31))
    me = state.seats[0]
    this = unit_from_zones(state, holder, 0)
    me.front[:] = [this, unit_from_zones(state, big, 0), unit_from_zones(state, big, 0)]
    me.energy[:] = []
    assert state._damage_of(this) == 1
    me.energy[:] = [unit_from_zones(state, big, 0)]
    assert state._damage_of(this) == 2
    me.front[:] = [this]
    assert state._damage_of(this) == 1


SAME_LINE = ("[When Attacking] Choose up to 1 other character on the same line with required energy of 2, it gets +1000 BP "
             "during this turn.")


def test_a_character_on_the_same_line_is_one_beside_this_one():
    """Card wording "other character on the same line": one of yours on the line this character is on as the step
    resolves (the Energy Line's 2-energy character is not chosen while this one is on the Front Line)."""
    holder = card("862", bp=2000, text=SAME_LINE)
    two = card("863", required_energy=2, bp=1000)
    state = to_main(game([deck((holder, 4), (two, 6)), deck()], seed=32))
    me = state.seats[0]
    this, beside, below = unit_from_zones(state, holder, 0), unit_from_zones(state, two, 0), unit_from_zones(state, two, 0)
    me.front[:], me.energy[:] = [this, beside], [below]
    run_effects(state, 0, compiled_effects(SAME_LINE), this)
    assert (state._bp(beside), state._bp(below)) == (2000, 1000)
    me.front[:], me.energy[:] = [beside], [this, below]
    run_effects(state, 0, compiled_effects(SAME_LINE), this)
    assert state._bp(below) == 2000
    check_invariants(state)


WHEN_YOU_PLAY = "[Your Turn] When you play a <Trait: Kite Crew>, draw 1 card."


def test_when_you_play_a_card_is_when_your_card_is_played():
    """Card wording "When you play a <Trait: X>": as a card of yours with that trait is played (through a legal PLAY
    action); a card without it does nothing."""
    watcher = card("864", text=WHEN_YOU_PLAY)
    kite = card("865", traits=["Kite Crew"], required_energy=0)
    other = card("866", required_energy=0)
    state = to_main(game([deck((watcher, 4), (kite, 4), (other, 4)), deck()], seed=33))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, watcher, 0)]
    me.energy[:] = []
    in_hand(state, other)
    hand = len(me.hand)
    play_from_hand(state, other)
    assert len(me.hand) == hand - 1  # (played, nothing drawn)
    in_hand(state, kite)
    hand = len(me.hand)
    play_from_hand(state, kite)
    assert len(me.hand) == hand  # (played, 1 drawn)
    check_invariants(state)
