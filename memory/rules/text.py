"""Text rules: normalization, validation of values, redaction of secrets, and protection."""

from __future__ import annotations

import functools
import re
import unicodedata

from memory.rules.types import ALLERGY, CATEGORIES, DIET, DISLIKE, Decision

MIN_CHARS = 2
MAX_CHARS = 100
MAX_WORDS = 8

# Words that add nothing to what a value means: "Thai food" is "thai", "one-pot meals" is "one pot".
FILLER_SUFFIXES = frozenset(
    [
        "food",
        "foods",
        "cuisine",
        "cuisines",
        "dish",
        "dishes",
        "meal",
        "meals",
        "cooking",
        "recipe",
        "recipes",
        "stuff",
        "thing",
        "things",
        "style",
        "styles",
    ]
)
LEADING_FILLERS = frozenset(["the", "a", "an", "some", "any"])
# Plurals whose singular ends in "ie", so "-ies" must not become "-y".
IE_PLURALS = frozenset(
    ["cookies", "pies", "brownies", "smoothies", "veggies", "calories", "movies", "ties", "rotties", "lies"]
)
NO_SINGULAR = frozenset(
    ["hummus", "couscous", "asparagus", "citrus", "lotus", "octopus", "swiss", "molasses", "gas", "bus", "is"]
)

# One thing said several ways: the canonical name each synonym resolves to (entity resolution).
SYNONYMS = {
    "coriander": "cilantro",
    "coriander leaf": "cilantro",
    "cilantro leaf": "cilantro",
    "scallion": "spring onion",
    "green onion": "spring onion",
    "eggplant": "aubergine",
    "zucchini": "courgette",
    "garbanzo": "chickpea",
    "garbanzo bean": "chickpea",
    "prawn": "shrimp",
    "capsicum": "bell pepper",
    "rocket": "arugula",
    "chili": "chilli",
    "chile": "chilli",
    "chili pepper": "chilli",
    "chilli pepper": "chilli",
    "hot pepper": "chilli",
    "mince": "ground meat",
    "minced meat": "ground meat",
    "soya": "soy",
    "soya sauce": "soy sauce",
    "bbq": "barbecue",
    "mac n cheese": "mac and cheese",
    "macaroni and cheese": "mac and cheese",
}

# Words said several ways inside a name: "bacon sarnie" is a bacon sandwich, "brussel sprouts" brussels sprouts
WORD_SYNONYMS = {"sarnie": "sandwich", "sarnies": "sandwich", "butty": "sandwich", "butties": "sandwich",
                 "brussel": "brussels", "yoghurt": "yogurt", "yoghurts": "yogurt"}  # fmt: skip

ALLERGEN_TERMS: dict[str, tuple[str, ...]] = {
    "peanuts": ("peanut", "groundnut", "arachis", "satay"),
    "tree nuts": (
        "tree nut",
        "nut",
        "almond",
        "cashew",
        "walnut",
        "pecan",
        "pistachio",
        "hazelnut",
        "macadamia",
        "brazil nut",
        "pine nut",
        "praline",
        "marzipan",
        "pesto",
        "baklava",
        "frangipane",
        "nutella",
    ),
    "shellfish": (
        "shellfish",
        "shrimp",
        "prawn",
        "crab",
        "lobster",
        "crayfish",
        "langoustine",
        "scallop",
        "clam",
        "mussel",
        "oyster",
        "squid",
        "calamari",
        "octopus",
        "mollusc",
        "mollusk",
    ),
    "fish": (
        "fish",
        "salmon",
        "tuna",
        "cod",
        "anchovy",
        "sardine",
        "trout",
        "haddock",
        "mackerel",
        "tilapia",
        "surimi",
        "worcestershire sauce",
    ),
    "eggs": ("egg", "mayonnaise", "mayo", "aioli", "meringue"),
    "milk": (
        "milk",
        "dairy",
        "white chocolate",
        "milk chocolate",
        "lactose",
        "cheese",
        "butter",
        "cream",
        "yogurt",
        "yoghurt",
        "whey",
        "casein",
        "ghee",
        "paneer",
        "halloumi",
        "mozzarella",
        "parmesan",
        "feta",
        "ricotta",
        "mascarpone",
        "cheddar",
        "brie",
        "pecorino",
        "gruyere",
        "stilton",
        "manchego",
        "emmental",
        "gouda",
        "camembert",
        "gorgonzola",
        "wensleydale",
        "edam",
        "roquefort",
        "burrata",
        "comte",
        "raclette",
        "quark",
        "kefir",
        "buttermilk",
        "creme fraiche",
        "custard",
    ),
    "gluten": (
        "gluten",
        "wheat",
        "barley",
        "rye",
        "spelt",
        "seitan",
        "coeliac",
        "celiac",
        "couscous",
        "bulgur",
        "semolina",
        "durum",
        "farro",
        "freekeh",
    ),
    "soy": ("soy", "soya", "tofu", "edamame", "tempeh", "miso"),
    "sesame": ("sesame", "tahini", "hummus", "houmous", "halva"),
    "mustard": ("mustard",),
    "celery": ("celery", "celeriac"),
    "lupin": ("lupin", "lupine"),
    "sulphites": ("sulphite", "sulfite", "sulphur dioxide", "sulfur dioxide"),
}
_ALLERGEN_PATTERN = re.compile(
    r"\b("
    + "|".join(sorted({re.escape(t) for ts in ALLERGEN_TERMS.values() for t in ts}, key=len, reverse=True))
    + r")(e?s)?\b"
)


def _strip_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def singular(word: str) -> str:
    if len(word) <= 3 or word in NO_SINGULAR or word.endswith(("ss", "us", "is")):
        return word
    if word in IE_PLURALS:
        return word[:-1]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "xes", "zzes", "oes")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


def _normalize_once(text: str) -> str:
    text = _strip_accents(text).lower().replace("&", " and ")
    text = re.sub(r"[-_/]+", " ", text)
    text = re.sub(r"[^\w\s]", "", text)
    words = text.split()
    while len(words) > 1 and words[0] in LEADING_FILLERS:
        words.pop(0)
    while len(words) > 1 and words[-1] in FILLER_SUFFIXES:
        words.pop()
    words = [WORD_SYNONYMS.get(word, word) for word in words]
    if words:
        words[-1] = singular(words[-1])
    joined = " ".join(words)
    return SYNONYMS.get(joined, joined)


@functools.lru_cache(maxsize=1 << 16)  # pure, and called thousands of times a turn on the same terms
def normalize(value: str) -> str:
    """The form two values share when they mean the same thing. Idempotent."""
    current = _normalize_once(value)
    for _ in range(8):
        following = _normalize_once(current)
        if following == current:
            break
        current = following
    return current


# The secret itself: (reason code, what it is, pattern). The first match names the class.
_SECRET_VALUES: tuple[tuple[str, str, re.Pattern[str]], ...] = (
    ("email", "an e-mail address", re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")),
    (
        "url",
        "a web address",
        re.compile(
            r"(https?://|www\.)\S+|\b[\w-]+\.(com|org|net|io|dev|app|co|uk|de|fr|info|biz)\b(/\S*)?", re.IGNORECASE
        ),
    ),
    (
        "api_key",
        "an API key or token",
        re.compile(
            r"\b(sk|pk|rk|ghp|gho|ghs|xox[abp]|glpat|hf)[-_][\w-]{8,}|\bAKIA[0-9A-Z]{12,}\b|\beyJ[\w-]{10,}\.[\w.-]+"
        ),
    ),
    ("ssn", "a social-security number", re.compile(r"\b\d{3}-\d{2}-\d{4}\b")),
    ("card_number", "a payment card number", re.compile(r"\b(?:\d[ -]?){12,18}\d\b")),
    (
        "phone_number",
        "a phone number",
        re.compile(r"(?<![\w.])(\+\d{1,3}[ .-]?)?\(?\d{2,4}\)?[ .-]?\d{3,4}[ .-]?\d{3,4}(?![\w.])"),
    ),
    (
        "api_key",
        "an API key or token",
        re.compile(r"\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b"),
    ),
)
# Words that announce a secret: refused as values, and what follows them is redacted from turns.
_SECRET_WORDS: tuple[tuple[str, str, re.Pattern[str]], ...] = (
    (
        "password",
        "a password",
        re.compile(r"\b(password|passwd|passcode|passphrase|pass phrase|pwd|pin code)s?\b", re.IGNORECASE),
    ),
    (
        "api_key",
        "an API key or token",
        re.compile(
            r"\b(api[ _-]?key|secret[ _-]?key|access[ _-]?token|auth[ _-]?token|bearer token)s?\b", re.IGNORECASE
        ),
    ),
    ("ssn", "a social-security number", re.compile(r"\b(ssn|social security number)\b", re.IGNORECASE)),
)
_CREDENTIAL = re.compile(
    r"\b(password|passwd|passcode|passphrase|pwd|pin|api[ _-]?key|secret[ _-]?key|access[ _-]?token|auth[ _-]?token"
    r"|token|ssn)(\s*(?:is|was|=|:)\s*|\s+)(?!\[redacted)(\S+)",
    re.IGNORECASE,
)


def _luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        n = int(ch)
        if i % 2:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return total % 10 == 0


def _is_secret(code: str, text: str) -> bool:
    return code != "card_number" or _luhn_ok(re.sub(r"\D", "", text))


def find_secret(text: str) -> tuple[str, str] | None:
    """(reason code, what it is) for the first secret or piece of personal data in text, if any."""
    for code, label, pattern in _SECRET_VALUES + _SECRET_WORDS:
        if any(_is_secret(code, m.group()) for m in pattern.finditer(text)):
            return code, label
    return None


def redact(text: str) -> str:
    """Text with every secret or piece of personal data replaced by a marker naming its kind."""
    for code, _label, pattern in _SECRET_VALUES:
        marker = f"[redacted {code.replace('_', ' ')}]"
        text = pattern.sub(lambda m, c=code, k=marker: k if _is_secret(c, m.group()) else m.group(), text)
    return _CREDENTIAL.sub(lambda m: f"{m.group(1)}{m.group(2)}[redacted secret]", text)


def validate_value(category: str, value: str) -> Decision:
    """May this value be remembered at all? Refusals never echo the value back."""
    if category not in CATEGORIES:
        return Decision.refuse("unknown_category", f"Unknown category. Use one of: {', '.join(CATEGORIES)}.")
    text = (value or "").strip()
    if any(unicodedata.category(ch) in ("Cc", "Cf") for ch in text):
        return Decision.refuse(
            "invalid_characters", "A memory can't contain control or text-direction characters; type it plainly."
        )
    if len(text) < MIN_CHARS:
        return Decision.refuse("too_short", f"A memory needs at least {MIN_CHARS} characters.")
    if len(text) > MAX_CHARS:
        return Decision.refuse("too_long", f"A memory can be at most {MAX_CHARS} characters; say it more briefly.")
    if len(text.split()) > MAX_WORDS:
        return Decision.refuse("too_many_words", f"A memory can be at most {MAX_WORDS} words; say it more briefly.")
    secret = find_secret(text)
    if secret is not None:
        code, label = secret
        return Decision.refuse(code, f"That looks like {label}, and Mise never stores those.")
    if not normalize(text):
        return Decision.refuse("empty", "A memory needs some letters or numbers.")
    return Decision.allow()


def allergen_groups(normalized: str) -> list[str]:
    """The allergen groups a normalized value mentions ("crab cakes" → ["shellfish"])."""
    found = []
    for match in _ALLERGEN_PATTERN.finditer(normalized):
        term = match.group(1)
        for group, terms in ALLERGEN_TERMS.items():
            if term in terms and group not in found:
                found.append(group)
    return found


# The words that name a whole group, not one food in it (normalized): an allergy to one of these
# covers every member ("tree nut" covers walnuts; "walnut" does not cover pecans).
GROUP_NAMES: dict[str, tuple[str, ...]] = {
    "peanuts": ("peanut",),
    "tree nuts": ("tree nut", "nut"),
    "shellfish": ("shellfish", "seafood"),
    "fish": ("fish",),
    "eggs": ("egg",),
    "milk": ("milk", "dairy"),
    "gluten": ("gluten", "coeliac", "celiac", "coeliac disease", "celiac disease"),
    "soy": ("soy", "soya"),
    "sesame": ("sesame",),
    "mustard": ("mustard",),
    "celery": ("celery",),
    "lupin": ("lupin",),
    "sulphites": ("sulphite", "sulfite"),
}


# Foods a condition already kept stands for: a coeliac's wheat ("wheat is poison to me, coeliac"), the milk a
# lactose intolerance is named with ("milk leaves me bloated, I'm lactose intolerant")
CONDITION_FOODS: dict[str, frozenset[str]] = {
    "gluten": frozenset({"wheat", "barley", "rye", "spelt"}),
    "lactose": frozenset({"milk", "dairy"}),
}


def foods_a_condition_covers(normalized: str) -> frozenset[str]:
    return CONDITION_FOODS.get(normalized, frozenset())


def allergen_groups_covered(normalized: str) -> list[str]:
    """The allergen groups a normalized value names as a whole ("dairy" → ["milk"]; "cheese" → [])."""
    return [group for group, names in GROUP_NAMES.items() if normalized in names]


def is_protected(category: str, normalized: str) -> bool:
    """Safety facts are protected by content, decided here and never by a model."""
    if category == ALLERGY:
        return True
    return category in (DISLIKE, DIET) and bool(allergen_groups(normalized))
