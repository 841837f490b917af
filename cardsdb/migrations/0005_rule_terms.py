# Universal Arena keyword and status-effect definitions (cardsdb.models.RuleTerm). Depends on both
# 0003 leaves, so it also joins them.
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("cardsdb", "0003_card_hand_written_effects"),
        ("cardsdb", "0004_fulltext_search"),
    ]

    operations = [
        migrations.CreateModel(
            name="RuleTerm",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("game", models.CharField(choices=[("union-arena", "Union Arena"), ("unien", "Unien"),
                                                   ("universal-arena", "Universal Arena"), ("arcana", "Arcana TCG")],
                                          default="universal-arena", max_length=20)),
                ("kind", models.CharField(choices=[("keyword", "Keyword"), ("status", "Status effect")], max_length=10)),
                ("slug", models.CharField(help_text="The source id (keyword-evade, status-bleed, or character/Status)",
                                          max_length=120)),
                ("name", models.CharField(db_index=True, max_length=120)),
                ("category", models.CharField(blank=True, help_text="Keyword category, or status type (Negative, Unique...)",
                                              max_length=60)),
                ("description", models.TextField(blank=True, help_text="The definition, as written")),
                ("data", models.JSONField(blank=True, default=dict, help_text="Every field of the source entry")),
                ("character", models.CharField(blank=True, help_text="A character's own status: its Name|Version key",
                                               max_length=200)),
            ],
            options={"ordering": ["game", "kind", "name"]},
        ),
        migrations.AddConstraint(
            model_name="ruleterm",
            constraint=models.UniqueConstraint(fields=("game", "kind", "slug"), name="rule_term_unique"),
        ),
    ]
