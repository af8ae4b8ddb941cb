"""Recall: find what a person said or what Mise remembers that bears on a query.

Candidates come from working memory (live items, lexical match) and the raw log (PostgreSQL
full-text search); results are fused by reciprocal rank. Only one user's data is ever searched.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime

from django.contrib.postgres.search import SearchQuery, SearchRank, SearchVector
from django.db.models import F, Q
from django.utils import timezone

from memory import rules
from memory.models import MemoryItem

LAYERS = ("working", "episodic", "raw")
RRF_K = 60
STOP_WORDS = frozenset(
    "a an the and or but of to in on at for with about is are was were be been i me my mine you your we our it "
    "its this that these those what which who whom when where why how do does did have has had can could would "
    "should will just so than then there here from by as not no yes please tell remind again any some".split()
)


@dataclass
class Hit:
    layer: str
    text: str
    score: float
    created_at: datetime
    item_id: int | None = None
    source: dict = field(default_factory=dict)

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


def query_words(query: str) -> list[str]:
    words = [rules.normalize(w) for w in re.findall(r"[\w'-]+", query.lower())]
    return [w for w in words if w and w not in STOP_WORDS and len(w) > 1]


def _working(user, words, *, as_of, history, since, until) -> list[Hit]:
    items = MemoryItem.objects.filter(user=user, created_at__lte=as_of)
    if not history:
        items = items.filter(status=rules.ACTIVE).filter(Q(expires_at__isnull=True) | Q(expires_at__gt=as_of))
    if since:
        items = items.filter(created_at__gte=since)
    if until:
        items = items.filter(created_at__lte=until)
    hits = []
    for item in items:
        item_words = set(item.value_normalized.split()) | set(rules.normalize(item.category.replace("_", " ")).split())
        overlap = len(item_words & set(words))
        if overlap:
            label = rules.GROUP_TITLES.get(item.category, item.category)
            hits.append(
                Hit(
                    "working",
                    f"{label}: {item.value}",
                    overlap / max(1, len(words)),
                    item.created_at,
                    item_id=item.pk,
                    source=_source(item.conversation_id, item.turn_id, ""),
                )
            )
    hits.sort(key=lambda h: (-h.score, -h.created_at.timestamp()))
    return hits


def _raw(user, words, *, as_of, since, until, limit, exclude_turn_ids) -> list[Hit]:
    from coach.models import Turn

    terms = [re.sub(r"[^\w]", "", w) for w in words]
    tsquery = " | ".join(t for t in terms if t)
    if not tsquery:
        return []
    query = SearchQuery(tsquery, search_type="raw", config="english")
    turns = (
        Turn.objects.filter(user=user, created_at__lte=as_of)
        .exclude(pk__in=list(exclude_turn_ids))
        .annotate(search=SearchVector("content", config="english"))
        .filter(search=query)
    )
    if since:
        turns = turns.filter(created_at__gte=since)
    if until:
        turns = turns.filter(created_at__lte=until)
    turns = turns.annotate(rank=SearchRank(F("search"), query)).order_by("-rank", "-created_at")[:limit]
    return [
        Hit(
            "raw",
            f"{'You' if t.role == 'user' else 'Mise'}: {t.content[:300]}",
            float(t.rank),
            t.created_at,
            source=_source(t.conversation_id, t.pk, t.external_id),
        )
        for t in turns
    ]


def _source(conversation_id, turn_id, external_id) -> dict:
    return {"conversation_id": conversation_id, "turn_id": turn_id, "external_id": external_id or None}


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
) -> list[Hit]:
    """The best hits for a query across the requested layers, fused by reciprocal rank."""
    as_of = as_of or timezone.now()
    words = query_words(query)
    if not words:
        return []
    ranked: list[list[Hit]] = []
    if layer in (None, "working"):
        ranked.append(_working(user, words, as_of=as_of, history=history, since=since, until=until))
    if layer in (None, "raw"):
        ranked.append(
            _raw(user, words, as_of=as_of, since=since, until=until, limit=limit * 3, exclude_turn_ids=exclude_turn_ids)
        )
    fused: dict[tuple, Hit] = {}
    for hits in ranked:
        for rank, hit in enumerate(hits):
            key = (hit.layer, hit.item_id, hit.source.get("turn_id"))
            score = 1.0 / (RRF_K + rank + 1)
            if key in fused:
                fused[key].score += score
            else:
                hit.score = score
                fused[key] = hit
    return sorted(fused.values(), key=lambda h: -h.score)[:limit]
