import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { createDevice } from '../../factories/public-devices.js';
import { createCategoryTree, createLink } from '../../factories/links.js';
import { createOrganization } from '../../factories/index.js';
import { DeviceCategory, DeviceStatus } from '../../../server/core/domain.js';
import type { LinkCategory } from '../../../server/modules/link-categories/link-category.entity.js';

let t: TestApp;
let visible: number;
let hidden: number[];
let categories: { listed: LinkCategory; unlisted: LinkCategory[] };
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://portal.example.jp/' });
  const em = t.orm.em.fork();
  // One category with a maker's public link; one with an unapproved link, one with an evaluator-only link.
  const tree = await createCategoryTree(em);
  const organization = await createOrganization(em);
  categories = {
    listed: tree.house('グラスウール断熱材'),
    unlisted: [tree.house('ロックウール断熱材'), tree.building('押出法ポリスチレンフォーム断熱材')],
  };
  await createLink(em, { organization, category: categories.listed, approved: true });
  await createLink(em, { organization, category: categories.unlisted[0]!, approved: false });
  await createLink(em, { organization, category: categories.unlisted[1]!, approved: true, forEvaluator: true });
  visible = (await createDevice(em, { category: DeviceCategory.solar_systems })).id;
  hidden = [
    (
      await createDevice(em, {
        category: DeviceCategory.solar_systems,
        status: DeviceStatus.publish_requested,
        publishDate: null,
      })
    ).id,
    (await createDevice(em, { category: DeviceCategory.solar_systems, publishDate: '2999-01-01' })).id,
  ];
});
afterAll(() => t.close());

const get = (path: string) => fetch(`${t.baseUrl}${path}`);

describe('robots.txt and the sitemaps', () => {
  it('robots.txt keeps crawlers out of signed-in areas and the data doors, names the sitemap, sets no cookie', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        'Allow: /organization/guide',
        'Disallow: /admin',
        'Disallow: /organization/',
        'Disallow: /login/',
        'Disallow: /logout',
        'Disallow: /password',
        'Disallow: /api/',
        'Disallow: /graphql',
        '',
        'Sitemap: https://portal.example.jp/sitemap.xml',
        '',
      ].join('\n'),
    );
  });

  it('the sitemap index lists the pages and one file per category with public devices', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('set-cookie')).toBeNull();
    const body = await res.text();
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(body).toContain('<loc>https://portal.example.jp/sitemaps/pages.xml</loc>');
    expect(body).toContain('<loc>https://portal.example.jp/sitemaps/solar_systems-1.xml</loc>');
    expect(body).not.toContain('solar_systems-2.xml');
  });

  it('lists the fixed public pages', async () => {
    const body = await (await get('/sitemaps/pages.xml')).text();
    for (const path of [
      '/house',
      '/building',
      '/cogenerations',
      '/solar_water_heaters',
      '/house/links',
      '/building/links/opening',
      '/organization/guide',
    ]) {
      expect(body).toContain(`<loc>https://portal.example.jp${path}</loc>`);
    }
    expect(body).not.toContain('/admin');
  });

  it("lists the makers' pages of the categories with public links, and no others", async () => {
    const body = await (await get('/sitemaps/pages.xml')).text();
    const pages = [...body.matchAll(/<loc>[^<]*\/links\/organizations\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(pages).toEqual([categories.listed.code]);
    expect(body).toContain(`<loc>https://portal.example.jp/house/links/organizations/${categories.listed.code}</loc>`);
  });

  it('lists publicly visible devices only', async () => {
    const body = await (await get('/sitemaps/solar_systems-1.xml')).text();
    expect(body).toContain(`<loc>https://portal.example.jp/solar_systems/${visible}</loc>`);
    for (const id of hidden) expect(body).not.toContain(`/solar_systems/${id}<`);
  });

  it('answers 404 for a part or category that does not exist', async () => {
    expect((await get('/sitemaps/solar_systems-2.xml')).status).toBe(404);
    expect((await get('/sitemaps/unknown-1.xml')).status).toBe(404);
  });
});
