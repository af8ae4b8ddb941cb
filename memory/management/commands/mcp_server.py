from __future__ import annotations

import anyio
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from memory.mcp import build_server


class Command(BaseCommand):
    help = "Run Mise's MCP server (recall, remember, forget) over stdio for one user."

    def add_arguments(self, parser):
        parser.add_argument("--user", required=True, help="the user whose memory the server exposes")
        parser.add_argument("--create", action="store_true", help="create the user if missing")

    def handle(self, *args, user: str, create: bool, **options):
        model = get_user_model()
        found = model.objects.filter(username=user).first()
        if found is None and create:
            found = model.objects.create(username=user)
            found.set_unusable_password()
            found.save(update_fields=["password"])
        if found is None:
            raise CommandError(f"No user named {user!r}; pass --create to create it.")
        anyio.run(build_server(user_id=found.pk).run_stdio_async)
