/**
 * The Custom Elements Manifest (custom-elements.json, schema 2.1.0) of every `ticketkit-*` element,
 * made from what the elements are made from: the registry (attributes) and its descriptions, the published element types
 * (each property's type), the events table (names, details and their docs) and which of them each element emits, the appearance variables
 * with their defaults from tokens.css (CSS custom properties) and the parts table.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ATTRIBUTE_DESCRIPTIONS, ELEMENT_DESCRIPTIONS } from '../src/elements/descriptions.ts';
import { ELEMENT_EVENTS } from '../src/elements/elementEvents.ts';
import { ATTRIBUTES, ELEMENTS, attributeOf, type AttributeName, type ElementName } from '../src/elements/registry.ts';
import { APPEARANCE_VARIABLES } from '../src/styles/appearance.ts';
import { PARTS } from '../src/ui/parts.ts';

const widget = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the published package defines the elements (defineTicketkitElements). */
const MODULE = 'dist/lib/elements/defineElements.js';

interface TypeText {
  text: string;
}

/** Reads the published types with the compiler: property types, and every event's detail with its doc. */
function readTypes() {
  const entry = path.join(widget, 'src/elements/elementTypes.ts');
  const program = ts.createProgram([entry], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const exported = (file: string, name: string) => {
    const source = program.getSourceFile(path.join(widget, file))!;
    const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === name)!;
    return { symbol, type: checker.getDeclaredTypeOfSymbol(symbol), source };
  };
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.InTypeAlias | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  const tagMap = exported('src/elements/elementTypes.ts', 'TicketkitElementTagNameMap');
  const propertyType = (element: ElementName, prop: AttributeName): string => {
    const elementType = checker.getTypeOfSymbol(tagMap.type.getProperty(element)!);
    return checker.typeToString(checker.getTypeOfSymbol(elementType.getProperty(prop)!), undefined, flags);
  };
  const details = exported('src/events.ts', 'TicketkitEventDetails');
  const events = details.type.getProperties().map((member) => ({
    name: member.name,
    detail: checker.typeToString(checker.getTypeOfSymbol(member), undefined, flags),
    description: ts.displayPartsToString(member.getDocumentationComment(checker)),
  }));
  return { propertyType, events };
}

/** The light theme's value of each variable in tokens.css. */
function tokenDefaults(): Map<string, string> {
  const css = readFileSync(path.join(widget, 'src/styles/tokens.css'), 'utf8');
  const defaults = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/(--ticketkit-[a-z-]+):\s*([^;]+);/g)) {
    if (!defaults.has(name!)) defaults.set(name!, value!.trim());
  }
  return defaults;
}

const className = (tag: string) => tag.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase()) + 'Element';
const withDescription = <T extends object>(entry: T, description: string) => (description ? { ...entry, description } : entry);

export function buildCustomElementsManifest() {
  const { propertyType, events } = readTypes();
  const defaults = tokenDefaults();
  const cssProperties = Object.entries(APPEARANCE_VARIABLES).map(([key, name]) => ({
    name,
    description: `Also appearance.variables.${key}.`,
    ...(defaults.has(name) ? { default: defaults.get(name) } : {}),
  }));
  const cssParts = Object.entries(PARTS).map(([name, description]) => ({ name, description }));
  const declarations = Object.entries(ELEMENTS).map(([tagName, spec]) => {
    const required = new Set<AttributeName>('required' in spec ? spec.required : []);
    const describe = (prop: AttributeName) => (required.has(prop) ? `Required. ${ATTRIBUTE_DESCRIPTIONS[prop]}` : ATTRIBUTE_DESCRIPTIONS[prop]);
    const attributeType = (prop: AttributeName): TypeText => {
      const attribute: { kind: string; values?: readonly string[] } = ATTRIBUTES[prop];
      if (attribute.values) return { text: attribute.values.map((v) => JSON.stringify(v)).join(' | ') };
      return { text: attribute.kind === 'json' ? 'string (JSON)' : 'string' };
    };
    return {
      kind: 'class',
      name: className(tagName),
      tagName,
      customElement: true,
      description: ELEMENT_DESCRIPTIONS[tagName as ElementName],
      attributes: spec.props.map((prop) => ({ name: attributeOf(prop), fieldName: prop, type: attributeType(prop), description: describe(prop) })),
      members: spec.props.map((prop) => ({
        kind: 'field',
        name: prop,
        attribute: attributeOf(prop),
        reflects: true,
        type: { text: propertyType(tagName as ElementName, prop) },
        description: describe(prop),
      })),
      events: events.filter((event) => (ELEMENT_EVENTS[tagName as ElementName] as readonly string[]).includes(event.name)).map((event) => withDescription({ name: event.name, type: { text: `CustomEvent<${event.detail}>` } }, event.description)),
      cssProperties,
      cssParts,
    };
  });
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE,
        declarations,
        exports: declarations.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: MODULE } })),
      },
    ],
  };
}

/** The file's text, as committed. */
export const customElementsJson = (): string => `${JSON.stringify(buildCustomElementsManifest(), null, 2)}\n`;
