// Cancelling an event from the host's list in real Chromium (a native modal <dialog>, real key
// presses): project `browser` renders it with React, `browser-preact` with preact/compat. The SDK is
// the in-memory fake (no API runs inside a component test); its actions route refuses a cancel
// without a reason, as the API does.
import { page, userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adoptStyles } from '../../styles/sheets.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { HostedEventsContainer } from './HostedEventsContainer.tsx';

beforeAll(() => {
  adoptStyles(document);
});
afterEach(() => document.body.replaceChildren());

describe('given a host cancelling an event that is on sale', () => {
  it('asks for the reason in a modal, refuses none, then cancels with it and shows the new status', async () => {
    const { sdk } = renderWithSdk(<HostedEventsContainer />);
    const pottery = page.getByRole('listitem').filter({ hasText: 'Pottery for Beginners' });
    const cancel = pottery.getByRole('button', { name: 'Cancel event Pottery for Beginners', exact: true });
    await userEvent.click(cancel);
    const dialog = page.getByRole('dialog', { name: 'Cancel “Pottery for Beginners”?' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(/Every buyer is refunded in full/)).toBeVisible();
    // The safe choice has focus; the page behind is inert (a modal).
    await expect.element(dialog.getByRole('button', { name: 'Keep event' })).toHaveFocus();

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel event and refund everyone' }));
    const reason = dialog.getByRole('textbox', { name: 'Reason, told to every buyer' });
    await expect.element(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sdk.calls.some((c) => c.method === 'actOnHostedEvent')).toBe(false);

    await userEvent.click(reason);
    await userEvent.keyboard('The potter is ill.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel event and refund everyone' }));
    await expect.element(page.getByText('“Pottery for Beginners” is cancelled; every buyer is being refunded.')).toBeVisible();
    expect(sdk.calls.find((c) => c.method === 'actOnHostedEvent')?.args.slice(0, 2)).toEqual(['hev_2', { action: 'cancel', note: 'The potter is ill.' }]);
    expect(document.querySelector('dialog[open]')).toBeNull();
    await expect.element(page.getByText('The potter is ill.')).toBeVisible();
  });

  it('closes with Escape and sends nothing', async () => {
    const { sdk } = renderWithSdk(<HostedEventsContainer />);
    await userEvent.click(page.getByRole('button', { name: /^Cancel event / }).first());
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('dialog[open]')).toBeNull();
    expect(sdk.calls.some((c) => c.method === 'actOnHostedEvent')).toBe(false);
  });
});
