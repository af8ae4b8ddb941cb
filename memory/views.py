"""The Settings → Memory page."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.shortcuts import render


@login_required
def memory_page(request):
    return render(request, "memory/memory.html")
