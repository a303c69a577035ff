import base from './base.css?inline';
import booking from './booking.css?inline';
import cards from './cards.css?inline';
import checkin from './checkin.css?inline';
import controls from './controls.css?inline';
import dashboard from './dashboard.css?inline';
import eventDetail from './eventDetail.css?inline';
import feedback from './feedback.css?inline';
import navigation from './navigation.css?inline';
import { documentSheet } from './documentSheet.ts';
import hosting from './hosting.css?inline';
import tickets from './tickets.css?inline';
import tokens from './tokens.css?inline';

/** The widget's whole stylesheet as text, in index.css's order (tokens first so components can use them). */
export const widgetCss = [tokens, base, controls, cards, eventDetail, feedback, navigation, booking, tickets, checkin, dashboard, hosting].join('\n');

/**
 * Gives a shadow root (or a document) the widget's styles through `adoptedStyleSheets`: no
 * `<style>` element, so it works under `style-src 'self'`. Adopting twice is a no-op.
 */
export function adoptStyles(root: ShadowRoot | Document): boolean {
  const doc = root instanceof Document ? root : root.ownerDocument;
  const sheet = documentSheet(doc, widgetCss);
  if (!sheet) return false;
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return true;
}
