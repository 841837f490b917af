// Queue a job, watch its progress, read its result, step through sample games.
"use strict";
(function () {
  const {esc, $, api, pct} = Decklab;

  const JOB_FIELDS = {game: {input: "job-deck", label: gettext("My deck")}, mode: {input: "job-mode", label: gettext("Mode")},
                      deck: {input: "job-deck", label: gettext("My deck")}, opponents: {input: "opponents-box", label: gettext("Opponents")},
                      games: {input: "job-games", label: gettext("Games (per opponent)")}, seed: {input: "job-seed", label: gettext("Seed")},
                      pilot: {input: "job-pilot", label: gettext("My pilot")},
                      opponent_pilot: {input: "job-opponent-pilot", label: gettext("Opponent's pilot")},
                      allow_illegal: {input: "job-illegal", label: gettext("Test even if a deck is illegal")},
                      turn_cap: {label: gettext("Turn limit")}, region: {label: gettext("Region")}, as_of: {label: gettext("Date of the rules")},
                      chunk_size: {label: gettext("Chunk size")},
                      precision: {input: "job-precision", label: gettext("Stop when the win rate is known to ±")}};
  // The job's status as the API spells it, in words.
  const STATUS = {queued: gettext("queued"), running: gettext("running"), done: gettext("done"), failed: gettext("failed"),
                  cancelled: gettext("cancelled")};

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
    const words = {games: gettext("Every game asked for was played (interval %(width)s)."),
                   precision: gettext("Stopped after %(games)s games: the interval reached %(width)s, within the %(asked)s asked for."),
                   cap: gettext("Played every game up to the cap (%(games)s): the interval is %(width)s, not yet the %(asked)s asked for."),
                   cancelled: gettext("Cancelled after %(games)s games (interval %(width)s).")};
    const line = words[stop.reason] ? interpolate(words[stop.reason], {games: stop.games, width, asked}, true) : stop.reason;
    return `<p id="stop-reason">${esc(line)}</p>`;
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
          gettext("A deck is not legal, so it is not tested unless you tick this box."), ...lines]}, status, JOB_FIELDS);
        $("job-status").textContent = gettext("Not queued: a deck is not legal (see below).");
        return;
      }
      Decklab.showErrors(form, $("job-status"), data, status, JOB_FIELDS);
      $("job-status").textContent = interpolate(gettext("Not queued. %(error)s"), {error: $("job-status").textContent}, true);
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
    const parts = [`${p.percent}%`, interpolate(gettext("%(done)s of %(total)s games"), {done: p.games_done, total: p.games_total}, true)];
    if (p.games_per_second) parts.push(interpolate(gettext("%(speed)s games/s"), {speed: p.games_per_second}, true));
    if (p.seconds_left != null && job.status === "running") {
      parts.push(interpolate(gettext("about %(seconds)s s left"), {seconds: Math.ceil(p.seconds_left)}, true));
    }
    parts.push(STATUS[job.status] || job.status);
    $("progress-text").textContent = parts.join(" · ");
    if (job.result) { showResult(job); $("cancel-job").hidden = true; return; }
    setTimeout(poll, 700);
  }

  // Per card simulated incompletely: the sentences of its text that are not played.
  function notPlayed(cards) {
    if (!cards || !cards.length) return "";
    return `<ul class="not-played">${cards.map((c) => `<li>${esc(c.number)} ${esc(c.name)} — ${esc(gettext("not played:"))}
      <ul>${c.not_played.map((s) => `<li>${esc(s)}</li>`).join("")}</ul></li>`).join("")}</ul>`;
  }

  // One sentence a player reads first: who wins how often, and whether going first matters.
  function plainSummary(job) {
    const r = job.result.overall;
    const range = `${pct(r.win_rate_interval[0])}–${pct(r.win_rate_interval[1])}`;
    const first = r.going_first.win_rate, second = r.going_second.win_rate;
    const rates = {first: pct(first), second: pct(second)};
    const order = first != null && second != null
      ? (Math.abs(first - second) >= 0.05 ? interpolate(gettext("; going first matters: %(first)s vs %(second)s going second"), rates, true)
        : interpolate(gettext("; going first or second makes little difference (%(first)s vs %(second)s)"), rates, true)) : "";
    const values = {deck: deckNames[0], rate: pct(r.win_rate), range, games: r.games, order};
    if (job.mode === "goldfish") {
      values.kill = r.kill_turn && r.kill_turn.mean
        ? interpolate(gettext(", on average on its turn %(turn)s"), {turn: r.kill_turn.mean.toFixed(1)}, true) : "";
      return interpolate(gettext("“%(deck)s” wins %(rate)s (%(range)s) of %(games)s games against an idle opponent%(kill)s%(order)s."), values, true);
    }
    values.against = deckNames.length === 2 ? interpolate(gettext("“%(deck)s”"), {deck: deckNames[1]}, true)
      : interpolate(gettext("%(count)s decks"), {count: deckNames.length - 1}, true);
    return interpolate(gettext("“%(deck)s” wins %(rate)s (%(range)s) against %(against)s over %(games)s games%(order)s."), values, true);
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

  const COLUMNS = {card: gettext("Card"), drawn: gettext("Drawn"), whenDrawn: gettext("Win rate when drawn"),
                   notDrawn: gettext("When not drawn"), diff: gettext("Difference"), played: gettext("Played"),
                   whenPlayed: gettext("Win rate when played")};
  // "+4.2 pts (−1.0 to +9.4)", and "likely noise" when the interval spans 0.
  const difference = (c, noise) => esc(interpolate(gettext("%(points)s pts"), {points: points(c.diff)}, true)) +
    ` <small>${esc(interpolate(gettext("(%(low)s to %(high)s)"), {low: points(c.low), high: points(c.high)}, true))}` +
    `${noise ? " " + esc(gettext("likely noise")) : ""}</small>`;

  function showCardTable(r) {
    const rows = cardRows(r);
    const body = $("card-table").querySelector("tbody");
    const render = () => {
      body.innerHTML = rows.map((c) => {
        const noise = c.low != null && c.low < 0 && c.high > 0;
        return `<tr><td data-label="${esc(COLUMNS.card)}"><span class="card-name" tabindex="0">${esc(c.name)} <small>${esc(c.identity)}</small>
          ${cards[c.identity] && cards[c.identity].text ? `<span class="tile-full" role="tooltip">${Decklab.cardText(cards[c.identity].text)}</span>` : ""}</span></td>
          <td data-label="${esc(COLUMNS.drawn)}">${c.drawn}</td><td data-label="${esc(COLUMNS.whenDrawn)}">${pct(c.whenDrawn)}</td>
          <td data-label="${esc(COLUMNS.notDrawn)}">${pct(c.notDrawn)}</td>
          <td data-label="${esc(COLUMNS.diff)}" class="${noise ? "noise" : ""}">${c.diff == null ? "–" : difference(c, noise)}</td>
          <td data-label="${esc(COLUMNS.played)}">${c.played}</td><td data-label="${esc(COLUMNS.whenPlayed)}">${pct(c.whenPlayed)}</td></tr>`;
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
    const said = (format, values) => esc(interpolate(format, values, true)); // format: a gettext(...) sentence
    $("summary").innerHTML = `<p id="plain-summary" class="lead">${esc(plainSummary(job))}</p><p><strong>${said(gettext("Win rate %(rate)s"), {rate: pct(r.win_rate)})}</strong> ${
      said(gettext("(95% interval %(low)s to %(high)s)"), {low: pct(r.win_rate_interval[0]), high: pct(r.win_rate_interval[1])})}
      ${said(gettext("over %(games)s games: %(wins)s wins, %(losses)s losses, %(draws)s draws, %(capped)s capped, %(errors)s errors."), r)}
      ${job.partial ? `<strong>${esc(gettext("Partial result (cancelled or failed chunks)."))}</strong>` : ""}
      ${job.result.illegal_decks_tested ? `<strong>${esc(gettext("An illegal deck was tested on request."))}</strong>` : ""}</p>
      ${stopLine(job.stop)}
      ${r.kill_turn && r.kill_turn.mean ? `<p>${said(gettext("Kill turn: mean %(mean)s, median %(median)s, 90th percentile %(p90)s."),
        {mean: r.kill_turn.mean.toFixed(2), median: r.kill_turn.p50, p90: r.kill_turn.p90})}</p>` : ""}
      <p>${said(gettext("Cards simulated incompletely (their text beyond keywords is not played): your deck %(count)s."), {count: incomplete.deck || 0})}</p>
      <ul id="incomplete">${Object.entries(job.result.incompletely_simulated || {}).map(([deck, names]) =>
        `<li>${esc(deck)}: ${names.length ? names.map(esc).join(", ") : esc(gettext("none"))}${notPlayed((job.result.not_played || {})[deck])}</li>`).join("")}</ul>`;
    let charts = Charts.interval(gettext("Win rate with its 95% interval"), r.win_rate || 0, r.win_rate_interval[0], r.win_rate_interval[1], {reference: 0.5});
    charts += Charts.bar(gettext("Going first / second (win rate)"),
                         {[gettext("first")]: r.going_first.win_rate || 0, [gettext("second")]: r.going_second.win_rate || 0},
                         {percent: true, yLabel: gettext("win rate")});
    charts += Charts.bar(gettext("Game length (turns of both players, counted together)"), r.turns_histogram,
                         {yLabel: gettext("games"), xLabel: gettext("turns")});
    if (r.kill_turn && Object.keys(r.kill_turn.histogram).length) {
      charts += Charts.bar(gettext("Kill turn (your deck's own turns, in the games it won)"), r.kill_turn.histogram,
                           {yLabel: gettext("games"), xLabel: gettext("turn")});
    }
    for (const pairing of job.result.pairings) {
      if (pairing.opponent !== "goldfish") {
        charts += `<p>${said(gettext("Against %(deck)s: %(rate)s (%(low)s–%(high)s)"), {deck: pairing.opponent, rate: pct(pairing.win_rate),
                                                                                low: pct(pairing.win_rate_interval[0]), high: pct(pairing.win_rate_interval[1])})}</p>`;
      }
    }
    $("charts").innerHTML = charts;
    showCardTable(r);
    BoardViewer.show(job); // static/js/board.js: the sample games as a board
  }
  poll();
})();
