import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
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
