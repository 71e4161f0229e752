/**
 * Operator's measurement: SIGTERM under 20 in-flight requests.
 *   npm run build && npm run ops:sigterm [-- <repository dir with a build, default .>]
 * Runs dist/server/main.js of that repository (embedded PostgreSQL, production mode) and prints
 * in-flight answered / total, the statuses, the socket errors, the exit code and PostgreSQL left.
 */
import path from 'node:path';
import { sigtermUnderLoad } from './lib/sigterm-under-load.js';

const cwd = path.resolve(process.argv[2] ?? '.');
const result = await sigtermUnderLoad({ cwd });
console.log(JSON.stringify({ repository: cwd, ...result }, null, 2));
console.log(
  `in-flight answered: ${result.answered}/${result.total}, exit code ${result.exitCode}, postgres left: ${result.postgresLeft}`,
);
