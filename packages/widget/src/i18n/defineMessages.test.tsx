import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TicketkitProvider } from '../context/TicketkitProvider.tsx';
import { defineMessages } from './defineMessages.ts';
import { preloadLocale } from './i18n.ts';

const messages = defineMessages({
  'en-IN': { 'demo.heading': 'Your {thing}', 'demo.items_one': '{count} item', 'demo.items_other': '{count} items' },
  'hi-IN': { 'demo.heading': 'आपका {thing}', 'demo.items_one': '{count} चीज़', 'demo.items_other': '{count} चीज़ें' },
});

function Demo({ count }: { count: number }) {
  const t = messages.useT();
  return (
    <>
      <h2>{t('demo.heading', { thing: 'Ticketkit' })}</h2>
      <p>{t('demo.items', { count })}</p>
    </>
  );
}

describe('given a screen catalogue from defineMessages', () => {
  it('follows the provider’s locale', async () => {
    await preloadLocale('hi-IN');
    const { unmount } = render(
      <TicketkitProvider locale="hi-IN">
        <Demo count={3} />
      </TicketkitProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('आपका Ticketkit');
    expect(screen.getByText('3 चीज़ें')).toBeTruthy();
    unmount();
    render(<Demo count={1} />);
    expect(screen.getByRole('heading').textContent).toBe('Your Ticketkit');
    expect(screen.getByText('1 item')).toBeTruthy();
  });
});
