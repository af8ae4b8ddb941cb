"""The offline coach's recipe choice: safe for every allergy, true to the diet, shaped by likes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memory import rules
from memory.rules.text import ALLERGEN_TERMS
from offline_coach.catalog import catalog, choose, mentions
from offline_coach.profile import Profile, parse_profile

ALLERGEN_WORDS = sorted({term for terms in ALLERGEN_TERMS.values() for term in terms})
DISLIKES = ["cilantro", "mushrooms", "onion", "olives", "spicy food", "tofu", "feta", "chilli", "eggplant", "kale"]
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


def test_the_catalog_has_at_least_forty_real_recipes():
    recipes = catalog()
    assert len(recipes) >= 40
    assert all(r.ingredients and r.steps and r.cuisine for r in recipes)
    assert len({r.name for r in recipes}) == len(recipes)


def _proposed_text(choice) -> list[str]:
    return [choice.recipe.name, *[i.split(" (instead of")[0] for i in choice.ingredients], *choice.steps]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(ALLERGEN_WORDS), min_size=1, max_size=3), st.sampled_from(REQUESTS))
def test_it_never_proposes_an_allergen(allergies, request):
    choice = choose(Profile(allergies=allergies), request)
    if choice is None:
        return
    groups = {g for a in allergies for g in rules.allergen_groups(rules.normalize(a))}
    assert not groups & set(choice.recipe.allergens)
    for text in _proposed_text(choice):
        assert not set(rules.allergen_groups(rules.normalize(text))) & groups, text


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(DISLIKES), min_size=1, max_size=3), st.sampled_from(REQUESTS))
def test_it_never_proposes_a_disliked_ingredient(dislikes, request):
    choice = choose(Profile(avoids=dislikes), request)
    assert choice is not None
    for text in _proposed_text(choice):
        for disliked in dislikes:
            assert not mentions(text, disliked), (disliked, text)


@pytest.mark.parametrize("diet", ["vegan", "vegetarian", "pescatarian", "keto", "gluten-free", "dairy-free", "halal"])
def test_it_honours_the_diet(diet):
    for request in REQUESTS:
        choice = choose(Profile(diet=diet), request)
        assert choice is not None and choice.recipe.satisfies(diet)
        assert f"fits your {diet} diet" in "; ".join(choice.reasons)


def test_it_prefers_liked_cuisines_and_says_so():
    choice = choose(Profile(cuisines=["Thai"]), "what should I cook tonight?")

    assert choice.recipe.cuisine == "thai"
    assert "you love Thai food" in choice.reasons


def test_it_swaps_a_disliked_herb_and_explains_it():
    choice = choose(Profile(avoids=["cilantro"]), "black bean tacos")

    assert choice.recipe.name == "Black Bean Tacos"
    assert any("flat-leaf parsley (instead of" in line for line in choice.ingredients)
    assert any("because you avoid cilantro" in reason for reason in choice.reasons)


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
