/**
 * A tiny section runner for `npm run bench`: each section measures something and returns rows;
 * the runner prints one table. Other benches (links, uploads, …) add a section and are run the same way.
 */
export interface BenchRow {
  section: string;
  metric: string;
  value: number;
  unit: string;
  /** The same metric for a baseline (e.g. PostGraphile 4), printed with the ratio value / baseline. */
  baseline?: { label: string; value: number };
  /** true when a smaller value is better (latency, memory): the ratio is then baseline / value. */
  lowerIsBetter?: boolean;
}

export interface BenchContext {
  /** The bench database (filled once). */
  databaseUrl: string;
  /** The app under test, listening on loopback. */
  baseUrl: string;
  /** Its process id (for /proc memory readings). */
  pid: number;
  /** Shared values sections pass on (e.g. measured numbers a later section compares with). */
  results: Map<string, number>;
  log: (message: string) => void;
}

export interface BenchSection {
  name: string;
  run: (ctx: BenchContext) => Promise<BenchRow[]>;
}

export async function runSections(ctx: BenchContext, sections: BenchSection[]): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const section of sections) {
    ctx.log(`▶ ${section.name}`);
    const started = Date.now();
    try {
      rows.push(...(await section.run(ctx)));
    } catch (error) {
      ctx.log(`  ✗ ${section.name} failed: ${(error as Error).stack ?? String(error)}`);
      rows.push({ section: section.name, metric: 'FAILED (see log)', value: Number.NaN, unit: '' });
    }
    ctx.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return rows;
}

const fmt = (value: number) =>
  Number.isNaN(value)
    ? 'n/a'
    : Math.abs(value) >= 100
      ? Math.round(value).toLocaleString('en-US')
      : value.toFixed(value % 1 === 0 ? 0 : 2);

export function formatTable(rows: BenchRow[]): string {
  const header = ['section', 'metric', 'value', 'unit', 'baseline', 'ratio'];
  const body = rows.map((r) => {
    const ratio =
      r.baseline && r.baseline.value > 0 && r.value > 0
        ? r.lowerIsBetter
          ? r.baseline.value / r.value
          : r.value / r.baseline.value
        : Number.NaN;
    return [
      r.section,
      r.metric,
      fmt(r.value),
      r.unit,
      r.baseline ? `${r.baseline.label} ${fmt(r.baseline.value)}` : '',
      Number.isNaN(ratio) ? '' : `${ratio.toFixed(2)}×`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}
