/**
 * `npm run bench -- --connections 20,200 --duration 10 --processes 2`: the flags become the BENCH_*
 * variables the sections read (imported first by run.ts, before any section module is evaluated).
 */
const FLAGS: Record<string, string> = {
  '--connections': 'BENCH_CONNECTIONS',
  '--duration': 'BENCH_SECONDS',
  '--processes': 'BENCH_PROCESSES',
  '--devices': 'BENCH_DEVICES',
  '--sections': 'BENCH_SECTIONS',
};

const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const variable = FLAGS[args[i]!];
  if (!variable || args[i + 1] === undefined)
    throw new Error(`unknown bench option ${args[i]} (${Object.keys(FLAGS).join(', ')})`);
  process.env[variable] = args[++i];
}
