import { useResource, useStore } from '../../context/hooks.ts';
import { useEmit, useTicketkit } from '../../context/TicketkitProvider.tsx';
import type { WidgetCallbacks } from '../../events.ts';
import { Rewards } from './Rewards.tsx';

export type RewardsContainerProps = WidgetCallbacks;

/** The signed-in person's points from `GET /me/rewards`. */
export function RewardsContainer(callbacks: RewardsContainerProps) {
  const sdk = useTicketkit();
  const emit = useEmit(callbacks);
  const status = useStore(sdk.session, (s) => s.status);
  const rewards = useResource((signal) => (status === 'signed-in' ? sdk.api.getMyRewards({ signal }) : new Promise<never>(() => {})), [status]);
  return (
    <Rewards
      state={status === 'signed-out' ? { status: 'signed-out' } : rewards}
      onSignIn={(to) => emit('ticketkit:navigate', { to })}
      onNavigate={(to) => emit('ticketkit:navigate', { to })}
    />
  );
}
