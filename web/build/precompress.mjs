// Writes <file>.br and <file>.gz beside every text asset of the built SPA (dist/web), so the server
// sends compressed bytes without compressing on each request. Run after `vite build`.
//
// `node web/build/precompress.mjs dist/web`: production levels (brotli 11, gzip 9; ~12 s on 2 cores,
// most of it GraphiQL's Monaco). `--quick`: brotli 5, gzip 6 (~0.5 s, about 10 % bigger), what
// `npm start` uses. `--skip graphiql`: leaves that folder alone (built and compressed on its own).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const TEXT = /\.(html|js|mjs|css|json|svg|txt|xml|map|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir, skip) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite holds the build manifest: read by the server, never sent.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite' && !skip.includes(entry.name)) yield* files(full, skip);
    } else if (TEXT.test(entry.name)) yield full;
  }
}

/** Compresses the text assets under `root` (sub-folders named in `skip` left out); returns their count. */
export function precompress(root, { quick = false, skip = [] } = {}) {
  const brotliQuality = quick ? 5 : 11;
  const gzipLevel = quick ? 6 : 9;
  let count = 0;
  for (const file of files(root, skip)) {
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = zlib.gzipSync(source, { level: gzipLevel });
    // A variant that does not save anything is left out: the server then sends the original.
    if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const skip = [];
  let quick = false;
  let root = 'dist/web';
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--quick') quick = true;
    else if (args[i] === '--skip') skip.push(args[(i += 1)]);
    else root = args[i];
  }
  const count = precompress(root, { quick, skip });
  process.stdout.write(`precompressed ${count} files in ${root}${quick ? ' (quick)' : ''}\n`);
}
