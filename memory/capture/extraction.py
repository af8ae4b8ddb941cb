"""Understanding what people say about themselves: pure Python, no Django.

`extract(text)` finds explicit, durable, first-person claims ("I can't stand cilantro", "I'm
allergic to shellfish", "actually I eat fish now") and requests to forget ("I'm not vegan any
more", "forget that I hate mushrooms"). Third-person, hedged, hypothetical, momentary and request
sentences yield nothing. Used by fast-path capture, the offline coach and policy consolidation.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, field

from memory.capture import intent, polarity
from memory.capture.confirmation import confirmation
from memory.capture.kitchen import BROKE, COUNT, EQUIPMENT, kitchen_facts, kitchen_retracted
from memory.capture.lexicon import CUISINE as CUISINE_KIND
from memory.capture.lexicon import CULTURE_NOUNS, EQUIPMENT_KIND, is_food, mentions, respell, unstretched, words
from memory.capture.lexicon import DIET as DIET_KIND
from memory.capture.lexicon import DISH as DISH_KIND
from memory.capture.lexicon import FOOD as FOOD_KIND
from memory.capture.lexicon import STYLE as STYLE_KIND
from memory.capture.phrasing import (
    _DIET_WORDS,
    _EFFORTLESS,
    _LEAD,
    _NEGATED_OBJECT,
    _STOP_TAIL,
    ALLERGY_PATTERNS,
    AMOUNT_KEPT,
    ANIMAL_PRODUCTS,
    APPROXIMATE,
    CARBS,
    COME_ROUND,
    COMPOUNDS,
    COOK_DEGREE,
    COOK_KIND,
    CUISINES,
    DIET_DENIED,
    DIET_END,
    DIET_START,
    DIETS,
    DISLIKE_PATTERNS,
    EAT_AGAIN,
    EVERYTHING,
    EVERYTHING_BUT,
    FISH,
    FOOD_PERSON,
    FOR_NOW,
    FORGET,
    FORGET_EVERYTHING,
    GIVE_UP_GROUP,
    GLUTEN_FOODS,
    GOAL_PATTERNS,
    HABIT,
    HEDGED,
    HOW_I_LIKE,
    KEPT_TO,
    LIKE_PATTERNS,
    LUKEWARM,
    MAKE_OWN,
    MEAL_TIME,
    MOMENTARY,
    NOT_ALLERGIC,
    PEOPLE_NOUNS,
    QUALITY,
    REQUEST,
    RUN_ON,
    STANDING_ORDER,
    STYLE_PATTERNS,
    STYLES,
    TEXTURES,
    THIRD_PERSON,
    TIRED_OF,
    TOLD_BEFORE,
    TRAILING_QUESTION,
    UNDISLIKE,
    UNLIKE,
    WITH_SPEAKER,
    apart_from_others,
    asked_and_answered,
    cuisine_word,
    household_diet,
    with_speaker,
)
from memory.capture.safety import (
    ALLERGY_WORD,
    DISH_ASKED,
    FEELING_VERB,
    FIRST_PERSON,
    OUTGROWN,
    REACTION,
    SEVERE,
    WORRIED,
    AllergyMention,
    allergens_in,
    allergy_mentions,
    as_named,
    not_the_speakers,
)
from memory.rules import (
    ALLERGY,
    COOKING_STYLE,
    CUISINE,
    DIET,
    DIETARY_GOAL,
    DISLIKE,
    KITCHEN,
    LIKE,
    diet_parts,
    foods_a_condition_covers,
    normalize,
    stand_together,
    validate_value,
    with_diet,
    without_diet,
)


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


# How sure the intent reader must be before it acts on a clause the rules did not understand (per
# intent), or vetoes what the rules found; chosen on the dev split (docs/benchmarks.md).
# Never an allergy: a protected fact needs the safety net's explicit wording or the person's yes.
THRESHOLD = {
    DISLIKE: 0.5, LIKE: 0.5, CUISINE: 0.5, COOKING_STYLE: 0.5, DIET: 0.6, DIETARY_GOAL: 0.6,
    intent.FORGET: 0.6,
}  # fmt: skip
VETO = 0.5
FORGET_VETO = 0.6
# Said of the past, not of now: "I used to love bagels", "as a kid I hated broccoli".
PAST = re.compile(
    r"\bused to\b|\bas a (?:kid|child|baby|teen)\b|\bwhen i was\b|\bwhen i (?:lived|worked|studied|stayed) (?:in|at|abroad)\b|\bback then\b|\bonce\b(?! (?:a|an|per|every) (?:day|week|month|year|fortnight|while)\b|(?: in)? a while\b)|\bgrowing up\b|\buntil\b"
    # a feeling held for years, said in the past tense ("hated olives for years"; "I've loved them for years" holds)
    r"|^(?:i )?(?:hated|loved|liked|disliked|loathed|adored|couldn't stand|avoided)\b.*\bfor (?:years|ages|decades|"
    r"a long time|so long)\b"
    # what was under way then: "I was doing keto (but I quit it)"
    r"|^(?:i|we) (?:was|were) (?:\w+ )?(?:doing|on|following|eating|trying)\b"
)
# Not eating a whole food group is a diet, not a taste: "I don't eat meat (or fish)", "any animal products".
WHOLE_FOOD_GROUP = re.compile(
    r"^(?:any |eat )?(?:meat|animal products?)(?: (?:or|and|nor) (?:fish|seafood))?\b(?! (?:on|during|at|for))"
)
# "the thing about me hating coriander", "the bit about": the words around what is to be forgotten
FORGET_FRAME = re.compile(
    r"^(?:(?:the |that )?(?:thing|bit|part|stuff|note|one|line|entry) (?:about|on|re|where i (?:said|told you|mentioned)"
    r"(?: that)?) (?:me |i )?(?:\w+ing )?)"
)
NOTE_ABOUT = re.compile(r"^(?:all (?:of )?)?(?:the |that )?(?:thing|bit|part|stuff|note|line|entry) (?:about|on|re) ")
# a whole list named by how the speaker feels: "(all the stuff about) what I like", "the foods I can't stand"
LIST_BY_FEELING = re.compile(
    # (held as "whatever you've got on …")
    r"^(?:(?:whatever|everything|anything|all) (?:(?:that )?you(?:'ve| have)?(?: got| saved| stored)? )?(?:on|about) )?"
    r"(?:(?:what|(?:the |all the )?(?:things?|stuff|foods?)(?: that)?) (?:i (?P<like>like|love|enjoy)|"
    r"i (?P<dislike>don'?t like|do not like|dislike|hate|can'?t stand|cannot stand)|(?:i'?m|i am) (?P<allergy>allergic to))"
    # and by how the speaker cooks: "how I cook", "the way I like to cook"
    r"|(?:how|the way) i (?P<style>cook|like to cook|do my cooking))$"
)
# a memory pointed at, not a whole kind: "that dislike", "this goal"
THAT_KIND = re.compile(r"\b(?P<det>that|this|the) (?P<kind>goal|allergy|like|dislike|diet)$")
# a memory named by its kind and what it is about: "goal about protein", "dislike of leeks"
KIND_OF = {"goal": DIETARY_GOAL, "allergy": ALLERGY, "like": LIKE, "dislike": DISLIKE, "diet": DIET}
KIND_FRAME = re.compile(
    r"^(?P<kind>goal|allergy|like|dislike|diet)s? (?:about|of|for|to|re|on) (?:the |my )?(?P<x>[\w\s-]+)$"
)
# a memory named by what it is about and its kind, and said to be wrong: "that mushroom dislike is wrong"
KIND_DENIED = re.compile(
    r"^(?:the |that |this |my )(?P<x>[\w' -]{2,30}?) (?P<kind>goal|allergy|like|dislike|diet) (?:(?:is|'s|was) "
    r"(?:(?:just|totally|completely|all) )?(?:wrong|incorrect|not (?:right|true|correct)|untrue|a mistake|made up|"
    r"rubbish|nonsense|out of date|outdated|old)|(?:isn'?t|wasn'?t) (?:right|true|correct|accurate)|"
    # kept by mistake: "the fish allergy should never have been saved"
    r"should(?:n'?t| not| never) have been (?:saved|added|stored|kept|recorded|noted|put (?:down|on))|"
    r"(?:was|is)(?:n'?t| not| never) (?:meant|supposed) to be (?:saved|added|stored|kept|there|on (?:there|the list)))\b"
)
KIND_LABELLED = re.compile(
    r"^(?P<kind>goal|allergy|like|dislike|diet|cuisine|cooking style|style|kitchen)s?\s*[:=-]\s*(?P<x>[\w\s'-]+)$"
)
GOALS_NAMED = re.compile(r"(?:dietary|diet|nutrition|nutritional|health|food|eating|fitness) (?:goal|aim|target)s?")
LISTED_IN = re.compile(
    r"\s+(?:from|off|out of) (?:my |the |your )?(?:(?P<list>like|dislike|allerg|goal)(?:s|ies|y)?(?: list)?|"
    # the list said by what is on it: "off the list of things I hate", "from my favourites"
    r"(?:list of )?(?:the )?things i (?P<hate>hate|dislike|don't like|can't stand|avoid)|"
    r"(?:list of )?(?:the )?things i (?P<love>love|like|enjoy)|(?P<favourite>favou?rites|faves)|"
    r"(?:favou?rite |preferred )?(?P<cuisine>cuisine)s?|(?P<style>cooking style|way of cooking|ways of cooking)s?)"
    r"(?: (?:list|you (?:have|keep|know|hold)(?: (?:for|on|about) me)?))?$"
)
MEDICAL_AVOID = re.compile(
    r"^(?:i )?(?:can'?t|cannot|mustn'?t|must not|am not allowed to|'m not allowed to|can no longer|"
    r"am not supposed to|'m not supposed to) (?:have|eat|touch|do) (?:any )?(?P<x>[\w\s'-]+?)"
    r"(?:,.*|\s+(?:for|because|due to|on|per|by|from|after)\b.*)?$"
)
# Kept off a food: "no more dairy for me, doctor's orders", "I've been told to avoid shellfish" (with MEDICAL)
MEDICAL_OFF = re.compile(
    r"^(?:(?:i'?ve been|i was|i'm|i am|been) (?:told|advised|ordered) to |i (?:have|need|'ve got) to |"
    r"(?:i )?(?:must|should) )?(?:avoid|stay off|keep off|steer clear of|cut out|give up|stop eating|no more) "
    r"(?:all |any )?(?P<x>[\w\s'-]+?)(?: for me)?(?:,.*|\s+(?:for|because|due to|on|per|by|from|after)\b.*)?$"
)
MEDICAL = re.compile(
    r"\b(?:doctor'?s?|gp|medical(?:ly)?|health reasons?|allergist|dietitian|dietician|consultant|specialist|"
    r"immunologist|gastroenterologist)\b"
)
# what the coach offered, not what it holds: "forget the keto recipe", "scrap that idea"
SUGGESTION = re.compile(r"\b(?:recipes?|dish|dishes|ideas?|suggestions?|options?|plan|menu)\b")
RUN_OUT = re.compile(
    r"\b(?:(?:i'?m|im|i am|we'?re|we are) (?:all |completely )?out of|ran out|run out|none left|used (?:it|them) up)\b"
)
INSTEAD = re.compile(
    r"\b(?:i'll|i will|we'll|let's|instead|just (?:bring|give me|serve|make|do|use|add|go with|stick (?:to|with)))\b"
)
AT_PRESENT = re.compile(r"\b(?:at the moment|right now|currently|atm)\b")
# A liking found out, which also takes back the dislike held: "turns out I actually like aubergine", "I've decided I like mushrooms"
CHANGED_MIND = re.compile(
    r"^(?:(?:so|ok|okay|well|and) )?(?:it )?(?:turns out|turned out|(?:i'?ve |i have |i )?(?:decided|realised|realized|"
    r"discovered|found out))(?: that)?,? i (?:actually |really |do )*(?:quite )?(?:like|love|enjoy)\b"
)
# What Mise is told to stop taking for granted of the speaker: "please stop assuming I eat meat"
ASSUMED_OF_ME = re.compile(
    r"^(?:(?:please|pls|can you|could you|just|and|so)\s+)*stop (?:assuming|thinking|acting like|acting as if|presuming)"
    r"(?: that)? i (?P<v>eat|drink|cook with) (?P<x>[\w' -]{2,40})$"
)
OUT_OF_A_REPLY = re.compile(
    r"\b(?:from|out of|in) (?:your|the|this|that) (?:last )?(?:reply|answer|response|message|text|summary|list(?! of)|"
    r"shopping list|recipe|plan|menu)\b"
    # dishes just shown, named by what is in them: "scrap the salmon ones", "drop those pasta recipes"
    r"|^(?:the |those |these |all the |all those )?(?:[\w'-]+ ){1,3}(?:ones|recipes|dishes|options|ideas|suggestions)"
    r"(?:,? (?:please|pls|thanks))?$"
)
# "the coriander thing", "the vegan tag": a note, whatever the reader says
NOTE_NAMED = re.compile(r"\b(?:thing|bit|note|entry|tag|label|preference|rule)$")
MEMORY_KIND = re.compile(
    r"\b(?:goals?|allerg\w*|diets?|likes?|dislikes?|memor\w*|cuisines?|kitchen|cooking styles?)\b"
    # a note of memory's, not one on the fridge: "my notes", "your notes on me", "the note about …"
    r"|\b(?:my|your) (?:\w+ ){0,2}notes?\b|\bnotes? (?:about|on|re|that)\b"
)
POLITE_TAIL = re.compile(
    r"[,\s]+(?:please|pls|plz|thanks|thank you|thx)[.!]*$|(?:,| and| then) (?:start|begin) (?:over|again|afresh|fresh)[.!]*$"
)
# Where a cook puts a thing, or when: a step of a dish, not a memory ("get rid of the fish bones first"); or
# the shopping ("remove the tomatoes from my shopping list")
DISH_STEP = re.compile(
    r"\b(?:first|then|next|later|before (?:cooking|serving|you)|(?:in|into|from|off|out of|on) (?:the|your) (?:tin|pan|pot|tray|"
    r"oven|bowl|dish|sauce|mix|mixture|fridge|freezer|water|recipe|batter|dough|soup|salad|plate|top|bottom)|"
    r"(?:from|off|out of|on) (?:the|my|our|your|this) (?:(?:shopping|grocery|groceries|weekly|food|to-?do) list|basket|"
    r"trolley|cart|order|delivery))\b"
)
# where the thing is kept, said after it: "wipe my diet from your memory", "delete the kale one off your notes",
# "take paneer off my list" — or left unsaid: "take the air fryer off"
MEMORY_PLACE = re.compile(
    r"\s+(?:from|off|out of|in) (?:your |my |the )?(?:memory|memories|brain|head|notes|records|files|system|profile|"
    r"database|data|list)$|\s+off$"
)
# A forget said after what it is about: "that note about me loving sushi, bin it".
TRAILING_FORGET = re.compile(
    # ("I'm vegan, never forget that" keeps it)
    r"^(?P<x>.+?)(?<!\bnever)(?<!\bdon't)(?<!\bdont)(?<!\bdo not),? (?:so |just |please |pls |you can |can you )*"
    r"(?:(?:bin|delete|forget|remove|drop|scrap|ditch|wipe|retire|"
    r"erase|lose|get rid of|clear|scratch) (?:it|that|this)(?: one| bit| too| as well)?|(?:take|cross|strike) (?:it|that|this) (?:off|out)"
    r"(?: of)?(?: (?:my|the|your) (?:list|notes|profile|(?P<list>likes|dislikes|cuisines|goals|allergies)))?"
    # a bare verb after a comma: "…, no idea where that came from, delete"
    r"|(?<=, )(?:delete|remove|erase|bin|scrap))"
    r"(?: for now| for the moment| for a bit)?(?: please| pls| thanks)?$"
)
# the kinds a list named after a forget holds ("take it off my cuisines"); likes and dislikes are read apart
LIST_KINDS = {"cuisines": CUISINE, "goals": DIETARY_GOAL, "allergies": ALLERGY}
# a diet said something of, then taken off: "dairy free was only while breastfeeding"
DIET_SAID_OF = re.compile(
    rf"^(?:the |my |being )?(?P<d>{_DIET_WORDS})(?: diet| thing| bit)?(?= (?:was|is|were|has been|had been)\b|,)"
)
# A liking run its course, said with a forget, takes the food back from whichever list holds it.
TIRED = re.compile(rf"\b(?:i'm|i am|im) {TIRED_OF}\b")
# A note dismissed: "the coriander thing can go", "that bit about liking anchovies can go too", "the thing about
# cooking for six is out of date".
CAN_GO = re.compile(
    r"^(?:(?:tbh|honestly|ok|okay|so|actually|and|right)[,!]? )*"
    r"(?:(?P<x>(?:the |that |this |my )?(?:[\w'-]+ ){0,4}?(?:thing|bit|one|note|stuff|part|entry|line|preference|rule|tag|label)"
    # (or by its kind and what it is of: "the dislike of beetroot can go")
    r"(?: about .+?)?|(?:the |that |this |my )?(?:like|dislike|allergy|goal|diet) (?:of|for|about|to|on) (?:[\w'-]+ ){0,3}?[\w'-]+) "
    r"(?:(?:can|could|should|needs to|has to|must) go(?: too| as well| now)?|(?:is|'s) (?:out of date|outdated|old news|"
    r"wrong|not true|no longer true|incorrect|stale|not right)|(?:doesn'?t|does not|no longer) apply"
    r"(?: to me)?(?: any ?more| now)?)"
    # a goal or a limit let go: "the fibre goal can go" (said to be wrong, it needs a food named: KIND_DENIED)
    r"|(?P<y>(?:the |that |this |my )?(?:[\w'-]+ ){0,4}?(?:goal|target|limit)) (?:can|could|should|needs to|has to|must) go"
    r"(?: too| as well| now)?)$"
)
# A memory the speaker no longer wants kept: "I don't want the cooks for 6 thing saved anymore".
NOT_WANTED_KEPT = re.compile(
    r"^(?:i )?(?:don't|do not|no longer) want (?P<x>.+?) (?:saved|stored|remembered|kept|on file|on record|"
    r"in (?:your |my )?(?:memory|profile|notes))(?: any ?more| now)?$"
    # "I want my goals cleared"
    r"|^i (?:want|need|'d like|would like) (?P<y>(?:my|the|that|those|all my) .+?) (?:cleared|deleted|removed|gone|wiped|"
    r"forgotten|erased|taken off)(?: please| pls)?$"
    # a note of memory's that has served its turn: "I don't need the weight loss goal any more"
    r"|^i (?:don't|do not|no longer) need (?P<z>(?:the|my|that) [\w\s'-]+? (?:goal|diet|allergy|like|dislike|note|entry))"
    r"(?: any ?more| now| these days)?$"
)
# A whole category named by its list: "forget all my dislikes", "remove my cuisines".
# "my tastes", "my food preferences" are both lists of what is liked and what is not.
BOTH_TASTES = (LIKE, DISLIKE)
CATEGORY_NAMED = {"likes": (LIKE,), "dislikes": (DISLIKE,), "cuisines": (CUISINE,), "cooking styles": (COOKING_STYLE,),
                  "cooking style": (COOKING_STYLE,), "kitchen": (KITCHEN,), "tastes": BOTH_TASTES, "taste": BOTH_TASTES,
                  "food tastes": BOTH_TASTES, "preferences": BOTH_TASTES, "food preferences": BOTH_TASTES,
                  "cuisine preferences": (CUISINE,), "cooking preferences": (COOKING_STYLE,),
                  "likes and dislikes": BOTH_TASTES, "dislikes and likes": BOTH_TASTES}  # fmt: skip
QUOTED = re.compile(r'"[^"]{1,200}"')
# "actually I like coriander now, forget what I said": what was said before, of the same food, is retracted
SAID_BEFORE_RETRACTED = re.compile(
    r"\b(?:forget|ignore|disregard|scratch|delete|erase) (?:what|everything) i (?:said|told you|wrote|mentioned)"
    r"(?: (?:before|earlier|previously|last time|about (?:it|that|them)))?\b"
    r"(?!(?: (?:before|earlier|previously|last time))? about\b)"  # "… what I said earlier about X": X is named
)
# A whole message that takes back the one before and names nothing itself: "forget that", "scratch that",
# "actually, don't save that", "ignore what I just said", "I take it back", "jk". What it retracts is in
# the conversation, not in the message: a reader with the conversation (the chat's coach) applies it.
_RETRACTION = (
    r"^(?:(?:actually|oh|ok|okay|so|hmm+|um+|wait|sorry|oops|whoops|no|nah|nope|ugh|lol|haha|on second thoughts?|"
    r"on 2nd thoughts?|never ?mind|nvm|my bad|my mistake|that's wrong|that is wrong|wrong|not true|"
    r"just kidding|jk|kidding)[,!.;:-]* )*"
    r"(?:(?:please|pls|plz|can you|could you|would you|just|you can|go ahead and) )*"
    # "forget it" on its own mostly means "never mind" (the suggestion, the question), not the memory
    r"(?!(?:forget|ignore|disregard|drop|cancel) it\b)"
    r"(?:(?:forget|delete|remove|drop|erase|scrap|scratch|strike|ignore|disregard|undo|unsave|cancel|bin|ditch|"
    r"(?:don'?t|do not|dont|no need to) (?:save|remember|keep|store|note|record|log)|take back|"
    r"(?:don'?t|do not|dont) (?:hold|count) (?:me to)?) "
    r"(?:that|it|this|that one|that last (?:one|bit|message|part|thing)|(?:that|this) (?:allergy|dislike|like|goal|diet)|"
    r"the last (?:one|bit|message|part|thing)(?: i (?:said|sent|wrote))?|what i (?:just )?(?:said|wrote|told you|typed|sent)|"
    r"i (?:just )?said (?:that|it|anything)|my last message|that message)"
    r"|i take (?:it|that) (?:all )?back|(?:just kidding|jk|kidding)(?: lol| haha)?)"
    r"(?:[,!.]* (?:please|pls|thanks|thx|then|too|as well|lol|haha|sorry|thank you|i was (?:just )?(?:joking|kidding)))*"
)
RETRACTS_LAST = re.compile(_RETRACTION + r"[\s.!?😅🙈🤦‍♀️🤦‍♂️🤦]*$")
# The same, followed by what is true instead: "scratch that, it's prawns specifically", "forget that - I'm pescatarian"
RETRACTED_FOR = re.compile(_RETRACTION + r"\s*[,.;:!—–-]+\s*(?P<new>\S.*)$")
# A correction of the message before, naming what was meant: "sorry, I meant cashews not peanuts"
MEANT_INSTEAD = re.compile(
    r"^(?:(?:sorry|oops|whoops|actually|wait|no|ah|my bad|my mistake)[,!.]* )*(?P<new>i meant (?!(?:it|that|to)\b)"
    r"[\w' -]{2,40}?(?:,? (?:not|rather than|instead of) [\w' -]{2,40}?)?)[\s.!]*$"
    # narrowed after a word that corrects: "sorry, just peanuts, not all nuts", "correction: only cashews"
    # the value said to be another, with what it is not: "I was wrong, it's tree nuts not peanuts"
    r"|^(?:(?:sorry|oops|whoops|actually|wait|no|ah|my bad|my mistake|correction|i was wrong|i got it wrong|"
    r"i mixed (?:it|them) up)[,!.:]* )*(?P<stated>(?:it'?s|it is|it was|it should be|should be) (?!(?:it|that|fine|ok)\b)"
    # (not what says the claim itself: "it's walnuts i'm allergic to, not pecans")
    r"(?![\w' -]*?\b(?:i|i'm|im)\b)[\w' -]{2,40}?,? (?:not|rather than|instead of) [\w' -]{2,40}?)[\s.!]*$"
    r"|^(?:(?:sorry|oops|whoops|actually|wait|no|ah|my bad|my mistake|correction|to be clear)[,!.:]* )+"
    r"(?P<narrowed>(?:it'?s |its )?(?:just|only) [\w' -]{2,40}?(?:,? not (?:all |any |every )?[\w' -]{2,40}?)?)[\s.!]*$"
)
# What a replacement says of the value alone: "it's prawns specifically", "I meant cashews", "make that two"
REPLACEMENT_VALUE = re.compile(
    r"^(?:(?:it'?s|it is|it was|i meant|i mean|(?:make|change|switch|update|correct) (?:that|it|this)(?: one)?(?: to| into| as)?|"
    r"should (?:be|have been)|(?:it'?s |it is )?(?:only|just))\s+)+"
    r"(?P<x>[\w' -]{2,40}?)(?:,? (?:specifically|only|actually|instead|not [\w' -]+|though|please|really|in particular))*"
    r"[\s.!]*$"
)


# A rule the speaker keeps, quoted or labelled: '"no mushrooms ever" - that's my rule', "my rule: nothing fried"
MY_RULE = re.compile(
    r"^\s*[\"“'](?P<q>[^\"”]{2,80}?)[\"”']\s*[-–—:,]?\s*(?:that'?s|that is|is|=)\s+(?:my|our|the) (?:house |golden |one )?"
    r"(?:rule|motto|policy|mantra)\b[\s.!]*$"
    r"|^\s*(?:my|our) (?:house |golden |one )?(?:rule|motto|policy|mantra)(?: is)?\s*[:–—-]\s*(?P<r>.{2,80}?)[\s.!]*$"
    # said before and meant: 'I said "no coriander" and I meant it'
    r"|^\s*i (?:said|told you|mean)\s*[,:]?\s*[\"“'](?P<s>(?:no|never|nothing)\b[^\"”]{2,80}?)[\"”']\s*(?:,|and|-)?\s*"
    r"(?:i (?:meant|mean) it|i'?m serious|seriously)?[\s.!]*$",
    re.I,
)


def _rule_of_mine(text: str) -> str:
    """A kept rule said as the speaker's own avoidance ("no mushrooms ever" → "I never eat mushrooms")."""
    if not (match := MY_RULE.match(text)):
        return text
    rule = (match.group("q") or match.group("r") or match.group("s")).strip(" .!")
    said = re.sub(r"^(?:no|never any)\s+(.+?)(?:,?\s+ever)?$", r"I never eat \1", rule, flags=re.I)
    return re.sub(r"^nothing\s+(.+)$", r"I never eat anything \1", said, flags=re.I)


def _plain(text: str) -> str:
    return " ".join((text or "").lower().replace("\u2019", "'").split())


# Said not to be kept, beside what is said: "please don't remember anything about my diet, I'm keto but it's
# temporary", "don't save this, but I'm vegan". What the message says is not saved (of the kind named, if one
# is); an allergy said so is still asked about by the chat, never passed over.
NOT_TO_KEEP = re.compile(
    r"\b(?:don'?t|do not|dont|no need to|never|please don'?t) (?:remember|save|store|note|keep|record|log|write down)"
    r"(?: (?:this|that|it|any of (?:this|that)|anything|this one|that one))?(?: (?:about|of|on|to do with) (?P<about>[\w' -]+?))?"
    r"(?=\s*(?:$|[,.;:!—–-]|\bbut\b|\bthough\b|\bplease\b))"
)
KIND_WORDS = ((r"diet|eating", DIET), (r"allerg", ALLERGY), (r"goal|aim|target", DIETARY_GOAL),
              (r"kitchen|household|family|equipment", KITCHEN), (r"cuisine", CUISINE),
              (r"cooking|style", COOKING_STYLE), (r"dislike|hate|avoid", DISLIKE), (r"like|love|favou?rite", LIKE))  # fmt: skip


def _kept_back(text: str, result: Extraction) -> None:
    """What the message asks not to be kept is dropped from what it says: the instruction is no forget, and
    its claims (of the kind it names, or all) are not saved."""
    if not (said := NOT_TO_KEEP.search(_plain(text))):
        return
    about = said.group("about") or ""
    kinds = {category for pattern, category in KIND_WORDS if re.search(rf"\b(?:my |the )?(?:{pattern})", about)}
    said_now = {c.category for c in result.claims}
    result.claims = [c for c in result.claims if kinds and c.category not in kinds]
    result.forgets = [
        f
        for f in result.forgets
        if not (f.value and about and normalize(about) in normalize(f.value))
        # "don't remember anything about my diet, I'm keto but it's temporary": what it says now is not kept, and
        # nothing held is forgotten (said alone, it asks for the diet held to go)
        and not (f.value is None and f.category in kinds & said_now)
    ]


# Learning itself asked to stop: "can you stop saving stuff about me?" (a setting, not a forget of anything)
STOP_LEARNING = re.compile(
    r"\b(?:stop|quit|don'?t|do not|no more|no longer) (?:saving|remembering|storing|recording|learning|keeping|noting|"
    r"logging|tracking|collecting) (?:any ?more )?(?:stuff|things|anything|info(?:rmation)?|data|details|notes|what i say)?"
    r"\s*(?:about|on|of|from) me\b|\bstop (?:learning|saving|remembering)(?: things| stuff)?(?: please)?\s*[?.!]*$"
)


def stops_learning(text: str) -> bool:
    """Does the message ask that nothing more be learned ("stop saving stuff about me")?"""
    return bool(STOP_LEARNING.search(_plain(text)))


def asks_not_to_keep(text: str) -> str | None:
    """What a message that asks not to be kept says besides ("don't save this, but I'm vegan" → "I'm vegan"), or None."""
    if retracts_last(text) or not NOT_TO_KEEP.search(_plain(text)):
        return None
    return NOT_TO_KEEP.sub(" ", _plain(text), count=1).strip(" ,.;:!-—–") or None


def retracts_last(text: str) -> bool:
    """Does the message take back the one before it, naming nothing of its own?"""
    return bool(RETRACTS_LAST.match(_plain(text)))


# A food added to what was just said: "and capers too", "oh and sesame as well", "same with leeks"
ALSO_THIS = re.compile(
    r"^(?:(?:and|also|plus|oh and|and also|same (?:with|for|goes for)|ditto(?: for)?)\s+)(?P<x>[\w\s'-]+?)"
    r"(?:,?\s+(?:too|as well|also|aswell))?[\s.!]*$"
    r"|^(?P<y>[\w\s'-]+?),?\s+(?:too|as well|aswell)[\s.!]*$"
)


def said_of_the_last(text: str, before: str, *, current_diet: str | None = None) -> Extraction | None:
    """What a message says of "it" or "them" when it names no food: the food the message before named ("I love
    aubergine", then "actually no, I can't stand it"; "I'm allergic to eggs", then "I grew out of it"), or the
    same said of another food ("I hate olives", then "and capers too"). None when there is nothing to carry."""
    plain = re.sub(
        r"^(?:(?:actually|oh|ok|okay|so|wait|hmm|no|nah|nope|sorry|honestly|tbh|i meant|i mean|i meant to say)[,!.]* )*",
        "",
        _plain(text),
    )
    more = ALSO_THIS.match(plain)
    if not more and not re.search(r"\b(?:it|them|those|these|that)\b", plain):
        return None  # nothing added, nothing pointed at (most messages: read the message before only when needed)
    if (
        confirmation(text) != "unclear"
        and not polarity.polarity(plain)
        and not re.search(r"\b(?:i|i'm|im|i've|my)\b", plain)
    ):
        return None  # "skip it", "nope, leave it": an answer (to nothing asked), no news of the food
    said = [
        c for c in extract(before, current_diet=current_diet).claims if c.category in (LIKE, DISLIKE, ALLERGY, CUISINE)
    ]
    if not said:
        return None
    if more and not polarity.polarity(plain):
        added, kind = more.group("x") or more.group("y"), said[-1].category
        foods = [m.text for m in mentions(added, (CUISINE_KIND,) if kind == CUISINE else (FOOD_KIND, DISH_KIND))]
        return (
            Extraction(claims=[Claim(kind, food, text) for food in foods])
            if foods and len(added.split()) <= 4
            else None
        )
    said = [c for c in said if c.category != CUISINE]
    if (
        not said
        or mentions(plain, (FOOD_KIND, DISH_KIND, CUISINE_KIND))
        or re.search(r"\b(?:when|whenever|if|because|cos|how)\b", plain)  # "I hate it when it rains"
    ):
        return None
    last = said[-1]
    if feeling := PRONOUN_AFTER_FEELING.match(plain):
        if len(plain[feeling.end() :].split()) > 3:
            return None
        readings = [f"{last.value}? {plain}"]  # "Olives? Can't stand them." is understood
    elif re.search(r"\b(?:it|them)\b", plain):
        readings = [re.sub(r"\b(?:it|them)\b", last.value, plain, count=1)]
        if last.category == ALLERGY:  # "I grew out of it" is "I grew out of my egg allergy"
            readings.append(re.sub(r"\b(?:it|them)\b", f"my {last.value} allergy", plain, count=1))
    else:
        return None
    for reading in readings:
        found = extract(reading, current_diet=current_diet)
        if found.claims or found.forgets:
            found.claims = [Claim(c.category, c.value, text) for c in found.claims]  # the evidence is what was said
            found.forgets = [ForgetRequest(f.value, f.category, text) for f in found.forgets]
            return found
    return None


def retracted_kind(text: str) -> str | None:
    """The kind a retraction points at ("delete that dislike"), when it names one."""
    pointed = THAT_KIND.search(_plain(text).strip(" .!?"))
    return KIND_OF[pointed.group("kind")] if pointed else None


def retracted_for(text: str) -> str | None:
    """What a message that takes back the one before says is true instead ("scratch that, it's prawns
    specifically" → "it's prawns specifically"), or None ("don't save this, but …" speaks of itself)."""
    if re.match(
        r"^(?:\w+[,!.]* )*?(?:don'?t|do not|dont|no need to) (?:save|remember|store|note|keep|record|log) this\b",
        _plain(text),
    ):
        return None
    if match := RETRACTED_FOR.match(_plain(text)):
        return match.group("new").strip()
    match = MEANT_INSTEAD.match(_plain(text))
    return next(v for v in match.group("new", "stated", "narrowed") if v).strip() if match else None


# The value just said, changed in so many words: "actually make that vegetarian, I still eat cheese", "change it to
# thai" (never a recipe scaled or adapted: "make it for four" — and only when the message before said something)
CHANGED_TO = re.compile(
    r"^(?:(?:sorry|oops|whoops|actually|wait|no|ah|hmm|on second thoughts?)[,!.]* )*(?P<said>(?:make|change|switch|"
    r"update|correct) (?:that|it|this)(?: one)?(?: to| into| as)? (?!for\b|(?:a|an|the|some|double|half|smaller|bigger|"
    r"less|more)\b)"
    # (a number only for "that": "make that five" after "I cook for four"; "make it four" scales a recipe)
    r"(?!(?<!that )(?<!that to )(?:\d+|two|three|four|five|six|seven|eight)\b)[\w' -]{2,40}?)(?: instead)?(?:[,;].*)?[\s.!]*$"
)


def changed_to(text: str) -> str | None:
    """ "make that vegetarian" for "actually make that vegetarian, I still eat cheese": what replaces the value said."""
    match = CHANGED_TO.match(_plain(text))
    return match.group("said") if match else None


def replaced_value(said: str) -> str | None:
    """What a replacement says it replaces: "i meant cashews, not peanuts" → "peanuts"."""
    match = re.search(
        r"\b(?:not|rather than|instead of) (?:all |any |every )?(?P<y>[\w' -]{2,40}?)[\s.!]*$", _plain(said)
    )
    return match.group("y") if match else None


def replacement_value(said: str) -> str | None:
    """The value a replacement names on its own, without its kind: "it's prawns specifically" → "prawns"."""
    match = REPLACEMENT_VALUE.match(_plain(said))
    return match.group("x").strip() if match else None


SAID_AS = {ALLERGY: "I'm allergic to {}", LIKE: "I love {}", DISLIKE: "I hate {}", CUISINE: "I love {} food",
           DIET: "I'm {}", DIETARY_GOAL: "I'm trying to {}", COOKING_STYLE: "I love {}"}  # fmt: skip
# an amount said on its own: "make that 140g" (of "eat 120g protein a day"), "make that 45 minutes"
AMOUNT = re.compile(
    r"\d[\d,.]*\s?(?:g|grams?|kg|kcal|calories|cals|mg|ml|l|litres?|liters?|minutes?|mins?|hours?|%)?\b"
)


def said_again(taken_back: Claim, value: str) -> list[Claim]:
    """A value said in place of the one a claim holds, read as the same kind of claim: "almonds" for an allergy to
    peanuts, "5" for "cooks for 4", "140g" for "eat 120g protein a day"."""
    if (
        AMOUNT.fullmatch(value.strip())
        and (old := AMOUNT.search(taken_back.value))
        and not taken_back.value.startswith("cooks for")
    ):  # the amount in the value held, changed: "eat 120g protein a day", "make that 140g" → "eat 140g protein a day"
        return [
            Claim(
                taken_back.category,
                taken_back.value[: old.start()] + value.strip() + taken_back.value[old.end() :],
                value,
            )
        ]
    template = SAID_AS.get(taken_back.category)
    if taken_back.category == KITCHEN and taken_back.value.startswith("cooks for"):
        template = "I cook for {}"
    return extract(template.format(value)).claims if template else []


# A message that corrects itself partway: "I'm vegan, actually no, not vegan", "cook for 4, sorry no, 5", "I love
# olives - wait, no, I hate them". What the clause before the correction said is replaced or denied by what follows.
CORRECTED_MIDWAY = re.compile(
    r"(?:[,;]|[.!](?=\s)|\s[-–—]+)\s*(?:(?:actually|wait|sorry|oh|oops|hmm+|erm?|um+)[,!.]*\s+no\b|"
    r"no[,!.]*\s+(?:wait|sorry|actually|hang on|hold on)\b|(?:scratch|strike) that\b|correction\b|or rather\b|"
    r"(?:sorry,? )?i meant\b|make that\b)[,!.:;]*\s*"
)
# what follows says the clause before was not so: "not vegan", "I don't", "that was my old flat"
NOT_SO = re.compile(
    r"^(?:not\b|no\b|never\b|i'?m not\b|i am not\b|i'?m no longer\b|i don'?t\b|i do not\b|i haven'?t\b|i have not\b|"
    r"i never\b|i didn'?t\b|that was\b|that'?s not\b|that isn'?t\b|it'?s not\b|it isn'?t\b|it was\b|i had\b|i used to\b|"
    # someone else's ("…, wait no, that's my sister"), or gone ("…, actually no, I gave it away")
    r"(?:that'?s|it'?s|that is) (?:(?:for|about) )?(?:my|our|his|her|their|someone|somebody)\b|"
    r"i (?:gave|sold|threw|binned|donated|lost|broke|got rid of)\b|(?:it|that) (?:broke|died|went)\b|"
    r"(?:that'?s|it'?s|that is) (?:wrong|not right|not true|old news|out of date)\b)"
)


def _corrected_midway(text: str, current_diet: str | None) -> Extraction | None:
    """What a message says when it corrects itself partway, or None when it does not (or says nothing this
    reading understands of the correction: then the whole message is read as it is)."""
    turns = list(itertools.islice(CORRECTED_MIDWAY.finditer(text), 4))
    if not turns or len(turns) > 3:
        return None  # (more corrections than a message makes are read as they are: each is read again per turn)
    turn = turns[0]
    before, rest = text[: turn.start()], text[turn.end() :].strip(" .!")
    head, last = re.match(r"^(?:(?P<head>.*[.!?\n])\s*)?(?P<last>.*)$", before, re.S).group("head", "last")
    taken = extract(last, current_diet=current_diet).claims
    if not taken or not rest:
        return None
    found = extract(rest, current_diet=current_diet)
    if not found.claims:
        pointed = re.sub(r"\b(?:the|that|this) (?:stuff|thing|things)\b", "it", rest)  # "…, I hate the stuff"
        found = said_of_the_last(pointed, last, current_diet=current_diet) or found
    denied = NOT_SO.match(_plain(rest))
    if not found.claims and len(rest.split()) <= 4 and not denied:
        value = replacement_value(rest) or rest  # "it's almonds", "5"
        found = Extraction(claims=[c for c in said_again(taken[-1], value) if c.category == taken[-1].category])
    if not found.claims and not denied:
        return None
    new = {normalize(c.value) for c in found.claims}
    named = [c for c in taken if normalize(c.value) in normalize(rest) or normalize(c.value) in new]
    if not named and (not found.claims or found.claims[-1].category == taken[-1].category):
        named = [taken[-1]]  # "…, I don't", "…, 5": of the last thing said
    result = extract(head, current_diet=current_diet) if head else Extraction()
    result.claims += [c for c in taken if c not in named] + found.claims
    gone = [normalize(c.value) for c in named]  # a denial of what was just said takes back nothing held before
    result.forgets += [f for f in found.forgets if not any(g in normalize(f.value or "") for g in gone)]
    return result


OPPOSITE = {LIKE: DISLIKE, DISLIKE: LIKE}
# The exception to a feeling, said after it: "not a fan of fish, except salmon", "I love most veg apart from sprouts"
_EXCEPT_LEAD = r"\b(?:except(?: for)?|apart from|other than|but not|save for|besides)\b"
EXCEPTED = re.compile(
    rf"(?:,\s*|\s+){_EXCEPT_LEAD}\s+"
    r"(?P<y>(?!(?:me|my|when|if|on|at|for|in|during|the odd|the occasional)\b)[\w\s'-]+?)[\s.!]*$"
)
# the diet after one ended, said as what it is now: "…, it's mediterranean", "…, I'm pescatarian now"
DIET_NOW = re.compile(
    rf"^\W*(?:(?:and|but|so) )?(?:now )?(?:it'?s|i'?m|im|i am|my diet'?s|my diet is)(?: now)? (?:a |an |more |mostly )?"
    rf"(?P<x>{_DIET_WORDS})\b"
)
DIET_CORRECTED = re.compile(rf"(?:^|\bso |\bi'?m |\bi am )(?P<x>{_DIET_WORDS}),? not (?:a |an )?(?:{_DIET_WORDS})\b")
DIET_OVER = re.compile(
    r"(?:(?:\b(?:i'?m|im|i am) |^)(?:not|no longer) (?:on|following|doing) (?:a|any|my)(?: particular| specific| special)? diet"
    r"\b(?!.*\bbut\b)|\bi (?:don'?t|do not|no longer) (?:follow|do|keep to) (?:a|any)(?: particular| specific| special)? diet"
    r"(?: any ?more| now)\b|(?:i'?ve |i have )?(?:stopped|quit|finished|ended|"
    r"given up|gave up) (?:my |the )?(?:diet|dieting)\b|\b(?:my |the )?diet(?:'s| is| has) (?:over|finished|done|ended)\b"
    # eating as before, said of the diet left: "back to eating normally after the detox"
    r"|\b(?:back to|going back to|gone back to|went back to) (?:eating (?:normal(?:ly)?|as normal|like normal|like before)|"
    r"normal eating)\b)"
)
GONE_OFF = re.compile(
    r"\bi(?:'ve| have)? (?:totally |completely |really |kind of |kinda )?(?:gone (?:right )?off|went (?:right )?off|fallen out of love with|"
    r"fell out of love with|lost my taste for) (?P<x>.+)"
    # "sushi's lost its appeal for me"
    r"|^(?P<z>[\w\s'-]+?)(?:'s| has) lost (?:its|their) (?:appeal|magic|charm)(?: for me)?$"
)
FISH_NOT_MEAT = re.compile(
    r"\bi (?:only |do |still )?(?:eat|have) (?:fish|seafood)(?: and (?:fish|seafood|eggs|dairy))?,? but (?:not|no|never) "
    r"(?:any |other )*(?:meat|red meat|chicken)\b"
)
NO_MORE = re.compile(r"^no more (?P<x>[\w\s'-]+?) for (?:me|us)\b")
# What Mise holds, said back to it and denied: "you've got me down as hating beetroot but I don't"
WRONGLY_HELD = re.compile(
    # "I never said I was vegetarian": what was never said is held wrongly
    r"^(?:i never said (?:that )?(?=i\b|i'm\b|i was\b)|"
    # said, then denied: "I said I liked tofu but I really don't"
    r"i (?:said|told you|mentioned)(?: (?:before|earlier|once))?(?: that)? (?=i\b|i'm\b|i was\b)|"
    r"you(?:'ve| have)? (?:still |also )?(?:got|put|marked|listed|noted|saved|stored) me (?:down |listed |marked )?as|"
    r"you (?:still |also )?have me (?:down |listed |marked )?as|"
    r"you (?:think|seem to think|reckon|believe|assume|remember) (?:that )?(?=i\b|i'm\b)|"
    # asked where it came from: "where did you get that I'm allergic to eggs? I'm not"
    r"(?:where (?:did|do) you get(?: the idea| it| this)?(?: from)?|who told you|why do you think|what makes you think)"
    r" (?:that )?(?=i\b|i'm\b)|"
    # put down to whoever said it, after what is true: "(tomatoes are fine by me,) whoever said I hated them was wrong"
    r"(?:[\w\s'-]+,\s*)?(?:whoever|someone who|somebody who|anyone who) (?:said|told you)(?: that)? (?=i\b|i'm\b|i was\b)|"
    # a note named and denied: "that thing about me loving bananas? not true", "the bit where I said I'm keto is wrong"
    r"(?:the |that )?(?:thing|bit|part|stuff|note|line|entry) (?:about|where i (?:said|told you|mentioned)(?: that)?) "
    r"(?:me )?)\s*(?P<x>.+?)(?: (?:was|is) (?:wrong|mistaken|confused|lying|joking|making (?:it|that) up))?[?.!]*$"
)
# a retraction that names nothing, in a clause of its own: "…, delete that"
BARE_RETRACTION = re.compile(
    r"(?:(?:please|pls|just|so|and|can you|could you) )*(?:delete|remove|forget|scrap|drop|bin|ditch|erase|wipe|strike|"
    r"get rid of) (?:that|this|it)(?: please| pls| thanks)?[.!]*"
)
# a taste put right as someone else's: "my sister is the one who hates onions, not me", "it's my husband who loves
# chilli, not me"
THEIRS_NOT_MINE = re.compile(
    rf"^(?:it'?s |it was )?(?:my|our) (?:\w+ )?(?:{PEOPLE_NOUNS})(?: is| was|'s)?(?: the one)? (?:who|that)(?:'s|\s+(?P<verb>[a-z']+))"
    r" (?P<x>[\w' -]{2,40}?),? (?:not me|not mine|not i|i don'?t|i do not)\b"
)
DENIED = re.compile(
    r"^i never said\b|\b(?:but i (?:really |actually |honestly )?(?:don't|do not|'m not|am not|never|no longer)|"
    r"i (?:really |actually |honestly )?(?:don't|do not)|i'm not|i am not|not true|that's wrong|"
    r"wrong|remove|delete|forget|not any ?more|no longer|old news|out of date|outdated|(?:not|isn't|is not) (?:right|true|the case)|"
    # what is true now, said against it: "you've got me as a beginner but I'm decent now"
    r"but (?:i'?m|i am|i've|i have) (?:\w+ ){1,3}(?:now|these days|nowadays)$|"
    r"incorrect|untrue|false|mistaken|made (?:that|it) up)\b"
)
GOAL_LEAD = re.compile(
    r"^(?:(?:i'm|im|i am|i|i've been|been|really|also|just|always|tend to|try to|trying to|want to|need to|"
    r"aiming to|hoping to|working on|(?:was |got |been )?(?:told|advised|asked|instructed|supposed) to)\s+)+"
)


# A learner's "not more" for "no longer": "I am not more vegetarian"
NOT_MORE = re.compile(r"\b(i am|i'm|im) not more\b(?! than\b)", re.I)
# A feeling said round the houses, in the words the patterns know: "I can't say I'm a fan of kale" is not being one,
# "I can't not have coffee" is not going without it
ROUNDABOUT = (
    # a feeling less than it was: "not into japanese food like I used to be" is not into it any more
    (
        re.compile(
            r"\b((?:i'?m |i am )?not (?:really |so |that )?(?:into|keen on|a fan of|fussed about) [\w' -]{2,40}?) "
            r"(?:like|as much as) i used to(?: be)?\b",
            re.I,
        ),
        r"\1 anymore",
    ),
    (
        re.compile(r"\bcan'?t say (?:that )?(?:i'?m|i am) (?:a |much of a )?(?:big |huge )?fan of\b", re.I),
        "i'm not a fan of",
    ),
    (re.compile(r"\bcan'?t say (?:that )?i (?:really |much )?(enjoy|like|love)\b", re.I), r"i don't \1"),
    (re.compile(r"\bcan'?t not (?:have|eat|drink)\b", re.I), "can't go without"),
    # (kept in one clause: "it's been years since I ate meat" is years gone without it)
    (
        re.compile(
            r"\b(?:it'?s|it has) been (years|ages|decades|a decade|a long time) since i (?:last )?(?:ate|had|touched)"
            r"(?= (?:any )?(?:meat|red meat|animal products)\b)",
            re.I,
        ),
        r"i've gone \1 without eating",
    ),
    # "'s" before a past participle is "has": "broccoli's grown on me", "coriander's become a favourite"
    (re.compile(r"\b(\w+)'s (?=(?:grown on|become|gone off|been growing on)\b)", re.I), r"\1 has "),
)
# Text-speak for a feeling, in the words the patterns know: "i luv avocado", "h8 olives", "my fav snack".
TEXT_SPEAK = {
    "luv": "love",
    "luvs": "loves",
    "luving": "loving",
    "luvd": "loved",
    "h8": "hate",
    "h8s": "hates",
    "gimme": "give me",
    "fav": "fave",
    "favs": "faves",
    "fav's": "faves",
    "rn": "",  # "right now" said of a taste is its present, not a passing moment
    "tryna": "trying to",
    "wanna": "want to",
    "sm": "so much",
    # the g dropped, as typed fast: "cookin for 2 most nights"
    "cookin": "cooking",
    "bakin": "baking",
    "eatin": "eating",
    "makin": "making",
    "lovin": "loving",
    "tryin": "trying",
    "preppin": "prepping",
    # a word of the kitchen's misspelt short of the spelling corrector's reach (it leaves words under seven letters)
    "beginer": "beginner",
    "begginer": "beginner",
    "w/o": "without",
}
_TEXT_SPEAK = re.compile(r"\b(?:" + "|".join(map(re.escape, TEXT_SPEAK)) + r")\b", re.I)


# Who gives the advice a speaker takes as a goal
_ADVISER = r"doctor|gp|dietitian|dietician|nutritionist|consultant|nurse|trainer|physio"
# Advice quoted is advice the speaker was given, not someone's words to ignore: 'my doctor said "cut down on salt"'.
ADVICE_QUOTED = re.compile(
    rf"\b(?P<who>{_ADVISER})(?: has)? (?:said|says|told me|"
    r"tells me)[:,]?\s*(?P<q>[\"'])(?:(?P<how>less|more|fewer|no more|plenty of|lots of) |(?=(?:cut|eat|reduce|avoid|limit|lose|"
    r"lower|increase|get|drink|stop|watch)\b))(?P<what>[^\"']{1,200})(?P=q)",
    re.I,
)


# Advice reported is advice given: "my GP says I should be eating more fibre" is "my GP told me to eat more fibre"
# (not "I've been told I should eat more iron": no one who gives such advice named)
ADVICE_REPORTED = re.compile(
    rf"\b(?P<who>{_ADVISER})(?:'s| has| had)? (?:(?:says?|said|thinks|"
    r"reckons|recommends|recommended|suggests|suggested) (?:that )?i (?:really )?(?:should|ought to)(?: really)?(?: be)?"
    # "my doctor wants me eating less salt", "the dietitian has me cutting sugar"
    r"|wants? me(?: to)?(?: be)?|(?:has|had|got) me) "
    r"(?P<what>eat|cut|reduce|avoid|limit|lose|lower|increase|get|drink|stop|watch|eating|cutting|reducing|avoiding|"
    r"limiting|losing|lowering|increasing|getting|drinking|stopping|watching)\b",
    re.I,
)
# Two aims under one "I'd like to": "I'd like to cut down on takeaways and cook more from scratch"
TWO_AIMS = re.compile(
    r"\b(?P<head>(?:i'?d like|i would like|i want|i'?m trying|i am trying|trying|i'?m aiming|aiming|i'?m hoping|hoping) to) "
    r"(?P<a>(?!try\b)[^,.;!?]{3,60}?) and (?P<b>(?:cook|eat|make|cut|drink|get|stop|start|use|bake|reduce|avoid|lose|waste|"
    r"spend|try|snack|have)\b[^,.;!?]{0,60})",
    re.I,
)
_VERB_OF = {
    "eating": "eat", "cutting": "cut", "reducing": "reduce", "avoiding": "avoid", "limiting": "limit", "losing": "lose",
    "lowering": "lower", "increasing": "increase", "getting": "get", "drinking": "drink", "stopping": "stop",
    "watching": "watch",
}  # fmt: skip


# What introduces facts about the speaker: "bit about me - pescatarian, two kids", "quick intro: …"
INTRODUCED = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:(?:hi|hey|hello|hiya|ok|okay|so)(?: there)?[,!]?\s+)?"  # ("hey, quick intro: …")
    r"(?:(?:a |some )?(?:little |quick |tiny |few )?(?:bits? about me|things about me|facts about me)|"
    r"about me|(?:a )?quick intro|intro|(?:some )?background|for context|context|new here|"
    r"(?:some |a few |a couple of |few )?(?:things|stuff) (?:to know|you should know|you need to know|worth knowing)|"
    r"(?:the |my )?basics|(?:some |quick )?facts|(?:my )?stats|fyi|useful info)\s*[-:–—]\s*",
    re.I,
)


# "my wife and I cook together": the speaker with someone, one subject of cooking
_NOT_AFTER_MY_PERSON = "".join(
    f"(?<!\\bmy {person})"
    for person in ("wife", "husband", "hubby", "partner", "boyfriend", "girlfriend", "fiance", "fiancee", "flatmate",
                   "housemate", "roommate", "mum", "mom", "dad", "son", "daughter", "sister", "brother", "friend", "mate")
)  # fmt: skip
_DIET_FIRST = "|".join(f"(?<=^{re.escape(diet)})" for diet in DIETS)
# A diet concluded from what was just said, with a shrug: "… so vegetarian I guess"
CONCLUDED = re.compile(rf"^(i'm (?:{_DIET_WORDS})) (?:i guess|i suppose|then)$")
# A message that opens by saying what Mise holds is wrong: what it then denies is taken back, as "after all" says
# ("that's wrong, I'm not lactose intolerant"); said on its own, "I'm not lactose intolerant" is news, and after a
# bare "no" it is mostly the answer to a question ("no, I'm not vegetarian, my wife is")
CORRECTION_LEAD = re.compile(
    r"^(?:(?:no|nope|nah)[,!.]* )?(?:wrong|incorrect|not true|that'?s (?:wrong|not right|not true|incorrect|a mistake)|"
    r"that is (?:wrong|not right|not true)|that isn'?t (?:right|true)|you'?ve got (?:that|it|me) wrong|you got (?:that|it) wrong|"
    r"i was wrong|my mistake|my bad|sorry)"
    r"\s*[,.!:;-]"
)
DENIAL = re.compile(r"^(?:i'm|i am|im) (?:not|no)\b(?!.*\b(?:any ?more|after all|now)$)")


# the sounds of speech between words (never "uh-huh", which says yes)
FILLER = re.compile(r"(?<![\w'-])(?:u+m+|u+h+|e+r+m+|u+h+m+)(?![\w'-]|[- ]huh\b)[,.]*\s*", re.I)


# Facts typed in one breath, with no commas: "vegetarian cook for three love greek hate aubergine", "i hate coriander
# i hate olives". A new feeling starts where a food, a cuisine, a diet or a count has just been named ("my kids love
# pasta" names none before its verb).
RUN_TOGETHER = re.compile(r"(?<=\w) (?=(?:i )?(?:love|loves|hate|hates|adore|can'?t stand)\b)", re.I)
RUN_TOGETHER_DIET = re.compile(rf"^\s*(?:{_DIET_WORDS})(?= (?:cook|love|hate|adore|allergic|only|no|can'?t)\b)", re.I)


# A statement, then a question put to the coach or a tag: "I'm coeliac, can I still have oats?", "i hate mushrooms,
# don't you?", "I'm lactose intolerant - is butter ok?". The statement is a sentence of its own; one that opens as a
# question or a condition ("if I'm vegan, can I eat honey?", "what if I'm allergic, is it safe?") is not split.
ASKED_AFTER = re.compile(
    r"(?P<said>(?:^|(?<=[.!?\n]))\s*(?!(?:if|when|whenever|since|because|as|whether|although|though|while|unless|"
    r"assuming|suppose|supposing|what|how|which|why|where|who|is|are|am|was|were|do|does|did|can|could|would|will|"
    r"should|shall|have|has|any)\b)[^.!?\n]*?)(?:,|\s+[-–—]+)\s*"
    r"(?P<asked>(?:what|how|which|when|where|why|who|can|could|would|will|should|is|are|does|do|did|have|has|any|"
    r"anything|got|thoughts|isn't|aren't|don't|doesn't|didn't|wouldn't|right|you know|ok|okay|yeah)\b[^.!?\n,]{0,200}\?)",
    re.I,
)


def _asked_apart(match: re.Match[str]) -> str:
    """The statement apart from the question when it is the speaker's (not "fennel tastes like licorice, right?")."""
    said, asked = match["said"], match["asked"]
    own = re.search(r"\b(?:i|i'm|im|i've|ive|i'd|me|my|we|we're|our|us)\b", said, re.I)
    if own or _with_subject(said.strip().lower()) != said.strip().lower():
        return f"{said}. {asked}"
    return match.group()


def _unrun(match: re.Match[str]) -> str:
    sentence = match.group()
    if "," in sentence or len(sentence.split()) < 5:
        return sentence
    breaks = []
    for point in RUN_TOGETHER.finditer(sentence):
        before = sentence[: point.start()].split()[-1].lower()
        if (
            before == "diet"
            or re.fullmatch(COUNT, before)
            or mentions(before, (FOOD_KIND, DISH_KIND, CUISINE_KIND, DIET_KIND))
        ):
            breaks.append(point.start())
    if lead := RUN_TOGETHER_DIET.match(sentence):  # "vegetarian cook for three …": the diet, then the rest
        breaks.insert(0, lead.end())
    for at in reversed(breaks):
        sentence = f"{sentence[:at]},{sentence[at:]}"
    return sentence


def _clean_text(text: str) -> str:
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = _TEXT_SPEAK.sub(lambda match: TEXT_SPEAK[match.group().lower()], unstretched(text))
    text = NOT_MORE.sub(r"\1 no longer", text)  # "I am not more vegetarian", as a learner says "no longer"
    for said, plain in ROUNDABOUT:
        text = said.sub(plain, text)
    text = FILLER.sub("", text)  # "i'm vegetarian and uh i don't really do spicy stuff", as it is spoken
    text = re.sub(r"[^.!?\n]+", _unrun, text)
    text = ASKED_AFTER.sub(_asked_apart, text)
    text = ADVICE_QUOTED.sub(  # 'my doctor said "less red meat"': told to eat less of it
        lambda m: f"{m['who']} told me to {'eat ' + m['how'] + ' ' if m['how'] else ''}{m['what']}", text
    )
    text = ADVICE_REPORTED.sub(lambda m: f"{m['who']} told me to {_VERB_OF.get(m['what'].lower(), m['what'])}", text)
    text = TWO_AIMS.sub(r"\g<head> \g<a>, and \g<head> \g<b>", text)  # each aim a clause of its own
    text = QUOTED.sub(" ", text)  # quoted speech is someone's words, not the speaker's claim
    text = asked_and_answered(text)
    text = INTRODUCED.sub("", text)
    text = WHO_DOES.sub(lambda m: f"{m['who']}, and I {m['verb']}", text)  # "a beginner who loves baking cakes"
    return re.sub(r"\s+", " ", text).strip()


# What the speaker is, then what they do: "I'm a beginner who loves baking cakes" says both
WHO_DOES = re.compile(
    r"(?P<who>\b(?:i'?m|i am) an? (?:[\w-]+ ){0,3}?(?:cook|beginner|novice|baker|vegetarian|vegan|pescatarian|student|chef|"
    r"foodie|eater|mum|mom|dad|parent|person)) (?:who|that) (?P<verb>love|hate|like|adore|enjoy|can't stand)s?\b",
    re.I,
)


# People drop the "I" ("can't stand olives tbh", "big fan of roasted cauliflower"): a clause that
# opens with a first-person predicate is the speaker's.
SUBJECTLESS = (
    (re.compile(r"^(?:really |absolutely |totally |honestly |also )?(?:can't stand|cannot stand|can't eat|can't bear|"
                r"cannot bear|can't abide|can't be doing with|cannot be doing with|hate|"
                r"love|adore|dislike|prefer|really like|really love|never eat|don't eat|cook for|only have|can't resist|"
                r"can't get enough of|tend to go for|always go for|usually go for|couldn't care less|"
                # a habit said after a comma without its "I": "big on fermenting, always have a kimchi on the go"
                r"(?:always|usually|mostly|often|never) (?:have|make|keep|cook|bake|buy|use|do|eat)|"
                # a habit of cooking said without the "I": "bake most weekends" (not "bake for 20 minutes")
                r"(?:bake|cook|grill|barbecue|bbq|meal prep|batch cook)(?= (?:[\w-]+ )?(?:most|every|each) "
                r"(?:weekends?|weeks?|days?|nights?|evenings?|mornings?|(?:sun|satur|fri|mon|tues|wednes|thurs)days?)\b)|"
                # able again, said without the "I": "can eat eggs again, the allergy's gone"
                r"can (?:now )?(?:eat|have)(?= [\w\s-]+ again\b)|"
                # given up for good, without the "I": "sworn off white bread"
                r"sworn off|"
                # a liking without the "I": "could eat halloumi every day of the week"
                r"could (?:happily |easily |honestly )?(?:eat|live on)(?= [\w\s'-]+ (?:every|all day|forever|for days|on repeat)\b))\b"), "i "),
    (re.compile(r"^(?:a )?(?:big|huge|massive|total) fan of\b|^(?:big|huge|massive|real|proper|total) [\w'-]+ (?:person|eater|lover|fiend|addict|junkie)\b|^(?:not a fan of|obsessed with|allergic to|"
                r"lactose intolerant|coeliac|celiac|(?:vegetarian|vegan|pescatarian)(?=\s*$|[,.!;]|\s+(?:and|but|so|since|for|too|here|btw|now|"
                r"myself|though|mostly|mainly|really|these days|nowadays|at home|by choice|starting|from|as of|again|only|"
                r"strictly|full time|ish)\b)|crazy about|mad about|(?:a bit |pretty |totally )?(?:hopeless|useless|a wimp|a lightweight) (?:with|when it comes to)\b|(?:(?:so|really|well|totally|properly|super|seriously) )+into\b|"
                r"(?:(?:a bit|quite|very|really|pretty|super|so) )?(?:picky|fussy) (?:about|with)|"
                # skint, said in a list of facts: "i'm a student, broke, only have a microwave"
                r"(?:(?:always|totally|completely|pretty|very|so|permanently) )?(?:broke|skint)(?= *$)|"
                r"not (?:really |that |too |very |all that )?(?:into|keen on|big on)|(?:really |very |so )?big on(?= [\w' -]+$)|"
                # a liking said without the "I": "keto for two months now and loving the steak" (not "… and loving it")
                r"(?:(?:honestly|really|totally|absolutely|seriously) )?(?:loving|enjoying)(?= (?:the |my |all the |these |those )?"
                r"(?!(?:it|this|that|them|life|every\w*|results?|change|challenge|process|vibes?)\b)[\w'-]+)|"
                r"(?:trying|aiming|looking|hoping) "
                r"to (?:lose|gain|eat|cut|get|build|reduce|drink|avoid|bulk|slim|tone|put on|lower|increase|stop)|"
                r"cutting (?:out|back on|down on)|"
                r"no longer (?=trying|aiming|looking|hoping|doing|on|into|a |an |counting|watching)|"
                # a cook one is, without the "I": "pretty confident cook, I can handle anything"
                r"(?:an? )?(?:(?:pretty|really|very|quite|fairly|reasonably|total|complete|absolute) )?(?:confident|experienced|"
                r"keen|decent|competent|good|great|terrible|rubbish|bad|awful|nervous|beginner|novice|amateur|average|"
                r"intermediate|self taught) (?:home )?(?:cook|chef|baker)(?!\s*(?:books?|ware|tops?|ing)\b)|"
                # "not a big meat eater", "not much of a soup person"
                r"not (?:really |much of |exactly |the )?(?:a |an )?(?:big |huge )?(?=[\w'-]+(?: [\w'-]+)? (?:person|eater|lover|fan|type)\b))"), "i'm "),
    # a diet said on its own, as people introduce themselves: "pescetarian here 🐟", "keto btw"
    (re.compile(rf"^(?:(?:yes|yep|yeah|yup) )?(?:still (?:an? )?)?(?:(?:now|currently|these days|strict|strictly|fully|full|100%) )*(?!veg\b)(?:{_DIET_WORDS})(?:,? (?:here|btw|"
                rf"fyi|now|too|myself|these days|by the way|for me|only|i guess|i suppose|then|technically|"
                rf"for (?:the (?:last|past) |about |over )?(?:a |\w+ )?"
                rf"(?:years?|months?|weeks?)|since \w+|(?:a|\w+) (?:years?|months?|weeks?)(?: strong| and counting| running| now| in)?))*[^\w]*$"),
     "i'm "),
    # a diet followed, said without the "I": "doing slimming world again", "back on keto"
    (re.compile(rf"^(?:(?:back|now) )?(?:on|doing|following) (?:a |an |the )?(?:{_DIET_WORDS})\b"), "i'm "),
    # a kind of eater said on its own in a list of facts: "breakfast person, love eggs any style"
    (re.compile(r"^(?=[\w'-]+ (?:person|fiend|junkie|addict) *$)"), "i'm a "),
    # a diet named as one, said without the "I": "mediterranean diet for my heart"
    (re.compile(rf"^(?=(?:strict )?(?:{_DIET_WORDS}) diet(?:\s*$|\s*[,.!]| for my | since | now\b| these days))"), "i'm on a "),
    # a goal said without its "my": "aim is to stay under 40g of sugar a day"
    (re.compile(r"^(?:main |current |big |new )?(?:aim|goal|target|mission|focus)(?: atm| right now| for now| this year)? is "
                r"(?=to |(?:eating|cutting|getting|losing|gaining|hitting|staying|keeping)\b)"), "my "),
    # an amount kept to, without the "I": "keeping to roughly 1800 kcal daily", "sticking to 150g of carbs"
    (re.compile(rf"^(?:(?:currently|now|still) )?{KEPT_TO} {AMOUNT_KEPT}\b"), "i'm "),
    # a time with the meals it is for, in a list of facts: "keto, no pork, 20 min dinners" (a clause of its own)
    (re.compile(r"^(?=(?:about |around |max |under )?\d{1,3} ?(?:min|mins|minutes?|hours?|hrs?) (?:dinners|meals|suppers|"
                r"lunches|cooking)(?: max| tops| only)?\s*$)"), ""),
    # kit owned, listed without the "I": "… • have a slow cooker"
    (re.compile(rf"^(?:have|got|own) (?:an? |one |two |my own )?(?:{EQUIPMENT})s?\b(?!.*\?)"), "i "),
    # a lifelong taste without the "I": "never been much of a sweets person"
    (re.compile(r"^(?:never|always) been\b"), "i've "),
    # a diet begun, said without the "I": "started keto on monday"
    (re.compile(rf"^(?:(?:recently|just|finally) )?(?:started|began|begun) (?:a |an |the |my )?(?:{_DIET_WORDS})\b"), "i "),
    # a diet taken up, said without the "I": "recently went gluten free"
    (re.compile(rf"^(?:(?:recently|just|finally|now) )?(?:went|became|turned|switched to|gone) (?:a |an |fully )?"
                rf"(?:{_DIET_WORDS})\b"), "i "),
    (re.compile(rf"^(?:(?:now|also) )?been (?:a |an |fully |mostly |strictly )?(?:{_DIET_WORDS})\b"), "i've "),
    (re.compile(r"^(?:no longer|not) doing (?:the|my|that) [\w\s-]+? (?:thing|challenge|regime|kick)\b"), "i'm "),
)  # fmt: skip


def _with_subject(clause: str) -> str:
    for pattern, subject in SUBJECTLESS:
        if pattern.match(clause):
            if subject == "i'm " and re.match(r"(?:big|huge|massive|total|real|proper) ", clause):
                return f"i'm a {clause}"
            return subject + clause
    return clause


# A first-person statement asked as a question: "is it weird that I love anchovies?", "am I the only
# one who hates cilantro?", "does anyone else hate raisins?" state the speaker's taste.
RHETORICAL = re.compile(
    # ("is it weird to dislike chocolate?" asks of anyone)
    r"^(?:is it (?:\w+ )?(?:weird|strange|odd|bad|wrong|crazy|normal|just me)(?!\s+to\b)|am i (?:the only one|weird|strange|odd|"
    r"crazy|alone|wrong)|(?:does|do|is) anyone else|anyone else|who else|"
    # "I'm the only one in my family who likes fish" says the speaker likes fish
    r"(?:i'm|i am|im) the only one(?: (?:in|at|of) (?:my|our|the) \w+| here| at home)? (?:who|that))\b"
    r"(?: (?:that|who|if|in))?\s+"
)
THIRD_TO_FIRST = ((re.compile(r"^(love|like|hate|dislike|adore|detest|loathe|despise|prefer|crave)s\b"), r"i \1"),
                  (re.compile(r"^(?:doesn't|does not)\b"), "don't"), (re.compile(r"^(?:is|thinks)\b"), "i'm"))  # fmt: skip
_SPLIT_BEFORE_PREDICATE = "|".join(pattern.pattern.replace("^", "") for pattern, _ in SUBJECTLESS)


# Someone's words about the speaker, passed on as true: "my husband says I'm obsessed with chorizo",
# "my friends always joke that I put chilli on everything" (not when the speaker answers them: "my
# husband says I hate spinach but I actually love it").
REPORTED = re.compile(
    r"^(?:my|our) (?:[\w']+ ){1,3}?(?:always |keeps? |often )?(?:says?|said|saying|thinks?|reckons?|jokes?|joked|"
    r"joking|tells? me|told me|teases? me|insists?|complains?)(?: that)?,? (?=(?:i|i'm|im|i've|i'd)\b)"
)
DISPUTED = re.compile(r"\b(?:but|though|although|however|not true|wrong)\b", re.I)


# What one is not, then what one is: "not keto, just low sugar", "not vegan, only dairy free".
NOT_BUT_JUST = re.compile(
    r"^(?:(?:(?:i'?m|im|i am) )?not (?:really |strictly |fully |actually |totally )?(?:a |an )?[\w\s-]{2,30}?|"
    r"(?:no|zero) (?:known )?(?:allergies|allergy|intolerances)),? (?:just|only|simply|more like)\s+(?=\w)"
)


# "I'm one of those people who can't eat gluten", "one of those cooks who makes everything from scratch"
PERSON_WHO = re.compile(
    r"^(?:i'?m|im|i am) one of (?:those|the) (?:\w+ )?(?:people|persons?|guys|girls|folks?|eaters|cooks|ones) (?:who|that) "
    r"(?P<verb>[\w']+)\b"
)
FIRST_PERSON_VERB = {"is": "i'm", "has": "i have", "does": "i do", "doesn't": "i don't"}


def _first_person(verb: str) -> str:
    """ "I" with the verb said of "one of those people who …": "makes" → "i make", "is" → "i'm"."""
    if verb in FIRST_PERSON_VERB:
        return FIRST_PERSON_VERB[verb]
    if verb.endswith("ies"):
        return f"i {verb[:-3]}y"
    if verb.endswith(("shes", "ches", "xes", "sses")):
        return f"i {verb[:-2]}"
    return f"i {verb[:-1]}" if verb.endswith("s") and not verb.endswith("ss") else f"i {verb}"


def _statement(clause: str, sentence: str) -> str:
    clause = NOT_BUT_JUST.sub("", clause, count=1)
    if match := PERSON_WHO.match(clause):
        clause = _first_person(match.group("verb")) + clause[match.end() :]
    if not DISPUTED.search(sentence):
        clause = REPORTED.sub("", clause, count=1)
    if head := RHETORICAL.match(clause):
        clause = clause[head.end() :].rstrip("?! ")
        for pattern, first in THIRD_TO_FIRST:
            clause = pattern.sub(first, clause, count=1)
    return clause


# "seafood's not my thing", "keto's over": a noun's "'s" before what is said of it is "is" (not "it's",
# "that's", "let's", which the patterns read as they are).
IS_CONTRACTED = re.compile(
    r"\b(?!(?:it|that|what|there|here|he|she|who|let|where|how)'s)([a-z]+)'s (?=(?:not|never|so|really|just|"
    r"always|definitely|honestly|absolutely|way|too|pretty|over|done|finished|my|the|a|an)\b)"
)


# a fondness said as a wish is no hedge: "I'd eat pizza every day if I could"
IF_I_COULD = re.compile(
    r"^(i(?:'d| would) (?:happily |gladly )?(?:eat|live on|have) .+?),? (?:if i could|given the chance|"
    r"if i was allowed|if i were allowed|if i had my way)$"
)


# A fact given as the ground of what is asked: "what can I cook tonight, bearing in mind I'm pescatarian",
# "any ideas, seeing as I'm vegan?" (the question is what comes before it).
GROUND = re.compile(
    # not a comparison: "as much as I used to"
    r"(?<!\bmuch)(?<!\bmany)(?<!\blong)(?<!\bsoon)(?<!\bwell)(?<!\bfar)(?<!\boften)(?<!\bgood)(?<!\bbad)"
    # (nor a time: "cooking since I was a teenager")
    r",?\s+(?:bearing in mind|keeping in mind|keep in mind|given|considering|seeing as|"
    r"since(?!\s+i (?:was|first|left|moved|started|began|could|learned|learnt|went)\b)|as|because|cos|cause|"
    r"coz)(?: that)?\s+(?=(?:i|i'm|im|i've)\s)",
    re.I,
)


# Who the speaker is, said as the ground of the rest: "as a vegetarian, is parmesan ok?", "as someone who hates fish, …"
AS_ONE = re.compile(
    rf"^(?:(?:and|so|well|ok|okay|oh|hi|hey)[,!]? )*as (?:(?P<a>an? (?:strict |lifelong |committed |long[- ]time |new )?"
    rf"(?:{_DIET_WORDS}|coeliac|celiac))|someone who(?:'s| is) (?P<b>[^,]{{2,40}})|someone who (?P<c>[^,]{{2,40}}))\s*,\s*(?P<rest>.+)$",
    re.I,
)


# A past time said first: "as a kid, I hated sprouts" is one clause, of the past (PAST)
PAST_FRAME = re.compile(
    r"^((?:(?:and|so|well|oh)[,]? )*(?:as an? (?:kid|child|baby|teen|teenager)|growing up|back then|"
    r"when i was (?:a |an )?(?:kid|child|little|small|young|younger|teenager|teen|student|growing up)))\s*,\s*",
    re.I,
)


def _grounded(sentence: str) -> list[str]:
    sentence = PAST_FRAME.sub(r"\1 ", sentence)
    if one := AS_ONE.match(sentence):
        if one.group("a"):
            said = "i'm " + re.sub(r"^an? ", "", one.group("a"))
        elif one.group("b"):
            said = "i'm " + one.group("b")
        else:  # "as someone who hates fish" → "i hate fish"
            verb, _, rest = one.group("c").partition(" ")
            said = f"{_first_person(verb)} {rest}".strip()
        return [said, *_grounded(one.group("rest"))]
    if not (match := GROUND.search(sentence)):
        return [sentence]
    head, ground = sentence[: match.start()], sentence[match.end() :]
    if ground.endswith("?"):
        head, ground = head + "?", ground.rstrip("?")
    return [head, ground]


# A dislike said of a household the speaker is in: "none of us like mushrooms"
NONE_OF_US = re.compile(r"^(?:(?:and|but|so) )?(?:none|neither) of us (?:really )?(?=(?:like|eat|enjoy|want|do)\b)")


# An opinion said as one: "I think mayo is disgusting" is about mayo ("I think I'm allergic" stays a hedge).
OPINION = re.compile(
    r"^(?:personally,? |honestly,? )?i (?:think|reckon|believe|swear(?! by\b))(?: that)? (?!(?:i|i'm|im|i've|my|it|that)\b)"
)


# A skill said with its limit, one level below what it says alone: "I can cook but nothing fancy", "I'm comfortable in
# the kitchen but I'm no chef".
MODEST_SKILL = re.compile(
    r"\b(?:i can cook|i'?m (?:comfortable|fine|ok|okay|capable|confident|alright|decent|good) in the kitchen|"
    r"i'?m a (?:good|confident|capable) (?:home )?cook),? but (?:nothing (?:too )?(?:fancy|complicated|special)|"
    r"not (?:anything )?fancy|i'?m no (?:chef|expert|pro)|not an? (?:expert|pro|chef))\b",
    re.I,
)


# Idioms for a quality of food, in the word the patterns know.
_HOUSE = r"(?:in|at|round|around) (?:this|our|my) (?:house|household|home|family|place)|at home|as a family|round here|in our family"
_HOUSE_TASTE = (
    r"(?:(?:really|absolutely|totally|just) )?(?:love|adore|like|enjoy|hate|loathe|detest|can'?t stand|don'?t like|"
    r"(?:big |huge )?fans of|obsessed with)"
)
_KICK = r"with (?:a (?:bit of a |real |proper |good )?kick|some heat|a bit of heat|plenty of heat)\b"
IDIOMS = (
    (
        re.compile(
            rf"\b(?:an? )?(?!(?:my|the|a|an|it|them|things|everything|food|meals?|dishes)\b)(?P<x>[a-z]+) {_KICK}"
        ),
        r"spicy \g<x>",
    ),
    (re.compile(rf"\b{_KICK}"), "spicy"),
    (re.compile(r"\bcould eat a (?:horse|scabby donkey)\b"), "am starving"),  # hunger, no taste
    # "love me some bbq", "love me a good burrito": the speaker's love of it
    (re.compile(r"^(?:i )?(love|like) me (?:some|a|an)(?: (?:good|nice|proper|decent))? "), r"i \1 "),
    (
        re.compile(r"\b(?:can'?t|cannot) (?:handle|take|do|stand) (?:the |much |any |too much )?heat\b"),
        "can't handle spicy food",
    ),
    (
        re.compile(r"\b(can|could) (handle|take|do) (?:a (?:bit|little) of |some |a little )?heat\b"),
        r"\1 \2 spicy food",
    ),
    # heat loved, as a taste ("I love heat", "I love the heat of a good vindaloo"; not "I love the heat of summer")
    (
        re.compile(
            r"^(i (?:really |absolutely |just )?(?:love|like|adore|enjoy|crave)) (?:(?:a bit of|some|lots of|loads of) )?heat$"
        ),
        r"\1 spicy food",
    ),
    # a household known for a food: "we're a big mexican food household" loves it
    (
        re.compile(
            r"^(?:we'?re|we are|i'?m|i am) (?:a |an )(?:big |huge |massive |real |proper |serious )"
            r"(?P<x>(?!(?:one|two|three|four|five|six|\d+)\b)[\w ]+?) (?:household|family|house|home)$"
        ),
        r"i love \g<x>",
    ),
    # a taste said of the household with the house named holds each in it: "we love a good curry in this house",
    # "at home we're big fans of mexican food" (a bare "we love …" may be friends out, and stays theirs)
    (
        re.compile(
            rf"^we(?:'re| are)? (?P<v>{_HOUSE_TASTE}) (?P<x>.+?),? (?:{_HOUSE})$|^(?:{_HOUSE}),? we(?:'re| are)? (?P<w>{_HOUSE_TASTE}) (?P<y>.+)$"
        ),
        lambda m: f"we all {m['v'] or m['w']} {m['x'] or m['y']}",
    ),
    # one piece of kit for all of it: "air fryer everything", "everything goes in the slow cooker in winter",
    # "the slow cooker does most of my cooking"
    (
        re.compile(
            rf"^(?:the|my|our) (?P<x>{EQUIPMENT}) (?:does|gets used for|is used for|handles) (?:most|all|the bulk|nearly all|"
            r"almost all|a lot|loads) of (?:my|our|the) (?:cooking|meals|dinners)\b"
        ),
        r"i cook everything in the \g<x>",
    ),
    (
        re.compile(rf"^(?P<x>{EQUIPMENT}) (?:absolutely |literally |pretty much )?everything\b"),
        r"i cook everything in the \g<x>",
    ),
    (
        re.compile(
            # (when, said before it: "once it's warm out, everything goes on the grill")
            r"^(?:(?:once|when|whenever|if|in|come|from) [\w' ]{2,30}, )?"
            r"(?:absolutely |literally |pretty much |nearly |almost )?everything (?:goes|gets thrown|gets chucked|gets done|"
            rf"gets cooked|is done|is cooked) (?:in(?:to)?|on) (?:the|my|our) (?P<x>{EQUIPMENT})\b.*$"
        ),
        r"i cook everything in the \g<x>",
    ),
    # a food that won the speaker over: "Ethiopian food blew my mind when I first tried it", "… was a revelation"
    (
        re.compile(
            r"^(?!(?:my|his|her|their|our) )(?P<x>[\w' -]{2,40}?) (?:(?:totally|completely|honestly|literally|just) )?"
            r"(?:blew|blows|has blown) my mind\b.*$|^(?!(?:my|his|her|their|our) )(?P<y>[\w' -]{2,40}?) "
            r"(?:was|is|has been) (?:an absolute |a total |a complete |a real )?revelation\b.*$"
        ),
        lambda m: f"i love {m['x'] or m['y']}",
    ),
    # a lover named for the food: "I'm a bit of a chocoholic", "total carboholic"
    (
        re.compile(
            r"^(?:(?:i'?m|i am|im) )?(?:such |a |an )*(?:(?:bit of a|total|real|complete|massive|huge|proper|self[- ]confessed) )?"
            r"(?P<x>choc|chocolate|cheese|carb|sugar|cake|coffee|crisp|pasta|bread)(?:o|a)?holic\b"
        ),
        lambda m: "i love " + {"choc": "chocolate", "carb": "carbs", "crisp": "crisps"}.get(m.group("x"), m.group("x")),
    ),
    # "anything with a face" (or "a mother") is meat
    (re.compile(r"\b(?:anything|something|things|food) (?:with|that had|that has) (?:a face|a mother|eyes)\b"), "meat"),
    # "I have a sweet tooth" is a liking for sweet things (someone else's tooth stays theirs)
    (
        re.compile(r"\bi(?: have|'ve got| have got| got|'ve) (?:a |such a )?(?:\w+ )?(?P<x>sweet|savou?ry) tooth\b"),
        r"i love \g<x> things",
    ),
)


def clauses(text: str) -> list[tuple[str, str]]:
    """(lower-cased clause, original sentence) pairs: sentences split on punctuation, "but", ", and I",
    ", and" before a clause of its own ("…, and olives are gross"), a comma before a predicate
    without its "I" ("allergic to nuts, not a fan of mushrooms"), and a fact given as the ground of a
    request ("…, seeing as I'm vegan")."""
    out = []
    # (a bullet starts an item of its own: "no nuts (allergic) • love curries", "* pescatarian * beginner")
    for sentence in re.split(r"(?<=[.!?])\s+|\n+|;\s*|\s*[•·▪●◦‣]\s*|(?:^|\s)\*\s+", _clean_text(text)):
        sentence = sentence.strip()
        if not sentence:
            continue
        theirs = None  # whether the sentence opens with someone else: its clauses without a subject are theirs
        for part in (
            piece
            for said in _grounded(sentence)
            for piece in re.split(
                # (not "fish but not meat": a diet said by what it keeps and leaves out)
                r"(?<!^anything)(?<!^everything),?\s+\b(?:but(?! (?:not|no|never) (?:any |other )*(?:meat|red meat|fish|seafood)\b)|"
                # ("i also make my own pasta" keeps its "I")
                # (nor someone else's "also": "she's also allergic to nuts" stays hers)
                r"and also|also(?<!\bi also)(?<!\bwe also)(?<!\bshe's also)(?<!\bhe's also)(?<!\bthey're also)"
                r"(?<!\bshe is also)(?<!\bhe is also)(?<!\bthey are also)(?<!\bshe also)(?<!\bhe also)(?<!\bthey also)|"
                # ("for myself plus two housemates", "a wok plus a rice cooker")
                rf"(?<!\bme )(?<!\bmyself )plus(?! (?:an? |one |my )?(?:{EQUIPMENT})\b)|whereas|while)\b\s+"
                # not a list of people: "it's me, my husband and…", "my partner, my mum and myself"
                r"|,\s*(?:and |so )?(?=(?:(?:honestly|actually|really|frankly|tbh) )?(?:i|i'm|im|i've|i'd|i'll)\s)"
                r"(?!i'?m out\b|i'?ll pass\b|i won'?t (?:eat|touch) it\b)"  # "if it's got olives in it, I'm out"
                r"|(?<!\bme),\s*(?:and |so )?(?=(?:(?:honestly|actually|really|frankly|tbh) )?my\s)"
                rf"(?!my (?:\w+ )?(?:{PEOPLE_NOUNS})(?:,| and\b| &|\s*$))"
                # "delete the cooks for 4 thing, it's just me"; "I cook for my partner and me, we love Italian food"
                r"|,\s*(?=(?:it's|it is|there's|there are|we're|we are|we (?:(?:all|both|really) )?(?:love|like|adore|enjoy|"
                r"hate|eat|cook|have|own|'ve got|have got))\s|(?:it|that) (?:wasn'?t|was not|was never|never was)\s)"
                rf"|(?:{_NOT_AFTER_MY_PERSON}|(?!\s+and\s+i (?:\w+ )?(?:cook|eat|live|shop)\b))\s+(?:and|so)\s+(?=(?:i|i'm|im|i've|ive|i'd|i'll|we|we're|we've)\s)(?!i (?:are|were)\b|i (?:have |'ve )?made (?:our )?peace\b|i go (?:way )?back\b|i (?:have|share) (?:a )?(?:long )?history\b|i (?:just |really |honestly )?(?:don'?t|do not|never|have never|'ve never) (?:really )?(?:get|got|see|seen|mix)\b)|,?\s*\band\s+(?=(?:{_SPLIT_BEFORE_PREDICATE}))"
                # a request after what it follows from: "I'm a terrible cook so keep it simple please"
                r"|,?\s+so\s+(?=(?:please|pls|keep|make|give|can you|could you|leave|skip|go easy)\b)"
                # a question after a dash: "I love them - how do I cook for both of us?"
                r"|\s+[-–—]\s+(?=(?:how|what|which|can|could|any|would|should|is|do|does|suggestions?|ideas?|recipes?|help|"
                r"tips|thoughts)\b[^-–—]*\?\s*$)"
                rf"|,\s*(?=(?:{_SPLIT_BEFORE_PREDICATE}))"
                r"|,\s*and\s+(?=[\w'-]+(?:\s[\w'-]+){0,3}\s(?:is|are)\s)"  # ", and Georgian food is my favourite"
                # "hate coriander, air fryer is my best friend": a piece of kit said of after a comma
                rf"|,\s*(?=(?:the |my |our |an? )?(?:{EQUIPMENT}) (?:is|'s) )"
                # "I grew up on jollof and it's still my favourite": the favourite is the food just named
                r"|\s+and\s+(?=(?:it'?s|it is|they'?re|they are) (?:still |always |definitely )?(?:my|our) (?:\w+ )?(?:favou?rite|fave)\b)"
                # what a food does to the speaker, after something else: "…oat milk, cow's milk doesn't agree with me"
                r"|,\s*(?=(?!(?:i|it|they|this|that|which|who)\b)[\w'-]+(?:\s[\w'-]+){0,2}\s(?:doesn'?t|don'?t|does not|do not)"
                r" (?:agree|sit well|suit)\b)"
                r"|\s+so\s+(?=(?:[\w'-]+ ){1,4}(?:is|are)\s)"  # "I hate washing up so one-pot meals are my thing"
                r"|,?\s+so\s+(?=(?:(?:it'?s|it is|there'?s|there are|we'?re|we are) )?(?:now |just )?(?:\d+|one|two|three|"
                r"four|five|six|seven|eight|nine|ten|a family|a household) (?:of (?:us|\w+)|people|now)\b(?: (?:of us|now|"
                r"these days|at home|in the house))*[.!]*$)"  # "my daughter moved back in so it's 3 of us now"
                r"|,\s*(?=(?:and |especially |esp )?(?:anything|everything) (?:with|made with|containing)\b"
                r"|(?!\s)[\w' -]{2,30}? (?:especially|in particular|most of all|mostly|mainly)$|(?:especially|particularly|esp|mostly|mainly) "
                r"[\w' -]{2,30}$)"
                r"|,\s*(?=(?!\s|(?:now|these days|nowadays|i|i'm|im|we|my|and|but)\b)[\w' -]{2,30}? (?:(?:most|every|each) (?:weeks?|nights?|days?|weekends?|mornings?)|on repeat|all the time)$)"
                r"|\s+(?:who'?s|who is|who am)\s+(?=(?:thinking|considering|planning|hoping|wondering)\b)"  # "a pescatarian who's thinking of going vegan"
                r"|,\s*(?=used to\b)"  # "now pescatarian, used to be vegan": what was is its own clause
                r"|,?\s+so\s+(?=(?:it'?s|it is) (?:now )?(?:just|only) me(?: now)?[.!]*$)"  # "…moved out, so it's just me now"
                # "I like it mild, nothing too hot", "fussy about textures, anything slimy is a no"
                rf"|,\s*(?=(?:nothing|anything) (?:too|overly|very|{TEXTURES})\b)"
                r"|,\s*(?=that'?s (?:the|my|our) (?:aim|goal|target|plan)\b)"  # "…, that's the aim"
                r"|,\s*(?=(?:like|as) i (?:said|say|told you|mentioned)\b)"  # "…, like I said I don't like it"
                # a forget asked after what is true now: "I quite like olives now, delete that dislike"
                r"|,\s*(?:so |and )?(?=(?:please |pls |just |can you |could you |you can |you could |feel free to )?"
                r"(?:delete|remove|forget|scrap|drop|bin|ditch|"
                r"erase|wipe|strike|get rid of) (?:(?:that|this)(?: (?:dislike|like|allergy|goal|diet)\b|(?: please| pls)?[.!]*$)"
                r"|the (?:dislike|like|allergy|goal|diet)[.!]*$))"
                # "I got a proper oven now so ignore the no oven thing": the forget is a clause of its own
                r"|\s+so\s+(?=(?:please |pls |just |you can )?(?:delete|remove|forget|scrap|drop|bin|ditch|erase|wipe|"
                r"strike|get rid of|ignore|disregard|nix|no need for) (?:that|this|the|my)\b"
                r"|(?:it'?s|it is) (?:just|only) (?:me|us)\b)"  # "my partner moved out so it's just me cooking now"
                r"|,?\s*\band\s+(?=(?:none|neither|all|both) of us\b)"  # "…, and none of us like mushrooms"
                # a fact of its own in a list of them: "vegan, peanut allergy, and a total beginner"
                r"|,\s*(?:and\s+)?(?=(?:an? )?(?:total |complete |absolute |bit of an? )?(?:beginner|novice|newbie)\b"
                r"|(?!(?:the|my|that|this|his|her|their|our|your|an?|no|any)\b)[\w'-]+(?: [\w'-]+)? (?:allergy|intolerance)\b)"
                rf"|,\s*so\s+(?=(?:{_DIET_WORDS})\b(?!,? not\b))"  # "I eat fish now, so pescatarian I suppose"
                # a diet said first in a list of facts: "keto, no dairy (allergy), …"
                rf"|(?:{_DIET_FIRST}),\s*"
                # a favourite named after another fact: "I'm gluten free because of coeliac and my favourite food is sushi"
                r"|,?\s+and\s+(?=my (?:(?:absolute|all[- ]time|very|top) )?(?:favou?rite|fave|go-to)\b)"
                # what follows from it, said without the "I": "I'm diabetic, so watching my sugar"
                r"|,\s*so\s+(?=(?:watching|trying|cutting|keeping|avoiding|limiting|sticking|eating|going|doing)\b)"
                # "…until last year, now I love them", "hated olives for years and now I adore them"
                r"|(?:,\s*(?:but |and )?|\s+(?:but|and) )(?:now|these days|nowadays),?\s+(?=(?:i|i'm|im)\s)"
                r"|(?:,\s*(?:and\s+)?|\s+and\s+)(?=(?:i\s+)?(?:still do|still am|do still)[.!]*$)"  # "hated sprouts as a kid and still do"
                rf"|{TRAILING_QUESTION}",
                with_speaker(MODEST_SKILL.sub("I'm a decent home cook", said)),
                flags=re.I,
            )
        ):
            for piece in apart_from_others(
                household_diet(
                    WITH_SPEAKER.sub("i'm ", TOLD_BEFORE.sub("", part.strip(" .!"), count=1), count=1), sentence
                )
            ):  # "…, so we're both …", "…, and we've gone veggie as a family"
                if piece := piece.strip(" .!"):
                    clause = _statement(respell(re.sub(r"(?<=\w)-(?=\w)", " ", piece.lower())), sentence)
                    for idiom, plain in IDIOMS:  # "with a kick" is spicy
                        clause = idiom.sub(plain, clause)
                    clause = IS_CONTRACTED.sub(r"\1 is ", APPROXIMATE.sub("", OPINION.sub("", clause)))
                    clause = IF_I_COULD.sub(r"\1", clause)
                    clause = NONE_OF_US.sub("i don't ", clause)  # the speaker is one of "us"
                    subjected = _with_subject(clause)
                    if theirs is None:
                        theirs = bool(THIRD_PERSON.match(clause)) and not re.search(
                            r"\b(?:and (?:i|me)|(?:i|me) and)\b", clause
                        )
                    elif theirs and subjected != clause:
                        # "my friend is vegan, allergic to soy and hates mushrooms": the friend's, not the speaker's
                        subjected = re.sub(r"^i'm\b", "they're", re.sub(r"^i\b", "they", subjected))
                    out.append((subjected, sentence.strip()))
    return out


# "I hated broccoli growing up and I still do": the earlier clause, said again in the present.
STILL = re.compile(r"^(?:and )?(?:i )?(?:still do|still does|still am|still have|do still|still)$")
PRESENT = {"hated": "hate", "loved": "love", "liked": "like", "disliked": "dislike", "adored": "adore",
           "enjoyed": "enjoy", "couldn't": "can't", "could not": "cannot", "was": "am", "wouldn't": "won't"}  # fmt: skip
_PAST_VERB = re.compile(r"\b(?:" + "|".join(PRESENT) + r")\b")
# a thing of the speaker's said to be over: "the dairy free thing was just for a month, it's over now"
OVER_NOW = re.compile(
    r"^(?:but |and |so )?(?:it'?s|that'?s|it is|that is) (?:all )?(?:over|done|finished|ended)(?: now)?$"
)
THING_NAMED = re.compile(r"^(?:the|my|that) (?P<x>[\w\s-]+?) (?:thing|bit|phase|experiment)\b")
# what the speaker was, and is not now: "I used to be vegetarian but not now"
NOT_NOW = re.compile(r"^(?:but |and )?not (?:now|any ?more|these days|nowadays)$")
WAS_ONCE = re.compile(
    r"^(?:i )?(?:used to be|was) (?:an? )?(?P<x>[\w\s-]+?)(?: for (?:years|ages|a while|a long time|\w+ years))?$"
)
# a verdict on "it", said after the food: "…, it's actually decent"
VERDICT = re.compile(r"^(?:but |and )?(?:it'?s|it is|they'?re|they are) (?P<rest>.+)$")
# a diet kept some of the time
PART_TIME_DIET = re.compile(
    rf"\b(?P<d>{_DIET_WORDS}) (?:only )?(?:on weekdays|during the week|in the week|on weeknights|at weekends|on weekends|"
    r"(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)days|some of the time|part[- ]time)\b"
)
# what others say, not the speaker's own taste: "olives are an acquired taste, apparently"
HEARSAY = re.compile(r"\b(?:apparently|supposedly|allegedly|people say|they say|everyone says|according to)\b")
# a request that sets a rule for every meal, not one: "can you stop suggesting anything with anchovies"
STANDING = re.compile(STANDING_ORDER + r"\b")
# kit named before, not had now: "…, so I don't have one now"
NONE_NOW = re.compile(
    r"^(?:(?:so|and|but) )?(?:i|we) (?:(?:don'?t|do not) (?:have|own)|no longer (?:have|own)|haven'?t got) (?:one|it|them)"
    r"(?: (?P<when>any ?more|now|at the moment))?$"
)
# the household's count now, said after the count it replaces
COUNT_NOW = re.compile(
    rf"^(?:(?:but|and|so) )?(?:it'?s|it is|we'?re|we are|there'?s|there are) (?:now |just |only )?(?P<n>{COUNT})"
    r"(?: of us)?(?: now)?(?: (?:with|since|that|because|after)\b.*)?$"
)
# a thing given up, named in the clause before: "…, I quit it"
QUIT_IT = re.compile(
    r"^(?:(?:and|but|so) )?(?:(?:i|we)(?:'ve| have)? )?(?:just |finally |actually )?(?:(?:quit|stopped|dropped|ditched|ended|binned|"
    r"abandoned)(?: (?:it|that))?|(?:given|gave) (?:it |that )?up)(?: (?:now|already|ages ago|weeks ago|months ago|last \w+))?$"
)
# kit parted with, named in the clause before: "…, I gave it away"
GAVE_IT_AWAY = re.compile(
    r"^(?:(?:and|so|but) )?(?:i|we)(?:'ve| have)? (?:just |finally |recently |actually )?(?:sold|gave away|given away|"
    r"got rid of|binned|donated|returned|chucked(?: out)?|threw out|thrown out) (?:it|them)\b"
    r"|^(?:(?:and|so|but) )?(?:i|we)(?:'ve| have)? (?:just |finally |recently |actually )?(?:gave|given|sold) (?:it|them) "
    r"(?:away|on)\b"
)
# "olives? love them", "my husband hates fish but I love it": the pronoun is the food just named.
PRONOUN_AFTER_FEELING = re.compile(
    r"^(?P<head>(?:(?:now|and now|these days|nowadays) )?(?:i (?:\w+ )?(?:love|like|adore|hate|dislike|detest|loathe|can't stand|cannot stand|can't bear|"
    r"can't handle|can't abide|can't do|enjoy|don't like|do not like|don't eat|won't eat|can't eat|never eat|avoid|"
    r"don't hate|do not hate|don't dislike|do not dislike|don't drink|won't drink|can't drink|never drink|"
    r"skip|stay away from|steer clear of)|"
    rf"i(?:'ve| have)? (?:\w+ )?{COME_ROUND}|"
    # a liking ended: "I used to love pasta but I've gone off it"
    r"i(?:'ve| have)? (?:(?:totally|completely|really|kind of|kinda) )?(?:gone (?:right )?off|went (?:right )?off|"
    r"fallen out of love with|fell out of love with|lost my taste for)|"
    r"(?:i'm|i am|im) (?:\w+ )?(?:not (?:a (?:big |huge )?fan of|keen on|into)|a (?:big |huge )?fan of|into|"
    r"crazy about|mad about|obsessed with|hooked on|addicted to|sold on|loving|enjoying|hating|liking|fine with|ok with|"
    r"okay with|alright with)) )"
    r"(?:it|them|those|these|that|the (?:stuff|things?)|that stuff|those things)\b"  # "hate the stuff"
)


def _in_the_present(clause: str) -> str:
    return re.sub(r"\s+", " ", _PAST_VERB.sub(lambda m: PRESENT[m.group()], PAST.sub("", clause))).strip()


# A food named on its own, then the feeling: "Olives? No thank you.", "coriander - hard pass".
TOPIC_REFUSED = re.compile(
    r"^(?:no|nope|nah|never|absolutely not|definitely not|hard pass|pass|not a chance|no way|hell no|never again|"
    r"not for me|no thanks?|no thank you|no thx|no ty|yuck|yuk|ew+|gross|blech)(?: (?:thanks|thank you|thx|ty|ever|never|again|"
    r"for me|please|no|ever again))*\W*$"
)
TOPIC_PUNCT = re.compile(r"[\s?!.:,~-]+$")


def _topic(clause: str, kinds=(FOOD_KIND, DISH_KIND, CUISINE_KIND)) -> str | None:
    """The foods of a clause that names nothing else ("olives?", "beetroot", "coriander -")."""
    bare = re.sub(r"^(?:anything|any|everything|all things)\s+", "", TOPIC_PUNCT.sub("", clause))  # "anything Thai"
    bare = re.sub(r"\s+(?:anything|everything|stuff)$", "", bare)  # "jerk anything"
    named = mentions(bare, kinds)
    rest = [w for w in words(bare) if w not in ("and", "or")]
    if named and sum(m.end - m.start for m in named) == len(rest):
        return " and ".join(m.text for m in named)
    return None


# A fragment with no verb of its own that names more of what was just liked or disliked
MORE_OF_THE_SAME = re.compile(
    r"^(?:and |or |but )?(?:(?:especially |esp |also )?(?:anything|everything|stuff|things|whatever|all things|"
    r"most things)(?: (?:with|made with|that has|containing|involving|in|like))? |(?:especially|particularly|esp|mostly|"
    r"mainly) |"
    r"(?=[\w\s'-]+ (?:especially|in particular|most of all|mostly|mainly)$))"
    r"(?P<x>[\w\s'-]+?)(?: too| as well| really| tbh| honestly| especially| in particular| most of all| mostly| mainly)?$"
)

# A food with "anything" after it, said with no verb: "aubergine anything", "jerk anything, honestly"
ANY_OF_IT = re.compile(
    r"^(?P<x>(?!(?:no|not|never|nothing|without)\b)[\w\s'-]+?) (?:anything|everything)(?:,? (?:honestly|tbh|really))?$"
)
# How far an allergy just named reaches, said with no verb: "fish allergy. all fish.", "nuts - any kind"
ALLERGY_SCOPE = re.compile(
    r"^(?:and |yes |yeah |so )?(?:all|any|every|all (?:kinds|types|sorts) of|every (?:kind|type|sort) of) "
    r"(?P<x>[\w'-]+(?: [\w'-]+){0,2}?)(?: (?:included|too|as well|whatsoever|at all))?$"
)

# A food with the way it is had after it: "mushrooms whole", "tomatoes raw"
WAY_AFTER = re.compile(
    # (not a way of cooking that is one word with its "how": "deep fried", "slow roasted", "over cooked")
    r"(?!(?:deep|pan|stir|air|shallow|double|oven|slow|twice|over|under|well|lightly|flash) \w+$)"
    r"(?P<x>[\w' -]+?) (?P<how>whole|raw|cooked|plain|cold|fried|boiled|steamed|roasted|mashed)"
)
# A diet or a way of cooking just named, said to be over: "gave keto a good go but I'm done with it now"
DONE_WITH_IT = re.compile(
    r"^(?:but |and |so )?(?:i'?m|im|i am|i'?ve|i have) (?:so |totally |completely |well and truly |officially )?"
    r"(?:done|finished|over) with (?:it|that|them)(?: now| for good| these days)?$"
    # said of it: "…, but that's over", "and it's finished now"
    r"|^(?:but |and |so )?(?:that|it)(?:'s| is| was) (?:now |all |long |well and truly )?(?:over|finished|done|behind me)"
    r"(?: now| for good)?$"
)

# A mind changed on a food, said before how it is felt now: "I've changed my mind on spicy food, …"
MIND_CHANGED_ON = re.compile(r"^(?:i'?ve |i have |i )?changed my mind (?:on|about|over) (?P<x>[\w\s'-]+?)$")
# Kit that broke, not to be replaced: "the air fryer packed in and I'm not bothering with a new one"
NOT_REPLACING = re.compile(
    r"^(?:and |but |so )?(?:i'?m|we'?re|i am|we are|i|we) (?:not|won'?t|will not|am not) (?:be )?"
    r"(?:replacing|replace|getting|get|bothering with|bother with|buying|buy) (?:it|them|a new one|another(?: one)?|a replacement)"
    r"(?: (?:now|either|any time soon|this time))?$"
)

# A level of skill said with nothing named, after a clause about cooking
SKILL_SAID_ALONE = re.compile(
    r"^(?:(?:but|and|so) )?(?:i'?m|im|i am) (?:actually |pretty |quite |really |fairly )?(?P<x>decent|ok|okay|alright|competent|good|"
    r"confident|experienced|a pro|great|average|not bad)(?: (?:now|these days|at it|tbh|honestly))*$"
)
# What the speaker was (or told the coach they were), then that it is over, said with nothing named: "I used to be
# gluten free but I'm not anymore", "I'd told you I was vegetarian, I'm not anymore"
USED_TO_BE = re.compile(r"\b(?:used to be|(?:told you|said|mentioned) (?:that )?i was) (?:an? )?(?P<x>[\w\s'-]+?)$")
NOT_ANY_MORE = re.compile(
    r"^(?:but )?(?:honestly |really |tbh |sadly )?(?:i'?m|im|i am) not (?:any ?more|now|these days|nowadays)$"
    r"|^(?:but )?(?:honestly |really |tbh |sadly )?(?:not|no) (?:any ?more|longer|so much(?: now| any ?more)?)$"
    r"|^(?:but )?(?:honestly |really |tbh |sadly )?(?:i )?(?:don'?t|do not) (?:any ?more|now|these days|nowadays)$"
)
# A feeling of the past: "I used to love sushi", "I used to hate peppers" (… "but not anymore" takes it back)
USED_TO_FEEL = re.compile(
    r"\bused to (?:really |absolutely )?(?P<feel>love|like|enjoy|adore|hate|dislike|loathe|detest) (?P<x>[\w\s'-]+?)$"
)
# What the speaker cooks or eats as a habit: a fragment after it names more of the same ("I bake most weekends,
# mostly bread")
HABIT_OF_COOKING = re.compile(
    r"^(?:i|we) (?:\w+ )?(?:bake|cook|make|eat|grill|roast|barbecue|bbq)\b(?!.*\b(?:hate|never|don't)\b)"
)
NAMED_KINDS = (FOOD_KIND, DISH_KIND, CUISINE_KIND, STYLE_KIND)
NOT_ALLERGIC_BARE = re.compile(
    r"^(?:but )?(?:i'?m|im|i am) not (?:actually |even )?(?:allergic|intolerant)(?: (?:any ?more|after all|at all))?$"
)
GREW_OUT = re.compile(
    r"^(?:but |and )?(?:i )?(?:grew out of|outgrew|(?:i've |i have |have )?(?:outgrown|grown out of)) (?:it|them|that)\b"
)
MY_FAVOURITE = re.compile(
    r"^(?:(?:and|but|so) )?(?:it'?s|it is|they'?re|they are|that'?s|that is) (?:still |always |definitely |honestly |probably )?"
    r"(?:my|our) (?:absolute |all[- ]time |total |very )?"
    r"(?:favou?rite|fave)(?: (?P<kind>[\w-]+(?: [\w-]+)?))?$"
)
# A food group given up for a season, not for good: "gave up dairy for a month", "cut out gluten for lent" (but "gave up
# meat for lent and never went back" is for good)
FOR_A_SEASON = re.compile(
    r"\bfor (?:lent|ramadan|(?:dry )?january|a (?:week|month|while|bit)|now|the (?:week|month))\b"
    r"(?!.*\b(?:never went back|never looked back|kept it up|stuck with it|ever since)\b)"
)
# kept up for a season or as a trial, not for good: "gave up meat for lent", "off dairy for now, seeing if it helps"
ON_TRIAL = re.compile(
    r"\bfor (?:lent|ramadan|(?:dry )?january|veganuary)\b(?=.*\blast (?:year|time)\b)"
    r"|\b(?:seeing|to see|testing|checking) (?:if|whether)\b"
)
# a food eaten on one condition, the way it is cooked: "I'll eat tofu but only if it's crispy"
EATEN_ON_TERMS = re.compile(r"^i(?:'ll| will)? (?:only )?(?:eat|have|do|touch) (?P<x>[\w\s'-]+?)$")
ONLY_IF = re.compile(
    r"^(?:but )?only (?:if|when) (?:it'?s|it is|they'?re|they are|it'?s been|they'?ve been) "
    r"(?:(?:really|properly|super|very|nice and) )?(?P<how>[\w-]+)$"
)
THE_AIM = re.compile(r"^(?:that'?s|that is) (?:the|my|our) (?:aim|goal|target|plan)(?: anyway| at least| for now)?$")
# A food named with how often it is had, and nothing else: "dal most weeks", "pasta on repeat"
OFTEN = re.compile(
    r"^(?:and )?(?P<x>[\w\s'-]+?) (?:(?:most|every|each) (?:weeks?|nights?|days?|weekends?|mornings?)|on repeat|all the time"
    # (and said as often as most days: "pasta five nights a week, no shame")
    r"|(?:three|four|five|six|seven|[3-7]) (?:nights|days|times|evenings) a week)"
    r"(?:,? (?:no shame|not gonna lie|honestly|tbh|lol|haha))?$"
)


def _resolved(clause: str, previous: str | None, topic: str | None = None) -> str:
    """The clause with "still do", a pronoun after a feeling and a reaction to a food named just
    before spelled out from the clause before; `topic` is a food named on its own earlier in the
    message with nothing named since ("Mushrooms? Used to hate them, now I'm obsessed")."""
    if (every := ANY_OF_IT.match(clause)) and _topic(every["x"], NAMED_KINDS):
        return f"i love {every['x']}"  # "aubergine anything and I'm happy", "jerk anything"
    if previous is None:
        return clause
    if (more := MORE_OF_THE_SAME.match(clause)) and _topic(more.group("x"), NAMED_KINDS):
        # "Thai is my fave, anything with lemongrass": the fragment carries the feeling before it, and says
        # nothing without one ("seafood allergy here, shrimp especially" names an example of the allergy)
        feeling = polarity.polarity(previous) or (1 if HABIT_OF_COOKING.match(previous) else 0)
        if not feeling and not mentions(previous):
            return clause  # after a bare "honestly?" the fragment stands on its own
        return ("i love " if feeling > 0 else "i don't like ") + more.group("x") if feeling else ""
    if (
        (changed := MIND_CHANGED_ON.match(previous))
        and re.match(r"(?:i|i'm|i've|i'd|they'?re|it'?s)\b", clause)
        and (
            polarity.polarity(clause) or re.search(r"\bi (?:\w+ ){0,3}(?:like|love|enjoy|hate|dislike|adore)\b", clause)
        )
        and (said := re.sub(r"\b(?:it|them)\b", changed["x"], clause, count=1)) != clause
    ):  # "I've changed my mind on spicy food, I actually like it now": the food, as it is felt now
        return said
    if NOT_REPLACING.match(clause) and (broke := BROKE.search(previous)):
        return f"i don't have the {broke['x']} anymore"
    if DONE_WITH_IT.match(clause) and (named := mentions(previous, (DIET_KIND, STYLE_KIND))):
        return f"i'm done with {named[-1].text}"
    if (scope := ALLERGY_SCOPE.match(clause)) and ALLERGY_WORD.search(previous) and is_food(scope["x"]):
        return f"i'm allergic to all {scope['x']}"  # (the allergy said again, never a liking of the food)
    if (often := OFTEN.match(clause)) and polarity.polarity(previous) >= 0 and _topic(often.group("x"), NAMED_KINDS):
        return f"i love {often.group('x')}"  # "we cook a lot of Indian, dal most weeks"
    if (fave := MY_FAVOURITE.match(clause)) and (named := mentions(previous, (FOOD_KIND, DISH_KIND, CUISINE_KIND))):
        # "what goes with lamb? it's my absolute favourite", "a recipe for salmon? it's my favourite fish"
        kind = fave["kind"]
        if (
            not kind
            or is_food(kind)
            or re.fullmatch(
                r"(?:food|meal|dish|dinner|lunch|breakfast|snack|dessert|pudding|"
                r"treat|thing to (?:eat|cook|make))s?",
                kind,
            )
        ):
            return f"i love {named[-1].text}"  # (not "… it's my favourite colour")
    if (eaten := EATEN_ON_TERMS.match(clause)) and polarity.polarity(previous) < 0 and is_food(eaten["x"]):
        return f"i like {eaten['x']}"  # "not a huge fan of fish but I'll eat salmon"
    if (
        (how := ONLY_IF.match(clause))
        and (eaten := EATEN_ON_TERMS.match(previous))
        and (named := mentions(f"{how['how']} {eaten['x']}", (FOOD_KIND, DISH_KIND)))
        and named[0].text.startswith(f"{how['how']} ")
    ):
        return f"i love {named[0].text}"  # "I'll eat tofu but only if it's crispy": crispy tofu is liked
    if THE_AIM.match(clause) and not re.match(r"(?:i|i'm|im|my|we)\b", previous):
        return f"i'm trying to {previous}"  # "eat oily fish twice a week, that's the aim"
    if (level := SKILL_SAID_ALONE.match(clause)) and re.search(
        r"\b(?:cook\w*|beginner|novice|kitchen|skill\w*)\b", previous
    ):
        return f"i'm a {level.group('x')} cook"  # "erase what I said about being a beginner, I'm decent now"
    if GREW_OUT.match(clause) and (was := re.search(r"\b(?:allergic|intolerant) to (?P<x>[\w\s'-]+?)$", previous)):
        return f"i'm not allergic to {was.group('x')} anymore"  # "used to be allergic to milk but grew out of it"
    if NOT_ALLERGIC_BARE.match(clause) and (named := mentions(previous, (FOOD_KIND, DISH_KIND))):
        return f"i'm not allergic to {named[-1].text}"  # "could you stop mentioning nuts, I'm not allergic"
    if (now := DIET_NOW.match(clause)) and re.match(r"it'?s\b", clause) and DIET_END.search(previous):
        return f"i'm {now['x']}"  # "it's not keto anymore, it's mediterranean": the diet now
    if NOT_ANY_MORE.match(clause) and (was := USED_TO_BE.search(previous)):
        return f"i'm not {was.group('x')} anymore"  # "I used to be gluten free but I'm not anymore"
    if NOT_ANY_MORE.match(clause) and (was := USED_TO_FEEL.search(previous)):
        # "I used to love sushi but honestly not anymore", "I used to hate peppers but I don't now"
        disliked = was["feel"] in ("hate", "dislike", "loathe", "detest")
        return f"i no longer {'dislike' if disliked else 'like'} {was.group('x')}"
    if (
        PAST.search(previous)
        and (feeling := polarity.polarity(clause))
        and not mentions(clause, (FOOD_KIND, DISH_KIND, CUISINE_KIND))
        and (was := mentions(previous, (FOOD_KIND, DISH_KIND)))
        and not re.search(r"\b(?:it|them|those|these|that)\b", clause)
    ):  # "used to hate beetroot, now I can't get enough": the food of then, felt now
        return ("i love " if feeling > 0 else "i don't like ") + was[-1].text
    if len(clause.split()) > 4:
        topic = None  # a topic from further back answers only a bare feeling ("now I'm obsessed")
    if (topic := _topic(previous) or topic) and not mentions(clause, (FOOD_KIND, DISH_KIND, CUISINE_KIND)):
        if TOPIC_REFUSED.match(clause):
            return f"i don't like {topic}"
        if re.match(r"^(?:i|we)(?:'ve| have)? (?:finally )?made (?:my |our )?peace$", clause):
            return f"i've made peace with {topic}"  # "kale and I have made peace"
        if polarity.polarity(clause):
            return f"{clause} {topic}"
    if (
        WON_OVER.match(clause)
        and PAST.search(previous)
        and polarity.polarity(previous) < 0
        and (named := mentions(previous, (FOOD_KIND, DISH_KIND)))
    ):
        return f"i like {named[-1].text}"
    if (able := ABLE_TO_EAT_IT.match(clause)) and (named := mentions(previous, (FOOD_KIND, DISH_KIND))):
        return f"{able.group('head')}{named[-1].text}{clause[able.end() :]}"  # "…the prawns, I can eat them fine"
    if (trace := TRACE.match(previous) or REACTS_TO.match(previous)) and _own_reaction(clause):
        return f"i'm allergic to {trace.group('x')}"  # "I react to kiwi, my mouth goes all itchy"
    if STILL.match(clause) and PAST.search(previous):
        return _in_the_present(previous)
    if (
        (verdict := VERDICT.match(clause))
        and re.search(r"\b(?:wrong|take back|changed my mind) about\b", previous)
        and (named := mentions(previous, (FOOD_KIND, DISH_KIND)))
    ):  # "I was wrong about tofu, it's actually decent": the verdict is on the food taken back
        return f"{named[-1].text} is {verdict['rest']}"
    if (now := COUNT_NOW.match(clause)) and re.search(r"\b(?:cooks?|cooking) for\b", previous):
        return f"i cook for {now['n']}"  # "scrap the cooks for 3, it's 4 now with the baby"
    if OVER_NOW.match(clause) and (named := THING_NAMED.match(previous)):
        return f"forget the {named['x']} thing"  # "the dairy free thing was just for a month, it's over now"
    if NOT_NOW.match(clause) and (was := WAS_ONCE.match(previous)):
        return f"i'm no longer {was['x']}"  # "I used to be vegetarian but not now"
    if (
        QUIT_IT.match(clause)
        and not re.search(
            r"\b(?:wanted|tried|meant|planned|thought about|hoped)\b", previous
        )  # ("wanted to try vegan")
        and (diet := re.search(rf"\b(?:(?P<d>{_DIET_WORDS})|diet(?:ing)?)\b", previous))
    ):
        # "stop reminding me I'm on a diet, I quit it": the diet named before is over
        return f"i've stopped being {diet['d']}" if diet["d"] else "i've stopped my diet"
    if (none := NONE_NOW.match(clause)) and (piece := re.search(rf"\b(?:{EQUIPMENT})\b", previous)):
        # "the slow cooker broke, so I don't have one now" (gone); "can I cook this without an oven? I don't have one"
        return f"i don't have a {piece.group()}{' anymore' if none['when'] else ''}"
    if GAVE_IT_AWAY.match(clause) and (piece := re.search(rf"\b(?:{EQUIPMENT})\b", previous)):
        return f"i got rid of my {piece.group()}"  # "that air fryer I mentioned, I gave it away"
    if (match := PRONOUN_AFTER_FEELING.match(clause) or ASPECT.match(clause)) and not mentions(
        clause, (FOOD_KIND, DISH_KIND, CUISINE_KIND)
    ):
        said = words(previous)  # (not a food left out: "we do meat free mondays and I love it")
        named = [
            m for m in mentions(previous, (FOOD_KIND, DISH_KIND, CUISINE_KIND)) if said[m.end : m.end + 1] != ["free"]
        ]
        if named:
            return match.group("head") + named[-1].text + clause[match.end() :]
    return clause


# Words that make a phrase a statement of its own, not a food: "I hate it (when there's cilantro) in everything"
SUBJECT = re.compile(r"\b(?:i|i'm|im|it|we|you|they|he|she|who|that|puts?|uses?)\b")


def _own_reaction(clause: str) -> bool:
    """The speaker's reaction, as the safety net names reactions: "I'm in big trouble", "my throat closes"."""
    return bool((REACTION.search(clause) or SEVERE.search(clause)) and FIRST_PERSON.match(clause))


# The least of a food, then a reaction: "even a trace of peanut and I'm in big trouble".
TRACE = re.compile(
    r"^(?:even )?(?:a |the |one )?(?:trace|tiniest bit|smallest bit|tiniest amount|smallest amount|speck|crumb|hint) "
    r"of (?P<x>[\w\s'-]+?)$"
)
REACTS_TO = re.compile(r"^i react (?:(?:really|quite|very|so) )*(?:badly |strongly )?to (?P<x>[\w\s'-]+?)$")
GOT_OVER = re.compile(
    r"\bi(?:'ve| have|'m| am|m)? (?:(?:got|gotten|gone|moved|grown) (?:over|past|out of)|(?:so |totally |finally )?(?:over|past)) "
    r"my (?P<feeling>dislike|hatred|hate|fear|aversion|issue|problem|beef|grudge|vendetta|phobia|love|obsession|thing) "
    r"(?P<prep>of|for|with|against|about) (?P<x>[\w\s'-]+)$"
)
# A phase ended: "I'm over my thai food phase", "done with that sourdough obsession".
PHASE_OVER = re.compile(
    rf"^(?:(?:i'?m|im|i am) )?{TIRED_OF} (?:my|the|that|this|our)(?: whole)? (?P<x>[\w\s-]+?) "
    r"(?:phase|kick|obsession|craze|era|stage|thing)(?: (?:tbh|lol|honestly|haha|now|to be honest))*$"
)
DONE_WITH = re.compile(rf"^(?:i'?m|im|i am) {TIRED_OF} (?P<x>[\w\s-]+?)(?:,.*)?$")
# A way of cooking or a regime given up, now or as decided: "think I'll give up on the meal prep", "gonna quit
# the whole fasting thing" (a food given up is a goal, "giving up sugar", and is not read here)
GIVING_UP = re.compile(
    r"^(?:(?:i )?think |i guess |so |ok |honestly |tbh |yeah |right )*(?:i'?ll |i will |i'?m (?:gonna |going to )?|gonna |going to |i'?ve |i have |"
    r"time to |i need to |i'?m going to )?(?:give up(?: on)?|giving up(?: on)?|given up(?: on)?|gave up(?: on)?|quit|"
    r"quitting|ditch|ditching|ditched|abandon|abandoning|abandoned) (?:the |my |this |that )?(?:whole )?"
    r"(?P<x>[\w\s-]+?)(?: (?:thing|plan|regime|routine|idea))?(?:,.*)?$"
)
REGIME = re.compile(
    r"\b(?:fasting|calorie counting|counting calories|counting macros|tracking|detox|cleanse|juicing)\b"
)
# A way of cooking never done: "I don't bake, ever" (a dislike of baking, as "I never eat pork" is of pork)
NOT_DONE = re.compile(
    r"^i (?:don'?t|do not|never|won'?t) (?:ever )?(?P<x>bake|deep fry|fry|grill|barbecue|bbq|roast|steam|ferment|"
    r"meal prep|batch cook)(?:,? (?:ever|at all|anything|much|really|either))*(?P<since> (?:any ?more|these days|now))?"
    r"(?:,.*)?$"
)
WAYS_NOT_DONE = frozenset(
    {"baking", "deep frying", "frying", "grilling", "barbecuing", "bbqing", "roasting", "steaming", "fermenting",
     "meal prepping", "batch cooking"}
)  # fmt: skip


LIKED_TOO = re.compile(r"\bi (?:\w+ )?(?:like|love|enjoy|adore) (?:it|them|those|that)\b")
# A food once disliked, now had as a habit, is liked: "used to hate sprouts, now I roast them every week".
WON_OVER = re.compile(
    r"^i (?:\w+ )?(?:eat|make|cook|roast|bake|buy|order|have|grill|fry) (?:them|it|those)\b"
    r".*\b(?:every|all the time|constantly|regularly|loads|a lot|weekly|daily|most (?:days|weeks|nights))\b"
)


# A feeling about how a food named before tastes, smells or feels is about the food: "I love the idea of
# tofu but hate the texture".
ASPECT = re.compile(
    r"^(?P<head>i (?:\w+ )?(?:love|like|adore|hate|dislike|detest|loathe|can't stand|cannot stand|can't bear|"
    r"don't like|do not like) )(?:the |its |their )(?:texture|taste|smell|flavou?r|consistency|feel|mouthfeel)\b"
)


MY_FOOD_DONE = re.compile(r"^my (?P<food>[\w ]+?) (?P<how>(?:medium |well |extra |super |really )?\w+(?: done)?)$")


# Commas that list, the list closed by "and" or "or": "olives, capers and anchovies" (not "olives, they're
# great", nor "olives, especially green ones")
_ITEM = (
    r"(?!(?:i|i'm|it|it's|they|they're|we|you|he|she|that|which|but|so|because|especially|though|not|no|including|"
    r"such|like|e\.?g|particularly|mainly|mostly|apart|except|even|in)\b)[\w'-]+(?: [\w'-]+){0,3}"
)
LISTED = re.compile(rf"^{_ITEM}(?:, {_ITEM})+,? (?:and|or|&) (?!(?:fewer|less|more|so|whatever|similar)\b)[\w'-]+")


EXAMPLE_WORD = re.compile(r"\b(?:especially|particularly|including|such|like|mainly|mostly|even|not|no)\b")


def _values(raw: str) -> list[str]:
    """Split "thai and mexican food" (or "thai, mexican and indian food") into values, keeping dishes like
    "mac and cheese" whole."""
    raw = raw.strip().strip(".!?\"'").replace(" & ", " and ")  # "mac & cheese" is "mac and cheese"
    raw = ASIDE.sub("", raw)  # "broccoli of all things, and cauliflower"
    if listed := LISTED.match(raw):
        raw = re.sub(r",(?: (?:and|or|&))? ", " and ", raw[: listed.end()]) + raw[listed.end() :]
    elif len(items := raw.split(", ")) > 1 and all(
        is_food(item) and len(item.split()) <= 3 and not EXAMPLE_WORD.search(item) for item in items
    ):
        raw = " and ".join(items)  # foods listed with commas alone: "olives, capers"
    raw = _STOP_TAIL.sub("", RUN_ON.sub("", LEADING_FILLER.sub("", raw)))  # not "honestly" to the end
    raw = re.sub(r"(?<=\w) (?:that|which) .*$", "", raw)  # "healthy meals that fill me up": what they are
    for i, compound in enumerate(COMPOUNDS):
        raw = raw.replace(compound, f"\x00{i}\x00")
    parts = re.split(r"\s*(?:,|\band\b|\bor\b|\bnor\b|&|/)\s*", raw)
    values = []
    for part in parts:
        part = re.sub(r"\x00(\d+)\x00", lambda m: COMPOUNDS[int(m.group(1))], part)
        part = _LEAD.sub("", part.strip()).strip(" .!?\"'")
        part = re.sub(r"^(?:is|are|would be|has to be|must be)\s+", "", part)  # "one thing I hate is olives"
        part = EMOJI_TAIL.sub("", SYMBOL_ON.sub("", part))  # "avocado toast 🥑", "prawns 🦐 pls remember"
        if bit := re.match(r"(?:a )?(?:little |tiny |wee )?(?:bit|touch|dash|hint|spot|little) of (?=\w)", part):
            part = part[bit.end() :]  # "a bit of heat" is heat: the spicy kind, said of food
            part = "spicy" if part in ("heat", "spice", "kick", "fire") else part
            if not (is_food(part) or part in TASTES):
                continue  # "a bit of sun": no food
        if (taste := re.fullmatch(r"(?P<t>\w+) (?:stuff|things)", part)) and taste.group("t") in TASTES:
            part = taste.group("t")  # "spicy stuff" is the taste
        if (how := MY_FOOD_DONE.match(part)) and is_food(how.group("food")):
            part = f"{how.group('how')} {how.group('food')}"  # "my eggs runny" → "runny eggs"
        elif (said := part.rsplit(" ", 1))[-1] in HOW_COOKED and len(said) == 2 and is_food(said[0]):
            part = f"{said[1]} {said[0]}"  # "sprouts roasted" (from "I love them roasted") → "roasted sprouts"
        if part and not _NEGATED_OBJECT.match(part) and len(part.split()) <= 8:
            values.append(part)
    if values and values[-1].split()[-1] in CULTURE_NOUNS:  # "japanese and korean cars": cars, both of them
        values = [v for v in values[:-1] if not (len(v.split()) == 1 and mentions(v, (CUISINE_KIND,)))] + values[-1:]
    return [v for v in values if v not in HOW_COOKED] or values


ASIDE = re.compile(
    r",?\s*\b(?:of all (?:things|foods|veg|vegetables|fruits?)|believe it or not|funnily enough|weirdly enough|"
    r"strangely enough|would you believe)\b(?=\s*(?:,|$|\band\b))"
)
LEADING_FILLER = re.compile(r"^(?:(?:actually|honestly|really|tbh|oh|ok|okay|yeah|lol|and|but)\s+)+")
EMOJI_TAIL = re.compile(r"(?:\s*[^\w\s'&()-])+$")
SYMBOL_ON = re.compile(r"\s[^\w\s'&()-]+\s.*$")  # an emoji between words ends what was named
PEOPLE = re.compile(r"^(?:my|our|his|her|their|your) ")
# how a food was cooked, said after it ("halloumi, grilled or fried"), is no food of its own
HOW_COOKED = frozenset(
    "grilled fried roasted baked raw cooked steamed boiled poached stewed braised toasted smoked pickled "
    "mashed scrambled deep fried pan fried stir fried barbecued".split(" ")
)
MEAL_SKIPPED = re.compile(r"(?:breakfast|brunch|lunch|dinner|supper|tea|meals?|snacks?)\b")
GENERIC = frozenset({"cooking", "eating", "food", "cooking food", "making food", "eating food"})
MEALS_SAID = frozenset({"food", "meals", "dinners", "lunches", "cooking", "dishes", "recipes"})
AROUND_OTHERS = re.compile(
    r"\b(?:in front of|around|near|because of|for the sake of) (?:my|our|his|her|their|the) (?:\w+ )?(?:"
    + PEOPLE_NOUNS
    + r")\b"
)
COMPANY = re.compile(r" (?:with|for) (?:my|our|his|her|their|the) (?:\w+ )?(?:" + PEOPLE_NOUNS + r")$")
# "this soup", "that curry", "the chips here": the dish in front of the speaker, not a kind of food
THIS_ONE = frozenset({"this", "that", "these", "those", "the", "your"})
# A way of cooking named by what it makes: "sheet pan dinners", "one-pot meals", "slow cooker recipes".
STYLE_DISHES = re.compile(
    r"^(?:one pot|one pan|sheet pan|tray ?bake|slow cooker|crock ?pot|instant pot|pressure cooker|air fryer|"
    r"batch|freezer|make ahead|no cook|stir fry) (?:dinners?|meals?|recipes?|dishes|suppers?|cooking|bakes?)$"
    # food named by how it is made or eaten: "simple weeknight dinners", "quick and easy meals", "light meals"
    r"|^(?:(?:simple|quick|easy|healthy|light|hearty|cheap|budget|fast|no fuss|fuss free|low effort|lazy|"
    r"comforting|weeknight|weekday|family|filling|minimal|quick and easy|simple and quick|quick and simple|"
    r"fast and easy|easy and quick|cheap and cheerful|cheap and easy|few ingredient|\d+ ingredient)[ ,]+)+"
    r"(?:dinners?|meals?|recipes?|dishes|suppers?|lunches|food|cooking)$"
)
# A cuisine named with the word for its food: "Japanese home cooking", "Thai food", "Indian takeaway".
CUISINE_FOOD = re.compile(
    # (how it is cooked said before it: "complicated french dishes", "plain british food")
    r"^(?:(?:plain|simple|complicated|fancy|proper|authentic|traditional|classic|rustic|hearty|basic|real|good|"
    r"old[- ]fashioned|home[- ]?style) )*(?P<c>[\w ]+?)(?: (?:home|takeaway|takeout|restaurant|street|style))* (?:food|cooking|cuisine|dishes|curries|takeaways?|"
    r"takeout|flavou?rs|recipes|meals|style)$"
)
# A taste said as a standing wish: "give me all the garlic", "the more chilli the better", "give me a
# good bowl of pho any day".
ALL_THE = re.compile(
    r"^(?:just |always )?(?:give me|i want|bring on|pile on) all the (?P<x>[\w\s'-]+?)(?:,.*)?(?:\s*[^\w\s,])*$"
    r"|^the more (?P<y>[\w\s'-]+?) the better\b"
    # "garlic in everything please", "extra chilli on everything for me"
    # (not a complaint of it: "stop putting mushrooms in everything")
    r"|^(?:extra |more |lots of |loads of |plenty of )?(?!(?:no|not|never|nothing|without|zero|hold the|stop|quit|"
    r"(?:please )?(?:don'?t|do not))\b)"
    r"(?P<w>[\w\s'-]+?) (?:in|on|with) (?:absolutely )?(?:everything|anything)"
    r"(?: (?:please|pls|for me|thanks|ta|always))*(?:,.*)?$"
    r"|^(?:just )?(?:give me|i'?ll take|i'?d take) (?:a |an |some )?(?:(?:good|big|nice|proper|hot|warm) )?"
    r"(?:(?:bowl|plate|slice|portion|piece|serving)s? of )?(?P<z>[\w\s'-]+?) (?:any ?day|any ?time|every time)\b"
    # one chosen over another: "give me salty over sweet"
    r"|^(?:just |always )?give me (?P<v>[\w\s'-]+?) over [\w'-]+(?: [\w'-]+)?(?: any ?day| every time| any ?time)?$"
)
SAID_OF_IT = re.compile(
    r"\b(?:allerg\w*|intoleran\w*|react\w*|can'?t|cannot|don'?t|won'?t|avoid\w*|hate\w*|no|not|never|have|eat|get)\b"
)
# Food named by what making it takes: "recipes with minimal washing up", "dinners that don't need much prep".
METHOD_DISHES = re.compile(
    r"^(?:recipes?|meals?|dinners?|dishes|suppers?|food) (?:with|without|that|which|using|where) (?P<rest>.+)$"
)


def _category_for_liked(value: str) -> str:
    norm = normalize(value)
    if norm in CUISINES or ((m := CUISINE_FOOD.match(value.lower())) and cuisine_word(normalize(m.group("c")))):
        return CUISINE
    if norm in {normalize(k) for k in STYLES} or STYLE_DISHES.match(value.lower()):
        return COOKING_STYLE
    if re.fullmatch(r"[\w'-]+(?: [\w'-]+)? (?:cooking|baking|cookery)", value.lower()) and not cuisine_word(
        norm.split()[0]
    ):
        return COOKING_STYLE  # "scratch cooking", "home baking": a way of cooking, whatever it is named by
    if (match := METHOD_DISHES.match(value.lower())) and not is_food(match.group("rest")):
        return COOKING_STYLE  # but "meals with chicken" is a taste for chicken
    return LIKE


def _style_name(value: str) -> str | None:
    norm = normalize(value)
    # "one pan dinners" is "one pan", "one tray bakes" are traybakes
    bare = re.sub(r" (?:dinner|supper|lunch|recipe|dish|meal)$", "", norm)
    # "cook big batches" is batch cooking
    batches = re.sub(
        r"^(?:cook|make|do|prep)\w* (?:in )?(?:big |large |huge |massive )?batch(?:es)?$"
        r"|^(?:do|have) (?:a|one) (?:big|huge|large|massive|giant|mammoth|proper) (?:cook|cook up|prep)$",  # "do a big cook"
        "batch cook",
        bare,
    )
    # "whatever's in season" is cooking with the seasons
    seasons = re.sub(
        r"^(?:whats?|whatevers?|food|produce|veg|stuff|things)(?:'s| is| that'?s| that is| thats)? ?(?=in season)",
        "",
        bare,
    )
    forms = {norm, bare, re.sub(r"^one ", "", bare), batches, seasons}
    for key, name in STYLES.items():
        if normalize(key) in forms or normalize(key + " meal") in forms:
            return name
    return None


# A goal given up: "I'm not trying to bulk anymore", "no longer counting calories"
# what an aim said as a gerund is: "losing weight" is to lose it
AIMED = {"losing": "lose", "gaining": "gain", "cutting": "cut", "eating": "eat", "getting": "get", "hitting": "hit",
         "reducing": "reduce", "drinking": "drink", "building": "build", "putting": "put"}  # fmt: skip
GOAL_END = re.compile(
    r"\b(?:(?:i'm|i am|im) (?:no longer|not(?=.*\b(?:any ?more|now|these days)\b))|i(?:'ve| have)? (?:stopped|quit|given up|"
    r"gave up)) (?:really )?"
    r"(?:(?:trying|aiming|looking|working|hoping) to (?P<x>.+?)|(?:bothered|fussed|worried) about "
    rf"(?P<u>(?:{'|'.join(AIMED)}) .+?)|"
    r"(?P<y>bulking|cutting|dieting|counting \w+|"
    # a goal named as a thing done: "I'm not doing the sugar thing any more", "I've stopped the no-carb challenge"
    r"watching my \w+|on a (?:cut|bulk))|(?:doing )?(?:the|my|that|this) (?P<t>[\w\s-]+?) (?:thing|challenge|regime|kick))"
    # (a reason after it: "…, it was making me miserable", "…, life's too short"; or what to do: "…, take it off")
    r"(?:\s+(?:any ?more|now|these days))?(?:,\s*(?:it|that|life|i|i'm|too)\b.*|,\s*(?:(?:so |please |just )?"
    r"(?:take|remove|delete|drop|forget|scrap|bin|cross))\b.*)?$"
    # the goal itself said to be reached: "my goal of losing weight is done", "the iron goal's met"
    r"|^(?:my|the|that) (?:(?P<w>[\w-]+) )?(?:goal|aim|target)(?: (?:of|about|to) (?P<z>[\w\s-]+?))?(?: is|'s| has been|'s been) "
    r"(?:done|over|finished|met|achieved|reached|complete|sorted)\b"
    # given up, said of the goal: "I gave up my goal of losing weight", "giving up on the low sugar goal"
    r"|\b(?:gave up|given up|giving up|dropped|dropping|abandoned|ditched|ditching|scrapped|scrapping|quit|quitting)(?: on)? "
    r"(?:my|the|that) (?:(?P<g>[\w-]+(?: [\w-]+)?) )?(?:goal|aim|target)(?: (?:of|about|to) (?P<h>[\w\s-]+?))?$"
    # reached, said by the speaker: "I've hit my protein goal", "finally reached my weight target"
    r"|\b(?:i(?:'ve| have)? )?(?:finally |just )?(?:hit|reached|met|smashed|achieved|nailed|made) my (?:(?P<v>[\w-]+) )?"
    r"(?:goal|target)\b(?! (?:of|for) (?:the|this) (?:day|week)\b)"
)
# Said as a change or a correction: "actually …", "… anymore", "turns out …", "… now".
TAKEN_BACK = re.compile(
    r"\b(?:actually|any ?more|after all|turns out|these days|now|no longer|grown on me|come round|come around|changed my mind)\b"
)
# what memory holds said to be wrong: "you've got it wrong, I don't hate fish"
GOT_IT_WRONG = re.compile(
    r"\b(?:got (?:it|that|me) wrong|that'?s (?:wrong|not right|not true|incorrect)|not true|never said|you'?re wrong|"
    r"i was (?:wrong|mistaken))\b"
)
CHANGED = re.compile(r"\b(?:any ?more|no more|after all|these days|now|since)\b")
# A moment that starts something is no moment: "I've gone vegan as of this week", "starting today".
STARTING = re.compile(r"\b(?:as of|as from|since|from|starting|beginning) (?:today|this (?:week|weekend|morning))\b")
# How bad an allergy is, not what it is to: "a serious mustard allergy" is to mustard.
SEVERITY = re.compile(
    r"^(?:(?:very|really|quite|super|pretty) )?(?:serious|severe|mild|slight|deadly|life threatening|"
    r"full blown|major|minor|bad|nasty|proper) "
)


# A taste in a phase is still a taste: "loving all things lemon right now", "obsessed with tofu at the moment"
PHASE_OF_TASTE = re.compile(
    r"\b(?:loving|obsessed with|hooked on|addicted to|really into|so into|big into|living on)\b"
)


@functools.lru_cache(maxsize=256)  # asked of each clause's sentence: once a sentence (their lookaheads read to its end)
def _for_a_season(sentence: str) -> bool:
    return bool(FOR_A_SEASON.search(sentence.lower()))


@functools.lru_cache(maxsize=256)
def _on_trial(sentence: str) -> bool:
    return bool(ON_TRIAL.search(sentence.lower()))


# someone else acting on the speaker, up to "me": what follows is the speaker's ("my husband talked me into …")
PUT_ME_ON = re.compile(
    r"^.*?\b(?:talked|convinced|persuaded|got|has|had|have|put|puts|moved|switched|changed) me (?=into|to|on|onto)\b"
)


def _in_a_phase(clause: str) -> str:
    return re.sub(r"\s*\b(?:right now|at the moment)\b", "", clause) if PHASE_OF_TASTE.search(clause) else clause


def _clause_is_durable(clause: str) -> bool:
    return not (
        THIRD_PERSON.search(clause)
        or HEDGED.search(clause)
        or MOMENTARY.search(_in_a_phase(STARTING.sub("", clause)))
        or (MEAL_TIME.search(clause) and not HABIT.search(clause))
        or clause.endswith("?")
    )


def _first(patterns, clause: str) -> re.Match[str] | None:
    for pattern in patterns:
        match = pattern.search(clause)
        if match:
            return match
    return None


# A fuss about a food given up: "I've stopped being fussy about fish", "not funny about seafood any more"
FUSSY_NO_MORE = re.compile(
    r"\b(?:(?:stopped|quit) being|(?:i'?m|i am) no longer|(?:i'?m|i am) not)(?: so| as| that)? (?:fussy|picky|funny|weird|squeamish) "
    r"(?:about|with) (?P<x>[\w\s'-]+?)(?: (?:any ?more|these days|now))?$"
)
# One who eats meat again, said as what one is: "I'm a meat eater again", "a proper carnivore these days"
MEAT_EATER_AGAIN = re.compile(
    r"(?:\b(?:i'?m|im|i am) |^(?:(?:so|well|yeah) )?)(?:(?:officially|now|back to being|once again) )?(?:a |an )?"
    r"(?:(?:proper|full[- ]on|total|happy) )?(?:meat[- ]?eater|carnivore|omnivore)\b(?=[^.!?]{0,40}\b(?:again|now|these days)\b)"
)


def _group(match: re.Match[str]) -> str:
    return next(v for k, v in match.groupdict().items() if v is not None)


def _claims_in(clause: str, sentence: str, current_diet: str | None) -> tuple[list[Claim], list[ForgetRequest]]:
    claims: list[Claim] = []
    forgets: list[ForgetRequest] = []
    add = lambda category, value: claims.append(Claim(category, _recase(value, sentence), sentence))  # noqa: E731

    if match := NOT_ALLERGIC.search(clause):
        if re.match(r"(?:any(?:thing)?|every\w*|all|foods?)\b", _group(match).strip()):
            return claims, forgets  # "I'm not allergic to any foods that I know of": no allergy named to take back
        for value in _values(_group(match)):
            if (match["q"] or match["p"] or match["o"] or match["b"]) and not (is_food(value) or allergens_in(value)):
                continue  # "the rash wasn't the washing powder", "tested negative for covid": no food
            forgets.append(ForgetRequest("gluten" if COELIAC.fullmatch(value) else value, ALLERGY, sentence))
        return claims, forgets
    if (match := FEELING_GONE.match(clause) or ALLERGY_WRONG.match(clause)) and (
        is_food(match["x"]) or allergens_in(match["x"])
    ):  # "my dislike of tomatoes is gone", "my nut allergy was misdiagnosed"
        forgets.append(
            ForgetRequest(match["x"], FELT.get(match.groupdict().get("kind") or "allergy", ALLERGY), sentence)
        )
        return claims, forgets
    if (match := FINE_AGAIN.search(clause)) and (is_food(match["x"]) or allergens_in(match["x"])):
        # "I'm fine with nuts now, the allergist cleared me": whatever kept it out is over (an allergy asks first)
        forgets.append(ForgetRequest(match["x"], None, sentence))
        return claims, forgets
    if change := DIET_TO.match(clause):  # "vegetarian to pescatarian as of this week": the diet it is now
        add(DIET, DIETS[normalize(change["b"])])
        return claims, forgets
    if (gone := NOT_EATEN_FOR_YEARS.search(clause)) and WHOLE_FOOD_GROUP.match(eaten := _group(gone)):
        # "it's been years since I ate meat", "haven't eaten meat or fish in a decade": a diet kept
        add(DIET, (_diet_by_paraphrase(eaten.replace(" and ", " or ")) or ["vegetarian"])[0])
        return claims, forgets
    if MEAT_LOVER.search(clause):
        add(LIKE, "meat")  # "I'm a total carnivore": meat loved, not the carnivore diet
        return claims, forgets
    if match := WINE_COLOUR.search(clause):
        add(LIKE, f"{match['c']} wine")  # "what wine goes with salmon? I only drink white"
        return claims, forgets
    if (match := WINE_GLASS.search(clause)) and (
        polarity.polarity(clause) > 0 or re.search(r"\bi (?:really |do |quite )?(?:like|enjoy|love)\b", clause)
    ):
        add(LIKE, f"{match['c']} wine")  # "I'm not a big drinker but I like a glass of red"
        return claims, forgets
    if level := SPICE_LEVEL.search(clause):
        add(LIKE, "mild" if level["mild"] else "spicy")  # "spice level: mild please"
        return claims, forgets
    if TEETOTAL.search(clause):
        add(DISLIKE, "alcohol")  # "I'm teetotal so no alcohol in recipes please"
        return claims, forgets
    if (match := ANYTHING_BUT.match(clause)) and is_food(match["x"]):
        add(DISLIKE, match["x"])  # "anything but lamb"
        return claims, forgets
    if (listed := YES_NO_LISTED.match(clause)) and is_food(listed["a"]) and is_food(listed["b"]):
        for food, said in ((listed["a"], listed["av"]), (listed["b"], listed["bv"])):
            add(LIKE if said == "yes" else DISLIKE, food)  # "eggs yes, milk no"
        return claims, forgets
    if (match := ANY_WAY_BUT.match(clause)) and is_food(match["x"]):
        add(LIKE, match["x"])  # "I love eggs any way except poached": eggs, and not poached ones
        add(DISLIKE, f"{match['y']} {match['x']}")
        return claims, forgets
    if (match := MEDICAL_AVOID.search(clause) or MEDICAL_OFF.search(clause)) and MEDICAL.search(sentence.lower()):
        # a food kept out on medical advice is a safety fact: "can't have gluten, doctor's orders"
        if values := [v for v in _values(match.group("x")) if is_food(v) or allergens_in(v)]:
            for value in values:
                add(ALLERGY, value)
            return claims, forgets
    if match := _first(ALLERGY_PATTERNS, clause):
        if OUTGROWN.search(clause) or WORRIED.search(clause):  # (a fear of one is asked about by the safety net)
            return claims, forgets
        for value in _values(_group(match)):
            value = SEVERITY.sub("", value)  # "a serious mustard allergy" is to mustard
            if not (is_food(value) or allergens_in(value)) or PEOPLE_SAID.match(value) or SAID_NEXT.match(value):
                # "allergic to cats": not Mise's to keep; "to nightshades": the safety net asks first; "to soy, hates
                # mushrooms": what follows is another statement, not an allergen
                continue
            add(ALLERGY, "gluten" if COELIAC.fullmatch(value) else value)  # "coeliac disease" is kept as gluten
        return claims, forgets
    if match := DIET_END.search(clause):
        forgets.append(ForgetRequest(DIETS[_group(match)], DIET, sentence))
        if diet := _diet_taken_up(clause[match.end() :]):
            add(DIET, diet)  # "vegan didn't stick, back to veggie": the diet taken up instead
        return claims, forgets
    if DIET_OVER.search(clause):  # "I'm not on a diet anymore": whichever diet is held
        forgets.append(ForgetRequest(None, DIET, sentence))
        return claims, forgets
    if (match := DIET_DENIED.search(clause)) and (
        DIETS[match.group("x")].lower() in {part.lower() for part in diet_parts(current_diet)} or CHANGED.search(clause)
    ):  # "I'm not vegetarian" ends the diet held, or any diet said with "anymore"; otherwise it describes
        forgets.append(ForgetRequest(DIETS[match.group("x")], DIET, sentence))
        return claims, forgets
    if match := DIET_CORRECTED.search(clause):  # "so vegetarian not vegan": the first is the diet
        add(DIET, DIETS[match.group("x")])
        return claims, forgets
    if VEGGIE_WITH_FISH.search(clause) and not DIET_DENIED.search(clause):  # "mostly veggie, fish on fridays"
        add(DIET, "pescatarian")
        return claims, forgets
    if match := _first(DIET_START, clause):
        add(DIET, _and_more_diets(clause, match))
        return claims, forgets
    if match := ON_A_DIET.search(clause):  # "I'm on a low sugar diet for my teeth"
        add(DIET, match.group("x"))
        return claims, forgets
    if EAT_PLANTS.search(clause):  # "I mostly eat plants these days"
        add(DIET, "plant-based")
        return claims, forgets
    if (
        (match := GIVE_UP_GROUP.search(clause))
        and not _for_a_season(sentence)
        and (diet := _diet_by_paraphrase(match.group("x")))
    ):
        add(DIET, diet[0])
        return claims, forgets
    if match := FUSSY_NO_MORE.search(clause):  # "I've stopped being fussy about fish": the dislike goes
        forgets.extend(ForgetRequest(value, DISLIKE, sentence) for value in _values(match.group("x")))
        return claims, forgets
    if MEAT_EATER_AGAIN.search(clause):  # "I'm a meat eater again": meat ends a diet without it
        _eating_again("meat", current_diet, sentence, claims, forgets)
        return claims, forgets
    if match := EAT_AGAIN.search(clause):
        for food in re.split(r",? (?:and|&) |, ", _group(match)):  # "yoghurt and cheese are back on the menu"
            _eating_again(food, current_diet, sentence, claims, forgets)
        return claims, forgets
    if (
        match := ALLERGEN_AGAIN.match(clause) or ALLERGY_CLEARED.search(clause) or ALLERGEN_FINE.match(clause)
    ) and allergens_in(match.group("x")):
        # "I can eat nuts now, the allergy clinic cleared me" (the forget of a protected allergy asks first)
        forgets.extend(ForgetRequest(value, ALLERGY, sentence) for value in _values(match.group("x")))
        return claims, forgets
    if FISH_NOT_MEAT.search(clause):  # "I eat fish but not meat"
        add(DIET, "pescatarian")
        return claims, forgets
    if (match := EVERYTHING_BUT.search(clause)) and (diet := _diet_by_paraphrase(match.group("x"))):
        add(DIET, diet[0])
        return claims, forgets
    if match := PHASE_OVER.search(clause):
        forgets.extend(
            ForgetRequest(DIETS[normalize(m.text)], DIET, sentence)
            if m.kind == DIET_KIND and normalize(m.text) in DIETS
            else ForgetRequest(m.text, None, sentence)
            for m in mentions(match.group("x"))
        )
        return claims, forgets
    if match := GIVING_UP.match(clause):
        given_up = match.group("x")
        if gone := kitchen_retracted(clause):  # "I've ditched the slow cooker": the kit, not a way of cooking
            forgets.extend(ForgetRequest(fact, KITCHEN, sentence) for fact in gone)
            return claims, forgets
        if style := _way_of_cooking(given_up):
            forgets.append(ForgetRequest(style, COOKING_STYLE, sentence))
            return claims, forgets
        if regime := REGIME.search(given_up):  # on whichever list holds it
            forgets.append(ForgetRequest(regime.group(), None, sentence))
            return claims, forgets
    if (match := DONE_WITH.search(clause)) and (style := _way_of_cooking(match.group("x"))):
        forgets.append(ForgetRequest(style, COOKING_STYLE, sentence))  # "I'm done with meal prep"
        return claims, forgets
    if (match := NOT_DONE.search(clause)) and (done := _gerund(match.group("x"))) and done in WAYS_NOT_DONE:
        if match.group("since"):  # "I don't bake anymore": the way of cooking is no longer the speaker's
            forgets.append(ForgetRequest(done, COOKING_STYLE, sentence))
        else:
            add(DISLIKE, done)  # "I don't bake, ever", "I never deep fry anything"
        return claims, forgets
    if (match := ABLE_NOW.match(clause)) and (is_food(match.group("x")) or match.group("x") in TASTES):
        # "I can handle a bit of heat now": what was avoided is fine now
        forgets.extend(ForgetRequest(value, DISLIKE, sentence) for value in _values(match.group("x")))
        return claims, forgets
    if match := GOT_OVER.search(clause):  # "I've got over my dislike of olives"
        kind = (
            LIKE
            if match.group("feeling") in ("love", "obsession", "thing") and match.group("prep") != "against"
            else DISLIKE
        )
        forgets.extend(ForgetRequest(value, kind, sentence) for value in _values(match.group("x")))
        return claims, forgets
    if (match := UNLIKE.search(clause)) and not ((ended := GOAL_END.search(clause)) and ended["u"]):
        # ("not bothered about losing weight anymore" is a goal given up, below)
        if (diet := normalize(_group(match))) in DIETS:  # "I'm not into keto anymore": a diet left
            forgets.append(ForgetRequest(DIETS[diet], DIET, sentence))
            return claims, forgets
        forgets.extend(
            ForgetRequest(value, _category_for_liked(value), sentence)
            for value in _values(_group(match))
            if is_food(value) or value in TASTES or _style_name(value) or _way_of_cooking(value)  # not "the show"
        )
        return claims, forgets
    if (
        (match := UNDISLIKE.search(clause))
        and not ALLERGY_WORD.search(clause if match.group("c") else sentence.lower())
        and (match.group("x") is None or TAKEN_BACK.search(sentence.lower()))
    ):
        # "the allergy test said I'm fine with eggs" speaks of an allergy, not of a dislike; "I don't mind fish" is
        # no news of a dislike taken back unless said as one ("actually I don't mind olives", "… anymore")
        liked = match.group("z") or match.group("g") or match.group("h")
        # come round to it and liking it now: "I've come round to olives, turns out I like them now"
        liked_too = match.group("c") and LIKED_TOO.search(clause)
        for value in _values(_group(match)):
            if not (is_food(value) or value in TASTES or _style_name(value)):
                continue  # "I'm fine with the plan": no taste
            if liked or liked_too:
                add(_category_for_liked(value), value)
                if liked:
                    continue
            if match.group("y") and allergens_in(value):
                # "actually I'm fine with gluten": of an allergen, whatever list holds it (an allergy is
                # forgotten only on the user's yes)
                forgets.append(ForgetRequest(value, None, sentence))
            else:
                forgets.append(ForgetRequest(value, DISLIKE, sentence))
        return claims, forgets
    retracted, facts = kitchen_retracted(clause, sentence), kitchen_facts(clause, sentence)  # what was, and what is now
    if retracted or facts:
        forgets.extend(ForgetRequest(fact, KITCHEN, sentence) for fact in retracted)
        for fact in facts:
            add(KITCHEN, fact)
        if (style := _first(STYLE_PATTERNS, clause)) and style.groupdict().get("budget"):
            _style_claim(style, sentence, add)  # "feeding a family of five on a budget": the count and the budget
        return claims, forgets
    if (match := FOOD_PERSON.search(clause)) and (
        is_food(match.group("x"))
        or match.group("x") in TASTES
        # "a savoury breakfast person", "a brunch person"
        or all(w in TASTES or MEAL_SKIPPED.fullmatch(w) for w in match.group("x").split())
    ):
        negated = match.group("not") or match.group("never") or match.group("was")
        add(DISLIKE if negated else LIKE, match.group("x"))
        return claims, forgets
    if (match := FOOD_PERSON.search(clause)) and not match.group("not") and re.fullmatch(EQUIPMENT, match.group("x")):
        add(COOKING_STYLE, match.group("x"))  # "a pressure cooker fanatic" cooks with one
        return claims, forgets
    if match := COOK_KIND.search(clause):
        kind = COOK_DEGREE.sub("", match.group("x")).strip() or ("baking" if match.group("who") == "baker" else "")
        if kind and match.group("who") == "baker" and is_food(kind):
            kind = f"{kind} baking"  # "a keen bread baker" bakes bread
        if kind and kind not in NOT_A_WAY:
            add(COOKING_STYLE, kind)
            return claims, forgets
    if match := MAKE_OWN.search(clause):
        thing = _STOP_TAIL.sub("", match.group("x")).strip()
        if len(thing.split()) > 4 and is_food(head := thing.split(" and ")[0]):
            thing = head  # "I grow my own herbs and cook with them a lot"
        if thing and len(thing.split()) <= 4 and is_food(thing):  # one's own bread, not one's own decisions
            add(COOKING_STYLE, f"{_gerund(match.group('verb'))} my own {thing}")
            return claims, forgets
    if match := _first(STYLE_PATTERNS, clause):
        _style_claim(match, sentence, add)
        return claims, forgets
    if (match := TASTE_THE_BETTER.search(clause)) and (
        flavour := next((f for f in (match["x"] + "y", match["x"], match["x"][:-1]) if f in FLAVOURS), None)
    ):
        add(LIKE, flavour)  # "the spicier the better for me"
        return claims, forgets
    if (match := THE_X_THE_BETTER.search(clause)) and COOKING_WORD.search(sentence.lower()):
        # "cooking's a bit of a chore for me so the simpler the better"
        add(COOKING_STYLE, "quick meals" if match.group("x") in ("quicker", "faster") else "simple recipes")
        return claims, forgets
    if match := GONE_OFF.search(clause):  # a liking ended the other way: it is a dislike now
        for value in _values(_group(match)):
            add(DISLIKE, value)
            forgets.append(ForgetRequest(value, _liked_as(value), sentence))
        return claims, forgets
    if (match := NO_MORE.match(clause)) and (
        (not is_food(match.group("x")) and (mentions(match.group("x")) or re.match(r"\w{3,}ing\b", match.group("x"))))
        or re.search(r"\b(?:cleanses?|detox(?:es)?|diets?|fasts?|regimes?|challenges?)$", match.group("x"))
        or REGIME.search(match.group("x"))  # "no more calorie counting for me"
    ):  # (what memory could hold: "no more late nights for me" is none of it)
        # "no more intermittent fasting for me": a habit or a diet given up, on whichever list holds it
        forgets.extend(ForgetRequest(value, None, sentence) for value in _values(match.group("x")))
        return claims, forgets
    if match := _first(DISLIKE_PATTERNS, clause):
        if AROUND_OTHERS.search(clause):
            return claims, forgets  # "I can't eat peanuts in front of my son": avoided for someone else
        if diet := _diet_by_paraphrase(match.group("x")) if WHOLE_FOOD_GROUP.match(match.group("x")) else None:
            add(DIET, diet[0])
            return claims, forgets
        for value in _values(match.group("x")) + _especially(clause):
            if MEAL_SKIPPED.match(value) and re.search(r"\b(?:don'?t|do not|never|rarely) (?:\w+ )?eat\b", clause):
                continue  # "I don't eat breakfast on weekdays": when one eats, not what
            add(DISLIKE, value)
        return claims, forgets
    if match := GOAL_END.search(clause):  # "I'm not trying to bulk anymore", "my goal is done"
        said = next((v for v in match.groupdict().values() if v), None)
        if said and re.match(r"(?:counting|watching) ", said) and not _about_eating(said.split(" ", 1)[1]):
            return claims, forgets  # "no longer counting sheep": nothing eaten is counted
        if match["u"] or (match["h"] and said.split()[0] in AIMED):
            # "not bothered about losing weight anymore", "gave up my goal of losing weight": the aim is to lose it
            doing, _, rest = said.partition(" ")
            said = f"{AIMED[doing]} {rest}"
        if said and re.match(r"(?:make|bake|cook|master|perfect|learn|grow)\b", said):
            return claims, forgets  # "I gave up trying to make macarons": a dish attempted, no aim of eating
        if said is None:
            forgets.append(ForgetRequest(None, DIETARY_GOAL, sentence))
        else:
            forgets.extend(ForgetRequest(goal, DIETARY_GOAL, sentence) for goal in [_goal(said)] if goal)
        return claims, forgets
    if match := _first(GOAL_PATTERNS, clause):
        said = f"avoid {match['avoided']}" if match.groupdict().get("avoided") else _group(match)
        # (a comma lists them, or "goals" says there are several; "less sugar and more veg" is said as one)
        listed = "," in said or re.search(r"\b(?:goals|aims|targets)\b", clause)
        parts = [p.strip() for p in GOALS_LISTED.split(said) if p.strip()] if listed else [said]
        # goals listed, each with its own word of which way: "more veg, less sugar" is two
        for part in parts if len(parts) > 1 and all(GOAL_WAY.match(p) for p in parts) else [said]:
            if goal := _goal(part):
                add(DIETARY_GOAL, goal)
        return claims, forgets
    if (match := HOW_I_LIKE.search(clause)) and (
        (thing := match.group("thing")) is None or is_food(thing) or thing in MEALS_SAID
    ):
        liked = match.group("how") if thing is None else f"{match.group('how')} {thing}"
        add(_category_for_liked(liked), liked)
        return claims, forgets
    if (better := BETTER_THAN.match(clause)) and is_food(better["x"]) and not polarity.OTHERS.search(clause):
        add(LIKE, better["x"])  # "fresh pasta is so much better than dried": the one preferred
        return claims, forgets
    if (
        (match := ON_A_DAY.search(clause) or EVERY_DAY.match(clause))
        and is_food(eaten := _STOP_TAIL.sub("", _group(match)).strip())
        and not PEOPLE.match(eaten)
    ):
        add(_category_for_liked(eaten), eaten)  # "I always have fish on a Friday": a habit of eating it
        return claims, forgets
    eaten = _values(mostly["x"]) if (mostly := MOSTLY_EATEN.match(clause)) else []
    if eaten and all(is_food(value) and normalize(value) not in DIETS for value in eaten):
        for value in eaten:  # "(I) mostly eat eggs and avocado": what one lives on is liked
            add(_category_for_liked(value), value)
        return claims, forgets
    if (
        (often := OFTEN.match(clause))
        and (named := mentions(often["x"], (FOOD_KIND, DISH_KIND)))
        and named[0].text == often["x"].strip()
    ):
        add(LIKE, often["x"])  # "pasta five nights a week, no shame", said on its own
        return claims, forgets
    if match := _first(LIKE_PATTERNS, clause):
        if style := _way_of_cooking(match.group("x")):
            add(COOKING_STYLE, style)
            return claims, forgets
        for value in _values(match.group("x")) + _especially(clause):
            if (
                (PEOPLE.match(value) and not is_food(value))
                or value in GENERIC
                or value in MEALS_SAID
                or VENUE.search(value)
            ):
                continue  # "I love cooking with my kids": the company, not a taste; "I love food": no taste; a place
            style = _style_name(value)
            add(COOKING_STYLE if style else _category_for_liked(value), style or value)
    return claims, forgets


# Shapes said in passing that the phrasing tables do not hold, each read in _claims_in above:
# a feeling or an allergy said to be over or wrong, and which kind it was
FELT = {"dislike": DISLIKE, "hatred": DISLIKE, "hate": DISLIKE, "aversion": DISLIKE, "love": LIKE, "liking": LIKE,
        "allergy": ALLERGY, "intolerance": ALLERGY}  # fmt: skip
FEELING_GONE = re.compile(
    r"^(?:my |the )(?P<kind>dislike|hatred|hate|aversion|love|liking|allergy|intolerance) (?:of|for|to) (?P<x>[\w\s'-]+?) "
    r"(?:is|has|'s) (?:gone|over|passed|disappeared|vanished|no more)\b"
)
ALLERGY_WRONG = re.compile(
    r"^(?:my |the )?(?P<x>[\w\s'-]+?) (?:allergy|intolerance) (?:was|turned out to be|has been|is) (?:a )?(?:misdiagnosed|"
    r"misdiagnosis|wrong|mistake|false alarm|not real)\b"
)
FINE_AGAIN = re.compile(
    r"\b(?:i'?m|im|i am) (?:totally |absolutely |perfectly |completely )?(?:fine|ok|okay|good|alright) (?:with|on) "
    r"(?P<x>[\w\s'-]+?) (?:now|again|these days|nowadays)\b"
)
WINE_COLOUR = re.compile(
    r"\bi (?:only |mostly |usually |just |always )?drink (?P<c>red|white|ros[eé]|sparkling)(?: wine)?$"
)
WINE_GLASS = re.compile(
    r"\ba (?:nice |good |cold |big |small )?glass of (?P<c>red|white|ros[eé])\b(?! (?:onion|cabbage|pepper))"
)
TEETOTAL = re.compile(
    r"\b(?:i'?m|i am|im) (?:a |completely |totally )?(?:teetotal(?:ler)?|tee total|t total|sober)\b"
    r"(?!.*\b(?:except|apart from|but|other than|bar)\b)"  # (not "teetotal except for the odd glass at christmas")
)
SPICE_LEVEL = re.compile(
    r"\bspice (?:level|tolerance)(?: is)?:? (?:(?:pretty|quite|very|fairly) )?(?:(?P<mild>low|mild|gentle)|(?P<hot>high|hot|very hot|extra hot))\b"
)
# said without the "I" (DISLIKE_PATTERNS hold "I'll eat anything except …")
ANYTHING_BUT = re.compile(
    r"^anything (?:but|except|apart from|other than|bar) (?P<x>[\w\s'-]+?)(?:,? (?:please|pls|thanks))?$"
)
YES_NO_LISTED = re.compile(
    r"^(?P<a>[\w\s'-]+?) (?P<av>yes|no)(?:,\s*|\s+and\s+|\s+but\s+)(?P<b>[\w\s'-]+?) (?P<bv>yes|no)$"
)
ANY_WAY_BUT = re.compile(
    r"^(?:i (?:(?:really|just) )?(?:love|like|eat|enjoy|adore|'ll eat|will eat) )?(?P<x>[\w\s'-]+?) any ?(?:way|how|style)"
    r"(?: at all)?,? (?:except|but|apart from|other than|bar|just not|but not) (?P<y>[\w'-]+)$"
)
# a food kept to a day of the week: "I always have fish on a Friday"
ON_A_DAY = re.compile(
    r"\bi (?:always|usually|normally|nearly always|tend to) (?:have|eat|make|cook|do|get) (?P<x>[\w\s'-]+?) "
    r"(?:on (?:a )?|every )(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend)s?$"
)
# eaten every day: "I have porridge every single morning", "I eat way too much peanut butter"
EVERY_DAY = re.compile(
    r"^i (?:have|eat) (?:a (?:lovely|nice|good|big|little) (?:bit|bowl|plate|slice|piece) of )?(?P<x>[\w\s'-]+?) "
    r"(?:every (?:single )?|each )(?:morning|day|night|evening|lunchtime|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$"
    r"|^i (?:eat|have) (?:way |far |probably |definitely )?too (?:much|many) (?P<y>[\w\s'-]+?)$"
)
# a place to eat, not a food: "the mexican place downtown", "that ramen bar"
VENUE = re.compile(
    r"\b(?:place|restaurant|cafe|café|shop|pub|bistro|diner|deli|bakery|spot|joint|chain|truck|"
    r"(?:wine|tapas|sushi|ramen|noodle|juice|salad|cocktail|sports) bar)s?\b"
)
# what a cook is, not how they cook (the kitchen's skill levels read those)
NOT_A_WAY = frozenset({"home", "good", "bad", "decent", "great", "ok", "okay", "average", "terrible", "awful", "new",
                       "keen", "competent", "beginner", "novice", "experienced", "confident", "better", "real",
                       "nervous", "anxious", "hesitant", "unconfident", "shaky", "timid", "much better", "lot better",
                       "far better", "way better", "much worse"})  # fmt: skip
TASTES = frozenset({"sweet", "sweets", "sweet things", "savoury", "savory", "spicy", "spice", "salty", "sour", "bitter", "umami", "sweet tooth",
                    "breakfast", "brunch", "dessert", "pudding", "snack", "baking", "barbecue", "bbq"})  # fmt: skip
FLAVOURS = frozenset({"spicy", "salty", "sour", "bitter", "umami", "savoury", "savory", "smoky", "tangy", "zesty",
                      "fried", "greasy", "oily", "creamy", "stodgy"})  # fmt: skip
# The one named above the rest: "I love roasted veg, especially parsnips", "Korean food, kimchi especially".
ESPECIALLY = re.compile(
    r"(?:,\s*|\s+)(?:(?:especially|particularly|in particular|above all|most of all) (?P<x>[\w\s'-]+)|"
    r"(?P<y>[\w\s'-]+?) (?:especially|in particular|most of all))$"
)


def _with_the_exception(claims: list[Claim], excepted: list[str], sentence: str) -> list[Claim]:
    """A feeling with its exception: the feeling keeps what it is of, the exception is felt the other way ("not a fan
    of fish, except salmon": fish disliked, salmon liked); "anything except mushrooms" already names the exception."""
    claims = [
        c for c in claims if not re.match(_EXCEPT_LEAD, c.value.lower())
    ]  # the exception split off as a value of its own
    felt = [c for c in claims if c.category in OPPOSITE]
    if not felt or any(normalize(x) in normalize(c.value) for c in felt for x in excepted if c is not felt[0]):
        return claims
    first = felt[0]
    held = re.split(rf"\s*,?\s*{_EXCEPT_LEAD}", first.value, flags=re.I)[0]
    if not held or any(normalize(held) == normalize(x) for x in excepted):
        return claims
    kept = [Claim(c.category, held, c.evidence) if c is first else c for c in claims]
    return kept + [Claim(OPPOSITE[first.category], x, sentence) for x in excepted]


def _especially(clause: str) -> list[str]:
    if not (match := ESPECIALLY.search(clause)):
        return []
    return [value for value in _values(_group(match)) if is_food(value)]


# Liking a way of cooking is a cooking style: "I love grilling", "baking sourdough", "my slow cooker",
# "making pasta from scratch", "fermenting my own hot sauce", "a slow braise".
COOKING_VERB = re.compile(
    r"^(?:my |a |an |the )?(?:slow |home |batch |stir |deep |pan |air |shallow |meal )?(?:bak|grill|roast|ferment|"
    r"braiz|brais|smok|pickl|cann|fry|fri|barbecu|bbq|preserv|steam|poach|saut[eé]|cook|prepp|prep|mak|experiment|"
    r"brew|cur|dehydrat|sous vid|chopp|knead|decorat|host)(?:ing|e|es)?\b"
)


def _way_of_cooking(raw: str) -> str | None:
    raw = _STOP_TAIL.sub("", raw.strip().strip(".!?\"'"))
    raw = re.sub(r"^to (cook|bake|grill|roast|smoke|ferment|experiment|make|try)\b", lambda m: _gerund(m.group(1)), raw)
    said, raw = raw, COMPANY.sub("", raw)  # "baking bread with my son": the son is company, not the way of cooking
    if not raw:
        return None
    bare = re.sub(r"^(?:my|a|an|the) ", "", raw)
    if bare in GENERIC:
        return None  # loving to cook is not a way of cooking
    if (style := _style_name(bare)) and style != "quick meals":
        return style
    if re.fullmatch(rf"(?:{EQUIPMENT})s?", bare):
        return bare
    first = bare.split()[0]
    if used := re.fullmatch(rf"(?:cooking|baking) (?:with|in|on) (?:my |a |an |the |our )?(?P<x>{EQUIPMENT})s?", bare):
        return used.group("x")  # "cooking with my wok": the equipment is the way
    if re.match(r"(?:cooking|making) (?:with|for)\b", bare):
        return None  # "cooking with tahini" is about the tahini, "cooking for friends" about the friends
    if re.match(r"trying (?:out )?new (?:recipes|dishes|cuisines|foods|flavou?rs|ingredients|things)\b", bare):
        return bare
    if re.fullmatch(
        r"(?:[\w-]+ ){1,2}(?:baking|making|decorating|fermenting|pickling|smoking|brewing|canning|"
        r"preserving|curing)",
        bare,
    ):
        return bare  # the thing made, then the making: "sourdough baking", "cake decorating"
    if COOKING_VERB.match(bare) and (first.endswith("ing") or re.match(r"(?:slow|stir|batch|meal) ", bare)):
        if first == "making" and not (is_food(bare) or COOKING_WORD.search(bare[len(first) :])):
            return None  # "making lists", "making plans": nothing to eat is made
        made = _STOP_TAIL.sub("", bare[len(first) :]).strip()
        if first == "making" and is_food(made) and not re.search(r"\b(?:from|by|with|for|fresh|homemade|own)\b", said):
            return None  # "making curry on fridays": the dish is what is loved ("pasta from scratch" is a way)
        return bare if len(bare.split()) <= 6 else None
    if re.search(r"\bfrom scratch\b|\bhomemade\b|\bmy own\b", bare):
        return bare if len(bare.split()) <= 6 else None
    if (made := METHOD_DISHES.match(bare)) and not is_food(made.group("rest")) and len(bare.split()) <= 8:
        return bare  # "recipes that only need one tray": what making them takes
    return None


def _gerund(verb: str) -> str:
    if verb.endswith("ing"):
        return verb
    return (verb[:-1] if verb.endswith("e") else verb) + "ing"


def _recase(value: str, sentence: str) -> str:
    """The value as the person wrote it ("Thai", not "thai"), when it appears verbatim; a capital that
    only starts the sentence is not the person's ("Olives? No thank you." → "olives")."""
    found = re.search(re.escape(value), sentence, flags=re.I)
    if not found:
        return value
    said = found.group()
    starts = not sentence[: found.start()].strip(" \"'(*-")
    first = said.split()[0]
    if starts and first[:1].isupper() and first[1:].islower() and not cuisine_word(normalize(first)):
        said = said[0].lower() + said[1:]
    return said


# An allergy said to be over: "can eat eggs again, the allergy's gone", "I can have dairy again!"
ALLERGY_OVER = re.compile(
    r"\ballerg\w*(?:'s| is| has| have)? (?:\w+ )?(?:gone|cleared|disappeared|over|outgrown|better)\b|"
    r"\b(?:can|could) (?:now )?(?:eat|have) [\w\s-]+? (?:again|(?:totally |perfectly |just )?fine|no problem)\b|"
    # found to be no allergy: "I'm eating gluten again, it wasn't coeliac after all"
    r"\b(?:wasn'?t|was not|isn'?t|is not|never was|was never|not) (?:actually |really )?(?:an? )?(?:allerg\w*|intoleran\w*|c(?:o)?eliac)\b"
)


def _eating_again(food: str, current_diet, sentence, claims, forgets) -> None:
    """Eating fish again makes a vegetarian pescatarian; eating meat ends any diet without it; eating
    dairy or eggs ends a vegan diet, not a vegetarian one; able to eat an allergen again, the speaker
    says the allergy is over (the forget of a protected allergy asks before it acts)."""
    held = [part.lower() for part in diet_parts(current_diet)]
    for diet in held or [""]:  # each diet held on its own: "vegan and gluten-free" eating eggs is gluten-free
        _eaten_on(diet, food, sentence, claims, forgets)
    said = sentence.lower()
    if not (claims or forgets) and allergens_in(food) and ALLERGY_OVER.search(said):
        forgets.append(ForgetRequest(food, ALLERGY, sentence))
        return
    if not held and food not in EVERYTHING and re.search(r"\b(?:again|back)\b", said) and FIRST_PERSON.search(said):
        forgets.append(ForgetRequest(food, DISLIKE, sentence))  # "I'm eating red meat again": no longer avoided


def _eaten_on(diet: str, food: str, sentence: str, claims, forgets) -> None:
    """What eating this food again says of one diet held."""
    if food in EVERYTHING:  # "I'm back to eating everything" ends whatever diet was held
        if diet:
            forgets.append(ForgetRequest(diet, DIET, sentence))
    elif food in FISH:
        if diet in ("vegetarian", "vegan", "plant-based"):
            claims.append(Claim(DIET, "pescatarian", sentence))
    elif food in ANIMAL_PRODUCTS:
        if food == "honey" and diet in ("vegan", "plant-based"):
            return  # "I'm vegan but I eat honey": a vegan who eats honey, as "vegan apart from honey" is
        if diet in ("vegan", "plant-based") or (diet == "dairy-free" and food not in ("eggs", "egg", "honey")):
            forgets.append(ForgetRequest(diet, DIET, sentence))
    elif food in GLUTEN_FOODS | CARBS:  # bread again ends a gluten-free or a low-carb diet, not a vegetarian one
        if (diet == "gluten-free" and food in GLUTEN_FOODS) or (diet in ("keto", "low carb") and food in CARBS):
            forgets.append(ForgetRequest(diet, DIET, sentence))
    elif diet in ("vegetarian", "vegan", "pescatarian", "plant-based"):
        forgets.append(ForgetRequest(diet, DIET, sentence))


def _style_claim(match, sentence, add) -> None:
    groups = match.groupdict()
    if groups.get("batch"):
        add(COOKING_STYLE, "batch cooking")
    elif groups.get("budget"):
        add(COOKING_STYLE, "budget meals")  # "I'm on a pension so cheap meals please"
    elif groups.get("prep"):
        add(COOKING_STYLE, "meal prep")  # "sundays are for prepping the week's lunches"
    elif groups.get("simple") and not groups.get("x"):
        # "I hate cooking": the least effort, unless the message says which ("…, so quick and easy is what I want")
        if not re.search(rf"\b(?:{_EFFORTLESS})\b", sentence.lower()):
            add(COOKING_STYLE, "simple recipes")
    elif groups.get("x") and groups["x"].isdigit():
        add(COOKING_STYLE, f"{groups['x']}-minute meals")
    elif groups.get("x"):
        said = re.sub(r"^(?:one (?:big|large|single)|a single|1) ", "one ", groups["x"])  # "one big pan" is one pan
        style = _style_name(said) or said
        # what it is done with stays with it: "I always bake with rye flour" → "baking with rye flour"
        rest = _STOP_TAIL.sub("", match.string[match.end() :]).strip(" .!")
        if rest and len(rest.split()) <= 5 and (re.match(r"(?:with|using|on|in) ", rest) or is_food(rest)):
            style = f"{style} {rest}"
        add(COOKING_STYLE, style)
    else:
        add(COOKING_STYLE, "quick meals")


# A claim corrected by what was meant: "I said I hated mushrooms but I was thinking of olives".
MEANT = re.compile(
    r"^(?:(?:sorry|oops|actually|wait)[,!]? )?i (?:said|told you|wrote|put|typed|mentioned) (?:that )?(?P<claim>.+?)"
    r"(?:,|;| but| -)+ (?:but )?(?:i (?:(?:actually|really) )?(?:meant|was thinking of|was thinking about|was talking about|mean|"
    r"meant to say)) "
    r"(?P<y>[\w\s'-]+?)[.!]*$"
)


def _meant(text: str, current_diet: str | None) -> Extraction | None:
    """What was said taken back, and the same said of what was meant."""
    if not (match := MEANT.match(text.strip().lower())):
        return None
    said = _PAST_VERB.sub(lambda m: PRESENT[m.group()], match.group("claim"))
    said = re.sub(r" (?:earlier|before|yesterday|by mistake|last time|just now)$", "", said)
    claims, _ = _claims_in(said, text.strip(), current_diet)
    if not claims and DIETS.get(said):  # a diet named bare: "I said vegan but I meant vegetarian"
        claims, _ = _claims_in(f"i'm {said}", text.strip(), current_diet)
    meant = _values(match.group("y"))
    if not claims or not meant:
        return None
    result = Extraction()
    for claim in claims:
        result.forgets.append(ForgetRequest(claim.value, claim.category, text.strip()))
        result.claims.extend(Claim(claim.category, _recase(v, text), text.strip()) for v in meant)
    return result


def extract(text: str, *, current_diet: str | None = None) -> Extraction:
    """Claims and forget requests in a user message, in the order they were said."""
    message = text
    if retracts_last(text) or stops_learning(text):
        return Extraction()  # it names what it takes back only through the conversation; a setting asked for is none
    if (meant := MEANT_INSTEAD.match(_plain(text))) and not meant["stated"]:
        return Extraction()  # "I meant cashews, not peanuts": of what kind, the message before says
    if (instead := retracted_for(text)) is not None:
        text = instead  # what is true instead is read as said; what it takes back is in the conversation
    text = _rule_of_mine(text)
    if (corrected := _meant(text, current_diet) or _corrected_midway(text, current_diet)) is not None:
        return corrected
    result = Extraction()
    parts = clauses(text)
    readings = intent.read([clause for clause, _ in parts]) or [None] * len(parts)
    previous, said_before, topic = None, None, None
    for (said, sentence), reading in zip(parts, readings, strict=True):
        prior, (clause, previous) = previous, (_resolved(said, previous, topic), said)
        if clause != said and clause and reading is not None:
            reading = intent.read([clause])[0]  # "i actually like them" read as what it says of the food named before
        if (named := _topic(said)) or mentions(said, (FOOD_KIND, DISH_KIND, CUISINE_KIND)):
            topic = named  # a food named on its own stays the topic until another is named
        if clause != said and said_before and said_before != sentence:
            # "Olives? No thank you.": the evidence is both (once, however many clauses the food is carried to)
            sentence = said_before if sentence in said_before else f"{said_before} {sentence}"
        said_before = sentence
        if FORGET_EVERYTHING.search(clause):
            result.forget_everything = True
            continue
        if DENIAL.match(clause) and CORRECTION_LEAD.match(text.strip().lower()):
            clause += " after all"
        if SAID_BEFORE_RETRACTED.fullmatch(clause.strip(" .!")):
            continue  # said of the message's own claims, below
        clause = SAID_BEFORE_RETRACTED.split(clause)[0].strip(" ,") or clause
        if assumed := ASSUMED_OF_ME.match(clause):  # "stop assuming I eat meat" says "I don't eat meat"
            clause = f"i don't {assumed['v']} {assumed['x']}"
        if (
            BARE_RETRACTION.fullmatch(clause.strip())
            and prior
            and (denied := FEELING_DENIED.match(prior.strip(" .!")))
            and (named := mentions(denied["x"], (FOOD_KIND, DISH_KIND, CUISINE_KIND)))
        ):  # "I don't hate eggs, delete that": the dislike denied the clause before
            result.forgets.extend(ForgetRequest(m.text, DISLIKE, sentence) for m in named)
            continue
        if (denied := KIND_DENIED.match(clause)) and mentions(denied["x"]):
            result.forgets.append(ForgetRequest(denied["x"], KIND_OF[denied["kind"]], sentence))
            continue
        if (match := WRONGLY_HELD.match(clause)) and DENIED.search(text.lower()):
            held = re.sub(r"^i was\b", "i'm", match.group("x"))
            if named := mentions(clause[: match.start("x")], NAMED_KINDS) or mentions(prior or "", NAMED_KINDS):
                # "tomatoes are fine by me, whoever said I hated them was wrong": the food named before
                held = re.sub(r"\b(?:them|it)$", named[-1].text, held)
            if diet := DIETS.get(normalize(re.sub(r"^(?:an?|the) ", "", held.split(",")[0].strip()))):
                result.forgets.append(ForgetRequest(diet, DIET, sentence))  # "you've got me down as vegan, old news"
                if now := _diet_taken_up(held.partition(",")[2]):
                    result.claims.append(Claim(DIET, now, sentence))  # "…, back to veggie"
                continue
            if inner := _inner(_in_the_present(held), sentence, current_diet):
                # "I never said I was vegan", "that thing about me loving bananas? not true"
                result.forgets.extend(inner)
                continue
        if (
            (theirs := THEIRS_NOT_MINE.match(clause))
            # (with a word of putting it right: said alone, it may only tell whose taste it is)
            and re.search(
                r"\b(?:fix|remove|delete|forget|update|correct|change|drop|off|wrong|mix[- ]?up|mixed up)\b",
                sentence.lower(),
            )
            and (inner := _inner(f"{_first_person(theirs['verb'] or 'is')} {theirs['x']}", sentence, current_diet))
        ):
            result.forgets.extend(inner)  # held as the speaker's, said to be someone else's
            continue
        if match := (
            FORGET.match(clause)
            or TRAILING_FORGET.match(clause)
            or NOT_WANTED_KEPT.match(clause)
            or CAN_GO.match(clause)
        ):
            target = next((v for v in (match.groupdict().get(k) for k in "xyz") if v), "")
            # where it is kept, said after it: "every cuisine you've got saved"
            target = re.sub(
                r"\s+(?:that |which )?(?:you(?:'ve| have)?(?: got)? )?(?:saved|stored|on (?:file|record|me)|listed)$",
                "",
                target,
            )
            # what is said of it before the forget: "that I like french cooking is old news, drop it"
            target = re.sub(
                r"\s+(?:is|'s|was) (?:now )?(?:old news|out of date|outdated|history|no longer (?:true|the case)|"
                r"not (?:true|the case) any ?more)$",
                "",
                target,
            )
            if re.match(r"(?:\w+ )*?(?:take|cross|knock|strike) (?:the|my|that) ", clause):
                # "take the peanut allergy off(, it was …)": the allergy
                target = re.sub(r"\s+(?:off|out)(?:,.*)?$", "", target)
            # "I changed my mind about meal prep, forget it": the thing the mind changed on
            mind_changed = re.match(r"(?:i(?:'ve| have)? )?changed my mind (?:about|on|over) ", target)
            target = target[mind_changed.end() :] if mind_changed else target
            # "…, they were my son's", "…, none of them are right": why
            target = re.sub(
                r",\s*(?:they|it|that|those|these|which|none|neither|no idea|not sure|dunno|god knows|who knows)\b.*$",
                "",
                target,
            )
            # a forget that names a claim ("drop the note that I like feta") or the list it is on ("strike kale
            # from my likes") is about memory whatever the reader says; one that names neither ("forget the
            # pasta, let's do rice") needs the reader's leave
            if OUT_OF_A_REPLY.search(target):
                pass  # "remove the bit about the weather from your reply": an edit of what was written, not memory
            elif (pointed := THAT_KIND.search(POLITE_TAIL.sub("", clause).strip(" .!?"))) and (
                pointed["det"] != "the" or _named_before(result, topic, sentence, pointed["kind"])
            ):
                # "I like olives now, delete that dislike", "I eat spicy food now, delete the dislike": the one the
                # message names, never the whole kind
                kind = KIND_OF[pointed.group("kind")]
                if not any(f.category == kind for f in result.forgets):
                    named = _named_before(result, topic, sentence, pointed["kind"])
                    result.forgets.extend(ForgetRequest(value, kind, sentence) for value in named)
            elif (
                said := DIET_SAID_OF.match(target)
                or (match.re is TRAILING_FORGET and not mentions(target) and DIET_SAID_OF.match(sentence.lower()))
            ) and normalize(said["d"]) in DIETS:
                # "dairy free was only while breastfeeding, I'm done now so take it off": the diet it was said of
                result.forgets.append(ForgetRequest(DIETS[normalize(said["d"])], DIET, sentence))
            elif (inner := _inner(target, sentence, current_diet)) is None:
                pass  # "the bit about me hating mondays": a claim about no food, so nothing memory holds
            elif (listed := match.groupdict().get("list")) in LIST_KINDS and (named := mentions(target)):
                # "thai isn't my thing any more, take it off my cuisines": what the list holds, whatever is said of it
                result.forgets.extend(ForgetRequest(m.text, LIST_KINDS[listed], sentence) for m in named)
            elif inner:
                if listed and (kind := DISLIKE if listed == "dislikes" else LIKE):
                    # "turns out I do like beetroot, take it off the dislikes": the liking said is kept, and the list
                    # named is what it comes off
                    result.claims.extend(
                        Claim(f.category, f.value, sentence) for f in inner if f.category == OPPOSITE[kind]
                    )
                    inner = [ForgetRequest(f.value, kind, sentence) for f in inner]
                result.forgets.extend(inner)
            elif diet := DIETS.get(
                normalize(re.sub(r"^(?:the|my|being(?: an?)?) ", "", POLITE_TAIL.sub("", target).strip(" .!?")))
            ):
                result.forgets.append(ForgetRequest(diet, DIET, sentence))  # "so scratch vegan": a diet named bare
            elif (
                LISTED_IN.search(POLITE_TAIL.sub("", target))
                # "that bit about the air fryer is out of date", "the coriander thing": a note, whatever the reader
                # says, unless it names nothing memory could hold and reads as nothing ("the hallway light bit")
                or (
                    (NOTE_NAMED.search(note := POLITE_TAIL.sub("", target).strip(" .!?")) or NOTE_ABOUT.match(target))
                    and not (
                        _names_nothing_kept(NOTE_ABOUT.sub("", NOTE_NAMED.sub("", note)))
                        and not kitchen_facts(f"i'm {NOTE_NAMED.sub('', note).strip()}")
                        and not _reads_as(reading, intent.FORGET, NOTE_FORGET)
                    )
                )
                or (MEMORY_KIND.search(target) and not MOMENTARY.search(target))
                # a mind changed about what is then dropped ("I changed my mind about sourdough, drop it"), whatever the
                # reader says
                or (mind_changed and not _names_nothing_kept(target))
                or not (
                    _reads_as(reading, intent.NONE, FORGET_VETO)
                    # nothing named that memory could hold ("erase the whiteboard"): the reader must be sure
                    or (_names_nothing_kept(target) and not _reads_as(reading, intent.FORGET, UNNAMED_FORGET))
                    or _a_thing_of_mine(target)
                    or (MOMENTARY.search(target) and not MEMORY_KIND.search(target))
                    or FOR_NOW.search(target)
                    or SUGGESTION.search(target)
                    or INSTEAD.search(sentence.lower())  # "forget the tofu, I'll use chicken": a plan for the dish
                    or RUN_OUT.search(sentence.lower())  # "forget the olives, I'm out of them": the cupboard
                    or DISH_STEP.search(target)
                    # a statement of the speaker's that names nothing memory holds ("I'm not into the show
                    # anymore, forget that")
                    or re.match(
                        r"(?:i|i'm|im|i am|i've)\b(?! (?:ever |once |just )?(?:said|say|told|tell|mentioned|wrote))",
                        target.strip(),
                    )
                )
            ):  # "forget about dinner tonight": a plan for a moment is not a memory ("my goal for this week" is)
                _forget_request(target, sentence, result)
            continue
        if re.search(r",\s*so\s", sentence.lower()):  # "I eat eggs again, so vegetarian I guess": a conclusion
            clause = CONCLUDED.sub(r"\1", clause)
        if any(c.category == KITCHEN and c.value.startswith("cooks for") for c in result.claims):
            # the household the message has just told of holds the speaker: "cook for two, and we love anything spicy"
            clause = WE_TASTE.sub("i ", clause)
        durable = (
            _clause_is_durable(clause)
            or (_first(GOAL_PATTERNS, clause) and _clause_is_durable(MOMENTARY.sub("", clause)))
            # "I'm doing slimming world at the moment" is the diet kept now
            or (_first(DIET_START, clause) and _clause_is_durable(AT_PRESENT.sub("", clause)))
            # someone else put the speaker on it: "my husband talked me into going keto", "my mum has me on low salt"
            or (
                _first(DIET_START, clause)
                and PUT_ME_ON.search(clause)
                and _clause_is_durable(PUT_ME_ON.sub("i", clause))
            )
        )  # "I'm bulking right now" is a goal for now
        durable = (durable or bool(STANDING.match(clause))) and not _on_trial(sentence)
        # (a standing order asked as a question is still the rule: "can you stop suggesting anything with anchovies?")
        if (
            (match := ALL_THE.match(clause))
            and not MOMENTARY.search(clause)
            and (
                match.group("w") is None
                or (
                    is_food(match.group("w"))
                    and not SUBJECT.search(match.group("w"))
                    and not SAID_OF_IT.search(match["w"])
                )
            )  # ("can't have dairy in anything", "allergic to soy in anything" say something of the food)
            and (is_food(_group(match)) or _group(match) in TASTES)  # "give me all the details" is no taste
        ):  # "give me all the garlic", "garlic in everything" (not "I hate it in everything")
            result.claims.extend(Claim(LIKE, _recase(v, sentence), sentence) for v in _values(_group(match)))
            continue
        if not durable or (
            REQUEST.search(clause) and not clause.startswith(("i ", "i'm", "im ")) and not STANDING.match(clause)
        ):
            if not (HEDGED.search(clause) or REQUEST.search(clause) or clause.endswith("?")):
                # "we" is the speaker's household, "my oven is broken" the speaker's kitchen: kitchen
                # facts have their own test of whose they are
                result.claims.extend(Claim(KITCHEN, fact, sentence) for fact in kitchen_facts(clause, sentence))
                result.forgets.extend(ForgetRequest(fact, KITCHEN, sentence) for fact in kitchen_retracted(clause))
            continue
        # a diet said earlier in the message is the one the rest speaks of: "mostly veggie but eat fish"
        said_diet = next((c.value for c in reversed(result.claims) if c.category == DIET), None)
        claims, forgets = _claims_in(clause, sentence, said_diet or current_diet)
        if said_diet and (
            any(c.category == DIET and not _beside(said_diet, c.value, clause) for c in claims)
            or any(f.category == DIET and f.value == said_diet for f in forgets)
        ):  # the later clause corrects it: nothing of that diet is kept, nor forgotten
            result.claims = [c for c in result.claims if c.category != DIET]
            if not _for_a_season(sentence):  # ("vegetarian for lent, but that's over" ends it)
                forgets = [f for f in forgets if not (f.category == DIET and f.value == said_diet)]
            if (
                said_diet.lower() in ("vegan", "plant-based")
                and not claims
                and (eaten := EAT_AGAIN.search(clause))
                and _group(eaten) in ANIMAL_PRODUCTS - {"honey"}
            ):
                claims = [Claim(DIET, "vegetarian", sentence)]  # "I'm vegan but I eat eggs": a vegetarian
        if claims or forgets:
            if reading is not None:
                unfounded = {normalize(c.value) for c in claims if _unfounded(c, reading)}
                claims = [c for c in claims if normalize(c.value) not in unfounded]
                # a taste turned, about no food ("I've gone off social media"): no liking of it to forget either
                forgets = [f for f in forgets if not (f.category == LIKE and normalize(f.value or "") in unfounded)]
        elif (
            polarity.denied_dislike(clause)
            and (GOT_IT_WRONG.search(sentence.lower()) or TAKEN_BACK.search(sentence.lower()))
            and (named := mentions(clause, (FOOD_KIND, DISH_KIND)))
        ):  # "I was wrong, I don't hate aubergine": the dislike held is taken back, whatever the reader says
            forgets = [ForgetRequest(named[-1].text, DISLIKE, sentence)]
        elif not PAST.search(clause) and not DIET_DENIED.search(clause) and not HEARSAY.search(clause):
            # ("I'm not vegetarian" holds no diet; "olives are an acquired taste, apparently" is what others say)
            claims = _read_by_feeling(clause, sentence)
            if (
                claims
                and reading is not None
                and _reads_as(reading, intent.NONE, FEELING_VETO)
                and not re.search(r"\b(?:it|them|they|those|these)\b", clause)  # ("olives? love them")
            ):
                claims = []  # "can't stand traffic jams": a feeling about no food, however a word of it reads
            if not claims and reading is not None:
                claims, forgets = _read_by_meaning(clause, sentence, reading)
        if (excepted := EXCEPTED.search(clause)) and (named := mentions(excepted["y"], (FOOD_KIND, DISH_KIND))):
            claims = _with_the_exception(claims, [m.text for m in named], sentence)
        if CHANGED.search(clause) and (
            left := [c for c in claims if c.category == DISLIKE and normalize(c.value) in DIETS]
        ):
            # "vegan's not for me anymore": a diet left, not a food disliked
            claims = [c for c in claims if c not in left]
            forgets = [*forgets, *(ForgetRequest(DIETS[normalize(c.value)], DIET, sentence) for c in left)]
        if CHANGED_MIND.match(clause):  # "turns out I actually like aubergine": the dislike held was wrong
            forgets = [*forgets, *(ForgetRequest(c.value, DISLIKE, sentence) for c in claims if c.category == LIKE)]
        # a value is a thing, never a statement of the speaker's ("I've come round to olives")
        result.claims.extend(
            c for c in claims if validate_value(c.category, c.value).ok and not SPOKEN.match(c.value.lower())
        )
        result.forgets.extend(forgets)
    result.claims = [  # a dislike of fuss is a way of cooking: "I hate fiddly recipes"
        Claim(COOKING_STYLE, "simple recipes", c.evidence)
        if c.category == DISLIKE and FUSS.fullmatch(c.value.lower())
        else c
        for c in result.claims
    ]
    result.claims = [  # "I hate them whole" of mushrooms: "whole mushrooms", as the way is said before the food
        Claim(c.category, f"{way['how']} {way['x']}", c.evidence)
        if c.category in (LIKE, DISLIKE) and (way := WAY_AFTER.fullmatch(c.value))
        else c
        for c in result.claims
    ]
    unique: dict[tuple[str, str], Claim] = {}  # one claim said twice ("anything Korean and I'm sold") is one
    for claim in result.claims:
        unique.setdefault((claim.category, normalize(claim.value)), claim)
    result.claims = list(unique.values())
    # one food both disliked and liked in a message ("I hate the texture of mushrooms but love the flavour"): what is
    # kept out is what the person asked for; the liking of a part of it is no liking of the food
    disliked = {normalize(c.value) for c in result.claims if c.category == DISLIKE}
    result.claims = [c for c in result.claims if not (c.category == LIKE and normalize(c.value) in disliked)]
    forgets: dict[tuple[str | None, str], ForgetRequest] = {}  # "I'm no longer vegan, I eat dairy again": once
    for forget in result.forgets:
        forgets.setdefault((forget.category, normalize(forget.value or "")), forget)
    # a kind forgotten whole beside one of its items named ("forget my goal about losing weight, I've hit my
    # target"): the item named is what goes, not every goal
    named_kinds = {f.category for f in forgets.values() if f.value}
    # a value forgotten with its kind is not forgotten again without one ("that air fryer I mentioned, I gave it away")
    kept_as = {normalize(f.value) for f in forgets.values() if f.value and f.category}
    result.forgets = [
        f
        for f in forgets.values()
        if (f.value or f.category not in named_kinds)
        and not (f.category is None and normalize(f.value or "") in kept_as)
    ]
    if SAID_BEFORE_RETRACTED.search(text.lower()):
        result.forgets.extend(
            ForgetRequest(c.value, OPPOSITE[c.category], c.evidence) for c in result.claims if c.category in OPPOSITE
        )
    _condition_goal(text, result)
    # a diet the message denies is not the one it keeps: "I'm not vegetarian, but I rarely eat meat"
    denied = {DIETS[m["x"]].lower() for m in DIET_DENIED.finditer(text.lower()) if m["x"] in DIETS}
    # nor one kept part of the time: "I'm vegetarian on weekdays but not at weekends"
    denied |= {DIETS[m["d"]].lower() for m in PART_TIME_DIET.finditer(text.lower()) if m["d"] in DIETS}
    result.claims = [c for c in result.claims if not (c.category == DIET and c.value.lower() in denied)]
    # what is kept out for a pregnancy is kept out for its months, not for good: "I'm pregnant so I avoid soft cheese"
    # (a taste said beside it is still a taste: "I'm pregnant and I hate olives")
    result.claims = [
        c
        for c in result.claims
        if not (
            c.category == DISLIKE and PREGNANT.search(c.evidence.lower()) and not DISTASTE.search(c.evidence.lower())
        )
    ]
    for liked in [c for c in result.claims if c.category == LIKE and KIND_DROPPED.search(c.evidence.lower())][-1:]:
        # "broccoli's grown on me, no longer a dislike": the dislike of the food just liked goes
        if not any(
            f.category == DISLIKE and normalize(f.value or "") == normalize(liked.value) for f in result.forgets
        ):
            result.forgets.append(ForgetRequest(liked.value, DISLIKE, liked.evidence))
    if ADVICE_DECLINED.search(text.lower()):  # "my doctor says I should eat less salt, but I'm not sure I will"
        result.claims = [c for c in result.claims if c.category != DIETARY_GOAL]
    if SARCASM.search(message.lower()):  # "oh great, another recipe with olives, my favourite 🙄": the other way
        result.claims = [Claim(DISLIKE, c.value, c.evidence) if c.category == LIKE else c for c in result.claims]
    if any(c.category == DIETARY_GOAL and c.value.lower().startswith("lose ") for c in result.claims):
        # "on a cut, trying to lose 5 kilos": one goal, said as the cut and then as what it is
        result.claims = [
            c
            for c in result.claims
            if not (c.category == DIETARY_GOAL and re.fullmatch(r"(?:on a )?cut(?:ting)?", c.value.lower()))
        ]
    _sure_allergies(text, result)
    result.claims = [
        Claim(c.category, as_named(c.value), c.evidence) if c.category == ALLERGY else c for c in result.claims
    ]
    _kept_back(message, result)
    _corrected_from(message, result)
    # a forget that names no kind, of something the message itself says now ("I was wrong about mushrooms, I
    # actually like them"): what is forgotten is the opposite kind, never what was just said
    said_now = {normalize(c.value): c.category for c in result.claims}
    forgets = []
    for f in result.forgets:
        kind = said_now.get(normalize(f.value or "")) if f.category is None and f.value else None
        if kind is None:
            forgets.append(f)
        elif kind in OPPOSITE:
            forgets.append(ForgetRequest(f.value, OPPOSITE[kind], f.evidence))
    result.forgets = forgets
    _one_diet(result, current_diet, message)
    return result


# diets listed after the first: "I'm vegetarian and gluten free", "vegan, halal and nut free"
MORE_DIETS = re.compile(
    rf"\s*(?:,\s*(?:and\s+|&\s+)?|\s+(?:and|&|plus)\s+)(?:also |a |an |strictly |strict |fully |100% )?(?P<x>{_DIET_WORDS})\b"
    r"(?! (?:recipe|dish|dishe|meal|food|option|version|friend|bread|pasta|product|stuff|thing|place|restaurant)s?\b)"
)


def _diet_taken_up(rest: str) -> str | None:
    """The diet said after one ended, in the same clause: "…, back to veggie", "…, it's mediterranean"."""
    if rest and (then := _first(DIET_START, rest) or DIET_NOW.match(rest)):
        return _and_more_diets(rest, then)
    return None


def _and_more_diets(clause: str, first: re.Match[str]) -> str:
    """The diet a clause names first, with the diets listed right after it that stand beside it."""
    diet, at = DIETS[first["x"]], first.end("x")
    while (more := MORE_DIETS.match(clause, at)) and stand_together(diet, DIETS[more["x"]]):
        diet, at = with_diet(diet, DIETS[more["x"]]), more.end()
    return diet


# Advice given and turned down is no goal of the speaker's
ADVICE_DECLINED = re.compile(
    rf"\b(?:{_ADVISER})\b[^.!?]{{0,200}}?\bbut\b,? (?:honestly |tbh |"
    r"to be honest )?(?:i'?m not (?:sure|convinced) (?:i|i'll|that i) (?:will|can|could|would)|i (?:won'?t|will not|"
    r"can'?t see (?:it|that|myself)|doubt (?:it|i will|i'll))|i don'?t think i (?:will|can|could)|(?:that'?s |it'?s )?"
    r"not (?:going|gonna) (?:to )?happen|yeah right|we'?ll see|fat chance|no chance|not a chance)\b"
)
PREGNANT = re.compile(
    r"\b(?:i'?m|i am|while i'?m|as i'?m)(?: currently| now| still)? (?:pregnant|expecting|breastfeeding|breast feeding)\b"
    r"|\b(?:my|during) pregnancy\b|^pregnant\b"
)
DISTASTE = re.compile(
    r"\b(?:hate|hates|can'?t stand|cannot stand|loathe|detest|gross|disgusting|don'?t like|dislike|not a fan)\b"
)


# a diet said beside another is added to it unless the clause takes the first back
DIET_TAKEN_BACK = re.compile(
    r"\b(?:actually|i mean|i meant|rather|instead|sorry|correction|scratch that|no wait|wait no|not)\b"
)
OR_NOT = re.compile(r"\b(?:or|not|no|nor)\b")


def _beside(said_diet: str, diet: str, clause: str) -> bool:
    """Is a diet said after another in the message held beside it ("I'm vegetarian. I'm also gluten free")?"""
    return stand_together(said_diet, diet) and not DIET_TAKEN_BACK.search(clause)


INSTEAD_OF_DIET = re.compile(rf"\b(?:instead of|rather than) (?:being )?(?:a |an )?(?P<y>{_DIET_WORDS})\b")


def _one_diet(result: Extraction, current_diet: str | None, message: str) -> None:
    """The diets a message says, with the parts of the held diet they leave standing, as the one diet the
    person holds now ("I'm also gluten free" to a vegetarian: "vegetarian and gluten-free"). A part of the
    held diet given up, with others left, is the diet of the others: saved, not a forget of the whole."""
    said = [c for c in result.claims if c.category == DIET]
    held = None if any(f.category == DIET and not f.value for f in result.forgets) else current_diet
    for f in result.forgets:
        if f.category == DIET and f.value:
            held = without_diet(held, f.value)
    if said:
        at = result.claims.index(said[0])
        # a diet taken up in place of the one held is no addition to it: "… has moved me onto low fodmap instead"
        # (in place of one part of it, the rest stays: "gluten free instead of dairy free" to a vegetarian)
        diet = held
        if swapped := INSTEAD_OF_DIET.search(message.lower()):
            gone = DIETS.get(normalize(swapped["y"]), swapped["y"])
            diet = without_diet(held, gone)
            said = [Claim(DIET, without_diet(c.value, gone) or c.value, c.evidence) for c in said]
        elif re.search(r"\binstead\b", message.lower()):
            diet = None
        for claim in said:
            diet = with_diet(diet, claim.value)
        others = [c for c in result.claims if c.category != DIET]
        result.claims = [*others[:at], Claim(DIET, diet, said[-1].evidence), *others[at:]]
        # a held diet the message denies as it says the new one is taken back too: "I'm not vegan, just vegetarian"
        denied = {DIETS[m["x"]].lower() for m in DIET_DENIED.finditer(message.lower()) if m["x"] in DIETS}
        kept = {part.lower() for part in diet_parts(diet)}
        forgotten = {(f.value or "").lower() for f in result.forgets if f.category == DIET}
        result.forgets += [
            ForgetRequest(part, DIET, said[-1].evidence)
            for part in diet_parts(current_diet)
            if part.lower() in denied - kept - forgotten
        ]
    elif (
        held is None
        and current_diet
        and len(diet_parts(current_diet)) > 1
        and any(f.category == DIET and f.value for f in result.forgets)
    ):
        ended = next(f for f in result.forgets if f.category == DIET)  # every part given up: the diet is, once
        result.forgets = [
            *(f for f in result.forgets if f.category != DIET),
            ForgetRequest(current_diet, DIET, ended.evidence),
        ]
    elif held and current_diet and normalize(held) != normalize(current_diet):
        dropped = next(f for f in result.forgets if f.category == DIET)
        result.claims.append(Claim(DIET, held, dropped.evidence))
        result.forgets = [f for f in result.forgets if f.category != DIET]


THE_X_THE_BETTER = re.compile(
    r"\bthe (?P<x>simpler|easier|quicker|faster|fewer (?:ingredients|pans|steps)) the better\b"
)
MOSTLY_EATEN = re.compile(
    r"^i (?:mostly|mainly|largely|generally) (?:eat|live on|have) (?P<x>[\w\s,'-]+?)(?: these days| at the moment| now)?$"
)
# a flavour wanted ever stronger: "the spicier the better", "the smokier the better" (the stem of its adjective)
TASTE_THE_BETTER = re.compile(r"\bthe (?P<x>[a-z]+?)(?:i?er) the better\b")
EAT_PLANTS = re.compile(
    r"^(?:i|we) (?:(?:mostly|mainly|only|just|basically|pretty much) )*eat (?:(?:mostly|mainly|only|just) )*plants\b"
    r"(?! (?:and|with|plus)\b)"
)
ON_A_DIET = re.compile(
    # (or put on it by someone with the standing to: "the doctor has me on a low salt diet")
    r"\b(?:(?:i'?m|i am|im|i've been|been|i have been) (?:now |currently |strictly )?(?:on|following|doing)|"
    r"(?:has|had|have|put|puts|got|started|keeps?) me on) (?:a |an |the )?"
    r"(?:strict )?(?P<x>(?:low|high|no|reduced|restricted|soft|liquid|renal|anti[- ]inflammatory)[ -][\w-]+) diet\b"
)
COELIAC = re.compile(r"c(?:o)?eliac(?: disease)?")
# a statement of its own run on in a list, not a food: "allergic to soy, hates mushrooms"
SAID_NEXT = re.compile(rf"(?:{FEELING_VERB}|is|are|has|have)\b")
# people, not a food: "intolerant of people who put pineapple on pizza"
PEOPLE_SAID = re.compile(r"(?:people|anyone|anybody|someone|somebody|those|folks) (?:who|that)\b")
# a diet changed, said as from one to the other
DIET_TO = re.compile(
    rf"^(?:(?:update|change|switch|switched|changed|gone|went)[:,]? )?(?:from )?(?P<a>{_DIET_WORDS}) (?:to|->|→|=>) "
    rf"(?:full |fully |strict |a )?(?P<b>{_DIET_WORDS})\b"
)
# a whole food group not eaten for years
NOT_EATEN_FOR_YEARS = re.compile(
    r"\bi'?ve gone (?:years|ages|decades|a decade|a long time) without eating (?P<x>[\w\s]+?)(?:$| and\b|,)"
    r"|\bi (?:haven'?t|have not|'ve not) (?:eaten|had|touched) (?:any )?(?P<y>[\w\s]+?) (?:in|for) (?:over |more than |about )?"
    r"(?:\w+ )?(?:years|ages|decades?|a decade|a long time)\b"
)
# one who loves meat, said as a kind of eater ("on the carnivore diet" is the diet)
MEAT_LOVER = re.compile(
    r"\b(?:i'?m|i am|im) (?:a |such a )?(?:total|complete|massive|proper|real|big|huge|absolute|true) "
    r"(?:carnivore|meat ?eater|meatatarian)\b"
)
# A correction that names what it replaces: "correction: it's pistachios I'm allergic to, not peanuts"
CORRECTED_FROM = re.compile(
    r"^(?:(?:correction|sorry|oops|whoops|my bad|my mistake|typo|wait|no|actually|i typed that wrong|i got that wrong|"
    r"i (?:said|wrote|put) (?:that|it) wrong|"
    # the entry named: "that allergy you've got down for me, it's walnuts, not all nuts"
    r"(?:that|the) (?:allergy|diet|goal|like|dislike|one|thing|note|entry) you(?:'ve| have)? (?:(?:got|put|saved|noted)"
    r"(?: down)?|down)(?: for me)?)\b[,!.:;-]*\s*)+.*?,?\s+not (?:the |my |any |all )?(?P<y>[\w' -]{2,30}?)[\s.!]*$"
)


def _named_before(result: Extraction, topic: str | None, sentence: str, kind: str) -> list[str]:
    """What a forget of "that dislike" points at: a claim of the message of that kind (or its opposite), else the
    food it is about, else the foods the sentence names."""
    kind = KIND_OF[kind]
    named = [c.value for c in result.claims if c.category in (kind, OPPOSITE.get(kind))]
    # a goal may be named as the lexicon names a diet: "not bothered about low sodium anymore, delete that goal"
    kinds = (FOOD_KIND, DISH_KIND, CUISINE_KIND, *((DIET_KIND,) if kind == DIETARY_GOAL else ()))
    return named or ([topic] if topic else [m.text for m in mentions(sentence.lower(), kinds)])


def _corrected_from(message: str, result: Extraction) -> None:
    """What a correction says it replaces goes from the kind of what replaces it (a diet replaces any other)."""
    match = CORRECTED_FROM.match(_plain(message))
    if not match or not (is_food(old := match.group("y")) or allergens_in(old)):
        return
    kinds = [c.category for c in result.claims if c.category != DIET and normalize(c.value) != normalize(old)]
    if kinds and not any(normalize(f.value or "") == normalize(old) for f in result.forgets):
        result.forgets.append(ForgetRequest(old, kinds[-1], message.strip()))


# One food preferred to another, said of the food: "fresh pasta is so much better than dried"
BETTER_THAN = re.compile(
    r"^(?:honestly |tbh |imo )?(?P<x>[\w\s'-]{2,40}?) (?:is|are) (?:just |always |so |way |much |so much |far |miles |"
    r"a lot |loads )*(?:better|nicer|tastier) than\b"
)
# A liking said so as to mean the opposite: an eye-roll, "oh great, another …", "yeah because I totally love …"
SARCASM = re.compile(
    r"🙄|😒|🤢|\s/s$|^(?:oh )?(?:great|fantastic|brilliant|wonderful|lovely|perfect|yay),? (?:another|more)\b|"
    r"\byeah,? (?:because|cos|coz|cause) i (?:totally |really |just |absolutely )?(?:love|adore|enjoy)\b|"
    r"\bsaid no one ever\b"
)


# A condition of the speaker's that is managed by what they eat: "I've just been diagnosed with type 2 diabetes".
# It stands for a goal of eating unless the message names the goal itself ("diabetic so I watch my carbs").
CONDITION = re.compile(
    # (said first, or after what leads to it: "oh I forgot to say, I'm diabetic")
    r"(?:^|[,;:]\s*)(?:\W*(?:so|and|well|oh|also|morning|hi|hey|hello|just|recently)\W+)*(?:i'?m|i am|i have|i've got|i got|"
    r"(?:i(?:'ve| have)? )?(?:just |recently |finally )?(?:been |got |was |were )?diagnosed (?:with|as))\s+(?:a |an )?"
    r"(?:(?:type (?:1|2|one|two)|borderline|gestational) |pre-?)?(?P<c>diabet\w*|high cholesterol|"
    r"high blood pressure|hypertension|hypertensive)\b"
)
# a reading said to be high is the condition: "my cholesterol's a bit high" (not someone else's: "my dad's …")
HIGH_READING = re.compile(
    r"\bmy (?P<m>cholesterol|blood pressure)(?: levels?| readings?)?(?:'s| is| are| has been|'s been| was) (?:still )?"
    r"(?:(?:a bit|a little|a touch|quite|really|very|too|rather|pretty|way too|slightly|a tad|borderline|on the) )?high\b"
)
CONDITION_GOALS = {"diabet": "manage blood sugar", "high cholesterol": "lower cholesterol", "high blood": "less salt",
                   "hypertens": "less salt"}  # fmt: skip
# what a goal said beside the condition must be about to be the condition's own
_SUGARS = re.compile(r"\b(?:sugar\w*|carb\w*|glucose|gi|sweet\w*|insulin)\b")
_SALT = re.compile(r"\b(?:salt\w*|sodium|blood pressure)\b")
CONDITION_ASKS = {"diabet": _SUGARS, "high cholesterol": re.compile(r"\b(?:cholesterol|fat\w*|saturated)\b"),
                  "high blood": _SALT, "hypertens": _SALT}  # fmt: skip


def _condition_goal(text: str, result: Extraction) -> None:
    """A condition that asks something of what is eaten is a goal, unless the message says its goal for it ("I'm
    diabetic so I watch my carbs"); a goal of something else beside it ("…, and I'm trying to lose weight") is another."""
    for sentence in re.split(r"(?<=[.!?])\s+|\n+", text.strip()):
        said = HIGH_READING.sub(lambda m: f"i have high {m['m']}", sentence.lower().replace("’", "'"))
        if match := CONDITION.search(said):
            key, goal = next((k, g) for k, g in CONDITION_GOALS.items() if match["c"].startswith(k))
            if not any(
                c.category == DIETARY_GOAL and CONDITION_ASKS[key].search(c.value.lower()) for c in result.claims
            ):
                result.claims.append(Claim(DIETARY_GOAL, goal, sentence.strip()))
            return


SPOKEN = re.compile(
    r"(?:i|i'm|im|i've|ive|i'd|i'll|we|we're|we've)\s|(?:want|need|would like)s? (?:it|them|things)\b"
    # a taste is of a food, never of an allergy or an illness: "shellfish allergies are the worst", "food poisoning is awful"
    r"|.*\b(?:allerg(?:y|ies)|intolerances?|poisoning|illness|sickness|infections?|disease)\b"
)
FUSS = re.compile(
    r"(?:(?:overly |really |very |super )?(?:fiddly|complicated|complex|elaborate|fussy|faffy|long|involved|time consuming|"
    r"difficult|hard|cheffy)(?: and \w+)? )+(?:recipes?|meals?|dishes|dinners?|cooking)"
)
UNNAMED_FORGET = 0.75
# how sure the reader must be that a note naming nothing memory could hold ("the dentist thing") is still a forget
NOTE_FORGET = 0.99
# Something of the speaker's that memory could not hold, whatever the reader says: "forget my phone", "the keys"
THING_OF_MINE = re.compile(
    r"^(?:my|the|our|your) (?!(?:info|information|details|data|stuff|things|preferences|profile|history|settings|"
    r"answers?|messages?|words?|last|previous|earlier|whole|entire|tastes?|food\w*|eating|cooking|meals?|habits?|"
    r"routines?|usual|order|favou?rites?|faves?|quirks?|needs|requirements|restrictions?)\b)[a-z]+$"
)


def _a_thing_of_mine(target: str) -> bool:
    target = POLITE_TAIL.sub("", target.strip(" .!?"))
    return bool(THING_OF_MINE.match(target)) and not (mentions(target) or TASTES & set(words(target)))


def _names_nothing_kept(target: str) -> bool:
    """A forget's target that names no food, dish, way of cooking or piece of kitchen, no taste and nothing
    the speaker said of themselves: "the whiteboard", "my last message"."""
    return not (mentions(target) or TASTES & set(words(target)) or re.search(r"\b(?:i|i'm|im|me|my|our)\b", target))


def _reads_as(reading: dict[str, float] | None, label: str, threshold: float) -> bool:
    return reading is not None and reading.get(label, 0.0) >= threshold


# Chores around cooking are no taste in food: "I hate washing up so one-pot meals are my thing" (the one-pot is)
CHORE = re.compile(
    r"(?:the |doing (?:the )?)?(?:washing[- ]up|dishes|(?:cleaning|clearing|tidying)(?: up)?|loading the dishwasher|"
    r"(?:scrubbing|washing|cleaning|scouring) (?:the )?(?:pans|pots|dishes|up|the kitchen)|(?:wasting|throwing (?:away|out)|"
    r"binning) (?:food|leftovers)|food waste)"
)


# A feeling about people who do something, not about a food: "I'm intolerant of people who put pineapple on pizza".
PEOPLE_WHO = re.compile(
    r"\b(?:of |at |by |with |stand |hate |love |like )(?:people|anyone|anybody|someone|somebody|those|folks|men|women|"
    r"guys|cooks|chefs) (?:who|that)\b"
)


def _an_activity(value: str) -> bool:
    """Something done, not eaten nor a way of cooking: "following recipes", "eating late"."""
    first = value.split()[0] if value.split() else ""
    return (
        len(first) > 4
        and first.endswith("ing")
        and first not in WAYS_NOT_DONE
        and not is_food(value)
        and value not in TASTES
        and not _style_name(value)
        and not _way_of_cooking(value)
    )


# How sure the intent reader must be that a clause is about nothing to keep before it vetoes what the words of
# feeling found in it (chosen on the dev split)
FEELING_VETO = 0.99


def _unfounded(claim: Claim, reading: dict[str, float]) -> bool:
    """A taste the rules found in a clause that reads as nothing, about no food ("I hate traffic"), or about a chore."""
    if claim.category in (LIKE, DISLIKE) and (
        CHORE.fullmatch(claim.value.lower())
        or PEOPLE_WHO.search(claim.value.lower())
        or PEOPLE_WHO.search(claim.evidence.lower())
    ):
        return True  # "I can't stand people who put ketchup on steak" is about people
    if (
        claim.category in (LIKE, DISLIKE)
        and (said := claim.value.lower().split())
        and said[-1] in CULTURE_NOUNS
        and not is_food(claim.value)
    ):
        return True  # "I adore vietnamese films": a people's things, not their food
    if (
        claim.category in (LIKE, DISLIKE)
        and not is_food(claim.value)
        and re.search(
            rf"\b(?:smell|scent|sound|sight|feel|look|colou?r) of (?:the |a |an |fresh(?:ly)? )?{re.escape(claim.value.lower())}",
            claim.evidence.lower(),
        )
    ):
        return True  # "I love the smell of cut grass": a sense of something that is no food
    if (
        claim.category in (LIKE, DISLIKE)
        and re.fullmatch(r"[a-z]+(?:ness|ity|ment|ism|ship|hood)", claim.value.lower())
        and not is_food(claim.value)
        and not re.match(
            r"(?:spic|salt|sweet|bitter|sour|crisp|crunch|smok|creami|rich|fatt|greas|oil)", claim.value.lower()
        )
    ):
        return True  # "one thing I can't abide is rudeness": a quality of people or things, no food
    if claim.category == COOKING_STYLE and _another_craft(claim.evidence):
        return True  # "I love knitting jumpers from scratch"
    if claim.category == DISLIKE and _an_activity(claim.value.lower()):
        return True  # "I hate following recipes", "hate cooking on mondays": a chore or a habit, no food
    if (
        claim.category in (LIKE, DISLIKE)
        and re.search(
            rf"\b(?:anything|everything|things|stuff|dishes|food) with {re.escape(claim.value.lower())}\b",
            claim.evidence.lower(),
        )
        and not is_food(claim.value)
        and _reads_as(reading, intent.NONE, VETO / 2)
    ):
        return True  # "a massive fan of anything with dinosaurs": what a dish is made with is a food
    return (
        claim.category in (LIKE, DISLIKE)
        and _reads_as(reading, intent.NONE, VETO)
        and not is_food(claim.value)
        and not re.fullmatch(QUALITY, claim.value)
        and not (claim.category == DISLIKE and re.fullmatch(TEXTURES, claim.value.lower()))  # "nothing mushy"
        and not (
            claim.category == DISLIKE
            and re.fullmatch(rf"(?:too|overly|very) (?:{QUALITY}|{TOO_MUCH_OF})", claim.value.lower())
        )
        and claim.value not in WAYS_NOT_DONE
        and claim.value.lower() not in TASTES  # "sweet things", "spicy": a taste is about food
        and not FUSS.fullmatch(claim.value.lower())  # "complicated recipes": a way of cooking, said as a dislike
    )


# what a dish can be too much of, beside the qualities a taste is said in: "anything too sweet", "too greasy"
TOO_MUCH_OF = (
    r"sugary|greasy|oily|fatty|heavy|creamy|dry|chewy|mushy|soggy|slimy|runny|watery|tough|hard|raw|fishy|strong|"
    r"smoky|buttery|lemony|acidic|vinegary|herby|peppery|fiery|rich|filling|complicated|fiddly|fussy|fancy"
)
LIKENED = re.compile(r"\b(?:tastes?|smells?|looks?|feels?) (?:\w+ )?like\b")


COOKED_IN = re.compile(r"(?:done|cooked|fried|roasted|made|baked|tossed|slathered|drowned) (?:in|with)")


def _kinds_named(clause: str) -> list:
    """The lexicon's terms in a clause, except a dish in front of the speaker ("this soup", "the chips", "my
    bread never rises") and what a food is likened to ("fennel tastes like licorice" is about the fennel)."""
    tokens = words(clause)
    found = [
        m
        for m in mentions(clause)
        if not (m.kind in (FOOD_KIND, DISH_KIND) and m.start and tokens[m.start - 1] in THIS_ONE | {"my", "our"})
    ]
    # a food ruled out beside another is not what is said of that one: "it's almond milk I like, not oat"
    found = [m for m in found if not (m.start > 1 and tokens[m.start - 1] in ("not", "except", "besides"))]
    # what a food is cooked in is part of it: "roast potatoes done in goose fat"
    found = [
        m for i, m in enumerate(found) if not (i and COOKED_IN.fullmatch(" ".join(tokens[found[i - 1].end : m.start])))
    ]
    if likened := LIKENED.search(clause):
        before = len(words(clause[: likened.start()]))
        subject = re.sub(r"^(?:\W*(?:ugh|urgh|yuck|honestly|tbh|god)\W+)*", "", clause[: likened.start()]).strip()
        said_of = [m for m in found if m.end <= before]
        # "this soap smells like coriander" is about the soap: the food it is likened to is no taste
        found = said_of or ([] if re.match(r"(?:this|that|the|my|our|your) [a-z]", subject) else found)
    return found


# The dislike of the food just said to be liked, dropped: "…, no longer a dislike", "…, lose the dislike"
KIND_DROPPED = re.compile(
    r"(?:^|[,.;:]\s*|\band\s+)(?:i'm |it's |that's |so )?(?:no longer a dislike|not a dislike any ?more|(?:you can |please )?(?:lose|drop|remove|"
    r"delete|scrap|take off|bin) the dislike)\b"
)
# A household's taste, said with "we": the speaker's own where the message says who the household is
WE_TASTE = re.compile(
    r"^we (?:all |both |really |absolutely |just )*(?=(?:love|like|adore|enjoy|hate|dislike|can'?t stand|don'?t like)\b)"
)
# What a feeling word may praise instead of the food it names: "saw a great curry recipe", "a lovely pasta place"
ARTEFACT = frozenset(
    "recipe recipes video videos place places restaurant restaurants book books article post channel blog shop "
    "deal deals idea ideas show shows".split()
)


def _liked_as(value: str) -> str:
    """The category a liking of `value` is kept under: a cuisine ("thai food") among the cuisines."""
    named = mentions(value.lower(), (FOOD_KIND, DISH_KIND, CUISINE_KIND))
    return CUISINE if named and all(m.kind == CUISINE_KIND for m in named) else LIKE


def _read_by_feeling(clause: str, sentence: str) -> list[Claim]:
    """A liking or disliking said in words the phrasing tables do not know, about foods the lexicon names."""
    feeling = polarity.polarity(clause)
    if not feeling:
        return []
    tokens = words(clause)
    found = [
        m
        for m in _kinds_named(clause)
        if m.kind in (FOOD_KIND, DISH_KIND, CUISINE_KIND)
        # what it costs is no taste ("the price of butter is a crime"), nor is a food said of the verdict
        # ("aubergine is a vegetable crime")
        and tokens[max(0, m.start - 2) : m.start] not in (["price", "of"], ["prices", "of"], ["cost", "of"])
        and tokens[m.end : m.end + 1] != ["crime"]
        # nor is a recipe or a place praised, when no one says they feel it ("saw a great curry recipe on tiktok")
        and not (tokens[m.end : m.end + 1] and tokens[m.end] in ARTEFACT and not FIRST_PERSON.search(clause))
    ]
    if (
        found
        and polarity.polarity(" ".join(t for i, t in enumerate(tokens) if not any(m.start <= i < m.end for m in found)))
        != feeling
        and not polarity.EMOJI_LIKE.search(clause)
        and not polarity.EMOJI_DISLIKE.search(clause)  # ("broccoli 🤮🤮": the face is no word)
    ):
        return []  # the feeling word is the food's own name: "a comfort food dinner" asks for one
    if feeling == polarity.LIKE and any(m.kind == CUISINE_KIND for m in found):
        # "Chinese takeaway style food" is the cuisine
        return [Claim(CUISINE, _recase(m.text, sentence), sentence) for m in found if m.kind == CUISINE_KIND]
    # one food served on another is one dish: "pineapple on pizza is a crime"
    kind = LIKE if feeling == polarity.LIKE else DISLIKE
    return [Claim(kind, _recase(value, sentence), sentence) for value in _served_on(found, tokens)]


# An allergy said to be wrong: "that thing about me being allergic to kiwi, that's not right".
ALLERGY_DENIED = re.compile(
    r"\bnot (?:right|true|correct|accurate|me|mine|a thing)\b|\bwrong\b|\bmistake\b|\bno longer\b|\bany ?more\b|"
    r"\bafter all\b|\bisn'?t\b|\bwasn'?t\b|\baren'?t\b|\bnever\b"
)
NEEDED_NOW = re.compile(
    r"^i (?:need|want|would like|'d like) (?:some |a |an |a few )?(?:[\w-]+ ){0,3}(?:snacks?|recipes?|ideas?|meals?|dinners?|"
    r"lunch(?:es)?|breakfasts?|options?|suggestions?)$"
)
WHO_COOKS = re.compile(
    r"\b(?:do|does|doing) (?:all |most )?(?:of )?(?:the|our|my) (?:cooking|food|meals|shopping)\b(?! (?:in|on|with|using)\b)"
)
# A dish named on its own, with no one saying how they cook.
ASKED_DISH = re.compile(
    r"^(?:a|an|some|one)\s(?!.*\b(?:i|i'm|im|we|is|are|was|were|always|usually|often|mostly|love|like|prefer)\b)"
)
# A noun phrase said on its own, with no one saying anything of it.
BARE_NOUN_PHRASE = re.compile(r"^(?:a|an|some|the|one)\s(?!.*\b(?:i|i'm|im|me|my|is|are|was|were)\b)")


# What is in a food, asked as a label: "fat content of avocado", "protein in tofu".
NUTRIENT_OF = re.compile(
    r"^(?:the )?(?:calories|kcal|protein|carbs?|carbohydrates?|fat|fib(?:re|er)|sugars?|sodium|salt|macros|nutrition|"
    r"nutrients?|vitamins?(?: \w)?|iron|calcium|potassium|cholesterol)\b(?: (?:content|count|level|value)s?)? (?:in|of|for)\b"
)


# What to leave out of the dish being asked for, said on its own, not out of every meal: "without tofu
# please", "hold the onions" ("no onions for me please", "no nuts ever", "I'm easy going but no mushrooms"
# are standing wishes).
THIS_DISH_WITHOUT = re.compile(
    r"^(?:(?:and|but|also|ok|okay|oh)[,]? )?(?:without|minus|hold the|skip the|leave out the|no) "
    r"(?:(?!for me\b|ever\b|never\b|in anything\b|at all\b|any ?more\b)[\w'-]+ ?){1,4}"
    r"(?:please|pls|thanks|this time)?$"
)


# A food described by what it is or costs, with no word of feeling
DESCRIBED = re.compile(
    r"\b(?:is|are|was|were|can be|gets?|seems?) (?:so |very |really |quite |a bit |pretty |super |kinda |way |much |"
    r"too |actually |not )?(?:salty|sweet|sour|bitter|cheap|cheaper|expensive|pricey|pricier|dear|healthy|healthier|"
    r"unhealthy|hard to|easy to|popular|common|rare|seasonal|in season|high in|low in|full of|good for you|bad for you|"
    r"fattening|calorific|legumes?|berr(?:y|ies)|a fruit|a vegetable|a nut|a seed|related to|the same as|made from|"
    r"made with|native to)\b"
)
NOT_TRIED = re.compile(
    r"\b(?:never|not yet|haven'?t|have not|not) (?:\w+ )?(?:tried|had|eaten|tasted|cooked|made|been to)\b(?! (?:it|them) since\b)"
    # "I don't think I've ever had quinoa"
    r"|\b(?:don'?t think|not sure|can'?t remember|no idea)(?: if| whether)? i'?ve ever (?:\w+ )?(?:tried|had|eaten|tasted)\b"
)
# How something seems to the speaker: "30 plants a week seems hard", "that sounds like a lot"
JUDGED = re.compile(
    r"\b(?:seems?|sounds?|looks?|feels?) (?:\w+ )?(?:hard|easy|tough|difficult|impossible|good|great|fun|nice|like|"
    r"a lot|too|so|really|very|weird|odd|off|wrong|right|doable|healthy)\b"
)


# An ability found again, which takes back what was avoided: "I can handle spicy food now"
ABLE_NOW = re.compile(
    r"^(?:(?:but|and|actually|so) )?i (?:can|could) (?:now |actually |totally |finally )*(?:handle|tolerate|stomach|manage|"
    r"take|do) (?:a (?:bit|little) of |some |a little )?(?P<x>[\w\s'-]+?) (?:now|these days|nowadays|again|after all)$"
)
# Vegetarian but for fish, said in one breath: "mostly veggie, fish on fridays", "vegetarian plus seafood"
VEGGIE_WITH_FISH = re.compile(
    r"\b(?:veggie|vegetarian|plant based|meat free),? (?:(?:but|except|apart from|plus|with|and|though) )?"
    r"(?:(?:i |we )?(?:eat|have) |(?:who|that) (?:eats?|has) )?(?:(?:the odd|the occasional|occasional|some|a|a little) "
    r"(?:bit of )?)?(?:fish|seafood)\b"
    r"(?![ -]free| (?:and|or) meat)"
)
# An allergen eaten safely now: "I can eat nuts now", "good news, I can have eggs again"
ALLERGEN_AGAIN = re.compile(
    r"^(?:(?:but|and|actually|so|good news|great news|finally|yay)[,!]? )*i (?:can|could) (?:now |finally |actually |safely )*"
    r"(?:eat|have|tolerate|handle) (?P<x>[\w\s'-]+?) (?:now|again|these days|after all|safely|(?:totally |perfectly |just )?fine|"
    r"no problem|with no (?:problems?|issues?|reaction)|without (?:any )?(?:problems?|issues?|a reaction))\b"
)
# said to be fine for the speaker now: "gluten is fine for me now, the coeliac test was negative"
ALLERGEN_FINE = re.compile(
    r"^(?:(?:but|and|actually|so|good news)[,!]? )*(?P<x>[\w\s'-]+?) (?:is|are|'s) (?:totally |perfectly |completely |absolutely )?"
    r"(?:fine|ok|okay|safe|no problem) (?:for me )?(?:now|again|these days|after all)\b"
)
# cleared by who tests for it: "the allergy clinic cleared me of the kiwi thing"
ALLERGY_CLEARED = re.compile(
    r"\b(?:cleared|signed off|discharged) me (?:of|for|from) (?:the |my |a |any )?(?P<x>[\w\s'-]+?)"
    r"(?: allergy| allergies| thing| intolerance)?(?: (?:now|completely|for good))?$"
)
ABLE_TO_EAT_IT = re.compile(
    r"^(?P<head>(?:(?:but|and|so|actually)[,!]? )*i (?:can|could) (?:now |actually |safely )*(?:eat|have|tolerate|handle) )"
    r"(?:them|it|those|these)\b"
)
# An ability, not a feeling: "I can handle spicy food", "but I can tolerate goat's cheese"
ABLE_TO = re.compile(
    r"^(?:but |and |though |although )?(?:i|we) (?:can|could|am able to|'m able to|do fine with|do ok with)"
    r"(?: (?:still|also|totally|usually|just about|actually))? (?:handle|tolerate|eat|have|manage|stomach|digest|cope with|do)\b"
)


# the dish in front of the speaker described: "it's not spicy anymore after adding yoghurt"
DISH_DESCRIBED = re.compile(
    rf"(?:it|this|that)(?:'s| is| was)(?: not| no longer)? (?:too |so |very )?(?:{QUALITY}|{TEXTURES}|lumpy|runny|thick|thin)\b"
)


def _read_by_meaning(clause: str, sentence: str, reading: dict[str, float]) -> tuple[list[Claim], list[ForgetRequest]]:
    """What a clause the rules did not understand says, when its intent is clear and its value is in the lexicon."""
    label, p = intent.best(reading)
    if p < THRESHOLD.get(label, 1.1) or (label in (LIKE, DISLIKE) and LUKEWARM.search(clause)):
        return [], []
    if label in (LIKE, DISLIKE, CUISINE) and (
        BARE_NOUN_PHRASE.match(clause) or NUTRIENT_OF.match(clause) or PEOPLE_WHO.search(clause)
    ):
        # "a japanese dinner" answers "what would you like?": a dish asked for, not a taste; "fat content of
        # avocado" asks what is in it; "people who put pineapple on pizza" are people
        return [], []
    if label in (LIKE, CUISINE) and (REACTION.search(sentence.lower()) or SEVERE.search(sentence.lower())):
        # "eggs give me a funny tummy", "even a speck of sesame and I'm in big trouble": a reaction (the safety net
        # asks about it), never a liking
        return [], []
    if label in (LIKE, DISLIKE) and re.search(
        r"\b(?:any ?way|however|whatever) you (?:like|want|fancy|think)$", clause
    ):
        return [], []  # "eggs any way you like": left to the coach, no taste
    if label in (LIKE, DISLIKE, CUISINE) and (named := mentions(clause)) and named[0].text == clause.strip(" .!"):
        return [], []  # "salmon", said on its own, asks for it (or answers a question): it says no taste
    if label == LIKE and (
        EATEN_ON_TERMS.match(clause)
        or (
            re.match(r"i(?:'d| would) (?:eat|have)\b", clause)
            and not re.search(r"\b(?:every|all|any|always)\b", clause)
        )
    ):
        return (
            [],
            [],
        )  # "I'll eat mushrooms (but only if …)", "I'd eat ramen if I could": put up with or wished, no liking
    if label == DIETARY_GOAL and NEEDED_NOW.match(clause):
        return [], []  # "I need high protein snacks": what is asked for now, not an aim
    if label == COOKING_STYLE and WHO_COOKS.search(clause):
        return [], []  # "I do all the cooking": who cooks, not how
    if label == COOKING_STYLE and ASKED_DISH.match(clause):
        return [], []  # "a stir fry in my wok" answers "what shall we make?": a dish asked for, no way of cooking
    if label in (LIKE, DISLIKE) and THIS_DISH_WITHOUT.match(clause) and clause == sentence.lower().strip(" .!"):
        return [], []
    if sentence.rstrip().endswith("?") and not re.search(r"\b(?:i|i'm|im|me|my|we|our|us)\b", clause):
        return [], []  # "vegan christmas - is it doable?": what a question asks about, said by no one
    if label in (LIKE, DISLIKE, CUISINE) and polarity.OTHERS.search(clause) and not polarity.SPEAKER.search(clause):
        return [], []  # "spicy food doesn't agree with my husband": his taste
    if label in (LIKE, DISLIKE, CUISINE) and DESCRIBED.search(clause) and not polarity.polarity(clause):
        return [], []  # "halloumi is so salty though", "green peppers are cheaper than red": a food described
    if label == DISLIKE and polarity.denied_dislike(clause):
        return [], []  # "I don't hate olives": a dislike denied
    if (
        label == DISLIKE
        and re.search(r"\b(?:strictly|only)\b", clause)
        and not re.search(r"\b(?:no|not|never|nothing|none|without|\w+n'?t|hate|avoid\w*)\b", clause)
    ):
        return [], []  # "strictly black coffee for me": only that, which is no dislike of it
    if label in (LIKE, DISLIKE, ALLERGY) and ABLE_TO.match(clause):
        return [], []  # "I can handle hard cheese", "I can stomach a little chilli": what one can have, no taste
    if label in (LIKE, DISLIKE, CUISINE, COOKING_STYLE) and NOT_TRIED.search(clause):
        return [], []  # "I've never tried Korean food": no taste yet
    if JUDGED.search(clause) and not re.search(r"\b(?:i|i'm|im|me|my|we|our)\b", clause):
        return [], []  # "30 plants a week seems hard": an opinion of something, not the speaker's aim or taste
    if label == intent.FORGET:
        if polarity.denied_dislike(clause) and not (
            TAKEN_BACK.search(sentence.lower()) or GOT_IT_WRONG.search(sentence.lower())
        ):
            return [], []  # "I don't hate leeks": a dislike denied, no news of one held being over
        if ALLERGY_WORD.search(clause) and not ALLERGY_DENIED.search(clause):
            return [], []  # "due to my egg allergy I skip mayo" states the allergy; it takes nothing back
        if re.match(r"^\w+ing\b.*\b(?:is|are|was|were)\b", clause) and not re.search(r"\b(?:i|i'm|im|me|my)\b", clause):
            return [], []  # "eating red meat again is a big step": a statement about it, by no one
        if polarity.polarity(clause) > 0:
            return [], []  # "coffee is the only thing I can't give up": the words say liking, no forget
        if DISH_DESCRIBED.match(clause):
            return [], []  # "it's not spicy anymore after adding yoghurt": the dish described
        return [], [ForgetRequest(m.text, None, sentence) for m in mentions(clause) if m.kind != DIET_KIND]
    values = _values_by_meaning(label, clause, _kinds_named(clause))
    return [Claim(category, _recase(value, sentence), sentence) for category, value in values], []


def _vegetables(said: str, clause: str) -> bool:
    """ "veg" eaten is vegetables ("I mostly eat veg"); said of the person it is a diet ("I'm pure veg")."""
    return normalize(said) == "veg" and not re.search(
        r"\b(?:i'?m|i am|im|pure|strict(?:ly)?|fully|full|gone|going|went|turned) veg\b", clause
    )


EXERCISE = re.compile(
    r"\b(?:steps|walk\w*|run|running|runs|km|miles|marathon|gym|workouts?|sleep\w*|meditat\w*|yoga|swim\w*)\b"
)


GOAL_AFTER_REASON = re.compile(
    r"\b(?:and|so|means|meaning)\b(?= (?:i )?(?:need|want|have|must|am|i'm|should|eat|trying|aim))"
)


def _values_by_meaning(label: str, clause: str, found: list) -> list[tuple[str, str]]:
    foods = [m for m in found if m.kind in (FOOD_KIND, DISH_KIND)]
    # a food whose name is itself said of others ("X is my ultimate comfort food") is no value beside them
    foods = [m for m in foods if not polarity.polarity(m.text)] or foods
    cuisines = [m.text for m in found if m.kind == CUISINE_KIND]
    if label in (LIKE, CUISINE) and cuisines:
        return [(CUISINE, c) for c in cuisines]
    if label == LIKE:  # a food one is better without is no liking: "I just feel better without bread"
        said = words(clause)
        foods = [m for m in foods if not (m.start and said[m.start - 1] in ("without", "no", "less", "minus", "from"))]
    if label in (LIKE, DISLIKE, ALLERGY):
        if label == DISLIKE and cuisines and not foods:
            return [(DISLIKE, c) for c in cuisines]
        if label != ALLERGY and not foods and (flavours := [w for w in words(clause) if w in FLAVOURS]):
            return [(label, flavours[0])]  # "big yes to anything spicy": a flavour is a taste of its own
        values = [m.text for m in foods] if label == ALLERGY else _served_on(foods, words(clause))
        return [(label, value) for value in values]
    if label == DIET:
        diets = [
            DIETS[normalize(m.text)]
            for m in found
            if m.kind == DIET_KIND and normalize(m.text) in DIETS and not _vegetables(m.text, clause)
        ]
        if (
            len(diets) > 1
            and not OR_NOT.search(clause)
            and all(stand_together(a, b) for i, a in enumerate(diets) for b in diets[i + 1 :])
        ):  # "gluten free and dairy free": one diet of both
            return [(DIET, functools.reduce(with_diet, diets[1:], diets[0]))]
        return [(DIET, d) for d in diets[:1]] or [(DIET, d) for d in _diet_by_paraphrase(clause)]
    if label == COOKING_STYLE:
        styles = [m for m in found if m.kind in (STYLE_KIND, EQUIPMENT_KIND)]
        if not styles:
            way = _said_of_cooking(clause)
            return [(COOKING_STYLE, way)] if way else []
        style = styles[0]
        name = _style_name(style.text) or style.text
        after = [m for m in foods if m.start >= style.end]
        if after:
            joiner = " with " if re.search(rf"\b{re.escape(style.text)} with\b", clause) else " "
            name = f"{name}{joiner}{after[0].text}"
        return [(COOKING_STYLE, name)]
    if label == DIETARY_GOAL:
        # the goal may follow the reason for it: "training for a half marathon and need more protein"
        for part in [clause] + GOAL_AFTER_REASON.split(clause)[1:]:
            if EXERCISE.search(part) and not mentions(part, (FOOD_KIND, DISH_KIND)):
                continue  # "I'm aiming for 10,000 steps": a goal, but not one of eating
            goal = _goal(GOAL_LEAD.sub("", part.strip()))
            if goal:
                return [] if goal.startswith("not ") else [(DIETARY_GOAL, goal)]  # "not trying to lose weight"
        return []
    return []


def _served_on(foods: list, said: list[str]) -> list[str]:
    """The foods' names, one served on another being one dish: "smoked mackerel on toast", "beans on rice"."""
    joined, skip = [], None
    for index, one in enumerate(foods):
        other = foods[index + 1] if index + 1 < len(foods) else None
        if one is skip:
            continue
        if other is not None and other.start == one.end + 1 and said[one.end] == "on":
            joined.append(f"{one.text} on {other.text}")
            skip = other
        else:
            joined.append(one.text)
    return joined


COOKING_WORD = re.compile(
    r"\b(?:cook\w*|bak\w*|prep\w*|grill\w*|roast\w*|fr(?:y|ie)\w*|recipes?|meals?|lunch\w*|dinners?|leftovers?|"
    r"batch\w*|bulk|in advance|ahead|scratch|ingredients?|pans?|pots?|oven|season\w*|freez\w*|kitchen|by feel|by eye|"
    r"low and slow|feed|feeding)\b"
)
# The speaker and how they put it, before what they say of their cooking: "i'm all about", "we tend to".
STYLE_LEAD = re.compile(
    r"^(?:i|we|i'm|im|i am|we're|we are|i've|we've)\s+(?:(?:really|mostly|usually|always|often|just|generally|"
    r"normally|tend to|like to|love to|prefer to|want to|try to|need to|all about|into|big on|a big fan of|a fan of|a bit of an?|"
    r"more of an?|the kind of cook who|pretty much|definitely|a (?:big|firm|great|huge) believer in|a (?:real |bit of a )?stickler for)\s+)*"
)


def _said_of_cooking(clause: str) -> str | None:
    """What a first-person clause the reader takes for a way of cooking says of it, when no lexicon term
    names one ("i'm all about prepping lunches on a sunday" → "prepping lunches"): its predicate, up to
    the first comma, in at most six words."""
    if not (lead := STYLE_LEAD.match(clause)):
        return None
    way = _STOP_TAIL.sub("", clause[lead.end() :].split(",")[0]).strip(" .!")
    if len(way.split()) > 6:
        way = way.split(" and ")[0]  # "make big pots of soup and freeze portions": the first of two
    if not way or len(way.split()) > 6 or not (is_food(way) or COOKING_WORD.search(way)):
        return None  # "I make my own choices" is no way of cooking, whatever the reader says
    if _another_craft(way):
        return None  # "knitting jumpers from scratch": another craft, "from scratch" or not
    if (winged := re.match(r"wing(?:ing)? it\b\s*(?P<rest>.*)", way)) and (rest := winged.group("rest")):
        if not (is_food(rest) or COOKING_WORD.search(rest)):
            return None  # "I wing it at job interviews": the idiom, not a chicken wing
    rest = re.sub(r"^(?:cook|cooks|cooking)\b\s*", "", way)
    if (
        rest
        and rest != way
        and not (is_food(rest) or COOKING_WORD.search(rest) or mentions(rest, (STYLE_KIND, EQUIPMENT_KIND)))
    ):
        return None  # "I mostly cook with the radio on": the cooking is said, no way of it
    return _style_name(way) or way


CRAFT = re.compile(
    r"(?:^|\b(?:love|like|enjoy|into|about|adore|do|does|big on|fan of)\s+)(?P<doing>(?!(?:any|every|some|no)thing\b)[a-z]+ing)\b(?P<rest>.*)"
)


def _another_craft(said: str) -> bool:
    """Something done that is not cooking, of nothing eaten: "(I love) knitting jumpers from scratch"."""
    if not (match := CRAFT.search(said.lower())):
        return False
    doing, rest = match["doing"], re.sub(r"\b(?:from scratch|by hand)\b", "", match["rest"])  # (said of any craft)
    return not (
        COOKING_WORD.fullmatch(doing)
        or is_food(doing)
        or _style_name(doing)
        or mentions(rest)
        or COOKING_WORD.search(rest)
        or any(is_food(word) for word in re.findall(r"[a-z]+", rest))
    )


TOO_MUCH = re.compile(r"^(?:eat|eating|have|having|drink|drinking) (?:way |far |probably )?too (?:much|many) (?P<x>.+)")
# "lose a bit of weight" is "lose weight": how much is not the goal
GOAL_AMOUNT = re.compile(r"\b(lose|gain|drop|shed|put on) (?:a (?:little )?bit of |a little |some )(weight|fat)\b")


# What a goal of eating is about: a food, or a word of nutrition, health or the body ("get my car fixed" is none)
NOURISHING = re.compile(
    r"\b(?:weight|stone|pounds?|lbs|kilos?|kg|muscle|fat|lean|fit|fitness|health\w*|energy|calories?|kcal|cals?|"
    r"carbs?|carbohydrates?|protein|fib(?:re|er)|iron|calcium|vitamin\w*|minerals?|nutri\w*|cholesterol|blood|sodium|"
    r"salt|sugar\w*|alcohol|booze|drink\w*|caffeine|coffee|snack\w*|water|hydrat\w*|plants?|veg\w*|fruits?|meat|"
    r"meals?|portions?|diet\w*|eat\w*|cook\w*|food|takeaways?|processed|grains?|omega|intake|levels?|"
    r"gut|digestion|bloat\w*|appetite|cravings?|binge\w*|keto|vegan|vegetarian|plant based|gi|macros|fasting|"
    r"breakfast|lunch|dinner|waste|junk|(?:food|grocery|groceries|shopping|weekly food) budget|on a budget|(?:at|from) home|home ?cook\w*|home ?made|scratch|(?:five|5) a day|\d+ ?(?:kg|kgs|lbs?|g|st))\b"
)


# a goal said of something else: "eat less at the office party" is for one evening
GOAL_OCCASION = re.compile(
    r"\bat (?:the|this|my|our|a|an) (?:\w+ )?(?:party|wedding|dinner|bbq|barbecue|buffet|restaurant|event|do|"
    r"christening|funeral|meeting|conference|reception)\b"
)


def _about_eating(goal: str) -> bool:
    """A goal of eating names a food, or nutrition, health or the body; a cut or a bulk is one too."""
    if GOAL_OCCASION.search(goal):
        return False
    return bool(
        NOURISHING.search(goal)
        or mentions(goal, (FOOD_KIND, DISH_KIND))  # a food, not a cuisine: "learn spanish" is no goal of eating
        or re.fullmatch(r"(?:on a )?(?:cut|cutting|bulk|bulking)(?: up)?", goal)
    )


GOAL_WAY = re.compile(r"(?:more|less|fewer|no|cut|eat|drink|lose|gain|stop|get|lower|reduce|increase|drop|quit)\b")
GOALS_LISTED = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+(?=" + GOAL_WAY.pattern + ")")


ADVISED_BY = re.compile(
    r"\s+(?:by|from|on the advice of|says? (?:my|the)) (?:my |the |a )?(?:gp|doctor|doc|dr|nurse|dietitian|dietician|"
    r"nutritionist|consultant|physio|cardiologist|specialist|midwife|trainer|pt)\b.*$"
)


def _goal(raw: str) -> str | None:
    if too_much := TOO_MUCH.match(raw.strip()):  # "I eat too much sugar": less of it
        raw = f"less {too_much.group('x')}"
    goal = GOAL_AMOUNT.sub(r"\1 \2", _STOP_TAIL.sub("", raw.strip()).strip())
    goal = re.sub(r"\b(?:about|around|roughly|approximately|maybe) (?=\d)", "", goal)  # "lose about 5 kilos"
    goal = ADVISED_BY.sub("", goal)
    goal = re.sub(
        r"^(lose|gain|drop|shed|put on|reduce|lower|cut) the (weight|fat|sugar|salt|carbs|calories)\b", r"\1 \2", goal
    )  # "cut down on salt by my gp": who said so is no part of the goal
    goal = re.sub(r"^(?:watch|monitor|keep an eye on|keep track of|track) (?:my |the )?", "", goal)  # "watch my salt"
    goal = re.sub(
        r"^(?:i )?(?:need|needs|require) (?:(?:way|far|much|a lot|loads|lots|a bit|a little) )?"
        r"(?=(?:lots of|loads of|plenty of|more|extra|a lot of) )",
        "",
        goal,
    )
    goal = re.sub(
        r"^(more [\w\s-]+?) than (?:i|we) (?:eat|get|have|do)(?: (?:now|at the moment|currently))?$", r"\1", goal
    )
    goal = re.sub(r"^(?:lots of|loads of|plenty of|a lot of) ", "more ", goal)  # "loads of carbs" is more of them
    # an amount aimed for is the amount: "eat five portions of fruit and veg a day"
    goal = re.sub(
        r"^(?:eat|eating|have|having|get|getting|hit|hitting) (?=(?:\d+|two|three|four|five|six|seven|eight|nine|ten|"
        r"at least) )",
        "",
        goal,
    )
    goal = re.sub(
        r"\s+(?:(?:this|next) (?:year|month)|over the (?:winter|summer|holidays|next \w+ (?:weeks|months)))$", "", goal
    )
    # which way it should go: "bring my cholesterol down" is lower cholesterol, "get my iron up" more iron
    goal = re.sub(r"^(?:bring|get|keep|push) (?:my |the )?(?P<x>[\w\s]+?) (?:down|lower)$", r"lower \g<x>", goal)
    goal = re.sub(r"^(?:bring|get|push|keep) (?:my |the )?(?P<x>[\w\s]+?) up$", r"more \g<x>", goal)
    # "getting more veg into the kids and me" is more veg
    goal = re.sub(
        r"^(?:get|getting|sneak|sneaking|put|putting) (?P<x>(?:more|extra) [\w\s]+?) (?:into|in)\b.*$", r"\g<x>", goal
    )
    # "get veg into every meal", "fruit with every breakfast" is more of it
    goal = re.sub(
        r"^(?:(?:get|getting|sneak|sneaking|put|putting|include|including|add|adding|have|having) )?(?:some |a bit of )?"
        r"(?P<x>[\w\s]+?) (?:into|in|with) (?:every|each|all|most)(?: of)? (?:my |our )?"
        r"(?:meals?|dinners?|lunches|breakfasts?|plates?|days?)$",
        r"more \g<x>",
        goal,
    )
    return goal if goal and len(goal.split()) <= 8 and _about_eating(goal) else None


FOOD_GROUP_DIETS = (("dairy", "dairy-free"), ("gluten|wheat", "gluten-free"), ("lactose", "lactose-free"))


def _diet_by_paraphrase(clause: str) -> list[str]:
    """ "I don't eat meat" is vegetarian, "no animal products" vegan, "fish but no meat" pescatarian, "no
    dairy" dairy-free ("I don't eat much meat" says how much)."""
    if re.search(r"\b(?:much|many|a lot of|lots of|loads of|a ton of|that much)\b", clause):
        return []
    if re.search(r"\banimal products?\b", clause):
        return ["vegan"]
    if re.search(r"\bmeat\b", clause):
        return (
            ["pescatarian"]
            if re.search(r"\b(?:fish|seafood)\b", clause)
            and not re.search(r"\b(?:or|nor|no|(?:don'?t|do not|never|won'?t) eat(?: any)?) (?:fish|seafood)\b", clause)
            else ["vegetarian"]
        )
    # a food group cut out whole is the diet without it: "I've cut out dairy completely"
    return [diet for group, diet in FOOD_GROUP_DIETS if re.search(rf"\b(?:{group})\b", clause)][:1]


def _sure_allergies(text: str, result: Extraction) -> None:
    """Allergies stated however they are phrased (the safety net's sure mentions) are claims too; an
    allergy is one claim however many of its names were used ("dairy" is "milk"), and a food the
    speaker is allergic to is not also a dislike ("I can't eat peanuts, I'm allergic")."""
    claimed = {key for c in result.claims if c.category == ALLERGY for key in _allergen_keys(c.value)}
    retracted = {key for f in result.forgets if f.value for key in _allergen_keys(f.value)}
    # a food a condition kept stands for is that condition: a coeliac's wheat, a lactose intolerance's milk
    claimed |= {food for condition in set(claimed) for food in foods_a_condition_covers(condition)}
    for mention in allergy_mentions(text):
        keys = _allergen_keys(mention.value)
        if mention.sure and not keys & (claimed | retracted) and not _an_example(mention, result.claims):
            result.claims.append(Claim(ALLERGY, mention.value, mention.evidence))
            claimed |= keys
    covered = {food for condition in claimed for food in foods_a_condition_covers(condition)}
    result.claims = [
        c
        for c in result.claims
        if c.category != ALLERGY
        or not _allergen_keys(c.value) <= covered
        # (one named as an allergy of its own stays: "coeliac disease and a wheat allergy")
        or re.search(
            rf"\b{re.escape(c.value.lower())} allerg|\ballergic to (?:\w+ )?{re.escape(c.value.lower())}\b",
            text.lower(),
        )
    ]
    # the allergen named again as a dislike goes; a food of its group said as a taste stays ("allergic to
    # soy and I hate tofu anyway")
    result.claims = [c for c in result.claims if c.category != DISLIKE or normalize(c.value) not in claimed]


# Foods named as examples of an allergy just stated: "a tree nut allergy, walnuts especially", "a
# crustacean allergy, so no crab". The chat asks about any that the allergy saved does not cover.
EXAMPLES_BEFORE = (
    r"(?:especially|particularly|in particular|such as|e\.?g\.?|including|so no|not even|"
    r"so (?:please )?(?:go easy on|avoid|keep off|steer clear of|nothing with|be careful with|careful with|watch))"
)
EXAMPLES_AFTER = r"(?:especially|particularly|in particular)"


def _an_example(mention, claims: list[Claim]) -> bool:
    said, value = mention.evidence.lower(), re.escape(mention.value.lower())
    named = re.search(  # "so no crab or lobster", "walnuts especially" (not "eggs especially bad")
        rf"\b{EXAMPLES_BEFORE}\s+(?:[\w'-]+,?\s+(?:or |and )?){{0,4}}?{value}\b|\b{value}\s+{EXAMPLES_AFTER}\s*(?:$|[,.!;])",
        said,
    )
    return bool(named) and any(0 <= _said_at(said, c.value) < named.start() for c in claims if c.category == ALLERGY)


def _said_at(said: str, value: str) -> int:
    """Where an allergy was named: its value, or for gluten the coeliac disease that names it."""
    at = said.find(value.lower())
    if at < 0 and normalize(value) == "gluten" and (coeliac := re.search(r"\bc(?:o)?eliac", said)):
        return coeliac.start()
    return at


def _allergen_keys(value: str) -> set[str]:
    return {normalize(value), *(normalize(name) for name in allergens_in(value.lower()))}


# What is to be forgotten said as a gerund: "(me) hating mushrooms", "being vegan", "liking tofu".
FEELING_VERBS = {"hating": "hate", "loving": "love", "liking": "like", "disliking": "dislike", "adoring": "adore",
                 "enjoying": "enjoy", "detesting": "detest", "loathing": "loathe", "being": "'m"}  # fmt: skip
GERUND = re.compile(rf"^(?:me |my )?({'|'.join(FEELING_VERBS)}) ")


FEELING_DENIED = re.compile(
    r"^i (?:really |actually |honestly |genuinely )?(?:don'?t|do not|never|didn'?t|did not) (?:ever )?"
    r"(?P<verb>hated?|disliked?|loathed?|detested?)\b (?P<x>[\w' -]{2,40})$"
)


def _inner(target: str, sentence: str, current_diet: str | None) -> list[ForgetRequest] | None:
    """What a forget's target names: the claims it states ("that I hate olives", "me being vegan") or
    the ones it takes back itself ("I'm not into batch cooking anymore, forget it"); None when all it
    states is a taste in something that is no food ("me hating mondays")."""
    said = re.sub(r"^(?:that )?", "", target.strip(" .!?"))
    said = NOTE_ABOUT.sub("", said)  # "the note about me hating leeks"
    if listed := LIST_BY_FEELING.match(said):
        kind = next(k for k in ("like", "dislike", "allergy", "style") if listed[k])
        return [
            ForgetRequest(
                None, {"like": LIKE, "dislike": DISLIKE, "allergy": ALLERGY, "style": COOKING_STYLE}[kind], sentence
            )
        ]
    said = GERUND.sub(lambda m: "i" + ("" if m.group(1) == "being" else " ") + FEELING_VERBS[m.group(1)] + " ", said)
    if (denied := FEELING_DENIED.match(said)) and (
        named := mentions(denied["x"], (FOOD_KIND, DISH_KIND, CUISINE_KIND))
    ):
        # "I don't hate eggs, delete that": the dislike denied is what is taken off ("I don't like eggs" is a dislike)
        return [ForgetRequest(m.text, DISLIKE, sentence) for m in named]
    claims, forgets = _claims_in(said, sentence, current_diet)
    if (
        not (claims or forgets)
        and re.match(r"(?:i|i'm|im|i am|i've|we)\b", said)
        and (reading := next(iter(intent.read([said]) or []), None))
    ):
        claims, forgets = _read_by_meaning(said, sentence, reading)  # "stop remembering that I do meal prep"
    if reading := next(iter(intent.read([said])), None) if any(c.category in (LIKE, DISLIKE) for c in claims) else None:
        kept = [c for c in claims if not _unfounded(c, reading)]
        if claims and not kept and not forgets:
            return None
        claims = kept
    tired = TIRED.search(said) or GONE_OFF.search(said)  # ("…, lost its appeal for me, take it off": no dislike kept)
    return [
        ForgetRequest(c.value, None if tired and c.category == DISLIKE else c.category, sentence) for c in claims
    ] + forgets


def _forget_request(target: str, sentence: str, result: Extraction) -> None:
    """A forget whose target states no claim (extract acts on those itself): by kind, list, or value."""
    target = MEMORY_PLACE.sub("", POLITE_TAIL.sub("", target.strip(" .!?")))
    target = re.sub(
        r"^(?:(?:everything|all) (?:(?:that )?you (?:know|have|remember|saved) )?(?:about|on|to do with) |all (?:of )?|every )?"
        r"(?:my|the|that|about)\s+",
        "",
        target,
    )
    target = FORGET_FRAME.sub("", target).strip()
    # "reset my goals to nothing"
    target = re.sub(r" (?:back )?to (?:nothing|zero|empty|blank|none|scratch)$", "", target)
    # "every goal you have for me" is all of my goals
    target = re.sub(r" (?:that )?you(?:'ve| have)? (?:got |saved |stored |kept )?(?:for|on|about|of) me$", "", target)
    target = re.sub(r"^(?:every|each|all(?: of)?(?: the| my)?) (?=\w+$)", "", target)
    if framed := KIND_FRAME.match(target):  # "my goal about protein", "the allergy to kiwi"
        result.forgets.append(ForgetRequest(framed.group("x"), KIND_OF[framed.group("kind")], sentence))
        return
    if labelled := KIND_LABELLED.match(target):  # "cuisine: thai", "like - mushrooms", as the memory page shows them
        kind = labelled.group("kind")
        category = KIND_OF.get(kind) or {"cuisine": CUISINE, "style": COOKING_STYLE, "cooking style": COOKING_STYLE,
                                          "kitchen": KITCHEN}[kind]  # fmt: skip
        result.forgets.extend(ForgetRequest(value, category, sentence) for value in _values(labelled.group("x")))
        return
    if GOALS_NAMED.fullmatch(target):  # "my dietary goal", "my health goals"
        result.forgets.append(ForgetRequest(None, DIETARY_GOAL, sentence))
        return
    if listed := LISTED_IN.search(target):
        target = target[: listed.start()].strip()
        named = listed.group("list") or next(
            (kind for kind in ("cuisine", "style") if listed.group(kind)), "dislike" if listed.group("hate") else "like"
        )
        category = {"like": LIKE, "dislike": DISLIKE, "allerg": ALLERGY, "goal": DIETARY_GOAL, "cuisine": CUISINE,
                    "style": COOKING_STYLE}[named]  # fmt: skip
        result.forgets.extend(ForgetRequest(value, category, sentence) for value in _values(target))
        return
    target = re.sub(r" (?:any ?more|any longer|now|these days)(?:,.*)?$", "", target)  # "the low salt stuff now"
    target = re.sub(  # "protein goal achieved", "the weight loss goal is on hold"
        r"(?:(?<=goal)|(?<=aim)) (?:is |'s )?(?:achieved|reached|hit|met|done|smashed|complete|completed|on hold|paused|"
        r"over|finished)$",
        "",
        target,
    )
    # "the cooks for 4 thing", "the vegan detail"
    target = re.sub(r" (?:thing|bit|stuff|one|note|preference|rule|tag|label|detail)$", "", target)
    target = re.sub(  # "my cuisine list" is all of them, as are "my kitchen details"
        r"^(?P<kind>\w+(?: style)?) (?:list|section|page|tab)$|"
        r"^(?P<named>kitchen|diet|goal|cuisine|cooking style|allergy|like|dislike|taste)s? (?:details?|info|information|notes?|"
        r"facts?|data|entr(?:y|ies)|stuff)$",
        lambda m: {"allergy": "allergies", "kitchen": "kitchen"}.get(
            kind := m["kind"] or m["named"], kind.removesuffix("s") + "s"
        ),
        target,
    )
    if match := re.match(r"(?P<x>[\w\s-]+?) (?P<kind>dislike|like|hate|love)s?$", target):  # "my coriander dislike"
        kind = DISLIKE if match.group("kind") in ("dislike", "hate") else LIKE
        result.forgets.append(ForgetRequest(match.group("x"), kind, sentence))
    elif match := re.match(r"(?P<x>[\w\s-]+?) allerg(?:y|ies)$", target):
        result.forgets.append(ForgetRequest(match.group("x"), ALLERGY, sentence))
    elif match := re.match(r"(?P<x>[\w\s-]+?) (?:goal|aim|target)s?$", target):
        if _about_eating(match.group("x")) or not re.search(
            r"\d|\b(?:run|marathon|race|steps|swim|lift|squat)", target
        ):
            # (not "ditch the 5k goal": a goal of running or training is none of the person's goals of eating)
            result.forgets.append(ForgetRequest(match.group("x"), DIETARY_GOAL, sentence))
    elif (named := CATEGORY_NAMED.get(target) or CATEGORY_NAMED.get(target + "s")) is not None:  # "my cooking style"
        result.forgets.extend(ForgetRequest(None, category, sentence) for category in named)
    elif target in ("diet", "diets") or re.fullmatch(r"(?:i'm|i am|im) on (?:a|my) diet", target):
        result.forgets.append(ForgetRequest(None, DIET, sentence))
    elif target in ("allergy", "allergies"):
        result.forgets.append(ForgetRequest(None, ALLERGY, sentence))
    elif target in ("goal", "goals"):
        result.forgets.append(ForgetRequest(None, DIETARY_GOAL, sentence))
    elif facts := kitchen_facts(re.sub(r"^(?!i\b|i'm\b|we\b)", "i'm ", target)):  # "my cooking for two thing"
        result.forgets.extend(ForgetRequest(fact, KITCHEN, sentence) for fact in facts)
    elif normalize(target) in DIETS:  # "forget the dairy free thing": the diet, as it is kept
        result.forgets.append(ForgetRequest(DIETS[normalize(target)], DIET, sentence))
    elif target:
        for value in _values(target):
            result.forgets.append(ForgetRequest(value, None, sentence))


SOMEONE_ELSES = re.compile(
    rf"\b(?:my|our|his|her|their) (?:\w+ ){{0,2}}?(?:{PEOPLE_NOUNS})(?:'s| is| are|'re| has| have| gets?)? (?:\w+ )?"
    r"(?:allergic|intolerant|c(?:o)?eliac|allerg(?:y|ies))\b"
)
# How sure the intent reader must be that a clause states an allergy before the chat asks about the foods
# it names (asked, never saved unasked); chosen before the test split was scored (docs/benchmarks.md).
ASK_BY_MEANING = 0.5


def allergies_to_ask(text: str) -> list[AllergyMention]:
    """What the chat must not pass over in silence: the safety net's mentions, and the foods named in a
    clause of the speaker's own that the intent reader reads as an allergy however it is worded ("my
    immune system hates peanuts")."""
    return list(_allergies_to_ask(text))


# how a dish turns out, which is no reaction to it: "my pork chops keep coming out rubbery"
DISH_OUTCOME = re.compile(
    r"\b(?:come|comes|coming|came|turn|turns|turning|turned) out (?:\w+ )?(?:rubbery|dry|tough|raw|burnt|burned|soggy|"
    r"flat|dense|chewy|mushy|bland|overcooked|undercooked|hard|stodgy|gluey|sticky|greasy|watery|lumpy|pale|wrong)\b"
)
# how a food is made, which names no allergen: "I can't eat raw fish", "spicy food"
PREPARED = re.compile(
    r"(?:raw|undercooked|rare|fried|deep[- ]fried|greasy|spicy|hot|processed|rich|heavy|fatty|oily|reheated|"
    r"leftover)\s"
)


@functools.lru_cache(maxsize=1024)  # asked by the chat's allergy question and by the offline coach, per turn
def _allergies_to_ask(text: str) -> tuple[AllergyMention, ...]:
    found = allergy_mentions(text)
    named = {m.allergen for m in found} | {normalize(m.value) for m in found}
    parts = clauses(text)
    for (clause, sentence), reading in zip(parts, intent.read([c for c, _ in parts]) or [], strict=False):
        if (
            reading.get(ALLERGY, 0.0) < ASK_BY_MEANING
            or not_the_speakers(clause, sentence)
            # "no sesame in the house, my husband is allergic": the allergy the sentence names is someone else's
            or (not FIRST_PERSON.search(clause) and SOMEONE_ELSES.search(sentence.lower()))
            or HEDGED.search(clause)
            or EAT_AGAIN.search(clause)  # "I can eat gluten again" says it is no longer a problem
            or DISH_OUTCOME.search(clause)  # "my pork chops keep coming out rubbery": the cooking, not the cook
            or DISH_ASKED.match(clause)  # "reciepe with chiken and rice pls": a dish asked for, however typed
        ):
            continue
        for mention in mentions(clause, (FOOD_KIND, DISH_KIND)):
            food = normalize(mention.text)
            if food not in named and not set(allergens_in(mention.text)) & named:
                found.append(AllergyMention(mention.text, False, sentence, food))
                named.add(food)
    if not found:
        return ()  # (most messages name no allergy: nothing more to read)
    # an allergy the message asks to forget is no allergy to ask about: "please forget that I'm allergic to shellfish"
    gone = {
        key
        for f in extract(text).forgets
        if f.category in (ALLERGY, None) and f.value
        for key in _allergen_keys(f.value)
    }
    return tuple(
        m for m in found if not _allergen_keys(m.value) & gone and (m.sure or not PREPARED.match(m.value.lower()))
    )


# What an agent writes about the person it serves, in the third person ("The user is allergic to peanuts",
# "User prefers quick meals", "The user's partner is vegan"), said as the person would say it.
AGENT_SUBJECT = re.compile(
    r"(?:^|(?<=[.!?;\n]))(?P<lead>\s*)(?:the )?(?:user|human)(?P<poss>'s|s')?\s+"
    r"(?P<adverbs>(?:(?:also|never|always|usually|often|really|still|generally|mostly|strongly|now|no longer|currently|"
    r"only|absolutely|rarely) )*)(?P<verb>[a-z']+)\b",
    re.I,
)
# verbs that do not lose an "s" (or have none to lose); the rest do: likes → like, tries → try, goes → go
THIRD_PERSON_VERBS = {"is": "am", "isn't": "am not", "was": "was", "wasn't": "wasn't", "has": "have", "hasn't": "haven't",
                      "does": "do", "doesn't": "don't"}  # fmt: skip


def as_the_user(text: str) -> str:
    """Third-person notes about the user in the user's own first person; other text as it is."""

    def first_person(match: re.Match[str]) -> str:
        lead, adverbs, verb = match.group("lead"), match.group("adverbs"), match.group("verb")
        if match.group("poss"):
            return f"{lead}My {adverbs}{verb}"
        said = verb.lower()
        if said in THIRD_PERSON_VERBS:
            said = THIRD_PERSON_VERBS[said]
        elif not said.endswith("s") or said.endswith(("ss", "'s")):
            pass  # "can't", "will", "cannot"
        elif said.endswith("ies") and len(said) > 4:
            said = said[:-3] + "y"
        elif said.endswith(("ches", "shes", "sses", "xes", "oes")):
            said = said[:-2]
        else:
            said = said[:-1]
        return f"{lead}I {adverbs}{said}"

    said = AGENT_SUBJECT.sub(first_person, text)
    return re.sub(r"\btheir\b", "my", said) if said != text else said  # "User watches their salt"
