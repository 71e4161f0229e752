/**
 * `npm run bench`: a fresh embedded PostgreSQL with 100,000 devices, the compiled app on loopback in
 * its own process, then the sections below; prints one table with ratios against PostGraphile 5 and 4
 * and the raw floor. Options (lib/options.ts): --connections 20,200 --duration 10 --processes 2
 * --devices 100000 --sections read,CSV (or the BENCH_* variables).
 */
import './lib/options.js';
import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase } from './lib/database.js';
import { formatTable, runSections, type BenchContext, type BenchSection } from './lib/harness.js';
import { execFileSync } from 'node:child_process';
import { buildApp, startApp } from './lib/peers.js';
import { changeFeedSection } from './sections/change-feed.js';
import { pagedWalkSection } from './sections/paged-walk.js';
import { csvExportSection } from './sections/csv-export.js';
import { readPathSection } from './sections/read-path.js';
import { searchSection } from './sections/search.js';
import { searchFloodSection } from './sections/search-flood.js';
import { renderedPagesSection } from './sections/rendered-pages.js';
import { LIST_COMPARISON_NOTE } from './sections/list-queries.js';

export { runSections, formatTable, type BenchSection, type BenchContext } from './lib/harness.js';

// search renames three brands: it runs last.
export const sections: BenchSection[] = [
  readPathSection,
  csvExportSection,
  changeFeedSection,
  pagedWalkSection,
  renderedPagesSection,
  searchSection,
  searchFloodSection,
];

const DEVICES = Number(process.env.BENCH_DEVICES ?? 100_000);
const log = (message: string) => console.log(message);

const started = Date.now();
log(
  `bench: ${DEVICES.toLocaleString('en-US')} devices, Node ${process.version}, ${(await import('node:os')).cpus().length} CPUs`,
);
buildApp(log);
const database = await createBenchDatabase(DEVICES, log);
const here = path.dirname(fileURLToPath(import.meta.url));
const app = await startApp(database.url);
try {
  const ctx: BenchContext = {
    databaseUrl: database.url,
    baseUrl: `http://127.0.0.1:${app.port}`,
    pid: app.pid,
    results: new Map(),
    log,
  };
  // BENCH_SECTIONS=change,CSV runs only the sections whose names contain one of those words.
  const only = process.env.BENCH_SECTIONS?.split(',').map((w) => w.trim().toLowerCase());
  const rows = await runSections(
    ctx,
    sections.filter((s) => !only || only.some((w) => s.name.toLowerCase().includes(w))),
  );
  log('');
  log(formatTable(rows));
  log(LIST_COMPARISON_NOTE);
} finally {
  await app.stop();
  await database.stop();
}

// Benches with databases of their own, run one after the other so they do not compete for the CPUs.
// BENCH_ONLY_MAIN=1 skips them.
if (!process.env.BENCH_ONLY_MAIN) {
  for (const [title, script, args] of [
    ['links: public category list with 10,000 links', 'links.ts', ['10000', '200']],
    [
      'upload: check and commit of a 5,000-row zip with 5,000 PDFs',
      'upload.ts',
      [process.env.BENCH_UPLOAD_ROWS ?? '5000'],
    ],
    ['list PDF export: 1,000 notices through the real endpoint', 'pdf-export.ts', ['1000', '5']],
  ] as const) {
    log(`\n▶ ${title}`);
    // Their startup logs (PostgreSQL started, migrations applied) would bury the figures.
    const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
    execFileSync(process.execPath, ['--import', '@swc-node/register/esm-register', path.join(here, script), ...args], {
      stdio: 'inherit',
      env,
    });
  }
}
log(`\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
