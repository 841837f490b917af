"""The deck: looking at, revealing and placing its cards — "Reveal the top card of your deck. If the revealed card is
<X>, add it to your hand. Otherwise, place the revealed card on the top of your deck", "If the revealed card is not
<X>", "Reveal and add 1 card with <X> among them", "up to 1 each of <A> and <B>", compiled from card texts written for
Decklab (invented names, traits and numbers in the real phrasing).

Each scenario builds its position through the engine's API and quotes the card wording it follows."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    ids,
    on_top,
    to_main,
    unit_from_zones,
)

REVEAL_OR_TOP = ("[On Play] Reveal the top card of your deck. If the revealed card is a green Character Card with "
                 "required energy of 2 or less, add it to your hand. Otherwise, place the revealed card on the top of "
                 "your deck.")


def test_the_revealed_card_is_added_to_the_hand_when_it_matches():
    """Card wording: "Reveal the top card of your deck. If the revealed card is a green Character Card with required
    energy of 2 or less, add it to your hand. Otherwise, place the revealed card on the top of your deck." The one
    card revealed is "it"; it matches, so it goes to the hand and the deck is one card shorter."""
    actions = compiled_effects(REVEAL_OR_TOP)[0]["actions"]
    assert actions[1] == {"do": "take-looked", "target": {"up_to": 1, "exactly": True}, "hidden": True,
                          "condition": {"kind": "revealed-matches",
                                        "filter": {"color": "green", "card_type": "character", "energy_max": 2}}}
    assert actions[2] == {"do": "looked-to", "where": "top", "if_not_done": True}
    seer = card("951", text=REVEAL_OR_TOP)
    sprout = card("952", color="green", required_energy=2)
    state = to_main(game([deck((seer, 4), (sprout, 1)), deck()], seed=81))
    me = state.seats[0]
    on_top(state, me, sprout)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, deck_size = len(me.hand), len(me.deck)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert me.hand[-1] == ids(state, sprout)[0] and len(me.hand) == hand + 1
    assert len(me.deck) == deck_size - 1
    check_invariants(state)


def test_otherwise_the_revealed_card_goes_back_on_top():
    """Same wording: a revealed card that does not match (a red card, or a green one needing 4 energy) is not added;
    "Otherwise, place the revealed card on the top of your deck": it is the top card again."""
    seer = card("953", text=REVEAL_OR_TOP)
    big = card("954", color="green", required_energy=4)
    state = to_main(game([deck((seer, 4), (big, 1)), deck()], seed=82))
    me = state.seats[0]
    on_top(state, me, big)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, deck_size = len(me.hand), len(me.deck)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert len(me.hand) == hand and len(me.deck) == deck_size
    assert me.deck[-1] == ids(state, big)[0]  # the top of the deck is the end of the list
    check_invariants(state)


def test_if_the_revealed_card_is_not_a_trait_it_is_placed_back():
    """Card wording: "Reveal the top card of your deck. If the revealed card is a <Trait: Lantern> card, add that card
    to the hand. If the revealed is not a <Trait: Lantern> card, place it at the top or bottom of your deck." The
    second condition is the first one negated; the card that is not taken stays in the deck."""
    text = ("[On Play] Reveal the top card of your deck. If the revealed card is a <Trait: Lantern> card, add that card "
            "to the hand. If the revealed is not a <Trait: Lantern> card, place it at the top or bottom of your deck.")
    actions = compiled_effects(text)[0]["actions"]
    assert actions[2]["condition"] == {"kind": "all", "conditions": [  # a card was revealed, and it is not a Lantern
        {"kind": "revealed-matches", "filter": {}},
        {"kind": "none", "conditions": [{"kind": "revealed-matches", "filter": {"trait": "Lantern"}}]}]}
    seer = card("955", text=text)
    lamp, stone = card("956", traits=["Lantern"]), card("957")
    state = to_main(game([deck((seer, 4), (lamp, 1), (stone, 1)), deck()], seed=83))
    me = state.seats[0]
    on_top(state, me, lamp, stone)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, deck_size = len(me.hand), len(me.deck)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)  # the stone: not a Lantern, back in the deck
    assert len(me.hand) == hand and len(me.deck) == deck_size
    run_effects(state, 0, effects_of(state, seer).on_play, holder)  # the engine keeps it on top: the stone again
    assert len(me.hand) == hand and me.deck[-1] == ids(state, stone)[0]
    me.deck.remove(ids(state, stone)[0])
    me.outside.append(ids(state, stone)[0])
    run_effects(state, 0, effects_of(state, seer).on_play, holder)  # now the lamp: taken
    assert me.hand[-1] == ids(state, lamp)[0] and len(me.deck) == deck_size - 2
    check_invariants(state)


def test_the_revealed_card_of_a_reveal_and_add_is_the_card_drawn():
    """Card wording: "Reveal the top card of your deck and add it to your hand. If the revealed card is not a <Trait:
    Lantern> card, place 1 card from your hand to the Outside Area." (read as a draw: the card drawn is the revealed
    card); a Lantern drawn costs nothing, another card costs a discard."""
    text = ("[On Play] Reveal the top card of your deck and add it to your hand. If the revealed card is not a "
            "<Trait: Lantern> card, place 1 card from your hand to the Outside Area.")
    seer = card("958", text=text)
    lamp = card("959", traits=["Lantern"])
    state = to_main(game([deck((seer, 4), (lamp, 1)), deck()], seed=84))
    me = state.seats[0]
    on_top(state, me, lamp)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, outside = len(me.hand), len(me.outside)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert len(me.hand) == hand + 1 and len(me.outside) == outside
    run_effects(state, 0, effects_of(state, seer).on_play, holder)  # a plain card now: drawn, then 1 discarded
    assert len(me.hand) == hand + 1 and len(me.outside) == outside + 1
    check_invariants(state)


def test_nothing_revealed_is_not_a_revealed_card_that_is_not_it():
    """Card wording: "If there are 2 or more other <Trait: Lantern> cards on your area, reveal the top card of your deck
    and add it to your hand. If the revealed card is not a <Trait: Lantern> card, place 1 card from your hand to the
    Outside Area." Without the Lanterns nothing is revealed, so nothing is discarded either."""
    text = ("[On Play] If there are 2 or more other <Trait: Lantern> cards on your area, reveal the top card of your deck "
            "and add it to your hand. If the revealed card is not a <Trait: Lantern> card, place 1 card from your hand "
            "to the Outside Area.")
    seer = card("963", text=text)
    state = to_main(game([deck((seer, 4)), deck()], seed=86))
    me = state.seats[0]
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, outside = len(me.hand), len(me.outside)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert len(me.hand) == hand and len(me.outside) == outside
    check_invariants(state)


def test_it_is_the_revealed_card_only_when_one_card_is_looked_at():
    """"Look at the top 3 cards of your deck. Add it to your hand." does not say which of the three: not read."""
    assert not compile_card_text("[On Play] Look at the top 3 cards of your deck. Add it to your hand.").complete
    assert not compile_card_text("[On Play] Draw 1 card. Otherwise, draw 1 card.").complete  # nothing to be "otherwise" to


def test_reveal_and_add_among_them_and_up_to_one_each_of_names():
    """Card wordings: "Look at top 4 cards of your deck, Reveal and Add 1 card with <Trait: Moth> among them. Return the
    remaining cards to the bottom of deck." and "Look at the top 5 cards of your deck, reveal up to 1 each of <Ash>,
    <Birch> and <Cedar> and add them to your hand. Place the remaining at the bottom of your deck in any order." Each
    name is taken once; the rest go to the bottom of the deck."""
    moth_text = ("[On Play] Look at top 4 cards of your deck, Reveal and Add 1 card with <Trait: Moth> among them. "
                 "Return the remaining cards to the bottom of deck.")
    assert compiled_effects(moth_text)[0]["actions"][1] == {"do": "take-looked",
                                                           "target": {"up_to": 1, "exactly": True, "trait": "Moth"}}
    text = ("[On Play] Look at the top 5 cards of your deck, reveal up to 1 each of <Ash>, <Birch> and <Cedar> and add "
            "them to your hand. Place the remaining at the bottom of your deck in any order.")
    seer = card("960", text=text)
    ash, birch = card("961", name="Ash"), card("962", name="Birch")
    state = to_main(game([deck((seer, 4), (ash, 2), (birch, 1)), deck()], seed=85))
    me = state.seats[0]
    on_top(state, me, PLAIN, ash, birch, ash)  # two Ash among the top five (copies share an id)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, deck_size = len(me.hand), len(me.deck)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert sorted(me.hand[hand:]) == sorted(ids(state, ash) + ids(state, birch))  # one Ash, one Birch
    assert len(me.deck) == deck_size - 2
    check_invariants(state)


def test_a_card_from_the_hand_to_the_top_or_bottom_of_the_deck():
    """Card wording: "Draw 1 card and place 1 card from your hand to the top or bottom of your deck." Which end is the
    player's choice: the engine puts the card worth least at the bottom (it would not draw it again soon)."""
    text = "[On Play] Draw 1 card and place 1 card from your hand to the top or bottom of your deck."
    assert compiled_effects(text)[0]["actions"][1] == {"do": "hand-to-deck", "amount": 1, "where": "top-or-bottom"}
    seer = card("964", text=text)
    cheap = card("965", required_energy=0, ap_cost=0, bp=500)
    state = to_main(game([deck((seer, 4), (cheap, 1)), deck()], seed=87))
    me = state.seats[0]
    pulled = ids(state, cheap)[0]
    next(place for place in (me.deck, me.hand, me.life, me.outside) if pulled in place).remove(pulled)
    me.hand.append(pulled)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, deck_size = len(me.hand), len(me.deck)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert len(me.hand) == hand and len(me.deck) == deck_size
    assert me.deck[0] == pulled and pulled not in me.hand  # the bottom of the deck is the start of the list
    check_invariants(state)


def test_an_opponents_character_to_the_top_or_bottom_of_their_deck():
    """Card wording: "Choose up to 1 character on your opponent's Front Line with BP 3500 or less and place it at the top
    or bottom of your opponent's deck." The character leaves the field for its owner's deck (the engine: the bottom)."""
    text = ("[On Play] Choose up to 1 character on your opponent's Front Line with BP 3500 or less and place it at the "
            "top or bottom of your opponent's deck.")
    assert compiled_effects(text)[0]["actions"][0]["where"] == "top-or-bottom"
    seer = card("966", text=text)
    small = card("967", bp=3000)
    state = to_main(game([deck((seer, 4)), deck((small, 4))], seed=88))
    me, them = state.seats[0], state.seats[1]
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    them.front[:] = [unit_from_zones(state, small, 1)]
    deck_size = len(them.deck)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert them.front == [] and len(them.deck) == deck_size + 1 and them.deck[0] == ids(state, small)[0]
    check_invariants(state)


def test_the_remaining_said_without_its_verb():
    """Card wording: "Look at the top 3 cards of your deck, place up to 1 card to the Outside and the remaining on top of
    your deck in any order." The second phrase shares the first one's verb: one card to the Outside Area, two back on
    top. After "Place them on top of your deck" nothing remains: "and the remaining at the bottom" is not read there."""
    text = ("[On Play] Look at the top 3 cards of your deck, place up to 1 card to the Outside and the remaining on top "
            "of your deck in any order.")
    assert compiled_effects(text)[0]["actions"][1:] == [{"do": "looked-to-outside", "target": {"up_to": 1}},
                                                        {"do": "looked-to", "where": "top"}]
    assert not compile_card_text("[On Play] Look at the top 2 cards of your deck. Place them on top of your deck in any "
                                 "order and the remaining at the bottom of your deck in any order.").complete
    seer = card("968", text=text)
    state = to_main(game([deck((seer, 4)), deck()], seed=89))
    me = state.seats[0]
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    deck_size, outside = len(me.deck), len(me.outside)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert len(me.deck) == deck_size - 1 and len(me.outside) == outside + 1
    check_invariants(state)


DECLARE = ("[On Play] Declare a required energy number. Reveal the top card of your deck. If the required energy number "
           "of the revealed card is the same as the declared by this effect, choose up to 1 character on your "
           "opponent's Front Line and rest it. Place the revealed card to the top or bottom of your deck.")


def test_declare_a_required_energy_number_and_reveal_the_top_card():
    """Card wording: "Declare a required energy number. Reveal the top card of your deck. If the required energy number
    of the revealed card is the same as the declared by this effect, choose up to 1 character on your opponent's Front
    Line and rest it. Place the revealed card to the top or bottom of your deck." The engine declares the number most
    cards left in its deck have (here 3: the filler); a revealed 3 rests the opponent's character, a revealed 1 does
    not; the revealed card stays in the deck either way."""
    actions = compiled_effects(DECLARE)[0]["actions"]
    assert actions[0] == {"do": "declare-energy"} and actions[2]["condition"] == {"kind": "revealed-is-declared"}
    seer = card("969", text=DECLARE)
    filler = card("970", required_energy=3)
    low = card("971", required_energy=1)
    state = to_main(game([deck((seer, 4), (low, 1), filler=filler), deck()], seed=90))
    me, them = state.seats[0], state.seats[1]
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    target = unit_from_zones(state, PLAIN, 1)
    them.front[:] = [target]
    on_top(state, me, low)
    deck_size = len(me.deck)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert not target.rested and len(me.deck) == deck_size  # a 1 revealed: not the 3 declared
    me.deck.remove(ids(state, low)[0])
    me.outside.append(ids(state, low)[0])
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert target.rested and len(me.deck) == deck_size - 1  # a 3 revealed (the filler)
    check_invariants(state)


def test_the_declared_number_is_only_this_effects():
    """Without "Declare a required energy number" before it, "the same as the declared" holds for no card: an effect
    that reveals without declaring never matches (the runtime's reading of a number nobody declared)."""
    text = ("[On Play] Reveal the top card of your deck. If the revealed card's required energy number is the same as "
            "chosen by this effect, add that card to your hand. If you did not add it to your hand, place the revealed "
            "card on top of your deck.")
    seer = card("972", text=text)
    state = to_main(game([deck((seer, 4)), deck()], seed=91))
    me = state.seats[0]
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, deck_size = len(me.hand), len(me.deck)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert len(me.hand) == hand and len(me.deck) == deck_size
    check_invariants(state)


def test_a_looked_at_card_placed_to_your_area_is_played():
    """Card wording: "Look at the top 4 cards of your deck. Place up to 1 blue (Character Card or Field Card) with
    required energy of 2 or less and AP cost of 1 to your area rested. Place the remaining at the bottom of your deck in
    any order." A card placed onto the area is played (docs/engine.md); the others go to the bottom."""
    text = ("[On Play] Look at the top 4 cards of your deck. Place up to 1 blue (Character Card or Field Card) with "
            "required energy of 2 or less and AP cost of 1 to your area rested. Place the remaining at the bottom of "
            "your deck in any order.")
    assert compiled_effects(text)[0]["actions"][1]["do"] == "play-from"
    seer = card("973", text=text)
    scout = card("974", color="blue", required_energy=1, bp=3000)
    state = to_main(game([deck((seer, 4), (scout, 1)), deck()], seed=92))
    me = state.seats[0]
    on_top(state, me, scout, PLAIN, PLAIN)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    me.energy[:] = []
    deck_size = len(me.deck)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    placed = [u for u in me.front + me.energy if u.card == ids(state, scout)[0]]
    assert len(placed) == 1 and placed[0].rested and len(me.deck) == deck_size - 1
    check_invariants(state)


def test_any_of_several_words_in_its_name():
    """Card wording: "Look at the top 4 cards of your deck. Reveal up to 1 Character Card with "Lark", "Wren" or "Finch"
    in its name among them and add it to your hand. Place the remaining at the bottom of your deck in any order." A card
    with any one of the words in its name is taken; one with none of them is not."""
    text = ('[On Play] Look at the top 4 cards of your deck. Reveal up to 1 Character Card with "Lark", "Wren" or '
            '"Finch" in its name among them and add it to your hand. Place the remaining at the bottom of your deck in '
            'any order.')
    assert compiled_effects(text)[0]["actions"][1]["target"] == {"up_to": 1, "card_type": "character",
                                                               "name_has": "Lark|Wren|Finch"}
    seer = card("975", text=text)
    wren = card("976", name="Captain Wren", bp=1000)
    crow = card("977", name="Crow Knight", bp=6000)
    state = to_main(game([deck((seer, 4), (wren, 1), (crow, 1)), deck()], seed=93))
    me = state.seats[0]
    on_top(state, me, wren, crow)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand = len(me.hand)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert me.hand[hand:] == ids(state, wren)  # the stronger Crow Knight has none of the words
    check_invariants(state)


def test_one_card_with_a_trait_or_a_name_among_them():
    """Card wording: "Look at the top 4 cards of your deck. Choose 1 card with <Trait: Lantern> or <Old Map> among them
    and add it to your hand. Put the rest of the cards to the bottom of your deck in any order." The one count is both
    kinds': the map (no Lantern) is taken; "2 cards with <A> or 1 <B>" (a count of its own) stays unread."""
    text = ("[On Play] Look at the top 4 cards of your deck. Choose 1 card with <Trait: Lantern> or <Old Map> among them "
            "and add it to your hand. Put the rest of the cards to the bottom of your deck in any order.")
    assert compiled_effects(text)[0]["actions"][1] == {"do": "take-looked", "target": {
        "up_to": 1, "exactly": True, "any_of": [{"trait": "Lantern"}, {"name": "Old Map"}]}, "hidden": True}
    assert not compile_card_text("[On Play] Look at the top 4 cards of your deck. Add 2 cards with <Trait: Lantern> or 1 "
                                 "<Old Map> among them to your hand.").complete
    seer = card("978", text=text)
    old_map = card("979", name="Old Map", type="field")
    state = to_main(game([deck((seer, 4), (old_map, 1)), deck()], seed=94))
    me = state.seats[0]
    on_top(state, me, old_map, PLAIN)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand = len(me.hand)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert me.hand[hand:] == ids(state, old_map)
    check_invariants(state)


def test_that_card_is_the_one_card_looked_at():
    """Card wording: "Look at the top card of your deck and if that card is <Trait: Lantern>, you may reveal it and add
    it to your hand. If you did not add it to your hand, place that card on top or bottom of your deck." "that card"
    is the one card looked at; with three looked at, "If that card is ..." is not read."""
    text = ("[On Play] Look at the top card of your deck and if that card is <Trait: Lantern>, you may reveal it and add "
            "it to your hand. If you did not add it to your hand, place that card on top or bottom of your deck.")
    actions = compiled_effects(text)[0]["actions"]
    assert actions[1]["condition"] == {"kind": "revealed-matches", "filter": {"trait": "Lantern"}}
    assert not compile_card_text("[On Play] Look at the top 3 cards of your deck. If that card is <Trait: Lantern>, draw "
                                 "1 card.").complete
    seer = card("980", text=text)
    lamp = card("981", traits=["Lantern"])
    state = to_main(game([deck((seer, 4), (lamp, 1)), deck()], seed=95))
    me = state.seats[0]
    on_top(state, me, lamp, PLAIN)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, deck_size = len(me.hand), len(me.deck)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)  # a plain card on top: it stays in the deck
    assert len(me.hand) == hand and len(me.deck) == deck_size
    me.deck.pop()
    me.outside.append(ids(state, PLAIN)[0])
    run_effects(state, 0, effects_of(state, seer).on_play, holder)  # the lamp now: taken
    assert me.hand[hand:] == ids(state, lamp)
    check_invariants(state)


def test_if_your_opponent_has_n_or_more_life():
    """Card wording: "Look at the top 3 cards of your deck. Reveal up to 1 card among them and add it to your hand. Place
    the remaining at the bottom of your deck in any order. If your opponent has 5 or more life, choose up to 1 of your
    AP cards and set it to active." (seed 000: the Life Area's cards are a player's Life)"""
    text = ("[On Play] Look at the top 3 cards of your deck. Reveal up to 1 card among them and add it to your hand. Place "
            "the remaining at the bottom of your deck in any order. If your opponent has 5 or more life, choose up to 1 "
            "of your AP cards and set it to active.")
    assert compiled_effects(text)[0]["actions"][3]["condition"] == {"kind": "opponent-life-at-least", "amount": 5}
    from engine.games.union_arena.effects_runtime import holds

    state = to_main(game([deck(), deck()], seed=96))
    them = state.seats[1]
    condition = {"kind": "opponent-life-at-least", "amount": 5}
    assert len(them.life) >= 5 and holds(state, 0, condition, None)
    while len(them.life) > 4:
        them.outside.append(them.life.pop())
    assert not holds(state, 0, condition, None)


def test_if_you_added_a_named_card_to_your_hand():
    """Card wording: "Look at the top 3 cards of your deck. Reveal up to 1 character card among them and add it to your
    hand. Place the remaining at the bottom of your deck in any order. If you added a card other than <Ash> to your
    hand, place 1 card from your hand to the Outside Area." The card taken is checked: an Ash costs nothing, another
    character costs a discard. After a take with a condition of its own, "If you added <X>" reads the card that take
    added, if any."""
    text = ("[On Play] Look at the top 3 cards of your deck. Reveal up to 1 character card among them and add it to your "
            "hand. Place the remaining at the bottom of your deck in any order. If you added a card other than <Ash> to "
            "your hand, place 1 card from your hand to the Outside Area.")
    assert compiled_effects(text)[0]["actions"][3]["condition"] == {"kind": "added-matches", "filter": {"not_name": "Ash"}}
    seer = card("982", text=text)
    ash = card("983", name="Ash", bp=9000)
    state = to_main(game([deck((seer, 4), (ash, 1)), deck()], seed=97))
    me = state.seats[0]
    on_top(state, me, ash)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, outside = len(me.hand), len(me.outside)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)  # the Ash (the strongest) is taken: no discard
    assert me.hand[hand:] == ids(state, ash) and len(me.outside) == outside
    run_effects(state, 0, effects_of(state, seer).on_play, holder)  # a plain character: taken, then 1 card discarded
    assert len(me.hand) == hand + 1 and len(me.outside) == outside + 1
    check_invariants(state)


def test_a_card_from_your_outside_area_on_top_of_your_deck():
    """Card wording: "Place up to 1 blue <Trait: Lantern> card from your Outside Area on top of your deck." ("on top of"
    without "the" is the top too)."""
    text = "[On Play] Place up to 1 blue <Trait: Lantern> card from your Outside Area on top of your deck."
    assert compiled_effects(text)[0]["actions"][0]["where"] == "top"
    seer = card("984", text=text)
    lamp = card("985", color="blue", traits=["Lantern"])
    state = to_main(game([deck((seer, 4), (lamp, 1)), deck()], seed=98))
    me = state.seats[0]
    pulled = ids(state, lamp)[0]
    next(place for place in (me.deck, me.hand, me.life, me.outside) if pulled in place).remove(pulled)
    me.outside.append(pulled)
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert me.deck[-1] == pulled and pulled not in me.outside
    check_invariants(state)


def test_the_rest_to_the_remove_area():
    """Card wording: "Look at the top 3 cards of your deck. Add up to 1 card among them to your hand, then place the rest
    to the Remove Area." The cards not taken leave the game (seed 000 Remove Area); "place it on top of your deck or to
    the Remove Area" (either end of a choice) stays unread."""
    text = ("[On Play] Look at the top 3 cards of your deck. Add up to 1 card among them to your hand, then place the rest "
            "to the Remove Area.")
    assert compiled_effects(text)[0]["actions"][2] == {"do": "looked-to", "where": "remove"}
    assert not compile_card_text("[On Play] Look at the top card of your deck, place it on top of your deck or to the "
                                 "Remove Area.").complete
    seer = card("986", text=text)
    state = to_main(game([deck((seer, 4)), deck()], seed=99))
    me = state.seats[0]
    holder = unit_from_zones(state, seer, 0)
    me.front[:] = [holder]
    hand, deck_size, removed = len(me.hand), len(me.deck), len(me.remove)
    run_effects(state, 0, effects_of(state, seer).on_play, holder)
    assert len(me.hand) == hand + 1 and len(me.remove) == removed + 2 and len(me.deck) == deck_size - 3
    check_invariants(state)
