"""Every /api/ error is JSON {"error", "detail"}: unknown addresses, wrong methods, oversized bodies,
crashes and a database that is down included; DEBUG is off unless asked for."""

from __future__ import annotations

import pytest
from django.conf import settings
from django.db import OperationalError

from coach import api as chat_api


def assert_error_shape(response, status: int, code: str | None = None) -> None:
    assert response.status_code == status
    assert response["Content-Type"].startswith("application/json")
    body = response.json()
    assert set(body) >= {"error", "detail"} and body["detail"]
    assert code is None or body["error"] == code


def test_debug_is_off_unless_asked_for():
    assert settings.DEBUG is False


def test_an_unknown_api_address_answers_json_404(api):
    assert_error_shape(api.get("/api/no-such-thing/"), 404, "not_found")


def test_a_wrong_method_answers_json_405_with_allow(api):
    response = api.put("/api/memories/", {}, format="json")
    assert_error_shape(response, 405)
    assert "GET" in response["Allow"]


def test_an_oversized_body_answers_json_413(api, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 1000
    assert_error_shape(api.post("/api/chat/", {"message": "x" * 5000}, format="json"), 413, "too_large")


def test_a_crash_answers_json_500_without_a_traceback(api, monkeypatch):
    def boom(**kwargs):
        raise RuntimeError("secret internals")

    monkeypatch.setattr(chat_api, "chat_turn", boom)
    api.raise_request_exception = False

    response = api.post("/api/chat/", {"message": "hello"}, format="json")

    assert_error_shape(response, 500, "server_error")
    assert "secret internals" not in response.content.decode()


def test_a_database_outage_answers_json_503(api, monkeypatch):
    def down(**kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr(chat_api, "chat_turn", down)
    api.raise_request_exception = False

    assert_error_shape(api.post("/api/chat/", {"message": "hello"}, format="json"), 503, "database_unavailable")


@pytest.mark.parametrize("path", ["/chat/", "/memory/"])
def test_pages_keep_their_html(client, path):
    assert client.get(path).status_code == 302  # to the login page, not JSON


@pytest.mark.parametrize("path", ["/api/chat/", "/api/memories/", "/api/auth/token/"])
def test_json_nested_a_thousand_deep_answers_400(api, path):
    body = "[" * 1000 + "]" * 1000

    response = api.post(path, body, content_type="application/json")

    assert_error_shape(response, 400)
    assert "nested" in response.json()["detail"]


def test_brackets_inside_strings_do_not_count_as_nesting(api):
    response = api.post("/api/chat/", {"message": "[" * 200 + " hello"}, format="json")

    assert response.status_code == 200


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("post", "/api/chat/", {"message": "what did I cook 5000 years ago?"}),
        ("get", "/api/recall/?q=9999999999 days ago", None),
        ("get", "/api/recall/?q=in 9999", None),
    ],
)
def test_odd_time_expressions_answer_normally(api, method, path, body):
    response = getattr(api, method)(path, body, format="json") if body else api.get(path)
    assert response.status_code == 200


def test_a_recall_query_is_bounded_like_a_chat_message(api):
    response = api.get("/api/recall/", {"q": "basil " * 800})

    assert response.status_code == 400 and response.json()["error"] == "too_long"


def test_a_forged_forwarded_for_does_not_escape_the_anonymous_throttle(client, db):
    statuses = [
        client.post(
            "/api/auth/signup/",
            {"username": "", "password": ""},
            content_type="application/json",
            HTTP_X_FORWARDED_FOR=f"10.0.{n // 250}.{n % 250}",
        ).status_code
        for n in range(130)
    ]

    assert statuses[0] == 400 and statuses[-1] == 429  # 120/minute per connection, whatever the header says


@pytest.mark.parametrize("path", ["/accounts/login/", "/healthz", "/api/memories/"])
def test_responses_carry_a_content_security_policy(client, db, path):
    policy = client.get(path)["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy


def test_hsts_is_sent_over_https_in_production():
    import subprocess
    import sys

    from tests.conftest import ROOT

    script = "import django; django.setup(); from django.conf import settings; print(settings.SECURE_HSTS_SECONDS)"
    env = {
        "DJANGO_SETTINGS_MODULE": "mise.settings",
        "DATABASE_URL": "postgresql://mise@db.example:5432/mise",
        "SECRET_KEY": "k" * 50,
        "ALLOWED_HOSTS": "mise.example",
        "PATH": "/usr/bin:/bin",
    }
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert out.stdout.strip() == "31536000", out.stderr


# Pages: friendly HTML, never a traceback. ------------------------------------------------------------


def assert_friendly_page(response, status: int, words: str) -> None:
    assert response.status_code == status
    assert response["Content-Type"].startswith("text/html")
    page = response.content.decode()
    assert words in page and "/static/css/mise" in page  # styled like the rest of Mise
    assert "Traceback" not in page and "urlpatterns" not in page.lower()


def test_an_unknown_page_is_a_friendly_404(client, db):
    assert_friendly_page(client.get("/no-such-page/"), 404, "There is nothing here")


def test_a_crashing_page_is_a_friendly_500(client, user, monkeypatch):
    from coach import views

    def boom(**kwargs):
        raise RuntimeError("secret internals")

    monkeypatch.setattr(views.selectors, "conversation_list", boom)
    client.force_login(user)
    client.raise_request_exception = False

    response = client.get("/chat/")

    assert_friendly_page(response, 500, "Nothing you sent was lost")
    assert "secret internals" not in response.content.decode()


def test_a_page_whose_database_is_down_is_a_friendly_503(client, user, monkeypatch):
    from coach import views

    def down(**kwargs):
        raise OperationalError("connection refused")

    monkeypatch.setattr(views.selectors, "conversation_list", down)
    client.force_login(user)

    response = client.get("/chat/")

    assert_friendly_page(response, 503, "briefly unavailable")
    assert response["Retry-After"] == "5"


def test_an_expired_form_is_a_friendly_403(db):
    from django.test import Client

    response = Client(enforce_csrf_checks=True).post("/accounts/login/", {"username": "a", "password": "b"})

    assert_friendly_page(response, 403, "That form had expired")


def test_an_htmx_request_that_fails_gets_a_sentence_not_a_page(client, user):
    client.force_login(user)

    response = client.post("/chat/send/", {"message": "hi", "conversation_id": "999999"}, HTTP_HX_REQUEST="true")

    assert response.status_code == 404
    assert response.content.decode() == '<p class="form-error" role="alert">There is nothing at this address.</p>'
