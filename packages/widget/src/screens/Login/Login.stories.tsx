import type { Meta, StoryObj } from '@storybook/react-vite';
import { describeError } from '@ticketkit/sdk';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sdkError } from '../../fixtures/fakeSdk.ts';
import { toDisplayError } from '../../ui/displayError.ts';
import { Login } from './Login.tsx';
import type { LoginAction } from './loginTypes.ts';

const meta = {
  title: 'Account/Login',
  component: Login,
  args: {
    mode: 'sign-in',
    onModeChange: fn(),
    onProvider: fn(),
    onRedirect: fn(),
    onPasswordSignIn: fn(),
    onSignUp: fn(),
    onReset: fn(),
    onSendLink: fn(),
    onCompleteLink: fn(),
    onSendPhoneCode: fn(),
    onConfirmPhoneCode: fn(),
    onChangePhone: fn(),
    onSendSecondFactor: fn(),
    onConfirmSecondFactor: fn(),
    onCancelSecondFactor: fn(),
  },
} satisfies Meta<typeof Login>;
export default meta;
type Story = StoryObj<typeof meta>;

const err = (code: string) => toDisplayError(sdkError(code));

export const SignedOut: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Sign in to Ticketkit' })).toBeVisible();
    for (const p of ['Google', 'Facebook', 'GitHub', 'Twitter']) await expect(c.getByRole('button', { name: `Continue with ${p}` })).toBeEnabled();
    await userEvent.click(c.getByRole('button', { name: 'Continue with GitHub' }));
    await expect(args.onProvider).toHaveBeenCalledWith('github');
  },
};

/** The whole screen in Hindi: the account screens have their own hi-IN texts, not English. */
export const SignedOutInHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'Ticketkit में साइन इन करें' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'नए हैं? खाता बनाएँ' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'GitHub से जारी रखें' }));
    await expect(args.onProvider).toHaveBeenCalledWith('github');
  },
};

/** Chooses a way of signing in with the segmented control; the chosen segment is the only one pressed, no label cut off. */
async function chooseWay(canvasElement: HTMLElement, group: string, way: string) {
  const ways = within(await within(canvasElement).findByRole('group', { name: group }));
  await userEvent.click(ways.getByRole('button', { name: way }));
  for (const button of ways.getAllByRole('button')) {
    await expect(button).toHaveAttribute('aria-pressed', String(button.textContent === way));
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  }
}

/** The ways of signing in as a segmented control, the phone number chosen. */
export const SignInWays: Story = {
  globals: { locale: 'en-IN', theme: 'light' },
  play: async ({ canvasElement }) => {
    await chooseWay(canvasElement, 'Other ways to sign in', 'Phone number');
  },
};

/** The same in Hindi on the dark theme: the longer Hindi labels stay whole. */
export const SignInWaysHindiDark: Story = {
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await chooseWay(canvasElement, 'साइन इन के और तरीके', 'मुझे साइन-इन लिंक ईमेल करें');
    await expect(canvasElement.querySelector('.tk-root')).toHaveAttribute('data-theme', 'dark');
  },
};

/** After the inactivity sign-out (`/login?reason=inactivity`): says why, above the sign-in ways. */
export const SignedOutForInactivity: Story = {
  args: { signedOutReason: 'inactivity' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('You were signed out after an hour without activity. Sign in again to go back to where you were.');
    await expect(c.getByRole('heading', { name: 'Sign in to Ticketkit', level: 2 })).toBeVisible();
  },
};

/** Inside another screen (the booking step's sign-in) its heading sits a level deeper. */
export const InsideTheBookingStep: Story = {
  args: { headingLevel: 4 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Sign in to Ticketkit', level: 4 })).toBeVisible();
  },
};

export const SignUpPasswordPolicy: Story = {
  args: { mode: 'sign-up', passwordRules: { minLength: 8, requireLowercase: true, requireUppercase: true, requireNumeric: true, requireNonAlphanumeric: false } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Email'), 'new@example.com');
    await userEvent.type(c.getByLabelText('Password'), 'abc');
    await expect(c.getByText(/a lowercase letter/)).toHaveTextContent('done');
    await expect(c.getByText(/an uppercase letter/)).toHaveTextContent('not yet');
    await userEvent.click(c.getByRole('button', { name: 'Create account' }));
    await expect(args.onSignUp).not.toHaveBeenCalled();
    await userEvent.type(c.getByLabelText('Password'), 'DEF12');
    await userEvent.click(c.getByRole('button', { name: 'Create account' }));
    await expect(args.onSignUp).toHaveBeenCalledWith({ name: '', email: 'new@example.com', password: 'abcDEF12' });
  },
};

export const FormWithErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(c.getByRole('button', { name: 'Sign in' }));
    await expect(c.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    await expect(c.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    await expect(args.onPasswordSignIn).not.toHaveBeenCalled();
  },
};

export const SigningIn: Story = {
  args: { pending: 'google' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
  },
};

export const PopupBlocked: Story = {
  args: { errors: { google: err('auth/popup-blocked') } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(describeError('auth/popup-blocked').title);
    await userEvent.click(within(alert).getByRole('button', { name: 'Continue in this tab' }));
    await expect(args.onRedirect).toHaveBeenCalledWith('google');
  },
};

export const ProviderCannotLoad: Story = {
  args: { unavailable: ['google', 'twitter'] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(c.getByText(/Google sign-in cannot load on this page/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Continue with GitHub' })).toBeEnabled();
    await expect(c.getByLabelText('Email')).toBeEnabled();
  },
};

export const PopupClosedByUser: Story = {
  args: { errors: { facebook: err('auth/popup-closed-by-user') } },
  play: async ({ canvasElement }) => {
    // The person chose to stop: a polite note, not an alert.
    const c = within(canvasElement);
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.getByRole('status')).toHaveTextContent(describeError('auth/popup-closed-by-user').title);
  },
};

export const CancelledPopupRequest: Story = {
  args: { errors: { github: err('auth/cancelled-popup-request') } },
  play: async ({ canvasElement }) => {
    // A newer popup replaced this one: nothing to tell.
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** One story per error the spec's catalogue lists (and the service's extra ones), each beside the action that caused it. */
function errorStory(code: string, action: LoginAction, extra: Partial<Story['args']> = {}): Story {
  return {
    args: { errors: { [action]: err(code) }, ...extra },
    play: async ({ canvasElement }) => {
      const alert = within(canvasElement).getByRole('alert');
      await expect(alert).toHaveTextContent(describeError(code).title);
      await expect(alert).toHaveAttribute('data-code', code);
    },
  };
}
export const ErrorUnauthorizedDomain = errorStory('auth/unauthorized-domain', 'google');
export const ErrorWebStorageUnsupported = errorStory('auth/web-storage-unsupported', 'twitter');
export const ErrorNetworkRequestFailed = errorStory('auth/network-request-failed', 'password');
export const ErrorArgumentError = errorStory('auth/argument-error', 'facebook');
export const ErrorInvalidApiKey = errorStory('auth/invalid-api-key', 'password');
export const ErrorAuthDomainConfigRequired = errorStory('auth/auth-domain-config-required', 'github');
export const ErrorUserNotFound = errorStory('auth/user-not-found', 'password');
export const ErrorUserMismatch = errorStory('auth/user-mismatch', 'google');
export const ErrorInternal = errorStory('auth/internal-error', 'password');
export const ErrorOperationNotSupported = errorStory('auth/operation-not-supported-in-this-environment', 'link', { initialMethod: 'link' });
export const ErrorWrongPassword = errorStory('auth/wrong-password', 'password');
export const ErrorInvalidCredential = errorStory('auth/invalid-credential', 'password');
export const ErrorTooManyRequests = errorStory('auth/too-many-requests', 'password');
export const ErrorEmailAlreadyInUse = errorStory('auth/email-already-in-use', 'sign-up', { mode: 'sign-up' });
export const ErrorMissingMultiFactorInfo = errorStory('auth/missing-multi-factor-info', 'mfa-send', {
  secondFactor: { stage: 'choose', hints: [{ uid: 'f1', label: '+*******3210' }] },
});

export const ResetPasswordSent: Story = {
  args: { initialMethod: 'reset', resetSentTo: 'asha@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('If an account exists for asha@example.com');
  },
};

export const EmailLinkSent: Story = {
  args: { initialMethod: 'link', linkSentTo: 'asha@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('We sent a sign-in link to asha@example.com');
  },
};

export const EmailLinkNeedsEmail: Story = {
  args: { emailLink: 'need-email' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(c.getByRole('button', { name: 'Finish signing in' }));
    await expect(args.onCompleteLink).toHaveBeenCalledWith('asha@example.com');
  },
};

export const PhoneCodeSent: Story = {
  args: { initialMethod: 'phone', phone: { stage: 'code', phone: '+919876543210', resendAt: Date.now() + 30_000 } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('We sent a 6-digit code to +919876543210.')).toBeVisible();
    await expect(c.getByTestId('resend-timer')).toHaveTextContent(/You can ask for a new code in 0:\d\d/);
    await userEvent.type(c.getByLabelText('Verification code'), '123456');
    await userEvent.click(c.getByRole('button', { name: 'Verify and sign in' }));
    await expect(args.onConfirmPhoneCode).toHaveBeenCalledWith('123456');
  },
};

export const PhoneCodeWrong: Story = {
  args: {
    initialMethod: 'phone',
    phone: { stage: 'code', phone: '+919876543210', resendAt: Date.now() - 1 },
    errors: { 'phone-confirm': err('auth/invalid-verification-code') },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(describeError('auth/invalid-verification-code').title);
    await userEvent.click(c.getByRole('button', { name: 'Send a new code' }));
    await expect(args.onSendPhoneCode).toHaveBeenCalledWith('+919876543210', expect.anything());
  },
};

export const SecondFactor: Story = {
  args: { secondFactor: { stage: 'choose', hints: [{ uid: 'f1', label: '+*******3210' }] } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Verify it is you' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Text me a code' }));
    await expect(args.onSendSecondFactor).toHaveBeenCalledWith('f1', expect.anything());
  },
};

export const SecondFactorCodeSent: Story = {
  args: {
    secondFactor: { stage: 'code', hints: [{ uid: 'f1', label: '+*******3210' }] },
    secondFactorResendAt: Date.now() + 30_000,
    errors: { 'mfa-confirm': err('auth/invalid-verification-code') },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(describeError('auth/invalid-verification-code').title);
    await expect(c.getByTestId('resend-timer')).toBeVisible();
  },
};

export const DarkThemeWithError: Story = {
  parameters: { ticketkit: { appearance: { theme: 'dark' } } },
  args: { mode: 'sign-up', errors: { 'sign-up': err('auth/email-already-in-use'), google: err('auth/popup-blocked') } },
  play: async ({ canvasElement }) => {
    // axe checks colour contrast of the alerts and the password list in the dark theme.
    const c = within(canvasElement);
    await expect(c.getAllByRole('alert')).toHaveLength(2);
    await expect(c.getByText('Your password needs')).toBeVisible();
  },
};
