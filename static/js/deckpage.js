// Deck page: statistics charts, fork, new share link.
"use strict";
(function () {
  const deckId = document.currentScript.dataset.deckId;
  const token = document.currentScript.dataset.token;
  const {api} = Decklab;
  const post = (url) => api(url, {}).then((answer) => answer.data);
  // Stats by id for decks this visitor may open by id; from the list text for decks opened by link.
  const game = document.currentScript.dataset.game;
  const text = document.getElementById("deck-list-text").textContent;
  const request = token ? api("/api/decks/stats/", {game, text}) : api(`/api/decks/${deckId}/stats/`);
  request.then(({data}) => {
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
