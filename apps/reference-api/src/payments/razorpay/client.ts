import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { RazorpayConfig } from '../config.ts';
import { ProviderRefused, ProviderUnavailable } from '../provider.ts';

/**
 * Razorpay's REST API: JSON over HTTPS with Basic auth (key id and key secret). A 4xx answers
 * `{ error: { code, description, … } }` and is refused for good; no answer in time, a 5xx, a 429 or
 * a 409 (an idempotent request still running) is an outage the caller may retry.
 */
export type RazorpayCall = <S extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  schema: S,
  options?: { body?: unknown; headers?: Record<string, string> },
) => Promise<z.infer<S>>;

export function razorpayClient(config: Pick<RazorpayConfig, 'apiUrl' | 'keyId' | 'keySecret' | 'timeoutMs'>, fetchImpl: typeof fetch = fetch): RazorpayCall {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return async (method, path, schema, options = {}) => {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${config.apiUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw new ProviderUnavailable(`Razorpay did not answer ${method} ${path}: ${(error as Error).message}`, { cause: error });
    }
    if (response.status >= 500 || response.status === 429 || response.status === 409) {
      throw new ProviderUnavailable(`Razorpay answered ${response.status} to ${method} ${path}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderUnavailable(`Razorpay answered ${method} ${path} with something that is not JSON (${response.status})`);
    }
    if (!response.ok) {
      const error = (json as { error?: { code?: unknown; description?: unknown } }).error;
      throw new ProviderRefused(
        typeof error?.code === 'string' ? error.code : `HTTP_${response.status}`,
        typeof error?.description === 'string' ? error.description : `Razorpay refused ${method} ${path} (${response.status})`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderUnavailable(`Razorpay's answer to ${method} ${path} is not in its documented shape`);
    return parsed.data;
  };
}

/** Razorpay's X-Refund-Idempotency key: 10+ letters, digits, hyphens or underscores. Our receipt when it is one, else its hash. */
export const refundIdempotencyKey = (receipt: string) => (/^[A-Za-z0-9_-]{10,64}$/.test(receipt) ? receipt : createHash('sha256').update(receipt).digest('hex'));
