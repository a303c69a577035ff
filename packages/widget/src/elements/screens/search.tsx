import { elementScreen } from '../mountScreen.tsx';
import { SearchContainer } from '../../screens/Search/SearchContainer.tsx';

/**
 * `<ticketkit-search q="…">`: search across events, categories and cities, starting from `q` (the
 * box follows the attribute when the page changes it); choosing a result emits ticketkit:navigate.
 */
export const mount = elementScreen((a) => <SearchContainer query={a.q} />);
