import { elementScreen } from '../../elements/mountScreen.tsx';
import { SearchContainer } from './SearchContainer.tsx';

/**
 * `<ticketkit-search q="…">`: search across events, categories and cities, starting from `q` (the
 * box follows the attribute when the page changes it); choosing a result emits ticketkit:navigate.
 */
export const mount = elementScreen((a) => <SearchContainer query={a.q} />);
