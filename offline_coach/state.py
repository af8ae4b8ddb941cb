"""What the conversation is about, read back from the coach's own earlier replies: the options it
offered, the recipe it showed in full (and for how many), and a week plan if it made one.

The offline coach keeps no state of its own; like a real model it reads the conversation."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from offline_coach.catalog import Recipe, by_name

OPTION = re.compile(r"^\s*(?:\d+\.|[-*])\s*\*\*(?P<name>[^*]+)\*\*", re.M)
PLAN_DAY = re.compile(r"^\s*-\s*\*\*\w+day:\*\*\s*\*\*(?P<name>[^*]+)\*\*", re.M)
FOCUS = re.compile(r"^\*\*(?P<name>[^*]+)\*\* — serves (?P<n>\d+)", re.M)
PLAN_SERVES = re.compile(r"each for (?P<n>\d+)")
OFFER = re.compile(r"Want some ideas with \*\*(?P<food>[^*]+)\*\*\?\s*$")
MENU_OFFER = "Want me to plan the menu?"


@dataclass
class State:
    options: list[Recipe] = field(default_factory=list)
    focus: Recipe | None = None
    servings: int | None = None
    plan: list[Recipe] = field(default_factory=list)
    plan_servings: int | None = None
    seen: tuple[str, ...] = ()
    last_request: str = ""
    said_before: tuple[str, ...] = ()  # the person's last few messages before this one, oldest first
    last_reply: str = ""  # the coach's reply before this message
    focus_is_newer: bool = False  # a recipe was shown after the latest list or plan
    # the food the coach's last reply offered ideas with ("Want some ideas with **chicken**?"), or "the menu"
    offered: str = ""

    def pick(self, index: int) -> Recipe | None:
        pool = self.options or self.plan
        if -len(pool) <= index < len(pool):
            return pool[index]
        return None


def _names(pattern: re.Pattern, text: str) -> list[Recipe]:
    found = []
    for match in pattern.finditer(text):
        recipe = by_name(match.group("name").strip())
        if recipe and recipe not in found:
            found.append(recipe)
    return found


def read(assistant_messages: list[str], user_messages: list[str]) -> State:
    """The state after the coach's replies so far (oldest first) and the person's earlier messages."""
    state = State()
    seen: list[str] = []
    for text in assistant_messages[-4:]:
        seen += [r.name for r in _names(OPTION, text) + _names(FOCUS, text) if r.name not in seen]
    state.seen = tuple(seen)
    for age, text in enumerate(reversed(assistant_messages)):
        focus = FOCUS.search(text)
        if focus and state.focus is None and (recipe := by_name(focus.group("name").strip())):
            state.focus, state.servings = recipe, int(focus.group("n"))
            focus_age = age
        plan = _names(PLAN_DAY, text)
        options = _names(OPTION, text) if not plan else []
        if plan or options:
            state.plan, state.options = plan, options
            if plan and (match := PLAN_SERVES.search(text)):
                state.plan_servings = int(match.group("n"))
            state.focus_is_newer = state.focus is not None and focus_age < age
            break
    state.last_request = next((m for m in reversed(user_messages) if m.strip()), "")
    state.said_before = tuple(m for m in user_messages[-4:] if m.strip())
    state.last_reply = assistant_messages[-1] if assistant_messages else ""
    if assistant_messages and (offer := OFFER.search(assistant_messages[-1])):
        state.offered = offer.group("food")
    elif assistant_messages and assistant_messages[-1].rstrip().endswith(MENU_OFFER):
        state.offered = "the menu"
    return state
