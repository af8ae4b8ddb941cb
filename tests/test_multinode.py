"""The production shape on one machine: two web processes and three Celery workers, each a separate
process with its own data folder, sharing one PostgreSQL (DATABASE_URL) and one Redis, plus beat.

People chat through both web processes while a history is imported and a worker is killed in the
middle. Afterwards nothing is lost or doubled: every answered message and its reply is stored once,
every imported turn once, each fact once, each episode once, and every turn is consolidated.
"""

from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import Counter

import psutil
import pytest
from django.conf import settings
from django.contrib.auth.models import User

from memory import rules
from memory.models import ConsolidationRun, Episode, MemoryItem, Turn
from tests.conftest import ROOT, child_env
from tests.test_make_run import free_port, wait_for

pytestmark = pytest.mark.multinode

PEOPLE = [
    ("ana", "smoked paprika", "olives", "mushroom risotto", "a lentil soup"),
    ("ben", "fresh basil", "anchovies", "a tray of lasagna", "fish tacos"),
    ("cy", "sweet potatoes", "blue cheese", "a chickpea curry", "a mushroom omelette"),
    ("dee", "halloumi", "raw onion", "a big paella", "a ramen bowl"),
]
IMPORTED = 240


@pytest.fixture
def redis_url():
    """A private Redis when the server is installed, else the one REDIS_URL names (CI has both)."""
    if shutil.which("redis-server"):
        port = free_port()
        server = subprocess.Popen(
            ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL,
        )
        wait_for(lambda: _redis_ping(port), 20, "redis")
        yield f"redis://127.0.0.1:{port}/0"
        server.terminate()
        server.wait(timeout=10)
    elif settings.REDIS_URL:
        yield settings.REDIS_URL
    else:
        pytest.fail("the multi-node test needs Redis: install redis-server or set REDIS_URL")


def _redis_ping(port: int) -> bool:
    import socket

    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1) as connection:
            connection.sendall(b"PING\r\n")
            return connection.recv(16).startswith(b"+PONG")
    except OSError:
        return False


class Cluster:
    def __init__(self, tmp_path, redis_url: str) -> None:
        self.tmp_path, self.redis_url = tmp_path, redis_url
        self.processes: dict[str, subprocess.Popen] = {}
        self.ports: list[int] = []

    def env(self, name: str) -> dict[str, str]:
        data = self.tmp_path / name
        data.mkdir(exist_ok=True)
        return child_env(
            DATA_DIR=str(data), REDIS_URL=self.redis_url, DEBUG="0", ALLOWED_HOSTS="127.0.0.1",
            CONSOLIDATION_SWEEP_SECONDS="5", CONSOLIDATION_SWEEP_GRACE_SECONDS="3", WARM_UP="0",
        )  # fmt: skip

    def start(self, name: str, *args: str) -> subprocess.Popen:
        log = (self.tmp_path / f"{name}.log").open("w")
        process = subprocess.Popen(
            [sys.executable, *args], cwd=ROOT, env=self.env(name), stdout=log, stderr=subprocess.STDOUT
        )
        self.processes[name] = process
        return process

    def web(self, name: str) -> None:
        port = free_port()
        self.start(name, "-m", "gunicorn", "mise.wsgi", "-b", f"127.0.0.1:{port}", "-w", "1", "--threads", "4")
        self.ports.append(port)

    def worker(self, name: str) -> None:
        self.start(name, "-m", "celery", "-A", "mise", "worker", "-n", f"{name}@%h", "--concurrency", "1", "-l", "info")

    def log(self, name: str) -> str:
        return (self.tmp_path / f"{name}.log").read_text()

    def stop(self) -> None:
        for process in self.processes.values():
            if process.poll() is None:
                for child in psutil.Process(process.pid).children(recursive=True):
                    child.kill()
                process.kill()
                process.wait(timeout=10)


def post(port: int, path: str, body: dict, token: str | None = None) -> tuple[int, dict]:
    headers = {"Content-Type": "application/json", **({"Authorization": f"Token {token}"} if token else {})}
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", json.dumps(body).encode(), headers)
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, {}
    except OSError:  # not listening yet
        return 0, {}


def test_two_webs_three_workers_one_database_one_redis_lose_and_double_nothing(transactional_db, tmp_path, redis_url):
    cluster = Cluster(tmp_path, redis_url)
    try:
        for name in ("web1", "web2"):
            cluster.web(name)
        for name in ("worker1", "worker2", "worker3"):
            cluster.worker(name)
        cluster.start("beat", "-m", "celery", "-A", "mise", "beat", "-l", "info", "-s", str(tmp_path / "beat.db"))
        for port in cluster.ports:
            wait_for(lambda p=port: post(p, "/api/auth/token/", {})[0] in (400, 401), 120, "a web process")
        for name in ("worker1", "worker2", "worker3"):
            wait_for(lambda n=name: "ready." in cluster.log(n), 120, f"{name} to be ready")

        answered: dict[str, list[str]] = {}
        errors: list[str] = []

        def converse(index: int, person: tuple[str, ...]) -> None:
            name, like, dislike, decision, meal = person
            status, body = post(
                cluster.ports[index % 2], "/api/auth/signup/", {"username": name, "password": "a long passphrase"}
            )
            if status != 201:
                errors.append(f"{name}: signup {status}")
                return
            token, conversation, said = body["token"], None, []
            for turn, text in enumerate(
                (f"I love {like}.", f"I can't stand {dislike}.", f"Let's go with {decision} for Friday's dinner.",
                 f"Last night I made {meal}.", "What should I cook tonight?")
            ):  # fmt: skip
                status, reply = post(
                    cluster.ports[(index + turn) % 2],
                    "/api/chat/",
                    {"message": text, "conversation_id": conversation},
                    token,
                )
                if status != 200:
                    errors.append(f"{name}: {text!r} answered {status}")
                    continue
                conversation = reply["conversation_id"]
                said.append(text)
            answered[name] = said

        history = tmp_path / "history.jsonl"
        history.write_text(
            "".join(
                json.dumps({"id": f"h{n}", "role": "user" if n % 2 == 0 else "assistant",
                            "content": f"Day {n}: I cooked dish number {n} with rice and greens.",
                            "timestamp": f"2026-01-01T{n // 60 % 24:02d}:{n % 60:02d}:00+00:00",
                            "session": f"s{n // 40}"}) + "\n"
                for n in range(IMPORTED)
            )
        )  # fmt: skip
        importer = subprocess.Popen(
            [sys.executable, "manage.py", "import_history", "--user", "imp", str(history)],
            cwd=ROOT, env=cluster.env("importer"), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )  # fmt: skip
        threads = [threading.Thread(target=converse, args=(i, p)) for i, p in enumerate(PEOPLE)]
        for thread in threads:
            thread.start()

        time.sleep(4)  # work is under way: kill a worker and its pool, mid-task if it has one
        victim = cluster.processes["worker2"]
        for process in [*psutil.Process(victim.pid).children(recursive=True), psutil.Process(victim.pid)]:
            process.send_signal(signal.SIGKILL)

        for thread in threads:
            thread.join(timeout=300)
        output, _ = importer.communicate(timeout=300)
        assert importer.returncode == 0, output
        assert errors == [] and len(answered) == len(PEOPLE)

        def settled() -> bool:
            return (
                not Turn.objects.filter(consolidated_at__isnull=True).exists()
                and not ConsolidationRun.objects.filter(status="running").exists()
            )

        wait_for(settled, 300, "every turn consolidated by the surviving workers")
    finally:
        cluster.stop()

    for name, like, dislike, decision, _meal in PEOPLE:
        user = User.objects.get(username=name)
        turns = list(Turn.objects.filter(user=user).values_list("role", "content"))
        said = answered[name]
        assert Counter(content for role, content in turns if role == "user") == Counter(said)
        assert sum(1 for role, _ in turns if role == "assistant") == len(said)
        live = MemoryItem.objects.filter(user=user, status=rules.ACTIVE)
        values = Counter((item.category, item.value_normalized) for item in live)
        assert all(count == 1 for count in values.values()), values
        assert live.filter(value__icontains=like.split()[-1]).count() == 1
        assert live.filter(value__icontains=dislike.split()[-1]).count() == 1
        episodes = Counter((e.kind, e.text) for e in Episode.objects.filter(user=user))
        assert all(count == 1 for count in episodes.values()), episodes
        decided = [text for kind, text in episodes if kind == "decision"]
        assert len(decided) == 1 and decision.split()[-1] in decided[0].lower()

    imported = Turn.objects.filter(user__username="imp")
    assert imported.count() == IMPORTED and imported.values("external_id").distinct().count() == IMPORTED
    assert not Turn.objects.filter(consolidated_at__isnull=True).exists()
