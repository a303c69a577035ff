import { enINBooking } from './en-IN.booking.ts';
import { enINCore } from './en-IN.core.ts';

/**
 * The complete English (India) catalogue. Keys are `screen.thing`; `{name}` is replaced by a
 * parameter; a key ending in `_one` / `_other` is chosen by Intl.PluralRules for `{count}`.
 * Every other locale is checked against this one (see i18n.test.ts). At run time it ships in two
 * parts (en-IN.core.ts with every screen, en-IN.booking.ts with the booking steps); import this
 * file for types and tests only.
 */
export const enIN = { ...enINCore, ...enINBooking } as const;

export type MessageKey = keyof typeof enIN;
export type Catalogue = Record<MessageKey, string>;
