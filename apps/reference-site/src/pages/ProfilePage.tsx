import { ProfileContainer } from '@ticketkit/widget';
import { useNavigate } from 'react-router';
import { useSiteCallbacks } from './useSiteNavigate.ts';

export default function ProfilePage() {
  const callbacks = useSiteCallbacks();
  const navigate = useNavigate();
  return <ProfileContainer {...callbacks} onSignedOut={() => navigate('/', { replace: true })} />;
}
