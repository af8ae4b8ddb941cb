"""`make run`: migrate, make sure the demo user exists, then run web + worker + beat together.

This process owns the embedded database (settings start it on import); it stays up while the
children run and is stopped when this command exits, on Ctrl-C or SIGTERM alike.
"""

from __future__ import annotations

import json
import os
import secrets
import sys
from pathlib import Path

from django.conf import settings
from django.contrib.auth.models import User
from django.core.management import call_command
from django.core.management.base import BaseCommand

DEMO_USERNAME = "demo"


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


def run_processes(*, host: str, port: int) -> int:
    from honcho.manager import Manager

    bin_dir = Path(sys.executable).parent
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
    manager = Manager()
    manager.add_process(
        "web",
        f"{bin_dir}/gunicorn mise.wsgi -b {host}:{port} -k gthread -w 2 --threads 8 --timeout 120 --access-logfile -",
        env=env,
    )
    manager.add_process("mcp", f"{sys.executable} -m memory.mcp_http --host {host} --port {settings.MCP_PORT}", env=env)
    manager.add_process("worker", f"{bin_dir}/celery -A mise worker -l info --concurrency 2", env=env)
    manager.add_process(
        "beat", f"{bin_dir}/celery -A mise beat -l info -s {settings.CELERY_BEAT_SCHEDULE_FILENAME}", env=env
    )
    manager.loop()
    return manager.returncode or 0
