import type { Meta, StoryObj } from '@storybook/react-vite';
import { describeError } from '@ticketkit/sdk';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hostedEvents } from '../../fixtures/account.ts';
import { CHANGES_NOTE } from '../../fixtures/hostedEvents.ts';
import { HINDI_DARK, withSdk } from '../../fixtures/stories.ts';
import { ListEventContainer } from './ListEventContainer.tsx';
import { sdkError } from '../../fixtures/fakeSdk.ts';
import { categories, cities } from '../../fixtures/catalog.ts';
import { toDisplayError } from '../../ui/displayError.ts';
import { filledDraft as filled } from '../../fixtures/hostDraft.ts';
import { emptyDraft } from './hostDraft.ts';
import { ListEvent } from './ListEvent.tsx';

const meta = {
  title: 'Account/ListEvent',
  component: ListEvent,
  args: { draft: emptyDraft(), categories, cities, onChange: fn(), onStartOver: fn(), onSubmit: fn(), onViewHosted: fn(), onSignIn: fn() },
} satisfies Meta<typeof ListEvent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basics: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Step 1 of 6: Basics' })).toBeVisible();
    await userEvent.type(c.getByLabelText('Event title'), 'J');
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ title: 'J' }));
  },
};

export const FormWithErrors: Story = {
  args: { initialShowErrors: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields to continue.');
    await expect(c.getByLabelText('Event title')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByLabelText('City')).toHaveAccessibleDescription('Choose a city.');
  },
};

export const DraftRestored: Story = {
  args: { draft: { ...filled, step: 1 }, restoredAt: '2026-11-21T18:30:00+05:30' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('We restored the draft you started');
    await expect(c.getByLabelText('Venue name')).toHaveValue('The Hive Café');
    await userEvent.click(c.getByRole('button', { name: 'Start over' }));
    await expect(args.onStartOver).toHaveBeenCalled();
  },
};

export const VenueAndDates: Story = {
  args: { draft: { ...filled, step: 1 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Date 2' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Remove date 2' }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ sessions: [filled.sessions[0]] }));
  },
};

export const VenueWithErrors: Story = {
  args: { draft: { ...filled, step: 1, venueName: '', sessions: [{ date: '2030-01-20', start: '21:00', end: '19:00' }] }, initialShowErrors: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Venue name')).toHaveAccessibleDescription('Enter the venue’s name (2 to 120 characters).');
    await expect(c.getByLabelText('Ends at')).toHaveAccessibleDescription('The end must be after the start.');
  },
};

export const TicketTypes: Story = {
  args: { draft: { ...filled, step: 2 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('group', { name: 'Ticket type 2' })).toBeVisible();
    await expect(c.getAllByLabelText('Price in ₹ (0 for free)')[1]).toHaveValue('0');
  },
};

export const Description: Story = {
  args: { draft: { ...filled, step: 3 } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Step 4 of 6: Description' })).toBeVisible();
    await expect(c.getByLabelText('Describe your event')).toHaveValue(filled.description);
  },
};

export const Contact: Story = {
  args: { draft: { ...filled, step: 4 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Step 5 of 6: Contact' })).toBeVisible();
    await expect(c.getByLabelText('Email')).toHaveValue('asha@example.com');
    await userEvent.click(c.getByRole('button', { name: 'Ticket types' }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ step: 2 }));
  },
};

export const Review: Story = {
  args: { draft: { ...filled, step: 5 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Entry: ₹199.00 × 60')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Submit for review' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { draft: { ...filled, step: 5 }, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submit for review' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SubmitError: Story = {
  args: { draft: { ...filled, step: 5 }, submitError: toDisplayError(sdkError('validation/invalid-body')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(describeError('validation/invalid-body').message);
  },
};

export const Submitted: Story = {
  args: { result: hostedEvents[0]! },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Your event is in review' })).toBeVisible();
    const hosted = c.getByRole('link', { name: 'See your hosted events' });
    await expect(hosted).toHaveAttribute('href', '/hosted-events');
    await userEvent.click(hosted);
    await expect(args.onViewHosted).toHaveBeenCalledWith('/hosted-events');
  },
};

export const SignedOut: Story = {
  args: { signedOut: true, draft: filled },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Anything you type is kept on this device until you send it.')).toBeVisible();
    await expect(c.getByLabelText('Event title')).toHaveValue('Open Mic Night');
  },
};

/** A listing sent back for changes, opened to edit: the reviewer's note sits above the form. */
export const EditWithReviewerNote: Story = {
  args: { draft: { ...filled, step: 5 }, editing: true, reviewNote: CHANGES_NOTE, onSaveDraft: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: 'Edit your event' })).toBeVisible();
    await expect(c.getByText('What our reviewers asked you to change')).toBeVisible();
    await expect(c.getByText(CHANGES_NOTE)).toBeVisible();
    await expect(c.getByText('Changes are kept when you save the draft or submit it.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Save as draft' }));
    await expect(args.onSaveDraft).toHaveBeenCalled();
  },
};

export const DraftSaved: Story = {
  args: { draft: { ...filled, step: 5 }, editing: true, onSaveDraft: fn(), draftSavedAt: '2026-11-22T18:30:00+05:30' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved as a draft');
  },
};

/** The same against the fake API: the listing loads into the form, its note on top. */
export const EditFromTheApi: Story = {
  render: () => <ListEventContainer hostedEventId="hev_5" />,
  parameters: withSdk(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(CHANGES_NOTE)).toBeVisible();
    await expect(c.getByLabelText('Event title')).toHaveValue('Stand-up Saturday');
  },
};

/** A listing in review cannot be edited: said plainly, with the way back to the list. */
export const NotEditable: Story = {
  render: () => <ListEventContainer hostedEventId="hev_1" />,
  parameters: withSdk(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent(describeError('hosting/not-editable').title);
    await expect(c.getByRole('button', { name: 'See your hosted events' })).toBeVisible();
  },
};

// Each state again in Hindi and the dark theme: the host reads every step, label and message in Hindi.
export const BasicsHindiDark: Story = {
  globals: HINDI_DARK,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'चरण 1 / 6: बुनियादी जानकारी' })).toBeVisible();
    await userEvent.type(c.getByLabelText('इवेंट का नाम'), 'J');
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ title: 'J' }));
  },
};

export const FormWithErrorsHindiDark: Story = {
  args: FormWithErrors.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('आगे बढ़ने के लिए कृपया चिह्नित फ़ील्ड ठीक करें।');
    await expect(c.getByLabelText('इवेंट का नाम')).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByLabelText('शहर')).toHaveAccessibleDescription('शहर चुनें।');
  },
};

export const DraftRestoredHindiDark: Story = {
  args: DraftRestored.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('status')).toHaveTextContent('हमने उसे वापस ला दिया है');
    await expect(c.getByLabelText('स्थान का नाम')).toHaveValue('The Hive Café');
    await expect(c.getByRole('button', { name: 'नए सिरे से शुरू करें' })).toBeVisible();
  },
};

export const VenueAndDatesHindiDark: Story = {
  args: VenueAndDates.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('group', { name: 'तारीख 2' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'तारीख 2 हटाएँ' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'एक और तारीख जोड़ें' })).toBeVisible();
  },
};

export const VenueWithErrorsHindiDark: Story = {
  args: VenueWithErrors.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByLabelText('स्थान का नाम')).toHaveAccessibleDescription('स्थान का नाम लिखें (2 से 120 अक्षर)।');
    await expect(c.getByLabelText('खत्म होने का समय')).toHaveAccessibleDescription('खत्म होने का समय शुरू होने के बाद का होना चाहिए।');
  },
};

export const TicketTypesHindiDark: Story = {
  args: TicketTypes.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('group', { name: 'टिकट प्रकार 2' })).toBeVisible();
    await expect(c.getAllByLabelText('₹ में कीमत (मुफ़्त के लिए 0)')[1]).toHaveValue('0');
  },
};

export const DescriptionHindiDark: Story = {
  args: Description.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'चरण 4 / 6: विवरण' })).toBeVisible();
    await expect(c.getByLabelText('अपने इवेंट के बारे में बताएँ')).toHaveValue(filled.description);
  },
};

export const ContactHindiDark: Story = {
  args: Contact.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'चरण 5 / 6: संपर्क' })).toBeVisible();
    await expect(c.getByLabelText('ईमेल')).toHaveValue('asha@example.com');
  },
};

export const ReviewHindiDark: Story = {
  args: Review.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'समीक्षा के लिए भेजें' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

export const SubmittingHindiDark: Story = {
  args: Submitting.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'समीक्षा के लिए भेजें' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SubmitErrorHindiDark: Story = {
  args: SubmitError.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('कुछ जानकारियाँ छूटी हैं या सही नहीं हैं।');
  },
};

export const SubmittedHindiDark: Story = {
  args: Submitted.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'आपका इवेंट समीक्षा में है' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'अपने होस्ट किए गए इवेंट देखें' })).toHaveAttribute('href', '/hosted-events');
  },
};

export const SignedOutHindiDark: Story = {
  args: SignedOut.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('आप जो भी लिखते हैं, वह भेजे जाने तक इसी डिवाइस पर रहता है।')).toBeVisible();
    await expect(c.getByLabelText('इवेंट का नाम')).toHaveValue('Open Mic Night');
  },
};

export const EditWithReviewerNoteHindiDark: Story = {
  args: EditWithReviewerNote.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'अपना इवेंट बदलें' })).toBeVisible();
    await expect(c.getByText(CHANGES_NOTE)).toBeVisible();
    await expect(c.getByText('ड्राफ़्ट सेव करने या भेजने पर बदलाव रखे जाते हैं।')).toBeVisible();
    await expect(c.getByRole('button', { name: 'ड्राफ़्ट के रूप में सेव करें' })).toBeVisible();
  },
};

export const DraftSavedHindiDark: Story = {
  args: DraftSaved.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('को ड्राफ़्ट के रूप में सेव हुआ।');
  },
};

export const EditFromTheApiHindiDark: Story = {
  ...EditFromTheApi,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(CHANGES_NOTE)).toBeVisible();
    await expect(c.getByLabelText('इवेंट का नाम')).toHaveValue('Stand-up Saturday');
  },
};

export const NotEditableHindiDark: Story = {
  ...NotEditable,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('अभी बदलाव नहीं हो सकता');
    await expect(c.getByRole('button', { name: 'अपने होस्ट किए गए इवेंट देखें' })).toBeVisible();
  },
};
