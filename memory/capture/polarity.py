"""How a person feels about a food, read from the words of feeling around it. Pure Python, no Django.

The phrasing tables in phrasing.py know the common shapes ("I hate X", "X is my favourite"); people
say it a thousand other ways ("avocado toast is life", "beetroot tastes like dirt to me", "I'd rather
starve than eat tofu", "nothing beats a good bowl of ramen"). This reads the feeling instead: a
clause that names a food from the lexicon and carries a word of liking or disliking (the cue tables
below, written as words and short idioms, not sentences), with a negator just before a liking word
turning it round ("not a fan", "never liked"). It is asked only when the phrasing tables found
nothing, and only about the speaker's own, present, durable statements (extraction checks who
speaks, hedges, tense and requests first).
"""

from __future__ import annotations

import re

LIKE, DISLIKE = 1, -1

POSITIVE = re.compile(
    r"\b(?:love[sd]?|loving|lovin|liked|adore[sd]?|enjoy(?:s|ed)?|fan of|obsessed|addicted|hooked|sucker for|stickler for|weak for|"
    r"weakness|guilty pleasure|favou?rites?|fave|go-to|comfort food|is life|are life|my jam|the best|the bomb|"
    r"(?:my|our) (?:whole|entire) personality|my love language|"
    # "I'd walk a mile for a good bagel", "thai green curry and I go way back"
    r"(?:walk|drive|travel|go) (?:a |an extra |\w+ )?miles? for|(?:would|'d) (?:kill|die|sell my soul) for|"
    r"and (?:i|me) go (?:way )?back|and (?:i|me) (?:have|share) (?:a )?(?:long )?history|"
    # a taste grown into: "I've developed a taste for olives"
    r"(?:developed|acquired|got|gained) (?:a |an )?(?:real |bit of a )?(?:taste|liking|fondness) for|"
    # slang of praise: "brussels sprouts are underrated", "pineapple on pizza slaps"
    r"underrated|slaps|hits different|top tier|goated|chef'?s kiss|"
    # wished for daily: "burritos every night if I could"
    r"(?:every (?:single )?(?:day|night|meal|week)|daily) if i could|"
    r"nothing beats|can'?t beat|can'?t get enough|can'?t resist|could live on|could eat|live on|live for|"
    r"crave|delicious|amazing|awesome|incredible|fantastic|so good|really good|great|(?:actually |pretty |really )decent|yum+y?|m{2,}|heaven|"
    r"heavenly|a treat|always up for|makes? me (?:so |really |very |instantly )?happy|grow(?:s|ing|n)? on me|i (?:much |really )?prefer|(?:can'?t|cannot|won'?t|will never|could never|would never|couldn'?t|wouldn'?t|refuse to) "
    r"(?:ever )?(?:give up|quit|stop eating|live without|do without)|(?:can'?t|couldn'?t|could not|cannot) (?:live|do|go) without|"
    r"(?:never|wouldn'?t|won'?t|couldn'?t|would never|can'?t) (?:ever )?say no|big on|partial to|keen on|all about|i (?:really )?rate|sign me up|count me in|"
    # a food named, then the speaker's answer to it: "anything Japanese and I'm happy"
    r"(?:i'?m|im) (?:so |always |instantly |very )?(?:happy|sold|there)(?! (?:to|with|that|for(?! (?:days|life|hours|ever|a week)\b)|if|when|about|at|in)\b))\b"
)
NEGATIVE = re.compile(
    r"\b(?:hate[sd]?|dislike[sd]?|detest|loathe|despise|can'?t stand|cannot stand|can'?t bear|gross|disgusting|"
    r"revolting|vile|nasty|awful|horrible|yuck|yuk|ew+|eww+|blech|bleh|"
    # "ugh" before a clause of its own is a mood ("ugh, forget it, we'll just get chips"), not disgust at the food
    r"ugh(?![,.!]* (?:forget|fine|whatever|ok|okay|never ?mind|we|we'll|we're|i|i'm|i'll|it's|this|that|my|our|you)\b)|gag|gags|makes? me gag|the worst|"
    r"rather (?:starve|die|go hungry|eat anything else)|steer clear|stay away|keep (?:\w+ ){1,3}(?:out of|away "
    r"from)|freaks? me out|grosses me out|puts? me off|turns? my stomach|tastes? like (?:dirt|soap|feet|"
    r"cardboard|garbage|rubber|nothing|metal|sweat)|no thanks?|no thank you|not for me|pass on|avoid|never "
    r"touch|won'?t touch|can'?t do|no go|no-go|overrated|not a fan|can'?t deal|ruins? (?:everything|every|any|it|the)|"
    r"(?:doesn'?t|does not|don'?t|do not) agree with me|"
    r"(?:isn'?t|is not|aren'?t|are not) (?:good|great|kind|nice) (?:for|to|on) my (?:stomach|tummy|gut|belly|digestion)|"
    # what it does to the speaker: "lactose really bothers me", "dairy breaks me out"
    r"bothers? me|(?:breaks?|brings?) me out|makes? (?:me|my skin) break out|"
    # a verdict on it: "salads bore me to tears", "aubergine is a vegetable crime"
    r"bores? me|an? (?:\w+ )?crime|crimes? against|abominations?|"
    # "I'd happily never see another courgette", "never want to eat another sprout"
    r"(?:happily|gladly) never (?:see|eat|have|touch|taste)|never (?:want to|wanna) (?:see|eat|taste) (?:another|a|any)|"
    r"(?:not|isn'?t|aren'?t) (?:really |exactly |quite |totally |at all |just )?my (?:thing|cup of tea|scene|bag|kind of thing)|"
    # what is wrong with it: "far too gamey", "bland mush", "slimy"
    r"(?:far |way |much |a bit |a little |just |slightly )?too (?:gamey|fishy|rich|bland|slimy|mushy|chewy|bitter|"
    r"sour|salty|sweet|greasy|oily|heavy|strong|stodgy|earthy|sickly|fatty|dry|rubbery|overpowering)|"
    r"bland|slimy|mushy|rubbery|tasteless|flavourless|flavorless|inedible|sickly|"
    # the appeal not seen: "can't get my head around the appeal of olives", "never understood the hype"
    r"(?:can'?t|don'?t|never|do not|cannot) (?:\w+ ){0,4}?(?:get|understand|see|understood|got|saw)(?: \w+){0,3}? "
    r"the (?:appeal|hype|point|fuss))\b"
)
# A face said of a food, with no word of feeling: "broccoli 🤮🤮", "fries 😍😍😍"
EMOJI_LIKE = re.compile("[\U0001f60d\U0001f924\U0001f60b\U0001f970\U0001f929]")  # 😍 🤤 😋 🥰 🤩
EMOJI_DISLIKE = re.compile("[\U0001f92e\U0001f922]")  # 🤮 🤢
NEGATED_RIGHT_BEFORE = re.compile(
    r"\b(?:not|never|don'?t|do not|doesn'?t|does not|didn'?t|won'?t|wouldn'?t) (?:really |actually |exactly |totally |even )?$"
)
NEGATOR = re.compile(r"\b(?:not|never|no|don'?t|do not|doesn'?t|didn'?t|isn'?t|aren'?t|wasn'?t|won'?t|can'?t)\b")
# Said of one meal in the past ("the curry was delicious"), not of a lasting taste.
REVIEW = re.compile(
    r"\b(?:was|were|tasted|turned out|came out|ate|had|made|tried|cooked|sounds?|looks?|(?<!the )(?<!that )smells?(?! of)|seems?|"
    # what a food is good for, not a taste: "pecans make a great pie"
    r"makes? (?:a|an|the|great|good|lovely|nice|perfect)(?! (?:me|my)\b))\b"
)
# Favourites that are not food: "burnt orange is my favourite colour"
NOT_FOOD_FAVOURITES = (
    r"colou?r|shade|season|month|day|sport|subject|animal|flower|holiday|song|film|movie|show|book|band|city|country|"
    r"artist|actor|singer|author|team|player|number|word|game|perfume|candle"
)
# Not a taste: an aim ("I try to avoid processed sugar" is a goal) or a favourite that is not food
# ("my favourite cookbook is Salt Fat Acid Heat").
NOT_A_TASTE = re.compile(
    r"\b(?:try|trying|tries|want|wants|need|needs|aim|aiming|working|hoping|supposed) to\b|"
    # a feeling about a fact: "I hate that my sesame allergy means no hummus", "I love that the kids eat broccoli"
    r"\b(?:hate|love|like|can'?t stand) that (?:my|i|i'm|it|it's|we|there|they|you|he|she|this|the)\b|"
    r"\b(?:cookbook|book|show|series|chef|restaurant|place|cafe|shop|brand|youtuber|channel|podcast|app|film|"
    r"movie|song|band|game|team|recipe site|website)s?\b|"
    rf"\b(?:favou?rite|fave) (?:{NOT_FOOD_FAVOURITES})s?\b"
)


# Someone else's taste: "the kids love pasta", "everyone's favourite".
OTHERS = re.compile(
    # (not "they" judged as food is: "no anchovies, they're vile")
    r"\b(?:they(?!(?:'re| are) (?:(?:so|just|really|absolutely|too|honestly) )?(?:vile|gross|disgusting|revolting|nasty|"
    r"awful|horrible|rank|foul|delicious|amazing|incredible|lush|gorgeous|the best|the worst|my fav\w*)\b)|"
    r"he|she|his|her|their|everyone|everybody|people|kids|children|husband|wife|partner|boyfriend|"
    r"girlfriend|son|daughter|friends?|guests?|family|mum|mom|dad|brother|sister|roommate|flatmate)\b"
)
SPEAKER = re.compile(r"\b(?:i|i'm|im|i've|i'd|me)\b")


def denied_dislike(clause: str) -> bool:
    """A word of disliking said with "not" right before it: "I don't hate olives", "I do not avoid dairy"."""
    negative = NEGATIVE.search(clause)
    return bool(negative and NEGATED_RIGHT_BEFORE.search(clause[: negative.start()]))


def polarity(clause: str) -> int:
    """LIKE, DISLIKE or 0 for a lower-cased clause of the speaker's."""
    clause = re.sub(r"\b(everything|anything) (?:it|they) touch(?:es)?\b", r"\1", clause)  # the food, not people
    if (OTHERS.search(clause) and not SPEAKER.search(clause)) or NOT_A_TASTE.search(clause):
        return 0
    negative = NEGATIVE.search(clause)
    positive = next(
        (m for m in POSITIVE.finditer(clause) if not (negative and negative.start() <= m.start() < negative.end())),
        None,
    )
    if positive and not negative:
        before = clause[max(0, positive.start() - 16) : positive.start()]
        if NEGATOR.search(before):
            return DISLIKE  # "not a fan of", "never liked", "don't really like"
        if REVIEW.search(clause) and not re.search(r"\bi(?:'ve| have)? always\b|\bnever\b", clause):
            return 0
        return LIKE
    if negative and not positive:
        return 0 if denied_dislike(clause) else DISLIKE  # "I don't hate olives" is no dislike
    if negative and positive:
        # "I love mushrooms but hate olives" is two clauses upstream; here the first feeling leads
        return LIKE if positive.start() < negative.start() and not NEGATOR.search(clause[: positive.start()]) else 0
    liked, disliked = bool(EMOJI_LIKE.search(clause)), bool(EMOJI_DISLIKE.search(clause))
    return 0 if liked == disliked else (LIKE if liked else DISLIKE)
