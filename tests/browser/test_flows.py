"""What a person does: sign up, chat, see and control memory, export, erase — in Chromium."""

from __future__ import annotations

import json
import time

import pytest
from django.contrib.auth.models import User

from memory import rules
from memory.models import MemoryItem
from tests.browser.conftest import DESKTOP, PHONE

pytestmark = pytest.mark.browser
PASSWORD = "a long kitchen passphrase"


def wait_until(page, expression: str, timeout: float = 20) -> None:
    """Poll an expression from the test side: the pages' Content-Security-Policy forbids the eval
    that Playwright's wait_for_function would run inside them."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression):
        assert time.monotonic() < deadline, f"timed out waiting for {expression}"
        page.wait_for_timeout(100)


def send(page, text: str) -> None:
    count = page.locator(".exchange").count()
    page.fill("#message", text)
    page.press("#message", "Enter")
    wait_until(
        page, f"document.querySelectorAll('.exchange').length > {count} && !document.querySelector('[aria-busy=true]')"
    )


def sign_up(page, username: str) -> None:
    page.goto("/accounts/signup/")
    page.fill("#id_username", username)
    page.fill("#id_password1", PASSWORD)
    page.fill("#id_password2", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url("**/chat/")


def shoot(page, screenshot_dir, name: str) -> None:
    """Desktop and phone, light and dark (as the device asks; the person's choice is tested apart)."""
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        for label, size in (("desktop", DESKTOP), ("phone", PHONE)):
            page.set_viewport_size(size)
            suffix = "" if scheme == "light" else "-dark"
            page.screenshot(path=str(screenshot_dir / f"{name}-{label}{suffix}.png"), full_page=True)
    page.emulate_media(color_scheme="light")
    page.set_viewport_size(DESKTOP)


BACKGROUND = "getComputedStyle(document.documentElement).backgroundColor"


def test_a_person_teaches_mise_controls_its_memory_and_erases_it(page, screenshot_dir, transactional_db):
    sign_up(page, "sam")
    assert page.evaluate("document.activeElement.id") == "message"  # ready to type
    assert page.locator("button.starter").count() >= 3

    send(page, "I hate cilantro")
    assert page.title().startswith("I hate cilantro")
    send(page, "I'm allergic to peanuts")
    chips = page.locator(".chip").all_inner_texts()
    assert any("Saved: cilantro · things to avoid" in c for c in chips)
    assert any("Saved: peanuts · allergies" in c for c in chips)
    partial = page.evaluate("window.miseFormatPartial('## Dinner\\n- **Bibimbap** with *tofu*\\nHow about **Tha')")
    assert partial == "Dinner<br>• <strong>Bibimbap</strong> with <em>tofu</em><br>How about Tha"  # no raw markup
    assert page.evaluate("window.miseFormatPartial('<img src=x>**a**')") == "&lt;img src=x&gt;<strong>a</strong>"
    send(page, "What should I cook tonight?")
    assert "Shaped by what I remember" in page.locator(".turn-assistant").last.inner_text()
    shoot(page, screenshot_dir, "chat")

    page.click("nav >> text=Memory")
    page.wait_for_url("**/memory/")
    allergies = page.locator("section[aria-labelledby=group-allergy]")
    assert "peanuts" in allergies.inner_text() and "I'm allergic to peanuts" in allergies.inner_text()
    avoid = page.locator("section[aria-labelledby=group-abstract_dislike]")
    assert "cilantro" in avoid.inner_text() and "I hate cilantro" in avoid.inner_text()
    shoot(page, screenshot_dir, "memory")

    allergies.get_by_role("button", name="Confirm").click()
    page.wait_for_selector("text=Confirmed: peanuts.")
    assert page.locator("section[aria-labelledby=group-allergy] [aria-label='Confirmed by you']").count() == 1

    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Delete cilantro").click()
    page.wait_for_selector("#recently-deleted")
    assert page.locator("section[aria-labelledby=group-abstract_dislike]").count() == 0
    page.get_by_role("button", name="Restore cilantro").click()
    page.wait_for_selector("section[aria-labelledby=group-abstract_dislike]")
    avoid = page.locator("section[aria-labelledby=group-abstract_dislike]")
    avoid.locator("summary").click()
    avoid.locator("input[name=value]").fill("fresh cilantro")
    avoid.get_by_role("button", name="Save").click()
    page.wait_for_selector("text=Updated: fresh cilantro.")
    page.fill("#memory-q", "pean")
    wait_until(page, "document.querySelectorAll('.memory-group').length === 1")
    shoot(page, screenshot_dir, "memory-search")
    page.fill("#memory-q", "")
    wait_until(page, "document.querySelectorAll('.memory-group').length === 2")

    light = page.evaluate(BACKGROUND)
    page.emulate_media(color_scheme="dark")
    assert page.evaluate(BACKGROUND) != light  # the device's dark mode is followed
    page.emulate_media(color_scheme="light")
    page.get_by_role("button", name="Theme: Auto").click()  # the person's choice wins
    page.wait_for_selector("html[data-theme=dark]")
    assert page.evaluate(BACKGROUND) != light
    page.reload()
    assert page.locator("html[data-theme=dark]").count() == 1  # remembered
    page.get_by_role("button", name="Theme: Dark").click()
    page.get_by_role("button", name="Theme: Light").click()
    page.wait_for_selector("html[data-theme=system]")

    page.locator("input[name=learning_enabled]").uncheck()
    page.wait_for_selector("text=Learning is off")
    page.click("nav >> text=Chat")
    page.locator(".conversations a", has_text="I hate cilantro").first.click()
    send(page, "I love pickles")
    assert "Learning is switched off" in page.locator(".turn-assistant").last.inner_text()
    user = User.objects.get(username="sam")
    assert not MemoryItem.objects.filter(user=user, value__icontains="pickle").exists()

    page.goto("/memory/")
    with page.expect_download() as download:
        page.click("text=Export (JSON)")
    data = json.loads(open(download.value.path()).read())
    assert {m["value"] for m in data["memories"] if m["status"] == "active"} == {"fresh cilantro", "peanuts"}

    page.click("text=Forget everything")
    page.fill("#confirm", "forget everything")
    page.click("button:has-text('Erase everything')")
    page.wait_for_url("**/accounts/login/")
    assert "Everything is gone" in page.content()
    assert not User.objects.filter(username="sam").exists()
    assert not MemoryItem.objects.filter(category=rules.ALLERGY).exists()


BROKEN_WORDS = """() => {
  const broken = [];
  for (const chip of document.querySelectorAll('.chip')) {
    const walker = document.createTreeWalker(chip, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
  }
  return broken;
}"""


def test_chips_say_what_happened_without_breaking_a_word_on_a_small_phone(page, screenshot_dir, transactional_db):
    User.objects.create_user("kim", password=PASSWORD)
    csp_violations = []
    page.on("console", lambda m: "Content Security Policy" in m.text and csp_violations.append(m.text))
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto("/accounts/login/")
    page.fill("#id_username", "kim")
    page.fill("#id_password", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url("**/chat/")

    send(page, "I'm vegetarian")
    send(page, "Actually I eat fish now")
    send(page, "I can't stand olives")
    page.get_by_role("button", name="Undo: forget olives").focus()
    page.keyboard.press("Enter")  # keyboard only
    page.wait_for_selector(".chip em:has-text('Undone')")
    wait_until(page, "document.activeElement.classList.contains('undo-status')")  # focus stays where it was
    page.reload()

    page.focus(".skip-link")
    page.keyboard.press("Enter")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "message"  # the composer before every Undo

    notes = page.locator(".chip em").all_inner_texts()
    assert "Undone" in notes and "Replaced by pescatarian" in notes
    assert page.evaluate(BROKEN_WORDS) == []
    assert csp_violations == []
    page.screenshot(path=str(screenshot_dir / "chips-320.png"), full_page=True)


def test_a_temporary_chat_and_a_chat_without_memory_leave_memory_alone(page, screenshot_dir, transactional_db):
    User.objects.create_user("lee", password=PASSWORD)
    page.goto("/accounts/login/")
    page.fill("#id_username", "lee")
    page.fill("#id_password", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url("**/chat/")

    page.check("input[name=temporary]")
    send(page, "I hate olives")
    assert page.locator(".chip").count() == 0 and page.locator("#new-chat-options").count() == 0
    page.reload()
    assert page.locator("#temporary-badge").is_visible()
    shoot(page, screenshot_dir, "chat-temporary")

    page.goto("/chat/")  # a new conversation
    page.check("input[name=no_memory]")
    send(page, "I can't stand anchovies")
    page.reload()
    assert page.locator("#memory-off-badge").is_visible()
    shoot(page, screenshot_dir, "chat-memory-off")

    assert not MemoryItem.objects.filter(user__username="lee").exists()


def test_a_conversation_with_the_offline_coach_reads_well(page, screenshot_dir, transactional_db):
    """A realistic exchange, rendered: lists and bold names, no raw Markdown; screenshots on desktop and phone."""
    sign_up(page, "robin")

    for message in [
        "I'm allergic to peanuts and I cook for two",
        "Something quick with chickpeas?",
        "the second one",
        "make it for four",
        "give me the shopping list",
        "how much protein is in a cup of cooked lentils?",
    ]:
        send(page, message)
    replies = page.locator(".turn-assistant")
    texts = replies.all_inner_texts()

    assert all("**" not in text for text in texts)  # Markdown rendered, never shown raw
    assert "Shopping list" in texts[-2] and "serves 4" in texts[-3]
    assert replies.last.locator("li").count() >= 1 and "17.9 g" in texts[-1]
    shoot(page, screenshot_dir, "coach-conversation")
