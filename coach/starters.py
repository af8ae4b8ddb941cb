"""Starter prompts for an empty chat, drawn from what memory holds about the person.

Pure: it takes (category, value) pairs and returns at most four short prompts a person might send,
the personal ones first, topped up with general ones so that a new user also gets ideas.
"""

from __future__ import annotations

from collections.abc import Iterable

GENERAL = (
    "What should I cook tonight?",
    "Something quick with chickpeas?",
    "Plan my dinners for the week",
    "I'm vegetarian and allergic to peanuts",
)
PERSONAL = {
    "abstract_like": "Something with {value} tonight?",
    "cuisine": "A {value} dish for this weekend?",
    "diet": "A quick {value} dinner idea?",
    "dietary_goal": "A dinner that helps me {value}",
    "cooking_style": "Ideas for {value} this week?",
}
LIMIT = 4


def starter_prompts(items: Iterable[tuple[str, str]]) -> list[str]:
    prompts: list[str] = []
    seen_categories: set[str] = set()
    for category, value in items:
        template = PERSONAL.get(category)
        if template and category not in seen_categories and len(value) <= 40:
            seen_categories.add(category)
            prompts.append(template.format(value=value))
    for prompt in GENERAL:
        if prompt not in prompts:
            prompts.append(prompt)
    # a person who told us things does not need the example of telling us things
    if seen_categories:
        prompts = [p for p in prompts if not p.startswith("I'm ")]
    return prompts[:LIMIT]
