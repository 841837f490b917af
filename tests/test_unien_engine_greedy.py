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


# --- committing to the closer of its two leaders' conditions (docs/unien-engine.md, "The greedy pilot") ---
MILL4 = card("冥界の門", "ability", cost={}, text="デッキの上から4枚をデブリに置く。")


def test_commits_to_owl_and_does_not_mill_its_characters():
    """Seed 001 勝利条件 オウル (自分のキャラが18枚以上) vs ハデス (お互いのデブリが合計30枚以上): with 14
    characters on the field and an empty Debris, オウル is far closer, so the pilot summons a character
    rather than milling 4 (milling scored +6 for ハデス when both conditions were summed)."""
    state = game(deck([(VANILLA, 20), (MILL4, 2)], leaders=("owl", "hades")), deck([]))
    arrange(state, 0, hand=["冥界の門", "群れの雛"], field=["群れの雛"] * 14, plays=1)
    pilot = GreedyPilot(0)
    assert pilot.choose(state) == (SUMMON, find(state, 0, "hand", "群れの雛"))
    assert pilot.weights(state, 0) == (1.0, 0.0)


def test_commits_to_aqua_and_keeps_its_hand():
    """Seed 001 勝利条件 アクア (自分の手札が30枚以上) vs ハデス: with 26 cards in hand and nothing in the
    Debris the pilot commits to アクア and does not use the mill ability (a card out of its hand)."""
    state = game(deck([(MILL4, 2)], leaders=("hades", "aqua")), deck([]))
    arrange(state, 0, hand=["冥界の門"] + ["ただの少女"] * 25, plays=1)
    assert (USE_ABILITY, find(state, 0, "hand", "冥界の門")) in state.legal_actions()
    pilot = GreedyPilot(0)
    assert pilot.weights(state, 0) == (0.0, 1.0)
    assert pilot.choose(state) == END


def test_does_not_put_the_committed_condition_out_of_reach():
    """Seed 001 勝利条件 アクア: hand 28 + deck 2 is exactly 30, so charging the energy (needed to pay
    anything at all, which it would otherwise charge first) would leave アクア out of reach; the pilot
    ends its turn and wins by drawing. (ボルカ has no dragon left: out of reach.)"""
    state = game(deck([(WATER, 2)], leaders=("aqua", "volca")), deck([]), goldfish=True)
    arrange(state, 0, hand=["水のエネルギー"] + ["ただの少女"] * 27, debris=["ただの少女"] * 10, plays=1)
    assert len(state.seats[0].deck) == 2 and (CHARGE, find(state, 0, "hand", "水のエネルギー")) in state.legal_actions()
    pilot = GreedyPilot(0)
    assert pilot.weights(state, 0) == (1.0, 0.0)
    assert pilot.choose(state) == END
    while not state.is_terminal():
        state.apply(pilot.choose(state))
    assert state.winner() == 0 and state.end_reason == "aqua"


def test_close_calls_keep_both_conditions():
    """Seed 001 勝利条件 アトラ / ラボラ (炎と水 / 森と闇のエネルギーが合計18枚以上): at the start nothing is
    charged and the pile holds 20 of each, so neither is committed to: both count fully."""
    state = game(deck([(WATER, 20), (FOREST, 20)], leaders=("atra", "labora")), deck([]))
    assert GreedyPilot(0).weights(state, 0) == (1.0, 1.0)


def _hard_pair(index, first, first_cards, second, second_cards, energies):
    from engine.core import DeckList
    main = [(index.get(f"UN-{first}-{n:02d}"), 2) for n in first_cards]
    main += [(index.get(f"UN-{second}-{n:02d}"), 2) for n in second_cards]
    main += [(index.get(f"UN-E-{name}"), count) for name, count in energies]
    return DeckList(main=tuple(main), extra=((index.get(f"UN-{first}-L1"), 1), (index.get(f"UN-{second}-L1"), 1)))


def test_goldfish_wins_with_conflicting_leader_pairs():
    """Seed 001 勝利条件 (いずれかを先に満たしたプレイヤーの勝利): 40-card decks of the sample sets whose
    leaders pull apart — ハデス + アクア (Debris vs hand), オウル + ハデス (field vs Debris) — win their
    goldfish games; summing both conditions' values stalled them (0 / 20 and about half capped)."""
    from engine.core import GameOptions, new_game
    from engine.deckfile import load_card_index

    index = load_card_index("unien")
    pairs = {
        "hades-aqua": _hard_pair(index, "HADES", (1, 2, 3, 4, 6, 7, 9), "AQUA", (1, 2, 3, 4, 5, 7, 10),
                                 (("DARK", 4), ("FOREST", 2), ("WATER", 4), ("FIRE", 2))),
        "owl-hades": _hard_pair(index, "OWL", (1, 2, 3, 4, 5, 7, 9), "HADES", (1, 2, 3, 4, 7, 9, 10),
                                (("FOREST", 5), ("FIRE", 3), ("DARK", 4))),
    }
    for name, pair in pairs.items():
        assert sum(count for _, count in pair.main) == 40
        wins = 0
        for seed in range(20):
            state = new_game("unien", [pair], seed, GameOptions(goldfish=True, turn_cap=60))
            pilot = GreedyPilot(0)
            while not state.is_terminal():
                state.apply(pilot.choose(state))
            wins += state.winner() == 0
        assert wins >= 17, (name, wins)
