"""Messages a player reads (deck-rule violations, deck-text line errors), in English, that remember
their template and values so the web layer can say them in the page's language.

`say("{total} copies of {name}; the most is {limit}.", total=5, name="Aster", limit=4)` is the English
string itself (a `str`), with `.template` and `.params` beside it. `_()` marks a template for the
translation catalogues (makemessages finds `_("...")`); the engine never translates anything.
`as_data`/`from_data` carry a message through JSON (stored decks and jobs keep their violations)."""
from __future__ import annotations


def _(template: str) -> str:
    """Marks a message template for the translation catalogues; returns it unchanged."""
    return template


class Message(str):
    """An English message with the template and values it was made from."""

    template: str
    params: dict

    def __new__(cls, template: str, params: dict) -> Message:
        text = super().__new__(cls, template.format(**params))
        text.template = template
        text.params = params
        return text

    def __reduce__(self):  # pickles (Celery results, caches) as a Message, not a bare str
        return (Message, (self.template, self.params))


def say(template: str, **params) -> Message:
    return Message(template, params)


def as_data(text: str):
    """A message as JSON data: {"template", "params"} (params may hold messages), or a plain string."""
    if isinstance(text, Message):
        return {"template": text.template, "params": {k: as_data(v) for k, v in text.params.items()}}
    return text


def from_data(data) -> str:
    """The message `as_data` wrote (a plain string stays one)."""
    if isinstance(data, dict) and "template" in data:
        return Message(data["template"], {k: from_data(v) for k, v in (data.get("params") or {}).items()})
    return data


def render(text, translate) -> str:
    """A message in another language: `translate(template)` for it and for each message among its values."""
    if not isinstance(text, Message):
        return str(text)
    params = {k: render(v, translate) for k, v in text.params.items()}
    try:
        return translate(text.template).format(**params)
    except (KeyError, IndexError, ValueError):  # a translation that names other values: the English one
        return text.template.format(**params)
