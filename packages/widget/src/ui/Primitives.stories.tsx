import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';
import { LoadingRegion, Skeleton } from './Skeleton.tsx';
import { Stepper } from './Stepper.tsx';

// No one component: the docs page shows a prop table for each primitive these stories use.
const meta = {
  title: 'Widget/UI primitives',
  subcomponents: { Button, Stepper, ErrorState, EmptyState, Skeleton, LoadingRegion },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  render: () => (
    <div className="tk-row">
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button busy>Confirming…</Button>
      <Button disabled>Disabled</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Confirming…' })).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByRole('button', { name: 'Disabled' })).toBeDisabled();
  },
};

function StepperDemo() {
  const [value, setValue] = useState(1);
  return <Stepper name="Silver" value={value} min={0} max={2} onChange={setValue} />;
}

export const StepperWithinLimits: Story = {
  render: () => <StepperDemo />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const add = c.getByRole('button', { name: 'Add one Silver ticket' });
    await userEvent.click(add);
    await expect(c.getByRole('group', { name: 'Number of Silver tickets' })).toHaveTextContent('2');
    await expect(add).toBeDisabled();
  },
};

const onRetry = fn();
export const ErrorWithRetry: Story = {
  render: () => <ErrorState error={{ code: 'network/offline', retryable: true }} onRetry={onRetry} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const alert = c.getByRole('alert');
    await expect(c.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(alert).toHaveTextContent('We could not reach Ticketkit. Check your connection and try again.');
    // The code is there for support, but not in the heading or the message.
    await expect(c.getByText('Error code: network/offline')).toBeVisible();
    await expect(alert).not.toHaveTextContent('(network/offline)');
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const ErrorNotFound: Story = {
  render: () => <ErrorState error={{ code: 'not-found', retryable: false }} onRetry={fn()} eventsHref="/" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('It may have been removed, or the link may be wrong.');
    // Trying again cannot find what is not there: the way onward is the events.
    await expect(c.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(c.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/');
    await expect(c.getByText('Error code: not-found')).toBeVisible();
  },
};

export const ErrorNotFoundEmbedded: Story = {
  render: () => <ErrorState error={{ code: 'not-found', retryable: false }} onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Not found' })).toBeVisible();
    // On a partner's page "/" is the partner's home, not the events: no link unless the caller knows where they are.
    await expect(c.queryByRole('link')).toBeNull();
    await expect(c.queryByRole('button')).toBeNull();
  },
};

export const ErrorInHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  render: () => <ErrorState error={{ code: 'network/offline', retryable: true }} onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('अपना कनेक्शन जाँचें');
    await expect(c.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
    await expect(c.getByText('त्रुटि कोड: network/offline')).toBeVisible();
  },
};

export const ErrorNotFoundInHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  render: () => <ErrorState error={{ code: 'not-found', retryable: false }} eventsHref="/" />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'नहीं मिला' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'इवेंट देखें' })).toBeVisible();
    await expect(c.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState icon="search" title="No events here yet" action={<a className="tk-button" data-variant="secondary" href="/">Browse all events</a>}>
      <p>Try another category or city.</p>
    </EmptyState>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const state = c.getByRole('status');
    await expect(c.getByRole('heading', { name: 'No events here yet' })).toBeVisible();
    await expect(state).toHaveTextContent('Try another category or city.');
    // The way out is a real link inside the state; the picture is decoration, hidden from assistive technology.
    await expect(within(state).getByRole('link', { name: 'Browse all events' })).toHaveAttribute('href', '/');
    const picture = state.querySelector<HTMLElement>('.tk-state-icon[aria-hidden="true"]');
    await expect(picture && getComputedStyle(picture, '::before').maskImage).toMatch(/^url\("data:image\/svg\+xml,.*path d=/);
    await expect(picture?.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

export const EmptyHindiDark: Story = {
  globals: { locale: 'hi-IN', theme: 'dark' },
  render: () => (
    <EmptyState icon="ticket" title="अभी कोई टिकट नहीं" action={<a className="tk-button" data-variant="secondary" href="/">इवेंट देखें</a>}>
      <p>बुक किए गए टिकट यहाँ दिखेंगे।</p>
    </EmptyState>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'अभी कोई टिकट नहीं' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'इवेंट देखें' })).toBeVisible();
    await expect(canvasElement.querySelector('.tk-root')).toHaveAttribute('data-theme', 'dark');
  },
};

export const ErrorHindiDark: Story = {
  globals: { locale: 'hi-IN', theme: 'dark' },
  render: () => <ErrorState error={{ code: 'unavailable', retryable: true }} onRetry={onRetry} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const retry = await c.findByRole('button', { name: 'फिर से कोशिश करें' });
    await expect(c.getByRole('alert')).toHaveTextContent('त्रुटि कोड: unavailable');
    await userEvent.click(retry);
    await expect(onRetry).toHaveBeenCalled();
    await expect(canvasElement.querySelector('.tk-root')).toHaveAttribute('data-theme', 'dark');
  },
};

export const Skeletons: Story = {
  render: () => (
    <LoadingRegion label="Loading events">
      <Skeleton height="120px" />
      <Skeleton width="60%" />
    </LoadingRegion>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading events');
  },
};

export const SkeletonsHindiDark: Story = {
  globals: { locale: 'hi-IN', theme: 'dark' },
  render: () => (
    <LoadingRegion label="इवेंट लोड हो रहे हैं">
      <Skeleton height="120px" />
      <Skeleton width="60%" />
    </LoadingRegion>
  ),
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('इवेंट लोड हो रहे हैं');
    // The placeholder is drawn in the dark theme's border colour, not a light grey block on a dark page.
    await expect(getComputedStyle(status.querySelector('.tk-skeleton')!).backgroundColor).toBe('rgb(61, 57, 72)');
  },
};
