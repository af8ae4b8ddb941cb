"""Consolidation and decay as services (no worker): extraction, episodes, idempotence, retention."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.utils import timezone
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memory import rules, services
from memory.capture.policy import PolicyError, classify, parse_policy
from memory.consolidate.consolidation import consolidate_user
from memory.models import ConsolidationRun, Conversation, Episode, MemoryEvent, MemoryItem, ProfileVersion, Turn
from tests.conftest import ROOT, child_env


def log_turns(user, *messages, role="user", start=None, step=timedelta(minutes=1)):
    conversation = services.log_start_conversation(user=user)
    when = start or timezone.now() - step * len(messages)
    turns = []
    for text in messages:
        turns.append(services.log_append_turn(services.NewTurn(conversation, role, text, created_at=when)))
        when += step
    return turns


def test_it_turns_the_raw_log_into_items_episodes_and_a_profile(user):
    log_turns(user, "I'm vegetarian", "I hate cilantro", "Let's go with the lasagna", "ok", "actually I eat fish now")

    run = consolidate_user(user=user)

    assert run.status == "succeeded"
    assert run.counts() == {"turns_processed": 5, "created": 3, "updated": 0, "superseded": 1, "evicted": 0}
    active = {(i.category, i.value) for i in MemoryItem.objects.filter(user=user, status=rules.ACTIVE)}
    assert active == {(rules.DIET, "pescatarian"), (rules.DISLIKE, "cilantro")}
    assert list(Episode.objects.filter(user=user).values_list("kind", "text")) == [
        ("decision", "Let's go with the lasagna")
    ]
    assert "pescatarian" in ProfileVersion.objects.get(user=user).markdown
    assert not Turn.objects.filter(user=user, consolidated_at__isnull=True).exists()


def test_running_again_applies_nothing_twice(user):
    log_turns(user, "I hate cilantro", "I cooked a mushroom risotto")
    consolidate_user(user=user)
    events = MemoryEvent.objects.count()

    again = consolidate_user(user=user)

    assert again.counts()["turns_processed"] == 0
    assert MemoryEvent.objects.count() == events and Episode.objects.count() == 1


def test_items_captured_in_chat_are_reconciled_without_duplicates(user):
    turn = log_turns(user, "I'm allergic to sesame")[0]
    services.memory_save(user=user, category=rules.ALLERGY, value="sesame", actor="capture", turn=turn)

    run = consolidate_user(user=user)

    assert MemoryItem.objects.filter(user=user).count() == 1
    assert run.counts()["updated"] == 1 and run.counts()["created"] == 0


def test_one_thing_said_several_ways_is_one_item(user):
    log_turns(user, "I hate coriander", "I can't stand cilantro", "I love zucchini", "I really like courgettes")

    consolidate_user(user=user)

    values = sorted(MemoryItem.objects.filter(user=user).values_list("value_normalized", flat=True))
    assert values == ["cilantro", "courgette"]


@pytest.mark.parametrize(
    "text", ["ok", "thanks", "Thanks!", "I'm tired", "ok thanks", "nice", "let's pick this up tomorrow"]
)
def test_filler_and_passing_states_produce_no_memory_and_no_episode(user, text):
    log_turns(user, text)

    consolidate_user(user=user)

    assert not MemoryItem.objects.exists() and not Episode.objects.exists()
    assert not classify(text).allowed


def test_the_coachs_own_words_are_never_facts_about_the_person(user):
    log_turns(user, "I love anchovies and I'm allergic to kiwi", role="assistant")

    consolidate_user(user=user)

    assert not MemoryItem.objects.exists()


def test_tool_calls_become_episodes(user):
    conversation = Conversation.objects.create(user=user, created_at=timezone.now())
    Turn.objects.create(
        conversation=conversation,
        user=user,
        role="assistant",
        content="Noted.",
        created_at=timezone.now(),
        tool_calls=[
            {"name": "save_user_memory", "arguments": {"value": "okra"}, "result": {"code": "created"}},
            {"name": "recall_memories", "arguments": {"query": "x"}, "result": {"ok": True}},
        ],
    )

    consolidate_user(user=user)

    texts = list(Episode.objects.filter(kind="tool_call").order_by("seq").values_list("text", flat=True))
    assert texts == ["save_user_memory(value=okra) → created", "recall_memories(query=x) → ok"]


def test_a_retraction_is_applied_but_never_to_a_safety_fact(user):
    log_turns(
        user,
        "I love olives",
        "I'm allergic to peanuts",
        "forget that I love olives",
        "I'm not allergic to peanuts anymore",
    )

    consolidate_user(user=user)

    assert MemoryItem.objects.get(user=user, value="olives").status == rules.DELETED
    assert MemoryItem.objects.get(user=user, value="peanuts").status == rules.ACTIVE


def test_retention_removes_old_episodes_and_keeps_incidents(user):
    long_ago = timezone.now() - timedelta(days=400)
    log_turns(user, "I made a big pot of chili", "I had an allergic reaction to shrimp at dinner", start=long_ago)
    consolidate_user(user=user)
    assert set(Episode.objects.values_list("kind", flat=True)) == {"meal", "incident"}

    removed = services.episode_retention(now=timezone.now())

    assert removed == 1
    assert list(Episode.objects.values_list("kind", flat=True)) == ["incident"]


def test_learning_off_consolidates_the_turns_but_saves_nothing(user):
    services.memory_set_learning(user=user, enabled=False)
    log_turns(user, "I love leeks")

    run = consolidate_user(user=user)

    assert run.counts()["turns_processed"] == 1 and not MemoryItem.objects.exists()


def test_the_api_and_the_command_run_it_now(api, user, capsys):
    log_turns(user, "I love basil")
    assert api.post("/api/consolidate/").json() == {
        "turns_processed": 1,
        "created": 1,
        "updated": 0,
        "superseded": 0,
        "evicted": 0,
    }

    log_turns(user, "I love mint")
    call_command("consolidate", "--user", "alice")
    assert '"created": 1' in capsys.readouterr().out
    assert ConsolidationRun.objects.filter(user=user).count() == 2


def test_a_malformed_policy_names_the_line_at_fault(tmp_path):
    with pytest.raises(PolicyError, match="line 5"):
        parse_policy("version: 1\nepisodic:\n  decisions:\n    patterns:\n      - '(unclosed'\nforbidden: {}\n")
    with pytest.raises(PolicyError, match="line 3: not valid YAML"):
        parse_policy("version: 1\nepisodic: {}\n  bad: indentation\n")
    with pytest.raises(PolicyError, match="retention_days"):
        parse_policy("episodic:\n  decisions:\n    retention_days: soon\nforbidden: {}\n")


def test_a_policy_pattern_can_be_excepted_sentence_by_sentence():
    policy = parse_policy(
        "episodic:\n  incidents:\n    retention_days: null\n    patterns: ['\\bhad a reaction\\b']\n"
        "    unless: ['^my (?:son|daughter)\\b']\nforbidden: {}\n"
    )

    assert classify("I had a reaction to the satay", policy=policy).episodes == ("incident",)
    assert classify("my son had a reaction at school", policy=policy).episodes == ()
    assert classify("My son is fine. I had a reaction though!", policy=policy).episodes == ("incident",)
    with pytest.raises(PolicyError, match="line 4: episodic.incidents: unknown key 'except'"):
        parse_policy("episodic:\n  incidents:\n    retention_days: null\n    except: []\nforbidden: {}\n")


def test_a_malformed_policy_file_stops_start_up(tmp_path):
    bad = tmp_path / "policy.yaml"
    bad.write_text("version: 1\nepisodic:\n  nonsense_kind: {}\nforbidden: {}\n")

    result = subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "MEMORY_POLICY_FILE": str(bad)},
        timeout=120,
    )

    assert result.returncode == 2
    assert f"{bad} line 3: unknown episodic kind 'nonsense_kind'" in result.stderr


CRASH_SCRIPT = """
import os, sys, time, django
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "mise.settings")
django.setup()
from django.contrib.auth.models import User
import memory.consolidate.consolidation as c
original = c._apply
def slow(turn, found, counts):
    original(turn, found, counts)
    if turn.content == "I love mint":
        open(sys.argv[2], "w").write("inside")
        time.sleep(60)
c._apply = slow
c.consolidate_user(user=User.objects.get(pk=int(sys.argv[1])))
"""


def test_a_worker_killed_mid_run_loses_nothing_and_applies_nothing_twice(transactional_db, tmp_path):
    person = User.objects.create(username="crashy")
    log_turns(person, "I love basil", "I love mint", "I made pesto", "I hate okra")
    marker = tmp_path / "inside"
    proc = subprocess.Popen(
        [sys.executable, "-c", CRASH_SCRIPT, str(person.pk), str(marker)], cwd=ROOT, env=child_env()
    )
    deadline = time.monotonic() + 60
    while not marker.exists() and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.1)
    assert marker.exists(), "the consolidation never reached the middle of its batch"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()

    assert not MemoryItem.objects.filter(user=person).exists()  # the half-done batch rolled back
    assert Turn.objects.filter(user=person, consolidated_at__isnull=True).count() == 4
    run = consolidate_user(user=person)

    assert run.counts()["turns_processed"] == 4
    assert sorted(MemoryItem.objects.filter(user=person).values_list("value", flat=True)) == ["basil", "mint", "okra"]
    assert Episode.objects.filter(user=person).count() == 1
    assert MemoryEvent.objects.filter(user=person, action="created").count() == 3


# Decay over simulated months --------------------------------------------------------------------

history = st.lists(
    st.tuples(
        st.sampled_from(rules.CATEGORIES), st.integers(0, 30), st.sampled_from(rules.TRUST_LEVELS), st.integers(0, 200)
    ),
    min_size=1,
    max_size=25,
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(history, st.lists(st.integers(1, 120), min_size=1, max_size=8))
def test_decay_never_touches_protected_or_confirmed_items_for_any_history(db, saves, steps):
    person = User.objects.create(username=f"decay{User.objects.count()}")
    start = timezone.now() - timedelta(days=1)
    for category, n, trust, age in saves:
        services.memory_save(
            user=person,
            category=category,
            value=f"peanut thing {n}" if n % 3 == 0 else f"thing {n}",
            asserted_by=trust,
            actor="consolidation",
            now=start - timedelta(days=age),
        )
    safe = {
        i.pk: i.confidence
        for i in MemoryItem.objects.filter(user=person, status=rules.ACTIVE)
        if i.protected or i.asserted_by == rules.CONFIRMED
    }
    now = timezone.now()
    for days in steps:
        now += timedelta(days=days)
        services.memory_decay(user=person, now=now)
    for item in MemoryItem.objects.filter(pk__in=safe):
        assert item.status == rules.ACTIVE and item.confidence == safe[item.pk]
    assert not MemoryEvent.objects.filter(item_id__in=safe, actor="decay").exists()


def test_decay_over_months_evicts_stale_inferred_items(user):
    start = timezone.now()
    stale = services.memory_save(
        user=user, category=rules.LIKE, value="parsnips", asserted_by=rules.INFERRED, actor="consolidation", now=start
    ).item
    explicit = services.memory_save(user=user, category=rules.LIKE, value="leeks", now=start).item

    for month in range(1, 7):
        services.memory_decay(user=user, now=start + timedelta(days=30 * month))

    assert MemoryItem.objects.get(pk=stale.pk).status == rules.DELETED
    assert MemoryItem.objects.get(pk=explicit.pk).status == rules.ACTIVE


@pytest.mark.parametrize(
    ("text", "episodes"),
    [
        ("the lasagne was amazing last night", ("meal",)),  # one meal, said by how it was
        ("the lasagne was amazing", ()),  # no moment: a taste, or nothing
        ("the film was great last night", ()),  # not something eaten
        ("we had dinner at a tiny ramen bar on friday", ("meal",)),  # a meal eaten out
        ("I went out for lunch at the new deli", ("meal",)),
        ("we should eat at that place sometime", ()),  # a plan, not a meal
        ("baked your banana bread this morning", ("meal",)),
        ("ok, the roast chicken it is", ("decision",)),  # a choice said as done
        ("yes it is", ()),
        ("so risotto it is for saturday", ("decision",)),  # the choice with its occasion, no article
        ("leave it as it is", ()),
        ("it is what it is", ()),
        ("we're doing the raffle for the school fair", ()),  # not a dish
        ("made my first ever video today", ()),  # made, not eaten
        ("the car caught a puncture", ()),
        ("we'll make the paella for the barbecue", ("decision",)),
        ("we're going with the green tiles for the bathroom", ()),  # a choice of nothing eaten
        ("we're going with the fish pie for sunday lunch", ("decision",)),
        ("made a huge mess tonight with the kids", ()),  # made, with a word between, and not eaten
        ("made a huge lasagne tonight", ("meal",)),
        ("let's do the theatre on saturday", ()),  # an outing, not a meal
        ("right, the green jacket it is for the party", ()),
        ("tried a new lentil soup recipe last night", ("meal",)),
        ("i'll try most things once", ()),
        ("the accountant cooked the books", ()),
        ("the smoke alarm went off because of the candles", ()),
        ("set the smoke alarm off making toast again", ("incident",)),
        ("finally nailed my mum's lasagne recipe tonight", ("meal",)),
        ("finally nailed my driving test tonight", ()),
        ("ok final decision, we're doing karaoke for the party", ()),  # what the party does, not eats
        ("decided: new sofa for the living room", ()),
        ("the sauce split and i had to start again", ("incident",)),
        ("burnt my hand on the bonfire", ()),
        ("made a huge mess of the garden last night", ()),
        ("we had a curry round at my brother's", ("meal",)),  # eaten at someone's
        ("had a long chat at my sister's", ()),
        ("i went with the salmon for christmas dinner in the end", ("decision",)),
        ("we went with the salmon in the end and it was lovely", ("meal",)),  # chosen and eaten
        ("my daughter polished off the shepherd's pie", ("meal",)),  # eaten up by the household
        ("the puppy demolished my slippers", ()),
        ("we went with my parents in the end", ()),
        ("christmas dinner is sorted: turkey and all the trimmings", ("decision",)),
        ("the match is sorted: kick off at three", ()),
        ("the cream had gone off so i had to bin the trifle", ("incident",)),
        ("burnt my finger again on the iron", ()),
        ("we're having friends over for a curry night", ()),  # who comes, not what is eaten
        ("we're having the curry for friday's dinner", ("decision",)),
        # the twentieth round: a plan kept to or set down, a takeaway, kit failing mid-cook, a dish that would not set
        ("sticking with the fish pie for tomorrow", ("decision",)),
        ("plan for tonight: leftover chilli", ("decision",)),
        ("we ordered thai takeaway on friday", ("meal",)),
        ("we got a delivery of logs", ()),
        ("the hob cut out halfway through the risotto", ("incident",)),
        ("my oven died last month", ()),  # a broken oven is the kitchen's, not an event of a meal
        ("the panna cotta wouldn't set", ("incident",)),
        ("the sun didn't set till ten", ()),
        ("dropped the butter on the floor", ("incident",)),
        ("dropped my keys on the floor", ()),
        ("left the sauce on the hob too long", ("incident",)),
        ("i overseasoned the stew", ("incident",)),
        # the twenty-first round: a meal not recalled is no meal told; a mishap said of everyone is no event
        ("i can't recall what i made on friday", ()),
        ("i made a fish pie on friday", ("meal",)),
        ("burns are so common for chefs", ()),
        ("the buffet had loads of curry", ()),  # what was served, not what the speaker ate
        ("we ate so much of the curry", ("meal",)),
        ("thanks, i'll try that one day", ()),  # a suggestion kept for later, no plan
        ("i'll try the fish pie tomorrow", ("decision",)),
        # the twenty-second round: a meal's verdict after "omg"; a habit dropped spills nothing
        ("omg that curry was amazing last night", ("meal",)),
        ("omg that film was amazing last night", ()),
        ("i've dropped the whole low carb thing", ()),
        ("dropped the whole lasagne on the floor", ("incident",)),
    ],
)
def test_the_bundled_policy_records_a_meal_said_by_how_it_was(text, episodes):
    assert classify(text).episodes == episodes


def test_a_forget_asked_for_in_chat_holds_against_older_turns_consolidated_later(user):
    """ "I love batch cooking", then "scratch that" (the chat's coach forgets it): the worker that reads
    the first message afterwards must not bring it back; saying it again later does."""
    said, retracted = log_turns(user, "I love batch cooking", "scratch that")
    services.memory_save(user=user, category=rules.COOKING_STYLE, value="batch cooking", actor="capture", turn=said)
    assert services.memory_forget(user=user, actor="agent", value="batch cooking", turn=retracted).ok

    consolidate_user(user=user)

    assert not MemoryItem.objects.filter(user=user, status=rules.ACTIVE).exists()
    services.log_append_turn(services.NewTurn(said.conversation, "user", "I love batch cooking"))
    consolidate_user(user=user)
    assert MemoryItem.objects.get(user=user, status=rules.ACTIVE).value == "batch cooking"
