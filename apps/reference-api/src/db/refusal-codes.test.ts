// Error codes leave SQL as text, so the compiler cannot check them: a code the contract does not
// know reaches the client as `internal` (src/http/problem.ts). This reads every function file and
// checks each code its refusals can carry against API_ERRORS before any request does.
import { readFileSync } from 'node:fs';
import { API_ERRORS } from '@ticketkit/contract';
import { describe, expect, it } from 'vitest';
import { withoutComments } from '../testing/sql-text.ts';
import { functionsDir, sqlFiles } from './migrate.ts';

/** A refusal's code (`tk_error('code', …)`), or a code an answer is compared with (`->>'error' = 'code'`). */
const CODE = /\btk_error\s*\(\s*'([^']*)'|->>\s*'error'\s*(?:=|<>|!=)\s*'([^']*)'/gi;
/** A refusal that cannot be checked: built by hand, or a tk_error whose code is not a literal. */
const UNCHECKABLE = /\bjsonb?_build_object\s*\(\s*'error'|\btk_error\s*\(\s*(?!')/gi;

const codesIn = (sql: string) => [...withoutComments(sql).matchAll(CODE)].map((m) => m[1] ?? m[2]!);
const unknownCodes = (sql: string) => codesIn(sql).filter((code) => !(code in API_ERRORS));
const uncheckable = (sql: string) => withoutComments(sql).match(UNCHECKABLE) ?? [];

/** Every function file but the one that defines tk_error, with its text. */
const refusingFiles = async () =>
  (await sqlFiles(functionsDir)).filter((file) => file !== 'tk_error.sql').map((file) => ({ file, sql: readFileSync(functionsDir + file, 'utf8') }));

describe('given the function files', () => {
  it('every error code their refusals can carry is one of the contract\'s (the check itself catches a typo)', async () => {
    expect(unknownCodes(`select tk_error('booking/sold-oot', 'Sold out.')`)).toEqual(['booking/sold-oot']);
    expect(unknownCodes(`if v_answer->>'error' = 'hold/expird' then`)).toEqual(['hold/expird']);
    expect(unknownCodes(`-- tk_error('in/a-comment', '')\nselect tk_error('booking/sold-out', 'Sold out.')`)).toEqual([]);
    const files = await refusingFiles();
    const codes = new Set(files.flatMap(({ sql }) => codesIn(sql)));
    expect([...codes]).toEqual(expect.arrayContaining(['booking/sold-out', 'hold/expired', 'corporate/entitlement-exhausted']));
    expect(files.flatMap(({ file, sql }) => unknownCodes(sql).map((code) => `${file}: ${code}`))).toEqual([]);
  });

  it('build every refusal with tk_error and a literal code, so the check above sees it (and catches one that does not)', async () => {
    expect(uncheckable(`select json_build_object('error', 'booking/sold-out', 'detail', 'x')`)).toHaveLength(1);
    expect(uncheckable(`select tk_error(v_code, 'x')`)).toHaveLength(1);
    expect(uncheckable(`select tk_error('booking/sold-out', 'x', jsonb_build_object('available', 0))`)).toEqual([]);
    const files = await refusingFiles();
    expect(files.flatMap(({ file, sql }) => uncheckable(sql).map((found) => `${file}: ${found}`))).toEqual([]);
  });
});
