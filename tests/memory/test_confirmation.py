"""Yes, no or neither, in reply to a question the coach asked (memory.capture.confirmation)."""

from __future__ import annotations

import pytest

from memory.capture.confirmation import confirmation


@pytest.mark.parametrize(
    "text",
    ["yes", "Yes, I'm sure", "yep go ahead", "I'm sure", "please forget it", "that's right", "👍", "ok so yes",
     "Absolutely!", "do it", "yess", "sure thing", "I think so", "guess so, yes"],
)  # fmt: skip
def test_yes(text):
    assert confirmation(text) == "yes"


@pytest.mark.parametrize(
    "text",
    [
        "no",
        "nope",
        "no, keep it",
        "actually keep it",
        "never mind",
        "not now",
        "👎",
        "please don't",
        "please no",
        "I'd rather you didn't",
    ],
)
def test_no(text):
    assert confirmation(text) == "no"


@pytest.mark.parametrize(
    "text",
    [
        "yes — no wait, keep it",
        "hmm, not sure",
        "not really sure tbh",  # "not really" alone is a no; unsure is neither
        "I don't know",
        "what?",
        "tell me a recipe",
        "",
        "wait how would that work",
        "sure, but just the first one",  # a yes to part of it
        "ok except the kale",
    ],
)
def test_neither(text):
    assert confirmation(text) == "unclear"
