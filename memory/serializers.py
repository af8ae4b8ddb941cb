from __future__ import annotations

from rest_framework import serializers

from common.fields import StrictBooleanField, StrictCharField
from memory import rules
from memory.models import MemoryItem
from memory.models.items import CATEGORY_CHOICES


class MemoryItemSerializer(serializers.ModelSerializer):
    conversation_id = serializers.IntegerField(read_only=True, allow_null=True)
    turn_id = serializers.IntegerField(read_only=True, allow_null=True)
    superseded_by = serializers.IntegerField(source="superseded_by_id", read_only=True, allow_null=True)

    class Meta:
        model = MemoryItem
        fields = [
            "id",
            "category",
            "value",
            "value_normalized",
            "asserted_by",
            "confidence",
            "evidence",
            "protected",
            "status",
            "created_at",
            "updated_at",
            "valid_from",
            "valid_until",
            "superseded_by",
            "expires_at",
            "conversation_id",
            "turn_id",
        ]
        read_only_fields = fields


class MemoryCreateSerializer(serializers.Serializer):
    category = serializers.ChoiceField(
        choices=CATEGORY_CHOICES,
        error_messages={"invalid_choice": "Unknown category {input}. Use one of: " + ", ".join(rules.CATEGORIES) + "."},
    )
    value = StrictCharField(max_length=1000, allow_blank=True, trim_whitespace=True)
    evidence = StrictCharField(max_length=2000, required=False, allow_blank=True, default="")


class MemoryEditSerializer(serializers.Serializer):
    category = serializers.ChoiceField(
        choices=CATEGORY_CHOICES,
        required=False,
        error_messages={"invalid_choice": "Unknown category {input}. Use one of: " + ", ".join(rules.CATEGORIES) + "."},
    )
    value = StrictCharField(max_length=1000, required=False, allow_blank=True, trim_whitespace=True)


class SettingsSerializer(serializers.Serializer):
    learning_enabled = StrictBooleanField()


class SnapshotSerializer(serializers.Serializer):
    text = serializers.CharField()
    tokens = serializers.IntegerField()
