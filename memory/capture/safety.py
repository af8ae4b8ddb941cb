"""The safety net for allergies: pure Python, no Django.

A message that speaks of an allergy or a reaction to a food must never pass silently. This finds
such mentions structurally — an allergen from the lexicon (`data/allergens.yaml`, with its aliases)
and an allergy or reaction cue in the same clause, said of the speaker (not someone else, not
negated, not a question) — and says how sure it is:
- `sure`: the speaker states an allergy or intolerance ("I'm also allergic to shellfish", "Heads
  up: sesame allergy here", "peanuts could literally kill me, I carry an EpiPen"): saved at once;
- otherwise (a hedge, or a reaction without the word "allergic": "shellfish gives me hives"): the
  coach asks "Should I remember that you're allergic to …?" and only a yes saves it.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from memory.capture.phrasing import HEDGED, THIRD_PERSON

LEXICON = Path(__file__).parent / "data" / "allergens.yaml"

ALLERGY_WORD = re.compile(
    r"\b(?:allerg(?:y|ies|ic)|anaphyla\w*|epi ?pens?|intoleran(?:t|ce)|celiac|coeliac|sensitivity to|"
    r"can'?t (?:have|eat|tolerate) any)\b"
)
REACTION = re.compile(
    r"\b(?:hives|rash|swell(?:s|ing)?|throat (?:closes|closing|swells|tightens)|reaction|break out|"
    r"(?:could|would|will|can) (?:\w+ )?kill me|makes? me (?:\w+ )?(?:sick|ill|itch\w*|throw up|puke)|"
    r"sick (?:from|after)|poison(?:s|ed)? me)\b"
)
NEGATED = re.compile(
    r"\b(?:not|no longer|never been|isn'?t|aren'?t|wasn'?t|no) (?:\w+ )?(?:allergic|allergy|intolerant)\b"
    r"|\bno (?:\w+ )?allergies\b|\bnot an allergy\b|\bjust (?:don'?t|do not) like\b"
)
OUTGROWN = re.compile(
    r"\bused to be allergic\b|\bgrew out of\b|\boutgrew\b|\bnot anymore\b|\bno longer\b"
    r"|\bi was (?:\w+ )?(?:allergic|intolerant)\b.*\bas an? (?:kid|child|baby|toddler|teen)\b"
)
QUESTION = re.compile(r"\?\s*$|^(?:is|are|does|do|can|could|what|which|how|why|should)\b(?!')")
SPEAKER_OTHER = re.compile(
    r"\b(?:my|our|his|her|their) (?:\w+ ){0,2}?(?:friend|friends|wife|husband|partner|boyfriend|girlfriend|kid|"
    r"kids|son|daughter|mom|mum|mother|dad|father|brother|sister|boss|roommate|flatmate|family|children|child|"
    r"guest|guests|parents|colleague|coworker|neighbou?r|baby|toddler|grandma|grandpa|dog|cat)\b"
    r"|^(?:he|she|they|you)\b|\b(?:he|she|they) (?:is|are|has|have|gets?)\b"
)


@dataclass(frozen=True)
class AllergyMention:
    value: str  # the lexicon's canonical name
    sure: bool
    evidence: str  # the sentence it was said in


@functools.cache
def aliases() -> list[tuple[re.Pattern, str]]:
    """(pattern, canonical name) for every alias, longest first, so "peanut butter" beats "peanut"."""
    data = yaml.safe_load(LEXICON.read_text())
    pairs = [(alias.lower(), name) for name, words in data["allergens"].items() for alias in [name, *words]]
    pairs.sort(key=lambda pair: -len(pair[0]))
    return [(re.compile(rf"\b{re.escape(alias)}\b"), name) for alias, name in pairs]


def allergens_in(text: str) -> list[str]:
    """Canonical allergens named in a clause, in order, each once; a longer alias hides its parts."""
    text = text.lower()
    found: list[tuple[int, str]] = []
    taken: list[tuple[int, int]] = []
    for pattern, name in aliases():
        for match in pattern.finditer(text):
            span = match.span()
            if any(start < span[1] and span[0] < end for start, end in taken):
                continue
            taken.append(span)
            found.append((span[0], name))
    return list(dict.fromkeys(name for _, name in sorted(found)))


def _clauses(text: str) -> list[tuple[str, str]]:
    out = []
    for sentence in re.split(r"(?<=[.!?])\s+|\n+|;\s*", text.replace("\u2019", "'")):
        sentence = sentence.strip()
        for part in re.split(r",?\s+\b(?:but|whereas|while)\b\s+", sentence, flags=re.I):
            if part.strip():
                out.append((part.strip().lower(), sentence))
    return out


def allergy_mentions(text: str) -> list[AllergyMention]:
    """Every allergen the speaker says they react to, with how sure the statement is."""
    mentions: dict[str, AllergyMention] = {}
    clauses = _clauses(text)
    for index, (clause, sentence) in enumerate(clauses):
        word, reaction = ALLERGY_WORD.search(clause), REACTION.search(clause)
        if not (word or reaction) or NEGATED.search(clause) or SPEAKER_OTHER.search(clause):
            continue
        if THIRD_PERSON.search(clause) or QUESTION.search(clause):
            continue
        if OUTGROWN.search(sentence.lower()):
            continue
        named = allergens_in(clause)
        if not named and index > 0 and clauses[index - 1][1] == sentence:
            named = allergens_in(clauses[index - 1][0])  # "no nuts please, but it's a real allergy"
        sure = bool(word) and not HEDGED.search(clause)
        for name in named:
            previous = mentions.get(name)
            if previous is None or (sure and not previous.sure):
                mentions[name] = AllergyMention(name, sure, sentence)
    return list(mentions.values())
