// Writes <file>.br and <file>.gz beside every text asset of the built SPA (dist/web), so the server
// sends compressed bytes without compressing on each request. Run after `vite build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|json|svg|txt|xml|map|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite holds the build manifest: read by the server, never sent.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(full);
    } else if (TEXT.test(entry.name)) yield full;
  }
}

const root = process.argv[2] ?? 'dist/web';
let count = 0;
for (const file of files(root)) {
  const source = fs.readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(source, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gz = zlib.gzipSync(source, { level: 9 });
  // A variant that does not save anything is left out: the server then sends the original.
  if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
  count += 1;
}
process.stdout.write(`precompressed ${count} files in ${root}\n`);
