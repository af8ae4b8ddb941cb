"""What consolidation derives from the raw log: dated episodes, the versioned profile, and its own runs."""

from __future__ import annotations

from django.conf import settings
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.db import models
from pgvector.django import HnswIndex

from memory.models.base import Embedded


class Episode(Embedded):
    """A dated event: a decision, a meal cooked, a tool call, an incident. Kept per the policy."""

    KINDS = [("decision", "decision"), ("meal", "meal cooked"), ("tool_call", "tool call"), ("incident", "incident")]

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="episodes")
    kind = models.CharField(max_length=12, choices=KINDS)
    text = models.TextField()
    occurred_at = models.DateTimeField()
    conversation = models.ForeignKey(
        "memory.Conversation", null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    turn = models.ForeignKey("memory.Turn", null=True, blank=True, on_delete=models.CASCADE, related_name="+")
    seq = models.PositiveSmallIntegerField(default=0)  # several tool calls of one turn
    expires_at = models.DateTimeField(null=True, blank=True)
    search = models.GeneratedField(
        expression=SearchVector("text", config="english"), output_field=SearchVectorField(), db_persist=True
    )
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["-occurred_at", "-id"]
        indexes = [
            models.Index(fields=["user", "-occurred_at"]),
            models.Index(fields=["expires_at"]),
            GinIndex(fields=["search"], name="episode_search_gin"),
            HnswIndex(
                name="episode_embedding_hnsw",
                fields=["embedding"],
                m=16,
                ef_construction=64,
                opclasses=["vector_cosine_ops"],
            ),
        ]
        constraints = [
            models.UniqueConstraint(fields=["turn", "kind", "seq"], name="one_episode_per_turn_kind_seq"),
        ]

    def __str__(self) -> str:
        return f"{self.kind}: {self.text[:60]}"


class ProfileVersion(models.Model):
    """The canonical Markdown profile, versioned: a new row each time memory changes what it says."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile_versions")
    version = models.PositiveIntegerField()
    markdown = models.TextField()
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["-version"]
        constraints = [models.UniqueConstraint(fields=["user", "version"], name="one_profile_version_number")]

    def __str__(self) -> str:
        return f"profile v{self.version} of {self.user}"


class ConsolidationRun(models.Model):
    """One consolidation of one user: what it did, how long it took, what went wrong."""

    STATUSES = [("running", "running"), ("succeeded", "succeeded"), ("failed", "failed")]

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="consolidation_runs")
    status = models.CharField(max_length=10, choices=STATUSES, default="running")
    started_at = models.DateTimeField()
    finished_at = models.DateTimeField(null=True, blank=True)
    duration_ms = models.PositiveIntegerField(default=0)
    turns_processed = models.PositiveIntegerField(default=0)
    created = models.PositiveIntegerField(default=0)
    updated = models.PositiveIntegerField(default=0)
    superseded = models.PositiveIntegerField(default=0)
    evicted = models.PositiveIntegerField(default=0)
    episodes = models.PositiveIntegerField(default=0)
    errors = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["-started_at", "-id"]
        indexes = [models.Index(fields=["user", "-started_at"])]

    def __str__(self) -> str:
        return f"consolidation of {self.user} at {self.started_at:%Y-%m-%d %H:%M} ({self.status})"

    def counts(self) -> dict:
        return {
            "turns_processed": self.turns_processed,
            "created": self.created,
            "updated": self.updated,
            "superseded": self.superseded,
            "evicted": self.evicted,
        }
