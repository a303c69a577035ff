import type { Random } from '../seed/prng.ts';

/** Colours of one poster: a background running from `from` to `to`, and two colours to draw with. */
export interface Palette {
  from: string;
  to: string;
  ink: string;
  accent: string;
}

/** Draws a category's motifs on the 1200×675 canvas; `r` varies their place, size and number per event. */
export type Motif = (r: Random, p: Palette) => string;

const W = 1200;
const H = 675;
const f2 = (n: number) => n.toFixed(2);

const circle = (x: number, y: number, radius: number, fill: string, opacity = 1) =>
  `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${f2(opacity)}"` : ''}/>`;
const ring = (x: number, y: number, radius: number, stroke: string, width: number, opacity = 1) =>
  `<circle cx="${x}" cy="${y}" r="${radius}" fill="none" stroke="${stroke}" stroke-width="${width}"${opacity < 1 ? ` stroke-opacity="${f2(opacity)}"` : ''}/>`;
const star = (x: number, y: number, outer: number, fill: string, points = 5, turn = 0) => {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 ? outer * 0.45 : outer;
    const a = (Math.PI * i) / points - Math.PI / 2 + turn;
    return `${(x + radius * Math.cos(a)).toFixed(1)},${(y + radius * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${corners.join(' ')}" fill="${fill}"/>`;
};
/** Small scattered shapes (confetti, sparkles) so two posters of a category never share a layout. */
const confetti = (r: Random, count: number, colours: string[]) =>
  Array.from({ length: count }, () => {
    const x = r.int(0, W);
    const y = r.int(0, H);
    const c = r.pick(colours);
    return r.chance(0.5)
      ? circle(x, y, r.int(5, 12), c, 0.85)
      : `<rect x="${x}" y="${y}" width="${r.int(10, 22)}" height="${r.int(6, 10)}" rx="2" fill="${c}" fill-opacity="0.85" transform="rotate(${r.int(0, 180)} ${x} ${y})"/>`;
  }).join('');

const music: Motif = (r, p) => {
  // A record, sound rings around it and an equaliser along the bottom.
  const x = r.int(760, 1000);
  const y = r.int(220, 420);
  const grooves = Array.from({ length: 6 }, (_, i) => ring(x, y, 60 + i * 26, p.ink, 2, 0.35)).join('');
  const waves = Array.from({ length: r.int(3, 5) }, (_, i) => ring(x, y, 260 + i * 70, p.accent, 6, 0.5 - i * 0.08)).join('');
  const barWidth = r.pick([28, 36, 44]);
  const bars = Array.from({ length: Math.floor(620 / (barWidth + 12)) }, (_, i) => {
    const h = r.int(40, 260);
    return `<rect x="${40 + i * (barWidth + 12)}" y="${H - h}" width="${barWidth}" height="${h}" rx="${barWidth / 2}" fill="${i % 3 ? p.ink : p.accent}" fill-opacity="0.8"/>`;
  }).join('');
  const notes = Array.from({ length: r.int(2, 4) }, () => {
    const nx = r.int(80, 600);
    const ny = r.int(90, 300);
    return `<g fill="${p.ink}" fill-opacity="0.9"><ellipse cx="${nx}" cy="${ny + 70}" rx="22" ry="16" transform="rotate(-20 ${nx} ${ny + 70})"/><rect x="${nx + 16}" y="${ny}" width="7" height="72"/><path d="M${nx + 23} ${ny} q30 12 26 44 q-6 -22 -26 -24z"/></g>`;
  }).join('');
  return `${waves}${circle(x, y, 220, '#0b0b12', 0.92)}${grooves}${circle(x, y, 54, p.accent)}${circle(x, y, 8, '#0b0b12')}${bars}${notes}`;
};

const comedy: Motif = (r, p) => {
  // A microphone in a spotlight, with speech bubbles.
  const x = r.int(300, 900);
  const spot = `<path d="M${x - 60} 0 L${x + 60} 0 L${x + 330} ${H} L${x - 330} ${H}z" fill="${p.ink}" fill-opacity="0.14"/>`;
  const mic = `<g><rect x="${x - 14}" y="330" width="28" height="240" rx="8" fill="#111"/><rect x="${x - 55}" y="600" width="110" height="20" rx="10" fill="#111"/>`
    + `<rect x="${x - 46}" y="190" width="92" height="150" rx="46" fill="${p.accent}"/>`
    + Array.from({ length: 5 }, (_, i) => `<line x1="${x - 40}" y1="${215 + i * 22}" x2="${x + 40}" y2="${215 + i * 22}" stroke="#111" stroke-opacity="0.35" stroke-width="4"/>`).join('')
    + `</g>`;
  const bubbles = Array.from({ length: r.int(2, 4) }, (_, i) => {
    const left = i % 2 === 0;
    const bx = left ? r.int(40, Math.max(60, x - 380)) : r.int(Math.min(x + 110, 900), 960);
    const by = r.int(50, 420);
    const w = r.int(140, 220);
    const h = r.int(80, 120);
    const tail = left ? `M${bx + w - 40} ${by + h} l30 36 l-6 -36z` : `M${bx + 30} ${by + h} l-24 36 l40 -36z`;
    const dots = [0, 1, 2].map((d) => circle(bx + w / 2 - 30 + d * 30, by + h / 2, 9, p.from)).join('');
    return `<g><rect x="${bx}" y="${by}" width="${w}" height="${h}" rx="28" fill="${p.ink}"/><path d="${tail}" fill="${p.ink}"/>${dots}</g>`;
  }).join('');
  return `${spot}${bubbles}${mic}`;
};

const theatre: Motif = (r, p) => {
  // Drawn curtains, a lit stage and the two masks.
  const folds = (x0: number, width: number) =>
    Array.from({ length: 5 }, (_, i) => `<rect x="${x0 + (i * width) / 5}" y="0" width="${width / 10}" height="${H}" fill="#000" fill-opacity="0.18"/>`).join('');
  const lw = r.int(160, 260);
  const rw = r.int(160, 260);
  const curtains = `<path d="M0 0 H${lw} Q${lw - 60} ${H * 0.6} ${lw + 30} ${H} H0z" fill="${p.accent}"/>${folds(0, lw)}`
    + `<path d="M${W} 0 H${W - rw} Q${W - rw + 60} ${H * 0.6} ${W - rw - 30} ${H} H${W}z" fill="${p.accent}"/>${folds(W - rw, rw)}`
    + `<rect width="${W}" height="70" fill="${p.accent}"/><path d="M0 70 ${Array.from({ length: 12 }, (_, i) => `Q${i * 100 + 50} 120 ${(i + 1) * 100} 70`).join(' ')}" fill="${p.accent}"/>`;
  const stage = `<ellipse cx="${W / 2}" cy="${H - 40}" rx="420" ry="70" fill="${p.ink}" fill-opacity="0.2"/>`;
  const cx = W / 2 + r.int(-80, 80);
  const cy = r.int(300, 360);
  const mask = (x: number, y: number, turn: number, happy: boolean, fill: string) =>
    `<g transform="rotate(${turn} ${x} ${y})"><path d="M${x - 80} ${y - 90} Q${x} ${y - 120} ${x + 80} ${y - 90} Q${x + 90} ${y + 40} ${x} ${y + 110} Q${x - 90} ${y + 40} ${x - 80} ${y - 90}z" fill="${fill}"/>`
    + `<ellipse cx="${x - 32}" cy="${y - 30}" rx="18" ry="${happy ? 10 : 14}" fill="#111"/><ellipse cx="${x + 32}" cy="${y - 30}" rx="18" ry="${happy ? 10 : 14}" fill="#111"/>`
    + `<path d="M${x - 40} ${y + 40} Q${x} ${happy ? y + 80 : y + 10} ${x + 40} ${y + 40}" fill="none" stroke="#111" stroke-width="10" stroke-linecap="round"/></g>`;
  return `${stage}${mask(cx - 90, cy, -14, true, p.ink)}${mask(cx + 90, cy + 20, 12, false, '#e7e5e4')}${curtains}`;
};

const workshops: Motif = (r, p) => {
  // Squared paper, a pencil, a brush stroke and drafting shapes.
  const dots = Array.from({ length: 11 }, (_, j) =>
    Array.from({ length: 20 }, (_, i) => circle(30 + i * 60, 30 + j * 60, 3, p.ink, 0.3)).join('')).join('');
  const y = r.int(380, 520);
  const stroke = `<path d="M${r.int(60, 200)} ${y} C 400 ${y - r.int(120, 220)}, 700 ${y + r.int(60, 160)}, ${r.int(980, 1140)} ${y - 60}" fill="none" stroke="${p.accent}" stroke-width="${r.int(40, 64)}" stroke-linecap="round"/>`;
  const px = r.int(200, 700);
  const py = r.int(120, 220);
  const pencil = `<g transform="rotate(${r.int(-35, -15)} ${px} ${py})"><rect x="${px}" y="${py}" width="360" height="52" fill="${p.ink}"/><rect x="${px - 40}" y="${py}" width="40" height="52" rx="10" fill="#f472b6"/>`
    + `<path d="M${px + 360} ${py} l70 26 l-70 26z" fill="#fde68a"/><path d="M${px + 410} ${py + 18} l20 8 l-20 8z" fill="#111"/></g>`;
  const shapes = Array.from({ length: r.int(3, 5) }, () => {
    const x = r.int(80, 1100);
    const sy = r.int(60, 600);
    const s = r.int(40, 90);
    return r.pick([
      ring(x, sy, s, p.ink, 8, 0.8),
      `<rect x="${x - s}" y="${sy - s}" width="${s * 2}" height="${s * 2}" fill="none" stroke="${p.ink}" stroke-width="8" stroke-opacity="0.8" transform="rotate(${r.int(0, 45)} ${x} ${sy})"/>`,
      `<path d="M${x} ${sy - s} L${x + s} ${sy + s} L${x - s} ${sy + s}z" fill="none" stroke="${p.accent}" stroke-width="8"/>`,
    ]);
  }).join('');
  return `${dots}${stroke}${shapes}${pencil}`;
};

const sports: Motif = (r, p) => {
  // Running-track lanes, speed lines and a ball.
  const cx = r.chance(0.5) ? -200 : W + 200;
  const cy = H + r.int(80, 200);
  const lanes = Array.from({ length: 6 }, (_, i) => ring(cx, cy, 520 + i * 70, p.ink, 6, 0.55)).join('');
  const bx = cx < 0 ? r.int(780, 1000) : r.int(200, 420);
  const by = r.int(180, 300);
  const radius = r.int(100, 140);
  const ball = `${circle(bx, by, radius, p.ink)}<path d="M${bx - radius} ${by} Q${bx} ${by - radius * 0.5} ${bx + radius} ${by}" fill="none" stroke="${p.accent}" stroke-width="10"/>`
    + `<path d="M${bx - radius} ${by} Q${bx} ${by + radius * 0.5} ${bx + radius} ${by}" fill="none" stroke="${p.accent}" stroke-width="10"/>`
    + `<path d="M${bx} ${by - radius} Q${bx - radius * 0.5} ${by} ${bx} ${by + radius}" fill="none" stroke="${p.accent}" stroke-width="10"/>`;
  const dir = cx < 0 ? 1 : -1;
  const speed = Array.from({ length: r.int(4, 6) }, (_, i) => {
    const y = by - radius + 30 + i * 40;
    const x0 = bx - dir * (radius + 30);
    return `<line x1="${x0}" y1="${y}" x2="${x0 - dir * r.int(120, 300)}" y2="${y}" stroke="${p.ink}" stroke-width="10" stroke-linecap="round" stroke-opacity="0.7"/>`;
  }).join('');
  return `${lanes}${speed}${ball}`;
};

const foodDrink: Motif = (r, p) => {
  // Plates of food seen from above, a cup and rising steam.
  const plates = Array.from({ length: r.int(2, 3) }, (_, i) => {
    const x = 220 + i * 380 + r.int(-60, 60);
    const y = r.int(260, 460);
    const s = r.int(110, 160);
    const bits = Array.from({ length: r.int(5, 9) }, () => {
      const a = r.next() * Math.PI * 2;
      const d = r.next() * s * 0.55;
      return circle(Math.round(x + Math.cos(a) * d), Math.round(y + Math.sin(a) * d), r.int(10, 24), r.pick([p.accent, '#fbbf24', '#84cc16', '#ef4444']));
    }).join('');
    return `${circle(x, y, s, '#000', 0.18)}${circle(x, y, s - 8, p.ink)}${ring(x, y, s * 0.72, '#000', 3, 0.12)}${bits}`;
  }).join('');
  const steam = Array.from({ length: 3 }, (_, i) => {
    const x = r.int(120, 1080);
    return `<path d="M${x} 200 q-30 -40 0 -80 q30 -40 0 -80" fill="none" stroke="${p.ink}" stroke-width="10" stroke-linecap="round" stroke-opacity="${f2(0.5 - i * 0.1)}"/>`;
  }).join('');
  return `${steam}${plates}`;
};

const kids: Motif = (r, p) => {
  // Balloons on strings, stars and confetti.
  const colours = [p.accent, p.ink, '#f472b6', '#facc15', '#34d399'];
  const balloons = Array.from({ length: r.int(3, 5) }, () => {
    const x = r.int(120, 1080);
    const y = r.int(120, 330);
    const c = r.pick(colours);
    return `<path d="M${x} ${y + 95} q-20 60 10 110 q25 50 -5 120" fill="none" stroke="${p.ink}" stroke-opacity="0.7" stroke-width="3"/>`
      + `<ellipse cx="${x}" cy="${y}" rx="70" ry="88" fill="${c}"/><path d="M${x - 10} ${y + 86} l10 14 l10 -14z" fill="${c}"/>`
      + `<ellipse cx="${x - 24}" cy="${y - 30}" rx="12" ry="22" fill="#fff" fill-opacity="0.45"/>`;
  }).join('');
  const stars = Array.from({ length: r.int(3, 6) }, () => star(r.int(40, 1160), r.int(40, 640), r.int(18, 40), r.pick(colours), 5, r.next())).join('');
  return `${confetti(r, 24, colours)}${stars}${balloons}`;
};

const festivals: Motif = (r, p) => {
  // Bunting, hanging lanterns, a rangoli flower and confetti.
  const colours = [p.accent, p.ink, '#facc15', '#f97316', '#22d3ee'];
  const sag = r.int(60, 140);
  const flags = Array.from({ length: 14 }, (_, i) => {
    const t = (i + 0.5) / 14;
    const x = t * W;
    const y = 30 + sag * 4 * t * (1 - t);
    return `<path d="M${(x - 36).toFixed(0)} ${y.toFixed(0)} l72 0 l-36 64z" fill="${colours[i % colours.length]}"/>`;
  }).join('');
  const line = `<path d="M0 30 Q${W / 2} ${30 + sag * 2} ${W} 30" fill="none" stroke="${p.ink}" stroke-width="4"/>`;
  const lanterns = Array.from({ length: r.int(2, 3) }, () => {
    const x = r.int(100, 1100);
    const y = r.int(260, 360);
    const c = r.pick(colours);
    return `<line x1="${x}" y1="0" x2="${x}" y2="${y - 60}" stroke="${p.ink}" stroke-width="3"/><rect x="${x - 20}" y="${y - 70}" width="40" height="16" fill="${p.ink}"/>`
      + `<ellipse cx="${x}" cy="${y}" rx="50" ry="62" fill="${c}"/><ellipse cx="${x}" cy="${y}" rx="20" ry="62" fill="#fff" fill-opacity="0.25"/>`;
  }).join('');
  const rx = r.int(300, 900);
  const ry = r.int(480, 560);
  const petals = r.pick([8, 10, 12]);
  const rangoli = Array.from({ length: petals }, (_, i) =>
    `<ellipse cx="${rx}" cy="${ry - 70}" rx="26" ry="62" fill="${colours[i % colours.length]}" transform="rotate(${(360 / petals) * i} ${rx} ${ry})"/>`).join('')
    + circle(rx, ry, 34, p.ink) + circle(rx, ry, 16, p.accent);
  return `${confetti(r, 30, colours)}${line}${flags}${lanterns}${rangoli}`;
};

const general: Motif = (r, p) => {
  // Overlapping bold shapes: for a category without a motif of its own.
  const shapes = Array.from({ length: r.int(5, 8) }, () => {
    const x = r.int(0, W);
    const y = r.int(0, H);
    const s = r.int(60, 240);
    const c = r.pick([p.ink, p.accent]);
    return r.pick([
      circle(x, y, s, c, 0.2 + r.next() * 0.5),
      `<rect x="${x - s}" y="${y - s / 3}" width="${s * 2}" height="${(s * 2) / 3}" rx="${s / 3}" fill="${c}" fill-opacity="${f2(0.2 + r.next() * 0.5)}" transform="rotate(${r.int(-40, 40)} ${x} ${y})"/>`,
      ring(x, y, s, c, 16, 0.6),
    ]);
  }).join('');
  return shapes;
};

/** Motifs by category slug; a category without one gets `general`. */
export const MOTIFS: Record<string, Motif> = {
  music,
  comedy,
  theatre,
  workshops,
  sports,
  'food-drink': foodDrink,
  kids,
  festivals,
  general,
};

/**
 * Palettes by category slug: each event picks one (the first starts at the category's own colour),
 * so a category is recognisable and its events still differ.
 */
export const PALETTES: Record<string, Palette[]> = {
  music: [
    { from: '#7c3aed', to: '#1e1b4b', ink: '#f5f3ff', accent: '#f472b6' },
    { from: '#db2777', to: '#312e81', ink: '#fdf2f8', accent: '#22d3ee' },
    { from: '#0f172a', to: '#6d28d9', ink: '#e0e7ff', accent: '#facc15' },
  ],
  comedy: [
    { from: '#ea580c', to: '#7c2d12', ink: '#fff7ed', accent: '#fde047' },
    { from: '#facc15', to: '#c2410c', ink: '#fffbeb', accent: '#1f2937' },
    { from: '#e11d48', to: '#431407', ink: '#fff1f2', accent: '#fb923c' },
  ],
  theatre: [
    { from: '#1f2937', to: '#111827', ink: '#fde68a', accent: '#be123c' },
    { from: '#3b0764', to: '#111827', ink: '#fef3c7', accent: '#9f1239' },
    { from: '#0c4a6e', to: '#0f172a', ink: '#fde68a', accent: '#b91c1c' },
  ],
  workshops: [
    { from: '#0f766e', to: '#134e4a', ink: '#f0fdfa', accent: '#fb923c' },
    { from: '#fef3c7', to: '#fcd34d', ink: '#1e3a8a', accent: '#0d9488' },
    { from: '#1e3a8a', to: '#0f172a', ink: '#e0f2fe', accent: '#f59e0b' },
  ],
  sports: [
    { from: '#15803d', to: '#052e16', ink: '#f0fdf4', accent: '#dc2626' },
    { from: '#0369a1', to: '#082f49', ink: '#f0f9ff', accent: '#f97316' },
    { from: '#b91c1c', to: '#1c1917', ink: '#fef2f2', accent: '#1d4ed8' },
  ],
  'food-drink': [
    { from: '#b45309', to: '#451a03', ink: '#fffbeb', accent: '#dc2626' },
    { from: '#65a30d', to: '#1a2e05', ink: '#f7fee7', accent: '#ea580c' },
    { from: '#9f1239', to: '#4c0519', ink: '#fff1f2', accent: '#f59e0b' },
  ],
  kids: [
    { from: '#2563eb', to: '#1e3a8a', ink: '#eff6ff', accent: '#f97316' },
    { from: '#38bdf8', to: '#6366f1', ink: '#ffffff', accent: '#ef4444' },
    { from: '#a855f7', to: '#4338ca', ink: '#faf5ff', accent: '#22c55e' },
  ],
  festivals: [
    { from: '#c026d3', to: '#4a044e', ink: '#fdf4ff', accent: '#f59e0b' },
    { from: '#ea580c', to: '#7e22ce', ink: '#fff7ed', accent: '#10b981' },
    { from: '#be123c', to: '#312e81', ink: '#fff1f2', accent: '#eab308' },
  ],
};

/** Palettes made from a colour when the category has none of its own. */
export const paletteFrom = (color: string): Palette[] => [
  { from: color, to: '#111827', ink: '#f8fafc', accent: '#fbbf24' },
  { from: '#111827', to: color, ink: '#f8fafc', accent: '#38bdf8' },
];
