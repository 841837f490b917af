"""Union Arena conditions on what happened earlier in the turn (family "history", third part), compiled from card texts
written for Decklab (invented names, traits and numbers in the real phrasing): cards placed from your hand to the
Outside Area by the effect of a particular card of yours ("by the effect of your <Trait: X> card", "of a character with
"X" in its name", "by an Event Card or <X> effect"), a card revealed and added from your deck to your hand, "has
attacked this turn", and a card waiting in the Outside Area for the end of your Attack Phase.

The turn's events are written only when some card in the game reads them (CardTable.history): the card whose effect
placed each card (PLACED) and the cards revealed and added (REVEALED) in the seat's log (Seat.history), which starts
again each turn (seed 000, Start Phase). docs/engine.md, the bullet "What happened earlier in the turn, third part"."""
from engine.games.union_arena.board import PLACED, REVEALED
from engine.games.union_arena.constants import ACTIVATE, ATTACK, FRONT
from engine.games.union_arena.effects_runtime import holds, run_card_effects, run_effects
from engine.games.union_arena.greedy import GreedyPilot
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
    play_out_turn,
    to_main,
    unit_from_zones,
)

_DISCARD_ONE = [{"timing": "main", "actions": [{"do": "discard", "amount": 1}]}]


def test_placed_by_the_effect_of_your_trait_card():
    """Card wording: "[When Attacking] During this turn, if a card was placed from your hand to the Outside Area by the
    effect of your <Trait: X> card, draw up to 1 card." Only a card placed by the effect of one of your cards with that
    Trait counts: the same placement by another card's effect does not."""
    text = ("[When Attacking] During this turn, if a card was placed from your hand to the Outside Area by the effect of "
            "your <Trait: Night Wardens> card, draw up to 1 card.")
    assert compiled_effects(text)[0]["actions"][0]["condition"] == {
        "kind": "hand-to-outside-this-turn", "at_least": 1, "by": "yours", "placer": {"trait": "Night Wardens"}}
    reader = card("960", text=text)
    warden = card("961", traits=["Night Wardens"])
    state = to_main(game([deck((reader, 4), (warden, 4)), deck()], seed=61))
    me = state.seats[0]
    assert PLACED in state.table.history
    watcher, other, ward = (unit_from_zones(state, reader, 0), unit_from_zones(state, PLAIN, 0),
                            unit_from_zones(state, warden, 0))
    me.front[:] = [watcher, other, ward]
    condition = effects_of(state, reader).when_attacking[0]["actions"][0]["condition"]
    run_effects(state, 0, _DISCARD_ONE, other)  # by a card without the Trait
    assert len(me.discarded_now) == 1 and not holds(state, 0, condition, watcher)
    run_effects(state, 0, _DISCARD_ONE, ward)
    assert holds(state, 0, condition, watcher)
    hand = len(me.hand)
    run_effects(state, 0, effects_of(state, reader).when_attacking, watcher)
    assert len(me.hand) == hand + 1  # "draw up to 1 card": the engine draws
    check_invariants(state)


def test_gate_three_cards_placed_by_a_named_character():
    """Card wording: "[Main] [Rest this card] Can only be activated if you placed 3 or more cards from your hand to the
    Outside Area by the effect of a character with "X" in its name during this turn. Draw 1 card." Seed 000,
    Activation conditions: a cost ("[Place 1 card from your hand in your Outside Area]") is part of the effect, so a
    card placed by the named character's cost counts; the history starts again the next turn."""
    gate = ("[Main] [Rest this card] Can only be activated if you placed 3 or more cards from your hand to the Outside "
            "Area by the effect of a character with \"Lumen\" in its name during this turn. Draw 1 card. This effect of "
            "<Tally Lamp> can only be activated once per turn.")
    placer_text = "[Main] [Discard 1] This character gets +500 BP during this turn."
    compiled_effects(gate)
    compiled_effects(placer_text)
    lamp = card("962", name="Tally Lamp", type="field", text=gate)
    lumen = card("963", name="Lumen Knight", text=placer_text)
    state = to_main(game([deck((lamp, 4), (lumen, 4)), deck()], seed=62))
    me = state.seats[0]
    knight = unit_from_zones(state, lumen, 0)
    me.front[:] = [unit_from_zones(state, lamp, 0), knight, unit_from_zones(state, PLAIN, 0)]
    run_effects(state, 0, _DISCARD_ONE, me.front[2])  # (not a "Lumen" character's effect)
    run_effects(state, 0, _DISCARD_ONE, knight)
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()
    state.apply((ACTIVATE, FRONT, 1, 0))  # the knight's cost places the second card
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()
    run_effects(state, 0, _DISCARD_ONE, knight)
    assert (ACTIVATE, FRONT, 0, 0) in state.legal_actions()
    me.ap[:] = [False] * len(me.ap)  # (nothing to play: the choice is between the abilities and passing)
    assert GreedyPilot(0).choose(state) == (ACTIVATE, FRONT, 0, 0)  # a card for a rest: the pilot takes it
    hand = len(me.hand)
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert len(me.hand) == hand + 1 and me.front[0].rested
    check_invariants(state)
    me.history = ()  # (as the next turn's Start Phase does: flow)
    me.front[0].rested = False
    me.front[0].used = 0
    me.names_used = ()
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()


def test_placed_by_an_event_card_or_a_named_character():
    """Card wording: "[Your Turn] If a card was placed from your hand to the Outside Area by the effect of your Event
    Card or a <X> during this turn, this character gains +500 BP and [Impact 1] during this turn." Either kind of card
    counts; once it holds it holds until the turn ends, as the gain does (a continuous effect while it holds)."""
    text = ("[Your Turn] If a card was placed from your hand to the Outside Area by the effect of your Event Card or a "
            "<Brisa Valle> during this turn, this character gains +500 BP and [Impact 1] during this turn.")
    compiled_effects(text)
    reader = card("964", bp=3000, text=text)
    spell = card("965", type="event", text="Place 1 card from your hand to the Outside Area. Draw 2 cards.")
    state = to_main(game([deck((reader, 4), (spell, 4)), deck()], seed=63))
    me = state.seats[0]
    hero = unit_from_zones(state, reader, 0)
    me.front[:] = [hero]
    assert state._bp(hero) == 3000
    run_effects(state, 0, _DISCARD_ONE, hero)  # by this character's own effect: not an Event Card or <Brisa Valle>
    assert state._bp(hero) == 3000
    event = ids(state, spell)[0]
    run_effects(state, 0, effects_of(state, spell).on_play, None, event=event)
    assert state._bp(hero) == 3500 and state._keyword(hero, "impact") == 1
    check_invariants(state)


def test_revealed_and_added_a_non_yellow_raid_card():
    """Card wording: "[Your Turn] If you revealed and added a non-yellow [Raid] card from your deck to your hand during
    this turn, this character gets +1500 BP." The card an effect revealed from among the cards looked at in your deck
    and added to your hand: a yellow one does not count, nor a card the effect added without revealing it."""
    text = ("[Your Turn] If you revealed and added a non-yellow [Raid] card from your deck to your hand during this turn, "
            "this character gets +1500 BP.")
    compiled_effects(text)
    looker_text = ("[On Play] Look at the top 2 cards of your deck. Reveal up to 1 card with [Raid] among them and add it "
                   "to your hand. Place the remaining cards at the bottom of your deck in any order.")
    compiled_effects(looker_text)
    reader = card("966", bp=2000, text=text)
    looker = card("967", text=looker_text)
    red_raider = card("968", name="Ember Rider", color="red",
                      keywords=[{"name": "raid", "target": "Card 001", "target_kind": "name"}])
    yellow_raider = card("969", name="Sun Rider", color="yellow",
                         keywords=[{"name": "raid", "target": "Card 001", "target_kind": "name"}])
    state = to_main(game([deck((reader, 4), (looker, 4), (red_raider, 2), (yellow_raider, 2)), deck()], seed=64))
    me = state.seats[0]
    assert REVEALED in state.table.history
    hero, eye = unit_from_zones(state, reader, 0), unit_from_zones(state, looker, 0)
    me.front[:] = [hero, eye]
    on_top(state, me, yellow_raider)
    run_effects(state, 0, effects_of(state, looker).on_play, eye)
    assert ids(state, yellow_raider)[0] in me.hand and state._bp(hero) == 2000  # yellow: not counted
    on_top(state, me, red_raider)
    run_effects(state, 0, effects_of(state, looker).on_play, eye)
    assert ids(state, red_raider)[0] in me.hand and state._bp(hero) == 3500
    check_invariants(state)


def test_a_named_character_has_attacked_this_turn():
    """Card wording: "[Your Turn] If your <X> has attacked this turn, this character gains +1000 BP." One attack of a
    character of yours with that name this turn (Seat.attacked_now)."""
    text = "[Your Turn] If your <Pell Arden> has attacked this turn, this character gains +1000 BP."
    assert compiled_effects(text)[0]["condition"] == {"kind": "attacks-this-turn", "at_least": 1,
                                                      "filter": {"name": "Pell Arden", "card_type": "character"}}
    reader = card("970", bp=2000, text=text)
    pell = card("971", name="Pell Arden", bp=2000)
    state = to_main(game([deck((reader, 4), (pell, 4)), deck()], seed=65, goldfish=True))
    me = state.seats[0]
    hero, ally = unit_from_zones(state, reader, 0), unit_from_zones(state, pell, 0)
    me.front[:] = [hero, ally]
    assert state._bp(hero) == 2000
    me.attacked_now += (hero.card,)  # (itself: not a <Pell Arden>)
    assert state._bp(hero) == 2000
    me.attacked_now += (ally.card,)
    assert state._bp(hero) == 3000


_MEDAL = ("Draw 1 card.@[Your Turn] [When in Outside Area] At the end of your Attack Phase, if a character with \"Lumen\" "
          "or \"Dusk\" in its name attacked during this turn, you may add this card from your Outside Area to your hand. "
          "If you did, place 1 card from your hand to the bottom of your deck. This effect of <Copper Token> can only "
          "be activated once per turn.")


def test_an_outside_area_card_returns_at_the_end_of_the_attack_phase():
    """Card wording: "[Your Turn] [When in Outside Area] At the end of your Attack Phase, if a character with "X" or "Y"
    in its name attacked during this turn, you may add this card from your Outside Area to your hand. If you did, place
    1 card from your hand to the bottom of your deck." The Event card, used, waits in the Outside Area; when the Attack
    Phase ends (seed 000, Attack Phase: the turn goes on to the End Phase) after a "Lumen" character attacked, it comes
    back to the hand and a card of the hand goes to the bottom of the deck; without such an attack it stays."""
    compiled_effects(_MEDAL)
    medal = card("972", name="Copper Token", type="event", text=_MEDAL)
    lumen = card("973", name="Lumen Knight", bp=3000)
    coin = card("975", name="Spare Coin", ap_cost=0, bp=1000)
    state = to_main(game([deck((medal, 4), (lumen, 4), (coin, 4)), deck()], seed=66, goldfish=True))
    me = state.seats[0]
    token, spare = ids(state, medal)[0], ids(state, coin)[0]
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(spare)), me.deck.pop(me.deck.index(ids(state, lumen)[0]))]
    me.outside.append(me.deck.pop(me.deck.index(token)))
    me.outside.append(me.deck.pop(me.deck.index(token)))  # two copies: "once per turn" for the name
    me.front[:] = [unit_from_zones(state, lumen, 0)]
    state.phase, state.actor = ATTACK, state.player
    me.attacked_now += (me.front[0].card,)
    play_out_turn(state)
    assert me.outside.count(token) == 1  # one copy came back ("once per turn" for the name)
    assert token in me.hand and spare not in me.hand
    assert me.deck[0] == spare  # the card of the hand worth least went to the bottom, not the card taken back
    check_invariants(state)


def test_an_outside_area_card_stays_without_the_attack():
    """The same card when only a character without "Lumen" or "Dusk" in its name attacked: it stays in the Outside
    Area (the condition is read at the end of the Attack Phase)."""
    medal = card("974", name="Copper Token", type="event", text=_MEDAL)
    state = to_main(game([deck((medal, 4)), deck()], seed=67, goldfish=True))
    me = state.seats[0]
    token = ids(state, medal)[0]
    me.outside.append(me.deck.pop(me.deck.index(token)))
    me.front[:] = [unit_from_zones(state, PLAIN, 0)]
    state.phase, state.actor = ATTACK, state.player
    me.attacked_now += (me.front[0].card,)
    play_out_turn(state)
    assert token in me.outside
    run_card_effects(state, 0, token, effects_of(state, medal).outside_ends)  # (read again: still no such attack)
    assert token in me.outside
