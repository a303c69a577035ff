import { useEffect, useState } from 'react';
import { useTicketkit } from '../../context/TicketkitProvider.tsx';
import { usePages } from '../../context/usePages.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { toDisplayError } from '../../ui/displayError.ts';
import type { AttendeeListProps, AttendeeRow, DownloadState } from './AttendeeList.tsx';

/**
 * The attendee list's state: the search box as typed, the query sent once typing pauses for
 * `debounceMs`, pages of that query (`enabled` once the event is on sale), and the CSV download
 * through the SDK, saved with a byte order mark (reading the answer as text drops the API's, and
 * spreadsheet apps need it to read Hindi names).
 */
export function useAttendees(hostedEventId: string, enabled: boolean, debounceMs: number, pageSize: number): AttendeeListProps {
  const sdk = useTicketkit();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [download, setDownload] = useState<DownloadState>({ status: 'idle' });
  useEffect(() => {
    const timer = setTimeout(() => setSearched(query.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [query, debounceMs]);
  const { state, loadMore, retry } = usePages<AttendeeRow>(
    async (cursor, signal) => {
      const page = await sdk.api.listHostAttendees(hostedEventId, { q: searched || undefined, cursor, limit: pageSize }, { signal });
      return { items: page.items.map((a) => ({ ...a, id: a.ticketId })), nextCursor: page.nextCursor };
    },
    [sdk, hostedEventId, searched, pageSize],
    enabled,
  );
  const onDownload = () => {
    if (download.status === 'busy') return;
    setDownload({ status: 'busy' });
    sdk.api.exportHostAttendees(hostedEventId).then(
      (csv) => {
        saveFile(['\uFEFF', csv], `${hostedEventId}-attendees.csv`, 'text/csv;charset=utf-8');
        setDownload({ status: 'done' });
      },
      (error: unknown) => setDownload({ status: 'error', error: toDisplayError(error) }),
    );
  };
  return { query, searched, state, download, onQueryChange: setQuery, onLoadMore: loadMore, onRetry: retry, onDownload };
}
