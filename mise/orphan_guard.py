"""Run a program that ends when its supervisor ends: `python -m mise.orphan_guard [--grace S] PROGRAM ARGS...`.

The guard asks the kernel for SIGTERM when its parent (supervisord) dies, however it dies — SIGKILL
included — and passes any SIGTERM/SIGINT on to the program; if the program has not exited `--grace`
seconds later (a Celery warm shutdown waiting on a long task), it is killed. So no worker or web
process outlives `make run`. Off Linux there is no parent-death signal; the rest still holds.
"""

from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
import threading

PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    except (OSError, AttributeError):  # not Linux
        pass


def main(argv: list[str]) -> int:
    grace = 5.0
    if argv[:1] == ["--grace"]:
        grace, argv = float(argv[1]), argv[2:]
    if not argv:
        print("usage: python -m mise.orphan_guard [--grace S] PROGRAM [ARGS...]", file=sys.stderr)
        return 2
    parent = os.getppid()
    _die_with_parent()
    if os.getppid() != parent:  # the parent died before the request took effect
        return 1
    child = subprocess.Popen(argv, preexec_fn=_die_with_parent)

    def stop(signum, frame) -> None:
        if child.poll() is None:
            child.send_signal(signal.SIGTERM)
            timer = threading.Timer(grace, lambda: child.poll() is None and child.kill())
            timer.daemon = True
            timer.start()

    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, stop)
    return child.wait()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
