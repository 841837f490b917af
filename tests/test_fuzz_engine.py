"""Generated input for the pure engine readers: deck text, deck files, deck codes, card files and the
effect compiler. Whatever they are given, they answer or raise their own named error; nothing else
escapes (strategies in tests/strategies.py, also run at scale by benchmarks/fuzz.py)."""
import json
import os
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from cardsdb.importers import CardFileError, read_card_bytes
from engine.cards import GAMES
from engine.deckcode import DeckCodeError, decode_deck, encode_deck
from engine.deckfile import DeckFileError, load_card_index, load_deck
from engine.decklist import export_deck_text, parse_deck_text
from engine.effects import validate_effects
from engine.effects.compiler import compile_card_text
from engine.effects.describe import describe
from tests import strategies

# FUZZ_EXAMPLES=N runs more (or fewer) examples per test than the suite does.
FUZZ = settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", 80)), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
INDEXES = {game: load_card_index(game) for game in GAMES}
LINE_CODES = {"malformed-line", "unknown-card", "wrong-game", "bad-count", "too-large"}


@pytest.mark.parametrize("game", GAMES)
@FUZZ
@given(data=st.data())
def test_deck_text_parses_or_names_each_bad_line(game, data):
    text = data.draw(strategies.deck_text(game))
    parsed = parse_deck_text(game, text, INDEXES[game])
    for error in parsed.errors:
        assert error.code in LINE_CODES and error.message
        if error.line:
            assert error.message.startswith(f"Line {error.line}:")
    # What was read exports to text that reads back the same (grouped by section).
    again = parse_deck_text(game, export_deck_text(game, parsed.entries, INDEXES[game]), INDEXES[game])
    assert again.errors == [] and sorted(again.entries, key=repr) == sorted(parsed.entries, key=repr)


@FUZZ
@given(game=strategies.games, text=strategies.deck_text())
def test_deck_files_load_or_raise_deck_file_error(game, text):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "deck.txt"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            deck = load_deck(game, path, INDEXES[game])
        except DeckFileError as error:
            assert str(path) in str(error) and "Line " in str(error)
        else:
            assert deck.name == "deck"


@FUZZ
@given(code=strategies.deck_code())
@example(code=strategies.pack_code("union-arena\nmain ² UA90BT/DLB-1-001"))  # isdigit() but not int()
@example(code=strategies.pack_code("union-arena\nmain 0 UA90BT/DLB-1-001"))  # no copies
@example(code=strategies.pack_code("union-arena\nmain " + "9" * 5000 + " UA90BT/DLB-1-001"))  # past int()'s digits
@example(code=strategies.pack_code("union-arena\n" + "main 4 UA90BT/DLB-1-001\n" * 20_000))  # unpacks to 480 kB
def test_deck_codes_decode_or_say_what_is_wrong(code):
    try:
        game, entries = decode_deck(code)
    except DeckCodeError as error:
        assert str(error)
    else:
        assert game in GAMES and all(isinstance(e.count, int) for e in entries)


@FUZZ
@given(data=st.data(), game=strategies.games)
def test_deck_codes_round_trip(data, game):
    entries = [e for e in data.draw(strategies.deck_entries(game))
               if e.number in strategies.sample_numbers(game) and e.count >= 1]
    assert decode_deck(encode_deck(game, entries)) == (game, entries)


@FUZZ
@given(data=st.data(), game=strategies.games, kind=st.sampled_from(["json", "csv"]))
def test_card_files_read_or_raise_card_file_error(data, game, kind):
    content = data.draw(strategies.card_file_json(game) if kind == "json" else strategies.card_file_csv(game))
    try:
        result = read_card_bytes(content, f"cards.{kind}", game=game)
    except CardFileError as error:
        assert str(error).startswith(f"cards.{kind}: ")
    else:
        for error in result.errors:
            assert error.row >= 1 and error.field and error.reason


@pytest.mark.parametrize("game,line", [
    ("union-arena", "UA90BT/DLB-1-001 x ²"),  # "²".isdigit() is true, int("²") fails
    ("union-arena", "9" * 5000 + " UA90BT/DLB-1-001"),  # more digits than int() reads
    ("union-arena", "UA90BT/DLB-1-001 x" + "9" * 5000),
    ("arcana", "9" * 5000 + " ARC-001"),
    ("arcana", "ARC-001 x" + "9" * 5000),
])
def test_odd_counts_are_named_line_errors(game, line):
    parsed = parse_deck_text(game, "1 " + strategies.sample_numbers(game)[0] + "\n" + line, INDEXES[game])
    assert parsed.errors and {error.line for error in parsed.errors} == {2}


def test_copies_added_up_past_one_line_export_to_lines_that_read_back():
    text = "50 UA90BT/DLB-1-001\n50 UA90BT/DLB-1-001\n99 UA90BT/DLB-1-001"
    index = INDEXES["union-arena"]
    parsed = parse_deck_text("union-arena", text, index)
    exported = export_deck_text("union-arena", parsed.entries, index)
    assert exported.splitlines()[1:] == ["99 UA90BT/DLB-1-001", "99 UA90BT/DLB-1-001", "1 UA90BT/DLB-1-001"]
    assert parse_deck_text("union-arena", exported, index).entries == parsed.entries


@pytest.mark.parametrize("content,filename,message", [
    (b"[" * 100_000 + b"]" * 100_000, "cards.json", "cards.json: the JSON is nested too deeply"),
    (b"number,name\n" + b"a" * 140_000 + b",x\n", "cards.csv", "cards.csv: the row after line 1 cannot be read as CSV"),
])
def test_card_files_too_deep_or_too_wide_are_named_file_errors(content, filename, message):
    with pytest.raises(CardFileError, match=re.escape(message)):
        read_card_bytes(content, filename)


@pytest.mark.parametrize("changes,field", [
    ({"cardNo": []}, "cardNo"),  # was TypeError: unhashable type: 'list'
    ({"cardNo": True}, "cardNo"),  # was AttributeError: 'bool' object has no attribute 'strip'
    ({"type": True}, "type"),
    ({"color": [None]}, "color"),
    ({"effect": [None]}, "effect"),  # was TypeError in split_clauses
    ({"_trigger": 1}, "_trigger"),
    ({"originalId": {}}, "originalId"),
    ({"originalId": ":"}, "originalId"),  # was CardFieldError escaping the reader
])
def test_community_records_of_the_wrong_shape_are_named_row_errors(changes, field):
    record = {"cardNo": "UA90BT/DLB-1-001", "originalId": "UA90BT/DLB-1-001", "name": "Aster", "type": "Character",
              "color": "Red", "power": 1000, "effect": "[On Play] Draw 1 card.", **changes}
    result = read_card_bytes(json.dumps([record]).encode(), "cards.json", fmt="community")
    assert result.rows == [] and [(error.row, error.field) for error in result.errors] == [(1, field)]
    assert result.errors[0].reason


@FUZZ
@given(text=strategies.effect_text)
def test_effect_compiler_compiles_or_keeps_the_text(text):
    compiled = compile_card_text(text)
    assert validate_effects("union-arena", compiled.effects) == []
    assert isinstance(describe(compiled.effects), str)
    assert all(isinstance(clause, str) for clause in compiled.uncompiled)


@FUZZ
@given(game=strategies.games, effects=strategies.json_values)
def test_effect_validation_names_the_path_of_each_problem(game, effects):
    problems = validate_effects(game, effects)
    assert isinstance(problems, list)
    assert all(isinstance(problem, str) and problem for problem in problems)
