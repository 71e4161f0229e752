import type { BenchSection } from '../lib/harness.js';
import { load } from '../lib/load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const CATEGORY = 'electric_heat_pumps';

type Page = { changes: unknown[]; end_cursor: string | null; has_next_page: boolean; server_time: string };

/**
 * The change feed of one category: a mirror's first full walk (pages of 500 following the cursor),
 * then the load of `since` syncs (100 entries a page, the window read by one index range scan).
 */
export const changeFeedSection: BenchSection = {
  name: 'change feed (/api/{cat}/changes)',
  async run(ctx) {
    const started = performance.now();
    let entries = 0;
    let pages = 0;
    let after: string | null = null;
    let page: Page;
    do {
      const response: Response = await fetch(
        `${ctx.baseUrl}/api/${CATEGORY}/changes?first=500${after ? `&after=${after}` : ''}`,
      );
      if (!response.ok) throw new Error(`changes: ${response.status}`);
      page = (await response.json()) as Page;
      entries += page.changes.length;
      pages += 1;
      after = page.end_cursor;
    } while (page.has_next_page);
    const walkSeconds = (performance.now() - started) / 1000;
    ctx.log(`  first walk: ${entries.toLocaleString('en-US')} devices in ${pages} pages, ${walkSeconds.toFixed(1)} s`);

    const since = new Date(Date.now() - 86_400_000).toISOString();
    const sync = await load({
      url: `${ctx.baseUrl}/api/${CATEGORY}/changes?since=${since}&first=100`,
      seconds: SECONDS,
      connections: CONNECTIONS,
    });
    if (sync.errors || sync.non2xx) ctx.log(`  ! sync: ${sync.errors} errors, ${sync.non2xx} non-2xx`);
    return [
      { section: 'change feed', metric: 'first walk', value: entries / walkSeconds, unit: 'devices/s' },
      { section: 'change feed', metric: 'sync page (100) requests/s', value: sync.requestsPerSecond, unit: 'req/s' },
      { section: 'change feed', metric: 'sync latency p50', value: sync.p50, unit: 'ms', lowerIsBetter: true },
      { section: 'change feed', metric: 'sync latency p99', value: sync.p99, unit: 'ms', lowerIsBetter: true },
    ];
  },
};
