import { mountAccountScreen } from './AccountElement.tsx';
import { LoginContainer } from './LoginContainer.tsx';

/** `<ticketkit-login mode source>`: sign-in / sign-up; emits ticketkit:signed-in and ticketkit:navigate to `source`. */
export const mount = mountAccountScreen([], (a) => <LoginContainer mode={a.mode === 'sign-up' ? 'sign-up' : 'sign-in'} source={a.source} />);
