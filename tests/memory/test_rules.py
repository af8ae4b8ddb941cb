"""The pure memory rules: no database, no Django (tests/test_architecture.py checks the imports)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memory import rules
from memory.rules import Candidate, DecayPolicy, ItemView, precedence

RULES_DIR = Path(rules.__file__).parent
NOW = datetime(2026, 1, 1, tzinfo=UTC)


# Normalization ----------------------------------------------------------------------------------


@given(st.text(max_size=60))
def test_normalization_is_idempotent(text):
    once = rules.normalize(text)
    assert rules.normalize(once) == once


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Thai food", "thai"),
        ("one-pot meals", "one pot"),
        ("One  Pot", "one-pot"),
        ("Mushrooms", "mushroom"),
        ("tomatoes", "Tomato!"),
        ("cookies", "cookie"),
        ("berries", "berry"),
        ("Jalapeño", "jalapeno"),
        ("the Italian cuisine", "italian"),
        ("Mexican dishes", "mexican"),
        ("bacon sarnie", "bacon sandwich"),  # a word said another way inside a name
        ("brussel sprouts", "Brussels sprouts"),
        ("greek yoghurt", "Greek yogurt"),
    ],
)
def test_it_normalizes_variants_to_one_form(a, b):
    assert rules.normalize(a) == rules.normalize(b)


@pytest.mark.parametrize(("a", "b"), [("thai", "thai curry"), ("hummus", "hum"), ("pasta", "pesto")])
def test_it_keeps_different_things_apart(a, b):
    assert rules.normalize(a) != rules.normalize(b)


# Validation -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "code"),
    [
        ("my password is hunter2", "password"),
        ("jo.cook@example.com", "email"),
        ("sk-live-abcdef1234567890", "api_key"),
        ("api key QWERTY123", "api_key"),
        ("4111 1111 1111 1111", "card_number"),
        ("123-45-6789", "ssn"),
        ("+1 415 555 2671", "phone_number"),
        ("https://recipes.example.org/x", "url"),
        ("www.example.com", "url"),
    ],
)
def test_it_refuses_secrets_and_personal_data_without_echoing_them(value, code):
    decision = rules.validate_value(rules.LIKE, value)

    assert not decision.ok
    assert decision.code == code
    assert value not in decision.message


@pytest.mark.parametrize(
    ("value", "code"),
    [
        ("a", "too_short"),
        ("x" * 101, "too_long"),
        ("one two three four five six seven eight nine", "too_many_words"),
        ("!!", "empty"),
    ],
)
def test_it_refuses_values_of_the_wrong_size(value, code):
    assert rules.validate_value(rules.LIKE, value).code == code


def test_it_refuses_an_unknown_category():
    assert rules.validate_value("favourite_colour", "blue").code == "unknown_category"


@pytest.mark.parametrize("value", ["2 cups of rice", "1200 calories a day", "peanuts", "spicy food", "30-minute meals"])
def test_it_accepts_ordinary_cooking_values(value):
    assert rules.validate_value(rules.DIETARY_GOAL, value).ok


@pytest.mark.parametrize(
    "text",
    [
        "mail me at jo.cook@example.com please",
        "my password is Tr0ub4dor&3",
        "card 4111-1111-1111-1111 thanks",
        "here's my key sk-proj-abcdefghij1234567890",
    ],
)
def test_redaction_removes_the_secret(text):
    redacted = rules.redact(text)

    assert "[redacted" in redacted
    assert rules.find_secret(redacted) in (None, ("password", "a password"), ("api_key", "an API key or token"))
    for secret in ("jo.cook@example.com", "Tr0ub4dor&3", "4111-1111-1111-1111", "sk-proj-abcdefghij1234567890"):
        assert secret not in redacted


# Protection -----------------------------------------------------------------------------------


def test_allergies_are_always_protected():
    assert rules.is_protected(rules.ALLERGY, rules.normalize("strawberries"))


@pytest.mark.parametrize("value", ["peanuts", "shrimp", "walnuts", "sesame seeds", "gluten", "milk", "soy sauce"])
def test_avoiding_an_allergen_is_protected(value):
    assert rules.is_protected(rules.DISLIKE, rules.normalize(value))


def test_a_condition_stands_for_the_foods_it_is_in_but_a_food_stands_for_no_condition():
    assert {"wheat", "rye"} <= rules.foods_a_condition_covers("gluten")
    assert "milk" in rules.foods_a_condition_covers("lactose")
    assert not rules.foods_a_condition_covers("milk") and not rules.foods_a_condition_covers("wheat")


@pytest.mark.parametrize(("category", "value"), [(rules.LIKE, "peanuts"), (rules.DISLIKE, "cilantro")])
def test_likes_and_ordinary_dislikes_are_not_protected(category, value):
    assert not rules.is_protected(category, rules.normalize(value))


# Trust, caps, supersession -----------------------------------------------------------------------

trusts = st.sampled_from(rules.TRUST_LEVELS)


@given(trusts, trusts)
def test_trust_only_moves_up(current, incoming):
    result = rules.higher_trust(current, incoming)
    assert rules.TRUST_RANK[result] >= rules.TRUST_RANK[current]
    assert rules.TRUST_RANK[result] >= rules.TRUST_RANK[incoming]


def _item(i: int, *, category=rules.LIKE, trust=rules.INFERRED, protected=False, age_days=0, value=None) -> ItemView:
    value = value or f"thing {i}"
    return ItemView(
        id=i,
        category=category,
        value=value,
        value_normalized=rules.normalize(value),
        trust=trust,
        protected=protected,
        status=rules.ACTIVE,
        created_at=NOW - timedelta(days=age_days),
    )


items_strategy = st.lists(
    st.builds(
        lambda i, trust, protected, age: _item(i, trust=trust, protected=protected, age_days=age),
        st.integers(1, 10_000),
        trusts,
        st.booleans(),
        st.integers(0, 400),
    ),
    max_size=30,
    unique_by=lambda item: item.id,
)


@given(items_strategy, trusts)
def test_eviction_never_picks_a_protected_item_or_one_of_equal_or_higher_trust(items, incoming):
    victim = rules.eviction_choice(items, incoming)
    if victim is None:
        assert all(i.protected or rules.TRUST_RANK[i.trust] >= rules.TRUST_RANK[incoming] for i in items)
        return
    assert not victim.protected
    assert rules.TRUST_RANK[victim.trust] < rules.TRUST_RANK[incoming]
    eligible = [i for i in items if not i.protected and rules.TRUST_RANK[i.trust] < rules.TRUST_RANK[incoming]]
    lowest = min(rules.TRUST_RANK[i.trust] for i in eligible)
    oldest = min(i.created_at for i in eligible if rules.TRUST_RANK[i.trust] == lowest)
    assert rules.TRUST_RANK[victim.trust] == lowest and victim.created_at == oldest


def test_a_full_category_refuses_when_nothing_may_go():
    full = [_item(i, trust=rules.CONFIRMED) for i in range(rules.MAX_ACTIVE_PER_CATEGORY)]
    incoming = Candidate(rules.LIKE, "new", "new", rules.CONFIRMED, False)

    check = rules.check_caps(full, incoming)

    assert not check.decision.ok and check.decision.code == "category_full"


def test_a_full_memory_evicts_across_categories():
    items = [_item(i, category=rules.CATEGORIES[i % 5], trust=rules.EXPLICIT, age_days=i) for i in range(50)]
    incoming = Candidate(rules.DIETARY_GOAL, "more protein", "more protein", rules.CONFIRMED, False)

    check = rules.check_caps(items, incoming)

    assert check.decision.ok and check.evict is not None and check.evict.created_at == min(i.created_at for i in items)


def test_a_new_diet_contradicts_the_old_one():
    old = _item(1, category=rules.DIET, value="vegetarian")
    assert rules.contradicts(old, Candidate(rules.DIET, "pescatarian", "pescatarian", rules.EXPLICIT, False))
    assert not rules.contradicts(old, Candidate(rules.DIET, "Vegetarian", "vegetarian", rules.EXPLICIT, False))


def test_liking_what_you_disliked_contradicts_it():
    old = _item(1, category=rules.DISLIKE, value="mushrooms")
    new = Candidate(rules.LIKE, "mushroom", "mushroom", rules.EXPLICIT, False)
    assert rules.contradicts(old, new)
    assert not rules.contradicts(_item(2, category=rules.DISLIKE, value="olives"), new)


def test_a_new_household_size_skill_or_kit_contradicts_the_old_one_and_other_kitchen_facts_stay():
    def said(value):
        return Candidate(rules.KITCHEN, value, rules.normalize(value), rules.EXPLICIT, False)

    assert rules.contradicts(_item(1, category=rules.KITCHEN, value="cooks for 5"), said("cooks for 4"))
    assert rules.contradicts(_item(2, category=rules.KITCHEN, value="beginner cook"), said("intermediate cook"))
    # another day's household, and facts of other kinds, are not contradicted
    assert not rules.contradicts(_item(3, category=rules.KITCHEN, value="cooks for 2"), said("cooks for 6 at weekends"))
    assert not rules.contradicts(_item(4, category=rules.KITCHEN, value="cooks for 5"), said("has an air fryer"))
    assert not rules.contradicts(_item(5, category=rules.KITCHEN, value="has a wok"), said("has an air fryer"))
    # a piece of kit there, then not (and back): one fact at a time; another piece stays
    assert rules.contradicts(_item(6, category=rules.KITCHEN, value="has an air fryer"), said("no air fryer"))
    assert rules.contradicts(_item(7, category=rules.KITCHEN, value="no oven"), said("has an oven"))
    assert not rules.contradicts(_item(8, category=rules.KITCHEN, value="no oven"), said("no microwave"))


def test_an_allergy_is_never_contradicted():
    allergy = _item(1, category=rules.ALLERGY, value="peanuts", protected=True)
    assert not rules.contradicts(allergy, Candidate(rules.LIKE, "peanuts", "peanut", rules.EXPLICIT, False))


def test_an_allergy_takes_the_place_of_a_dislike_of_the_same_thing_without_losing_safety():
    dislike = _item(1, category=rules.DISLIKE, value="dairy", protected=True)
    allergy = Candidate(rules.ALLERGY, "dairy", rules.normalize("dairy"), rules.EXPLICIT, True)
    assert rules.superseded_by([dislike, _item(2, category=rules.DISLIKE, value="olives")], allergy) == [dislike]
    assert not rules.loses_safety(dislike, allergy)
    # anything else in its place would lose the safety fact
    assert rules.loses_safety(dislike, Candidate(rules.LIKE, "dairy", rules.normalize("dairy"), rules.EXPLICIT, False))
    assert rules.loses_safety(dislike, Candidate(rules.ALLERGY, "milk", rules.normalize("milk"), rules.EXPLICIT, True))


def test_the_turn_budget_is_three_saves():
    assert rules.check_turn_budget(2).ok
    assert rules.check_turn_budget(3).code == "turn_limit"


# Decay ------------------------------------------------------------------------------------------


@given(items_strategy, st.integers(0, 2000))
def test_decay_never_scores_protected_or_confirmed_items(items, days):
    plan = rules.decay_plan(items, NOW + timedelta(days=days), DecayPolicy())
    scored = {outcome.item.id for outcome in plan}
    for item in items:
        if item.protected or item.trust == rules.CONFIRMED:
            assert item.id not in scored


@given(st.floats(0.01, 1.0), st.integers(0, 500), st.integers(0, 500))
def test_decay_composes_across_runs(confidence, first, second):
    policy = DecayPolicy()
    item = ItemView(1, rules.LIKE, "x", "x", rules.INFERRED, False, rules.ACTIVE, NOW, confidence)
    once = rules.decayed_confidence(item, NOW + timedelta(days=first + second), policy)
    halfway = rules.decayed_confidence(item, NOW + timedelta(days=first), policy)
    later = ItemView(
        1,
        rules.LIKE,
        "x",
        "x",
        rules.INFERRED,
        False,
        rules.ACTIVE,
        NOW,
        halfway,
        decayed_at=NOW + timedelta(days=first),
    )
    twice = rules.decayed_confidence(later, NOW + timedelta(days=first + second), policy)
    assert twice == pytest.approx(once, rel=1e-9, abs=1e-12)
    assert once <= confidence


def test_explicit_items_decay_slower_than_inferred_ones():
    policy = DecayPolicy()
    inferred = ItemView(1, rules.LIKE, "x", "x", rules.INFERRED, False, rules.ACTIVE, NOW, 0.9)
    explicit = ItemView(2, rules.LIKE, "x", "x", rules.EXPLICIT, False, rules.ACTIVE, NOW, 0.9)
    later = NOW + timedelta(days=120)
    assert rules.decayed_confidence(explicit, later, policy) > rules.decayed_confidence(inferred, later, policy)


# Snapshot ---------------------------------------------------------------------------------------


def test_the_snapshot_puts_allergies_first_as_hard_constraints():
    items = [
        _item(1, category=rules.CUISINE, value="Thai"),
        _item(2, category=rules.ALLERGY, value="peanuts", protected=True),
        _item(3, category=rules.DISLIKE, value="cilantro"),
    ]
    text = rules.render_snapshot(items)
    lines = text.splitlines()

    assert lines[0] == "What I've learned about you"
    assert lines[1] == "(These are my observations - correct me if I'm wrong!)"
    assert lines[2].startswith("ALLERGIES") and "peanuts" in lines[2] and "never" in lines[2]
    assert "Favorite cuisines: Thai" in lines
    assert "Things to avoid: cilantro" in lines


def test_an_empty_memory_renders_nothing():
    assert rules.render_snapshot([]) == ""


# The user's latest word wins ---------------------------------------------------------------------

user_actions = st.sampled_from(sorted(precedence.USER_REMOVES | precedence.USER_KEEPS))
moments = st.integers(min_value=-1000, max_value=1000).map(lambda s: NOW + timedelta(seconds=s))
background = st.sampled_from(["capture", "consolidation", "agent", "mcp", "decay"])


@given(change=st.sampled_from([rules.SAVE, rules.REMOVE]), action=user_actions, at=moments, evidence=moments)
def test_the_user_themselves_may_always_act(change, action, at, evidence):
    for actor in rules.USER_ACTORS:
        assert rules.background_may(change, actor=actor, evidence_at=evidence, latest=rules.UserAction(action, at)).ok


@given(change=st.sampled_from([rules.SAVE, rules.REMOVE]), actor=background, action=user_actions, at=moments)
def test_evidence_newer_than_the_users_action_may_act(change, actor, action, at):
    later = at + timedelta(microseconds=1)
    assert rules.background_may(change, actor=actor, evidence_at=later, latest=rules.UserAction(action, at)).ok
    assert rules.background_may(change, actor=actor, evidence_at=at, latest=None).ok


@given(actor=background, action=user_actions, at=moments, evidence=moments)
def test_older_evidence_never_undoes_the_users_decision(actor, action, at, evidence):
    latest = rules.UserAction(action, at)
    save = rules.background_may(rules.SAVE, actor=actor, evidence_at=evidence, latest=latest)
    remove = rules.background_may(rules.REMOVE, actor=actor, evidence_at=evidence, latest=latest)

    older = evidence < at
    assert save.ok == (not (older and latest.removed))
    assert remove.ok == (not (older and latest.kept))
    assert latest.removed != latest.kept  # every user action says one or the other
    if not save.ok:
        assert save.code == "user_removed" and save.message
    if not remove.ok:
        assert remove.code == "user_kept" and remove.message


def test_decay_spares_only_what_the_user_last_kept():
    assert rules.kept_by_user(rules.UserAction("restored", NOW))
    assert not rules.kept_by_user(rules.UserAction("deleted", NOW))
    assert not rules.kept_by_user(None)


@pytest.mark.parametrize("value", ["basil\u202e", "ba\u0000sil", "thai\nfood", "\u2066cilantro\u2069", "mint\u200b"])
def test_control_and_direction_characters_are_refused(value):
    decision = rules.validate_value(rules.LIKE, value)
    assert not decision.ok and decision.code == "invalid_characters"


def test_a_new_value_takes_the_place_of_an_old_one_only_where_there_is_one_place():
    assert rules.takes_the_place_of(rules.KITCHEN, "cooks for 4", "cooks for 3")
    assert rules.takes_the_place_of(rules.DIET, "vegan", "vegetarian")
    assert not rules.takes_the_place_of(rules.KITCHEN, "has a wok", "no oven")  # kit is not one place
    assert not rules.takes_the_place_of(rules.LIKE, "olives", "capers")
    assert not rules.takes_the_place_of(rules.DIET, "vegan", "Vegan")  # the same value is no replacement


# Diets held together ----------------------------------------------------------------------------

DIET_NAMES = ["vegan", "vegetarian", "pescatarian", "keto", "paleo", "gluten-free", "dairy-free", "halal", "low sodium",
              "intermittent fasting", "low FODMAP", "nut-free"]  # fmt: skip
diet_values = st.lists(st.sampled_from(DIET_NAMES), min_size=1, max_size=4, unique=True).map(" and ".join)


@given(st.one_of(st.none(), diet_values), diet_values)
def test_a_diet_said_is_always_held_and_keeps_every_other_kind(held, said):
    after = rules.diet_parts(rules.with_diet(held, said))
    assert set(rules.diet_parts(said)) <= set(after)  # what was said is held, whatever was before
    assert len(after) == len(set(after))  # each diet once
    for part in rules.diet_parts(held):
        # a part held stays unless a part said is of its kind (and then it is that part, or gone)
        assert (part in after) == (part in rules.diet_parts(said) or rules.stand_together(part, said))
    # no two parts exclude each other when neither the held diet nor the said one had two that did
    if compatible(rules.diet_parts(held)) and compatible(rules.diet_parts(said)):
        assert compatible(after)


def compatible(parts: list[str]) -> bool:
    return all(rules.stand_together(a, b) for i, a in enumerate(parts) for b in parts[i + 1 :])


@given(diet_values, st.sampled_from(DIET_NAMES))
def test_a_diet_given_up_leaves_exactly_the_others(held, dropped):
    left = rules.without_diet(held, dropped)
    assert rules.diet_parts(left) == [p for p in rules.diet_parts(held) if p != dropped]
    assert left is None or left  # nothing left is no diet, never an empty one


def test_diets_of_one_kind_replace_each_other_and_others_stand_beside():
    assert rules.with_diet("vegetarian", "vegan") == "vegan"
    assert rules.with_diet("vegetarian", "gluten-free") == "vegetarian and gluten-free"
    assert rules.with_diet("vegan and gluten-free", "pescatarian") == "gluten-free and pescatarian"
    assert rules.with_diet("keto and halal", "paleo") == "halal and paleo"
    assert rules.without_diet("vegan and gluten-free", "vegan") == "gluten-free"
    assert rules.without_diet("vegan", "vegan") is None


def test_a_diet_that_keeps_out_every_allergen_the_old_one_did_replaces_it_without_a_yes():
    held = _item(1, category=rules.DIET, value="gluten-free", protected=True)

    def said(value):
        return Candidate(
            rules.DIET,
            value,
            rules.normalize(value),
            rules.EXPLICIT,
            rules.is_protected(rules.DIET, rules.normalize(value)),
        )

    assert rules.keeps_out_as_much(held, said("vegan and gluten-free"))
    assert not rules.keeps_out_as_much(held, said("vegan"))  # gluten would be let back in
    assert not rules.keeps_out_as_much(held, said("dairy-free"))
    assert not rules.keeps_out_as_much(
        _item(2, category=rules.DISLIKE, value="gluten", protected=True), said("gluten-free")
    )
