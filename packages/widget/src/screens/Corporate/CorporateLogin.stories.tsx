import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { company, employee } from '../../fixtures/account.ts';
import { Login } from '../Login/Login.tsx';
import { CorporateLogin } from './CorporateLogin.tsx';

const loginForm = (
  <Login
    mode="sign-in"
    onProvider={fn()}
    onRedirect={fn()}
    onPasswordSignIn={fn()}
    onSignUp={fn()}
    onReset={fn()}
    onSendLink={fn()}
    onCompleteLink={fn()}
    onSendPhoneCode={fn()}
    onConfirmPhoneCode={fn()}
    onChangePhone={fn()}
    onSendSecondFactor={fn()}
    onConfirmSecondFactor={fn()}
    onCancelSecondFactor={fn()}
  />
);

const meta = {
  title: 'Corporate/Login',
  component: CorporateLogin,
  args: {
    company: { status: 'success', company },
    membership: { status: 'signed-out' },
    login: loginForm,
    onChoose: fn(),
    onUseAnotherAccount: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CorporateLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutWithBranding: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: company.logo.alt })).toBeVisible();
    await expect(c.getByText(company.tagline)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  },
};

export const SignedOutInHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: `${company.name} में साइन इन करें` })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Google से जारी रखें' })).toBeVisible();
  },
};

export const CompanyChooser: Story = {
  args: { company: { status: 'choose' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Your company’s Ticketkit name'), 'Acme');
    await userEvent.click(c.getByRole('button', { name: 'Continue' }));
    await expect(args.onChoose).toHaveBeenCalledWith('acme');
  },
};

export const UnknownCompany: Story = {
  args: { company: { status: 'not-found', slug: 'nope' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We could not find a company called “nope”');
  },
};

export const LoadingCompany: Story = {
  args: { company: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your company');
  },
};

export const CheckingMembership: Story = {
  args: { membership: { status: 'checking' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking your membership…');
  },
};

export const NonMember: Story = {
  args: { membership: { status: 'not-member', email: 'asha@gmail.example' } },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(`You are not registered with ${company.name}`);
    await expect(alert).toHaveTextContent('asha@gmail.example');
    await userEvent.click(within(alert).getByRole('button', { name: 'Use another account' }));
    await expect(args.onUseAnotherAccount).toHaveBeenCalled();
  },
};

export const Member: Story = {
  args: { membership: { status: 'member', employee } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Welcome, Asha Rao');
  },
};

export const MembershipCheckFailed: Story = {
  args: { membership: { status: 'error', error: { code: 'network/offline', message: 'We could not reach Ticketkit. Check your internet connection and try again.', retryable: true } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
