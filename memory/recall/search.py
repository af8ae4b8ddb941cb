"""Recall: hybrid, time-aware retrieval over every tier, for one user only.

Candidates come from working memory (live items: lexical and vector), episodic events and the raw
log. Within the log and the events, each candidate gets an exact BM25 score over the stored search
vectors (a turn's neighbours are indexed with it, so an answer is found through its question) and a
cosine similarity from pgvector; the two z-scores are blended (for turns, by a small fitted ranker
that also weighs whether a turn is a question, its length and how much of the query it covers). The
layers' ranked lists are then fused by reciprocal rank, recency breaking near-ties. Time expressions
in the query narrow the window. A candidate must match the query's words or come close in meaning (a
similarity floor), so a query about nothing returns nothing.
"""

from __future__ import annotations

import math
import re
import statistics
from dataclasses import dataclass, field
from datetime import datetime
from types import SimpleNamespace

from django.conf import settings
from django.db import connection
from django.db.models import Q
from django.db.models.expressions import RawSQL
from django.utils import timezone
from pgvector.django import CosineDistance

from memory import rules
from memory.models import Episode, MemoryItem
from memory.recall.timeparse import time_window

LAYERS = ("working", "episodic", "raw")
RRF_K = 60
# A derived layer's vote (a memory, an episode) against the raw log's, in the fusion; chosen on half of
# LoCoMo's conversations with every layer consolidated, reported on the other half (docs/benchmarks.md).
DERIVED_WEIGHT = 0.25
RECENCY_BOOST = 0.01  # at most 1%: below the gap between neighbouring ranks, so it only breaks near-ties
CANDIDATES = 60
# MaxScore pruning (`_pruning`): from this many turns (a user of 600 turns was slower with it, one of
# 5,882 a third faster), scoring first the rarest query words' turns, about this many of their own
PRUNE_FROM_TURNS, SEED_TURNS = 2000, 40
MAX_TERMS = 16
K1 = 1.2  # BM25 term saturation
COMMON_SHARE, COMMON_MIN_TURNS = 0.6, 50  # query words in more than this share of a big log are left out
NEIGHBOUR_TF = (0.5, 0.35)  # a query word in the turn just before/after, or two away, counts this much
LEXICAL_SHARE = 0.6  # weight of the lexical z-score in the blend; the vector's is the rest
# Turns are ranked by these weights of `turn_features` (lexical z, vector z, question, length, coverage):
# pairwise logistic regression on the candidates of half of LoCoMo's conversations, reported on the other
# half (`bench/locomo.py --fit-ranker`, docs/benchmarks.md)
TURN_RANKER = (0.686, 0.923, -1.357, 1.79, 1.974)
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
    similarity: float | None = None  # cosine similarity to the query, where the row has a vector
    lexical: float = 0.0  # BM25 score (working memory: shared words)

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
    words: tuple[str, ...]  # normalised, as memory values are (working memory)
    vector: list[float] | None
    terms: tuple[str, ...] = ()  # as typed, for full-text search


def query_words(query: str) -> list[str]:
    words = [rules.normalize(w) for w in re.findall(r"[\w'-]+", query.lower())]
    return [w for w in words if w and w not in STOP_WORDS and len(w) > 1 and not w.isdigit()]


def query_terms(query: str) -> list[str]:
    """The query's words for full-text search: as typed (PostgreSQL stems them), at most MAX_TERMS."""
    words = re.findall(r"[^\W_]+", query.lower())
    kept = (w for w in words if w not in STOP_WORDS and len(w) > 1 and not w.isdigit())
    return list(dict.fromkeys(kept))[:MAX_TERMS]


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


def _word_weights(user, terms: list[str]) -> tuple[dict[str, float], dict[str, int] | None]:
    """BM25 inverse document frequencies of the query's terms over the user's turns, from TermCount,
    and, for a log big enough to prune (PRUNE_FROM_TURNS), the counts they come from (how many turns
    use the term in their own text).

    Terms no turn uses are left out; so are terms most turns use (a name, say) once the log is big
    enough for that to mean something: they barely move the ranking, yet would make the search read
    most of the user's rows. At least the rarest term stays.
    """
    from memory.models import TermCount

    table = TermCount._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(
            f"""
            SELECT t.term, max(c.turns) FROM unnest(%(terms)s::text[]) AS t(term)
            CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', t.term))) AS l(lexeme)
            JOIN {table} c ON c.user_id = %(user)s AND c.lexeme = l.lexeme
            GROUP BY t.term
            UNION ALL SELECT '', turns FROM {table} WHERE user_id = %(user)s AND lexeme = ''
            """,
            {"terms": terms, "user": user.pk},
        )
        counts = dict(cursor.fetchall())
    n = counts.pop("", 0)
    df = {term: counts[term] for term in terms if counts.get(term)}
    if n >= COMMON_MIN_TURNS and df:
        rarest = min(df, key=df.get)
        df = {term: f for term, f in df.items() if f <= COMMON_SHARE * n or term == rarest}
    idf = {term: math.log(1 + (n - f + 0.5) / (f + 0.5)) for term, f in df.items()}
    return idf, (df if n >= PRUNE_FROM_TURNS else None)


def _saturated(tf: float) -> float:
    return tf * (K1 + 1) / (tf + K1)


def _pruning(idf: dict[str, float], df: dict[str, int]) -> tuple[list[str], list[tuple[float, list[str]]]]:
    """MaxScore over the query's terms, so that turns matching only its common words are not scored.

    Returns the seed terms (the rarest, enough of them for about SEED_TURNS turns of their own) and,
    most pruned first, (bound, required terms): a turn whose text and neighbours' text hold none of
    the required terms scores at most `bound` (each left-out term at its highest). Once CANDIDATES
    seed turns score above a bound, a turn under it cannot enter the lexical top CANDIDATES, so only
    turns holding a required term need a score. The rarest term is always required.
    """
    common_first = sorted(idf, key=idf.get)
    seed, turns = [], 0
    for term in reversed(common_first):
        seed.append(term)
        turns += df[term]
        if turns >= SEED_TURNS:
            break
    steps, left_out = [], 0.0
    for k, term in enumerate(common_first[:-1], start=1):
        left_out += idf[term] * _saturated(1 + sum(NEIGHBOUR_TF))
        steps.append((left_out, common_first[k:]))
    return seed, steps[::-1]


def _lexical_sql(queryset, terms: list[str], *, weighted: bool, idf=None, df=None, exact_too="") -> tuple[str, list]:
    """BM25 over the stored search vectors of the rows `queryset` selects, in one statement.

    Only rows matching some term are scored. Word weights come from `idf` or, without it, from the
    matching rows themselves (they hold every row a term occurs in, so their counts are exact). With
    `weighted` (turns), a row's own words carry weight A, its neighbours' B and those two turns away
    C; a neighbour's match counts NEIGHBOUR_TF of an occurrence, and a match two turns away adds to a
    score but never makes a row a candidate. No length normalisation: turns are short, and on
    LoCoMo it only cost recall.

    With `idf` and `df` too, rows that cannot reach the top CANDIDATES are not scored (`_pruning`),
    except those whose ids the CTE named `exact_too` holds: every candidate's score stays exact.
    """
    base_sql, base_params = queryset.order_by().values("id", "search").query.sql_with_params()
    match = "(search @@ to_tsquery('english', %s))::int"
    near, far = NEIGHBOUR_TF
    tfs, tf_params = [], []
    for i, term in enumerate(terms):
        if weighted:  # the cheap unweighted test first: most rows lack most terms
            tfs.append(
                f"CASE WHEN search @@ to_tsquery('english', %s) "
                f"THEN {match} + {near} * {match} + {far} * {match} ELSE 0 END AS tf{i}"
            )
            tf_params += [term, f"{term}:A", f"{term}:B", f"{term}:C"]
        else:
            tfs.append(f"{match} AS tf{i}")
            tf_params.append(term)
    tf_columns = ", ".join(tfs)

    def anywhere(some) -> str:
        return " | ".join(f"{t}:AB" if weighted else t for t in some)

    if idf is None:
        weights = [f"ln(1 + (s.n - s.df{i} + 0.5) / (s.df{i} + 0.5))" for i in range(len(terms))]
        dfs = ", ".join(f"count(*) FILTER (WHERE tf{i} >= 1) AS df{i}" for i in range(len(terms)))
        stats = f", stats AS (SELECT (SELECT count(*) FROM base)::float AS n, {dfs} FROM matched)"
        source = "matched m CROSS JOIN stats s"
    else:
        weights = [repr(float(idf[term])) for term in terms]
        stats, source = "", "matched m"
    score = " + ".join(f"{w} * m.tf{i} * {K1 + 1} / (m.tf{i} + {K1})" for i, w in enumerate(weights))
    # the share of the query's word weight the row holds, in its own text or its neighbours'
    covered = " + ".join(f"CASE WHEN m.tf{i} > 0 THEN {w} ELSE 0 END" for i, w in enumerate(weights))
    coverage = f"({covered}) / nullif({' + '.join(weights)}, 0)"

    params, pruned, wanted = list(base_params), "", "to_tsquery('english', %s)"
    if idf is not None and df is not None and len(terms) > 1:
        seed, steps = _pruning({t: idf[t] for t in terms}, df)
        pruned = f""", seed AS MATERIALIZED (
            SELECT {score} AS lexical FROM (SELECT {tf_columns} FROM base WHERE search @@ (SELECT to_tsquery('english', %s))) m
        ), need AS MATERIALIZED (
            SELECT to_tsquery('english', CASE {" ".join("WHEN v > %s THEN %s" for _ in steps)} ELSE %s END) AS q
            FROM (SELECT coalesce((SELECT lexical FROM seed ORDER BY lexical DESC
                                   OFFSET {CANDIDATES - 1} LIMIT 1), 0) AS v) theta
        )"""
        params += [*tf_params, anywhere(seed)]
        for bound, required in steps:
            params += [bound, f"({' | '.join(required)}) & ({anywhere(terms)})"]
        params.append(anywhere(terms))
        wanted = "(SELECT q FROM need)"
    params += tf_params
    if not pruned:
        params.append(anywhere(terms))
    also = ""
    if exact_too and pruned:
        also = (
            f"UNION SELECT id, {tf_columns} FROM base"
            f" WHERE id IN (SELECT id FROM {exact_too}) AND search @@ to_tsquery('english', %s)"
        )
        params += [*tf_params, anywhere(terms)]
    sql = f"""
        WITH base AS NOT MATERIALIZED (
            SELECT id, search FROM ({base_sql}) rows
        ){pruned}, matched AS MATERIALIZED (
            SELECT id, {tf_columns} FROM base WHERE search @@ {wanted} {also}
        ){stats}
        SELECT m.id, {score} AS lexical, {coverage} AS coverage FROM {source}
    """
    return sql, params


def _candidates(queryset, scope: Scope, *, weighted: bool, fields: tuple[str, ...] = ()) -> list[tuple]:
    """(id, lexical score, similarity, coverage, *fields) of the best lexical and the nearest vector
    candidates, in one statement. Both scores are exact for every candidate (a vector candidate's
    BM25, a lexical one's cosine), so the blend compares like with like; the row's `fields` come with
    them (one statement, not a second one to load the hits)."""
    terms = list(scope.terms)
    idf = df = None
    if weighted and terms:  # turns: word weights from the user's word counts
        idf, df = _word_weights(scope.user, terms)
        terms = list(idf)
    if not terms and scope.vector is None:
        return []
    parts, params = [], []
    if scope.vector is not None:
        floor = 1 - settings.RECALL_MIN_SIMILARITY / 2
        nearest = (
            queryset.filter(embedding__isnull=False)
            .annotate(distance=CosineDistance("embedding", scope.vector))
            .filter(distance__lte=floor)
            .order_by("distance")
            .values("id")[:CANDIDATES]
        )
        vector_sql, vector_params = nearest.query.sql_with_params()
        parts.append(f"vec AS ({vector_sql})")
        params += vector_params
    picked = []
    if terms:
        exact_too = "vec" if scope.vector is not None else ""
        lexical_sql, lexical_params = _lexical_sql(
            queryset, terms, weighted=weighted, idf=idf, df=df, exact_too=exact_too
        )
        parts.append(f"scored AS ({lexical_sql})")
        params += lexical_params
        picked.append(f"(SELECT id FROM scored ORDER BY lexical DESC LIMIT {CANDIDATES})")
    else:
        parts.append("scored AS (SELECT NULL::bigint AS id, 0::float AS lexical, 0::float AS coverage WHERE false)")
    if scope.vector is not None:
        picked.append("SELECT id FROM vec")
    distance = "t.embedding <=> %s::vector" if scope.vector is not None else "NULL::float"
    columns = "".join(f", t.{queryset.model._meta.get_field(name).column}" for name in fields)
    sql = f"""
        WITH {", ".join(parts)}, picked AS ({" UNION ".join(picked)})
        SELECT p.id, coalesce(sc.lexical, 0), {distance}, coalesce(sc.coverage, 0){columns}
        FROM picked p LEFT JOIN scored sc ON sc.id = p.id JOIN {queryset.model._meta.db_table} t ON t.id = p.id
    """
    if scope.vector is not None:
        params.append(str(scope.vector))
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        rows = cursor.fetchall()
    return [
        (pk, float(lex), None if dist is None else 1 - float(dist), float(cover), *rest)
        for pk, lex, dist, cover, *rest in rows
    ]


def _z(values: list[float]) -> list[float]:
    mean = statistics.fmean(values)
    spread = statistics.pstdev(values, mean)
    return [(v - mean) / spread if spread else 0.0 for v in values]


def turn_features(lexical_z: float, vector_z: float, coverage: float, text: str) -> tuple[float, ...]:
    """What the turn ranker weighs (TURN_RANKER): the two z-scores, whether the turn is a question
    (the fact is more often in the statement that answers it), its length in words up to 30 (a
    longer turn says more), and the share of the query's word weight it covers."""
    words = len(text.split())
    return (lexical_z, vector_z, float(text.rstrip().endswith("?")), math.log(1 + min(words, 30)), coverage)


def _blend(candidates, texts: dict | None = None) -> list[tuple[int, float, float, float | None]]:
    """Rank (id, lexical, similarity, coverage) candidates by a weighted sum of their lexical and vector
    z-scores (within the candidates); with the rows' `texts` (turns), by TURN_RANKER's weights instead."""
    if not candidates:
        return []
    lexical = _z([lex for _, lex, _, _ in candidates])
    similarity = _z([sim or 0.0 for _, _, sim, _ in candidates])
    scored = []
    for (pk, lex, sim, cover), zl, zs in zip(candidates, lexical, similarity, strict=True):
        if texts is None:
            score = LEXICAL_SHARE * zl + (1 - LEXICAL_SHARE) * zs
        else:
            score = sum(w * x for w, x in zip(TURN_RANKER, turn_features(zl, zs, cover, texts[pk]), strict=True))
        scored.append((pk, score, lex, sim))
    return sorted(scored, key=lambda row: -row[1])[:CANDIDATES]


def _ranked_hits(
    queryset, scope: Scope, make_hit, *, weighted: bool, fields: tuple[str, ...], text: str | None = None
) -> list[Hit]:
    """Hits made by `make_hit` from each ranked row's `fields` (and its pk); with `text`, the field
    the turn ranker reads."""
    candidates = _candidates(queryset, scope, weighted=weighted, fields=fields)
    values = {pk: rest for pk, _, _, _, *rest in candidates}
    texts = None if text is None else {pk: values[pk][fields.index(text)] for pk in values}
    hits = []
    for pk, _, lex, sim in _blend([row[:4] for row in candidates], texts):
        hit = make_hit(SimpleNamespace(pk=pk, **dict(zip(fields, values[pk], strict=True))))
        hit.lexical, hit.similarity = lex, sim
        hits.append(hit)
    return hits


def _similarity(row) -> float | None:
    distance = getattr(row, "distance", None)
    return None if distance is None else 1 - distance


ITEM_LEXEMES = RawSQL(
    "tsvector_to_array(to_tsvector('english', memory_memoryitem.value))"
    " || tsvector_to_array(to_tsvector('english', memory_memoryitem.evidence))",
    [],
)
VALUE_LEXEMES = RawSQL("tsvector_to_array(to_tsvector('english', memory_memoryitem.value))", [])


def _query_lexemes(terms) -> set[str]:
    if not terms:
        return set()
    with connection.cursor() as cursor:
        cursor.execute("SELECT tsvector_to_array(to_tsvector('english', %s))", [" ".join(terms)])
        return set(cursor.fetchone()[0] or [])


def _item_word_scores(items, scope: Scope) -> dict:
    """How well each item's words match the query's: its value (stemmed: "bake" finds "baking"), its
    category's name, and the user's words it was learned from (the evidence) counting half."""
    wanted, stems = set(scope.words), _query_lexemes(scope.terms)
    scores = {}
    for item in items.defer("embedding").annotate(all_lexemes=ITEM_LEXEMES, value_lexemes=VALUE_LEXEMES):
        value_words = set(item.value_normalized.split()) | set(item.category.split("_"))
        in_value = len((wanted & value_words) | (stems & set(item.value_lexemes or [])))
        in_evidence = len(stems & set(item.all_lexemes or []) - set(item.value_lexemes or []))
        scores[item] = in_value + 0.5 * in_evidence
    return scores


def _working(scope: Scope) -> list[list[Hit]]:
    items = MemoryItem.objects.filter(user=scope.user, created_at__lte=scope.as_of)
    if not scope.history:
        live = Q(status=rules.ACTIVE) | Q(status=rules.SUPERSEDED, valid_until__gt=scope.as_of)
        items = items.filter(live).filter(Q(expires_at__isnull=True) | Q(expires_at__gt=scope.as_of))
    lexical = sorted(
        ((score, item) for item, score in _item_word_scores(items, scope).items() if score > 0),
        key=lambda pair: (-pair[0], -pair[1].created_at.timestamp()),
    )

    def hit(item, shared: int = 0) -> Hit:
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
            lexical=float(shared),
        )

    return [[hit(i, n) for n, i in lexical[:CANDIDATES]], [hit(i) for i in _vector_ranked(items, scope)]]


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
        )

    return [
        _ranked_hits(episodes, scope, hit, weighted=False, fields=("text", "occurred_at", "conversation_id", "turn_id"))
    ]


def _raw(scope: Scope, exclude_turn_ids) -> list[list[Hit]]:
    from memory.models import Conversation, Turn

    temporary = Conversation.objects.filter(user=scope.user, temporary=True).values("id")
    turns = (
        _windowed(Turn.objects.filter(user=scope.user), "created_at", scope)
        .exclude(pk__in=list(exclude_turn_ids))
        .exclude(conversation_id__in=temporary)
    )

    def hit(t) -> Hit:
        text = t.content if t.role == "user" else f"Mise: {t.content}"
        return Hit(
            "raw",
            text[:500],
            0.0,
            t.created_at,
            key=("raw", t.pk),
            source=_source(t.conversation_id, t.pk, t.external_id),
        )

    fields = ("content", "role", "created_at", "conversation_id", "external_id")
    return [_ranked_hits(turns, scope, hit, weighted=True, fields=fields, text="content")]


def _fuse(ranked_lists: list[list[Hit]], as_of: datetime) -> list[Hit]:
    fused: dict[tuple, Hit] = {}
    for hits in ranked_lists:
        for rank, hit in enumerate(hits):
            score = (1.0 if hit.layer == "raw" else DERIVED_WEIGHT) / (RRF_K + rank + 1)
            if hit.key in fused:
                fused[hit.key].score += score
            else:
                hit.score = score
                fused[hit.key] = hit
    for hit in fused.values():
        age_days = max(0.0, (as_of - hit.created_at).total_seconds() / 86400)
        hit.score *= 1 + RECENCY_BOOST * math.exp(-age_days / 30)
    return _one_per_turn(sorted(fused.values(), key=_rank_order))


def _rank_order(hit: Hit) -> tuple:
    return (-hit.score, -hit.created_at.timestamp())


def _one_per_turn(hits: list[Hit]) -> list[Hit]:
    """Provenance: a memory or an episode and the turn it was learned from are one result, not several
    competing for places. The group ranks by its best score (summing them counts one piece of
    evidence twice: an episode is its turn's text) and the distilled one stands for all (a memory
    before an episode before the raw turn), carrying the turn in its source."""
    groups: dict[int, list[Hit]] = {}
    kept: list[Hit] = []
    for hit in hits:
        turn = hit.source.get("turn_id")
        if turn is None:
            kept.append(hit)
        else:
            groups.setdefault(turn, []).append(hit)
    for group in groups.values():
        standing = min(group, key=lambda h: LAYERS.index(h.layer))
        standing.score = max(h.score for h in group)
        kept.append(standing)
    return sorted(kept, key=_rank_order)


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
    """The best hits for a query, across the requested layers (all by default).

    A time expression in the query ("last year", "on May 23") narrows the search to that window; if
    the window holds fewer than `limit` hits, the rest come from outside it, ranked after them (people
    often talk about an event well after it happened). Explicit `since`/`until` are hard limits.
    """
    as_of = as_of or timezone.now()
    window = time_window(query, as_of) if since is None and until is None else None
    words = tuple(query_words(query))
    if query_vector is None and (words or query.strip()):
        from memory.recall.embeddings import embed_query, embeddable

        query_vector = embed_query(query) if embeddable(query) else None
    if not words and query_vector is None:
        return []
    terms = tuple(query_terms(query))

    def search(since, until, *, working: bool = True) -> list[Hit]:
        scope = Scope(user, as_of, since, until, history, words, query_vector, terms)
        ranked: list[list[Hit]] = []
        if working and layer in (None, "working"):
            ranked += _working(scope)
        if layer in (None, "episodic"):
            ranked += _episodic(scope)
        if layer in (None, "raw"):
            ranked += _raw(scope, exclude_turn_ids)
        return _fuse(ranked, as_of)[:limit] if relevant(ranked) else []

    if window is None:
        return _with_external_ids(search(since, until))
    # working memory has no time: it fills places after what the window holds, with the rest
    hits = search(*window, working=False)
    if len(hits) < limit:
        seen = {hit.source.get("turn_id") or hit.key for hit in hits}
        hits += [hit for hit in search(None, None) if (hit.source.get("turn_id") or hit.key) not in seen][
            : limit - len(hits)
        ]
    return _with_external_ids(hits)


def _with_external_ids(hits: list[Hit]) -> list[Hit]:
    """Memories and events learned from an imported turn carry that turn's external id too."""
    from memory.models import Turn

    wanted = {hit.source["turn_id"] for hit in hits if hit.source.get("turn_id") and not hit.source["external_id"]}
    if wanted:
        external = dict(Turn.objects.filter(pk__in=wanted).exclude(external_id="").values_list("pk", "external_id"))
        for hit in hits:
            hit.source["external_id"] = hit.source["external_id"] or external.get(hit.source["turn_id"])
    return hits


def relevant(ranked: list[list[Hit]]) -> bool:
    """Something matched the query's words, or came close enough in meaning; otherwise it is noise."""
    lexical = any(hit.lexical > 0 for hits in ranked for hit in hits)
    best = max((hit.similarity for hits in ranked for hit in hits if hit.similarity is not None), default=0.0)
    return lexical or best >= settings.RECALL_MIN_SIMILARITY
