import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boot, type Booted } from '../../server/boot.js';
import { loadConfig } from '../../server/config.js';
import { Edition, Role } from '../../server/core/domain.js';
import { hashPassword } from '../../server/core/security/passwords.js';
import { LinkCategory } from '../../server/modules/link-categories/link-category.entity.js';
import { REFERENCE_CATEGORIES } from '../../server/modules/link-categories/reference-tree.js';
import { User } from '../../server/modules/users/user.entity.js';
import { seedDemoData } from '../../server/seed/demo-data.js';
import { createTestDatabase, TEST_APP_KEY } from '../helpers/test-app.js';

const open: Booted[] = [];
const dataDirs: string[] = [];
afterAll(async () => {
  for (const booted of open) await booted.db.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** What `NODE_ENV=production npm start` does before listening (no demo data there). */
async function productionBoot(databaseUrl: string): Promise<Booted> {
  // Its own file store (the seeded PDFs go there), removed after the file.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-boot-'));
  dataDirs.push(dataDir);
  const booted = await boot(loadConfig({ env: 'production', appKey: TEST_APP_KEY, databaseUrl, dataDir }));
  open.push(booted);
  return booted;
}

describe('reference categories', () => {
  it('are there after a production boot on an empty database, and every later start adds only missing codes', async () => {
    const databaseUrl = await createTestDatabase();
    const first = await productionBoot(databaseUrl);
    const em = first.db.orm.em.fork();
    expect(await em.count(LinkCategory, {})).toBe(REFERENCE_CATEGORIES.length);
    expect(await em.count(User, {})).toBe(0);
    const house = await em.find(LinkCategory, { type: Edition.house });
    expect(house.map((c) => c.level1)).toContain('躯体の断熱性能');

    // An administrator's edit survives a restart; a missing code comes back.
    const [kept, removed] = REFERENCE_CATEGORIES;
    await em.nativeUpdate(LinkCategory, { code: kept!.code }, { name: '名称を変更したカテゴリー' });
    await em.nativeDelete(LinkCategory, { code: removed!.code });
    const again = await productionBoot(databaseUrl);
    const after = again.db.orm.em.fork();
    expect(await after.count(LinkCategory, {})).toBe(REFERENCE_CATEGORIES.length);
    expect((await after.findOneOrFail(LinkCategory, { code: kept!.code })).name).toBe('名称を変更したカテゴリー');
    expect((await after.findOneOrFail(LinkCategory, { code: removed!.code })).name).toBe(removed!.name);
  });
});

describe('demo sign-ins in the start banner', () => {
  it('lists none on a database made by create-admin', async () => {
    const { db, services } = await productionBoot(await createTestDatabase());
    const em = db.orm.em.fork();
    em.create(User, {
      role: Role.admin,
      organization: null,
      name: '本番 管理者',
      email: 'ops@example.jp',
      passwordHash: await hashPassword('a-long-admin-password'),
    });
    await em.flush();
    const result = await seedDemoData(db.orm.em.fork(), { secretBox: services.deps.secretBox, files: services.files });
    expect(result).toEqual({ seeded: false, signIns: [] });
  });

  it('lists every demo account once the demo data is there, also on a later start', async () => {
    const { db, services } = await productionBoot(await createTestDatabase());
    const seeded = await seedDemoData(db.orm.em.fork(), { secretBox: services.deps.secretBox, files: services.files });
    expect(seeded.seeded).toBe(true);
    const later = await seedDemoData(db.orm.em.fork(), { secretBox: services.deps.secretBox, files: services.files });
    expect(later.seeded).toBe(false);
    expect(later.signIns).toEqual(seeded.signIns);
    expect(later.signIns.map((s) => s.role)).toEqual([
      'admin',
      'organization',
      'organization',
      'organization',
      'evaluator',
    ]);
    // The demo links hang on the reference tree; no second copy of it.
    expect(await db.orm.em.fork().count(LinkCategory, {})).toBe(REFERENCE_CATEGORIES.length);
  });
});
