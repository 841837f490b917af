"""The card search index, kept current by the database itself (triggers), so every write path
(admin save, import, bulk_create, update()) keeps it right:

- PostgreSQL: Card.search_vector, a tsvector (name and number weighted A, rules text C) set by a
  BEFORE INSERT OR UPDATE trigger, with a GIN index.
- SQLite: an FTS5 table over name, number and text (external content: the card rows themselves)
  kept in sync by AFTER INSERT/UPDATE/DELETE triggers.

ASCII punctuation separates words on both, so a card number "UA01BT/CGH-1-004" is the words
ua01bt, cgh, 1, 004 and the search "CGH-1-0" finds it (cardsdb.selectors.search_cards)."""
from __future__ import annotations

FTS_TABLE = "cardsdb_card_fts"

POSTGRES_CREATE = [
    """CREATE OR REPLACE FUNCTION cardsdb_card_search_vector() RETURNS trigger AS $$
    BEGIN
      NEW.search_vector :=
        setweight(to_tsvector('simple', regexp_replace(coalesce(NEW.name, ''), '[[:punct:]]', ' ', 'g')), 'A') ||
        setweight(to_tsvector('simple', regexp_replace(coalesce(NEW.number, ''), '[[:punct:]]', ' ', 'g')), 'A') ||
        setweight(to_tsvector('simple', regexp_replace(coalesce(NEW.text, ''), '[[:punct:]]', ' ', 'g')), 'C');
      RETURN NEW;
    END $$ LANGUAGE plpgsql""",
    "DROP TRIGGER IF EXISTS cardsdb_card_search_vector ON cardsdb_card",
    """CREATE TRIGGER cardsdb_card_search_vector BEFORE INSERT OR UPDATE ON cardsdb_card
       FOR EACH ROW EXECUTE FUNCTION cardsdb_card_search_vector()""",
    "CREATE INDEX IF NOT EXISTS card_search_vector_gin ON cardsdb_card USING gin (search_vector)",
    "UPDATE cardsdb_card SET search_vector = NULL",  # the trigger fills every row
]
POSTGRES_DROP = [
    "DROP TRIGGER IF EXISTS cardsdb_card_search_vector ON cardsdb_card",
    "DROP FUNCTION IF EXISTS cardsdb_card_search_vector()",
    "DROP INDEX IF EXISTS card_search_vector_gin",
]

_INSERT = f"INSERT INTO {FTS_TABLE}(rowid, name, number, text) VALUES (new.id, new.name, new.number, new.text);"
_DELETE = (f"INSERT INTO {FTS_TABLE}({FTS_TABLE}, rowid, name, number, text) "
           "VALUES ('delete', old.id, old.name, old.number, old.text);")
SQLITE_TRIGGERS = {
    "cardsdb_card_fts_insert": f"AFTER INSERT ON cardsdb_card BEGIN {_INSERT} END",
    "cardsdb_card_fts_delete": f"AFTER DELETE ON cardsdb_card BEGIN {_DELETE} END",
    "cardsdb_card_fts_update": f"AFTER UPDATE ON cardsdb_card BEGIN {_DELETE} {_INSERT} END",
}


def sqlite_create(cursor) -> None:
    """Create the FTS5 table and its triggers where missing, and rebuild the index when anything was
    missing (a migration that rebuilds cardsdb_card on SQLite drops the table's triggers)."""
    cursor.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger') AND name LIKE 'cardsdb_card_fts%'")
    present = {row[0] for row in cursor.fetchall()}
    missing = [name for name in (FTS_TABLE, *SQLITE_TRIGGERS) if name not in present]
    if not missing:
        return
    cursor.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS {FTS_TABLE} USING fts5(name, number, text, "
                   "content='cardsdb_card', content_rowid='id', tokenize='unicode61 remove_diacritics 2')")
    for name, body in SQLITE_TRIGGERS.items():
        cursor.execute(f"CREATE TRIGGER IF NOT EXISTS {name} {body}")
    cursor.execute(f"INSERT INTO {FTS_TABLE}({FTS_TABLE}) VALUES ('rebuild')")


def sqlite_drop(cursor) -> None:
    for name in SQLITE_TRIGGERS:
        cursor.execute(f"DROP TRIGGER IF EXISTS {name}")
    cursor.execute(f"DROP TABLE IF EXISTS {FTS_TABLE}")


def refresh_statistics(connection) -> None:
    """SQLite's query planner needs to know that one game holds many cards: without statistics it
    guesses ten, and then runs the full-text match once per card of the game instead of once (a
    search with a game filter took seconds over 10,000 cards). Run after cards change (imports, admin
    saves). PostgreSQL's autovacuum gets there too, but only after a while: until then a freshly
    imported table looks like a handful of rows, and the planner sorts every card of a game to show
    the first fifty (9 ms instead of 0.1 ms over 10,000 cards), so it is analysed at once as well."""
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            for table in ("cardsdb_card", "cardsdb_cardtrait", "cardsdb_cardkeyword"):
                cursor.execute(f"ANALYZE {table}")
        elif connection.vendor == "postgresql":
            cursor.execute("ANALYZE cardsdb_card, cardsdb_cardtrait, cardsdb_cardkeyword")


def ensure(connection) -> None:
    """Called after every migrate (cardsdb.apps): puts back SQLite triggers a table rebuild dropped."""
    if connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            if FTS_TABLE in connection.introspection.table_names(cursor):  # the migration has run
                sqlite_create(cursor)
