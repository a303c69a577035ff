// A host edits a listing staff sent back and submits it again, in real Chromium with real key presses:
// project `browser` renders it with React, `browser-preact` with preact/compat. The SDK is the
// in-memory fake (no API runs inside a component test); its PATCH refuses listings that are not the
// host's to edit, as the API does.
import { page, userEvent } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHANGES_NOTE } from '../../fixtures/hostedEvents.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { DRAFT_KEY } from './hostDraft.ts';
import { ListEventContainer } from './ListEventContainer.tsx';

beforeAll(() => {
  adoptStyles(document);
});
afterEach(() => document.body.replaceChildren());

const next = () => userEvent.click(page.getByRole('button', { name: 'Next' }));

describe('given a listing sent back for changes', () => {
  it('opens with the reviewer’s note and the listing filled in, and submits the edit for review again', async () => {
    const { sdk } = renderWithSdk(<ListEventContainer hostedEventId="hev_5" />);
    await expect.element(page.getByRole('heading', { name: 'Edit your event' })).toBeVisible();
    await expect.element(page.getByText(CHANGES_NOTE)).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Event title' })).toHaveValue('Stand-up Saturday');
    await next();

    const address = page.getByRole('textbox', { name: 'Venue address' });
    await expect.element(address).toHaveValue('Sadar');
    await userEvent.click(address);
    await userEvent.keyboard(', Nagpur 440001');
    await expect.element(page.getByLabelText('Date', { exact: true })).toHaveValue('2030-02-02');
    for (let i = 0; i < 4; i++) await next();

    await expect.element(page.getByRole('heading', { name: 'Step 6 of 6: Review' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Submit for review' }));
    await expect.element(page.getByRole('heading', { name: 'Your event is in review' })).toBeVisible();
    const call = sdk.calls.find((c) => c.method === 'updateHostedEvent');
    expect(call?.args[0]).toBe('hev_5');
    expect(call?.args[1]).toMatchObject({
      submit: true,
      title: 'Stand-up Saturday',
      venue: { name: 'Laugh Club', address: 'Sadar, Nagpur 440001' },
      sessions: [{ startsAt: '2030-02-02T20:00:00+05:30', endsAt: '2030-02-02T22:00:00+05:30' }],
      ticketTypes: [{ name: 'Entry', price: 19900, capacity: 60 }],
    });
    expect(sdk.calls.some((c) => c.method === 'createHostedEvent')).toBe(false);
    expect(await sdk.api.getHostedEvent('hev_5')).toMatchObject({ status: 'submitted' });
    // An opened listing lives on Ticketkit: nothing of it was kept as this device's new-listing draft.
    expect(sdk.storage.get(DRAFT_KEY)).toBeUndefined();
  });

  it('keeps a listing that is in review out of the form', async () => {
    renderWithSdk(<ListEventContainer hostedEventId="hev_1" />);
    await expect.element(page.getByRole('alert').getByText('Cannot edit now')).toBeVisible();
    expect(document.querySelector('form')).toBeNull();
  });
});
