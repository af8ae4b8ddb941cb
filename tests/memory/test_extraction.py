"""Understanding statements: the many ways people say things about themselves (no database)."""

from __future__ import annotations

import pytest

from memory import rules
from memory.capture.extraction import allergies_to_ask, extract, retracts_last


def claims(text, **kwargs):
    return [(c.category, rules.normalize(c.value)) for c in extract(text, **kwargs).claims]


def forgets(text, **kwargs):
    return [(f.category, rules.normalize(f.value) if f.value else None) for f in extract(text, **kwargs).forgets]


@pytest.mark.parametrize(
    "text",
    [
        "I hate cilantro",
        "I can't stand cilantro.",
        "Cilantro is disgusting",
        "ugh, I really don't like cilantro",
        "I detest cilantro",
        "I'm not a fan of cilantro",
        "No cilantro for me please",
        "I never eat cilantro",
        "I can't stand the taste of cilantro",
        "honestly I loathe cilantro!",
        "I’m not into cilantro",
    ],
)
def test_it_hears_a_dislike_however_it_is_said(text):
    assert claims(text) == [(rules.DISLIKE, "cilantro")]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("I'm allergic to peanuts", "peanut"),
        ("I have a severe shellfish allergy", "shellfish"),
        ("I am allergic to tree nuts", "tree nut"),
        ("I have an allergy to sesame", "sesame"),
        ("I'm lactose intolerant", "lactose"),
        ("I'm celiac", "gluten"),
        ("I'm deathly allergic to shrimp", "shrimp"),
    ],
)
def test_it_hears_an_allergy(text, value):
    assert claims(text) == [(rules.ALLERGY, value)]


@pytest.mark.parametrize(
    ("text", "category", "value"),
    [
        ("I love Thai food", rules.CUISINE, "thai"),
        ("my favorite cuisine is Korean", rules.CUISINE, "korean"),
        ("I love garlic", rules.LIKE, "garlic"),
        ("I'm a huge fan of spicy food", rules.LIKE, "spicy"),
        ("I prefer one-pot meals", rules.COOKING_STYLE, "one pot"),
        ("I always cook in my air fryer", rules.COOKING_STYLE, "air fryer"),
        ("I'm trying to lose weight", rules.DIETARY_GOAL, "lose weight"),
        ("I want to eat more protein", rules.DIETARY_GOAL, "eat more protein"),
        ("I'm vegetarian", rules.DIET, "vegetarian"),
        ("I went vegan last month", rules.DIET, "vegan"),
        ("I follow a keto diet", rules.DIET, "keto"),
        ("I eat gluten-free", rules.DIET, "gluten free"),
    ],
)
def test_it_hears_preferences_styles_goals_and_diets(text, category, value):
    assert claims(text) == [(category, value)]


def test_it_splits_lists_but_keeps_dishes_whole():
    assert claims("I love Thai and Mexican food") == [(rules.CUISINE, "thai"), (rules.CUISINE, "mexican")]
    assert claims("I love mac and cheese") == [(rules.LIKE, "mac and cheese")]


def test_it_hears_several_claims_in_one_message():
    assert claims("I hate cilantro and I'm allergic to peanuts") == [
        (rules.DISLIKE, "cilantro"),
        (rules.ALLERGY, "peanut"),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "My friend is vegetarian",
        "my wife hates mushrooms",
        "He's allergic to nuts",
        "We love Italian food",
        "Make me something with garlic",
        "Can you give me a recipe with shrimp?",
        "Maybe I should try fish",
        "I think I might be allergic to shrimp",
        "I feel like pasta tonight",
        "I'm tired",
        "ok thanks",
        "nice",
        "Do I like olives?",
        "I'd love a pasta recipe",
        "I like it",
        "I love you",
    ],
)
def test_it_saves_nothing_from_third_person_requests_hedges_and_moods(text):
    assert claims(text) == []


def test_changes_of_diet_are_understood():
    assert claims("actually I eat fish now", current_diet="vegetarian") == [(rules.DIET, "pescatarian")]
    assert forgets("I stopped keto") == [(rules.DIET, "keto")]
    assert forgets("I'm not vegan anymore") == [(rules.DIET, "vegan")]
    assert forgets("I eat meat again", current_diet="vegetarian") == [(rules.DIET, "vegetarian")]
    assert forgets("i am not more vegan", current_diet="vegan") == [(rules.DIET, "vegan")]  # a learner's "no longer"
    assert forgets("paleo didn't work for me", current_diet="paleo") == [(rules.DIET, "paleo")]
    # a diet taken up in place of the one held replaces it; in place of a part of it, the rest stays
    assert claims("my consultant switched me onto keto instead", current_diet="paleo") == [(rules.DIET, "keto")]
    assert claims("dairy free rather than gluten free now", current_diet="vegetarian and gluten-free") == [
        (rules.DIET, rules.normalize("vegetarian and dairy-free"))
    ]
    assert claims("strictly vegan as of monday", current_diet="vegetarian") == [(rules.DIET, "vegan")]
    assert forgets("i'd told you i was vegan, i'm not anymore", current_diet="vegan") == [(rules.DIET, "vegan")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("forget that I hate cilantro", [(rules.DISLIKE, "cilantro")]),
        ("forget my peanut allergy", [(rules.ALLERGY, "peanut")]),
        ("I'm not allergic to peanuts anymore", [(rules.ALLERGY, "peanut")]),
        ("I don't hate mushrooms anymore", [(rules.DISLIKE, "mushroom")]),
        ("please forget my diet", [(rules.DIET, None)]),
        ("forget olives", [(None, "olive")]),
    ],
)
def test_it_hears_requests_to_forget(text, expected):
    assert forgets(text) == expected
    assert claims(text) == []


def test_forget_everything_is_recognised_but_not_acted_on_here():
    for text in (
        "Forget everything about me",
        "please get rid of every last thing you know about me",
        "erase me entirely please",  # the speaker as a whole
        "complete wipe pls",
    ):
        found = extract(text)
        assert found.forget_everything and not found.forgets and not found.claims, text
    assert not extract("get rid of every single jumper with a hole").forget_everything
    assert not extract("my kitchen needs a complete reset after the party").forget_everything


def test_values_keep_the_persons_spelling():
    assert [c.value for c in extract("I love Thai food").claims] == ["Thai food"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I cook for two on weeknights", ["cooks for 2"]),
        ("we're a family of four", ["cooks for 4"]),
        ("30 minutes max", ["30 minutes max"]),
        ("i only have like 20 mins to cook on weeknights", ["20 minutes max on weeknights"]),
        ("I only have an air fryer", ["only an air fryer"]),
        ("I don't have an oven", ["no oven"]),
        ("beginner cook here", ["beginner cook"]),
        ("I'm a pretty confident cook", ["experienced cook"]),
        ("two kids and a husband to feed", ["cooks for 4"]),
        ("half an hour on weeknights, tops", ["30 minutes max on weeknights"]),
        ("20 minutes max for breakfast", ["20 minutes max for breakfast"]),
        ("my oven is broken", ["no oven"]),
        ("I have a tiny kitchen with two burners", ["two burners", "small kitchen"]),
        ("three adults and a toddler", ["cooks for 4"]),  # a household as a list, the speaker among the adults
        ("we have a slow cooker and a blender", ["has a slow cooker", "has a blender"]),
        ("I just got an air fryer for Christmas", ["has an air fryer"]),  # equipment come by is equipment owned
        # a time listed beside the cooking it is for; time one is happy to spend; a run restaurant; a mini fridge
        ("cook for three, about 40 mins on weeknights", ["cooks for 3", "40 minutes max on weeknights"]),
        ("i'm happy to spend an hour on dinner", ["1 hour max"]),
        ("ran a hotel kitchen for years", ["experienced cook"]),
        ("we've only got a mini fridge", ["small fridge"]),
        ("i do all the cooking for the five of us", ["cooks for 5"]),
    ],
)
def test_kitchen_facts(text, expected):
    assert [c.value for c in extract(text).claims if c.category == rules.KITCHEN] == expected


@pytest.mark.parametrize(
    "text",
    [
        "What can I cook in 30 minutes?",
        "give me something with no oven",
        "my wife is a great cook",
        "we might get an air fryer",
        "cheap and quick dinner, 20 minutes max",
        "I only have 20 minutes tonight",
        "the drive is fine, 30 mins on weekdays",  # a time, for no cooking
        "i do all the driving for the five of us",  # a household's chore that is not cooking
        "i'm happy to spend an hour on the phone",
    ],
)
def test_kitchen_requests_and_other_people_save_nothing(text):
    assert extract(text).claims == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("avocado toast is life", [("abstract_like", "avocado toast")]),
        ("beetroot tastes like dirt to me", [("abstract_dislike", "beetroot")]),
        ("I'd rather starve than eat tofu", [("abstract_dislike", "tofu")]),
        ("never been a fan of aubergine", [("abstract_dislike", "aubergine")]),
        ("Allergic to nuts, not a fan of mushrooms, love Italian",
         [("allergy", "nuts"), ("abstract_dislike", "mushrooms"), ("cuisine", "Italian")]),
        ("Olives? Love them", [("abstract_like", "olives")]),
        ("My husband hates fish but I love it", [("abstract_like", "fish")]),
        ("Is it weird that I love anchovies?", [("abstract_like", "anchovies")]),
        ("Am I the only one who hates cilantro?", [("abstract_dislike", "cilantro")]),
        ("Growing up I hated broccoli and I still do", [("abstract_dislike", "broccoli")]),
        ("i am a vegatarian", [("diet", "vegetarian")]),
        ("I like my eggs runny", [("abstract_like", "runny eggs")]),
    ],
)  # fmt: skip
def test_feelings_and_structure_beyond_the_phrasing_tables(text, expected):
    assert [(c.category, c.value) for c in extract(text).claims] == expected


@pytest.mark.parametrize(
    "text",
    [
        "the curry was delicious",  # one meal, not a lasting taste
        "the kids love pasta",
        "my favourite cookbook is Salt Fat Acid Heat",
        "I made lasagne last night and I loved it",
        "I used to love mushrooms, not anymore",
        "I have two burners",  # "burners" is a word, not a slip of "burger"
        "some comfort food for supper",  # the feeling word is the food's own name: a request
    ],
)
def test_what_is_not_a_lasting_taste_saves_no_taste(text):
    assert [c for c in extract(text).claims if c.category in (rules.LIKE, rules.DISLIKE)] == []


# later rounds' structures, asserted by test_more_ways_of_saying_and_unsaying
THIRD_ROUND = [
    # the speaker within a group is the speaker; others alone are not
    ("Me and my brother are both allergic to kiwi", [("allergy", "kiwi")], []),
    ("My brother is allergic to kiwi", [], []),
    # a liking beside an allergy stays a liking
    ("I adore edamame and I'm allergic to crab", [("abstract_like", "edamame"), ("allergy", "crab")], []),
    # a food named on its own, then the reaction
    ("Anchovies? Not a chance.", [("abstract_dislike", "anchovy")], []),
    ("courgette's not really my thing", [("abstract_dislike", "courgette")], []),
    ("I'm not much of a fish person", [("abstract_dislike", "fish")], []),
    ("I'm a morning person", [], []),
    ("went from vegan to vegetarian last year", [("diet", "vegetarian")], []),
    ("I was wrong about loving kale", [], [("abstract_like", "kale")]),
    ("I've got perhaps 25 minutes on weeknights", [("kitchen", "25 minutes max on weeknight")], []),
    ("I make my own stock", [("cooking_style", "making my own stock")], []),
    ("I make my own choices", [], []),
]
FOURTH_ROUND = [
    # a household named by its relations to the speaker, whoever the sentence starts with
    ("my husband and my three girls are who I feed", [("kitchen", "cooks for 5")], []),
    ("it's me, my partner and our two boys most nights", [("kitchen", "cooks for 4")], []),
    ("usually 5 or 6 of us at dinner", [("kitchen", "cooks for 5")], []),
    ("meals must be ready in 20 minutes", [("kitchen", "20 minutes max")], []),
    ("I'm fairly competent in the kitchen", [("kitchen", "intermediate cook")], []),
    # a polite wish about eating in general is a goal; about one dish it is not
    ("I'd love to cut down on sugar", [("dietary_goal", "cut down on sugar")], []),
    ("I'd like to try making ramen", [], []),
    # one thing chosen over another; how one likes one's food; "we" as a household habit
    ("I'd pick noodles over rice any day", [("abstract_like", "noodle")], []),
    ("I like my steak rare", [("abstract_like", "rare steak")], []),
    ("I like my meals simple, nothing fancy", [("cooking_style", "simple")], []),
    ("we love tapas", [], []),
    ("we mostly bake at weekends", [("cooking_style", "baking")], []),
    ("we went to a thai place last night", [], []),
    ("I've given up being keto", [], [("diet", "keto")]),
    ("tiramisu isn't a favourite any more", [], [("abstract_like", "tiramisu")]),
    # a sentence-start capital is not the person's; a cuisine's is
    ("Peppers? No thanks.", [("abstract_dislike", "pepper")], []),
]
FIFTH_ROUND = [
    # someone else's, after the speaker's own with "and": only the speaker's is kept
    ("I'm allergic to kiwi and my sister's coeliac", [("allergy", "kiwi")], []),
    ("I can't stand leeks and my dad loves them", [("abstract_dislike", "leek")], []),
    ("my wife and my two kids are who I cook for", [("kitchen", "cooks for 4")], []),  # one household
    # a taste said as who one has never been, or by what one picks out
    ("I was never much of a fennel guy", [("abstract_dislike", "fennel")], []),
    ("I always fish the raisins out of my scone", [("abstract_dislike", "raisin")], []),
    ("I pick the kids up at six", [], []),
    ("I find liver much too rich", [("abstract_dislike", "liver")], []),
    ("anything Korean and I'm sold", [("cuisine", "korean")], []),
    ("my brother loves chilli but I can't handle it", [("abstract_dislike", "chilli")], []),
    # a way of cooking said at length; equipment come by; a goal by what is watched
    ("I like recipes that need one pan only", [("cooking_style", "recipes that need one pan only")], []),
    ("I tend to roast big trays of veg and eat them all week", [("cooking_style", "roast big trays of veg")], []),
    ("we recently picked up a rice cooker", [("kitchen", "has a rice cooker")], []),
    ("my GP says I need to watch my cholesterol", [("dietary_goal", "cholesterol")], []),
    ("I've been living gluten free for years", [("diet", "gluten free")], []),
    # a diet and what the rest of the message says of it
    ("I'm vegetarian but I do eat seafood", [("diet", "pescatarian")], []),
    ("I'm vegetarian but I eat bacon sometimes", [], []),
    # forgets: what is held, denied; the list named; the speaker's own retraction
    ("you have me down as loving sprouts, I don't", [], [("abstract_like", "sprout")]),
    ("you think I love sprouts", [], []),  # said back, not denied: nothing changes
    ("stop telling me I'm keto", [], [("diet", "keto")]),
    ("take Greek off my cuisines", [], [("cuisine", "greek")]),
    ("I'm not that into meal prep anymore", [], [("cooking_style", "meal prep")]),
    ("please clear my food preferences", [], [("abstract_like", None), ("abstract_dislike", None)]),
    ("I don't want my protein goal kept any more", [], [("dietary_goal", "protein")]),
    ("delete my allergies from your memory", [], [("allergy", None)]),
    ("I love fennel now, ignore what I said before", [("abstract_like", "fennel")], [("abstract_dislike", "fennel")]),
    ("ignore what I said about onions, I love leeks", [("abstract_like", "leek")], [(None, "onion")]),
    # ways of cooking said by what is made, or how; the kitchen's people, skill and whose it is
    ("I'm a firm believer in cooking things low and slow", [("cooking_style", "cooking things low and slow")], []),
    ("I'm really into cake decorating", [("cooking_style", "cake decorating")], []),
    ("I make most things in one large pot", [("cooking_style", "one pot")], []),
    ("feeding me, my husband and the toddler", [("kitchen", "cooks for 3")], []),
    ("I'm comfortable in the kitchen", [("kitchen", "experienced cook")], []),
    ("there's only a kettle at the office", [], []),
    ("me and my flatmate are both vegan", [("diet", "vegan")], []),
    ("I quit eating beef years ago", [("abstract_dislike", "beef")], []),
    ("strictly paleo for the past year", [("diet", "paleo")], []),
    # run-on messages: a second predicate after "and" without its "I"; a food named, then two clauses on
    ("I'm keto and cook for 4", [("diet", "keto"), ("kitchen", "cooks for 4")], []),
    ("coeliac and trying to eat more fibre", [("allergy", "gluten"), ("dietary_goal", "eat more fibre")], []),
    ("I'm the only one at home who likes anchovies", [("abstract_like", "anchovy")], []),
    ("olives? hated them as a kid, now I'm hooked", [("abstract_like", "olive")], []),
    ("olives? no thanks. I love it when dinner is quick", [("abstract_dislike", "olive")], []),
    ("a korean dinner", [], []),  # a dish asked for, however sure the intent reader is of a cuisine
    # tastes said as a wish, a habit of ordering, "anything …"; one's own made
    ("I'd happily eat ramen every day if I could", [("abstract_like", "ramen")], []),
    ("I'd eat ramen if I could", [], []),  # a hedge still
    ("I usually order the duck when we go out", [("abstract_like", "duck")], []),
    ("I always choose the cheapest option", [], []),
    ("I'm a big fan of anything pickled", [("abstract_like", "pickled")], []),
    ("I can't stand anything with raisins in it", [("abstract_dislike", "raisin")], []),
    ("I've started curing my own bacon", [("cooking_style", "curing my own bacon")], []),
    ("we make our own pasta", [("cooking_style", "making my own pasta")], []),  # the household's habit
    ("we make our own decisions", [], []),
]
SIXTH_ROUND = [
    # an allergy stated in passing stays an allergy, whatever the intent reader makes of the clause
    ("because of my egg allergy I leave out the aioli", [("allergy", "egg")], []),
    # an intolerance or coeliac disease taken back, only when said as news
    ("my GP says I'm not lactose intolerant after all", [], [("allergy", "lactose")]),
    ("I'm no longer coeliac", [], [("allergy", "gluten")]),
    ("I avoid gluten but I'm not coeliac", [("abstract_dislike", "gluten")], []),
    # forgets: opened with an interjection; a moment's plan is not a memory; things parted with or tired of
    ("oh and scrap the bit about me loving tofu", [], [("abstract_like", "tofu")]),
    ("forget about lunch today, I'll grab a sandwich", [], []),
    ("we gave away the rice cooker, never used it", [], [("kitchen", "rice cooker")]),
    ("I'm so sick of quinoa, take it off my list", [], [(None, "quinoa")]),
    ("no more juice cleanses for me", [], [(None, "juice cleanse")]),
    ("no more chocolate for me", [("abstract_dislike", "chocolate")], []),
    # values: quantities and sizes are not the food
    ("anything with too much garlic is a no from me", [("abstract_dislike", "garlic")], []),
    ("my go-to is a big bowl of ramen", [("abstract_like", "ramen")], []),
    # tastes said as idioms; how sure one is is no hedge; a goal's direction; a face that puffs up
    ("never met a taco I didn't like", [("abstract_like", "taco")], []),
    ("celery is pure evil", [("abstract_dislike", "celery")], []),
    ("mexican every time if I'm honest", [("cuisine", "mexican")], []),
    ("lentils every time they're on the menu?", [], []),
    ("nettles give me a rash every time", [], []),
    ("I need to get my blood pressure down", [("dietary_goal", "lower blood pressure")], []),
    ("trying to get my fibre up", [("dietary_goal", "more fibre")], []),
    ("eggs make my face puff up", [("allergy", "egg")], []),
    # who one is, said by a food; a habit after a comma without its "I"; an enemy of a food
    ("I'm a meat and potatoes kind of guy", [("abstract_like", "meat and potato")], []),
    ("I'm a family person", [], []),
    (
        "love baking, always make my own bread",
        [("cooking_style", "baking"), ("cooking_style", "making my own bread")],
        [],
    ),
    ("aubergine is no friend of mine", [("abstract_dislike", "aubergine")], []),
    # a claim corrected by what was meant; a note dismissed; a food kept out on medical advice
    ("I said I loved leeks but I meant onions", [("abstract_like", "onion")], [("abstract_like", "leek")]),
    ("the oat milk thing can go", [], [(None, "oat milk")]),
    ("can't have dairy, my GP said so", [("allergy", "dairy")], []),
    ("can't have dessert tonight, I'm stuffed", [], []),
    # examples of an allergy just stated are that allergy; another food listed is its own
    ("I have a fish allergy, especially salmon", [("allergy", "fish")], []),
    ("I'm allergic to milk, eggs especially bad", [("allergy", "milk"), ("allergy", "egg")], []),
    # a weakness for a food; a tray as the one pan; a cook's own verdict; a change under way
    ("I'm weak for anything with pistachio", [("abstract_like", "pistachio")], []),
    ("I make most dinners in one tray", [("cooking_style", "one tray")], []),
    ("I'm a total rubbish cook", [("kitchen", "beginner cook")], []),
    ("eating less red meat these days", [("dietary_goal", "less red meat")], []),
    # diets ended by eating everything, corrected in place, given up without the "I"; a liking gone off
    ("I'm back to eating anything", [], []),  # no diet held: nothing to end
    ("so pescatarian, not vegetarian", [("diet", "pescatarian")], []),
    ("cut out meat in january", [("diet", "vegetarian")], []),
    ("I've gone right off mushrooms", [("abstract_dislike", "mushroom")], [("abstract_like", "mushroom")]),
    # forgets of a kind of memory, not of what the coach offered
    ("forget that I'm on a diet", [], [("diet", None)]),
    ("ignore my diet just for tonight, I want pizza", [], []),  # set aside for a while, not taken back
    ("delete everything about my cuisines", [], [("cuisine", None)]),
    ("scrap that recipe idea", [], []),
]

SEVENTH_ROUND = [
    # equipment out of action is equipment the kitchen lacks
    ("our blender's been dead for weeks", [("kitchen", "no blender")], []),
    # someone's words about the speaker, passed on as true; answered, they are not the speaker's
    ("my sister reckons I'm addicted to feta", [("abstract_like", "feta")], []),
    ("my dad thinks I hate fish but that's not true", [], []),
    # a taste quality, not a food; a taste named by its lover
    ("I really dislike anything too salty", [("abstract_dislike", "too salty")], []),
    ("total spice fiend here", [("abstract_like", "spice")], []),
    ("I'm a massive spice lover", [("abstract_like", "spice")], []),
    # a food of an allergen's group said as a taste stays a taste; the allergen named again does not
    ("allergic to milk, and honestly I hate yoghurt", [("allergy", "milk"), ("abstract_dislike", "yogurt")], []),
    ("I can't eat sesame, I'm allergic", [("allergy", "sesame")], []),
    # "take X off" where it goes is not said; a list with no kind
    ("take the juicer off, it's gone", [], [(None, "juicer")]),
    ("take paneer off my list please", [], [(None, "paneer")]),
    # a kind of memory named in the singular; a moment that starts a diet; "cutting out" is which way the goal goes
    ("clear my kitchen fact", [], [("kitchen", None)]),
    ("pescatarian starting today", [("diet", "pescatarian")], []),
    ("I'm cutting out fizzy drinks", [("dietary_goal", "cutting out fizzy drink")], []),
    # a change of eating made together holds the speaker; a goal said after its reason
    ("my husband and I are trying to cut back on carbs", [("dietary_goal", "cut back on carb")], []),
    ("we're trying to find a good restaurant", [], []),
    ("i'm training for a half marathon and need more protein", [("dietary_goal", "more protein")], []),
    # a feeling about no food, whatever a word of it names; a people's things are not their food; a goal's
    # amount said roughly, and a cut said beside it; time for a break is no cooking time
    ("cant stand traffic jams lol", [], []),
    ("i adore vietnamese films, parasite especially", [], []),
    ("big fan of japanese and korean cars", [], []),
    ("i'm on a cut, trying to lose about 5 kilos", [("dietary_goal", "lose 5 kilo")], []),
    ("i'm on a train, trying to get home by 5", [], []),
    ("10 minutes is all i've got for my break on workdays", [], []),
    # a liking said with an eye-roll is the other way; a rule quoted and meant; a taste said of both of a pair;
    # one food said better than another; a note naming nothing memory holds; not minding, said as no change
    ("oh great, another recipe with olives, my favourite 🙄", [("abstract_dislike", "olive")], []),
    ('i said "no coriander" and i meant it', [("abstract_dislike", "cilantro")], []),
    ("me and my husband both can't stand coriander", [("abstract_dislike", "cilantro")], []),
    ("fresh pasta is so much better than dried", [("abstract_like", "fresh pasta")], []),
    ("fresh snow is so much better than slush", [], []),
    ("you can forget the dentist thing", [], []),
    ("i don't mind a bit of tofu now and then", [], []),
    ("my goal is 10 pages of reading a day", [], []),
    ("one thing i hate is olives", [("abstract_dislike", "olive")], []),  # the value, not "is olives"
    ("I hate the texture of mushrooms but love the flavour", [("abstract_dislike", "mushroom")], []),
    # one goal named beside "I've hit my target" is that goal, not every goal
    ("Can you forget my goal about losing weight? I've hit my target", [], [("dietary_goal", "losing weight")]),
    # the person ruled out by "not" is not the one it is said of
    ("I'm the egg allergy one, not my brother", [("allergy", "egg")], []),
    # indifference as a dislike; a fondness said by what one would eat; a feeling about how a food named
    # before tastes; "the idea of" is no liking; a pronoun after "now"
    ("I really couldn't care less about truffle", [("abstract_dislike", "truffle")], []),
    ("I'd eat anything with pesto in it", [("abstract_like", "pesto")], []),
    ("I want to like okra but I hate the texture", [("abstract_dislike", "okra")], []),
    ("I love the idea of fermenting", [], []),
    ("hated olives for years and now I adore them", [("abstract_like", "olive")], []),
    # a diet taken up again; a diet named bare, corrected by what was meant
    ("I'm back on paleo", [("diet", "paleo")], []),
    ("I typed keto by mistake but I meant low carb", [("diet", "low carb")], [("diet", "keto")]),
    # living on a budget is a way of cooking, for a month it is a moment; a diet one is put on; fasting
    ("we are on a student budget", [], []),  # what "we" are is not the speaker's habit
    ("I'm always on a shoestring budget", [("cooking_style", "budget")], []),
    ("I'm on a budget until payday", [], []),
    ("the nutritionist put me on a paleo diet", [("diet", "paleo")], []),
    ("I've been doing intermittent fasting for a year", [("diet", "intermittent fasting")], []),
    # what one eats loads of, or keeps as a staple; a suspicion is no diagnosis (the chat asks instead)
    ("I get through loads of eggs", [("abstract_like", "egg")], []),
    ("couscous is a real staple", [("abstract_like", "couscous")], []),
    ("my GP suspects it's coeliac", [], []),
    # what to leave out of the dish asked for, said on its own, is no standing dislike
    ("hold the peppers this time", [], []),
    ("without the aubergine please", [], []),
    ("I'll eat most things but no olives", [("abstract_dislike", "olive")], []),
    # words to the coach before the statement; how bad an allergy is; an allergy said to be over
    ("for the record, I have a life threatening soy allergy", [("allergy", "soy")], []),
    ("the peanut allergy has cleared up", [], [("allergy", "peanut")]),
    ("allergic to cod over here", [("allergy", "cod")], []),
    # a fan of a piece of equipment cooks with it; a cuisine named with more words for its food
    ("I'm a total air fryer addict", [("cooking_style", "air fryer")], []),
    ("I'm wild about Mexican street food", [("cuisine", "mexican street")], []),
    # a diet given up said more ways; "I'm not X" describes unless X is held or it says "anymore"
    ("I binned paleo", [], [("diet", "paleo")]),
    ("I'm not keto, I just like steak", [("abstract_like", "steak")], []),
    ("so I'm not pescatarian now", [], [("diet", "pescatarian")]),
    ("I don't eat much fish", [], []),
    # a goal given up, or denied, is no goal
    ("no longer counting macros", [], [("dietary_goal", "counting macro")]),  # without its "I", as people type
    ("I'm no longer counting macros", [], [("dietary_goal", "counting macro")]),
    ("I'm not trying to gain weight at all", [], []),
    # one list, not everything
    ("erase all about my cuisines", [], [("cuisine", None)]),
    # cooking by eye; a small part of the kitchen; a cook's nerves and career
    ("honestly I just cook by eye", [("cooking_style", "by eye")], []),
    ("our oven is tiny", [("kitchen", "small oven")], []),
    ("I'm quite an anxious cook", [("kitchen", "beginner cook")], []),
    ("worked in restaurants for years", [("kitchen", "experienced cook")], []),
    # cooking to someone else's diet is not the speaker's way of cooking
    ("I cook gluten free for my son", [], []),
    ("we cook dairy free because of our daughter", [], []),
    # commas that list, closed by "and" or "or", separate values as "and" does
    (
        "I can't stand beetroot, radishes and turnips",
        [("abstract_dislike", n) for n in ("beetroot", "radish", "turnip")],
        [],
    ),
    (
        "I love greek, turkish or lebanese food",
        [("cuisine", "greek"), ("cuisine", "turkish"), ("cuisine", "lebanese")],
        [],
    ),
    ("I love leeks, they are so sweet", [("abstract_like", "leek")], []),
    ("my dislikes are okra and liver", [("abstract_dislike", "okra"), ("abstract_dislike", "liver")], []),
    ("I'm allergic to shellfish, such as crab and lobster", [("allergy", "shellfish")], []),  # examples, no list
]

NINTH_ROUND = [
    # a favourite said with "probably" is still a favourite ("probably" elsewhere still hedges)
    ("my favourite fruit is probably figs", [(rules.LIKE, "fig")], []),
    ("I'll probably make risotto", [], []),
    # a doubted allergy is no allergy, and the feeling after it is about the food named
    ("I don't think I'm allergic to crab, I just hate it", [(rules.DISLIKE, "crab")], []),
    # what "we" love is the speaker's only when said of each
    ("we both adore dumplings", [(rules.LIKE, "dumpling")], []),
    ("we love sushi", [], []),
    # text-speak for a feeling
    ("i luv halloumi", [(rules.LIKE, "halloumi")], []),
    ("my fav snack is popcorn", [(rules.LIKE, "popcorn")], []),
    # how much of a baker one is names no way of cooking; baking is the way
    ("I'm an avid baker", [(rules.COOKING_STYLE, "baking")], []),
    ("I'm a keen sourdough baker", [(rules.COOKING_STYLE, "sourdough baking")], []),
    # which way a goal goes is part of it, and "this year" is not
    ("cutting down on sugar this year", [(rules.DIETARY_GOAL, "cutting down on sugar")], []),
    # a chore is no taste; what follows "so" is said of its own
    ("I can't stand scrubbing pans so tray bakes are my go-to", [(rules.COOKING_STYLE, "traybake")], []),
    ("I hate the washing up", [], []),
    # little time to cook, said without a number; equipment owned after something else
    ("I never have time to cook on weeknights", [(rules.KITCHEN, "little time to cook on weeknight")], []),
    ("I've got a decent knife and a rice cooker", [(rules.KITCHEN, "has a rice cooker")], []),
    # "I don't mind X" takes a dislike back only when said as a change or a correction
    ("I don't mind courgettes", [], []),
    ("I don't hate courgettes any more", [], [(rules.DISLIKE, "courgette")]),
    ("honestly I don't actually hate kale", [], [(rules.DISLIKE, "kale")]),
    # advice quoted is advice given; a feeling about people who do something is about people
    ('the dietitian told me: "eat more fibre"', [(rules.DIETARY_GOAL, "eat more fibre")], []),
    ("I can't stand people who put cream in carbonara", [], []),
    ("I'm intolerant of folks who burn toast", [], []),
    # forgets: asked not to be remembered, never said, a phase over, a goal given up without its "I"
    ("I don't want you to remember that I like figs", [], [(rules.LIKE, "fig")]),
    ("I never said I was pescatarian", [], [(rules.DIET, "pescatarian")]),
    ("I'm done with my sushi phase", [], [(None, "sushi")]),
    ("no longer trying to gain weight", [], [(rules.DIETARY_GOAL, "gain weight")]),
    # a household count corrected
    ("it's just 3 of us now, not 5", [(rules.KITCHEN, "cooks for 3")], [(rules.KITCHEN, "cooks for 5")]),
    # idioms of heat; a new obsession; avoiding what was just named; sweets as a taste
    ("I love a curry with a real kick", [(rules.LIKE, "spicy curry")], []),
    ("Peruvian is my latest obsession", [(rules.CUISINE, "peruvian")], []),
    ("mussels upset my stomach so I steer clear of them", [(rules.DISLIKE, "mussel")], []),
    ("never been much of a sweets person", [(rules.DISLIKE, "sweet")], []),
    # a skill said with its limit; pans are kitchen equipment
    ("I'm fine in the kitchen, but I'm no chef", [(rules.KITCHEN, "intermediate cook")], []),
    ("I only have a skillet", [(rules.KITCHEN, "only a skillet")], []),
    # longer messages: a request after "so", a question after a dash, what "we're both" do after "so"
    ("I'm a nervous cook so go easy on me", [(rules.KITCHEN, "beginner cook")], []),
    ("my son hates leeks but I adore them - what can I make?", [(rules.LIKE, "leek")], []),
    ("my wife is pregnant so we're both avoiding alcohol", [(rules.DISLIKE, "alcohol")], []),
    ("I love curry but I can't take too much heat", [(rules.LIKE, "curry"), (rules.DISLIKE, "spicy")], []),
    # the people cooked for named by their relation and counted: the speaker eats too ("… to feed")
    ("I cook for my three kids", [(rules.KITCHEN, "cooks for 4")], []),
    ("I cook for my family of three", [(rules.KITCHEN, "cooks for 3")], []),
    # an amount aimed for is a goal when it is about eating
    ("shooting for 25g of fibre a day", [(rules.DIETARY_GOAL, "25g of fibre a day")], []),
    ("I'm aiming for 10,000 steps", [], []),
]


EIGHTH_ROUND = [
    # a fact given as the ground of a request is the speaker's, the question is asked apart
    ("any dinner ideas, seeing as I'm vegetarian?", [("diet", "vegetarian")], []),
    ("I have 25 minutes max, what can I make?", [("kitchen", "25 minutes max")], []),
    # cooking done with one piece of equipment only is the kitchen's limit
    ("I just cook with an air fryer, any recipes?", [("kitchen", "only an air fryer")], []),
    ("I only cook on a single induction hob", [("kitchen", "only an induction hob")], []),
    # a case supposed is not the speaker's
    ("pretend I'm allergic to eggs, what's a good cake?", [], []),
    ("what if I went vegan", [], []),
    # a run-on's next statement is not part of the value
    ("a cake for my son, since I'm allergic to nuts I can't taste it", [("allergy", "nut")], []),
    ("I hate mushrooms I think they're slimy", [("abstract_dislike", "mushroom")], []),
    # asked to keep it: the rest is the statement
    ("could you remember I'm pescatarian", [("diet", "pescatarian")], []),
    ("never forget I'm allergic to sesame", [("allergy", "sesame")], []),
    ("it's not that I hate kale, I just rarely buy it", [], []),
    # kept off a food on medical advice is a safety fact
    ("I've been told to avoid gluten by my GP", [("allergy", "gluten")], []),
    # a food on everything; a food once hated, now had as a habit; a way all food is liked
    ("cheese on everything for me", [("abstract_like", "cheese")], []),
    ("I hate it when there's cilantro in everything", [("abstract_dislike", "cilantro")], []),
    ("used to hate olives, now I eat them all the time", [("abstract_like", "olive")], []),
    ("I like things spicy", [("abstract_like", "spicy")], []),
    # what one is not, then what one is; a way of eating kept low in something; a degree is not the food
    ("not vegan, just pescatarian", [("diet", "pescatarian")], []),
    ("I eat low salt", [("dietary_goal", "low salt")], []),
    ("I don't like coconut much", [("abstract_dislike", "coconut")], []),
    # an allergy said as who one is, as the least of a food and a reaction, as a diagnosis
    ("I'm one of those people who is allergic to sesame", [("allergy", "sesame")], []),
    ("bread's off the table, coeliac", [("allergy", "gluten")], []),
    ("a crumb of walnut and my throat closes", [("allergy", "walnut")], []),
    ("even a speck of sesame and I am in big trouble", [("allergy", "sesame")], []),
    ("my GP diagnosed me with coeliac disease", [("allergy", "gluten")], []),
    ("the allergist found nothing", [], []),
    # fussy about a food is a dislike; an idiom is not part of the value
    ("no allergies, just fussy about olives", [("abstract_dislike", "olive")], []),
    ("I avoid coriander like the plague", [("abstract_dislike", "cilantro")], []),
    # a dish that always goes down well; a food that is a hard no
    ("lasagne is always a hit at home", [("abstract_like", "lasagne")], []),
    ("anchovies are a big no for me", [("abstract_dislike", "anchovy")], []),
    ("the kids think broccoli is a hard no", [], []),
    ("salt on everything is bad for you", [], []),
    # equipment: a kind of hob; had no longer (forgotten, and lacked now); cooking in batches, wasting nothing
    ("we've got a gas oven", [("kitchen", "has a gas oven")], []),
    ("I no longer have a microwave", [("kitchen", "no microwave")], [("kitchen", "microwave")]),
    ("I cook a massive batch of chilli on sundays", [("cooking_style", "batch cooking chilli")], []),
    ("I try not to waste food", [("cooking_style", "no waste")], []),
    # a way of cooking never done, or done with
    ("I never bake", [("abstract_dislike", "baking")], []),
    ("I'm over batch cooking", [], [("cooking_style", "batch")]),
    # a goal given up
    ("I've given up trying to gain weight", [], [("dietary_goal", "gain weight")]),
    # others named without "my"
    ("the twins hate it when I cook fish", [], []),
    # foods listed with commas alone are a list; an example after a comma stays an example
    ("my dislikes: olives, capers", [("abstract_dislike", "olive"), ("abstract_dislike", "caper")], []),
    ("allergic to fish, salmon especially", [("allergy", "fish")], []),
    # a household's standing habit of eating is the speaker's taste
    ("we always have a roast on Sundays", [("abstract_like", "roast")], []),
    # feelings got over or grown less are taken back; a note said to be out of date goes
    ("I've got over my hatred of beetroot", [], [("abstract_dislike", "beetroot")]),
    ("I don't enjoy curry as much as I used to", [], [("abstract_like", "curry")]),
    ("that bit about the air fryer is out of date", [], [(None, "air fryer")]),
    # a forget that plans the dish is no memory's
    ("forget the rice, let's do noodles instead", [], []),
]


TENTH_ROUND = [
    # a fragment with no verb carries the feeling of the clause before it, and alone says nothing of taste
    ("Korean is my favourite, anything with gochujang", [(rules.CUISINE, "korean"), (rules.LIKE, "gochujang")], []),
    ("I can't stand seafood, squid especially", [(rules.DISLIKE, "seafood"), (rules.DISLIKE, "squid")], []),
    ("we cook Mexican a lot, tacos most weeks", [(rules.CUISINE, "mexican"), (rules.LIKE, "taco")], []),
    ("crustacean allergy here, lobster especially", [(rules.ALLERGY, "crustacean")], []),
    # the consequence of an allergy names an example of it, not a new one
    ("I'm coeliac so go easy on the bread", [(rules.ALLERGY, "gluten")], []),
    # "all I have is …", "X is the only pan I use": the kitchen's limit
    ("all I've got is an air fryer", [(rules.KITCHEN, "only an air fryer")], []),
    ("a wok is the only pan I use", [(rules.KITCHEN, "only a wok")], []),
    # one occasion is no household
    ("six of us went out for curry", [], []),
    # giving up said not to happen is a liking, and no forget
    ("I could never give up chocolate", [(rules.LIKE, "chocolate")], []),
    ("bread is the one thing I won't quit", [(rules.LIKE, "bread")], []),
    # a forget naming nothing memory holds needs a sure reader; a step of a dish is no forget
    ("erase the chalkboard", [], []),
    ("get rid of the seeds first", [], []),
    ("forget the olives, we ran out", [], []),
    # only nothing narrower after "everything" forgets everything
    ("delete everything in my cart", [], []),
    # "prefer X to Y", "my weakness is X"
    ("I much prefer roasting to frying", [(rules.COOKING_STYLE, "roasting")], []),
    ("my weakness is salted caramel", [(rules.LIKE, "salted caramel")], []),
    # a preface is no hedge; "put me down as"
    ("I should probably say I'm allergic to sesame", [(rules.ALLERGY, "sesame")], []),
    ("you can put me down as pescatarian", [(rules.DIET, "pescatarian")], []),
    # a diet word before a noun, or what a question asks about, is no diet of the speaker's
    ("vegan brownies - any good?", [], []),
    ("we're vegetarians, all of us", [(rules.DIET, "vegetarian")], []),
    # what was, then that it is over, said with nothing named
    ("I used to be vegan but I'm not anymore", [], [(rules.DIET, "vegan")]),
    ("not on a diet anymore", [], [(rules.DIET, None)]),
    # named programmes, fixed starts
    ("doing slimming world again", [(rules.DIET, "slimming world")], []),
    ("going keto from tomorrow", [(rules.DIET, "keto")], []),
    # all but one
    ("I'll eat anything apart from liver", [(rules.DISLIKE, "liver")], []),
    ("I'll never eat oysters again", [(rules.DISLIKE, "oyster")], []),
    # a word the encoder knows whole is not respelled into a food
    ("I hate wasting food", [], []),
    # exercise is no goal of eating
    ("aiming for 10k steps a day", [], []),
]

TWELFTH_ROUND = [
    # won over: come round to it, the dislike is over; grown on me, a liking now (a pronoun is the food before)
    ("I couldn't stand aubergine as a kid but I've come round to it", [], [(rules.DISLIKE, "aubergine")]),
    ("leeks have really grown on me", [(rules.LIKE, "leek")], []),
    ("my dad came round to the new plan", [], []),
    # "after all" and "again" end a value, and so does the reason it is avoided
    # (a liking found out also takes back the dislike held)
    ("turns out I love anchovies after all", [(rules.LIKE, "anchovy")], [(rules.DISLIKE, "anchovy")]),
    ("I don't eat beef for cultural reasons", [(rules.DISLIKE, "beef")], []),
    # an ability is no taste
    ("I'm fine with most things and I can tolerate a bit of chilli", [], []),
    # a falling-out with a food is a dislike; with a person, nothing
    ("mackerel and I have never got on", [(rules.DISLIKE, "mackerel")], []),
    ("my brother and I don't get along", [], []),
    # equipment just bought, said without "I"
    ("finally bought a food processor", [(rules.KITCHEN, "has a food processor")], []),
    # a way of cooking or a regime given up; a phase or a whole "thing" over, of a diet too
    ("honestly gonna give up on batch cooking", [], [(rules.COOKING_STYLE, "batch")]),
    ("i'm giving up chocolate for lent", [], []),
    ("so over the whole paleo thing lol", [], [(rules.DIET, "paleo")]),
    # a liking of the past taken back in the next breath
    ("I used to adore risotto but not anymore", [], [(rules.LIKE, "risotto")]),
    # a rule the speaker keeps is the speaker's avoidance
    ("my golden rule: no coriander ever", [(rules.DISLIKE, "cilantro")], []),
    ("'no shoes indoors' is my rule", [], []),
    # a taste of everything of a cuisine; "anything" eaten is no diet ended
    ("I'd eat anything mexican", [(rules.CUISINE, "mexican")], []),
    # a thing of mine that memory could not hold is not forgotten
    ("forget my umbrella, it's in the car", [], []),
    ("forget my cooking for six thing", [], [(rules.KITCHEN, "cooks for 6")]),
    # fine with an allergen: forgotten on whichever list holds it (an allergy only on the user's yes)
    ("turns out I'm fine with sesame", [], [(None, "sesame")]),
    # a person is no dish; "veg" eaten is vegetables, "pure veg" a diet
    ("we grill the new guy every friday", [], []),
    ("i mainly eat veg these days", [], []),
    ("i'm pure veg", [(rules.DIET, "vegetarian")], []),
    # an emoji and "&" are no part of a value
    ("I adore fish & chips 🐟", [(rules.LIKE, "fish and chip")], []),
]


THIRTEENTH_ROUND = [
    # a liking said as what one could eat every day, without the "I"
    ("could happily eat dumplings every day", [(rules.LIKE, "dumpling")], []),
    # a people's things are no cuisine; a household's own diet is the speaker's
    ("japanese films are what i watch most", [], []),
    ("we keep halal at home", [(rules.DIET, "halal")], []),
    # a dislike that is over; a dislike denied is none
    ("i'm over my thing against beetroot", [], [(rules.DISLIKE, "beetroot")]),
    ("I don't hate leeks", [], []),
    # who the speaker is, said as the ground of a question; a past time said first keeps its clause
    ("as a vegan, is honey ok?", [(rules.DIET, "vegan")], []),
    ("as a kid, I hated peas", [], []),
    # a question answered for oneself; "none of us" holds the speaker
    ("does anyone else hate raisins? I do", [(rules.DISLIKE, "raisin")], []),
    ("none of us eat pork", [(rules.DISLIKE, "pork")], []),
    # a liking found out also takes back the dislike held
    ("turns out I actually like leeks", [(rules.LIKE, "leek")], [(rules.DISLIKE, "leek")]),
    # a group that is no household; a diet kept at the moment is the diet now
    ("there are four of us in the band", [], []),
    ("doing keto at the moment", [(rules.DIET, "keto")], []),
    # a quality of food disliked; facts after an introduction
    ("I hate it when food is too sweet", [(rules.DISLIKE, "too sweet")], []),
    ("about me: vegetarian, cook for two", [(rules.DIET, "vegetarian"), (rules.KITCHEN, "cooks for 2")], []),
    # an edit of what was written is no forget
    ("remove the part about pasta from your answer", [], []),
    # the speaker's own dish gone wrong is no taste
    ("ugh my bread never rises", [], []),
]


FIFTEENTH_ROUND = [
    # the place lived in, with only what it has; a household for one day ahead is none
    (
        "I've just moved into a flat with only a microwave and a kettle",
        [(rules.KITCHEN, "only a microwave and a kettle")],
        [],
    ),
    ("cooking for six this saturday, two of them vegan", [], []),
    ("I cook for 4 on saturdays", [(rules.KITCHEN, "cooks for 4")], []),
    # a big cook for the week is batch cooking
    ("I do a big cook on sundays", [(rules.COOKING_STYLE, rules.normalize("batch cooking"))], []),
    (
        "we do one massive cook-up on a sunday for the rest of the week",
        [(rules.COOKING_STYLE, rules.normalize("batch cooking"))],
        [],
    ),
    # come round to it and liking it now; fine after all
    (
        "I've come round to olives, turns out I like them now",
        [(rules.LIKE, rules.normalize("olives"))],
        [(rules.DISLIKE, rules.normalize("olives"))],
    ),
    ("i've come round to fennel", [], [(rules.DISLIKE, "fennel")]),
    ("mushrooms are fine actually", [], [(rules.DISLIKE, rules.normalize("mushrooms"))]),
    ("the mushrooms are fine actually", [], []),
    # a dislike said as what one can't be doing with; what a dish is made with is a food
    ("can't be doing with anchovies, far too salty", [(rules.DISLIKE, rules.normalize("anchovies"))], []),
    ("i can't be doing with queues", [], []),
    ("huge fan of anything with spaceships", [], []),
    # a limit for something else, a list of who is somewhere else, a count for a feast: no kitchen
    ("an hour is my limit for the gym", [], []),
    (
        "an hour is my limit for cooking on weeknights",
        [(rules.KITCHEN, rules.normalize("1 hour max on weeknights"))],
        [],
    ),
    ("it's me, my brother and two cousins at the match", [], []),
    ("we're hosting a christmas lunch for fifteen", [], []),
    # a goal counted in something else is no goal of eating; a kind's list is all of that kind
    ("drop the 10k goal", [], []),
    ("drop the 1500 calorie goal", [], [(rules.DIETARY_GOAL, rules.normalize("1500 calorie"))]),
    ("please clear my dislike list", [], [(rules.DISLIKE, None)]),
    ("wipe my allergy list", [], [(rules.ALLERGY, None)]),
    # "the stuff" after a food is the food; the one thing not eaten
    ("ugh sardines. can't stand the stuff", [(rules.DISLIKE, rules.normalize("sardines"))], []),
    ("i eat almost anything but draw the line at offal", [(rules.DISLIKE, "offal")], []),
    # a goal said without its "my"; a budget that is not for food is no goal of eating
    ("goal is to eat more oily fish", [(rules.DIETARY_GOAL, rules.normalize("eat more oily fish"))], []),
    ("goal is to stay under budget at christmas", [], []),
    # a pet is no one cooked for; a rule of time for something else is no cooking time
    ("it's just me and my two cats", [], []),
    ("just me and my dog, so cooking for one", [(rules.KITCHEN, "cooks for 1")], []),
    ("the essay needs to be done in 30 mins", [], []),
    # a note that names nothing memory holds and reads as nothing is no forget; one taken off, named as a note
    ("forget the parking permit thing", [], []),
    ("take off the cooking for six bit please", [], [(rules.KITCHEN, "cooks for 6")]),
    # a condition managed by eating stands for its goal, unless the goal is said
    ("just been diagnosed with type 2 diabetes", [(rules.DIETARY_GOAL, rules.normalize("manage blood sugar"))], []),
    ("i'm diabetic so i watch my carbs", [(rules.DIETARY_GOAL, "carb")], []),
    ("my mum is diabetic", [], []),
    ("I have high cholesterol", [(rules.DIETARY_GOAL, rules.normalize("lower cholesterol"))], []),
    # a vegan who eats honey is a vegan; a need of more of something is a goal of it
    ("I'm vegan but I do eat honey", [(rules.DIET, "vegan")], []),
    (
        "training for a half marathon so i need plenty of carbs",
        [(rules.DIETARY_GOAL, rules.normalize("more carbs"))],
        [],
    ),
    # not cooking, said as a habit, is a beginner's kitchen; not cooking for some is not
    ("i don't really cook tbh", [(rules.KITCHEN, "beginner cook")], []),
    ("i don't cook on sundays", [], []),
    # goals listed, each with its way; a goal said as a label; "veg" at the end of a list is no diet
    (
        "goals for this year: fewer takeaways, more fish",
        [(rules.DIETARY_GOAL, rules.normalize("fewer takeaways")), (rules.DIETARY_GOAL, rules.normalize("more fish"))],
        [],
    ),
    (
        "trying to eat less sugar and more veg",
        [(rules.DIETARY_GOAL, rules.normalize("eat less sugar and more veg"))],
        [],
    ),
    ("i want to eat more beans, lentils and veg", [(rules.DIETARY_GOAL, rules.normalize("eat more beans"))], []),
    ("looking to bulk up over the summer", [(rules.DIETARY_GOAL, rules.normalize("bulk up"))], []),
    # a way of cooking is a cooking style; another craft is not, "from scratch" or not
    ("i'm really into air frying lately", [(rules.COOKING_STYLE, rules.normalize("air frying"))], []),
    ("i love sewing dresses from scratch", [], []),
    ("we're a big curry household", [(rules.LIKE, "curry")], []),
    ("we're a big rugby household", [], []),
    # time to spare for nothing said; every goal held
    ("i've got about an hour to spare", [], []),
    ("delete every goal you have for me", [], [(rules.DIETARY_GOAL, None)]),
    # the speaker as one of a kind of people; "I swear" opens an opinion
    ("i'm one of those people who's allergic to kiwi", [(rules.ALLERGY, "kiwi")], []),
    ("i swear olives are the devil's fruit", [(rules.DISLIKE, rules.normalize("olives"))], []),
    # a degree of a taste refused (not of the weather); a gadget called a best friend is owned
    ("spice is fine but nothing too hot please", [(rules.DISLIKE, "too hot")], []),
    ("i like snow but nothing too heavy please", [], []),
    ("the air fryer is my best friend", [(rules.KITCHEN, "has an air fryer")], []),
    ("i'm a massive batch cooker", [(rules.COOKING_STYLE, rules.normalize("batch cooking"))], []),
    # "and I've …" opens a statement of its own; a value is never a statement of the speaker's
    (
        "I'm allergic to sesame and I've come round to olives, turns out I like them now",
        [(rules.ALLERGY, "sesame"), (rules.LIKE, rules.normalize("olives"))],
        [(rules.DISLIKE, rules.normalize("olives"))],
    ),
    ("i'm allergic to kiwi and i've got a wok", [(rules.ALLERGY, "kiwi"), (rules.KITCHEN, "has a wok")], []),
    (
        "i love mushrooms now, you can delete that dislike",
        [(rules.LIKE, rules.normalize("mushrooms"))],
        [(rules.DISLIKE, rules.normalize("mushrooms"))],
    ),
]

FOURTEENTH_ROUND = [
    # a slip in the word that says it; a reaction said as reacting badly
    ("alergic to sesame", [(rules.ALLERGY, "sesame")], []),
    ("i react really badly to peanuts", [(rules.ALLERGY, "peanut")], []),
    ("i react badly to stress", [], []),
    # a day's cooking for the week is batch cooking
    (
        "we cook everything on a saturday for the whole week",
        [(rules.COOKING_STYLE, rules.normalize("batch cooking"))],
        [],
    ),
    # the piece most used is one owned; a household at an occasion is none
    ("the air fryer is my favourite gadget", [(rules.KITCHEN, "has an air fryer")], []),
    ("i swear by my pressure cooker", [(rules.KITCHEN, "has a pressure cooker")], []),
    ("it's just me and my sister at the party", [], []),
    # what is denied after saying Mise has it wrong is taken back; said alone it is news
    ("that's not right, i'm not coeliac", [], [(rules.ALLERGY, "gluten")]),
    ("i'm not coeliac", [], []),
    ("who told you i'm allergic to milk? i'm not", [], [(rules.ALLERGY, "milk")]),
    # a food served on another is one dish; how it is cooked said after it goes before it
    ("beans on toast is my favourite breakfast", [(rules.LIKE, rules.normalize("beans on toast"))], []),
    ("i adore them roasted, parsnips i mean", [(rules.LIKE, "roasted parsnip")], []),
    # an allergen eaten safely now takes the allergy back; "dangerous for me" and an itching mouth are an allergy's
    ("finally i can have sesame again", [], [(rules.ALLERGY, "sesame")]),
    ("shellfish is dangerous for me", [(rules.ALLERGY, "shellfish")], []),
    ("peaches make my lips itch", [(rules.ALLERGY, "peach")], []),
    ("my throat got itchy after that curry", [], []),  # once, asked about
    # the dislike pointed at is the one the message names, never the whole kind
    ("mushrooms have grown on me, remove that dislike", [(rules.LIKE, "mushroom")], [(rules.DISLIKE, "mushroom")]),
    # a cook one is, said without the "I"; a dislike of fuss is a way of cooking
    ("total novice cook, be gentle", [(rules.KITCHEN, "beginner cook")], []),
    ("i really hate complicated recipes", [(rules.COOKING_STYLE, rules.normalize("simple recipes"))], []),
    ("we mostly cook sri lankan", [(rules.CUISINE, "sri lankan")], []),
    # a diet left said as a taste gone; a thing given up that memory holds nothing of
    ("i'm not into paleo anymore", [], [(rules.DIET, "paleo")]),
    ("no more early mornings for me", [], []),
    # what is not drunk is a dislike; how much is drunk is not
    ("i don't drink fizzy drinks", [(rules.DISLIKE, rules.normalize("fizzy drinks"))], []),
    ("i don't drink enough water", [], []),
    # a kitchen said to be small; cooking for one, said with how often
    ("my kitchen's really cramped", [(rules.KITCHEN, "small kitchen")], []),
    ("i mainly cook for one", [(rules.KITCHEN, "cooks for 1")], []),
    # a taste said without the "I"; text-speak and an emoji after the wish
    ("love cooking, big on garlic", [(rules.LIKE, "garlic")], []),
    ("gimme all the olives 🫒", [(rules.LIKE, "olive")], []),
    # a diet left said as not for one; a dislike named by its food and kind
    ("keto's not for me anymore", [], [(rules.DIET, "keto")]),
    ("please remove my olive dislike", [], [(rules.DISLIKE, "olive")]),
    # vegetarian but for fish, in one breath; a taste of a meal said as who one is
    ("i'm vegetarian with the occasional bit of fish", [(rules.DIET, "pescatarian")], []),
    ("i'm a sweet breakfast kind of person", [(rules.LIKE, rules.normalize("sweet breakfast"))], []),
    # the one piece cooked with, however it is said; a moment's time is no budget
    ("i only really cook in my microwave now", [(rules.KITCHEN, "only a microwave")], []),
    ("i've got 10 minutes before my meeting", [], []),
    # a goal reached, said by the speaker; a household's new size after what changed it; a filler after the value
    ("just smashed my fibre target", [], [(rules.DIETARY_GOAL, "fibre")]),
    ("my son moved back home so there are four of us now", [(rules.KITCHEN, "cooks for 4")], []),
    ("i've come round to leeks actually", [], [(rules.DISLIKE, "leek")]),
    ("our youngest moved out, so three of us now", [(rules.KITCHEN, "cooks for 3")], []),
    ("we went out so two of us stayed late", [], []),
    ("got a proper wok at last", [(rules.KITCHEN, "has a wok")], []),
]


ELEVENTH_ROUND = [
    # the speaker's own medicine and body are the speaker's; "deadly for me" is an allergy's reaction
    ("my epi pen goes everywhere with me because of sesame", [(rules.ALLERGY, "sesame")], []),
    ("crab is lethal for me", [(rules.ALLERGY, "crab")], []),
    # a goal of eating names food, nutrition or the body, not an errand or an evening
    ("trying to get the garden sorted before spring", [], []),
    ("trying to eat less at the christmas party", [], []),
    ("doing a no booze february", [(rules.DIETARY_GOAL, "no booze")], []),
    # a skill at something else is no kitchen skill; a denied skill is a beginner's
    ("I'm a real beginner at golf", [], []),
    ("never been a very good cook", [(rules.KITCHEN, "beginner cook")], []),
    # a list of facts: each its own, an announced list too
    (
        "pescatarian, sesame allergy, and a complete novice",
        [(rules.DIET, "pescatarian"), (rules.KITCHEN, "beginner cook"), (rules.ALLERGY, "sesame")],
        [],
    ),
    (
        "three things: no lamb, love curry, vegetarian",
        [(rules.DISLIKE, "lamb"), (rules.LIKE, "curry"), (rules.DIET, "vegetarian")],
        [],
    ),
    # synonyms are lexicon terms
    ("never been a zucchini person", [(rules.DISLIKE, "courgette")], []),
    # the coach told to stop leaving a food out; a note denied
    ("you can stop skipping the garlic for me", [], [(rules.DISLIKE, "garlic")]),
    ("that bit about me loving mango? wrong", [], [(rules.LIKE, "mango")]),
    ("I said I was keto but I'm not", [], [(rules.DIET, "keto")]),
    ("leeks are fine by me now", [], [(rules.DISLIKE, "leek")]),
    ("stop saving that I hate beans", [], [(rules.DISLIKE, "bean")]),
    # what a food is likened to is not said of
    ("coriander tastes like soap, no thanks", [(rules.DISLIKE, "cilantro")], []),
    # a taste after an allergy list is a taste
    ("allergic to kiwi, and not a fan of melon", [(rules.ALLERGY, "kiwi"), (rules.DISLIKE, "melon")], []),
    # a favourite that is not food, a place to eat, a language
    ("teal is my favourite colour", [], []),
    ("I love the thai place on the corner", [], []),
    ("I'm no longer trying to learn French", [], []),
    # kitchens: several appliances, shared, a household that is not people
    (
        "I've got a blender, a toaster oven and a wok",
        [(rules.KITCHEN, "has a blender"), (rules.KITCHEN, "has a toaster oven"), (rules.KITCHEN, "has a wok")],
        [],
    ),
    ("we're a three dog household", [], []),
    ("no microwave, no freezer, only a hob", [(rules.KITCHEN, "no microwave"), (rules.KITCHEN, "no freezer")], []),
    # avoided for someone else
    ("I can't eat shellfish around my daughter", [], []),
    ("I don't eat lunch on workdays", [], []),
    # allergies over, likings over, said as people say them
    ("my soy allergy was just a baby thing", [], [(rules.ALLERGY, "soy")]),
    ("I fell out of love with quinoa", [], [(rules.LIKE, "quinoa")]),
    ("my halloumi phase is over", [], [(rules.LIKE, "halloumi")]),
    # the body that cannot take an allergen; "anything with a face"; a month of a diet; a fact asked as if told
    ("my gut can't tolerate lactose", [(rules.ALLERGY, "lactose")], []),
    ("I won't eat anything with a face", [(rules.DIET, "vegetarian")], []),
    ("doing veganuary this year", [(rules.DIET, "vegan")], []),
    ("have I told you I'm pescatarian?", [(rules.DIET, "pescatarian")], []),
    ("I love making playlists", [], []),
    # a note that is not memory's; thinking about a food is no belief about the speaker
    ("wipe the notes off the whiteboard", [], []),
    ("stop thinking about chocolate", [], []),
    # a symptom is no taste; a coeliac-friendly place is no diagnosis; what a food is good for is no taste
    ("swollen lips every time I have cashews", [(rules.ALLERGY, "cashew")], []),
    ("we're coeliac-friendly at our bakery", [], []),
    ("walnuts make a lovely cake", [], []),
    # a goal reached, with or without its name
    ("the fibre goal's been met", [], [(rules.DIETARY_GOAL, "fibre")]),
    ("my target is reached", [], [(rules.DIETARY_GOAL, None)]),
]


# the eighteenth round's structures, said other ways than its corpus lines
NINETEENTH_ROUND = [
    # given up for good (not for a season that is over, nor on trial)
    ("i've sworn off energy drinks", [(rules.DISLIKE, "energy drink")], []),
    ("i gave up sugar for lent last year", [], []),
    ("i'm off caffeine for now, seeing if i sleep better", [], []),
    ("started paleo last week", [(rules.DIET, "paleo")], []),
    # a food that rules a dish out, what a food does to the speaker, a food on one condition
    ("if it has anchovies in it, i'll pass", [(rules.DISLIKE, "anchovy")], []),
    ("garlic really bothers me", [(rules.DISLIKE, "garlic")], []),
    ("garlic doesn't bother me", [], []),
    ("dairy brings me out in spots so i avoid it", [(rules.DISLIKE, "dairy")], []),
    ("i'll eat mushrooms but only if they're roasted", [(rules.LIKE, "roasted mushroom")], []),
    ("i'll eat mushrooms but only if they're free", [], []),
    ("i like it mild, nothing too spicy", [(rules.LIKE, "mild"), (rules.DISLIKE, "too spicy")], []),
    ("lactose bothers me, i stick to soya milk", [(rules.DISLIKE, "lactose"), (rules.LIKE, "soya milk")], []),
    # foods of every day the lexicon lacked, and what a food is cooked in
    ("i'm not a biscuit person", [(rules.DISLIKE, "biscuit")], []),
    ("i'm a toffee fiend", [(rules.LIKE, "toffee")], []),
    ("nothing better than chips fried in beef dripping", [(rules.LIKE, "chip")], []),
    ("i only cook with butter", [(rules.COOKING_STYLE, "butter")], []),
    # an allergy said as a reaction; someone else's; a reaction to no food
    ("i react badly to shellfish", [(rules.ALLERGY, "shellfish")], []),
    ("my son reacts badly to shellfish", [], []),
    ("i react badly to criticism", [], []),
    ("i've got a histamine intolerance", [(rules.ALLERGY, "histamine")], []),
    ("my in-laws hate coriander", [], []),
    # the kitchen
    ("just unboxed my new air fryer", [(rules.KITCHEN, "has an air fryer")], []),
    ("it's only me most nights", [(rules.KITCHEN, "cooks for 1")], []),
    ("it's only me that likes olives", [], []),
    ("i only have a 20cm saucepan", [(rules.KITCHEN, "only a 20cm saucepan")], []),
    ("i used to be a pastry chef", [(rules.KITCHEN, "experienced cook")], []),
    ("galley kitchens are a pain", [], []),
    (
        "we've got a cramped little kitchen and one hob",
        [(rules.KITCHEN, "has a hob"), (rules.KITCHEN, "one burner"), (rules.KITCHEN, "small kitchen")],
        [],
    ),
    ("trying to hit my 5 a day", [(rules.DIETARY_GOAL, "hit my 5 a day")], []),
    ("i try to eat clean", [(rules.DIETARY_GOAL, "eat clean")], []),
    # a parent counted where food is spoken of; a bare number of minutes for a meal to be ready
    (
        "as a dad of two, tea has to be ready in 20",
        [(rules.KITCHEN, "cooks for 3"), (rules.KITCHEN, "20 minutes max")],
        [],
    ),
    ("as a dad of two i'm always tired", [], []),
    ("a family of four coming for lunch", [], []),
    # an American register: "love me a …", what ends up on everything, what is not a food
    ("love me a proper pie", [(rules.LIKE, "pie")], []),
    ("chilli oil ends up on everything i eat", [(rules.LIKE, "chilli oil")], []),
    ("my sister goes on about everything", [], []),
    ("i don't eat late anymore", [], []),
    ("i'm picky about texture, nothing slimy", [(rules.DISLIKE, "slimy")], []),
    ("i'm fussy about smells", [], []),
    ("take the mushroom thing off, i like them now", [(rules.LIKE, "mushroom")], [(rules.DISLIKE, "mushroom")]),
    # an older, more formal register: what memory holds said to be wrong, a doctor's diet, a habit kept to a day
    (
        "you've got me down as a novice but i'm confident now",
        [(rules.KITCHEN, "experienced cook")],
        [(rules.KITCHEN, "beginner cook")],
    ),
    (
        "that allergy you have down for me, it's almonds, not all nuts",
        [(rules.ALLERGY, "almond")],
        [(rules.ALLERGY, "nut")],
    ),
    ("stop putting mushrooms in everything, i'm not allergic", [], [(rules.ALLERGY, "mushroom")]),
    ("no longer counting calories, life's too short", [], [(rules.DIETARY_GOAL, "counting calorie")]),
    ("the doctor has me on a low fat diet", [(rules.DIET, "low fat")], []),
    ("my wife's moved out, so it's just me now", [(rules.KITCHEN, "cooks for 1")], []),
    ("please keep dinners to one pot, i'm tired", [(rules.COOKING_STYLE, "one pot")], []),
    ("i'm on a pension, so cheap meals please", [(rules.COOKING_STYLE, "budget")], []),
    ("i'm on a budget this week", [], []),
    ("i make a big chilli and it does us most of the week", [(rules.COOKING_STYLE, "batch")], []),
    ("i usually have a roast on sundays", [(rules.LIKE, "roast")], []),
    ("i usually have a lie in on sundays", [], []),
    ("i do all the food shopping", [], []),
    ("i do most of my cooking on the hob", [(rules.COOKING_STYLE, "hob")], []),
    # a younger register, and a learner's English
    ("sprouts 🤢", [(rules.DISLIKE, "sprout")], []),
    ("mango 🤤🤤", [(rules.LIKE, "mango")], []),
    ("my sister 🤢", [], []),
    ("tacos are my whole personality", [(rules.LIKE, "taco")], []),
    ("tryna eat more veg", [(rules.DIETARY_GOAL, "eat more veg")], []),
    ("me and my sister fell out", [], []),
    ("i'm skint so cheap eats please", [(rules.COOKING_STYLE, "budget")], []),
    ("i need some quick lunch ideas", [], []),
    ("i need more iron", [(rules.DIETARY_GOAL, "more iron")], []),
    ("i have only the air fryer", [(rules.KITCHEN, "only an air fryer")], []),
    ("i want to lose the weight", [(rules.DIETARY_GOAL, "lose weight")], []),
    # facts said beside a request, and what is over
    ("the kids are pescatarian and so am i", [(rules.DIET, "pescatarian")], []),
    ("i'd like to cook at home more", [(rules.DIETARY_GOAL, "cook at home more")], []),
    ("i don't cook much at weekends", [], []),
    ("i want to get into fermenting", [], []),
    ("lamb is fine, just not mutton", [(rules.DISLIKE, "mutton")], []),
    ("i'm fine with dairy again", [], [(None, "dairy")]),
    ("i like potatoes any way except boiled", [(rules.LIKE, "potato"), (rules.DISLIKE, "boiled potato")], []),
    ("rice any way you like", [], []),
    ("i'm shattered after work so simple meals only", [(rules.COOKING_STYLE, "simple")], []),
    # idioms of liking, lists said as forms, what is drunk and not
    ("i only drink rosé", [(rules.LIKE, "rose wine")], []),
    ("not keen on beef but i'll eat chicken", [(rules.DISLIKE, "beef"), (rules.LIKE, "chicken")], []),
    ("anything except tuna, please", [(rules.DISLIKE, "tuna")], []),
    ("i've acquired a taste for anchovies", [(rules.LIKE, "anchovy")], []),
    ("my body doesn't like lactose", [(rules.ALLERGY, "lactose")], []),
    ("and so, i'm type 2 diabetic", [(rules.DIETARY_GOAL, "manage blood sugar")], []),
    ("rice yes, pasta no", [(rules.LIKE, "rice"), (rules.DISLIKE, "pasta")], []),
    ("i'd drive miles for a good pho", [(rules.LIKE, "pho")], []),
    ("ramen and i go way back", [(rules.LIKE, "ramen")], []),
    ("my freezer is always full of peas", [(rules.LIKE, "pea")], []),
    ("my freezer is broken", [(rules.KITCHEN, "no freezer")], []),
    ("i'm teetotal", [(rules.DISLIKE, "alcohol")], []),
    ("i'm teetotal except at weddings", [], []),
    ("spice level: hot", [(rules.LIKE, "spicy")], []),
    ("we built a smoker", [(rules.KITCHEN, "has a smoker")], []),
    # what is over, said of the diet, the kit, the skill, the feeling or the allergy
    ("i've moved on from paleo", [], [(rules.DIET, "paleo")]),
    ("i've given up on being vegetarian", [], [(rules.DIET, "vegetarian")]),
    ("take me off keto", [], [(rules.DIET, "keto")]),
    ("our slow cooker's gone, we gave it away", [], [(rules.KITCHEN, "slow cooker")]),
    ("i'm a far better cook these days", [(rules.KITCHEN, "experienced cook")], []),
    ("i've converted to vegetarianism", [(rules.DIET, "vegetarian")], []),
    ("my hatred of olives is gone", [], [(rules.DISLIKE, "olive")]),
    ("my shellfish allergy was a misdiagnosis", [], [(rules.ALLERGY, "shellfish")]),
    ("forget my goals, they were for last year", [], [(rules.DIETARY_GOAL, None)]),
    ("sorry i was wrong, i don't hate leeks", [], [(rules.DISLIKE, "leek")]),
    ("i was wrong about the bus", [], []),
    # eaten every day, put up with, or ruled out beside what is liked
    ("i have granola every single morning", [(rules.LIKE, "granola")], []),
    ("i have a shower every morning", [], []),
    ("i eat far too much cheese", [(rules.LIKE, "cheese")], []),
    ("i'll eat broccoli", [], []),
    ("it's dark chocolate i like, not milk", [(rules.LIKE, "dark chocolate")], []),
    # a food said on its own asks for it, whatever the reader hears in it
    ("salmon", [], []),
    ("tofu!", [], []),
]


TWENTY_SECOND_ROUND = [
    # a standing order names the food, not where it goes
    ("could you never put olives in my food", [(rules.DISLIKE, "olive")], []),
    ("don't ever add coriander to my meals", [(rules.DISLIKE, rules.normalize("coriander"))], []),
    # a household's taste with the house named holds the speaker; a bare "we love" may be friends out
    ("we love a good curry in this house", [(rules.LIKE, "curry")], []),
    ("in our house we're big fans of mexican food", [(rules.CUISINE, "mexican")], []),
    ("we love going to the cinema in this house", [], []),
    ("we love that restaurant", [], []),
    # diets listed together are one diet of both
    ("hi! i'm vegetarian and gluten free, what can you do?", [(rules.DIET, "vegetarian and gluten-free")], []),
    ("I'm going vegan with my son from monday", [(rules.DIET, "vegan")], []),
    # "ugh" before a clause of its own is a mood, not disgust at the food
    ("ugh forget it, we'll just get chips", [], []),
    ("ugh, mushrooms", [(rules.DISLIKE, "mushrooms")], []),
    # a liking gone off, said of "it"
    ("I used to love pasta but I've gone off it", [(rules.DISLIKE, "pasta")], [(rules.LIKE, "pasta")]),
    ("my new year's resolution is to eat more fish", [(rules.DIETARY_GOAL, "eat more fish")], []),
    ("my new year's resolution is to read more books", [], []),
    ("i love cooking with whatever's in season", [(rules.COOKING_STYLE, "seasonal cooking")], []),
    # kept out for a pregnancy's months, not for good (a taste said beside it is still a taste)
    ("i'm pregnant so i avoid soft cheese", [], []),
    ("i'm pregnant and i hate olives", [(rules.DISLIKE, "olives")], []),
    ("mustard is an allergen for me, keep it out", [(rules.ALLERGY, "mustard")], []),
    ("cashews give me an upset stomach and a rash", [(rules.ALLERGY, "cashews")], []),
    ("i hate that my sesame allergy means no hummus", [(rules.ALLERGY, "sesame")], []),
    ("lose the note about me loving kale", [], [(rules.LIKE, "kale")]),
    ("lose the attitude", [], []),
    ("the doctor said i need less salt", [(rules.DIETARY_GOAL, "less salt")], []),
    ("i've dropped the whole low carb thing", [], [(rules.DIET, "low carb")]),
    ("turns out i don't actually like lamb", [(rules.DISLIKE, "lamb")], []),
    ("i don't even like talking about it", [], []),
    # (the piece held is gone too: it is not being replaced)
    (
        "my air fryer finally broke and i'm not getting another",
        [(rules.KITCHEN, "no air fryer")],
        [(rules.KITCHEN, "air fryer")],
    ),
    ("my microwave just died", [], []),  # (maybe for a day: nothing yet)
]


TWENTY_FIFTH_ROUND = [
    # what was said before and then named ("… what I said earlier about X") is X, after any opener
    ("ok so disregard what i said before about loving leeks", [], [(rules.LIKE, "leeks")]),
    # a feeling of the past, ended, either way
    ("i used to loathe parsnips but i don't these days", [], [(rules.DISLIKE, "parsnips")]),
    # the household named with no count, no longer cooked for (unless the new count is said)
    ("i don't cook for the whole family any more", [], [(rules.KITCHEN, "cooks for")]),
    ("i don't cook for the kids at weekends", [], []),
    # a diet that did not stick, and the one gone back to
    ("paleo didn't last, back to being pescatarian", [(rules.DIET, "pescatarian")], [(rules.DIET, "paleo")]),
    ("going back to vegan recipes for a week", [], []),
    # a liking of a cuisine gone off is the cuisine's
    ("i went off mexican food", [(rules.DISLIKE, "mexican food")], [(rules.CUISINE, "mexican food")]),
    # how much, said as an idiom, is no part of the food
    ("i love halloumi to pieces", [(rules.LIKE, "halloumi")], []),
    # kit listed as all there is, after other things said; not when it is what there is instead of what is lacked
    ("retired, just a slow cooker and a kettle", [(rules.KITCHEN, "only a slow cooker and a kettle")], []),
    ("camper van kitchen: hob, kettle, and that's all", [(rules.KITCHEN, "only a hob and a kettle")], []),
    ("bedsit: a hob and a toaster, that is it", [(rules.KITCHEN, "only a hob and a toaster")], []),
    ("we have a grill, a wok and a kettle, that's all", [(rules.KITCHEN, "only grill and wok and kettle")], []),
    ("no hob, just a microwave", [(rules.KITCHEN, "no hob")], []),
    # an introduction's label before a list of facts
    ("stuff you should know: keto, shellfish allergy", [(rules.DIET, "keto"), (rules.ALLERGY, "shellfish")], []),
    # a greeting before the label; kit "we have" after a comma is a clause of its own
    (
        "hiya! about me: cooking for two, we have a wok and an oven",
        [(rules.KITCHEN, "cooks for 2"), (rules.KITCHEN, "has a wok"), (rules.KITCHEN, "has an oven")],
        [],
    ),
    # an aim said after it, and a day kept for a way of cooking
    ("fewer takeaways is the plan this month", [(rules.DIETARY_GOAL, "fewer takeaways")], []),
    ("saturday mornings are for baking", [(rules.COOKING_STYLE, "baking")], []),
    ("weekends are for meal prepping", [(rules.COOKING_STYLE, "meal prep")], []),
    ("saturdays are for the football", [], []),
    # a diet held and denied, or ended by a clinician, or ended and replaced by what "it" is now
    ("you've still got me listed as pescatarian, not true", [], [(rules.DIET, "pescatarian")]),
    (
        "you have me down as keto, that's wrong, back to paleo now",
        [(rules.DIET, "paleo")],
        [(rules.DIET, "keto")],
    ),
    ("my nutritionist took me off keto", [], [(rules.DIET, "keto")]),
    ("it's not paleo anymore, it's pescatarian", [(rules.DIET, "pescatarian")], [(rules.DIET, "paleo")]),
    # a memory named by its food and kind, said to be wrong; a liking less than it was
    ("that olive dislike is a mistake", [], [(rules.DISLIKE, "olive")]),
    ("that weather goal is wrong", [], []),
    ("not keen on sushi like i used to be", [], [(rules.LIKE, "sushi")]),
    # kit given to someone; more time than a limit said; a note's kind no longer needed
    ("the wok went to a mate of mine", [], [(rules.KITCHEN, "wok")]),
    ("we have more than 30 minutes these days", [], [(rules.KITCHEN, "30 minutes")]),
    ("i have no more than 30 minutes", [(rules.KITCHEN, "30 minutes max")], []),
    ("no need for the low salt goal any more", [], [(rules.DIETARY_GOAL, "low salt")]),
    ("honestly the calcium goal can go now", [], [(rules.DIETARY_GOAL, "calcium")]),
    ("clear every goal you've got saved", [], [(rules.DIETARY_GOAL, None)]),
    # a dislike denied, then a bare verb; a style named as one
    ("i never hated leeks, not sure why you think so, remove", [], [(rules.DISLIKE, "leeks")]),
    ("ditch the batch cooking style", [], [(None, "batch cooking style")]),
    ("forget the style of that dress", [], []),
    # a diet said to have ended, or to be the new normal; a fad only when it was the speaker's
    ("our pescatarian days finished when we moved", [], [(rules.DIET, "pescatarian")]),
    (
        "paleo is ancient history, mediterranean is the new normal",
        [(rules.DIET, "mediterranean")],
        [(rules.DIET, "paleo")],
    ),
    ("dairy free was just a phase for me", [], [(rules.DIET, "dairy free")]),
    ("the paleo diet was a fad in the nineties", [], []),
]


TWENTY_EIGHTH_ROUND = [
    # forgets: a detail not to hang on to, a goal it is time to retire, an allergy that should never have been saved
    ("please don't hang on to the vegan detail", [], [(rules.DIET, "vegan")]),
    ("it's time to retire my protein goal", [], [(rules.DIETARY_GOAL, "protein")]),
    ("the peanut allergy should never have been saved", [], [(rules.ALLERGY, "peanut")]),
    # a diet ended: an experiment over, something no longer kept, parted with
    ("the paleo experiment is over", [], [(rules.DIET, "paleo")]),
    ("kosher isn't something we keep anymore", [], [(rules.DIET, "kosher")]),
    ("me and low carb are done", [], [(rules.DIET, "low carb")]),
    # a diet in place of another, said without a verb
    ("vegan instead of vegetarian now", [(rules.DIET, "vegan")], []),
    # kit that earns its keep; a time a meal is got on the table in (the table is no thing the time is spent on)
    ("the slow cooker earns its keep", [(rules.KITCHEN, "has a slow cooker")], []),
    ("i get my tea on the table in 25 minutes", [(rules.KITCHEN, "25 minutes max")], []),
    # goals: one for a coming year, an amount stuck to
    ("goal for the coming year: more fish", [(rules.DIETARY_GOAL, "more fish")], []),
    ("sticking to 2000 kcal a day", [(rules.DIETARY_GOAL, "2000 kcal a day")], []),
    # skill said without the "I"; a kitchen too small to swing a cat in; what a new flat came with
    ("self-taught, but confident in the kitchen", [(rules.KITCHEN, "experienced cook")], []),
    ("you couldn't swing a cat in our kitchen", [(rules.KITCHEN, "small kitchen")], []),
    (
        "our new flat came with a gas hob and a microwave",
        [(rules.KITCHEN, "has a gas hob"), (rules.KITCHEN, "has a microwave")],
        [],
    ),
    # kit at work is not the speaker's kitchen; kit listed with "only" after it, as in a list of facts
    ("only a kettle and a toaster in my office kitchen", [], []),
    ("air fryer and microwave only", [(rules.KITCHEN, "only an air fryer and a microwave")], []),
    ("new here - vegan, 30 min dinners", [(rules.DIET, "vegan"), (rules.KITCHEN, "30 minutes max")], []),
    # a taste shared with someone ("both mad about"); a way of frying kept whole
    ("my brother and I are both mad about dumplings", [(rules.LIKE, "dumplings")], []),
    ("I avoid deep fried food", [(rules.DISLIKE, "deep fried food")], []),
    # allergies: a relative's is theirs; shared with "so am I"; the milk a lactose intolerance is named with; one
    # ruled out
    ("a relative at christmas has a nut allergy", [], []),
    ("one friend is coeliac and so am I", [(rules.ALLERGY, "gluten")], []),
    ("milk gives me cramps, I'm lactose intolerant", [(rules.ALLERGY, "lactose")], []),
    ("the allergist ruled out sesame", [], []),
]
TWENTY_NINTH_ROUND = [
    # allergies: a place word after the allergy is where the speaker is; a tingling mouth; a near miss; a tree nut
    ("sesame allergy over here", [(rules.ALLERGY, "sesame")], []),
    ("peaches give me a tingly mouth", [(rules.ALLERGY, "peaches")], []),
    ("shrimp almost killed me as a teenager", [(rules.ALLERGY, "shrimp")], []),
    ("chestnuts are one of my allergies", [(rules.ALLERGY, "chestnuts")], []),
    # someone else put the speaker on a diet; a diet the speaker goes by
    ("my sister convinced me to go vegan", [(rules.DIET, "vegan")], []),
    ("my sister is vegan", [], []),
    ("so just call me pescatarian", [(rules.DIET, "pescatarian")], []),
    # forgets: whoever said it was wrong; a kind of memory "of" a food that can go; a preference; how the speaker cooks;
    # what is said of a liking before it is dropped
    ("olives are fine, whoever told you I hated them was wrong", [], [(rules.DISLIKE, "olives")]),
    ("the like of anchovies can go", [], [(rules.LIKE, "anchovies")]),
    ("scrap the air frying preference", [], [(None, "air frying")]),
    ("reset everything you have on how I cook", [], [(rules.COOKING_STYLE, None)]),
    ("that i like korean food is outdated, delete it", [], [(rules.CUISINE, "korean food")]),
    # kit: a hob named by its kind, after the one that went (not cars); "we've only got"
    ("the electric hob's gone, we went gas", [(rules.KITCHEN, "has a gas hob")], [(rules.KITCHEN, "electric hob")]),
    ("we switched to electric cars", [], []),
    ("we've only got a kettle", [(rules.KITCHEN, "only a kettle")], []),
    # a verdict for a food
    ("anything smoked is a yes from me", [(rules.LIKE, "smoked")], []),
    # the exception to a feeling is felt the other way ("anything except …" names the exception itself)
    ("i don't like seafood except prawns", [(rules.DISLIKE, "seafood"), (rules.LIKE, "prawns")], []),
    ("I love all cheese apart from blue cheese", [(rules.LIKE, "cheese"), (rules.DISLIKE, "blue cheese")], []),
    ("I'll eat anything except aubergine", [(rules.DISLIKE, "aubergine")], []),
    # an allergen named in the plural the lexicon lists first
    ("allergic to mango, sadly", [(rules.ALLERGY, "mangoes")], []),
    # a food taken up again after an adverb: "recently started eating fish"
    ("I have been vegan for years but lately started eating fish", [(rules.DIET, "pescatarian")], []),
]
TWENTY_SEVENTH_ROUND = [
    # a whole list named by its details, or by how the speaker feels about what is on it
    ("wipe my allergy details please", [], [(rules.ALLERGY, None)]),
    ("delete the things I can't stand", [], [(rules.DISLIKE, None)]),
    ("scrap everything about what i'm allergic to", [], [(rules.ALLERGY, None)]),
    # a diet's tag said to be wrong (not a price label); a diet named as a belief
    ("the vegan tag is out of date", [], [(rules.DIET, "vegan")]),
    ("the price label is wrong", [], []),
    ("gave up vegetarianism years ago", [], [(rules.DIET, "vegetarian")]),
    # a food group given up for good is the diet without it (not for a while, not someone else's)
    ("i cut out dairy entirely", [(rules.DIET, "dairy-free")], []),
    ("i gave up dairy for a month", [], []),
    ("my sister cut out gluten entirely", [], []),
    # a diet still held; a diet with how long it has held
    ("i'm still a veggie", [(rules.DIET, "vegetarian")], []),
    ("pescatarian, five years and counting", [(rules.DIET, "pescatarian")], []),
    # an allergy shared with family; a rash a food brings out
    ("my aunt is coeliac and I have it too", [(rules.ALLERGY, "gluten")], []),
    ("shellfish brings me out in a rash", [(rules.ALLERGY, "shellfish")], []),
    # kit acquired, said without the "I" (not kit bought for someone else)
    ("treated myself to a slow cooker", [(rules.KITCHEN, "has a slow cooker")], []),
    ("bought a stand mixer for my mum", [], []),
    # skill: toast burnt as a rule (not once), cooking since childhood
    ("honestly, I burn toast", [(rules.KITCHEN, "beginner cook")], []),
    ("I burnt the toast this morning", [], []),
    ("I've been cooking since I was a teenager", [(rules.KITCHEN, "experienced cook")], []),
    # a meal for so many people (not a task for two); time on a weekly meal
    ("meals are a four-person affair here", [(rules.KITCHEN, "cooks for 4")], []),
    ("making pasta is a two-person job", [], []),
    ("I can spend about an hour on Friday dinners", [(rules.KITCHEN, "1 hour max")], []),
    # goals said after the aim, and after a reason ("… means I need …")
    ("less salt is what I'm aiming for", [(rules.DIETARY_GOAL, "less salt")], []),
    ("marathon training means I need a lot more protein than I get now", [(rules.DIETARY_GOAL, "more protein")], []),
    # a food that won the speaker over (not a film)
    ("korean fried chicken blew my mind", [(rules.LIKE, "korean fried chicken")], []),
    ("the ending of that film blew my mind", [], []),
]
TWENTY_SIXTH_ROUND = [
    # reactions only an allergy gives: the airway, an itch beside another symptom, blotched skin, a reaction the food
    # gives (not one it gave once), one had before
    ("almonds make my airways close", [(rules.ALLERGY, "almonds")], []),
    ("kiwi makes my lips sting and itch", [(rules.ALLERGY, "kiwi")], []),
    ("my neck comes up all blotchy after prawns", [(rules.ALLERGY, "prawns")], []),
    ("octopus gives me a nasty reaction", [(rules.ALLERGY, "octopus")], []),
    ("the mustard gave me a reaction i wasn't expecting", [], []),
    ("i have had a reaction to lupin before", [(rules.ALLERGY, "lupin")], []),
    ("my skin gets blotchy in winter", [], []),
    # forgets: a dislike said not to be true; a goal named as the lexicon names a diet, then "that goal"; a style
    # said as a claim to stop remembering; kit gone with no article; a taste put right as someone else's (with a word
    # of putting it right); a note scrubbed, goals reset; kit said lost its appeal
    ("the celery dislike isn't right", [], [(rules.DISLIKE, "celery")]),
    ("done with low carb, remove that goal", [], [(rules.DIETARY_GOAL, "low carb")]),
    ("please stop remembering that i do batch cooking", [], [(rules.COOKING_STYLE, "batch cooking")]),
    ("air fryer's gone to the tip", [], [(rules.KITCHEN, "air fryer")]),
    ("it's my flatmate who loves anchovies, not me, please correct it", [], [(rules.LIKE, "anchovies")]),
    ("my brother is the one who hates beetroot, not me", [], []),
    ("scrub the note that i'm a beginner", [], [(rules.KITCHEN, "beginner cook")]),
    ("reset all my goals", [], [(rules.DIETARY_GOAL, None)]),
    ("reset the oven clock", [], []),
    ("scrub the potatoes first", [], []),
    ("greek food has lost its charm for me, remove it", [], [(rules.CUISINE, "greek food")]),
    ("i don't loathe leeks. delete that", [], [(rules.DISLIKE, "leeks")]),
    # kitchen: kit listed with "plus", kit on its own with where it is, a place that came without a piece, eating alone
    # as a habit, years of cooking said with a word between, a skill said as expert, never having learned
    ("i own a wok plus a rice cooker", [(rules.KITCHEN, "has a wok"), (rules.KITCHEN, "has a rice cooker")], []),
    ("just a hob and a toaster in this bedsit", [(rules.KITCHEN, "only a hob and a toaster")], []),
    ("just a pan of water on the hob", [], []),
    ("the bedsit came without an oven", [(rules.KITCHEN, "no oven")], []),
    ("i eat alone most evenings", [(rules.KITCHEN, "cooks for 1")], []),
    ("been cooking properly for over twenty years", [(rules.KITCHEN, "experienced cook")], []),
    ("the rice has been cooking for twenty minutes", [], []),
    ("i'm an excellent cook", [(rules.KITCHEN, "experienced cook")], []),
    ("i never really learnt how to cook", [(rules.KITCHEN, "beginner cook")], []),
    # what goes in every dish of a kind is liked; everything on the barbecue once it is warm is a way of cooking
    ("harissa goes in pretty much every stew i make", [(rules.LIKE, "harissa")], []),
    ("when summer comes, everything goes on the barbecue", [(rules.COOKING_STYLE, "grilling")], []),
    ("i make most things in my dutch oven", [(rules.COOKING_STYLE, "dutch oven")], []),
]


TWENTY_FOURTH_ROUND = [
    # an allergen kept out on medical grounds is an allergy (of no allergen it is no allergy); a face puffing up as a
    # habit is an allergy's; how far an allergy reaches, said with no verb, is no liking
    ("sesame's a no for me medically", [(rules.ALLERGY, "sesame")], []),
    ("i cut salt for medical reasons", [], []),
    ("my eyes go puffy whenever i eat peanuts", [(rules.ALLERGY, "peanuts")], []),
    ("nut allergy. any nuts at all.", [(rules.ALLERGY, "nuts")], []),
    # a rule, a limit, a piece of kit, a list entry or an allergy that holds no more
    ("i don't need the low carb stuff now", [], [(rules.DIET, "low carb")]),
    ("the 30 minute limit no longer applies", [], [(rules.KITCHEN, "30 minutes max")]),
    (
        "the slow cooker died and we won't be replacing it",
        [(rules.KITCHEN, "no slow cooker")],
        [(rules.KITCHEN, "slow cooker")],
    ),
    ("i love coriander now, take it off the dislikes", [(rules.LIKE, "coriander")], [(rules.DISLIKE, "coriander")]),
    ("italian's not really for me these days, take it off my cuisines", [], [(rules.CUISINE, "italian")]),
    ("fibre goal reached, you can retire it", [], [(rules.DIETARY_GOAL, "fibre")]),
    ("the batch cooking rule is outdated", [], [(None, "batch cooking")]),
    ("the clinic cleared me of the sesame allergy", [], [(rules.ALLERGY, "sesame")]),
    # likings said without a verb of liking
    ("halloumi anything", [(rules.LIKE, "halloumi")], []),
    ("i'm all about the slow cooker life", [(rules.COOKING_STYLE, "slow cooker")], []),
    ("the house came with an induction hob", [(rules.KITCHEN, "has an induction hob")], []),
    ("burritos every night if i could", [(rules.LIKE, "burritos")], []),
    ("i'd go keto if i could", [], []),  # (a wish is no diet)
    ("kale is so underrated", [(rules.LIKE, "kale")], []),
    ("i was raised on fufu and it's still my favourite", [(rules.LIKE, "fufu")], []),
    # run-on introductions: kit praised as a friend is no other person; two aims under one "I'd like to"
    (
        "hi! sesame allergy, love ramen, slow cooker is my best friend",
        [(rules.LIKE, "ramen"), (rules.KITCHEN, "has a slow cooker"), (rules.ALLERGY, "sesame")],
        [],
    ),
    (
        "i'd like to eat more fish and cut down on crisps",
        [(rules.DIETARY_GOAL, "eat more fish"), (rules.DIETARY_GOAL, "cut down on crisps")],
        [],
    ),
    ("my gp wants me eating more fibre", [(rules.DIETARY_GOAL, "eat more fibre")], []),
    ("new to cooking, so keep it simple", [(rules.KITCHEN, "beginner cook")], []),
    ("love carrots but i hate them raw", [(rules.LIKE, "carrots"), (rules.DISLIKE, "raw carrots")], []),
    # kit ditched is kit (not a way of cooking); a goal paused "for now" still comes off; a mind changed on a food
    ("we've ditched the rice cooker", [], [(rules.KITCHEN, "rice cooker")]),
    ("the fibre goal is paused, take it off for now", [], [(rules.DIETARY_GOAL, "fibre")]),
    ("changed my mind on mushrooms, i really like them now", [(rules.LIKE, "mushrooms")], []),
    # an allergen fine now, a test come back clear, a regime ended, a fuss given up
    ("peanuts are totally fine for me now, the allergy test was clear", [], [(rules.ALLERGY, "peanuts")]),
    ("no more counting macros for me", [], [(None, "counting macros")]),
    ("i'm no longer picky about mushrooms", [], [(rules.DISLIKE, "mushrooms")]),
]

TWENTY_THIRD_ROUND = [
    # a statement with a question or a tag after it is still said
    ("i can't stand anchovies, isn't that weird?", [(rules.DISLIKE, "anchovies")], []),
    ("allergic to kiwi - is that common?", [(rules.ALLERGY, "kiwi")], []),
    # (not a fact of no one's, nor a question that opens as one)
    ("fennel tastes like licorice, right?", [], []),
    ("if i'm vegan, can i still eat honey?", [], []),
    # (nor oven gloves for an oven)
    ("no oven gloves in this flat, what can i use?", [], []),
    ("been vegan since the summer", [(rules.DIET, "vegan")], []),
    ("we mostly eat at home, usually something italian", [(rules.CUISINE, "italian")], []),
    ("the rice cooker does all of my cooking", [(rules.COOKING_STYLE, "rice cooker")], []),
    # advice reported is a goal, unless it is turned down
    ("my dietitian says I should be eating less red meat", [(rules.DIETARY_GOAL, "eat less red meat")], []),
    ("my gp says i should eat more veg but that's not going to happen", [], []),
    # a goal named as a thing done, given up
    ("i've quit the no sugar challenge", [], [(rules.DIETARY_GOAL, "no sugar")]),
    ("not doing the high protein thing anymore, remove it", [], [(rules.DIETARY_GOAL, "high protein")]),
    # the "not" of the words that say an allergy is the allergy's own
    ("my body does not like sesame, proper allergy", [(rules.ALLERGY, "sesame")], []),
    # a reading said to be high is the condition, and its goal
    ("my blood pressure is on the high side", [(rules.DIETARY_GOAL, "less salt")], []),
    ("my dad's cholesterol is high", [], []),
    # "we" is the speaker's household where the message says who it is
    (
        "there are three of us at home and we all love mexican food",
        [(rules.KITCHEN, "cooks for 3"), (rules.CUISINE, "mexican")],
        [],
    ),  # fmt: skip
    ("i cook for four, we hate mushrooms", [(rules.KITCHEN, "cooks for 4"), (rules.DISLIKE, "mushrooms")], []),
    # a recipe praised is no taste
    ("saw an amazing lasagne video on youtube", [], []),
    # a taste that turned, with the dislike dropped in the same breath ("'s" before "grown on" is "has")
    ("fennel's grown on me, lose the dislike", [(rules.LIKE, "fennel")], [(rules.DISLIKE, "fennel")]),
]

TWENTY_FIRST_ROUND = [
    # the simplest thing hardly managed is a beginner's
    ("honestly i can barely boil pasta", [(rules.KITCHEN, "beginner cook")], []),
    ("i couldn't even make toast without burning it", [(rules.KITCHEN, "beginner cook")], []),
    ("i can boil an egg", [], []),
    # a reaction stated, then a doubt about its name only
    ("peaches make my lips swell up, i guess i'm allergic", [(rules.ALLERGY, "peach")], []),
    # a diet given up, said as under way, or after naming it
    ("i'm ditching paleo", [], [(rules.DIET, "paleo")]),
    ("i'm giving up on being vegetarian", [], [(rules.DIET, "vegetarian")]),
    ("i was on the keto diet but i gave it up", [], [(rules.DIET, "keto")]),
    ("i was doing paleo but stopped", [], [(rules.DIET, "paleo")]),
    # a note dismissed with "never mind" (not a mess)
    ("never mind what i said about the wok", [], [(None, "wok")]),
    ("never mind my mess", [], []),
    # kit named as known, gone now
    (
        "we don't have the old rice cooker any more",
        [(rules.KITCHEN, "no rice cooker")],
        [(rules.KITCHEN, "rice cooker")],
    ),
    ("i don't have the oven on yet", [], []),
    # a standing instruction, said as stopping, asked or not
    ("can you stop suggesting anything with anchovies", [(rules.DISLIKE, "anchovy")], []),
    ("could you stop giving me recipes with capers?", [(rules.DISLIKE, "caper")], []),  # asked as a question
    ("stop making me dinner", [], []),
    # a meal skipped is no dislike; a knife's work is no goal
    ("i stopped eating lunch at work", [], []),
    ("i hate breakfast", [(rules.DISLIKE, "breakfast")], []),
    ("i'm cutting the onions into rings", [], []),
    ("i'm cutting carbs", [(rules.DIETARY_GOAL, "cutting carb")], []),
    # a dislike denied of the food named before, after a correction
    (
        "not true, i adore aubergine, i don't hate it",
        [(rules.LIKE, "aubergine")],
        [(rules.DISLIKE, "aubergine")],
    ),
    # a condition found not to be; a test that cleared the speaker (of a food)
    ("it wasn't coeliac in the end", [], [(rules.ALLERGY, "gluten")]),
    ("my skin prick test came back negative for peanuts", [], [(rules.ALLERGY, "peanut")]),
    ("the test came back negative for flu", [], []),
    # the shopping is no memory; a meal not recalled is no meal told
    ("take the milk off the shopping list", [], []),
    # someone else's "also"; someone's fact the speaker shares; someone named by the speaker
    ("i'm pescatarian and he's also allergic to sesame", [(rules.DIET, "pescatarian")], []),
    ("he's allergic to kiwi and so am i", [(rules.ALLERGY, "kiwi")], []),
    ("a colleague of mine is allergic to celery", [], []),
    ("one of my allergies is mustard", [(rules.ALLERGY, "mustard")], []),
    # an allergy that may end one day is the speaker's now; a taste is never of an allergy
    ("the doctor says i could outgrow my milk allergy", [(rules.ALLERGY, "milk")], []),
    ("peanut allergies are terrifying", [], []),
    # cooking not enjoyed: the least effort, or the effort said
    ("i really don't enjoy cooking", [(rules.COOKING_STYLE, "simple")], []),
    ("i hate cooking, i need it quick", [(rules.COOKING_STYLE, "quick")], []),
    ("i hate cooking for my in-laws", [], []),
    ("simple is all i want", [(rules.COOKING_STYLE, "simple")], []),
    # a flat's kitchen is the speaker's; a trip away is not
    ("our apartment has a tiny kitchen", [(rules.KITCHEN, "small kitchen")], []),
    ("we're going camping and only have a camping stove", [], []),
    # kit's habits, the household's rules, kit changed, a count for one day, a skill said alone, an amount aimed for
    ("our oven cooks a bit uneven", [(rules.KITCHEN, "oven runs uneven")], []),
    ("breakfast has to be fast, i leave at 7", [(rules.KITCHEN, "fast")], []),
    ("i've switched to a gas hob", [(rules.KITCHEN, "has a gas hob")], []),
    ("i'm cooking for eight on friday", [], []),
    ("i'm pretty seasoned", [(rules.KITCHEN, "experienced cook")], []),
    ("i aim to eat 30 plants a week", [(rules.DIETARY_GOAL, "30 plants a week")], []),
    # a dish loved to make is a dish loved (made a way is a way of cooking); an illness is no taste
    ("i love making lasagne on sundays", [(rules.LIKE, "lasagne")], []),
    ("i love making pasta by hand", [(rules.COOKING_STYLE, "making pasta by hand")], []),
    ("food poisoning is the worst", [], []),
    # a fondness had; one of a kind of favourites is the one; what others say, or ask of anyone, is no taste
    ("i've always had a soft spot for custard", [(rules.LIKE, "custard")], []),
    ("i have a craving for chips tonight", [], []),
    ("kale is one of my favourite veggies", [(rules.LIKE, "kale")], []),
    ("sardines are an acquired taste, supposedly", [], []),
    ("is it odd to hate cheese?", [], []),
    # a condition's goal beside a goal of something else; a cook described by what they cook with
    (
        "i have high cholesterol and i want to eat more fish",
        [(rules.DIETARY_GOAL, "eat more fish"), (rules.DIETARY_GOAL, "lower cholesterol")],
        [],
    ),
    ("i'm diabetic so i watch my carbs", [(rules.DIETARY_GOAL, "carb")], []),
    (
        "i'm a keen cook with a huge kitchen and a pizza oven",
        [(rules.KITCHEN, "experienced cook"), (rules.KITCHEN, "has a pizza oven"), (rules.KITCHEN, "big kitchen")],
        [],
    ),
    ("simple and cheap is how i like my lunches", [(rules.COOKING_STYLE, "simple and cheap")], []),
    # a denied diet is not kept; someone else's sentence is theirs to its end; an allergy is never a statement
    ("i'm not vegan, i just love lentils", [(rules.LIKE, "lentil")], []),
    ("my housemate is pescatarian, allergic to eggs and loves curry", [], []),
    ("allergic to sesame, loves curry", [(rules.ALLERGY, "sesame")], []),
    # goals listed after a colon; what the speaker is, then what they do
    ("my goals: less salt, more fibre", [(rules.DIETARY_GOAL, "less salt"), (rules.DIETARY_GOAL, "more fibre")], []),
    ("i'm a student who hates washing up", [], []),
    ("i'm a pescatarian who loves mussels", [(rules.DIET, "pescatarian"), (rules.LIKE, "mussel")], []),
    # the household's count now, after the count it replaces
    (
        "drop the cooking for 2, we're 3 now that my mum lives with us",
        [(rules.KITCHEN, "cooks for 3")],
        [(rules.KITCHEN, "cooks for 2")],
    ),
    # a goal given up, said of the goal; kit named before, not had now; a belief held once; the household now
    ("i've abandoned my goal of cutting carbs", [], [(rules.DIETARY_GOAL, "cut carb")]),
    ("my blender died so i haven't got one now", [(rules.KITCHEN, "no blender")], [(rules.KITCHEN, "blender")]),
    ("i was told i was allergic to celery, but it was a mix-up", [], [(rules.ALLERGY, "celery")]),
    ("i was told i was allergic to the sun", [], []),
    ("i don't cook for the family any more, only for myself now", [(rules.KITCHEN, "cooks for 1")], []),
    # typed fast: the g dropped, a kitchen word misspelt short
    ("cookin for 3 most nights", [(rules.KITCHEN, "cooks for 3")], []),
    ("total beginer here", [(rules.KITCHEN, "beginner cook")], []),
    # a fact beside a request: heat loved is spice; kit missing, not gone
    ("could you add more chilli? i really love heat", [(rules.LIKE, "spicy")], []),
    ("can i make this without a blender? i don't have one", [(rules.KITCHEN, "no blender")], []),
]


TWENTIETH_ROUND = [
    # the sounds of speech between words; a time lived elsewhere that sets a taste still held
    (
        "erm i'm pescatarian and uh i really don't like olives",
        [(rules.DIET, "pescatarian"), (rules.DISLIKE, "olive")],
        [],
    ),
    ("when i lived in korea i got hooked on kimchi and i still am", [(rules.LIKE, "kimchi")], []),
    ("when i lived in rome i loved the pizza", [], []),
    ("when should i add the cream", [], []),
    # the household, its budget and its kit said in passing
    (
        "cooking for three on a shoestring budget",
        [(rules.KITCHEN, "cooks for 3"), (rules.COOKING_STYLE, "budget")],
        [],
    ),
    ("all we've got in the flat is a kettle and a hob", [(rules.KITCHEN, "only a kettle and a hob")], []),
    ("the wok gets used for pretty much everything", [(rules.KITCHEN, "has a wok")], []),
    ("making dinner for myself plus three flatmates", [(rules.KITCHEN, "cooks for 4")], []),
    ("my son left for uni so it's just me cooking these days", [(rules.KITCHEN, "cooks for 1")], []),
    ("grill most weekends in summer", [(rules.COOKING_STYLE, "grilling")], []),
    ("bake for 25 minutes", [], []),
    # tastes said as verdicts, kinds of eater and how often
    ("i'm a proper meat eater", [(rules.LIKE, "meat")], []),
    ("quinoa bores me", [(rules.DISLIKE, "quinoa")], []),
    ("ketchup on pasta is a crime", [(rules.DISLIKE, "ketchup on pasta")], []),
    ("the price of coffee is a crime", [], []),
    ("noodles four nights a week, not gonna lie", [(rules.LIKE, "noodle")], []),
    ("the gym four nights a week", [], []),
    ("the saltier the better", [(rules.LIKE, "salty")], []),
    # forgets: kit parted with after naming it, words of forgetting, a rule no longer needed, a goal let go
    ("that bread maker i told you about, i sold it", [], [(rules.KITCHEN, "bread maker")]),
    ("the slow cooker i mentioned, i sold it", [], [(rules.KITCHEN, "slow cooker")]),  # once, with its kind
    ("the lasagne was too big so i gave it away", [], []),
    ("i said i loved figs but i actually meant dates", [(rules.LIKE, "date")], [(rules.LIKE, "fig")]),
    ("i was wrong about beetroot, it's actually delicious", [(rules.LIKE, "beetroot")], [(rules.DISLIKE, "beetroot")]),
    ("ignore the no microwave thing, we bought one", [], [(rules.KITCHEN, "no microwave")]),
    ("nix the coriander dislike", [], [(rules.DISLIKE, rules.normalize("coriander"))]),
    ("unremember that i hate leeks", [], [(rules.DISLIKE, "leek")]),
    ("no need for the 45 minute limit anymore", [], [(rules.KITCHEN, "45 minutes max")]),
    ("i don't batch cook anymore, delete that", [], [(rules.COOKING_STYLE, rules.normalize("batch cooking"))]),
    ("i'm not bothered about cutting carbs anymore", [], [(rules.DIETARY_GOAL, "cut carb")]),
    ("i'm not bothered about the weather anymore", [], []),
    ("i've given up trying to bake bread", [], []),
    ("please forget my cuisine preferences", [], [(rules.CUISINE, None)]),
    ("forget the vegan thing", [], [(rules.DIET, "vegan")]),
    ("i'm eating eggs again, it was never an allergy", [], [(rules.ALLERGY, "egg")]),
    ("i'm not allergic to any foods", [], []),
    # facts listed in one breath: a diet first, a favourite after, a kind of eater, what one mostly eats
    (
        "vegan, cook for two, love tofu",
        [(rules.DIET, "vegan"), (rules.KITCHEN, "cooks for 2"), (rules.LIKE, "tofu")],
        [],
    ),
    ("i'm vegan and my go-to is dal", [(rules.DIET, "vegan"), (rules.LIKE, "dal")], []),
    ("i'm a uni student, skint, and love noodles", [(rules.COOKING_STYLE, "budget"), (rules.LIKE, "noodle")], []),
    ("i'm a vegetarian who has seafood now and then", [(rules.DIET, "pescatarian")], []),
    ("low fodmap diet since march", [(rules.DIET, "low fodmap")], []),
    ("keto diet recipes", [], []),
    ("brunch person", [(rules.LIKE, "brunch")], []),
    ("delivery person", [], []),
    ("i adore rustic italian food", [(rules.CUISINE, rules.normalize("rustic italian food"))], []),
    ("i need plenty of protein", [(rules.DIETARY_GOAL, "more protein")], []),
    ("i need lots of water today", [], []),
    ("i mostly eat eggs and avocado", [(rules.LIKE, "egg"), (rules.LIKE, "avocado")], []),
    ("i mostly eat at my desk", [], []),
    ("i'm watching a baking show, looks fun", [], []),
    # the speaker and one other, cooked for together
    ("my husband and i cook together on weekends", [(rules.KITCHEN, "cooks for 2")], []),
    ("i love my husband and i love curry", [(rules.LIKE, "curry")], []),
    ("i cook for my girlfriend most nights", [(rules.KITCHEN, "cooks for 2")], []),
    ("cooking for my husband's birthday", [], []),
    # negation said round the houses, refusals, qualities refused, what was never tried, a skill outgrown
    ("i wouldn't say no to a slice of cheesecake", [(rules.LIKE, "cheesecake")], []),
    ("can't say i'm a fan of parsnips", [(rules.DISLIKE, "parsnip")], []),
    ("i can't say i know", [], []),
    ("i can't not have chocolate after dinner", [(rules.LIKE, "chocolate")], []),
    ("it's been a decade since i ate meat", [(rules.DIET, "vegetarian")], []),
    ("it's been ages since i had pizza", [], []),
    ("i like a nice glass of white", [(rules.LIKE, "white wine")], []),
    ("ugh, not sprouts", [(rules.DISLIKE, "sprout")], []),
    ("ugh, not again", [], []),
    ("no way am i eating tripe", [(rules.DISLIKE, "tripe")], []),
    ("i'd never eat kangaroo", [(rules.DISLIKE, "kangaroo")], []),
    ("i'd never eat that much", [], []),
    ("i could eat a horse", [], []),
    ("i try not to drink fizzy drinks", [(rules.DIETARY_GOAL, rules.normalize("avoid fizzy drinks"))], []),
    ("nothing oily for me", [(rules.DISLIKE, "oily")], []),
    ("i don't enjoy mushrooms", [(rules.DISLIKE, "mushroom")], []),
    ("not sure i've ever tried okra", [], []),
    ("i'm no longer a novice", [], [(rules.KITCHEN, "beginner cook")]),
    ("i'd call myself an average cook", [(rules.KITCHEN, "intermediate cook")], []),
    ("i'm nowhere near a confident cook", [(rules.KITCHEN, "beginner cook")], []),
    # forgets said the other ways: cancelled, a list wrong, a correction, a love over, the dislike of what is eaten now
    ("cancel the protein goal", [], [(rules.DIETARY_GOAL, "protein")]),
    ("cancel the dinner reservation", [], []),
    ("wipe my dislikes list, none of them are right", [], [(rules.DISLIKE, None)]),
    ("sorry, i'm not gluten intolerant", [], [(rules.ALLERGY, "gluten")]),
    ("i don't love rice anymore", [], [(rules.LIKE, "rice")]),
    ("i eat fish now, delete the dislike", [], [(rules.DISLIKE, "fish")]),
    ("it's not lumpy anymore", [], []),
    ("vegan to pescatarian", [(rules.DIET, "pescatarian")], []),
    ("i changed my mind about sourdough, drop it", [], [(None, "sourdough")]),
    # facts typed in one breath, with no commas (not others' tastes)
    (
        "pescatarian love sushi hate tuna",
        [(rules.DIET, "pescatarian"), (rules.LIKE, "sushi"), (rules.DISLIKE, "tuna")],
        [],
    ),
    ("i adore halloumi i can't stand feta", [(rules.LIKE, "halloumi"), (rules.DISLIKE, "feta")], []),
    ("my kids love pasta my husband hates fish", [], []),
]

EIGHTEENTH_ROUND = [
    # a fact said beside a question about food
    ("we're pescatarian - ideas for a barbecue?", [(rules.DIET, "pescatarian")], []),
    ("any good tuna recipes? it's my favourite", [(rules.LIKE, "tuna")], []),
    ("a recipe for risotto? it's my favourite dish", [(rules.LIKE, "risotto")], []),
    ("a recipe for risotto? it's my favourite colour", [], []),
    ("tell me about thai food, i'm hooked on it", [(rules.CUISINE, "thai")], []),
    ("i have coeliac disease and a wheat allergy", [(rules.ALLERGY, "gluten"), (rules.ALLERGY, "wheat")], []),
    ("i don't eat meat and i don't eat fish", [(rules.DIET, "vegetarian"), (rules.DISLIKE, "fish")], []),
    ("i went right off prawns after the holiday", [(rules.DISLIKE, "shrimp")], [(rules.LIKE, "shrimp")]),
    ("i'm on a low salt diet for my heart", [(rules.DIET, "low salt")], []),
    ("one thing i can't abide is laziness", [], []),
    ("this candle smells like vanilla", [], []),
    ("baking's a chore for me, the simpler the better", [(rules.COOKING_STYLE, "simple")], []),
    ("is it ok if you stop remembering my allergies", [], [(rules.ALLERGY, None)]),
    ("my doctor says i've outgrown the milk allergy", [], [(rules.ALLERGY, "milk")]),
    ("we mostly eat plants", [(rules.DIET, "plant based")], []),
    ("i've switched to soy milk, dairy doesn't agree with me", [(rules.DISLIKE, "dairy")], []),
    # a food said with something of it "in anything" is no liking of it
    ("allergic to sesame in anything", [(rules.ALLERGY, "sesame")], []),
    ("intolerant to soy in anything", [(rules.ALLERGY, "soy")], []),
    ("give me savoury over sweet", [(rules.LIKE, "savoury")], []),
    ("mackerel is pretty much the only fish we eat", [(rules.LIKE, "mackerel")], []),
    ("the only cheese i'll eat is halloumi", [(rules.LIKE, "halloumi")], []),
    ("i'm a keen cake baker", [(rules.COOKING_STYLE, "cake baking")], []),
    ("no peanuts in anything please, i'm allergic", [(rules.ALLERGY, "peanut")], []),
    ("olives in anything, please", [(rules.LIKE, "olive")], []),
    ("i'm happy to spend 45 minutes on dinner", [(rules.KITCHEN, "45 minutes max")], []),
    ("we've only got a mini freezer", [(rules.KITCHEN, "small freezer")], []),
    ("i like comfy clothes, nothing fancy", [], []),
    ("allergic reaction to kiwi every single time", [(rules.ALLERGY, "kiwi")], []),
    ("the coconut is over there", [], []),
    ("could you take off the note about me loving kale", [], [(rules.LIKE, "kale")]),
    ("don't remember anything about my goals", [], [(rules.DIETARY_GOAL, None)]),
    ("don't remember anything about the wedding", [], []),
    ("right? anything with miso, i'm sold", [(rules.LIKE, "miso")], []),
    ("stop giving me couscous, like i said i don't like it", [(rules.DISLIKE, "couscous")], []),
    ("i'm intolerant of soya, found out last year", [(rules.ALLERGY, "soy")], []),
    ("no sardines please, they're gross", [(rules.DISLIKE, "sardine")], []),
    ("hated leeks as a child, now i can't get enough", [(rules.LIKE, "leek")], []),
    ("my gp told me to cut back on sugar", [(rules.DIETARY_GOAL, "cut back on sugar")], []),
    ("total newbie in the kitchen honestly", [(rules.KITCHEN, "beginner cook")], []),
    ("managed a bistro for years", [(rules.KITCHEN, "experienced cook")], []),
    ("correction: it's walnuts i'm allergic to, not pecans", [(rules.ALLERGY, "walnut")], [(rules.ALLERGY, "pecan")]),
    ("the hives weren't from the strawberries after all", [], [(rules.ALLERGY, "strawberry")]),
    ("we eat a lot of thai, green curry mostly", [(rules.CUISINE, "thai"), (rules.LIKE, "green curry")], []),
    ("my dietitian said 'more fibre'", [(rules.DIETARY_GOAL, "eat more fibre")], []),
    ("vegan, but i do eat eggs", [(rules.DIET, "vegetarian")], []),
    ("oily fish twice a week, that's the goal", [(rules.DIETARY_GOAL, "oily fish twice a week")], []),
    (
        "no soy (allergic) • love tacos • have an air fryer",
        [(rules.LIKE, "taco"), (rules.KITCHEN, "has an air fryer"), (rules.ALLERGY, "soy")],
        [],
    ),
]


@pytest.mark.parametrize(
    ("text", "expected_claims", "expected_forgets"),
    [
        # a cuisine the table does not list, named as cuisines are
        ("I adore Nepalese food", [(rules.CUISINE, "nepalese")], []),
        ("Uzbek food is fine I guess", [], []),  # not a people's name shape, and a hedge: nothing
        # forgetting, said more ways
        ("could you get rid of the part where I said I love tofu", [], [(rules.LIKE, "tofu")]),
        ("please scrap what you know about my goals", [], [(rules.DIETARY_GOAL, None)]),
        ("the pecan allergy was a mistake", [], [(rules.ALLERGY, "pecan")]),
        ("not paleo any more", [], [(rules.DIET, "paleo")]),
        ("I'm done with keto", [], [(rules.DIET, "keto")]),
        # starting a diet, said as a span of time
        ("I have been vegetarian for a decade", [(rules.DIET, "vegetarian")], []),
        # what was, then what is
        (
            "I don't cook for six anymore, it's just the two of us",
            [(rules.KITCHEN, "cooks for 2")],
            [(rules.KITCHEN, "cooks for 6")],
        ),
        ("I only have a kettle and a microwave", [(rules.KITCHEN, "only a kettle and a microwave")], []),
        ("Love a good traybake dinner", [(rules.COOKING_STYLE, "traybake")], []),  # the way of cooking, named once
        # ", and" before a clause of its own
        (
            "I'm pescatarian, and Burmese food is my favourite",
            [(rules.DIET, "pescatarian"), (rules.CUISINE, "burmese")],
            [],
        ),
        ("I like rice, and mac and cheese is the best", [(rules.LIKE, "rice"), (rules.LIKE, "mac and cheese")], []),
        # the dish in front of the speaker, and the company, are not tastes
        ("this pie is amazing", [], []),
        ("Those noodles were incredible", [], []),
        ("Dumplings are amazing", [(rules.LIKE, "dumpling")], []),
        ("I love baking bread with my son", [(rules.COOKING_STYLE, "baking bread")], []),
        ("I love cooking with my partner", [], []),
        ("I really love cooking", [], []),
        # allergies denied, imagined or in general are not the speaker's
        ("I could never be allergic to cheese, I eat it daily", [], []),
        ("I'm not celiac, I just feel better without bread", [], []),
        ("Egg allergies are really common in toddlers", [], []),
    ]
    + THIRD_ROUND
    + FOURTH_ROUND
    + FIFTH_ROUND
    + SIXTH_ROUND
    + SEVENTH_ROUND
    + EIGHTH_ROUND
    + NINTH_ROUND
    + TENTH_ROUND
    + ELEVENTH_ROUND
    + TWELFTH_ROUND
    + THIRTEENTH_ROUND
    + FOURTEENTH_ROUND
    + FIFTEENTH_ROUND
    + EIGHTEENTH_ROUND
    + NINETEENTH_ROUND
    + TWENTIETH_ROUND
    + TWENTY_FIRST_ROUND
    + TWENTY_SECOND_ROUND
    + TWENTY_THIRD_ROUND
    + TWENTY_FOURTH_ROUND
    + TWENTY_FIFTH_ROUND
    + TWENTY_SIXTH_ROUND
    + TWENTY_SEVENTH_ROUND
    + TWENTY_EIGHTH_ROUND
    + TWENTY_NINTH_ROUND,
)
def test_more_ways_of_saying_and_unsaying(text, expected_claims, expected_forgets):
    assert claims(text) == [(c, rules.normalize(v)) for c, v in expected_claims]
    assert forgets(text) == [(c, rules.normalize(v) if v else v) for c, v in expected_forgets]


@pytest.mark.parametrize(
    ("text", "expected_forgets"),
    [
        ("could you knock tofu off the list of things I dislike", [("abstract_dislike", "tofu")]),
        ("take halloumi out of my favourites", [("abstract_like", "halloumi")]),
        ("the note about me hating leeks, delete that", [("abstract_dislike", "leek")]),
        ("no need to keep my protein goal", [("dietary_goal", "protein")]),
        ("please forget all my likes", [("abstract_like", None)]),
        ("quit following keto last month", [("diet", "keto")]),
        ("strike kale from my likes please", [("abstract_like", "kale")]),
        ("can you take the skin off the salmon", []),  # a cooking step, not a memory taken off a list
    ],
)
def test_forgets_said_by_where_the_thing_is_kept_or_after_naming_it(text, expected_forgets):
    assert forgets(text) == expected_forgets
    assert not extract(text).forget_everything


def test_a_diet_ended_in_the_words_of_round_twenty_nine():
    assert forgets("paleo was just for the summer and it's over now", current_diet="paleo") == [(rules.DIET, "paleo")]
    assert forgets("keto for january, but that's done", current_diet="keto") == [(rules.DIET, "keto")]
    assert forgets("I'm coming off the keto, having potatoes again", current_diet="keto") == [(rules.DIET, "keto")]
    assert forgets("I no longer follow paleo", current_diet="paleo") == [(rules.DIET, "paleo")]
    assert forgets("had a steak and I'm never going back to being vegan", current_diet="vegan") == [
        (rules.DIET, "vegan")
    ]
    assert forgets("tried it for a month, so not vegan anymore", current_diet="vegan") == [(rules.DIET, "vegan")]
    assert forgets("I'm vegan, not going back to meat") == []


def test_a_vegan_who_eats_eggs_is_a_vegetarian_and_a_food_back_on_the_menu_ends_a_diet_without_it():
    assert claims("I'm vegan but I eat eggs") == [(rules.DIET, "vegetarian")]
    assert claims("vegan, but i do eat cheese") == [(rules.DIET, "vegetarian")]
    assert claims("I'm vegan but I eat honey") == [(rules.DIET, "vegan")]
    assert claims("seafood is back on the menu", current_diet="vegetarian") == [(rules.DIET, "pescatarian")]
    assert forgets("meat's back on the menu", current_diet="vegetarian") == [(rules.DIET, "vegetarian")]
    assert forgets("work is back on the menu", current_diet="vegetarian") == []
    # (several foods at once, and a diet said in other ways to be over)
    assert forgets("eggs and butter are back on the menu", current_diet="vegan") == [(rules.DIET, "vegan")]
    assert forgets("i'm a meat eater these days", current_diet="vegetarian") == [(rules.DIET, "vegetarian")]
    assert claims("i'm a meat eater these days", current_diet="vegetarian") == []
    assert forgets("vegan isn't how i eat now", current_diet="vegan") == [(rules.DIET, "vegan")]
    assert forgets("bacon's allowed again so drop vegetarian", current_diet="vegetarian") == [
        (rules.DIET, "vegetarian")
    ]
    assert forgets("tried paleo for a year and i'm done with it", current_diet="paleo") == [(rules.DIET, "paleo")]
    assert forgets("keto was only for the wedding, take it off", current_diet="keto") == [(rules.DIET, "keto")]
    assert claims("went from strict vegan over to pescatarian", current_diet="vegan") == [(rules.DIET, "pescatarian")]
    assert forgets("i don't want the paleo label on me", current_diet="paleo") == [(rules.DIET, "paleo")]
    assert extract("clear whatever you have on me").forget_everything
    assert not allergies_to_ask("my cakes keep coming out dense")  # (the cooking, not a reaction)


def test_diets_said_by_what_is_left_out_or_put_back():
    assert claims("honestly I eat anything apart from meat") == [("diet", "vegetarian")]
    assert claims("we try to keep to a halal diet") == []  # "we" eating a diet is not surely the speaker's
    assert claims("I always try to stick to a kosher diet") == [("diet", "kosher")]
    assert claims("I've brought salmon back", current_diet="vegetarian") == [("diet", "pescatarian")]
    assert forgets("I'm also eating butter again", current_diet="vegan") == [("diet", "vegan")]
    # the twenty-first round: a diet given up more ways, someone else's, kept part of the time
    assert forgets("I'm having cheese again", current_diet="vegan") == [("diet", "vegan")]
    assert forgets("i've had it with paleo") == [("diet", "paleo")]
    assert forgets("i don't strictly keep kosher now", current_diet="kosher") == [("diet", "kosher")]
    assert forgets("the keto diet was my husband's, not mine", current_diet="keto") == [("diet", "keto")]
    assert forgets("i'm not doing any particular diet") == [("diet", None)]
    assert claims("i'm vegan on weekdays") == []
    assert claims("i eat keto most of the time") == [("diet", "keto")]


def test_forgetting_all_of_one_list_is_not_forgetting_everything():
    assert not extract("forget all my dislikes").forget_everything
    assert extract("forget all my data").forget_everything and extract("forget everything").forget_everything


def test_a_capital_that_only_starts_the_sentence_is_not_kept():
    assert [c.value for c in extract("Peppers? No thanks.").claims] == ["peppers"]
    assert [c.value for c in extract("Korean food is the best").claims] == ["Korean food"]


def test_eating_a_food_again_ends_the_diet_that_leaves_it_out():
    assert forgets("I can have bread again", current_diet="gluten-free") == [("diet", "gluten free")]
    assert forgets("I'm back on carbs", current_diet="low carb") == [("diet", "low carb")]
    assert forgets("I eat cheese again", current_diet="dairy-free") == [("diet", "dairy free")]
    assert forgets("I eat pasta again", current_diet="vegetarian") == []  # pasta is no meat
    assert [m.value for m in allergies_to_ask("I can eat gluten again")] == []
    assert claims("I'm trying the paleo diet now") == [("diet", "paleo")]


def test_eating_again_ends_only_the_diet_it_breaks():
    assert extract("I eat cheese again", current_diet="vegetarian").forgets == []
    assert [(f.category, f.value) for f in extract("I eat cheese again", current_diet="vegan").forgets] == [
        ("diet", "vegan")
    ]
    assert [(f.category, f.value) for f in extract("I eat lamb again", current_diet="pescatarian").forgets] == [
        ("diet", "pescatarian")
    ]


@pytest.mark.parametrize(
    ("text", "diet", "expected_claims", "expected_forgets"),
    [
        # diets of different kinds said together are one diet of both; of one kind, the later is the diet
        ("I'm gluten free and dairy free", None, [(rules.DIET, "gluten-free and dairy-free")], []),
        ("i'm vegetarian. i'm also gluten free.", None, [(rules.DIET, "vegetarian and gluten-free")], []),
        ("I'm vegetarian, sorry I mean gluten free", None, [(rules.DIET, "vegetarian")], []),
        ("went from vegetarian to vegan", "vegetarian", [(rules.DIET, "vegan")], []),
        # a diet said to one held: added beside it, or in the place of the one of its kind
        ("I've had to go dairy free", "vegetarian", [(rules.DIET, "vegetarian and dairy-free")], []),
        ("I'm pescatarian now", "vegan and gluten-free", [(rules.DIET, "gluten-free and pescatarian")], []),
        ("I eat fish now", "vegetarian and halal", [(rules.DIET, "halal and pescatarian")], []),
        # a part given up leaves the others as the diet; every part given up ends it once
        ("I'm not gluten free anymore", "vegan and gluten-free", [(rules.DIET, "vegan")], []),
        ("I eat cheese again", "vegan and gluten-free", [(rules.DIET, "gluten-free")], []),
        ("back to eating everything", "vegan and gluten-free", [], [(rules.DIET, "vegan and gluten-free")]),
        ("I'm not on a diet anymore", "keto and halal", [], [(rules.DIET, None)]),
        # meat back on the plate ends a vegetarian diet
        ("i'm back on the chicken again", "vegetarian", [], [(rules.DIET, "vegetarian")]),
    ],
)
def test_diets_held_together(text, diet, expected_claims, expected_forgets):
    normalized = lambda pairs: [(c, rules.normalize(v) if v else None) for c, v in pairs]  # noqa: E731
    assert claims(text, current_diet=diet) == normalized(expected_claims)
    assert forgets(text, current_diet=diet) == normalized(expected_forgets)


@pytest.mark.parametrize(
    ("note", "said"),
    [
        ("The user is allergic to peanuts", "I am allergic to peanuts"),
        ("User prefers quick dinners. The user never eats pork.", "I prefer quick dinners. I never eat pork."),
        ("user watches their salt intake", "I watch my salt intake"),
        ("The user's partner is vegan", "My partner is vegan"),
        ("A user of the app said hi", "A user of the app said hi"),  # not a note about the user
    ],
)
def test_an_agents_note_about_the_user_reads_in_the_first_person(note, said):
    from memory.capture.extraction import as_the_user

    assert as_the_user(note) == said


@pytest.mark.parametrize(
    ("text", "retracts"),
    [("scratch that", True), ("wait no, delete that 😅", True), ("on second thoughts, don't save it", True),
     ("ignore what I just said", True), ("I take that back", True), ("jk lol", True),
     ("nah forget that, I was kidding", True), ("forget I said that", True), ("please delete that dislike", True),
     ("forget it", False),  # mostly "never mind"
     ("forget that I like feta", False), ("scratch the pasta, let's do rice", False), ("delete all of it", False)],
)  # fmt: skip
def test_a_message_that_only_takes_back_the_one_before(text, retracts):
    """Such a message names nothing itself (the coach finds what it retracts in the conversation)."""
    assert retracts_last(text) is retracts
    if retracts:
        found = extract(text)
        assert not found.claims and not found.forgets


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("can you remember I have a nut allergy", ["nuts"]),
        ("I have a peanut and tree nut allergy", ["peanuts", "tree nuts"]),
        ("soy allergy here", ["soy"]),  # no plural the lexicon knows
    ],
)
def test_an_allergen_said_before_allergy_is_named_as_people_name_it(text, values):
    assert [c.value for c in extract(text).claims if c.category == rules.ALLERGY] == values


@pytest.mark.parametrize(
    ("text", "liked"),
    [
        ("i was wrong about mushrooms, i actually like them", "mushroom"),
        ("scrap the olives thing, i love them now", "olive"),
    ],
)
def test_a_forget_of_what_the_same_message_says_now_forgets_only_the_opposite(text, liked):
    assert ("abstract_like", liked) in claims(text)
    assert forgets(text) == [("abstract_dislike", liked)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("we've gone veggie as a family", [("diet", "vegetarian")]),
        ("the whole family has gone gluten free", [("diet", "gluten free")]),
        ("my family went vegan but i didn't", []),
        ("i'm allergic to eggs and we've gone veggie as a family", [("allergy", "egg"), ("diet", "vegetarian")]),
        ("i'm a bit of a chocoholic", [("abstract_like", "chocolate")]),
        ("i'm a workaholic", []),
    ],
)
def test_a_household_diet_holds_the_speaker_and_a_food_lover_is_named_for_the_food(text, expected):
    assert claims(text) == expected


@pytest.mark.parametrize(
    ("text", "diet", "expected_claims", "expected_forgets"),
    [
        ("i've gone back to being pescatarian", "vegetarian", [(rules.DIET, "pescatarian")], []),
        ("used to be allergic to kiwi but i grew out of it", None, [], [(rules.ALLERGY, "kiwi")]),
        ("the low carb thing doesn't apply any more", "low carb", [], [(rules.DIET, "low carb")]),
        ("back to eating normally after the cleanse", "juice cleanse", [], [(rules.DIET, None)]),
        ("no longer counting calories", None, [], [(rules.DIETARY_GOAL, "counting calorie")]),
        ("i'm coeliac, wheat is poison to me", None, [(rules.ALLERGY, "gluten")], []),
        # (the twentieth round) a diet that was, and a diet's phase said to be over
        ("i used to be pescatarian but not anymore", "pescatarian", [], [(rules.DIET, "pescatarian")]),
        (
            "the gluten free phase was fun, it's over now",
            "gluten-free",
            [],
            [(rules.DIET, rules.normalize("gluten-free"))],
        ),
        ("the birthday thing was fun, it's over now", "vegan", [], []),
    ],
)
def test_changes_said_against_what_memory_holds(text, diet, expected_claims, expected_forgets):
    # the eighteenth round's sixth set: a diet gone back to, an allergy grown out of, a note that no longer applies
    assert claims(text, current_diet=diet) == expected_claims
    assert forgets(text, current_diet=diet) == expected_forgets


@pytest.mark.parametrize(
    ("text", "diet", "expected_claims", "expected_forgets"),
    [
        # a message corrected partway says what follows the correction: a value alone replaces what the clause
        # before said, of the same kind
        ("we're a family of three, sorry no, four", None, [(rules.KITCHEN, "cooks for 4")], []),
        ("I'm allergic to walnuts - wait, no, it's pecans", None, [(rules.ALLERGY, "pecans")], []),
        ("I'm keto, or rather low carb", None, [(rules.DIET, "low carb")], []),
        # the food pointed at again, felt the other way
        ("I adore fennel, actually no, can't stand it", None, [(rules.DISLIKE, "fennel")], []),
        # or denied: nothing is saved, and a diet held is not taken back by the denial of what was just said
        ("I'm pescatarian, oops no, I'm not", None, [], []),
        ("I'm paleo, actually no, not paleo", "paleo", [], []),
        ("I own a pressure cooker, no wait, that was my old place", None, [], []),
        # what came before the corrected sentence stands
        ("I'm vegetarian. I love leeks - scratch that, I don't", None, [(rules.DIET, "vegetarian")], []),
        # no correction this reading understands: the message is read as it is
        ("I love risotto, I mean who wouldn't", None, [(rules.LIKE, "risotto")], []),
        # kit given to the speaker is kit they have (not kit given away)
        ("my brother gave me his spare slow cooker", None, [(rules.KITCHEN, "has a slow cooker")], []),
        ("we inherited our nan's pasta machine", None, [(rules.KITCHEN, "has a pasta machine")], []),
        ("my aunt passed down her old wok to me", None, [(rules.KITCHEN, "has a wok")], []),
        ("just got gifted a bread maker", None, [(rules.KITCHEN, "has a bread maker")], []),
        ("I gave my brother my spare slow cooker", None, [], []),
        # a fasting diet named by its days; a diet packed in; an eating habit Mise is told to stop
        # assuming (a liking so told stays a forget); a note taken "out"
        ("I follow the 5:2 diet on weekdays", None, [(rules.DIET, "5:2")], []),
        ("packed in the paleo, too much faff", "paleo", [], [(rules.DIET, "paleo")]),
        ("can you stop presuming I eat fish", None, [(rules.DISLIKE, "fish")], []),
        ("stop assuming I love aubergine", None, [], [(rules.LIKE, "aubergine")]),
        ("take the part about the rice cooker out please", None, [], [(None, "rice cooker")]),
        ("take the roast out, it's done", None, [], []),
    ],
)
def test_the_thirtieth_round_in_words_of_our_own(text, diet, expected_claims, expected_forgets):
    assert claims(text, current_diet=diet) == [(c, rules.normalize(v)) for c, v in expected_claims]
    assert forgets(text, current_diet=diet) == [(c, rules.normalize(v) if v else v) for c, v in expected_forgets]
