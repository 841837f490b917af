"""Template filters for showing card data to people: slugs as words."""
from functools import lru_cache

from django import template
from django.template.defaultfilters import linebreaksbr
from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.utils.translation import get_language, gettext, pgettext, pgettext_lazy

register = template.Library()


# The card types, colours, attributes and triggers of the four games, as `label` words, for the
# translation catalogues (static/js/common.js lists them again for the page scripts' catalogue).
CARD_TERMS = (pgettext_lazy("card term", "Ability"), pgettext_lazy("card term", "AP"),
              pgettext_lazy("card term", "Card"), pgettext_lazy("card term", "Character"),
              pgettext_lazy("card term", "Creature"), pgettext_lazy("card term", "Energy"),
              pgettext_lazy("card term", "Event"), pgettext_lazy("card term", "Field"),
              pgettext_lazy("card term", "Leader"), pgettext_lazy("card term", "Rune"),
              pgettext_lazy("card term", "Ultimate"), pgettext_lazy("card term", "Ward"),
              pgettext_lazy("card term", "All"), pgettext_lazy("card term", "Blue"),
              pgettext_lazy("card term", "Green"), pgettext_lazy("card term", "Purple"),
              pgettext_lazy("card term", "Red"), pgettext_lazy("card term", "Yellow"),
              pgettext_lazy("card term", "Colourless"), pgettext_lazy("card term", "Dark"),
              pgettext_lazy("card term", "Fire"), pgettext_lazy("card term", "Forest"),
              pgettext_lazy("card term", "Water"), pgettext_lazy("card term", "Active"),
              pgettext_lazy("card term", "Color"), pgettext_lazy("card term", "Draw"),
              pgettext_lazy("card term", "Final"), pgettext_lazy("card term", "Get"),
              pgettext_lazy("card term", "None"), pgettext_lazy("card term", "Raid"),
              pgettext_lazy("card term", "Special"), pgettext_lazy("card term", "Attack"),
              pgettext_lazy("card term", "Defense"))


@register.filter
def label(value) -> str:
    """A stored slug as words, in the page's language when it is one of the games' card terms:
    "negate-impact" -> "Negate impact", "red/blue" -> "Red/blue", "ap" -> "AP", "character" -> "キャラクター"."""
    return _label(str(value or ""), get_language())


@lru_cache(maxsize=4096)
def _label(value: str, language: str | None) -> str:
    text = value.replace("-", " ").replace("_", " ").strip()
    if len(text) <= 2:  # "ap" is an abbreviation: "AP"
        return pgettext("card term", text.upper()) if text else text
    return pgettext("card term", text[:1].upper() + text[1:])


@register.filter
def card_text(text) -> str:
    """A card's text as lines for a page: line breaks, and the '@' that Union Arena card records write between
    abilities ("[Raid] <X>@[Snipe]@[On Play] ..."), each start a line; escaped."""
    return linebreaksbr(str(text or "").replace("@", "\n"), autoescape=True)


@lru_cache(maxsize=16)
def _tile_words(language: str | None) -> dict[str, str]:
    """A tile's fixed words in one language, escaped (looked up once, not once per tile)."""
    return {key: escape(value) for key, value in (
        ("cost_title", gettext("Cost")), ("cost", gettext("Cost %(cost)s")), ("power_title", gettext("Power / BP")),
        ("limit_title", gettext("Copies allowed in a deck")), ("limit", gettext("Max %(limit)s")),
        ("simulated", gettext("Simulated as:")))}


_STATS_SEPARATOR = "\n      "


@register.simple_tag
def card_tile(card, count=None, href=None) -> str:
    """One card as a tile: `card` (a Card, or a dict with the API's card fields), optional `count` and
    `href`. Built here with plain escaping rather than by an included template or format_html: the
    card browser draws 48 of them per page, and both were most of the page's time."""
    def field(name):
        return card.get(name) if isinstance(card, dict) else getattr(card, name, None)

    language = get_language()
    words = _tile_words(language)
    name, number, image, text = (escape(field("name")), escape(field("number")), field("image_url"),
                                 field("text"))
    counted = f"{escape(count)} × " if count else ""
    parts = [f'<article class="tile{" has-image" if image else ""}" tabindex="0" data-number="{number}" '
             f'aria-label="{counted}{name} ({number})">\n']
    if count:
        parts.append(f'  <span class="tile-count">{escape(count)}×</span>\n')
    if image:
        parts.append(f'  <img src="{escape(image)}" alt="{name}" loading="lazy" decoding="async" width="150" height="210">\n')
    else:
        colors, cost, power, trigger, limit = (field("colors"), field("cost"), field("power"), field("trigger"),
                                               field("deck_limit"))
        kind = escape(_label(str(field("card_type") or ""), language)
                      + (f" · {_label(str(colors), language)}" if colors else ""))
        stats = []
        if cost is not None:
            stats.append(f'<span title="{words["cost_title"]}">{words["cost"] % {"cost": escape(cost)}}</span>')
        if power is not None:
            stats.append(f'<span title="{words["power_title"]}">{escape(power)}</span>')
        if trigger and trigger != "none":
            stats.append(f'<span class="tile-trigger">{escape(_label(str(trigger), language))}</span>')
        if limit:
            stats.append(f'<span class="tile-limit" title="{words["limit_title"]}">'
                         f'{words["limit"] % {"limit": escape(limit)}}</span>')
        parts.append(f'  <div class="tile-face">\n    <strong class="tile-name">{name}</strong>\n'
                     f'    <span class="tile-type">{kind}</span>\n'
                     f'    <span class="tile-stats">{_STATS_SEPARATOR.join(stats)}</span>\n  </div>\n')
    caption = f'<a href="{escape(href)}">{name}</a>' if href else name
    parts.append(f'  <p class="tile-caption">{caption} <small>{number}</small></p>\n')
    simulated = _simulated_as(card)
    if text or simulated:
        said = f'<p class="simulated"><strong>{words["simulated"]}</strong> {escape(simulated)}</p>' if simulated else ""
        parts.append(f'  <div class="tile-full" role="tooltip">{card_text(text)}{said}</div>\n')
    parts.append("</article>")
    return mark_safe("".join(parts))  # noqa: S308 - every value above went through escape()


def _simulated_as(card) -> str:
    """What the engine plays of a Union Arena card, in words ("" for the other games and for none)."""
    if isinstance(card, dict):
        return (card.get("simulation") or {}).get("simulated_as") or ""
    from cardsdb.selectors import card_simulation

    result = card_simulation(card)
    return result.simulated_as if result is not None else ""
