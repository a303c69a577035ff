import { SEARCH_QUERY_MAX } from '@ticketkit/contract/limits';
import { useEffect, type ReactNode } from 'react';
import { useEmit, useFormat } from '../../context/TicketkitProvider.tsx';
import type { ScreenModule } from '../../elements/defineElements.ts';
import { ElementRoot } from '../../elements/ElementRoot.tsx';
import { mountScreen } from '../../elements/mountScreen.tsx';
import type { ElementAttributes } from '../../elements/registry.ts';
import { AccountHostContext } from './accountEvents.ts';

/** The attributes of the account elements beside the shared ones (appearance, locale). */
export interface AccountAttributes {
  bookingId?: string;
  company?: string;
  mode?: string;
  source?: string;
  q?: string;
}
export type AccountElementAttributes = ElementAttributes & AccountAttributes;

export interface AttributeIssue {
  attribute: string;
  message: string;
  code: 'element/missing-attribute' | 'element/invalid-attribute';
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Checks the account elements' own attributes; the first problem is shown and reported. */
export function checkAccountAttributes(element: string, attrs: AccountAttributes, required: (keyof AccountAttributes)[] = []): AttributeIssue | null {
  const dashed = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  for (const key of required) {
    if (!attrs[key]) return { code: 'element/missing-attribute', attribute: dashed(key), message: `<${element}> needs a ${dashed(key)} attribute` };
  }
  const bad = (attribute: string, message: string): AttributeIssue => ({ code: 'element/invalid-attribute', attribute, message: `<${element} ${attribute}>: ${message}` });
  if (attrs.bookingId !== undefined && !ID.test(attrs.bookingId)) return bad('booking-id', `"${attrs.bookingId}" is not a booking id (letters, digits, _ and -)`);
  if (attrs.company !== undefined && !SLUG.test(attrs.company)) return bad('company', `"${attrs.company}" is not a company slug, e.g. company="acme"`);
  if (attrs.mode !== undefined && attrs.mode !== 'sign-in' && attrs.mode !== 'sign-up') return bad('mode', 'must be "sign-in" or "sign-up"');
  if (attrs.source !== undefined && attrs.source.length > 300) return bad('source', 'is longer than 300 characters');
  if (attrs.q !== undefined && attrs.q.length > SEARCH_QUERY_MAX) return bad('q', `is longer than ${SEARCH_QUERY_MAX} characters`);
  return null;
}

function Misconfigured({ issue }: { issue: AttributeIssue }) {
  const { t } = useFormat();
  const emit = useEmit();
  useEffect(() => {
    console.error(`ticketkit/${issue.code}: ${issue.message}`);
    emit('ticketkit:error', { code: issue.code, message: issue.message });
  }, [issue.code, issue.message, emit]);
  return (
    <div className="tk-state" data-tone="error" role="alert">
      <h2>{t('element.misconfigured')}</h2>
      <p>{t('element.fix', { problem: issue.message })}</p>
      <p className="tk-muted">({issue.code})</p>
    </div>
  );
}

/**
 * Mounts an account screen as a custom element through the shared element infrastructure
 * (ElementRoot validates appearance and locale and provides the shared SDK); the account
 * attributes are checked here and the account events are dispatched on the element.
 */
export function mountAccountScreen(
  required: (keyof AccountAttributes)[],
  render: (attrs: AccountElementAttributes) => ReactNode,
): ScreenModule['mount'] {
  return (root, props, sdk, element) =>
    mountScreen(root, props, (attrs, host) => {
      const all = attrs as AccountElementAttributes;
      const issue = checkAccountAttributes(element, all, required);
      return (
        <ElementRoot element={element} host={host} attributes={attrs} sdk={sdk}>
          {() => (issue ? <Misconfigured issue={issue} /> : <AccountHostContext.Provider value={host}>{render(all)}</AccountHostContext.Provider>)}
        </ElementRoot>
      );
    });
}
