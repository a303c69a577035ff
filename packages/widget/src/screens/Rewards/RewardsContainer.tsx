import { useResource, useStore } from '../../context/hooks.ts';
import { useAccountSdk } from '../Login/accountSdk.ts';
import { useAccountEmit, type AccountCallbacks } from '../Login/accountEvents.ts';
import { Rewards } from './Rewards.tsx';

export type RewardsContainerProps = AccountCallbacks;

/** The signed-in person's points from `GET /me/rewards`. */
export function RewardsContainer(callbacks: RewardsContainerProps) {
  const sdk = useAccountSdk();
  const emit = useAccountEmit(callbacks);
  const status = useStore(sdk.session, (s) => s.status);
  const rewards = useResource((signal) => (status === 'signed-in' ? sdk.api.getMyRewards({ signal }) : new Promise<never>(() => {})), [status]);
  return (
    <Rewards
      state={status === 'signed-out' ? { status: 'signed-out' } : rewards}
      onSignIn={(to) => emit('ticketkit:navigate', { to })}
    />
  );
}
