"""Pages of the chat app (htmx, with plain-form fallbacks)."""

from __future__ import annotations

import json

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponseRedirect, StreamingHttpResponse
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_POST

from coach.chips import UNDO_REASON, chips_for
from coach.services import ChatInputError, chat_post_message, chat_reply, chat_turn
from coach.starters import starter_prompts
from memory import selectors
from memory import services as memory_services
from memory.models import Conversation

PAGE = "coach/chat.html"


def _exchanges(conversation: Conversation | None) -> list[dict]:
    """User turns paired with their replies and chips, oldest first."""
    if conversation is None:
        return []
    turns = selectors.conversation_turns(conversation=conversation)
    replies = {t.reply_to_id: t for t in turns if t.role == "assistant" and t.reply_to_id}
    return [{"turn": t, "reply": replies.get(t.pk), "chips": chips_for(t)} for t in turns if t.role == "user"]


@login_required
def chat(request, conversation_id: int | None = None):
    conversation = None
    if conversation_id is not None:
        conversation = selectors.conversation_get(user=request.user, conversation_id=conversation_id)
        if conversation is None:
            raise Http404("No such conversation.")
    context = {
        "conversation": conversation,
        "conversations": selectors.conversation_list(user=request.user, limit=50),
        "exchanges": _exchanges(conversation),
        "learning_enabled": selectors.learning_enabled(user=request.user),
    }
    if conversation is None:
        items = selectors.live_items(user=request.user).order_by("-created_at")
        context["starters"] = starter_prompts((item.category, item.value) for item in items[:50])
    return render(request, PAGE, context)


@login_required
@require_POST
def send(request):
    raw_id = request.POST.get("conversation_id") or None
    try:
        conversation_id = int(raw_id) if raw_id else None
        temporary = conversation_id is None and request.POST.get("temporary") == "1"
        use_memory = not (conversation_id is None and request.POST.get("no_memory") == "1")
        if not request.htmx:
            result = chat_turn(
                user=request.user,
                message=request.POST.get("message", ""),
                conversation_id=conversation_id,
                temporary=temporary,
                use_memory=use_memory,
            )
            if result.error:
                messages.error(request, result.error)
            return HttpResponseRedirect(reverse("conversation", args=[result.conversation.pk]))
        turn = chat_post_message(
            user=request.user,
            message=request.POST.get("message", ""),
            conversation_id=conversation_id,
            temporary=temporary,
            use_memory=use_memory,
        )
    except ValueError:
        raise Http404("No such conversation.") from None
    except ChatInputError as error:
        if error.status == 404:
            raise Http404("No such conversation.") from None
        if request.htmx:
            return render(request, f"{PAGE}#form-error", {"error": error.message}, status=400)
        messages.error(request, error.message)
        return redirect(reverse("conversation", args=[conversation_id]) if conversation_id else reverse("chat"))
    context = {"exchange": {"turn": turn, "chips": chips_for(turn)}, "conversation": turn.conversation}
    if conversation_id is None:  # a new conversation: refresh the sidebar too
        context["oob"] = True
        context["conversations"] = selectors.conversation_list(user=request.user, limit=50)
    response = render(request, f"{PAGE}#pending", context)
    response["HX-Push-Url"] = reverse("conversation", args=[turn.conversation_id])
    return response


def _user_turn(request, turn_id: int):
    turn = selectors.turn_get(user=request.user, turn_id=turn_id, role="user")
    if turn is None:
        raise Http404("No such message.")
    return turn


def _sse(event: str, data: str) -> str:
    lines = "\n".join(f"data: {line}" for line in data.split("\n"))
    return f"event: {event}\n{lines}\n\n"


@login_required
def stream(request, turn_id: int):
    """Server-sent events for one reply: "delta" text as it is produced, then "done" (or "error") HTML."""
    turn = _user_turn(request, turn_id)

    def events():
        for event in chat_reply(user=request.user, turn=turn):
            if event.kind == "delta":
                yield _sse("delta", json.dumps(event.text))
            elif event.kind == "done":
                exchange = {"turn": turn, "reply": selectors.turn_reply(turn=turn), "chips": chips_for(turn)}
                yield _sse("done", render_to_string(f"{PAGE}#exchange", {"exchange": exchange}, request=request))
            elif event.kind == "error":
                yield _sse(
                    "error",
                    render_to_string(
                        f"{PAGE}#failed", {"exchange": {"turn": turn}, "error": event.text}, request=request
                    ),
                )

    response = StreamingHttpResponse(events(), content_type="text/event-stream")
    response["Cache-Control"] = "no-cache"
    response["X-Accel-Buffering"] = "no"
    return response


@login_required
@require_POST
def retry(request, turn_id: int):
    """The no-JavaScript retry: answer the saved turn synchronously."""
    turn = _user_turn(request, turn_id)
    for event in chat_reply(user=request.user, turn=turn):
        if event.kind == "error":
            messages.error(request, event.text)
    return HttpResponseRedirect(reverse("conversation", args=[turn.conversation_id]))


@login_required
@require_POST
def undo(request, turn_id: int):
    """Undo a chip: remove what this turn saved, or restore what it forgot."""
    turn = _user_turn(request, turn_id)
    chip = next((c for c in chips_for(turn) if str(c.item_id) == request.POST.get("item_id")), None)
    if chip is None:
        raise Http404("Nothing to undo.")
    if chip.kind == "saved":
        result = memory_services.memory_delete(user=request.user, item_id=chip.item_id, reason=UNDO_REASON)
    else:
        result = memory_services.memory_restore(user=request.user, item_id=chip.item_id)
    if not result.ok:
        messages.error(request, result.message)
    if request.htmx:
        return render(
            request,
            f"{PAGE}#chips",
            {"exchange": {"turn": turn, "chips": chips_for(turn)}, "undo_message": result.message},
        )
    return HttpResponseRedirect(reverse("conversation", args=[turn.conversation_id]))
