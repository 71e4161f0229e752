import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { deviceCategory, type DeviceCategory } from '@/config/device-categories';
import { SearchDevicesDocument, type SearchDevicesQuery, type SearchDevicesQueryVariables } from '@/generated/graphql';

type Hit = SearchDevicesQuery['searchDevices']['items'][number];
const COUNTED: DeviceCategory[] = ['cogeneration_systems', 'electric_heat_pumps'];

const heatPump = (id: number, systemNumber: string): Hit => ({
  __typename: 'DeviceSearchHit',
  category: 'electric_heat_pumps',
  matchedField: 'systemNumber',
  matchedLabel: 'システム品番',
  matchKind: 'exact',
  device: {
    __typename: 'PublicElectricHeatPump',
    id,
    status: 'published',
    statusLabel: '公開中',
    certificateNumber: `HP-${id}`,
    organizationName: '株式会社テスト設備',
    brandName: { __typename: 'PublicBrandName', id: 1, name: 'エコキュート①' },
    systemNumber,
  },
});

const cogeneration = (id: number): Hit => ({
  __typename: 'DeviceSearchHit',
  category: 'cogeneration_systems',
  matchedField: 'puNumber',
  matchedLabel: '発電ユニット品番',
  matchKind: 'prefix',
  device: {
    __typename: 'PublicCogenerationSystem',
    id,
    status: 'canceled',
    statusLabel: '取消済',
    certificateNumber: `CG-${id}`,
    organizationName: '髙橋電機株式会社',
    brandName: { __typename: 'PublicBrandName', id: 2, name: 'エネファーム' },
    puNumber: 'RUX-A2015-PU',
    tuNumber: null,
    bbNumber: null,
  },
});

/**
 * Answers searchDevices with `items` (the same for every page) and records what was asked; with
 * `readAs`, as the server does for a query it read as that number.
 */
function serveSearch(items: Hit[], asked: SearchDevicesQueryVariables[] = [], readAs: string | null = null) {
  server.use(
    graphql.query(SearchDevicesDocument, ({ variables }) => {
      asked.push(variables);
      const shown = variables.category ? items.filter((hit) => hit.category === variables.category) : items;
      return HttpResponse.json({
        data: {
          searchDevices: {
            __typename: 'DeviceSearchPage',
            query: variables.query,
            readAs,
            total: shown.length,
            page: variables.page ?? 1,
            pageSize: 25,
            categoryCounts: COUNTED.map((category) => ({
              __typename: 'DeviceSearchCategoryCount' as const,
              category,
              label: deviceCategory(category).label,
              count: items.filter((hit) => hit.category === category).length,
            })).filter((c) => c.count > 0),
            items: shown,
          },
        },
      });
    }),
  );
  return asked;
}

describe('/search', { timeout: 20_000 }, () => {
  it('lists the hits grouped by category, with the counts, each linking to its public detail', async () => {
    const asked = serveSearch([heatPump(4, 'RUX-A2015'), cogeneration(9)]);
    renderRoute('/search?q=%EF%BC%B2%EF%BC%B5%EF%BC%B8&include_expired=true&edition=building');
    expect(await screen.findByRole('heading', { name: '「ＲＵＸ」の検索結果' })).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ query: 'ＲＵＸ', includeExpired: true, category: null, page: 1 });

    const counts = within(screen.getByRole('navigation', { name: '機器の種類で絞り込む' }));
    expect(counts.getByRole('link', { name: 'すべて（2件）' })).toHaveAttribute('aria-current', 'page');
    expect(counts.getByRole('link', { name: '電気ヒートポンプ給湯機（1件）' })).toHaveAttribute(
      'href',
      '/search?q=%EF%BC%B2%EF%BC%B5%EF%BC%B8&category=electric_heat_pumps&include_expired=true&edition=building',
    );

    const pumps = within(screen.getByRole('region', { name: '電気ヒートポンプ給湯機' }));
    expect(pumps.getByRole('link', { name: 'エコキュート①（HP-4）の詳細' })).toHaveAttribute(
      'href',
      '/electric_heat_pumps/4',
    );
    expect(pumps.getByText('システム品番: RUX-A2015')).toBeInTheDocument();
    // A canceled device's sheet is shown with include_expired.
    expect(screen.getByRole('link', { name: 'エネファーム（CG-9）の詳細' })).toHaveAttribute(
      'href',
      '/cogenerations/9?include_expired=true',
    );
    // The page's form shows what was searched (the header has no second box here), and the edition
    // came from the address.
    expect(screen.getByRole('searchbox', { name: /機器を検索/ })).toHaveValue('ＲＵＸ');
    expect(screen.getByTestId('edition-badge')).toHaveTextContent('非住宅版');
  });

  it('says which number it searched for when the query was read as one', async () => {
    serveSearch([heatPump(4, 'RUX-A2015')], [], 'RUX-A2015');
    renderRoute('/search?q=%E3%82%8B%EF%BD%98%E3%83%BC%E3%81%82%EF%BC%92%EF%BC%90%EF%BC%91%EF%BC%95');
    expect(await screen.findByRole('heading', { name: '「RUX-A2015」の検索結果' })).toBeInTheDocument();
    expect(
      screen.getByText('「るｘーあ２０１５」に一致する機器がないため、「RUX-A2015」として検索しました。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /機器を検索/ })).toHaveValue('るｘーあ２０１５');
    // A screen reader hears that the query was read as another.
    expect(screen.getByTestId('count-announcer')).toHaveTextContent(
      '「るｘーあ２０１５」に一致する機器がないため、「RUX-A2015」として検索しました。 「RUX-A2015」の検索結果 全1件',
    );
  });

  it('refuses a query under two characters with the server’s message, without asking', async () => {
    const asked = serveSearch([heatPump(4, 'RUX-A2015')]);
    renderRoute('/search?q=%20R%20');
    expect(await screen.findByText('検索語は2文字以上で入力してください')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says what was searched when nothing matches, and offers the search without the category', async () => {
    serveSearch([]);
    renderRoute('/search?q=ZZZ-999&category=solar_systems');
    expect(await screen.findByText('「ZZZ-999」に一致する機器は見つかりませんでした。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '機器の種類を指定せずに検索する' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/search\?q=ZZZ-999(&|$)/),
    );
  });

  it('offers a query of several words one word at a time when no device matches them all', async () => {
    serveSearch([]);
    renderRoute('/search?q=%E3%83%80%E3%82%A4%E3%82%AD%E3%83%B3%E3%80%80EQ46%20X&edition=building');
    // (Testing Library folds the full-width space as it folds every run of spaces.)
    expect(await screen.findByText('「ダイキン EQ46 X」に一致する機器は見つかりませんでした。')).toBeInTheDocument();
    // One-letter words are no query: X is not offered.
    const offered = screen.getAllByRole('link', { name: /」で検索$/ });
    expect(offered.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['「ダイキン」で検索', `/search?q=${encodeURIComponent('ダイキン')}&edition=building`],
      ['「EQ46」で検索', '/search?q=EQ46&edition=building'],
    ]);
  });

  it('offers no words for a query of one word', async () => {
    serveSearch([]);
    renderRoute('/search?q=ZZZ-999');
    expect(await screen.findByText('「ZZZ-999」に一致する機器は見つかりませんでした。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /」で検索$/ })).toBeNull();
  });

  it('the header’s box on a public page opens the results for its query, keeping the edition', async () => {
    const asked = serveSearch([heatPump(4, 'RUX-A2015')]);
    const { router } = renderRoute('/login/house');
    const box = await screen.findByRole('searchbox', { name: /機器を検索/ });
    await userEvent.type(box, 'rux-a2015{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=rux-a2015&edition=house');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ query: 'rux-a2015' }));
  });
});
