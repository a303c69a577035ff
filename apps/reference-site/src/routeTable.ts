/**
 * The spec's route map (section 2), exactly: paths are part of the product, including the
 * corporate `dashbord` spelling. Each entry names the page module that renders it, whether it
 * needs a signed-in user (with the `source` used to come back after sign-in) or a corporate
 * employee, and its title.
 */
/**
 * Who may see a route: a signed-in user, or an employee of the route's company. The `source` to
 * return to after sign-in is the path itself (`/yourtickets` → `source=yourtickets`).
 */
export type Guard = 'user' | 'corporate';

export interface RouteEntry {
  path: string;
  page: PageName;
  title: string;
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
  { path: '/', page: 'home', title: 'Events in your city' },
  { path: '/login', page: 'login', title: 'Sign in' },
  { path: '/signup', page: 'signup', title: 'Create your account' },
  { path: '/aboutus', page: 'about', title: 'About us' },
  { path: '/contact', page: 'contact', title: 'Contact us' },
  { path: '/category/:category', page: 'category', title: 'Events' },
  { path: '/productpage/:id', page: 'event', title: 'Event' },
  { path: '/:event_city/:event_name/:id', page: 'event', title: 'Event' },
  { path: '/:event_name/select-city', page: 'selectCity', title: 'Choose a city' },
  { path: '/ticketpage/:event_name/:id', page: 'tickets', title: 'Choose tickets' },
  { path: '/dateselect/:event_name/:id', page: 'dates', title: 'Choose a date' },
  { path: '/eventbooking/:event_name/:event_id', page: 'booking', title: 'Book', guard: 'user' },
  { path: '/ticketbooked/:event_name', page: 'booked', title: 'Booking confirmed', guard: 'user' },
  { path: '/policy', page: 'policy', title: 'Privacy policy' },
  { path: '/terms-condition', page: 'terms', title: 'Terms and conditions' },
  { path: '/userprofile', page: 'profile', title: 'Your profile', guard: 'user' },
  { path: '/yourtickets/:booking_id', page: 'ticket', title: 'Your ticket', guard: 'user' },
  { path: '/yourtickets', page: 'myTickets', title: 'Your tickets', guard: 'user' },
  { path: '/reward-points', page: 'rewards', title: 'Reward points', guard: 'user' },
  { path: '/listyourevent', page: 'listEvent', title: 'List your event', guard: 'user' },
  { path: '/hosted-events', page: 'hostedEvents', title: 'Your hosted events', guard: 'user' },
  { path: '/hosted-events/:id/check-in', page: 'checkIn', title: 'Door check-in', guard: 'user' },
  { path: '/hosted-events/:id', page: 'hostDashboard', title: 'Event dashboard', guard: 'user' },
  { path: '/search', page: 'search', title: 'Search' },
];

export const corporateRoutes: RouteEntry[] = [
  { path: '/corporate/login', page: 'corporateLogin', title: 'Corporate sign in' },
  { path: '/corporate/:company_name/dashbord', page: 'corporateDashboard', title: 'Company dashboard', guard: 'corporate' },
  { path: '/corporate/:eventName/event-detail/:event_id', page: 'corporateEvent', title: 'Event', guard: 'corporate' },
  { path: '/corporateevent/:event_name/:id', page: 'corporateEvent', title: 'Event', guard: 'corporate' },
  { path: '/corporateevent/ticketpage/:event_name/:id', page: 'corporateTickets', title: 'Choose tickets', guard: 'corporate' },
  { path: '/corporateevent/dateselect/:event_name/:id', page: 'corporateDates', title: 'Choose a date', guard: 'corporate' },
  { path: '/corporateevent/booking-summary/:event_name/:event_id', page: 'corporateBooking', title: 'Booking summary', guard: 'corporate' },
  { path: '/corporateevent/ticketbooked/:event_name', page: 'corporateBooked', title: 'Booking confirmed', guard: 'corporate' },
  { path: '/corporateevent/yourtickets', page: 'corporateMyTickets', title: 'Your corporate tickets', guard: 'corporate' },
  { path: '/corporateevent/yourticket/:booking_id', page: 'corporateTicket', title: 'Your ticket', guard: 'corporate' },
];

/** Beside the spec's map: the hosts' own pages and the staff console (the API refuses non-staff; the page says so). */
export const hostingRoutes: RouteEntry[] = [
  { path: '/hosted-events/:id/edit', page: 'editHostedEvent', title: 'Edit your event', guard: 'user' },
  { path: '/staff/reviews', page: 'staffReviews', title: 'Listings to review', guard: 'user' },
  { path: '/staff/reviews/:id', page: 'staffReview', title: 'Review a listing', guard: 'user' },
];

export const allRoutes: RouteEntry[] = [...consumerRoutes, ...corporateRoutes, ...hostingRoutes, { path: '*', page: 'notFound', title: 'Page not found' }];
