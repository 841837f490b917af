"""Union Arena effects played in full (issue 13): timings and lines — the end of an attack, of a phase, moves between
the Front Line and the Energy Line and blocks they force — from card texts written for Decklab (invented names and
numbers in the real phrasing).

Each scenario builds its position through the engine's API, quotes the card wording it plays and names the seed 000
section where a rule is involved."""
from engine.games.union_arena.constants import (
    ACTIVATE,
    ATTACK,
    ATTACK_WITH,
    BLOCK,
    BLOCK_WITH,
    ENERGY,
    FRONT,
    PASS,
    PLAY,
)
from engine.games.union_arena.effects_runtime import run_effects
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
    setup_battle,
    to_main,
    unit_from_zones,
)


def test_at_the_end_of_this_characters_attack_raid_onto_this_character():
    """Card wording: "At the end of this character's attack, raid up to 1 <Gale Runner Ascendant> from your hand onto
    this character." Seed 000, Resolution timing: effects "activated at the end of a battle" resolve once the attack
    is resolved; Raid Boost ("If an effect states Raid Boost, then you can use Raid Boost with that effect"): the Raid
    card goes on top, active. "onto this character": not onto another character it could Raid (here a rested one,
    which a Raid by an effect would otherwise prefer)."""
    text = "At the end of this character's attack, raid up to 1 <Gale Runner Ascendant> from your hand onto this character."
    assert compiled_effects(text)[0]["actions"][0]["onto"] == {"self": True}
    runner = card("951", name="Gale Runner", bp=2000, text=text)
    ascendant = card("952", name="Gale Runner Ascendant", bp=5000, required_energy=3,
                     text="[Raid] <Gale Runner>", keywords=[{"name": "raid", "target": "Gale Runner"}])
    state = to_main(game([deck((runner, 4), (ascendant, 4)), deck()], seed=91))
    me = state.seats[0]
    holder = unit_from_zones(state, runner, 0)
    other = unit_from_zones(state, runner, 0, rested=True)
    raider = ids(state, ascendant)[0]
    me.deck.extend(card_id for card_id in me.hand if card_id == raider)
    me.hand[:] = [card_id for card_id in me.hand if card_id != raider] + [raider]
    me.deck.remove(raider)
    setup_battle(state, [holder, other], [])
    state.apply((ATTACK_WITH, 0, -1))
    while state.phase != ATTACK or state.actor != 0:  # (the opponent's block step, Trigger checks)
        state.apply(PASS)
    raided = next(u for u in me.front if u.card == raider)
    assert raided.base == holder.card and not raided.rested  # onto the attacker, active (Raid Boost step 3)
    assert holder not in me.front and other in me.front and other.rested
    assert raider not in me.hand
    check_invariants(state)


def test_your_opponent_must_block_with_a_character_with_bp_n_or_less_if_possible():
    """Card wording: "[Main] [Discard 1] [1 Per Turn] This character gains +500 BP and Your opponent must block this
    character's attack with a character with BP 3000 or less if possible. during this turn." Seed 000, Blocking
    Character specification timing: the attacked player "can specify 1 Character in Active Mode on their Front Line"
    — here, while one with BP 3000 or less can block, it must be one of those (no pass, no other blocker); with none,
    the block is the player's choice as usual."""
    text = ("[Main] [Discard 1] [1 Per Turn] This character gains +500 BP and Your opponent must block this character's "
            "attack with a character with BP 3000 or less if possible. during this turn.")
    gained = compiled_effects(text)[0]["actions"][1]
    assert gained["effects"][0]["actions"] == [{"do": "must-be-blocked", "bp_max": 3000}]
    lure = card("953", bp=4000, text=text)
    small = card("954", bp=2500)
    big = card("955", bp=5000)
    state = to_main(game([deck((lure, 4)), deck((small, 4), (big, 4))], seed=92))
    me = state.seats[0]
    holder = unit_from_zones(state, lure, 0)
    me.front[:] = [holder]
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert state._bp(holder) == 4500
    guard_small, guard_big = unit_from_zones(state, small, 1), unit_from_zones(state, big, 1)
    spare = unit_from_zones(state, PLAIN, 0)
    setup_battle(state, [holder, spare], [guard_big, guard_small])
    state.apply((ATTACK_WITH, 0, -1))
    assert state.phase == BLOCK and state.legal_actions() == [(BLOCK_WITH, 1)]  # only the 2500 BP one, no pass
    assert GreedyPilot(1).choose(state) == (BLOCK_WITH, 1)
    state.apply((BLOCK_WITH, 1))
    while state.phase != ATTACK or state.actor != 0:
        state.apply(PASS)
    assert guard_small not in state.seats[1].front and guard_big in state.seats[1].front
    holder.rested = False  # (it attacks again) none with BP 3000 or less can block: the block is free again
    state.apply((ATTACK_WITH, state.seats[0].front.index(holder), -1))
    assert state.phase == BLOCK and state.legal_actions() == [PASS, (BLOCK_WITH, 0)]
    state.apply(PASS)
    check_invariants(state)


def test_at_the_end_of_your_opponents_attack_phase():
    """Card wording: "At the end of your opponent's Attack Phase, retire this character." Seed 000, Attack Phase: "If
    there are no more Characters you want to attack with, the Attack Phase ends" — the opponent's, so it happens in
    their turn, after their effects at that moment ("If multiple effects are simultaneously activated": the player
    whose turn it is resolves theirs first), and not at the end of its own player's Attack Phase."""
    text = "At the end of your opponent's Attack Phase, retire this character."
    assert compiled_effects(text)[0]["timing"] == "end-of-opponents-attack-phase"
    fleeting = card("956", bp=3000, text=text)
    state = to_main(game([deck((fleeting, 4)), deck()], seed=93))
    me, other = state.seats[0], state.seats[1]
    holder = unit_from_zones(state, fleeting, 0)
    me.front[:] = [holder]
    state.apply(PASS)  # its own player's Main Phase ends, then the Attack Phase (no attack)
    while state.player == 0:
        state.apply(PASS)
    assert holder in me.front  # not at the end of its own player's Attack Phase
    to_main(state)
    other.front[:] = []
    state.apply(PASS)  # the opponent's Main Phase ends; with no attacker, their Attack Phase ends too
    assert holder not in me.front and holder.card in me.outside  # retired
    check_invariants(state)


def test_move_an_opposing_energy_line_character_or_exchange_when_their_front_line_is_full():
    """Card wording: "[On Play] Choose 1 of your Opponent Energy Line Character and move it to Front Line. If your
    opponent Front Line is full, Choose 1 of your Opponent Energy Line Character and 1 Opponent Front Line Character,
    exchange their position instead". Seed 000, Your Field: "Up to 4 Character cards can be placed on the Front Line"
    (full at 4); the exchange is the Move Phase's swap ("that Character can be swapped with a Character on the Energy
    Line without moving any cards to the Remove Area. When moving cards during phases other than the Move Phase, use
    the same procedure"): no card goes to the Remove Area. Your choice of theirs: their strongest Front Line character
    goes back, their weakest Energy Line character comes forward."""
    text = ("[On Play] Choose 1 of your Opponent Energy Line Character and move it to Front Line. If your opponent Front "
            "Line is full, Choose 1 of your Opponent Energy Line Character and 1 Opponent Front Line Character, exchange "
            "their position instead")
    assert [a["do"] for a in compiled_effects(text)[0]["actions"]] == ["swap-positions", "move-line"]
    puller = card("957", text=text)
    weak, strong = card("958", bp=1000), card("959", bp=6000)
    state = to_main(game([deck((puller, 4)), deck((weak, 8), (strong, 8))], seed=94))
    other = state.seats[1]
    back = unit_from_zones(state, weak, 1)
    other.energy[:] = [back]
    other.front[:] = [unit_from_zones(state, strong, 1)]
    holder = unit_from_zones(state, puller, 0)
    state.seats[0].front[:] = [holder]
    run_effects(state, 0, effects_of(state, puller).on_play, holder)
    assert back in other.front and other.energy == [] and len(other.front) == 2  # not full: moved, nothing else
    other.deck.extend(u.card for u in other.front)  # (a new position)
    other.front[:] = [unit_from_zones(state, strong, 1), unit_from_zones(state, weak, 1),
                      unit_from_zones(state, weak, 1), unit_from_zones(state, weak, 1)]
    biggest = other.front[0]
    other.energy[:] = [unit_from_zones(state, strong, 1), unit_from_zones(state, weak, 1)]
    smallest = other.energy[1]
    removed = len(other.remove)
    run_effects(state, 0, effects_of(state, puller).on_play, holder)
    assert biggest in other.energy and smallest in other.front  # exchanged
    assert len(other.front) == 4 and len(other.energy) == 2 and len(other.remove) == removed
    check_invariants(state)


def test_when_a_card_is_played_on_a_line_different_from_this_character_move_it():
    """Card wording: "[1 Per Turn] When a <Mira Sol> is played on a line different from this character, you may move
    this character to another line." Seed 000, Main Phase: a character is played "to your Front Line or Energy Line";
    the move to the other line follows the Move Phase procedure (into a full line, a card of it to the Remove Area
    first). Once per turn (seed 000 Glossary, ターン1); a <Mira Sol> played on its own line does nothing. The move is
    taken by value: to the Front Line in your turn with attacks to come (reading optional-by-value)."""
    text = ("[1 Per Turn] When a <Mira Sol> is played on a line different from this character, you may move this "
            "character to another line.")
    compiled_effects(text)
    follower = card("960", bp=3000, text=text)
    mira = card("961", name="Mira Sol", bp=1000)
    state = to_main(game([deck((follower, 4), (mira, 8)), deck()], seed=95))
    me = state.seats[0]
    assert state.table.effects[ids(state, follower)[0]].complete
    holder = unit_from_zones(state, follower, 0)
    me.front[:] = []
    me.energy[:] = [holder]
    me.deck.extend(me.hand)
    me.hand[:] = []
    mira_id = ids(state, mira)[0]
    for _ in range(3):
        me.deck.remove(mira_id)
        me.hand.append(mira_id)
    me.ap[:] = [True, True, True]
    state.apply((PLAY, 0, ENERGY, -1))  # on its own line: nothing
    assert holder in me.energy
    state.apply((PLAY, 0, FRONT, -1))  # on the other line: it moves to the Front Line (active: it may attack)
    assert holder in me.front and holder not in me.energy
    state.apply((PLAY, 0, ENERGY, -1))  # once per turn
    assert holder in me.front
    check_invariants(state)


def test_at_the_end_of_your_main_phase_said_within_a_sentence():
    """Card wording: "[Main] [1 Per Turn] Place 1 card from your hand to the Outside Area. If you did, draw 1 card and
    at the end of your Main Phase, draw 2 cards." The later draw is a delayed effect this character has for the rest of
    the turn (the reading of "... At the end of this character's attack, ..." said after a first sentence), and waits
    on the same "If you did"; seed 000, Main Phase then Attack Phase: it resolves as the Main Phase ends."""
    text = ("[Main] [1 Per Turn] Place 1 card from your hand to the Outside Area. If you did, draw 1 card and at the end "
            "of your Main Phase, draw 2 cards.")
    later = compiled_effects(text)[0]["actions"][1]  # (before the draw said with it: both wait on the placing only)
    assert later["do"] == "gain-ability" and later["if_done"] and later["effects"][0]["timing"] == "end-of-main-phase"
    planner = card("962", text=text)
    state = to_main(game([deck((planner, 4)), deck()], seed=96))
    me = state.seats[0]
    holder = unit_from_zones(state, planner, 0)
    me.front[:] = [holder]
    hand = len(me.hand)
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert len(me.hand) == hand  # one placed, one drawn
    state.apply(PASS)  # the Main Phase ends
    assert len(me.hand) == hand + 2
    check_invariants(state)


def test_the_number_of_cards_you_can_place_on_the_front_line_is_reduced():
    """Card wording: "[When in Frontline] The number of cards you can place on the Front Line is reduced by 1". Seed
    000, Your Field: "Up to 4 Character cards can be placed on the Front Line" — 3 while this card is on its player's
    Front Line. A full line takes a card only after one of its cards goes to the Remove Area (Main Phase: play into a
    full line; Move Phase: "first move 1 card from that line to the Remove Area"); a line with more cards than it may
    hold keeps them, and takes none until it has fewer. On the Energy Line the card changes nothing."""
    text = "[When in Frontline] The number of cards you can place on the Front Line is reduced by 1"
    compiled_effects(text)
    giant = card("963", bp=7000, text=text)
    state = to_main(game([deck((giant, 4)), deck()], seed=97))
    me = state.seats[0]
    assert state.table.effects[ids(state, giant)[0]].complete
    me.deck.extend(u.card for u in me.front + me.energy)
    me.front[:] = [unit_from_zones(state, giant, 0), unit_from_zones(state, PLAIN, 0), unit_from_zones(state, PLAIN, 0)]
    me.energy[:] = [unit_from_zones(state, PLAIN, 0)]
    me.ap[:] = [True, True, True]
    plain = ids(state, PLAIN)[0]
    me.deck.extend(me.hand)
    me.hand[:] = []
    me.deck.remove(plain)
    me.hand.append(plain)
    assert state.front_size(me) == 3
    plays = [a for a in state.legal_actions() if a[0] == PLAY and a[2] == FRONT]
    assert plays == [(PLAY, 0, FRONT, r) for r in range(3)]  # full at 3: a card of the line goes first
    me.energy[0], me.front[0] = me.front[0], me.energy[0]  # the card on the Energy Line: the line holds 4 again
    assert state.front_size(me) == 4
    assert [a for a in state.legal_actions() if a[0] == PLAY and a[2] == FRONT] == [(PLAY, 0, FRONT, -1)]
    me.energy[0], me.front[0] = me.front[0], me.energy[0]
    me.front.append(unit_from_zones(state, PLAIN, 0))  # 4 cards on a line that holds 3: no card is placed there
    assert not [a for a in state.legal_actions() if a[0] == PLAY and a[2] == FRONT]
    me.deck.append(me.front.pop().card)
    removed = len(me.remove)
    state.apply((PLAY, 0, FRONT, 1))
    assert len(me.front) == 3 and len(me.remove) == removed + 1
    mover = me.energy[0]  # moved by an effect: the same procedure ("When moving cards during phases other than the
    up = {"timing": "main", "actions": [{"do": "move-line", "target": {"self": True}, "to": "front"}]}  # Move Phase")
    run_effects(state, 0, [up], mover)
    assert mover in me.front and len(me.front) == 3 and len(me.remove) == removed + 2
    check_invariants(state)


def test_at_the_end_of_your_characters_attack_swap_with_this_character():
    """Card wording: "[When In Energy Line] At the end of your character's attack, you may choose 1 active
    <Trait: Pupil> card on your Front Line and swap positions with this character." Seed 000, Resolution timing: the
    effects "activated at the end of a battle" resolve once an attack is resolved — here the attack of any character of
    its player; the swap is the Move Phase's Step swap, both at once (no card to the Remove Area). Taken by value: this
    stronger character comes forward, the weaker active one goes back."""
    text = ("[When In Energy Line] At the end of your character's attack, you may choose 1 active <Trait: Pupil> card on "
            "your Front Line and swap positions with this character.")
    assert compiled_effects(text)[0]["timing"] == "end-of-yours-attack"
    keeper = card("964", bp=5000, text=text)
    pupil = card("965", bp=1000, traits=["Pupil"])
    state = to_main(game([deck((keeper, 4), (pupil, 4)), deck()], seed=98))
    me = state.seats[0]
    holder = unit_from_zones(state, keeper, 0)
    me.deck.extend(u.card for u in me.energy)
    me.energy[:] = [holder]
    attacker, waiting = unit_from_zones(state, PLAIN, 0), unit_from_zones(state, pupil, 0)
    setup_battle(state, [attacker, waiting], [])
    state.apply((ATTACK_WITH, 0, -1))
    while state.phase != ATTACK or state.actor != 0:
        state.apply(PASS)
    assert holder in me.front and waiting in me.energy and attacker in me.front  # (the attacker is rested: not chosen)
    check_invariants(state)


def test_at_your_end_phase_swap_a_front_line_character_with_an_energy_line_character():
    """Card wording: "[When in Frontline] At your End Phase, you may swap 1 character on your Front Line other than
    <Vela Morn> with 1 character on your Energy Line." Seed 000 End Phase 1: "If there are any effects that are
    activated at the start of the End Phase, activate and resolve them" (before 2, the untap); the swap is the Step swap
    (both at once, no card to the Remove Area). Taken by value: the stronger Energy Line character comes forward."""
    text = ("[When in Frontline] At your End Phase, you may swap 1 character on your Front Line other than <Vela Morn> "
            "with 1 character on your Energy Line.")
    assert compiled_effects(text)[0]["timing"] == "start-of-end-phase"
    vela = card("966", name="Vela Morn", bp=1000, text=text)
    strong = card("967", bp=6000)
    state = to_main(game([deck((vela, 4), (strong, 4)), deck()], seed=99))
    me = state.seats[0]
    me.deck.extend(u.card for u in me.front + me.energy)
    holder, weak, big = unit_from_zones(state, vela, 0), unit_from_zones(state, PLAIN, 0), unit_from_zones(state, strong, 0)
    me.front[:] = [holder, weak]
    me.energy[:] = [big]
    while state.player == 0:  # the Main Phase ends; no attack: the Attack Phase, then the End Phase
        state.apply(PASS)
    assert holder in me.front and big in me.front and weak in me.energy  # not <Vela Morn> itself
    check_invariants(state)


def test_your_opponent_must_block_with_a_character_with_a_higher_bp_than_this_character():
    """Card wording: "Your opponent must block this character's attack with a character that has a higher BP than this
    character if able." Seed 000, Blocking Character specification timing: of the opponent's characters that may block
    (active, on the Front Line), those with a higher BP than the attacker's now must be the blocker while there is one;
    with none, the block is free. The BP compared is this character's as it attacks (gains included)."""
    text = "Your opponent must block this character's attack with a character that has a higher BP than this character if able."
    assert compiled_effects(text)[0]["actions"] == [{"do": "must-be-blocked", "bp_min_this": 1}]
    taunter = card("968", bp=3000, text=text)
    equal, bigger = card("969", bp=3000), card("970", bp=4000)
    state = to_main(game([deck((taunter, 4)), deck((equal, 4), (bigger, 4))], seed=100))
    holder = unit_from_zones(state, taunter, 0)
    tied, tall = unit_from_zones(state, equal, 1), unit_from_zones(state, bigger, 1)
    setup_battle(state, [holder], [tied, tall])
    state.apply((ATTACK_WITH, 0, -1))
    assert state.legal_actions() == [(BLOCK_WITH, 1)]  # only the 4000 one: 3000 is not higher
    check_invariants(state)
    state.seats[1].front[1].rested = True  # (as if it could not block) none higher: free again
    assert state.legal_actions() == [PASS, (BLOCK_WITH, 0)]


def test_choose_this_character_and_another_on_a_different_line_and_switch():
    """Card wording: "[When in Energy Line] At the end of your Attack Phase, choose this character and another
    <Trait: Lantern> character on a different line, you may switch position with this character." Seed 000, Attack
    Phase: once there are no more characters to attack with, the Attack Phase ends; the swap is the Move Phase's Step
    swap (both at once). Taken by value: this stronger character goes to the Front Line, the weaker one back."""
    text = ("[When in Energy Line] At the end of your Attack Phase, choose this character and another <Trait: Lantern> "
            "character on a different line, you may switch position with this character.")
    assert compiled_effects(text)[0]["actions"][0]["do"] == "swap-positions"
    climber = card("971", bp=5000, text=text)
    lantern = card("972", bp=1000, traits=["Lantern"])
    state = to_main(game([deck((climber, 4), (lantern, 4)), deck()], seed=101))
    me = state.seats[0]
    me.deck.extend(u.card for u in me.front + me.energy)
    holder, lamp, plain = unit_from_zones(state, climber, 0), unit_from_zones(state, lantern, 0), unit_from_zones(state, PLAIN, 0)
    me.energy[:] = [holder]
    me.front[:] = [plain, lamp]
    while state.player == 0:
        state.apply(PASS)
    assert holder in me.front and lamp in me.energy and plain in me.front  # (not a <Trait: Lantern>: it stays)
    check_invariants(state)


def test_a_delayed_effect_on_the_character_an_effect_played():
    """Card wording: "[On Play] Play up to 1 <Trait: Lantern> character with required energy of 2 or less from your
    hand to your Front Line rested. At the start of your End Phase, return that character to your hand." The played
    character has the delayed effect for the rest of the turn (this one does not); seed 000 End Phase 1: "effects that
    are activated at the start of the End Phase" resolve before the untap."""
    text = ("[On Play] Play up to 1 <Trait: Lantern> character with required energy of 2 or less from your hand to your "
            "Front Line rested. At the start of your End Phase, return that character to your hand.")
    assert compiled_effects(text)[0]["actions"][1]["target"] == {"chosen": True}
    caller = card("973", text=text)
    lantern = card("974", bp=1500, traits=["Lantern"])
    state = to_main(game([deck((caller, 4), (lantern, 4)), deck()], seed=102))
    me = state.seats[0]
    me.deck.extend(u.card for u in me.front + me.energy)
    me.front[:], me.energy[:] = [], []
    lamp = ids(state, lantern)[0]
    me.deck.extend(c for c in me.hand if c == lamp)
    me.hand[:] = [c for c in me.hand if c != lamp] + [lamp]
    me.deck.remove(lamp)
    holder = unit_from_zones(state, caller, 0)
    me.front.append(holder)
    run_effects(state, 0, effects_of(state, caller).on_play, holder)
    played = next(u for u in me.front if u.card == lamp)
    while state.player == 0:
        state.apply(PASS)
    assert played not in me.front and lamp in me.hand and holder in me.front
    check_invariants(state)


def test_when_a_character_on_your_area_attacks_switch_with_another_than_the_attacker():
    """Card wording: "[When in Energy Line] [1 Per Turn] When a character on your area attacks, choose 1 character on
    your Front Line other than the attacking character, you may switch position with this character." Seed 000,
    Attacking Character specification timing: the attacker is rested and its [When Attacking] (アタック時) effects
    resolve; this effect follows, the swap being the Step swap (both at once). The attacker — rested, which a swap
    would otherwise send back first — is not chosen."""
    text = ("[When in Energy Line] [1 Per Turn] When a character on your area attacks, choose 1 character on your Front "
            "Line other than the attacking character, you may switch position with this character.")
    assert compiled_effects(text)[0]["actions"][0]["target"]["not_attacking"]
    reserve = card("975", bp=5000, text=text)
    state = to_main(game([deck((reserve, 4)), deck()], seed=103))
    me = state.seats[0]
    me.deck.extend(u.card for u in me.energy)
    holder = unit_from_zones(state, reserve, 0)
    me.energy[:] = [holder]
    attacker, other = unit_from_zones(state, PLAIN, 0), unit_from_zones(state, PLAIN, 0, rested=True)
    setup_battle(state, [attacker, other], [])
    state.apply((ATTACK_WITH, 0, -1))
    assert holder in me.front and other in me.energy and attacker in me.front
    while state.phase != ATTACK or state.actor != 0:
        state.apply(PASS)
    check_invariants(state)
