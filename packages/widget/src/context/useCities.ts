import type { CityList } from '@ticketkit/contract';
import { useResource, type Resource } from './hooks.ts';
import { sharedRequest } from './sharedRequest.ts';
import { useTicketkit } from './TicketkitProvider.tsx';

/** The API's cities, for every screen on the page that shows them, asked for once (see sharedRequest). */
export function useCities(): Resource<CityList> {
  const sdk = useTicketkit();
  return useResource(() => sharedRequest(sdk.api, 'listCities', () => sdk.api.listCities()), [sdk]);
}
