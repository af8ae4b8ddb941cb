"""Recipe search: what the message asks for, ranked with what memory holds, behind hard filters
(allergies, protected avoids, dislikes, diet) that never bend. Pure Python."""

from __future__ import annotations

import functools
import hashlib
import re
from dataclasses import dataclass, field, replace
from fractions import Fraction

from memory import rules
from memory.capture import lexicon
from memory.capture.extraction import extract
from memory.capture.safety import allergens_avoided, allergens_in, allergy_mentions
from memory.rules import normalize
from offline_coach import catalog as cat
from offline_coach.catalog import Recipe, expand, is_safe, mentions
from offline_coach.ingredients import Ingredient
from offline_coach.nutrition import singular_forms
from offline_coach.profile import Profile

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10, "twelve": 12, "a couple": 2, "a dozen": 12}  # fmt: skip
NUMBER = r"(\d{1,2}|" + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r")"
EQUIPMENT_WORDS = {
    "air fryer": r"air ?fr[iy]er|airfryer", "slow cooker": r"slow ?cooker|crock ?pot", "oven": r"oven",
    "grill": r"grill|bbq|barbecue", "blender": r"blender", "wok": r"wok", "hob": r"hob|stove ?top|stove|burner",
    "food processor": r"food processor", "microwave": r"microwave",
}  # fmt: skip
# said after a piece of kit that cannot be used for now: "my oven is broken", "the microwave died"
OUT_OF_ACTION = (
    r"(?:'s| is| has| just)? ?(?:gone |just )?(?:broken|broke|bust|not working|isn'?t working|stopped working|died|dead|"
    r"packed up|on the blink|out of action|being (?:repaired|fixed)|kaput|playing up)\b"
)
CUISINES = {
    "italian": "italian", "mexican": "mexican", "thai": "thai", "indian": "indian", "chinese": "chinese",
    "japanese": "japanese", "korean": "korean", "greek": "greek", "french": "french", "spanish": "spanish",
    "middle eastern": "middle eastern", "lebanese": "middle eastern", "mediterranean": "mediterranean",
    "vietnamese": "vietnamese", "moroccan": "moroccan", "caribbean": "caribbean", "jamaican": "caribbean",
    "british": "british", "english": "british", "american": "american", "ethiopian": "ethiopian",
    "indonesian": "indonesian", "hawaiian": "hawaiian", "argentinian": "argentinian",
}  # fmt: skip
ASIAN = {"thai", "chinese", "japanese", "korean", "vietnamese", "indonesian", "indian"}
MEAL_WORDS = {
    "breakfast": r"breakfast|brunch|morning|break (?:my|the|a|your) fast", "lunch": r"lunch|lunchbox|packed lunch|midday",
    "dinner": r"dinner|supper|tonight|evening meal|main course|weeknight",
    "snack": r"snacks?|nibbles?|something to nibble",
    "dessert": r"desserts?|pudding|sweet treat|something sweet|bake|baking|cakes?|brownies|biscuits|cookies|traybake",
}  # fmt: skip
DIET_WORDS = {
    "vegan": r"vegan|plant[- ]based", "vegetarian": r"vegetarian|veggie|meat[- ]free|meatless|no meat",
    "pescatarian": r"pescatarian", "gluten-free": r"gluten[- ]free|coeliac|celiac", "dairy-free": r"dairy[- ]free",
    "keto": r"keto", "low carb": r"low[- ]carb", "paleo": r"paleo", "halal": r"halal", "kosher": r"kosher",
}  # fmt: skip
QUICK = re.compile(
    r"\b(?:quick(?! (?:q|qs|question|questions|one|thing|note|check|update|heads up|query)\b)|quickly|fast(?!ing)|speedy|"
    r"in a hurry|no time|short on time|rushed|asap|in a rush|weeknight)\b"
)
EASY = re.compile(
    r"\b(?:easy|simple|lazy|wiped out|exhausted|tired|knackered|shattered|low[- ]effort|effortless|no[- ]fuss|"
    r"minimal|beginner|basic|can'?t be bothered|zero energy|no energy|dead on my feet)\b"
)
DISH_WORDS = (
    "curry", "soup", "salad", "tacos", "taco", "pasta", "risotto", "stir fry", "pizza", "burger", "bowl", "noodles",
    "stew", "chili", "pie", "sandwich", "wrap", "pancakes", "porridge", "omelette", "smoothie", "cookies", "traybake",
    "skewers", "bake", "dal", "tagine", "paella", "fried rice", "enchiladas", "burrito", "pho", "rice", "eggs",
    "beans", "lentils", "fish", "seafood", "meat", "red meat", "lamb", "pork", "duck", "turkey", "cheese", "nuts", "vegetables", "veg", "greens",
    "chocolate", "fruit", "cake",
)  # fmt: skip
FOOD_ALIASES = {"veg": "vegetables", "veggies": "vegetables", "greens": "spinach", "garbanzo": "chickpeas",
                "garbanzos": "chickpeas", "prawn": "prawns", "shrimps": "shrimp", "zucchini": "courgette",
                "eggplant": "aubergine", "scallions": "spring onions", "coriander": "cilantro", "chickpea": "chickpeas",
                "lentil": "lentils", "bean": "beans", "noodle": "noodles", "mushroom": "mushrooms",
                "potato": "potatoes", "tomato": "tomatoes", "lasagne": "lasagna", "yoghurt": "yogurt",
                "arugula": "rocket", "ground beef": "mince", "omelet": "omelette"}  # fmt: skip
VEGETABLES = [
    "spinach",
    "kale",
    "broccoli",
    "courgette",
    "aubergine",
    "pepper",
    "carrot",
    "cauliflower",
    "peas",
    "green beans",
    "cabbage",
    "mushrooms",
    "tomatoes",
    "sweet potato",
    "squash",
    "leeks",
]
IGNORED = {
    "family",  # a way of cooking ("family meals"), no food
    "recipe",
    "recipes",
    "something",
    "dinner",
    "lunch",
    "breakfast",  # a meal, asked for as one ("Breakfast Burrito" is not the only breakfast)
    "sauce",  # what a dish is served in: "pasta sauce ideas" asks for pasta ("peanut sauce" is named whole)
    "make",
    "cook",
    "with",
    "tonight",
    "meal",
    "food",
    "idea",
    "ideas",
    "please",
    "want",
    "like",
    "have",
    "some",
    "quick",
    "easy",
    "instead",
    "another",
    "what",
    # a diet asked for is the request's diet, never a food ("a vegan lasagne" is a lasagne, made vegan)
    "vegan",
    "vegetarian",
    "veggie",
    "pescatarian",
    "keto",
    "paleo",
    "halal",
    "kosher",
}


# A bare cupboard: "my fridge is almost empty", "nothing in the house" (cheap meals of little, asked for)
BARE_CUPBOARD = (
    r"(?:fridge|cupboards?|pantry|larder)(?:'s| is| are) (?:\w+ )?(?:empty|bare)|(?:empty|bare) (?:fridge|cupboards?)|"
    r"nothing (?:much )?in the (?:fridge|house|cupboards?)"
)


# Ways of cooking a request asks for, as the catalog tags them: "something to batch cook", "minimal washing up"
WAYS = {
    ("make-ahead", "meal prep"): re.compile(
        r"\b(?:batch[- ]?cook\w*|batch|make[- ]ahead|meal[- ]?prep\w*|prep(?:ping)?|freez\w+|for the (?:whole )?week|lunches for)\b"
    ),
    ("one pot", "one pan", "sheet pan"): re.compile(
        r"\b(?:one[- ](?:pot|pan|tray)|sheet[- ]pan|traybake|(?:minimal|little|less|no|hardly any|few|fewer) "
        r"(?:washing[- ]up|dishes|clean[- ]?up|mess)|washing[- ]up)\b"
    ),
    ("comfort food", "soup"): re.compile(
        r"\b(?:comfort(?:ing)?|cosy|cozy|hearty|warming|cold (?:night|day|evening)|rainy|chilly|freezing)\b"
    ),
    ("soup",): re.compile(r"\bsoups?\b"),
    ("salad",): re.compile(r"\bsalads?\b"),
    ("spicy",): re.compile(r"\b(?:spicy|hot and spicy|fiery|kick)\b"),
    ("budget meals",): re.compile(
        rf"\b(?:cheap|budget|inexpensive|frugal|on a shoestring|skint|broke|{BARE_CUPBOARD})\b"
    ),
    ("family",): re.compile(r"\b(?:kids?|children|family|fussy eaters?|picky eaters?)\b"),
    ("grilling",): re.compile(r"\b(?:bbq|barbecue|barbeque|cook ?out|braai)\b"),
    ("baking",): re.compile(r"\b(?:bake|baking|bake sale|cakes?|cupcakes?|muffins?|brownies?|biscuits?|cookies?)\b"),
}


# a ceiling on a serving's energy: "dinner under 500 calories", "less than 400 kcal", "max 600 cals"
CALORIE_LIMIT = re.compile(
    r"\b(?:under|below|less than|fewer than|max(?:imum)?|at most|no more than|up to|within|<)\s*(?P<n>\d[\d,]{1,4})\s*"
    r"(?:kcal|calories|cals?)\b"
)


@dataclass
class Request:
    foods: list[str] = field(default_factory=list)
    without: list[str] = field(default_factory=list)
    max_minutes: int | None = None
    max_kcal: int | None = None  # "dinner under 500 calories": a serving's energy at most
    quick: bool = False
    easy: bool = False
    needs: str | None = None
    no_equipment: set[str] = field(default_factory=set)
    servings: int | None = None
    goals: set[str] = field(default_factory=set)
    cuisines: set[str] = field(default_factory=set)
    meal: str | None = None
    diets: list[str] = field(default_factory=list)
    ways: set[str] = field(default_factory=set)  # catalog tags asked for ("one pot", "make-ahead")
    unhurried: bool = False  # "tonight I have more time": the usual time budget does not hold
    unknown: list[str] = field(default_factory=list)  # dishes asked for that no recipe here is ("tiramisu")

    def is_specific(self) -> bool:
        return bool(
            self.foods or self.cuisines or self.meal or self.diets or self.goals or self.needs or self.unknown
            or self.max_kcal
        )  # fmt: skip


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word]


GENERIC_NAME_WORDS = {
    "with",
    "and",
    "classic",
    "quick",
    "easy",
    "simple",
    "style",
    "full",
    "proper",
    "sheet",
    "bowl",
    "salad",
    "soup",
    "fried",
    "baked",
    "roast",
    "slow",
    "cooker",
    "fryer",
    "crispy",
    "spiced",
    "glazed",
    "creamy",
    "sweet",
    "sour",
    "green",
    "red",
    "black",
    "white",
    "three",
    "whole",
}


@functools.cache
def vocabulary() -> tuple[str, ...]:
    """Foods and dishes a request can name: every ingredient food of the catalog (and its last word:
    "tofu" for "firm tofu"), the distinctive words of recipe names ("bolognese", "shakshuka"), the
    recipes' tags ("budget meals"), dish words and ingredient families."""
    terms = set()
    for recipe in cat.catalog():
        for item in recipe.items:
            food = normalize(item.food)
            terms |= {food, food.split()[-1]} if food else set()
        terms |= {normalize(t) for t in recipe.tags}
        name = normalize(recipe.name.split(" with ")[0])
        terms.add(name)
        terms |= {w for w in name.split() if len(w) >= 5 and w not in GENERIC_NAME_WORDS}
    terms |= {normalize(w) for w in DISH_WORDS} | {normalize(c) for c in cat.CONCEPTS}
    return tuple(sorted((t for t in terms if t), key=len, reverse=True))


# eating to put weight on: "gain weight", "bulk up", "a high calorie breakfast"
GAIN = re.compile(
    r"\b(?:gain(?:ing)? (?:some )?(?:weight|mass|muscle)|put (?:some )?weight on|put on (?:some )?weight|bulk\w*|"
    r"high[- ]cal(?:orie)?s?|calorie[- ]dense|more calories|too (?:skinny|thin)|underweight)\b"
)
UNHURRIED = re.compile(
    r"\b(?:more time|plenty of time|lots of time|loads of time|time on my hands|all (?:day|afternoon|evening)|no rush|"
    r"not in a (?:rush|hurry)|take my time|(?:a |the )?weekend project|lazy (?:sunday|saturday|weekend))\b"
)
SPECIAL = re.compile(
    r"\b(?:special|impress\w*|show[- ]?stopp\w+|fancy|treat|celebrat\w+|dinner party|date night|anniversary)\b"
)
# An occasion is a dinner, not a food it happens to share a word with ("date night" is no dates)
OCCASION = re.compile(
    r"\b(?:date[- ]night|(?:a |our |first |hot |my |the |dinner )date|romantic (?:dinner|meal|night|evening)|anniversary(?: dinner| meal)?|"
    r"special occasion|valentine'?s(?: day)?)\b"
)


def parse_request(message: str) -> Request:
    text = OCCASION.sub(" special dinner ", " " + message.lower().replace("’", "'") + " ")
    request = Request()
    if match := re.search(
        rf"\bfor (?:the )?{NUMBER}(?: (?:people|persons|of us|guests|adults|servings|portions))?\b", text
    ):
        request.servings = number(match.group(1))
    elif match := re.search(rf"\b(?:serves?|feeds?|feeding|family of) {NUMBER}\b", text):
        request.servings = number(match.group(1))
    elif match := re.search(rf"\b{NUMBER} (?:people|persons|guests|of us|adults|kids|portions|servings)\b", text):
        request.servings = number(match.group(1))
    if match := re.search(r"\b(\d{1,3}) ?(?:min|mins|minutes)\b", text):
        request.max_minutes = int(match.group(1))
    elif re.search(r"\bhalf an hour\b", text):
        request.max_minutes = 30
    elif re.search(r"\b(?:under|within|less than|in) an hour\b", text):
        request.max_minutes = 60
    if match := CALORIE_LIMIT.search(text):
        request.max_kcal = int(match.group("n").replace(",", ""))
    request.quick = bool(QUICK.search(text))
    request.unhurried = bool(UNHURRIED.search(text)) and not request.quick
    if SPECIAL.search(text) or OCCASION.search(text):
        request.ways.add("special occasion")  # "something special", "to impress": a dish worth the effort
    request.easy = bool(EASY.search(text))
    for name, pattern in EQUIPMENT_WORDS.items():
        if re.search(
            rf"\b(?:without|no|not|don'?t have|do not have|haven'?t got|can'?t use|without using)"
            rf" (?:the |an? |my |any |using )?(?:{pattern})\b",
            text,
        ):
            request.no_equipment.add(name)
        elif re.search(rf"\b(?:{pattern}){OUT_OF_ACTION}", text):  # "the hob isn't working, any ideas?"
            request.no_equipment.add(name)
        elif re.search(rf"\b(?:{pattern})\b", text):
            request.needs = request.needs or name
    denied = {  # "I'm not vegetarian, what can I cook with beef?" names a diet to say it is not the one asked for
        m.end() for m in re.finditer(r"\b(?:not|no longer|never been|isn'?t|aren'?t)(?: an?| really| actually)? ", text)
    }
    for name, pattern in DIET_WORDS.items():
        if any(m.start() not in denied for m in re.finditer(rf"\b(?:{pattern})\b", text)):
            request.diets.append(name)
    for word, cuisine in CUISINES.items():
        if re.search(rf"\b{word}\b", text):
            request.cuisines.add(cuisine)
    if re.search(r"\basian\b", text):
        request.cuisines |= ASIAN
    for tags, pattern in WAYS.items():
        if pattern.search(text):
            request.ways.update(tags)
    course = re.sub(r"\b(?:dinner|lunch|supper) (?:party|parties|guests|date|club)\b", " ", text)  # an occasion
    for meal, pattern in MEAL_WORDS.items():
        if re.search(rf"\b(?:{pattern})\b", course):
            request.meal = meal
            break
    else:  # "for a dinner party" with no course named: the occasion's meal
        if occasion := re.search(r"\b(dinner|lunch|supper) (?:party|parties|guests|date|club)\b", text):
            request.meal = "lunch" if occasion.group(1) == "lunch" else "dinner"
    if re.search(r"\b(?:high[- ]protein|protein|muscle|bulking|gains)\b", text):
        request.goals.add("protein")
    if re.search(
        r"\b(?:low[- ]cal(?:orie)?s?|light|lighter|healthy|healthier|weight loss|lose weight|cutting|diet food)\b", text
    ):
        request.goals.add("light")
    if GAIN.search(text):
        request.goals.add("hearty")
    if re.search(r"\b(?:fib(?:re|er)|filling)\b", text):
        request.goals.add("fibre")
    if re.search(r"\b(?:low[- ]carb|keto)\b", text):
        request.goals.add("low carb")
    for match in re.finditer(
        r"\b(?:without|no|not|minus|skip|hold the|leave out|free of|apart from|except|aren'?t|isn'?t|other than|"
        r"rather than|instead of|besides|nothing with|nothing containing|avoid|avoiding|"
        # a food taken out of the dish being planned: "forget the tofu", "scratch the rice"
        r"(?:(?<=^ )|(?<=[,.;?!] ))(?:(?:ok|okay|actually|hmm|no|nah|oh),? )*(?:forget|scratch|scrap|drop|ditch|lose|bin|nix))"
        r" (?:the |any |a |an )?([a-z][a-z\- ]{2,30}?)(?: ones?| bits?| dish(?:es)?| recipes?| ideas?| options?)?"
        r"(?=[,.!?;]| and | or | please| instead|$| $)",
        text,
    ):
        term = FOOD_ALIASES.get(match.group(1).strip(), match.group(1).strip())
        if (
            not any(re.fullmatch(p, term) for p in EQUIPMENT_WORDS.values())
            and term not in DIET_WORDS
            and term not in ("it", "that", "this", "them", "those", "these", "one")  # "skip it" leaves out no food
        ):
            request.without.append(term)
    if re.search(r"\b(?:school|nursery|classroom|class party|playgroup)\b", text):
        request.without += [n for n in ("peanuts", "nuts") if n not in request.without]  # schools are mostly nut-free
    cleaned = text
    for term in request.without:
        cleaned = cleaned.replace(term, " ")
    norm = " " + " ".join(normalize(w) for w in cleaned.split()) + " "
    for alias, food in FOOD_ALIASES.items():
        if re.search(rf"\b{alias}\b", cleaned):
            norm += f" {normalize(food)} "
    for term in vocabulary():
        if term in IGNORED or len(term) < 3:
            continue
        if f" {term} " in norm and not any(term in found for found in request.foods):
            request.foods.append(term)
    if re.search(r"\bmince\b|\bminced (?:meat|beef)\b|\bground meat\b", text) and "meat" in request.foods:
        request.foods = ["mince" if f == "meat" else f for f in request.foods]  # mince is what is named, not any meat
    if re.search(r"\b(?:to|i|we|let'?s|can i|could i|i'll|we'll) bake\b|\bbake (?:something|me|a|an|some)\b", text):
        request.foods = [f for f in request.foods if f != "bake"]  # "I want to bake something": the verb, not a bake
    elif (
        "bake" in request.foods
        and request.meal == "dessert"
        and not re.search(r"\b(?:desserts?|pudding|sweet|cakes?|brownies|biscuits|cookies)\b", text)
    ):
        request.meal = None  # "a vegetable bake" is a dish, not a dessert
    # an allergen named as an allergy, a reaction or something to leave out is never the food asked for
    named = set(allergens_avoided(text)) | {m.allergen for m in allergy_mentions(text)}
    request.foods = [f for f in request.foods if normalize(f) not in named and not named & set(allergens_in(f))]
    # nor is a food the message says the person dislikes ("what's for dinner? I hate olives")
    if request.foods:
        said = extract(text).claims
        disliked = {normalize(c.value) for c in said if c.category in (rules.DISLIKE, rules.ALLERGY)}
        request.without += [f for f in request.foods if normalize(f) in disliked]
        request.foods = [f for f in request.foods if normalize(f) not in disliked]
    request.unknown = _not_in_catalog(text, request)
    if re.search(r"\bbirthday\b", text) and request.meal == "dessert" and not request.foods:
        request.foods.append("cake")  # a birthday bake is a cake (a cake safe for the allergies said, when one is)
    return request


RECIPE_OF = re.compile(
    r"\brecipes? (?:for|of)\b|\w recipe\b|\bhow (?:do|can|would|to) (?:i |you |we )?make\b|"
    r"\b(?:something|anything|ideas?|make|cook|recipes?|dishes|meals?|dinner|lunch) (?:\w+ )?(?:with|using)\b"
)


# how a dish is asked for, before its name: "a vegetarian lasagne", "an easy homemade pizza"
ASKED_AS = re.compile(
    r"^(?:(?:vegetarian|vegan|veggie|gluten[- ]free|dairy[- ]free|healthy|healthier|easy|quick|homemade|simple|"
    r"low[- ]carb|keto|classic|proper|good|nice|big|small|light|spicy|mild)\s+)+"
)


@functools.cache
def _known_terms() -> frozenset[str]:
    return frozenset(vocabulary()) | {normalize(w) for w in (*IGNORED, *MEAL_WORDS, *FOOD_ALIASES)}


def _not_in_catalog(text: str, request: Request) -> list[str]:
    """Dishes the message names that no recipe here is or holds: "tiramisu", "a beef wellington"."""
    known = _known_terms()
    said = [normalize(f) for f in request.without]
    # (a food too, asked for as a recipe: "milkshake recipe?", "how do I make kombucha")
    asked = RECIPE_OF.search(text)
    return [
        m.text
        for m in lexicon.mentions(text, (lexicon.DISH, lexicon.FOOD) if asked else (lexicon.DISH,))
        if normalize(m.text) not in known
        and normalize(ASKED_AS.sub("", m.text.lower())) not in known  # "a vegetarian lasagne" is a lasagne asked for
        and not any(normalize(m.text) in f or f in normalize(m.text) for f in said)
        and not any(mentions(r.name, m.text) for r in cat.catalog())  # "tikka masala": a recipe is named it
    ]


@functools.cache
def recipe_vectors():
    """Each recipe said in words, embedded once: what a dish not held is closest to."""
    import numpy as np

    from memory.capture.intent import encode

    recipes = cat.catalog()
    said = [f"{r.name}, a {r.cuisine} {r.meal} made with " + ", ".join(i.food for i in r.items[:6]) for r in recipes]
    vectors = np.asarray(encode(said), dtype=np.float32)
    return {r.name: v / np.linalg.norm(v) for r, v in zip(recipes, vectors, strict=True)}


# how close a recipe must be to a dish not held to be offered as near it (cosine, all-MiniLM-L6-v2): sushi → a
# salmon poke bowl (0.56), fish and chips → fish pie (0.65); carbonara → chana masala (0.44) is not near
NEAR = 0.55


def nearest(dish: str, recipes: list[Recipe]) -> list[tuple[float, Recipe]]:
    import numpy as np

    from memory.capture.intent import encode

    vectors = recipe_vectors()
    query = np.asarray(encode([f"{dish}, a dish"]), dtype=np.float32)[0]
    query /= np.linalg.norm(query)
    return sorted(((float(vectors[r.name] @ query), r) for r in recipes), key=lambda pair: -pair[0])


@dataclass
class Kitchen:
    servings: int | None = None
    max_minutes: int | None = None
    only: str | None = None
    no_equipment: set[str] = field(default_factory=set)
    has: set[str] = field(default_factory=set)
    beginner: bool = False


def kitchen_of(profile: Profile) -> Kitchen:
    kitchen = Kitchen()
    for value in profile.kitchen + profile.chat_kitchen:
        value = value.lower()
        if match := re.search(r"cooks for (\d+)", value):
            kitchen.servings = int(match.group(1))
        if match := re.search(r"(\d+) (minute|hour)s? max", value):
            kitchen.max_minutes = int(match.group(1)) * (60 if match.group(2) == "hour" else 1)
        for name, pattern in EQUIPMENT_WORDS.items():
            if re.search(rf"^no (?:{pattern})\b", value):
                kitchen.no_equipment.add(name)
            elif re.search(rf"^only an? (?:{pattern})\b", value):
                kitchen.only = name
            elif re.search(rf"^(?:has|have) (?:an? |my )?(?:{pattern})\b", value):
                kitchen.has.add(name)
        if "beginner" in value:
            kitchen.beginner = True
    return kitchen


@dataclass
class Choice:
    recipe: Recipe
    ingredients: list[str]
    steps: list[str]
    reasons: list[str] = field(default_factory=list)
    servings: int | None = None

    @property
    def serves(self) -> int:
        return self.servings or self.recipe.serves


@dataclass
class Result:
    choices: list[Choice]
    request: Request
    bent: list[str] = field(default_factory=list)  # soft wishes that had to give way
    near: bool = False  # the choices stand in for a dish asked for that no recipe here is, and are close to it
    blocked_by: list[str] = field(default_factory=list)  # why nothing fits, when nothing does
    # the dish asked for, kept out only by what the message itself leaves out ("pancakes without eggs", "a
    # vegetarian lasagne"): each recipe with the lines that break the wish and what could stand in for them
    held_back: list[tuple[Recipe, list[tuple[str, tuple[tuple[str, str], ...]]]]] = field(default_factory=list)


def kept_out(avoided: str, profile: Profile) -> list[str]:
    """What a dislike keeps out of a dish: its words, less the ones the person likes ("fish" disliked and "salmon"
    liked: a salmon dish is fine)."""
    liked = {normalize(v) for v in profile.likes}
    return [t for t in expand(avoided) if normalize(t) not in liked]


def _swap_disliked(recipe: Recipe, profile: Profile, diets: list[str]) -> tuple[list[Ingredient], list] | None:
    """The ingredients with disliked items swapped out, or None if something cannot be swapped safely."""
    items, swaps, swapped = list(recipe.items), [], set()
    for avoided in profile.dislikes():
        for term in kept_out(avoided, profile):
            for index, item in enumerate(items):
                if index in swapped or not mentions(item.food, term):
                    continue  # (a line swapped once is not swapped again for a word of its note: "instead of wine")
                substitute = next(
                    (
                        option
                        for option, _note in cat.substitutes_for(item.food)
                        if food_is_allowed(option, profile, diets)
                    ),
                    None,
                )
                if substitute is None:
                    return None
                items[index] = Ingredient(item.line, item.amount, item.unit, f"{substitute} (instead of {item.food})")
                swaps.append((item.food, substitute, avoided))
                swapped.add(index)
    return items, swaps


def food_is_allowed(food: str, profile: Profile, diets: list[str]) -> bool:
    """May this food be offered to the person: no allergen, protected avoid, dislike or diet rule against it?"""
    for avoided in profile.must_avoid():
        groups = cat.avoided_groups(avoided)
        if cat.groups_in(food) & groups or any(mentions(food, t) for t in expand(avoided)):
            return False
        if normalize(avoided) in ("gluten", "wheat") and cat.gluten_in(food):
            return False  # "potato cakes with flour", "a pie with pastry"
    if any(mentions(food, t) for avoided in profile.dislikes() for t in kept_out(avoided, profile)):
        return False
    for diet in map(cat.diet_key, diets):  # "dairy-free" normalizes to "dairy free": the tables say "dairy-free"
        forbidden = cat.DIET_FORBIDS.get(diet, ())
        if any(mentions(cat._without_exceptions(food), t) for t in forbidden):
            return False
        if diet in ("gluten-free", "coeliac") and cat.gluten_in(food):
            return False
    return True


def _swap_in_steps(steps: tuple[str, ...], swaps) -> list[str]:
    out = []
    for step in steps:
        for original, substitute, avoided in swaps:
            last = original.split()[-1]
            words = {original, last, *singular_forms(last), *expand(avoided)}
            for word in sorted(words, key=len, reverse=True):
                step = re.sub(rf"\b{re.escape(word)}(?:e?s)?\b", substitute, step, flags=re.I)
        out.append(step)
    return out


def person_diets(profile: Profile, request: Request) -> list[str]:
    return list(dict.fromkeys(d for d in profile.diets() + request.diets + profile.chat_diets if d))


def _passes_hard(recipe: Recipe, profile: Profile, request: Request, diets: list[str]) -> bool:
    if not is_safe(recipe, profile.must_avoid()):
        return False
    if any(not recipe.satisfies(d) for d in diets):
        return False
    if any(mentions(recipe.name, t) for avoided in profile.avoids for t in kept_out(avoided, profile)):
        return False  # the disliked thing is the dish itself
    tags = {normalize(tag) for tag in recipe.tags}
    if any(normalize(re.sub(r"\s+(?:food|foods|dishes|things|stuff)$", "", a.lower())) in tags for a in profile.avoids):
        return False  # what the dish is, by its tag: "spicy food" disliked, an arrabbiata tagged spicy
    if any(
        mentions(line, t) for w in request.without for t in expand(w) for line in (recipe.name, *recipe.ingredients)
    ):
        return False
    return True


SOFT = ("equipment", "time", "calories", "meal", "foods")


def _passes_soft(recipe: Recipe, request: Request, kitchen: Kitchen, relaxed: set[str]) -> bool:
    if "equipment" not in relaxed:
        banned = request.no_equipment | kitchen.no_equipment
        if set(recipe.equipment) & banned:
            return False
        if kitchen.only and not set(recipe.equipment) <= {kitchen.only, "blender", "food processor", "kettle"}:
            return False
        if request.needs and request.needs not in recipe.equipment:
            return False
    if "time" not in relaxed:
        limit = request.max_minutes or kitchen.max_minutes or (30 if request.quick else None)
        if limit and recipe.total > limit:
            return False
    if "calories" not in relaxed and request.max_kcal and recipe.per_serving.kcal > request.max_kcal:
        return False
    if "meal" not in relaxed:
        if request.meal and recipe.meal != request.meal and not (request.meal == "lunch" and recipe.meal == "dinner"):
            return False
    if "foods" not in relaxed and request.foods and not _food_hits(recipe, request):
        return False
    if request.cuisines and "foods" not in relaxed and recipe.cuisine not in request.cuisines:
        return False
    return True


# What flavours a dish, not what it is made of: "chicken stock" does not make Mapo Tofu a chicken dish
CONDIMENTS = re.compile(
    r"\b(?:fish|oyster|soy|hot|barbecue|enchilada) sauce\b|\b(?:fish|chicken|beef|vegetable|veg|lamb|pork) "
    r"(?:stock|broth|bouillon)(?: cubes?)?\b|\bcurry paste\b|\brice (?:vinegar|wine)\b"
)


def _food_hits(recipe: Recipe, request: Request) -> int:
    return sum(_has(recipe, food, tags=True) for food in request.foods)


def _has(recipe: Recipe, food: str, *, tags: bool = False) -> bool:
    """Does the dish hold the food (or, with `tags`, is it tagged with it)?"""
    lines = (recipe.name, *recipe.ingredients, *(recipe.tags if tags else ()))
    terms = VEGETABLES if food == "vegetables" else expand(food)
    return any(mentions(CONDIMENTS.sub(" ", line.lower()), term) for line in lines for term in terms)


# The tags a way of cooking goes by in the recipes: batch cooking is what keeps for later
STYLE_TAGS = {"batch cooking": ("make-ahead", "meal prep"), "meal prep": ("make-ahead", "meal prep"),
              "meal prepping": ("make-ahead", "meal prep"), "quick meals": ("quick meals", "no-cook"),
              "traybakes": ("sheet pan",), "one pan": ("one pan", "one pot", "sheet pan")}  # fmt: skip


def _in_style(recipe: Recipe, style: str) -> bool:
    said, tags = normalize(style), {normalize(tag) for tag in recipe.tags}
    return any(said in tag or tag in said for tag in tags) or any(
        normalize(also) in tags for also in STYLE_TAGS.get(style.lower(), ())
    )


MORE_OF = re.compile(r"\b(?:more|lots of|loads of|plenty of|extra|high|increase|carb[- ]?load\w*|a lot of)\b")
SPECIAL_EQUIPMENT = frozenset({"air fryer", "slow cooker", "food processor", "spiralizer"})
# A goal to have less of a food: "eat less red meat", "cut down on cheese", "fewer takeaways"
LESS_OF = re.compile(
    r"\b(?:less|fewer|cut(?:ting)? (?:down|back) on|reduc(?:e|ing)|limit(?:ing)?|cut(?:ting)? out|avoid(?:ing)?|"
    r"no more|quit(?:ting)?|giv(?:e|ing) up) (?P<x>[a-z][a-z ]+?)$"
)


def _score(recipe: Recipe, profile: Profile, request: Request, kitchen: Kitchen, seen: tuple[str, ...]) -> float:
    score = 10.0 * _food_hits(recipe, request)
    # a food the dish is named for is what it is about ("chicken, rice and spinach" → a chicken dish first)
    score += 3.0 * sum(1 for food in request.foods if any(mentions(recipe.name.lower(), t) for t in expand(food)))
    if request.meal and recipe.meal == request.meal:
        score += 5  # a lunch asked for: lunches before the dinners that would also do
    if request.ways & set(recipe.tags):
        score += 6
    if recipe.cuisine in request.cuisines:
        score += 8
    if any(normalize(c) == normalize(recipe.cuisine) for c in profile.cuisines):
        score += 3
    for liked in profile.likes:
        if any(mentions(line, liked) for line in (recipe.name, *recipe.ingredients)):
            score += 2
    for style in profile.styles:
        if _in_style(recipe, style):
            score += 2
    goals = set(request.goals)
    for goal in profile.goals + profile.chat_goals:
        g = goal.lower()
        if "protein" in g or "muscle" in g:
            goals.add("protein")
        if GAIN.search(g):
            goals.add("hearty")  # "gain weight", "bulk up": the other way
        elif any(w in g for w in ("weight", "calorie", "lighter", "lose")):
            goals.add("light")
        if ("carb" in g or "sugar" in g) and not MORE_OF.search(g):
            goals.add("low carb")
        elif "carb" in g:
            goals.add("high carb")  # "lots of carbs" for marathons: the other way
        if "fib" in g:
            goals.add("fibre")
        if "salt" in g or "sodium" in g:
            goals.add("low salt")
        if "cholesterol" in g or "saturated" in g or re.search(r"\b(?:less|low|lower|cut\w*) fat\b", g):
            goals.add("low fat")
        if "sugar" in g or "sweet" in g:
            goals.add("low sugar")
        if any(w in g for w in ("vegetable", "plant", "less meat")) and "vegetarian" in recipe.diets:
            score += 2
        if (less := LESS_OF.search(g)) and _has(recipe, less.group("x")):
            score -= 6  # "eat less red meat": dishes of it come last, not never
    n = recipe.per_serving
    weight = 3 if request.goals else 1.5
    if "protein" in goals:
        score += weight * min(n.protein_g, 50) / 10
    if "light" in goals:
        score += weight * (700 - min(n.kcal, 900)) / 150
    if "hearty" in goals:
        score += weight * (min(n.kcal, 1000) - 500) / 150
    if "low carb" in goals:
        score += weight * (60 - min(n.carbs_g, 90)) / 15
    if "high carb" in goals:
        score += weight * (min(n.carbs_g, 120) - 60) / 15
    if "fibre" in goals:
        score += weight * min(n.fibre_g, 15) / 3
    if "low sugar" in goals:
        score += weight * (25 - min(n.sugar_g, 50)) / 5
    if "low salt" in goals:
        score += weight * (1200 - min(n.sodium_mg, 2400)) / 300
    if "low fat" in goals:
        score += weight * (25 - min(n.fat_g, 50)) / 5
    # a gadget not everyone owns, neither asked for nor known to be in the kitchen: its dishes come after the rest
    if set(recipe.equipment) & SPECIAL_EQUIPMENT - kitchen.has - {kitchen.only, request.needs}:
        score -= 4
    if request.quick or request.easy or kitchen.beginner:
        score += (60 - min(recipe.total, 120)) / 15 + (4 - len(recipe.steps)) + (20 - min(recipe.active, 40)) / 10
    if not request.meal and recipe.meal in ("dessert", "snack"):
        score -= 12
    if not request.meal and recipe.meal == "breakfast":
        score -= 4
    if recipe.name in seen:
        score -= 15
    return score


def _reasons(recipe: Recipe, profile: Profile, swaps, kitchen: Kitchen, servings: int) -> list[str]:
    reasons = [f"nothing with {a} (your allergy)" for a in profile.allergies]
    reasons += [f"nothing with {a} (you must avoid it)" for a in profile.safety_avoids if a not in profile.allergies]
    reasons += [f"{sub} instead of {orig} because you avoid {avoided}" for orig, sub, avoided in swaps]
    untouched = [a for a in profile.dislikes() if a not in {s[2] for s in swaps}]
    if untouched:
        reasons.append(f"no {', '.join(untouched)} (you avoid {'it' if len(untouched) == 1 else 'them'})")
    if profile.diet:
        reasons.append(f"fits your {profile.diet} diet")
    if any(normalize(c) == normalize(recipe.cuisine) for c in profile.cuisines):
        reasons.append(f"you love {recipe.cuisine.title()} food")
    for liked in profile.likes:
        if any(mentions(line, liked) for line in (recipe.name, *recipe.ingredients)):
            reasons.append(f"it has {liked}, which you like")
    for style in profile.styles:
        if _in_style(recipe, style):
            reasons.append(f"it's {style}, the way you like to cook")
    for goal in profile.goals:
        g = goal.lower()
        if ("protein" in g or "muscle" in g) and recipe.per_serving.protein_g >= 20:
            reasons.append(f"{recipe.per_serving.protein_g:.0f} g protein a serving, for your goal: {goal}")
        elif GAIN.search(g):
            if recipe.per_serving.kcal >= 600:
                reasons.append(f"{recipe.per_serving.kcal:.0f} kcal a serving, for your goal: {goal}")
        elif any(w in g for w in ("weight", "calorie", "lighter", "lose")) and recipe.per_serving.kcal <= 550:
            reasons.append(f"{recipe.per_serving.kcal:.0f} kcal a serving, for your goal: {goal}")
        elif re.search(r"\b(?:less|lower|low|cut\w*|reduc\w*)\b.*\bcarb", g) and recipe.per_serving.carbs_g <= 30:
            reasons.append(f"{recipe.per_serving.carbs_g:.0f} g carbs a serving, for your goal: {goal}")
    if kitchen.max_minutes and recipe.total <= kitchen.max_minutes:
        reasons.append(f"ready in {recipe.total} minutes, inside your {kitchen.max_minutes}-minute budget")
    if kitchen.servings and servings == kitchen.servings != recipe.serves:
        reasons.append(f"scaled to {kitchen.servings}, since you cook for {kitchen.servings}")
    if kitchen.only and kitchen.only in recipe.equipment:
        reasons.append(f"made in your {kitchen.only}")
    if kitchen.no_equipment:
        reasons.append(f"no {', '.join(sorted(kitchen.no_equipment))} needed")
    if kitchen.beginner and len(recipe.steps) <= 4:
        reasons.append("only a few simple steps")
    return reasons


def choice_for(
    recipe: Recipe, profile: Profile, request: Request | None = None, servings: int | None = None
) -> Choice | None:
    """The recipe as this person would get it: dislikes swapped, scaled, with reasons; None if unsafe."""
    request = request or Request()
    diets = person_diets(profile, request)
    if not _passes_hard(recipe, profile, request, diets):
        return None
    swapped = _swap_disliked(recipe, profile, diets)
    if swapped is None:
        return None
    items, swaps = swapped
    kitchen = kitchen_of(profile)
    servings = servings or request.servings or kitchen.servings or recipe.serves
    factor = Fraction(servings, recipe.serves)
    lines = [item.scaled(factor).text() for item in items]
    if not is_safe(recipe, profile.must_avoid(), lines):
        return None
    reasons = _reasons(recipe, profile, swaps, kitchen, servings)
    return Choice(recipe, lines, _swap_in_steps(recipe.steps, swaps), reasons, servings)


PER_MEASURE = re.compile(r"(?P<n>\d+) (?P<u>tbsp|tsp) per (?P<m>\d+) ?(?P<mu>g|ml)\b")  # "1 tbsp per 10 g"


def _stand_in(item: Ingredient, sub: str, note: str) -> Ingredient:
    """The line a stand-in takes, in the amount its note gives: "half the weight, dry" (500 g mince → 250 g
    lentils), "three quarters of the amount", "1 tbsp per 10 g" (80 g parmesan → 8 tbsp nutritional yeast)."""
    food = f"{sub} (instead of {item.food})"
    amount, unit = item.amount, item.unit
    if amount is not None:
        if re.match(r"half the (?:weight|amount)\b", note):
            amount = amount / 2
        elif re.match(r"three quarters of the (?:weight|amount)\b", note):
            amount = amount * Fraction(3, 4)
        elif (per := PER_MEASURE.match(note)) and unit == per["mu"]:
            amount, unit = max(Fraction(1), int(per["n"]) * amount / int(per["m"])), per["u"]
    return Ingredient(item.line, amount, unit, food)


def swapped_choice(recipe: Recipe, profile: Profile, faults, request: Request) -> Choice | None:
    """A held-back recipe (Result.held_back) made the way it was asked for: each line at fault replaced by its
    first stand-in, scaled; None unless the dish as served (name, lines, steps) keeps the person safe and keeps
    every diet and "without" of the request."""
    swaps = {food: options[0] for food, options in faults}
    diets = person_diets(profile, request)
    if (disliked := _swap_disliked(recipe, profile, diets)) is None:
        return None
    items = [_stand_in(item, *swaps[item.food]) if item.food in swaps else item for item in disliked[0]]
    kitchen = kitchen_of(profile)
    servings = request.servings or kitchen.servings or recipe.serves
    lines = [item.scaled(Fraction(servings, recipe.serves)).text() for item in items]
    done = [(food, sub, food.split()[0]) for food, (sub, _) in swaps.items()]  # "chicken thighs": the chicken too
    steps = _swap_in_steps(recipe.steps, [*disliked[1], *done])
    if not _safe_as_served(recipe, profile.must_avoid(), lines, steps):
        return None
    for text in (recipe.name, *lines, *steps):
        kept = re.sub(r"\(instead of [^)]*\)", "", text.lower())
        if not food_is_allowed(kept, Profile(), diets) or any(
            mentions(kept, t) for w in request.without for t in expand(w)
        ):
            return None  # "Thai Green Curry with Chicken" is no vegan dish, whatever goes in it
    # (the reply says what was swapped and why, above the recipe)
    return Choice(recipe, lines, steps, _reasons(recipe, profile, disliked[1], kitchen, servings), servings)


def _safe_as_served(recipe: Recipe, must_avoid: list[str], lines: list[str], steps: list[str]) -> bool:
    """A swapped dish keeps the person safe: no avoided allergen group or term in its name, lines or steps as served
    (what a line replaced, "(instead of …)", aside), and none the recipe declares that its own words did not name — a
    declared allergen no line explains (eggs in the lasagne sheets) cannot have been swapped out."""
    named = frozenset().union(*(cat.groups_in(text) for text in (recipe.name, *recipe.ingredients, *recipe.steps)))
    for avoided in must_avoid:
        groups = cat.avoided_groups(avoided)
        if groups & (set(recipe.allergens) - named):
            return False
        for text in (recipe.name, *lines, *steps):
            kept = re.sub(r"\(instead of [^)]*\)", "", text)
            if cat.groups_in(kept) & groups or any(mentions(cat._without_exceptions(kept), t) for t in expand(avoided)):
                return False
    return True


def as_served(recipe: Recipe, profile: Profile, asked: tuple[str, ...], servings: int | None = None) -> Choice | None:
    """The recipe as this chat showed it: with the swaps of the message that held it back ("pancakes without eggs",
    in `asked`, the person's messages so far), or else as choice_for gives it."""
    for message in reversed(asked):
        request = parse_request(message)
        for _, faults in _held_back(profile, request, [recipe]):  # this recipe only, not the catalogue
            request.servings = servings or request.servings
            if choice := swapped_choice(recipe, profile, faults, request):
                return choice
    return choice_for(recipe, profile, servings=servings)


def search(profile: Profile, message: str, *, seen: tuple[str, ...] = (), limit: int = 3,
           request: Request | None = None) -> Result:  # fmt: skip
    request = request or parse_request(message)
    request.ways |= set(profile.chat_ways)
    kitchen = kitchen_of(profile)
    if request.unhurried:
        kitchen.max_minutes = None
    diets = person_diets(profile, request)
    safe = [r for r in cat.catalog() if _passes_hard(r, profile, request, diets)]
    safe = [r for r in safe if _swap_disliked(r, profile, diets) is not None]
    if not safe:
        return Result([], request, blocked_by=_blockers(profile, request))
    relaxed: set[str] = set()
    fitting = [r for r in safe if _passes_soft(r, request, kitchen, relaxed)]
    for soft in (s for s in SOFT if _is_set(s, request, kitchen)):
        if fitting:
            break
        relaxed.add(soft)
        fitting = [r for r in safe if _passes_soft(r, request, kitchen, relaxed)]
    if request.unknown and fitting:  # "sushi night ideas?": the recipes nearest the dish, when any are near
        close = [(score, r) for score, r in nearest(request.unknown[0], fitting) if score >= NEAR]
        if close:
            choices = [c for c in (choice_for(r, profile, request) for _, r in close[: limit * 3]) if c][:limit]
            return Result(choices, request, near=True)
    key = normalize(message)
    ranked = sorted(
        fitting,
        key=lambda r: (
            -_score(r, profile, request, kitchen, seen),
            hashlib.sha256(f"{key}|{r.name}".encode()).hexdigest(),
        ),
    )
    choices = [c for c in (choice_for(r, profile, request) for r in ranked[: limit * 3]) if c][:limit]
    held = _held_back(profile, request) if "foods" in relaxed else []
    return Result(
        choices, request, bent=[_bent_text(s, request, kitchen) for s in SOFT if s in relaxed], held_back=held
    )


def _held_back(
    profile: Profile, request: Request, recipes: list[Recipe] | None = None
) -> list[tuple[Recipe, list[tuple[str, tuple[tuple[str, str], ...]]]]]:
    """Recipes of the foods asked for (among `recipes`, the whole catalogue by default) that a diet or the request's
    own "without" keeps out, with the lines at fault and what could replace each ("pancakes without eggs": the
    pancakes, their eggs, and chia seeds or banana). An allergen's lines are at fault only when the request itself
    leaves it out; swapped_choice then checks the dish as served against every allergy (_safe_as_served)."""
    diets = person_diets(profile, request)
    if not (request.foods and (request.without or diets)):
        return []
    tastes = replace(profile, allergies=[], safety_avoids=[], chat_avoids=[])  # the dish is not one the person dislikes
    held = []
    for recipe in cat.catalog() if recipes is None else recipes:
        if not (_food_hits(recipe, request) and _passes_hard(recipe, tastes, Request(), [])):
            continue
        faults = []
        for item in recipe.items:
            if food_is_allowed(item.food, Profile(), diets) and not any(
                mentions(item.food, t) for w in request.without for t in expand(w)
            ):
                continue
            options = tuple(
                (option, note)
                for option, note in cat.substitutes_for(item.food)
                if food_is_allowed(option, profile, diets)
                and not any(mentions(option, t) for w in request.without for t in expand(w))
            )
            faults.append((item.food, options))
        if faults and all(options for _, options in faults):
            held.append((recipe, faults))
    return held[:2]


def _is_set(soft: str, request: Request, kitchen: Kitchen) -> bool:
    return {
        "equipment": bool(request.no_equipment or kitchen.no_equipment or kitchen.only or request.needs),
        "time": bool(request.max_minutes or kitchen.max_minutes or request.quick),
        "calories": bool(request.max_kcal),
        "meal": bool(request.meal),
        "foods": bool(request.foods or request.cuisines),
    }[soft]


def _bent_text(soft: str, request: Request, kitchen: Kitchen) -> str:
    if soft == "equipment":
        banned = sorted(request.no_equipment | kitchen.no_equipment)
        if kitchen.only:
            return f"nothing safe for you uses only your {kitchen.only}"
        if request.needs:
            return f"nothing safe for you uses the {request.needs}"
        return f"everything safe for you needs the {', '.join(banned)}"
    if soft == "time":
        limit = request.max_minutes or kitchen.max_minutes or 30
        return f"nothing safe for you is ready within {limit} minutes"
    if soft == "calories":
        return f"nothing that fits everything else is under {request.max_kcal} kcal a serving"
    if soft == "meal":
        return f"I have no {request.meal} recipe that fits everything else"
    return f"I have no recipe with {', '.join(request.foods or sorted(request.cuisines))} that fits everything else"


def _blockers(profile: Profile, request: Request) -> list[str]:
    blockers = [f"your {a} allergy" for a in profile.allergies]
    blockers += [f"avoiding {a}" for a in profile.safety_avoids if a not in profile.allergies]
    blockers += [f"your {d} diet" for d in person_diets(profile, request)]
    blockers += [f"no {a}" for a in profile.avoids]
    blockers += [f"no {w}" for w in request.without]
    return blockers
