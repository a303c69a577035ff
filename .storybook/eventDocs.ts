import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** One host-page event as its type declares it: the docs' Events table is rendered from this. */
export interface EventDoc {
  name: string;
  description: string;
  /** The detail's fields and their types, `version` first. */
  fields: { name: string; type: string }[];
}

export const EVENTS_FILE = path.resolve(import.meta.dirname, '../packages/widget/src/events.ts');
const MODULE_ID = 'virtual:ticketkit/event-docs';

/**
 * Reads `TicketkitEventDetails` with the TypeScript checker: detail types exist only as types, so
 * the table cannot be read at run time like EVENT_CALLBACKS.
 */
export function describeEvents(file = EVENTS_FILE): EventDoc[] {
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, noLib: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const declaration = source?.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'TicketkitEventDetails',
  );
  if (!declaration) throw new Error(`${file} declares no interface TicketkitEventDetails`);
  const details = checker.getTypeAtLocation(declaration.name);
  return details.getProperties().map((event) => {
    const detail = checker.getTypeOfSymbolAtLocation(event, declaration);
    return {
      name: event.name,
      description: ts.displayPartsToString(event.getDocumentationComment(checker)),
      fields: detail.getProperties().map((field) => ({
        name: field.name,
        type: checker.typeToString(checker.getTypeOfSymbolAtLocation(field, declaration)),
      })),
    };
  });
}

/** Serves `describeEvents()` as the module `virtual:ticketkit/event-docs` (and rebuilds it when events.ts changes). */
export function eventDocsPlugin(): Plugin {
  const resolved = `\0${MODULE_ID}`;
  return {
    name: 'ticketkit:event-docs',
    resolveId: (id) => (id === MODULE_ID ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      this.addWatchFile(EVENTS_FILE);
      return `export default ${JSON.stringify(describeEvents())};`;
    },
  };
}
