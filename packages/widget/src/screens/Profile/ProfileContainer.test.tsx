import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { ProfileContainer } from './ProfileContainer.tsx';
import { describeError } from '@ticketkit/sdk';

describe('given a signed-in person on their profile', () => {
  it('saves name, phone and home city, and the home city becomes the selected city', async () => {
    const sdk = createFakeSdk({ signedIn: true });
    renderWithSdk(<ProfileContainer />, { sdk });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Asha R.');
    await user.selectOptions(screen.getByLabelText('Home city'), 'pune');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(sdk.calls.find((c) => c.method === 'updateMe')?.args[0]).toEqual({ name: 'Asha R.', phone: '+919876543210', homeCity: 'pune' });
    expect(sdk.city.getState().city).toBe('pune');
  });

  it('saves a 10-digit Indian mobile number in international form', async () => {
    const sdk = createFakeSdk({ signedIn: true });
    renderWithSdk(<ProfileContainer />, { sdk });
    const phone = await screen.findByLabelText('Phone (with country code)');
    await userEvent.clear(phone);
    await userEvent.type(phone, '98765 43210');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(sdk.calls.find((c) => c.method === 'updateMe')?.args[0]).toMatchObject({ phone: '+919876543210' });
  });

  it('refuses a phone number without a country code and sends nothing', async () => {
    const sdk = createFakeSdk({ signedIn: true });
    renderWithSdk(<ProfileContainer />, { sdk });
    const phone = await screen.findByLabelText('Phone (with country code)');
    await userEvent.clear(phone);
    await userEvent.type(phone, '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Enter the number with its country code'));
    expect(sdk.calls.some((c) => c.method === 'updateMe')).toBe(false);
  });

  it('shows linked providers and explains a provider that belongs to another account', async () => {
    const sdk = createFakeSdk({ signedIn: true, auth: { linkProvider: async () => Promise.reject(sdkError('auth/credential-already-in-use')) } });
    renderWithSdk(<ProfileContainer />, { sdk });
    const section = await screen.findByRole('region', { name: 'Ways to sign in' });
    expect(within(section).getByText('Google')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Link Google' })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Link GitHub' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(describeError('auth/credential-already-in-use').title);
  });

  it('turns on two-step sign-in with a phone code, then turns it off', async () => {
    let enrolled: { uid: string; factorId: string; displayName: string | null; phoneNumber: string | null }[] = [];
    const sdk = createFakeSdk({
      signedIn: true,
      auth: {
        getSecondFactors: async () => enrolled,
        confirmEnrollment: async () => {
          enrolled = [{ uid: 'f1', factorId: 'phone', displayName: null, phoneNumber: '+919876543210' }];
        },
        unenrollSecondFactor: async () => {
          enrolled = [];
        },
      },
    });
    renderWithSdk(<ProfileContainer />, { sdk });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.type(screen.getByLabelText('Phone number (with country code)'), '+919876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Turn off for +919876543210' }));
    expect(await screen.findByText('Two-step sign-in is off.')).toBeInTheDocument();
    expect(sdk.authCalls.map((c) => c.method)).toEqual(expect.arrayContaining(['enrollPhoneSecondFactor', 'confirmEnrollment', 'unenrollSecondFactor']));
  });
});

describe('given an account whose email is not verified yet (fake SDK: the refusal is what the Auth emulator answers, see auth.browser.test.ts)', () => {
  it('explains that two-step sign-in needs a verified email, sends the verification email, then sends the code', async () => {
    let verified = false;
    const sdk = createFakeSdk({
      signedIn: true,
      auth: { enrollPhoneSecondFactor: async () => (verified ? undefined : Promise.reject(sdkError('auth/unverified-email'))), sendEmailVerification: async () => void (verified = true) },
    });
    renderWithSdk(<ProfileContainer />, { sdk });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.type(screen.getByLabelText('Phone number (with country code)'), '+919876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verify your email first');
    expect(alert).not.toHaveTextContent('Something went wrong');
    await user.click(within(alert).getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByText('We sent a verification link to asha@example.com. Open it, then send the code again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(sdk.authCalls.map((c) => c.method)).toEqual(expect.arrayContaining(['sendEmailVerification', 'enrollPhoneSecondFactor']));
  });
});

describe('given a person deleting their account', () => {
  it('needs "I understand" and re-authentication before deleting, then signs out', async () => {
    const sdk = createFakeSdk({ signedIn: true });
    const onSignedOut = vi.fn();
    renderWithSdk(<ProfileContainer onSignedOut={onSignedOut} />, { sdk });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const confirm = screen.getByRole('button', { name: 'Confirm with password and delete' });
    await user.type(screen.getByLabelText('Your password'), 'secret123');
    expect(confirm).toBeDisabled();
    await user.click(screen.getByLabelText('I understand that this cannot be undone'));
    await user.click(confirm);
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledWith({ version: 1, reason: 'account-deleted' }));
    const methods = sdk.authCalls.map((c) => c.method);
    expect(methods.indexOf('reauthenticate')).toBeLessThan(methods.indexOf('deleteAccount'));
    expect(sdk.authCalls.find((c) => c.method === 'reauthenticate')?.args[0]).toEqual({ email: 'asha@example.com', password: 'secret123' });
  });

  it('deletes nothing when re-authentication is with another account', async () => {
    const sdk = createFakeSdk({ signedIn: true, auth: { reauthenticate: async () => Promise.reject(sdkError('auth/user-mismatch')) } });
    renderWithSdk(<ProfileContainer />, { sdk });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    await user.click(screen.getByLabelText('I understand that this cannot be undone'));
    await user.click(screen.getByRole('button', { name: 'Confirm with Google and delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(describeError('auth/user-mismatch').title);
    expect(sdk.authCalls.some((c) => c.method === 'deleteAccount')).toBe(false);
  });
});

describe('given sign out', () => {
  it('signs out and tells the host', async () => {
    const sdk = createFakeSdk({ signedIn: true });
    const onSignedOut = vi.fn();
    renderWithSdk(<ProfileContainer onSignedOut={onSignedOut} />, { sdk });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledWith({ version: 1, reason: 'user' }));
    expect(sdk.session.getState().status).toBe('signed-out');
  });
});
