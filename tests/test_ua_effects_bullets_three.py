"""Union Arena effects of the "bulleted card text, third round" family: "choose N of the following effects" heads said
after a timing or a step, a condition said as a sentence of its own, options that other cards of a name have chosen, the
first option on the head's line, tiers counted on this character's line and tiers by the characters on the opponent's
Front Line. Compiled from card texts written for Decklab and played through the engine's API (docs/engine.md, the last
bullets)."""
from engine.games.union_arena.constants import ACTIVATE, ATTACK_WITH, BLOCK, BLOCK_WITH, FRONT, PLAY
from engine.games.union_arena.effects_runtime import run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    PLAIN,
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    ids,
    pull,
    setup_battle,
    to_main,
    unit_from_zones,
)


def test_a_choice_said_after_if_you_did_and_a_step():
    """Card wording: "Retire 1 character on your area with <Vex> in its name. If you did, choose up to 1 character on
    your opponent's Front Line with BP 3000 or less and retire it, choose 1 of the following effects. • Draw 1 card.
    • ..." The choice is the last step of the "If you did" sentence: with no <Vex> to retire, neither the retire of the
    opponent's character nor the choice happens."""
    text = ("Retire 1 character on your area with <Vex> in its name. If you did, choose up to 1 character on your "
            "opponent's Front Line with BP 3000 or less and retire it, choose 1 of the following effects.@"
            "• Draw 1 card.@• Choose up to 1 character on your area, it gets +1000 BP during this turn.")
    effects = compiled_effects(text)
    assert [a["do"] for a in effects[0]["actions"]] == ["retire", "retire", "choose-one"]
    assert effects[0]["actions"][2]["if_done"] is True
    vex, small = card("C01", name="Vex Runner"), card("C02", bp=3000)
    state = to_main(game([deck((vex, 4)), deck((small, 4))], seed=301))
    me, other = state.seats[0], state.seats[1]
    other.front[:] = [unit_from_zones(state, small, 1)]
    me.front[:] = [unit_from_zones(state, PLAIN, 0)]
    hand = len(me.hand)
    run_effects(state, 0, effects, None)
    assert len(other.front) == 1 and len(me.hand) == hand  # no <Vex>: nothing was retired, nothing chosen
    me.front.append(unit_from_zones(state, vex, 0))
    run_effects(state, 0, effects, None)
    assert other.front == [] and len(me.front) == 1
    assert len(me.hand) == hand + 1 or me.front[0].bonus == 1000  # one of the options
    check_invariants(state)


def test_a_choice_when_this_card_is_placed_from_your_deck():
    """Card wording: "When this card is placed from your deck to the Outside Area by your effect, choose 1 of the
    following effects. • Draw 1 card. • ..." The sentence's timing is the block's: milled by "[On Play] Place the top 2
    cards of your deck in the Outside Area.", the card's choice resolves (the draw: the other option has no target)."""
    text = ("When this card is placed from your deck to the Outside Area by your effect, choose 1 of the following "
            "effects.@• Draw 1 card.@• Choose up to 1 character on your opponent's Front Line and rest it.")
    effects = compiled_effects(text)
    assert effects[0]["timing"] == "when-milled"
    echo = card("C03", text=text)
    digger = card("C04", text="[On Play] Place the top 2 cards of your deck in the Outside Area.")
    state = to_main(game([deck((echo, 4), (digger, 4)), deck()], seed=302))
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = [me.deck.pop(me.deck.index(ids(state, digger)[0]))]
    echo_id, plain_id = ids(state, echo)[0], ids(state, PLAIN)[0]
    me.deck.remove(echo_id)
    me.deck.remove(plain_id)
    me.deck.extend([plain_id, echo_id])  # on top, a plain card under it
    me.ap[:] = [True]
    state.apply((PLAY, 0, FRONT, -1))
    assert me.outside == [echo_id, plain_id] and len(me.hand) == 1  # milled, then "Draw 1 card"
    check_invariants(state)


def test_an_option_other_cards_of_the_name_have_chosen():
    """Card wording: "[Main] [Rest this card] Choose 1 of the following effects. You can't choose the same effect that
    other <Lyra Voss> cards have chosen during this turn." The option a <Lyra Voss> chose this turn is used up for every
    <Lyra Voss> (seed 000 Main Phase B: each one's Activate: Main is used once, by resting it)."""
    text = ("[Main] [Rest this card] Choose 1 of the following effects. You can't choose the same effect that other "
            "<Lyra Voss> cards have chosen during this turn.@• Draw 1 card.@• This character gets +1000 BP during "
            "this turn.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0]["no_repeat"] == "name"
    lyra = card("C05", name="Lyra Voss", text=text)
    state = to_main(game([deck((lyra, 4)), deck()], seed=303))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, lyra, 0, rested=False), unit_from_zones(state, lyra, 0, rested=False)]
    hand = len(me.hand)
    state.apply((ACTIVATE, 0, 0, 0))
    assert len(me.hand) == hand + 1  # the draw is worth more
    state.apply((ACTIVATE, 0, 1, 0))
    assert len(me.hand) == hand + 1 and state._bp(me.front[1]) == 3000  # the draw was a <Lyra Voss>'s: the other
    check_invariants(state)


def test_the_first_option_on_the_line_of_the_head():
    """Card wording: "[Main] [Rest this card] Choose 1 of the following effects: • Draw 1 card. @• This character gets
    +1000 BP during this turn." The first option printed after the colon is an option as the one on its own line."""
    text = ("[Main] [Rest this card] Choose 1 of the following effects: • Draw 1 card.@• This character gets +1000 BP "
            "during this turn.")
    effects = compiled_effects(text)
    assert [option["do"] for option in effects[0]["actions"][0]["options"]] == ["draw", "bp-change"]
    scout = card("C06", text=text)
    state = to_main(game([deck((scout, 4)), deck()], seed=304))
    me = state.seats[0]
    me.front[:] = [unit_from_zones(state, scout, 0, rested=False)]
    hand = len(me.hand)
    state.apply((ACTIVATE, 0, 0, 0))
    assert len(me.hand) == hand + 1 and me.front[0].rested
    check_invariants(state)


def test_a_condition_said_as_a_sentence_of_its_own_and_a_count_in_words():
    """Card wording: "If there is a <Corin Ash> on your area. Choose one of the following effects. • Draw 2 cards.
    • ..." (an event): the sentence "If ..." before the choice is its condition; "one" is the count 1."""
    text = ("If there is a <Corin Ash> on your area. Choose one of the following effects.@• Draw 2 cards.@"
            "• Choose up to 1 character on your opponent's Front Line and rest it.")
    effects = compiled_effects(text)
    block = effects[0]["actions"][0]
    assert block["condition"] == {"kind": "card-on-your-area", "name": "Corin Ash"} and "count" not in block
    corin = card("C07", name="Corin Ash")
    state = to_main(game([deck((corin, 4)), deck()], seed=305))
    me = state.seats[0]
    hand = len(me.hand)
    run_effects(state, 0, effects, None)
    assert len(me.hand) == hand  # no <Corin Ash>: nothing
    me.front[:] = [unit_from_zones(state, corin, 0)]
    hand = len(me.hand)
    run_effects(state, 0, effects, None)
    assert len(me.hand) == hand + 2
    check_invariants(state)


def test_tiers_counted_on_the_same_line():
    """Card wording: "Based on the number of characters with required energy of 3 on the same line, this character
    gains all the following effects. • 1 or more: This character gets +1000 BP. • 2 or more: [Impact 1]." The other
    characters on this character's line (seed 000 Your Field: the Front Line and the Energy Line) are counted."""
    text = ("Based on the number of characters with required energy of 3 on the same line, this character gains all "
            "the following effects.@• 1 or more: This character gets +1000 BP.@• 2 or more: [Impact 1].")
    effects = compiled_effects(text)
    assert effects[0]["condition"] == {"kind": "same-line", "at_least": 1,
                                       "filter": {"card_type": "character", "energy_min": 3, "energy_max": 3}}
    keeper, three = card("C08", text=text, required_energy=1), card("C09", required_energy=3)
    state = to_main(game([deck((keeper, 4), (three, 4)), deck()], seed=306))
    me = state.seats[0]
    mine = unit_from_zones(state, keeper, 0)
    me.front[:] = [mine]
    me.energy[:] = [unit_from_zones(state, three, 0), unit_from_zones(state, three, 0)]
    assert state._bp(mine) == 2000  # the energy-3 characters are on the other line
    me.front.append(me.energy.pop())
    assert state._bp(mine) == 3000 and state._keyword(mine, "impact") == 0
    me.front.append(me.energy.pop())
    assert state._bp(mine) == 3000 and state._keyword(mine, "impact") == 1
    check_invariants(state)


OPPONENT_TIERS = ("[Main] [1 Per Turn] During this turn, this character gains all the following effects based on the "
                  "characters on your opponent's Front Line.@• BP 2000 or less: This character cannot be blocked by "
                  "characters with BP 2000 or less.@• Raid State: This character gains +1000 BP and [Damage (2) ].@"
                  "• AP cost of 2 or more: This character gains +1000 BP and [Impact (1) ].")


def test_tiers_by_the_characters_on_your_opponents_front_line():
    """Card wording: "[Main] [1 Per Turn] During this turn, this character gains all the following effects based on the
    characters on your opponent's Front Line. • BP 2000 or less: ... • Raid State: ... • AP cost of 2 or more: ..." As
    it resolves, this character gains for this turn each effect whose label one of the opponent's Front Line characters
    has then (Raid State: a card under it by Raid Boost, seed 000 Raid Boost)."""
    effects = compiled_effects(OPPONENT_TIERS)
    assert effects[0]["timing"] == "activate-main" and effects[0]["once_per_turn"] is True
    assert [a["do"] for a in effects[0]["actions"]] == ["gain-ability"] * 3
    hunter = card("C10", text=OPPONENT_TIERS, bp=3000)
    low, costly = card("C11", bp=2000), card("C12", bp=5000, ap_cost=2)
    state = to_main(game([deck((hunter, 4)), deck((low, 4), (costly, 4))], seed=307))
    me, other = state.seats[0], state.seats[1]
    mine = unit_from_zones(state, hunter, 0, rested=False)
    raided = unit_from_zones(state, costly, 1)
    raided.base = pull(other, ids(state, low)[0])  # a card under it by Raid Boost
    me.front[:] = [mine]
    other.front[:] = [raided]
    state.apply((ACTIVATE, 0, 0, 0))
    assert state._bp(mine) == 5000  # Raid State and AP cost 2: +1000 twice (no character with BP 2000 or less)
    assert state._keyword(mine, "damage") == 2 and state._keyword(mine, "impact") == 1
    assert not any(a[0] == ACTIVATE for a in state.legal_actions())  # [1 Per Turn]
    check_invariants(state)
    assert effects_of(state, hunter).activated


def test_opponent_tiers_read_as_they_resolve_and_the_bp_one_in_battle():
    """Same wording: with only a 2000 BP character on the opponent's Front Line, this character gains only "This
    character cannot be blocked by characters with BP 2000 or less" for this turn: attacking, the opponent cannot block
    with it (seed 000 Attack Phase, Blocking Character specification timing)."""
    hunter, low = card("C13", text=OPPONENT_TIERS, bp=3000), card("C14", bp=2000)
    for activated in (False, True):
        state = to_main(game([deck((hunter, 4)), deck((low, 4))], seed=308))
        me, other = state.seats[0], state.seats[1]
        mine = unit_from_zones(state, hunter, 0, rested=False)
        me.front[:] = [mine]
        other.front[:] = [unit_from_zones(state, low, 1, rested=False)]
        if activated:
            state.apply((ACTIVATE, 0, 0, 0))
        assert state._bp(mine) == 3000 and state._keyword(mine, "damage") == 0
        life = len(other.life)
        setup_battle(state, [mine], list(other.front))
        state.apply((ATTACK_WITH, 0, -1))
        if activated:
            assert state.phase != BLOCK and len(other.life) == life - 1  # not blocked: the attack hit the player
        else:
            assert state.phase == BLOCK and (BLOCK_WITH, 0) in state.legal_actions()
        check_invariants(state)


def test_opponent_tiers_without_a_timing_hold_while_such_a_character_is_there():
    """Card wording: "This character gains all the following effects based on the characters on your opponent's Front
    Line. • BP 5000 or more: +1000 BP and [Damage (2) ]." With no timing each bullet is an effect of this character
    while the opponent has such a character there."""
    text = ("This character gains all the following effects based on the characters on your opponent's Front Line.@"
            "• BP 5000 or more: +1000 BP and [Damage (2) ].")
    effects = compiled_effects(text)
    assert effects[0]["timing"] == "continuous"
    guard, big = card("C15", text=text), card("C16", bp=5000)
    state = to_main(game([deck((guard, 4)), deck((big, 4))], seed=309))
    me, other = state.seats[0], state.seats[1]
    mine = unit_from_zones(state, guard, 0)
    me.front[:] = [mine]
    assert state._bp(mine) == 2000
    other.front[:] = [unit_from_zones(state, big, 1)]
    assert state._bp(mine) == 3000 and state._keyword(mine, "damage") == 2
    check_invariants(state)


def test_tiers_by_the_attacks_of_other_characters_this_turn():
    """Card wording: "[Your Turn] This character gains all the following effects based on the number of times other
    characters with a required energy of 4 or less have attacked during this turn. • 1 or more: +1000 BP ... • 2 or
    more: +1000 BP and [Damage (2) ]." Each attack of another of your characters with required energy 4 or less counts
    (seed 000 Attack Phase: a character attacks by resting), also when that character has left the field since; this
    character's own attacks and those of other characters do not."""
    text = ("[Your Turn] This character gains all the following effects based on the number of times other characters "
            "with a required energy of 4 or less have attacked during this turn.@• 1 or more: +1000 BP and "
            "\"[When Attacking] Draw up to 1 card\".@• 2 or more: +1000 BP and [Damage (2) ].")
    effects = compiled_effects(text)
    assert effects[1]["condition"]["conditions"][1] == {
        "kind": "attacks-this-turn", "at_least": 2, "filter": {"other": True, "card_type": "character", "energy_max": 4}}
    keeper = card("C17", text=text, required_energy=1)
    small, big = card("C18", required_energy=2), card("C19", required_energy=5)
    state = to_main(game([deck((keeper, 4), (small, 4), (big, 4)), deck()], seed=310))
    me = state.seats[0]
    mine = unit_from_zones(state, keeper, 0, rested=False)
    setup_battle(state, [mine, unit_from_zones(state, big, 0, rested=False), unit_from_zones(state, small, 0, rested=False),
                         unit_from_zones(state, PLAIN, 0, rested=False)], [])  # (one left to attack: the phase goes on)
    state.apply((ATTACK_WITH, 0, -1))  # its own attack
    state.apply((ATTACK_WITH, 1, -1))  # required energy 5
    assert state._bp(mine) == 2000 and me.attacked_now == (mine.card, me.front[1].card)
    state.apply((ATTACK_WITH, 2, -1))
    assert state._bp(mine) == 3000 and state._keyword(mine, "damage") == 0
    me.outside.append(me.front.pop(2).card)  # the attacker leaves the field: its attack was made
    assert state._bp(mine) == 3000
    check_invariants(state)


def test_tiers_by_this_characters_attacks_and_a_gain_said_first():
    """Card wording: "[Your Turn] This character gets +1000 BP and gains all the following effects based on the number
    of times this character attacked during this turn. • 2 or more: [Damage (2) ]." The +1000 BP is an effect of its
    own in your turn; the tier counts this character's attacks this turn (set active by an effect, it attacks again)."""
    text = ("[Your Turn] This character gets +1000 BP and gains all the following effects based on the number of times "
            "this character attacked during this turn.@• 2 or more: [Damage (2) ].")
    effects = compiled_effects(text)
    assert effects[0] == {"timing": "during-your-turn",
                          "actions": [{"do": "bp-change", "amount": 1000, "target": {"self": True}}]}
    brawler = card("C20", text=text)
    state = to_main(game([deck((brawler, 4)), deck()], seed=311))
    mine = unit_from_zones(state, brawler, 0, rested=False)
    setup_battle(state, [mine, unit_from_zones(state, PLAIN, 0, rested=False)], [])
    assert state._bp(mine) == 3000
    state.apply((ATTACK_WITH, 0, -1))
    assert state._keyword(mine, "damage") == 0
    mine.rested = False  # set to active (as by an effect)
    state.apply((ATTACK_WITH, 0, -1))
    assert state._keyword(mine, "damage") == 2
    check_invariants(state)


def test_options_printed_without_bullets_after_a_colon():
    """Card wording: "Choose 1 of the following effects: @Draw 2 cards. @Choose up to 1 character on your opponent's
    Front Line with BP 3000 or less and retire it." (an event, its options printed on lines with no bullet): the lines
    after the colon are the options — one of them is done, not both."""
    text = ("Choose 1 of the following effects: @Draw 2 cards. @Choose up to 1 character on your opponent's Front Line "
            "with BP 3000 or less and retire it.")
    effects = compiled_effects(text)
    assert len(effects) == 1 and effects[0]["actions"][0]["do"] == "choose-one"
    small = card("C21", bp=3000)
    state = to_main(game([deck(), deck((small, 4))], seed=312))
    me, other = state.seats[0], state.seats[1]
    other.front[:] = [unit_from_zones(state, small, 1)]
    hand = len(me.hand)
    run_effects(state, 0, effects, None)
    assert (len(me.hand) == hand + 2) != (other.front == [])  # one option, not both
    check_invariants(state)


def test_tiers_by_the_cards_revealed_from_the_hand():
    """Card wording: "[Main] [1 Per Turn] Reveal any number of cards in your hand. Activate all the effects based on the
    number of cards with different names and <Trait: Lamp Guild> from your area and revealed by this effect. • 3 or
    more: Draw 1 card. • 4 or more: This Character gains [Impact (1) ] during this turn." The <Trait: Lamp Guild> cards
    of the hand are revealed first; the names among them and on the area are counted; a card drawn by the first tier
    was not revealed and does not count for the second."""
    text = ("[Main] [1 Per Turn] Reveal any number of cards in your hand. Activate all the effects based on the number of "
            "cards with different names and <Trait: Lamp Guild> from your area and revealed by this effect.@• 3 or more: "
            "Draw 1 card.@• 4 or more: This Character gains [Impact (1) ] during this turn.")
    effects = compiled_effects(text)
    assert effects[0]["actions"][0] == {"do": "reveal", "target": {"up_to": 99, "side": "yours", "zone": "hand"}}
    keeper = card("C22", name="Wick Keeper", text=text, traits=["Lamp Guild"])
    guild = [card(f"C{23 + i}", name=f"Lamp {i}", traits=["Lamp Guild"]) for i in range(4)]
    for hand_names, impact in ((2, False), (3, True)):
        state = to_main(game([deck((keeper, 4), *((g, 4) for g in guild)), deck()], seed=313))
        me = state.seats[0]
        me.deck.extend(me.hand)
        me.hand[:] = []
        mine = unit_from_zones(state, keeper, 0, rested=False)
        me.front[:] = [mine]
        for g in guild[:hand_names]:
            me.hand.append(pull(me, ids(state, g)[0]))
        me.hand.append(pull(me, ids(state, guild[0])[0]))  # the same name twice: one name
        on_top = ids(state, guild[3])[0]
        me.deck.remove(on_top)
        me.deck.append(on_top)  # a new name on top of the deck
        hand = len(me.hand)
        state.apply((ACTIVATE, 0, 0, 0))
        assert len(me.hand) == hand + 1  # 3 or more names: the draw
        assert state._keyword(mine, "impact") == (1 if impact else 0)  # the drawn <Lamp 3> was not revealed
        check_invariants(state)


def test_a_choice_when_this_rested_character_is_set_to_active_by_your_effect():
    """Card wording: "If this rested character is set to active by your effect, choose 1 of the following effects.
    • Draw 1 card. • ..." (seed 000 Active Mode and Rest Mode): an effect of yours making it active from rested sets the
    choice off, after that effect; already active, or set active by the opponent's effect, it does not."""
    text = ("If this rested character is set to active by your effect, choose 1 of the following effects.@"
            "• Draw 1 card.@• Choose up to 1 character on your opponent's Front Line and rest it.")
    effects = compiled_effects(text)
    assert effects[0]["timing"] == "when-set-active-by-your-effect"
    wake = "Choose up to 1 character on your area and set it to active."
    sleeper, alarm, rival = card("C27", text=text), card("C28", type="event", text=wake), card("C29", text=text)
    state = to_main(game([deck((sleeper, 4), (alarm, 4)), deck((rival, 4))], seed=314))
    me, other = state.seats[0], state.seats[1]
    mine = unit_from_zones(state, sleeper, 0, rested=True)
    me.front[:] = [mine]
    hand = len(me.hand)
    run_effects(state, 0, compiled_effects(wake), None)
    assert not mine.rested and len(me.hand) == hand + 1  # set active by your effect: the draw
    run_effects(state, 0, compiled_effects(wake), None)
    assert len(me.hand) == hand + 1  # already active: nothing
    theirs = unit_from_zones(state, rival, 1, rested=True)
    other.front[:] = [theirs]
    other_hand = len(other.hand)
    run_effects(state, 0, compiled_effects("Choose up to 1 character on your opponent's Front Line and set it to active."),
                None)
    assert not theirs.rested and len(other.hand) == other_hand  # by its opponent's effect: nothing
    check_invariants(state)


def test_played_in_active_only_while_its_condition_holds():
    """Card wording: "If there are 2 or more <Trait: Dawn Watch> cards on your area, this character is played in
    active." (also a tier's "• 5 or more: This character is played in active."). Seed 000 Main Phase, Play Character
    cards: a character is played rested unless an effect says otherwise — here only when the condition holds as it is
    played (before it is on the area)."""
    text = "If there are 2 or more <Trait: Dawn Watch> cards on your area, this character is played in active."
    effects = compiled_effects(text)
    assert effects[0]["condition"]["kind"] == "card-on-your-area"
    runner, watch = card("C30", text=text, traits=["Dawn Watch"]), card("C31", traits=["Dawn Watch"])
    for watchers, active in ((1, False), (2, True)):
        state = to_main(game([deck((runner, 4), (watch, 4)), deck()], seed=315))
        me = state.seats[0]
        me.deck.extend(me.hand)
        me.hand[:] = [pull(me, ids(state, runner)[0])]
        me.front[:] = [unit_from_zones(state, watch, 0) for _ in range(watchers)]
        me.ap[:] = [True]
        state.apply((PLAY, 0, FRONT, -1))
        assert me.front[-1].card == ids(state, runner)[0] and me.front[-1].rested is not active
        check_invariants(state)


def test_tiers_of_a_card_in_the_hand():
    """Card wording: "This card in your hand gains all the following effects based on the number of cards with an AP
    cost of 2 in your Outside Area. • 2 or more: Reduce the required energy of this card by 5. • 5 or more: This
    character is played in active." Effects the card has in the hand (seed 000 Main Phase, Play Character cards: its
    required energy must be met; it is played rested unless an effect says otherwise)."""
    text = ("This card in your hand gains all the following effects based on the number of cards with an AP cost of 2 "
            "in your Outside Area.@• 2 or more: Reduce the required energy of this card by 5.@• 5 or more: This "
            "character is played in active.")
    effects = compiled_effects(text)
    assert [e["actions"][0]["do"] for e in effects] == ["cost-reduction", "enters-active"]
    giant, heavy = card("C32", text=text, required_energy=6), card("C33", ap_cost=2)
    for heavies, playable, active in ((1, False, False), (2, True, False), (5, True, True)):
        state = to_main(game([deck((giant, 4), (heavy, 8)), deck()], seed=316))
        me = state.seats[0]
        me.deck.extend(me.hand)
        me.hand[:] = [pull(me, ids(state, giant)[0])]
        me.outside[:] = [pull(me, ids(state, heavy)[0]) for _ in range(heavies)]
        me.energy[:] = [unit_from_zones(state, PLAIN, 0)]  # 1 energy
        me.ap[:] = [True]
        assert ((PLAY, 0, FRONT, -1) in state.legal_actions()) is playable
        if playable:
            state.apply((PLAY, 0, FRONT, -1))
            assert me.front[-1].rested is not active
        check_invariants(state)
