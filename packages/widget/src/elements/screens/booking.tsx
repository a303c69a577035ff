import { ID_PATTERN } from '@ticketkit/contract/rules';
import { lazy, Suspense } from 'react';
import { FullPageLoader } from '../../ui/FullPageLoader.tsx';
import { BookingFlow } from '../../screens/BookingFlow/BookingFlow.tsx';
import { elementScreen } from '../mountScreen.tsx';

// The default sign-in (sign-in="inline"), loaded only once someone needs to sign in: its own chunk.
const LoginContainer = lazy(() => import('../../screens/Login/LoginContainer.tsx').then((m) => ({ default: m.LoginContainer })));
const renderSignIn = () => (
  <Suspense fallback={<FullPageLoader />}>
    <LoginContainer headingLevel={4} />
  </Suspense>
);

/** The element's deep-link key: `deep-link-key`, else its id (when usable in a URL), else its event id. */
function hashKey(explicit: string | undefined, host: HTMLElement, eventId: string): string {
  return explicit ?? (ID_PATTERN.test(host.id) ? host.id : eventId);
}

/** `<ticketkit-booking event-id>`: the whole booking flow for one event. */
export const mount = elementScreen((v, host) => {
  const signIn = v.signIn === 'inline' ? renderSignIn : undefined;
  // Each element keeps its step under its own key in the hash, so two flows on a page never fight.
  const key = v.deepLink === 'hash' ? hashKey(v.deepLinkKey, host, v.eventId!) : undefined;
  return <BookingFlow key={`${v.eventId}:${key ?? ''}`} eventId={v.eventId} city={v.city} deepLink={v.deepLink} deepLinkKey={key} renderSignIn={signIn} />;
});
