import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostedEvents } from '../../fixtures/hostedEvents.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { HostedEvents } from './HostedEvents.tsx';

const nothing = () => {};
const renderList = (locale: 'en-IN' | 'hi-IN') =>
  renderWithSdk(<HostedEvents state={{ status: 'success', data: hostedEvents }} onCreate={nothing} />, { sdk: null, locale });

/** Every link and button of each card with its accessible name, by the card's title. */
const controlsByCard = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => {
    const card = within(heading.closest('li')!);
    const names = [...card.queryAllByRole('link'), ...card.queryAllByRole('button')]
      .filter((el) => !el.closest('.tk-door-staff, details'))
      .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? '');
    return { title: heading.textContent!, names };
  });

describe('given a host’s list of several events', () => {
  it('names every card’s link and action after its event, so a screen reader’s list of links tells them apart', () => {
    renderList('en-IN');
    expect(screen.getByRole('link', { name: 'Dashboard of Pottery for Beginners' })).toHaveAttribute('href', '/hosted-events/hev_2');
    expect(screen.getByRole('link', { name: 'Check-in for Pottery for Beginners' })).toHaveTextContent('Check-in');
    expect(screen.getByRole('link', { name: 'View event page of Pottery for Beginners' })).toHaveTextContent('View event page');
    expect(screen.getByRole('button', { name: 'Pause sales of Pottery for Beginners' })).toHaveTextContent('Pause sales');
    expect(screen.getByRole('button', { name: 'Cancel event Pottery for Beginners' })).toHaveTextContent('Cancel event');
    expect(screen.getByRole('button', { name: 'Resume sales of Jazz in the Garden' })).toHaveTextContent('Resume sales');
    expect(screen.getByRole('link', { name: 'Edit Stand-up Saturday' })).toHaveTextContent('Edit');
    const cards = controlsByCard();
    expect(cards.filter((c) => c.names.length > 0).length).toBeGreaterThanOrEqual(4);
    for (const { title, names } of cards) for (const name of names) expect(name).toContain(title);
  });

  it('does so in Hindi too', async () => {
    await preloadLocale('hi-IN');
    renderList('hi-IN');
    expect(await screen.findByRole('link', { name: 'Pottery for Beginners का डैशबोर्ड' })).toHaveTextContent('डैशबोर्ड');
    expect(screen.getByRole('link', { name: 'Pottery for Beginners का चेक-इन' })).toHaveTextContent('चेक-इन');
    expect(screen.getByRole('link', { name: 'Pottery for Beginners का इवेंट पेज देखें' })).toHaveTextContent('इवेंट पेज देखें');
    expect(screen.getByRole('button', { name: 'Pottery for Beginners की बिक्री रोकें' })).toHaveTextContent('बिक्री रोकें');
    expect(screen.getByRole('button', { name: 'Jazz in the Garden की बिक्री फिर शुरू करें' })).toHaveTextContent('बिक्री फिर शुरू करें');
    expect(screen.getByRole('button', { name: 'Pottery for Beginners इवेंट रद्द करें' })).toHaveTextContent('इवेंट रद्द करें');
    for (const { title, names } of controlsByCard()) for (const name of names) expect(name).toContain(title);
  });
});
