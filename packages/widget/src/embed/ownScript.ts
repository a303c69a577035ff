/**
 * The tag that loaded the embed. A classic script is `document.currentScript` while it runs; a module
 * has none, so the tag carrying the embed's whole configuration stands in (module scripts run after
 * the page is parsed, so it is in the document by then). A page may carry other tags with data
 * attributes of the same names: the one whose file is ticketkit.js wins.
 */
export function ownScript(doc: Document): HTMLScriptElement | null {
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  const tags = [...doc.querySelectorAll<HTMLScriptElement>('script[src][data-host][data-firebase-config]')];
  return tags.find((tag) => /(^|\/)ticketkit\.js([?#]|$)/.test(tag.getAttribute('src')!)) ?? tags[0] ?? null;
}
