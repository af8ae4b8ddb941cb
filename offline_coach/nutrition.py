"""Nutrition from the USDA table in data/nutrition.yaml: an ingredient's weight, a recipe's
nutrition per serving, and answers to "how much protein is in a cup of cooked lentils?"."""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import yaml

from offline_coach.ingredients import MASS_G, MEASURE_G, VOLUME_ML, Ingredient

TABLE_PATH = Path(__file__).with_name("data") / "nutrition.yaml"
FIELDS = ("kcal", "protein_g", "fat_g", "carbs_g", "fibre_g", "sugar_g", "sodium_mg")
LABELS = {
    "kcal": ("energy", "kcal"), "protein_g": ("protein", "g"), "fat_g": ("fat", "g"), "carbs_g": ("carbohydrate", "g"),
    "fibre_g": ("fibre", "g"), "sugar_g": ("sugar", "g"), "sodium_mg": ("sodium", "mg"),
}  # fmt: skip
# Words people use for each nutrient.
NUTRIENT_WORDS = {
    "protein_g": r"protein",
    "kcal": r"calories|calorie|kcal|cals|energy",
    "fat_g": r"fat|fats",
    "carbs_g": r"carbs?|carbohydrates?",
    "fibre_g": r"fibre|fiber",
    "sugar_g": r"sugars?",
    "sodium_mg": r"sodium|salt",
}
# Thresholds per serving for "high in" / "low in" (roughly a fifth / a twentieth of a day's reference).
HIGH = {"protein_g": 20, "fibre_g": 6, "kcal": 700, "fat_g": 25, "carbs_g": 75, "sugar_g": 20, "sodium_mg": 1000}
LOW = {"protein_g": 8, "fibre_g": 2, "kcal": 350, "fat_g": 8, "carbs_g": 20, "sugar_g": 5, "sodium_mg": 300}
PORTIONS = {"cup": "cup_g", "cups": "cup_g", "tablespoon": "tbsp_g", "tbsp": "tbsp_g", "spoonful": "tbsp_g"}


@dataclass(frozen=True)
class Food:
    name: str
    per_100g: dict
    ndb: int | None
    usda: str | None
    proxy: bool
    piece_g: float | None
    cup_g: float | None
    tbsp_g: float | None

    def source(self) -> str:
        if self.ndb is None:
            return "a blend of USDA SR26 foods"
        return f"USDA SR26 #{self.ndb} “{self.usda}”" + (" (closest entry)" if self.proxy else "")


@functools.cache
def table() -> dict[str, Food]:
    raw = yaml.safe_load(TABLE_PATH.read_text())
    return {
        name: Food(
            name, entry["per_100g"], entry.get("ndb"), entry.get("usda"), bool(entry.get("proxy")),
            entry.get("piece_g"), entry.get("cup_g"), entry.get("tbsp_g"),
        )
        for name, entry in raw["foods"].items()
    }  # fmt: skip


def source_note() -> str:
    return yaml.safe_load(TABLE_PATH.read_text())["source"]


def _plain(text: str) -> str:
    """Lower case, accents off ("purée" → "puree"), letters, hyphens and spaces only."""
    text = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z\- ]", " ", text)


def singular_forms(word: str) -> list[str]:
    """The forms a plural may come from ("chillies" → chilli, chilly; "tomatoes" → tomato)."""
    forms = [word]
    for suffix, repl in (("ies", "i"), ("ies", "y"), ("oes", "o"), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            forms.append(word[: -len(suffix)] + repl)
    return forms


def _forms(words: list[str]) -> list[str]:
    """The phrase as written and with its last word made singular."""
    return [" ".join([*words[:-1], last]) for last in singular_forms(words[-1])] if words else []


@functools.cache
def _index() -> dict[str, str]:
    index = {}
    for name in table():
        index[" ".join(_plain(name).split())] = name
    for name in sorted(table()):  # "tofu" → firm tofu, "chicken" → cooked chicken: the first by name
        tail = _plain(name).split()[-1]
        if not any(form in index for form in singular_forms(tail)):
            index[tail] = name
    return index


@functools.lru_cache(maxsize=4096)
def lookup(food: str) -> Food | None:
    """The table's entry for a food as recipes and people name it: the longest known tail
    ("kalamata olives" → olives, "sushi-grade salmon" → salmon), singular or plural."""
    words = _plain(food.split(",")[0].split(" (")[0]).split()
    index = _index()
    for start in range(len(words)):
        for candidate in _forms(words[start:]):
            if candidate in index:
                return table()[index[candidate]]
    return None


def grams(item: Ingredient) -> float | None:
    """The ingredient's weight in grams; 0 for "to taste"; None when it cannot be weighed."""
    if item.amount is None:
        return 0.0
    amount = float(item.amount)
    food = lookup(item.food)
    if item.unit in MASS_G:
        return amount * MASS_G[item.unit]
    if item.unit in ("tbsp", "tsp") and food and food.tbsp_g:
        return amount * food.tbsp_g / (3 if item.unit == "tsp" else 1)
    if item.unit == "cup" and food and food.cup_g:
        return amount * food.cup_g
    if item.unit in VOLUME_ML:
        return amount * VOLUME_ML[item.unit]  # about 1 g per ml for stocks, milks and sauces
    if item.unit in MEASURE_G:
        return amount * MEASURE_G[item.unit]
    if item.unit is None and food and food.piece_g:
        return amount * food.piece_g
    return None


@dataclass(frozen=True)
class Nutrition:
    kcal: float = 0
    protein_g: float = 0
    fat_g: float = 0
    carbs_g: float = 0
    fibre_g: float = 0
    sugar_g: float = 0
    sodium_mg: float = 0

    def line(self) -> str:
        return (
            f"{self.kcal:.0f} kcal · {self.protein_g:.0f} g protein · {self.carbs_g:.0f} g carbs · "
            f"{self.fat_g:.0f} g fat · {self.fibre_g:.0f} g fibre"
        )


def of_items(items: tuple[Ingredient, ...] | list[Ingredient], servings: int | Fraction) -> Nutrition:
    totals = dict.fromkeys(FIELDS, 0.0)
    for item in items:
        food, weight = lookup(item.food), grams(item)
        if not food or not weight:
            continue
        for key in FIELDS:
            totals[key] += food.per_100g.get(key, 0.0) * weight / 100
    return Nutrition(**{k: v / float(servings) for k, v in totals.items()})


def asked_nutrients(text: str) -> list[str]:
    return [key for key, words in NUTRIENT_WORDS.items() if re.search(rf"\b(?:{words})\b", text)]


def _portion(text: str, food: Food) -> tuple[float, str] | None:
    """The portion the question names, in grams, and how to say it."""
    number = r"(?P<n>\d+(?:\.\d+)?|a|an|one|half a|half|two|three)"
    words = {"a": 1, "an": 1, "one": 1, "half a": 0.5, "half": 0.5, "two": 2, "three": 3}
    if match := re.search(rf"\b{number} ?(?P<u>g|grams?|kg|oz|ounces?)\b", text):
        n = float(words.get(match["n"], 0) or match["n"])
        factor = {"g": 1, "kg": 1000, "oz": 28.35}.get(
            match["u"][:2] if match["u"].startswith("oz") else match["u"][0], 1
        )
        if match["u"].startswith(("oz", "ounce")):
            factor = 28.35
        return n * factor, f"{match['n']} {match['u']}"
    if match := re.search(rf"\b{number} (?P<u>cups?|tablespoons?|tbsp|spoonfuls?)\b", text):
        n = float(words.get(match["n"], 0) or match["n"])
        key = PORTIONS.get(match["u"].rstrip("s") if match["u"] != "tbsp" else "tbsp", "cup_g")
        per = getattr(food, key)
        if per:
            return n * per, f"{match['n']} {match['u']}"
    piece = re.search(rf"\b{number} (?:whole |medium |large )?{re.escape(food.name)}(?:e?s)?\b", text)
    if food.piece_g and piece:
        n = float(words.get(piece["n"], 0) or piece["n"])
        return n * food.piece_g, piece.group(0)
    return None


def find_food(text: str) -> Food | None:
    """The most specific food of the table that the text names ("cooked lentils" before "lentils")."""
    return _find(text)[0]


def _find(text: str) -> tuple[Food | None, str | None]:
    """(the table's food, None), or (None, the words said) when the text names a food the table does not hold
    whose last word is one it does ("coconut oil" is not olive oil, "peanut butter" not butter)."""
    from memory.capture.lexicon import is_food  # the food lexicon; nothing here needs Django

    words = _plain(text).split()
    index = _index()
    best, at = None, 0
    for start in range(len(words)):
        for end in range(start + 1, min(len(words), start + 4) + 1):
            for candidate in _forms(words[start:end]):
                if candidate in index and (best is None or len(candidate) > len(best)):
                    best, at = candidate, start
    if best is None:
        return None, None
    if at and is_food(words[at - 1]) and _plain(table()[index[best]].name).split()[0] != words[at - 1]:
        return None, f"{words[at - 1]} {' '.join(words[at : at + len(best.split())])}"
    return table()[index[best]], None


COMPARED = re.compile(r"\b(?:or|vs\.?|versus|than|compared (?:to|with))\b")


def compared_foods(text: str) -> list[Food]:
    """The foods a question compares ("brown rice or white rice", "tofu vs chicken"), each once, or []."""
    if not COMPARED.search(text):
        return []
    parts = COMPARED.split(text)
    # "brown rice healthier than white?": the second names only what differs, the noun is the first's
    head = re.search(r"\b(?P<noun>[a-z]+)\W*$", re.sub(r"\s+(?:is|are|healthier|better|worse)\b.*$", "", parts[0]))
    if head and len(parts) == 2 and not _find(parts[1])[0]:
        parts[1] = re.sub(r"^\s*(?:a |an |the )?(?P<adj>[a-z]+)\b", rf"\g<adj> {head['noun']}", parts[1])
    foods = [food for part in parts if (food := _find(part)[0])]
    foods = list({food.name: food for food in foods}.values())
    return foods if len(foods) > 1 else []


def food_answer(text: str) -> str | None:
    """An answer to a question about a food's nutrients, or None if the text names no known food."""
    if compared := compared_foods(text):
        asked = asked_nutrients(text) or ["kcal", "protein_g", "carbs_g", "fat_g", "fibre_g"]
        lines = ["Per 100 g:", ""]
        for food in compared:
            figures = ", ".join(f"{food.per_100g.get(k, 0.0):.1f} {LABELS[k][1]} {LABELS[k][0]}" for k in asked)
            lines.append(f"- **{food.name.capitalize()}:** {figures}")
        sources = "; ".join(food.source() for food in compared)
        return "\n".join([*lines, "", f"_Sources: {sources}._"])
    food, unknown = _find(text)
    if unknown:
        return (
            f"I don't have figures for **{unknown}** in my nutrition table (a subset of USDA SR26), and I'd rather "
            "not guess. Ask me about another food, or about a recipe I've shown you."
        )
    if food is None:
        return None
    asked = asked_nutrients(text) or ["kcal", "protein_g", "carbs_g", "fat_g", "fibre_g"]
    portion = _portion(text, food)
    lines = []
    for key in asked:
        label, unit = LABELS[key]
        per100 = food.per_100g.get(key, 0.0)
        line = f"- **{label.capitalize()}:** {per100:.1f} {unit} per 100 g"
        if portion:
            line += f"; **{per100 * portion[0] / 100:.1f} {unit}** in {portion[1]} (about {portion[0]:.0f} g)"
        lines.append(line)
    head = f"**{food.name.capitalize()}**" + (f" — {portion[1]}" if portion else "") + ":"
    return "\n".join([head, "", *lines, "", f"_Source: {food.source()}._"])


def tag(nutrition: Nutrition, key: str) -> str:
    value = getattr(nutrition, key)
    if value >= HIGH[key]:
        return "high"
    if value <= LOW[key]:
        return "low"
    return "moderate"
