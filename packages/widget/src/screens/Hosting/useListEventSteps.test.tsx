import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { filledDraft } from '../../fixtures/hostDraft.ts';
import type { HostDraft } from './hostDraft.ts';
import { useListEventSteps } from './useListEventSteps.ts';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

/** The hook over a draft that changes as the form would change it. */
function setup(start: HostDraft) {
  const onSubmit = vi.fn();
  const hook = renderHook(({ draft }) => useListEventSteps({ draft, onChange: (d) => hook.rerender({ draft: d }), onSubmit }), { initialProps: { draft: start } });
  return { hook, onSubmit };
}

describe('given a step with a missing field', () => {
  it('stays on it and shows its errors after Next, and hides them when moving to another step', () => {
    const { hook } = setup({ ...filledDraft, step: 0, title: '' });
    act(() => hook.result.current.next(submitEvent()));
    expect(hook.result.current.step).toBe('basics');
    expect(hook.result.current.hasErrors).toBe(true);
    expect(hook.result.current.fields.err('title')).toBe('Enter a title of 3 to 120 characters.');
    expect(hook.result.current.fields.err('city')).toBeNull();
    act(() => hook.result.current.go(1));
    expect(hook.result.current.step).toBe('venue');
    expect(hook.result.current.hasErrors).toBe(false);
  });
});

describe('given a valid step', () => {
  it('moves to the next one without showing errors', () => {
    const { hook } = setup({ ...filledDraft, step: 0 });
    act(() => hook.result.current.next(submitEvent()));
    expect(hook.result.current.step).toBe('venue');
    expect(hook.result.current.fields.err('venueName')).toBeNull();
  });
});

describe('given the review step of a restored draft whose date has passed', () => {
  it('sends the person back to that date with its error instead of submitting', () => {
    const { hook, onSubmit } = setup({ ...filledDraft, step: 5, sessions: [{ date: '2020-01-20', start: '19:00', end: '21:00' }] });
    act(() => hook.result.current.next(submitEvent()));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(hook.result.current.step).toBe('venue');
    expect(hook.result.current.fields.err('sessions.0.date')).not.toBeNull();
  });
});

describe('given the review step of a valid draft', () => {
  it('submits', () => {
    const { hook, onSubmit } = setup({ ...filledDraft, step: 5 });
    act(() => hook.result.current.next(submitEvent()));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe('given a repeated group', () => {
  it('changes only the row it was asked to', () => {
    const { hook } = setup({ ...filledDraft, step: 2, ticketTypes: [{ name: 'Entry', price: '199', capacity: '60' }, { name: 'VIP', price: '999', capacity: '5' }] });
    act(() => hook.result.current.fields.updateAt('ticketTypes', 1, { price: '1299' }));
    expect(hook.result.current.fields.draft.ticketTypes).toEqual([
      { name: 'Entry', price: '199', capacity: '60' },
      { name: 'VIP', price: '1299', capacity: '5' },
    ]);
  });
});
