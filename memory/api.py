"""The memory part of the REST API (the contract is `API.md` in the shared docs): each view calls one service or selector."""

from __future__ import annotations

from django.http import HttpResponse
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.decorators import api_view
from rest_framework.response import Response

from common.api_errors import error_response
from memory import rules, selectors, services
from memory.consolidate.consolidation import consolidate_user
from memory.serializers import (
    MemoryCreateSerializer,
    MemoryEditSerializer,
    MemoryItemSerializer,
    SettingsSerializer,
    SnapshotSerializer,
)
from memory.timestamps import parse_timestamp

REFUSAL_STATUS = {
    "not_found": 404,
    "category_full": 409,
    "memory_full": 409,
    "duplicate": 409,
    "needs_confirmation": 409,
    "not_restorable": 409,
    "not_active": 409,
}


def _refusal(result: services.MemoryResult) -> Response:
    return error_response(result.code, result.message, REFUSAL_STATUS.get(result.code, 400))


def _item_response(result: services.MemoryResult, ok_status: int = 200) -> Response:
    if not result.ok:
        return _refusal(result)
    return Response(MemoryItemSerializer(result.item).data, status=ok_status)


@extend_schema(
    methods=["GET"],
    parameters=[
        OpenApiParameter("status", enum=[*rules.STATUSES, "all"], default="active"),
        OpenApiParameter("category", enum=list(rules.CATEGORIES)),
    ],
    responses=MemoryItemSerializer(many=True),
    tags=["memory"],
)
@extend_schema(methods=["POST"], request=MemoryCreateSerializer, responses={201: MemoryItemSerializer}, tags=["memory"])
@api_view(["GET", "POST"])
def memories(request):
    return _create(request) if request.method == "POST" else _list(request)


def _list(request) -> Response:
    wanted = request.query_params.get("status", rules.ACTIVE)
    category = request.query_params.get("category")
    if wanted not in (*rules.STATUSES, "all"):
        return error_response("invalid_status", f"status must be one of {', '.join(rules.STATUSES)} or all.", 400)
    if category is not None and category not in rules.CATEGORIES:
        return error_response("unknown_category", f"category must be one of {', '.join(rules.CATEGORIES)}.", 400)
    items = selectors.memory_items(user=request.user, status=wanted, category=category)
    return Response(MemoryItemSerializer(items, many=True).data)


def _invalid(errors: dict) -> Response:
    if "category" in errors:
        return error_response("unknown_category", str(errors["category"][0]), 400)
    field = next(iter(errors))
    return error_response("invalid", f"{field}: {errors[field][0]}", 400)


def _create(request) -> Response:
    if not isinstance(request.data, dict):
        return error_response("invalid", "Send a JSON object with category and value.", 400)
    serializer = MemoryCreateSerializer(data=request.data)
    if not serializer.is_valid():
        return _invalid(serializer.errors)
    result = services.memory_add_by_user(user=request.user, **serializer.validated_data)
    return _item_response(result, status.HTTP_201_CREATED)


@extend_schema(methods=["DELETE"], request=None, responses=MemoryItemSerializer, tags=["memory"])
@extend_schema(
    methods=["PATCH"],
    request=MemoryEditSerializer,
    responses=MemoryItemSerializer,
    tags=["memory"],
    description="The user's edit: the item becomes confirmed; a new wording replaces the old one, "
    "which stays in the item's history.",
)
@api_view(["DELETE", "PATCH"])
def memory_item(request, item_id: int):
    if request.method == "DELETE":
        return _item_response(services.memory_delete(user=request.user, item_id=item_id, actor="user"))
    if not isinstance(request.data, dict):
        return error_response("invalid", "Send a JSON object with value and/or category.", 400)
    serializer = MemoryEditSerializer(data=request.data)
    if not serializer.is_valid():
        return _invalid(serializer.errors)
    if not serializer.validated_data:
        return error_response("invalid", "Give a new value, a new category, or both.", 400)
    return _item_response(services.memory_edit(user=request.user, item_id=item_id, **serializer.validated_data))


@extend_schema(request=None, responses=MemoryItemSerializer, tags=["memory"])
@api_view(["POST"])
def memory_confirm(request, item_id: int):
    return _item_response(services.memory_confirm(user=request.user, item_id=item_id, actor="user"))


@extend_schema(request=None, responses=MemoryItemSerializer, tags=["memory"])
@api_view(["POST"])
def memory_restore(request, item_id: int):
    return _item_response(services.memory_restore(user=request.user, item_id=item_id, actor="user"))


@extend_schema(responses=MemoryItemSerializer(many=True), tags=["memory"])
@api_view(["GET"])
def memory_history(request, item_id: int):
    chain = selectors.memory_history(user=request.user, item_id=item_id)
    if chain is None:
        return error_response("not_found", "No memory with that id.", 404)
    return Response(MemoryItemSerializer(chain, many=True).data)


@extend_schema(responses=SnapshotSerializer, tags=["memory"])
@api_view(["GET"])
def memory_snapshot(request):
    snapshot = selectors.memory_snapshot(user=request.user)
    return Response({"text": snapshot.text, "tokens": snapshot.tokens})


@extend_schema(methods=["GET"], responses=SettingsSerializer, tags=["memory"])
@extend_schema(methods=["PATCH"], request=SettingsSerializer, responses=SettingsSerializer, tags=["memory"])
@api_view(["GET", "PATCH"])
def memory_settings(request):
    if request.method == "PATCH":
        serializer = SettingsSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        services.memory_set_learning(user=request.user, enabled=serializer.validated_data["learning_enabled"])
    return Response({"learning_enabled": selectors.learning_enabled(user=request.user)})


@extend_schema(responses={200: dict}, tags=["memory"], description="Everything of the caller's, as JSON.")
@api_view(["GET"])
def export(request):
    return Response(selectors.export_user(user=request.user))


@extend_schema(responses={(200, "text/markdown"): str}, tags=["memory"])
@api_view(["GET"])
def export_profile(request):
    return HttpResponse(selectors.profile_markdown(user=request.user), content_type="text/markdown; charset=utf-8")


@extend_schema(request=None, responses={204: None}, tags=["auth"])
@api_view(["DELETE"])
def me(request):
    services.erase_user(user=request.user)
    return Response(status=status.HTTP_204_NO_CONTENT)


ConsolidationCounts = inline_serializer(
    "ConsolidationCounts",
    {name: serializers.IntegerField() for name in ("turns_processed", "created", "updated", "superseded", "evicted")},
)


@extend_schema(request=None, responses=ConsolidationCounts, tags=["memory"])
@api_view(["POST"])
def consolidate(request):
    return Response(consolidate_user(user=request.user).counts())


RecallHit = inline_serializer(
    "RecallHit",
    {
        "layer": serializers.ChoiceField(choices=selectors.LAYERS),
        "text": serializers.CharField(),
        "score": serializers.FloatField(),
        "created_at": serializers.DateTimeField(),
        "item_id": serializers.IntegerField(required=False),
        "source": inline_serializer(
            "RecallSource",
            {
                "conversation_id": serializers.IntegerField(allow_null=True),
                "turn_id": serializers.IntegerField(allow_null=True),
                "external_id": serializers.CharField(allow_null=True),
            },
        ),
    },
)


HISTORY_FLAGS = {"1": True, "true": True, "0": False, "false": False}


@extend_schema(
    parameters=[
        OpenApiParameter("q", str, required=True),
        OpenApiParameter("layer", enum=list(selectors.LAYERS)),
        OpenApiParameter("since", str),
        OpenApiParameter("until", str),
        OpenApiParameter("as_of", str),
        OpenApiParameter("limit", int, default=10),
        OpenApiParameter(
            "history", str, enum=list(HISTORY_FLAGS), default="0", description="1: superseded and forgotten facts too."
        ),
    ],
    responses=inline_serializer("RecallResponse", {"hits": serializers.ListField(child=RecallHit)}),
    tags=["memory"],
)
@api_view(["GET"])
def recall_view(request):
    params = request.query_params
    query = (params.get("q") or "").strip()
    if not query:
        return error_response("invalid", "q: give a query, e.g. ?q=what did I cook last week", 400)
    if len(query) > rules.MAX_TEXT_CHARS:
        return error_response("too_long", f"q: search for at most {rules.MAX_TEXT_CHARS:,} characters at a time.", 400)
    layer = params.get("layer")
    if layer is not None and layer not in selectors.LAYERS:
        return error_response("invalid", f"layer must be one of {', '.join(selectors.LAYERS)}.", 400)
    moments = {}
    for name in ("since", "until", "as_of"):
        if params.get(name):
            moments[name] = parse_timestamp(params[name])
            if moments[name] is None:
                return error_response("invalid", f"{name}: {params[name]!r} is not an ISO 8601 timestamp.", 400)
    try:
        limit = int(params.get("limit", 10))
    except ValueError:
        return error_response("invalid", "limit must be a whole number from 1 to 100.", 400)
    if not 1 <= limit <= 100:
        return error_response("invalid", "limit must be a whole number from 1 to 100.", 400)
    history = params.get("history", "0").lower()
    if history not in HISTORY_FLAGS:
        return error_response("invalid", "history must be 1 (true) or 0 (false).", 400)
    hits = selectors.recall(
        user=request.user,
        query=query,
        layer=layer,
        limit=limit,
        history=HISTORY_FLAGS[history],
        **moments,
    )
    return Response({"hits": [h.as_json() for h in hits]})
