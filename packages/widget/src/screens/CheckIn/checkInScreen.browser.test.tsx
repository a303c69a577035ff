// The door's screen (CheckIn, presentational) in real Chromium: project `browser` renders it with
// React, `browser-preact` with preact/compat as the embed ships it. No SDK call happens here.
import { page } from 'vitest/browser';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../i18n/i18n.ts';
import { adoptStyles } from '../../styles/sheets.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { CheckIn, type CheckInProps } from './CheckIn.tsx';

beforeAll(() => {
  adoptStyles(document);
});
afterEach(() => document.body.replaceChildren());

const noop = () => {};
const props: CheckInProps = {
  title: 'Jazz on the Lawn',
  sessions: [{ value: 'ses_1', label: 'Tonight · Lawn' }],
  choice: null,
  lastChoice: { door: '', sessionId: '' },
  onStart: noop,
  onChange: noop,
  status: { online: true, queued: 0, admittedHere: 0, checkedIn: 0 },
  camera: 'unavailable',
  onCode: noop,
  result: null,
  opensAt: null,
  timeZone: 'Asia/Kolkata',
  onNext: noop,
  conflicts: [{ scanId: 's1', outcome: 'already-checked-in', ticketId: 'tkt_1', attendeeLabel: 'Asha R.', ticketType: 'General', firstCheckIn: { at: '2026-11-24T13:30:00.000Z', door: 'Gate 1' } }],
  onDismissConflict: noop,
};

describe('given two door screens on one page (two elements in the light DOM)', () => {
  it('gives every element its own id, so each section is named by its own heading', async () => {
    renderWithSdk(
      <>
        <CheckIn {...props} />
        <CheckIn {...props} choice={{ door: 'Gate 2', sessionId: 'ses_1' }} />
        <CheckIn {...props} choice={{ door: 'Gate 3', sessionId: 'ses_1' }} />
      </>,
      { sdk: null },
    );
    await expect.element(page.getByRole('heading', { name: 'Scan a ticket' }).nth(1)).toBeVisible();
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.length).toBeGreaterThan(6);
    expect(new Set(ids).size).toBe(ids.length);
    expect(page.getByRole('region', { name: 'Scan a ticket' }).elements()).toHaveLength(2);
    expect(page.getByRole('region', { name: 'Needs your attention' }).elements()).toHaveLength(3);
    expect(page.getByRole('form', { name: 'This door' }).elements()).toHaveLength(1);
  });
});

const lost = { scanId: 's_lost', outcome: 'not-synced' as const, errorCode: 'not-found', ticketId: 'tkt_asha_1', attendeeLabel: 'Asha R.', ticketType: null, firstCheckIn: null };
const refused = { error: { code: 'not-found', message: 'Not found', status: 404, retryable: false, severity: 'error' as const }, refused: true };

describe('given a door whose batch the server refused for good', () => {
  it.each([
    ['en-IN', /Ask the event’s host whether you are still on the door staff/, /Ticket Asha R\. \(tkt_asha_1\) was not recorded: the server refused it \(not-found\)/],
    ['hi-IN', /क्या आप अब भी द्वार स्टाफ़ में हैं/, /टिकट Asha R\. \(tkt_asha_1\) दर्ज नहीं हुआ: सर्वर ने इसे अस्वीकार किया \(not-found\)/],
  ] as const)('in %s, says what happened, what to do, and which tickets', async (locale, what, which) => {
    await loadCatalogue(locale);
    renderWithSdk(<CheckIn {...props} choice={{ door: 'Gate 2', sessionId: 'ses_1' }} conflicts={[lost]} syncError={refused} />, { sdk: null, locale });
    await expect.element(page.getByRole('alert').filter({ hasText: what })).toBeVisible();
    await expect.element(page.getByRole('alert').filter({ hasText: which })).toBeVisible();
  });

  it('says a failing sync is being retried while online, and leaves it to the offline status line offline', async () => {
    const retrying = { error: { code: 'unavailable', message: 'Unavailable', status: 503, retryable: true, severity: 'error' as const }, refused: false };
    const online = renderWithSdk(<CheckIn {...props} syncError={retrying} />, { sdk: null });
    await expect.element(page.getByRole('alert').filter({ hasText: 'Scans are not syncing right now.' })).toBeVisible();
    online.unmount();
    renderWithSdk(<CheckIn {...props} status={{ ...props.status, online: false }} syncError={retrying} />, { sdk: null });
    await expect.element(page.getByText('Offline: tickets are checked on this device')).toBeVisible();
    await expect.element(page.getByText('Scans are not syncing right now.')).not.toBeInTheDocument();
  });
});
