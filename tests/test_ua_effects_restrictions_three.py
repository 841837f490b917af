"""Union Arena: restrictions and permissions (family restrictions_three) — a restriction put on a chosen character for
a time ("Choose 1 ..., it cannot block during this turn"), one a player gains for the turn ('During this turn, you gain
"You cannot attack with characters other than <X>."', "You cannot use cards from your hand during this turn"), limits
on using a card ("If there is a <X> on your Outside Area, you cannot use this card"), on attacking ("This character can
only attack if ...") and on what an effect plays ("You cannot play a card with this effect if a card with the same name
is already on your area"), compiled from card texts written for Decklab and played through the engine's API: each one
kept out of the legal actions and out of what the greedy pilot does (docs/engine.md, the bullet "Restrictions and
permissions")."""
from engine.games.union_arena.constants import ATTACK, ATTACK_WITH, BLOCK, MAIN, PASS, PLAY, RAID
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.greedy import GreedyPilot
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
    play_out_turn,
    setup_battle,
    to_main,
    unit_from_zones,
)

NO_BLOCK = "[On Play] Choose up to 1 character on your opponent's Front Line, it cannot block during this turn."
ONLY_TARN = ('[On Play] During this turn, you gain "You cannot attack with characters other than <Tarn the Iron>."')
LOCK = "[On Play] Draw 2 cards. You cannot use cards from your hand during this turn."
WARDEN_BAN = "If there is a <Grey Warden> on your Outside Area, you cannot use this card.\nDraw 2 cards."
ONLY_WITH_SELA = "This character can only attack if there is a <Sela Dunmore> on your Front Line."
NO_COPIES = ("[On Play] Play up to 1 green Character Card with required energy of 2 or less and AP cost of 1 from your "
             "hand to your area rested. You cannot play a card with this effect if a card with the same name is already "
             "on your area.")


def _attack_phase(state):
    state.phase, state.actor = ATTACK, state.player
    return state


def test_a_chosen_character_cannot_block_during_this_turn_only():
    """"it cannot block during this turn": the chosen character of the opponent's is no blocker of this turn's
    attacks (no BLOCK_WITH for it in the block step), and the restriction is gone when the turn ends."""
    jailer = card("701", bp=1000, text=NO_BLOCK)
    wall = card("702", bp=5000)
    state = to_main(game([deck((jailer, 4)), deck((wall, 4))], seed=71))
    blocker = unit_from_zones(state, wall, 1)
    state.seats[1].front[:] = [blocker]
    attacker = unit_from_zones(state, jailer, 0)
    state.seats[0].front[:] = [attacker]
    play_from_hand(state, jailer)
    assert blocker.abilities  # the restriction it gained
    assert state.may_block(blocker, attacker) is False
    state.phase, state.actor, state.attack = BLOCK, 1, (0, 0)  # the block step of this character's attack
    assert state.legal_actions() == [PASS]
    state.phase, state.actor, state.attack = MAIN, 0, None
    check_invariants(state)
    play_out_turn(state)  # seed 000 End Phase: what lasts "during this turn" ends
    assert blocker in state.seats[1].front and not blocker.abilities
    check_invariants(state)


def test_a_player_who_gained_the_restriction_attacks_only_with_the_named_character():
    """'During this turn, you gain "You cannot attack with characters other than <Tarn the Iron>."': only Tarn may
    attack (legal actions), the greedy pilot attacks with it alone, and the next turn every character may attack."""
    herald = card("704", text=ONLY_TARN)
    tarn = card("705", name="Tarn the Iron", bp=3000)
    grunt = card("706", bp=3000)
    state = to_main(game([deck((herald, 4), (tarn, 4), (grunt, 4)), deck()], seed=73))
    me = state.seats[0]
    t, g = unit_from_zones(state, tarn, 0), unit_from_zones(state, grunt, 0)
    me.front[:] = [t, g]
    play_from_hand(state, herald)
    _attack_phase(state)
    attacks = [a for a in state.legal_actions() if a[0] == ATTACK_WITH]
    assert attacks and all(me.front[a[1]] is t for a in attacks)
    check_invariants(state)
    state.phase, state.actor = MAIN, state.player
    play_out_turn(state)  # the pilot's own attacks
    assert not g.rested  # (an attack rests the attacker: the grunt never attacked)
    assert not me.gained_now  # (the turn is over)


def test_you_cannot_use_cards_from_your_hand_during_this_turn():
    """"Draw 2 cards. You cannot use cards from your hand during this turn": no PLAY or RAID from the hand is legal for
    the rest of the turn, the greedy pilot plays none, and in the player's next turn the hand is usable again."""
    scholar = card("707", text=LOCK)
    cheap = card("708", ap_cost=1)
    state = to_main(game([deck((scholar, 4), (cheap, 20)), deck()], seed=74))
    me = state.seats[0]
    play_from_hand(state, scholar)
    me.ap[:] = [True] * 3
    assert me.hand and not any(a[0] in (PLAY, RAID) for a in state.legal_actions())
    field = [u.card for u in me.front + me.energy]
    play_out_turn(state)
    assert [u.card for u in me.front + me.energy] == field  # (the pilot put no card of its hand on the field)
    check_invariants(state)
    # the opponent's turn, then the player's own: the hand may be used again
    while not state.is_terminal() and not (state.player == 0 and state.phase == MAIN):
        play_out_turn(state)
    if not state.is_terminal():
        assert any(a[0] == PLAY for a in state.legal_actions())


def test_a_card_cannot_be_used_while_its_condition_holds():
    """"If there is a <Grey Warden> on your Outside Area, you cannot use this card": no PLAY of the event while one is
    there; legal again once it is gone."""
    rite = card("709", type="event", text=WARDEN_BAN)
    warden = card("710", name="Grey Warden")
    assert [e["actions"] for e in compiled_effects(WARDEN_BAN)][0] == [{"do": "use-condition"}]
    state = to_main(game([deck((rite, 4), (warden, 4)), deck()], seed=75))
    me = only_in_hand(state, rite)
    me.outside.append(ids(state, warden)[0])
    me.deck.remove(ids(state, warden)[0])
    assert not any(a[0] == PLAY for a in state.legal_actions())
    me.deck.append(me.outside.pop())
    assert any(a[0] == PLAY for a in state.legal_actions())
    check_invariants(state)


def test_a_character_can_only_attack_while_its_condition_holds():
    """"This character can only attack if there is a <Sela Dunmore> on your Front Line": no ATTACK_WITH for it without
    Sela; with her beside it, it may attack."""
    squire = card("711", text=ONLY_WITH_SELA)
    sela = card("712", name="Sela Dunmore")
    state = to_main(game([deck((squire, 4), (sela, 4)), deck()], seed=76))
    me = state.seats[0]
    held = unit_from_zones(state, squire, 0)
    me.front[:] = [held]
    _attack_phase(state)
    assert not any(a[0] == ATTACK_WITH for a in state.legal_actions())
    me.front.append(unit_from_zones(state, sela, 0))
    assert (ATTACK_WITH, 0, -1) in state.legal_actions()
    check_invariants(state)


def test_the_effect_plays_no_card_named_as_one_on_the_area():
    """"You cannot play a card with this effect if a card with the same name is already on your area": with a copy of
    <Fern> on the area, the <Fern> in hand is not played; the other green card is."""
    caller = card("713", color="green", text=NO_COPIES)
    fern = card("714", name="Fern", color="green", required_energy=1)
    moss = card("715", name="Moss", color="green", required_energy=1, bp=1000)
    effect = compiled_effects(NO_COPIES)[0]
    for in_hand_records, played in (((fern,), None), ((fern, moss), moss)):
        state = to_main(game([deck((caller, 4), (fern, 4), (moss, 4)), deck()], seed=77))
        me = state.seats[0]
        me.deck.extend(me.hand)
        me.hand[:] = []
        me.front[:] = [unit_from_zones(state, fern, 0)]
        for record in in_hand_records:
            in_hand(state, record)
        source = unit_from_zones(state, caller, 0)
        me.front.append(source)
        run_effects(state, 0, [effect], source)
        on_area = [u.card for u in me.front + me.energy]
        assert on_area.count(ids(state, fern)[0]) == 1
        assert (ids(state, moss)[0] in on_area) == (played is moss)
        check_invariants(state)


def test_characters_that_cannot_be_targeted_by_sniper():
    """"[When in Frontline] Other than <Kael Rune>, characters on your area cannot be targeted by [Sniper]": the
    opponent's Sniper attacks are offered on Kael only (and on the player); the greedy pilot, whose Sniper would take
    the 3000 BP character, does not (seed 000 Keyword Effects, Sniper)."""
    text = "[When in Frontline] Other than <Kael Rune>, characters on your area cannot be targeted by [Sniper]."
    assert compiled_effects(text)[0]["actions"] == [{"do": "cannot-be-sniped", "target": {
        "card_type": "character", "side": "yours", "zone": "any", "all": True, "not_name": "Kael Rune"}}]
    hunter = card("716", bp=4000, keywords=[{"name": "snipe"}])
    warden = card("717", bp=3000, text=text)
    kael = card("718", name="Kael Rune", bp=5000)
    state = to_main(game([deck((hunter, 4)), deck((warden, 4), (kael, 4))], seed=78))
    setup_battle(state, [unit_from_zones(state, hunter, 0)], [unit_from_zones(state, warden, 1), unit_from_zones(state, kael, 1)])
    attacks = [a for a in state.legal_actions() if a != PASS]
    assert attacks == [(ATTACK_WITH, 0, -1), (ATTACK_WITH, 0, 1)]
    choice = GreedyPilot(0).choose(state)
    assert choice != (ATTACK_WITH, 0, 0) and choice in state.legal_actions()  # (it would snipe the 3000 BP warden)
    check_invariants(state)
