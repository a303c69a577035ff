import { mountAccountScreen } from '../Login/AccountElement.tsx';
import { RewardsContainer } from './RewardsContainer.tsx';

/** `<ticketkit-rewards>`: reward points balance, history and rules. */
export const mount = mountAccountScreen([], () => <RewardsContainer />);
