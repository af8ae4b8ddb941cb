"""Strict readers for configuration that comes from the environment.

A bad value stops start-up with a message that names the variable and says what it expects,
instead of surfacing later as an obscure failure deep in a request.
"""

from __future__ import annotations

import os
from pathlib import Path
from urllib.parse import urlparse

TRUE_WORDS = {"1", "true", "yes", "on"}
FALSE_WORDS = {"0", "false", "no", "off"}


class StartupError(Exception):
    """Configuration the app cannot start with; the message says what to fix."""


class ConfigError(StartupError):
    """Raised when an environment variable holds a value the app cannot use."""

    def __init__(self, name: str, expected: str, value: str) -> None:
        super().__init__(f"Environment variable {name}={value!r} is invalid: expected {expected}.")
        self.name = name


def _raw(name: str) -> str | None:
    value = os.environ.get(name)
    if value is None or value.strip() == "":
        return None
    return value.strip()


def env_str(name: str, default: str | None = None) -> str | None:
    value = _raw(name)
    return default if value is None else value


def env_bool(name: str, default: bool) -> bool:
    value = _raw(name)
    if value is None:
        return default
    if value.lower() in TRUE_WORDS:
        return True
    if value.lower() in FALSE_WORDS:
        return False
    raise ConfigError(name, "one of 1/0, true/false, yes/no, on/off", value)


def env_int(name: str, default: int, *, minimum: int | None = None, maximum: int | None = None) -> int:
    value = _raw(name)
    if value is None:
        return default
    try:
        number = int(value)
    except ValueError:
        raise ConfigError(name, "a whole number", value) from None
    if (minimum is not None and number < minimum) or (maximum is not None and number > maximum):
        raise ConfigError(name, f"a whole number from {minimum} to {maximum}", value)
    return number


def env_float(name: str, default: float, *, minimum: float | None = None) -> float:
    value = _raw(name)
    if value is None:
        return default
    try:
        number = float(value)
    except ValueError:
        raise ConfigError(name, "a number", value) from None
    if minimum is not None and number < minimum:
        raise ConfigError(name, f"a number of at least {minimum}", value)
    return number


def env_url(name: str, schemes: tuple[str, ...]) -> str | None:
    value = _raw(name)
    if value is None:
        return None
    parsed = urlparse(value)
    if parsed.scheme not in schemes or not (parsed.netloc or parsed.path):
        raise ConfigError(name, f"a URL starting with {' or '.join(s + '://' for s in schemes)}", value)
    return value


def env_list(name: str, default: list[str]) -> list[str]:
    value = _raw(name)
    if value is None:
        return default
    items = [part.strip() for part in value.split(",") if part.strip()]
    if not items:
        raise ConfigError(name, "a comma-separated list", value)
    return items


def env_dir(name: str, default: Path) -> Path:
    value = _raw(name)
    path = (Path(value) if value else default).expanduser().resolve()
    if path.exists() and not path.is_dir():
        raise ConfigError(name, "a directory path", str(path))
    path.mkdir(parents=True, exist_ok=True)
    return path
