"""Yes, no or neither, in reply to a question the coach asked (memory.capture.confirmation)."""

from __future__ import annotations

import pytest

from memory.capture.confirmation import besides_the_answer, confirmation


@pytest.mark.parametrize(
    "text",
    ["yes", "Yes, I'm sure", "yep go ahead", "I'm sure", "please forget it", "that's right", "👍", "ok so yes",
     "Absolutely!", "do it", "yess", "sure thing", "I think so", "guess so, yes", "oui", "yh do it", "si",
     "only the raw ones, but yes", "mm yes", "dead right", "you betcha",
     # a yes that says how much, or that keeps what it is asked to keep; an agreement said of what was asked
     "yeah, though only a slight one", "yes, keep it", "that's ok", "that works for me", "bingo!", "make it so",
     "crack on then", "by all means", "that's accurate"],
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
        "nein",
        "non merci",
        "nahhh",
        "negative",
        "that's not accurate",
        "that's not what i meant",  # the thing asked about was never said
        "i never said that",
        "nah, not worth keeping",
        "eh, skip that one",  # a question passed over is a no
        "i'll pass thanks",
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
        "I don't quite follow",  # (not a "don't" that refuses)
        "wait wat",
        "i don't mind either way",
        "what?",
        "tell me a recipe",
        "",
        "wait how would that work",
        "sure, but just the first one",  # a yes to part of it
        "ok except the kale",
        "leave it with me",  # to think about, not to leave as it is
        "sure thing, what time is it?",  # a yes followed by a question asks before it answers
        "nope, what's that?",
    ],
)
def test_neither(text):
    assert confirmation(text) == "unclear"


@pytest.mark.parametrize(
    ("text", "rest"),
    [("no, but I really hate olives", "I really hate olives"), ("nope. also I'm vegan now", "I'm vegan now"),
     ("ok so yes and thanks!", ""), ("no", ""), ("Yeah, and add that I love feta", "add that I love feta"),
     ("not sure", "not sure")],
)  # fmt: skip
def test_what_a_reply_says_besides_its_answer(text, rest):
    assert besides_the_answer(text) == rest
