"""Parsing the timestamps people and files give us: ISO 8601, with or without a zone or a time."""

from __future__ import annotations

from datetime import UTC, date, datetime

from django.utils.dateparse import parse_date, parse_datetime


def parse_timestamp(value) -> datetime | None:
    """An aware datetime, or None if the value is not a timestamp. A value without a zone is UTC."""
    if isinstance(value, datetime):
        moment = value
    elif isinstance(value, date):
        moment = datetime(value.year, value.month, value.day)
    elif isinstance(value, str) and value.strip():
        text = value.strip().replace(" ", "T", 1) if len(value.strip()) > 10 else value.strip()
        try:
            moment = parse_datetime(text.replace("Z", "+00:00"))
            if moment is None and (day := parse_date(text)):
                moment = datetime(day.year, day.month, day.day)
        except ValueError:
            return None
        if moment is None:
            return None
    else:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)
