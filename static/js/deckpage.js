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
    let html = Charts.bar(gettext("Cost curve"), data.cost_curve || {}, {xLabel: gettext("cost")});
    html += Charts.bar(gettext("Types"), data.by_type || {}, {xLabel: gettext("type")});
    if (Object.keys(data.triggers || {}).length) html += Charts.bar(gettext("Triggers"), data.triggers, {xLabel: gettext("trigger")});
    const odds = data.playable_turn_one;
    const pct = (x) => (x * 100).toFixed(1) + "%";
    if (odds) {
      html += `<p>${Decklab.esc(interpolate(gettext("Opening hand with a turn-1 play: %(opening)s, with the re-draw %(redraw)s."),
                                            {opening: pct(odds.opening), redraw: pct(odds.opening_with_redraw)}, true))}</p>`;
    }
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
