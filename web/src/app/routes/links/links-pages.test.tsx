import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import {
  type CategoryFieldsFragment,
  CategoryOrganizationsDocument,
  EvaluatorLinksDocument,
  LinkCategoriesDocument,
  NewLinksDocument,
  type NewLinksQueryVariables,
  OpeningCategoriesDocument,
  OpeningLinksDocument,
  type OpeningLinksQueryVariables,
  type OrganizationLinksFieldsFragment,
} from '@/generated/graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { publicStatus } from '@/lib/public-status';
import { NewLinks } from '@/features/links';
import { linksState, selectCategory } from '@/features/links/stores/links-state';
import {
  doorCategory,
  GLASS,
  glassCategory,
  linkFixture,
  MATERIAL,
  materialCategory,
  metalCategory,
  OPENING,
  singleGlassCategory,
} from '@/features/links/testing/link-fixtures';
import { answerQuery } from '@/testing/answer-query';
import { inputRefusal } from '@/testing/input-refusal';
import { server } from '@/testing/msw-server';
import { renderRoute, renderWithProviders } from '@/testing/render';
import { allowSlowRoutes } from '@/testing/user-input';

allowSlowRoutes(30_000);

afterEach(() => linksState.reset());

const organizations = (url = 'https://www.example.jp/window'): OrganizationLinksFieldsFragment[] => [
  {
    __typename: 'OrganizationLinks',
    organizationId: 5,
    organizationName: '窓メーカー株式会社',
    links: [linkFixture({ url })],
  },
];

/** Answers CategoryOrganizations with `category` and the window maker. */
const categoryOrganizations = (category: CategoryFieldsFragment) =>
  answerQuery(CategoryOrganizationsDocument, {
    categoryOrganizations: { __typename: 'CategoryOrganizations', category, organizations: organizations() },
  });

function crumbs() {
  const nav = within(screen.getByRole('navigation', { name: 'パンくずリスト' }));
  return nav
    .getAllByRole('listitem')
    .map((item) => ({ label: item.textContent, href: item.querySelector('a')?.getAttribute('href') ?? null }));
}

describe('house opening pages', () => {
  it('start with the default material and glass and ask for their links', async () => {
    const asked: OpeningLinksQueryVariables[] = [];
    server.use(
      answerQuery(OpeningCategoriesDocument, {
        openingCategories: {
          __typename: 'OpeningCategories',
          defaultMaterialCode: materialCategory.code,
          defaultGlassCode: glassCategory.code,
          materials: [metalCategory, materialCategory],
          glasses: [singleGlassCategory, glassCategory],
        },
      }),
      answerQuery(
        OpeningLinksDocument,
        {
          openingLinks: {
            __typename: 'OpeningLinks',
            total: 1,
            material: materialCategory,
            glass: glassCategory,
            materialOrganizations: organizations(),
            glassOrganizations: [],
          },
        },
        asked,
      ),
    );
    const { router } = renderRoute('/house/links/opening/window');

    const sashes = within(await screen.findByRole('region', { name: '建具' }));
    expect(await sashes.findByRole('link', { name: 'https://www.example.jp/window' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'ガラス' })).getByText(
        'このガラスの製品情報を掲載している事業者はまだありません。',
      ),
    ).toBeInTheDocument();
    const material = screen.getByLabelText('建具の種類');
    const glass = screen.getByLabelText('ガラスの種類');
    expect(material).toHaveValue(materialCategory.code);
    expect(within(material).getByRole('option', { selected: true })).toHaveTextContent(MATERIAL);
    expect(glass).toHaveValue(glassCategory.code);
    expect(within(glass).getByRole('option', { selected: true })).toHaveTextContent(GLASS);
    expect(asked[0]).toEqual({ kind: 'windows', material: materialCategory.code, glass: glassCategory.code });

    await userEvent.selectOptions(material, metalCategory.code);
    await waitFor(() =>
      expect(asked).toContainEqual({ kind: 'windows', material: metalCategory.code, glass: glassCategory.code }),
    );
    // The choice is in the address: a reload, Back and a shared link keep it.
    expect(router.state.location.search).toBe(`?material=${metalCategory.code}`);
    await userEvent.selectOptions(glass, '');
    await waitFor(() => expect(asked).toContainEqual({ kind: 'windows', material: metalCategory.code, glass: null }));
    expect(router.state.location.search).toBe(`?material=${metalCategory.code}&glass=`);
    expect(crumbs()).toEqual([
      { label: '住宅版トップ', href: '/house' },
      { label: 'カテゴリー一覧', href: '/house/links' },
      { label: OPENING, href: '/house/links' },
      { label: '窓', href: null },
    ]);
    expect(publicStatus.get()).toBe('house');
  });

  it('the door page offers doors, starts without glass, and keeps a glass-only maker out of the door makers', async () => {
    const asked: { kind?: string; material?: string | null; glass?: string | null }[] = [];
    const askedCategories: unknown[] = [];
    server.use(
      graphql.query(OpeningCategoriesDocument, ({ variables }) => {
        askedCategories.push(variables);
        return HttpResponse.json({
          data: {
            openingCategories: {
              __typename: 'OpeningCategories',
              defaultMaterialCode: doorCategory.code,
              defaultGlassCode: '',
              materials: [doorCategory],
              glasses: [glassCategory],
            },
          },
        });
      }),
      graphql.query(OpeningLinksDocument, ({ variables }) => {
        asked.push(variables);
        const glass = variables.glass ? glassCategory : null;
        const glassMakers = variables.glass ? organizations('https://www.example.jp/glass-only') : [];
        return HttpResponse.json({
          data: {
            openingLinks: {
              __typename: 'OpeningLinks',
              total: glassMakers.length,
              material: doorCategory,
              glass,
              materialOrganizations: [],
              glassOrganizations: glassMakers,
            },
          },
        });
      }),
    );
    renderRoute('/house/links/opening/door');
    const doors = within(await screen.findByRole('region', { name: '建具' }));
    expect(doors.getByRole('heading', { name: '建具：ドア（金属製熱遮断構造）' })).toBeInTheDocument();
    expect(doors.getByText('この建具の製品情報を掲載している事業者はまだありません。')).toBeInTheDocument();
    expect(askedCategories[0]).toEqual({ kind: 'doors' });
    expect(asked[0]).toEqual({ kind: 'doors', material: doorCategory.code, glass: null });
    expect(screen.getByLabelText('ドアの種類')).toHaveValue(doorCategory.code);
    expect(screen.queryByRole('region', { name: 'ガラス' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('ガラスの種類'), glassCategory.code);
    const glass = within(await screen.findByRole('region', { name: 'ガラス' }));
    expect(await glass.findByRole('link', { name: 'https://www.example.jp/glass-only' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '建具' })).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('category list and category organizations', () => {
  const categoriesHandler = graphql.query(LinkCategoriesDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        linkCategories: {
          __typename: 'LinkCategoryList',
          total: 2,
          items: [
            { ...materialCategory, __typename: 'LinkCategory', type: variables.type ?? 'house', organizationCount: 3 },
            { ...glassCategory, __typename: 'LinkCategory', type: variables.type ?? 'house', organizationCount: 0 },
          ],
        },
      },
    }),
  );

  it('lists level1 → level2 → level3 with organization counts and remembers the chosen category in session storage', async () => {
    server.use(categoriesHandler, categoryOrganizations(materialCategory));
    const { router } = renderRoute('/house/links');
    const link = await screen.findByRole('link', { name: MATERIAL });
    expect(screen.getByRole('heading', { name: '躯体の断熱性能' })).toBeInTheDocument();
    expect(screen.getByText('3社')).toBeInTheDocument();
    expect(screen.getByText(/「○社」は、そのカテゴリーの製品情報を掲載している事業者の数です/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: GLASS })).not.toBeInTheDocument(); // no organizations: not a link
    expect(crumbs()).toEqual([
      { label: '住宅版トップ', href: '/house' },
      { label: 'カテゴリー一覧', href: null },
    ]);

    await userEvent.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/house/links/organizations/${materialCategory.code}`),
    );
    expect(JSON.parse(window.sessionStorage.getItem('links') ?? '{}')).toEqual({
      selectedCategoryCode: materialCategory.code,
    });
    expect(await screen.findByRole('heading', { name: '窓メーカー株式会社' })).toBeInTheDocument();
    await waitFor(() =>
      expect(crumbs()).toEqual([
        { label: '住宅版トップ', href: '/house' },
        { label: 'カテゴリー一覧', href: '/house/links' },
        { label: MATERIAL, href: null },
      ]),
    );
  });

  it('another edition\u2019s category is a 404 that names no crumb and is not remembered', async () => {
    selectCategory(materialCategory.code);
    const building = {
      ...glassCategory,
      code: 'B-01-03',
      type: 'building' as const,
      name: 'Low-E複層ガラス',
      level1: '躯体の外皮性能等',
      level2: '開口部',
      level3: null,
    };
    server.use(categoryOrganizations(building));
    renderRoute('/house/links/organizations/B-01-03');
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
    expect(crumbs().map((c) => c.label)).toEqual(['住宅版トップ', 'カテゴリー一覧']);
    expect(linksState.get().selectedCategoryCode).toBe(materialCategory.code);
  });

  it('the evaluator panel of a category page asks for that category only', async () => {
    const asked: unknown[] = [];
    server.use(
      categoryOrganizations(materialCategory),
      graphql.query(EvaluatorLinksDocument, ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { evaluatorLinks: [] } });
      }),
    );
    renderRoute(`/house/links/organizations/${materialCategory.code}`);
    const panel = within(await screen.findByRole('region', { name: '評価者用リンク' }));
    await screen.findByRole('heading', { name: '窓メーカー株式会社' });
    await userEvent.type(panel.getByLabelText('評価機関番号'), 'EV-1');
    await userEvent.type(panel.getByLabelText('パスワード'), 'right');
    await userEvent.click(panel.getByRole('button', { name: '表示' }));
    expect(await panel.findByText('評価者用リンクはありません。')).toBeInTheDocument();
    expect(asked).toEqual([
      { number: 'EV-1', password: 'right', type: 'house', categoryCodes: [materialCategory.code] },
    ]);
  });

  it('the building list sets the edition and its breadcrumb starts at the building top page', async () => {
    server.use(categoriesHandler);
    renderRoute('/building/links');
    expect(await screen.findByRole('heading', { name: '参考リンク カテゴリー一覧（非住宅版）' })).toBeInTheDocument();
    await waitFor(() => expect(publicStatus.get()).toBe('building'));
    await waitFor(() => expect(crumbs()[0]).toEqual({ label: '非住宅版トップ', href: '/building' }));
    expect(screen.getByRole('link', { name: '開口部' })).toHaveAttribute('href', '/building/links/opening');
  });
});

describe('evaluator panel', () => {
  it('shows evaluator links with memos for the right number and password, and the server message otherwise', async () => {
    server.use(
      answerQuery(LinkCategoriesDocument, { linkCategories: { __typename: 'LinkCategoryList', total: 0, items: [] } }),
      graphql.query(EvaluatorLinksDocument, ({ variables }) =>
        variables.password === 'right'
          ? HttpResponse.json({
              data: {
                evaluatorLinks: [
                  linkFixture({ forEvaluator: true, memo: '試験データです', url: 'https://www.example.jp/eval' }),
                ],
              },
            })
          : inputRefusal({ password: ['評価機関番号またはパスワードが正しくありません'] }),
      ),
    );
    renderRoute('/house/links');
    const panel = within(await screen.findByRole('region', { name: '評価者用リンク' }));
    await userEvent.click(panel.getByRole('button', { name: '表示' }));
    // Each empty field is marked with its message; focus goes to the first.
    const numberField = panel.getByLabelText('評価機関番号');
    expect(numberField).toHaveAttribute('aria-invalid', 'true');
    expect(numberField).toHaveAccessibleDescription('評価機関番号を入力してください');
    expect(panel.getByLabelText('パスワード')).toHaveAccessibleDescription('パスワードを入力してください');
    await waitFor(() => expect(numberField).toHaveFocus());

    await userEvent.type(numberField, 'EV-1');
    await userEvent.type(panel.getByLabelText('パスワード'), 'wrong');
    await userEvent.click(panel.getByRole('button', { name: '表示' }));
    // The server's answer is an alert, which takes focus (it does not say which field was wrong).
    const alert = await panel.findByRole('alert');
    expect(alert).toHaveTextContent('評価機関番号またはパスワードが正しくありません');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(numberField).not.toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(panel.getByLabelText('パスワード'));
    await userEvent.type(panel.getByLabelText('パスワード'), 'right');
    await userEvent.click(panel.getByRole('button', { name: '表示' }));
    expect(await panel.findByText('試験データです')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'https://www.example.jp/eval' })).toBeInTheDocument();
    // In a frame of its own that scrolls sideways on a phone, and said through the live region.
    expect(panel.getByRole('region', { name: '評価者用リンク一覧' })).toContainElement(panel.getByRole('table'));
    expect(screen.getByTestId('count-announcer')).toHaveTextContent('評価者用リンクを1件表示しました');
  });
});

describe('NewLinks (for the index pages)', () => {
  it('lists recently approved links of the edition, linking to their category', async () => {
    const asked: NewLinksQueryVariables[] = [];
    server.use(answerQuery(NewLinksDocument, { newLinks: [linkFixture()] }, asked));
    renderWithProviders(<NewLinks edition="house" limit={5} />);
    const link = await screen.findByRole('link', { name: MATERIAL });
    expect(link).toHaveAttribute('href', `/house/links/organizations/${materialCategory.code}`);
    expect(screen.getByText('窓メーカー株式会社')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ type: 'house', limit: 5 });
  });
});
