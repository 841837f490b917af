"""Engine messages (engine.messages) in the page's language: the engine writes English and keeps each
message's template and values; here they are translated with Django's catalogues (locale/)."""
from django.utils.translation import gettext

from engine.messages import Message, from_data, render


def localized(text) -> str:
    """A message (or a plain string, returned as it is) in the active language."""
    return render(text, gettext) if isinstance(text, Message) else text


def localize(value):
    """`value` (an answer's data: dicts, lists, messages) with every engine message in the active language.
    A dict carrying `i18n` (a violation or line error, as stored) gets its `message` said again from it,
    and loses the `i18n` key (clients read `message`)."""
    if isinstance(value, Message):
        return render(value, gettext)
    if isinstance(value, dict):
        data = value.get("i18n")
        out = {key: localize(item) for key, item in value.items() if key != "i18n"}
        if data is not None and "message" in value:
            out["message"] = render(from_data(data), gettext)
        return out
    if isinstance(value, list):
        return [localize(item) for item in value]
    return value
