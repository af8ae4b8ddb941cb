"""Search bookkeeping for freshly written turns, kept in the transaction that writes them.

A turn's neighbours in its conversation are indexed with it (`context`, `context_far`), and the
user's word counts (TermCount) grow by its words; recall's lexical scoring (memory.recall.search)
reads both.
"""

from __future__ import annotations

from django.db import connection

from memory.models import TermCount, Turn

CONTEXT_CHARS = 600  # of each neighbour


def prefill_context(turns) -> None:
    """Fill the neighbour context of unsaved turns from each other, before their insert, so a new
    conversation's rows are written once; `index_turns` then rewrites only the rows whose context
    this could not know (a conversation that already held turns). Same text as its SQL."""
    by_conversation: dict = {}
    for index, turn in enumerate(turns):
        by_conversation.setdefault(turn.conversation_id, []).append((turn.created_at, index, turn))
    for rows in by_conversation.values():
        ordered = [turn for *_, turn in sorted(rows, key=lambda row: row[:2])]
        texts = [turn.content[:CONTEXT_CHARS] for turn in ordered]
        for i, turn in enumerate(ordered):
            turn.context, turn.context_far = _around(texts, i, 1), _around(texts, i, 2)


def _around(texts: list[str], i: int, step: int) -> str:
    """concat_ws(E'\\n', lag(step), lead(step)): the texts `step` before and after, those that exist."""
    return "\n".join(texts[j] for j in (i - step, i + step) if 0 <= j < len(texts))


def index_turns(turns) -> int:
    """Search bookkeeping for freshly written turns: their conversations' neighbour context, and
    the user's word counts (see TermCount). Call once per insert, in the inserting transaction.
    Returns how many rows' context it had to rewrite."""
    turn_ids = [turn.pk for turn in turns]
    if not turn_ids:
        return 0
    table, counts = Turn._meta.db_table, TermCount._meta.db_table
    with connection.cursor() as cursor:
        cursor.execute(
            f"""
            WITH changed AS MATERIALIZED (  -- computed once, whatever the planner guesses
                SELECT id, context, context_far FROM (
                    SELECT id, context AS was, context_far AS was_far,
                        concat_ws(E'\\n', left(lag(content) OVER w, %(chars)s),
                                  left(lead(content) OVER w, %(chars)s)) AS context,
                        concat_ws(E'\\n', left(lag(content, 2) OVER w, %(chars)s),
                                  left(lead(content, 2) OVER w, %(chars)s)) AS context_far
                    FROM {table}
                    WHERE conversation_id = ANY(%(conversations)s)
                    WINDOW w AS (PARTITION BY conversation_id ORDER BY created_at, id)
                ) computed
                WHERE (was, was_far) IS DISTINCT FROM (context, context_far)
            )
            UPDATE {table} t SET context = changed.context, context_far = changed.context_far
            FROM changed WHERE t.id = changed.id
            """,
            {"chars": CONTEXT_CHARS, "conversations": list({turn.conversation_id for turn in turns})},
        )
        rewritten = cursor.rowcount
        cursor.execute(
            f"""
            INSERT INTO {counts} (user_id, lexeme, turns)
            SELECT user_id, lexeme, count(*) FROM (
                SELECT t.user_id, l.lexeme FROM {table} t,
                    unnest(tsvector_to_array(to_tsvector('english', t.content))) AS l(lexeme)
                WHERE t.id = ANY(%(ids)s)
                UNION ALL
                SELECT t.user_id, '' FROM {table} t WHERE t.id = ANY(%(ids)s)
            ) words
            GROUP BY user_id, lexeme ORDER BY user_id, lexeme
            ON CONFLICT (user_id, lexeme) DO UPDATE SET turns = {counts}.turns + EXCLUDED.turns
            """,
            {"ids": turn_ids},
        )
    return rewritten
