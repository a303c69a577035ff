import { mountAccountScreen } from '../Login/AccountElement.tsx';
import { CorporateDashboardContainer } from './CorporateDashboardContainer.tsx';

/** `<ticketkit-corporate-dashboard company>`: the company dashboard for a signed-in employee. */
export const mount = mountAccountScreen(['company'], (a) => <CorporateDashboardContainer company={a.company!} />);
