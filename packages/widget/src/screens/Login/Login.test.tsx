import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sdkError } from '../../fixtures/fakeSdk.ts';
import { toDisplayError } from '../../ui/displayError.ts';
import { Login, type LoginProps } from './Login.tsx';
import { resolveSource } from './loginTypes.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { describeError } from '@ticketkit/sdk';
import { preloadLocale } from '../../i18n/i18n.ts';

function setup(props: Partial<LoginProps> = {}, locale?: string) {
  const handlers = {
    onProvider: vi.fn(),
    onRedirect: vi.fn(),
    onPasswordSignIn: vi.fn(),
    onSignUp: vi.fn(),
    onReset: vi.fn(),
    onSendLink: vi.fn(),
    onCompleteLink: vi.fn(),
    onSendPhoneCode: vi.fn(),
    onConfirmPhoneCode: vi.fn(),
    onChangePhone: vi.fn(),
    onSendSecondFactor: vi.fn(),
    onConfirmSecondFactor: vi.fn(),
    onCancelSecondFactor: vi.fn(),
  };
  renderWithSdk(<Login mode="sign-in" {...handlers} {...props} />, locale ? { locale } : {});
  return { user: userEvent.setup(), ...handlers };
}

describe('given the sign-up form', () => {
  it('ticks off the password policy as the person types and refuses a short password', async () => {
    const { user, onSignUp } = setup({ mode: 'sign-up', passwordRules: { minLength: 8, requireLowercase: false, requireUppercase: true, requireNumeric: false, requireNonAlphanumeric: false } });
    const rules = screen.getByText('Your password needs').parentElement!;
    expect(within(rules).getByText(/at least 8 characters/)).toHaveTextContent('not yet');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdef');
    expect(within(rules).getByText(/an uppercase letter/)).toHaveTextContent('done');
    expect(within(rules).getByText(/at least 8 characters/)).toHaveTextContent('not yet');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSignUp).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Your password does not meet the requirements below yet.');
    await user.type(screen.getByLabelText('Password'), 'gh');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSignUp).toHaveBeenCalledWith({ name: '', email: 'new@example.com', password: 'Abcdefgh' });
  });
});

describe('given the popup was blocked for Google', () => {
  it('shows the message under Google and offers to continue in this tab', async () => {
    const { user, onRedirect } = setup({ errors: { google: toDisplayError(sdkError('auth/popup-blocked')) } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(describeError('auth/popup-blocked').title);
    expect(alert.closest('li')).toContainElement(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(within(alert).getByRole('button', { name: 'Continue in this tab' }));
    expect(onRedirect).toHaveBeenCalledWith('google');
  });
});

describe('given a provider that cannot load here', () => {
  it('says so and keeps the other providers available', () => {
    setup({ unavailable: ['facebook'] });
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
    expect(screen.getByText(/Facebook sign-in cannot load on this page/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});

describe('given wrong email or password', () => {
  it('shows the message next to sign-in and its action opens the reset form with the email kept', async () => {
    const { user, onReset } = setup({ errors: { password: toDisplayError(sdkError('auth/invalid-credential')) } });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(describeError('auth/invalid-credential').title);
    await user.click(within(alert).getByRole('button', { name: 'Reset password' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(onReset).toHaveBeenCalledWith('asha@example.com');
  });

  it('names the way out in the screen\'s language, as the message is', async () => {
    await preloadLocale('hi-IN');
    setup({ errors: { password: toDisplayError(sdkError('auth/invalid-credential')) } }, 'hi-IN');
    const hindi = describeError('auth/invalid-credential', { locale: 'hi-IN' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(hindi.title);
    expect(within(alert).getByRole('button', { name: hindi.action! })).toBeInTheDocument();
  });
});

describe('given a phone code was sent', () => {
  it('shows a visible timer before a new code can be sent, and validates the code', async () => {
    const { user, onConfirmPhoneCode } = setup({ initialMethod: 'phone', phone: { stage: 'code', phone: '+919876543210', resendAt: Date.now() + 30_000 } });
    expect(screen.getByTestId('resend-timer').textContent).toMatch(/You can ask for a new code in 0:(30|29)/);
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Verification code'), '12a3');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(onConfirmPhoneCode).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Verification code')).toHaveValue('123');
    await user.type(screen.getByLabelText('Verification code'), '456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(onConfirmPhoneCode).toHaveBeenCalledWith('123456');
  });

  it('offers a new code once the timer ran out', async () => {
    const { user, onSendPhoneCode } = setup({ initialMethod: 'phone', phone: { stage: 'code', phone: '+919876543210', resendAt: Date.now() - 1 } });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(onSendPhoneCode).toHaveBeenCalledWith('+919876543210', expect.any(HTMLElement));
  });
});

describe('given a 10-digit Indian mobile number without +91', () => {
  it('sends the code to it in international form, as booking and the profile store it', async () => {
    const { user, onSendPhoneCode } = setup({ initialMethod: 'phone' });
    await user.type(screen.getByLabelText('Phone number (with country code)'), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSendPhoneCode).toHaveBeenCalledWith('+919876543210', expect.any(HTMLElement));
  });
});

describe('given a phone number in the wrong format', () => {
  it('explains the format and sends nothing', async () => {
    const { user, onSendPhoneCode } = setup({ initialMethod: 'phone' });
    await user.type(screen.getByLabelText('Phone number (with country code)'), '98765');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSendPhoneCode).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Phone number (with country code)')).toHaveAccessibleDescription(/Enter the number with its country code/);
  });
});

describe('resolveSource', () => {
  it('returns to a spec route name or a same-site path, never to another site', () => {
    expect(resolveSource('yourtickets')).toBe('/yourtickets');
    expect(resolveSource('/yourtickets/bkg_1')).toBe('/yourtickets/bkg_1');
    expect(resolveSource('//evil.example')).toBe('/');
    expect(resolveSource('https://evil.example/')).toBe('/');
    expect(resolveSource('javascript:alert(1)')).toBe('/');
    expect(resolveSource(undefined)).toBe('/');
    expect(resolveSource('/\\evil.example')).toBe('/');
    expect(resolveSource(' /x')).toBe('/');
  });

  it('keeps a deep step with its query, commas included', () => {
    expect(resolveSource('eventbooking/comedy-night/ev_12?session=s_3&q=tt_1.2,tt_2.1')).toBe('/eventbooking/comedy-night/ev_12?session=s_3&q=tt_1.2,tt_2.1');
  });
});
