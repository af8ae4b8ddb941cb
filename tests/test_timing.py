"""common/timing: the stages of one request, each counted once."""

from __future__ import annotations

import threading
import time

from common.timing import measured, server_timing, stage


def test_a_nested_stage_pauses_the_one_around_it():
    with measured() as record:
        with stage("prompt"):
            with stage("recall"):
                time.sleep(0.1)
        with stage("prompt"):  # a stage entered twice adds up
            pass

    assert record["recall"] >= 100 and record["prompt"] < record["recall"]
    assert sorted(part.split(";")[0] for part in server_timing(record).split(", ")) == ["prompt", "recall"]


def test_requests_in_other_threads_keep_their_own_records():
    seen = {}

    def other_request():
        with measured() as record, stage("model"):
            pass
        seen.update(record)

    with measured() as mine, stage("capture"):
        thread = threading.Thread(target=other_request)
        thread.start()
        thread.join()

    assert set(mine) == {"capture"} and set(seen) == {"model"}
