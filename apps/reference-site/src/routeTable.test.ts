import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { allRoutes } from './routeTable.ts';

const pageAt = (url: string) => matchRoutes(allRoutes.map((r) => ({ path: r.path, id: r.page })), url)?.at(-1)?.route.id;

describe('the route map of the spec', () => {
  it.each([
    ['/', 'home'],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/aboutus', 'about'],
    ['/contact', 'contact'],
    ['/category/music', 'category'],
    ['/productpage/ev_1', 'event'],
    ['/nagpur/sunburn-arena/ev_1', 'event'],
    ['/sunburn-arena/select-city', 'selectCity'],
    ['/ticketpage/sunburn-arena/ev_1', 'tickets'],
    ['/dateselect/sunburn-arena/ev_1', 'dates'],
    ['/eventbooking/sunburn-arena/ev_1', 'booking'],
    ['/ticketbooked/sunburn-arena', 'booked'],
    ['/policy', 'policy'],
    ['/terms-condition', 'terms'],
    ['/userprofile', 'profile'],
    ['/yourtickets/bk_1', 'ticket'],
    ['/yourtickets/bk_1/receipt', 'receipt'],
    ['/yourtickets', 'myTickets'],
    ['/reward-points', 'rewards'],
    ['/listyourevent', 'listEvent'],
    ['/hosted-events', 'hostedEvents'],
    ['/hosted-events/hev_1/check-in', 'checkIn'],
    ['/hosted-events/he_1', 'hostDashboard'],
    ['/search', 'search'],
    ['/corporate/login', 'corporateLogin'],
    ['/corporate/acme/dashbord', 'corporateDashboard'],
    ['/corporate/team-offsite/event-detail/ev_1', 'corporateEvent'],
    ['/corporateevent/team-offsite/ev_1', 'corporateEvent'],
    ['/corporateevent/ticketpage/team-offsite/ev_1', 'corporateTickets'],
    ['/corporateevent/dateselect/team-offsite/ev_1', 'corporateDates'],
    ['/corporateevent/booking-summary/team-offsite/ev_1', 'corporateBooking'],
    ['/corporateevent/ticketbooked/team-offsite', 'corporateBooked'],
    ['/corporateevent/yourtickets', 'corporateMyTickets'],
    ['/corporateevent/yourticket/bk_1', 'corporateTicket'],
    ['/hosted-events/hev_1/edit', 'editHostedEvent'],
    ['/staff/reviews', 'staffReviews'],
    ['/staff/reviews/hev_1', 'staffReview'],
    ['/no/such/page/here', 'notFound'],
  ])('%s renders the %s screen', (url, page) => {
    expect(pageAt(url)).toBe(page);
  });

  it('guards the account pages and every corporate page but the login', () => {
    const guarded = (path: string) => allRoutes.find((r) => r.path === path)?.guard;
    expect(guarded('/yourtickets')).toBe('user');
    expect(guarded('/yourtickets/:booking_id/receipt')).toBe('user');
    expect(guarded('/userprofile')).toBe('user');
    expect(guarded('/hosted-events/:id')).toBe('user');
    expect(guarded('/')).toBeUndefined();
    expect(guarded('/corporate/login')).toBeUndefined();
    expect(allRoutes.filter((r) => r.path.startsWith('/corporate') && r.path !== '/corporate/login').every((r) => r.guard === 'corporate')).toBe(true);
  });

  it('asks a signed-in user for the staff console and for editing a listing (the API decides who is staff and whose listing it is)', () => {
    const guarded = (path: string) => allRoutes.find((r) => r.path === path)?.guard;
    expect(guarded('/staff/reviews')).toBe('user');
    expect(guarded('/staff/reviews/:id')).toBe('user');
    expect(guarded('/hosted-events/:id/edit')).toBe('user');
  });

  it('keeps the spec spelling of the corporate dashboard', () => {
    expect(allRoutes.some((r) => r.path === '/corporate/:company_name/dashbord')).toBe(true);
  });
});
