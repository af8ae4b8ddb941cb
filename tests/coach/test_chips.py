"""Chips (coach.chips) tell the truth about what became of what a turn saved or forgot."""

from __future__ import annotations

from coach.chips import UNDO_REASON, chips_for
from coach.services import chat_post_message, chat_turn
from memory import rules, services
from memory.models import MemoryItem


def only_chip(turn):
    chips = chips_for(turn)
    assert len(chips) == 1, chips
    return chips[0]


def test_a_fresh_save_offers_undo(user):
    chip = only_chip(chat_post_message(user=user, message="I hate olives"))

    assert (chip.kind, chip.value, chip.label, chip.can_undo, chip.note) == (
        "saved",
        "olives",
        rules.CATEGORY[rules.DISLIKE].chip,
        True,
        "",
    )


def test_undone_only_when_the_user_undid_it(user):
    turn = chat_post_message(user=user, message="I hate olives")
    item = MemoryItem.objects.get(user=user)

    services.memory_delete(user=user, item_id=item.pk, actor="user", reason=UNDO_REASON)
    assert only_chip(turn).note == "Undone"

    services.memory_restore(user=user, item_id=item.pk, actor="user")
    services.memory_delete(user=user, item_id=item.pk, actor="user")
    assert only_chip(turn).note == "Removed in Memory"


def test_replaced_by_a_newer_diet(user):
    turn = chat_post_message(user=user, message="I'm vegetarian")
    chat_post_message(user=user, message="Actually I eat fish now", conversation_id=turn.conversation_id)

    chip = only_chip(turn)

    assert not chip.can_undo and chip.note == "Replaced by pescatarian"


def test_forgotten_in_chat(user):
    turn = chat_post_message(user=user, message="I hate olives")
    chat_turn(user=user, message="forget that I hate olives", conversation_id=turn.conversation_id)

    assert MemoryItem.objects.get(user=user).status == rules.DELETED
    assert only_chip(turn).note == "Forgotten"


def test_a_forget_chip_says_restored_after_the_user_restores(user):
    first = chat_post_message(user=user, message="I hate olives")
    forgetting = chat_turn(user=user, message="forget that I hate olives", conversation_id=first.conversation_id)
    chip = only_chip(forgetting.user_turn)
    assert chip.kind == "forgot" and chip.can_undo

    services.memory_restore(user=user, item_id=chip.item_id, actor="user")

    assert only_chip(forgetting.user_turn).note == "Restored"
