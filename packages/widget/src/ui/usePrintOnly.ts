import { useLayoutEffect, type RefObject } from 'react';
import { documentSheet } from '../styles/documentSheet.ts';

const ATTRIBUTE = 'data-ticketkit-print';

// The page's part of printing a receipt: the widget's own sheets cannot reach the host page, so while a
// printable part is shown the document adopts this sheet, which leaves only that part (or the element
// whose shadow root holds it) and its ancestors on paper, on A4.
const PAGE_CSS = `@media print {
  @page { size: A4; margin: 14mm; }
  body *:not(:has([${ATTRIBUTE}])):not([${ATTRIBUTE}]):not([${ATTRIBUTE}] *) { display: none !important; }
  body, body *:has([${ATTRIBUTE}]) { margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; }
}`;

/**
 * While mounted, printing the page (the Print button or the browser's own Print / Save as PDF) prints
 * only the element `ref` points at. Inside a custom element the mark goes on the host, and the widget's
 * stylesheet hides the rest of its shadow root (`.tk-no-print`).
 */
export function usePrintOnly(ref: RefObject<HTMLElement | null>): void {
  // Before paint, with the part itself: a print started as soon as it shows must already leave the rest out.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = el.getRootNode();
    const target = typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot ? root.host : el;
    const doc = el.ownerDocument;
    target.setAttribute(ATTRIBUTE, '');
    const sheet = 'adoptedStyleSheets' in doc ? documentSheet(doc, PAGE_CSS) : null;
    if (sheet && !doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return () => {
      target.removeAttribute(ATTRIBUTE);
      if (sheet && !doc.querySelector(`[${ATTRIBUTE}]`)) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [ref]);
}
