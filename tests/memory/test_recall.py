"""Recall over every tier with real embeddings: current facts, time windows, isolation, no noise."""

from __future__ import annotations

import io
import json
from datetime import UTC, datetime

import pytest
from django.core.management import call_command

from memory import rules, services
from memory.log.importer import import_history
from memory.models import Episode, Turn
from memory.recall.embeddings import embed_pending
from memory.recall.search import recall
from tests.memory.history import AS_OF, CHAT, lines


def ids(hits):
    return [h.source.get("external_id") for h in hits if h.layer == "raw"]


def test_it_finds_a_past_turn_by_meaning(user, imported):
    hits = recall(user=user, query="what did I prepare for my mother and father?", as_of=AS_OF)

    assert ids(hits)[0] == "t1"


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("what did I cook yesterday?", "t1"),
        ("where did we eat last Tuesday?", "t2"),
        ("what did I bake two weeks ago?", "t3"),
        ("what did I cook in January?", "t4"),
    ],
)
def test_relative_dates_narrow_the_window(user, imported, query, expected):
    hits = recall(user=user, query=query, as_of=AS_OF, layer="raw")

    assert ids(hits) and ids(hits)[0] == expected
    assert all(h.created_at <= AS_OF for h in hits)


def test_a_time_window_with_too_few_hits_is_topped_up_from_outside_it(user, imported):
    hits = recall(user=user, query="the sourdough bread I baked last year", as_of=AS_OF, layer="raw")

    assert ids(hits)[0] == "t3"  # said in March 2026: nothing from 2025 matches, so the window widens

    yesterday = recall(user=user, query="what did I cook yesterday?", as_of=AS_OF, layer="raw")
    assert ids(yesterday)[0] == "t1" and len(ids(yesterday)) > 1  # in the window first, then the rest


def test_a_turn_and_what_was_learned_from_it_are_one_hit_that_names_the_turn(user, imported):
    from memory.consolidate.consolidation import consolidate_user

    consolidate_user(user=user)
    assert Episode.objects.filter(user=user, turn__external_id="t3").exists()  # "I baked …" is a meal

    hits = recall(user=user, query="sourdough bread with rye flour", as_of=AS_OF)

    turns = [h.source["turn_id"] for h in hits]
    assert len(turns) == len(set(turns))  # the meal and its turn do not take two places
    assert hits[0].layer == "episodic" and hits[0].source["external_id"] == "t3"


def test_memories_never_push_the_turns_that_hold_the_answer_out(user):
    conversation = services.log_start_conversation(user=user)
    said = [
        services.log_append_turn(services.NewTurn(conversation, "user", f"paella night number {n} with saffron rice"))
        for n in range(12)
    ]
    for value in ("paella", "saffron", "saffron rice", "seafood paella", "paella pans"):
        services.memory_save(user=user, category=rules.LIKE, value=value, evidence=f"I love {value}")
    embed_pending(user=user, turns=said)

    hits = recall(user=user, query="paella with saffron rice", limit=10)

    assert [h.layer for h in hits] == ["raw"] * 10  # ten turns match; memories said elsewhere come after


def test_explicit_since_until_and_as_of(user, imported):
    window = recall(
        user=user,
        query="cooking food",
        since=datetime(2026, 3, 1, tzinfo=UTC),
        until=datetime(2026, 3, 10, tzinfo=UTC),
        as_of=AS_OF,
        layer="raw",
    )
    assert set(ids(window)) <= {"t3"}

    early = recall(user=user, query="lasagna", as_of=datetime(2026, 2, 1, tzinfo=UTC))
    assert "t1" not in ids(early)


def test_only_current_facts_unless_history_is_asked_for(user):
    services.memory_save(user=user, category=rules.DIET, value="vegetarian")
    services.memory_save(user=user, category=rules.DIET, value="pescatarian")
    embed_pending(user=user)

    current = [h.text for h in recall(user=user, query="what is my diet", layer="working")]
    everything = [h.text for h in recall(user=user, query="what is my diet", layer="working", history=True)]

    assert current == ["Diet: pescatarian"]
    assert "Diet: vegetarian (superseded)" in everything


@pytest.mark.parametrize("query", ["xqzv blorf plim", "the quarterly tax filing deadline", "?!"])
def test_an_irrelevant_query_returns_no_hits(user, imported, query):
    services.memory_save(user=user, category=rules.DISLIKE, value="cilantro")
    embed_pending(user=user)

    assert recall(user=user, query=query, as_of=AS_OF) == []


def test_user_isolation_in_every_path(api, user, other_user, imported):
    import_history(
        lines(user="bob", rows=[("b1", "b1", "user", "I made a mushroom lasagna too", "2026-03-19T19:00:00Z")])
    )
    services.memory_save(user=other_user, category=rules.LIKE, value="mushroom lasagna")
    embed_pending(user=other_user)

    own = recall(user=user, query="mushroom lasagna", as_of=AS_OF, history=True)
    api_hits = api.get("/api/recall/", {"q": "mushroom lasagna", "as_of": AS_OF.isoformat()}).json()["hits"]
    out = io.StringIO()
    call_command(
        "recall", "--user", "alice", "--query", "mushroom lasagna", "--as-of", AS_OF.isoformat(), "--json", stdout=out
    )
    cli_hits = json.loads(out.getvalue())["hits"]

    bob_turns = set(Turn.objects.filter(user=other_user).values_list("pk", flat=True))
    for hits in ([h.as_json() for h in own], api_hits, cli_hits):
        assert hits
        assert not {h["source"]["turn_id"] for h in hits} & bob_turns
        assert not any(h.get("item_id") for h in hits)


def test_the_api_answers_the_contract_shape(api, imported):
    body = api.get("/api/recall/", {"q": "sourdough", "layer": "raw", "as_of": AS_OF.isoformat(), "limit": 3}).json()

    hit = body["hits"][0]
    assert set(hit) >= {"layer", "text", "score", "created_at", "source"}
    assert set(hit["source"]) == {"conversation_id", "turn_id", "external_id"}
    assert hit["source"]["external_id"] == "t3"


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"q": "x", "layer": "dreams"},
        {"q": "x", "since": "soon"},
        {"q": "x", "limit": "0"},
        {"q": "x", "limit": "many"},
    ],
)
def test_bad_recall_parameters_answer_400(api, params):
    response = api.get("/api/recall/", params)

    assert response.status_code == 400 and response.json()["detail"]


def test_batch_recall_answers_in_input_order(user, imported, tmp_path):
    queries = tmp_path / "q.jsonl"
    queries.write_text(
        "\n".join(
            json.dumps(q)
            for q in [
                {"id": "a", "user": "alice", "query": "sourdough", "as_of": AS_OF.isoformat(), "limit": 2},
                {"id": "b", "user": "nobody", "query": "x"},
                {"id": "c", "user": "alice", "query": "ramen", "layer": "raw", "as_of": AS_OF.isoformat()},
            ]
        )
    )
    out = io.StringIO()

    call_command("recall", "--queries", str(queries), "--json", stdout=out)

    rows = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["id"] for r in rows] == ["a", "b", "c"]
    assert rows[0]["hits"][0]["source"]["external_id"] == "t3"
    assert rows[1]["hits"] == [] and "nobody" in rows[1]["error"]
    assert rows[2]["hits"][0]["source"]["external_id"] == "t2"


def test_an_answer_is_found_through_the_question_it_answers(user):
    import_history(lines(rows=CHAT))

    hits = recall(user=user, query="how is the puppy adjusting to its new home?", as_of=AS_OF, layer="raw", limit=3)

    answer = next(h for h in hits if h.source["external_id"] == "k3")
    assert "puppy" not in answer.text.lower() and answer.lexical > 0


def test_a_word_on_every_turn_weighs_almost_nothing(user):
    import_history(lines(rows=CHAT))

    hits = recall(user=user, query="Sam sourdough", as_of=AS_OF, layer="raw", query_vector=None)

    assert ids(hits)[0] == "k4"


def test_the_chat_keeps_context_current_as_turns_arrive(user):
    from coach.services import chat_post_message

    first = chat_post_message(user=user, message="Remind me how long to rest a steak")
    second = chat_post_message(user=user, message="And a roast chicken?", conversation_id=first.conversation_id)

    first.refresh_from_db()
    second.refresh_from_db()
    assert first.context == second.content and second.context == first.content


@pytest.mark.parametrize("query", ["bake", "baked bread", "flour", "rye"])
def test_a_live_item_is_found_through_its_value_and_evidence_with_stemming(user, query):
    services.memory_save(
        user=user, category=rules.COOKING_STYLE, value="baking with rye flour", evidence="I always bake with rye flour"
    )
    services.memory_save(user=user, category=rules.LIKE, value="basil", evidence="I love basil")

    hits = recall(user=user, query=query, layer="working", query_vector=None)

    assert [h.text for h in hits][:1] == ["Cooking styles: baking with rye flour"]


def test_the_evidence_counts_less_than_the_value(user):
    services.memory_save(user=user, category=rules.LIKE, value="flour tortillas", evidence="I love flour tortillas")
    services.memory_save(
        user=user, category=rules.COOKING_STYLE, value="baking", evidence="I always bake with rye flour"
    )

    hits = recall(user=user, query="flour", layer="working", query_vector=None)

    assert [h.text for h in hits] == ["Likes: flour tortillas", "Cooking styles: baking"]


def test_turns_that_cannot_reach_the_top_candidates_are_skipped_without_changing_any_score(user, monkeypatch):
    """MaxScore pruning: the lexical top CANDIDATES and every vector candidate's score are exactly
    what scoring every matching turn gives, while turns holding only the common word are not read."""
    from django.db import connection

    from memory.recall import search

    def text(i: int) -> str:
        return f"Note {i}: {'saffron rice, ' if i < 80 else ''}{'garlic ' if i % 2 == 0 else ''}for the weekend dinner"

    rows = [("p", f"n{i}", "user", text(i), f"2026-02-01T10:{i // 60:02d}:{i % 60:02d}Z") for i in range(300)]
    import_history(lines(rows=rows), embed=False)
    monkeypatch.setattr(search, "PRUNE_FROM_TURNS", 300)
    turns = Turn.objects.filter(user=user)
    idf, df = search._word_weights(user, ["saffron", "garlic"])
    terms = list(idf)
    assert df == {"saffron": 80, "garlic": 150}
    garlic_only = turns.get(external_id="n200").pk

    def scored(**pruning):
        sql, params = search._lexical_sql(turns, terms, weighted=True, idf=idf, **pruning)
        with connection.cursor() as cursor:
            cursor.execute(
                f"WITH vec AS (SELECT %s::bigint AS id), scored AS ({sql}) SELECT id, lexical FROM scored",
                [garlic_only, *params],
            )
            return dict(cursor.fetchall())

    every, pruned = scored(), scored(df=df, exact_too="vec")

    def top(scores):
        return sorted(round(s, 9) for s in scores.values())[-search.CANDIDATES :]

    assert top(pruned) == top(every)
    assert all(pruned[pk] == pytest.approx(every[pk]) for pk in pruned)
    assert len(pruned) < 100 < len(every)  # the garlic-only turns after the saffron ones were left out …
    # … except a vector candidate, whose score stays exact
    assert every[garlic_only] > 0 and pruned[garlic_only] == pytest.approx(every[garlic_only])


def test_turns_are_ranked_statements_before_questions_and_whole_matches_first():
    """The turn ranker (TURN_RANKER): of turns that match as well, the statement that holds the fact
    comes before the question that asks about it, and a turn holding all of the query's words before
    one holding some; other layers keep the plain blend."""
    from memory.recall.search import _blend

    rows = [(1, 2.0, 0.5, 0.5), (2, 2.0, 0.5, 0.5), (3, 2.0, 0.5, 1.0), (4, 1.0, 0.3, 0.5)]
    texts = {
        1: "Kim: did you ever make that saffron risotto for your sister?",
        2: "Jo: I made the saffron risotto for my sister on Sunday.",
        3: "Jo: saffron risotto with peas, the whole family loved it.",
        4: "Kim: risotto sounds nice.",
    }

    assert [pk for pk, *_ in _blend(rows, texts)] == [3, 2, 1, 4]
    assert [pk for pk, *_ in _blend(rows)][2:] == [3, 4]  # without texts, 1-3 tie on the blend


SUPPER_CLUB = [
    ("p1", "m1", "user", "Kim: Have you ever cooked a paella with saffron at home?", "2026-02-01T10:00:00Z"),
    (
        "p1",
        "m2",
        "user",
        "Jo: Yes! Seafood paella with saffron for my brother's birthday, he loved it.",
        "2026-02-01T10:01:00Z",
    ),
    ("p1", "m3", "user", "Kim: Nice, I should try that some time.", "2026-02-01T10:02:00Z"),
    ("p2", "m4", "user", "Jo: Did you get the saffron from the market in the end?", "2026-02-03T09:00:00Z"),
    ("p2", "m5", "user", "Kim: Not yet, it was sold out.", "2026-02-03T09:01:00Z"),
]


@pytest.mark.parametrize("query", ["Who cooked paella with saffron at home?", "What has Jo cooked with saffron?"])
def test_the_turn_that_answers_comes_before_the_question_that_asks_it(user, query):
    import_history(lines(rows=SUPPER_CLUB))

    hits = recall(user=user, query=query, as_of=AS_OF, layer="raw")

    assert ids(hits)[:2] == ["m2", "m1"]  # the plain blend put the question first
