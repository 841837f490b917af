"""Union Arena effects played in full (Raid by effects, "it's X instead" replacements, leaving the area, tiers), from
card texts written for Decklab (invented names and traits in the real phrasing).

Each scenario builds its position through the engine's API, quotes the card wording it plays and names the seed 000
section where a rule is involved."""
from engine.effects.compiler import compile_card_text
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, deck, game, ids, pull, to_main


def test_tiers_by_bp_in_your_turn_and_by_face_down_cards():
    """Card wording: "[Your Turn] This character gains all the following effects based on this character's BP.
    • BP 6000 or more: [Impact 1] • BP 9000 or more: [Sniper]" (each tier only in your turn, the BP as it is now)
    and "This character gains all the following effects based on the number of face-down cards under this character.
    • 1 or more cards: [Double Block] • 3 or more cards: This character gets +1000 BP."."""
    by_bp = ("[Your Turn] This character gains all the following effects based on this character's BP.\n"
             "• BP 6000 or more: [Impact 1]\n• BP 9000 or more: [Sniper]")
    by_cards = ("This character gains all the following effects based on the number of face-down cards under this "
                "character.\n• 1 or more cards: [Double Block]\n• 3 or more cards: This character gets +1000 BP.")
    assert compile_card_text(by_bp).complete and compile_card_text(by_cards).complete
    bold = card("971", bp=5000, text=by_bp)
    stacked = card("972", bp=3000, text=by_cards)
    state = to_main(game([deck((bold, 4), (stacked, 4)), deck()], seed=71))
    me = state.seats[0]
    big = state._new_unit(pull(me, ids(state, bold)[0]), 0, rested=False)
    pile = state._new_unit(pull(me, ids(state, stacked)[0]), 0, rested=False)
    me.front[:] = [big, pile]
    assert state._impact(big) == 0  # 5000 BP
    big.bonus = 1000
    assert state._impact(big) == 1 and state._keyword(big, "snipe") == 0
    state.player = 1  # the opponent's turn: no tier
    assert state._impact(big) == 0
    state.player = 0
    assert state._keyword(pile, "double-block") == 0 and state._bp(pile) == 3000
    pile.under = tuple(me.deck.pop() for _ in range(3))
    assert state._keyword(pile, "double-block") == 1 and state._bp(pile) == 4000
    check_invariants(state)


def test_its_all_instead_and_a_replacement_said_on_its_own_line():
    """Card wording: "Choose up to 2 characters on your area, they get +500 BP during this turn. If there is a
    <Wren Aldous> on your area, it's all instead." (every character of yours) and "Choose 1 of your opponent card
    with BP 3000 or lower and retire it." with, on the next line, "If you have 4 or more event cards in your outside
    area, replace with BP 5000 instead" (the line changes the retire before it)."""
    from engine.games.union_arena.effects_runtime import run_effects

    cheer = ("[Main] Choose up to 2 characters on your area, they get +500 BP during this turn. If there is a "
             "<Wren Aldous> on your area, it's all instead.")
    purge = ("Choose 1 of your opponent card with BP 3000 or lower and retire it.\nIf you have 4 or more event cards "
             "in your outside area, replace with BP 5000 instead")
    assert compile_card_text(cheer).complete and compile_card_text(purge).complete
    cheerer, wren, plain = card("973", text=cheer), card("974", name="Wren Aldous"), card("975", bp=1000)
    spell = card("976", type="event", text=purge)
    big = card("977", bp=4500)
    state = to_main(game([deck((cheerer, 4), (wren, 4), (plain, 8), (spell, 8)), deck((big, 8))], seed=72))
    me, other = state.seats[0], state.seats[1]
    leader = state._new_unit(pull(me, ids(state, cheerer)[0]), 0, rested=False)
    helpers = [state._new_unit(pull(me, ids(state, plain)[0]), 0, rested=False) for _ in range(3)]
    me.front[:] = [leader, *helpers]
    run_effects(state, 0, state.table.effects[leader.card].activated, leader)
    assert sum(state._bp(u) > 1000 for u in helpers) + (state._bp(leader) > 2000) == 2  # up to 2: no <Wren Aldous>
    friend = state._new_unit(pull(me, ids(state, wren)[0]), 0, rested=False)
    me.energy[:] = [friend]
    for u in [leader, *helpers, friend]:
        u.bonus = 0
    run_effects(state, 0, state.table.effects[leader.card].activated, leader)
    assert all(state._bp(u) == 1500 for u in helpers) and state._bp(friend) == 2500  # all of them
    target = state._new_unit(pull(other, ids(state, big)[0]), 1, rested=False)
    other.front[:] = [target]
    event = ids(state, spell)[0]
    me.outside[:] = [pull(me, event) for _ in range(3)]
    run_effects(state, 0, state.table.effects[event].on_play, None)
    assert other.front == [target]  # 4500 BP: more than 3000
    me.outside.append(pull(me, event))
    run_effects(state, 0, state.table.effects[event].on_play, None)
    assert other.front == []  # 4 Event cards: BP 5000 or less
    check_invariants(state)


def test_the_top_card_of_a_character_in_raid_state_leaves_and_the_raided_card_stays():
    """Card wording: "Choose up to 1 character in Raid State on your opponent's Front Line and place the top card of
    the character in Raid State to the Outside Area." and "Add up to 1 Character Card with [Raid] from your Outside
    Area to your hand." Seed 000, Raid Boost ("Place the specified Character card on top"): the top card goes to the
    Outside Area and the card under it stays on the field, in its mode, no longer in Raid State; it is not "removed
    from the field" ("Remove from the field" doesn't refer to "place in the Outside Area"), so no [On Retire]."""
    from engine.games.union_arena.effects_runtime import run_effects

    strip = ("Choose up to 1 character in Raid State on your opponent's Front Line and place the top card of the "
             "character in Raid State to the Outside Area.")
    fetch = "[Main] Add up to 1 Character Card with [Raid] from your Outside Area to your hand."
    assert compile_card_text(strip).complete and compile_card_text(fetch).complete
    spell = card("978", type="event", text=strip)
    fetcher = card("979", text=fetch)
    base = card("980", name="Lira Quill", bp=2000, text="[On Retire] Draw 1 card.")
    raider = card("981", name="Lira Quill", bp=5000, keywords=[{"name": "raid", "target": "Lira Quill",
                                                                    "target_kind": "name"}])
    state = to_main(game([deck((spell, 4), (fetcher, 4)), deck((base, 4), (raider, 4))], seed=73))
    me, other = state.seats[0], state.seats[1]
    stack = state._new_unit(pull(other, ids(state, base)[0]), 1, rested=True)
    stack.card, stack.base = pull(other, ids(state, raider)[0]), stack.card
    other.front[:] = [stack]
    hand = len(other.hand)
    event = ids(state, spell)[0]
    run_effects(state, 0, state.table.effects[event].on_play, None)
    assert other.front == [stack] and stack.card == ids(state, base)[0] and stack.base == -1 and stack.rested
    assert other.outside == [ids(state, raider)[0]] and len(other.hand) == hand  # no [On Retire]
    assert state._bp(stack) == 2000
    run_effects(state, 0, state.table.effects[event].on_play, None)  # no character in Raid State: nothing
    assert other.outside == [ids(state, raider)[0]]
    helper = state._new_unit(pull(me, ids(state, fetcher)[0]), 0, rested=False)
    me.front[:] = [helper]
    me.outside[:] = [pull(me, ids(state, fetcher)[0])]  # a card without [Raid]
    run_effects(state, 0, state.table.effects[helper.card].activated, helper)
    assert me.outside == [ids(state, fetcher)[0]]
    check_invariants(state)


def test_on_block_if_the_attacking_character_is_in_raid_state():
    """Card wording: "[On Block] If your opponent's attacking character is in Raid State, this character gets +500 BP
    during this turn." Seed 000, Raid Boost ("Place the specified Character card on top"): a character in Raid State
    has the card it raided under it; the condition reads the character attacking in this battle."""
    from engine.games.union_arena.constants import ATTACK_WITH, BLOCK_WITH
    from tests.ua_engine_helpers import setup_battle

    text = "[On Block] If your opponent's attacking character is in Raid State, this character gets +500 BP during this turn."
    assert compile_card_text(text).complete
    wall = card("982", bp=2800, text=text)
    hitter, under = card("983", bp=3000), card("984", bp=1000)
    for raided, wall_survives in ((False, False), (True, True)):
        state = to_main(game([deck((hitter, 4), (under, 4)), deck((wall, 4))], seed=74))
        me, other = state.seats[0], state.seats[1]
        attacker = state._new_unit(pull(me, ids(state, hitter)[0]), 0, rested=False)
        if raided:
            attacker.base = pull(me, ids(state, under)[0])
        blocker = state._new_unit(pull(other, ids(state, wall)[0]), 1, rested=False)
        setup_battle(state, [attacker], [blocker])
        state.apply((ATTACK_WITH, 0, -1))
        state.apply((BLOCK_WITH, 0))
        assert (blocker in other.front) is wall_survives, raided
        check_invariants(state)


def test_a_card_placed_from_your_life_area_to_the_outside_area():
    """Card wording: "[Opponent's Turn] When a card without <Trigger> is placed from your Life Area to the Outside
    Area, set this character to active and it gets +1000 BP during this turn. This effect can only be activated once
    per turn." Seed 000, Trigger check: "After the Trigger effect is resolved, the card is placed in
    the owner's Outside Area. (If the card does not have a Trigger effect, it is still placed in the owner's Outside
    Area.)" — the damaged player's character reacts as its Life card goes there."""
    from engine.games.union_arena.constants import ATTACK_WITH, PASS
    from tests.ua_engine_helpers import setup_battle

    text = ("[Opponent's Turn] When a card without <Trigger> is placed from your Life Area to the Outside Area, set "
            "this character to active and it gets +1000 BP during this turn. This effect can only be activated once "
            "per turn.")
    assert compile_card_text(text).complete
    watcher = card("985", name="Noa Brin", bp=2000, text=text)
    hitter = card("986", bp=3000)
    state = to_main(game([deck((hitter, 4)), deck((watcher, 4))], seed=75))
    me, other = state.seats[0], state.seats[1]
    first, second = (state._new_unit(pull(me, ids(state, hitter)[0]), 0, rested=False) for _ in range(2))
    noa = state._new_unit(pull(other, ids(state, watcher)[0]), 1, rested=True)
    other.energy[:] = [noa]
    setup_battle(state, [first, second], [])
    life, outside = len(other.life), len(other.outside)
    state.apply((ATTACK_WITH, 0, -1))
    if state.actor == 1:
        state.apply(PASS)  # no block
    assert len(other.life) == life - 1 and len(other.outside) == outside + 1  # a card without a Trigger
    assert not noa.rested and state._bp(noa) == 3000
    noa.rested = True
    state.apply((ATTACK_WITH, 0, -1))
    if state.actor == 1:
        state.apply(PASS)
    assert len(other.life) == life - 2 and noa.rested  # once per turn
    check_invariants(state)


def test_placing_this_characters_raid_source_to_the_outside_area():
    """Card wording: "[On Play] Draw 1 card. If you did, place 1 of this character's raid source cards to the Outside
    Area. (This character is no longer in Raid State)". Seed 000, Raid Boost: the raiding card is on top of the
    card it raided; that card leaves and this character stays on the field, active, not in Raid State."""
    from engine.games.union_arena.effects_runtime import run_effects

    text = ("[On Play] Draw 1 card. If you did, place 1 of this character's raid source cards to the Outside Area. "
            "(This character is no longer in Raid State)")
    assert compile_card_text(text).complete
    shedder, under = card("987", bp=4000, text=text), card("988", bp=1500)
    state = to_main(game([deck((shedder, 4), (under, 4)), deck()], seed=76))
    me = state.seats[0]
    top = state._new_unit(pull(me, ids(state, shedder)[0]), 0, rested=False)
    top.base = pull(me, ids(state, under)[0])
    me.front[:] = [top]
    hand, outside = len(me.hand), list(me.outside)
    run_effects(state, 0, state.table.effects[top.card].on_play, top)
    assert len(me.hand) == hand + 1 and top.base == -1 and me.front == [top] and not top.rested
    assert me.outside == outside + [ids(state, under)[0]] and state._bp(top) == 4000
    run_effects(state, 0, state.table.effects[top.card].on_play, top)  # not in Raid State: only the draw
    assert len(me.hand) == hand + 2 and me.outside == outside + [ids(state, under)[0]]
    check_invariants(state)


def test_this_card_placed_from_your_hand_to_the_outside_area_by_your_effect():
    """Card wording: "When this card is placed from your hand to the Outside Area by your effect, draw 1 card." Seed
    000 places cards from the hand to the Outside Area only by effects and costs ("This effect can be activated by
    placing 1 card from your hand in your Outside Area"); it resolves after the effect that placed it ("If new
    effects activate as the result of an effect resolving, the unresolved effects can be resolved in any order"),
    not when your opponent's effect makes you place it."""
    from engine.games.union_arena.effects_runtime import run_effects

    text = "When this card is placed from your hand to the Outside Area by your effect, draw 1 card."
    assert compile_card_text(text).complete
    spare = card("989", bp=1000, text=text)
    state = to_main(game([deck((spare, 4)), deck()], seed=77))
    me = state.seats[0]
    me.hand[:] = [c for c in me.hand if c != ids(state, spare)[0]] + [pull(me, ids(state, spare)[0])]
    hand = len(me.hand)
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "discard", "amount": 1}]}], None)
    assert me.outside[-1] == ids(state, spare)[0] and len(me.hand) == hand  # placed one, then drew one
    me.hand.append(pull(me, ids(state, spare)[0]))
    hand = len(me.hand)
    run_effects(state, 1, [{"timing": "main", "actions": [{"do": "opponent-discards", "amount": 1}]}], None)
    assert me.outside[-1] == ids(state, spare)[0] and len(me.hand) == hand - 1  # the opponent's effect: no draw
    check_invariants(state)


def test_when_this_character_is_raided_on():
    """Card wording: "When this character is raided on, the raided character gains [Impact 1] during this turn. (The
    [On Play] of the raided character and this effect can be resolved in any order)". Seed 000 Raid Boost 1-5: the
    Raid card goes on top, the base's effects are negated — this one is the moment of that Raid, and it resolves
    before the Raid card's [On Play] (the engine's fixed order of "any order")."""
    from engine.games.union_arena.constants import FRONT

    text = ("When this character is raided on, the raided character gains [Impact 1] during this turn. (The [On Play] "
            "of the raided character and this effect can be resolved in any order)")
    assert compile_card_text(text).complete
    base = card("990", name="Pell Arden", bp=2000, text=text)
    raider = card("991", name="Pell Arden", bp=4000, text="[On Play] Draw 1 card.",
                  keywords=[{"name": "raid", "target": "Pell Arden", "target_kind": "name"}])
    state = to_main(game([deck((base, 4), (raider, 4)), deck()], seed=78))
    me = state.seats[0]
    me.front[:] = [state._new_unit(pull(me, ids(state, base)[0]), 0, rested=True)]
    hand = len(me.hand)
    stack = state._raid(0, pull(me, ids(state, raider)[0]), FRONT, 0)
    assert stack.base == ids(state, base)[0] and not stack.rested and state._impact(stack) == 1
    assert len(me.hand) == hand + 1  # the Raid card's [On Play] too
    check_invariants(state)


def test_an_option_taking_a_top_card_is_not_chosen_without_a_character_in_raid_state():
    """Card wording: "Choose 1 of the following effects. • Draw 1 card. • Choose 1 <Corin Vasse> in Raid State on your
    area and place the top card of the character in Raid State to the Outside Area. If you did, choose up to 1 of your
    AP cards and set it to active." With no <Corin Vasse> in Raid State the second option would do nothing: the
    engine's fixed choice takes the first."""
    from engine.games.union_arena.effects_runtime import run_effects

    text = ("[On Play] Choose 1 of the following effects.\n• Draw 1 card.\n• Choose 1 <Corin Vasse> in Raid State on "
            "your area and place the top card of the character in Raid State to the Outside Area. If you did, choose "
            "up to 1 of your AP cards and set it to active.")
    assert compile_card_text(text).complete
    chooser = card("992", text=text)
    state = to_main(game([deck((chooser, 4)), deck()], seed=79))
    me = state.seats[0]
    unit = state._new_unit(pull(me, ids(state, chooser)[0]), 0, rested=False)
    me.front[:] = [unit]
    hand = len(me.hand)
    run_effects(state, 0, state.table.effects[unit.card].on_play, unit)
    assert len(me.hand) == hand + 1
    check_invariants(state)


def test_can_only_be_activated_if_you_raided_during_this_turn():
    """Card wording: "[Main] [1 Per Turn] Can only be activated if you raided during this turn. Draw 1 card." Seed 000
    Raid Boost: placing a Raid card on the specified character is a Raid; the history is this turn's."""
    from engine.games.union_arena.constants import ACTIVATE, FRONT

    text = "[Main] [1 Per Turn] Can only be activated if you raided during this turn. Draw 1 card."
    assert compile_card_text(text).complete
    waiter = card("993", text=text)
    base = card("994", name="Ives Crane", bp=2000)
    raider = card("995", name="Ives Crane", bp=4000,
                  keywords=[{"name": "raid", "target": "Ives Crane", "target_kind": "name"}])
    state = to_main(game([deck((waiter, 4), (base, 4), (raider, 4)), deck()], seed=80))
    me = state.seats[0]
    me.front[:] = [state._new_unit(pull(me, ids(state, waiter)[0]), 0, rested=False),
                   state._new_unit(pull(me, ids(state, base)[0]), 0, rested=False)]
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()
    state._raid(0, pull(me, ids(state, raider)[0]), FRONT, 1)
    assert me.raided_now == (ids(state, raider)[0],)
    assert (ACTIVATE, FRONT, 0, 0) in state.legal_actions()
    check_invariants(state)
