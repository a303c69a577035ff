import { CorporateDashboardContainer } from '@ticketkit/widget';
import { useParams } from 'react-router';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function CorporateDashboardPage() {
  const { company_name: company = '' } = useParams();
  return <CorporateDashboardContainer company={company} {...useSiteCallbacks()} />;
}
