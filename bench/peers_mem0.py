"""mem0's side of bench/peers.py; runs in mem0's own virtualenv (bench/.venv-mem0), never the project's.

Reads one JSON request a line on stdin and answers one JSON line on stdout:
    {"op": "add", "user": U, "turns": [{"id", "content"}...]}   -> {"seconds"}
    {"op": "search", "user": U, "query": Q, "limit": K}         -> {"ids", "ms"}
    {"op": "stats"}                                              -> {"disk_mb", "peak_mib"}
mem0 runs offline: `add(infer=False)` stores each turn as it is (no LLM call), embedded by the same
all-MiniLM-L6-v2 weights Mise uses (a local path, no hub download), in a local Qdrant on disk.
Timings are taken here, around mem0's own calls, as Mise's are taken around `recall`.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from pathlib import Path


def disk_mb(path: Path) -> float:
    return round(sum(f.stat().st_size for f in path.rglob("*") if f.is_file()) / 2**20, 1)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dir", required=True, help="where mem0 keeps its Qdrant collection and history")
    parser.add_argument("--model", required=True, help="path of the all-MiniLM-L6-v2 weights")
    args = parser.parse_args()
    home = Path(args.dir)
    home.mkdir(parents=True, exist_ok=True)
    os.environ["MEM0_DIR"] = str(home)
    os.environ["MEM0_TELEMETRY"] = "False"
    os.environ.setdefault("OPENAI_API_KEY", "unused")  # the LLM client is built but never called with infer=False
    os.environ["HF_HUB_OFFLINE"] = "1"

    out = os.fdopen(os.dup(1), "w")  # answers only; anything mem0 prints goes to stderr
    sys.stdout = sys.stderr
    from mem0 import Memory

    memory = Memory.from_config(
        {
            "vector_store": {
                "provider": "qdrant",
                "config": {
                    "path": str(home / "qdrant"),
                    "collection_name": "peers",
                    "embedding_model_dims": 384,
                    "on_disk": True,
                },
            },
            "embedder": {"provider": "huggingface", "config": {"model": args.model, "model_kwargs": {"device": "cpu"}}},
            "history_db_path": str(home / "history.db"),
        }
    )
    for line in sys.stdin:
        request = json.loads(line)
        if request["op"] == "add":
            started = time.perf_counter()
            for turn in request["turns"]:
                memory.add(
                    [{"role": "user", "content": turn["content"]}],
                    user_id=request["user"],
                    metadata={"turn": turn["id"]},
                    infer=False,
                )
            answer = {"seconds": time.perf_counter() - started}
        elif request["op"] == "search":
            started = time.perf_counter()
            found = memory.search(request["query"], top_k=request["limit"], filters={"user_id": request["user"]})
            ms = (time.perf_counter() - started) * 1000
            answer = {"ids": [(hit.get("metadata") or {}).get("turn") for hit in found["results"]], "ms": ms}
        elif request["op"] == "stats":
            answer = {"disk_mb": disk_mb(home), "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}
        else:
            answer = {"error": f"unknown op {request['op']}"}
        out.write(json.dumps(answer) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
