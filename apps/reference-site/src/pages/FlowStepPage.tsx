import { BookingFlow, CorporateBookingContainer, EmptyState, requestEvent, useResource, useStore, type FlowMoveOptions, type FlowState } from '@ticketkit/widget';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { siteMessages } from '../language/siteMessages.ts';
import { summarise, usePageMeta } from '../pageMeta.ts';
import { useSiteTicketkit } from '../ticketkit.ts';
import { stateFromRoute } from './flowRouteState.ts';
import { pathForState, type Audience, type FlowPage } from './flowRoutes.ts';
import { useSiteCallbacks } from './useSiteNavigate.ts';

/**
 * One step of the booking flow on its spec route. The widget's BookingFlow runs controlled: it
 * shows the step this route stands for and every move becomes a navigation to the next route,
 * so the back button, reloads and shared links land on the same step with the same selection.
 */
export function FlowStepPage({ page, audience = 'consumer' }: { page: FlowPage; audience?: Audience }) {
  const sdk = useSiteTicketkit();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const callbacks = useSiteCallbacks();
  const fromRoute = useMemo(() => stateFromRoute(page, params, search), [page, params, search]);
  const eventName = params.event_name ?? params.eventName;
  const lookup = useEventBySlug(fromRoute.eventId ? undefined : page === 'selectCity' ? eventName : undefined);
  const state: FlowState = lookup.eventId ? { ...fromRoute, eventId: lookup.eventId } : fromRoute;

  const onStateChange = useCallback(
    async (requested: FlowState, { replace, backTo }: FlowMoveOptions) => {
      // `/{event_city}/{event_name}/{id}` already names the city: "Book tickets" goes to its dates.
      const next = fromRoute.step === 'event' && requested.step === 'city' && requested.city ? { ...requested, step: 'date' as const } : requested;
      // `/productpage/{id}` carries no name: its slug is in the event's details, which the page has
      // already asked for (requestEvent keeps them for the visit's next steps).
      const name = eventName ?? (next.eventId ? (await requestEvent(sdk, next.eventId)).slug : 'event');
      // The entry being left becomes `backTo` (the event after a booking), in place: Back from the
      // next page then lands there. The router reads the address again on Back.
      if (backTo && !replace) history.replaceState(history.state, '', pathForState(backTo, name, audience));
      navigate(pathForState(next, name, audience), { replace, preventScrollReset: replace });
    },
    [sdk, eventName, navigate, audience, fromRoute.step],
  );
  const employee = useStore(sdk.corporate, (s) => s.employee);
  const t = siteMessages.useT();
  useEventMeta(page, audience, state.eventId);

  if (!state.eventId && state.step !== 'confirmation') {
    if (lookup.status === 'loading') return null;
    return (
      <EmptyState title={t('flow.unknownEvent')}>
        <p>
          <Link to={`/search?q=${encodeURIComponent((eventName ?? '').replace(/-/g, ' '))}`}>{t('flow.searchFor')}</Link> {t('flow.or')}{' '}
          <Link to="/">{t('flow.browse')}</Link>
          {t('sentence.end')}
        </p>
      </EmptyState>
    );
  }
  if (audience === 'corporate') {
    if (!employee) return null; // the route's guard sends the person to the corporate login
    return (
      <CorporateBookingContainer
        {...callbacks}
        company={employee.company.slug}
        eventId={state.eventId ?? ''}
        state={state}
        onStateChange={onStateChange}
      />
    );
  }
  return <BookingFlow state={state} eventsHref="/" onStateChange={onStateChange} preferStoreCity ticketsHref={(id) => `/yourtickets/${encodeURIComponent(id)}`} />;
}

/** `/{event_name}/select-city` without `?event=`: find the event whose slug the path names. */
const STEP_TITLES = {
  event: null,
  selectCity: 'page.selectCity',
  dates: 'page.dates',
  tickets: 'page.tickets',
  booking: null,
  booked: null,
} as const satisfies Record<FlowPage, string | null>;

/**
 * A public event's pages carry its name in the title and its summary in the description, so a
 * shared link or a search result says which event it is. Booking and confirmation pages are
 * personal and corporate events private: they keep the route's.
 */
function useEventMeta(page: FlowPage, audience: Audience, eventId: string | undefined): void {
  const sdk = useSiteTicketkit();
  const publicPage = audience === 'consumer' && (page === 'event' || STEP_TITLES[page] !== null);
  const event = useResource(
    async () => (publicPage && eventId ? requestEvent(sdk, eventId) : null),
    [sdk, publicPage, eventId],
  );
  const detail = event.status === 'success' ? event.data : null;
  const t = siteMessages.useT();
  const stepKey = STEP_TITLES[page];
  const step = stepKey && t(stepKey);
  usePageMeta(detail ? (step ? `${step} · ${detail.title}` : detail.title) : null, detail ? summarise(detail.description) : undefined);
}

function useEventBySlug(slug: string | undefined): { status: 'idle' | 'loading' | 'done'; eventId?: string } {
  const sdk = useSiteTicketkit();
  const found = useResource(
    async (signal) => {
      if (!slug) return null;
      const results = await sdk.api.search({ q: slug.replace(/-\d+$/, '').replace(/-/g, ' ') }, { signal });
      return results.events.find((e) => e.slug === slug)?.id ?? null;
    },
    [sdk, slug],
  );
  if (!slug) return { status: 'idle' };
  if (found.status === 'loading') return { status: 'loading' };
  return found.data ? { status: 'done', eventId: found.data } : { status: 'done' };
}
