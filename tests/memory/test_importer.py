"""Bulk import of history (memory.log.importer) through the raw log's writer: idempotent, timestamps
and ids kept, indexed for words and meaning, bad lines reported."""

from __future__ import annotations

import io
import json
from datetime import UTC, datetime

from django.conf import settings
from django.core.management import call_command

from memory import services
from memory.log.importer import import_history
from memory.models import Conversation, TermCount, Turn
from tests.memory.history import CHAT, lines


def test_import_keeps_timestamps_and_external_ids_and_is_idempotent(user, imported):
    turn = Turn.objects.get(user=user, external_id="t4")
    assert turn.created_at == datetime(2026, 1, 15, 18, 0, tzinfo=UTC)
    assert turn.conversation.external_id == "s3"
    assert imported.imported == 6

    again = import_history(lines())

    assert again.imported == 0 and again.skipped == 6
    assert Turn.objects.filter(user=user).count() == 6


def test_word_counts_follow_the_turns_and_a_re_import_adds_nothing(user, imported):

    import_history(lines())

    counts = dict(TermCount.objects.filter(user=user).values_list("lexeme", "turns"))
    assert counts[""] == 6 and counts["sourdough"] == 1 and counts["chili"] == 2


def test_import_embeds_turns_but_never_filler(user, imported):
    assert Turn.objects.get(user=user, external_id="t1").embedding is not None
    assert Turn.objects.get(user=user, external_id="t6").embedding is None


def test_import_reports_bad_lines_and_keeps_the_good_ones(db):
    bad = [
        '{"user": "zed", "session": "s", "id": "1", "role": "user", "content": "hi there", "timestamp": "2026-01-01"}',
        "not json",
        '{"user": "zed", "session": "s", "id": "2", "role": "robot", "content": "x", "timestamp": "2026"}',
        '{"session": "s", "id": "3", "role": "user", "content": "x", "timestamp": "yesterday-ish"}',
    ]

    report = import_history(bad)

    assert report.imported == 1
    assert [e.split(":")[0] for e in report.errors] == ["line 2", "line 3", "line 4"]


def test_the_import_command_with_wait_embeds_and_consolidates(db, tmp_path):
    path = tmp_path / "history.jsonl"
    path.write_text(
        "\n".join(
            lines(user="")[:0]
            + [
                json.dumps(
                    {
                        "session": "x",
                        "id": "1",
                        "role": "user",
                        "content": "I'm allergic to sesame",
                        "timestamp": "2026-02-01T10:00:00+01:00",
                    }
                )
            ]
        )
    )
    out = io.StringIO()

    call_command("import_history", "--user", "newcomer", str(path), "--wait", stdout=out, stderr=io.StringIO())

    summary = json.loads(out.getvalue())
    assert summary["turns_imported"] == 1 and summary["consolidation"]["newcomer"]["created"] == 1
    turn = Turn.objects.get(external_id="1")
    assert turn.user.username == "newcomer" and turn.consolidated_at is not None
    assert turn.embedding is not None and summary["turns_embedded"] == 1
    assert turn.created_at == datetime(2026, 2, 1, 9, 0, tzinfo=UTC)
    assert Conversation.objects.get(user=turn.user).external_id == "x"


def test_turns_carry_their_neighbours_as_context(user):
    import_history(lines(rows=CHAT))

    turns = {t.external_id: t for t in Turn.objects.filter(user=user)}

    assert turns["k1"].context == turns["k2"].content
    assert turns["k1"].context_far == turns["k3"].content
    assert turns["k2"].context == f"{turns['k1'].content}\n{turns['k3'].content}"
    assert turns["k4"].context == turns["k5"].content  # the first turn of another conversation
    assert Turn.objects.filter(user=user, search="puppy").count() == 3  # k3 through its question


def test_the_import_command_returns_with_turns_searchable_by_words_and_vectors_queued(db, tmp_path):
    from memory.recall.search import recall

    path = tmp_path / "history.jsonl"
    path.write_text("\n".join(lines(user="quick")))
    out = io.StringIO()

    call_command("import_history", str(path), stdout=out)

    summary = json.loads(out.getvalue())
    assert summary["turns_imported"] == 6 and summary["embedding_batches_queued"] == 1
    assert summary["consolidation"] == "queued"
    owner = Turn.objects.filter(external_id="t3").first().user
    assert not Turn.objects.filter(user=owner, embedding__isnull=False).exists()  # vectors follow in workers
    hits = recall(user=owner, query="sourdough", layer="raw", query_vector=None)
    assert hits[0].source["external_id"] == "t3"


def test_the_embedding_task_fills_in_vectors_once(user):
    from memory.log.importer import pending_embeddings
    from memory.tasks import embed_turns

    report = import_history(lines(), embed=False)
    assert pending_embeddings(report.turn_ids) == sorted(
        Turn.objects.filter(external_id__in=["t1", "t2", "t3", "t4", "t5"]).values_list("pk", flat=True)
    )  # "ok" is filler: it never gets a vector

    assert embed_turns(report.turn_ids) == 5
    assert embed_turns(report.turn_ids) == 0
    assert pending_embeddings(report.turn_ids) == []


# Vectors that follow the import ------------------------------------------------------------------


def test_turns_erased_before_their_vectors_are_computed_stay_erased(db):
    from memory.recall.embeddings import embed_turn_batch
    from memory.tasks import embed_turns

    report = import_history(lines(user="leaving"), embed=False)
    loaded = list(Turn.objects.filter(pk__in=report.turn_ids).only("content", "content_hash"))  # the worker's read
    services.erase_user(user=loaded[0].user)  # DELETE /api/me/ while the batch is in the worker

    embed_turn_batch(loaded)  # the worker's write, after the erasure
    assert embed_turns(report.turn_ids) == 0  # a redelivered batch finds nothing to do

    assert not Turn.objects.filter(pk__in=report.turn_ids).exists()  # nothing brought back


def test_a_batch_lost_with_its_worker_is_made_by_the_next_consolidation(user):
    from memory.consolidate.consolidation import consolidate_user
    from memory.log.importer import pending_embeddings

    report = import_history(lines(), embed=False)  # queued, but no worker ever ran the batch
    assert len(pending_embeddings(report.turn_ids)) == 5

    consolidate_user(user=user)  # what the sweep starts for a user whose turns wait

    assert pending_embeddings(report.turn_ids) == []


def test_a_change_of_embedding_model_embeds_every_turn_again(user):
    from memory.log.importer import pending_embeddings
    from memory.recall.embeddings import content_hash
    from memory.tasks import embed_turns

    report = import_history(lines(), embed=False)
    embed_turns(report.turn_ids)
    for turn in Turn.objects.filter(pk__in=report.turn_ids, embedding__isnull=False):  # as an older model left them
        turn.embedding_model, turn.content_hash = (
            "openai/an-older-model",
            content_hash(turn.content, "openai/an-older-model"),
        )
        turn.save(update_fields=["embedding_model", "content_hash"])

    assert len(pending_embeddings(report.turn_ids)) == 5  # vectors of another model do not count
    assert embed_turns(report.turn_ids) == 5
    models = set(
        Turn.objects.filter(pk__in=report.turn_ids, embedding__isnull=False).values_list("embedding_model", flat=True)
    )
    assert models == {settings.MEMORY_EMBEDDING_MODEL}


def test_a_new_conversation_gets_its_context_before_the_insert_and_a_later_one_is_mended(user):
    """Neighbour context is filled in before the insert, so a new conversation's rows are written
    once; turns imported into a conversation that already holds some still end with the context
    the database computes (the ones they landed beside are rewritten)."""
    from memory.log.indexing import index_turns, prefill_context

    conversation = services.log_start_conversation(user=user)
    contents = ["first", "second", "third"]
    turns = [
        Turn(
            conversation=conversation,
            user=user,
            role="user",
            content=c,
            created_at=datetime(2026, 2, 1, 10, i, tzinfo=UTC),
        )
        for i, c in enumerate(contents)
    ]
    prefill_context(turns)
    assert index_turns(Turn.objects.bulk_create(turns)) == 0  # nothing left to rewrite

    late = [("c1", "k0", "user", "Sam: before everything", "2026-02-01T09:59:00Z"), *CHAT[:1]]
    import_history(lines(rows=late))  # k1 is new; k0 lands before it in the same conversation
    import_history(lines(rows=CHAT))  # k2, k3 arrive after k0 and k1 are stored

    k = {t.external_id: t for t in Turn.objects.filter(user=user, conversation__external_id="c1")}
    assert k["k0"].context == k["k1"].content and k["k0"].context_far == k["k2"].content
    assert k["k1"].context == f"{k['k0'].content}\n{k['k2'].content}"
    assert k["k2"].context_far == f"{k['k0'].content}"
    assert k["k3"].context == k["k2"].content and k["k3"].context_far == k["k1"].content


def test_a_turn_with_long_neighbours_keeps_its_whole_row_on_its_page(user):
    """Recall reads every candidate's vector and search vector: they must not sit in the TOAST table
    (PostgreSQL's default moves them there once a row passes about 2 kB)."""
    import random

    from django.db import connection

    rng = random.Random(3)
    words = ["".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(3, 9))) for _ in range(400)]
    rows = [
        ("long", f"w{i}", "user", " ".join(rng.choice(words) for _ in range(60)), f"2026-02-01T10:0{i}:00Z")
        for i in range(5)
    ]
    with connection.cursor() as cursor:
        cursor.execute("SELECT reltoastrelid::regclass::text FROM pg_class WHERE oid = 'coach_turn'::regclass")
        toast = cursor.fetchone()[0]
        cursor.execute(f"SELECT count(*) FROM {toast}")
        before = cursor.fetchone()[0]
        import_history(lines(rows=rows))
        cursor.execute("SELECT min(pg_column_size(t.*)) FROM coach_turn t WHERE external_id LIKE 'w%%'")
        assert cursor.fetchone()[0] > 2500  # wide enough that the default would have moved values out
        cursor.execute(f"SELECT count(*) FROM {toast}")
        assert cursor.fetchone()[0] == before
    assert Turn.objects.filter(user=user, external_id__startswith="w", embedding__isnull=False).count() == 5
