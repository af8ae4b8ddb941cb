"""`manage.py run` (what `make run` starts) heals and stops cleanly: a killed worker is restarted
without taking its siblings down, SIGTERM stops everything within 15 s, and a SIGKILL of the whole
process group leaves no program behind."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import psutil
import pytest

from tests.conftest import ROOT, child_env

pytestmark = pytest.mark.worker


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def health(port: int) -> tuple[int, dict]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=3) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())
    except OSError:
        return 0, {}


def wait_for(predicate, timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.3)
    raise AssertionError(f"timed out waiting for {what}")


def children(process: psutil.Process, *, recursive: bool = False) -> list[psutil.Process]:
    """A process's children; none while one of them is exiting (psutil raises for a child that vanishes
    between listing and reading it): the callers poll, so the next look finds the settled set."""
    try:
        return process.children(recursive=recursive)
    except psutil.NoSuchProcess:
        return []


def programs(run: subprocess.Popen) -> dict[str, list[psutil.Process]]:
    """The run's live descendants by role."""
    found: dict[str, list[psutil.Process]] = {"worker": [], "web": [], "beat": [], "mcp": [], "supervisord": []}
    for process in children(psutil.Process(run.pid), recursive=True):
        try:
            line = " ".join(process.cmdline())
        except psutil.NoSuchProcess:
            continue
        if "orphan_guard" in line:
            continue
        for role, marker in (
            ("worker", "mise worker"),
            ("beat", "mise beat"),
            ("web", "gunicorn"),
            ("mcp", "memory.mcp_http"),
            ("supervisord", "supervisord"),
        ):
            if marker in line:
                found[role].append(process)
    return found


def start_run(data_dir, port: int, log_name: str, **env) -> tuple[subprocess.Popen, object]:
    """`manage.py run` (what `make run` starts) on its own data folder, leading its own process group."""
    log = (data_dir / log_name).open("w")
    env = child_env(
        PORT=str(port), MCP_PORT=str(free_port()), DATA_DIR=str(data_dir), MISE_LOCAL_RUN="1", WARM_UP="0", **env
    )
    run = subprocess.Popen(
        [sys.executable, "manage.py", "run"], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
        start_new_session=True,
    )  # fmt: skip
    return run, log


@pytest.fixture
def heartbeat_env():
    return {}


@pytest.fixture
def app(transactional_db, tmp_path, heartbeat_env):
    port = free_port()
    run, log = start_run(tmp_path, port, "run.log", **heartbeat_env)
    try:
        wait_for(lambda: health(port)[0] == 200, 120, "/healthz to answer 200")
        yield run, port
    finally:
        descendants = children(psutil.Process(run.pid), recursive=True) if run.poll() is None else []
        for process in [*descendants, run]:
            try:
                process.kill()
            except (psutil.NoSuchProcess, ProcessLookupError):
                pass
        log.close()


def test_a_killed_worker_is_restarted_and_its_siblings_stay_up(app):
    run, port = app
    before = programs(run)
    web = {p.pid for p in before["web"]}
    worker = min(before["worker"], key=lambda p: p.pid)  # the main process; the pool are its children

    worker.send_signal(signal.SIGKILL)

    wait_for(lambda: any(p.pid != worker.pid for p in programs(run)["worker"]), 30, "a new worker")
    assert {p.pid for p in programs(run)["web"]} == web  # the web never went down
    wait_for(lambda: health(port) == (200, {"database": "ok", "broker": "ok", "worker": "ok"}), 60, "health")


def test_sigterm_stops_everything_within_15_seconds(app):
    run, _ = app
    children = [p for group in programs(run).values() for p in group]
    assert children

    started = time.monotonic()
    run.send_signal(signal.SIGTERM)
    run.wait(timeout=15)

    gone, alive = psutil.wait_procs(children, timeout=max(0.1, 15 - (time.monotonic() - started)))
    assert alive == [] and time.monotonic() - started < 15


def test_a_sigkill_of_the_whole_group_leaves_no_program_behind(app):
    run, _ = app
    children = [p for group in programs(run).values() for p in group]

    os.killpg(run.pid, signal.SIGKILL)  # the run, supervisord: everything in the group `make run` leads

    gone, alive = psutil.wait_procs(children, timeout=15)
    assert alive == [], [" ".join(p.cmdline()) for p in alive]


# The grace must outlast a worker's start on a loaded machine: with less, the watchdog can restart a
# worker that is only slow to boot while the test is choosing it, and the test then stops a pool that
# is going away anyway.
@pytest.mark.parametrize("heartbeat_env", [{"WORKER_HEARTBEAT_SECONDS": "1", "WORKER_HEARTBEAT_TIMEOUT": "15"}])
def test_a_worker_whose_pool_is_stuck_is_restarted(app):
    run, port = app

    def worker_with_pool() -> psutil.Process | None:
        """The worker's main process (the pool are its children) once its pool exists, looked for
        afresh on every poll so that a worker restarted meanwhile is not waited on."""
        workers = programs(run)["worker"]
        main = min(workers, key=lambda p: p.pid) if workers else None
        return main if main is not None and children(main) else None

    wait_for(worker_with_pool, 60, "the worker's pool")  # on a loaded machine it forks late
    worker = worker_with_pool()
    assert worker is not None
    for pool in children(worker):
        pool.send_signal(signal.SIGSTOP)  # the pool takes no more tasks, as in a deadlock

    wait_for(lambda: health(port)[0] == 503, 45, "/healthz to notice the stuck worker")
    wait_for(lambda: worker.pid not in {p.pid for p in programs(run)["worker"]}, 60, "the watchdog's restart")
    wait_for(lambda: health(port)[0] == 200, 60, "a healthy worker again")


def test_a_run_started_straight_after_a_stop_comes_up(app, tmp_path):
    """The last run's supervisord and database may still be stopping when the next one starts."""
    run, port = app
    run.send_signal(signal.SIGTERM)
    second, log = start_run(tmp_path, port, "second.log")
    try:
        run.wait(timeout=20)  # the first run is gone: what answers now is the second
        wait_for(lambda: health(port)[0] == 200 or second.poll() is not None, 120, "the second run")
        assert second.poll() is None, (tmp_path / "second.log").read_text()[-2000:]
    finally:
        os.killpg(second.pid, signal.SIGKILL)
        log.close()
