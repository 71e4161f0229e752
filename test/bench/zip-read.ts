/**
 * The zip reader alone, in-process, on the upload bench's zip (5,000 rows + 5,000 AES-256 PDFs by
 * default): how much of an upload check is decrypting and inflating. Run:
 *   node --expose-gc --import @swc-node/register/esm-register test/bench/zip-read.ts [rows] [--zipcrypto]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DeviceCategory } from '../../server/core/domain.js';
import { categoryDefinition } from '../../server/modules/device-registry/categories.js';
import { templateCsv } from '../../server/modules/device-registry/device-csv.js';
import { readUploadZip } from '../../server/modules/device-uploads/upload/zip-reader.js';
import { writeEncryptedZip } from '../../server/lib/zip/zip-writer.js';
import { certificatePdf } from '../../server/core/pdf/minimal-pdf.js';

const rows = Number(process.argv[2] ?? 5000);
const zipCrypto = process.argv.includes('--zipcrypto');
const PASSWORD = 'Bench-zip-1234';
const { csv, pdfNames, numbers } = templateCsv(
  categoryDefinition(DeviceCategory.electric_heat_pumps),
  'ブランド',
  rows,
);
const dir = mkdtempSync(path.join(tmpdir(), 'zip-read-bench-'));
try {
  const zip = await writeEncryptedZip(
    [
      { name: 'devices.csv', content: csv },
      ...pdfNames.map((name, i) => ({
        name,
        content: certificatePdf([`Certificate ${numbers[i]}`, `Bench row ${i + 1}`]),
      })),
    ],
    PASSWORD,
    { zipCrypto },
  );
  const zipPath = path.join(dir, 'bench.zip');
  writeFileSync(zipPath, zip);
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;
  for (let run = 1; run <= 3; run++) {
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage();
    const peak = { rss: 0, heapUsed: 0, external: 0 };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      for (const key of ['rss', 'heapUsed', 'external'] as const) peak[key] = Math.max(peak[key], now[key]);
    }, 10);
    const stagingDir = mkdtempSync(path.join(dir, 'staging-'));
    const started = performance.now();
    const read = await readUploadZip(zipPath, PASSWORD, { stagingDir, referencedPdfs: () => pdfNames });
    const ms = performance.now() - started;
    clearInterval(sampler);
    console.log(
      `run ${run}: ${read.pdfs.size} PDFs (${zipCrypto ? 'ZipCrypto' : 'AES-256'}) in ${ms.toFixed(0)} ms, ${(ms / read.pdfs.size).toFixed(2)} ms/entry; ` +
        `RSS ${mb(before.rss)} → peak ${mb(peak.rss)}, heap used peak ${mb(peak.heapUsed)}, external peak ${mb(peak.external)} (node --expose-gc for a clean start)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
