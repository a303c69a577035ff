import type { Rewards as RewardsData } from '@ticketkit/contract';
import { useId } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { AsyncState } from '../../ui/AsyncView.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { rewardMessages } from './messages.ts';
import { RewardsSkeleton } from './RewardsSkeleton.tsx';

export interface RewardsProps {
  state: AsyncState<RewardsData> | { status: 'signed-out' };
  bookingHref?(bookingId: string): string;
  /** The sign-in page that comes back here; the Sign in action is a real link to it. */
  signInHref?: string;
  /** A plain click on Sign in (the host navigates to `to`). */
  onSignIn?(to: string): void;
  /** Where the events are: an empty history offers them. */
  eventsHref?: string;
  /** A plain click on a link to another page (the host navigates to `to`). */
  onNavigate?(to: string): void;
}

/** Balance, history (earned per booking, redeemed) and how points work. */
export function Rewards({ state, bookingHref = (id) => `/yourtickets/${encodeURIComponent(id)}`, signInHref = '/login?source=reward-points', onSignIn = () => {}, eventsHref = '/', onNavigate = onSignIn }: RewardsProps) {
  const f = useFormat();
  const t = rewardMessages.useT();
  const headingId = useId();
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId}>{t('rewards.heading')}</h2>
      {state.status === 'signed-out' ? (
        <EmptyState
          icon="account"
          title={t('rewards.signIn.title')}
          action={
            <NavigateLink to={signInHref} onNavigate={onSignIn}>
              {t('rewards.signIn.action')}
            </NavigateLink>
          }
        >
          <p>{t('rewards.signIn.body')}</p>
        </EmptyState>
      ) : (
        <AsyncView state={state} loadingLabel={t('rewards.loading')} skeleton={<RewardsSkeleton />}>
          {(data) => (
            <>
              <div part="card" className="tk-card" role="group" aria-label={t('rewards.balance')}>
                <p className="tk-muted">{t('rewards.balance')}</p>
                <p className="tk-points" data-testid="balance">
                  <strong>{t('rewards.points', { count: data.balance })}</strong>
                </p>
                <p>{t('rewards.worth', { amount: f.money({ amount: data.balance * data.rules.paisePerPoint, currency: 'INR' }, { dropZeroPaise: true }) })}</p>
              </div>
              <h3 part="heading">{t('rewards.history')}</h3>
              {data.ledger.length === 0 ? (
                <EmptyState
                  icon="star"
                  title={t('rewards.emptyHistory.title')}
                  action={
                    <NavigateLink to={eventsHref} onNavigate={onNavigate} variant="secondary">
                      {t('rewards.browse')}
                    </NavigateLink>
                  }
                >
                  <p>{t('rewards.emptyHistory')}</p>
                </EmptyState>
              ) : (
                <ul className="tk-list tk-ledger">
                  {data.ledger.map((entry) => (
                    <li key={entry.id} data-kind={entry.kind}>
                      <span className="tk-ledger-what">
                        <span>{entry.description}</span>
                        <time className="tk-muted" dateTime={entry.createdAt}>
                          {f.date(entry.createdAt)}
                        </time>
                      </span>
                      <span className="tk-ledger-points">
                        <strong data-testid={`points-${entry.id}`}>
                          <span aria-hidden="true">{entry.points > 0 ? `+${entry.points}` : `−${Math.abs(entry.points)}`}</span>
                          <span className="tk-visually-hidden">{`${t(entry.kind === 'earned' ? 'rewards.earned' : 'rewards.redeemed')} ${t('rewards.points', { count: Math.abs(entry.points) })}`}</span>
                        </strong>
                        {entry.bookingId ? <a href={bookingHref(entry.bookingId)}>{t('rewards.viewBooking')}</a> : null}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <h3 part="heading">{t('rewards.how')}</h3>
              <ul className="tk-bullets">
                <li>{t('rewards.how.earn', { points: data.rules.pointsPer100Rupees })}</li>
                <li>{t('rewards.how.value', { value: f.money({ amount: data.rules.paisePerPoint, currency: 'INR' }, { dropZeroPaise: true }) })}</li>
                <li>{t('rewards.how.cap', { percent: Math.round(data.rules.maxRedeemShareOfTotal * 100) })}</li>
                <li>{t('rewards.how.where')}</li>
              </ul>
            </>
          )}
        </AsyncView>
      )}
    </section>
  );
}
