import { describe, expect, it } from 'vitest';
import { fromBrowser } from './siteLanguage.ts';

describe('given the browser’s languages on a first visit', () => {
  it.each([
    [['hi-IN', 'en'], 'hi-IN'],
    [['hi'], 'hi-IN'],
    [['fr-FR', 'hi', 'en'], 'hi-IN'],
    [['en-GB', 'hi'], 'en-IN'],
    [['mr-IN', 'de'], 'en-IN'],
    [[], 'en-IN'],
  ] as const)('%j reads the site in %s', (languages, locale) => {
    expect(fromBrowser(languages)).toBe(locale);
  });
});
