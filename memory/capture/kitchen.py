"""The kitchen a person cooks in: household size, time budget, equipment and skill. Pure Python.

Structure, not phrasings: a first-person clause (or one with no subject, as people type: "30 minutes
max", "beginner cook here") that names a number of people, a time with a limit, a piece of
equipment from the list below, or a skill level. Each fact becomes one short value ("cooks for 2",
"30 minutes max on weeknights", "only an air fryer", "no oven", "two burners", "beginner cook").
People are counted the way they are said: "for four", "a family of five", "three of us", "two kids
and a husband to feed" (the speaker included), "2 adults and 3 kids"; times as digits or words
("half an hour", "an hour", "20 min").
"""

from __future__ import annotations

import re

from memory.capture.phrasing import PEOPLE_NOUNS

NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "a couple": 2, "a couple of": 2, "a": 1, "an": 1, "my": 1, "the": 1,
}  # fmt: skip
COUNT = r"\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
NUMBER = rf"(?P<n>{COUNT}|a couple)"
EQUIPMENT = (
    r"air ?fryer|slow cooker|crock ?pot|instant pot|pressure cooker|rice cooker|microwave|"
    r"(?:gas|electric|ceramic|convection|fan) (?:hob|oven|cooker|stove)|oven|stove|stovetop|"
    r"hob|hot ?plate|induction (?:hob|cooktop)|grill|barbecue|bbq|smoker|wok|cast iron(?: pan| skillet)?|"
    r"dutch oven|blender|food processor|stand mixer|mixer|toaster oven|toaster|sous vide|freezer|dishwasher|kettle|"
    r"cooker|fridge|saucepan|frying pan|skillet|thermomix|bread maker|bread machine|toastie maker|"
    r"spiraliser|spiralizer|mandoline|griddle|halogen oven|steamer|pizza oven|ninja foodi|ninja|"
    r"kitchen scales?|digital scales?|ice cream maker|pasta machine|pasta maker|dehydrator|juicer|hand blender|stick blender|"
    r"immersion blender|waffle maker|soup maker|panini press|nutribullet"
)
WHEN = re.compile(
    r"\b(?:on |during the |at )?(?P<when>(?:for )?(?:weeknights?|weekdays?|work ?nights?|school nights?|most nights|"
    r"weekends?|the weekend)|for (?:breakfast|lunch|dinner|supper))\b"
)
# where one lives and cooks, said with what it has
PLACE = r"(?:flat|kitchen|kitchenette|place|house|room|apartment|studio|bedsit|dorm|caravan|boat|cabin)"
# someone else's, not the speaker's kitchen: "my mum cooks for 6" (but "my oven", "our blender", "our flat" are theirs)
OTHERS = re.compile(
    rf"^(?:my|our|his|her|their|he|she|they|you)\b(?! (?:only |new |old |current |rented )?(?:family|household|kitchen|{PLACE}|"
    rf"{EQUIPMENT})\b)"
    r"(?!(?<=^my) (?:\w+ )?(?:limit|max|maximum|time limit|cooking time|cut-?off|time budget)\b)"  # "my weeknight limit is …"
    r"(?!(?<=^you) (?:could ?n[o']t|couldn'?t|can'?t|cannot) swing a cat\b)"  # "you couldn't swing a cat in my kitchen"
    r"|\byou (?:\w+ )?(?:to )?(?:cook|feed|make|shop)\b"  # "I don't want you to cook for me"
)
QUESTION = re.compile(r"\?$|^(?:what|how|which|can|could|would|should|is|are|do|does)\b")
# Said of one evening, not of how someone lives: "I only have 20 minutes tonight"; or asked for.
MOMENT = re.compile(
    r"\b(?:tonight|today|tomorrow|right now|this (?:week|weekend|evening|morning|afternoon)|at the moment|for now|please|pls|"
    # one day ahead: "cooking for six this saturday", "we're eight next sunday"
    r"(?:this|next|this coming|(?<!\bcook )(?<!\bcooks )on) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|month)"
    # (not every such day: "an hour on sunday dinners")
    r"(?! (?:dinners|lunches|roasts|meals|nights|evenings|mornings|afternoons|brunches|breakfasts|suppers)\b))\b"
)
# Not the speaker's own kitchen: "I've only got a microwave at work".
ELSEWHERE = re.compile(
    r"\b(?:at work|at the office|in the office|at my desk|on holiday|on vacation|at (?:my )?(?:mum|mom|parents|"
    r"in-laws|gran|grandma)'?s?)\b"
    # a kitchen at work: "in my office kitchen", "the staff kitchen"
    r"|\b(?:office|work|staff|works|shared office) (?:kitchen|kitchenette)\b"
    # an occasion or a place out: "it's just me and my partner at the wedding"
    r"|\b(?:at|to) (?:the|a|this|that|our|my) (?:\w+ )?(?:wedding|party|reception|restaurant|concert|gig|match|game|pub|"
    r"bar|event|reunion|christening|funeral|festival|cinema|theatre|conference|do)\b"
)
# Away from home, said anywhere in the sentence: "I'm going camping and only have a gas stove"
AWAY = re.compile(
    r"\b(?:on holiday|on vacation|(?:going|gone|went|off|away) (?:camping|glamping|travelling|traveling|on (?:a )?trip)|"
    r"at the campsite|in the (?:tent|campervan|motorhome))\b"
)
# One occasion told, not how the speaker lives: "five of us went out for pizza", "we had eight round on Sunday".
ONE_OCCASION = re.compile(
    r"\b(?:went|came(?! with(?:out)?\b)|ate|met up|got together|were there|turned up|showed up|had (?:\w+ )?(?:round|over|for dinner)|"
    # a plan for one outing: "the three of us are going to the cinema"
    r"(?:are|were|'re) (?:going|off|heading|driving|flying|travelling|traveling|walking) (?:to|out|away|on|for)\b)"
)
# A count for a feast, not the household: "we're doing a Christmas dinner for twelve this year"
OCCASION = re.compile(
    r"\b(?:christmas|xmas|thanksgiving|easter|new year'?s?|hogmanay|birthday|wedding|dinner party|party|potluck|"
    r"eid|diwali|passover|seder|hanukkah|celebration|reunion|anniversary|get[- ]together|gathering|feast|"
    r"friendsgiving|baby shower|bridal shower|christening|wake)\b"
)
# No longer true: "I don't cook for four anymore" takes back "cooks for 4".
NO_LONGER = re.compile(r"\b(?:don'?t|do not|no longer|not) (?:really |usually )?(?:cook|cooking|feed|feeding)\b")

# --- household -------------------------------------------------------------------------------------
PERSON = (
    r"(?:husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|spouse|roommate|flatmate|housemate|son|daughter|"
    r"kid|child|baby|toddler|teen|teenager|mum|mom|mother|dad|father|grandma|grandpa|brother|sister|"
    r"adult|grown ?up|person|boy|girl|other half)"
)
# "the baby" is one, "the kids" no count
GROUP = re.compile(
    rf"\b(?:my |our )?(?P<n>{COUNT}|a couple of|a|an|my|the(?= (?:\w+ )?{PERSON}\b(?!s|ren))) (?:\w+ )?{PERSON}(?:s|ren)?\b"
)
# nothing but the people counted: "two adults, one teenager"
PEOPLE_ONLY = re.compile(r"[\s,&+]|\band\b|\bplus\b")
# the speaker named beside them: "I cook for me and my two kids"
SPEAKER_TOO = re.compile(r"\b(?:me|myself)(?: (?:and|plus)\b|, (?=my |our ))|\b(?:and|plus|as well as) (?:me|myself)\b")
# who the household is, said as a list: "it's me, my husband and our three boys"
HOUSEHOLD_LIST = re.compile(r"^(?:it'?s|it is|there'?s|there is|there are|we'?re|we are) (?:just )?")
# the speaker feeds the people named, whoever the sentence starts with: "my wife and kids are who I cook for"
SPEAKER_FEEDS = re.compile(r"\b(?:i|i'm|im|i am)(?: \w+)? (?:cook|cooking|feed|feeding)\b")
PETS = r"(?:\w+ )?(?:cats?|dogs?|pets?|pupp(?:y|ies)|kittens?|hamsters?|rabbits?|bunn(?:y|ies)|parrots?|fish|goldfish|tortoise)\b"
PAIR = re.compile(
    rf"\b(?:(?:just )?me and my(?! {PETS})|my (?!{PETS})\w+ and (?:i|me)\b|the two of us|the pair of us)(?: {PERSON})?\b"
)
ALONE = re.compile(
    r"\b(?:live (?:(?:mostly|mainly|pretty much) )?(?:alone|on my own|by myself)|"
    r"(?:cook|cooking|feed|feeding|shop|shopping|dinner|meals?)(?: just| mostly| mainly| usually| only)? "
    r"for (?:just )?(?:myself|me|one)(?! \w+ (?:minutes?|hours?))(?!\s*(?:(?:and|plus|&|\+)\s|,\s*(?:my|our|the|and)\b))|"
    r"just me\b(?! and\b)|"
    # said after the household it replaces: "…, just for me"
    r"^(?:now )?(?:just|only) for (?:me|myself)(?: now)?$|"
    # "it's only me in the evenings now" (not "it's only me that eats fish")
    r"(?:it'?s|it is|there'?s) only me\b(?! (?:and|that|who|than)\b)|single person household|"
    r"on my own|"
    # eating alone as a habit: "solo dining every night", "I mostly eat alone"
    r"solo (?:dining|dinners?|cooking|eating|meals?)|(?:dine|dining|eat|eating) (?:alone|solo))\b"
)
COUNTED = (
    re.compile(
        rf"\b(?:cook(?:s|ing)?|mak(?:e|ing) (?:dinner|food|meals|supper)|dinner|supper|meals|shop(?:ping)?) for "
        rf"(?:my |a |the |about |around )?(?:family |household )?(?:of )?{NUMBER}\b"
        r"(?! (?:minutes?|mins?|hours?|hrs?|years?|days?|weeks?|months?)\b)"
    ),
    re.compile(rf"\bfeed(?:ing)? (?:a family of |about |around )?{NUMBER}\b(?! (?:minutes?|hours?|years?)\b)"),
    re.compile(rf"\b(?:family|household) of {NUMBER}\b"),
    re.compile(rf"\b(?:there are |there's )?{NUMBER} of us\b"),
    # "dinner is a three-person job", "a four person household"
    re.compile(rf"\b{NUMBER}[ -](?:person|people) (?:household|home|family|house)\b"),
    re.compile(
        rf"\b(?:dinners?|tea|suppers?|meals?|mealtimes?)(?: here| at home| at ours)? (?:is|are|'s) (?:always )?an? "
        rf"{NUMBER}[ -](?:person|people) (?:job|affair|operation|thing)\b"
    ),
    # (not "we're a two car household")
    re.compile(
        rf"^we(?:'re| are) (?:a )?{NUMBER}\b(?! (?:minutes?|hours?)\b)(?! (?!person|people|adults?)\w+[ -]household)"
    ),
)
# the people one cooks for named by their relation to the speaker, counted: "I cook for my two kids"
RELATIONS_FED = re.compile(
    rf"\b(?:cook(?:s|ing)?|feed(?:s|ing)?|mak(?:e|ing) (?:dinner|food|meals|supper)) for (?:my|our) {NUMBER} "
    rf"(?:\w+ )?(?!people\b|guests\b|friends\b){PERSON}(?:s|ren)?\b(?!,? (?:and|plus|&)\b)"
)
# one other person cooked for: "I cook for my wife" (not "for my wife's birthday", nor "my wife and kids")
PARTNER_FED = re.compile(
    r"\b(?:cook(?:s|ing)?|feed(?:s|ing)?|mak(?:e|ing) (?:dinner|food|meals|supper)) for (?:just )?(?:my|the) "
    r"(?:wife|husband|hubby|partner|boyfriend|girlfriend|other half|fianc[eé]e?)\b(?!'s|,? (?:and|plus|&)\b)"
)
# a parent counted by their children: "as a mom of three", "mum of 2 here" (the speaker too)
PARENT_OF = re.compile(
    rf"\b(?:mom|mum|mother|dad|father|parent|single (?:mom|mum|dad|parent)) of {NUMBER}\b(?! (?:dogs?|cats?|pets?)\b)"
)
FEEDS = re.compile(
    r"\b(?:to feed|family of|household of|we(?:'re| are)|i (?:have|'ve got|got)|i've|cook(?:ing)? for|feed(?:ing)?|"
    r"(?:make|makes|making|do|doing) (?:the )?(?:dinners?|meals?|tea|food|supper) for|at (?:dinner|the table|mealtimes?))\b"
)

# --- time -----------------------------------------------------------------------------------------
WORD_MINUTES = {"ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty five": 45, "sixty": 60}
DURATION = re.compile(
    r"\b(?:(?P<t>\d{1,3}) ?(?P<u>minutes?|mins?|min|hours?|hrs?|hr)\b|(?P<w>ten|fifteen|twenty|thirty|forty five|"
    r"forty|sixty) (?:minutes?|mins?)\b|(?P<half>half an hour|half hour)\b|(?P<hour>an hour(?: and a half)?|"
    r"one hour)\b)"
)
LIMIT = re.compile(
    r"\b(?:have|has|get|got|max|maximum|tops|at most|no more than|never more than|not more than|under|less than|"
    r"or less|only|limit|spare|can spend|(?:happy|willing|prepared|able) to spend|budget|barely|(?:has|have|needs?|must) to be (?:done|ready|on the table) in|"
    r"(?:must|should) be (?:done|ready|on the table) in|"
    # "I need food on the table in 20 minutes", "we need dinner ready within half an hour"
    r"(?:need|needs|get|gets|getting|have|having) (?:the |my |our )?(?:food|dinners?|tea|lunch|supper|breakfast|meals?|something|"
    r"everything)(?: \w+)? "
    r"(?:on the table|ready|done|cooked) (?:in|within))\b"
)
# what a limit is for: "half an hour is my limit for the treadmill" is no cooking time
SPENT_ON = re.compile(
    r"\b(?:limit|max|maximum|budget|tops|at most|spare|spend|spent|got|have|get)\b.*?\b(?:for|on) (?!the table\b)"
    r"(?:the |my |a |an |our |each |every )?"
    r"(?P<what>[a-z]+)(?: (?P<next>[a-z]+))?"  # (the thing, or what it is of: "on sunday dinners")
)
RULED = re.compile(
    r"(?P<what>[a-z]+) (?:has|have|needs?|must|should) (?:to )?be (?:done|ready|on the table|made|cooked) in\b"
)
COOKING_THING = re.compile(
    r"cook\w*|dinners?|lunch(?:es)?|breakfasts?|brunch|suppers?|tea|meals?|food|prep\w*|weeknights?|weekdays?|"
    r"weekends?|work(?:days?|nights?)?|school|nights?|days?|evenings?|mornings?|most|baking|recipes?|dishes|the|"
    r"it|everything|something|anything|things"
)
# a rule the speaker's meals keep, not a dish asked for: "dinner has to be done in 25 minutes"
RULE = re.compile(r"\b(?:has|have|needs?) to be|\b(?:must|should) be\b")

# Little time to cook, said without a number: "I don't really have time to cook during the week", "always short on
# time", "time-poor"
TIME_POOR = re.compile(
    r"\b(?:short on time|pressed for time|time[- ]poor|strapped for time|no time to cook|never (?:have|get) (?:the )?time "
    r"to cook|(?:don'?t|do not) (?:really |usually |ever )?(?:have|get) (?:much |any |a lot of |enough |the )?time to cook)\b"
)

# A piece of kit's own habit, which recipes must allow for: "my oven runs really hot" (not "the oven is hot")
QUIRK = re.compile(
    r"\b(?:my|our|the) (?:old |new )?(?P<x>oven|hob|grill|stove|air fryer|microwave|fridge|freezer) (?:always )?(?:runs|cooks) "
    r"(?:really |very |a bit |quite |super |a little |slightly |pretty )?(?P<y>hot|cold|cool|slow|fast|hotter|cooler|uneven)\b"
)
# Every meal kept short, as a rule of the household's: "I work late so dinner has to be quick"
MEALS_QUICK = re.compile(
    r"\b(?:dinners?|meals?|food|cooking|lunch(?:es)?|breakfasts?|tea|suppers?|weeknight (?:meals|dinners)) (?:always )?"
    r"(?:has|have|needs?|must|got|'?ve got) to be (?:really |super |very |pretty )?(?P<x>quick|fast)\b"
)
# A dish asked for, not the scope of a habit ("a quick dinner", but not "for dinner").
ASKED_FOR = re.compile(r"(?<!\bfor )\b(?:dinner|lunch|breakfast|supper|meal|recipe|idea|something|dish)\b")

# --- equipment ------------------------------------------------------------------------------------
# how big a piece is, kept with it: "a 24cm frying pan", "a small saucepan"
# (a small fridge, freezer or oven is a fact of its own: SMALL_PART)
SIZE = r"(?:(?:\d{1,3} ?(?:cm|mm|inch|in|litre|liter|l|qt|quart)|small|big|large|little|tiny|mini|medium) (?!(?:fridge|freezer|oven)\b))"
EQUIPMENT_ONLY = re.compile(
    rf"(?:\b(?:i|we)(?:'ve| have)? (?:only |just )?(?:have|own|got|use)|^(?:only|just) (?:have|got)|"  # "only got a kettle"
    # the kit on its own, where it is after it: "only a toaster oven and a kettle in my room"
    rf"^(?:there'?s |there is )?(?:only|just)(?= (?:an? |one ))|"
    # "I only cook with a slow cooker", "I do all my cooking in an air fryer"
    rf"\bi (?:only|just) (?:really |mostly |ever )?(?:cook|do (?:all )?(?:my )?(?:cooking|everything)) (?:with|in|on|using)|"
    rf"^my kitchen (?:is|has|consists of)|^my kitchen's|"
    # (where: "all I've got in halls is a microwave")
    rf"^all (?:i|we)(?:'ve)? (?:have|got|own)(?: (?:here|(?:in|at) (?:the |my |our )?[\w']+(?: [\w']+)?))? is|"
    # the place lived in, with what it has: "I've moved into a flat with only a microwave and a kettle"
    rf"\b(?:my |our |a |the )(?:new )?{PLACE} (?:with|that has|which has)) "
    rf"(?:only |just |basically |pretty much |literally )?(?:an? (?:single (?!(?:hob|ring|burner)s?\b))?|one |my |the )?"
    rf"(?P<x>{SIZE}?(?:{EQUIPMENT}))\b(?! of\b)"  # (a pan of water is no pan owned)
)
# The one piece said first: "a cast iron skillet is the only pan I use", "my only gadget is a rice cooker"
EQUIPMENT_ONLY_NAMED = re.compile(
    rf"^(?:an? |my |the |one )?(?P<x>{EQUIPMENT})(?:'s| is) (?:the|my) only (?:pan|pot|thing|gadget|appliance|bit of kit|"
    rf"piece of kit|cooking thing|tool|thing i (?:use|have|own|cook with))\b"
    rf"|^my only (?:kitchen )?(?:gadget|appliance|pan|pot|bit of kit|piece of kit|tool) is (?:an? |my |the )?(?P<y>{EQUIPMENT})\b"
)
# Equipment owned, said as a fact of the kitchen: "I have a food processor", "we've got a pressure cooker".
EQUIPMENT_OWNED = re.compile(
    # (or without the "I": "just got a wok", "treated myself to a sous vide")
    rf"(?:(?:\bi(?:'ve| have)?|^we(?:'ve| have)?) |^(?=(?:just|recently|finally|got|bought|picked up|invested in|treated myself to|"
    rf"unboxed) ))(?:(?:just|recently|finally|now|also) )?"
    rf"(?:have|own|got|bought|picked up|invested in|treated (?:myself|ourselves) to|was given|were given|unboxed|set up|built) "
    rf"(?:(?:a |an |some )?[\w' -]{{2,40}}? and )??"  # after something else: "a good set of knives and a cast iron pan"
    rf"(?:a |an |one |my own |(?:a|my|our) new |an old |a good |a second hand |a secondhand |a used |a proper |a real |a decent |a big )"
    rf"(?P<x>{EQUIPMENT})\b(?! (?:recipes?|meals?|dishes?|question))"
    # (not one bought for someone else: "I got an air fryer for my mum", "… as a gift")
    rf"(?!.*\b(?:for (?:my|our|his|her|their) (?:[\w'-]+ )?(?:{PEOPLE_NOUNS})\b(?!')|as an? (?:gift|present)\b))"
)
# Equipment that arrived: "we've just had an induction hob fitted", "my partner bought me a stand mixer"
EQUIPMENT_ARRIVED = (
    re.compile(
        rf"\b(?:i|we)(?:'ve| have)? (?:just |finally |recently )?had (?:a |an )?(?:new )?(?P<x>{EQUIPMENT}) "
        r"(?:fitted|installed|put in|delivered)\b"
    ),
    # given or left to the speaker: "my sister gave me her old air fryer", "I inherited my gran's stand mixer"
    re.compile(
        r"\b(?:(?:bought|got|gave|given|gifted|left|handed|passed) (?:me|us)(?: down| on)?|"
        r"(?:i|we)(?:'ve| have)? (?:just |recently |finally )?inherited|(?:i|we) (?:got|was|were|have been|'ve been) "
        r"(?:given|gifted|left|handed)|^(?:just )?got (?:given|gifted)|(?:handed|passed) (?:down|on)(?= \w+ [\w' -]{2,30}? to (?:me|us)\b))"
        r" (?:a |an |her |his |their |my \w+'s |our \w+'s )(?:old |new |spare |second hand |secondhand |used |trusty )?"
        rf"(?P<x>{EQUIPMENT})\b(?! (?:recipes?|meals?|dishes?))"
        # (the kit named before where it went: "handed their old slow cooker down to us")
        rf"|\b(?:handed|passed) (?:her|his|their|its|an?) (?:old |spare |trusty )?(?P<y>{EQUIPMENT}) (?:down|on) to (?:me|us)\b"
    ),
    # kit changed for other kit: "we switched to an induction hob last year"
    re.compile(
        rf"^(?:(?:i|we)(?:'ve| have)? )?(?:just |finally |recently |since )?(?:switched|changed|upgraded|moved|converted|gone|went) "
        rf"(?:over )?to (?:a |an )?(?:new )?(?P<x>{EQUIPMENT})\b(?! (?:recipes?|meals?|dishes?|cooking))"
    ),
)
# a hob named by its kind alone: "we went induction", "switched to gas" (an induction hob, a gas hob)
HOB_BY_KIND = re.compile(
    r"\b(?:went|gone|switched|changed|moved|converted)(?: over)?(?: to)? (?P<k>induction|gas|electric)\b"
    # (said of the kitchen, not of cars or bills: nothing follows but when)
    r"(?=[\s,.!;]*$|\s+(?:now|last|this|these|in|at|when|since|recently|and|too|as well|a while|ages|years?)\b)"
)
# A piece said to be the one most used is one owned: "the instant pot is my most used gadget", "I swear by my wok".
EQUIPMENT_FAVOURED = re.compile(
    rf"^(?:an? |my |the |our )?(?P<x>{EQUIPMENT})(?:'s| is) (?:my|our) (?:most used|favou?rite|fave|go to|best|"
    rf"most loved|trusty|number one|hardest working|most useful) (?:kitchen )?(?:gadget|appliance|bit of kit|"
    rf"piece of kit|tool|thing in the kitchen|thing i own|buy|purchase)\b"
)
USED_PIECE = re.compile(
    rf"\b(?:i|we) (?:swear by|couldn'?t live without|can'?t live without) (?:my|our) (?P<x>{EQUIPMENT})\b"
    # "the pressure cooker is my best friend"
    rf"|^(?:an? |my |the |our )?(?P<y>{EQUIPMENT}) (?:is|'s) (?:my|our) (?:new )?(?:best friend|bff|saviou?r|lifesaver|"
    rf"life saver|hero|mvp)\b"
    # "my cast iron skillet gets used for literally everything"
    rf"|^(?:an? |my |the |our )?(?P<z>{EQUIPMENT}) (?:gets|is) used for (?:\w+ ){{0,2}}everything\b"
    # "the instant pot earns its counter space", "the wok gets used daily"
    rf"|^(?:my |the |our )(?P<w>{EQUIPMENT}) (?:(?:really |more than |easily )?earns its (?:keep|place|spot|counter space|space)|"
    rf"gets used (?:daily|every (?:day|night)|constantly|all the time|most days|nonstop)|is never off|"
    rf"never leaves the (?:counter|worktop|hob|side))\b"
)
PLACE_WITH = re.compile(
    # (and what it came with: "the flat came with a combi microwave and that's about it")
    rf"\b{PLACE} (?:with|that has|which has|(?:came|comes) with|has|has got) (?:an? |one )(?:(?!no\b)[\w-]+ )??"
    rf"(?P<x>{EQUIPMENT})\b"
)
ALSO_OWNED = re.compile(
    rf"^(?:\s*,\s*(?:and |plus |& |as well as )?|\s+(?:and|plus|&|as well as)\s+)(?:an? |one |my )?"
    rf"(?:(?:old|new|ancient|basic|cheap|decent|good|trusty) )?({SIZE}?(?:{EQUIPMENT}))\b"
)
# what goes with a piece, not the piece: "no oven gloves", "no baking tray for the oven" has an oven
NOT_THE_PIECE = r"(?! (?:gloves?|mitts?|trays?|dish(?:es)?|proof|chips|cleaner|thermometer|liners?)\b)"
EQUIPMENT_NONE = (
    re.compile(
        rf"\b(?:(?:i|we) (?:don'?t|do not|no longer) (?:have|own)|there'?s no|(?:i|we) have no|no|without) "
        rf"(?:an? |any |my |our )?"
        rf"(?P<x>{EQUIPMENT})\b{NOT_THE_PIECE}(?! please)(?:(?! (?:recipes?|meals?|dishes?)\b).)*$"
    ),
    re.compile(
        rf"\b(?:my|our) (?P<x>{EQUIPMENT})(?:(?:'s| is| has) (?:(?:been|gone|still) )?(?:broken|dead|out|busted|kaput|"
        r"not working|on the blink|being (?:fixed|repaired))|(?: (?:finally|completely|totally|officially))?"
        r" (?:broke|died|stopped working|packed up)| doesn'?t work)\b"
    ),
    # the piece named as known, gone now: "I don't have the air fryer any more" (not "the oven on yet")
    re.compile(
        rf"\b(?:i|we) (?:don'?t|do not) (?:have|own) (?:the|that|my|our) (?:old )?(?P<x>{EQUIPMENT}) (?:any ?more|now)\b"
    ),
)
ALSO_NONE = re.compile(rf"(?:,|\band|\bor|\bnor)\s+(?:no |nor an? |or an? |an? )?(?P<x>{EQUIPMENT})\b")
BURNERS = re.compile(rf"\b(?P<n>{COUNT}|a single|one)[ -](?:burners?|rings?|hobs?|rings? hob)\b")
BIG = re.compile(
    r"\b(?:i|we) (?:have|'ve got|have got|got) (?:a |an )?(?:really |very |super |pretty |nice )?(?:big|large|huge|spacious|"
    r"massive|generous) kitchen\b|\b(?:my|our) kitchen is (?:really |very |super |pretty |quite )?(?:big|large|huge|"
    r"spacious|massive)\b"
)
SHARED = re.compile(r"\b(?:share|sharing) (?:a |one |the |our |my )?(?:\w+ )?kitchen\b|\bshared (?:\w+ )?kitchen\b")
SMALL = re.compile(
    r"(?:^|\b(?:my|our|a|an|the|one)\s)(?:(?:really|very|super|quite|pretty|rather) )?(?:(?:tiny|small|little|minuscule|galley|"
    r"cramped|narrow|poky) )+kitchen\b|\bthose (?:(?:tiny|small|little|galley|cramped|narrow|poky) )+kitchens\b"
    # "you couldn't swing a cat in my kitchen"
    r"|\b(?:can'?t|cannot|could ?n[o']t|wouldn'?t be able to) swing a cat in (?:my|our|the) kitchen\b"
    # said of the kitchen: "our kitchen is a galley", "my kitchen's really cramped"
    r"|\b(?:my|our) kitchen(?:'s| is) (?:(?:a|really|very|quite|so|super|pretty|basically|tiny|little) )*"
    r"(?:galley|tiny|small|cramped|narrow|poky|minuscule|shoebox|cupboard)\b"
)
# a piece of the kitchen that is small: "my freezer is tiny", "a tiny fridge"
SMALL_PART = re.compile(
    r"\b(?:my|our|a|the) (?:(?:tiny|small|little|minuscule|mini) (?P<x>freezer|fridge|oven)|(?P<y>freezer|fridge|oven)(?:'s| is) "
    r"(?:tiny|small|little|minuscule))\b"
)

# --- skill ----------------------------------------------------------------------------------------
SKILL = (
    (re.compile(
        r"\b(?:experienced|confident|advanced|accomplished|seasoned|skilled|competent|pretty good|good|great|expert|"
        r"excellent|proficient|trained|professional|keen|serious) (?:home )?(?:cook|chef)\b|\b(?:i'?m|i was|(?:i )?used to be|trained as|qualified as) an? (?:\w+ )?chef\b|"
        r"\b(?:been cooking|cooked|cooking) (?:(?:seriously|properly|regularly|daily|a lot) )?for (?:about |around |over |nearly |"
        r"almost |more than |well over )?(?:(?:\d+|many|a few|ten|twelve|fifteen|twenty|thirty|forty|fifty)\+? "
        r"(?:years|yrs|decades)|years|decades|ages|a decade)\b"
        r"|\b(?:cooked|worked|cooking|working) (?:professionally|in (?:an? (?:\w+ )?(?:restaurant|kitchen|hotel|pub|cafe|"
        r"bistro|canteen|diner|bakery)|restaurants?|kitchens|professional kitchens))\b"
        r"|\bknow my way around(?: (?:a|the) kitchen\b|(?=\s*$|\s*,))|"
        # years in restaurant kitchens: "spent eight years on the line in a brasserie"
        r"\b(?:spent|worked|did|had) (?:\w+ )?(?:years?|decades?) (?:on the line|on the pass|in (?:an? )?(?:\w+ )?"
        r"(?:professional |restaurant |hotel )?(?:kitchens?|restaurants?|brasseries?|bistros?)|as an? (?:\w+ )?(?:chef|cook))\b|"
        # cooking from a child: "I've been cooking since I was a kid"
        r"\b(?:been cooking|cooked|cooking) since (?:i was (?:a |an |very |quite )?(?:kid|child|teen|teenager|little|young|\d+)|"
        r"childhood|(?:my )?(?:school|uni|university|student) days)\b|\b(?:cook|cooks|cooked|cooking) for a living\b"
        r"|\b(?:ran|run|running|managed|manage) (?:a |an |my own |our own |the )?(?:\w+ )?(?:restaurant|cafe|bistro|bakery|"
        r"restaurant kitchen|hotel kitchen|pub kitchen|professional kitchen)s?\b"
        r"|\b(?:i'?m|i am|im|i was|worked as|work as) an? (?:\w+ )?(?:line|head|sous|pastry|private|commis) (?:cook|chef)\b"
        r"|\b(?:confident|comfortable|handy|capable|experienced|skilled|at home|good|great) in the kitchen\b"
        # grown into one: "I'm a much better cook now than when we started"
        r"|\b(?:a )?(?:much|lot|far|way) better cook (?:now|these days|than)\b"
        # said on its own, after the years behind it: "…, so I'm pretty experienced"
        r"|^(?:so |and )?(?:i'?m|i am|im) (?:(?:pretty|quite|very|fairly|really|reasonably|super) )?(?:experienced|seasoned)$"),
     "experienced cook"),
    (re.compile(
        r"\b(?:beginner|novice|newbie|new to cooking|learning to cook|just learning|still learning|not much of a "
        r"cook|can'?t really cook|can barely cook|can'?t cook|don'?t know how to cook|"
        # not cooking at all, said as a habit: "I don't really cook, I mostly microwave stuff"
        # (not a day it is not done: "I don't cook much on sundays")
        r"(?:don'?t|do not) (?:really |actually |ever )?cook(?=$|,| much(?! (?:on|at|during|in|over)\b)| at all| really| tbh| lol| honestly)|"
        r"never (?:really |properly )?(?:learned|learnt)(?: how)? to cook\b|"
        r"(?:rarely|hardly ever|never) (?:really )?cook(?=$|,| much(?! (?:on|at|during|in|over)\b)| at all| really| tbh| lol| honestly)|"
        r"(?:(?:pretty|really|total|complete|absolute) )?(?:terrible|bad|rubbish|awful|crap|hopeless|useless) cook|"
        r"useless in the kitchen|hopeless in the kitchen|clueless in the kitchen|not a (?:great|good) cook|"
        r"learning (?:my way )?around the kitchen|learning the basics|"
        r"(?:nervous|anxious|hesitant|unconfident|shaky|timid) (?:home )?cook|"
        # the simplest thing hardly managed: "I barely know how to boil an egg", "I could burn water"
        r"(?:(?:(?:can|could) (?:barely|hardly|just about|only just)|(?:can'?t|cannot|could(?:n'?t| not))(?: even)?|"
        r"(?:barely|hardly|don'?t even|do not even) know how to) (?:boil (?:an egg|water|pasta|a kettle)|make toast)|"
        r"(?:could|can|would|even|\bi) (?:\w+ )?burn (?:water|toast)\b|(?:i'?ve|i have|i) (?:\w+ )?(?:burnt|burned) water|"
        r"(?:i'?ve|i have) (?:even )?(?:burnt|burned) toast)|"
        # told to start from nothing: "assume I know nothing", "I know nothing about cooking"
        r"assume i (?:know|can do) (?:nothing|zero)|\bi know (?:nothing|zero|very little) about (?:cooking|food|the kitchen)|"
        r"(?:a )?(?:total |complete |bit of a |real )?(?:disaster|liability|menace|hazard|mess) in the kitchen)\b"),
     "beginner cook"),
    (re.compile(r"\b(?:intermediate|decent|average|ok|okay|alright|reasonable) (?:home )?cook\b|"
                r"\b(?:i'?d|i would) (?:call|describe|class) myself (?:as )?(?:an? )?(?:intermediate|decent|average|ok|okay)\b|"
                r"\b(?:decent|ok|okay|alright|not bad|average|competent|reasonable) in the kitchen\b"),
     "intermediate cook"),
)  # fmt: skip


# a skill at something else: "a total novice at chess", "beginner at yoga" (not "a beginner at baking")
SKILL_ELSEWHERE = re.compile(
    r"\b(?:beginner|novice|newbie|rookie|amateur|learner|expert|pro)s? (?:at|in|with|when it comes to) "
    r"(?!(?:the |a )?(?:kitchen|cook\w*|bak\w*|food|meals?|recipes?|this|it|all this)\b)"
)

# a beginner no more: "I'm no longer a beginner", "not a novice anymore"
BEGINNER_NO_MORE = re.compile(
    r"\bno longer (?:a |an )?(?:total |complete )?(?:beginner|novice|newbie)\b"
    r"|\bnot (?:a |an )?(?:total |complete )?(?:beginner|novice|newbie)(?: cook)? (?:any ?more|now|these days)\b"
)
# a skill denied: "not a confident cook", "never been a very good cook", "far from a confident cook" (a beginner's,
# whatever the adjective)
UNSKILLED = re.compile(
    r"\b(?:not|never been|isn'?t|wasn'?t|far from|nowhere near|hardly) (?:a |an )?(?:very |particularly |that |super |terribly |especially |overly |"
    r"exactly (?:a |an )?)?(?:confident|experienced|good|great|skilled|competent|natural|keen|seasoned)(?: home)? (?:cook|chef)\b"
)


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word]


def _when(clause: str) -> str:
    """ " on weeknights", " for breakfast" or nothing: when the limit holds, as said."""
    if not (match := WHEN.search(clause)):
        return ""
    when = match.group("when")
    return f" {when}" if when.startswith("for ") else f" on {when}"


# a count given as a range is its first number: "7 or 8 of us", "4-5 people"
RANGE = re.compile(rf"\b({COUNT})(?: or |-| to )(?:{COUNT})\b")


# A group that is no household: "five of us in the group chat", "the two of us at the gym"
NOT_A_HOUSEHOLD = re.compile(
    r"\bof us (?:in|on|at|from) (?:the |our |my |this |a |an )?(?!(?:home|house|household|flat|apartment|family|kitchen|"
    r"dinner|the table|mealtimes?|meals?)\b)\w+"
    # a list of who is somewhere else: "it's me, my wife and three dogs on the walk"
    r"|^(?:it'?s|it is|there'?s|there is|there are) .+ (?:on|at|in) (?:the|a|an|our|my|this) (?!(?:home|house|household|"
    r"flat|apartment|family|kitchen|dinner|table|mealtimes?|meals?|moment|week|weekends?)\b)\w+$"
    # another chore done for them all: "I do all the driving for the six of us"
    # people named beside the speaker, not fed: "me and my brother don't get along"
    r"|\b(?:get along|get on|got on|argue|argued|fight|fought|fell out|are (?:not )?friends|aren'?t friends|don'?t talk)\b"
    # guests, not the household: "a family of 5 coming to stay"
    r"|\b(?:coming|come|arriving|visiting) (?:to stay|to visit|over|round|for)\b"
    r"|\b(?:do|does|did|doing) (?:all |most |a lot of )?(?:the )?(?!cooking|baking|shopping|food|meals?|dinners?|"
    r"meal prep|feeding)\w+ for (?:the |all )?(?:\w+ )?(?:of us|people)\b"
)


def household(clause: str) -> int | None:
    """How many people the speaker cooks for, if the clause says."""
    clause = RANGE.sub(r"\1", clause)
    if NOT_A_HOUSEHOLD.search(clause):
        return None
    # (a parent "of three" is counted where the clause speaks of food: "as a mom of three, dinner has to …")
    if match := RELATIONS_FED.search(clause) or (COOKING_SAID.search(clause) and PARENT_OF.search(clause)):
        return _number(match.group("n")) + 1  # "I cook for my two kids": the speaker eats too, as in "… to feed"
    groups = list(GROUP.finditer(clause))
    if groups and SPEAKER_TOO.search(clause) and (FEEDS.search(clause) or HOUSEHOLD_LIST.match(clause)):
        return sum(_number(m.group("n")) for m in groups) + 1
    listed = not PEOPLE_ONLY.sub("", GROUP.sub("", clause)).strip()  # the household as a list, speaker in it
    if len(groups) >= 2 and (FEEDS.search(clause) or listed):
        total = sum(_number(m.group("n")) for m in groups)
        # people named by their relation to the speaker ("my wife and my two kids") leave the speaker out
        relations = any(m.group().startswith(("my ", "our ")) for m in groups)
        speaker_too = relations if listed else not re.search(r"\b(?:family|household) of\b|^we\b", clause)
        return total + int(speaker_too)
    for pattern in COUNTED:
        if match := pattern.search(clause):
            return _number(match.group("n"))
    if PAIR.search(clause) or PARTNER_FED.search(clause):
        return 2
    if ALONE.search(clause):
        return 1
    return None


# a time said on its own for when one cooks, as in a list of facts: "vegan, cook for two, 30 mins on weeknights"
SAID_ALONE = re.compile(
    rf"(?:^|,\s*)(?:about |around |roughly |usually |normally |max |under )?(?:{DURATION.pattern}) (?:(?:on|during) "
    r"(?:weeknights?|weekdays?|work nights?|school nights?|the week)"
    # or with the meals it is for, as in a list: "keto, no pork, 20 min dinners"
    r"|(?:dinners|meals|suppers|lunches|cooking|recipes)(?: max| tops| only| please)?)$"
)


COOKING_SAID = re.compile(r"\b(?:cook\w*|dinners?|meals?|kitchen|food|tea|supper)\b")


# minutes said as a bare number where a meal must be ready: "dinner has to be on the table in 30"
READY_IN = re.compile(
    r"\b(?:on the table|ready|done|cooked) in (?:under )?(?P<t>[1-9]\d)(?P<u>)(?P<w>)?(?P<half>)?(?P<hour>)?\s*$"
)


# more time than a limit: "I've got more than 20 minutes now" (not "no more than 20 minutes")
MORE_TIME = re.compile(
    r"\b(?:i|we)(?:'ve| have)? (?:got|have|get) (?:(?:a lot|much|way|loads|a bit|quite a bit) )?(?:more|longer) than "
    r"(?:about |around )?$"
)


def time_budget(clause: str) -> str | None:
    """ "30 minutes max on weeknights" when the clause gives a time it may not go over."""
    match = DURATION.search(clause) or READY_IN.search(clause)
    if (
        not match
        or not (LIMIT.search(clause) or (SAID_ALONE.search(clause) and COOKING_SAID.search(clause)))
        or re.search(r"\b(?:takes?|took|taking|for) (?:about |only |just )?$", clause[: match.start()])
    ):
        return None  # how long something takes, or how long it cooked, is not the speaker's time
    if MORE_TIME.search(clause[: match.start()]):
        return None  # "I've got more than 20 minutes now": no limit
    if re.match(
        r"\s+(?:until|till|til|before) (?!(?:dinner|tea|lunch|supper|the kids|everyone|they|we eat)\b)",
        clause[match.end() :],
    ):
        return None  # "I have 15 minutes until my train": a moment's time, not a cooking budget
    if (purpose := re.match(r"\s+to ((?:\S+ ?){1,4})", clause[match.end() :])) and not re.search(
        r"\b(?:cook\w*|prep\w*|bak\w*|dinners?|lunch\w*|tea|supper|breakfast|meals?|food|something|eat)\b", purpose[1]
    ):
        return None  # "about 20 minutes to catch the train": time for something else
    if (spent := SPENT_ON.search(clause)) and not any(
        COOKING_THING.fullmatch(w or "") for w in spent.group("what", "next")
    ):
        return None  # "half an hour is my limit for the treadmill": time for something else
    if re.search(r"\bto spare\b", clause) and not re.search(
        r"\b(?:cook\w*|dinners?|lunch\w*|meals?|food|tea|supper)\b", clause
    ):
        return None  # "I've usually got about 40 minutes to spare": time, for nothing said
    if (ruled := RULED.search(clause)) and not COOKING_THING.fullmatch(ruled["what"]):
        return None  # "homework needs to be done in 25 mins": a rule for something else
    if ASKED_FOR.search(clause) and not (
        re.search(r"\b(?:i|i'm|im|i've|my|we|we're|our)\b", clause) or RULE.search(clause)
    ):
        return None  # "cheap and quick dinner, 20 minutes max": the limit of a dish asked for
    if match.group("t"):
        amount, unit = int(match.group("t")), ("hour" if match.group("u").startswith("h") else "minute")
    elif match.group("w"):
        amount, unit = WORD_MINUTES[match.group("w")], "minute"
    elif match.group("half"):
        amount, unit = 30, "minute"
    else:
        amount, unit = (90, "minute") if "half" in match.group("hour") else (1, "hour")
    return f"{amount} {unit}{'s' if amount != 1 else ''} max{_when(clause)}"


def _parts(clause: str) -> list[str]:
    """A clause's comma-separated parts: "I no longer cook for the family, it's just me now" says two things."""
    return [part for part in (p.strip(" .!") for p in clause.split(", ")) if part]


# A household count corrected: "so it's 2 not 4", "we're three now, not five"
COUNT_CORRECTED = re.compile(
    rf"\b(?:it'?s|we'?re|we are|cooking for|cook for|for|down to) (?:just |only )?(?P<n>{COUNT})(?: (?:people|of us))?"
    rf"(?: now)?,? (?:not|instead of|rather than) (?P<m>{COUNT})\b"
)


# A rule of the kitchen's said to hold no more: "the twenty minute limit doesn't apply anymore"
RULE_OVER = re.compile(
    r"\b(?:doesn'?t|does not|won'?t|no longer) (?:appl(?:y|ies)|stands?|holds?|counts?)\b"
    r"|\b(?:(?:is|'s|are) (?:no longer|not)|isn'?t|aren'?t) (?:a thing|needed|relevant|an issue|a problem)\b"
)


# A piece that broke ("the air fryer packed in"): gone for good when the next clause says it will not be replaced
BROKE = re.compile(
    rf"\b(?:my|our|the) (?:old )?(?P<x>{EQUIPMENT})(?:'s| is| has)? (?:(?:finally|completely|totally|just) )?"
    r"(?:broke|broken|died|dead|packed (?:in|up)|gave up|conked out|stopped working|blew up|bust|busted)\b"
)


def kitchen_retracted(clause: str, sentence: str = "") -> list[str]:
    """The household a clause (of `sentence`) says is no longer cooked for ("I don't cook for four
    anymore"), the equipment parted with ("we sold the rice cooker"), or a limit that holds no more."""
    if (over := RULE_OVER.search(clause)) and not QUESTION.search(clause):
        return _facts(clause[: over.start()].strip(" ,"))
    if match := COUNT_CORRECTED.search(clause):
        return [f"cooks for {_number(match.group('m'))}"]
    if BEGINNER_NO_MORE.search(clause):
        return ["beginner cook"]  # "I'm no longer a beginner"
    if (
        (more := DURATION.search(clause))
        and MORE_TIME.search(clause[: more.start()])
        and (minutes := more["t"] or WORD_MINUTES.get(more["w"] or ""))
        and not (more["u"] or "m").startswith("h")
    ):
        return [f"{minutes} minutes"]  # "I've got more than 20 minutes now": the limit of 20 minutes is over
    gone = [fact for part in _parts(clause) for fact in _retracted(part)]
    if "cooks for" in gone and any(fact.startswith("cooks for ") for fact in kitchen_facts(sentence.lower() or clause)):
        gone.remove("cooks for")  # "I no longer cook for the whole family, it's just me now": the new count replaces it
    return gone


# Equipment parted with: "we got rid of the slow cooker", "sold my air fryer".
EQUIPMENT_GONE = re.compile(
    rf"^(?:(?:i|we)(?:'ve| have)? )?(?:(?:just|finally|recently|actually|also) )?(?:sold|got rid of|gave away|given away|ditched|dumped|"
    rf"threw out|thrown out|binned|donated|chucked(?: out)?|returned) (?:my|the|our|that|this) (?:old )?"
    rf"(?P<x>{EQUIPMENT})\b"
    # said of the piece: "the air fryer's gone, we sold it", "the old bread maker went to the charity shop"
    rf"|^(?:my |the |our )?(?:old )?(?P<y>{EQUIPMENT})(?:'s| is| has)? (?:gone|been sold|been given away|"
    rf"(?:went|gone|has gone) to (?:the )?(?:charity shop|tip|dump|recycling|car boot)"
    # "the microwave went to my sister's when we moved"
    rf"|(?:went|gone|has gone|'s gone) to (?:my|a|our) (?:\w+ )?(?:{PERSON}|friend|neighbou?r|mate)s?(?:'s)?)\b(?! off\b)"
)


# Equipment had no longer: "I don't have a grill anymore" (then it is also what the kitchen lacks)
EQUIPMENT_NO_LONGER = re.compile(
    rf"\b(?:(?:i|we) (?:don'?t|do not) (?:have|own) (?:an? |the |that |my |our |any )?(?:old )?(?P<x>{EQUIPMENT})\b.*"
    rf"\b(?:any ?more|now)\b|(?:i|we) no longer (?:have|own) (?:an? |the |that |my |our |any )?(?:old )?(?P<y>{EQUIPMENT})\b)"
)


# a household named with no count, and that it is over: "I no longer cook for the kids", "… for the family anymore"
HOUSEHOLD_UNCOUNTED = re.compile(
    r"\b(?:cook|cooking|feed|feeding) for (?:the|my|our) (?:whole )?(?:kids|children|family|household|lot|boys|girls)\b"
)
ENDED = re.compile(r"\b(?:any ?more|any longer|no longer|these days|now)\b")


def _retracted(clause: str) -> list[str]:
    if (match := EQUIPMENT_GONE.search(clause) or EQUIPMENT_NO_LONGER.search(clause)) and not QUESTION.search(clause):
        return [next(g for g in match.groups() if g)]
    if not NO_LONGER.search(clause) or OTHERS.search(clause) or QUESTION.search(clause):
        return []
    people = household(NO_LONGER.sub("cook", clause))
    if people is None and HOUSEHOLD_UNCOUNTED.search(clause) and ENDED.search(clause):
        return ["cooks for"]  # "I no longer cook for the kids, they've left home": whatever number was held
    return [f"cooks for {people}"] if people is not None else []


def kitchen_facts(clause: str, sentence: str = "") -> list[str]:
    """Kitchen facts in one lower-cased clause of the speaker's own; none where the sentence it is said in puts the
    speaker away from home ("I'm going camping and only have a gas stove")."""
    if AWAY.search(sentence.lower()) or RULE_OVER.search(clause):
        return []
    if match := COUNT_CORRECTED.search(clause):
        return [f"cooks for {_number(match.group('n'))}"]
    if NO_LONGER.search(clause):  # what was, then what is: "I don't cook for six anymore, it's just us two"
        return [fact for part in _parts(clause) for fact in _facts(part)]
    if (listed := ONLY_LISTED.search(clause.strip(" .!"))) and not LACKED.search(clause[: listed.start()]):
        # "student on a budget, just a hob and a microwave", "dorm life: microwave, kettle, that's it": all there is
        group = "list" if listed["list"] else "all"
        pieces = re.sub(r",(?: and)? ", " and ", listed[group])  # one part, not one per comma
        said = f"{clause[: listed.start()].rstrip(' ,:')}, i only have {pieces}".lstrip(" ,")
        return [fact for part in _parts(said) for fact in _facts(part)]
    if said := COOK_WITH.match(clause.strip(" .!")):  # "a novice cook with a tiny kitchen and no oven": what they have
        return _facts(said["who"]) + _facts(f"i have {said['what']}")
    return _facts(clause.strip(" .!"))


# kit listed as all there is, after what else the clause says: "…, just a hob and a microwave", "…: kettle, toaster, that's it"
_PIECE = rf"(?:an? |one |a single )?{SIZE}?(?:{EQUIPMENT})"
LACKED = re.compile(r"\b(?:no|without|don'?t have|do not have)\b")  # "no oven, just a hob": what there is instead
ONLY_LISTED = re.compile(
    rf"(?:^|[,:]\s*)(?:(?:just|only) (?P<list>{_PIECE}(?:(?:,|,? and|,? &|,? plus) {_PIECE})*)$"
    rf"|(?:(?:i|we)(?:'ve| have)? (?:only |just )?(?:have|got|own) )?"  # ("i only have a microwave, kettle, that's it")
    # ("microwave and kettle only, student budget")
    rf"(?P<all>{_PIECE}(?:(?:,|,? and|,? &|,? plus) {_PIECE})*)(?:,? (?:and )?that(?:'?s| is) (?:it|all)$| only(?:,.*)?$))"
)
# a cook described by what they cook with: "I'm a confident cook with a big kitchen and a stand mixer"
COOK_WITH = re.compile(
    r"^(?P<who>(?:i'?m|i am|im) (?:an? )?(?:[\w-]+ ){0,3}(?:cook|chef|baker|student|dad|mum|mom|parent|person)) "
    r"with (?P<what>(?:an? |no |my |only |just |one |two |a single ).+)$"
)


# Cooking kept to some days: "I only cook on weekends".
COOKING_DAYS = re.compile(
    r"\bi (?:only|just|mostly|mainly) (?:really )?cook (?:on |at )?(?:the )?(?P<when>weekends?|weeknights?|weekdays?|"
    r"sundays?|saturdays?|fridays?)\b"
)


def _owned(match: re.Match[str], clause: str) -> list[str]:
    """ "a microwave and a kettle": the piece named and the ones listed after it, each with its article."""
    owned, rest = [match.group("x") or match.groupdict().get("y")], clause[match.end() :]
    while also := ALSO_OWNED.match(rest):  # "an air fryer, a slow cooker and a rice cooker"
        owned.append(also.group(1))
        rest = rest[also.end() :]
    return [f"{'an' if x[0] in 'aeiou' else 'a'} {x}" for x in owned]


# iron that is no pan: "a cast iron fence"
NOT_COOKWARE = re.compile(
    r"\bcast iron (?:fence|gate|bath|tub|radiator|railings?|bench|door|stairs?|staircase|table|bed|frame|fireplace)s?\b"
)


def _facts(clause: str) -> list[str]:
    clause = HOB_BY_KIND.sub(r"switched to an \g<k> hob", NOT_COOKWARE.sub("", clause))
    if (
        MOMENT.search(clause)
        and len(parts := [p for p in re.split(r",\s*|\s+so\s+(?=.*\b(?:please|pls)\b)", clause) if p]) > 1
    ):
        # "total beginner, please keep it simple": the fact stands beside the request
        return [fact for part in parts if not MOMENT.search(part) for fact in _facts(part)]
    if (
        (OTHERS.search(clause) and not SPEAKER_FEEDS.search(clause) and not EQUIPMENT_ARRIVED[1].search(clause))
        or QUESTION.search(clause)
        or ONE_OCCASION.search(clause)
    ):
        return []
    if _retracted(clause) and not EQUIPMENT_NO_LONGER.search(clause) and len(parts := re.split(r",\s*", clause)) > 1:
        # what replaced it, said after: "the gas hob's gone, we went induction"
        return [fact for part in parts if not _retracted(part) for fact in _facts(part)]
    if (
        MOMENT.search(clause)
        or ELSEWHERE.search(clause)
        or (_retracted(clause) and not EQUIPMENT_NO_LONGER.search(clause))
    ):
        return []
    facts = []
    if (people := household(clause)) is not None and not OCCASION.search(clause):
        facts.append(f"cooks for {people}")
    if budget := time_budget(clause):
        facts.append(budget)
    elif match := COOKING_DAYS.search(clause):
        facts.append(f"cooks only on {match.group('when')}")
    elif TIME_POOR.search(clause):
        facts.append(f"little time to cook{_when(clause)}")
    elif match := MEALS_QUICK.search(clause):
        facts.append(f"{match['x']} meals{_when(clause)}")
    if match := next((m for p in EQUIPMENT_NONE if (m := p.search(clause))), None):
        facts.append(f"no {match.group('x')}")
        # the rest of a list of what is missing: "no blender, no food processor, just knives"
        # (up to what there is instead: "no oven, just a hob and a microwave")
        rest = re.split(r"\b(?:just|only|but|except|apart from|though|have|got|use)\b", clause[match.end("x") :])[0]
        facts += [f"no {m.group('x')}" for m in ALSO_NONE.finditer(rest)]
    elif match := EQUIPMENT_ONLY_NAMED.search(clause):
        owned = match.group("x") or match.group("y")
        facts.append(f"only {'an' if owned[0] in 'aeiou' else 'a'} {owned}")
    elif (match := EQUIPMENT_ONLY.search(clause)) and re.search(
        r"\bonly\b|\b(?:just|basically|pretty much|literally) (?:an?|one|my|cook|do)\b|^all (?:i|we)\b", clause
    ):
        said = " and ".join(_owned(match, clause))
        # a memory is at most eight words: "only a 24cm frying pan and a small saucepan" keeps the sizes, not the articles
        facts.append("only " + (said if len(said.split()) <= 7 else re.sub(r"\b(?:an?) ", "", said)))
    elif match := (
        EQUIPMENT_OWNED.search(clause)
        or EQUIPMENT_FAVOURED.search(clause)
        or next((m for p in EQUIPMENT_ARRIVED if (m := p.search(clause))), None)
    ):
        facts += ["has " + piece for piece in _owned(match, clause)]  # each piece a fact of its own
    elif match := USED_PIECE.search(clause):
        piece = next(p for p in match.group("x", "y", "z", "w") if p)
        facts.append(f"has {'an' if piece[0] in 'aeiou' else 'a'} {piece}")
    if (match := PLACE_WITH.search(clause)) and not any(match["x"] in fact for fact in facts):
        # what the place has, beside what it lacks: "a flat with a gas hob and no microwave" (and the rest of a list:
        # "the flat came with a gas hob and an old oven")
        facts += [f"has {piece}" for piece in _owned(match, clause)]
    if match := BURNERS.search(clause):
        n = match.group("n")
        facts.append(
            f"{'one' if n in ('a single', 'one', '1') else n} burner{'' if n in ('a single', 'one', '1') else 's'}"
        )
    if match := QUIRK.search(clause):
        facts.append(f"{match['x']} runs {match['y']}")
    if SMALL.search(clause):
        facts.append("small kitchen")
    elif BIG.search(clause):
        facts.append("big kitchen")
    if SHARED.search(clause):
        facts.append("shared kitchen")
    if match := SMALL_PART.search(clause):
        facts.append(f"small {match.group('x') or match.group('y')}")
    for pattern, level in SKILL:
        if SKILL_ELSEWHERE.search(clause) or BEGINNER_NO_MORE.search(clause):
            break
        if UNSKILLED.search(clause) and re.search(r"\b(?:i|i'm|im|i've)\b", clause):
            facts.append("beginner cook")  # "not a confident cook", "never been a good cook": the skill denied
            break
        if (
            pattern.search(clause)
            and re.search(
                r"\b(?:i|i'm|im|me|here|been)\b|^\w+ (?:home )?cook$|^(?:still|just) "
                r"|^(?:and |also |plus )?(?:(?:a )?bit of )?(?:an? )?(?:\w+ )?(?:beginner|novice|newbie)(?: cook| in the kitchen|"
                r" (?:when it comes to|at|with) (?:cook\w*|the kitchen|bak\w*|food))?(?: tbh| honestly| really| lol| here)?$"
                r"|^(?:cooked|worked|ran|run|managed) (?:professionally|in |an? |my own )|^(?:spent|did|had) (?:\w+ )?(?:years?|decades?) "  # a career said without its "I"
                r"|^(?:(?:still|very|quite|pretty|fairly|totally|completely|relatively) )?new to (?:cooking|the kitchen)\b"
                r"|^(?:(?:pretty|quite|very|fairly|really|reasonably|super|totally|completely) )?[\w-]+ in the kitchen$",
                clause,
            )
        ):
            facts.append(level)
            break
    return facts
