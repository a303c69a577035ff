import { describe, expect, it } from 'vitest';
import { summarise } from './pageMeta.ts';

describe('summarise', () => {
  it('keeps a short text whole, with its spaces tidied', () => {
    expect(summarise('A  jazz evening\non the terrace.')).toBe('A jazz evening on the terrace.');
  });

  it('ends a long text at a sentence that fits', () => {
    const text = `${'An evening of music. '.repeat(5)}${'More words follow here. '.repeat(10)}`;
    const out = summarise(text);
    expect(out.length).toBeLessThanOrEqual(155);
    expect(out.endsWith('.')).toBe(true);
    expect(text.startsWith(out)).toBe(true);
  });

  it('cuts a long sentence at a word and says so', () => {
    const out = summarise('word '.repeat(60));
    expect(out.length).toBeLessThanOrEqual(155);
    expect(out.endsWith('word…')).toBe(true);
  });
});
