import { elementScreen } from '../../elements/mountScreen.tsx';
import { MyTicketsContainer } from './MyTicketsContainer.tsx';

/** `<ticketkit-my-tickets>`: the signed-in person's tickets; a card click emits ticketkit:navigate. */
export const mount = elementScreen(() => <MyTicketsContainer />);
