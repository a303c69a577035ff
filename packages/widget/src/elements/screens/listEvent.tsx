import { elementScreen } from '../mountScreen.tsx';
import { ListEventContainer } from '../../screens/Hosting/ListEventContainer.tsx';

/**
 * `<ticketkit-list-event>`: the list-your-event form with its draft kept in storage; with
 * `hosted-event-id`, that listing opened to edit and submit again (as the site's edit page does).
 */
export const mount = elementScreen((a) => <ListEventContainer key={a.hostedEventId ?? 'new'} hostedEventId={a.hostedEventId} />);
