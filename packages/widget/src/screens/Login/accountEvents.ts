import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

/**
 * Host-page events of the account screens, in the same style as events.ts (bubbling, composed,
 * versioned detail). React users get the same as callback props.
 */
export interface AccountEventDetails {
  'ticketkit:signed-in': { version: 1; uid: string; source: string };
  'ticketkit:signed-out': { version: 1; reason: 'user' | 'account-deleted' };
  /** The screen asks the host to go somewhere (after sign-in, "browse events", a ticket's page). */
  'ticketkit:navigate': { version: 1; to: string };
}
export type AccountEventName = keyof AccountEventDetails;

export interface AccountCallbacks {
  onSignedIn?(detail: AccountEventDetails['ticketkit:signed-in']): void;
  onSignedOut?(detail: AccountEventDetails['ticketkit:signed-out']): void;
  onNavigate?(detail: AccountEventDetails['ticketkit:navigate']): void;
}

const CALLBACK = { 'ticketkit:signed-in': 'onSignedIn', 'ticketkit:signed-out': 'onSignedOut', 'ticketkit:navigate': 'onNavigate' } as const;

/** The custom element hosting the screen; set by the account elements. */
export const AccountHostContext = createContext<EventTarget | null>(null);

export type AccountEmit = <N extends AccountEventName>(name: N, payload: Omit<AccountEventDetails[N], 'version'>) => void;

export function useAccountEmit(callbacks: AccountCallbacks): AccountEmit {
  const host = useContext(AccountHostContext);
  const ref = useRef(callbacks);
  useEffect(() => {
    ref.current = callbacks;
  });
  return useCallback<AccountEmit>(
    (name, payload) => {
      const detail = { version: 1, ...payload } as AccountEventDetails[typeof name];
      (ref.current[CALLBACK[name]] as ((d: typeof detail) => void) | undefined)?.(detail);
      host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    },
    [host],
  );
}

declare global {
  interface HTMLElementEventMap {
    'ticketkit:signed-in': CustomEvent<AccountEventDetails['ticketkit:signed-in']>;
    'ticketkit:signed-out': CustomEvent<AccountEventDetails['ticketkit:signed-out']>;
    'ticketkit:navigate': CustomEvent<AccountEventDetails['ticketkit:navigate']>;
  }
}
