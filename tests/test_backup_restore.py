"""Issue 11.8: the backup and restore documented in docs/backup.md give back the same decks,
versions and job results: `dumpdata` → `flush` → `loaddata` on any database, and `pg_dump` →
`pg_restore` into a fresh database on PostgreSQL."""
import os
import shutil
import subprocess

import pytest
from django.core.management import call_command
from django.db import connection

from config.celery import app as celery_app
from decks.models import Deck, DeckVersion
from decks.services import create_deck, update_deck
from matches import services as match_services
from matches.models import MatchChunk, MatchJob
from tests.matches_helpers import AGGRO, TEMPO, load_cards

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]
EXCLUDE = ["contenttypes", "auth.permission", "sessions", "admin.logentry"]  # as docs/backup.md


@pytest.fixture
def content(alice, bob):
    """Two users' decks (one with three versions), a finished job and a queued one."""
    load_cards()
    rush = create_deck(alice, "union-arena", "Rush", text=AGGRO, visibility="public")
    update_deck(rush, alice, text=TEMPO.replace("SKY", "DLB"))
    update_deck(rush, alice, name="Rush, final", text=AGGRO)
    create_deck(bob, "union-arena", "Tempo", text=TEMPO, visibility="unlisted")
    celery_app.conf.task_always_eager = True
    try:
        match_services.submit_job(alice, game="union-arena", mode="goldfish", games=20, seed=3, chunk_size=8,
                                  deck=match_services.DeckSpec(deck_id=rush.pk))
    finally:
        celery_app.conf.task_always_eager = False
    assert MatchJob.objects.get().status == "done"


def snapshot() -> dict:
    return {
        "decks": list(Deck.objects.order_by("pk").values("pk", "owner__username", "game", "name", "visibility",
                                                         "share_token", "entries", "legal", "violations", "version")),
        "versions": list(DeckVersion.objects.order_by("pk").values("pk", "deck_id", "number", "name", "entries", "note")),
        "jobs": list(MatchJob.objects.order_by("pk").values("pk", "owner__username", "status", "base_seed", "decks",
                                                            "result", "games_total")),
        "chunks": list(MatchChunk.objects.order_by("pk").values("pk", "job_id", "status", "aggregate")),
    }


def test_dumpdata_flush_loaddata_gives_back_decks_versions_and_results(content, alice, tmp_path):
    before = snapshot()
    assert len(before["versions"]) == 4 and before["jobs"][0]["result"]["overall"]["games"] == 20
    backup = tmp_path / "decklab.json"
    call_command("dumpdata", "--natural-foreign", *[f"--exclude={e}" for e in EXCLUDE], output=str(backup),
                 verbosity=0)
    call_command("flush", interactive=False, verbosity=0)
    assert Deck.objects.count() == 0 and MatchJob.objects.count() == 0
    call_command("loaddata", str(backup), verbosity=0)
    assert snapshot() == before
    # The restored database keeps working: new rows do not collide with restored ids.
    deck = create_deck(Deck.objects.first().owner, "union-arena", "After the restore", text=AGGRO)
    assert deck.pk > max(d["pk"] for d in before["decks"]) and deck.version == 1


QUERIES = {
    "decks": "SELECT d.id, u.username, d.name, d.share_token, d.entries::text, d.version, d.legal "
             "FROM decks_deck d JOIN auth_user u ON u.id = d.owner_id ORDER BY d.id",
    "versions": "SELECT deck_id, number, name, entries::text, note FROM decks_deckversion ORDER BY id",
    "jobs": "SELECT id, status, base_seed, result::text FROM matches_matchjob ORDER BY id",
}


def test_pg_dump_and_pg_restore_give_back_the_same_rows(content, tmp_path):
    if connection.vendor != "postgresql":
        pytest.skip("pg_dump is for PostgreSQL")
    if not shutil.which("pg_dump"):
        pytest.fail("pg_dump is not installed (Debian: postgresql-client)")
    config = connection.settings_dict
    env = {**os.environ, "PGPASSWORD": config["PASSWORD"] or "", "PGHOST": config["HOST"] or "127.0.0.1",
           "PGPORT": str(config["PORT"] or 5432), "PGUSER": config["USER"]}
    source, copy = config["NAME"], f"{config['NAME']}_restored"
    dump = tmp_path / "decklab.dump"

    def psql(database, sql):
        return subprocess.run(["psql", "-X", "-tA", "-d", database, "-c", sql], env=env, check=True,
                              capture_output=True, text=True).stdout

    subprocess.run(["pg_dump", "--format=custom", "--no-owner", f"--file={dump}", source], env=env, check=True)
    subprocess.run(["dropdb", "--if-exists", copy], env=env, check=True)
    subprocess.run(["createdb", copy], env=env, check=True)
    try:
        subprocess.run(["pg_restore", "--no-owner", "--exit-on-error", "-d", copy, str(dump)], env=env, check=True)
        for name, sql in QUERIES.items():
            original = psql(source, sql)
            assert original.strip(), name
            assert psql(copy, sql) == original, name
    finally:
        subprocess.run(["dropdb", "--if-exists", copy], env=env, check=True)
