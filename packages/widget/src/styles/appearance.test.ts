import { describe, expect, it } from 'vitest';
import { appearanceStyle, parseAppearance } from './appearance.ts';

describe('given an appearance from a prop or an attribute', () => {
  it('accepts a theme and known variables, from an object or JSON', () => {
    expect(parseAppearance({ theme: 'dark', variables: { colorPrimary: '#ff0066' } })).toEqual({ ok: true, value: { theme: 'dark', variables: { colorPrimary: '#ff0066' } } });
    expect(parseAppearance('{"theme":"auto"}')).toEqual({ ok: true, value: { theme: 'auto' } });
  });
  it.each([
    ['not json', /not valid JSON/],
    ['[]', /must be an object/],
    [{ theme: 'pink' }, /theme must be one of/],
    [{ variables: { colour: 'red' } }, /unknown key "colour"/],
    [{ variables: { colorPrimary: 'red;} body{display:none' } }, /plain CSS value/],
    [{ extra: 1 }, /unknown key "extra"/],
  ])('explains what is wrong with %j', (input, message) => {
    const result = parseAppearance(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toMatch(message);
  });
  it('maps variables to --ticketkit-* custom properties', () => {
    expect(appearanceStyle({ variables: { colorPrimary: 'red', radius: '0' } })).toEqual({ '--ticketkit-color-primary': 'red', '--ticketkit-radius': '0' });
  });
});
