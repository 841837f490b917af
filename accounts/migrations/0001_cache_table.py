"""The table of the embedded cache (CACHE_URL=db://, the default without Redis), so every web
process and worker shares one set of throttle counters. Made here rather than by a separate
`createcachetable` step, so a migrated database (the test database too) always has it."""
from django.core.management.commands.createcachetable import Command as CreateCacheTable
from django.db import migrations

from config.env import CACHE_TABLE


def create(apps, schema_editor):
    command = CreateCacheTable()
    command.verbosity = 0
    command.create_table(schema_editor.connection.alias, CACHE_TABLE, dry_run=False)


def drop(apps, schema_editor):
    schema_editor.execute(f"DROP TABLE IF EXISTS {schema_editor.quote_name(CACHE_TABLE)}")


class Migration(migrations.Migration):
    dependencies: list = []
    operations = [migrations.RunPython(create, drop)]
