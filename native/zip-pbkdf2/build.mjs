// Builds the addon with npm's own node-gyp; run by the project's postinstall (`npm ci` runs no build
// script of a local linked package). It never fails the install: without python3, make or a C
// compiler the server warns at start and derives the keys with node:crypto (same keys). node-gyp's
// output is shown only when the build fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const nodeGyp = process.env.npm_config_node_gyp;
const directory = fileURLToPath(new URL('.', import.meta.url));
const build = nodeGyp ? spawnSync(process.execPath, [nodeGyp, 'rebuild'], { cwd: directory, encoding: 'utf8' }) : null;
if (build?.status !== 0) {
  const output = `${build?.stdout ?? ''}${build?.stderr ?? ''}`.trim().split('\n').slice(-15).join('\n');
  if (output) console.warn(output);
  console.warn(
    'zip-pbkdf2 was not built (node-gyp needs python3, make and a C compiler): AES zip checks will use node:crypto',
  );
}
