// The deck builder: card search on one side, the deck on the other, live validation and statistics
// from the JSON API, import/export as text, save, and version history.
"use strict";
(function () {
  const root = document.getElementById("builder");
  if (!root) return;
  const game = root.dataset.game;
  const deckId = root.dataset.deckId;
  const csrf = document.querySelector("[name=csrfmiddlewaretoken]").value;
  const $ = (id) => document.getElementById(id);
  const esc = (s) => String(s == null ? "" : s).replace(/[&<>"']/g, (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c]));
  const deck = new Map(); // number -> {count, name, type}

  async function api(url, body, method) {
    const response = await fetch(url, {
      method: method || (body ? "POST" : "GET"),
      headers: {"Content-Type": "application/json", "X-CSRFToken": csrf},
      body: body ? JSON.stringify(body) : undefined,
      credentials: "same-origin",
    });
    const data = await response.json().catch(() => ({}));
    return {ok: response.ok, status: response.status, data};
  }

  function deckText() {
    return [...deck.entries()].map(([number, e]) => `${e.count} ${number}`).join("\n");
  }

  function renderDeck() {
    const list = $("deck-list");
    list.innerHTML = "";
    let total = 0;
    for (const [number, entry] of deck) {
      total += entry.count;
      const li = document.createElement("li");
      li.dataset.number = number;
      li.innerHTML = `<span class="count">${entry.count}</span> <span class="name">${esc(entry.name)}</span>
        <small>${esc(number)}</small>
        <button type="button" class="secondary add" aria-label="Add one ${esc(entry.name)}">+</button>
        <button type="button" class="secondary remove" aria-label="Remove one ${esc(entry.name)}">−</button>`;
      li.querySelector(".add").onclick = () => change(number, entry.name, entry.type, 1);
      li.querySelector(".remove").onclick = () => change(number, entry.name, entry.type, -1);
      list.appendChild(li);
    }
    $("deck-count").textContent = `(${total} cards)`;
    $("deck-text").value = deckText();
    scheduleCheck();
  }

  function change(number, name, type, delta) {
    const entry = deck.get(number) || {count: 0, name, type};
    entry.count += delta;
    if (entry.count <= 0) deck.delete(number); else deck.set(number, entry);
    renderDeck();
  }

  let searchTimer;
  $("card-search").addEventListener("input", () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(search, 200);
  });
  async function search() {
    const q = $("card-search").value.trim();
    const results = $("search-results");
    if (!q) { results.innerHTML = ""; return; }
    const {data} = await api(`/api/cards/?game=${game}&search=${encodeURIComponent(q)}&page_size=30`);
    results.innerHTML = "";
    for (const card of data.results || []) {
      const li = document.createElement("li");
      li.innerHTML = `<button type="button" class="secondary" aria-label="Add ${esc(card.name)} ${esc(card.number)}">Add</button>
        <span class="name">${esc(card.name)}</span> <small>${esc(card.number)} · ${esc(card.card_type)}
        ${card.cost != null ? "· cost " + card.cost : ""} ${card.power != null ? "· " + card.power : ""}</small>`;
      li.querySelector("button").onclick = () => change(card.number, card.name, card.card_type, 1);
      results.appendChild(li);
    }
    if (!results.children.length) results.innerHTML = "<li>No cards found.</li>";
  }

  let checkTimer;
  function scheduleCheck() {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(check, 250);
  }
  async function check() {
    const text = deckText();
    const {data} = await api("/api/decks/validate/", {game, text});
    const box = $("validation");
    if (data.legal) {
      box.innerHTML = `<p class="legal">✔ Legal deck</p>`;
    } else {
      box.innerHTML = `<p class="illegal">✘ Not legal yet:</p><ul class="violations">` +
        (data.violations || []).map((v) => `<li data-code="${esc(v.code)}"><strong>${esc(v.code)}</strong>: ${esc(v.message)}` +
          (v.cards && v.cards.length ? ` <small>(${v.cards.map(esc).join(", ")})</small>` : "") + "</li>").join("") + "</ul>";
    }
    document.querySelectorAll("#deck-list li").forEach((li) => {
      const bad = (data.violations || []).some((v) => (v.cards || []).includes(li.dataset.number));
      li.classList.toggle("flagged", bad);
      li.title = bad ? "This card is part of a rule violation" : "";
    });
    stats(text);
  }

  async function stats(text) {
    const {data} = await api("/api/decks/stats/", {game, text});
    if (!data.game) return;
    let html = Charts.bar("Cost curve", data.cost_curve || {}, {xLabel: "cost"});
    html += Charts.bar("Types", data.by_type || {}, {xLabel: "type"});
    if (Object.keys(data.by_colour || {}).length) html += Charts.bar("Colours / attributes", data.by_colour, {xLabel: "colour"});
    if (Object.keys(data.triggers || {}).length) html += Charts.bar("Triggers", data.triggers, {xLabel: "trigger"});
    const odds = data.playable_turn_one;
    if (odds) {
      const pct = (x) => (x * 100).toFixed(1) + "%";
      html += `<p>Opening hand with a turn-1 play: <strong>${pct(odds.opening)}</strong>, with the re-draw <strong>${pct(odds.opening_with_redraw)}</strong>.</p>`;
      const first = {}, second = {};
      for (const [turn, row] of Object.entries(odds.by_turn)) { first["T" + turn] = row.first.with_redraw; second["T" + turn] = row.second.with_redraw; }
      html += Charts.bar("Playable card by turn N, going first (with re-draw)", first, {percent: true, yLabel: "chance", xLabel: "turn"});
      html += Charts.bar("Playable card by turn N, going second (with re-draw)", second, {percent: true, yLabel: "chance", xLabel: "turn"});
    }
    $("stats").innerHTML = html;
  }

  $("sample-hand").onclick = async () => {
    const seed = Math.floor(Math.random() * 1e9);
    const {data} = await api("/api/decks/sample-hand/", {game, text: deckText(), seed});
    const name = (n) => (deck.get(n) || {name: n}).name;
    $("hand").innerHTML = `<p>Hand: ${(data.hand || []).map((n) => esc(name(n))).join(", ")}</p>
      <p>Re-draw: ${(data.redraw || []).map((n) => esc(name(n))).join(", ")}</p>`;
  };

  async function importText(text) {
    const {data} = await api("/api/decks/import/", {game, text});
    deck.clear();
    const names = {};
    for (const entry of data.entries || []) {
      deck.set(entry.number, {count: entry.count, name: names[entry.number] || entry.number, type: entry.section});
    }
    $("import-status").textContent = (data.parse_errors || []).length
      ? (data.parse_errors || []).map((e) => e.message).join(" ") : `Imported ${data.entries ? data.entries.length : 0} card kinds.`;
    // Fill in names from the card API.
    await Promise.all([...deck.keys()].map(async (number) => {
      const {data: found} = await api(`/api/cards/?game=${game}&search=${encodeURIComponent(number)}`);
      const card = (found.results || []).find((c) => c.number === number);
      if (card) deck.get(number).name = card.name;
    }));
    renderDeck();
  }
  $("import-text").onclick = () => importText($("deck-text").value);

  $("save-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const body = {game, name: $("deck-name").value, description: $("deck-description").value,
                  visibility: $("deck-visibility").value, text: deckText()};
    const {ok, data} = deckId ? await api(`/api/decks/${deckId}/`, body, "PATCH") : await api("/api/decks/", body);
    if (ok) {
      $("save-status").textContent = `Saved version ${data.version}.`;
      window.location.href = `/decks/${data.id}/`;
    } else {
      $("save-status").textContent = "Not saved: " + JSON.stringify(data);
    }
  });

  async function history() {
    if (!deckId) return;
    const {data} = await api(`/api/decks/${deckId}/versions/`);
    const list = $("versions");
    list.innerHTML = "";
    for (const version of data || []) {
      const li = document.createElement("li");
      li.innerHTML = `v${version.number} ${esc(version.note)} <small>${esc(version.created_at)}</small>
        <button type="button" class="secondary diff">Diff with latest</button>
        <button type="button" class="secondary restore">Restore</button>`;
      li.querySelector(".diff").onclick = async () => {
        const {data: diff} = await api(`/api/decks/${deckId}/diff/?from=${version.number}&to=${data[0].number}`);
        $("diff").innerHTML = (diff.changes || []).length ? "<ul>" + diff.changes.map((c) =>
          `<li>${esc(c.change)} ${esc(c.number)}: ${c.before} → ${c.after}</li>`).join("") + "</ul>" : "<p>No differences.</p>";
      };
      li.querySelector(".restore").onclick = async () => {
        await api(`/api/decks/${deckId}/restore/`, {version: version.number});
        window.location.reload();
      };
      list.appendChild(li);
    }
  }

  if ($("deck-text").value.trim()) importText($("deck-text").value); else renderDeck();
  history();
})();
