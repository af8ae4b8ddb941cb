"""The offline coach's recipe catalog: structured recipes, validated when they load, and the hard
rules that decide whether a recipe is safe for a person (allergies, dislikes, diet)."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from memory.rules import allergen_groups, normalize
from memory.rules.text import ALLERGEN_TERMS
from offline_coach import nutrition
from offline_coach.ingredients import Ingredient, parse

CATALOG_PATH = Path(__file__).with_name("recipes.yaml")
SUBSTITUTIONS_PATH = Path(__file__).with_name("data") / "substitutions.yaml"
MEALS = ("breakfast", "lunch", "dinner", "snack", "dessert")
EQUIPMENT = ("hob", "oven", "grill", "wok", "air fryer", "slow cooker", "blender", "food processor", "spiralizer",
             "microwave", "kettle")  # fmt: skip
DIETS = ("vegan", "vegetarian", "pescatarian", "gluten-free", "dairy-free", "low carb", "keto", "paleo")
# Compound names whose allergen word is not the allergen ("coconut milk" holds no milk).
NOT_ALLERGENS = {"coconut milk": "milk", "coconut cream": "milk", "oat milk": "milk", "soy milk": "milk", "plant milk": "milk",
                 "almond milk": "milk", "rice milk": "milk",
                 "peanut butter": "milk", "vegan mayonnaise": "eggs", "cocoa butter": "milk", "vegan butter": "milk",
                 "sunflower seed butter": "milk", "almond butter": "milk", "vegan cheese": "milk",
                 "vegan mozzarella": "milk", "coconut yogurt": "milk", "egg-free": "eggs",
                 "red wine vinegar": "alcohol", "white wine vinegar": "alcohol"}  # fmt: skip
# Words people use for a whole family of ingredients.
CONCEPTS = {
    "spicy": ["chilli", "chili", "chillies", "jalapeno", "chipotle", "hot sauce", "gochujang", "curry paste",
              "sichuan pepper", "doubanjiang", "jerk", "chilli flakes", "berbere", "cayenne"],
    "meat": ["chicken", "beef", "pork", "lamb", "chorizo", "bacon", "steak", "mince", "sausage", "ham", "turkey"],
    "red meat": ["beef", "pork", "lamb", "steak", "chorizo", "beef mince", "lamb mince", "pork mince"],
    "mince": ["beef mince", "lamb mince", "pork mince", "turkey mince", "chicken mince"],
    "seafood": ["shrimp", "prawn", "prawns", "salmon", "fish", "crab", "squid", "mussel", "mussels", "cod", "tuna",
                "haddock"],
    "dairy": list(ALLERGEN_TERMS["milk"]) + ["paneer", "feta", "parmesan", "mozzarella", "cheddar", "ghee",
                                              "halloumi", "ricotta"],
    "cheese": ["cheese", "feta", "parmesan", "mozzarella", "cheddar", "paneer", "halloumi", "ricotta"],
    "carb": ["pasta", "spaghetti", "rice", "noodle", "noodles", "bread", "tortilla", "potato", "potatoes"],
    "pork": ["pork", "chorizo", "bacon", "ham", "sausage"],
    "fish": ["fish", "salmon", "cod", "tuna", "haddock", "trout", "mackerel", "sardine"],
    "nuts": list(ALLERGEN_TERMS["tree nuts"]) + ["peanut", "peanuts"],
    "alcohol": ["wine", "white wine", "red wine", "beer", "sherry", "rum", "brandy", "vodka", "whisky", "sake",
                "cider", "mirin", "shaoxing"],
    "curry": ["curry", "masala", "dal", "korma", "rogan josh", "curry paste", "curry powder", "garam masala",
              "aloo gobi", "palak paneer", "vindaloo", "jalfrezi", "madras", "balti", "dhansak", "tikka masala"],
    # a reaction to one kind of chocolate keeps out every kind, and the cocoa in a cake
    "chocolate": ["chocolate", "cocoa", "cocoa powder"],
    "dark chocolate": ["chocolate", "cocoa", "cocoa powder"],
    "milk chocolate": ["chocolate", "cocoa", "cocoa powder"],
}  # fmt: skip
_CONCEPTS_NORMALIZED = {normalize(word): terms for word, terms in CONCEPTS.items()}  # "nuts" is said "nut" too
MEAT = [
    "chicken",
    "beef",
    "pork",
    "lamb",
    "turkey",
    "chorizo",
    "bacon",
    "steak",
    "ham",
    "sausage",
    "mince",
    "chicken stock",
    "beef stock",
    "gelatine",
    "stewing beef",
]
SEA = sorted(
    set(ALLERGEN_TERMS["fish"])
    | set(ALLERGEN_TERMS["shellfish"])
    | {"fish sauce", "oyster sauce", "prawns", "shrimp", "mussels", "kimchi"}
)
GLUTEN_FOODS = [
    "flour",
    "pasta",
    "spaghetti",
    "penne",
    "fusilli",
    "macaroni",
    "lasagna",
    "cannelloni",
    "noodles",
    "bread",
    "breadcrumbs",
    "panko",
    "couscous",
    "bulgur",
    "pitta",
    "flatbread",
    "flatbreads",
    "baguette",
    "bun",
    "buns",
    "flour tortillas",
    "soy sauce",
    "udon",
    "soba",
    "gnocchi",
    "pizza dough",
    "biscuits",
    "oats",
    "oyster sauce",
    "gochujang",
    "doubanjiang",
    "caesar dressing",
    "barbecue sauce",
    "miso",
    # dishes made of wheat, named as dishes ("a chicken pie with pastry", "chicken salad sandwiches")
    "pastry",
    "sandwich",
    "sandwiches",
    "wraps",
    "croutons",
    "quesadillas",
    "panzanella",
]
GLUTEN_FREE_FORMS = [
    "chickpea flour",
    "cornflour",
    "rice noodles",
    "rice paper",
    "gluten-free",
    "corn tortillas",
    "rice vermicelli",
    "tortilla chips",
    "zucchini noodles",
    "courgette noodles",
]
CARB_FOODS = [
    "rice",
    "pasta",
    "spaghetti",
    "noodles",
    "bread",
    "potato",
    "potatoes",
    "sugar",
    "flour",
    "tortillas",
    "couscous",
    "quinoa",
    "oats",
    "honey",
    "maple syrup",
    "beans",
    "lentils",
    "chickpeas",
    "banana",
]
# What each diet rules out, beyond the diet tags a recipe carries.
DIET_FORBIDS = {
    "vegan": MEAT + SEA + list(ALLERGEN_TERMS["milk"]) + list(ALLERGEN_TERMS["eggs"]) + CONCEPTS["cheese"] + ["honey"],
    "vegetarian": MEAT + SEA,
    "pescatarian": MEAT,
    "halal": ["pork", "chorizo", "bacon", "ham", "wine", "mirin", "pork mince", "pork shoulder", "pork chops"],
    "kosher": ["pork", "chorizo", "bacon", "ham", "shrimp", "prawn", "prawns", "crab", "lobster", "mussels"],
    "nut-free": CONCEPTS["nuts"],
    "dairy-free": list(ALLERGEN_TERMS["milk"]) + CONCEPTS["cheese"],
    "lactose-free": list(ALLERGEN_TERMS["milk"]) + CONCEPTS["cheese"],
}  # fmt: skip
DIET_IMPLIES = {
    "vegan": {"vegan", "vegetarian", "pescatarian", "plant-based", "flexitarian", "dairy-free", "lactose-free",
              "egg-free"},
    "vegetarian": {"vegetarian", "pescatarian", "flexitarian"},
    "pescatarian": {"pescatarian", "flexitarian"},
    "keto": {"keto", "low carb", "ketogenic"},
    "low carb": {"low carb"},
    "dairy-free": {"dairy-free", "lactose-free"},
    "gluten-free": {"gluten-free", "coeliac", "celiac"},
    "paleo": {"paleo", "whole30"},
}  # fmt: skip
PREFERENCE_DIETS = ("mediterranean", "flexitarian", "low fodmap", "carnivore", "high protein", "whole food")


class CatalogError(ValueError):
    pass


@dataclass(frozen=True)
class Recipe:
    name: str
    cuisine: str
    meal: str
    serves: int
    active: int
    total: int
    equipment: tuple[str, ...]
    tags: tuple[str, ...]
    diets: tuple[str, ...]
    allergens: tuple[str, ...]
    ingredients: tuple[str, ...]
    steps: tuple[str, ...]
    items: tuple[Ingredient, ...] = field(compare=False, repr=False)
    per_serving: nutrition.Nutrition = field(compare=False, repr=False)

    def text(self) -> tuple[str, ...]:
        return (self.name, *self.ingredients, *self.steps)

    def satisfies(self, diet: str) -> bool:
        return _satisfies(self, diet)


def diet_key(diet: str) -> str:
    """A diet as the tables here name it: "Dairy Free" and "dairy-free" are "dairy-free", "nut free" is "nut-free"."""
    return re.sub(r"\b(\w+) free\b", r"\1-free", normalize(diet))


@functools.cache
def _checkable_diets() -> frozenset[str]:
    """The diets the ingredients or the recipes' own tags can decide."""
    named = frozenset(DIETS) | frozenset(DIET_FORBIDS) | frozenset(DIET_IMPLIES).union(*DIET_IMPLIES.values())
    return frozenset(diet_key(d) for d in named)


@functools.lru_cache(maxsize=16384)
def _satisfies(recipe: Recipe, diet: str) -> bool:
    """Decided by the recipe as written, so the same question gets the answer it got before."""
    diet = diet_key(diet)
    if any(mentions(line, term) for line in (recipe.name, *recipe.ingredients) for term in DIET_FORBIDS.get(diet, ())):
        if not _only_exceptions(recipe, diet):
            return False
    if diet in DIET_FORBIDS and diet not in DIET_IMPLIES:
        return True  # halal, kosher, nut-free: decided by the ingredients alone
    if diet in PREFERENCE_DIETS or diet not in _checkable_diets():
        return True  # a preference, or a way of eating no ingredient decides ("intermittent fasting", "5:2")
    covered = set(recipe.diets)
    for tag in recipe.diets:
        covered |= DIET_IMPLIES.get(tag, set())
    return diet in {diet_key(d) for d in covered}


def _only_exceptions(recipe: Recipe, diet: str) -> bool:
    """True when every forbidden word the recipe mentions is part of a harmless compound."""
    for line in (recipe.name, *recipe.ingredients):
        cleaned = _without_exceptions(line)
        if any(mentions(cleaned, term) for term in DIET_FORBIDS.get(diet, ())):
            return False
    return True


def _without_exceptions(text: str) -> str:
    lowered = text.lower()
    for compound in NOT_ALLERGENS:
        lowered = lowered.replace(compound, " ")
    return lowered


def stem(word: str) -> str:
    """One form for a word's singular and plural spellings: chilli, chillies and chilly all give "chill-i"
    (not "chill", which is what a pudding does in the fridge); tomato and tomatoes give "tomato"."""
    if len(word) <= 3:
        return word
    if word.endswith("ies"):
        return word[:-3] + "-i"
    if word.endswith("es") and word[:-2].endswith(("o", "ch", "sh", "x", "ss")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    return word[:-1] + "-i" if word.endswith(("y", "i")) else word


@functools.lru_cache(maxsize=8192)
def _words(text: str) -> tuple[str, ...]:
    return tuple(stem(w) for w in re.findall(r"[a-z0-9]+", normalize(text).replace("-", " ")))


@functools.lru_cache(maxsize=8192)
def groups_in(text: str) -> frozenset[str]:
    """Allergen groups a text names, leaving out compounds such as "coconut milk"."""
    return frozenset(allergen_groups(normalize(_without_exceptions(text))))


# "nuts" said loosely, not one named nut: people who say it mean peanuts as well
BARE_NUTS = re.compile(r"(?<!tree )(?<!pine )(?<!brazil )(?<!cashew )(?<!macadamia )\bnuts?\b")


def avoided_groups(avoided: str) -> frozenset[str]:
    """The allergen groups an allergy or a protected avoid rules out ("nuts" rules out peanuts too)."""
    groups = groups_in(avoided)
    return groups | {"peanuts"} if BARE_NUTS.search(avoided.lower()) else groups


# about a thousand calls a turn, mostly the catalog's lines against the same terms
@functools.lru_cache(maxsize=1 << 16)
def mentions(ingredient: str, term: str) -> bool:
    """Does the text mention the term, word for word ("2 red onions" mentions "onion")?"""
    have, want = _words(ingredient), _words(term)
    if not want:
        return False
    return any(have[i : i + len(want)] == want for i in range(len(have) - len(want) + 1))


def expand(term: str) -> list[str]:
    return _CONCEPTS_NORMALIZED.get(normalize(term), []) + [term]


def is_safe(recipe: Recipe, must_avoid: list[str], lines: list[str] | None = None) -> bool:
    """No allergen group or protected avoid of the person anywhere in the recipe as it would be served."""
    if lines is None:  # the recipe as written: the same answer for the same avoids, every turn
        return _safe_as_written(recipe, tuple(must_avoid))
    return _safe(recipe, must_avoid, lines)


@functools.lru_cache(maxsize=65536)
def _safe_as_written(recipe: Recipe, must_avoid: tuple[str, ...]) -> bool:
    return _safe(recipe, must_avoid, None)


def _safe(recipe: Recipe, must_avoid, lines: list[str] | None) -> bool:
    texts = [recipe.name, *(lines if lines is not None else recipe.ingredients), *recipe.steps]
    for avoided in must_avoid:
        groups = avoided_groups(avoided)
        if groups & set(recipe.allergens):
            return False
        for text in texts:
            if groups_in(text) & groups:
                return False
            if any(mentions(_without_exceptions(text), term) for term in expand(avoided)):
                return False
    return True


def gluten_in(line: str) -> bool:
    lowered = line.lower()
    if any(form in lowered for form in GLUTEN_FREE_FORMS):
        return False
    return any(mentions(line, food) for food in GLUTEN_FOODS) or "gluten" in groups_in(line)


def problems(recipe: Recipe) -> list[str]:
    """What is wrong with a recipe as written (empty when it is sound)."""
    found = []
    if recipe.meal not in MEALS:
        found.append(f"meal {recipe.meal!r} is not one of {MEALS}")
    if not 0 < recipe.active <= recipe.total:
        found.append("minutes must be [active, total] with 0 < active <= total")
    if not 1 <= recipe.serves <= 12:
        found.append("serves must be 1–12")
    found += [f"unknown equipment {e!r}" for e in recipe.equipment if e not in EQUIPMENT]
    found += [f"unknown diet {d!r}" for d in recipe.diets if d not in DIETS]
    found += [f"unknown allergen group {a!r}" for a in recipe.allergens if a not in ALLERGEN_TERMS]
    for item in recipe.items:
        if item.amount is not None and nutrition.lookup(item.food) is None:
            found.append(f"ingredient {item.line!r} is not in the nutrition table")
        elif nutrition.grams(item) is None:
            found.append(f"ingredient {item.line!r} cannot be weighed (no unit and no piece weight)")
    named = set().union(*(groups_in(line) for line in recipe.text()))
    if any(gluten_in(line) for line in recipe.ingredients):
        named.add("gluten")
    found += [f"mentions {g} but does not declare it in allergens" for g in sorted(named - set(recipe.allergens))]
    for diet in recipe.diets:
        if diet in DIET_FORBIDS and not _only_exceptions(recipe, diet):
            found.append(f"tagged {diet} but an ingredient rules it out")
    if "gluten-free" in recipe.diets and "gluten" in recipe.allergens:
        found.append("tagged gluten-free but declares gluten")
    carbs = recipe.per_serving.carbs_g
    if "keto" in recipe.diets and carbs > 20:
        found.append(f"tagged keto with {carbs:.0f} g carbs per serving (max 20)")
    if "low carb" in recipe.diets and carbs > 30:
        found.append(f"tagged low carb with {carbs:.0f} g carbs per serving (max 30)")
    steps = " ".join(recipe.steps).lower()
    for word, needed in (
        ("oven", "oven"),
        ("air fry", "air fryer"),
        ("slow cooker", "slow cooker"),
        ("blend", "blender"),
        ("food processor", "food processor"),
        ("grill", "grill"),
    ):
        if word in steps and needed not in recipe.equipment and not (word == "grill" and "oven" in recipe.equipment):
            found.append(f"steps use the {needed} but equipment does not list it")
    return found


def _recipe(raw: dict) -> Recipe:
    keys = {
        "name",
        "cuisine",
        "meal",
        "serves",
        "minutes",
        "equipment",
        "tags",
        "diets",
        "allergens",
        "ingredients",
        "steps",
    }
    missing, extra = keys - set(raw), set(raw) - keys
    if missing or extra:
        raise CatalogError(f"{raw.get('name', '?')}: missing {sorted(missing)}, unknown {sorted(extra)}")
    if not raw["ingredients"] or not raw["steps"]:
        raise CatalogError(f"{raw['name']}: needs ingredients and steps")
    items = tuple(parse(str(line)) for line in raw["ingredients"])
    active, total = raw["minutes"]
    return Recipe(
        str(raw["name"]), str(raw["cuisine"]), str(raw["meal"]), int(raw["serves"]), int(active), int(total),
        tuple(raw["equipment"]), tuple(raw["tags"]), tuple(raw["diets"]), tuple(raw["allergens"]),
        tuple(str(i) for i in raw["ingredients"]), tuple(str(s) for s in raw["steps"]),
        items, nutrition.of_items(items, raw["serves"]),
    )  # fmt: skip


def load(text: str) -> tuple[Recipe, ...]:
    recipes = tuple(_recipe(raw) for raw in yaml.safe_load(text))
    errors = [f"{r.name}: {p}" for r in recipes for p in problems(r)]
    names = [r.name for r in recipes]
    errors += [f"{n}: name used twice" for n in sorted({n for n in names if names.count(n) > 1})]
    if errors:
        raise CatalogError("recipe catalog: " + "; ".join(errors))
    return recipes


@functools.cache
def catalog() -> tuple[Recipe, ...]:
    return load(CATALOG_PATH.read_text())


def by_name(name: str) -> Recipe | None:
    return next((r for r in catalog() if r.name.lower() == name.lower()), None)


@functools.cache
def substitution_table() -> dict[str, tuple[tuple[str, str], ...]]:
    raw = yaml.safe_load(SUBSTITUTIONS_PATH.read_text())
    return {normalize(k): tuple((str(a), str(b)) for a, b in v) for k, v in raw.items()}


def substitutes_for(food: str) -> tuple[tuple[str, str], ...]:
    """Options for a food, by its most specific name in the table ("chicken thighs" → chicken thigh)."""
    table = substitution_table()
    words = re.findall(r"[a-z0-9]+", normalize(food).replace("-", " "))  # as the table's keys are written
    for start in range(len(words)):
        for end in range(len(words), start, -1):
            key = " ".join(words[start:end])
            if key in table:
                return table[key]
    return ()
