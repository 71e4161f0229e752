/**
 * Upload benchmark (a command, not a test): check and commit of a 5,000-row zip with 5,000 small
 * PDFs against a real (embedded) PostgreSQL, through the same service calls /api makes.
 * Prints wall time per step and the process's peak RSS.  Run: npm run bench:upload [-- rows]
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../server/config.js';
import { boot } from '../../server/boot.js';
import type { RequestContext } from '../../server/core/context.js';
import { DeviceCategory, Edition, OrganizationStatus, PasswordType, Role } from '../../server/core/domain.js';
import { hashPassword } from '../../server/core/security/passwords.js';
import { BrandName } from '../../server/modules/brand-names/brand-name.entity.js';
import { categoryDefinition } from '../../server/modules/devices/categories.js';
import { templateCsv } from '../../server/modules/devices/device-csv.js';
import { Device } from '../../server/modules/devices/device.entity.js';
import { writeEncryptedZip } from '../../server/modules/devices/upload/zip-writer.js';
import { MANAGER_FLAGS, Organization } from '../../server/modules/organizations/organization.entity.js';
import { User } from '../../server/modules/users/user.entity.js';
import { certificatePdf } from '../../server/seed/pdf.js';

const rows = Number(process.argv[2] ?? 5000);
const ZIP_PASSWORD = 'Bench-zip-1234';
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  peak = process.memoryUsage().rss;
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(`${label.padEnd(28)} ${(ms / 1000).toFixed(2).padStart(7)} s   peak RSS ${mb(peak)}`);
  return result;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const config = loadConfig({ env: 'development', dataDir, databaseUrl: undefined, appKey: randomBytes(32).toString('base64'), logLevel: 'silent' });
  const { db, services } = await boot(config);
  try {
    const em = db.orm.em.fork();
    const organization = em.create(Organization, {
      name: 'ベンチマーク工業株式会社', postcode: '100-0001', address: '東京都', tel: '03-0000-0000', type: 1,
      zipPasswordEncrypted: services.deps.secretBox.encrypt(ZIP_PASSWORD), status: OrganizationStatus.approved,
      ...Object.fromEntries(MANAGER_FLAGS.map((f) => [f, true])),
    });
    const brand = em.create(BrandName, { name: 'ベンチブランド', organization });
    const user = em.create(User, { role: Role.organization, name: 'ベンチ 太郎', email: 'bench@example.jp', passwordHash: await hashPassword('Bench-pass-1234'), organization });
    await em.flush();

    const definition = categoryDefinition(DeviceCategory.electric_heat_pumps);
    const zip = await timed(`build zip (${rows} rows)`, async () => {
      const { csv, pdfNames, numbers } = templateCsv(definition, brand.name, rows);
      return writeEncryptedZip([
        { name: 'devices.csv', content: csv },
        ...pdfNames.map((name, i) => ({ name, content: certificatePdf([`Certificate ${numbers[i]}`, `Bench row ${i + 1}`]) })),
      ], ZIP_PASSWORD);
    });
    console.log(`zip size                     ${mb(zip.length)}`);

    const ctx = (): RequestContext => ({
      em: db.orm.em.fork(),
      viewer: { user, role: Role.organization, organizationId: organization.id, edition: Edition.house, sessionId: 'bench' },
      services, requestId: 'bench', ip: '127.0.0.1', userAgent: 'bench', sessionCookie: { set: () => undefined, clear: () => undefined },
    });
    const upload = { fileName: 'bench.zip', bytes: zip };
    const checked = await timed('check (read+validate)', () => services.devices.check(ctx(), definition.category, upload, { passwordType: PasswordType.organization }));
    console.log(`  rows ${checked.csv.length}, errors ${checked.errors.length}, duplicates ${checked.duplicates.length}, exists ${checked.exists.length}`);
    const committed = await timed('commit (one transaction)', () => services.devices.commit(ctx(), definition.category, upload, { passwordType: PasswordType.organization }));
    console.log(`  created ${committed.created}; devices in DB ${await db.orm.em.fork().count(Device, {})}`);
    console.log(`process max RSS (getrusage)  ${mb(process.resourceUsage().maxRSS * 1024)}`);
  } finally {
    clearInterval(sampler);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
