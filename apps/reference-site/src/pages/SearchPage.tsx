import { SearchContainer } from '@ticketkit/widget';
import { useSearchParams } from 'react-router';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function SearchPage() {
  const [params] = useSearchParams();
  return <SearchContainer initialQuery={params.get('q') ?? ''} {...useSiteCallbacks()} />;
}
