// Side effect: makes the booking steps' English strings available. Imported by every booking
// screen (and listed in package.json "sideEffects" so bundlers keep the import).
import { enINBooking } from './en-IN.booking.ts';
import { registerEnglish } from './i18n.ts';

registerEnglish(enINBooking);
