import { CATEGORY_DEFINITIONS } from '../../../server/modules/device-registry/categories.js';
import type { BenchSection } from '../lib/harness.js';
import { procStatusKb, resetPeakRss } from '../lib/process.js';
import { copyBaseline } from './copy-baseline.js';

/**
 * Seconds, rows, bytes and time to the first byte of the public CSV of every category, one after
 * another; `afterFirst` runs once the first category's CSV has arrived.
 */
async function downloadAll(baseUrl: string, encoding: string, afterFirst: () => void = () => {}) {
  const started = performance.now();
  let firstByteMs = Number.NaN;
  let rows = 0;
  let bytes = 0;
  for (const definition of CATEGORY_DEFINITIONS) {
    const response = await fetch(`${baseUrl}/api/${definition.apiResource}/download/csv?include_expired=true`, {
      headers: { 'accept-encoding': encoding },
    });
    if (!response.ok || !response.body) throw new Error(`CSV ${definition.apiResource}: ${response.status}`);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) rows += 1;
    }
    rows -= 1; // header line
    if (definition === CATEGORY_DEFINITIONS[0]) afterFirst();
  }
  return { seconds: (performance.now() - started) / 1000, rows, bytes, firstByteMs };
}

/**
 * The public CSV of every category with canceled devices included: all devices, streamed, as a
 * browser asks for it (gzip) and uncompressed like the COPY side; then COPY + iconv-lite of the same
 * rows in the same run, for the ratio to that limit.
 */
export const csvExportSection: BenchSection = {
  name: 'CSV export (all devices)',
  async run(ctx) {
    const rssBefore = procStatusKb(ctx.pid, 'VmRSS');
    resetPeakRss(ctx.pid);
    // The peak after the first category (a fifth of the rows) against the peak after all five: an
    // export that held its rows would keep growing with them.
    let peakAfterFirst = Number.NaN;
    const gzip = await downloadAll(ctx.baseUrl, 'gzip', () => {
      peakAfterFirst = procStatusKb(ctx.pid, 'VmHWM');
    });
    // The memory figures are those of the first pass from a fresh server (V8 grows its heap lazily:
    // more passes raise the peak without anything being held).
    const peak = procStatusKb(ctx.pid, 'VmHWM');
    const identity = await downloadAll(ctx.baseUrl, 'identity');
    for (const [label, run] of [
      ['gzip', gzip],
      ['uncompressed', identity],
    ] as const) {
      // fetch inflates a gzip body: the sizes are those of the CSV either way.
      ctx.log(
        `  ${label}: ${run.rows.toLocaleString('en-US')} rows, ${(run.bytes / 1e6).toFixed(1)} MB in ${run.seconds.toFixed(2)} s`,
      );
    }
    const copy = await copyBaseline(ctx.databaseUrl);
    ctx.log(
      `  COPY + iconv-lite: ${copy.rows.toLocaleString('en-US')} rows, ${(copy.bytes / 1e6).toFixed(1)} MB in ${copy.seconds.toFixed(2)} s`,
    );
    const baseline = { label: 'COPY+iconv', value: copy.seconds };
    return [
      { section: 'CSV export', metric: 'rows', value: identity.rows, unit: 'rows' },
      { section: 'CSV export', metric: 'time (gzip)', value: gzip.seconds, unit: 's', baseline, lowerIsBetter: true },
      {
        section: 'CSV export',
        metric: 'time (uncompressed)',
        value: identity.seconds,
        unit: 's',
        baseline,
        lowerIsBetter: true,
      },
      {
        section: 'CSV export',
        metric: 'throughput (uncompressed)',
        value: identity.rows / identity.seconds,
        unit: 'rows/s',
        baseline: { label: 'COPY+iconv', value: copy.rows / copy.seconds },
      },
      {
        section: 'CSV export',
        metric: 'first byte (first category)',
        value: identity.firstByteMs,
        unit: 'ms',
        lowerIsBetter: true,
      },
      { section: 'CSV export', metric: 'size', value: identity.bytes / 1e6, unit: 'MB' },
      { section: 'CSV export', metric: 'server RSS before', value: rssBefore / 1024, unit: 'MB' },
      {
        section: 'CSV export',
        metric: 'server peak RSS after the first category (gzip)',
        value: peakAfterFirst / 1024,
        unit: 'MB',
      },
      { section: 'CSV export', metric: 'server peak RSS (gzip pass)', value: peak / 1024, unit: 'MB' },
      {
        section: 'CSV export',
        metric: 'server RSS growth (gzip pass)',
        value: (peak - rssBefore) / 1024,
        unit: 'MB',
        lowerIsBetter: true,
      },
    ];
  },
};
