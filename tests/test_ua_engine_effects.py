"""Compiled card effects played by the Union Arena engine (engine/games/union_arena/effects_runtime.py);
unsupported text keeps a card counted as simulated incompletely."""
from engine.games.union_arena.board import Unit
from engine.games.union_arena.cards import has_unsimulated_text
from engine.games.union_arena.constants import ACTIVATE, ATTACK_WITH, ENERGY, FRONT, PLAY
from tests.ua_engine_helpers import PLAIN, card, deck, game, ids, setup_battle, to_main, unit


def play_from_hand(state, record):
    seat = state.seats[state.player]
    seat.hand.insert(0, ids(state, record)[0])
    seat.ap[:] = [True, True, True]
    state.apply((PLAY, 0, FRONT, -1))
    return seat


def test_on_play_draw_then_discard():
    drawer = card("200", text="[On Play] Draw 2 cards, place 1 card from your hand to the Outside Area.")
    state = to_main(game([deck((drawer, 4)), deck()], seed=30))
    hand = len(state.seats[0].hand)
    seat = play_from_hand(state, drawer)
    assert len(seat.hand) == hand + 1 and len(seat.outside) == 1  # played 1, drew 2, discarded 1


def test_played_in_active_and_your_turn_bp():
    quick = card("201", bp=2000, text="This character is played in active.@[Your Turn] This character gets +1000 BP.")
    state = to_main(game([deck((quick, 4)), deck()], seed=31))
    seat = play_from_hand(state, quick)
    played = seat.front[-1]
    assert not played.rested and state._bp(played) == 3000
    state.player = 1  # on the opponent's turn the bonus is off
    assert state._bp(played) == 2000


def test_on_play_retires_the_opponents_character_by_bp():
    hunter = card("202", text="[On Play] Choose up to 1 character on your opponent's Front Line with BP 2500 or less and retire it.")
    big = card("203", bp=4000)
    state = to_main(game([deck((hunter, 4)), deck((big, 10))], seed=32))
    state.seats[1].front[:] = [Unit(ids(state, PLAIN)[0]), Unit(ids(state, big)[0])]
    play_from_hand(state, hunter)
    assert [u.card for u in state.seats[1].front] == ids(state, big)[:1]
    assert ids(state, PLAIN)[0] in state.seats[1].outside


def test_when_attacking_bp_change_wins_the_battle():
    brave = card("204", bp=2000, text="[When Attacking] This character gets +2000 BP during this turn.")
    wall = card("205", bp=3500)
    state = to_main(game([deck((brave, 4)), deck((wall, 50))], seed=33))
    setup_battle(state, [unit(state, brave), unit(state, PLAIN)], [unit(state, wall)])
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((9, 0))  # the wall blocks
    assert state.seats[1].front == []  # 4000 beats 3500


def test_unsupported_text_is_counted_incomplete():
    assert not has_unsimulated_text(card("206", text="[On Play] Draw 1 card."))
    assert not has_unsimulated_text(card("207", text="[Main] [Rest this card] Draw 1 card."))  # activated: played
    assert not has_unsimulated_text(card("210", text="[On Play] Place the top card of your deck face-down under this character."))  # issue 13.2
    assert has_unsimulated_text(card("208", text="[On Play] Swap the moons."))
    assert not has_unsimulated_text(card("209", text="[Impact 1]"))


# --- Activate: Main (seed 000, Main Phase "B: Use the 起動メイン effects of cards on your field") ------
def _activations(state):
    return [a for a in state.legal_actions() if a[0] == ACTIVATE]


def test_activate_main_rest_cost_and_once_per_turn():
    """Seed 000 Main Phase B: [Rest this card] is paid by resting an active card; ターン1 (1 Per Turn)
    allows one use per turn for each card that has it."""
    lamp = card("300", text="[Main] [Rest this card] [1 Per Turn] Draw 1 card.")
    state = to_main(game([deck((lamp, 4)), deck()], seed=40))
    seat = state.seats[0]
    seat.energy[:] = [unit(state, lamp, owner=0), unit(state, lamp, owner=0)]
    assert _activations(state) == [(ACTIVATE, ENERGY, 0, 0), (ACTIVATE, ENERGY, 1, 0)]
    hand = len(seat.hand)
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert len(seat.hand) == hand + 1 and seat.energy[0].rested
    assert _activations(state) == [(ACTIVATE, ENERGY, 1, 0)]  # each card once; the first is used (and rested)
    seat.energy[0].rested = False
    assert _activations(state) == [(ACTIVATE, ENERGY, 1, 0)]  # active again, but still once per turn


def test_activate_main_pay_ap_discard_and_retire_costs():
    """Seed 000 Main Phase B: paying AP, placing a card from hand in the Outside Area and removing this card
    are costs; with several, all must be paid."""
    bomb = card("301", text="[Main] [Pay 1 AP] [Retire this card] Draw 2 cards.")
    sage = card("302", text="[Main] [Discard 1] [1 Per Turn] Choose up to 1 of your AP cards and set it to active.")
    state = to_main(game([deck((bomb, 4), (sage, 4)), deck()], seed=41))
    seat = state.seats[0]
    seat.front[:] = [unit(state, bomb, owner=0)]
    seat.energy[:] = [unit(state, sage, owner=0)]
    seat.ap[:] = [False]
    assert (ACTIVATE, FRONT, 0, 0) not in _activations(state)  # no active AP to pay
    seat.ap[:] = [True, False]
    hand = len(seat.hand)
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert seat.ap == [False, False] and seat.front == [] and ids(state, bomb)[0] in seat.outside
    assert len(seat.hand) == hand + 2
    state.apply((ACTIVATE, ENERGY, 0, 0))  # discard 1: an AP card back to active
    assert seat.ap.count(True) == 1 and len(seat.hand) == hand + 1 and len(seat.outside) == 2


def test_a_card_played_again_may_use_its_once_per_turn_effect_again():
    """Seed 000 Main Phase B note: a card removed from the field and played again is a new card for ターン1."""
    lamp = card("303", ap_cost=0, text="[Main] [1 Per Turn] Draw 1 card.")
    state = to_main(game([deck((lamp, 4)), deck()], seed=42))
    seat = state.seats[0]
    seat.energy[:] = [unit(state, lamp, owner=0)]
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert _activations(state) == []
    seat.hand.insert(0, seat.energy.pop().card)  # back to hand, then played again
    state.apply((PLAY, 0, ENERGY, -1))
    assert _activations(state) == [(ACTIVATE, ENERGY, 0, 0)]


# --- other timings and actions (docs/union-arena-engine.md lists the fixed choices) --------------
def test_look_at_top_take_one_rest_to_bottom():
    """Look at the top 3, reveal up to 1 named card and add it to hand, the rest to the bottom of the deck."""
    seer = card("310", text="[On Play] Look at the top 3 cards of your deck. Reveal up to 1 <Zed Orban> card among "
                            "them and add it to your hand. Place the remaining at the bottom of your deck in any order.")
    zed = card("311", name="Zed Orban")
    state = to_main(game([deck((seer, 4), (zed, 4)), deck()], seed=43))
    seat = state.seats[0]
    plain, z = ids(state, PLAIN)[0], ids(state, zed)[0]
    seat.deck[-3:] = [plain, z, plain]
    before = len(seat.deck)
    play_from_hand(state, seer)
    assert seat.hand.count(z) >= 1 and len(seat.deck) == before - 1
    assert seat.deck[:2] == [plain, plain]  # the two others went to the bottom


def test_you_may_then_if_you_did():
    """"You may place 1 card from your hand to the Outside Area. If you did, draw 2 cards." — the second
    step happens only after the first."""
    trader = card("312", text="[On Play] You may place 1 card from your hand to the Outside Area. If you did, draw 2 cards.")
    state = to_main(game([deck((trader, 4)), deck()], seed=44))
    seat = state.seats[0]
    seat.hand[:] = [ids(state, PLAIN)[0]]
    play_from_hand(state, trader)
    assert len(seat.hand) == 2 and len(seat.outside) == 1
    state2 = to_main(game([deck((trader, 4)), deck()], seed=44))
    seat2 = state2.seats[0]
    seat2.hand[:] = []
    play_from_hand(state2, trader)  # nothing to place: no draw
    assert seat2.hand == [] and seat2.outside == []


def test_on_retire_and_when_blocking():
    """[On Retire] resolves when the character is retired by a battle; [On Block] when it blocks."""
    martyr = card("313", bp=1000, text="[On Retire] Draw 1 card.")
    guard = card("314", bp=2000, text="[On Block] This character gets +3000 BP during this turn.")
    attacker = card("315", bp=4000)
    state = to_main(game([deck((attacker, 10)), deck((martyr, 10), (guard, 10))], seed=45))
    setup_battle(state, [unit(state, attacker, owner=0), unit(state, attacker, owner=0)],
                 [unit(state, martyr, owner=1), unit(state, guard, owner=1)])
    hand = len(state.seats[1].hand)
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((9, 0))  # the martyr blocks and is retired
    assert len(state.seats[1].hand) == hand + 1
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((9, 0))  # the guard blocks at 5000 BP and wins
    assert [state.table.identity[u.card] for u in state.seats[1].front] == [guard.identity]
    assert state.seats[0].front[0].card == ids(state, attacker)[0] and len(state.seats[0].front) == 2


def test_continuous_condition_and_gained_impact():
    """A continuous "If there is a <X> on your area, this character gets +1000 BP" follows the board;
    [Impact 1] gained during this turn deals 1 damage when the attacker wins."""
    captain = card("316", name="Captain Rowe")
    mate = card("317", bp=2000, text="If there is a <Captain Rowe> on your area, this character gets +1000 BP.")
    raider = card("318", bp=3000, text="[When Attacking] This character gains [Impact 1] during this turn.")
    state = to_main(game([deck((mate, 4), (raider, 4), (captain, 4)), deck()], seed=46))
    seat = state.seats[0]
    mine = unit(state, mate, owner=0)
    seat.front[:] = [mine]
    assert state._bp(mine) == 2000
    seat.energy[:] = [unit(state, captain, owner=0)]
    assert state._bp(mine) == 3000
    setup_battle(state, [unit(state, raider, owner=0)], [unit(state, PLAIN, owner=1)])
    life = len(state.seats[1].life)
    state.apply((ATTACK_WITH, 0, -1))
    state.apply((9, 0))
    assert len(state.seats[1].life) == life - 1  # impact through the blocker


def test_cost_reduction_in_hand():
    """"If there is a <X> on your area, reduce the AP cost of this card in your hand by 1."""
    captain = card("319", name="Captain Rowe")
    heavy = card("320", ap_cost=2, text="If there is a <Captain Rowe> on your area, reduce the AP cost of this card "
                                        "in your hand by 1.")
    state = to_main(game([deck((heavy, 4), (captain, 4)), deck()], seed=47))
    seat = state.seats[0]
    seat.hand[:] = [ids(state, heavy)[0]]
    seat.ap[:] = [True]
    assert [a for a in state.legal_actions() if a[0] == PLAY] == []
    seat.energy[:] = [unit(state, captain, owner=0)]
    assert (PLAY, 0, FRONT, -1) in state.legal_actions()
    state.apply((PLAY, 0, FRONT, -1))
    assert seat.ap == [False]


def test_choose_one_takes_the_first_option_with_something_to_do():
    """A choice of effects: the engine takes the first option in printed order that has a target."""
    chooser = card("321", text="[On Play] Choose 1 of the following effects.@• Choose up to 1 character on your "
                               "opponent's Front Line with BP 1000 or less and retire it.@• Draw 1 card.")
    state = to_main(game([deck((chooser, 4)), deck()], seed=48))
    seat = state.seats[0]
    state.seats[1].front[:] = [unit(state, PLAIN, owner=1)]  # 2000 BP: nothing to retire
    hand = len(seat.hand)
    play_from_hand(state, chooser)
    assert len(seat.hand) == hand + 1 and len(state.seats[1].front) == 1  # the retire had no target: drew one


def test_it_follows_the_chosen_character():
    """"Choose 1 character on your opponent's Front Line. It gets -2000 BP during this turn." — the same
    character; at 0 BP or less it leaves the field (seed 000)."""
    hexer = card("322", text="[On Play] Choose 1 character on your opponent's Front Line with BP 2000 or less. "
                             "It gets -2000 BP during this turn.")
    big = card("323", bp=5000)
    state = to_main(game([deck((hexer, 4)), deck((big, 10))], seed=49))
    state.seats[1].front[:] = [unit(state, big, owner=1), unit(state, PLAIN, owner=1)]
    play_from_hand(state, hexer)
    assert [u.card for u in state.seats[1].front] == ids(state, big)[:1]  # the 2000 one went to 0 BP


def test_when_not_blocked_and_cannot_be_blocked_by_big_characters():
    """"When this character attacks and is not blocked, draw 1 card"; "cannot be blocked by characters with BP
    3000 or more" takes those blockers out of the defender's choices."""
    sneak = card("324", bp=2000, text="This character cannot be blocked by characters with BP 3000 or more.@"
                                      "When this character attacks and is not blocked, draw 1 card.")
    wall = card("325", bp=4000)
    state = to_main(game([deck((sneak, 4)), deck((wall, 10))], seed=50))
    setup_battle(state, [unit(state, sneak, owner=0)], [unit(state, wall, owner=1), unit(state, PLAIN, owner=1)])
    hand = len(state.seats[0].hand)
    state.apply((ATTACK_WITH, 0, -1))
    assert state.legal_actions() == [(2,), (9, 1)]  # only the 2000 BP character may block
    state.apply((2,))
    assert len(state.seats[0].hand) == hand + 1


def test_a_gained_ability_and_energy_last_the_turn():
    """An activated "+1 generated energy and 'At the end of your Main Phase, retire this character' during this
    turn": the energy pays for a card now, and the character is retired when the main phase ends."""
    battery = card("326", generated_energy=1, text='[Main] [Rest this card] This character gets +1 generated energy and '
                                                   '"At the end of your Main Phase, retire this character." during this turn.')
    big = card("327", required_energy=2, ap_cost=1)
    state = to_main(game([deck((battery, 4), (big, 4)), deck()], seed=51))
    seat = state.seats[0]
    seat.energy[:] = [unit(state, battery, owner=0)]
    seat.hand[:] = [ids(state, big)[0]]
    seat.ap[:] = [True]
    assert [a for a in state.legal_actions() if a[0] == PLAY] == []  # 1 energy: not enough
    state.apply((ACTIVATE, ENERGY, 0, 0))
    assert (PLAY, 0, FRONT, -1) in state.legal_actions()  # 2 energy now
    state.apply((PLAY, 0, FRONT, -1))
    state.apply((2,))  # end the main phase
    assert seat.energy == [] and ids(state, battery)[0] in seat.outside


def test_also_treated_as_a_name_for_raids():
    """"This card is also treated as <Mira Sol>": a Raid onto Mira Sol may go onto it."""
    double = card("328", name="Mira's Shadow", text="This card is also treated as <Mira Sol>.")
    raider = card("329", bp=5000, text="[Raid] <Mira Sol>", keywords=[{"name": "raid", "target": "Mira Sol"}])
    state = to_main(game([deck((double, 4), (raider, 4)), deck()], seed=52))
    seat = state.seats[0]
    seat.front[:] = [unit(state, double, owner=0)]
    seat.hand[:] = [ids(state, raider)[0]]
    seat.ap[:] = [True, True]
    assert (7, 0, FRONT, 0) in state.legal_actions()


def test_next_card_cost_reduction_applies_once():
    """"During this turn, reduce the AP cost of the next <Trait: Song> card you use from your hand by 1.\""""
    singer = card("330", text="[On Play] During this turn, reduce the AP cost of the next <Trait: Song> card you use "
                              "from your hand by 1.")
    song = card("331", ap_cost=2, traits=["Song"])
    state = to_main(game([deck((singer, 4), (song, 8)), deck()], seed=53))
    seat = state.seats[0]
    seat.hand[:] = [ids(state, singer)[0], ids(state, song)[0], ids(state, song)[0]]
    seat.ap[:] = [True, True]
    state.apply((PLAY, 0, FRONT, -1))  # 1 AP left; the next Song costs 1
    assert (PLAY, 0, FRONT, -1) in state.legal_actions()
    state.apply((PLAY, 0, FRONT, -1))
    assert seat.ap == [False, False] and seat.next_reductions == []


def test_at_the_end_of_this_characters_attack():
    """Seed 000 Resolution timing: when the battle ends, effects "at the end of the battle" resolve — here
    "[When Attacking] ... At the end of this character's attack, draw 1 card", after the battle is won."""
    duelist = card("332", bp=3000, text="[When Attacking] This character gets +1000 BP during this turn. "
                                        "At the end of this character's attack, draw 1 card.")
    state = to_main(game([deck((duelist, 4)), deck()], seed=54))
    setup_battle(state, [unit(state, duelist, owner=0), unit(state, duelist, owner=0)], [unit(state, PLAIN, owner=1)])
    hand = len(state.seats[0].hand)
    state.apply((ATTACK_WITH, 0, -1))
    assert len(state.seats[0].hand) == hand  # not yet: the attack waits on the block
    clone = state.clone()
    state.apply((9, 0))
    assert state.seats[1].front == [] and len(state.seats[0].hand) == hand + 1
    clone.apply((9, 0))  # a copy of the game resolves it the same way
    assert len(clone.seats[0].hand) == hand + 1


def test_sample_phrasings_fields_auras_events_and_verbs_on_the_chosen_card():
    """The shipped sample texts: a field's "[Your Turn] All of your characters get +500 BP", an event's
    "[Main] Choose up to 1 ... . Put it in their Outside Area." (placed, not retired) and "Rest it."."""
    banner = card("333", type="field", generated_energy=1, text="[Your Turn] All of your characters get +500 BP.")
    lance = card("334", type="event", ap_cost=1, text="[Main] Choose up to 1 of your opponent's characters with 3000 BP "
                                                      "or less. Put it in their Outside Area.")
    herald = card("335", text="[On Play] Choose up to 1 of your opponent's characters with 2000 BP or less. Rest it.")
    for record in (banner, lance, herald):
        assert not has_unsimulated_text(record)
    state = to_main(game([deck((banner, 4), (lance, 4), (herald, 4)), deck()], seed=55))
    seat = state.seats[0]
    mine = unit(state, PLAIN, owner=0)
    seat.front[:] = [mine]
    seat.energy[:] = [unit(state, banner, owner=0)]
    assert state._bp(mine) == 2500
    state.player = 1
    assert state._bp(mine) == 2000  # only during its owner's turn
    state.player = 0
    target = unit(state, PLAIN, owner=1)
    state.seats[1].front[:] = [target]
    seat.hand.insert(0, ids(state, herald)[0])
    seat.ap[:] = [True, True, True]
    state.apply((PLAY, 0, FRONT, -1))
    assert target.rested
    seat.hand.insert(0, ids(state, lance)[0])
    state.apply((PLAY, 0, 2, -1))
    assert state.seats[1].front == [] and state.seats[1].outside == [target.card]


def test_restrictions_given_to_a_chosen_character():
    """"Give it 'This character cannot block' during this turn" and "This character will not be retired":
    the blocker leaves the defender's choices; a protected character survives a retire effect."""
    jailer = card("336", text="[On Play] Choose up to 1 character on your opponent's Front Line with BP 3000 or less "
                              'and give it "This character cannot block" during this turn.')
    stalwart = card("337", bp=5000, text="This character will not be retired.")
    hunter = card("338", text="[On Play] Choose up to 1 character on your opponent's Front Line with BP 5000 or more "
                              "and retire it.")  # only the stalwart (a removal otherwise prefers what it can retire)
    attacker = card("339", bp=4000)
    state = to_main(game([deck((jailer, 4), (hunter, 4), (attacker, 4)), deck((stalwart, 10))], seed=56))
    seat = state.seats[0]
    wall = unit(state, PLAIN, owner=1)
    rock = unit(state, stalwart, owner=1)
    state.seats[1].front[:] = [wall, rock]
    seat.hand.insert(0, ids(state, jailer)[0])
    seat.ap[:] = [True, True, True]
    state.apply((PLAY, 0, FRONT, -1))
    seat.hand.insert(0, ids(state, hunter)[0])
    state.apply((PLAY, 0, FRONT, -1))  # the only target is the stalwart: it is not retired
    assert state.seats[1].front == [wall, rock]
    setup_battle(state, [unit(state, attacker, owner=0)], [wall, rock])
    state.apply((ATTACK_WITH, 0, -1))
    assert state.legal_actions() == [(2,), (9, 1)]  # the jailed wall (BP 3000 or less) cannot block
