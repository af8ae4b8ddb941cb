"""The web process loads the models a chat turn needs before it takes requests (mise/warmup.py)."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.conftest import ROOT, child_env

PROBE = """
import json, sys
import mise.wsgi
from memory.recall.embeddings import _embedder
from memory.recall import embeddings
from common import llm
from offline_coach import catalog
print(json.dumps({
    "catalog": catalog.catalog.cache_info().currsize,
    "encoder": _embedder.cache_info().currsize,
    "litellm": "litellm" in sys.modules,
    "coach": llm._built_in.cache_info().currsize,
    "encoder_threads": embeddings.THREADS,
}))
"""


def run_probe(**env: str) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=child_env(**env), capture_output=True, text=True, timeout=300
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_importing_the_wsgi_app_loads_the_encoder_and_the_coach(db):
    assert run_probe() == {"catalog": 1, "encoder": 1, "litellm": True, "coach": 1, "encoder_threads": 1}


def test_warm_up_can_be_turned_off(db):
    assert run_probe(WARM_UP="0") == {"catalog": 0, "encoder": 0, "litellm": False, "coach": 0, "encoder_threads": 1}
