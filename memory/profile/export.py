"""Everything of one user's, as JSON: items with their history, the audit log, episodes,
conversations and their turns, profile versions and settings."""

from __future__ import annotations

from django.utils import timezone

from memory.models import Conversation, Episode, MemoryEvent, MemoryItem, ProfileVersion
from memory.serializers import MemoryItemSerializer


def export_user(*, user) -> dict:
    items = MemoryItem.objects.filter(user=user).order_by("created_at", "id")
    events = MemoryEvent.objects.filter(user=user).order_by("created_at", "id")
    conversations = Conversation.objects.filter(user=user).prefetch_related("turns").order_by("created_at", "id")
    return {
        "exported_at": timezone.now().isoformat(),
        "user": {"username": user.get_username(), "date_joined": user.date_joined.isoformat()},
        "settings": {"learning_enabled": getattr(getattr(user, "memory_settings", None), "learning_enabled", True)},
        "memories": MemoryItemSerializer(items, many=True).data,
        "audit": [
            {
                "id": e.pk,
                "item_id": e.item_id,
                "actor": e.actor,
                "action": e.action,
                "reason_code": e.reason_code,
                "reason": e.reason,
                "before": e.before,
                "after": e.after,
                "turn_id": e.turn_id,
                "created_at": e.created_at.isoformat(),
            }
            for e in events
        ],
        "episodes": [
            {
                "id": e.pk,
                "kind": e.kind,
                "text": e.text,
                "occurred_at": e.occurred_at.isoformat(),
                "expires_at": e.expires_at.isoformat() if e.expires_at else None,
                "conversation_id": e.conversation_id,
                "turn_id": e.turn_id,
            }
            for e in Episode.objects.filter(user=user).order_by("occurred_at", "id")
        ],
        "conversations": [
            {
                "id": c.pk,
                "title": c.title,
                "temporary": c.temporary,
                "use_memory": c.use_memory,
                "created_at": c.created_at.isoformat(),
                "turns": [
                    {
                        "id": t.pk,
                        "role": t.role,
                        "content": t.content,
                        "tool_calls": t.tool_calls,
                        "external_id": t.external_id or None,
                        "created_at": t.created_at.isoformat(),
                    }
                    for t in c.turns.all()
                ],
            }
            for c in conversations
        ],
        "profile_versions": [
            {"version": p.version, "markdown": p.markdown, "created_at": p.created_at.isoformat()}
            for p in ProfileVersion.objects.filter(user=user).order_by("version")
        ],
    }
