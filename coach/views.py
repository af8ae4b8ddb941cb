"""Pages of the chat app and the health endpoint."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.views.decorators.cache import never_cache

from coach.health import check_broker, check_database


@never_cache
def healthz(request):
    checks = {"database": check_database(), "broker": check_broker()}
    ok = all(value == "ok" for value in checks.values())
    return JsonResponse(checks, status=200 if ok else 503)


def home(request):
    return redirect("chat")


@login_required
def chat(request):
    return render(request, "coach/chat.html")
