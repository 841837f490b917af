// Deck page: statistics charts, fork, new share link.
"use strict";
(function () {
  const deckId = document.currentScript.dataset.deckId;
  const token = document.currentScript.dataset.token;
  const csrf = document.querySelector("[name=csrfmiddlewaretoken]").value;
  const post = (url) => fetch(url, {method: "POST", headers: {"X-CSRFToken": csrf}, credentials: "same-origin"}).then((r) => r.json());
  // Stats by id for decks this visitor may open by id; from the list text for decks opened by link.
  const game = document.currentScript.dataset.game;
  const text = document.getElementById("deck-list-text").textContent;
  const request = token
    ? fetch("/api/decks/stats/", {method: "POST", credentials: "same-origin",
        headers: {"Content-Type": "application/json", "X-CSRFToken": csrf}, body: JSON.stringify({game, text})})
    : fetch(`/api/decks/${deckId}/stats/`, {credentials: "same-origin"});
  request.then((r) => r.json()).then((data) => {
    if (!data.game) return;
    let html = Charts.bar("Cost curve", data.cost_curve || {}, {xLabel: "cost"});
    html += Charts.bar("Types", data.by_type || {}, {xLabel: "type"});
    if (Object.keys(data.triggers || {}).length) html += Charts.bar("Triggers", data.triggers, {xLabel: "trigger"});
    const odds = data.playable_turn_one;
    if (odds) html += `<p>Opening hand with a turn-1 play: ${(odds.opening * 100).toFixed(1)}%, with the re-draw ${(odds.opening_with_redraw * 100).toFixed(1)}%.</p>`;
    document.getElementById("stats").innerHTML = html;
  });
  const fork = document.getElementById("fork");
  if (fork) fork.onclick = async () => {
    const deck = await post(token ? `/api/shared/${token}/fork/` : `/api/decks/${deckId}/fork/`);
    window.location.href = `/decks/${deck.id}/`;
  };
  const regenerate = document.getElementById("regenerate");
  if (regenerate) regenerate.onclick = async () => { await post(`/api/decks/${deckId}/regenerate-token/`); window.location.reload(); };
})();
