import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { employee, exhaustedEmployee } from '../../fixtures/account.ts';
import { asha, createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { HINDI_DARK } from '../../fixtures/stories.ts';
import { insetWithin } from '../../testing/inset.ts';
import { CorporateBookingContainer } from './CorporateBookingContainer.tsx';

// The container on the in-memory SDK: the real BookingFlow of the booking screens runs inside.
const meta = {
  title: 'Corporate/Booking',
  component: CorporateBookingContainer,
  args: { company: 'acme', eventId: 'evt_1' },
} satisfies Meta<typeof CorporateBookingContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithEntitlement: Story = {
  parameters: { ticketkit: { sdk: () => createFakeSdk({ signedIn: true, employee: { ...employee, uid: asha.uid } }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('3 of 4 tickets left')).toBeVisible();
    // The allowance panel keeps its text off its border.
    await expect(insetWithin(c.getByText('3 of 4 tickets left'), c.getByRole('region', { name: 'Your tickets this month' }))).toBeGreaterThanOrEqual(12);
    await expect(c.getByText(/Paid by Acme Industries/)).toBeVisible();
    await userEvent.click(await c.findByRole('button', { name: 'Book tickets' }));
    await expect(await c.findByRole('button', { name: /^Nagpur/ })).toBeVisible();
  },
};

/** The company's brand inside the page's provider, in Hindi on the dark theme: the booking keeps the page's theme, face and surface. */
export const WithEntitlementHindiDark: Story = {
  ...WithEntitlement,
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('button', { name: 'टिकट बुक करें' })).toBeVisible();
    const outer = canvasElement.querySelector<HTMLElement>('.tk-root')!;
    const inner = outer.querySelector<HTMLElement>('.tk-root')!;
    await expect(inner).toHaveAttribute('data-theme', 'dark');
    await expect(getComputedStyle(inner).fontFamily).toBe(getComputedStyle(outer).fontFamily);
    await expect(getComputedStyle(inner).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(inner).paddingTop).toBe('0px');
  },
};

/** On a phone the company's banner and allowance stay one short block above the booking's step. */
export const WithEntitlementOnAPhone: Story = {
  ...WithEntitlement,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const book = await c.findByRole('button', { name: 'Book tickets' });
    const header = canvasElement.querySelector('header[data-company]')!.getBoundingClientRect();
    const allowance = c.getByRole('region', { name: 'Your tickets this month' }).getBoundingClientRect();
    await expect(allowance.bottom - header.top).toBeLessThanOrEqual(160);
    await expect(book).toBeVisible();
  },
};

export const EntitlementUsedUp: Story = {
  parameters: { ticketkit: { sdk: () => createFakeSdk({ signedIn: true, employee: { ...exhaustedEmployee, uid: asha.uid } }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'No company tickets left this month' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Book tickets' })).toBeNull();
  },
};

export const NotSignedInToCompany: Story = {
  parameters: { ticketkit: { sdk: () => createFakeSdk({ signedIn: true }) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to corporate sign-in' })).toHaveAttribute('href', '/corporate/login?company=acme');
  },
};

export const EntitlementUsedUpHindiDark: Story = {
  ...EntitlementUsedUp,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'इस महीने कोई कंपनी टिकट नहीं बचा' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'टिकट बुक करें' })).toBeNull();
  },
};

export const NotSignedInToCompanyHindiDark: Story = {
  ...NotSignedInToCompany,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'अपने कंपनी सेक्शन में साइन इन करें' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'कॉर्पोरेट साइन इन पर जाएँ' })).toHaveAttribute('href', '/corporate/login?company=acme');
  },
};
