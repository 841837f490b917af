"""Union Arena timings of the "when" family (issue 13): "When / If this character leaves the area (by your own effect /
by your or your opponent's effect)" and "When your character / your opponent's character leaves the area", compiled
from card texts written for Decklab (invented names and traits in the real phrasing) and played through the engine's
API (docs/union-arena-engine.md, "Card effects", and docs/engine.md, the bullet "Leaving the area").

Seed 000, "Removing cards from the field": retiring is only one way to leave the field; returning a card to the hand or
placing it in another area moves it off the field too, and "leaves the area" names every such move. Seed 000, "If
multiple effects are simultaneously activated": an effect set off while another resolves waits for it ("If new effects
activate as the result of an effect resolving ..."), the turn player's first."""
from engine.games.union_arena.constants import ATTACK_WITH, BLOCK_WITH
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    in_hand,
    play_from_hand,
    setup_battle,
    to_main,
    unit_from_zones,
)

OWN = "[Your Turn] If this character leaves the area by your own effect, draw 1 card."
ANY_EFFECT = ("When this character leaves the field by your or your opponent's effect, play up to 1 green <Mira Hoshino> "
              "with required energy of 2 or less and AP cost of 1 from your hand to your area rested.")
PLAIN_LEAVE = "When this character leaves the area, draw 1 card."
FIELD = "[1 Per Turn] When your character leaves the area, you may rest this active Field. If you did, draw 1 card."
RIVAL = "[Your Turn] When your opponent's character leaves the area, this character gets +2000 BP during this turn."
BOUNCE = "[On Play] Choose up to 1 other character on your area and return it to your hand."
RETURN_THEIRS = "Choose up to 1 character on your opponent's Front Line and return it to its owner's hand."
RETIRE_THEIRS = "Choose up to 1 character on your opponent's Front Line and retire it."


def test_leaving_the_area_reads():
    own = compiled_effects(OWN)[0]
    assert own["timing"] == "when-leaves"
    assert own["condition"] == {"kind": "all", "conditions": [{"kind": "your-turn"},
                                                             {"kind": "left-by", "by": "own-effect"}]}
    assert compiled_effects(ANY_EFFECT)[0]["condition"] == {"kind": "left-by", "by": "own-effect|opponent-effect"}
    field = compiled_effects(FIELD)[0]
    assert field["timing"] == "when-character-leaves" and field["once_per_turn"]
    assert field["condition"] == {"kind": "left-card-matches", "filter": {"card_type": "character"}, "side": "yours"}


def test_returned_by_your_own_effect_draws():
    """Card wording: "[Your Turn] If this character leaves the area by your own effect, draw 1 card." Another
    character's [On Play] returns it to the hand (it leaves the area: seed 000, Removing cards from the field); once
    that [On Play] has resolved, its player draws 1."""
    leaver, bouncer = card("W01", bp=3000, text=OWN), card("W02", bp=1000, text=BOUNCE)
    state = to_main(game([deck((leaver, 4), (bouncer, 4)), deck()], seed=11))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, leaver, 0)]
    in_hand(state, bouncer)
    hand = len(me.hand)
    play_from_hand(state, bouncer)
    assert ids(state, leaver)[0] in me.hand
    assert not any(u.card == ids(state, leaver)[0] for u in me.front + me.energy)
    assert len(me.hand) == hand - 1 + 1 + 1  # the bouncer played, the leaver back, 1 card drawn
    check_invariants(state)


def test_returned_by_the_opponents_effect_does_not_draw_but_any_effect_plays():
    """Card wordings: "... leaves the area by your own effect, draw 1 card" does nothing when the opponent's effect
    returns it; "When this character leaves the field by your or your opponent's effect, play up to 1 green <Mira
    Hoshino> ... from your hand to your area rested" plays it then."""
    leaver = card("W03", bp=3000, text=OWN)
    keeper = card("W04", bp=3000, text=ANY_EFFECT)
    mira = card("W05", name="Mira Hoshino", color="green", required_energy=2, ap_cost=1, bp=2000)
    state = to_main(game([deck(), deck((leaver, 4), (keeper, 4), (mira, 4))], seed=12))
    other = state.seats[1]
    other.front[:] = [unit_from_zones(state, leaver, 1), unit_from_zones(state, keeper, 1)]
    other.hand.append(ids(state, mira)[0])
    other.deck.remove(ids(state, mira)[0])
    hand = len(other.hand)
    run_effects(state, 0, compiled_effects(RETURN_THEIRS), None)  # the strongest first: both are 3000; one returns
    run_effects(state, 0, compiled_effects(RETURN_THEIRS), None)
    assert other.front == [] or all(u.card == ids(state, mira)[0] for u in other.front + other.energy)
    # both back in the hand (+2), the <Mira Hoshino> played from it (-1), no card drawn
    assert len(other.hand) == hand + 2 - 1
    assert any(u.card == ids(state, mira)[0] and u.rested for u in other.front + other.energy)
    check_invariants(state)


def test_retired_in_battle_leaves_the_area_but_not_by_an_effect():
    """Seed 000, Resolution timing: the losing character is removed from the field after the battle. "When this
    character leaves the area, draw 1 card" is set off; "... by your or your opponent's effect" is not (a battle is
    no effect)."""
    plain, keeper = card("W06", bp=1000, text=PLAIN_LEAVE), card("W07", bp=1000, text=ANY_EFFECT)
    mira = card("W08", name="Mira Hoshino", color="green", required_energy=2, ap_cost=1, bp=2000)
    big = card("W09", bp=5000)
    for record, drawn in ((plain, 1), (keeper, 0)):
        state = to_main(game([deck((big, 4)), deck((record, 4), (mira, 4))], seed=13))
        other = state.seats[1]
        other.hand.append(ids(state, mira)[0])
        other.deck.remove(ids(state, mira)[0])
        setup_battle(state, [unit_from_zones(state, big, 0)], [unit_from_zones(state, record, 1)])
        state.seats[1].front[0].rested = False
        state.apply((ATTACK_WITH, 0, -1))
        state.apply((BLOCK_WITH, 0))
        assert ids(state, record)[0] in other.outside, record.number
        # (the only attack over, the turn ends and seat 1 draws for its own turn: only turn 1's draws are the effect's)
        assert len([e for e in state.events if e[0] == 1 and e[1] == 1 and e[2] == "draw"]) == drawn, record.number
        assert not other.front and not other.energy, record.number  # (no <Mira Hoshino> played)
        check_invariants(state)


def test_field_sees_your_character_leave_once_per_turn():
    """Card wording: "[1 Per Turn] When your character leaves the area, you may rest this active Field. If you did,
    draw 1 card." (a Field: "your character" is never itself). Two characters returned to the hand in one turn: the
    Field is rested and its player draws once (seed 000, [1 Per Turn]: "can only be activated once per turn")."""
    field = card("W10", type="field", text=FIELD)
    ally = card("W11", bp=2000)
    state = to_main(game([deck((field, 4), (ally, 4)), deck()], seed=14))
    me = state.seats[0]
    watch = unit_from_zones(state, field, 0, rested=False)
    me.energy[:] = [watch]
    me.front[:] = [unit_from_zones(state, ally, 0), unit_from_zones(state, ally, 0)]
    hand = len(me.hand)
    back = compiled_effects("Choose up to 1 character on your area and return it to your hand.")
    run_effects(state, 0, back, None)
    assert watch.rested and len(me.hand) == hand + 2  # the returned card and the card drawn
    watch.rested = False
    run_effects(state, 0, back, None)
    assert not watch.rested and len(me.hand) == hand + 3  # once per turn: only the returned card
    check_invariants(state)


def test_your_opponents_character_leaving_boosts_this_one():
    """Card wording: "[Your Turn] When your opponent's character leaves the area, this character gets +2000 BP during
    this turn." Retiring an opposing character with an effect sets it off after that effect."""
    rival, foe = card("W12", bp=3000, text=RIVAL), card("W13", bp=2000)
    state = to_main(game([deck((rival, 4)), deck((foe, 4))], seed=15))
    me, other = state.seats[0], state.seats[1]
    mine = unit_from_zones(state, rival, 0)
    me.front[:] = [mine]
    other.front[:] = [unit_from_zones(state, foe, 1)]
    run_effects(state, 0, compiled_effects(RETIRE_THEIRS), None)
    assert other.front == [] and state._bp(mine) == 5000
    check_invariants(state)
