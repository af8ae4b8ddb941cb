"""The offline coach: its catalog, search, safety filters, nutrition and conversation."""

from __future__ import annotations

import os
import re
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memory import rules
from memory.rules.text import ALLERGEN_TERMS
from offline_coach import catalog as cat
from offline_coach import dialogues, nutrition
from offline_coach.catalog import CatalogError, catalog, mentions
from offline_coach.profile import Profile, parse_profile
from offline_coach.search import search

ALLERGEN_WORDS = sorted({term for terms in ALLERGEN_TERMS.values() for term in terms})
DISLIKES = ["cilantro", "mushrooms", "onion", "olives", "spicy food", "tofu", "feta", "chilli", "eggplant", "kale"]
DIETS = ["vegan", "vegetarian", "pescatarian", "gluten-free", "dairy-free", "halal", "keto"]
REQUESTS = [
    "what should I cook tonight?",
    "a thai recipe",
    "pad thai",
    "something with chicken",
    "breakfast idea",
    "quick dinner",
    "kung pao chicken",
    "a mexican dinner",
    "pasta",
    "salmon",
]


def _chat(*messages: str) -> list:
    """The coach's outcome for each message of one chat with nothing in memory."""
    return dialogues.run(dialogues.Dialogue("chat", "dev", [], [dialogues.Turn(m, ("any",)) for m in messages]))


def _first(profile: Profile, request: str):
    result = search(profile, request)
    return result.choices[0] if result.choices else None


def test_the_catalog_is_broad_and_every_recipe_has_nutrition():
    recipes = catalog()
    assert len(recipes) >= 150
    assert {r.meal for r in recipes} == set(cat.MEALS)
    assert len({r.cuisine for r in recipes}) >= 15
    for diet in ("vegan", "vegetarian", "pescatarian", "gluten-free", "dairy-free", "keto"):
        assert sum(diet in r.diets for r in recipes) >= 5, diet
    assert all(r.per_serving.kcal > 0 and r.serves and r.total >= r.active for r in recipes)


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("300 g gravel", "'300 g gravel' is not in the nutrition table"),
        ("2 unicorns", "'2 unicorns' is not in the nutrition table"),
        ("100 g peanuts", "mentions peanuts but does not declare it"),
    ],
)
def test_a_bad_entry_fails_the_load_with_its_name(line, problem):
    text = cat.CATALOG_PATH.read_text().replace("300 g arborio rice", line, 1)

    with pytest.raises(CatalogError, match=rf"Mushroom Risotto: [^;]*{re.escape(problem)}"):
        cat.load(text)


def test_a_keto_tag_on_a_rice_dish_fails_the_load():
    text = cat.CATALOG_PATH.read_text().replace(
        "  diets: [vegan, vegetarian, gluten-free, dairy-free]\n  allergens: []\n  ingredients: [250 g red lentils",
        "  diets: [vegan, vegetarian, gluten-free, dairy-free, keto]\n  allergens: []\n  ingredients: [250 g red lentils",
        1,
    )
    with pytest.raises(CatalogError, match=r"Ethiopian Red Lentil Stew: tagged keto with \d+ g carbs"):
        cat.load(text)


def test_nutrition_comes_from_the_usda_table_with_its_source():
    answer = nutrition.food_answer("how much protein is in a cup of cooked lentils?")

    assert "17.9 g" in answer and "9.0 g per 100 g" in answer
    assert "USDA SR26 #16070" in answer
    assert all(f.ndb or f.name for f in nutrition.table().values())
    assert "public domain" in nutrition.source_note()


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(ALLERGEN_WORDS), min_size=1, max_size=3), st.sampled_from(REQUESTS))
def test_it_never_proposes_an_allergen(allergies, request):
    for choice in search(Profile(allergies=allergies), request).choices:
        groups = {g for a in allergies for g in rules.allergen_groups(rules.normalize(a))}
        assert not groups & set(choice.recipe.allergens)
        for text in [choice.recipe.name, *[i.split(" (instead of")[0] for i in choice.ingredients], *choice.steps]:
            assert not cat.groups_in(text) & groups, text


@pytest.mark.parametrize("said", ["nuts", "nut", "Nuts"])
def test_a_nut_allergy_said_loosely_keeps_peanuts_out_too(said):
    cookies = cat.by_name("Peanut Butter Oat Cookies")

    assert not cat.is_safe(cookies, [said])
    assert all(
        "peanut" not in " ".join(c.recipe.ingredients)
        for c in search(Profile(allergies=[said]), "a dessert", limit=10).choices
    )


@pytest.mark.parametrize(
    ("told", "allergen"),
    [
        ("my son is allergic to eggs", "egg"),
        ("heads up, my wife has a shellfish allergy", "shrimp"),
        ("just so you know, a friend who's coming over is allergic to peanuts", "peanut"),
        ("my daughter can't have dairy", "milk"),  # no allergy word: she may not have it, whatever the reason
        ("no sesame in the house, my husband is allergic", "sesame"),  # the allergen and the allergy apart
    ],
)
def test_an_allergy_told_in_a_chat_is_kept_out_of_it_and_not_taken_as_the_persons(told, allergen):
    turns = [dialogues.Turn(m, ("any",)) for m in [told, "what should I make for dinner?", "something else"]]
    outcomes = dialogues.run(dialogues.Dialogue("told", "dev", [], turns))

    assert outcomes[0].kind == "acknowledge"
    assert "out of everything I suggest" in outcomes[0].reply and "isn't your own allergy" in outcomes[0].reply
    for outcome in outcomes[1:]:
        assert outcome.kind == "suggest"
        assert not _violations(outcome.reply, [(rules.ALLERGY, allergen)]), outcome.reply


def test_a_reaction_the_person_tells_is_acknowledged_not_taken_as_a_request():
    # (a food the allergen list does not hold: the reaction is asked about, not saved)
    turns = [dialogues.Turn(m, ("any",)) for m in ["dark chocolate gives me hives", "a dessert please"]]
    told, later = dialogues.run(dialogues.Dialogue("reaction", "dev", [], turns))

    assert told.kind == "acknowledge" and "keep **dark chocolate** out" in told.reply
    assert "isn't your own" not in told.reply  # the person's own: the chat asks whether to remember it
    assert (
        later.kind == "suggest" and "chocolate" not in later.reply.lower()
    )  # Dark Chocolate Mousse is second otherwise


def test_a_food_named_to_leave_out_is_not_the_food_asked_for():
    choices = search(Profile(), "what can I make for a friend with a nut allergy?", limit=5).choices

    assert choices
    assert not any(cat.groups_in(line) & {"tree nuts", "peanuts"} for c in choices for line in c.recipe.ingredients)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(DISLIKES), min_size=1, max_size=3), st.sampled_from(REQUESTS))
def test_it_never_proposes_a_disliked_ingredient(dislikes, request):
    choices = search(Profile(avoids=dislikes), request).choices
    assert choices
    for choice in choices:
        for text in [choice.recipe.name, *[i.split(" (instead of")[0] for i in choice.ingredients], *choice.steps]:
            for disliked in dislikes:
                for term in cat.expand(disliked):
                    assert not mentions(text, term), (disliked, text)


@pytest.mark.parametrize("diet", DIETS)
def test_it_honours_the_diet(diet):
    for request in REQUESTS:
        choice = _first(Profile(diet=diet), request)
        assert choice is not None and choice.recipe.satisfies(diet)
        assert f"fits your {diet} diet" in "; ".join(choice.reasons)


def test_it_prefers_liked_cuisines_and_says_so():
    choice = _first(Profile(cuisines=["Thai"]), "what should I cook tonight?")

    assert choice.recipe.cuisine == "thai"
    assert "you love Thai food" in choice.reasons


def test_it_swaps_a_disliked_herb_and_explains_it():
    choice = _first(Profile(avoids=["cilantro"]), "black bean tacos")

    assert choice.recipe.name == "Black Bean Tacos"
    assert any("flat-leaf parsley (instead of" in line for line in choice.ingredients)
    assert any("because you avoid cilantro" in reason for reason in choice.reasons)


def test_kitchen_memories_shape_the_search():
    profile = Profile(kitchen=["cooks for 3", "20 minutes max", "no oven"], goals=["eat more protein"])

    choices = search(profile, "dinner idea?").choices

    assert choices and all(c.serves == 3 and c.recipe.total <= 20 and "oven" not in c.recipe.equipment for c in choices)
    assert any("for your goal: eat more protein" in r for c in choices for r in c.reasons)


def test_when_nothing_fits_it_says_what_gave_way():
    result = search(Profile(kitchen=["only an air fryer"]), "a risotto")

    assert result.choices and result.bent


def test_it_reads_the_profile_from_the_snapshot_in_the_prompt():
    text = rules.render_snapshot(
        [
            rules.ItemView(1, rules.ALLERGY, "peanuts", "peanut", rules.EXPLICIT, True, rules.ACTIVE, None),
            rules.ItemView(2, rules.DIET, "vegan", "vegan", rules.EXPLICIT, False, rules.ACTIVE, None),
            rules.ItemView(3, rules.DISLIKE, "olives", "olive", rules.EXPLICIT, False, rules.ACTIVE, None),
            rules.ItemView(4, rules.CUISINE, "Thai", "thai", rules.EXPLICIT, False, rules.ACTIVE, None),
        ]
    )

    profile = parse_profile("You are Mise.\n\n" + text)

    assert (profile.allergies, profile.diet, profile.avoids, profile.cuisines) == (
        ["peanuts"],
        "vegan",
        ["olives"],
        ["Thai"],
    )


@pytest.mark.parametrize(
    ("message", "asks"),
    [
        ("Something quick with chickpeas?", True),
        ("I'm wiped out tonight, something really easy please.", True),
        ("any dinner ideas?", True),
        ("Heads up: sesame allergy here. I cook for two on weeknights.", False),
        ("actually I eat fish now", False),
        ("we're a family of four", False),
    ],
)
def test_a_request_for_food_is_told_from_a_statement_about_cooking(message, asks):
    from offline_coach.replies import wants_recipe

    assert wants_recipe(message.lower()) is asks


def _violations(text: str, memory: list[tuple[str, str]]) -> list[str]:
    proposed = "\n".join(
        line for line in dialogues._proposed(text.lower()).splitlines() if not line.startswith("instead of")
    )  # the swap answer's heading names what the person asked about
    found = []
    for category, value in memory:
        if category == rules.ALLERGY:
            groups = cat.groups_in(value)
            found += [f"{value}: {line}" for line in proposed.splitlines() if cat.groups_in(line) & groups]
        elif category == rules.DISLIKE:
            found += [f"{value}: {line}" for line in proposed.splitlines()
                      if any(mentions(cat._without_exceptions(line), t) for t in cat.expand(value))]  # fmt: skip
        elif category == rules.DIET:
            forbidden = cat.DIET_FORBIDS.get(value, ())
            found += [f"{value}: {line}" for line in proposed.splitlines()
                      if any(mentions(cat._without_exceptions(line), t) for t in forbidden)]  # fmt: skip
            if value == "gluten-free":  # ingredient and shopping lines (steps say "the noodles" of courgette)
                found += [f"{value}: {line}" for line in proposed.splitlines()
                          if line.startswith("- ") and cat.gluten_in(line)]  # fmt: skip
    return found


FOLLOW_UPS = [
    "the second one",
    "make it for four",
    "what can I swap for the chicken?",
    "shopping list please",
    "something else",
    "plan my dinners for the week",
    "the tuesday one",
    "and the shopping list for the week",
]


@settings(
    max_examples=int(os.environ.get("COACH_PROPERTY_EXAMPLES", 40)),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    st.lists(st.sampled_from(ALLERGEN_WORDS), max_size=2),
    st.lists(st.sampled_from(DISLIKES), max_size=2),
    st.sampled_from([None, *DIETS]),
    st.sampled_from(REQUESTS),
)
def test_no_suggestion_follow_up_swap_plan_or_list_breaks_a_rule(allergies, dislikes, diet, request):
    memory = [(rules.ALLERGY, a) for a in allergies] + [(rules.DISLIKE, d) for d in dislikes]
    memory += [(rules.DIET, diet)] if diet else []
    turns = [dialogues.Turn(m, ("any",)) for m in [request, *FOLLOW_UPS]]
    for outcome in dialogues.run(dialogues.Dialogue("property", "dev", memory, turns)):
        assert not _violations(outcome.reply, memory), (outcome.message, _violations(outcome.reply, memory))


def test_the_coach_meets_its_targets_on_the_test_dialogues():
    result = dialogues.score([d for d in dialogues.load() if d.split == "test"])

    assert result["messages"] >= 140
    assert result["expected"] >= 0.90
    assert result["fallback"] <= 0.03


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("without tofu please", "suggest"),  # ideas that leave it out, not "outside my kitchen"
        ("my body really does not do well with sesame", "acknowledge"),  # kept out, and asked about
        ("I love my new kitchen", "fallback"),  # about food, so not off topic
        ("what's in a pico de gallo?", "fallback"),  # a dish the catalog does not know is still food
        ("yes", "fallback"),  # a yes to nothing asked
        ("skip it", "fallback"),  # a no to nothing asked, not a dish without "it"
        ("we've settled on a curry for saturday night", "acknowledge"),  # a plan told, not a request
        ("I set the toast on fire this morning", "acknowledge"),  # a mishap told
        ("what can I use instead of buttermilk?", "swap"),
        ("what's the weather like?", "off_topic"),
    ],
)
def test_a_message_about_food_is_never_answered_as_off_topic(message, kind):
    from offline_coach.replies import answer

    assert answer(message, Profile()).kind == kind


def test_a_food_the_message_says_is_disliked_is_not_the_food_asked_for():
    from offline_coach.search import parse_request

    request = parse_request("what's for dinner? i'm pescatarian and hate olives")

    assert "olive" not in request.foods and "olive" in request.without


@pytest.mark.parametrize(
    ("message", "kind", "says"),
    [
        ("which herbs work with lamb chops?", "pairing", "rosemary"),
        ("what should I serve with salmon", "pairing", "dill"),
        ("how long will leftover chilli last in the fridge?", "storage", "3 days"),
        ("is it safe to eat rice that was left out overnight", "storage", "2 hours"),
        ("how do I boil an egg? soft boiled eggs please", "how_to", "6 minutes"),
        ("what vegetables are in season in winter", "season", "parsnips"),
        ("how much fibre should I eat a day", "guidance", "30 g"),
        ("tofu or chicken, which has more protein?", "nutrition", "firm tofu"),
        ("is cheese bad for you?", "nutrition", "no single food"),
        ("how can I tell if the turkey is done?", "how_to", "74 °c"),
        ("the custard has curdled!", "fix", "ice cube"),
        ("this soup is way too salty", "fix", "dilute"),
        ("why does my rice always come out gluey?", "fix", "rinse"),
        ("my pork chops keep coming out rubbery", "fix", "against the grain"),
        ("how do I stop eggs sticking to the pan", "fix", "releases"),
        ("what's the difference between baking powder and baking soda", "difference", "alkali"),
        ("courgette vs zucchini - what's the difference?", "difference", "same vegetable"),
        ("how do I make gravy for the roast?", "how_to", "stock"),
        ("I split the bill with my friend", "off_topic", "only help"),  # no dish went wrong
        ("surprise me", "suggest", ""),
        ("I don't know what to cook", "suggest", ""),
        ("is it ok to freeze cooked rice?", "storage", "freezer"),
        ("recommend a wine for steak", "pairing", "malbec"),
        ("what's a good side for curry?", "pairing", "naan"),
        ("how much rice per person?", "how_to", "75 g"),
        ("how much pasta for 4 people?", "how_to", "360 g"),
        ("can you make me a shopping list?", "clarify", "a shopping list for what?"),
        ("how do i make a roux?", "how_to", "same weight of plain flour"),
        ("how do I make a cheese sauce", "how_to", "grated mature cheddar"),
        ("can I reheat chicken?", "how_to", "steaming hot"),
        ("is it bad to reheat chicken?", "how_to", "steaming hot"),
    ],
)
def test_everyday_kitchen_questions_get_an_answer_not_a_recipe_list(message, kind, says):
    from offline_coach.replies import answer

    reply = answer(message, Profile())
    assert reply.kind == kind and says in reply.text.lower()


@pytest.mark.parametrize("diet", ["dairy-free", "Dairy Free", "lactose-free"])
def test_a_diet_written_with_a_hyphen_rules_its_foods_out_of_every_swap(diet):
    from offline_coach.search import food_is_allowed

    assert not food_is_allowed("butter", Profile(), [diet])
    assert not food_is_allowed("ghee", Profile(), [diet])
    assert food_is_allowed("vegetable oil", Profile(), [diet])


def test_substitutes_are_found_for_foods_whose_names_end_in_y():
    assert cat.substitutes_for("2 sticks celery") and cat.substitutes_for("honey")  # the stem had read "celer-i"


def test_a_swap_replaces_what_comes_after_instead_of():
    from offline_coach.replies import answer

    reply = answer("can I use butter instead of oil?", Profile())
    assert reply.kind == "swap" and reply.text.startswith("Instead of **oil**")
    assert answer("what can I use instead of butter?", Profile()).text.startswith("Instead of **butter**")


def test_an_occasion_asks_for_a_dinner_not_a_food_it_shares_a_word_with():
    from offline_coach.search import parse_request

    request = parse_request("what should I cook for date night?")
    assert request.meal == "dinner" and "date" not in request.foods
    assert "date" in parse_request("anything with dates and walnuts?").foods


def test_pairings_leave_out_what_the_person_cannot_have():
    from offline_coach.replies import answer

    reply = answer("what flavours go with tofu?", Profile(allergies=["sesame"]))
    assert "sesame" not in reply.text.split("_")[0].lower() and "left out" in reply.text


def test_a_food_the_table_does_not_hold_is_not_answered_with_another():
    # "oil" alone is olive oil in the table; coconut oil is not olive oil
    text = nutrition.food_answer("calories in coconut oil")
    assert "olive" not in text.lower() and "coconut oil" in text.lower()
    assert "olive" in nutrition.food_answer("calories in olive oil").lower()


def test_a_request_is_ranked_by_the_foods_it_names_and_the_way_it_asks():
    from offline_coach.search import parse_request

    chosen = search(Profile(), "i have chicken, rice and spinach, what can i make?").choices[0].recipe
    assert "chicken" in chosen.name.lower()  # chicken stock does not make a dish a chicken dish
    assert search(Profile(), "a vegetarian lunch for work").choices[0].recipe.meal == "lunch"
    assert {"one pot", "one pan", "sheet pan"} <= parse_request("something with minimal washing up").ways


def test_a_shopping_list_for_a_dish_needs_nothing_shown_first():
    from offline_coach.replies import answer

    reply = answer("can you make me a shopping list for tacos", Profile())
    assert reply.kind == "shopping_list" and "taco" in reply.text.lower()


def test_questions_about_the_recipe_just_shown_are_answered_about_it():
    turns = [
        dialogues.Turn("a black bean burger please", ("suggest",)),
        dialogues.Turn("the first one", ("recipe",)),
        dialogues.Turn("can I make it without an oven?", ("answer",)),
        dialogues.Turn("what should I serve with it on the side?", ("pairing",)),
        dialogues.Turn("thanks, lovely", ("thanks",)),
    ]
    outcomes = dialogues.run(dialogues.Dialogue("shown", "dev", [], turns))

    assert [o.kind for o in outcomes] == ["suggest", "recipe", "answer", "pairing", "thanks"]
    assert "needs no oven" in outcomes[2].reply and "Black Bean Burgers" in outcomes[2].reply


def test_whether_the_recipes_shown_hold_a_food_is_answered_from_their_ingredients():
    turns = [
        dialogues.Turn("quesadillas please", ("suggest",)),
        dialogues.Turn("do any of these have cheese?", ("answer",)),
        dialogues.Turn("the first one", ("recipe",)),
        dialogues.Turn("does it use an oven?", ("answer",)),
    ]
    outcomes = dialogues.run(dialogues.Dialogue("contains", "dev", [], turns))

    assert [o.kind for o in outcomes] == ["suggest", "answer", "recipe", "answer"]
    assert outcomes[1].reply.startswith("Yes") and "cheddar" in outcomes[1].reply.lower()
    assert "oven" in outcomes[3].reply


@pytest.mark.parametrize(
    ("message", "says"),
    [
        ("what are my goals?", "goals:** more fibre"),
        ("how many people am I cooking for?", "cooks for 2"),
        ("which things do I avoid?", "coriander"),
        ("so what cuisines do I like?", "nothing under **favorite cuisines**"),
    ],
)
def test_a_question_about_one_kind_of_memory_is_answered_from_it(message, says):
    from offline_coach.replies import answer

    profile = Profile(goals=["more fibre"], kitchen=["cooks for 2"], avoids=["coriander"])
    reply = answer(message, profile)
    assert reply.kind == "about_me" and says in reply.text.lower()
    # a request that says what the person avoids is still a request
    assert answer("what can I cook if I don't like coriander?", profile).kind == "suggest"


@pytest.mark.parametrize(
    ("message", "safe"),
    [("can I eat hummus?", False), ("is almond milk ok for me?", False), ("can I have soy sauce", True)],
)
def test_whether_a_food_is_safe_is_answered_from_the_allergies_held(message, safe):
    from offline_coach.replies import answer

    reply = answer(message, Profile(allergies=["sesame", "tree nuts"]))
    assert reply.kind == "answer"
    assert reply.text.startswith("**No**") != safe
    assert "check the label" in reply.text or not safe  # never a plain yes


def test_whether_a_food_is_safe_is_answered_after_what_the_person_says_first():
    from offline_coach.replies import answer

    reply = answer("as someone with a sesame allergy, can I eat hummus?", Profile(allergies=["sesame"]))
    assert reply.kind == "answer" and reply.text.startswith("**No**")


@pytest.mark.parametrize(
    ("message", "says"),
    [
        ("tips for not burning garlic?", "30–60 seconds"),
        ("how do I stop my chicken drying out", "74°c"),
        ("how to avoid soggy roast potatoes", "don't crowd"),
        ("how can I keep eggs from sticking to the pan", "heat the pan first"),
        ("how do I stop my pasta sticking together?", "stir in the first minute"),  # the pasta's advice, not the pan's
        ("how do i stop rice sticking?", "rinse the rice"),
    ],
)
def test_how_to_keep_a_dish_from_going_wrong_is_answered_with_what_prevents_it(message, says):
    from offline_coach.replies import answer

    reply = answer(message, Profile())
    assert reply.kind == "fix" and says in reply.text.lower()


def test_the_nutrition_of_a_dish_the_table_lacks_is_answered_from_a_recipe_of_it():
    from offline_coach.replies import answer

    reply = answer("how many calories are in a lasagne?", Profile())
    assert reply.kind == "recipe_nutrition" and "Lasagna" in reply.text and "kcal" in reply.text
    assert answer("how many calories in a moon rock?", Profile()).kind != "recipe_nutrition"


def test_whether_another_food_is_safe_is_answered_after_the_same_question():
    from offline_coach.replies import answer
    from offline_coach.state import State

    reply = answer("what about hummus?", Profile(allergies=["sesame"]), state=State(last_request="can I have tahini?"))
    assert reply.kind == "answer" and reply.text.startswith("**No**") and "sesame" in reply.text


def test_how_to_keep_it_from_happening_is_answered_for_what_the_message_before_told():
    from offline_coach.replies import answer
    from offline_coach.state import State

    reply = answer("how do I stop that happening?", Profile(), state=State(last_request="ugh my rice stuck to the pan"))
    assert reply.kind == "fix" and "rinse the rice" in reply.text.lower()  # the rice's advice, as named before
    assert answer("how do I stop that happening?", Profile(), state=State(last_request="my cat bites")).kind != "fix"


def test_what_the_person_eats_told_is_acknowledged_not_answered_with_recipes():
    from offline_coach.replies import answer

    reply = answer("i was vegan for years but we eat fish now", Profile())
    assert reply.kind == "acknowledge" and "**fish**" in reply.text and "1. **" not in reply.text
    assert answer("we eat a lot of fish, any ideas?", Profile()).kind == "suggest"


def test_the_same_nutrition_question_of_another_food_is_answered_for_it():
    from offline_coach.replies import answer
    from offline_coach.state import State

    reply = answer("and in a banana?", Profile(), state=State(last_request="how many calories in an avocado?"))
    assert reply.kind == "nutrition" and "Banana" in reply.text and "kcal" in reply.text
    assert answer("and in a banana?", Profile(), state=State(last_request="a curry please")).kind != "nutrition"


@pytest.mark.parametrize(
    ("message", "kind", "says"),
    [
        ("how long do I boil an egg for a runny yolk?", "how_to", "6 minutes"),
        ("ugh my bread never rises", "fix", "yeast"),
        ("wait, is cilantro the same as coriander?", "difference", "same plant"),
        ("quick dinners please, we're shattered", "suggest", "1. **"),
        ("what's in season in november?", "season", "**Autumn:**"),  # the month's season, not all four
        ("what should I buy for a week of cheap meals?", "week_plan", "**Monday:**"),
        ("honestly I'm sick of the same dinners", "suggest", "1. **"),
        ("which oil is best for deep frying?", "how_to", "smoke point"),
        ("what temp do I roast potatoes at?", "how_to", "200–220 °C"),
        ("my eyes always water when I chop onions, how do I stop it?", "how_to", "sharp knife"),
        ("any tips for meal prepping?", "how_to", "lidded boxes"),
        ("could you recommend a dessert for our dinner party?", "suggest", "dessert,"),  # the course, not the occasion
        ("can you do me a shopping list for the whole week?", "week_plan", "**Monday:**"),
        ("how long should my steak rest?", "how_to", "5 minutes"),
        ("is it ok to eat raw brownie batter?", "how_to", "raw flour"),
        ("can I have blue cheese while I'm pregnant?", "how_to", "midwife"),
        ("i'm pregnant, what's a good dinner?", "suggest", "1. **"),  # a request, not a question of safety
        ("is 1800 calories a day enough?", "guidance", "kcal a day"),
    ],
)
def test_a_cooking_question_is_answered_not_met_with_recipes(message, kind, says):
    from offline_coach.replies import answer

    reply = answer(message, Profile())
    assert reply.kind == kind and says in reply.text


def test_a_kitchen_question_of_another_food_is_answered_after_the_same_question():
    from offline_coach.replies import answer
    from offline_coach.state import State

    before = State(last_request="how do I know when salmon is cooked?")
    reply = answer("and chicken?", Profile(), state=before)
    assert reply.kind == "how_to" and "**Chicken**" in reply.text and "74 °C" in reply.text
    assert answer("and chicken?", Profile(), state=State(last_request="a curry please")).kind != "how_to"


def test_what_memory_holds_of_one_thing_is_answered_about_that_thing():
    from offline_coach.replies import answer

    profile = Profile(likes=["grilled halloumi", "tea"], allergies=["peanuts"], avoids=["steak"])
    reply = answer("what do you remember about halloumi?", profile)
    assert reply.kind == "about_me" and "grilled halloumi" in reply.text and "peanuts" not in reply.text
    assert "**Allergies:** peanuts" in answer("have you saved anything about peanuts?", profile).text
    nothing = answer("what do you remember about olives?", profile).text
    assert "anything saved about **olives**" in nothing and "tea" not in nothing and "steak" not in nothing


def test_a_goal_to_eat_less_of_a_food_puts_its_dishes_last():
    profile = Profile(goals=["eat less red meat"])
    for request in ("suggest a dinner", "what should I cook tonight?", "a quick dinner idea"):
        for choice in search(profile, request).choices:
            assert not any(
                mentions(i.lower(), w) for i in choice.ingredients for w in ("beef", "pork", "lamb", "steak")
            )


def test_others_diets_told_in_the_chat_rule_its_recipes_not_memory():
    from offline_coach.replies import answer, others_diets

    assert others_diets("cooking for six on saturday, two of them are vegan") == ["vegan"]
    assert others_diets("my in-laws are vegetarian") == ["vegetarian"]
    assert others_diets("i'm vegan") == [] and others_diets("my son loves vegan recipes") == []
    told = answer("my partner's gluten-free so we cook gluten-free at home", Profile())
    assert told.kind == "acknowledge" and "**gluten-free**" in told.text
    assert all(
        "vegan" in c.recipe.diets for c in search(Profile(chat_diets=["vegan"]), "any main course ideas?").choices
    )


def test_a_kitchen_with_only_a_microwave_is_given_dinners_made_in_it():
    choices = search(Profile(kitchen=["only a microwave and a kettle"]), "what can I cook for dinner?").choices
    assert choices and all(set(c.recipe.equipment) <= {"microwave", "kettle"} for c in choices)
    assert all(c.recipe.meal == "dinner" for c in choices)


@pytest.mark.parametrize(
    ("before", "message", "kind", "says"),
    [
        ("what can I use instead of buttermilk?", "and for eggs?", "swap", "Instead of **egg**"),
        ("whats the difference between baking soda and baking powder", "are they interchangeable?", "difference",
         "baking powder"),
        ("ugh I set the smoke alarm off doing bacon", "how do I stop that happening?", "fix", "medium heat"),
    ],
)  # fmt: skip
def test_a_follow_up_is_answered_as_the_question_before(before, message, kind, says):
    from offline_coach.replies import answer
    from offline_coach.state import State

    reply = answer(message, Profile(), state=State(last_request=before))
    assert reply.kind == kind and says in reply.text


def test_a_shopping_list_for_it_is_for_the_dish_said_before():
    from offline_coach.replies import answer
    from offline_coach.state import State

    said = ("we've decided on fajitas for friday", "what did we decide?")
    reply = answer("can you do a shopping list for it?", Profile(), state=State(said_before=said))
    assert reply.kind == "shopping_list" and "Fajitas" in reply.text


def test_a_menu_is_three_safe_courses_for_the_guests_said():
    from offline_coach.replies import answer
    from offline_coach.state import State, read

    told = answer("we're hosting a birthday dinner for ten on saturday", Profile())
    assert told.kind == "acknowledge" and told.text.endswith("Want me to plan the menu?")
    state = read([told.text], ["we're hosting a birthday dinner for ten on saturday"])
    reply = answer("yes please", Profile(allergies=["milk"]), state=state)
    assert reply.kind == "menu" and "menu for 10" in reply.text
    courses = [cat.by_name(name) for name in re.findall(r"^\d\. \*\*([^*]+)\*\*", reply.text, re.M)]
    assert [c.meal for c in courses] == ["lunch", "dinner", "dessert"]
    assert all("milk" not in c.allergens for c in courses)
    assert answer("help me plan a three course menu", Profile(), state=State()).kind == "menu"


def test_goals_of_eating_move_what_comes_first():
    from offline_coach.search import search as find

    sweet = [c.recipe.per_serving.sugar_g for c in find(Profile(goals=["manage blood sugar"]), "a dessert").choices]
    plain = [c.recipe.per_serving.sugar_g for c in find(Profile(), "a dessert").choices]
    assert sum(sweet) < sum(plain)
    more = find(Profile(goals=["lots of carbs"]), "dinner ideas").choices
    less = find(Profile(goals=["fewer carbs"]), "dinner ideas").choices
    assert sum(c.recipe.per_serving.carbs_g for c in more) > sum(c.recipe.per_serving.carbs_g for c in less)


def test_a_gadget_not_known_to_be_owned_comes_after_the_rest():
    for choice in search(Profile(), "an easy dinner").choices:
        assert not {"air fryer", "slow cooker"} & set(choice.recipe.equipment)
    owned = search(Profile(kitchen=["has an air fryer"]), "a quick air fryer dinner").choices
    assert owned and "air fryer" in owned[0].recipe.equipment


def test_kit_out_of_action_and_others_heat_are_kept_out_of_the_chat():
    from offline_coach.replies import answer, broken_kit, others_dislikes

    assert broken_kit("My oven is broken at the moment") == ["oven"] and broken_kit("I love my oven") == []
    told = answer("the microwave died on me", Profile())
    assert told.kind == "acknowledge" and "microwave" in told.text
    for choice in search(Profile(), "the hob isn't working, any dinner ideas?").choices:
        assert "hob" not in choice.recipe.equipment
    assert others_dislikes("she doesn't like anything spicy") == ["spicy"]
    for choice in search(Profile(chat_avoids=["spicy"]), "dinner ideas").choices:
        assert "spicy" not in choice.recipe.tags


def test_a_meal_not_eaten_is_acknowledged_not_answered_with_it():
    from offline_coach.replies import answer

    told = answer("I never eat breakfast", Profile())
    assert told.kind == "acknowledge" and "1. **" not in told.text
    assert answer("i skip breakfast, what's a filling lunch?", Profile()).kind == "suggest"


def test_mince_asked_for_is_mince_not_any_meat():
    for choice in search(Profile(avoids=["pork"]), "what can I make with mince?").choices:
        assert any("mince" in i for i in choice.ingredients) and not any("pork" in i for i in choice.ingredients)


def test_thanks_with_a_question_after_it_is_not_only_thanks():
    from offline_coach.replies import answer

    assert answer("thanks! what about a sourdough starter?", Profile()).kind != "thanks"
    assert answer("thanks!", Profile()).kind == "thanks"


def test_thanks_before_any_recipe_offers_no_list_for_it():
    from offline_coach.replies import answer
    from offline_coach.state import read

    for message in ("thanks", "thank you!", "cheers", "ta very much", "thanks so much", "lovely, thanks"):
        said = answer(message, Profile(), state=read(["Saved — **mushrooms** (likes)."], [message])).text
        assert "shopping list for that" not in said and "how it turns out" not in said, (message, said)


def test_what_is_recalled_from_before_is_what_the_person_said_one_line_each():
    from offline_coach.replies import _recall_answer

    said = "Let's go with the mushroom risotto for Friday's dinner party."
    shown = "Mise: Here are a few ideas:\n\n1. **Mushroom Risotto** — " + "a long recipe " * 30
    text = _recall_answer({"hits": [{"text": shown, "created_at": "2026-11-26T10:00:00"}, {"text": said}]})
    assert said in text and "Here are a few ideas" not in text
    only_mine = _recall_answer({"hits": [{"text": shown}]})
    assert only_mine.count("\n") == 2 and "I said: Here are a few ideas" in only_mine and only_mine.endswith("…")


def test_a_plan_told_with_a_dish_is_acknowledged_before_its_recipe():
    from offline_coach.replies import answer

    reply = answer("Let's go with the mushroom risotto for Friday's dinner party.", Profile())
    assert reply.text.startswith("Sounds like a plan.") and "Mushroom Risotto" in reply.text


def test_a_drink_asked_for_with_a_food_is_a_drink_not_its_herbs():
    from offline_coach.replies import answer

    wine = answer("what wine goes with steak?", Profile())
    assert wine.kind == "pairing" and "malbec" in wine.text.lower() and "rosemary" not in wine.text
    assert "rosemary" in answer("what goes with steak?", Profile()).text


def test_bake_said_as_a_verb_asks_for_baking_and_said_as_a_dish_names_one():
    from offline_coach.search import parse_request

    verb, dish = parse_request("i'd like to bake something"), parse_request("a veggie bake please")
    assert "bake" not in verb.foods and verb.meal == "dessert"
    assert "bake" in dish.foods and dish.meal is None


def test_what_else_after_a_remark_is_more_of_what_was_asked_and_says_when_there_is_no_more():
    turns = ["pasta for dinner?", "he hates courgettes btw", "ok what else?"]
    outcomes = _chat(*turns)
    shown = re.findall(r"^\d\. \*\*([^*]+)\*\*", outcomes[0].reply, re.M)
    assert outcomes[2].kind == "no_more"  # every pasta dinner was shown: said, not shown again as new
    assert all(name in outcomes[2].reply for name in shown) and "courgette" not in outcomes[2].reply.lower()


def test_a_food_dropped_from_the_dish_being_planned_stays_out_of_what_else_is_suggested():
    asked, dropped, more = _chat("any ideas with chickpeas and spinach?", "scratch the chickpeas", "what else?")
    assert asked.kind == "suggest" and "chickpea" in asked.reply.lower()
    for outcome in (dropped, more):
        listed = "\n".join(re.findall(r"^\d\. \*\*[^*]+\*\*.*$", outcome.reply, re.M))
        assert outcome.kind == "suggest" and listed and "chickpea" not in outcome.reply.lower()


def test_a_food_liked_as_the_exception_to_a_dislike_is_offered():
    from offline_coach.search import food_is_allowed

    assert not food_is_allowed("bacon", Profile(avoids=["pork"]), [])
    assert food_is_allowed("bacon", Profile(avoids=["pork"], likes=["bacon"]), [])
    assert not food_is_allowed("ham", Profile(avoids=["pork"], likes=["bacon"]), [])


@pytest.mark.parametrize(
    ("message", "kind", "says", "never"),
    [
        ("vegan protein ideas that aren't tofu?", "suggest", "", "tofu"),  # ideas asked for, not tofu's numbers
        ("high protein breakfast without eggs?", "suggest", "breakfast", "**egg**"),
        ("how do I stop the shell sticking on boiled eggs?", "how_to", "peel", "pan"),
        ("how do you poach an egg?", "how_to", "simmer", "sandwich"),
        ("how do i cook tofu so it's crispy?", "how_to", "cornflour", "pad thai"),
        ("what can I bake for my son's birthday without eggs?", "suggest", "Cake", "egg"),
        ("what can I bake for the school bake sale?", "suggest", "", "peanut"),  # schools are mostly nut-free
    ],
)
def test_requests_said_around_a_food_get_recipes_of_the_kind_asked(message, kind, says, never):
    from offline_coach.replies import answer

    reply = answer(message, Profile())
    first = reply.text.split("**Ingredients**")[0]
    assert reply.kind == kind and says in first and never not in first.lower()


def test_a_decision_spelled_the_british_way_finds_the_dish():
    from offline_coach.replies import answer
    from offline_coach.state import State

    said = ("we've decided on lasagne for sunday lunch with the family",)
    reply = answer("can you give me a shopping list for it?", Profile(), state=State(said_before=said))
    assert reply.kind == "shopping_list" and "Lasagna" in reply.text


def test_a_reaction_to_one_chocolate_keeps_out_the_cocoa_in_a_cake():
    cake = cat.by_name("Vegan Chocolate Cake")
    assert cake is not None and not cat.is_safe(cake, ["dark chocolate"]) and cat.is_safe(cake, ["eggs", "milk"])


def test_not_drinking_is_acknowledged_and_keeps_alcohol_out_of_the_chat():
    turns = ["I'm doing dry january", "what drinks go with a roast?", "mushroom risotto recipe please"]
    told, drinks, risotto = _chat(*turns)
    assert told.kind == "acknowledge" and "alcohol" in told.reply
    assert drinks.kind == "pairing" and "wine" not in drinks.reply.lower() and "sparkling water" in drinks.reply
    assert risotto.kind == "suggest" and "stock (instead of white wine)" in risotto.reply
    known = _chat(turns[0], "what do you know about me?")[1]
    assert "alcohol" not in known.reply  # this chat's, not a memory of the person's


def test_more_time_tonight_lifts_the_time_budget_and_something_special_is_worth_the_effort():
    from offline_coach.replies import answer

    profile = Profile(kitchen=["20 minutes max"])
    usual = answer("dinner?", profile)
    special = answer("actually tonight I have more time, something special?", profile)
    names = re.findall(r"^\d\. \*\*([^*]+)\*\*", special.text, re.M)
    assert all(cat.by_name(n).total <= 20 for n in re.findall(r"^\d\. \*\*([^*]+)\*\*", usual.text, re.M))
    assert any(cat.by_name(n).total > 20 for n in names)
    assert all("special occasion" in cat.by_name(n).tags for n in names)


@pytest.mark.parametrize(
    ("message", "kind", "says"),
    [
        ("tiramisu recipe", "not_in_catalog", "I don't have a recipe for **tiramisu**"),
        ("something with jackfruit", "not_in_catalog", "a recipe with **jackfruit**"),
        ("fish and chips for dinner", "suggest", "Fish Pie"),  # the nearest recipes, said to stand in for it
        ("what can I make with leftover turkey and cranberry", "suggest", "Turkey"),
    ],
)
def test_a_dish_no_recipe_is_is_said_not_answered_with_any_dinner(message, kind, says):
    from offline_coach.replies import answer

    reply = answer(message, Profile())
    assert reply.kind == kind and says in reply.text and "I don't have a recipe" in reply.text


def test_a_dish_said_to_be_made_without_the_allergen_is_a_careful_maybe():
    from offline_coach.replies import answer

    profile = Profile(allergies=["sesame"])
    assert answer("can I have hummus without tahini?", profile).text.startswith("**Only if nothing else")
    assert answer("can I have hummus without garlic?", profile).text.startswith("**No**")


@pytest.mark.parametrize(
    ("message", "kind", "says"),
    [
        ("I'm cooking for my mum who's diabetic", "acknowledge", "sugar down"),
        ("I'm allergic to penicillin", "acknowledge", "isn't a food"),
        ("I'm allergic to latex", "acknowledge", "avocado"),
        ("is it safe to reheat rice?", "how_to", "within an hour"),
        ("can I reheat chicken twice?", "how_to", "only once"),
    ],
)
def test_what_is_told_of_others_or_of_no_food_and_reheating_are_answered(message, kind, says):
    from offline_coach.replies import answer

    reply = answer(message, Profile())
    assert reply.kind == kind and says in reply.text


def test_others_condition_ranks_the_chats_recipes_and_a_gain_goal_ranks_the_other_way():
    sweet = {r.name: r.per_serving.sugar_g for r in catalog() if r.meal == "dessert"}
    chat = [c.recipe.name for c in search(Profile(chat_goals=["manage blood sugar"]), "dessert ideas").choices]
    assert sum(sweet[n] for n in chat) / len(chat) < sum(sweet.values()) / len(sweet)
    gain = search(Profile(goals=["gain weight"]), "dinner ideas").choices
    lose = search(Profile(goals=["lose weight"]), "dinner ideas").choices
    assert min(c.recipe.per_serving.kcal for c in gain) > max(c.recipe.per_serving.kcal for c in lose)
    assert search(Profile(), "high calorie breakfast?").request.foods == []  # "breakfast" is the meal


def test_make_it_points_at_the_dish_said_before():
    from offline_coach.replies import answer
    from offline_coach.state import State

    said = ("I love a good mushroom risotto",)
    reply = answer("how do I make it?", Profile(), state=State(said_before=said))
    assert reply.kind == "suggest" and "**Mushroom Risotto**" in reply.text.split("\n")[2]


@pytest.mark.parametrize(
    ("message", "profile", "kind", "says", "never"),
    [
        ("what allergies do I have?", {"allergies": ["sesame"]}, "about_me", "sesame", ""),
        ("quick q - what's a good vegan dinner?", {}, "suggest", "", "Heads up"),  # a quick question, not a quick dish
        ("what should I eat to break my fast?", {"diet": "intermittent fasting"}, "suggest", "breakfast", ""),
        ("what's the difference between bicarbonate of soda and baking powder?", {}, "difference", "alkali", ""),
        ("pasta sauce ideas?", {}, "suggest", "Pasta", "Peanut Sauce"),
        ("what's good for a bbq?", {"avoids": ["pork"]}, "suggest", "Skewers", "Tuna Melt"),
    ],
)
def test_questions_worded_around_a_term_get_what_they_ask(message, profile, kind, says, never):
    from offline_coach.replies import answer

    reply = answer(message, Profile(**profile))
    first = reply.text.split("**Ingredients**")[0]
    assert reply.kind == kind and says in first and (not never or never not in first)


def test_a_diet_kept_for_safety_is_said_as_what_it_keeps_out():
    from memory.rules import snapshot

    profile = parse_profile(f"{snapshot.HEADER}\nSafety - must avoid: gluten-free\nDiet: gluten-free")
    assert profile.safety_avoids == ["gluten"]
    reasons = search(profile, "dinner ideas").choices[0].reasons
    assert "nothing with gluten (you must avoid it)" in reasons


def test_a_diet_of_several_keeps_to_each_and_only_its_allergen_is_a_safety_avoid():
    from memory.rules import snapshot

    text = f"{snapshot.HEADER}\nSafety - must avoid: vegetarian and gluten-free\nDiet: vegetarian and gluten-free"
    profile = parse_profile(text)
    assert profile.safety_avoids == ["gluten"] and profile.diets() == ["vegetarian", "gluten-free"]
    choices = search(profile, "dinner ideas").choices
    assert choices and all(c.recipe.satisfies("vegetarian") and c.recipe.satisfies("gluten-free") for c in choices)


def test_a_standing_order_asked_as_a_question_is_acknowledged_not_searched_for():
    (reply,) = _chat("Can you stop suggesting anything with anchovies?")
    assert "anchovies" in reply.reply and "recipe with" not in reply.reply


def test_a_request_asked_again_or_said_of_the_week_keeps_what_was_asked():
    turns = ["I'm making a curry for 8 people on saturday", "what would you suggest?"]
    _, again = _chat(*turns)
    names = re.findall(r"^\d\. \*\*([^*]+)\*\*", again.reply, re.M)
    assert names and all(cat.by_name(n).cuisine in ("indian", "thai", "japanese", "caribbean") for n in names)
    turns = ["Don't suggest anything with pork", "what's good for a bbq?"]  # a rule told is no request to build on
    _, bbq = _chat(*turns)
    assert bbq.kind == "suggest" and "Heads up" not in bbq.reply


def test_one_day_of_a_plan_is_changed_and_the_week_shown_again():
    turns = ["plan my dinners for the week", "swap tuesday for something with mushrooms"]
    plan, changed = _chat(*turns)
    before = re.findall(r"^- \*\*(\w+):\*\* \*\*([^*]+)\*\*", plan.reply, re.M)
    after = re.findall(r"^- \*\*(\w+):\*\* \*\*([^*]+)\*\*", changed.reply, re.M)
    assert changed.kind == "week_plan" and len(after) == len(before) == 7
    assert [a for a in after if a[0] != "Tuesday"] == [b for b in before if b[0] != "Tuesday"]
    assert "mushroom" in dict(after)["Tuesday"].lower()


def test_those_after_the_seasons_produce_are_that_produce():
    turns = ["what's in season in december?", "give me a recipe with one of those"]
    _, recipe = _chat(*turns)
    first = cat.by_name(re.findall(r"^1\. \*\*([^*]+)\*\*", recipe.reply, re.M)[0])
    produce = ("kale", "cabbage", "sprout", "parsnip", "leek", "swede", "cauliflower", "celeriac", "clementine")
    assert any(p in line.lower() for line in first.ingredients for p in produce)


def test_a_shopping_list_adds_up_scaled_amounts_with_their_units():
    from offline_coach.ingredients import parse
    from offline_coach.replies import shopping_list

    assert parse("1 1/2 cloves garlic").amount == Fraction(3, 2) and parse("1 1/2 cloves garlic").unit == "clove"
    listed = shopping_list([cat.by_name("Lentil Bolognese")], Profile(), 3, title="t")
    assert "- olive oil: 1 1/2 tbsp" in listed


def test_guests_counted_rule_the_chat_and_a_fussy_eater_leans_it_towards_family_dishes():
    turns = ["I've got guests coming, one is coeliac and one is vegan", "what can I make for everyone?"]
    told, dish = _chat(*turns)
    assert "**gluten**" in told.reply and "**vegan**" in told.reply and "haven't saved" in told.reply
    for name in re.findall(r"^\d\. \*\*([^*]+)\*\*", dish.reply, re.M):
        assert cat.by_name(name).satisfies("vegan") and "gluten" not in cat.by_name(name).allergens
    turns = ["my toddler is a really fussy eater", "ideas for dinner he might eat?"]
    told, dish = _chat(*turns)
    assert told.kind == "acknowledge" and "family-friendly" in told.reply
    assert "family" in cat.by_name(re.findall(r"^1\. \*\*([^*]+)\*\*", dish.reply, re.M)[0]).tags


def test_nothing_with_a_food_leaves_out_its_whole_family_and_chocolate_is_a_check_the_label():
    from offline_coach.replies import answer
    from offline_coach.state import State

    reply = answer("I'd like to cook something Italian tonight but nothing with cheese", Profile())
    for name in re.findall(r"^\d\. \*\*([^*]+)\*\*", reply.text, re.M):
        assert not any(c in line for line in cat.by_name(name).ingredients for c in cat.CONCEPTS["cheese"])
    state = State(said_before=("can I have butter?", "what about ghee?"))
    assert answer("and chocolate?", Profile(allergies=["milk"]), state=state).text.startswith("**Check the label**")


def test_how_many_a_recipe_serves_is_answered():
    turns = ["a recipe for chicken noodle soup please", "how many does it serve?"]
    _, serves = _chat(*turns)
    assert serves.kind == "answer" and "serves **" in serves.reply


@pytest.mark.parametrize("told", ["my oven is broken at the moment", "I'm doing dry january", "my mum is diabetic"])
def test_what_a_chat_is_told_for_now_is_not_listed_as_a_memory(told):
    known = _chat(told, "what do you know about me?")[1]
    assert "I don't know anything about you yet" in known.reply


@pytest.mark.parametrize(
    ("message", "says"),
    [
        ("how long do I cook salmon in the oven?", "12–15 minutes"),
        ("how long do sausages take?", "20–25 minutes"),
        ("how long for a jacket potato in the oven?", "60–75 minutes"),
    ],
)
def test_how_long_a_basic_cooks_is_answered_not_met_with_recipes(message, says):
    from offline_coach.replies import answer

    reply = answer(message, Profile())
    assert reply.kind == "how_to" and says in reply.text


def test_a_dish_asked_for_with_a_word_before_it_is_that_dish():
    from offline_coach.search import parse_request

    assert parse_request("give me a vegetarian lasagne").unknown == []
    assert parse_request("fish and chips for dinner").unknown == ["fish and chips"]


@pytest.mark.parametrize(
    ("profile", "message", "recipe", "swapped_in", "left_out"),
    [
        (Profile(), "can you give me a recipe for pancakes without eggs", "Banana Oat Pancakes", "chia seeds", "egg"),
        (Profile(), "what's a good vegetarian lasagne", "Classic Lasagna", "green lentils", "beef"),
        (Profile(diet="vegan"), "lasagne please", "Classic Lasagna", "oat milk", "parmesan"),
        (Profile(), "can you make me a vegan version of lasagne?", "Classic Lasagna", "oat milk", "butter"),
    ],
)
def test_a_dish_held_back_only_by_what_was_asked_comes_with_its_swaps(profile, message, recipe, swapped_in, left_out):
    from offline_coach.replies import answer

    reply = answer(message, profile)
    assert reply.kind == "suggest" and f"My recipe for **{recipe}** uses" in reply.text
    served = reply.text.split("**Ingredients**")[1]
    assert f"{swapped_in} (instead of" in served
    assert not [line for line in re.sub(r"\(instead of [^)]*\)", "", served).splitlines() if left_out in line.lower()]


def test_a_stand_in_comes_in_the_amount_its_note_gives():
    from offline_coach.replies import answer

    served = answer("a vegan lasagne please", Profile()).text.split("**Ingredients**")[1]
    assert "- 250 g green lentils (instead of beef mince)" in served  # "half the weight, dry" of 500 g
    assert "- 8 tbsp nutritional yeast (instead of parmesan)" in served  # "1 tbsp per 10 g" of 80 g


def test_a_swap_never_serves_a_dish_named_for_what_the_diet_leaves_out():
    from offline_coach.replies import answer

    reply = answer("something with chicken", Profile(diet="vegan"))
    assert "chicken" not in re.sub(r"\(instead of [^)]*\)", "", reply.text.split("\n\n", 1)[1]).lower()


def test_a_swapped_count_says_how_many_it_replaces():
    from offline_coach.ingredients import Ingredient

    assert (
        Ingredient("2 eggs", Fraction(2), None, "chia seeds (instead of eggs)").text()
        == "chia seeds (instead of 2 eggs)"
    )


def test_how_long_a_recipe_takes_is_answered_and_asked_back_when_there_is_none():
    _, took = _chat("a recipe for red lentil dal please", "how long does it take?")
    assert took.kind == "answer" and "takes about **" in took.reply and "minutes**" in took.reply
    (alone,) = _chat("how long does it take?")
    assert alone.kind == "clarify"


@pytest.mark.parametrize("cheese", ["pecorino", "gruyere", "stilton", "manchego", "gorgonzola"])
def test_every_named_cheese_is_milk_to_an_allergy(cheese):
    assert "milk" in cat.groups_in(f"50 g {cheese}")


def test_what_follows_a_swapped_dish_keeps_its_swaps():
    shown, listed, scaled = _chat(
        "can you give me a recipe for pancakes without eggs", "shopping list", "make it for 4"
    )
    assert "chia seeds (instead of 2 eggs)" in shown.reply
    assert listed.kind == "shopping_list" and "egg" not in listed.reply.replace("(instead of 2 eggs)", "")
    assert scaled.kind == "scale" and "chia seeds (instead of 4 eggs)" in scaled.reply


@pytest.mark.parametrize(
    ("allergy", "dish"),
    [("sesame", "hummus"), ("peanuts", "satay sauce"), ("gluten", "couscous"), ("fish", "worcestershire sauce")],
)
def test_a_dish_made_of_an_allergen_is_that_allergen_everywhere(allergy, dish):
    from offline_coach.search import food_is_allowed

    assert allergy in cat.groups_in(dish)
    assert not food_is_allowed(dish, Profile(allergies=[allergy]), [])


@pytest.mark.parametrize("food", ["soy sauce", "beer", "oats", "sausages"])
def test_a_food_that_often_hides_gluten_is_a_check_the_label(food):
    from offline_coach.replies import answer

    reply = answer(f"is {food} ok for me?", Profile(allergies=["gluten"]))
    assert reply.text.startswith(("**Check the label**", "**No**"))


@pytest.mark.parametrize(
    ("allergies", "asked", "says"),
    [
        ([], "is it ok to eat eggs every day?", "fine as part of a varied diet"),
        ([], "is having porridge daily bad for you?", "fine as part of a varied diet"),
        ([], "can i eat bacon every day?", "70 g a day"),
        (["eggs"], "is it ok to eat eggs every day?", "Not for you"),
    ],
)
def test_one_food_every_day_is_weighed_not_answered_with_recipes(allergies, asked, says):
    from offline_coach.replies import answer

    reply = answer(asked, Profile(allergies=allergies))
    assert reply.kind == "guidance" and says in reply.text


@pytest.mark.parametrize(
    ("asked", "says"),
    [
        ("is it bad to skip breakfast?", "skipping breakfast isn't harmful in itself"),
        ("is it ok to eat late at night?", "total for the day matters more than the clock"),
    ],
)
def test_an_everyday_eating_habit_is_weighed_not_answered_with_recipes(asked, says):
    from offline_coach.replies import answer

    reply = answer(asked, Profile())
    assert reply.kind == "guidance" and says in reply.text


@pytest.mark.parametrize(
    ("allergies", "asked", "offered", "never"),
    [
        ([], "what can I do with leftover rice?", "egg fried rice", None),
        (["eggs"], "what can I do with leftover rice?", "vegetable fried rice", "egg"),
        (["fish"], "any ideas for leftover roast potatoes?", "bubble and squeak", "fish"),
        (["gluten"], "got some leftover chicken, what should I make?", "chicken curry", "sandwich"),
        (["milk"], "ideas for stale bread?", "croutons", "butter"),
    ],
)
def test_leftovers_get_ideas_that_keep_out_what_the_person_does(allergies, asked, offered, never):
    from offline_coach.replies import answer

    reply = answer(asked, Profile(allergies=allergies))
    assert reply.kind == "suggest" and offered in reply.text and "1. **" in reply.text  # ideas, then recipes
    assert never is None or never not in reply.text.split(" good for ")[1].split(".")[0].lower()


@pytest.mark.parametrize(
    ("asked", "kind", "says"),
    [
        ("can you suggest a side dish for roast chicken?", "pairing", "On the side:"),
        ("how do I cook rice in the microwave?", "how_to", "microwave-safe bowl"),
        ("how do I cook rice?", "how_to", "lowest heat"),  # (the basic, when no way is asked)
        ("my fridge is almost empty, help", "suggest", "1. **"),
    ],
)
def test_everyday_asks_in_other_words_get_their_answer(asked, kind, says):
    from offline_coach.replies import answer

    reply = answer(asked, Profile())
    assert reply.kind == kind and says in reply.text


def test_whether_leftovers_are_safe_is_about_how_they_were_kept_whatever_the_allergies():
    from offline_coach.replies import answer

    assert "within an hour" in answer("is leftover rice safe to eat?", Profile(allergies=["eggs"])).text


@pytest.mark.parametrize(
    ("allergy", "asked"),
    [("gluten", "can I have bread?"), ("wheat", "is pasta ok?"), ("gluten", "can i still eat spaghetti?")],
)
def test_a_wheat_food_is_not_safe_for_a_gluten_or_wheat_allergy(allergy, asked):
    from offline_coach.replies import answer

    assert answer(asked, Profile(allergies=[allergy])).text.startswith("**No**")
    assert not answer(asked, Profile(allergies=["milk"])).text.startswith("**No**")


def test_a_basics_method_that_uses_an_allergen_is_never_given_as_it_is():
    from offline_coach.replies import answer

    reply = answer("how do I make pancakes?", Profile(allergies=["eggs"]))
    assert "which you keep out" in reply.text and "Whisk" not in reply.text


def test_freezing_what_was_just_made_is_answered_without_a_named_food():
    _, _, frozen = _chat("how do i make a roux?", "what about a white sauce?", "can i freeze it?")
    assert frozen.kind == "storage" and "freezer" in frozen.reply


def test_whether_something_was_saved_as_an_allergy_is_answered_from_memory():
    from offline_coach.replies import answer

    reply = answer("is that saved as an allergy?", Profile(avoids=["gluten"]))
    assert reply.kind == "about_me" and "No allergy is saved" in reply.text and "**gluten**" in reply.text
    assert "**gluten**" in answer("did you save it as an allergy?", Profile(allergies=["gluten"])).text


def test_someone_elses_allergy_told_beside_a_saved_fact_is_kept_out_and_said_so():
    from offline_coach.replies import after_tools

    saved = [{"name": "save_user_memory", "ok": True, "category": "kitchen", "value": "cooks for 5"}]
    reply = after_tools("we're a family of five and my youngest is allergic to eggs", Profile(), saved)
    assert "**cooks for 5**" in reply.text and "keep **eggs** out" in reply.text and "isn't your own" in reply.text


def test_a_calorie_ceiling_holds_and_says_when_it_had_to_give_way():
    from offline_coach.replies import answer

    reply = answer("dinner for 2 under 500 calories", Profile())
    shown = re.findall(r"^\d\. .*?, (\d+) kcal", reply.text, re.M)
    assert shown and all(int(kcal) <= 500 for kcal in shown)
    assert "under 100 kcal" in answer("something under 100 calories with steak", Profile()).text


def test_an_allergen_is_swapped_out_only_where_the_recipes_own_words_explain_it():
    from offline_coach.replies import answer

    allergic = Profile(allergies=["eggs"])
    pancakes = answer("pancakes without eggs", allergic)
    assert "My recipe for **Banana Oat Pancakes** uses eggs" in pancakes.text
    assert not _violations(pancakes.text, [("allergy", "eggs")])
    # the lasagne declares eggs that no line of it names (the sheets): nothing can be swapped to make it safe
    assert "Classic Lasagna" not in answer("lasagne please", allergic).text


def test_an_ordinal_past_what_was_shown_names_what_was():
    _, beyond = _chat("what's a good vegetarian lasagne", "the second one")
    assert beyond.kind == "answer" and "I only showed you **Classic Lasagna**" in beyond.reply


@pytest.mark.parametrize(
    ("question", "opens"),
    [
        ("is coconut milk dairy?", "**No**"),  # a plant milk, whatever its name
        ("is butter dairy?", "**Yes**"),
        ("are prawns shellfish?", "**Yes**"),
        ("does pesto have nuts in it?", "**Yes**"),
        ("does hummus contain sesame?", "**Yes**"),
        ("is honey vegan?", "**No**"),
        ("can vegans eat honey?", "**No**"),
        ("is tofu vegan?", "**Yes**"),
        ("is chorizo halal?", "**No**"),
        ("are prawns kosher?", "**No**"),
        ("is quinoa gluten free?", "**Yes**"),
        ("can coeliacs eat rice?", "**Yes**"),
        ("is soy sauce gluten free?", "**Often not**"),  # brewed with wheat, as a rule
        ("is there gluten in oats?", "**Often**"),
        ("is worcestershire sauce vegetarian?", "**No**"),  # anchovies
        ("is parmesan vegetarian?", "**Not strictly**"),  # animal rennet
        ("is butter dairy free?", "**No**"),
        ("can people with a nut allergy eat pesto?", "**No**"),
    ],
)
def test_whether_a_food_is_of_a_diet_or_holds_an_allergen_is_answered(question, opens):
    from offline_coach.replies import answer

    said = answer(question, Profile())
    assert said.kind == "answer" and said.text.startswith(opens), (question, said.kind, said.text[:120])


def test_a_diet_asked_of_no_food_is_no_such_answer():
    from offline_coach.replies import answer

    assert answer("is the weather vegan?", Profile()).kind != "answer"
    assert answer("is it keto?", Profile()).kind != "answer"


def test_where_a_nutrient_comes_from_is_answered_within_what_the_person_keeps_out():
    from offline_coach.replies import answer

    said = answer("what are good vegetarian sources of protein?", Profile())
    assert said.kind == "guidance" and "lentils" in said.text and "chicken" not in said.text
    said = answer("where do vegans get b12?", Profile())
    assert "fortified" in said.text and "eggs" not in said.text and "milk," not in said.text.replace("plant milk,", "")
    said = answer("good sources of protein?", Profile(allergies=["peanuts"], diet="vegan"))
    assert "peanuts" not in said.text and "tofu" in said.text and "eggs" not in said.text
    assert answer("what foods are high in fibre?", Profile()).kind == "guidance"
    assert answer("how can I get more iron?", Profile(avoids=["spinach"])).text.count("spinach") == 0
    assert (
        "vegetarian and vegetarian" not in answer("where do vegetarians get protein?", Profile(diet="vegetarian")).text
    )
