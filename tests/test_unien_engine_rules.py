"""Unien rules engine (seed 001): one scenario per rule; each docstring cites the seed section."""
import pytest

from engine.games.unien.state import (
    ACCEPT,
    ACTIVATE,
    CHARGE,
    CHOICE,
    CHOOSE,
    DECLARE,
    DECLINE,
    END,
    MAIN,
    RECOMBINE,
    REDRAW,
    SUMMON,
    SURRENDER,
    USE_ABILITY,
)
from tests.unien_engine_helpers import (
    ATLANTIS,
    DARK,
    FIRE,
    FOREST,
    WATER,
    YGGDRASIL,
    arrange,
    card,
    deck,
    find,
    game,
    names,
)

DRAWER = card("本の少女", cost={"water": 1}, text="[cip] カードを1枚引く。")
DRAW_PLUS = card("書記", cost={"colourless": 1}, text="DRAW+1")
PLAY_PLUS = card("伝令", cost={"colourless": 1}, text="PLAY+1")
TAPPER = card("研究員", cost={"fire": 1}, text="[炎1] カードを1枚引く。")
FREE_TAPPER = card("見張り", cost={"fire": 1}, text="[0] カードを1枚引く。")
MIXED = card("蠱惑のセレン", cost={"forest": 1, "dark": 1})
COLOURLESS = card("魁のアイ", cost={"colourless": 2})
STUDY = card("勉強", "ability", cost={"water": 1}, text="カードを2枚引く。")
MAY_USE = card("泉の巫女", cost={"water": 1}, text="[cip]以下の起動型効果を使用してもよい。@[水1] カードを2枚引く。")
LILY = card("ドラゴンの末裔 リリィ", cost={"fire": 3, "colourless": 3},
            text="このカードが手札にある時、このカードのコストは相手のデブリにあるキャラ1枚につき-1される。")
MAGNA = card("溶岩ドラゴン マグナ", cost={"fire": 2, "dark": 2, "colourless": 2},
             text="このカードが手札にある時、このカードのコストは自分の場のドラゴン1枚につき-1される。")
ARIKA = card("知恵の少女 アリカ", cost={"colourless": 1}, text="[cip] 手札のカードを1枚裏向きにして全知のエネルギーとしてチャージする。")
LOOKER = card("梟の長老", cost={},
              text="[cip] デッキの上から3枚を見て、コスト3以下のキャラを1枚場に出してもよい。残りをデッキの下に戻す。")
LOOK_ABILITY = card("呼び声", "ability", cost={}, text="デッキの上から3枚を見て、コスト3以下のキャラを1枚場に出す。残りをデッキの下に戻す。")
DISCARDER = card("選別", "ability", cost={}, text="カードを2枚引く。手札を1枚捨てる。")
CIP_DISCARD = card("捨て駒", cost={}, text="[cip] 手札を1枚捨てる。")
STRAY = card("迷い鳥", cost={}, text="[cip] このカードをデブリに置く。")
VANILLA = card("群れの雛", cost={})
HOMURA = card("祈りの灯 ホムラ", cost={"fire": 1}, text="[0] 自分の他のキャラを1枚アップする。プレイ数を1得る。")
PLAY_GAIN = card("祈りの子", cost={}, text="[0] プレイ数を1得る。")
NOA = card("検閲官 ノア", cost={"dark": 1})
MIRA = card("検閲官 ミラ", cost={"water": 1}, text="[0] このキャラを手札に戻す。")
EL = card("神聖な天使 エル", cost={"water": 1}, text="[cip] 天使トークンを1個得る。@[1] 天使トークンを1個得る。")
IGNIS = card("炎竜ドラゴン イグニス", cost={"fire": 2, "colourless": 3})
KNIGHT = card("竜騎士 ガルド", cost={"fire": 1, "colourless": 9})
MILL_RECOVER = card("墓荒らし", cost={},
                    text="[cip] デッキの上から2枚をデブリに置く。自分のデブリにあるキャラを1枚手札に戻す。")
MILL2 = card("墓守", "ability", cost={}, text="デッキの上から2枚をデブリに置く。")
DRAW3 = card("水底の書庫", "ability", cost={}, text="カードを3枚引く。")
LOOK_CHARGE = card("根の研究者", cost={}, text="[cip] デッキの上から3枚を見て、エネルギーカードをすべてチャージする。残りをデッキの下に戻す。")
UNKNOWN = card("謎の少女", cost={}, text="[cip] 相手の手札を見る。")


def pile(*records, count=2):
    return [(record, count) for record in records]


# --- setup -----------------------------------------------------------------------------------
def test_opening_hand_is_three_and_fewer_returned_goes_first():
    """Seed 001 ゲームの準備: 3-card hand, simultaneous declared re-draw; fewer returned goes first."""
    from engine.core import GameOptions, new_game

    state = new_game("unien", [deck([]), deck([])], 5, GameOptions())
    assert state.phase == REDRAW and [len(s.hand) for s in state.seats] == [3, 3]
    assert state.current_player() == 0 and len(state.legal_actions()) == 8
    returned = state.seats[1].hand[:2]
    state.apply((DECLARE, 0b001))
    assert state.current_player() == 1 and state.seats[0].hand  # nothing happens before both declare
    state.apply((DECLARE, 0b011))
    assert state.first == 0 and state.player == 0 and state.phase == MAIN
    assert state.seats[1].redrew and len(state.seats[1].hand) == 3 and len(state.seats[0].hand) == 4
    assert all(card_id in state.seats[1].deck + state.seats[1].hand for card_id in returned)


def test_tie_in_declared_numbers_is_decided_at_random():
    """Seed 001 ゲームの準備: 宣言した枚数が同じだった場合 (じゃんけんやサイコロ) — the state's own rng."""
    from engine.core import GameOptions, new_game

    firsts = set()
    for seed in range(20):
        state = new_game("unien", [deck([]), deck([])], seed, GameOptions())
        state.apply((DECLARE, 1))
        state.apply((DECLARE, 2))
        firsts.add(state.first)
    assert firsts == {0, 1}


# --- start phase -----------------------------------------------------------------------------
def test_start_phase_untaps_draws_with_draw_plus_and_gains_plays_with_play_plus():
    """Seed 001 スタートフェイズ: untap all, draw 1 (+DRAW+1), plays 1 (+PLAY+1)."""
    state = game(deck([]), deck(pile(DRAW_PLUS, PLAY_PLUS, FIRE, count=3)))
    arrange(state, 1, field=["書記", "伝令", "書記"], energy=["炎のエネルギー"], rested=["書記"])
    state.seats[1].energy_up = [0] * 7
    hand = len(state.seats[1].hand)
    state.apply(END)
    seat = state.seats[1]
    assert state.player == 1 and len(seat.hand) == hand + 3 and seat.plays == 2
    assert all(state.up[c] for c in seat.field) and seat.energy_up == seat.energy_total


def test_plays_are_not_carried_over():
    """Seed 001 ターン終了: プレイ数を次のターンに持ち越すことはできません."""
    state = game(deck([]), deck([]))
    state.seats[0].plays = 5
    state.apply(END)
    state.apply(END)
    assert state.player == 0 and state.seats[0].plays == 1


# --- main-phase actions ----------------------------------------------------------------------
def test_charge_costs_a_play_and_the_energy_is_up_at_once():
    """Seed 001 エネルギーのチャージ: プレイ数を1つ消費; アップした状態でチャージ."""
    state = game(deck(pile(FIRE, TAPPER)))
    arrange(state, 0, hand=["炎のエネルギー", "研究員"], plays=2)
    state.apply((CHARGE, find(state, 0, "hand", "炎のエネルギー")))
    assert state.seats[0].plays == 1 and state.seats[0].energy_up[1] == 1
    assert (SUMMON, find(state, 0, "hand", "研究員")) in state.legal_actions()


def test_costs_need_energy_of_the_right_attribute_and_colourless_takes_any():
    """Seed 001 属性: coloured costs need that attribute; 無属性 is paid by any energy."""
    state = game(deck(pile(MIXED, COLOURLESS, FOREST, FIRE)))
    arrange(state, 0, hand=["蠱惑のセレン", "魁のアイ"], energy=["森のエネルギー", "炎のエネルギー"], plays=3)
    legal = state.legal_actions()
    assert (SUMMON, find(state, 0, "hand", "魁のアイ")) in legal
    assert (SUMMON, find(state, 0, "hand", "蠱惑のセレン")) not in legal  # no dark energy
    state.apply((SUMMON, find(state, 0, "hand", "魁のアイ")))
    assert state.seats[0].energy_up == [0] * 7 and state.seats[0].plays == 2


def test_summoning_costs_a_play_and_no_plays_means_no_actions():
    """Seed 001 キャラの召喚 / 各アクションを1回実行するごとにプレイ数を1つ消費."""
    state = game(deck(pile(VANILLA)))
    arrange(state, 0, hand=["群れの雛", "群れの雛"], plays=1)
    state.apply((SUMMON, state.seats[0].hand[0]))
    assert state.seats[0].plays == 0 and state.legal_actions() == [END]


def test_ability_goes_to_the_debris_after_resolving():
    """Seed 001 アビリティの使用: 使用したアビリティカードは効果の解決後にデブリに置かれます."""
    state = game(deck(pile(STUDY, WATER)))
    arrange(state, 0, hand=["勉強"], energy=["水のエネルギー"], plays=1)
    state.apply((USE_ABILITY, find(state, 0, "hand", "勉強")))
    seat = state.seats[0]
    assert names(state, seat.debris) == ["勉強"] and len(seat.hand) == 2 and seat.plays == 0


def test_activated_effect_rests_the_character_costs_a_play_and_not_while_rested():
    """Seed 001 起動型効果の使用: cost + 1 play; the character rests; レストしているキャラは使用不可."""
    state = game(deck(pile(TAPPER, FIRE)))
    arrange(state, 0, field=["研究員"], energy=["炎のエネルギー", "炎のエネルギー"], plays=3)
    tapper = state.seats[0].field[0]
    state.apply((ACTIVATE, tapper))
    assert not state.up[tapper] and state.seats[0].plays == 2 and state.seats[0].energy_up[1] == 1
    assert (ACTIVATE, tapper) not in state.legal_actions()


def test_untapped_by_an_effect_the_same_activated_effect_is_used_again():
    """Seed 001 起動型効果の使用: キャラの効果などによってアップした場合は…複数回使用することも可能."""
    state = game(deck(pile(FREE_TAPPER, HOMURA, FIRE)))
    arrange(state, 0, field=["見張り", "祈りの灯 ホムラ"], plays=2)
    lookout = find(state, 0, "field", "見張り")
    state.apply((ACTIVATE, lookout))
    state.apply((ACTIVATE, find(state, 0, "field", "祈りの灯 ホムラ")))  # untaps the only rested other: 見張り
    assert state.up[lookout] and (ACTIVATE, lookout) in state.legal_actions()


def test_cip_needs_no_play():
    """Seed 001 [cip]効果の使用: [cip]効果を使用する際に…プレイ数を消費する必要はありません."""
    state = game(deck(pile(DRAWER, WATER)))
    arrange(state, 0, hand=["本の少女"], energy=["水のエネルギー"], plays=1)
    state.apply((SUMMON, find(state, 0, "hand", "本の少女")))
    assert len(state.seats[0].hand) == 1 and state.seats[0].plays == 0


def test_cip_may_use_the_activated_effect_without_a_play_but_paying_its_cost():
    """Seed 001 [cip]効果の使用: 「[cip]以下の起動型効果を使用してもよい」 — no play, the cost is paid."""
    state = game(deck(pile(MAY_USE, WATER)))
    arrange(state, 0, hand=["泉の巫女"], energy=["水のエネルギー", "水のエネルギー"], plays=1)
    state.apply((SUMMON, find(state, 0, "hand", "泉の巫女")))
    assert state.phase == CHOICE and state.legal_actions() == [(CHOOSE, ACCEPT), (CHOOSE, DECLINE)]
    state.apply((CHOOSE, ACCEPT))
    seat = state.seats[0]
    assert seat.plays == 0 and len(seat.hand) == 2 and seat.energy_up[2] == 0 and not state.up[seat.field[0]]


def test_cip_activation_is_not_offered_when_its_cost_cannot_be_paid():
    """Seed 001 [cip]効果の使用: ただしその際も、起動型効果のコストは支払う必要があります."""
    state = game(deck(pile(MAY_USE, WATER)))
    arrange(state, 0, hand=["泉の巫女"], energy=["水のエネルギー"], plays=1)
    state.apply((SUMMON, find(state, 0, "hand", "泉の巫女")))
    assert state.phase == MAIN and len(state.seats[0].hand) == 0


def test_cost_reduction_applies_in_hand():
    """Seed 001 常駐効果の適用: プレイコストを減らす常駐効果は、手札にある時に適用されます (リリィ)."""
    state = game(deck(pile(LILY, MAGNA, IGNIS, FIRE, DARK), leaders=("volca", "atra")), deck(pile(VANILLA)))
    arrange(state, 1, debris=["群れの雛", "群れの雛"])
    arrange(state, 0, hand=["ドラゴンの末裔 リリィ", "溶岩ドラゴン マグナ"], field=["炎竜ドラゴン イグニス"],
            energy=["炎のエネルギー"] * 2 + ["闇のエネルギー"] * 2, plays=1)
    lily, magna = find(state, 0, "hand", "ドラゴンの末裔 リリィ"), find(state, 0, "hand", "溶岩ドラゴン マグナ")
    assert state.cost_of(0, lily) == (0, 3, 0, 0, 1)
    assert state.cost_of(0, magna) == (0, 2, 0, 2, 1)
    assert (SUMMON, lily) not in state.legal_actions() and (SUMMON, magna) not in state.legal_actions()
    arrange(state, 0, hand=["ドラゴンの末裔 リリィ"], energy=["炎のエネルギー"] * 2 + ["闇のエネルギー"] * 2, plays=1)
    arrange(state, 1, debris=["群れの雛", "群れの雛"] + ["ただの少女"] * 2)
    assert state.cost_of(0, state.seats[0].hand[0]) == (0, 2, 0, 0, 0)
    assert (SUMMON, state.seats[0].hand[0]) in state.legal_actions()


def test_omniscient_energy_is_face_down_and_pays_any_attribute():
    """Seed 001 全知のエネルギー: 任意のカードを裏向きにしてチャージ; 全ての属性として扱う."""
    state = game(deck(pile(ARIKA, MIXED, FIRE)))
    arrange(state, 0, hand=["知恵の少女 アリカ", "蠱惑のセレン"], energy=["炎のエネルギー"], plays=2)
    state.apply((SUMMON, find(state, 0, "hand", "知恵の少女 アリカ")))  # its cip charges セレン face down
    seat = state.seats[0]
    assert names(state, seat.energy) == ["炎のエネルギー", "蠱惑のセレン"] and seat.energy_up[6] == 1
    arrange(state, 0, hand=["蠱惑のセレン"], face_down=["炎のエネルギー", "炎のエネルギー"], plays=1)
    assert (SUMMON, state.seats[0].hand[0]) in state.legal_actions()  # forest 1 + dark 1 from two omniscient


def test_dual_origin_energy_pays_either_attribute():
    """Seed 001 ラボラ: 「起源のユグドラシル」は「森または闇のエネルギー」."""
    state = game(deck(pile(MIXED, YGGDRASIL, DARK)))
    arrange(state, 0, hand=["蠱惑のセレン"], energy=["起源のユグドラシル", "起源のユグドラシル"], plays=1)
    assert (SUMMON, state.seats[0].hand[0]) in state.legal_actions()


def test_recombination_only_instead_of_any_action_and_it_ends_the_turn():
    """Seed 001 リコンビネーション: 上記のアクションを一切行わない代わりに…手札を引き直す."""
    state = game(deck(pile(FIRE, VANILLA)))
    arrange(state, 0, hand=["群れの雛", "炎のエネルギー", "群れの雛"], plays=2)
    before = sorted(state.seats[0].hand + state.seats[0].deck)
    state.apply(RECOMBINE)
    seat = state.seats[0]
    assert len(seat.hand) == 3 and sorted(seat.hand + seat.deck) == before and state.player == 1
    state.apply(END)
    state.apply((CHARGE, find(state, 0, "hand", "炎のエネルギー")) if any(
        n == "炎のエネルギー" for n in names(state, state.seats[0].hand)) else (SUMMON, state.seats[0].hand[0]))
    assert RECOMBINE not in state.legal_actions()


def test_empty_deck_does_not_lose_and_draws_take_what_is_there():
    """Seed 001 ゲームの終了: デッキの枚数が0枚になってもゲームは続行; 可能な限りの最大数にて実行."""
    state = game(deck(pile(DRAW3)))
    arrange(state, 0, hand=["水底の書庫"], plays=1)
    seat = state.seats[0]
    seat.debris, seat.deck = seat.deck[1:], seat.deck[:1]  # one card left in the deck
    state.apply((USE_ABILITY, state.seats[0].hand[0]))
    assert len(state.seats[0].hand) == 1 and state.seats[0].deck == []
    state.apply(END)
    state.apply(END)
    assert not state.is_terminal() and state.player == 0


def test_look_beyond_the_deck_looks_at_what_is_there():
    """Seed 001 ゲームの終了: 「デッキの上から〇枚見る」がデッキの枚数を超えている場合…最大数."""
    state = game(deck(pile(LOOKER, VANILLA)))
    arrange(state, 0, hand=["梟の長老"], plays=1)
    seat = state.seats[0]
    seat.debris.extend(seat.deck)
    seat.deck = []
    seat.deck.append(find(state, 0, "debris", "群れの雛"))
    seat.debris.remove(seat.deck[0])
    state.apply((SUMMON, seat.hand[0]))
    assert state.legal_actions() == [(CHOOSE, seat.looking[0]), (CHOOSE, DECLINE)]
    state.apply((CHOOSE, seat.looking[0]))
    assert names(state, seat.field) == ["梟の長老", "群れの雛"] and seat.deck == []


# --- effects ---------------------------------------------------------------------------------
def test_hidden_zone_look_is_optional_but_other_effects_are_mandatory():
    """Seed 001 詳細ルール: 効果は必ず発動; 非公開領域を参照する効果は任意 (5枚見て…出さないことは可能)."""
    state = game(deck(pile(LOOKER, VANILLA, CIP_DISCARD, FIRE)))
    arrange(state, 0, hand=["梟の長老"], top=["群れの雛"], plays=1)
    state.apply((SUMMON, state.seats[0].hand[0]))
    assert (CHOOSE, DECLINE) in state.legal_actions()
    state.apply((CHOOSE, DECLINE))
    assert names(state, state.seats[0].field) == ["梟の長老"] and names(state, state.seats[0].deck[:1]) == ["群れの雛"]
    arrange(state, 0, hand=["捨て駒", "群れの雛", "炎のエネルギー"], plays=1)
    state.apply((SUMMON, find(state, 0, "hand", "捨て駒")))
    assert state.phase == CHOICE and (CHOOSE, DECLINE) not in state.legal_actions()


def test_the_first_look_puts_its_rest_on_the_bottom_before_the_second_resolves():
    """Seed 001 詳細ルール 効果は順次処理: 1枚目の効果で見ている残りのカードをデッキの下に戻してから…."""
    state = game(deck(pile(LOOKER, VANILLA, FIRE)))
    arrange(state, 0, hand=["梟の長老"], top=["梟の長老", "炎のエネルギー", "炎のエネルギー", "群れの雛"], plays=1)
    seat = state.seats[0]
    state.apply((SUMMON, seat.hand[0]))
    state.apply((CHOOSE, find(state, 0, "looking", "梟の長老")))
    # the two energies went to the bottom; the second 梟の長老 now looks at 群れの雛 and the cards below
    assert names(state, seat.deck[:2]) == ["炎のエネルギー", "炎のエネルギー"]
    assert "群れの雛" in names(state, seat.looking) and "炎のエネルギー" not in names(state, seat.looking)


def test_the_ability_is_in_the_debris_before_the_entered_characters_cip():
    """Seed 001 詳細ルール: アビリティをデブリに置いてから、そのキャラの効果を処理します."""
    state = game(deck(pile(LOOK_ABILITY, CIP_DISCARD, VANILLA, FIRE)))
    arrange(state, 0, hand=["呼び声", "群れの雛", "炎のエネルギー"], top=["捨て駒"], plays=1)
    state.apply((USE_ABILITY, find(state, 0, "hand", "呼び声")))
    state.apply((CHOOSE, find(state, 0, "looking", "捨て駒")))
    assert state.phase == CHOICE and state.choice[0] == "discard"  # 捨て駒's cip, waiting on the discard
    assert names(state, state.seats[0].debris) == ["呼び声"]


def test_unsupported_text_is_reported_not_guessed():
    """Seed 001 カードの効果: clauses outside the engine's vocabulary are reported (has_unsimulated_text)."""
    from engine.games.unien import has_unsimulated_text

    assert has_unsimulated_text(UNKNOWN) and not has_unsimulated_text(LOOKER) and not has_unsimulated_text(YGGDRASIL)
    state = game(deck(pile(UNKNOWN)))
    assert state.result().seats[0].incomplete_cards == 1


# --- win conditions --------------------------------------------------------------------------
def win_game(conditions, cards, other=("volca", "atra")):
    return game(deck(pile(*cards), leaders=conditions), deck([], leaders=other))


def test_inori_wins_by_proving_a_loop():
    """Seed 001 勝利条件 イノリ: a sequence with ≥1 play that returns field, hand, Debris and deck to the same
    state with at least as many up energies and plays proves infinite plays (rule InoriLoop)."""
    state = win_game(("inori", "wiz"), [HOMURA])
    arrange(state, 0, field=["祈りの灯 ホムラ", "祈りの灯 ホムラ"], plays=1)
    first, second = state.seats[0].field
    state.apply((ACTIVATE, first))  # first rests; nothing else to untap; +1 play
    state.apply((ACTIVATE, second))  # second rests, first up
    assert not state.is_terminal()
    state.apply((ACTIVATE, first))  # first rests, second up: the position after the first activation
    assert state.winner() == 0 and state.end_reason == "inori"


def test_a_repeated_position_with_fewer_plays_is_no_loop_and_only_inori_wins_by_loops():
    """Seed 001 イノリ: 終了時の…プレイ数が開始時以上 — fewer plays is not a loop; the condition is イノリ's."""
    state = win_game(("inori", "wiz"), [FREE_TAPPER, HOMURA])
    arrange(state, 0, field=["見張り", "祈りの灯 ホムラ"], plays=3)
    lookout, homura = state.seats[0].field
    state.apply((ACTIVATE, lookout))  # draws: the hand changes
    state.apply((ACTIVATE, homura))
    assert not state.is_terminal()
    state = win_game(("volca", "wiz"), [HOMURA])
    arrange(state, 0, field=["祈りの灯 ホムラ", "祈りの灯 ホムラ"], plays=1)
    first, second = state.seats[0].field
    for target in (first, second, first, second):
        state.apply((ACTIVATE, target))
    assert not state.is_terminal()


def test_wiz_wins_when_a_censor_enters_play_for_the_second_time():
    """Seed 001 勝利条件 ウィズ: 名称に「検閲官」を含む自分のキャラが2度目に場に出た時 (rule WizSecondEntry)."""
    state = win_game(("wiz", "hades"), [MIRA, NOA, DARK, WATER])
    arrange(state, 0, hand=["検閲官 ノア", "検閲官 ミラ"], energy=["闇のエネルギー", "水のエネルギー", "水のエネルギー"],
            plays=4)
    state.apply((SUMMON, find(state, 0, "hand", "検閲官 ノア")))
    mira = find(state, 0, "hand", "検閲官 ミラ")
    state.apply((SUMMON, mira))
    assert not state.is_terminal()  # two censors entering once each is not a second entry
    state.apply((ACTIVATE, mira))
    assert mira in state.seats[0].hand
    state.apply((SUMMON, mira))
    assert state.winner() == 0 and state.end_reason == "wiz"


def test_cosmo_wins_with_thirteen_angel_tokens():
    """Seed 001 勝利条件 コスモ: 自分の天使トークンが13個ある時 (神聖な天使 エル)."""
    state = win_game(("cosmo", "aqua"), [EL, WATER])
    arrange(state, 0, hand=["神聖な天使 エル"], energy=["水のエネルギー"], plays=1)
    state.seats[0].angels = 12
    state.apply((SUMMON, state.seats[0].hand[0]))
    assert state.winner() == 0 and state.end_reason == "cosmo"


@pytest.mark.parametrize("leader,plain,origin,other", [("labora", "森のエネルギー", YGGDRASIL, "闇のエネルギー"),
                                                       ("atra", "炎のエネルギー", ATLANTIS, "水のエネルギー")])
def test_eighteen_energies_of_the_pair_with_the_origin_counting_and_omniscient_not(leader, plain, origin, other):
    """Seed 001 勝利条件 ラボラ / アトラ: 18 energies of the pair; 起源の… counts, 全知のエネルギー does not."""
    state = game(deck([(FOREST, 9), (DARK, 9), (FIRE, 9), (WATER, 9), (origin, 2), (VANILLA, 2)],
                      leaders=(leader, "owl")), deck([]))
    arrange(state, 0, hand=[origin.name], energy=[plain] * 9 + [other] * 8, face_down=["群れの雛"], plays=1)
    state.apply(END)
    assert not state.is_terminal()  # 17 + an omniscient energy
    state.apply(END)
    arrange(state, 0, hand=[origin.name], energy=[plain] * 9 + [other] * 8, plays=1)
    state.apply((CHARGE, state.seats[0].hand[0]))
    assert state.winner() == 0 and state.end_reason == leader


def test_owl_eighteen_characters_and_not_in_the_middle_of_an_effect():
    """Seed 001 勝利条件 オウル: 17 characters + a [cip]このカードをデブリに置く card does not win."""
    state = game(deck([(VANILLA, 18), (STRAY, 2)], leaders=("owl", "hades")), deck([]))
    arrange(state, 0, hand=["迷い鳥", "群れの雛"], field=["群れの雛"] * 17, plays=2)
    state.apply((SUMMON, find(state, 0, "hand", "迷い鳥")))
    assert not state.is_terminal() and len(state.seats[0].field) == 17
    state.apply((SUMMON, find(state, 0, "hand", "群れの雛")))
    assert state.winner() == 0 and state.end_reason == "owl"


def test_volca_dragons_total_cost_twenty_counting_only_names_with_dragon():
    """Seed 001 勝利条件 ボルカ: ドラゴン = カード名に「ドラゴン」を含むキャラ; total cost ≥ 20."""
    state = game(deck([(IGNIS, 4), (KNIGHT, 2), (FIRE, 10)], leaders=("volca", "atra")), deck([]))
    arrange(state, 0, hand=["炎竜ドラゴン イグニス"], field=["炎竜ドラゴン イグニス"] * 3 + ["竜騎士 ガルド"] * 2,
            energy=["炎のエネルギー"] * 5, plays=1)
    state.apply(END)
    assert not state.is_terminal()  # 15 of dragons; ガルド (竜騎士) is no dragon
    state.apply(END)
    arrange(state, 0, hand=["炎竜ドラゴン イグニス"], field=["炎竜ドラゴン イグニス"] * 3, energy=["炎のエネルギー"] * 5,
            plays=1)
    state.apply((SUMMON, state.seats[0].hand[0]))
    assert state.winner() == 0 and state.end_reason == "volca"


def test_hades_counts_both_debris_and_not_in_the_middle_of_an_effect():
    """Seed 001 勝利条件 ハデス: 28 + 「2枚デブリに置いて、キャラを1枚手札に戻す」 does not win."""
    state = game(deck([(MILL_RECOVER, 2), (MILL2, 2), (VANILLA, 36)], leaders=("hades", "wiz")), deck([]))
    arrange(state, 1, debris=["ただの少女"] * 14)
    arrange(state, 0, hand=["墓荒らし", "墓守"], debris=["群れの雛"] * 14, plays=2)
    state.apply((SUMMON, find(state, 0, "hand", "墓荒らし")))
    if state.phase == CHOICE:
        state.apply(state.legal_actions()[0])
    assert not state.is_terminal() and len(state.seats[0].debris) + len(state.seats[1].debris) == 29
    state.apply((USE_ABILITY, find(state, 0, "hand", "墓守")))
    assert state.winner() == 0 and state.end_reason == "hades"


def test_aqua_thirty_cards_in_hand_and_not_in_the_middle_of_an_effect():
    """Seed 001 勝利条件 アクア: 28 cards + 「2枚引いて、手札を1枚捨てる」 does not win."""
    state = game(deck([(DISCARDER, 2), (DRAW3, 2), (VANILLA, 36)], leaders=("aqua", "wiz")), deck([]))
    arrange(state, 0, hand=["選別", "水底の書庫"] + ["群れの雛"] * 27, plays=2)
    state.apply((USE_ABILITY, find(state, 0, "hand", "選別")))
    if state.phase == CHOICE:
        state.apply((CHOOSE, find(state, 0, "hand", "群れの雛")))
    assert not state.is_terminal() and len(state.seats[0].hand) == 29
    state.apply((USE_ABILITY, find(state, 0, "hand", "水底の書庫")))
    assert state.winner() == 0 and state.end_reason == "aqua"


def test_a_win_condition_met_on_the_opponents_turn_wins_at_once():
    """Seed 001 ゲームの終了: 相手のターン中に自分の勝利条件を満たした場合…即座にゲームに勝利."""
    state = game(deck([(MILL2, 2), (VANILLA, 38)], leaders=("volca", "wiz")), deck([], leaders=("hades", "aqua")))
    arrange(state, 0, hand=["墓守"], debris=["群れの雛"] * 28, plays=1)
    state.apply((USE_ABILITY, state.seats[0].hand[0]))
    assert state.winner() == 1 and state.end_reason == "hades"


def test_both_players_meeting_their_conditions_at_once_is_a_draw():
    """Seed 001 ゲームの終了 (同時…基本両者敗北): rule SimultaneousWin — a draw."""
    state = game(deck([(MILL2, 2), (VANILLA, 38)], leaders=("hades", "wiz")), deck([], leaders=("hades", "aqua")))
    arrange(state, 0, hand=["墓守"], debris=["群れの雛"] * 28, plays=1)
    state.apply((USE_ABILITY, state.seats[0].hand[0]))
    assert state.is_terminal() and state.winner() is None and not state.capped


def test_surrender_loses_and_is_offered_only_when_enabled():
    """Seed 001 ゲームの終了: サレンダーを宣言したプレイヤーは敗北 (rule Surrender: option `surrender`)."""
    state = game(deck([]), deck([]))
    assert SURRENDER not in state.legal_actions()
    state = game(deck([]), deck([]), surrender=True)
    state.apply(SURRENDER)
    assert state.winner() == 1 and state.end_reason == "surrender"


def test_turn_cap_and_goldfish():
    """Engine contract: a capped game is terminal with no winner; goldfish: the opponent never acts."""
    state = game(deck([]), goldfish=True, turn_cap=6)
    while not state.is_terminal():
        assert state.current_player() == 0
        state.apply(END)
    assert state.capped and state.winner() is None and state.seats[0].own_turns == 3
    result = state.result().as_dict()
    assert result["capped"] and result["kill_turn"] is None and len(result["seats"]) == 2


def test_look_and_charge_energy_is_optional():
    """Seed 001 詳細ルール: 非公開領域を参照する効果は任意 — the look-and-charge may be declined."""
    state = game(deck([(LOOK_CHARGE, 2), (FOREST, 10), (VANILLA, 28)], leaders=("labora", "owl")), deck([]))
    arrange(state, 0, hand=["根の研究者"], top=["森のエネルギー", "群れの雛", "森のエネルギー"], plays=1)
    state.apply((SUMMON, state.seats[0].hand[0]))
    assert state.legal_actions() == [(CHOOSE, ACCEPT), (CHOOSE, DECLINE)]
    state.apply((CHOOSE, ACCEPT))
    assert state.seats[0].energy_total[0] == 2 and names(state, state.seats[0].deck[:1]) == ["群れの雛"]


# --- review additions --------------------------------------------------------------------------
REFRESHER = card("祈りの泉", cost={"water": 1},
                 text="[1] 自分の他のキャラを1枚アップする。自分のエネルギーを1枚アップする。プレイ数を1得る。")


def test_inori_loop_compares_up_energies_by_what_they_can_pay():
    """Seed 001 勝利条件 イノリ: 終了時のアップされているエネルギー…が開始時以上 — an up omniscient energy
    in place of the up fire energy it replaced is at least as much energy (rule InoriLoop, `covers`)."""
    state = win_game(("inori", "wiz"), [HOMURA, REFRESHER, FIRE])
    arrange(state, 0, field=["祈りの灯 ホムラ", "祈りの泉"], energy=["炎のエネルギー"], face_down=["ただの少女"],
            plays=1)
    seat = state.seats[0]
    seat.energy_up = [0, 1, 0, 0, 0, 0, 0]  # the fire energy up, the face-down one rested
    homura, spring = seat.field
    state.apply((ACTIVATE, homura))  # position P: ホムラ rested, 泉 up; fire up; 1 play
    state.apply((ACTIVATE, spring))  # pays the fire, untaps ホムラ and the omniscient energy
    assert not state.is_terminal()
    state.apply((ACTIVATE, homura))  # P again, with the omniscient energy up instead of the fire one
    assert seat.energy_up == [0, 0, 0, 0, 0, 0, 1]
    assert state.winner() == 0 and state.end_reason == "inori"


def test_covers_matches_each_energy_with_one_that_pays_at_least_as_much():
    """Seed 001 全知のエネルギー / 起源のユグドラシル (rule InoriLoop): omniscient stands in for any energy,
    an origin energy for either of its attributes; nothing stands in for more flexible energy."""
    from engine.games.unien.state import covers

    fire, omni, ygg = [0, 1, 0, 0, 0, 0, 0], [0] * 6 + [1], [0, 0, 0, 0, 1, 0, 0]
    assert covers(omni, fire) and not covers(fire, omni)
    assert covers(ygg, [1, 0, 0, 0, 0, 0, 0]) and not covers(ygg, fire) and not covers(fire, ygg)
    assert covers([0, 0, 0, 0, 1, 0, 1], [1, 0, 0, 1, 0, 0, 0])
    assert not covers([0, 0, 0, 0, 2, 0, 0], [1, 0, 0, 1, 0, 0, 1])


def test_surrender_is_possible_in_the_middle_of_a_choice_too():
    """Seed 001 ゲームの終了: サレンダー(投了)が認められています — at any decision of the player (rule Surrender)."""
    state = game(deck(pile(DISCARDER, VANILLA)), deck([]), surrender=True)
    arrange(state, 0, hand=["選別", "群れの雛"], plays=1)
    state.apply((USE_ABILITY, state.seats[0].hand[0]))
    assert state.phase == CHOICE and SURRENDER in state.legal_actions()
    state.apply(SURRENDER)
    assert state.winner() == 1 and state.end_reason == "surrender"
    state = game(deck(pile(DISCARDER, VANILLA)), deck([]))
    arrange(state, 0, hand=["選別", "群れの雛"], plays=1)
    state.apply((USE_ABILITY, state.seats[0].hand[0]))
    assert SURRENDER not in state.legal_actions()


def test_an_energy_of_no_known_attribute_is_reported():
    """Seed 001 属性: energies are forest, fire, water or dark (or an origin energy); any other is reported as
    not simulated rather than silently played as omniscient."""
    from engine.games.unien import has_unsimulated_text

    odd = card("無のエネルギー", "energy", attribute="colourless")
    assert has_unsimulated_text(odd) and not has_unsimulated_text(FIRE) and not has_unsimulated_text(ATLANTIS)
    state = game(deck(pile(odd)))
    assert state.result().seats[0].incomplete_cards == 1


def test_wiz_second_entry_is_an_event_that_counts_even_if_the_censor_leaves_in_its_cip():
    """Seed 001 勝利条件 ウィズ: 「…2度目に場に出た時」 is an event, not a state held (unlike オウル's 18枚以上
    ある時): a 検閲官 entering for the second time wins at the next checkpoint even when its own [cip] takes it
    off the field again (rule WizSecondEntry)."""
    bouncer = card("検閲官 ユラ", cost={}, text="[cip] このキャラを手札に戻す。")
    state = win_game(("wiz", "hades"), [bouncer])
    arrange(state, 0, hand=["検閲官 ユラ"], plays=2)
    yura = state.seats[0].hand[0]
    state.apply((SUMMON, yura))
    assert not state.is_terminal() and yura in state.seats[0].hand
    state.apply((SUMMON, yura))
    assert state.winner() == 0 and state.end_reason == "wiz" and yura in state.seats[0].hand


def test_the_redraw_declaration_is_hidden_from_the_other_player():
    """Seed 001 ゲームの準備: お互い決まったら、同時に…宣言 — seat 0's declaration, made first in the state,
    is not part of what seat 1 may see (`determinize` re-deals it)."""
    import random

    from engine.core import GameOptions, new_game

    state = new_game("unien", [deck([]), deck([])], 5, GameOptions())
    state.apply((DECLARE, 0b111))
    seen = {state.determinize(1, random.Random(seed)).seats[0].declared for seed in range(30)}
    assert len(seen) > 1 and all(0 <= mask < 8 for mask in seen) and state.seats[0].declared == 0b111
