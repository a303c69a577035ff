import { createRandom } from '../seed/prng.ts';
import { MOTIFS, PALETTES, paletteFrom } from './motifs.ts';

/** Escapes text for XML and HTML, in content and in quoted attributes. */
export const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A 1200×675 poster drawn for an event: its category's motifs (a record and an equaliser for music,
 * a microphone for comedy, curtains and masks for theatre, …, bold shapes for any other category) in
 * one of the category's palettes, placed and sized by a generator seeded with the event's id, so
 * every event gets its own and keeps it. No text: the card and the page print the title beside it,
 * and a title drawn in the art would repeat it (and be unreadable at a card's size). The title is
 * only the image's accessible name. No scripts, no external references.
 */
export function eventPoster(o: { id: string; title: string; category: string; color: string }): string {
  const r = createRandom(seedOf(o.id));
  const palette = r.pick(PALETTES[o.category] ?? paletteFrom(o.color));
  const motif = MOTIFS[o.category] ?? MOTIFS.general!;
  const angle = r.int(0, 3);
  const [x2, y2] = [[1, 1], [0, 1], [1, 0], [1, 0.4]][angle]!;
  // A mirrored drawing is another layout of the same motifs.
  const flip = r.chance(0.5) ? ' transform="translate(1200 0) scale(-1 1)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${escapeXml(o.title)}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${escapeXml(palette.from)}"/><stop offset="1" stop-color="${escapeXml(palette.to)}"/></linearGradient></defs>`
    + `<rect width="1200" height="675" fill="url(#g)"/><g data-motif="${MOTIFS[o.category] ? escapeXml(o.category) : 'general'}"${flip}>${motif(r, palette)}</g></svg>`;
}

/** A 240×240 logo: initials on the brand colour. */
export function companyLogo(o: { name: string; color: string }): string {
  const initials = o.name.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(o.name)}">`
    + `<rect width="240" height="240" rx="48" fill="${escapeXml(o.color)}"/>`
    + `<text x="120" y="150" text-anchor="middle" font-family="system-ui, sans-serif" font-size="96" font-weight="700" fill="#fff">${escapeXml(initials)}</text></svg>`;
}
