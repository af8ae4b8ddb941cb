"""Understanding what people say about themselves: pure Python, no Django.

`extract(text)` finds explicit, durable, first-person claims ("I can't stand cilantro", "I'm
allergic to shellfish", "actually I eat fish now") and requests to forget ("I'm not vegan any
more", "forget that I hate mushrooms"). Third-person, hedged, hypothetical, momentary and request
sentences yield nothing. Used by fast-path capture, the offline coach and policy consolidation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from memory.rules import (
    ALLERGY,
    COOKING_STYLE,
    CUISINE,
    DIET,
    DIETARY_GOAL,
    DISLIKE,
    LIKE,
    normalize,
    validate_value,
)

CUISINES = frozenset(
    "thai italian mexican indian japanese chinese korean french greek mediterranean spanish vietnamese "
    "lebanese ethiopian moroccan turkish american cajun caribbean peruvian brazilian german persian "
    "southern filipino indonesian malaysian szechuan sichuan cantonese "
    "african jamaican cuban argentinian british irish polish russian nordic scandinavian hawaiian "
    "israeli syrian".split()
) | {"middle eastern", "tex mex", "korean bbq", "soul food", "street food"}

STYLES = {
    "one pot": "one pot",
    "one pan": "one pan",
    "sheet pan": "sheet pan",
    "slow cooker": "slow cooker",
    "slow cooking": "slow cooker",
    "crock pot": "slow cooker",
    "crockpot": "slow cooker",
    "instant pot": "instant pot",
    "pressure cooker": "pressure cooker",
    "air fryer": "air fryer",
    "meal prep": "meal prep",
    "meal prepping": "meal prep",
    "batch cooking": "batch cooking",
    "batch cook": "batch cooking",
    "quick": "quick meals",
    "quick meal": "quick meals",
    "fast meal": "quick meals",
    "30 minute": "30-minute meals",
    "15 minute": "15-minute meals",
    "no cook": "no-cook",
    "grilling": "grilling",
    "grill": "grilling",
    "bbq": "grilling",
    "barbecue": "grilling",
    "baking": "baking",
    "bake": "baking",
    "roasting": "roasting",
    "stir fry": "stir fry",
    "stir frying": "stir fry",
    "make ahead": "make-ahead",
    "freezer meal": "freezer meals",
    "simple": "simple recipes",
    "easy": "easy recipes",
    "easy meal": "easy recipes",
    "simple meal": "simple recipes",
    "budget": "budget meals",
    "cheap meal": "budget meals",
    "from scratch": "cooking from scratch",
    "fermenting": "fermenting",
    "smoking": "smoking",
    "sous vide": "sous vide",
    "wok": "wok cooking",
    "cast iron": "cast iron",
    "comfort": "comfort food",
}

DIETS = {
    "vegan": "vegan",
    "vegetarian": "vegetarian",
    "veggie": "vegetarian",
    "veg": "vegetarian",
    "pescatarian": "pescatarian",
    "pescetarian": "pescatarian",
    "keto": "keto",
    "ketogenic": "keto",
    "paleo": "paleo",
    "low carb": "low carb",
    "gluten free": "gluten-free",
    "dairy free": "dairy-free",
    "lactose free": "lactose-free",
    "halal": "halal",
    "kosher": "kosher",
    "whole30": "whole30",
    "flexitarian": "flexitarian",
    "plant based": "plant-based",
    "carnivore": "carnivore",
    "low fodmap": "low FODMAP",
    "mediterranean": "mediterranean",
    "raw vegan": "raw vegan",
    "nut free": "nut-free",
}
_DIET_WORDS = "|".join(sorted((re.escape(d) for d in DIETS), key=len, reverse=True))

THIRD_PERSON = re.compile(
    r"^(?:and |but |so |also )?(?:my|our|his|her|their) (?:\w+ ){0,2}?(?:friend|friends|wife|husband|partner|"
    r"boyfriend|girlfriend|kid|kids|son|daughter|mom|mum|mother|dad|father|brother|sister|boss|roommate|flatmate|"
    r"family|children|child|guest|guests|parents|colleague|coworker|neighbou?r|baby|toddler|teen|grandma|grandpa)\b"
    r"|^(?:he|she|they|we|you|everyone|everybody|people|someone|somebody)\b"
    r"|^(?:and |but |so )?(?:my|his|her|their|our) (?!favou?rite|fave|goal|diet)\w+ (?:is|are|has|have|hates?|loves?)\b"
)
HEDGED = re.compile(
    r"\b(?:maybe|perhaps|might|may be|probably|possibly|i think i|i guess|i suppose|should i|could i|not sure|"
    r"wonder|considering|thinking about|thinking of|want to try|should try|could try|would like to try|"
    r"i'?d like|i would like|i'?d love|i would love|if i|unless|kind of|sort of|curious about|one day)\b"
)
MOMENTARY = re.compile(
    r"\b(?:tonight|today|right now|this (?:week|weekend|evening|morning)|at the moment|in the mood|"
    r"feel like|feeling like|craving|for dinner|for lunch|for breakfast)\b"
)
REQUEST = re.compile(
    r"^(?:please |can you |could you |would you |will you )?(?:make|give|suggest|recommend|show|find|tell|cook|"
    r"help|plan|list|send)\b|\b(?:can you|could you|would you)\b|^(?:what|how|which|where|when|why|who|do|does|"
    r"did|is|are|should|can|could|would)\b"
)

COMPOUNDS = (
    "mac and cheese",
    "macaroni and cheese",
    "fish and chips",
    "salt and vinegar",
    "rice and beans",
    "peanut butter and jelly",
    "sweet and sour",
    "surf and turf",
    "bangers and mash",
    "chips and salsa",
    "pb and j",
    "bread and butter",
    "franks and beans",
    "salt and pepper",
    "cookies and cream",
    "oil and vinegar",
)
_STOP_TAIL = re.compile(
    r"\s*(?:\b(?:because|since|but|though|although|so|when|whenever|if|unless|especially|except|"
    r"as well|too|a lot|very much|so much|lately|these days|anymore|any more|now|honestly|really|"
    r"in general|generally|all the time|always|forever|at all|though)\b.*|[,;:()].*)$"
)
_LEAD = re.compile(
    r"^(?:(?:the|a|an|some|any|all|most|eating|having|cooking with|cooking|making|baking|food with|"
    r"dishes with|anything with|things with|stuff with|taste of|smell of|texture of|kinds of|kind of|types of|"
    r"sort of|good|great|nice|decent|proper|fresh|really good|homemade)\s+)+"
)
_NEGATED_OBJECT = re.compile(r"^(?:to|that|it|this|them|those|these|you|when|how|what)\b")


@dataclass(frozen=True)
class Claim:
    category: str
    value: str
    evidence: str


@dataclass(frozen=True)
class ForgetRequest:
    value: str | None
    category: str | None
    evidence: str


@dataclass
class Extraction:
    claims: list[Claim] = field(default_factory=list)
    forgets: list[ForgetRequest] = field(default_factory=list)
    forget_everything: bool = False


def _clean_text(text: str) -> str:
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"\s+", " ", text).strip()


def clauses(text: str) -> list[tuple[str, str]]:
    """(lower-cased clause, original sentence) pairs: sentences split on punctuation, "but", ", and I"."""
    out = []
    for sentence in re.split(r"(?<=[.!?])\s+|\n+|;\s*", _clean_text(text)):
        sentence = sentence.strip()
        if not sentence:
            continue
        for part in re.split(
            r",?\s+\b(?:but|and also|also|plus|whereas|while)\b\s+|,\s*(?:and |so )?(?=(?:i|i'm|im|my)\s)"
            r"|\s+(?:and|so)\s+(?=(?:i|i'm|im)\s)",
            sentence,
            flags=re.I,
        ):
            part = part.strip(" .!")
            if part:
                out.append((re.sub(r"(?<=\w)-(?=\w)", " ", part.lower()), sentence.strip()))
    return out


def _values(raw: str) -> list[str]:
    """Split "thai and mexican food" into values, keeping dishes like "mac and cheese" whole."""
    raw = _STOP_TAIL.sub("", raw.strip().strip(".!?\"'"))
    for i, compound in enumerate(COMPOUNDS):
        raw = raw.replace(compound, f"\x00{i}\x00")
    parts = re.split(r"\s*(?:,|\band\b|\bor\b|\bnor\b|&|/)\s*", raw)
    values = []
    for part in parts:
        part = re.sub(r"\x00(\d+)\x00", lambda m: COMPOUNDS[int(m.group(1))], part)
        part = _LEAD.sub("", part.strip()).strip(" .!?\"'")
        if part and not _NEGATED_OBJECT.match(part) and len(part.split()) <= 8:
            values.append(part)
    return values


def _category_for_liked(value: str) -> str:
    norm = normalize(value)
    if norm in CUISINES:
        return CUISINE
    if norm in {normalize(k) for k in STYLES}:
        return COOKING_STYLE
    return LIKE


def _style_name(value: str) -> str | None:
    norm = normalize(value)
    for key, name in STYLES.items():
        if norm == normalize(key) or norm == normalize(key + " meal"):
            return name
    return None


def _diet_name(value: str) -> str | None:
    norm = normalize(value)
    norm = re.sub(r"\s+diet$", "", norm)
    return DIETS.get(norm) or DIETS.get(norm.replace("-", " "))


ALLERGY_PATTERNS = (
    re.compile(r"\b(?:i am|i'm|im)\s+(?:\w+ly\s+)?(?:very |quite |so |super )?allergic to (?P<x>.+)"),
    re.compile(r"\bi have (?:an? )?(?:\w+ )?allerg(?:y|ies) to (?P<x>.+)"),
    re.compile(r"\bi have (?:an? |severe |bad |mild )*(?P<x>[\w\s-]+?) allerg(?:y|ies)\b"),
    re.compile(r"^my (?P<x>[\w\s-]+?) allerg(?:y|ies)\b"),
    re.compile(r"\b(?:i am|i'm|im) (?:\w+ )?intolerant to (?P<x>.+)"),
    re.compile(r"\b(?:i am|i'm|im) (?:\w+ly )?(?P<x>[\w-]+) intolerant\b"),
    re.compile(r"\bi (?:have|got) (?:an? )?(?P<x>[\w\s-]+?) intolerance\b"),
    re.compile(r"\bi (?:have|got) (?P<x>celiac|coeliac)(?: disease)?\b"),
    re.compile(r"\b(?:i am|i'm|im) (?:a )?(?P<x>celiac|coeliac)\b"),
)
NOT_ALLERGIC = re.compile(
    r"\b(?:i'm|i am|im) (?:not|no longer) (?:\w+ )?allergic to (?P<x>.+?)(?:\s+(?:anymore|any more|after all))?$"
    r"|\bi (?:don't|do not|no longer) have (?:an? )?(?P<y>[\w\s-]+?) allergy\b"
    r"|\bi (?:outgrew|grew out of) my (?P<z>[\w\s-]+?) allergy\b"
)
DIET_START = (
    re.compile(
        rf"\b(?:i am|i'm|im)\s+(?:a |an |now |now a |fully |strictly |mostly |100% |completely |totally )*"
        rf"(?P<x>{_DIET_WORDS})\b(?! (?:recipe|dish|meal|food|option|friend))"
    ),
    re.compile(
        rf"\bi (?:eat|follow|keep|do|live) (?:a |an |strictly |mostly )?(?P<x>{_DIET_WORDS})(?: diet| lifestyle)?\b"
        rf"(?! (?:recipe|dish|meal|food|option))"
    ),
    re.compile(rf"\b(?:i am|i'm|im) (?:on|following|doing) (?:a |an |the )?(?P<x>{_DIET_WORDS})(?: diet)?\b"),
    re.compile(
        rf"\bi (?:went|became|turned|switched to|have gone|'ve gone|'ve become|have become|just went) "
        rf"(?:a |an |fully |back to )?(?P<x>{_DIET_WORDS})\b"
    ),
    re.compile(rf"\bmy diet is (?:a |an )?(?P<x>{_DIET_WORDS})\b"),
)
DIET_END = re.compile(
    rf"\b(?:i'm|i am|im) (?:not|no longer) (?:a |an )?(?P<x>{_DIET_WORDS})\b"
    rf"|\bi (?:stopped|quit|gave up|dropped|ended|stopped being|quit being|gave up being) (?:being )?(?:a |an |on )?"
    rf"(?P<y>{_DIET_WORDS})\b"
    rf"|\bi(?:'m| am) off (?:the )?(?P<z>{_DIET_WORDS})\b"
)
EAT_AGAIN = re.compile(
    r"\bi (?:eat|eat some|have started eating|started eating|now eat|do eat) (?P<x>fish|seafood|meat|"
    r"chicken|dairy|eggs|cheese|pork|beef)\b(?:.*\b(?:now|again|these days|nowadays)\b)?"
)
UNDISLIKE = re.compile(
    r"\bi (?:don't|do not|no longer|dont) (?:hate|dislike|mind|avoid) (?P<x>.+?)(?:\s+(?:anymore|any more))?$"
    r"|\bi(?:'m| am) (?:ok|okay|fine) with (?P<y>.+?)(?:\s+(?:now|these days))?$"
    r"|\bi (?:actually |now )?(?:like|love|enjoy) (?P<z>.+?) (?:now|again|these days)$"
)
DISLIKE_PATTERNS = (
    re.compile(
        r"\bi (?:really |absolutely |just |totally |honestly |truly |kinda |kind of )?(?:hate|dislike|detest|"
        r"loathe|despise|abhor|can't stand|cannot stand|can't bear|can't handle|can't do|can not stand|don't like|"
        r"do not like|dont like|don't eat|do not eat|dont eat|never eat|won't eat|will not eat|refuse to eat|"
        r"avoid|don't do|don't care for|do not care for|am not into|'m not into|can't eat|cannot eat) (?P<x>.+)"
    ),
    re.compile(
        r"\b(?:i am|i'm|im) (?:not (?:a |really a |a big |a huge |much of a |the biggest )?fan of|not into|"
        r"not keen on|not big on|sick of|tired of|done with|over) (?P<x>.+)"
    ),
    re.compile(r"\bi can't stand the (?:taste|smell|texture|flavou?r) of (?P<x>.+)"),
    re.compile(
        r"^(?P<x>[\w\s'-]+?) (?:is|are) (?:disgusting|gross|revolting|vile|nasty|awful|horrible|the worst|"
        r"not for me|a no for me|a dealbreaker)\b"
    ),
    re.compile(r"^(?P<x>[\w\s'-]+?) (?:makes?|gives?) me (?:gag|sick|nauseous|queasy)\b"),
    re.compile(r"^no (?P<x>[\w\s'-]+?) for me\b"),
    re.compile(r"\bkeep (?P<x>[\w\s'-]+?) away from me\b"),
    re.compile(r"\bi (?:really )?(?:hate|dislike) the taste of (?P<x>.+)"),
)
LIKE_PATTERNS = (
    re.compile(
        r"\bi (?:really |absolutely |just |totally |truly |do |honestly |seriously |also )*(?:love|like|adore|"
        r"enjoy|dig|am crazy about|'m crazy about|am obsessed with|'m obsessed with|am into|'m into|am a (?:big |"
        r"huge )?fan of|'m a (?:big |huge )?fan of|can't get enough of|can't resist|live for|prefer) (?P<x>.+)"
    ),
    re.compile(
        r"\b(?:i am|i'm|im) (?:a (?:big |huge |massive |total )?fan of|crazy about|obsessed with|into|"
        r"partial to|hooked on|addicted to|in love with) (?P<x>.+)"
    ),
    re.compile(
        r"\bmy (?:absolute |all[- ]time )?(?:favou?rite|fave|go-to) (?:food|dish|thing to eat|meal|snack|"
        r"cuisine|ingredient|vegetable|veggie|fruit|dessert|spice|herb|comfort food|breakfast|dinner|lunch)s? "
        r"(?:is|are) (?P<x>.+)"
    ),
    re.compile(r"^(?P<x>[\w\s'-]+?) (?:is|are) my (?:absolute |all[- ]time )?(?:favou?rite|fave|jam|go-to)\b"),
    re.compile(r"\bi could eat (?P<x>.+?) every day\b"),
    re.compile(r"\b(?P<x>[\w\s'-]+?) (?:is|are) (?:delicious|amazing|the best|my weakness)\b"),
)
STYLE_PATTERNS = (
    re.compile(
        r"\bi (?:usually |always |mostly |mainly |only |often |like to |love to |prefer to )*(?:cook|make "
        r"(?:everything|most things|dinner|meals)) (?:in|with|on|using) (?:a |an |my |the )?(?P<x>air fryer|"
        r"slow cooker|crock ?pot|instant pot|pressure cooker|wok|cast iron|sheet pan|grill|one pot|one pan)\b"
    ),
    re.compile(
        r"\bi (?:usually |always |mostly |like to |love to |prefer to )*(?P<x>meal prep|batch cook|grill|bake|"
        r"stir fry|roast|smoke|ferment)\b"
    ),
    re.compile(r"\bi (?:only |usually )?have (?:about |around |only |like )?(?P<x>\d+) minutes? to cook\b"),
    re.compile(r"\bi (?:don't|do not|never) have (?:much |a lot of )?time to cook\b"),
)
GOAL_PATTERNS = (
    re.compile(
        r"\b(?:i am|i'm|im) (?:trying|aiming|working|hoping|looking|planning|determined) to (?P<x>(?:lose|gain|"
        r"build|eat|cut|reduce|increase|get|drink|lower|cook|improve|maintain|avoid|limit|stay|keep|bulk|"
        r"stop|cut down|cut back)\b.+)"
    ),
    re.compile(
        r"\bi (?:want|need) to (?P<x>(?:lose|gain|build|eat|cut|reduce|increase|get more|drink|lower|improve|"
        r"maintain|limit|stay|bulk|cut down|cut back)\b.+)"
    ),
    re.compile(r"\bmy (?:main |big |health |fitness |nutrition )?goal (?:is|for this year is) (?:to )?(?P<x>.+)"),
    re.compile(
        r"\b(?:i am|i'm|im) (?:cutting|cutting back on|cutting down on|counting|watching|tracking|limiting) "
        r"(?P<x>.+)"
    ),
    re.compile(r"\b(?:i am|i'm|im) (?P<x>(?:training for|bulking|on a cut|on a bulk)\b.*)"),
)
FORGET_EVERYTHING = re.compile(
    r"\b(?:forget|erase|delete|wipe|clear) (?:absolutely )?(?:everything|all)(?: (?:about "
    r"me|you know|you remember|of it|my data|my memories))?\b"
)
FORGET = re.compile(
    r"^(?:please |can you |could you |would you |just )?(?:forget|remove|delete|drop|erase|unlearn|"
    r"stop remembering|don't remember|do not remember|take out|clear) (?:that |about |the fact that |what i said about "
    r"|my note about |the note that )?(?P<x>.+)"
)


def _clause_is_durable(clause: str) -> bool:
    return not (
        THIRD_PERSON.search(clause) or HEDGED.search(clause) or MOMENTARY.search(clause) or clause.endswith("?")
    )


def _first(patterns, clause: str) -> re.Match[str] | None:
    for pattern in patterns:
        match = pattern.search(clause)
        if match:
            return match
    return None


def _group(match: re.Match[str]) -> str:
    return next(v for k, v in match.groupdict().items() if v is not None)


def _claims_in(clause: str, sentence: str, current_diet: str | None) -> tuple[list[Claim], list[ForgetRequest]]:
    claims: list[Claim] = []
    forgets: list[ForgetRequest] = []
    add = lambda category, value: claims.append(Claim(category, _recase(value, sentence), sentence))  # noqa: E731

    if match := NOT_ALLERGIC.search(clause):
        for value in _values(_group(match)):
            forgets.append(ForgetRequest(value, ALLERGY, sentence))
        return claims, forgets
    if match := _first(ALLERGY_PATTERNS, clause):
        for value in _values(_group(match)):
            add(ALLERGY, "gluten" if value in ("celiac", "coeliac") else value)
        return claims, forgets
    if match := DIET_END.search(clause):
        forgets.append(ForgetRequest(DIETS[_group(match)], DIET, sentence))
        return claims, forgets
    if match := _first(DIET_START, clause):
        add(DIET, DIETS[match.group("x")])
        return claims, forgets
    if match := EAT_AGAIN.search(clause):
        _eating_again(match.group("x"), current_diet, sentence, claims, forgets)
        return claims, forgets
    if match := UNDISLIKE.search(clause):
        liked = match.group("z")
        for value in _values(_group(match)):
            if liked:
                add(_category_for_liked(value), value)
            else:
                forgets.append(ForgetRequest(value, DISLIKE, sentence))
        return claims, forgets
    if match := _first(STYLE_PATTERNS, clause):
        _style_claim(match, sentence, add)
        return claims, forgets
    if match := _first(DISLIKE_PATTERNS, clause):
        for value in _values(match.group("x")):
            add(DISLIKE, value)
        return claims, forgets
    if match := _first(GOAL_PATTERNS, clause):
        goal = _STOP_TAIL.sub("", match.group("x").strip()).strip()
        if goal and len(goal.split()) <= 8:
            add(DIETARY_GOAL, goal)
        return claims, forgets
    if match := _first(LIKE_PATTERNS, clause):
        for value in _values(match.group("x")):
            style = _style_name(value)
            add(COOKING_STYLE if style else _category_for_liked(value), style or value)
    return claims, forgets


def _recase(value: str, sentence: str) -> str:
    """The value as the person wrote it ("Thai", not "thai"), when it appears verbatim."""
    found = re.search(re.escape(value), sentence, flags=re.I)
    return found.group() if found else value


def _eating_again(food: str, current_diet, sentence, claims, forgets) -> None:
    diet = (current_diet or "").lower()
    if food in ("fish", "seafood"):
        if diet in ("vegetarian", "vegan", "plant-based", "pescatarian"):
            claims.append(Claim(DIET, "pescatarian", sentence))
    elif diet in ("vegetarian", "vegan", "pescatarian", "plant-based"):
        forgets.append(ForgetRequest(diet, DIET, sentence))


def _style_claim(match, sentence, add) -> None:
    groups = match.groupdict()
    if groups.get("x") and groups["x"].isdigit():
        add(COOKING_STYLE, f"{groups['x']}-minute meals")
    elif groups.get("x"):
        add(COOKING_STYLE, _style_name(groups["x"]) or groups["x"])
    else:
        add(COOKING_STYLE, "quick meals")


def extract(text: str, *, current_diet: str | None = None) -> Extraction:
    """Claims and forget requests in a user message, in the order they were said."""
    result = Extraction()
    for clause, sentence in clauses(text):
        if FORGET_EVERYTHING.search(clause):
            result.forget_everything = True
            continue
        if match := FORGET.match(clause):
            _forget_request(match.group("x"), sentence, current_diet, result)
            continue
        if not _clause_is_durable(clause) or (REQUEST.search(clause) and not clause.startswith(("i ", "i'm", "im "))):
            continue
        claims, forgets = _claims_in(clause, sentence, current_diet)
        result.claims.extend(c for c in claims if validate_value(c.category, c.value).ok)
        result.forgets.extend(forgets)
    return result


def _forget_request(target: str, sentence: str, current_diet: str | None, result: Extraction) -> None:
    target = target.strip(" .!?")
    inner_claims, _ = _claims_in(re.sub(r"^(?:that )?", "", target), sentence, current_diet)
    if inner_claims:
        result.forgets.extend(ForgetRequest(c.value, c.category, sentence) for c in inner_claims)
        return
    target = re.sub(r"^(?:my|the|that|about)\s+", "", target)
    if match := re.match(r"(?P<x>[\w\s-]+?) allerg(?:y|ies)$", target):
        result.forgets.append(ForgetRequest(match.group("x"), ALLERGY, sentence))
    elif target in ("diet", "diets"):
        result.forgets.append(ForgetRequest(None, DIET, sentence))
    elif target in ("allergy", "allergies"):
        result.forgets.append(ForgetRequest(None, ALLERGY, sentence))
    elif target in ("goal", "goals"):
        result.forgets.append(ForgetRequest(None, DIETARY_GOAL, sentence))
    elif target:
        for value in _values(target):
            result.forgets.append(ForgetRequest(value, None, sentence))
