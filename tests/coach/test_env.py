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


def test_it_requires_a_secret_key_when_debug_is_off():
    result = _manage_check(DEBUG="0", ALLOWED_HOSTS="mise.example")

    assert result.returncode == 2
    assert "SECRET_KEY" in result.stderr


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
