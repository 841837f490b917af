"""Union Arena conditions on Traits and names (issue 13), compiled from card texts written for Decklab.

Each scenario builds its position through the engine's API and plays it with `state.apply`; the docstring quotes
the card wording and the seed 000 section the reading follows (docs/engine.md, the bullet "Conditions on Traits and
names; sentences broken over lines")."""
from engine.games.union_arena.constants import ATTACK_WITH, BLOCK, FRONT, PASS, PLAY, RAID, TRIGGER
from engine.games.union_arena.effects_runtime import holds, most_with_different_traits
from engine.games.union_arena.state import check_invariants
from engine.union_arena_text import derive_keywords
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    game,
    ids,
    only_in_hand,
    pull,
    setup_battle,
    to_main,
    unit_from_zones,
)


def _replace(seat, line, place, new):
    """Put `new` in the place of a unit on `line`; the card it replaces goes to the Outside Area."""
    seat.outside.append(line[place].card)
    line[place] = new


def _play_again(state, record):
    """The card just played leaves for the Outside Area; another copy of `record` is the whole hand, 3 AP active."""
    me = state.seats[0]
    me.outside.append(me.front.pop().card)
    me.deck.extend(me.hand)
    me.hand[:] = [pull(me, ids(state, record)[0])]
    me.ap[:] = [True, True, True]
    state.apply((PLAY, 0, FRONT, -1))
    return len(me.hand)


def test_other_characters_with_different_traits():
    """Card wording: "[On Play] If there are 3 or more other characters on your area with different Traits, draw 2
    cards." Read: as many other characters as can be picked with no Trait shared by two of them (a character without
    a Trait has none to differ by). Seed 000, Playing Character cards: the card is played, then its [On Play]."""
    text = "[On Play] If there are 3 or more other characters on your area with different Traits, draw 2 cards."
    compiled_effects(text)
    scout = card("300", text=text, traits=["Scouts"])
    red = card("301", traits=["Crimson"])
    blue = card("302", traits=["Azure"])
    plain = card("303")
    both = card("304", traits=["Crimson", "Azure"])
    state = to_main(game([deck((scout, 4), (red, 4), (blue, 4), (plain, 4), (both, 4)), deck()], seed=80))
    me = only_in_hand(state, scout)
    me.front[:] = [unit_from_zones(state, red, 0), unit_from_zones(state, blue, 0), unit_from_zones(state, plain, 0)]
    state.apply((PLAY, 0, FRONT, -1))  # Crimson and Azure: 2 Traits, the one without a Trait does not count
    assert me.front[-1].card == ids(state, scout)[0] and me.hand == []
    _replace(me, me.front, 2, unit_from_zones(state, both, 0))
    assert _play_again(state, scout) == 0  # <Crimson/Azure> shares a Trait with each of the others: still 2 to pick
    me.energy.append(unit_from_zones(state, scout, 0))  # another Scouts character: Crimson, Azure, Scouts
    assert _play_again(state, scout) == 2
    assert most_with_different_traits([{"A", "B"}, {"A"}, {"B"}, {"C"}]) == 3  # <A>, <B>, <C>: not <A/B>
    check_invariants(state)


def test_characters_with_n_different_traits_lower_the_energy():
    """Card wording: "If there are characters with 3 or more different Traits on your area, reduce this card's
    required energy in your hand by 3." Read: the Traits your characters have between them (one character may bring
    two). Seed 000, Playing Character cards: the Energy Line must meet the required energy."""
    text = "If there are characters with 3 or more different Traits on your area, reduce this card's required energy in your hand by 3."
    assert compiled_effects(text)[0]["condition"]["filter"] == {"trait_count": True, "card_type": "character"}
    big = card("310", text=text, required_energy=4)
    pair = card("311", traits=["Crimson", "Azure"])
    green = card("312", traits=["Verdant"])
    state = to_main(game([deck((big, 4), (pair, 4), (green, 4)), deck()], seed=81))
    me = state.seats[0]
    me.energy[:] = [unit_from_zones(state, pair, 0)]
    condition = state.table.effects[ids(state, big)[0]].reductions[0][0]
    assert not holds(state, 0, condition, None)
    assert state._needs(0, ids(state, big)[0]) == (4, 1)  # Crimson and Azure: 2 Traits
    me.energy.append(unit_from_zones(state, green, 0))
    assert holds(state, 0, condition, None)  # Crimson, Azure and Verdant
    assert state._needs(0, ids(state, big)[0]) == (1, 1)


def test_other_trait_cards_including_a_name():
    """Card wording: "[Your Turn] If there are 3 or more other <Trait: Wardens> cards on your Front Line, including a
    <Maren>, this character gets +1000 BP." Read: both hold — 3 or more other Wardens on the Front Line, and one of
    those is a <Maren> (a Wardens card named <Maren>)."""
    text = ("[Your Turn] If there are 3 or more other <Trait: Wardens> cards on your Front Line, including a <Maren>, "
            "this character gets +1000 BP.")
    compiled_effects(text)
    captain = card("320", text=text, bp=3000, traits=["Wardens"])
    warden = card("321", traits=["Wardens"])
    maren = card("322", name="Maren", traits=["Wardens"])
    stray = card("323", name="Maren")
    state = to_main(game([deck((captain, 4), (warden, 4), (maren, 4), (stray, 4)), deck()], seed=82))
    me = state.seats[0]
    boss = unit_from_zones(state, captain, 0)
    me.front[:] = [boss, unit_from_zones(state, warden, 0), unit_from_zones(state, warden, 0),
                   unit_from_zones(state, warden, 0)]
    me.energy[:] = [unit_from_zones(state, stray, 0)]  # a <Maren> without the Trait, and not on the Front Line
    assert state._bp(boss) == 3000  # 3 other Wardens, none a <Maren>
    _replace(me, me.front, 3, unit_from_zones(state, maren, 0))
    assert state._bp(boss) == 4000
    _replace(me, me.front, 1, unit_from_zones(state, stray, 0))  # the <Maren> without the Trait does not count to the 3
    assert state._bp(boss) == 3000
    check_invariants(state)


def test_a_trait_card_in_raid_state_without_a_word_in_its_name():
    """Card wording: "[On Play] It there is a <Trait: Kestrel Wing> card in raid state without "Hawk" in its name on
    your Front Line, draw 1 card." ("It" is a misprint of "If".) Seed 000 Raid Boost: a character with a card under
    it is in Raid State."""
    text = ('[On Play] It there is a <Trait: Kestrel Wing> card in raid state without "Hawk" in its name on your Front '
            'Line, draw 1 card.')
    compiled_effects(text)
    pilot = card("330", text=text)
    hawk = card("331", name="Hawk Ace", traits=["Kestrel Wing"])
    wren = card("332", name="Wren Ace", traits=["Kestrel Wing"])
    base = card("333")
    state = to_main(game([deck((pilot, 4), (hawk, 4), (wren, 4), (base, 8)), deck()], seed=83))
    me = only_in_hand(state, pilot)
    raided_hawk = unit_from_zones(state, hawk, 0)
    raided_hawk.base = pull(me, ids(state, base)[0])
    plain_wren = unit_from_zones(state, wren, 0)
    me.front[:] = [raided_hawk, plain_wren]
    state.apply((PLAY, 0, FRONT, -1))  # a raided "Hawk", and a <Wren Ace> not in Raid State
    assert me.hand == []
    plain_wren.base = pull(me, ids(state, base)[0])
    assert _play_again(state, pilot) == 1
    check_invariants(state)


def test_a_name_changed_while_the_outside_area_holds_enough_cards():
    """Card wording: "If there are 15 or more cards in your Outside Area, this card's name is changed to <Ashen Queen,
    Ivra>." Read: while its owner's Outside Area holds 15 or more cards, the card is named <Ashen Queen, Ivra> in
    place of its printed name, for every name the rules and effects read: a Raid onto the named character (seed 000
    Raid Boost: "the specified Character"), name conditions and filters. Deck rules count card numbers (seed 000: up
    to 4 copies of the same card number), so a name change never touches them."""
    text = "If there are 15 or more cards in your Outside Area, this card's name is changed to <Ashen Queen, Ivra>."
    compiled_effects(text)
    ivra = card("340", name="Ivra, the Duelist", text=text)
    queen = card("341", name="Ashen Queen, Ivra", bp=5000, text="[Raid] <Ashen Queen, Ivra>",
                 keywords=derive_keywords("[Raid] <Ashen Queen, Ivra>"))
    watcher = card("342", text="[Your Turn] If there is a <Ashen Queen, Ivra> on your area, this character gets +1000 BP.")
    filler = card("343")
    state = to_main(game([deck((ivra, 4), (queen, 4), (watcher, 4), (filler, 20)), deck()], seed=84))
    me = only_in_hand(state, queen)
    duelist = unit_from_zones(state, ivra, 0, rested=False)
    eye = unit_from_zones(state, watcher, 0)
    me.front[:] = [duelist]
    me.energy[:] = [eye]
    me.outside[:] = [pull(me, ids(state, filler)[0]) for _ in range(14)]
    assert not any(action[0] == RAID for action in state.legal_actions())  # still <Ivra, the Duelist>
    assert state._bp(eye) == 2000
    me.outside.append(pull(me, ids(state, filler)[0]))  # 15 cards
    assert state._bp(eye) == 3000
    assert (RAID, 0, FRONT, 0) in state.legal_actions()
    state.apply((RAID, 0, FRONT, 0))
    assert me.front[0].card == ids(state, queen)[0] and me.front[0].base == ids(state, ivra)[0]
    check_invariants(state)


def test_names_or_another_of_this_cards_name():
    """Card wording: "[On Play] Choose up to 1 <Lina Vorn> or <Pia Vorn> or another <Kesa Vorn> on your area, it gains
    +1000 BP during this turn." Read: one pick among the three names ("up to 1" is the whole target's); "another"
    says this card is a <Kesa Vorn> and is not picked. Seed 000, Playing Character cards: [On Play] after it is played."""
    text = ("[On Play] Choose up to 1 <Lina Vorn> or <Pia Vorn> or another <Kesa Vorn> on your area, it gains +1000 BP "
            "during this turn.")
    assert compiled_effects(text)[0]["actions"][0]["target"] == {
        "up_to": 1, "name": "Lina Vorn|Pia Vorn|Kesa Vorn", "other": True, "side": "yours", "zone": "any"}
    kesa = card("350", name="Kesa Vorn", text=text)
    pia = card("351", name="Pia Vorn")
    state = to_main(game([deck((kesa, 4), (pia, 4)), deck()], seed=85))
    me = only_in_hand(state, kesa)
    state.apply((PLAY, 0, FRONT, -1))  # alone: the card itself is not "another <Kesa Vorn>"
    assert state._bp(me.front[-1]) == 2000
    me.energy[:] = [unit_from_zones(state, kesa, 0)]
    _play_again(state, kesa)
    assert state._bp(me.energy[0]) == 3000 and state._bp(me.front[-1]) == 2000
    me.energy.append(unit_from_zones(state, pia, 0))
    before = [state._bp(u) for u in me.energy]
    _play_again(state, kesa)
    assert sum(state._bp(u) for u in me.energy) == sum(before) + 1000  # one of them: up to 1
    check_invariants(state)


def _attack(state, front_index):
    """The turn player attacks the opponent with a Front Line character; no block, triggers skipped."""
    state.apply((ATTACK_WITH, front_index, -1))
    while state.phase in (BLOCK, TRIGGER):
        state.apply(PASS if PASS in state.legal_actions() else state.legal_actions()[0])


def test_a_character_with_a_word_in_its_name_attacked_this_turn():
    """Card wording: "[When Attacking] If a character with "Volt" or "Arc" in its name attacked during this turn, draw 1
    card." Read: one of the turn player's characters with either word in its name attacked this turn (as it was
    then); an attack now counts. Seed 000, Attack Phase: the turn player's characters attack, one at a time."""
    text = '[When Attacking] If a character with "Volt" or "Arc" in its name attacked during this turn, draw 1 card.'
    compiled_effects(text)
    seeker = card("360", name="Seeker", text=text)
    volt = card("361", name="Volt Runner")
    state = to_main(game([deck((seeker, 4), (volt, 4)), deck()], seed=86))
    me = state.seats[0]
    first, second = unit_from_zones(state, seeker, 0, rested=False), unit_from_zones(state, seeker, 0, rested=False)
    runner = unit_from_zones(state, volt, 0, rested=False)
    setup_battle(state, [first, runner, second], [])
    hand = len(me.hand)
    _attack(state, 0)
    assert len(me.hand) == hand  # nothing with "Volt" or "Arc" attacked yet
    _attack(state, 1)
    assert me.attacked_now == (first.card, runner.card)
    _attack(state, 2)  # (the last one that can attack: the turn ends after its attack, the next starts afresh)
    assert len(me.hand) == hand + 1 and me.attacked_now == ()
    check_invariants(state)


def test_a_field_played_only_with_a_word_in_a_characters_name():
    """Card wording: "This Field can only be played if there is a character with "Vask" in its name on your area."
    Read as "This card can only be used if ...": a Field is used by playing it (seed 000, Playing Field cards)."""
    text = 'This Field can only be played if there is a character with "Vask" in its name on your area.'
    compiled_effects(text)
    field = card("370", type="field", text=text)
    vask = card("371", name="Vask the Younger")
    state = to_main(game([deck((field, 4), (vask, 4)), deck()], seed=87))
    me = only_in_hand(state, field)
    assert not any(action[0] == PLAY for action in state.legal_actions())
    me.energy[:] = [unit_from_zones(state, vask, 0)]
    assert any(action[0] == PLAY and action[1] == 0 for action in state.legal_actions())
    check_invariants(state)


def test_used_only_with_two_names_and_other_cards_in_hand():
    """Card wording: "This card can only be used if there is a character with "Aldo" in its name and a character with
    "Brin" in its name on your area, and you have 2 or more other cards in your hand. Draw 2 cards." Read: all of it
    holds as the card is used; "other cards" are the hand's cards besides this one (seed 000, using Event cards: the
    card is still in the hand as it is used)."""
    text = ('This card can only be used if there is a character with "Aldo" in its name and a character with "Brin" in '
            'its name on your area, and you have 2 or more other cards in your hand. @Draw 2 cards.')
    compiled_effects(text)
    spell = card("380", type="event", text=text)
    aldo, brin = card("381", name="Aldo Reyes"), card("382", name="Brin Aldo")
    state = to_main(game([deck((spell, 4), (aldo, 4), (brin, 4)), deck()], seed=88))
    me = only_in_hand(state, spell)
    spell_id = ids(state, spell)[0]
    me.energy[:] = [unit_from_zones(state, aldo, 0)]
    me.hand += [pull(me, ids(state, aldo)[0]), pull(me, ids(state, aldo)[0])]
    assert not state.may_use(0, spell_id)  # "Aldo Reyes" only: no "Brin" in a name
    me.energy.append(unit_from_zones(state, brin, 0))
    assert state.may_use(0, spell_id)
    me.deck.append(me.hand.pop())  # 1 other card in the hand
    assert not state.may_use(0, spell_id)
    check_invariants(state)
