import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { categories, cities } from '../../fixtures/catalog.ts';
import { sdkError } from '../../fixtures/fakeSdk.ts';
import { reviewItems } from '../../fixtures/hostedEvents.ts';
import { withSdk } from '../../fixtures/stories.ts';
import { ReviewItemContainer } from './ReviewItemContainer.tsx';
import { ReviewItemView } from './ReviewItemView.tsx';

const kites = reviewItems.find((i) => i.id === 'hev_8')!;
const sentBack = reviewItems.find((i) => i.id === 'hev_5')!;

const meta = {
  title: 'Staff/ReviewItem',
  component: ReviewItemView,
  args: {
    state: { status: 'success', data: kites },
    decided: null,
    cities,
    categories,
    note: '',
    noteProblem: null,
    sending: null,
    error: null,
    onNoteChange: fn(),
    onDecide: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ReviewItemView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: 'Kite Festival on the Terrace' })).toBeVisible();
    await expect(c.getByText('Ambazari Garden, Ambazari, Nagpur 440033')).toBeVisible();
    await expect(c.getByText('Vikram Shah, vikram@example.com, +919812345678')).toBeVisible();
    await expect(c.getByText(/Kites, string and tea/)).toBeVisible();
    await expect(c.getByText(/^Host: Waiting for review/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith('approved');
    await expect(c.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute('href', '/staff/reviews');
  },
};

/** A listing the host sent again after changes: the reviewer's earlier note is in its history. */
export const WithNotes: Story = {
  args: {
    state: {
      status: 'success',
      data: { ...sentBack, status: 'submitted', history: [...sentBack.history, { status: 'submitted', note: null, by: 'host', at: '2026-11-12T09:00:00+05:30' }] },
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const history = within(c.getByRole('region', { name: 'History' }));
    await expect(history.getAllByRole('listitem')).toHaveLength(3);
    await expect(history.getByText(/^Reviewer: Changes requested/)).toBeVisible();
    await expect(history.getByText(/full address with its PIN code/)).toBeVisible();
  },
};

export const NoteRequired: Story = {
  args: { note: '  ', noteProblem: 'required' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Note to the host')).toHaveAccessibleDescription(/Write what the host should change, or why it is rejected\./);
    await expect(c.getByLabelText('Note to the host')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Decided: Story = {
  args: { decided: { ...kites, status: 'changes-requested', reviewNote: 'Add the PIN code.', history: [...kites.history, { status: 'changes-requested', note: 'Add the PIN code.', by: 'staff', at: '2026-11-19T10:00:00+05:30' }] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Sent back to the host with your note.');
    await expect(c.getByText('Changes requested', { selector: '.tk-badge' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const NotInReview: Story = {
  args: { state: { status: 'success', data: reviewItems.find((i) => i.status === 'rejected')! } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('This listing is not waiting for review, so there is nothing to decide.')).toBeVisible();
    await expect(c.getByText(/We cannot list parties/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the listing');
  },
};

/** Request changes with no note: refused on the spot, what was typed kept; then with a note, sent. */
export const RequestChangesFlow: Story = {
  render: () => <ReviewItemContainer hostedEventId="hev_8" />,
  parameters: withSdk(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Request changes' }));
    const note = c.getByLabelText('Note to the host');
    await expect(note).toHaveAccessibleDescription(/Write what the host should change/);
    await expect(note).toHaveFocus();
    await userEvent.type(note, 'Add the PIN code of the garden.');
    await userEvent.click(c.getByRole('button', { name: 'Request changes' }));
    await expect(await c.findByRole('status')).toHaveTextContent('Sent back to the host with your note.');
    await expect(c.getByText('Add the PIN code of the garden.', { selector: 'blockquote' })).toBeVisible();
  },
};

/** Reject refused by the API (someone else decided first): the note stays as typed, the reason is shown. */
export const RejectFailed: Story = {
  render: () => <ReviewItemContainer hostedEventId="hev_8" />,
  parameters: withSdk({ reviewHostedEvent: async () => Promise.reject(sdkError('hosting/not-in-review')) }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Reject' }));
    await expect(c.getByLabelText('Note to the host')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(c.getByLabelText('Note to the host'), 'Not a public event.');
    await userEvent.click(c.getByRole('button', { name: 'Reject' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('Already reviewed');
    await expect(c.getByLabelText('Note to the host')).toHaveValue('Not a public event.');
  },
};

export const Forbidden: Story = {
  render: () => <ReviewItemContainer hostedEventId="hev_8" />,
  parameters: withSdk({ getReviewItem: async () => Promise.reject(sdkError('auth/forbidden')) }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'This page is for Ticketkit staff' })).toBeVisible();
    await expect(c.queryByRole('alert')).toBeNull();
  },
};

export const InHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'बदलाव माँगें' })).toBeVisible();
  },
};
