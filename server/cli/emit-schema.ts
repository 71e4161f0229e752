/**
 * Writes schema/schema.graphql from the TypeGraphQL code; with --check, fails when the committed
 * file differs from what the code emits (run by `npm test`).
 */
import './logs-to-stderr.js';
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { printGraphqlSchema } from '../composition/graphql.js';

const file = path.resolve('schema/schema.graphql');
const emitted = await printGraphqlSchema();
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== emitted) {
    console.error(
      'schema/schema.graphql is stale: run `npm run schema:emit` (then `npm run codegen`) and commit the result.',
    );
    process.exit(1);
  }
  console.log('schema/schema.graphql is up to date.');
} else {
  fs.writeFileSync(file, emitted);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
