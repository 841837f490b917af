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
    # Start-/End-of-turn and activated creature effects (seed 004 §Creature Cards, §3 Flow of the game)
    turn_texts = {("Heroic", 4): "At the start of your turn: gain 1 HP.",
                  ("Fallen", 4): "At the end of your turn: draw 1 card.",
                  ("Beast", 4): "Once per turn: Select a face-up creature you control: it gets +1/+0 until the end "
                                "of the turn.",
                  ("Arcane", 4): "Once per turn: Pay 1 HP: Draw 1 card.",
                  ("Draconic", 4): "Once per turn: Destroy 1 Ward on the field."}
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
                          "text": turn_texts.get((creature_type, index),
                                                 "" if index % 3 else "When this creature is summoned: draw 1 card.")})
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
    # A text the Arcana engine does not play: it is reported as incomplete, never guessed.
    cards.append({"number": f"ARC-{number + 2:03d}", "name": "Mirror Pact", "type": "rune", "relic": False,
                  "rarity": "rare",
                  "text": "Swap the Power and Toughness of 1 face-up creature until the end of the turn."})
    return cards


def arcana_decks(cards) -> dict[str, str]:
    def deck(types, extra_lines):
        lines = ["// deck"]
        for card in cards:
            if card["type"] == "creature" and card.get("creature_type") in types and not card["relic"]:
                lines.append(f"{1 if card['stars'] == 3 else 2} {card['name']}")
        return lines + extra_lines

    legal = deck(["Heroic", "Beast"], ["2 Red Flag", "2 Revive Creature", "2 Quick Study", "1 Iron Buckler",
                                       "1 Crown of Embers", "1 Wind Boots", "1 Sudden Gale", "1 Call to Arms"])
    fallen = deck(["Fallen", "Arcane"], ["3 Ambush", "2 Smoke Screen", "2 Weakening Hex", "1 Tome of Ruin",
                                         "1 Thorn Mail", "1 Shield of the First King", "1 Second Wind", "1 Shatter"])
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
# Characters with their own move lists, written to exercise the rest of the engine's vocabulary:
# splash (adjacency), pierce, burn / slow / haste statuses, heal, draw, energy, meter, a slow
# defense, reuse on a defense, and (Nox) text and a keyword the engine reports as unsupported.
# Each move: (name, speed, kind, cost, damage, hits, shield, keywords, status_effects, text).
UVA_SPECIAL_CHARACTERS = [
    ("Vex", "Base", 19, [
        ("Chain Lash", "normal", "attack", 2, 2, 1, 0, [{"name": "splash", "value": 1}], [], ""),
        ("Piercing Bolt", "fast", "attack", 2, 3, 1, 0, [{"name": "pierce"}], [], ""),
        ("Ember Mark", "normal", "special", 1, 0, 1, 0, [], [{"name": "burn", "value": 2}], ""),
        ("Bastion", "slow", "defense", 1, 0, 1, 5, [], [], ""),
        ("Second Wind", "fast", "special", 1, 0, 1, 0, [], [], "Heal 3."),
    ], ("slow", "attack", 3, 4, 2, 0, [{"name": "splash", "value": 2}], [], "Ultimate.")),
    ("Juno", "Base", 21, [
        ("Flurry", "fast", "attack", 1, 1, 3, 0, [{"name": "on-hit"}], [], "On Hit: draw 1 card."),
        ("Counter Stance", "fast", "defense", 2, 0, 1, 2, [{"name": "evade"}], [], "Gain 1 energy."),
        ("Charge Up", "normal", "special", 0, 0, 1, 0, [], [], "Gain 3 meter."),
        ("Crushing Blow", "slow", "attack", 3, 6, 1, 0, [{"name": "on-hit"}], [{"name": "slow", "value": 2}],
         "On Hit: the target discards 1 card."),
        ("Mirror Guard", "normal", "defense", 1, 0, 1, 2, [{"name": "reuse"}], [], ""),
    ], ("normal", "attack", 3, 2, 4, 0, [{"name": "on-hit"}], [], "Ultimate. On Hit: your opponent discards 1 card.")),
    ("Nox", "Base", 20, [
        ("Shadow Jab", "fast", "attack", 1, 2, 1, 0, [], [], ""),
        ("Hex", "normal", "special", 1, 0, 1, 0, [], [], "Swap two of the opposing characters."),
        ("Veil", "fast", "defense", 1, 0, 1, 2, [{"name": "stealth"}], [], ""),
        ("Night Cut", "normal", "attack", 2, 2, 2, 0, [], [{"name": "haste", "value": 2}], ""),
        ("Dusk Ward", "slow", "defense", 0, 0, 1, 3, [], [], ""),
    ], ("slow", "attack", 4, 5, 2, 0, [], [], "Ultimate.")),
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
    for index, (name, version, hp, moves, ultimate) in enumerate(UVA_SPECIAL_CHARACTERS, start=len(UVA_CHARACTERS) + 1):
        key = f"{name}|{version}"
        cards.append({"number": f"UVA-{index:02d}-00", "name": name, "version": version, "type": "character", "hp": hp})
        rows = [(f"UVA-{index:02d}-{i:02d}", "card", f"{name}'s {move[0]}", move[1:]) for i, move in enumerate(moves, 1)]
        rows.append((f"UVA-{index:02d}-U", "ultimate", f"{name}: {version} Finale", ultimate))
        for number, card_type, card_name, (speed, kind, cost, damage, hits, shield, keywords, statuses, text) in rows:
            card = {"number": number, "name": card_name, "type": card_type, "character": key, "speed": speed,
                    "kind": kind, "cost": cost, "damage": damage, "hits": hits, "shield": shield, "keywords": keywords,
                    "text": text}
            if statuses:
                card["status_effects"] = statuses
            cards.append(card)
    return cards


def _uva_deck(*keys: str) -> str:
    """A full team list: the characters, their fifteen cards and their Ultimates (by number)."""
    order = [f"{name}|{version}" for name, version, *_ in UVA_CHARACTERS + UVA_SPECIAL_CHARACTERS]
    numbers = [order.index(key) + 1 for key in keys]
    team = "".join(f"1 {key}\n" for key in keys)
    pile = "".join(f"1 UVA-{n:02d}-{m:02d}\n" for n in numbers for m in range(1, 6))
    ultimates = "".join(f"1 UVA-{n:02d}-U\n" for n in numbers)
    return f"// team\n{team}// cards\n{pile}// ultimates\n{ultimates}"


def universal_arena_decks() -> dict[str, str]:
    return {
        "rin-mei-tarek": _uva_deck("Rin|Base", "Mei|Base", "Tarek|Base"),
        "heavy-hitters": _uva_deck("Boreas|Base", "Kato|Base", "Odile|Base"),
        "vex-juno-storm": _uva_deck("Vex|Base", "Juno|Base", "Rin|Storm"),
        "nox-trial": _uva_deck("Nox|Base", "Mei|Base", "Kato|Base"),
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
    """Nine leaders with 10 x 2 card sets and the energies. The sets exercise every rule the engine
    plays (docs/unien-engine.md): DRAW+1 / PLAY+1, [cip], activated effects with [0] / [1] / [炎1]
    costs, "[cip]以下の起動型効果を使用してもよい", cost reductions in hand, angel tokens (神聖な天使 エル),
    dragons (names with ドラゴン, and 竜騎士 ガルド which is not one), 検閲官 characters, look-at-the-top
    effects, face-down omniscient energy (知恵の少女 アリカ, 戦略の少女 ジャック), 起源のユグドラシル /
    起源のアトランティス, and the seed's own examples ([cip]このカードをデブリに置く, 2枚引いて1枚捨てる)."""
    c, a = "character", "ability"
    draw1, draw2 = "[cip] カードを1枚引く。", "カードを2枚引く。"
    sets = {  # leader -> ten (name, type, cost, text); the first seven go into the sample decks
        "inori": [("祈りの灯 ホムラ", c, {"fire": 1}, "[0] 自分の他のキャラを1枚アップする。プレイ数を1得る。"),
                  ("泉の巫女 ミナモ", c, {"water": 1}, "[cip]以下の起動型効果を使用してもよい。@[水1] カードを2枚引く。"),
                  ("巡礼の少女", c, {"fire": 1, "water": 1}, "PLAY+1"),
                  ("星読みの子", c, {"colourless": 2}, "DRAW+1"),
                  ("火花の少女", c, {"fire": 1}, draw1),
                  ("祈りの歌", a, {"water": 1}, draw2),
                  ("奇跡の雫", a, {"fire": 1}, "自分のエネルギーを2枚アップする。プレイ数を1得る。"),
                  ("灯火の守り手", c, {"fire": 2}, ""),
                  ("水鏡", a, {"water": 2}, "カードを3枚引く。手札を1枚捨てる。"),
                  ("祈りの果て", a, {"colourless": 3}, "カードを1枚引く。")],
        "wiz": [("検閲官 ノア", c, {"dark": 1}, draw1),
                ("検閲官 ミラ", c, {"water": 1}, "[1] このキャラを手札に戻す。"),
                ("記録係 ルカ", c, {"dark": 1, "water": 1}, "DRAW+1"),
                ("書庫の番人", c, {"colourless": 2}, "PLAY+1"),
                ("検閲官 セツ", c, {"dark": 2}, "[cip] 自分のデブリにある「検閲官」を含むキャラを1枚場に出す。"),
                ("封印の頁", a, {"dark": 1}, "カードを1枚引く。手札を1枚捨てる。"),
                ("黒い栞", a, {"water": 1}, draw2),
                ("禁書の囁き", a, {"dark": 1}, "デッキの上から2枚をデブリに置く。"),
                ("沈黙の鐘", c, {"water": 2}, ""),
                ("検閲の印", a, {"colourless": 1}, "カードを1枚引く。")],
        "cosmo": [("神聖な天使 エル", c, {"water": 1}, "[cip] 天使トークンを1個得る。@[1] 天使トークンを1個得る。"),
                  ("祈りの少女 リネ", c, {"forest": 1}, "DRAW+1"),
                  ("星の巡礼者", c, {"water": 1, "forest": 1}, "PLAY+1"),
                  ("光の羽", a, {"water": 1}, draw2),
                  ("天球儀", c, {"colourless": 2}, draw1),
                  ("聖歌隊 ソラ", c, {"forest": 1}, "[cip]以下の起動型効果を使用してもよい。@[森1] カードを1枚引く。"),
                  ("祝福の雨", a, {"forest": 1}, "自分の他のキャラを1枚アップする。"),
                  ("夜明けの鐘", a, {"colourless": 2}, "カードを2枚引く。"),
                  ("星辰の門", c, {"water": 2}, ""),
                  ("天使の梯子", a, {"forest": 2}, "カードを3枚引く。")],
        "labora": [("根の研究者", c, {"forest": 1},
                    "[cip] デッキの上から3枚を見て、エネルギーカードをすべてチャージする。残りをデッキの下に戻す。"),
                   ("菌糸の使い魔", c, {"dark": 1}, "PLAY+1"),
                   ("苗床の番人", c, {"forest": 1, "dark": 1}, "DRAW+1"),
                   ("腐葉の書", a, {"dark": 1}, "デッキの上から4枚を見て、エネルギーカードをすべてチャージする。残りをデッキの下に戻す。"),
                   ("知恵の少女 アリカ", c, {"colourless": 2}, "[cip] 手札のカードを1枚裏向きにして全知のエネルギーとしてチャージする。"),
                   ("芽吹き", a, {"forest": 1}, draw2),
                   ("森の標本", c, {"forest": 1}, "[0] カードを1枚引く。"),
                   ("蠱惑のセレン", c, {"forest": 1, "dark": 1}, draw1),
                   ("魁のアイ", c, {"colourless": 1}, ""),
                   ("苔の記録", a, {"colourless": 2}, "カードを2枚引く。")],
        "atra": [("潮の研究者", c, {"water": 1},
                  "[cip] デッキの上から3枚を見て、エネルギーカードをすべてチャージする。残りをデッキの下に戻す。"),
                 ("熾火の使い魔", c, {"fire": 1}, "PLAY+1"),
                 ("潮溜まりの番人", c, {"fire": 1, "water": 1}, "DRAW+1"),
                 ("海図の書", a, {"water": 1}, "デッキの上から4枚を見て、エネルギーカードをすべてチャージする。残りをデッキの下に戻す。"),
                 ("戦略の少女 ジャック", c, {"colourless": 2}, "[cip] 手札のカードを1枚裏向きにして全知のエネルギーとしてチャージする。"),
                 ("火の粉", a, {"fire": 1}, draw2),
                 ("珊瑚の標本", c, {"water": 1}, "[0] カードを1枚引く。"),
                 ("渦潮の技師", c, {"water": 2}, ""),
                 ("熱水の泉", a, {"fire": 1}, "自分のエネルギーを1枚アップする。"),
                 ("深海図", a, {"colourless": 2}, "カードを2枚引く。")],
        "owl": [("森の雛", c, {"forest": 1}, draw1),
                ("火の雛", c, {"fire": 1}, "PLAY+1"),
                ("梟の長老", c, {"forest": 1, "fire": 1},
                 "[cip] デッキの上から5枚を見て、コスト3以下のキャラを1枚場に出してもよい。残りをデッキの下に戻す。"),
                ("巣立ち", c, {"colourless": 1}, "DRAW+1"),
                ("夜の見張り", c, {"colourless": 2}, draw1),
                ("羽ばたき", a, {"forest": 1}, draw2),
                ("群れの呼び声", c, {"fire": 1}, ""),
                ("迷い鳥", c, {"forest": 1}, "[cip] このカードをデブリに置く。"),
                ("古木の梟", c, {"forest": 2}, ""),
                ("渡りの空", a, {"colourless": 2}, "カードを2枚引く。")],
        "volca": [("炎竜ドラゴン イグニス", c, {"fire": 2, "colourless": 2}, draw1),
                  ("黒鱗ドラゴン ヴァル", c, {"dark": 2, "colourless": 2}, "DRAW+1"),
                  ("幼いドラゴン ピコ", c, {"fire": 1}, "PLAY+1"),
                  ("竜騎士 ガルド", c, {"fire": 1, "dark": 1}, "[1] カードを1枚引く。"),
                  ("ドラゴンの末裔 リリィ", c, {"fire": 3, "colourless": 3},
                   "このカードが手札にある時、このカードのコストは相手のデブリにあるキャラ1枚につき-1される。"),
                  ("溶岩ドラゴン マグナ", c, {"fire": 2, "dark": 2, "colourless": 2},
                   "このカードが手札にある時、このカードのコストは自分の場のドラゴン1枚につき-1される。"),
                  ("竜の咆哮", a, {"colourless": 1}, draw2),
                  ("竜の卵", c, {"colourless": 1}, ""),
                  ("火山の祭壇", a, {"dark": 1}, "自分のエネルギーを2枚アップする。"),
                  ("灰の翼", a, {"fire": 1}, "カードを1枚引く。")],
        "hades": [("墓守", c, {"dark": 1}, "[cip] デッキの上から3枚をデブリに置く。"),
                  ("冥府の使い", c, {"forest": 1}, "[1] デッキの上から2枚をデブリに置く。"),
                  ("亡者の列", c, {"dark": 1, "forest": 1}, "PLAY+1"),
                  ("冥界の門", a, {"dark": 1}, "デッキの上から4枚をデブリに置く。"),
                  ("魂の回収", a, {"forest": 1}, "自分のデブリにあるキャラを1枚手札に戻す。"),
                  ("死者の書", a, {"colourless": 2}, "カードを2枚引く。手札を1枚捨てる。"),
                  ("骨の番人", c, {"colourless": 1}, "DRAW+1"),
                  ("灰色の庭", c, {"forest": 2}, ""),
                  ("葬送の鐘", a, {"dark": 2}, "デッキの上から5枚をデブリに置く。"),
                  ("冥河の渡し", c, {"dark": 1}, draw1)],
        "aqua": [("泉の少女", c, {"water": 1}, "DRAW+1"),
                 ("潮騒の子", c, {"fire": 1}, "[cip] カードを2枚引く。"),
                 ("水底の書庫", a, {"water": 1}, "カードを3枚引く。"),
                 ("渦の使い", c, {"water": 1, "fire": 1}, "[0] カードを1枚引く。"),
                 ("波の巫女", c, {"colourless": 2}, "DRAW+1"),
                 ("泡の記憶", a, {"fire": 1}, "カードを2枚引く。手札を1枚捨てる。"),
                 ("深海の使者", c, {"water": 1}, "PLAY+1"),
                 ("霧の精", c, {"water": 2}, ""),
                 ("雨乞い", a, {"colourless": 2}, "カードを2枚引く。"),
                 ("満ち潮", a, {"water": 2}, "カードを4枚引く。手札を2枚捨てる。")],
    }
    jp = {"森": "forest", "炎": "fire", "水": "water", "闇": "dark"}
    cards = []
    for key, leader, _attributes, condition in UNIEN_LEADERS:
        cards.append({"number": f"UN-{key.upper()}-L1", "name": leader, "type": "leader", "leader": key,
                      "card_set": key, "win_condition": condition, "attribute": "colourless",
                      "text": f"勝利条件: {condition}"})
        cards.append({"number": f"UN-{key.upper()}-L2", "name": f"{leader}(パートナー)", "type": "leader",
                      "leader": key, "card_set": key, "attribute": "colourless", "text": ""})
        for index, (name, kind, cost, text) in enumerate(sets[key], start=1):
            coloured = [attribute for attribute in cost if attribute != "colourless"]
            traits = [word for word, mark in (("検閲官", "検閲官"), ("dragon", "ドラゴン"), ("angel", "天使"))
                      if mark in name and kind == c]
            effect_kinds, activation_cost = [], {}
            for part in filter(None, text.split("@")):
                if part.startswith("[cip]"):
                    effect_kinds.append("cip")
                elif part.startswith("["):
                    effect_kinds.append("activated")
                    inside = part[1:part.index("]")]
                    if inside.isdigit():
                        activation_cost = {"colourless": int(inside)} if int(inside) else {}
                    else:
                        for piece in inside.split("+"):
                            activation_cost[jp[piece[0]]] = int(piece[1:])
                elif kind == c:
                    effect_kinds.append("static")
            row = {"number": f"UN-{key.upper()}-{index:02d}", "name": name, "type": kind, "card_set": key,
                   "attribute": coloured[0] if coloured else "colourless", "cost": cost, "copies_in_set": 2,
                   "traits": traits, "effect_kinds": sorted(set(effect_kinds)), "text": text}
            if activation_cost:
                row["activation_cost"] = activation_cost
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
    def deck(first, second, energies, kinds=(7, 7)):
        # 40 cards in all (docs/deck-rules.md, rule unien-deck-size): the first kinds of each set x 2 + energies.
        lines = ["// leaders", f"1 UN-{first.upper()}-L1", f"1 UN-{second.upper()}-L1", "// deck"]
        for leader, count in zip((first, second), kinds, strict=True):
            chosen = [c for c in cards if c.get("card_set") == leader and c["type"] in ("character", "ability")][:count]
            lines += [f"2 {c['number']}" for c in chosen]
        lines += [f"{n} {number}" for number, n in energies]
        assert 2 * sum(kinds) + sum(n for _, n in energies) == 40
        return "\n".join(lines) + "\n"

    return {
        "volca-atra": deck("volca", "atra", [("UN-E-FIRE", 6), ("UN-E-WATER", 4), ("UN-E-DARK", 2)]),
        "wiz-hades": deck("wiz", "hades", [("UN-E-DARK", 6), ("UN-E-WATER", 3), ("UN-E-FOREST", 3)]),
        "inori-cosmo": deck("inori", "cosmo", [("UN-E-FIRE", 4), ("UN-E-WATER", 5), ("UN-E-FOREST", 3)]),
        "labora-owl": deck("labora", "owl", [("UN-E-FOREST", 8), ("UN-E-DARK", 6), ("UN-E-YGG", 6), ("UN-E-FIRE", 2)],
                           kinds=(4, 5)),
        "atra-aqua": deck("atra", "aqua", [("UN-E-FIRE", 8), ("UN-E-WATER", 8), ("UN-E-ATL", 6)], kinds=(4, 5)),
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
