// A constructable sheet belongs to the document that created it, so keep one per document and text.
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/** The document's constructed sheet holding `css` (made once), or null where constructable sheets are missing. */
export function documentSheet(doc: Document, css: string): CSSStyleSheet | null {
  let mine = sheets.get(doc);
  const existing = mine?.get(css);
  if (existing) return existing;
  const Ctor = doc.defaultView?.CSSStyleSheet;
  if (!Ctor || !('replaceSync' in Ctor.prototype)) return null;
  const sheet = new Ctor();
  sheet.replaceSync(css);
  if (!mine) sheets.set(doc, (mine = new Map()));
  mine.set(css, sheet);
  return sheet;
}
