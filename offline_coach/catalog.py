"""The offline coach's recipes and how it picks one that is safe and suits the person."""

from __future__ import annotations

import functools
import hashlib
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from memory.rules import allergen_groups, normalize
from memory.rules.text import ALLERGEN_TERMS
from offline_coach.profile import Profile

CATALOG_PATH = Path(__file__).with_name("recipes.yaml")

# Swaps for ingredients a person dislikes (never used for allergies: those recipes are skipped).
SUBSTITUTES = {
    "cilantro": "flat-leaf parsley",
    "coriander": "flat-leaf parsley",
    "mushroom": "courgette",
    "shiitake": "courgette",
    "olive": "capers",
    "onion": "leek",
    "red onion": "shallot",
    "spring onion": "chives",
    "tofu": "chickpeas",
    "feta": "avocado",
    "parmesan": "nutritional yeast",
    "cheddar": "nutritional yeast",
    "mozzarella": "vegan mozzarella",
    "butter": "olive oil",
    "cream": "coconut cream",
    "yogurt": "coconut yogurt",
    "milk": "oat milk",
    "sour cream": "coconut yogurt",
    "chilli": "sweet paprika",
    "chili powder": "sweet paprika",
    "chilli flakes": "black pepper",
    "jalapeno": "green pepper",
    "honey": "maple syrup",
    "kale": "spinach",
    "spinach": "kale",
    "courgette": "green beans",
    "aubergine": "courgette",
    "bean sprout": "shredded cabbage",
    "pine nut": "sunflower seeds",
    "peanut": "toasted sunflower seeds",
    "almond": "sunflower seeds",
    "sweet potato": "butternut squash",
    "cabbage": "lettuce",
    "pepper": "courgette",
    "celery": "fennel",
    "ginger": "lemongrass",
    "garlic": "garlic-infused oil",
    "lime": "lemon",
    "basil": "parsley",
}
# Words people use for a whole family of ingredients.
CONCEPTS = {
    "spicy": [
        "chilli",
        "chili",
        "jalapeno",
        "chipotle",
        "hot sauce",
        "gochujang",
        "curry paste",
        "sichuan pepper",
        "doubanjiang",
        "jerk",
        "chilli flakes",
        "green chilli",
        "dried chillies",
    ],
    "meat": ["chicken", "beef", "pork", "lamb", "chorizo", "bacon", "steak", "mince", "sausage", "ham", "turkey"],
    "red meat": ["beef", "pork", "lamb", "steak", "chorizo", "mince"],
    "seafood": ["shrimp", "prawn", "salmon", "fish", "crab", "squid", "mussel"],
    "dairy": list(ALLERGEN_TERMS["milk"]) + ["paneer", "feta", "parmesan", "mozzarella", "cheddar", "ghee"],
    "cheese": ["cheese", "feta", "parmesan", "mozzarella", "cheddar", "paneer"],
    "carb": ["pasta", "spaghetti", "rice", "noodle", "bread", "tortilla", "potato"],
    "pork": ["pork", "chorizo", "bacon", "ham", "sausage"],
}
DIET_FORBIDS = {
    "halal": ["pork", "chorizo", "bacon", "ham", "wine", "mirin"],
    "kosher": ["pork", "chorizo", "bacon", "ham", "shrimp", "prawn", "crab", "lobster"],
    "nut-free": ["peanut", "almond", "pine nut", "cashew", "walnut", "pecan", "pistachio", "hazelnut"],
}
# A recipe tagged with the key also satisfies the listed diets.
DIET_IMPLIES = {
    "vegan": {"vegan", "vegetarian", "pescatarian", "plant-based", "flexitarian", "dairy-free", "lactose-free"},
    "vegetarian": {"vegetarian", "pescatarian", "flexitarian"},
    "pescatarian": {"pescatarian", "flexitarian"},
    "keto": {"keto", "low carb"},
    "low carb": {"low carb"},
    "dairy-free": {"dairy-free", "lactose-free"},
    "gluten-free": {"gluten-free"},
    "paleo": {"paleo", "whole30"},
}


@dataclass(frozen=True)
class Recipe:
    name: str
    cuisine: str
    styles: tuple[str, ...]
    diets: tuple[str, ...]
    allergens: tuple[str, ...]
    ingredients: tuple[str, ...]
    steps: tuple[str, ...]

    def satisfies(self, diet: str) -> bool:
        diet = diet.lower()
        covered = set(self.diets)
        for tag in self.diets:
            covered |= DIET_IMPLIES.get(tag, set())
        if diet in DIET_FORBIDS:
            return not any(mentions(i, term) for i in self.ingredients for term in DIET_FORBIDS[diet])
        if diet in ("mediterranean", "flexitarian", "low fodmap", "carnivore"):
            return True  # a preference, not a restriction this catalog can check
        return diet in covered


@functools.cache
def catalog() -> tuple[Recipe, ...]:
    raw = yaml.safe_load(CATALOG_PATH.read_text())
    return tuple(
        Recipe(
            r["name"],
            r["cuisine"],
            tuple(r["styles"]),
            tuple(r["diets"]),
            tuple(r["allergens"]),
            tuple(r["ingredients"]),
            tuple(r["steps"]),
        )
        for r in raw
    )


@functools.lru_cache(maxsize=8192)
def _words(text: str) -> tuple[str, ...]:
    return tuple(normalize(w) for w in normalize(text).split())


@functools.lru_cache(maxsize=8192)
def _groups(text: str) -> frozenset[str]:
    return frozenset(allergen_groups(normalize(text)))


def mentions(ingredient: str, term: str) -> bool:
    """Does the ingredient line mention the term, word for word ("2 red onions" mentions "onion")?"""
    have, want = _words(ingredient), _words(term)
    if not want:
        return False
    return any(have[i : i + len(want)] == want for i in range(len(have) - len(want) + 1))


def expand(term: str) -> list[str]:
    norm = normalize(term)
    return CONCEPTS.get(norm, []) + [term]


@dataclass
class Choice:
    recipe: Recipe
    ingredients: list[str]
    steps: list[str]
    reasons: list[str] = field(default_factory=list)


def is_safe(recipe: Recipe, must_avoid: list[str]) -> bool:
    for avoided in must_avoid:
        groups = _groups(avoided)
        if groups & set(recipe.allergens):
            return False
        for text in (recipe.name, *recipe.ingredients, *recipe.steps):
            if _groups(text) & groups:
                return False
            if any(mentions(text, term) for term in expand(avoided)):
                return False
    return True


def _swap_disliked(recipe: Recipe, avoids: list[str], must_avoid: list[str]) -> tuple[list[str], list] | None:
    """The ingredient list with disliked items swapped out, or None if something cannot be swapped."""
    lines, swaps = list(recipe.ingredients), []
    for avoided in avoids:
        for term in expand(avoided):
            for index, line in enumerate(lines):
                if not mentions(line, term):
                    continue
                key = next((k for k in sorted(SUBSTITUTES, key=len, reverse=True) if mentions(line, k)), None)
                substitute = SUBSTITUTES.get(key) if key else None
                bad = [a for a in avoids + must_avoid if substitute and mentions(substitute, a)]
                if not substitute or bad:
                    return None
                lines[index] = f"{substitute} (instead of {line})"
                swaps.append((key, substitute, avoided, term))
    return lines, swaps


def _swap_in_steps(steps: tuple[str, ...], swaps) -> list[str]:
    out = []
    for step in steps:
        for key, substitute, _avoided, term in swaps:
            for word in (key, normalize(term)):
                step = re.sub(rf"\b{re.escape(word)}(?:e?s)?\b", substitute, step, flags=re.I)
        out.append(step)
    return out


def choose(profile: Profile, request: str, *, seen: tuple[str, ...] = ()) -> Choice | None:
    """The best recipe for this person and request; None if nothing in the catalog is safe."""
    must_avoid = profile.must_avoid()
    request_norm = normalize(request)
    scored = []
    for recipe in catalog():
        if not is_safe(recipe, must_avoid):
            continue
        if profile.diet and not recipe.satisfies(profile.diet):
            continue
        if any(mentions(recipe.name, term) for avoided in profile.avoids for term in expand(avoided)):
            continue  # the disliked thing is the dish itself
        swapped = _swap_disliked(recipe, profile.avoids, must_avoid)
        if swapped is None:
            continue
        score = _score(recipe, profile, request_norm) - (4 if recipe.name in seen else 0) - len(swapped[1])
        tiebreak = hashlib.sha256(f"{request_norm}|{recipe.name}".encode()).hexdigest()
        scored.append((score, tiebreak, recipe, swapped))
    if not scored:
        return None
    scored.sort(key=lambda row: (-row[0], row[1]))
    _, _, recipe, (lines, swaps) = scored[0]
    return Choice(recipe, lines, _swap_in_steps(recipe.steps, swaps), _reasons(recipe, profile, swaps))


def _score(recipe: Recipe, profile: Profile, request_norm: str) -> int:
    score = 0
    text = " ".join((recipe.name, recipe.cuisine, *recipe.ingredients, *recipe.styles)).lower()
    for word in request_norm.split():
        if len(word) > 3 and word not in ("recipe", "something", "dinner", "lunch", "make", "cook", "with", "tonight"):
            if mentions(text, word):
                score += 6
    if normalize(recipe.cuisine) in request_norm:
        score += 8
    if any(normalize(c) == normalize(recipe.cuisine) for c in profile.cuisines):
        score += 3
    for liked in profile.likes:
        if any(mentions(i, liked) for i in recipe.ingredients) or mentions(recipe.name, liked):
            score += 2
    for style in profile.styles:
        if any(normalize(style) == normalize(s) for s in recipe.styles):
            score += 2
    for goal in profile.goals:
        g = goal.lower()
        if ("weight" in g or "carb" in g or "sugar" in g) and ("low carb" in recipe.diets or "keto" in recipe.diets):
            score += 1
        if "protein" in g and any(
            mentions(i, p)
            for i in recipe.ingredients
            for p in ("chicken", "tofu", "chickpea", "lentil", "bean", "salmon", "beef", "egg")
        ):
            score += 1
        if ("vegetable" in g or "plant" in g or "less meat" in g) and "vegetarian" in recipe.diets:
            score += 1
    return score


def _reasons(recipe: Recipe, profile: Profile, swaps) -> list[str]:
    reasons = []
    for allergy in profile.allergies:
        reasons.append(f"nothing with {allergy} (your allergy)")
    for avoided in profile.safety_avoids:
        if avoided not in profile.allergies:
            reasons.append(f"nothing with {avoided} (you must avoid it)")
    for _key, substitute, avoided, _term in swaps:
        reasons.append(f"swapped in {substitute} because you avoid {avoided}")
    untouched = [a for a in profile.avoids if a not in {swap[2] for swap in swaps}]
    if untouched:
        reasons.append(f"no {', '.join(untouched)} (you avoid {'it' if len(untouched) == 1 else 'them'})")
    if profile.diet:
        reasons.append(f"fits your {profile.diet} diet")
    if any(normalize(c) == normalize(recipe.cuisine) for c in profile.cuisines):
        reasons.append(f"you love {recipe.cuisine.title()} food")
    for style in profile.styles:
        if any(normalize(style) == normalize(s) for s in recipe.styles):
            reasons.append(f"it's {style}, the way you like to cook")
    return reasons
