import { elementScreen } from '../../elements/mountScreen.tsx';
import { RewardsContainer } from './RewardsContainer.tsx';

/** `<ticketkit-rewards>`: reward points balance, history and rules. */
export const mount = elementScreen(() => <RewardsContainer />);
