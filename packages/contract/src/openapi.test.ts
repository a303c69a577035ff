import { describe, expect, it } from 'vitest';
import committed from '../openapi.json';
import { API_ERRORS } from './errors.ts';
import { buildOpenApi } from './openapi.ts';
import { routes } from './routes.ts';

describe('openapi.json', () => {
  it('is up to date with the route table and schemas (run `npm run openapi -w @ticketkit/contract` and commit it)', () => {
    expect(JSON.parse(JSON.stringify(buildOpenApi()))).toEqual(committed);
  });

  it('is OpenAPI 3.1 with one operation per route, each error answered as problem+json', () => {
    const doc = buildOpenApi() as { openapi: string; paths: Record<string, Record<string, { operationId: string; responses: Record<string, { content?: Record<string, unknown> }> }>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const [name, r] of Object.entries(routes)) {
      const op = doc.paths[r.path]?.[r.method.toLowerCase()];
      expect(op?.operationId).toBe(name);
      expect(op?.responses[String(r.status)]).toBeDefined();
      for (const code of r.errors) {
        expect(op?.responses[String(API_ERRORS[code].status)]?.content).toHaveProperty(['application/problem+json']);
      }
      expect(op?.responses['503'], name).toMatchObject({ 'x-error-codes': ['unavailable'] });
    }
  });
});

describe('a route that answers CSV', () => {
  it('documents a text/csv success answer, not JSON', () => {
    const doc = buildOpenApi() as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
    const ok = doc.paths[routes.exportHostAttendees.path]?.get?.responses['200'];
    expect(Object.keys(ok?.content ?? {})).toEqual(['text/csv']);
    expect(ok?.content?.['text/csv']).toMatchObject({ schema: { type: 'string' } });
  });
});
