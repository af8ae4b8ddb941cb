"""Transactions that PostgreSQL may abort to break a deadlock or a serialization conflict, retried."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TypeVar

from django.db import OperationalError, transaction

logger = logging.getLogger(__name__)
T = TypeVar("T")
RETRYABLE = {"40P01", "40001"}  # deadlock_detected, serialization_failure


def _retryable(error: OperationalError) -> bool:
    return getattr(error.__cause__, "sqlstate", None) in RETRYABLE


def atomic_with_retry(work: Callable[[], T], *, attempts: int = 3) -> T:
    """Run `work` in a transaction; when PostgreSQL aborts it to break a deadlock (the other side
    commits), run it again from the start. Nothing of an aborted attempt was kept."""
    for attempt in range(1, attempts + 1):
        try:
            with transaction.atomic():
                return work()
        except OperationalError as error:
            if attempt == attempts or not _retryable(error) or transaction.get_connection().in_atomic_block:
                raise
            logger.warning("transaction aborted by PostgreSQL (%s); attempt %d of %d", error, attempt + 1, attempts)
            time.sleep(0.05 * attempt)
    raise AssertionError("unreachable")
