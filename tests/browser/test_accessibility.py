"""axe-core (vendored from npm: tests/browser/vendor, MPL-2.0) on every page, light and dark: no
serious or critical violation."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.contrib.auth.models import User

from memory import rules, services
from tests.browser.conftest import open_page

pytestmark = pytest.mark.browser
AXE = Path(__file__).parent / "vendor" / "axe-4.14.1.min.js"
PASSWORD = "a long kitchen passphrase"
ANONYMOUS = ["/accounts/login/", "/accounts/signup/", "/accounts/password-reset/", "/no-such-page/"]
SIGNED_IN = ["/chat/", "/chat/{conversation}/", "/memory/", "/memory/profile/", "/memory/erase/"]


@pytest.fixture
def axe_page(browser, live_server):
    # axe is injected as a script: only this context sets the pages' Content-Security-Policy aside.
    with open_page(browser, live_server, bypass_csp=True) as page:
        yield page


def violations(page) -> list[str]:
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
        ".filter(v => ['serious', 'critical'].includes(v.impact))"
        ".map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '))"
    )
    return found


def test_no_serious_or_critical_violation_on_any_page_in_light_or_dark(axe_page, transactional_db):
    from coach.services import chat_turn

    user = User.objects.create_user("ana", password=PASSWORD)
    services.memory_save(user=user, category=rules.ALLERGY, value="peanuts", evidence="I'm allergic to peanuts")
    conversation = chat_turn(user=user, message="I can't stand cilantro", conversation_id=None).conversation
    found: dict[str, list[str]] = {}
    for path in ANONYMOUS:
        for scheme in ("light", "dark"):
            axe_page.emulate_media(color_scheme=scheme)
            axe_page.goto(path)
            found[f"{path} {scheme}"] = violations(axe_page)
    axe_page.goto("/accounts/login/")
    axe_page.fill("#id_username", "ana")
    axe_page.fill("#id_password", PASSWORD)
    axe_page.click("button[type=submit]")
    axe_page.wait_for_url("**/chat/")
    for path in SIGNED_IN:
        for scheme in ("light", "dark"):
            axe_page.emulate_media(color_scheme=scheme)
            axe_page.goto(path.format(conversation=conversation.pk))
            found[f"{path} {scheme}"] = violations(axe_page)

    assert {page: v for page, v in found.items() if v} == {}
