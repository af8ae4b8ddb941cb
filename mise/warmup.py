"""Load what a chat turn needs — the sentence encoder and its tokenizer, the intent head, the food
lexicon, litellm and the built-in coach — when a process starts, so that the first person to chat does not wait for it (the offline coach's catalog and nutrition table too).

The web process warms up before it takes requests (mise/wsgi.py), so once `/healthz` answers the
first reply is as fast as any other; a Celery pool process warms up on a thread of its own, since
the pool must report ready within seconds of being forked, at the lowest CPU priority. `WARM_UP=0` turns it off.
"""

from __future__ import annotations

import logging
import os
import threading
import time

from common.env import env_bool

logger = logging.getLogger(__name__)


def warm_up() -> None:
    if not env_bool("WARM_UP", True):
        return
    started = time.monotonic()
    try:
        from common import llm
        from memory.capture.extraction import extract
        from memory.recall.embeddings import embed_query
        from offline_coach.search import recipe_vectors, vocabulary

        embed_query("what should I cook tonight?")
        extract("I love roasted cauliflower, and I'm allergic to peanuts.")
        vocabulary()  # the recipe catalog, validated, and the nutrition table
        recipe_vectors()  # what a dish the catalog lacks is nearest to
        llm.warm_up()
    except Exception as error:  # a cold start later is better than no start
        logger.warning("warm-up failed (%s); the first request will load the models", error)
        return
    logger.info("warmed up in %.1f s", time.monotonic() - started)


def warm_up_in_background() -> None:
    """Warm up on a thread at the lowest CPU priority, so that a start does not slow the web's own
    warm-up or its requests (the encoder's threads, made here, keep that priority: background work)."""

    def run() -> None:
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)  # this thread only, on Linux
        except (AttributeError, OSError):
            pass
        warm_up()

    threading.Thread(target=run, name="warm-up", daemon=True).start()
