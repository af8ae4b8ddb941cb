from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

PASSWORD = "correct horse battery"


@pytest.mark.parametrize("path", ["/chat/", "/memory/", "/"])
def test_it_redirects_anonymous_pages_to_log_in(client, db, path):
    response = client.get(path, follow=True)

    assert response.redirect_chain[-1][0].startswith("/accounts/login/")


def test_it_signs_up_and_lands_in_chat(client, db):
    response = client.post(
        "/accounts/signup/", {"username": "carol", "password1": PASSWORD, "password2": PASSWORD}, follow=True
    )

    assert response.redirect_chain[-1][0] == "/chat/"
    assert User.objects.filter(username="carol").exists()
    assert response.wsgi_request.user.username == "carol"


def test_it_shows_signup_errors_in_the_form(client, db):
    response = client.post("/accounts/signup/", {"username": "carol", "password1": "abc", "password2": "abd"})

    assert response.status_code == 200
    assert User.objects.count() == 0
    assert "form-error" in response.content.decode()


def test_it_logs_in_and_out(client, user):
    response = client.post("/accounts/login/", {"username": "alice", "password": PASSWORD}, follow=True)
    assert response.wsgi_request.user.is_authenticated

    response = client.post("/accounts/logout/", follow=True)
    assert not response.wsgi_request.user.is_authenticated
    assert client.get("/chat/").status_code == 302


def test_it_refuses_signup_when_disabled(client, db, settings):
    settings.SIGNUP_ENABLED = False

    client.post("/accounts/signup/", {"username": "carol", "password1": PASSWORD, "password2": PASSWORD})
    response = APIClient().post("/api/auth/signup/", {"username": "dave", "password": PASSWORD}, format="json")

    assert not User.objects.filter(username__in=["carol", "dave"]).exists()
    assert response.status_code == 403


def test_it_issues_a_token_on_api_signup_that_authenticates(db):
    client = APIClient()
    response = client.post("/api/auth/signup/", {"username": "erin", "password": PASSWORD}, format="json")

    assert response.status_code == 201
    token = response.json()["token"]
    client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert client.get("/api/memory/snapshot/").status_code == 200


def test_it_answers_api_signup_field_errors_with_400(db):
    User.objects.create_user(username="erin", password=PASSWORD)
    response = APIClient().post("/api/auth/signup/", {"username": "erin", "password": "1"}, format="json")

    assert response.status_code == 400
    body = response.json()
    assert "username" in body and body["error"] == "invalid" and body["detail"]


def test_a_username_taken_in_another_unicode_form_is_a_400_not_a_500(db):
    # the name is stored NFKC-normalised ("þ¹" is "þ1"), so it must be checked as it will be stored
    assert (
        APIClient().post("/api/auth/signup/", {"username": "þ1", "password": PASSWORD}, format="json").status_code
        == 201
    )
    response = APIClient().post("/api/auth/signup/", {"username": "þ¹", "password": PASSWORD}, format="json")

    assert response.status_code == 400 and "username" in response.json()
    assert User.objects.filter(username="þ1").count() == 1


def test_it_exchanges_credentials_for_the_same_token(user):
    client = APIClient()
    first = client.post("/api/auth/token/", {"username": "alice", "password": PASSWORD}, format="json")
    second = client.post("/api/auth/token/", {"username": "alice", "password": PASSWORD}, format="json")

    assert first.status_code == 200
    assert first.json()["token"] == second.json()["token"]


def test_it_refuses_wrong_credentials_with_a_sentence(user):
    response = APIClient().post("/api/auth/token/", {"username": "alice", "password": "nope"}, format="json")

    assert response.status_code == 400
    assert response.json()["error"] == "invalid_credentials"


def test_it_refuses_api_calls_without_a_token(db):
    response = APIClient().get("/api/memory/snapshot/")

    assert response.status_code == 401
    assert response.json()["detail"]


# Lockout after failed log-ins ---------------------------------------------------------------------


def test_the_login_page_locks_a_username_after_ten_failures_even_for_the_right_password(client, db):
    User.objects.create_user("lena", password="the right passphrase")
    for _ in range(10):
        assert client.post("/accounts/login/", {"username": "lena", "password": "wrong"}).status_code == 200

    locked = client.post("/accounts/login/", {"username": "Lena", "password": "the right passphrase"})

    assert locked.status_code == 429 and "Too many failed log-ins" in locked.content.decode()
    assert int(locked["Retry-After"]) > 0
    assert "_auth_user_id" not in client.session


def test_the_token_endpoint_locks_a_username_whatever_address_it_claims(client, db):
    User.objects.create_user("omar", password="the right passphrase")
    for n in range(10):
        client.post(
            "/api/auth/token/",
            {"username": "omar", "password": "wrong"},
            content_type="application/json",
            HTTP_X_FORWARDED_FOR=f"198.51.100.{n}",
        )

    response = client.post(
        "/api/auth/token/", {"username": "omar", "password": "the right passphrase"}, content_type="application/json"
    )

    assert response.status_code == 429 and response.json()["error"] == "locked_out"


def test_one_address_guessing_many_names_is_locked_too(client, db):
    for n in range(50):
        client.post("/api/auth/token/", {"username": f"user{n}", "password": "x"}, content_type="application/json")

    response = client.post(
        "/api/auth/token/", {"username": "someone", "password": "x"}, content_type="application/json"
    )

    assert response.status_code == 429


def test_a_success_clears_the_usernames_failures(client, db):
    from mise.models import LoginFailure

    User.objects.create_user("ines", password="the right passphrase")
    for _ in range(9):
        client.post("/api/auth/token/", {"username": "ines", "password": "wrong"}, content_type="application/json")
    ok = client.post(
        "/api/auth/token/", {"username": "ines", "password": "the right passphrase"}, content_type="application/json"
    )

    assert ok.status_code == 200 and not LoginFailure.objects.filter(key="user:ines").exists()


def test_signup_takes_an_optional_email_and_gives_short_guidance(client, db):
    page = client.get("/accounts/signup/").content.decode()
    assert "E-mail (optional)" in page and "At least 8 characters" in page
    assert "can’t be too similar" not in page and "can&#x27;t be too similar" not in page

    client.post(
        "/accounts/signup/",
        {"username": "dana", "email": "dana@example.org", "password1": PASSWORD, "password2": PASSWORD},
    )

    assert User.objects.get(username="dana").email == "dana@example.org"


def test_a_forgotten_password_is_reset_through_an_emailed_link(client, db, mailoutbox):
    import re

    User.objects.create_user(username="erin", email="erin@example.org", password="an old passphrase")

    response = client.post("/accounts/password-reset/", {"email": "erin@example.org"}, follow=True)
    assert "Check your e-mail" in response.content.decode()
    [mail] = mailoutbox
    assert mail.subject == "Reset your Mise password" and mail.to == ["erin@example.org"]
    link = re.search(r"http://testserver(/accounts/reset/\S+)", mail.body).group(1)

    form = client.get(link, follow=True)
    assert "Choose a new password" in form.content.decode()
    done = client.post(
        form.redirect_chain[-1][0],
        {"new_password1": "a brand new passphrase", "new_password2": "a brand new passphrase"},
    )
    assert done.status_code == 302

    assert client.login(username="erin", password="a brand new passphrase")


def test_a_reset_for_an_unknown_address_says_the_same_and_sends_nothing(client, db, mailoutbox):
    response = client.post("/accounts/password-reset/", {"email": "nobody@example.org"}, follow=True)

    assert "Check your e-mail" in response.content.decode() and mailoutbox == []


def test_the_theme_is_chosen_per_person_and_cycles(client, user, other_user):
    client.force_login(user)
    assert 'data-theme="system"' in client.get("/memory/").content.decode()

    response = client.post("/accounts/theme/", {"theme": "dark", "next": "/memory/"})

    assert response.status_code == 302 and response["Location"] == "/memory/"
    page = client.get("/memory/").content.decode()
    assert 'data-theme="dark"' in page and 'name="theme" value="light"' in page
    client.force_login(other_user)
    assert 'data-theme="system"' in client.get("/memory/").content.decode()


def test_the_theme_toggle_never_redirects_off_site(client, user):
    client.force_login(user)

    response = client.post("/accounts/theme/", {"theme": "bogus", "next": "https://evil.example/"})

    assert response["Location"] == "/chat/"
