import { elementScreen } from '../mountScreen.tsx';
import { CheckInContainer } from '../../screens/CheckIn/CheckInContainer.tsx';

/** `<ticketkit-check-in event-id>`: the door of a hosted event (its id), for its host and door staff. */
export const mount = elementScreen((a) => <CheckInContainer hostedEventId={a.eventId!} />);
