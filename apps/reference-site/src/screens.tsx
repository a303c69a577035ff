import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { FullPageLoader } from '@ticketkit/widget';
import { siteMessages } from './language/siteMessages.ts';
import { useRouteMeta } from './pageMeta.ts';
import type { PageName, RouteEntry } from './routeTable.ts';
import { Guarded } from './Guarded.tsx';
import { ScreenBoundary } from './ScreenBoundary.tsx';

type PageModule = { default: ComponentType };

/** Each screen is its own chunk, loaded when its route is first visited. */
export const pageLoaders: Record<PageName, () => Promise<PageModule>> = {
  home: () => import('./pages/HomePage.tsx'),
  about: () => import('./pages/AboutPage.tsx'),
  contact: () => import('./pages/ContactPage.tsx'),
  policy: () => import('./pages/PolicyPage.tsx'),
  terms: () => import('./pages/TermsPage.tsx'),
  notFound: () => import('./pages/NotFoundPage.tsx'),
  login: () => import('./pages/LoginPage.tsx'),
  signup: () => import('./pages/SignupPage.tsx'),
  category: () => import('./pages/CategoryPage.tsx'),
  event: () => import('./pages/EventStepPage.tsx'),
  selectCity: () => import('./pages/SelectCityStepPage.tsx'),
  tickets: () => import('./pages/TicketsStepPage.tsx'),
  dates: () => import('./pages/DatesStepPage.tsx'),
  booking: () => import('./pages/BookingStepPage.tsx'),
  booked: () => import('./pages/BookedStepPage.tsx'),
  profile: () => import('./pages/ProfilePage.tsx'),
  ticket: () => import('./pages/TicketPage.tsx'),
  receipt: () => import('./pages/ReceiptPage.tsx'),
  myTickets: () => import('./pages/MyTicketsPage.tsx'),
  rewards: () => import('./pages/RewardsPage.tsx'),
  listEvent: () => import('./pages/ListEventPage.tsx'),
  hostedEvents: () => import('./pages/HostedEventsPage.tsx'),
  checkIn: () => import('./pages/CheckInPage.tsx'),
  hostDashboard: () => import('./pages/HostDashboardPage.tsx'),
  search: () => import('./pages/SearchPage.tsx'),
  corporateLogin: () => import('./pages/CorporateLoginPage.tsx'),
  corporateDashboard: () => import('./pages/CorporateDashboardPage.tsx'),
  corporateEvent: () => import('./pages/CorporateEventStepPage.tsx'),
  corporateTickets: () => import('./pages/CorporateTicketsStepPage.tsx'),
  corporateDates: () => import('./pages/CorporateDatesStepPage.tsx'),
  corporateBooking: () => import('./pages/CorporateBookingStepPage.tsx'),
  corporateBooked: () => import('./pages/CorporateBookedStepPage.tsx'),
  corporateMyTickets: () => import('./pages/CorporateMyTicketsPage.tsx'),
  corporateTicket: () => import('./pages/CorporateTicketPage.tsx'),
  editHostedEvent: () => import('./pages/EditHostedEventPage.tsx'),
  staffReviews: () => import('./pages/StaffReviewsPage.tsx'),
  staffReview: () => import('./pages/StaffReviewPage.tsx'),
};

/**
 * Pages whose own markup starts with an `<h1>`. The others show a widget screen, whose headings start
 * at `<h2>` (on a partner's page the `<h1>` is the partner's), so the site gives them one: the
 * route's title, for screen readers, without moving anything on screen.
 */
const PAGES_WITH_OWN_H1 = new Set<PageName>(['home', 'about', 'contact', 'policy', 'terms', 'notFound']);

// React.lazy remembers how its import ended; a retry starts from a fresh lazy component (a screen
// whose code failed to load is retried by reloading the page instead: ScreenBoundary).
const pages = {} as Record<PageName, LazyExoticComponent<ComponentType>>;
function resetPage(name: PageName) {
  pages[name] = lazy(pageLoaders[name]);
}
for (const name of Object.keys(pageLoaders) as PageName[]) resetPage(name);

/** Screens whose code is already here: they render at once, with no loader in between. */
const loaded: Partial<Record<PageName, ComponentType>> = {};

/**
 * Loads a screen's code ahead of rendering it: the first page of a visit (while the page's static
 * shell is on screen, so it never gives way to a loader) and the build's prerender. A failure is
 * left to the screen's own boundary, which offers a retry.
 */
export async function preloadPage(name: PageName): Promise<void> {
  try {
    loaded[name] = (await pageLoaders[name]()).default;
  } catch {
    /* the lazy screen loads it again and shows the retry if it still fails */
  }
}

/** A route's screen: its title, a full-page loader while its code loads, and a retry if it fails. */
export function Screen({ entry }: { entry: RouteEntry }) {
  const t = siteMessages.useT();
  const title = t(`page.${entry.page}`);
  useRouteMeta(title);
  const [attempt, setAttempt] = useState(0);
  const Page = (attempt === 0 ? loaded[entry.page] : undefined) ?? pages[entry.page];
  const screen = (
    <>
      {PAGES_WITH_OWN_H1.has(entry.page) ? null : <h1 className="tk-visually-hidden">{title}</h1>}
      <ScreenBoundary
        key={attempt}
        onRetry={() => {
          resetPage(entry.page);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<FullPageLoader label={t('page.loading', { title: title.toLowerCase() })} />}>
          <Page />
        </Suspense>
      </ScreenBoundary>
    </>
  );
  return entry.guard ? <Guarded guard={entry.guard}>{screen}</Guarded> : screen;
}
