"""The greedy Unien pilot in set positions (docs/unien-engine.md, "The greedy pilot"): it keeps and charges
the energy its hand needs (seed 001 属性: coloured costs need energy of that attribute) and does not hand the
opponent a win (seed 001 勝利条件 ハデス: お互いのデブリ, counted on either player's turn)."""
from engine.games.unien.greedy import GreedyPilot
from engine.games.unien.state import CHARGE, CHOICE, CHOOSE, END, SUMMON, USE_ABILITY
from tests.unien_engine_helpers import DARK, FOREST, WATER, arrange, card, deck, find, game

DRAWER = card("本の少女", cost={"water": 1}, text="[cip] カードを1枚引く。")
CIP_DISCARD = card("捨て駒", cost={}, text="[cip] 手札を1枚捨てる。")
MILL2 = card("墓守", "ability", cost={}, text="デッキの上から2枚をデブリに置く。")
VANILLA = card("群れの雛", cost={})


def test_discard_keeps_the_only_energy_of_an_attribute_the_hand_needs():
    """Seed 001 属性: 森・炎・水・闇のカードは同色のエネルギーが必要 — with only dark energy charged, the water
    energy is what makes the water card in hand playable, so the discard takes the other card."""
    state = game(deck([(DRAWER, 2), (CIP_DISCARD, 2), (WATER, 2), (DARK, 6)], leaders=("wiz", "hades")), deck([]))
    arrange(state, 0, hand=["捨て駒", "水のエネルギー", "本の少女"], energy=["闇のエネルギー"] * 5, plays=1)
    state.apply((SUMMON, find(state, 0, "hand", "捨て駒")))
    assert state.phase == CHOICE and state.choice[0] == "discard"
    pilot = GreedyPilot(0)
    assert pilot.choose(state) == (CHOOSE, find(state, 0, "hand", "本の少女"))


def test_charges_the_energy_of_a_missing_attribute_first():
    """Seed 001 属性 / エネルギーのチャージ: of two energies, the pilot charges the one whose attribute its hand
    needs and its energy zone cannot pay."""
    state = game(deck([(DRAWER, 2), (FOREST, 2), (WATER, 2), (DARK, 6)], leaders=("wiz", "hades")), deck([]))
    arrange(state, 0, hand=["森のエネルギー", "水のエネルギー", "本の少女"], energy=["闇のエネルギー"] * 5, plays=1)
    assert GreedyPilot(0).choose(state) == (CHARGE, find(state, 0, "hand", "水のエネルギー"))


def test_does_not_complete_the_opponents_hades():
    """Seed 001 勝利条件 ハデス: お互いのデブリにあるカードが合計30枚以上 — and 相手のターン中に…即座に勝利:
    the pilot does not mill (and put the ability in the Debris) when that gives the opponent the game."""
    mine = deck([(MILL2, 2), (VANILLA, 38)], leaders=("volca", "atra"))
    state = game(mine, deck([], leaders=("hades", "aqua")))
    arrange(state, 1, debris=["ただの少女"] * 14)
    arrange(state, 0, hand=["墓守"], debris=["群れの雛"] * 14, plays=1)
    assert (USE_ABILITY, state.seats[0].hand[0]) in state.legal_actions()
    assert GreedyPilot(0).choose(state) == END
    arrange(state, 1, debris=["ただの少女"] * 10)
    assert GreedyPilot(0).choose(state) == (USE_ABILITY, state.seats[0].hand[0])  # 24 + 3 stays short of 30
