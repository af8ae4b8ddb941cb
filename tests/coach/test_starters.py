from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from coach.starters import GENERAL, LIMIT, starter_prompts


def test_a_new_user_gets_general_ideas():
    assert starter_prompts([]) == list(GENERAL[:LIMIT])


def test_what_memory_holds_comes_first_one_prompt_per_kind():
    prompts = starter_prompts(
        [("abstract_like", "halloumi"), ("abstract_like", "leeks"), ("cuisine", "Thai"), ("allergy", "peanuts")]
    )

    assert prompts[:2] == ["Something with halloumi tonight?", "A Thai dish for this weekend?"]
    assert not any("peanuts" in p or "leeks" in p for p in prompts)
    assert not any(p.startswith("I'm ") for p in prompts)  # they know how to tell us things


@given(st.lists(st.tuples(st.sampled_from(["abstract_like", "cuisine", "diet", "allergy"]), st.text(max_size=60))))
def test_there_are_always_a_few_distinct_prompts(items):
    prompts = starter_prompts(items)

    assert 3 <= len(prompts) <= LIMIT and len(set(prompts)) == len(prompts)
