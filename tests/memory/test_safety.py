"""The allergy safety net (memory.capture.safety): pure Python, phrasing-independent structure."""

from __future__ import annotations

import pytest

from memory.capture.extraction import allergies_to_ask, extract
from memory.capture.safety import allergens_avoided, allergens_in, allergy_mentions, named_allergens, narrowed_to
from memory.rules import ALLERGY


def found(text: str) -> list[tuple[str, bool]]:
    return [(m.allergen, m.sure) for m in allergy_mentions(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I'm also allergic to shellfish.", [("shellfish", True)]),
        ("Heads up: sesame allergy here.", [("sesame", True)]),
        ("Peanuts could literally kill me, I carry an EpiPen.", [("peanuts", True)]),
        ("allergic to tree nuts btw", [("tree nuts", True)]),
        ("I have an allergy to strawberries and kiwi", [("strawberries", True), ("kiwi", True)]),
        ("im lactose intolerant lol", [("lactose", True)]),
        ("no nuts please, severe allergy", [("tree nuts", True)]),
        ("shellfish gives me hives", [("shellfish", True)]),
        ("dairy makes my throat swell up", [("milk", True)]),
        ("if I eat shrimp I could die", [("shrimp", True)]),
        ("im alergic to crab", [("crab", True)]),
        ("prawns make me really sick", [("shrimp", False)]),
        ("I get a rash from strawberries", [("strawberries", True)]),  # the skin's reaction, as hives are
        ("mango gives me a nasty rash", [("mango", True)]),
        ("I think I might be allergic to kiwi", [("kiwi", False)]),
        # an itching mouth is an allergy's (oral allergy); a tingle, which chilli also gives, is asked about
        ("sesame makes my mouth itch", [("sesame", True)]),
        ("my lips tingle whenever I eat hazelnuts", [("hazelnuts", False)]),
        # a reaction said as trouble, an allergy said in jest: asked about, never saved unasked
        ("one bite of crab and I'm in serious trouble", [("crab", False)]),
        ("allergic to eggs, jk", [("eggs", False)]),
        ("I react to celery", [("celery", False)]),
        # "not just intolerant" says more than an intolerance, not less
        ("it's a soy allergy, not just an intolerance", [("soy", True)]),
        # a list said as the speaker's allergies; a food no allergen list names, listed beside known ones, is asked
        ("my allergies are eggs, lychee and mustard", [("eggs", True), ("mustard", True), ("lychee", False)]),
        ("I'm allergic to milk so no paneer or lassi", [("milk", True)]),
        ("my allergy list is short: walnuts and lychee", [("walnuts", True), ("lychee", False)]),
        # an emergency or an asthma attack after a food is as sure as the word "allergic"
        ("had to call an ambulance after eating cashews", [("cashews", True)]),
        ("mustard triggers my asthma", [("mustard", True)]),
        # the allergy said without its food, which the sentence before named
        ("any egg in brioche? I'm allergic", [("eggs", True)]),
        # "we" with the speaker's own allergy
        ("we keep the house sesame free because of my allergy", [("sesame", True)]),
        # the speaker singled out among others; welts are the skin's reaction, as hives are
        ("i'm the only one in my family with a sesame allergy", [("sesame", True)]),
        ("the family with the sesame allergy moved away", []),
        ("i come out in welts with kiwi", [("kiwi", True)]),
        # no allergy but one; someone else's
        ("allergic to nothing except mustard", [("mustard", True)]),
        ("my son has no allergies apart from eggs", []),
        # a request that ends with the speaker's allergy; a child's; what the speaker read; legumes as a group
        ("could you do a stir fry without peanuts, i'm allergic", [("peanuts", True)]),
        ("could you do a stir fry without peanuts, my son's allergic", []),
        ("i heard that kiwi allergies are common", []),
        ("i can't have mussels, they'd kill me", [("mussels", True)]),
        ("i've got an allergy to pulses", [("legumes", True)]),
    ],
)
def test_allergies_and_reactions_are_found_however_they_are_phrased(text, expected):
    assert found(text) == expected


def test_an_allergy_keeps_the_persons_words_and_a_condition_its_food():
    assert [m.value for m in allergy_mentions("dairy makes my throat swell up")] == ["dairy"]
    assert [m.value for m in allergy_mentions("prawns make me really sick")] == ["prawns"]
    assert [m.value for m in allergy_mentions("diagnosed coeliac last year")] == ["gluten"]


@pytest.mark.parametrize(
    "text",
    [
        "My son is allergic to eggs",
        "my wife has a shellfish allergy",
        "I'm not allergic to anything",
        "is sesame a common allergen?",
        "I love peanut butter",
        "I used to be allergic to eggs but I grew out of it",
        "what can I make for a friend with a nut allergy?",
        "I hate mushrooms",
        "a lot of kids are allergic to peanuts these days",
        "I used to think I was allergic to milk but it was something else",
        "I'm allergic to cats, not food stuff",
        "cooking tonight for somebody with coeliac disease",
        "a guest who is allergic to sesame is coming",
        "the allergist says I'm fine with eggs now",
        "my best mate's allergic to sesame",
        "our lodger is allergic to soy",
    ],
)
def test_other_peoples_allergies_questions_and_negations_are_not_the_speakers(text):
    assert found(text) == []


def test_a_longer_alias_wins_over_its_parts():
    assert allergens_in("peanut butter and sesame seeds") == ["peanuts", "sesame"]


def test_a_plant_milk_is_not_milk():
    assert named_allergens("coconut milk brings me out in hives") == {"coconut": "coconut"}
    assert named_allergens("oat milk or almond milk in my coffee") == {"almonds": "almond"}
    assert named_allergens("a splash of milk") == {"milk": "milk"}


def test_sure_mentions_become_allergy_claims_in_extraction():
    claims = extract("Heads up: sesame allergy here. Also I love Thai food").claims

    assert ("allergy", "sesame") in [(c.category, c.value) for c in claims]
    assert ("allergy", "shellfish") in [(c.category, c.value) for c in extract("shellfish gives me hives").claims]
    assert all(c.category != ALLERGY for c in extract("prawns make me really sick").claims)
    assert all(c.category != ALLERGY for c in extract("I'm allergic to penicillin").claims)


@pytest.mark.parametrize(
    ("text", "value"),
    [("I'm allergic to mornings lol", "mornings"), ("heads up, I have a mild annatto allergy", "annatto")],
)
def test_an_allergy_to_something_no_lexicon_knows_is_asked_about_not_saved(text, value):
    assert [c for c in extract(text).claims if c.category == ALLERGY] == []
    assert [(m.value, m.sure) for m in allergy_mentions(text)] == [(value, False)]


def test_a_reaction_to_a_food_no_allergen_list_names_is_asked_about_not_saved():
    text = "blackberries give me hives"

    assert [(m.value, m.sure) for m in allergy_mentions(text)] == [("blackberries", False)]
    assert [c for c in extract(text).claims if c.category == ALLERGY] == []


def test_gf_is_gluten_free_not_someone_else():
    # "gf" is as often gluten free as a girlfriend: it never makes the speaker's allergy someone else's
    assert [m.value for m in allergy_mentions("i'm coeliac so my gf bread is kept apart")] == ["gluten"]


def test_the_speaker_as_someone_with_an_allergy_is_the_speaker():
    assert [(m.value, m.sure) for m in allergy_mentions("I'm someone with a severe sesame allergy")] == [
        ("sesame", True)
    ]


def test_a_statement_before_a_question_is_heard_apart_from_it():
    # "as someone with …" is the speaker; the question after the comma does not make the allergy a question
    assert [
        (m.value, m.sure) for m in allergy_mentions("as someone with a peanut allergy, what desserts can I make?")
    ] == [("peanut", True)]
    assert found("is anyone here allergic to peanuts, what do you think?") == []


def test_an_allergy_doubted_by_the_speaker_is_not_theirs():
    assert found("I don't think I'm allergic to prawns, they just taste off to me") == []


def test_a_piece_of_kit_named_beside_an_allergy_is_no_food_to_ask_about():
    # "a rice cooker" names no rice, however the clause it is in reads
    text = "cashews make my lips sting and itch, and kit wise I own a pan plus a rice cooker"

    assert [(m.value, m.sure) for m in allergies_to_ask(text)] == [("cashews", True)]


def test_a_dish_made_of_an_allergen_is_stored_as_the_allergen():
    assert [(m.value, m.sure) for m in allergy_mentions("my lips swelled up after the satay")] == [("peanuts", True)]


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        # worded without allergy words: the intent reader hears an allergy, the chat asks (never saves unasked)
        ("peanuts and me are a dangerous combination", ["peanuts"]),
        ("I keep an eye out for sesame on labels, always", ["sesame"]),
        # the gut's or the head's reaction to a food: asked about, never saved unasked
        ("prawns always give me a stomach ache", ["prawns"]),
        ("I get bad headaches after red wine", ["red wine"]),
        # someone else's, a question, a taste, a headache from something else: nothing to ask
        ("my daughter gets tummy aches from milk", []),
        ("the neighbours' music gives me a headache", []),
        ("my husband hates sesame", []),
        ("is sesame healthy?", []),
        ("I love peanuts", []),
        # how a food is made names no allergen: no allergy question about raw fish or spicy food
        ("I love Japanese food but I can't eat raw fish", []),
        ("spicy food makes me ill", []),
        # food needed free of an allergen, no reason given: asked about; someone else's need is theirs
        ("it has to be sesame free for me", ["sesame"]),
        ("i get really bloated after bread", ["bread"]),
        ("my son's lunches have to be sesame free", []),
    ],
)
def test_an_allergy_worded_any_way_is_asked_about(text, asked):
    assert [m.value for m in allergies_to_ask(text) if not m.sure] == asked
    assert not [c for c in extract(text).claims if c.category == ALLERGY]


@pytest.mark.parametrize(
    ("text", "mine"),
    [
        # some of a group counted are not the speaker: nothing of theirs is saved or asked about
        ("I've got guests coming, one is coeliac and one is vegan", []),
        ("one's allergic to nuts, the other is fine", []),
        ("I'm allergic to nuts and one of the kids is coeliac", [(ALLERGY, "nuts")]),
    ],
)
def test_an_allergy_of_one_of_a_group_is_not_the_speakers(text, mine):
    assert [(c.category, c.value) for c in extract(text).claims] == mine
    assert [m.value for m in allergies_to_ask(text)] == [v for _, v in mine]


@pytest.mark.parametrize(
    ("text", "sure"),
    [
        # a reaction stated as fact stays sure when only its name is doubted; a doubt about the reaction asks
        ("kiwi makes my tongue swell, i think i'm allergic", True),
        ("i think i'm allergic to kiwi", False),
        # an allergy that may be outgrown one day is the speaker's now
        ("my allergist says i may outgrow my sesame allergy", True),
        # a fear of an allergy is asked about, never saved unasked
        ("i'm worried i'm allergic to mango", False),
        # the food asked, then the allergy said with a word of regret: the food's
        ("mango? allergic, sadly", True),
        ("Sesame? Yes, allergic unfortunately.", True),
    ],
)
def test_a_doubt_about_a_name_or_about_later_leaves_a_stated_allergy_sure(text, sure):
    assert [m.sure for m in allergy_mentions(text)] == [sure]


@pytest.mark.parametrize(
    "text",
    [
        "a neighbour of mine is coeliac",
        "one of my flatmates is allergic to prawns",
        "i'm vegan, she's also allergic to soy",
        # a fear that proved groundless is no one's allergy
        "i was scared i was allergic to prawns, but i'm not",
    ],
)
def test_someone_the_speaker_names_is_not_the_speaker(text):
    assert allergy_mentions(text) == []
    assert not [c for c in extract(text).claims if c.category == ALLERGY]


@pytest.mark.parametrize(
    ("reply", "meant"),
    [
        ("yes but only peanuts, not all nuts", ["peanuts"]),
        ("just prawns, crab is fine", ["prawns"]),
        ("yeah, cashews only", ["cashews"]),
        ("yes, but only to walnuts", ["walnuts"]),
        ("yes", []),
        ("only a mild one", []),  # how much, not which
        ("yes please, just be careful", []),
    ],
)
def test_a_reply_to_the_allergy_question_may_narrow_it_to_the_allergen_meant(reply, meant):
    assert narrowed_to(reply) == meant


@pytest.mark.parametrize(
    ("text", "allergies"),
    [
        ("a recipe with eggs please, I'm allergic to nuts", ["nuts"]),  # the eggs are asked for
        ("something with salmon and rice? I'm allergic to shellfish", ["shellfish"]),
        ("something without nuts please, I'm allergic", ["nuts"]),  # the allergy names nothing after it
    ],
)
def test_a_dish_asked_for_before_an_allergy_is_not_part_of_it(text, allergies):
    assert [c.value for c in extract(text).claims if c.category == ALLERGY] == allergies
    assert list(allergens_avoided(text).values()) == allergies  # nor kept out of the chat's recipes


def test_a_dish_asked_for_with_typos_is_not_read_as_an_allergy():
    assert allergies_to_ask("reciepe with chiken and rice pls") == []


def test_a_milder_reaction_after_an_allergy_in_the_same_sentence_is_asked_about_not_saved():
    said = "I'm coeliac, and eggs make me feel queasy"
    assert [c.value for c in extract(said).claims if c.category == ALLERGY] == ["gluten"]
    assert [(m.value, m.sure) for m in allergies_to_ask(said)] == [("gluten", True), ("eggs", False)]
    listed = "I'm allergic to peanuts, sesame, and tree nuts"  # a list with its last comma is one allergy
    assert [c.value for c in extract(listed).claims if c.category == ALLERGY] == ["peanuts", "sesame", "tree nuts"]
