"""The memory services against the real PostgreSQL."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import IntegrityError, connection, transaction
from django.utils import timezone

from memory import rules, selectors, services
from memory.models import MemoryEvent, MemoryItem


def save(user, value, category=rules.DISLIKE, **kwargs):
    return services.memory_save(user=user, category=category, value=value, **kwargs)


def test_it_saves_an_item_with_its_evidence_and_an_audit_row(user):
    result = save(user, "cilantro", evidence="I hate cilantro")

    assert result.ok and result.code == "created"
    item = result.item
    assert (item.category, item.value, item.value_normalized) == (rules.DISLIKE, "cilantro", "cilantro")
    assert item.asserted_by == rules.EXPLICIT and item.evidence == "I hate cilantro"
    assert MemoryEvent.objects.get(item=item).action == "created"


def test_thai_food_and_thai_are_one_item(user):
    first = save(user, "Thai food", category=rules.CUISINE)
    second = save(user, "thai", category=rules.CUISINE)

    assert first.item.pk == second.item.pk
    assert MemoryItem.objects.filter(user=user).count() == 1


def test_one_pot_meals_and_one_pot_are_one_item(user):
    save(user, "one-pot meals", category=rules.COOKING_STYLE)
    save(user, "one pot", category=rules.COOKING_STYLE)

    assert MemoryItem.objects.filter(user=user).count() == 1


def test_saving_a_known_value_upgrades_trust_and_confidence(user):
    first = save(user, "garlic", category=rules.LIKE, asserted_by=rules.INFERRED)
    second = save(user, "Garlic", category=rules.LIKE, asserted_by=rules.EXPLICIT)

    item = MemoryItem.objects.get(pk=first.item.pk)
    assert second.code == "upgraded"
    assert item.asserted_by == rules.EXPLICIT
    assert item.confidence > first.item.confidence


def test_saving_again_what_this_message_taught_says_saved_not_already_known(user, turn_factory):
    turn, later = turn_factory("I'm allergic to sesame"), turn_factory("sesame allergy, remember?")
    save(user, "sesame", category=rules.ALLERGY, asserted_by=rules.INFERRED, turn=turn)

    again = save(user, "sesame", category=rules.ALLERGY, asserted_by=rules.EXPLICIT, turn=turn, actor="agent")
    known = save(user, "sesame", category=rules.ALLERGY, asserted_by=rules.EXPLICIT, turn=later, actor="agent")

    assert (again.code, again.message) == ("upgraded", "Saved: sesame.")
    assert known.message == "I already knew that: sesame."


def test_saving_a_known_value_with_lower_trust_never_lowers_it(user):
    services.memory_add_by_user(user=user, category=rules.LIKE, value="garlic")
    save(user, "garlic", category=rules.LIKE, asserted_by=rules.INFERRED)

    assert MemoryItem.objects.get(user=user).asserted_by == rules.CONFIRMED


def test_saving_a_soft_deleted_value_reactivates_the_same_row(user):
    item = save(user, "olives").item
    services.memory_delete(user=user, item_id=item.pk)

    again = save(user, "Olives")

    assert again.code == "reactivated" and again.item.pk == item.pk
    assert MemoryItem.objects.get(pk=item.pk).status == rules.ACTIVE


def test_a_new_diet_supersedes_the_old_one(user):
    old = save(user, "vegetarian", category=rules.DIET).item
    new = save(user, "pescatarian", category=rules.DIET).item

    old.refresh_from_db()
    assert old.status == rules.SUPERSEDED and old.superseded_by_id == new.pk and old.valid_until is not None
    snapshot = selectors.memory_snapshot(user=user)
    assert "pescatarian" in snapshot.text and "vegetarian" not in snapshot.text
    assert [i.pk for i in selectors.memory_history(user=user, item_id=new.pk)] == [old.pk, new.pk]


def test_liking_what_was_disliked_supersedes_the_dislike(user):
    dislike = save(user, "mushrooms").item
    like = save(user, "mushrooms", category=rules.LIKE).item

    dislike.refresh_from_db()
    assert dislike.status == rules.SUPERSEDED and dislike.superseded_by_id == like.pk
    assert "Things to avoid" not in selectors.memory_snapshot(user=user).text


def test_a_new_household_size_supersedes_the_old_one_and_the_equipment_stays(user):
    wok = save(user, "has a wok", category=rules.KITCHEN).item
    five = save(user, "cooks for 5", category=rules.KITCHEN).item
    four = save(user, "cooks for 4", category=rules.KITCHEN).item

    five.refresh_from_db()
    wok.refresh_from_db()
    assert five.status == rules.SUPERSEDED and five.superseded_by_id == four.pk
    assert wok.status == rules.ACTIVE


def test_the_persons_allergy_replaces_their_protected_dislike_of_the_same_thing_without_asking(user):
    dislike = save(user, "dairy", actor="agent").item
    assert dislike.protected

    result = save(user, "dairy", category=rules.ALLERGY, actor="user")  # their yes to the allergy question

    dislike.refresh_from_db()
    assert result.ok and result.item.protected
    assert dislike.status == rules.SUPERSEDED and dislike.superseded_by_id == result.item.pk
    assert selectors.memory_snapshot(user=user).text.count("dairy") == 1


def test_an_allergy_learned_in_the_background_leaves_a_protected_dislike_of_it_in_place(user):
    dislike = save(user, "walnuts", actor="agent").item

    result = save(user, "walnuts", category=rules.ALLERGY, actor="consolidation")

    dislike.refresh_from_db()
    assert result.ok and result.item.protected  # the allergy is saved, never held up by the dislike
    assert dislike.status == rules.ACTIVE  # a protected item leaves only by the person's hand


def test_replacing_a_protected_diet_needs_a_confirmation_token(user):
    save(user, "gluten-free", category=rules.DIET)

    first = save(user, "vegan", category=rules.DIET)
    assert not first.ok and first.code == "needs_confirmation" and first.confirmation_token
    assert MemoryItem.objects.get(user=user, status=rules.ACTIVE).value == "gluten-free"

    second = save(user, "vegan", category=rules.DIET, confirmation_token=first.confirmation_token)
    assert second.ok
    assert MemoryItem.objects.get(user=user, status=rules.ACTIVE).value == "vegan"


def test_a_full_category_evicts_the_oldest_lowest_trust_item(user):
    start = timezone.now() - timedelta(days=30)
    for i in range(rules.MAX_ACTIVE_PER_CATEGORY):
        save(user, f"snack {i}", category=rules.LIKE, asserted_by=rules.INFERRED, now=start + timedelta(hours=i))

    result = save(user, "popcorn", category=rules.LIKE, asserted_by=rules.EXPLICIT)

    assert result.ok
    evicted = MemoryItem.objects.get(user=user, value="snack 0")
    assert evicted.status == rules.DELETED
    assert MemoryEvent.objects.get(item=evicted, action="deleted").reason_code == "evicted"
    assert MemoryItem.objects.filter(user=user, category=rules.LIKE, status=rules.ACTIVE).count() == 15


def test_a_full_category_refuses_a_save_that_may_evict_nothing(user):
    for i in range(rules.MAX_ACTIVE_PER_CATEGORY):
        save(user, f"nut {i}", category=rules.ALLERGY)

    result = save(user, "kiwi", category=rules.ALLERGY)

    assert not result.ok and result.code == "category_full" and "Memory settings" in result.message
    assert MemoryItem.objects.filter(user=user, status=rules.ACTIVE).count() == 15


def test_it_allows_three_saves_per_turn(user, turn_factory):
    turn = turn_factory()
    results = [save(user, value, turn=turn, actor="agent") for value in ["a1 x", "b2 x", "c3 x", "d4 x"]]

    assert [r.ok for r in results] == [True, True, True, False]
    assert results[3].code == "turn_limit"


def test_learning_off_refuses_agent_saves_but_not_the_user(user):
    services.memory_set_learning(user=user, enabled=False)

    agent = save(user, "anchovies")
    person = services.memory_add_by_user(user=user, category=rules.DISLIKE, value="anchovies")

    assert not agent.ok and agent.code == "learning_off"
    assert person.ok and person.item.asserted_by == rules.CONFIRMED


def test_forgetting_a_protected_item_needs_the_token_from_a_first_call(user):
    item = save(user, "peanuts", category=rules.ALLERGY).item

    first = services.memory_forget(user=user, actor="agent", value="peanuts")
    assert not first.ok and first.code == "needs_confirmation"
    assert MemoryItem.objects.get(pk=item.pk).status == rules.ACTIVE

    forged = services.memory_forget(user=user, actor="agent", value="peanuts", confirmation_token="nope")
    assert not forged.ok

    second = services.memory_forget(
        user=user, actor="agent", value="peanuts", confirmation_token=first.confirmation_token
    )
    assert second.ok
    assert MemoryItem.objects.get(pk=item.pk).status == rules.DELETED


def test_another_users_token_does_not_unlock_a_forget(user, other_user):
    mine = save(user, "shrimp", category=rules.ALLERGY).item
    theirs = save(other_user, "shrimp", category=rules.ALLERGY).item
    token = services.memory_forget(user=other_user, actor="agent", item_id=theirs.pk).confirmation_token

    result = services.memory_forget(user=user, actor="agent", item_id=mine.pk, confirmation_token=token)

    assert not result.ok
    assert MemoryItem.objects.get(pk=mine.pk).status == rules.ACTIVE


def test_the_agent_cannot_forget_a_confirmed_item(user):
    item = save(user, "cilantro").item
    services.memory_confirm(user=user, item_id=item.pk)

    result = services.memory_forget(user=user, actor="agent", item_id=item.pk)

    assert not result.ok and result.code == "confirmed" and "Memory settings" in result.message


def test_only_a_person_confirms(user):
    item = save(user, "cilantro").item

    assert services.memory_confirm(user=user, item_id=item.pk, actor="agent").code == "user_only"
    assert services.memory_confirm(user=user, item_id=item.pk, actor="user").ok


def test_forget_finds_items_by_fuzzy_value(user):
    save(user, "spicy food", category=rules.LIKE)

    assert services.memory_forget(user=user, actor="agent", value="Spicy").ok


def test_forget_finds_an_item_named_in_another_form_of_its_words(user):
    save(user, "lose weight", category=rules.DIETARY_GOAL)
    save(user, "salmon", category=rules.LIKE)

    assert services.memory_forget(user=user, actor="agent", value="weight loss", category=rules.DIETARY_GOAL).ok
    assert not services.memory_forget(user=user, actor="agent", value="salt").ok  # no word of it in another form


def test_delete_then_restore_brings_the_item_back_into_the_snapshot(user):
    item = save(user, "blue cheese").item
    services.memory_delete(user=user, item_id=item.pk)
    assert "blue cheese" not in selectors.memory_snapshot(user=user).text

    assert services.memory_restore(user=user, item_id=item.pk).ok
    assert "blue cheese" in selectors.memory_snapshot(user=user).text


def test_another_users_item_is_not_found(user, other_user):
    item = save(other_user, "anchovies").item

    assert services.memory_delete(user=user, item_id=item.pk).code == "not_found"
    assert services.memory_confirm(user=user, item_id=item.pk).code == "not_found"
    assert services.memory_restore(user=user, item_id=item.pk).code == "not_found"
    assert selectors.memory_history(user=user, item_id=item.pk) is None


@pytest.mark.parametrize(
    "secret",
    [
        "my password is s3cr3t!!",
        "chef@example.com",
        "sk-test-abcdefghijklmnop",
        "4242 4242 4242 4242",
        "078-05-1120",
        "+44 20 7946 0958",
        "https://example.com/me",
    ],
)
def test_a_refused_secret_is_stored_nowhere(user, secret):
    result = save(user, secret, evidence=secret)

    assert not result.ok and result.code in {
        "password",
        "email",
        "api_key",
        "card_number",
        "ssn",
        "phone_number",
        "url",
    }
    assert secret not in result.message
    with connection.cursor() as cursor:
        for table in ("memory_memoryitem", "memory_memoryevent"):
            cursor.execute(f"SELECT count(*) FROM {table} WHERE row_to_json({table})::text LIKE %s", [f"%{secret}%"])
            assert cursor.fetchone()[0] == 0


def test_decay_evicts_stale_inferred_items_and_skips_protected_and_confirmed(user):
    long_ago = timezone.now() - timedelta(days=400)
    stale = save(user, "parsnips", category=rules.LIKE, asserted_by=rules.INFERRED, now=long_ago).item
    allergy = save(user, "sesame", category=rules.ALLERGY, asserted_by=rules.INFERRED, now=long_ago).item
    confirmed = services.memory_add_by_user(user=user, category=rules.LIKE, value="leeks").item

    counts = services.memory_decay(user=user, now=timezone.now() + timedelta(days=400))

    assert counts.evicted == 1
    assert MemoryItem.objects.get(pk=stale.pk).status == rules.DELETED
    assert MemoryEvent.objects.get(item=stale, action="deleted").reason_code == "decayed"
    assert MemoryItem.objects.get(pk=allergy.pk).status == rules.ACTIVE
    assert MemoryItem.objects.get(pk=confirmed.pk).confidence == 1.0


def test_expired_items_leave_the_snapshot(user):
    save(user, "pumpkin spice", category=rules.LIKE, expires_at=timezone.now() + timedelta(days=1))
    assert "pumpkin spice" in selectors.memory_snapshot(user=user).text

    later = timezone.now() + timedelta(days=2)
    assert "pumpkin spice" not in selectors.memory_snapshot(user=user, now=later).text
    assert services.memory_decay(user=user, now=later).expired == 1


def test_the_audit_log_cannot_be_rewritten(user):
    save(user, "okra")
    event = MemoryEvent.objects.get(user=user)

    with pytest.raises(TypeError):
        MemoryEvent.objects.filter(pk=event.pk).update(reason="rewritten")
    with pytest.raises(Exception, match="append-only"), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("UPDATE memory_memoryevent SET reason = 'x' WHERE id = %s", [event.pk])


def test_the_database_refuses_two_active_copies_of_one_value(user):
    item = save(user, "okra").item

    with pytest.raises(IntegrityError), transaction.atomic():
        MemoryItem.objects.create(
            user=user,
            category=item.category,
            value="Okra",
            value_normalized="okra",
            asserted_by=rules.INFERRED,
            confidence=0.5,
            created_at=item.created_at,
            updated_at=item.updated_at,
            valid_from=item.valid_from,
        )


def test_the_snapshot_reports_its_token_count(user):
    save(user, "peanuts", category=rules.ALLERGY)

    snapshot = selectors.memory_snapshot(user=user)

    assert snapshot.text.startswith("What I've learned about you")
    assert 10 < snapshot.tokens < 200
