"""Union Arena timings and conditions around attacks (issue 13): "if you have not raided during this Attack Phase",
"raid the revealed card onto this character('s raid source card)", "choose a <X> in your hand to raid on this
character", a hand card's "When <X> raids during your Attack Phase, ... play this card from your hand" and "At the end
of an attack that this character was blocked, ... that blocked this character", compiled from card texts written for
Decklab and played through the engine's API (docs/engine.md, the bullet "Around attacks")."""
from engine.games.union_arena.constants import (
    ATTACK,
    ATTACK_WITH,
    BLOCK,
    BLOCK_WITH,
    MAIN,
    PASS,
    PLAY,
    RAID,
    TRIGGER,
)
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, setup_battle, to_main

SWAP = ("At the end of this character's attack, if you have not raided during this Attack Phase, you may reveal 1 "
        "<Velo Rider Apex> from your hand and retire 1 <Sugarling> on your area. If you did, return the top card of this "
        "character in Raid State to your hand and raid the revealed card onto this character's raid source card.")

BASE = card("A01", name="Velo Rider", bp=3000)
PRIME = card("A02", name="Velo Rider Prime", bp=4000, text=f"[Raid] <Velo Rider>\n{SWAP}",
             keywords=[{"name": "raid", "target": "Velo Rider"}])
APEX = card("A03", name="Velo Rider Apex", bp=6000, text="[Raid] <Velo Rider>", keywords=[{"name": "raid", "target": "Velo Rider"}])
SUGAR = card("A04", name="Sugarling", bp=1000)


def _position(seed=31):
    """Seat 0: <Velo Rider Prime> raided onto <Velo Rider> on the Front Line, a <Sugarling> on the Energy Line and a
    <Velo Rider Apex> in the hand; seat 1: nothing on its area (the attack is not blocked)."""
    state = to_main(game([deck((BASE, 4), (PRIME, 4), (APEX, 4), (SUGAR, 4)), deck()], seed=seed))
    me = state.seats[0]
    rider = state._new_unit(pull(me, ids(state, PRIME)[0]), 0, rested=False)
    rider.base = pull(me, ids(state, BASE)[0])
    me.energy[:] = [state._new_unit(pull(me, ids(state, SUGAR)[0]), 0)]
    me.hand.append(pull(me, ids(state, APEX)[0]))
    return state, rider


def _attack(state, attacker_index=0):
    state.apply((ATTACK_WITH, attacker_index, -1))
    while state.phase in (BLOCK, TRIGGER):
        state.apply(PASS if PASS in state.legal_actions() else state.legal_actions()[0])


def test_not_raided_during_this_attack_phase_reads():
    effect = compiled_effects(SWAP)[0]
    assert effect["timing"] == "end-of-attack"
    assert effect["actions"][0]["condition"] == {"kind": "none", "conditions": [{"kind": "raided-this-turn", "phase": "attack"}]}
    assert effect["actions"][-1] == {"do": "play-from", "target": {"side": "yours", "zone": "revealed"}, "raid": "only",
                                     "onto": {"self": True}, "if_done": True}


def test_swap_at_the_end_of_the_attack():
    """Card wording: at the end of its attack, with no Raid of yours in this Attack Phase, the <Velo Rider Apex> shown
    from the hand raids onto <Velo Rider> (the raid source card, once <Velo Rider Prime> on top went back to the hand)
    and a <Sugarling> is retired. Seed 000 Raid Boost 3: the raided character is active — it may attack again."""
    state, rider = _position()
    me = state.seats[0]
    setup_battle(state, [rider, state._new_unit(pull(me, ids(state, BASE)[0]), 0, rested=False)], [])
    apex, base, prime, sugar = (ids(state, r)[0] for r in (APEX, BASE, PRIME, SUGAR))
    hand = list(me.hand)
    _attack(state)
    top = next(u for u in me.front if u.card == apex)
    assert top.base == base and not top.rested
    assert me.hand.count(prime) == hand.count(prime) + 1 and me.hand.count(apex) == hand.count(apex) - 1
    assert me.energy == [] and sugar in me.outside
    assert state.phase == ATTACK
    check_invariants(state)


SCOUT = card("A05", name="Velo Scout", bp=2000, text="[When Attacking] Raid up to 1 <Velo Rider Apex> from your hand.")


def test_a_raid_during_this_attack_phase_stops_it():
    """Seed 000 Raid Boost by an effect ("If an effect states 'Raid Boost', then you can use Raid Boost with that
    effect"): the scout's [When Attacking] raids a <Velo Rider Apex> in this Attack Phase, so at the end of the rider's
    attack "if you have not raided during this Attack Phase" does not hold: nothing is revealed, retired or raided."""
    state = to_main(game([deck((BASE, 4), (PRIME, 4), (APEX, 4), (SUGAR, 4), (SCOUT, 4)), deck()], seed=32))
    me = state.seats[0]
    rider = state._new_unit(pull(me, ids(state, PRIME)[0]), 0, rested=False)
    rider.base = pull(me, ids(state, BASE)[0])
    me.energy[:] = [state._new_unit(pull(me, ids(state, SUGAR)[0]), 0)]
    apex, prime = ids(state, APEX)[0], ids(state, PRIME)[0]
    me.deck.extend(me.hand)
    me.hand[:] = []
    me.hand.append(pull(me, apex))
    scout = state._new_unit(pull(me, ids(state, SCOUT)[0]), 0, rested=False)
    other = state._new_unit(pull(me, ids(state, BASE)[0]), 0, rested=False)
    setup_battle(state, [scout, rider, other], [])
    _attack(state, 0)
    assert me.hand == [] and any(u.card == apex for u in me.front)  # the scout's Raid, in this Attack Phase
    me.hand.append(pull(me, apex))
    _attack(state, me.front.index(rider))
    assert rider in me.front and rider.card == prime and me.hand == [apex] and len(me.energy) == 1
    check_invariants(state)


def test_a_raid_in_the_main_phase_does_not_count():
    """"During this Attack Phase": a Raid from the hand in this turn's Main Phase (a legal RAID action) is not in it,
    so the swap at the end of the attack still happens ("If you raided during this turn" would hold)."""
    state, rider = _position(seed=33)
    me = state.seats[0]
    apex, base = ids(state, APEX)[0], ids(state, BASE)[0]
    me.front[:] = [rider, state._new_unit(pull(me, base), 0, rested=False)]
    me.hand.append(pull(me, apex))  # (one to raid now, one to reveal later)
    me.ap[:] = [True] * 3
    assert state.phase == MAIN
    state.apply(next(a for a in state.legal_actions() if a[0] == RAID and me.hand[a[1]] == apex))
    assert me.raided_now == (apex,)
    state.phase, state.actor = ATTACK, state.player
    hand = list(me.hand)
    _attack(state, me.front.index(rider))
    top = next(u for u in me.front if u.base == base and u is not rider and u.card == apex and not u.rested)
    assert top is not None and me.hand.count(apex) == hand.count(apex) - 1
    check_invariants(state)


CHOSEN_RAID = ("At the end of this character's attack, if you used a <Mending Tonic> this turn, you may choose a <Rook Vesper> "
               "with [Raid] in your hand to raid on this character.")


def test_choose_a_card_in_your_hand_to_raid_on_this_character():
    """Card wording "choose a <X> with [Raid] in your hand to raid on this character": that card Raids onto this
    character (seed 000 Raid Boost by an effect, no AP paid) — here once a <Mending Tonic> was used this turn."""
    assert compiled_effects(CHOSEN_RAID)[0]["actions"][0]["target"] == {
        "up_to": 1, "exactly": True, "name": "Rook Vesper", "keyword": "raid", "side": "yours", "zone": "hand"}
    squire = card("A06", name="Rook", bp=3000, text=CHOSEN_RAID)
    vesper = card("A07", name="Rook Vesper", bp=5000, text="[Raid] <Rook>", keywords=[{"name": "raid", "target": "Rook"}])
    tonic = card("A08", name="Mending Tonic", type="event", text="[Main] Draw 1 card.")
    for used in (False, True):
        state = to_main(game([deck((squire, 4), (vesper, 4), (tonic, 4)), deck()], seed=34))
        me = state.seats[0]
        rook = state._new_unit(pull(me, ids(state, squire)[0]), 0, rested=False)
        me.front[:] = [rook, state._new_unit(pull(me, ids(state, squire)[0]), 0, rested=False)]
        me.hand.append(pull(me, ids(state, vesper)[0]))
        if used:
            me.hand.append(pull(me, ids(state, tonic)[0]))
            me.ap[:] = [True] * 3
            state.apply(next(a for a in state.legal_actions() if a[0] == PLAY and me.hand[a[1]] == ids(state, tonic)[0]))
        state.phase, state.actor = ATTACK, state.player
        _attack(state, 0)
        raided = [u for u in me.front if u.card == ids(state, vesper)[0]]
        assert bool(raided) == used
        if used:
            assert raided[0].base == ids(state, squire)[0] and not raided[0].rested
        check_invariants(state)


ECHO_TEXT = ("When <Hollow Hopper> raids during your Attack Phase, if there are 3 or more <Trait: Lattice> cards on your area, "
             "you may play this card from your hand to your area rested. This effect of <Lattice Echo> can only be activated "
             "once per turn.")
HOPPER_BASE = card("A09", name="Hollow", bp=3000, traits=["Lattice"])
HOPPER = card("A10", name="Hollow Hopper", bp=5000, traits=["Lattice"], text="[Raid] <Hollow>",
              keywords=[{"name": "raid", "target": "Hollow"}])
ECHO = card("A11", name="Lattice Echo", bp=3000, traits=["Lattice"], text=ECHO_TEXT)
HERALD = card("A12", name="Lattice Herald", bp=2000, traits=["Lattice"],
              text="[When Attacking] Raid up to 1 <Hollow Hopper> from your hand.")


def _hand_raid_position(seed, lattice_on_energy=2):
    """Seat 0 in its Attack Phase: a herald (whose [When Attacking] raids a <Hollow Hopper> from the hand) and a
    <Hollow> on the Front Line, `lattice_on_energy` more <Trait: Lattice> characters on the Energy Line; a <Hollow
    Hopper> and a <Lattice Echo> in the hand."""
    state = to_main(game([deck((HOPPER_BASE, 4), (HOPPER, 4), (ECHO, 4), (HERALD, 4)), deck()], seed=seed))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, HOPPER)[0]), pull(me, ids(state, ECHO)[0])]
    herald = state._new_unit(pull(me, ids(state, HERALD)[0]), 0, rested=False)
    hollow = state._new_unit(pull(me, ids(state, HOPPER_BASE)[0]), 0, rested=True)
    me.energy[:] = [state._new_unit(pull(me, ids(state, HOPPER_BASE)[0]), 0) for _ in range(lattice_on_energy)]
    setup_battle(state, [herald, hollow], [])
    return state, me


def test_a_card_in_the_hand_is_played_when_its_raider_raids():
    """Card wording "When <X> raids during your Attack Phase, if there are 3 or more <Trait: Y> cards on your area, you
    may play this card from your hand to your area rested": the herald's [When Attacking] Raid Boosts a <Hollow
    Hopper> in this Attack Phase, with 4 <Trait: Lattice> cards on the area; the <Lattice Echo> in the hand is played,
    rested (the greedy pilot takes the free character), once: "This effect of <Lattice Echo> can only be activated
    once per turn"."""
    effect = compiled_effects(ECHO_TEXT)[0]
    assert effect["timing"] == "in-hand-when-yours-raids" and effect["once_per_name"]
    assert effect["condition"]["conditions"][-1] == {"kind": "played-card-matches", "filter": {"name": "Hollow Hopper"}}
    state, me = _hand_raid_position(seed=35)
    echo = ids(state, ECHO)[0]
    _attack(state, 0)
    assert any(u.card == ids(state, HOPPER)[0] for u in me.front)  # the Raid
    played = [u for u in me.front + me.energy if u.card == echo]
    assert echo not in me.hand and len(played) == 1 and played[0].rested
    check_invariants(state)


def test_not_played_with_too_few_cards_or_outside_the_attack_phase():
    """With only the herald and the <Hollow Hopper> raided onto <Hollow> on the area (2 <Trait: Lattice> cards, 3
    needed) the <Lattice Echo> stays in the hand; a Raid from the hand in the Main Phase (a legal RAID action) is not
    "during your Attack Phase" either."""
    state, me = _hand_raid_position(seed=36, lattice_on_energy=0)
    echo = ids(state, ECHO)[0]
    _attack(state, 0)
    assert any(u.card == ids(state, HOPPER)[0] for u in me.front) and echo in me.hand
    check_invariants(state)
    state = to_main(game([deck((HOPPER_BASE, 4), (HOPPER, 4), (ECHO, 4)), deck()], seed=37))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, HOPPER)[0]), pull(me, ids(state, ECHO)[0])]
    me.front[:] = [state._new_unit(pull(me, ids(state, HOPPER_BASE)[0]), 0) for _ in range(3)]
    me.ap[:] = [True] * 3
    state.apply(next(a for a in state.legal_actions() if a[0] == RAID and me.hand[a[1]] == ids(state, HOPPER)[0]))
    assert any(u.card == ids(state, HOPPER)[0] for u in me.front) and echo in me.hand
    check_invariants(state)


BLOCKED_TEXT = ("At the end of an attack that this character was blocked, choose up to 1 character with BP 3000 or less that "
                "blocked this character and retire it.")


def test_the_character_that_blocked_this_character_at_the_end_of_the_attack():
    """Seed 000 Resolution timing: "a losing attacker stays" — a 2000 BP attacker blocked by a 3000 BP character loses
    the battle and the blocker stays; at the end of that attack "choose up to 1 character with BP 3000 or less that
    blocked this character and retire it" retires that blocker. A 4000 BP blocker is over the limit and stays; an
    attack not blocked sets nothing off."""
    effect = compiled_effects(BLOCKED_TEXT)[0]
    assert effect["condition"] == {"kind": "attack-blocked"} and effect["actions"][0]["target"]["blocker"]
    talon = card("A13", name="Talon", bp=2000, text=BLOCKED_TEXT)
    for wall_bp, retired in ((3000, True), (4000, False)):
        wall = card("A14", name="Wall", bp=wall_bp)
        bystander = card("A15", name="Bystander", bp=1000)
        state = to_main(game([deck((talon, 4)), deck((wall, 4), (bystander, 4))], seed=38))
        me, other = state.seats
        blocker = state._new_unit(pull(other, ids(state, wall)[0]), 1, rested=False)
        other_unit = state._new_unit(pull(other, ids(state, bystander)[0]), 1, rested=False)
        attacker = state._new_unit(pull(me, ids(state, talon)[0]), 0, rested=False)
        setup_battle(state, [attacker, state._new_unit(pull(me, ids(state, talon)[0]), 0, rested=False)],
                     [blocker, other_unit])
        state.apply((ATTACK_WITH, 0, -1))
        state.apply((BLOCK_WITH, 0))
        assert attacker in me.front and state.phase == ATTACK
        assert (blocker not in other.front) == retired and other_unit in other.front
        assert (ids(state, wall)[0] in other.outside) == retired
        check_invariants(state)
    state = to_main(game([deck((talon, 4)), deck((wall, 4))], seed=39))
    me, other = state.seats
    blocker = state._new_unit(pull(other, ids(state, wall)[0]), 1, rested=True)  # (rested: it cannot block)
    setup_battle(state, [state._new_unit(pull(me, ids(state, talon)[0]), 0, rested=False)], [blocker])
    _attack(state, 0)
    assert blocker in other.front
    check_invariants(state)


UNDER_TEXT = ("At the end of this character's attack, if there is a face-down card under this character, set this character "
              "to active and this character gains [Impact 1] during this turn. Then, place 1 face-down card under this "
              "character to the Outside Area. If the card placed to the Outside Area by this effect is a <Pip>, you may play "
              "up to 1 of them to your Energy Line rested.")


def test_the_face_down_card_placed_is_played_from_the_outside_area():
    """Card wording: at the end of its attack, with a face-down card under it, the character is set to active (it may
    attack again) and the face-down card goes to the Outside Area; "If the card placed to the Outside Area by this
    effect is a <Pip>, you may play up to 1 of them to your Energy Line rested": that very card, played rested. Another
    card placed stays in the Outside Area."""
    chain = card("A16", name="Chain Hound", bp=4000, text=UNDER_TEXT)
    pip = card("A17", name="Pip", bp=1000)
    stray = card("A18", name="Stray", bp=1000)
    for under, played in ((pip, True), (stray, False)):
        state = to_main(game([deck((chain, 4), (pip, 4), (stray, 4)), deck()], seed=40))
        me = state.seats[0]
        hound = state._new_unit(pull(me, ids(state, chain)[0]), 0, rested=False)
        hound.under = (pull(me, ids(state, under)[0]),)
        me.energy[:] = []
        setup_battle(state, [hound, state._new_unit(pull(me, ids(state, chain)[0]), 0, rested=False)], [])
        outside = list(me.outside)
        _attack(state, 0)
        assert hound.under == () and not hound.rested
        on_energy = [u for u in me.energy if u.card == ids(state, under)[0]]
        assert bool(on_energy) == played and (not played or on_energy[0].rested)
        assert me.outside.count(ids(state, under)[0]) == outside.count(ids(state, under)[0]) + (0 if played else 1)
        check_invariants(state)


ACE_TEXT = ("[On Play] This character gets +1000 BP during this turn. If this character was raided by the effect of your "
            "character, this character gains \"Your opponent must block this character's attack if possible\" during this turn.")


def test_raided_by_the_effect_of_your_character():
    """"If this character was raided by the effect of your character": its [On Play] after a Raid Boost a character's
    effect made (seed 000: "If an effect states 'Raid Boost', then you can use Raid Boost with that effect") — the scout's
    [When Attacking] — gives it the ability; raided from the hand (a legal RAID action) it does not."""
    assert compiled_effects(ACE_TEXT)[0]["actions"][1]["condition"] == {"kind": "played-by-effect", "by": "character",
                                                                        "raid": True}
    fox = card("A19", name="Brisk Fox", bp=3000)
    ace = card("A20", name="Brisk Fox Ace", bp=5000, text=f"[Raid] <Brisk Fox>\n{ACE_TEXT}",
               keywords=[{"name": "raid", "target": "Brisk Fox"}])
    scout = card("A21", name="Fox Scout", bp=2000, text="[When Attacking] Raid up to 1 <Brisk Fox Ace> from your hand.")
    state = to_main(game([deck((fox, 4), (ace, 4), (scout, 4)), deck()], seed=41))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, ace)[0])]
    setup_battle(state, [state._new_unit(pull(me, ids(state, scout)[0]), 0, rested=False),
                         state._new_unit(pull(me, ids(state, fox)[0]), 0, rested=True)], [])
    _attack(state, 0)
    raided = next(u for u in me.front if u.card == ids(state, ace)[0])
    assert raided.abilities and state._bp(raided) == 6000
    check_invariants(state)
    state = to_main(game([deck((fox, 4), (ace, 4), (scout, 4)), deck()], seed=42))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, ace)[0])]
    me.front[:] = [state._new_unit(pull(me, ids(state, fox)[0]), 0)]
    me.ap[:] = [True] * 3
    state.apply(next(a for a in state.legal_actions() if a[0] == RAID))
    raided = next(u for u in me.front if u.card == ids(state, ace)[0])
    assert not raided.abilities and state._bp(raided) == 6000
    check_invariants(state)
