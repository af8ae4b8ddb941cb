"""Settings → Memory pages."""

from __future__ import annotations

from django.urls import path

from memory import views

urlpatterns = [
    path("", views.memory_page, name="memory"),
    path("add/", views.memory_add, name="memory-add"),
    path("learning/", views.memory_learning, name="memory-learning"),
    path("items/<int:item_id>/confirm/", views.memory_confirm, name="memory-confirm"),
    path("items/<int:item_id>/delete/", views.memory_delete, name="memory-delete"),
    path("items/<int:item_id>/edit/", views.memory_edit, name="memory-edit"),
    path("items/<int:item_id>/restore/", views.memory_restore, name="memory-restore"),
    path("profile/", views.memory_profile, name="memory-profile"),
    path("export.json", views.export_json, name="memory-export-json"),
    path("profile.md", views.export_profile, name="memory-export-profile"),
    path("erase/", views.erase, name="memory-erase"),
]
