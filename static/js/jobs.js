// Queue a job, watch its progress, read its result, step through sample games.
"use strict";
(function () {
  const {esc, $, api, pct} = Decklab;

  const JOB_FIELDS = {game: {input: "job-deck", label: "My deck"}, mode: {input: "job-mode", label: "Mode"},
                      deck: {input: "job-deck", label: "My deck"}, opponents: {input: "opponents-box", label: "Opponents"},
                      games: {input: "job-games", label: "Games (per opponent)"}, seed: {input: "job-seed", label: "Seed"},
                      pilot: {input: "job-pilot", label: "My pilot"}, opponent_pilot: {input: "job-opponent-pilot", label: "Opponent's pilot"},
                      allow_illegal: {input: "job-illegal", label: "Test even if a deck is illegal"},
                      turn_cap: {label: "Turn limit"}, region: {label: "Region"}, as_of: {label: "Date of the rules"},
                      chunk_size: {label: "Chunk size"}, precision: {input: "job-precision", label: "Stop when the win rate is known to ±"}};

  // "1" (percent) -> 0.01, the API's half-width; blank -> no precision (the job plays every game).
  function precisionFromPercent(text) {
    const value = text.trim();
    return value ? Number(value) / 100 : null;
  }

  // Why a finished job stopped (job.stop, matches.api.StopSerializer), in words.
  function stopLine(stop) {
    if (!stop) return "";
    const width = `±${(100 * stop.half_width).toFixed(1)} %`;
    const asked = stop.precision != null ? `±${(100 * stop.precision).toFixed(1)} %` : "";
    const words = {games: `Every game asked for was played (interval ${width}).`,
                   precision: `Stopped after ${stop.games} games: the interval reached ${width}, within the ${asked} asked for.`,
                   cap: `Played every game up to the cap (${stop.games}): the interval is ${width}, not yet the ${asked} asked for.`,
                   cancelled: `Cancelled after ${stop.games} games (interval ${width}).`};
    return `<p id="stop-reason">${esc(words[stop.reason] || stop.reason)}</p>`;
  }

  const form = $("job-form");
  if (form) {
    const deckSelect = $("job-deck");
    const selectedGame = () => (deckSelect.selectedOptions[0] ? deckSelect.selectedOptions[0].dataset.game : "union-arena");
    // Opponents of the deck's game only, and none in goldfish mode.
    const fitOpponents = () => {
      const game = selectedGame();
      $("opponents-box").hidden = $("job-mode").value === "goldfish";
      document.querySelectorAll("#opponents-box .opponent").forEach((label) => {
        const fits = label.dataset.game === game && label.querySelector("input").value !== deckSelect.value;
        label.hidden = !fits;
        if (!fits) label.querySelector("input").checked = false;
      });
      const none = $("no-opponents");
      if (none) none.hidden = [...document.querySelectorAll("#opponents-box .opponent")].some((label) => !label.hidden);
    };
    deckSelect.addEventListener("change", fitOpponents);
    $("job-mode").addEventListener("change", fitOpponents);
    fitOpponents();

    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const game = selectedGame();
      const mode = $("job-mode").value;
      const opponents = [...document.querySelectorAll("input[name=opponent]:checked")].map((box) => ({deck_id: Number(box.value)}));
      const body = {game, mode, deck: {deck_id: Number(deckSelect.value)}, opponents: mode === "goldfish" ? [] : opponents,
                    games: $("job-games").value, pilot: $("job-pilot").value, opponent_pilot: $("job-opponent-pilot").value,
                    allow_illegal: $("job-illegal").checked};
      const seed = $("job-seed").value.trim();
      if (seed) body.seed = seed; // a string: JavaScript numbers lose digits past 2^53
      const precision = precisionFromPercent($("job-precision").value);
      if (precision !== null) body.precision = precision;
      Decklab.clearErrors(form, $("job-status"));
      const {ok, status, data} = await api("/api/jobs/", body);
      if (ok) { window.location.href = `/jobs/${data.id}/`; return; }
      const raw = data.error && typeof data.error === "object" ? data.error.details || {} : data;
      if (raw.violations) {
        const lines = Object.entries(raw.violations).map(([name, found]) =>
          `${name}: ${(found || []).map((v) => v.message).join(" ")}`);
        Decklab.showErrors(form, $("job-status"), {allow_illegal: [
          "A deck is not legal, so it is not tested unless you tick this box.", ...lines]}, status, JOB_FIELDS);
        $("job-status").textContent = "Not queued: a deck is not legal (see below).";
        return;
      }
      Decklab.showErrors(form, $("job-status"), data, status, JOB_FIELDS);
      $("job-status").textContent = "Not queued. " + $("job-status").textContent;
    });
    return;
  }

  const box = $("job");
  if (!box) return;
  const jobId = box.dataset.jobId;
  const cards = JSON.parse($("job-cards").textContent); // identity -> card fields (matches.selectors.job_cards)
  const cardName = (identity) => (cards[identity] ? cards[identity].name : identity);
  const deckNames = JSON.parse($("job-deck-names").textContent); // seat order: the job's deck, then its opponents
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

  // Per card simulated incompletely: the sentences of its text that are not played.
  function notPlayed(cards) {
    if (!cards || !cards.length) return "";
    return `<ul class="not-played">${cards.map((c) => `<li>${esc(c.number)} ${esc(c.name)} — not played:
      <ul>${c.not_played.map((s) => `<li>${esc(s)}</li>`).join("")}</ul></li>`).join("")}</ul>`;
  }

  // One sentence a player reads first: who wins how often, and whether going first matters.
  function plainSummary(job) {
    const r = job.result.overall;
    const range = `${pct(r.win_rate_interval[0])}–${pct(r.win_rate_interval[1])}`;
    const first = r.going_first.win_rate, second = r.going_second.win_rate;
    const order = first != null && second != null
      ? (Math.abs(first - second) >= 0.05 ? `; going first matters: ${pct(first)} vs ${pct(second)} going second`
        : `; going first or second makes little difference (${pct(first)} vs ${pct(second)})`) : "";
    if (job.mode === "goldfish") {
      const kill = r.kill_turn && r.kill_turn.mean ? `, on average on its turn ${r.kill_turn.mean.toFixed(1)}` : "";
      return `“${deckNames[0]}” wins ${pct(r.win_rate)} (${range}) of ${r.games} games against an idle opponent${kill}${order}.`;
    }
    const against = deckNames.length === 2 ? `“${deckNames[1]}”` : `${deckNames.length - 1} decks`;
    return `“${deckNames[0]}” wins ${pct(r.win_rate)} (${range}) against ${against} over ${r.games} games${order}.`;
  }

  // Per card: games drawn and played, the win rate when drawn against when not drawn, with the
  // difference and its 95 % interval (normal approximation): an interval across 0 is likely noise.
  function cardRows(r) {
    const games = r.games - r.errors;
    const score = (r.win_rate || 0) * games;
    return r.cards.map((c) => {
      const n1 = c.drawn, p1 = c.win_rate_when_drawn;
      const n0 = games - n1, p0 = n0 > 0 && p1 != null ? (score - p1 * n1) / n0 : null;
      let diff = null, low = null, high = null;
      if (p1 != null && p0 != null && n1 > 0 && n0 > 0) {
        diff = p1 - p0;
        const se = Math.sqrt((p1 * (1 - p1)) / n1 + (p0 * (1 - p0)) / n0);
        low = diff - 1.96 * se; high = diff + 1.96 * se;
      }
      return {identity: c.identity, name: cardName(c.identity), drawn: n1, whenDrawn: p1, notDrawn: p0, diff, low, high,
              played: c.played, whenPlayed: c.win_rate_when_played};
    });
  }
  const points = (x) => (x == null ? "–" : `${x >= 0 ? "+" : "−"}${Math.abs(x * 100).toFixed(1)}`);

  function showCardTable(r) {
    const rows = cardRows(r);
    const body = $("card-table").querySelector("tbody");
    const render = () => {
      body.innerHTML = rows.map((c) => {
        const noise = c.low != null && c.low < 0 && c.high > 0;
        return `<tr><td data-label="Card"><span class="card-name" tabindex="0">${esc(c.name)} <small>${esc(c.identity)}</small>
          ${cards[c.identity] && cards[c.identity].text ? `<span class="tile-full" role="tooltip">${esc(cards[c.identity].text)}</span>` : ""}</span></td>
          <td data-label="Drawn">${c.drawn}</td><td data-label="Win rate when drawn">${pct(c.whenDrawn)}</td>
          <td data-label="When not drawn">${pct(c.notDrawn)}</td>
          <td data-label="Difference" class="${noise ? "noise" : ""}">${c.diff == null ? "–" : `${points(c.diff)} pts <small>(${points(c.low)} to ${points(c.high)})${noise ? " likely noise" : ""}</small>`}</td>
          <td data-label="Played">${c.played}</td><td data-label="Win rate when played">${pct(c.whenPlayed)}</td></tr>`;
      }).join("");
    };
    $("card-table").querySelectorAll("th button[data-sort]").forEach((button) => {
      button.onclick = () => {
        const key = button.dataset.sort;
        const down = button.getAttribute("aria-sort") !== "descending";
        rows.sort((a, b) => {
          const x = a[key], y = b[key];
          if (typeof x === "string") return down ? y.localeCompare(x) : x.localeCompare(y);
          return down ? (y ?? -Infinity) - (x ?? -Infinity) : (x ?? Infinity) - (y ?? Infinity);
        });
        $("card-table").querySelectorAll("th button[data-sort]").forEach((other) => other.removeAttribute("aria-sort"));
        button.setAttribute("aria-sort", down ? "descending" : "ascending");
        render();
      };
    });
    render();
  }

  function showResult(job) {
    const r = job.result.overall;
    $("result").hidden = false;
    const incomplete = job.result.overall.incomplete_cards || {};
    $("summary").innerHTML = `<p id="plain-summary" class="lead">${esc(plainSummary(job))}</p><p><strong>Win rate ${pct(r.win_rate)}</strong> (95% interval ${pct(r.win_rate_interval[0])} to ${pct(r.win_rate_interval[1])})
      over ${r.games} games: ${r.wins} wins, ${r.losses} losses, ${r.draws} draws, ${r.capped} capped, ${r.errors} errors.
      ${job.partial ? "<strong>Partial result (cancelled or failed chunks).</strong>" : ""}
      ${job.result.illegal_decks_tested ? "<strong>An illegal deck was tested on request.</strong>" : ""}</p>
      ${stopLine(job.stop)}
      ${r.kill_turn && r.kill_turn.mean ? `<p>Kill turn: mean ${r.kill_turn.mean.toFixed(2)}, median ${r.kill_turn.p50}, 90th percentile ${r.kill_turn.p90}.</p>` : ""}
      <p>Cards simulated incompletely (their text beyond keywords is not played): your deck ${incomplete.deck || 0}.</p>
      <ul id="incomplete">${Object.entries(job.result.incompletely_simulated || {}).map(([deck, names]) =>
        `<li>${esc(deck)}: ${names.length ? names.map(esc).join(", ") : "none"}${notPlayed((job.result.not_played || {})[deck])}</li>`).join("")}</ul>`;
    let charts = Charts.interval("Win rate with its 95% interval", r.win_rate || 0, r.win_rate_interval[0], r.win_rate_interval[1], {reference: 0.5});
    charts += Charts.bar("Going first / second (win rate)", {"first": r.going_first.win_rate || 0, "second": r.going_second.win_rate || 0},
                         {percent: true, yLabel: "win rate"});
    charts += Charts.bar("Game length (turns of both players, counted together)", r.turns_histogram, {yLabel: "games", xLabel: "turns"});
    if (r.kill_turn && Object.keys(r.kill_turn.histogram).length) {
      charts += Charts.bar("Kill turn (your deck's own turns, in the games it won)", r.kill_turn.histogram, {yLabel: "games", xLabel: "turn"});
    }
    for (const pairing of job.result.pairings) {
      if (pairing.opponent !== "goldfish") charts += `<p>Against ${esc(pairing.opponent)}: ${pct(pairing.win_rate)} (${pct(pairing.win_rate_interval[0])}–${pct(pairing.win_rate_interval[1])})</p>`;
    }
    $("charts").innerHTML = charts;
    showCardTable(r);
    BoardViewer.show(job); // static/js/board.js: the sample games as a board
  }
  poll();
})();
