"""Every change to memory goes through here: agent tools, capture, consolidation, decay, the
settings page, the API, MCP and the admin. Guardrails live here and in the database, never in a
prompt or a view. Functions are keyword-only and transactional, and answer refusals as results.
"""

from __future__ import annotations

from memory.services.changes import (
    current_diet,
    erase_user,
    find_forget_targets,
    learning_enabled,
    memory_confirm,
    memory_delete,
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
from memory.services.saving import memory_add_by_user, memory_save, memory_save_claims

__all__ = [
    "current_diet",
    "erase_user",
    "DecayCounts",
    "MemoryResult",
    "find_forget_targets",
    "issue_confirmation",
    "learning_enabled",
    "lock_user_memory",
    "memory_add_by_user",
    "memory_confirm",
    "memory_decay",
    "memory_delete",
    "memory_forget",
    "memory_restore",
    "memory_save",
    "memory_save_claims",
    "memory_set_learning",
    "record_access",
    "token_covers",
]
