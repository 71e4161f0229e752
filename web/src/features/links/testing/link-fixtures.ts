import { graphql, HttpResponse } from 'msw';
import { CategoryLevelsDocument } from '@/generated/graphql';
import type { CategoryFieldsFragment, LinkFieldsFragment } from '@/generated/graphql';
import { fixtureFactory } from '@/testing/fixture-factory';

export const MATERIAL = '木製建具又は樹脂製建具';
export const GLASS = '三層複層ガラス（Low-E2枚、断熱ガス、日射取得型）';
export const OPENING = '開口部（仕様に基づく)';

/** A stored category (GraphQL `Category`), as the link pages get it. */
export const categoryFixture = fixtureFactory<Extract<CategoryFieldsFragment, { __typename: 'Category' }>>({
  __typename: 'Category',
  id: 7,
  code: 'H-01-07',
  type: 'house',
  name: MATERIAL,
  level1: '躯体の断熱性能',
  level2: OPENING,
  level3: '建具',
});

export const materialCategory = categoryFixture();
export const metalCategory = categoryFixture({ id: 8, code: 'H-01-10', name: '金属製建具' });
export const doorCategory = categoryFixture({ id: 12, code: 'H-01-12', name: 'ドア（金属製熱遮断構造）' });
export const glassCategory = categoryFixture({ id: 13, code: 'H-01-13', name: GLASS, level3: 'ガラス' });
export const singleGlassCategory = categoryFixture({ id: 17, code: 'H-01-17', name: '単板ガラス', level3: 'ガラス' });
export const hotWaterCategory = categoryFixture({
  id: 30,
  code: 'H-04-01',
  name: '電気ヒートポンプ給湯機',
  level1: '給湯設備',
  level2: '給湯熱源機',
  level3: null,
});

export const linkFixture = fixtureFactory<LinkFieldsFragment>({
  __typename: 'Link',
  id: 1,
  url: 'https://www.example.jp/window',
  type: 'house',
  forEvaluator: false,
  memo: null,
  approved: true,
  approvedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  categoryCode: materialCategory.code,
  organizationName: '窓メーカー株式会社',
  category: materialCategory,
});

/** The house tree: 躯体の断熱性能 → 開口部 → 建具/ガラス, and 給湯設備 → 給湯熱源機 (no level3). */
export const categoryLevelsHandler = graphql.query(CategoryLevelsDocument, () =>
  HttpResponse.json({
    data: {
      categoryLevels: [
        {
          __typename: 'CategoryLevel1',
          name: '躯体の断熱性能',
          level2s: [
            {
              __typename: 'CategoryLevel2',
              name: OPENING,
              categories: [],
              level3s: [
                { __typename: 'CategoryLevel3', name: '建具', categories: [materialCategory, metalCategory] },
                { __typename: 'CategoryLevel3', name: 'ガラス', categories: [glassCategory, singleGlassCategory] },
              ],
            },
          ],
        },
        {
          __typename: 'CategoryLevel1',
          name: '給湯設備',
          level2s: [{ __typename: 'CategoryLevel2', name: '給湯熱源機', categories: [hotWaterCategory], level3s: [] }],
        },
      ],
    },
  }),
);
