// Builds dist/ in three steps, each skipped when the files it is built from have not changed since it
// last ran (a hash of their paths and contents, kept in dist/.build/<step>.json):
//
//   web       web/ (not the API explorer's page, not tests), server/rules (the `@rules` alias), .env*
//             → the SPA (dist/web, precompressed) and the page renderer (dist/web-ssr): one step, so a
//             change in web/src always rebuilds both
//   graphiql  the API explorer's page and what it imports from web/src → dist/web/graphiql
//   server    server/ and migrations/ (not tests) → dist/server, dist/migrations
//
// package.json, package-lock.json and this file are inputs of every step.
//
// `node scripts/build.mjs` (what `npm start` runs): only the steps whose inputs changed, with quick
// settings for a development start: brotli 5 instead of 11, and the server compiled by SWC (~0.3 s;
// the same transform as `npm run dev` and the tests) instead of tsc (~10 s).
// `node scripts/build.mjs --all [step…]` (`npm run build`, the production path): every named step
// (all by default), whatever the stamps say, with tsc and brotli 11.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '../web/build/precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const STAMPS = 'dist/.build';
const COMMON = ['package.json', 'package-lock.json', 'scripts/build.mjs'];
const TEST = /\.test\.tsx?$/;
const GRAPHIQL_SRC = 'web/src/graphiql';

/** Every file under `dir` (relative paths, '/' separators), `keep` deciding which. */
function filesUnder(dir, keep = () => true) {
  if (!fs.existsSync(dir)) return [];
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (keep(file)) found.push(file);
  }
  return found;
}

/** The API explorer's sources and every web/src file they import, relative or through `@/`. */
function graphiqlFiles() {
  const seen = new Set(filesUnder(GRAPHIQL_SRC));
  const queue = [...seen];
  const candidates = (base) => ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
  while (queue.length > 0) {
    const file = queue.pop();
    if (!/\.(tsx?|mjs|js)$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import|import\()\s*['"]([^'"]+)['"]/g)) {
      let base;
      if (spec.startsWith('@/')) base = `web/src/${spec.slice(2)}`;
      else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(file), spec);
      else continue;
      const hit = candidates(base).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (hit && !seen.has(hit)) {
        seen.add(hit);
        queue.push(hit);
      }
    }
  }
  return [...seen];
}

const envFiles = () => fs.readdirSync(root).filter((f) => f.startsWith('.env'));
/** VITE_* variables reach the bundle (import.meta.env), so they are inputs too. */
const viteEnv = () =>
  Object.entries(process.env)
    .filter(([k]) => k.startsWith('VITE_') || k === 'NODE_ENV')
    .sort()
    .map(([k, v]) => `${k}=${v}`);

const STEPS = {
  web: {
    inputs: () => [
      ...filesUnder(
        'web',
        (f) => !TEST.test(f) && !f.startsWith(`${GRAPHIQL_SRC}/`) && !f.endsWith('vite.graphiql.config.ts'),
      ),
      ...filesUnder('server/rules', (f) => !TEST.test(f)),
      ...envFiles(),
    ],
    extra: viteEnv,
    outputs: ['dist/web/index.html', 'dist/web/.vite/manifest.json', 'dist/web-ssr/entry-server.js'],
    run: buildWeb,
  },
  graphiql: {
    inputs: () => [...graphiqlFiles(), 'web/vite.graphiql.config.ts'],
    extra: viteEnv,
    outputs: ['dist/web/graphiql/index.html'],
    run: buildGraphiql,
  },
  server: {
    inputs: () => [
      ...filesUnder('server', (f) => !TEST.test(f)),
      ...filesUnder('migrations'),
      'tsconfig.json',
      'tsconfig.build.json',
    ],
    extra: () => [],
    outputs: ['dist/server/main.js'],
    run: buildServer,
  },
};

/** The step's inputs hashed; the settings are not (a production build also does for a quick start). */
function hashOf(step) {
  const hash = crypto.createHash('sha256');
  const files = [...new Set([...COMMON, ...STEPS[step].inputs()])].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  for (const line of STEPS[step].extra()) hash.update(`${line}\0`);
  return hash.digest('hex');
}

function stampPath(step) {
  return path.join(STAMPS, `${step}.json`);
}

function upToDate(step, hash) {
  if (!STEPS[step].outputs.every((f) => fs.existsSync(f))) return false;
  try {
    return JSON.parse(fs.readFileSync(stampPath(step), 'utf8')).hash === hash;
  } catch {
    return false;
  }
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${[command, ...args].join(' ')}: ${signal ?? `exit ${code}`}`)),
    );
  });
}

/** `quiet`: warnings and errors only, not the list of chunks (a quick start's terminal). */
const vite = (args, quiet) =>
  run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args, ...(quiet ? ['--logLevel', 'warn'] : [])]);

// The SPA's build empties dist/web; the API explorer's page is built beside it (GRAPHIQL_NEW) and moved
// into dist/web/graphiql once both are done, so the three Vite builds run at once (on 2 busy cores
// that takes about half the time of one after the other).
const GRAPHIQL_NEW = 'dist/.graphiql-new';

async function buildWeb({ quick }) {
  await Promise.all([
    vite(['--config', 'web/vite.config.ts'], quick),
    vite(['--config', 'web/vite.config.ts', '--ssr', 'src/entry-server.tsx'], quick),
  ]);
  precompress('dist/web', { quick, skip: ['graphiql'] });
}

async function buildGraphiql({ quick }) {
  await vite(['--config', 'web/vite.graphiql.config.ts', '--outDir', path.resolve(GRAPHIQL_NEW)], quick);
  precompress(GRAPHIQL_NEW, { quick });
}

async function buildServer({ quick }) {
  if (!quick) {
    await run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--noCheck']);
    return;
  }
  // The quick path: SWC with the tsconfig's decorator settings (legacy decorators, their metadata,
  // no define semantics for class fields), one file at a time, as `npm run dev` and the tests run.
  const { transformFile } = await import('@swc/core');
  const sources = [...filesUnder('server'), ...filesUnder('migrations')].filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !TEST.test(f),
  );
  await Promise.all(
    sources.map(async (file) => {
      const out = path.join('dist', file.replace(/\.ts$/, '.js'));
      const { code, map } = await transformFile(file, {
        swcrc: false,
        configFile: false,
        sourceMaps: true,
        sourceFileName: path.relative(path.dirname(out), file),
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          target: 'es2022',
          keepClassNames: true,
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        },
        module: { type: 'es6' },
      });
      await fs.promises.mkdir(path.dirname(out), { recursive: true });
      await fs.promises.writeFile(out, `${code}\n//# sourceMappingURL=${path.basename(out)}.map\n`);
      await fs.promises.writeFile(`${out}.map`, map ?? '');
    }),
  );
}

async function main() {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const named = args.filter((a) => !a.startsWith('--'));
  for (const step of named)
    if (!(step in STEPS)) throw new Error(`unknown step ${step} (${Object.keys(STEPS).join(', ')})`);
  const steps = named.length > 0 ? named : Object.keys(STEPS);
  const quick = !all;
  fs.mkdirSync(STAMPS, { recursive: true });

  const todo = [];
  for (const step of steps) {
    const hash = hashOf(step);
    if (!all && upToDate(step, hash)) {
      process.stdout.write(`build: ${step} unchanged\n`);
      continue;
    }
    todo.push({ step, hash });
  }

  const timed = async ({ step, hash }) => {
    const started = Date.now();
    fs.rmSync(stampPath(step), { force: true });
    await STEPS[step].run({ quick });
    fs.writeFileSync(stampPath(step), `${JSON.stringify({ hash, quick, builtAt: new Date().toISOString() })}\n`);
    process.stdout.write(`build: ${step} built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  };
  const building = new Set(todo.map((t) => t.step));
  fs.rmSync(GRAPHIQL_NEW, { recursive: true, force: true });
  // An unchanged API explorer is set aside while the SPA's build empties dist/web.
  if (building.has('web') && !building.has('graphiql') && fs.existsSync('dist/web/graphiql'))
    fs.renameSync('dist/web/graphiql', GRAPHIQL_NEW);
  try {
    // Every step at once: the Vite builds use both cores, tsc (production) one.
    await Promise.all(todo.map(timed));
  } finally {
    if (fs.existsSync(GRAPHIQL_NEW)) {
      fs.rmSync('dist/web/graphiql', { recursive: true, force: true });
      fs.mkdirSync('dist/web', { recursive: true });
      fs.renameSync(GRAPHIQL_NEW, 'dist/web/graphiql');
    }
  }
}

main().catch((error) => {
  process.stderr.write(`build failed: ${error.message}\n`);
  process.exit(1);
});
