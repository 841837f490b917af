"""Effect durations (second round): the delayed "during your opponent's next turn", "until the end of their next
attack phase", quoted grants with their own timing, and "[1 Per Turn]" on continuous effects — compiled from card texts
written for Decklab (invented names and numbers in the real phrasing) and played by the engine.

Seed 000, Game Flow: Start Phase 1 "Effects with text such as “until the start of your next turn” are negated"; End
Phase 4 "Effects with text such as “for the turn” are negated". A turn runs from its Start Phase to its End Phase, so
"during your opponent's next turn" starts at the opponent's next Start Phase and ends at that turn's End Phase 4
(docs/engine.md, the bullet on durations, second round)."""
from engine.games.union_arena.constants import ATTACK, ATTACK_WITH
from engine.games.union_arena.effects_runtime import card_effects, plays, run_effects
from engine.games.union_arena.state import check_invariants
from tests.ua_engine_helpers import (
    card,
    compiled_effects,
    deck,
    effects_of,
    game,
    ids,
    in_hand,
    play_from_hand,
    play_out_turn,
    to_main,
    unit_from_zones,
)


def ids_in_hand(state, record) -> bool:
    return ids(state, record)[0] in state.seats[0].hand


def effects_of_card(state, record):
    return effects_of(state, record)


def _next_turn(state):
    """End the turn player's turn (End Phase) and begin the other's (Start Phase), as the engine does."""
    state._end_turn()
    return state


def test_bp_during_opponents_next_turn_waits_for_that_turn():
    """Card wording: "[On Play] Choose up to 1 <Trait: Lantern> card, it gets +3000 BP during opponent's next turn" —
    nothing changes now (the BP is not "from now"); at the Start Phase of the opponent's next turn it gets +3000 BP, and
    at that turn's End Phase 4 ("for the turn" effects end) it is back to its printed BP (seed 000, Game Flow)."""
    text = "[On Play] Choose up to 1 <Trait: Lantern> card, it gets +3000 BP during opponent's next turn"
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "bp-change", "amount": 3000, "target": {"up_to": 1, "trait": "Lantern", "side": "yours", "zone": "any"},
         "duration": "opponents-next-turn"}]
    keeper = card("801", bp=3000, text=text)
    lantern = card("802", bp=2000, traits=["Lantern"])
    state = to_main(game([deck((keeper, 4), (lantern, 4)), deck()], seed=801))
    mine = unit_from_zones(state, lantern, 0)
    state.seats[0].front[:] = [mine]
    play_from_hand(state, keeper)
    assert state._bp(mine) == 2000  # this turn: nothing yet
    _next_turn(state)
    assert state.player == 1 and state._bp(mine) == 5000  # the opponent's next turn: +3000 BP
    check_invariants(state)
    _next_turn(state)
    assert state.player == 0 and state._bp(mine) == 2000 and mine.lasting is None  # it ended with that turn
    check_invariants(state)


def test_delayed_duration_said_during_the_opponents_turn_waits_for_their_next_turn():
    """The same wording resolved in the opponent's turn (an effect of yours set off then): "your opponent's next turn" is
    the one after it, not the turn running now (seed 000, Game Flow: each turn is its player's, Start to End Phase)."""
    effects = compiled_effects("[On Play] Choose up to 1 <Trait: Lantern> card, it gets +3000 BP during your opponent's "
                               "next turn")
    lantern = card("803", bp=2000, traits=["Lantern"])
    state = to_main(game([deck((lantern, 4)), deck()], seed=802))
    mine = unit_from_zones(state, lantern, 0)
    state.seats[0].front[:] = [mine]
    _next_turn(state)  # seat 1's turn
    run_effects(state, 0, effects, None)  # seat 0's effect, resolved in seat 1's turn
    assert state._bp(mine) == 2000
    _next_turn(state)  # seat 0's turn
    assert state._bp(mine) == 2000
    _next_turn(state)  # seat 1's next turn: now
    assert state.player == 1 and state._bp(mine) == 5000
    check_invariants(state)


def test_ability_given_during_opponents_next_turn_to_the_chosen_and_this_character():
    """Card wording: "[On Play] Choose up to one other <Trait: Guild> from your Front Line, and give that character and
    this character the effect during your opponents next turn "When your opponent chooses this character due to a
    character effect or event card effect, they must pay an additional AP to choose this character."" — both gain the
    choose tax (1 AP) for the opponent's next turn only: not now, not after it."""
    text = ("[On Play] Choose up to one other <Trait: Guild> from your Front Line, and give that character and this "
            "character the effect during your opponents next turn \"When your opponent chooses this character due to a "
            "character effect or event card effect, they must pay an additional AP to choose this character.\"")
    tax = [{"timing": "continuous", "actions": [{"do": "choose-tax", "amount": 1}]}]
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "choose", "target": {"up_to": 1, "other": True, "trait": "Guild", "side": "yours", "zone": "front"}},
        {"do": "gain-ability", "effects": tax, "target": {"chosen": True}, "duration": "opponents-next-turn"},
        {"do": "gain-ability", "effects": tax, "target": {"self": True}, "duration": "opponents-next-turn"}]
    gina = card("804", bp=2000, text=text)
    member = card("805", bp=1000, traits=["Guild"])
    state = to_main(game([deck((gina, 4), (member, 4)), deck()], seed=803))
    friend = unit_from_zones(state, member, 0)
    state.seats[0].front[:] = [friend]
    me = play_from_hand(state, gina)
    assert not state.restricted(friend, "choose-tax") and not state.restricted(me, "choose-tax")  # not yet
    _next_turn(state)
    assert state.restricted(friend, "choose-tax") and state.restricted(me, "choose-tax")  # the opponent's turn
    _next_turn(state)
    assert not state.restricted(friend, "choose-tax") and not state.restricted(me, "choose-tax")  # over
    check_invariants(state)


def test_keyword_during_opponents_next_turn():
    """Card wording: "[On Play] This character gains [Double Block] during your opponent's next turn" — it has [Double
    Block] in the opponent's next turn only (the turn it may block in)."""
    text = "[On Play] This character gains [Double Block] during your opponent's next turn"
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "gain-keyword", "keyword": "double-block", "target": {"self": True}, "duration": "opponents-next-turn"}]
    wall = card("806", bp=3000, text=text)
    state = to_main(game([deck((wall, 4)), deck()], seed=804))
    me = play_from_hand(state, wall)
    assert not state._has(me, "double-block", state.table.double_block)
    _next_turn(state)
    assert state._has(me, "double-block", state.table.double_block)
    _next_turn(state)
    assert not state._has(me, "double-block", state.table.double_block)


def test_delayed_duration_only_for_bp_keywords_and_abilities():
    """What the runtime keeps for the opponent's next turn: BP, keywords, abilities. Another verb said with it ("loses
    all of its original effects during your opponent's next turn") is not played (never from now instead)."""
    effects = compiled_effects("[On Play] Choose up to 1 character on your opponent's Front Line, it loses all of its "
                               "original effects during your opponent's next turn.")
    assert effects[0]["actions"][-1]["duration"] == "opponents-next-turn"
    assert not plays(effects[0], False)


def test_cannot_attack_or_block_until_the_end_of_their_next_attack_phase():
    """Card wording: "[On Play] Choose up to one of your opponent's Front Line characters and give them the effect "This
    character cannot attack or block" until the end of their next attack phase." — it cannot block in this turn's
    attacks nor attack in the opponent's next Attack Phase; attacks and blocks happen only in attack phases (seed 000
    Attack Phase), so the ban ends as "until the start of your next turn" does (Start Phase 1): at the start of this
    player's next turn it may block again. The ban goes on the strongest opposing character."""
    text = ("[On Play] Choose up to one of your opponent's Front Line characters and give them the effect \"This "
            "character cannot attack or block\" until the end of their next attack phase.")
    ban = [{"timing": "continuous", "actions": [{"do": "cannot-attack"}, {"do": "cannot-block"}]}]
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "gain-ability", "effects": ban, "target": {"up_to": 1, "card_type": "character", "side": "opponents",
                                                          "zone": "front"}, "duration": "until-next-turn-start"}]
    jailer = card("807", bp=1000, text=text)
    small, big = card("808", bp=1000), card("809", bp=6000)
    mine = card("80A", bp=1000)
    state = to_main(game([deck((jailer, 4), (mine, 4)), deck((small, 4), (big, 4))], seed=805))
    weak, strong = unit_from_zones(state, small, 1), unit_from_zones(state, big, 1)
    state.seats[1].front[:] = [weak, strong]
    attacker = unit_from_zones(state, mine, 0)
    state.seats[0].front[:] = [attacker]
    play_from_hand(state, jailer)
    assert state.restricted(strong, "cannot-block") and not state.restricted(weak, "cannot-block")  # the pilot's pick
    assert not state.may_block(strong, attacker) and state.may_block(weak, attacker)
    _next_turn(state)
    assert state.player == 1 and state.restricted(strong, "cannot-attack")  # their next Attack Phase: no attack
    weak.rested = strong.rested = False
    state.phase, state.actor = ATTACK, 1
    attacks = [a for a in state.legal_actions() if a[0] == ATTACK_WITH]
    assert attacks and all(a[1] == 0 for a in attacks)  # the weak one may attack; the banned one (index 1) may not
    _next_turn(state)
    assert not state.restricted(strong, "cannot-attack") and not state.restricted(strong, "cannot-block")
    check_invariants(state)


def test_until_the_end_of_their_next_attack_phase_is_read_with_attack_and_block_bans_only():
    """"until the end of their next attack phase" said of BP or of another ability: not the same as "until the start of
    your next turn" (the End Phase comes between) — not read."""
    for text in ("[On Play] Choose up to 1 character on your opponent's Front Line, it gets -2000 BP until the end of "
                 "their next attack phase.",
                 "[On Play] Choose up to 1 character on your opponent's Front Line and give it \"This character cannot "
                 "be chosen by your opponent's effects.\" until the end of their next attack phase."):
        assert not card_effects(card("810", text=text)).complete, text


def test_granted_end_of_opponents_attack_phase_return_when_not_played_by_effect():
    """Card wording: "[On Play] If this character was not played by your effect, this character gains "At the end of
    your opponent's Attack Phase, return this character to your hand." until the start of your next turn." — played
    from the hand, it has the ability through the opponent's turn: at the end of their Attack Phase it returns to its
    owner's hand (seed 000 End Phase comes after the Attack Phase; Start Phase 1 ends the gain)."""
    text = ("[On Play] If this character was not played by your effect, this character gains \"At the end of your "
            "opponent's Attack Phase, return this character to your hand.\" until the start of your next turn.")
    effects = compiled_effects(text)
    assert effects[0]["condition"] == {"kind": "none", "conditions": [{"kind": "played-by-effect"}]}
    hit = card("811", bp=4000, text=text)
    state = to_main(game([deck((hit, 4)), deck()], seed=806))
    me = play_from_hand(state, hit)
    assert me.abilities and me in state.seats[0].front
    state._end_turn()  # seat 0's End Phase, then seat 1's turn
    assert me in state.seats[0].front  # not at the end of its own Attack Phase
    state._end_turn()  # seat 1's turn ends: "At the end of your opponent's Attack Phase"
    assert me not in state.seats[0].front and ids_in_hand(state, hit)
    check_invariants(state)


def test_played_by_an_effect_it_does_not_gain_the_return():
    """The same card played by an effect ("If this character was not played by your effect" does not hold): no
    ability."""
    text = ("[On Play] If this character was not played by your effect, this character gains \"At the end of your "
            "opponent's Attack Phase, return this character to your hand.\" until the start of your next turn.")
    hit = card("812", bp=4000, text=text)
    state = to_main(game([deck((hit, 4)), deck()], seed=807))
    me = unit_from_zones(state, hit, 0)
    me.played_by = ("character", -1, "")
    state.seats[0].front[:] = [me]
    run_effects(state, 0, effects_of_card(state, hit).on_play, me)
    assert not me.abilities


def test_until_start_of_next_turn_grant_with_its_own_line_timing():
    """Card wording: "[On Play] Until start of your next turn, this character gains "[When in Frontline] This character
    cannot be chosen by your opponent's effects."" — the quoted ability keeps its own timing: while the character is on
    the Front Line it cannot be chosen; on the Energy Line it can; from the start of its player's next turn it has the
    ability no longer (seed 000 Start Phase 1)."""
    text = ("[On Play] Until start of your next turn, this character gains \"[When in Frontline] This character cannot be "
            "chosen by your opponent's effects.\"")
    assert compiled_effects(text)[0]["actions"] == [
        {"do": "gain-ability", "effects": [{"timing": "when-in-front-line",
                                            "actions": [{"do": "cannot-be-chosen", "by": "opponent"}]}],
         "target": {"self": True}, "duration": "until-next-turn-start"}]
    veil = card("813", bp=3000, text=text)
    state = to_main(game([deck((veil, 4)), deck()], seed=808))
    me = play_from_hand(state, veil)
    assert state.restricted(me, "cannot-be-chosen")
    state.seats[0].front.remove(me)
    state.seats[0].energy.append(me)
    assert not state.restricted(me, "cannot-be-chosen")  # not on the Front Line
    state.seats[0].energy.remove(me)
    state.seats[0].front.append(me)
    _next_turn(state)
    assert state.restricted(me, "cannot-be-chosen")  # the opponent's turn
    _next_turn(state)
    assert not state.restricted(me, "cannot-be-chosen")  # its player's next Start Phase
    check_invariants(state)


def test_for_the_turn_that_character_gains_a_quoted_ability():
    """Card wording (an Event): "Choose 1 your [purple] character, for the turn that character gains "This character
    cannot be by blocked by characters with BP2000 or lower.". Draw 1 card." — the chosen purple character cannot be
    blocked by a 2000 BP character this turn; a 3000 BP one may block it; at End Phase 4 it ends (seed 000)."""
    text = ("Choose 1 your [purple] character, for the turn that character gains \"This character cannot be by blocked "
            "by characters with BP2000 or lower.\". Draw 1 card.")
    effects = compiled_effects(text)
    assert [a["do"] for a in effects[0]["actions"]] == ["gain-ability", "draw"]
    assert effects[0]["actions"][0]["target"]["color"] == "purple"
    sneak = card("814", type="event", color="purple", text=text)
    runner = card("815", bp=3000, color="purple")
    low, high = card("816", bp=2000), card("817", bp=3000)
    state = to_main(game([deck((sneak, 4), (runner, 4)), deck((low, 4), (high, 4))], seed=809))
    mine = unit_from_zones(state, runner, 0)
    state.seats[0].front[:] = [mine]
    guard_low, guard_high = unit_from_zones(state, low, 1), unit_from_zones(state, high, 1)
    hand = len(state.seats[0].hand)
    run_effects(state, 0, effects, None)
    assert len(state.seats[0].hand) == hand + 1
    assert not state.may_block(guard_low, mine) and state.may_block(guard_high, mine)
    state._end_turn()
    assert state.may_block(guard_low, mine)


def test_player_gains_a_draw_replacement_for_this_turn():
    """Card wording (an Event): "Draw 1 card. If there is a <Sable> on your area, draw 1 additional card and during this
    turn, you gain following effect "If your opponent draws cards by your effect, you draw the same number of cards
    instead."" — the player has the effect this turn: an effect of theirs that has the opponent draw makes them draw
    instead; the next turn it is over (seed 000 End Phase 4)."""
    text = ("Draw 1 card. If there is a <Sable> on your area, draw 1 additional card and during this turn, you gain "
            "following effect \"If your opponent draws cards by your effect, you draw the same number of cards instead.\"")
    actions = compiled_effects(text)[0]["actions"]
    assert actions[-1]["do"] == "gain-ability" and actions[-1]["target"] == {"player": True}
    assert actions[-1]["duration"] == "this-turn"
    gift = card("818", type="event", text=text)
    sable = card("819", name="Sable", bp=1000)
    gifts = compiled_effects("Your opponent draws 2 cards.")
    state = to_main(game([deck((gift, 4), (sable, 4)), deck()], seed=810))
    state.seats[0].front[:] = [unit_from_zones(state, sable, 0)]
    me, other = state.seats[0], state.seats[1]
    hand = len(me.hand)
    run_effects(state, 0, compiled_effects(text), None)
    assert len(me.hand) == hand + 2 and len(me.gained_now) == 1
    hand, theirs = len(me.hand), len(other.hand)
    run_effects(state, 0, gifts, None)
    assert len(me.hand) == hand + 2 and len(other.hand) == theirs  # replaced: seat 0 draws them
    state._end_turn()
    state._end_turn()
    assert me.gained_now == ()
    hand, theirs = len(me.hand), len(other.hand)
    run_effects(state, 0, gifts, None)
    assert len(other.hand) == theirs + 2 and len(me.hand) == hand


def test_player_gain_without_a_duration_is_not_read():
    """'You gain "..."' with no time said (for how long?) stays uncompiled; a player ability other than the draw
    replacement is not played."""
    assert not card_effects(card("820", type="event", text="You gain \"If your opponent draws cards by your effect, you "
                                                              "draw the same number of cards instead.\"")).complete
    assert not card_effects(card("821", type="event", text="During this turn, you gain following effect \"This "
                                                              "character cannot attack.\"")).complete


def test_once_per_turn_on_what_holds_all_the_time_is_not_played():
    """Seed 000 Glossary: "[1 Per Turn]" — an effect usable once per turn. On a replacement ("If ..., ... instead") the
    engine counts its uses (Unit.fired); on what holds all the time (a BP change, a choose tax, the draw replacement) it
    cannot, so the card is not played rather than played without the limit — printed or quoted in a grant."""
    for text in ("[Your Turn] [1 Per Turn] This character gets +1000 BP.",
                 "[1 Per Turn] At the moment your opponent chooses this character with a character effect or event "
                 "effect, they must pay 1 additional AP",
                 "[On Play] This character gains \"[1 Per Turn] At the moment your opponent chooses this character with "
                 "a character effect or event effect, they must pay 1 additional AP\" during this turn."):
        effects = compiled_effects(text)
        assert not all(plays(effect, False) for effect in effects), text
    kept = compiled_effects("[When in Frontline] [1 Per Turn] If you would be dealt 2 or more damage at once, you may "
                            "change it to 1 damage instead.")
    assert plays(kept[0], False)


def test_greedy_pilot_plays_the_ban_on_the_strongest_opposing_character():
    """The greedy pilot plays "[On Play] Choose up to one of your opponent's Front Line characters and give them the
    effect "This character cannot attack or block" until the end of their next attack phase." in its Main Phase, and
    the ban goes on the opposing character that would hurt most (6000 BP, not 1000)."""
    text = ("[On Play] Choose up to one of your opponent's Front Line characters and give them the effect \"This "
            "character cannot attack or block\" until the end of their next attack phase.")
    jailer = card("822", bp=1000, text=text)
    small, big = card("823", bp=1000), card("824", bp=6000)
    state = to_main(game([deck((jailer, 8)), deck((small, 4), (big, 4))], seed=811))
    weak, strong = unit_from_zones(state, small, 1), unit_from_zones(state, big, 1)
    state.seats[1].front[:] = [weak, strong]
    me = state.seats[0]
    me.deck.extend(me.hand)
    me.hand[:] = []
    in_hand(state, jailer)  # (its only card: the pilot weighs playing it, not which card first)
    me.ap[:] = [True] * 3
    play_out_turn(state)
    assert state.player == 1
    assert state.restricted(strong, "cannot-attack") and not state.restricted(weak, "cannot-attack")
    check_invariants(state)


def test_a_waiting_bp_increase_sets_off_when_bp_increased_as_it_begins():
    """Card wordings: "[On Play] Choose up to 1 <Trait: Lantern> card, it gets +3000 BP during opponent's next turn" and
    "[Opponent's Turn] [1 Per Turn] When this character gets its BP increased, this character gets +1000 BP during this
    turn." The +3000 begins at the Start Phase of the opponent's next turn (seed 000, Game Flow): that is when the
    character gets its BP increased, so its own +1000 follows then — not as the [On Play] resolves (nothing changes
    yet), and both end with that turn."""
    giver = card("803", bp=3000, text="[On Play] Choose up to 1 <Trait: Lantern> card, it gets +3000 BP during "
                                      "opponent's next turn")
    watcher = card("804", bp=2000, traits=["Lantern"],
                   text="[Opponent's Turn] [1 Per Turn] When this character gets its BP increased, this character gets "
                        "+1000 BP during this turn.")
    state = to_main(game([deck((giver, 4), (watcher, 4)), deck()], seed=802))
    mine = unit_from_zones(state, watcher, 0)
    state.seats[0].front[:] = [mine]
    play_from_hand(state, giver)
    assert state._bp(mine) == 2000
    _next_turn(state)
    assert state.player == 1 and state._bp(mine) == 6000  # +3000 as it begins, then its own +1000
    assert state.waiting == []
    check_invariants(state)
    _next_turn(state)
    assert state._bp(mine) == 2000
