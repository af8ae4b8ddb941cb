"""Where a request's time goes, stage by stage, for the `Server-Timing` header of a chat turn.

`measured()` opens a record for the current request (a context variable, so threads and requests
never mix); `stage(name)` adds the time spent inside it to that record, exclusive of any stage
nested inside (recall inside prompt building counts as recall, not twice). Outside `measured()`
a stage costs one context-variable lookup and records nothing.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_record: ContextVar[dict | None] = ContextVar("timing_record", default=None)


@contextmanager
def measured() -> Iterator[dict[str, float]]:
    """A fresh record of milliseconds by stage for the code inside."""
    record: dict = {"_stack": []}
    token = _record.set(record)
    try:
        yield record
    finally:
        _record.reset(token)
        record.pop("_stack")


@contextmanager
def stage(name: str) -> Iterator[None]:
    record = _record.get()
    if record is None:
        yield
        return
    stack = record["_stack"]
    now = time.perf_counter()
    if stack:  # the enclosing stage pauses while this one runs
        outer, since = stack[-1]
        record[outer] = record.get(outer, 0.0) + (now - since) * 1000
    stack.append((name, now))
    try:
        yield
    finally:
        end = time.perf_counter()
        _, since = stack.pop()
        record[name] = record.get(name, 0.0) + (end - since) * 1000
        if stack:
            stack[-1] = (stack[-1][0], end)


def server_timing(record: dict[str, float]) -> str:
    """The record as a `Server-Timing` header value: `capture;dur=3.1, recall;dur=12.0`."""
    return ", ".join(f"{name};dur={ms:.1f}" for name, ms in record.items() if not name.startswith("_"))
