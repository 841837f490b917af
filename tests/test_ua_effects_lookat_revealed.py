"""Looking at cards: "any number of <X> among them with a combined BP of 7500 or less" (the cards taken, their printed
BP added together) and "If you revealed a card with (original) required energy of 6 or higher, ..." after "Reveal up to
1 <X> among them and add it to your hand" (the card revealed is the card added) — compiled from card texts written for
Decklab (invented names, traits and numbers in the real phrasing; tests/golden/union_arena_effects_lookat_revealed.json).

Each scenario builds its position through the engine's API and quotes the card wording it follows (docs/engine.md,
"Looking at cards: a combined BP, the card revealed")."""
from collections import Counter

from engine.effects.compiler import compile_card_text
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    in_hand,
    on_top,
    play_from_hand,
    pull,
    to_main,
)

COMBINED = ("[On Play] Look at the top 5 cards of your deck. Reveal any number of Red Character Cards among them with a "
            "combined BP of 7000 or less and add them to your hand. Place the remaining at the bottom of your deck in any "
            "order.")
REVEALED = ("[On Play] Look at the top 4 cards of your deck. Reveal up to 1 <Trait: Harbor Watch> card among them and add "
            "it to your hand. Place the remaining at the bottom of your deck in any order. If you revealed a card with "
            "original required energy of 6 or higher, choose up to 1 of your AP cards and set it to active.")


BLUE = card("L90", color="blue", bp=1000)  # (the deck's filler: not red, never taken)


def _looked(state, record, *top):
    """`record` in seat 0's hand, `top` on top of its deck (the last one on top); seat 0 and its hand size."""
    me = state.seats[0]
    on_top(state, me, *top)
    in_hand(state, record)
    return me, len(me.hand)


def test_a_combined_bp_compiles_to_a_total_over_the_cards_taken():
    """"with a combined BP of 7000 or less" says what "with a total of BP 7000 or less" says (grammar: bp_total_max)."""
    assert compiled_effects(COMBINED)[0]["actions"][1] == {
        "do": "take-looked", "target": {"up_to": 99, "color": "red", "card_type": "character", "bp_total_max": 7000}}


def test_the_cards_taken_stay_within_the_combined_bp():
    """Card wording: "Reveal any number of Red Character Cards among them with a combined BP of 7000 or less and add
    them to your hand." Among 4000, 3000, 5500 and two blue 1000 the red cards that fit are 4000 + 3000 (the blue one is
    not red, 5500 fits with neither); the 3 others go to the bottom."""
    seeker = card("L01", text=COMBINED)
    four, three, five = card("L02", bp=4000), card("L03", bp=3000), card("L04", bp=5500)
    state = to_main(game([deck((seeker, 4), (four, 1), (three, 1), (five, 1), filler=BLUE), deck()], seed=411))
    me, hand = _looked(state, seeker, BLUE, five, three, four, BLUE)
    play_from_hand(state, seeker)
    assert ids(state, four)[0] in me.hand and ids(state, three)[0] in me.hand
    assert ids(state, five)[0] not in me.hand
    assert len(me.hand) == hand - 1 + 2
    assert Counter(me.deck[:3]) == Counter([ids(state, five)[0], ids(state, BLUE)[0], ids(state, BLUE)[0]])
    check_invariants(state)


def test_the_pilot_takes_more_cards_rather_than_one_stronger():
    """Same wording, where the greedy pilot chooses: of 4500, 2500, 2000 and 2000, the pick with most cards that fits
    within 7000 is taken (a card more in hand is worth more than a stronger one): 2000 + 2000 + 2500 = 6500 rather
    than 4500 + 2500 = 7000."""
    seeker = card("L06", text=COMBINED)
    big, small, mid, other = card("L07", bp=4500), card("L08", bp=2000), card("L09", bp=2500), card("L14", bp=2000)
    state = to_main(game([deck((seeker, 4), (big, 1), (small, 1), (mid, 1), (other, 1), filler=BLUE), deck()], seed=412))
    me, hand = _looked(state, seeker, BLUE, small, big, mid, other)
    play_from_hand(state, seeker)
    got = Counter(me.hand)
    assert all(got[ids(state, r)[0]] == 1 for r in (small, mid, other))  # 6500, three cards
    assert ids(state, big)[0] not in me.hand and Counter(me.deck[:2]) == Counter([ids(state, big)[0], ids(state, BLUE)[0]])
    assert len(me.hand) == hand - 1 + 3
    check_invariants(state)


def test_if_you_revealed_a_card_with_high_energy_an_ap_card_is_set_active():
    """Card wording: "Reveal up to 1 <Trait: X> card among them and add it to your hand. ... If you revealed a card with
    original required energy of 6 or higher, choose up to 1 of your AP cards and set it to active." The card revealed
    (and added) needs 6 energy as printed: the AP card paid for the character is active again (seed 000: the effect
    resolves in order; "original" is the printed number, the one a card in the hand has)."""
    watch = card("L10", text=REVEALED)
    heavy = card("L11", traits=["Harbor Watch"], required_energy=6, bp=7000)
    state = to_main(game([deck((watch, 4), (heavy, 1)), deck()], seed=413))
    me, _ = _looked(state, watch, heavy)
    play_from_hand(state, watch)
    assert ids(state, heavy)[0] in me.hand
    assert me.ap == [True, True, True]
    check_invariants(state)


def test_a_low_energy_card_revealed_sets_no_ap_card_active():
    """Same wording: the card revealed needs 2 energy; the AP card paid stays rested."""
    watch = card("L12", text=REVEALED)
    light = card("L13", traits=["Harbor Watch"], required_energy=2)
    state = to_main(game([deck((watch, 4), (light, 1)), deck()], seed=414))
    me, _ = _looked(state, watch, light)
    play_from_hand(state, watch)
    assert ids(state, light)[0] in me.hand
    assert sorted(me.ap) == [False, True, True]
    check_invariants(state)


def test_revealed_is_read_only_after_a_shown_reveal_and_add():
    """"If you revealed ..." after "Add up to 1 <X> among them to your hand" (not shown) or after "add it to your hand
    or place it to the Outside Area" (the card revealed is not surely the one added) stays unread."""
    hidden = ("Look at the top 4 cards of your deck. Add up to 1 <Trait: Harbor Watch> card among them to your hand. "
              "Place the remaining at the bottom of your deck in any order. If you revealed a card with required energy "
              "of 6 or higher, draw 1 card.")
    assert not compile_card_text(hidden).complete


FREE_PLAY = ("[On Play] Reveal the top card of your deck and add it to your hand. If the revealed card fulfills the energy "
             "requirement and has AP cost of 1, you may play it without paying AP instead.")
WITH_PARTNER = ("[On Play] Look at the top 4 cards of your deck. Reveal up to 1 Character Card among them and add it to your "
                "hand. Place the remaining at the bottom of your deck in any order. If there is a <Sable Quill> on your "
                "area and the revealed card's required energy is 2 or less, you may play it to your area rested instead.")


def _on_area(state, record):
    return [u for u in state.seats[0].front + state.seats[0].energy if u.card == ids(state, record)[0]]


def test_a_revealed_card_with_ap_cost_1_is_played_instead():
    """Card wording: "Reveal the top card of your deck and add it to your hand. If the revealed card fulfills the energy
    requirement and has AP cost of 1, you may play it without paying AP instead." The card revealed needs no energy
    and costs 1 AP: it is played to the area (rested, seed 000 "Character and Field cards are played to the field in
    Rest Mode") and no AP card is paid for it."""
    assert compiled_effects(FREE_PLAY)[0]["actions"][1]["condition"] == {
        "kind": "revealed-matches", "filter": {"energy_met": True, "ap_min": 1, "ap_max": 1}}
    herald = card("L20", text=FREE_PLAY)
    cheap = card("L21", ap_cost=1, bp=3000)
    state = to_main(game([deck((herald, 4), (cheap, 1), filler=BLUE), deck()], seed=421))
    me, _ = _looked(state, herald, cheap)
    play_from_hand(state, herald)
    played = _on_area(state, cheap)
    assert len(played) == 1 and played[0].rested and ids(state, cheap)[0] not in me.hand
    assert sorted(me.ap) == [False, True, True]  # only the AP card paid for the herald
    check_invariants(state)


def test_a_revealed_card_with_ap_cost_2_stays_in_hand():
    """Same wording: the card revealed costs 2 AP; it stays in the hand."""
    herald = card("L22", text=FREE_PLAY)
    dear = card("L23", ap_cost=2, bp=3000)
    state = to_main(game([deck((herald, 4), (dear, 1), filler=BLUE), deck()], seed=422))
    me, _ = _looked(state, herald, dear)
    play_from_hand(state, herald)
    assert not _on_area(state, dear) and ids(state, dear)[0] in me.hand
    check_invariants(state)


def test_a_card_on_the_area_and_the_revealed_card_both_hold():
    """Card wording: "If there is a <X> on your area and the revealed card's required energy is 2 or less, you may play
    it to your area rested instead." With <X> on the area and the revealed card needing 1 energy, it is played; without
    <X>, it stays in the hand (both conditions, joined by "and", must hold)."""
    for partner_there, seed in ((True, 423), (False, 424)):
        scout = card("L24", text=WITH_PARTNER)
        quill = card("L25", name="Sable Quill")
        light = card("L26", required_energy=1, bp=4000)
        state = to_main(game([deck((scout, 4), (quill, 1), (light, 1), filler=BLUE), deck()], seed=seed))
        me = state.seats[0]
        me.energy[:] = [state._new_unit(pull(me, ids(state, BLUE)[0]), 0) for _ in range(2)]
        if partner_there:
            me.front.append(state._new_unit(pull(me, ids(state, quill)[0]), 0))
        me, _ = _looked(state, scout, light)
        play_from_hand(state, scout)
        assert bool(_on_area(state, light)) == partner_there
        assert (ids(state, light)[0] in me.hand) != partner_there
        check_invariants(state)
