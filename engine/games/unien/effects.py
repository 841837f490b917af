"""Unien card text -> the engine's small effect vocabulary (seed 001 カードの種類, 効果).

A card's text is split into parts on "@"; each part is one effect of the card:

    [cip] カードを1枚引く。                     -> cip effect (used on entry, no play spent)
    [cip]以下の起動型効果を使用してもよい。       -> the card's activated effect may be used on entry
    [0] / [1] / [炎1+水1] / [起動] ...          -> activated effect with its energy cost
    DRAW+1 / PLAY+1                            -> static start-phase bonuses
    このカードが手札にある時、このカードのコストは…1枚につき-1される。 -> cost reduction in hand
    anything else on an ability card            -> the ability's effect

An effect is a sequence of clauses (one per sentence ending in 。), each a small tuple:

    ("draw", n)            カードをN枚引く
    ("discard", n)         手札をN枚捨てる                  (the player chooses each card)
    ("angel", n)           天使トークンをN個得る
    ("plays", n)           プレイ数をN得る
    ("mill", n)            デッキの上からN枚をデブリに置く
    ("recover", n)         自分のデブリにあるキャラをN枚手札に戻す
    ("omni",)              手札のカードを1枚裏向きにして全知のエネルギーとしてチャージする
    ("untap_other",)       自分の他のキャラを1枚アップする
    ("untap_energy", n)    自分のエネルギーをN枚アップする
    ("bounce_self",)       このキャラを手札に戻す
    ("self_to_debris",)    このカードをデブリに置く
    ("revive", word)       自分のデブリにある「WORD」を含むキャラを1枚場に出す
    ("look_play", n, m)    デッキの上からN枚を見て、コストM以下のキャラを1枚場に出す(してもよい)。残りをデッキの下に戻す
    ("look_charge", n)     デッキの上からN枚を見て、エネルギーカードをすべてチャージする。残りをデッキの下に戻す

A clause the compiler does not know is kept in `unsupported` (never guessed) and the card is
reported incomplete. What each clause does is in handlers.py (`HANDLERS`, one function per op).
Cards are played from their text only: `validate` refuses stored `effects`."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

ATTRIBUTES = ("forest", "fire", "water", "dark", "colourless")
JP_ATTRIBUTES = {"森": "forest", "炎": "fire", "水": "water", "闇": "dark", "無": "colourless"}

_N = r"(\d+)"
CLAUSES: list[tuple[re.Pattern, object]] = [
    (re.compile(rf"^カードを{_N}枚引く$"), lambda m: ("draw", int(m[1]))),
    (re.compile(rf"^手札を{_N}枚捨てる$"), lambda m: ("discard", int(m[1]))),
    (re.compile(rf"^天使トークンを{_N}個得る$"), lambda m: ("angel", int(m[1]))),
    (re.compile(rf"^プレイ数を{_N}得る$"), lambda m: ("plays", int(m[1]))),
    (re.compile(rf"^デッキの上から{_N}枚をデブリに置く$"), lambda m: ("mill", int(m[1]))),
    (re.compile(rf"^自分のデブリにあるキャラを{_N}枚手札に戻す$"), lambda m: ("recover", int(m[1]))),
    (re.compile(r"^手札のカードを1枚裏向きにして全知のエネルギーとしてチャージする$"), lambda m: ("omni",)),
    (re.compile(r"^自分の他のキャラを1枚アップする$"), lambda m: ("untap_other",)),
    (re.compile(rf"^自分のエネルギーを{_N}枚アップする$"), lambda m: ("untap_energy", int(m[1]))),
    (re.compile(r"^このキャラを手札に戻す$"), lambda m: ("bounce_self",)),
    (re.compile(r"^このカードをデブリに置く$"), lambda m: ("self_to_debris",)),
    (re.compile(r"^自分のデブリにある「(.+?)」を含むキャラを1枚場に出す$"), lambda m: ("revive", m[1])),
    (re.compile(rf"^デッキの上から{_N}枚を見て、コスト{_N}以下のキャラを1枚場に出(?:す|してもよい|すことができる)$"),
     lambda m: ("look_play", int(m[1]), int(m[2]))),
    (re.compile(rf"^デッキの上から{_N}枚を見て、エネルギーカードをすべてチャージする$"), lambda m: ("look_charge", int(m[1]))),
]
REST_TO_BOTTOM = "残りをデッキの下に戻す"
LOOKS = ("look_play", "look_charge")

CIP = re.compile(r"^\[cip\]\s*(.*)$", re.IGNORECASE)
CIP_MAY_ACTIVATE = re.compile(r"^\[cip\]\s*以下の起動型効果を使用してもよい。?$", re.IGNORECASE)
ACTIVATED = re.compile(r"^\[([^\]]*)\]\s*[:：]?\s*(.*)$")
STATIC_BONUS = re.compile(r"^(DRAW|PLAY)\+(\d+)$")
REDUCTION = re.compile(r"^このカードが手札にある時、このカードのコストは(.+?)1枚につき-1される。?$")
REDUCTIONS = {"相手のデブリにあるキャラ": "opponent_debris_characters", "自分の場のドラゴン": "own_dragons"}
DUAL_ENERGY = re.compile(r"^(森|炎|水|闇)または(森|炎|水|闇)のエネルギーとして扱う。?$")


@dataclass
class CardEffects:
    cip: tuple = ()
    cip_may_activate: bool = False
    activated: tuple | None = None  # the activated effect's clauses
    activation_cost: tuple | None = None  # (forest, fire, water, dark, colourless)
    draw_plus: int = 0
    play_plus: int = 0
    reduction: str | None = None  # what the in-hand cost reduction counts
    ability: tuple = ()
    unsupported: list[str] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return not self.unsupported


def cost_vector(mapping: dict | None) -> tuple[int, int, int, int, int]:
    mapping = mapping or {}
    return tuple(int(mapping.get(name, 0)) for name in ATTRIBUTES)  # type: ignore[return-value]


def parse_cost(text: str) -> tuple | None:
    """'0' -> no energy; '1' -> 1 of any attribute; '炎1+水1' -> fire 1 and water 1. None if not a cost."""
    text = text.strip()
    if text.isdigit():
        return (0, 0, 0, 0, int(text))
    cost = dict.fromkeys(ATTRIBUTES, 0)
    for part in text.split("+"):
        match = re.fullmatch(r"(森|炎|水|闇|無)(\d+)", part.strip())
        if not match:
            return None
        cost[JP_ATTRIBUTES[match[1]]] += int(match[2])
    return cost_vector(cost)


def compile_clauses(text: str, unsupported: list[str]) -> tuple:
    clauses: list[tuple] = []
    for sentence in (s.strip() for s in text.replace("．", "。").split("。")):
        if not sentence:
            continue
        if sentence == REST_TO_BOTTOM:
            if clauses and clauses[-1][0] in LOOKS:
                continue  # the look clauses always put the rest on the bottom
            unsupported.append(sentence)
            continue
        for pattern, build in CLAUSES:
            match = pattern.match(sentence)
            if match:
                clauses.append(build(match))
                break
        else:
            unsupported.append(sentence)
    return tuple(clauses)


def compile_card(card_type: str, text: str, activation_cost: dict | None = None) -> CardEffects:
    """The effects of one card from its type and text (see the module docstring)."""
    effects = CardEffects()
    if card_type in ("leader", "energy"):
        for part in filter(None, (p.strip() for p in (text or "").split("@"))):
            if card_type == "leader" and part.startswith("勝利条件"):
                continue
            if card_type == "energy" and DUAL_ENERGY.match(part):
                continue
            effects.unsupported.append(part)
        return effects
    for part in filter(None, (p.strip() for p in (text or "").split("@"))):
        if CIP_MAY_ACTIVATE.match(part):
            effects.cip_may_activate = True
        elif match := CIP.match(part):
            effects.cip += compile_clauses(match[1], effects.unsupported)
        elif match := STATIC_BONUS.match(part):
            if match[1] == "DRAW":
                effects.draw_plus += int(match[2])
            else:
                effects.play_plus += int(match[2])
        elif match := REDUCTION.match(part):
            what = REDUCTIONS.get(match[1])
            if what is None:
                effects.unsupported.append(part)
            effects.reduction = what
        elif (match := ACTIVATED.match(part)) and card_type == "character":
            cost = cost_vector(activation_cost) if match[1].strip() == "起動" else parse_cost(match[1])
            if cost is None or effects.activated is not None:
                effects.unsupported.append(part)
                continue
            body = match[2]
            if body.startswith("このキャラをレストする"):  # the rest is part of every activation
                body = body.split(":", 1)[-1].split("：", 1)[-1]
            effects.activated = compile_clauses(body, effects.unsupported)
            effects.activation_cost = cost
        elif card_type == "ability":
            effects.ability += compile_clauses(part, effects.unsupported)
        else:
            effects.unsupported.append(part)
    if effects.cip_may_activate and effects.activated is None:
        effects.unsupported.append("[cip]以下の起動型効果を使用してもよい (no activated effect follows)")
    return effects


def validate(effects: list) -> list[str]:
    """Problems of a card's stored `effects`: the Unien engine plays a card from its text, so any is refused."""
    if effects:
        return ["effects: the Unien engine plays a card from its text; stored effects are not used (leave it empty)"]
    return []
