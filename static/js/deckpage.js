// Deck page: statistics charts, fork, new share link.
"use strict";
(function () {
  const deckId = document.currentScript.dataset.deckId;
  const csrf = document.querySelector("[name=csrfmiddlewaretoken]").value;
  const post = (url) => fetch(url, {method: "POST", headers: {"X-CSRFToken": csrf}, credentials: "same-origin"}).then((r) => r.json());
  fetch(`/api/decks/${deckId}/stats/`, {credentials: "same-origin"}).then((r) => r.json()).then((data) => {
    if (!data.game) return;
    let html = Charts.bar("Cost curve", data.cost_curve || {}, {xLabel: "cost"});
    html += Charts.bar("Types", data.by_type || {}, {xLabel: "type"});
    if (Object.keys(data.triggers || {}).length) html += Charts.bar("Triggers", data.triggers, {xLabel: "trigger"});
    const odds = data.playable_turn_one;
    if (odds) html += `<p>Opening hand with a turn-1 play: ${(odds.opening * 100).toFixed(1)}%, with the re-draw ${(odds.opening_with_redraw * 100).toFixed(1)}%.</p>`;
    document.getElementById("stats").innerHTML = html;
  });
  const fork = document.getElementById("fork");
  if (fork) fork.onclick = async () => { const deck = await post(`/api/decks/${deckId}/fork/`); window.location.href = `/decks/${deck.id}/`; };
  const regenerate = document.getElementById("regenerate");
  if (regenerate) regenerate.onclick = async () => { await post(`/api/decks/${deckId}/regenerate-token/`); window.location.reload(); };
})();
