"""Hypothesis strategies for generated-input tests and for benchmarks/fuzz.py.

Every strategy mixes input a player could plausibly send (real sample card numbers, the line forms
the parser documents, bodies shaped like the API's) with input nobody should send (random text,
odd Unicode digits, wrong JSON types, damaged deck codes), so both the happy path and the error
paths are reached. Nothing here imports Django: the benchmark imports it before Django is set up.
"""
from __future__ import annotations

import base64
import csv
import io
import json
import zlib
from functools import cache
from pathlib import Path

from hypothesis import strategies as st

from cardsdb.models import Restriction
from engine.cards import GAMES
from engine.core import pilot_descriptions
from engine.deckcode import PREFIX, encode_deck
from engine.decklist import DeckEntry
from engine.spec import spec_for

SAMPLES = Path(__file__).resolve().parents[1] / "cardsdb" / "samples"
PILOTS = list(pilot_descriptions())
MODES = ["goldfish", "head-to-head", "gauntlet"]

# Characters that have tripped parsers before: Unicode digits (int() reads some, isdigit() accepts
# more), full-width and ideographic spaces, separators splitlines() honours, comment marks, NUL.
AWKWARD = "0123456789xX*/#:-_٣੩²¹⁴①０１ \t\u3000\u2028\u000b\u000c\x1c\x85\r\n\x00★é<>\"[]"


@cache
def sample_rows(game: str) -> list[dict]:
    data = json.loads((SAMPLES / f"{game}.json").read_text(encoding="utf-8"))
    return data["cards"] if isinstance(data, dict) else data


@cache
def sample_numbers(game: str) -> list[str]:
    return [row["number"] for row in sample_rows(game)]


games = st.sampled_from(GAMES)
awkward_text = st.text(alphabet=st.sampled_from(AWKWARD), max_size=40)
any_text = st.one_of(st.text(max_size=60), awkward_text)
json_scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-(2**70), max_value=2**70),
                         st.floats(allow_nan=False, allow_infinity=False), any_text)
json_values = st.recursive(json_scalars, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                                 st.dictionaries(st.text(max_size=10), inner, max_size=4)),
                           max_leaves=12)


def _counts():
    return st.one_of(st.integers(min_value=1, max_value=4).map(str), st.integers(min_value=0, max_value=200).map(str),
                     st.sampled_from(["0", "100", "4" * 30, "٣", "²", "०४", "-1", "4.5"]))


@st.composite
def deck_line(draw, game: str) -> str:
    """One line of pasted deck text: a known card in one of the documented forms, or noise."""
    number = draw(st.one_of(st.sampled_from(sample_numbers(game)), st.text(min_size=1, max_size=20), awkward_text))
    count = draw(_counts())
    form = draw(st.sampled_from(["{c} {n}", "{c}x {n}", "{c}x{n}", "{c} x {n}", "{n} x{c}", "{n} x {c}", "{n}",
                                 "{c} {n} {c} {n}", "// {n}", "# {n}", "Main:", "AP:", "{c}", "{n} // note"]))
    line = form.format(c=count, n=number)
    return draw(st.one_of(st.just(line), st.just(line), st.just(line), any_text))


@cache
def sample_decks(game: str) -> list[str]:
    return [path.read_text(encoding="utf-8") for path in sorted((SAMPLES / "decks" / game).glob("*.txt"))]


@st.composite
def plausible_deck(draw, game: str) -> str:
    """A list a player could paste: known cards, one to four copies each."""
    numbers = draw(st.lists(st.sampled_from(sample_numbers(game)), min_size=1, max_size=16, unique=True))
    return "\n".join(f"{draw(st.integers(min_value=1, max_value=4))} {number}" for number in numbers)


@st.composite
def deck_text(draw, game: str | None = None) -> str:
    game = game or draw(games)
    lines = draw(st.lists(deck_line(game), max_size=25))
    newline = draw(st.sampled_from(["\n", "\n", "\r\n", "\r", "\u2028"]))
    return draw(st.one_of(st.sampled_from(sample_decks(game)), plausible_deck(game), st.just(newline.join(lines)),
                          any_text))


@st.composite
def _maybe(draw, value_strategy):
    """A field's value: usually a sensible one, sometimes any JSON value."""
    # A middle value: Hypothesis draws the ends of a range far more often than the rest.
    return draw(json_values) if draw(st.integers(0, 11)) == 6 else draw(value_strategy)


@st.composite
def _body(draw, required: dict, optional: dict | None = None) -> dict:
    """A JSON object of fields (name -> strategy): a required field is rarely left out, an optional one
    half the time; now and then an unknown key is added."""
    body = {}
    for name, strategy in required.items():
        if draw(st.integers(0, 11)) != 6:
            body[name] = draw(_maybe(strategy))
    for name, strategy in (optional or {}).items():
        if draw(st.booleans()):
            body[name] = draw(_maybe(strategy))
    if draw(st.integers(0, 19)) == 7:
        body[draw(st.text(max_size=8))] = draw(json_values)
    return body


dates = st.one_of(st.dates().map(str), st.dates().map(str), st.sampled_from(["", "2024-02-30", "yesterday"]))
regions = st.sampled_from(["", *Restriction.Region.values])
category = st.fixed_dictionaries(
    {"field": st.sampled_from(["type", "name", "color", "trigger", "traits", "keywords", "cost"])},
    optional={"value": st.one_of(st.sampled_from(["character", "red", "Knight", "draw"]), json_scalars),
              "at_least": st.one_of(st.integers(min_value=0, max_value=8), json_scalars),
              "by_turn": st.one_of(st.integers(min_value=0, max_value=12), json_scalars), "label": any_text})


@st.composite
def deck_tool_body(draw, seed: bool = False, categories: bool = False):
    """A body for /api/decks/{validate,import,stats,sample-hand}/ and POST /api/deck-codes/."""
    game = draw(games)
    optional = {"region": regions, "as_of": st.one_of(st.none(), dates)}
    if seed:
        optional["seed"] = st.one_of(st.integers(min_value=0, max_value=2**32), st.integers(min_value=-5, max_value=2**64))
    if categories:
        optional["categories"] = st.lists(st.one_of(category, category, st.dictionaries(st.text(max_size=8), json_values)),
                                          max_size=12)
    return draw(_body({"game": st.one_of(st.just(game), st.just(game), any_text), "text": deck_text(game)}, optional))


@st.composite
def deck_entries(draw, game: str) -> list[DeckEntry]:
    return draw(st.lists(st.builds(DeckEntry, st.one_of(st.sampled_from(sample_numbers(game)), st.text(max_size=12)),
                                   st.integers(min_value=0, max_value=120), st.sampled_from(spec_for(game).sections)),
                         max_size=12))


def pack_code(payload: str) -> str:
    """A deck code with a valid checksum around any payload text."""
    packed = zlib.compress(payload.encode("utf-8", "surrogatepass"), 9)
    raw = zlib.crc32(packed).to_bytes(4, "big") + packed
    return PREFIX + base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


@st.composite
def deck_code(draw) -> str:
    """A deck code: a valid one, one with a valid checksum around odd contents, a damaged one, or noise."""
    game = draw(games)
    valid = encode_deck(game, draw(deck_entries(game)))
    payload_lines = draw(st.lists(st.one_of(
        st.builds(lambda s, c, n: f"{s} {c} {n}", st.sampled_from(spec_for(game).sections + ("main", "x")), _counts(),
                  st.sampled_from(sample_numbers(game))),
        any_text), max_size=8))
    crafted = pack_code("\n".join([draw(st.one_of(st.just(game), any_text)), *payload_lines]))
    position = draw(st.integers(min_value=0, max_value=len(valid)))
    damaged = draw(st.sampled_from([valid[:position], valid[:position] + draw(st.characters()) + valid[position + 1:]]))
    return draw(st.sampled_from([valid, crafted, crafted, damaged, PREFIX + draw(any_text), draw(any_text)]))


@st.composite
def deck_ref(draw, game: str) -> dict:
    """A deck in a job: a saved deck's id or a list's text (or both, or neither)."""
    return draw(st.one_of(
        _body({"text": deck_text(game)}, {"name": st.text(max_size=130)}),
        _body({"deck_id": st.integers(min_value=1, max_value=5)}),
        _body({}, {"deck_id": st.integers(min_value=-2, max_value=2**70), "text": deck_text(game),
                   "name": st.text(max_size=130)})))


@st.composite
def job_body(draw) -> dict:
    """A body for POST /api/jobs/."""
    game = draw(games)
    mode = draw(st.sampled_from(MODES))
    opponents = {"goldfish": 0, "head-to-head": 1, "gauntlet": draw(st.integers(min_value=1, max_value=3))}[mode]
    big = st.integers(min_value=-1, max_value=2**70)
    return draw(_body(
        {"game": st.just(game), "mode": st.just(mode), "deck": deck_ref(game),
         "opponents": st.one_of(st.lists(deck_ref(game), min_size=opponents, max_size=opponents),
                                st.lists(deck_ref(game), max_size=3))},
        {"games": st.one_of(st.integers(min_value=1, max_value=2000), big), "seed": st.one_of(st.integers(0, 2**32), big),
         "pilot": st.sampled_from(PILOTS), "opponent_pilot": st.sampled_from(PILOTS),
         "turn_cap": st.integers(min_value=0, max_value=300), "region": regions, "as_of": st.one_of(st.none(), dates),
         "allow_illegal": st.booleans(), "chunk_size": st.one_of(st.integers(min_value=1, max_value=1000), big)}))


@st.composite
def deck_save_body(draw) -> dict:
    """A body for POST /api/decks/ (saving a deck)."""
    game = draw(games)
    names = st.one_of(st.sampled_from(["Red Rush", "Deck"]), st.text(max_size=130))
    return draw(_body({"game": st.just(game), "name": names, "text": deck_text(game)},
                      {"description": st.text(max_size=50), "visibility": st.sampled_from(["private", "unlisted", "public"]),
                       "region": regions, "as_of": st.one_of(st.none(), dates)}))


# Some request bodies are not a JSON object at all: any JSON value, or bytes that are not JSON.
raw_bodies = st.one_of(json_values.map(lambda value: json.dumps(value).encode()), st.binary(max_size=40))
TOOL_BODIES = {"/api/decks/validate/": deck_tool_body(), "/api/decks/import/": deck_tool_body(),
               "/api/decks/stats/": deck_tool_body(categories=True),
               "/api/decks/sample-hand/": deck_tool_body(seed=True), "/api/deck-codes/": deck_tool_body()}


# A saved deck's tools take query parameters (and restore a body): whole numbers, huge ones, or any text.
query_values = st.one_of(st.integers(min_value=-2, max_value=40).map(str), st.integers(min_value=-2, max_value=2**70).map(str),
                         any_text)
saved_deck_request = st.tuples(st.sampled_from(["sample-hand", "diff", "stats", "export", "versions", "restore"]),
                               query_values, query_values)


def texts(value):
    """Every string in a decoded JSON value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from texts(item)
    elif isinstance(value, list):
        for item in value:
            yield from texts(item)


def says_something(body) -> bool:
    """Whether an error body holds some message text, whatever its shape."""
    return any(text.strip() for text in texts(body) if text not in ("error", "code", "message", "details"))


# --- card import rows -------------------------------------------------------------------------------

FIELD_NAMES = sorted({"game", "number", "name", "type", "text", "rarity", "image_url", "deck_limit", "effects",
                      "identity", "series", "color", "required_energy", "ap_cost", "bp", "generated_energy", "traits",
                      "trigger", "trigger_text", "keywords", "card_set", "leader", "win_condition", "attribute",
                      "cost", "copies_in_set", "effect_kinds", "activation_cost", "character", "version", "hp",
                      "speed", "kind", "damage", "hits", "shield", "status_effects", "stars", "power", "toughness",
                      "creature_type", "relic", "set"})


@st.composite
def card_row(draw, game: str) -> dict:
    """A sample card row with a few fields changed, dropped or added (wrong types, huge numbers, long text)."""
    row = dict(draw(st.sampled_from(sample_rows(game))))
    for _ in range(draw(st.integers(min_value=0, max_value=3))):
        name = draw(st.sampled_from(FIELD_NAMES + sorted(row)))
        action = draw(st.sampled_from(["set", "set", "drop", "long", "big"]))
        if action == "drop":
            row.pop(name, None)
        elif action == "long":
            row[name] = draw(st.sampled_from(["x", "7", "ü"])) * draw(st.sampled_from([65, 201, 2000]))
        elif action == "big":
            row[name] = draw(st.sampled_from([2**31, 2**63, 10**30, -(2**40), "1" * 50]))
        else:
            row[name] = draw(json_values)
    if draw(st.integers(0, 9)) == 0:
        row["number"] = draw(st.text(max_size=20))
    return row


COMMUNITY_FIELDS = {"cardNo", "originalId", "name", "type", "color", "energyCost", "apCost", "generatedEnergyData",
                    "power", "traits", "effect", "_trigger", "_triggerText", "rarity", "imageLink", "mainalternate",
                    "series"}


@st.composite
def community_record(draw) -> dict:
    """A record of the community Union Arena JSON format, built from a sample card, some fields changed."""
    card = draw(st.sampled_from(sample_rows("union-arena")))
    number = card["number"]
    record = {"cardNo": number, "originalId": number.split("_")[0], "name": card["name"],
              "type": card["type"].title(), "color": (card.get("color") or "").title(),
              "energyCost": card.get("required_energy"), "apCost": card.get("ap_cost"),
              "generatedEnergyData": card.get("generated_energy"), "power": card.get("bp"),
              "traits": " / ".join(card.get("traits") or []), "effect": card.get("text"),
              "_trigger": card.get("trigger"), "_triggerText": card.get("trigger_text"), "rarity": card.get("rarity"),
              "imageLink": None, "mainalternate": True, "series": number.split("/")[-1].split("-")[0]}
    for _ in range(draw(st.integers(min_value=0, max_value=3))):
        name = draw(st.sampled_from(sorted(COMMUNITY_FIELDS)))
        record[name] = draw(st.one_of(json_values, effect_text, st.none(), st.sampled_from(["", "AP", "Rainbow"])))
    return record


@st.composite
def card_file_json(draw, game: str) -> bytes:
    """The bytes of a JSON card file: rows in a list or under "cards", or something else entirely
    (Union Arena: sometimes community records)."""
    rows = draw(st.lists(st.one_of(card_row(game), card_row(game), json_values), max_size=6))
    if game == "union-arena" and draw(st.booleans()):
        rows = draw(st.lists(st.one_of(community_record(), community_record(), json_values), max_size=6))
    shape = draw(st.sampled_from(["list", "object", "object", "value", "bytes", "deep"]))
    if shape == "list":
        return json.dumps(rows).encode()
    if shape == "object":
        return json.dumps({"game": draw(st.one_of(st.just(game), json_values)), "cards": rows}).encode()
    if shape == "value":
        return json.dumps(draw(json_values)).encode()
    if shape == "deep":
        depth = draw(st.sampled_from([10, 1000, 100_000]))
        return ("[" * depth + "]" * depth).encode()
    return draw(st.binary(max_size=80))


@st.composite
def card_file_csv(draw, game: str) -> bytes:
    """The bytes of a CSV card file built from (mutated) rows, sometimes with ragged or huge cells."""
    rows = draw(st.lists(card_row(game), min_size=1, max_size=5))
    header = list(dict.fromkeys(key for row in rows for key in row))
    if draw(st.booleans()) and draw(st.booleans()):
        header = draw(st.lists(st.one_of(st.sampled_from(FIELD_NAMES), st.text(max_size=6)), max_size=6))
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(header)
    for row in rows:
        cells = [json.dumps(value) if isinstance(value, (list, dict)) else ("" if value is None else str(value))
                 for value in (row.get(key) for key in header)]
        if draw(st.integers(0, 5)) == 0:
            cells.append(draw(st.text(max_size=10)))
        writer.writerow(cells)
    text = out.getvalue()
    extra = draw(st.sampled_from(["", "", "", '"unclosed', "a" * 140_000, "\x00", "\r\n\r\n,,,"]))
    return (text + extra).encode("utf-8", "surrogatepass")


# --- effect text ---------------------------------------------------------------------------------------

EFFECT_WORDS = [
    "[On Play]", "[When Attacking]", "[On Block]", "[On Retire]", "[Your Turn]", "[Opponent's Turn]", "[Main]",
    "[Activate: Main]", "[Trigger]", "[Raid]", "[Impact 1]", "[Once Per Turn]", "[1 Per Turn]", "[Pay 1 AP]",
    "[Rest this card]", "[Discard 1]", "[Retire this card]", "Draw", "draw", "1", "2", "3000", "+1000", "-2000",
    "card", "cards", "Choose", "up to", "1 of", "your", "opponent's", "character", "characters", "with", "BP",
    "or less", "or more", "Retire", "Rest", "it", "this turn", "during this turn", "If", "you", "have", "Front Line",
    "Energy Line", "Outside Area", "hand", "deck", "<Aster>", "\"Knight\"", "trait", "in their name", "gains",
    "[Step]", "[Snipe]", "[Double Attack]", "Place", "from your hand", "in the Outside Area", "then", "and", ",",
    ".", ". ", "When this character attacks,", "At the start of your turn,", "instead", "You cannot choose",
    "again", "Active", "•", "[", "]", "<", ">", "\"",
]
effect_text = st.one_of(
    st.lists(st.sampled_from(EFFECT_WORDS), max_size=30).map(" ".join),
    st.lists(st.sampled_from(EFFECT_WORDS), max_size=30).map("".join),
    any_text, st.none())
