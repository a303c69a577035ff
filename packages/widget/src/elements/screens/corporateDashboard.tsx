import { elementScreen } from '../mountScreen.tsx';
import { CorporateDashboardContainer } from '../../screens/Corporate/CorporateDashboardContainer.tsx';

/** `<ticketkit-corporate-dashboard company>`: the company dashboard for a signed-in employee. */
export const mount = elementScreen((a) => <CorporateDashboardContainer company={a.company!} />);
