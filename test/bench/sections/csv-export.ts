import { CATEGORY_DEFINITIONS } from '../../../server/modules/devices/categories.js';
import type { BenchSection } from '../lib/harness.js';
import { procStatusKb, resetPeakRss } from '../lib/process.js';

/** The public CSV of every category with canceled devices included: all devices, streamed. */
export const csvExportSection: BenchSection = {
  name: 'CSV export (all devices)',
  async run(ctx) {
    const rssBefore = procStatusKb(ctx.pid, 'VmRSS');
    resetPeakRss(ctx.pid);
    const started = performance.now();
    let rows = 0;
    let bytes = 0;
    for (const definition of CATEGORY_DEFINITIONS) {
      const response = await fetch(`${ctx.baseUrl}/api/${definition.apiResource}/download/csv?include_expired=true`);
      if (!response.ok || !response.body) throw new Error(`CSV ${definition.apiResource}: ${response.status}`);
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) rows += 1;
      }
      rows -= 1; // header line
    }
    const seconds = (performance.now() - started) / 1000;
    const peak = procStatusKb(ctx.pid, 'VmHWM');
    ctx.log(`  ${rows.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
    return [
      { section: 'CSV export', metric: 'rows', value: rows, unit: 'rows' },
      { section: 'CSV export', metric: 'throughput', value: rows / seconds, unit: 'rows/s' },
      { section: 'CSV export', metric: 'size', value: bytes / 1e6, unit: 'MB' },
      { section: 'CSV export', metric: 'server RSS before', value: rssBefore / 1024, unit: 'MB' },
      { section: 'CSV export', metric: 'server peak RSS', value: peak / 1024, unit: 'MB' },
    ];
  },
};
