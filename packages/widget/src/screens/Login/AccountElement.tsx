import { ID_PATTERN, SEARCH_QUERY_MAX, SLUG_PATTERN } from '@ticketkit/contract/rules';
import type { ReactNode } from 'react';
import type { ScreenModule } from '../../elements/defineElements.ts';
import { ElementRoot, Misconfigured } from '../../elements/ElementRoot.tsx';
import { mountScreen } from '../../elements/mountScreen.tsx';
import type { ElementAttributes } from '../../elements/registry.ts';
import { dashed, invalidAttribute, missingAttribute, type AttributeProblem } from '../../elements/validate.ts';
import { AccountHostContext } from './accountEvents.ts';

/** The attributes of the account elements beside the shared ones (appearance, locale). */
export type AccountAttributes = Pick<ElementAttributes, 'bookingId' | 'company' | 'mode' | 'source' | 'q'>;

/** Checks the account elements' own attributes; the first problem is shown and reported. */
export function checkAccountAttributes(element: string, attrs: AccountAttributes, required: (keyof AccountAttributes)[] = []): AttributeProblem | null {
  for (const key of required) {
    if (!attrs[key]) return missingAttribute(element, dashed(key));
  }
  const bad = (attribute: string, message: string) => invalidAttribute(element, attribute, message);
  if (attrs.bookingId !== undefined && !ID_PATTERN.test(attrs.bookingId)) return bad('booking-id', `"${attrs.bookingId}" is not a booking id (letters, digits, _ and -)`);
  if (attrs.company !== undefined && !SLUG_PATTERN.test(attrs.company)) return bad('company', `"${attrs.company}" is not a company slug, e.g. company="acme"`);
  if (attrs.mode !== undefined && attrs.mode !== 'sign-in' && attrs.mode !== 'sign-up') return bad('mode', 'must be "sign-in" or "sign-up"');
  if (attrs.source !== undefined && attrs.source.length > 300) return bad('source', 'is longer than 300 characters');
  if (attrs.q !== undefined && attrs.q.length > SEARCH_QUERY_MAX) return bad('q', `is longer than ${SEARCH_QUERY_MAX} characters`);
  return null;
}

/**
 * Mounts an account screen as a custom element through the shared element infrastructure
 * (ElementRoot validates appearance and locale and provides the shared SDK); the account
 * attributes are checked here and the account events are dispatched on the element.
 */
export function mountAccountScreen(
  required: (keyof AccountAttributes)[],
  render: (attrs: ElementAttributes) => ReactNode,
): ScreenModule['mount'] {
  return (root, props, sdk, element) =>
    mountScreen(root, props, (attrs, host) => {
      const issue = checkAccountAttributes(element, attrs, required);
      return (
        <ElementRoot element={element} host={host} attributes={attrs} sdk={sdk}>
          {() => (issue ? <Misconfigured problem={issue} /> : <AccountHostContext.Provider value={host}>{render(attrs)}</AccountHostContext.Provider>)}
        </ElementRoot>
      );
    });
}
