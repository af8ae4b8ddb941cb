"""What the offline coach says: recipe search and follow-ups, substitutions, nutrition, week plans,
answers about memory, honest limits, and acknowledgements of tool results.

Every reply carries a kind (what the coach did), which bench/coach.py scores against its dialogue corpus."""

from __future__ import annotations

import hashlib
import re
from collections import OrderedDict
from dataclasses import dataclass
from fractions import Fraction

from memory import rules
from memory.capture.confirmation import besides_the_answer, confirmation
from memory.capture.extraction import (
    CORRECTED_MIDWAY,
    NUTRIENT_OF,
    STANDING,
    allergies_to_ask,
    extract,
    stops_learning,
)
from memory.capture.kitchen import OCCASION
from memory.capture.lexicon import CUISINE, DISH, FOOD, mentions
from memory.capture.phrasing import FORGET, PEOPLE_NOUNS
from memory.capture.policy import classify
from memory.capture.safety import ALLERGY_WORD, CANT_HAVE, CONDITION, allergens_avoided, allergens_in, named_allergens
from memory.rules import normalize
from offline_coach import catalog as cat
from offline_coach import knowledge, nutrition
from offline_coach import search as rs
from offline_coach.ingredients import format_amount, parse
from offline_coach.profile import ATTRIBUTE, Profile
from offline_coach.state import MENU_OFFER, State

RECIPE_REQUEST = re.compile(
    r"\b(?:recipe|recipes|cook|make|dinners?|lunch(?:es)?|breakfasts?|brunch|suppers?|meals?|dish(?:es)?|eat|hungry|suggest|suggestion|"
    r"idea|ideas|something|what should i|what can i|tonight|feed|menu|snack|dessert|starving|craving|fancy|"
    r"in the mood for|options?|cakes?|bake|baking|biscuits|cookies|party|potluck|guests|surprise me|"
    r"what'?s (?:quick|easy|fast|simple|good)(?=(?: to (?:make|cook|eat|have)| tonight)\b|\W*$)|"
    r"(?:don'?t|do not) know what (?:i want|to (?:make|cook|eat|have))|anything|whatever|up to you|you (?:choose|pick|decide)|"
    # a bare cupboard: "my fridge is almost empty, help" asks what can be made of little
    rf"{rs.BARE_CUPBOARD})\b"
)
ABOUT_ME = re.compile(
    r"\bwhat (?:do you|did you) (?:know|remember|learn(?:ed)?)\b|\babout me\b|\bmy profile\b|"
    r"\bwhat have you learned\b|\bwhat do you have on me\b|\bdo you (?:know|remember) (?:anything|what|much)\b|"
    r"\bwhat (?:have you|did you) (?:saved?|stored|noted|kept|got)\b"
    # memory asked for by name: "list my memories", "show me everything you've saved", "my saved info"
    r"|\b(?:list|show|see|view|read|display|give me|tell me|what are|what's in)(?: me)? (?:all )?(?:of )?(?:my|your) "
    r"(?:memories|memory|saved (?:stuff|info|details|preferences|memories|facts)|notes on me|preferences)\b"
    r"|\b(?:list|show|see|view)(?: me)? (?:everything|all|what) (?:that )?you(?:'ve| have)? (?:saved|stored|remembered|got)\b"
)
# A question about one kind of memory: "what are my goals?", "how many people do I cook for?", "what foods do I avoid?"
ASKED_OF_MEMORY = re.compile(
    r"^(?:(?:so|and|ok|hey|remind me|tell me),? )*(?:what|which|how many|how much|do you (?:know|remember)|have you (?:got|saved|"
    r"noted)|did (?:i|you)|can you (?:tell|remind) me|tell me|remind me|what's|whats|list)\b"
)
ONE_KIND = {  # the first that matches: "my favourite cuisine" before "my favourites"
    rules.CUISINE: r"\bmy (?:favou?rite )?cuisines?\b|\bwhat cuisines?\b",
    rules.LIKE: r"\b(?:what|which) (?:foods? |things |dishes )?(?:do )?i (?:like|love|enjoy)\b|\bmy likes\b|\bmy favou?rites?\b",
    rules.DISLIKE: r"\b(?:what|which) (?:foods? |things |dishes )?(?:do )?i (?:avoid|dislike|hate|not like|don'?t like|"
    r"can'?t stand|not eat|don'?t eat)\b|\bmy dislikes\b|\bthings (?:to avoid|i avoid)\b",
    rules.DIETARY_GOAL: r"\bmy (?:\w+ )?(?:goals?|aims?|targets?)\b",
    rules.KITCHEN: r"\b(?:my kitchen|how many (?:people )?(?:do|am) i (?:cook|cooking|feed|feeding)|my household|my equipment|"
    r"how much time do i have|my time budget)\b",
    rules.COOKING_STYLE: r"\bmy (?:cooking )?styles?\b|\bhow (?:do )?i (?:like to )?cook\b",
}
ALLERGY_QUESTION = re.compile(
    r"\b(?:what|which)\b.*\ballergic\b|\bmy allerg\w* (?:are|is)\b|\bwhat are my allerg|"
    r"\b(?:what|which) allerg\w* (?:do|have|did) (?:i|you)\b|\bdo (?:i|you) (?:have|know (?:of|about)) (?:any|my) allerg|"
    r"\b(?:list|show|tell me|remind me of) my allerg|^(?:and |so )?(?:my|any) allerg\w*\?"
    # whether something was kept as one: "is that saved as an allergy?", "did you put it down as an allergy?"
    r"|\b(?:is|was|did you (?:save|store|keep|put|note|log|mark)) (?:that|it|this)\b.*\b(?:as|under) (?:an? )?allerg"
    r"|\bdo you have (?:me|that|it) (?:down )?as (?:an? )?allerg"
)
DIET_QUESTION = re.compile(r"\bwhat(?:'s| is) my diet\b|\bwhat diet\b|\bwhich diet\b")
GREETING = re.compile(r"^(?:hi|hello|hey|heya|howdy|good (?:morning|evening|afternoon)|yo|hiya|greetings)\b")
# Tired of what one eats: "I'm bored of the same dinners every week", "sick of pasta every night"
BORED = re.compile(
    r"\b(?:bored|sick|tired|fed up) (?:of|with) (?:the same|eating the same|cooking the same|my usual|our usual|the usual)\b"
    r"|\bstuck in a (?:food |cooking |dinner )?rut\b"
)
THANKS = re.compile(
    r"^(?:thanks|thank you|thx|ty|cheers|ok|okay|cool|great|nice|perfect|got it|sounds good|awesome|lovely|"
    r"brilliant|amazing|yum|yummy|will do|noted|legend|ace|sweet|superb|fab|fantastic|excellent|wonderful|"
    r"love it|love that|you'?re the best|much appreciated|appreciate it|ta)\b|^[\W_]*(?:👍|🙏|🔥|❤️|😍|🙌|👌)"
)
HELP = re.compile(
    r"\bwhat (?:else )?(?:can|do|could) you (?:do|help (?:me |us )?with)\b|\bhow (?:can|do|could|would) you help\b"
    r"|^(?:so |and |ok |okay )?(?:can|could) you help(?: me| us)?(?: out)?[?.! ]*$|\bhow does (?:this|it|mise) work\b"
    r"|\bwho are you\b|\bwhat are you\b|\bwhat(?: is|'s) mise\b|^help\b"
)
# A question put to the coach at the end of a message that also states something: "I'm vegan, what can you do?",
# "I'm lactose intolerant - is parmesan ok?" (not "Olives? No thank you.", which names a food to turn it down)
QUESTION_BESIDES = re.compile(
    r"(?:^|[,;:.!-]\s*|\b(?:and|but|so) )(?P<asked>(?:what|how|which|when|where|why|who|can|could|would|will|should|"
    r"is|are|does|do you|do i|have you|any|anything)\b[^.!?]{0,200}\?)[\s?!]*$"
)
# Kinds of answer such a question may get beside the saves: a reply that proposes food keeps its own rules
ANSWERS_BESIDES = {
    "greeting", "answer", "about_me", "nutrition", "recipe_nutrition", "pairing", "swap", "how_to", "storage", "fix",
    "difference", "season", "guidance",
}  # fmt: skip
ORDINALS = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3, "fifth": 4,
            "5th": 4, "sixth": 5, "seventh": 6, "last": -1, "top": 0}  # fmt: skip
ORDINAL = re.compile(
    r"(?:\bthe (?P<word>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|seventh|last|top)\b"
    r"|\b(?P<word2>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|top) (?:one|option|recipe|idea|dish)\b"
    r"|^(?P<word3>first|second|third|1st|2nd|3rd)\b"
    r"|(?:\bnumber|\boption|\bno\.?|#|\brecipe|\bidea) ?(?P<num>[1-7])\b)"
)
EXPLICIT_REQUEST = re.compile(
    r"\?|\b(?:recipe|recipes|suggest|suggestion|idea|ideas|what should|what can|hungry|starving|something|"
    r"give me|show me|plan|make me|cook me|options?)\b"
)
SHOPPING = re.compile(
    r"\b(?:shopping|grocery|groceries|shop(?:ping)? list|what (?:do|should|will) i (?:need to )?buy|"
    r"what do i need|ingredients? list|list (?:of|the) ingredients|what to buy)\b"
)
SWAP = re.compile(
    r"\b(?:swap|substitute|substitution|sub(?: out| in)?|replace|replacement|instead of|alternative to|"
    r"alternatives to|ran out of|run out of|out of|don'?t have(?: any)?|haven'?t got(?: any)?|no more|"
    r"use instead|stand in|stand-in)\b"
)
PLAN = re.compile(
    r"\b(?:meal plan|plan (?:my|the|a|our|out|some)?\s*(?:\w+ ){0,2}(?:dinners|meals|week|lunches|suppers)|"
    r"(?:week|weekly|7[- ]day|five[- ]day|5[- ]day)(?:'s)? (?:of )?(?:\w+ ){0,2}?(?:dinners|meals|plan|menu)|"
    r"dinners for the week|meals for the week|plan for the week|what should (?:i|we) eat this week|"
    r"menu for the week|(?:shopping|grocery) list for the (?:whole )?week)\b"
)
SCALE_WORDS = re.compile(r"\b(?:double|triple|halve|half) (?:it|that|this|the recipe)\b|\b(?:double|triple|halve)\b")
RECIPE_NUTRITION = re.compile(r"\b(?:is (?:it|this|that)|how (?:many|much)|nutrition|macros|calories|kcal|healthy)\b")
THIS = re.compile(r"\b(?:it|this|that|the recipe|this recipe|that one|this one|per serving|a serving|a portion)\b")
SHOW_IT = re.compile(
    r"\b(?:full recipe|show me|how (?:do|would) i (?:make|cook)|method|instructions|steps|let'?s (?:do|go with|have)|"
    r"i'?ll (?:take|have|go with|make)|go with|sounds? (?:good|great)|that one|give me (?:that|it)|recipe for)\b"
)
ANOTHER = re.compile(
    r"\b(?:something else|anything else|another|other options?|different|more ideas|more options|instead|"
    r"not (?:that|feeling)|else)\b"
)
FOOD_TALK = re.compile(
    r"\b(?:cook|cooking|recipe|food|eat|eating|meal|dish|kitchen|bake|baking|ingredient|ingredients|nutrition|"
    r"calorie|calories|protein|carbs?|fib(?:re|er)|vitamin|diet|hungry|dinners?|lunch(?:es)?|breakfast|snacks?|"
    r"desserts?|meals?|dishes|recipes|"
    r"flavou?r|spice|spicy|taste|tasty|delicious|fridge|leftovers?|grocer|shopping|oven|pan|pot|boil|fry|roast|"
    r"grill|knife|chop|portion|serving|menu|allerg\w*|vegan|vegetarian|season\w*|goes with|go with|serve with|"
    r"on the side|side dish\w*|cookbooks?|chefs?|restaurants?|organic|groceries|supermarket|kitchen\w*)\b"
    # a dish asked about by name the catalog may not know: "what's in a pico de gallo?", "how do you make mole?"
    r"|\bwhat(?:'s| is| goes| do you put) in (?:a |an |the |your )?\w|\bhow (?:do|would|should|can) (?:i|you|we|one) make\b"
    r"|\bhow to make\b"
)
MEMORY_OFF_MARK = "This conversation keeps memory out"


@dataclass(frozen=True)
class Reply:
    kind: str
    text: str


NOT_KEPT = "Okay — I won't remember that. Tell me what you'd like to cook when you're ready."
NOTHING_TO_TAKE_BACK = "No problem — I hadn't saved anything from your last message, so there's nothing to take back."


ANSWERED_NOTHING = {
    "yes": (
        "Great! What would you like next — a recipe, a plan for the week, a shopping list or a swap?",
        "Good. Tell me what you fancy — an ingredient, a cuisine, or how much time you have — and I'll find a recipe.",
    ),
    "no": (
        "No problem. Tell me what you'd like instead — an ingredient, a cuisine, or how much time you have.",
        "That's fine. Whenever you're ready, ask me for a recipe, a week's plan or a swap.",
    ),
}


# A plan made, a meal had, a kitchen mishap: told, not asked for (the policy's episode kinds)
EPISODE_REPLIES = {
    "decision": (
        "Sounds like a plan. Want the recipe or a shopping list for it?",
        "Decided, then. Ask me for the recipe or a shopping list whenever you're ready.",
    ),
    "meal": (
        "That sounds lovely! Want another idea in the same spirit?",
        "Sounds delicious. Tell me what you'd like next time and I'll find a recipe.",
    ),
    "incident": (
        "Oh no — that happens to everyone. Want a recipe to try again, or tips on what went wrong?",
        "Ah, kitchen mishaps happen to us all. Want a recipe to have another go?",
    ),
}


# What the person eats, told: "I eat chicken now", "we used to eat a lot of meat"
HABIT_TOLD = re.compile(
    r"\b(?:i|we) (?:(?:now|also|still|do|mostly|usually) )?(?:eat|used to be|used to eat|no longer eat|started eating|"
    r"stopped eating|have started eating|'ve started eating)\b"
)
# What the person is not, told rather than asked: "I'm not vegan", "we're not a vegetarian household" (a diet named
# only to say it is not theirs asks for no recipes of it)
NOT_ME = re.compile(
    r"(?:^|[.!,;] )(?:(?:well|so|and|but|fyi|btw|no|nope|nah|actually|for the record|just so you know)[,!.]* )*"
    r"(?:i'?m|i am|im|we'?re|we are)(?: actually| just| really| definitely)? (?:not|no longer|never been)\b"
    r"(?! (?:sure|certain|hungry|fussed|bothered|too|that|very|so|a big|a huge|really|into|keen|a fan|in the mood)\b)"
)


def _episode_told(text: str) -> str | None:
    episodes = classify(text).episodes
    return next((kind for kind in ("decision", "incident", "meal") if kind in episodes), None)


def _pick(message: str, options: list[str] | tuple[str, ...]) -> str:
    """A varied but repeatable choice of wording: the same message gets the same words."""
    digest = hashlib.sha256(message.encode()).digest()[0]
    return options[digest % len(options)]


# --------------------------------------------------------------------------- entry points


def answer(message: str, profile: Profile, *, forget_everything=False, state: State | None = None) -> Reply:
    text = " ".join(message.lower().replace("’", "'").split())
    if theirs := others_dislikes(text):  # "my son hates peas, what can I make?" asks for no peas, not for peas
        text = " ".join(OTHERS_DISLIKE.sub(" ", text).split()).strip(" ,.")
        message = OTHERS_DISLIKE.sub(" ", message)
    state = state or State()
    request = rs.parse_request(text)
    if forget_everything:
        return Reply("forget_everything", (
            "I can't erase everything from chat. Open **Memory** settings and use **Forget everything** — it "
            "removes every memory and conversation of yours for good."
        ))  # fmt: skip
    if ALLERGY_QUESTION.search(text):
        if profile.allergies:
            return Reply("about_me", f"You told me you're allergic to **{', '.join(profile.allergies)}** — "
                                     "I never suggest them.")  # fmt: skip
        avoided = f" I do have **{knowledge.listed(profile.avoids)}** as something you avoid." if profile.avoids else ""
        return Reply("about_me", f"No allergy is saved for you.{avoided} If you have one, tell me "
                                 "(\"I'm allergic to ...\") and I'll never suggest it.")  # fmt: skip
    own = allergies_to_ask(text)
    besides = text
    for mention in own:  # "prawns make me really sick" tells of a reaction; it asks for nothing
        besides = besides.replace(" ".join(mention.evidence.lower().split()), " ")
    if (
        (unheld := unheld_allergens(profile, text))
        and (ALLERGY_WORD.search(text) or CANT_HAVE.search(text) or own)
        and not (wants_recipe(besides) or PLAN.search(besides) or "?" in besides)
    ):  # an allergy or a reaction told, not a request: "my son is allergic to eggs"
        told = _keeping_out(list(unheld), own=bool(own))
        if diets := [d for d in others_diets(text) if d != "gluten-free"]:  # "one is coeliac and one is vegan"
            told = told.replace(" in this chat.", f" in this chat, and keep it **{' and '.join(diets)}**.", 1)
        return Reply("acknowledge", told)
    if (skipped := MEAL_SKIPPED.search(text)) and not (EXPLICIT_REQUEST.search(text) or "?" in text):
        return Reply("acknowledge", (
            f"Got it — no {skipped['meal']} ideas from me, then. Tell me what you'd like for the meals you do eat."
        ))  # fmt: skip
    if (
        FUSSY.search(text)
        and re.search(rf"\b(?:my|our|the) (?:\w+ )?(?:{PEOPLE_NOUNS})\b|\b(?:he|she|they)\b", text)
        and not (wants_recipe(text) or "?" in text)
    ):
        return Reply("acknowledge", (
            "That's so common, and it does pass. I'll lean towards simple, mild, family-friendly dishes in this chat — "
            "familiar shapes, nothing too spicy, and easy to serve in parts so everyone can pick. What shall we cook?"
        ))  # fmt: skip
    if not_drinking(text) and not (wants_recipe(text) or "?" in text):
        return Reply("acknowledge", (
            "Good for you — I'll keep wine, beer and other alcohol out of the recipes I suggest in this chat, and if you "
            "ask what to drink with a meal I'll suggest something alcohol-free. What would you like to cook?"
        ))  # fmt: skip
    if (broken := broken_kit(text)) and not (wants_recipe(text) or "?" in text):
        return Reply("acknowledge", (
            f"Sorry about the {' and '.join(broken)} — I'll leave it out of what I suggest in this chat. "
            "Tell me what you'd like to cook when you're ready."
        ))  # fmt: skip
    if (not_food := NON_FOOD_ALLERGY.search(text)) and not (wants_recipe(text) or "?" in text):
        said = not_food["x"] or not_food["y"]
        latex = (
            " Some people with a latex allergy also react to banana, avocado, kiwi or chestnut — tell me if you do "
            "and I'll keep them out." if said.startswith("latex") else ""
        )  # fmt: skip
        return Reply("acknowledge", (
            f"Thanks for telling me. {said.capitalize()} isn't a food, so it won't change what I suggest and I haven't "
            f"saved it.{latex} Tell me about any food allergies and I'll keep those out of everything."
        ))  # fmt: skip
    if (goals := others_goals(text)) and not (wants_recipe(text) or "?" in text):
        return Reply("acknowledge", (
            f"Got it — I'll keep {' and '.join(down for _, down in goals)} in what I suggest in this chat. It isn't "
            "about you, so I haven't saved it. What would you like to cook?"
        ))  # fmt: skip
    if (diets := others_diets(text)) and not (wants_recipe(text) or "?" in text):
        listed = " and ".join(diets)
        return Reply("acknowledge", (
            f"Got it — I'll keep what I suggest in this chat **{listed}**. It's not your own diet, so I haven't saved "
            "it. Tell me what you'd like to cook when you're ready."
        ))  # fmt: skip
    if theirs and not (wants_recipe(text) or "?" in text):
        listed = knowledge.listed(theirs)
        return Reply("acknowledge", (
            f"Got it — I'll leave **{listed}** out of what I suggest in this chat. I only keep memories about you, "
            "so I haven't saved it. Tell me what you'd like to cook when you're ready."
        ))  # fmt: skip
    if stops_learning(text):
        return Reply("about_me", (
            "You can switch **Learn from our conversations** off under **Memory** — then I won't save anything new "
            "from our chats (I'll still ask before saving an allergy). What I've already saved stays until you remove it "
            "there, and you can clear it all with **Forget everything**."
        ))  # fmt: skip
    if DIET_QUESTION.search(text):
        return Reply(
            "about_me", f"Your diet: **{profile.diet}**." if profile.diet else "You haven't told me about a diet."
        )
    if reply := _one_kind_asked(text, profile):
        return reply
    if reply := _one_thing_asked(text, profile):
        return reply
    if ABOUT_ME.search(text):
        return Reply("about_me", describe(profile))
    if MENU.search(text) and not PLAN.search(text):  # "help me plan the menu" asks for courses, not for help
        return menu(message, profile, state)
    if HELP.search(text):
        return Reply("greeting", greeting(message, Profile()))
    if reply := safe_for_me(text, profile) or fits_asked(text):
        return reply
    if (
        (more := ELLIPTICAL.match(text))
        and SAFE_ASKED.search(_asked_before(state))
        and (reply := safe_for_me(f"can i have {more['rest']}?", profile))
    ):  # "can I have parmesan?", then "what about butter?", then "and chocolate?"
        return reply
    if known := knowledge.answer(text, profile):  # what goes with it, how long it keeps, how to cook it, …
        if known[0] == "leftovers":  # what to make of them, then recipes with them
            ideas = suggest(message, profile, state)
            if ideas.kind == "suggest":
                return Reply("suggest", f"{known[1]}\n\n{ideas.text}")
            return Reply("how_to", f"{known[1]}\n\nWant a recipe?")
        return Reply(*known)
    if (more := ELLIPTICAL.match(text)) and (
        known := knowledge.follow_up(state.last_request.lower(), more["rest"], profile)
    ):  # "how long does cooked rice keep?", then "and chicken?"
        return Reply(*known)
    if (
        ONE_FOR_THE_OTHER.search(text)
        and (known := knowledge.answer(state.last_request.lower(), profile))
        and known[0] == "difference"
    ):  # "what's the difference between baking soda and baking powder?", then "can I swap one for the other?"
        return Reply(*known)
    if (
        knowledge.PREVENT_THAT.search(text)
        and (known := knowledge.answer(f"{text} {state.last_request.lower()}", profile))
        and known[0] == "fix"
    ):  # "ugh I burnt the rice again", then "how do I stop that happening?"
        return Reply(*known)
    if reply := plan_day_changed(text, profile, state):
        return reply
    if SWAP.search(text) and (reply := swap_answer(text, profile, state)):
        return reply
    if (
        (more := ELLIPTICAL.match(text))
        and SWAP.search(state.last_request.lower())
        and (reply := swap_answer(f"what can i substitute for {more['rest']}?", profile, state))
    ):  # "what can I substitute for buttermilk?", then "and for eggs?"
        return reply
    if JUDGED.search(text) and nutrition.compared_foods(text) and (reply := nutrition_answer(text, profile, state)):
        return reply  # "is brown rice healthier than white?" compares two foods, whatever was shown before
    if (more := ELLIPTICAL.match(text)) and (asked := nutrition.asked_nutrients(state.last_request.lower())):
        # "and in a banana?" after "how many calories in an avocado?": the same question of another food
        said = " and ".join(nutrition.NUTRIENT_WORDS[key].split("|")[0] for key in asked)
        if reply := nutrition_answer(f"how much {said} in {more['rest']}?", profile, state):
            return reply
    if reply := follow_up(message, text, profile, state, request):
        return reply
    if PLAN.search(text):
        return week_plan(message, profile, state)
    if SHOPPING.search(text) and request.is_specific():  # "a shopping list for tacos": the best taco recipe's
        found = rs.search(profile, text, limit=1)
        if found.choices:
            choice = found.choices[0]
            return Reply(
                "shopping_list", shopping_list([choice.recipe], profile, choice.serves, title=choice.recipe.name)
            )
    if (
        SHOPPING.search(text)
        and re.search(r"\b(?:it|that|this|them|those)\b", text)
        and not (request.is_specific() or state.options or state.focus or state.plan)
        and (named := next((m for m in reversed(state.said_before) if rs.parse_request(m).foods), None))
        and (found := rs.search(profile, named, limit=1).choices)
    ):  # "we've decided to do tacos for the party", …, "make a shopping list for it"
        choice = found[0]
        return Reply("shopping_list", shopping_list([choice.recipe], profile, choice.serves, title=choice.recipe.name))
    if reply := nutrition_answer(text, profile, state):
        return reply
    if OCCASION_TOLD.search(text) and OCCASION.search(text) and not (EXPLICIT_REQUEST.search(text) or "?" in text):
        return Reply("acknowledge", _pick(message, ("That sounds lovely.", "How exciting!")) + (
            " Tell me about anyone's allergies or diets and I'll keep every dish safe for them. " + MENU_OFFER
        ))  # fmt: skip
    if (told := _episode_told(text)) and not (wants_recipe(text) or EXPLICIT_REQUEST.search(text)):
        return Reply("acknowledge", _pick(message, EPISODE_REPLIES[told]))
    denied = NOT_ME.search(text) or CORRECTED_MIDWAY.search(text)  # "I like mushrooms - scratch that, I don't"
    if (HABIT_TOLD.search(text) or denied) and not (wants_recipe(text) or EXPLICIT_REQUEST.search(text) or "?" in text):
        # "I used to be vegetarian but I eat chicken now" tells of the person, it asks for nothing
        eaten = [] if denied else mentions(text, (FOOD, DISH))
        offer = f" Want some ideas with **{eaten[-1].text}**?" if eaten else " Tell me what you'd like to cook."
        return Reply("acknowledge", _pick(message, ("Good to know.", "Thanks for telling me.")) + offer)
    if re.search(r"\b(?:one|some|any|all) of (?:those|them|these)\b|\bwith (?:those|these|them)\b", text) and (
        listed := re.findall(r"^- \*\*[^*]+:\*\* (.+)$", state.last_reply, re.M)
    ):  # "what's in season in december?", then "give me a recipe with one of those"
        message = f"{message} {' '.join(listed)}"
        request = rs.parse_request(message)
    if (
        re.search(r"\b(?:make|cook|do|bake|recipe for) (?:it|that|them|those|one)\b", text)
        and not (request.is_specific() or state.focus)
        and (said := next((m for m in reversed(state.said_before) if mentions(m, (FOOD, DISH))), None))
    ):  # "my favourite food is ramen", then "can you help me make it at home?"
        message = f"{' '.join(m.text for m in mentions(said, (FOOD, DISH)))} {message}"
    if (
        re.search(r"\b(?:make|cook|do|bake|use) (?:\w+ )?(?:in|with|using|on) (?:it|that|this|one)\b", text)
        and not (request.needs or request.is_specific())
        and (
            kit := next(
                (
                    n
                    for m in reversed(state.said_before[-2:])
                    for n, p in rs.EQUIPMENT_WORDS.items()
                    if re.search(rf"\b(?:{p})\b", m.lower())
                ),
                None,
            )
        )
    ):  # "I've got a slow cooker now", then "what can I make in it?"
        message = f"{message} in the {kit}"
    if SHOPPING.search(text) and not (request.is_specific() or PLAN.search(text) or state.options or state.focus):
        return Reply("clarify", (
            "Happy to — a shopping list for what? Pick a recipe (ask me for one) or say “plan my dinners for the week” "
            "and I'll list everything you need to buy for it."
        ))  # fmt: skip
    if wants_recipe(text) or request.is_specific():
        found = suggest(message, profile, state)
        if told == "decision" and "?" not in text:  # "let's go with the risotto for Friday": the plan, then its recipe
            return Reply(found.kind, "Sounds like a plan.\n\n" + found.text)
        return found
    if GREETING.search(text):
        return Reply("greeting", greeting(message, profile))
    if THANKS.search(text) and "?" not in text:  # "thanks! what about …?" asks something more
        if not (state.focus or state.options or state.plan):  # nothing cooked yet: no list "for that", no "enjoy"
            return Reply("thanks", _pick(message, (
                "Happy to help! Say the word when you're hungry and I'll find you something.",
                "Any time. Want a recipe idea, or a plan for the week?",
            )))  # fmt: skip
        return Reply("thanks", _pick(message, (
            "Happy to help! Say the word when you're hungry again.",
            "Any time. Want another idea, or a shopping list for that?",
            "Enjoy! Tell me how it turns out — and if you loved or hated anything, I'll remember it.",
        )))  # fmt: skip
    if request.foods or request.without:  # "without tofu please": ideas that leave it out
        return suggest(message, profile, state)
    if state.offered == "the menu" and confirmation(text) == "yes":
        return menu(f"{text} {state.last_request}", profile, state)
    if state.offered and confirmation(text) == "yes":  # "Want some ideas with chicken?" — "yes please"
        return suggest(f"ideas with {state.offered}", profile, state)
    if BORED.search(text):  # "I'm bored of the same dinners every week": something new
        return suggest("ideas for dinner", profile, state, follow=True)
    if (said := confirmation(text)) != "unclear" and (
        not (rest := besides_the_answer(text).strip(" .!?")) or confirmation(rest) == said  # ("nope, leave it")
    ):
        # a yes or no to nothing this chat is waiting on (follow-ups to an offer were answered above)
        return Reply("fallback", _pick(message, ANSWERED_NOTHING[said]))
    if TIME_ASKED.search(text) or SERVES_ASKED.search(text):  # "how long does it take?" with no recipe shown yet
        return Reply("clarify", "Which dish do you mean? Ask me for a recipe — “a quick chicken curry”, say — and "
                     "I'll tell you how long it takes and how many it serves.")  # fmt: skip
    if not FOOD_TALK.search(text) and not mentions(text, (FOOD, DISH, CUISINE)):
        return Reply("off_topic", off_topic(message, profile))
    return Reply("fallback", _pick(message, (
        "Tell me what you're in the mood for — an ingredient, a cuisine, how much time you have — and I'll find "
        "a recipe. I can also plan your week, make a shopping list, or look up nutrition.",
        "I can suggest recipes (\"something quick with chickpeas\"), plan a week of dinners, swap ingredients, "
        "or tell you what's in a food (\"protein in a cup of lentils\"). What would help?",
    )))  # fmt: skip


# "can I eat hummus?", "is soy sauce ok for me?", "is pesto safe?": a food weighed against what the person can't have
SAFE_ASKED = re.compile(
    # (after what the person says of themselves first: "as a coeliac, can I eat oats?")
    r"(?:^|[,.!:]\s+)(?:so |and |hmm,? |ok,? )?(?:can|could|may) i (?:still |safely |ever )?(?:eat|have|use|try)\s+"
    r"(?P<x>[\w' -]{2,40}?)(?: any ?more| still| though)?\s*\??$"
    r"|(?:^|[,.!:]\s+)(?:so |and |hmm,? |ok,? )?(?:is|are) (?P<y>[\w' -]{2,40}?) (?:still )?(?:ok|okay|safe|fine|alright|"
    r"allowed)(?: for me| to eat)?\s*\??$"
)


# Foods that usually hold an allergen whose name they do not say
OFTEN_HOLDS = {
    "chocolate": ("milk", "milk and white chocolate are made with milk; some dark chocolate isn't, but many are made on "
                          "the same lines as milk chocolate and carry a \"may contain milk\" warning."),
    "soy sauce": ("gluten", "most soy sauce is brewed with wheat; tamari usually isn't — look for one labelled "
                            "gluten-free."),
    "beer": ("gluten", "most beer is brewed from barley or wheat; look for one labelled gluten-free."),
    "stock cube": ("gluten", "many stock cubes and gravy granules contain wheat; look for ones labelled gluten-free."),
    "gravy": ("gluten", "gravy is usually thickened with flour, and gravy granules often contain wheat."),
    "oats": ("gluten", "oats are usually grown and milled beside wheat; only oats labelled gluten-free are safe for "
                       "most coeliacs."),
    "sausage": ("gluten", "most British sausages are made with rusk or breadcrumbs (wheat)."),
    "worcestershire sauce": ("fish", "it is made with anchovies (and UK versions with barley malt vinegar)."),
    "hummus": ("sesame", "it is made with tahini, a sesame paste."),
    "pesto": ("milk", "classic pesto is made with parmesan (and pine nuts); vegan ones aren't."),
    "fresh pasta": ("eggs", "fresh pasta is usually made with eggs; most dried pasta isn't."),
}  # fmt: skip


def _asked_before(state: State) -> str:
    """The last question asked in full, past the follow-ups said short since ("what about ghee?", "and chocolate?")."""
    said = state.said_before or (state.last_request,)
    return next((m.lower() for m in reversed(said) if not ELLIPTICAL.match(m.lower())), "")


LEFTOVER_SAFETY = re.compile(
    r"\b(?:leftovers?|left ?over|reheat\w*|left out|out (?:all night|overnight)|(?:a|two|three|few|couple of) days? old|"
    r"from (?:last night|yesterday))\b"
)


def safe_for_me(text: str, profile: Profile) -> Reply | None:
    """Whether a food is safe for the person, from what the allergen lexicon and the catalog know of it."""
    if not (match := SAFE_ASKED.search(text)) or not (profile.must_avoid() or profile.diet):
        return None
    if knowledge.EVERY_DAY.search(text):
        return None  # "can I eat bacon every day?" weighs a habit: knowledge answers it, allergies included
    if LEFTOVER_SAFETY.search(text):
        return None  # "is leftover rice safe to eat?" asks how it was kept, not what it is made of
    food = re.sub(r"^(?:a|an|the|some)\s+", "", (match["x"] or match["y"]).strip())
    if food in ("it", "this", "that", "them", "these", "those"):
        return None  # about the recipe shown: follow-ups answer it
    # "tahini-free hummus", "pesto without pine nuts": the dish, less what it is said to be made without
    free = re.match(
        r"(?P<without>[\w' ]+?)[- ]free (?P<dish>.+)$|(?P<dish2>.+?) (?:without|with no|minus) (?P<without2>.+)$", food
    )
    left_out = (free["without"] or free["without2"]) if free else None
    food = (free["dish"] or free["dish2"]) if free else food
    named = named_allergens(food)  # "hummus" is sesame, "satay" peanuts, "nutella" hazelnuts
    groups = _groups_named(food)
    for avoided in profile.must_avoid():
        held = cat.avoided_groups(avoided) | {normalize(name) for name in allergens_in(avoided)}
        hit = next((name for name in named if normalize(name) in held or cat.groups_in(name) & held), None)
        if hit or groups & cat.avoided_groups(avoided) or any(cat.mentions(food, t) for t in cat.expand(avoided)):
            if left_out and (_groups_named(left_out) & held or normalize(left_out) in held):
                return Reply("answer", (
                    f"**Only if nothing else in it has {avoided}** — {food} made without {left_out} leaves out where "
                    f"the {avoided} usually comes from, but check the label or ask: {avoided} can still be in it in "
                    "another form, or from the same kitchen."
                ))  # fmt: skip
            return Reply("answer", f"**No** — {food} has {hit or avoided} in it, and you told me to keep **{avoided}** "
                                   "out. Want something like it without?")  # fmt: skip
    kept_out = set().union(*(cat.avoided_groups(a) for a in profile.must_avoid()))
    if why := _often_holds(food, kept_out):  # "and chocolate?" with a milk allergy: often, not always
        return Reply("answer", f"**Check the label** — {why}")
    diets = rs.person_diets(profile, rs.Request())
    if not rs.food_is_allowed(food, profile, diets):
        return Reply("answer", f"**Not on your diet** — {food} doesn't fit **{', '.join(diets)}**.")
    listed = ", ".join(profile.must_avoid() + diets)
    return Reply("answer", f"I don't know of anything on your list ({listed}) in {food} — but dishes and brands "
                           "vary, so check the label or the recipe before you eat it.")  # fmt: skip


# "is coconut milk dairy?", "does pesto have nuts in it?", "can vegans eat honey?": a food weighed against a diet or an
# allergen the question names (weighed against the person's own list, it is safe_for_me's)
_ASKED_OF = (
    r"vegan|vegetarian|veggie|pescatarian|halal|kosher|(?:dairy|gluten|nut|egg|wheat|lactose|milk)[- ]free|dairy|gluten|"
    r"nuts?|peanuts?|eggs?|milk|fish|shellfish|seafood|soya?|sesame|wheat|lactose"
)
FITS_ASKED = (
    re.compile(
        rf"^(?:so |and |hmm,? |quick question,? )?(?:is|are) (?P<food>[\w' -]{{2,40}}?) (?:(?:actually|really|always|"
        r"usually|normally|technically|properly|strictly|considered|classed as|counted as|(?:ok|okay|suitable|safe|fine) "
        rf"for|allowed (?:on|for)) )*(?:an? )?(?P<q>{_ASKED_OF})(?:s| products?| friendly| people)?\s*\??$"
    ),
    re.compile(
        rf"^(?:so |and |hmm,? )?(?:does|do) (?P<food>[\w' -]{{2,40}}?) (?:have|contain|include|use|got) (?:any )?"
        rf"(?P<q>{_ASKED_OF})(?: in (?:it|them))?\s*\??$"
    ),
    re.compile(rf"^(?:so |and )?(?:is|are) there (?:any )?(?P<q>{_ASKED_OF}) in (?P<food>[\w' -]{{2,40}}?)\s*\??$"),
    re.compile(
        r"^(?:can|do|may|should|could) (?P<who>vegans?|vegetarians?|veggies|pescatarians?|coeliacs?|celiacs?|muslims|"
        r"people (?:with|who have) (?:an? )?(?P<al>[\w -]+?) allerg(?:y|ies)|people who are (?P<al2>[\w -]+?) "
        r"intolerant) (?:eat|have|drink|use) (?P<food>[\w' -]{2,40}?)\s*\??$"
    ),
)
ASKED_GROUP = {"dairy": "milk", "milk": "milk", "lactose": "milk", "gluten": "gluten", "wheat": "gluten",
               "nut": "tree nuts", "nuts": "tree nuts", "peanut": "peanuts", "peanuts": "peanuts", "egg": "eggs",
               "eggs": "eggs", "fish": "fish", "shellfish": "shellfish", "seafood": "shellfish", "soy": "soy",
               "soya": "soy", "sesame": "sesame"}  # fmt: skip
ASKED_DIET = {"veggie": "vegetarian", "veggies": "vegetarian", "coeliac": "gluten-free", "coeliacs": "gluten-free",
              "celiac": "gluten-free", "celiacs": "gluten-free", "muslims": "halal"}  # fmt: skip
# hard cheeses made by tradition with animal rennet (a vegetarian version is sold of most)
ANIMAL_RENNET = ("parmesan", "parmigiano", "grana padano", "pecorino", "gorgonzola", "gruyere", "gruyère", "comte",
                 "comté", "emmental", "manchego", "roquefort")  # fmt: skip


def fits_asked(text: str) -> Reply | None:
    """Whether a food is of a diet or holds an allergen, as the question names them."""
    match = next((m for pattern in FITS_ASKED if (m := pattern.match(text.strip()))), None)
    if not match:
        return None
    food = re.sub(r"^(?:a|an|the|some|normal|regular|plain)\s+", "", match["food"].strip())
    if food in ("it", "this", "that", "them", "these", "those", "there") or not (
        mentions(food, (FOOD, DISH)) or any(cat.mentions(food, usual) for usual in OFTEN_HOLDS)
    ):
        return None  # about the recipe shown (follow-ups answer it), or about no food the lexicon knows
    groups = _groups_named(food)
    said = match.groupdict()
    if said.get("who"):
        if allergen := said.get("al") or said.get("al2"):  # "can people with a nut allergy eat pesto?"
            group = ASKED_GROUP.get(allergen.split()[-1]) or min(_groups_named(allergen), default=None)
            return _holds(food, group, groups, free=True) if group else None
        return _of_diet(food, ASKED_DIET.get(said["who"], said["who"].rstrip("s")))
    q = said["q"].replace(" ", "-")
    if q.endswith("-free"):
        group = ASKED_GROUP.get(q.removesuffix("-free"))
        return _of_diet(food, "gluten-free") if group == "gluten" else _holds(food, group, groups, free=True)
    if q in ASKED_GROUP:
        return _holds(food, ASKED_GROUP[q], groups, free=False, counts=match.re is FITS_ASKED[0])
    return _of_diet(food, ASKED_DIET.get(q, q))


def _holds(food: str, group: str, groups: set[str], *, free: bool, counts: bool = False) -> Reply:
    what = {"milk": "dairy", "tree nuts": "nuts"}.get(group, group)
    holds = group in groups or (group == "tree nuts" and "peanuts" in groups)
    often = _often_holds(food, {group})
    if holds and counts:  # "are prawns shellfish?", "is butter dairy?"
        head = f"**Yes** — {food} {'count' if _is(food) == 'are' else 'counts'} as {what}."
    elif holds:
        head = f"**{'No' if free else 'Yes'}** — {food} {_has(food)} {what} in {_it(food)}."
    elif often:
        head = f"**{'Often not' if free else 'Often'}** — {often}"
    elif plant := next((c for c, g in cat.NOT_ALLERGENS.items() if g == group and cat.mentions(food, c)), None):
        head = f"**{'Yes' if free else 'No'}** — despite the name, {plant} has no {what} in it."
    else:
        head = (f"**{'Yes' if free else 'No'}** — {food} {_has(food)} no {what} in {_it(food)} "
                "as usually made; brands and kitchens vary, so check the label if it matters.")  # fmt: skip
    return Reply("answer", head)


def _of_diet(food: str, diet: str) -> Reply | None:
    if diet not in cat.DIET_FORBIDS and diet != "gluten-free":
        return None  # "is it keto?": no ingredient decides it here
    if diet == "gluten-free" and (often := _often_holds(food, {"gluten"})):
        return Reply("answer", f"**Often not** — {often}")
    if not rs.food_is_allowed(food, Profile(), [diet]):
        return Reply("answer", f"**No** — {food} {_is(food)} not {diet}.")
    kept_out = {"vegan": ("milk", "eggs", "fish"), "vegetarian": ("fish",), "dairy-free": ("milk",)}.get(diet, ())
    if why := _often_holds(food, set(kept_out)):
        return Reply("answer", f"**Often not** — {why}")  # "is worcestershire sauce vegetarian?": anchovies
    if diet == "vegetarian" and any(cat.mentions(food, cheese) for cheese in ANIMAL_RENNET):
        return Reply("answer", (
            f"**Not strictly** — {food} is traditionally made with animal rennet, so strict vegetarians avoid it; "
            "vegetarian versions are sold (look for \"vegetarian\" on the label)."
        ))  # fmt: skip
    return Reply("answer", f"**Yes** — {food} {_is(food)} {diet} as usually made; brands vary, so check the label if "
                           "it matters.")  # fmt: skip


def _often_holds(food: str, groups: set[str]) -> str | None:
    """Why a food usually holds one of these allergen groups without naming it ("soy sauce": wheat), if it does."""
    return next((why for usual, (g, why) in OFTEN_HOLDS.items() if g in groups and cat.mentions(food, usual)), None)


def _it(food: str) -> str:
    return "them" if _is(food) == "are" else "it"


def _is(food: str) -> str:
    return "are" if re.search(r"[^su]s$", food) else "is"


def _has(food: str) -> str:
    return "have" if _is(food) == "are" else "has"


def _groups_named(food: str) -> set[str]:
    """The allergen groups a food is or holds: "tahini" is sesame, "pine nuts" tree nuts, "bread" gluten (oats and
    soy sauce only often do: a label to check)."""
    groups = cat.groups_in(food).union(*(cat.groups_in(name) for name in named_allergens(food)))
    return groups | {"gluten"} if cat.gluten_in(food) and not _often_holds(food, {"gluten"}) else groups


# Someone else's dislike, told: "remember that my son hates peas", "my wife won't eat mushrooms"
OTHERS_DISLIKE = re.compile(
    rf"\b(?:(?:my|our|the) (?:\w+ ){{0,2}}?(?:{PEOPLE_NOUNS})|(?:he|she|they)(?= (?:really |absolutely |just |totally )?"
    r"(?:hates?|can'?t|won'?t|refuses?|doesn'?t|don'?t|dislikes?)\b)) (?:really |absolutely |just |totally |all )?(?:hates?|can'?t stand|"
    r"cannot stand|doesn'?t like|does not like|don'?t like|won'?t eat|will not eat|refuses? to eat|dislikes?|"
    r"isn'?t a fan of|is not a fan of|can'?t eat|cannot eat) (?P<x>[\w' -]+?)(?=$|[,.!?;]| and (?:i|we|my)\b| so\b| but\b)",
    re.I,
)


def others_dislikes(text: str) -> list[str]:
    """The foods someone else in the person's life is said to dislike (or heat: "she doesn't like anything
    spicy"): left out of this chat's recipes."""
    said = [match["x"] for match in OTHERS_DISLIKE.finditer(text.lower())]
    foods = [m.text for x in said for m in mentions(x, (FOOD, DISH))]
    return foods + (["spicy"] if any(re.search(r"\b(?:spic\w*|hot|heat)\b", x) for x in said) else [])


# Someone else's diet, told: "two of them are vegan", "my in-laws are vegetarian", "my partner's gluten-free"
OTHERS_DIET = re.compile(
    rf"\b(?:(?:my|our|the) (?:\w+ ){{0,2}}?(?:{PEOPLE_NOUNS})|(?<!no )(?:one|two|three|four|five|six|some|half|a couple|"
    r"a few|all|both|most|a lot|several|\d+)(?: of (?:them|us|the guests|the group))?|(?:he|she|they|everyone|everybody))"
    r"(?:'s|'re| is| are| will be| being)? (?:all |both |strictly |fully |now |also )?(?P<d>"
    + "|".join(rf"(?:{pattern})" for pattern in rs.DIET_WORDS.values())
    + r")\b(?! (?:recipes?|dishes|meals?|food|options?|ideas?)\b)"
)


def others_diets(text: str) -> list[str]:
    """The diets of others the person cooks for, said in this chat: what this chat's recipes keep to."""
    said = [m["d"] for m in OTHERS_DIET.finditer(text.lower())]
    return [name for name, pattern in rs.DIET_WORDS.items() if any(re.fullmatch(pattern, d) for d in said)]


# An allergy to something no one eats: "I'm allergic to penicillin", "latex allergy here"
NON_FOOD_ALLERGY = re.compile(
    r"\b(?:allergic to|allergy to|allergies to|intolerant to) (?:\w+ )?(?P<x>penicillin|amoxicillin|antibiotics|"
    r"aspirin|ibuprofen|latex|pollen|dust(?: mites)?|cats?|dogs?|bee stings?|wasp stings?|grass|nickel|hay ?fever|"
    r"plasters|perfume|mould|mold)\b"
    r"|\b(?P<y>penicillin|latex|pollen|dust|cat|dog|bee sting|nickel|hay ?fever) allerg"
)


# A condition of someone the person cooks for, managed by what they eat: "I'm cooking for my mum who's diabetic"
OTHERS_CONDITION = re.compile(
    rf"\b(?:(?:my|our|the) (?:\w+ ){{0,2}}?(?:{PEOPLE_NOUNS})|(?:he|she|they))(?: who)?(?:'s| is| are| has| have|"
    r" was| were)(?: just| recently)?(?: been diagnosed with| got)?(?: a)? (?:type (?:1|2|one|two) |pre-?)?"
    r"(?P<c>diabet\w*|high cholesterol|high blood pressure|hypertens\w*)"
)
OTHERS_GOALS = {"diabet": ("manage blood sugar", "sugar down"), "high cholesterol": ("lower cholesterol",
                "saturated fat down"), "high blood": ("less salt", "salt down"), "hypertens": ("less salt", "salt down")}  # fmt: skip


def others_goals(text: str) -> list[tuple[str, str]]:
    """(goal, what it keeps down) for conditions of others said in this chat; this chat's recipes follow them."""
    said = [m["c"] for m in OTHERS_CONDITION.finditer(text.lower())]
    return [goal for key, goal in OTHERS_GOALS.items() if any(c.startswith(key) for c in said)]


# A meal the person does not eat, told: "I never eat breakfast" (a habit, not a request for one)
MEAL_SKIPPED = re.compile(
    r"\bi (?:never|don'?t|do not|rarely|hardly ever|usually don'?t|always skip|skip) (?:really |usually |ever )?"
    r"(?:eat |have |do )?(?P<meal>breakfast|lunch|brunch|dinner|supper)\b(?! (?:ideas?|recipes?))"
)


# A fussy eater at the table: "my toddler is a really fussy eater", "the kids won't eat anything green"
FUSSY = re.compile(
    r"\b(?:fussy|picky|faddy) (?:little )?eaters?\b|\bwon'?t eat anything\b|\b(?:so|really|very) (?:fussy|picky)\b"
)
# Not drinking, for now or for good: "I'm doing dry january", "I've stopped drinking", "I'm teetotal"
NOT_DRINKING = re.compile(
    r"\b(?:dry (?:january|july|month)|sober (?:october|for)|teetotal|tee-total|(?:not|stopped|quit|given up|giving up|"
    r"off the|laying off(?: the)?|no more) (?:drinking|booze|alcohol)|(?:don'?t|do not|no longer|can'?t) drink(?: alcohol)?\b)"
)


def not_drinking(text: str) -> bool:
    return bool(NOT_DRINKING.search(text.lower())) and not re.search(r"\b(?:he|she|they|my \w+) ", text.lower())


def broken_kit(text: str) -> list[str]:
    """The kit the person says is out of action ("my oven is broken at the moment"): left out of this chat's
    recipes, not saved."""
    said = text.lower()
    return [
        name for name, pattern in rs.EQUIPMENT_WORDS.items() if re.search(rf"\b(?:{pattern}){rs.OUT_OF_ACTION}", said)
    ]


def unheld_allergens(profile: Profile, text: str) -> list[str]:
    """The allergens a message names (anyone's, something to leave out, or a food the person reacts to)
    that memory does not hold as the person's allergies, as said."""
    if any(pattern.match(" ".join(text.lower().split())) for pattern in FITS_ASKED):
        return []  # "is soy sauce gluten free?" asks about the food; it keeps nothing out of this chat
    held = {normalize(v) for v in profile.allergies} | {name for v in profile.allergies for name in allergens_in(v)}
    # and what the person's own diet keeps out: "I'm gluten free" is their diet, not someone else's allergen
    held |= {name for v in profile.diets() + profile.safety_avoids for name in allergens_in(v)}
    named = allergens_avoided(text) | {m.allergen: m.value for m in allergies_to_ask(text)}
    # a condition is named by what it keeps out: "coeliac" keeps out gluten
    said_as = {name: name if CONDITION.search(said) else said for name, said in named.items()}
    return list(dict.fromkeys(said for name, said in said_as.items() if name not in held))


def _keeping_out(names: list[str], *, own: bool) -> str:
    listed = knowledge.listed(names)
    text = f"Got it — I'll keep **{listed}** out of everything I suggest in this chat."
    if not own:
        text += " It isn't your own allergy, so I haven't saved it to your memories."
    return text + " Tell me what you'd like to cook when you're ready."


def wants_recipe(text: str) -> bool:
    """A request for food in some sentence, not a statement that merely mentions eating or cooking
    ("I eat fish now", "heads up: I cook for two on weeknights")."""
    return any(_asks_for_food(sentence) for sentence in re.split(r"(?<=[.!?])\s+|\n+", text) if sentence.strip())


def _asks_for_food(sentence: str) -> bool:
    if not RECIPE_REQUEST.search(sentence):
        return False
    statement = re.match(r"^(?:[\w ]+: )?(?:actually |well |so |also )?(?:i|i'm|im|i am|we|we're|my|our)\b", sentence)
    if not statement or "?" in sentence:
        return True
    return bool(
        re.search(
            r"\b(?:hungry|starving|recipe|suggest|idea|ideas|what (?:should|can) i|need|please|"
            r"want|craving|fancy|in the mood|something (?:with|quick|easy|simple|light|that|to|for|i can)|feed me|"
            r"(?:don'?t|do not) know what|help)\b",
            sentence,
        )
    )


# --------------------------------------------------------------------------- follow-ups on what was shown


def follow_up(message: str, text: str, profile: Profile, state: State, request: rs.Request) -> Reply | None:
    if not (state.options or state.focus or state.plan):
        return None
    if (
        THANKS.search(text)
        and not any(
            p.search(text) for p in (ORDINAL, SHOW_IT, SHOPPING, ANOTHER, SWAP, SCALE_WORDS, RECIPE_NUTRITION, PLAN)
        )
        and "?" not in text
    ):
        return None  # "thanks, that's perfect" closes the recipe; it does not ask for it again
    if reply := _about_the_dish(text, request, profile, state):
        return reply
    if SERVES_ASKED.search(text) and (recipe := state.focus or (state.options[0] if state.options else None)):
        serves = state.servings if recipe == state.focus and state.servings else recipe.serves
        return Reply(
            "answer", f"**{recipe.name}** serves **{serves}**. Say “make it for 6” (or any number) to scale it."
        )
    if TIME_ASKED.search(text) and (recipe := state.focus or (state.options[0] if state.options else None)):
        hands_on = "all of it hands-on" if recipe.active >= recipe.total else f"{recipe.active} of them hands-on"
        return Reply("answer", f"**{recipe.name}** takes about **{recipe.total} minutes**, {hands_on}.")
    if SHOPPING.search(text):
        if state.plan and not state.focus_is_newer:
            return Reply("shopping_list", shopping_list(state.plan, profile, state.plan_servings, title="your week"))
        recipe = state.focus or (state.options[0] if state.options else None)
        if recipe:
            choice = rs.as_served(recipe, profile, state.said_before, servings=state.servings)
            if choice:
                return Reply("shopping_list", shopping_list([choice], profile, choice.serves, title=recipe.name))
    target = _referenced(text, state)
    scale = _servings_asked(text, state)
    if scale and (target or state.focus) and not request.foods and not request.meal:
        recipe = target or state.focus
        choice = rs.as_served(recipe, profile, state.said_before, servings=scale)
        if choice:
            return Reply("scale", f"Here it is for **{scale}**:\n\n" + format_recipe(choice, hint=False))
    if reply := _contains(text, state):
        return reply
    if (
        (state.focus or state.options)
        and (RECIPE_NUTRITION.search(text) or (nutrition.asked_nutrients(text) and THIS.search(text)))
        and (THIS.search(text) or not nutrition.find_food(text))
    ):
        recipe = target or state.focus or state.options[0]
        choice = rs.as_served(recipe, profile, state.said_before, servings=state.servings)
        if choice and (request.foods == [] or target):
            return Reply("recipe_nutrition", recipe_nutrition(text, choice))
    shown = [r for r in (state.options or [state.focus]) if r]
    if not target and ORDINAL.search(text) and len(text.split()) <= 6 and shown:
        # "the second one" when fewer were shown: say what was, not that it isn't about food
        named = knowledge.listed([f"**{r.name}**" for r in shown])
        return Reply("answer", f"I only showed you {named} — say “something else” for more ideas.")
    if target and (SHOW_IT.search(text) or ORDINAL.search(text) or len(text.split()) <= 6):
        servings = state.servings if target == state.focus else None
        choice = rs.as_served(target, profile, state.said_before, servings=servings)
        if choice:
            return Reply("recipe", _pick(message, ("Great choice.", "Here you go.", "Good pick.")) + "\n\n"
                         + format_recipe(choice))  # fmt: skip
    if (
        SUGGESTION_ASKED.match(text)
        and not request.is_specific()
        and (asked := next((m for m in reversed(state.said_before) if rs.parse_request(m).is_specific()), None))
    ):  # "I'm making a curry for 8 on saturday, two are vegetarian", then "what would you suggest?"
        return suggest(f"{asked} {message}", profile, state)
    if ANOTHER.search(text) or _only_constraints(request):
        # what was last asked for, not a remark since ("he hates courgettes btw", then "ok what else")
        # (a request, not a rule told: "don't suggest anything with pork" names no food wanted)
        said = list(state.said_before)
        at = next(
            (
                i
                for i in range(len(said) - 1, -1, -1)
                if wants_recipe(said[i].lower()) and not _only_another(said[i]) and not extract(said[i]).claims
            ),
            None,
        )
        # with what narrowed it since ("what can I make with tofu and rice?", "forget the tofu", then "what else?")
        narrowed = (
            [m.rstrip(" .!") + "." for m in said[at + 1 :] if _only_constraints(rs.parse_request(m))]
            if at is not None
            else []
        )
        asked = " ".join([said[at], *narrowed]) if at is not None else ""
        base = asked if _only_constraints(request) or not request.is_specific() else ""
        combined = f"{base} {message}" if base and not PLAN.search(base.lower()) else message
        return suggest(combined, profile, state, follow=True, more_only=_only_another(message))
    return None


def _held_back(recipe, faults) -> str:
    """ "My recipe for **Banana Oat Pancakes** uses eggs, so here it is with chia seeds instead (…); silken tofu
    (…) works too." """
    said = knowledge.listed([food for food, _ in faults])
    swaps = knowledge.listed([f"{options[0][0]} for the {food} ({options[0][1]})" for food, options in faults])
    also = [
        f"{options[1][0]} ({options[1][1]}) works for the {food} too" for food, options in faults if len(options) > 1
    ]
    also = also if len(faults) <= 2 else []  # (four swaps are enough to read; "what can I swap for …?" gives more)
    return f"My recipe for **{recipe.name}** uses {said}, so here it is with {swaps}" + (
        f"; {'; '.join(also)}." if also else "."
    )


SUGGESTION_ASKED = re.compile(
    r"^(?:so|ok|okay|and|well|hmm)?[,!]? ?(?:what (?:would|do|can|could|should) (?:you|i) (?:suggest|recommend|make|do)|"
    r"any (?:ideas|suggestions|thoughts)|ideas|suggestions|what do you think|thoughts|what do you reckon)(?: then)?[?.!]*$"
)


def _only_another(message: str) -> bool:
    """ "something else", "another?": more of what was asked before, naming nothing new."""
    return bool(ANOTHER.search(message.lower())) and not rs.parse_request(message).is_specific()


SERVES_ASKED = re.compile(
    r"\bhow many (?:does (?:it|this|that|the recipe) (?:serve|feed)|people (?:does (?:it|this|that) (?:serve|feed)|"
    r"is (?:it|this|that) for)|(?:servings|portions)(?: (?:does|is) (?:it|this|that))?)\b|\bserves how many\b|"
    r"\bhow many (?:will|would) (?:it|this|that) (?:serve|feed)\b"
)
TIME_ASKED = re.compile(
    r"\bhow long (?:does|will|would|do|did) (?:it|this|that|the recipe|this one|that one|they|these) (?:take|need)\b"
    r"|\bhow (?:long|much time) (?:is|does) (?:it|this|that)(?! (?:keep|last|stay))\b|\bhow quick is (?:it|this|that)\b"
    r"|^(?:and |so |ok )?(?:the |what'?s the )?(?:total |cooking |cook |prep )?time\??$"
)
ON_THE_SIDE = re.compile(
    r"\b(?:on the side|side dish(?:es)?|sides?|goes? (?:well )?with (?:it|this|that)|serve (?:it|this|that) with)\b"
)


def _about_the_dish(text: str, request: rs.Request, profile: Profile, state: State) -> Reply | None:
    """A question about the recipe just shown: can it be made without a piece of equipment, what goes with it."""
    if not (state.focus and re.search(r"\b(?:it|this|that|the recipe|this one|that one)\b", text)):
        return None
    recipe = state.focus
    if request.no_equipment and "?" in text and not (request.foods or request.meal or request.cuisines):
        used = set(recipe.equipment) & request.no_equipment
        if not used:
            kit = f"only needs the {' and the '.join(recipe.equipment)}" if recipe.equipment else "needs no cooking"
            return Reply("answer", f"Yes — **{recipe.name}** needs no {', '.join(sorted(request.no_equipment))}: "
                                   f"it {kit}.")  # fmt: skip
        return None  # it does need it: ideas without it follow
    if ON_THE_SIDE.search(text):
        if known := knowledge.answer(f"what goes with {recipe.name.lower()}", profile):  # the dish's main food
            return Reply("pairing", known[1])
        return Reply("pairing", f"**{recipe.name}** is a meal on its own; a green salad or some bread on the side "
                                "is all it needs.")  # fmt: skip
    return None


# "do any of these have nuts?", "does it contain dairy?", "is there garlic in the second one?"
CONTAINS = re.compile(
    r"\b(?:do|does|did|will|would|has|have)\b.*?\b(?:have|has|contain|contains|include|includes|use|uses|got)\b\s+"
    r"(?:any\s+)?(?P<x>[a-z][a-z -]{1,30}?)(?:\s+in (?:it|them|this|that|these|those)(?: one)?)?\s*\?*$"
    r"|\b(?:is|are) there (?:any )?(?P<y>[a-z][a-z -]{1,30}?) in (?:it|them|this|that|these|those|the \w+ one)\b"
)


def _contains(text: str, state: State) -> Reply | None:
    """Whether the recipes just shown hold a food: answered from their ingredients, never a new search."""
    match = CONTAINS.search(text)
    if not match or not re.search(r"\b(?:it|this|that|these|those|them|they|any of|one)\b", text):
        return None
    food = re.sub(r"^(?:an?|the|some)\s+", "", (match["x"] or match["y"]).strip())
    if food in ("it", "them", "that", "this") or not (state.focus or state.options):
        return None
    tool = next((name for name, pattern in rs.EQUIPMENT_WORDS.items() if re.fullmatch(pattern, food)), None)
    if ORDINAL.search(text) and (pointed := _referenced(text, state)):
        recipes = [pointed]  # "does the first one contain dairy?"
    elif state.focus and not re.search(r"\b(?:these|those|any of|them|they)\b", text):
        recipes = [state.focus]  # "does it use an oven?"
    else:
        recipes = state.options or [state.focus]  # "do any of these have nuts?"
    terms = cat.expand(food) or [food]
    found = [
        (r, [tool] if tool in r.equipment else [])
        if tool
        else (r, [i for i in r.ingredients if any(cat.mentions(i, t) for t in terms)])
        for r in recipes
        if r
    ]
    holding = [(r, lines) for r, lines in found if lines]
    if not holding:
        verb = "needs" if tool else "has"
        if len(found) == 1:
            return Reply("answer", f"No — **{found[0][0].name}** {verb} no {food}, going by the recipe.")
        return Reply("answer", f"No — none of them {verb} {food}, going by the recipes.")
    said = "; ".join(f"**{r.name}** ({', '.join(lines)})" for r, lines in holding)
    rest = [r.name for r, lines in found if not lines]
    tail = f" The others — {', '.join(rest)} — have none." if rest else ""
    return Reply("answer", f"Yes: {said}.{tail}")


def _only_constraints(request: rs.Request) -> bool:
    """A message that only narrows what came before ("without the oven", "make it vegetarian")."""
    return not (request.foods or request.cuisines or request.meal) and bool(
        request.no_equipment or request.without or request.diets or request.max_minutes or request.quick
        or request.easy or request.needs
    )  # fmt: skip


def _referenced(text: str, state: State) -> cat.Recipe | None:
    if state.plan and (day := re.search(r"\b(mon|tues|wednes|thurs|fri|satur|sun)day\b", text)):
        index = [d.lower()[: len(day.group(1))] for d in DAYS].index(day.group(1))
        return state.plan[index] if index < len(state.plan) else None
    if match := ORDINAL.search(text):
        word = match["word"] or match["word2"] or match["word3"]
        index = ORDINALS[word] if word else int(match["num"]) - 1
        return state.pick(index)
    pool = state.options or state.plan
    new_search = re.search(
        r"\b(?:something|anything|ideas?|recipes?|what about|how about|instead|another|other)\b", text
    )
    for recipe in [] if new_search else pool:
        words = [w for w in re.findall(r"[a-z]+", recipe.name.lower()) if len(w) > 3 and w not in ("with", "and")]
        if any(re.search(rf"\b{w}\b", text) for w in words) and not SHOPPING.search(text):
            hits = [
                r for r in pool if any(re.search(rf"\b{w}\b", text) for w in re.findall(r"[a-z]{4,}", r.name.lower()))
            ]
            if len(hits) == 1:
                return recipe
    if re.search(r"\b(?:that one|this one|that|it)\b", text) and state.focus:
        return state.focus
    return None


def _servings_asked(text: str, state: State) -> int | None:
    current = state.servings or (state.focus.serves if state.focus else None) or 2
    if re.search(r"\bdouble\b", text):
        return current * 2
    if re.search(r"\btriple\b", text):
        return current * 3
    if re.search(r"\bhalve\b|\bhalf\b", text):
        return max(1, current // 2)
    if re.search(r"\b(?:make it|scale|for|serves?|feed|feeding|people|guests|portions|servings)\b", text):
        return rs.parse_request(text).servings
    return None


# --------------------------------------------------------------------------- suggestions


def suggest(message: str, profile: Profile, state: State, *, follow: bool = False, more_only: bool = False) -> Reply:
    result = rs.search(profile, message, seen=state.seen if follow or ANOTHER.search(message.lower()) else ())
    for recipe, faults in result.held_back:  # "pancakes without eggs": the pancakes, and what stands in for the eggs
        if choice := rs.swapped_choice(recipe, profile, faults, result.request):
            return Reply("suggest", f"{_held_back(recipe, faults)}\n\n{format_recipe(choice)}")
    if not result.choices:
        blockers = ", ".join(result.blocked_by) or "what you avoid"
        return Reply("no_safe_recipe", (
            f"I couldn't find anything in my recipes that is safe with {blockers}. Tell me an ingredient you'd like "
            "to use and I'll work from that — or ask me about a swap for something you can't have."
        ))  # fmt: skip
    if more_only and all(c.recipe.name in state.seen for c in result.choices):
        # "what else?" with nothing else (a wish added, "without tofu", may well keep what was shown)
        shown = knowledge.listed([f"**{c.recipe.name}**" for c in result.choices])
        return Reply("no_more", (
            f"That's everything I have that fits — {shown}. Tell me what I can change (another meal, more time, "
            "other ingredients) and I'll look again."
        ))  # fmt: skip
    first, *others = result.choices
    opener = _pick(message, (
        "Here are a few ideas", "A few things you could make", "Some options for you", "Try one of these",
    ))  # fmt: skip
    asked = result.request
    dish = asked.unknown[0] if asked.unknown else None
    if dish and not mentions(dish, (DISH,)) and len(asked.foods) + len(asked.unknown) > 3:
        dish = None  # one food missed from a long list ("one of those" after the season's produce) goes unsaid
    if dish:  # a dish no recipe here is: said, then what is near it or what fits the rest
        of = "for" if mentions(dish, (DISH,)) else "with"  # a recipe for tiramisu, a recipe with jackfruit
        if result.near:
            opener = f"I don't have a recipe {of} **{dish}**, but these are close"
        elif asked.foods or asked.meal or asked.cuisines or asked.diets or asked.ways or asked.goals:
            opener = f"I don't have a recipe {of} **{dish}** — here's what I have that fits the rest of what you asked"
        else:
            return Reply("not_in_catalog", (
                f"I don't have a recipe {of} **{dish}** in my collection yet. Tell me an ingredient, a cuisine or a "
                "meal and I'll find you something close — or, if you're cooking it from another recipe, ask me "
                "about a swap or what's in it."
            ))  # fmt: skip
    lines = []
    if result.bent:
        lines.append(f"Heads up: {'; '.join(result.bent)}, so here's the closest safe option.")
        lines.append("")
    lines += [f"{opener}:", ""]
    for n, choice in enumerate(result.choices, 1):
        lines.append(f"{n}. **{choice.recipe.name}** — {summary(choice)}")
    lines += ["", format_recipe(first, hint=bool(others))]
    return Reply("suggest", "\n".join(lines))


def summary(choice: rs.Choice) -> str:
    r = choice.recipe
    n = r.per_serving
    return f"{r.cuisine.title()} {r.meal}, {r.total} min, {n.kcal:.0f} kcal and {n.protein_g:.0f} g protein a serving"


def _equipment(recipe: cat.Recipe) -> str:
    return ", ".join(recipe.equipment) if recipe.equipment else "no cooking"


def format_recipe(choice: rs.Choice, *, hint: bool = True) -> str:
    recipe = choice.recipe
    tags = f" · {', '.join(recipe.tags[:2])}" if recipe.tags else ""
    lines = [
        f"**{recipe.name}** — serves {choice.serves} · {recipe.total} min ({recipe.active} active) · "
        f"{_equipment(recipe)}{tags}",
        "",
        "**Ingredients**",
        "",
    ]
    lines += [f"- {line}" for line in choice.ingredients]
    lines += ["", "**Method**", ""]
    lines += [f"{n}. {step}" for n, step in enumerate(choice.steps, 1)]
    lines += ["", f"_Per serving: {recipe.per_serving.line()} (USDA data)._"]
    if choice.reasons:
        lines += ["", f"_Shaped by what I remember: {'; '.join(choice.reasons)}._"]
    if hint:
        lines += ["", "Say “the second one” to see another, “make it for four”, “what can I swap for …?” or "
                      "“shopping list”."]  # fmt: skip
    return "\n".join(lines)


# --------------------------------------------------------------------------- shopping, plans, swaps, nutrition


def shopping_list(recipes: list[cat.Recipe | rs.Choice], profile: Profile, servings: int | None, *, title: str) -> str:
    """What to buy for the recipes (or for recipes as already served, swaps and all)."""
    totals: OrderedDict[tuple[str, str | None], Fraction] = OrderedDict()
    loose: list[str] = []
    swapped: list[str] = []
    for recipe in recipes:
        choice = recipe if isinstance(recipe, rs.Choice) else rs.choice_for(recipe, profile, servings=servings)
        if not choice:
            continue
        for line in choice.ingredients:
            item = parse(line)
            if item.amount is None and "(instead of " in line:  # "chia seeds (instead of 2 eggs)": enough for that
                swapped.append(line)
                continue
            if item.amount is None:
                if item.food not in loose:
                    loose.append(item.food)
                continue
            food = nutrition.lookup(item.food)
            key = ((food.name if food and "instead of" not in item.food else item.food), item.unit)
            totals[key] = totals.get(key, Fraction(0)) + item.amount
    lines = [f"**Shopping list — {title}**" + (f" (for {servings})" if servings else ""), ""]
    for food, amount, unit in _combined(totals):
        lines.append(f"- {food}: {format_amount(amount, unit)}{' ' + _unit_word(unit, amount) if unit else ''}")
    lines += [f"- {line}" for line in swapped]
    if loose:
        lines.append(f"- to taste: {', '.join(loose)}")
    lines += ["", "_Check the cupboard for oils, spices and stock before you go._"]
    return "\n".join(lines)


TO_BASE = {"kg": ("g", 1000), "l": ("ml", 1000), "tsp": ("tbsp", Fraction(1, 3))}


def _combined(totals) -> list[tuple[str, Fraction, str | None]]:
    """One line per food: kilograms and grams, litres and millilitres, spoons added together."""
    merged: dict[tuple[str, str | None], Fraction] = {}
    for (food, unit), amount in totals.items():
        base, factor = TO_BASE.get(unit, (unit, 1)) if unit else (unit, 1)
        if unit == "tsp" and (food, "tbsp") not in totals:
            base, factor = unit, 1
        merged[(food, base)] = merged.get((food, base), Fraction(0)) + amount * factor
    out = []
    for (food, unit), amount in sorted(merged.items(), key=lambda kv: kv[0][0]):
        if unit in ("g", "ml") and amount >= 1000:
            amount, unit = amount / 1000, "kg" if unit == "g" else "l"
        out.append((food, amount, unit))
    return out


def _unit_word(unit: str, amount: Fraction) -> str:
    if unit in ("clove", "stick", "stalk", "sprig", "slice", "cup") and amount > 1:
        return unit + "s"
    return unit


DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def week_plan(message: str, profile: Profile, state: State) -> Reply:
    text = message.lower()
    days = 5 if re.search(r"\b(?:weeknights?|weekdays?|work ?week|five|5)\b", text) else 7
    meal = "lunch" if re.search(r"\blunch(?:es)?\b", text) else "dinner"
    request = rs.parse_request(message)
    request.meal = meal
    request.max_minutes = request.max_minutes or rs.kitchen_of(profile).max_minutes or 60  # weeknight cooking
    result = rs.search(profile, message, limit=40, request=request)
    picked: list[rs.Choice] = []
    cuisines: dict[str, int] = {}
    for choice in result.choices:
        key = choice.recipe.cuisine
        if cuisines.get(key, 0) >= 2 or any(_same_main(choice.recipe, p.recipe) for p in picked):
            continue
        picked.append(choice)
        cuisines[key] = cuisines.get(key, 0) + 1
        if len(picked) == days:
            break
    for choice in result.choices:  # fill up if variety ran out
        if len(picked) >= days:
            break
        if choice not in picked:
            picked.append(choice)
    if not picked:
        return Reply(
            "no_safe_recipe", "I couldn't plan a week: nothing in my recipes is safe with everything you avoid."
        )
    return _plan_reply(picked, meal, profile)


def _plan_reply(picked: list[rs.Choice], meal: str, profile: Profile, *, changed: str = "") -> Reply:
    servings = picked[0].serves
    lines = [changed or f"Here's a plan for {len(picked)} {meal}s, each for {servings}:", ""]
    for day, choice in zip(DAYS, picked, strict=False):
        lines.append(f"- **{day}:** **{choice.recipe.name}** — {summary(choice)}")
    reasons = sorted({r for c in picked for r in c.reasons if "instead of" not in r})
    if reasons:
        lines += ["", f"_Shaped by what I remember: {'; '.join(reasons[:6])}._"]
    lines += ["", shopping_list([c.recipe for c in picked], profile, servings, title="your week")]
    lines += ["", "Ask for “the Tuesday one” or “the third one” to see a recipe in full."]
    return Reply("week_plan", "\n".join(lines))


# One day of a plan changed: "swap tuesday for something with halloumi", "change friday to a curry"
PLAN_DAY_CHANGED = re.compile(
    r"\b(?:swap|change|replace|switch|redo)\b.*\b(?P<day>mon|tues|wednes|thurs|fri|satur|sun)day\b"
    r"|\b(?P<day2>mon|tues|wednes|thurs|fri|satur|sun)day\b.*\b(?:something else|something different|instead)\b"
)


def plan_day_changed(text: str, profile: Profile, state: State) -> Reply | None:
    """The plan shown again with one day's dinner replaced by what the message asks for (or anything else)."""
    if not state.plan or not (said := PLAN_DAY_CHANGED.search(text)):
        return None
    index = next(i for i, day in enumerate(DAYS) if day.lower().startswith(said["day"] or said["day2"]))
    if index >= len(state.plan):
        return None
    wish = re.sub(r"^.*?\b(?:for|with|to|into)\b\s*", "", text) if re.search(r"\b(?:for|with|to|into)\b", text) else ""
    meal = state.plan[0].meal
    planned = tuple(r.name for r in state.plan)
    found = rs.search(profile, f"{wish} {meal}", seen=planned, limit=8).choices
    new = next((c for c in found if c.recipe.name not in planned), None)
    if wish and found and found[0].recipe.name in planned:  # the best fit for what is asked is on another day
        on = DAYS[planned.index(found[0].recipe.name)]
        return Reply("answer", f"**{found[0].recipe.name}** is already in the plan, on **{on}** — it's the best fit I "
                               f"have for that. Want something else for {DAYS[index]}?")  # fmt: skip
    if new is None:
        return Reply("no_safe_recipe", f"I couldn't find another safe {meal} for {DAYS[index]} that fits that.")
    picked = [rs.choice_for(r, profile, servings=state.plan_servings) for r in state.plan]
    picked[index] = rs.choice_for(new.recipe, profile, servings=state.plan_servings) or new
    if any(c is None for c in picked):
        return None
    changed = f"Done — **{DAYS[index]}** is now **{new.recipe.name}**. Here's the week:"
    return _plan_reply(picked, meal, profile, changed=changed)


# A meal of courses for an occasion: "help me plan the menu", "a three-course dinner for eight"
MENU = re.compile(
    r"\b(?:plan|planning|put together|help|make|create|suggest|write|need|sort|ideas? for|pick)\b.*\bmenu\b|"
    r"\bmenu (?:for|ideas?)\b|\b(?:three|3|two|2|four|4)[- ]course\b"
)
# An occasion being cooked for, told: "we're doing a Christmas dinner for twelve this year!"
OCCASION_TOLD = re.compile(
    r"\b(?:we'?re|i'?m|we are|i am|we'?ll be|i'?ll be) (?:\w+ )?(?:doing|hosting|having|cooking|making|throwing|putting on|"
    r"doing the food for)\b|\bhaving (?:people|friends|family|guests|\w+) (?:over|round|around)\b"
)
# (course, what is asked for it, its meal, the tags that suit it best): a main for guests is one that serves a table
COURSES = (("to start", "a light soup or salad", "lunch", ("soup", "salad")),
           ("the main", "a dinner", "dinner", ("family", "comfort food", "make-ahead", "roasting", "baking")),
           ("to finish", "a dessert", "dessert", ()))  # fmt: skip


def menu(message: str, profile: Profile, state: State) -> Reply:
    """A starter, a main and a dessert that are safe for the person, for the number of guests said now or just before."""
    guests = rs.parse_request(message).servings or rs.parse_request(state.last_request).servings
    picked: list[rs.Choice] = []
    for _, asked, meal, tags in COURSES:
        request = rs.parse_request(f"{message} {asked}")
        request.meal = meal
        found = rs.search(profile, asked, limit=12, request=request).choices
        fitting = [c for c in found if not tags or set(tags) & set(c.recipe.tags)] or found
        choice = next((c for c in fitting if all(c.recipe.name != p.recipe.name for p in picked)), None)
        if choice is None:
            return Reply("no_safe_recipe", "I couldn't put a menu together: nothing in my recipes fits every course.")
        picked.append(choice)
    lines = [f"Here's a menu{f' for {guests}' if guests else ''}:", ""]
    for number, ((course, *_), choice) in enumerate(zip(COURSES, picked, strict=True), start=1):
        lines.append(f"{number}. **{choice.recipe.name}** — {course}: {summary(choice)}")
    reasons = sorted({r for c in picked for r in c.reasons if "instead of" not in r})
    if reasons:
        lines += ["", f"_Shaped by what I remember: {'; '.join(reasons[:6])}._"]
    scale = f", then “make it for {guests}” to scale it" if guests else ""
    lines += ["", f"Say “the second one” to see a recipe in full{scale}."]
    return Reply("menu", "\n".join(lines))


MAINS = (
    "chicken",
    "beef",
    "pork",
    "lamb",
    "turkey",
    "salmon",
    "cod",
    "tuna",
    "prawns",
    "shrimp",
    "tofu",
    "tempeh",
    "chickpeas",
    "lentils",
    "black beans",
    "paneer",
    "halloumi",
    "eggs",
    "mussels",
)


def _same_main(a: cat.Recipe, b: cat.Recipe) -> bool:
    def main(recipe):
        return next((m for m in MAINS if any(cat.mentions(i, m) for i in recipe.ingredients[:3])), recipe.name)

    return main(a) == main(b)


def swap_answer(text: str, profile: Profile, state: State) -> Reply | None:
    known = sorted(cat.substitution_table(), key=len, reverse=True)
    # "can I use butter instead of oil?": what is replaced comes after "instead of"
    replaced = re.search(r"\b(?:instead of|in place of|rather than)\s+(?P<rest>.+)$", text)
    norm = " " + normalize(replaced["rest"] if replaced else text) + " "
    food = next((k for k in known if f" {k} " in norm), "")
    if not food:
        match = re.search(r"(?:for|of|replace|swap|substitute)\s+(?:the |my |some |any |a |an )?(?P<food>[a-z][a-z\- ]{1,30}?)"
                          r"(?=\?|[,.!]| in | with | for | on |$)", text)  # fmt: skip
        food = match["food"].strip() if match else ""
    options = cat.substitutes_for(food) if food else ()
    if not options:
        return None
    diets = profile.diets()
    allowed = [(o, note) for o, note in options if rs.food_is_allowed(o, profile, diets)]
    dropped = [o for o, _ in options if (o, _) not in allowed]
    lines = [f"Instead of **{food}**, try:", ""]
    lines += [f"- **{o}** — {note}" for o, note in allowed] or ["- nothing in my table is safe for you here"]
    recipe = state.focus
    if recipe and any(cat.mentions(i, food) for i in recipe.ingredients) and allowed:
        lines += ["", f"In the **{recipe.name}**, use {allowed[0][0]} in place of the {food}."]
    if dropped:
        lines += ["", f"_Left out because of what I remember about you: {', '.join(dropped)}._"]
    return Reply("swap", "\n".join(lines))


# Two things just told apart, asked of again: "can I swap one for the other?", "are they interchangeable?"
ONE_FOR_THE_OTHER = re.compile(
    r"\b(?:one|them|it|either) (?:for|instead of|in place of|with) (?:the other|each other)\b|\binterchangeabl\w*\b|"
    r"\b(?:swap|switch|substitute|sub|replace) (?:them|it|one)\b|\buse (?:either|one or the other|them the same)\b"
)
# The same question again, of something else: "and in a banana?", "what about 100 g of rice?"
ELLIPTICAL = re.compile(
    r"^(?:and|what about|how about|ok and|and what about)\s+(?:in |for )?(?P<rest>[\w' -]{2,40}?)\s*\??$"
)
# A food judged as a whole: "is pasta bad for you?", "is it ok to eat eggs every day?", "which is healthier …"
JUDGED = re.compile(
    r"\b(?:bad|good|healthy|unhealthy|fattening) for (?:you|me|us)\b|\bhealthier\b|\bunhealthy\b|\bfattening\b|"
    r"\b(?:ok|okay|fine|safe|healthy|bad) to (?:eat|have)\b.*\b(?:every|each|a|per) (?:day|week)\b|\bbetter for you\b"
)


def nutrition_answer(text: str, profile: Profile, state: State) -> Reply | None:
    judged = JUDGED.search(text)
    if (
        not nutrition.asked_nutrients(text)
        and not judged
        and not re.search(r"\bnutrition|\bmacros\b|\bhealthy\b", text)
    ):
        return None
    if THIS.search(text) and state.focus:
        return None  # about the recipe just shown: follow_up answers it
    if wants_recipe(text) and not re.search(r"\bhow (?:much|many)\b", text):
        return None  # "vegan protein ideas that aren't tofu?" asks for dishes, not a food's numbers
    # asked as a question, or as a label: "protein in peanut butter", "fat content of avocado"
    if not (
        re.search(r"\?|\bhow (?:much|many)\b|\bis\b|\bdoes\b|\bwhat(?:'s| is)\b|\btell me\b", text)
        or NUTRIENT_OF.match(text)
    ):
        return None
    answer = nutrition.food_answer(text)
    if answer is None:
        return _dish_nutrition(text, profile)
    if judged:
        answer = (
            "No single food is healthy or unhealthy on its own — it's how much, how often and what it's eaten with. "
            "Here are the numbers to judge by:\n\n" + answer
        )
    return Reply("nutrition", answer)


def _dish_nutrition(text: str, profile: Profile) -> Reply | None:
    """ "how much protein is in a chickpea curry?": a dish the nutrition table lacks, answered from a recipe of it."""
    dishes = [m.text for m in mentions(text, (DISH,))]
    if not dishes:
        return None
    wanted = [normalize(word) for word in dishes[-1].split()]
    found = rs.search(profile, dishes[-1], limit=3)
    for choice in found.choices:
        named = [normalize(word) for word in choice.recipe.name.split()]
        # a recipe of that dish, not merely like it (word by word, spellings aside: "lasagne" is "Classic Lasagna")
        if all(any(w == n or (len(w) >= 6 and w[:6] == n[:6]) for n in named) for w in wanted):
            return Reply("recipe_nutrition", (
                f"It depends on the recipe; here is mine for {dishes[-1]}.\n\n" + recipe_nutrition(text, choice)
            ))  # fmt: skip
    return None


def recipe_nutrition(text: str, choice: rs.Choice) -> str:
    n = choice.recipe.per_serving
    asked = nutrition.asked_nutrients(text) or ["kcal", "protein_g", "carbs_g", "fat_g", "fibre_g"]
    lines = [f"**{choice.recipe.name}**, per serving (USDA data, as written for {choice.recipe.serves}):", ""]
    for key in asked:
        label, unit = nutrition.LABELS[key]
        level = nutrition.tag(n, key)
        lines.append(f"- **{label.capitalize()}:** {getattr(n, key):.0f} {unit} — {level} for one meal")
    return "\n".join(lines)


# --------------------------------------------------------------------------- talk


CAN_DO = (
    "I can suggest recipes, plan your week, swap ingredients and look up nutrition — and I'll remember your tastes "
    "and allergies if you tell me."
)


def greeting(message: str, profile: Profile) -> str:
    if profile.is_empty():
        return _pick(message, (
            "Hi! I'm Mise, your cooking coach. Tell me what you love or can't stand, any allergies or diet, and "
            "ask me for a recipe whenever you're hungry.",
            f"Hello! I'm Mise. {CAN_DO}",
        ))  # fmt: skip
    known = profile.cuisines[:1] or profile.likes[:1]
    idea = f" Fancy something {known[0]}?" if known else " What are you in the mood for?"
    return _pick(message, ("Hi again!", "Hello!", "Hey!")) + idea


def off_topic(message: str, profile: Profile) -> str:
    ideas = []
    if profile.cuisines:
        ideas.append(f"“a quick {profile.cuisines[0]} dinner”")
    if profile.likes:
        ideas.append(f"“how much protein is in {profile.likes[0]}?”")
    ideas += ["“something quick with chickpeas”", "“plan my dinners for the week”"]
    return _pick(message, (
        "I can only help with cooking and food, so I'll leave that one.",
        "That's outside my kitchen — I can only help with cooking and food.",
        "I'm a cooking coach, so I can only help with cooking and food.",
    )) + f" You could ask me {ideas[0]} or {ideas[1]}."  # fmt: skip


def _one_kind_asked(text: str, profile: Profile) -> Reply | None:
    """What memory holds of the one kind a question names, or that it holds nothing of it yet."""
    if not (ASKED_OF_MEMORY.search(text) or text.endswith("?")) or wants_recipe(text):
        return None  # "what can I make if I don't like fish?" asks for food
    kind = next((k for k, pattern in ONE_KIND.items() if re.search(pattern, text)), None)
    if kind is None:
        return None
    value = getattr(profile, ATTRIBUTE[kind])
    values = [value] if isinstance(value, str) else value or []
    title = rules.CATEGORY[kind].title
    if not values:
        return Reply("about_me", f"Nothing under **{title}** yet — tell me and I'll remember it.")
    return Reply("about_me", f"**{title}:** {', '.join(values)}.\n\nCorrect me any time, or edit it under **Memory**.")


# What memory holds of one thing: "what do you remember about halloumi?", "have you saved anything about nuts?"
ABOUT_THING = re.compile(
    r"\b(?:what do you|do you|what have you|have you|did you) (?:remember|recall|have (?:saved|stored|noted|on file)|"
    r"know about me and|saved?|store|note|keep|kept|got (?:saved|down)) (?:anything )?(?:about|on|re|regarding|for) "
    r"(?!(?:me|myself|us|my|our|what|that|this|it)\b)(?P<x>[\w' -]{2,40}?)[?.! ]*$"
)


def _one_thing_asked(text: str, profile: Profile) -> Reply | None:
    if not (match := ABOUT_THING.search(text)):
        return None
    thing = rules.normalize(re.sub(r"^(?:the|a|an|some) ", "", match.group("x")))
    held = [f"**{title}:** {v}" for title, values in _held(profile) for v in values if _same_thing(thing, v)]
    said = match.group("x").strip()
    if not held:
        return Reply("about_me", f"I don't have anything saved about **{said}**. Tell me if it's a favourite, something you avoid "
                                 "or an allergy, and I'll remember.")  # fmt: skip
    lines = [f"Here's what I have about **{said}**:", "", *(f"- {h}" for h in held)]
    return Reply("about_me", "\n".join([*lines, "", "Correct me any time, or edit it under **Memory**."]))


def _same_thing(thing: str, value: str) -> bool:
    held = rules.normalize(value)
    return bool(thing and held) and bool(
        re.search(rf"\b{re.escape(thing)}\b", held) or re.search(rf"\b{re.escape(held)}\b", thing)
    )


def describe(profile: Profile) -> str:
    if profile.is_empty():
        return (
            "I don't know anything about you yet. Tell me what you like, what you avoid, any allergies or "
            "your diet, and I'll remember it — you can see and edit everything under **Memory**."
        )
    lines = ["Here's what I know about you:", ""]
    for title, values in _held(profile):
        if values:
            never = " (I never suggest these)" if title == "Allergies" else ""
            lines.append(f"- **{title}:** {', '.join(values)}{never}")
    lines.append("\nCorrect me any time, or edit it all under **Memory**.")
    return "\n".join(lines)


def _held(profile: Profile) -> list[tuple[str, list[str]]]:
    """(title, values) of everything memory holds, in the order the Memory page shows it."""
    groups = [("Allergies", profile.allergies), ("Must avoid", profile.safety_avoids)]
    for category in rules.DISPLAY_ORDER:
        if category != rules.ALLERGY:
            value = getattr(profile, ATTRIBUTE[category])
            groups.append((rules.CATEGORY[category].title, [value] if isinstance(value, str) else value or []))
    return groups


# --------------------------------------------------------------------------- after tool calls


def _with_results(profile: Profile, results: list[dict]) -> Profile:
    """The profile as it is after this turn's saves and forgets."""
    updated = Profile(**{k: (list(v) if isinstance(v, list) else v) for k, v in vars(profile).items()})
    for result in results:
        if result.get("name") != "save_user_memory" or not result.get("ok"):
            continue
        category, value = result.get("category"), result.get("value")
        attribute = "allergies" if category == rules.ALLERGY else ATTRIBUTE.get(category)
        target = getattr(updated, attribute) if attribute and category != rules.DIET else None
        if category == rules.DIET:
            updated.diet = value
        elif target is not None and value not in target:
            target.append(value)
        if result.get("protected") and category == "abstract_dislike" and value not in updated.safety_avoids:
            updated.safety_avoids.append(value)
    return updated


def after_tools(
    message: str, profile: Profile, results: list[dict], state: State | None = None, stated: str = ""
) -> Reply:
    """The reply once the tools ran; `stated` is the evidence of the saves just made (the words they
    came from), which are a statement, not a request."""
    # a liking gone off is saved as a dislike and takes back a like; with no like held, that is no news
    saved = {
        rules.normalize(r.get("value") or "") for r in results if r.get("name") == "save_user_memory" and r.get("ok")
    }
    # what the fast path saved from this message and this reply's own saves did not repeat
    results = [
        *(
            {"name": "save_user_memory", "ok": True, "category": category, "value": value}
            for category, value in profile.just_saved
            if rules.normalize(value) not in saved
        ),
        *results,
    ]
    saved |= {rules.normalize(value) for _, value in profile.just_saved}
    # a forget asked beside a save that took its place ("scrap the cooks for 3, it's 4 now") found nothing left: no news
    replaced = [
        (r.get("category"), r.get("value") or "")
        for r in results
        if r.get("name") == "save_user_memory" and r.get("ok")
    ]
    # a taste that changed ("I've come round to fennel") takes back a dislike that may never have been said
    asked = any(FORGET.match(s.strip(" .!?")) for s in re.split(r"(?<=[.!?,])\s+|\n+", message.lower()))
    over_limit = [r.get("value") for r in results if r.get("code") == "turn_limit" and r.get("value")]
    parts = [
        _acknowledge(r, asked_to_forget=asked)
        for r in results
        if not (
            _found_nothing(r)
            and (
                rules.normalize(r.get("value") or "") in saved
                or any(
                    category == r.get("category") and rules.takes_the_place_of(category, value, r.get("value") or "")
                    for category, value in replaced
                )
            )
        )
        and r.get("code") != "turn_limit"
    ]
    parts = [p for p in parts if p]
    if over_limit:  # said once, naming what waits: "… tell me **30 minutes** again in your next message"
        parts.append(
            f"I save at most {rules.MAX_SAVES_PER_TURN} things from one message, so **{knowledge.listed(over_limit)}** "
            "isn't saved yet — tell me again in your next message and I'll keep it."
        )
    updated = _with_results(profile, results)
    recalled = [r for r in results if r.get("name") == "recall_memories"]
    kind = "recall" if recalled else "acknowledge"
    if recalled:
        parts.append(_recall_answer(recalled[-1]))
    elif _asks_besides(message.lower(), stated.lower()):
        follow = answer(message, updated, state=state or State())
        parts.append(follow.text)
        kind = follow.kind
    elif (
        (asked := QUESTION_BESIDES.search(message.lower().strip()))
        and (follow := answer(asked["asked"], updated, state=state or State())).kind in ANSWERS_BESIDES
    ):  # "hi! I'm vegetarian and gluten free, what can you do?": the saves, then the answer to the question
        parts.append(CAN_DO if follow.kind == "greeting" else follow.text)
        kind = follow.kind
    elif (others := unheld_allergens(updated, message.lower())) and not allergies_to_ask(message.lower()):
        # "we're a family of five and my youngest is allergic to eggs": the household saved, the eggs kept out
        parts.append(
            f"I'll keep **{knowledge.listed(others)}** out of everything I suggest in this chat too — it isn't your own "
            "allergy, so I haven't saved it to your memories."
        )
    return Reply(kind, "\n\n".join(parts) or "Done.")


def _asks_besides(text: str, stated: str = "") -> bool:
    """Does a message that also stated something ask for food ("I'm allergic to peanuts. pad thai please")?
    A food named only to say how one feels about it ("Olives? No thank you.") is part of the statement."""
    for sentence in (s for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()):
        if FORGET.match(sentence.strip(" .!?")) or STANDING.match(sentence.strip().lower()):
            continue  # "forget that I love feta", "can you stop suggesting anchovies?" name a food to keep it out
        if PLAN.search(sentence) or (EXPLICIT_REQUEST.search(sentence) and wants_recipe(sentence)):
            return True
        first_person = re.match(
            r"^(?:[\w ]+: )?(?:actually |well |so |also )?(?:i|i'm|im|i am|we|we're|my|our)\b", sentence
        )
        request = rs.parse_request(sentence)
        if not first_person and (request.foods or request.cuisines) and not (stated and sentence in stated):
            return True
    return False


def _acknowledge(result: dict, *, asked_to_forget: bool = True) -> str:
    name, code = result.get("name"), result.get("code", "")
    value = result.get("value") or ", ".join(result.get("values", [])) or "that"
    if name == "save_user_memory":
        if result.get("ok"):
            kind = rules.CATEGORY[result["category"]].chip if result.get("category") in rules.CATEGORY else "memories"
            if result.get("category") == "allergy":
                return f"Noted — you're allergic to **{value}**. I'll never suggest it, and I'll keep that safe."
            return _pick(value, (f"Got it — I'll remember **{value}** ({kind}).",
                                 f"Noted: **{value}** ({kind}).", f"Saved — **{value}** ({kind})."))  # fmt: skip
        if code == "learning_off":
            return "Learning is switched off, so I didn't save that. You can turn it back on under **Memory**."
        if code == "needs_confirmation":  # "That would replace a safety fact (…). Say yes to confirm …"
            return result.get("message", "That would replace a safety fact. Say yes to confirm.")
        return f"I couldn't save that: {result.get('message', 'it was refused')}"
    if name == "forget_user_memory":
        if result.get("ok"):
            return f"Done — I've forgotten **{value}**."
        if code == "needs_confirmation":
            return (
                f"**{value}** is a safety fact (like an allergy). Are you sure you want me to forget it? "
                "Reply **yes** to confirm, or anything else to keep it."
            )
        if code == "confirmed":
            return (
                f"You confirmed **{value}** yourself, so I can't remove it from chat — you can delete it under "
                "**Memory** settings."
            )
        if code == "not_found":
            if not asked_to_forget and result.get("value"):  # a change told, with nothing held before it
                if result.get("category") in (rules.DISLIKE, None, ""):  # "I've started eating eggs"
                    return f"Good to know — **{value}** is on the menu, then."
                if result.get("category") in (rules.DIET, rules.DIETARY_GOAL, rules.COOKING_STYLE, rules.LIKE):
                    return f"Got it — I won't plan around **{value}** any more."
            return "I don't have anything like that in memory, so there's nothing to forget."
        return f"I couldn't forget that: {result.get('message', 'it was refused')}"
    return ""


def _found_nothing(result: dict) -> bool:
    return result.get("name") == "forget_user_memory" and result.get("code") == "not_found"


def _recall_answer(result: dict) -> str:
    hits = result.get("hits") or []
    if not hits:
        return "I don't find anything about that in our past conversations."
    # what the person said (or what was learned from it) first; the coach's own replies only if nothing else
    theirs = [h for h in hits if not (h.get("text") or "").startswith("Mise: ")]
    lines = ["Here's what I found from before:", ""]
    for hit in (theirs or hits)[:5]:
        when = (hit.get("created_at") or "")[:10]
        text = " ".join((hit.get("text") or "").split())
        text = "I said: " + text.removeprefix("Mise: ") if text.startswith("Mise: ") else text
        if len(text) > 160:  # one line each: a recipe shown in full is its first words
            text = text[:157].rsplit(" ", 1)[0] + "…"
        lines.append(f"- {text}" + (f" _({when})_" if when else ""))
    return "\n".join(lines)
