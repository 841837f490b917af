"""Positions for Arcana engine tests: test cards, decks holding three of each, and a board builder."""
from engine.cards import parse_card_row
from engine.core import DeckList, GameOptions, new_game
from engine.games import arcana  # noqa: F401 - registers the game
from engine.games.arcana.constants import KEEP, M_BATTLE, M_MAIN, Z_DECK, Z_FIELD, Z_HAND, Z_NETHER, Z_RUNES

_numbers = iter(range(1, 1000))


def creature(name, power, toughness, stars=1, tribe="Heroic", text="", **extra):
    row = {"number": f"T-{next(_numbers):03d}", "name": name, "type": "creature", "stars": stars, "power": power,
           "toughness": toughness, "creature_type": tribe, "text": text, **extra}
    return parse_card_row("arcana", row)


def rune(name, text="", **extra):
    return parse_card_row("arcana", {"number": f"T-{next(_numbers):03d}", "name": name, "type": "rune", "text": text,
                                     **extra})


def ward(name, text):
    return parse_card_row("arcana", {"number": f"T-{next(_numbers):03d}", "name": name, "type": "ward", "text": text})


CARDS = [
    creature("Knight", 3, 3), creature("Squire", 2, 2), creature("Guard", 5, 5), creature("Wall", 3, 3),
    creature("Brute", 7, 5, tribe="Fallen"), creature("Ghoul", 3, 3, tribe="Fallen"), creature("Mite", 1, 1),
    creature("Scout", 2, 2, text="When this creature is summoned: draw 1 card."),
    creature("Captain", 4, 4, stars=2), creature("Dragon", 8, 7, stars=3), creature("Giant", 9, 9, stars=3),
    creature("Husk", 2, 2, effects=[{"timing": "on-summon", "actions": [{"do": "draw", "amount": 2}]}]),
    rune("Red Flag", "Select a face-up creature you control: it gets +1/+1 until the end of the turn."),
    rune("Revive Creature", "Pay 1 HP: Special Summon 1 creature from your Netherworld in Face-up Defense Position."),
    rune("Quick Study", "Draw 2 cards."), rune("Shatter", "Destroy 1 Ward on the field."),
    rune("Sudden Gale", "Return 1 creature on the field to its owner's hand."),
    rune("Weakening Hex", "Select a face-up creature: it gets -2/-0 until the end of the turn."),
    rune("Crushing Hex", effects=[{"timing": "on-activate", "actions": [
        {"do": "stat-change", "power": -9, "toughness": -9, "target": {"side": "any", "count": 1}}]}]),
    rune("Mending Light", "Gain 1 HP."), rune("Ambush", "Destroy 1 attacking creature with 3 or less power."),
    rune("Call to Arms", "Special Summon 1 one-star creature from your hand."),
    rune("Second Wind", "Shuffle 2 cards from your Netherworld into your deck, then draw 1 card."),
    rune("Smoke Screen", "Negate 1 attack."),
    rune("Rally", "All face-up creatures you control get +1/+0 until the end of the turn."),
    rune("Tome of Ruin", "Destroy all creatures on the field.", relic=True),
    ward("Iron Buckler", "The equipped creature gets +0/+2."),
    ward("Wind Boots", "The equipped creature can attack twice each Battle Phase."),
    ward("Thorn Mail", "When the equipped creature is destroyed by battle, the attacker's owner takes 1 damage."),
    ward("Shield of the First King", "The equipped creature cannot be destroyed by battle."),
    ward("Crown of Embers", "The equipped creature gets +3/+3."),
]
BY_NAME = {record.name: record for record in CARDS}
DECK = DeckList(main=tuple((record, 3) for record in CARDS))


def game(seed=1, first=0, goldfish=False, turn_cap=60, decks=None):
    """A game with both opening hands kept: turn 1, seat `first` in its Main Phase."""
    state = new_game("arcana", decks or [DECK, DECK], seed,
                     GameOptions(goldfish=goldfish, turn_cap=turn_cap, first_player=first))
    while state.turn == 0:
        state.apply((KEEP,))
    return state


def _fetch(state, seat, name):
    for uid in list(state.deck[seat]):
        if state.table.name[state.cid[uid]] == name:
            return uid
    raise LookupError(f"no {name} left in seat {seat}'s deck")


def _move_from_deck(state, seat, name, zone_list, zone):
    """A copy of `name` out of the seat's deck into `zone_list` (zone code `zone`); its uid."""
    uid = _fetch(state, seat, name)
    state.deck[seat].remove(uid)
    zone_list.append(uid)
    state.zone[uid] = zone
    return uid


def board(state, seat, hand=(), field=(), runes=(), nether=()):
    """Give `seat` exactly this hand, field ((name, 'atk'|'def'|'down'), ...), set runes and Netherworld.
    Returns {name: uid} of the placed cards (last one wins for duplicates)."""
    placed = {}
    for zone_list in (state.hand[seat], state.field[seat], state.runes[seat], state.nether[seat]):
        for uid in list(zone_list):
            zone_list.remove(uid)
            state.deck[seat].append(uid)
            state.zone[uid] = Z_DECK
            state.face_up[uid] = state.attack_pos[uid] = False
            state.equip[uid] = -1
    for name in hand:
        placed[name] = _move_from_deck(state, seat, name, state.hand[seat], Z_HAND)
    for name, position in field:
        uid = _move_from_deck(state, seat, name, state.field[seat], Z_FIELD)
        state.face_up[uid] = position != "down"
        state.attack_pos[uid] = position == "atk"
        state.summoned_turn[uid] = -1
        state.stamps += 1
        state.stamp[uid] = state.stamps
        placed[name] = uid
    for name in runes:
        placed[name] = _move_from_deck(state, seat, name, state.runes[seat], Z_RUNES)
    for name in nether:
        placed[name] = _move_from_deck(state, seat, name, state.nether[seat], Z_NETHER)
    state._legal = None
    return placed


def at_turn(state, turn, battle=False):
    """Make it turn `turn` (seat 0 plays odd turns when it went first), in the Main or Battle Phase."""
    state.turn = turn
    state.active = state.decider = (state.first + turn - 1) % 2
    state.phase = M_BATTLE if battle else M_MAIN
    state.battle = battle
    state.normal_summoned = False
    state._legal = None
    return state


def names(state, uids):
    return [state.table.name[state.cid[uid]] for uid in uids]


def kinds(state):
    return {action[0] for action in state.legal_actions()}


def act(state, action):
    """Apply an action after checking that it is legal."""
    assert action in state.legal_actions(), (action, state.legal_actions())
    state.apply(action)


def resolve(state):
    """Pass priority until the open chain (if any) has resolved."""
    from engine.games.arcana.constants import M_PRIORITY, PASS

    while state.phase == M_PRIORITY:
        act(state, (PASS,))
