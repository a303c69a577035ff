import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { interStateInvoice, receipt, receiptWithCreditNote } from '../../fixtures/bookingStatuses.ts';
import { Receipt } from './Receipt.tsx';

const meta = {
  title: 'Account/Receipt',
  component: Receipt,
  args: { receipt, onBack: fn(), onPrint: fn() },
} satisfies Meta<typeof Receipt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TaxInvoice: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const invoice = within(c.getByRole('region', { name: 'Tax invoice TK/2026-27/000042' }));
    await expect(invoice.getByText('GSTIN 27AABCT1234C1Z5')).toBeVisible();
    await expect(invoice.getByRole('columnheader', { name: 'CGST' })).toBeVisible();
    await expect(invoice.getByRole('row', { name: /^Total/ })).toHaveTextContent('₹2,055.92');
    await expect(c.getByText('Test payment in the sandbox: no real money moved.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Print or save as PDF' }));
    await expect(args.onPrint).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Back to ticket' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const InterStateWithDeduction: Story = {
  args: { receipt: { ...receipt, invoice: interStateInvoice } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('columnheader', { name: 'IGST' })).toBeVisible();
    await expect(c.queryByRole('columnheader', { name: 'CGST' })).toBeNull();
    await expect(c.getByRole('row', { name: /Less: Reward points redeemed/ })).toHaveTextContent('-₹25.00');
  },
};

export const WithCreditNote: Story = {
  args: { receipt: receiptWithCreditNote },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const note = within(c.getByRole('region', { name: 'Credit note TK-CN/2026-27/000004' }));
    await expect(note.getByText('TK/2026-27/000042')).toBeVisible();
    await expect(note.getByRole('row', { name: /^Total/ })).toHaveTextContent('₹998.50');
  },
};

export const InHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'रसीद' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'प्रिंट करें या PDF के रूप में सहेजें' })).toBeVisible();
    await expect(c.getByRole('region', { name: 'टैक्स इनवॉइस TK/2026-27/000042' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  parameters: { ticketkit: { appearance: { theme: 'dark' } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.tk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(within(canvasElement).getByRole('columnheader', { name: 'SGST' })).toBeVisible();
  },
};
