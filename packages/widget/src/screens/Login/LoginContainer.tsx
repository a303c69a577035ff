import { useState } from 'react';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import { enabledMethods, enabledProviders, type SignInProvider } from '../../sdk/providers.ts';
import type { WidgetCallbacks } from '../../events.ts';
import { Login } from './Login.tsx';
import { signedOutReason } from './loginTypes.ts';
import { SignedInPanel } from './SignedInPanel.tsx';
import { useLogin } from './useLogin.ts';

export interface LoginContainerProps extends WidgetCallbacks {
  mode?: 'sign-in' | 'sign-up';
  /** Where the person came from; they return there after sign-in. Defaults to the page's `?source=` (`/login?source=yourtickets`). */
  source?: string | null;
  /** The heading's level (default 2); deeper when the screen sits inside another, as in the booking step. */
  headingLevel?: 2 | 3 | 4;
  /** Why the person was sent here (`inactivity`); defaults to the page's `?reason=`. */
  reason?: string | null;
  providers?: readonly SignInProvider[];
  /** The page address, to finish an email sign-in link; defaults to `location.href`. */
  href?: string;
  /** Address the email sign-in link opens; defaults to the current page. */
  emailLinkUrl?: string;
}

/** The login screen bound to the SDK's auth (useLogin.ts); returns to `source` once signed in. */
export function LoginContainer({ mode = 'sign-in', source: sourceProp, reason: reasonProp, headingLevel, providers, href, emailLinkUrl, ...callbacks }: LoginContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const [pageQuery] = useState(() => new URLSearchParams(typeof location === 'undefined' ? '' : location.search));
  const pageHref = href ?? (typeof location === 'undefined' ? '' : location.href);
  const login = useLogin({
    sdk,
    emit,
    mode,
    source: sourceProp === undefined ? pageQuery.get('source') : sourceProp,
    href: pageHref,
    emailLinkUrl: emailLinkUrl ?? pageHref,
  });
  const reason = signedOutReason(reasonProp === undefined ? pageQuery.get('reason') : reasonProp);

  if (login.signedInAs) {
    return <SignedInPanel user={login.signedInAs} continueTo={login.continueTo} onNavigate={(to) => emit('ticketkit:navigate', { to })} onSignOut={login.signOut} />;
  }
  return (
    <Login
      {...login.view}
      providers={providers ?? enabledProviders(sdk)}
      methods={enabledMethods(sdk)}
      signedOutReason={login.view.mode === 'sign-in' ? reason : null}
      headingLevel={headingLevel}
    />
  );
}
