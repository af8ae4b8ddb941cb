"""Schemathesis fuzzes every operation of the OpenAPI schema against the app in-process.

Each generated request (valid and invalid bodies, odd strings, huge numbers) must get an answer
that is not a server error and that matches the schema: status codes, content type and body.
`make test` runs 40 examples per operation (about 25 s); `FUZZ_EXAMPLES=300` runs a longer search.
"""

from __future__ import annotations

import os

import pytest
import schemathesis
from django.core import signals
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from drf_spectacular.generators import SchemaGenerator
from hypothesis import HealthCheck, settings
from schemathesis.specs.openapi.checks import positive_data_acceptance

SCHEMA = schemathesis.openapi.from_dict(SchemaGenerator().get_schema(request=None, public=True))
SCHEMA.app = get_wsgi_application()  # requests go to the app in-process, as from_wsgi would set it


@pytest.fixture
def fuzz_token(user):
    """A token for the generated requests, which run inside the test's transaction.

    Like Django's test client, keep the handler from closing the test's connection after each request.
    """
    from rest_framework.authtoken.models import Token

    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    try:
        yield Token.objects.create(user=user).key
    finally:
        signals.request_started.connect(close_old_connections)
        signals.request_finished.connect(close_old_connections)


@SCHEMA.parametrize()
@settings(
    max_examples=int(os.environ.get("FUZZ_EXAMPLES", "40")), deadline=None, suppress_health_check=list(HealthCheck)
)
def test_no_server_error_and_responses_match_the_schema(case, fuzz_token):
    case.call_and_validate(
        base_url="http://testserver",
        headers={"Authorization": f"Token {fuzz_token}"},
        # The server checks more than a schema can say (password strength, a free username, a
        # memory value that is not only punctuation), so a schema-valid body may rightly get 400.
        excluded_checks=[positive_data_acceptance],
    )
