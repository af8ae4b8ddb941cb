"""What rows with a vector share."""

from __future__ import annotations

from django.db import models
from pgvector.django import VectorField

EMBEDDING_DIMENSIONS = 384


class Embedded(models.Model):
    """A row with a vector for recall, the model that made it, and the hash of the text it encodes."""

    embedding = VectorField(dimensions=EMBEDDING_DIMENSIONS, null=True, blank=True)
    embedding_model = models.CharField(max_length=200, blank=True, default="")
    content_hash = models.CharField(max_length=64, blank=True, default="")

    class Meta:
        abstract = True
