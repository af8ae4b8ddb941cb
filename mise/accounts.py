"""Sign-up, log-in and log-out pages, and the token endpoints of the API."""

from __future__ import annotations

from django import forms
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import authenticate, login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.models import User
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError, transaction
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.authtoken.models import Token
from rest_framework.decorators import (
    api_view,
    authentication_classes,
    permission_classes,
)
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from common.api_errors import error_response
from common.fields import StrictCharField
from mise import login_guard
from mise.models import THEMES, Preference


class GuardedLoginView(auth_views.LoginView):
    """The log-in page, refusing an address or a username that failed too often (login_guard)."""

    redirect_authenticated_user = True

    def post(self, request, *args, **kwargs):
        wait = login_guard.locked_for(request, request.POST.get("username", ""))
        if wait:
            context = self.get_context_data(
                form=self.get_form_class()(request), lockout=login_guard.lockout_message(wait)
            )
            response = self.render_to_response(context, status=429)
            response["Retry-After"] = str(wait)
            return response
        return super().post(request, *args, **kwargs)

    def form_valid(self, form):
        login_guard.record_success(self.request, form.get_user().get_username())
        return super().form_valid(form)

    def form_invalid(self, form):
        login_guard.record_failure(self.request, self.request.POST.get("username", ""))
        return super().form_invalid(form)


class SignupForm(UserCreationForm):
    """Username, an optional e-mail (only for resetting a forgotten password) and a password, with
    one short line of guidance each instead of Django's list of rules."""

    email = forms.EmailField(
        required=False, label="E-mail (optional)", help_text="Only used to reset your password if you forget it."
    )

    class Meta(UserCreationForm.Meta):
        fields = ("username", "email")

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.fields["username"].help_text = "Letters, digits and @ . + - _ only."
        self.fields["password1"].help_text = "At least 8 characters; a few words together are easy to remember."
        self.fields["password2"].help_text = ""
        self.fields["password2"].label = "Password again"


def signup(request):
    if not settings.SIGNUP_ENABLED:
        messages.error(request, "Sign-up is closed on this server. Ask its administrator for an account.")
        return redirect("login")
    form = SignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        messages.success(request, f"Welcome to Mise, {user.username}! Tell the coach what you like to cook.")
        return redirect("chat")
    return render(request, "registration/signup.html", {"form": form})


class CredentialsSerializer(serializers.Serializer):
    username = StrictCharField(max_length=150)
    password = StrictCharField(max_length=128, trim_whitespace=False)


TokenSerializer = inline_serializer("Token", {"token": serializers.CharField()})


TAKEN = "A user with that username already exists."


class SignupSerializer(CredentialsSerializer):
    def validate_username(self, value: str) -> str:
        value = User.normalize_username(value)  # as it will be stored: "þ¹" is "þ1" (NFKC)
        User.username_validator(value)
        if User.objects.filter(username__iexact=value).exists():
            raise serializers.ValidationError(TAKEN)
        return value

    def validate(self, attrs: dict) -> dict:
        try:
            validate_password(attrs["password"], User(username=attrs["username"]))
        except DjangoValidationError as error:
            raise serializers.ValidationError({"password": list(error.messages)}) from None
        return attrs


@extend_schema(request=SignupSerializer, responses={201: TokenSerializer}, tags=["auth"])
@api_view(["POST"])
@authentication_classes([])
@permission_classes([AllowAny])
def api_signup(request):
    if not settings.SIGNUP_ENABLED:
        return error_response("signup_disabled", "Sign-up is closed on this server.", status.HTTP_403_FORBIDDEN)
    serializer = SignupSerializer(data=request.data)
    serializer.is_valid(raise_exception=True)
    try:
        with transaction.atomic():
            user = User.objects.create_user(**serializer.validated_data)
    except IntegrityError:  # the same name taken by a signup that landed between the check and this one
        raise serializers.ValidationError({"username": [TAKEN]}) from None
    token, _ = Token.objects.get_or_create(user=user)
    return Response({"token": token.key}, status=status.HTTP_201_CREATED)


@extend_schema(request=CredentialsSerializer, responses={200: TokenSerializer}, tags=["auth"])
@api_view(["POST"])
@authentication_classes([])
@permission_classes([AllowAny])
def api_token(request):
    serializer = CredentialsSerializer(data=request.data)
    serializer.is_valid(raise_exception=True)
    username = serializer.validated_data["username"]
    wait = login_guard.locked_for(request, username)
    if wait:
        response = error_response("locked_out", login_guard.lockout_message(wait), status.HTTP_429_TOO_MANY_REQUESTS)
        response["Retry-After"] = str(wait)
        return response
    user = authenticate(request, **serializer.validated_data)
    if user is None:
        login_guard.record_failure(request, username)
        return error_response(
            "invalid_credentials", "That username and password do not match an account.", status.HTTP_400_BAD_REQUEST
        )
    login_guard.record_success(request, username)
    token, _ = Token.objects.get_or_create(user=user)
    return Response({"token": token.key})


@login_required
@require_POST
def set_theme(request):
    """The theme toggle: light, dark or like the device, remembered for this person."""
    chosen = request.POST.get("theme", "")
    if chosen in dict(THEMES):
        Preference.objects.update_or_create(user=request.user, defaults={"theme": chosen})
    back = request.POST.get("next", "")
    return redirect(back if url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()}) else "chat")
