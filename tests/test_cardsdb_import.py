"""Card import and export: canonical JSON/CSV, the community Union Arena format, bad rows, atomicity."""
import json

import pytest
from django.core.management import CommandError, call_command
from django.db import IntegrityError

from cardsdb.models import Card, CardKeyword, CardTrait
from tests.cards_factory import community_record, ua_row

pytestmark = pytest.mark.django_db


def write_json(tmp_path, rows, name="cards.json", game=None):
    path = tmp_path / name
    payload = {"game": game, "cards": rows} if game else rows
    path.write_text(json.dumps(payload), encoding="utf-8")
    return path


def test_import_json_creates_cards_with_traits_and_keywords(tmp_path):
    rows = [ua_row("UA90BT/TST-1-001", keywords=[{"name": "impact", "value": 1}, {"name": "step"}], traits=["Knight", "Hero"]),
            ua_row("UA90BT/TST-1-002", name="Second", type="event", bp=None, trigger="special")]
    call_command("import_cards", str(write_json(tmp_path, rows)), game="union-arena")
    card = Card.objects.get(number="UA90BT/TST-1-001")
    assert (card.identity, card.set_code, card.cost, card.power) == ("TST-1-001", "TST", 1, 2000)
    assert sorted(card.traits.values_list("name", flat=True)) == ["Hero", "Knight"]
    assert list(card.keywords.values_list("name", "value")) == [("impact", 1), ("step", None)]
    assert Card.objects.get(number="UA90BT/TST-1-002").trigger == "special"


def test_reimport_updates_by_number_and_is_idempotent(tmp_path, capsys):
    path = write_json(tmp_path, [ua_row("UA90BT/TST-1-001", bp=2000)])
    call_command("import_cards", str(path), game="union-arena")
    call_command("import_cards", str(path), game="union-arena")
    assert "1 unchanged" in capsys.readouterr().out
    path = write_json(tmp_path, [ua_row("UA90BT/TST-1-001", bp=3500, traits=["Mage"])])
    call_command("import_cards", str(path), game="union-arena")
    card = Card.objects.get()
    assert card.power == 3500
    assert list(card.traits.values_list("name", flat=True)) == ["Mage"]


def test_bad_rows_are_all_reported_and_nothing_is_written(tmp_path, capsys):
    Card.objects.create(game="union-arena", number="UA90BT/TST-1-099", identity="TST-1-099", name="Kept",
                        card_type="character")
    rows = [ua_row("UA90BT/TST-1-001"),
            ua_row("UA90BT/TST-1-002", color="orange"),
            ua_row("UA90BT/TST-1-003", bp="lots"),
            ua_row("UA90BT/TST-1-004", colour="red"),
            ua_row("UA90BT/TST-1-099", name="Changed")]
    with pytest.raises(CommandError, match="3 bad row"):
        call_command("import_cards", str(write_json(tmp_path, rows)), game="union-arena")
    err = capsys.readouterr().err
    assert "row 2 (UA90BT/TST-1-002), field color: 'orange' is not one of" in err
    assert "row 3 (UA90BT/TST-1-003), field bp: 'lots' is not a whole number" in err
    assert "row 4 (UA90BT/TST-1-004), field colour: is not a field of union-arena cards" in err
    assert list(Card.objects.values_list("number", "name")) == [("UA90BT/TST-1-099", "Kept")]


def test_duplicate_numbers_in_one_file_are_an_error(tmp_path, capsys):
    rows = [ua_row("UA90BT/TST-1-001"), ua_row("UA90BT/TST-1-001")]
    with pytest.raises(CommandError):
        call_command("import_cards", str(write_json(tmp_path, rows)), game="union-arena")
    assert "row 2 (UA90BT/TST-1-001), field number: UA90BT/TST-1-001 already appears at row 1" in capsys.readouterr().err
    assert Card.objects.count() == 0


def test_unreadable_files_name_the_problem(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text('[{"number": ', encoding="utf-8")
    with pytest.raises(CommandError, match=r"broken.json: not valid JSON \(line 1"):
        call_command("import_cards", str(bad), game="union-arena")
    with pytest.raises(CommandError, match="is for 'arcana', not 'union-arena'"):
        call_command("import_cards", str(write_json(tmp_path, [], game="arcana")), game="union-arena")


def test_csv_import_with_line_numbers(tmp_path, capsys):
    path = tmp_path / "cards.csv"
    path.write_text(
        "number,name,type,color,required_energy,ap_cost,bp,traits,keywords,trigger\n"
        "UA90BT/TST-1-001,Alpha,character,red,1,1,2000,Knight|Hero,\"[{\"\"name\"\": \"\"snipe\"\"}]\",draw\n"
        "UA90BT/TST-1-002,Beta,character,red,x,1,2000,,,none\n", encoding="utf-8")
    with pytest.raises(CommandError):
        call_command("import_cards", str(path), game="union-arena")
    assert "row 3 (UA90BT/TST-1-002), field required_energy: 'x' is not a whole number" in capsys.readouterr().err
    path.write_text(path.read_text().replace(",x,", ",2,"), encoding="utf-8")
    call_command("import_cards", str(path), game="union-arena")
    alpha = Card.objects.get(name="Alpha")
    assert sorted(alpha.traits.values_list("name", flat=True)) == ["Hero", "Knight"]
    assert list(alpha.keywords.values_list("name", flat=True)) == ["snipe"]


@pytest.mark.parametrize("suffix", ["json", "csv"])
def test_export_then_import_gives_back_the_same_cards(tmp_path, suffix):
    rows = [ua_row("UA90BT/TST-1-001", keywords=[{"name": "raid", "target": "Knight", "target_kind": "trait"}],
                   text="[On Play] Draw 1 card.", deck_limit=12, image_url="https://example.test/a.png"),
            ua_row("EX01BT/TST-1-001", name="Reprint"),
            ua_row("UA90BT/TST-1-AP01", name="AP card", type="ap", bp=None, ap_cost=0, color=None)]
    call_command("import_cards", str(write_json(tmp_path, rows)), game="union-arena")
    before = list(Card.objects.order_by("number").values())
    out = tmp_path / f"export.{suffix}"
    call_command("export_cards", str(out), game="union-arena")
    Card.objects.all().delete()
    call_command("import_cards", str(out), game="union-arena")
    after = list(Card.objects.order_by("number").values())
    strip = lambda rows: [{k: v for k, v in r.items() if k not in ("id", "updated_at")} for r in rows]  # noqa: E731
    assert strip(after) == strip(before)


@pytest.mark.parametrize("game,row", [
    ("unien", {"number": "UN-INO-01", "name": "Spark Girl", "type": "character", "card_set": "inori",
               "attribute": "fire", "cost": {"fire": 1, "colourless": 1}, "traits": ["検閲官"], "effect_kinds": ["cip"]}),
    ("universal-arena", {"number": "UVA-1-1", "name": "Quick Jab", "type": "card", "character": "Rin|Base",
                         "speed": "fast", "kind": "attack", "cost": 1, "damage": 2, "hits": 2}),
    ("arcana", {"number": "ARC-001", "name": "Dawn Paladin", "type": "creature", "stars": 3, "power": 7,
                "toughness": 5, "creature_type": "Heroic", "relic": True, "rarity": "mythic rare"}),
])
def test_other_games_round_trip(tmp_path, game, row):
    call_command("import_cards", str(write_json(tmp_path, [row])), game=game)
    out = tmp_path / "out.json"
    call_command("export_cards", str(out), game=game)
    exported = json.loads(out.read_text())["cards"][0]
    for key, value in row.items():
        assert exported[key] == value


def test_unien_cost_must_name_known_attributes(tmp_path, capsys):
    row = {"number": "UN-1", "name": "X", "type": "character", "card_set": "inori", "cost": {"light": 1}}
    with pytest.raises(CommandError):
        call_command("import_cards", str(write_json(tmp_path, [row])), game="unien")
    assert "field cost: unknown attribute 'light'" in capsys.readouterr().err


def test_number_is_unique_per_game_not_globally():
    Card.objects.create(game="arcana", number="X-1", identity="x", name="A", card_type="rune")
    Card.objects.create(game="unien", number="X-1", identity="X-1", name="B", card_type="ability")
    with pytest.raises(IntegrityError):
        Card.objects.create(game="arcana", number="X-1", identity="x", name="C", card_type="rune")


# --- community Union Arena format (records written here, not the real data) ---------------------

def test_community_records_become_canonical_cards(tmp_path):
    records = [
        community_record("UA99BT/ZZQ-1-001", effect="1[Impact 1]@[On Play] Draw 1 card.", _trigger="Draw",
                         _triggerText="Draw 1 card.", color="rainbow"),
        community_record("UA99BT/ZZQ-1-001_p1", originalId="UA99BT/ZZQ-1-001", mainalternate=False, name=None,
                         type=None, power=None, color=None, traits=None),
        community_record("UA98BT-ZZQ-1-002", effect="[Raid] <Trait: Pilot>@[When Attacking] Rest 1 card."),
        community_record("ZZQ-1-AP01", name=None, type="AP", color=None, energyCost=None, apCost=None,
                         power=None, traits=None),
        community_record("ZZQ-1-003", effect="You can have up to 12 copies of this card in your deck.", power=None,
                         type="Event"),
    ]
    call_command("import_cards", str(write_json(tmp_path, records)), game="union-arena")
    base = Card.objects.get(number="UA99BT/ZZQ-1-001")
    assert base.colors == "all" and base.trigger == "draw" and base.text == "[Impact 1]@[On Play] Draw 1 card."
    assert list(base.keywords.values_list("name", "value")) == [("impact", 1)]
    parallel = Card.objects.get(number="UA99BT/ZZQ-1-001_p1")
    assert (parallel.identity, parallel.name, parallel.power) == ("ZZQ-1-001", "Rika Tester", 2500)
    raid = Card.objects.get(number="UA98BT-ZZQ-1-002")
    assert (raid.identity, raid.set_code) == ("ZZQ-1-002", "ZZQ")
    assert list(CardKeyword.objects.filter(card=raid).values_list("name", "target")) == [("raid", "Pilot")]
    assert raid.data["keywords"][0]["target_kind"] == "trait"
    ap = Card.objects.get(number="ZZQ-1-AP01")
    assert (ap.card_type, ap.name, ap.ap_cost) == ("ap", "AP card", 0)
    assert Card.objects.get(number="ZZQ-1-003").deck_limit == 12
    assert sorted(CardTrait.objects.filter(card=base).values_list("name", flat=True)) == ["Academy", "Pilot"]


def test_community_row_without_type_or_base_is_reported(tmp_path, capsys):
    records = [community_record("ZZQ-1-005", type=None, power=None)]
    with pytest.raises(CommandError):
        call_command("import_cards", str(write_json(tmp_path, records)), game="union-arena")
    assert "row 1 (ZZQ-1-005), field type: is missing" in capsys.readouterr().err


def test_effects_are_validated_on_import(tmp_path, capsys):
    rows = [ua_row("UA90BT/TST-1-001", effects=[{"timing": "on-play", "actions": [{"do": "draw", "amount": 1}]}]),
            ua_row("UA90BT/TST-1-002", effects=[{"timing": "on-play", "actions": [{"do": "draw", "amount": "x"}]}])]
    with pytest.raises(CommandError):
        call_command("import_cards", str(write_json(tmp_path, rows)), game="union-arena")
    assert "row 2 (UA90BT/TST-1-002), field effects: effects[0].actions[0].amount: must be an int" in capsys.readouterr().err
    call_command("import_cards", str(write_json(tmp_path, rows[:1])), game="union-arena")
    assert Card.objects.get().effects == rows[0]["effects"]


def test_card_index_cache_reloads_when_cards_change(tmp_path):
    from cardsdb.selectors import card_index

    call_command("import_cards", str(write_json(tmp_path, [ua_row("UA90BT/TST-1-001")])), game="union-arena")
    first = card_index("union-arena")
    assert card_index("union-arena") is first  # cached while nothing changes
    assert first.resolve("TST-1-002") is None
    call_command("import_cards", str(write_json(tmp_path, [ua_row("UA90BT/TST-1-002")])), game="union-arena")
    assert card_index("union-arena").resolve("TST-1-002").number == "UA90BT/TST-1-002"
