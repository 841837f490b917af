"""Union Arena rules where an audit against seed 000 (the official rule manual) found the engine contradicting
it (issue #13 point 0). Each test builds the position through the engine's API and quotes the manual's
sentence. Cards are invented for Decklab (tests/ua_engine_helpers)."""
from __future__ import annotations

from engine.effects.compiler import compile_card_text
from engine.games.union_arena.constants import (
    ACTIVATE,
    ATTACK_WITH,
    BLOCK,
    BLOCK_WITH,
    ENERGY,
    FRONT,
    KEEP,
    MOVE,
    MOVE_UP,
    PASS,
    PLAY,
    STEP_BACK,
    TRIGGER,
    USE_TRIGGER,
)
from tests.ua_engine_helpers import PLAIN, card, deck, game, ids, setup_battle, to_main, unit


def test_a_1_per_turn_triggered_effect_is_used_once_per_turn():
    """Seed 000 Glossary ターン1 (Main Phase B): "If an effect is indicated as ターン1, that effect can only be
    activated once per turn for each card that has it on your field" — triggered effects too, not only
    [Main] ones: a character that sets itself active on winning attacks twice, not four times."""
    koito = card("930", bp=5000, text="[1 Per Turn] When this character attacks and wins the battle, "
                                      "set this character to active.")
    wall = card("931", bp=1000)
    state = to_main(game([deck((koito, 4)), deck((wall, 4))], seed=5))
    attacker = unit(state, koito, owner=0)
    setup_battle(state, [attacker], [unit(state, wall, owner=1) for _ in range(4)])
    attacks = 0
    while (ATTACK_WITH, 0, -1) in state.legal_actions() and state.turn == 1:
        state.apply((ATTACK_WITH, 0, -1))
        state.apply((BLOCK_WITH, 0))
        attacks += 1
    assert attacks == 2  # the second win does not set it active again: with nothing left to attack, the turn ends
    assert sum(1 for e in state.events if e[2] == "battle-won") == 2 and state.turn == 2


def test_a_1_per_turn_when_attacking_effect_fires_once_across_double_attack():
    double = card("933", bp=3000, keywords=[{"name": "double-attack"}], text="[When Attacking] [1 Per Turn] Draw 1 card.")
    state = to_main(game([deck((double, 4)), deck()], seed=6))
    attacker = unit(state, double, owner=0)
    setup_battle(state, [attacker, unit(state, PLAIN, owner=0)], [])
    hand = len(state.seats[0].hand)
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((ATTACK_WITH, 0, -1))  # Double Attack: the second attack of the same character
    assert len(state.seats[0].hand) == hand + 1


def test_each_character_moves_once_per_move_phase():
    """Seed 000 Move Phase: "All the cards are moved at the same time." A Step character stepped back to the
    Energy Line cannot move up again in the same Move Phase (it could loop, drawing on every move up)."""
    stepper = card("900", bp=2000, keywords=[{"name": "step"}],
                   text="When this character moves from Energy Line to Front Line, draw 1 card.")
    state = game([deck((stepper, 4)), deck()], seed=3)
    state.apply(KEEP)
    state.apply(KEEP)
    seat = state.seats[0]
    seat.front[:] = [unit(state, stepper, owner=0)]
    while state.phase != MOVE:
        state.apply(PASS)
    assert (STEP_BACK, 0, -1) in state.legal_actions()
    state.apply((STEP_BACK, 0, -1))
    assert state.phase != MOVE or all(a[0] != MOVE_UP for a in state.legal_actions())
    assert len(seat.energy) == 1 and not seat.front


def test_a_sniped_character_that_leaves_the_field_ends_the_attack():
    """Seed 000 Keyword Effects 狙い撃ち: "you can specify a Character on your opponent's Front L to attack,
    and if you do, your opponent cannot block with a different Character." When the sniper's [When
    Attacking] effect retires the specified character, no other character is battled, no block is offered
    and no damage is dealt (reading snipe-target, docs/engine.md)."""
    sniper = card("920", bp=3000, keywords=[{"name": "snipe"}],
                  text="[When Attacking] Retire 1 of your opponent's characters with 1000 BP or less.")
    small, big = card("921", bp=1000), card("922", bp=5000)
    for order in ((small, big), (big, small)):
        state = to_main(game([deck((sniper, 4)), deck((small, 4), (big, 4))], seed=5))
        front = [unit(state, c, owner=1) for c in order]
        setup_battle(state, [unit(state, sniper, owner=0), unit(state, PLAIN, owner=0)], front)
        target = order.index(small)
        life = len(state.seats[1].life)
        events = len(state.events)
        state.apply((ATTACK_WITH, 0, target))
        assert [state._bp(u) for u in state.seats[1].front] == [5000]  # only the sniped one left the field
        assert len(state.seats[1].life) == life
        assert not any(e[2] in ("battle-won", "battle-lost", "block") for e in state.events[events:])
        assert state.actor == 0  # no block decision for the opponent


def test_damage_2_gained_twice_is_still_2_and_damage_plus_adds_to_it():
    """Seed 000 Keyword Effects ダメージ②: "Even if ダメージ② is gained twice, only ダメージ② occurs."
    ダメージ+1: "they inflict 1 additional damage" — a printed Damage +1 with a gained Damage 2 is 3."""
    def life_lost(record) -> int:
        state = to_main(game([deck((record, 4)), deck()], seed=10))
        setup_battle(state, [unit(state, record, owner=0), unit(state, PLAIN, owner=0)], [])
        life = len(state.seats[1].life)
        state.apply((ATTACK_WITH, 0, -1))
        return life - len(state.seats[1].life)

    twice = card("911", bp=3000, text="[When Attacking] This character gains [Damage 2] during this turn. "
                                      "This character gains [Damage 2] during this turn.")
    plus = card("912", bp=3000, keywords=[{"name": "damage-plus", "value": 1}],
                text="[When Attacking] This character gains [Damage 2] during this turn.")
    assert life_lost(twice) == 2
    assert life_lost(plus) == 3


def test_an_effect_playing_into_a_full_front_line_removes_a_card_of_that_line_first():
    """Seed 000 Main Phase, Play Character cards: "If the line you want to play the card to already contains
    the maximum number of cards (4), you must place 1 card from that line in your Remove Area before
    playing the new card." "to your Front Line" is the line the effect names (reading play-to-line)."""
    text = "[On Play] Play up to 1 character with required energy of 2 or less from your hand to your Front Line."
    assert compile_card_text(text).effects[0]["actions"][0]["line"] == "front"
    caller = card("940", ap_cost=0, text=text)
    helper = card("941", bp=4000)
    state = to_main(game([deck((caller, 4), (helper, 4)), deck()], seed=8))
    seat = state.seats[state.player]
    seat.front[:] = [unit(state, PLAIN, owner=state.player) for _ in range(4)]
    seat.hand[:] = [ids(state, caller)[0], ids(state, helper)[0]]
    state.apply((PLAY, 0, ENERGY, -1))
    assert [state.table.bp[u.card] for u in seat.front].count(4000) == 1 and len(seat.front) == 4
    assert len(seat.remove) == 1  # one Front Line card went to the Remove Area first


def test_the_green_color_trigger_plays_into_a_full_front_line_by_removing_its_weakest_card():
    """The green Color trigger plays a character "to the front line"; with 4 cards there, seed 000 Play
    Character cards: "you must place 1 card from that line in your Remove Area before playing the new card."
    Reading play-to-line: the player does so when the played character is stronger than the weakest there."""
    trig = card("951", trigger="color", color="green")
    helper = card("952", color="green", bp=4000)
    state = to_main(game([deck(), deck((trig, 40), (helper, 4))], seed=9))
    me = state.seats[1]
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, helper)[0]))]
    me.front[:] = [unit(state, PLAIN, owner=1) for _ in range(4)]
    me.life[-1] = me.deck.pop(me.deck.index(ids(state, trig)[0]))
    setup_battle(state, [unit(state, PLAIN), unit(state, PLAIN)], me.front[:])
    state.apply((ATTACK_WITH, 0, -1))
    if state.phase == BLOCK:
        state.apply(PASS)
    assert state.phase == TRIGGER
    state.apply(USE_TRIGGER)
    assert len(me.front) == 4 and ids(state, helper)[0] in [u.card for u in me.front]
    assert len(me.remove) == 1


def _play_event(state, record) -> None:
    me = state.seats[state.player]
    if ids(state, record)[0] not in me.hand:
        me.hand.append(ids(state, record)[0])
    state.apply((PLAY, me.hand.index(ids(state, record)[0]), 2, -1))


def test_characters_at_bp_zero_leave_together_before_any_on_retire_resolves():
    """Seed 000 "If BP drops to 0 or less": "that Character is removed from the field"; "If multiple effects are
    simultaneously activated": new effects resolve after the effect that set them off (002: 處理完一項效果後).
    Two 1000 BP characters drop to 0 at once: Medic's [On Retire] (+3000 BP) cannot save Pal any more."""
    wither = card("970", type="event", required_energy=0, ap_cost=1,
                  text="All characters on your opponent's Front Line get -1000 BP during this turn.")
    medic = card("971", name="Medic", bp=1000,
                 text="[On Retire] Choose up to 1 character on your area, it gets +3000 BP during this turn.")
    pal = card("972", name="Pal", bp=1000)
    state = to_main(game([deck((wither, 4)), deck((medic, 4), (pal, 4))], seed=9, first=0))
    opponent = state.seats[1]
    opponent.front[:] = [unit(state, medic, owner=1), unit(state, pal, owner=1)]
    _play_event(state, wither)
    assert opponent.front == []


def test_on_retire_waits_for_the_effect_that_retired_the_card():
    """Seed 000, "If new effects activate as the result of an effect resolving": the event retires both
    characters first; only then does Saver's [On Retire] (return a character to the hand) resolve, too late
    to save Other, whose own [On Retire] draws."""
    sweep = card("980", type="event", required_energy=0, ap_cost=1,
                 text="Retire all characters on your opponent's Front Line with BP 1000 or less.")
    saver = card("981", name="Saver", bp=1000,
                 text="[On Retire] Choose up to 1 character on your area and return it to your hand.")
    other = card("982", name="Other", bp=1000, text="[On Retire] Draw 1 card.")
    state = to_main(game([deck((sweep, 4)), deck((saver, 4), (other, 4))], seed=11, first=0))
    opponent = state.seats[1]
    opponent.front[:] = [unit(state, saver, owner=1), unit(state, other, owner=1)]
    outside = len(opponent.outside)
    events = len(state.events)
    _play_event(state, sweep)
    assert opponent.front == [] and len(opponent.outside) == outside + 2
    assert any(e[1] == 1 and e[2] == "draw" for e in state.events[events:])


def test_simultaneous_on_retire_effects_resolve_turn_player_first():
    """Seed 000: "If the effects of you and your opponent are simultaneously activated, the player whose turn it
    is resolves their effects first followed by the other player." On seat 1's turn both players' characters
    drop to BP 0 as a "for the turn" bonus ends (End Phase 4): seat 1's [On Retire] draw comes first."""
    x = card("960", name="X", bp=1000, text="[On Retire] Draw 1 card.")
    y = card("961", name="Y", bp=1000, text="[On Retire] Draw 1 card.")
    state = to_main(game([deck((x, 4)), deck((y, 4))], seed=7, first=1))
    units = [unit(state, x, owner=0), unit(state, y, owner=1)]
    for each in units:
        each.lasting = ((0, "bp", -1000),)  # -1000 until the start of seat 0's next turn
        each.bonus = 1000  # +1000 for the turn
    state.seats[0].front[:], state.seats[1].front[:] = [units[0]], [units[1]]
    events = len(state.events)
    while state.turn == 1:
        state.apply(PASS)
    draws = [e[1] for e in state.events[events:] if e[2] == "draw" and e[0] == 1]
    assert draws[:2] == [1, 0]


def test_gained_when_attacking_and_when_blocking_abilities_activate():
    """Seed 000 Glossary アタック時 ("activated when this card attacks") and ブロック時 ("when this card
    blocks"): abilities a character gained count as its own."""
    gainer = card("950", bp=3000, text='[On Play] This character gains "[When Attacking] Draw 1 card." during this turn.')
    state = to_main(game([deck((gainer, 4)), deck()], seed=2))
    attacker = unit(state, gainer, owner=0)
    state.seats[0].front[:] = [attacker]
    state._on_play(0, attacker)
    setup_battle(state, [attacker, unit(state, PLAIN, owner=0)], [])
    hand = len(state.seats[0].hand)
    state.apply((ATTACK_WITH, 0, -1))
    assert len(state.seats[0].hand) == hand + 1
    keeper = card("951", bp=3000, text='[On Play] This character gains "[When Blocking] Draw 1 card." during this turn.')
    state = to_main(game([deck(), deck((keeper, 4))], seed=3))
    blocker = unit(state, keeper, owner=1)
    state.seats[1].front[:] = [blocker]
    state._on_play(1, blocker)
    setup_battle(state, [unit(state, PLAIN, owner=0), unit(state, PLAIN, owner=0)], [blocker])
    hand = len(state.seats[1].hand)
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert len(state.seats[1].hand) == hand + 1


def test_a_retire_this_card_cost_that_cannot_be_paid_is_not_offered():
    """Seed 000 Main Phase B: "If an effect has multiple conditions, all of those conditions must be satisfied to
    activate it"; a character that "will not be retired" cannot pay [Retire this card]."""
    giver = card("990", bp=1000, text='[On Play] Choose up to 1 other character on your area. It gains "This '
                                      'character will not be retired." during this turn.')
    mano = card("991", name="Mano", bp=2000, text="[Main] [Rest this card] [Retire this card] Draw 2 cards.")
    state = to_main(game([deck((giver, 4), (mano, 4)), deck()], seed=12, first=0))
    seat = state.seats[0]
    kept, guard = unit(state, mano, owner=0), unit(state, giver, owner=0)
    seat.front[:] = [kept, guard]
    assert any(a[0] == ACTIVATE for a in state.legal_actions())
    state._on_play(0, guard)
    assert state.restricted(kept, "cannot-be-retired")
    assert not any(a[0] == ACTIVATE for a in state.legal_actions())


def test_a_move_by_an_effect_fires_when_moved_to_the_front_line_after_that_effect():
    """Seed 000, "If new effects activate as the result of an effect resolving" (after it: 處理完一項效果後):
    the effect moves a character up and draws 2; the moved character's "draw 1" comes after those 2."""
    mover = card("961", ap_cost=0, text="[On Play] Move up to 1 character on your Energy Line to your Front Line. "
                                        "Draw 2 cards.")
    runner = card("962", bp=2000, text="When this character moves from Energy Line to Front Line, draw 1 card.")
    state = to_main(game([deck((mover, 4), (runner, 4)), deck()], seed=4, first=0))
    seat = state.seats[0]
    seat.energy[:] = [unit(state, runner, owner=0)]
    seat.front[:] = []
    if ids(state, mover)[0] not in seat.hand:
        seat.hand.append(ids(state, mover)[0])
    events = len(state.events)
    state.apply((PLAY, seat.hand.index(ids(state, mover)[0]), ENERGY, -1))
    assert len(seat.front) == 1
    assert [e[3] for e in state.events[events:] if e[2] == "draw"] == [2, 1]


def test_other_in_a_condition_does_not_count_the_card_itself():
    """"[Your Turn] If there are 2 or more other <Trait:UNDER> cards on your area, this character gets +1000 BP."
    (written for Decklab in a real set's phrasing): with one other UNDER card beside it, no bonus."""
    text = "[Your Turn] If there are 2 or more other <Trait:UNDER> cards on your area, this character gets +1000 BP."
    leader = card("971", bp=2000, traits=["UNDER"], text=text)
    mate = card("972", bp=1000, traits=["UNDER"])
    state = to_main(game([deck((leader, 4), (mate, 4)), deck()], seed=3))
    seat = state.seats[0]
    me = unit(state, leader, owner=0)
    seat.front[:] = [me, unit(state, mate, owner=0)]
    assert state._bp(me) == 2000
    seat.front.append(unit(state, mate, owner=0))
    assert state._bp(me) == 3000


def test_rest_and_set_active_choose_a_character_they_change():
    """"Choose up to 1 character on your opponent's Front Line and rest it." / "... on your area and set it to
    active.": the choice falls on an active (a rested) character when there is one, not on one it leaves as it
    was."""
    rester = card("973", name="Rester", text="[On Play] Choose up to 1 character on your opponent's Front Line and rest it.")
    waker = card("974", name="Waker", text="[On Play] Choose up to 1 character on your area and set it to active.")
    strong, weak = card("975", name="Strong", bp=5000), card("976", name="Weak", bp=3000)
    state = to_main(game([deck((rester, 4), (waker, 4), (strong, 4), (weak, 4)), deck((strong, 4), (weak, 4))], seed=4))
    seat, opponent = state.seats[0], state.seats[1]
    opponent.front[:] = [unit(state, strong, rested=True, owner=1), unit(state, weak, owner=1)]
    seat.front[:] = [unit(state, strong, owner=0), unit(state, weak, rested=True, owner=0)]
    seat.hand[:] = [ids(state, rester)[0], ids(state, waker)[0]]
    seat.ap[:] = [True, True]
    state.apply((PLAY, 0, ENERGY, -1))
    assert all(u.rested for u in opponent.front)
    state.apply((PLAY, 0, ENERGY, -1))
    assert not seat.front[1].rested


def test_an_exact_number_that_cannot_be_met_is_not_done():
    """"Rest 3 active characters on your area. If you did, draw 3 cards." with two active characters: nothing is
    rested and nothing drawn (the text asks for 3)."""
    text = "[On Play] Rest 3 active characters on your area. If you did, draw 3 cards."
    payer = card("977", text=text)
    state = to_main(game([deck((payer, 4)), deck()], seed=5))
    seat = state.seats[0]
    seat.front[:] = [unit(state, PLAIN, owner=0), unit(state, PLAIN, owner=0)]
    seat.hand[:] = [ids(state, payer)[0]]
    seat.ap[:] = [True]
    state.apply((PLAY, 0, ENERGY, -1))
    assert not any(u.rested for u in seat.front) and seat.hand == []


def _looked_and_taken(text, looked_records) -> list[tuple[str, int]]:
    """Seat 0 plays a card with `text`; the top of its deck is `looked_records` (first on top)."""
    caster = card("980", text=text)
    distinct = []
    for record in looked_records:
        if not any(record is other for other in distinct):
            distinct.append(record)
    state = to_main(game([deck((caster, 4), *[(r, 6) for r in distinct if r is not PLAIN]), deck()], seed=4))
    seat = state.seats[0]
    seat.deck[:] = [ids(state, PLAIN)[0]] * 20 + [ids(state, r)[0] for r in reversed(looked_records)]
    seat.hand[:] = [ids(state, caster)[0]]
    seat.ap[:] = [True]
    state.apply((PLAY, 0, FRONT, -1))
    return [(state.table.name[c], state.table.bp[c]) for c in seat.hand]


def test_looking_takes_each_named_card_different_names_and_within_the_bp_limit():
    """Sentences in real sets' phrasing: "Reveal up to 1 of each <A> and <B> among them" takes one of each;
    "up to 3 <Trait: …> cards with different names" never two of a name; "a Character Card with BP 2500 or less"
    only such a card."""
    bottom = " Place the remaining at the bottom of your deck in any order."
    nagi, reo = card("981", name="Nagi Seishiro"), card("982", name="Mikage Reo")
    taken = _looked_and_taken("[On Play] Look at the top 7 cards of your deck. Reveal up to 1 of each <Nagi Seishiro> "
                              "and <Mikage Reo> among them and add it to your hand." + bottom,
                              [nagi, reo, PLAIN, PLAIN, PLAIN, PLAIN, PLAIN])
    assert sorted(name for name, _ in taken) == ["Mikage Reo", "Nagi Seishiro"]
    madoka = card("983", name="Madoka", traits=["Mahou Shoujo"], bp=3000)
    homura = card("984", name="Homura", traits=["Mahou Shoujo"], bp=2000)
    taken = _looked_and_taken("[On Play] Look at the top 5 cards of your deck. Reveal up to 3 <Trait: Mahou Shoujo> "
                              "cards with different names among them and add them to your hand." + bottom,
                              [madoka, madoka, madoka, homura, PLAIN])
    assert sorted(name for name, _ in taken) == ["Homura", "Madoka"]
    big, small = card("985", name="Big", bp=6000), card("986", name="Small", bp=2000)
    taken = _looked_and_taken("[On Play] Look at the top 4 cards of your deck. Reveal up to 1 Character Card with BP "
                              "2500 or less among them and add it to your hand." + bottom, [big, small, big, big])
    assert taken == [("Small", 2000)]


def test_generated_energy_until_the_start_of_your_next_turn_lasts_through_the_opponents_turn():
    """"This character gets +1 [green] generated energy until the start of your next turn.": still there on the
    opponent's turn (Start Phase 1 of its player's next turn ends it, as for BP)."""
    from engine.games.union_arena.effects_runtime import run_effects

    effects = compile_card_text("[On Play] This character gets +1 [green] generated energy until the start of your "
                                "next turn.").effects
    generator = card("987", name="Gen", color="green", generated_energy=1)
    state = to_main(game([deck((generator, 4)), deck()], seed=4))
    seat = state.seats[0]
    me = unit(state, generator, owner=0)
    seat.energy[:] = [me]
    run_effects(state, 0, effects, me)
    assert state.energy_by_color(seat)[2] == 2
    while state.player == 0:
        state.apply(PASS)
    assert state.energy_by_color(seat)[2] == 2
    while state.player == 1:
        state.apply(state.legal_actions()[0])
    assert state.energy_by_color(seat)[2] == 1


def test_up_to_one_on_top_sends_the_rest_to_the_bottom():
    """"Look at the top 3 cards of your deck. Place up to 1 card among them on top of your deck and the remaining
    at the bottom of your deck in any order.": one stays on top (the strongest), two go to the bottom."""
    text = ("[On Play] Look at the top 3 cards of your deck. Place up to 1 card among them on top of your deck and "
            "the remaining at the bottom of your deck in any order.")
    assert compile_card_text(text).effects[0]["actions"][1] == {"do": "looked-to", "where": "top-or-bottom",
                                                                "top_at_most": 1}
    seer = card("988", text=text)
    a, b, c = card("989", name="A", bp=5000), card("990", name="B", bp=3000), card("991", name="C", bp=1000)

    def looked_at(*top):  # the seer is played with `top` on its deck (the first named on top)
        state = to_main(game([deck((seer, 4), (a, 4), (b, 4), (c, 4)), deck()], seed=4))
        seat = state.seats[0]
        seat.deck[:] = [ids(state, PLAIN)[0]] * 10 + [ids(state, r)[0] for r in reversed(top)]
        seat.hand[:] = [ids(state, seer)[0]]
        seat.ap[:] = [True]
        state.apply((PLAY, 0, FRONT, -1))
        return state, seat

    state, seat = looked_at(a, b, c)
    assert state.table.name[seat.deck[-1]] == "A"
    assert sorted(state.table.name[x] for x in seat.deck[:2]) == ["B", "C"]
    # two copies of the strongest card among them (copies share one card id): one stays on top, one goes down
    state, seat = looked_at(a, a, b)
    assert len(seat.deck) == 13 and state.table.name[seat.deck[-1]] == "A"
    assert sorted(state.table.name[x] for x in seat.deck[:2]) == ["A", "B"]


def test_a_bp_condition_read_inside_a_bp_effect_ends_and_original_bp_is_printed():
    """Phrasings of real sets: "[Your Turn] If there is a character with an original BP of 2500 or less on your
    Front Line, this character gets +1000 BP." reads the printed BP (the card itself counts: 1500 → 2500), and two
    characters whose BP conditions read each other's BP settle instead of recursing without end."""
    text = ("[Your Turn] If there is a character with an original BP of 2500 or less on your Front Line, this "
            "character gets +1000 BP.")
    small = card("992", bp=1500, text=text)
    state = to_main(game([deck((small, 4)), deck()], seed=3))
    me = unit(state, small, owner=0)
    state.seats[0].front[:] = [me]
    assert state._bp(me) == 2500
    mirror = card("993", bp=3000, text="[Your Turn] If there is a character on your area with BP 3500 or more, this "
                                       "character gets +500 BP.")
    state = to_main(game([deck((mirror, 4)), deck()], seed=3))
    pair = [unit(state, mirror, owner=0), unit(state, mirror, owner=0)]
    state.seats[0].front[:] = pair
    assert state._bp(pair[0]) in (3000, 3500)  # settles (no RecursionError)


def test_a_total_of_counts_every_listed_trait_together():
    """"If there are a total of 3 or more <Trait: A> and <Trait: B> cards on your area": any three of them (it
    used to be read as "each of", and crashed on traits)."""
    text = ("[Your Turn] If there are a total of 3 or more [Trait: Lantern] and [Trait: Mask] cards on your area, "
            "this character gets +1000 BP.")
    holder = card("994", bp=3000, traits=["Lantern"], text=text)
    lantern = card("995", bp=1000, traits=["Lantern"])
    state = to_main(game([deck((holder, 4), (lantern, 4)), deck()], seed=3))
    me = unit(state, holder, owner=0)
    state.seats[0].front[:] = [me, unit(state, lantern, owner=0)]
    assert state._bp(me) == 3000
    state.seats[0].front.append(unit(state, lantern, owner=0))
    assert state._bp(me) == 4000


def test_play_from_plays_a_field_card_the_sentence_allows_to_the_energy_line():
    """"Play up to 1 <Orrin Dale> or <Lantern Hall> from your hand to your area rested." with only the Field card
    <Lantern Hall> in hand: it is played, rested, on the Energy Line (seed 000: Field cards "can be played to the
    Energy Line")."""
    caller = card("996", ap_cost=0, text="[On Play] Play up to 1 <Orrin Dale> or <Lantern Hall> from your hand to "
                                         "your area rested.")
    hall = card("997", name="Lantern Hall", type="field")
    state = to_main(game([deck((caller, 4), (hall, 4)), deck()], seed=8))
    seat = state.seats[state.player]
    seat.hand[:] = [ids(state, caller)[0], ids(state, hall)[0]]
    state.apply((PLAY, 0, ENERGY, -1))
    assert ids(state, hall)[0] in [u.card for u in seat.energy] and ids(state, hall)[0] not in seat.hand


def test_a_count_or_a_named_character_is_either_condition():
    """"[Your Turn] If there are 3 or more other <Trait:REED> cards or a <Kessa> on your area, this character gets
    +1000 BP." (written for Decklab in a real set's phrasing): the count is the trait's, and one <Kessa> is enough
    on its own — not "3 or more cards that are <Kessa> or REED" (what it compiled to before)."""
    text = "[Your Turn] If there are 3 or more other <Trait:REED> cards or a <Kessa> on your area, this character gets +1000 BP."
    leader = card("977", bp=2000, traits=["REED"], text=text)
    reed = card("978", bp=1000, traits=["REED"])
    kessa = card("979", name="Kessa", bp=1000)
    state = to_main(game([deck((leader, 4), (reed, 4), (kessa, 4)), deck()], seed=3))
    seat = state.seats[0]
    me = unit(state, leader, owner=0)
    seat.front[:] = [me, unit(state, reed, owner=0), unit(state, reed, owner=0)]
    assert state._bp(me) == 2000  # two other REED cards and no Kessa
    seat.energy[:] = [unit(state, reed, owner=0)]
    assert state._bp(me) == 3000  # three other REED cards
    seat.front[:] = [me]
    seat.energy[:] = [unit(state, kessa, owner=0)]
    assert state._bp(me) == 3000  # one Kessa alone is enough


def test_a_wins_a_battle_effect_resolves_before_impact_not_inside_its_damage():
    """Seed 000, Resolution timing A ③: "Resolve any effects that are activated on winning a battle, such as
    Impact ① or 'If this Character attacks and wins a battle.'" — both the attacker's, resolved one after the other
    ("If multiple effects are simultaneously activated"). Reading **win-effects-first**: the "wins a battle" effect,
    then Impact, whose damage ends in the defender's trigger check. (The effect used to resolve after Impact had
    taken the Life card but before that card's trigger check: in the middle of Impact's damage.) The win effect here
    reads the opponent's Life, so the order shows: 7 Life when it resolves, no draw."""
    hitter = card("980", bp=5000, keywords=[{"name": "impact", "value": 1}],
                  text="When this character attacks and wins a battle, if your opponent has 6 or less Life, draw 1 card.")
    wall = card("981", bp=1000)
    state = to_main(game([deck((hitter, 4)), deck((wall, 50))], seed=2))
    setup_battle(state, [unit(state, hitter, owner=0)], [unit(state, wall, owner=1)])
    hand, life = len(state.seats[0].hand), len(state.seats[1].life)
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((BLOCK_WITH, 0))
    assert len(state.seats[1].life) == life - 1  # Impact 1 took a Life card
    assert len(state.seats[0].hand) == hand  # the win effect saw 7 Life: it resolved first


def test_two_cards_that_return_and_replay_each_other_end_their_loop():
    """"[On Play] You may return 1 other character from your area to your hand. If you did, play up to 1 green
    Character Card ... from your hand to your area in active." (written for Decklab in a real set's phrasing; found by
    a stress run of real decks, where two copies recursed until Python's stack ran out): each copy returns the other
    and plays it again, whose [On Play] (登場時: "It also activates when the card is played by a card effect") does
    the same. Reading **loops-end**: "you may" is the player's to decline — from the 8th nested replay on it is
    declined, so the play ends with both copies on the field."""
    text = ("[On Play] You may return 1 other character from your area to your hand. If you did, play up to 1 green "
            "Character Card with required energy of 4 or less and AP cost of 1 from your hand to your area in active.")
    looper = card("982", name="Loop Mage", color="green", bp=3000, text=text)
    state = to_main(game([deck((looper, 4), filler=card("983", color="green", bp=1000)), deck()], seed=5))
    seat = state.seats[0]
    seat.front[:] = [unit(state, looper, owner=0)]
    seat.deck.remove(seat.front[0].card)
    copy = ids(state, looper)[0]
    seat.hand[:] = [copy]
    seat.deck.remove(copy)
    seat.ap[:] = [True, True, True]
    state.apply((PLAY, 0, FRONT, -1))
    assert state.phase != TRIGGER and sorted(u.card for u in seat.front) == [copy, copy]
    assert state.replays == 0


def test_this_effect_of_a_name_is_used_once_per_turn_by_all_cards_of_that_name():
    """"[Main] [Rest this card] Draw 1 card. This effect of <Dara Voss> can only be activated once per turn." (written
    for Decklab in a real set's phrasing): two copies of Dara Voss on the field share the turn's one use — once the
    first has drawn, the second is not offered (it used to be read as once per card). "This effect can only be
    activated once per turn" stays once per card (seed 000 Glossary ターン1: "for each card that has it")."""
    named = card("984", name="Dara Voss", bp=1000, text="[Main] [Rest this card] Draw 1 card. This effect of <Dara Voss> "
                                                       "can only be activated once per turn.")
    own = card("986", name="Cato Wren", bp=1000, text="[Main] [Rest this card] Draw 1 card. This effect can only be "
                                                     "activated once per turn.")
    for record, shared in ((named, True), (own, False)):
        state = to_main(game([deck((record, 4)), deck()], seed=13, first=0))
        seat = state.seats[0]
        seat.front[:] = [unit(state, record, owner=0), unit(state, record, owner=0)]
        first = next(a for a in state.legal_actions() if a[0] == ACTIVATE)
        hand = len(seat.hand)
        state.apply(first)
        assert len(seat.hand) == hand + 1
        offered = [a for a in state.legal_actions() if a[0] == ACTIVATE]
        assert (offered == []) == shared
