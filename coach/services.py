"""Chat turns: append to the raw log, learn what it says at once, run the agent, append the reply.

The user's turn is committed before the model is called, so a provider failure loses nothing;
a retry reuses that turn and the idempotent memory services, so it duplicates nothing.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from django.conf import settings
from django.db import IntegrityError, transaction

from coach import agent, tools
from coach.prompt import build_prompt
from common.db import atomic_with_retry
from common.llm import ModelUnavailable
from common.timing import stage
from memory import rules, selectors, services
from memory.capture.confirmation import besides_the_answer, confirmation
from memory.capture.extraction import allergies_to_ask
from memory.capture.learning import CAPTURE, learn_from_turn
from memory.capture.safety import AllergyMention, allergens_in, named_allergens, narrowed_to
from memory.models import Conversation, Turn
from memory.services import NewTurn, log_append_turn, log_embed, log_start_conversation
from memory.tasks import schedule_consolidation

logger = logging.getLogger(__name__)


class ChatInputError(Exception):
    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


def _no_conversation() -> ChatInputError:
    return ChatInputError("not_found", "No conversation with that id.", 404)


@dataclass
class ChatResult:
    conversation: Conversation
    user_turn: Turn
    reply_turn: Turn | None
    reply: str
    tool_calls: list[dict] = field(default_factory=list)
    usage: dict = field(default_factory=dict)
    error: str | None = None


def chat_post_message(
    *, user, message: str, conversation_id: int | None = None, temporary: bool = False, use_memory: bool = True
) -> Turn:
    """Append the user's message (redacted), learn what it says at once, and embed it once.
    `temporary` and `use_memory` apply to a new conversation; an existing one keeps its own."""
    text = (message or "").strip()
    if not text:
        raise ChatInputError("empty_message", "Type a message first.")
    if len(text) > rules.MAX_TEXT_CHARS:
        raise ChatInputError("message_too_long", f"Messages can be at most {rules.MAX_TEXT_CHARS} characters.")

    def append() -> tuple[Turn, bool]:
        if conversation_id is None:
            conversation = log_start_conversation(user=user, title=text, temporary=temporary, use_memory=use_memory)
        else:
            conversation = services.log_lock_conversation(user=user, conversation_id=conversation_id)
            if conversation is None:
                raise _no_conversation()
        last = selectors.last_turn(conversation=conversation)
        if last is not None and last.role == "user" and last.content == rules.redact(text):
            return last, False  # a retry of a message that got no reply: reuse it
        turn = log_append_turn(
            NewTurn(conversation=conversation, role="user", content=text, consolidated=not conversation.memory_on)
        )
        return turn, True

    with stage("append"):
        turn, new = atomic_with_retry(append)  # a deadlock with a worker's update of the same turns is retried
    if not new:
        return turn
    conversation = turn.conversation
    memory_on = conversation.memory_on
    if memory_on:
        _capture(turn)
    if not conversation.temporary:
        _embed(turn)
    return turn


def _capture(turn: Turn) -> None:
    """Fast path: explicit first-person claims become memories at once (no model, no waiting)."""
    try:
        with stage("capture"):
            learn_from_turn(turn=turn, how=CAPTURE)
    except Exception:  # capture is best effort; the turn is already safe and the agent still runs
        logger.exception("capture failed for turn %s", turn.pk)


def _embed(turn: Turn) -> None:
    """The fast path's one embedding call: this turn and anything just learned from it, in one batch.
    The turn keeps its vector, which the prompt's recall then uses as its query."""
    try:
        with stage("embed"):
            log_embed(user=turn.user, turns=[turn])
    except Exception:  # search data is derived; consolidation fills any gap later
        logger.exception("embedding failed for turn %s", turn.pk)


def chat_reply(*, user, turn: Turn) -> Iterator[agent.AgentEvent]:
    """Stream the coach's answer to a user turn; ends with one "done" or "error" event."""
    existing = selectors.turn_reply(turn=turn)
    if existing is not None:
        yield agent.AgentEvent("done", text=existing.content, usage=existing.usage)
        return
    conversation = turn.conversation
    preface = ""
    if conversation.pending_action:
        handled, preface = _answer_pending(user=user, turn=turn)
        if handled is not None:
            yield handled
            return
    if conversation.memory_on and (added := _allergy_added(user=user, turn=turn)):
        # the message is the allergen and nothing else: the question is the whole reply (no recipe that holds it)
        yield _reply_now(turn, added.text, [], ask=added)
        return
    memory_on = conversation.memory_on
    with stage("prompt"):
        prompt = build_prompt(user=user, conversation=conversation, turn=turn, memory=memory_on)
    ctx = tools.ToolContext(user=user, conversation=conversation, turn=turn)
    try:
        for event in _timed(agent.run(messages=prompt.messages, ctx=ctx, use_tools=memory_on), "model"):
            if event.kind == "done":
                event.usage = {
                    "prompt_tokens": prompt.prompt_tokens,
                    "memory_tokens": prompt.memory_tokens,
                    **event.usage,
                }
                question = _allergy_question(user=user, turn=turn) if memory_on else None
                event.text = "\n\n".join(part for part in (preface, event.text, question and question.text) if part)
                with stage("store"):
                    _store_reply(turn, event.text, event.records, event.usage, ask=question)
            yield event
    except ModelUnavailable as error:
        yield agent.AgentEvent("error", text=f"{error} Your message is saved — try again in a moment.")


def _timed(events: Iterator, name: str) -> Iterator:
    """The events of a generator, the time spent producing them counted as one stage."""
    while True:
        with stage(name):
            event = next(events, None)
        if event is None:
            return
        yield event


@dataclass(frozen=True)
class SafetyQuestion:
    text: str
    pending: dict


def _allergy_question(*, user, turn: Turn, mentions: list | None = None) -> SafetyQuestion | None:
    """An allergy or a reaction the turn mentions but memory does not hold must not pass silently:
    ask, whatever the model said and whether or not learning is on."""
    mentions = mentions if mentions is not None else allergies_to_ask(turn.content)
    if not mentions:
        return None
    held = list(selectors.live_items(user=user).filter(category=rules.ALLERGY).values_list("value", flat=True))
    known = {rules.normalize(v) for v in held} | {name for v in held for name in allergens_in(v)}
    known |= {food for name in set(known) for food in rules.foods_a_condition_covers(name)}  # lactose: its milk
    covered = {group for v in held for group in rules.allergen_groups_covered(rules.normalize(v))}
    unsaved = [m for m in mentions if m.allergen not in known and not _in_groups(m.allergen, covered)]
    if not unsaved:
        return None
    names = [m.value for m in unsaved]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"
    return SafetyQuestion(
        f"Should I remember that you're allergic to **{listed}**? I'll never suggest it then. (yes / no)",
        {"tool": "save_allergy", "arguments": {"values": names, "evidence": unsaved[0].evidence}, "values": names},
    )


# A food added with no verb to what was just said: "yep, oh and sesame as well", "and peanuts too", "also shellfish"
ADDED = re.compile(
    r"^(?!.*\b(?:something|anything|recipes?|dish|with|for|some|more|ideas?|please)\b)"
    r"(?:(?:yes|yeah|yep|yup|oh|ok|okay|ah|sorry|actually)[,!.]?\s+)*"
    r"(?:(?:and|also|plus)\s+(?P<x>[a-z][\w' -]{1,40}?)(?:,?\s+(?:too|as well|aswell|also))?"
    r"|(?P<y>[a-z][\w' -]{1,40}?),?\s+(?:too|as well|aswell|also))[\s.!]*$"
)


def _allergy_added(*, user, turn: Turn) -> SafetyQuestion | None:
    """An allergen added with no verb right after an allergy was told ("kiwi makes my mouth itch", then "oh and sesame
    as well"): the turn alone names no allergy, the one before gives it one — ask, never save unasked."""
    said = ADDED.match(" ".join(turn.content.lower().replace("\u2019", "'").split()))
    if not said or not (named := named_allergens(said["x"] or said["y"])):
        return None
    before = [t for t in selectors.turns_before(conversation=turn.conversation, turn=turn, limit=4) if t.role == "user"]
    if not before or not allergies_to_ask(before[-1].content):
        return None
    mentions = [AllergyMention(words, False, turn.content, name) for name, words in named.items()]
    return _allergy_question(user=user, turn=turn, mentions=mentions)


def _in_groups(allergen: str, groups: set[str]) -> bool:
    """Is the allergen a member of groups already held whole ("walnuts" of a tree nut allergy)?"""
    found = rules.allergen_groups(rules.normalize(allergen))
    return bool(found) and set(found) <= groups


def _store_reply(
    turn: Turn, text: str, records: list[tools.ToolRecord], usage: dict, ask: SafetyQuestion | None = None
) -> Turn | None:
    pending = next((r for r in records if r.confirmation_token), None)

    def store() -> Turn | None:
        conversation = services.log_lock_conversation(user=turn.user, conversation_id=turn.conversation_id)
        waiting = _pending_from(pending) if pending else (ask.pending if ask else None)
        if waiting is not None or conversation.pending_action is not None:
            services.log_set_pending_action(conversation=conversation, pending=waiting)
        memory_on = conversation.memory_on
        if settings.CONSOLIDATE_AFTER_TURN and memory_on:
            user_id = turn.user_id
            transaction.on_commit(lambda: schedule_consolidation(user_id))
        reply = NewTurn(
            conversation=conversation,
            role="assistant",
            content=text or "…",
            tool_calls=[r.as_json() for r in records],
            usage=usage,
            reply_to=turn,
            consolidated=not memory_on,
        )
        try:  # log_append_turn's own savepoint undoes a failed insert and keeps this transaction usable
            return log_append_turn(reply)
        except IntegrityError:  # answered concurrently (a double submit); keep the first answer
            return selectors.turn_reply(turn=turn)

    return atomic_with_retry(store)  # a deadlock with a worker's update of the same turns is retried


def _pending_from(record: tools.ToolRecord) -> dict:
    return {
        "tool": record.name,
        "arguments": record.arguments,
        "token": record.confirmation_token,
        "values": record.result.get("values", []),
    }


def _answer_pending(*, user, turn: Turn) -> tuple[agent.AgentEvent | None, str]:
    """A yes carries out the confirmed action; anything else drops it and chats as usual. Returns the
    reply when the answer was all the message said, else what the coach's reply should open with
    ("no, but I really hate olives": the no is acknowledged, the rest answered as any message is)."""
    conversation = turn.conversation
    pending = conversation.pending_action
    answer = confirmation(turn.content)
    if pending.get("tool") == "save_allergy" and answer != "no" and (narrowed := narrowed_to(turn.content)):
        # "yes but only peanuts, not all nuts": the allergy the person means, not the one asked about
        return _save_allergies(user=user, turn=turn, args={**pending.get("arguments", {}), "values": narrowed}), ""
    if answer != "yes":
        services.log_set_pending_action(conversation=conversation, pending=None)
        if answer == "no":
            declined = (
                "Okay, I won't remember that." if pending.get("tool") == "save_allergy" else "Okay — I'll keep it."
            )
            rest = besides_the_answer(turn.content)
            if len(rest.split()) >= 2 and confirmation(rest) == "unclear":  # not "no, keep it"
                return None, declined
            return _reply_now(turn, declined, []), ""
        return None, ""
    args = pending.get("arguments", {})
    if pending.get("tool") == "save_allergy":
        return _save_allergies(user=user, turn=turn, args={**args, "values": _and_these(args, turn.content)}), ""
    if pending.get("tool") == "save_user_memory":  # a save that would replace a safety fact, now confirmed
        return _save_confirmed(user=user, turn=turn, args=args, token=pending.get("token")), ""
    result = services.memory_forget(
        user=user,
        actor="agent",
        item_id=args.get("item_id"),
        value=args.get("value"),
        category=args.get("category"),
        confirmation_token=pending.get("token"),
        reason="the user confirmed",
        turn=turn,
    )
    record = tools.ToolRecord(
        "forget_user_memory",
        args,
        {
            "ok": result.ok,
            "code": result.code,
            "message": result.message,
            "values": [i.value for i in result.items],
            "item_ids": [i.pk for i in result.items],
        },
    )
    names = ", ".join(i.value for i in result.items) or "that"
    text = f"Done — I've forgotten **{names}**." if result.ok else f"I couldn't do that: {result.message}"
    return _reply_now(turn, text, [record]), ""


def _and_these(args: dict, reply: str) -> list[str]:
    """The allergies asked about, and any a yes adds ("yep, oh and peanuts as well", "yes - and add sesame too")."""
    values, rest = list(args.get("values", [])), besides_the_answer(reply)
    if not re.search(r"\b(?:not|no|never|except|without|isn'?t|aren'?t)\b", rest, re.I):
        values += [said for said in named_allergens(rest.lower()).values() if said not in values]
    return values


def _save_allergies(*, user, turn: Turn, args: dict) -> agent.AgentEvent:
    """The user's yes to the allergy question: their own statement, so the learning switch does not apply."""
    records, saved = [], []
    for value in args.get("values", []):
        result, record = _save_on_yes(
            user=user, turn=turn, category=rules.ALLERGY, value=value, args=args, actor="user"
        )
        if result.item is not None:
            saved.append(result.item.value)
        records.append(record)
    if saved:
        text = f"Saved: **{', '.join(saved)}** (allergies). I'll never suggest it, and only you can remove it."
    else:
        text = f"I couldn't save that: {records[0].result['message'] if records else 'nothing to save.'}"
    return _reply_now(turn, text, records)


def _save_confirmed(*, user, turn: Turn, args: dict, token: str | None) -> agent.AgentEvent:
    category, value = args.get("category", ""), args.get("value", "")
    result, record = _save_on_yes(
        user=user, turn=turn, category=category, value=value, args=args, actor="agent", token=token
    )
    text = (
        f"Done — saved **{result.item.value}**." if result.item is not None else f"I couldn't do that: {result.message}"
    )
    return _reply_now(turn, text, [record])


def _save_on_yes(*, user, turn: Turn, category: str, value: str, args: dict, actor: str, token: str | None = None):
    """A save the user's yes asked for, and its record for the reply."""
    result = services.memory_save(
        user=user,
        category=category,
        value=value,
        evidence=args.get("evidence", ""),
        asserted_by=rules.EXPLICIT,
        actor=actor,
        conversation=turn.conversation,
        turn=turn,
        confirmation_token=token,
    )
    payload = tools.save_result(result, category=category, value=value)
    return result, tools.ToolRecord("save_user_memory", {"category": category, "value": value}, payload)


def _reply_now(turn: Turn, text: str, records: list, ask: SafetyQuestion | None = None) -> agent.AgentEvent:
    usage = {"prompt_tokens": 0, "memory_tokens": 0}
    _store_reply(turn, text, records, usage, ask=ask)
    return agent.AgentEvent("done", text=text, records=records, usage=usage)


def chat_turn(
    *, user, message: str, conversation_id: int | None = None, temporary: bool = False, use_memory: bool = True
) -> ChatResult:
    """One whole exchange, synchronously (the API and the no-JavaScript form)."""
    turn = chat_post_message(
        user=user, message=message, conversation_id=conversation_id, temporary=temporary, use_memory=use_memory
    )
    final = None
    for event in chat_reply(user=user, turn=turn):
        if event.kind in ("done", "error"):
            final = event
    reply_turn = selectors.turn_reply(turn=turn)
    return ChatResult(
        conversation=turn.conversation,
        user_turn=turn,
        reply_turn=reply_turn,
        reply=final.text,
        tool_calls=reply_turn.tool_calls if reply_turn else [],
        usage=reply_turn.usage if reply_turn else {},
        error=final.text if final.kind == "error" else None,
    )
