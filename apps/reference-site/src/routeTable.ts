/**
 * The spec's route map (section 2), exactly: paths are part of the product, including the
 * corporate `dashbord` spelling. Each entry names the page module that renders it, whether it
 * needs a signed-in user (with the `source` used to come back after sign-in) or a corporate
 * employee. Its title is the page's, in language/siteMessages.ts (`page.<name>`).
 */
/**
 * Who may see a route: a signed-in user, or an employee of the route's company. The `source` to
 * return to after sign-in is the path itself (`/yourtickets` → `source=yourtickets`).
 */
export type Guard = 'user' | 'corporate';

export interface RouteEntry {
  path: string;
  page: PageName;
  guard?: Guard;
}

export type PageName =
  | 'home'
  | 'login'
  | 'signup'
  | 'about'
  | 'contact'
  | 'category'
  | 'event'
  | 'selectCity'
  | 'tickets'
  | 'dates'
  | 'booking'
  | 'booked'
  | 'policy'
  | 'terms'
  | 'profile'
  | 'ticket'
  | 'receipt'
  | 'myTickets'
  | 'rewards'
  | 'listEvent'
  | 'hostedEvents'
  | 'checkIn'
  | 'hostDashboard'
  | 'search'
  | 'corporateLogin'
  | 'corporateDashboard'
  | 'corporateEvent'
  | 'corporateTickets'
  | 'corporateDates'
  | 'corporateBooking'
  | 'corporateBooked'
  | 'corporateMyTickets'
  | 'corporateTicket'
  | 'editHostedEvent'
  | 'staffReviews'
  | 'staffReview'
  | 'notFound';

export const consumerRoutes: RouteEntry[] = [
  { path: '/', page: 'home' },
  { path: '/login', page: 'login' },
  { path: '/signup', page: 'signup' },
  { path: '/aboutus', page: 'about' },
  { path: '/contact', page: 'contact' },
  { path: '/category/:category', page: 'category' },
  { path: '/productpage/:id', page: 'event' },
  { path: '/:event_city/:event_name/:id', page: 'event' },
  { path: '/:event_name/select-city', page: 'selectCity' },
  { path: '/ticketpage/:event_name/:id', page: 'tickets' },
  { path: '/dateselect/:event_name/:id', page: 'dates' },
  { path: '/eventbooking/:event_name/:event_id', page: 'booking', guard: 'user' },
  { path: '/ticketbooked/:event_name', page: 'booked', guard: 'user' },
  { path: '/policy', page: 'policy' },
  { path: '/terms-condition', page: 'terms' },
  { path: '/userprofile', page: 'profile', guard: 'user' },
  { path: '/yourtickets/:booking_id', page: 'ticket', guard: 'user' },
  { path: '/yourtickets/:booking_id/receipt', page: 'receipt', guard: 'user' },
  { path: '/yourtickets', page: 'myTickets', guard: 'user' },
  { path: '/reward-points', page: 'rewards', guard: 'user' },
  { path: '/listyourevent', page: 'listEvent', guard: 'user' },
  { path: '/hosted-events', page: 'hostedEvents', guard: 'user' },
  { path: '/hosted-events/:id/check-in', page: 'checkIn', guard: 'user' },
  { path: '/hosted-events/:id', page: 'hostDashboard', guard: 'user' },
  { path: '/search', page: 'search' },
];

export const corporateRoutes: RouteEntry[] = [
  { path: '/corporate/login', page: 'corporateLogin' },
  { path: '/corporate/:company_name/dashbord', page: 'corporateDashboard', guard: 'corporate' },
  { path: '/corporate/:eventName/event-detail/:event_id', page: 'corporateEvent', guard: 'corporate' },
  { path: '/corporateevent/:event_name/:id', page: 'corporateEvent', guard: 'corporate' },
  { path: '/corporateevent/ticketpage/:event_name/:id', page: 'corporateTickets', guard: 'corporate' },
  { path: '/corporateevent/dateselect/:event_name/:id', page: 'corporateDates', guard: 'corporate' },
  { path: '/corporateevent/booking-summary/:event_name/:event_id', page: 'corporateBooking', guard: 'corporate' },
  { path: '/corporateevent/ticketbooked/:event_name', page: 'corporateBooked', guard: 'corporate' },
  { path: '/corporateevent/yourtickets', page: 'corporateMyTickets', guard: 'corporate' },
  { path: '/corporateevent/yourticket/:booking_id', page: 'corporateTicket', guard: 'corporate' },
];

/** Beside the spec's map: the hosts' own pages and the staff console (the API refuses non-staff; the page says so). */
export const hostingRoutes: RouteEntry[] = [
  { path: '/hosted-events/:id/edit', page: 'editHostedEvent', guard: 'user' },
  { path: '/staff/reviews', page: 'staffReviews', guard: 'user' },
  { path: '/staff/reviews/:id', page: 'staffReview', guard: 'user' },
];

export const allRoutes: RouteEntry[] = [...consumerRoutes, ...corporateRoutes, ...hostingRoutes, { path: '*', page: 'notFound' }];
