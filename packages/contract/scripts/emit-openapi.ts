// `npm run openapi -w @ticketkit/contract`: writes openapi.json from the route table and schemas.
// Commit the result; src/openapi.test.ts fails when it is out of date.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApi } from '../src/openapi.ts';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
console.info(`wrote ${target}`);
