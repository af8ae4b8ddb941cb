"""Chat under load: concurrent users chatting with the coach through /api/chat/ for a while.

    make run                                  # in another terminal: the app as a person runs it
    .venv/bin/python bench/chat_load.py [--url http://127.0.0.1:8000] [--users 20] [--seconds 60]

Each user signs up, then sends ordinary messages one after another — statements of taste, requests
for a dish, follow-ups, questions about what Mise knows; a new conversation every six turns —
waiting for each reply and sending the next at once (no think time: the worst case for the server).
Prints turns per second, the latency of a whole turn (p50, p95) and, from each reply's
`Server-Timing` header, the mean and p95 of every stage (redact, append, capture, embed, prompt,
recall, model, store), so the slowest stage is visible. Writes bench/results/chat_load.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MESSAGES = [
    "hi! what can you do?",
    "I love spicy food and I'm trying to eat more vegetables",
    "what should I make for dinner tonight?",
    "the second one sounds good, can you make it for four?",
    "what do I need to buy for that?",
    "how much protein is in it?",
    "I can't stand mushrooms",
    "give me a quick vegetarian lunch idea",
    "can I swap the rice for something lighter?",
    "plan my week please",
    "what do you know about me?",
    "I only have 30 minutes on weeknights",
    "something with chickpeas?",
    "thanks, that was great",
    "I'm allergic to peanuts",
    "any ideas for a cosy Sunday dinner?",
    "how many calories are in an avocado?",
    "I cook for two most nights",
]


def post(url: str, path: str, body: dict, token: str | None = None) -> tuple[int, dict, dict]:
    request = urllib.request.Request(
        url + path,
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", **({"Authorization": f"Token {token}"} if token else {})},
    )
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, dict(response.headers), json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), json.loads(error.read() or b"{}")


def stages(header: str) -> dict[str, float]:
    out = {}
    for part in filter(None, (p.strip() for p in header.split(","))):
        name, _, duration = part.partition(";dur=")
        out[name] = float(duration or 0)
    return out


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def chat_for(url: str, token: str, until: float, n: int, results: dict, lock: threading.Lock) -> None:
    conversation, turn = None, n  # users start at different places in the list
    while time.monotonic() < until:
        message = MESSAGES[turn % len(MESSAGES)]
        started = time.perf_counter()
        status, headers, body = post(url, "/api/chat/", {"message": message, "conversation_id": conversation}, token)
        elapsed = (time.perf_counter() - started) * 1000
        with lock:
            results["latency"].append(elapsed)
            results["status"][status] += 1
            for name, ms in stages(headers.get("Server-Timing", "")).items():
                results["stages"][name].append(ms)
        conversation = body.get("conversation_id") if status == 200 and (turn - n) % 6 != 5 else None
        turn += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", default="http://127.0.0.1:8000")
    parser.add_argument("--users", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "chat_load.json"))
    args = parser.parse_args()
    url = args.url.rstrip("/")

    tokens = []
    for _ in range(args.users):
        name = f"load-{uuid.uuid4().hex[:10]}"
        status, _, body = post(url, "/api/auth/signup/", {"username": name, "password": f"pw-{uuid.uuid4().hex}"})
        if status != 201:
            sys.exit(f"sign-up failed ({status}): {body}")
        tokens.append(body["token"])
    post(url, "/api/chat/", {"message": "hello"}, tokens[0])  # one warm-up turn, not counted

    results = {"latency": [], "status": defaultdict(int), "stages": defaultdict(list)}
    lock = threading.Lock()
    started = time.monotonic()
    until = started + args.seconds
    threads = [
        threading.Thread(target=chat_for, args=(url, token, until, n, results, lock)) for n, token in enumerate(tokens)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.monotonic() - started

    latency = results["latency"]
    report = {
        "users": args.users,
        "seconds": round(wall, 1),
        "turns": len(latency),
        "turns_per_second": round(len(latency) / wall, 2),
        "status": dict(results["status"]),
        "latency_ms": {"p50": round(statistics.median(latency), 1), "p95": round(percentile(latency, 0.95), 1)},
        "stages_ms": {
            name: {"mean": round(statistics.mean(values), 1), "p95": round(percentile(values, 0.95), 1)}
            for name, values in sorted(results["stages"].items(), key=lambda kv: -statistics.mean(kv[1]))
        },
    }
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(report, indent=2))
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
