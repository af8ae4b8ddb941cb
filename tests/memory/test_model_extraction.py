"""COACH_EXTRACTION_MODEL: model output is schema-validated; invalid output is discarded and logged."""

from __future__ import annotations

import json

import pytest

from memory.consolidate.consolidation import consolidate_user
from memory.models import MemoryItem
from tests.memory.test_consolidation import log_turns


def test_valid_model_output_is_applied_through_the_services(user, extraction_model):
    stub = extraction_model(
        json.dumps(
            {
                "claims": [{"category": "abstract_dislike", "value": "blue cheese", "evidence": "ugh, blue cheese"}],
                "forgets": [],
            }
        )
    )
    log_turns(user, "ugh, blue cheese")

    run = consolidate_user(user=user)

    assert run.errors == []
    assert MemoryItem.objects.get(user=user).value == "blue cheese"
    assert stub.requests[0]["response_format"] == {"type": "json_object"}


@pytest.mark.parametrize(
    "content", ["not json at all", json.dumps({"claims": [{"category": "favourite_colour", "value": "blue"}]})]
)
def test_invalid_model_output_is_discarded_and_logged(user, extraction_model, content):
    extraction_model(content)
    log_turns(user, "I adore blue things")

    run = consolidate_user(user=user)

    assert run.errors and "invalid extraction output" in run.errors[0]["error"]
    assert not MemoryItem.objects.filter(user=user, value__icontains="colour").exists()


def test_a_turn_too_long_for_the_model_is_read_by_the_rules(user, extraction_model):
    stub = extraction_model(json.dumps({"claims": [], "forgets": []}))
    log_turns(user, "We talked about the garden for a long while. " * 100 + "I'm allergic to peanuts.")

    run = consolidate_user(user=user)

    assert stub.requests == []  # over 4,000 characters: never sent
    assert "over the 4,000" in run.errors[0]["error"]
    assert MemoryItem.objects.get(user=user).value == "peanuts"  # the rules read it all
