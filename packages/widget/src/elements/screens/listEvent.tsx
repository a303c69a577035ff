import { elementScreen } from '../mountScreen.tsx';
import { ListEventContainer } from '../../screens/Hosting/ListEventContainer.tsx';

/** `<ticketkit-list-event>`: the list-your-event form with its draft kept in storage. */
export const mount = elementScreen(() => <ListEventContainer />);
