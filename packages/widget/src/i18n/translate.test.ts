import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

const catalogues = {
  'en-IN': {
    greeting: 'Hello, {name}',
    'seats_one': '{count} seat',
    'seats_other': '{count} seats',
    onlyEnglish: 'Only in English',
  },
  'hi-IN': {
    greeting: 'नमस्ते, {name}',
    'seats_one': '{count} सीट',
    'seats_other': '{count} सीटें',
  },
};

describe('given a catalogue with en-IN and hi-IN texts', () => {
  it('uses the locale’s text and fills its placeholders', () => {
    expect(translate(catalogues, 'hi-IN', 'greeting', { name: 'Asha' })).toBe('नमस्ते, Asha');
    expect(translate(catalogues, 'en-IN', 'greeting', { name: 'Asha' })).toBe('Hello, Asha');
  });
  it('falls back to en-IN for a key the locale lacks', () => {
    expect(translate(catalogues, 'hi-IN', 'onlyEnglish')).toBe('Only in English');
  });
  it('picks the plural form by the locale’s own rules (Hindi puts 0 with 1)', () => {
    expect(translate(catalogues, 'en-IN', 'seats', { count: 0 })).toBe('0 seats');
    expect(translate(catalogues, 'hi-IN', 'seats', { count: 0 })).toBe('0 सीट');
    expect(translate(catalogues, 'hi-IN', 'seats', { count: 1 })).toBe('1 सीट');
    expect(translate(catalogues, 'hi-IN', 'seats', { count: 4 })).toBe('4 सीटें');
  });
  it('leaves a placeholder without a parameter as it is, and an unknown key as the key', () => {
    expect(translate(catalogues, 'en-IN', 'greeting', {})).toBe('Hello, {name}');
    expect(translate(catalogues, 'hi-IN', 'missing.key')).toBe('missing.key');
  });
});
