"""Unien card data as flat tables indexed by card kind, built once per pair of decks.

Behaviour comes from the card's data fields (type, cost, attribute, traits) and its text compiled
by engine.games.unien.effects; "dragon" and "検閲官" come from the card's name, as seed 001 says
(ドラゴン: カード名に「ドラゴン」の文字列を含むキャラ; 名称に「検閲官」を含む)."""
from __future__ import annotations

from engine.cards import CardRecord
from engine.games.unien.effects import CardEffects, compile_card, cost_vector

LEADER, CHARACTER, ABILITY, ENERGY = range(4)
TYPES = {"leader": LEADER, "character": CHARACTER, "ability": ABILITY, "energy": ENERGY}

# Energy categories: what a charged energy card pays for and counts as.
E_FOREST, E_FIRE, E_WATER, E_DARK, E_FOREST_DARK, E_FIRE_WATER, E_OMNI = range(7)
PLAIN = {"forest": E_FOREST, "fire": E_FIRE, "water": E_WATER, "dark": E_DARK, "omniscient": E_OMNI}

WIN_CONDITIONS = ("inori", "wiz", "cosmo", "labora", "atra", "owl", "volca", "hades", "aqua")


def energy_category(record: CardRecord) -> int:
    """Plain energies pay their attribute; 起源のユグドラシル / 起源のアトランティス (two attributes among
    their traits, or the text 「XまたはYのエネルギーとして扱う」) pay either; omniscient pays any."""
    kinds = {t for t in (record.get("traits") or ()) if t in ("forest", "fire", "water", "dark")}
    text = record.text or ""
    for jp, name in (("森", "forest"), ("炎", "fire"), ("水", "water"), ("闇", "dark")):
        if f"{jp}または" in text or f"または{jp}" in text:
            kinds.add(name)
    if kinds == {"forest", "dark"}:
        return E_FOREST_DARK
    if kinds == {"fire", "water"}:
        return E_FIRE_WATER
    return PLAIN.get(record.get("attribute") or "", E_OMNI)


def expand(clauses: tuple) -> tuple:
    """"Discard 2" is two choices of one card each (and likewise for recover)."""
    out: list[tuple] = []
    for clause in clauses:
        if clause[0] in ("discard", "recover") and clause[1] > 1:
            out.extend([(clause[0], 1)] * clause[1])
        else:
            out.append(clause)
    return tuple(out)


class CardTable:
    """Per-kind attributes (kind ids 0..n-1). `deck_incomplete[i]`: distinct cards of deck i the
    engine does not fully play."""

    __slots__ = ("records", "type", "name", "identity", "cost", "total_cost", "character", "dragon", "dragon_cost",
                 "censor", "energy",
                 "effects", "cip", "cip_may_activate", "activated", "activation_cost", "draw_plus", "play_plus",
                 "reduction", "ability", "entry", "incomplete", "leader", "deck_incomplete", "play")

    def __init__(self):
        for slot in self.__slots__:
            setattr(self, slot, [])

    def add(self, record: CardRecord) -> int:
        kind = len(self.type)
        card_type = TYPES.get(record.type, ABILITY)
        effects: CardEffects = compile_card(record.type, record.text, record.get("activation_cost"))
        cost = cost_vector(record.get("cost"))
        self.records.append(record)
        self.type.append(card_type)
        self.name.append(record.name)
        self.identity.append(record.identity)
        self.cost.append(cost)
        self.total_cost.append(sum(cost))
        self.character.append(card_type == CHARACTER)
        self.dragon.append(card_type == CHARACTER and "ドラゴン" in record.name)
        self.dragon_cost.append(self.total_cost[kind] if self.dragon[kind] else 0)  # what it counts for ボルカ
        self.censor.append(card_type == CHARACTER and "検閲官" in record.name)
        self.energy.append(energy_category(record) if card_type == ENERGY else -1)
        self.effects.append(effects)
        self.cip.append(expand(effects.cip))
        self.cip_may_activate.append(effects.cip_may_activate)
        # What happens when the character enters play: its [cip] clauses, then the offer to use
        # its activated effect at once ("[cip]以下の起動型効果を使用してもよい").
        self.entry.append(expand(effects.cip) + ((("offer_activation",),) if effects.cip_may_activate else ()))
        self.activated.append(None if effects.activated is None else expand(effects.activated))
        self.activation_cost.append(effects.activation_cost)
        self.draw_plus.append(effects.draw_plus)
        self.play_plus.append(effects.play_plus)
        self.reduction.append(effects.reduction)
        # what state.hand_plays reads per kind: (type, cost (None: reduced in hand, see cost_of), total cost)
        self.play.append((card_type, cost if effects.reduction is None else None, sum(cost)))
        self.ability.append(expand(effects.ability))
        # Seed 001: the win condition is the leader's; its partner card (no condition printed) carries it too.
        leader = leader_condition(record) if card_type == LEADER else ""
        self.leader.append(leader)
        self.incomplete.append(not effects.complete or (card_type == LEADER and bool(leader)
                                                        and leader not in WIN_CONDITIONS)
                               or (card_type == ENERGY and unknown_energy(record)))
        return kind


def unknown_energy(record: CardRecord) -> bool:
    """An energy card whose attribute is none of forest / fire / water / dark / omniscient and that is no
    origin energy (seed 001 knows no other): played as omniscient, but reported as not simulated."""
    return (record.get("attribute") or "") not in PLAIN and energy_category(record) not in (E_FOREST_DARK,
                                                                                             E_FIRE_WATER)


def leader_condition(record: CardRecord) -> str:
    """The win condition a leader card gives its player: its leader's (the `leader` key), whether the
    card prints the condition or is the partner card that does not (seed 001 ゲームの概要: 自分のリーダーの
    いずれかの勝利条件; カードの種類: each leader has one card with the condition and one without)."""
    return record.get("leader") or ""


def has_unsimulated_text(record: CardRecord) -> bool:
    """True when the card's text holds anything the engine does not play."""
    if record.type == "leader" and (record.get("win_condition") or leader_condition(record)) \
            and leader_condition(record) not in WIN_CONDITIONS:
        return True
    if record.type == "energy" and unknown_energy(record):
        return True
    return not compile_card(record.type, record.text, record.get("activation_cost")).complete
