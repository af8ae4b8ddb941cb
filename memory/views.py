"""Settings → Memory: see, confirm, delete, restore and add memories; learning switch; profile;
export; erase. Each action calls one service and re-renders the page's memory partial for htmx,
or redirects back for a plain form post."""

from __future__ import annotations

import json

from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from memory import selectors, services
from memory.models import MemoryItem

PAGE = "memory/memory.html"


def memory_context(user, request=None) -> dict:
    params = request.GET if request is not None else {}
    return selectors.memory_page(
        user=user,
        query=params.get("q", "")[:100],
        category=params.get("category", ""),
        trust=params.get("trust", ""),
    )


def _respond(request, result: services.MemoryResult | None = None, *, form_errors: dict | None = None):
    if result is not None:
        (messages.success if result.ok else messages.error)(request, result.message)
    if request.htmx:
        context = memory_context(request.user) | {"form_errors": form_errors or {}}
        return render(request, f"{PAGE}#memory-body", context, status=200 if not form_errors else 400)
    return HttpResponseRedirect(reverse("memory"))


@login_required
def memory_page(request):
    context = memory_context(request.user, request) | {"form_errors": {}}
    if request.htmx and request.htmx.target == "memory-body":  # the search box: just the list
        return render(request, f"{PAGE}#memory-body", context)
    return render(request, PAGE, context)


@login_required
@require_POST
def memory_edit(request, item_id: int):
    get_object_or_404(MemoryItem, user=request.user, pk=item_id)
    result = services.memory_edit(
        user=request.user,
        item_id=item_id,
        value=request.POST.get("value"),
        category=request.POST.get("category") or None,
        actor="user",
    )
    if not result.ok and request.htmx:
        return _respond(request, form_errors={"edit": result.message, "edit_item": item_id})
    return _respond(request, result)


@login_required
@require_POST
def memory_confirm(request, item_id: int):
    get_object_or_404(MemoryItem, user=request.user, pk=item_id)
    return _respond(request, services.memory_confirm(user=request.user, item_id=item_id, actor="user"))


@login_required
@require_POST
def memory_delete(request, item_id: int):
    get_object_or_404(MemoryItem, user=request.user, pk=item_id)
    return _respond(request, services.memory_delete(user=request.user, item_id=item_id, actor="user"))


@login_required
@require_POST
def memory_restore(request, item_id: int):
    get_object_or_404(MemoryItem, user=request.user, pk=item_id)
    return _respond(request, services.memory_restore(user=request.user, item_id=item_id, actor="user"))


@login_required
@require_POST
def memory_add(request):
    result = services.memory_add_by_user(
        user=request.user,
        category=request.POST.get("category", ""),
        value=request.POST.get("value", ""),
        evidence=request.POST.get("evidence", ""),
    )
    if not result.ok and request.htmx:
        return _respond(request, form_errors={"add": result.message})
    return _respond(request, result)


@login_required
@require_POST
def memory_learning(request):
    enabled = request.POST.get("learning_enabled") == "on"
    services.memory_set_learning(user=request.user, enabled=enabled)
    messages.success(request, "Learning is on." if enabled else "Learning is off: I won't save anything new.")
    return _respond(request)


@login_required
def memory_profile(request):
    diffs = selectors.profile_versions(user=request.user)
    context = {
        "markdown": selectors.profile_markdown(user=request.user),
        "latest": diffs[0]["version"] if diffs else None,
        "diffs": diffs,
    }
    return render(request, "memory/profile.html", context)


@login_required
def export_profile(request):
    response = HttpResponse(selectors.profile_markdown(user=request.user), content_type="text/markdown; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="mise-profile.md"'
    return response


@login_required
def export_json(request):
    response = HttpResponse(
        json.dumps(selectors.export_user(user=request.user), indent=2, default=str), content_type="application/json"
    )
    response["Content-Disposition"] = 'attachment; filename="mise-export.json"'
    return response


ERASE_PHRASE = "forget everything"


@login_required
def erase(request):
    if request.method == "POST":
        if request.POST.get("confirm", "").strip().lower() != ERASE_PHRASE:
            messages.error(request, f'Type "{ERASE_PHRASE}" exactly to erase everything. Nothing was deleted.')
            return redirect("memory-erase")
        user = request.user
        logout(request)
        services.erase_user(user=user)
        messages.success(request, "Everything is gone: your memories, conversations and account were erased.")
        return redirect("login")
    return render(request, "memory/erase.html", {"phrase": ERASE_PHRASE})
