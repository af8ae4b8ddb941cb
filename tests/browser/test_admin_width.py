"""The admin's memory tables fit a 1280 px screen without scrolling sideways."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from memory import rules, services

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("path", ["/admin/memory/memoryitem/", "/admin/memory/memoryevent/"])
def test_admin_tables_fit_1280_px(page, transactional_db, path):
    User.objects.create_superuser("root", password="a long admin passphrase", email="")
    person = User.objects.create_user("someone-with-a-rather-long-username", password="x")
    services.memory_save(
        user=person, category=rules.DISLIKE, value="very finely chopped raw red onion in salads",
        evidence="I really cannot stand very finely chopped raw red onion in salads, ever",
    )  # fmt: skip
    page.goto("/admin/login/")
    page.fill("#id_username", "root")
    page.fill("#id_password", "a long admin passphrase")
    page.click("input[type=submit]")
    page.goto(path)

    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    assert "abstract_dislike" not in page.locator("#result_list").inner_text()
