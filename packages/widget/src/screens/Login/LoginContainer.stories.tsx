import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { HINDI_DARK } from '../../fixtures/stories.ts';
import { LoginContainer } from './LoginContainer.tsx';

// The container on the in-memory SDK: the states that only exist once the SDK answers.
const meta = {
  title: 'Account/LoginContainer',
  component: LoginContainer,
  args: { source: 'yourtickets' },
} satisfies Meta<typeof LoginContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AlreadySignedIn: Story = {
  parameters: { ticketkit: { sdk: () => createFakeSdk({ signedIn: true }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(c.getByText('Signed in as Asha Rao')).toBeVisible();
  },
};

export const OnlySomeProvidersEnabled: Story = {
  parameters: { ticketkit: { sdk: () => createFakeSdk({ signedIn: false, providers: ['google', 'phone'] }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('button', { name: /^Continue with/ })).toHaveLength(1);
    await expect(c.getByLabelText('Phone number (with country code)')).toBeVisible();
  },
};

export const ProviderFailsToLoad: Story = {
  parameters: { ticketkit: { sdk: () => createFakeSdk({ signedIn: false, auth: { signInWithProvider: async () => Promise.reject(sdkError('auth/internal-error')) } }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Continue with Twitter' }));
    await expect(await c.findByText(/Twitter sign-in cannot load on this page/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};

export const SignUpWithProjectPolicy: Story = {
  args: { mode: 'sign-up' },
  parameters: {
    ticketkit: {
      sdk: () =>
        createFakeSdk({
      signedIn: false,
          auth: { getPasswordPolicy: async () => ({ minLength: 10, requireLowercase: false, requireUppercase: false, requireNumeric: true, requireNonAlphanumeric: true }) },
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(/at least 10 characters/)).toBeVisible();
    await expect(c.getByText(/a symbol such as/)).toBeVisible();
    await expect(c.getByText(/a number/)).toBeVisible();
  },
};

// Each state again in Hindi and the dark theme.
export const AlreadySignedInHindiDark: Story = {
  ...AlreadySignedIn,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'आप साइन इन हैं' })).toBeVisible();
    await expect(c.getByText('Asha Rao के रूप में साइन इन')).toBeVisible();
  },
};

export const OnlySomeProvidersEnabledHindiDark: Story = {
  ...OnlySomeProvidersEnabled,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('button', { name: 'Google से जारी रखें' })).toBeVisible();
    await expect(c.getAllByRole('button', { name: / से जारी रखें$/ })).toHaveLength(1);
    await expect(c.getByLabelText(/^फ़ोन नंबर \(देश कोड के साथ\)/)).toBeVisible();
  },
};

export const ProviderFailsToLoadHindiDark: Story = {
  ...ProviderFailsToLoad,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Twitter से जारी रखें' }));
    await expect(await c.findByText(/इस पेज पर Twitter से साइन इन लोड नहीं हो सकता/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Google से जारी रखें' })).toBeEnabled();
  },
};

export const SignUpWithProjectPolicyHindiDark: Story = {
  ...SignUpWithProjectPolicy,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText(/कम से कम 10 अक्षर/)).toBeVisible();
    await expect(c.getByText(/! या # जैसा कोई चिह्न/)).toBeVisible();
    await expect(c.getByText(/एक अंक/)).toBeVisible();
  },
};
