/**
 * The booking flow with the REAL SDK (createTicketkit, real firebase/auth against the Auth
 * emulator) and the REAL reference API (PGlite, seed data, real HTTP). Nothing is faked: the
 * screens, the hold, the idempotent booking and the sign-in resume all go over the wire.
 * Needs FIREBASE_AUTH_EMULATOR_HOST (set by `npm test`).
 */
import { createTicketkit, type Ticketkit } from '@ticketkit/sdk';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startApi, type Proc } from '../../../../../scripts/stack.mjs';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { sandboxSays, type SandboxMessage } from '../../testing/sandboxCheckout.ts';
import { LoginContainer } from '../Login/LoginContainer.tsx';
import { BookingFlow } from './BookingFlow.tsx';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';
let api: (Proc & { url: string }) | undefined;
const kits: Ticketkit[] = [];
let n = 0;

function kit(): Ticketkit {
  if (!emulatorHost) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run `npm test` or start an emulator (team rules).');
  n += 1;
  const tk = createTicketkit({
    host: api!.url,
    firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId, appId: '1:1:web:1' },
    authEmulatorUrl: `http://${emulatorHost}`,
    storagePrefix: `widget-it${n}-${Date.now()}:`,
    inactivityTimeoutMs: 0,
  });
  kits.push(tk);
  return tk;
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

beforeAll(async () => {
  api = await startApi({ port: await freePort(), dataDir: 'memory://', projectId, authEmulatorHost: emulatorHost, quiet: true });
}, 90_000);
afterAll(async () => {
  kits.forEach((k) => k.destroy());
  await api?.stop();
});

/** A seeded Nagpur event that is on sale. */
async function pickEvent(tk: Ticketkit) {
  const page = await tk.api.listEvents({ city: 'nagpur', limit: 50 });
  const event = page.items.find((e) => e.availability === 'available');
  if (!event) throw new Error('the seed has no available event in Nagpur');
  return event;
}

async function walkToBooking(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Book tickets' }, { timeout: 10_000 }));
  await user.click(await screen.findByRole('button', { name: /^Nagpur/ }, { timeout: 10_000 }));
  const sessions = await screen.findAllByRole('button', { pressed: false }, { timeout: 10_000 });
  await user.click(sessions.find((b) => !(b as HTMLButtonElement).disabled)!);
  const adds = await screen.findAllByRole('button', { name: /^Add one .* ticket$/ }, { timeout: 10_000 });
  await user.click(adds.find((b) => !(b as HTMLButtonElement).disabled)!);
  await user.click(screen.getByRole('button', { name: 'Continue to booking' }));
}

describe('given a signed-in user on the real stack', () => {
  it('books an event end to end and the API has exactly that booking', async () => {
    const tk = kit();
    await tk.auth.signUpWithEmail(unique('flow'), 'secret123', 'Asha Rao');
    const event = await pickEvent(tk);
    const onHoldCreated = vi.fn();
    const onBookingConfirmed = vi.fn();
    const onPaymentStarted = vi.fn();
    const user = userEvent.setup();
    render(
      <TicketkitProvider sdk={tk} onHoldCreated={onHoldCreated} onBookingConfirmed={onBookingConfirmed} onPaymentStarted={onPaymentStarted}>
        <BookingFlow eventId={event.id} />
      </TicketkitProvider>,
    );
    await walkToBooking(user);
    const name = await screen.findByRole('textbox', { name: 'Full name' }, { timeout: 10_000 });
    expect(name).toHaveValue('Asha Rao');
    await user.type(screen.getByRole('textbox', { name: 'Phone (with country code)' }), '98765 43210');
    await waitFor(() => expect(onHoldCreated).toHaveBeenCalled());
    const confirm = screen.getByRole('button', { name: /^Confirm and pay/ });
    // Two quick clicks: still one booking.
    await user.dblClick(confirm);

    // Paid through the sandbox: its pay endpoint answers exactly what its checkout page posts to
    // the widget (jsdom loads no frames, so the answer is delivered as the page would post it), and
    // the widget hands the signed result to the API.
    await user.click(await screen.findByRole('button', { name: /^Pay ₹/ }, { timeout: 15_000 }));
    await waitFor(() => expect(onPaymentStarted).toHaveBeenCalledTimes(1));
    expect(onBookingConfirmed).not.toHaveBeenCalled();
    const { orderId } = onPaymentStarted.mock.calls[0]![0] as { orderId: string };
    const paid = await fetch(`${api!.url}/v1/sandbox/orders/${encodeURIComponent(orderId)}/pay`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'upi', outcome: 'succeed' }) });
    const message = (await paid.json()) as SandboxMessage;
    expect(message.type).toBe('success');
    act(() => sandboxSays(message));
    await screen.findByRole('heading', { name: 'You’re going!' }, { timeout: 15_000 });
    expect(onBookingConfirmed).toHaveBeenCalledTimes(1);
    const { bookingId, amount } = onBookingConfirmed.mock.calls[0]![0] as { bookingId: string; amount: number };
    const saved = await tk.api.getBooking(bookingId);
    expect(saved).toMatchObject({ status: 'confirmed', event: { id: event.id }, attendee: { name: 'Asha Rao', phone: '+919876543210' } });
    expect(saved.amounts.total.amount).toBe(amount);
    expect(screen.getByText(`Booking ID: ${bookingId}`)).toBeInTheDocument();
    const mine = await tk.api.listMyBookings();
    expect(mine.items.filter((b) => b.event.id === event.id)).toHaveLength(1);
  }, 60_000);
});

describe('given a visitor who signs in only when the booking step asks', () => {
  it('emits sign-in-required, then resumes the same step with the selection kept', async () => {
    const tk = kit();
    const event = await pickEvent(tk);
    const onSignInRequired = vi.fn();
    const user = userEvent.setup();
    render(
      <TicketkitProvider sdk={tk} onSignInRequired={onSignInRequired}>
        <BookingFlow eventId={event.id} />
      </TicketkitProvider>,
    );
    await walkToBooking(user);
    expect(await screen.findByRole('heading', { name: 'Sign in to book' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(onSignInRequired).toHaveBeenCalledWith({ version: 1, step: 'booking' });
    await act(() => tk.auth.signUpWithEmail(unique('late'), 'secret123', 'Ravi Kumar'));
    const form = await screen.findByRole('form', { name: 'Attendee details' }, { timeout: 15_000 });
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toHaveValue('Ravi Kumar');
    expect(within(form).getByRole('table')).toHaveTextContent('× 1');
  }, 60_000);
});

describe('given the booking step shows the sign-in screen inline (sign-in="inline")', () => {
  it('signs in with email and password right there and carries on with the same tickets', async () => {
    const email = unique('inline');
    const other = kit();
    await other.auth.signUpWithEmail(email, 'secret123', 'Meera Iyer');
    await other.auth.signOut();
    const tk = kit();
    const event = await pickEvent(tk);
    const user = userEvent.setup();
    render(
      <TicketkitProvider sdk={tk}>
        <BookingFlow eventId={event.id} renderSignIn={() => <LoginContainer />} />
      </TicketkitProvider>,
    );
    await walkToBooking(user);
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 10_000 }), email);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    const submit = screen.getAllByRole('button', { name: 'Sign in' }).find((b) => (b as HTMLButtonElement).type === 'submit')!;
    await user.click(submit);
    const form = await screen.findByRole('form', { name: 'Attendee details' }, { timeout: 15_000 });
    expect(within(form).getByRole('textbox', { name: 'Full name' })).toHaveValue('Meera Iyer');
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  }, 60_000);
});
