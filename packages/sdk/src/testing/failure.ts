import { expect } from 'vitest';
import { TicketkitError } from '../errors.ts';

/** The TicketkitError a promise rejects with; fails the test when it resolves or rejects with anything else. */
export async function failure(promise: Promise<unknown>): Promise<TicketkitError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TicketkitError);
  return error as TicketkitError;
}
