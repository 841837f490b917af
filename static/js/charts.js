// Small SVG bar charts with labelled axes and the value written on every bar (readable without colour).
"use strict";
window.Charts = {
  bar(title, data, opts) {
    opts = opts || {};
    const keys = Object.keys(data);
    const width = opts.width || 320, height = opts.height || 160, pad = 32;
    const max = Math.max(1, ...keys.map((k) => data[k]));
    const band = keys.length ? (width - pad - 8) / keys.length : 0;
    const esc = Decklab.esc;
    const every = Math.max(1, Math.ceil(keys.length / 12)); // label every Nth bar when crowded
    const showValues = keys.length <= 16;
    let bars = "";
    keys.forEach((k, i) => {
      const h = (data[k] / max) * (height - pad - 20);
      const x = pad + i * band + 2, y = height - pad - h;
      const label = opts.percent ? (data[k] * 100).toFixed(1) + "%" : data[k];
      bars += `<rect x="${x}" y="${y}" width="${Math.max(2, band - 4)}" height="${h}" class="bar"><title>${esc(k)}: ${esc(label)}</title></rect>`;
      if (showValues) bars += `<text x="${x + band / 2 - 2}" y="${y - 3}" text-anchor="middle" class="value">${esc(label)}</text>`;
      if (i % every === 0) bars += `<text x="${x + band / 2 - 2}" y="${height - pad + 14}" text-anchor="middle" class="tick">${esc(k)}</text>`;
    });
    return `<figure class="chart"><figcaption>${esc(title)}</figcaption>
      <svg role="img" aria-label="${esc(title)}" viewBox="0 0 ${width} ${height}" width="100%">
      <line x1="${pad}" y1="${height - pad}" x2="${width - 4}" y2="${height - pad}" class="axis"/>
      <line x1="${pad}" y1="8" x2="${pad}" y2="${height - pad}" class="axis"/>
      <text x="4" y="14" class="axis-label">${esc(opts.yLabel || gettext("cards"))}</text>
      <text x="${width - 4}" y="${height - 4}" text-anchor="end" class="axis-label">${esc(opts.xLabel || "")}</text>
      ${bars}</svg></figure>`;
  },

  // A share as a point with its interval as an error bar, on a 0–100 % axis.
  interval(title, value, low, high, opts) {
    opts = opts || {};
    const esc = Decklab.esc, width = 320, height = 70, left = 20, right = width - 24, y = 30;
    const x = (share) => left + (right - left) * Math.max(0, Math.min(1, share || 0));
    const pct = (share) => (share * 100).toFixed(1) + "%";
    const ticks = [0, 0.25, 0.5, 0.75, 1].map((t) => `<line x1="${x(t)}" y1="${y + 14}" x2="${x(t)}" y2="${y + 19}" class="axis"/>
      <text x="${x(t)}" y="${y + 32}" text-anchor="middle" class="tick">${t * 100}%</text>`).join("");
    return `<figure class="chart"><figcaption>${esc(title)}</figcaption>
      <svg role="img" aria-label="${esc(title)}: ${pct(value)}, 95% interval ${pct(low)} to ${pct(high)}" viewBox="0 0 ${width} ${height}" width="100%">
      <line x1="${left}" y1="${y + 14}" x2="${right}" y2="${y + 14}" class="axis"/>${ticks}
      ${opts.reference != null ? `<line x1="${x(opts.reference)}" y1="${y - 12}" x2="${x(opts.reference)}" y2="${y + 14}" class="reference"/>` : ""}
      <line x1="${x(low)}" y1="${y}" x2="${x(high)}" y2="${y}" class="errorbar"/>
      <line x1="${x(low)}" y1="${y - 6}" x2="${x(low)}" y2="${y + 6}" class="errorbar"/>
      <line x1="${x(high)}" y1="${y - 6}" x2="${x(high)}" y2="${y + 6}" class="errorbar"/>
      <circle cx="${x(value)}" cy="${y}" r="5" class="point"><title>${pct(value)} (${pct(low)}–${pct(high)})</title></circle>
      <text x="${x(value)}" y="${y - 10}" text-anchor="middle" class="value">${pct(value)}</text></svg></figure>`;
  },
};
