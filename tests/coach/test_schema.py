from __future__ import annotations

from django.core.management import call_command


def test_the_openapi_schema_validates_without_warnings(db, tmp_path):
    out = tmp_path / "schema.yaml"

    call_command("spectacular", "--validate", "--fail-on-warn", "--file", str(out))

    text = out.read_text()
    for path in ("/api/chat/", "/api/memories/", "/api/memory/snapshot/", "/api/settings/", "/api/auth/token/"):
        assert f"  {path}:" in text
