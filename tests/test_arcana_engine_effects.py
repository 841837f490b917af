"""Arcana effect vocabulary: the text compiler, `effects` data, unsupported effects, and a few effects in play."""
import json
from pathlib import Path

from engine.cards import parse_card_row
from engine.core import DeckList
from engine.games.arcana import card_table, has_unsimulated_text
from engine.games.arcana.constants import ACTIVATE, ATTACK, SUMMON, Z_DECK, Z_FIELD
from engine.games.arcana.effects import T_ATTACK, T_NETHER_CREATURE, card_effects, compile_text
from tests.arcana_engine_helpers import BY_NAME, act, at_turn, board, game, resolve, rune

SAMPLE = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "arcana.json"


def sample_records():
    return [parse_card_row("arcana", row) for row in json.loads(SAMPLE.read_text())["cards"]]


def test_every_sample_text_compiles_except_the_unsupported_one():
    """Seed 004 §Rune / Ward / Creature Cards: the sample phrasings compile; Mirror Pact is reported."""
    incomplete = sorted(record.name for record in sample_records() if has_unsimulated_text(record))
    assert incomplete == ["Mirror Pact"]


def test_compiler_output():
    """Seed 004 §Rune Cards: the Red Flag and Revive Creature texts become effects with target and cost."""
    red_flag = compile_text("Select a face-up creature you control: it gets +1/+1 until the end of the turn.", "rune")
    assert red_flag.effects == [{"timing": "on-activate", "actions": [
        {"do": "stat-change", "power": 1, "toughness": 1, "target": {"side": "yours", "count": 1},
         "duration": "this-turn"}]}] and not red_flag.uncompiled
    revive = compile_text("Pay 1 HP: Special Summon 1 creature from your Netherworld in Face-up Defense Position.",
                          "rune")
    assert revive.effects[0]["cost"] == [{"kind": "pay-hp", "amount": 1}]
    spec = card_effects(BY_NAME["Revive Creature"])
    assert spec.target == T_NETHER_CREATURE and spec.cost_hp == 1 and spec.board_changing
    assert card_effects(BY_NAME["Smoke Screen"]).target == T_ATTACK
    assert not card_effects(BY_NAME["Red Flag"]).board_changing


def test_unknown_clause_is_reported_not_guessed():
    """Effects: a clause the compiler does not know is kept uncompiled and the card counts incomplete;
    the clauses it knows still play."""
    record = parse_card_row("arcana", {"number": "X-1", "name": "Odd Scroll", "type": "rune",
                                       "text": "Draw 1 card. Your opponent discards 1 card at random."})
    spec = card_effects(record)
    assert spec.steps == [("draw", 1)] and spec.unsupported == ["Your opponent discards 1 card at random."]
    assert has_unsimulated_text(record)
    creature = parse_card_row("arcana", {"number": "X-2", "name": "Odd Beast", "type": "creature", "stars": 1,
                                         "power": 1, "toughness": 1, "creature_type": "Beast",
                                         "text": "Once per turn: destroy 1 creature."})
    assert has_unsimulated_text(creature)
    table, _ = card_table([DeckList(main=((record, 2), (creature, 1), (BY_NAME["Knight"], 3))),
                           DeckList(main=((BY_NAME["Knight"], 3),))])
    assert table.deck_incomplete == [2, 0]


def test_effects_data_wins_over_text_and_unknown_actions_are_reported():
    """Effects: a card's `effects` list is used instead of its text; an action outside the vocabulary
    is reported."""
    husk = card_effects(BY_NAME["Husk"])
    assert husk.on_summon == [("draw", 2)] and husk.complete
    record = parse_card_row("arcana", {"number": "X-3", "name": "Strange", "type": "rune", "text": "Draw 1 card.",
                                       "effects": [{"timing": "on-activate", "actions": [{"do": "swap-stats"}]}]})
    spec = card_effects(record)
    assert not spec.complete and spec.steps == []


def test_husk_effects_data_in_play():
    """Seed 004 §Creature Cards: a creature effect from `effects` data draws when it is summoned."""
    state = game()
    placed = board(state, 0, hand=["Husk"])
    act(state, (SUMMON, placed["Husk"], 0, -1, -1))
    assert len(state.hand[0]) == 2


def test_quick_study_rally_mending_second_wind():
    """Seed 004 §Rune Cards: drawing, buffing all your face-up creatures, gaining HP, recycling."""
    state = game()
    placed = board(state, 0, hand=["Quick Study", "Rally", "Mending Light", "Second Wind"],
                   field=[("Knight", "atk"), ("Squire", "down")], nether=["Guard", "Wall"])
    act(state, (ACTIVATE, placed["Second Wind"], -1, 0))
    resolve(state)
    assert state.zone[placed["Wall"]] == Z_DECK and state.zone[placed["Guard"]] == Z_DECK  # rule 'recycle-latest'
    assert len(state.hand[0]) == 4
    for name in ("Quick Study", "Rally", "Mending Light"):
        act(state, (ACTIVATE, placed[name], -1, 0))
        resolve(state)
    assert len(state.hand[0]) == 3 and state.hp[0] == 11
    assert state.power_of(placed["Knight"]) == 4 and state.temp_power[placed["Squire"]] == 0


def test_shatter_destroys_an_enemy_ward():
    """Seed 004 §Ward Cards: a ward destroyed by an effect leaves its creature's stats as printed."""
    state = game()
    mine = board(state, 0, hand=["Shatter"])
    at_turn(state, 2)
    buckler = board(state, 1, hand=["Iron Buckler"], field=[("Knight", "atk")])
    act(state, (ACTIVATE, buckler["Iron Buckler"], buckler["Knight"], 0))
    resolve(state)
    assert state.toughness_of(buckler["Knight"]) == 5
    at_turn(state, 3)
    act(state, (ACTIVATE, mine["Shatter"], buckler["Iron Buckler"], 0))
    resolve(state)
    assert state.toughness_of(buckler["Knight"]) == 3 and state.zone[buckler["Knight"]] == Z_FIELD


def test_weakening_hex_answers_an_attack():
    """Seed 004 §Rune Cards: a set debuff chained to an attack changes the battle (no call-off)."""
    state = game()
    mine = board(state, 0, field=[("Knight", "atk")])
    theirs = board(state, 1, runes=["Weakening Hex"], field=[("Wall", "atk")])
    at_turn(state, 3, battle=True)
    act(state, (ATTACK, mine["Knight"], theirs["Wall"]))
    act(state, (ACTIVATE, theirs["Weakening Hex"], mine["Knight"], 0))
    assert state.zone[theirs["Wall"]] == Z_FIELD and state.zone[mine["Knight"]] != Z_FIELD and state.hp == [9, 10]


def test_the_vocabulary_is_the_handler_tables():
    """Seed 004 §Rune / Ward Cards: every action of the vocabulary validates as stored `effects`, is built
    into runtime steps by its table (RUNE_ACTIONS for runes, WARD_ACTIONS for wards) and every step has
    its handler (handlers.STEPS); an action outside the tables is refused and reported."""
    from engine.games.arcana.effects import ACTIONS, RUNE_ACTIONS, SUMMON_DRAW_ONLY, WARD_ACTIONS, validate
    from engine.games.arcana.handlers import STEPS

    examples = {"draw": {"amount": 1}, "gain-hp": {"amount": 2}, "recycle": {"amount": 2}, "negate-attack": {},
                "stat-change": {"power": 1, "toughness": 1, "target": {"side": "any", "count": 1}},
                "return-to-hand": {}, "destroy": {"target": {"kind": "ward"}},
                "special-summon": {"zone": "netherworld", "position": "attack"}}
    assert set(examples) == set(RUNE_ACTIONS) and ACTIONS == set(RUNE_ACTIONS) | set(WARD_ACTIONS)
    steps = set()
    for do, fields in examples.items():
        effects = [{"timing": "on-activate", "actions": [{"do": do, **fields}]}]
        assert validate(effects) == []
        spec = card_effects(rune(do, effects=effects))
        assert spec.complete and spec.steps, do
        steps |= {step[0] for step in spec.steps}
    assert steps | SUMMON_DRAW_ONLY | {"stat-all", "destroy-all", "destroy-target"} == set(STEPS)
    for do, fields in {"stat-change": {"power": 1, "toughness": 0, "target": {"equipped": True}},
                       "extra-attack": {}, "thorns": {"amount": 1}, "battle-immune": {}}.items():
        effects = [{"timing": "static", "actions": [{"do": do, **fields}]}]
        record = parse_card_row("arcana", {"number": f"W-{do}", "name": do, "type": "ward", "effects": effects})
        assert validate(effects) == [] and card_effects(record).complete
    unknown = [{"timing": "on-activate", "actions": [{"do": "teleport"}]}]
    assert validate(unknown) and not card_effects(rune("T", effects=unknown)).complete
