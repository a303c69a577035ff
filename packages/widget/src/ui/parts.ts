/**
 * The stable `::part` names of every element's shadow DOM: what a partner restyles from the page
 * (`ticketkit-booking::part(button-primary) { border-radius: 0 }`). custom-elements.json and the
 * README list them from here; renaming or dropping one breaks partners' stylesheets.
 */
export const PARTS = {
  button: 'Every button and button-styled link.',
  'button-primary': 'The main action of a step (also part "button").',
  'button-secondary': 'Other actions: choices, quantities, going back (also part "button").',
  'button-link': 'Actions drawn as links (also part "button").',
  card: 'A card: an event, a ticket type, a booking, a listing.',
  heading: "A screen's or a section's heading.",
  input: 'Text fields, selects and text areas.',
  label: "A field's label.",
  'field-error': 'The error under a field.',
  badge: 'A small status badge (sold out, pending, …).',
  alert: 'An error beside its action.',
} as const;

export type PartName = keyof typeof PARTS;

/** A button's parts: `button` and its variant's. */
export const buttonPart = (variant: 'primary' | 'secondary' | 'link'): `button button-${typeof variant}` => `button button-${variant}`;
