"""Universal Arena's own data files (the schema of the game's rules reference, `data/README.md`):
character YAML files, `keywords.yml` and `status-effects.yml`, read into canonical card rows
(engine/games/universal_arena/records.py) and rule terms (cardsdb.models.RuleTerm).

Reading never raises for bad content: every problem is a UAError naming the file, the character,
the card and the field. Writing (`import_universal_arena`) is atomic and idempotent: the cards go
through cardsdb.services.import_cards, the keyword and status definitions are created or updated
by their id."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from django.db import transaction

from cardsdb.importers import ReadResult
from cardsdb.models import RuleTerm
from cardsdb.services import ImportFailed, ImportReport, import_cards, parse_rows
from engine.cards import CardFieldError, parse_card_row
from engine.games.universal_arena.records import power_range

GAME = "universal-arena"
DEFAULT_HP = 100  # pages/index.md "HP Baseline" 1: 100 per character unless the character sets another value
SPEEDS = {"Fast": "fast", "Normal": "normal", "Slow": "slow"}
KINDS = ("Attack", "Defense", "Special")
TARGETS = ("1 Enemy", "1 Ally", "All Enemies", "All Allies", "Self", "Adjacent Enemies", "Adjacent Allies", "Any")
EVENTS = ("status_changed", "status_inflicted", "status_threshold_crossed", "hp_damage_taken",
          "hp_threshold_crossed", "would_be_defeated")
SCOPES = ("always", "once_per_turn", "once_per_game")
COST = re.compile(r"^\s*(?:(\d+)\s+Ultimate Meter\s*(?:\+\s*)?)?(?:(\d+|X)\s+Energy)?\s*$", re.IGNORECASE)
DEFINITION_KEYS = {"keywords": "keyword", "statusEffects": "status"}
OTHER_REFERENCE_KEYS = ("terms", "cardTypes", "roles")  # reference files the import reads past


@dataclass
class UAError:
    file: str
    field: str
    reason: str
    character: str = ""
    card: str = ""

    def __str__(self):
        where = [f"file {self.file}"]
        if self.character:
            where.append(f"character {self.character}")
        if self.card:
            where.append(f"card {self.card}")
        return f"{', '.join(where)}, field {self.field}: {self.reason}"


@dataclass
class UARead:
    rows: list[dict] = field(default_factory=list)
    places: list[tuple[str, str, str]] = field(default_factory=list)  # (file, character, card) per row
    terms: list[dict] = field(default_factory=list)  # RuleTerm field values
    errors: list[UAError] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # reference files with nothing to import

    @property
    def characters(self) -> int:
        return sum(1 for row in self.rows if row["type"] == "character")


class UAImportFailed(Exception):
    def __init__(self, errors: list[UAError]):
        self.errors = errors
        super().__init__(f"{len(errors)} problem(s); nothing was imported")


@dataclass
class UAReport:
    cards: ImportReport
    terms_created: int = 0
    terms_updated: int = 0
    terms_unchanged: int = 0
    characters: int = 0
    skipped: list[str] = field(default_factory=list)


# --- reading ---------------------------------------------------------------------------------------


def read_path(path: str | Path) -> UARead:
    """A character file, a keywords/status-effects file, or a folder holding any of them (searched
    recursively, in name order)."""
    path = Path(path)
    read = UARead()
    if path.is_dir():
        files = sorted(p for p in path.rglob("*") if p.suffix in (".yml", ".yaml") and p.is_file())
        if not files:
            read.errors.append(UAError(str(path), "path", "the folder holds no .yml or .yaml file"))
        for file in files:
            _read_file(file, read)
    elif path.is_file():
        _read_file(path, read)
    else:
        read.errors.append(UAError(str(path), "path", "no such file or folder"))
    return read


def _read_file(path: Path, read: UARead) -> None:
    try:
        content = path.read_bytes()
    except OSError as exc:
        read.errors.append(UAError(str(path), "file", f"cannot read ({exc.strerror})"))
        return
    read_bytes(content, str(path), read)


def read_bytes(content: bytes, filename: str, read: UARead | None = None) -> UARead:
    read = read if read is not None else UARead()
    try:
        text = content.decode("utf-8-sig")
        data = yaml.safe_load(text)
    except UnicodeDecodeError as exc:
        read.errors.append(UAError(filename, "file", f"not UTF-8 text (byte {exc.start})"))
        return read
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark else ""
        problem = getattr(exc, "problem", None) or exc.__class__.__name__
        read.errors.append(UAError(filename, "file", f"not valid YAML{where}: {problem}"))
        return read
    except RecursionError:
        read.errors.append(UAError(filename, "file", "the YAML is nested too deeply"))
        return read
    if not isinstance(data, dict):
        read.errors.append(UAError(filename, "file", "must be a YAML mapping (a character, or keywords/statusEffects)"))
    elif "cards" in data or "id" in data:
        _read_character(data, filename, read)
    elif any(key in data for key in DEFINITION_KEYS):
        for key, kind in DEFINITION_KEYS.items():
            if key in data:
                _read_definitions(data[key], kind, key, filename, read)
    elif any(key in data for key in OTHER_REFERENCE_KEYS):
        read.skipped.append(filename)
    else:
        read.errors.append(UAError(filename, "file", "is neither a character (id, cards) nor a keywords or "
                                                     "statusEffects file"))
    return read


def _text(value) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def _read_definitions(entries, kind: str, key: str, filename: str, read: UARead) -> None:
    if not isinstance(entries, list):
        read.errors.append(UAError(filename, key, "must be a list"))
        return
    for index, entry in enumerate(entries):
        where = f"{key}[{index}]"
        if not isinstance(entry, dict):
            read.errors.append(UAError(filename, where, "must be a mapping"))
            continue
        slug, name = _text(entry.get("id")), _text(entry.get("name"))
        if not slug or not name:
            read.errors.append(UAError(filename, f"{where}.{'id' if not slug else 'name'}", "is required (text)"))
            continue
        if kind == "keyword":
            description = _text(entry.get("description"))
            if not description:
                read.errors.append(UAError(filename, f"{where}.description", f"keyword {name}: is required (text)"))
                continue
            category = entry.get("category")
        else:
            rules = entry.get("rules")
            if not isinstance(rules, list) or not all(isinstance(r, dict) and _text(r.get("timing")) and
                                                      _text(r.get("text")) for r in rules):
                read.errors.append(UAError(filename, f"{where}.rules", f"status {name}: must be a list of "
                                                                       "{timing, text}"))
                continue
            description = "\n".join(f"{r['timing']}: {r['text']}" for r in rules)
            category = entry.get("type")
        read.terms.append({"kind": kind, "slug": slug[:120], "name": name[:120], "category": str(category or "")[:60],
                           "description": description, "data": entry, "character": ""})


def _read_character(data: dict, filename: str, read: UARead) -> None:
    errors: list[UAError] = []
    character = _text(data.get("name")) or "?"

    def error(field_name: str, reason: str, card: str = ""):
        errors.append(UAError(filename, field_name, reason, character, card))

    slug, name, version = (_text(data.get(key)) for key in ("id", "name", "version"))
    for key, value in (("id", slug), ("name", name), ("version", version)):
        if not value:
            error(key, "is required (text)")
    if slug and Path(filename).stem != slug and Path(filename).suffix in (".yml", ".yaml"):
        error("id", f"{slug!r} must match the file name ({Path(filename).stem})")
    if errors:
        read.errors.extend(errors)
        return
    key = f"{name}|{version}"
    character = f"{name} ({version})"
    hp = data.get("hp", DEFAULT_HP)
    if isinstance(hp, bool) or not isinstance(hp, int) or hp <= 0:
        error("hp", f"{hp!r} is not a positive whole number")
    for list_key in ("roles", "innates", "statusEffects"):
        if data.get(list_key) is not None and not isinstance(data.get(list_key), list):
            error(list_key, "must be a list")
    innates = data.get("innates") or []
    statuses = data.get("statusEffects") or []
    if isinstance(innates, list):
        _check_innates(innates, error)
    if isinstance(statuses, list):
        for index, status in enumerate(statuses):
            if not isinstance(status, dict) or not _text(status.get("name")):
                error(f"statusEffects[{index}].name", "is required (text)")
            elif not isinstance(status.get("lines"), list) or not all(isinstance(x, str) for x in status["lines"]):
                error(f"statusEffects[{index}].lines", f"status {status['name']}: must be a list of text lines")
    rows = [{
        "number": slug, "name": name, "type": "character", "version": version, "hp": hp,
        "source_id": slug, "origin": data.get("origin"), "roles": data.get("roles"),
        "difficulty": data.get("difficulty"), "gameplan": data.get("gameplan"), "art": data.get("art"),
        "innates": innates, "statuses": statuses, "text": _text(data.get("gameplan")) or "",
    }]
    places = [(filename, character, "")]
    cards = data.get("cards")
    if not isinstance(cards, list) or not cards:
        error("cards", "must be a non-empty list")
        cards = []
    created = data.get("createdCards") or []
    if not isinstance(created, list):
        error("createdCards", "must be a list")
        created = []
    slots: set[str] = set()
    forms = _forms(cards)
    for section, entries in (("cards", cards), ("createdCards", created)):
        for index, card in enumerate(entries):
            row = _card_row(card, f"{section}[{index}]", section, slug, key, slots, error)
            if row and section == "cards" and row["slot"] in forms:
                row["type"], row["form_of"] = "form", forms[row["slot"]]
            if row:
                rows.append(row)
                places.append((filename, character, f"{row['name']} (slot {row['slot']})"))
    _check_transforms(cards, slots, error)
    for row, (_, _, card) in zip(rows, places, strict=True):
        try:
            parse_card_row(GAME, row)
        except CardFieldError as exc:
            error(exc.field, exc.reason, card)
    if errors:
        read.errors.extend(errors)
        return
    read.rows.extend(rows)
    read.places.extend(places)
    for status in statuses:
        lines = status["lines"]
        kind_line = next((line for line in lines if line.startswith("Type:")), "")
        read.terms.append({"kind": "status", "slug": f"{slug}/{status['name']}"[:120], "name": status["name"][:120],
                           "category": kind_line.removeprefix("Type:").strip(" .")[:60],
                           "description": "\n".join(lines), "data": status, "character": key})


def _check_innates(innates: list, error) -> None:
    for index, innate in enumerate(innates):
        where = f"innates[{index}]"
        if not isinstance(innate, dict) or not _text(innate.get("id")):
            error(f"{where}.id", "is required (text)")
            continue
        if not any(innate.get(k) for k in ("setup", "mitigations", "triggers")):
            error(where, f"innate {innate['id']}: needs setup, mitigations or triggers")
        triggers = innate.get("triggers") or []
        if not isinstance(triggers, list):
            error(f"{where}.triggers", f"innate {innate['id']}: must be a list")
            continue
        for t_index, trigger in enumerate(triggers):
            at = f"{where}.triggers[{t_index}]"
            if not isinstance(trigger, dict):
                error(at, "must be a mapping")
                continue
            if trigger.get("event") not in EVENTS:
                error(f"{at}.event", f"{trigger.get('event')!r} is not one of {', '.join(EVENTS)}")
            if trigger.get("scope") not in SCOPES:
                error(f"{at}.scope", f"{trigger.get('scope')!r} is not one of {', '.join(SCOPES)}")
            if not isinstance(trigger.get("filters", {}), dict):
                error(f"{at}.filters", "must be a mapping")
            if not trigger.get("effects") and not trigger.get("decision"):
                error(at, "needs effects or a decision")
            _check_effects(trigger.get("effects") or [], f"{at}.effects", "", error)
        for key in ("setup", "mitigations"):
            if innate.get(key) is not None and not isinstance(innate.get(key), list):
                error(f"{where}.{key}", "must be a list")


def _check_effects(effects, where: str, card: str, error) -> None:
    if not isinstance(effects, list):
        error(where, "must be a list", card)
        return
    for index, effect in enumerate(effects):
        if not isinstance(effect, dict) or not _text(effect.get("type")):
            error(f"{where}[{index}].type", "each effect is a mapping with a type", card)
        elif effect["type"] == "choose":
            options = effect.get("options")
            if not isinstance(options, list) or not options:
                error(f"{where}[{index}].options", "a choice needs a list of options", card)
                continue
            for o_index, option in enumerate(options):
                if not isinstance(option, dict):
                    error(f"{where}[{index}].options[{o_index}]", "must be a mapping", card)
                else:
                    _check_effects(option.get("effects") or [], f"{where}[{index}].options[{o_index}].effects", card,
                                   error)


def _card_row(card, where: str, section: str, slug: str, key: str, slots: set, error) -> dict | None:
    if not isinstance(card, dict):
        error(where, "must be a mapping")
        return None
    name, slot = _text(card.get("name")), card.get("slot")
    slot = str(slot).strip() if isinstance(slot, (str, int)) and str(slot).strip() else None
    label = f"{name or '?'} (slot {slot or '?'})"
    before = len(slots)
    if not name:
        error(f"{where}.name", "is required (text)", label)
    if not slot:
        error(f"{where}.slot", "is required (text)", label)
    elif slot in slots:
        error(f"{where}.slot", f"{slot!r} appears twice", label)
    else:
        slots.add(slot)
    if not name or not slot or len(slots) == before:
        return None
    ok = True

    def bad(field_name, reason):
        nonlocal ok
        ok = False
        error(f"{where}.{field_name}", reason, label)

    cost = card.get("cost")
    match = COST.match(cost) if isinstance(cost, str) else None
    if not match or not (match.group(1) or match.group(2)):
        bad("cost", f"{cost!r} is not a cost such as '2 Energy', 'X Energy' or '30 Ultimate Meter'")
        match = None
    power = card.get("power")
    if isinstance(power, int) and not isinstance(power, bool):
        power = str(power)
    try:
        power_range(power)
    except CardFieldError as exc:
        bad("power", exc.reason)
    types = card.get("types")
    if not isinstance(types, list) or not types or not all(isinstance(t, str) for t in types):
        bad("types", "must be a non-empty list of card types")
        types = []
    kinds = [t for t in types if t in KINDS]
    if types and not kinds:
        bad("types", f"names none of {', '.join(KINDS)}")
    speed = card.get("speed")
    if not isinstance(speed, str) or speed not in SPEEDS:
        bad("speed", f"{speed!r} is not one of {', '.join(SPEEDS)}")
    target = card.get("target")
    if not _text(target):
        bad("target", "is required (text, e.g. 1 Enemy)")
    effect = card.get("effect")
    if not isinstance(effect, list) or not all(isinstance(line, str) for line in effect):
        bad("effect", "must be a list of text lines")
        effect = []
    for list_key in ("effects", "restrictions", "transforms"):
        if card.get(list_key) is not None and not isinstance(card.get(list_key), list):
            bad(list_key, "must be a list")
    _check_effects(card.get("effects") or [], f"{where}.effects", label, lambda f, r, c: bad(f[len(where) + 1:], r))
    if not ok:
        return None
    ultimate = slot.startswith("ultimate") or "Ultimate" in types
    card_type = "created" if section == "createdCards" else ("ultimate" if ultimate else "card")
    meter, energy = match.group(1), match.group(2)
    return {
        "number": f"{slug}/{slot}", "name": name, "type": card_type, "character": key, "slot": slot,
        "speed": SPEEDS[speed], "kind": kinds[0].lower(), "types": types, "target": target.strip(),
        "cost": int(energy) if energy and energy.isdigit() else 0, "x_cost": bool(energy and energy.upper() == "X"),
        "meter_cost": int(meter) if meter else 0, "cost_text": cost.strip(),
        "power": power if power not in (None, "", "-") else None, "text": "\n".join(effect),
        "structured_effects": card.get("effects") or [], "restrictions": card.get("restrictions") or [],
        "transforms": card.get("transforms") or [],
    }


def _forms(cards: list) -> dict[str, str]:
    """Slot -> the base slot it is a form of: a card that a card transforms into (directly or along a
    chain) is a form, outside the draw pile and the Ultimates; the first-listed card of a group (e.g.
    two Ultimates that become each other) is the base."""
    forms: dict[str, str] = {}
    bases: set[str] = set()
    for card in cards:
        if not isinstance(card, dict):
            continue
        slot = str(card.get("slot"))
        base = forms.get(slot, slot)
        if slot not in forms:
            bases.add(slot)
        transforms = card.get("transforms") if isinstance(card.get("transforms"), list) else []
        for transform in transforms:
            target = str(transform.get("cardSlot")) if isinstance(transform, dict) else None
            if target and target not in bases and target != slot:
                forms.setdefault(target, base)
    return forms


def _check_transforms(cards: list, slots: set, error) -> None:
    for index, card in enumerate(cards):
        if not isinstance(card, dict) or not isinstance(card.get("transforms"), list):
            continue
        for t_index, transform in enumerate(card["transforms"]):
            target = transform.get("cardSlot") if isinstance(transform, dict) else None
            if str(target) not in slots:
                error(f"cards[{index}].transforms[{t_index}].cardSlot", f"{target!r} is not a slot of this character",
                      f"{card.get('name')} (slot {card.get('slot')})")


# --- writing ---------------------------------------------------------------------------------------


def import_universal_arena(read: UARead) -> UAReport:
    """Write a read folder or file: every card and definition, or nothing (UAImportFailed with every
    problem, each naming file, character, card and field)."""
    errors = list(read.errors)
    rows = ReadResult(rows=list(enumerate(read.rows, start=1)))
    _, row_errors = parse_rows(GAME, rows)
    for row_error in row_errors:
        file, character, card = read.places[row_error.row - 1]
        errors.append(UAError(file, row_error.field, row_error.reason, character, card))
    if not read.rows and not read.terms and not errors:
        errors.append(UAError("(input)", "path", "nothing to import: no character, keyword or status effect"))
    if errors:
        raise UAImportFailed(errors)
    with transaction.atomic():
        try:
            cards = import_cards(GAME, rows) if read.rows else ImportReport()
        except ImportFailed as failed:  # cannot happen after parse_rows passed, but never half-write
            raise UAImportFailed([UAError("(input)", e.field, e.reason) for e in failed.errors]) from None
        report = UAReport(cards=cards, characters=read.characters, skipped=read.skipped)
        for values in read.terms:
            term = RuleTerm.objects.filter(game=GAME, kind=values["kind"], slug=values["slug"]).first()
            if term is None:
                RuleTerm.objects.create(game=GAME, **values)
                report.terms_created += 1
            elif all(getattr(term, k) == v for k, v in values.items()):
                report.terms_unchanged += 1
            else:
                for k, v in values.items():
                    setattr(term, k, v)
                term.save()
                report.terms_updated += 1
    return report


def summary(report: UAReport) -> str:
    cards = report.cards
    return (f"{report.characters} characters, {cards.total} cards ({cards.created} created, {cards.updated} updated, "
            f"{cards.unchanged} unchanged), {report.terms_created + report.terms_updated + report.terms_unchanged} "
            f"keywords and statuses ({report.terms_created} created, {report.terms_updated} updated, "
            f"{report.terms_unchanged} unchanged)")
