import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { ApiConfig } from '../../config.ts';
import { readJsonBody } from '../../http/bind.ts';
import { publicOrigin } from '../../http/origin.ts';
import { ApiError, zodIssues } from '../../http/problem.ts';
import { ProviderRefused } from '../provider.ts';
import { SANDBOX_METHODS, SANDBOX_OUTCOMES } from './checkout-result.ts';
import { checkoutPage, notFoundPage, SANDBOX_ASSETS } from './page.ts';
import type { SandboxProvider } from './provider.ts';

const SCRIPT = readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');
const STYLES = readFileSync(new URL('./checkout.css', import.meta.url), 'utf8');

const PayRequestSchema = z.strictObject({ method: z.enum(SANDBOX_METHODS), outcome: z.enum(SANDBOX_OUTCOMES) });

/**
 * The page runs only its own files and talks only to its own origin; it is framed by the widget on
 * the partner pages CORS_ORIGINS lists (any, in development).
 */
function pageCsp(corsOrigins: ApiConfig['corsOrigins']): string {
  const ancestors = corsOrigins === '*' ? '*' : ["'self'", ...corsOrigins].join(' ');
  return `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`;
}

/**
 * The sandbox's payer side, served only when the provider is the sandbox:
 * - GET /v1/sandbox/checkout/{orderId}: the checkout page (`checkout()`'s URL), opened in the widget's dialog;
 * - GET /v1/sandbox/checkout.js and checkout.css: its script and styles;
 * - POST /v1/sandbox/orders/{orderId}/pay `{ method, outcome }`: pays without the page (the page,
 *   e2e tests and the bench), answering the SandboxCheckoutMessage the page posts to its parent.
 */
export function sandboxRoutes(app: Hono, sandbox: SandboxProvider, config: Pick<ApiConfig, 'corsOrigins' | 'publicUrl'>): void {
  const csp = pageCsp(config.corsOrigins);
  const html = (body: string, status: 200 | 404) =>
    new Response(body, {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp, 'cache-control': 'no-store', 'referrer-policy': 'same-origin' },
    });

  app.get(SANDBOX_ASSETS.script, () => new Response(SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300' } }));
  app.get(SANDBOX_ASSETS.styles, () => new Response(STYLES, { headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300' } }));

  app.get('/v1/sandbox/checkout/:orderId', async (c) => {
    const order = await sandbox.findOrder(c.req.param('orderId'));
    return order ? html(checkoutPage(order), 200) : html(notFoundPage(), 404);
  });

  app.post('/v1/sandbox/orders/:orderId/pay', async (c) => {
    const parsed = PayRequestSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) {
      throw new ApiError('validation/invalid-body', `Send { method: ${SANDBOX_METHODS.join(' | ')}, outcome: ${SANDBOX_OUTCOMES.join(' | ')} }.`, { errors: zodIssues(parsed.error.issues) });
    }
    try {
      const message = await sandbox.pay(c.req.param('orderId'), { ...parsed.data, origin: publicOrigin(c, config.publicUrl) });
      return c.json(message, 200, { 'cache-control': 'no-store' });
    } catch (error) {
      if (error instanceof ProviderRefused) throw new ApiError('not-found', `The sandbox has no order ${c.req.param('orderId').slice(0, 64)}.`);
      throw error;
    }
  });
}
