"""The phrasings memory/extraction.py recognises: vocabularies and patterns, kept apart from the logic.

All patterns match lower-cased text with hyphens turned into spaces.
"""

from __future__ import annotations

import re

from memory.capture.polarity import NOT_FOOD_FAVOURITES

CUISINES = frozenset(
    "thai italian mexican indian japanese chinese korean french greek mediterranean spanish vietnamese "
    "lebanese ethiopian moroccan turkish american cajun caribbean peruvian brazilian german persian "
    "southern filipino indonesian malaysian szechuan sichuan cantonese "
    "african jamaican cuban argentinian british irish polish russian nordic scandinavian hawaiian "
    "israeli syrian nepalese pakistani bangladeshi punjabi georgian portuguese hungarian ukrainian nigerian "
    "ghanaian somali egyptian tunisian iranian afghan burmese taiwanese singaporean colombian venezuelan "
    "chilean salvadoran levantine basque".split()
) | {
    "middle eastern",
    "tex mex",
    "korean bbq",
    "soul food",
    "street food",
    "sri lankan",
    "north african",
    "west african",
    "east african",
    "south indian",
    "north indian",
    "south east asian",
    "southeast asian",
    "pan asian",
    "latin american",
    "south american",
    "central american",
}

# A cuisine the table does not list, named the way cuisines are ("Georgian food", "Nepalese cooking",
# "Punjabi dishes"): a word shaped like a people's name before a word for food.
DEMONYM = re.compile(
    r"^(?!(?:clean|plain|human|rubbish|artisan|vegan|vegetarian|pescatarian|christian|median|urban|suburban)$)"
    r"[a-z]{3,}(?:ian|ean|ese|an|ish|i)$"
)
CUISINE_NOUNS = frozenset("food foods cuisine cooking dishes dish takeaway takeaways takeout restaurants".split())


def cuisine_word(word: str) -> bool:
    return word in CUISINES or bool(DEMONYM.match(word))


STYLES = {
    "one pot": "one pot",
    "one pan": "one pan",
    "one tray": "one tray",
    "tray bake": "traybakes",  # not "baking": a dish of the oven tray
    "traybake": "traybakes",
    "sheet pan": "sheet pan",
    "slow cooker": "slow cooker",
    "slow cooking": "slow cooker",
    "crock pot": "slow cooker",
    "crockpot": "slow cooker",
    "instant pot": "instant pot",
    "pressure cooker": "pressure cooker",
    "air fryer": "air fryer",
    "air frying": "air frying",
    "air fry": "air frying",
    "steaming": "steaming",
    "pressure cooking": "pressure cooker",
    "meal prep": "meal prep",
    "meal prepping": "meal prep",
    "batch cooking": "batch cooking",
    "batch cooker": "batch cooking",
    "batch cook": "batch cooking",
    "quick": "quick meals",
    "quick and easy": "quick and easy",
    "quick meal": "quick meals",
    "fast meal": "quick meals",
    "30 minute": "30-minute meals",
    "15 minute": "15-minute meals",
    "no cook": "no-cook",
    "waste": "no waste",
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
    "seasonal": "seasonal cooking",
    "in season": "seasonal cooking",
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
    "intermittent fasting": "intermittent fasting",
    "16:8 fasting": "16:8 fasting",
    "16:8": "16:8 fasting",
    "5:2": "5:2",
    "5:2 fasting": "5:2",
    "low sodium": "low sodium",
    # named programmes people follow
    "weight watchers": "Weight Watchers",
    "slimming world": "Slimming World",
    "atkins": "Atkins",
    "veganuary": "vegan",  # a month of it
    # the way of eating named as a belief: "quit veganism after six years"
    "veganism": "vegan",
    "vegetarianism": "vegetarian",
    "pescatarianism": "pescatarian",
}
_DIET_WORDS = "|".join(sorted((re.escape(d) for d in DIETS), key=len, reverse=True))

PEOPLE_NOUNS = (
    "friend|friends|mate|mates|pal|buddy|bestie|wife|husband|hubby|partner|fianc[eé]e?|boyfriend|girlfriend|"
    "kid|kids|son|sons|daughter|daughters|stepson|stepdaughter|nephew|niece|cousin|aunt|auntie|uncle|mom|mum|mother|"
    "dad|father|brother|sister|in-laws|in laws|boss|roommate|flatmate|housemate|family|children|child|guest|guests|parents|"
    "colleague|colleagues|coworker|client|clients|neighbou?r|baby|toddler|teen|grandma|grandpa|nan|gran|granny|"
    "grandson|granddaughter|cat|cats|dog|dogs|puppy|kitten|pet|pets|little one|little ones|youngest|eldest|oldest|"
    "kiddo|kiddos|missus|other half|grandad|granddad|grandmother|grandfather|godson|goddaughter|stepmum|stepdad|"
    "relative|relatives|visitor|visitors|coworkers|classmate|classmates|housemates|flatmates|roommates|nephews|nieces|"
    "cousins|aunts|uncles|grandkids|grandchildren|twins"
)
# what people type before the subject: "lol my cat loves tuna", "omg my husband hates olives"
_OPENER = r"(?:(?:and|but|so|also|lol|haha|omg|ok|okay|oh|well|btw|fyi|honestly|tbh|ngl|fun fact)[,:]? )*"
THIRD_PERSON = re.compile(
    rf"^{_OPENER}(?:my|our|his|her|their) (?:\w+ ){{0,2}}?(?:{PEOPLE_NOUNS})\b"
    # ("you can stop skipping garlic for me", "you don't have to avoid onions" tell the coach of the speaker)
    rf"|^{_OPENER}(?:he|she|they|you(?! (?:can |could )?(?:stop|quit)\b| (?:don't|do not|no longer) (?:have|need) to\b)|"
    r"everyone|everybody|people|someone|somebody)\b"
    # some of a group counted: "one is coeliac and one is vegan", "two of them are vegetarian", "the other's allergic"
    rf"|^{_OPENER}(?:one|two|three|four|five|six|some|most|half|another|the other|the others|\d+)"
    r"(?: of (?:them|the guests|the kids|the group|my \w+|our \w+))?(?:'s| is| are| has| have| can'?t| cannot| doesn'?t|"
    r" don'?t| won'?t| gets?)\b"
    # others named without "my": "the kids love it when I make pancakes" (not "the whole family", which holds me)
    r"|^"
    + _OPENER
    + r"(?:the|all the|both the) (?:\w+ )?(?:kids|children|boys|girls|twins|grandkids|guests|in-laws|in laws|"
    r"neighbou?rs|parents|friends)\b"
    # "we" is the speaker's household, whose habits of eating and cooking are the speaker's ("we grill all
    # year", "we eat a lot of Korean food"); what "we" did or plan is not a habit, and what "we" love is
    # not surely the speaker's taste unless it is said of each ("we both hate olives", as "my husband and I
    # love curry" is)
    rf"|^{_OPENER}we\b(?! (?:(?:usually|always|mostly|often|really|all|both|just|mainly|generally) )*"
    r"(?:(?:tend to|seem to) )?(?:end up (?:eating|cooking|making|having)\b|eat|cook|grill|"
    r"bake|never eat|don't eat|do a lot of|do (?:a|one) (?:\w+ )?(?:cook|batch|prep)|make a lot of|make our own|bake our own|grow our own|batch cook|meal prep|"
    r"air fry|slow cook|stir fry|ferment|pickle|barbecue|bbq|keep (?:kosher|halal)|"
    r"(?:usually|always|often|normally) (?:have|make|do))\b)"
    r"(?!(?: |'re | are )(?:(?:really|absolutely|totally) )?(?:both|all) (?:(?:really|absolutely|totally) )?(?:love|like|"
    r"adore|enjoy|hate|loathe|can't stand|don't like|(?:big |huge )?fans of|obsessed with|trying to|cutting|avoiding|"
    r"watching)\b)"
    # ("my allergies are kiwi and sesame", "my dislikes are …" are the speaker's own)
    rf"|^{_OPENER}(?:(?:my|our) (?!allerg|intoleran|dislikes?\b|likes\b)|(?:his|her|their) )"
    # (nor are the speaker's own body and the medicine they carry: "my epipen is always on me", "my stomach hates dairy")
    r"(?!favou?rite|fave|goal|diet|aim|target|mission|focus|priority|thing|jam|weakness|vice|kryptonite|"
    r"epi ?pens?\b|inhalers?\b|immune|body\b|stomach|tummy|gut\b|throat|mouth|lips?\b|tongue|skin\b|face\b|"
    # (and where the speaker keeps food: "my fridge is always full of yoghurt")
    r"fridge\b|freezer\b|cupboards?\b|pantry\b|larder\b)\w+ "
    r"(?:is|are|has|have|hates?|loves?)\b"
)
# A subject that includes the speaker says it of the speaker too: "my partner and I are both allergic
# to peanuts", "me and my sister are vegan", "we're both coeliac".
WITH_SPEAKER = re.compile(
    rf"^(?:(?:and|but|so|also|oh) )?(?:both )?(?:(?:my|our) (?:\w+ ){{0,2}}?(?:{PEOPLE_NOUNS}|\w+) and (?:i|me)|"
    rf"me and (?:my |our )?(?:\w+ ){{0,2}}?(?:{PEOPLE_NOUNS}|\w+)|we|the two of us|both of us)"
    r"(?:(?: are| 're|'re) (?:both |all )?| (?=(?:both|all) ))(?=(?:\w+ )?(?:allergic|intolerant|c(?:o)?eliac|veggie|vegan|vegetarian|"
    r"pescatarian|pescetarian|plant based|keto|gluten free|dairy free)s?\b|(?:both|all) (?:cutting|trying to|avoiding|watching|"
    r"can'?t stand|cannot stand|hate|love|adore|dislike|loathe|detest|obsessed with|mad about|crazy about|addicted to|"
    r"hooked on)\b|"
    # a change of eating made together holds the speaker ("we're trying to cut back on carbs"); a taste needs "both"
    r"(?:trying to|aiming to|working on|cutting (?:down|back)|eating (?:more|less|fewer))\b)"
    r"(?:(?:both|all) (?=cutting|trying|avoiding|watching|can|hate|love|adore|dislike|loathe|detest))?",
    re.I,
)


# "I'm the one with the sesame allergy, not my husband": the person named after "not" is ruled out
NOT_THEIRS = re.compile(
    rf",?\s+(?:and )?not (?:my|our|his|her|their|the) (?:[\w'-]+ ){{0,2}}?(?:{PEOPLE_NOUNS})(?:'s)?[\s.!]*$", re.I
)


# A statement asked as whether it was said before: "did I tell you I'm lactose intolerant?", "have I mentioned I
# hate olives?" — the speaker says it now
TOLD_BEFORE = re.compile(
    r"^(?:(?:oh|oh and|and|also|btw|wait)[,\s]+)?(?:did i (?:ever )?(?:tell you|mention|say)|have i (?:ever )?(?:told you|"
    r"mentioned|said)|i (?:think i )?(?:told|mentioned to) you before|"
    # said again: "like I said, I hate olives", "I've told you a million times I don't eat pork"
    r"(?:like|as) i (?:said|say|told you|mentioned)(?: (?:before|already|earlier))?|"
    r"i(?:'ve| have)? (?:already )?told you(?: (?:before|already|a (?:million|hundred|thousand) times|so many times|twice))?)"
    r"(?: that)?,?\s+(?=(?:i|i'm|im|i've|my|we|we're)\b)",
    re.I,
)
# Words to the coach before the statement: "you should know I have a mustard allergy", "for the record, …"
TOLD_YOU = re.compile(
    r"^(?:(?:ok|okay|so|right|oh)[,\s]+)*(?:(?:just )?so you know|you should know|you need to know|for the record|keep in mind|bear in mind|note that|"
    r"please note|remember that|fyi|heads up|important|(?:quick |small |little |big )?(?:update|news|correction)|"
    r"(?:a (?:bit|little) |quick |some )?(?:about me|background(?: on me)?|intro)|"
    # a list announced: "a few things: …", "quick facts about me - …", "the basics: …"
    r"(?:(?:a few|some|a couple of|couple of|two|three|four|five) (?:quick )?(?:things|facts|notes)(?: about me)?"
    r"|(?:quick |some |a few )?facts about me|(?:the |my )?basics))"
    r"[,:!.\s-]+(?:that\s+)?(?=\w)"
    # "I should probably mention I'm allergic to …", "worth saying I'm vegan": a preface, not a hedge
    r"|^(?:i (?:should|ought to|must|need to) (?:probably |also |just |really )?|i (?:forgot|meant|wanted) to |"
    r"(?:i )?(?:guess|suppose) i should |(?:it'?s |probably |also )?worth )(?:mention(?:ing)?|say(?:ing)?|tell(?:ing)? you|"
    r"add(?:ing)?|not(?:e|ing)|point(?:ing)? out)[,:]?\s+(?:that\s+)?(?=(?:i|i'm|im|i've|my|we|we're)\b)"
    # asked to keep it: "can you remember that I'm cooking for four now", "never forget I'm allergic to nuts"
    r"|^(?:(?:can|could|would|will) you |please |pls )?(?:remember|note|make a note|keep in mind|bear in mind|"
    r"don'?t forget|never forget|save|store)(?: (?:for (?:next time|the future|later)|this))?[,:]?\s+(?:that\s+)?"
    r"(?=(?:i|i'm|im|i've|my|we|we're)\b)",
    re.I,
)


# Asked to be recorded as something: "you can put me down as vegan now", "mark me as a beginner"
# The speaker as one of a kind of people: "I'm one of those people who's allergic to garlic" is allergic to garlic
ONE_OF_THOSE = re.compile(
    r"\b(?:i'?m|i am|im) (?:one of those|one of the|the kind of|the sort of|the type of|a) (?:people|person|guys?|"
    r"women|woman|men|man|folks?|lucky ones?|unlucky ones?) (?:who|that)(?:'s| is|'re| are)? ",
    re.I,
)
PUT_DOWN_AS = re.compile(
    r"^(?:(?:you can|can you|could you|please|pls|just|go ahead and) )*(?:put|mark|list|set|record|log|count) me "
    r"(?:down )?as (?:an? )?",
    re.I,
)


def _as_the_speaker(match: re.Match[str]) -> str:
    """ "we're both vegan" is "i'm vegan"; "me and my husband both can't stand coriander" is "i can't stand …"."""
    after = match.string[match.end() :]
    return "i " if re.match(r"(?:can'?t|cannot|hate|love|adore|dislike|loathe|detest)\b", after, re.I) else "i'm "


# A diet the household took up together holds the speaker: "we've gone veggie as a family", "we all went vegan in
# january" (not with the speaker left out: "my family went vegan but I didn't")
WE_WENT = re.compile(
    r"^(?:(?:and|so|also|oh) )?(?:we|the whole family|my whole family|the family|our family|our household|the household)"
    r"(?:'ve| have| has)? (?:all |both )?(?P<v>gone|went|become|became|turned|switched to|changed to) (?=(?:fully |completely |all |totally )?"
    r"(?:veggie|vegan|vegetarian|pescatarian|pescetarian|plant based|plant-based|gluten free|dairy free|keto)\b)",
    re.I,
)
LEFT_OUT = re.compile(
    r"\b(?:except (?:for )?me|apart from me|not me|but (?:i|me) (?:didn'?t|haven'?t|'?m not|am not|still))\b", re.I
)


def household_diet(clause: str, sentence: str) -> str:
    """ "we've gone veggie as a family" → "i've gone veggie as a family", unless the sentence leaves the speaker out."""
    if LEFT_OUT.search(sentence):
        return clause
    return WE_WENT.sub(
        lambda m: ("i " if m.group("v") in ("went", "became") else "i've ") + m.group("v") + " ", clause, 1
    )


# Someone's fact the speaker shares: "my partner's allergic to shellfish and so am i", "my mum can't eat gluten
# and neither can i" say it of the speaker
SO_AM_I = re.compile(
    rf"^(?:(?:(?:my|our) (?:[\w'-]+ ){{0,2}}?|the (?:[\w'-]+ )?|(?:an?|one) (?:[\w'-]+ )?)(?:{PEOPLE_NOUNS})|he|she|they)(?P<verb>'s|'re| is| are| has| have| hates?| loves?| can'?t| cannot|"
    r" doesn'?t| don'?t| gets?| eats?| won'?t)\b(?P<rest>.+?),?\s+(?:and\s+)?(?:so (?:am|do|have|can) i|"
    r"i (?:am|do|have|can|(?:have|'ve) got)(?: it| one| that)? (?:too|as well)|"
    r"me too|(?:it's |it is )?the same (?:for|with) me|i'm the same|neither (?:can|do|am|will) i|nor (?:can|do|am|will) i)\s*[.!]*$",
    re.I,
)
# Who else has it, said aside: "peanuts, same as my brother, i'm allergic" is the speaker's allergy
SAME_AS = re.compile(
    rf",?\s*\b(?:(?:just |exactly )?the same as|same as|just like|as with) (?:my|our) (?:[\w'-]+ ){{0,2}}?(?:{PEOPLE_NOUNS})"
    r"(?:'s| does| do| is| has)?\s*(?=,|$)",
    re.I,
)
# An amount of something eaten kept to ("keeping to roughly 1800 kcal", "sticking to 150g"): a goal, with or without the "I"
KEPT_TO = r"(?:keeping to|sticking to|staying (?:under|below|within)|keeping (?:under|below))"
AMOUNT_KEPT = r"(?:roughly |about |around |under )?\d[\d,.]* ?(?:kcal|calories|cals|g|grams)"
# A family's allergy the speaker has too: "sesame allergy runs in the family and I have it too"
RUNS_IN_THE_FAMILY = re.compile(
    r"^(?P<x>.+?) runs in (?:the|my|our) family,?\s+(?:and\s+)?(?:i (?:have|'ve got|got) it(?: too| as well)?|me too|"
    r"(?:i'm|i am) no exception|including me)\s*[.!]*$",
    re.I,
)
SHARED_VERB = {"'s": "i'm", "'re": "i'm", "is": "i'm", "are": "i'm", "has": "i have", "have": "i have", "hates": "i hate",
               "hate": "i hate", "loves": "i love", "love": "i love", "can't": "i can't", "cant": "i can't",
               "cannot": "i cannot", "doesn't": "i don't", "doesnt": "i don't", "don't": "i don't", "dont": "i don't",
               "gets": "i get", "get": "i get", "eats": "i eat", "eat": "i eat", "won't": "i won't", "wont": "i won't"}  # fmt: skip


def with_speaker(clause: str) -> str:
    """ "my partner and i are both allergic to x" → "i'm allergic to x": what is true of them all is the speaker's;
    "…, not my husband" rules him out; "you should know …" is said to the coach, not of it; "put me down as
    vegan" says "I'm vegan", and so does "did I tell you I'm vegan?"."""
    clause = household_diet(SAME_AS.sub("", clause), clause)
    if shared := SO_AM_I.match(clause.strip()):
        clause = f"{SHARED_VERB[shared.group('verb').strip().lower()]}{shared.group('rest')}"
    elif family := RUNS_IN_THE_FAMILY.match(clause.strip()):
        clause = f"i have {re.sub(r'^(?:an?|the) ', '', family['x'])}"
    if (told := TOLD_YOU.match(clause)) and re.match(r"(?:can|could|would|will) you\b", told.group(), re.I):
        clause = clause.rstrip("?! ")  # "can you remember that I hate olives?" asks to keep what it says
    clause = PUT_DOWN_AS.sub("i'm ", TOLD_YOU.sub("", clause, count=1), count=1)
    clause = ONE_OF_THOSE.sub("i'm ", clause, count=1)
    if told := TOLD_BEFORE.match(clause):  # "did I tell you I'm lactose intolerant?" says it
        clause = clause[told.end() :].rstrip("?! ")
    said = WITH_SPEAKER.sub(_as_the_speaker, NOT_THEIRS.sub("", clause), count=1)
    if said != clause:  # "we're vegetarians": each of them is one
        said = re.sub(r"\b(vegetarian|vegan|pescatarian|pescetarian|veggie)s\b", r"\1", said, flags=re.I)
    return said


# "I'm allergic to prawns and my husband is coeliac": what follows the "and" is someone else's, said
# after the speaker's own (only then: "my wife and my two kids are who I cook for" is one household)
_OTHERS_NEXT = re.compile(
    rf",?\s+and\s+(?=(?:my|our|his|her|their) (?:[\w'-]+ ){{0,2}}?(?:{PEOPLE_NOUNS})(?:'s\b|\s+(?:is|are|has|have|"
    r"hates?|loves?|can't|cannot|doesn't|don't|gets?|eats?)\b))"
    # some of a group counted after the speaker's words: "I've got guests coming, one is coeliac and one is vegan"
    r"|(?:,\s*|,?\s+and\s+)(?=(?:one|two|three|four|five|another|the other|\d+)(?: of (?:them|the guests|the kids|us))?"
    r"(?:'s| is| are)\b)",
    re.I,
)


# A question after a statement: "I've got 15 minutes tops, ideas?", "as someone with a sesame allergy, what can I
# make?" (the statement is a clause of its own, not part of the question).
TRAILING_QUESTION = (
    r",\s*(?=(?:any|anything|got any|ideas|suggestions|thoughts|recommendations|tips|help|what|how|which|"
    r"could you|can you|would you|is (?:that|it|this|there)|should i|do i|does (?:that|it|this)|am i|could (?:it|that)|"
    r"would (?:it|that)|is that normal)\b[^,]*\?$)"
)


# A question put to others, then answered for oneself: "does anyone else hate raisins? I do", "does anyone
# else's throat itch with apples? mine does" state the speaker's own.
ASKED_AND_ANSWERED = re.compile(
    r"\b(?:does|do) anyone else(?P<own>'s)? (?P<q>[^?.!]{3,80}?)\s*\?+\s*(?:(?:because|cos|cause|coz|well|yeah) )?"
    r"(?:mine does|mine do|i do|i know i do|me too|same here)\b[.!]*",
    re.I,
)


def asked_and_answered(text: str) -> str:
    return ASKED_AND_ANSWERED.sub(lambda m: f"{'my' if m.group('own') else 'I'} {m.group('q')}.", text)


def apart_from_others(part: str) -> list[str]:
    """A first-person clause split from someone else's that follows it with "and"."""
    return _OTHERS_NEXT.split(part) if re.match(r"(?:i|i'm|im|i am)\b", part, re.I) else [part]


# what a polite wish must be about to be a goal, not a hedge: "I'd like to eat more fibre"
_GOAL_WISH = (
    r"lose|gain|build|eat (?:more|less|fewer|better|healthier)|cut|reduce|increase|get more|drink (?:more|less)|"
    r"lower|improve|cut down|cut back|stop|quit|cook (?:more|at home|from scratch)"
)
HEDGED = re.compile(
    r"\b(?:maybe|perhaps|might|may be|possibly|i think i|i (?:don'?t|do not) think i(?:'m| am)|i guess|i suppose|should i|could i|not sure|(?:pretty|fairly|almost|reasonably) sure|"
    r"wonder|considering|thinking about|thinking of|want to try|should try|could try|would like to try|the idea of|"
    r"(?:want|wanna|would like|'d like|hoping|hope) to (?:get into|learn|start|take up|get better at)|"
    r"jk|j/k|just kidding|only kidding|just joking|"  # said in jest
    # a case supposed, not the speaker's: "pretend I have a soy allergy", "what if I went vegan"
    r"(?:pretend|imagine)(?: (?:that|for a (?:second|moment|minute)))? (?=i\b|i'm\b|i'?ve\b|my\b)|hypothetically|"
    r"what if|supposing|in theory|(?:it'?s|it is) not that i\b|"
    # someone's suspicion is no diagnosis: "the doctor thinks it's coeliac"
    r"(?:thinks|suspects|reckons) (?:it'?s|it is|i'?m|i am|that)|"
    rf"(?:i'?d|i would) (?:like|love)(?! to (?:really )?(?:{_GOAL_WISH})\b)|unless|curious about|one day)\b"
    # "if I get to choose", "if I'm honest" say how sure the speaker is, not that they are unsure
    # ("tacos every day if I could" is how much they are liked)
    r"|(?<!every day )(?<!every night )(?<!every meal )(?<!every week )\bif i\b(?! (?:get to|got to|had to|have to|could|can) (?:choose|pick)\b|'m honest\b| am honest\b|'m being honest\b|"
    r" had my way\b| had the choice\b)"
    # "a one-pot kind of cook", "our favourite kind of dinner" are no hedge
    r"|\b(?:kind|sort) of\b(?! (?:cook|chef|baker|person|guy|girl|gal|eater|household|house|family|dinner|food|meal|dish|cuisine|"
    r"recipe)s?\b)"
    # "probably my favourite", "my favourite veg is probably leeks": a favourite, however sure
    r"|^(?!.*\b(?:my|our) (?:top |all[- ]time )?(?:favou?rite|fave|go-to)\b).*?\bprobably\b(?! my (?:top|favou?rite|fave|number one|go-to)\b)"
)
# "maybe 20 minutes", "probably an hour": an amount given roughly, not a claim hedged.
APPROXIMATE = re.compile(
    r"\b(?:maybe|perhaps|probably|possibly)\s+(?=(?:about |around )?(?:\d+|an? (?:hour|half|couple)|half an hour|"
    r"ten|fifteen|twenty|thirty|forty|sixty|(?:once|twice|a few times|a couple of times) a (?:week|month|year|fortnight))\b)"
)
MOMENTARY = re.compile(
    r"\b(?:tonight|today|right now|this (?:week|weekend|evening|morning)|at the moment|in the mood|"
    r"feel like|feeling like|craving)\b"
)
# A forget said for a day or a moment sets a memory aside for now, it does not take it back: "forget my
# diet today", "ignore my goals just for tonight" ("my goal for this week" names a memory).
FOR_NOW = re.compile(r"\b(?:tonight|today|right now|for now|just this once|this (?:evening|morning|time))\b")
# "eggs for breakfast" is a wish for one meal unless said as a habit: "I love oatmeal for breakfast".
MEAL_TIME = re.compile(r"\bfor (?:dinner|lunch|breakfast|supper|brunch)\b")
HABIT = re.compile(
    r"\b(?:love|like|hate|adore|prefer|enjoy|can't stand|always|usually|never|every|most days|at most|max|tops)\b"
)
REQUEST = re.compile(
    r"^(?:please |can you |could you |would you |will you )?(?:make|give|suggest|recommend|show|find|tell|cook|"
    r"help|plan|list|send)\b|\b(?:can you|could you|would you)\b|^(?:what|how|which|where|why|who|do|does|"
    r"did|is|are|should|can|could|would)\b(?!'t\b|'nt\b)"
    # "when" asks ("when should I add the garlic") unless it sets the time of what the speaker says ("when I lived
    # in Japan I got obsessed with ramen")
    r"|^when\b(?! (?:i|we) (?!(?:do|does|did|should|can|could|would|will|am|are|was|were|have|has|need)\b)\w+)"
)

COMPOUNDS = (
    "quick and easy",
    "simple and quick",
    "quick and simple",
    "fast and easy",
    "easy and quick",
    "cheap and cheerful",
    "cheap and easy",
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
    r"as well|too(?: much| many)?(?=\s*(?:$|[,.!?;]|and\b|but\b))|a lot(?! of\b| more\b| less\b| fewer\b)|very much|so much|much(?=\s*$)|lately|these days|anymore|any more|right now|at the moment|for now|for good|now|"
    r"in it|in them|on it|on them|in (?:anything|everything)|"
    # where it goes, said of every meal: "never put olives in my food", "don't add coriander to my meals"
    r"(?:in|into|to|on|onto) (?:my|our|the|your) (?:food|meals?|dishes|cooking|recipes?|plates?|dinners?|lunch(?:es)?|"
    r"breakfasts?)(?=\s*(?:$|[,.!?]))|either(?=\s*$)|since (?:the|my) \w+(?: \w+)?(?=\s*$)|"
    r"after (?:the|my|having) \w+(?: \w+)?(?=\s*$)|like the plague|like poison|more than anything(?: else)?|above all else|"
    # how much, said as an idiom: "I hate coriander with a passion", "love tofu to bits"
    r"with a passion|with all my heart|with every fib(?:re|er) of my being|to bits|to pieces|like crazy|like mad|big time|"
    r"honestly|really|actually(?=\s*$)|tbh|btw|lol|anyway|anyhow|haha|lmao|over here|here(?=\s*$)|after all|(?<!\bi )again|(?:completely|totally|entirely|altogether)(?=\s*$)|"
    r"for (?:\w+ ){0,2}reasons?|for my (?:health|religion|faith|beliefs)|on (?:\w+ )?grounds|due to (?:my )?\w+|"
    r"on weeknights|on weekdays|during the week|most (?:nights|days|weeks|weekends|mornings|evenings)|on weekends|"
    r"in general|generally|all the time|always|forever|at all|though|every (?:day|night|week|weekend|morning)|"
    r"in the (?:summer|winter|spring|autumn|fall|morning|evening)|at (?:the )?weekends?|"
    r"on (?:a )?(?:sundays?|saturdays?|fridays?|mondays?|tuesdays?|wednesdays?|thursdays?)|"
    # since when: "a few years ago", "for years", "since uni"
    r"(?:(?:a few|a couple of|some|many|several|\d+|two|three|four|five) )?(?:years?|months?|weeks?|ages) ago|"
    r"(?:a few|a couple of|several|\d+|two|three|four|five) (?:years?|months?|weeks?)|"
    r"for (?:years|ages|a while|decades|\d+ (?:years?|months?))|since (?:uni|university|college|school|childhood|"
    r"i was (?:a kid|little|young)))\b.*|[,;:()].*)$"
)
# A run-on's next statement after a value, not what the value is about ("nuts I can't even taste it";
# but "forget that I don't eat pork" names what to forget).
RUN_ON = re.compile(
    r"(?<=\w)(?<!\bthat)(?<!\bwhat)(?<!\bsaid)(?<!\bhow)(?<!\bwhere)(?<!\bwhen)(?<!\bwhich)(?<!\bbit)(?<!\bpart)"
    r"\s+(?:i|i'm|im|i've|i'll|i'd) (?:can't|cannot|don't|won't|think|swear|mean|guess|know|just|really|even)\b.*$"
)
_LEAD = re.compile(
    r"^(?:(?:too much|too many|a lot of|lots of|loads of|tons of|heaps of|plenty of|(?:bowl|plate|cup|mug|slice|"
    r"piece)s? of|big|massive|huge|giant|the|a|an|some|any|all|both|either|most|eating|having|cooking with|cooking|making|baking|food with|"
    r"dishes with|anything with|things with|stuff with|taste of|smell of|texture of|kinds of|kind of|types of|"
    r"sort of|good|great|nice|decent|proper|fresh|really good|homemade|anything)\s+)+"
)
_NEGATED_OBJECT = re.compile(
    # "I don't eat much meat" says how much, not that it is disliked
    r"^(?:to|that|it|this|them|those|these|you|when|how|what|anything|everything|nothing|something|much|many)\b"
)


ALLERGY_PATTERNS = (
    re.compile(r"\b(?:i am|i'm|im)\s+(?:\w+ly\s+)?(?:very |quite |so |super )?allergic to (?P<x>.+)"),
    re.compile(r"\bi have (?:an? )?(?:\w+ )?allerg(?:y|ies) to (?P<x>.+)"),
    re.compile(r"\bi have (?:an? |severe |bad |mild )*(?P<x>[\w\s-]+?) allerg(?:y|ies)\b"),
    re.compile(r"^my (?P<x>[\w\s-]+?) allerg(?:y|ies)\b"),
    re.compile(r"\b(?:i am|i'm|im) (?:\w+ )?intolerant (?:to|of) (?P<x>.+)"),
    re.compile(r"\b(?:i am|i'm|im) (?:\w+ly )?(?P<x>[\w-]+) intolerant\b"),
    re.compile(r"\bi (?:have|got) (?:an? )?(?P<x>[\w\s-]+?) intolerance\b"),
    re.compile(r"\bi (?:have|got) (?P<x>celiac|coeliac)(?: disease)?\b"),
    re.compile(r"\b(?:i am|i'm|im) (?:a )?(?P<x>celiac|coeliac)\b(?! (?:aware|friendly|safe|accredited)\b)"),
    # a diagnosis by those who make one: "my allergist confirmed sesame and peanut"
    re.compile(
        r"^(?:my |the )?(?:allergist|allergy (?:doctor|clinic|specialist)|immunologist|doctor|gp|consultant|allergy tests?)"
        r" (?:has |have )?(?:confirmed|diagnosed|found)(?: me with)?(?: that)?(?: i'?m allergic to| an allergy to| allergies to)?"
        r" (?:an? )?(?P<x>(?!i\b|it\b|that\b|nothing\b|no\b)[\w\s,'-]+?)(?: disease| allerg(?:y|ies))?$"
    ),
)
NOT_ALLERGIC = re.compile(
    r"\b(?:i'm|i am|im) (?:not|no longer) (?:\w+ )?allergic to (?P<x>.+?)(?:\s+(?:anymore|any more|after all))?$"
    r"|\bi (?:don't|do not|no longer) have (?:an? )?(?P<y>[\w\s-]+?) allergy\b"
    r"|\bi(?:'ve| have)? (?:outgrew|outgrown|grew out of|grown out of) (?:my |the |an? )?(?P<z>[\w\s-]+?) allergy\b"
    # said without the "I", with what makes it news: "not allergic to kiwi after all, the test was negative"
    r"|^not (?:actually |really )?allergic to (?P<r>[\w\s-]+?) (?:after all|any ?more|now)\b"
    # the allergy said the other ways it is said, denied: "I'm not lactose intolerant after all"
    # (said as news: "I avoid gluten but I'm not coeliac" takes nothing back)
    r"|\b(?:i'm|i am|im) (?:no longer|not(?=.* (?:anymore|any more|after all)$)|not actually) (?:actually |really )?"
    r"(?:(?P<v>[\w-]+) intolerant|intolerant (?:to|of) (?P<u>.+?)|(?:a )?(?P<t>celiac|coeliac))"
    r"(?:\s+(?:anymore|any more|after all))?$"
    # a test that cleared the speaker of it: "my allergy test came back negative for nuts", "I tested negative for soy"
    r"|^(?:my |the )?(?:allergy |skin prick |prick |blood )?tests? (?:results? )?(?:came back|was|were|is|are|showed?|"
    r"showed) (?:clear|negative) (?:for|to) (?P<p>[\w\s-]+?)(?:\s+(?:after all|then))?$"
    r"|^i (?:tested|test|came back) negative (?:for|to) (?P<o>[\w\s-]+?)(?:\s+(?:after all|then))?$"
    # a belief held once: "I used to think I was allergic to prawns", "I thought I was allergic to kiwi but it was a rash"
    r"|\bi (?:used to think|thought|always thought|was told) i was (?:\w+ )?allergic to (?P<b>[\w\s-]+?)(?:,? but\b.*)?$"
    # the condition itself found not to be: "it wasn't coeliac after all"
    r"|^(?:(?:so|and|but|turns out) )?(?:it|that) (?:wasn'?t|was not|was never|never was|isn'?t|is not) (?:actually |really )?"
    r"(?:a )?(?P<c>celiac|coeliac)(?: disease)?(?:\s+(?:after all|then|in the end))?$"
    r"|^(?:my |the |that )?(?P<w>[\w\s-]+?) allergy (?:was|is|turned out to be|was just|is just)(?: actually)? "
    r"(?:a |an )?(?:misdiagnosis|mistake|wrong|error|false alarm|nothing|not real|not a thing|made up)\b"
    # the allergy itself said to be over: "my egg allergy is gone", "the kiwi allergy went away"
    r"|^(?:my |the |that )?(?P<s>[\w\s-]+?) (?:allergy|intolerance)(?:'s| is| has| was)? (?:(?:all |completely )?gone|went away|"
    # ("over here" is where the speaker is: "tree nut allergy over here")
    r"gone away|disappeared|cleared up|over(?! (?:here|there)\b)|a thing of the past|(?:just )?a (?:childhood|baby|kid|teenage) thing)\b"
    # the reaction put down to something else: "the rash wasn't the prawns after all"
    r"|\b(?:the |my |that )?(?:rash|reaction|hives|swelling|itching|itchiness|breakout|flare[ -]?up|stomach ?ache|"
    r"tummy ?ache|upset stomach)(?: i (?:had|got))? (?:wasn'?t|was not|weren'?t|were not|isn'?t|is not) (?:actually |even )?"
    r"(?:caused by |from |down to |due to |because of )?(?:the |my |any )?(?P<q>[\w\s-]+?)(?: after all| then| at all)?$"
)
DIET_START = (
    re.compile(
        rf"\b(?:i am|i'm|im|i've been|i have been|ive been)\s+(?:a |an |now |still |now a |fully |strict |strictly |mostly |100% |pure "
        rf"|eating |living "
        rf"|completely |totally )*"
        rf"(?P<x>{_DIET_WORDS})\b(?! (?:recipe|dish|meal|food|option|friend|christmas|thanksgiving|easter|week|month|"
        rf"challenge|version|cheese|burger|sausage|restaurant|place|cafe|menu|party|dinner|lunch|guest)s?\b)"
    ),
    re.compile(
        rf"\b(?:i|we) (?:try to |always |mostly |usually |generally )?(?:eat|follow|keep|do|live|stick to|keep to) "
        rf"(?:a |an |the |strictly |mostly )?(?!veg\b)(?P<x>{_DIET_WORDS})"  # "veg" eaten is vegetables
        rf"(?: diet| lifestyle)?\b"
        rf"(?! (?:recipe|dish|meal|food|option))"
    ),
    re.compile(rf"\b(?:i am|i'm|im) (?:back )?(?:on|following|doing) (?:a |an |the )?(?P<x>{_DIET_WORDS})(?: diet)?\b"),
    # a diet under way, said as a try: "I'm trying the mediterranean diet now" (not "I want to try keto")
    re.compile(
        rf"\b(?:i am|i'm|im) (?:now )?(?:trying|starting|trying out) (?:a |an |the )(?P<x>{_DIET_WORDS}) diet\b"
    ),
    # a start fixed to a day: "I'm going vegan from Monday", "going keto as of today"
    re.compile(
        rf"\b(?:(?:i am|i'm|im) )?(?:going|gonna go|going to go|switching to|starting) (?:fully |full )?(?P<x>{_DIET_WORDS})"
        # (with whoever joins in: "I'm going vegan with my son from monday")
        r"(?: diet)?(?: with (?:my|our|the) (?:\w+ ){0,2}?\w+| together| as a (?:family|household))? (?:from|as of|starting|on) "
        r"(?:today|tomorrow|now|monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
        r"next week|the (?:1st|first))\b"
    ),
    re.compile(
        rf"\bi(?:'ve| have)? (?:just |recently |now |finally |officially )?(?:started|begun|began|gone on|started on) "
        rf"(?:a |an |the |my )?(?P<x>{_DIET_WORDS})(?: diet)?\b(?! (?:recipe|dish|meal|food|option|book|cookbook)s?\b)"
    ),
    re.compile(
        rf"\bi(?:'ve| have)? (?:(?:recently|just|finally|also|then|eventually|officially) )?(?:went|became|turned|switched to|"
        rf"gone|become|have gone|'ve gone|'ve become|have become) "
        rf"(?:a |an |fully |back to (?:being )?(?:a |an )?)?(?P<x>{_DIET_WORDS})\b"
    ),
    re.compile(rf"\bmy diet is (?:a |an )?(?P<x>{_DIET_WORDS})\b"),
    # a diet named with the day it starts, no verb: "no more dairy for me, full vegan from today"
    re.compile(
        rf"(?:^|,\s*)(?:(?:and|so|now) )?(?:fully |full |strictly |strict |100% )?(?P<x>{_DIET_WORDS})(?: diet)? "
        r"(?:from|as of|starting) (?:today|tomorrow|now|monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
        r"next week|the (?:1st|first))\b"
    ),
    # a diet said in place of another: "dairy free rather than gluten free now"
    re.compile(
        rf"(?:^|,\s*)(?:(?:and|so|now) )?(?P<x>{_DIET_WORDS})(?: diet)?(?: now)? (?:rather than|instead of) (?:being )?(?:a |an )?"
        rf"(?:{_DIET_WORDS})\b"
    ),
    # a diet said to be how things are now: "low carb is the new normal"
    re.compile(
        rf"(?:^|,\s*)(?:(?:and|so|now) )?(?P<x>{_DIET_WORDS})(?: diet| eating)? (?:is|'s) (?:the|my) new (?:normal|thing|way of eating)\b"
    ),
    # a diet gone back to: "back to veggie", "…, I'm back to being vegetarian"
    re.compile(
        rf"(?:^|,\s*)(?:(?:and|so|now|but) )?(?:(?:i'?m|i am|im|we'?re|we are) )?(?:now |fully )?back to (?:being )?"
        rf"(?:a |an |full |fully |strict |strictly )?(?P<x>{_DIET_WORDS})\b"
        r"(?! (?:recipe|dish|meal|food|option|book|cookbook|cooking|version)s?\b)"
    ),
    # a diet someone with the standing to prescribe one has the speaker on: "my dietitian has me on low FODMAP"
    # (or moved me onto: "the dietitian has moved me onto low fodmap instead")
    re.compile(
        rf"\b(?:has|had|put|puts|got|started|moved|switched|changed) me (?:on|onto|over to|over onto) (?:a |an |the )?"
        rf"(?P<x>{_DIET_WORDS})(?: diet)?\b(?! (?:team|rota|shift|list|table|menu)\b)"
    ),
    # a diet someone got the speaker into, or the name the speaker goes by: "my husband talked me into going keto",
    # "so call me vegetarian"
    re.compile(
        rf"\b(?:talked|convinced|persuaded|got) me (?:into|to) (?:going |become |becoming |go |being |try |trying |start |"
        rf"starting |doing )?(?:a |an |the )?(?P<x>{_DIET_WORDS})\b(?! (?:recipe|dish|meal|food|option)s?\b)"
    ),
    re.compile(rf"(?:^|,\s*)(?:(?:so|and|now|just) )?call me (?:a |an )?(?P<x>{_DIET_WORDS})\b"),
    # a diet converted to: "I've converted to veganism", "converted to being pescatarian"
    re.compile(
        rf"\bi(?:'ve| have)? (?:(?:just|recently|finally|fully) )?converted to (?:being )?(?:a |an )?(?P<x>{_DIET_WORDS})(?:ism)?\b"
    ),
    # a change said as a move: "switched from vegetarian to vegan", "went from pescatarian to fully veggie"
    re.compile(
        rf"\b(?:switched|switching|went|gone|moved|changed|transitioned|converted|progressed)(?: over| all the way)? "
        rf"from (?:being )?(?:a |an )?(?:(?:full|fully|strict|strictly|hardcore|proper) )?(?:{_DIET_WORDS})(?: diet)? "
        rf"(?:(?:back|over|across|down|up|straight) )?to (?:being )?(?:a |an |fully |full |strictly |"
        rf"completely |totally |100% )*(?P<x>{_DIET_WORDS})\b"
    ),
)
# "I'm not vegetarian" said of how one eats, not as news: it ends only the diet memory holds
DIET_DENIED = re.compile(rf"\b(?:i'm|i am|im) not (?:a |an )?(?P<x>{_DIET_WORDS})\b")
# A diet named as a spell of time: "my vegan days", "the keto experiment", "that paleo phase"
_DIET_SPELL = r"(?: diet| thing| phase| days| experiment| stint| era| kick| trial)?"
DIET_END = re.compile(
    rf"\b(?:i'm|i am|im) no longer (?:a |an )?(?P<x>{_DIET_WORDS})\b"
    rf"|(?:\bi(?:'ve| have)? |\bwe(?:'ve| have)? |^)(?:stopped|quit|gave up(?: on)?|given up(?: on)?|dropped|ended|ditched|"
    rf"binned|scrapped|moved on from|moved away from|packed in|knocked (?:\w+ )?on the head) (?:being |doing |following )?(?:a |an |on |the |my |our )?(?:whole )?"
    rf"(?P<y>{_DIET_WORDS})\b"
    rf"|\bi(?:'m| am) off (?:the )?(?P<z>{_DIET_WORDS})\b"
    # had enough of it: "I've had enough of keto"; kept no longer: "I don't only eat halal anymore"
    rf"|\bi(?:'ve| have)? had (?:enough|it) (?:of|with) (?:the |being |doing )?(?P<k>{_DIET_WORDS})\b"
    rf"|\bi (?:don'?t|do not|no longer) (?:only |just |strictly |always )?(?:eat|keep|follow|do|stick to) (?P<j>{_DIET_WORDS})"
    r"(?: only| food| diet)?(?: any ?more| now| these days)\b"
    rf"|\bi no longer (?:eat|keep|follow|do|stick to|keep to|observe) (?:the |a |an )?(?P<d>{_DIET_WORDS})\b"
    # a diet not gone back to: "I'm not going back to being vegetarian"
    rf"|\b(?:i'?m|i am|im) (?:never |not )(?:going|gonna go) back to (?:being |doing |eating )?(?:a |an )?(?P<b>{_DIET_WORDS})\b"
    # the diet someone else's: "the dairy free diet was for my son, not me"
    rf"|^(?:the|that|my) (?P<i>{_DIET_WORDS})(?: diet| thing)? (?:was|is) (?:for |about )?(?:my |our )?(?:[\w-]+ )?(?:{PEOPLE_NOUNS})"
    r"(?:'s)?,? not (?:me|mine|for me)\b"
    # said as under way: "I'm dropping keto", "we're giving up being vegan"
    rf"|\b(?:i'?m|i am|im|we'?re|we are) (?:(?:finally|officially|now|just|definitely) )?(?:quitting|dropping|ditching|"
    rf"giving up(?: on)?|abandoning|binning|scrapping|packing in|easing off|coming off|winding down) (?:being |doing |following )?(?:the |my |our )?"
    rf"(?P<o>{_DIET_WORDS})\b"
    # "take me off vegan", "take me off the keto list"
    rf"|^(?:please |can you |could you )?take me off (?:the |my )?(?P<p>{_DIET_WORDS})\b"
    rf"|^(?:i'm |i am |im |my diet is |my diet's )?no longer (?:a |an )?(?P<w>{_DIET_WORDS})\b"
    rf"|\bi(?:'ve| have)? (?:stopped|quit|dropped|ended|abandoned) (?:the |my )(?P<v>{_DIET_WORDS})(?: diet| thing| plan)?\b"
    rf"|(?:^|,\s*)(?:(?:so|and|but|now) )?(?:(?:i'm|i am|im|it'?s|it is|my diet'?s|my diet is) )?not (?:a |an )?(?P<u>{_DIET_WORDS})(?: diet)? "
    r"(?:any ?more|now|these days|no more)\b"
    # a diet a clinician ended: "my doctor took me off the low FODMAP diet"
    rf"|\b(?:doctor|gp|dietitian|dietician|nutritionist|consultant|specialist)(?: has)? (?:taken|took) me off "
    rf"(?:the |my |a )?(?P<e>{_DIET_WORDS})\b"
    rf"|\b(?:i'm|i am|im|i've|i have) (?:done|finished|over) (?:with )?(?:the |my |being )?(?:a |an )?(?P<t>{_DIET_WORDS})\b"
    # the diet said not to have worked: "keto didn't work for me"
    rf"|^(?:the |being |going )?(?P<q>{_DIET_WORDS})(?: diet| thing)? (?:didn'?t|did not|doesn'?t|does not) (?:work|suit me|agree with me|stick|last)"
    rf"(?: for me| out)?\b(?!.*\b(?:my|his|her|their) (?:\w+ )?(?:{PEOPLE_NOUNS})\b)"
    # the diet itself said to be over: "keto's over for me", "my vegan days are behind me"
    rf"|^(?:(?:so|and|well|yeah) )?(?:my |the )?(?P<s>{_DIET_WORDS}){_DIET_SPELL}(?:'s| is| are| was) "
    rf"(?:over|done|finished|behind me|a thing of the past)\b"
    # said of it after what it was: "low fodmap was only ever temporary and it's finished now", "veggie for lent, but that's over"
    rf"|^(?:my |the )?(?P<a>{_DIET_WORDS}){_DIET_SPELL}\b[\w\s'-]{{0,60}}?,? (?:and|but|so|which) (?:it'?s|that'?s|it is|that is|"
    r"it was|that was) (?:now |all |long )?(?:over|finished|done|behind me)\b"
    # a diet no longer kept, or parted with: "halal isn't something I keep to anymore", "me and keto are done"
    rf"|^(?P<g>{_DIET_WORDS})(?: diet)? (?:isn'?t|is not|is no longer) (?:something|a thing) (?:i|we) (?:keep(?: to)?|follow|"
    r"stick to|do|observe)(?: any ?more| now| these days)?\b"
    rf"|^(?:me and|i and) (?P<f>{_DIET_WORDS}) (?:are|'re) (?:done|over|finished|through)\b"
    rf"|^(?P<c>{_DIET_WORDS}) and (?:i|me) (?:are|'re) (?:done|over|finished|through)\b"
    # ended, said of the diet: "my vegetarian phase ended at uni", "keto is history", "gluten free was a fad for me"
    rf"|^(?:(?:so|and|well|yeah) )?(?:my |the |our )?(?P<h>{_DIET_WORDS}){_DIET_SPELL} (?:ended|finished|"
    r"fizzled out|came to an end|(?:is|was|'s) (?:(?:now )?(?:ancient )?history|(?:just |only )?(?:a fad|a phase|a trend) for me))\b"
    rf"|^(?:(?:i'm|i am|im) )?(?:not|no longer) (?:doing|on|following|eating) (?:the |a |an |my )?(?P<r>{_DIET_WORDS})"
    rf"(?: thing| diet| plan| lifestyle)?\b"
    # said not to be how one eats: "pescatarian isn't how I eat these days", "keto's no longer my thing"
    rf"|^(?:the |being )?(?P<n>{_DIET_WORDS})(?: diet| thing)?(?: isn'?t| is not|'s not| is no longer|'s no longer) (?:really )?"
    r"(?:how i eat|for me|my thing|me|what i do)\b"
    # a label no longer wanted: "I don't want the keto tag on me anymore"
    rf"|\b(?:don'?t|do not|no longer) want (?:the |that |my )?(?P<l>{_DIET_WORDS}) (?:tag|label|badge)\b"
    # dropped as the conclusion of what was said: "pork's no longer off limits for me so drop halal"
    rf"|\b(?:so|and) (?:please |just |you can )?(?:drop|scratch|scrap|forget|remove|delete|bin|ditch|lose) (?:the )?"
    rf"(?P<m>{_DIET_WORDS})(?: thing| bit| diet| one)?(?: please| pls)?$"
)
FISH = frozenset("fish seafood salmon tuna prawns shrimp shellfish sushi".split())
ANIMAL_PRODUCTS = frozenset("dairy eggs egg cheese milk honey butter yoghurt yogurt".split())
MEATS = frozenset(
    {
        "red meat",
        "white meat",
        *"meat chicken pork beef lamb steak bacon turkey duck burgers sausages ham mince".split(),
    }
)
# giving up a whole food group is a diet: "I've cut out meat completely", "gave up all animal products"
GIVE_UP_GROUP = re.compile(
    r"(?:\bi(?:'ve| have)? |^)(?:(?:completely|totally|fully|recently|just|finally) )?(?:cut out|given up|gave up|"
    r"stopped eating|quit|dropped|ditched|eliminated|cut) (?:all |eating )?"
    # (dairy, gluten, lactose too: "I've cut out dairy entirely" is dairy-free)
    r"(?P<x>meat(?: and fish| and seafood)?|animal products?|dairy|gluten|lactose)\b"
)
EVERYTHING = frozenset({"everything", "anything", "anything and everything", "all sorts"})
# what a gluten-free or a low-carb diet leaves out: eating it again ends that diet
GLUTEN_FOODS = frozenset("gluten wheat bread pasta".split())
CARBS = frozenset("carbs carb bread pasta rice potatoes sugar".split())
_EATEN = "|".join(sorted(FISH | ANIMAL_PRODUCTS | MEATS | EVERYTHING | GLUTEN_FOODS | CARBS, key=len, reverse=True))
EAT_AGAIN = re.compile(
    # said without the "I" too: "gave up being vegan, eating eggs again", "gave in and started eating ham"
    r"(?:\bi(?:'ve| have|'m| am|'ll| will)? (?:now |also |actually |still |recently |just |finally )?|"
    r"^(?:[a-z']+(?: in)? and )?(?:(?:recently|just|finally|lately) )?"
    r"(?=(?:eating|eat|started|back|went|gone|now eat|can eat|can have|been eating)\b))"
    r"(?:eat|eat some|been eating|have started eating|started eating|begun eating|now eat|do eat|eating|can eat|can have|"
    r"back on(?: the)?|"
    r"went back to eating|am back to eating|'m back to eating|go back to eating|gone back to eating|switched back to "
    r"eating|started having|back to eating|having(?= [\w\s-]+ (?:again|these days)\b)) (?:a (?:bit|little) of |a little |the odd |the occasional |occasional )?"
    rf"(?P<x>{_EATEN})\b(?!,? (?:except|apart from|but|other than|besides|bar|save for)\b)"
    # "I'll eat anything thai" names a taste, not a diet given up
    r"(?!(?:(?<=anything)|(?<=everything)) (?!(?:now|again|these days|nowadays|at all|really)\b)\w)(?:.*\b(?:now|again|these days|nowadays)\b)?"
    # put back into the diet: "I've added fish back into my diet"
    rf"|\bi(?:'ve| have)? (?:added|brought|put|let) (?P<y>{_EATEN}) back\b"
    # said of the food: "fish is back on the menu (for me)", "yoghurt and cheese are back on the menu"
    rf"|(?:^|,\s*)(?:and |but |so )?(?P<z>(?:{_EATEN})(?:(?:,|,? and|,? &) (?:{_EATEN}))*)(?: is| are|'s) (?:firmly )?back on (?:the|my) (?:menu|plate|table)\b"
)
# Everything but one food group is a diet: "I eat pretty much everything except meat".
EVERYTHING_BUT = re.compile(
    r"\bi (?:eat|have) (?:pretty much |basically |just about |almost )?(?:everything|anything) (?:but|except(?: for)?|"
    r"apart from|other than) (?P<x>meat(?: (?:and|or) fish)?|animal products?)\b"
)
# How one likes one's food: "I like my food really simple" (simple food), "I like my steak rare" (rare steak).
# Said of all one eats, the way is the taste: "I like things mild", "I like everything spicy".
QUALITY = (
    r"mild|spicy|hot|simple|plain|light|fresh|sweet|savou?ry|salty|crispy|crunchy|bland|rich|saucy|cheesy|garlicky|"
    r"tangy|sour|zingy"
)
HOW_I_LIKE = re.compile(
    r"\bi (?:really |just |always )?(?:like|love|prefer) (?:my (?P<thing>[\w-]+(?: [\w-]+)??)|(?:things|everything|"
    rf"it|it all|stuff|food|my food|my meals)(?= (?:\w+ )?(?:{QUALITY})(?:,.*)?$)) "
    r"(?:really |pretty |quite |nice and |very |fairly |super |extra )?(?P<how>[\w-]+)(?:,.*)?$"
)
# Won over: "I've come round to mushrooms", "I've warmed up to tofu", "I've grown to love olives".
COME_ROUND = (
    r"(?:(?:come|came|coming) a?round (?:to|on)|(?:warmed|warming) (?:up )?to|"
    r"(?:grown|grew|growing) to (?:like|love|enjoy|appreciate))"
)
_WON_OVER_LEAD = r"\bi(?:'ve| have|'m| am)? (?:finally |slowly |actually |kind of |kinda |sort of |really )?"
_WON_OVER_TAIL = r"(?:\s+(?:now|these days|lately|recently|over the years|after all))?$"
UNDISLIKE = re.compile(
    # come round to it: the dislike is over ("come round to mushrooms"); grown to love it: a liking now
    rf"{_WON_OVER_LEAD}(?:come|came|coming) a?round (?:to|on) (?P<c>.+?){_WON_OVER_TAIL}"
    rf"|{_WON_OVER_LEAD}(?:(?:warmed|warming) (?:up )?to|(?:grown|grew|growing) to (?:like|love|enjoy|appreciate)) "
    rf"(?P<g>.+?){_WON_OVER_TAIL}"
    r"|^(?P<h>[\w\s'-]+?) (?:has |have |'s |'ve )?(?:really |finally |kind of |kinda |slowly )?(?:grown on me|won me over)\b"
    r"|\bi (?:don't|do not|no longer|dont) (?:actually |really |even )?(?:hate|dislike|avoid) (?P<x>.+?)"
    r"(?:\s+(?:anymore|any more))?$"
    # not minding is a dislike over only when said as a change: "I don't mind olives anymore", "actually I don't mind
    # them" (not "I don't mind a bit of tofu now and then")
    r"|\bi (?:no longer|don't actually|do not actually|dont actually) mind (?P<m>.+?)(?:\s+(?:anymore|any more))?$"
    r"|\bi (?:don't|do not|dont) (?:really |even )?mind (?P<n>.+?)\s+(?:anymore|any more|these days|after all|now)$"
    r"|\bactually,? i (?:don't|do not|dont) mind (?P<o>.+?)$"
    r"|\bi(?:'m| am) (?:ok|okay|fine) with (?P<y>.+?)(?:\s+(?:now|these days))?$"
    r"|\bi (?:actually |now )?(?:like|love|enjoy) (?P<z>.+?) (?:now|again|these days)$"
    # peace made, hating stopped: "kale and I have made peace", "I've stopped hating sprouts"
    r"|^(?P<w>[\w\s'-]+?) and (?:i|me) (?:have |'ve )?(?:made|make) (?:our )?peace\b"
    # fine again, said of the food: "mushrooms are fine now", "olives and I are good now" (not "the mushrooms are fine
    # now", which speaks of a dish)
    r"|^(?!(?:the|this|that|these|those|my|our|his|her|their|your)\b)(?P<q>[\w\s'-]+?)(?: and (?:i|me))? (?:is|are|'s|'re) "
    r"(?:totally |all |absolutely |perfectly )?(?:fine|ok|okay|alright|good|cool|friends)(?: (?:by|with|for) me)? "
    r"(?:now|these days|again|actually|after all)\b"
    r"|\bi(?:'ve| have)? made (?:my )?peace with (?P<u>.+?)$"
    r"|\bi(?:'ve| have)? stopped (?:hating|disliking|avoiding) (?P<t>.+?)$"
    # the coach told to stop leaving it out: "please stop avoiding onions for me", "no need to skip the mushrooms"
    r"|^(?:please |pls |so |and )?(?:you can |can you |could you )?(?:stop|quit) (?:avoiding|skipping|leaving out|"
    r"cutting out) (?P<s>[^,]+?)(?: for me| in my (?:food|meals|recipes))?(?:,.*)?$"
    r"|^(?:you (?:don't|do not|no longer) (?:have|need) to|no need to) (?:avoid|skip|leave out|cut out) (?P<r>[^,]+?)"
    r"(?: for me| in my (?:food|meals|recipes))?(?:\s+(?:anymore|any more))?(?:,.*)?$"
)
# A liking ended: "I no longer like pineapple on pizza" takes the like back.
UNLIKE = re.compile(
    r"\bi no longer (?:really )?(?:like|love|enjoy|care for) (?P<x>.+?)(?:\s+(?:anymore|any more))?$"
    # "I'm not really into batch cooking anymore"
    r"|\bi(?:'m| am) (?:not|no longer) (?:really |that |so |as )?(?:into|keen on|a fan of|big on|bothered about) "
    r"(?P<v>.+?) (?:anymore|any more|these days|now)$"
    r"|(?:\bi(?:'m| am) |^)no longer (?:really )?(?:into|keen on|a (?:big |huge )?fan of|big on) (?P<s>.+?)$"
    # "sourdough isn't a favourite anymore"
    r"|^(?P<y>[\w\s'-]+?) (?:isn'?t|is not|is no longer|aren'?t|are not|are no longer) (?:a |my |one of my )?"
    r"(?:favou?rites?|faves?)(?: (?:anymore|any more|now))?$"
    # a liking grown less: "I don't love sushi as much as I used to"
    r"|\bi (?:don'?t|do not) (?:really )?(?:love|like|enjoy) (?P<u>.+?) (?:as much|that much) (?:as i used to|any ?more)$"
    # a love over: "I don't love pasta anymore" ("I don't like X anymore" is a dislike)
    r"|\bi (?:don'?t|do not) (?:really )?(?:love|adore) (?P<o>.+?) (?:any ?more|these days)(?: tbh| honestly| really| lol)?$"
    # "I've fallen out of love with pasta", "my sushi obsession is over"
    r"|\bi(?:'ve| have)? (?:fallen|fell) out of love with (?P<t>.+?)$"
    r"|^my (?P<r>[\w\s'-]+?) (?:obsession|phase|addiction|habit|craze)(?:'s| is| has) (?:over|done|finished|passed|gone)\b"
    # "thai's not really my thing anymore"
    r"|^(?P<q>[\w\s'-]+?)(?:'s|'re| is| are) (?:not|no longer) (?:really |quite |so much )?(?:my thing|my cup of tea|my jam|"
    r"for me|a favou?rite) (?:anymore|any more|these days|now)$"
    r"|^(?P<p>[\w\s'-]+?) (?:isn'?t|aren'?t) (?:really |quite |so much )?(?:my thing|my cup of tea|my jam|for me) "
    r"(?:anymore|any more|these days|now)$"
)
# Lukewarm is no taste either way: "olives are ok", "tofu's fine I guess".
LUKEWARM = re.compile(r"\b(?:is|are|'s|'re) (?:ok|okay|fine|alright|all right|not bad|decent|passable|edible)\b")
# Textures refused on their own: "nothing mushy"
TEXTURES = "mushy|slimy|soggy|rubbery|chewy|gloopy|stringy|gristly|watery|squishy|slippery|gelatinous|lumpy"
# A liking that has run its course: "I'm kinda over avocado toast", "sick of quinoa".
TIRED_OF = r"(?:(?:so|kinda|kind of|a bit|totally|really|just|honestly) )*(?:sick of|tired of|done with|bored (?:of|with)|over)"
# What a verdict is passed on ("liver" in "liver is a hard no"): a noun phrase, not someone's view of one
# ("the kids think broccoli is a hard no" is theirs).
_VERDICT_ON = (
    r"(?P<x>(?:(?!\b(?:think|thinks|thought|says?|said|reckons?|believes?|feels?|knows?|agrees?)\b)[\w\s'-])+?)"
)
# A rule for every meal, asked or not: "please never give me …", "can you stop suggesting …" (extraction reads the asked
# one as a statement, not a request)
STANDING_ORDER = (
    r"^(?:please |and |also |(?:can|could|would|will) you (?:please )?)?(?:(?:never|don't ever|do not ever|no more) "
    r"(?:give|serve|put|add|include|use|suggest|make|cook)|(?:stop|quit) (?:giving|serving|suggesting|recommending|making|"
    r"cooking))"
)
DISLIKE_PATTERNS = (
    # a quality of food disliked: "I hate when food is too salty", "can't stand it when things are greasy"
    re.compile(
        r"\bi (?:really |just )?(?:hate|can't stand|cannot stand|dislike|don't like|do not like|can't bear) (?:it )?when "
        r"(?:food|things|stuff|my food|dishes|meals|everything|a dish|a meal|it)(?:'s| is| are|'re| gets?| comes? out) "
        rf"(?P<x>(?:(?:too|overly|really|super|very|so) )?(?:{QUALITY}|overcooked|soggy|greasy|oily|dry|burnt|mushy|stodgy))$"
    ),
    # anything but that: "I'd rather eat cardboard than celery", "I'd sooner starve than eat tripe"
    re.compile(
        r"\bi(?:'d| would) (?:much |honestly |genuinely |literally )?(?:rather|sooner) (?:eat (?:cardboard|my (?:own )?"
        r"(?:shoes?|hat|socks?)|nothing|dirt|glass|soap|sand|paper|a brick|worms|grass)|starve|go hungry|die|not eat at all) "
        r"than (?:eat |have |touch )?(?P<x>[\w\s'-]+?)$"
    ),
    # no stomach for it: "hopeless with spice", "I'm a wimp when it comes to chilli"
    re.compile(
        r"\b(?:i'?m|im|i am) (?:(?:a bit|pretty|totally|completely|so|really) )?(?:hopeless|useless|rubbish|no good|a wimp|a lightweight) "
        r"(?:with|when it comes to) (?P<x>[\w\s'-]+?)$"
    ),
    # "I'm over coconut, too much of it lately"
    re.compile(
        r"\b(?:i'?m|im|i am) (?:so |totally |completely |kind of |kinda )?over (?!(?:it|the|my|this|that|here|there)\b)(?P<x>[^,]+)"
    ),
    # kept off a while: "been off bread since the summer"
    re.compile(r"^(?:i'?ve |i have )?been off (?P<x>[\w\s'-]+?)(?: (?:since|for|lately|recently)\b.*)?$"),
    # a food that rules a dish out: "if it's got olives in it I'm out"
    re.compile(
        r"^if (?:it'?s got|it has|it contains|there'?s|there is) (?:any )?(?P<x>[\w\s'-]+?) in(?: it| there)?,? "
        r"(?:i'?m out|count me out|i won'?t (?:eat|touch) it|i'?m not eating it|i'?ll pass|no thanks?|no thank you|"
        r"forget it|it'?s a no)$"
    ),
    # one food fine, another not: "fish is fine, just not shellfish"
    re.compile(
        r"^(?:[\w'-]+ ){1,3}(?:is|are|'s) (?:totally |perfectly )?(?:fine|ok|okay|alright|good)(?: (?:for|by|with) me)?,? "
        r"(?:just |but |only )?not (?:the )?(?P<x>[\w\s'-]+?)$"
    ),
    # given up for good: "I've sworn off fizzy drinks"
    re.compile(r"\bi(?:'ve| have)? (?:(?:just|finally|now|also|officially) )?sworn off (?P<x>[\w\s'-]+?)$"),
    # sworn off: "I'll never eat tripe again"
    re.compile(
        r"\bi(?:'ll| will| am|'m)? (?:never|not) (?:going to |gonna )?(?:eat|have|touch|order|try|drink) (?P<x>[\w\s'-]+?) (?:ever )?again\b"
    ),
    # disgust, then the food refused: "oh god no, not beetroot" (not "no, not that one")
    re.compile(
        r"^(?:oh )?(?:god|gosh|ugh+|urgh+|ew+|yuck|eugh|blegh)[,!]? (?:no+[,!]? )?(?:not|anything but|no more) "
        r"(?P<x>(?!(?:that|this|those|these|again|now|today|tonight)\b)[\w\s'-]+?)[.!]*$"
    ),
    # what would never be eaten: "I'd never eat horse", "no way am I eating insects"
    re.compile(
        r"^(?:i'?d|i would) (?:never|not ever|never ever) (?:eat|touch|try) (?P<x>[\w\s'-]+?)(?: in a million years| ever)?$"
    ),
    re.compile(
        r"^no way (?:am i|i'?m|i am|would i|i'?d|will i|i'?ll) (?:ever )?(?:eat|eating|touch|touching|try|trying) "
        r"(?P<x>[\w\s'-]+?)$"
    ),
    # all but one: "I eat everything except offal", "I'll eat pretty much anything apart from olives"
    re.compile(
        r"\bi(?:'ll| will| can)? (?:eat|try|like|have) (?:pretty much |just about |almost |basically |literally )?"
        r"(?:everything|anything) (?:except|apart from|but|other than|besides|bar|save for) (?P<x>.+)"
    ),
    re.compile(
        r"\bi (?:(?:really|absolutely|just|totally|honestly|truly|kinda|kind of|genuinely|seriously|still|also|"
        r"personally|simply|actually|definitely) )*(?:hate|dislike|detest|"
        r"loathe|despise|abhor|can't stand|cannot stand|can't bear|can't abide|cannot abide|can't be doing with|"
        r"cannot be doing with|can't handle|can't do|can't get on with|can't manage|cannot manage|"
        r"don't get on with|never got on with|can not stand|don't like|don't enjoy|do not enjoy|"
        r"do not like|dont like|don't eat|do not eat|dont eat|never eat|won't eat|will not eat|refuse to eat|"
        # (a word between: "turns out I don't actually like lamb")
        r"(?:don'?t|do not) (?:(?:really|actually|particularly|even) )+(?:like|enjoy|eat)|"
        r"avoid|don't do|don't care for|do not care for|am not into|'m not into|can't eat|cannot eat|stopped eating|"
        r"quit eating|gave up eating|no longer eat) "
        # (not where or how: "I don't eat out anymore", "never eat late"; nor a meal skipped: "I stopped eating breakfast")
        r"(?!(?:out|in|late|early|alone|together|properly|well|enough|much|a lot|at)\b)"
        r"(?!(?:(?<=eat )|(?<=eating ))(?:breakfast|brunch|lunch|dinner|supper|meals?|snacks?)\b)(?P<x>.+)"
    ),
    # a degree of a taste refused: "I don't mind spicy but nothing too hot please"
    re.compile(
        r"\b(?:but )?nothing (?P<x>(?:too|overly|very) (?:spicy|hot|sweet|salty|rich|fishy|sour|bitter|greasy|oily|"
        rf"creamy|garlicky)|{TEXTURES})\b"
    ),
    # the one thing not eaten: "I'll eat most things but draw the line at tripe"
    re.compile(r"\b(?:i )?(?:draw|drew) the line at (?P<x>.+)"),
    # what is not drunk: "I can't drink coffee now" (not "I don't drink enough water", "… on weeknights")
    re.compile(
        r"\bi (?:(?:really|just|honestly|still|also|actually|definitely) )*(?:(?:don't|do not|never|won't|can't|cannot|no "
        r"longer) drink|stopped drinking|gave up drinking|quit drinking) (?!(?:enough|much|a lot|as much|more|less|nearly|"
        r"any ?more|at all|during|on|after|before|when|while|and|or|in|at|with|until|till|for)\b)(?P<x>.+)"
    ),
    re.compile(
        r"\b(?:i am|i'm|im) (?:not (?:a |really a |a big |a huge |much of a |the biggest )?fan of|"
        rf"not (?:really |that |too |very |all that )?(?:into|keen on|big on)|{TIRED_OF}|avoiding|staying away from|"
        r"steering clear of|off|not eating|not touching|"
        r"(?:(?:a bit|quite|very|really|pretty|super|just|so) )?(?:picky|fussy|funny|weird) (?:about|with)) "
        # (what it is about the food is no food: "picky about texture, nothing mushy")
        r"(?P<x>(?!(?:the )?(?:textures?|smells?|consistency|mouthfeel)\b).+)"
    ),
    re.compile(r"\bi can't stand the (?:taste|smell|texture|flavou?r) of (?P<x>.+)"),
    # "liver is a hard no", "blue cheese is a no from me"
    re.compile(
        rf"^{_VERDICT_ON}(?: (?:is|are) (?:a |an )?|,\s*(?:a |an )?(?=(?:hard|big|firm|definite|total|absolute) ))"
        r"(?:hard |big |firm |definite |total |absolute )?(?:no|nope|pass|no go|"
        r"no-go|no no|never)(?: (?:from me|for me|in (?:my|our) (?:house|home)))?$"
    ),
    # a preference against: "I'd rather avoid eggplant", "I'd prefer not to eat lamb"
    re.compile(
        r"\bi(?:'d| would) (?:much )?(?:rather|prefer(?: to)?) (?:not (?:to )?(?:eat|have|cook with|use|get)|avoid|skip|"
        r"steer clear of|stay away from|go without) (?P<x>.+)"
    ),
    # a standing instruction about an ingredient is a dislike: "please never give me anything with mayo"
    re.compile(
        rf"{STANDING_ORDER}(?: me| us)?(?: anything| stuff| dishes| recipes| food| meals)?(?: with| containing)? (?P<x>.+)"
    ),
    re.compile(
        r"^(?P<x>[\w\s'-]+?) (?:is|are) (?:disgusting|gross|revolting|vile|nasty|awful|horrible|the worst|the devil|"
        r"(?:pure )?evil|my (?:(?:arch ?|sworn |mortal )?(?:nemesis|enemy)|arch ?enemy)|(?:a |my )?(?:\w+ )?nightmare|not my friend|no friend of mine|an abomination|"
        r"not for me|a no for me|a (?:hard |big )?no (?:from|for) me|a dealbreaker)\b"
    ),
    re.compile(r"^(?P<x>[\w\s'-]+?) (?:makes?|gives?) me (?:gag|sick|nauseous|queasy)\b"),
    # a falling-out with a food: "shrimp and I don't get along", "me and coriander have never seen eye to eye"
    re.compile(
        r"^(?=me and |[\w\s'-]+? and (?:i|me) )(?:me and )?(?P<x>[\w\s'-]+?)(?: and (?:i|me))? (?:just |really |honestly )?(?:don'?t|do not|never|"
        r"have never|'ve never|aren'?t|are not|were never) (?:really )?(?:get(?:ting)? along|got along|gotten along|"
        r"get on|got on|see eye to eye|seen eye to eye|mix|agree|friends|on good terms|on speaking terms)\b"
    ),
    re.compile(r"^no (?:more )?(?P<x>[\w\s'-]+?) for me\b"),
    # a food picked out of what one eats: "I pick the olives out of everything", "scrape the onions off my burger"
    re.compile(
        r"\bi (?:(?:always|usually|just|still|even|literally|normally) )*(?:pick|scrape|fish|flick|push|pull|dig) "
        r"(?:the |all the |any |every )?(?P<x>[\w\s'-]+?) (?:out of|off|to the side of|aside from|out from) "
        r"(?:everything|anything|my \w+|any \w+|every \w+|the \w+)"
    ),
    re.compile(r"\bkeep (?P<x>[\w\s'-]+?) (?:(?:well|far|right) )?away from me\b"),
    re.compile(r"\bi (?:really )?(?:hate|dislike) the taste of (?P<x>.+)"),
    re.compile(
        r"\bi (?:honestly |really |genuinely |just )?(?:couldn't|could not|can't|cannot) care less (?:about|for) (?P<x>.+)"
    ),
)
_NOT_SAID_OF = r"(?!(?:i|me|my|it|we|us|gives?|makes?|gets?|goes|went|is|are|was)\b)"
LIKE_PATTERNS = (
    # the verdict for: "anything pickled is a yes from me", "lamb is a big yes"
    re.compile(
        rf"^{_VERDICT_ON} (?:is|are) (?:a |an )?(?:hard |big |huge |firm |definite |total |absolute |resounding )?"
        r"(?:yes|yes please|yes yes)(?: (?:from me|for me|in (?:my|our) (?:house|home)))?$"
    ),
    # "I'm all about the traybake life", "all about that air fryer life"
    re.compile(
        r"\b(?:i'?m|im|i am) (?:so |really |totally |just )?all about (?:the |that |those |my )?(?P<x>[\w\s'-]+?)"
        r"(?: life| lifestyle| vibes?)?$"
    ),
    # what the speaker keeps in: "my fridge is always full of yoghurt", "my cupboard is basically all pasta"
    re.compile(
        r"^my (?:fridge|cupboard|cupboards|freezer|pantry|larder|snack drawer)(?: is|'s| are) (?:always |basically |just |"
        r"mostly |permanently )*(?:full of|stocked with|packed with|stuffed with|all) (?P<x>[\w\s'-]+?)$"
    ),
    # what the speaker keeps to instead: "I stick to oat milk" (a diet kept to is DIET_START's)
    re.compile(
        r"\bi (?:(?:always|only|mostly|usually|just|tend to) )*stick (?:to|with) "
        r"(?P<x>(?!(?:the|a|an|my|our|your|it|this|that|what|whatever|one|two|three)\b)[\w\s'-]+?)$"
    ),
    # what goes in everything the speaker makes: "gochujang goes in everything I make"
    re.compile(
        r"^(?P<x>(?!(?:it|that|this|he|she|they|everything|anything|the kids?)\b)[\w\s'-]+?) (?:goes|go|ends up|end up) "
        r"(?:in|on|into) (?:basically |literally |pretty much |nearly |almost )?(?:everything|anything|all of my \w+|"
        r"all my \w+|every (?:single )?\w+)(?: i (?:make|cook|eat|bake))?$"
    ),
    # "I'll eat anything thai", "I'd eat anything with halloumi in it"
    re.compile(
        r"\bi(?:'ll| will|'d| would)? (?:happily |gladly |honestly )?eat (?:anything|everything) "
        r"(?!(?:except|apart|but|other|besides|bar|save|else|you|at|in front)\b)(?:with |that'?s |made with )?"
        r"(?P<x>[\w\s'-]+?)(?: in it)?$"
    ),
    # the one of its kind that is eaten: "salmon is about the only fish I eat", "the only veg I'll touch is peas"
    re.compile(
        r"^(?P<x>[\w\s'-]+?) (?:is|are|'s) (?:about |pretty much |just about |basically |really )?the only (?:[\w'-]+ ){1,2}"
        r"(?:i|we)(?:'ll|'d| really| actually| will| would| can)* (?:eat|like|enjoy|touch|stand|stomach|have)\b"
    ),
    re.compile(
        r"^the only (?:[\w'-]+ ){1,2}(?:i|we)(?:'ll|'d| really| actually| will| would| can)* (?:eat|like|enjoy|touch|stand|"
        r"stomach|have) (?:is|are) (?P<x>[\w\s'-]+?)$"
    ),
    # one thing chosen over another: "i'd choose rice over pasta every time" likes the rice
    re.compile(
        r"\bi(?:'d| would)? (?:always |usually |much |rather |still )*(?:choose|pick|take|go for|prefer|have) "
        r"(?P<x>[\w\s'-]+?) over (?:[\w\s'-]+)"
    ),
    # said without the "I": "brown rice over white any day" ("give me salty over sweet" asks for it: ALL_THE)
    re.compile(
        r"^(?P<x>[\w\s'-]+?) over (?:[\w'-]+)(?: [\w'-]+)?"
        r" (?:any ?day(?: of the week)?|every (?:single )?time|any ?time)[\s.!]*$"
    ),
    # "a savoury over sweet person", "cheese over chocolate every single time"
    re.compile(
        r"\b(?:i'?m|i am|im) (?:\w+ )?(?:an? )?(?P<x>[\w'-]+(?: [\w'-]+)?) over [\w'-]+(?: [\w'-]+)? "
        r"(?:person|type|kind of (?:person|guy|girl|cook|eater)|guy|girl|eater)\b"
    ),
    re.compile(
        r"^(?P<x>[\w'-]+(?: [\w'-]+)?) over [\w'-]+(?: [\w'-]+)? (?:for me|every (?:single )?time|any day|always)\b"
    ),
    # a food, then the verdict: "stilton and crackers, perfect evening", "a bacon roll on a sunday, pure bliss"
    re.compile(
        r"^(?P<x>[\w\s'-]+?),? (?:(?:is|makes?|=) )?(?:an? |the |my )?(?:perfect|ideal|dream) (?:evening|night|dinner|supper|"
        r"meal|lunch|breakfast|brunch|weekend|day|sunday|saturday|friday)$"
    ),
    re.compile(r"^(?P<x>[\w\s'-]+?),? (?:pure |absolute )?(?:bliss|heaven|perfection)$"),
    # never tired of it: "I'd never get bored of paneer", "paneer is the one thing I could never get sick of"
    re.compile(
        r"\bi(?:'d| would| could| will|'ll)? never (?:get |grow |be )?(?:bored|tired|sick) (?:of|with) (?P<x>[\w\s'-]+?)$"
    ),
    re.compile(
        r"^(?P<x>[\w\s'-]+?) (?:is|are|'s|'re) (?:the )?(?:one |only )?(?:thing|food|dish|meal)s? i(?:'d| would| could| will|"
        r"'ll)? never (?:get |grow |be )?(?:bored|tired|sick) (?:of|with)$"
    ),
    # a fondness had: "I have a real soft spot for rice pudding"
    re.compile(
        r"\bi(?:'ve| have)? (?:got |always had |always have )?(?:a |such a )?(?:real |huge |big |massive |bit of a |serious )?"
        r"(?:soft spot|weakness|thing|fondness|craving|love|passion) for (?P<x>.+)"
    ),
    # "my thing is one-tray bakes", "my weakness is crisps"
    re.compile(
        r"^my (?:thing|jam|weakness|vice|guilty pleasure|kryptonite) (?:is|are|has to be) (?!(?:that|when|i|i'm|to)\b)(?P<x>[^,]+)"
    ),
    # "I prefer baking to cooking": the first of the two
    re.compile(
        r"\bi (?:much |really |definitely |generally )?prefer (?!to\b)(?P<x>[\w\s'-]+?) (?:to|rather than|instead of) [\w\s'-]+"
    ),
    re.compile(
        r"\bi (?:really |absolutely |just |totally |truly |do |honestly |seriously |also )*(?:love|like|adore|"
        r"enjoy|dig|am crazy about|'m crazy about|am obsessed with|'m obsessed with|am into|'m into|am a (?:big |"
        r"huge )?fan of|'m a (?:big |huge )?fan of|can't get enough of|can't resist|live for|prefer) (?P<x>.+)"
    ),
    re.compile(
        r"\b(?:i am|i'm|im) (?:really |so |totally |super |very )?(?:a (?:big |huge |massive |total )?fan of|"
        r"crazy about|mad about|nuts about|wild about|a sucker for|a (?:real |bit of a )?stickler for|obsessed with|into|weak for|"
        r"partial to|hooked on|addicted to|in love with) (?P<x>.+)"
    ),
    re.compile(
        r"\bmy (?:absolute |all[- ]time )?(?:favou?rite|fave|go[- ]to)(?: (?:food|dish|thing to eat|meal|snack|"
        r"cuisine|ingredient|vegetable|veggie|fruit|dessert|spice|herb|comfort (?:food|meal|dish)|breakfast|dinner|lunch|"
        r"treat|takeaway|snack|drink|pudding|side|sauce|order)s?)? "
        r"(?:is|are|has to be|would be|will always be) (?:probably |definitely |easily |honestly |hands down )?(?P<x>.+)"
    ),
    re.compile(
        r"^(?P<x>[\w\s'-]+?) (?:is|are) (?:probably |definitely |honestly )?(?:one of )?(?:my|our) (?:absolute |all[- ]time |new |current |"
        r"latest |biggest |big )?(?:favou?rite|fave|jam|go[- ]to|top|number one|no 1|#1|obsession|weakness|addiction)\b"
        # (not a favourite of something else: "burnt orange is my favourite colour")
        rf"(?! (?:{NOT_FOOD_FAVOURITES})s?\b)"
    ),
    # what one reaches for: "I tend to go for Middle Eastern flavours", "I always go for the veggie option"
    re.compile(
        r"\bi (?:(?:tend to|usually|always|mostly|often|generally|normally) )*(?:go for|gravitate (?:towards?|to)|"
        r"lean towards|opt for|reach for) (?P<x>.+)"
    ),
    re.compile(
        r"\bi could (?:happily |easily |honestly )?(?:eat|live on) (?P<x>.+?) (?:every (?:single )?day|all day|forever|"
        r"every meal|for every meal|for days|on repeat)\b"
    ),
    # what one eats a lot of, or keeps as a staple: "I eat loads of rice", "lentils are a staple for us"
    re.compile(
        r"\bi (?:eat|cook with|get through) (?:a lot of|loads of|lots of|tons of|a ton of|heaps of|plenty of) (?P<x>.+)"
    ),
    re.compile(r"^(?P<x>[\w\s'-]+?) (?:is|are) (?:a |my |our )?(?:real |big |total |absolute )?staples?\b"),
    # a dish or a cuisine that always goes down well: "Mexican is always a winner in our house"
    re.compile(
        rf"^{_VERDICT_ON} (?:is|are) (?:always |usually |guaranteed |such )?(?:a |an )?(?:sure |safe |big |real )?"
        r"(?:winner|hit|crowd[ -]pleaser|bet|firm favou?rite|treat)s?(?: (?:in|at|for) (?:our |my |this )?"
        r"(?:house|home|household|family))?$"
    ),
    # what is cooked most of the time: "we usually cook together in the evenings, often something korean"
    re.compile(
        r"^(?:i|we) (?:(?:usually|often|mostly|normally|generally|always|tend to) )*(?:cook|make|eat|have|do)\b[^,]*,? "
        r"(?:usually|often|mostly|normally|generally|always|typically|nearly always|almost always) "
        r"(?:something|some kind of|a) (?P<x>[\w\s'-]+)$"
    ),
    # "I'll eat anything with peanut butter on it"
    re.compile(
        r"\bi(?:'ll| will|'d| would) (?:happily |gladly )?eat (?:anything|everything) (?:with|that has) (?P<x>.+)"
    ),
    # "never met a dumpling I didn't like"; "Greek food every time if I get to choose"
    re.compile(r"^(?:i(?:'ve| have) )?never met an? (?P<x>[\w\s'-]+?) i didn'?t (?:like|love)\b"),
    re.compile(  # a noun phrase of up to four words, saying nothing of anyone ("sesame gives me hives every time")
        # (nor a reaction named: "allergic reaction to mussels every time")
        r"^(?!.*\b(?:allerg\w*|reactions?|hives|rash|swell\w*|swollen|sick|ill|poorly|itch\w*)\b)"
        rf"(?P<x>(?:{_NOT_SAID_OF}[\w'-]+ ){{0,3}}{_NOT_SAID_OF}[\w'-]+) (?:every (?:single )?time|any day(?: of the week)?|"
        # (not what happens when something is eaten: "swollen tongue every time I have kiwi")
        r"all day long)\b(?! (?:i|we|when|after)\b)(?!.*\?)"
    ),
    # a fondness said as a wish: "I'd eat pizza every day if I could"
    re.compile(
        r"^i(?:'d| would) (?:happily |gladly )?(?:eat|live on|have) (?P<x>.+?) (?:every day|every night|forever|"
        r"for every meal|all day)\b"
    ),
    # what one always orders: "I always order the lamb when we eat out"
    re.compile(
        r"\bi (?:(?:always|usually|normally|mostly|generally|tend to|inevitably) )+order "
        r"(?P<x>.+)"
    ),
    # said of a kind of food, not of the dish in front of one ("this soup is amazing")
    re.compile(
        r"^(?:(?:honestly|tbh|ngl|omg|wow|and|but|so|also|oh),? )*(?!(?:this|that|these|those|the|your|his|her|"
        r"their|our|it|my)\b)(?P<x>[\w\s'-]+?) (?:is|are) (?:delicious|amazing|the best|my weakness)\b"
    ),
)
# a kind of cook one is: "I'm a one-pot kind of cook", "more of a throw-it-together cook"
COOK_KIND = re.compile(
    r"\b(?:i am|i'm|im) (?:more of |really |very |definitely |such |much more )?an? (?P<x>[\w\s'-]+?) "
    r"(?:kind of |sort of |type of )?(?P<who>cook|chef|baker)\b(?! (?:for|who))"
)
# how much of a cook or baker one is, which says no way of cooking: "a big baker", "a keen home cook"
COOK_DEGREE = re.compile(
    r"^(?:(?:big|huge|massive|keen|avid|passionate|serious|enthusiastic|proper|real|total|dedicated|committed|"
    r"obsessive|regular|frequent|occasional|weekend|home|amateur)\b\s*)+"
)
# making one's own: "I make my own pasta", "we bake our own bread"
MAKE_OWN = re.compile(
    r"\b(?:i|we)(?:'ve| have)? (?:\w+ )?(?P<verb>(?:make|bake|brew|cure|smoke|ferment|grow|pickle|roll)(?:ing)?|making|"
    r"baking|curing|smoking|pickling) (?:my|our) own (?P<x>.+)"
)
# "I'm a cheese person", "really not a mushroom person", "more of a savoury person": a taste said as who one is
FOOD_PERSON = re.compile(
    r"\b(?:i am|i'm|im|i(?:'ve| have)(?P<never> never)? been|i was(?P<was> never| not)?(?: ever)?) "
    r"(?:really |just |honestly |definitely |totally |so |such |more of |much of |always )*(?P<not>not )?"
    r"(?:really |much of |more of |exactly )?(?:a |an )(?:big |huge |massive |total |real |proper )?"
    r"(?P<x>[\w\s'-]+?) (?:(?:kind|sort|type) of )?(?:person|girl|guy|gal|lover|fiend|fan|fanatic|addict|junkie|monster|"
    r"goblin|gremlin|snob|"
    r"eater|household|house|family|type)\b"
)
_EFFORTLESS = r"(?:cheap and )?(?:quick and easy|quick|easy|simple|fast|no[- ]fuss|low[- ]effort)(?: and cheap)?"
STYLE_PATTERNS = (
    re.compile(
        r"(?:\bi (?:usually |always |mostly |mainly |only |often |like to |love to |prefer to )*(?:cook|make)"
        r"(?: (?:almost |nearly |pretty much |just about )?(?:everything|most things|dinner|meals|it all))?"
        # "all my cooking happens in one big pot"
        r"|^(?:(?:almost |nearly |pretty much )?all|most) (?:of )?(?:my|our) cooking(?: (?:happens|is done|gets done|goes on))?) "
        r"(?:in|with|on|using) (?:(?:a|an|my|the) (?:big |large |small |trusty |old |single )?)?(?P<x>air fryer|"
        r"slow cooker|crock ?pot|instant pot|pressure cooker|rice cooker|dutch oven|steamer|smoker|tagine|wok|cast iron|sheet pan|"
        r"grill|one (?:big |large |single )?(?:pot|pan))\b"
    ),
    re.compile(
        r"\b(?:i|we) (?:usually |always |mostly |often |like to |love to |prefer to )*(?P<x>meal prep|meal plan|"
        r"batch cook|grill|bake|"
        # (smoking is a way of cooking with something smoked: "I smoke outside" is not)
        r"stir fry|roast|smoke(?= (?:(?:my|our) own |all (?:my |our )?|a lot of |loads of )?(?:meat|fish|brisket|salmon|"
        r"ribs|pork|cheese|food|chicken|sausages?|everything)\b)|ferment|air fry|slow cook|steam|barbecue|bbq)\b"
        # a person is no dish: "I roast my friends", "we grill the new guy"
        r"(?! (?:(?:my|our|the|his|her|their|your) (?:\w+ )?(?:friends?|mates?|family|kids|brothers?|sisters?|mum|mom|dad|"
        r"colleagues?|boss|teachers?|students?|partner|husband|wife|guy|girl|people)|people|him|her|them|me|us|everyone|"
        r"each other)\b)"
    ),
    re.compile(r"\bi (?:only |usually )?have (?:about |around |only |like )?(?P<x>\d+) minutes? to cook\b"),
    # a day kept for a way of cooking: "sundays are for prepping the week's lunches", "weekends are all about baking"
    re.compile(
        r"^(?:(?:my|our) )?(?:sundays?|saturdays?|weekends?|weeknights?|(?:sunday|saturday) (?:afternoons?|mornings?)) "
        r"(?:are|is) (?:for|all about|made for|reserved for|when i do(?: my| the)?) (?:(?P<prep>(?:meal )?prep(?:ping)?)|(?P<x>"
        r"batch cooking|baking|roasting|grilling|barbecuing|bbqing|slow cooking|fermenting|smoking))\b"
    ),
    # cooking in batches, and cooking to waste nothing
    re.compile(
        r"\bi (?:(?:usually|always|often|normally|tend to|like to|generally) )?(?:make|cook|do|prep) (?:a |the )?"
        r"(?:big |huge |large |massive |giant )?(?P<x>batch)(?:es)? of\b(?=.*\b(?:every|each|weekly|on (?:sundays|"
        r"saturdays|mondays|weekends)|at the weekend|most weeks)\b)"
    ),
    # one day's cooking for the days after it: "I do all my cooking on a Sunday for the week"
    re.compile(
        r"\b(?:i|we) (?:(?:usually|always|mostly|tend to|like to) )?(?:do (?:all |most )?(?:of )?(?:my|our|the) cooking |"
        r"cook (?:everything |it all |all (?:my |our |the )?meals |once )?|(?:meal )?prep (?:everything |it all )?|"
        r"do (?:a|one) (?:big |huge |massive |giant |mammoth |proper )?(?:cook|cook(?:-| )?up|prep|prep session|batch) )"
        r"(?:on|at|over) (?:a |the )?(?:sundays?|saturdays?|weekends?|the weekend|one day) "
        r"(?P<batch>for the (?:whole |entire |rest of the )?week)(?: ahead)?\b"
    ),
    re.compile(
        r"\bi (?:(?:always |really )?try (?:not to|to never|never to|hard not to)|refuse to) (?P<x>waste) "
        r"(?:anything|any food|food|a thing|leftovers)\b"
    ),
    # the fat cooked in: "I only cook with olive oil", "I roast everything in goose fat"
    re.compile(
        r"\bi (?:only |always |mostly |mainly |usually )?(?:cook|fry|roast|bake) (?:everything |things |it all )?"
        r"(?:with|in) (?P<x>(?:extra virgin )?olive oil|butter|ghee|coconut oil|rapeseed oil|avocado oil|vegetable oil|"
        r"sunflower oil|lard|dripping|beef dripping|goose fat|duck fat)\b"
    ),
    # one cooking that lasts the days after it: "a big pot of soup on Mondays, it lasts me the week"
    re.compile(
        r"\b(?:lasts?|does|keeps?|feeds?) (?:me|us) (?P<batch>(?:the (?:whole )?|all |most of the )week|a few days)\b"
    ),
    # one pan or pot, asked for as a rule: "please keep it to a single pan"
    re.compile(
        r"\bkeep (?:it|things|everything|meals|dinners?|cooking) (?:to|in) (?P<x>(?:a single|one|1) (?:pan|pot|tray))\b"
    ),
    # a budget lived on: "I'm on a pension so cheap meals please", "we're on a tight budget"
    re.compile(
        r"\b(?:i'?m|i am|im|we'?re|we are) (?P<budget>(?:living )?on (?:a |an )?(?:(?:tight|small|low|strict|shoestring|student|fixed) )*"
        r"(?:budget|pension|benefits|low income|minimum wage)|(?:a (?:uni |university |college |poor )?student,? (?:and )?)?(?:a )?(?:broke|skint)(?: student)?(?! (?:until|till|til)\b))\b"
        # (a budget for a while or for something else is none: "on a budget this month", "a low budget holiday")
        r"(?!.*\b(?:this (?:week|month)|until|till|til|holidays?|trips?|weddings?|part(?:y|ies)|birthdays?|christmas|gifts?|presents?)\b)"
    ),
    # the household fed on one: "feeding a family of five on a budget" (the count is the kitchen's)
    re.compile(
        r"^(?:(?:i'?m|i am|im|we'?re|we are) )?(?:feeding|cooking for|cooking|shopping for) (?:[\w-]+ ){0,5}?on a "
        r"(?:(?:tight|small|low|strict|shoestring|student|fixed|limited) )*(?P<budget>budget)$"
    ),
    # a kind of meal, and no other: "so quick dinners only"
    re.compile(
        r"\b(?P<x>quick|simple|easy|one[- ]pot|one[- ]pan|cheap) (?:dinners?|meals?|recipes?|food|lunches) only\b"
    ),
    # cooking by feel rather than by the book
    re.compile(r"\bi (?:usually |mostly |just |always |tend to )?cook (?P<x>by (?:feel|eye|instinct|taste))\b"),
    # cooking itself not enjoyed: the least effort is the way ("I hate cooking", "I don't enjoy cooking, …"; not "I
    # hate cooking on Mondays")
    re.compile(
        r"^(?:(?:and|but|so|honestly|tbh|ok so) )?i (?:really |honestly |just |absolutely |genuinely )?(?:hate|loathe|"
        r"detest|can'?t stand|(?:don'?t|do not) (?:really |particularly |much )?(?:enjoy|like|love)) (?P<simple>cooking)"
        r"(?: (?:tbh|honestly|really|much|that much|to be honest|at all))?"
        # and how it should be, then: "i hate cooking, want it quick and easy"
        rf"(?:,? (?:so )?(?:i )?(?:just )?(?:want|need|like) (?:it |things |everything |meals |food )?(?P<x>{_EFFORTLESS})"
        r"(?: (?:meals|recipes|food|dinners|stuff))?)?$"
    ),
    # what is wanted of every meal: "quick and easy is what I want", "I like things simple"
    re.compile(
        rf"^(?P<x>{_EFFORTLESS})(?: (?:meals|recipes|food|dinners|stuff|things|cooking))? (?:is|are) (?:what|all|how) (?:i|we) "
        r"(?:want|need|like|prefer|go for|'?m after|am after|care about)(?: (?:my|our) (?:dinners|meals|food|cooking|recipes|lunches))?$"
    ),
    re.compile(
        r"^(?:i|we) (?:just |only |really )?(?:want|need|like|prefer) (?:(?:it|things|my food|my meals|everything|meals|"
        rf"recipes|dinners?) )?(?P<x>{_EFFORTLESS})(?: (?:meals|recipes|food|dinners|stuff))?$"
    ),
    # cooking to a diet one does not claim to keep: "I cook vegan a lot", "mostly cook gluten free"
    re.compile(
        rf"\bi (?:\w+ )?cook (?:a lot of |mostly |mainly |a lot )?(?!(?:{'|'.join(sorted(CUISINES))})\b)"
        rf"(?P<x>{_DIET_WORDS})\b(?! for)(?!.*\b(?:because of|for) (?:my|our|the) )"
    ),
    re.compile(r"\bi (?:don't|do not|never) have (?:much |a lot of )?time to cook\b"),
    # living on a budget is a way of cooking ("on a budget this month" is a moment)
    re.compile(
        r"\b(?:i am|i'm|im|we're|we are) (?:always |usually )?on a (?:tight |strict |small |low |limited |student |"
        r"shoestring )?(?P<x>budget)\b(?! (?:this|for|until|till|at the moment|right now|holiday|trip|break|hotel|"
        r"flight|airline|vacation|getaway|wedding|car|phone|tour|cruise|stay)\b)"
    ),
)
GOAL_PATTERNS = (
    # a way of eating kept to: "I eat clean during the week"
    re.compile(r"\bi (?:(?:try to|mostly|always|usually|tend to) )?(?P<x>eat clean)\b"),
    # goals named as the plan: "less meat, more veg is the plan this year"
    re.compile(
        r"^(?P<x>(?:less|more|fewer|no) [\w\s'-]+?(?:,\s*(?:and\s+)?(?:less|more|fewer|no) [\w\s'-]+?)*),? (?:is|are|'s) "
        r"(?:the|my|our) (?:plan|goal|aim|mission|target|focus|idea|resolution)\b"
    ),
    re.compile(
        r"\bi (?:try|aim|tend|strive) to (?P<x>(?:avoid|limit|cut|reduce|eat|keep|stay|get|watch|lower|"
        r"minimi[sz]e|increase|include|drink)\b.+)"
    ),
    # what one tries not to eat is avoided: "I try not to eat processed food"
    re.compile(r"\bi (?:really )?(?:try|aim|tend|strive) not to (?:eat|have|drink|buy) (?P<avoided>.+)"),
    re.compile(
        r"\b(?:i am|i'm|im) (?:trying|aiming|working|hoping|looking|planning|determined) to (?P<x>(?:lose|gain|"
        r"build|eat|cut|reduce|increase|get|drink|lower|cook|improve|maintain|avoid|limit|stay|keep|bulk|"
        r"stop|cut down|cut back)\b.+)"
    ),
    # "working on getting more veg in", "on a mission to cut down on sugar"
    re.compile(
        r"^(?:(?:i am|i'm|im) )?(?:(?:really|slowly|currently) )?(?:working on|on a mission to) (?P<x>(?:get|getting|eat|eating|cut|cutting|reduc\w+|drink|drinking|lower\w*|los\w+|"
        r"increas\w+|add\w*|includ\w+|limit\w*|avoid\w*)\b.+)"
    ),
    # a way of eating kept low in something: "I eat low sugar", "low salt for me"
    re.compile(
        r"^(?:i (?:eat|do|go|keep (?:it|things)|stick to|cook) |i'?m |im )?(?P<x>(?:low|lower|reduced|no added) "
        r"(?:sugar|salt|sodium|fat|cholesterol|calories?|cal|gi))\b(?: (?:diet|eating|for me|where i can|mostly|now))*$"
    ),
    # a change under way: "I'm eating more plants for my heart", "eating less red meat these days"
    re.compile(
        r"^(?:i am |i'm |im )?(?:eating|drinking) (?P<x>(?:more|less|fewer) [\w\s'-]+?)(?: for .+| these days| now)?$"
    ),
    re.compile(
        r"\bi (?:want|need) to (?P<x>(?:lose|gain|build|eat|cut|reduce|increase|get more|drink|lower|"
        r"improve|maintain|limit|stay|bulk|cut down|cut back|watch|keep an eye on|cook (?:more|at home|from scratch))\b.+)"
    ),
    # a nutrient needed in quantity: "training for a marathon so I need loads of carbs" (not "I need high protein snacks")
    re.compile(
        r"\bi (?:really |definitely )?need (?P<x>(?:more|extra|lots of|loads of|plenty of|a lot of) (?:protein|carbs?|"
        r"carbohydrates?|fib(?:re|er)|iron|calcium|vitamin \w+|omega[- ]?3s?|water|veg|vegetables|fruit|healthy fats?))$"
    ),
    # a wish said politely is a goal when it is about eating in general: "I'd like to eat more fibre"
    re.compile(rf"\bi(?:'d| would) (?:really )?(?:like|love) to (?P<x>(?:{_GOAL_WISH})\b.+)"),
    re.compile(
        r"(?:\b(?:my|the) |^)(?:main |big |health |fitness |nutrition |new year'?s? )?(?:goal|aim|target|mission|focus|priority|"
        r"resolution)s?\s?"
        r"(?:(?:for|this) (?:this |the |next )?(?:next |coming )?(?:year|month|week|summer|winter)\s*)?(?:is|are|for this year is|right now is|"
        r"at the moment is|:|-) (?:to )?(?P<x>.+)"
    ),
    re.compile(r"\b(?:i am|i'm|im) on a (?:mission|quest) to (?P<x>.+)"),
    # the aim said after it: "eating 30 different plants each week is the plan", "less sugar is the goal this year"
    re.compile(
        r"^(?P<x>(?:(?:eating|getting|cutting|drinking|cooking|having|hitting|losing|gaining|lowering|reducing|"
        r"increasing|upping|keeping|making|more|less|fewer|under|below|over|at least|no more than)\b)[\w\s%-]{3,60}?) (?:is|are) "
        r"(?:(?:the|my) (?:main |big |real )?(?:plan|aim|goal|idea|target|mission|focus|priority)|"
        # "under 30g of sugar a day is what I'm shooting for"
        r"what (?:i'?m|i am|im) (?:shooting|aiming|going|working|striving|trying) for)"
        r"(?: (?:for )?(?:this|the|next) (?:year|month|week|summer|winter))?$"
    ),
    # a month or a challenge without something: "doing a no sugar january", "trying a no-booze month"
    re.compile(
        r"^(?:i'?m |i am |im )?(?:doing|trying|on) (?:a |an |the )?(?P<x>(?:no|zero|low|less) [\w-]+?) (?:january|"
        r"february|march|april|may|june|july|august|september|october|november|december|month|week|challenge|year|summer)\b"
    ),
    # an amount aimed for: "aiming for 30 plants a week", "I aim for 5 portions of veg a day"
    re.compile(
        r"^(?:i'?m |i am |im |i )?(?:aim(?:ing)?|going|shooting|trying|working|striving) for (?P<x>(?:\d[\d,.]*\s?g?|at least "
        r"\d+|five|ten|twenty|thirty|forty|fifty) [\w\s-]*?\b(?:plants?|portions?|veg\w*|fruits?|protein|fib(?:re|er)|water|"
        r"calories|kcal|carbs?|servings?|litres?|glasses)\b[\w\s-]*)$"
    ),
    # advice the speaker takes: "my doctor told me to cut back on salt"
    re.compile(
        r"\b(?:doctor|gp|dietitian|dietician|nutritionist|consultant|nurse|trainer)(?: has)? (?:told|advised|wants|asked) "
        r"me to (?P<x>(?:cut|eat|reduce|avoid|limit|lose|lower|increase|get|drink|stop|watch|keep|bring)\b.+)"
    ),
    # the same, reported: "the doctor said I need less salt", "my GP says I should eat more fibre"
    re.compile(
        r"\b(?:doctor|gp|dietitian|dietician|nutritionist|consultant|nurse)(?:'s| has| had)? (?:says?|said|thinks|reckons) "
        r"(?:that )?i (?:need|must|have)(?: to)? (?P<x>(?:more|less|fewer|cut|eat|reduce|avoid|limit|lose|lower|"
        r"increase|get|drink|stop|watch|keep)\b.+)"
    ),
    # (which way is part of the goal: "cutting out alcohol", "cutting back on sugar")
    re.compile(
        r"\b(?:i am|i'm|im) (?:(?:counting|watching|tracking|limiting) "
        # (what is watched on a screen is no goal: "I'm watching a cooking show")
        r"(?!(?:(?:a|an|the|this|that|some|my|old) )?(?:[\w'-]+ )?(?:shows?|films?|movies?|videos?|programmes?|programs?|"
        r"series|documentar(?:y|ies)|match|game|tv|telly|netflix|youtube|news|footy|football|episodes?)\b)"
        # (a knife's work is no goal: "I'm cutting the cheese into cubes", "cutting up an onion")
        r"(?P<x>.+)|(?P<y>cutting (?:back on |down on |out )?(?!(?:the|this|that|these|those|my|an?|up)\b)"
        r"(?![\w\s'-]*\b(?:into|in (?:half|halves|two|quarters|slices|strips|chunks|pieces))\b).+))"
    ),
    re.compile(r"\b(?:i am|i'm|im) (?P<x>(?:training for|bulking|on a cut|on a bulk)\b.*)"),
    # a habit of watching one thing: "I watch my sugar", "I count calories", "I limit red meat"
    re.compile(r"\bi (?:watch|monitor|track|keep an eye on|keep track of) my (?P<x>.+)"),
    re.compile(r"\bi (?:count|limit|cut down on|cut back on|restrict) (?P<x>.+)"),
    # an amount kept to: "I'm keeping to roughly 1800 kcal a day", "sticking to 150g of carbs"
    re.compile(rf"\b(?:i am|i'm|im) {KEPT_TO} (?P<x>{AMOUNT_KEPT}\b.*)"),
)
FORGET_EVERYTHING = re.compile(
    # "forget all my dislikes" is one list, not everything
    # ("delete everything about my kitchen", "forget all about my tastes" are one list too; "delete everything in
    # my basket" is no memory at all)
    r"\b(?:reset|wipe|clear|erase|delete) (?:my|your) (?:memory|memories|profile)\b(?! (?:of|about)\b)|"
    # the speaker as a whole: "forget me completely", "a full reset please"
    r"\b(?:forget|erase|delete|wipe) (?:all about )?me(?: (?:completely|entirely|totally|altogether|fully))?"
    r"(?=\s*$|\s*[,.!;?]| please\b)|^(?:(?:a|do a) )?(?:full|complete|total) (?:reset|wipe)(?: please| pls)?(?=\s*$|\s*[,.!;?])|"
    r"\b(?:forget|erase|delete|wipe|clear|scrap|bin|remove|purge|nuke|get rid of)(?: out)? (?:absolutely )?"
    r"(?:everything|every (?:single |last )?(?:thing|bit)|all|whatever(?= you))"
    r"(?: (?:of it|about me|(?:that )?you (?:know|remember|have|'ve got|have got|saved|stored|learned|learnt)(?: (?:about|on) me)?|"
    r"you've (?:got|saved|stored|learned|learnt)(?: (?:about|on) me)?|(?:of |about |on )?(?:my|the) (?:data|memories|info|"
    r"information|details)(?: (?:about|on) me)?))?"
    r"(?=\s*$|\s*[,.!;?]| and (?:start|begin)| (?:please|pls|now|thanks|except|but|apart from|other than|besides)\b)"
)
FORGET = re.compile(
    r"^(?:(?:actually|oh|ok|okay|so|hmm|um|wait|sorry|oops|and|also|honestly|tbh|right|look|no|nah|nope)[,!]? )*"  # "actually scrap the bit about …"
    r"(?:please |pls |can you |could you |would you |will you |just |you can |feel free to |go ahead and |(?:it'?s )?time to |"
    r"(?:is it|would it be) (?:ok|okay|alright|fine|possible) (?:if you|for you to|to) |would you mind |do you mind |"
    r"(?:i'?m|im|we'?re) (?:gonna|going to) |let'?s |(?:i'?d|i would|i) (?:like|want|need)(?: you)? to )*"
    r"(?:forget|remove|delete|drop|erase|unlearn|un-?remember|nix|(?:wipe|clear|clean) out|wipe|scrap|ditch|bin|scratch|"
    # a note of memory's cancelled: "cancel the low carb goal" (not "cancel the takeaway order")
    r"cancel(?= (?:the|my|that) (?:[\w'-]+ ){0,3}(?:goal|diet|allergy|like|dislike|note|entry)s?\b)|"
    r"get rid of|strike|"
    # a note scrubbed or a list reset: "scrub the part where I said …", "reset my goals to nothing" (not "scrub the pan")
    r"scrub(?: out)?(?= (?:the|that|my) (?:[\w'-]+ ){0,3}(?:goal|diet|allergy|like|dislike|note|entry|bit|thing|part|line)s?\b)|"
    r"reset(?= (?:all )?(?:my|the) (?:[\w'-]+ )?(?:goals?|diets?|allerg(?:y|ies)|likes|dislikes|cuisines|cooking styles?|"
    r"kitchen(?: details| info| stuff)?)(?: (?:back )?to (?:nothing|zero|empty|blank|none|scratch))?(?: please| pls)?\s*(?:$|[,.!])"
    # (or what memory holds on something: "reset whatever you've got on how I cook")
    r"| (?:whatever|everything|anything|all) (?:(?:that )?you(?:'ve| have)?(?: got| saved| stored)? )?(?:on|about) )|"
    # a note of memory's lost: "lose the note about me loving kale" (not "lose the attitude")
    r"lose(?= (?:the|my|that) (?:[\w'-]+ ){0,3}(?:goal|diet|allergy|like|dislike|note|entry|bit|thing|part)s?\b)|"
    r"retire(?= (?:the|my|that) (?:[\w'-]+ ){0,3}(?:goal|diet|note|entry|bit|thing|rule)s?\b)|"
    # a rule kept for the speaker, no longer needed: "no need for the 20 minute limit"
    r"no (?:more )?need for(?= (?:the|that|my) (?:[\w'-]+ ){0,4}(?:limit|thing|rule|restriction|bit|note|goal|target|diet)\b)|"
    # "I don't need the low salt stuff anymore": a rule of the speaker's no longer needed
    r"i (?:don'?t|do not) need(?= (?:the|that|my) (?:[\w'-]+ ){0,4}(?:limit|thing|rule|restriction|bit|note|stuff)"
    r" (?:any ?more|any longer|now|these days)\b)|"
    r"cross off|cross out|"
    r"stop remembering|don't remember(?! to\b)|do not remember(?! to\b)|take out|clear|take back|unsave|un save|"
    r"(?:don'?t|do not|please don'?t|stop) (?:save|store|record|note down|write down|log|saving|storing|recording)(?! (?:the |my )?(?:recipe|file|document|photo|picture|changes?)\b)|"
    r"(?:don't|do not|no need to|stop) (?:keep(?:ing)?|hold(?:ing)? on ?to|hang(?:ing)? on ?to)|"
    # "take mushrooms off the list", "cross olives off my dislikes": the verb only with where it goes
    r"(?:take|cross|knock|strike)(?= .+ (?:off|out of|from) (?:my |the |your )?(?:list|likes|dislikes|favou?rites?|cuisines|cooking styles?|"
    r"faves|memor|notes?|profile|things i|allerg|goals)|(?: (?:the|my|that) [\w -]+ off(?:$|,))"
    # a note taken out: "take the bit about the slow cooker out" (never "take the chicken out")
    r"|(?: (?:the|that) (?:bit|thing|note|part|entry|line|stuff) (?:about|on|re|where) [\w' -]+ out(?:$|,)))|"
    # "take off the cooking for four bit": what is taken off, said as a note
    r"take off(?= (?:the|my|that) [\w -]+ (?:bit|thing|note|part|entry|one)(?:,? (?:please|pls|thanks))?$"
    r"| (?:the|that) (?:bit|thing|note|part|entry|line|stuff) (?:about|on|re|where)\b)|"
    r"stop (?:thinking(?! about\b)|assuming|believing|saying|telling (?:me|people)|calling me|treating me (?:like|as))|(?:you )?(?:don't|do not|no) (?:need|have) to (?:remember|know|keep)|"
    r"i (?:don'?t|do not) want you (?:to (?:remember|know|keep|save|store)|remembering|knowing|keeping|saving|storing)|"
    r"(?:disregard|ignore|(?:never ?mind|nvm)(?! my (?![\w'-]+ (?:bit|thing|part|note|entry|goal|diet|allergy)\b)))(?= (?:what i|that i|my |the (?:bit|thing|part|note|stuff)\b|everything i|"
    # "ignore the no oven thing"
    r"the (?:[\w'-]+ ){1,4}(?:bit|thing|part|note|stuff|entry)(?:$|[,.!]| (?:please|pls)\b)))|"
    # what the speaker says was wrong: "I was wrong about hating mushrooms", "I take back what I said about tofu"
    r"(?:i was|i am|i'm|im) wrong(?= (?:about|when)\b)|i take back|i retract|i misspoke(?= about\b))"
    r" (?:that |about |the fact that |(?:anything|everything|all|stuff) (?:about|on) |"
    r"what i (?:said|told you|wrote|mentioned)(?: (?:earlier|before|last time|yesterday|the other day|previously|"
    r"at first))? about |what you know about |what you have on |what you(?:'ve| have)?(?: got)? about |my note about |"
    r"the note that |when i said (?:that )?)?(?P<x>.+)"
)
