"""On PostgreSQL, trigram indexes make `?search=` (UPPER(col) LIKE UPPER('%term%')) use an index
instead of scanning every card. SQLite has no such index type; there this migration does nothing."""
from django.db import migrations

COLUMNS = ["name", "number", "text"]


def create(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm")
    for column in COLUMNS:
        schema_editor.execute(
            f'CREATE INDEX IF NOT EXISTS card_{column}_trgm ON cardsdb_card USING gin (UPPER("{column}") gin_trgm_ops)')


def drop(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for column in COLUMNS:
        schema_editor.execute(f"DROP INDEX IF EXISTS card_{column}_trgm")


class Migration(migrations.Migration):
    dependencies = [("cardsdb", "0001_initial")]
    operations = [migrations.RunPython(create, drop)]
