"""Union Arena counts, costs and joined sentences real cards use (issue 13), compiled from card texts written for
Decklab (invented names, traits and numbers in the real phrasing).

Each scenario builds its position through the engine's API and shows the effect holding and not holding; the
docstring quotes the card wording and the seed 000 section the reading follows (docs/engine.md, "Counts, costs and
joined sentences")."""
from engine.games.union_arena.constants import ACTIVATE, FRONT, PLAY
from engine.games.union_arena.effects_runtime import holds, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import card, compiled_effects, deck, game, ids, pull, to_main


def _on_field(state, record, rested=False):
    """One copy of `record` (copies share their card id) from seat 0's cards to a new unit of seat 0."""
    me = state.seats[0]
    return state._new_unit(pull(me, ids(state, record)[0]), 0, rested=rested)


def test_all_characters_on_your_area_are_a_trait():
    """Card wording: "[Your Turn] If all characters on your area are <Trait: Lantern Guild>, this character gets +1000
    BP." Every character counts, this one too; a Field is not a character and does not count."""
    text = "[Your Turn] If all characters on your area are <Trait: Lantern Guild>, this character gets +1000 BP."
    compiled_effects(text)
    keeper = card("900", bp=3000, traits=["Lantern Guild"], text=text)
    guild = card("901", traits=["Lantern Guild"])
    stranger = card("902")
    lamp = card("903", type="field")
    state = to_main(game([deck((keeper, 4), (guild, 4), (stranger, 4), (lamp, 4)), deck()], seed=71))
    me = state.seats[0]
    holder = _on_field(state, keeper)
    me.front[:] = [holder, _on_field(state, guild)]
    me.energy[:] = [_on_field(state, lamp)]
    assert state._bp(holder) == 4000
    me.energy.append(_on_field(state, stranger))
    assert state._bp(holder) == 3000
    check_invariants(state)


def test_either_of_two_names_and_a_third():
    """Card wording: "Choose 1 character on your opponent's Front Line and it gets -2000 BP during this turn. If there
    are (<Wren Hollis> or <Ansel Quill>) and <Peri Dove> on your area, it's -4000 BP instead." The brackets group:
    one of the first two and the third."""
    text = ("[On Play] Choose 1 character on your opponent's Front Line and it gets -2000 BP during this turn. If there "
            "are (<Wren Hollis> or <Ansel Quill>) and <Peri Dove> on your area, it's -4000 BP instead.")
    effects = compiled_effects(text)
    wren, peri = card("904", name="Wren Hollis"), card("905", name="Peri Dove")
    foe = card("906", bp=6000)
    state = to_main(game([deck((wren, 4), (peri, 4)), deck((foe, 4))], seed=72))
    me, them = state.seats[0], state.seats[1]
    target = state._new_unit(pull(them, ids(state, foe)[0]), 1, rested=False)
    them.front[:] = [target]
    me.front[:] = [_on_field(state, peri)]  # <Peri Dove> alone: -2000
    run_effects(state, 0, effects, None)
    assert state._bp(target) == 4000
    me.front.append(_on_field(state, wren))  # and one of the first two: -4000
    run_effects(state, 0, effects, None)
    assert state._bp(target) == 0 or target not in them.front
    check_invariants(state)


def test_a_total_range_and_other_characters_with_different_names():
    """Card wording: "If there are a total of 2-4 <Gale Warden> and/or other <Trait: Stormcaller> cards on your area,
    draw 1 card." (a name and a trait counted together, between two numbers) and "If there are 2 or more <Trait: Moon
    Choir> characters other than this card with different names on your area" (this card does not count, and two
    copies of one name count once)."""
    ranged = compiled_effects("[On Play] If there are a total of 2-4 <Gale Warden> and/or other <Trait: Stormcaller> "
                              "cards on your area, draw 1 card.")[0]["condition"]
    choir = compiled_effects("[On Play] If there are 2 or more <Trait: Moon Choir> characters other than this card with "
                             "different names on your area, set this character to active.")[0]["condition"]
    warden = card("907", name="Gale Warden")
    caller = card("908", traits=["Stormcaller"])
    singer = card("909", name="Ada Vell", traits=["Moon Choir"])
    other_singer = card("910", name="Bo Vell", traits=["Moon Choir"])
    state = to_main(game([deck((warden, 4), (caller, 8), (singer, 4), (other_singer, 4)), deck()], seed=73))
    me = state.seats[0]
    me.front[:] = [_on_field(state, warden)]
    assert not holds(state, 0, ranged, None)
    me.front.append(_on_field(state, caller))
    assert holds(state, 0, ranged, None)
    me.energy[:] = [_on_field(state, caller), _on_field(state, caller), _on_field(state, caller)]
    assert not holds(state, 0, ranged, None)  # 5: more than 4
    me.outside.extend(unit.card for unit in me.front + me.energy)
    me.front[:], me.energy[:] = [], []
    source = _on_field(state, singer)
    me.front[:] = [source, _on_field(state, singer)]
    assert not holds(state, 0, choir, source)  # the other <Ada Vell> is one name
    me.front.append(_on_field(state, other_singer))
    assert holds(state, 0, choir, source)
    check_invariants(state)


def test_a_total_of_a_name_and_other_cards_does_not_count_the_card_itself():
    """Card wording: "If there are a total of 2-4 <Gale Warden> and/or other <Trait: Stormcaller> cards on your area":
    "other" is other than this card, so a Stormcaller whose effect it is does not count itself."""
    ranged = compiled_effects("[On Play] If there are a total of 2-4 <Gale Warden> and/or other <Trait: Stormcaller> "
                              "cards on your area, draw 1 card.")[0]["condition"]
    warden = card("907", name="Gale Warden")
    caller = card("908", traits=["Stormcaller"])
    state = to_main(game([deck((warden, 4), (caller, 8)), deck()], seed=75))
    me = state.seats[0]
    source = _on_field(state, caller)
    me.front[:] = [source, _on_field(state, warden)]
    assert not holds(state, 0, ranged, source)  # the card itself and one <Gale Warden>: only 1 other
    me.front.append(_on_field(state, caller))
    assert holds(state, 0, ranged, source)
    check_invariants(state)


def test_can_only_be_activated_if_you_have_drawn_cards_this_turn():
    """Card wording: "[Main] Can only be activated if you have drawn 3 or more cards during this turn. Set this
    character to active." Seed 000, Start Phase 4: the turn's draw is a draw too; Activation conditions: "all of the
    conditions written for it must be satisfied"; the count starts again each turn."""
    text = ("[Main] Can only be activated if you have drawn 3 or more cards during this turn. Set this character to "
            "active. This effect can only be activated once per turn.")
    compiled_effects(text)
    lark = card("911", name="Corvin Lark", text=text)
    state = to_main(game([deck((lark, 4)), deck()], seed=74))
    me = state.seats[0]
    holder = _on_field(state, lark, rested=True)
    me.front[:] = [holder]
    drawn = me.drawn_now
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "draw", "amount": 3 - drawn}]}], None)
    assert me.drawn_now == 3
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert not holder.rested
    check_invariants(state)


def test_this_active_character_rested_by_your_effect_on_the_front_line():
    """Card wording: "[Main] [1 Per Turn] Can only be activated if this active character on your Front Line is rested
    by your card effect during this turn. Set this character to active." Both must hold: the Front Line, and an effect
    of yours rested it this turn (Activation conditions: all of the conditions)."""
    text = ("[Main] [1 Per Turn] Can only be activated if this active character on your Front Line is rested by your "
            "card effect during this turn. Set this character to active.")
    compiled_effects(text)
    riser = card("912", text=text)
    state = to_main(game([deck((riser, 4)), deck()], seed=75))
    me = state.seats[0]
    holder = _on_field(state, riser)
    me.front[:] = [holder]
    assert (ACTIVATE, FRONT, 0, 0) not in state.legal_actions()
    run_effects(state, 0, [{"timing": "main", "actions": [{"do": "rest", "target": {"self": True}}]}], holder)
    state.apply((ACTIVATE, FRONT, 0, 0))
    assert not holder.rested
    check_invariants(state)


def test_set_active_and_it_gets_bp_and_once_per_turn_before_the_timing():
    """Card wording: "[1 Per Turn] [On Play] Set this character to active and it gets +2000 BP during this turn." The
    bracket order does not matter; "it" after "set this character to active" is this character."""
    text = "[1 Per Turn] [On Play] Set this character to active and it gets +2000 BP during this turn."
    effects = compiled_effects(text)
    assert effects[0]["once_per_turn"] and effects[0]["timing"] == "on-play"
    riser = card("913", bp=2000, text=text)
    state = to_main(game([deck((riser, 4)), deck()], seed=76))
    me = state.seats[0]
    holder = _on_field(state, riser, rested=True)
    me.front[:] = [holder]
    run_effects(state, 0, state.table.effects[holder.card].on_play, holder)
    assert not holder.rested and state._bp(holder) == 4000
    check_invariants(state)


def test_the_next_card_you_use_costs_less_ap():
    """Card wording: "[On Play] Reduce the AP cost of the next <Trait: Copper Gear> you use this turn by 1." Seed 000,
    Main Phase A: a card is used by paying its AP; the next matching card pays 1 less, once, and other cards do not."""
    text = "[On Play] Reduce the AP cost of the next <Trait: Copper Gear> you use this turn by 1."
    effects = compiled_effects(text)
    gear = card("914", ap_cost=2, traits=["Copper Gear"])
    plain = card("915", ap_cost=2)
    state = to_main(game([deck((gear, 8), (plain, 4)), deck()], seed=77))
    me = state.seats[0]
    gear_id, other = ids(state, gear)[0], ids(state, plain)[0]
    run_effects(state, 0, effects, None)
    assert state._needs(0, gear_id)[1] == 1 and state._needs(0, other)[1] == 2
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, gear_id), pull(me, gear_id)]
    me.ap[:] = [True, True, True]
    state.apply((PLAY, 0, 0, -1))
    assert sum(me.ap) == 2  # paid 1
    assert state._needs(0, gear_id)[1] == 2  # used up
    check_invariants(state)


def test_required_energy_condition_and_cards_without_a_trigger():
    """Card wording: "If this character's required energy is 5 or higher, this character gains [Impact 1]." (its
    printed required energy) and "If there are 3 or more cards without <Trigger> on your area" (seed 000, Cards:
    Trigger is a part of the card; a card with none counts)."""
    heavy = compiled_effects("If this character's required energy is 5 or higher, this character gains [Impact 1].")
    quiet = compiled_effects("[Your Turn] If there are 3 or more cards without <Trigger> on your area, this character "
                             "gets +1000 BP.")[0]["condition"]
    big = card("916", required_energy=5, text="If this character's required energy is 5 or higher, this character "
                                              "gains [Impact 1].")
    small = card("917", required_energy=4)
    loud = card("918", trigger="draw")
    state = to_main(game([deck((big, 4), (small, 4), (loud, 4)), deck()], seed=78))
    me = state.seats[0]
    me.energy[:] = [_on_field(state, big), _on_field(state, small)]
    assert holds(state, 0, heavy[0]["condition"], me.energy[0])
    assert not holds(state, 0, heavy[0]["condition"], me.energy[1])
    me.energy[:] = [me.energy[0]]
    me.outside.append(ids(state, small)[0])
    me.front[:] = [_on_field(state, small), _on_field(state, loud)]
    assert not holds(state, 0, quiet, None)
    me.front.append(_on_field(state, small))
    assert holds(state, 0, quiet, None)
    check_invariants(state)
