from __future__ import annotations

import pytest
from django.conf import settings

from coach.tasks import ping


@pytest.mark.worker
def test_it_round_trips_a_task_through_a_real_worker(celery_worker):
    result = ping.delay("hello")

    assert result.get(timeout=60) == "pong:hello"


@pytest.mark.worker
def test_it_uses_redis_when_redis_url_is_set_and_a_file_broker_otherwise():
    if settings.REDIS_URL:
        assert settings.CELERY_BROKER_URL == settings.REDIS_URL
    else:
        assert settings.CELERY_BROKER_URL == "filesystem://"
        assert settings.CELERY_BROKER_TRANSPORT_OPTIONS["data_folder_in"].startswith(str(settings.BROKER_DIR))
