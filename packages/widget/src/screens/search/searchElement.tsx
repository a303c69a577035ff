import { mountAccountScreen } from '../auth/AccountElement.tsx';
import { SearchContainer } from './SearchContainer.tsx';

/** `<ticketkit-search>`: search across events, categories and cities; choosing a result emits ticketkit:navigate. */
export const mount = mountAccountScreen([], () => <SearchContainer />);
