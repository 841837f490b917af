from django.contrib import admin

from decks.models import Deck, DeckVersion


class DeckVersionInline(admin.TabularInline):
    model = DeckVersion
    extra = 0
    fields = ["number", "name", "note", "created_at"]
    readonly_fields = fields
    can_delete = False


@admin.register(Deck)
class DeckAdmin(admin.ModelAdmin):
    list_display = ["name", "game", "owner", "visibility", "legal", "version", "updated_at"]
    list_filter = ["game", "visibility", "legal"]
    search_fields = ["name", "owner__username"]
    raw_id_fields = ["owner", "forked_from"]
    inlines = [DeckVersionInline]
