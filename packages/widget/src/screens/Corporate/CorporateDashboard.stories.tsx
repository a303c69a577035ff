import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { companyEvents, corporateBookings, employee, exhaustedEmployee } from '../../fixtures/account.ts';
import { HINDI_DARK } from '../../fixtures/stories.ts';
import { defaultTicketHref } from '../Tickets/MyTicketsContainer.tsx';
import { CorporateDashboard } from './CorporateDashboard.tsx';

const meta = {
  title: 'Corporate/Dashboard',
  component: CorporateDashboard,
  args: {
    employee,
    events: { status: 'success', data: companyEvents },
    bookings: { status: 'success', data: corporateBookings },
    ticketHref: defaultTicketHref(true),
    ticketsHref: '/corporateevent/yourtickets',
    eventHref: (e) => `/corporateevent/${e.slug}/${e.id}`,
    onBook: fn(),
    onOpenTicket: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof CorporateDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('3 of 4 tickets left')).toBeVisible();
    const book = c.getAllByRole('link', { name: /^Book / })[0]!;
    await expect(book).toHaveAttribute('href', `/corporateevent/${companyEvents[0]!.slug}/${companyEvents[0]!.id}`);
    await userEvent.click(book);
    await expect(args.onBook).toHaveBeenCalledWith(companyEvents[0]);
    await expect(c.getByRole('link', { name: /view ticket$/ })).toHaveAttribute('href', '/corporateevent/yourticket/bkg_corp1');
  },
};

export const EntitlementUsedUp: Story = {
  args: { employee: exhaustedEmployee },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('You have used all 4 tickets');
    for (const b of c.getAllByRole('button', { name: /^Book / })) await expect(b).toBeDisabled();
  },
};

/** Events and bookings loading: cards and stubs in outline, each list under its spoken status. */
export const Loading: Story = {
  args: { events: { status: 'loading' }, bookings: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const [events, bookings] = c.getAllByRole('status').filter((s) => s.getAttribute('aria-busy') === 'true');
    await expect(events).toHaveTextContent('Loading company events');
    await expect(bookings).toHaveTextContent('Your company bookings');
    await expect(c.getByRole('heading', { name: 'Company events' })).toBeVisible();
    await expect(c.queryByRole('link', { name: /^Book / })).toBeNull();
  },
};

export const Empty: Story = {
  args: { events: { status: 'success', data: [] }, bookings: { status: 'success', data: [] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No company events right now.')).toBeVisible();
    await expect(c.getByText(/You have not booked anything through/)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { events: { status: 'error', error: { code: 'corporate/not-an-employee', message: 'Your account is not registered as an employee of this company. Sign in with your work account.', retryable: false } } },
  play: async ({ canvasElement }) => {
    // The words come from the error catalogue, not the API's message; the code stays for support.
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Your account is not an employee of this company');
    await expect(alert).toHaveTextContent('corporate/not-an-employee');
    await expect(within(canvasElement).queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

// Each state again in Hindi and the dark theme.
export const DefaultHindiDark: Story = {
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('4 में से 3 टिकट बचे हैं')).toBeVisible();
    await expect(c.getByRole('link', { name: `${companyEvents[0]!.title} बुक करें` })).toBeVisible();
    await expect(c.getByRole('button', { name: 'कंपनी सेक्शन से बाहर जाएँ' })).toBeVisible();
  },
};

export const EntitlementUsedUpHindiDark: Story = {
  args: EntitlementUsedUp.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(/वे सब आप इस्तेमाल कर चुके हैं/)).toBeVisible();
    for (const b of c.getAllByRole('button', { name: / बुक करें$/ })) await expect(b).toBeDisabled();
  },
};

export const LoadingHindiDark: Story = {
  args: Loading.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'कंपनी इवेंट' })).toBeVisible();
    const [events] = c.getAllByRole('status').filter((s) => s.getAttribute('aria-busy') === 'true');
    await expect(events).toHaveTextContent('कंपनी इवेंट लोड हो रहे हैं');
  },
};

export const EmptyHindiDark: Story = {
  args: Empty.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('अभी कोई कंपनी इवेंट नहीं है।')).toBeVisible();
    await expect(c.getByText(/आपने अभी तक .* के ज़रिए कुछ भी बुक नहीं किया है।/)).toBeVisible();
  },
};

export const LoadErrorHindiDark: Story = {
  args: LoadError.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('आपका खाता इस कंपनी का कर्मचारी नहीं है।');
    await expect(alert).toHaveTextContent('corporate/not-an-employee');
  },
};
