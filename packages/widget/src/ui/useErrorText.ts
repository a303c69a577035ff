import { describeError, type ErrorDescription } from '@ticketkit/sdk';
import { useFormat } from '../context/TicketkitProvider.tsx';

/** What an error says to a person, in the screen's language, from the SDK's one error catalogue. */
export function useErrorText(code: string): ErrorDescription {
  const { locale } = useFormat();
  return describeError(code, { locale });
}
