import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';
import { LoadingRegion, Skeleton } from './Skeleton.tsx';
import { Stepper } from './Stepper.tsx';

const meta = { title: 'Widget/UI primitives' } satisfies Meta;
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
  render: () => <ErrorState message="The service is temporarily unavailable." code="unavailable" onRetry={onRetry} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  render: () => <EmptyState title="No events here yet">Try another category or city.</EmptyState>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No events here yet');
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
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};
