/**
 * `node apps/server/src/engine/openapi/openapi-cli.ts <file>`: writes the OpenAPI document the
 * server serves at /api/openapi.json, so `npm run lint` can check it with Redocly. The app is built
 * as the server builds it (the same modules, jobs and export actions) on an empty in-memory
 * database: the document comes from the registry alone and reads no rows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '../../app.ts';
import { openPglite } from '../../db/pglite.ts';
import { openApiDocument } from './openapi-document.ts';

const target = process.argv[2];
if (!target) {
  console.error('usage: openapi-cli.ts <output file>');
  process.exit(2);
}
const db = await openPglite();
try {
  const app = await buildApp({ db });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(openApiDocument(app.registry), null, 2)}\n`);
  await app.server.close();
} finally {
  await db.close();
}
