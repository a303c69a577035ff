import { describeError, type ErrorDescription } from '@ticketkit/sdk';
import { useFormat } from '../context/TicketkitProvider.tsx';

/**
 * What an error says to a person, in the screen's language, from the SDK's one error catalogue;
 * with the wait the API asked for (`retryAfterSeconds`, a 429's Retry-After), when it named one.
 */
export function useErrorText(code: string, retryAfterSeconds?: number): ErrorDescription {
  const { locale, t } = useFormat();
  const text = describeError(code, { locale });
  if (!retryAfterSeconds || retryAfterSeconds <= 0) return text;
  // Past two minutes a wait reads better in minutes, rounded up so it is never too short.
  const wait = retryAfterSeconds < 120
    ? t('common.error.retryInSeconds', { count: Math.ceil(retryAfterSeconds) })
    : t('common.error.retryInMinutes', { count: Math.ceil(retryAfterSeconds / 60) });
  return { ...text, message: `${text.message} ${wait}` };
}
