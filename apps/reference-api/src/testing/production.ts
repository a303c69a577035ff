import { ConfigError, readConfig } from '../config.ts';

/** Every setting production requires, so a test changes only the one it is about. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  TICKETKIT_QR_SECRET: 'a-real-secret',
  API_PUBLIC_URL: 'https://api.example',
  FIREBASE_PROJECT_ID: 'ticketkit-prod',
  // Loopback: nothing in a test may reach for a real host, even if a mail fell due.
  SMTP_URL: 'smtps://mailer:secret@127.0.0.1:465',
  MAIL_FROM: 'Tickets <t@example.com>',
  SELLER_NAME: 'Example Events Private Limited',
  SELLER_ADDRESS: '1 Example Road, Pune 411001',
  SELLER_GSTIN: '27AABCE1234F1Z2',
  SELLER_STATE: 'Maharashtra',
  // The sandbox is refused in production; nothing in a test reaches Razorpay (tests point RAZORPAY_API_URL at a stand-in).
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_ticketkit',
  RAZORPAY_KEY_SECRET: 'a-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'a-webhook-secret',
  RAZORPAY_API_URL: 'http://127.0.0.1:9',
} as const;

/** The problems readConfig reports for an environment; none when it starts. */
export function configProblems(env: NodeJS.ProcessEnv): string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
