// Helpers every page script shares: escaping, the JSON API call, reading API errors (both the old
// shapes and {"error": {"code", "message", "details"}}) and showing them as sentences beside fields.
"use strict";
// The interface's words: Django's JavaScript catalogue (/jsi18n/, loaded before this file) translates
// them into the page's language; should it fail to load, the pages still work, in English.
window.gettext = window.gettext || ((text) => text);
window.pgettext = window.pgettext || ((context, text) => text);
window.ngettext = window.ngettext || ((one, many, count) => (count === 1 ? one : many));
window.interpolate = window.interpolate || ((format, values, named) => (named
  ? format.replace(/%\(\w+\)s/g, (match) => String(values[match.slice(2, -2)]))
  : format.replace(/%s/g, () => String(values.shift()))));
window.Decklab = (function () {
  const esc = (s) => String(s == null ? "" : s).replace(/[&<>"']/g,
    (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c]));
  const $ = (id) => document.getElementById(id);
  const pct = (x) => (x == null ? "–" : (x * 100).toFixed(1) + "%");

  function csrf() {
    const field = document.querySelector("[name=csrfmiddlewaretoken]");
    return field ? field.value : "";
  }

  // fetch() with JSON both ways; never throws on an HTTP error: {ok, status, data}.
  async function api(url, body, method) {
    let response;
    try {
      response = await fetch(url, {
        method: method || (body ? "POST" : "GET"),
        headers: {"Content-Type": "application/json", "X-CSRFToken": csrf()},
        body: body ? JSON.stringify(body) : undefined,
        credentials: "same-origin",
      });
    } catch (error) {
      return {ok: false, status: 0, data: {detail: gettext("The server could not be reached. Check the connection and try again.")}};
    }
    const data = await response.json().catch(() => ({}));
    return {ok: response.ok, status: response.status, data};
  }

  // Every message in a nested DRF error value, flattened to strings.
  function messages(value) {
    if (value == null) return [];
    if (typeof value === "string") return [value];
    if (Array.isArray(value)) return value.flatMap(messages);
    if (typeof value === "object") return Object.values(value).flatMap(messages);
    return [String(value)];
  }

  const GENERAL = new Set(["detail", "non_field_errors", "message", "code"]);

  // An API error as {message, fields: {field: [sentences]}}, whichever shape the server used.
  function readError(data, status) {
    data = data || {};
    let message = "", details = data;
    if (data.error && typeof data.error === "object") {
      details = data.error.details || {};
      // An "invalid" answer's message names API fields ("seed: ..."): its details say the same per field.
      message = data.error.code === "invalid" && Object.keys(details).length ? "" : data.error.message || "";
    } else if (typeof data.detail === "string") {
      message = data.detail;
    }
    const fields = {};
    if (details && typeof details === "object" && !Array.isArray(details)) {
      for (const [field, value] of Object.entries(details)) {
        if (GENERAL.has(field) || field === "parse_errors") continue;
        const found = messages(value);
        if (found.length) fields[field] = found;
      }
      if (!message && details.non_field_errors) message = messages(details.non_field_errors).join(" ");
    } else if (Array.isArray(details) && !message) {
      message = messages(details).join(" ");
    }
    if (!message && !Object.keys(fields).length) {
      message = status === 413 ? gettext("The request is too large.") : status === 429 ? gettext("Too many requests: wait a moment and try again.")
        : status >= 500 ? gettext("The server failed to answer. Try again later.")
        : interpolate(gettext("The request was refused (HTTP %(status)s)."), {status}, true);
    }
    return {message, fields};
  }

  // An API error as one paragraph of sentences, without API field names (for places with no form).
  function errorText(data, status) {
    const {message, fields} = readError(data, status);
    return [message, ...Object.values(fields).flat()].filter(Boolean).join(" ");
  }

  // Show an API error on a form: each field's sentences under its input (fieldMap: API field ->
  // {input: element id, label: what the user sees}); the rest, and the general message, in `summary`.
  function showErrors(form, summary, data, status, fieldMap) {
    clearErrors(form, summary);
    const {message, fields} = readError(data, status);
    const rest = [];
    for (const [field, sentences] of Object.entries(fields)) {
      const target = fieldMap[field];
      const input = target && $(target.input);
      if (!input) {
        rest.push((target ? target.label + ": " : "") + sentences.join(" "));
        continue;
      }
      const note = document.createElement("p");
      note.className = "field-error";
      note.id = `${input.id}-error`;
      note.textContent = sentences.join(" ");
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", note.id);
      (input.closest("label, .field") || input).insertAdjacentElement("afterend", note);
    }
    summary.textContent = [message, ...rest].filter(Boolean).join(" ") ||
      gettext("Some fields need attention (see the notes beside them).");
    summary.classList.add("error");
  }

  function clearErrors(form, summary) {
    form.querySelectorAll(".field-error").forEach((note) => note.remove());
    form.querySelectorAll("[aria-invalid]").forEach((input) => {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    });
    if (summary) { summary.textContent = ""; summary.classList.remove("error"); }
  }

  // "1 card", "2 cards".
  const plural = (n, one, many) => `${n} ${n === 1 ? one : (many || one + "s")}`;

  // The games' card types, colours, attributes and triggers (as cardsdb/templatetags/cards.py CARD_TERMS):
  // listed here so that makemessages puts them in this catalogue too.
  const CARD_TERMS = [pgettext("card term", "Ability"), pgettext("card term", "AP"), pgettext("card term", "Card"),
    pgettext("card term", "Character"), pgettext("card term", "Creature"), pgettext("card term", "Energy"),
    pgettext("card term", "Event"), pgettext("card term", "Field"), pgettext("card term", "Leader"),
    pgettext("card term", "Rune"), pgettext("card term", "Ultimate"), pgettext("card term", "Ward"),
    pgettext("card term", "All"), pgettext("card term", "Blue"), pgettext("card term", "Green"),
    pgettext("card term", "Purple"), pgettext("card term", "Red"), pgettext("card term", "Yellow"),
    pgettext("card term", "Colourless"), pgettext("card term", "Dark"), pgettext("card term", "Fire"),
    pgettext("card term", "Forest"), pgettext("card term", "Water"), pgettext("card term", "Active"),
    pgettext("card term", "Color"), pgettext("card term", "Draw"), pgettext("card term", "Final"),
    pgettext("card term", "Get"), pgettext("card term", "None"), pgettext("card term", "Raid"),
    pgettext("card term", "Special"), pgettext("card term", "Attack"), pgettext("card term", "Defense")];
  void CARD_TERMS;

  // A stored slug as words, as the templates' `label` filter: "negate-impact" -> "Negate impact",
  // in the page's language when it is one of the card terms.
  const label = (value) => {
    const text = String(value == null ? "" : value).replace(/[-_]/g, " ").trim();
    if (text.length <= 2) return text ? pgettext("card term", text.toUpperCase()) : text; // "ap": "AP"
    return pgettext("card term", text.charAt(0).toUpperCase() + text.slice(1));
  };

  // One card as a tile, the same markup as cardsdb/templates/cardsdb/_tile.html (an image when the
  // card has one, lazy-loaded; else name, type, colour, cost, power and trigger). `card` has the card
  // API's fields; options: count, href.
  // A card's text as lines: line breaks, and the '@' Union Arena card records write between abilities, escaped.
  function cardText(text) {
    return esc(text || "").replace(/@|\n/g, "<br>");
  }

  function tile(card, options) {
    options = options || {};
    const count = options.count ? `<span class="tile-count">${esc(options.count)}×</span>` : "";
    const face = card.image_url
      ? `<img src="${esc(card.image_url)}" alt="${esc(card.name)}" loading="lazy" decoding="async" width="150" height="210">`
      : `<div class="tile-face"><strong class="tile-name">${esc(card.name)}</strong>
          <span class="tile-type">${esc(label(card.card_type))}${card.colors ? " · " + esc(label(card.colors)) : ""}</span>
          <span class="tile-stats">${card.cost != null ? `<span title="${esc(gettext("Cost"))}">${esc(interpolate(gettext("Cost %(cost)s"), {cost: card.cost}, true))}</span>` : ""}
          ${card.power != null ? `<span title="${esc(gettext("Power / BP"))}">${esc(card.power)}</span>` : ""}
          ${card.trigger && card.trigger !== "none" ? `<span class="tile-trigger">${esc(label(card.trigger))}</span>` : ""}
          ${card.deck_limit ? `<span class="tile-limit" title="${esc(gettext("Copies allowed in a deck"))}">${esc(interpolate(gettext("Max %(limit)s"), {limit: card.deck_limit}, true))}</span>` : ""}</span></div>`;
    const name = options.href ? `<a href="${esc(options.href)}">${esc(card.name)}</a>` : esc(card.name);
    const simulated = card.simulation && card.simulation.simulated_as; // Union Arena: what the engine plays
    const full = card.text || simulated ? `<div class="tile-full" role="tooltip">${cardText(card.text)}
      ${simulated ? `<p class="simulated"><strong>${esc(gettext("Simulated as:"))}</strong> ${esc(simulated)}</p>` : ""}</div>` : "";
    return `<article class="tile${card.image_url ? " has-image" : ""}" tabindex="0" data-number="${esc(card.number)}"
      aria-label="${options.count ? esc(options.count) + " × " : ""}${esc(card.name)} (${esc(card.number)})">${count}${face}
      <p class="tile-caption">${name} <small>${esc(card.number)}</small></p>${full}</article>`;
  }

  // Buttons with data-copy="<element id>" copy that element's value or text, and say so.
  async function copy(button) {
    const source = $(button.dataset.copy);
    const text = source.value !== undefined ? source.value : source.textContent;
    let done = false;
    try {
      await navigator.clipboard.writeText(text);
      done = true;
    } catch (error) { // no clipboard API (plain http) or no permission: select and copy
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      done = document.execCommand && document.execCommand("copy");
      area.remove();
    }
    const before = button.dataset.label || button.textContent;
    button.dataset.label = before;
    button.textContent = done ? gettext("Copied ✓") : gettext("Select and copy it by hand");
    setTimeout(() => { button.textContent = before; }, 2000);
  }
  document.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-copy]");
    if (button) copy(button);
  });

  // A card's full text (.tile-full, shown on hover and focus) is placed against the window as it opens — below its
  // tile, or above it where the window has no room below — so that a list that scrolls (the builder's results, a wide
  // table) cannot cut it off as it would cut off a box placed inside it.
  let opened = null;
  function placeFull(holder) {
    const full = holder && holder.querySelector(".tile-full");
    if (!full) return;
    opened = holder;
    const box = holder.getBoundingClientRect();
    const width = Math.min(Math.max(box.width, 240), window.innerWidth * 0.9);
    full.classList.add("placed");
    full.style.width = `${width}px`;
    full.style.left = `${Math.max(4, Math.min(box.left, window.innerWidth - width - 4))}px`;
    const shown = full.style.display;
    full.style.display = "block"; // (measured while shown)
    const height = full.offsetHeight;
    full.style.display = shown;
    const fitsBelow = window.innerHeight - box.bottom >= height + 4;
    const top = fitsBelow || box.top < height + 4 ? box.bottom : box.top - height;
    full.style.top = `${Math.max(4, Math.min(top, window.innerHeight - height - 4))}px`;
  }
  const holderOf = (target) => target.closest && target.closest(".tile, .card-name");
  document.addEventListener("mouseover", (event) => { const holder = holderOf(event.target); if (holder && holder !== opened) placeFull(holder); });
  document.addEventListener("focusin", (event) => placeFull(holderOf(event.target)));
  document.addEventListener("scroll", () => { if (opened) placeFull(opened); }, {capture: true, passive: true});
  window.addEventListener("resize", () => { if (opened) placeFull(opened); });

  return {esc, $, pct, csrf, api, readError, errorText, showErrors, clearErrors, plural, label, tile, cardText};
})();
