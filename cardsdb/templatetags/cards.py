"""Template filters for showing card data to people: slugs as words."""
from django import template
from django.template.defaultfilters import linebreaksbr
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import mark_safe
from django.utils.translation import gettext, pgettext, pgettext_lazy

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
    text = str(value or "").replace("-", " ").replace("_", " ").strip()
    if len(text) <= 2:  # "ap" is an abbreviation: "AP"
        return pgettext("card term", text.upper()) if text else text
    return pgettext("card term", text[:1].upper() + text[1:])


@register.simple_tag
def card_tile(card, count=None, href=None) -> str:
    """One card as a tile: `card` (a Card, or a dict with the API's card fields), optional `count` and
    `href`. Built here rather than by an included template: the card browser draws 48 of them per page
    and an include per tile was most of the page's time."""
    def field(name):
        return card.get(name) if isinstance(card, dict) else getattr(card, name, None)

    name, number, image, text = field("name"), field("number"), field("image_url"), field("text")
    counted = f"{count} × " if count else ""
    head = format_html('<article class="tile{}" tabindex="0" data-number="{}" aria-label="{}{} ({})">\n',
                       " has-image" if image else "", number, counted, name, number)
    parts = [head]
    if count:
        parts.append(format_html('  <span class="tile-count">{}×</span>\n', count))
    if image:
        parts.append(format_html('  <img src="{}" alt="{}" loading="lazy" decoding="async" width="150" height="210">\n',
                                 image, name))
    else:
        colors, cost, power, trigger, limit = (field("colors"), field("cost"), field("power"), field("trigger"),
                                               field("deck_limit"))
        kind = label(field("card_type")) + (f" · {label(colors)}" if colors else "")
        stats = []
        if cost is not None:
            stats.append(format_html('<span title="{}">{}</span>', gettext("Cost"), gettext("Cost %(cost)s") % {"cost": cost}))
        if power is not None:
            stats.append(format_html('<span title="{}">{}</span>', gettext("Power / BP"), power))
        if trigger and trigger != "none":
            stats.append(format_html('<span class="tile-trigger">{}</span>', label(trigger)))
        if limit:
            stats.append(format_html('<span class="tile-limit" title="{}">{}</span>', gettext("Copies allowed in a deck"),
                                     gettext("Max %(limit)s") % {"limit": limit}))
        parts.append(format_html('  <div class="tile-face">\n    <strong class="tile-name">{}</strong>\n'
                                 '    <span class="tile-type">{}</span>\n    <span class="tile-stats">{}</span>\n  </div>\n',
                                 name, kind, mark_safe("\n      ".join(stats))))  # noqa: S308 - each part went through format_html
    caption = format_html('<a href="{}">{}</a>', href, name) if href else conditional_escape(name)
    parts.append(format_html('  <p class="tile-caption">{} <small>{}</small></p>\n', caption, number))
    simulated = _simulated_as(card)
    if text or simulated:
        said = format_html('<p class="simulated"><strong>{}</strong> {}</p>', gettext("Simulated as:"),
                           simulated) if simulated else ""
        parts.append(format_html('  <div class="tile-full" role="tooltip">{}{}</div>\n',
                                 linebreaksbr(text or "", autoescape=True), said))
    parts.append(mark_safe("</article>"))
    return mark_safe("".join(parts))  # noqa: S308 - built from format_html parts only


def _simulated_as(card) -> str:
    """What the engine plays of a Union Arena card, in words ("" for the other games and for none)."""
    if isinstance(card, dict):
        return (card.get("simulation") or {}).get("simulated_as") or ""
    from cardsdb.selectors import card_simulation

    result = card_simulation(card)
    return result.simulated_as if result is not None else ""
