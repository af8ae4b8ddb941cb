"""Inject faults into a running `manage.py run` (what `make run` starts) and measure what a user sees.

Starts the app on the embedded defaults in a fresh data folder, signs a user up, keeps a chat going
(one message at a time, as a person would) and, for each fault, records: the share of chat messages
answered while it lasted, what /healthz said, the time until everything was healthy again, and —
at the end, from the database — whether any answered message or its reply was lost or duplicated
and whether every turn was consolidated exactly once. Writes the table to docs/reliability.md
(between the markers) and prints it.

    .venv/bin/python bench/reliability.py                # about 4 minutes
    .venv/bin/python bench/reliability.py --no-write     # print only

Not a test: it asserts nothing. The same faults are checked pass/fail in tests/test_make_run.py.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "reliability.md"
BEGIN, END = "<!-- reliability:begin -->", "<!-- reliability:end -->"
WINDOW = 10  # seconds each fault is watched at least, so the chat's experience of it is seen
HEARTBEAT = {"WORKER_HEARTBEAT_SECONDS": "2", "WORKER_HEARTBEAT_TIMEOUT": "10"}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def request(port: int, path: str, body: dict | None = None, token: str | None = None, timeout: float = 30):
    data = json.dumps(body).encode() if body is not None else None
    headers = {"Content-Type": "application/json"} if data else {}
    if token:
        headers["Authorization"] = f"Token {token}"
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as error:
        try:
            return error.code, json.loads(error.read() or b"{}")
        except ValueError:
            return error.code, {}
    except (OSError, ValueError):
        return 0, {}


class App:
    """One `manage.py run` in its own session, on a data folder that outlives restarts."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.port = free_port()
        self.env = {
            **os.environ,
            "DATA_DIR": str(data_dir),
            "PORT": str(self.port),
            "MCP_PORT": str(free_port()),
            "PYTHONUNBUFFERED": "1",
            **HEARTBEAT,
        }
        self.env.pop("DATABASE_URL", None)
        self.env.pop("REDIS_URL", None)
        self.process: subprocess.Popen | None = None

    def start(self) -> float:
        started = time.monotonic()
        log = (self.data_dir / "run.log").open("a")
        self.process = subprocess.Popen(
            [sys.executable, "manage.py", "run"], cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
        self.wait_healthy(240)
        return time.monotonic() - started

    def health(self) -> tuple[int, dict]:
        return request(self.port, "/healthz", timeout=3)

    def wait_healthy(self, timeout: float) -> float | None:
        started = time.monotonic()
        while time.monotonic() - started < timeout:
            if self.health()[0] == 200:
                return time.monotonic() - started
            time.sleep(0.25)
        return None

    def programs(self, role: str) -> list[psutil.Process]:
        """The main process of each program of this role (not a worker's pool, not gunicorn's workers)."""
        marker = {"worker": "mise worker", "web": "gunicorn"}[role]
        found = []
        for process in psutil.process_iter(["cmdline"]):
            try:
                line = " ".join(process.info["cmdline"] or [])
                parent = " ".join(process.parent().cmdline()) if process.parent() else ""
            except psutil.NoSuchProcess:
                continue
            if marker in line and "orphan_guard" in parent and str(self.data_dir) in self._environ(process):
                found.append(process)
        return found

    def _environ(self, process: psutil.Process) -> str:
        try:
            return process.environ().get("DATA_DIR", "")
        except (psutil.AccessDenied, psutil.NoSuchProcess):
            return ""

    def everything(self) -> list[psutil.Process]:
        return psutil.Process(self.process.pid).children(recursive=True) if self.process.poll() is None else []

    def shell(self, code: str) -> dict:
        """Run Django code against the app's database; the code prints one JSON line."""
        out = subprocess.run(
            [sys.executable, "manage.py", "shell", "-c", code], cwd=ROOT, env=self.env, capture_output=True,
            text=True, timeout=120,
        )  # fmt: skip
        return json.loads(out.stdout.strip().splitlines()[-1])


@dataclass
class Chat:
    """A person chatting, one message at a time, while a fault happens."""

    port: int
    token: str
    conversation_id: int | None = None
    sent: int = 0
    answered: list[str] = field(default_factory=list)
    answered_total: list[str] = field(default_factory=list)
    failed: dict[int, int] = field(default_factory=dict)
    running: bool = False

    def start(self) -> None:
        self.running = True
        self.thread = threading.Thread(target=self._loop, daemon=True)
        self.thread.start()

    def stop(self) -> tuple[int, int, dict[int, int]]:
        self.running = False
        self.thread.join(timeout=60)
        return self.sent, len(self.answered), dict(self.failed)

    def window(self) -> None:
        self.sent, self.answered, self.failed = 0, [], {}

    def _loop(self) -> None:
        number = 0
        while self.running:
            number += 1
            text = f"What could I cook with leeks tonight? This is message {number}."
            status, body = request(
                self.port, "/api/chat/", {"message": text, "conversation_id": self.conversation_id}, self.token
            )
            self.sent += 1
            if status == 200:
                self.conversation_id = body["conversation_id"]
                self.answered.append(text)
                self.answered_total.append(text)
            else:
                self.failed[status] = self.failed.get(status, 0) + 1
                time.sleep(0.5)  # as a client would before retrying
            time.sleep(0.2)


@dataclass
class Row:
    fault: str
    sees: str
    recovery: str
    answered: str = ""


def fault_row(app: App, chat: Chat, name: str, inject, recovered, timeout: float = 90) -> Row:
    chat.window()
    time.sleep(1)
    started = time.monotonic()
    inject()
    states: set[str] = set()
    recovery = None
    while time.monotonic() - started < timeout:
        status, body = app.health()
        if status != 200:
            said = "; ".join(f"{k}: {v}" for k, v in body.items() if v != "ok") or "no answer"
            states.add(re.sub(r"\d+ s\b", "N s", said).replace(str(app.data_dir), "DATA_DIR"))
        if recovery is None and status == 200 and recovered():
            recovery = time.monotonic() - started
        if recovery is not None and time.monotonic() - started >= WINDOW:
            break
        time.sleep(0.25)
    sent, answered = chat.sent, len(chat.answered)
    failures = ", ".join(f"{n}× {code or 'no answer'}" for code, n in sorted(chat.failed.items()))
    sees = f"chat answered {answered}/{sent}" + (f" ({failures})" if failures else "")
    sees += "; /healthz " + ("503 " + " / ".join(sorted(states)) if states else "stayed 200")
    return Row(name, sees, f"{recovery:.1f} s" if recovery is not None else f"not within {timeout:.0f} s")


def restart_row(app: App, chat: Chat, name: str, verb: str, stop) -> Row:
    """Stop the whole run, count what is left behind, start it again and time both."""
    chat.window()
    children = app.everything()
    started = time.monotonic()
    stop()
    _, alive = psutil.wait_procs(children, timeout=30)
    stopped = time.monotonic() - started
    sent, answered = chat.sent, len(chat.answered)
    restart = app.start()
    return Row(
        name,
        f"chat answered {answered}/{sent} while it stopped and started; {len(alive)} process(es) left behind",
        f"{verb} in {stopped:.1f} s; healthy again {restart:.1f} s after the new start",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-write", action="store_true", help="print the table, leave docs/reliability.md")
    parser.add_argument("--keep", action="store_true", help="keep the data folder (logs) afterwards")
    args = parser.parse_args()

    data_dir = Path(tempfile.mkdtemp(prefix="mise-reliability-"))
    app = App(data_dir)
    rows: list[Row] = []
    try:
        boot = app.start()
        status, body = request(app.port, "/api/auth/signup/", {"username": "riley", "password": "a long passphrase"})
        assert status == 201, (status, body)
        started = time.monotonic()
        status, _ = request(app.port, "/api/chat/", {"message": "Something quick with chickpeas?"}, body["token"])
        first_reply = time.monotonic() - started
        chat = Chat(app.port, body["token"])
        chat.start()

        [worker] = app.programs("worker")
        rows.append(
            fault_row(
                app, chat, "`kill -9` of the Celery worker", lambda: worker.kill(),
                lambda: [p.pid for p in app.programs("worker")] not in ([], [worker.pid]),
            )
        )  # fmt: skip

        [worker] = app.programs("worker")
        stuck = [worker, *worker.children()]
        rows.append(
            fault_row(
                app, chat, "worker pool stuck (`kill -STOP` of every pool process)",
                lambda: [p.suspend() for p in stuck[1:]],
                lambda: not any(p.is_running() for p in stuck) and len(app.programs("worker")) == 1,
            )
        )  # fmt: skip

        postmaster = _postmaster(data_dir)
        rows.append(
            fault_row(
                app, chat, "embedded PostgreSQL killed (`kill -9` of the postmaster)", lambda: postmaster.kill(),
                lambda: (_postmaster(data_dir) or postmaster).pid != postmaster.pid,
            )
        )  # fmt: skip

        [web] = app.programs("web")
        rows.append(
            fault_row(
                app, chat, "`kill -9` of the web server (gunicorn's main process)", lambda: web.kill(),
                lambda: [p.pid for p in app.programs("web")] not in ([], [web.pid]),
            )
        )  # fmt: skip

        rows.append(
            fault_row(
                app, chat, "broker folder deleted (`rm -rf DATA_DIR/broker`)",
                lambda: shutil.rmtree(data_dir / "broker", ignore_errors=True),
                lambda: (data_dir / "broker" / "queue").is_dir(),
            )
        )  # fmt: skip

        rows.append(
            restart_row(
                app, chat, "SIGTERM (Ctrl-C) to `make run`, then `make run` again", "stopped",
                lambda: app.process.send_signal(signal.SIGTERM),
            )
        )  # fmt: skip
        rows.append(
            restart_row(
                app, chat, "SIGKILL of `make run`'s whole process group, then `make run` again",
                "every program gone", lambda: os.killpg(app.process.pid, signal.SIGKILL),
            )
        )  # fmt: skip
        chat.stop()
        lost = settle(app, chat)
        table = render(rows, boot, first_reply, lost)
    finally:
        if app.process and app.process.poll() is None:
            app.process.send_signal(signal.SIGTERM)
            try:
                app.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(app.process.pid, signal.SIGKILL)
        _stop_database(app)
        if args.keep:
            print(f"data folder kept: {data_dir}")
        else:
            shutil.rmtree(data_dir, ignore_errors=True)
    print(table)
    if not args.no_write:
        text = DOC.read_text()
        head, rest = text.split(BEGIN, 1)
        DOC.write_text(head + BEGIN + "\n" + table + "\n" + END + rest.split(END, 1)[1])
        print(f"written to {DOC.relative_to(ROOT)}")


def _postmaster(data_dir: Path) -> psutil.Process | None:
    pid_file = next(data_dir.glob("**/postmaster.pid"), None)
    try:
        return psutil.Process(int(pid_file.read_text().split()[0])) if pid_file else None
    except (ValueError, psutil.NoSuchProcess):
        return None


def _stop_database(app: App) -> None:
    subprocess.run(
        [sys.executable, "-c", "from pathlib import Path; import sys; from mise.embedded_db import stop; "
         "stop(Path(sys.argv[1]))", str(app.data_dir)], cwd=ROOT, env=app.env, timeout=60, check=False,
    )  # fmt: skip


def settle(app: App, chat: Chat) -> dict:
    """Wait for the workers to consolidate everything, then count what the database holds."""
    code = (
        "import json, time\n"
        "from memory.models import Turn\n"
        "deadline = time.monotonic() + 120\n"
        "while Turn.objects.filter(consolidated_at=None, role='user').exists() and time.monotonic() < deadline:\n"
        "    time.sleep(1)\n"
        f"turns = Turn.objects.filter(conversation_id={chat.conversation_id})\n"
        "users = list(turns.filter(role='user').values_list('content', flat=True))\n"
        "print(json.dumps({'user': users, 'assistant': turns.filter(role='assistant').count(),\n"
        "    'unconsolidated': Turn.objects.filter(consolidated_at=None, role='user').count()}))"
    )
    found = app.shell(code)
    answered = chat.answered_total
    stored = found["user"]
    return {
        "answered": len(answered),
        "lost": sum(1 for text in answered if text not in stored),
        "duplicated": sum(1 for text in set(stored) if stored.count(text) > 1),
        "replies": found["assistant"],
        "unconsolidated": found["unconsolidated"],
    }


def render(rows: list[Row], boot: float, first_reply: float, lost: dict) -> str:
    lines = [
        f"Measured by `bench/reliability.py` on {time.strftime('%Y-%m-%d')} ({os.cpu_count()} cores): `make run` on "
        f"the embedded database and file broker, healthy {boot:.0f} s after a cold start (a new data folder), the "
        f"first chat reply {first_reply:.1f} s after that; "
        f"one person chatting throughout (the next message 0.2 s after each answer); each fault watched for at "
        f"least {WINDOW} s; heartbeat every {HEARTBEAT['WORKER_HEARTBEAT_SECONDS']} s, "
        f"`WORKER_HEARTBEAT_TIMEOUT` {HEARTBEAT['WORKER_HEARTBEAT_TIMEOUT']} s (90 s by default).",
        "",
        "| fault injected | what the user sees | time to recover | data lost |",
        "|---|---|---|---|",
    ]
    lost_text = (
        "0" if not (lost["lost"] or lost["duplicated"]) else f"{lost['lost']} lost, {lost['duplicated']} duplicated"
    )
    for row in rows:
        lines.append(f"| {row.fault} | {row.sees} | {row.recovery} | {lost_text} |")
    lines += [
        "",
        f"Over the whole run {lost['answered']} chat messages were answered: {lost['lost']} of them are missing "
        f"from the database, {lost['duplicated']} stored twice; {lost['replies']} replies are stored; "
        f"{lost['unconsolidated']} turns were left unconsolidated two minutes after the last fault.",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
