"""Is a reply to "Should I …?" a yes, a no, or neither? Pure Python, no Django.

Structure rather than a whole-message list: the reply's opening (after filler like "ok so", "um")
decides, emoji included; a reply that says both ("yes — no wait, keep it") is not a yes.
"""

from __future__ import annotations

import re

FILLER = re.compile(
    r"^(?:(?:ok|okay|so|um+|uh+(?![- ]?huh)|hmm+|mm+|well|oh|ah|alright|right then|cool|great|nice|lovely|brilliant|"
    r"perfect|awesome)[,.!\s]+)+",
    re.I,
)
YES = re.compile(
    r"^(?!(?:\w+ ){1,2}(?<!why )not\b)(?:why not|aye|yeh|yh|yah|oui|si|sí|ja|jawohl|claro|vale|yass*|y|ye+s+|yeah|yea|yep|yup|ya|uh[- ]?huh|mhm+|sure|for sure|you bet(?:cha)?|certainly|(?:too|dead|damn|quite) right|bang on|right on|of course|absolutely|definitely|indeed|correct|right|"
    r"that'?s (?:right|correct|true|accurate|it|the one|fine|ok(?:ay)?|good|great|alright|grand|perfect)|"
    r"that is (?:right|correct|true|accurate|fine)|accurate|true|by all means|that works|sounds (?:about )?(?:right|fine)(?: to me)?|"
    r"spot on|exactly|precisely|you got it|you'?ve got it(?: right)?|you got it right|you'?re right|you are right|"
    r"confirm(?:ed)?|i confirm|i'?m sure|i am sure|go (?:right )?ahead|go for it|go on|do it|please do|"
    # a yes said without conviction is still a yes: "I guess so", "I suppose so"
    r"(?:i )?(?:guess|suppose|think|reckon) so|i'?d say (?:so|yes)|i say yes|"
    r"yes please|please(?!\s+(?:don'?t|do not|dont|not|no|never|stop|leave|keep)\b)|affirmative|ok(?:ay)?|fine|alright|sounds good|forget it|delete it|remove it|save it|"
    r"remember it|add (?:it|that)|note (?:it|that)(?: down)?|log (?:it|that)|(?:write|jot|put) (?:it|that) down|pop it in|"
    # a yes given as if talked into it: "go on, twist my arm", "you've twisted my arm"
    r"(?:go on,? )?twist my arm|you'?ve twisted my arm|"
    r"cool|great|perfect|lovely|brilliant|awesome|nice one|bingo|make it so|crack on|👍|✅|✔️?|👌|🙏|💯|🆗)(?=$|[\s,.!:;)]|\W)",
    re.I,
)
NO = re.compile(
    r"(?:^|\b)(?:nah+|no+(?! (?:idea|clue|opinion|preference|strong (?:feelings?|opinions?|preference))\b)|nope|nay|not really(?! (?:sure|certain|know)\b)|don'?t(?! know\b| mind\b| (?:quite |really )?(?:follow|understand|get (?:it|you|what))\b)|do not|never ?mind|cancel|stop|wait|keep (?:it|them|that)|"
    r"leave it(?! with me\b)|skip (?:it|that|this|saving(?: it| that)?)|i'?ll pass|pass on (?:it|that|this)|hold on|not now|not me|rather not|not worth (?:saving|keeping|it|remembering)|rather you (?:didn'?t|did not|wouldn'?t)|changed my mind|👎|✋|❌)(?:\b|$)"
    # a refusal said with "not": "absolutely not", "not right now", "not at all" (but "not sure" is unclear)
    r"|^(?:non|nein|nee|negative)\b(?!-)|^not\b(?! (?:really |quite |totally |entirely |too |100% )?(?:sure|certain)\b)|\b(?:absolutely|definitely|certainly|of course|hell|god|please|better) not\b"
    r"|\b(?:that'?s|that is|it'?s|it is|you'?re) not (?:right|correct|accurate|true|it|me|what i (?:said|meant))\b"
    r"|\bi never said (?:that|it|so|anything)\b|\bwrong\b(?! (?:chat|window|tab|person|conversation|thread|app|number|message|screen)\b)",
    re.I,
)


# A question back ("wait, what would that change?") answers neither way unless it opens with yes or no.
ASKS_BACK = re.compile(
    r"\b(?:what|which|why(?! not\b)|how|who|when|where|would|will|does|do you|can you|could you|is (?:that|it|this)|"
    r"are you|did you|should i|shall i)\b[^.!]*\?\s*$"
    # typed without its "?": "wait what does that mean", "hmm how do you mean"
    r"|^(?:(?:wait|hang on|hold on|hmm+|sorry|um+|er+m?|huh|so)[,!.]?\s+)*(?:what|wat|wut|wot|which|why(?! not\b)|how|who|does|do you|"
    r"can you|could you|would that|will that|what's|whats)\b",
    re.I,
)
# A yes to part of it is no yes to what was asked: "yeah but only the olives one", "ok except the feta"
# (how much is no part: "yes, but only a mild one", "yes, though not severe")
PARTLY = re.compile(
    r"\b(?:but|except|apart from)\b,? (?:only|just|not|except|without|leave|keep)\b"
    r"(?! (?:an? )?(?:very |that |too |really )?(?:mild|slight|small|little|minor|light|severe|serious|bad|strong)\b)|\bexcept\b",
    re.I,
)
# what a yes may go on to say: "yes, keep it" keeps what was asked to be kept (after a plain no-word it refuses)
KEEP_IT = re.compile(r"\bkeep (?:it|them|that)\b", re.I)
# a yes after what qualifies it: "only a mild one, but yes"
BUT_YES = re.compile(r"\bbut (?:yes|yeah|yep|yup)\b(?!,? (?:and )?(?:no|don'?t|not)\b)", re.I)
# a yes said last, after what leads up to it: "I suppose that's fair, yes"
ENDS_YES = re.compile(r",\s*(?:yes|yeah|yep|yup)[\s.!]*$", re.I)
OPENS_WITH_ANSWER = re.compile(r"^(?:no+|nope|nah|y|ye+s+|yeah|yep|yup|sure)\b", re.I)


def confirmation(text: str) -> str:
    """ "yes", "no" or "unclear"."""
    said = FILLER.sub("", (text or "").strip().replace("\u2019", "'"))
    if (ASKS_BACK.search(said) and not OPENS_WITH_ANSWER.match(said)) or (
        said.rstrip().endswith("?") and len(said.split()) > 1 and not re.search(r"\bwhy not\W*$", said, re.I)
    ):
        return "unclear"  # (a yes followed by a question asks before it answers: "yep, do it tomorrow?")
    yes = bool(YES.match(said) or BUT_YES.search(said) or ENDS_YES.search(said)) and not PARTLY.search(said)
    no = bool(NO.search(said))
    if yes and no and re.match(r"(?:y|ye+s+|yeah|yep|yup|sure)\b", said, re.I):
        no = bool(NO.search(KEEP_IT.sub("", said)))
    if yes != no:
        return "yes" if yes else "no"
    return "unclear"


# The answer a reply opens with, and the words that tie what follows to it: "no, but …", "yes and also …"
ANSWER_OPENING = re.compile(
    r"^(?:no+|nope|nah|no thanks?|no thank you|not really|not now|ye+s+|yeah|yep|yup|sure|ok(?:ay)?)\b[\s,.!;:—–-]*"
    r"(?:(?:but|and|though|however|also|thanks|thank you|thx)\b[\s,.!—–-]*)*",
    re.I,
)


def besides_the_answer(text: str) -> str:
    """What a reply says after its yes or no ("no, but I really hate olives" → "I really hate olives")."""
    said = FILLER.sub("", (text or "").strip().replace("\u2019", "'"))
    return ANSWER_OPENING.sub("", said, count=1).strip()
