import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown } from '../../ui/useCountdown.ts';
import { HoldCountdown } from './HoldCountdown.tsx';

describe('given a hold counting down', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2027-01-01T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows mm:ss and speaks only at 2 minutes and at 30 seconds left', () => {
    const onExpire = vi.fn();
    render(<HoldCountdown expiresAt="2027-01-01T10:02:10Z" onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2:10');
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    expect(screen.getByRole('status')).toHaveTextContent('Two minutes left to complete your booking.');
    act(() => vi.advanceTimersByTime(60_000));
    // Nothing new is said between the marks.
    expect(screen.getByRole('status')).toHaveTextContent('Two minutes left');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('status')).toHaveTextContent('Thirty seconds left to complete your booking.');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('does not announce a mark it started below', () => {
    render(<HoldCountdown expiresAt="2027-01-01T10:01:00Z" />);
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('formats remaining seconds', () => {
    expect(formatCountdown(605_000)).toBe('10:05');
    expect(formatCountdown(-3_000)).toBe('0:00');
  });
});
