"""Working memory: typed items with provenance and trust, their audit log, and per-user settings.

Rows are written only by memory.services; the constraints below hold even if that rule is broken.
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import User
from django.db import models
from django.db.models import Q
from pgvector.django import HnswIndex

from memory import rules
from memory.models.base import Embedded

ADDED_BY_YOU = "Added by you."  # the evidence of an item typed in by its owner
CATEGORY_CHOICES = [(info.key, info.title) for info in rules.CATEGORY_TABLE]
TRUST_CHOICES = [(t, t) for t in rules.TRUST_LEVELS]
STATUS_CHOICES = [(s, s) for s in rules.STATUSES]
ACTOR_CHOICES = [(a, a) for a in rules.ACTORS]


def _in(field: str, values) -> Q:
    return Q(**{f"{field}__in": list(values)})


class MemoryItem(Embedded):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memory_items")
    category = models.CharField(max_length=20, choices=CATEGORY_CHOICES)
    value = models.CharField(max_length=100)
    value_normalized = models.CharField(max_length=100)
    asserted_by = models.CharField(max_length=20, choices=TRUST_CHOICES)
    confidence = models.FloatField()
    evidence = models.TextField(blank=True, default="")
    protected = models.BooleanField(default=False)
    status = models.CharField(max_length=12, choices=STATUS_CHOICES, default=rules.ACTIVE)
    created_at = models.DateTimeField()
    updated_at = models.DateTimeField()
    valid_from = models.DateTimeField()
    valid_until = models.DateTimeField(null=True, blank=True)
    superseded_by = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="supersedes"
    )
    expires_at = models.DateTimeField(null=True, blank=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    decayed_at = models.DateTimeField(null=True, blank=True)
    conversation = models.ForeignKey(
        "memory.Conversation", null=True, blank=True, on_delete=models.SET_NULL, related_name="memory_items"
    )
    turn = models.ForeignKey("memory.Turn", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")

    class Meta:
        ordering = ["category", "created_at", "id"]
        indexes = [
            models.Index(fields=["user", "status", "category"]),
            HnswIndex(
                name="memoryitem_embedding_hnsw",
                fields=["embedding"],
                m=16,
                ef_construction=64,
                opclasses=["vector_cosine_ops"],
            ),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["user", "category", "value_normalized"],
                condition=Q(status=rules.ACTIVE),
                name="one_active_item_per_value",
            ),
            models.UniqueConstraint(
                fields=["user"], condition=Q(status=rules.ACTIVE, category=rules.DIET), name="one_active_diet"
            ),
            models.CheckConstraint(condition=Q(confidence__gte=0, confidence__lte=1), name="confidence_0_1"),
            models.CheckConstraint(condition=_in("asserted_by", rules.TRUST_LEVELS), name="trust_known"),
            models.CheckConstraint(condition=_in("status", rules.STATUSES), name="status_known"),
            models.CheckConstraint(condition=_in("category", rules.CATEGORIES), name="category_known"),
            models.CheckConstraint(condition=~Q(category=rules.ALLERGY) | Q(protected=True), name="allergy_protected"),
        ]

    def __str__(self) -> str:
        info = rules.CATEGORY.get(self.category)
        return f"{info.title if info else self.category}: {self.value}"

    @property
    def added_by_hand(self) -> bool:
        """Typed in by the person (Memory page, API), not learned from something they said."""
        return self.evidence == ADDED_BY_YOU

    def view(self) -> rules.ItemView:
        return rules.ItemView(
            id=self.pk,
            category=self.category,
            value=self.value,
            value_normalized=self.value_normalized,
            trust=self.asserted_by,
            protected=self.protected,
            status=self.status,
            created_at=self.created_at,
            confidence=self.confidence,
            last_used_at=self.last_used_at,
            expires_at=self.expires_at,
            decayed_at=self.decayed_at,
        )


class MemoryEventQuerySet(models.QuerySet):
    def update(self, **kwargs):
        raise TypeError("The memory audit log is append-only.")


class MemoryEvent(models.Model):
    """Append-only audit log: who did what to which item, why, and when."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memory_events")
    item = models.ForeignKey(MemoryItem, null=True, blank=True, on_delete=models.CASCADE, related_name="events")
    actor = models.CharField(max_length=20, choices=ACTOR_CHOICES)
    action = models.CharField(max_length=30)
    reason_code = models.CharField(max_length=40, blank=True, default="")
    reason = models.TextField(blank=True, default="")
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    # Turns are deleted only with their user, whose events go in the same transaction; an append-only
    # row cannot be updated to NULL first.
    turn = models.ForeignKey("memory.Turn", null=True, blank=True, on_delete=models.DO_NOTHING, related_name="+")
    created_at = models.DateTimeField(db_index=True)

    objects = MemoryEventQuerySet.as_manager()

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["user", "-created_at"]), models.Index(fields=["turn", "action"])]

    def __str__(self) -> str:
        return f"{self.actor} {self.action} {self.item_id or ''}"

    def save(self, *args, **kwargs):
        if self.pk is not None:
            raise TypeError("The memory audit log is append-only.")
        super().save(*args, **kwargs)


class MemorySettings(models.Model):
    """Per-user switches; its row is also the lock that serializes a user's memory writes."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memory_settings")
    learning_enabled = models.BooleanField(default=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "memory settings"

    def __str__(self) -> str:
        return f"memory settings of {self.user}"


class MemoryOverview(User):
    """A per-user view of memory for the admin (a proxy of the user model, no table)."""

    class Meta:
        proxy = True
        verbose_name = "memory overview"
        verbose_name_plural = "memory overview (per user)"
