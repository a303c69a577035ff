import { createRandom } from '../seed/prng.ts';

/** Escapes text for XML and HTML, in content and in quoted attributes. */
export const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** A 1200×675 poster: the category's colour, a deterministic pattern and the title. No scripts, no external references. */
export function eventPoster(o: { id: string; title: string; category: string; color: string }): string {
  const r = createRandom(seedOf(o.id));
  const circles = Array.from({ length: 9 }, () => {
    const x = r.int(0, 1200);
    const y = r.int(0, 675);
    const radius = r.int(40, 260);
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fff" fill-opacity="${(0.05 + r.next() * 0.12).toFixed(2)}"/>`;
  }).join('');
  const lines = wrap(o.title, 22)
    .map((l, i) => `<text x="80" y="${360 + i * 86}" font-size="76" font-weight="700" fill="#fff">${escapeXml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${escapeXml(o.title)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(o.color)}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>`
    + `<rect width="1200" height="675" fill="url(#g)"/>${circles}`
    + `<g font-family="system-ui, sans-serif"><text x="80" y="250" font-size="34" letter-spacing="4" fill="#fff" fill-opacity="0.85">${escapeXml(o.category.toUpperCase())}</text>${lines}</g></svg>`;
}

/** A 240×240 logo: initials on the brand colour. */
export function companyLogo(o: { name: string; color: string }): string {
  const initials = o.name.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(o.name)}">`
    + `<rect width="240" height="240" rx="48" fill="${escapeXml(o.color)}"/>`
    + `<text x="120" y="150" text-anchor="middle" font-family="system-ui, sans-serif" font-size="96" font-weight="700" fill="#fff">${escapeXml(initials)}</text></svg>`;
}
