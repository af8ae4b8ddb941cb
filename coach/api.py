"""The chat part of the REST API (the contract is `API.md` in the shared docs)."""

from __future__ import annotations

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.decorators import api_view
from rest_framework.response import Response

from coach.services import ChatInputError, chat_turn
from common.api_errors import error_response
from common.fields import StrictBooleanField, StrictCharField, StrictIntegerField
from common.timing import measured, server_timing
from memory import selectors
from memory.models import Conversation


class ChatRequest(serializers.Serializer):
    message = StrictCharField(allow_blank=True, trim_whitespace=False)
    conversation_id = StrictIntegerField(required=False, allow_null=True)
    temporary = StrictBooleanField(
        required=False, default=False, help_text="Start a conversation that neither reads nor writes memory."
    )
    use_memory = StrictBooleanField(
        required=False, default=True, help_text="false: keep memory out of this new conversation's prompts and writes."
    )


ChatResponse = inline_serializer(
    "ChatResponse",
    {
        "conversation_id": serializers.IntegerField(),
        "reply": serializers.CharField(),
        "tool_calls": serializers.ListField(child=serializers.DictField()),
        "usage": inline_serializer(
            "ChatUsage", {"prompt_tokens": serializers.IntegerField(), "memory_tokens": serializers.IntegerField()}
        ),
    },
)


class TurnSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    role = serializers.CharField()
    content = serializers.CharField()
    created_at = serializers.DateTimeField()
    tool_calls = serializers.ListField(child=serializers.DictField())


class ConversationSerializer(serializers.ModelSerializer):
    class Meta:
        model = Conversation
        fields = ["id", "title", "temporary", "use_memory", "created_at", "updated_at"]


class ConversationDetailSerializer(ConversationSerializer):
    turns = TurnSerializer(many=True, read_only=True)

    class Meta(ConversationSerializer.Meta):
        fields = [*ConversationSerializer.Meta.fields, "turns"]


@extend_schema(request=ChatRequest, responses={200: ChatResponse}, tags=["chat"])
@api_view(["POST"])
def chat(request):
    if not isinstance(request.data, dict):
        return error_response("invalid", "Send a JSON object with a message.", 400)
    serializer = ChatRequest(data=request.data)
    if not serializer.is_valid():
        field = next(iter(serializer.errors))
        return error_response("invalid", f"{field}: {serializer.errors[field][0]}", 400)
    data = serializer.validated_data
    try:
        with measured() as timings:
            result = chat_turn(
                user=request.user,
                message=data["message"],
                conversation_id=data.get("conversation_id"),
                temporary=data["temporary"],
                use_memory=data["use_memory"],
            )
    except ChatInputError as error:
        return error_response(error.code, error.message, error.status)
    if result.error:
        return Response(
            {
                "error": "coach_unavailable",
                "detail": result.error,
                "conversation_id": result.conversation.pk,
                "turn_id": result.user_turn.pk,
            },
            status=503,
        )
    usage = {
        "prompt_tokens": result.usage.get("prompt_tokens", 0),
        "memory_tokens": result.usage.get("memory_tokens", 0),
    }
    return Response(
        {
            "conversation_id": result.conversation.pk,
            "reply": result.reply,
            "tool_calls": result.tool_calls,
            "usage": usage,
        },
        headers={"Server-Timing": server_timing(timings)},  # where the turn's time went (bench/chat_load.py)
    )


@extend_schema(responses=ConversationSerializer(many=True), tags=["chat"])
@api_view(["GET"])
def conversations(request):
    items = selectors.conversation_list(user=request.user)
    return Response(ConversationSerializer(items, many=True).data)


@extend_schema(responses=ConversationDetailSerializer, tags=["chat"])
@api_view(["GET"])
def conversation(request, conversation_id: int):
    found = selectors.conversation_get(user=request.user, conversation_id=conversation_id, with_turns=True)
    if found is None:
        return error_response("not_found", "No conversation with that id.", 404)
    return Response(ConversationDetailSerializer(found).data)
