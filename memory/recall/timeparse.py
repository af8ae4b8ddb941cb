"""Time expressions in a query ("yesterday", "last Tuesday", "in March", "two weeks ago"), resolved
against the moment the question is asked. Pure Python: `now` is passed in."""

from __future__ import annotations

import calendar
import re
from datetime import datetime, timedelta

NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "a couple of": 2,
    "a few": 3,
    "couple": 2,
}
WEEKDAYS = {name.lower(): i for i, name in enumerate(calendar.day_name)}
MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
MONTHS |= {name.lower(): i for i, name in enumerate(calendar.month_abbr) if name}
UNITS = {"day": 1, "week": 7, "month": 30, "year": 365}
_N = r"(\d+|a couple of|a few|couple|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_MONTH = r"(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
_WEEKDAY = r"(" + "|".join(WEEKDAYS) + r")"

Window = tuple[datetime, datetime]


def _day(moment: datetime) -> datetime:
    return moment.replace(hour=0, minute=0, second=0, microsecond=0)


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


def _month_window(month: int, year: int, now: datetime) -> Window:
    start = now.replace(year=year, month=month, day=1, hour=0, minute=0, second=0, microsecond=0)
    end = start.replace(year=year + 1, month=1) if month == 12 else start.replace(month=month + 1)
    return start, end


MAX_LOOKBACK_DAYS = 200 * 365  # "5000 years ago" looks back this far, never past the calendar's edge


def time_window(query: str, now: datetime) -> Window | None:
    """The window a time expression in the query names, or None; never raises on odd numbers."""
    try:
        return _time_window(query, now)
    except (OverflowError, ValueError):  # a year past 9999 or before 1
        return None


def _time_window(query: str, now: datetime) -> Window | None:
    """The [since, until) window a query's time expression points at, or None."""
    text = query.lower()
    today = _day(now)
    if re.search(r"\byesterday\b|\blast night\b", text):
        return today - timedelta(days=1), today
    if re.search(r"\btoday\b|\bthis morning\b|\btonight\b", text):
        return today, today + timedelta(days=1)
    if match := re.search(rf"\b{_N} (day|week|month|year)s? ago\b", text):
        days = min(_number(match.group(1)) * UNITS[match.group(2)], MAX_LOOKBACK_DAYS)
        span = {"day": 1, "week": 7, "month": 30, "year": 365}[match.group(2)]
        center = today - timedelta(days=days)
        return center - timedelta(days=span // 2), center + timedelta(days=span - span // 2)
    if match := re.search(rf"\b(?:in the )?(?:last|past) {_N} (day|week|month|year)s?\b", text):
        days = min(_number(match.group(1)) * UNITS[match.group(2)], MAX_LOOKBACK_DAYS)
        return today - timedelta(days=days), now + timedelta(seconds=1)
    if match := re.search(rf"\blast {_WEEKDAY}\b|\bon {_WEEKDAY}\b", text):
        weekday = WEEKDAYS[match.group(1) or match.group(2)]
        back = (today.weekday() - weekday) % 7 or 7
        day = today - timedelta(days=back)
        return day, day + timedelta(days=1)
    if re.search(r"\blast week\b", text):
        start = today - timedelta(days=today.weekday() + 7)
        return start, start + timedelta(days=7)
    if re.search(r"\bthis week\b", text):
        start = today - timedelta(days=today.weekday())
        return start, now + timedelta(seconds=1)
    if re.search(r"\blast month\b", text):
        month, year = (12, now.year - 1) if now.month == 1 else (now.month - 1, now.year)
        return _month_window(month, year, now)
    if re.search(r"\bthis month\b", text):
        return _month_window(now.month, now.year, now)
    if re.search(r"\blast year\b", text):
        return now.replace(year=now.year - 1, month=1, day=1, hour=0, minute=0, second=0, microsecond=0), now.replace(
            month=1, day=1, hour=0, minute=0, second=0, microsecond=0
        )
    if match := re.search(
        rf"\b{_MONTH} (\d{{1,2}})(?:st|nd|rd|th)?(?:,? (\d{{4}}))?\b"
        rf"|\b(\d{{1,2}})(?:st|nd|rd|th)? (?:of )?{_MONTH}(?:,? (\d{{4}}))?\b",
        text,
    ):
        month = MONTHS[match.group(1) or match.group(5)]
        day = int(match.group(2) or match.group(4))
        if explicit := match.group(3) or match.group(6):
            year = int(explicit)
        else:
            year = now.year if (month, day) <= (now.month, now.day) else now.year - 1
        try:
            start = now.replace(year=year, month=month, day=day, hour=0, minute=0, second=0, microsecond=0)
        except ValueError:
            return None
        return start, start + timedelta(days=1)
    if match := re.search(rf"\b(?:in|during|since|back in) {_MONTH}(?: (\d{{4}}))?\b", text):
        month = MONTHS[match.group(1)]
        year = int(match.group(2)) if match.group(2) else (now.year if month <= now.month else now.year - 1)
        window = _month_window(month, year, now)
        return (window[0], now + timedelta(seconds=1)) if text[match.start() :].startswith("since") else window
    if match := re.search(r"\bin (\d{4})\b", text):
        year = int(match.group(1))
        return now.replace(year=year, month=1, day=1, hour=0, minute=0, second=0, microsecond=0), now.replace(
            year=year + 1, month=1, day=1, hour=0, minute=0, second=0, microsecond=0
        )
    return None
