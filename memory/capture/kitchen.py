"""The kitchen a person cooks in: household size, time budget, equipment and skill. Pure Python.

Structure, not phrasings: a first-person clause (or one with no subject, as people type: "30 minutes
max", "beginner cook here") that names a number of people, a time, a piece of equipment from the
list below, or a skill level. Each fact becomes one short value ("cooks for 2", "30 minutes max on
weeknights", "only an air fryer", "no oven", "beginner cook").
"""

from __future__ import annotations

import re

NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "a couple": 2, "myself": 1, "just me": 1, "one person": 1,
}  # fmt: skip
NUMBER = r"(?P<n>\d{1,2}|" + "|".join(sorted((re.escape(k) for k in NUMBERS), key=len, reverse=True)) + r")"
EQUIPMENT = (
    r"air ?fryer|slow cooker|crock ?pot|instant pot|pressure cooker|rice cooker|microwave|oven|stove|stovetop|"
    r"hob|hot ?plate|induction (?:hob|cooktop)|grill|barbecue|bbq|smoker|wok|cast iron(?: pan| skillet)?|"
    r"dutch oven|blender|food processor|stand mixer|mixer|toaster oven|sous vide|freezer|dishwasher"
)
WHEN = r"(?P<when>\s+(?:on |during the )?(?:weeknights?|weekdays?|work nights?|school nights?|most nights|weekends?))?"
OTHERS = re.compile(r"^(?:my|our|his|her|their|he|she|they|you)\b")
QUESTION = re.compile(r"\?$|^(?:what|how|which|can|could|would|should|is|are|do|does)\b")

HOUSEHOLD = (
    re.compile(
        rf"\b(?:i|we) (?:usually |mostly |normally |always |only )?(?:cook|make (?:dinner|food|meals)) for {NUMBER}\b"
    ),
    re.compile(rf"\b(?:cooking|feeding|dinner for) {NUMBER}(?: people| of us)?(?: most nights| every night)?$"),
    re.compile(rf"\b(?:we'?re|we are|i have|i've got|i'm in|im in) a (?:family|household) of {NUMBER}\b"),
    re.compile(rf"^(?:a )?(?:family|household) of {NUMBER}(?: here)?$"),
    re.compile(r"\bi (?:live alone|cook (?:just )?for myself|cook for one)\b"),
)
TIME = (
    re.compile(
        rf"^(?:about |around |only )?(?P<t>\d{{1,3}}) ?(?P<u>minutes?|mins?|hours?|hrs?) (?:max|maximum|tops){WHEN}\b"
    ),
    re.compile(
        rf"\bi (?:only |usually |just )?(?:have|get|got) (?:about |around |only |like |maybe )?(?P<t>\d{{1,3}}) ?"
        rf"(?P<u>minutes?|mins?|hours?|hrs?)(?: or less)?(?: to cook| for (?:dinner|cooking))?{WHEN}\b"
    ),
    re.compile(
        rf"\b(?:no more than|never more than|at most) (?P<t>\d{{1,3}}) ?(?P<u>minutes?|mins?|hours?|hrs?)"
        rf" (?:of )?(?:cooking|in the kitchen|on (?:dinner|cooking)){WHEN}\b"
    ),
)
EQUIPMENT_ONLY = re.compile(rf"\bi (?:only )?(?:have|own|got|use) (?:only )?(?:an? |one |my )?(?P<x>{EQUIPMENT})\b")
EQUIPMENT_NONE = re.compile(
    rf"\b(?:i (?:don'?t|do not) (?:have|own)|there'?s no|i have no|no) (?:an? |any )?(?P<x>{EQUIPMENT})\b"
    r"(?! please)(?:(?! (?:recipes?|meals?|dishes?)\b).)*$"
)
SKILL = (
    (re.compile(r"\b(?:beginner|novice|newbie|new to cooking|learning to cook|not much of a cook|can'?t really cook|"
                r"don'?t know how to cook|terrible cook|bad cook)\b"), "beginner cook"),
    (re.compile(r"\b(?:intermediate|decent|home) cook\b"), "intermediate cook"),
    (re.compile(r"\b(?:experienced|confident|advanced|pretty good|good|trained|professional) cook\b|\bi'?m a chef\b"),
     "experienced cook"),
)  # fmt: skip


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


def _when(match) -> str:
    when = re.sub(r"^(?:on |during the )", "", (match.groupdict().get("when") or "").strip())
    return f" on {when}" if when else ""


def kitchen_facts(clause: str) -> list[str]:
    """Kitchen facts in one lower-cased clause of the speaker's own."""
    clause = clause.strip(" .!")
    if OTHERS.search(clause) or QUESTION.search(clause):
        return []
    facts = []
    for pattern in HOUSEHOLD:
        if match := pattern.search(clause):
            people = _number(match.group("n")) if "n" in match.groupdict() and match.group("n") else 1
            facts.append(f"cooks for {people}")
            break
    for pattern in TIME:
        if match := pattern.search(clause):
            unit = "hour" if match.group("u").startswith("h") else "minute"
            amount = int(match.group("t"))
            facts.append(f"{amount} {unit}{'s' if amount != 1 else ''} max{_when(match)}")
            break
    if match := EQUIPMENT_NONE.search(clause):
        facts.append(f"no {match.group('x')}")
    elif (match := EQUIPMENT_ONLY.search(clause)) and re.search(r"\bonly\b|\bjust\b", clause):
        facts.append(f"only {'an' if match.group('x')[0] in 'aeiou' else 'a'} {match.group('x')}")
    for pattern, level in SKILL:
        if pattern.search(clause) and re.search(r"\b(?:i|i'm|im|me|here)\b|^\w+ cook$", clause):
            facts.append(level)
            break
    return facts
