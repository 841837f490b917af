// Small SVG bar charts with labelled axes and the value written on every bar (readable without colour).
"use strict";
window.Charts = {
  bar(title, data, opts) {
    opts = opts || {};
    const keys = Object.keys(data);
    const width = opts.width || 320, height = opts.height || 160, pad = 32;
    const max = Math.max(1, ...keys.map((k) => data[k]));
    const band = keys.length ? (width - pad - 8) / keys.length : 0;
    const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;"}[c]));
    let bars = "";
    keys.forEach((k, i) => {
      const h = (data[k] / max) * (height - pad - 20);
      const x = pad + i * band + 2, y = height - pad - h;
      const label = opts.percent ? (data[k] * 100).toFixed(1) + "%" : data[k];
      bars += `<rect x="${x}" y="${y}" width="${Math.max(2, band - 4)}" height="${h}" class="bar"><title>${esc(k)}: ${esc(label)}</title></rect>`;
      bars += `<text x="${x + band / 2 - 2}" y="${y - 3}" text-anchor="middle" class="value">${esc(label)}</text>`;
      bars += `<text x="${x + band / 2 - 2}" y="${height - pad + 14}" text-anchor="middle" class="tick">${esc(k)}</text>`;
    });
    return `<figure class="chart"><figcaption>${esc(title)}</figcaption>
      <svg role="img" aria-label="${esc(title)}" viewBox="0 0 ${width} ${height}" width="100%">
      <line x1="${pad}" y1="${height - pad}" x2="${width - 4}" y2="${height - pad}" class="axis"/>
      <line x1="${pad}" y1="8" x2="${pad}" y2="${height - pad}" class="axis"/>
      <text x="4" y="14" class="axis-label">${esc(opts.yLabel || "cards")}</text>
      <text x="${width - 4}" y="${height - 4}" text-anchor="end" class="axis-label">${esc(opts.xLabel || "")}</text>
      ${bars}</svg></figure>`;
  },
};
