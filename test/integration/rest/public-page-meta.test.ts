import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { createBrandName, createDevice } from '../../factories/public-devices.js';
import { createOrganization } from '../../factories/index.js';
import { DeviceCategory, DeviceStatus } from '../../../server/core/domain.js';
import { publicPageMeta } from '../../../server/modules/site/public-page-meta.js';
import { ensureReferenceCategories } from '../../../server/modules/link-categories/reference-tree.js';
import { PUBLIC_PAGES } from '../../../server/modules/site/site-map.service.js';
import type { PageMetaSource } from '../../../server/core/http/spa-documents.js';

const NOT_FOUND = {
  title: 'ページが見つかりません | 省エネ設備 登録情報ポータル',
  description: 'お探しのページは移動または削除された可能性があります。',
  status: 404,
};

let t: TestApp;
let meta: PageMetaSource;
let visible: { id: number; certificateNumber: string };
let hidden: number;
const [A, B, C, D] = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'].map((ip) => () => ip);
/** A client whose address no page but a device's may need. */
const unasked = () => {
  throw new Error('the client address was computed');
};
beforeAll(async () => {
  t = await createTestApp();
  const em = t.orm.em.fork();
  await ensureReferenceCategories(em);
  const organization = await createOrganization(em);
  const brandName = await createBrandName(em, organization, 'サンプル<&>');
  visible = await createDevice(em, { category: DeviceCategory.cogeneration_systems, brandName });
  hidden = (
    await createDevice(em, {
      category: DeviceCategory.cogeneration_systems,
      status: DeviceStatus.publish_requested,
      publishDate: null,
    })
  ).id;
  meta = publicPageMeta(t.orm, t.services.publicVersion, { readsPerMinute: 3, processes: 1 });
});
afterAll(() => t.close());

describe("the public pages' titles and descriptions in their documents", () => {
  it('names a list by its heading, and a public device by its category, certificate number and brand', async () => {
    expect(await meta('/cogenerations', A)).toEqual({
      title: 'コージェネレーション設備一覧 | 省エネ設備 登録情報ポータル',
      description:
        'コージェネレーション設備の登録情報の一覧です。ブランド名・品番・証明書番号で絞り込み、CSVでダウンロードできます。',
    });
    expect(await meta(`/cogenerations/${visible.id}`, A)).toEqual({
      title: `コージェネレーション設備 詳細（${visible.certificateNumber}） | 省エネ設備 登録情報ポータル`,
      description: `コージェネレーション設備「サンプル<&>」（証明書番号 ${visible.certificateNumber}）の登録情報です。性能値、証明書、公開日を掲載しています。`,
    });
  });

  it('gives every page of the sitemap a title of its own, with or without a trailing slash', async () => {
    expect(await meta('/house', A)).toEqual({
      title: '省エネ設備 登録情報ポータル（住宅版）',
      description:
        '住宅版：省エネルギー性能に関する設備の登録情報、情報提供事業者の参考リンクとお知らせを掲載しています。',
    });
    expect(await meta('/house/links/opening/door/', A)).toMatchObject({
      title: '開口部（ドア）の仕様から探す | 省エネ設備 登録情報ポータル',
    });
    expect(await meta('/organization/register', A)).toMatchObject({
      title: '情報提供事業者 登録 | 省エネ設備 登録情報ポータル',
    });
    expect(await meta('/password/email', unasked)).toMatchObject({
      title: 'パスワード再設定 | 省エネ設備 登録情報ポータル',
    });
    expect(await meta('/login/building', A)).toMatchObject({
      title: '情報提供事業者ログイン（非住宅版） | 省エネ設備 登録情報ポータル',
    });
    const titles = await Promise.all(PUBLIC_PAGES.map(async (path) => (await meta(path, A))?.title));
    expect(titles.every((title) => title !== undefined && title !== '省エネ設備 登録情報ポータル')).toBe(true);
    expect(new Set(titles).size).toBe(PUBLIC_PAGES.length);
  });

  it('names the page a reset mail links to, whatever its token, for an edition only', async () => {
    const linked = await meta('/password/reset/house/0123abcd', unasked);
    expect(linked).toEqual({
      title: 'パスワード再設定 | 省エネ設備 登録情報ポータル',
      description: 'メールでお送りしたリンクから、ログインの新しいパスワードを設定する画面です。',
    });
    expect(await meta('/password/reset/building/ffff/', unasked)).toEqual(linked);
    // The SPA's reset page, which says the link is not valid.
    expect(await meta('/password/reset/admin/0123abcd', unasked)).toBeNull();
    expect(await meta('/password/reset/house/a/b', unasked)).toEqual(NOT_FOUND);
  });

  it("names a category's makers page by the category; another edition's or an unknown code is not found", async () => {
    expect(await meta('/house/links/organizations/H-01-01', A)).toEqual({
      title: 'グラスウール断熱材 | 省エネ設備 登録情報ポータル',
      description:
        '住宅版：躯体の断熱性能 ＞ 断熱材 ＞ 繊維系断熱材 ＞ グラスウール断熱材の製品情報を掲載している事業者と参考リンクです。',
    });
    expect(await meta('/building/links/organizations/H-01-01', A)).toEqual(NOT_FOUND);
    expect(await meta('/house/links/organizations/H-99-99', A)).toEqual(NOT_FOUND);
  });

  it("says not found of a device nobody may see, another category's id, and an id no device can have", async () => {
    expect(await meta(`/cogenerations/${hidden}`, B)).toEqual(NOT_FOUND);
    expect(await meta(`/solar_systems/${visible.id}`, B)).toEqual(NOT_FOUND);
    expect(await meta('/cogenerations/99999999999', B)).toEqual(NOT_FOUND);
    expect(await meta('/cogenerations/0', B)).toEqual(NOT_FOUND);
    expect(await meta('/cogenerations/abc', B)).toEqual(NOT_FOUND);
    // A signed-in page: the server leaves it to the SPA, which knows the viewer.
    expect(await meta('/organization/cogeneration_systems/1', B)).toBeNull();
  });

  it('says not found of any path the SPA has no page for, and leaves the rest of its route table alone', async () => {
    for (const path of [
      '/no-such-page',
      '/house/unknown',
      '/cogenerations/1/edit',
      '/admin/organizations/1/nothing',
      '/index.php',
    ])
      expect(await meta(path, unasked), path).toEqual(NOT_FOUND);
    for (const path of [
      '/admin/brand_names',
      '/ADMIN/Brand_Names/',
      '//admin//links',
      '/organization/users/3/edit',
      '/logout',
      '/',
    ])
      expect(await meta(path, unasked), path).toBeNull();
  });

  it("reads devices for one client up to its budget, then gives the site's own title; other clients still get names", async () => {
    const path = `/cogenerations/${visible.id}`;
    for (let i = 0; i < 3; i++) expect(await meta(path, C)).not.toBeNull();
    expect(await meta(path, C)).toBeNull();
    // A list needs no read and is never refused.
    expect(await meta('/cogenerations', C)).not.toBeNull();
    expect(await meta(path, D)).not.toBeNull();
  });
});
