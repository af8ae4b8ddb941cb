#!/usr/bin/env python
"""Django's command-line utility for Mise."""

from __future__ import annotations

import os
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "mise.settings")
    from django.core.management import execute_from_command_line

    from common.env import StartupError

    try:
        execute_from_command_line(sys.argv)
    except StartupError as error:
        sys.stderr.write(f"Mise cannot start: {error}\n")
        sys.exit(2)


if __name__ == "__main__":
    main()
