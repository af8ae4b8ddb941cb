"""The raw log: conversations and their turns, append-only, and per-user word counts for search.

The tables keep the names they had when the chat app owned them (coach_*).
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.db import models
from pgvector.django import HnswIndex

from memory.models.base import Embedded


class Conversation(models.Model):
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="conversations")
    title = models.CharField(max_length=120, blank=True)
    external_id = models.CharField(max_length=200, blank=True, default="")
    # A question the coach asked and is waiting for a yes to (e.g. forgetting an allergy).
    pending_action = models.JSONField(null=True, blank=True)
    # Fixed when the conversation starts. A temporary one neither reads nor writes memory, stays out
    # of recall and is deleted after a day; without use_memory it keeps memory out of its prompts
    # and learns nothing, but stays.
    temporary = models.BooleanField(default=False)
    use_memory = models.BooleanField(default=True)
    created_at = models.DateTimeField(db_index=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        db_table = "coach_conversation"
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["user", "-updated_at"])]
        constraints = [
            models.UniqueConstraint(
                fields=["user", "external_id"], condition=~models.Q(external_id=""), name="conversation_external_id"
            )
        ]

    def __str__(self) -> str:
        return self.title or f"Conversation {self.pk}"

    @property
    def memory_on(self) -> bool:
        return self.use_memory and not self.temporary


# What may change on a written turn: the outbox mark and derived search data, never the log itself.
DERIVED_FIELDS = frozenset(
    {"consolidated_at", "embedding", "embedding_model", "content_hash", "context", "context_far"}
)


class TermCount(models.Model):
    """How many of a user's turns use a word (a stemmed lexeme) in their own text; the lexeme ""
    counts the turns. Recall weighs query words by these (BM25's inverse document frequency) instead
    of counting over the user's whole log on every query. Turns are append-only, so counts only grow."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    lexeme = models.TextField()
    turns = models.PositiveIntegerField(default=0)

    class Meta:
        db_table = "coach_termcount"
        constraints = [models.UniqueConstraint(fields=["user", "lexeme"], name="one_count_per_user_lexeme")]

    def __str__(self) -> str:
        return f"{self.lexeme or '(turns)'}: {self.turns}"


class TurnQuerySet(models.QuerySet):
    def update(self, **kwargs):
        if not set(kwargs) <= DERIVED_FIELDS:
            raise TypeError("Turns are append-only; only their derived search data may change.")
        return super().update(**kwargs)


class Turn(Embedded):
    """One message of the raw log. Content is redacted before it is written and never edited."""

    ROLES = [("user", "user"), ("assistant", "assistant")]

    conversation = models.ForeignKey(Conversation, on_delete=models.CASCADE, related_name="turns")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="turns")
    role = models.CharField(max_length=10, choices=ROLES)
    content = models.TextField()
    tool_calls = models.JSONField(default=list, blank=True)
    usage = models.JSONField(default=dict, blank=True)
    external_id = models.CharField(max_length=200, blank=True, default="")
    # For an assistant turn: the user turn it answers (so a retry can tell a turn was answered).
    reply_to = models.OneToOneField("self", null=True, blank=True, on_delete=models.CASCADE, related_name="reply")
    # Derived search data (embedding fields from Embedded, and these) is filled in after the turn is
    # written; it is never part of the log itself. `context` holds the neighbouring turns of the same
    # conversation (an answer is often only findable by its question), `context_far` the turns two
    # away; the search vector weighs the turn's own words A, its neighbours' B and the far ones' C.
    context = models.TextField(blank=True, default="")
    context_far = models.TextField(blank=True, default="")
    search = models.GeneratedField(
        expression=SearchVector("content", config="english", weight="A")
        + SearchVector("context", config="english", weight="B")
        + SearchVector("context_far", config="english", weight="C"),
        output_field=SearchVectorField(),
        db_persist=True,
    )
    created_at = models.DateTimeField(db_index=True)
    consolidated_at = models.DateTimeField(null=True, blank=True)

    objects = TurnQuerySet.as_manager()

    class Meta:
        db_table = "coach_turn"
        ordering = ["created_at", "id"]
        indexes = [
            models.Index(fields=["conversation", "created_at"]),
            models.Index(fields=["user", "created_at"]),
            models.Index(fields=["user"], condition=models.Q(consolidated_at__isnull=True), name="turn_outbox"),
            GinIndex(fields=["search"], name="turn_search_gin"),
            HnswIndex(
                name="turn_embedding_hnsw",
                fields=["embedding"],
                m=16,
                ef_construction=64,
                opclasses=["vector_cosine_ops"],
            ),
        ]
        constraints = [
            models.UniqueConstraint(
                fields=["user", "external_id"], condition=~models.Q(external_id=""), name="turn_external_id"
            )
        ]

    def __str__(self) -> str:
        return f"{self.role}: {self.content[:60]}"

    def save(self, *args, **kwargs):
        if self.pk is not None and not set(kwargs.get("update_fields") or ()) <= DERIVED_FIELDS:
            raise TypeError("Turns are append-only; write a new turn instead.")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise TypeError("Turns are deleted only by erasing the user.")
