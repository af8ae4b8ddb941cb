"""The safety net for allergies: pure Python, no Django.

A message that speaks of an allergy or a reaction to a food must never pass silently. This finds
such mentions structurally — an allergen from the lexicon (`data/allergens.yaml`, with its aliases)
and an allergy or reaction cue in the same clause, said of the speaker (not someone else, not
negated, not a question) — and says how sure it is:
- `sure`: the speaker states an allergy or intolerance ("I'm also allergic to shellfish", "Heads
  up: sesame allergy here", "peanuts could literally kill me, I carry an EpiPen"): saved at once;
  a reaction only an allergy gives is as sure ("shellfish gives me hives", "I get a rash from
  strawberries", "dairy makes my throat swell up", "if I eat shrimp I could die");
- otherwise (a hedge, or a milder reaction: "prawns make me really sick"): the coach asks "Should I
  remember that you're allergic to …?" and only a yes saves it.
Not food (cats, pollen, penicillin) and not the speaker ("a lot of kids are allergic to peanuts",
"I thought I was allergic to milk") are not mentions. The value keeps the person's words ("dairy",
"prawns"); a condition names its food (coeliac → gluten).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from memory.capture.phrasing import (
    HEDGED,
    PEOPLE_NOUNS,
    THIRD_PERSON,
    TRAILING_QUESTION,
    apart_from_others,
    asked_and_answered,
    with_speaker,
)
from memory.rules.text import normalize

LEXICON = Path(__file__).parent / "data" / "allergens.yaml"

ALLERGY_WORD = re.compile(
    r"\b(?:al+er+g(?:y|ies|ic|ick|ists?)|(?<=my )allergens?|(?<=my main )allergens?|allergens? (?=for me\b)|alergi\w*|anaphyla\w*|epi ?pens?|intoleran(?:t|ce)|"
    r"c(?:o)?eliac(?![- ](?:aware|friendly|safe|accredited|options?|menus?)\b)|"
    r"sensitivity to|sensitive to|can'?t (?:have|eat|tolerate) any|"
    r"(?:my )?(?:body|stomach|gut|system) (?:can'?t|cannot|won'?t) (?:handle|tolerate|digest|process|take)|"
    r"my (?:body|system) (?:doesn'?t|does not|hates) (?:like|agree with|tolerate))\b"
)
# An allergen kept out for medical reasons is an allergy: "tree nuts are a hard no for me medically", "a medical no"
MEDICAL = re.compile(r"\bmedically\b|\bfor (?:\w+ )?medical reasons\b|\ba medical (?:no|thing|issue|condition)\b")
# Said of an allergen it is an allergy ("sensitive to sulphites", "my body can't handle lactose"); of anything
# else, a matter of taste ("a bit sensitive to spicy food")
SENSITIVE_ONLY = re.compile(
    r"\bsensitive to\b|\bmy (?:body|system) (?:doesn'?t|does not|hates)\b|\b(?:body|stomach|gut|system) (?:can'?t|cannot|won'?t)\b"
)
# Reactions only an allergy gives: said of the speaker, they are as sure as the word "allergic".
SEVERE = re.compile(
    r"\b(?:hives|welts|urticaria|anaphyla\w*|epi ?pens?|(?:throat|airways?|windpipe)\b(?:\s+\w+){0,2}\s+(?:clos|swell|tight)\w*|"
    r"(?:swell|swelled|swells|swelling|closes|closed|puff|puffs|puffed|puffing|balloon|balloons|ballooned) up|"
    # the face swelling: "milk makes my tongue swell", "my lips swell within minutes"
    r"(?:tongue|lips?|face|mouth|eyes?) (?:\w+ )?(?:swell|swells|swelled|swelling|swollen)\b|"
    r"(?:tongue|lips?|face|mouth|eyes?|throat) (?:\w+ )?(?:blow|blows|blew) up\b|"
    # puffing up as a habit of the body: "my lips tingle and go puffy whenever I eat kiwi"
    r"(?:tongue|lips?|face|mouth|eyes?)(?: \w+){0,3} (?:go|goes|get|gets|turn|turns) (?:all |really |so |a bit )?(?:puffy|swollen)\b|"
    r"swollen (?:tongue|lips?|face|mouth|eyes|throat)|"
    r"can'?t breathe|(?:could|would|will|might|can) "
    # (or nearly did once: "prawns nearly killed me", "I almost died after a satay")
    r"(?:\w+ )?(?:kill me|die)|(?:nearly|almost|practically) (?:killed me|died)|(?<=\w)'d (?:\w+ )?(?:kill me|die)|(?:deadly|lethal|fatal|poison|dangerous) (?:for|to) me|hospital|a&e|er visit|emergency room|(?:in|to) (?:the )?er|ambulance|"
    r"asthma attacks?|(?:sets?|set) off my asthma|triggers? my asthma|"
    # the skin's reactions: "I get a rash whenever I eat strawberries", "I come out in a rash with kiwi"
    # (among other symptoms: "cashews give me an upset stomach and a rash")
    r"(?:get|gets|got|come out in|came out in|break out in|broke out in|brings? me out in|brought me out in|gives? me|gave me) "
    r"(?:[\w ]{1,30}? (?:and|or) )?"
    r"(?:a |an )?(?:\w+ )?rash|"
    r"rash (?:from|with|after)|"
    # the mouth's itch (oral allergy): "kiwi gives me an itchy mouth", "my throat itches after peaches"
    # (what happened once is asked about: "my throat got itchy after the curry last night")
    r"(?<!got an )(?<!had an )(?<!got )(?:itchy|tingly) (?:mouth|throat|lips|tongue)|"
    # (one more symptom beside it: "walnuts make my mouth burn and itch")
    r"(?:mouth|lips|tongue|throat) (?:(?!got|went|was|were|had)\w+ )?(?:(?:burn|tingle|sting)s? and )?itch\w*|"
    # the skin blotched: "my face goes red and blotchy from tomatoes"
    r"(?:face|skin|neck|chest|cheeks|arms?|hands?)(?: \w+){0,3} blotch(?:y|es)|"
    # a reaction named as an allergy's: "I have a really bad reaction to walnuts"
    r"(?:severe|serious|bad|nasty|violent|allergic|anaphylactic) reactions? (?:to|from)|"
    # a reaction the food gives, or has given before: "squid gives me a reaction", "I've had a reaction to sesame"
    r"gives? me (?:an? )?(?:\w+ )?reactions?|(?:i'?ve|i have) (?:\w+ )?had (?:an? )?(?:\w+ )?reactions? (?:to|from)|"
    r"react(?:s|ed)? (?:really |very |quite |so )?(?:badly|severely|violently) (?:to|with))\b"
)
REACTION = re.compile(
    r"\b(?:hives|rash|swell(?:s|ing|ed)?|swollen|puffy|puff(?:s|ed)? up|wheez\w*|short of breath|"
    r"throat (?:closes|closing|swells|tightens)|reaction|react(?:s|ed)? (?:\w+ )?to|break out|"
    r"(?:could|would|will|might|can) (?:\w+ )?(?:kill me|die)|makes? me (?:\w+ ){0,2}(?:sick|ill|poorly|unwell|itch\w*|throw up|"
    r"puke)|sick (?:from|after)|poison(?:s|ed)? me|hospital|(?:in|to) (?:the )?er|ambulance|asthma|anaphyla\w*|"
    r"epi ?pens?|hay ?fever|(?:get|gets|got|have|has) (?:\w+ )?symptoms (?:from|after|with|when)|"
    # the mouth's reactions (oral allergy): "kiwi gives me an itchy mouth", "my lips tingle after peaches"
    r"(?:itchy|tingly) (?:mouth|throat|lips|tongue)|(?:mouth|lips|tongue|throat) (?:itch\w*|tingl\w*|goes? numb)|"
    r"(?:mouth|lips|tongue|throat) (?:goes|go|gets|get|went|got) (?:all |really |so |a bit )?(?:itchy|tingly|numb|swollen|tight)|"
    r"(?:i'?m|i am) in (?:big |serious |real |deep )?trouble|"
    # the gut's and the head's: "eggs give me a stomach ache", "I get migraines from MSG" (asked about, never sure)
    r"(?:gives?|gave|get|gets|got) me (?:an? |the )?(?:\w+ )?(?:stomach ?aches?|tummy ?aches?|belly ?aches?|upset stomach|"
    r"stomach cramps|cramps|migraines?|headaches?|the runs|diarrh\w*|heartburn|reflux)|"
    r"(?:i )?(?:get|got) (?:an? |the )?(?:bad |awful |terrible |really bad )?(?:stomach ?aches?|tummy ?aches?|upset stomach|"
    r"migraines?|headaches?|diarrh\w*|heartburn|reflux) (?:from|after|with|whenever|when|if)|"
    r"makes? me (?:\w+ )?(?:bloated|nauseous|queasy|vomit)|"
    r"(?:i )?(?:get|got|feel) (?:so |really |very |super |horribly |awfully )?(?:bloated|gassy|queasy|nauseous) "
    r"(?:from|after|with|whenever|when|if)|(?:gives?|gave) me (?:an? )?(?:funny|dodgy|bad|upset|sore) "
    r"(?:tummy|stomach|belly|gut)|i bloat\b|"
    # avoidance said to be medical: "keep sesame away from me, it's serious"
    r"(?:it'?s|it is) (?:really |very |deadly |quite )?(?:serious|medical|not a preference|not a choice|not a fad)|"
    r"(?:wreck|wrecks|destroy|destroys|upset|upsets|mess up|messes up|kill|kills) my (?:stomach|gut|tummy|insides|belly))\b"
)
# Watching labels for an allergen: "I keep an eye out for sesame on labels", "I check every label for nuts" (asked
# about; "I read labels for sugar" names no allergen and is no allergy)
LABELS = re.compile(
    r"\b(?:(?:check|checking|read|reading|scan|scanning) (?:\w+ ){0,2}labels?|labels? for|on (?:the |food |every )?labels?)\b"
)
# Food the speaker needs free of an allergen, no reason given: "it has to be wheat free for me sadly"
NEEDED_FREE = re.compile(r"\b(?:has|have|needs?|must) to be (?P<x>[a-z]+(?: [a-z]+)?)[- ]free (?:for me|for my sake)\b")
# Said of someone, somewhere, not of the speaker: "a lot of kids are allergic to peanuts".
SOMEONE_ELSE = re.compile(
    r"^(?:(?!\b(?:i|i'm|im|i've|me|my|mine)\b).)*\b(?:is|are|was|were|gets?|get) (?:\w+ )?(?:al+er+gic|intolerant)\b"
)
# Allergies in general, said of no one: "shellfish allergy is so common these days".
IN_GENERAL = re.compile(
    r"\ballerg(?:y|ies) (?:is|are|was|were|seems?|seem to be|can be|has become|have become|run|runs)\b"
)
# An allergy said to be the speaker's, whoever else the clause names
MY_ALLERGY = re.compile(r"\b(?:my|i'm|i am|im) (?:\w+ )?(?:allerg\w*|intoleran\w*|c(?:o)?eliac)\b")
# An allergy said without its food, which the clause before named: "I'm allergic", "allergic to them"
UNNAMED = re.compile(
    r"^(?:(?:and|but|so|yeah|yes|yep|yup|sadly|unfortunately|because|cos),? )*(?:(?:(?:i'm|i am|im) )?(?:\w+ )?(?:allergic|intolerant)(?: to (?:them|it|those|that))?"
    # the medicine it would take: "I can't eat peanuts; I'd need my EpiPen"
    r"|(?:i'?d|i would|i'?ll|i will|i) (?:\w+ )?(?:need|use|grab|reach for) (?:my |an? )?epi ?pen)"
    # with a word of regret or candour after it: "kiwi? allergic, sadly"
    r"(?:,? (?:sadly|unfortunately|i'?m afraid|though|tbh|honestly|really|badly|severely|yes|yeah|yep|lol|haha))*[\s!.]*$"
)
FIRST_PERSON = re.compile(r"\b(?:i|i'm|im|i've|ive|i'd|me|my|mine|myself)\b")
# Allergies Mise does not keep: not food.
NOT_FOOD = re.compile(
    r"\b(?:cats?|dogs?|pets?|animals?|horses?|dust(?: mites?)?|pollen|hay ?fever|grass|bees?|wasps?|stings?|"
    r"latex|penicillin|antibiotics?|amoxicillin|aspirin|ibuprofen|sulfa|medications?|medicines?|drugs?|nickel|"
    r"perfumes?|fragrances?|mou?ld|the sun|sunlight|detergents?|wool|feathers?|plasters?|makeup)\b"
)
NEGATED = re.compile(
    r"\b(?:not(?! (?:just|only|merely|simply)\b)|no longer|never been|isn'?t|aren'?t|wasn'?t|no) (?:\w+ )?"
    r"(?:allergic|allergy|intolerant|c(?:o)?eliac)\b"
    r"|\b(?:never|couldn'?t|can'?t|cannot|wouldn'?t) (?:\w+ ){0,2}(?:allergic|intolerant|c(?:o)?eliac)\b"
    r"|\bno (?:\w+ )?allergies\b|\bnot an allergy\b|\bjust (?:don'?t|do not) like\b"
    # a belief denied: "I don't think I'm allergic to shellfish" (said as a doubt, it is no allergy)
    r"|\b(?:don'?t|do not) think (?:i'?m|im|i am|i have|i've got) (?:\w+ )?(?:allergic|allergy|intolerant|c(?:o)?eliac)\b"
)
OUTGROWN = re.compile(
    # found to be fine: "the allergy test came back negative"
    r"\bcame back (?:negative|clear|fine|normal)\b|\btested negative\b|\btests? (?:was|were|is) (?:negative|clear|fine|normal)\b|"
    r"\bused to be allergic\b|\bgrew out of\b|\boutgrew\b|\bnot anymore\b|\bno longer\b|\bthought i was\b|"
    r"\bused to think\b|\bturns? out i'?m not\b|\bturned out i (?:wasn'?t|was not)\b|\bmisdiagnos"
    # a fear, not a fact: "I was worried I was allergic to kiwi, but I'm not"
    r"|\b(?:was|were|got) (?:really |a bit |so )?(?:worried|scared|afraid|concerned|convinced|paranoid) (?:that )?(?:i was|i'?d|it was)\b"
    r"|\ba (?:childhood|baby|kid|teenage) thing\b|\bhas cleared up\b"
    # cleared by who diagnoses, or eaten safely now: "the clinic cleared me", "I can eat nuts now"
    r"|\bcleared me\b|\ball[- ]clear\b|\bi can (?:now |finally |safely )*(?:eat|have) [\w\s-]+? (?:now|again)\b"
    r"|\bi was (?:\w+ )?(?:allergic|intolerant)\b.*\bas an? (?:kid|child|baby|toddler|teen)\b"
)
# The speaker wondering about an allergy of their own, asked as a question: "I think I might be allergic to kiwi?",
# "could I be allergic to mango?" (asked about, never saved unasked)
WONDERED = re.compile(
    r"^(?:(?:so|and|but|hmm+|um+|ok|okay|honestly|actually)\W+)*(?:i think i|i wonder if i|maybe i|i might|i may|"
    r"could i be|might i be|am i|is it possible i)(?:'m| am| be| have| get)?\b"
)
RULED_OUT = re.compile(r"\bruled (?:\w+ )?out\b")
# the allergen found to be fine, in the same clause: "the allergy test said I'm fine with eggs now"
FINE_WITH = re.compile(r"\b(?:fine|ok|okay|safe) (?:with|to eat)\b")
QUESTION = re.compile(r"\?\s*$|^(?:is|are|does|do|can|could|what|which|how|why|should)\b(?!')")
_PEOPLE = rf"(?:{PEOPLE_NOUNS})"
SPEAKER_OTHER = re.compile(
    rf"\b(?:my|our|his|her|their) (?:\w+ ){{0,2}}?{_PEOPLE}\b"
    # "a friend of mine is coeliac", "one of my colleagues"
    rf"|\b(?:an?|one|some|two|three) (?:\w+ )?{_PEOPLE} of (?:mine|ours)\b|\b(?:one|some|two|three|all|most) of (?:my|our) (?:\w+ )?{_PEOPLE}"
    # anyone possessed who is said to be allergic: "my best mate's allergic", "my plus one is coeliac"
    r"|\b(?:my|our|his|her|their) (?:\w+ ){0,2}?\w+(?:'s| is| are) (?:(?:so|very|really|also|severely|badly|"
    r"deathly|mildly|seriously|super) )*(?:allergic|intolerant|c(?:o)?eliac)\b"
    # a person the allergy is said of: "a friend who's allergic to peanuts", "guests with a nut allergy",
    # "cooking for someone with coeliac disease" (but "I'm someone who…" is the speaker)
    rf"|\b{_PEOPLE} (?:who|that|with)\b"
    # someone not the speaker's, named where they are: "a guest at dinner has a sesame allergy"
    rf"|\b(?:an?|one|some) (?:\w+ )?{_PEOPLE}(?: (?:at|from|in|of|on) (?:the |my |our |a |this )?\w+)? (?:has|have|is|are|gets?)\b"
    # ("as someone with a sesame allergy" is the speaker too)
    r"|(?<!i'm )(?<!im )(?<!i am )(?<!as )\b(?:someone|somebody|a person|people|anyone|anybody) (?:who|that|with)\b"
    r"|^(?:he|she|they|you)\b|\b(?:he|she|they) (?:is|are|has|have|gets?)\b"
    r"|\b(?:he|she|they)(?:'s|'re) (?:\w+ ){0,3}?(?:allerg\w*|intoleran\w*|c(?:o)?eliac)\b"
)
# No allergy but one: "allergic to nothing except kiwi", "no allergies apart from sesame"
ONLY_EXCEPT = re.compile(
    r"\b(?:allergic to nothing|no (?:food |known )?allergies|not allergic to anything|no allergies to speak of)"
    r"(?: at all)?,? (?:except(?: for)?|apart from|other than|but|besides|save for|bar) (?P<x>.+)"
)
ALLERGIC_AFTER = re.compile(r",\s*(?:i'?m|i am) (?:\w+ )?(?:allergic|intolerant|c(?:o)?eliac)[\s.!]*$")
# What the speaker read or heard, not of themselves: "I read that shellfish allergies can develop in adults"
REPORTED = re.compile(
    r"^(?:i (?:read|heard|saw|learned|learnt)(?: somewhere)?(?: that)?|apparently|they say|people say|did you know)\b"
)
# A thing praised as a person, no person: "the air fryer is my best friend"
KIT_PRAISED = re.compile(
    r"\b(?:is|are|'s|'re) (?:my|our) (?:new |kitchen |absolute )?(?:best friend|bff|bestie|hero|saviou?r)\b"
)
# A dish asked for by what goes in it, typos and all: "a recipe with eggs please, …", "reciepe with chiken and rice pls"
DISH_ASKED = re.compile(
    r"^(?:(?:can you|could you|can i have|please|pls|any|i'?d like|i want)\s+)?(?:(?:give me|suggest|make|find|show me|"
    r"recommend)\s+)?(?:a |an |some |any )?(?:recipes?|reciepes?|receipes?|recipies?|recepies?|recpies?|something|anything|"
    r"ideas?|dish(?:es)?|meals?|dinner|lunch|breakfast)(?: \w+)? (?:with|using|for|made with)\b"
)
# The speaker singled out among others: "I'm the one in the family with the egg allergy"
THE_ONE = re.compile(r"^(?:\w+ )?(?:i'?m|i am|im) the (?:only )?(?:one|person)\b")


# What an allergy is said to be to when the lexicon knows no allergen there ("allergic to nightshades",
# "allergic to mornings lol"): asked about, never saved unasked — a protected fact needs a known food
# or the person's yes.
UNKNOWN_OBJECT = re.compile(
    r"\b(?:allergic|intolerant) to (?:the |a |an |any |all )?(?P<x>[a-z][\w'-]*(?: [a-z][\w'-]*){0,2}?)"
    r"(?= (?:lol|haha|lmao|btw|too|as well|and|but|so|though|either)\b|[\s,.!?;:)]*$)"
    r"|\b(?:an?|my) (?:(?:severe|mild|bad|serious|slight|real|bit of an?) )?(?P<y>[a-z][\w'-]*(?: [a-z][\w'-]*)?) "
    r"(?:allergy|intolerance)\b"
)


@dataclass(frozen=True)
class AllergyMention:
    value: str  # the words the speaker used ("dairy", "prawns")
    sure: bool
    evidence: str  # the sentence it was said in
    allergen: str  # the lexicon's canonical name ("milk", "shrimp")


@functools.cache
def _lexicon() -> dict:
    return yaml.safe_load(LEXICON.read_text())


@functools.cache
def aliases() -> list[tuple[re.Pattern, str]]:
    """(pattern, canonical name) for every alias, longest first, so "peanut butter" beats "peanut"."""
    data = _lexicon()
    pairs = [(alias.lower(), name) for name, words in data["allergens"].items() for alias in [name, *words]]
    pairs += [(dish.lower(), name) for dish, name in data.get("made_of", {}).items()]
    pairs.sort(key=lambda pair: -len(pair[0]))
    return [(re.compile(rf"\b{re.escape(alias)}\b"), name) for alias, name in pairs]


@functools.cache
def _alias_words() -> frozenset[str]:
    data = _lexicon()
    return frozenset(alias.lower() for name, words in data["allergens"].items() for alias in [name, *words])


@functools.cache
def _alias_order() -> dict[str, int]:
    return {
        alias.lower(): at for at, alias in enumerate(a for words in _lexicon()["allergens"].values() for a in words)
    }


def as_named(value: str) -> str:
    """An allergen said in the singular before "allergy" is named as people name it: "a nut allergy" → "nuts"
    (when the lexicon knows the plural: "soy" stays "soy")."""
    said = value.strip()
    # (the plural the lexicon lists first: "mango" → "mangoes", not "mangos")
    listed = _alias_order()
    for plural in sorted((said + "s", said + "es"), key=lambda p: listed.get(p.lower(), len(listed))):
        if (
            not said.lower().endswith("s")
            and plural.lower() in _alias_words()
            and normalize(plural) == normalize(said)  # the same thing, counted (not "kiwi" → "kiwis")
        ):
            return plural
    return said


@functools.cache
def made_of() -> frozenset[str]:
    """Dishes named for the one allergen they are made of ("satay", "hummus")."""
    return frozenset(dish.lower() for dish in _lexicon().get("made_of", {}))


# A milk that is no dairy: "coconut milk" names the coconut, "oat milk" no allergen at all
NOT_DAIRY_MILK = re.compile(
    r"\b(oat|almond|coconut|soy|soya|rice|cashew|hemp|pea|plant|nut|hazelnut|macadamia|vegan|dairy[- ]free|"
    r"lactose[- ]free)[- ]milks?\b"
)


def named_allergens(text: str) -> dict[str, str]:
    """{canonical allergen: the words that named it first} in a clause, in order; a longer alias hides
    its parts ("peanut butter" is not also "butter"); a plant milk is not milk."""
    text = NOT_DAIRY_MILK.sub(lambda m: f"{m.group(1)} drink", text.lower())
    found: list[tuple[int, str, str]] = []
    taken: list[tuple[int, int]] = []
    for pattern, name in aliases():
        for match in pattern.finditer(text):
            span = match.span()
            if any(start < span[1] and span[0] < end for start, end in taken):
                continue
            taken.append(span)
            found.append((span[0], name, match.group()))
    named: dict[str, str] = {}
    for _, name, said in sorted(found):
        named.setdefault(name, said)
    return named


def _foods_named(clause: str) -> dict[str, str]:
    """{normalised food: the words said} for the foods and dishes the food lexicon names in a clause."""
    from memory.capture.lexicon import DISH, FOOD, mentions  # the lexicon reads this module's data

    return {normalize(m.text): m.text for m in mentions(clause, (FOOD, DISH))}


def allergens_in(text: str) -> list[str]:
    """Canonical allergens named in a clause, in order, each once."""
    return list(named_allergens(text))


def _clauses(text: str) -> list[tuple[str, str]]:
    out = []
    for sentence in re.split(r"(?<=[.!?])\s+|\n+|;\s*", asked_and_answered(text.replace("\u2019", "'"))):
        sentence = sentence.strip()
        # "I love tofu and I'm allergic to shellfish": the allergy is the second clause's alone
        for part in re.split(
            rf",?\s+\b(?:but|whereas|while)\b\s+|,?\s+and\s+(?=i\b|i'm\b|im\b)|{TRAILING_QUESTION}"
            # (or a food with its own reaction after it: "I'm coeliac, and dairy makes me bloated" — the dairy's is milder)
            rf"|,\s+and\s+(?=(?:[\w'-]+\s+){{1,3}}(?:makes?|gives?|upsets?|bloats?|disagrees?|doesn'?t agree)\b)",
            with_speaker(sentence),
            flags=re.I,
        ):
            out += [(piece.strip().lower(), sentence) for piece in apart_from_others(part.strip()) if piece.strip()]
    return out


# "allergic to all tree nuts except almonds": what follows the exception is not an allergy
EXCEPT = re.compile(
    r"\b(?:except(?: for)?|apart from|other than|but not|besides)\b|,\s*(?:but |though |although |also |and )?not\b"
    # what follows is a taste, not an allergy: "allergic to peanuts and sesame, also not a fan of fish"
    r"|,\s*(?:and |but |also |plus )*(?:i )?(?:(?:really |just )?(?:hate|dislike|can't stand|don't like|love|like|adore)|"
    r"(?:not |never )?(?:a |a big |a huge )?fan of|not keen on|not into)\b"
    r"|\bnot\b(?! (?:just|only|merely|simply|sure|really|that|too|very|so|a fan|kidding|joking)\b)"  # "the real kind not lactose"
)


def _without_exceptions(clause: str) -> str:
    # (after the words that say it: the "not" of "my body does not like peanuts" is the allergy's own)
    word = ALLERGY_WORD.search(clause)
    exception = EXCEPT.search(clause, word.end()) if word else None
    return clause[: exception.start()] if exception else clause


def _in_scope(clause: str) -> str:
    """The clause up to where an allergy's object ends: "allergic to nuts so I cook with chicken" is about the nuts."""
    listed = ALLERGY_LIST.search(clause)
    return clause[: listed.end("x")] if listed else clause


def allergy_mentions(text: str) -> list[AllergyMention]:
    """Every allergen the speaker says they react to, with how sure the statement is."""
    return list(_allergy_mentions(text))


def not_the_speakers(clause: str, sentence: str) -> bool:
    """An allergy denied, someone else's, asked about, said in general, or outgrown: not the speaker's now."""
    return bool(
        NEGATED.search(clause)
        or (SPEAKER_OTHER.search(KIT_PRAISED.sub("", clause)) and not THE_ONE.match(clause))
        or (THIRD_PERSON.search(clause) and not MY_ALLERGY.search(clause))  # "we're nut free because of my allergy"
        # (a request that ends with the allergy is the speaker's: "can you make it without cashews, I'm allergic")
        or (QUESTION.search(clause) and not WONDERED.match(clause) and not ALLERGIC_AFTER.search(clause))
        or SOMEONE_ELSE.search(clause)
        or (IN_GENERAL.search(clause) and not FIRST_PERSON.search(clause))
        or OUTGROWN.search(sentence.lower())
        or FINE_WITH.search(clause)
        or REPORTED.match(clause)
        or RULED_OUT.search(clause)  # "the allergist ruled out nuts, it's sesame": that clause's food is no allergy
    )


@functools.lru_cache(maxsize=1024)  # the chat reads the same message several times in one turn
def _allergy_mentions(text: str) -> tuple[AllergyMention, ...]:
    mentions: dict[str, AllergyMention] = {}
    clauses = _clauses(text)
    for index, (clause, sentence) in enumerate(clauses):
        if (
            (only := ONLY_EXCEPT.search(clause))
            and not QUESTION.search(clause)
            and not (SPEAKER_OTHER.search(clause) or THIRD_PERSON.search(clause))  # ("my son has no allergies but …")
        ):
            for name, said in named_allergens(only["x"]).items():  # "allergic to nothing except kiwi": the kiwi
                mentions[name] = AllergyMention(said, True, sentence, name)
            continue
        word, reaction = ALLERGY_WORD.search(clause), REACTION.search(clause) or SEVERE.search(clause)
        if not word and MEDICAL.search(clause) and named_allergens(clause):
            word = MEDICAL.search(clause)  # (said of no allergen, it is someone's health: "I cut salt medically")
        if not (word or reaction) and LABELS.search(clause) and named_allergens(clause):
            reaction = LABELS.search(clause)
        if not (word or reaction) and (needed := NEEDED_FREE.search(clause)) and named_allergens(needed["x"]):
            reaction = needed  # "has to be wheat free for me": asked about, never saved unasked
        if not (word or reaction) or not_the_speakers(clause, sentence):
            continue
        named = named_allergens(_in_scope(_without_exceptions(clause)))
        if word and DISH_ASKED.match(clause[: word.start()]) and (after := named_allergens(clause[word.start() :])):
            named = (
                after  # "a recipe with eggs please, I'm allergic to nuts": the eggs are asked for, the nuts the allergy
            )
        if not named and index > 0 and (clauses[index - 1][1] == sentence or UNNAMED.search(clause)):
            # "no nuts please, but it's a real allergy"; "is there peanut in satay? I'm allergic"
            named = named_allergens(clauses[index - 1][0])
            if not named and UNNAMED.search(clause):  # "no mushrooms please, I'm allergic": asked about
                clause = clauses[index - 1][0]
        following = clauses[index + 1] if index + 1 < len(clauses) else None
        ahead = False
        if not named and word and following and following[1] == sentence and not not_the_speakers(*following):
            # "I'm allergic, so no peanuts in mine please": the allergen follows; asked about, not saved unasked
            named, ahead = named_allergens(_without_exceptions(following[0])), True
        if not named and word and SENSITIVE_ONLY.search(clause) and not reaction:
            continue  # "a bit sensitive to spicy food", "sensitive to criticism"
        if not named and (foods := _foods_named(_without_exceptions(clause))):
            # a reaction to a food no allergen list names ("I get hives from raspberries") is asked about,
            # never saved unasked: a protected fact needs a known allergen or the person's yes
            for food, said in foods.items():
                mentions.setdefault(food, AllergyMention(said, False, sentence, food))
            continue
        if not named and word and (unknown := UNKNOWN_OBJECT.search(clause)):
            value = next(v for v in unknown.groups() if v)
            if not NOT_FOOD.search(value) and value not in mentions:
                mentions[value] = AllergyMention(value, False, sentence, value)
            continue
        # "if I eat shrimp I could die" states what happens, it does not hedge; nor does a doubt about the
        # name after a reaction stated as fact ("avocado makes my mouth itch, I think I'm allergic")
        stated = LABEL_DOUBTED.sub("", clause) if SEVERE.search(LABEL_DOUBTED.sub("", clause)) else clause
        stated = OUTGROWN_LATER.sub("", stated)  # "I might grow out of my egg allergy" has the allergy now
        hedged = HEDGED.search(
            re.sub(r"\b(?:if|when|whenever) i (?:eat|have|touch|smell|taste)\b", "", stated)
        ) or WORRIED.search(stated)
        sure = bool(word or SEVERE.search(clause)) and not hedged and not ahead
        for name, said in named.items():
            previous = mentions.get(name)
            if previous is None or (sure and not previous.sure):
                # a condition, or a dish made of the allergen, is stored as the allergen: its food
                said = name if CONDITION.search(said) or said in made_of() else said
                mentions[name] = AllergyMention(said, sure, sentence, name)
        if word and (listed := ALLERGY_LIST.search(_without_exceptions(clause))):
            # a food no allergen list names, listed beside known ones ("allergic to kiwi, mango and sesame"),
            # is asked about rather than dropped
            known = " ".join(named.values())
            for food, said in _foods_named(listed.group("x")).items():
                if food not in mentions and said not in known and not named_allergens(said):
                    mentions[food] = AllergyMention(said, False, sentence, food)
    return tuple(mentions.values())


# The allergens a reply to "Should I remember that you're allergic to nuts?" narrows it to: "yes but only peanuts,
# not all nuts", "just prawns actually", "cashews specifically"
NARROWED = re.compile(
    r"\b(?:only|just|specifically|solely|mainly|in particular)\s+(?:the\s+|to\s+)?(?P<x>[^,.;!?]{1,60}?)"
    r"(?=\s*(?:[,;.!?]|$|\b(?:not|but|though|actually|please)\b))"
    r"|(?:^|[,;]\s*|\b(?:yes|yeah|yep|but|it'?s)\s+)(?P<y>(?:(?!\b(?:but|only|just|and|yes|yeah|yep)\b)[\w' -]){1,40}?)\s+(?:only|specifically|in particular)\b"
)


def narrowed_to(text: str) -> list[str]:
    """The allergens a partial yes names as the ones meant, in the words used (none when it names none)."""
    named: dict[str, str] = {}
    for match in NARROWED.finditer((text or "").lower().replace("\u2019", "'")):
        named.update(named_allergens(match["x"] or match["y"]))
    return list(named.values())


# A verb that starts a statement of its own in a run-on list: "allergic to soy, hates mushrooms" (what follows is no allergen)
FEELING_VERB = r"(?:hates?|loves?|likes?|adores?|dislikes?|enjoys?|prefers?|can'?t|won'?t|doesn'?t|don'?t)"
# What an allergy is said to be to, up to where the sentence turns: "allergic to kiwi, mango and sesame so …"
ALLERGY_LIST = re.compile(
    r"\b(?:allergic to|allergy to|allergies (?:are|include)|allerg(?:y|ies|ic)(?: list)?(?: is| are)?(?: \w+)?\s*[:-])"
    r"\s*(?P<x>.+?)"
    rf"(?=\s+(?:so|but|because|since|which|though)\b|,?\s+(?:and )?{FEELING_VERB}\b|$)"
)


# A doubt about the name only, after the reaction: ", I think I'm allergic", ", so I guess it's an allergy"
LABEL_DOUBTED = re.compile(
    r",\s*(?:and |so )?i (?:think|guess|reckon|suspect) (?:i'?m|i am|it'?s|it is|that'?s) (?:probably |actually )?"
    r"(?:allergic(?: to (?:it|them|that))?|an allergy)[.!]*$"
)
# a fear of an allergy is no allergy known: "I'm worried I'm allergic to kiwi" (asked about)
WORRIED = re.compile(
    r"\b(?:worried|scared|afraid|concerned|paranoid|suspect) (?:that )?i(?:'m| am| might| may| could)\b"
)
# An allergy of the speaker's that may end one day: the doubt is about then, not now
OUTGROWN_LATER = re.compile(
    r"\b(?:might|may|could|will|should|hope to|hoping to)(?: (?:well|still|eventually|one day))? (?:grow out of|outgrow|get over)"
    r"(?= (?:my|the|this|her|his) (?:\w+ )?(?:allerg\w*|intoleran\w*))"
)
# A condition, not a food: it is named by the allergen it keeps out ("coeliac" is gluten)
CONDITION = re.compile(r"c(?:o)?eliac|intoleran|disease")
# "a nut-free cake", "dairy free please": an allergen said as something to leave out
FREE_OF = re.compile(r"\b(?P<x>[a-z]+(?: [a-z]+)?)[- ]free\b")
# "my daughter can't have dairy", "no nuts in the house": someone may not have it, whatever the reason —
# kept out of this chat's recipes (not an allergy of anyone's memory)
CANT_HAVE = re.compile(
    r"\b(?:(?:can'?t|cannot|can not|mustn'?t|must not|shouldn'?t|(?:is|are)(?:n'?t| not) allowed to|not allowed to) "
    r"(?:have|eat|drink|touch|be around|go near)|(?:has|have|needs?|must) to (?:avoid|stay away from|steer clear of|cut out)|"
    r"must avoid|(?:can'?t|cannot|doesn'?t|don'?t|won'?t) (?:tolerate|digest|handle|process)|reacts? (?:badly )?to|"
    r"(?:is|are|'s|'re) off(?! to\b))\b(?: (?:any|anything with|anything containing))?"
    r"\s+(?P<x>.+)"
    r"|^no (?P<y>.+?) (?:in|at|near|around) (?:the|our|my) (?:house|home|kitchen)\b"
)


def allergens_avoided(text: str) -> dict[str, str]:
    """{canonical allergen: the words said} for every allergy the text names, whoever has it ("my son is
    allergic to eggs", "for a friend with a nut allergy", "a nut-free cake", the speaker's own): what a
    recipe for this conversation must leave out. Allergies denied or outgrown are not named."""
    return dict(_allergens_avoided(text))


@functools.lru_cache(maxsize=1024)  # the offline coach reads every message of the chat again each turn
def _allergens_avoided(text: str) -> tuple[tuple[str, str], ...]:
    avoided: dict[str, str] = {}
    for clause, sentence in _clauses(text):
        if NEGATED.search(clause) or OUTGROWN.search(sentence.lower()):
            continue
        if (word := ALLERGY_WORD.search(clause)) or SEVERE.search(clause):
            found = named_allergens(_without_exceptions(clause))
            if word and DISH_ASKED.match(clause[: word.start()]) and (after := named_allergens(clause[word.start() :])):
                found = after  # "a recipe with eggs please, I'm allergic to nuts": the eggs are wanted
            if not found and ALLERGY_WORD.search(clause):  # "no nuts in the house, my wife is allergic"
                found = named_allergens(_without_exceptions(sentence.lower()))
            for name, said in found.items():
                avoided.setdefault(name, said)
        for match in CANT_HAVE.finditer(clause):
            for name, said in named_allergens(_without_exceptions(match.group("x") or match.group("y"))).items():
                avoided.setdefault(name, said)
        for match in FREE_OF.finditer(clause):
            for name, said in named_allergens(match.group("x")).items():
                avoided.setdefault(name, said)
    return tuple(avoided.items())
