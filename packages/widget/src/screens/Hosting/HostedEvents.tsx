import type { HostedEvent } from '@ticketkit/contract';
import { useId } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { AsyncState } from '../../ui/AsyncView.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { hostingMessages } from './messages.ts';

export interface HostedEventsProps {
  state: AsyncState<HostedEvent[]> | { status: 'signed-out' };
  /** The page to list an event on; "List your event" is a real link to it. */
  createHref?: string;
  /** A plain click on "List your event" (the host navigates to `to`). */
  onCreate(to: string): void;
  /** The sign-in page that comes back here; Sign in is a real link to it. */
  signInHref?: string;
  /** A plain click on Sign in (the host navigates to `to`). */
  onSignIn?(to: string): void;
}

const TONE = {
  draft: 'neutral',
  submitted: 'warning',
  'changes-requested': 'warning',
  rejected: 'danger',
  approved: 'success',
  paused: 'warning',
  cancelled: 'danger',
} as const satisfies Record<HostedEvent['status'], string>;

/** The events the person listed, each with its review status. */
export function HostedEvents({ state, createHref = '/listyourevent', onCreate, signInHref = '/login?source=hosted-events', onSignIn = () => {} }: HostedEventsProps) {
  const f = useFormat();
  const t = hostingMessages.useT();
  const headingId = useId();
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('hosted.heading')}</h2>
      {state.status === 'signed-out' ? (
        <EmptyState title={t('host.signIn.title')}>
          <NavigateLink to={signInHref} onNavigate={onSignIn}>
            {t('host.signIn.action')}
          </NavigateLink>
        </EmptyState>
      ) : (
        <AsyncView state={state} loadingLabel={t('hosted.loading')}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState title={t('hosted.empty')}>
                <NavigateLink to={createHref} onNavigate={onCreate}>
                  {t('hosted.create')}
                </NavigateLink>
              </EmptyState>
            ) : (
              <>
                <ul className="tk-list tk-stack">
                  {items.map((e) => (
                    <li key={e.id} className="tk-card" data-status={e.status}>
                      <h3>{e.title}</h3>
                      <p className="tk-row">
                        <Badge tone={TONE[e.status]}>{t(`hosted.status.${e.status}`)}</Badge>
                        <span>{t('hosted.dates', { count: e.sessions.length })}</span>
                      </p>
                      {e.sessions[0] ? <p className="tk-muted">{t('hosted.first', { date: f.dateTime(e.sessions[0].startsAt) })}</p> : null}
                      <p className="tk-muted">
                        {e.venue.name}, {e.venue.address}
                      </p>
                    </li>
                  ))}
                </ul>
                <NavigateLink variant="secondary" to={createHref} onNavigate={onCreate}>
                  {t('hosted.create')}
                </NavigateLink>
              </>
            )
          }
        </AsyncView>
      )}
    </section>
  );
}
