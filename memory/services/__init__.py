"""Every change to memory goes through here: agent tools, capture, consolidation, decay, the
settings page, the API, MCP and the admin; and every append to the raw log (chat, import, MCP). Guardrails live here and in the database, never in a
prompt or a view. Functions are keyword-only and transactional, and answer refusals as results.
"""

from __future__ import annotations

from memory.services.changes import (
    erase_user,
    memory_confirm,
    memory_delete,
    memory_edit,
    memory_forget,
    memory_restore,
    memory_set_learning,
)
from memory.services.common import (
    MemoryResult,
    issue_confirmation,
    lock_user_memory,
    record_access,
    token_covers,
)
from memory.services.decay import DecayCounts, memory_decay
from memory.services.episodes import episode_record, episode_retention
from memory.services.log import (
    NewTurn,
    log_append_turn,
    log_append_turns,
    log_conversation_for,
    log_conversations_for,
    log_embed,
    log_lock_conversation,
    log_purge_temporary,
    log_set_pending_action,
    log_start_conversation,
)
from memory.services.saving import memory_add_by_user, memory_save, memory_save_claims

__all__ = [
    "erase_user",
    "DecayCounts",
    "MemoryResult",
    "NewTurn",
    "episode_record",
    "episode_retention",
    "issue_confirmation",
    "lock_user_memory",
    "log_append_turn",
    "log_append_turns",
    "log_conversation_for",
    "log_conversations_for",
    "log_embed",
    "log_lock_conversation",
    "log_purge_temporary",
    "log_set_pending_action",
    "log_start_conversation",
    "memory_add_by_user",
    "memory_confirm",
    "memory_decay",
    "memory_delete",
    "memory_edit",
    "memory_forget",
    "memory_restore",
    "memory_save",
    "memory_save_claims",
    "memory_set_learning",
    "record_access",
    "token_covers",
]
