import { lazy, Suspense } from 'react';
import { FullPageLoader } from '../../components/FullPageLoader/FullPageLoader.tsx';
import { BookingFlow } from '../../screens/BookingFlow/BookingFlow.tsx';
import type { ScreenModule } from '../defineElements.ts';
import { ElementRoot } from '../ElementRoot.tsx';
import type { ElementAttributes } from '../registry.ts';
import { mountScreen } from '../mountScreen.tsx';

const REQUIRED: (keyof ElementAttributes)[] = ['eventId'];

// Only with sign-in="inline", and only once someone needs to sign in: its own chunk.
const LoginContainer = lazy(() => import('../../screens/auth/LoginContainer.tsx').then((m) => ({ default: m.LoginContainer })));
const renderSignIn = () => (
  <Suspense fallback={<FullPageLoader />}>
    <LoginContainer />
  </Suspense>
);

/** `<ticketkit-booking event-id>`: the whole booking flow for one event. */
export const mount: ScreenModule['mount'] = (root, props, sdk, element) =>
  mountScreen(root, props, (attrs, host) => (
    <ElementRoot element={element} host={host} attributes={attrs} required={REQUIRED} sdk={sdk}>
      {(v) => <BookingFlow key={v.eventId} eventId={v.eventId} city={v.city} deepLink={v.deepLink} renderSignIn={v.signIn === 'inline' ? renderSignIn : undefined} />}
    </ElementRoot>
  ));
