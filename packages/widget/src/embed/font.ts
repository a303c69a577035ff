/**
 * Ticketkit's own typeface for the embed, for partners who opt in (`data-font="ticketkit"` or
 * `Ticketkit.init({ font: 'ticketkit' })`): Noto Sans Devanagari, whose variable files the embed's
 * build puts beside its chunks, so they come from wherever the embed is served (its origin or CDN
 * path) and never from a third party. A chunk of its own: a page that keeps its own fonts loads none
 * of this, and the first screen's budget does not carry it.
 *
 * The faces go into the page's font set (shadow roots draw with the document's fonts), each loaded
 * only when an element shows a character of its range. The family reaches the elements through a
 * zero-specificity rule on their tags: it outranks the elements' own default, while a partner's rule
 * on the element, or `appearance.variables.fontFamily`, still wins.
 */
import ranges from '@fontsource-variable/noto-sans-devanagari/unicode.json';
import devanagari from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url&no-inline';
import latinExt from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-latin-ext-wght-normal.woff2?url&no-inline';
import latin from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-latin-wght-normal.woff2?url&no-inline';

export const TICKETKIT_FONT_FAMILY = 'Noto Sans Devanagari Variable';

const FILES: { url: string; range: string }[] = [
  { url: devanagari, range: ranges.devanagari },
  { url: latinExt, range: ranges['latin-ext'] },
  { url: latin, range: ranges.latin },
];

const applied = new WeakSet<Document>();

/** Adds the faces to `doc` (unless the page has them) and gives `elements` (the embed's tag names) the family, once per document. */
export function applyTicketkitFont(doc: Document, elements: readonly string[]): void {
  if (applied.has(doc)) return;
  applied.add(doc);
  let present = false;
  doc.fonts.forEach((face) => {
    if (face.family.replace(/["']/g, '') === TICKETKIT_FONT_FAMILY) present = true;
  });
  if (!present) {
    for (const { url, range } of FILES) {
      doc.fonts.add(new FontFace(TICKETKIT_FONT_FAMILY, `url(${url}) format('woff2')`, { weight: '100 900', unicodeRange: range, display: 'swap' }));
    }
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`:where(${elements.join(', ')}) { --ticketkit-font-family: '${TICKETKIT_FONT_FAMILY}', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }`);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
}
