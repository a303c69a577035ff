import type { Booking } from '@ticketkit/contract';
import { useId } from 'react';
import type { PagesState } from '../../context/usePages.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton.tsx';
import { ticketMessages } from './messages.ts';
import { TicketCard } from './TicketCard.tsx';

export type TicketsWhen = 'upcoming' | 'past';

export type MyTicketsState = { status: 'signed-out' } | PagesState<Booking>;

export interface MyTicketsProps {
  state: MyTicketsState;
  when: TicketsWhen;
  /** The corporate area's list (different heading). */
  corporate?: boolean;
  ticketHref(booking: Booking): string;
  /** Where paying for a pending or failed booking continues (the event's booking flow). */
  payHref?(booking: Booking): string;
  /** The host navigates on a plain click of the pay link. */
  onNavigate?(to: string): void;
  onWhenChange(when: TicketsWhen): void;
  onOpen?(booking: Booking): void;
  onBrowse(): void;
  onSignIn(): void;
  onRetry?(): void;
  onLoadMore?(): void;
}

/** The person's bookings, upcoming or past, each card linking to the single booking. */
export function MyTickets({ state, when, corporate, ticketHref, payHref, onNavigate, onWhenChange, onOpen, onBrowse, onSignIn, onRetry, onLoadMore }: MyTicketsProps) {
  const t = ticketMessages.useT();
  const headingId = useId();
  const heading = corporate ? t('tickets.corporateHeading') : t('tickets.heading');
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <h2 part="heading" id={headingId}>{heading}</h2>
      {state.status === 'signed-out' ? (
        <EmptyState title={t('tickets.signIn.title')}>
          <p>{t('tickets.signIn.body')}</p>
          <Button onClick={onSignIn}>{t('tickets.signIn.action')}</Button>
        </EmptyState>
      ) : (
        <>
          <div className="tk-tabs" role="group" aria-label={t('tickets.tabs')}>
            {(['upcoming', 'past'] as const).map((w) => (
              <button key={w} type="button" aria-pressed={when === w} onClick={() => onWhenChange(w)}>
                {t(`tickets.${w}`)}
              </button>
            ))}
          </div>
          {state.status === 'loading' ? (
            <LoadingRegion label={t('tickets.loading')}>
              <div className="tk-stack">
                <Skeleton height="96px" />
                <Skeleton height="96px" />
              </div>
            </LoadingRegion>
          ) : state.status === 'error' ? (
            <ErrorState error={state.error} onRetry={onRetry} />
          ) : state.items.length === 0 ? (
            <EmptyState title={when === 'upcoming' ? t('tickets.emptyUpcoming') : t('tickets.emptyPast')}>
              <p>{t('tickets.emptyBody')}</p>
              <Button onClick={onBrowse}>{t('tickets.browse')}</Button>
            </EmptyState>
          ) : (
            <>
              <ul className="tk-list tk-stubs">
                {state.items.map((b) => (
                  <TicketCard key={b.id} booking={b} href={ticketHref(b)} onOpen={onOpen} payHref={payHref?.(b)} onNavigate={onNavigate} />
                ))}
              </ul>
              {state.loadMoreError ? <ErrorState error={state.loadMoreError} onRetry={onLoadMore} /> : null}
              {state.hasMore && !state.loadMoreError ? (
                <Button variant="secondary" busy={state.loadingMore} onClick={onLoadMore}>
                  {t('tickets.loadMore')}
                </Button>
              ) : null}
            </>
          )}
        </>
      )}
    </section>
  );
}
