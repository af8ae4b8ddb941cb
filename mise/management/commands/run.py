"""`make run`: migrate, make sure the demo user exists, then run web, MCP, worker and beat together
under supervisord, which restarts whichever dies.

This process owns the embedded database (settings start it on import): it restarts it if it stops,
restarts a worker that stops running tasks, and stops the database when it exits, on Ctrl-C or
SIGTERM alike, after supervisord has stopped every program.
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import signal
import subprocess
import sys
import time
from pathlib import Path

from django.conf import settings
from django.contrib.auth.models import User
from django.core.management import call_command
from django.core.management.base import BaseCommand

DEMO_USERNAME = "demo"
logger = logging.getLogger("mise.run")


class Command(BaseCommand):
    help = "Run the whole app (web, Celery worker and beat) on the configured database and broker."

    def add_arguments(self, parser):
        parser.add_argument("--host", default=os.environ.get("HOST", "127.0.0.1"))

    def handle(self, *args, host: str, **options):
        call_command("migrate", interactive=False, verbosity=0)
        self.stdout.write("Database is migrated.")
        username, password = ensure_demo_user(Path(settings.DATA_DIR))
        url = f"http://{'127.0.0.1' if host in ('0.0.0.0', '::') else host}:{settings.PORT}/"
        self.stdout.write(
            self.style.SUCCESS(
                f"\nMise is starting at {url}\n  demo user: {username}\n  password:  {password}\n"
                f"  MCP (streamable HTTP): http://{host}:{settings.MCP_PORT}/mcp/\n"
                f"  data:      {settings.DATA_DIR}\nPress Ctrl-C to stop everything.\n"
            )
        )
        sys.stdout.flush()
        sys.exit(run_processes(host=host, port=settings.PORT))


def ensure_demo_user(data_dir: Path) -> tuple[str, str]:
    """Create the demo user once; later runs print the same credentials."""
    path = data_dir / "demo_credentials.json"
    if path.exists():
        creds = json.loads(path.read_text())
    else:
        creds = {"username": DEMO_USERNAME, "password": secrets.token_urlsafe(9)}
        path.write_text(json.dumps(creds))
        path.chmod(0o600)
    user, created = User.objects.get_or_create(username=creds["username"])
    if created or not user.has_usable_password():
        user.set_password(creds["password"])
        user.save(update_fields=["password"])
    return creds["username"], creds["password"]


def embedded_uri() -> str:
    from django.db import connection

    params = connection.settings_dict
    return f"postgresql://{params['USER']}@/{params['NAME']}?host={params['HOST']}"


PROGRAMS = ("web", "mcp", "worker", "beat")


def program_commands(*, host: str, port: int) -> dict[str, str]:
    bin_dir = Path(sys.executable).parent
    guard = f"{sys.executable} -m mise.orphan_guard --grace 6"
    return {
        "web": f"{guard} {bin_dir}/gunicorn mise.wsgi -b {host}:{port} -k gthread -w 2 --threads 8 "
        "--timeout 120 --graceful-timeout 3 --access-logfile -",
        "mcp": f"{guard} {sys.executable} -m memory.mcp_http --host {host} --port {settings.MCP_PORT}",
        "worker": f"{guard} {bin_dir}/celery -A mise worker -l info --concurrency 2 --max-tasks-per-child 200",
        "beat": f"{guard} {bin_dir}/celery -A mise beat -l info -s {settings.CELERY_BEAT_SCHEDULE_FILENAME}",
    }


def supervisor_config(*, host: str, port: int, data_dir: Path) -> Path:
    """supervisord runs the programs: it restarts any that dies (with a growing pause between tries,
    logged) without touching the others, and stops them all — warm first, then killed — on exit."""
    logs = data_dir / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    sections = [
        "[supervisord]\nnodaemon=true\nsilent=false\nloglevel=info\n"
        f"logfile={logs / 'supervisord.log'}\npidfile={data_dir / 'supervisord.pid'}\nchildlogdir={logs}\n",
        f"[unix_http_server]\nfile={data_dir / 'supervisor.sock'}\nchmod=0700\n",
        "[rpcinterface:supervisor]\nsupervisor.rpcinterface_factory = supervisor.rpcinterface:make_main_rpcinterface\n",
        f"[supervisorctl]\nserverurl=unix://{data_dir / 'supervisor.sock'}\n",
    ]
    for name, command in program_commands(host=host, port=port).items():
        wait = 8 if name == "worker" else 4  # the guard kills what is still running after 6 s
        sections.append(
            f"[program:{name}]\ncommand={command}\nautostart=true\nautorestart=true\nstartsecs=2\n"
            f"startretries=100\nstopsignal=TERM\nstopwaitsecs={wait}\nstopasgroup=true\nkillasgroup=true\n"
            "stdout_logfile=/dev/stdout\nstdout_logfile_maxbytes=0\nredirect_stderr=true\n"
        )
    # One group, so that stopping signals every program at once rather than one after another.
    sections.append(f"[group:mise]\nprograms={','.join(PROGRAMS)}\n")
    path = data_dir / "supervisord.conf"
    path.write_text("\n".join(sections))
    return path


def run_processes(*, host: str, port: int) -> int:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    if settings.EMBEDDED_DATABASE:
        # The children connect to the embedded server this process owns; none of them may start
        # (and then orphan) one of its own if it is briefly unreachable.
        env.update(
            DATABASE_URL=embedded_uri(),
            DEBUG="1" if settings.DEBUG else "0",
            SECRET_KEY=settings.SECRET_KEY,
            MISE_LOCAL_RUN="1",
        )
    data_dir = Path(settings.DATA_DIR)
    config = supervisor_config(host=host, port=port, data_dir=data_dir)
    _wait_for_the_previous_run(data_dir)
    supervisor = subprocess.Popen([sys.executable, "-m", "supervisor.supervisord", "-c", str(config)], env=env)

    def forward(signum, frame) -> None:
        if supervisor.poll() is None:
            supervisor.send_signal(signal.SIGTERM)  # supervisord stops every program, then exits

    signal.signal(signal.SIGTERM, forward)
    signal.signal(signal.SIGINT, forward)
    watchdog = Watchdog(data_dir)
    while supervisor.poll() is None:
        try:
            supervisor.wait(timeout=2)
        except subprocess.TimeoutExpired:
            watchdog.check()
    return supervisor.returncode or 0


def _wait_for_the_previous_run(data_dir: Path, timeout: float = 30) -> None:
    """`make run` straight after a stop: the last run's supervisord may still be stopping its programs and
    holding its socket, which would make this one refuse to start. Wait for it to finish (a run that is
    still going after the timeout gets supervisord's own clear error)."""
    try:
        pid = int((data_dir / "supervisord.pid").read_text().strip())
    except (OSError, ValueError):
        return
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:  # (a pid reused by another program is not waited on)
            if b"supervisord" not in Path(f"/proc/{pid}/cmdline").read_bytes():
                return
        except OSError:
            return
        time.sleep(0.2)


class Watchdog:
    """What supervisord cannot see: the embedded database stopping, and a worker that is up but no
    longer runs tasks (a stuck pool). The first is restarted; the second gets its worker restarted."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.started = time.monotonic()
        self.last_worker_check = time.monotonic()

    def check(self) -> None:
        try:
            if settings.EMBEDDED_DATABASE:
                self._database()
            if time.monotonic() - self.last_worker_check >= settings.WORKER_HEARTBEAT_SECONDS:
                self.last_worker_check = time.monotonic()
                self._worker()
        except Exception as error:  # the watchdog must never take the app down
            logger.warning("watchdog check failed: %s", error)

    def _database(self) -> None:
        from mise.embedded_db import ensure_running, is_running, pgdata_dir

        if not is_running(pgdata_dir(self.data_dir)):
            logger.warning("the embedded PostgreSQL stopped; starting it again")
            ensure_running(self.data_dir)

    def _worker(self) -> None:
        from django.db import close_old_connections

        from mise.health import check_worker

        close_old_connections()
        state = check_worker()
        if state == "ok" or time.monotonic() - self.started < settings.WORKER_HEARTBEAT_TIMEOUT:
            return
        logger.warning("worker %s; restarting it", state.removeprefix("down: "))
        self.started = time.monotonic()  # give the new worker its full grace period
        self._supervisor().supervisor.stopProcess("mise:worker", True)
        self._supervisor().supervisor.startProcess("mise:worker", False)

    def _supervisor(self):
        from xmlrpc.client import ServerProxy

        from supervisor.xmlrpc import SupervisorTransport

        socket = f"unix://{self.data_dir / 'supervisor.sock'}"
        return ServerProxy("http://127.0.0.1", transport=SupervisorTransport(None, None, socket))
