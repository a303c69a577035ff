import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ticketTypes } from '../../fixtures/booking.ts';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { TicketSelect } from './TicketSelect.tsx';
import { TicketSelectSkeleton } from './TicketSelectSkeleton.tsx';

const meta = {
  title: 'Widget/Ticket selection',
  component: TicketSelect,
  args: { ticketTypes, quantities: {}, onChange: fn(), onContinue: fn() },
  render: function Render(args) {
    const [q, setQ] = useState(args.quantities);
    return <TicketSelect {...args} quantities={q} onChange={(next) => (setQ(next), args.onChange(next))} />;
  },
} satisfies Meta<typeof TicketSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Continue to booking' })).toBeDisabled();
    await expect(c.getByText('Choose at least one ticket to continue.')).toBeVisible();
  },
};

export const FewLeftAndSoldOut: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Only 3 left')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Add one Platinum ticket' })).toBeDisabled();
    await expect(c.getByRole('group', { name: 'Number of Platinum tickets' })).toHaveAccessibleDescription('Sold out');
  },
};

export const ChoosingTickets: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Add one Silver ticket' }));
    await userEvent.click(c.getByRole('button', { name: 'Add one Gold ticket' }));
    await expect(c.getByTestId('tk-order-total')).toHaveTextContent('₹1,498.00');
    await userEvent.click(c.getByRole('button', { name: 'Continue to booking' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};

export const AllSoldOut: Story = {
  args: { ticketTypes: ticketTypes.map((t) => ({ ...t, status: 'sold-out' as const, available: 0 })) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const b of c.getAllByRole('button', { name: /^Add one/ })) await expect(b).toBeDisabled();
  },
};

export const NoTicketTypes: Story = {
  args: { ticketTypes: [], onOtherDates: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'No tickets are on sale for this show.' })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('Tickets may go on sale later, or another date may have some.');
    await userEvent.click(c.getByRole('button', { name: 'Choose another date' }));
    await expect(args.onOtherDates).toHaveBeenCalled();
  },
};

export const NoTicketTypesHindiDark: Story = {
  args: { ticketTypes: [], onOtherDates: fn() },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'इस शो के लिए कोई टिकट बिक्री में नहीं है।' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'दूसरी तारीख चुनें' }));
    await expect(args.onOtherDates).toHaveBeenCalled();
  },
};

/** While the ticket types load (the flow's ticket step): the screen's own shape, announced once. */
const loadingTickets = (label: string) => (
  <AsyncView state={{ status: 'loading' }} loadingLabel={label} skeleton={<TicketSelectSkeleton />}>
    {() => null}
  </AsyncView>
);

export const Loading: Story = {
  render: () => loadingTickets('Loading tickets'),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading tickets');
    // A card per ticket type, drawn with the screen's own elements but hidden from assistive technology.
    await expect(status.querySelectorAll('li.tk-card')).toHaveLength(3);
    await expect(within(status).queryByRole('heading')).toBeNull();
  },
};

export const LoadingHindiDark: Story = {
  globals: { locale: 'hi-IN', theme: 'dark' },
  render: () => loadingTickets('टिकट लोड हो रहे हैं'),
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('टिकट लोड हो रहे हैं');
    await expect(status.closest('.tk-root')).toHaveAttribute('data-theme', 'dark');
  },
};

export const DarkTheme: Story = {
  parameters: { ticketkit: { appearance: { theme: 'dark' } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Add one Gold ticket' }));
    await expect(c.getByTestId('tk-order-total')).toHaveTextContent('₹999.00');
  },
};

export const WithRefundPolicyInHindi: Story = {
  args: { cancellationPolicy: { tiers: [{ hoursBefore: 48, refundPercent: 100 }, { hoursBefore: 24, refundPercent: 50 }], feesRefundable: false } },
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('रिफ़ंड: शो से 48 घंटे पहले तक 100%, शो से 24 घंटे पहले तक 50%, उसके बाद नहीं; बुकिंग फ़ीस वापस नहीं')).toBeVisible();
  },
};

/** A high-demand on-sale: the account may take only 3 more tickets for the event, whatever the types allow. */
export const WithinTheAccountCap: Story = {
  args: { accountCap: 3 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('You can buy 3 more tickets for this event: each account has a limit.')).toBeVisible();
    // No ticket type promises more per order than the account may take.
    await expect(c.queryByText(/^Up to (?!3 )\d+ per order$/)).toBeNull();
    await expect(c.getAllByText('Up to 3 per order').length).toBeGreaterThan(0);
    const addSilver = c.getByRole('button', { name: 'Add one Silver ticket' });
    await userEvent.click(addSilver);
    await userEvent.click(addSilver);
    await userEvent.click(c.getByRole('button', { name: 'Add one Gold ticket' }));
    await expect(addSilver).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Add one Gold ticket' })).toBeDisabled();
  },
};

export const WithinTheAccountCapInHindi: Story = {
  args: { accountCap: 1 },
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('आप इस इवेंट के 1 और टिकट ख़रीद सकते हैं: हर खाते की एक सीमा है।')).toBeVisible();
  },
};
