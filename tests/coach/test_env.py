from __future__ import annotations

import subprocess
import sys

import pytest

from common.env import ConfigError, env_bool, env_int, env_url
from tests.conftest import ROOT


def _manage_check(**env: str) -> subprocess.CompletedProcess:
    import os

    return subprocess.run(
        [sys.executable, "manage.py", "check"],
        cwd=ROOT,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    ("name", "value"),
    [("PORT", "eighty"), ("DEBUG", "maybe"), ("DATABASE_URL", "mysql://x/y"), ("REDIS_URL", "localhost:6379")],
)
def test_it_stops_start_up_naming_a_malformed_variable(name, value):
    result = _manage_check(**{name: value})

    assert result.returncode == 2
    assert f"Environment variable {name}=" in result.stderr
    assert "expected" in result.stderr
    assert "Traceback" not in result.stderr


def test_production_requires_a_secret_key_and_hosts():
    database = "postgresql://mise@db.example:5432/mise"
    no_key = _manage_check(DATABASE_URL=database, ALLOWED_HOSTS="mise.example", SECRET_KEY="")
    no_hosts = _manage_check(DATABASE_URL=database, SECRET_KEY="k" * 50, ALLOWED_HOSTS="")

    assert no_key.returncode == 2 and "SECRET_KEY" in no_key.stderr
    assert no_hosts.returncode == 2 and "ALLOWED_HOSTS" in no_hosts.stderr


def test_the_local_run_needs_no_configuration_and_keeps_debug_off():
    import os

    env = {k: v for k, v in os.environ.items() if k not in ("DEBUG", "SECRET_KEY", "ALLOWED_HOSTS", "DATABASE_URL")}
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            "import django; django.setup(); from django.conf import settings; print(settings.DEBUG)",
        ],
        cwd=ROOT,
        env={**env, "DJANGO_SETTINGS_MODULE": "mise.settings"},
        capture_output=True,
        text=True,
        timeout=120,
    )

    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("False")


def test_it_reads_booleans_strictly(monkeypatch):
    monkeypatch.setenv("FLAG", "Yes")
    assert env_bool("FLAG", False) is True
    monkeypatch.setenv("FLAG", "nope")
    with pytest.raises(ConfigError, match="FLAG"):
        env_bool("FLAG", False)


def test_it_bounds_integers(monkeypatch):
    monkeypatch.setenv("PORT", "70000")
    with pytest.raises(ConfigError, match="from 1 to 65535"):
        env_int("PORT", 8000, minimum=1, maximum=65535)


def test_it_accepts_a_socket_database_url(monkeypatch):
    monkeypatch.setenv("DATABASE_URL", "postgresql://postgres@/mise?host=/run/pg")
    assert env_url("DATABASE_URL", ("postgresql",)) == "postgresql://postgres@/mise?host=/run/pg"
