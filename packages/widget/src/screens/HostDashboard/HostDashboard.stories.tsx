import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { never, unavailable, withSdk } from '../../fixtures/stories.ts';
import { HostDashboardContainer } from './HostDashboardContainer.tsx';

const meta = {
  title: 'Hosting/HostDashboard',
  component: HostDashboardContainer,
  args: { hostedEventId: 'he_sales', debounceMs: 50, pageSize: 5 },
  parameters: withSdk(),
} satisfies Meta<typeof HostDashboardContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSales: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'Monsoon Ghazal Evening' })).toBeVisible();
    await expect(c.getByText('On sale')).toBeVisible();
    const figure = (name: string) => c.getByText(name, { selector: 'dt' }).nextElementSibling;
    await expect(figure('Gross sales')).toHaveTextContent('₹8,924.80');
    // Whole rupees where the paise are zero, as the browse surfaces print money.
    await expect(figure('Your net')).toHaveTextContent(/^₹8,500$/);
    await expect(figure('Tickets sold')).toHaveTextContent('9');
    await expect(c.getByRole('link', { name: 'Check-in' })).toHaveAttribute('href', '/hosted-events/he_sales/check-in');
    await expect(c.getByRole('link', { name: 'Event page' })).toHaveAttribute('href', '/productpage/ev_hosted_1');
    await expect(c.queryByRole('link', { name: 'Edit listing' })).toBeNull();
    await expect(c.getByRole('table', { name: /Sat, 12 Dec/ })).toBeVisible();
    // The chart's text alternative, and the chart itself once uPlot has loaded.
    await expect(c.getByText('9 tickets sold over 4 days, ₹8,924.80 in all.')).toBeVisible();
    await expect(c.getByRole('table', { name: 'Tickets sold per day' })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="sales-chart"] canvas')).not.toBeNull(), { timeout: 5000 });
    await expect(await c.findByText('5 attendees shown')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Load more' }));
    await expect(await c.findByText('9 attendees shown')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const FirstDayOfSales: Story = {
  args: { hostedEventId: 'he_firstday' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('2 tickets sold over 1 day, ₹720.65 in all.')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="sales-chart"] canvas')).not.toBeNull(), { timeout: 5000 });
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const box = await c.findByRole('searchbox', { name: /Search attendees/ });
    await userEvent.type(box, 'आशा');
    await expect(await c.findByText('2 attendees shown')).toBeVisible();
    await expect(box).toHaveValue('आशा');
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody');
    await expect(await c.findByText('No attendee matches “nobody”')).toBeVisible();
  },
};

export const NoSalesYet: Story = {
  args: { hostedEventId: 'he_nosales' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'No sales yet' })).toBeVisible();
    await expect(await c.findByText('No attendees yet')).toBeVisible();
    await expect(c.queryByRole('table', { name: 'Tickets sold per day' })).toBeNull();
  },
};

export const NotApprovedYet: Story = {
  args: { hostedEventId: 'he_pending' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'Not on sale yet' })).toBeVisible();
    await expect(c.getByText('In review')).toBeVisible();
    await expect(c.queryByRole('link', { name: 'Check-in' })).toBeNull();
    await expect(c.queryByRole('searchbox')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { hostedEventId: 'he_cancelled' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('Cancelled')).toBeVisible();
    await expect(c.getByText('Refunded', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹8,924.80');
    await expect(c.queryByRole('link', { name: 'Check-in' })).toBeNull();
    await expect(c.queryByRole('link', { name: 'Event page' })).toBeNull();
    await expect(c.queryByRole('heading', { name: 'No sales yet' })).toBeNull();
  },
};

/** Loading: the status line, links and labelled figures in outline, under a spoken status. */
export const Loading: Story = {
  parameters: withSdk({ getHostDashboard: never }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Loading your event’s dashboard');
    await expect(c.getByText('Gross sales')).toBeVisible();
    await expect(c.getByText('Sales by date and ticket type')).toBeVisible();
    await expect(c.queryByRole('link')).toBeNull();
  },
};

export const LoadError: Story = {
  parameters: withSdk({ getHostDashboard: unavailable }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const InHindi: Story = {
  parameters: withSdk({}, { locale: 'hi-IN' }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'Monsoon Ghazal Evening' })).toBeVisible();
    await expect(c.getByText('कुल बिक्री')).toBeVisible();
    await expect(await c.findByText('5 मेहमान दिखाए गए')).toBeVisible();
  },
};

export const DarkTheme: Story = {
  parameters: { ticketkit: { ...withSdk().ticketkit, appearance: { theme: 'dark' } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'Monsoon Ghazal Evening' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[data-testid="sales-chart"] canvas')).not.toBeNull(), { timeout: 5000 });
  },
};

export const NoSalesYetHindiDark: Story = {
  args: { hostedEventId: 'he_nosales' },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'अभी कोई बिक्री नहीं' })).toBeVisible();
  },
};

export const LoadingHindiDark: Story = {
  parameters: withSdk({ getHostDashboard: never }),
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('status')).toHaveTextContent('आपके इवेंट का डैशबोर्ड लोड हो रहा है');
    await expect(c.getByText('कुल बिक्री')).toBeVisible();
  },
};

export const LoadErrorHindiDark: Story = {
  parameters: withSdk({ getHostDashboard: unavailable }),
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  },
};
