import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cities } from '../../fixtures/catalog.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { CityPicker } from './CityPicker.tsx';
import { CityPickerContainer } from './CityPickerContainer.tsx';

function Controlled({ onChange }: { onChange(slug: string): void }) {
  const [value, setValue] = useState('nagpur');
  return <CityPicker cities={cities} value={value} onChange={(s) => (setValue(s), onChange(s))} />;
}

describe('given the city picker', () => {
  it('shows Nagpur as the selected city by default', () => {
    render(<Controlled onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Nagpur');
  });

  it('filters as you type and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.clear(input);
    await user.type(input, 'pun');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pune, Maharashtra']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('pune');
    expect(input).toHaveValue('Pune');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the active option with the arrow keys and tells assistive technology which one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('combobox');
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)).toHaveTextContent('Pune');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('pune');
  });

  it('says when nothing matches and Escape restores the selection', async () => {
    const user = userEvent.setup();
    render(<Controlled onChange={() => {}} />);
    const input = screen.getByRole('combobox');
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.getByText('No city matches “zzz”')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Nagpur');
  });
});

describe('given the city picker bound to the SDK', () => {
  it('sets the shared city store that every element follows', async () => {
    const user = userEvent.setup();
    const { sdk } = renderWithSdk(<CityPickerContainer />);
    const input = await screen.findByRole('combobox');
    await user.clear(input);
    await user.type(input, 'Mum{Enter}');
    expect(sdk.city.getState().city).toBe('mumbai');
  });
});
