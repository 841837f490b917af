"""Staff manage the card database here: cards with trait and keyword inlines, the restricted list,
and an "Import cards" page that runs the same import as `manage.py import_cards`."""
from __future__ import annotations

from django import forms
from django.contrib import admin, messages
from django.db import models
from django.shortcuts import redirect, render
from django.urls import path
from django.utils.html import format_html, format_html_join

from cardsdb.importers import CardFileError, read_card_bytes
from cardsdb.models import Card, CardKeyword, CardTrait, Restriction
from cardsdb.selectors import card_simulation
from cardsdb.services import ImportFailed, bump_catalog_version, import_cards
from engine.cards import GAME_NAMES, GAMES

MAX_UPLOAD_BYTES = 20 * 1024 * 1024


class CardTraitInline(admin.TabularInline):
    model = CardTrait
    extra = 0


class CardKeywordInline(admin.TabularInline):
    model = CardKeyword
    extra = 0


class KeywordFilter(admin.SimpleListFilter):
    title = "keyword"
    parameter_name = "keyword"

    def lookups(self, request, model_admin):
        names = CardKeyword.objects.values_list("name", flat=True).distinct().order_by("name")
        return [(name, name) for name in names]

    def queryset(self, request, queryset):
        return queryset.filter(keywords__name=self.value()).distinct() if self.value() else queryset


class TraitFilter(admin.SimpleListFilter):
    title = "trait"
    parameter_name = "trait"

    def lookups(self, request, model_admin):
        names = CardTrait.objects.values_list("name", flat=True).distinct().order_by("name")[:200]
        return [(name, name) for name in names]

    def queryset(self, request, queryset):
        return queryset.filter(traits__name=self.value()).distinct() if self.value() else queryset


class ImportForm(forms.Form):
    game = forms.ChoiceField(choices=[(slug, GAME_NAMES[slug]) for slug in GAMES])
    format = forms.ChoiceField(choices=[("auto", "Detect"), ("canonical", "Canonical (JSON/CSV)"),
                                        ("community", "Community Union Arena JSON")])
    file = forms.FileField()


@admin.register(Card)
class CardAdmin(admin.ModelAdmin):
    list_display = ["number", "name", "game", "card_type", "set_code", "colors", "cost", "power", "trigger"]
    list_filter = ["game", "card_type", "set_code", "colors", "cost", "trigger", KeywordFilter, TraitFilter]
    search_fields = ["number", "name", "text", "identity"]
    inlines = [CardTraitInline, CardKeywordInline]
    list_per_page = 50
    change_list_template = "admin/cardsdb/card/change_list.html"
    formfield_overrides = {models.URLField: {"assume_scheme": "https"}}
    readonly_fields = ["simulated_as"]

    @admin.display(description="Simulated as")
    def simulated_as(self, obj):
        """Preview (Union Arena): what the engine plays of the saved card — the hand-written list when there is
        one — rendered with engine.effects.describe, and the sentences it does not play."""
        result = card_simulation(obj) if obj and obj.pk else None
        if result is None:
            return "-"
        lines = format_html_join("", "<li>{}</li>", ((line,) for line in result.lines)) or "nothing"
        missing = format_html_join("", "<li>{}</li>", ((sentence,) for sentence in result.not_played))
        source = "the hand-written effects" if result.hand_written else "the effects compiled from the text"
        return format_html("From {}:<ul>{}</ul>{}", source, lines,
                           format_html("Not played:<ul>{}</ul>", missing) if result.not_played else "")

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        bump_catalog_version(obj.game)

    def delete_model(self, request, obj):
        super().delete_model(request, obj)
        bump_catalog_version(obj.game)

    def delete_queryset(self, request, queryset):
        games = set(queryset.values_list("game", flat=True))
        super().delete_queryset(request, queryset)
        for game in games:
            bump_catalog_version(game)

    def get_urls(self):
        return [path("import/", self.admin_site.admin_view(self.import_view), name="cardsdb_card_import"),
                *super().get_urls()]

    def import_view(self, request):
        if not self.has_add_permission(request):
            return redirect("admin:index")
        form = ImportForm(request.POST or None, request.FILES or None)
        row_errors, ua_errors = [], []
        if request.method == "POST" and form.is_valid():
            upload = form.cleaned_data["file"]
            game = form.cleaned_data["game"]
            if upload.size > MAX_UPLOAD_BYTES:
                form.add_error("file", f"The file is larger than {MAX_UPLOAD_BYTES // (1024 * 1024)} MB.")
            elif game == "universal-arena" and upload.name.lower().endswith((".yml", ".yaml")):
                ua_errors = self.import_universal_arena(request, upload)
                if not ua_errors:
                    return redirect("admin:cardsdb_card_changelist")
            else:
                try:
                    read = read_card_bytes(upload.read(), upload.name, fmt=form.cleaned_data["format"], game=game)
                    report = import_cards(game, read)
                except CardFileError as exc:
                    form.add_error("file", str(exc))
                except ImportFailed as failed:
                    row_errors = failed.errors
                else:
                    messages.success(request, f"{upload.name}: {report.total} cards ({report.created} created, "
                                              f"{report.updated} updated, {report.unchanged} unchanged).")
                    return redirect("admin:cardsdb_card_changelist")
        context = {**self.admin_site.each_context(request), "form": form, "row_errors": row_errors,
                   "ua_errors": ua_errors,
                   "title": "Import cards", "opts": self.model._meta}
        return render(request, "admin/cardsdb/card/import.html", context)

    def import_universal_arena(self, request, upload) -> list:
        """A Universal Arena character, keywords or status-effects YAML file (cardsdb/universal_arena_import.py):
        the problems, each naming file, character, card and field; none when it was imported."""
        from cardsdb.universal_arena_import import UAImportFailed, import_universal_arena, read_bytes, summary

        try:
            report = import_universal_arena(read_bytes(upload.read(), upload.name))
        except UAImportFailed as failed:
            return failed.errors
        messages.success(request, f"{upload.name}: {summary(report)}.")
        return []


@admin.register(Restriction)
class RestrictionAdmin(admin.ModelAdmin):
    list_display = ["identity", "kind", "limit", "other_identity", "region", "effective_from", "effective_until"]
    list_filter = ["game", "region", "kind"]
    search_fields = ["identity", "other_identity", "note"]
    date_hierarchy = "effective_from"


admin.site.site_header = "Decklab administration"
admin.site.site_title = "Decklab admin"


