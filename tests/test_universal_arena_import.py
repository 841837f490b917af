"""Importing Universal Arena's own data (issue #14.1; the schema of the rules reference's
data/README.md): characters with innates, statuses, cards and Ultimates, keywords.yml and
status-effects.yml; idempotent, atomic, every error naming file, character, card and field.
The data are the invented characters of tests/universal_arena_data/."""
import shutil
from pathlib import Path

import pytest
import yaml
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardsdb.models import Card, RuleTerm
from cardsdb.services import card_to_record
from cardsdb.universal_arena_import import UARead, read_bytes
from engine.cards import card_row, parse_card_row

DATA = Path(__file__).parent / "universal_arena_data"
EMBER = DATA / "characters" / "ember-warden-first-light.yml"


def import_data(path=DATA):
    call_command("import_cards", str(path), game="universal-arena")


@pytest.mark.django_db
def test_folder_import_stores_characters_cards_ultimates_innates_statuses_and_definitions(capsys):
    import_data()
    out = capsys.readouterr().out
    assert "2 characters, 15 cards (15 created" in out and "terms.yml: reference file" in out
    ember = Card.objects.get(game="universal-arena", number="ember-warden-first-light")
    assert (ember.card_type, ember.name, ember.data["version"], ember.data["hp"]) == (
        "character", "Ember Warden", "First Light", 100)  # index.md "HP Baseline" 1: 100 unless set
    assert ember.data["innates"][0]["triggers"][0]["event"] == "hp_damage_taken"
    assert ember.data["art"] == "ember-warden-first-light.png" and ember.data["roles"] == ["role-striker"]
    assert Card.objects.get(number="tide-caller-deepwater").data["hp"] == 90
    burst = Card.objects.get(number="ember-warden-first-light/5")
    assert (burst.card_type, burst.set_code, burst.cost, burst.data["speed"], burst.data["kind"]) == (
        "card", "Ember Warden|First Light", 2, "normal", "attack")
    assert burst.data["power"] == "20-24" and burst.data["target"] == "1 Enemy"
    assert burst.data["types"] == ["Technique", "Attack", "Magical", "Ranged"]
    assert burst.data["restrictions"][0]["statuses"] == [{"name": "Kindle", "min": 2}]
    assert [e["type"] for e in burst.data["structured_effects"]] == ["spend_status", "deal_damage"]
    assert burst.text.splitlines()[0].startswith("Can only be played if")
    sunfall = Card.objects.get(number="ember-warden-first-light/ultimate")
    assert (sunfall.card_type, sunfall.data["meter_cost"], sunfall.data["cost_text"]) == (
        "ultimate", 30, "30 Ultimate Meter")
    surge = Card.objects.get(number="tide-caller-deepwater/5")
    assert surge.data["x_cost"] is True and surge.data["power"] == "4-6 + 4-6 times X"
    assert Card.objects.get(number="tide-caller-deepwater/created-1").card_type == "created"
    choice = Card.objects.get(number="tide-caller-deepwater/4").data["structured_effects"][0]
    assert [o["label"] for o in choice["options"]] == ["Gain 1 Current", "Draw 1 card"]
    assert RuleTerm.objects.get(kind="keyword", slug="keyword-evade").category == "Combat"
    scorch = RuleTerm.objects.get(kind="status", slug="status-scorch")
    assert "Turn End: Take Potency damage." in scorch.description
    kindle = RuleTerm.objects.get(kind="status", name="Kindle")
    assert kindle.character == "Ember Warden|First Light" and "Max Value: 5." in kindle.description


@pytest.mark.django_db
def test_reimport_is_idempotent_and_updates_a_changed_card(tmp_path, capsys):
    import_data()
    capsys.readouterr()
    import_data()
    assert "0 created, 0 updated, 15 unchanged" in capsys.readouterr().out
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    path = folder / "characters" / EMBER.name
    path.write_text(EMBER.read_text().replace("power: 9-11", "power: 9-13"))
    import_data(folder)
    assert "1 updated" in capsys.readouterr().out
    assert Card.objects.get(number="ember-warden-first-light/1").data["power"] == "9-13"


@pytest.mark.django_db
def test_one_bad_card_in_a_folder_imports_nothing_and_names_file_character_card_and_field(tmp_path, capsys):
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    path = folder / "characters" / EMBER.name
    path.write_text(EMBER.read_text().replace("speed: Slow", "speed: Sluggish", 1))
    with pytest.raises(CommandError, match="1 problem"):
        import_data(folder)
    err = capsys.readouterr().err
    assert f"file {path}, character Ember Warden (First Light), card Scorching Wave (slot 3), field cards[2].speed: " \
           "'Sluggish' is not one of Fast, Normal, Slow" in err
    assert not Card.objects.filter(game="universal-arena").exists() and not RuleTerm.objects.exists()


@pytest.mark.parametrize("change, field, reason", [
    (("cost: 2 Energy", "cost: two"), "cards[2].cost", "is not a cost"),
    (("power: 14-18", "power: 18-14"), "cards[2].power", "a range runs from low to high"),
    (("types: [Technique, Attack, Magical, Ranged]\n    target: 1 Enemy\n    speed: Slow",
      "types: [Technique, Magical]\n    target: 1 Enemy\n    speed: Slow"), "cards[2].types", "names none of"),
    (("event: hp_damage_taken", "event: sneezed"), "innates[0].triggers[0].event", "'sneezed' is not one of"),
    (("scope: once_per_turn", "scope: twice"), "innates[0].triggers[0].scope", "'twice' is not one of"),
    (("id: ember-warden-first-light", "id: someone-else"), "id", "must match the file name"),
    (('slot: "4"', 'slot: "3"'), "cards[3].slot", "'3' appears twice"),
])
def test_bad_fields_are_named(change, field, reason):
    text = EMBER.read_text().replace(*change, 1)
    read = read_bytes(text.encode(), str(EMBER))
    assert any(e.field == field and reason in e.reason and e.character for e in read.errors), read.errors


def test_a_card_error_names_the_card():
    read = read_bytes(EMBER.read_text().replace("power: 5-7", "power: lots").encode(), str(EMBER))
    (error,) = read.errors
    assert (error.character, error.card, error.field) == ("Ember Warden (First Light)", "Quick Ember (slot 4)",
                                                          "cards[3].power")


@pytest.mark.django_db
def test_single_character_file_and_definition_files(capsys):
    import_data(EMBER)
    assert Card.objects.filter(set_code="Ember Warden|First Light").count() == 7  # character, 5 cards, Ultimate
    import_data(DATA / "keywords.yml")
    assert RuleTerm.objects.filter(kind="keyword").count() == 4


@pytest.mark.django_db
def test_stored_records_read_back_through_the_canonical_format():
    import_data()
    for card in Card.objects.filter(game="universal-arena"):
        record = card_to_record(card, played=False)
        assert parse_card_row("universal-arena", card_row(record)) == record


@pytest.mark.django_db
def test_staff_upload_runs_the_same_import_and_shows_named_errors(client, staff):
    client.force_login(staff)
    bad = EMBER.read_bytes().replace(b"speed: Slow", b"speed: Sluggish", 1)
    page = client.post("/admin/cardsdb/card/import/", {
        "game": "universal-arena", "format": "auto", "file": SimpleUploadedFile(EMBER.name, bad)})
    assert page.status_code == 200 and b"Scorching Wave (slot 3)" in page.content and b"Sluggish" in page.content
    assert not Card.objects.exists()
    done = client.post("/admin/cardsdb/card/import/", {
        "game": "universal-arena", "format": "auto", "file": SimpleUploadedFile(EMBER.name, EMBER.read_bytes())})
    assert done.status_code == 302 and Card.objects.filter(number="ember-warden-first-light/ultimate").exists()


@pytest.mark.django_db
def test_card_pages_show_keywords_and_statuses_with_their_definitions(client):
    import_data()
    page = client.get("/cards/universal-arena/terms/")
    assert page.status_code == 200
    assert b"Evade" in page.content and b"If an Attack vs Defense clash would deal 0" in page.content
    assert b"Kindle" in page.content and b"Max Value: 5." in page.content
    surge = Card.objects.get(number="tide-caller-deepwater/5")
    detail = client.get(f"/cards/universal-arena/{surge.pk}/").content.decode()
    assert 'id="card-terms"' in detail and "Retain" in detail and "Keep the card in hand" in detail
    assert "4-6 + 4-6 times X" in detail
    burst = Card.objects.get(number="ember-warden-first-light/5")
    assert "Kindle" in client.get(f"/cards/universal-arena/{burst.pk}/").content.decode()
    browser = client.get("/cards/universal-arena/").content.decode()
    assert 'id="rule-terms-link"' in browser


# --- the parser never lets an exception escape, and names every error --------------------------------

yaml_scalars = st.one_of(st.none(), st.booleans(), st.integers(-5, 200), st.text(max_size=12),
                         st.sampled_from(["1 Energy", "X Energy", "30 Ultimate Meter", "10-14", "Fast", "Attack",
                                          "1 Enemy", "-", "4-6 + 4-6 times X"]))
yaml_values = st.recursive(yaml_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(
        ["id", "name", "slot", "cost", "power", "types", "speed", "target", "effect", "effects", "triggers", "event",
         "scope", "type", "options", "lines", "rules", "restrictions", "transforms", "cardSlot", "hp"]), inner,
        max_size=6)), max_leaves=20)


def mutated_character(base: dict):
    return st.tuples(st.sampled_from(sorted(base)), yaml_values).map(lambda kv: {**base, kv[0]: kv[1]})


BASE = yaml.safe_load(EMBER.read_text())


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(mutated_character(BASE),
                 st.builds(lambda card, key, value: {**BASE, "cards": [{**BASE["cards"][card], key: value}]},
                           st.integers(0, 5), st.sampled_from(sorted(BASE["cards"][0]) + ["restrictions"]), yaml_values),
                 yaml_values))
def test_parser_never_raises_and_names_every_error(document):
    text = yaml.safe_dump(document, allow_unicode=True)
    read = read_bytes(text.encode(), str(EMBER))
    assert isinstance(read, UARead)
    for error in read.errors:
        assert error.file == str(EMBER) and error.field and error.reason
    for row in read.rows:
        parse_card_row("universal-arena", row)  # every row the reader lets through is a valid record


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=200) | st.text(max_size=200).map(str.encode))
def test_parser_survives_any_bytes(content):
    read = read_bytes(content, "junk.yml")
    assert all(error.file == "junk.yml" and error.reason for error in read.errors)


def test_a_card_that_another_becomes_is_a_form_outside_the_pile():
    """data/README.md "Optional card transforms": the target slot is the same card in another form,
    so the draw pile keeps its five cards (index.md Preparation 2); chains and cycles keep the first
    card as the base."""
    text = EMBER.read_text().replace('''    effects:
      - { timing: on_use, type: gain_shield, amount: { kind: power } }
''', '''    effects:
      - { timing: on_use, type: gain_shield, amount: { kind: power } }
    transforms:
      - { condition: { kind: self_has_status, status: Kindle }, cardSlot: "4" }
''', 1).replace('''    effects:
      - { timing: on_use, type: deal_damage, amount: { kind: power } }
  - slot: "5"''', '''    effects:
      - { timing: on_use, type: deal_damage, amount: { kind: power } }
    transforms:
      - { condition: { kind: self_has_status, status: Kindle }, cardSlot: "2" }
  - slot: "5"''', 1)
    read = read_bytes(text.encode(), str(EMBER))
    assert not read.errors
    types = {row["slot"]: (row["type"], row.get("form_of")) for row in read.rows[1:]}
    assert types["2"] == ("card", None) and types["4"] == ("form", "2")
    assert sum(1 for t, _ in types.values() if t == "card") == 4
