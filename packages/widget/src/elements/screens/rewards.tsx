import { elementScreen } from '../mountScreen.tsx';
import { RewardsContainer } from '../../screens/Rewards/RewardsContainer.tsx';

/** `<ticketkit-rewards>`: reward points balance, history and rules. */
export const mount = elementScreen(() => <RewardsContainer />);
