// The deck builder: card search on one side, the deck on the other, live validation and statistics
// from the JSON API, import/export as text, save, and version history.
"use strict";
(function () {
  const root = document.getElementById("builder");
  if (!root) return;
  const {esc, $, api} = Decklab;
  const game = root.dataset.game;
  const deckId = root.dataset.deckId;
  const deckVersion = root.dataset.deckVersion ? Number(root.dataset.deckVersion) : null; // the version being edited
  const deck = new Map(); // number -> {count, name, type}
  // True while the text box holds text the deck does not (a list with bad lines, or typing not yet
  // imported): then the text box is the user's and is never rewritten from the deck.
  let textDirty = false;

  function deckText() {
    return [...deck.entries()].map(([number, e]) => `${e.count} ${number}`).join("\n");
  }

  // The deck grouped by card type, each group with its count; +/− on every row.
  function renderDeck() {
    const list = $("deck-list");
    list.innerHTML = "";
    const groups = new Map();
    for (const [number, entry] of deck) {
      const key = entry.type || entry.section || "card";
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push([number, entry]);
    }
    const order = (rows) => SECTION_ORDER.indexOf(rows[0][1].section);
    for (const [type, rows] of [...groups].sort((a, b) => order(a[1]) - order(b[1]) || a[0].localeCompare(b[0]))) {
      const heading = document.createElement("h3");
      heading.className = "deck-group";
      heading.textContent = `${Decklab.label(type)} (${rows.reduce((sum, [, e]) => sum + e.count, 0)})`;
      const ul = document.createElement("ul");
      ul.className = "decklist";
      for (const [number, entry] of rows) {
        const li = document.createElement("li");
        li.dataset.number = number;
        li.innerHTML = `<span class="count">${entry.count}</span> <span class="name">${esc(entry.name)}
          <small>${esc(number)}</small></span>
          <span class="buttons"><button type="button" class="secondary add" aria-label="${esc(interpolate(gettext("Add one %(name)s"), {name: entry.name}, true))}">+</button>
          <button type="button" class="secondary remove" aria-label="${esc(interpolate(gettext("Remove one %(name)s"), {name: entry.name}, true))}">−</button></span>`;
        li.querySelector(".add").onclick = () => change(number, entry, 1);
        li.querySelector(".remove").onclick = () => change(number, entry, -1);
        ul.appendChild(li);
      }
      list.append(heading, ul);
    }
    if (!deck.size) list.innerHTML = `<p class="help">${esc(gettext("No cards yet: add them from the search, or paste a list below."))}</p>`;
    $("deck-count").textContent = `(${countsText(deckCounts())})`;
    if ($("deck-tab-count")) $("deck-tab-count").textContent = countsText(deckCounts());
    if (!textDirty) $("deck-text").value = deckText();
    markInResults();
    saveDraft();
    scheduleCheck();
  }

  // One more (delta 1) or one fewer (-1) of a card; `card` gives its name, type and deck section.
  function change(number, card, delta) {
    const entry = deck.get(number) || {count: 0, name: card.name, type: card.type, section: card.section || "main"};
    entry.count += delta;
    if (entry.count <= 0) deck.delete(number); else deck.set(number, entry);
    renderDeck();
  }

  // --- card search: the card API's search and filters, a grid of tiles from the start, "More" ---
  let searchTimer, nextPage = null;
  const FILTERS = ["set", "type", "colour", "cost_min", "cost_max", "trigger", "keyword", "trait"];
  function searchUrl() {
    const params = new URLSearchParams({game});
    if (window.matchMedia("(max-width: 760px)").matches) params.set("page_size", "12"); // a short first screen on phones
    const q = $("card-search").value.trim();
    if (q) params.set("search", q);
    for (const name of FILTERS) {
      const field = $(`filter-${name}`);
      if (field && field.value.trim()) params.set(name, field.value.trim());
    }
    return `/api/cards/?${params}`;
  }
  // The results list is aria-busy from a keystroke until the search it asked for has drawn its results:
  // screen readers wait for the new list, and a click lands on the results the query asked for.
  function scheduleSearch() {
    clearTimeout(searchTimer);
    $("search-results").setAttribute("aria-busy", "true");
    searchTimer = setTimeout(() => { searchTimer = null; search(searchUrl(), false); }, 200);
  }
  $("card-search").addEventListener("input", scheduleSearch);
  FILTERS.forEach((name) => { const field = $(`filter-${name}`); if (field) field.addEventListener("input", scheduleSearch); });
  $("filters").addEventListener("submit", (event) => { event.preventDefault(); search(searchUrl(), false); });
  $("clear-filters").onclick = () => { $("filters").reset(); search(searchUrl(), false); };

  let searchSeq = 0; // only the latest search may draw its results (answers can come back out of order)
  async function search(url, more) {
    const results = $("search-results");
    const mine = ++searchSeq;
    results.setAttribute("aria-busy", "true");
    const {ok, status, data} = await api(url);
    if (mine !== searchSeq) return;
    if (!more) results.innerHTML = "";
    results.setAttribute("aria-busy", searchTimer ? "true" : "false"); // a newer search is still to come
    if (!ok) { results.innerHTML = `<li class="error">${esc(Decklab.errorText(data, status))}</li>`; return; }
    for (const card of data.results || []) {
      const li = document.createElement("li");
      li.className = "result";
      li.dataset.number = card.number;
      li.innerHTML = Decklab.tile(card) + `<div class="result-actions"><span class="in-deck" aria-live="polite"></span>
        <button type="button" class="add-card" aria-label="${esc(interpolate(gettext("Add %(name)s %(number)s"), {name: card.name, number: card.number}, true))}">${esc(gettext("Add"))}</button></div>`;
      li.querySelector(".add-card").onclick = () => change(card.number, {name: card.name, type: card.card_type, section: card.section}, 1);
      li.querySelector(".tile").addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === "+") { event.preventDefault(); li.querySelector(".add-card").click(); }
        if (event.key === "-" && deck.has(card.number)) { event.preventDefault(); change(card.number, deck.get(card.number), -1); }
      });
      results.appendChild(li);
    }
    nextPage = data.next || null;
    $("more-results").hidden = !nextPage;
    $("result-count").textContent = data.count != null
      ? interpolate(ngettext("%(count)s card found", "%(count)s cards found", data.count), {count: data.count}, true) : "";
    if (!results.children.length) results.innerHTML = `<li>${esc(gettext("No cards match. Try fewer words or clear a filter."))}</li>`;
    markInResults();
  }
  $("more-results").onclick = () => { if (nextPage) search(nextPage, true); };

  // "3 in deck" under every result already in the deck.
  function markInResults() {
    document.querySelectorAll("#search-results li.result").forEach((li) => {
      const entry = deck.get(li.dataset.number);
      li.querySelector(".in-deck").textContent = entry ? interpolate(gettext("%(count)s in deck"), {count: entry.count}, true) : "";
      li.classList.toggle("chosen", Boolean(entry));
    });
  }

  // "(50 cards · 3 AP)": each section counted apart, as the rules count them.
  const cardCount = (n) => ngettext("%(count)s card", "%(count)s cards", n);
  const SECTION_WORDS = {main: cardCount, cards: cardCount, ap: (n) => ngettext("%(count)s AP", "%(count)s AP", n),
                         leaders: (n) => ngettext("%(count)s leader", "%(count)s leaders", n),
                         team: (n) => ngettext("%(count)s team card", "%(count)s team cards", n),
                         ultimates: (n) => ngettext("%(count)s ultimate", "%(count)s ultimates", n)};
  const counted = (n, words) => interpolate(words(n), {count: n}, true);
  const SECTION_ORDER = ["leaders", "team", "main", "cards", "ultimates", "ap"];
  function countsText(counts) {
    const sections = Object.keys(counts || {}).filter((section) => counts[section] > 0)
      .sort((a, b) => SECTION_ORDER.indexOf(a) - SECTION_ORDER.indexOf(b));
    return sections.map((section) => counted(counts[section], SECTION_WORDS[section] || (() => `%(count)s ${section}`)))
      .join(" · ") || counted(0, cardCount);
  }
  function deckCounts() {
    const counts = {};
    for (const entry of deck.values()) counts[entry.section] = (counts[entry.section] || 0) + entry.count;
    return counts;
  }

  let checkTimer;
  function scheduleCheck() {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, 250);
  }
  async function check() {
    const text = deckText();
    if (!deck.size) { // nothing to judge yet
      $("validation").innerHTML = "";
      $("stats").innerHTML = `<p class="help">${esc(gettext("Statistics and the rule check appear as you add cards."))}</p>`;
      return;
    }
    const {data} = await api("/api/v1/decks/validate/", {game, text});
    const box = $("validation");
    if (data.legal) {
      box.innerHTML = `<p class="legal">✔ ${esc(gettext("Legal deck"))}</p>`;
    } else {
      box.innerHTML = `<p class="illegal">✘ ${esc(gettext("Not legal yet:"))}</p><ul class="violations">` +
        (data.violations || []).map((v) => `<li data-code="${esc(v.code)}">${esc(v.message)}` +
          (v.cards && v.cards.length ? ` <small>(${v.cards.map(esc).join(", ")})</small>` : "") + "</li>").join("") + "</ul>";
    }
    document.querySelectorAll("#deck-list li[data-number]").forEach((li) => {
      const bad = (data.violations || []).some((v) => (v.cards || []).includes(li.dataset.number));
      li.classList.toggle("flagged", bad);
      li.title = bad ? gettext("This card is part of a rule violation") : "";
    });
    stats(text);
  }

  async function stats(text) {
    const {data} = await api("/api/v1/decks/stats/", {game, text});
    if (!data.game) return;
    let html = Charts.bar(gettext("Cost curve"), data.cost_curve || {}, {xLabel: gettext("cost")});
    html += Charts.bar(gettext("Types"), data.by_type || {}, {xLabel: gettext("type")});
    if (Object.keys(data.by_colour || {}).length) html += Charts.bar(gettext("Colours / attributes"), data.by_colour, {xLabel: gettext("colour")});
    if (Object.keys(data.triggers || {}).length) html += Charts.bar(gettext("Triggers"), data.triggers, {xLabel: gettext("trigger")});
    const odds = data.playable_turn_one;
    if (odds) {
      const pct = (x) => (x * 100).toFixed(1) + "%";
      html += `<p>${interpolate(gettext("Opening hand with a turn-1 play: <strong>%(opening)s</strong>, with the re-draw <strong>%(redraw)s</strong>."),
                                {opening: pct(odds.opening), redraw: pct(odds.opening_with_redraw)}, true)}</p>`;
      const first = {}, second = {};
      for (const [turn, row] of Object.entries(odds.by_turn)) { first["T" + turn] = row.first.with_redraw; second["T" + turn] = row.second.with_redraw; }
      html += Charts.bar(gettext("Playable card by turn N, going first (with re-draw)"), first,
                         {percent: true, yLabel: gettext("chance"), xLabel: gettext("turn")});
      html += Charts.bar(gettext("Playable card by turn N, going second (with re-draw)"), second,
                         {percent: true, yLabel: gettext("chance"), xLabel: gettext("turn")});
    }
    $("stats").innerHTML = html;
  }

  $("sample-hand").onclick = async () => {
    const seed = String(Math.floor(Math.random() * 1e9)); // seeds travel as strings (no rounding past 2^53)
    const {data} = await api("/api/decks/sample-hand/", {game, text: deckText(), seed});
    const name = (n) => (deck.get(n) || {name: n}).name;
    const names = (numbers) => (numbers || []).map((n) => esc(name(n))).join(", ");
    $("hand").innerHTML = `<p>${interpolate(esc(gettext("Hand: %(cards)s")), {cards: names(data.hand)}, true)}</p>
      <p>${interpolate(esc(gettext("Re-draw: %(cards)s")), {cards: names(data.redraw)}, true)}</p>`;
  };

  // Import pasted text. The deck changes only when every line reads; otherwise the text box keeps
  // exactly what was typed, the bad lines are listed with their line numbers, and the deck stays.
  async function importText(text, quiet) {
    const {ok, status, data} = await api("/api/decks/import/", {game, text});
    // Lines it cannot read come back as an `unreadable-list` error whose details hold the line errors.
    const details = (data.error && data.error.details) || {};
    const lineErrors = details.parse_errors || [];
    if (!ok && !lineErrors.length) {
      markLines(text, []);
      importStatus(interpolate(gettext("Not imported: %(error)s The deck was not changed."), {error: Decklab.errorText(data, status)}, true), true);
      return false;
    }
    markLines(text, lineErrors);
    if (lineErrors.length) {
      textDirty = true;
      const lines = new Set(lineErrors.map((e) => e.line)).size;
      importStatus(interpolate(ngettext(
        "Not imported: %(count)s line of the list could not be read (listed below the text box). Correct them and import again; the deck was not changed.",
        "Not imported: %(count)s lines of the list could not be read (listed below the text box). Correct them and import again; the deck was not changed.",
        lines), {count: lines}, true), true);
      saveDraft();
      return false;
    }
    deck.clear();
    for (const entry of data.entries || []) { // the answer names every card
      deck.set(entry.number, {count: entry.count, name: entry.name || entry.number, type: entry.type || "", section: entry.section});
    }
    textDirty = false;
    renderDeck();
    if (!quiet) {
      importStatus(interpolate(ngettext("Imported %(counts)s (%(kinds)s kind of card).", "Imported %(counts)s (%(kinds)s kinds of card).", deck.size),
                               {counts: countsText(data.counts), kinds: deck.size}, true), false);
    }
    return true;
  }

  function importStatus(message, bad) {
    $("import-status").textContent = message;
    $("import-status").classList.toggle("error", bad);
    $("deck-text").setAttribute("aria-invalid", bad ? "true" : "false");
  }

  // The lines the server could not read, one item per line as typed with its problems; the line
  // number selects that line in the text box. Errors about the whole list come without a line.
  function markLines(text, lineErrors) {
    const box = $("line-errors");
    box.innerHTML = "";
    const lines = text.split(/\r\n|\r|\n/);
    const byLine = new Map();
    for (const error of lineErrors) {
      const line = error.line > 0 && error.line <= lines.length ? error.line : 0;
      if (!byLine.has(line)) byLine.set(line, []);
      byLine.get(line).push(error.message.replace(/^Line \d+: /, ""));
    }
    for (const [line, problems] of byLine) {
      const li = document.createElement("li");
      li.dataset.line = line;
      li.innerHTML = (line ? `<button type="button" class="linkish">${esc(interpolate(gettext("Line %(number)s"), {number: line}, true))}</button> <mark>${esc(lines[line - 1])}</mark>: ` : "") +
        esc(problems.join(" "));
      if (line) li.querySelector("button").onclick = () => selectLine(line);
      box.appendChild(li);
    }
    box.hidden = !lineErrors.length;
  }

  function selectLine(number) {
    const area = $("deck-text");
    const lines = area.value.split("\n");
    const start = lines.slice(0, number - 1).reduce((sum, line) => sum + line.length + 1, 0);
    area.focus();
    area.setSelectionRange(start, start + (lines[number - 1] || "").length);
  }

  $("import-text").onclick = () => importText($("deck-text").value);
  $("deck-text").addEventListener("input", () => { textDirty = true; saveDraft(); });

  // --- the draft of a new deck, kept in this browser (survives "Log in to save" and sign-up) ---
  const draftKey = `decklab:draft:${game}`;
  function saveDraft() {
    if (deckId || !window.localStorage) return;
    const draft = {text: deckText(), typed: textDirty ? $("deck-text").value : null, name: $("deck-name").value,
                   description: $("deck-description").value, visibility: $("deck-visibility").value};
    if (!draft.text && !draft.typed && !draft.name && !draft.description) localStorage.removeItem(draftKey);
    else localStorage.setItem(draftKey, JSON.stringify(draft));
  }
  function readDraft() {
    try { return JSON.parse(localStorage.getItem(draftKey) || "null"); } catch (error) { return null; }
  }
  async function restoreDraft(draft) {
    $("deck-name").value = draft.name || "";
    $("deck-description").value = draft.description || "";
    if (draft.visibility) $("deck-visibility").value = draft.visibility;
    if (draft.text) await importText(draft.text, true); else renderDeck();
    if (draft.typed != null && draft.typed !== draft.text) {
      $("deck-text").value = draft.typed;
      textDirty = true;
      saveDraft();
    }
    const note = $("draft-status");
    note.hidden = false;
    note.querySelector("button").onclick = () => {
      localStorage.removeItem(draftKey);
      window.location.reload();
    };
  }
  ["deck-name", "deck-description", "deck-visibility"].forEach((id) => $(id).addEventListener("input", saveDraft));

  const SAVE_FIELDS = {name: {input: "deck-name", label: gettext("Name")}, description: {input: "deck-description", label: gettext("Description")},
                       visibility: {input: "deck-visibility", label: gettext("Visibility")}, text: {input: "deck-text", label: gettext("Deck list")},
                       region: {label: gettext("Region")}, as_of: {label: gettext("Date of the rules")}, game: {label: pgettext("card game title", "Game")}};

  function saveBody() {
    return {game, name: $("deck-name").value, description: $("deck-description").value,
            visibility: $("deck-visibility").value, text: deckText()};
  }

  async function saveDeck(event) {
    event.preventDefault();
    const form = $("save-form");
    Decklab.clearErrors(form, $("save-status"));
    const body = saveBody();
    if (deckId && deckVersion) body.version = deckVersion; // a save from an older version is refused (409)
    const {ok, status, data} = deckId ? await api(`/api/v1/decks/${deckId}/`, body, "PATCH") : await api("/api/v1/decks/", body);
    if (ok) {
      if (!deckId) localStorage.removeItem(draftKey);
      $("save-status").textContent = interpolate(gettext("Saved version %(version)s."), {version: data.version}, true);
      window.location.href = `/decks/${data.id}/`;
    } else if (status === 409) {
      $("save-status").textContent = interpolate(gettext("Not saved: %(error)s"), {error: Decklab.errorText(data, status)}, true);
      $("save-status").classList.add("conflict");
    } else {
      Decklab.showErrors(form, $("save-status"), data, status, SAVE_FIELDS);
      $("save-status").textContent = interpolate(gettext("Not saved. %(error)s"), {error: $("save-status").textContent}, true);
    }
  }
  $("save-form").addEventListener("submit", saveDeck);

  // Card names for numbers: from the deck, else one import call for the rest (its answer names its
  // cards, in `cards` or in each entry's `name`).
  async function cardNames(numbers) {
    const names = {};
    const missing = [];
    for (const number of numbers) {
      if (deck.has(number)) names[number] = deck.get(number).name; else missing.push(number);
    }
    if (missing.length) {
      const {data} = await api("/api/decks/import/", {game, text: missing.map((n) => `1 ${n}`).join("\n")});
      for (const entry of data.entries || []) if (entry.name) names[entry.number] = entry.name; // entries that carry names
      for (const [number, card] of Object.entries(data.cards || {})) names[number] = card.name;
    }
    return names;
  }

  const CHANGES = {added: gettext("Added"), removed: gettext("Removed"), changed: gettext("Changed")};

  async function history() {
    if (!deckId) return;
    const {data: page} = await api(`/api/v1/decks/${deckId}/versions/?page_size=200`);
    const data = page.results || [];
    const list = $("versions");
    list.innerHTML = "";
    for (const version of data) {
      const li = document.createElement("li");
      li.innerHTML = `v${version.number} ${esc(version.note)} <small><time datetime="${esc(version.created_at)}">${esc(new Date(version.created_at).toLocaleString())}</time></small>
        <button type="button" class="secondary diff">${esc(gettext("Diff with latest"))}</button>
        <button type="button" class="secondary restore">${esc(gettext("Restore"))}</button>`;
      li.querySelector(".diff").onclick = async () => {
        const {data: diff} = await api(`/api/v1/decks/${deckId}/diff/?from=${version.number}&to=${data[0].number}`);
        const names = await cardNames((diff.changes || []).map((c) => c.number));
        const from = interpolate(gettext("From version %(from)s to %(to)s:"), {from: version.number, to: data[0].number}, true);
        $("diff").innerHTML = (diff.changes || []).length ? `<p>${esc(from)}</p><ul>` +
          diff.changes.map((c) => `<li>${esc(CHANGES[c.change] || Decklab.label(c.change))}: ${esc(names[c.number] || c.number)} <small>${esc(c.number)}</small>
            ${c.before} → ${c.after}</li>`).join("") + "</ul>" : `<p>${esc(gettext("No differences."))}</p>`;
      };
      li.querySelector(".restore").onclick = async () => {
        await api(`/api/v1/decks/${deckId}/restore/`, {version: version.number});
        window.location.reload();
      };
      list.appendChild(li);
    }
  }

  search(searchUrl(), false);
  const draft = !deckId && !$("deck-text").value.trim() ? readDraft() : null;
  if (draft) restoreDraft(draft);
  else if ($("deck-text").value.trim()) importText($("deck-text").value, true);
  else renderDeck();
  history();
})();
