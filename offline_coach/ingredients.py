"""Ingredient lines as the catalog writes them ("400 g chickpeas", "2 cloves garlic", "a handful of
cilantro"), parsed into an amount, a unit and the food, so recipes can be scaled, shopped for and
weighed against the nutrition table."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

UNITS = {
    "g": "g",
    "kg": "kg",
    "ml": "ml",
    "l": "l",
    "tbsp": "tbsp",
    "tsp": "tsp",
    "cup": "cup",
    "cups": "cup",
    "clove": "clove",
    "cloves": "clove",
    "stick": "stick",
    "sticks": "stick",
    "stalk": "stalk",
    "stalks": "stalk",
    "sprig": "sprig",
    "sprigs": "sprig",
    "thumb": "thumb",
    "slice": "slice",
    "slices": "slice",
    "handful": "handful",
    "bunch": "bunch",
    "pinch": "pinch",
}
VOLUME_ML = {"ml": 1.0, "l": 1000.0, "tbsp": 15.0, "tsp": 5.0, "cup": 240.0}
MASS_G = {"g": 1.0, "kg": 1000.0}
# Small measures whose weight does not depend on the food much.
MEASURE_G = {
    "clove": 4.0,
    "stick": 40.0,
    "stalk": 20.0,
    "sprig": 1.0,
    "thumb": 15.0,
    "handful": 10.0,
    "bunch": 30.0,
    "pinch": 0.5,
    "slice": 32.0,
}
UNCOUNTED = re.compile(r"\s+(?:to taste|to serve)$")
AMOUNT = r"(?P<amount>\d+ \d+/\d+|\d+(?:\.\d+)?(?:/\d+)?|a large|a|an)"  # (a scaled amount is mixed: "1 1/2")


@dataclass(frozen=True)
class Ingredient:
    line: str
    amount: Fraction | None  # None: "to taste"
    unit: str | None  # None: a count of whole items ("2 eggs")
    food: str

    def scaled(self, factor: Fraction) -> Ingredient:
        if self.amount is None or factor == 1:
            return self
        return Ingredient(self.line, self.amount * factor, self.unit, self.food)

    def text(self) -> str:
        """The line as a person reads it, at this amount."""
        if self.amount is None:
            return self.line
        amount = format_amount(self.amount, self.unit)
        unit = self.unit or ""
        if unit in ("clove", "stick", "stalk", "sprig", "slice") and self.amount > 1:
            unit += "s"
        if unit == "handful" or unit == "bunch" or unit == "pinch":
            return f"{amount} {unit} of {self.food}" if amount != "1" else f"a {unit} of {self.food}"
        if not unit and " (instead of " in self.food:  # "2 eggs" swapped: "chia seeds (instead of 2 eggs)"
            swapped_in, _, original = self.food.partition(" (instead of ")
            return f"{swapped_in} (instead of {amount} {_count_noun(original.rstrip(')'), self.amount)})"
        food = self.food if unit else _count_noun(self.food, self.amount)
        return " ".join(part for part in (amount, unit, food) if part)


def _count_noun(food: str, amount: Fraction) -> str:
    """ "2 onion" → "2 onions", "1 onions" → "1 onion" (the last word only; notes in brackets kept)."""
    head, bracket, rest = food.partition(" (")
    words = head.split()
    if not words:
        return food
    last = words[-1]
    if amount > 1 and not last.endswith("s"):
        last += "es" if last.endswith(("ch", "sh", "o")) and last not in ("avocado",) else "s"
    elif amount <= 1 and last.endswith("s") and not last.endswith("ss"):
        last = last[:-2] if last.endswith(("oes", "ches", "shes")) else last[:-1]
    return " ".join([*words[:-1], last]) + (bracket + rest if bracket else "")


def format_amount(amount: Fraction, unit: str | None) -> str:
    if unit in ("g", "ml") and amount >= 20:
        return str(int(round(amount / 5) * 5))
    if amount.denominator == 1:
        return str(amount.numerator)
    whole, rest = divmod(amount, 1)
    nearest = min(
        (Fraction(1, 4), Fraction(1, 3), Fraction(1, 2), Fraction(2, 3), Fraction(3, 4), Fraction(1)),
        key=lambda f: abs(f - rest),
    )
    if nearest == 1:
        return str(int(whole) + 1)
    frac = f"{nearest.numerator}/{nearest.denominator}"
    return f"{int(whole)} {frac}" if whole else frac


def _amount(text: str) -> Fraction:
    if text in ("a", "an", "a large"):
        return Fraction(1)
    if " " in text:  # "1 1/2"
        whole, part = text.split(" ", 1)
        return Fraction(whole) + Fraction(part)
    return Fraction(text) if "/" in text else Fraction(text).limit_denominator(100)


def parse(line: str) -> Ingredient:
    text = line.strip()
    if UNCOUNTED.search(text):
        return Ingredient(line, None, None, UNCOUNTED.sub("", text))
    match = re.match(AMOUNT + r"\s+(?P<rest>.+)$", text)
    if not match:
        return Ingredient(line, None, None, text)
    amount, rest = _amount(match["amount"]), match["rest"]
    first, _, remainder = rest.partition(" ")
    unit = UNITS.get(first.lower())
    if unit and remainder:
        food = re.sub(r"^of\s+", "", remainder)
        return Ingredient(line, amount, unit, food)
    return Ingredient(line, amount, None, rest)
