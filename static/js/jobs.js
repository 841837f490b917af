// Queue a job, watch its progress, read its result, step through sample games.
"use strict";
(function () {
  const tokenField = document.querySelector("[name=csrfmiddlewaretoken]");
  const csrf = tokenField ? tokenField.value : "";
  const $ = (id) => document.getElementById(id);
  const esc = (s) => String(s == null ? "" : s).replace(/[&<>"']/g, (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c]));
  const pct = (x) => (x == null ? "–" : (x * 100).toFixed(1) + "%");
  const api = (url, body) => fetch(url, {method: body ? "POST" : "GET", credentials: "same-origin",
    headers: {"Content-Type": "application/json", "X-CSRFToken": csrf}, body: body ? JSON.stringify(body) : undefined})
    .then(async (r) => ({ok: r.ok, data: await r.json().catch(() => ({}))}));

  const form = $("job-form");
  if (form) {
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const deckSelect = $("job-deck");
      const game = deckSelect.selectedOptions[0] ? deckSelect.selectedOptions[0].dataset.game : "union-arena";
      const mode = $("job-mode").value;
      const opponents = [...document.querySelectorAll("input[name=opponent]:checked")].map((box) => ({deck_id: Number(box.value)}));
      const body = {game, mode, deck: {deck_id: Number(deckSelect.value)}, opponents: mode === "goldfish" ? [] : opponents,
                    games: Number($("job-games").value), pilot: $("job-pilot").value, opponent_pilot: $("job-opponent-pilot").value,
                    allow_illegal: $("job-illegal").checked};
      if ($("job-seed").value) body.seed = Number($("job-seed").value);
      const {ok, data} = await api("/api/jobs/", body);
      if (ok) window.location.href = `/jobs/${data.id}/`;
      else $("job-status").textContent = "Not queued: " + (data.detail || JSON.stringify(data));
    });
    return;
  }

  const box = $("job");
  if (!box) return;
  const jobId = box.dataset.jobId;
  $("cancel-job").onclick = () => api(`/api/jobs/${jobId}/cancel/`, {}).then(poll);

  async function poll() {
    const {data: job} = await api(`/api/jobs/${jobId}/`);
    const p = job.progress || {};
    $("progress").value = p.percent || 0;
    $("progress-text").textContent = `${p.percent}% · ${p.games_done} of ${p.games_total} games` +
      (p.games_per_second ? ` · ${p.games_per_second} games/s` : "") +
      (p.seconds_left != null && job.status === "running" ? ` · about ${Math.ceil(p.seconds_left)} s left` : "") + ` · ${job.status}`;
    if (job.result) { showResult(job); $("cancel-job").hidden = true; return; }
    setTimeout(poll, 700);
  }

  function showResult(job) {
    const r = job.result.overall;
    $("result").hidden = false;
    const incomplete = job.result.overall.incomplete_cards || {};
    $("summary").innerHTML = `<p><strong>Win rate ${pct(r.win_rate)}</strong> (95% interval ${pct(r.win_rate_interval[0])} to ${pct(r.win_rate_interval[1])})
      over ${r.games} games: ${r.wins} wins, ${r.losses} losses, ${r.draws} draws, ${r.capped} capped, ${r.errors} errors.
      ${job.partial ? "<strong>Partial result (cancelled or failed chunks).</strong>" : ""}
      ${job.result.illegal_decks_tested ? "<strong>An illegal deck was tested on request.</strong>" : ""}</p>
      ${r.kill_turn && r.kill_turn.mean ? `<p>Kill turn: mean ${r.kill_turn.mean.toFixed(2)}, median ${r.kill_turn.p50}, 90th percentile ${r.kill_turn.p90}.</p>` : ""}
      <p>Cards simulated incompletely (their text beyond keywords is not played): your deck ${incomplete.deck || 0}.</p>
      <ul id="incomplete">${Object.entries(job.result.incompletely_simulated || {}).map(([deck, names]) =>
        `<li>${esc(deck)}: ${names.length ? names.map(esc).join(", ") : "none"}</li>`).join("")}</ul>`;
    let charts = Charts.bar("Win rate with its 95% interval", {"low": r.win_rate_interval[0], "win rate": r.win_rate || 0, "high": r.win_rate_interval[1]},
                            {percent: true, yLabel: "share", xLabel: ""});
    charts += Charts.bar("Going first / second (win rate)", {"first": r.going_first.win_rate || 0, "second": r.going_second.win_rate || 0},
                         {percent: true, yLabel: "win rate"});
    charts += Charts.bar("Game length", r.turns_histogram, {yLabel: "games", xLabel: "turns"});
    if (r.kill_turn && Object.keys(r.kill_turn.histogram).length) charts += Charts.bar("Kill turn", r.kill_turn.histogram, {yLabel: "games", xLabel: "turn"});
    for (const pairing of job.result.pairings) {
      if (pairing.opponent !== "goldfish") charts += `<p>Against ${esc(pairing.opponent)}: ${pct(pairing.win_rate)} (${pct(pairing.win_rate_interval[0])}–${pct(pairing.win_rate_interval[1])})</p>`;
    }
    $("charts").innerHTML = charts;
    $("card-table").querySelector("tbody").innerHTML = r.cards.map((c) => `<tr><td>${esc(c.identity)}</td><td>${c.drawn}</td>
      <td>${pct(c.win_rate_when_drawn)}</td><td>${c.played}</td><td>${pct(c.win_rate_when_played)}</td></tr>`).join("");
    const select = $("sample-select");
    select.innerHTML = r.samples.map((s, i) => `<option value="${i}">Game ${s.index} (seed ${s.seed})</option>`).join("");
    let step = 0;
    const show = () => {
      const sample = r.samples[Number(select.value)] || {events: []};
      step = Math.max(0, Math.min(step, sample.events.length));
      $("replay").innerHTML = sample.events.slice(0, step).map((e) => `<li>turn ${e[0]}, player ${e[1] + 1}: ${esc(e.slice(2).join(" "))}</li>`).join("");
      $("step-info").textContent = `Step ${step} of ${sample.events.length}`;
    };
    select.onchange = () => { step = 0; show(); };
    $("step-next").onclick = () => { step += 1; show(); };
    $("step-back").onclick = () => { step -= 1; show(); };
    step = 10;
    show();
  }
  poll();
})();
