"""Writes Decklab's sample card files and sample decks (cardsdb/samples/*.json, decks/*/*.txt).

Every card here is invented for Decklab: fictional series, names and texts, written to exercise
each game's rules and keywords (docs/sample-data.md says what covers what). The JSON files are
committed; run `python cardsdb/samples/generate.py` after changing this script to rewrite them.
The output is deterministic (no randomness)."""
from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

# --- Union Arena: two invented series ---------------------------------------------------------
UA_SERIES = {
    "DLB": {  # "Dawnblade Chronicle": knights and mages, red / yellow / purple
        "product": "UA90BT",
        "colors": ["red", "yellow", "purple"],
        "traits": ["Knight", "Mage", "Royal Guard"],
        "names": ["Aster", "Brann", "Celia", "Dorn", "Elra", "Faye", "Gideon", "Hilde", "Ivo", "Juna", "Kael",
                  "Lysa", "Mordan", "Nessa", "Orrin", "Perrin", "Quilla", "Roderic", "Sable", "Tamsin", "Ulric",
                  "Vanya", "Wren", "Xara", "Yorick", "Zelda", "Alaric", "Brisa", "Cassel", "Delphine", "Emrys",
                  "Fenn", "Garrick", "Helia", "Isolde", "Jory"],
        "titles": ["Squire", "Knight", "Battlemage", "Captain", "Warden", "Herald"],
        "events": ["Rallying Cry", "Shield Wall", "Flame Lance", "Sunrise Oath", "Crown's Decree", "Last Stand",
                   "Hidden Passage", "Royal Summons"],
        "extra_events": ["Banner of Dawn", "Oathbreaker's Fall", "Citadel Drill", "Knightly Vigil", "Ember Rain"],
        "fields": ["Dawn Citadel", "Ember Forge", "Throne Hall", "Old Watchtower"],
    },
    "SKY": {  # "Skyward Crew": pilots and engineers, blue / green / all
        "product": "UA91BT",
        "colors": ["blue", "green", "blue"],
        "traits": ["Pilot", "Engineer", "Sky Fleet"],
        "names": ["Arlo", "Bea", "Cyrus", "Dara", "Ezra", "Fio", "Gale", "Hana", "Iris", "Jett", "Kira", "Lio",
                  "Mika", "Nico", "Oona", "Pax", "Quinn", "Remy", "Suri", "Tova", "Uma", "Vik", "Wynn", "Xeno",
                  "Yuki", "Zane", "Ayla", "Bodhi", "Cleo", "Dex", "Elio", "Fern", "Gus", "Hollis", "Ines", "Jude"],
        "titles": ["Cadet", "Pilot", "Mechanic", "Ace", "Navigator", "Commander"],
        "events": ["Barrel Roll", "Tailwind", "Emergency Repair", "Cloud Cover", "Full Throttle", "Signal Flare",
                   "Cargo Drop", "Skyward Charge"],
        "extra_events": ["Jet Stream", "Hangar Shift", "Radar Sweep", "Afterburner", "Clear Skies"],
        "fields": ["Floating Harbor", "Storm Hangar", "Sky Dock", "Wind Tower"],
    },
}

# (required energy, ap cost, bp, generated energy) by slot; 36 characters per series.
UA_CURVE = [(0, 1, 1000, 1), (0, 1, 1500, 1), (1, 1, 1500, 1), (1, 1, 2000, 1), (2, 1, 2500, 1),
            (2, 1, 3000, 1), (3, 1, 3500, 1), (3, 2, 4000, 1), (4, 2, 4500, 2)]
UA_TRIGGERS = ["draw", "get", "active", "none", "raid", "color", "special", "final", "draw", "get", "active", "none"]
UA_TRIGGER_TEXT = {
    "draw": "Draw 1 card.",
    "get": "Add this card to your hand.",
    "active": "Choose 1 of your characters. It gets +3000 BP during this turn and becomes active.",
    "raid": "Add this card to your hand. Then, you may pay 1 AP to Raid with it.",
    "color": "Resolve the effect of this card's colour.",
    "special": "Choose 1 of your opponent's front line characters and put it in their Outside Area.",
    "final": "If your life is 0, put the top card of your deck in your life area.",
    "none": "",
}
UA_EFFECTS = [
    "[On Play] Draw 1 card.",
    "[When Attacking] This character gets +1000 BP during this turn.",
    "[Activate: Main] [Rest this card] Choose 1 of your characters. It gets +500 BP during this turn.",
    "[On Retire] Draw 1 card.",
    "[Your Turn] If you have 3 or more characters on your front line, this character gets +1000 BP.",
    "[On Play] Choose up to 1 of your opponent's characters with 2000 BP or less. Rest it.",
    "[When Blocking] This character gets +1000 BP during this turn.",
    "[Activate: Main] [Once Per Turn] [Pay 1 AP] Draw 1 card, then discard 1 card from your hand.",
    "[On Play] Look at the top 3 cards of your deck, add 1 of them to your hand, and put the rest at the bottom of your deck in any order.",
    "",
]
UA_KEYWORDS = [
    [], [{"name": "impact", "value": 1}], [{"name": "step"}], [], [{"name": "snipe"}], [{"name": "double-attack"}],
    [{"name": "double-block"}], [], [{"name": "damage", "value": 2}], [{"name": "negate-impact"}],
    [{"name": "impact-plus", "value": 1}], [{"name": "damage-plus", "value": 1}],
]
UA_KEYWORD_TEXT = {"impact": "[Impact {value}]", "step": "[Step]", "snipe": "[Snipe]",
                   "double-attack": "[Double Attack]", "double-block": "[Double Block]", "damage": "[Damage {value}]",
                   "negate-impact": "[Impact Negate]", "impact-plus": "[Impact +{value}]",
                   "damage-plus": "[Damage +{value}]"}


def _keyword_text(keyword):
    return UA_KEYWORD_TEXT[keyword["name"]].format(value=keyword.get("value", ""))


def union_arena_cards() -> list[dict]:
    cards = []
    for code, series in UA_SERIES.items():
        product = series["product"]
        for slot in range(36):
            energy, ap, bp, generated = UA_CURVE[slot % len(UA_CURVE)]
            color = series["colors"][slot % 3]
            if code == "SKY" and slot == 35:
                color = "all"
            trigger = UA_TRIGGERS[slot % len(UA_TRIGGERS)]
            keywords = [dict(k) for k in UA_KEYWORDS[slot % len(UA_KEYWORDS)]]
            name = f"{series['names'][slot]}, {series['titles'][slot % len(series['titles'])]}"
            traits = [series["traits"][slot % 3]] + ([series["traits"][2]] if slot % 4 == 0 else [])
            if trigger == "raid":
                # Raid onto an earlier character by name, or onto a trait every fourth raider.
                if slot % 8 == 4:
                    keywords.append({"name": "raid", "target": series["traits"][0], "target_kind": "trait"})
                    raid_text = f"[Raid] <Trait: {series['traits'][0]}>"
                else:
                    target = f"{series['names'][slot - 2]}, {series['titles'][(slot - 2) % len(series['titles'])]}"
                    keywords.append({"name": "raid", "target": target, "target_kind": "name"})
                    raid_text = f"[Raid] <{target}>"
                energy, ap, bp = max(energy, 2), 1, max(bp, 3500)
            else:
                raid_text = ""
            clauses = [raid_text] + [_keyword_text(k) for k in keywords if k["name"] != "raid"]
            clauses.append(UA_EFFECTS[slot % len(UA_EFFECTS)])
            text = "@".join(c for c in clauses if c)
            number = f"{product}/{code}-1-{slot + 1:03d}"
            card = {"number": number, "name": name, "type": "character", "color": color,
                    "required_energy": energy, "ap_cost": ap, "bp": bp, "generated_energy": generated,
                    "traits": traits, "trigger": trigger, "trigger_text": UA_TRIGGER_TEXT[trigger],
                    "keywords": keywords, "text": text, "rarity": ["C", "U", "R", "SR"][slot % 4]}
            cards.append(card)
        for index, event in enumerate(series["events"]):
            slot = 37 + index
            trigger = ["special", "color", "final", "draw", "special", "color", "final", "get"][index]
            cards.append({
                "number": f"{product}/{code}-1-{slot:03d}", "name": event, "type": "event",
                "color": series["colors"][index % 3], "required_energy": 1 + index % 3, "ap_cost": 1, "bp": None,
                "generated_energy": 0, "traits": [], "trigger": trigger, "trigger_text": UA_TRIGGER_TEXT[trigger],
                "keywords": [], "rarity": "U",
                "text": ["[Main] Draw 2 cards.", "[Main] Choose 1 of your characters. It gets +2000 BP during this turn.",
                         "[Main] Choose up to 1 of your opponent's characters with 3000 BP or less. Put it in their Outside Area.",
                         "[Main] Choose 1 of your opponent's characters with 2500 BP or less. Return it to their hand."][index % 4],
            })
        for index, field in enumerate(series["fields"]):
            slot = 45 + index
            cards.append({
                "number": f"{product}/{code}-1-{slot:03d}", "name": field, "type": "field",
                "color": series["colors"][index % 3], "required_energy": 1, "ap_cost": 1, "bp": None,
                "generated_energy": 1, "traits": [], "trigger": "none", "trigger_text": "", "keywords": [],
                "rarity": "R", "text": "[Your Turn] All of your characters get +500 BP.",
            })
        for index, event in enumerate(series["extra_events"]):
            cards.append({
                "number": f"{product}/{code}-1-{51 + index:03d}", "name": event, "type": "event",
                "color": series["colors"][index % 3], "required_energy": index % 3, "ap_cost": 1, "bp": None,
                "generated_energy": 0, "traits": [], "trigger": ["draw", "get", "active", "draw", "none"][index],
                "trigger_text": UA_TRIGGER_TEXT[["draw", "get", "active", "draw", "none"][index]], "keywords": [],
                "rarity": "C", "text": ["[Main] Draw 1 card.", "[Main] Choose up to 2 of your AP cards and set them to active.",
                                        "[Main] Choose 1 of your characters. It gets +1000 BP during this turn.",
                                        "[Main] Draw 2 cards, place 1 card from your hand to the Outside Area.",
                                        "[Main] Choose up to 1 character on your opponent's Front Line and rest it."][index],
            })
        # A card whose text raises the copy limit, and one that lowers it.
        cards.append({"number": f"{product}/{code}-1-049", "name": f"{code} Reserve Trooper", "type": "character",
                      "color": series["colors"][0], "required_energy": 1, "ap_cost": 1, "bp": 1500,
                      "generated_energy": 1, "traits": [series["traits"][0]], "trigger": "none", "keywords": [],
                      "text": "You can have up to 12 copies of this card in your deck.", "deck_limit": 12, "rarity": "C"})
        cards.append({"number": f"{product}/{code}-1-050", "name": f"{code} Unique Relic", "type": "event",
                      "color": series["colors"][1], "required_energy": 2, "ap_cost": 1, "bp": None,
                      "generated_energy": 0, "traits": [], "trigger": "draw", "trigger_text": UA_TRIGGER_TEXT["draw"],
                      "keywords": [], "text": "You can only have 1 of this card in your deck.@[Main] Draw 3 cards.",
                      "deck_limit": 1, "rarity": "SR"})
        for ap_index in range(1, 4):
            cards.append({"number": f"{product}/{code}-1-AP{ap_index:02d}", "name": "Action Point", "type": "ap",
                          "color": None, "required_energy": 0, "ap_cost": 0, "bp": None, "generated_energy": 0,
                          "traits": [], "trigger": "none", "keywords": [], "rarity": "AP"})
        # Parallels and a reprint of card 004 in other products (same copy identity).
        base = next(c for c in cards if c["number"] == f"{product}/{code}-1-004")
        cards.append({**base, "number": f"{product}/{code}-1-004_p1", "rarity": "R★"})
        cards.append({**base, "number": f"EX0{1 if code == 'DLB' else 2}BT/{code}-1-004", "rarity": "R"})
    return cards


def union_arena_decks(cards) -> dict[str, str]:
    decks = {}
    for code in UA_SERIES:
        own = [c for c in cards if c["number"].split("/")[-1].startswith(code)]
        chars = [c for c in own if c["type"] == "character" and c["number"].startswith(UA_SERIES[code]["product"] + "/")
                 and "_p" not in c["number"] and c.get("deck_limit") is None]
        ap = [c for c in own if c["type"] == "ap"]
        picked, restricted = [], {"special": 0, "color": 0, "final": 0}
        for card in sorted(chars, key=lambda c: (c["required_energy"], c["number"])):
            if sum(n for _, n in picked) >= 50:
                break
            copies = 4 if card["required_energy"] <= 2 else 2
            trig = card["trigger"]
            if trig in restricted:
                copies = min(copies, 4 - restricted[trig])
                restricted[trig] += copies
            copies = min(copies, 50 - sum(n for _, n in picked))
            if copies > 0:
                picked.append((card["number"], copies))
        lines = [f"// {code} sample deck: a low curve of {code} characters", "// Main deck"]
        lines += [f"{n} {number}" for number, n in picked]
        lines += ["// AP", *[f"1 {c['number']}" for c in ap]]
        name = "dawnblade-aggro" if code == "DLB" else "skyward-tempo"
        decks[name] = "\n".join(lines) + "\n"
        if code == "DLB":
            # Illegal: 4 x DLB-1-004 plus 1 of its EX reprint = 5 copies of one identity.
            last_number, last_count = picked[-1]
            illegal = [line for line in lines if not line.startswith(("// AP", "1 UA90BT/DLB-1-AP"))]
            illegal[-1] = f"{last_count - 1} {last_number}"
            illegal.append("1 EX01BT/DLB-1-004")
            illegal += ["// AP", *[f"1 {c['number']}" for c in ap]]
            decks["illegal-five-copies"] = "\n".join(illegal) + "\n"
    # Illegal: mixes two series.
    dlb = decks["dawnblade-aggro"].replace("4 UA90BT/DLB-1-001", "4 UA91BT/SKY-1-001")
    decks["illegal-two-series"] = "// one SKY card in a DLB deck\n" + dlb
    return decks


# --- Arcana TCG --------------------------------------------------------------------------------
ARCANA_TYPES = ["Heroic", "Fallen", "Beast", "Arcane", "Draconic"]


def arcana_cards() -> list[dict]:
    cards = []
    adjectives = ["Ashen", "Bright", "Crimson", "Dusk", "Ember", "Frost", "Gilded", "Hollow", "Iron", "Jade",
                  "Kindled", "Lunar"]
    nouns = {"Heroic": "Paladin", "Fallen": "Revenant", "Beast": "Stalker", "Arcane": "Adept", "Draconic": "Wyrm"}
    number = 0
    for creature_type in ARCANA_TYPES:
        for index, adjective in enumerate(adjectives):
            number += 1
            stars = 1 if index < 7 else (2 if index < 10 else 3)
            power = [2, 3, 1, 2, 3, 1, 2, 4, 5, 4, 8, 7][index]
            toughness = [2, 1, 3, 3, 2, 4, 2, 4, 3, 5, 7, 8][index]
            cards.append({"number": f"ARC-{number:03d}", "name": f"{adjective} {nouns[creature_type]}",
                          "type": "creature", "stars": stars, "power": power, "toughness": toughness,
                          "creature_type": creature_type, "relic": False,
                          "rarity": "mythic rare" if stars == 3 else ("rare" if stars == 2 else "common"),
                          "text": "" if index % 3 else "When this creature is summoned: draw 1 card."})
    runes = [("Red Flag", "Select a face-up creature you control: it gets +1/+1 until the end of the turn."),
             ("Revive Creature", "Pay 1 HP: Special Summon 1 creature from your Netherworld in Face-up Defense Position."),
             ("Quick Study", "Draw 2 cards."), ("Shatter", "Destroy 1 Ward on the field."),
             ("Sudden Gale", "Return 1 creature on the field to its owner's hand."),
             ("Weakening Hex", "Select a face-up creature: it gets -2/-0 until the end of the turn."),
             ("Mending Light", "Gain 1 HP."), ("Ambush", "Destroy 1 attacking creature with 3 or less power."),
             ("Call to Arms", "Special Summon 1 one-star creature from your hand."),
             ("Second Wind", "Shuffle 2 cards from your Netherworld into your deck, then draw 1 card."),
             ("Smoke Screen", "Negate 1 attack."), ("Rally", "All face-up creatures you control get +1/+0 until the end of the turn.")]
    for name, text in runes:
        number += 1
        cards.append({"number": f"ARC-{number:03d}", "name": name, "type": "rune", "relic": False,
                      "rarity": "common", "text": text})
    wards = [("Iron Buckler", "The equipped creature gets +0/+2."), ("Flame Blade", "The equipped creature gets +2/+0."),
             ("Wind Boots", "The equipped creature can attack twice each Battle Phase."),
             ("Thorn Mail", "When the equipped creature is destroyed by battle, the attacker's owner takes 1 damage."),
             ("Hunter's Bow", "The equipped creature gets +1/+1.")]
    for name, text in wards:
        number += 1
        cards.append({"number": f"ARC-{number:03d}", "name": name, "type": "ward", "relic": False, "rarity": "rare",
                      "text": text})
    relics = [("Crown of Embers", "ward", "The equipped creature gets +3/+3."),
              ("Orb of Ages", "rune", "Draw 3 cards."),
              ("Shield of the First King", "ward", "The equipped creature cannot be destroyed by battle."),
              ("Tome of Ruin", "rune", "Destroy all creatures on the field.")]
    for name, card_type, text in relics:
        number += 1
        cards.append({"number": f"ARC-{number:03d}", "name": name, "type": card_type, "relic": True,
                      "rarity": "mythic rare", "text": text})
    relic_creature = {"number": f"ARC-{number + 1:03d}", "name": "Sunforged Colossus", "type": "creature", "stars": 3,
                      "power": 9, "toughness": 9, "creature_type": "Heroic", "relic": True, "rarity": "mythic rare",
                      "text": ""}
    cards.append(relic_creature)
    return cards


def arcana_decks(cards) -> dict[str, str]:
    def deck(types, extra_lines):
        lines = ["// deck"]
        for card in cards:
            if card["type"] == "creature" and card.get("creature_type") in types and not card["relic"]:
                lines.append(f"{1 if card['stars'] == 3 else 2} {card['name']}")
        return lines + extra_lines

    legal = deck(["Heroic", "Beast"], ["2 Red Flag", "2 Revive Creature", "2 Quick Study", "1 Iron Buckler",
                                       "1 Crown of Embers"])
    fallen = deck(["Fallen", "Arcane"], ["3 Ambush", "2 Smoke Screen", "2 Weakening Hex", "1 Tome of Ruin"])
    illegal_three_star = [line.replace("1 Lunar Paladin", "2 Lunar Paladin") for line in legal]
    illegal_small = legal[:10]
    return {"heroic-beasts": "\n".join(legal) + "\n", "fallen-arcana": "\n".join(fallen) + "\n",
            "illegal-two-three-stars": "\n".join(illegal_three_star) + "\n",
            "illegal-too-small": "\n".join(illegal_small) + "\n"}


# --- Universal Arena ---------------------------------------------------------------------------
UVA_CHARACTERS = [
    ("Rin", "Base", 20, "fast"), ("Rin", "Storm", 22, "normal"), ("Boreas", "Base", 26, "slow"),
    ("Mei", "Base", 18, "fast"), ("Tarek", "Base", 24, "normal"), ("Odile", "Base", 21, "normal"),
    ("Kato", "Base", 23, "slow"),
]


def universal_arena_cards() -> list[dict]:
    cards = []
    for index, (name, version, hp, style) in enumerate(UVA_CHARACTERS, start=1):
        key = f"{name}|{version}"
        cards.append({"number": f"UVA-{index:02d}-00", "name": name, "version": version, "type": "character", "hp": hp})
        moves = [
            ("Quick Jab", "fast", "attack", 1, 1, 2, 0, [{"name": "haste", "value": 3}] if style == "fast" else []),
            ("Heavy Strike", "normal", "attack", 2, 4, 1, 0, [{"name": "on-hit"}]),
            ("Guard Up", "fast", "defense", 1, 0, 1, 3, []),
            ("Sidestep", "normal", "defense", 1, 0, 1, 1, [{"name": "evade"}]),
            ("Focus", "slow", "special", 2, 0, 1, 0, [{"name": "reuse"}] if index % 2 else [{"name": "slow", "value": 3}]),
        ]
        for move_index, (move, speed, kind, cost, damage, hits, shield, keywords) in enumerate(moves, start=1):
            cards.append({"number": f"UVA-{index:02d}-{move_index:02d}", "name": f"{name}'s {move}",
                          "type": "card", "character": key, "speed": speed, "kind": kind, "cost": cost,
                          "damage": damage, "hits": hits, "shield": shield, "keywords": keywords,
                          "text": "On Hit: the target discards 1 card." if any(k["name"] == "on-hit" for k in keywords) else ""})
        cards.append({"number": f"UVA-{index:02d}-U", "name": f"{name}: {version} Finale", "type": "ultimate",
                      "character": key, "speed": "slow", "kind": "attack", "cost": 4, "damage": 3, "hits": 3,
                      "shield": 0, "keywords": [], "text": "Ultimate."})
    return cards


def universal_arena_decks() -> dict[str, str]:
    return {
        "rin-mei-tarek": "// team\n1 Rin|Base\n1 Mei|Base\n1 Tarek|Base\n",
        "heavy-hitters": "// team\n1 Boreas|Base\n1 Kato|Base\n1 Odile|Base\n",
        "illegal-duplicate-character": "// team\n1 Rin|Base\n1 Rin|Base\n1 Mei|Base\n",
    }


# --- Unien ---------------------------------------------------------------------------------------
UNIEN_LEADERS = [
    # key, leader name (katakana as in seed 001), attributes of its card set, win condition text
    ("inori", "イノリ", ["fire", "water"], "プレイ数が無限にある時、ゲームに勝利する"),
    ("wiz", "ウィズ", ["dark", "water"], "名称に「検閲官」を含む自分のキャラが2度目に場に出た時、ゲームに勝利する"),
    ("cosmo", "コスモ", ["water", "forest"], "自分の天使トークンが13個ある時、ゲームに勝利する"),
    ("labora", "ラボラ", ["forest", "dark"], "森と闇のエネルギーが合計18枚以上ある時、ゲームに勝利する"),
    ("atra", "アトラ", ["fire", "water"], "炎と水のエネルギーが合計18枚以上ある時、ゲームに勝利する"),
    ("owl", "オウル", ["forest", "fire"], "自分のキャラが18枚以上ある時、ゲームに勝利する"),
    ("volca", "ボルカ", ["fire", "dark"], "自分の場にあるドラゴンのコストが合計20以上ある時、ゲームに勝利する"),
    ("hades", "ハデス", ["dark", "forest"], "お互いのデブリにあるカードが合計30枚以上ある時、ゲームに勝利する"),
    ("aqua", "アクア", ["water", "fire"], "自分の手札が30枚以上ある時、ゲームに勝利する"),
]
UNIEN_SET_NAMES = {
    "wiz": ["検閲官 ノア", "検閲官 ミラ", "記録係 ルカ", "書庫の番人", "封印の頁", "検閲官 セツ", "黒い栞", "禁書の囁き", "沈黙の鐘", "検閲の印"],
    "cosmo": ["神聖な天使 エル", "祈りの少女 リネ", "星の巡礼者", "光の羽", "天球儀", "聖歌隊 ソラ", "天使の梯子", "祝福の雨", "夜明けの鐘", "星辰の門"],
    "volca": ["炎竜ドラゴン イグニス", "黒鱗ドラゴン ヴァル", "幼いドラゴン ピコ", "竜騎士 ガルド", "竜の卵", "溶岩ドラゴン マグナ", "火山の祭壇", "竜の咆哮", "灰の翼", "竜血の契約"],
}


def unien_cards() -> list[dict]:
    cards = []
    for key, leader, attributes, condition in UNIEN_LEADERS:
        cards.append({"number": f"UN-{key.upper()}-L1", "name": leader, "type": "leader", "leader": key,
                      "card_set": key, "win_condition": condition, "attribute": "colourless",
                      "text": f"勝利条件: {condition}"})
        cards.append({"number": f"UN-{key.upper()}-L2", "name": f"{leader}(パートナー)", "type": "leader",
                      "leader": key, "card_set": key, "attribute": "colourless", "text": ""})
        names = UNIEN_SET_NAMES.get(key) or [f"{leader}の{word}" for word in
                                             ["見習い", "守り手", "使い魔", "書記", "旅人", "閃き", "祈り", "加護", "契約", "奥義"]]
        for index, name in enumerate(names, start=1):
            kind = "character" if index <= 6 else "ability"
            first, second = attributes[index % 2], attributes[(index + 1) % 2]
            cost = {first: 1 + index % 3}
            if index in (3, 6):
                cost = {first: 1, second: 1}
            if index == 5:
                cost = {"colourless": 2}
            traits = []
            if "検閲官" in name:
                traits.append("検閲官")
            if "ドラゴン" in name:
                traits.append("dragon")
            if "天使" in name:
                traits.append("angel")
            effect_kinds = ["cip"] if index % 3 == 1 else (["activated"] if index % 3 == 2 else ["static"])
            text = {"cip": "[cip] カードを1枚引く。", "activated": "[起動] このキャラをレストする:カードを1枚引く。",
                    "static": "DRAW+1"}[effect_kinds[0]] if kind == "character" else "カードを2枚引く。"
            row = {"number": f"UN-{key.upper()}-{index:02d}", "name": name, "type": kind, "card_set": key,
                   "attribute": first if len(cost) == 1 and "colourless" not in cost else ("colourless" if "colourless" in cost else first),
                   "cost": cost, "copies_in_set": 2, "traits": traits,
                   "effect_kinds": effect_kinds if kind == "character" else [], "text": text}
            if kind == "character" and effect_kinds == ["activated"]:
                row["activation_cost"] = {first: 1}
            cards.append(row)
    for attribute, label in [("forest", "森"), ("fire", "炎"), ("water", "水"), ("dark", "闇")]:
        cards.append({"number": f"UN-E-{attribute.upper()}", "name": f"{label}のエネルギー", "type": "energy",
                      "attribute": attribute, "copies_in_set": 0, "text": ""})
    cards.append({"number": "UN-E-YGG", "name": "起源のユグドラシル", "type": "energy", "attribute": "forest",
                  "traits": ["forest", "dark"], "copies_in_set": 0, "text": "森または闇のエネルギーとして扱う。"})
    cards.append({"number": "UN-E-ATL", "name": "起源のアトランティス", "type": "energy", "attribute": "fire",
                  "traits": ["fire", "water"], "copies_in_set": 0, "text": "炎または水のエネルギーとして扱う。"})
    return cards


def unien_decks(cards) -> dict[str, str]:
    def deck(first, second, energies):
        # 40 cards in all (docs/deck-rules.md, rule unien-deck-size): 7 kinds of each set x 2 + 12 energies.
        lines = ["// leaders", f"1 UN-{first.upper()}-L1", f"1 UN-{second.upper()}-L1", "// deck"]
        for leader in (first, second):
            kinds = [c for c in cards if c.get("card_set") == leader and c["type"] in ("character", "ability")][:7]
            lines += [f"2 {c['number']}" for c in kinds]
        lines += [f"{n} {number}" for number, n in energies]
        return "\n".join(lines) + "\n"

    return {
        "volca-atra": deck("volca", "atra", [("UN-E-FIRE", 6), ("UN-E-WATER", 4), ("UN-E-DARK", 2)]),
        "wiz-hades": deck("wiz", "hades", [("UN-E-DARK", 6), ("UN-E-WATER", 3), ("UN-E-FOREST", 3)]),
        "illegal-one-leader": "// leaders\n1 UN-COSMO-L1\n1 UN-COSMO-L2\n// deck\n" + "".join(
            f"2 {c['number']}\n" for c in cards if c.get("card_set") == "cosmo" and c["type"] in ("character", "ability"))
        + "20 UN-E-WATER\n",
    }


def main() -> None:
    ua = union_arena_cards()
    arcana = arcana_cards()
    uva = universal_arena_cards()
    unien = unien_cards()
    files = {"union-arena": ua, "arcana": arcana, "universal-arena": uva, "unien": unien}
    for game, cards in files.items():
        (HERE / f"{game}.json").write_text(
            json.dumps({"game": game, "cards": cards}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    decks = {"union-arena": union_arena_decks(ua), "arcana": arcana_decks(arcana),
             "universal-arena": universal_arena_decks(), "unien": unien_decks(unien)}
    for game, named in decks.items():
        folder = HERE / "decks" / game
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in named.items():
            (folder / f"{name}.txt").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
