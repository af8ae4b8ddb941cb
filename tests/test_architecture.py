"""The layout's promises, checked on the source: which package may import which, and which modules
stay pure Python."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# package → packages it must never import (directly or by a dotted path)
FORBIDDEN = {
    "memory": ("coach", "offline_coach", "mise"),
    "common": ("memory", "coach", "offline_coach", "mise"),
    "coach": ("mise",),
    "offline_coach": ("coach", "mise"),
}
PURE = (
    "memory.rules",
    "memory.capture.confirmation",
    "memory.capture.extraction",
    "memory.capture.kitchen",
    "memory.capture.phrasing",
    "memory.capture.safety",
    "memory.recall.timeparse",
)


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every module a file imports, at any depth of the file (functions included)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
    return found


def violations(package: str) -> list[str]:
    banned = FORBIDDEN[package]
    return [
        f"{path.relative_to(ROOT)}:{line} imports {module}"
        for path in sorted((ROOT / package).rglob("*.py"))
        for line, module in imported_modules(path)
        if module.split(".")[0] in banned
    ]


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_imports_point_one_way(package):
    assert violations(package) == []


def test_the_scan_catches_an_import_inside_a_function(tmp_path):
    source = tmp_path / "sample.py"
    source.write_text("def later():\n    from coach.services import chat_turn\n    import coach.models\n")
    assert [module for _, module in imported_modules(source)] == ["coach.services", "coach.models"]


def test_the_pure_modules_load_without_django():
    """Imported in a fresh interpreter, nothing they pull in (transitively) is Django."""
    program = (
        "import importlib, sys\n"
        f"for name in {PURE!r}: importlib.import_module(name)\n"
        "loaded = sorted(m for m in sys.modules if m == 'django' or m.startswith('django.'))\n"
        "print(','.join(loaded))\n"
    )
    result = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""
