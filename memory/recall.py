"""Recall: hybrid, time-aware retrieval over every tier, for one user only.

Candidates come from working memory (live items: lexical and vector), episodic events and the raw
log (PostgreSQL full-text search and pgvector), fused by reciprocal rank with small boosts for trust
and recency. Time expressions in the query narrow the window. A candidate must match the query's
words or come close in meaning (a similarity floor), so a query about nothing returns nothing.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from datetime import datetime

from django.conf import settings
from django.contrib.postgres.search import SearchQuery, SearchRank
from django.db.models import Count, F, Q
from django.utils import timezone
from pgvector.django import CosineDistance

from memory import rules
from memory.models import Episode, MemoryItem
from memory.timeparse import time_window

LAYERS = ("working", "episodic", "raw")
RRF_K = 60
CANDIDATES = 40
COMMON_TERM_SHARE = 0.2
STOP_WORDS = frozenset(
    "a an the and or but of to in on at for with about is are was were be been i me my mine you your we our it "
    "its this that these those what which who whom when where why how do does did have has had can could would "
    "should will just so than then there here from by as not no yes please tell remind again any some ever "
    "last ago yesterday today week month year".split()
)


@dataclass
class Hit:
    layer: str
    text: str
    score: float
    created_at: datetime
    item_id: int | None = None
    source: dict = field(default_factory=dict)
    key: tuple = ()
    similarity: float | None = None  # set for vector candidates

    def as_json(self) -> dict:
        data = {
            "layer": self.layer,
            "text": self.text,
            "score": round(self.score, 6),
            "created_at": self.created_at.isoformat(),
            "source": self.source,
        }
        if self.item_id is not None:
            data["item_id"] = self.item_id
        return data


@dataclass(frozen=True)
class Scope:
    user: object
    as_of: datetime
    since: datetime | None
    until: datetime | None
    history: bool
    words: tuple[str, ...]
    vector: list[float] | None


def query_words(query: str) -> list[str]:
    words = [rules.normalize(w) for w in re.findall(r"[\w'-]+", query.lower())]
    return [w for w in words if w and w not in STOP_WORDS and len(w) > 1 and not w.isdigit()]


def _terms(words) -> list[str]:
    return [t for t in (re.sub(r"[^\w]", "", w) for w in words) if t]


def _tsquery(terms) -> SearchQuery | None:
    raw = " | ".join(terms)
    return SearchQuery(raw, search_type="raw", config="english") if raw else None


def _distinctive(queryset, terms: list[str]) -> list[str]:
    """Drop words that most of the rows contain (a name on every turn, say): full-text ranking has no
    inverse document frequency, so such a word would rank everything alike."""
    if len(terms) < 2:
        return terms
    counts = queryset.aggregate(
        total=Count("pk"),
        **{
            f"t{i}": Count("pk", filter=Q(search=SearchQuery(t, search_type="raw", config="english")))
            for i, t in enumerate(terms)
        },
    )
    total = counts.pop("total") or 1
    share = {terms[int(k[1:])]: v / total for k, v in counts.items()}
    kept = [t for t in terms if share[t] <= COMMON_TERM_SHARE]
    return kept or [min(terms, key=share.get)]


def _source(conversation_id, turn_id, external_id) -> dict:
    return {"conversation_id": conversation_id, "turn_id": turn_id, "external_id": external_id or None}


def _vector_ranked(queryset, scope: Scope):
    """Nearest neighbours above a low similarity floor; `recall` gates on the stronger floor."""
    if scope.vector is None:
        return []
    floor = 1 - settings.RECALL_MIN_SIMILARITY / 2
    return list(
        queryset.filter(embedding__isnull=False)
        .annotate(distance=CosineDistance("embedding", scope.vector))
        .filter(distance__lte=floor)
        .defer("embedding")
        .order_by("distance")[:CANDIDATES]
    )


def _text_ranked(queryset, scope: Scope):
    """Full-text matches over the stored search vector (a generated, GIN-indexed column)."""
    query = _tsquery(_distinctive(queryset, _terms(scope.words)))
    if query is None:
        return []
    return list(
        queryset.filter(search=query)
        .annotate(rank=SearchRank(F("search"), query))
        .defer("embedding")
        .order_by("-rank")[:CANDIDATES]
    )


def _similarity(row) -> float | None:
    distance = getattr(row, "distance", None)
    return None if distance is None else 1 - distance


def _working(scope: Scope) -> list[list[Hit]]:
    items = MemoryItem.objects.filter(user=scope.user, created_at__lte=scope.as_of)
    if not scope.history:
        live = Q(status=rules.ACTIVE) | Q(status=rules.SUPERSEDED, valid_until__gt=scope.as_of)
        items = items.filter(live).filter(Q(expires_at__isnull=True) | Q(expires_at__gt=scope.as_of))
    wanted = set(scope.words)
    lexical = []
    for item in items:
        item_words = set(item.value_normalized.split()) | set(item.category.split("_"))
        if wanted & item_words:
            lexical.append((len(wanted & item_words), item))
    lexical.sort(key=lambda pair: (-pair[0], -pair[1].created_at.timestamp()))

    def hit(item) -> Hit:
        label = rules.GROUP_TITLES.get(item.category, item.category)
        text = f"{label}: {item.value}" + ("" if item.status == rules.ACTIVE else f" ({item.status})")
        return Hit(
            "working",
            text,
            0.0,
            item.created_at,
            item_id=item.pk,
            key=("working", item.pk),
            source=_source(item.conversation_id, item.turn_id, ""),
            similarity=_similarity(item),
        )

    return [[hit(i) for _, i in lexical[:CANDIDATES]], [hit(i) for i in _vector_ranked(items, scope)]]


def _windowed(queryset, field_name: str, scope: Scope):
    queryset = queryset.filter(**{f"{field_name}__lte": scope.as_of})
    if scope.since:
        queryset = queryset.filter(**{f"{field_name}__gte": scope.since})
    if scope.until:
        queryset = queryset.filter(**{f"{field_name}__lt": scope.until})
    return queryset


def _episodic(scope: Scope) -> list[list[Hit]]:
    episodes = _windowed(Episode.objects.filter(user=scope.user), "occurred_at", scope)

    def hit(e) -> Hit:
        return Hit(
            "episodic",
            e.text,
            0.0,
            e.occurred_at,
            key=("episodic", e.pk),
            source=_source(e.conversation_id, e.turn_id, ""),
            similarity=_similarity(e),
        )

    return [[hit(e) for e in _text_ranked(episodes, scope)], [hit(e) for e in _vector_ranked(episodes, scope)]]


def _raw(scope: Scope, exclude_turn_ids) -> list[list[Hit]]:
    from coach.models import Turn

    turns = _windowed(Turn.objects.filter(user=scope.user), "created_at", scope).exclude(pk__in=list(exclude_turn_ids))

    def hit(t) -> Hit:
        text = t.content if t.role == "user" else f"Mise: {t.content}"
        return Hit(
            "raw",
            text[:500],
            0.0,
            t.created_at,
            key=("raw", t.pk),
            source=_source(t.conversation_id, t.pk, t.external_id),
            similarity=_similarity(t),
        )

    return [[hit(t) for t in _text_ranked(turns, scope)], [hit(t) for t in _vector_ranked(turns, scope)]]


def _fuse(ranked_lists: list[list[Hit]], as_of: datetime) -> list[Hit]:
    fused: dict[tuple, Hit] = {}
    for hits in ranked_lists:
        for rank, hit in enumerate(hits):
            score = 1.0 / (RRF_K + rank + 1)
            if hit.key in fused:
                fused[hit.key].score += score
            else:
                hit.score = score
                fused[hit.key] = hit
    for hit in fused.values():
        age_days = max(0.0, (as_of - hit.created_at).total_seconds() / 86400)
        hit.score *= 1 + 0.05 * math.exp(-age_days / 30)
    return sorted(fused.values(), key=lambda h: (-h.score, -h.created_at.timestamp()))


def recall(
    *,
    user,
    query: str,
    layer: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    as_of: datetime | None = None,
    limit: int = 10,
    history: bool = False,
    exclude_turn_ids=(),
    query_vector: list[float] | None = None,
) -> list[Hit]:
    """The best hits for a query, across the requested layers (all by default)."""
    as_of = as_of or timezone.now()
    if since is None and until is None and (window := time_window(query, as_of)):
        since, until = window
    words = tuple(query_words(query))
    if query_vector is None and (words or query.strip()):
        from memory.embeddings import embed_texts, embeddable

        query_vector = embed_texts([query])[0] if embeddable(query) else None
    if not words and query_vector is None:
        return []
    scope = Scope(user, as_of, since, until, history, words, query_vector)
    ranked: list[list[Hit]] = []
    if layer in (None, "working"):
        ranked += _working(scope)
    if layer in (None, "episodic"):
        ranked += _episodic(scope)
    if layer in (None, "raw"):
        ranked += _raw(scope, exclude_turn_ids)
    if not relevant(ranked):
        return []
    return _fuse(ranked, as_of)[:limit]


def relevant(ranked: list[list[Hit]]) -> bool:
    """Something matched the query's words, or came close enough in meaning; otherwise it is noise."""
    lexical = any(hit.similarity is None for hits in ranked for hit in hits)
    best = max((hit.similarity for hits in ranked for hit in hits if hit.similarity is not None), default=0.0)
    return lexical or best >= settings.RECALL_MIN_SIMILARITY
