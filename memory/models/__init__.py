"""The memory engine's tables: the raw log, working memory with its audit trail, and what
consolidation derives (episodes, profile versions, runs).

Rows are written only by memory.services; the constraints hold even if that rule is broken.
"""

from __future__ import annotations

from memory.models.base import EMBEDDING_DIMENSIONS, Embedded
from memory.models.episodes import ConsolidationRun, Episode, ProfileVersion
from memory.models.items import MemoryEvent, MemoryItem, MemoryOverview, MemorySettings
from memory.models.log import DERIVED_FIELDS, Conversation, TermCount, Turn

__all__ = [
    "DERIVED_FIELDS",
    "EMBEDDING_DIMENSIONS",
    "ConsolidationRun",
    "Conversation",
    "Embedded",
    "Episode",
    "MemoryEvent",
    "MemoryItem",
    "MemoryOverview",
    "MemorySettings",
    "ProfileVersion",
    "TermCount",
    "Turn",
]
