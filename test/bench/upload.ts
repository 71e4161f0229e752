/**
 * Upload benchmark (a command, not a test), against the compiled server over HTTP:
 *   1. check, then commit, of a `rows`-row zip with one small PDF per row;
 *   2. four concurrent checks of a hostile zip (480 rows, each referring to 1 MiB of zeros);
 *   3. four concurrent checks of one PDF with 24 MiB that hold no PDF delimiter, of a CSV of 15
 *      million one-cell rows, and of one PDF packing 2,500 deflate bombs as object streams;
 *   4. p50/p99 of the public list while a `rows`-row check runs.
 * Each phase reports wall time, the server's CPU time (user + system, all its threads) and its peak
 * RSS (VmHWM, reset before the phase). With AES, the PBKDF2 key derivations alone are timed first
 * on the server's Node: the floor under the check. After the rounds, the first round's committed rows
 * are written again by the commit's own statements into another database of the same PostgreSQL
 * (no server, no files): the floor under the commit. The budget compares check + commit with the sum.
 * On an ext4 file system without a journal (this project's CI machines), a run started within about
 * six minutes of another one's cleanup (thousands of files deleted) costs its first check 2–3 s more
 * of kernel CPU: ext4 then passes over every inode freed in the last 60 s (360 s while its inode
 * table block is unwritten) before it reuses one (`recently_deleted`, seen with perf). Leave six
 * minutes between runs (the later rounds of one run delete few files and were not slowed).
 * With `--xlsx`, each round also checks and commits the same rows as a workbook (the template
 * filled, in the zip in place of the CSV; CSV first in even rounds, workbook first in odd ones) and
 * prints workbook / CSV; then three hostile workbooks are checked one at a time (their peak RSS):
 * shared strings of 1 GB declared as such, the same declaring 32 MB - 1 (the shared-strings cap,
 * so they inflate until they pass it) and a sheet of 1,000,000 rows.
 * Run: npm run bench:upload [-- rows [--zipcrypto] [--s3[=ms]] [--rounds=N] [--restart] [--main] [--xlsx]]
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import { DeviceCategory, OrganizationStatus, Role } from '../../server/core/domain.js';
import { ormOptions } from '../../server/composition/orm-options.js';
import { startEmbeddedPostgres } from '../../server/core/db/embedded-postgres.js';
import { hashPassword } from '../../server/core/security/passwords.js';
import { SecretBox } from '../../server/core/security/secret-box.js';
import { BrandName } from '../../server/modules/brand-names/brand-name.entity.js';
import { categoryDefinition } from '../../server/modules/device-registry/categories.js';
import { templateCsv } from '../../server/modules/device-registry/device-csv.js';
import { writeEncryptedZip } from '../../server/lib/zip/zip-writer.js';
import { MANAGER_FLAGS, Organization } from '../../server/modules/organizations/organization.entity.js';
import { User } from '../../server/modules/users/user.entity.js';
import { certificatePdf } from '../../server/core/pdf/minimal-pdf.js';
import { S3RVER_CREDENTIALS, startS3rver } from '../helpers/object-storage.js';
import { TestClient } from '../helpers/test-client.js';
import { TcpProxy } from '../ops/lib/tcp-proxy.js';
import { buildServer, startCompiledServer } from './lib/compiled-server.js';
import { filledWorkbook, manyRowsWorkbook, sharedStringsBomb } from './lib/workbooks.js';
import { commitDatabaseFloor } from './lib/commit-floor.js';
import { pbkdf2Floor } from './lib/pbkdf2-floor.js';
import { cpuTimesMs, procStatusKb, resetPeakRss } from './lib/process.js';

const rows = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 5000);
/** `--zipcrypto`: the main zip with ZipCrypto (7-Zip's and Lhaplus's default) instead of AES-256 (no PBKDF2 per entry). */
const zipCrypto = process.argv.includes('--zipcrypto');
/**
 * `--s3[=ms]`: the server stores PDFs in S3 (FILE_STORE=s3://…), an s3rver in this process reached
 * through a proxy that delays every chunk by ms (default 5) each way, a round trip to object storage
 * in the same region. s3rver is slower than S3 itself: its CPU is this process's, not the server's.
 */
const s3Flag = process.argv.find((a) => a === '--s3' || a.startsWith('--s3='));
const s3Delay = s3Flag === undefined ? null : Number(s3Flag.split('=')[1] ?? 5);
/** `--rounds=N`: N check + commit rounds of fresh zips (this host's noise), each printed, then the median. */
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 1);
/**
 * `--restart`: a new server process before each round after the first (same database and files);
 * with `--xlsx`, before each check + commit after the first (each peak RSS its own process's).
 */
const restart = process.argv.includes('--restart');
/** `--main`: only the check and commit of the main zip (no hostile zips, no list under load). */
const mainOnly = process.argv.includes('--main');
/** `--xlsx`: each round's rows as a workbook too, and the hostile workbooks (see above). */
const xlsx = process.argv.includes('--xlsx');
const ZIP_PASSWORD = 'Bench-zip-1234';
const PASSWORD = 'Bench-pass-1234';
const APP_KEY = randomBytes(32).toString('base64');
const definition = categoryDefinition(DeviceCategory.electric_heat_pumps);
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function uploadForm(zip: Buffer): FormData {
  const form = new FormData();
  form.append('password_type', 'organization');
  form.append('zip', new Blob([zip], { type: 'application/zip' }), 'bench.zip');
  return form;
}

async function seedOrganization(url: string): Promise<string> {
  const orm = await MikroORM.init(ormOptions(url));
  await orm.getMigrator().up();
  const em = orm.em.fork();
  const organization = em.create(Organization, {
    name: 'ベンチマーク工業株式会社',
    postcode: '100-0001',
    address: '東京都',
    tel: '03-0000-0000',
    type: 1,
    zipPasswordEncrypted: SecretBox.fromString(APP_KEY).encrypt(ZIP_PASSWORD),
    status: OrganizationStatus.approved,
    ...Object.fromEntries(MANAGER_FLAGS.map((f) => [f, true])),
  });
  const brand = em.create(BrandName, { name: 'ベンチブランド', organization });
  em.create(User, {
    role: Role.organization,
    name: 'ベンチ 太郎',
    email: 'bench@example.jp',
    passwordHash: await hashPassword(PASSWORD),
    organization,
  });
  await em.flush();
  await orm.close(true);
  return brand.name;
}

async function benchZip(brandName: string, count: number, prefix: string): Promise<Buffer> {
  const { csv, pdfNames, numbers } = templateCsv(definition, brandName, count);
  const text = csv.toString('latin1').replaceAll('SAMPLE-', `${prefix}-`);
  return writeEncryptedZip(
    [
      { name: 'devices.csv', content: Buffer.from(text, 'latin1') },
      ...pdfNames.map((name, i) => ({
        name: name.replace('SAMPLE-', `${prefix}-`),
        content: certificatePdf([`Certificate ${numbers[i]}`, `${prefix} row ${i + 1}`]),
      })),
    ],
    ZIP_PASSWORD,
    { zipCrypto },
  );
}

/** The same rows as benchZip's, as the workbook template filled, in the zip in place of the CSV. */
async function benchWorkbookZip(brandName: string, count: number, prefix: string): Promise<Buffer> {
  const { xlsx: workbook, pdfNames, numbers } = await filledWorkbook(definition, brandName, count, prefix);
  return writeEncryptedZip(
    [
      { name: '機器一覧.xlsx', content: workbook },
      ...pdfNames.map((name, i) => ({
        name,
        content: certificatePdf([`Certificate ${numbers[i]}`, `${prefix} row ${i + 1}`]),
      })),
    ],
    ZIP_PASSWORD,
    { zipCrypto },
  );
}

/** A hostile workbook and the one PDF its row names. */
async function hostileWorkbookZip({ xlsx: workbook, pdfNames }: { xlsx: Buffer; pdfNames: string[] }) {
  return writeEncryptedZip(
    [
      { name: '機器一覧.xlsx', content: workbook },
      { name: pdfNames[0]!, content: certificatePdf(['hostile']) },
    ],
    ZIP_PASSWORD,
  );
}

/** 480 rows, each naming an entry of 1 MiB of zeros (the size where the ratio check stops applying). */
async function hostileZip(brandName: string): Promise<Buffer> {
  const { csv, pdfNames } = templateCsv(definition, brandName, 480);
  const zeros = new Uint8Array(1024 * 1024);
  return writeEncryptedZip(
    [{ name: 'devices.csv', content: csv }, ...pdfNames.map((name) => ({ name, content: zeros }))],
    ZIP_PASSWORD,
    { level: 9 },
  );
}

/** A one-row CSV and the PDF it names, deflated at `level`. */
async function onePdfZip(brandName: string, pdf: Buffer, level: number): Promise<Buffer> {
  const { csv, pdfNames } = templateCsv(definition, brandName, 1);
  return writeEncryptedZip(
    [
      { name: 'devices.csv', content: csv },
      { name: pdfNames[0]!, content: pdf },
    ],
    ZIP_PASSWORD,
    { level },
  );
}

/**
 * One row whose PDF is a valid header and then 24 MiB of letters with no PDF delimiter (two
 * letters at random, so the ratio check lets it through): the inspector's worst case per byte.
 */
async function delimiterFreeZip(brandName: string): Promise<Buffer> {
  const letters = randomBytes(24 * 1024 * 1024).map((byte) => (byte & 1 ? 0x41 : 0x42));
  return onePdfZip(brandName, Buffer.concat([Buffer.from('%PDF-1.4\n'), letters]), 6);
}

/**
 * A CSV of 15 million one-cell rows (30 MiB, under the CSV's own size cap): random digits, so it
 * compresses well inside the ratio limit (about 6 MB zipped).
 */
async function manyRowsZip(): Promise<Buffer> {
  const csv = Buffer.alloc(30 * 1024 * 1024, '\n');
  const digits = randomBytes(csv.length / 2);
  for (let i = 0; i < digits.length; i++) csv[i * 2] = 0x30 + (digits[i]! % 10);
  return writeEncryptedZip([{ name: 'devices.csv', content: csv }], ZIP_PASSWORD, { level: 6 });
}

/**
 * One row whose PDF packs 2,500 object streams, each 16 KB of deflate inflating to 16 MB of spaces
 * (40 MB, inside the upload limit): what the inspector inflates is bounded by the file's size.
 */
async function objectStreamBombZip(brandName: string): Promise<Buffer> {
  const bomb = deflateSync(Buffer.alloc(16 * 1024 * 1024 - 1024, 0x20), { level: 9 });
  const object = Buffer.concat([
    Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`),
    bomb,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    ...Array.from({ length: 2500 }, (_, i) => Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), object])),
    Buffer.from('trailer\n<< >>\nstartxref\n9\n%%EOF\n'),
  ]);
  return onePdfZip(brandName, pdf, 1);
}

/** s3rver with one bucket, behind a proxy adding `delayMs` each way; the server's env to use it. */
async function startObjectStorage(directory: string, delayMs: number) {
  const s3 = await startS3rver(directory, 'bench');
  const proxy = new TcpProxy({ host: '127.0.0.1', port: s3.port }, delayMs);
  await proxy.up();
  return {
    env: {
      FILE_STORE: 's3://bench',
      S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    stop: async () => {
      await proxy.down();
      await s3.close();
    },
  };
}

async function main() {
  buildServer();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-upload-bench-'));
  const postgres = await startEmbeddedPostgres(path.join(dir, 'pg'), ['bench', 'floor']);
  const url = postgres.url('bench');
  const brandName = await seedOrganization(url);
  const objectStorage = s3Delay === null ? null : await startObjectStorage(path.join(dir, 's3'), s3Delay);
  const serverEnv = { DATABASE_URL: url, APP_KEY, DATA_DIR: dir, ...objectStorage?.env };
  let server = await startCompiledServer(serverEnv);
  try {
    if (objectStorage) console.log(`file store: s3rver behind a proxy adding ${s3Delay} ms each way`);
    let client = new TestClient(server.baseUrl);
    const signIn = async () => {
      const login = await client.post('/api/login', { email: 'bench@example.jp', password: PASSWORD, type: 'house' });
      if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
    };
    /**
     * A phase starts with the disk's backlog written (initdb and the seed, the previous round's files
     * and WAL), whose write-back otherwise landed in the check measured (1 to 1.5 s of it); not so
     * the commit (`settled` false), whose makeDurable writes out its own check's files.
     */
    /** The server CPU seconds of the last phase. */
    let lastCpu = 0;
    const phase = async (label: string, run: () => Promise<string>, settled = true) => {
      if (settled) execFileSync('sync');
      resetPeakRss(server.pid);
      const before = procStatusKb(server.pid, 'VmRSS');
      const cpuBefore = cpuTimesMs(server.pid);
      const started = performance.now();
      const note = await run();
      const seconds = (performance.now() - started) / 1000;
      const cpuAfter = cpuTimesMs(server.pid);
      const system = (cpuAfter.system - cpuBefore.system) / 1000;
      const cpu = (cpuAfter.user - cpuBefore.user) / 1000 + system;
      lastCpu = cpu;
      console.log(
        `${label.padEnd(34)} ${seconds.toFixed(2).padStart(7)} s   server CPU ${cpu.toFixed(2)} s (system ${system.toFixed(2)}), RSS ${mb(before)} → peak ${mb(procStatusKb(server.pid, 'VmHWM'))}   ${note}`,
      );
      return seconds;
    };
    const post = async (path: string, zip: Buffer) => {
      const response = await client.raw('POST', path, { body: uploadForm(zip) });
      const body = (await response.json()) as Record<string, unknown>;
      return { status: response.status, body };
    };

    /** Four checks of one zip at once, each answer's status in the line. */
    const fourChecks = (label: string, zip: Buffer) =>
      phase(label, async () => {
        const results = await Promise.all(
          Array.from({ length: 4 }, () => post(`/api/${definition.apiResource}/check`, zip)),
        );
        return results.map((r) => r.status).join(' ');
      });

    const zips = await Promise.all(
      Array.from({ length: rounds }, (_, round) => benchZip(brandName, rows, round === 0 ? 'BENCH' : `BENCH${round}`)),
    );
    console.log(
      `zip: ${rows} rows + ${rows} PDFs (${zipCrypto ? 'ZipCrypto' : 'AES-256'}), ${(zips[0]!.length / 1024 / 1024).toFixed(1)} MB`,
    );
    /** The floor under the check (0 for ZipCrypto, which derives no keys). */
    let pbkdf2Seconds = 0;
    if (!zipCrypto) {
      const floor = pbkdf2Floor(server.node, rows + 1);
      console.log(
        `PBKDF2 alone (${rows + 1} AES key derivations, the server's Node, node:crypto): ${floor.seconds.toFixed(2)} s, CPU ${floor.cpuSeconds.toFixed(2)} s`,
      );
      pbkdf2Seconds = floor.seconds;
    }
    const workbookZips = xlsx
      ? await Promise.all(
          Array.from({ length: rounds }, (_, round) => benchWorkbookZip(brandName, rows, `WBENCH${round}`)),
        )
      : [];
    if (xlsx)
      console.log(
        `workbook zip: the same rows as the template filled, ${(workbookZips[0]!.length / 1024 / 1024).toFixed(1)} MB`,
      );
    // Signed in once the zips and the floor are done: on a busy machine those took over the server's
    // 65 s keep-alive, and the first upload went out on the connection the server had just closed (EPIPE).
    await signIn();
    const checks: number[] = [];
    const commits: number[] = [];
    const totals: number[] = [];
    const workbookTotals: number[] = [];
    const cpuTotals = { csv: [] as number[], workbook: [] as number[] };
    const restartServer = async () => {
      await server.stop();
      server = await startCompiledServer(serverEnv);
      client = new TestClient(server.baseUrl);
      await signIn();
      console.log('(a new server process)');
    };
    let firstRun = true;
    /** Check, then commit, of one zip: their seconds (and server CPU seconds). */
    const checkAndCommit = async (zip: Buffer, label: string) => {
      if (restart && xlsx && !firstRun) await restartServer();
      firstRun = false;
      const check = await phase(`${label}check`, async () => {
        const r = await post(`/api/${definition.apiResource}/check`, zip);
        return `${r.status}, errors ${(r.body.errors as unknown[] | undefined)?.length}`;
      });
      const checkCpu = lastCpu;
      const commit = await phase(
        `${label}commit`,
        async () => {
          const r = await post(`/api/${definition.apiResource}`, zip);
          return `${r.status}, created ${r.body.created}`;
        },
        false,
      );
      const cpu = checkCpu + lastCpu;
      console.log(
        `${`${label}check + commit`.padEnd(34)} ${(check + commit).toFixed(2).padStart(7)} s   server CPU ${cpu.toFixed(2)} s`,
      );
      return { check, commit, cpu };
    };
    for (const [round, zip] of zips.entries()) {
      if (restart && !xlsx && zip !== zips[0]) await restartServer();
      const workbookFirst = xlsx && round % 2 === 1;
      const workbook = async () => {
        const w = await checkAndCommit(workbookZips[round]!, 'workbook ');
        workbookTotals.push(w.check + w.commit);
        cpuTotals.workbook.push(w.cpu);
      };
      if (workbookFirst) await workbook();
      const { check, commit, cpu } = await checkAndCommit(zip, '');
      cpuTotals.csv.push(cpu);
      if (xlsx && !workbookFirst) await workbook();
      checks.push(check);
      commits.push(commit);
      totals.push(check + commit);
    }
    if (rounds > 1) {
      console.log(`check, median of ${rounds}                 ${median(checks).toFixed(2).padStart(7)} s`);
      console.log(`commit, median of ${rounds}                ${median(commits).toFixed(2).padStart(7)} s`);
      console.log(`check + commit, median of ${rounds}        ${median(totals).toFixed(2).padStart(7)} s`);
    }
    if (xlsx) {
      const [w, c] = [median(workbookTotals), median(totals)];
      console.log(
        `workbook / CSV (check + commit${rounds > 1 ? `, medians of ${rounds}` : ''}) = ${w.toFixed(2)} / ${c.toFixed(2)} = ${(w / c).toFixed(2)} (goal 1.5)`,
      );
      const [wc, cc] = [median(cpuTotals.workbook), median(cpuTotals.csv)];
      console.log(
        `workbook / CSV (server CPU of check + commit) = ${wc.toFixed(2)} / ${cc.toFixed(2)} = ${(wc / cc).toFixed(2)}`,
      );
    }
    execFileSync('sync');
    const databaseFloor = median(
      await commitDatabaseFloor({
        sourceUrl: url,
        floorUrl: postgres.url('floor'),
        seed: seedOrganization,
        definition,
        prefix: 'BENCH',
        replays: Math.max(3, rounds),
      }),
    );
    console.log(
      `commit's database floor (its ${rows} rows' INSERTs replayed in one transaction, no server), median: ${databaseFloor.toFixed(2)} s`,
    );
    const budget = pbkdf2Seconds + databaseFloor;
    console.log(
      `(check + commit) / (PBKDF2 floor + database floor) = ${median(totals).toFixed(2)} / ${budget.toFixed(2)} = ${(median(totals) / budget).toFixed(2)} (budget 1.3)`,
    );
    if (xlsx) {
      const refusal = (zip: Buffer) => async () => {
        const r = await post(`/api/${definition.apiResource}/check`, zip);
        return `${r.status} ${JSON.stringify((r.body.errors as { zip?: string[] } | undefined)?.zip ?? r.body.errors)}`;
      };
      const bomb = await sharedStringsBomb(definition, brandName);
      const honest = await hostileWorkbookZip(bomb);
      console.log(
        `1 GB shared strings: workbook ${(bomb.xlsx.length / 1024).toFixed(0)} KB, upload zip ${(honest.length / 1024).toFixed(0)} KB`,
      );
      await phase('workbook, 1 GB shared strings', refusal(honest));
      const lying = await hostileWorkbookZip(await sharedStringsBomb(definition, brandName, 32 * 1024 * 1024 - 1));
      await phase('  the same, declaring 32 MB - 1', refusal(lying));
      const many = await manyRowsWorkbook(definition, brandName, 1_000_000);
      const million = await hostileWorkbookZip(many);
      console.log(
        `1,000,000-row workbook: ${(many.xlsx.length / 1024).toFixed(0)} KB, upload zip ${(million.length / 1024).toFixed(0)} KB`,
      );
      await phase('workbook, 1,000,000 rows', refusal(million));
    }
    if (mainOnly) return;

    const hostile = await hostileZip(brandName);
    console.log(`hostile zip: ${(hostile.length / 1024).toFixed(0)} KB`);
    await fourChecks('4 concurrent hostile checks', hostile);

    await fourChecks('4 checks, 24 MiB delimiter-free PDF', await delimiterFreeZip(brandName));

    await fourChecks('4 checks, 15M-row CSV', await manyRowsZip());

    await fourChecks('4 checks, 2,500 object-stream bombs', await objectStreamBombZip(brandName));

    const second = await benchZip(brandName, rows, 'LOAD');
    await phase('public list during a check', async () => {
      const latencies: number[] = [];
      let uploading = true;
      const upload = post(`/api/${definition.apiResource}/check`, second).finally(() => {
        uploading = false;
      });
      const visitor = new TestClient(server.baseUrl);
      while (uploading) {
        const started = performance.now();
        await (await visitor.raw('GET', `/api/${definition.apiResource}?public=1&page=1`)).arrayBuffer();
        latencies.push(performance.now() - started);
      }
      await upload;
      latencies.sort((a, b) => a - b);
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
      return `${latencies.length} list requests, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`;
    });
  } finally {
    await server.stop();
    await objectStorage?.stop();
    await postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
