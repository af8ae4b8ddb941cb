"""Many writers at once against PostgreSQL: row locks keep one row per value and the caps intact."""

from __future__ import annotations

import threading

from django.contrib.auth.models import User
from django.db import connection

from memory import rules, services
from memory.models import MemoryItem


def _run_in_threads(count: int, work) -> list:
    barrier = threading.Barrier(count)
    results: list = [None] * count
    errors: list = []

    def runner(index: int) -> None:
        try:
            barrier.wait()
            results[index] = work(index)
        except Exception as error:  # surfaced below; a thread's exception would otherwise vanish
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=runner, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors, errors
    return results


def test_twenty_threads_saving_one_value_leave_one_row(transactional_db):
    user = User.objects.create(username="racer")

    results = _run_in_threads(
        20, lambda i: services.memory_save(user=user, category=rules.LIKE, value="Garlic" if i % 2 else "garlic")
    )

    assert all(r.ok for r in results)
    assert MemoryItem.objects.filter(user=user).count() == 1
    assert sorted(r.code for r in results).count("created") == 1


def test_threads_saving_past_a_cap_leave_it_intact(transactional_db):
    user = User.objects.create(username="crowd")

    results = _run_in_threads(
        30, lambda i: services.memory_save(user=user, category=rules.ALLERGY, value=f"allergen {i}")
    )

    active = MemoryItem.objects.filter(user=user, status=rules.ACTIVE).count()
    assert active == rules.MAX_ACTIVE_PER_CATEGORY
    assert sum(1 for r in results if r.ok) == rules.MAX_ACTIVE_PER_CATEGORY
    assert {r.code for r in results if not r.ok} == {"category_full"}


def test_threads_filling_every_category_respect_the_user_cap(transactional_db):
    user = User.objects.create(username="hoarder")
    categories = [rules.CUISINE, rules.COOKING_STYLE, rules.DIETARY_GOAL, rules.LIKE, rules.DISLIKE]

    _run_in_threads(
        12,
        lambda i: [
            services.memory_save(
                user=user, category=categories[(i + n) % 5], value=f"thing {i} {n}", asserted_by=rules.INFERRED
            )
            for n in range(6)
        ],
    )

    assert MemoryItem.objects.filter(user=user, status=rules.ACTIVE).count() == rules.MAX_ACTIVE_PER_USER
