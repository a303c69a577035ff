import { afterAll, beforeAll } from 'vitest';
import type { RunningApi } from '../server.ts';
import { client, startTestApi, type Client } from './api.ts';
import { staffUser, type TestUser } from './emulator.ts';

export interface StaffApi {
  api: RunningApi;
  /** Requests to `api`: callable before the API starts (it forwards once it has), so files can build helpers on it. */
  http: Client;
  /** A verified user with the `admin` claim. */
  staff: TestUser;
}

/**
 * A test API and a staff user for the calling file's tests: started before them, closed after.
 * Read `api` and `staff` inside tests or hooks (they are set once the file's setup has run).
 */
export function useStaffApi(): StaffApi {
  let http: Client | undefined;
  const running = {
    http: ((...args) => {
      if (!http) throw new Error('useStaffApi: the API has not started yet (call http inside a test or hook)');
      return http(...args);
    }) as Client,
  } as StaffApi;
  beforeAll(async () => {
    running.api = await startTestApi();
    http = client(running.api);
    running.staff = await staffUser();
  });
  afterAll(() => running.api?.close());
  return running;
}
