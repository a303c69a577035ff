import { describe, expect, it } from 'vitest';
import { mailLocale, MAIL_LOCALES } from './language.ts';
import { MAIL_TEXTS } from './texts.ts';

const placeholders = (text: string | undefined) => (text?.match(/\{\w+\}/g) ?? []).sort().join(' ');
/** Latin words outside placeholders, bar the terms people write in Latin letters. */
const english = (text: string) => (text.replace(/\{\w+\}/g, '').replace(/\b(QR|UPI|GST)\b/g, '').match(/\b[A-Za-z]{2,}\b/g) ?? []);

describe('given the mails’ texts', () => {
  it.each(MAIL_LOCALES.filter((l) => l !== 'en-IN'))('has a %s text for every en-IN key, with the same placeholders and no English left', (locale) => {
    const problems: string[] = [];
    const texts = MAIL_TEXTS[locale] as Record<string, string | undefined>;
    for (const [key, en] of Object.entries(MAIL_TEXTS['en-IN'])) {
      const text = texts[key];
      if (!text) problems.push(`${key}: no ${locale} text`);
      else if (placeholders(text) !== placeholders(en)) problems.push(`${key}: placeholders ${placeholders(text)} instead of ${placeholders(en)}`);
      else if (english(text).length) problems.push(`${key}: English words ${english(text).join(', ')}`);
    }
    for (const key of Object.keys(texts)) if (!(key in MAIL_TEXTS['en-IN'])) problems.push(`${key}: not an en-IN key`);
    expect(problems).toEqual([]);
  });
});

describe('given what a person asked for', () => {
  it.each([
    ['hi-IN', 'hi-IN'],
    ['hi', 'hi-IN'],
    ['HI-in', 'hi-IN'],
    ['en-GB', 'en-IN'],
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi-IN'],
    ['en-US,en;q=0.9,hi;q=0.8', 'en-IN'],
    ['fr;q=0.9, hi-IN, en;q=0.5', 'hi-IN'],
    ['fr-FR, de', 'en-IN'],
    ['hi;q=0, en', 'en-IN'],
    ['*', 'en-IN'],
    ['', 'en-IN'],
    [undefined, 'en-IN'],
  ] as const)('writes %j mail in %s', (asked, locale) => {
    expect(mailLocale(asked)).toBe(locale);
  });
});
