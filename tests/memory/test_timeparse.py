from __future__ import annotations

from datetime import UTC, datetime

import pytest

from memory.recall.timeparse import time_window

NOW = datetime(2026, 11, 19, 15, 30, tzinfo=UTC)  # a Thursday


def day(d: int, month: int = 11, year: int = 2026) -> datetime:
    return datetime(year, month, d, tzinfo=UTC)


@pytest.mark.parametrize(
    ("query", "since", "until"),
    [
        ("what did I eat yesterday?", day(18), day(19)),
        ("what did we decide today", day(19), day(20)),
        ("what did I cook last Tuesday", day(17), day(18)),
        ("anything on Monday?", day(16), day(17)),
        ("what did I make last week", day(9), day(16)),
        ("the soup I made in March", day(1, 3), day(1, 4)),
        ("in December", day(1, 12, 2025), day(1, 1, 2026)),
        ("what did I cook on March 5th", day(5, 3), day(6, 3)),
        ("the 2nd of January dinner", day(2, 1), day(3, 1)),
        ("last month", day(1, 10), day(1, 11)),
        ("in 2025", day(1, 1, 2025), day(1, 1, 2026)),
        ("what was I cooking on 10 August, 2022?", day(10, 8, 2022), day(11, 8, 2022)),
        ("the stew from May 8, 2023", day(8, 5, 2023), day(9, 5, 2023)),
        ("on 7 July 2025", day(7, 7, 2025), day(8, 7, 2025)),
    ],
)
def test_it_resolves_time_expressions_against_now(query, since, until):
    assert time_window(query, NOW) == (since, until)


def test_it_resolves_amounts_ago_to_a_window_around_that_day():
    since, until = time_window("what did I cook two weeks ago", NOW)
    assert since <= day(5) < until and until - since == (day(8) - day(1))

    since, until = time_window("3 days ago", NOW)
    assert since == day(16) and until == day(17)


def test_a_query_without_time_has_no_window():
    assert time_window("what do I like?", NOW) is None


@pytest.mark.parametrize(
    "query",
    [
        "what did I cook 5000 years ago?",
        "9999999999 days ago",
        "in the last 99999999999999 years",
        "in 9999",
        "in 0001",
        "on March 40",
        "February 29, 2023",
    ],
)
def test_odd_numbers_never_raise(query):
    window = time_window(query, NOW)
    assert window is None or window[0] < window[1]
