// What `npm run screenshots` captures: one entry per route of the site's route table, with an
// address a person could reach (real ids from the API) and the account that sees it.

/** Who is signed in for a capture: nobody, the demo consumer (who also hosts), the Acme employee, or staff. */
export type Viewer = 'guest' | 'consumer' | 'employee' | 'staff';

export interface Capture {
  /** The route table's path pattern this capture stands for. */
  route: string;
  /** The address opened (a concrete path matching `route`, with the query the screen needs). */
  path: string;
  as: Viewer;
  /** Text that shows the screen's data has arrived, when its heading and loaders come before it. */
  ready?: RegExp;
}

/** Ids read from (or made through) the API before the captures, so every address is a real one. */
export interface Seed {
  slug: string;
  sessionId: string;
  ticketTypeId: string;
  corpSlug: string;
  corpSessionId: string;
  corpTicketTypeId: string;
  bookingId: string;
  corpBookingId: string;
  /** The consumer's own listing, approved by staff. */
  hostedEventId: string;
  /** The consumer's listing waiting for staff's review. */
  pendingListingId: string;
  /** The consumer's listing sent back by staff for changes: the one a host can edit. */
  sentBackListingId: string;
}

/** The seeded events the captures book and browse: a public one in Nagpur and Acme's company event. */
export const EVENT_ID = 'ev_025';
export const CORPORATE_EVENT_ID = 'ev_062';
export const COMPANY = 'acme';

export function captures(s: Seed): Capture[] {
  const ev = EVENT_ID;
  const corp = CORPORATE_EVENT_ID;
  return [
    { route: '/', path: '/', as: 'guest' },
    { route: '/login', path: '/login', as: 'guest' },
    { route: '/signup', path: '/signup', as: 'guest' },
    { route: '/aboutus', path: '/aboutus', as: 'guest' },
    { route: '/contact', path: '/contact', as: 'guest' },
    { route: '/category/:category', path: '/category/music', as: 'guest' },
    { route: '/productpage/:id', path: `/productpage/${ev}`, as: 'guest' },
    { route: '/:event_city/:event_name/:id', path: `/nagpur/${s.slug}/${ev}`, as: 'guest' },
    { route: '/:event_name/select-city', path: `/${s.slug}/select-city?event=${ev}`, as: 'guest' },
    { route: '/ticketpage/:event_name/:id', path: `/ticketpage/${s.slug}/${ev}?city=nagpur&session=${s.sessionId}`, as: 'guest' },
    { route: '/dateselect/:event_name/:id', path: `/dateselect/${s.slug}/${ev}?city=nagpur`, as: 'guest' },
    { route: '/eventbooking/:event_name/:event_id', path: `/eventbooking/${s.slug}/${ev}?city=nagpur&session=${s.sessionId}&q=${s.ticketTypeId}.1`, as: 'consumer' },
    { route: '/ticketbooked/:event_name', path: `/ticketbooked/${s.slug}?booking=${s.bookingId}`, as: 'consumer' },
    { route: '/policy', path: '/policy', as: 'guest' },
    { route: '/terms-condition', path: '/terms-condition', as: 'guest' },
    { route: '/userprofile', path: '/userprofile', as: 'consumer' },
    { route: '/yourtickets/:booking_id', path: `/yourtickets/${s.bookingId}`, as: 'consumer' },
    { route: '/yourtickets/:booking_id/receipt', path: `/yourtickets/${s.bookingId}/receipt`, as: 'consumer' },
    { route: '/yourtickets', path: '/yourtickets', as: 'consumer' },
    { route: '/reward-points', path: '/reward-points', as: 'consumer' },
    { route: '/listyourevent', path: '/listyourevent', as: 'consumer' },
    { route: '/hosted-events', path: '/hosted-events', as: 'consumer' },
    { route: '/hosted-events/:id/check-in', path: `/hosted-events/${s.hostedEventId}/check-in`, as: 'consumer' },
    { route: '/hosted-events/:id', path: `/hosted-events/${s.hostedEventId}`, as: 'consumer' },
    { route: '/search', path: '/search?q=concert', as: 'guest', ready: /^\d+ (results?|नतीजा|नतीजे)$/ },
    { route: '/corporate/login', path: '/corporate/login', as: 'guest' },
    { route: '/corporate/:company_name/dashbord', path: `/corporate/${COMPANY}/dashbord`, as: 'employee' },
    { route: '/corporate/:eventName/event-detail/:event_id', path: `/corporate/${s.corpSlug}/event-detail/${corp}`, as: 'employee' },
    { route: '/corporateevent/:event_name/:id', path: `/corporateevent/${s.corpSlug}/${corp}`, as: 'employee' },
    { route: '/corporateevent/ticketpage/:event_name/:id', path: `/corporateevent/ticketpage/${s.corpSlug}/${corp}?city=nagpur&session=${s.corpSessionId}`, as: 'employee' },
    { route: '/corporateevent/dateselect/:event_name/:id', path: `/corporateevent/dateselect/${s.corpSlug}/${corp}?city=nagpur`, as: 'employee' },
    {
      route: '/corporateevent/booking-summary/:event_name/:event_id',
      path: `/corporateevent/booking-summary/${s.corpSlug}/${corp}?city=nagpur&session=${s.corpSessionId}&q=${s.corpTicketTypeId}.1`,
      as: 'employee',
    },
    { route: '/corporateevent/ticketbooked/:event_name', path: `/corporateevent/ticketbooked/${s.corpSlug}?booking=${s.corpBookingId}`, as: 'employee' },
    { route: '/corporateevent/yourtickets', path: '/corporateevent/yourtickets', as: 'employee' },
    { route: '/corporateevent/yourticket/:booking_id', path: `/corporateevent/yourticket/${s.corpBookingId}`, as: 'employee' },
    { route: '/hosted-events/:id/edit', path: `/hosted-events/${s.sentBackListingId}/edit`, as: 'consumer' },
    { route: '/staff/reviews', path: '/staff/reviews', as: 'staff' },
    { route: '/staff/reviews/:id', path: `/staff/reviews/${s.pendingListingId}`, as: 'staff' },
    { route: '*', path: '/no-such/thing', as: 'guest' },
  ];
}

/** A file name for a capture's PNGs: the route pattern in letters, digits and dashes (`/` is `home`, `*` is `not-found`). */
export function captureName(route: string): string {
  if (route === '/') return 'home';
  if (route === '*') return 'not-found';
  return route
    .replace(/^\//, '')
    .replace(/:/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/-+$/, '');
}
