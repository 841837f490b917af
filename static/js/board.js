// The sample-game viewer: a kept sample replayed on the server (GET /api/jobs/<id>/samples/<n>/board/)
// and drawn here step by step: both sides' zones and counts, the log beside it. One step is one action.
"use strict";
window.BoardViewer = (function () {
  const {esc, $, api} = Decklab;
  const root = $("board-viewer");
  if (!root) return {show() {}};
  const words = root.dataset; // the page's own words, translated by the template (data-words-*)
  const w = (key) => words["words" + key.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase())] || key;
  const cards = JSON.parse($("job-cards").textContent); // identity -> card fields
  const named = (parts) => parts.map((part) => (cards[part] ? `${esc(cards[part].name)} <small>${esc(part)}</small>` : esc(part))).join(" ");
  // Which counts each game shows, in order; lines are the seat's lists of cards.
  const COUNTS = ["life", "hp", "ap", "hand", "deck", "energy", "outside", "remove", "debris", "angels", "nether",
                  "shield", "meter", "discard", "ultimates"];
  const LINES = ["front", "energy", "field", "runes"];
  let data = null, step = 0, jobId = null, samples = [];

  const seatName = (seat) => (seat < 0 ? w("table") : `${w("player")} ${seat + 1}` + (seat === 0 ? ` (${w("you")})` : ""));

  function tile(card) {
    const stats = [];
    if (card.bp != null) stats.push(`BP ${card.bp}`);
    if (card.power != null) stats.push(`${card.power}/${card.toughness}`);
    const state = card.rested || card.up === false ? ` ${w("rested")}` : (card.face_up === false ? ` ${w("face-down")}` : "");
    const down = card.rested || card.up === false;
    return `<li class="mini${down ? " rested" : ""}${card.face_up === false ? " face-down" : ""}" title="${esc(card.name)} ${esc(card.number)}${esc(state)}">
      <span class="mini-name">${esc(card.name || "—")}</span><small>${esc(card.number)}</small>
      ${stats.length ? `<span class="mini-stats">${esc(stats.join(" · "))}</span>` : ""}
      ${state ? `<span class="visually-hidden">${esc(state)}</span>` : ""}</li>`;
  }

  function seatPanel(board, seat) {
    const s = board.seats[seat];
    const counts = COUNTS.filter((key) => typeof s[key] === "number").map((key) => {
      let value = s[key];
      if (key === "ap" && s.ap_total != null) value = `${s.ap}/${s.ap_total}`;
      if (key === "hp" && s.max_hp) value = `${s.hp}/${s.max_hp}`;
      const label = key === "energy" ? w("energy-count") : w(key); // a number: the energy a seat has, not a line
      return `<span class="count" data-count="${key}"><span class="count-label">${esc(label)}</span> <b>${esc(value)}</b></span>`;
    }).join("");
    const lines = LINES.filter((key) => Array.isArray(s[key])).map((key) =>
      `<div class="line"><h5>${esc(w(key))}</h5><ul class="minis" data-line="${key}">${s[key].length ? s[key].map(tile).join("") : `<li class="none">${esc(w("empty"))}</li>`}</ul></div>`).join("");
    const team = s.team ? teamList(s.team)
      : (s.characters ? `<p class="team">${esc(w("characters"))}: ${s.characters.map(esc).join(", ")}</p>` : "");
    const acting = !board.over && board.player === seat ? ` <span class="acting">${esc(w("to-act"))}</span>` : "";
    return `<section class="seat${seat === 0 ? " mine" : ""}" data-seat="${seat}"><h4>${esc(seatName(seat))}: “${esc(data.players[seat])}”${acting}</h4>
      <div class="counts">${counts}</div>${team}${lines}</section>`;
  }

  // Universal Arena (current rules): each character of the row with its HP, Shield and statuses.
  function teamList(team) {
    const status = (st) => `<span class="status">${esc(st.name)} ${esc(st.count == null ? st.value : `${st.value}/${st.count}`)}</span>`;
    return `<ul class="team-rows" aria-label="${esc(w("characters"))}">${team.map((c) => `<li class="character${c.hp ? "" : " defeated"}">
      <span class="character-name">${esc(c.name)}</span>
      <span class="count" data-count="character-hp"><span class="count-label">${esc(w("hp"))}</span> <b>${c.hp}/${c.max_hp}</b></span>
      ${c.shield ? `<span class="count"><span class="count-label">${esc(w("shield"))}</span> <b>${c.shield}</b></span>` : ""}
      ${c.hp ? "" : `<span class="status">${esc(w("defeated"))}</span>`}${c.statuses.map(status).join("")}</li>`).join("")}</ul>`;
  }

  function zones(board) {
    if (!board.zones) return "";
    return `<div class="zones">${board.zones.map((zone, i) => `<div class="line"><h5>${esc(w("zone"))} ${i + 1}</h5>
      <ul class="minis">${zone.length ? zone.map((card) => tile({...card, name: `${card.name} (P${card.owner + 1})`})).join("") : `<li class="none">${esc(w("empty"))}</li>`}</ul></div>`).join("")}</div>`;
  }

  function draw() {
    const steps = data.steps;
    step = Math.max(0, Math.min(step, steps.length - 1));
    const board = steps[step].board;
    const seats = board.seats.length > 1 ? [1, 0] : [0]; // the opponent above, your deck below
    $("board").innerHTML = seatPanel(board, seats[0]) + zones(board) + (seats.length > 1 ? seatPanel(board, seats[1]) : "");
    $("replay").innerHTML = steps.slice(1, step + 1).flatMap((s) => s.events.map((e) =>
      `<li${s.step === step ? ' class="now"' : ""}><span class="turn">${esc(w("turn"))} ${e[0]}</span>, ${esc(seatName(e[1]))}: ${named(e.slice(2).map(String))}</li>`)).join("");
    const log = $("replay");
    log.scrollTop = log.scrollHeight;
    let info = `${w("step")} ${step} ${w("of")} ${steps.length - 1} · ${w("turn")} ${board.turn}`;
    if (!step) info += ` · ${w("start")}`;
    if (board.over) info += " · " + (board.winner == null ? w("draw") : `${seatName(board.winner)} ${w("won")}`);
    $("step-info").textContent = info;
  }

  // The first step of a turn (the board shows that turn), else the last step.
  function toTurn(turn) {
    const steps = data.steps;
    const found = steps.findIndex((s) => s.board.turn >= turn);
    step = found < 0 ? steps.length - 1 : found;
    draw();
  }

  // Back: to the first step of the turn shown, or of the turn before when already there.
  function turnBack() {
    const turn = data.steps[step].board.turn;
    const start = data.steps.findIndex((s) => s.board.turn >= turn);
    toTurn(start < step ? turn : turn - 1);
  }

  async function load(number) {
    $("step-info").textContent = w("loading");
    const {ok, data: body} = await api(`/api/jobs/${jobId}/samples/${number}/board/`);
    if (!ok) {
      data = null;
      $("board").innerHTML = "";
      $("step-info").textContent = (body.error && body.error.message) || "";
      return;
    }
    data = body;
    const opponent = body.players[1] === "goldfish" ? w("goldfish") : `“${body.players[1]}”`;
    $("players").textContent = `${w("player")} 1: ${w("you")} “${body.players[0]}”; ${w("player")} 2: ${opponent}. ` +
      `${w("player")} ${body.first_player + 1} ${w("went-first")}.`;
    $("turn-jump").max = body.steps[body.steps.length - 1].board.turn;
    step = 0;
    draw();
  }

  function show(job) {
    jobId = job.id;
    samples = job.result.overall.samples || [];
    const select = $("sample-select");
    select.innerHTML = samples.map((s, i) => `<option value="${i}">${esc(w("game"))} ${s.index} (${esc(interpolate(gettext("seed %(seed)s"), {seed: s.seed}, true))})</option>`).join("");
    select.onchange = () => load(Number(select.value));
    const move = (by) => () => { if (data) { step += by; draw(); } };
    $("step-next").onclick = move(1);
    $("step-back").onclick = move(-1);
    $("turn-next").onclick = () => { if (data) toTurn(data.steps[step].board.turn + 1); };
    $("turn-back").onclick = () => { if (data) turnBack(); };
    $("turn-jump").onchange = (event) => { if (data && event.target.value !== "") toTurn(Number(event.target.value)); };
    root.addEventListener("keydown", (event) => {
      if (event.target.tagName === "INPUT" || event.target.tagName === "SELECT") return;
      if (event.key === "ArrowRight") move(1)();
      if (event.key === "ArrowLeft") move(-1)();
    });
    if (samples.length) load(0);
    else $("step-info").textContent = "";
  }

  return {show};
})();
