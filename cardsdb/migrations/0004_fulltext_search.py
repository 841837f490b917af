"""Full-text card search: on PostgreSQL a trigger filling Card.search_vector and a GIN index over
it; on SQLite an FTS5 table kept in sync by triggers. Each part runs only on its database
(the statements are in cardsdb/fulltext.py)."""
from django.db import migrations

from cardsdb import fulltext


def create(apps, schema_editor):
    connection = schema_editor.connection
    if connection.vendor == "postgresql":
        for statement in fulltext.POSTGRES_CREATE:
            schema_editor.execute(statement)
    elif connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            fulltext.sqlite_create(cursor)
        fulltext.refresh_statistics(connection)


def drop(apps, schema_editor):
    connection = schema_editor.connection
    if connection.vendor == "postgresql":
        for statement in fulltext.POSTGRES_DROP:
            schema_editor.execute(statement)
    elif connection.vendor == "sqlite":
        with connection.cursor() as cursor:
            fulltext.sqlite_drop(cursor)


class Migration(migrations.Migration):
    dependencies = [("cardsdb", "0003_card_search_vector")]
    operations = [migrations.RunPython(create, drop)]
