// The field primitives in real Chromium under both renderers (projects `browser` and
// `browser-preact`): a control that stays in the DOM while its limit goes must lose the limit.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { TextAreaField } from './TextAreaField.tsx';
import { TextField } from './TextField.tsx';

afterEach(() => cleanup());

describe('given a field whose maxLength is taken away on the next render', () => {
  it('an input has no maxlength left', () => {
    const { container, rerender } = render(<TextField label="Title" value="" maxLength={120} onChange={() => {}} />);
    const input = container.querySelector('input')!;
    expect(input.getAttribute('maxlength')).toBe('120');
    rerender(<TextField label="Venue" value="" onChange={() => {}} />);
    expect(container.querySelector('input')).toBe(input);
    expect(input.hasAttribute('maxlength')).toBe(false);
  });

  it('a textarea has no maxlength left', () => {
    const { container, rerender } = render(<TextAreaField label="About" value="" maxLength={5000} onChange={() => {}} />);
    const area = container.querySelector('textarea')!;
    rerender(<TextAreaField label="Address" value="" onChange={() => {}} />);
    expect(container.querySelector('textarea')).toBe(area);
    expect(area.hasAttribute('maxlength')).toBe(false);
  });
});
