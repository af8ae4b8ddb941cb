"""Admin: inspect memory; every change goes through memory.services with actor "admin"."""

from __future__ import annotations

from django.contrib import admin, messages
from django.db.models import Count, Q
from django.urls import reverse
from django.utils.html import format_html

from memory import rules, services
from memory.consolidate.consolidation import consolidate_user
from memory.models import (
    ConsolidationRun,
    Episode,
    MemoryEvent,
    MemoryItem,
    MemoryOverview,
    MemorySettings,
    ProfileVersion,
)


class ReadOnlyAdminMixin:
    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


class MemoryEventInline(ReadOnlyAdminMixin, admin.TabularInline):
    model = MemoryEvent
    fields = ["created_at", "actor", "action", "reason_code", "reason", "before", "after"]
    readonly_fields = fields
    extra = 0
    ordering = ["-created_at"]


def _act(modeladmin, request, queryset, service, verb: str) -> None:
    done = 0
    for item in queryset.select_related("user"):
        result = service(user=item.user, item_id=item.pk, actor="admin")
        if result.ok:
            done += 1
        else:
            modeladmin.message_user(request, f"{item}: {result.message}", messages.WARNING)
    modeladmin.message_user(request, f"{verb} {done} item(s).", messages.SUCCESS)


@admin.action(description="Confirm selected memories")
def confirm_items(modeladmin, request, queryset):
    _act(modeladmin, request, queryset, services.memory_confirm, "Confirmed")


@admin.action(description="Delete selected memories (soft, audited)")
def delete_items(modeladmin, request, queryset):
    _act(modeladmin, request, queryset, services.memory_delete, "Deleted")


@admin.action(description="Restore selected memories")
def restore_items(modeladmin, request, queryset):
    _act(modeladmin, request, queryset, services.memory_restore, "Restored")


@admin.register(MemoryItem)
class MemoryItemAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ["value", "category", "user", "trust", "confidence_shown", "protected", "status", "updated_at"]
    list_filter = ["category", "asserted_by", "status", "protected"]
    search_fields = ["value", "value_normalized", "evidence", "user__username"]
    readonly_fields = [f.name for f in MemoryItem._meta.fields if f.name != "embedding"]
    exclude = ["embedding"]
    inlines = [MemoryEventInline]
    actions = [confirm_items, delete_items, restore_items]
    list_select_related = ["user"]

    @admin.display(description="Trust", ordering="asserted_by")
    def trust(self, item) -> str:
        return rules.TRUST_LABELS.get(item.asserted_by, item.asserted_by)

    @admin.display(description="Confidence", ordering="confidence")
    def confidence_shown(self, item) -> str:
        return f"{item.confidence:.2f}"

    def has_change_permission(self, request, obj=None):
        # Viewing is allowed; fields are read-only and changes happen through the actions.
        return request.user.is_staff


@admin.register(MemoryEvent)
class MemoryEventAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ["created_at", "user", "actor", "action", "item", "reason_code"]
    list_filter = ["actor", "action", "reason_code"]
    search_fields = ["user__username", "reason"]
    list_select_related = ["user", "item"]


@admin.register(MemorySettings)
class MemorySettingsAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ["user", "learning_enabled", "updated_at"]


@admin.register(ProfileVersion)
class ProfileVersionAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ["user", "version", "created_at"]
    search_fields = ["user__username"]


@admin.action(description="Consolidate now")
def consolidate_now(modeladmin, request, queryset):
    for user in queryset:
        counts = consolidate_user(user=user).counts()
        modeladmin.message_user(request, f"{user}: {counts}", messages.SUCCESS)


@admin.register(ConsolidationRun)
class ConsolidationRunAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = [
        "started_at",
        "user",
        "status",
        "turns_processed",
        "created",
        "updated",
        "superseded",
        "evicted",
        "episodes",
        "duration_ms",
    ]
    list_filter = ["status"]
    search_fields = ["user__username"]


@admin.register(Episode)
class EpisodeAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ["occurred_at", "user", "kind", "text", "expires_at"]
    list_filter = ["kind"]
    search_fields = ["user__username", "text"]
    exclude = ["embedding"]


@admin.register(MemoryOverview)
class MemoryOverviewAdmin(ReadOnlyAdminMixin, admin.ModelAdmin):
    list_display = ["username", "active", "protected", "deleted", "superseded", "events", "items_link"]
    search_fields = ["username"]
    actions = [consolidate_now]

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .annotate(
                active=Count("memory_items", filter=Q(memory_items__status=rules.ACTIVE), distinct=True),
                protected=Count(
                    "memory_items",
                    filter=Q(memory_items__status=rules.ACTIVE, memory_items__protected=True),
                    distinct=True,
                ),
                deleted=Count("memory_items", filter=Q(memory_items__status=rules.DELETED), distinct=True),
                superseded=Count("memory_items", filter=Q(memory_items__status=rules.SUPERSEDED), distinct=True),
                events=Count("memory_events", distinct=True),
            )
        )

    @admin.display(ordering="active")
    def active(self, obj):
        return obj.active

    @admin.display(ordering="protected")
    def protected(self, obj):
        return obj.protected

    @admin.display(ordering="deleted")
    def deleted(self, obj):
        return obj.deleted

    @admin.display(ordering="superseded")
    def superseded(self, obj):
        return obj.superseded

    @admin.display(ordering="events")
    def events(self, obj):
        return obj.events

    @admin.display(description="items")
    def items_link(self, obj):
        url = reverse("admin:memory_memoryitem_changelist") + f"?user__id__exact={obj.pk}"
        return format_html('<a href="{}">view items</a>', url)
