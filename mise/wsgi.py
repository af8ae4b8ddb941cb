from __future__ import annotations

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "mise.settings")
application = get_wsgi_application()

from memory.recall.embeddings import one_thread_per_call  # noqa: E402  (needs the app set up)
from mise.warmup import warm_up  # noqa: E402

one_thread_per_call()  # before the encoder is loaded
warm_up()
