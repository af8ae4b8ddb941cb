"""Every read of the memory engine: working memory, the raw log, the profile, recall and export.
Views, the API, MCP, the chat app and the services read through here; a read never writes."""

from __future__ import annotations

from memory.profile.export import export_user
from memory.recall.search import LAYERS, Hit, recall
from memory.selectors.items import (
    SAVED_ACTIONS,
    Snapshot,
    current_diet,
    find_forget_targets,
    forgotten_with_turn,
    just_saved_note,
    latest_item_events,
    learning_enabled,
    live_items,
    memory_history,
    memory_items,
    memory_page,
    memory_snapshot,
    turn_memory_events,
)
from memory.selectors.log import (
    conversation_get,
    conversation_list,
    conversation_turns,
    last_turn,
    recently_note,
    turn_get,
    turn_reply,
    turns_before,
)
from memory.selectors.profile import profile_markdown, profile_versions

__all__ = [
    "LAYERS",
    "Hit",
    "SAVED_ACTIONS",
    "Snapshot",
    "conversation_get",
    "conversation_list",
    "conversation_turns",
    "current_diet",
    "export_user",
    "find_forget_targets",
    "forgotten_with_turn",
    "last_turn",
    "latest_item_events",
    "learning_enabled",
    "live_items",
    "memory_history",
    "memory_items",
    "memory_page",
    "memory_snapshot",
    "profile_markdown",
    "profile_versions",
    "recall",
    "recently_note",
    "turn_get",
    "just_saved_note",
    "turn_memory_events",
    "turn_reply",
    "turns_before",
]
