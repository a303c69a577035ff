import { elementScreen } from '../mountScreen.tsx';
import { LoginContainer } from '../../screens/Login/LoginContainer.tsx';

/** `<ticketkit-login mode source>`: sign-in / sign-up; emits ticketkit:signed-in and ticketkit:navigate to `source`. */
export const mount = elementScreen((a) => <LoginContainer mode={a.mode === 'sign-up' ? 'sign-up' : 'sign-in'} source={a.source} />);
