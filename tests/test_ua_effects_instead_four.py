"""Union Arena: replacements said with "instead", fourth part (docs/engine.md, the bullet "Instead, fourth part"),
compiled from card texts written for Decklab and played through the engine's API:
- "Reveal the top card of your deck and add it to your hand. If the revealed card fulfills the energy requirement and
  has AP cost of 1, you may play it without paying AP instead": the card's AP cost read as "has AP cost of N", and a
  condition said first ("During your turn, if <A> and the revealed card is <B>, ...");
- "place it on top or bottom of your opponent's deck by your opponent's choice. If <X>, its by your choice instead":
  who picks the end of the deck (seed 000 Glossary: a card placed in the deck goes where the effect says; the player
  who chooses picks the end);
- "If <A> or if <B>, it's [3] instead": either condition;
- "If <X>, it's BP 5000 or less instead, you may retire 1 field ...": the step after, a sentence of its own."""
from collections import Counter

from engine.effects.compiler import compile_card_text
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, to_main, unit_from_zones

FREE_PLAY = ("[On Play] Reveal the top card of your deck and add it to your hand. If the revealed card fulfills the energy "
             "requirement and has AP cost of 1, you may play it without paying AP instead.")
TURN_AND_NAMED = ("[On Play] Reveal the top card of your deck and add it to your hand. During your turn, if there is a "
                  "<Wren Hollow> on your area and the revealed card is a green card with required energy of 3 or less and "
                  "AP cost of 1, you may play it without paying AP instead.")


def _revealed(text, top_ap, seed, named=False):
    """Seat 0's character with `text` resolves it with a 1-energy green character of AP cost `top_ap` on top of its
    deck and two green cards on its Energy Line (a <Wren Hollow> among them when `named`): (copies of the revealed card
    gained in the hand, on the area, whether rested there, AP cards used)."""
    source = card("851", color="green", text=text)
    helper = card("852", name="Wren Hollow", color="green")
    wanted = card("853", name="Moss Runner", color="green", required_energy=1, ap_cost=top_ap, bp=3000)
    state = to_main(game([deck((source, 4), (helper, 4), (wanted, 4)), deck()], seed=seed))
    me = state.seats[0]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    me.energy[:] = [unit_from_zones(state, helper if named else source, 0), unit_from_zones(state, source, 0)]
    wanted_id = ids(state, wanted)[0]
    me.deck.append(pull(me, wanted_id))
    hand, ap = Counter(me.hand), list(me.ap)
    run_effects(state, 0, compiled_effects(text), held)
    check_invariants(state)
    on_area = [u for u in me.front + me.energy if u.card == wanted_id]
    return (Counter(me.hand) - hand)[wanted_id], len(on_area), [u.rested for u in on_area], me.ap != ap


def test_the_revealed_card_with_ap_cost_1_is_played_without_paying_ap():
    """Card wording "If the revealed card fulfills the energy requirement and has AP cost of 1, you may play it without
    paying AP instead": a 1-AP card is played (rested, seed 000: cards are played to the field in Rest Mode) and no AP
    is spent; a 2-AP card stays in the hand."""
    effect = compiled_effects(FREE_PLAY)[0]
    assert effect["actions"][-1]["condition"] == {"kind": "revealed-matches",
                                                  "filter": {"energy_met": True, "ap_max": 1, "ap_min": 1}}
    assert _revealed(FREE_PLAY, 1, seed=101) == (0, 1, [True], False)
    assert _revealed(FREE_PLAY, 2, seed=102) == (1, 0, [], False)


def test_a_condition_said_first_during_your_turn_holds_with_the_others():
    """Card wording "During your turn, if there is a <X> on your area and the revealed card is ..., you may play it ...
    instead": it is your turn, the revealed card matches, and the card is played only with <X> on the area."""
    condition = compiled_effects(TURN_AND_NAMED)[0]["actions"][-1]["condition"]
    assert condition["kind"] == "all" and condition["conditions"][0] == {"kind": "your-turn"}
    assert _revealed(TURN_AND_NAMED, 1, seed=103, named=True)[:2] == (0, 1)
    assert _revealed(TURN_AND_NAMED, 1, seed=104, named=False)[:2] == (1, 0)


BY_CHOICE = ("[On Play] Choose 1 character on your opponent's Front Line with BP 5000 or less and place it on top or "
             "bottom of your opponent's deck by your opponent's choice. If there is a <Quill Ranger> on your area, its by "
             "your choice instead.")
QUOTED_CHOICE = ("[On Play] Choose 1 character on your opponent's Front Line with BP 4000 or less and place it on the top "
                 "or bottom of your opponent's deck \"your opponent chooses\". If there is a <Quill Ranger> on your area, "
                 "it's \"you choose\" instead.")


def _to_deck(text, named, seed):
    """Seat 0's character with `text` resolves it against one 3000 BP opposing character (<Quill Ranger> on seat 0's
    Energy Line when `named`): whether that character's card is now on top of its owner's deck (else at the bottom)."""
    source = card("854", text=text)
    ranger = card("855", name="Quill Ranger")
    foe = card("856", name="Brine Guard", bp=3000)
    state = to_main(game([deck((source, 4), (ranger, 4)), deck((foe, 4))], seed=seed))
    me, other = state.seats[0], state.seats[1]
    held = unit_from_zones(state, source, 0)
    me.front[:] = [held]
    me.energy[:] = [unit_from_zones(state, ranger if named else source, 0)]
    other.front[:] = [unit_from_zones(state, foe, 1)]
    foe_id = ids(state, foe)[0]
    copies = other.deck.count(foe_id)
    run_effects(state, 0, compiled_effects(text), held)
    check_invariants(state)
    assert other.front == [] and other.deck.count(foe_id) == copies + 1
    assert other.deck[-1] == foe_id or other.deck[0] == foe_id
    return other.deck[-1] == foe_id and other.deck[0] != foe_id


def test_the_opponent_picks_the_top_and_you_the_bottom():
    """Card wording "place it on top or bottom of your opponent's deck by your opponent's choice. If <X>, its by your
    choice instead": the card's owner puts it on top (drawn again next); with <X> on your area you pick, the bottom."""
    action = compiled_effects(BY_CHOICE)[0]["actions"][0]
    assert action["do"] == "to-deck" and action["by"] == "opponent" and action["instead"]["by"] == "you"
    assert _to_deck(BY_CHOICE, named=False, seed=105) is True
    assert _to_deck(BY_CHOICE, named=True, seed=106) is False
    assert _to_deck(QUOTED_CHOICE, named=False, seed=107) is True
    assert _to_deck(QUOTED_CHOICE, named=True, seed=108) is False


def test_either_condition_said_with_or_if():
    """'Draw [2] cards. If there is a <A> on your area or if there is a face-down card under a <B> on your area, it's
    [3] instead': either of the two conditions gives the third card."""
    text = ("[On Play] Draw [2] cards. If there is a <Lamp Tower> on your area or if you have 6 or more cards in your "
            "hand, it's [3] instead.")
    tower = card("857", name="Lamp Tower")
    source = card("858", text=text)
    action = compiled_effects(text)[0]["actions"][0]
    assert action["instead"]["condition"]["kind"] == "any" and action["instead"]["amount"] == 3
    for named, gained, seed in ((True, 3, 109), (False, 2, 110)):
        state = to_main(game([deck((source, 4), (tower, 4)), deck()], seed=seed))
        me = state.seats[0]
        held = unit_from_zones(state, source, 0)
        me.front[:] = [held] + ([unit_from_zones(state, tower, 0)] if named else [])
        me.deck.extend(me.hand[:])
        me.hand[:] = []
        run_effects(state, 0, compiled_effects(text), held)
        check_invariants(state)
        assert len(me.hand) == gained


def test_a_step_joined_to_a_replacement_by_a_comma_is_its_own_sentence():
    """'If <X>, it's BP 5000 or less instead, you may retire 1 field on your area. If you did, ...': the replacement,
    then the optional step (not part of it)."""
    compiled = compile_card_text(
        "Choose 1 character on your opponent's Front Line with BP 2000 or less and retire it. If there is a <Tall Ivo> on "
        "your area, it's BP 4000 or less instead, you may retire 1 field on your area. If you did, draw 1 card.")
    assert compiled.complete
    actions = compiled.effects[0]["actions"]
    assert actions[0]["instead"]["bp_max"] == 4000 and actions[1]["optional"] and actions[2]["if_done"]


def test_what_stays_unread():
    """'you may "use it without paying AP" instead' (an Event card used from the hand by an effect: no runtime for it)
    and "If <A> or <B>, ..." with no second "if" ("<A> or there is ...": which words the "or" joins is not said)."""
    assert not compile_card_text("[On Play] Reveal the top card of your deck and \"add it to your hand\". If it's your "
                                 "turn, you may \"use it without paying AP\" instead.").complete
