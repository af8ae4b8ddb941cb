"""Serializer fields that take JSON types as they are: no number for a string, no "yes" for true.

DRF coerces by default ("0" is false, 5 is the text "5"); the API is JSON and its schema says which
type each field has, so anything else is a 400 that names the field.
"""

from __future__ import annotations

from rest_framework import serializers


class StrictCharField(serializers.CharField):
    def run_validation(self, data=serializers.empty):
        # the limit is on the text as sent, as the schema's maxLength says, not on what is left once
        # surrounding spaces are trimmed
        if isinstance(data, str) and self.max_length is not None and len(data) > self.max_length:
            self.fail("max_length", max_length=self.max_length)
        return super().run_validation(data)

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictIntegerField(serializers.IntegerField):
    def to_internal_value(self, data):
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictBooleanField(serializers.BooleanField):
    default_error_messages = {"invalid": "Must be true or false."}

    def to_internal_value(self, data):
        if not isinstance(data, bool):
            self.fail("invalid")
        return data
