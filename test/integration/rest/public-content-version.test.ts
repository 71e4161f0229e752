import 'reflect-metadata';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_TABLES } from '../../../migrations/Migration20261204200000.js';
import { Link } from '../../../server/modules/links/link.entity.js';
import { LinkCategory } from '../../../server/modules/link-categories/link-category.entity.js';
import { Organization } from '../../../server/modules/organizations/organization.entity.js';
import { PublicDataVersion } from '../../../server/modules/public-devices/public-data-version.js';
import {
  CategoryLevelsDocument,
  CategoryOrganizationsDocument,
  LinkCategoriesDocument,
  NewLinksDocument,
  NoticesDocument,
  OpeningCategoriesDocument,
  OpeningLinksDocument,
  PublicLinksDocument,
} from '../../../web/src/generated/graphql.js';
import { createOrganization } from '../../factories/index.js';
import { createCategoryTree, createLink } from '../../factories/links.js';
import { createInformation } from '../../factories/master-data.js';
import { statementsDuring } from '../../helpers/sql-statements.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let link: Link;
let categoryCode: string;
/** A process whose feed is not live: it asks PostgreSQL on every read. */
const perRequest = new PublicDataVersion();

beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  const tree = await createCategoryTree(em);
  const category = tree.house('電気ヒートポンプ給湯機');
  categoryCode = category.code;
  const organization = await createOrganization(em, { name: 'ひかり建材株式会社' });
  link = await createLink(em, { organization, category });
  await t.services.publicVersion.watch(t.databaseUrl);
});
afterAll(async () => {
  await t.services.publicVersion.stop();
  await t.close();
});

const em = () => t.orm.em.fork();
const live = () => t.services.publicVersion.ofContent(em());

/** The live version once it differs from `before` (a bump is notified at its commit, a moment later). */
const changedFrom = (before: string, timeout = 5_000) =>
  vi.waitFor(
    async () => {
      const version = await live();
      expect(version).not.toBe(before);
      return version;
    },
    { timeout, interval: 20 },
  );

describe('the version of the notices and reference links on the public pages', () => {
  it('changes with every write to a table those pages read, kept in memory as PostgreSQL would answer', async () => {
    expect(t.services.publicVersion.live).toBe(true);
    const writes: [string, () => Promise<unknown>][] = [
      ['a notice', () => createInformation(em())],
      ['a link approved', () => em().nativeUpdate(Link, { id: link.id }, { approved: true, approvedAt: new Date() })],
      ['a category renamed', () => em().nativeUpdate(LinkCategory, { code: categoryCode }, { name: '給湯機' })],
      ['a maker renamed', () => em().nativeUpdate(Organization, { id: link.organization.id }, { name: 'ひかり建材' })],
    ];
    for (const [written, write] of writes) {
      const before = await live();
      await write();
      const after = await changedFrom(before);
      expect(after, written).toBe(await perRequest.ofContent(em()));
    }
  });

  it('changes when a scheduled notice goes public, with nothing written then', async () => {
    const publicAt = Date.now() + 2_000;
    const before = await live();
    await createInformation(em(), { publishedAt: new Date(publicAt) });
    const scheduled = await changedFrom(before);
    expect(scheduled).toBe(await perRequest.ofContent(em()));
    const published = await changedFrom(scheduled, 10_000);
    expect(Date.now()).toBeGreaterThanOrEqual(publicAt);
    expect(published).toBe(await perRequest.ofContent(em()));
  });

  it("is bumped by every table the pages' queries read (a table read without the trigger would leave kept pages stale)", async () => {
    const triggered = await em()
      .getConnection()
      .execute<{ table: string }[]>(
        "select tgrelid::regclass::text as table from pg_trigger where tgname like '%_bump_public_content_version'",
      );
    expect(triggered.map((row) => row.table.replaceAll('"', '')).sort()).toEqual([...CONTENT_TABLES].sort());

    const openings = await t
      .client()
      .gql<{ openingCategories: { defaultMaterialCode: string; defaultGlassCode: string } }>(
        print(OpeningCategoriesDocument),
        { kind: 'windows' },
      );
    const { defaultMaterialCode: material, defaultGlassCode: glass } = openings.data!.openingCategories;
    // The documents the web's notice and link pages send, as a visitor sends them.
    const pageQueries: [DocumentNode, Record<string, unknown>][] = [
      [NoticesDocument, { audience: 'house' }],
      [NewLinksDocument, { type: 'house', limit: 5 }],
      [PublicLinksDocument, { filter: { type: 'house', categoryCode } }],
      [LinkCategoriesDocument, { type: 'house' }],
      [CategoryLevelsDocument, { type: 'building' }],
      [OpeningCategoriesDocument, { kind: 'windows' }],
      [CategoryOrganizationsDocument, { categoryCode }],
      [OpeningLinksDocument, { kind: 'windows', material, glass }],
    ];
    const read = new Set<string>();
    for (const [document, variables] of pageQueries) {
      const { statements, result } = await statementsDuring(t.orm, () => t.client().gql(print(document), variables));
      expect(result.errors).toBeUndefined();
      expect(statements.length, print(document).slice(0, 60)).toBeGreaterThan(0);
      for (const sql of statements) {
        // Names a statement gives its own parts (`with counts as (…)`) are not tables.
        const named = new Set([...sql.matchAll(/(?:\bwith|,)\s+"?([a-z_]+)"?\s+as\s*\(/gi)].map((match) => match[1]));
        for (const [, table] of sql.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi))
          if (!named.has(table)) read.add(table!);
      }
    }
    expect([...read].filter((table) => !CONTENT_TABLES.includes(table))).toEqual([]);
  });
});
