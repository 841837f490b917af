from django.contrib import admin, messages

from matches.models import MatchChunk, MatchJob
from matches.services import cancel_job


class MatchChunkInline(admin.TabularInline):
    model = MatchChunk
    extra = 0
    fields = ["index", "pairing", "start", "stop", "status", "attempts", "games_done", "worker", "error"]
    readonly_fields = fields
    can_delete = False


@admin.register(MatchJob)
class MatchJobAdmin(admin.ModelAdmin):
    list_display = ["id", "owner", "game", "mode", "status", "games_total", "partial", "created_at", "started_at",
                    "finished_at"]
    list_filter = ["status", "game", "mode"]
    search_fields = ["owner__username"]
    readonly_fields = ["result", "errors", "decks"]
    inlines = [MatchChunkInline]
    actions = ["cancel_jobs"]

    @admin.action(description="Cancel the selected jobs")
    def cancel_jobs(self, request, queryset):
        for job in queryset:
            cancel_job(job)
        messages.success(request, f"Cancelled {queryset.count()} job(s).")
