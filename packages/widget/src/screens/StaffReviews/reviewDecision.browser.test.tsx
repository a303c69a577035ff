// The staff review in real Chromium with real key presses: project `browser` renders it with React,
// `browser-preact` with preact/compat. The SDK is the in-memory fake (no API runs inside a component
// test); its review route refuses a decision without a note, as the API does.
import { page, userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { ReviewItemContainer } from './ReviewItemContainer.tsx';

beforeAll(() => {
  adoptStyles(document);
});
afterEach(() => document.body.replaceChildren());

describe('given a reviewer on a submitted listing', () => {
  it('refuses to request changes without a note, keeps focus on it, then sends the note typed', async () => {
    const { sdk } = renderWithSdk(<ReviewItemContainer hostedEventId="hev_8" />);
    const changes = page.getByRole('button', { name: 'Request changes' });
    await userEvent.click(changes);
    const note = page.getByRole('textbox', { name: 'Note to the host' });
    await expect.element(note).toHaveAttribute('aria-invalid', 'true');
    await expect.element(note).toHaveFocus();
    expect(sdk.calls.some((c) => c.method === 'reviewHostedEvent')).toBe(false);

    await userEvent.keyboard('Say who is performing.');
    await userEvent.click(changes);
    await expect.element(page.getByRole('status').getByText('Sent back to the host with your note.')).toBeVisible();
    expect(sdk.calls.find((c) => c.method === 'reviewHostedEvent')?.args.slice(0, 2)).toEqual(['hev_8', { decision: 'changes-requested', note: 'Say who is performing.' }]);
    await expect.element(page.getByText('Changes requested', { exact: true }).first()).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Back to the queue' }).first()).toHaveAttribute('href', '/staff/reviews');
  });

  it('says the page is for staff when the API refuses a person without the claim', async () => {
    renderWithSdk(<ReviewItemContainer hostedEventId="hev_8" />, { sdk: createFakeSdk({ api: { getReviewItem: async () => Promise.reject(Object.assign(new Error('Not allowed'), { code: 'auth/forbidden', retryable: false })) } }) });
    await expect.element(page.getByRole('heading', { name: 'This page is for Ticketkit staff' })).toBeVisible();
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
