import type { Meta, StoryObj } from '@storybook/react-vite';
import { describeError } from '@ticketkit/sdk';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profile } from '../../fixtures/account.ts';
import { sdkError } from '../../fixtures/fakeSdk.ts';
import { cities } from '../../fixtures/catalog.ts';
import { toDisplayError } from '../../ui/displayError.ts';
import { Profile } from './Profile.tsx';

const meta = {
  title: 'Account/Profile',
  component: Profile,
  args: {
    state: { status: 'success', data: { profile, cities } },
    linked: ['google.com', 'password'],
    offered: ['google', 'facebook', 'github', 'twitter'],
    factors: [],
    enrolment: null,
    onSave: fn(),
    onLink: fn(),
    onStartEnrol: fn(),
    onSendEnrolCode: fn(),
    onConfirmEnrol: fn(),
    onCancelEnrol: fn(),
    onRemoveFactor: fn(),
    onSendVerification: fn(),
    onSignOut: fn(),
    onDelete: fn(),
    onSignIn: fn(),
  },
} satisfies Meta<typeof Profile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Name')).toHaveValue('Asha Rao');
    await expect(c.getByLabelText('Home city')).toHaveValue('nagpur');
    await expect(c.getByRole('button', { name: 'Link GitHub' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Link Google' })).toBeNull();
    await userEvent.selectOptions(c.getByLabelText('Home city'), 'mumbai');
    await userEvent.click(c.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Asha Rao', phone: '+919876543210', homeCity: 'mumbai' });
  },
};

export const LoadedInHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'आपकी प्रोफ़ाइल' })).toBeVisible();
    await expect(c.getByLabelText('नाम')).toHaveValue('Asha Rao');
    await expect(c.getByRole('button', { name: 'GitHub जोड़ें' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'बदलाव सेव करें' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading your profile');
    // Shaped like the details form: a label, a box and (for two) a hint per field, hidden from assistive technology.
    await expect(status.querySelectorAll('.tk-field')).toHaveLength(4);
    await expect(within(status).queryByRole('textbox')).toBeNull();
  },
};

export const LoadingHindiDark: Story = {
  args: { state: { status: 'loading' } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('आपकी प्रोफ़ाइल लोड हो रही है');
  },
};

export const LoadErrorHindiDark: Story = {
  args: { state: { status: 'error', error: { code: 'network/offline', message: describeError('network/offline').message, retryable: true }, retry: fn() } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  },
};

export const SignedOutHindiDark: Story = {
  args: { state: { status: 'signed-out' } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'अपनी प्रोफ़ाइल देखने के लिए साइन इन करें' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/login?source=userprofile');
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', error: { code: 'auth/unauthenticated', message: describeError('auth/unauthenticated').message, retryable: false } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(describeError('auth/unauthenticated').message);
  },
};

export const SignedOut: Story = {
  args: { state: { status: 'signed-out' } },
  play: async ({ canvasElement, args }) => {
    const signIn = within(canvasElement).getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/login?source=userprofile');
    await userEvent.click(signIn);
    await expect(args.onSignIn).toHaveBeenCalledWith('/login?source=userprofile');
  },
};

export const FormWithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByLabelText('Name'));
    await userEvent.clear(c.getByLabelText('Phone (with country code)'));
    await userEvent.type(c.getByLabelText('Phone (with country code)'), '12345');
    await userEvent.click(c.getByRole('button', { name: 'Save changes' }));
    await expect(c.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name (up to 100 characters).');
    await expect(c.getByLabelText('Phone (with country code)')).toHaveAccessibleDescription(/Enter the number with its country code/);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your changes are saved.')).toBeVisible();
  },
};

export const LinkFailed: Story = {
  args: { errors: { github: toDisplayError(sdkError('auth/credential-already-in-use')) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(describeError('auth/credential-already-in-use').title);
  },
};

export const SecondFactorCodeSent: Story = {
  args: { enrolment: { stage: 'code', phone: '+919876543210', resendAt: Date.now() + 30_000 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Verification code'), '123456');
    await userEvent.click(c.getByRole('button', { name: 'Turn on' }));
    await expect(args.onConfirmEnrol).toHaveBeenCalledWith('123456');
  },
};

export const SecondFactorOn: Story = {
  args: { factors: [{ uid: 'f1', label: '+919876543210' }] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Codes go to +919876543210')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Turn off for +919876543210' }));
    await expect(args.onRemoveFactor).toHaveBeenCalledWith('f1');
  },
};

export const SecondFactorNeedsRecentLogin: Story = {
  args: { enrolment: { stage: 'enter' }, errors: { 'mfa-enrol': toDisplayError(sdkError('auth/requires-recent-login')) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(describeError('auth/requires-recent-login').title);
  },
};

export const SecondFactorNeedsVerifiedEmail: Story = {
  args: { enrolment: { stage: 'enter' }, errors: { 'mfa-enrol': toDisplayError(sdkError('auth/unverified-email')) } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Verify your email first');
    await expect(c.getByRole('alert')).toHaveTextContent(/needs a verified email address/);
    await userEvent.click(c.getByRole('button', { name: 'Send verification email' }));
    await expect(args.onSendVerification).toHaveBeenCalled();
  },
};

export const SecondFactorNeedsVerifiedEmailInHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  args: { enrolment: { stage: 'enter' }, errors: { 'mfa-enrol': toDisplayError(sdkError('auth/unverified-email')) } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('पहले अपना ईमेल सत्यापित करें');
    // The button is in the screen's language too, not the SDK error's English.
    await expect(c.queryByRole('button', { name: 'Send verification email' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'सत्यापन ईमेल भेजें' }));
    await expect(args.onSendVerification).toHaveBeenCalled();
  },
};

export const SecondFactorVerificationSent: Story = {
  args: { enrolment: { stage: 'enter' }, errors: { 'mfa-enrol': toDisplayError(sdkError('auth/unverified-email')) }, verificationSentTo: 'asha@example.com' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('We sent a verification link to asha@example.com. Open it, then send the code again.');
    await expect(c.queryByRole('button', { name: 'Send verification email' })).toBeNull();
    await expect(c.getByRole('button', { name: 'Send code' })).toBeVisible();
  },
};

export const DeleteConfirm: Story = {
  args: { deleteOpen: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/This cannot be undone/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Confirm with Google and delete' })).toBeDisabled();
    await userEvent.click(c.getByLabelText('I understand that this cannot be undone'));
    await userEvent.click(c.getByRole('button', { name: 'Confirm with Google and delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('google');
  },
};

export const DeleteUserMismatch: Story = {
  args: { deleteOpen: true, errors: { delete: toDisplayError(sdkError('auth/user-mismatch')) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(describeError('auth/user-mismatch').title);
  },
};
