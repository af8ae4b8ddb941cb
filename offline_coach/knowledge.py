"""What the offline coach knows beyond its recipes (data/kitchen_notes.yaml): what goes with a food
("what herbs go with lamb?"), how long food keeps ("how long does cooked rice last in the fridge?"), how
to cook a basic ("how do I cook quinoa?"), how to tell it is cooked, how to rescue a dish gone wrong ("my
sauce is too salty"), what is in season, and everyday guidance ("how much protein do I need a day?").
Pairings are filtered through the person's allergies, dislikes and diet like every suggestion."""

from __future__ import annotations

import functools
import re
from datetime import date
from pathlib import Path

import yaml

from memory.rules import normalize
from offline_coach import catalog as cat
from offline_coach import search as rs
from offline_coach.profile import Profile

NOTES_PATH = Path(__file__).with_name("data") / "kitchen_notes.yaml"

PAIRING = re.compile(
    r"\b(?:what|which) (?:\w+ ){0,2}(?:go(?:es)?|pairs?|works?|tastes? good|is good|are good) (?:well |best |nicely |great )?with\b"
    r"|\bwhat (?:should|can|could|do) (?:i|we) (?:serve|have|eat|pair) (?:\w+ )?with\b|\bwhat to (?:serve|have|pair) with\b"
    r"|\b(?:herbs?|spices?|sides?|side dish(?:es)?|flavou?rs?|seasonings?|sauces?) (?:for|to (?:go |serve )?with|that go with|"
    r"to pair with)\b|\bhow (?:should|do|can) i (?:season|flavou?r|jazz up|spice up)\b"
    # a drink asked for by what it goes with: "recommend a wine for steak", "best beer with curry?"
    r"|\b(?:wines?|beers?|ciders?|drinks?|reds?|whites?)\b(?: [\w-]+){0,2} (?:for|with|to go with|alongside)\b"
    r"|\bwhat (?:herbs?|spices?|seasonings?|flavou?rs?) (?:go|goes|should go|do i put|to put|belong) in(?:to)?\b"
)
STORAGE = re.compile(
    r"\bhow long (?:does|do|will|can|is|are|should|would)\b.*\b(?:keep|last|stay|good|fresh|safe|store|stored|kept|"
    r"fridge|freezer)\b|\bcan (?:i|you|we) (?:re)?freeze\b|\b(?:is it (?:safe|ok|okay|fine) to|should i|do you) (?:re)?freeze\b|"
    r"\b(?:is it (?:safe|ok|okay|fine) to|can (?:i|you|we)(?: still)?|should i) (?:eat|use|freeze)\b"
    r"(?=.*\b(?:(?:\d+|a few|a couple of|two|three|four|five) (?:days?|weeks?)|old|leftovers?|left out|overnight|fridge|"
    r"freezer|reheat\w*|frozen)\b)"
)
# A drink to go with a food: "what wine goes with steak?"
DRINK = re.compile(r"\b(?:wine|red|white|rosé|rose|beer|cider|drink|drinks)\b")
# Keeping a dish from going wrong: "tips for not burning garlic", "how do I stop my rice sticking?"
PREVENT = re.compile(
    r"\b(?:how (?:do|can|should|would) (?:i|you|we) (?:stop|avoid|prevent|keep)|how (?:not )?to (?:stop|avoid|prevent|keep)|"
    r"how not to|tips? (?:for|on) (?:not|avoiding|preventing|stopping)|(?:stop|avoid|prevent|keep) (?:\w+ ){0,3}from|"
    r"without (?:it )?(?:burning|sticking|going|getting|drying))\b.*?\b(?P<what>burn\w*|scorch\w*|catch\w*|stick\w*|stuck|"
    r"soggy|dry(?:ing)?(?: out)?|tough|chewy|rubbery|split\w*|curdl\w*|mushy|going to mush|overcook\w*|"
    r"smok\w*(?: alarm)?)"
)
# The same asked of what the message before told: "ugh I burnt the rice again", then "how do I stop that happening?"
PREVENT_THAT = re.compile(
    r"\b(?:how (?:do|can|should|would) (?:i|you|we) (?:stop|avoid|prevent)|how (?:not )?to (?:stop|avoid|prevent)|"
    r"any tips (?:for|on) (?:stopping|avoiding|preventing)) (?:that|it|this)(?: (?:from )?happening)?(?: again| next time)?\b"
    r"|\bhow (?:do|can) i (?:not do that|avoid that) (?:again|next time)\b"
)
PREVENTED = {"burn": "burning", "scorch": "burning", "catch": "burning", "overcook": "burning", "stick": "sticking", "stuck": "sticking",
             "soggy": "soggy", "dry": "drying out", "tough": "toughening", "chewy": "toughening",
             "rubbery": "toughening", "split": "splitting", "curdl": "splitting", "mushy": "going mushy",
             "going to mush": "going mushy", "smok": "burning"}  # fmt: skip
# A basic asked for in a form of its own ("pancakes without eggs", "vegan pastry"): a recipe question, not the basic
ADAPTED = re.compile(r"\b(?:without|no|egg[- ]?free|dairy[- ]?free|gluten[- ]?free|vegan|vegetarian|plant[- ]based)\b")
FREEZING = re.compile(r"\bfreez\w*|\bfrozen\b")
LEFT_OUT = re.compile(r"\bleft out\b|\bovernight\b|\broom temperature\b|\bon the (?:side|counter|worktop)\b")
SEASON = re.compile(r"\b(?:in season|seasonal|season(?:'s)? (?:produce|veg\w*|fruit))\b")
SEASONS = {"spring": "spring", "summer": "summer", "autumn": "autumn", "fall": "autumn", "winter": "winter"}
MONTHS = {month: ("winter", "spring", "summer", "autumn")[number % 12 // 3] for number, month in enumerate(
    "january february march april may june july august september october november december".split(), start=1)}  # fmt: skip
HOW_TO = re.compile(
    r"\bhow (?:do|should|can|would|to) (?:i |you |we )?(?:make|cook|boil|poach|roast|do|prepare)\b|"
    r"\bhow long (?:do|should|does|to|would|can) (?:i |you |we )?(?:boil|cook|roast|poach|simmer|steam|make)\b|"
    r"\bteach me (?:how )?to (?:make|cook)\b|\bbest way to (?:make|cook)\b|"
    # "how long do sausages take?", "how long for a jacket potato in the oven?"
    r"\bhow long (?:does|do|will|would|should) (?:a |an |the |my |some )?(?:[\w-]+ ){1,3}?(?:take|need|cook|bake|roast)\b|"
    r"\bhow long for (?:a |an |the |my )?\w+"
)
DONE = re.compile(
    r"\b(?:when|whether|if|how (?:do|can) (?:i|you) (?:know|tell)|how to tell)\b.*\b(?:cooked|done|ready|safe to eat)\b|"
    r"\bwhat temperature\b|\binternal temp\w*\b|\bis (?:it|my \w+) (?:cooked|done)\b"
)
# What went wrong with a dish: "my sauce is too salty", "how can I make my curry less spicy", "the gravy split"
FIX = re.compile(
    r"\b(?:too|over(?:ly)?|way too|really|so|less|not so|not as|going|getting|turning|turns? out|turned out|comes? out|came out|always|"
    r"keeps? (?:going|getting|coming out))[ -](?P<what>salty|spicy|hot|sweet|sour|acidic|sharp|bland|thin|runny|watery|thick|"
    r"gloopy|sticky|gluey|clumpy|mushy|soggy|stodgy|tough|chewy|rubbery|dry)\b|\b(?P<split>split|curdled|separated|broke|"
    r"burnt|burned|caught)\b|\b(?P<sticks>stick(?:s|ing)? to (?:the|my) (?:pan|pot|tray|wok|bottom))\b"
    r"|\b(?P<rise>(?:never|doesn'?t|does not|didn'?t|did not|won'?t|will not|wouldn'?t|not) (?:\w+ )?ris(?:e|es|en|ing))\b"
)
SAUCE = re.compile(
    r"\b(?:sauce|gravy|custard|mayo|mayonnaise|hollandaise|curry|stew|soup|rice|bottom|pan|pot|dish|it)\b"
)
FIXED = {
    "hot": "spicy",
    "acidic": "sour",
    "sharp": "sour",
    "runny": "thin",
    "watery": "thin",
    "gloopy": "thick",
    "curdled": "split",
    "separated": "split",
    "broke": "split",
    "burned": "burnt",
    "caught": "burnt",
    "gluey": "sticky",
    "clumpy": "sticky",
    "stodgy": "mushy",
    "chewy": "tough",
    "rubbery": "tough",
}
# "what's the difference between baking soda and baking powder?", "stock vs broth"
DIFFERENCE = re.compile(
    r"\bdifference between (?:a |an |the )?(?P<a>[a-z][a-z' -]{1,30}?) and (?:a |an |the )?(?P<b>[a-z][a-z' -]{1,30}?)\s*(?:\?|$)"
    r"|^(?:(?:is|are) )?(?P<a2>[a-z][a-z' -]{1,30}?) (?:vs\.?|versus|or|and) (?P<b2>[a-z][a-z' -]{1,30}?)"
    r"(?:,? what'?s the difference| - what'?s the difference| (?:the )?same( thing)?)\s*\??$"
    # "is cilantro the same as coriander?", "are scallions just spring onions?"
    r"|^(?:(?:wait|so|hmm|ok|and)[,!]? )*(?:is|are) (?:a |an |the )?(?P<a3>[a-z][a-z' -]{1,30}?) (?:the same (?:thing )?as|just|"
    r"basically|really) (?:a |an |the )?(?P<b3>[a-z][a-z' -]{1,30}?)\s*\??$"
)
GUIDANCE = re.compile(
    r"\bhow (?:much|many)\b.*\b(?:a|per|each|every) day\b|\bdaily\b.*\b(?:need|intake|allowance|amount|limit)\b|"
    r"\b(?:recommended|maximum|minimum) (?:daily )?(?:intake|amount|allowance)\b|\bhow (?:much|many)\b.*\bshould i\b|"
    # an amount a day judged: "is 2000 calories a day too much?", "is 100 g of protein a day enough?"
    r"\b(?:is|are)\b.*\b(?:a|per|each|every) day\b.*\b(?:too (?:much|many|little|few)|enough|ok|okay|fine|right|healthy)\b"
)
# One food every day judged: "is it ok to eat eggs every day?", "is having porridge daily bad for you?" (the gaps
# are bounded: unbounded ones made a long message of "is it ok to eat …" take seconds)
EVERY_DAY = re.compile(
    r"\b(?:is it|is|are|would it be)\b[^.?!]{0,30}?\b(?:ok|okay|fine|bad|healthy|unhealthy|safe|alright|good|too much)\b"
    r"[^.?!]{0,20}?\b(?:to )?(?:eat|eating|have|having)\b (?P<food>[\w' -]{2,40}?) (?:every ?day|daily|every single day|each day|"
    r"every morning|every night|every lunch)\b"
    r"|\b(?:can|should) i (?:eat|have) (?P<food2>[\w' -]{2,40}?) (?:every ?day|daily|every single day|each day)\b"
    r"|\b(?:is|are) (?:eating|having) (?P<food3>[\w' -]{2,40}?) (?:every ?day|daily|every single day|each day) (?:\w+ )?"
    r"(?:ok|okay|fine|bad|healthy|unhealthy|safe|alright|good|too much)\b"
)
PROCESSED = re.compile(r"\b(?:bacon|ham|sausages?|salami|chorizo|pepperoni|hot ?dogs?|processed meat|red meat|steak)\b")
# How much to cook: "how much rice per person?", "how much pasta for 4 people?"
PORTION = re.compile(
    r"\bhow (?:much|many)\b.*\b(?:per (?:person|head|portion|adult)|a (?:person|head)|each|for (?:one|1|me)\b|"
    r"for (?P<n>\d{1,2}|two|three|four|five|six|seven|eight|ten|twelve)(?: (?:people|of us|adults|guests|persons))?\b)"
)
NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "ten": 10, "twelve": 12}
TOPICS = {
    "protein": r"protein", "fibre": r"fib(?:re|er)", "salt": r"salt|sodium", "sugar": r"sugars?",
    "water": r"water|fluids?|drink", "fruit and vegetables": r"fruit|veg\w*|portions", "calories": r"calories|kcal",
}  # fmt: skip


# Where a nutrient comes from: "good vegetarian sources of protein?", "what foods are high in fibre?", "where do vegans
# get b12?", "how can I get more iron as a vegan?"
SOURCE_KEYS = {
    "protein": r"protein",
    "fibre": r"fib(?:re|er)",
    "iron": r"iron",
    "calcium": r"calcium",
    "omega-3": r"omega[- ]?3s?",
    "vitamin b12": r"(?:vitamin )?b12",
}  # (the keys of kitchen_notes' sources)
_NUTRIENT = "|".join(SOURCE_KEYS.values())
SOURCES = re.compile(
    rf"\bsources? of (?P<a>{_NUTRIENT})\b"
    rf"|\b(?:foods?|things|veg(?:etables?)?|fruits?|snacks?|meals?|what) (?:that are |which are |is |are )?(?:high|rich|"
    rf"packed|loaded|full|highest) (?:in|with) (?P<b>{_NUTRIENT})\b"
    rf"|\bwhere (?:do|can|should|does|would) (?:i|you|we|vegetarians|vegans|veggies|a vegan|a vegetarian) (?:get|find) "
    rf"(?:my |their |your |our |enough |any )?(?P<c>{_NUTRIENT})\b"
    rf"|\bhow (?:can|do|should|could|would) (?:i|we|you) (?:get|eat|have|find) (?:more|enough|extra|plenty of) "
    rf"(?P<d>{_NUTRIENT})\b"
)
SOURCE_DIET = re.compile(r"\b(?P<d>vegetarian|veggie|vegan|plant[- ]based|pescatarian|dairy[- ]free)s?\b")


def _sources(text: str, nutrient: str, profile: Profile) -> str:
    key = next(k for k, said in SOURCE_KEYS.items() if re.fullmatch(said, nutrient))
    entry = _notes()["sources"][key]
    asked = SOURCE_DIET.search(text)
    asked_diet = {"veggie": "vegetarian", "plant-based": "vegan", "plant based": "vegan"}.get(
        asked["d"], asked["d"]) if asked else None  # fmt: skip
    diets = list(dict.fromkeys(d for d in (asked_diet, *profile.diets()) if d))  # (asked and remembered: said once)
    foods = [food for food in entry["foods"] if rs.food_is_allowed(food, profile, diets)]
    if not foods:
        return f"I don't have good everyday sources of {key} that fit what you keep out — a dietitian can help here."
    fits = f" that fit {' and '.join(diets)}" if diets else ""
    return f"Good everyday sources of **{key}**{fits}: {listed(foods[:10])}. {entry['note']}"


@functools.cache
def _notes() -> dict:
    return yaml.safe_load(NOTES_PATH.read_text())


@functools.cache
def _names(section: str) -> tuple[tuple[re.Pattern, str], ...]:
    """(pattern, key) for every name of every food in a section, longest first ("cooked rice" before "rice")."""
    pairs = [(name, key) for key, entry in _notes()[section].items() for name in (key, *entry.get("also", ()))]
    pairs.sort(key=lambda pair: -len(pair[0]))
    return tuple((re.compile(rf"\b{re.escape(name)}(?:e?s)?\b"), key) for name, key in pairs)


def _named(section: str, text: str) -> tuple[str, str] | None:
    """(the section's key, the words said) for the first food of the section the text names."""
    return next(((key, match.group()) for pattern, key in _names(section) if (match := pattern.search(text))), None)


def _subject(said: str, singular: str, plural: str) -> str:
    """ "**Carrots** go", "**Lamb** goes": the food as said, with its verb agreeing."""
    return f"**{said.capitalize()}** {plural if said.endswith('s') and not said.endswith('ss') else singular}"


def listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" and {items[-1]}"


def answer(text: str, profile: Profile) -> tuple[str, str] | None:
    """(kind, reply) when the lower-cased message asks one of the questions above about a food the notes hold."""
    if (portion := PORTION.search(text)) and (named := _named("portions", text)):
        return "how_to", _portion(*named, portion["n"])
    if STORAGE.search(text) and FREEZING.search(text) and not _named("storage", text):
        return "storage", (  # "can I freeze it?" of a dish the notes don't list
            "Most cooked dishes — soups, stews, curries, sauces, cooked meat and grains — keep about 3 days in the "
            "fridge and about 3 months in the freezer. Cool them quickly, freeze in portions, thaw in the fridge and "
            "reheat until steaming hot. Sauces thickened with milk or cream can split when thawed: whisk them as they "
            "warm. Salads, raw cucumber and boiled potatoes don't freeze well."
        )
    if STORAGE.search(text) and (named := _named("storage", text)):
        reply = _storage(*named, freezing=bool(FREEZING.search(text)))
        if LEFT_OUT.search(text):
            reply = (
                "Cooked food left out at room temperature for more than 2 hours (1 hour on a hot day) should go "
                "in the bin — bacteria that survive cooking grow fast, and reheating doesn't undo it. " + reply
            )
        return "storage", reply
    if PAIRING.search(text) and (named := _named("pairings", text)):
        if DRINK.search(text):
            return "pairing", _drink(*named, profile)
        return "pairing", _pairing(*named, profile)
    if (prevent := PREVENT.search(text)) and not re.search(r"\bshells?\b", text):  # an egg's shell: a tip below
        said = prevent["what"]
        key = next(v for k, v in PREVENTED.items() if said.startswith(k))
        if key == "sticking" and (grain := re.search(r"\b(?P<g>pasta|spaghetti|noodles|rice)\b", text)):
            key = "sticking rice" if grain["g"] == "rice" else "sticking pasta"  # not the pan's advice
        return "fix", _notes()["prevent"][key]
    if (tip := _tip(text)) and HOW_TO.search(text):  # a way asked for is more than the basic: "rice in the microwave"
        return "how_to", tip
    if HOW_TO.search(text) and not ADAPTED.search(text) and (named := _named("basics", text)):
        how = _notes()["basics"][named[0]]["how"]
        if kept_out := [a for a in profile.must_avoid() if cat.groups_in(how) & cat.avoided_groups(a)]:
            return "how_to", (  # "how do I make pancakes?" with an egg allergy: not the usual method as it is
                f"The usual way to make {named[1]} uses **{listed(kept_out)}**, which you keep out, so I won't give it "
                f"as it is — ask me what to swap for {kept_out[0]}, or for a recipe that leaves it out."
            )
        return "how_to", f"**{named[1].capitalize()}:** {how}"
    if DONE.search(text) and (named := _named("doneness", text)):
        return "how_to", f"**{named[1].capitalize()}**, cooked: {_notes()['doneness'][named[0]]['how']}"
    if (
        (wrong := FIX.search(text))
        and re.search(r"\b(?:my|the|this|it|it's|its|fix|rescue|save|less)\b", text)
        and (wrong["what"] or wrong["rise"] or SAUCE.search(text))
    ):  # "the gravy split", "my sauce is too salty" (not "I split the bill")
        what = (
            wrong["what"]
            or wrong["split"]
            or ("sticks" if wrong["sticks"] else None)
            or ("rise" if wrong["rise"] else None)
        )
        return "fix", _notes()["fixes"][FIXED.get(what, what)]
    if (pair := DIFFERENCE.search(text)) and (
        told := _difference(pair["a"] or pair["a2"] or pair["a3"], pair["b"] or pair["b2"] or pair["b3"])
    ):
        return "difference", told
    if SEASON.search(text):
        return "season", _season(text)
    if asked := SOURCES.search(text):
        return "guidance", _sources(text, next(v for v in asked.groupdict().values() if v), profile)
    if habit := next((e["how"] for e in _notes()["habits"].values() if re.search(e["asked"], text)), None):
        return "guidance", habit
    if daily := EVERY_DAY.search(text):
        return "guidance", _every_day(next(food for food in daily.groups() if food).strip(), profile)
    if GUIDANCE.search(text) and (
        topic := next((t for t, p in TOPICS.items() if re.search(rf"\b(?:{p})\b", text)), None)
    ):
        return "guidance", _notes()["guidance"][topic]
    if (
        USING_UP.search(text)
        and not KEEPING.search(text)
        and (left := next((k for k, e in _notes()["leftovers"].items() if re.search(e["asked"], text)), None))
    ):
        return "leftovers", _leftovers(left, profile)
    if tip := _tip(text):
        return "how_to", tip
    return None


def _tip(text: str) -> str | None:
    return next((how for asked, how in _tips() if asked.search(text)), None)


# Leftovers asked what to make of ("what can I do with leftover rice?"), not how long they keep or whether they are safe
USING_UP = re.compile(
    r"\b(?:do|make|use|using|ideas?|recipes?|cook|turn|got|have|had|what about|suggestions?|something|anything)\b"
)
KEEPING = re.compile(
    r"\b(?:safe|ok to eat|okay to eat|reheat\w*|keep|keeps|last|lasts|fridge|freez\w*|gone off|go off)\b"
)


def _leftovers(key: str, profile: Profile) -> str:
    entry = _notes()["leftovers"][key]
    diets = rs.person_diets(profile, rs.Request())
    ideas = [i for i in entry["ideas"] if rs.food_is_allowed(i, profile, diets)]
    said = key.removeprefix("cooked ")
    if not ideas:
        return f"I don't have ideas for leftover {said} that fit what you keep out. {entry['note']}"
    left_out = " _I've left out what doesn't fit what I know about you._" if len(ideas) < len(entry["ideas"]) else ""
    return f"{_subject('leftover ' + said, 'is', 'are')} good for {listed(ideas)}.{left_out} {entry['note']}"


def _every_day(food: str, profile: Profile) -> str:
    """One food eaten every day, weighed for most people (NHS guidance), and against what the person keeps out."""
    food = re.sub(r"^(?:a|an|the|some)\s+", "", food)
    if kept_out := [a for a in profile.must_avoid() if cat.groups_in(food) & cat.avoided_groups(a)]:
        return f"Not for you — you told me to keep **{listed(kept_out)}** out, and that rules out {food}."
    if PROCESSED.search(food):
        return (
            f"Better not every day: red and processed meat is linked to bowel cancer, and UK advice is to keep it to "
            f"70 g a day or less on average — so {food} a few times a week rather than daily, with fish, beans or "
            "poultry on the other days."
        )
    return (
        f"For most people, {food} every day is fine as part of a varied diet. What matters more is the mix "
        "over the week: plenty of vegetables, fruit, wholegrains and beans, and not too much salt, sugar or saturated "
        "fat. If you have a health condition, your GP or a dietitian can tell you what's right for you."
    )


FOOD_SECTIONS = ("storage", "pairings", "basics", "doneness")


def follow_up(previous: str, food: str, profile: Profile) -> tuple[str, str] | None:
    """ "how long does rice keep?", then "what about chicken?": the question before, asked of the food named now
    (or, for a question of no one food, asked again with it)."""
    if answer(previous, profile) is None:
        return None  # the question before was not one of these
    for section in FOOD_SECTIONS:
        if named := _named(section, previous):
            return answer(previous.replace(named[1], food), profile)
    return answer(f"{previous} {food}", profile)


@functools.cache
def _tips() -> tuple[tuple[re.Pattern, str], ...]:
    return tuple((re.compile(entry["asked"]), entry["how"]) for entry in _notes()["tips"].values())


def _difference(a: str, b: str) -> str | None:
    """What tells two ingredients apart, when the notes hold the pair (either way round, singular or plural)."""
    said = {normalize(a.strip()), normalize(b.strip())}
    for entry in _notes()["differences"]:
        if any({normalize(name) for name in pair} == said for pair in (entry["pair"], *entry.get("also", ()))):
            return entry["how"]
    return None


def _season(text: str) -> str:
    named = [SEASONS[w] for w in re.findall(r"\b(?:spring|summer|autumn|fall|winter)\b", text)]
    named += [MONTHS[m] for m in re.findall(rf"\b(?:{'|'.join(MONTHS)})\b", text)]  # "in october" is autumn
    if not named and re.search(r"\b(?:now|right now|at the moment|currently|this (?:month|week|time of year))\b", text):
        named = [("winter", "spring", "summer", "autumn")[date.today().month % 12 // 3]]  # Dec–Feb winter, …
    seasons = list(dict.fromkeys(named)) or list(_notes()["seasons"])
    lines = [f"- **{season.capitalize()}:** {', '.join(_notes()['seasons'][season])}" for season in seasons]
    return "In season (a temperate northern climate, as in the UK and much of the US):\n\n" + "\n".join(lines)


def _storage(key: str, said: str, *, freezing: bool) -> str:
    entry = _notes()["storage"][key]
    fridge, freezer = entry.get("fridge"), entry.get("freezer")
    days = lambda n: f"{n // 7} weeks" if n >= 14 and n % 7 == 0 else f"{n} day{'s' if n != 1 else ''}"  # noqa: E731
    parts = []
    if fridge:
        parts.append(f"**{days(fridge)}** in the fridge")
    if freezer:
        parts.append(f"about **{freezer} month{'s' if freezer != 1 else ''}** in the freezer")
    text = f"{_subject(said, 'keeps', 'keep')} {' and '.join(parts)}." if parts else f"**{said.capitalize()}**:"
    if freezing and not freezer:
        text += " I wouldn't freeze it: the texture suffers."
    if entry.get("note"):
        text += f" {entry['note']}"
    return text + " If it smells or looks off, throw it out whatever the calendar says."


def _portion(key: str, said: str, people: str | None) -> str:
    entry = _notes()["portions"][key]
    reply = f"**{said.capitalize()}:** about **{entry['grams']} g** a person for a main ({entry['note']})."
    count = int(people) if people and people.isdigit() else NUMBERS.get(people or "", 1)
    if count > 1:
        reply += f" For {count}, that's about **{entry['grams'] * count:,} g**."
    return reply


def _drink(key: str, said: str, profile: Profile) -> str:
    drinks = _notes()["pairings"][key].get("drinks")
    if {"alcohol", "booze"} & {normalize(a) for a in profile.must_avoid() + profile.dislikes()}:  # "dry january"
        return (f"Without alcohol, {said} goes well with a sparkling water with lemon or lime, a ginger beer, a dry "
                f"alcohol-free cider or a cold-brewed iced tea.\n\nWant a recipe with {said}?")  # fmt: skip
    if not drinks:
        return f"I don't have a drink to suggest with {said} — I'm better on food. Want a recipe with {said}?"
    return (f"With {said}, try {drinks}. (If you'd rather not drink, a sparkling water with lemon or a good "
            f"ginger beer works too.)\n\nWant a recipe with {said}?")  # fmt: skip


def _pairing(key: str, said: str, profile: Profile) -> str:
    entry = _notes()["pairings"][key]
    diets = rs.person_diets(profile, rs.Request())
    allowed = lambda food: rs.food_is_allowed(food, profile, diets)  # noqa: E731
    herbs = [h for h in entry["herbs"] if allowed(h)]
    sides = [s for s in entry["sides"] if allowed(s)]
    lines = []
    if herbs:
        lines.append(f"{_subject(said, 'goes', 'go')} well with {listed(herbs)}.")
    if sides:
        lines.append(f"On the side: {listed(sides)}.")
    if len(herbs) < len(entry["herbs"]) or len(sides) < len(entry["sides"]):
        lines.append("_I've left out what doesn't fit what I know about you._")
    lines.append(f"Want a recipe with {said}?")
    return " ".join(lines[:-1]) + "\n\n" + lines[-1]
