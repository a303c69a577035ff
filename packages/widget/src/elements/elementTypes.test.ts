// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The published element types as a partner's strict TypeScript sees them: small probe files that
// import @ticketkit/widget, compiled with the TypeScript API against the package's own entry.
const widget = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(path.resolve(widget, '../../README.md'), 'utf8');

const options: ts.CompilerOptions = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['@ticketkit/source'],
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
};

/** The errors in each probe (compiled together in one program, so the widget is read once). */
function compile(probes: Record<string, string>): Record<string, string[]> {
  const files = new Map(Object.entries(probes).map(([name, text]) => [path.join(widget, 'probe', name), text]));
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = files.get(file);
    return text === undefined ? getSourceFile.call(host, file, language, ...rest) : ts.createSourceFile(file, text, language, true);
  };
  const program = ts.createProgram([...files.keys()], options, host);
  const result: Record<string, string[]> = {};
  for (const [file] of files) {
    const source = program.getSourceFile(file)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    result[path.basename(file)] = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return result;
}

/** The README's events snippet, exactly as a partner copies it. */
const readmeListener = /```js\n(document\.addEventListener\('ticketkit:booking-confirmed'[\s\S]*?)```/.exec(readme)![1]!;

const ok = `
import type {} from '@ticketkit/widget';
declare const analytics: { track(name: string, props: Record<string, unknown>): void };
${readmeListener}
window.addEventListener('ticketkit:error', (e) => console.warn(e.detail.code, e.detail.message));
const booking = document.querySelector('ticketkit-booking')!;
booking.eventId = 'ev_012';
booking.deepLink = 'hash';
booking.appearance = { theme: 'dark', variables: { colorPrimary: '#0b7a75' } };
booking.appearance = '{"theme":"auto"}';
// null or undefined removes the attribute, as the README says.
booking.deepLink = null;
booking.appearance = null;
booking.deepLinkKey = undefined;
booking.addEventListener('ticketkit:hold-created', (e) => e.detail.expiresAt.toUpperCase());
const events = document.createElement('ticketkit-events');
events.eventHref = '/events/{slug}/{id}';
events.addEventListener('ticketkit:event-selected', (e) => { if (e.detail.slug) e.preventDefault(); });
const ticket: HTMLElementTagNameMap['ticketkit-ticket'] = document.createElement('ticketkit-ticket');
ticket.bookingId = 'bk_1';
`;

const okJsx = `
import type {} from '@ticketkit/widget';
export const page = (
  <>
    <ticketkit-city-picker locale="hi-IN" />
    <ticketkit-events city="nagpur" category="music" event-href="/events/{slug}/{id}" />
    <ticketkit-booking
      event-id="ev_012"
      deep-link="hash"
      sign-in="event"
      appearance={{ theme: 'dark', variables: { colorPrimary: '#0b7a75' } }}
      onticketkit:booking-confirmed={(e) => console.info(e.detail.bookingId, e.detail.amount)}
      ref={(el) => { if (el) el.eventId = 'ev_013'; }}
    />
    <ticketkit-check-in event-id="hev_1" className="door" />
  </>
);
`;

/** Each mistake, and the words of the error it must give. */
const mistakes: Record<string, [string, string]> = {
  'detail-field.ts': [`document.addEventListener('ticketkit:booking-confirmed', (e) => e.detail.bookingID);`, "Property 'bookingID' does not exist"],
  'window-detail.ts': [`window.addEventListener('ticketkit:hold-expired', (e) => e.detail.bookingId);`, "Property 'bookingId' does not exist"],
  'property-type.ts': [`document.querySelector('ticketkit-booking')!.deepLink = 'always';`, `Type '"always"' is not assignable`],
  'appearance-key.ts': [`document.querySelector('ticketkit-events')!.appearance = { theme: 'sepia' };`, `Type '"sepia"' is not assignable`],
  'missing-property.ts': [`document.querySelector('ticketkit-rewards')!.eventId = 'ev_1';`, "Property 'eventId' does not exist"],
  'attribute-type.tsx': [`export const x = <ticketkit-booking event-id={42} />;`, `Types of property '"event-id"' are incompatible`],
  'handler-detail.tsx': [`export const x = <ticketkit-booking event-id="ev_1" onticketkit:booking-confirmed={(e) => e.detail.holdId} />;`, "Property 'holdId' does not exist"],
  // JSX does not refuse an unknown hyphenated attribute, but leaves its handler's event untyped.
  'foreign-event.tsx': [`export const x = <ticketkit-rewards onticketkit:booking-confirmed={(e) => e.detail.bookingId} />;`, "Parameter 'e' implicitly has an 'any' type"],
  'unknown-element.tsx': [`export const x = <ticketkit-bookings event-id="ev_1" />;`, "Property 'ticketkit-bookings' does not exist"],
};

describe('the elements’ published types', () => {
  const probes = Object.fromEntries(Object.entries(mistakes).map(([name, [code]]) => [name, `import type {} from '@ticketkit/widget';\n${code}`]));
  const results = compile({ 'ok.ts': ok, 'ok.tsx': okJsx, ...probes });

  it('type-check the README’s listener, properties, element events and React 19 JSX as written', () => {
    expect(readmeListener).toContain('e.detail.bookingId');
    expect(results['ok.ts']).toEqual([]);
    expect(results['ok.tsx']).toEqual([]);
  });

  it.each(Object.keys(mistakes))('refuse a mistake: %s', (name) => {
    expect(results[name]!.join('\n')).toContain(mistakes[name]![1]);
  });
});
