import { elementScreen } from '../mountScreen.tsx';
import { MyTicketsContainer } from '../../screens/Tickets/MyTicketsContainer.tsx';

/** `<ticketkit-my-tickets>`: the signed-in person's tickets; a card click emits ticketkit:navigate. */
export const mount = elementScreen(() => <MyTicketsContainer />);
