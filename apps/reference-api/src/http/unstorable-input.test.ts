import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../server.ts';
import { client, startTestApi, type Client } from '../testing/api.ts';
import { signUp, type TestUser } from '../testing/emulator.ts';

// PostgreSQL cannot store a NUL character in text, and an unpaired UTF-16 surrogate has no UTF-8
// form: such input is the client's mistake, so it is a 400, wherever in the request it comes.
let api: RunningApi;
let http: Client;
let user: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  user = await signUp();
});
afterAll(() => api?.close());

const expectValidation = (res: Awaited<ReturnType<Client>>, code: string, path: string) => {
  expect(res.status, res.text).toBe(400);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.body.code).toBe(code);
  expect(res.body.errors).toEqual([expect.objectContaining({ path })]);
};

describe('given input PostgreSQL cannot store', () => {
  it('answers 400 validation/invalid-query for a NUL in a query parameter', async () => {
    expectValidation(await http('GET', '/search?q=%00'), 'validation/invalid-query', 'q');
    expectValidation(await http('GET', '/events?q=a%00b'), 'validation/invalid-query', 'q');
    expectValidation(await http('GET', '/events?city=nagpur&category=%00music'), 'validation/invalid-query', 'category');
  });

  it('answers 400 validation/invalid-body for a NUL or an unpaired surrogate in a JSON body', async () => {
    expectValidation(await http('PATCH', '/me', { token: user.idToken, body: { name: 'Asha\u0000Rao' } }), 'validation/invalid-body', 'name');
    // Written as JSON escapes: JSON.stringify would escape the lone surrogate the same way.
    expectValidation(await http('PATCH', '/me', { token: user.idToken, rawBody: '{"name":"Asha \\ud800 Rao"}' }), 'validation/invalid-body', 'name');
    expectValidation(await http('PATCH', '/me', { token: user.idToken, rawBody: '{"name":"\\udc00"}' }), 'validation/invalid-body', 'name');
  });

  it('still accepts text with paired surrogates (emoji) and other control-free Unicode', async () => {
    const res = await http('PATCH', '/me', { token: user.idToken, body: { name: 'Asha 🎟️ राव' } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.name).toBe('Asha 🎟️ राव');
    expect((await http('GET', `/search?q=${encodeURIComponent('🎟️')}`)).status).toBe(200);
  });
});
