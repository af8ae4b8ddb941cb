from __future__ import annotations

import json

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from memory.consolidate.consolidation import consolidate_user, users_with_pending_turns


class Command(BaseCommand):
    help = "Consolidate now: one user (--user NAME), or every user with unconsolidated turns."

    def add_arguments(self, parser):
        parser.add_argument("--user", help="username; default: every user with unconsolidated turns")

    def handle(self, *args, user: str | None = None, **options):
        users = get_user_model().objects
        if user:
            found = users.filter(username=user).first()
            if found is None:
                raise CommandError(f"No user named {user!r}. Check the name, or create the user first.")
            targets = [found]
        else:
            targets = list(users.filter(pk__in=users_with_pending_turns()))
        for target in targets:
            counts = consolidate_user(user=target).counts()
            self.stdout.write(json.dumps({"user": target.get_username(), **counts}))
        if not targets:
            self.stdout.write(
                json.dumps({"turns_processed": 0, "created": 0, "updated": 0, "superseded": 0, "evicted": 0})
            )
