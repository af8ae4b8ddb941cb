"""Admin: inspect memory; every change goes through memory.services with actor "admin"."""

from __future__ import annotations

from django.contrib import admin, messages

from memory import services
from memory.models import MemoryEvent, MemoryItem, MemorySettings


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
    list_display = ["value", "category", "user", "asserted_by", "confidence", "protected", "status", "updated_at"]
    list_filter = ["category", "asserted_by", "status", "protected"]
    search_fields = ["value", "value_normalized", "evidence", "user__username"]
    readonly_fields = [f.name for f in MemoryItem._meta.fields if f.name != "embedding"]
    exclude = ["embedding"]
    inlines = [MemoryEventInline]
    actions = [confirm_items, delete_items, restore_items]
    list_select_related = ["user"]

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
