from __future__ import annotations

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "mise.settings")
application = get_wsgi_application()

from mise.warmup import warm_up  # noqa: E402  (needs the app set up)

warm_up()
