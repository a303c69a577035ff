// `npm run custom-elements -w @ticketkit/widget`: writes custom-elements.json from the element registry,
// types, events, appearance variables and parts. Commit the result;
// src/elements/customElementsManifest.test.ts fails when it is out of date.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { customElementsJson } from './customElementsManifest.ts';

const target = fileURLToPath(new URL('../custom-elements.json', import.meta.url));
writeFileSync(target, customElementsJson());
console.info(`wrote ${target}`);
