"""Union Arena: trigger moments said as "When <subject> <event>, <effect>" that compose — another character retired
("When a character on your opponent's Front Line is retired", "When another <Trait: X> character on your area is
retired"), any moment "during (your / the) Attack Phase", and "[On Retire] When this character leaves the area by
battle" — compiled from card texts written for Decklab and played through the engine's API (docs/engine.md, the bullet
"Trigger moments that compose")."""
from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, BLOCK_WITH, MAIN, MOVE, MOVE_UP
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
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

HUNTER_TEXT = ("[Your Turn] [1 Per Turn] When a character on your opponent's Front Line is retired, you may draw 1 card. "
               "If you did, place 1 card from your hand to the Outside Area.")
HUNTER = card("861", name="Keld Hunter", bp=6000, text=HUNTER_TEXT)
PREY = card("862", name="Pale Prey", bp=1000)
MOURNER_TEXT = "When another <Trait: Lantern Guild> character on your area is retired, this character gets +1000 BP during this turn."
MOURNER = card("863", name="Vell Mourner", bp=3000, traits=["Lantern Guild"], text=MOURNER_TEXT)
GUILDSMAN = card("864", name="Guild Runner", bp=1000, traits=["Lantern Guild"])
STRANGER = card("865", name="Road Stranger", bp=1000, traits=["Drifter"])
CULL = card("866", name="Cull Order", type="event",
            text="[Main] Choose up to 1 character on your opponent's area with BP 1000 or less and retire it.")
DUMP = card("867", name="Dump Order", type="event",
            text="[Main] Choose up to 1 character on your opponent's area with BP 1000 or less and place it to the Outside Area.")
RUNNER_TEXT = "[Your Turn] When this character moves during the Attack Phase, draw 1 card."
RUNNER = card("868", name="Tide Runner", bp=2000, text=RUNNER_TEXT)
SHIFT = card("869", name="Shift Order", type="event",
             text="[Main] Choose up to 1 character on your Energy Line and move it to the Front Line.")
LAST_STAND_TEXT = "[On Retire] When this character leaves the area by battle, draw 1 card."
LAST_STAND = card("870", name="Last Stand", bp=1000, text=LAST_STAND_TEXT)
BRUTE = card("871", name="Iron Brute", bp=5000)


def _main(mine, theirs, seed=81):
    """A game in seat 0's Main Phase, each seat's deck with 4 copies of each of its records."""
    return to_main(game([deck(*((record, 4) for record in mine)), deck(*((record, 4) for record in theirs))], seed=seed))


def test_an_opponents_front_line_character_retired_in_battle_is_seen_once_a_turn():
    """Seed 000, Removing cards from the field: "moving a card on the field to the Outside Area after a battle" is
    removing it (retired). The hunter's player attacks; the opponent's blockers lose and are retired from the Front
    Line: the hunter draws a card and places one from the hand ("you may ... If you did"), once per turn only."""
    assert compiled_effects(HUNTER_TEXT) == [{"timing": "when-character-retired", "once_per_turn": True, "condition": {
        "kind": "all", "conditions": [{"kind": "your-turn"}, {"kind": "retired-card-matches", "filter": {
            "card_type": "character"}, "side": "opponents", "line": "front"}]}, "actions": [
        {"do": "draw", "amount": 1, "optional": True}, {"do": "discard", "amount": 1, "if_done": True}]}]
    state = _main((HUNTER, BRUTE), (PREY,))
    me, other = state.seats[0], state.seats[1]
    hunter = unit_from_zones(state, HUNTER, 0)
    preys = [unit_from_zones(state, PREY, 1), unit_from_zones(state, PREY, 1)]
    setup_battle(state, [hunter, unit_from_zones(state, BRUTE, 0)], list(preys))
    deck_before, outside_before = len(me.deck), len(me.outside)
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert preys[0] not in other.front and ids(state, PREY)[0] in other.outside  # retired by battle
    assert len(me.deck) == deck_before - 1 and len(me.outside) == outside_before + 1  # drew 1, placed 1
    check_invariants(state)
    assert state.phase == ATTACK
    state.apply((ATTACK_WITH, 1, -1))
    state.apply((BLOCK_WITH, 0))
    assert preys[1] not in other.front  # the second blocker retired too ...
    assert len(me.deck) == deck_before - 1  # ... but the hunter reacts once a turn
    check_invariants(state)


def test_only_the_named_side_line_and_kind_are_seen_and_placing_is_not_retiring():
    """The mourner reacts to another <Trait: Lantern Guild> character of its own player retired by an effect, not to a
    character without the trait; the hunter does not react to a character placed to the Outside Area ("Remove from the
    field ... doesn't refer to using effects such as 'place in the Outside Area'", seed 000), nor in the opponent's
    turn ([Your Turn])."""
    state = _main((HUNTER, CULL, DUMP), (MOURNER, GUILDSMAN, STRANGER))
    me, other = state.seats[0], state.seats[1]
    mourner = unit_from_zones(state, MOURNER, 1)
    guildsman, stranger = unit_from_zones(state, GUILDSMAN, 1), unit_from_zones(state, STRANGER, 1)
    other.front[:] = [mourner, stranger, guildsman]
    hunter = unit_from_zones(state, HUNTER, 0)
    me.front[:] = [hunter]
    deck_before = len(me.deck)
    dump = state.table.effects[ids(state, DUMP)[0]].on_play
    run_effects(state, 0, dump, None, event=ids(state, DUMP)[0])  # (the weakest first: one of the BP 1000 ones)
    placed = guildsman if guildsman not in other.front else stranger
    assert placed not in other.front
    assert len(me.deck) == deck_before and state._bp(mourner) == 3000  # placed, not retired: nobody reacts
    cull = state.table.effects[ids(state, CULL)[0]].on_play
    run_effects(state, 0, cull, None, event=ids(state, CULL)[0])
    left = guildsman if placed is stranger else stranger
    assert left not in other.front
    assert state._bp(mourner) == (4000 if left is guildsman else 3000)
    assert len(me.deck) == deck_before - 1  # the hunter drew: a character on the opponent's Front Line retired
    check_invariants(state)
    state.player = 1  # the opponent's turn: [Your Turn] does not hold for the hunter
    fresh = unit_from_zones(state, GUILDSMAN, 1)
    other.front.append(fresh)
    run_effects(state, 0, cull, None, event=ids(state, CULL)[0])
    assert fresh not in other.front and len(me.deck) == deck_before - 1
    check_invariants(state)


def test_the_watcher_itself_retired_does_not_see_it():
    """The mourner retired itself is not "another" character: it is in the Outside Area and gets nothing."""
    state = _main((CULL,), (MOURNER, GUILDSMAN))
    other = state.seats[1]
    mourner = unit_from_zones(state, MOURNER, 1)
    mourner.bonus = -2000  # (BP 1000: the one the effect may take)
    other.front[:] = [mourner]
    cull = state.table.effects[ids(state, CULL)[0]].on_play
    run_effects(state, 0, cull, None, event=ids(state, CULL)[0])
    assert mourner not in other.front and ids(state, MOURNER)[0] in other.outside
    check_invariants(state)


def test_a_move_during_the_attack_phase_only():
    """"[Your Turn] When this character moves during the Attack Phase": moved by an effect in the Attack Phase it
    draws; moved in the Move Phase (seed 000 Move Phase) it does not."""
    assert compiled_effects(RUNNER_TEXT) == [{"timing": "when-moved", "condition": {"kind": "all", "conditions": [
        {"kind": "your-turn"}, {"kind": "attack-phase"}]}, "actions": [{"do": "draw", "amount": 1}]}]
    state = _main((RUNNER, SHIFT), ())
    me = state.seats[0]
    runner = unit_from_zones(state, RUNNER, 0)
    me.front[:] = []
    me.energy[:] = [runner]
    deck_before = len(me.deck)
    state.phase = MOVE
    state.actor = state.player
    state.apply((MOVE_UP, 0, -1))
    assert runner in me.front and len(me.deck) == deck_before  # the Move Phase: not the Attack Phase
    check_invariants(state)
    me.front.remove(runner)
    me.energy[:] = [runner]
    state.phase = ATTACK
    state.actor = state.player
    run_effects(state, 0, state.table.effects[ids(state, SHIFT)[0]].on_play, None, event=ids(state, SHIFT)[0])
    assert runner in me.front and len(me.deck) == deck_before - 1
    check_invariants(state)
    state.phase = MAIN


def test_leaving_the_area_by_battle_is_its_on_retire_after_a_lost_battle_only():
    """"[On Retire] When this character leaves the area by battle": retired after losing a battle (seed 000, Removing
    cards from the field), not by an effect."""
    assert compiled_effects(LAST_STAND_TEXT) == [{"timing": "on-retire", "condition": {"kind": "retired-by", "by": "battle"},
                                                  "actions": [{"do": "draw", "amount": 1}]}]
    state = _main((BRUTE, CULL), (LAST_STAND,))
    other = state.seats[1]
    stands = [unit_from_zones(state, LAST_STAND, 1), unit_from_zones(state, LAST_STAND, 1)]
    setup_battle(state, [unit_from_zones(state, BRUTE, 0), unit_from_zones(state, BRUTE, 0)], list(stands))
    deck_before = len(other.deck)
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert stands[0] not in other.front and len(other.deck) == deck_before - 1
    assert state.phase == ATTACK  # (still this turn: another attacker is ready)
    check_invariants(state)
    run_effects(state, 0, state.table.effects[ids(state, CULL)[0]].on_play, None, event=ids(state, CULL)[0])
    assert stands[1] not in other.front and len(other.deck) == deck_before - 1  # by an effect: no draw
    check_invariants(state)


def test_the_may_is_declined_when_it_would_only_place_the_card_drawn():
    """"you may draw 1 card. If you did, place 1 card from your hand to the Outside Area": with an empty hand the card
    drawn would be the card placed (nothing gained), and the hunter's player declines; with cards in hand it draws
    and places the card worth least (test_an_opponents_front_line_character_retired_in_battle_is_seen_once_a_turn)."""
    state = _main((HUNTER, CULL), (PREY,), seed=83)
    me, other = state.seats[0], state.seats[1]
    me.front[:] = [unit_from_zones(state, HUNTER, 0)]
    other.front[:] = [unit_from_zones(state, PREY, 1)]
    me.deck.extend(me.hand)
    me.hand[:] = []
    deck_before, outside_before = len(me.deck), len(me.outside)
    run_effects(state, 0, state.table.effects[ids(state, CULL)[0]].on_play, None, event=ids(state, CULL)[0])
    assert other.front == [] and ids(state, PREY)[0] in other.outside
    assert len(me.deck) == deck_before and len(me.outside) == outside_before
    check_invariants(state)


FLARE_TEXT = ('[When in Outside Area] When a character with "Corvin" in its name on your area is retired, you may add this '
              "card from the Outside Area to your hand. This effect of <Signal Flare> can only be activated once per turn.")
FLARE = card("872", name="Signal Flare", text=FLARE_TEXT)
CORVIN = card("873", name="Corvin Ash", bp=1000)
OTHER_CORVIN = card("874", name="Corvin the Elder", bp=1000)


def test_a_card_in_the_outside_area_answers_a_retirement_once_a_turn_by_name():
    """"[When in Outside Area] When a character with "Corvin" in its name on your area is retired, you may add this card
    from the Outside Area to your hand. This effect of <Signal Flare> can only be activated once per turn": a Corvin of
    its player retired by the opponent's effect, the flare goes back to the hand; a second Corvin retired the same turn
    finds the name's one use spent (the other copy stays in the Outside Area)."""
    assert compiled_effects(FLARE_TEXT) == [{"timing": "in-outside-when-character-retired", "condition": {
        "kind": "retired-card-matches", "filter": {"card_type": "character", "name_has": "Corvin"}, "side": "yours"},
        "once_per_turn": True, "once_per_name": True, "actions": [
            {"do": "return-to-hand", "target": {"self": True}, "optional": True}]}]
    state = _main((CULL,), (FLARE, CORVIN, OTHER_CORVIN), seed=85)
    other = state.seats[1]
    flare = ids(state, FLARE)[0]
    for _ in range(2):
        other.outside.append(pull(other, flare))
    corvins = [unit_from_zones(state, CORVIN, 1), unit_from_zones(state, OTHER_CORVIN, 1)]
    other.front[:] = list(corvins)
    hand = other.hand.count(flare)
    cull = state.table.effects[ids(state, CULL)[0]].on_play
    run_effects(state, 0, cull, None, event=ids(state, CULL)[0])
    assert len(other.front) == 1 and other.hand.count(flare) == hand + 1 and other.outside.count(flare) == 1
    check_invariants(state)
    run_effects(state, 0, cull, None, event=ids(state, CULL)[0])
    assert other.front == [] and other.hand.count(flare) == hand + 1 and other.outside.count(flare) == 1
    check_invariants(state)


TINKER_TEXT = ("When you place a <Trait: Brass Gear> card from your hand to the Outside Area by your character's effect, "
               "draw 1 card.")
TINKER = card("875", name="Tinker Vol", text=TINKER_TEXT)
COG = card("876", name="Spare Cog", traits=["Brass Gear"], required_energy=5)
RAG = card("877", name="Oil Rag", required_energy=5)
SORTER = card("878", name="Sorter", text="[On Play] Place 1 card from your hand to the Outside Area.")
TOSS = card("879", name="Toss Order", type="event", text="[Main] Place 1 card from your hand to the Outside Area.")


def test_the_card_placed_and_the_effect_placing_it_are_both_read():
    """"When you place a <Trait: Brass Gear> card from your hand to the Outside Area by your character's effect": a
    Brass Gear card placed by a character's effect draws; another card placed so does not, nor a Brass Gear card placed
    by an Event Card's effect (the moment waits for the placing effect to finish: run_discard_hooks)."""
    assert compiled_effects(TINKER_TEXT) == [{"timing": "when-you-discard-by-your-effect", "condition": {
        "kind": "all", "conditions": [{"kind": "placed-card-matches", "filter": {"trait": "Brass Gear"}},
                                      {"kind": "placed-by", "filter": {"card_type": "character"}}]},
        "actions": [{"do": "draw", "amount": 1}]}]
    for placed, placing, draws in ((COG, SORTER, True), (RAG, SORTER, False), (COG, TOSS, False)):
        state = _main((TINKER, COG, RAG, SORTER, TOSS), (), seed=87)
        me = state.seats[0]
        me.front[:] = [unit_from_zones(state, TINKER, 0)]
        me.deck.extend(me.hand)
        me.hand[:] = [pull(me, ids(state, placed)[0])]
        effects = state.table.effects[ids(state, placing)[0]].on_play
        sorter = unit_from_zones(state, SORTER, 0)
        me.front.append(sorter)
        deck_before = len(me.deck)
        if placing is SORTER:
            run_effects(state, 0, effects, sorter)
        else:
            run_effects(state, 0, effects, None, event=ids(state, TOSS)[0])
        assert ids(state, placed)[0] in me.outside
        assert len(me.deck) == deck_before - (1 if draws else 0), (placed.name, placing.name)
        check_invariants(state)


KEEPER_TEXT = ("[When in Frontline] When you place a <Trait: Brass Gear> card from your hand to the Outside Area by your "
               "character's effect, you may place that card on top of your deck.")
KEEPER = card("880", name="Gear Keeper", text=KEEPER_TEXT)


def test_that_card_goes_back_on_top_of_the_deck():
    """"..., you may place that card on top of your deck": the card the moment names (the one placed, still in the
    Outside Area) goes on top of the deck, the next one drawn; the player takes it (a card of theirs back)."""
    assert compiled_effects(KEEPER_TEXT)[0]["actions"] == [
        {"do": "to-deck", "where": "top", "optional": True, "target": {"up_to": 1, "zone": "placed"}}]
    state = _main((KEEPER, COG, SORTER), (), seed=89)
    me = state.seats[0]
    sorter = unit_from_zones(state, SORTER, 0)
    me.front[:] = [unit_from_zones(state, KEEPER, 0), sorter]
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, COG)[0])]
    outside_before = len(me.outside)
    run_effects(state, 0, state.table.effects[ids(state, SORTER)[0]].on_play, sorter)
    assert me.deck[-1] == ids(state, COG)[0] and len(me.outside) == outside_before and me.hand == []
    check_invariants(state)
