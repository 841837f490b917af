"""OpenAPI pieces: the one error shape (config/errors.py) as a schema component, and a hook that
keeps the unversioned alias paths out of the schema (they are the same endpoints as /api/v1/)."""
from __future__ import annotations

from drf_spectacular.utils import inline_serializer
from rest_framework import serializers

Errors = inline_serializer("Error", fields={"error": inline_serializer("ErrorBody", fields={
    "code": serializers.CharField(help_text="Stable, machine-readable: invalid, not-found, version-conflict, …"),
    "message": serializers.CharField(help_text="One sentence saying what is wrong."),
    "details": serializers.DictField(help_text="For invalid input: the messages keyed by field."),
})})

# The errors any endpoint that reads an object may answer.
ERRORS = {400: Errors, 401: Errors, 403: Errors, 404: Errors}


def only_versioned(endpoints):
    """PREPROCESSING_HOOKS: document /api/v1/ only."""
    return [endpoint for endpoint in endpoints if endpoint[0].startswith("/api/v1/")]
