"""Universal Arena card data as flat tables indexed by card id, built once per pair of decks.

Behaviour comes from the card fields (speed, kind, cost, damage × hits, shield, keywords,
status_effects) and the compiled effects (engine/games/universal_arena/effects.py), never from
the card's name."""
from __future__ import annotations

from sys import intern

from engine.cards import CardRecord
from engine.games.universal_arena import structured
from engine.games.universal_arena.effects import OP_CODES, card_effects
from engine.games.universal_arena.innates import read_innates
from engine.games.universal_arena.records import power_range
from engine.games.universal_arena.status_lines import read_character_statuses
from engine.games.universal_arena.statuses import (
    BARS,
    COST_SHIFT,
    GAME_STATUSES,
    POTENCY_COUNT,
    status_amount,
)

FAST, NORMAL, SLOW = 0, 1, 2  # speeds and zones share these numbers: a card fits zone z when speed <= z
SPEEDS = {"fast": FAST, "normal": NORMAL, "slow": SLOW}
ATTACK, DEFENSE, SPECIAL = 0, 1, 2
KINDS = {"attack": ATTACK, "defense": DEFENSE, "special": SPECIAL}
# Targets (current rules, pages/index.md Playing Cards 1): a card's `target` as written, else by kind.
ONE_ENEMY, ALL_ENEMIES, SELF, ONE_ALLY, ALL_ALLIES = 0, 1, 2, 3, 4
TARGETS = {"1 enemy": ONE_ENEMY, "all enemies": ALL_ENEMIES, "self": SELF, "1 ally": ONE_ALLY,
           "all allies": ALL_ALLIES}


class CardTable:
    """Per-card attributes (lists indexed by card id). `total[c]` is damage × hits, the number
    attack clashes compare (seed 003 How To Clash 1)."""

    __slots__ = ("records", "identity", "name", "character", "speed", "kind", "cost", "damage", "hits", "total",
                 "shield", "evade", "reuse", "splash", "pierce", "on_hit", "on_resolve", "ultimate", "incomplete",
                 "unsupported", "deck_incomplete", "power_low", "power_high", "base_power", "base_total", "target", "retain",
                 "meter_cost", "statuses", "requires", "resources", "status_caps", "status_turn_end",
                 "transforms", "forms", "base_of", "transforming", "divisor", "innates", "types", "opening", "damage_condition", "follow_up", "follow_up_cost",
                 "follow_up_any", "close", "far", "multihit", "bonus", "x_cost", "x_low", "x_high", "hits_x",
                 "divisor_x", "any_x", "options", "fifth", "target_bonus", "heal_power", "status_lines", "grants", "first_hit", "first_play", "ally_plays", "created_ids", "creates", "x_range", "shield_div", "evade_spend", "assist", "mean_power", "reach_cache", "aim_cache", "roll_plans", "plain_uses", "rare_use", "moves", "bounce", "prepare", "cleanses", "finds",
                 "any_prepare",
                 "any_requires", "any_fifth", "counter", "any_counter",
                 "exhaust", "ethereal", "any_ethereal", "bars", "cost_shift", "power_percent",
                 "count_x", "spent_hits", "distance_penalty", "distance_plain", "weapons", "scry", "redirect", "any_redirect",
                 "post_damage", "potency_count", "aoe")

    def __init__(self):
        for slot in self.__slots__:
            setattr(self, slot, [])
        self.resources = frozenset()  # the characters' own statuses played in full (structured.resource_statuses)
        # The game's own statuses (statuses.GAME_STATUSES), then each team character's own lines
        self.status_caps: dict = {(name, stat): cap for name, status in GAME_STATUSES.items()
                                  for stat, cap in status.caps.items()}
        self.status_turn_end: dict = {name: list(status.turn_end) for name, status in GAME_STATUSES.items()}
        self.transforming = False  # some card has a form (link_forms)
        self.innates: dict = {}  # character key -> innates.Innates (its setup and triggers)
        self.follow_up_any = False  # some card has Follow-Up
        self.any_ethereal = False  # some card has Ethereal
        self.any_counter = False  # some card has Counter
        self.any_requires = False  # some card has restrictions
        self.any_fifth = False  # some card's play carries a fifth number (X, a chosen option)
        self.any_prepare = False  # some card has Prepare X
        self.any_redirect = False  # some card has Redirect (Self)
        self.plain_uses: dict = {}  # card -> whether its use takes the state's short way (state.plain_use)
        self.roll_plans: dict = {}  # card -> what the state's Power roll reads of it (state.roll_plan)
        self.aim_cache: dict = {}  # the greedy pilot's (card, its column, enemy row width) -> its hit per column
        self.reach_cache: dict = {}  # the greedy pilot's (row width, alive enemies) -> {card: reach per column}
        self.any_x = False  # some card has an X Energy cost
        # The characters' own statuses as status_lines reads them: {name: StatusRules} (Turn Start, On Gain,
        # When this expires), and what their Effect lines do beside the game's own statuses.
        self.status_lines: dict = {}
        self.bars: dict = dict(BARS)  # status -> the card type it bars ("*": every card of the character)
        self.cost_shift: tuple = COST_SHIFT  # (status, sign): the Energy cost + sign x its value
        self.power_percent: tuple = ()  # (status, attack %, defense %) per point of its value
        self.grants: dict = {}  # status -> ((card kind, keyword), ...) its character's cards have while it lasts
        self.first_hit: dict = {}  # status -> its gains the first time each turn its character hits with an Attack
        self.first_play: dict = {}  # status -> its rules, when it gains on its character's first play of a card
        self.ally_plays: dict = {}  # status -> its rules, when it has "Allies' Card Played:" triggers
        self.created_ids: dict = {}  # (character, created card name) -> card id (link_created)
        self.potency_count = POTENCY_COUNT  # (know_characters adds the characters' own)
        self.weapons: dict = {}  # character -> {weapon status: its Ammo statuses} (link_weapons)

    def know_characters(self, records) -> None:
        """The team characters' own statuses, before their cards are added."""
        defined = read_character_statuses(records)  # read once: resources, caps, Turn End lines, rules
        self.resources = frozenset(self.resources | structured.resource_statuses(records, defined))
        caps, turn_end = structured.status_rules(defined)
        self.status_caps.update(caps)
        # status-effects.md "Potency + Count" (P/C): the game's own, and a character's status with a Count line
        # ("Count: Max 99."): a first gain sets Count 1, and when either value reaches 0 it is removed
        self.potency_count = POTENCY_COUNT | {name for name, stat in self.status_caps if stat == "count"}
        self.status_turn_end.update(turn_end)
        for name, rules in defined.items():
            if name in self.status_lines or name in GAME_STATUSES:
                continue
            self.status_lines[name] = rules
            if rules.no_play:
                self.bars[name] = "*"
            if rules.cost_shift:
                self.cost_shift += ((name, rules.cost_shift),)
            if any(rules.power_percent):
                self.power_percent += ((name, *rules.power_percent),)
            if rules.grants:
                self.grants[name] = tuple((KINDS[kind], keyword) for kind, keyword in rules.grants)
                self.follow_up_any = self.follow_up_any or any(k == "follow-up" for _, k in rules.grants)
            if rules.first_hit:
                self.first_hit[name] = rules
            if rules.first_play:
                self.first_play[name] = rules
            if rules.ally_plays:
                self.ally_plays[name] = rules
        for record in records:
            self.innates[record.get("character") or record.set_code] = read_innates(record)

    def add(self, record: CardRecord) -> int:
        card = len(self.records)
        effects = card_effects(record, self.resources)
        self.records.append(record)
        self.identity.append(record.identity)
        self.name.append(record.name)
        self.character.append(intern(record.set_code))  # (interned: the team rows' keys are the same object)
        self.speed.append(SPEEDS.get(record.get("speed") or "normal", NORMAL))
        self.kind.append(KINDS.get(record.get("kind") or "special", SPECIAL))
        self.cost.append(record.get("cost") or 0)
        # Damage per hit: the card's Power, or Power / N (structured power_div; rounded down)
        damage, hits = (record.get("damage") or 0) // effects.divisor, effects.hits or record.get("hits") or 1
        self.divisor.append(effects.divisor)
        self.types.append(frozenset([*(record.get("types") or []), *(record.get("tags") or [])]))  # for mitigations
        self.damage.append(damage)
        self.hits.append(hits)
        self.total.append(damage * hits)
        self.shield.append(record.get("shield") or 0)
        self.base_power.append(damage if self.kind[card] == ATTACK else self.shield[card])  # Power with no roll
        self.base_total.append(damage * hits if self.kind[card] == ATTACK else self.shield[card])  # ... over its hits
        self.evade.append("evade" in effects.flags)
        self.reuse.append("reuse" in effects.flags)
        written = TARGETS.get(str(record.get("target") or "").strip().lower())
        aim = written if written is not None else (ONE_ENEMY if self.kind[card] == ATTACK else SELF)
        # Splash N: N to each neighbour of the target; Splash without a number: the damage per hit; a Splash
        # card of the game's data (card-types.md: "affects the main target and its adjacent neighbors"): -1,
        # its neighbours take what the main target takes
        self.splash.append((effects.splash or damage) if "splash" in effects.flags
                           else -1 if "Splash" in self.types[card] and aim == ONE_ENEMY else 0)
        self.pierce.append("pierce" in effects.flags)
        self.on_hit.append(tuple((OP_CODES[op], amount) for op, amount in effects.on_hit))
        self.on_resolve.append(tuple((OP_CODES[op], amount) for op, amount in effects.on_resolve))
        self.ultimate.append(record.type == "ultimate")
        self.retain.append("retain" in effects.flags)
        self.opening.append("innate" in effects.flags)  # keyword Innate: in the opening hand
        self.damage_condition.append(effects.damage_condition)
        self.follow_up.append("follow_up" in effects.flags)  # keyword Follow-Up
        self.close.append("close" in effects.flags)  # keywords Close and Far: Power by distance
        # card-types.md Multihit: "An attack that hits multiple times" (the tag, or a card of several hits)
        self.multihit.append(self.kind[card] == ATTACK and ("Multihit" in self.types[card] or hits > 1))
        self.far.append("far" in effects.flags)
        self.follow_up_cost.append(max(0, self.cost[card] - effects.follow_up_discount))
        self.assist.append("assist" in effects.flags)  # keywords.yml Assist Attack
        self.counter.append("counter" in effects.flags and self.kind[card] == DEFENSE)  # keywords.yml Counter
        self.any_counter = self.any_counter or self.counter[card]
        self.follow_up_any = self.follow_up_any or self.follow_up[card] or self.assist[card]
        self.statuses.append(tuple(effects.statuses))
        # reading written-order: on-use status effects written after an Attack's damage happen after it
        self.post_damage.append(any(e[0] == "post" for e in effects.statuses) and self.kind[card] == ATTACK)
        if any(e[0] == "post" for e in effects.statuses) and self.kind[card] != ATTACK:
            effects.statuses[:] = [("use", *e[1:]) if e[0] == "post" else e for e in effects.statuses]
            self.statuses[card] = tuple(effects.statuses)
        self.bonus.append(effects.bonus_per_spent)  # (resource, N): bonus damage per point spent (spend-x)
        # reading multihit-x: X is the remaining multihit count; the damage once per point of the resource spent
        self.count_x.append(bool(effects.count_x) and self.kind[card] == ATTACK)
        self.spent_hits.append(effects.spent_hits if self.kind[card] == ATTACK else "")
        if (effects.count_x or effects.spent_hits) and self.kind[card] != ATTACK:
            effects.unsupported.append("structured: a multihit X on a card that is not an Attack")
        self.distance_penalty.append(effects.distance_penalty)  # "Distance > 0: Reduce ... final Power by Distance"
        # neither Close, Far nor that penalty: the plain Distance rule (10 % + 1 per column; state.distance_power)
        self.distance_plain.append(not (self.close[card] or self.far[card] or effects.distance_penalty))
        if effects.bonus_per_spent and self.kind[card] != ATTACK:
            effects.unsupported.append("structured: deal_damage_per_spent on a card that is not an Attack")
        self.requires.append(tuple(effects.requires))
        self.any_requires = self.any_requires or bool(effects.requires)
        self.meter_cost.append(record.get("meter_cost") or 0)  # Ultimate Meter as written (0: a full meter)
        power = power_range(record.get("power"))  # the range rolled under the current rules (0, 0: none)
        self.power_low.append(power[0] if power else 0)
        self.power_high.append(power[1] if power else 0)
        self.mean_power.append((power[0] + power[1]) // 2 if power and power[1] else self.base_power[card])
        # An X Energy cost (reading x-cost): X is chosen as the card is played (the action's fifth number);
        # Power adds X rolls of the "+ A-B times X" range; hits and Power / N may be X expressions.
        self.x_cost.append(bool(record.get("x_cost")))
        self.any_x = self.any_x or self.x_cost[card]
        self.x_low.append(power[2] if power else 0)
        self.x_high.append(power[3] if power else 0)
        self.hits_x.append(effects.hits_x)
        self.divisor_x.append(effects.divisor_x)
        self.creates.append(tuple(effects.creates))  # as read: (card name, count); ids by link_created
        self.exhaust.append("exhaust" in effects.flags)  # keywords.yml Exhaust: removed from play after use
        self.ethereal.append("ethereal" in effects.flags)  # Ethereal: exhausted at Turn End when still in hand
        self.any_ethereal = self.any_ethereal or self.ethereal[card]
        self.evade_spend.append(effects.evade_spend if self.kind[card] == DEFENSE else ())
        if effects.evade_spend and self.kind[card] != DEFENSE:
            effects.unsupported.append("structured: a before-clash Evade grant on a card that is not a Defense")
        self.shield_div.append(effects.shield_div if self.kind[card] == ATTACK else 0)
        if effects.shield_div and self.kind[card] != ATTACK:
            effects.unsupported.append("structured: gain_shield of Power / N on a card that is not an Attack")
        self.target_bonus.append(effects.target_bonus)
        self.heal_power.append(effects.heal_power)
        if (effects.target_bonus or effects.heal_power) and self.kind[card] != ATTACK:
            effects.unsupported.append("structured: a Power heal or target bonus on a card that is not an Attack")
        self.options.append(tuple(effects.options))  # choose (reading choose-on-play)
        # What a play action's fifth number is: "x" (X Energy), "choose" (the option), "" (no fifth number)
        self.x_range.append(effects.x_range)  # "Choose X (a-b)." (reading chosen-x)
        self.fifth.append("x" if self.x_cost[card] or effects.x_range else "choose" if effects.options else "")
        if "swap" in effects.flags:  # keywords.yml Swap: the play's fifth number is the other character
            if self.fifth[card] or aim in (ALL_ENEMIES, ALL_ALLIES):
                effects.unsupported.append("keyword: Swap on a card whose play carries X or an option, or on "
                                           "an All card")
            else:
                self.fifth[card] = "swap"
        if "redirect-ally" in effects.flags:  # Redirect (Ally): the play's fifth number is the ally
            if self.fifth[card]:
                effects.unsupported.append("keyword: Redirect (Ally) on a card whose play carries another number")
            else:
                self.fifth[card] = "ally"
        self.scry.append(effects.scry)  # keywords.yml Scry X (reading scry)
        # keywords.yml Redirect (reading redirect): 1 to its own character (Self), 2 to the ally its play names
        self.redirect.append(1 if "redirect" in effects.flags else 2 if self.fifth[card] == "ally" else 0)
        self.any_redirect = self.any_redirect or self.redirect[card]
        self.any_fifth = self.any_fifth or bool(self.fifth[card])
        self.rare_use.append(bool(effects.creates or effects.heal_power or effects.moves or effects.cleanses
                                  or effects.finds or effects.scry or self.fifth[card] == "swap"))
        self.finds.append(tuple(effects.finds))  # Search / Seek
        self.moves.append(effects.moves)  # Push X / Pull X
        self.bounce.append(effects.bounce if self.kind[card] == ATTACK else 0)  # Bounce X
        self.prepare.append(effects.prepare)  # Prepare X
        self.any_prepare = self.any_prepare or bool(effects.prepare)
        self.cleanses.append(tuple(effects.cleanses))  # Cleanse / Dispel / Purge
        self.target.append(aim)
        # terminology.md AoE: "All characters in the targeted area take the effect" — a Self / Ally card of the
        # AoE type inflicts on every enemy ("Inflict 1 Stun on All Enemies."); a card that targets no enemy and
        # is not AoE has no enemy to inflict on: reported
        self.aoe.append("AoE" in self.types[card])
        if aim in (SELF, ONE_ALLY, ALL_ALLIES) and not self.aoe[card] and any(
                e[1] == "inflict_status" for e in (*effects.statuses, *(x for option in effects.options for x in option))):
            effects.unsupported.append("structured: a status inflicted by a card that targets no enemy")
        self.incomplete.append(not effects.complete)
        self.unsupported.append(tuple(effects.unsupported))
        self.transforms.append(tuple(effects.transforms))  # as read: (has, status, min, slot)
        self.forms.append(())  # linked: (has, status, min, form card id), by link_forms
        self.base_of.append(card)  # the card a form is of (itself for every other card)
        return card

    def link_created(self, created) -> None:
        """Give every card with create_card the ids of the created records it names (its own character's
        `createdCards` by name); a name with no such record is reported and leaves the card incomplete."""
        by_name: dict = {}
        for record in created:
            by_name.setdefault((record.set_code, record.name), record)
        ids: dict = {}
        for key, record in by_name.items():  # every created card (a status may create one too)
            if key not in self.created_ids:
                self.created_ids[key] = ids[record.number] = self.add(record)
        for card in range(len(self.records)):
            if not self.creates[card] or isinstance(self.creates[card][0][0], int):
                continue
            linked = []
            for name, count in self.creates[card]:
                record = by_name.get((self.character[card], name))
                if record is None:
                    self.unsupported[card] += (f"create_card: {name} (no such created card)",)
                    self.incomplete[card] = True
                    continue
                if record.number not in ids:
                    ids[record.number] = self.add(record)
                linked.append((ids[record.number], count))
            self.creates[card] = tuple(linked)

    def link_weapons(self) -> None:
        """Reading **weapons** (terms.yml Ammo and Reload; data/README.md "Reload and equipment switching"):
        a character's weapons are the statuses its cards' switch_equip effects name and the "Equip: ..."
        statuses its innates' setup gives. A weapon's Ammo is what the weapon's cards spend while it is the
        one equipped: the statuses with a full value (the setup's recordMax) that its forms spend, where
        the weapon's cards are the character's cards whose transforms depend on a weapon (Shoot: Handgun
        becomes Shoot: Riot Gun under Equip: Riot Gun, which spends Shotgun Ammo). A character whose cards
        reload or switch without such a card is reported: which Ammo a weapon fires is not known then."""
        equipping: dict = {}  # character -> its cards that reload or switch
        named: dict = {}
        entries = [(card, entry) for card in range(len(self.records))
                   for entry in (*self.statuses[card], *(e for option in self.options[card] for e in option))]
        for card, entry in entries:
            if entry[1] in ("reload", "switch"):
                key = self.character[card]
                equipping.setdefault(key, set()).add(card)
                if entry[1] == "switch":
                    named.setdefault(key, set()).add(entry[2])
        for key, cards in equipping.items():
            innates = self.innates.get(key)
            full = innates.full if innates else {}
            weapons = named.get(key, set()) | {effect[1] for effect in (innates.setup if innates else ())
                                               if effect[1].startswith("Equip:")}
            bases = [c for c in range(len(self.records)) if self.character[c] == key and self.base_of[c] == c
                     and any(link[1] in weapons for link in self.forms[c])]
            arsenal = {}
            for weapon in sorted(weapons):
                ammo = []
                for card in (self.form_of(base, {(weapon, "value"): 1}) for base in bases):
                    ammo += [e[2] for e in self.statuses[card] if e[1] in ("spend_status", "spend_x") and e[2] in full]
                arsenal[weapon] = tuple(dict.fromkeys(ammo))
            self.weapons[key] = arsenal
            if not bases:
                for card in cards:
                    self.unsupported[card] += ("weapons: which Ammo a weapon fires is not known (no card of its "
                                               "character changes with the equipped weapon)",)
                    self.incomplete[card] = True

    def equip_changes(self, key: str, statuses: dict, kind: str, weapon: str, reload_same: int) -> list:
        """Reading **weapons** (terms.yml Reload: "Lose all current Ammo for the currently equipped weapon,
        then set that weapon's Ammo to its full value"; data/README.md switch_equip), as the status changes
        (op, status, amount) it makes on the character `key` with `statuses`: "switch" equips `weapon` in
        place of the equipped one (each weapon keeps its stored Ammo); choosing the equipped weapon reloads
        it when the card says so (`reload_same`), else changes nothing; "reload" reloads the equipped weapon
        (link_weapons says which Ammo each weapon fires)."""
        arsenal = self.weapons.get(key, {})
        equipped = next((w for w in arsenal if (w, "value") in statuses), None)
        if kind == "switch" and weapon != equipped:
            return [*([("remove_status", equipped, 0)] if equipped is not None else []), ("gain_status", weapon, 1)]
        if equipped is None or (kind == "switch" and not reload_same):
            return []
        full = self.innates[key].full
        return [("set_status", ammo, full[ammo]) for ammo in arsenal[equipped]]

    def form_of(self, card: int, statuses: dict) -> int:
        """The form a deck card is while its own character has (or lacks) the statuses of its transforms:
        the first transform whose condition holds, then that form's own, and so on."""
        forms = self.forms
        for _ in range(8):  # a chain of forms (Base -> Normal -> Serious), never a loop
            for has, status, least, form in forms[card]:
                if (status_amount(statuses, status) >= least) == has:
                    card = form
                    break
            else:
                return card
        return card

    def link_forms(self, forms: dict) -> None:
        """Give every card with transforms its form cards (`forms`: {(character, slot): form record}),
        each form added once per base card and linked in turn (a form may transform again). A transform
        into a slot with no form record is reported on its card and leaves it incomplete, as does a form
        that is not played in full."""
        added: dict = {}
        # a transform into a card of the deck itself (two Ultimates that become each other: the importer makes
        # the second a form of the first, whose own transform leads back to the first)
        decked = {(c, self.character[c], record.get("slot")) for c, record in enumerate(self.records)
                  if record.type in ("card", "ultimate")}
        card = 0
        while card < len(self.records):
            links = []
            for has, status, least, slot in self.transforms[card]:
                record = forms.get((self.character[card], slot))
                if record is None and (self.base_of[card], self.character[card], slot) in decked:
                    links.append((has, status, least, self.base_of[card]))  # back to its own base card
                    continue
                if record is None:
                    self.unsupported[card] += (f"transform: into slot {slot} (no such card)",)
                    self.incomplete[card] = True
                    continue
                key = (self.base_of[card], slot)
                if key not in added:
                    added[key] = self.add(record)
                    self.base_of[added[key]] = self.base_of[card]
                links.append((has, status, least, added[key]))
            self.forms[card] = tuple(links)
            self.transforming = self.transforming or bool(links)
            card += 1
        for card, base in enumerate(self.base_of):
            if self.incomplete[card]:  # a card is played in full only when each of its forms is
                self.incomplete[base] = True
