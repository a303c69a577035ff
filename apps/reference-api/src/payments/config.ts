import { SUBSCRIBED_EVENTS, WEBHOOK_EVENTS } from './razorpay-wire.ts';

/** Which payment provider the API takes money through, read from the environment by `readConfig`. */
export type PaymentsConfig = SandboxConfig | RazorpayConfig;

/** The offline sandbox: test mode, no real money (the default outside production). */
export interface SandboxConfig {
  provider: 'sandbox';
  /** Signs the checkout result, as Razorpay's key secret does (SANDBOX_KEY_SECRET). */
  keySecret: string;
  /** Signs its webhooks, as Razorpay's webhook secret does (SANDBOX_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** How long a "pending then succeed" payment stays authorized before it is captured (SANDBOX_PENDING_CAPTURE_MS, default 5 s). */
  pendingCaptureMs: number;
  /** How long a refund stays pending before it is processed (SANDBOX_REFUND_PROCESS_MS, default 3 s). */
  refundProcessMs: number;
  /** The first retry of a failed webhook delivery, doubling each time up to an hour (SANDBOX_WEBHOOK_RETRY_MS, default 5 s). */
  webhookRetryMs: number;
  /** The events its webhook is subscribed to, as a Razorpay webhook is (SANDBOX_WEBHOOK_EVENTS, comma-separated; default SUBSCRIBED_EVENTS). */
  webhookEvents: readonly string[];
}

export interface RazorpayConfig {
  provider: 'razorpay';
  /** The public key id Checkout opens orders with (RAZORPAY_KEY_ID, rzp_test_… or rzp_live_…). */
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API (RAZORPAY_API_URL, default https://api.razorpay.com); tests point it at a local stand-in. */
  apiUrl: string;
  /** How long one call to Razorpay may take (RAZORPAY_TIMEOUT_MS, default 10 s). */
  timeoutMs: number;
}

function events(raw: string | undefined, problems: string[]): readonly string[] {
  if (raw === undefined || raw.trim() === '') return SUBSCRIBED_EVENTS;
  const list = raw.split(',').map((e) => e.trim()).filter(Boolean);
  const unknown = list.filter((e) => !WEBHOOK_EVENTS.includes(e));
  if (unknown.length > 0) problems.push(`SANDBOX_WEBHOOK_EVENTS names events the API does not read (${unknown.join(', ')}); choose from ${WEBHOOK_EVENTS.join(', ')}.`);
  return list.filter((e) => WEBHOOK_EVENTS.includes(e));
}

/** Development secrets: the sandbox is refused wherever anything looks like production. */
const SANDBOX_KEY_SECRET = 'ticketkit-sandbox-key-secret';
const SANDBOX_WEBHOOK_SECRET = 'ticketkit-sandbox-webhook-secret';

function millis(name: string, raw: string | undefined, fallback: number, max: number, problems: string[]): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    problems.push(`${name}=${raw} must be a whole number of milliseconds from 0 to ${max}.`);
    return fallback;
  }
  return value;
}

/**
 * PAYMENT_PROVIDER=sandbox|razorpay (default sandbox). The sandbox takes no money and lets anyone
 * "pay" from its own page, so it is refused beside any sign of a production deployment (`productionSigns`,
 * the same signs that refuse the Auth emulator's unsigned tokens).
 */
export function readPaymentsConfig(env: NodeJS.ProcessEnv, productionSigns: string[], problems: string[]): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER?.trim() || 'sandbox';
  if (provider === 'razorpay') {
    const missing = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'].filter((name) => !env[name]?.trim());
    if (missing.length > 0) problems.push(`PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')} (from the Razorpay Dashboard: API keys and the webhook's secret).`);
    const keyId = env.RAZORPAY_KEY_ID?.trim() ?? '';
    if (keyId && !/^rzp_(test|live)_[A-Za-z0-9]+$/.test(keyId)) problems.push(`RAZORPAY_KEY_ID=${keyId} is not a Razorpay key id (rzp_test_… or rzp_live_…).`);
    const apiUrl = env.RAZORPAY_API_URL?.trim().replace(/\/+$/, '') || 'https://api.razorpay.com';
    if (!/^https?:\/\/[^/]+$/.test(apiUrl)) problems.push(`RAZORPAY_API_URL=${apiUrl} is not an origin like https://api.razorpay.com.`);
    return {
      provider,
      keyId,
      keySecret: env.RAZORPAY_KEY_SECRET?.trim() ?? '',
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET?.trim() ?? '',
      apiUrl,
      timeoutMs: millis('RAZORPAY_TIMEOUT_MS', env.RAZORPAY_TIMEOUT_MS, 10_000, 120_000, problems),
    };
  }
  if (provider !== 'sandbox') problems.push(`PAYMENT_PROVIDER=${provider} must be sandbox (test mode, the default) or razorpay.`);
  if (productionSigns.length > 0) {
    problems.push(
      `PAYMENT_PROVIDER is the sandbox (test mode: anyone can "pay" without money) beside signs of a production deployment (${productionSigns.join(', ')}). Set PAYMENT_PROVIDER=razorpay with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET.`,
    );
  }
  return {
    provider: 'sandbox',
    keySecret: env.SANDBOX_KEY_SECRET || SANDBOX_KEY_SECRET,
    webhookSecret: env.SANDBOX_WEBHOOK_SECRET || SANDBOX_WEBHOOK_SECRET,
    pendingCaptureMs: millis('SANDBOX_PENDING_CAPTURE_MS', env.SANDBOX_PENDING_CAPTURE_MS, 5_000, 3_600_000, problems),
    refundProcessMs: millis('SANDBOX_REFUND_PROCESS_MS', env.SANDBOX_REFUND_PROCESS_MS, 3_000, 3_600_000, problems),
    webhookRetryMs: millis('SANDBOX_WEBHOOK_RETRY_MS', env.SANDBOX_WEBHOOK_RETRY_MS, 5_000, 3_600_000, problems),
    webhookEvents: events(env.SANDBOX_WEBHOOK_EVENTS, problems),
  };
}
