/**
 * RFC 4180 CSV: CRLF line ends, a field in double quotes when it holds a comma, a quote, CR or LF,
 * its quotes doubled. A field a spreadsheet would read as a formula (starting with =, +, -, @, tab
 * or CR) is prefixed with an apostrophe, so an attendee's name can never run in the host's
 * spreadsheet; phone numbers (+91…) get it too and show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string | null): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV document, header row first, with a UTF-8 byte order mark: spreadsheet apps read the file as
 * UTF-8 only with it, and Hindi names come out garbled without.
 */
export function csvDocument<C extends string>(columns: readonly C[], rows: Array<Record<C, string | null>>): string {
  const lines = [columns.map((c) => csvField(c)).join(','), ...rows.map((r) => columns.map((c) => csvField(r[c])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
