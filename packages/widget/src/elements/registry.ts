/**
 * The custom elements, their screens and their attributes. Kept free of React so the embed
 * loader can define every element without downloading any screen.
 */
export type ScreenName = 'events' | 'booking' | 'city-picker';

/** Every element attribute is read as a string and validated by the screen (never JSON-parsed by r2wc). */
export interface ElementAttributes {
  city?: string;
  category?: string;
  eventId?: string;
  appearance?: string;
  locale?: string;
  deepLink?: string;
  signIn?: string;
}

export const ELEMENTS: Record<string, { screen: ScreenName; props: (keyof ElementAttributes)[] }> = {
  'ticketkit-events': { screen: 'events', props: ['city', 'category', 'appearance', 'locale'] },
  'ticketkit-booking': { screen: 'booking', props: ['eventId', 'city', 'appearance', 'locale', 'deepLink', 'signIn'] },
  'ticketkit-city-picker': { screen: 'city-picker', props: ['appearance', 'locale'] },
};

export type ElementName = keyof typeof ELEMENTS;
