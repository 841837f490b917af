"""Unien effect compiler, cost payment and the sample cards (seed 001 カードの種類 / 重要な用語)."""
import json
from pathlib import Path

from engine.cards import parse_card_row
from engine.games.unien import has_unsimulated_text
from engine.games.unien.cards import E_FIRE_WATER, E_FOREST_DARK, E_OMNI, energy_category
from engine.games.unien.effects import compile_card, parse_cost
from engine.games.unien.energy import can_pay, pay, reduce_cost

SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples" / "unien.json"


def samples():
    return [parse_card_row("unien", row) for row in json.loads(SAMPLES.read_text())["cards"]]


def test_activated_costs_read_as_the_seed_writes_them():
    """Seed 001 起動型効果の使用: [0] no energy, [1] one of any attribute, [炎1+水1] fire 1 and water 1."""
    assert parse_cost("0") == (0, 0, 0, 0, 0)
    assert parse_cost("1") == (0, 0, 0, 0, 1)
    assert parse_cost("炎1+水1") == (0, 1, 1, 0, 0)
    assert parse_cost("光1") is None


def test_compiler_reads_every_effect_kind():
    """Seed 001 [cip]効果 / 起動型効果 / 常駐効果: the three kinds of character effect."""
    effects = compile_card("character", "[cip] カードを1枚引く。@[炎1+水1] 天使トークンを1個得る。@DRAW+1@PLAY+2")
    assert effects.cip == (("draw", 1),) and effects.activated == (("angel", 1),)
    assert effects.activation_cost == (0, 1, 1, 0, 0) and effects.draw_plus == 1 and effects.play_plus == 2
    assert effects.complete
    look = compile_card("ability", "デッキの上から5枚を見て、コスト3以下のキャラを1枚場に出す。残りをデッキの下に戻す。")
    assert look.ability == (("look_play", 5, 3),) and look.complete
    may = compile_card("character", "[cip]以下の起動型効果を使用してもよい。@[1] カードを2枚引く。")
    assert may.cip_may_activate and may.activated == (("draw", 2),)
    reducer = compile_card("character", "このカードが手札にある時、このカードのコストは相手のデブリにあるキャラ1枚につき-1される。")
    assert reducer.reduction == "opponent_debris_characters"


def test_unknown_clauses_are_reported():
    """Engine brief: a clause the compiler cannot read is reported, never guessed."""
    effects = compile_card("ability", "カードを1枚引く。相手のキャラを1枚デブリに置く。")
    assert effects.ability == (("draw", 1),) and effects.unsupported == ["相手のキャラを1枚デブリに置く"]
    assert not compile_card("character", "残りをデッキの下に戻す。").complete
    assert not compile_card("character", "[cip]以下の起動型効果を使用してもよい。").complete


def test_payment_uses_plain_then_origin_then_omniscient():
    """Seed 001 属性 / 全知のエネルギー; rule Payment (docs/unien-engine.md)."""
    up = [1, 0, 0, 1, 1, 0, 1]  # forest, dark, one ユグドラシル, one omniscient
    assert pay(up, (2, 0, 0, 1, 0)) == [0, 0, 0, 0, 0, 0, 1]
    assert pay(up, (3, 0, 0, 1, 0)) == [0, 0, 0, 0, 0, 0, 0]
    assert pay(up, (0, 1, 0, 0, 0)) == [1, 0, 0, 1, 1, 0, 0]  # fire only from omniscient
    assert pay(up, (0, 2, 0, 0, 0)) is None
    assert pay([2, 0, 0, 0, 1, 0, 1], (0, 0, 0, 0, 2)) == [0, 0, 0, 0, 1, 0, 1]  # colourless: plain first
    assert can_pay([0] * 7, (0, 0, 0, 0, 0)) and not can_pay([0] * 7, (0, 0, 0, 0, 1))
    assert reduce_cost((0, 3, 0, 0, 3), 4) == (0, 2, 0, 0, 0)


def test_energy_categories():
    """Seed 001 ラボラ / アトラ / 全知のエネルギー: origin energies are two attributes; omniscient is any."""
    cards = {card.name: card for card in samples() if card.type == "energy"}
    assert energy_category(cards["起源のユグドラシル"]) == E_FOREST_DARK
    assert energy_category(cards["起源のアトランティス"]) == E_FIRE_WATER
    omni = parse_card_row("unien", {"number": "X", "name": "全知", "type": "energy", "attribute": "omniscient"})
    assert energy_category(omni) == E_OMNI


def test_sample_cards_are_fully_simulated_and_exercise_every_rule():
    """The sample sets (cardsdb/samples/generate.py unien_cards) carry every rule the engine plays."""
    cards = samples()
    assert not [card.name for card in cards if has_unsimulated_text(card)]
    compiled = {card.name: compile_card(card.type, card.text, card.get("activation_cost")) for card in cards}
    assert any(e.draw_plus for e in compiled.values()) and any(e.play_plus for e in compiled.values())
    assert {e.reduction for e in compiled.values()} >= {"opponent_debris_characters", "own_dragons"}
    assert any(e.cip_may_activate for e in compiled.values())
    clauses = {clause[0] for e in compiled.values() for part in (e.cip, e.activated or (), e.ability)
               for clause in part}
    assert clauses >= {"draw", "discard", "angel", "plays", "mill", "recover", "omni", "untap_other", "untap_energy",
                       "bounce_self", "self_to_debris", "revive", "look_play", "look_charge"}
    names = [card.name for card in cards if card.type == "character"]
    assert sum("ドラゴン" in name for name in names) >= 4 and sum("検閲官" in name for name in names) >= 3
    assert "神聖な天使 エル" in names and "起源のユグドラシル" in compiled and "起源のアトランティス" in compiled


def test_every_clause_the_compiler_emits_has_a_handler():
    """Seed 001 効果: each clause of the vocabulary (effects.CLAUSES) is played by its function in
    handlers.HANDLERS, the engine's own offer_activation too; every clause that pauses for a choice is
    completed by handlers.CHOSEN."""
    from engine.games.unien.effects import CLAUSES
    from engine.games.unien.handlers import CHOSEN, HANDLERS, OPS

    class AnyMatch:
        def __getitem__(self, group):
            return "1"

    emitted = {build(AnyMatch())[0] for _, build in CLAUSES}
    assert emitted | {"offer_activation"} == OPS == set(HANDLERS)
    assert set(CHOSEN) <= OPS
    for card in samples():
        effects = compile_card(card.type, card.text)
        assert {clause[0] for clause in effects.cip + (effects.activated or ()) + effects.ability} <= OPS
