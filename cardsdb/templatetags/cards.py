"""Template filters for showing card data to people: slugs as words."""
from django import template

register = template.Library()


@register.filter
def label(value) -> str:
    """A stored slug as words: "negate-impact" -> "Negate impact", "red/blue" -> "Red/blue", "ap" -> "AP"."""
    text = str(value or "").replace("-", " ").replace("_", " ").strip()
    if len(text) <= 2:  # "ap" is an abbreviation: "AP"
        return text.upper()
    return text[:1].upper() + text[1:]
