"""What the offline coach knows about the user: read back from the prompt's memory snapshot.

The offline coach sees only what a real model would see, so it parses the snapshot text that
memory.rules.render_snapshot wrote into the system prompt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from memory import rules
from memory.rules import snapshot as snap


@dataclass
class Profile:
    allergies: list[str] = field(default_factory=list)
    safety_avoids: list[str] = field(default_factory=list)
    avoids: list[str] = field(default_factory=list)
    diet: str | None = None
    cuisines: list[str] = field(default_factory=list)
    likes: list[str] = field(default_factory=list)
    styles: list[str] = field(default_factory=list)
    goals: list[str] = field(default_factory=list)
    kitchen: list[str] = field(default_factory=list)
    # allergens named in this chat that memory does not hold as the person's ("my son is allergic to
    # eggs", "a nut-free cake"): kept out of this chat's recipes, never shown as the person's own
    chat_avoids: list[str] = field(default_factory=list)
    # diets of others the person cooks for, said in this chat ("two of them are vegan"): this chat's recipes keep to them
    chat_diets: list[str] = field(default_factory=list)
    # goals for others' conditions said in this chat ("my mum is diabetic"): they rank this chat's recipes
    chat_goals: list[str] = field(default_factory=list)
    # ways of cooking this chat asks for without asking each time ("my toddler is a fussy eater": family dishes)
    chat_ways: list[str] = field(default_factory=list)
    # kept out of this chat's recipes like a dislike, swapped where it can be ("I'm doing dry january": alcohol)
    chat_swaps: list[str] = field(default_factory=list)
    # kitchen facts for this chat only ("my oven is broken at the moment": no oven, unsaved)
    chat_kitchen: list[str] = field(default_factory=list)
    # (category, value) the fast path saved from the message being answered (rules.JUST_SAVED)
    just_saved: list[tuple[str, str]] = field(default_factory=list)

    def is_empty(self) -> bool:
        return not any(
            value
            for name, value in vars(self).items()
            if name
            not in ("chat_avoids", "chat_diets", "chat_goals", "chat_ways", "chat_swaps", "chat_kitchen", "just_saved")
        )

    def diets(self) -> list[str]:
        """The diets the person holds: one, or several held together ("vegetarian and gluten-free")."""
        return rules.diet_parts(self.diet)

    def dislikes(self) -> list[str]:
        """What the chat's recipes leave out like a dislike: the person's, and this chat's."""
        return self.avoids + [v for v in self.chat_swaps if v not in self.avoids]

    def must_avoid(self) -> list[str]:
        """Everything that may never appear in a recipe: allergies, protected avoids and this chat's allergens."""
        extra = [v for v in self.safety_avoids + self.chat_avoids if v not in self.allergies]
        return self.allergies + list(dict.fromkeys(extra))


# Snapshot headings (from the category table) → the Profile attribute they fill.
ATTRIBUTE = {
    rules.CUISINE: "cuisines",
    rules.COOKING_STYLE: "styles",
    rules.DIETARY_GOAL: "goals",
    rules.LIKE: "likes",
    rules.DISLIKE: "avoids",
    rules.DIET: "diet",
    rules.KITCHEN: "kitchen",
}
_TITLES = {snap.GROUP_TITLES[category]: attribute for category, attribute in ATTRIBUTE.items()}


def _split(values: str) -> list[str]:
    return [v.strip() for v in values.split(",") if v.strip()]


def parse_profile(system_prompt: str) -> Profile:
    profile = Profile()
    in_snapshot = False
    just_saved = False
    for line in system_prompt.splitlines():
        line = line.strip()
        if line == snap.JUST_SAVED + ":":
            just_saved = True
            continue
        if just_saved:
            category, _, value = line.removeprefix("- ").partition(": ")
            if line.startswith("- ") and category in rules.CATEGORY and value:
                profile.just_saved.append((category, value))
                continue
            just_saved = False
        if line == snap.HEADER:
            in_snapshot = True
            continue
        if not in_snapshot or ":" not in line:
            continue
        head, _, values = line.partition(":")
        if head.startswith("ALLERGIES"):
            profile.allergies = _split(re.sub(r"^.*?:\s*", "", line))
        elif head.startswith("Safety"):
            # a diet kept for safety is what it keeps out: "gluten-free" keeps out gluten
            # (of a diet of several, the parts that keep an allergen out: "vegetarian and gluten-free" keeps out gluten)
            profile.safety_avoids = [
                re.sub(r"[- ]free$", "", part)
                for v in _split(values)
                for part in rules.diet_parts(v)
                if part == v or rules.allergen_groups(rules.normalize(part))
            ]
        elif head in _TITLES:
            key = _TITLES[head]
            if key == "diet":
                profile.diet = _split(values)[0] if _split(values) else None
            else:
                setattr(profile, key, _split(values))
        elif line.startswith("Relevant"):
            break
    return profile
