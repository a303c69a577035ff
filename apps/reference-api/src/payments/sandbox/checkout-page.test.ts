import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertChromium, chromiumArgs } from '../../../../../scripts/chromium.mjs';
import { readConfig } from '../../config.ts';
import { startApi, type RunningApi } from '../../server.ts';
import { databaseTemplate } from '../../testing/api.ts';
import { isSandbox } from '../create.ts';
import type { SandboxCheckoutMessage } from './checkout-result.ts';
import type { SandboxProvider } from './provider.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let api: RunningApi;
let sandbox: SandboxProvider;
let browser: Browser;
/** A partner page on another origin that frames the checkout as the widget's dialog does, and keeps what it is told. */
let partner: Server;
let partnerOrigin: string;

beforeAll(async () => {
  api = await startApi(readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', TICKETKIT_SEED: 'false', SANDBOX_WEBHOOK_RETRY_MS: '3600000' }), {
    pgliteTemplate: await databaseTemplate(),
  });
  if (!isSandbox(api.payments)) throw new Error('the default provider must be the sandbox');
  sandbox = api.payments;
  partner = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('checkout') ?? '';
    res.setHeader('content-type', 'text/html');
    res.end(
      `<!doctype html><html lang="en"><title>Partner</title><body><script>window.told = []; addEventListener('message', (e) => told.push({ origin: e.origin, data: e.data }));</script>`
        + `<iframe title="Pay" src="${src}" style="width:390px;height:700px;border:0"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  // localhost and 127.0.0.1 are different origins: the checkout is framed cross-origin, as on a partner site.
  partnerOrigin = `http://localhost:${(partner.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: assertChromium(), args: chromiumArgs });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => partner?.close(resolve));
  await api?.close();
});

async function openCheckout(page: Page): Promise<{ frame: Frame; orderId: string; cspViolations: string[] }> {
  const { id } = await sandbox.createOrder({ amount: 150_000, currency: 'INR', receipt: 'bk_page' });
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) cspViolations.push(m.text());
  });
  await page.goto(`${partnerOrigin}/?checkout=${encodeURIComponent(sandbox.checkout(id, api.url).checkoutUrl!)}`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  if (!frame) throw new Error('no checkout frame');
  await frame.waitForSelector('main[data-pay-url] button[data-outcome]:not([disabled])');
  return { frame, orderId: id, cspViolations };
}

const told = (page: Page) => page.evaluate(() => (globalThis as unknown as { told: Array<{ origin: string; data: SandboxCheckoutMessage }> }).told);

describe('the sandbox checkout page in Chromium, framed by a partner page', () => {
  it('is keyboard operable and posts failed then success to the parent page only, under its CSP', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const { frame, orderId, cspViolations } = await openCheckout(page);
    await frame.getByRole('group', { name: 'Card' }).getByRole('button', { name: 'Fail' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => told(page)).toHaveLength(1);
    expect((await told(page))[0]).toMatchObject({ origin: api.url, data: { source: 'ticketkit-sandbox', type: 'failed', error: { description: expect.stringMatching(/declined/) } } });
    expect(await frame.getByRole('status').textContent()).toMatch(/Payment failed/);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => told(page)).toHaveLength(2);
    const success = (await told(page))[1]!.data;
    expect(success).toMatchObject({ type: 'success', razorpay_order_id: orderId });
    if (success.type !== 'success') throw new Error('expected success');
    expect(sandbox.verifyCheckout({ orderId, paymentId: success.razorpay_payment_id, signature: success.razorpay_signature })).toBe(true);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  it('tells the parent dismissed on Abandon and on Escape, and pending for a UPI payment left pending', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const { frame } = await openCheckout(page);
    await frame.getByRole('group', { name: 'UPI' }).getByRole('button', { name: 'Abandon' }).click();
    await expect.poll(() => told(page)).toHaveLength(1);
    await frame.getByRole('group', { name: 'UPI' }).getByRole('button', { name: 'Abandon' }).press('Escape');
    await frame.getByRole('group', { name: 'UPI' }).getByRole('button', { name: 'Pending, then succeed' }).click();
    await expect.poll(() => told(page)).toHaveLength(3);
    expect((await told(page)).map((m) => m.data.type)).toEqual(['dismissed', 'dismissed', 'pending']);
    await page.close();
  });

  it('offers no choice before its script runs, so an early click is never lost', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    let release = () => {};
    const scriptHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/sandbox/checkout.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    const { id } = await sandbox.createOrder({ amount: 150_000, currency: 'INR', receipt: 'bk_early' });
    await page.goto(`${partnerOrigin}/?checkout=${encodeURIComponent(sandbox.checkout(id, api.url).checkoutUrl!)}`, { waitUntil: 'domcontentloaded' });
    const frame = page.frameLocator('iframe');
    const succeed = frame.getByRole('group', { name: 'UPI' }).getByRole('button', { name: 'Succeed', exact: true });
    await succeed.waitFor();
    expect(await succeed.isDisabled()).toBe(true);
    release();
    await succeed.click();
    await expect.poll(() => told(page)).toHaveLength(1);
    expect((await told(page))[0]!.data).toMatchObject({ type: 'success', razorpay_order_id: id });
    await page.close();
  });

  it('has no axe violations and fits 390px without scrolling sideways', async () => {
    // axe is injected as a script, which the page's own CSP refuses: this context bypasses it for the audit only.
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const { id } = await sandbox.createOrder({ amount: 150_000, currency: 'INR', receipt: 'bk_axe' });
    await page.goto(sandbox.checkout(id, api.url).checkoutUrl!);
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => (await (globalThis as unknown as { axe: { run(): Promise<{ violations: Array<{ id: string }> }> } }).axe.run()).violations.map((v) => v.id));
    expect(violations).toEqual([]);
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
