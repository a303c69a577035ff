import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useFormat } from '../context/TicketkitProvider.tsx';
import { createFakeSdk } from '../fixtures/fakeSdk.ts';
import { EventListContainer } from '../screens/EventList/EventListContainer.tsx';
import { ElementRoot } from './ElementRoot.tsx';
import { elementRules } from './elementRules.ts';
import type { ElementAttributes, ElementName } from './registry.ts';

/**
 * What a partner sees inside a misconfigured element (the custom element renders exactly this). The
 * element is written in the language the story is shown in, unless the story gives it another.
 */
function Demo({ element, attributes }: { element: ElementName; attributes: ElementAttributes }) {
  const { locale } = useFormat();
  return (
    <ElementRoot element={element} host={document.createElement('div')} attributes={{ locale, ...attributes }} rules={elementRules(element)} sdk={Promise.resolve(createFakeSdk())}>
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

const HINDI_DARK = { locale: 'hi-IN', theme: 'dark' };

// The same states on a Hindi page in the dark theme: the partner's visitor reads the heading in
// Hindi; the problem itself stays in the developer's words (the code and attribute names).
export const InvalidCityHindiDark: Story = {
  args: InvalidCity.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'यह टिकट विजेट सही तरह से सेट नहीं है' })).toBeVisible();
    await expect(alert).toHaveTextContent('साइट के मालिक के लिए: <ticketkit-events city>: "New Delhi" is not a city slug');
    await expect(alert).toHaveTextContent('element/invalid-attribute');
  },
};

export const MissingEventIdHindiDark: Story = {
  args: MissingEventId.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('यह टिकट विजेट सही तरह से सेट नहीं है');
    await expect(alert).toHaveTextContent('<ticketkit-booking> needs a event-id attribute');
  },
};

export const BadAppearanceHindiDark: Story = {
  args: BadAppearance.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('यह टिकट विजेट सही तरह से सेट नहीं है');
    await expect(alert).toHaveTextContent('appearance.theme must be one of light, dark, auto');
  },
};

export const AccountElementMissingBookingIdHindiDark: Story = {
  args: AccountElementMissingBookingId.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('यह टिकट विजेट सही तरह से सेट नहीं है');
    await expect(alert).toHaveTextContent('element/missing-attribute');
  },
};
