"""A transaction PostgreSQL aborts to break a deadlock is run again (common.db.atomic_with_retry)."""

from __future__ import annotations

import threading

from django.contrib.auth.models import User
from django.db import connection

from common.db import atomic_with_retry


def test_both_sides_of_a_real_deadlock_commit(transactional_db):
    first, second = User.objects.create(username="a"), User.objects.create(username="b")
    both_locked_one = threading.Barrier(2, timeout=10)
    attempts = {"ab": 0, "ba": 0}
    errors = []

    def lock_in_order(name, one, two):
        def work():
            attempts[name] += 1
            User.objects.select_for_update().get(pk=one.pk)
            if attempts[name] == 1:
                both_locked_one.wait()  # each holds one row and asks for the other: a deadlock
            User.objects.filter(pk=two.pk).update(last_name=name)

        try:
            atomic_with_retry(work)
        except Exception as error:  # reported below
            errors.append(error)
        finally:
            connection.close()

    threads = [
        threading.Thread(target=lock_in_order, args=("ab", first, second)),
        threading.Thread(target=lock_in_order, args=("ba", second, first)),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)

    assert errors == []
    assert sorted(attempts.values()) == [1, 2]  # PostgreSQL aborted one side; it ran again and committed
    assert {u.last_name for u in User.objects.filter(pk__in=[first.pk, second.pk])} == {"ab", "ba"}
