import type { HostAttendee } from '@ticketkit/contract';
import { useId } from 'react';
import { useFormat } from '../../context/TicketkitProvider.tsx';
import type { PagesState } from '../../context/usePages.ts';
import type { DisplayError } from '../../ui/displayError.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorNote } from '../../ui/ErrorNote.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { dashboardMessages } from './messages.ts';

export type AttendeeRow = HostAttendee & { id: string };
export type DownloadState = { status: 'idle' | 'busy' | 'done' } | { status: 'error'; error: DisplayError };

export interface AttendeeListProps {
  /** What is in the search box, kept as typed while results load. */
  query: string;
  /** The query the list shows results for (the typed one once typing pauses). */
  searched: string;
  state: PagesState<AttendeeRow>;
  download: DownloadState;
  onQueryChange(query: string): void;
  onLoadMore(): void;
  onRetry(): void;
  onDownload(): void;
}

/** The attendee list: search, one row per ticket, "Load more", and the CSV download. */
export function AttendeeList({ query, searched, state, download, onQueryChange, onLoadMore, onRetry, onDownload }: AttendeeListProps) {
  const f = useFormat();
  const t = dashboardMessages.useT();
  const headingId = useId();
  const count = state.status === 'success' ? state.items.length : null;
  return (
    <section className="tk-stack" aria-labelledby={headingId}>
      <div className="tk-row tk-attendees-head">
        <h3 part="heading" id={headingId}>{t('dashboard.attendees')}</h3>
        <Button variant="secondary" busy={download.status === 'busy'} onClick={onDownload}>
          {t('dashboard.download')}
        </Button>
      </div>
      {download.status === 'error' ? <ErrorNote error={download.error} /> : null}
      <p role="status" className="tk-visually-hidden">
        {download.status === 'done' ? t('dashboard.downloaded') : ''}
      </p>
      <TextField type="search" label={t('dashboard.search')} hint={t('dashboard.searchHint')} value={query} maxLength={100} onChange={(e) => onQueryChange(e.currentTarget.value)} />
      <p role="status" className="tk-muted">
        {count === null ? '' : count === 0 ? (searched ? t('dashboard.noMatch', { q: searched }) : t('dashboard.noAttendees')) : t('dashboard.results', { count })}
      </p>
      {state.status === 'loading' ? (
        <LoadingRegion label={t('dashboard.attendeesLoading')}>
          <Skeleton height="2.5em" />
          <Skeleton height="2.5em" />
        </LoadingRegion>
      ) : state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={onRetry} />
      ) : state.items.length === 0 ? null : (
        <>
          <div className="tk-table-scroll" role="group" aria-labelledby={headingId} tabIndex={0}>
            <table className="tk-data-table tk-attendee-table">
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.col.name')}</th>
                  <th scope="col">{t('dashboard.col.contact')}</th>
                  <th scope="col">{t('dashboard.col.booking')}</th>
                  <th scope="col">{t('dashboard.col.entry')}</th>
                </tr>
              </thead>
              <tbody>
                {state.items.map((a) => (
                  <tr key={a.id}>
                    <th scope="row">
                      {a.name}
                      <span className="tk-muted">{a.ticketType}</span>
                    </th>
                    <td>
                      {a.email}
                      <span className="tk-muted">{a.phone}</span>
                    </td>
                    <td>
                      {a.bookingId}
                      <span className="tk-muted">{f.dateTime(a.sessionStartsAt)}</span>
                    </td>
                    <td>{a.checkedInAt ? t('dashboard.checkedInAt', { time: f.time(a.checkedInAt), door: a.door ?? '' }) : t('dashboard.notCheckedIn')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {state.loadMoreError ? <ErrorState error={state.loadMoreError} onRetry={onLoadMore} /> : null}
          {state.hasMore && !state.loadMoreError ? (
            <Button variant="secondary" busy={state.loadingMore} onClick={onLoadMore}>
              {t('dashboard.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
