import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createFakeSdk } from '../fixtures/fakeSdk.ts';
import { EventListContainer } from '../screens/EventList/EventListContainer.tsx';
import { ElementRoot } from './ElementRoot.tsx';
import { elementRules } from './elementRules.ts';
import type { ElementAttributes, ElementName } from './registry.ts';

/** What a partner sees inside a misconfigured element (the custom element renders exactly this). */
function Demo({ element, attributes }: { element: ElementName; attributes: ElementAttributes }) {
  return (
    <ElementRoot element={element} host={document.createElement('div')} attributes={attributes} rules={elementRules(element)} sdk={Promise.resolve(createFakeSdk())}>
      {(v) => <EventListContainer city={v.city} />}
    </ElementRoot>
  );
}

// Demo is local to these stories; ElementRoot is the component it shows, so its props are documented too.
const meta = { title: 'Widget/Custom element errors', component: Demo, subcomponents: { ElementRoot } } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidCity: Story = {
  args: { element: 'ticketkit-events', attributes: { city: 'New Delhi' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('This ticket widget is not set up correctly');
    await expect(alert).toHaveTextContent('"New Delhi" is not a city slug');
    await expect(alert).toHaveTextContent('element/invalid-attribute');
  },
};

export const MissingEventId: Story = {
  args: { element: 'ticketkit-booking', attributes: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('<ticketkit-booking> needs a event-id attribute');
  },
};

export const BadAppearance: Story = {
  args: { element: 'ticketkit-events', attributes: { appearance: '{"theme":"pink"}' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('appearance.theme must be one of light, dark, auto');
  },
};

export const AccountElementMissingBookingId: Story = {
  args: { element: 'ticketkit-ticket', attributes: {} },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('This ticket widget is not set up correctly');
    await expect(alert).toHaveTextContent('<ticketkit-ticket> needs a booking-id attribute');
    await expect(alert).toHaveTextContent('element/missing-attribute');
  },
};
