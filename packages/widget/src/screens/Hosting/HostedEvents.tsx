import type { HostedEvent } from '@ticketkit/contract';
import { useId } from 'react';
import type { AsyncState } from '../../ui/AsyncView.tsx';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { NavigateLink } from '../../ui/NavigateLink.tsx';
import { CancelEventDialog, type CancelEventDialogProps } from './CancelEventDialog.tsx';
import { HostedEventCard, type HostedEventActivity } from './HostedEventCard.tsx';
import { defaultHostedHrefs, type HostedAction, type HostedHrefs } from './hostedLinks.ts';
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
  /** Where each listing's pages are (edit, dashboard, check-in, the event's page). */
  hrefs?: HostedHrefs;
  /** A plain click on one of a listing's links (the host navigates to `to`). */
  onNavigate?(to: string): void;
  /** What is under way or went wrong, by listing id. */
  activity?: Record<string, HostedEventActivity>;
  onAct?(event: HostedEvent, action: HostedAction): void;
  onSaveDoorStaff?(event: HostedEvent, emails: string[]): void;
  /** The cancel dialog (closed without it). */
  cancel?: CancelEventDialogProps;
  /** Door staff editors open at first (stories). */
  doorOpen?: boolean;
}

const nothing = () => {};

/** The events the person listed: each with its status, the reviewer's note, its links and actions, and its door staff. */
export function HostedEvents({
  state,
  createHref = '/listyourevent',
  onCreate,
  signInHref = '/login?source=hosted-events',
  onSignIn = nothing,
  hrefs = defaultHostedHrefs,
  onNavigate = onCreate,
  activity = {},
  onAct = nothing,
  onSaveDoorStaff = nothing,
  cancel,
  doorOpen,
}: HostedEventsProps) {
  const t = hostingMessages.useT();
  const headingId = useId();
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId}>{t('hosted.heading')}</h2>
      {state.status === 'signed-out' ? (
        <EmptyState
          icon="account"
          title={t('host.signIn.title')}
          action={
            <NavigateLink to={signInHref} onNavigate={onSignIn}>
              {t('host.signIn.action')}
            </NavigateLink>
          }
        />
      ) : (
        <AsyncView state={state} loadingLabel={t('hosted.loading')}>
          {(items) =>
            items.length === 0 ? (
              <EmptyState
                icon="calendar"
                title={t('hosted.empty')}
                action={
                  <NavigateLink to={createHref} onNavigate={onCreate}>
                    {t('hosted.create')}
                  </NavigateLink>
                }
              />
            ) : (
              <>
                <ul className="tk-list tk-stack">
                  {items.map((e) => (
                    <HostedEventCard key={e.id} event={e} hrefs={hrefs} activity={activity[e.id]} onNavigate={onNavigate} onAct={onAct} onSaveDoorStaff={onSaveDoorStaff} doorOpen={doorOpen} />
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
      {cancel ? <CancelEventDialog {...cancel} /> : null}
    </section>
  );
}
