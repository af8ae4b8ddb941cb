from __future__ import annotations

from django.urls import path

from memory import api

urlpatterns = [
    path("memories/", api.memories, name="api-memories"),
    path("memories/<int:item_id>/", api.memory_item, name="api-memory"),
    path("memories/<int:item_id>/confirm/", api.memory_confirm, name="api-memory-confirm"),
    path("memories/<int:item_id>/restore/", api.memory_restore, name="api-memory-restore"),
    path("memories/<int:item_id>/history/", api.memory_history, name="api-memory-history"),
    path("memory/snapshot/", api.memory_snapshot, name="api-memory-snapshot"),
    path("settings/", api.memory_settings, name="api-settings"),
    path("export/", api.export, name="api-export"),
    path("export/profile.md", api.export_profile, name="api-export-profile"),
    path("me/", api.me, name="api-me"),
    path("consolidate/", api.consolidate, name="api-consolidate"),
    path("recall/", api.recall_view, name="api-recall"),
]
