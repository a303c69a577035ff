import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isCurrentSection, SiteLink, SiteNavigate } from './SiteLink.tsx';

function renderLink(navigate: (to: string) => void) {
  return render(
    <SiteNavigate.Provider value={navigate}>
      <SiteLink to="/aboutus">About us</SiteLink>
    </SiteNavigate.Provider>,
  );
}

describe('given a link of the site’s header or footer', () => {
  it('is a plain link to the page, reachable and followed from the keyboard', async () => {
    const user = userEvent.setup();
    const visited: string[] = [];
    renderLink((to) => visited.push(to));
    const link = screen.getByRole('link', { name: 'About us' });
    expect(link).toHaveAttribute('href', '/aboutus');
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(visited).toEqual(['/aboutus']);
  });

  it('changes page in place on a plain click (the browser does not load the address)', () => {
    const visited: string[] = [];
    renderLink((to) => visited.push(to));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'About us' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(visited).toEqual(['/aboutus']);
  });

  it('leaves a click with a modifier key or another button to the browser (new tab, new window)', () => {
    const visited: string[] = [];
    renderLink((to) => visited.push(to));
    const link = screen.getByRole('link', { name: 'About us' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, init), JSON.stringify(init)).toBe(true);
    }
    expect(visited).toEqual([]);
  });
});

describe('given the header’s sections', () => {
  it('marks the section of the current address, and only it', () => {
    expect(isCurrentSection('/yourtickets', '/yourtickets')).toBe(true);
    expect(isCurrentSection('/yourtickets/bk_1', '/yourtickets')).toBe(true);
    expect(isCurrentSection('/yourticketsx', '/yourtickets')).toBe(false);
    expect(isCurrentSection('/', '/search')).toBe(false);
  });
});
