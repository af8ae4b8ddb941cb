"""The built-in offline coach: a deterministic chat model registered as a litellm provider.

It runs through exactly the same agent loop as a real model: it reads the system prompt (memory
snapshot and recall hits), answers with real tool calls when the person states something about
themselves or asks to forget something, and writes its reply after the tool results come back.
"""

from __future__ import annotations

import functools
import json
import re
import uuid
from collections.abc import Iterator

from memory import rules
from memory.capture.extraction import (
    Claim,
    asks_not_to_keep,
    changed_to,
    extract,
    replaced_value,
    replacement_value,
    retracted_for,
    retracted_kind,
    retracts_last,
    said_again,
    said_of_the_last,
)
from memory.capture.phrasing import PEOPLE_NOUNS
from offline_coach import replies
from offline_coach.profile import ATTRIBUTE, Profile, parse_profile
from offline_coach.state import read

RECALL_QUESTION = re.compile(
    r"\b(?:what|when|which|where) (?:did|have) (?:i|we)\b|\bremind me\b|\blast time\b|\bdid i (?:ever |already )?"
    r"(?:say|tell|mention|cook|make|decide)\b|\bwhat was (?:that|the)\b"
)

DECIDED_ASKED = re.compile(
    r"\b(?:decide|decided|decision|agree|agreed|settle|settled|go with|went with|pick|picked|chose)\b"
)


def _last_user_message(messages: list[dict]) -> str:
    for message in reversed(messages):
        if message.get("role") == "user":
            return _text(message.get("content"))
    return ""


def _text(content) -> str:
    if isinstance(content, list):
        return " ".join(part.get("text", "") for part in content if isinstance(part, dict))
    return content or ""


def _trailing_tool_results(messages: list[dict]) -> list[dict]:
    results = []
    for message in reversed(messages):
        if message.get("role") != "tool":
            break
        try:
            results.insert(0, {"name": message.get("name"), **json.loads(_text(message.get("content")))})
        except (json.JSONDecodeError, TypeError):
            results.insert(0, {"name": message.get("name"), "ok": False, "message": _text(message.get("content"))})
    return results


def _saved_evidence(messages: list[dict]) -> str:
    """The evidence of the saves the last assistant message asked for (the words they were learned from);
    after a forget, the message's statements too ("mushrooms are fine now" takes back, it asks for nothing)."""
    calls = next((m.get("tool_calls") or [] for m in reversed(messages) if m.get("role") == "assistant"), [])
    said = []
    for call in calls:
        function = call.get("function") or {}
        if function.get("name") == "forget_user_memory":
            sentences = re.split(r"(?<=[.!?])\s+|\n+", _last_user_message(messages))
            said += [sentence for sentence in sentences if sentence.strip() and "?" not in sentence]
        elif function.get("name") == "save_user_memory":
            try:
                said.append(str(json.loads(function.get("arguments") or "{}").get("evidence", "")))
            except (json.JSONDecodeError, AttributeError):
                continue
    return " ".join(said)


def _tool_call(name: str, arguments: dict) -> dict:
    return {
        "id": f"call_{uuid.uuid4().hex[:12]}",
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments)},
    }


def _conversation_profile(profile: Profile, user_messages: list[str]) -> Profile:
    """In a chat that keeps memory out, what the person said earlier in this chat still counts."""
    for text in user_messages:
        found = _extract(text)
        for claim in found.claims:
            if claim.category == rules.ALLERGY and claim.value not in profile.allergies:
                profile.allergies.append(claim.value)
            elif claim.category == rules.DIET:
                profile.diet = claim.value
            elif (attribute := ATTRIBUTE.get(claim.category)) and attribute != "diet":
                values = getattr(profile, attribute)
                if claim.value not in values:
                    values.append(claim.value)
    return profile


# A bare "forget the olives": of a dish it is a plan ("forget the tofu"), of what memory holds a forget
BARE_FORGET = re.compile(
    r"^(?:(?:ok|okay|actually|oh|right|so|please|pls|can you|could you|just)[,!]? )*(?:forget|drop|remove|delete|scrap|"
    r"ditch|bin)(?: about)? (?:the |my |that |those )?(?P<x>[\w' -]{2,40}?)(?: one| thing| bit)?"
    # (with why: "remove the mango one, I got that wrong")
    r"(?:,? (?:i got (?:that|it) wrong|that'?s wrong|it'?s wrong|my (?:mistake|bad)|that was a mistake|it was a typo))?"
    r"(?: (?:please|pls|thanks|then))?[\s.!]*$"
)


# Someone come to live with the speaker, or gone, said without a count: "my son moved back home", "the kids left home"
HOUSEHOLD_CHANGED = re.compile(
    rf"^(?:(?:so|and|oh|also|update|news)[,:!]? )*(?:my|our|the) (?:\w+ ){{0,2}}?(?:{PEOPLE_NOUNS}) (?:has |have |just |finally )*"
    r"(?:moved (?:back )?(?:in|home|out|away)|left home|gone (?:off )?to uni|went (?:off )?to uni|(?:is|are) (?:back )?living with us)\b"
)
HOW_MANY_NOW = 'Thanks for telling me — how many do you cook for now? Say it ("I cook for 3") and I\'ll remember it for your recipes.'


def _held_named(user_message: str, profile: Profile) -> str | None:
    """The value memory holds that a bare "forget the …" names, if it names one."""
    if not (said := BARE_FORGET.match(user_message.strip().lower())):
        return None
    held = [*profile.allergies, *profile.avoids, *profile.likes, *profile.cuisines, *profile.styles, *profile.goals,
            *profile.kitchen, *profile.diets()]  # fmt: skip
    return next((v for v in held if rules.normalize(v) == rules.normalize(said["x"])), None)


def _changed_value(user_message: str, earlier: list[str]) -> bool:
    """ "actually make that vegetarian" after "I'm vegan": one value said, changed for another of its kind (never
    "make it vegan" after "I love lasagne", which asks to adapt a recipe)."""
    said = changed_to(user_message)
    value = replacement_value(said) if said else None
    claims = _extract(earlier[-1]).claims if earlier else []
    if not value or len(claims) != 1:
        return False
    a_diet = any(c.category == rules.DIET for c in _extract(f"I'm {value}").claims)
    same_kind = [c for c in said_again(claims[0], value) if c.category == claims[0].category]
    return a_diet == (claims[0].category == rules.DIET) and bool(same_kind)


@functools.lru_cache(maxsize=512)
def _extract(text: str):
    return extract(text)


def _taken_back(user_message: str, before: str, found) -> tuple[list[dict], replies.Reply | None]:
    """ "scratch that": what the message before said of the person is taken back; "scratch that, it's prawns
    specifically" or "I meant cashews, not peanuts" also says what replaces it (added to `found`, of the same
    kind when only a value is said). Returns the forget calls, or a reply when there is nothing to take back."""
    taken_back = _extract(before).claims
    if kind := retracted_kind(user_message):  # "delete that dislike": only the dislike the message before said
        taken_back = [c for c in taken_back if c.category == kind]
    instead = retracted_for(user_message) or changed_to(user_message)  # (changed_to: as _changed_value allows)
    if instead and (wrong := replaced_value(instead)):  # "I meant cashews, not peanuts": only the peanuts
        taken_back = [c for c in taken_back if rules.normalize(wrong) in rules.normalize(c.value)] or taken_back
    if not taken_back and not instead:
        return [], replies.Reply("acknowledge", replies.NOTHING_TO_TAKE_BACK)
    if instead and not found.claims and len(taken_back) == 1 and (value := replacement_value(instead)):
        # the same kind of thing, another value, read as if said in full
        kind = taken_back[0].category
        found.claims += [
            Claim(c.category, c.value, instead) for c in said_again(taken_back[0], value) if c.category == kind
        ]
    if instead and not found.claims:
        if named := [c for c in taken_back if rules.normalize(c.value) in rules.normalize(instead)]:
            # what is said instead speaks of what was taken back: "scrap that, mushrooms are fine"
            return [_tool_call("forget_user_memory", {"category": c.category, "value": c.value}) for c in named], None
        if not found.forgets and (value := replacement_value(instead)):
            return [], replies.Reply("acknowledge", f"Got it — **{value}**, then.")  # "oops, I meant Thursday"
        return [], None  # nothing of the person's is replaced, so nothing is taken back
    restated = {(c.category, rules.normalize(c.value)) for c in found.claims}
    new_diet = any(c.category == rules.DIET for c in found.claims)  # a diet is one at a time: the new one replaces it
    return [
        _tool_call("forget_user_memory", {"category": c.category, "value": c.value})
        for c in taken_back
        if (c.category, rules.normalize(c.value)) not in restated and not (c.category == rules.DIET and new_diet)
    ], None


def respond(messages: list[dict], tool_names: set[str]) -> tuple[replies.Reply | None, list[dict]]:
    """The coach's next move: a reply, or tool calls to make first (exactly one of them)."""
    system = "\n".join(_text(m.get("content")) for m in messages if m.get("role") == "system")
    profile = parse_profile(system)
    user_message = _last_user_message(messages)
    history = [_text(m.get("content")) for m in messages if m.get("role") == "assistant"]
    earlier = [_text(m.get("content")) for m in messages if m.get("role") == "user"][:-1]
    if replies.MEMORY_OFF_MARK in system:
        profile = _conversation_profile(profile, earlier)
    # what this chat has said of others and of the kitchen rules its recipes, without being saved
    for text in [*earlier, user_message]:
        profile.chat_avoids += [*replies.unheld_allergens(profile, text), *replies.others_dislikes(text)]
        profile.chat_diets += [d for d in replies.others_diets(text) if d not in profile.chat_diets]
        profile.chat_goals += [g for g, _ in replies.others_goals(text) if g not in profile.chat_goals]
        profile.chat_kitchen += [f"no {kit}" for kit in replies.broken_kit(text)]
        if replies.FUSSY.search(text.lower()) and "family" not in profile.chat_ways:
            profile.chat_ways.append("family")
        if replies.not_drinking(text) and "alcohol" not in profile.chat_swaps:
            profile.chat_swaps.append("alcohol")  # swapped out of recipes (wine for stock), like a dislike
    current = read(history, earlier)
    tool_results = _trailing_tool_results(messages)
    if tool_results:
        return replies.after_tools(user_message, profile, tool_results, current, stated=_saved_evidence(messages)), []
    found = extract(user_message, current_diet=profile.diet)
    if not (found.claims or found.forgets) and earlier:  # "I love aubergine", then "actually no, I can't stand it"
        found = said_of_the_last(user_message, earlier[-1], current_diet=profile.diet) or found
    if retracts_last(user_message) and not earlier:  # "scratch that" as the first thing said: nothing before it
        return replies.Reply("acknowledge", replies.NOTHING_TO_TAKE_BACK), []
    calls = []
    if (
        not (found.claims or found.forgets)
        and "forget_user_memory" in tool_names
        and (held := _held_named(user_message, profile))
    ):
        calls.append(_tool_call("forget_user_memory", {"value": held}))  # "forget the olives", with olives held
    if (
        (retracts_last(user_message) or retracted_for(user_message) or _changed_value(user_message, earlier))
        and earlier
        and "forget_user_memory" in tool_names
    ):
        taken, reply = _taken_back(user_message, earlier[-1], found)
        if reply is not None:
            return reply, []
        calls += taken
    if "save_user_memory" in tool_names:
        calls += [
            _tool_call("save_user_memory", {"category": c.category, "value": c.value, "evidence": c.evidence})
            # safety first, as the fast path orders them; past the per-message limit the memory refuses and says so
            for c in sorted(found.claims, key=lambda claim: claim.category != "allergy")
        ]
    if "forget_user_memory" in tool_names:
        for f in found.forgets:
            args = {k: v for k, v in (("category", f.category), ("value", f.value)) if v}
            calls.append(_tool_call("forget_user_memory", args))
    if not calls and "recall_memories" in tool_names and RECALL_QUESTION.search(user_message.lower()):
        # "what did we decide?" is answered from the decisions, meals and mishaps recorded, not from every word said
        query, layer = user_message, {}
        if DECIDED_ASKED.search(user_message.lower()):  # in the words choices are made in
            query, layer = f"{user_message} decided settled going with let's", {"layer": "episodic"}
        calls.append(_tool_call("recall_memories", {"query": query, "limit": 5, **layer}))
    if calls:
        return None, calls
    if HOUSEHOLD_CHANGED.search(user_message.lower()) and not replies.wants_recipe(user_message.lower()):
        return replies.Reply("acknowledge", HOW_MANY_NOW), []  # "my son moved back home": the count is not said
    if (besides := asks_not_to_keep(user_message)) and not replies.wants_recipe(besides):
        return replies.Reply("acknowledge", replies.NOT_KEPT), []  # "don't save this, but I'm keto for now"
    if profile.just_saved:  # the fast path saved what this message says; a model reading memory now finds nothing new
        return replies.after_tools(user_message, profile, [], current, stated=user_message), []
    if replies.MEMORY_OFF_MARK in system:
        profile = _conversation_profile(profile, [user_message])
        if found.claims and not replies.wants_recipe(user_message.lower()):
            said = ", ".join(c.value for c in found.claims)
            return replies.Reply("acknowledge", (
                f"I'll keep **{said}** in mind for this chat. This chat keeps memory out, so I won't remember it "
                "afterwards — say it in a normal chat if you'd like me to."
            )), []  # fmt: skip
    reply = replies.answer(user_message, profile, forget_everything=found.forget_everything, state=current)
    return reply, []


def plan(messages: list[dict], tool_names: set[str]) -> tuple[str, list[dict]]:
    """The coach's next move as litellm needs it: (reply text, tool calls)."""
    reply, calls = respond(messages, tool_names)
    return (reply.text if reply else ""), calls


def _usage(messages: list[dict], text: str) -> dict:
    prompt = sum(len(_text(m.get("content")).split()) for m in messages)
    completion = len(text.split())
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def _tool_names(kwargs: dict) -> set[str]:
    tools = (kwargs.get("optional_params") or {}).get("tools") or []
    return {t.get("function", {}).get("name") for t in tools}


def make_provider():
    """The litellm CustomLLM instance; litellm is imported here, lazily, like everywhere else."""
    from litellm import CustomLLM, ModelResponse

    class OfflineCoach(CustomLLM):
        def completion(self, model, messages, *args, **kwargs):
            text, calls = plan(messages, _tool_names(kwargs))
            message = {"role": "assistant", "content": text or None}
            if calls:
                message["tool_calls"] = calls
            return ModelResponse(
                model="mise/offline-coach",
                choices=[{"index": 0, "message": message, "finish_reason": "tool_calls" if calls else "stop"}],
                usage=_usage(messages, text),
            )

        def streaming(self, model, messages, *args, **kwargs) -> Iterator[dict]:
            text, calls = plan(messages, _tool_names(kwargs))
            for index, call in enumerate(calls):
                yield {
                    "text": "",
                    "tool_use": {**call, "index": index},
                    "is_finished": False,
                    "finish_reason": "",
                    "usage": None,
                    "index": 0,
                }
            # line by line: each chunk costs litellm about 2 ms of bookkeeping, so word-sized chunks
            # were most of a turn's time under load (bench/chat_load.py); a line still streams
            for piece in re.findall(r"[^\n]*\n|[^\n]+", text):
                yield {
                    "text": piece,
                    "tool_use": None,
                    "is_finished": False,
                    "finish_reason": "",
                    "usage": None,
                    "index": 0,
                }
            yield {
                "text": "",
                "tool_use": None,
                "is_finished": True,
                "finish_reason": "tool_calls" if calls else "stop",
                "usage": _usage(messages, text),
                "index": 0,
            }

    return OfflineCoach()
