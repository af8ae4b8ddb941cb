"""What the offline coach says: answers about memory, recipes, and acknowledgements of tool results."""

from __future__ import annotations

import re

from memory import rules
from offline_coach.catalog import Choice, catalog, choose
from offline_coach.profile import ATTRIBUTE, Profile

RECIPE_REQUEST = re.compile(
    r"\b(?:recipe|recipes|cook|make|dinner|lunch|breakfast|supper|meal|dish|eat|hungry|suggest|idea|ideas|"
    r"something|what should i|what can i|tonight|feed|menu|snack|dessert)\b"
)
ABOUT_ME = re.compile(
    r"\bwhat (?:do you|did you) (?:know|remember|learn(?:ed)?)\b|\babout me\b|\bmy profile\b|"
    r"\bwhat have you learned\b|\bwhat do you have on me\b"
)
ALLERGY_QUESTION = re.compile(r"\b(?:what|which)\b.*\ballergic\b|\bmy allerg")
DIET_QUESTION = re.compile(r"\bwhat(?:'s| is) my diet\b|\bwhat diet\b|\bdo i eat\b")
GREETING = re.compile(r"^(?:hi|hello|hey|good (?:morning|evening|afternoon)|yo|hiya)\b")
THANKS = re.compile(r"^(?:thanks|thank you|ok|okay|cool|great|nice|perfect|got it|sounds good|awesome)\b")


def answer(message: str, profile: Profile, system: str, history: list[str], *, forget_everything=False) -> str:
    text = message.lower().strip()
    if forget_everything:
        return (
            "I can't erase everything from chat. Open **Memory** settings and use **Forget everything** — it "
            "removes every memory and conversation of yours for good."
        )
    if ALLERGY_QUESTION.search(text):
        if profile.allergies:
            return f"You told me you're allergic to **{', '.join(profile.allergies)}** — I never suggest them."
        return "You haven't told me about any allergies. If you have one, tell me (\"I'm allergic to ...\")."
    if DIET_QUESTION.search(text):
        return f"Your diet: **{profile.diet}**." if profile.diet else "You haven't told me about a diet."
    if ABOUT_ME.search(text):
        return describe(profile)
    if wants_recipe(text):
        return recipe_reply(message, profile, history)
    if GREETING.search(text):
        return (
            "Hi! I'm Mise, your cooking coach. Tell me what you love or can't stand, any allergies or diet, "
            "and ask me for a recipe whenever you're hungry."
        )
    if THANKS.search(text):
        return "Happy to help! Ask me for a recipe whenever you like."
    return (
        "I'm your cooking coach: tell me about your tastes, allergies, diet or goals, ask what I remember, "
        'or ask for a recipe ("what should I cook tonight?").'
    )


def wants_recipe(text: str) -> bool:
    """A request for food in some sentence, not a statement that merely mentions eating or cooking
    ("I eat fish now", "heads up: I cook for two on weeknights")."""
    return any(_asks_for_food(sentence) for sentence in re.split(r"(?<=[.!?])\s+|\n+", text) if sentence.strip())


def _asks_for_food(sentence: str) -> bool:
    if not RECIPE_REQUEST.search(sentence):
        return False
    statement = re.match(r"^(?:[\w ]+: )?(?:actually |well |so )?(?:i|i'm|im|i am|we|we're)\b", sentence)
    if not statement or "?" in sentence:
        return True
    return bool(re.search(r"\b(?:hungry|recipe|suggest|idea|what (?:should|can) i|need|please)\b", sentence))


def describe(profile: Profile) -> str:
    if profile.is_empty():
        return (
            "I don't know anything about you yet. Tell me what you like, what you avoid, any allergies or "
            "your diet, and I'll remember it — you can see and edit everything under **Memory**."
        )
    lines = ["Here's what I know about you:", ""]
    if profile.allergies:
        lines.append(f"- **Allergies:** {', '.join(profile.allergies)} (I never suggest these)")
    if profile.safety_avoids:
        lines.append(f"- **Must avoid:** {', '.join(profile.safety_avoids)}")
    for category in rules.DISPLAY_ORDER:
        if category == rules.ALLERGY:
            continue
        value = getattr(profile, ATTRIBUTE[category])
        values = [value] if isinstance(value, str) else value or []
        if values:
            lines.append(f"- **{rules.CATEGORY[category].title}:** {', '.join(values)}")
    lines.append("\nCorrect me any time, or edit it all under **Memory**.")
    return "\n".join(lines)


def _seen(history: list[str]) -> tuple[str, ...]:
    names = {r.name for r in catalog()}
    return tuple(name for name in names if any(name in h for h in history[-3:]))


def recipe_reply(message: str, profile: Profile, history: list[str]) -> str:
    choice = choose(profile, message, seen=_seen(history))
    if choice is None:
        return (
            "I couldn't find a recipe in my collection that is safe for everything you avoid. Tell me an "
            "ingredient you'd like to use and I'll work from that."
        )
    return format_recipe(choice)


def format_recipe(choice: Choice) -> str:
    recipe = choice.recipe
    styles = f" · {', '.join(recipe.styles[:2])}" if recipe.styles else ""
    lines = [f"How about **{recipe.name}**? ({recipe.cuisine.title()}{styles})", "", "**Ingredients**", ""]
    lines += [f"- {line}" for line in choice.ingredients]
    lines += ["", "**Method**", ""]
    lines += [f"{n}. {step}" for n, step in enumerate(choice.steps, 1)]
    if choice.reasons:
        lines += ["", f"_Shaped by what I remember: {'; '.join(choice.reasons)}._"]
    return "\n".join(lines)


def _with_results(profile: Profile, results: list[dict]) -> Profile:
    """The profile as it is after this turn's saves and forgets."""
    updated = Profile(**{k: (list(v) if isinstance(v, list) else v) for k, v in vars(profile).items()})
    for result in results:
        if result.get("name") != "save_user_memory" or not result.get("ok"):
            continue
        category, value = result.get("category"), result.get("value")
        attribute = "allergies" if category == rules.ALLERGY else ATTRIBUTE.get(category)
        target = getattr(updated, attribute) if attribute and category != rules.DIET else None
        if category == rules.DIET:
            updated.diet = value
        elif target is not None and value not in target:
            target.append(value)
        if result.get("protected") and category == "abstract_dislike" and value not in updated.safety_avoids:
            updated.safety_avoids.append(value)
    return updated


def after_tools(message: str, profile: Profile, results: list[dict], system: str, history: list[str]) -> str:
    parts = [_acknowledge(r) for r in results]
    parts = [p for p in parts if p]
    updated = _with_results(profile, results)
    recalled = [r for r in results if r.get("name") == "recall_memories"]
    if recalled:
        parts.append(_recall_answer(recalled[-1]))
    elif wants_recipe(message.lower().strip()):
        parts.append(recipe_reply(message, updated, history))
    return "\n\n".join(parts) or "Done."


def _acknowledge(result: dict) -> str:
    name, code = result.get("name"), result.get("code", "")
    value = result.get("value") or ", ".join(result.get("values", [])) or "that"
    if name == "save_user_memory":
        if result.get("ok"):
            kind = rules.CATEGORY[result["category"]].chip if result.get("category") in rules.CATEGORY else "memories"
            if result.get("category") == "allergy":
                return f"Noted — you're allergic to **{value}**. I'll never suggest it, and I'll keep that safe."
            return f"Got it — I'll remember **{value}** ({kind})."
        if code == "learning_off":
            return "Learning is switched off, so I didn't save that. You can turn it back on under **Memory**."
        return f"I couldn't save that: {result.get('message', 'it was refused')}"
    if name == "forget_user_memory":
        if result.get("ok"):
            return f"Done — I've forgotten **{value}**."
        if code == "needs_confirmation":
            return (
                f"**{value}** is a safety fact (like an allergy). Are you sure you want me to forget it? "
                "Reply **yes** to confirm, or anything else to keep it."
            )
        if code == "confirmed":
            return (
                f"You confirmed **{value}** yourself, so I can't remove it from chat — you can delete it under "
                "**Memory** settings."
            )
        if code == "not_found":
            return "I don't have anything like that in memory, so there's nothing to forget."
        return f"I couldn't forget that: {result.get('message', 'it was refused')}"
    return ""


def _recall_answer(result: dict) -> str:
    hits = result.get("hits") or []
    if not hits:
        return "I don't find anything about that in our past conversations."
    lines = ["Here's what I found from before:", ""]
    for hit in hits[:5]:
        when = (hit.get("created_at") or "")[:10]
        lines.append(f"- {hit.get('text', '').strip()}" + (f" _({when})_" if when else ""))
    return "\n".join(lines)
