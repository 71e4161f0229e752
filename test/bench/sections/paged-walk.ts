import type { BenchSection } from '../lib/harness.js';

const CATEGORY = 'electric_heat_pumps';
/** Requests in flight at once: a mirror fetching a few pages side by side. */
const PARALLEL = 4;

type ListPage = { data: unknown[]; total: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * A legacy tool mirroring a category through /api's numbered pages (the answer cache misses each
 * page once): every page from the first to the last, PARALLEL at a time. Deep pages are where an
 * OFFSET costs; the latency of the last page is reported apart.
 */
export const pagedWalkSection: BenchSection = {
  name: 'paged walk (/api/{cat}?page=n)',
  async run(ctx) {
    const fetchPage = async (page: number) => {
      const started = performance.now();
      const response = await fetch(`${ctx.baseUrl}/api/${CATEGORY}?public=1&page=${page}`);
      if (!response.ok) throw new Error(`page ${page}: ${response.status}`);
      const body = (await response.json()) as ListPage;
      return { ms: performance.now() - started, body };
    };
    const first = await fetchPage(1);
    const pages = Math.ceil(first.body.total / first.body.data.length);
    const latencies: number[] = new Array<number>(pages);
    latencies[0] = first.ms;
    let next = 2;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next <= pages) {
          const page = next++;
          latencies[page - 1] = (await fetchPage(page)).ms;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sorted = latencies.slice().sort((a, b) => a - b);
    ctx.log(`  ${pages} pages of ${first.body.data.length} in ${seconds.toFixed(1)} s, ${PARALLEL} at a time`);
    return [
      { section: 'paged walk', metric: 'pages/s', value: (pages - 1) / seconds, unit: 'pages/s' },
      {
        section: 'paged walk',
        metric: 'page latency p50',
        value: percentile(sorted, 0.5),
        unit: 'ms',
        lowerIsBetter: true,
      },
      {
        section: 'paged walk',
        metric: 'page latency p99',
        value: percentile(sorted, 0.99),
        unit: 'ms',
        lowerIsBetter: true,
      },
      {
        section: 'paged walk',
        metric: 'last page latency',
        value: latencies[pages - 1]!,
        unit: 'ms',
        lowerIsBetter: true,
      },
    ];
  },
};
