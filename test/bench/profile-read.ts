/**
 * `npm run bench:profile`: the public list page of the read-path bench, and a device's detail page
 * (the web's one query, and /api), against the compiled app alone (answer cache off), for quick
 * before/after checks of CPU per request while working on the read path. Prints req/s and app CPU
 * ms per request for each door.
 *
 * Variables: BENCH_DEVICES (3000), BENCH_SECONDS (8), BENCH_DOOR=graphql|api|detail-graphql|detail-api (all),
 * BENCH_SHOW_SQL=1 (print the statements one request sends), and BENCH_APP_NODE_ARGS, e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" to write a CPU profile of the app.
 */
import './lib/options.js';
import 'reflect-metadata';
import { createBenchDatabase } from './lib/database.js';
import { load } from './lib/load.js';
import { buildApp, startApp } from './lib/peers.js';
import { cpuMs } from './lib/process.js';
import { APP_API, APP_GRAPHQL, type Door } from './sections/list-queries.js';

const log = (message: string) => console.log(message);

/** The detail page of a public device: the sheet query the web sends, and the same device over /api. */
function detailDoors(id: number): Record<string, Door> {
  const sheet = `query Sheet($id: Int!) { publicDeviceSheet(category: electric_heat_pumps, id: $id) {
    certificateFileUrl fields { key label unit value group } history { id toStatus reasons canceledAt createdAt }
    device { id certificateNumber brandName { name } organizationName status statusLabel releaseDate publishDate canceledAt } } }`;
  return {
    'detail-graphql': {
      path: `/graphql?query=${encodeURIComponent(sheet)}&variables=${encodeURIComponent(JSON.stringify({ id }))}`,
      method: 'GET',
      headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
    },
    'detail-api': { path: `/api/electric_heat_pumps/${id}`, method: 'GET' },
  };
}

buildApp(log);
const database = await createBenchDatabase(Number(process.env.BENCH_DEVICES ?? 3000), log);
const app = await startApp(database.url, { PUBLIC_CACHE_MB: process.env.BENCH_CACHE_MB ?? '0' });
try {
  const listed = (await (await fetch(`http://127.0.0.1:${app.port}${APP_API.path}`)).json()) as {
    data: { id: number }[];
  };
  const DOORS: Record<string, Door> = { graphql: APP_GRAPHQL, api: APP_API, ...detailDoors(listed.data[0]!.id) };
  for (const [name, door] of Object.entries(DOORS)) {
    if (process.env.BENCH_DOOR && process.env.BENCH_DOOR !== name) continue;
    if (process.env.BENCH_SHOW_SQL) {
      const capture = await fetch(`http://127.0.0.1:${app.port}/__bench/capture?path=${encodeURIComponent(door.path)}`);
      log(JSON.stringify(await capture.json(), null, 1));
    }
    let before = 0;
    const result = await load({
      url: `http://127.0.0.1:${app.port}${door.path}`,
      method: door.method,
      headers: door.headers,
      seconds: Number(process.env.BENCH_SECONDS ?? 8),
      connections: 20,
      beforeRun: () => {
        before = cpuMs(app.pid);
      },
    });
    if (result.errors || result.non2xx) throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
    const cpu = (cpuMs(app.pid) - before) / result.total;
    log(`${name}: ${result.requestsPerSecond.toFixed(0)} req/s, app CPU ${cpu.toFixed(2)} ms/request`);
  }
} finally {
  await app.stop();
  await database.stop();
}
